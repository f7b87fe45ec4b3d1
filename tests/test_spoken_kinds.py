"""The trainer's own words asked: only the kinds of record someone spoke are searched (chat/spoken_kinds.py)."""

from datetime import datetime, timedelta, timezone

import pytest

from shared.usecases import indexing
from shared.usecases.chat import service, spoken_kinds
from shared.usecases.chat.models import ChatRequest
from shared.usecases.sources.sync import sync_source
from tests.factories import add_client, add_message, chat_id_for

EVERY = ("message", "client_profile", "session_note", "transcript_segment", "checkin", "metric_summary",
         "health_goal", "lab_panel", "weekly_note")


def test_what_the_trainer_said_searches_the_spoken_kinds_only():
    for question in ("what did i say about his weight", "what have i told him about the statin",
                     "what i said about the cold water", "what did i advise about trying the propranolol",
                     "crash dieting wrt torquil — what have i told him"):
        assert spoken_kinds.kinds_searched(question, EVERY, None, False) == (
            "message", "session_note", "transcript_segment"), question


def test_other_questions_keep_every_kind():
    for question in ("what is brian's target weight", "what did he say about his weight",
                     "did i mention the weigh-in", "how much has graham lost", "what did i eat"):
        assert spoken_kinds.kinds_searched(question, EVERY, None, False) == EVERY, question


def test_kinds_chosen_by_the_request_or_the_question_stand():
    question = "what did i say about his weight"
    assert spoken_kinds.kinds_searched(question, ("health_goal",), None, True) == ("health_goal",)
    assert spoken_kinds.kinds_searched(question, EVERY, "checkin", False) == EVERY
    # No spoken kind among those given: the kinds stay (nothing would be searched otherwise).
    assert spoken_kinds.kinds_searched(question, ("metric_summary",), None, False) == ("metric_summary",)


# -- in the chat: the records nobody spoke are not searched for the trainer's words -----------------

NOW = datetime(2026, 11, 22, 9, 30, tzinfo=timezone.utc)


@pytest.mark.emulator
def test_the_trainers_reply_answers_what_did_i_say_not_the_profile_that_says_the_word_more(db, backends):
    add_client(db, "trainer-a", "brian", "Brian Tock")
    for mid, text, sender, days in (
        ("w1", "86 kg, was 92 in january", "brian", 30),
        ("w2", "Six kilos down and a 10k done, Brian. Keep the belt on for anything heavy.", "trainer-a", 30),
        ("w3", "pancake day, had 2", "brian", 60),
    ):
        add_message(db, "brian", mid, text, "Brian Tock" if sender == "brian" else "Coach", sender,
                    at=NOW - timedelta(days=days, minutes=-int(mid[1])))
        indexing.sync_message(backends, chat_id_for("brian"), mid)
    db.collection("clientProfiles").document("brian").set({
        "trainerId": "trainer-a", "clientId": "brian",
        "goal": "Weight: lose weight, weight down to 85 kg, weight loss before the weight check"})
    assert sync_source(backends, "client_profile", "brian").outcome == "indexed"

    reply = service.answer(backends, "trainer-a", ChatRequest(message="what did I say about Brian's weight"), now=NOW)
    kinds = [s.sourceType for s in reply.sources]
    assert "client_profile" not in kinds
    assert any("Six kilos down" in s.snippet for s in reply.sources), reply.response
