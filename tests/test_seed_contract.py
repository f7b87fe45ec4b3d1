"""The seed's semanticSearch contract (docs/API.md, "Contract changes"): the
request `{query, userId, limit?}` and results dated in epoch milliseconds."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

import main
from shared.usecases import indexing
from tests.factories import add_client, add_message, chat_id_for

pytestmark = pytest.mark.emulator

AT = datetime(2026, 11, 2, 7, 45, 12, 345000, tzinfo=timezone.utc)


@pytest.fixture
def seeded(db, backends):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_client(db, "trainer-b", "sam", "Sam Ortiz")
    add_message(db, "sarah", "m1", "my knee hurts after squats", "Sarah Kim", at=AT)
    add_message(db, "sam", "m2", "my knee hurts after squats too", "Sam Ortiz", at=AT)
    for client, mid in (("sarah", "m1"), ("sam", "m2")):
        assert indexing.sync_message(backends, chat_id_for(client), mid).outcome == "indexed"


def test_the_seeds_request_is_accepted_when_userId_is_the_caller(seeded, call_function):
    status, body = call_function(main.semanticSearch, {"query": "knee pain", "userId": "trainer-a", "limit": 5},
                                 uid="trainer-a")
    assert status == 200, body
    [hit] = body["result"]["results"]
    assert hit["messageId"] == "m1"
    assert hit["timestamp"] == 1793605512345 and isinstance(hit["timestamp"], int)  # epoch ms, to the millisecond
    assert hit["timestampIso"] == "2026-11-02T07:45:12.345000Z"


@pytest.mark.parametrize("other", ["trainer-b", "sarah", "nobody"])
def test_any_other_userId_is_permission_denied_and_never_honoured(seeded, call_function, other):
    status, body = call_function(main.semanticSearch, {"query": "knee pain", "userId": other}, uid="trainer-a")
    assert status == 403, body
    assert body["error"]["status"] == "PERMISSION_DENIED"
    assert "results" not in str(body)


def test_userId_is_validated_like_any_id(seeded, call_function):
    status, body = call_function(main.semanticSearch, {"query": "knee pain", "userId": "a/b"}, uid="trainer-a")
    assert status == 400 and "userId" in body["error"]["message"]


def test_signed_out_is_unauthenticated_even_with_a_userId(seeded, call_function):
    status, body = call_function(main.semanticSearch, {"query": "knee pain", "userId": "trainer-a"})
    assert status == 401 and body["error"]["status"] == "UNAUTHENTICATED"
