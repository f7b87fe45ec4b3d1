"""How often: a record stating a rate of the topic leads the answer (shared/domain/frequency.py,
shared/domain/leading.py, with_rate). Hand-written records: "Migraines 2-3 a month" in the intake note is the answer
to "how often does greg get migraines", not the latest migraine message; a rate of something else
("3 sessions a week": shares no word of the question) or an adjective ("Weekly check-in") is none."""

from __future__ import annotations

from shared.domain import frequency
from shared.domain.retrieval import Candidate
from shared.domain.leading import with_rate

THRESHOLD = 0.6


def _c(id_: str, text: str, relevance: float, coverage: float) -> Candidate:
    return Candidate(id_, relevance, relevance, {"text": text, "ts": 0.0}, {"coverage": coverage})


def test_a_question_for_a_rate():
    assert frequency.asks_how_often("how often does greg get migraines")
    assert frequency.asks_how_often("How frequently is she swimming?")
    assert frequency.asks_how_often("how many times a week does he lift")
    assert not frequency.asks_how_often("how many migraines did greg have in september")
    assert not frequency.asks_how_often("how is greg doing")


def test_records_that_state_a_rate():
    for text in ("Migraines 2-3 a month (sumatriptan).", "padel twice a week now", "lifting 3x/week",
                 "4 times per week", "long run every other day", "boxing every monday", "a few times a month"):
        assert frequency.states_a_rate(text), text
    for text in ("Weekly check-in of Greg Tanner: sleep 7 h", "the daily walk helps", "third this month",
                 "migraine again yesterday"):
        assert not frequency.states_a_rate(text), text


def test_the_record_stating_the_rate_leads():
    latest = _c("oct", "only 1 migraine in september!!", 0.9, 1.0)
    july = _c("jul", "migraine again yesterday, third this month", 0.85, 1.0)
    sessions = _c("plan", "3 sessions a week until the race", 0.8, 0.0)
    note = _c("note", "Greg: Hyrox novice. Migraines 2-3 a month (sumatriptan).", 0.5, 1.0)
    relevant = [latest, july]
    assert [c.id for c in with_rate(relevant, [latest, july, sessions, note], THRESHOLD)] == ["note", "oct", "jul"]
    # Already chosen: moved to the front, not repeated.
    assert [c.id for c in with_rate([latest, note, july], [latest, note, july], THRESHOLD)] == ["note", "oct", "jul"]


def test_no_rate_of_the_topic_leaves_the_sources_alone():
    latest = _c("oct", "only 1 migraine in september!!", 0.9, 1.0)
    sessions = _c("plan", "3 sessions a week until the race", 0.8, 0.0)
    faint = _c("faint", "migraines twice a month", 0.2, 1.0)  # under half the threshold
    assert [c.id for c in with_rate([latest], [latest, sessions, faint], THRESHOLD)] == ["oct"]
