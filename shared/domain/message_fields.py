"""How the backend reads the app's chat and message documents.

The backend sits under an existing app whose Firestore data it does not own,
so the field names it reads are configuration (`shared/kernel/config.py`, the seed's
names as defaults; docs/DATA_MODEL.md, "The app's schema"):

- a message's date is the first present of `MESSAGE_TIMESTAMP_FIELDS`
  (`timestamp`, then `createdAt`): a Firestore Timestamp, an ISO-8601 string
  or an epoch number. The app writes epoch *milliseconds*; with
  `MESSAGE_EPOCH_UNIT=auto` a number of 10^11 or more is read as
  milliseconds and a smaller one as seconds (10^11 seconds is the year 5138,
  10^11 milliseconds is March 1973), so both readings stay unambiguous for
  real dates;
- the sender's uid and display name: `MESSAGE_SENDER_FIELD` (`senderId`) and
  `MESSAGE_SENDER_NAME_FIELD` (`senderName`, optional);
- a chat's members: the first list present of `CHAT_PARTICIPANTS_FIELDS`
  (`participants`, then `participantIds`).

Pure functions over plain dicts: no Firestore client, no settings read at import.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Iterable, Iterator

from shared.kernel.config import Settings, get_settings
from shared.kernel.collection_names import CLIENTS, TRAINERS

# 10^11: as seconds the year 5138, as milliseconds 1973 (see the docstring).
MS_THRESHOLD = 1e11
# Firestore stores Timestamps from year 1 to 9999; anything outside is not a date.
_MIN_S, _MAX_S = -62135596800.0, 253402300799.0


@dataclass(frozen=True)
class MessageFields:
    timestamp: tuple[str, ...] = ("timestamp", "createdAt")
    epoch_unit: str = "auto"
    sender: str = "senderId"
    sender_name: str = "senderName"
    participants: tuple[str, ...] = ("participants", "participantIds")

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> "MessageFields":
        s = settings or get_settings()
        return cls(
            timestamp=tuple(s.message_timestamp_fields),
            epoch_unit=s.message_epoch_unit,
            sender=s.message_sender_field,
            sender_name=s.message_sender_name_field,
            participants=tuple(s.chat_participants_fields),
        )


def epoch_seconds(value: Any, unit: str = "auto") -> float | None:
    """A Firestore Timestamp, ISO-8601 string or epoch number as epoch seconds (naive = UTC).

    None for anything else, including numbers that are not a storable date.
    """
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
    if isinstance(value, datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=timezone.utc)
        return value.timestamp()
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = float(value)
        if number != number:  # NaN
            return None
        if unit == "ms" or (unit == "auto" and abs(number) >= MS_THRESHOLD):
            number /= 1000.0
        return number if _MIN_S <= number <= _MAX_S else None
    return None


def message_epoch_seconds(data: dict[str, Any], fields: MessageFields | None = None) -> float | None:
    """The message's date as epoch seconds: the first configured field that holds a date."""
    return dated_field(data, fields)[1]


def dated_field(data: dict[str, Any], fields: MessageFields | None = None) -> tuple[str | None, float | None]:
    """(the field the message's date was read from, epoch seconds), or (None, None)."""
    f = fields or MessageFields.from_settings()
    for name in f.timestamp:
        if name in data:
            seconds = epoch_seconds(data[name], f.epoch_unit)
            if seconds is not None:
                return name, seconds
    return None, None


def message_datetime(data: dict[str, Any], fields: MessageFields | None = None) -> datetime | None:
    seconds = message_epoch_seconds(data, fields)
    return datetime.fromtimestamp(seconds, tz=timezone.utc) if seconds is not None else None


def sender_id(data: dict[str, Any], fields: MessageFields | None = None) -> str | None:
    value = data.get((fields or MessageFields.from_settings()).sender)
    return value if isinstance(value, str) and value else None


def sender_name(data: dict[str, Any], fields: MessageFields | None = None) -> str | None:
    """The display name the message carries, if any (optional in the app's schema)."""
    value = data.get((fields or MessageFields.from_settings()).sender_name)
    return value if isinstance(value, str) and value.strip() else None


def fill_sender_names(db: Any, messages: list[dict[str, Any]], fields: MessageFields | None = None) -> None:
    """Give each message without a display name its sender's profile name, in place.

    The app's messages may omit `senderName`; the name then comes from the
    sender's own record (`trainers/{uid}` or `clients/{uid}`, `displayName`),
    so citations still say who wrote. One batched read for the whole list,
    and none when every message has a name. Read under the configured field
    name, so the content hash is the same whoever builds the record.
    """
    f = fields or MessageFields.from_settings()
    missing = {uid for m in messages if sender_name(m, f) is None and (uid := sender_id(m, f)) is not None}
    if not missing:
        return
    refs = [db.collection(kind).document(uid) for uid in sorted(missing) for kind in (TRAINERS, CLIENTS)]
    names: dict[str, str] = {}
    for snap in db.get_all(refs):
        name = (snap.to_dict() or {}).get("displayName") if snap.exists else None
        if isinstance(name, str) and name.strip():
            names.setdefault(snap.id, name.strip())
    for m in messages:
        uid = sender_id(m, f)
        if sender_name(m, f) is None and uid in names:
            m[f.sender_name] = names[uid]


def participants(chat: dict[str, Any], fields: MessageFields | None = None) -> list[str]:
    """The chat's member uids: the first configured list field present."""
    for name in (fields or MessageFields.from_settings()).participants:
        value = chat.get(name)
        if isinstance(value, list):
            return [v for v in value if isinstance(v, str) and v]
    return []


def range_queries(messages: Any, since: datetime, until: datetime, fields: MessageFields | None = None) -> Iterator[Any]:
    """Queries that together return the messages dated in [since, until], whatever their date's type.

    Firestore compares values of one type only, so a date stored as a
    Timestamp and one stored as epoch milliseconds need a query each, per
    configured field. A message is returned by at most one query per field
    (callers dedupe by id when a message carries two date fields).
    """
    from google.cloud.firestore_v1.base_query import FieldFilter

    f = fields or MessageFields.from_settings()
    for name in f.timestamp:
        for low, high in _bounds(since, until, f.epoch_unit):
            yield (
                messages.where(filter=FieldFilter(name, ">=", low))
                .where(filter=FieldFilter(name, "<=", high))
                .order_by(name)
            )


def newest_first_queries(messages: Any, fields: MessageFields | None = None) -> Iterator[tuple[str, Any]]:
    """(field, query) pairs, each ordered newest first over one field and one value type."""
    from google.cloud.firestore import Query
    from google.cloud.firestore_v1.base_query import FieldFilter

    f = fields or MessageFields.from_settings()
    for name in f.timestamp:
        for low in _type_floors(f.epoch_unit):
            yield name, messages.where(filter=FieldFilter(name, ">=", low)).order_by(name, direction=Query.DESCENDING)


def _bounds(since: datetime, until: datetime, unit: str) -> Iterable[tuple[Any, Any]]:
    yield since, until
    if unit in ("auto", "ms"):
        yield int(since.timestamp() * 1000), int(until.timestamp() * 1000)
    if unit in ("auto", "s"):  # seconds and milliseconds of real dates never overlap
        yield since.timestamp(), until.timestamp()


def _type_floors(unit: str) -> Iterable[Any]:
    yield datetime(1, 1, 1, tzinfo=timezone.utc)
    yield MS_THRESHOLD if unit == "auto" else 0
