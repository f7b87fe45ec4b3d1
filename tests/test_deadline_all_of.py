"""deadline.all_of: independent reads started at once, their results (and failures) read in order."""

from __future__ import annotations

import threading

import pytest

from shared.kernel import deadline
from shared.kernel.deadline import Deadline, all_of, run_within


def test_results_come_back_in_the_order_given():
    assert all_of(lambda: "plan", lambda: "digest", lambda: 3) == ["plan", "digest", 3]
    assert all_of() == []


def test_calls_after_the_first_run_as_steps_in_worker_threads_under_the_callers_deadline():
    caller = threading.get_ident()
    budget = Deadline.start(60)
    def where():
        return threading.get_ident(), deadline.current()

    def inside():
        return threading.get_ident(), all_of(where, where, where)

    me, seen = run_within(budget, inside)
    assert seen[0] == (me, budget)  # the first in the calling thread
    assert all(current is budget for _, current in seen)


def test_the_first_failure_in_order_is_raised_as_if_called_one_after_another():
    def fails(message: str):
        def call():
            raise ValueError(message)
        return call

    with pytest.raises(ValueError, match="first"):
        all_of(lambda: 1, fails("first"), fails("second"))


class _BusyPool:
    """A step pool whose workers are all taken: nothing submitted ever starts."""

    def submit(self, fn, *args, **kwargs):
        import concurrent.futures

        return concurrent.futures.Future()


def test_steps_no_worker_has_started_are_run_by_the_waiting_thread(monkeypatch):
    # Nested all_of (the chat's layers, their digest, its queries) must not wait on a queued step
    # while every worker waits too: it takes the step back and runs it (else: DeadlineExceeded).
    monkeypatch.setattr(deadline, "_step_pool", lambda: _BusyPool())
    nested = deadline.run_under(Deadline.start(1.0), lambda: all_of(
        lambda: "profile", lambda: all_of(lambda: "plan", lambda: all_of(lambda: "messages", lambda: "checkins"))))
    assert nested == ["profile", ["plan", ["messages", "checkins"]]]


def test_a_read_starts_only_while_the_budget_lasts():
    now = [0.0]
    budget = Deadline.start(5, clock=lambda: now[0])
    deadline.before_read("never raised")  # no request deadline: nothing to spend
    deadline.run_under(budget, deadline.before_read, "in time")
    now[0] = 5.0
    with pytest.raises(deadline.DeadlineExceeded, match="the records of the injury asked"):
        deadline.run_under(budget, deadline.before_read, "the records of the injury asked")
