"""Named days and events as the period, and a kind of record named with a period (issue 14, h-when28).

Hand-written sentences, not taken from any benchmark set, each read against a fixed moment of asking.
On main 5983c72 the events of the first test were no period (their words stayed topic words), "the summer
hols" left "holiday holidays" as the topic, a named day's records were ordered with its padding's, and a
check-in asked in a month with none was answered with that month's messages.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import kinds_in_period, timeframe
from shared.domain.retrieval import Candidate
from shared.usecases import indexing, intent
from shared.usecases.chat import service
from shared.usecases.chat.models import ChatRequest
from shared.usecases.sources.sync import sync_source
from tests.factories import add_client, add_message, chat_id_for

PAD = timedelta(days=3)
DAY = timedelta(days=1)


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


AUTUMN_2018 = _d(2018, 9, 24)


@pytest.mark.parametrize("question, now, first, last, rest", [
    ("how was lou during the world cup", AUTUMN_2018, _d(2018, 6, 14), _d(2018, 7, 15), "how was lou"),
    ("bea over the world cup", _d(2026, 10, 1), _d(2026, 6, 11), _d(2026, 7, 19), "bea"),
    ("rob during the olympics", _d(2024, 10, 1), _d(2024, 7, 26), _d(2024, 8, 11), "rob"),
    ("kit throughout the winter olympics", _d(2018, 4, 1), _d(2018, 2, 9), _d(2018, 2, 25), "kit"),
    ("jo during the beast from the east", AUTUMN_2018, _d(2018, 2, 26), _d(2018, 3, 3), "jo"),
    ("jo on the snow day", _d(2021, 4, 1), _d(2021, 2, 6), _d(2021, 2, 14), "jo"),
    ("mia on gdpr day", AUTUMN_2018, _d(2018, 5, 25), _d(2018, 5, 25), "mia"),
    ("tom on a level results day", AUTUMN_2018, _d(2018, 8, 16), _d(2018, 8, 16), "tom"),
    ("tom on a-level results day", _d(2024, 9, 1), _d(2024, 8, 15), _d(2024, 8, 15), "tom"),
    ("sal on world cup final day", AUTUMN_2018, _d(2018, 7, 15), _d(2018, 7, 15), "sal"),
    ("ed on match day v tunisia", AUTUMN_2018, _d(2018, 6, 18), _d(2018, 6, 18), "ed"),
    ("ed the night of the england v denmark game", _d(2021, 9, 1), _d(2021, 7, 7), _d(2021, 7, 7), "ed"),
    ("ed the night of the semi", AUTUMN_2018, _d(2018, 7, 11), _d(2018, 7, 11), "ed"),
    ("ed's weight in ramadan", AUTUMN_2018, _d(2018, 5, 17), _d(2018, 6, 14), "ed's weight"),
    ("ed on marathon day", _d(2019, 5, 27), _d(2019, 4, 28), _d(2019, 4, 28), "ed"),
])
def test_a_named_public_event_or_day_is_its_days_padded_with_its_own_days_as_the_core(question, now, first, last, rest):
    asked, when = timeframe.extract(question, now)
    assert when is not None, question
    assert (when.since, when.until) == (first - PAD, min(last + DAY + PAD, now)), question
    assert when.core == (first, last + DAY), question
    assert asked == rest


@pytest.mark.parametrize("question, now, since, until", [
    # The span beside an event: a weekend is the Saturday and Sunday after its last day (a Sunday here).
    ("sam the weekend after the olympics", _d(2024, 10, 1), _d(2024, 8, 17), _d(2024, 8, 19)),
    ("sam the week of the snow", _d(2023, 5, 1), _d(2023, 3, 6) - 3.5 * DAY, _d(2023, 3, 13) + 3.5 * DAY),
    ("sam the fortnight before the world cup", AUTUMN_2018, _d(2018, 5, 31), _d(2018, 6, 14)),
])
def test_a_span_beside_a_public_event_is_read_from_its_days(question, now, since, until):
    asked, when = timeframe.extract(question, now)
    assert when is not None and asked == "sam", question
    assert (when.since, when.until) == (since - PAD, until + PAD), question
    assert when.core == (since, until)


@pytest.mark.parametrize("question, now", [
    # Competing in it, or talking about it: the words find the records that name it.
    ("niamh's shooting at the world cup", _d(2019, 5, 27)),
    ("lee's heat in the olympics", _d(2024, 10, 1)),
    ("what did zain say about the world cup", AUTUMN_2018),
    ("what did i tell ed about ramadan", AUTUMN_2018),
    ("ed sleep in the ramadan", AUTUMN_2018),  # "the ramadan check-in", its kind read out before
    ("ed's saves in the bucs semi", AUTUMN_2018),
    # An opponent England did not meet, and an event long past.
    ("ed on match day v narnia", AUTUMN_2018),
    # Paris's summer games ended 14 months before and no winter games were held since Beijing 2022 (asked in
    # October 2026 "the olympics" are Milan-Cortina's winter games of that February: public_events._table).
    ("rob during the olympics", _d(2025, 10, 1)),
])
def test_an_event_said_otherwise_or_long_past_is_no_period(question, now):
    asked, when = timeframe.extract(question, now)
    assert when is None and asked == question


def test_a_feasts_own_day_is_its_core_and_a_month_has_none():
    _, valentines = timeframe.extract("ana on valentines", AUTUMN_2018)
    assert valentines is not None and valentines.core == (_d(2018, 2, 14), _d(2018, 2, 15))
    _, may = timeframe.extract("ana in may", AUTUMN_2018)
    assert may is not None and may.core is None
    _, since = timeframe.extract("ana since easter", AUTUMN_2018)
    assert since is not None and since.core is None


def test_a_periods_words_all_leave_the_topic_with_those_plain_speech_added():
    _, question = intent.asked_topic("holly in the summer hols")
    assert "holiday" in question  # plain_speech writes "hols" out
    asked, when = timeframe.extract(question, AUTUMN_2018)
    assert when is not None and asked == "holly"
    # Not a period's word: the added words stay.
    _, question = intent.asked_topic("holly hols in may")
    assert timeframe.extract(question, AUTUMN_2018)[0] == "holly hols holiday holidays"


def _candidate(cid: str, ts: datetime, relevance: float) -> Candidate:
    return Candidate(cid, relevance, relevance, {"ts": ts.timestamp(), "text": cid, "sourceType": "message"}, {})


def test_a_named_days_own_records_lead_a_status_answer_over_its_paddings():
    note = _candidate("note-12th", _d(2018, 2, 12), 0.9)
    curry = _candidate("curry-14th", _d(2018, 2, 14) + timedelta(hours=21), 0.5)
    core = (_d(2018, 2, 14), _d(2018, 2, 15))
    assert [c.id for c in service.status_order([note, curry], True, core)] == ["curry-14th", "note-12th"]
    assert [c.id for c in service.status_order([note, curry], True)] == ["note-12th", "curry-14th"]


def test_a_record_saying_the_periods_name_leads_even_after_its_days():
    weight = _candidate("weight", _d(2018, 5, 28), 0.9)
    eid = Candidate("eid", 0.4, 0.4, {"ts": _d(2018, 6, 15).timestamp(), "text": "eid mubarak! 3 kilo down in ramadan",
                                      "sourceType": "message"}, {})
    core = (_d(2018, 5, 17), _d(2018, 6, 15))
    assert [c.id for c in service.status_order([weight, eid], True, core, "ramadan")] == ["eid", "weight"]
    assert [c.id for c in service.status_order([weight, eid], True, core)] == ["weight", "eid"]


def test_a_kind_named_with_a_period_keeps_to_that_kind():
    assert kinds_in_period.keeps_to_kind("checkin", 1.0, None)
    assert not kinds_in_period.keeps_to_kind("checkin", None, None)  # no period: a client without check-ins
    assert not kinds_in_period.keeps_to_kind(None, 1.0, 2.0)
    assert kinds_in_period.none_of_kind("checkin", "Ana Ruiz", " in may") == "I couldn't find any check-ins from Ana Ruiz in may."


NOW = datetime(2026, 11, 22, 9, 30, tzinfo=timezone.utc)


@pytest.mark.emulator
def test_a_check_in_asked_in_a_month_with_none_is_refused_naming_the_kind_and_the_month(db, backends):
    add_client(db, "trainer-a", "ana", "Ana Ruiz")
    for mid, text, at in (("m1", "legs are wrecked after sunday's long run, slept badly", _d(2026, 5, 12)),
                          ("m2", "Sent you the plan.", _d(2026, 5, 20))):
        add_message(db, "ana", mid, text, "Ana Ruiz", at=at)
        indexing.sync_message(backends, chat_id_for("ana"), mid)
    db.collection("checkins").document("ci-june").set({
        "trainerId": "trainer-a", "clientId": "ana", "date": _d(2026, 6, 12), "sleepHours": 6, "stress": 7,
        "adherencePct": 60, "comment": "Legs heavy."})
    assert sync_source(backends, "checkin", "ci-june").count("indexed") == 1
    reply = service.answer(backends, "trainer-a", ChatRequest(message="ana check-in in may"), now=NOW)
    assert reply.hasContext is False and reply.sources == []
    assert "check-ins from Ana Ruiz in may" in reply.response
    # In June there is one: it answers.
    reply = service.answer(backends, "trainer-a", ChatRequest(message="ana check-in in june"), now=NOW)
    assert reply.hasContext is True and [s.sourceType for s in reply.sources] == ["checkin"]


def test_a_public_event_asked_about_is_read_as_its_days_only_by_event_as_topic():
    question = "what did sal say about the winter olympics"
    assert timeframe.extract(question, AUTUMN_2018) == (question, None)  # the words are searched first
    rest, when = timeframe.event_as_topic(question, AUTUMN_2018)
    assert rest == "what did sal say" and when.named == "winter olympics"
    assert when.core == (_d(2018, 2, 9), _d(2018, 2, 26))
    assert timeframe.event_as_topic("what did sal say about the race", AUTUMN_2018) is None

