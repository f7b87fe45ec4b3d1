"""Write the demo data set (demo/data/demo_dataset.json) into Firestore.

Only the chat side lives here (trainers, clients, chats, messages): profiles,
session notes, transcripts and check-ins are written by
`shared.usecases.sources.loader`, which owns their data model.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Iterator

DATASET = Path(__file__).parent / "data" / "demo_dataset.json"


def load_dataset(path: Path = DATASET) -> dict[str, Any]:
    return json.loads(path.read_text())


def _when(iso: str) -> datetime:
    return datetime.fromisoformat(iso.replace("Z", "+00:00"))


def _message(m: dict[str, Any]) -> dict[str, Any]:
    """A message document: the data set's `createdAt` (ISO) as a Timestamp, or its
    `timestamp` (epoch ms, the app's format) as is; `senderName` only when given."""
    doc: dict[str, Any] = {"senderId": m["senderId"], "text": m["text"]}
    if m.get("senderName"):
        doc["senderName"] = m["senderName"]
    if "createdAt" in m:
        doc["createdAt"] = _when(m["createdAt"])
    elif "timestamp" in m:
        doc["timestamp"] = m["timestamp"]
    return doc


def _batches(items: list[Any], size: int = 400) -> Iterator[list[Any]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def write_chats(db: Any, dataset: dict[str, Any], progress: Callable[[int], None] | None = None) -> int:
    """Trainers, clients, chats, then messages in batches; returns the message count."""
    batch = db.batch()
    for t in dataset["trainers"]:
        trainer = {"displayName": t.get("displayName") or t["id"]}
        if t.get("email"):
            trainer["email"] = t["email"]
        batch.set(db.collection("trainers").document(t["id"]), trainer)
    for c in dataset["clients"]:
        batch.set(
            db.collection("clients").document(c["id"]),
            {"trainerId": c["trainerId"], "displayName": c["displayName"], "active": c.get("active", True)},
        )
    for chat in dataset["chats"]:
        # A group chat names no single client (clientId null) and lists its members.
        client = chat.get("clientId")
        batch.set(
            db.collection("chats").document(chat["id"]),
            {
                "trainerId": chat["trainerId"],
                "clientId": client,
                # The app's schema: `participants`; a group chat (no single client) is `isGroupChat`.
                "participants": chat.get("participants") or chat.get("participantIds") or [chat["trainerId"], client],
                "isGroupChat": client is None,
            },
        )
    batch.commit()
    for chunk in _batches(dataset["messages"]):
        batch = db.batch()
        for m in chunk:
            ref = db.collection("chats").document(m["chatId"]).collection("messages").document(m["id"])
            batch.set(ref, _message(m))
        batch.commit()
        if progress:
            progress(len(chunk))
    return len(dataset["messages"])
