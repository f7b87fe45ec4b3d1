"""Backfill: embed a trainer's whole message history (onboarding, model switch, retries).

Walks chats (one trainer's, or everyone's) and their messages in bounded
pages ordered by document id, and for each page:

1. reads the page's ledger entries in one round trip and skips messages whose
   ledger says this exact content under this model is indexed (the content
   hash covers the model id, so switching `EMBEDDER` re-embeds everything and
   vectors of two models are never mixed: same vector id, replaced);
2. embeds the rest with one `embed` call and writes them with one `upsert`;
3. writes the ledger entries exactly as `sync_message` does (one batch);
4. re-reads the page's messages and hands any that changed meanwhile to
   `sync_message` (a trigger that ran during the page cannot be overwritten
   by our older copy);
5. saves the cursor in `backfillRuns/{runId}`.

Resumable: a run that stops (crash, timeout) continues from its checkpoint
when started again with the same run id (by default one per trainer and
model). Idempotent: a page done twice is skipped by the content hash.
Failures are recorded, never fatal: a batch that still fails after retries
marks its messages `failed` in the ledger (error class only), and the final
pass retries every `failed` ledger entry of the trainer through
`sync_message` (which also finishes deletes that failed earlier).
"""

from __future__ import annotations

import logging
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Iterator

from pydantic import Field

from shared.usecases.backends import Backends
from shared.domain.documents import message_vector_id
from shared.domain.message_fields import fill_sender_names
from shared.usecases.indexing import LEDGER, build_message_record, failed_entry, indexed_entry, is_current, sync_message
from shared.usecases.indexing import utc_now
from shared.domain.models import _Request
from shared.kernel.collection_names import CHATS, MESSAGES
from shared.usecases.tenancy import ChatInfo
from shared.ports.vectorstore import VectorRecord
from shared.kernel.transient import retry_in_call

log = logging.getLogger(__name__)

from shared.kernel.collection_names import BACKFILL_RUNS as RUNS
DEFAULT_BATCH_SIZE = 64
CHAT_PAGE_SIZE = 50

_retry = retry_in_call(multiplier=0.5, max_wait=4)


@dataclass
class BackfillSummary:
    """Counts of one backfill run (cumulative across resumed invocations)."""

    run_id: str
    scanned: int = 0  # messages looked at
    embedded: int = 0  # newly embedded and indexed
    unchanged: int = 0  # already indexed with this content and model
    skipped: int = 0  # empty text, or failed earlier and retry_failed=False
    failed: int = 0  # recorded as failed in the ledger
    retried: int = 0  # failed ledger entries retried in the final pass
    recovered: int = 0  # ... of which now indexed or deleted
    health_records: int = 0  # derived records (the health kinds: metric weeks, goals, lab panels) looked at
    health_indexed: int = 0  # ... of which (re-)embedded: new, changed or under another model
    chats_done: int = 0
    chats_total: int | None = None
    resumed: bool = False
    done: bool = False
    elapsed_s: float = 0.0

    def to_wire(self) -> dict[str, Any]:
        """camelCase, for the callable's response."""
        return {_camel(k): v for k, v in asdict(self).items()}


Progress = Callable[[BackfillSummary], None]


def default_run_id(trainer_id: str | None, model_id: str) -> str:
    return f"{trainer_id or '_all'}__{model_id}".replace("/", "_")


def backfill(
    backends: Backends,
    trainer_id: str | None = None,
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    progress: Progress | None = None,
    retry_failed: bool = True,
    run_id: str | None = None,
    max_batches: int | None = None,
    time_budget_s: float | None = None,
) -> BackfillSummary:
    """Index every message of `trainer_id` (or of every trainer when None).

    Args:
        backends: db, embedder and store to use.
        trainer_id: whose history; None walks all chats (operator CLI only).
        batch_size: messages per page = per embed call and per upsert.
        progress: called with the running summary after every page.
        retry_failed: re-embed messages whose ledger status is "failed" and
            retry every failed ledger entry at the end.
        run_id: checkpoint id; defaults to one per (trainer, model), so running
            again after an interruption continues where it stopped.
        max_batches: stop (resumably) after this many pages.
        time_budget_s: stop (resumably) after the page that crosses this many
            seconds — for a callable with a deadline; call again to continue.

    Returns:
        The summary; `done` is False when `max_batches` stopped the run early.
    """
    started = time.perf_counter()
    run = _open_run(backends, trainer_id, run_id)
    summary = run.checkpoint.summary
    summary.chats_total = _count_chats(backends.db, trainer_id)
    if progress:
        progress(summary)

    def out_of_budget(batches: int) -> bool:
        return _out_of_budget(started, batches, max_batches, time_budget_s)

    stopped = _index_chats(backends, run, batch_size, retry_failed, progress, out_of_budget)
    if not stopped:
        _final_pass(backends, trainer_id, summary, retry_failed)
    summary.elapsed_s = round(summary.elapsed_s + time.perf_counter() - started, 3)
    run.save(done=summary.done)
    if progress:
        progress(summary)
    log.info(
        "backfill",
        extra={
            "json_fields": {
                "runId": run.run_id,
                "trainerId": trainer_id,
                "scannedCount": summary.scanned,
                "embeddedCount": summary.embedded,
                "unchangedCount": summary.unchanged,
                "failedCount": summary.failed,
                "retriedCount": summary.retried,
                "healthIndexedCount": summary.health_indexed,
                "done": summary.done,
                "latencyMs": round((time.perf_counter() - started) * 1000, 1),
            }
        },
    )
    return summary


@dataclass
class _Run:
    """One backfill run: its checkpoint document and the checkpoint read from it (a fresh one, or a resumed run's)."""

    run_id: str
    ref: Any  # backfillRuns/{runId}
    checkpoint: _Checkpoint
    trainer_id: str | None
    model_id: str

    def save(self, done: bool = False) -> None:
        _save(self.ref, self.checkpoint, self.trainer_id, self.model_id, done=done)


def _open_run(backends: Backends, trainer_id: str | None, run_id: str | None) -> _Run:
    """The run of this id (by default one per trainer and model), resumed from its checkpoint unless it is done."""
    model_id = backends.embedder.model_id
    run_id = run_id or default_run_id(trainer_id, model_id)
    run_ref = backends.db.collection(RUNS).document(run_id)
    return _Run(run_id, run_ref, _load_checkpoint(run_ref, run_id, trainer_id, model_id), trainer_id, model_id)


def _index_chats(
    backends: Backends,
    run: _Run,
    batch_size: int,
    retry_failed: bool,
    progress: Progress | None,
    out_of_budget: Callable[[int], bool],
) -> bool:
    """Index the chats after the checkpoint's, page by page, saving the checkpoint and reporting progress after
    each page and each chat finished. True when the budget stopped the run (resumably) after a page."""
    checkpoint, summary = run.checkpoint, run.checkpoint.summary
    batches = 0
    for chat in _chats(backends.db, run.trainer_id, after=checkpoint.chat_cursor):
        # The message cursor belongs to the chat that was in progress, and only to it.
        after = checkpoint.message_cursor if chat.chat_id == checkpoint.chat_cursor_current else None
        for page in _message_pages(backends.db, chat.chat_id, batch_size, after=after):
            index_page(backends, chat, page, summary, retry_failed)
            checkpoint.chat_cursor_current = chat.chat_id
            checkpoint.message_cursor = page[-1].id
            run.save()
            batches += 1
            if progress:
                progress(summary)
            if out_of_budget(batches):
                return True
        # Chat finished: the next one starts from its first message.
        checkpoint.chat_cursor = chat.chat_id
        checkpoint.chat_cursor_current = None
        checkpoint.message_cursor = None
        summary.chats_done += 1
        run.save()
    return False


def _out_of_budget(started: float, batches: int, max_batches: int | None, time_budget_s: float | None) -> bool:
    """After a page: past the time budget (seconds since `started`), or `max_batches` pages done."""
    out_of_time = time_budget_s is not None and time.perf_counter() - started > time_budget_s
    return out_of_time or (max_batches is not None and batches >= max_batches)


def _final_pass(backends: Backends, trainer_id: str | None, summary: BackfillSummary, retry_failed: bool) -> None:
    """Once every chat is done: the derived records, the failed entries retried (when asked), the keyword
    statistics; then the run is done."""
    _backfill_derived(backends, trainer_id, summary)
    if retry_failed:
        _retry_failed_entries(backends, trainer_id, summary)
    _refresh_keyword_stats(backends, trainer_id)
    summary.done = True


def retry_failed(backends: Backends, trainer_id: str | None = None) -> BackfillSummary:
    """Only the final pass: retry every message ledger entry recorded as failed (cheap, scheduled hourly).

    Triggers do not retry for long; this closes the loop so that a failure
    recorded by embedMessage is retried without anyone starting a backfill.
    """
    started = time.perf_counter()
    summary = BackfillSummary(run_id=f"retry-failed__{trainer_id or '_all'}")
    _retry_failed_entries(backends, trainer_id, summary)
    summary.done = True
    summary.elapsed_s = round(time.perf_counter() - started, 3)
    log.info(
        "retry_failed",
        extra={
            "json_fields": {
                "trainerId": trainer_id,
                "retriedCount": summary.retried,
                "recoveredCount": summary.recovered,
                "latencyMs": round(summary.elapsed_s * 1000, 1),
            }
        },
    )
    return summary


def count_messages(backends: Backends, trainer_id: str | None = None) -> int:
    """How many messages a backfill would scan (one count aggregation per chat): for a progress bar."""
    total = 0
    for chat in _chats(backends.db, trainer_id, after=None):
        result = backends.db.collection(CHATS).document(chat.chat_id).collection(MESSAGES).count().get()
        total += int(result[0][0].value)
    return total


# -- one page -----------------------------------------------------------------


def index_page(
    backends: Backends, chat: ChatInfo, page: list[Any], summary: BackfillSummary, retry_failed: bool, force: bool = False
) -> None:
    """Index one page of a chat's message snapshots (one embed call, one upsert, one ledger batch).

    `force` ignores the ledger's "already indexed" (the reconciliation found
    the store lacking the vector or holding an older hash).
    """
    todo = _to_embed(backends, chat, page, summary, retry_failed, force)
    if not todo:
        return
    batch = backends.db.batch()
    try:
        _embed_and_store(backends, chat, todo)
    except Exception as exc:  # recorded per message; the final pass or the next run retries
        _record_failed(backends.db, batch, chat, todo, summary, type(exc).__name__)
        return
    _record_indexed(backends, batch, chat, todo, summary)
    _reconcile_changed(backends, chat, todo)


# (message id, rendered text, metadata, the ledger entry as read) of a message to embed
_Todo = tuple[str, str, dict[str, Any], dict[str, Any]]


def _to_embed(
    backends: Backends, chat: ChatInfo, page: list[Any], summary: BackfillSummary, retry_failed: bool, force: bool
) -> list[_Todo]:
    """The page's messages to embed, its ledger entries read in one round trip; counts the page scanned and each
    message left out: skipped (no text, or failed before and not retried), unchanged (indexed with this content)."""
    db = backends.db
    model_id = backends.embedder.model_id
    summary.scanned += len(page)
    ledger_refs = [db.collection(LEDGER).document(message_vector_id(chat.chat_id, m.id)) for m in page]
    ledgers = {snap.id: (snap.to_dict() or {}) for snap in db.get_all(ledger_refs) if snap.exists}

    todo: list[_Todo] = []
    datas = {message.id: message.to_dict() or {} for message in page}
    fill_sender_names(db, list(datas.values()))  # as sync_message does, so the content hashes agree
    for message in page:
        data = datas[message.id]
        text = data.get("text")
        vector_id = message_vector_id(chat.chat_id, message.id)
        ledger = ledgers.get(vector_id, {})
        if not isinstance(text, str) or not text.strip():
            summary.skipped += 1
            continue
        if ledger.get("status") == "failed" and not retry_failed:
            summary.skipped += 1
            continue
        rendered, metadata = build_message_record(chat.chat_id, message.id, chat.trainer_id, chat.client_id, data, model_id)
        if not force and is_current(ledger, chat.trainer_id, metadata["contentHash"]):
            summary.unchanged += 1
            continue
        todo.append((message.id, rendered, metadata, ledger))
    return todo


def _embed_and_store(backends: Backends, chat: ChatInfo, todo: list[_Todo]) -> None:
    """One embed call and one upsert (each retried); a message indexed under a previous owner of the chat
    leaves nothing there."""
    vectors = _retry(backends.embedder.embed)([t[1] for t in todo])
    for message_id, _, _, ledger in todo:
        old = ledger.get("trainerId")
        if old and old != chat.trainer_id:
            _retry(backends.store.delete)(old, [message_vector_id(chat.chat_id, message_id)])
    records = [
        VectorRecord(message_vector_id(chat.chat_id, mid), vectors[i], metadata)
        for i, (mid, _, metadata, _) in enumerate(todo)
    ]
    _retry(backends.store.upsert)(chat.trainer_id, records)


def _record_failed(db: Any, batch: Any, chat: ChatInfo, todo: list[_Todo], summary: BackfillSummary, error_class: str) -> None:
    """The page's messages marked failed in the ledger (the error class only), in one batch."""
    for message_id, _, _, ledger in todo:
        ref = db.collection(LEDGER).document(message_vector_id(chat.chat_id, message_id))
        batch.set(ref, failed_entry(chat.chat_id, message_id, chat.trainer_id, chat.client_id, error_class, ledger))
    batch.commit()
    summary.failed += len(todo)
    log.warning(
        "backfill_batch_failed",
        extra={"json_fields": {"chatId": chat.chat_id, "batchSize": len(todo), "errorClass": error_class}},
    )


def _record_indexed(backends: Backends, batch: Any, chat: ChatInfo, todo: list[_Todo], summary: BackfillSummary) -> None:
    """The ledger entries exactly as `sync_message` writes them, in one batch."""
    db = backends.db
    model_id = backends.embedder.model_id
    for message_id, _, metadata, _ in todo:
        ref = db.collection(LEDGER).document(message_vector_id(chat.chat_id, message_id))
        batch.set(
            ref,
            indexed_entry(chat.chat_id, message_id, chat.trainer_id, chat.client_id, metadata["contentHash"], model_id),
        )
    batch.commit()
    summary.embedded += len(todo)


def _reconcile_changed(backends: Backends, chat: ChatInfo, todo: list[_Todo]) -> None:
    """Messages edited or deleted while this page was in flight go through sync_message.

    The re-read happens after our writes, so any later edit fires a trigger
    that sees our (older) hash and re-embeds: the index converges either way.
    """
    db = backends.db
    messages = db.collection(CHATS).document(chat.chat_id).collection(MESSAGES)
    expected = {mid: metadata["contentHash"] for mid, _, metadata, _ in todo}
    current: dict[str, str | None] = {mid: None for mid in expected}
    for snap in db.get_all([messages.document(mid) for mid in expected]):
        data = snap.to_dict() if snap.exists else None
        if data and isinstance(data.get("text"), str) and data["text"].strip():
            fill_sender_names(db, [data])
            _, metadata = build_message_record(
                chat.chat_id, snap.id, chat.trainer_id, chat.client_id, data, backends.embedder.model_id
            )
            current[snap.id] = metadata["contentHash"]
    for mid, digest in expected.items():
        if current.get(mid) != digest:
            sync_message(backends, chat.chat_id, mid)


def _retry_failed_entries(backends: Backends, trainer_id: str | None, summary: BackfillSummary) -> None:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = backends.db.collection(LEDGER).where(filter=FieldFilter("status", "==", "failed"))
    if trainer_id is not None:
        query = query.where(filter=FieldFilter("trainerId", "==", trainer_id))
    for snap in _paged(query, page_size=200):
        data = snap.to_dict() or {}
        chat_id, message_id = data.get("chatId"), data.get("sourceId")
        if data.get("sourceType", "message") != "message" or not chat_id or not message_id:
            continue  # other sources have their own sync; not ours to retry
        summary.retried += 1
        outcome = sync_message(backends, chat_id, message_id).outcome
        if outcome != "failed":
            summary.recovered += 1


def _backfill_derived(backends: Backends, trainer_id: str | None, summary: BackfillSummary) -> None:
    """Every derived kind's records (today the health records: a week of readings, a goal, a panel day),
    rebuilt through shared/usecases/sources/derived.py, which skips text already indexed under this model."""
    from shared.usecases.sources import derived

    counts = derived.backfill(backends, trainer_id)
    summary.health_records += sum(counts.values())
    summary.health_indexed += counts["indexed"]


def _refresh_keyword_stats(backends: Backends, trainer_id: str | None) -> None:
    """A finished backfill is when a trainer's history first becomes searchable:
    their IDF statistics should not wait for the next daily refresh. Never fatal."""
    from shared.usecases import keyword_stats

    try:
        if trainer_id is None:
            keyword_stats.refresh_all(backends)
        else:
            keyword_stats.refresh_trainer(backends, trainer_id)
    except Exception as exc:
        log.warning(
            "keyword_stats_failed",
            extra={"json_fields": {"trainerId": trainer_id, "errorClass": type(exc).__name__}},
        )


# -- walking Firestore in bounded pages ---------------------------------------


def _chats(db: Any, trainer_id: str | None, after: str | None) -> Iterator[ChatInfo]:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = db.collection(CHATS)
    if trainer_id is not None:
        query = query.where(filter=FieldFilter("trainerId", "==", trainer_id))
    for snap in _paged(query, page_size=CHAT_PAGE_SIZE, after=after):
        data = snap.to_dict() or {}
        owner = data.get("trainerId")
        if not isinstance(owner, str) or not owner:
            continue
        client = data.get("clientId")
        yield ChatInfo(snap.id, owner, client if isinstance(client, str) else None)


def _message_pages(db: Any, chat_id: str, page_size: int, after: str | None) -> Iterator[list[Any]]:
    messages = db.collection(CHATS).document(chat_id).collection(MESSAGES)
    page: list[Any] = []
    for snap in _paged(messages, page_size=page_size, after=after):
        page.append(snap)
        if len(page) == page_size:
            yield page
            page = []
    if page:
        yield page


def _paged(query: Any, page_size: int, after: str | None = None) -> Iterator[Any]:
    """Documents of `query` ordered by id, fetched `page_size` at a time with a cursor."""
    from google.cloud.firestore_v1.field_path import FieldPath

    ordered = query.order_by(FieldPath.document_id())
    cursor = after
    while True:
        page_query = ordered.limit(page_size)
        if cursor is not None:
            # A string cursor on __name__ is read as a document of the query's collection.
            page_query = page_query.start_after({FieldPath.document_id(): cursor})
        docs = list(page_query.stream())
        yield from docs
        if len(docs) < page_size:
            return
        cursor = docs[-1].id


def _count_chats(db: Any, trainer_id: str | None) -> int | None:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = db.collection(CHATS)
    if trainer_id is not None:
        query = query.where(filter=FieldFilter("trainerId", "==", trainer_id))
    try:
        return int(query.count().get()[0][0].value)
    except Exception:  # the count is only for progress display
        return None


# -- checkpoint ---------------------------------------------------------------


@dataclass
class _Checkpoint:
    summary: BackfillSummary
    chat_cursor: str | None = None  # last chat fully done
    chat_cursor_current: str | None = None  # chat in progress
    message_cursor: str | None = None  # last message done in the chat in progress
    extra: dict[str, Any] = field(default_factory=dict)


def _load_checkpoint(run_ref: Any, run_id: str, trainer_id: str | None, model_id: str) -> _Checkpoint:
    snap = run_ref.get()
    data = snap.to_dict() if snap.exists else None
    if not data or data.get("status") == "done":
        return _Checkpoint(BackfillSummary(run_id))
    counts = data.get("counts") or {}
    summary = BackfillSummary(run_id, resumed=True)
    for key in ("scanned", "embedded", "unchanged", "skipped", "failed", "chats_done"):
        setattr(summary, key, int(counts.get(_camel(key), 0)))
    summary.elapsed_s = float(counts.get("elapsedS", 0.0))
    checkpoint = _Checkpoint(summary, chat_cursor=data.get("chatCursor"), message_cursor=data.get("messageCursor"))
    current = data.get("chatInProgress")
    if current:
        # Resume inside the chat that was in progress: walk from just before it
        # (the chat cursor) and skip its messages already done.
        checkpoint.chat_cursor_current = current
    return checkpoint


def _save(run_ref: Any, cp: _Checkpoint, trainer_id: str | None, model_id: str, done: bool = False) -> None:
    s = cp.summary
    run_ref.set(
        {
            "trainerId": trainer_id,
            "embeddingModel": model_id,
            "status": "done" if done else "running",
            "chatCursor": cp.chat_cursor,
            "chatInProgress": cp.chat_cursor_current,
            "messageCursor": cp.message_cursor,
            "counts": {
                _camel(k): getattr(s, k)
                for k in ("scanned", "embedded", "unchanged", "skipped", "failed", "chats_done")
            }
            | {"elapsedS": s.elapsed_s},
            "updatedAt": utc_now(),
        }
    )


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p.capitalize() for p in rest)


# -- callable edge ------------------------------------------------------------


class BackfillRequest(_Request):
    batchSize: int = Field(default=DEFAULT_BATCH_SIZE, ge=1, le=500)
    retryFailed: bool = True


# A callable has 540 s at most; stop well before and let the app call again.
CALLABLE_TIME_BUDGET_S = 240.0


def backfill_callable(backends: Backends, trainer_id: str, request: BackfillRequest) -> dict[str, Any]:
    """backfillEmbeddings: the caller's own history only; `done: false` means call again."""
    summary = backfill(
        backends,
        trainer_id,
        batch_size=request.batchSize,
        retry_failed=request.retryFailed,
        time_budget_s=CALLABLE_TIME_BUDGET_S,
    )
    return summary.to_wire()
