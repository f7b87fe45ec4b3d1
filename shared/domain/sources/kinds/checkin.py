"""A client's weekly check-in (`checkins/{checkinId}`): one record, written by the client."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from shared.kernel.collection_names import CHECKINS
from shared.domain.sources import labels
from shared.domain.sources.models import Checkin
from shared.domain.sources.registry import RecordMaker, SourceKind, register
from shared.domain.message_fields import epoch_seconds
from shared.domain.sources.render import render_checkin


def records(doc_id: str, data: dict[str, Any], client_id: str, client_name: str | None, make: RecordMaker) -> list[Any]:
    checkin = Checkin.model_validate(data)
    rendered = render_checkin(checkin, client_name)
    if not rendered:
        return []
    return [make(None, rendered, ts=epoch_seconds(checkin.date), senderId=client_id, senderName=client_name, text=rendered)]


def label(metadata: dict[str, Any], d: datetime | None) -> str:
    return f"[Check-in {labels.day(d, year=False)}]" if d else "[Check-in]"


def attribution(metadata: dict[str, Any], d: datetime | None) -> str:
    on = f" on {labels.day(d)}" if d else ""
    return f"In a check-in{on}, {labels.name(metadata, 'someone')} wrote"


KIND = register(SourceKind("checkin", label, attribution, collection=CHECKINS, records=records, dataset_section="checkins",
                            written_by="client"))
