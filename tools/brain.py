"""`./brain`: the second brain at a terminal, on the same library the functions use.

    ./brain load-demo                      # demo data → Firestore, embedded with a progress bar
    ./brain search "knee pain" --trainer coach-maya [--client sarah-kim] [--limit 5]
    ./brain ask "What did John say about his shoulder?" --trainer coach-maya
    ./brain backfill [--trainer coach-maya]
    ./brain insights [--trainer coach-maya]
    ./brain doctor [--project my-project]      # will these chats index? (a sample, read-only)

It talks to the Firestore emulator (FIRESTORE_EMULATOR_HOST, default
127.0.0.1:8080: start it with `scripts/demo.sh --keep` or
`scripts/emulators.sh`) and to the backends chosen by the environment
(EMBEDDER, VECTOR_STORE, GENERATOR; local by default).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from google.cloud.firestore_v1.base_query import FieldFilter
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from demo.display import backfill_line, insights_line, one_line_table, results_table

console = Console()
err = Console(stderr=True)


def _progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=err
    )


def _backends() -> Any:
    from shared.usecases.backends import Backends

    return Backends()


def cmd_load_demo(args: argparse.Namespace) -> None:
    from demo.dataset import load_dataset, write_chats
    from shared.usecases.backfill import backfill
    from shared.usecases.sources.loader import load_sources

    backends = _backends()
    dataset = load_dataset()
    with _progress() as progress:
        task = progress.add_task("writing messages to Firestore", total=len(dataset["messages"]))
        write_chats(backends.db, dataset, lambda n: progress.advance(task, n))
    with _progress() as progress:
        task = progress.add_task("embedding messages", total=len(dataset["messages"]))
        summary = backfill(
            backends, batch_size=32, progress=lambda s: progress.update(task, completed=s.scanned)
        )
    err.print(f"messages: {summary.embedded} embedded, {summary.unchanged} unchanged, {summary.failed} failed")
    with _progress() as progress:
        tasks: dict[str, Any] = {}

        def advance(kind: str, done: int, total: int) -> None:
            if kind not in tasks:
                tasks[kind] = progress.add_task(f"indexing {kind.replace('_', ' ')}s", total=total)
            progress.update(tasks[kind], completed=done)

        load_sources(backends, dataset, advance)


def cmd_search(args: argparse.Namespace) -> None:
    from shared.domain.models import SearchRequest
    from shared.usecases.search import semantic_search

    request = SearchRequest(query=args.query, limit=args.limit, clientId=args.client)
    response = semantic_search(_backends(), args.trainer, request)
    if not response.results:
        console.print("[yellow]Nothing relevant found.[/]")
        return
    console.print(results_table(r.model_dump() for r in response.results))


def cmd_ask(args: argparse.Namespace) -> None:
    from shared.usecases.chat import service as chat
    from shared.usecases.chat.models import ChatRequest

    request = ChatRequest(message=args.question, clientId=args.client, conversationId=args.conversation)
    final = None
    for event in chat.answer_stream(_backends(), args.trainer, request):
        if isinstance(event, str):
            console.print(event, end="")
        else:
            final = event
    console.print()
    if final is not None:
        for s in final.sources:
            console.print(f"  [dim]{s.label} {s.snippet[:80]}[/]")
        console.print(f"[dim]conversationId={final.conversationId} confidence={final.confidence:.2f}[/]")


def cmd_backfill(args: argparse.Namespace) -> None:
    from shared.usecases.backfill import backfill, count_messages

    backends = _backends()
    total = count_messages(backends, args.trainer)
    with _progress() as progress:
        task = progress.add_task("backfill", total=total)
        summary = backfill(
            backends, args.trainer, progress=lambda s: progress.update(task, completed=s.scanned)
        )
    console.print(backfill_line(summary.to_wire()), markup=False)


def cmd_reconcile(args: argparse.Namespace) -> None:
    """Full reconciliation of one trainer or all, each run to completion; exit 1 if anything failed.

    Run it with the new EMBEDDER (and a new PINECONE_INDEX) before deploying a
    model switch: docs/DEPLOY.md, "Switching the embedding model".
    """
    from shared.usecases import reconcile

    backends = _backends()
    trainers = [args.trainer] if args.trainer else reconcile.trainers(backends)
    table = one_line_table("trainer", "kind", "checked", "added", "re-embedded", "orphans", "failed")
    failed = 0
    for trainer in trainers:
        report = reconcile.reconcile_trainer(backends, trainer, restart=args.restart)
        while not report.done:
            report = reconcile.reconcile_trainer(backends, trainer)
        for kind, c in report.kinds.items():
            table.add_row(trainer, kind, *(str(v) for v in (c.checked, c.added, c.reembedded, c.orphans_removed, c.failed)))
        failed += report.total("failed")
    console.print(table)
    console.print(f"model {backends.embedder.model_id}: {len(trainers)} trainers reconciled, {failed} failed")
    if failed:
        raise SystemExit(1)


def cmd_insights(args: argparse.Namespace) -> None:
    from shared.usecases.insights.run import run_insights

    backends = _backends()
    summary = run_insights(backends)
    console.print(insights_line(summary.model_dump()), markup=False)
    query = backends.db.collection("insights").where(filter=FieldFilter("status", "==", "pending"))
    table = one_line_table("trainer", "client", "type", "confidence", "title")
    for doc in query.stream():
        d = doc.to_dict()
        if args.trainer and d.get("trainerId") != args.trainer:
            continue
        table.add_row(d.get("trainerId"), d.get("clientId"), d.get("insightType"), f"{d.get('confidence', 0):.2f}", d.get("title"))
    console.print(table)


def cmd_doctor(args: argparse.Namespace) -> None:
    from tools.doctor import diagnose, explain

    report = diagnose(_backends().db, chats=args.chats, messages_per_chat=args.messages)
    console.print(
        f"{report.chats} chats, {report.messages} messages read: "
        f"{report.indexable} will index, {report.dated} with a readable date"
    )
    for name, n in report.date_fields.most_common():
        console.print(f"  date read from {name}: {n}")
    for finding, n in report.findings.most_common():
        meaning, blocks = explain(finding)
        mark = "[red]not indexed[/]" if blocks else "[yellow]indexed, degraded[/]"
        console.print(f"{mark} {n} × {finding}: {meaning}")
        console.print(f"    e.g. {', '.join(report.examples[finding])}", markup=False)
    if report.messages == 0:
        console.print("[yellow]No messages found: is this the right project?[/]")
    console.print("[green]Shape OK: every message read will index.[/]" if report.ok else
                  "Field names are configurable: docs/DATA_MODEL.md, \"The app's schema\".")
    if not report.ok:
        sys.exit(1)


def cmd_calibrate(args: argparse.Namespace) -> None:
    from shared.usecases import calibration_fit

    result = calibration_fit.refresh(_backends())
    if result["outcome"] == "fitted":
        decision = result.get("decision")
        words = (f"; answerability: word map {decision['wordScale']} × cos {decision['wordShift']:+}, salience × "
                 f"{decision['salienceScale']}" if decision else "; too few words for the answerability maps (threshold alone)")
        print(f"{result['modelId']}: cosine map scale {result['scale']}, shift {result['shift']} from {result['texts']} messages{words}")
    elif result["outcome"] == "shipped_fit":
        print(f"{result['modelId']}: has shipped relevance and answerability fits; nothing to fit")
    else:
        print(f"{result['modelId']}: only {result['texts']} usable messages; keeping the fallback")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="brain", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("load-demo", help="write the demo data set and embed it").set_defaults(run=cmd_load_demo)

    p = sub.add_parser("search", help="semantic search as one trainer")
    p.add_argument("query")
    p.add_argument("--trainer", required=True)
    p.add_argument("--client")
    p.add_argument("--limit", type=int, default=10)
    p.set_defaults(run=cmd_search)

    p = sub.add_parser("ask", help="ask a question, answered from the trainer's messages")
    p.add_argument("question")
    p.add_argument("--trainer", required=True)
    p.add_argument("--client")
    p.add_argument("--conversation")
    p.set_defaults(run=cmd_ask)

    p = sub.add_parser("backfill", help="embed everything not yet indexed (and retry failures)")
    p.add_argument("--trainer")
    p.set_defaults(run=cmd_backfill)

    p = sub.add_parser("reconcile", help="compare the index with Firestore and repair it (every kind)")
    p.add_argument("--trainer")
    p.add_argument("--restart", action="store_true", help="start a new full pass instead of resuming one")
    p.set_defaults(run=cmd_reconcile)

    sub.add_parser("calibrate", help="fit relevance for the configured embedder from your messages").set_defaults(run=cmd_calibrate)
    p = sub.add_parser("insights", help="run insight generation now and list pending drafts")
    p.add_argument("--trainer")
    p.set_defaults(run=cmd_insights)

    p = sub.add_parser("doctor", help="read a sample of chats and report whether their shape will index, and why not")
    p.add_argument("--chats", type=int, default=20)
    p.add_argument("--messages", type=int, default=25, help="messages read per chat")
    p.add_argument("--project", help="a real project (Application Default Credentials) instead of the emulator")
    p.set_defaults(run=cmd_doctor)

    args = parser.parse_args(argv)
    if getattr(args, "project", None):
        # A real project: read-only, with the caller's Google credentials.
        os.environ["GOOGLE_CLOUD_PROJECT"] = args.project
        from shared.kernel.config import get_settings

        get_settings.cache_clear()
        args.run(args)
        return
    os.environ.setdefault("FIRESTORE_EMULATOR_HOST", "127.0.0.1:8080")
    os.environ.setdefault("GOOGLE_CLOUD_PROJECT", "demo-trainer-brain")
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    from tools.firestore_emulator import _ready

    if not _ready(os.environ["FIRESTORE_EMULATOR_HOST"]):
        err.print(
            f"[red]No Firestore emulator at {os.environ['FIRESTORE_EMULATOR_HOST']}.[/] "
            "Start one with: scripts/demo.sh --keep   (or scripts/emulators.sh)"
        )
        sys.exit(2)
    from shared.kernel.errors import BrainError

    try:
        args.run(args)
    except BrainError as exc:
        err.print(f"[red]{exc.code}[/]: {exc.message}")
        sys.exit(1)


if __name__ == "__main__":
    main()
