"""A repeat asked of something the history tells once ("did gurdip have another fall after the wrist", "has he
had a second flare"): the ordinal never said, nor the thing told again.

The thing came up once (her fall on the ice), so every word but the ordinal is said, relevance is high, and
the model read the question as answered by the one fall. treatments_had reads the repeat of a treatment
("a second injection"); this reads it of anything a yes-or-no question asks had, done or got. The repeat is
told by its ordinal ("another", "a second"), or by the thing's word beside "again", "twice" or "more"
("fell again", "flared up twice"), so the question is refused only when the ordinal is among the decision's
unsaid words and no candidate says the thing's word within a few words of one of those.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from shared.domain import yes_no
from shared.ports.keywords import tokens

_ORDINALS = frozenset("another second third fourth fifth".split())
# "did <someone> have|get|… another|a second <thing>": the client's name is taken off by the search.
_ASKED = re.compile(yes_no.OPENING.pattern + r"\s+(?:[\w'\u2019]+\s+){0,2}?"
                    r"(?:have|had|get|got|suffer|suffered|take|took|need|needed|do|did)\s+"
                    r"(?:an?\s+)?(?P<ordinal>another|second|third|fourth|fifth)\s+(?P<thing>[^\W\d_][\w'\u2019-]*)",
                    re.IGNORECASE)
# Words that tell a thing happened again, said near the thing's word.
# Not "more": "no more falls" tells none.
_AGAIN = frozenset("again twice another repeat second".split())
# The past forms of the things asked that are verbs too, which stemming does not reach ("fell" for a fall).
_IRREGULAR = {"fall": ("fell", "fallen"), "break": ("broke", "broken"), "tear": ("tore", "torn"),
              "bleed": ("bled",), "blackout": ("blacked",), "fit": ("fitted",)}
_GAP = 3
_WORD = re.compile(r"[^\W_][\w'\u2019-]*")


def unsaid_repeat(asked: str, unsaid: Sequence[str], candidates: Sequence[Any]) -> str:
    """The repeat's words ("another fall") when a yes-or-no question asks whether the client had one
    (`_ASKED`), its ordinal is among the words the history never says (`unsaid`), and no candidate says the
    thing's word (by its stem) within `_GAP` words of a word telling it again (`_AGAIN`); "" otherwise."""
    match = _ASKED.search(asked)
    if match is None or match.group("ordinal").lower() not in {w.lower() for w in unsaid}:
        return ""
    thing = match.group("thing").lower()
    stems = set(tokens(thing)) | {s for form in _IRREGULAR.get(thing.rstrip("s"), ()) for s in tokens(form)}
    if not stems:
        return ""
    for c in candidates:
        words = _WORD.findall(str(c.metadata.get("text") or "").lower())
        for i, w in enumerate(words):
            if set(tokens(w)) & stems and any(o in _AGAIN for o in words[max(0, i - _GAP):i + _GAP + 1]):
                return ""
    return f"{match.group('ordinal').lower()} {thing}"
