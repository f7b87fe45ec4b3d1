"""A client's step count asked ("cyril's steps", "ewart's steps") when no record read gives steps as a count, the
records saying only the verb ("we'll have you stepping by spring", "stepped off the yacht onto the sand")
(h-false59).

The decision reads a word by its stem, so "steps" is said wherever a record says "stepped" or "stepping", and the
client's records about anything else are relevant enough to quote: the chat answered a count of steps with a
sentence about stepping off a boat. A count of steps is written as a count: the wearable's weekly summary
("Steps, week of Jun 21 …"), a number of steps ("12,000 steps"), a goal of steps; each says the noun "steps" (or
"step count"). Every answerable dev question asking steps has a record saying so among its evidence; the two
dev questions this reads as false answers (blind38-186, blind43-738) have none in the candidates.

Read only for steps asked as the client's count — the question is the client's steps and nothing else
("<name>'s steps", "steps", "her steps", "his daily steps", "how many steps"), not "the next steps", "the steps
of the routine" or "steps" of a dance, which a record may tell in other words.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from shared.domain.bound_slots import text_of

# The question as the decision reads it (the client's name taken off: "cyril's steps" is decided as "steps"),
# asking the count: "steps", "'s steps", "her steps", "his daily steps", "how many steps", "average steps".
_ASKS_COUNT = re.compile(
    r"^\W*(?:(?:[^\W\d_]+['\u2019]?s|his|her|their|my|how\s+many|daily|average|avg)\s+)?(?:(?:daily|average|avg|"
    r"weekly)\s+)?steps\W*$", re.IGNORECASE)
# A record giving steps as a count: the noun "steps" (the wearable's summary, "12,000 steps") or "step count".
_GIVES_COUNT = re.compile(r"\bsteps\b|\bstep\s*count", re.IGNORECASE)


def uncounted_steps(asked: str, candidates: Sequence[Any]) -> str:
    """"steps" when `asked` is a client's step count (`_ASKS_COUNT`) and no candidate says steps as a count
    (`_GIVES_COUNT`); "" otherwise."""
    if not _ASKS_COUNT.match(asked):
        return ""
    if any(_GIVES_COUNT.search(text_of(c)) for c in candidates):
        return ""
    return "steps"
