"""Forget a client, or a whole trainer account: vectors, chat history, insights, everything.

What is deleted (docs/SECURITY.md, "Deletion"):

deleteClient(clientId), for the caller's client only (NotFound otherwise):
- vectors: every message vector of the client's chats, every vector the
  ledger attributes to the client, every vector the store lists with the
  client's `clientId` (profiles, notes, transcripts, check-ins, weekly
  notes), then a sweep of the trainer's store for anything still tagged
  with it (a late trigger): `VectorStore.delete_where`, a delete by filter
  with no query vector, so it works whatever the width of the stored
  vectors (after an embedder switch too);
- `chats/{chatId}` of the client with all subcollections (messages);
- `clients/{clientId}` with all subcollections;
- `aiConversations` focused on the client, or with a turn whose `sourceIds`
  name one of the client's vectors (vector ids, the one format turns store;
  bare document ids of older turns too): an answer there quotes the client;
- every document of every root collection that carries both
  `trainerId == caller` and `clientId == clientId`: insights,
  insightAttempts, insightLocks, clientProfiles, sessionNotes, transcripts,
  checkins, weeklyNotes, notifications, ... — found generically, so a
  collection added later is covered without editing this file — and
  notifications addressed to the client (`recipientId`);
- ledger entries (`vectorIndex`) of those vectors;
- the trainer's keyword statistics (`keywordStats/{trainerId}`, document
  frequencies that counted the client's words) are rebuilt without them;
- circles: those about the client (`circles`, `clientId`) and every
  assignment of the client's records (`circleAssignments`) go with the
  generic pass above; the trainer's other circles' centroids, means that
  included the client's vectors, are recomputed without them;
- the store is purged (`VectorStore.purge`): the local SQLite file keeps no
  deleted text (secure_delete, FTS5 merge, WAL truncated).

deleteTrainerAccount(), for the caller:
- vectors: `store.delete_all(trainer)`, then `purge`;
- every document of every root collection with `trainerId == caller`
  (clients, chats + messages, aiConversations + turns, insights, ledger,
  backfillRuns, reconcileRuns, rateLimits, keywordStats, sources, ...),
  `trainers/{uid}`, and notifications addressed to the caller (`recipientId`).

Audit records (`auditLog`) are never deleted here: they hold ids, actions,
outcomes and times, no content (shared/usecases/audit.py), and only retention
retires them. The audit record of the deletion itself is written after
it. The Firebase Auth user is deleted by the app (`user.delete()`) once this
callable has answered.

Message deletes need nothing here: embedMessage's delete event removes the
vector (shared/usecases/indexing.py).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any, Iterable, Literal, Sequence

from shared.usecases.audit import COLLECTION as AUDIT_COLLECTION
from shared.usecases.backends import Backends
from shared.domain.documents import message_id_of, message_vector_id
from shared.usecases.indexing import LEDGER
from shared.domain.models import DocId, _Request
from shared.domain.message_fields import MessageFields, sender_id
from shared.kernel.collection_names import CHATS, CLIENTS, MESSAGES, TRAINERS
from shared.usecases.tenancy import client_chats, require_client
from shared.ports.vectorstore import QueryFilter

log = logging.getLogger(__name__)

from shared.kernel.collection_names import CONVERSATIONS, NOTIFICATIONS, TURNS
IN_QUERY_LIMIT = 30  # Firestore's limit on values of an "in" filter


def delete_client(backends: Backends, trainer_id: str, client_id: str) -> dict[str, int]:
    """Delete everything about one of the caller's clients. NotFound if it is not theirs.

    In steps: what the client left (`_client_footprint`: chats, messages, ledger entries, vectors,
    read before anything is deleted), its vectors, its documents (`_delete_client_documents`),
    a second sweep of the store, then what was derived from it (`_after_client`).
    """
    started = time.perf_counter()
    require_client(backends.documents, trainer_id, client_id)
    found = _client_footprint(backends, trainer_id, client_id)

    vectors = _delete_vectors(backends, trainer_id, sorted(found.vector_ids))
    vectors += _sweep_vectors(backends, trainer_id, QueryFilter(client_id=client_id))
    docs = _delete_client_documents(backends.db, trainer_id, client_id, found)
    # Anything indexed while we were deleting (a late trigger) goes too.
    vectors += _sweep_vectors(backends, trainer_id, QueryFilter(client_id=client_id))
    _after_client(backends, trainer_id, client_id)

    summary = {"vectorsDeleted": vectors, "documentsDeleted": docs, "chatsDeleted": len(found.chat_ids)}
    log.info(
        "client_deleted",
        extra={
            "json_fields": {
                "trainerId": trainer_id,
                "clientId": client_id,
                "vectorCount": vectors,
                "documentCount": docs,
                "latencyMs": round((time.perf_counter() - started) * 1000, 1),
            }
        },
    )
    return summary


@dataclass(frozen=True)
class _Footprint:
    """What one client left, read before anything is deleted."""

    chat_ids: list[str]  # the client's own chats (not group chats), deleted whole
    group_messages: list[Any]  # references of the messages the client sent in the trainer's group chats
    ledger_refs: dict[str, Any]  # the ledger entries of the client's vectors, by path
    vector_ids: set[str]  # every vector id of the client's records
    bare_ids: set[str]  # the bare document ids older chat turns cited for those records


def _client_footprint(backends: Backends, trainer_id: str, client_id: str) -> _Footprint:
    """The client's chats in either schema (a `clientId`, or the app's `participants`); in the trainer's
    group chats, only the messages the client sent; the ledger's and the store's entries of the client."""
    db = backends.db
    chats = client_chats(db, trainer_id, client_id, group_chats=True)
    chat_ids = [c.id for c in chats if (c.to_dict() or {}).get("isGroupChat") is not True]
    group_ids = [c.id for c in chats if c.id not in chat_ids]
    vector_ids = _message_vector_ids(db, chat_ids)
    group_messages = _messages_sent_by(db, group_ids, client_id)
    vector_ids.update(message_vector_id(ref.parent.parent.id, ref.id) for ref in group_messages)
    ledger_refs = _ledger_refs(db, trainer_id, client_id, chat_ids)
    vector_ids.update(ref.id for ref in ledger_refs.values())

    listed = {e.id: e for e in backends.store.list_entries(trainer_id).values() if e.client_id == client_id}
    vector_ids.update(listed)
    # Older turns cited bare document ids: the client's documents' ids match those.
    bare_ids = {bare for bare in map(message_id_of, vector_ids) if bare is not None}
    bare_ids.update(e.source_id for e in listed.values() if e.source_id)
    return _Footprint(chat_ids, group_messages, ledger_refs, vector_ids, bare_ids)


def _message_vector_ids(db: Any, chat_ids: Sequence[str]) -> set[str]:
    """The vector ids of every message of these chats (ids only: an empty projection)."""
    return {
        message_vector_id(chat_id, snap.id)
        for chat_id in chat_ids
        for snap in db.collection(CHATS).document(chat_id).collection(MESSAGES).select([]).stream()
    }


def _messages_sent_by(db: Any, group_ids: Sequence[str], client_id: str) -> list[Any]:
    """References of the messages the client sent in these group chats."""
    fields = MessageFields.from_settings()
    return [
        snap.reference
        for chat_id in group_ids
        for snap in db.collection(CHATS).document(chat_id).collection(MESSAGES).stream()
        if sender_id(snap.to_dict() or {}, fields) == client_id
    ]


def _ledger_refs(db: Any, trainer_id: str, client_id: str, chat_ids: Sequence[str]) -> dict[str, Any]:
    """The ledger entries attributed to the client, and those of the client's chats (by path)."""
    from google.cloud.firestore_v1.base_query import FieldFilter

    refs = {s.reference.path: s.reference for s in _where(db.collection(LEDGER), trainerId=trainer_id, clientId=client_id)}
    for chunk in _chunks(chat_ids, IN_QUERY_LIMIT):
        query = (
            db.collection(LEDGER)
            .where(filter=FieldFilter("trainerId", "==", trainer_id))
            .where(filter=FieldFilter("chatId", "in", list(chunk)))
        )
        refs.update({s.reference.path: s.reference for s in query.stream()})
    return refs


def _delete_client_documents(db: Any, trainer_id: str, client_id: str, found: _Footprint) -> int:
    """Every Firestore document of the client (conversations citing it, chats, its messages in group chats,
    `clients/{id}`, the generic pass, notifications to it, the ledger entries); returns how many."""
    docs = _delete_conversations(db, trainer_id, client_id, found.vector_ids | found.bare_ids)
    for chat_id in found.chat_ids:
        docs += _recursive_delete(db, db.collection(CHATS).document(chat_id))
    for ref in found.group_messages:
        docs += _recursive_delete(db, ref)
    docs += _recursive_delete(db, db.collection(CLIENTS).document(client_id))
    for collection in _content_collections(db):
        docs += _delete_in_collection(db, collection, trainer_id, client_id)
    for snap in _where(db.collection(NOTIFICATIONS), recipientId=client_id):
        docs += _recursive_delete(db, snap.reference)
    for ref in found.ledger_refs.values():
        ref.delete()
        docs += 1
    return docs


def _delete_in_collection(db: Any, collection: Any, trainer_id: str, client_id: str) -> int:
    """The collection's documents with both the caller's `trainerId` and the client's `clientId`, and the one
    keyed by the client's id without a clientId field (clientProfiles/{clientId}) when it is the caller's."""
    docs = 0
    for snap in _where(collection, trainerId=trainer_id, clientId=client_id):
        docs += _recursive_delete(db, snap.reference)
    keyed = collection.document(client_id).get()
    if keyed.exists and (keyed.to_dict() or {}).get("trainerId") == trainer_id:
        docs += _recursive_delete(db, keyed.reference)
    return docs


def _after_client(backends: Backends, trainer_id: str, client_id: str) -> None:
    """What was derived from the client's records, once they are gone: the keyword statistics rebuilt, the store
    purged, the cached roster forgotten, the other circles recomputed."""
    _rebuild_keyword_stats(backends, trainer_id)
    backends.store.purge()
    backends.forget_clients(trainer_id)
    _refresh_circles(backends, trainer_id, client_id)


def delete_trainer_account(backends: Backends, trainer_id: str) -> dict[str, int]:
    """Delete every vector and document of the caller."""
    started = time.perf_counter()
    db = backends.db
    before = _safe_count(backends, trainer_id)
    backends.store.delete_all(trainer_id)

    docs = 0
    for collection in _content_collections(db):
        for snap in _where(collection, trainerId=trainer_id):
            docs += _recursive_delete(db, snap.reference)
    for snap in _where(db.collection(NOTIFICATIONS), recipientId=trainer_id):
        docs += _recursive_delete(db, snap.reference)
    docs += _recursive_delete(db, db.collection(TRAINERS).document(trainer_id))
    # A write that raced the sweep (a late trigger) is caught by a second pass.
    backends.store.delete_all(trainer_id)
    backends.store.purge()

    summary = {"vectorsDeleted": before, "documentsDeleted": docs}
    log.info(
        "trainer_deleted",
        extra={
            "json_fields": {
                "trainerId": trainer_id,
                "vectorCount": before,
                "documentCount": docs,
                "latencyMs": round((time.perf_counter() - started) * 1000, 1),
            }
        },
    )
    return summary


# -- vectors ------------------------------------------------------------------


def _delete_vectors(backends: Backends, trainer_id: str, ids: Sequence[str]) -> int:
    for chunk in _chunks(list(ids), 1000):
        backends.store.delete(trainer_id, list(chunk))
    return len(ids)


def _sweep_vectors(backends: Backends, trainer_id: str, query_filter: QueryFilter) -> int:
    """Delete every vector of the trainer matching the filter, whatever its width, model or source.

    A delete by filter in the store (`VectorStore.delete_where`), not a query with a probe
    vector: a probe of the embedder's width met a store of another width after an embedder
    switch (the local store raised, and deleteClient answered INTERNAL). Counts what the store
    says it removed; Pinecone says nothing (0 counted: the summary is a lower bound there).
    """
    return backends.store.delete_where(trainer_id, query_filter) or 0


def _safe_count(backends: Backends, trainer_id: str) -> int:
    try:
        return int(backends.store.count(trainer_id))
    except Exception:  # only for the summary
        return 0


# -- Firestore ----------------------------------------------------------------


def _delete_conversations(db: Any, trainer_id: str, client_id: str, vector_ids: set[str]) -> int:
    deleted = 0
    for conv in _where(db.collection(CONVERSATIONS), trainerId=trainer_id):
        data = conv.to_dict() or {}
        doomed = data.get("focusClientId") == client_id or data.get("clientId") == client_id
        if not doomed and vector_ids:
            for turn in conv.reference.collection(TURNS).stream():
                cited = (turn.to_dict() or {}).get("sourceIds") or []
                if isinstance(cited, list) and vector_ids.intersection(map(str, cited)):
                    doomed = True
                    break
        if doomed:
            deleted += _recursive_delete(db, conv.reference)
    return deleted


def _refresh_circles(backends: Backends, trainer_id: str, client_id: str) -> None:
    """Recompute the trainer's other circles without the client's records.

    By now everything of the client is deleted. Recomputing embeds circle names and queries
    the store, so with the embedder or the store down it fails; answering that failure would
    tell the app a finished deletion failed, and its retry would then meet NOT_FOUND. So,
    like the keyword statistics: on failure only the client's id is dropped from the circles'
    `baselines` (the one place a circle names a client it is not about; Firestore only, which
    must be up for the deletion to have run), and each circle is recomputed on its next change.
    """
    from shared.usecases.circles import service as circles
    from shared.usecases.circles import store as circles_store

    try:
        circles.refresh_trainer(backends, trainer_id)
        return
    except Exception as exc:
        log.warning("circles_refresh_failed", extra={"json_fields": {"trainerId": trainer_id, "errorClass": type(exc).__name__}})
    for circle in circles_store.list_circles(backends.db, trainer_id):
        baselines = circle.data.get("baselines")
        if isinstance(baselines, dict) and client_id in baselines:
            kept = {k: v for k, v in baselines.items() if k != client_id}
            backends.db.collection(circles_store.CIRCLES).document(circle.circle_id).update({"baselines": kept})


def _content_collections(db: Any) -> Iterable[Any]:
    """Every root collection except the audit log, which outlives clients and accounts (retention only)."""
    return [c for c in db.collections() if c.id != AUDIT_COLLECTION]


def _rebuild_keyword_stats(backends: Backends, trainer_id: str) -> None:
    """The trainer's word statistics counted the client's words: rebuild them from what is left.

    If the rebuild fails the statistics are deleted instead (Pinecone keyword
    queries then weigh words uniformly until the daily refresh).
    """
    from shared.kernel.collection_names import KEYWORD_STATS
    from shared.usecases import keyword_stats

    ref = backends.db.collection(KEYWORD_STATS).document(trainer_id)
    try:
        if keyword_stats.enabled(backends):
            keyword_stats.refresh_trainer(backends, trainer_id)
            return
    except Exception as exc:
        log.warning("keyword_stats_failed", extra={"json_fields": {"trainerId": trainer_id, "errorClass": type(exc).__name__}})
    ref.delete()


def _where(collection: Any, **equals: str) -> list[Any]:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = collection
    for field, value in equals.items():
        query = query.where(filter=FieldFilter(field, "==", value))
    return list(query.stream())


def _recursive_delete(db: Any, ref: Any) -> int:
    """Delete a document and all its subcollections; returns the documents deleted."""
    return int(db.recursive_delete(ref))


def _chunks(items: Sequence[Any], size: int) -> list[Sequence[Any]]:
    return [items[i : i + size] for i in range(0, len(items), size)]


# -- callable edges ------------------------------------------------------------


class DeleteClientRequest(_Request):
    clientId: DocId


class DeleteAccountRequest(_Request):
    # An explicit `true`: an app bug sending `{}` must not erase an account.
    confirm: Literal[True]


def delete_client_callable(backends: Backends, trainer_id: str, request: DeleteClientRequest) -> dict[str, int]:
    return delete_client(backends, trainer_id, request.clientId)


def delete_account_callable(backends: Backends, trainer_id: str, request: DeleteAccountRequest) -> dict[str, int]:
    return delete_trainer_account(backends, trainer_id)
