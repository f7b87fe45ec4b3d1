"""A topic or a measure asked of an occasion the client's history never names: "ivo's asthma during the eclipse",
"nell's pulse on the day of the blackout", "her sugar on red nose day".

The topic came up, so the pool holds its records, and the quoting layer gave them, "No message mentions 'eclipse'"
at their head, as if they were of the occasion. Nothing says when the occasion was: a public day the calendar
does not know (timeframe reads no period in it) and the records never name cannot tie any of them to it. Where
the records do name it, the occasion's own rules read whether the topic was told near it
(occasion_topics.untied_topic, event_measures.unmeasured_at_event).

Read only where the occasion is no time (the same guards as occasion_topics: timeframe reads no period in the
question, no word of the calendar, a number, a kind of record or a part of the body after the preposition), the
question opens on no wh-word but "how" and asks no yes-or-no, a word of the occasion is one the history in scope
never says (the decision's lookups: `unsaid`), no record of the pool says the occasion's words together, and a
record of the pool says the topic.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import Any, Callable, Sequence

from shared.domain import bound_slots, event_measures, kinds, occasion_topics, sides, timeframe
from shared.ports.keywords import tokens

# A time word's plural is a time too ("in the mornings", "over the weekends").
_SINGULAR = re.compile(r"s(\W*)$")
# Any date: the question is asked of timeframe.extract only whether it names a time of the calendar.
_ANY_DAY = datetime(2000, 1, 1, tzinfo=timezone.utc)


def unnamed(question: str, unsaid: Sequence[str], candidates: Sequence[Any],
            known: Callable[[str], bool] = lambda w: False) -> str:
    """The topic and the occasion asked ("asthma during the eclipse") when the history never says a word of the
    occasion, the pool says the topic and no record of it names the occasion; "" otherwise."""
    lowered = question.lower()
    if event_measures.A_THING.match(lowered) or event_measures.WHETHER.match(lowered):
        return ""
    split = _split(lowered)
    if split is None:
        return ""
    head, tail = lowered[:split.start()], lowered[split.end():]
    if (not tail.strip() or event_measures.WHEN.search(tail) or event_measures.WHEN.search(_SINGULAR.sub(r"\1", tail))
            or event_measures.DIGIT.search(tail)
            or event_measures.PERIOD_LAST.search(tail) or event_measures.RECORD.search(tail)
            or timeframe.extract(lowered, _ANY_DAY)[1] is not None
            or any(e.family in sides.BODY_FAMILIES for e in kinds.entries(tail))):
        return ""
    topic = bound_slots.thing(head, (), known)
    occasion = bound_slots.thing(tail, topic, known)
    if not topic or not occasion:
        return ""
    never = {s for w in unsaid for s in tokens(w)}
    if not occasion & never:
        return ""
    said = [set(tokens(bound_slots.text_of(c))) for c in candidates]
    if any(s >= occasion for s in said) or not any(s & topic for s in said):
        return ""
    # Named as asked, the client's name left out ("vitamin d around the royal wedding").
    words = [w for w in re.findall(r"[^\W_][\w'\u2019-]*", head) if not known(_bare(w))]
    return " ".join(words + [split.group(0).strip(), tail.strip(" ?.!")])


def _bare(word: str) -> str:
    return word.strip("'\u2019").removesuffix("'s").removesuffix("\u2019s")


def _split(lowered: str) -> re.Match[str] | None:
    # "during / in / around / over the", then "(on) the day of", then "on <words> day" at the end.
    return (occasion_topics.IN_THE_TIME_OF.search(lowered) or event_measures.ON_THE_DAY.search(lowered)
            or event_measures.EVENT_DAY.search(lowered))
