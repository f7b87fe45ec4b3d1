"""Follow-ups asking a slot of the thread's thing read as a KIND of value (h-thread51; shared/domain/slot_values.py).

- "where did he go", "where was she treated": where the client was seen, which the first report names by a
  hospital's word, lower case too ("hexham general sent him home");
- "who diagnosed that", "who did he see": the clinician (a role: "the podiatrist says …", or a place of care);
- "which grade was it": a grade put on the thing ("grade three sprain");
- "how long was he in the boot": a spell the first report gives ("in a boot for 5 weeks");
- "what time does she take them": when a medicine is taken, a weekday of a weekly tablet too.

The slot's words need not be in the record; a record holding no value of the kind fills nothing, and with no
record filling it the question goes the ordinary search's way. Hand-written questions and texts."""

from __future__ import annotations

import pytest

from shared.domain import slot_values
from shared.usecases import previous_records

NAMES = ["Bryony Hale", "Caspar Lund"]


@pytest.mark.parametrize("question, slot", [
    ("where did he go", "place"), ("and where did they go", "place"), ("where did he get treated", "place"),
    ("where was she treated", "place"),
    ("who diagnosed that", "clinician"), ("so who saw him", "clinician"), ("who did he see", "clinician"),
    ("which grade was it", "grade"), ("what grade", "grade"),
    ("how long was he in the boot", "time_off"), ("how long has she been in a brace", "time_off"),
    ("what time does she take them", "how_taken"), ("which day does he take it", "how_taken"),
])
def test_a_slot_of_the_thread_is_read_from_the_bare_question(question, slot):
    assert previous_records.asked_slot(question, NAMES) == slot
    # the clinician is asked of the previous answer's records after the search's, never of the thread's oldest
    assert (slot in slot_values.THREAD) is (slot != "clinician")


@pytest.mark.parametrize("question", [
    "where did he go on holiday",  # a thing of its own
    "where did they end up",  # a placing, not a place of care
    "who diagnosed his back",
    "what grade is she going for in piano",
    "how long was he in spain for the wedding",
    "what day does she train",
])
def test_a_question_with_a_thing_of_its_own_asks_no_such_slot(question):
    assert previous_records.asked_slot(question, NAMES) not in {"place", "clinician", "grade", "how_taken"}


@pytest.mark.parametrize("slot, text, fills", [
    ("place", "hexham general sent him home with a leaflet", True),
    ("place", "ok in general, bit stiff", False),
    ("place", "went to the royal show with the kids", False),
    ("clinician", "the podiatrist says it's a stress reaction", True),
    ("clinician", "walk-in centre said keep it strapped", True),
    ("clinician", "foot's sore again after the 10k", False),
    ("grade", "scan back, grade three sprain of the ligament", True),
    ("grade", "grade II tear, 6 weeks", True),
    ("grade", "she's in the top grade at school", False),
    ("time_off", "in a boot for 5 weeks then physio", True),
    ("how_taken", "methotrexate every friday with folic acid the day after", True),
    ("how_taken", "weekly jab, thursdays", True),
    ("how_taken", "started the tablets last week", False),
])
def test_a_slot_is_filled_by_a_value_of_its_kind(slot, text, fills):
    assert slot_values.fills(slot, text) is fills


def test_a_bare_how_many_times_asks_the_count_of_the_thing_just_answered():
    assert previous_records.asked_slot("how many times", NAMES) == "amount"
    assert previous_records.asked_slot("how many times a week", NAMES) != "amount"  # a rate
    assert slot_values.fills("amount", "rowed across the loch twice on saturday")
    assert slot_values.fills("amount", "did the hill 3 times")
    assert not slot_values.fills("amount", "three times a week now")
    assert not slot_values.fills("amount", "once she's back we'll see")
