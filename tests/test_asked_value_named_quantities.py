"""A quantity named alone asks its value (asked_values.asked_value, word_evidence.unheld_value):
"her resting hr", "what dose of the antibiotics", "his ski boot size", "her sats after the climb".

Hand-written questions and records. A record that speaks of the thing without a number of its kind
("started on the antibiotics", "new ski boots arrived") does not answer; one with a value does ("pulse
61 this morning", "500mg three times a day", "size 9", "sats 93%"), and so does a health record's
"Resting heart rate, week of …: 1 reading: 57.9". A question that gives the number itself ("above a
heart rate of 140") or uses the quantity as a way to train ("run by heart rate") asks no value."""

from __future__ import annotations

from shared.domain import asked_values, word_evidence
from tests.candidates import candidate as record


def test_a_quantity_named_alone_asks_its_value():
    assert asked_values.asked_value("maias resting hr") == ("heart_rate",)
    assert asked_values.asked_value("what is lenas resting heart rate") == ("heart_rate",)
    assert asked_values.asked_value("what dose of the antibiotics is he on") == ("dose",)
    assert asked_values.asked_value("her ski boot size") == ("size",)
    assert asked_values.asked_value("his sats after the climb") == ("sats",)


def test_a_number_given_or_a_way_to_train_asks_no_value():
    assert asked_values.asked_value("can she go above a heart rate of 140") == ()
    assert asked_values.asked_value("should he run by heart rate") == ()
    assert asked_values.asked_value("how does she rate the new plan") == ()
    assert asked_values.asked_value("did the dose of 20 mg help") == ()
    # "HR" before a noun is human resources, not a heart rate.
    assert asked_values.asked_value("where is her hr job") == ()
    assert asked_values.asked_value("whats his hr?") == ("heart_rate",)


def test_records_of_the_thing_without_a_value_do_not_answer():
    assert word_evidence.unheld_value("maias resting hr", [record("legs heavy, heart racing on the stairs")], 0.7) == "hr"
    assert word_evidence.unheld_value("what dose of the antibiotics",
                                      [record("GP put me on antibiotics for the chest")], 0.7) == "dose"
    assert word_evidence.unheld_value("her ski boot size", [record("new ski boots arrived, they pinch")], 0.7) == "size"
    assert word_evidence.unheld_value("his sats after the climb", [record("climb done, breathless at the top")], 0.7) == "sats"


def test_a_value_of_the_kind_asked_answers():
    # Read as value questions (so the records below are what decides) ...
    assert asked_values.asked_value("maias resting hr") and asked_values.asked_value("her ski boot size")
    # ... and answered by a value of the kind.
    assert word_evidence.unheld_value("maias resting hr", [record("pulse 61 this morning")], 0.7) == ""
    assert word_evidence.unheld_value(
        "maias resting hr", [record("Resting heart rate, week of Mar 2: 1 reading: 57.9")], 0.7) == ""
    assert word_evidence.unheld_value("what dose of the antibiotics",
                                      [record("antibiotics 500mg three times a day")], 0.7) == ""
    assert word_evidence.unheld_value("what dose of the inhaler", [record("two puffs morning and night")], 0.7) == ""
    assert word_evidence.unheld_value("her ski boot size", [record("got the boots in a size 9")], 0.7) == ""
    assert word_evidence.unheld_value("her ski boot size", [record("boots are a 26.5 mondo, EU 41")], 0.7) == ""
    assert word_evidence.unheld_value("his sats after the climb", [record("sats 93% at the top")], 0.7) == ""


def test_a_value_of_another_kind_does_not_answer():
    # A step count is no heart rate, a weight no saturation.
    assert word_evidence.unheld_value("maias resting hr", [record("9,400 steps today")], 0.7) == "hr"
    assert word_evidence.unheld_value("his sats after the climb", [record("climb done, weighed 81.4kg after")], 0.7) == "sats"


def test_steps_named_alone_ask_their_count():
    assert asked_values.asked_value("his steps") == ("steps",)
    assert asked_values.asked_value("her steps in june") == ("steps",)
    # A thing done or a thing of its own: no value asked.
    assert asked_values.asked_value("next steps with her rehab") == ()
    assert asked_values.asked_value("baby steps back to running") == ()
    assert asked_values.asked_value("did he do the steps up at the park") == ()
    # A body weight named alone is left to the other evidence (measured: see docs/ANSWERS.md, h-never7).
    assert asked_values.asked_value("ninas weight in june") == ()


def test_a_step_count_answers_and_other_values_do_not():
    assert word_evidence.unheld_value("his steps", [record("8,200 steps on the watch")], 0.7) == ""
    assert word_evidence.unheld_value("his steps", [record("took the stairs twice today")], 0.7) == "steps"
    assert word_evidence.unheld_value("his steps", [record("pulse 64 after the stairs")], 0.7) == "steps"


def test_a_length_is_no_size():
    # How much a child grew is no shoe size; a kettlebell's mass is its size.
    assert word_evidence.unheld_value("her ski boot size", [record("grown 4cm since the summer")], 0.7) == "size"
    assert word_evidence.unheld_value("his kettlebell size", [record("swinging the 24 kg now")], 0.7) == ""


def test_hr_before_a_function_word_asks_the_heart_rate():
    # h-refuse34 (blind29-706): "his hr in the first game" asks a heart rate at a moment; a noun after
    # "hr" still makes it human resources.
    assert asked_values.asked_value("malcolm's hr in the first game") == ("heart_rate",)
    assert asked_values.asked_value("where is her hr job") == ()
    assert asked_values.asked_value("her hr internship") == ()
