"""Keeping every trainer's keyword statistics (IDF) for Pinecone keyword queries built.

The statistics themselves (counting texts, `keywordStats/{trainerId}`) are the adapter's
(shared/adapters/keyword_stats.py). This is when and from what they are rebuilt: daily by
`refreshKeywordStats`, at the end of a backfill and after a client's deletion, from each
trainer's most recent messages; never on each write (the adapter's docstring says why).
Only for a store that counts no statistics of its own (`enabled`: Pinecone); the local store
counts them as it writes, and its FTS5 computes BM25 itself.
"""

from __future__ import annotations

import heapq
import logging
import math
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Iterator

from shared.adapters.keyword_stats import TermStats, build_stats, save_stats
from shared.domain.message_fields import MessageFields, dated_field, newest_first_queries
from shared.kernel.collection_names import CHATS, MESSAGES
from shared.ports.documents import DocumentStore
from shared.ports.vectorstore import clean_metadata, record_keyword_text
from shared.usecases.backends import Backends

log = logging.getLogger(__name__)

# IDF is a log of a ratio: a sample of the most recent messages ranks words
# almost exactly as the whole history does, and keeps a rebuild to a few
# thousand document reads however long the trainer has been using the app.
MAX_MESSAGES = 5_000


def enabled(backends: Backends) -> bool:
    """Whether the store reads statistics built here: one that counts its own does not
    (VectorStore.counts_term_stats, read from its class: Pinecone's is not built to ask)."""
    return not backends.store_class.counts_term_stats


def refresh_trainer(backends: Backends, trainer_id: str, max_messages: int = MAX_MESSAGES) -> TermStats | None:
    """Rebuild `keywordStats/{trainer_id}` from the trainer's most recent messages (no-op on the local store)."""
    if not enabled(backends):
        return None
    started = time.perf_counter()
    stats = build_stats(recent_message_texts(backends.documents, trainer_id, max_messages))
    save_stats(backends.db, trainer_id, stats)
    log.info(
        "keyword_stats_built",
        extra={
            "json_fields": {
                "trainerId": trainer_id,
                "messageCount": stats.n_docs,
                "termCount": len(stats.df),
                "latencyMs": round((time.perf_counter() - started) * 1000, 1),
            }
        },
    )
    return stats


@dataclass
class RefreshSummary:
    trainers: int = 0
    built: int = 0
    failed: int = 0
    skipped: bool = False


def refresh_all(backends: Backends, page_size: int = 50, max_messages: int = MAX_MESSAGES) -> RefreshSummary:
    """Every trainer's statistics; one trainer's failure is logged and the run goes on."""
    summary = RefreshSummary()
    if not enabled(backends):
        summary.skipped = True
        log.info("keyword_stats_skipped", extra={"json_fields": {"phase": "local_store"}})
        return summary
    started = time.perf_counter()
    for trainer_id in _trainer_ids(backends.documents, page_size):
        summary.trainers += 1
        try:
            refresh_trainer(backends, trainer_id, max_messages)
            summary.built += 1
        except Exception as exc:  # one trainer must not stop the others
            summary.failed += 1
            log.warning(
                "keyword_stats_failed",
                extra={"json_fields": {"trainerId": trainer_id, "errorClass": type(exc).__name__}},
            )
        if summary.trainers % page_size == 0:
            log.info("keyword_stats_progress", extra={"json_fields": _counts(summary, started)})
    log.info("keyword_stats_done", extra={"json_fields": _counts(summary, started)})
    return summary


def recent_message_texts(docs: DocumentStore, trainer_id: str, max_messages: int = MAX_MESSAGES) -> list[str]:
    """The keyword texts ("Sender: text", as upserted) of the trainer's `max_messages` most recent messages.

    Messages only: profiles, notes, transcripts and check-ins are a small share
    of a trainer's records, and their words then count as rare (df = 1).
    Each chat is read newest first in pages, merged lazily across chats, so a
    rebuild reads about `max_messages` documents plus one page per chat.
    """
    from google.cloud.firestore_v1.base_query import FieldFilter

    chats = docs.db.collection(CHATS).where(filter=FieldFilter("trainerId", "==", trainer_id)).select(["trainerId"])
    chat_ids = [snap.id for snap in chats.stream()]
    if not chat_ids or max_messages <= 0:
        return []
    page_size = max(20, min(500, math.ceil(max_messages / len(chat_ids))))
    streams = [_newest_first(docs, chat_id, page_size) for chat_id in chat_ids]
    texts: list[str] = []
    for _, data in heapq.merge(*streams, key=lambda pair: pair[0], reverse=True):
        text = message_keyword_text(data)
        if text is None:
            continue
        texts.append(text)
        if len(texts) >= max_messages:
            break
    return texts


def message_keyword_text(data: dict[str, Any]) -> str | None:
    """What PineconeStore encodes for a message document's record ("Sender: text"); None if there is no text."""
    text = data.get("text")
    if not isinstance(text, str) or not text.strip():
        return None
    return record_keyword_text(clean_metadata({"senderName": data.get("senderName"), "text": text}))


def _newest_first(docs: DocumentStore, chat_id: str, page_size: int) -> Iterator[tuple[datetime, dict[str, Any]]]:
    """The chat's messages newest first, merged over each date field and type (shared/domain/message_fields.py)."""
    fields = MessageFields.from_settings()
    messages = docs.db.collection(CHATS).document(chat_id).collection(MESSAGES)
    wanted = sorted({"text", fields.sender_name, *fields.timestamp})
    streams = [
        _dated(docs.pages(query.select(wanted), page_size), name, fields)
        for name, query in newest_first_queries(messages, fields)
    ]
    yield from heapq.merge(*streams, key=lambda pair: pair[0], reverse=True)


def _dated(snaps: Iterator[Any], name: str, fields: MessageFields) -> Iterator[tuple[datetime, dict[str, Any]]]:
    for page in snaps:
        for snap in page:
            data = snap.to_dict() or {}
            # A message carrying two date fields is counted once: under the one its date is read from.
            field_name, seconds = dated_field(data, fields)
            if field_name != name or seconds is None:
                continue
            when = datetime.fromtimestamp(seconds, tz=timezone.utc)
            yield when, {"senderName": data.get(fields.sender_name), "text": data.get("text")}


def _trainer_ids(docs: DocumentStore, page_size: int) -> Iterator[str]:
    from google.cloud.firestore_v1.field_path import FieldPath

    ordered = docs.db.collection("trainers").select([]).order_by(FieldPath.document_id())
    for page in docs.pages(ordered, page_size):
        for snap in page:
            yield snap.id


def _counts(summary: RefreshSummary, started: float) -> dict[str, Any]:
    return {
        "trainerCount": summary.trainers,
        "builtCount": summary.built,
        "failedCount": summary.failed,
        "latencyMs": round((time.perf_counter() - started) * 1000, 1),
    }
