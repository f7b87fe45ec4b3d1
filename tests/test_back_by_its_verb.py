""""back" the adverb by the verb before it, in a record (word_evidence.passing_words, said_in_passing).

Hand-written records in the shapes blind30's dev half showed: "gordon's back" was answered from "we start
back gently", "walked to the harbour and back" and "he can come back x" — none says anything of his back.
A record naming the part ("my back hurts", "neck and back", "alan's back is sore") still names it."""

from __future__ import annotations

from shared.domain import word_evidence
from tests.candidates import client_message as record


def _kept(text: str) -> bool:
    return "back" in word_evidence.passing_words(text).split()


def test_back_after_a_verb_of_coming_going_being_or_resuming_is_the_adverb():
    assert not _kept("then we start back gently")
    assert not _kept("he wants to know when he can come back x")
    assert not _kept("the cardioversion worked, he's back in normal rhythm")
    assert not _kept("she got back late")
    assert not _kept("Brilliant news Frank. We build back slowly, rowing at easy pace only.")


def test_a_round_trip_is_the_adverb():
    assert not _kept("voted first thing then walked to the harbour and back")
    assert not _kept("up the hill and back 🗳️")
    assert not _kept("he walked the prom to the bandstand and back without the stick")


def test_a_word_that_names_the_part_keeps_it():
    for text in ("neck and back", "sore back.", "alan's back is sore", "my back hurts when i come home", "got back pain again",
                 "hurt my back on the rower", "lower back is stiff"):
        assert _kept(text), text


def test_a_question_about_the_back_answered_only_by_adverbs_is_refused():
    pool = [record(1, "Walks only for the first two weeks, then we start back gently."),
            record(2, "voted first thing then walked to the harbour and back"),
            record(3, "He wants to know when he can come back x")]
    assert word_evidence.said_in_passing("back", pool) == "back"
    # One record saying the part answers: the question is left to the other evidence.
    assert word_evidence.said_in_passing("back", [*pool, record(4, "back is stiff after the drive")]) == ""
