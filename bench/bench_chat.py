"""chatWithAI latency on the demo data: retrieval, prompt assembly, first streamed token.

In one process, against the Firestore emulator and the local backends
(MiniLM ONNX + SQLite/numpy) with the offline extractive generator:

1. loads demo/data/demo_dataset.json (chats, messages, profiles, notes,
   check-ins, transcripts) and indexes it with the library's own record
   builders;
2. for every demo question (the 40 search queries of the data set plus the
   chat questions of the demo), runs `shared.usecases.chat.service.prepare` — the
   whole path before generation — and records its retrieval and prompt
   assembly steps;
3. serves `main.chatWithAI` on a local WSGI server and, with a real HTTP
   client sending `Accept: text/event-stream` and a Firebase ID token, times
   the first `{"message": {"token": …}}` event and the final result.

    functions/venv/bin/python bench/bench_chat.py [--runs 3] [--show] [--json out.json] [--no-write]

Medians over all questions × runs, after one warm-up pass. Machine-dependent
(2 busy cores here); the emulator's Firestore round trips are included.
Rewrites its section of docs/BENCHMARKS.md (between the `chat` markers)
unless --no-write is given.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import shlex
import statistics
import sys
import tempfile
import threading
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]
PROJECT = "demo-bench-chat"
SECTION = "chat"
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ["GOOGLE_CLOUD_PROJECT"] = os.environ["GCLOUD_PROJECT"] = PROJECT
os.environ.setdefault("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099")  # unsigned emulator tokens verify offline
# Minted tokens name no real user: the account check (functions/auth_status.py) is off here;
# bench/load.py measures it against a real Auth emulator.
os.environ.setdefault("AUTH_RECHECK_S", "0")

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
    """The answer benchmark's loader, each trainer's messages embedded in one call (setup, not measured)."""
    from bench.answers.loading import index_messages as load

    return load(backends, dataset, batch=None, one_text_per_call=False)


def median(xs: list[float]) -> float:
    return round(statistics.median(xs), 1) if xs else float("nan")


def p90(xs: list[float]) -> float:
    return round(sorted(xs)[int(0.9 * (len(xs) - 1))], 1) if xs else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--show", action="store_true", help="print the demo chat answers too")
    parser.add_argument("--no-write", action="store_true", help="print only, leave docs/BENCHMARKS.md alone")
    args = parser.parse_args()
    command = "functions/venv/bin/python bench/bench_chat.py" + "".join(" " + shlex.quote(a) for a in sys.argv[1:])
    started_at, load_before = datetime.now(timezone.utc), os.getloadavg()[0]

    from tools import firestore_emulator

    with firestore_emulator.unless_configured() as emulator:
        figures, context = run(args, emulator)
    if not args.no_write:
        from bench.report import BENCH_FILE, write_section

        write_section(SECTION, render(command, started_at, load_before, figures, context))
        print(f"wrote section {SECTION} of {BENCH_FILE.relative_to(REPO)}")


def run(args: argparse.Namespace, emulator: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    import flask
    import httpx
    from shared.adapters.firestore_db import make_client  # bounded retries, as the product's own client
    from werkzeug.serving import make_server

    import main as functions_main
    from demo.dataset import load_dataset, write_chats
    from shared.usecases.backends import Backends
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest
    from shared.kernel.config import Settings
    from shared.usecases.sources.loader import load_sources

    dataset = load_dataset()
    tmp = Path(tempfile.mkdtemp(prefix="bench-chat-"))
    # No rate limit: the bench sends 4 × 45 calls a minute as one trainer would not.
    settings = Settings(local_store_path=tmp / "vectors.sqlite3", generator="extractive", rate_limit_per_minute=0)
    backends = Backends(settings=settings, db_override=make_client(PROJECT))
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
    context = {
        "trainers": len({c["trainerId"] for c in dataset["chats"]}),
        "messages": n_messages,
        "searchQueries": len(dataset["queries"]),
        "chatQuestions": len(CHAT_QUESTIONS),
        "searchTimeoutS": backends.settings.search_timeout_s,
    }
    return figures, context


OUTCOMES = {  # shared.usecases.chat.service.prepare's outcomes that skip generation
    "no_match": "had nothing above the relevance threshold",
    "vague": "were too vague to search",
    "no_index": "found nothing indexed",
    "search_unavailable": "hit the search budget",
}


def render(command: str, started_at: datetime, load_before: float, figures: dict[str, Any],
           context: dict[str, Any]) -> str:
    """The `chat` section of docs/BENCHMARKS.md: every figure comes from this run."""
    from bench.report import table, wrap

    def row(label: str, key: str, bold: bool = False) -> list[object]:
        f = figures[key]
        median_text = f"{f['median']:.1f} ms"
        return [label, f"**{median_text}**" if bold else median_text, f"{f['p90']:.1f} ms", f["n"]]

    runs, questions = figures["runs"], figures["questions"]
    budget = f"{context['searchTimeoutS']:g} s"
    rows = [
        row(f"retrieval (embed query + hybrid search, under the {budget} budget)", "retrievalMs"),
        row("prompt assembly (layers, budgets, formatting)", "promptAssemblyMs"),
        row("client profile read (Firestore)", "profileReadMs"),
        row("everything before generation (conversation, clients, retrieval, profile, prompt)", "prepareMs"),
        row("**time to first streamed token** over HTTP (auth, rate limit, all of the above)", "firstTokenMs", bold=True),
        row("whole streamed answer over HTTP (+ citations, conversation write, audit)", "streamDoneMs"),
    ]
    outcomes = figures["outcomes"]
    answered = outcomes.get("answered", 0)
    skipped = [f"{n} {OUTCOMES.get(k, f'ended as {k!r}')}" for k, n in sorted(outcomes.items()) if k != "answered"]
    if skipped:
        coverage = (f"Prompt assembly and profile figures cover the {answered} questions that reached generation "
                    f"in the warm-up pass (of the other {questions - answered}: {'; '.join(skipped)}; they got a "
                    f"fixed answer without generation); the HTTP rows cover all {questions}, so the medians of the "
                    "rows are not additive.")
    else:
        coverage = (f"All {questions} questions reached generation in the warm-up pass; the medians of the rows "
                    "are still not additive.")
    errors = figures["streamErrors"]
    if errors:
        coverage += f" {errors} streamed request(s) sent no token and are left out of the HTTP rows."
    coverage = wrap(coverage + " With `GENERATOR=openai` the first token adds the model's own latency (not "
                    "measured here: no account offline).")
    when = wrap(f"Run {started_at:%Y-%m-%d %H:%M} UTC on {os.cpu_count()} cores shared with other jobs; load average "
                f"(1 min) {load_before:.1f} at the start and {figures['loadAverage1m']:.1f} at the end of the run, so "
                "treat these as upper bounds. `--show` also prints the demo chat answers, `--json out.json` writes "
                "the figures.")
    return f"""## chatWithAI: retrieval, prompt assembly, first streamed token

    {command}

{when}

The demo data set (`demo/data/demo_dataset.json`: {context['trainers']} trainers, {context['messages']} messages plus
profiles, session notes, check-ins and a transcript) loaded into the Firestore
emulator and indexed with the library's record builders; local backends (MiniLM
ONNX + SQLite/numpy, hybrid retrieval), the offline extractive generator.
{questions} questions (the data set's {context['searchQueries']} search queries and {context['chatQuestions']} chat questions), {runs} timed runs
after one warm-up pass, each question as its trainer. In-process steps come from
`shared.usecases.chat.service.prepare`; the streamed figures are measured by a real HTTP
client (httpx) against `main.chatWithAI` on a local WSGI server, with an ID token
and `Accept: text/event-stream`, from sending the request to the first
`{{"message": {{"token": …}}}}` event and to the final result. Emulator round trips
are included.

{table(["step (per question)", "median", "p90", "n"], rows)}

{coverage}
"""


if __name__ == "__main__":
    main()
