"""A client's step count asked when the records say only the verb ("we'll have you stepping by spring"):
shared/domain/step_counts.py (blind38-186, blind43-738; h-false59)."""
from __future__ import annotations

from shared.domain import step_counts
from shared.usecases import never_said
from tests.candidates import candidate

_STEPPING = [candidate("Evening Cyril! Wednesday beginners, and we'll have you stepping by spring."),
             candidate("done something daft. stepped off the yacht onto the sand and felt a kick in the back of the leg")]


def test_steps_asked_of_records_saying_only_the_verb_are_named():
    assert step_counts.uncounted_steps("steps", _STEPPING) == "steps"
    assert step_counts.uncounted_steps("cyril's steps", _STEPPING) == "steps"
    assert step_counts.uncounted_steps("his daily steps", _STEPPING) == "steps"
    assert step_counts.uncounted_steps("how many steps?", _STEPPING) == "steps"


def test_a_count_of_steps_in_the_records_answers():
    assert step_counts.uncounted_steps("steps", [*_STEPPING, candidate(
        "Steps, week of Jun 21, 2010 (Cyril Holroyd): 7 readings: 6,120 steps a day on average.")]) == ""
    assert step_counts.uncounted_steps("rons steps", [candidate("12,000 steps on the round today")]) == ""
    assert step_counts.uncounted_steps("her steps", [candidate("step count's down this week")]) == ""


def test_other_steps_are_not_read():
    # A dance's steps, the next steps, steps asked with anything else: not the count.
    assert step_counts.uncounted_steps("the next steps for jed", _STEPPING) == ""
    assert step_counts.uncounted_steps("did she learn the new steps", _STEPPING) == ""
    assert step_counts.uncounted_steps("steps in june", _STEPPING) == ""


def test_the_check_is_in_the_registry():
    assert "steps_counted" in [c.name for c in never_said.CHECKS]
