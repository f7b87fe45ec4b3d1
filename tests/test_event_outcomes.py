"""A record that names a day still to come is followed by the client's record of that day:
the event's result, which does not repeat its name (shared/domain/event_dates.py,
threads.outcome_records)."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import numpy as np
import pytest

from shared.adapters.vectorstore.local import LocalVectorStore
from shared.domain import event_dates, threads
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import VectorRecord

DIM = 8


def _ts(month: int, day: int, hour: int = 12) -> float:
    return datetime(2026, month, day, hour, tzinfo=timezone.utc).timestamp()


def _day(ts: float) -> str:
    return datetime.fromtimestamp(ts, tz=timezone.utc).date().isoformat()


@pytest.mark.parametrize("text, written, days", [
    ("signed up for the berlin half 14 sept, want sub 1:45", (6, 2), ("2026-09-14", "2026-09-17")),
    ("tournament window 3-5 August", (6, 2), ("2026-08-03", "2026-08-08")),
    ("race is on October 17th", (6, 2), ("2026-10-17", "2026-10-20")),
])
def test_a_day_still_to_come_is_an_event_window(text, written, days):
    window = event_dates.event_window(text, _ts(*written))
    assert window is not None and (_day(window[0]), _day(window[1])) == days


@pytest.mark.parametrize("text", [
    "ran 10k on 2 june, legs were dead",   # a day already past: a report
    "3 sets of 10 may help",               # the verb, not the month
    "squat 100 kg in june",                # the month it was written in: past or to come, unsaid
    "in may i ran every day",              # a month gone by, not next year's
    "oct 17 kg",                            # no day: a weight
])
def test_a_past_day_a_verb_or_a_month_alone_is_no_event(text):
    assert event_dates.event_window(text, _ts(6, 3)) is None


@pytest.mark.parametrize("text, written, days", [
    # A lowercase "may" / "march" is the month after "on" or before an ordinal day.
    ("signed up for the harbour 10k on may 17th, goal sub 40", (1, 11), ("2026-05-17", "2026-05-20")),
    ("race on may 17", (1, 11), ("2026-05-17", "2026-05-20")),
    ("gala march 3rd", (1, 11), ("2026-03-03", "2026-03-06")),
    # A plan named relative to its own day.
    ("grading tomorrow, nervous", (6, 3), ("2026-06-04", "2026-06-07")),
    # Written Wednesday 3 June: next week is Monday 8 to Sunday 14 June.
    ("audition for the ballet next week", (6, 3), ("2026-06-08", "2026-06-17")),
    ("got a county trial in september", (6, 3), ("2026-09-01", "2026-10-03")),
])
def test_a_plan_named_relative_to_its_day_or_a_lowercase_month_is_an_event(text, written, days):
    window = event_dates.event_window(text, _ts(*written))
    assert window is not None and (_day(window[0]), _day(window[1])) == days


@pytest.mark.parametrize("text", ["3 sets of 10 may help", "you may 17 times", "10 march on"])
def test_a_lowercase_may_or_march_as_a_verb_is_still_no_month(text):
    assert event_dates.event_window(text, _ts(1, 11)) is None


def _vec(*weights: float) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    v[: len(weights)] = weights
    return (v / np.linalg.norm(v)).astype(np.float32)


def _msg(id_: str, ts: float, text: str, sender: str = "ana") -> dict:
    return {"sourceType": "message", "sourceId": id_, "clientId": "ana", "chatId": "chat-ana", "senderId": sender,
            "senderName": "Ana", "ts": ts, "text": text}


@pytest.fixture
def store(tmp_path: Path):
    s = LocalVectorStore(tmp_path / "v.sqlite3")
    s.upsert("coach", [
        VectorRecord("plan", _vec(1, 0, 0), _msg("plan", _ts(6, 2), "signed up for the berlin half 14 sept, want sub 1:45")),
        VectorRecord("coach", _vec(0.2, 1, 0), _msg("coach", _ts(9, 14, 9), "good luck today!!", sender="coach")),
        VectorRecord("result", _vec(0, 0.3, 1), _msg("result", _ts(9, 14, 15), "1:43:10!!! buzzing")),
        VectorRecord("ok", _vec(0, 1, 1), _msg("ok", _ts(9, 14, 16), "ok")),
        VectorRecord("later", _vec(0, 0.3, 1), _msg("later", _ts(9, 30), "legs fine again")),
    ])
    yield s
    s.close()


def test_the_clients_record_of_the_event_day_follows_the_plan(store):
    plan = Candidate("plan", 0.5, 0.9, store.fetch("coach", ["plan"])["plan"].metadata, {})
    # The question's vector is near the coach's message, not the result: the client's own record of the day is taken.
    found = threads.outcome_records(store, "coach", [plan], _vec(0.2, 1, 0), {"plan"})
    assert {s: m.id for s, m in found.items()} == {"plan": "result"}
    # Already quoted: not offered again.
    assert threads.outcome_records(store, "coach", [plan], _vec(0.2, 1, 0), {"plan", "result"}) == {}


def _cand(id_: str, ts: float, text: str, sender: str = "ana", chat: str = "chat-ana") -> Candidate:
    return Candidate(id_, 0.5, 0.9, {**_msg(id_, ts, text, sender), "chatId": chat}, {})


def test_a_message_sent_in_two_turns_is_quoted_whole():
    first = _cand("a", _ts(9, 9, 7), "did the 400m test on monday")
    second = _cand("b", _ts(9, 9, 7) + 120, "actually it was tuesday lol. 6:10!!")
    reply = _cand("c", _ts(9, 9, 8), "Huge drop!", sender="coach")
    found = threads.continuations([first], [first, second, reply], {"a"})
    assert {s: c.id for s, c in found.items()} == {"a": "b"}
    # Not when the other party wrote in between, nor long after, nor when already quoted.
    between = _cand("r", _ts(9, 9, 7) + 60, "nice", sender="coach")
    assert threads.continuations([first], [first, between, second], {"a"}) == {}
    late = _cand("d", _ts(9, 9, 7) + 3600, "also my knee hurts")
    assert threads.continuations([first], [first, late], {"a"}) == {}
    assert threads.continuations([first], [first, second], {"a", "b"}) == {}
