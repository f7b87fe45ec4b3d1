"""The ranking step (`search.search_candidates`) gives one result per record and per text said
twice in one chat, for every caller: before, each of its callers had to wrap it in `dedupe`, and a
caller that forgot counted "ok", "ok" twice in its top k."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.ports.vectorstore import QueryFilter
from shared.usecases import indexing, search
from tests.factories import add_client, add_message, chat_id_for

NOW = datetime(2026, 11, 22, 9, 30, tzinfo=timezone.utc)


@pytest.mark.emulator
def test_the_same_words_twice_in_one_chat_rank_once(db, backends):
    add_client(db, "trainer-a", "lena", "Lena Vogt")
    said = [("m1", "my left calf cramped on the hill reps", 3),
            ("m2", "my left calf cramped on the hill reps", 2),  # sent twice (a resend), one record each
            ("m3", "slept badly, the neighbours had a party", 1)]
    for mid, text, days in said:
        add_message(db, "lena", mid, text, "Lena Vogt", at=NOW - timedelta(days=days))
        indexing.sync_message(backends, chat_id_for("lena"), mid)

    ranked = search.search_candidates(backends, "trainer-a", "calf cramp", 10, QueryFilter(client_id="lena"))

    ids = [c.id.rsplit(":", 1)[-1] for c in ranked]
    assert len(ids) == len(set(ids))
    texts = [c.metadata.get("text") for c in ranked]
    assert texts.count("my left calf cramped on the hill reps") == 1
    assert "m3" in ids  # the other record is still ranked: only the repeat went
