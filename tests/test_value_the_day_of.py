"""h-refuse45: a measure asked of the day something happened, without "on ... of" (event_measures.ON_THE_DAY):
"her ferritin the day of the kick", "his ferritin the day he fell". Hand-written records."""

from __future__ import annotations

from shared.domain import event_measures
from tests.candidates import candidate


def _named(word: str) -> bool:
    return word in ("priya", "oskar")


RECORDS = [candidate("ferritin 12, gp says iron tablets", 0.89),
           candidate("ferritin 35 now! much less knackered", 0.81),
           candidate("first full team session since the kick, no headache", 0.65),
           candidate("she got kicked in the head doing a lift tonight, no training for 2 weeks", 0.5)]


def test_the_day_of_an_event_without_on():
    assert event_measures.unmeasured_at_event("priya's ferritin the day of the kick", RECORDS, 0.7, _named) == "ferritin"


def test_the_day_a_clause_tells():
    records = [candidate("ferritin 14, gp says iron tablets", 0.88),
               candidate("ferritin 31 now", 0.8),
               candidate("slipped on the ice and fell on my wrist, nothing broken", 0.55)]
    assert event_measures.unmeasured_at_event("oskar's ferritin the day he fell", records, 0.7, _named) == "ferritin"
    # The report of the day giving it: answered.
    told = [*records[:2], candidate("fell on the ice this morning, bloods at the clinic after: ferritin 22", 0.55)]
    assert event_measures.unmeasured_at_event("oskar's ferritin the day he fell", told, 0.7, _named) == ""


def test_the_day_before_or_after_is_not_the_day():
    # A value on the other side of the event is another check's (values_around).
    assert event_measures.unmeasured_at_event("priya's ferritin the day after the kick", RECORDS, 0.7, _named) == ""
    assert event_measures.unmeasured_at_event("priya's ferritin the day before the kick", RECORDS, 0.7, _named) == ""
    # A client's day asked, no measure before it: nothing read.
    assert event_measures.unmeasured_at_event("priya the day of the kick", RECORDS, 0.7, _named) == ""


def test_an_events_day_after_on():
    records = [candidate("ferritin 14, gp says iron tablets", 0.88),
               candidate("ferritin 31 now", 0.8),
               candidate("regatta day tomorrow, crew's nervous", 0.75),
               candidate("regatta done, we came third in the fours", 0.55)]
    assert event_measures.unmeasured_at_event("oskar's ferritin on regatta day", records, 0.7, _named) == "ferritin"
    # A day of the calendar is a period's (timeframe), not read here.
    assert event_measures.unmeasured_at_event("oskar's ferritin on boxing day", records, 0.7, _named) == ""
    # Nor "on" naming a topic.
    assert event_measures.unmeasured_at_event("oskar's ferritin on the regatta", records, 0.7, _named) == ""
