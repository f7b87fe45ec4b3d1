"""What follows a quoted record (shared/domain/threads.py, issue 14 classes G and D): a later
update found from the record, not the question, kept only when the two are nearest neighbours
both ways; the client's own turn in a group chat a quoted trainer's message comes from."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from shared.adapters.generation.extractive import ExtractiveGenerator
from shared.adapters.vectorstore.local import LocalVectorStore
from shared.domain import threads
from shared.domain.prompt import build_prompt
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import VectorRecord

DIM = 8
DAY = 86400.0


def basis(i: int) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    v[i] = 1.0
    return v


def unit(v: np.ndarray) -> np.ndarray:
    return (v / np.linalg.norm(v)).astype(np.float32)


CHATTER = basis(7)


def chatter(k: int) -> np.ndarray:
    """Short everyday turns: near each other, far from any topic."""
    return unit(CHATTER + 0.15 * basis(3 + k % 4))


def message(id_: str, day: float, text: str, client: str = "ana", chat: str = "chat-ana", sender: str | None = None) -> dict:
    return {"sourceType": "message", "sourceId": id_, "clientId": client, "chatId": chat, "senderId": sender or client,
            "senderName": "Ana Lind", "ts": 1_700_000_000 + day * DAY, "text": text}


@pytest.fixture
def store(tmp_path: Path):
    s = LocalVectorStore(tmp_path / "v.sqlite3")
    records = [
        ("x", basis(0), message("x", 1, "200 on deadlift for a single!!")),
        ("z", basis(1), message("z", 2, "knee a bit sore after the long run")),
        *[(f"c{k}", chatter(k), message(f"c{k}", 3 + k, ["see you thurs", "running late sorry", "booked",
                                                         "cool thanks for that", "have a good weekend"][k]))
          for k in range(5)],
        ("y", unit(0.8 * basis(0) + 0.6 * basis(2)), message("y", 20, "210 today!!! new pb by 10")),
        ("c9", chatter(9), message("c9", 21, "brb in the car")),
        ("k", basis(6), message("k", 22, "ok")),  # content-free: never an update
    ]
    s.upsert("coach", [VectorRecord(id_, v, m) for id_, v, m in records])
    yield s
    s.close()


def candidate(store: LocalVectorStore, id_: str, relevance: float = 0.9) -> Candidate:
    record = store.fetch("coach", [id_])[id_]
    return Candidate(id_, 0.5, relevance, record.metadata, {})


def test_a_later_record_near_the_source_both_ways_is_its_update(store):
    found = threads.later_updates(store, "coach", [candidate(store, "x")], {"x"})
    assert {s: m.id for s, m in found.items()} == {"x": "y"}


def test_chatter_near_everything_is_no_update(store):
    # The knee's nearest later record is some chatter, but the knee is not among the chatter's nearest earlier ones.
    assert threads.later_updates(store, "coach", [candidate(store, "z")], {"z"}) == {}


def test_a_record_already_quoted_is_passed_over_and_never_offered_twice(store):
    assert threads.later_updates(store, "coach", [candidate(store, "x")], {"x", "y"}) == {}


def test_no_update_is_read_from_a_history_too_short_to_rank(tmp_path: Path):
    s = LocalVectorStore(tmp_path / "short.sqlite3")
    s.upsert("coach", [
        VectorRecord("x", basis(0), message("x", 1, "200 on deadlift")),
        VectorRecord("c0", chatter(0), message("c0", 2, "see you thurs")),
        VectorRecord("y", unit(basis(0) + basis(2)), message("y", 9, "210 today")),
    ])
    assert threads.later_updates(s, "coach", [candidate(s, "x")], {"x"}) == {}
    s.close()


def test_another_clients_later_record_is_no_update(store):
    store.upsert("coach", [VectorRecord("w", unit(0.9 * basis(0) + 0.1 * basis(2)),
                                        message("w", 15, "220 deadlift!!", client="ben", chat="chat-ben"))])
    found = threads.later_updates(store, "coach", [candidate(store, "x")], {"x"})
    assert {s: m.id for s, m in found.items()} == {"x": "y"}


def test_the_update_follows_its_source_and_its_reply_and_is_quoted_without_taking_a_quote(store):
    x, z = candidate(store, "x", 0.9), candidate(store, "z", 0.8)
    reply = Candidate("r", 0.4, 0.5, {**message("r", 1.01, "200 kg! massive", sender="coach"), "reply": True}, {})
    others = [Candidate(f"o{n}", 0.4, 0.75, message(f"o{n}", 5 + n, f"deadlift cue number {n}"), {}) for n in range(2)]
    found = threads.later_updates(store, "coach", [x, reply, z, *others], {"x", "r", "z", "o0", "o1"})
    sources = threads.with_follow_ons([x, reply, z, *others], found, [x, z], "update")
    assert [c.id for c in sources] == ["x", "r", "y", "z", "o0", "o1"]
    update = sources[2]
    assert update.metadata["followOn"] == "update" and update.relevance == pytest.approx(threads.FOLLOW_ON_SHARE * 0.9)
    prompt = build_prompt("whats ana's deadlift pb now", [(c.relevance, c.metadata) for c in sources], [], None, 4000,
                          __import__("datetime").datetime(2024, 1, 1))
    text = ExtractiveGenerator().generate(prompt).text
    assert "210 today" in text and "200 on deadlift" in text
    assert "deadlift cue number 0" in text  # three quotes besides the reply and the update


def test_the_clients_own_turn_follows_the_trainers_message_in_their_group_chat(tmp_path: Path):
    s = LocalVectorStore(tmp_path / "g.sqlite3")
    s.upsert("coach", [
        VectorRecord("g1", basis(0), {**message("g1", 1, "Welcome to the Tuesday mobility group!", client=None,
                                                chat="g-mob", sender="coach")}),
        VectorRecord("g2", unit(basis(0) + basis(1)), message("g2", 40, "anyone else's hips super tight?", chat="g-mob")),
        VectorRecord("g3", unit(basis(0) + basis(2)), message("g3", 41, "the pigeon stretch helps me", client="ben",
                                                              chat="g-mob")),
        VectorRecord("a1", basis(0), message("a1", 42, "mobility is fine", chat="chat-ana")),
    ])
    src = Candidate("g1", 0.5, 0.8, s.fetch("coach", ["g1"])["g1"].metadata, {})
    found = threads.own_turns(s, "coach", [src], "ana", ("g-mob",), {"g1"})
    assert {k: m.id for k, m in found.items()} == {"g1": "g2"}  # Ana's turn there: not Ben's, not her own chat's
    assert threads.own_turns(s, "coach", [src], "ana", (), {"g1"}) == {}  # not her group: nothing
    s.close()


def test_a_topic_in_a_period_is_answered_by_the_later_update_that_falls_in_it(store):
    """"How did Ana's deadlift go in <the update's month>?": the matching record is older; its update is in the period."""
    from datetime import datetime, timezone
    from types import SimpleNamespace

    from shared.domain import timeframe
    from shared.kernel.deadline import Deadline
    from shared.usecases.follow_ons import updates_in_period as _updates_in_period

    y_day = datetime.fromtimestamp(store.fetch("coach", ["y"])["y"].metadata["ts"], tz=timezone.utc)
    _, when = timeframe.extract(f"how did it go in {y_day:%B}", datetime(y_day.year, 12, 31, tzinfo=timezone.utc))
    assert when is not None and when.since <= y_day <= when.until
    backends = SimpleNamespace(store=store, embedder=SimpleNamespace(model_id=None))
    whole = [candidate(store, "x", 0.9), candidate(store, "z", 0.5)]
    found = _updates_in_period(backends, "coach", whole, when, 0.7, Deadline.start(5.0))
    assert [c.id for c in found] == ["y"] and "followOn" not in found[0].metadata
    # A period the update is not in: nothing.
    _, other = timeframe.extract("how did it go in march", datetime(2024, 1, 1, tzinfo=timezone.utc))
    assert other is not None and not other.since <= y_day <= other.until
    assert _updates_in_period(backends, "coach", whole, other, 0.7, Deadline.start(5.0)) == []
