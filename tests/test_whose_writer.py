""""whose dad messaged me", "whose partner has texted" asked across the roster: the messages sent from a
client's account by someone else who names the client by a possessive ("Hi, it's Tariq, Bilal's father"),
and that say the person asked ("father" for "dad"), answer it by what they are
(previous_records.writers_asked, read by service.prepare before the profile and the refusal).

Before, the one word asked ("dad") was ranked against whole messages about something else: the father's
message, the only one saying it, stayed under the relevance threshold and the question was refused.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain.retrieval import Candidate
from shared.usecases import previous_records

NAMES = {"bilal": "Bilal Shah", "ana": "Ana Reyes"}


def _message(vid: str, client: str, text: str, sender: str | None = None) -> Candidate:
    return Candidate(vid, 0.0, 0.5, {"clientId": client, "senderId": sender or client, "sourceType": "message",
                                     "text": text})


RECORDS = [
    _message("father", "bilal", "Salaam, Tariq here, Bilal's father. He is fasting this month"),
    _message("own-dad", "ana", "my dad is visiting so I'll skip thursday"),  # the client's own words
    _message("partner", "ana", "hi it's Tom, Ana's boyfriend, she's in bed with flu"),
    _message("coach", "ana", "Ana's plan for next week is in the app", sender="coach"),  # the trainer's
]


@pytest.mark.parametrize("question,found", [
    ("whose dad messaged me", ["father"]),
    ("whose boyfriend texted", ["partner"]),
    ("whose partner has texted me", ["partner"]),  # "partner" names a boyfriend (kinds' relative line)
])
def test_the_message_someone_else_sent_for_a_client_answers_whose(question, found):
    assert [c.id for c in previous_records.writers_asked(question, RECORDS, "coach", NAMES)] == found


@pytest.mark.parametrize("question", [
    "whose grandma texted",       # nobody's grandma wrote: refused as before
    "who messaged me about flu",  # not "whose <person> <sent>"
    "whose dad is ill",           # not a verb of sending
])
def test_nothing_answers_by_its_form_otherwise(question):
    assert previous_records.writers_asked(question, RECORDS, "coach", NAMES) == []


# -- chatWithAI's preparation, on the emulator -------------------------------------------------------

START = datetime(2026, 3, 1, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=60)


def test_whose_dad_is_answered_with_the_fathers_message(db, backends):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest
    from tests.alike import seed_chat

    seed_chat(db, backends, "bilal", "Bilal Shah", [
        ("b1", "squat felt heavy today", START),
        ("b2", "Assalamu alaikum, Tariq Shah here, Bilal's father. Ramadan starts next week and he will be "
               "fasting through his morning sessions, please tell me if that is safe for a boy of sixteen",
         START + timedelta(days=4)),
        ("b3", "new trainers arrived", START + timedelta(days=9)),
    ])
    seed_chat(db, backends, "ana", "Ana Reyes", [
        ("a1", "ran 8k easy, legs fine", START + timedelta(days=2)),
        ("a2", "can we move friday to 7?", START + timedelta(days=6)),
    ])
    prepared = service.prepare(backends, "coach", ChatRequest(message="whose dad messaged me"), now=NOW)
    assert prepared.prompt is not None, prepared.fixed_answer
    assert [str(s.metadata.get("sourceId")) for s in prepared.prompt.sources] == ["b2"]
