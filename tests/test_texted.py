"""Texted words of a question read by their sound key as the words meant (shared/domain/texted.py).
Hand-written questions, in the shape of blind44's text-speak (not its sentences)."""

from __future__ import annotations

import pytest

from shared.domain import texted
from shared.ports.keywords import TermStats, token_index, tokens
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef


def _stats(*words: str) -> TermStats:
    return TermStats(50, {token_index(tokens(w)[0]): 3 for w in words})


RECORDS = _stats("started", "missed", "running", "training", "coming", "knee", "frame", "collarbone", "bk", "heart",
                 "won")


@pytest.mark.parametrize("question, written", [
    ("wen did tam hurt her knee", "when did tam hurt her knee"),
    ("wot did gus pay for the frame", "what did gus pay for the frame"),
    ("wat day did he come off", "what day did he come off"),
    ("hw many did she miss", "how many did she miss"),
    ("wen ws he back", "when was he back"),
    ("and wen did it strt", "and when did it start"),
    ("did she say aftr the op, agen?", "did she say after the op, again?"),
    ("wot did he say wen i askd", "what did he say when i asked"),
    ("missd any sessions?", "missed any sessions?"),
    ("is he runnin yet", "is he running yet"),
    ("wen ws he bk on the ice", "when was he back on the ice"),   # though the records text "bk" too
])
def test_texted_words_are_written_out(question, written):
    assert texted.written_out(question, RECORDS) == written


@pytest.mark.parametrize("question", [
    "did she win the race",          # a real word with the key of "when", not at a question's head
    "new shoes since march?",        # "new" has the key of "now": a real word, no question word
    "what was her hr last week",     # two letters for "her": an abbreviation
    "hr at rest",
    "his sleep yrs ago",             # "yrs" has the key of "yours", no frame word
    "who won it",                    # "won" has the key of "when": a real word, before no auxiliary nor subject
    "won any races lately",
    "who's on hrt",                  # consonants alone: an abbreviation, never the records' "heart"
    "what did she say about her knee",
    "whos his surgeon",              # "who's" typed without its apostrophe, not a texted "was" (blind42-009)
    "hows his knee",                 # "how's", not "has"
    "whats the plan",
])
def test_other_words_are_left_alone(question):
    assert texted.written_out(question, RECORDS) == question


def test_a_content_word_is_read_only_as_a_word_the_records_say():
    # "colarbne" spells "collarbone", which the records say; "sholdr" spells "shoulder", which they do not.
    assert texted.written_out("his colarbne", RECORDS) == "his collarbone"
    assert texted.written_out("his sholdr", RECORDS) == "his sholdr"
    assert texted.written_out("his sholdr", _stats("shoulder")) == "his shoulder"
    # Without statistics only the frame is read.
    assert texted.written_out("wen did he strt runnin", None) == "when did he start runnin"


def test_a_word_of_a_name_is_never_read():
    assert texted.written_out("wen did wen hurt it", RECORDS, ["Wen Li"]) == "wen did wen hurt it"
    assert texted.written_out("what did tam say", RECORDS) == "what did tam say"


def test_chat_and_search_read_it_alike():
    clients = [ClientRef(client_id="c1", display_name="Kimberley Rumbold")]
    assert (intent.with_texted_words("wen did kimberley strt runnin agen", clients, RECORDS)
            == "when did kimberley start running again")
