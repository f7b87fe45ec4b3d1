"""The detectors on the demo chats (demo/data/demo_dataset.json): what `make demo` will show.

Pure (no emulator): the data set's messages as the run would read them on the
morning after the last message. A change in detectors or demo data that
alters the morning queue shows up here first.
"""

from __future__ import annotations

import json
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path

from shared.domain.insights.detectors import DetectionContext, detect_all
from shared.usecases.insights.sources import ClientMessage

DATASET = Path(__file__).resolve().parent.parent / "demo" / "data" / "demo_dataset.json"
NOW = datetime(2026, 11, 22, 6, 0, tzinfo=timezone.utc)


def test_demo_morning_queue(embedder):
    data = json.loads(DATASET.read_text())
    trainer_of = {c["id"]: c["trainerId"] for c in data["chats"]}
    client_of = {c["id"]: c["clientId"] for c in data["chats"]}
    by_client: dict[str, list[ClientMessage]] = defaultdict(list)
    for m in data["messages"]:
        at = datetime.fromisoformat(m["createdAt"].replace("Z", "+00:00"))
        if (NOW - at).days < 14:
            by_client[client_of[m["chatId"]]].append(
                ClientMessage(m["id"], m["chatId"], m["text"], at, m["senderId"] != trainer_of[m["chatId"]])
            )
    found = {}
    for client, messages in by_client.items():
        patterns = sorted(d.pattern for d in detect_all(sorted(messages, key=lambda m: m.at), embedder, DetectionContext(now=NOW)))
        if patterns:
            found[client] = patterns
    assert found == {
        "aisha-noor": ["adherence", "stress"],  # "can't keep up with everything", "completely drained", skipping
        "tom-becker": ["adherence"],  # silent for 8 days
        "marcus-hill": ["milestone", "pain"],  # "5k time trial: 24:48! sub 25!!" (the probe), "shins a bit achy"
        "john-reyes": ["milestone"],  # first meal prep ever
        "nadia-haddad": ["milestone"],  # "halfway there"
        "sarah-bennett": ["milestone"],  # longest run ever (and "knee held up": not pain)
    }
