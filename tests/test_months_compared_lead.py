"""Two months set against each other ("sit to stand march vs sept"): the most relevant record of each month
leads the records the chat quotes (timeframe.months_compared, shared/domain/months_compared.py, h-wrong26).

Hand-written records, not taken from a benchmark set. On main 5c9b415 neither function exists; the chat
quoted the records ranked by the thing's words alone, the messages of other months first."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from shared.domain import months_compared, timeframe
from shared.domain.retrieval import Candidate

NOW = datetime(2020, 9, 7, 8, tzinfo=timezone.utc)
PAD = timedelta(days=3)


def rec(cid: str, relevance: float, day: datetime | None) -> Candidate:
    meta = {"text": cid} if day is None else {"text": cid, "ts": day.timestamp()}
    return Candidate(id=cid, cosine=0.5, relevance=relevance, metadata=meta)


def _d(month: int, day: int, year: int = 2020) -> datetime:
    return datetime(year, month, day, 12, tzinfo=timezone.utc)


def test_the_two_months_are_the_last_of_their_names_padded_and_clipped():
    march, sept = timeframe.months_compared("frank sit to stand march vs sept", NOW)
    assert march == (datetime(2020, 3, 1, tzinfo=timezone.utc) - PAD, datetime(2020, 4, 1, tzinfo=timezone.utc) + PAD)
    assert sept == (datetime(2020, 9, 1, tzinfo=timezone.utc) - PAD, NOW)
    # A month of last year when this year's has not begun: "jan vs oct" asked in September 2020.
    jan, octo = timeframe.months_compared("grip jan vs oct", NOW)
    assert ((jan[0] + PAD).year, (jan[0] + PAD).month) == (2020, 1)
    assert ((octo[0] + PAD).year, (octo[0] + PAD).month) == (2019, 10)


def test_no_months_compared_reads_nothing():
    assert timeframe.months_compared("frank sit to stand in march", NOW) == ()
    assert timeframe.months_compared("how's frank", NOW) == ()


def test_each_months_best_record_leads_in_the_questions_order():
    july = rec("jul-msg", 0.9, _d(7, 14))
    march_msg = rec("mar-msg", 0.8, _d(3, 27))
    march_note = rec("mar-note", 0.7, _d(3, 27))
    sept_note = rec("sep-note", 0.5, _d(9, 2))
    chosen = [july, march_msg, march_note]
    pool = [july, march_msg, march_note, sept_note, rec("sep-low", 0.2, _d(9, 3))]
    months = timeframe.months_compared("sit to stand march vs sept", NOW)
    got = months_compared.leading(months, chosen, pool, 0.35)
    assert [c.id for c in got] == ["mar-msg", "sep-note", "jul-msg", "mar-note"]


def test_a_month_with_no_record_over_the_floor_adds_nothing_and_no_months_leaves_the_choice():
    july = rec("jul-msg", 0.9, _d(7, 14))
    pool = [july, rec("sep-low", 0.2, _d(9, 3)), rec("undated", 0.9, None)]
    months = timeframe.months_compared("sit to stand march vs sept", NOW)
    assert [c.id for c in months_compared.leading(months, [july], pool, 0.35)] == ["jul-msg"]
    assert months_compared.leading((), [july], pool, 0.35) == [july]
