"""Time words in a chat question become a date filter ("What did Sarah say last week?")."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.usecases.chat import service
from shared.domain import timeframe
from shared.usecases.chat.models import ChatRequest
from shared.usecases import indexing
from tests.factories import add_client, add_message, chat_id_for

NOW = datetime(2026, 11, 22, 9, 30, tzinfo=timezone.utc)  # a Sunday


@pytest.mark.parametrize(
    "question, since, until",
    [
        ("What did Sarah say today?", datetime(2026, 11, 22, tzinfo=timezone.utc), NOW),
        ("knee pain yesterday", datetime(2026, 11, 21, tzinfo=timezone.utc), datetime(2026, 11, 21, 23, 59, 59, tzinfo=timezone.utc)),
        # Asked on a Sunday: the previous calendar week (from Monday the 9th) reaches further back than 7 days.
        ("What did Sarah say last week?", datetime(2026, 11, 9, tzinfo=timezone.utc), NOW),
        ("anything this week", datetime(2026, 11, 16, tzinfo=timezone.utc), NOW),
        ("sleep over the past 3 days", NOW - timedelta(days=3), NOW),
        ("injuries in the last two weeks", NOW - timedelta(days=14), NOW),
        ("diet this month", datetime(2026, 11, 1, tzinfo=timezone.utc), NOW),
        ("What did John say in May?", datetime(2026, 5, 1, tzinfo=timezone.utc), datetime(2026, 5, 31, 23, 59, 59, tzinfo=timezone.utc)),
        ("goals in December", datetime(2025, 12, 1, tzinfo=timezone.utc), datetime(2025, 12, 31, 23, 59, 59, tzinfo=timezone.utc)),
    ],
)
def test_phrases_name_their_window(question, since, until):
    rest, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until) == (since, until)
    assert when.phrase.lower() not in rest.lower()


@pytest.mark.parametrize("question", ["What did John say in May 2023?", "knee in December, 2025"])
def test_a_month_with_its_year_is_a_calendar_date_not_a_relative_phrase(question):
    assert timeframe.extract(question, NOW) == (question, None)


def test_questions_without_time_words_are_untouched():
    assert timeframe.extract("What did Sarah say about her knee?", NOW) == ("What did Sarah say about her knee?", None)


@pytest.mark.emulator
def test_last_week_cites_only_last_weeks_messages(db, backends):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_message(db, "sarah", "old", "my knee hurts after squats", "Sarah Kim", at=NOW - timedelta(days=20))
    add_message(db, "sarah", "new", "knee still sore after squats today", "Sarah Kim", at=NOW - timedelta(days=3))
    for mid in ("old", "new"):
        indexing.sync_message(backends, chat_id_for("sarah"), mid)
    request = ChatRequest(message="What did Sarah say about her knee last week?")
    recent = service.answer(backends, "trainer-a", request, now=NOW)
    assert [s.messageId for s in recent.sources] == ["new"]
    everything = service.answer(backends, "trainer-a", ChatRequest(message="What did Sarah say about her knee?"), now=NOW)
    assert {s.messageId for s in everything.sources} == {"old", "new"}
