"""Named days, a heatwave named by its month, and a month a later record reports on (issue #14, h-when27).

- Remembrance Sunday is the second Sunday of November; Remembrance Day / Armistice Day the 11th
  (timeframe `_NTH`, `_FIXED`): "mac on remembrance sunday" was refused for the word "remembrance".
- "in the february heatwave": a heatwave named by its month is the tables' spell begun in that month
  (public_events `WARM_SPELLS` for those out of summer), else that month.
- A later record reporting on a month (event_dates.reports_on) counts for a window only when the month
  overlaps it by more than a few days: "Ferritin 41 (March)" in a note of 20 May answered "… in february",
  whose window ends at the instant March begins.

Every sentence is made up; each phrase is read against a fixed moment of asking.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import event_dates, public_events, timeframe, word_evidence
from shared.domain.retrieval import Candidate
from shared.usecases import period

PAD = timedelta(days=3)


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


@pytest.mark.parametrize("year, sunday", [(2018, 11), (2019, 10), (2024, 10), (2026, 8)])
def test_remembrance_sunday_is_the_second_sunday_of_november(year, sunday):
    rest, when = timeframe.extract("what did kev say on remembrance sunday", _d(year, 12, 1))
    assert rest == "what did kev say"
    # said with "on": the day and the next, unpadded (timeframe.ON_THE_DAY)
    assert (when.since, when.until) == (_d(year, 11, sunday), _d(year, 11, sunday + 2) - timedelta(seconds=1))
    assert _d(year, 11, sunday).weekday() == 6


@pytest.mark.parametrize("said", ["on remembrance day", "on armistice day"])
def test_remembrance_day_is_the_eleventh(said):
    rest, when = timeframe.extract(f"jo {said}", _d(2026, 11, 20))
    assert rest == "jo"
    assert (when.since, when.until) == (_d(2026, 11, 11), _d(2026, 11, 13) - timedelta(seconds=1))


def test_remembrance_sunday_not_yet_come_is_last_years():
    _, when = timeframe.extract("jo on remembrance sunday", _d(2026, 6, 1))
    assert when.since == _d(2025, 11, 9)


def test_a_heatwave_named_by_its_month_is_that_months_spell():
    asked = _d(2019, 5, 27)
    rest, when = timeframe.extract("sonny in the february heatwave", asked)
    assert rest == "sonny"
    assert (when.since, when.until) == (_d(2019, 2, 21) - PAD, _d(2019, 2, 28) + PAD)
    # "the heatwave" alone is still the summer's (the last begun within a year)
    _, alone = timeframe.extract("sonny in the heatwave", asked)
    assert alone.since == _d(2018, 6, 22) - PAD  # 2018's long spell (public_events.HEATWAVES)


def test_a_heatwave_in_a_month_the_tables_do_not_know_is_that_month():
    event = public_events.find("any cramp in the april heatwave", _d(2026, 6, 3))
    assert (event.since, event.until) == (_d(2026, 4, 1), _d(2026, 5, 1))
    assert public_events.find("any cramp in the heatwave of the mind", _d(2026, 6, 3)) is None


def _ts(year: int, month: int, day: int) -> float:
    return _d(year, month, day).timestamp()


def test_a_month_reported_on_must_overlap_the_window_not_touch_it():
    note = "Niamh: Left ankle taped for matches, no pain. Ferritin 41 (March), tablets stopped."
    written = _ts(2019, 5, 20)
    # "in february": 1 February to the instant March begins
    assert not event_dates.reports_on(note, written, _ts(2019, 2, 1), _ts(2019, 3, 1))
    # "late february" is padded a few days into March: still not March's
    assert not event_dates.reports_on(note, written, _ts(2019, 2, 18), _ts(2019, 3, 4))
    # "in march" is
    assert event_dates.reports_on(note, written, _ts(2019, 3, 1), _ts(2019, 4, 1))


def test_a_later_note_reporting_the_next_month_is_not_of_the_period():
    february = timeframe.Timeframe(_d(2019, 2, 1), _d(2019, 3, 1), "in february")

    def c(id_: str, rel: float, when: datetime, text: str) -> Candidate:
        return Candidate(id_, rel, rel, {"ts": when.timestamp(), "text": text}, {})

    whole = [c("may-note", 0.9, _d(2019, 5, 14), "ramipril 10 mg since November, BP 134/82 (April)."),
             c("nov", 0.8, _d(2018, 11, 26), "gp put the ramipril up to 10mg")]
    whole += [c(f"filler-{d}", 0.1, _d(2019, 2, d), "see you thursday") for d in range(1, 12)]
    assert period.in_period(whole, timeframe.Timeframe(_d(2019, 3, 1), _d(2019, 4, 1), "in march"), 0.5,
                            "ramipril") == []
    assert period.in_period(whole, february, 0.5, "ramipril") == []


def test_a_report_dates_only_the_clause_that_names_the_month():
    note = ("Colin: donepezil 10 mg since June, nausea settled. 5 km 26:55 (July). Plank 75 s. GPS watch on "
            "every run. No driving licence since August.")
    written = _ts(2020, 9, 1)
    assert event_dates.reporting_clauses(note, written, _ts(2020, 7, 1), _ts(2020, 8, 1)) == "5 km 26:55 (July)"
    assert event_dates.reporting_clauses("only 1 migraine in september!! and back fine", _ts(2026, 10, 13),
                                         _ts(2026, 9, 1), _ts(2026, 10, 1)) == "only 1 migraine in september"
    # a number's thousands comma is no clause's end
    assert event_dates.reporting_clauses("rhabdo in January (CK 48,000), CK 210 in February", _ts(2019, 3, 20),
                                         _ts(2019, 1, 1), _ts(2019, 2, 1)) == "rhabdo in January (CK 48,000)"


def test_the_period_reads_a_later_record_as_its_reporting_clauses_only():
    july = timeframe.Timeframe(_d(2020, 7, 1), _d(2020, 8, 1), "in july")
    note = Candidate("note", 0.9, 0.9, {"ts": _ts(2020, 9, 1), "text": "Plank 75 s. 5 km 26:55 (July).", "k": 1}, {})
    read = period._as_of_period(note, july)
    assert read.metadata["text"] == "5 km 26:55 (July)" and read.metadata["k"] == 1
    # a record written in the period is read whole
    inside = Candidate("in", 0.9, 0.9, {"ts": _ts(2020, 7, 9), "text": "plank 60 s"}, {})
    assert period._as_of_period(inside, july) is inside
    # with the words of the period's clause only, the plank is unheld and the 5 km held
    words = lambda stem: 1.0  # noqa: E731
    assert word_evidence.unheld_topic("plank", words, [[read.metadata]]) == "plank"
    assert word_evidence.unheld_topic("plank", words, [[note.metadata]]) == ""
