"""A value of an exercise the client's history never names: "tasha's snatch reps", "his squat pb".

The value's own noun came up ("121 reps long cycle"), so relevance is high and the chat quoted the long
cycle's reps as the snatch's. word_evidence.unsaid_thing reads the kinds table's diagnoses, exams and
procedures, not its exercises (an exercise is said in many words, and "did she mention squats" may be
answered by "legs day"); here an exercise is read only as the thing a value is asked of: the word (or two)
before a value noun (`_VALUE_NOUNS`) names an exercise of the kinds table and is among the words the
history never says (the decision's unsaid words: spelling, stemming and the table's other names already
read). No record names the exercise, so none gives its value.
"""

from __future__ import annotations

import re
from typing import Sequence

from shared.domain import kinds

# The nouns that ask an exercise's number (closed English of the gym).
_VALUE_NOUNS = frozenset("reps rep pb pbs pr prs max 1rm 3rm 5rm best record weight sets time times score".split())
_WORD = re.compile(r"[^\W_][\w'\u2019-]*")
_BEFORE = 2  # words before the value noun that may name the exercise ("back squat pb")


def unsaid_exercise_value(asked: str, unsaid: Sequence[str]) -> str:
    """"<exercise> <noun>" ("snatch reps") when a value noun of the question has, among the `_BEFORE`
    words right before it, one the history never says (`unsaid`) that the kinds table names as an
    exercise; "" otherwise."""
    missing = {w.lower() for w in unsaid}
    words = [w.lower() for w in _WORD.findall(asked)]
    for k, noun in enumerate(words):
        if noun not in _VALUE_NOUNS:
            continue
        for j in range(max(0, k - _BEFORE), k):
            word = words[j]
            if word in missing and any(e.family == "exercise" and e.member is not None
                                       for e in kinds.naming(word, asked)):
                return " ".join(words[j:k + 1])
    return ""
