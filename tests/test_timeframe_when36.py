"""Father's Day, Burns Night, "last <month>", a half of the year barely begun, "the olympics" as the winter games,
an event's start, the day beside a one-day event, the tables back to 2013 and the Six Nations' matches (h-when36)."""

from datetime import datetime, timezone

from shared.domain import public_events, public_events_dated, timeframe

NOW = datetime(2014, 7, 7, 8, 0, tzinfo=timezone.utc)


def _utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=timezone.utc)


def test_fathers_day_is_the_third_sunday_of_june():
    rest, tf = timeframe.extract("eilidh on father's day", NOW)
    assert rest == "eilidh"
    assert tf.core == (_utc(2014, 6, 15), _utc(2014, 6, 16))  # 15 June 2014, a Sunday
    _, tf = timeframe.extract("what did he say on fathers day", _utc(2016, 7, 1))
    assert tf.core[0] == _utc(2016, 6, 19)


def test_burns_night_is_the_25th_of_january():
    rest, tf = timeframe.extract("holly on burns night", NOW)
    assert rest == "holly"
    assert tf.core == (_utc(2014, 1, 25), _utc(2014, 1, 26))


def test_last_month_named_is_the_last_one_ended():
    rest, tf = timeframe.extract("tracey's weight last july", NOW)
    assert rest == "tracey's weight"
    assert tf.since == _utc(2013, 7, 1) and _utc(2013, 7, 31) < tf.until < _utc(2013, 8, 1)
    _, tf = timeframe.extract("what did i say last march", NOW)
    assert tf.since == _utc(2014, 3, 1)
    # after a possessive it is the person's own last one, no period of the calendar
    assert timeframe.extract("her last july at school", NOW)[1] is None
    # "last month" is still the month before
    assert timeframe.extract("what did she say last month", NOW)[1].since.month == 6


def test_a_half_of_the_year_barely_begun_is_the_one_before():
    now = _utc(2015, 1, 5, 8)
    _, tf = timeframe.extract("gordon's weight in the first half of the year", now)
    assert tf.since < _utc(2014, 1, 1) < _utc(2014, 6, 30) < tf.until < _utc(2014, 7, 8)
    _, tf = timeframe.extract("gordon's weight in the first half of the year", _utc(2015, 4, 1))
    assert tf.since < _utc(2015, 1, 1) < tf.until  # well begun: this year's


def test_the_olympics_with_no_summer_games_recent_are_the_winter_games():
    rest, tf = timeframe.extract("eilidh during the olympics", NOW)
    assert rest == "eilidh"
    assert tf.core == (_utc(2014, 2, 7), _utc(2014, 2, 24))  # Sochi
    _, tf = timeframe.extract("will during the olympics", _utc(2016, 9, 1))
    assert tf.core[0] == _utc(2016, 8, 5)  # Rio, the summer games, when recent


def test_since_the_world_cup_started_takes_the_verb_out():
    rest, tf = timeframe.extract("tracey since the world cup started", NOW)
    assert rest == "tracey"
    assert tf.core == (_utc(2014, 6, 12), NOW)
    rest, tf = timeframe.extract("tracey since the start of the world cup", NOW)
    assert rest == "tracey" and tf.core[0] == _utc(2014, 6, 12)
    assert "started" not in tf.named.split()


def test_a_range_from_an_events_start():
    rest, tf = timeframe.extract("holly between the world cup starting and the end of june", NOW)
    assert rest == "holly"
    assert tf.core[0] == _utc(2014, 6, 12) and _utc(2014, 6, 30) < tf.until


def test_the_day_before_a_one_day_event():
    rest, tf = timeframe.extract("holly the day before marathon day", NOW)
    assert rest == "holly"
    assert tf.core == (_utc(2014, 4, 12), _utc(2014, 4, 13))  # the London Marathon was 13 April 2014
    _, tf = timeframe.extract("the night after the grand national", NOW)
    assert tf.core == (_utc(2014, 4, 6), _utc(2014, 4, 7))


def test_the_tables_reach_back_to_2013():
    now = _utc(2014, 1, 6, 8)
    for question, day in (("on a level results day", _utc(2013, 8, 15)), ("on gcse results day", _utc(2013, 8, 22)),
                          ("on marathon day", _utc(2013, 4, 21))):
        rest, tf = timeframe.extract("gaz " + question, now)
        assert rest == "gaz" and tf.core[0] == day, question
    assert timeframe.extract("gaz during wimbledon", now)[1].core[0] == _utc(2013, 6, 24)
    assert timeframe.extract("gaz during the lions tour", now)[1].core[0] == _utc(2013, 6, 1)
    assert timeframe.extract("gaz during the euros", now)[1].core[0] == _utc(2013, 7, 10)
    assert timeframe.extract("gaz the night england played italy", NOW)[1].core[0] == _utc(2014, 6, 14)


def test_a_six_nations_match_by_its_sides():
    rest, tf = timeframe.extract("dai the day wales beat scotland", NOW)
    assert rest == "dai"
    assert tf.core == (_utc(2014, 3, 15), _utc(2014, 3, 16))
    # the away side and the home side's city
    rest, tf = timeframe.extract("kieran the night england won in cardiff", _utc(2015, 7, 6, 8))
    assert rest == "kieran" and tf.core[0] == _utc(2015, 2, 6)
    assert timeframe.extract("the night of the ireland v france game", NOW)[1].core[0] == _utc(2014, 3, 15)
    # long past: no "the" match of a question asked now
    assert public_events_dated.six_nations_match("the day wales beat scotland", _utc(2019, 7, 1)) is None


def test_every_six_nations_round_has_its_fifteen_matches_a_year():
    for year in (2013, 2014, 2015, 2016):
        matches = [(h, a) for d, h, a in public_events_dated.RUGBY_MATCHES if d.year == year and d.month <= 3]
        assert len(matches) == 15
        assert len({frozenset(m) for m in matches}) == 15  # each pair once


def test_the_tables_stay_in_order():
    for table in (public_events.EUROS, public_events.RAMADANS, public_events.A_LEVEL_RESULTS,
                  public_events.GCSE_RESULTS, public_events.LONDON_MARATHONS, public_events.GRAND_NATIONALS,
                  public_events.PLAY_OFF_FINALS, *public_events_dated.TOURNAMENTS.values()):
        assert list(table) == sorted(table)


def test_the_hottest_day_in_a_month_is_the_heat_of_that_month():
    now = _utc(2015, 7, 6, 8)
    rest, tf = timeframe.extract("roy on the hottest day in june", now)
    assert rest == "roy"
    assert tf.core == (_utc(2015, 6, 30), _utc(2015, 7, 1))  # the heatwave's June day; its peak (1 July) is July's
    assert timeframe.extract("roy on the hottest day of the year", now)[1].core[0] == _utc(2015, 7, 1)


def test_a_part_of_a_month_beside_an_event_joins_its_window():
    now = _utc(2015, 7, 6, 8)
    rest, tf = timeframe.extract("derek during the heatwave at the end of june", now)
    assert rest == "derek"
    assert tf.core[0] <= _utc(2015, 6, 28) and tf.core[1] >= _utc(2015, 7, 1)
    # a part of a month that does not meet the event's days is left as it was
    rest, tf = timeframe.extract("derek during the heatwave in early may", now)
    assert rest == "derek in early may" and tf.core[0] == _utc(2015, 6, 30)


def test_a_world_cup_match_after_the_six_nations_one_is_the_last_begun():
    rest, tf = timeframe.extract("josh the night wales beat england", _utc(2016, 1, 5, 8))
    assert rest == "josh" and tf.core[0] == _utc(2015, 9, 26)  # the rugby world cup, not 6 February's
