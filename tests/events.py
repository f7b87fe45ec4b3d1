"""Firestore trigger events as Cloud Functions delivers them (CloudEvent + protobuf)."""

from __future__ import annotations

import uuid
from datetime import datetime, timezone
from typing import Any

from cloudevents.http import CloudEvent
from google.events.cloud.firestore import Document, DocumentEventData, Value

from tests.conftest import PROJECT


def _value(v: Any) -> Value:
    if isinstance(v, bool):
        return Value(boolean_value=v)
    if isinstance(v, int):
        return Value(integer_value=v)
    if isinstance(v, float):
        return Value(double_value=v)
    if isinstance(v, datetime):
        return Value(timestamp_value=v)
    if v is None:
        return Value(null_value=0)
    return Value(string_value=str(v))


def _document(path: str, fields: dict[str, Any] | None) -> Document | None:
    if fields is None:
        return None
    name = f"projects/{PROJECT}/databases/(default)/documents/{path}"
    return Document(name=name, fields={k: _value(v) for k, v in fields.items()})


def written_event(path: str, before: dict[str, Any] | None, after: dict[str, Any] | None) -> CloudEvent:
    """A `document.v1.written` event for `path` with the given old/new fields."""
    data = DocumentEventData(old_value=_document(path, before), value=_document(path, after))
    attributes = {
        "specversion": "1.0",
        "id": str(uuid.uuid4()),
        "source": f"//firestore.googleapis.com/projects/{PROJECT}/databases/(default)",
        "type": "google.cloud.firestore.document.v1.written",
        "subject": f"documents/{path}",
        "time": datetime.now(timezone.utc).isoformat().replace("+00:00", "Z"),
        "datacontenttype": "application/protobuf",
        "location": "us-central1",
        "project": PROJECT,
        "namespace": "(default)",
        "document": path,
        "database": "(default)",
    }
    return CloudEvent(attributes, DocumentEventData.serialize(data))
