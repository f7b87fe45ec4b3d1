""""what did i ask barney after hexham", "what did i tell jed the day he did his ankle": the trainer's own words asked
by the client's event (shared/domain/event_told.py reads the question, shared/usecases/event_replies.py the records):
the client's telling of the event, then the trainer's turn that answered it, lead the answer of chatWithAI and
semanticSearch alike (shared/usecases/asked_records.py). Before, the ranking's one reply per source stopped inside the
client's burst ("1.05", "clear first round") and never reached the trainer's answer, and a question whose frame said
"day" no record says was refused. A small hand-written history."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain import event_told, timeframe
from shared.domain.answerability import Decision
from shared.kernel.deadline import Deadline
from shared.ports.vectorstore import Match, QueryFilter, VectorRecord
from shared.usecases import asked_records, event_replies, search
from shared.usecases.tenancy import ClientRef

MINUTE = 1 / 1440
SAID = [  # (id, sender, name, text, days after the first)
    ("b0", "barney", "Barney Preece", "off to mum's in york for christmas next week", -23),
    ("a0", "coach", "Coach", "Enjoy it, ride when you're back.", -23 + 10 * MINUTE),
    ("b1", "barney", "Barney Preece", "jumped toffee at hexham", 0),
    ("b2", "barney", "Barney Preece", "1.05", 1 * MINUTE),
    ("b3", "barney", "Barney Preece", "clear first round", 2 * MINUTE),
    ("b4", "barney", "Barney Preece", "pole down in jump off, 5th", 3 * MINUTE),
    ("b5", "coach", "Coach", "Good lad. Which fence?", 20 * MINUTE),
    ("b6", "barney", "Barney Preece", "Toffee went lame on the road, the farrier is coming out", 12),
    ("b7", "coach", "Coach", "Box rest till the farrier has seen him, and walk him in hand.", 12 + 15 * MINUTE),
    ("b8", "barney", "Barney Preece", "farrier says bruised sole, two weeks off", 14),
    ("b9", "coach", "Coach", "Good news it's only a bruise.", 14 + 30 * MINUTE),
    ("c1", "coach", "Coach", "Alnwick today?", 30),
    ("c2", "barney", "Barney Preece", "2nd. double clear", 30 + 60 * MINUTE),
    ("c3", "coach", "Coach", "Brilliant, move him up a class.", 30 + 70 * MINUTE),
    ("d1", "barney", "Barney Preece", "vet rang, toffee's bloods are clear", 40),
    ("d2", "coach", "Coach", "Let me know if anything changes.", 40 + 5 * MINUTE),
    ("d3", "coach", "Coach", "Clear bloods, great. Back in work Monday.", 40 + 20 * MINUTE),
    ("d4", "barney", "Barney Preece", "will do", 40 + 30 * MINUTE),
    ("d5", "coach", "Coach", "See you Tuesday.", 40 + 40 * MINUTE),
]
BARNEY = [ClientRef("barney", "Barney Preece")]
THRESHOLD = 0.7


@pytest.fixture
def barney(store, embedder):
    first = datetime(2004, 1, 10, 20, tzinfo=timezone.utc).timestamp()
    vectors = embedder.embed([text for _, _, _, text, _ in SAID])
    store.upsert("coach", [VectorRecord(f"message:chat-b:{mid}", vec, {
        "trainerId": "coach", "sourceType": "message", "sourceId": mid, "chatId": "chat-b", "clientId": "barney",
        "senderId": sender, "senderName": name, "text": text, "ts": first + days * 86400.0,
        "embeddingModel": embedder.model_id}) for (mid, sender, name, text, days), vec in zip(SAID, vectors)])
    return SimpleNamespace(store=store, embedder=embedder, settings=SimpleNamespace(relevance_threshold=THRESHOLD))


def _lead(backends, question: str, decision: Decision | None = None, client: str | None = "barney") -> list[str]:
    decision = decision or Decision(answerable=True, reason="relevant")
    lead = search.asked_lead(backends, "coach", question, question, [], QueryFilter(client_id=client), None,
                             BARNEY, decision, Deadline.start(60.0))
    return [c.metadata["sourceId"] for c in lead]


def test_the_trainers_answer_past_the_clients_burst_leads_after_the_telling(barney):
    assert _lead(barney, "what did i ask barney after hexham") == ["b1", "b5"]


def test_the_trainers_question_naming_the_event_is_its_telling_when_the_clients_answer_does_not_name_it(barney):
    # "Alnwick today?" / "2nd. double clear" / "Brilliant, …": the trainer's words after the event follow the answer.
    assert _lead(barney, "what did i say to barney after alnwick") == ["c1", "c3"]


def test_the_trainers_turns_in_a_row_answer_until_the_client_writes_again(barney):
    # A line of logistics first, the answer next; "See you Tuesday." comes after the client wrote again.
    assert _lead(barney, "what did i say when toffee's bloods came back") == ["d1", "d2", "d3"]


def test_with_no_client_in_focus_the_telling_is_any_clients(barney):
    assert _lead(barney, "what did i say when the farrier came out", client=None) == ["b6", "b7"]


def _told(mid: str, text: str, score: float, ts: float) -> Match:
    return Match(mid, score, {"chatId": "chat-b", "senderId": "barney", "text": text, "ts": ts})


def test_a_happening_dated_by_its_day_is_its_first_telling():
    # The later record of the ankle is a shade nearer to "he did his ankle" than the day's own telling.
    later = _told("later", "First run back today. Ankle fine, a bit stiff after.", 0.48, 2_000_000.0)
    first = _told("first", "Landed wrong off the water jump, left ankle went right over.", 0.47, 1_000_000.0)
    other = _told("other", "Torn ligaments on the outside of the ankle, boot for two weeks.", 0.40, 1_100_000.0)
    on_the_day = event_told.asked("what did i tell jed the day he did his ankle")
    after = event_told.asked("what did i tell jed after he did his ankle")
    assert on_the_day is not None and after is not None
    assert event_replies._telling([later, first, other], on_the_day, "coach", False).id == "first"
    assert event_replies._telling([later, first, other], after, "coach", False).id == "later"


def test_a_particle_of_the_event_tells_which_end():
    on = _told("on", "Not broken. Air cast boot and crutches for two weeks.", 0.41, 1_000_000.0)
    off = _told("off", "Boot's off today. Balance board every night.", 0.39, 2_000_000.0)
    event = event_told.asked("what did i say when the boot came off")
    assert event is not None
    assert event_replies._telling([on, off], event, "coach", False).id == "off"


def test_a_figure_told_with_the_event_tells_which_telling():
    # Every result of the test says "tsh" and "back"; the first is nearer the event's words, the one asked says 2.4.
    first = _told("first", "bloods back: underactive thyroid, tsh 9.8", 0.52, 1_000_000.0)
    asked = _told("asked", "tsh 2.4!! feel like me again", 0.44, 3_000_000.0)
    near = _told("near", "tsh 12.4 on the repeat, back to the gp", 0.50, 2_000_000.0)
    event = event_told.asked("what did i say when her tsh came back 2.4")
    assert event is not None and event.values == ("2.4",)
    assert event_replies._telling([first, near, asked], event, "coach", False).id == "asked"
    # Without a figure the nearest telling stands, as before.
    plain = event_told.asked("what did i say when her tsh came back")
    assert plain is not None and plain.values == ()
    assert event_replies._telling([first, near, asked], plain, "coach", False).id == "first"


@pytest.mark.parametrize("question, values", [
    ("what did i say when billie hit 70", ("70",)),
    ("what did i say when barry got 45m", ("45",)),
    ("what did i say when his hba1c came down", ()),
])
def test_the_figures_told_with_the_event(question, values):
    event = event_told.asked(question)
    assert event is not None and event.values == values


def test_a_light_word_of_the_frame_no_record_says_does_not_refuse(barney):
    # "day": no telling of the event says it; the lameness is told in b6 and answered in b7.
    absent = Decision(answerable=False, reason="topic_absent", absent_topic="day")
    assert _lead(barney, "what did i tell barney the day toffee went lame", absent) == ["b6", "b7"]


def test_a_word_of_the_event_no_record_says_still_refuses(barney):
    absent = Decision(answerable=False, reason="topic_absent", absent_topic="colic")
    assert _lead(barney, "what did i tell barney the day toffee had colic", absent) == []


def test_an_event_no_record_tells_leads_with_nothing(barney):
    assert _lead(barney, "what did i say after the marathon") == []


def test_a_period_asked_is_left_to_its_records(barney):
    # "after christmas" is the period around christmas (timeframe), whose records answer; the telling of
    # christmas written a week before it is not looked for (it would be "outside" the period, and refuse).
    question = "what did i tell barney after christmas"
    _, when = timeframe.extract(question, datetime(2004, 6, 1, tzinfo=timezone.utc))
    assert when is not None
    lead = asked_records.lead(barney, "coach", question, question, [], QueryFilter(client_id="barney"), when,
                              BARNEY, Decision(answerable=True, reason="relevant"), Deadline.start(60.0))
    assert (lead.records, lead.outside) == ([], [])


@pytest.mark.parametrize("question, who, words", [
    ("what did i ask barney after hexham", "barney", ("hexham",)),
    ("what did i tell jed the day he did his ankle", "jed", ("ankle",)),
    ("what did i say when the boot came off", "", ("boot",)),
    ("what did i say to lee the night of the surge", "lee", ("surge",)),
    ("what did i tell shona's after the op", "shona", ("op",)),
    ("what did i say when she hit 72", "", ("72",)),
])
def test_the_event_asked(question, who, words):
    event = event_told.asked(question)
    assert event is not None and (event.who, event.words) == (who, words)


@pytest.mark.parametrize("question", [
    "what did i tell jed about barriers",  # a thing, not an event (asked_speaker.told)
    "what did i tell him the night it happened",  # no word to find the event by: the thread's thing
    "what did i say after",
    "what did i say after a&e",  # letters alone, which every record says
    "what did i ask nigel when he joined",  # a beginning: the trainer's first words (asked_speaker.told_first)
    "what did barney say after hexham",  # the client's words, not the trainer's
])
def test_no_event_asked(question):
    assert event_told.asked(question) is None


def _caoimhe(db, backends) -> None:
    from shared.usecases.indexing import sync_message
    from tests.factories import add_client, add_message

    add_client(db, "coach-d", "caoimhe", "Caoimhe McCandless")
    first = datetime(2004, 1, 14, 18, tzinfo=timezone.utc)
    for n, (text, sender, minutes) in enumerate([
            ("Chemist gave me ear drops, three times a day", None, 0),
            ("No going in till it's settled. Hood on when you do.", "coach-d", 20),
            ("Ear's clear at last!", None, 40 * 1440),
            ("Back in the water at White Rocks, earplugs and hood, grand", None, 45 * 1440),
            ("Great to have you back. Keep the plugs in every session.", "coach-d", 45 * 1440 + 10),
            ("Surf's flat, see you Tuesday", None, 50 * 1440)]):
        add_message(db, "caoimhe", f"c{n}", text, "Donal" if sender else "Caoimhe McCandless", sender_id=sender,
                    at=first + timedelta(minutes=minutes))
        sync_message(backends, "chat-caoimhe", f"c{n}")


@pytest.mark.emulator
def test_a_question_with_no_topic_word_is_answered_by_the_event_its_particle_tells(db, backends):
    # "was back": no topic word, so the question was vague ("What would you like to know about Caoimhe?").
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    _caoimhe(db, backends)
    reply = service.answer(backends, "coach-d", ChatRequest(message="what did i say when caoimhe was back"),
                           now=datetime(2004, 6, 1, tzinfo=timezone.utc))
    assert [s.messageId for s in reply.sources][:2] == ["c3", "c4"]


@pytest.mark.emulator
def test_the_particle_the_reading_loses_still_tells_the_event(db, backends):
    # "came back": the reading keeps a topic ("came") but loses "back"; the ranking quoted the ear drops.
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    _caoimhe(db, backends)
    reply = service.answer(backends, "coach-d", ChatRequest(message="what did i say when caoimhe came back"),
                           now=datetime(2004, 6, 1, tzinfo=timezone.utc))
    assert [s.messageId for s in reply.sources][:2] == ["c3", "c4"]
