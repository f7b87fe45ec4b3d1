"""Follow-ups that ask who told the trainer, what was given for the thread's thing, and how much
(h-follow27; shared/usecases/previous_records.py, shared/domain/slot_values.py, intent.carried_topic,
service._previous_records / _told_in_thread / _slot_records).

- "who told me" / "who let me know" / "who texted me that night": the message someone else sent (a partner
  writing from the client's chat) leads, found among the thread's own records when no answer quoted it;
  a possessive typed without its apostrophe in the writer's introduction ("its ben mayas partner") counts.
- "what was she put on" / "what was he given": the medicine slot of the thread's thing, not the verb "put".
- a bare "how much": the amount the previous answer's records hold, before the search's.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import slot_values
from shared.domain.prompt import Turn
from shared.domain.retrieval import Candidate
from shared.usecases import intent
from shared.usecases import previous_records
from shared.usecases.chat import conversations

NAMES = ["Maya Lindholm", "Otis Crane"]


@pytest.mark.parametrize("question", ["who let me know", "who told me first", "who texted me that night",
                                      "and who messaged me the same day"])
def test_who_told_with_when_it_came_is_who_wrote(question):
    assert previous_records.asks_who_wrote(question, NAMES)


@pytest.mark.parametrize("question", ["who told me about the first scan", "who texted me about the night shift",
                                      "who else told me first"])
def test_who_told_of_a_thing_of_its_own_is_not(question):
    assert not previous_records.asks_who_wrote(question, NAMES)


def _message(text: str, sender: str = "maya") -> Candidate:
    return Candidate("v", 0.0, 0.5, {"clientId": "maya", "senderId": sender, "sourceType": "message", "text": text})


def test_a_possessive_without_its_apostrophe_in_the_introduction_is_someone_elses():
    assert previous_records.written_for(_message("hi its ben mayas partner. she slipped on the stairs"), "Maya Lindholm")
    # Far into a message it is no introduction: a client may write her own name so in passing.
    late = "long day, physio then work then the shop then the gym, and the shop again for the mayas order form"
    assert not previous_records.written_for(_message(late), "Maya Lindholm")
    assert not previous_records.written_for(_message("wrist still sore, skipping tomorrow"), "Maya Lindholm")


def test_told_by_others_keeps_the_order_and_only_someone_elses():
    records = [_message("wrist sore"), _message("hi its ben mayas partner, she fell"), _message("ok", "coach"),
               _message("physio here", "physio-jo")]
    assert [c.metadata["text"] for c in previous_records.told_by_others(records, "coach", "Maya Lindholm")] == [
        "hi its ben mayas partner, she fell", "physio here"]


def test_the_thread_opener_is_the_newest_question_that_is_no_follow_up():
    turns = [Turn("user", "what happened to maya's wrist"), Turn("assistant", "[1] …", ("v-1",)),
             Turn("user", "which hand"), Turn("assistant", "[1] …", ("v-2",)),
             Turn("user", "who told me"), Turn("assistant", "[1] …", ("v-1",))]
    assert previous_records.thread_opener(turns) == "what happened to maya's wrist"
    # Only follow-ups left in the window: the oldest question it still holds.
    assert previous_records.thread_opener(turns[2:]) == "which hand"
    assert previous_records.thread_opener([]) == ""


@pytest.mark.parametrize("question, slot", [("what was she put on", "medicine"), ("what was he given", "medicine"),
                                            ("what was she started on", "medicine"), ("how much", "amount"),
                                            ("by how much?", "amount"), ("and how many", "amount")])
def test_treatment_verbs_and_a_bare_how_much_are_slots(question, slot):
    assert previous_records.asked_slot(question, NAMES) == slot


@pytest.mark.parametrize("question", ["how much was it", "how much did it cost", "how many sessions did she miss",
                                      "what was she put on the bench for"])
def test_how_much_of_a_thing_of_its_own_is_no_slot(question):
    assert previous_records.asked_slot(question, NAMES) is None


@pytest.mark.parametrize("text, fills", [("gp put me on ferrous sulphate 200mg every other day", True),
                                         ("raised £340 for the hospice", True), ("lost by 3 points", True),
                                         ("see you thursday", False), ("feeling better, thanks", False)])
def test_an_amount_is_a_number_with_a_unit_or_a_sum(text, fills):
    assert slot_values.fills("amount", text) is fills


def test_put_on_carries_the_thread_thing_not_the_verb():
    turns = [Turn("user", "maya's iron"), Turn("assistant", "[1] …", ("v-1",))]
    assert intent.carried_topic("what was she put on", turns, NAMES) == "iron"
    # "put" of its own, no medicine asked: as before, a topic of its own ("put weight on it").
    assert intent.carried_topic("can she put weight on the leg", turns, NAMES) == ""


# -- the chat, on the emulator ---------------------------------------------------------------------

START = datetime(2026, 9, 1, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=40)


@pytest.fixture
def maya(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("p1", "maya", "Maya Lindholm", "can we do thursday at 6 instead of 7?", 0),
        ("p2", "coach", "Coach", "Thursday at 6 works.", 1),
        ("p3", "maya", "Maya Lindholm", "hi its ben mayas partner. she slipped on the stairs at work and twisted "
                                      "her wrist, we're at the walk in centre now", 100),
        ("p4", "coach", "Coach", "Thanks Ben. Ice it and rest it, legs and walking only this week.", 101),
        ("p5", "maya", "Maya Lindholm", "wrist is a sprain, splint for two weeks", 130),
        ("p6", "maya", "Maya Lindholm", "blood test back, iron low. gp put me on ferrous sulphate 200mg a day", 300),
        ("p7", "coach", "Coach", "Take it with orange juice, not with tea.", 301),
        ("p8", "maya", "Maya Lindholm", "new running shoes came, love them", 400),
    ]
    seed_chat(db, backends, "maya", "Maya Lindholm",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])


def _conversation(*turns: Turn) -> conversations.Conversation:
    return conversations.Conversation("conv-1", True, "maya", list(turns))


def _vector(mid: str) -> str:
    from tests.factories import chat_id_for

    return f"message:{chat_id_for('maya')}:{mid}"


@pytest.mark.emulator
def test_who_told_me_leads_with_the_partners_message_no_answer_quoted(db, backends, maya):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service

    # The thread's answer quoted only Maya's own news of the wrist: the partner's message is found among
    # the thread's records, searched as its opening question was.
    conversation = _conversation(Turn("user", "what happened to maya's wrist"),
                                 Turn("assistant", "[1] …", (_vector("p5"),)))
    records = service._previous_records(backends, "coach", "who let me know", conversation, "maya",
                                        {"maya": "Maya Lindholm"}, Deadline.start(30.0), (), NOW)
    assert records[0].id == _vector("p3")
    assert _vector("p5") in {c.id for c in records}


@pytest.mark.emulator
def test_who_told_me_keeps_the_quoted_records_when_nobody_else_wrote(db, backends, maya):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service

    conversation = _conversation(Turn("user", "maya's new running shoes"), Turn("assistant", "[1] …", (_vector("p8"),)))
    records = service._previous_records(backends, "coach", "who told me", conversation, "maya",
                                        {"maya": "Maya Lindholm"}, Deadline.start(30.0), (), NOW)
    # The partner wrote about the wrist, not the shoes: only someone else's message about the thread's thing
    # leads, and the search of "running shoes" may bring it; whatever it brings, the quoted record stays.
    assert _vector("p8") in {c.id for c in records}


@pytest.mark.emulator
def test_the_medicine_slot_takes_the_searchs_own_candidates_that_name_one(db, backends, maya):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service

    # The previous answer quoted the coach's advice about the iron, which names no medicine.
    conversation = _conversation(Turn("user", "maya's iron"), Turn("assistant", "[1] …", (_vector("p7"),)))
    threshold = backends.settings.relevance_threshold
    named = Candidate(_vector("p6"), 0.5, 0.6 * threshold, {"clientId": "maya", "sourceType": "message",
                                                             "text": "gp put me on ferrous sulphate 200mg a day"})
    faint = Candidate(_vector("p9"), 0.1, 0.1 * threshold, {"clientId": "maya", "sourceType": "message",
                                                             "text": "on ibuprofen 400mg for the wrist"})
    records = service._slot_records(backends, "coach", "what was she put on", conversation, "maya",
                                    {"maya": "Maya Lindholm"}, Deadline.start(30.0), pool=[faint, named])
    assert [c.id for c in records] == [_vector("p6"), _vector("p7")]  # the faint candidate is no answer
    # Without a candidate that names one, the slot stays unfilled, as before.
    assert service._slot_records(backends, "coach", "what was she put on", conversation, "maya",
                                 {"maya": "Maya Lindholm"}, Deadline.start(30.0), pool=[]) == []


@pytest.mark.emulator
def test_a_bare_how_much_is_answered_from_the_previous_answers_amount(db, backends, maya):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service

    conversation = _conversation(Turn("user", "what was she put on"),
                                 Turn("assistant", "[1] …", (_vector("p7"), _vector("p6"))))
    answered = [Candidate(_vector("p1"), 0.9, 0.9, {"clientId": "maya", "text": "squat 70 kg, jump 46 cm"})]
    # The search's records hold amounts of other things: the previous answer's amount answers first.
    records = service._slot_records(backends, "coach", "how much", conversation, "maya", {"maya": "Maya Lindholm"},
                                    Deadline.start(30.0), answered=answered)
    assert [c.id for c in records][:1] == [_vector("p6")]


@pytest.mark.emulator
def test_who_told_me_first_stays_with_the_conversations_client(db, backends, maya):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest
    from tests.alike import seed_chat

    # Another client's records say "first" often: read across the roster, they answered it.
    seed_chat(db, backends, "otis", "Otis Crane",
              [("o1", "first session done, first time on a rower", START + timedelta(hours=5)),
               ("o2", "first 5k in the bag, first of many", START + timedelta(hours=50))])
    asked = service.answer(backends, "coach", ChatRequest(message="what happened to maya's wrist"), now=NOW)
    assert asked.hasContext
    reply = service.answer(backends, "coach", ChatRequest(message="who told me first",
                                                          conversationId=asked.conversationId), now=NOW)
    assert reply.hasContext is True
    assert reply.sources[0].messageId == "p3"
    assert not {s.messageId for s in reply.sources} & {"o1", "o2"}
