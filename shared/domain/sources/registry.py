"""The source-kind registry: every kind of indexed text declares itself here once.

A kind (a chat message, a client profile, a session note, …) is one module in
`shared/domain/sources/kinds/` that calls `register(SourceKind(...))` at import. The
pipeline asks this registry instead of naming kinds: the sync, the backfill,
the reconciliation, the demo loader and the citation labels iterate or look
up `kinds()`, and a request's `sourceTypes` is checked against
`source_types()`. Adding a kind is one new module plus one line in
`INSTALLED`, whether its records are one document's (sync "document") or
computed from several (sync "derived": the health records). (The shape is
Django's app registry and simonw/llm's register hooks: declare once,
discovered in a fixed order, never imported by name.)

Kinds are imported lazily, on the first question, so importing this module
costs nothing and a kind module may import whatever it needs below it.
"""

from __future__ import annotations

import importlib
import threading
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Callable, Iterator, Literal, Protocol, get_args

from shared.ports.documents import DocumentReader

# The modules that declare the kinds, in the order the pipeline walks them
# (the backfill, the reconciliation's phases, the demo loader, report rows).
INSTALLED: tuple[str, ...] = (
    "shared.domain.sources.kinds.message",
    "shared.domain.sources.kinds.client_profile",
    "shared.domain.sources.kinds.session_note",
    "shared.domain.sources.kinds.transcript",
    "shared.domain.sources.kinds.checkin",
    "shared.domain.sources.kinds.weekly_note",
    "shared.domain.sources.kinds.metric_summary",
    "shared.domain.sources.kinds.health_goal",
    "shared.domain.sources.kinds.lab_panel",
)

# How a kind's vectors are kept equal to Firestore:
#   "document": one Firestore document → records (`records` below); the generic
#               shared/usecases/sources/sync.py syncs, backfills and reconciles it;
#   "message":  chat messages (shared/usecases/indexing.py, shared/usecases/backfill.py);
#   "weekly_note": written and embedded by the insights run (shared/usecases/insights/weekly.py);
#   "derived":  records computed from several documents (`derived` below: a week of
#               health readings, a goal and its latest reading, a day's lab results);
#               shared/usecases/sources/derived.py syncs, backfills and reconciles them.
SyncRule = Literal["document", "message", "weekly_note", "derived"]

# Who wrote a kind's records, as the answer's readers tell them apart (`written_by`, `unwritten`):
#   "client":  the client's own words (a check-in);
#   "trainer": the trainer's own summary, written down after the fact (a session note, the intake
#              profile): each clause a fact of its own, of the record's own day;
#   "speakers": the words of whoever said them, each turn its sender's (a chat message, a recorded
#              session's lines);
#   "data":    figures as they were kept (a goal as set, a day's lab results), put in words by the
#              system, each of its own time;
#   "system":  retold by the system from other records of a span (the insights run's weekly notes, a
#              week of a device's readings), dated at the span's start: no one wrote it, and it is no
#              one's report of what it retells.
WrittenBy = Literal["client", "trainer", "speakers", "data", "system"]


class RecordMaker(Protocol):
    """Builds one record of a document: `part` names it (None: the document's only/first record)."""

    def __call__(self, part: int | None, rendered: str, **metadata: Any) -> Any: ...


# (document id, document data, client id, client display name, make) → records.
RecordBuilder = Callable[[str, dict[str, Any], str, "str | None", RecordMaker], list[Any]]
# (vector metadata, its ts as an aware UTC datetime or None) → text.
Labeller = Callable[[dict[str, Any], "datetime | None"], str]

# One record of a derived kind: (kind name, trainer id or None when the kind reads
# its owner from a document, then what the kind needs: client, metric, week, …).
Key = tuple[Any, ...]


@dataclass(frozen=True)
class DerivedRecord:
    """What one derived vector holds; the sync adds owner, ids, model and content hash."""

    client_id: str
    source_id: str  # its vector id is `{sourceType}:{source_id}`
    text: str  # embedded, cited and hashed
    ts: datetime
    sender_name: str  # who the citation says it is from ("Health data")
    extra: dict[str, Any] = field(default_factory=dict)  # more metadata ("metric", "isoWeek")


@dataclass(frozen=True)
class Derivation:
    """How a derived kind finds and builds its records (each named by a `Key`), from Firestore as it is now."""

    # A document of the kind's own `collection` (id, data) → the records it is part of; pure.
    keys_of: Callable[[str, dict[str, Any]], list[Key]]
    # A write to any collection (name, document id or None, one state of the document or
    # None) → this kind's records to rebuild ([] when the collection is not one it reads).
    touched: Callable[[DocumentReader, str, "str | None", "dict[str, Any] | None"], list[Key]]
    # A key → (its owner, its record); (owner or None, None) when nothing backs it any more.
    build: Callable[[DocumentReader, Key], "tuple[str | None, DerivedRecord | None]"]
    source_id: Callable[[Key], str]  # a key → the `sourceId` (and so the vector id) of its record
    key_of: Callable[[str, str], "Key | None"]  # (trainer id, sourceId) → its key; None when malformed


@dataclass(frozen=True)
class SourceKind:
    """One kind of indexed text, as the pipeline needs to know it."""

    name: str  # the kind ("transcript"): sync_source(kind), ledger grouping, report rows
    label: Labeller  # the bracketed citation label: "[Session note Oct 10, 2025, Coach]"
    attribution: Labeller  # a sentence opener for quoting it: "In a session note on …, Coach wrote"
    # Who wrote its records (`WrittenBy`); every kind says, so the readers that set summaries no one wrote
    # apart (`unwritten`) or read the trainer's own clause by clause follow a new kind without a list to edit.
    written_by: WrittenBy = field(kw_only=True)
    sync: SyncRule = "document"
    source_type: str = ""  # `sourceType` on its vectors and ledger entries; defaults to `name`
    collection: str | None = None  # the Firestore collection holding its documents (derived: the one its keys come from)
    records: RecordBuilder | None = None  # for sync="document": a document → its records
    derived: Derivation | None = None  # for sync="derived": how its records are found and built
    # Metadata keys left out of the content hash (never cited, may change on every save).
    unhashed: tuple[str, ...] = ()
    # The profile's document id is its client's id (no clientId field needed).
    client_is_doc_id: bool = False
    # The `part` of a document's first vector id: 0 for "transcript_segment:{id}:0".
    first_part: int | None = None
    dataset_section: str | None = None  # its section in the demo data set (shared/usecases/sources/loader.py)
    # Searched when a request names no sourceTypes (weekly notes are not: they
    # quote, and outranked, the very messages they summarise).
    searched_by_default: bool = True
    reconciled: bool = True  # checked by the reconciliation (shared/usecases/reconcile.py)

    def __post_init__(self) -> None:
        if not self.source_type:
            object.__setattr__(self, "source_type", self.name)
        if self.sync not in get_args(SyncRule):
            raise ValueError(f"source kind {self.name!r}: unknown sync rule {self.sync!r}")
        if self.written_by not in get_args(WrittenBy):
            raise ValueError(f"source kind {self.name!r}: unknown writer {self.written_by!r}")
        if self.sync == "document" and (self.collection is None or self.records is None):
            raise ValueError(f"source kind {self.name!r}: a document kind needs a collection and records")
        if self.sync == "derived" and (self.collection is None or self.derived is None):
            raise ValueError(f"source kind {self.name!r}: a derived kind needs a collection and a derivation")

    def vector_id(self, doc_id: str, part: int | None = None) -> str:
        """`{sourceType}:{doc id}`, or `…:{part}` for part n of a document with several records."""
        return f"{self.source_type}:{doc_id}" if part is None else f"{self.source_type}:{doc_id}:{part}"


_lock = threading.RLock()
_kinds: dict[str, SourceKind] = {}
_loaded = False
# `written_by`'s answers, read per record by the answer's readers; emptied whenever a kind comes or goes.
_writers: dict[tuple[str, ...], frozenset[str]] = {}


def register(kind: SourceKind) -> SourceKind:
    """Add a kind (a kind module calls this at import). Re-registering the same name replaces it."""
    with _lock:
        for other in _kinds.values():
            if other.name != kind.name and other.source_type == kind.source_type:
                raise ValueError(f"sourceType {kind.source_type!r} already belongs to kind {other.name!r}")
        _kinds[kind.name] = kind
        _writers.clear()
    return kind


def unregister(name: str) -> None:
    """Remove a kind (tests that register one of their own)."""
    _load()
    with _lock:
        _kinds.pop(name, None)
        _writers.clear()


def _load() -> None:
    global _loaded
    if _loaded:
        return
    with _lock:
        if not _loaded:
            for module in INSTALLED:
                importlib.import_module(module)
            _loaded = True


def kinds() -> Iterator[SourceKind]:
    """Every kind, installed ones first in `INSTALLED` order, then any registered later."""
    _load()
    return iter(list(_kinds.values()))


def get(name: str) -> SourceKind:
    """The kind named `name`; ValueError when there is none."""
    _load()
    try:
        return _kinds[name]
    except KeyError:
        raise ValueError(f"unknown source kind {name!r}") from None


def document_kind(name: str) -> SourceKind:
    """The kind named `name` if the generic document sync handles it; ValueError otherwise."""
    kind = get(name)
    if kind.sync != "document":
        raise ValueError(f"source kind {name!r} is not synced as one document")
    return kind


def document_kinds() -> list[SourceKind]:
    return [k for k in kinds() if k.sync == "document"]


def derived_kinds() -> list[SourceKind]:
    return [k for k in kinds() if k.sync == "derived"]


def of_source_type(source_type: Any) -> SourceKind | None:
    """The kind whose vectors carry this `sourceType`; None for anything else."""
    if not isinstance(source_type, str):
        return None
    return next((k for k in kinds() if k.source_type == source_type), None)


def source_types() -> tuple[str, ...]:
    """Every `sourceType` a request may name."""
    return tuple(k.source_type for k in kinds())


def default_source_types() -> tuple[str, ...]:
    """What a search covers when the caller names no sourceTypes."""
    return tuple(k.source_type for k in kinds() if k.searched_by_default)


def written_by(*who: WrittenBy) -> frozenset[str]:
    """The `sourceType`s of the kinds whose records any of `who` wrote (`SourceKind.written_by`)."""
    _load()
    known = _writers.get(who)
    if known is None:
        with _lock:
            known = _writers[who] = frozenset(k.source_type for k in _kinds.values() if k.written_by in who)
    return known


def unwritten() -> frozenset[str]:
    """The `sourceType`s of records no one wrote: the system's retellings of a span ("system": the weekly notes,
    a device's weekly summaries). A first report, a rule stated, the value someone gave is never one of them."""
    return written_by("system")
