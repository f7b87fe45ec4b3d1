"""A lifter's verb for a lift, read with the lift's name: "what did rashid pull in february" asks for a deadlift.

In a gym "pull" with nothing pulled after it is the deadlift ("210 kg, what a pull", "pulled 200
off the floor"), and the records of it say "deadlift" ("200 on deadlift for a single!!!"). Read
as the plain verb, the question's topic word was "pull": no record of the deadlift said it, the
ranking's coverage was 0 and the question was refused ("no mention of 'pull'").

Only the verb asking for how much was lifted: a form of "pull" followed by the end of the question,
a number, or a word of when or where ("in february", "at the meet", "this week", "today"), in a
question that asks for an amount ("what", "how much", "how heavy", "weight", "kg", "max", "pb",
"best"). Not "pull his hamstring", "pulled a muscle", "pulled out of the race", "pull-ups",
"face pulls", "pulling from the floor with the hamstring" (an object or a particle follows). The
kinds table (shared/domain/kinds.py) is left as it is: it is part of the fitted features'
definition, and "pull" there would read every "pulled my calf" in the records as a deadlift.

The lift's name is added after the verb, not put in its place: records that say "pull" ("what a
pull", "speed pulls") still match it, and with the verb replaced the plan that says "deadlift"
outranked the result that says neither ("263 AT THE SCOTTISH MASTERS").

A small word list, like shared/domain/particles.py: read on the question's words alone.
"""

from __future__ import annotations

import re

LIFT = "deadlift"
# A form of the verb, not a compound ("pull-ups", "face pulls" has "face" before it).
_PULL = re.compile(
    r"(?<![\w-])(?<!face\s)(?<!chin\s)(?P<verb>pull|pulls|pulled|pulling)(?![\w-])"
    # What follows: the end, a number, or a word of when or where.
    r"(?=\s*(?:$|[?!.,;]|\d|(?:in|at|on|this|last|today|yesterday|tonight|now|lately|recently|these)\b))",
    re.IGNORECASE,
)
_AMOUNT = re.compile(r"\b(?:what|how\s+much|how\s+heavy|weight|kg|kgs|kilos?|lbs?|max|pb|pr|best)\b", re.IGNORECASE)


def as_lift(question: str) -> str:
    """The question with the lift's name after a lifter's "pull" (the deadlift, as above); unchanged
    when no such verb is there or the question asks for no amount."""
    if not _AMOUNT.search(question):
        return question
    return _PULL.sub(lambda m: f"{m.group('verb')} {LIFT}", question)
