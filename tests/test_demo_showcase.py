"""`make demo DATA=path/to.json`: the demo runs on any data set in its format.

A different roster (every id and name changed, no emails, half the messages
without `senderName`, some dated in the app's epoch milliseconds) must load
without a KeyError and the showcase must pick its examples from that data.
"""

from __future__ import annotations

import copy
import json
import re
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from demo.dataset import DATASET, load_dataset, write_chats
from demo.showcase import pick

pytestmark = pytest.mark.emulator

RUN = Path(__file__).resolve().parent.parent / "demo" / "run.py"


def other_roster(dataset: dict[str, Any]) -> dict[str, Any]:
    """The demo data with every trainer, client and chat renamed."""
    text = json.dumps(dataset)
    ids = [t["id"] for t in dataset["trainers"]] + [c["id"] for c in dataset["clients"]] + [c["id"] for c in dataset["chats"]]
    for n, old in enumerate(sorted(ids, key=len, reverse=True)):
        text = re.sub(rf'(?<![\w-]){re.escape(old)}(?![\w-])', f"id{n:03d}", text)
    renamed = json.loads(text)
    for t in renamed["trainers"]:
        t.pop("email", None)
        t["displayName"] = f"Trainer {t['id']}"
    for c in renamed["clients"]:
        c["displayName"] = f"Client{c['id']} Q"
    for i, m in enumerate(renamed["messages"]):
        if i % 2:
            m.pop("senderName", None)
        if i % 3 == 0:  # the app's own format: epoch milliseconds
            m["timestamp"] = int(datetime.fromisoformat(m.pop("createdAt").replace("Z", "+00:00")).timestamp() * 1000)
    renamed.pop("queries")
    return renamed


def test_run_py_names_no_one_from_the_demo_data() -> None:
    source = RUN.read_text()
    dataset = load_dataset()
    names = {t["id"] for t in dataset["trainers"]} | {c["id"] for c in dataset["clients"]}
    assert not [n for n in names if n in source]


def test_showcase_is_picked_from_the_data() -> None:
    shown = pick(load_dataset())
    assert (shown.trainer, shown.client) == ("coach-maya", "sarah-kim")  # the busiest, in the shipped data
    renamed = other_roster(load_dataset())
    show = pick(renamed)
    trainers = {t["id"] for t in renamed["trainers"]}
    clients = {c["id"]: c for c in renamed["clients"]}
    assert show.trainer in trainers and show.other_trainer in trainers - {show.trainer}
    assert clients[show.client]["trainerId"] == show.trainer
    assert clients[show.foreign_client]["trainerId"] != show.trainer
    assert show.client_first_name == f"Client{show.client}"
    assert show.searches and show.topics and all(w.isalpha() for w in show.topics)
    assert show.questions[0].startswith(f"What did Client{show.client} say about ")
    with pytest.raises(ValueError):
        pick({"trainers": [], "clients": [], "chats": [], "messages": []})


def test_another_roster_loads_completely(db, backends, tmp_path) -> None:
    from shared.usecases.sources.loader import load_sources

    renamed = other_roster(load_dataset())
    path = tmp_path / "other.json"
    path.write_text(json.dumps(renamed))
    data = load_dataset(path)
    assert write_chats(db, data) == len(data["messages"])
    counts = load_sources(backends, data)
    assert {k: v["documents"] for k, v in counts.items()} == {
        "client_profile": len(data["profiles"]), "session_note": len(data["sessionNotes"]),
        "transcript": len(data["transcripts"]), "checkin": len(data["checkins"])}
    first = data["messages"][0]
    stored = db.collection("chats").document(first["chatId"]).collection("messages").document(first["id"]).get().to_dict()
    assert stored["timestamp"] == first["timestamp"] and "senderName" in stored
    second = data["messages"][1]
    stored = db.collection("chats").document(second["chatId"]).collection("messages").document(second["id"]).get().to_dict()
    assert "senderName" not in stored and "createdAt" in stored
    assert DATASET.exists()
