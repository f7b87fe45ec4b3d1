"""Follow-ups that ask the story of the thread's event, and who told the trainer of it (h-follow28;
shared/domain/slot_values.py STORY slots, shared/usecases/previous_records.py, service._slot_records /
_thread_records / _opener_candidates).

- "how did he do it", "what was she doing", "which hospital", "who were they playing", "where did she place":
  a slot of the story of the event the thread is about, which its first report tells (the message the
  night it happened); the thread's records that hold a value of the slot lead, oldest first.
- "who told me" when the writer introduces themselves by a name that is not the client's ("Gemma it's
  Anya.", "Hi, Rob here, Lena's brother"): someone else's message, though it names the client by no
  possessive.
- the thread's opener is the newest question that names a client, not a later question with a thing of its
  own asked of that client ("what did the scan show").

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import slot_values
from shared.domain.prompt import Turn
from shared.domain.retrieval import Candidate
from shared.usecases import previous_records
from shared.usecases.chat import conversations
from shared.usecases.tenancy import ClientRef

NAMES = ["Lena Marsh", "Otis Crane"]


@pytest.mark.parametrize("question, slot", [
    ("how did he do it", "cause"), ("how'd she do that", "cause"), ("and how did it happen", "cause"),
    ("what was she doing", "cause"), ("what lift was he doing", "cause"),
    ("which hospital", "place"), ("what a&e", "place"), ("where did they take him", "place"),
    ("where was she taken", "place"),
    ("who were they playing", "opponent"), ("who was it against", "opponent"), ("against who", "opponent"),
    ("where did they finish", "placing"), ("where did she place", "placing"), ("what position", "placing"),
])
def test_the_story_of_the_event_is_a_slot(question, slot):
    assert previous_records.asked_slot(question, NAMES) == slot
    assert slot in slot_values.STORY


@pytest.mark.parametrize("question", ["how did he do in the final", "what was she doing at the weekend",
                                      "which hospital did her mum work at", "where did they finish the hike"])
def test_a_story_question_with_a_thing_of_its_own_is_no_slot(question):
    assert previous_records.asked_slot(question, NAMES) not in slot_values.STORY


@pytest.mark.parametrize("slot, text, fills", [
    ("cause", "she slipped on the wet floor at work and put her hand out", True),
    ("cause", "heard a pop going for a rebound", True),
    ("cause", "fracture confirmed, cast for six weeks", False),
    ("place", "we're at A&E now, long wait", True),
    ("place", "in a sling at Kingston General", True),
    ("place", "watched the royal wedding with a brew", False),
    ("opponent", "lost 2-1 v harrow st mary's", True),
    ("opponent", "drew with the blues", True),
    ("opponent", "v tired after work", False),
    ("placing", "came 4th of 12, pb on the bars", True),
    ("placing", "SILVER on 3m!!", True),
    ("placing", "physio on the 14th", False),
    ("placing", "see you 5th june", False),
    ("placing", "march 3rd is the weigh in", False),
])
def test_a_story_slot_is_filled_by_its_shape(slot, text, fills):
    assert slot_values.fills(slot, text) is fills


def _record(rid: str, text: str, day: int, source: str = "message", sender: str = "lena") -> Candidate:
    return Candidate(rid, 0.0, 0.5, {"clientId": "lena", "senderId": sender, "sourceType": source, "text": text,
                                     "ts": float(day * 86400)})


def test_the_story_is_told_oldest_first_by_its_first_report_and_never_by_a_weekly_note():
    later = _record("later", "MRI: partial tear, no op. tried to jog today", 20)
    report = _record("report", "it's Rob, Lena's brother. she slipped on the ice and heard a pop", 10)
    week = _record("week", "Week of the 9th: slipped on the ice, a pop in the knee", 9, source="weekly_note")
    previous = [_record("answer", "knee a bit better, physio friday", 30)]
    story = previous_records.story_first([later, week, report], previous, "cause")
    assert [c.id for c in story] == ["report", "later", "answer"]
    # No record of the thread tells the slot: the question goes the ordinary way.
    assert previous_records.story_first([previous[0]], previous, "placing") == []


@pytest.mark.parametrize("text, other", [
    ("Gemma it's Anya. MRI says a stress fracture", True),
    ("Hi Sam, Rob here, Lena's brother. She slipped", True),
    ("Hiya, this is Tomasz from the physio clinic", True),
    ("Now then Sam, Lena Marsh here, a friend gave me your number", False),  # the client herself
    ("Len here! all good", False),  # her pet name
    ("it's sore again today", False),  # no name, no capital
    ("It's Monday so legs", False),  # the calendar
])
def test_a_writer_introduced_by_another_name_is_someone_else(text, other):
    assert previous_records.introduced_other(text, "Lena Marsh") is other
    record = Candidate("v", 0.0, 0.5, {"clientId": "lena", "senderId": "lena", "sourceType": "message", "text": text})
    assert previous_records.written_for(record, "Lena Marsh") is other


def test_the_thread_opener_is_the_newest_question_naming_a_client():
    roster = [ClientRef("lena", "Lena Marsh"), ClientRef("otis", "Otis Crane")]
    turns = [Turn("user", "what happened to lena's knee"), Turn("assistant", "[1] …", ("v-1",)),
             Turn("user", "what did the mri show"), Turn("assistant", "[1] …", ("v-2",)),
             Turn("user", "who texted me"), Turn("assistant", "[1] …", ("v-1",))]
    assert previous_records.thread_opener(turns, roster) == "what happened to lena's knee"
    # Without the roster, as before: the newest question that is no follow-up.
    assert previous_records.thread_opener(turns) == "what did the mri show"
    # No question names a client: as before.
    assert previous_records.thread_opener(turns[2:], roster) == "what did the mri show"
    # Searched again: the opener, then the newest question that is no follow-up (its words may find what the
    # opener's do not), each once.
    assert previous_records.thread_questions(turns, roster) == ["what happened to lena's knee", "what did the mri show"]
    assert previous_records.thread_questions(turns[:2], roster) == ["what happened to lena's knee"]
    assert previous_records.thread_questions([], roster) == []


START = datetime(2026, 9, 1, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=40)


@pytest.fixture
def lena(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("q1", "lena", "Lena Marsh", "can we move thursday to 6?", 0),
        ("q2", "coach", "Coach", "Thursday at 6 works.", 1),
        ("q3", "lena", "Lena Marsh", "Sam it's Rob, Lena's brother. She tried a box jump at the gym, missed the "
                                     "edge and heard a pop in her right knee. We're at A&E at St Helier", 100),
        ("q4", "coach", "Coach", "Thanks Rob. Ice and rest, and ask them about a scan.", 101),
        ("q5", "lena", "Lena Marsh", "MRI: partial tear of the MCL, brace 6 weeks, no op", 200),
        ("q6", "lena", "Lena Marsh", "knee much better, physio says jog from next week", 500),
    ]
    seed_chat(db, backends, "lena", "Lena Marsh",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])


def _vector(mid: str) -> str:
    from tests.factories import chat_id_for

    return f"message:{chat_id_for('lena')}:{mid}"


@pytest.mark.emulator
@pytest.mark.parametrize("question", ["how did she do it", "which hospital"])
def test_the_story_slot_leads_with_the_events_first_report(db, backends, lena, question):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service

    # The thread's answers quoted only Lena's later news of the knee; the brother's message the day it
    # happened is among the thread's records, searched as its opening question was.
    conversation = conversations.Conversation("conv-1", True, "lena", [
        Turn("user", "what happened to lena's knee"), Turn("assistant", "[1] …", (_vector("q5"), _vector("q6")))])
    records = service._slot_records(backends, "coach", question, conversation, "lena", {"lena": "Lena Marsh"},
                                    Deadline.start(30.0), now=NOW)
    assert records and records[0].id == _vector("q3")
    assert _vector("q6") in {c.id for c in records}  # the previous answer's records follow


@pytest.mark.emulator
def test_a_story_slot_no_record_tells_goes_the_ordinary_way(db, backends, lena):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service

    conversation = conversations.Conversation("conv-1", True, "lena", [
        Turn("user", "what happened to lena's knee"), Turn("assistant", "[1] …", (_vector("q5"),))])
    # Nobody says who she played: no record answers the slot, none is offered for it.
    assert service._slot_records(backends, "coach", "who were they playing", conversation, "lena",
                                 {"lena": "Lena Marsh"}, Deadline.start(30.0), now=NOW) == []
