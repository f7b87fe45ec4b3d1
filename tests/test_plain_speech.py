"""A trainer's plain word or a sport's abbreviation is read with the records' words for the same thing
(shared/domain/plain_speech.py), and "back" after a break or before a sport's "-ing" is the adverb
(shared/domain/particles.py). Hand-written questions and records, none from a benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import particles, plain_speech, sameness
from shared.ports.keywords import tokens
from shared.usecases import intent


@pytest.mark.parametrize("question, added", [
    ("is tom off the booze", "sober dry not drinking alcohol"),      # plain speech ↔ the records' words
    ("kai on the wagon since easter?", "sober dry not drinking alcohol"),
    ("jo's dark pee", "urine wee"),                                  # the typed word is not added again
    ("lena's face guard", "mask"),
    ("amir's gumshield", "mouthguard gum shield mouth guard"),
    ("what sweets does priya take on long runs", "jelly babies gummies haribo"),
    ("which charity", "raised raising fundraising sponsored sponsor donations"),
    ("max cmj in june", "countermovement jump"),                     # a sport's abbreviation
    ("sam yoyo score", "yo-yo"),
    ("who has an it band problem", "iliotibial itb"),
    ("her knee, what's the dx", "diagnosis diagnosed"),
    ("is dev veggie", "vegetarian"),
    ("how much water is ravi drinking", "litres fluids"),
])
def test_the_records_words_are_added_after_the_trainers(question, added):
    read = plain_speech.with_record_words(question)
    assert added in read
    assert read.startswith(question.split()[0])
    # The trainer's words stay: a record that says them still matches.
    assert all(w in read.split() for w in question.split())


@pytest.mark.parametrize("question", [
    "a wee bit sore after the match",      # "wee" alone is "small"
    "did she drink enough water on the ride",  # "water" alone has other senses: only "how much water"
    "how is her ankle",
    "any news on the band of her watch",   # "band" without "it"
    "itching after the swim",              # inside another word
])
def test_other_words_are_left_alone(question):
    assert plain_speech.with_record_words(question) == question


def test_the_added_words_make_a_record_in_other_words_say_the_question():
    # "booze": the kinds table reads it as alcohol, and no record of a dry month says either word; the
    # added "dry" is said by it, so the ranking's coverage and the decision's test of a word see it.
    record = {"text": "dry month starts today, my brother says he'll join me"}
    assert not sameness.word_in("booze", "tom off booze", record)
    after = plain_speech.with_record_words("is tom off the booze")
    assert sameness.word_in("dry", after, record)
    # A note that writes the test out says the abbreviation's words.
    note = {"text": "Countermovement jump 48 cm, sprint 5.4"}
    read = plain_speech.with_record_words("max cmj in june")
    assert any(sameness.word_in(w, read, note) for w in ("countermovement", "jump"))
    assert "countermov" in tokens(read)


def test_both_callables_read_the_plain_words_through_asked_topic():
    assert intent.asked_topic("is tom off the booze")[1] == "is tom off the booze sober dry not drinking alcohol"


@pytest.mark.parametrize("question, read", [
    ("is niamh back playing", "is niamh playing"),
    ("holly back running yet", "holly running yet"),
    ("when was his first jog back", "when was his first jog"),
    ("how far did he run in his first game back", "how far did he run in his first game"),
    ("her first session back over the hurdles", "her first session over the hurdles"),
])
def test_back_after_a_break_or_before_a_sport_is_the_adverb(question, read):
    assert particles.without_adverbs(question) == read


@pytest.mark.parametrize("question", [
    "has lewis been back squatting",       # the lift: the noun's company
    "lower back training",                 # a body part's adjective before it
    "her back aching after the run",
    "back pain after the jog",
])
def test_the_back_as_a_body_part_stays(question):
    assert particles.without_adverbs(question) == question
