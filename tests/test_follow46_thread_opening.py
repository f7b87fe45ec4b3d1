"""A follow-up refused as read with a later question's thing, or with none, is asked again with the thing the
thread opened on (shared/usecases/thread_opening.py; service `_with_opening_thing`), and that answer is taken
only when its records say every word the follow-up asked of its own.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain.prompt import Turn
from shared.usecases import thread_opening
from shared.usecases.chat.models import ChatRequest

NAMES = ["Mira Halvorsen", "Jonas Eberle"]


def _turns(*pairs: tuple[str, bool]) -> list[Turn]:
    out: list[Turn] = []
    for question, quoted in pairs:
        out += [Turn("user", question), Turn("assistant", "…", ("message:c:x",) if quoted else ())]
    return out


def test_the_opening_is_the_newest_question_naming_a_client():
    turns = _turns(("how is mira's ankle", True), ("what did the x-ray show", True), ("when is her boot off", True))
    assert thread_opening.opening_thing(turns, NAMES) == "ankle"
    # A later question naming another client opens a thread of its own.
    turns += _turns(("and what about jonas's wrist", True), ("which hand", True))
    assert thread_opening.opening_thing(turns, NAMES) == "wrist"


def test_a_thread_naming_no_one_opens_on_its_first_question():
    turns = _turns(("how's the hamstring", True), ("what grade", True))
    assert thread_opening.opening_thing(turns, NAMES) == "hamstring"


def test_an_opening_answered_with_nothing_gives_no_thing():
    assert thread_opening.opening_thing(_turns(("how is mira's ankle", False), ("which side", True)), NAMES) == ""
    assert thread_opening.opening_thing([], NAMES) == ""


@pytest.mark.parametrize("question, read", [
    ("has she had one lately", "has she had ankle lately"),
    ("when's the next one", "when's the next ankle"),
    ("any new ones since?", "any new ankle since?"),
    ("what did the physio say", "what did the physio say ankle"),
    ("did she do one more session", "did she do one more session ankle"),  # "one" before a noun: a number
])
def test_a_one_standing_for_the_thing_is_the_thing(question, read):
    assert thread_opening.with_thing(question, "ankle") == read


# -- the whole chat, one conversation, on the emulator ------------------------------------------------------
# The decision is set to refuse any query without the opening's thing ("ankle"): what is tested is which
# readings the chat asks again, and which of their answers it takes.

START = datetime(2026, 3, 2, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=60)


@pytest.fixture
def mira(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, text, hours after START)
        ("a1", "rolled my ankle on the kerb coming off the bus, it's the size of an orange", 0),
        ("a2", "x-ray at the walk-in says the ankle isn't broken, bad sprain, boot for three weeks", 30),
        ("a3", "boot comes off on the 20th, the nurse said no running till then", 200),
        ("a4", "new trainers came today", 400),
        ("a5", "my train was late again, sorry, running ten minutes behind", 500),
    ]
    seed_chat(db, backends, "mira", "Mira Halvorsen",
              [(mid, text, START + timedelta(hours=hours)) for mid, text, hours in said])


def _searched(monkeypatch) -> list[str]:
    from shared.domain.answerability import Decision
    from shared.usecases import search

    seen: list[str] = []
    kind_first = search.kind_first

    def recording(backends, trainer_id, query, top_k, query_filter, named_type):
        seen.append(query)
        return kind_first(backends, trainer_id, query, top_k, query_filter, named_type)

    def deciding(backends, trainer_id, query, *rest, **kw):
        return Decision(True, "relevant") if "ankle" in query.split() else Decision(False, "nothing_relevant")

    monkeypatch.setattr(search, "kind_first", recording)
    monkeypatch.setattr(search, "decide", deciding)
    return seen


def _ask_in_thread(backends, monkeypatch, follow_up: str):
    from shared.usecases.chat import service

    first = service.answer(backends, "coach", ChatRequest(message="how is mira's ankle"), now=NOW)
    assert first.hasContext
    second = service.answer(backends, "coach", ChatRequest(message="when does the boot come off",
                                                           conversationId=first.conversationId), now=NOW)
    assert second.hasContext
    seen = _searched(monkeypatch)
    reply = service.answer(backends, "coach", ChatRequest(message=follow_up, conversationId=first.conversationId),
                           now=NOW)
    return reply, seen


@pytest.mark.emulator
def test_it_after_a_siblings_thing_is_asked_again_with_the_openings_thing(db, backends, mira, monkeypatch):
    reply, seen = _ask_in_thread(backends, monkeypatch, "was it broken")
    assert {"broken", "ankle"} <= set(seen[-1].split())
    assert reply.hasContext is True
    assert "a2" in {s.messageId for s in reply.sources}


@pytest.mark.emulator
def test_a_pronoun_and_a_verb_of_its_own_is_asked_again_with_the_openings_thing(db, backends, mira, monkeypatch):
    reply, seen = _ask_in_thread(backends, monkeypatch, "how did she roll it")
    assert any("ankle" in q.split() for q in seen)
    assert reply.hasContext is True
    assert "a1" in {s.messageId for s in reply.sources}


@pytest.mark.emulator
def test_an_answer_whose_records_do_not_say_the_follow_ups_words_is_not_taken(db, backends, mira, monkeypatch):
    # No record says "torn": the ankle's records alone would answer a detail never given.
    reply, seen = _ask_in_thread(backends, monkeypatch, "was it torn")
    assert any("ankle" in q.split() for q in seen)
    assert reply.hasContext is False


@pytest.mark.emulator
def test_a_word_of_its_own_said_only_by_records_of_other_things_is_not_taken(db, backends, mira, monkeypatch):
    # "late" is said, but by a record of a train, not of the ankle.
    reply, seen = _ask_in_thread(backends, monkeypatch, "was it late")
    assert any("ankle" in q.split() for q in seen)
    assert reply.hasContext is False


@pytest.mark.emulator
def test_a_yes_no_of_a_thing_of_its_own_is_not_asked_with_the_openings_thing(db, backends, mira, monkeypatch):
    reply, seen = _ask_in_thread(backends, monkeypatch, "did she have an mri")
    assert seen and all("ankle" not in q.split() for q in seen)
    assert reply.hasContext is False


# -- which refused readings are asked again (read_again._with_opening_thing, on a reading built by hand) ---------

def _reading(question: str, topic: str, **kw):
    from shared.usecases.chat.reading import Reading

    # The thread opened on Mira's ankle (its opening thing is read from the turns only when asked for).
    return Reading([], {"mira": NAMES[0]}, "mira", (), [], question, None, question, topic, None,
                   opening_turns=tuple(_turns(("how is mira's ankle", True))), **kw)


def _again(reading):
    from types import SimpleNamespace

    from shared.usecases.chat import read_again

    return read_again._with_opening_thing(SimpleNamespace(reading=reading))


def test_a_refused_follow_up_is_read_again_with_the_openings_thing():
    again = _again(_reading("how did she roll it", "roll"))
    assert (again.question, again.topic, again.opening_thing) == ("how did she roll it ankle", "roll ankle", "")
    assert _reading("how did she roll it", "roll").opening_thing == "ankle"
    # Read with a sibling's thing: its own words with the opening's thing instead.
    again = _again(_reading("was it broken boot", "broken boot", own_question="was it broken", own_topic="broken"))
    assert (again.question, again.topic) == ("was it broken ankle", "broken ankle")
    again = _again(_reading("has she had one lately", "one"))
    assert (again.question, again.topic) == ("has she had ankle lately", "ankle")
    # An operation asked of no thing, yes/no or not: the thing after the operation word (operations_had.of_thing).
    again = _again(_reading("did they operate", "operate"))
    assert (again.question, again.topic) == ("did they operate on ankle", "operate ankle")
    again = _again(_reading("has she had the op yet", "op"))
    assert again.question == "has she had the op on ankle yet"


def test_an_operation_asked_of_no_thing_is_taken_where_the_records_tell_it_by_its_own_name():
    from types import SimpleNamespace

    from shared.usecases.chat import read_again

    reading = _reading("did they operate", "operate")

    def quoting(*texts):
        return SimpleNamespace(prompt=SimpleNamespace(sources=[SimpleNamespace(metadata={"text": t}) for t in texts]))

    assert read_again._says_every_opening_own_word(reading, quoting("ankle pinned on tuesday, cast for six weeks"))
    assert not read_again._says_every_opening_own_word(reading, quoting("ankle still swollen, ice and rest"))


@pytest.mark.parametrize("question, topic", [
    ("and the second", "second"),            # the previous question asked again with a change
    ("what about the swelling", "swelling"),
    ("did she have an mri", "mri"),          # whether a thing of its own happened
    ("how is the ankle now", "ankle"),       # read with the thing already
])
def test_no_reading_again_with_the_openings_thing(question, topic):
    assert _again(_reading(question, topic)) is None
