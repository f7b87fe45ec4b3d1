"""Cold start: what a fresh functions process loads (no timing: bench/bench_cold_start.py measures).

Each case is a fresh interpreter with only functions/ on the project path, as
on a Cloud Functions instance. In the production configuration neither
`import main` nor the first semanticSearch may load the local model's stack.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

from bench.bench_cold_start import LOCAL_MODEL_MODULES, local_env, production_env, run_probe
from tests.standins.openai_server import OpenAIStandin
from tests.standins.pinecone_server import PineconeStandin

pytestmark = pytest.mark.timeout(300)

# The budget is the product's concern; here only the module set matters, so a
# slow (loaded) machine must not turn the first call into UNAVAILABLE.
GENEROUS_BUDGET = {"SEARCH_TIMEOUT_S": "120"}


@pytest.fixture(scope="module")
def standins() -> Iterator[tuple[OpenAIStandin, PineconeStandin]]:
    with OpenAIStandin() as openai_srv, PineconeStandin() as pinecone_srv:
        yield openai_srv, pinecone_srv


def prod(firestore_host: str, standins: tuple[OpenAIStandin, PineconeStandin]) -> dict[str, str]:
    openai_srv, pinecone_srv = standins
    return {**production_env(firestore_host, openai_srv.base_url, pinecone_srv.url), **GENEROUS_BUDGET}


def local_model(loaded: list[str]) -> list[str]:
    return [m for m in loaded if m in LOCAL_MODEL_MODULES]


@pytest.mark.parametrize("config", ["local", "production"])
def test_import_main_loads_no_model(config: str, tmp_path: Path, standins: Any) -> None:
    host = "127.0.0.1:1"  # never contacted: importing main does no I/O
    env = local_env(host, tmp_path / "v.sqlite3") if config == "local" else prod(host, standins)
    probe = run_probe(env, call=False)
    assert local_model(probe["after_import"]) == []
    assert "openai" not in probe["after_import"]  # SDKs load on first use, not at import


@pytest.mark.emulator
def test_production_first_search_loads_no_local_model(emulator: Any, standins: Any) -> None:
    openai_srv, pinecone_srv = standins
    probe = run_probe(prod(emulator.host, standins), call=True)
    assert probe["status"] == 200, probe["body"]
    assert probe["body"]["result"]["count"] == 0
    assert local_model(probe["after_call"]) == []
    assert "openai" in probe["after_call"]  # the call did go through the production backends
    assert openai_srv.request_count("/v1/embeddings") >= 1
    assert pinecone_srv.request_count("/query") >= 1


@pytest.mark.emulator
def test_local_first_search_does_load_the_model(emulator: Any, tmp_path: Path) -> None:
    """The positive control: the probe sees lazily loaded modules."""
    env = {**local_env(emulator.host, tmp_path / "v.sqlite3"), **GENEROUS_BUDGET}
    probe = run_probe(env, call=True)
    assert probe["status"] == 200, probe["body"]
    assert "onnxruntime" in probe["after_call"]
