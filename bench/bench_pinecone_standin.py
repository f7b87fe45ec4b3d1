"""PineconeStore through the real `pinecone` SDK against the local stand-in.

Measures what our client code costs, not what Pinecone costs: batched upsert
throughput, query latency (end to end, and minus the stand-in's own handling
time), and how long a stalled query takes to fail with our hard budget versus
the SDK's per-attempt timeout and internal retries.

    functions/venv/bin/python bench/bench_pinecone_standin.py            # ~1.5 min
    functions/venv/bin/python bench/bench_pinecone_standin.py --no-write  # print only

Writes its section of docs/BENCHMARKS.md (between the pinecone-standin markers).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from bench.report import BENCH_FILE, write_section  # noqa: E402
from shared.ports.vectorstore import QueryFilter, VectorRecord  # noqa: E402
from shared.adapters.vectorstore.pinecone_store import PineconeStore, VectorStoreTimeout  # noqa: E402
from tests.standins.pinecone_server import PineconeStandin  # noqa: E402

DIM = 1536  # text-embedding-3-small, the production pairing with Pinecone
RECORDS = 5000
QUERIES = 200
REPEATS = 3
SECTION = "pinecone-standin"
COMMAND = "functions/venv/bin/python bench/bench_pinecone_standin.py"


def records(n: int, rng: np.random.Generator) -> list[VectorRecord]:
    vectors = rng.standard_normal((n, DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    text = "Felt strong on squats today, knee a bit sore after the last set. Slept 7 hours. " * 2
    return [
        VectorRecord(
            f"chat-c{i % 20}:msg-{i:06d}",
            vectors[i],
            {"clientId": f"c{i % 20}", "chatId": f"chat-c{i % 20}", "ts": 1_760_000_000 + i * 60,
             "sourceType": "message", "senderName": "Alex", "text": text, "embeddingModel": "openai/text-embedding-3-small"},
        )
        for i in range(n)
    ]


def bench_upsert(standin: PineconeStandin) -> dict[str, float]:
    rng = np.random.default_rng(1)
    data = records(RECORDS, rng)
    seconds, requests = [], []
    for r in range(REPEATS):
        standin.reset()
        store = PineconeStore(api_key="bench", host=standin.url, dimension=DIM)
        store.count("warm-up")  # open the index outside the timing
        start = time.perf_counter()
        store.upsert(f"trainer-{r}", data)
        seconds.append(time.perf_counter() - start)
        upserts = standin.requests("/vectors/upsert")
        requests.append(len(upserts))
        largest = max(len(u.body) for u in upserts)
        server = sum(u.server_s for u in upserts)
        store.close()
    median = statistics.median(seconds)
    return {"seconds": median, "per_s": RECORDS / median, "requests": statistics.median(requests),
            "largest_mb": largest / 1e6, "server_s": server}


def bench_query(standin: PineconeStandin) -> dict[str, float]:
    standin.reset()
    store = PineconeStore(api_key="bench", host=standin.url, dimension=DIM)
    store.upsert("trainer", records(RECORDS, np.random.default_rng(2)))
    rng = np.random.default_rng(3)
    queries = rng.standard_normal((QUERIES, DIM)).astype(np.float32)
    flt = QueryFilter(client_id="c3", since_ts=1_760_000_000)
    for q in queries[:10]:
        store.query("trainer", q, top_k=10, query_filter=flt)  # warm connections and caches
    before = standin.request_count("/query")
    latencies = []
    for q in queries:
        start = time.perf_counter()
        store.query("trainer", q, top_k=10, query_filter=flt)
        latencies.append((time.perf_counter() - start) * 1000)
    server = [r.server_s * 1000 for r in standin.requests("/query")[before:]]
    store.close()
    latencies.sort()
    return {
        "p50_ms": statistics.median(latencies),
        "p95_ms": latencies[int(0.95 * len(latencies)) - 1],
        "server_p50_ms": statistics.median(server),
        "client_p50_ms": statistics.median(np.array(latencies) - np.array(server)),
    }


def time_until_done(fn: object) -> tuple[float, str]:
    start = time.perf_counter()
    try:
        fn()  # type: ignore[operator]
        outcome = "returned results"
    except Exception as exc:  # noqa: BLE001 - we report whatever it raised
        outcome = f"raised {type(exc).__name__}"
    return time.perf_counter() - start, outcome


def bench_stall(standin: PineconeStandin) -> dict[str, tuple[float, str]]:
    """A 6 s stall against a 5 s budget: our store vs the SDK alone (timeout=5, its retries on)."""
    from pinecone import Index

    standin.reset()
    store = PineconeStore(api_key="bench", host=standin.url, dimension=DIM, timeout_s=5.0)
    store.upsert("trainer", records(50, np.random.default_rng(4)))
    query = np.random.default_rng(5).standard_normal(DIM).astype(np.float32)
    results: dict[str, tuple[float, str]] = {}

    runs = []
    for _ in range(REPEATS):
        standin.inject_delay(6.0)
        runs.append(time_until_done(lambda: store.query("trainer", query, top_k=10)))
        standin.reset_faults()
    results["store"] = (statistics.median(r[0] for r in runs), runs[0][1])

    sdk = Index(host=standin.url, api_key="bench", timeout=5.0)
    vector = query.tolist()
    standin.inject_delay(6.0, times=1)
    results["sdk_one_stall"] = time_until_done(lambda: sdk.query(top_k=10, vector=vector, namespace="trainer"))
    standin.reset_faults()
    standin.inject_delay(6.0, times=4)
    results["sdk_all_stall"] = time_until_done(lambda: sdk.query(top_k=10, vector=vector, namespace="trainer"))
    standin.reset_faults()
    sdk.close()
    store.close()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-write", action="store_true", help="print only, leave docs/BENCHMARKS.md alone")
    args = parser.parse_args()

    with PineconeStandin() as standin:
        up = bench_upsert(standin)
        print(f"upsert {RECORDS} x {DIM}-dim: median {up['seconds']:.2f} s ({up['per_s']:.0f} records/s), "
              f"{up['requests']:.0f} requests, largest body {up['largest_mb']:.2f} MB, stand-in time {up['server_s']:.2f} s")
        q = bench_query(standin)
        print(f"query top-10 with filter over {RECORDS}: p50 {q['p50_ms']:.2f} ms, p95 {q['p95_ms']:.2f} ms, "
              f"stand-in p50 {q['server_p50_ms']:.2f} ms, client p50 {q['client_p50_ms']:.2f} ms")
        stall = bench_stall(standin)
        for name, (seconds, outcome) in stall.items():
            print(f"6 s stall, {name}: {seconds:.2f} s, {outcome}")

    section = render(up, q, stall)
    if not args.no_write:
        write_section(SECTION, section)
        print(f"wrote {BENCH_FILE.relative_to(ROOT)}")


def render(up: dict[str, float], q: dict[str, float], stall: dict[str, tuple[float, str]]) -> str:
    import pinecone

    store_s, store_outcome = stall["store"]
    one_s, one_outcome = stall["sdk_one_stall"]
    all_s, all_outcome = stall["sdk_all_stall"]
    return f"""## Pinecone store against the local stand-in

`PineconeStore` and the real `pinecone` SDK ({pinecone.__version__}) over HTTP to
`tests/standins/pinecone_server.py` on 127.0.0.1; {DIM}-dim vectors, ~250 characters
of metadata text per record. This measures our client path (batching, JSON, HTTP,
SDK parsing), not Pinecone's servers: real latency adds the network round trip.
Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, load average
{os.getloadavg()[0]:.1f} at the end of the run (other work shares the cores); medians of {REPEATS} runs.

    {COMMAND}

| what | result |
|---|---|
| upsert {RECORDS:,} records | {up['seconds']:.2f} s, {up['per_s']:,.0f} records/s |
| upsert requests (≤ 1,000 records and ≤ 2 MB estimated each) | {up['requests']:.0f} requests, largest body {up['largest_mb']:.2f} MB |
| query top-10 + filter, {RECORDS:,} records in the namespace, {QUERIES} queries | p50 {q['p50_ms']:.2f} ms, p95 {q['p95_ms']:.2f} ms |
| of which the stand-in's own handling (p50) | {q['server_p50_ms']:.2f} ms; client side ≈ {q['client_p50_ms']:.2f} ms |
| 6 s stall, `PineconeStore(timeout_s=5)` | {store_s:.2f} s, {store_outcome} |
| 6 s stall on one attempt, SDK alone (`timeout=5`, its retries) | {one_s:.2f} s, {one_outcome} |
| 6 s stall on every attempt, SDK alone | {all_s:.2f} s, {all_outcome} |

At 1,536 dimensions the 2 MB cap, not the 1,000-record cap, sets the batch size
(the estimate counts 24 bytes per float, an upper bound). The SDK's timeout is per
attempt and it retries timeouts internally, so on its own a stall can hold a
search for 5 s × 4 attempts plus backoff; the store's outer deadline ends the
wait at the budget and raises `VectorStoreTimeout` (a `TimeoutError`), which
search answers as UNAVAILABLE "Search temporarily unavailable".
"""


if __name__ == "__main__":
    main()
