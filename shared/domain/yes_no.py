"""The one reading of a yes-or-no question: its opening, and the happening it asks whether the client had.

"did gary have a fall", "has she been to a&e", "was he off work", "is she back playing": the question opens
with an auxiliary verb (after a "so", "and", "but" or "ok" at most) and asks whether something happened or
holds. It takes nothing as having happened, so a record ruling the thing out answers it, and a record that
never says the thing does not.

Why one module: nine readings of that opening had grown apart (roster_events, operations_had, intent's
`asks_whether`, event_measures' `WHETHER` with event_values and values_around, called_off, side_asked, and the
openings of conditions_had, treatments_had and repeat_asked), each with its own list of auxiliaries, so "will
she need an op" was a yes-or-no question to one check and not to the next. Every check now reads `asks` (or a
name for it kept by the module that had its own: `intent.asks_whether`, `operations_had.asks_yes_no`), or
`OPENING` (itself, or under its old name) where its own pattern goes on after the opening.

`unsaid_happening` reads the thing asked: a happening of a closed class (a fall, a cut, a visit to hospital,
A&E, a doctor, a physio, a massage) whose word the client's history never says, nor any other word of its
group ("fell", "tripped"; "a&e" for "hospital") in the records ranked for the question.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from shared.ports.keywords import tokens

# The opening: an auxiliary, plain or negated, after one discourse word at most.
OPENING = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay)\s+)?"
    r"(?:did|didn['\u2019]?t|does|doesn['\u2019]?t|do|don['\u2019]?t|has|hasn['\u2019]?t|have|haven['\u2019]?t|had|"
    r"is|isn['\u2019]?t|was|wasn['\u2019]?t|were|weren['\u2019]?t|are|aren['\u2019]?t|"
    r"will|would|could|can|should)\b",
    re.IGNORECASE)


def asks(question: str) -> bool:
    """'did he have an ablation', 'so has she been to a&e', 'wasn't it the left': a yes-or-no question."""
    return bool(OPENING.match(question))


# Happenings a trainer asks whether a client had, by groups of words that tell the same happening: a record
# saying any word of the group answers the question (yes or no), so the question is refused only where none
# is said. Closed English from general knowledge (British, Irish and American), not any roster's words;
# conditions and treatments have their own tables (conditions_had, treatments_had).
_GROUPS: tuple[frozenset[str], ...] = tuple(frozenset(g.split()) for g in (
    # a fall
    "fall falls fell fallen falling tumble tumbled tumbles trip tripped trips slip slipped slips stumble "
    "stumbled collapse collapsed",
    # a cut
    "cut cuts gash gashed laceration lacerations sliced slice nicked stitches wound",
    # hospital, A&E, an ambulance
    "hospital hospitals a&e ae er emergency ambulance paramedic paramedics admitted ward resus",
    # a doctor
    "doctor doctors doc gp consultant specialist surgeon",
    # a physio, chiropractor, osteopath
    "physio physios physiotherapist physiotherapy chiro chiropractor osteo osteopath",
    # a massage
    "massage massages massaged masseur masseuse",
))
_ALL = {w: g for g in _GROUPS for w in g}
# Words of a group that are no happening asked as such: "a trip" is a journey, "a slip" a form.
_NOT_ASKED = frozenset("trip trips slip slips ward wound er emergency admitted".split())
# Of a fall or a cut: before the word, a determiner of a season or a thing ("in the fall", "made the cut") or
# the "to" of a plan ("did i tell her to cut sugar": to cut down);
# after it, a particle of another verb ("cut down on sugar", "fell out with").
_BEFORE = frozenset("the this last next that to".split())
_AFTER = {**dict.fromkeys(("cut", "cuts"), frozenset("down back out".split())),
          **dict.fromkeys(("fall", "falls", "fell", "falling", "fallen"), frozenset("out behind through for".split()))}
_WORD = re.compile(r"[^\W\d_][\w&'\u2019-]*")
# How far into the question the happening's word may stand ("did she have to go to hospital with …").
_REACH = 8


def asked_happening(question: str) -> str:
    """The happening's word a yes-or-no question asks of (`_GROUPS`): "fall" of "did gary have a fall on
    court", "a&e" of "did amrit go to a&e with her head"; "" for another question."""
    if not asks(question):
        return ""
    rest = question[OPENING.match(question).end():].lower()  # type: ignore[union-attr]
    words = [w.strip("'\u2019-") for w in _WORD.findall(rest)]
    for i, word in enumerate(words[:_REACH]):
        if word in _ALL and word not in _NOT_ASKED:
            if (_ALL[word] in _GROUPS[:2] and ((i and words[i - 1] in _BEFORE)
                                               or (i + 1 < len(words) and words[i + 1] in _AFTER.get(word, ())))):
                return ""
            return word
    return ""


def words_of(happening: str) -> frozenset[str]:
    """The words that tell the same happening as `happening` (a word `asked_happening` returns): "fell",
    "tripped" for "fall"; empty for another word."""
    return _ALL.get(happening, frozenset())


def _says(group: frozenset[str], text: str) -> bool:
    words = {w.strip("'\u2019-") for w in _WORD.findall(text.lower())}
    stems = {s for w in words for s in tokens(w)}
    return bool(group & words) or any(s in stems for g in group for s in tokens(g) if len(s) > 2)


def unsaid_happening(asked: str, unsaid: Sequence[str], candidates: Sequence[Any]) -> str:
    """The happening's word when a yes-or-no question asks whether the client had one (`asked_happening`),
    the word is among the words the history never says (`unsaid`: its own stems, "a&e" read as its letters)
    and no candidate says another word of its group ("fell" for a fall, "a&e" for hospital); "" otherwise."""
    word = asked_happening(asked)
    if not word:
        return ""
    missing = {w.lower() for w in unsaid}
    own = set(tokens(word)) | {word}
    if not own & (missing | {s for w in missing for s in tokens(w)}):
        return ""
    group = _ALL[word]
    if any(_says(group, str(c.metadata.get("text") or "")) for c in candidates):
        return ""
    return word
