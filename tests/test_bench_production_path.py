"""Smoke test of bench/production_path.py at tiny size: it runs end to end on the production
configuration and reports well-formed figures. No timing assertions (the bench measures time;
this checks that it measures the right things)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared.domain import threads

REPO = Path(__file__).resolve().parent.parent

pytestmark = [pytest.mark.timeout(300), pytest.mark.heavy(17)]


def test_the_production_path_bench_runs_and_reports_every_figure(tmp_path: Path) -> None:
    out = tmp_path / "figures.json"
    # A subprocess: the bench starts its own emulator and installs its backends in `main`.
    env = {k: v for k, v in os.environ.items() if k != "FIRESTORE_EMULATOR_HOST"}
    result = subprocess.run(
        [sys.executable, "bench/production_path.py", "--queries", "2", "--runs", "1", "--cold-runs", "1",
         "--pinecone-ms", "1", "--embed-ms", "1", "--first-token-ms", "1", "--token-ms", "0",
         "--no-write", "--json", str(out)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=280,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    figures = json.loads(out.read_text())

    # Every printed figure carries the machine: CPU model and instruction sets.
    figure_lines = [line for line in result.stdout.splitlines() if line.endswith("]") and " cores; load " in line]
    assert len(figure_lines) >= 12
    assert figures["machine"]["before"]["cpu"] and isinstance(figures["machine"]["before"]["isa"], list)

    assert figures["latencyMs"] == {"pinecone": 1.0, "embedding": 1.0, "firstToken": 1.0, "token": 0.0}
    assert set(figures["roundTrips"]) == {"embeddingMs", "pineconeMs", "firstTokenMs"}
    assert all(v > 0 for v in figures["roundTrips"].values())
    search = figures["search"]
    for key in ("library", "libraryCached", "callable", "callableCached", "cacheHit"):
        assert search[key]["n"] == 2 and 0 < search[key]["p50"] <= search[key]["p90"]
    assert search["statuses"] == {"200": 2}
    # dense, keyword and its values head, then the best candidates' neighbouring turns (one query);
    # the query names no date, and no fetch is left over: 4. Then an answered search looks up what
    # follows its best results (accompanied.followed, follow_ons.what_follows), all at once: their
    # replies (one request) and their later updates (a fetch, a query per source, a fetch, a query per
    # update found, for threads.UPDATE_SOURCES sources); these queries name no client in a group chat
    # (no own turns).
    follow_ons = 1 + 2 + 2 * threads.UPDATE_SOURCES
    assert 4 < search["requests"]["p50"] <= 4 + follow_ons
    # Repeated: the turns' query sent with the lists, and a second one only when last time's seeds
    # did not hold this time's (tests/test_neighbour_prefetch.py pins down when).
    assert search["requestsCached"]["n"] == search["turnsCached"]["n"] == 2
    assert 4 < search["requestsCached"]["p50"] <= 5 + follow_ons and 1 <= search["turnsCached"]["p50"] <= 2
    assert 0 <= search["turnsCachedHeld"] <= 2
    chat = figures["chat"]
    assert sum(chat["outcomes"].values()) == 5 and chat["outcomes"].get("answered", 0) >= 1
    assert chat["firstTokenMs"]["n"] == chat["outcomes"]["answered"]
    assert 0 < chat["firstTokenMs"]["p50"] <= chat["totalMs"]["p50"]
    cold = figures["coldStart"]
    assert cold["runs"] == 1 and cold["statuses"] == [200] and cold["firstAnswerS"] > cold["importS"] > 0
    names = [c["name"] for c in figures["checks"]]
    assert names == ["semanticSearch p50 (library)", "semanticSearch p50 (callable)", "cached query p50 (library)",
                     "cached query p50 (callable)", "chat first token p50", "cold start, import to first answer",
                     "cold start, import to first answer, CPU"]
    assert all(isinstance(c["met"], bool) for c in figures["checks"])


def test_only_the_lifts_turns_queries_count_as_turns() -> None:
    # The search's follow-ons read replies with `$or` windows too (6 h wide): counting them as the
    # lift's turns made every repeated search look as if the prefetch had missed.
    import json as _json

    from bench.production_path import _is_lift_turns
    from shared.adapters.vectorstore.pinecone_store import _windows_clause
    from shared.domain.retrieval import NEIGHBOUR_GAP_S
    from shared.usecases.chat.service import REPLY_GAP_S

    def body(gap: float) -> bytes:
        return _json.dumps({"filter": {"$and": [{"trainerId": {"$eq": "t"}},
                                                _windows_clause([("c1", 1000.0), ("c2", 5000.0)], gap)]}}).encode()

    assert _is_lift_turns("/query", body(NEIGHBOUR_GAP_S))
    assert not _is_lift_turns("/query", body(REPLY_GAP_S))
    assert not _is_lift_turns("/vectors/fetch", body(NEIGHBOUR_GAP_S))
    assert not _is_lift_turns("/query", _json.dumps({"filter": {"trainerId": {"$eq": "t"}}}).encode())
