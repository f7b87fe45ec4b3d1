"""Dated demo-like data for the insight tests (emulator), relative to an injected NOW."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from tests.factories import add_client, add_message

NOW = datetime(2026, 11, 12, 7, 0, tzinfo=timezone.utc)  # Thursday; ISO week 2026-W46


def at(days_ago: float, now: datetime = NOW) -> datetime:
    return now - timedelta(days=days_ago)


def seed(db: Any, now: datetime = NOW) -> None:
    """trainer-a: Sarah (stressed 2 of 3 days), John (knee pain twice), Mia (nothing), Old (inactive).
    trainer-b: Sam (stressed too, but someone else's)."""
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_client(db, "trainer-a", "john", "John Reyes")
    add_client(db, "trainer-a", "mia", "Mia Chen")
    add_client(db, "trainer-a", "old", "Old Client")
    db.collection("clients").document("old").update({"active": False})
    add_client(db, "trainer-b", "sam", "Sam Ortiz")
    rows = [
        ("sarah", "s1", "Had a good session, thanks!", "Sarah Kim", "sarah", 5.0),
        ("sarah", "s2", "I can't keep up with everything", "Sarah Kim", "sarah", 1.2),
        ("sarah", "s3", "How are you feeling today?", "Coach", "trainer-a", 0.8),
        ("sarah", "s4", "Honestly I feel completely overwhelmed", "Sarah Kim", "sarah", 0.2),
        ("john", "j1", "my knee hurts after squats", "John Reyes", "john", 3.0),
        ("john", "j2", "knee pain again on the stairs", "John Reyes", "john", 1.0),
        ("mia", "c1", "What should I eat before training?", "Mia Chen", "mia", 1.0),
        ("mia", "c2", "Loving the new program", "Mia Chen", "mia", 0.1),
        ("old", "o1", "I'm so stressed", "Old Client", "old", 1.0),
        ("old", "o2", "so stressed again", "Old Client", "old", 0.1),
        ("sam", "x1", "I feel overwhelmed", "Sam Ortiz", "sam", 1.1),
        ("sam", "x2", "so stressed", "Sam Ortiz", "sam", 0.1),
    ]
    for client, mid, text, name, sender, days_ago in rows:
        add_message(db, client, mid, text, name, sender_id=sender, at=at(days_ago, now))


def insights(db: Any, **where: Any) -> dict[str, dict[str, Any]]:
    out = {}
    for snap in db.collection("insights").stream():
        data = snap.to_dict()
        if all(data.get(k) == v for k, v in where.items()):
            out[snap.id] = data
    return out


def attempts(db: Any) -> list[dict[str, Any]]:
    return [s.to_dict() for s in db.collection("insightAttempts").stream()]
