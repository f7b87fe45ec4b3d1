"""`DocumentReader` (shared/ports/documents.py) on a Firestore client."""

from __future__ import annotations

from typing import Any, Sequence

from shared.ports.documents import Filter


class FirestoreReader:
    def __init__(self, db: Any) -> None:
        self.db = db

    def get(self, collection: str, doc_id: str) -> dict[str, Any] | None:
        snap = self.db.collection(collection).document(doc_id).get()
        return snap.to_dict() if snap.exists else None

    def find(
        self,
        collection: str,
        where: Sequence[Filter],
        *,
        order_by: str | None = None,
        descending: bool = False,
        limit: int | None = None,
    ) -> list[tuple[str, dict[str, Any]]]:
        from google.cloud import firestore
        from google.cloud.firestore_v1.base_query import FieldFilter

        query = self.db.collection(collection)
        for field_name, op, value in where:
            query = query.where(filter=FieldFilter(field_name, op, value))
        if order_by is not None:
            query = query.order_by(order_by, direction=firestore.Query.DESCENDING if descending else firestore.Query.ASCENDING)
        if limit is not None:
            query = query.limit(limit)
        return [(snap.id, snap.to_dict() or {}) for snap in query.stream()]
