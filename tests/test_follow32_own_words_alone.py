"""A follow-up searched with the thread's thing carried and refused is asked again in its own words alone
(issue 14, docs/ANSWERS.md "h-follow32"): "which wrist" after "<name>'s hands" — the record of the detail
("nerve test on my left wrist") never says the thing ("hands"), so the two together were refused as words
said apart; chat/read_again.py's "own_words" way."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest


def _reading(question: str, topic: str, own_question: str = "", own_topic: str = ""):
    from shared.usecases.chat.reading import Reading

    return Reading(clients=[], names={"mo": "Mo Ellis"}, scope="mo", group_chats=(), set_aside=[],
                   message=question, named_type=None, question=question, topic=topic, when=None,
                   own_question=own_question, own_topic=own_topic)


def test_a_carried_follow_up_is_read_again_in_its_own_words():
    from shared.usecases.chat import read_again

    step = SimpleNamespace(reading=_reading("which wrist hands", "wrist hands", "which wrist", "wrist"))
    again = read_again._own_words_alone(step)
    assert (again.question, again.topic) == ("which wrist", "wrist")
    assert again.own_topic == ""  # read again once at most


def test_nothing_carried_or_no_words_of_its_own_is_not_read_again():
    from shared.usecases.chat import read_again

    assert read_again._own_words_alone(SimpleNamespace(reading=_reading("which wrist", "wrist"))) is None
    # "how long was he out" + "ankle": frame words alone ask nothing without the thing.
    assert read_again._own_words_alone(SimpleNamespace(
        reading=_reading("how long was he out ankle", "ankle", "how long was he out", ""))) is None
    # Words that name no thing ("played") found them anywhere in the client's history.
    assert read_again._own_words_alone(SimpleNamespace(
        reading=_reading("and where was it played score", "played score", "and where was it played", "played"))) is None


def test_the_own_words_reading_is_one_entry_of_the_table_tried_last():
    from shared.usecases.chat import read_again

    assert [w.label for w in read_again.WAYS][-1] == "own_words"


def test_it_stands_only_when_the_records_quoted_say_every_own_word():
    from shared.usecases.chat import read_again

    reading = _reading("which wrist hands", "wrist hands", "which wrist", "wrist")
    said = SimpleNamespace(prompt=SimpleNamespace(sources=[SimpleNamespace(metadata={"text": "nerve test on my left wrist"})]))
    unsaid = SimpleNamespace(prompt=SimpleNamespace(sources=[SimpleNamespace(metadata={"text": "hands tingle at night"})]))
    assert read_again._says_every_carried_own_word(reading, said)
    assert not read_again._says_every_carried_own_word(reading, unsaid)


# -- the chat, on the emulator ---------------------------------------------------------------------

START = datetime(2026, 3, 2, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=120)


@pytest.fixture
def mo(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, text, hours after START)
        ("h1", "Hi, Mo Ellis, 74. I want to stay strong enough to carry my shopping.", 0),
        ("h2", "the 8kg deadlift 10 times today. hands tingle at night though", 100),
        ("h3", "hands numb again this morning, hard to do my buttons", 300),
        ("h4", "nerve test on my left wrist, carpal tunnel. splint at night, no operation for now", 500),
        ("h5", "walked to the cathedral and back, 8000 steps. hands fine", 900),
    ]
    seed_chat(db, backends, "mo", "Mo Ellis", [(mid, text, START + timedelta(hours=h)) for mid, text, h in said])


@pytest.mark.emulator
def test_which_wrist_after_her_hands_quotes_the_wrist(db, backends, mo):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    asked = service.answer(backends, "coach", ChatRequest(message="mo's hands"), now=NOW)
    assert asked.hasContext
    reply = service.answer(backends, "coach", ChatRequest(message="which wrist", conversationId=asked.conversationId),
                           now=NOW)
    assert reply.hasContext
    assert "h4" in [s.messageId for s in reply.sources]


# -- a medicine asked of the thread's thing: the records naming one lead (`_slot_holders_lead`) --------

def _c(cid: str, text: str, relevance: float = 0.6, client: str = "mo"):
    from shared.domain.retrieval import Candidate

    return Candidate(cid, 0.0, relevance, {"clientId": client, "sourceType": "message", "text": text})


def _step(message: str):
    return SimpleNamespace(reading=_reading(message, ""), prepared=SimpleNamespace(request=SimpleNamespace(message=message)),
                           backends=SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.5)))


def test_what_hes_on_for_it_leads_with_the_records_naming_a_medicine():
    from shared.usecases.chat import service

    panel = _c("lab", "Lab panel: HbA1c 49 mmol/mol (high)", 0.9)
    news = _c("news", "hba1c 49 now! nurse says keep the metformin the same", 0.7)
    intake = _c("intake", "Type 2 diabetic on metformin 500 twice a day, hba1c 58", 0.45)
    other = _c("other", "on metformin too", 0.45, client="someone-else")
    low = _c("low", "metformin", 0.01)
    found = SimpleNamespace(candidates=[panel, news, intake, other, low])
    led = service._slot_holders_lead(_step("what's he on for it"), found, [panel, news])
    assert [c.id for c in led] == ["news", "intake", "lab"]


def test_any_other_follow_up_keeps_the_search_order():
    from shared.usecases.chat import service

    panel, news = _c("lab", "Lab panel: HbA1c 49", 0.9), _c("news", "keep the metformin the same", 0.7)
    found = SimpleNamespace(candidates=[panel, news])
    assert service._slot_holders_lead(_step("which side"), found, [panel, news]) == [panel, news]
    assert service._slot_holders_lead(_step("when was the panel"), found, [panel, news]) == [panel, news]
