"""A follow-up asking when the thread's thing began (h-follow48; shared/domain/slot_values.py "onset",
shared/usecases/thread_records.py `_onset_records`, service._decided_answer's refusal of a thread slot).

- "when did that start", "when did it first come on", "since when": the onset of what the thread is about, a slot
  of its story (slot_values.STORY), asked of a pronoun of the thing; "when did he start it" (a medicine begun) and
  "when did the cough start" (a thing of its own) are not.
- its records: the thread's records that say the thing, oldest first; where the first message naming it tells who
  named it ("the gp says it's vertigo"), the sender's own message of the days before that the thing's search ranks
  first leads (the day they felt it, told before anyone named it). A one-word thanks is no report.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import slot_values
from shared.domain.prompt import Turn
from shared.usecases import previous_records
from shared.usecases.chat import conversations

NAMES = ["Otis Crane", "Lena Marsh"]


@pytest.mark.parametrize("question", [
    "when did that start", "when did it begin", "and when did it start?", "so when did this all start",
    "when did it first come on", "since when?", "when did those flare up",
])
def test_the_onset_of_the_thing_is_a_slot_of_its_story(question):
    assert previous_records.asked_slot(question, NAMES) == "onset"
    assert "onset" in slot_values.STORY and "onset" in slot_values.THREAD


@pytest.mark.parametrize("question", [
    "when did he start it",  # a medicine begun: the date of the record that says so
    "when did the cough start",  # a thing of its own
    "when did she start swimming",
    "when did that start hurting",  # a word of its own left
])
def test_an_onset_of_something_else_is_no_onset_slot(question):
    assert previous_records.asked_slot(question, NAMES) != "onset"


START = datetime(2026, 3, 2, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=60)


@pytest.fixture
def otis(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, days after START)
        ("o1", "otis", "Otis Crane", "can we do saturdays instead of sundays from now on", 0),
        ("o2", "coach", "Coach", "Saturdays it is.", 0.1),
        ("o3", "otis", "Otis Crane", "room spinning every time i roll over in bed, had to grab the wall", 10),
        ("o4", "otis", "Otis Crane", "cheers", 12),
        ("o5", "otis", "Otis Crane", "gp says it's vertigo, bppv. head exercises twice a day", 16),
        ("o6", "coach", "Coach", "No burpees or rolls then, Otis, we'll keep your head level.", 16.1),
        ("o7", "otis", "Otis Crane", "vertigo barely there now, did the exercises every day", 40),
    ]
    seed_chat(db, backends, "otis", "Otis Crane",
              [(mid, text, name, sender, START + timedelta(days=days)) for mid, sender, name, text, days in said])


def _vector(mid: str) -> str:
    from tests.factories import chat_id_for

    return f"message:{chat_id_for('otis')}:{mid}"


@pytest.mark.emulator
def test_the_onset_leads_with_the_report_of_feeling_it_before_it_was_named(db, backends, otis):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service

    conversation = conversations.Conversation("conv-1", True, "otis", [
        Turn("user", "otis's vertigo"), Turn("assistant", "[1] …", (_vector("o5"), _vector("o7")))])
    records = service._slot_records(backends, "coach", "when did that start", conversation, "otis",
                                    {"otis": "Otis Crane"}, Deadline.start(30.0), now=NOW)
    ids = [c.id for c in records]
    assert ids[:2] == [_vector("o3"), _vector("o5")]  # the day it was felt, then the gp naming it
    assert _vector("o4") not in ids and _vector("o1") not in ids  # a thanks, a booking: no report


@pytest.mark.emulator
def test_an_onset_told_by_the_first_record_naming_it_is_that_record(db, backends):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service
    from tests.alike import seed_chat

    seed_chat(db, backends, "otis", "Otis Crane", [
        ("p1", "my left shin has been aching on every run this week", START),
        ("p2", "shin splints again i reckon, the shin aches after every run", START + timedelta(days=5)),
    ])
    conversation = conversations.Conversation("conv-1", True, "otis", [
        Turn("user", "otis's shin"), Turn("assistant", "[1] …", (_vector("p2"),))])
    records = service._slot_records(backends, "coach", "since when", conversation, "otis",
                                    {"otis": "Otis Crane"}, Deadline.start(30.0), now=NOW)
    assert records and records[0].id == _vector("p1")  # no one named it: its own first record tells
