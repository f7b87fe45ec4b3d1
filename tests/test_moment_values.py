""""what was it when the band came back" after "<name>'s resting heart rate": the written record that holds a value of
the thread's quantity and says the moment's words leads the answer, not the device's weekly summaries
(shared/domain/moment_values.py, service._relevant). Hand-written words and records, not taken from any benchmark
set."""

from __future__ import annotations

from shared.domain import moment_values
from shared.domain.retrieval import Candidate


def _record(rid: str, text: str, source: str = "message", relevance: float = 0.6) -> Candidate:
    return Candidate(rid, 0.0, relevance, {"clientId": "ada", "sourceType": source, "text": text})


WEEK = _record("w30", "Resting heart rate, week of 22 July: 1 reading: 58 bpm", "metric_summary", 0.9)
CHAT = _record("chat", "ukulele band was fun tonight", relevance=0.5)


def test_the_record_holding_a_value_and_saying_the_moment_leads():
    day = _record("day", "ukulele band back together after the summer, rhr 57")
    led = moment_values.leading("ukulele band came", [WEEK, CHAT], [WEEK, CHAT, day], 0.3, ("heart_rate",))
    assert [c.id for c in led] == ["day", "w30", "chat"]


def test_nothing_leads_without_a_value_an_own_word_or_a_quantity():
    day = _record("day", "ukulele band back together after the summer, rhr 57")
    assert moment_values.leading("ukulele band", [WEEK], [CHAT], 0.3, ("heart_rate",)) == [WEEK]  # no value
    assert moment_values.leading("choir", [WEEK], [day], 0.3, ("heart_rate",)) == [WEEK]  # no own word
    assert moment_values.leading("ukulele band", [WEEK], [day], 0.3, ()) == [WEEK]  # no quantity
    # A summary says the value in its own words; below the floor, a record does not lead.
    assert moment_values.leading("week july", [CHAT], [WEEK], 0.3, ("heart_rate",)) == [CHAT]
    assert moment_values.leading("ukulele band", [WEEK], [_record("faint", "ukulele band, rhr 57", relevance=0.1)],
                                 0.3, ("heart_rate",)) == [WEEK]
