"""chatWithAI latency on the demo data: retrieval, prompt assembly, first streamed token.

In one process, against the Firestore emulator and the local backends
(MiniLM ONNX + SQLite/numpy) with the offline extractive generator:

1. loads demo/data/demo_dataset.json (chats, messages, profiles, notes,
   check-ins, transcripts) and indexes it with the library's own record
   builders;
2. for every demo question (the 40 search queries of the data set plus the
   chat questions of the demo), runs `shared.chat.service.prepare` — the
   whole path before generation — and records its retrieval and prompt
   assembly steps;
3. serves `main.chatWithAI` on a local WSGI server and, with a real HTTP
   client sending `Accept: text/event-stream` and a Firebase ID token, times
   the first `{"message": {"token": …}}` event and the final result.

    functions/venv/bin/python bench/bench_chat.py [--runs 3] [--json out.json]

Medians over all questions × runs, after one warm-up pass. Machine-dependent
(2 busy cores here); the emulator's Firestore round trips are included.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]
PROJECT = "demo-bench-chat"
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ["GOOGLE_CLOUD_PROJECT"] = os.environ["GCLOUD_PROJECT"] = PROJECT
os.environ.setdefault("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099")  # unsigned emulator tokens verify offline

CHAT_QUESTIONS = [
    ("coach-maya", "What did John say about his shoulder?"),
    ("coach-maya", "and what about his diet?"),
    ("coach-maya", "How is Sarah's knee doing?"),
    ("coach-priya", "What did anyone say about marathon training?"),
    ("coach-dan", "Is Marcus cleared to sprint?"),
]


def id_token(uid: str) -> str:
    def enc(obj: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    now = int(time.time())
    claims = {"iss": f"https://securetoken.google.com/{PROJECT}", "aud": PROJECT, "auth_time": now, "user_id": uid,
              "sub": uid, "iat": now, "exp": now + 3600, "firebase": {"identities": {}, "sign_in_provider": "custom"}}
    return f"{enc({'alg': 'none', 'typ': 'JWT'})}.{enc(claims)}."


def index_messages(backends: Any, dataset: dict[str, Any]) -> int:
    from shared import indexing
    from shared.documents import message_vector_id
    from shared.vectorstore.base import VectorRecord

    chats = {c["id"]: c for c in dataset["chats"]}
    model_id = backends.embedder.model_id
    per_trainer: dict[str, list[tuple[str, str, dict[str, Any]]]] = {}
    for m in dataset["messages"]:
        chat = chats[m["chatId"]]
        data = {"senderId": m["senderId"], "senderName": m["senderName"], "text": m["text"],
                "createdAt": _when(m["createdAt"])}
        rendered, meta = indexing.build_message_record(m["chatId"], m["id"], chat["trainerId"], chat["clientId"], data, model_id)
        per_trainer.setdefault(chat["trainerId"], []).append((message_vector_id(m["chatId"], m["id"]), rendered, meta))
    for trainer, recs in per_trainer.items():
        vectors = backends.embedder.embed([r for _, r, _ in recs])
        backends.store.upsert(trainer, [VectorRecord(v, vec, meta) for (v, _, meta), vec in zip(recs, vectors)])
    return sum(len(r) for r in per_trainer.values())


def _when(iso: str) -> Any:
    from datetime import datetime

    return datetime.fromisoformat(iso.replace("Z", "+00:00"))


def median(xs: list[float]) -> float:
    return round(statistics.median(xs), 1) if xs else float("nan")


def p90(xs: list[float]) -> float:
    return round(sorted(xs)[int(0.9 * (len(xs) - 1))], 1) if xs else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--show", action="store_true", help="print the demo chat answers too")
    args = parser.parse_args()

    from tools import firestore_emulator

    emulator = None
    if not os.environ.get("FIRESTORE_EMULATOR_HOST"):
        emulator = firestore_emulator.start(port=firestore_emulator.free_port())
        os.environ["FIRESTORE_EMULATOR_HOST"] = emulator.host
    try:
        run(args, emulator)
    finally:
        if emulator is not None:
            emulator.stop()


def run(args: argparse.Namespace, emulator: Any) -> None:
    import flask
    import httpx
    from google.cloud import firestore
    from werkzeug.serving import make_server

    import main as functions_main
    from demo.dataset import load_dataset, write_chats
    from shared.backends import Backends
    from shared.chat import service
    from shared.chat.models import ChatRequest
    from shared.config import Settings
    from shared.sources.loader import load_sources

    dataset = load_dataset()
    tmp = Path(tempfile.mkdtemp(prefix="bench-chat-"))
    # No rate limit: the bench sends 4 × 45 calls a minute as one trainer would not.
    settings = Settings(local_store_path=tmp / "vectors.sqlite3", generator="extractive", rate_limit_per_minute=0)
    backends = Backends(settings=settings, db_override=firestore.Client(project=PROJECT))
    if emulator is not None:
        emulator.reset(PROJECT)
    t = time.perf_counter()
    write_chats(backends.db, dataset)
    n_messages = index_messages(backends, dataset)
    load_sources(backends, dataset)
    print(f"loaded {n_messages} messages + sources in {time.perf_counter() - t:.1f} s")

    questions = [(q["trainerId"], q["query"]) for q in dataset["queries"]] + CHAT_QUESTIONS
    if args.show:
        conversation = None
        for trainer, question in CHAT_QUESTIONS:
            follow = question.startswith("and ") and conversation
            reply = service.answer(backends, trainer, ChatRequest(message=question, conversationId=follow or None))
            conversation = reply.conversationId
            print(f"\n## {trainer}: {question}\n{reply.response}\n  sources={[s.messageId for s in reply.sources]}"
                  f" confidence={reply.confidence}")

    # 1. In-process: the path before generation.
    retrieval, prompt, profile, prepare = [], [], [], []
    outcomes: dict[str, int] = {}
    for run_no in range(args.runs + 1):
        for trainer, question in questions:
            prepared = service.prepare(backends, trainer, ChatRequest(message=question))
            if run_no == 0:
                outcomes[prepared.outcome] = outcomes.get(prepared.outcome, 0) + 1
                continue  # warm-up
            tm = prepared.timings_ms
            if "retrieval" in tm:
                retrieval.append(tm["retrieval"])
            if "prompt" in tm:
                prompt.append(tm["prompt"])
                profile.append(tm["profile"])
                prepare.append(tm["prepare"])

    # 2. Over HTTP: time to first streamed token and to the final result.
    functions_main.get_backends = lambda: backends
    app = flask.Flask("bench")
    app.add_url_rule("/chatWithAI", "chat", lambda: functions_main.chatWithAI(flask.request), methods=["POST"])
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}/chatWithAI"
    first_token, total = [], []
    errors = 0
    tokens = {uid: id_token(uid) for uid, _ in questions}
    with httpx.Client(timeout=30) as client:
        for run_no in range(args.runs + 1):
            for trainer, question in questions:
                headers = {"Accept": "text/event-stream", "Authorization": f"Bearer {tokens[trainer]}"}
                started = time.perf_counter()
                first = None
                with client.stream("POST", url, json={"data": {"message": question}}, headers=headers) as response:
                    for line in response.iter_lines():
                        if line.startswith("data:") and first is None and '"message"' in line[:20]:
                            first = (time.perf_counter() - started) * 1000
                        if line.startswith('data: {"result"') or line.startswith('data: {"error"'):
                            break
                done = (time.perf_counter() - started) * 1000
                if first is None:
                    errors += 1
                elif run_no:
                    first_token.append(first)
                    total.append(done)
    server.shutdown()

    figures = {
        "loadAverage1m": round(os.getloadavg()[0], 1),
        "questions": len(questions),
        "runs": args.runs,
        "outcomes": outcomes,
        "retrievalMs": {"median": median(retrieval), "p90": p90(retrieval), "n": len(retrieval)},
        "promptAssemblyMs": {"median": median(prompt), "p90": p90(prompt), "n": len(prompt)},
        "profileReadMs": {"median": median(profile), "p90": p90(profile), "n": len(profile)},
        "prepareMs": {"median": median(prepare), "p90": p90(prepare), "n": len(prepare)},
        "firstTokenMs": {"median": median(first_token), "p90": p90(first_token), "n": len(first_token)},
        "streamErrors": errors,
        "streamDoneMs": {"median": median(total), "p90": p90(total), "n": len(total)},
    }
    print(json.dumps(figures, indent=2))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
