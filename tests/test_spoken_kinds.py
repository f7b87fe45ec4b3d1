"""The trainer's own words asked: only the kinds of record someone spoke are searched (chat/spoken_kinds.py)."""

from shared.usecases.chat import spoken_kinds

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
