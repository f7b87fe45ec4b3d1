"""The documents of an authored data set (the format of demo/data/demo_dataset.json), one shape each.

Two scripts author a data set in that format: the demo's
(demo/data/build_dataset.py) and the answer benchmark's roster
(bench/answers_data/build_roster.py). Both build every document here, so a
field added or renamed changes both, and the loaders (demo/dataset.py,
shared/usecases/sources/loader.py) read one shape. Key order is part of the
shape: both files are rebuilt byte for byte from their scripts.

Stdlib only and no package imports: build_dataset.py runs as a plain script.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Iterable


def iso(at: datetime) -> str:
    """'2026-11-17T17:00:00Z' (the data sets' times are naive UTC)."""
    return at.strftime("%Y-%m-%dT%H:%M:%SZ")


def at(when: str, year: int) -> datetime:
    """An authored time, "MM-DD HH:MM" in `year` (UTC)."""
    month_day, hour_minute = when.split(" ")
    month, day = month_day.split("-")
    hour, minute = hour_minute.split(":")
    return datetime(year, int(month), int(day), int(hour), int(minute))


def client(client_id: str, trainer_id: str, name: str) -> dict[str, Any]:
    return {"id": client_id, "trainerId": trainer_id, "displayName": name, "active": True}


def chat(chat_id: str, trainer_id: str, client_id: str | None, participant_ids: list[str] | None = None) -> dict[str, Any]:
    """A one-to-one chat names its client; a group chat names none and lists its participants."""
    doc: dict[str, Any] = {"id": chat_id, "trainerId": trainer_id, "clientId": client_id}
    if participant_ids is not None:
        doc["participantIds"] = participant_ids
    return doc


def message(message_id: str, chat_id: str, sender_id: str, sender_name: str, text: str, created_at: str) -> dict[str, Any]:
    return {"id": message_id, "chatId": chat_id, "senderId": sender_id, "senderName": sender_name, "text": text,
            "createdAt": created_at}


def session_note(note_id: str, trainer_id: str, client_id: str, date: str, author: str, text: str) -> dict[str, Any]:
    return {"id": note_id, "trainerId": trainer_id, "clientId": client_id, "date": date, "author": author, "text": text}


def transcript(
    transcript_id: str, trainer_id: str, client_id: str, started_at: str, title: str,
    lines: Iterable[tuple[str, int, str]],
) -> dict[str, Any]:
    """`lines`: (speaker, seconds from the start, text)."""
    return {"id": transcript_id, "trainerId": trainer_id, "clientId": client_id, "startedAt": started_at, "title": title,
            "segments": [{"speaker": s, "offsetSeconds": o, "text": t} for s, o, t in lines]}


def checkin(
    checkin_id: str, trainer_id: str, client_id: str, date: str, sleep_hours: float, stress: int, adherence_pct: int,
    comment: str,
) -> dict[str, Any]:
    return {"id": checkin_id, "trainerId": trainer_id, "clientId": client_id, "date": date, "sleepHours": sleep_hours,
            "stress": stress, "adherencePct": adherence_pct, "comment": comment}
