"""h-gate47: first questions refused although the records hold the answer — a trip asked by "where's <name>
going", and a month asked of in the present in its first days (a plan the records before it tell).

Sentences and names are the helper's own."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.adapters.generation import extractive
from shared.domain import plain_speech, timeframe


def _d(*args: int) -> datetime:
    return datetime(*args, tzinfo=timezone.utc)


@pytest.mark.parametrize("question", [
    "where's nell going in june",
    "where is tobias heading in october",
    "where's nell's mum going",
])
def test_where_someone_is_going_adds_the_words_a_trip_is_told_in(question):
    read = plain_speech.with_record_words(question)
    assert read.split()[-1] == "travel" or " travel " in read
    assert plain_speech.as_typed(read) == question  # the trainer's words, as typed, for every reading that names one


@pytest.mark.parametrize("question", [
    "how's it going",
    "how is nell going",
    "where's the pain going",
    "where is his knee going wrong",
    "what's going on with nell",
])
def test_going_of_a_thing_or_of_progress_is_left_as_typed(question):
    assert plain_speech.with_record_words(question) == question


def test_the_offline_answer_never_names_the_trip_words_it_added():
    read = plain_speech.with_record_words("where's nell going in june")
    missing = extractive.uncovered(read, ["knee still sore after the 10k"])
    assert "travel" not in missing
    assert not extractive.uncovered(read, ["booked a fortnight in crete for june"])


@pytest.mark.parametrize("question, asked", [
    ("what's cora racing in may", _d(2023, 5, 2, 9)),
    ("who's competing in may", _d(2023, 5, 6, 9)),
    ("where's cora going in may", _d(2023, 5, 1, 9)),
])
def test_the_month_begun_days_ago_asked_in_the_present_is_a_plan(question, asked):
    left, when = timeframe.extract(question, asked)
    assert when is None and left == question  # the month's words stay: the records of the plan say them


@pytest.mark.parametrize("question, asked", [
    ("what's cora racing in may", _d(2023, 5, 15, 9)),  # half the month gone: its days are its news
    ("what did cora race in may", _d(2023, 5, 2, 9)),  # the past: the month so far
    ("cora's hamstring in may", _d(2023, 5, 2, 9)),  # no word of a plan
])
def test_the_month_so_far_stays_a_period_otherwise(question, asked):
    _, when = timeframe.extract(question, asked)
    assert when is not None and when.since == _d(2023, 5, 1)


@pytest.mark.parametrize("question, record", [
    ("has pip's dodgy ticker settled", "cardiology says it's angina, spray when it comes on"),
    ("did abi have mono", "blood test came back as glandular fever"),
    ("when did ross get the kissing disease", "glandular fever, off school a fortnight"),
    ("how did ash break his conk", "heading a ball broke my nose"),
    ("ollie's busted hooter", "nose was broken in the scrum"),
    ("pat's rupture", "surgeon booked the hernia repair"),
    ("ivy's bad heads", "another migraine, lay in the dark all afternoon"),
    ("where did liam get that shiner", "caught an elbow, black eye this morning"),
])
def test_a_condition_in_slang_is_said_by_the_records_name_for_it(question, record):
    read = plain_speech.with_record_words(question)
    assert read != question and plain_speech.as_typed(read) == question
    assert not {"ticker", "dodgy", "mono", "kissing", "disease", "conk", "busted",
                "hooter", "rupture", "bad", "heads", "shiner"} & set(extractive.uncovered(read, [record]))


@pytest.mark.parametrize("question", [
    "his achilles rupture",
    "rupture of the tendon",
    "how was the mono ski",
    "did the engine conk out",
    "a bad head after the party",
])
def test_the_same_words_in_another_sense_are_left_as_typed(question):
    assert plain_speech.with_record_words(question) == question


def test_a_bare_ticker_reads_as_before():
    read = plain_speech.with_record_words("how's meg's ticker")
    assert read == "how's meg's ticker heart"
    assert plain_speech.alternatives(read) == [("ticker", ("heart",))]
