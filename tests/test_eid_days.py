"""Ramadan's edges and the two Eids as periods (shared/domain/eid_days.py, h-when38)."""

from datetime import date, datetime, timedelta, timezone

from shared.domain import eid_days, public_events, timeframe
from shared.domain.query_dates import PAD

NOW = datetime(2014, 1, 6, 8, 0, tzinfo=timezone.utc)  # a roster of July to December 2013


def _utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=timezone.utc)


def test_the_end_of_ramadan_is_its_last_fast_and_eid():
    rest, tf = timeframe.extract("amira at the end of ramadan", NOW)
    assert rest == "amira"
    assert tf.core == (_utc(2013, 8, 7), _utc(2013, 8, 9))  # last fast 7 August, Eid al-Fitr 8 August 2013
    assert tf.since == _utc(2013, 8, 7) - PAD and tf.until == _utc(2013, 8, 9) + PAD
    assert tf.named == "ramadan"


def test_eid_is_eid_al_fitr_and_eid_al_adha_its_own_day():
    assert eid_days.find("amira on eid", NOW).core == (_utc(2013, 8, 8), _utc(2013, 8, 9))
    assert eid_days.find("what did he say over eid al-adha", NOW).core == (_utc(2013, 10, 15), _utc(2013, 10, 16))
    # asked in the summer of 2016, the last begun
    assert eid_days.find("yusuf at eid ul fitr", _utc(2016, 8, 1)).core[0] == _utc(2016, 7, 6)


def test_eid_al_fitr_is_the_day_after_every_ramadan_of_the_table():
    for first, last in public_events.RAMADANS:
        asked = datetime(last.year, last.month, last.day, tzinfo=timezone.utc) + timedelta(days=5)
        assert eid_days.find("on eid", asked).core[0].date() == last + timedelta(days=1)
    assert date(2020, 5, 24) in [last + timedelta(days=1) for _, last in public_events.RAMADANS]  # a Sunday in 2020


def test_the_start_of_ramadan_and_spans_beside_it():
    assert eid_days.find("the start of ramadan", NOW).core == (_utc(2013, 7, 10), _utc(2013, 7, 11))
    week = eid_days.find("the week after eid", NOW).core
    assert week == (_utc(2013, 8, 9), _utc(2013, 8, 16))


def test_since_ramadan_runs_to_now_from_its_start_or_from_eid():
    assert eid_days.find("his weight since ramadan", NOW).core == (_utc(2013, 7, 10), NOW)
    assert eid_days.find("his weight since ramadan ended", NOW).core == (_utc(2013, 8, 8), NOW)
    assert eid_days.find("after ramadan", NOW).core == (_utc(2013, 8, 8), NOW)
    assert eid_days.find("since eid", NOW).core == (_utc(2013, 8, 8), NOW)


def test_not_a_time_unread():
    assert eid_days.find("eid mubarak", NOW) is None  # no word of time before it
    assert eid_days.find("what did she say about ramadan", NOW) is None
    assert eid_days.find("on eid", _utc(2030, 1, 1)) is None  # none recent in the table
    # "during ramadan" is still public_events' whole month
    assert timeframe.extract("amira during ramadan", NOW)[1].core == (_utc(2013, 7, 10), _utc(2013, 8, 8))
