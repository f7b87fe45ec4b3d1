""""What did i say about his weight": the trainer's own words are asked, so only records someone spoke.

A question for what the trainer said, told, advised or suggested is answered by what they wrote or said:
their chat messages, their lines of a recorded session, their session notes. Searched across every kind,
the records nobody spoke outranked those: "what did i say about his weight" quoted the client's weight
goal record and the weekly weight data first (every one of them says "weight", and more often than the
trainer's one reply does), and the trainer's answer was not among the sources. Those derived records
(health data, goals, lab panels, profiles, check-ins, weekly notes) hold no one's words, so the search
leaves them out for such a question (`kinds_searched`): a filter on the kinds searched, before the one
ranking step, not a second ordering after it.

Not when the request names its kinds (the app's choice stands) or the question names a kind of record
("what did i write in ravis session note": intent's named kind is searched as named).
"""

from __future__ import annotations

import re

# The kinds of record a person's words are in: chat messages, recorded sessions, session notes — the
# three speaker_records reads the trainer's words in, one tuple for both.
from shared.usecases.speaker_records import SPOKEN

# "what did i say about …", "what have i told him", "what did i advise", "what i said to rowan": the
# trainer as the one who spoke, in the verbs of speaking. "did i mention …?" asks whether, not what.
# Asked by when, or by the thing said ("when did i say weights could start again", "what pace did i say",
# "how many sessions did i tell her"), it is the trainer's words too: searched across every kind, "when did
# i say weights could start again" quoted the weekly weight data, not the call where the coach said it.
_TRAINER_SAID = re.compile(
    r"\b(?:(?:what|which|how\s+(?:much|many|long|far|often|soon))(?:\s+[^\W\d_]+)?|when)\s+"
    r"(?:(?:did|have|had)\s+i|i(?:'ve|\s+have)?)\s+"
    r"(?:say|said|tell|told|advise|advised|suggest|suggested|recommend|recommended|reply|replied"
    r"|answer|answered|text|texted)\b",
    re.IGNORECASE,
)


def asks_trainer_words(question: str) -> bool:
    """Does the question ask what the trainer said ("what did i tell meena about the heat")?"""
    return _TRAINER_SAID.search(question) is not None


def kinds_searched(question: str, kinds: tuple[str, ...], named_kind: str | None, kinds_given: bool) -> tuple[str, ...]:
    """The kinds to search for `question`: `kinds` as they are, or only the spoken ones among them when the
    trainer's own words are asked and neither the request (`kinds_given`) nor the question (`named_kind`)
    chose the kinds."""
    if kinds_given or named_kind is not None or not asks_trainer_words(question):
        return kinds
    spoken = tuple(k for k in kinds if k in SPOKEN)
    return spoken or kinds
