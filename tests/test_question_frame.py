"""The words of a question's frame are not its topic (shared/domain/question_frame.py, issue 14 class C)."""

from __future__ import annotations

import pytest

from shared.domain.question_frame import without_frame
from shared.domain.answerability import decision_words
from shared.domain.retrieval import ACKNOWLEDGEMENTS, keyword_text


@pytest.mark.parametrize("question, words", [
    ("How far can Ana run now?", "ana run"),
    ("how often is he training", "training"),
    ("what happened with ben's knee", "ben's knee"),
    ("what did she find out about her iron?", "iron"),
    ("how did the half marathon go?", "half marathon"),
    ("how is the rehab going", "rehab"),
    ("great thanks. and his shoulder?", "shoulder"),
    # The topic's own words stay: only the word right after "how" is the frame.
    ("how long was his long run?", "long run"),
    ("how old is Wes", "old wes"),  # an age: a profile field, not a frame
    ("how heavy is his deadlift", "heavy deadlift"),
    ("where did she go on holiday", "go holiday"),  # "go" without "how … go" is no frame
    # Verbs whose object or subject is the answer: the name, the remedy, the trainer's own value.
    ("what did maya call her puppy", "maya puppy"),
    ("what is her puppy called", "puppy"),
    ("what finally sorted out leo's shin splints", "leo's shin splints"),
    ("what helped his sleep", "sleep"),
    ("what tempo did i write down for ana", "tempo ana"),
    ("what tempo did i set for ana", "tempo ana"),
    # The same words as the topic stay.
    ("did she call me about the session", "call session"),
    ("what did she set as her goal", "set goal"),
])
def test_the_decision_reads_the_question_without_its_frame_words(question, words):
    assert decision_words(question) == words


def test_the_ranking_still_reads_every_word():
    assert keyword_text("How far can Ana run now?") == "far ana run"


def test_an_acknowledgement_alone_is_kept_when_it_is_the_whole_question():
    assert without_frame("nice.", ACKNOWLEDGEMENTS) == "nice."
    assert without_frame("ok cool! what about the knee?", ACKNOWLEDGEMENTS) == "what about the knee?"


def test_news_and_what_went_wrong_are_frames():
    # "any news from X" asks how X went; "what went wrong" / "what's wrong with" ask for the problem:
    # no record needs to say "news" or "wrong".
    assert without_frame("any news from her audition") == "any from her audition"
    assert without_frame("any update on the knee?") == "any on the knee?"
    assert without_frame("What went wrong in the race?") == "What in the race?"
    # "whats" typed without its apostrophe is a frame word of its own (h-b3), so both go.
    assert without_frame("whats wrong with his wrist") == "with his wrist"
    # "news" is a frame wherever it stands (h-b3's NEWS: "good news about the scan" asks about the
    # scan; "any news?" alone asks for the latest records), but "wrong" only after "what".
    assert without_frame("good news about the scan") == "good about the scan"
    assert without_frame("is anything wrong with her knee") == "is anything wrong with her knee"
