"""A circle's centroid and its automatic members.

The centroid is the mean of the vectors of the records the trainer put in the
circle by hand; while it has fewer than `FEW_RECORDS` of them, the embedding
of its name and description counts as one more member, so a new circle
("Knee rehab: ACL reconstruction, return to running") already points
somewhere. It is stored on the circle with the model that made it and
recomputed whenever the circle, its manual records, or the client's data
(deleteClient) change; a centroid of another embedding model is ignored
until then.

Automatic members: the records of the circle's scope whose cosine to the
centroid is at least `AUTO_THRESHOLD` and at least `MEMBER_MARGIN` above
the median cosine of their client's records (the circle's `baselines`,
stored with the centroid; shared/domain/circles/ranking.py says why), each with that cosine as its
confidence (never more than `AUTO_LIMIT` of them), except those the trainer
took out by hand and texts too short to carry a topic ("ok!", "Noted 👌":
shared/domain/circles/ranking.py, `MIN_MEMBER_WORDS`).
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from shared.usecases.circles import store as circles_store
from shared.usecases.circles.store import AUTO, EXCLUDED, MANUAL, CircleDoc, assignment_id
from shared.domain.circles.ranking import AUTO_THRESHOLD, may_join_automatically, member_threshold  # noqa: F401
from shared.ports.vectorstore import QueryFilter

FEW_RECORDS = 3
AUTO_LIMIT = 200
# Records read to find each client's median cosine to the centroid: one query per recomputation. A trainer with
# more records in scope gets medians of the closest BASELINE_SAMPLE (higher, so fewer automatic members).
BASELINE_SAMPLE = 5000
BASELINE_MIN_RECORDS = 5  # a client with fewer records in scope has no median: AUTO_THRESHOLD alone


def circle_text(name: str, description: str) -> str:
    return f"{name.strip()}: {description.strip()}" if description.strip() else name.strip()


def centroid(manual_vectors: Sequence[np.ndarray], text_vector: np.ndarray | None) -> np.ndarray | None:
    """Unit-length mean of the manual records' vectors (+ the text's while they are few)."""
    members = [np.asarray(v, dtype=np.float32) for v in manual_vectors]
    if text_vector is not None and len(members) < FEW_RECORDS:
        members.append(np.asarray(text_vector, dtype=np.float32))
    if not members:
        return None
    mean = np.mean(np.stack(members), axis=0)
    norm = float(np.linalg.norm(mean))
    return mean / norm if norm > 0 else None


def refresh(backends: Any, trainer_id: str, circle: CircleDoc) -> dict[str, int]:
    """Recompute the centroid from the manual records still indexed, then the automatic members."""
    db, store, embedder = backends.db, backends.store, backends.embedder
    manual = circles_store.assignments(db, trainer_id, circle.circle_id, MANUAL)
    records = store.fetch(trainer_id, [a["recordId"] for a in manual]) if manual else {}
    vectors = [r.values for r in records.values() if r.metadata.get("embeddingModel") in (None, embedder.model_id)]
    text = circle_text(str(circle.data.get("name", "")), str(circle.data.get("description", "")))
    text_vector = embedder.embed([text])[0] if len(vectors) < FEW_RECORDS else None
    center = centroid(vectors, text_vector)
    excluded = {a["recordId"] for a in circles_store.assignments(db, trainer_id, circle.circle_id, EXCLUDED)}
    baselines, auto = _auto_members(backends, trainer_id, circle, center, {a["recordId"] for a in manual} | excluded)
    old_auto = [a["id"] for a in circles_store.assignments(db, trainer_id, circle.circle_id, AUTO)]
    keep = {doc_id for doc_id, _ in auto}
    circles_store.delete_assignments(db, [i for i in old_auto if i not in keep])
    circles_store.write_assignments(db, auto)
    db.collection(circles_store.CIRCLES).document(circle.circle_id).update({
        "centroid": [float(x) for x in center] if center is not None else None,
        "centroidModel": embedder.model_id,
        "baselines": baselines,
        "manualCount": len(manual),
        "autoCount": len(auto),
    })
    return {"manual": len(manual), "auto": len(auto)}


def client_baselines(matches: Sequence[Any]) -> dict[str, float]:
    """Client id ("" for none) -> median cosine of that client's records to the centroid (>= BASELINE_MIN_RECORDS)."""
    scores: dict[str, list[float]] = {}
    for m in matches:
        client = m.metadata.get("clientId")
        scores.setdefault(client if isinstance(client, str) else "", []).append(float(m.score))
    return {k: round(float(np.median(v)), 4) for k, v in scores.items() if len(v) >= BASELINE_MIN_RECORDS}


def _auto_members(
    backends: Any, trainer_id: str, circle: CircleDoc, center: np.ndarray | None, taken: set[str]
) -> tuple[dict[str, float], list[tuple[str, dict[str, Any]]]]:
    """(each client's median cosine to the centroid, the automatic members' assignment documents)."""
    if center is None:
        return {}, []
    scope = QueryFilter(client_id=circle.client_id, embedding_model=backends.embedder.model_id)
    matches = backends.store.query(trainer_id, center, BASELINE_SAMPLE, scope)
    baselines = client_baselines(matches)
    out = []
    for m in matches:
        client = m.metadata.get("clientId") if isinstance(m.metadata.get("clientId"), str) else None
        if m.id in taken or m.score < member_threshold(baselines, client) or not may_join_automatically(m.metadata):
            continue
        out.append((assignment_id(circle.circle_id, m.id), assignment_doc(trainer_id, circle.circle_id, m.id, m.metadata, AUTO, m.score)))
    return baselines, out[:AUTO_LIMIT]


def assignment_doc(
    trainer_id: str, circle_id: str, record_id: str, metadata: dict[str, Any], source: str, confidence: float
) -> dict[str, Any]:
    from google.cloud import firestore

    return {
        "trainerId": trainer_id,
        "circleId": circle_id,
        "recordId": record_id,
        "sourceId": str(metadata.get("sourceId") or record_id),
        "chatId": metadata.get("chatId") if isinstance(metadata.get("chatId"), str) else None,
        "clientId": metadata.get("clientId") if isinstance(metadata.get("clientId"), str) else None,
        "sourceType": str(metadata.get("sourceType") or "message"),
        "source": source,
        "confidence": round(float(confidence), 4),
        "createdAt": firestore.SERVER_TIMESTAMP,
    }
