"""The Tour de France and "the day the <event> finished", a feast's gathering after "the", a coming feast asked
in the present, a half of the year's end (h-when38)."""

from datetime import datetime, timedelta, timezone

from shared.domain import public_events, timeframe

NOW = datetime(2014, 1, 6, 8, 0, tzinfo=timezone.utc)  # a roster of July to December 2013


def _utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=timezone.utc)


def test_the_day_the_tour_finished_is_the_tour_de_france_last_sunday():
    rest, tf = timeframe.extract("tamsin the day the tour finished", NOW)
    assert rest == "tamsin"
    assert tf.core == (_utc(2013, 7, 21), _utc(2013, 7, 22))
    assert tf.named == "tour"
    assert public_events.find("the day the tour de france started", NOW).core[0] == _utc(2013, 6, 29)
    assert public_events.find("jo during the tour de france", NOW).core == (_utc(2013, 6, 29), _utc(2013, 7, 22))


def test_every_tour_de_france_ends_on_a_sunday_three_weeks_on():
    for first, last in public_events.TOURS_DE_FRANCE:
        assert last.weekday() == 6 and 22 <= (last - first).days <= 23


def test_the_day_an_event_ended_is_its_last_day():
    assert public_events.find("the day the heatwave ended", NOW).core == (_utc(2013, 7, 22), _utc(2013, 7, 23))
    assert public_events.find("the night the world cup finished", _utc(2014, 8, 1)).core[0] == _utc(2014, 7, 13)


def test_the_tour_alone_is_no_period():
    assert timeframe.extract("what did she say after the tour", NOW)[1] is None
    assert timeframe.extract("how was the tour", NOW)[1] is None


def test_a_feast_gathering_after_the_is_no_period():
    rest, tf = timeframe.extract("did pauline dance at the christmas social", NOW)
    assert tf is None and "christmas social" in rest
    assert timeframe.extract("what did jo say at the christmas party", NOW)[1] is None
    # the feast itself, and a day named whole before a gathering, are still read
    assert timeframe.extract("did pauline dance at christmas", NOW)[1] is not None
    assert timeframe.extract("jo at the christmas day swim", NOW)[1].core[0] == _utc(2013, 12, 25)
    assert timeframe.extract("tam over the christmas holidays", NOW)[1] is not None


def test_a_coming_feast_asked_in_the_present_is_a_plan():
    rest, tf = timeframe.extract("what's tamsin doing at easter", NOW)
    assert tf is None and rest == "what's tamsin doing at easter"  # Easter 2014 is nearer than Easter 2013
    # asked of the past, or the last one nearer: the last one begun
    assert timeframe.extract("what did tamsin do at easter", NOW)[1].core[0] == _utc(2013, 3, 29)
    assert timeframe.extract("what's her weight at christmas", NOW)[1].core[0] == _utc(2013, 12, 24)


def test_a_half_of_the_year_ends_with_its_last_month():
    _, tf = timeframe.extract("gordon's weight in the first half of the year", _utc(2015, 1, 5, 8))
    assert tf.until < _utc(2014, 7, 1) <= tf.until + timedelta(seconds=1)
    assert tf.since < _utc(2014, 1, 1)  # its start keeps the padding: the starting figure
