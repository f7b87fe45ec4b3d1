"""A client's health goal (`healthGoals/{goalId}`): one record, with its progress.

Its text gives the latest reading of the goal's metric and what is left, so a
reading's write rebuilds the goals of its metric too. Its owner is the goal's
`trainerId` as it is now. Vector id `health_goal:{goalId}`.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from shared.domain.health import reads, render
from shared.domain.sources.registry import Derivation, DerivedRecord, Key, SourceKind, register
from shared.kernel.collection_names import HEALTH_GOALS, HEALTH_METRICS
from shared.ports.documents import DocumentReader

NAME = "health_goal"


def keys_of(doc_id: str, data: dict[str, Any]) -> list[Key]:
    trainer_id = data.get("trainerId")
    return [(NAME, trainer_id, doc_id)] if isinstance(trainer_id, str) else []


def touched(reader: DocumentReader, collection: str, doc_id: str | None, data: dict[str, Any] | None) -> list[Key]:
    """A goal: itself (also when deleted: its vector goes). A reading: the goals of its metric."""
    if collection == HEALTH_GOALS and doc_id is not None:
        return [(NAME, (data or {}).get("trainerId"), doc_id)]
    ids = reads.strings(data, "trainerId", "clientId", "type") if collection == HEALTH_METRICS else None
    if ids is None or reads.dt((data or {}).get("recordedAt")) is None:
        return []
    return [(NAME, ids[0], goal.id) for goal in reads.goals(reader, *ids)]


def build(reader: DocumentReader, key: Key) -> tuple[str | None, DerivedRecord | None]:
    goal_id = key[2]
    data = reader.get(HEALTH_GOALS, goal_id)
    goal = reads.goal(goal_id, data) if data else None
    owner, client_id = (data or {}).get("trainerId"), (data or {}).get("clientId")
    name = reads.owner_name(reader, owner, client_id)
    if goal is None or name is None:
        return (owner if isinstance(owner, str) else None), None
    assert isinstance(owner, str) and isinstance(client_id, str) and data is not None
    latest = reads.latest_reading(reader, owner, client_id, goal.metric, None)
    first = reads.first_reading(reader, owner, client_id, goal.metric) if latest is not None else None
    text = render.goal_record(name, goal, latest, first)
    ts = (reads.dt(data.get("updatedAt")) or reads.dt(data.get("createdAt"))
          or (latest.at if latest else datetime.now(timezone.utc)))
    return owner, DerivedRecord(client_id, goal_id, text, ts, reads.SENDER, {"metric": goal.metric})


def key_of(trainer_id: str, source_id: str) -> Key | None:
    return (NAME, trainer_id, source_id) if source_id else None


def label(metadata: dict[str, Any], d: datetime | None) -> str:
    """'[Goal: weight]'."""
    metric = str(metadata.get("metric") or "").replace("_", " ")
    return f"[Goal: {metric}]" if metric else "[Goal]"


KIND = register(
    SourceKind(
        NAME,
        label,
        attribution=lambda metadata, d: "The client's goal record says",
        sync="derived",
        collection=HEALTH_GOALS,
        derived=Derivation(keys_of, touched, build, source_id=lambda key: key[2], key_of=key_of),
        written_by="data",  # the coach's plan as set, with its progress, in the system's words
    )
)
