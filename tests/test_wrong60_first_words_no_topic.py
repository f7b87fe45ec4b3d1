"""h-wrong60: the trainer's first words asked with no topic word left ("what did i ask nigel when he joined") are no
vague question (chat/service.py `_one_pass`, chat/reading.py `Reading.first_words_asked`).

Once the client's name is read out of "what did i ask <name> when he joined", no topic word is left ("joined" is
none): the chat answered "What would you like to know about <name>?" before asked_records read the trainer's first
words (speaker_records.first_told), which answer it. "what did i tell dawn at the start" kept "start" as a topic
word and was answered. Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.usecases.chat.reading import Reading

START = datetime(2026, 3, 2, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=120)


def _reading(question: str) -> Reading:
    return Reading(clients=[], names={"mo": "Mo Tarrant"}, scope="mo", group_chats=(), set_aside=[], message=question,
                   named_type=None, question=question, topic="", when=None)


@pytest.mark.parametrize("question", ["what did i ask when he joined", "what did i tell mo tarrant when he joined",
                                      "what did i tell her when she signed up", "what did i say to him at first"])
def test_the_trainers_first_words_are_asked_without_a_topic(question):
    assert _reading(question).first_words_asked


@pytest.mark.parametrize("question", ["what did he say when he joined", "when did he join", "what did i ask him",
                                      "what did she weigh when she joined"])
def test_other_questions_ask_no_first_words(question):
    assert not _reading(question).first_words_asked


@pytest.fixture
def mo(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("o1", "mo", "Mo Tarrant", "hiya, mo here, 44, bus driver, want to get fit for my daughter's wedding", 0),
        ("o2", "coach", "Coach", "Welcome Mo! Any old injuries I should know about, and how many days can you train?", 2),
        ("o3", "mo", "Mo Tarrant", "dodgy left shoulder from years back. three days", 3),
        ("o4", "mo", "Mo Tarrant", "did the circuit, shoulder fine", 200),
        ("o5", "coach", "Coach", "Great, add a second set next week.", 201),
    ]
    seed_chat(db, backends, "mo", "Mo Tarrant",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])


@pytest.mark.emulator
@pytest.mark.parametrize("question", ["what did i ask mo when he joined", "what did i tell mo tarrant when he signed up"])
def test_the_first_words_on_joining_are_the_trainers_first_message(db, backends, mo, question):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    prepared = service.prepare(backends, "coach", ChatRequest(message=question), now=NOW)
    assert prepared.outcome != "vague"
    assert prepared.prompt is not None
    assert str(prepared.prompt.sources[0].metadata.get("sourceId")) == "o2"


@pytest.fixture
def pat(db, backends):
    from tests.alike import seed_chat

    # No word of the trainer's in the chat: no first words to quote.
    seed_chat(db, backends, "pat", "Pat Quinnell",
              [("p1", "hi, pat here, 61, want to keep up with the grandkids", START),
               ("p2", "walked to the allotment and back", START + timedelta(days=3))])


@pytest.mark.emulator
def test_first_words_none_found_is_asked_which_as_before(db, backends, pat):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    prepared = service.prepare(backends, "coach", ChatRequest(message="what did i tell pat when she joined"), now=NOW)
    # Not a refusal naming no topic ("I couldn't find any mentions of ''"): the question asked back, as before.
    assert prepared.outcome == "vague"
    assert "''" not in (prepared.fixed_answer or "")
