"""The demo: load the demo data set into the running emulators and use the app's API.

Run by `make demo` after it has started the Firebase emulators (functions,
firestore, auth). Every write goes to the Firestore emulator, so the messages
are embedded by the real embedMessage trigger running in the functions
emulator; every question goes through the callable protocol exactly as the
iOS SDK sends it (`POST {"data": …}` with a Firebase ID token).
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from demo.auth_emulator import sign_in
from demo.callable_client import CallableClient, CallableError
from demo.dataset import load_dataset, write_chats

console = Console()


def wait_for_index(db: Any, expected: int, timeout_s: float) -> tuple[int, int]:
    """Show a progress bar while the embedMessage trigger indexes the messages."""
    done = failed = 0
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console) as progress:
        task = progress.add_task("embedMessage trigger indexing messages", total=expected)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            ledger = db.collection("vectorIndex").where("sourceType", "==", "message").stream()
            statuses = [doc.get("status") for doc in ledger]
            done, failed = statuses.count("indexed"), statuses.count("failed")
            progress.update(task, completed=done + failed)
            if done + failed >= expected:
                break
            time.sleep(1.0)
    return done, failed


def show_search(client: CallableClient, token: str, who: str, query: str, **extra: Any) -> None:
    data = {"query": query, "limit": 5, **extra}
    console.rule(f"[bold]semanticSearch[/] as {who}: {query!r} {extra or ''}")
    try:
        result = client.call("semanticSearch", data, token)
    except CallableError as err:
        console.print(f"[red]{err.http_status} {err.status}[/]: {err.message}")
        return
    table = Table("score", "cosine", "when", "sender", "chat", "text", show_lines=False)
    for r in result["results"]:
        table.add_row(
            f"{r['score']:.2f}", f"{r['cosine']:.2f}", (r["timestamp"] or "")[:10], r["senderName"] or "",
            r["chatId"] or r.get("sourceType", ""), r["text"][:80],
        )
    console.print(table if result["results"] else "[yellow]no results above the relevance threshold[/]")


def show_error(client: CallableClient, token: str | None, data: Any, label: str) -> None:
    try:
        client.call("semanticSearch", data, token)
        console.print(f"[red]{label}: unexpectedly succeeded[/]")
    except CallableError as err:
        console.print(f"{label}: HTTP {err.http_status} [bold]{err.status}[/] — {err.message}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--project", default=os.environ.get("GCLOUD_PROJECT", "demo-trainer-brain"))
    parser.add_argument("--functions", default="127.0.0.1:5001")
    parser.add_argument("--auth", default="127.0.0.1:9099")
    parser.add_argument("--region", default="us-central1")
    parser.add_argument("--index-timeout", type=float, default=600.0)
    args = parser.parse_args()

    from google.cloud import firestore

    db = firestore.Client(project=args.project)
    dataset = load_dataset()
    client = CallableClient(f"http://{args.functions}/{args.project}/{args.region}")

    console.rule("[bold]1. Demo data → Firestore emulator")
    n = write_chats(db, dataset)
    console.print(
        f"{len(dataset['trainers'])} trainers, {len(dataset['clients'])} clients, {len(dataset['chats'])} chats, "
        f"{n} messages written"
    )
    done, failed = wait_for_index(db, n, args.index_timeout)
    console.print(f"indexed {done}, failed {failed} (failures are retried by the backfill)")

    tokens = {t["id"]: sign_in(args.auth, args.project, t["id"], t["email"]) for t in dataset["trainers"]}

    console.rule("[bold]2. semanticSearch through the callable protocol")
    show_search(client, tokens["coach-maya"], "coach-maya", "knee pain")
    show_search(client, tokens["coach-maya"], "coach-maya", "shoulder pain")
    show_search(client, tokens["coach-dan"], "coach-dan", "knee pain")
    show_search(client, tokens["coach-maya"], "coach-maya", "what does she eat", clientId="sarah-kim")
    show_search(client, tokens["coach-priya"], "coach-priya", "marathon training plan")

    console.rule("[bold]3. Errors in the callable protocol")
    show_error(client, None, {"query": "knee pain"}, "no sign-in")
    show_error(client, tokens["coach-maya"], {"query": "   "}, "blank query")
    show_error(client, tokens["coach-maya"], {"query": "knee", "limit": 500}, "limit 500")
    show_error(client, tokens["coach-maya"], {"query": "knee", "clientId": "sarah-bennett"}, "another trainer's client")


if __name__ == "__main__":
    main()
