"""A follow-up asking why a treatment was left ("why did she come off it", "why did that one get stopped", "why'd
they change it"), answered by the thread's thing's records that tell the switch (shared/domain/thread_frame_words.py
`_SWITCH`), and "why'd" read as the frame it is (shared/usecases/intent.py `content_words`).

Hand-written sentences and names, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import own_words_said, thread_frame_words
from shared.usecases import intent


def _records(*texts: str) -> list[dict]:
    return [{"text": t} for t in texts]


@pytest.mark.parametrize("text", [
    "doctor's swapped the lisinopril for amlodipine, one in the morning",
    "switched to the purple inhaler today instead of the brown one",
    "gp has changed it to colchicine, with food",
    "fourth lot of hay fever tablets since may, these ones work",
])
def test_come_off_is_said_by_a_record_telling_a_switch(text):
    assert thread_frame_words.still_unsaid(["come"], _records(text), "come off") == []
    assert thread_frame_words.still_unsaid(["stopped"], _records(text), "stopped") == []


@pytest.mark.parametrize("text", [
    "gp gave me a blue inhaler, two puffs before a run",
    "tablets going fine, no dizziness",
    "second half was better, changed ends at 2-1",      # a change of something else, no switch told
])
def test_no_switch_told_leaves_them_unsaid(text):
    assert thread_frame_words.still_unsaid(["come"], _records(text), "come off") == ["come"]
    assert thread_frame_words.still_unsaid(["stopped"], _records(text), "stopped") == ["stopped"]


def test_come_is_said_by_a_switch_only_beside_off():
    switch = _records("doctor's swapped the lisinopril for amlodipine")
    assert thread_frame_words.still_unsaid(["come"], switch, "come back class") == ["come"]
    assert thread_frame_words.still_unsaid(["come"], switch) == ["come"]


def test_the_thread_things_records_answer_why_it_was_stopped():
    records = _records("doctor's swapped the lisinopril for amlodipine, the cough was driving me mad",
                       "bp 150 over 95 at the surgery")
    assert own_words_said.with_carried_thing("stopped lisinopril", "lisinopril", records)
    assert own_words_said.with_opening_thing("come off", "lisinopril", records)
    assert not own_words_said.with_opening_thing("come off", "lisinopril", records[1:])


@pytest.mark.parametrize("question, topic", [
    ("why'd they change it", "change"),
    ("how'd the scan go", "scan go"),
    ("she'd hurt her knee", "hurt knee"),
])
def test_a_frame_word_with_d_is_the_frame(question, topic):
    assert intent.topic(question) == topic
