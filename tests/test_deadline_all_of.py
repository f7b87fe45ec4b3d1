"""deadline.all_of: independent reads started at once, their results (and failures) read in order."""

from __future__ import annotations

import threading

import pytest

from shared.kernel import deadline
from shared.kernel.deadline import Deadline, all_of, run_within


def test_results_come_back_in_the_order_given():
    assert all_of(lambda: "plan", lambda: "digest", lambda: 3) == ["plan", "digest", 3]
    assert all_of() == []


def test_each_call_runs_as_a_step_in_a_worker_thread_under_the_callers_deadline():
    caller = threading.get_ident()
    budget = Deadline.start(60)
    seen = run_within(budget, lambda: all_of(lambda: (threading.get_ident(), deadline.current()),
                                             lambda: (threading.get_ident(), deadline.current())))
    assert all(ident != caller and current is budget for ident, current in seen)


def test_the_first_failure_in_order_is_raised_as_if_called_one_after_another():
    def fails(message: str):
        def call():
            raise ValueError(message)
        return call

    with pytest.raises(ValueError, match="first"):
        all_of(lambda: 1, fails("first"), fails("second"))
