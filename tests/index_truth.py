"""What the index should hold, computed from Firestore independently of shared/usecases/reconcile.py.

The oracle of the reconciliation tests and bench/reconcile.py: vector id →
content hash for every document of every kind, from the documents and the
pure record builders (the hash's definition), without the reconciliation's
walkers, cursors or diff.
"""

from __future__ import annotations

from typing import Any

from shared.adapters.firestore_documents import FirestoreDocuments
from shared.domain.documents import content_hash, message_text, message_vector_id
from shared.domain.sources import registry
from shared.usecases.sources.derived import build_key, record_keys
from shared.domain.sources.records import build_records


def expected_index(db: Any, model_id: str) -> dict[str, dict[str, str]]:
    """trainer id → {vector id: content hash} over the whole database."""
    out: dict[str, dict[str, str]] = {}
    clients = {s.id: s.to_dict() or {} for s in db.collection("clients").stream()}
    for chat in db.collection("chats").stream():
        owner = (chat.to_dict() or {}).get("trainerId")
        if not isinstance(owner, str) or not owner:
            continue
        for m in chat.reference.collection("messages").stream():
            data = m.to_dict() or {}
            text = data.get("text")
            if isinstance(text, str) and text.strip():
                rendered = message_text(data.get("senderName"), text)
                out.setdefault(owner, {})[message_vector_id(chat.id, m.id)] = content_hash(rendered, model_id)
    for kind, collection in ((k.name, k.collection) for k in registry.document_kinds()):
        for doc in db.collection(collection).stream():
            data = doc.to_dict() or {}
            trainer, client = data.get("trainerId"), doc.id if kind == "client_profile" else data.get("clientId")
            if kind == "client_profile" and data.get("clientId") not in (None, doc.id):
                continue
            owner_doc = clients.get(client) if isinstance(client, str) else None
            if not isinstance(trainer, str) or not owner_doc or owner_doc.get("trainerId") != trainer:
                continue
            name = owner_doc.get("displayName")
            name = name.strip() if isinstance(name, str) and name.strip() else None
            for r in build_records(kind, doc.id, data, trainer, client, name, model_id):
                out.setdefault(trainer, {})[r.vector_id] = r.metadata["contentHash"]
    for note in db.collection("weeklyNotes").stream():
        data = note.to_dict() or {}
        if isinstance(data.get("trainerId"), str) and isinstance(data.get("text"), str) and data["text"].strip():
            out.setdefault(data["trainerId"], {})[f"weekly_note:{note.id}"] = content_hash(data["text"], model_id)
    # Derived (health) records: the kinds' builders decide what each (client × metric × week, goal, panel day) holds.
    docs = FirestoreDocuments(db)
    for key in record_keys(docs, None):
        vid, record = build_key(docs, key)
        if record is not None:
            out.setdefault(key[1], {})[vid] = content_hash(record.text, model_id)
    return out


def actual_index(store: Any, trainer_ids: Any) -> dict[str, dict[str, str | None]]:
    """trainer id → {vector id: content hash} as the store holds it (empty trainers left out)."""
    out = {}
    for t in trainer_ids:
        entries = store.list_entries(t)
        if entries:
            out[t] = {i: e.content_hash for i, e in entries.items()}
    return out


def index_diff(db: Any, store: Any, model_id: str) -> dict[str, int]:
    """Counts of missing, stale and extra vectors (all zero when the index equals Firestore)."""
    want = expected_index(db, model_id)
    have = actual_index(store, set(want) | set(store.trainer_ids()))
    missing = stale = extra = 0
    for t in set(want) | set(have):
        w, h = want.get(t, {}), have.get(t, {})
        missing += len(set(w) - set(h))
        extra += len(set(h) - set(w))
        stale += sum(1 for i in set(w) & set(h) if w[i] != h[i])
    return {"missing": missing, "stale": stale, "extra": extra}
