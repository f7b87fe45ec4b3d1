"""A word typed by its sound (shared/domain/sounds.py) and the guard that reads it: a rare word typed the
way it is said ("injecshun", "obleek") is the records' word ("injection", "oblique"), not a name of its
own nobody wrote (word_evidence.unsaid_name), while a drug or brand whose sound differs is still named.

Hand-written words, questions and records, not taken from any benchmark set."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.domain import sounds, typos, word_evidence
from shared.ports.keywords import TermStats, token_index, tokens


@pytest.mark.parametrize("typed, written", [
    ("operashun", "operation"),      # "-tion" said "-shun"
    ("fizziotherapy", "physiotherapy"),  # "ph" said "f", a letter doubled
    ("techneek", "technique"),       # a final "-que" said "k"
    ("sprane", "sprain"),                # vowels written as heard: "sprane" / "sprain"
    ("sirkuit", "circuit"),          # "c" before "i" said "s", else "k"
])
def test_words_typed_by_their_sound_sound_alike(typed, written):
    assert sounds.alike(typed, written)


@pytest.mark.parametrize("one, other", [
    ("bisoprolone", "bisoprolol"),   # two drugs: their last consonants differ
    ("quetrozine", "fluvoxine"),
    ("stap", "step"),                # three consonants only: too short to tell (MIN_KEY)
    ("cafe", "coffee"),              # "kf": too short
    ("knee2", "knee"),               # not letters only: no key
])
def test_words_of_other_sounds_or_too_short_are_not_alike(one, other):
    assert not sounds.alike(one, other)


def _records(*texts: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(metadata={"text": t, "senderName": "Pat Quinlan"}) for t in texts]


def _clients(word: str) -> bool:
    return word in {"pat", "quinlan"}


def test_the_key_is_coarse_between_english_words():
    # Vowels left out, "strap" and "strip" share a key: why the guard reads it only for a word that is
    # no English word nor a slip of one (word_evidence.unsaid_name checks that first).
    assert sounds.alike("strap", "strip")
    records = _records("Keep the strip of tape on the heel")
    assert word_evidence.unsaid_name("did pat buy the strapz", ["strapz"], records, _clients) == ""  # a slip of "straps"


def test_a_word_typed_by_its_sound_is_not_a_name_nobody_wrote():
    records = _records("Had the cortisone injection in the shoulder this morning, bit sore")
    # One edit cannot reach "injection" from "injecshun" (difflib ratio 0.67): on main this was named.
    assert word_evidence.unsaid_name("pats cortisone injecshun", ["injecshun"], records, _clients) == ""


def test_a_drug_the_records_do_not_name_is_still_named_beside_a_sound_alike_word():
    records = _records("Had the cortisone injection in the shoulder this morning, bit sore")
    assert word_evidence.unsaid_name("is pat on zembraxine", ["zembraxine"], records, _clients) == "zembraxine"


def _stats(*texts: str) -> TermStats:
    df: dict[int, int] = {}
    for text in texts:
        for t in set(tokens(text)):
            df[token_index(t)] = df.get(token_index(t), 0) + 1
    return TermStats(n_docs=len(texts), df=df)


def test_the_keyword_side_reads_a_word_typed_by_its_sound_as_the_records_word():
    stats = _stats("had the cortisone injection on monday", "left internal oblique strain, rest a week")
    # No edit reaches either word (typos' other readings found none on main: the words stayed as typed).
    assert typos.corrected("cortisone injecshun", stats) == "cortisone injection"
    assert typos.corrected("obleek strain", stats) == "oblique strain"


def test_the_keyword_side_leaves_a_name_or_a_word_the_records_do_not_say():
    stats = _stats("had the cortisone injection on monday", "booked a week of fairness training")
    assert typos.corrected("operashun", stats) == "operashun"       # "operation" never said
    assert typos.corrected("france", stats) == "france"             # a place: two letters from "fairness"
