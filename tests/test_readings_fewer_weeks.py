"""A metric's weekly summaries hold at most two places ahead of the other relevant records
(shared/domain/readings.weeks_apart, read by shared/domain/runners_up.py for semanticSearch's relevant results and
the chat's chosen records: the kept records, then the runners-up, then the later weeks).

Hand-written records: a client's weekly resting heart rate summaries, which the ranking put ahead of the
message that answers "what's going on with ana's heart" (every week says "heart" with other numbers), and
a weight week."""

from __future__ import annotations

from datetime import datetime, timezone

from shared.domain import readings
from shared.domain.retrieval import Candidate


def fewer_weeks(relevant: list[Candidate], question: str = "") -> list[Candidate]:
    """Both parts of `weeks_apart` in order, as a caller with no runners-up between them reads them."""
    first, later = readings.weeks_apart(relevant, question=question)
    return [*first, *later]


def _ts(month: int, day: int) -> float:
    return datetime(2031, month, day, tzinfo=timezone.utc).timestamp()


def week(metric: str, month: int, day: int, client: str = "c-ana") -> Candidate:
    return Candidate(f"{client}:{metric}:{month}-{day}", 0.4, 0.75, {
        "sourceType": "metric_summary", "metric": metric, "clientId": client, "ts": _ts(month, day),
        "text": f"{metric} week of {month}/{day}: one reading"})


def message(mid: str, text: str) -> Candidate:
    return Candidate(mid, 0.5, 0.77, {"sourceType": "message", "clientId": "c-ana", "ts": _ts(10, 20), "text": text})


def ids(cs: list[Candidate]) -> list[str]:
    return [c.id for c in cs]


def test_a_metrics_weeks_past_two_go_after_the_other_records():
    hr = [week("resting_heart_rate", m, d) for m, d in ((9, 1), (9, 8), (9, 15), (9, 22), (9, 29))]
    said = message("m-cardio", "cardiologist's booked me a cardioversion, a shock to put it back in rhythm")
    weight = week("weight", 9, 1)
    ranked = [*hr[:4], weight, said, hr[4]]
    out = fewer_weeks(ranked)
    assert ids(out) == ids([hr[0], hr[1], weight, said, hr[2], hr[3], hr[4]])
    assert ids(out[:4]) == ids([hr[0], hr[1], weight, said])  # the message within the first places


def test_nothing_is_dropped_and_other_records_keep_their_order():
    hr = [week("resting_heart_rate", 9, d) for d in (1, 8, 15)]
    assert ids(fewer_weeks(hr)) == ids(hr)  # only summaries answer: all of them, in order
    a, b = message("m-a", "knee sore"), message("m-b", "knee better")
    assert ids(fewer_weeks([a, b])) == ["m-a", "m-b"]
    # Each client's metric is counted on its own.
    other = [week("resting_heart_rate", 9, d, client="c-bo") for d in (1, 8)]
    assert ids(fewer_weeks([*hr[:2], *other, a])) == ids([*hr[:2], *other, a])


def test_a_metric_the_question_names_keeps_its_weeks_where_they_rank():
    """"hamish's weight last year" asks the weeks themselves (blind26-151: the third week went behind the goal)."""
    wt = [week("weight", 9, d) for d in (1, 8, 15, 22)]
    goal = message("goal-weight", "goal: get under 90 kg by christmas")
    ranked = [*wt[:3], goal, wt[3]]
    assert ids(fewer_weeks(ranked, question="hamish's weight last year")) == ids(ranked)
    assert ids(fewer_weeks(ranked, question="what did hamish weigh in june")) == ids(ranked)
    assert ids(fewer_weeks(ranked)) == ids([*wt[:2], goal, wt[2], wt[3]])  # no question: as before
    hr = [week("resting_heart_rate", 9, d) for d in (1, 8, 15)]
    said = message("m-cardio", "booked in for a cardioversion")
    assert ids(fewer_weeks([*hr, said], question="tess rhr lately")) == ids([*hr, said])
    # "what's going on with ana's heart" names no metric: the weeks past two still go behind the message.
    assert ids(fewer_weeks([*hr, said], question="what's going on with ana's heart")) == ids([*hr[:2], said, hr[2]])


def test_metrics_named_reads_the_summaries_words_and_initials():
    assert readings.metrics_named("jodie weight now") == {"weight"}
    assert readings.metrics_named("ravis step count") == {"steps"}
    assert readings.metrics_named("resting heart rate in feb") == {"resting_heart_rate"}
    assert readings.metrics_named("tess rhr lately") == {"resting_heart_rate"}
    assert readings.metrics_named("al's heart rhythm") == frozenset()
