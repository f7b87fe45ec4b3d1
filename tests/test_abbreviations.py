"""A question word that abbreviates a record's words is said by that record (shared/domain/abbreviations.py,
read by shared/domain/sameness.py for the ranking's coverage and the decision alike), and a person's height
is said by its value (shared/domain/asked_values.py). Sentences written for these tests."""

from __future__ import annotations

import pytest

from shared.domain import abbreviations, answerability, asked_values, fingerprint, sameness
from shared.domain.retrieval import missing_words
from tests.candidates import client_record as record


# (question's keyword text, the word asked, a record's text that writes it out)
WRITTEN_OUT = [
    ("any nausea on the mtx", "mtx", "a bit queasy the morning after my methotrexate tablets"),  # a long word's consonants
    ("hcq started when", "hcq", "consultant has started me on hydroxychloroquine"),
    ("ppi still taken", "ppi", "still taking the proton pump inhibitor each morning"),  # initials
    ("her rhr lately", "rhr", "resting heart rate has come down to 54"),
    ("his hrv trend", "hrv", "my heart rate variability looked awful after the wedding"),
    ("any dvt history", "dvt", "had a deep vein thrombosis in 2019 after a long flight"),  # initials
]

# (question's keyword text, the word asked, a record's text that does not say it)
NOT_SAID = [
    ("any nausea on the mtx", "mtx", "a bit queasy the morning after my new tablets"),
    ("her rhr lately", "rhr", "resting pulse felt fast on the hill"),  # two of three initials
    ("ppi still taken", "ppi", "still taking the pills each morning"),
    ("hcq started when", "hcq", "has started me on a course of hydrotherapy"),  # "q" nowhere after "c"
]


@pytest.mark.parametrize("question,word,text", WRITTEN_OUT)
def test_a_record_says_the_words_a_question_abbreviates(question, word, text):
    assert sameness.word_in(word, question, record(text))
    assert answerability.holds(word, record(text), question)
    assert word not in missing_words(question, record(text))
    assert word not in answerability.unsaid_words(question, [record(text)])


@pytest.mark.parametrize("question,word,text", NOT_SAID)
def test_a_record_without_those_words_does_not_say_the_abbreviation(question, word, text):
    assert not sameness.word_in(word, question, record(text))
    assert word in missing_words(question, record(text))
    assert word in answerability.unsaid_words(question, [record(text)])


@pytest.mark.parametrize("word", [
    "tap",   # an English word: it means itself, not "the ankle pain"
    "gym",
    "tim",   # a common name typed in lowercase: no "tight iliotibial muscles"
    "ok",    # two letters: too many pairs of words start with them
    "bp",
    "m2x",   # not letters only
])
def test_only_words_that_can_be_nothing_else_are_read_as_abbreviations(word):
    assert not abbreviations.can_abbreviate(word)


def test_initials_skip_function_words_as_an_acronym_does():
    assert abbreviations.stands_for("hpt", abbreviations.content_words("a history of the pelvic tilt"))
    # Not consecutive: another word comes between.
    assert not abbreviations.stands_for("hpt", abbreviations.content_words("history, knee, pelvic tilt"))


def test_a_skeleton_needs_no_vowel_the_first_letter_and_a_longer_word():
    words = abbreviations.content_words("methotrexate and mtx and metx")
    assert abbreviations.stands_for("mtx", words)
    assert not abbreviations.stands_for("mtx", abbreviations.content_words("took the tx yesterday"))  # first letter
    assert not abbreviations.stands_for("mtx", abbreviations.content_words("metx"))  # not shorter by enough
    # A word with a vowel is no skeleton ("uni" is not "unilateral"), only initials.
    assert not abbreviations.stands_for("uni", abbreviations.content_words("unilateral lunges"))


def test_a_word_of_the_kinds_table_keeps_its_own_meaning():
    # "acl" names a ligament: a record of "a calf lump" (its initials) does not say it.
    assert not sameness.word_in("acl", "acl recovery", record("felt a calf lump after the run"))


@pytest.mark.parametrize("text", ["Seen today: 71 kg, 176 cm, right-handed", "she's 5'6 now", "measured 1.62 m in socks"])
def test_a_persons_height_is_said_by_its_value(text):
    assert sameness.word_in("height", "her height", record(text))
    assert "height" in asked_values.held(text)


@pytest.mark.parametrize("text", ["waist 84 cm, hips 101 cm", "box jumps at 60 cm", "ran 5 k in 24 min"])
def test_other_lengths_are_no_height(text):
    assert not sameness.word_in("height", "her height", record(text))


def test_the_abbreviation_rule_is_part_of_the_ranking_key(monkeypatch):
    fingerprint.ranking_fingerprint.cache_clear()
    before = fingerprint.ranking_fingerprint()
    monkeypatch.setattr(abbreviations, "MIN_CUT", abbreviations.MIN_CUT + 1)
    fingerprint.ranking_fingerprint.cache_clear()
    try:
        assert fingerprint.ranking_fingerprint() != before
    finally:
        monkeypatch.undo()
        fingerprint.ranking_fingerprint.cache_clear()


def test_hours_typed_short_are_written_out_and_said_by_a_value_in_hours():
    from shared.domain import shorthand

    assert shorthand.written_out("his sleep hrs last week") == "his sleep hours last week"
    assert sameness.word_in("hours", "sleep hours", record("Weekly check-in: sleep 5.5 h per night, stress 6/10"))
    assert sameness.word_in("hours", "sleep hours", record("only managed 6 hrs again"))
    # A number of minutes or a heart rate is no number of hours.
    assert not sameness.word_in("hours", "sleep hours", record("slept badly, up at 5, 40 min walk"))
    assert "hours" not in asked_values.held("resting hr 52")
