"""Sources indexing cost: a one-hour session transcript and a profile, end to end.

Against the Firestore emulator and the local backends (MiniLM ONNX +
SQLite/numpy), in one process:

1. segments a synthetic one-hour, two-speaker transcript (deterministic:
   ~720 lines, ~70 KB) — pure CPU;
2. `upload_transcript`: writes the document, embeds its segments in batches
   of 32 and writes their ledger entries (what the uploadTranscript callable does);
3. re-syncs it unchanged (what the embedTranscript trigger does right after);
4. syncs a client profile, then re-syncs it unchanged;
5. loads the whole demo data set (messages and sources) and asks 13 questions
   whose answer lives in a profile, note, check-in or transcript: is an
   expected source in the top 5, and among the results above the product's
   relevance threshold?

    functions/venv/bin/python bench/bench_sources.py [--runs 3]

Medians over runs. Machine-dependent (2 busy cores here); the emulator's
Firestore round trips are included.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ["GOOGLE_CLOUD_PROJECT"] = os.environ["GCLOUD_PROJECT"] = "demo-bench-sources"

WORDS = (
    "squat deadlift bench press knee back shoulder sleep protein sets reps tempo bar load warm-up "
    "stretch mobility hinge brace breathe week plan pain stiff fine better good heavy light easy hard"
).split()


def transcript_lines(minutes: int = 60, seed: int = 7) -> list[dict]:
    rng = random.Random(seed)
    lines, t = [], 0.0
    while t < minutes * 60:
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 30))).capitalize() + "."
        lines.append({"speaker": "Coach" if len(lines) % 2 == 0 else "John", "offsetSeconds": round(t, 1), "text": text})
        t += len(text) / 15 + rng.uniform(0.5, 3)
    return lines


# (trainer, question, expected source document ids: any of them counts)
SOURCE_QUESTIONS = [
    ("coach-maya", "Does Sarah have any food allergies or intolerances?", {"sarah-kim"}),
    ("coach-maya", "Which of my clients has a lower-back problem?", {"john-reyes", "tom-becker"}),
    ("coach-maya", "How has Aisha been sleeping?", {"ci-maya-aisha-2026-11-07", "ci-maya-aisha-2026-11-14", "ci-maya-aisha-2026-11-21"}),
    ("coach-maya", "What happened with John's shoulder on overhead press?", {"sn-maya-002", "tr-maya-john-20261117"}),
    ("coach-maya", "What is the deadlift plan for John?", {"tr-maya-john-20261117"}),
    ("coach-maya", "Did Leo hit his deadlift goal?", {"sn-maya-003"}),
    ("coach-maya", "Why has Tom been missing sessions?", {"sn-maya-004", "ci-maya-tom-2026-11-14"}),
    ("coach-dan", "What dietary restrictions does Elena have?", {"elena-rossi"}),
    ("coach-dan", "What did we decide about Marcus's shin pain?", {"sn-dan-002"}),
    ("coach-dan", "How is Sarah's knee on long runs?", {"ci-dan-sarah-2026-11-14", "ci-dan-sarah-2026-11-07", "sn-dan-001"}),
    ("coach-priya", "Is anyone allergic to peanuts?", {"olivia-chen"}),
    ("coach-priya", "How is Ben doing with his drinking?", {"sn-priya-002", "ci-priya-ben-2026-11-07", "ci-priya-ben-2026-11-14"}),
    ("coach-priya", "What are Nadia's calorie targets?", {"sn-priya-001"}),
]


def source_eval(b) -> None:
    """Demo data, messages and sources in one index: are source answers found?"""
    from demo.dataset import load_dataset, write_chats
    from shared import indexing
    from shared.models import SearchRequest
    from shared.search import semantic_search
    from shared.sources.loader import load_sources

    dataset = load_dataset()
    write_chats(b.db, dataset)
    for m in dataset["messages"]:
        indexing.sync_message(b, m["chatId"], m["id"])
    load_sources(b, dataset)
    threshold = b.settings.relevance_threshold
    b.settings.relevance_threshold = 0.0
    at5 = above = 0
    for trainer, question, expected in SOURCE_QUESTIONS:
        results = semantic_search(b, trainer, SearchRequest(query=question, limit=10)).results
        top5 = {r.messageId for r in results[:5]}
        kept = {r.messageId for r in results if r.score >= threshold}
        at5 += bool(top5 & expected)
        above += bool(kept & expected)
        best = next((i + 1 for i, r in enumerate(results) if r.messageId in expected), None)
        kinds = ",".join(sorted({r.sourceType for r in results[:5]}))
        print(f"  {'hit ' if top5 & expected else 'MISS'} rank={best or '-':>2}  [{kinds}]  {question}")
    n = len(SOURCE_QUESTIONS)
    print(f"source questions: {at5}/{n} with an expected source in the top 5; "
          f"{above}/{n} with one above the {threshold} threshold")
    b.settings.relevance_threshold = threshold


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--eval-only", action="store_true", help="only the demo source questions")
    args = parser.parse_args()

    from tools import firestore_emulator

    port = firestore_emulator.free_port()
    os.environ["FIRESTORE_EMULATOR_HOST"] = f"127.0.0.1:{port}"
    emu = firestore_emulator.start(port=port)
    try:
        from google.cloud import firestore

        from shared.backends import Backends
        from shared.config import Settings
        from shared.embedding.minilm import MiniLMEmbedder
        from shared.sources.models import Transcript, UploadTranscriptRequest
        from shared.sources.render import segment_transcript
        from shared.sources.sync import sync_source
        from shared.sources.transcripts import upload_transcript
        from shared.vectorstore.local import LocalVectorStore

        db = firestore.Client(project=os.environ["GOOGLE_CLOUD_PROJECT"])
        embedder = MiniLMEmbedder()
        embedder.embed(["warm-up"])
        lines = transcript_lines()
        chars = sum(len(l["text"]) for l in lines)
        timings: dict[str, list[float]] = {k: [] for k in ("segment", "upload", "resync", "profile", "profile_resync")}
        segments = 0
        for run in range(0 if args.eval_only else args.runs):
            emu.reset(os.environ["GOOGLE_CLOUD_PROJECT"])
            path = Path(tempfile.mkdtemp()) / "v.sqlite3"
            b = Backends(settings=Settings(local_store_path=path), db_override=db, embedder_override=embedder,
                         store_override=LocalVectorStore(path))
            db.collection("clients").document("john").set({"trainerId": "coach", "displayName": "John Reyes"})

            t = time.perf_counter()
            segments = len(segment_transcript(Transcript.model_validate({"segments": lines}).segments))
            timings["segment"].append(time.perf_counter() - t)

            request = UploadTranscriptRequest.model_validate(
                {"clientId": "john", "startedAt": "2026-11-20T14:00:00Z", "title": "bench", "segments": lines}
            )
            t = time.perf_counter()
            result = upload_transcript(b, "coach", request)
            timings["upload"].append(time.perf_counter() - t)
            assert result.indexed == segments and result.failed == 0

            t = time.perf_counter()
            assert sync_source(b, "transcript", result.transcriptId).outcome == "unchanged"
            timings["resync"].append(time.perf_counter() - t)

            db.collection("clientProfiles").document("john").set(
                {"trainerId": "coach", "clientId": "john", "age": 35, "goal": "lose 10 kg by March",
                 "dietaryRestrictions": ["lactose intolerant"], "injuries": ["prior lower-back strain"],
                 "updatedAt": datetime.now(timezone.utc)}
            )
            t = time.perf_counter()
            assert sync_source(b, "client_profile", "john").outcome == "indexed"
            timings["profile"].append(time.perf_counter() - t)
            t = time.perf_counter()
            assert sync_source(b, "client_profile", "john").outcome == "unchanged"
            timings["profile_resync"].append(time.perf_counter() - t)

        if not args.eval_only:
            med = {k: statistics.median(v) for k, v in timings.items()}
            print(f"transcript: {len(lines)} lines, {chars / 1000:.0f} KB, 60 min → {segments} segments; runs={args.runs}")
            print(f"  segmentation              {med['segment'] * 1000:8.1f} ms")
            print(f"  uploadTranscript (index)  {med['upload'] * 1000:8.1f} ms  ({med['upload'] / segments * 1000:.1f} ms/segment)")
            print(f"  re-sync, unchanged        {med['resync'] * 1000:8.1f} ms")
            print(f"  profile sync              {med['profile'] * 1000:8.1f} ms")
            print(f"  profile re-sync unchanged {med['profile_resync'] * 1000:8.1f} ms")

        emu.reset(os.environ["GOOGLE_CLOUD_PROJECT"])
        path = Path(tempfile.mkdtemp()) / "v.sqlite3"
        source_eval(Backends(settings=Settings(local_store_path=path), db_override=db, embedder_override=embedder,
                             store_override=LocalVectorStore(path)))
    finally:
        emu.stop()


if __name__ == "__main__":
    main()
