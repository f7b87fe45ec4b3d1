"""A follow-up's word the records of the thread's thing say another way (shared/domain/thread_frame_words.py:
the next one) and an operation named as the clinic writes it (the kinds table's surgery family:
keyhole, a cataract or a gallbladder removed), with the thread's lazily read opening thing.

Hand-written sentences, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import answerability, thread_frame_words


def _records(*texts: str) -> list[dict]:
    return [{"text": t} for t in texts]


def test_a_diagnosis_is_not_read_from_a_clinicians_saying():
    # Tried and left out: a record of the thing with some clinician saying something is no diagnosis told.
    assert thread_frame_words.still_unsaid(["diagnosed"], _records("the consultant says it's bursitis")) == ["diagnosed"]


@pytest.mark.parametrize("text", [
    "all clear, another scan in march",
    "bloods again 2027",
    "repeat in 6 weeks at the clinic",
])
def test_the_next_one_is_another_with_a_date_ahead(text):
    assert thread_frame_words.still_unsaid(["next"], _records(text)) == []


@pytest.mark.parametrize("text", [
    "hip sore again today",               # again, no date ahead
    "another long day on the ward",
])
def test_no_next_one_without_a_date_ahead(text):
    assert thread_frame_words.still_unsaid(["next"], _records(text)) == ["next"]


def test_other_words_are_left_as_they_are():
    assert thread_frame_words.still_unsaid(["swollen", "next"], _records("another scan in march")) == ["swollen"]


@pytest.mark.parametrize("word, text", [
    ("keyhole", "surgeon booked an arthroscopic repair for the 9th"),
    ("operate", "left cataract removed on friday, drops for a month"),
    ("operate", "laparoscopic cholecystectomy went fine"),
    ("operation", "cataract surgery next tuesday"),
    ("operate", "a new lens in her right eye yesterday"),
])
def test_an_operation_named_as_the_clinic_writes_it(word, text):
    assert answerability.holds(word, {"text": text}, word)


def test_keyhole_is_not_any_operation():
    assert not answerability.holds("keyhole", {"text": "cataract surgery next tuesday"}, "keyhole")


def test_the_opening_thing_is_read_only_when_asked_for():
    from shared.domain.prompt import Turn
    from shared.usecases.chat.reading import Reading

    turns = (Turn("user", "how is noor's hip"), Turn("assistant", "…", ("message:c:x",)))
    reading = Reading([], {"noor": "Noor Castell"}, "noor", (), [], "who diagnosed it", None,
                       "who diagnosed it", "diagnosed", None, opening_turns=turns)
    assert "opening_thing" not in reading.__dict__   # not read when made
    assert reading.opening_thing == "hip"
    other = Reading([], {}, "noor", (), [], "x", None, "x", "x", None)
    assert other.opening_thing == ""
