"""Put data sets into Firestore (and, in-process, into the vector index).

Each data set is loaded alone into a fresh project and store (the keyword
index's statistics span every trainer of a store, so a data set's figures
would otherwise depend on what else was loaded). Messages in-process are indexed with the records embedMessage builds
(`shared.usecases.indexing.build_message_record`), in batches; sources through
`shared.usecases.sources.loader.load_sources`, the code the source triggers run.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from bench.answers.questions import Question


def default_asked_at(data: dict[str, Any]) -> datetime:
    """When a question without `asked_at` is asked: the data set's `askedAt`, else 09:00 the day after its last message."""
    if data.get("askedAt"):
        return _when(data["askedAt"])
    last = max(_when(m["createdAt"]) for m in data["messages"])
    return (last + timedelta(days=1)).replace(hour=9, minute=0, second=0, microsecond=0)


def asked_at(q: Question, defaults: dict[str, datetime]) -> datetime:
    return q.asked_at or defaults[q.dataset]


def index_messages(backends: Any, data: dict[str, Any], batch: int | None = 256, one_text_per_call: bool = True) -> int:
    """Embed and upsert every message of `data` exactly as embedMessage would (upserts in batches).

    `batch=None` upserts each trainer's messages at once; `one_text_per_call=False`
    embeds a whole batch in one call (faster; bench/bench_chat.py's setup).
    """
    from shared.domain.documents import message_vector_id
    from shared.usecases.indexing import build_message_record
    from shared.ports.vectorstore import VectorRecord

    chats = {c["id"]: c for c in data["chats"]}
    model_id = backends.embedder.model_id
    per_trainer: dict[str, list[tuple[str, str, dict[str, Any]]]] = {}
    for m in data["messages"]:
        chat = chats[m["chatId"]]
        fields = {"senderId": m["senderId"], "senderName": m["senderName"], "text": m["text"],
                  "createdAt": _when(m["createdAt"])}
        rendered, meta = build_message_record(m["chatId"], m["id"], chat["trainerId"], chat.get("clientId"), fields,
                                              model_id)
        per_trainer.setdefault(chat["trainerId"], []).append((message_vector_id(m["chatId"], m["id"]), rendered, meta))
    for trainer, records in per_trainer.items():
        size = batch or len(records)
        for start in range(0, len(records), size):
            part = records[start : start + size]
            # One text per call, as embedMessage embeds: the int8 model quantises its
            # activations per batch, so a batched vector differs (cosine ~0.99) from
            # the one the trigger stores for the same text.
            if one_text_per_call:
                vectors = [backends.embedder.embed([r])[0] for _, r, _ in part]
            else:
                vectors = list(backends.embedder.embed([r for _, r, _ in part]))
            backends.store.upsert(trainer, [VectorRecord(v, vec, meta) for (v, _, meta), vec in zip(part, vectors)])
    return sum(len(r) for r in per_trainer.values())


def write_weekly_notes(backends: Any, data: dict[str, Any]) -> int:
    """Every complete week's weekly note of every client, as the daily insights run would have left them."""
    from shared.domain.insights.settings import get_insight_settings
    from shared.usecases.insights.weekly import write_weekly_note
    from zoneinfo import ZoneInfo

    tz = ZoneInfo(get_insight_settings().timezone)
    times = [_when(m["createdAt"]) for m in data["messages"]]
    first, last = min(times), default_asked_at(data)
    names = {c["id"]: c["displayName"] for c in data["clients"]}
    written = 0
    # A run on each Monday from the second week on writes the week before it.
    day = (first + timedelta(days=7 - first.weekday())).replace(hour=6, minute=0, second=0, microsecond=0)
    while day <= last:
        for c in data["clients"]:
            if write_weekly_note(backends, c["trainerId"], c["id"], names[c["id"]], day, tz):
                written += 1
        day += timedelta(days=7)
    return written


def _when(iso: str) -> datetime:
    value = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)
