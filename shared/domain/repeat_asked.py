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


# "has <someone's thing> <trouble verb> (it) (again) since", "has he had a flare since": whether the trouble
# told once came back after it. The question names no ordinal (so `unsaid_repeat` does not read it) and says
# every word the records say ("broken", "achilles"), so relevance is high and the records of the one time were
# quoted as the answer (h-false58: five rosters' "has iestyn broken it again since", "has seamus done it again
# since", "has alwyn's new hip popped out since"). The client's name is taken off by the search.
# Only troubles (a closed list of the verbs of an injury or a flare, and "had a <thing>"): "has he played since",
# "has she been running again" ask a return to an activity, which a record tells without a word of repeat.
_RECURRENCE = re.compile(
    r"^\W*(?:(?:so|and|but)\s+)?(?:has|have|hasn['\u2019]?t|haven['\u2019]?t)\s+(?P<thing>.+?)\s+"
    r"(?:again\s+)?since\W*$", re.IGNORECASE)
_TROUBLE = re.compile(
    r"\b(?:broken|broke|done\s+(?:it|that|them)|gone|went|popped|torn|tore|pulled|strained|twisted|sprained|"
    r"dislocated|flared|hurt|injured|fallen|fell|cracked|ruptured|snapped|tweaked|jarred|rolled|locked|"
    r"played\s+up|given\s+way|gave\s+way|had\s+(?:an?|any)\s+[^\W\d_])", re.IGNORECASE)
# Words of the thing that tell nothing of it ("has her new hip popped out since").
_NOT_THING = frozenset("new old left right had".split())
# The participles' other forms, which stemming does not reach ("broke" for "broken", "went" for "gone").
_FORMS = {"broken": ("broke", "break"), "broke": ("broken", "break"), "gone": ("went", "go"),
          "went": ("gone", "go"), "torn": ("tore", "tear"), "tore": ("torn", "tear"), "fallen": ("fell", "fall"),
          "fell": ("fallen", "fall"), "done": ("did",)}
# A word telling the thing came again, or that it has not since ("no flare since september" answers "no").
_RECURS = frozenset("again twice another repeat second third fourth since recurred relapse relapsed".split())
# A risk, not a happening: the thing's verb after a modal ("he's not to run or it could go again": the
# consultant's warning in blind43's transcript, which answered "has ewart's achilles gone again since").
_MODALS = frozenset("could might may would can will ll".split())


def unheld_recurrence(asked: str, candidates: Sequence[Any]) -> str:
    """The trouble's words ("broken it again") when a yes-or-no question asks whether the client's trouble came
    back since (`_RECURRENCE`, a verb of `_TROUBLE`) and no candidate says a word of the thing (by its stem, or a
    participle's other form), not after a modal (`_MODALS`: a risk told), within `_GAP` words of a word telling it
    again or not since (`_RECURS`); ""
    otherwise, and "" when the question names nothing of the thing but its pronoun."""
    match = _RECURRENCE.match(asked)
    if match is None or not _TROUBLE.search(match.group("thing")):
        return ""
    thing = match.group("thing")
    words = [w.lower() for w in _WORD.findall(thing)]
    stems = {s for w in words if w not in _NOT_THING for s in tokens(w)}
    forms = {f for w in words for f in _FORMS.get(w, ())} | ({w for w in words if w in _FORMS})
    if not stems and not forms:
        return ""
    for c in candidates:
        said = _WORD.findall(str(c.metadata.get("text") or "").lower())
        for i, w in enumerate(said):
            if ((w in forms or set(tokens(w)) & stems) and not _MODALS & set(said[max(0, i - 2):i])
                    and any(o in _RECURS for o in said[max(0, i - _GAP):i + _GAP + 1])):
                return ""
    return f"{thing.strip()} again"
