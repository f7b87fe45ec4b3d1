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

`of_another_thing` reads the thing a yes-or-no happening is asked of ("did she go to hospital *with her
asthma*", "did he see a physio *about the knee*"): where the happening is told, but no record telling it, nor a
turn of its conversation, nor a record of the same days says the thing (a health thing the kinds table names),
the visit told was for something else ("a&e with her nose") and answers neither yes nor no. Read in the
never-said registry (shared/usecases/never_said.py), which names what is missing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from shared.domain import kinds, word_evidence, yes_no
from shared.domain.record_time import written_at
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


# The preposition that ties a happening to what it was for ("hospital with her asthma", "a physio about the knee",
# "the gp for his chest"), and at most one determiner before the thing's word.
_OF_THING = re.compile(r"\b(?:with|about|for)\s+(?:(?:his|her|their|my|your|the|a|an|that|this)\s+)?([^\W\d_][\w'\u2019-]*)")
# How near in time (seconds) a record saying the thing must be to one telling the happening to tie them: the
# injury one day, the a&e visit the next.
_NEAR_S = 3 * 86400.0


def of_another_thing(question: str, candidates: Sequence[Any]) -> str:
    """"<happening> <preposition> <thing>" ("hospital with asthma") when a yes-or-no question asks a happening
    (yes_no.asked_happening) of a thing the kinds table names, some candidate tells the happening (a clause not
    `_untold`), and none of those, nor a turn of their conversation (word_evidence.conversation), nor a candidate
    within `_NEAR_S` of one, says the thing; "" otherwise."""
    word = yes_no.asked_happening(question)
    if not word:
        return ""
    lowered = question.lower()
    at = lowered.find(word)
    match = _OF_THING.search(lowered, at + len(word)) if at >= 0 else None
    if match is None:
        return ""
    thing = match.group(1)
    thing_stems = set(tokens(thing))
    if not thing_stems or not kinds.naming(thing, thing):
        return ""
    group = yes_no.words_of(word)
    stems = {s for g in group for s in tokens(g) if len(s) > 2}
    telling = [c for c in candidates
               if any(not _untold(clause, group, stems)
                      for clause in _CLAUSE.findall(str(c.metadata.get("text") or "").lower())
                      if _said_at(clause, group, stems))]
    if not telling:
        return ""
    times = [ts for c in telling if (ts := written_at(c.metadata)) is not None]
    near = [c for c in candidates if (ts := written_at(c.metadata)) is not None and any(abs(ts - t) <= _NEAR_S for t in times)]
    tied = [o for c in telling for o in word_evidence.conversation(c, candidates)] + near
    if any(thing_stems & set(tokens(str(o.metadata.get("text") or ""))) for o in tied):
        return ""
    return f"{word} {match.group(0)}"
