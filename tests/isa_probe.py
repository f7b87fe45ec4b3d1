"""Run by tests/test_embedding_isa.py, natively and under qemu-user with an AVX2-only CPU model.

Prints JSON: the CPU features numpy detected (proof of which instruction set
ran) and the int8 embedder's vectors of a few texts, each embedded alone.
"""

import json
import sys

import numpy as np
from numpy._core._multiarray_umath import __cpu_features__

from shared.adapters.embedding.minilm import MiniLMEmbedder

texts = json.loads(sys.argv[1])
embedder = MiniLMEmbedder(threads=1)
vectors = np.vstack([embedder.embed([t]) for t in texts])
features = {k: bool(__cpu_features__.get(k)) for k in ("AVX2", "AVX512F", "AVX512_CNL", "AVX512_ICL")}
print(json.dumps({"features": features, "model_id": embedder.model_id, "vectors": vectors.tolist()}))
