"""The sparse (keyword) encoder behind PineconeStore.keyword_query."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared.adapters.vectorstore import sparse
from shared.adapters.vectorstore.sparse import B, K1, MAX_NONZEROS, encode_document, encode_query, token_index, tokens

ROOT = Path(__file__).resolve().parent.parent


def bm25_tf(tf: int, length: int, avg: float = sparse.AVG_LEN) -> float:
    return tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / avg))


def test_tokens_are_stemmed_lower_case_content_words_as_fts5_porter_unicode61_makes_them() -> None:
    assert tokens("When did Sarah hurt her KNEES running?") == ["sarah", "hurt", "knee", "run"]
    assert tokens("Sarah's rotator-cuff didn't hold up") == ["sarah", "rotat", "cuff", "didn", "hold"]
    assert tokens("Café crème, naïve") == ["cafe", "creme", "naiv"]
    assert tokens("snake_case 5x5 squats") == ["snake", "case", "5x5", "squat"]
    assert tokens("") == [] and tokens("?! ... '") == [] and tokens("what did they do about it") == []


@pytest.mark.parametrize("text", ["Plain ASCII, MIXED case!", "Café crème", "naïve Ångström", "İstanbul", "ﬁve ①", "", "ß straße"])
def test_folding_is_lower_case_without_diacritics_whether_the_text_is_ascii_or_not(text: str) -> None:
    import unicodedata

    from shared.ports.keywords import _fold

    assert _fold(text) == "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


def test_token_indices_are_uint32_and_the_same_in_every_process() -> None:
    words = ["knee", "sarah", "rotat", "é", "5x5"]
    here = [token_index(w) for w in words]
    assert all(0 <= i < 2**32 for i in here) and len(set(here)) == len(here)
    code = f"import json; from shared.adapters.vectorstore.sparse import token_index; print(json.dumps([token_index(w) for w in {words!r}]))"
    for seed in ("0", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
        out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True)
        assert json.loads(out.stdout) == here


def test_token_index_is_pinned() -> None:
    # Changing the hash (or the stemmer) orphans every sparse vector already in
    # Pinecone: such a change must come with a re-upsert of all records.
    assert [token_index(w) for w in ("knee", "sarah")] == [43360573, 1559683386]


def test_document_weights_are_bm25_term_frequency_saturation() -> None:
    vec = encode_document("Sarah: knee knee knee, squats hurt the knee")  # sarah, knee×4, squat, hurt: 7 words
    weights = dict(zip(vec.indices, vec.values))

    assert weights[token_index("knee")] == pytest.approx(bm25_tf(4, 7))
    assert weights[token_index("sarah")] == pytest.approx(bm25_tf(1, 7))
    assert len(weights) == 4
    assert vec.indices == sorted(vec.indices)
    # Saturation: more repeats add less and never pass k1 + 1; a longer text weighs a word less.
    assert bm25_tf(1, 7) < bm25_tf(4, 7) < K1 + 1
    long_one = encode_document("knee " + "filler words here " * 10)
    assert dict(zip(long_one.indices, long_one.values))[token_index("knee")] < bm25_tf(1, 1)


def test_query_weights_are_one_per_distinct_word_or_its_idf() -> None:
    vec = encode_query("knee knee pain after the squats")
    assert sorted(vec.indices) == sorted(token_index(t) for t in ("knee", "pain", "squat"))
    assert vec.values == [1.0, 1.0, 1.0]

    idf = encode_query("knee pain marathon", idf={"knee": 2.5, "pain": 0.5})
    assert dict(zip(idf.indices, idf.values)) == {token_index("knee"): 2.5, token_index("pain"): 0.5}
    assert not encode_query("the of and") and not encode_query("")


def test_sparse_vectors_are_capped_at_1000_heaviest_non_zeros() -> None:
    # 1,200 distinct words, the first 300 repeated: those are heavier and must be kept.
    words = [f"w{i}x" for i in range(1200)]
    vec = encode_document(" ".join(words[:300] * 3 + words[300:]))

    assert len(vec.indices) == MAX_NONZEROS == len(vec.values)
    assert len(set(vec.indices)) == len(vec.indices) and vec.indices == sorted(vec.indices)
    kept = set(vec.indices)
    assert {token_index(w) for w in words[:300]} <= kept
    assert min(vec.values) > 0
    assert len(encode_query(" ".join(words)).indices) == MAX_NONZEROS


def test_colliding_tokens_share_one_index(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sparse, "token_index", lambda token: 7)
    vec = encode_document("knee pain")
    assert vec.indices == [7] and vec.values == [pytest.approx(2 * bm25_tf(1, 2))]
