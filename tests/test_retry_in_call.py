"""The in-call retry of the indexing and backfill paths (shared/kernel/transient.retry_in_call):
a misconfigured index fails the same way every time, so it is attempted once; anything else is
attempted up to three times."""

from __future__ import annotations

import pytest

from shared.kernel.errors import IndexMisconfigured, VectorStoreError, VectorWidthMismatch
from shared.kernel.transient import retry_in_call
from shared.usecases import backfill, indexing


def _counting(exc: Exception):
    calls = []

    def call():
        calls.append(1)
        raise exc

    return calls, call


@pytest.mark.parametrize("policy", [indexing._retry, backfill._retry, retry_in_call(0, 0)])
@pytest.mark.parametrize("exc", [VectorWidthMismatch("width 384, stored 768"), IndexMisconfigured("metric")])
def test_a_misconfigured_index_is_attempted_once(policy, exc):
    calls, call = _counting(exc)
    with pytest.raises(type(exc)):
        policy(call)()
    assert len(calls) == 1


def test_an_outage_is_attempted_three_times_then_raised():
    calls, call = _counting(VectorStoreError("HTTP 503"))
    with pytest.raises(VectorStoreError):
        retry_in_call(0, 0)(call)()
    assert len(calls) == 3


def test_a_failure_then_success_returns_the_success():
    calls = []

    def call():
        calls.append(1)
        if len(calls) < 2:
            raise ConnectionError("reset")
        return "ok"

    assert retry_in_call(0, 0)(call)() == "ok"
    assert len(calls) == 2
