"""Texting shorthand in a trainer's question, read as the words it stands for.

Trainers type questions as they text: "what did i say abt pints", "b4 i see him thurs", "prepping
tmrw's sesh w/ dominic". Read as they stand, "abt", "b4", "w/" and "tmrw" are words no record says,
so the question was refused on them (or answered with "No message mentions 'abt'"); written out, they
are function words the keyword reading drops ("about", "before", "with") or words records do say
("tomorrow", "session"). Only the question is read this way: records keep their own words (the
insights reader has its own list for a client's messages, shared/domain/insights/vocabulary.py).

Politeness ("pls", "plz", "thx") is dropped, not written out: "please" and "thanks" are in half the
chatter of a history, and as words of the question they pulled that chatter up the ranking.

Only forms that are no English word and no common abbreviation of something else: not "u" or "r"
(a letter, a grade), "bc", "cos" or "rn" (British Columbia, cosine, a nurse).
"""

from __future__ import annotations

import re
from functools import lru_cache

from shared.domain.health import metric_types

SHORTHAND = {
    "abt": "about", "b4": "before", "tmrw": "tomorrow", "tmw": "tomorrow", "2moro": "tomorrow",
    "sesh": "session", "seshes": "sessions",
    "convo": "conversation", "msg": "message", "msgs": "messages", "msgd": "messaged",
    # Hours, as a trainer types them ("sleep hrs"); not "hr", which is as often the heart rate (below).
    "hrs": "hours",
}
# "w/" is "with", "w/o" "without" (a slash ends them, so they are matched apart from the words).
_SLASHED = {"w/o": "without", "w/": "with"}
_WORDS = re.compile(
    r"(?<![\w'])(" + "|".join(sorted(SHORTHAND, key=len, reverse=True)) + r")(?=['\u2019]s\b|(?![\w']))"
    r"|(?<![\w/])(w/o|w/)(?=\s|$)",
    re.IGNORECASE,
)
# "hr" alone is as often hours ("6 hr sessions") as heart rate: only beside a word that says which
# ("resting hr", "max hr", "hr zones") is it the heart rate, which a device's summaries write out.
_HEART_RATE = re.compile(
    r"(?<![\w'])(?:(resting|max|maximum|peak|average|avg)\s+hr|hr(\s+(?:zones?|monitor|variability|data)))(?![\w'])",
    re.IGNORECASE,
)
# "step count" is the steps a device counts ("Steps, week of …"): the count is how they are measured,
# and no record says it. Only after "step": "count" alone ("blood count", "count the reps") stays.
_STEP_COUNT = re.compile(r"(?<![\w'])step\s+counts?(?![\w'])", re.IGNORECASE)
# A metric type's initials ("rhr"): written out as its weekly summaries write it ("resting heart
# rate"), so the embedder reads the question where the summaries are (shared/domain/health/metric_types.py).


@lru_cache(maxsize=1)
def _metric_initials() -> re.Pattern[str]:
    names = sorted(metric_types.initialisms(), key=len, reverse=True)
    if not names:
        return re.compile(r"(?!)")  # no type has initials: nothing to write out
    return re.compile(r"(?<![\w'])(" + "|".join(names) + r")(?=['\u2019]s\b|(?![\w']))", re.IGNORECASE)


# Politeness, dropped with the space before it.
_DROPPED = re.compile(r"(?:^|\s+)(?:pls|plz|thx)(?![\w'])", re.IGNORECASE)


def written_out(question: str) -> str:
    """`question` with its texting shorthand written out ("abt" -> "about", "w/" -> "with", a metric's
    initials "rhr" -> "resting heart rate") and its "pls" / "thx" dropped."""
    def expand(match: re.Match[str]) -> str:
        word = match.group(1) or match.group(2)
        return SHORTHAND[word.lower()] if match.group(1) else _SLASHED[word.lower()]
    out = _STEP_COUNT.sub("steps", question)
    out = _metric_initials().sub(lambda m: metric_types.initialisms()[m.group(1).lower()], out)
    out = _HEART_RATE.sub(lambda m: f"{m.group(1)} heart rate" if m.group(1) else f"heart rate{m.group(2)}",
                          _WORDS.sub(expand, out))
    dropped = _DROPPED.sub("", out)
    return dropped.lstrip() if dropped != out else out
