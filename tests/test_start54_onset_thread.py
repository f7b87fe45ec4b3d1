"""A follow-up asking how or when the thread's thing began (h-start54, after h-follow48; shared/domain/slot_values.py
"onset", shared/usecases/thread_records.py `_onset_records`).

- "how did it start" asks the onset slot as "when did it start" does; "how did it start hurting" does not.
- the thing's records are those saying all the opening's words, else its last word (the head of its noun phrase):
  "remind me about oti's vertigo" opened with a request and a pet name the roster does not hold, which the trainer's
  early messages said.
- a clinician's verdict told as "the gp say it's …" names it too, and the report of feeling it is looked for in
  the four weeks before it.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain.prompt import Turn
from shared.usecases import previous_records
from shared.usecases.chat import conversations

NAMES = ["Otis Crane", "Lena Marsh"]


@pytest.mark.parametrize("question", ["how did it start", "and how did that begin?", "how did it all start"])
def test_how_it_started_is_the_onset_slot(question):
    assert previous_records.asked_slot(question, NAMES) == "onset"


@pytest.mark.parametrize("question", ["how did it start hurting", "how did he start", "how did she do it"])
def test_no_onset_slot(question):
    assert previous_records.asked_slot(question, NAMES) != "onset"


START = datetime(2026, 3, 2, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=80)


def _vector(mid: str) -> str:
    from tests.factories import chat_id_for

    return f"message:{chat_id_for('otis')}:{mid}"


@pytest.mark.emulator
def test_a_pet_name_and_a_request_in_the_opening_lead_no_record(db, backends):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, days after START)
        ("o1", "otis", "Otis Crane", "can we do saturdays instead of sundays from now on", 0),
        ("o2", "coach", "Coach", "Saturdays it is, Oti.", 0.1),
        ("o3", "otis", "Otis Crane", "room spinning every time i roll over in bed, had to grab the wall", 10),
        ("o4", "coach", "Coach", "Sit on the edge a minute first, Oti, and see the GP.", 10.1),
        ("o5", "otis", "Otis Crane", "the gp say it's vertigo, bppv. head exercises twice a day", 33),
        ("o6", "otis", "Otis Crane", "vertigo barely there now, did the exercises every day", 60),
    ]
    seed_chat(db, backends, "otis", "Otis Crane",
              [(mid, text, name, sender, START + timedelta(days=days)) for mid, sender, name, text, days in said])
    conversation = conversations.Conversation("conv-1", True, "otis", [
        Turn("user", "remind me about oti's vertigo"), Turn("assistant", "[1] …", (_vector("o5"), _vector("o6")))])
    records = service._slot_records(backends, "coach", "how did it start", conversation, "otis",
                                    {"otis": "Otis Crane"}, Deadline.start(30.0), now=NOW)
    ids = [c.id for c in records]
    assert ids[:2] == [_vector("o3"), _vector("o5")]  # felt 23 days before the gp named it, then the naming
    assert _vector("o2") not in ids  # the trainer's early message with the pet name
