"""Lent, the campaign months, the solstices and equinoxes, and an event's first or last day as periods (h-when34)."""

from datetime import datetime, timezone

from shared.domain import timeframe

NOW = datetime(2015, 7, 6, 8, 0, tzinfo=timezone.utc)


def _utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=timezone.utc)


def test_during_lent_is_ash_wednesday_to_holy_saturday():
    rest, tf = timeframe.extract("what did derek say during lent", NOW)
    assert rest == "what did derek say"
    # Easter 2015 was 5 April: Ash Wednesday 18 February, Holy Saturday 4 April.
    assert tf.core == (_utc(2015, 2, 18), _utc(2015, 4, 5))
    assert tf.since < _utc(2015, 2, 18) and tf.until > _utc(2015, 4, 5)
    assert tf.named == "lent"


def test_lent_of_another_year_moves_with_easter():
    _, tf = timeframe.extract("her knee in lent", datetime(2019, 6, 1, tzinfo=timezone.utc))
    assert tf.core == (_utc(2019, 3, 6), _utc(2019, 4, 21))  # Easter 2019: 21 April


def test_since_lent_started_runs_to_now():
    rest, tf = timeframe.extract("how much has derek lost since lent started", NOW)
    assert rest == "how much has derek lost"
    assert tf.since <= _utc(2015, 2, 18) and tf.until == NOW


def test_lent_the_verb_is_no_period():
    assert timeframe.extract("who lent him the bike", NOW)[1] is None
    assert timeframe.extract("what has she lent me", NOW)[1] is None


def test_a_campaign_month_is_its_month():
    rest, tf = timeframe.extract("malcolm in dry january", NOW)
    assert rest == "malcolm"
    assert tf.since < _utc(2015, 1, 1) and _utc(2015, 2, 1) < tf.until < _utc(2015, 2, 8)  # padded: "dry january done!!"
    assert tf.core[0] == _utc(2015, 1, 1) and tf.named == "dry january"
    _, tf = timeframe.extract("gaz during stoptober", NOW)
    assert tf.core[0] == _utc(2014, 10, 1)  # the last October begun


def test_the_solstice_is_the_last_one_begun():
    rest, tf = timeframe.extract("tia around the solstice", NOW)
    assert rest == "tia"
    assert tf.since < _utc(2015, 6, 21) < tf.until
    _, tf = timeframe.extract("tia around the solstice", datetime(2015, 3, 1, tzinfo=timezone.utc))
    assert tf.since < _utc(2014, 12, 21) < tf.until
    _, tf = timeframe.extract("tia on the winter solstice", NOW)
    assert tf.core[0] == _utc(2014, 12, 21)
    _, tf = timeframe.extract("tia around the spring equinox", NOW)
    assert tf.since < _utc(2015, 3, 20) < tf.until


def test_the_first_day_of_a_tournament_is_that_day():
    rest, tf = timeframe.extract("malcolm on the first day of wimbledon", NOW)
    assert rest == "malcolm"
    assert tf.core == (_utc(2015, 6, 29), _utc(2015, 6, 30))  # Wimbledon 2015 began on 29 June
    assert tf.until < NOW


def test_the_last_day_of_a_tournament_is_its_last_day():
    _, tf = timeframe.extract("josh on the last day of the six nations", datetime(2015, 5, 1, tzinfo=timezone.utc))
    assert tf.core == (_utc(2015, 3, 21), _utc(2015, 3, 22))


def test_a_campaign_asked_of_is_no_period():
    for question in ("who did dry january", "what did gerry say about dry january", "graham's movember",
                     "how much did graham raise for movember", "did kez manage dry january"):
        rest, tf = timeframe.extract(question, NOW)
        assert tf is None and rest == question
