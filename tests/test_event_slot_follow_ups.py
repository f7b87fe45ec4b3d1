"""Follow-ups that ask where the thread's event happened or how long it kept the client off, in words no record
shares (h-pick43; shared/domain/slot_values.py `scene` and `time_off`, both THREAD slots read from the thread's
records by thread_records.slot_records, oldest first: the event's first report).

- "where did it happen", "where was that", "where did she do it": a record that tells the mishap and names a
  place ("came off at the velodrome").
- "how long off the bike", "how long out", "how many weeks off": a record that gives a spell kept off ("no
  riding for 6 weeks", "out for a month").

Such a question of frame words alone is read as the client's news (a status question); the chat tries the
thread's records that hold the slot before that news (service._event_slot_answer). A slot word in a question
that is no follow-up, or a slot no record holds, changes nothing. Hand-written questions, names and messages,
not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import slot_values
from shared.domain.retrieval import Candidate
from shared.usecases import previous_records
from shared.usecases.chat.models import ChatRequest

NAMES = ["Rosa Quill", "Ned Harrow"]


@pytest.mark.parametrize("question, slot", [
    ("where did it happen", "scene"), ("where was that", "scene"), ("and where was it", "scene"),
    ("where did she do it", "scene"), ("where did he hurt it", "scene"), ("where did it take place", "scene"),
    ("how long off the bike", "time_off"), ("how long was she out of the water after", "time_off"),
    ("how many weeks off", "time_off"), ("how long out", "time_off"), ("how long no climbing", "time_off"),
    ("how long was he off work for", "time_off"),
])
def test_where_it_happened_and_how_long_off_are_thread_slots(question, slot):
    assert previous_records.asked_slot(question, NAMES) == slot
    assert slot in slot_values.THREAD


@pytest.mark.parametrize("question", [
    "where is she now",  # a person's whereabouts, no event's place
    "where did they take her",  # the hospital (`place`), not the scene
    "where were they staying",  # `stay`
    "where was it played in the end",  # a thing of its own
    "how long is her commute",
    "how many weeks out is the race",  # a thing of its own: the race
    "how long off the bike after the op",
    "where did rosa break her collarbone",  # names the thing: searched as any question is
])
def test_a_question_with_a_thing_of_its_own_asks_neither(question):
    assert previous_records.asked_slot(question, NAMES) not in {"scene", "time_off"}


@pytest.mark.parametrize("slot, text, fills", [
    ("scene", "its her brother, she came off on the last bend at the velodrome in derby", True),
    ("scene", "slipped on the wet steps outside the library", True),
    ("scene", "bp 128 at the nurse today", False),  # a place, no mishap
    ("scene", "slipped back into old habits", False),  # a mishap's verb, no place
    ("time_off", "collarbone's broken, no riding for 6 weeks", True),
    ("time_off", "physio says out for a month", True),
    ("time_off", "no swimming for 48 hours after the jab", True),
    ("time_off", "off work 2 weeks", True),
    ("time_off", "turning every 2 hours in bed", False),
    ("time_off", "20 week scan went fine", False),
    ("time_off", "it heals in six to eight weeks", False),  # a spell, nobody kept off
])
def test_a_scene_or_a_spell_off_is_read_by_its_shape(slot, text, fills):
    assert slot_values.fills(slot, text) is fills


def _record(rid: str, text: str, day: int) -> Candidate:
    return Candidate(rid, 0.0, 0.5, {"clientId": "rosa", "senderId": "rosa", "sourceType": "message", "text": text,
                                     "ts": float(day * 86400)})


def test_the_first_report_of_the_event_leads():
    report = _record("report", "she came off at the velodrome, no riding for 6 weeks", 10)
    news = _record("news", "collarbone broken, out for 6 weeks", 11)
    later = _record("later", "first ride back at the velodrome, fell asleep on the sofa after", 60)
    assert [c.id for c in previous_records.story_first([later, news, report], [], "time_off")] == ["report", "news"]
    assert [c.id for c in previous_records.story_first([later, news, report], [], "scene")] == ["report", "later"]


START = datetime(2026, 4, 1, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=80)


@pytest.fixture
def rosa(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, days after START)
        ("r1", "rosa", "Rosa Quill", "hi, rosa quill, 33, track cyclist. want a sub 35 pursuit this year", 0),
        ("r2", "coach", "Coach", "Welcome Rosa. Gym twice a week and the track on Thursdays.", 0),
        ("r3", "rosa", "Rosa Quill", "its tom, rosa's brother. she came off on the last bend at the velodrome in "
                                     "derby, collarbone's broken. no riding for 6 weeks", 20),
        ("r4", "coach", "Coach", "Thanks Tom. Legs and core only till the fracture clinic says so.", 20),
        ("r5", "rosa", "Rosa Quill", "fracture clinic says the collarbone is knitting nicely", 40),
        ("r6", "rosa", "Rosa Quill", "new job starts monday, nights for a fortnight", 70),
        ("r7", "rosa", "Rosa Quill", "first ride back, legs gone 😅", 75),
    ]
    seed_chat(db, backends, "rosa", "Rosa Quill",
              [(mid, text, name, sender, START + timedelta(days=days)) for mid, sender, name, text, days in said])


@pytest.mark.emulator
@pytest.mark.parametrize("follow_up", ["where did it happen", "how long off the bike"])
def test_the_events_first_report_answers_where_and_how_long(db, backends, rosa, follow_up):
    from shared.usecases.chat import service

    asked = service.answer(backends, "coach", ChatRequest(message="what happened to rosa's collarbone"), now=NOW)
    assert asked.hasContext
    reply = service.answer(backends, "coach", ChatRequest(message=follow_up, conversationId=asked.conversationId),
                           now=NOW)
    assert reply.hasContext is True
    assert reply.sources[0].messageId == "r3"


@pytest.mark.emulator
def test_a_status_question_asking_no_slot_still_gives_the_news(db, backends, rosa):
    from shared.usecases.chat import service

    asked = service.answer(backends, "coach", ChatRequest(message="what happened to rosa's collarbone"), now=NOW)
    reply = service.answer(backends, "coach", ChatRequest(message="how is she doing", conversationId=asked.conversationId),
                           now=NOW)
    assert reply.hasContext is True
    assert reply.sources[0].messageId != "r3"  # the newest news leads, as before
