"""A short word of the coaching vocabulary typed with a letter left out is read as the records' word
(shared/domain/typos.py, `_short_slip`). Hand-written words, not taken from any benchmark set."""

from __future__ import annotations

from shared.domain.retrieval import retrieve
from shared.domain.typos import as_meant, corrected
from tests.test_typos import indexed, stats


def test_a_short_coaching_word_with_a_letter_left_out_is_read_as_the_records_word() -> None:
    # Under five letters only a word of the coaching vocabulary the records say, one letter put back.
    assert corrected("nee", stats(knee=1, sled=3)) == "knee"
    assert corrected("hp pain", stats(hip=2, pain=4)) == "hp pain"  # two letters: nothing read
    assert corrected("shin", stats(shine=1)) == "shin"  # an English word, meant as typed


def test_the_dense_side_reads_it_too() -> None:
    # A slip read as a vocabulary word is what the question's embedding is given (`as_meant`).
    assert as_meant("her nee again", stats(knee=2)) == "her knee again"


def test_an_abbreviation_a_name_a_possessive_or_an_absent_word_stays_as_typed() -> None:
    s = stats(hurt=3, knee=2)
    assert corrected("hrt", s) == "hrt"  # no vowel: an abbreviation, not "hurt" with a letter left out
    assert corrected("nee", stats(sled=3)) == "nee"  # the records never say the word
    assert corrected("kne", stats(knee=1, knew=1)) == "knee"  # "knew" is no coaching word
    assert corrected("ann", stats(anne=2)) == "ann"  # a name
    assert corrected("nes", stats(knees=2, neck=2)) == "nes"  # an "s" ending: a name's possessive


def test_a_short_slip_finds_its_message_through_the_keyword_index(tmp_path) -> None:
    embedder, store = indexed(tmp_path, {
        "m1": "physio thinks the neck is just stiff from the long drive",
        "m2": "legs sore after the hill reps",
        "m3": "booked in for thursday",
        "m4": "slept badly, long week at work",
    }, "Ann")
    ranked = retrieve(embedder, store, "coach", "her nek", 4)
    assert ranked[0].id == "m1"
    assert ranked[0].features["keyword_rr"] > 0
