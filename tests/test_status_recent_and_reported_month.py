"""How a client is now, and a month told of after it ended (hand-written records).

- A status question ("how is lewie doing") quotes the status query's best of the whole history and,
  until intent.RECENT_SOURCES of them are, the best of the last intent.RECENT_DAYS
  (intent.with_recent): the last weeks' news, not only the check-in of two months ago.
- A record written after a period that reports on the period's month ("only 1 migraine in
  september!!", written on 13 October) counts as of that period (event_dates.reports_on,
  period.in_period); a month named ahead (a plan), long before, or the verb "may" does not.
"""

from __future__ import annotations

from datetime import datetime, timezone

from shared.domain import event_dates, timeframe
from shared.domain.retrieval import Candidate
from shared.usecases import period
from shared.usecases import intent


def _ts(day: int, month: int) -> float:
    return datetime(2026, month, day, 9, tzinfo=timezone.utc).timestamp()


def _c(id_: str, relevance: float, day: int = 1, month: int = 6, text: str = "") -> Candidate:
    return Candidate(id_, relevance, relevance, {"ts": _ts(day, month), "text": text}, {})


def test_the_last_weeks_best_join_the_status_answer():
    telling = [_c("checkin-sep", 0.9), _c("intake", 0.8), _c("old", 0.7)]
    recent = [_c("chatter", 0.0), _c("masters", 0.4), _c("bp", 0.3), _c("reminder", 0.1)]
    chosen = [c.id for c in intent.with_recent(telling, recent)]
    assert chosen == ["checkin-sep", "intake", "old", "masters", "bp"]  # a content-free turn never
    assert intent.RECENT_SOURCES == 2


def test_recent_records_already_quoted_count_and_no_recent_adds_nothing():
    telling = [_c("new-a", 0.9), _c("old", 0.8)]
    recent = [_c("new-a", 0.9), _c("new-b", 0.5), _c("new-c", 0.4)]
    assert [c.id for c in intent.with_recent(telling, recent)] == ["new-a", "old", "new-b"]
    both = [_c("new-a", 0.9), _c("new-b", 0.5)]
    assert [c.id for c in intent.with_recent(both, recent)] == ["new-a", "new-b"]
    assert [c.id for c in intent.with_recent(telling, [])] == ["new-a", "old"]


def test_the_last_weeks_news_before_their_logistics():
    # "stuck on the A44" ranks as well as news for the status query: the news is what the client is now.
    telling = [_c("checkin-may", 0.9, text="Weekly check-in: sleep 8 h, stress 3/10. Comment: racing well.")]
    recent = [_c("stuck", 0.5, 17, text="stuck on the A44"), _c("still-on", 0.45, 18, text="are we still on?"),
              _c("first", 0.3, 26, text="1st in the junior open, rode the best wave of the day")]
    assert [c.id for c in intent.with_recent(telling, recent)] == ["checkin-may", "first", "stuck"]
    # A weekly summary says something too: before the lines of logistics, after what the client wrote.
    week = Candidate("steps-w26", 0.2, 0.2, {"ts": _ts(21, 6), "sourceType": "metric_summary",
                                             "text": "Steps, week of Jun 21: 7 readings, average 9,012 steps"}, {})
    assert [c.id for c in intent.with_recent(telling, [*recent[:2], week])] == ["checkin-may", "steps-w26", "stuck"]
    # No news in the last weeks: their best lines stay, as before.
    assert [c.id for c in intent.with_recent(telling, recent[:2])] == ["checkin-may", "stuck", "still-on"]


def test_a_month_told_of_after_it_ended():
    october = _ts(13, 10)
    assert event_dates.reported_months("only 1 migraine in september!! and back fine", october) == {(2026, 9)}
    assert event_dates.reported_months("August was a write-off", october) == {(2026, 8)}
    assert event_dates.reported_months("in Sept I slept badly", october) == {(2026, 9)}
    # Across the new year: "december" written in January is last year's.
    assert event_dates.reported_months("december was heavy", _ts(10, 1)) == {(2025, 12)}


def test_a_plan_an_old_month_the_own_month_or_the_verb_is_no_report():
    october = _ts(13, 10)
    assert event_dates.reported_months("race in november", october) == set()  # ahead: a plan
    assert event_dates.reported_months("back in june i hurt it", october) == set()  # a memory
    assert event_dates.reported_months("october has been good", october) == set()  # its own month
    assert event_dates.reported_months("that may help", _ts(13, 6)) == set()  # the verb
    assert event_dates.reported_months("jan said hi", _ts(13, 2)) == set()  # a name, not the month
    assert event_dates.reported_months("on may 3 it hurt", _ts(13, 6)) == {(2026, 5)}


def test_a_record_reporting_on_the_period_counts_as_of_it():
    september = timeframe.Timeframe(datetime(2026, 9, 1, tzinfo=timezone.utc),
                                    datetime(2026, 9, 30, 23, 59, tzinfo=timezone.utc), "in september")
    whole = [_c("oct-report", 0.9, 13, 10, "only 1 migraine in september!! and back fine"),
             _c("jul", 0.8, 9, 7, "migraine again yesterday"),
             _c("oct-plan", 0.7, 14, 10, "migraine diary for november please")]
    whole += [_c(f"filler-{d}", 0.1, d, 8, "see you thursday") for d in range(1, 12)]
    assert [c.id for c in period.in_period(whole, september, 0.5, "migraines")] == ["oct-report"]
    # Written before the period, a month named is no report of it.
    before = [_c("aug", 0.9, 20, 8, "july was rough, september will be better"), *whole[1:]]
    assert period.in_period(before, september, 0.5, "migraines") == []


def test_the_trainers_own_turns_of_the_last_weeks_are_not_how_the_client_is():
    def turn(id_: str, relevance: float, sender: str, kind: str = "message") -> Candidate:
        return Candidate(id_, relevance, relevance, {"ts": _ts(10, 11), "text": id_, "senderId": sender,
                                                     "clientId": "lewis", "sourceType": kind}, {})

    telling = [_c("checkin-sep", 0.9)]
    recent = [turn("reminder to log your sessions", 0.6, "coach-bex"), turn("thursday works", 0.5, "coach-bex"),
              turn("263 at the masters", 0.3, "lewis"), turn("checkin-nov", 0.2, "lewis", "checkin")]
    assert [c.id for c in intent.with_recent(telling, recent)] == ["checkin-sep", "263 at the masters", "checkin-nov"]


def test_weekly_metric_summaries_are_at_most_two_and_come_after_what_someone_wrote():
    def summary(id_: str, relevance: float) -> Candidate:
        return Candidate(id_, relevance, relevance, {"ts": _ts(1, 9), "text": id_, "sourceType": "metric_summary"}, {})

    pool = [summary("rhr-w38", 0.9), summary("rhr-w39", 0.85), summary("rhr-w40", 0.8), _c("ankles swollen", 0.4),
            summary("rhr-w37", 0.35), _c("ok", 0.0)]
    chosen = intent.most_telling(pool)
    assert [c.id for c in chosen] == ["rhr-w38", "rhr-w39", "ankles swollen"]
    assert [c.id for c in intent.words_first(chosen)] == ["ankles swollen", "rhr-w38", "rhr-w39"]
