"""When a named thing began, asked on its own ("when did ewart's leg start", "when did norahs blood pressure trouble
start", "when did alwyn first start complaining about the hip").

No record says "start": the answer was the records ranked closest to the thing's words, the newest news of it (the
plaster off, the weekly readings), not its first report ("felt like someone kicked me in the back of the left leg").
Read here: the thing such a question asks the beginning of (`asked_thing`), and among the client's records the
first report of it (`first_report`: the oldest record that says every word of the thing, the client's own before the
trainer's), which then leads the answer. A follow-up's "when did that start" is the thread's slot (`onset`,
shared/domain/slot_values.py), not read here.

Closed English of a beginning asked, not a topic list; whether a record says a word is answerability.holds.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from shared.domain import answerability
from shared.domain import names as person_names
from shared.domain.record_time import written_at, written_or
from shared.domain.retrieval import Candidate
from shared.domain.sources import registry

# "when did <thing> start", "… first start", "… begin", "… come on", "… flare up", "… start hurting / aching /
# playing up", the question's last words; not "start getting worse" (a change of it, told later), "start the
# atenolol" or "start jogging" (a thing begun by the client, the search's own), "start again".
_BEGAN = re.compile(
    r"^\W*(?:and\s+|so\s+)?when\s+did\s+(?P<thing>.+?)\s+(?:first\s+)?(?:start|begin|come\s+on|flare\s+up)"
    r"(?:\s+(?:hurting|aching|playing\s+up))?\W*$"
    # "when did alwyn first start complaining about the hip", "… start moaning about his knee"
    r"|^\W*(?:and\s+|so\s+)?when\s+did\s+\S+\s+(?:first\s+)?(?:start|begin)\s+(?:complaining|moaning|talking)\s+"
    r"(?:about|of)\s+(?P<about>.+?)\W*$",
    re.IGNORECASE)
# A subject that is no thing named: a pronoun ("when did he start", "when did it start": the thread's slot).
_PRONOUN = frozenset({"he", "she", "they", "it", "that", "this", "these", "those", "i", "you", "we", "all"})
# Words of a thing's trouble no record says of it ("blood pressure trouble", "knee problems"), and determiners.
_NOT_THE_THING = frozenset({"trouble", "troubles", "problem", "problems", "issue", "issues", "bother", "the", "a",
                            "an", "his", "her", "their", "my", "your", "our"})


def asked_thing(question: str, names: Iterable[str]) -> list[str]:
    """The words of the thing whose beginning `question` asks (`_BEGAN`), without the client's name or a
    possessive before it ("ewart's leg" -> ["leg"], "norahs blood pressure trouble" -> ["blood", "pressure"]);
    [] for any other question, or one asked of a pronoun ("when did it start")."""
    match = _BEGAN.search(question.strip())
    if match is None:
        return []
    thing = match.group("thing") or match.group("about") or ""
    words = thing.lower().split()
    if not words or words[0] in _PRONOUN:
        return []
    named = person_names.name_words(names)
    kept = []
    for word in words:
        bare = re.sub(r"['\u2019]s$", "", word)
        if bare != word or bare in named or (bare.endswith("s") and bare[:-1] in named):
            continue  # "ewart's", "norahs", "gaz's": whose it is, said by no record of it
        if bare not in _NOT_THE_THING:
            kept.append(bare)
    return answerability.topic_words(" ".join(kept))


def first_report(words: Sequence[str], pool: Sequence[Candidate], scope: str, trainer_id: str,
                 floor: float) -> Candidate | None:
    """The oldest record of the client `scope` in `pool` (relevance >= `floor`, no weekly summary) that says every
    one of `words` (answerability.holds), written by anyone but the trainer; the trainer's own when no one else's
    says them; None when no record does."""
    unwritten = registry.unwritten()  # records no one wrote: the first report is someone's
    saying = sorted((c for c in pool if c.relevance >= floor and c.metadata.get("clientId") == scope
                     and c.metadata.get("sourceType") not in unwritten and written_at(c.metadata) is not None
                     and all(answerability.holds(w, c.metadata, " ".join(words)) for w in words)),
                    key=lambda c: written_or(c.metadata, 0.0))
    theirs = [c for c in saying if c.metadata.get("senderId") != trainer_id]
    return (theirs or saying or [None])[0]
