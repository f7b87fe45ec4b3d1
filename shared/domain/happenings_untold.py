"""A happening asked yes-or-no that the records name only as advice or a possibility: "did she see a physio"
where the one record says "if it isn't easing in a week, see a physio"; "did he have a fall" where the coach
wrote "nothing where you could fall".

yes_no.unsaid_happening refuses a happening whose words the history never says. Here the words are said, so
relevance is high and the model answers by quoting the advice; but advice, a warning or a condition is no
report that it happened, so it answers neither yes nor no. The happening is read as told unless every sentence
of the ranked records saying a word of its group (yes_no.words_of: "fell" for a fall, "a&e" for hospital) says
it as one of these (`_untold`): after a modal verb a few words before it in its clause ("you could fall", "might
need a physio", "should see the gp"), as the object of an instruction that opens its clause ("see a physio",
"book a massage"), or inside an "if" / "unless" clause. A record telling it happened or did not ("fell on the
stairs", "no falls since", "the gp said if it swells come back", "had to go to a&e") is a telling, and the
question is left to the model. Read with the checks of things named only as planned (search.NEVER_DONE): the
refusal says the happening came up, but not as done.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from shared.domain import yes_no
from shared.ports.keywords import tokens

# Words that make what follows a possibility, a wish or an obligation ahead, not a report (closed English).
_MODALS = frozenset("could might may would should shall will must can gonna wanna ought worth maybe perhaps possibly".split())
# Verbs that open an instruction to the client ("see a physio", "get it looked at by the gp").
_INSTRUCTIONS = frozenset("see go get book ask ring call try visit pop phone arrange consider".split())
_CONDITIONS = frozenset("if unless".split())
# How many words before the happening's word a modal still governs it ("could easily have a fall").
_MODAL_REACH = 4
_CLAUSE = re.compile(r"[^,.;:!?\n()\u2014\u2013]+")
_WORD = re.compile(r"[^\W\d_][\w&'\u2019-]*")


def untold(question: str, candidates: Sequence[Any], known: Callable[[str], bool] = lambda w: False) -> str:
    """The happening's word when a yes-or-no question asks whether it happened (yes_no.asked_happening), some
    candidate says a word of its group, and every clause saying one says it as advice, a possibility or a
    condition (`_untold`); "" otherwise. `known` (the roster's names) is not read: the signature of
    search.NEVER_DONE's checks."""
    word = yes_no.asked_happening(question)
    if not word:
        return ""
    group = yes_no.words_of(word)
    stems = {s for g in group for s in tokens(g) if len(s) > 2}
    saying = [clause for c in candidates for clause in _CLAUSE.findall(str(c.metadata.get("text") or "").lower())
              if _said_at(clause, group, stems)]
    if saying and all(_untold(clause, group, stems) for clause in saying):
        return word
    return ""


def _words(clause: str) -> list[str]:
    return [w.strip("'\u2019-") for w in _WORD.findall(clause)]


def _is_group_word(word: str, group: frozenset[str], stems: set[str]) -> bool:
    return word in group or any(s in stems for s in tokens(word))


def _said_at(clause: str, group: frozenset[str], stems: set[str]) -> list[int]:
    return [i for i, w in enumerate(_words(clause)) if _is_group_word(w, group, stems)]


def _untold(clause: str, group: frozenset[str], stems: set[str]) -> bool:
    """Every mention of the group in `clause` is advice, a possibility or a condition."""
    words = _words(clause)
    if not words:
        return False
    instruction = words[0] in _INSTRUCTIONS
    for i in _said_at(clause, group, stems):
        conditional = bool(_CONDITIONS & set(words[:i]))  # "if it swells, the gp": not "the gp said if …"
        if not (conditional or instruction or any(_modal(w) for w in words[max(0, i - _MODAL_REACH):i])):
            return False
    return True


def _modal(word: str) -> bool:
    return word in _MODALS or word.endswith(("'ll", "\u2019ll"))
