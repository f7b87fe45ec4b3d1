"""A drug's or a condition's name typed from memory is read as the records' spelling
(shared/domain/typos.py, `_long_word_slip`). Hand-written words, not taken from any benchmark set."""

from __future__ import annotations

from shared.domain.retrieval import retrieve
from shared.domain.typos import corrected
from tests.test_typos import indexed, stats


def test_the_other_regions_ae_or_oe_spelling_of_an_unlisted_word_is_read_as_the_records_once_said_word() -> None:
    # "haematoma" said once in the records; the trainer types the American spelling, and back.
    assert corrected("hematoma thigh", stats(haematoma=1, thigh=3)) == "haematoma thigh"
    assert corrected("haematoma", stats(hematoma=1)) == "hematoma"
    # "oe" as well as "ae", a seven-letter word (under the eight-letter rare-word length).
    assert corrected("edemas", stats(oedemas=1)) == "oedemas"


def test_two_vowels_of_a_long_unlisted_word_changed_are_read_as_the_records_word() -> None:
    # One message names the drug; the trainer misremembers two of its vowels.
    s = stats(gabapentin=1, nerve=4)
    assert corrected("gabapantan nerve", s) == "gabapentin nerve"
    assert corrected("gybapentin", s) == "gabapentin"  # one vowel, y for a


def test_short_words_english_words_and_records_without_the_word_are_left_alone() -> None:
    s = stats(gabapentin=1, celecoxib=1, hazel=2)
    assert corrected("gabapantan", stats(knee=3)) == "gabapantan"  # the records never say it
    assert corrected("celicoxab", s) == "celicoxab"  # nine letters: too short for two vowel slips
    assert corrected("gobopontan", s) == "gobopontan"  # three vowels changed
    assert corrected("haze", s) == "haze"  # an English word is meant as typed
    assert corrected("gabapentin", s) == "gabapentin"


def test_a_misremembered_drug_name_finds_its_record_through_the_keyword_index(tmp_path) -> None:
    embedder, store = indexed(tmp_path, {
        "m1": "doctor started me on carbamazepine for the face pain, bit dizzy",
        "m2": "legs sore after the hill reps",
        "m3": "booked in for thursday",
        "m4": "slept badly, long week at work",
    }, "Ann")
    ranked = retrieve(embedder, store, "coach", "what about her carbemazapine", 4)
    assert ranked[0].id == "m1"
    assert ranked[0].features["keyword_rr"] > 0
