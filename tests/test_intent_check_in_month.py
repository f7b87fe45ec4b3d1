"""A check-in named before the month asked ("gordon check in in september") is the record, not the verb (h-when36)."""

from shared.usecases import intent


def test_check_in_before_in_month_names_the_record():
    assert intent.named_source("gordon check in in september") == ("checkin", "gordon in september")
    assert intent.named_source("dai check in in june") == ("checkin", "dai in june")


def test_the_verb_with_its_auxiliary_or_subject_stays_words():
    for question in ("did he check in in june", "she will check in in may", "can you check in in march",
                     "they'll check in in april"):
        assert intent.named_source(question) == (None, question), question


def test_check_in_before_another_word_is_unchanged():
    assert intent.named_source("dai check in after the op") == (None, "dai check in after the op")


def test_an_auxiliary_anywhere_before_makes_it_the_verb():
    assert intent.named_source("did amit check in in july") == (None, "did amit check in in july")
