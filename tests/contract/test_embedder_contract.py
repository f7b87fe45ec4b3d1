"""The Embedder contract, run against every backend: local MiniLM (int8 and fp32 compute) and OpenAI.

"openai" is the real `OpenAIEmbedder` and the real `openai` SDK talking HTTP to
the local stand-in (tests/standins/openai_server.py), whose vectors are
bag-of-words fakes, not semantic. OpenAI-only cases (retries, batching,
dimensions) follow the shared ones.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from shared.ports.embedder import Embedder
from shared.adapters.embedding.openai_embedder import OpenAIEmbedder
from shared.kernel.errors import EmbeddingError
from tests.contract.conformance import undeclared_methods
from tests.standins.openai_server import OpenAIStandin

TEXTS = [
    "Knee pain after squats yesterday",
    "my knee hurts when I squat",
    "Invoice for March is attached",
    "ok",
    "Had oats with blueberries and two eggs for breakfast, then a 5k run before work.",
]


@pytest.fixture(scope="module")
def minilm() -> Any:
    from shared.adapters.embedding.minilm import MiniLMEmbedder

    return MiniLMEmbedder()


@pytest.fixture(scope="module")
def minilm_fp32() -> Any:
    from shared.adapters.embedding.minilm import MiniLMEmbedder

    return MiniLMEmbedder(precision="fp32")


def make_openai(standin: OpenAIStandin, **kwargs: Any) -> OpenAIEmbedder:
    return OpenAIEmbedder(api_key="test-key", base_url=standin.base_url, backoff_s=0.01, **kwargs)


@pytest.fixture(params=["local", "local-fp32", "openai"])
def any_embedder(request: pytest.FixtureRequest) -> Any:
    if request.param == "local":
        return request.getfixturevalue("minilm")
    if request.param == "local-fp32":
        return request.getfixturevalue("minilm_fp32")
    return make_openai(request.getfixturevalue("openai_standin"))


def cosine_rows(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.sum(a * b, axis=1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1))


# -- the shared contract ------------------------------------------------------


def test_implements_the_protocol(any_embedder: Any) -> None:
    assert isinstance(any_embedder, Embedder)
    assert isinstance(any_embedder.model_id, str) and any_embedder.model_id
    assert any_embedder.dimension > 0 and any_embedder.max_input_chars > 0


def test_every_public_method_of_the_embedder_is_declared_on_the_protocol(any_embedder: Any) -> None:
    # from_settings and load (the SDK's client made at cold start): called by shared/usecases/backends.py
    # while it builds the embedder, where the concrete class is known.
    assert undeclared_methods(any_embedder, Embedder, {"from_settings", "load"}) == set()


def test_shape_dtype_and_unit_norms(any_embedder: Any) -> None:
    vectors = any_embedder.embed(TEXTS)

    assert vectors.shape == (len(TEXTS), any_embedder.dimension)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_deterministic(any_embedder: Any) -> None:
    np.testing.assert_allclose(any_embedder.embed(TEXTS), any_embedder.embed(TEXTS), atol=1e-6)


# A text's vector is a function of the text and the model only. Measured
# batch vs alone: int8 per-token 1.000000 (min over permutations of 17 texts),
# fp32 >= 0.99999 (padding changes fp32 summation order in the 6th decimal).
# 1e-4 leaves an order of magnitude over the largest measured spread.
BATCH_TOLERANCE = 1e-4


def test_batch_equals_singles(any_embedder: Any) -> None:
    batch = any_embedder.embed(TEXTS)
    singles = np.vstack([any_embedder.embed([t]) for t in TEXTS])

    assert cosine_rows(batch, singles).min() > 1 - BATCH_TOLERANCE


def test_batch_make_up_does_not_move_a_vector(any_embedder: Any) -> None:
    # More texts than one model batch, in several orders: each text meets other
    # batch-mates and other padding lengths, and the short ones ("ok") move most
    # easily under a per-batch activation scale.
    texts = TEXTS + [f"{t} (again, {i})" for i, t in enumerate(TEXTS)] + ["yep", "ok thanks", "x " * 120] * 3
    alone = np.vstack([any_embedder.embed([t]) for t in texts])
    rng = np.random.default_rng(7)
    for _ in range(3):
        order = rng.permutation(len(texts))
        shuffled = any_embedder.embed([texts[i] for i in order])
        assert cosine_rows(shuffled, alone[order]).min() > 1 - BATCH_TOLERANCE


def test_empty_list(any_embedder: Any) -> None:
    vectors = any_embedder.embed([])
    assert vectors.shape == (0, any_embedder.dimension) and vectors.dtype == np.float32


@pytest.mark.parametrize(
    "text", ["squat depth " * 10_000, "é" * 20_000, "💪" * 10_000], ids=["ascii", "accents", "emoji"]
)
def test_long_text_is_truncated_not_failing(any_embedder: Any, text: str) -> None:
    assert len(text) > any_embedder.max_input_chars

    vectors = any_embedder.embed([text, "short"])

    assert vectors.shape == (2, any_embedder.dimension)
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_related_texts_are_closer_than_unrelated(any_embedder: Any) -> None:
    # True of MiniLM by meaning, and of the stand-in because the first two share a word.
    knee, knee_again, invoice = any_embedder.embed(TEXTS[:3])
    assert float(knee @ knee_again) > float(knee @ invoice)


# -- OpenAI only --------------------------------------------------------------


@pytest.fixture
def standin(openai_standin: OpenAIStandin) -> OpenAIStandin:
    return openai_standin


def test_openai_returns_the_service_vectors_in_input_order(standin: OpenAIStandin) -> None:
    vectors = make_openai(standin).embed(TEXTS)

    expected = np.vstack([standin.fake_embedding(t) for t in TEXTS])
    np.testing.assert_allclose(vectors, expected, atol=1e-6)
    (request,) = standin.embedding_requests()
    assert request["model"] == "text-embedding-3-small" and request["input"] == TEXTS


def test_openai_429_is_retried_then_succeeds(standin: OpenAIStandin) -> None:
    standin.inject_status(429)

    assert make_openai(standin).embed(["hello"]).shape == (1, 1536)
    assert standin.request_count("/v1/embeddings") == 2


def test_openai_5xx_is_retried_then_succeeds(standin: OpenAIStandin) -> None:
    standin.inject_status(500, times=2)

    assert make_openai(standin).embed(["hello"]).shape == (1, 1536)
    assert standin.request_count("/v1/embeddings") == 3


def test_openai_timeout_is_retried_then_succeeds(standin: OpenAIStandin) -> None:
    standin.inject_delay(3.0)

    assert make_openai(standin, timeout_s=1.0).embed(["hello"]).shape == (1, 1536)
    assert standin.request_count("/v1/embeddings") == 2


def test_openai_persistent_429_raises_after_max_attempts(standin: OpenAIStandin) -> None:
    standin.inject_status(429, times=10)

    with pytest.raises(EmbeddingError):
        make_openai(standin, max_attempts=3).embed(["hello"])
    assert standin.request_count("/v1/embeddings") == 3


@pytest.mark.parametrize("status", [400, 401, 403, 404])
def test_openai_4xx_raises_without_retry(standin: OpenAIStandin, status: int) -> None:
    standin.inject_status(status)

    with pytest.raises(EmbeddingError, match=str(status)):
        make_openai(standin).embed(["hello"])
    assert standin.request_count("/v1/embeddings") == 1


def test_openai_batches_by_input_count(standin: OpenAIStandin) -> None:
    texts = [f"note {i % 40} about training" for i in range(2500)]

    vectors = make_openai(standin, dimensions=64).embed(texts)

    sizes = [len(r["input"]) for r in standin.embedding_requests()]
    assert sizes == [2048, 452]  # the stand-in rejects more than 2,048 inputs
    np.testing.assert_allclose(vectors[2321], standin.fake_embedding(texts[2321], 64), atol=1e-6)


def test_openai_batches_by_token_budget(standin: OpenAIStandin) -> None:
    texts = [f"{i} " + "word " * 1600 for i in range(100)]  # ~8,000 bytes each, 800 KB in all

    vectors = make_openai(standin, dimensions=64).embed(texts)

    budgets = [sum(len(t.encode()) for t in r["input"]) for r in standin.embedding_requests()]
    assert len(budgets) >= 3 and max(budgets) <= 300_000  # the stand-in rejects more
    assert vectors.shape == (100, 64)


def test_openai_empty_string_is_embedded_not_rejected(standin: OpenAIStandin) -> None:
    vectors = make_openai(standin).embed(["", "hello"])
    assert vectors.shape == (2, 1536)


def test_openai_dimensions_and_model_ids(standin: OpenAIStandin) -> None:
    short = make_openai(standin, dimensions=256)
    assert short.embed(["hello"]).shape == (1, 256)
    assert standin.embedding_requests()[-1]["dimensions"] == 256
    assert short.model_id == "openai/text-embedding-3-small@256"  # another vector space

    assert make_openai(standin).model_id == "openai/text-embedding-3-small"
    assert make_openai(standin, model="text-embedding-3-large").dimension == 3072
    ada = make_openai(standin, model="text-embedding-ada-002")
    assert ada.dimension == 1536 and ada.embed(["hello"]).shape == (1, 1536)
    assert "dimensions" not in standin.embedding_requests()[-1]
    with pytest.raises(ValueError):
        make_openai(standin, model="some-unknown-model")
    with pytest.raises(ValueError):
        make_openai(standin, model="text-embedding-ada-002", dimensions=256)


def test_openai_from_settings(standin: OpenAIStandin) -> None:
    from shared.kernel.config import Settings

    settings = Settings(
        openai_api_key="test-key", openai_base_url=standin.base_url, openai_embedding_model="text-embedding-3-large"
    )
    embedder = OpenAIEmbedder.from_settings(settings)

    assert embedder.model_id == "openai/text-embedding-3-large"
    assert embedder.embed(["hello"]).shape == (1, 3072)
    assert "test-key" not in repr(embedder)
    with pytest.raises(EmbeddingError):
        OpenAIEmbedder.from_settings(Settings(openai_api_key=None))
