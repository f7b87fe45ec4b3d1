"""Follow-ups that lean on the thread, and the coach's own words (h-follow29; shared/domain/question_frame.py
`asks_thread_thing`, shared/domain/slot_values.py "trigger", shared/domain/asked_speaker.py `told_first` and
`order`, shared/domain/person_words.py introductions, shared/usecases/previous_records.py
`asks_who_told` / `asks_own_words`, shared/usecases/speaker_records.py `first_told` / `own_records`).

- "did she go", "how long will she be out": every word frame, the thread's thing asked (carried, no topic
  word of its own: "go" is told "went").
- "what set it off", "what brought it on": how the thread's condition began, which its first report tells
  ("since then I go dizzy", "after glandular fever").
- "who told me about the scan": who told the trainer, the thread's client kept (not a roster question);
  "it is Femi" and "Femi Adeyemi, Tayo's father" introduce someone else.
- "what did i say when she got the diagnosis": the trainer's words in the exchange quoted.
- "what did i tell dawn at the start", "what did i tell bex at the start": the first of the trainer's words
  to them.
- "what did her dad say last": the relative's newest words, not their introduction.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import asked_speaker, person_words, question_frame, slot_values
from shared.domain.prompt import Turn
from shared.domain.retrieval import Candidate
from shared.usecases import intent
from shared.usecases import previous_records

NAMES = ["Lena Marsh", "Otis Crane"]


# -- class 1: follow-ups whose words are all frame --------------------------------------------------------

@pytest.mark.parametrize("question", ["did she go", "and did he go?", "did they make it", "did she go in the end",
                                      "how long will she be out", "how long is he off for", "is she going"])
def test_attending_or_being_away_alone_is_frame(question):
    assert question_frame.asks_thread_thing(question)


@pytest.mark.parametrize("question", ["did she go to the gym", "where did she go", "how long will she be out of the cast",
                                      "did she go to physio on monday", "how long is her run"])
def test_with_a_thing_or_a_place_of_its_own_it_is_not(question):
    assert not question_frame.asks_thread_thing(question)


def test_a_frame_follow_up_carries_the_thread_thing():
    turns = [Turn("user", "lena's county trials"), Turn("assistant", "[1] …", ("v-1",))]
    assert intent.carried_topic("did she go", turns, NAMES) == "county trials"
    # "where did she go": an act of her own, as before (read with the thread's thing, its records answered an
    # act she never told).
    assert intent.carried_topic("where did she go", turns, NAMES) == ""


@pytest.mark.parametrize("question", ["what set it off", "what brought it on", "so what caused it",
                                      "what triggered it", "what started it all off"])
def test_how_the_condition_began_is_a_story_slot(question):
    assert previous_records.asked_slot(question, NAMES) == "trigger"
    assert "trigger" in slot_values.STORY


@pytest.mark.parametrize("question", ["what set off the fire alarm", "what caused the delay", "what triggered her asthma"])
def test_a_trigger_of_a_thing_named_is_no_slot(question):
    assert previous_records.asked_slot(question, NAMES) != "trigger"


@pytest.mark.parametrize("text, fills", [
    ("had glandular fever last year and since then i go dizzy when i stand", True),
    ("POTS suspected after glandular fever (2016)", True),
    ("flared up, brought on by the heat", True),
    ("slipped on the ice", True),
    ("bike 10 mins, rower 5 mins, felt fine", False),
])
def test_an_onset_fills_the_trigger(text, fills):
    assert slot_values.fills("trigger", text) is fills


@pytest.mark.parametrize("question", ["who told me about the mri", "who texted me about her knee", "who let me know",
                                      "and who messaged me about the scan"])
def test_who_told_me_asks_the_teller(question):
    assert previous_records.asks_who_told(question)


@pytest.mark.parametrize("question", ["who had an mri", "who's got a trapped nerve", "who ran the 10k"])
def test_a_roster_who_is_not_a_teller(question):
    assert not previous_records.asks_who_told(question)


def _message(text: str, sender: str = "lena") -> Candidate:
    return Candidate("v", 0.0, 0.5, {"clientId": "lena", "senderId": sender, "sourceType": "message", "text": text})


def test_it_is_and_a_full_name_before_the_relation_introduce_someone_else():
    assert previous_records.written_for(_message("Otto, it is Femi. Lena landed badly today"), "Lena Marsh")
    dad = person_words.relation_forms("dad")
    intro = "Good evening Otto, Femi Adeyemi, Lena's father. She is 15 and plays guard"
    assert person_words.introduces(dad, intro)
    assert person_words.intro_names(dad, intro) == ["femi"]
    # Lower case words before the comma are no name: "my mum and dad, her father" introduces no one.
    assert not person_words.introduces(dad, "went out with my mum and dad, her father is in hospital")
    # A fiancé is a partner's spoken form.
    assert "fiancé" in person_words.relation_forms("fella")


@pytest.mark.parametrize("question", ["what did i say when she got the diagnosis", "what did i say when he heard",
                                      "what did i tell her when she got the results"])
def test_the_moment_of_the_news_is_no_thing_of_its_own(question):
    assert previous_records.asks_own_words(question, NAMES)


def test_a_long_clause_after_when_keeps_its_thing():
    assert not previous_records.asks_own_words("what did i say when she got the job at the bank in leeds", NAMES)


# -- class 2: the coach's own words --------------------------------------------------------------------

@pytest.mark.parametrize("question, who", [("what did i tell dawn at the start", "dawn"),
                                           ("what did i tell bex at the start", "bex"),
                                           ("what did i say to her first", ""),
                                           ("what did i tell at the beginning", "")])
def test_the_trainers_first_words_are_asked(question, who):
    assert asked_speaker.told_first(question) == who


@pytest.mark.parametrize("question", ["what did i tell dawn", "what did i tell dawn about the start",
                                      "what did i say at the start of the call"])
def test_other_questions_ask_no_first_words(question):
    assert asked_speaker.told_first(question) is None


def test_say_last_asks_the_relatives_newest_words():
    def is_client(word: str) -> bool:
        return word == "lena"

    assert asked_speaker.relative("what did her dad say last", is_client).order == "last"
    assert asked_speaker.relative("what did lena's dad say about the op", is_client).order == ""
    assert asked_speaker.asked("what did gerry say first", is_client).order == "first"
    # "at last" is no order, and no event either.
    assert asked_speaker.relative("what did her dad say at last", is_client).order == ""


# -- the chat, on the emulator ---------------------------------------------------------------------

START = datetime(2026, 3, 2, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=120)


@pytest.fixture
def lena(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("l1", "lena", "Lena Marsh", "Hi Otto, Femi Marsh, Lena's father. Lena is 15 and plays guard for the "
                                     "under 16s. Can you train her for the summer?", 0),
        ("l2", "coach", "Coach", "Hi Femi, yes. Two strength sessions and a jump session a week.", 2),
        ("l3", "lena", "Lena Marsh", "did the session, legs are dead", 50),
        ("l4", "coach", "Coach", "Good work, rest tomorrow.", 51),
        ("l5", "lena", "Lena Marsh", "Otto, it is Femi. Lena landed on her knee at the tournament, we are at A&E.", 400),
        ("l6", "coach", "Coach", "So sorry Femi. Ice and crutches, push for a scan.", 401),
        ("l7", "lena", "Lena Marsh", "scan says a torn ligament, op in the spring", 500),
        ("l8", "lena", "Lena Marsh", "Femi again: the surgeon booked the op for 12 April.", 900),
    ]
    seed_chat(db, backends, "lena", "Lena Marsh",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])


def _ids(reply) -> list[str]:
    return [s.messageId for s in reply.sources]


@pytest.mark.emulator
def test_what_did_i_tell_her_at_the_start_is_the_trainers_first_message(db, backends, lena):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    reply = service.answer(backends, "coach", ChatRequest(message="what did i tell lena at the start"), now=NOW)
    assert reply.hasContext
    assert _ids(reply)[0] == "l2"


@pytest.mark.emulator
def test_what_did_her_dad_say_last_leads_with_his_newest_message(db, backends, lena):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    reply = service.answer(backends, "coach", ChatRequest(message="what did lena's dad say last"), now=NOW)
    assert reply.hasContext
    assert _ids(reply)[0] == "l8"


@pytest.mark.emulator
def test_who_told_me_leads_with_the_message_of_the_night_it_happened(db, backends, lena):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    asked = service.answer(backends, "coach", ChatRequest(message="what happened to lena's knee"), now=NOW)
    assert asked.hasContext
    reply = service.answer(backends, "coach", ChatRequest(message="who told me", conversationId=asked.conversationId),
                           now=NOW)
    assert reply.hasContext
    assert "l5" in _ids(reply)[:2]


def _reading(message: str, named_type: str, question: str):
    from shared.usecases.chat.reading import Reading

    return Reading(clients=[], names={"lena": "Lena Marsh"}, scope="lena", group_chats=(), set_aside=[],
                   message=message, named_type=named_type, question=question, topic="", when=None)


def test_the_trainers_words_in_a_kind_named_read_that_kinds_records():
    from shared.usecases.chat import service

    # "on the call": a transcript named, nothing asked but the trainer's words: the client's calls, not "What
    # would you like to know…?".
    assert service._asked(_reading("what did i say lena could do on the call", "transcript_segment",
                                   "what did i say lena could do")).status
    # An ordinal names the one record: read by it, as before.
    asked = service._asked(_reading("what did i tell her in my last session note", "session_note", "what did i tell her"))
    assert asked.by_ordinal and not asked.status
    # Nothing of the trainer's words asked: as before (no status).
    assert not service._asked(_reading("lena's call", "transcript_segment", "lena's")).status
