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
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import httpx
from google.cloud.firestore_v1.base_query import FieldFilter
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from demo.display import error_line, insights_line, one_line_table, results_table, scope_phrase, sources_summary, transcript_line

from demo.auth_emulator import sign_in
from demo.callable_client import CallableClient, CallableError, NotCallableAnswer
from demo.dataset import DATASET, load_dataset, write_chats
from demo.showcase import UNLIKELY_TOPIC, pick

# Piped into a file or CI log, rich would wrap at 80 columns; a terminal keeps its own width.
console = Console(width=None if sys.stdout.isatty() else 150)


def wait_for_index(db: Any, expected: int, timeout_s: float) -> tuple[int, int]:
    """Show a progress bar while the embedMessage trigger indexes the messages."""
    done = failed = 0
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console) as progress:
        task = progress.add_task("embedMessage trigger indexing messages", total=expected)
        deadline = time.monotonic() + timeout_s
        messages = db.collection("vectorIndex").where(filter=FieldFilter("sourceType", "==", "message"))
        while time.monotonic() < deadline:
            # Two counts, not the ledger itself: read four times a second while the trigger works.
            done, failed = (_count(messages.where(filter=FieldFilter("status", "==", status)))
                            for status in ("indexed", "failed"))
            progress.update(task, completed=done + failed)
            if done + failed >= expected:
                break
            time.sleep(0.25)
    return done, failed


def _count(query: Any) -> int:
    (result,) = query.count().get()[0]
    return int(result.value)


def show_search(client: CallableClient, token: str, who: str, query: str, **extra: Any) -> None:
    data = {"query": query, "limit": 5, **extra}
    console.rule(f"[bold]semanticSearch[/] as {who}: {query!r} {scope_phrase(extra)}".rstrip())
    try:
        result = client.call("semanticSearch", data, token)
    except CallableError as err:
        console.print(f"[red]{err.http_status} {err.status}[/]: {err.message}")
        return
    console.print(results_table(result["results"]) if result["results"] else "[yellow]no results above the relevance threshold[/]")


def show_error(client: CallableClient, token: str | None, data: Any, label: str) -> None:
    try:
        client.call("semanticSearch", data, token)
        console.print(f"[red]{label}: unexpectedly succeeded[/]")
    except CallableError as err:
        console.print(f"{label}: HTTP {err.http_status} [bold]{err.status}[/] — {err.message}")


def show_chat(client: CallableClient, token: str, who: str, message: str, **extra: Any) -> dict[str, Any] | None:
    console.rule(f"[bold]chatWithAI[/] as {who}: {message!r}")
    try:
        result = client.call("chatWithAI", {"message": message, **extra}, token)
    except CallableError as err:
        console.print(f"[red]{err.http_status} {err.status}[/]: {err.message}")
        return None
    console.print(result["response"])
    for source in result["sources"]:
        console.print(f"  [cyan]{source.get('label', '')}[/] {source['snippet'][:90]}")
    console.print(
        f"[dim]hasContext={result['hasContext']} confidence={result['confidence']:.2f} "
        f"conversationId={result['conversationId']}[/]"
    )
    return dict(result)


def show_stream(client: CallableClient, token: str, who: str, message: str) -> None:
    console.rule(f"[bold]chatWithAI streamed[/] (Accept: text/event-stream) as {who}: {message!r}")
    chunks = 0
    for event in client.stream("chatWithAI", {"message": message}, token):
        if "message" in event:
            chunks += 1
            console.print(event["message"].get("token", ""), end="")
        elif "result" in event:
            console.print(f"\n[dim]{chunks} streamed chunks, then the final result with "
                          f"{len(event['result']['sources'])} sources[/]")
        elif "error" in event:
            console.print(f"\n[red]{error_line(event['error'])}[/]")


def show_insights(client: CallableClient, tokens: dict[str, str], trainer: str, now: datetime) -> None:
    from shared.usecases.backends import Backends
    from shared.domain.insights.settings import get_insight_settings
    from shared.usecases.insights.run import run_insights

    console.rule(f"[bold]generateInsights[/] (the scheduled run, as of {now:%Y-%m-%d %H:%M} UTC)")
    backends = Backends()
    cfg = get_insight_settings()
    # The run is replayed as of the day after the data's last message, but the review below is a real
    # reviewInsight call on today's clock: once that day is more than `expiry_days` ago, every draft of the
    # replayed run would be expired before the coach could approve it (FAILED_PRECONDITION). Its drafts
    # then live until `expiry_days` after today, as a run today's would.
    behind = (datetime.now(timezone.utc) - now).days
    if behind >= cfg.expiry_days:
        cfg = cfg.model_copy(update={"expiry_days": behind + cfg.expiry_days})
        console.print(f"[dim]the run is replayed {behind} days back; its drafts expire {cfg.expiry_days} days after it[/]")
    summary = run_insights(backends, now=now, cfg=cfg)
    console.print(insights_line(summary.model_dump()))
    table = one_line_table("trainer", "client", "type", "confidence", "title")
    pending = [d for d in backends.db.collection("insights").where(filter=FieldFilter("status", "==", "pending")).stream()]
    for doc in pending:
        d = doc.to_dict()
        table.add_row(d["trainerId"], d["clientId"], d["insightType"], f"{d['confidence']:.2f}", d["title"])
    console.print(table)
    again = run_insights(backends, now=now, cfg=cfg)
    console.print(f"A second run (the scheduler fired twice): {again.generated} new drafts, "
                  f"{again.duplicate} duplicates blocked")
    first = next((d for d in pending if d.get("trainerId") == trainer), None)
    if first is not None:
        d = first.to_dict()
        console.rule(f"[bold]reviewInsight[/] as {trainer}: approve {d['title']!r}")
        console.print(f"suggested message to {d['clientId']}: {d['clientMessage']}")
        reviewed = client.call("reviewInsight", {"insightId": first.id, "decision": "approve"}, tokens[trainer])
        console.print(f"status → [green]{reviewed['status']}[/]")
        try:
            client.call("reviewInsight", {"insightId": first.id, "decision": "reject"}, tokens[trainer])
        except CallableError as err:
            console.print(f"rejecting it afterwards: HTTP {err.http_status} [bold]{err.status}[/] — {err.message}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--project", default=os.environ.get("GCLOUD_PROJECT", "demo-trainer-brain"))
    parser.add_argument("--functions", default="127.0.0.1:5001")
    parser.add_argument("--auth", default="127.0.0.1:9099")
    parser.add_argument("--region", default="us-central1")
    parser.add_argument("--index-timeout", type=float, default=600.0)
    parser.add_argument("--data", type=Path, default=DATASET, help="a data set in the demo's format (make demo DATA=...)")
    args = parser.parse_args()

    from google.cloud import firestore

    db = firestore.Client(project=args.project)
    dataset = load_dataset(args.data)
    show = pick(dataset)  # the examples come from the data, whatever its roster (demo/showcase.py)
    client = CallableClient(f"http://{args.functions}/{args.project}/{args.region}")

    console.rule(f"[bold]1. Demo data ({args.data.name}) → Firestore emulator")
    n = write_chats(db, dataset)
    console.print(
        f"{len(dataset['trainers'])} trainers, {len(dataset['clients'])} clients, {len(dataset['chats'])} chats, "
        f"{n} messages written"
    )
    done, failed = wait_for_index(db, n, args.index_timeout)
    console.print(f"indexed {done}, failed {failed} (failures are retried by the backfill)")

    tokens = {
        t["id"]: sign_in(args.auth, args.project, t["id"], t.get("email") or f"{t['id']}@example.com")
        for t in dataset["trainers"]
    }
    me = tokens[show.trainer]
    console.print(f"Showing [bold]{show.trainer}[/] ({show.trainer_name}) and their client [bold]{show.client}[/]")

    console.rule("[bold]2. semanticSearch through the callable protocol")
    for query in show.searches:
        show_search(client, me, show.trainer, query)
    if show.other_trainer and show.searches:
        show_search(client, tokens[show.other_trainer], show.other_trainer, show.searches[0])
    if show.topics:
        show_search(client, me, show.trainer, show.topics[0], clientId=show.client)
    show_search(client, me, show.trainer, UNLIKELY_TOPIC)

    console.rule("[bold]3. Errors in the callable protocol")
    show_error(client, None, {"query": "knee pain"}, "no sign-in")
    show_error(client, me, {"query": "   "}, "blank query")
    show_error(client, me, {"query": "knee", "limit": 500}, "limit 500")
    if show.foreign_client:
        show_error(client, me, {"query": "knee", "clientId": show.foreign_client}, "another trainer's client")
    if show.other_trainer:
        show_error(client, me, {"query": "knee", "userId": show.other_trainer}, "someone else's userId")

    console.rule("[bold]4. Profiles, session notes, transcripts and check-ins")
    from shared.usecases.backends import Backends
    from shared.usecases.sources.loader import load_sources

    counts = load_sources(Backends(), dataset)
    console.print(sources_summary(counts))
    names = {c["id"]: c.get("displayName") or c["id"] for c in dataset["clients"]}
    for transcript in dataset.get("transcripts") or []:
        console.print(transcript_line(transcript, names), markup=False)

    console.rule("[bold]5. chatWithAI: grounded answers with citations")
    first = show_chat(client, me, show.trainer, show.questions[0])
    if first:
        show_chat(client, me, show.trainer, show.follow_up, conversationId=first["conversationId"])
    show_chat(client, me, show.trainer, f"Anything I should know before {show.client_first_name}'s next session?",
              clientId=show.client)
    show_chat(client, me, show.trainer, f"What did anyone say about {UNLIKELY_TOPIC}?")
    show_chat(client, me, show.trainer, "What did they say?")
    show_stream(client, me, show.trainer, show.questions[1])

    console.rule("[bold]6. Proactive insights")
    end = max(datetime.fromisoformat(_iso(m)) for m in dataset["messages"])
    show_insights(client, tokens, show.trainer, (end + timedelta(days=1)).replace(hour=6, minute=0, second=0))


def _iso(message: dict[str, Any]) -> str:
    when = message.get("createdAt") or message.get("timestamp")
    if isinstance(when, (int, float)):  # epoch milliseconds, the app's own format
        return datetime.fromtimestamp(when / 1000, tz=timezone.utc).isoformat()
    return str(when).replace("Z", "+00:00")


def run() -> int:
    """main(), with an emulator that answered outside the callable protocol said in one line
    (exit 2), not as a traceback: a new user should see what the emulator answered and where to look."""
    try:
        main()
    except NotCallableAnswer as err:
        print(f"\nThe Firebase functions emulator did not answer as a callable function: {err}\n"
              "Its log says why (.local/emulators.log for `make demo`); running `make demo` again usually passes.",
              file=sys.stderr)
        return 2
    except httpx.HTTPError as err:  # a timeout, or a connection lost mid-answer: not retried (the call may have run)
        print(f"\nThe Firebase emulators did not answer: {type(err).__name__}: {err}\n"
              "Their log says why (.local/emulators.log for `make demo`).", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(run())
