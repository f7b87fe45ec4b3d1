"""Read once (h-review61): the event a question asks the trainer's words by (event_told.asked) is read once by the
step that leads with its records (asked_records.lead, the chat's `_event_told`) and handed to kept_by_absent and
event_replies; the point of comparison ("than in february", compared_point) is read once by the chat's `prepare` and
held on its Reading, where `_period_asked` and `_relevant` take it. Hand-written sentences; the small history is
test_fail60_event_replies's."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from shared.domain import event_told
from shared.domain.answerability import Decision
from shared.domain.compared_point import compared_point
from shared.kernel.deadline import Deadline
from shared.ports.vectorstore import QueryFilter
from shared.usecases import event_replies
from shared.usecases.chat import service
from tests.test_fail60_event_replies import _lead, barney  # noqa: F401  (the fixture)

NOW = datetime(2004, 6, 1, tzinfo=timezone.utc)


@pytest.fixture
def reads(monkeypatch):
    """Every question event_told.asked reads, in order."""
    asked, real = [], event_told.asked
    monkeypatch.setattr(event_told, "asked", lambda q: asked.append(q) or real(q))
    return asked


# --- the told event -----------------------------------------------------------------------------------------------

def test_the_lead_reads_the_event_once_for_kept_by_absent_and_its_records(barney, reads):  # noqa: F811
    # "day": a light word no telling says, so kept_by_absent asks whether an event is asked; then its records.
    absent = Decision(answerable=False, reason="topic_absent", absent_topic="day")
    assert _lead(barney, "what did i tell barney the day toffee went lame", absent) == ["b6", "b7"]
    assert len(reads) == 1


def test_event_replies_takes_the_event_read_and_reads_no_question(barney, monkeypatch):  # noqa: F811
    event = event_told.asked("what did i ask barney after hexham")
    monkeypatch.setattr(event_told, "asked", lambda q: pytest.fail("read again"))
    found = event_replies.event_replies(barney, "coach", event, QueryFilter(client_id="barney"))
    assert [m.metadata["sourceId"] for m in found] == ["b1", "b5"]


def _step(backends, message: str):
    answered = []
    step = SimpleNamespace(
        backends=backends, budget=Deadline.start(60.0), now=NOW,
        prepared=SimpleNamespace(trainer_id="coach", request=SimpleNamespace(message=message)),
        reading=SimpleNamespace(names={"barney": "Barney Preece"}, scope="barney", group_chats=(),
                                question=message, writer_asked=SimpleNamespace(writer=False, own=False)),
        answered=lambda records, outcome: answered.append((outcome, [c.metadata["sourceId"] for c in records]))
        or "answer")
    return step, answered


def test_the_chats_told_event_is_read_once(barney, reads):  # noqa: F811
    # "came" and "back": no record says "came" (a light word of the frame); "back" is the particle.
    step, answered = _step(barney, "what did i say when barney's toffee bloods came back")
    absent = Decision(answerable=False, reason="topic_absent", absent_topic="came")
    assert service._event_told(step, absent) == "answer"
    assert answered == [("own_words", ["d1", "d2", "d3"])]
    assert reads == ["what did i say when toffee bloods came back"]


def test_the_chats_told_event_refused_by_a_word_of_the_event_reads_it_once(barney, reads):  # noqa: F811
    step, answered = _step(barney, "what did i say when barney's toffee bloods came back")
    absent = Decision(answerable=False, reason="topic_absent", absent_topic="bloods")
    assert service._event_told(step, absent) is None and answered == []
    assert len(reads) == 1


# --- the point of comparison --------------------------------------------------------------------------------------

def test_relevant_takes_the_point_the_reading_holds(monkeypatch):
    point = compared_point("is her shoulder better than in february", NOW)
    assert point is not None
    monkeypatch.setattr(service, "compared_point", lambda *args: pytest.fail("read again"))
    monkeypatch.setattr(service, "_chosen", lambda s, found: ["chosen"])
    monkeypatch.setattr(service, "_led", lambda s, found, followed: followed)
    handed = []
    monkeypatch.setattr(service, "compared_with", lambda p, chosen, pool, floor: handed.append(p) or chosen)
    step = SimpleNamespace(reading=SimpleNamespace(when=None, compared=point), now=NOW,
                           prepared=SimpleNamespace(request=SimpleNamespace(message="how is her shoulder")),
                           backends=SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.4)))
    assert service._relevant(step, SimpleNamespace(candidates=[]), Decision(True, "relevant")) == (["chosen"], [])
    assert handed == [point]
    # With a period asked, the point is no other end: the period is what is asked.
    step.reading.when = point
    service._relevant(step, SimpleNamespace(candidates=[]), Decision(True, "relevant"))
    assert handed == [point, None]


def test_the_period_step_takes_the_point_read_before_it(monkeypatch):
    point = compared_point("is her shoulder better than in february", NOW)
    monkeypatch.setattr(service, "compared_point", lambda *args: pytest.fail("read again"))
    monkeypatch.setattr(service, "_empty_dates", lambda *args: None)
    looked_up = []
    monkeypatch.setattr(service, "_empty_point", lambda *args: looked_up.append(args[5]) or args[5])
    request = SimpleNamespace(message="is her shoulder better than in february", sourceTypes=None)
    question, when = service._period_asked(None, "coach", request, SimpleNamespace(turns=[]), [], "ana", (), None,
                                           "is her shoulder better", point, Deadline.start(60.0), NOW)
    assert (question, when, looked_up) == ("is her shoulder better", point, [point])
