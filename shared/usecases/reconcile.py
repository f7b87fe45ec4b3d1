"""Reconciliation: compare the vector index with Firestore and repair both directions.

Triggers keep the index in sync one event at a time; they are retried by the
platform for transient failures (shared/usecases/triggers.py), but an event can still
be lost (retries exhausted, a bug, a process killed before it recorded
anything). This module is the safety net, for every kind the registry
declares reconciled (shared/domain/sources/registry.py): messages, client
profiles, session notes, transcripts, check-ins, weekly notes and the health
records (metric-week summaries, goals, lab panels), each dispatched on its
sync rule, none named here.

Two passes (docs/ARCHITECTURE.md, "Self-healing index"):

**Incremental** (`reconcile_recent`, every hour): a watermark in
`reconcileRuns/_recent` (the start time of the last completed pass, minus
`WATERMARK_OVERLAP` for clock skew and in-flight commits; a pass out of its
budget advances it only to the first document it did not reach). It re-syncs
- every document whose `createdAt` or `updatedAt` is at or after the
  watermark (messages by a collection-group query, sources and weekly notes
  per collection): a create whose trigger was lost, an edit by an app that
  stamps `updatedAt`;
- every ledger entry whose status is `failed` (any kind, including a source
  embedding that failed, which nothing retried before);
- for a document a derived kind reads (a health reading, goal or lab result),
  the records it names (its reading's week and the week after, its goal, its
  panel day), as its trigger would.
Each goes through the trigger's own sync, so a document that is already
indexed costs reads only. It cannot see what leaves no timestamp: a delete
(the document is gone) or an edit that does not stamp `updatedAt`.

**Full** (`reconcile_trainer`, per trainer, when its last full pass is older
than `FULL_PASS_INTERVAL`, and on demand through the `reconcileMyIndex`
callable): lists the trainer's index (`VectorStore.list_entries`: ids,
content hashes, models; no vectors or text) and
1. walks every document of every kind of the trainer and computes the
   vector ids and content hashes it should have (no embedding needed: the
   hash is of the rendered text and the model id). Missing → *added*;
   present with another hash (older text or older model) → *re-embedded*,
   in batches. A derived kind's records (one per client × metric × week,
   goal, client × panel day) are computed from several documents, so its
   phase walks the records the trainer's documents produce
   (shared/usecases/sources/derived.py, `record_keys`);
2. walks the listed ids and reads the documents that should back them
   (`get_all`, 100 at a time): a vector whose document is gone, emptied,
   moved to another trainer or no longer produces that id is an *orphan*
   and is deleted (its ledger entry marked deleted); a derived vector is an
   orphan when rebuilding its record from Firestore yields nothing.
Resumable: the phase (by name) and cursor are saved in `reconcileRuns/full__{trainer}`
at most once a second, after a phase and when the time budget runs out; a
run continues from there (a crash redoes up to a second of idempotent work). A
model switch makes every hash differ, so the full pass re-embeds every kind.

Reports count, per kind, what was checked, added, re-embedded, removed as
orphans and what failed (and stays `failed` in the ledger for the next run).
"""

from __future__ import annotations

import logging
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any, Iterable, Iterator

from shared.usecases.backends import Backends
from shared.usecases.backfill import BackfillSummary, index_page
from shared.domain.documents import content_hash, message_vector_id
from shared.ports.documents import DocumentStore
from shared.usecases.indexing import LEDGER, build_message_record, sync_message, utc_now
from shared.usecases.insights import weekly
from shared.domain.models import _Request
from shared.domain.sources import registry
from shared.domain.sources.records import build_records
from shared.usecases.sources import derived
from shared.usecases.sources.sync import OwnershipMismatch, document_owner, sync_source
from shared.domain.message_fields import fill_sender_names
from shared.kernel.collection_names import CHATS, CLIENTS, MESSAGES, TRAINERS
from shared.usecases.tenancy import ChatInfo, chat_from_snapshot
from shared.ports.vectorstore import IndexedEntry, VectorRecord

log = logging.getLogger(__name__)

from shared.kernel.collection_names import RECONCILE_RUNS as RUNS
RECENT_RUN = "_recent"


def kinds() -> tuple[str, ...]:
    """The kinds a pass checks, in the registry's order (shared/domain/sources/registry.py)."""
    return tuple(k.name for k in registry.kinds() if k.reconciled)


def phases() -> tuple[str, ...]:
    """Phases of a full pass: every kind's documents, then the orphans."""
    return (*kinds(), "orphans")

FULL_PASS_INTERVAL = timedelta(hours=24)
WATERMARK_OVERLAP = timedelta(minutes=10)
# A first incremental pass (no watermark yet) looks back this far; the full
# pass covers anything older.
FIRST_LOOKBACK = timedelta(hours=24)
MESSAGE_BATCH = 64  # messages per embed call and upsert
PAGE_SIZE = 100
ORPHAN_CHUNK = 100
TIME_FIELDS = ("createdAt", "updatedAt")
CHECKPOINT_EVERY_S = 1.0


@dataclass
class KindCounts:
    checked: int = 0  # documents (full pass) or candidates (incremental) looked at
    added: int = 0  # vectors that were missing
    reembedded: int = 0  # vectors with an older text hash or model
    orphans_removed: int = 0  # vectors whose document is gone
    failed: int = 0  # could not be repaired now; `failed` in the ledger


@dataclass
class ReconcileReport:
    mode: str  # "full" or "recent"
    trainer_id: str | None
    kinds: dict[str, KindCounts] = field(default_factory=lambda: {k: KindCounts() for k in kinds()})
    done: bool = False
    resumed: bool = False
    elapsed_s: float = 0.0

    def kind(self, name: str) -> KindCounts:
        return self.kinds.setdefault(name, KindCounts())

    def total(self, what: str) -> int:
        return sum(getattr(c, what) for c in self.kinds.values())

    def to_wire(self) -> dict[str, Any]:
        """camelCase, for the callable's response and the logs."""
        return {
            "mode": self.mode,
            "done": self.done,
            "resumed": self.resumed,
            "elapsedS": round(self.elapsed_s, 3),
            "kinds": {k: {_camel(f): v for f, v in asdict(c).items()} for k, c in self.kinds.items()},
        }


# -- full pass ----------------------------------------------------------------


def reconcile_trainer(
    backends: Backends, trainer_id: str, *, time_budget_s: float | None = None, restart: bool = False
) -> ReconcileReport:
    """Compare one trainer's index with Firestore and repair it; resumable (`done: False` → call again)."""
    started = time.perf_counter()
    db = backends.db
    model_id = backends.embedder.model_id
    run_ref = db.collection(RUNS).document(_full_run_id(trainer_id))
    cp = _load_full(run_ref, model_id, restart)
    report = cp["report"]
    entries = backends.store.list_entries(trainer_id)
    clients = _clients(db, trainer_id)

    def out_of_time() -> bool:
        return time_budget_s is not None and time.perf_counter() - started > time_budget_s

    context = _Full(backends, trainer_id, entries, clients, report)
    last_save = time.perf_counter()
    all_phases = phases()
    for phase_index in range(cp["phase"], len(all_phases)):
        phase = all_phases[phase_index]
        cursor = cp["cursor"] if phase_index == cp["phase"] else None
        for unit_cursor in context.run(phase, cursor):
            if out_of_time():
                report.elapsed_s += time.perf_counter() - started
                _save_full(run_ref, model_id, phase_index, unit_cursor, report)
                _log(report)
                return report
            # A checkpoint write per second at most, not per unit: a crash redoes
            # at most a second of idempotent work.
            if time.perf_counter() - last_save > CHECKPOINT_EVERY_S:
                _save_full(run_ref, model_id, phase_index, unit_cursor, report)
                last_save = time.perf_counter()
        _save_full(run_ref, model_id, phase_index + 1, None, report)

    report.done = True
    report.elapsed_s += time.perf_counter() - started
    _save_full(run_ref, model_id, len(all_phases), None, report, done=True)
    _log(report)
    return report


class _Full:
    """One invocation of a trainer's full pass: the listed index and the client cache."""

    def __init__(
        self,
        backends: Backends,
        trainer_id: str,
        entries: dict[str, IndexedEntry],
        clients: dict[str, dict[str, Any] | None],
        report: ReconcileReport,
    ) -> None:
        self.b, self.trainer_id, self.entries, self.clients, self.report = backends, trainer_id, entries, clients, report
        self.model_id = backends.embedder.model_id

    def run(self, phase: str, cursor: str | None) -> Iterator[str]:
        """Do the phase unit by unit after `cursor`, yielding each unit's cursor once it is done."""
        if phase == "orphans":
            yield from self._orphans(cursor)
            return
        rule = registry.get(phase).sync
        if rule == "message":
            yield from self._messages(cursor)
        elif rule == "weekly_note":
            yield from self._weekly_notes(cursor)
        elif rule == "derived":
            yield from self._derived(phase, cursor)
        else:
            yield from self._sources(phase, cursor)

    def _classify(self, vid: str, digest: str) -> str | None:
        """'added', 'reembedded' or None (the index holds exactly this)."""
        entry = self.entries.get(vid)
        if entry is None:
            return "added"
        return None if entry.content_hash == digest else "reembedded"

    def _count(self, kind: str, repairs: dict[str, str], failed: set[str]) -> None:
        counts = self.report.kind(kind)
        for vid, what in repairs.items():
            if vid in failed:
                counts.failed += 1
            elif what == "added":
                counts.added += 1
            else:
                counts.reembedded += 1

    # messages: one unit per chat
    def _messages(self, cursor: str | None) -> Iterator[str]:
        db = self.b.db
        chats = _owned(db.collection(CHATS), self.trainer_id)
        for chat_snap in _after(self.b.documents, chats, cursor):
            # The client as the trigger reads it (a chat in the app's schema names it in `participants`).
            owner = chat_from_snapshot(chat_snap)
            chat = ChatInfo(chat_snap.id, self.trainer_id, owner.client_id if owner else None)
            todo: list[Any] = []
            repairs: dict[str, str] = {}
            messages = db.collection(CHATS).document(chat.chat_id).collection(MESSAGES).order_by("__name__")
            for page in self.b.documents.pages(messages, PAGE_SIZE):
                datas = [snap.to_dict() or {} for snap in page]
                # Names filled as sync_message fills them, so the content hashes agree.
                fill_sender_names(db, datas)
                for snap, m in zip(page, datas):
                    if not isinstance(m.get("text"), str) or not m["text"].strip():
                        continue
                    self.report.kind("message").checked += 1
                    _, meta = build_message_record(
                        chat.chat_id, snap.id, chat.trainer_id, chat.client_id, m, self.model_id
                    )
                    vid = message_vector_id(chat.chat_id, snap.id)
                    what = self._classify(vid, meta["contentHash"])
                    if what:
                        repairs[vid] = what
                        todo.append(snap)
            failed: set[str] = set()
            for start in range(0, len(todo), MESSAGE_BATCH):
                batch = todo[start : start + MESSAGE_BATCH]
                summary = BackfillSummary(run_id="reconcile")
                index_page(self.b, chat, batch, summary, retry_failed=True, force=True)
                if summary.failed:
                    failed.update(message_vector_id(chat.chat_id, s.id) for s in batch)
            self._count("message", repairs, failed)
            yield chat_snap.id

    # document kinds (profiles, session notes, transcripts, check-ins): one unit per document
    def _sources(self, kind: str, cursor: str | None) -> Iterator[str]:
        collection = self.b.db.collection(registry.document_kind(kind).collection)
        for snap in _after(self.b.documents, _owned(collection, self.trainer_id), cursor):
            self.report.kind(kind).checked += 1
            wanted = self._wanted_source(kind, snap.id, snap.to_dict() or {})
            repairs = {vid: what for vid, digest in wanted.items() if (what := self._classify(vid, digest))}
            if repairs:
                result = sync_source(self.b, kind, snap.id, force=True)
                failed = {r.vector_id for r in result.results if r.outcome == "failed"}
                self._count(kind, repairs, failed)
                # The sync also removed vectors the document no longer produces
                # (a transcript's lost segments): orphans, found early.
                for r in result.results:
                    if r.outcome == "deleted" and self.entries.pop(r.vector_id, None) is not None:
                        self.report.kind(kind).orphans_removed += 1
            yield snap.id

    def _wanted_source(self, kind: str, doc_id: str, data: dict[str, Any]) -> dict[str, str]:
        """vector id → content hash this document should have in this trainer's index."""
        if data.get("trainerId") != self.trainer_id:
            return {}
        try:
            trainer_id, client_id, name = document_owner(self.b.db, kind, doc_id, data, self.clients)
        except OwnershipMismatch:
            return {}
        records = build_records(kind, doc_id, data, trainer_id, client_id, name, self.model_id)
        return {r.vector_id: r.metadata["contentHash"] for r in records}

    # weekly notes: one unit per note
    def _weekly_notes(self, cursor: str | None) -> Iterator[str]:
        collection = self.b.db.collection(weekly.NOTES)
        for snap in _after(self.b.documents, _owned(collection, self.trainer_id), cursor):
            data = snap.to_dict() or {}
            self.report.kind("weekly_note").checked += 1
            text = data.get("text")
            if isinstance(text, str) and text.strip():
                vid = weekly.vector_id(snap.id)
                what = self._classify(vid, content_hash(text, self.model_id))
                if what:
                    ok = reindex_weekly_note(self.b, snap.id, data)
                    self._count("weekly_note", {vid: what}, set() if ok else {vid})
            yield snap.id

    # derived kinds (the health records): one unit per record, in vector-id order
    def _derived(self, kind: str, cursor: str | None) -> Iterator[str]:
        keys = derived.record_keys(self.b.documents, self.trainer_id, kinds=[registry.get(kind)])
        for vid, key in sorted((derived.vector_id_of(k), k) for k in keys):
            if cursor is not None and vid <= cursor:
                continue
            self.report.kind(kind).checked += 1
            _, record = derived.build_key(self.b.documents, key)
            what = self._classify(vid, content_hash(record.text, self.model_id)) if record is not None else None
            if what:
                try:
                    outcome = derived.sync_key(self.b, key, force=True)
                except Exception as exc:  # the next pass finds it again
                    outcome = "failed"
                    log.warning("reconcile_derived_failed", extra={"json_fields": {"errorClass": type(exc).__name__}})
                self._count(kind, {vid: what}, {vid} if outcome != "indexed" else set())
            yield vid

    # orphans: one unit per chunk of listed ids
    def _orphans(self, cursor: str | None) -> Iterator[str]:
        ids = sorted(i for i in self.entries if cursor is None or i > cursor)
        for start in range(0, len(ids), ORPHAN_CHUNK):
            chunk = [self.entries[i] for i in ids[start : start + ORPHAN_CHUNK]]
            orphans = find_orphans(self.b, self.trainer_id, chunk, self.clients)
            if orphans:
                remove_orphans(self.b, self.trainer_id, orphans, self.report)
            yield chunk[-1].id


def find_orphans(
    backends: Backends,
    trainer_id: str,
    entries: list[IndexedEntry],
    clients: dict[str, dict[str, Any] | None] | None = None,
) -> list[IndexedEntry]:
    """The entries no current Firestore document of this trainer backs (one `get_all` for the chunk)."""
    db = backends.db
    refs: dict[str, Any] = {}
    plan: list[tuple[IndexedEntry, str, list[str]]] = []  # (entry, kind, paths to read)
    for e in entries:
        kind, paths = _backing_paths(e)
        plan.append((e, kind, paths))
        for p in paths:
            refs[p] = db.document(p)
    snaps = {s.reference.path: s for s in db.get_all(list(refs.values()))} if refs else {}

    def data(path: str) -> dict[str, Any] | None:
        s = snaps.get(path)
        return (s.to_dict() or {}) if s is not None and s.exists else None

    orphans = []
    for e, kind, paths in plan:
        rule = _rule(kind)
        if rule == "derived":
            key = derived.key_of_vector(trainer_id, e.id)
            if key is None or derived.build_key(backends.documents, key)[1] is None:
                orphans.append(e)
            continue
        if not paths:
            orphans.append(e)
            continue
        if rule == "message":
            chat, message = data(paths[0]), data(paths[1])
            text = (message or {}).get("text")
            backed = (
                bool(chat)
                and chat.get("trainerId") == trainer_id
                and isinstance(text, str)
                and bool(text.strip())
                and e.id == message_vector_id(str(e.chat_id), str(e.source_id))  # not a copy under another id
            )
        elif rule == "weekly_note":
            note = data(paths[0])
            backed = (
                bool(note)
                and note.get("trainerId") == trainer_id
                and bool(str(note.get("text") or "").strip())
                and e.id == weekly.vector_id(str(e.source_id))
            )
        else:
            doc = data(paths[0])
            backed = False
            if doc and doc.get("trainerId") == trainer_id:
                try:
                    t, c, name = document_owner(db, kind, paths[0].rsplit("/", 1)[1], doc, clients)
                except OwnershipMismatch:
                    backed = False
                else:
                    records = build_records(kind, paths[0].rsplit("/", 1)[1], doc, t, c, name, backends.embedder.model_id)
                    backed = e.id in {r.vector_id for r in records}
        if not backed:
            orphans.append(e)
    return orphans


def remove_orphans(backends: Backends, trainer_id: str, orphans: list[IndexedEntry], report: ReconcileReport) -> None:
    """Delete the vectors, mark their ledger entries deleted, and re-check the documents once.

    The re-check closes a race: a document created between our read and our
    delete (its trigger may have upserted just before) is synced again.
    """
    db = backends.db
    ids = [e.id for e in orphans]
    try:
        backends.store.delete(trainer_id, ids)
    except Exception as exc:  # the next full pass finds them again
        for e in orphans:
            report.kind(_kind_of(e)).failed += 1
        log.warning("reconcile_orphans_failed", extra={"json_fields": {"trainerId": trainer_id, "errorClass": type(exc).__name__}})
        return
    ledger_refs = [db.collection(LEDGER).document(i) for i in ids]
    batch = db.batch()
    for snap in db.get_all(ledger_refs):
        if snap.exists:
            batch.update(snap.reference, {"status": "deleted", "updatedAt": utc_now()})
    batch.commit()
    for e in orphans:
        report.kind(_kind_of(e)).orphans_removed += 1
    backed_again = {e.id for e in orphans} - {e.id for e in find_orphans(backends, trainer_id, orphans)}
    for e in orphans:
        if e.id in backed_again:
            _resync(backends, trainer_id, e)


def _backing_paths(e: IndexedEntry) -> tuple[str, list[str]]:
    """(kind, the Firestore documents that decide whether this vector should exist); [] = nothing can."""
    kind = _kind_of(e)
    spec = registry.of_source_type(e.source_type)
    if spec is None or not spec.reconciled or spec.sync == "derived" or not e.source_id:
        return kind, []  # a derived record is checked by rebuilding it (find_orphans)
    if spec.sync == "message":
        return (kind, [f"{CHATS}/{e.chat_id}", f"{CHATS}/{e.chat_id}/{MESSAGES}/{e.source_id}"]) if e.chat_id else (kind, [])
    return kind, [f"{spec.collection}/{e.source_id}"]


def _kind_of(e: IndexedEntry) -> str:
    return _kind_of_type(e.source_type)


def _kind_of_type(source_type: Any) -> str:
    """The reconciled kind whose vectors carry this sourceType; "other" for anything else."""
    spec = registry.of_source_type(source_type)
    return spec.name if spec is not None and spec.reconciled else "other"


def _rule(kind: str) -> str | None:
    """How the kind syncs (SourceKind.sync); None for "other"."""
    if kind == "other":
        return None
    return registry.get(kind).sync


def _resync(backends: Backends, trainer_id: str, e: IndexedEntry) -> None:
    kind = _kind_of(e)
    rule = _rule(kind)
    if rule == "message" and e.chat_id and e.source_id:
        sync_message(backends, e.chat_id, e.source_id, force=True)
    elif rule == "weekly_note" and e.source_id:
        snap = backends.db.collection(weekly.NOTES).document(e.source_id).get()
        if snap.exists:
            reindex_weekly_note(backends, snap.id, snap.to_dict() or {})
    elif rule == "document" and e.source_id:
        sync_source(backends, kind, e.source_id, force=True)
    elif rule == "derived":
        key = derived.key_of_vector(trainer_id, e.id)
        if key is not None:
            derived.sync_key(backends, key, force=True)


def reindex_weekly_note(backends: Backends, note_id: str, data: dict[str, Any]) -> bool:
    """Embed a stored weekly note under the current model (and record it in the ledger); False on failure."""
    text, trainer_id, client_id = data.get("text"), data.get("trainerId"), data.get("clientId")
    week_start = data.get("weekStart")
    if not (isinstance(text, str) and text.strip() and isinstance(trainer_id, str) and isinstance(client_id, str)):
        return False
    if not isinstance(week_start, datetime):
        week_start = datetime.fromtimestamp(0, timezone.utc)
    model_id = backends.embedder.model_id
    metadata = weekly.note_metadata(note_id, trainer_id, client_id, week_start, text, model_id)
    vid = weekly.vector_id(note_id)
    ledger = backends.db.collection(LEDGER).document(vid)
    try:
        vector = backends.embedder.embed([text])[0]
        backends.store.upsert(trainer_id, [VectorRecord(vid, vector, metadata)])
    except Exception as exc:
        ledger.set({"trainerId": trainer_id, "sourceType": "weekly_note", "sourceId": note_id, "clientId": client_id,
                    "status": "failed", "errorClass": type(exc).__name__, "updatedAt": utc_now()})
        return False
    ledger.set({"trainerId": trainer_id, "sourceType": "weekly_note", "sourceId": note_id, "clientId": client_id,
                "status": "indexed", "contentHash": metadata["contentHash"], "embeddingModel": model_id,
                "updatedAt": utc_now()})
    return True


# -- incremental pass -----------------------------------------------------------


def reconcile_recent(
    backends: Backends, now: datetime | None = None, *, time_budget_s: float | None = None
) -> ReconcileReport:
    """Re-sync every failed ledger entry and what changed since the watermark, for all trainers.

    Resumable: changed documents are synced oldest first, and a pass that runs
    out of `time_budget_s` moves the watermark only up to the first document
    it did not reach (`done: False`); the next pass starts there.
    """
    started = time.perf_counter()
    db = backends.db
    now = now or utc_now()
    run_ref = db.collection(RUNS).document(RECENT_RUN)
    snap = run_ref.get()
    watermark = (snap.to_dict() or {}).get("watermark") if snap.exists else None
    since = (watermark - WATERMARK_OVERLAP) if isinstance(watermark, datetime) else now - FIRST_LOOKBACK
    run = _RecentPass(ReconcileReport("recent", None), started, time_budget_s)
    # Failed entries first: they are older than anything behind the watermark.
    if not _retry_failed(backends, run):
        return _finish_recent(run_ref, run.report, watermark if isinstance(watermark, datetime) else since, started)
    return _finish_recent(run_ref, run.report, _sync_changed(backends, run, since, now), started)


@dataclass
class _RecentPass:
    """One incremental pass: its report, its time budget and the documents it has synced (each once)."""

    report: ReconcileReport
    started: float
    time_budget_s: float | None
    seen: set[tuple[str, str]] = field(default_factory=set)

    def once(self, kind: str, key: str) -> bool:
        if (kind, key) in self.seen:
            return False
        self.seen.add((kind, key))
        self.report.kind(kind).checked += 1
        return True

    def out_of_time(self) -> bool:
        return self.time_budget_s is not None and time.perf_counter() - self.started > self.time_budget_s


def _retry_failed(backends: Backends, run: _RecentPass) -> bool:
    """Re-sync every failed ledger entry; False when the pass ran out of time on the way."""
    db = backends.db
    report = run.report
    for entry in _failed_entries(backends.documents):
        # Ledger entries written before sourceType existed are messages.
        kind = _kind_of_type(entry.get("sourceType", "message"))
        source_id = entry.get("sourceId")
        if not isinstance(source_id, str):
            continue
        rule = _rule(kind)
        if rule == "message" and isinstance(entry.get("chatId"), str):
            if run.once(kind, f"{CHATS}/{entry['chatId']}/{MESSAGES}/{source_id}"):
                _tally(report, kind, [sync_message(backends, entry["chatId"], source_id)])
        elif rule == "document" and run.once(kind, source_id):
            _tally(report, kind, sync_source(backends, kind, source_id).results)
        elif rule == "weekly_note" and run.once(kind, source_id):
            note = db.collection(weekly.NOTES).document(source_id).get()
            if note.exists:
                _ensure_note(backends, note, report)
        if run.out_of_time():
            return False
    return True


def _sync_changed(backends: Backends, run: _RecentPass, since: datetime, now: datetime) -> datetime:
    """Sync what changed since `since`, oldest first; the watermark the pass reached: `now` when it synced all of it
    (the report done), else the time of the first document it did not reach (the overlap re-reads it next time)."""
    report = run.report
    for ts, kind, snap in _changed_since(backends.db, since):
        if run.out_of_time():
            return ts  # the overlap re-reads this one next time
        rule = _rule(kind)
        if rule == "message":
            chat_ref = snap.reference.parent.parent
            if chat_ref is not None and chat_ref.parent.id == CHATS and run.once(kind, snap.reference.path):
                _tally(report, kind, [sync_message(backends, chat_ref.id, snap.id)])
        elif rule == "weekly_note":
            if run.once(kind, snap.id):
                note = snap.reference.get()
                if note.exists:
                    _ensure_note(backends, note, report)
        elif rule == "derived":
            if run.once(kind, snap.reference.path):
                _sync_derived_document(backends, kind, snap, report)
        elif run.once(kind, snap.id):
            _tally(report, kind, sync_source(backends, kind, snap.id).results)
    report.done = True
    return now

def _changed_since(db: Any, since: datetime) -> list[tuple[datetime, str, Any]]:
    """(time, kind, snapshot of ids and times only) of documents created or updated since, oldest first."""
    from google.cloud.firestore_v1.base_query import FieldFilter

    found: dict[str, tuple[datetime, str, Any]] = {}
    # Messages live in every chat's subcollection; every other kind in one collection.
    sources = [
        (db.collection_group(k.collection) if k.sync == "message" else db.collection(k.collection), k.name)
        for k in registry.kinds()
        if k.reconciled and k.collection
    ]
    for field_name in TIME_FIELDS:
        for query, kind in sources:
            for snap in query.where(filter=FieldFilter(field_name, ">=", since)).select(list(TIME_FIELDS)).stream():
                data = snap.to_dict() or {}
                times = [data[f] for f in TIME_FIELDS if isinstance(data.get(f), datetime)]
                ts = max(times) if times else since
                path = snap.reference.path
                if path not in found or found[path][0] < ts:
                    found[path] = (ts, kind, snap)
    return sorted(found.values(), key=lambda item: (item[0], item[2].reference.path))


def _sync_derived_document(backends: Backends, kind: str, snap: Any, report: ReconcileReport) -> None:
    """The records a changed document of a derived kind names (of any derived kind), rebuilt as its
    trigger would (unchanged text: reads only)."""
    doc = snap.reference.get()
    data = doc.to_dict() if doc.exists else None
    try:
        outcomes = derived.on_written(backends, snap.reference.parent.id, snap.id, None, data)
    except Exception as exc:  # the full pass finds it again
        report.kind(kind).failed += 1
        log.warning("reconcile_derived_failed", extra={"json_fields": {"errorClass": type(exc).__name__}})
        return
    for record_kind, outcome in outcomes:
        if outcome == "indexed":
            report.kind(record_kind).added += 1
        elif outcome == "deleted":
            report.kind(record_kind).orphans_removed += 1


def _finish_recent(run_ref: Any, report: ReconcileReport, watermark: datetime, started: float) -> ReconcileReport:
    report.elapsed_s = time.perf_counter() - started
    run_ref.set({"watermark": watermark, "updatedAt": utc_now(), "report": report.to_wire()})
    _log(report)
    return report


def _tally(report: ReconcileReport, kind: str, results: Iterable[Any]) -> None:
    counts = report.kind(kind)
    for r in results:
        if r.outcome == "indexed":
            counts.added += 1
        elif r.outcome == "deleted":
            counts.orphans_removed += 1
        elif r.outcome == "failed":
            counts.failed += 1


def _ensure_note(backends: Backends, snap: Any, report: ReconcileReport) -> None:
    data = snap.to_dict() or {}
    text, trainer_id = data.get("text"), data.get("trainerId")
    if not isinstance(text, str) or not isinstance(trainer_id, str):
        return
    vid = weekly.vector_id(snap.id)
    digest = content_hash(text, backends.embedder.model_id)
    current = backends.store.fetch(trainer_id, [vid]).get(vid)
    if current is not None and current.metadata.get("contentHash") == digest:
        return
    ok = reindex_weekly_note(backends, snap.id, data)
    counts = report.kind("weekly_note")
    if not ok:
        counts.failed += 1
    elif current is None:
        counts.added += 1
    else:
        counts.reembedded += 1


def _failed_entries(docs: DocumentStore) -> Iterator[dict[str, Any]]:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = docs.db.collection(LEDGER).where(filter=FieldFilter("status", "==", "failed")).order_by("__name__")
    for page in docs.pages(query, 200):
        for snap in page:
            yield snap.to_dict() or {}


# -- scheduled entry point ------------------------------------------------------


def run_scheduled(backends: Backends, time_budget_s: float, now: datetime | None = None) -> dict[str, Any]:
    """reconcileIndex: the incremental pass, then full passes of trainers that are due, within the budget."""
    started = time.perf_counter()
    now = now or utc_now()
    recent = reconcile_recent(backends, now, time_budget_s=time_budget_s / 2)
    full: dict[str, dict[str, Any]] = {}
    for trainer_id in trainers(backends):
        left = time_budget_s - (time.perf_counter() - started)
        if left <= 0:
            break
        if not _full_due(backends.db, trainer_id, now):
            continue
        report = reconcile_trainer(backends, trainer_id, time_budget_s=left)
        full[trainer_id] = report.to_wire()
    return {"recent": recent.to_wire(), "full": full}


def trainers(backends: Backends) -> list[str]:
    """Every trainer Firestore knows (trainers, clients) or the index holds vectors for."""
    db = backends.db
    ids = {s.id for s in db.collection(TRAINERS).select([]).stream()}
    ids.update(
        t for t in ((s.to_dict() or {}).get("trainerId") for s in db.collection(CLIENTS).select(["trainerId"]).stream())
        if isinstance(t, str) and t
    )
    ids.update(backends.store.trainer_ids())
    return sorted(ids)


def _full_due(db: Any, trainer_id: str, now: datetime) -> bool:
    snap = db.collection(RUNS).document(_full_run_id(trainer_id)).get()
    data = snap.to_dict() if snap.exists else None
    if not data or data.get("status") != "done":
        return True  # never run, or a run to resume
    finished = data.get("finishedAt")
    return not isinstance(finished, datetime) or now - finished >= FULL_PASS_INTERVAL


# -- checkpoint ---------------------------------------------------------------------


def _full_run_id(trainer_id: str) -> str:
    return f"full__{trainer_id}".replace("/", "_")


def _load_full(run_ref: Any, model_id: str, restart: bool) -> dict[str, Any]:
    snap = run_ref.get()
    data = snap.to_dict() if snap.exists else None
    fresh = {"phase": 0, "cursor": None, "report": ReconcileReport("full", run_ref.id.split("__", 1)[1])}
    if restart or not data or data.get("status") == "done" or data.get("embeddingModel") != model_id:
        return fresh
    report = fresh["report"]
    report.resumed = True
    report.elapsed_s = float(data.get("elapsedS", 0.0))
    for kind, counts in (data.get("kinds") or {}).items():
        report.kinds[kind] = KindCounts(**{f: int(counts.get(_camel(f), 0)) for f in KindCounts.__dataclass_fields__})
    # By name: a kind installed or removed since the save moves the phase numbers.
    names = phases()
    phase = names.index(data["phaseName"]) if data.get("phaseName") in names else int(data.get("phase", 0))
    return {"phase": phase, "cursor": data.get("cursor"), "report": report}


def _save_full(
    run_ref: Any, model_id: str, phase: int, cursor: str | None, report: ReconcileReport, done: bool = False
) -> None:
    wire = report.to_wire()
    names = phases()
    doc: dict[str, Any] = {
        "trainerId": report.trainer_id,  # account deletion sweeps by trainerId
        "status": "done" if done else "running",
        "embeddingModel": model_id,
        "phase": phase,
        "phaseName": names[phase] if phase < len(names) else None,
        "cursor": cursor,
        "kinds": wire["kinds"],
        "elapsedS": wire["elapsedS"],
        "updatedAt": utc_now(),
    }
    if done:
        doc["finishedAt"] = utc_now()
    run_ref.set(doc)


# -- helpers ----------------------------------------------------------------------


def _owned(collection: Any, trainer_id: str) -> Any:
    from google.cloud.firestore_v1.base_query import FieldFilter

    return collection.where(filter=FieldFilter("trainerId", "==", trainer_id)).order_by("__name__")


def _after(docs: DocumentStore, query: Any, cursor: str | None) -> Iterator[Any]:
    """The query's documents (ordered by id) after the document id `cursor`, page by page."""
    if cursor is not None:
        from google.cloud.firestore_v1.field_path import FieldPath

        query = query.start_after({FieldPath.document_id(): cursor})
    for page in docs.pages(query, PAGE_SIZE):
        yield from page


def _clients(db: Any, trainer_id: str) -> dict[str, dict[str, Any] | None]:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = db.collection(CLIENTS).where(filter=FieldFilter("trainerId", "==", trainer_id))
    return {s.id: s.to_dict() or {} for s in query.stream()}


def _log(report: ReconcileReport) -> None:
    fields: dict[str, Any] = {"trainerId": report.trainer_id, "done": report.done}
    for what in ("checked", "added", "reembedded", "orphans_removed", "failed"):
        fields[f"{_camel(what)}Count"] = report.total(what)
    fields["latencyMs"] = round(report.elapsed_s * 1000, 1)
    log.info(f"reconcile_{report.mode}", extra={"json_fields": fields})


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p.capitalize() for p in rest)


# -- callable edge --------------------------------------------------------------


class ReconcileRequest(_Request):
    """reconcileMyIndex: `restart` starts a new full pass instead of resuming one."""

    restart: bool = False


CALLABLE_TIME_BUDGET_S = 240.0
# reconcileIndex has 540 s; stop starting new units well before.
SCHEDULED_TIME_BUDGET_S = 420.0


def reconcile_callable(backends: Backends, trainer_id: str, request: ReconcileRequest) -> dict[str, Any]:
    """The caller's own index only; `done: false` means call again to continue."""
    report = reconcile_trainer(backends, trainer_id, time_budget_s=CALLABLE_TIME_BUDGET_S, restart=request.restart)
    return report.to_wire()
