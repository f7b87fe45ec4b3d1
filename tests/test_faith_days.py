"""The faiths' moving feasts as periods (shared/domain/faith_days.py), and the snow named by its month
(shared/domain/public_events.py `_month_snow`), h-search39."""

from datetime import date, datetime, timedelta, timezone

from shared.domain import faith_days, public_events, timeframe
from shared.domain.query_dates import PAD

NOW = datetime(2016, 1, 9, 8, 0, tzinfo=timezone.utc)  # a roster of July to December 2015


def _utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=timezone.utc)


def test_a_feast_after_a_preposition_is_its_day_and_its_words_leave():
    rest, tf = timeframe.extract("how was priya's knee over diwali", NOW)
    assert rest == "how was priya's knee"
    assert tf.core == (_utc(2015, 11, 11), _utc(2015, 11, 12))  # Diwali, 11 November 2015
    assert tf.since == _utc(2015, 11, 11) - PAD and tf.until == _utc(2015, 11, 12) + PAD
    rest, tf = timeframe.extract("dev on holi", _utc(2015, 6, 1))
    assert rest == "dev" and tf.core == (_utc(2015, 3, 6), _utc(2015, 3, 7))


def test_eight_day_feasts_and_spans_beside_a_feast():
    assert faith_days.find("ruth during hanukkah", NOW).core == (_utc(2015, 12, 7), _utc(2015, 12, 15))
    assert faith_days.find("the week after passover", _utc(2015, 6, 1)).core == (_utc(2015, 4, 12), _utc(2015, 4, 19))
    assert faith_days.find("since chinese new year", _utc(2015, 6, 1)).core == (_utc(2015, 2, 19), _utc(2015, 6, 1))
    assert faith_days.find("mr lee at lunar new year", _utc(2015, 6, 1)).core[0] == _utc(2015, 2, 19)
    assert faith_days.find("baisakhi", _utc(2015, 6, 1)) is None  # no preposition: no time said


def test_a_gathering_or_a_topic_is_no_period():
    assert faith_days.find("did she go to the diwali party", NOW) is None
    assert faith_days.find("what did i say at the holi mela", NOW) is None
    assert faith_days.find("what did he say about passover", NOW) is None
    assert timeframe.extract("sam on holiday", NOW) == ("sam on holiday", None)


def test_the_last_feast_begun_and_none_long_past():
    assert faith_days.find("on diwali", _utc(2015, 10, 1)).core[0] == _utc(2014, 10, 23)
    assert faith_days.find("on diwali", _utc(2030, 1, 1)) is None


def test_the_tables_keep_their_calendars_rules():
    # Each Rosh Hashanah is 163 days after the first day of that year's Passover (15 Nisan to 1 Tishrei).
    for (passover, _), (new_year, _) in zip(faith_days.PASSOVER, faith_days.ROSH_HASHANAH):
        assert new_year - passover == timedelta(days=163)
    # Hanukkah (25 Kislev) falls 83 to 85 days after Rosh Hashanah; Yom Kippur is 10 Tishrei.
    for (new_year, _), (hanukkah, last) in zip(faith_days.ROSH_HASHANAH, faith_days.HANUKKAH):
        assert 83 <= (hanukkah - new_year).days <= 85 and (last - hanukkah).days == 7
    assert faith_days.YOM_KIPPUR[3][0] == date(2013, 9, 14)
    # The lunar new year falls between 21 January and 20 February; Holi in late February or March; Diwali
    # between mid-October and mid-November.
    for first, _ in faith_days.CHINESE_NEW_YEAR:
        assert date(first.year, 1, 21) <= first <= date(first.year, 2, 20)
    for first, _ in faith_days.HOLI:
        assert date(first.year, 2, 25) <= first <= date(first.year, 3, 31)
    for first, _ in faith_days.DIWALI:
        assert date(first.year, 10, 15) <= first <= date(first.year, 11, 16)
    for table in (faith_days.HOLI, faith_days.DIWALI, faith_days.PASSOVER, faith_days.HANUKKAH,
                  faith_days.CHINESE_NEW_YEAR, faith_days.ROSH_HASHANAH):
        assert [first.year for first, _ in table] == list(range(2010, 2027))


def test_the_snow_named_by_its_month():
    asked = _utc(2013, 7, 8)
    rest, tf = timeframe.extract("how was dai in the march snow", asked)
    assert rest == "how was dai"
    assert tf.core == (_utc(2013, 3, 22), _utc(2013, 3, 28))  # the late snow of March 2013, not January's
    # "the snow" alone stays the spell that stopped the country
    assert timeframe.extract("dai during the snow", asked)[1].core == (_utc(2013, 1, 14), _utc(2013, 1, 26))
    rest, tf = timeframe.extract("bea's sleep the week of the january snow", asked)
    assert rest == "bea's sleep" and tf.since < _utc(2013, 1, 14) and tf.until > _utc(2013, 1, 26)
    # a month with no spell of the tables is that month
    rest, tf = timeframe.extract("ed during the november snow", asked)
    assert rest == "ed" and (tf.since, tf.until) == (_utc(2012, 11, 1), _utc(2012, 12, 1))
    assert public_events.find("what did she say about the january snow", asked) is None
