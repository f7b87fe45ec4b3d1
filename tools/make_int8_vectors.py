"""Regenerate tests/fixtures/int8_vectors.json: the local int8 model's vectors on this CPU.

    functions/venv/bin/python -m tools.make_int8_vectors tests/fixtures/int8_vectors.json

The file records the CPU (model and the instruction sets that pick ONNX
Runtime's kernels) it was made on. tests/test_int8_vectors_fixed.py embeds the
same texts wherever the suite runs and compares: on a CPU of another kind that
is a cross-machine check that a qemu-emulated CPU on the same host cannot give
(qemu-user emulates no AVX-512). Regenerate only when the model id changes.
"""

from __future__ import annotations

import json
import sys

import numpy as np

from bench.machine import describe
from shared.adapters.embedding.minilm import MiniLMEmbedder

# Lengths from 1 to ~200 word pieces; chat-like, clinical, numbers, emoji, other scripts.
TEXTS = [
    "ok",
    "yep",
    "👍",
    "Knee pain after squats yesterday",
    "hurt my rotator cuff on overhead press",
    "Sarah Kim: slept 5 hours again, work is crazy and I'm knackered",
    "B12 came back low, doc put me on 1000mcg daily",
    "3x10 at 60kg felt easy, moving to 65 next week",
    "can we move thurs to 7am? kids have a thing",
    "Ich habe Rückenschmerzen seit Montag. 膝が痛い",
    "Had oats with blueberries and two eggs for breakfast, then a 5k run before work. "
    "Legs felt heavy on the hills but my pace was 5:40/km, my best this month.",
    "Session note: left hip flexor tight on lunges, regressed to split squats, "
    "cue ribs down; client reports stress at work and poor sleep (5-6 h). Plan: mobility "
    "circuit twice a week, reassess in 14 days.",
    " ".join(["I ran a long way today and my legs feel heavy."] * 20),
]


def main(path: str) -> None:
    embedder = MiniLMEmbedder(threads=1)
    vectors = np.vstack([embedder.embed([t]) for t in TEXTS])
    machine = describe()
    out = {
        "model_id": embedder.model_id,
        "machine": {"cpu": machine["cpu"], "isa": machine["isa"]},
        "note": "each text embedded alone, 1 ONNX thread; see tools/make_int8_vectors.py",
        "texts": TEXTS,
        "vectors": [[round(float(x), 7) for x in v] for v in vectors],
    }
    with open(path, "w") as f:
        json.dump(out, f)
        f.write("\n")
    print(f"{len(TEXTS)} vectors on {machine['cpu']} ({' '.join(machine['isa'])}) -> {path}")


if __name__ == "__main__":
    main(sys.argv[1])
