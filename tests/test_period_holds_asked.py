"""A period's record answers only when it holds the thing asked or a value of it (shared/domain/asked_values.py,
word_evidence.main_topic / holds_asked / unheld_topic, shared/usecases/period.py `unheld`). Hand-written
sentences, none from a benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import asked_values, timeframe, word_evidence
from shared.domain.calibration import IDENTITY_SCALE, DecisionScale
from shared.domain.retrieval import Candidate
from shared.kernel.deadline import Deadline
from shared.usecases import period


@pytest.mark.parametrize("words, text, held", [
    # A weight: a decimal of a body weight or a number with a unit of mass.
    ("weigh", "61.4 on the scales this morning", True),
    ("weight", "down to 88kg!!", True),
    ("weigh", "legs day done, 5x5 at 80", False),
    # A blood pressure: two numbers over each other.
    ("bp", "nurse said 128/79, much better", True),
    ("bp", "slept badly, up at 4", False),
    # A time: minutes and seconds; "same time" is none.
    ("parkrun time", "24:51 this morning, windy", True),
    ("parkrun time", "same time next week?", False),
    # A dose, a heart rate, steps, hours of sleep, a lab result, an RPE.
    ("dose", "gp upped it to 50mg", True),
    ("resting hr", "watch says 52 bpm resting", True),
    ("steps", "11,240 yesterday walking the dog", True),
    ("sleep", "only 5 hours last night", True),
    ("ferritin", "came back at 18 ug/l, low", True),
    ("bench rpe", "bench 70x3 @ 8.5", True),
    ("bench rpe", "bench felt heavy", False),
])
def test_a_value_of_the_quantity_asked(words, text, held):
    assert asked_values.holds_value(asked_values.measured(words), text) is held


def test_a_question_that_measures_nothing_has_no_value():
    assert asked_values.measured("elbow") == ()
    assert not asked_values.holds_value(asked_values.measured("elbow"), "61.4 and 128/79")


def _weight(table: dict[str, float]):
    return lambda stem: table.get(stem, 1.0)


def test_the_main_topic_is_the_rarest_word_a_light_verb_only_when_nothing_else_is_asked():
    assert word_evidence.main_topic("bench rpe", _weight({"bench": 2.0, "rpe": 4.0})) == ["rpe"]
    # "go" is rarer in the records than "trip", yet it says how the question asks.
    assert word_evidence.main_topic("go trip", _weight({"go": 5.0, "trip": 3.0})) == ["trip"]
    assert word_evidence.main_topic("coping", _weight({"cope": 5.0})) == ["coping"]
    # A month left in the words (the request's own dates win over them) says when, not what.
    assert word_evidence.main_topic("knee april", _weight({"knee": 2.0, "april": 6.0})) == ["knee"]
    assert word_evidence.main_topic("", _weight({})) == []


def test_a_record_holds_the_thing_or_a_value_of_it():
    assert word_evidence.holds_asked("weigh", ["weigh"], {"text": "72.9 today, happy with that"})
    assert word_evidence.holds_asked("elbow", ["elbow"], {"text": "elbow still clicks on the bar"})
    assert not word_evidence.holds_asked("elbow", ["elbow"], {"text": "paid, thanks!"})


def test_a_period_record_that_says_neither_leaves_the_topic_unheld():
    weight = _weight({})
    # Nothing of a cough in the period's exchanges.
    assert word_evidence.unheld_topic("cough", weight, [[{"text": "paid 👍"}], [{"text": "sorry, mad week"}]]) == "cough"
    # One exchange says it: held.
    assert word_evidence.unheld_topic("cough", weight, [[{"text": "paid 👍"}], [{"text": "cough is finally gone"}]]) == ""
    # A value answers a measured question: held.
    assert word_evidence.unheld_topic("weigh", weight, [[{"text": "70.2 this morning"}]]) == ""
    # Said in other words: a topic that is no named thing may be (the meaning test decides) ...
    assert word_evidence.unheld_topic("sleeping", weight, [[{"text": "awake at 3am again"}]],
                                      lambda group, texts: True) == ""
    # ... a body part is named by its own words, whatever the meaning test says of "arm".
    assert word_evidence.unheld_topic("shoulder", weight, [[{"text": "arm day went well"}]],
                                      lambda group, texts: True) == "shoulder"


def test_word_meaning_reads_a_paraphrase_and_not_chatter(embedder):
    assert word_evidence.meant_in(embedder, ["sleeping"], ["lying awake till 4, then waking at 6"], IDENTITY_SCALE)
    assert not word_evidence.meant_in(embedder, ["cough"], ["invoice paid, see you thursday"], IDENTITY_SCALE)


def test_word_meaning_is_read_on_the_embedders_scale(embedder):
    # An embedder whose word cosines run low (as text-embedding-3-small's do) is mapped onto the
    # reference's scale before the band: the same pair is meant once its cosines are lifted, and not
    # when they are pushed down.
    lifted = DecisionScale(word_scale=1.0, word_shift=0.5, salience_scale=1.0)
    lowered = DecisionScale(word_scale=1.0, word_shift=-0.5, salience_scale=1.0)
    assert word_evidence.meant_in(embedder, ["cough"], ["invoice paid, see you thursday"], lifted)
    assert not word_evidence.meant_in(embedder, ["sleeping"], ["lying awake till 4, then waking at 6"], lowered)


# -- shared/usecases/period.py: the period's records among the whole history's best -----------------

class _Store:
    def term_stats(self, trainer_id: str):
        return None  # no keyword statistics: every word weighs the same, none is read as a slip


class _Backends:
    def __init__(self, embedder):
        self.store, self.embedder = _Store(), embedder


def _candidate(cid: str, relevance: float, ts: datetime, text: str) -> Candidate:
    return Candidate(cid, relevance, relevance, {"ts": ts.timestamp(), "text": text}, {})


def test_the_periods_records_that_do_not_hold_the_topic_are_not_its_answer(embedder):
    now = datetime(2026, 11, 30, tzinfo=timezone.utc)
    _, march = timeframe.extract("how was nadia's elbow in march", now)
    assert march is not None
    mar, jan = datetime(2026, 3, 10, tzinfo=timezone.utc), datetime(2026, 1, 5, tzinfo=timezone.utc)
    whole = [
        _candidate("elbow-jan", 0.95, jan, "elbow sore after the pull ups"),
        _candidate("march-chatter", 0.5, mar, "running late, there in 10"),  # of the period, among the best
        _candidate("march-elbow", 0.45, mar + timedelta(days=2), "elbow feels fine now on the bar"),
        _candidate("jan-reply", 0.4, jan + timedelta(days=1), "Ice it and skip pull ups this week"),
    ] + [_candidate(f"other-{n}", 0.3, jan, "booked for friday") for n in range(10)]
    found = period.topic_in_period(_Backends(embedder), "coach", whole, True, march, 0.7,
                                   Deadline.start(5.0), "how was elbow")
    assert [c.id for c in found] == ["march-elbow"]


def test_a_value_asked_of_a_period_needs_a_value_of_its_kind_there(embedder):
    # "her 10k time in may": May's record names the 10k but gives no time; the time was written in June.
    now = datetime(2026, 11, 30, tzinfo=timezone.utc)
    _, may = timeframe.extract("what was petras 10k time in may", now)
    assert may is not None
    in_may, in_june = datetime(2026, 5, 12, tzinfo=timezone.utc), datetime(2026, 6, 20, tzinfo=timezone.utc)
    whole = [
        _candidate("june-result", 0.95, in_june, "10k done!! 48:12 on the hilly course"),
        _candidate("may-plan", 0.9, in_may, "entered the 10k in june, want under 50"),
    ] + [_candidate(f"other-{n}", 0.3, in_june, "booked for friday") for n in range(10)]
    found = period.topic_in_period(_Backends(embedder), "coach", whole, True, may, 0.7,
                                   Deadline.start(5.0), "10k time")
    assert found == []
    # With a time in the period, that record answers.
    whole[1] = _candidate("may-result", 0.9, in_may, "10k time trial at the track: 49:30")
    found = period.topic_in_period(_Backends(embedder), "coach", whole, True, may, 0.7,
                                   Deadline.start(5.0), "10k time")
    assert [c.id for c in found] == ["may-result"]
