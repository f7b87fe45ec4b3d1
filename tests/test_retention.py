"""Retention on the emulator with backdated documents: exactly what is past its period goes."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np
import pytest

from shared.usecases.retention import RetentionSettings, run_retention
from shared.ports.vectorstore import VectorRecord

pytestmark = pytest.mark.emulator

NOW = datetime(2026, 11, 12, 3, 30, tzinfo=timezone.utc)
CFG = RetentionSettings(batch_size=3)  # small pages: the paging is exercised


def days_ago(n: float) -> datetime:
    return NOW - timedelta(days=n)


def ids(db, collection):
    return sorted(s.id for s in db.collection(collection).stream())


def seed(db, store, dim):
    for i, age in enumerate((400, 366, 364, 10)):
        db.collection("insights").document(f"i{i}").set({"trainerId": "t1", "clientId": "c1", "createdAt": days_ago(age),
                                                         "status": "approved"})
        db.collection("insightAttempts").document(f"a{i}").set({"trainerId": "t1", "clientId": "c1", "at": days_ago(age)})
    for i, age in enumerate((800, 731, 729, 1, 1000, 900, 750)):
        db.collection("auditLog").document(f"l{i}").set({"trainerId": "t1", "action": "x", "outcome": "ok", "at": days_ago(age)})
    vectors = []
    for i, age in enumerate((1000, 735, 700)):
        nid = f"c1_2024-W{i:02d}"
        db.collection("weeklyNotes").document(nid).set({"trainerId": "t1", "clientId": "c1", "createdAt": days_ago(age),
                                                        "vectorId": f"weekly_note:{nid}", "text": "…"})
        db.collection("vectorIndex").document(f"weekly_note:{nid}").set({"trainerId": "t1", "status": "indexed",
                                                                         "updatedAt": days_ago(age)})
        vec = np.zeros(dim, dtype=np.float32)
        vec[i] = 1.0
        vectors.append(VectorRecord(f"weekly_note:{nid}", vec, {"trainerId": "t1", "sourceType": "weekly_note",
                                                                "sourceId": nid, "clientId": "c1", "text": "…", "ts": 0.0}))
    store.upsert("t1", vectors)
    for i, (status, age) in enumerate((("deleted", 100), ("deleted", 30), ("indexed", 500), ("failed", 200))):
        db.collection("vectorIndex").document(f"message:ch:m{i}").set({"trainerId": "t1", "status": status,
                                                                       "updatedAt": days_ago(age)})


def test_exactly_what_is_past_its_period_is_deleted_with_its_vectors_and_the_run_is_audited(db, backends):
    seed(db, backends.store, backends.embedder.dimension)
    counts = run_retention(backends, now=NOW, cfg=CFG)
    assert counts == {"vectors": 2, "insights": 2, "insightAttempts": 2, "auditLog": 5, "weeklyNotes": 2,
                      "ledgerTombstones": 1}
    assert ids(db, "insights") == ["i2", "i3"]
    assert ids(db, "insightAttempts") == ["a2", "a3"]
    assert ids(db, "weeklyNotes") == ["c1_2024-W02"]
    assert ids(db, "vectorIndex") == ["message:ch:m1", "message:ch:m2", "message:ch:m3", "weekly_note:c1_2024-W02"]
    assert backends.store.count("t1") == 1  # the young note's vector stays
    audit = [s.to_dict() for s in db.collection("auditLog").stream() if s.to_dict()["action"] == "retention"]
    assert len(audit) == 1 and audit[0]["trainerId"] == "_system" and audit[0]["outcome"] == "ok"
    assert audit[0]["counts"] == counts
    assert set(audit[0]) == {"trainerId", "action", "outcome", "at", "latencyMs", "counts"}  # counts only, no content
    # the young seeded audit records survive. The run's own record has an auto-id, which can
    # itself start with "l", so the check names the seeded ids rather than a prefix.
    seeded = {f"l{i}" for i in range(7)}
    assert sorted(s.id for s in db.collection("auditLog").stream() if s.id in seeded) == ["l2", "l3"]


def test_a_second_run_deletes_nothing(db, backends):
    seed(db, backends.store, backends.embedder.dimension)
    run_retention(backends, now=NOW, cfg=CFG)
    again = run_retention(backends, now=NOW + timedelta(hours=1), cfg=CFG)
    assert again == {"vectors": 0, "insights": 0, "insightAttempts": 0, "auditLog": 0, "weeklyNotes": 0, "ledgerTombstones": 0}


def test_periods_are_configurable(db, backends):
    seed(db, backends.store, backends.embedder.dimension)
    counts = run_retention(backends, now=NOW, cfg=RetentionSettings(insight_days=5, audit_days=5000, weekly_note_days=5000,
                                                                    tombstone_days=5000))
    assert (counts["insights"], counts["auditLog"], counts["weeklyNotes"], counts["ledgerTombstones"]) == (4, 0, 0, 0)


def test_ttl_policies_are_declared_for_documents_that_carry_expireAt():
    config = json.loads((Path(__file__).resolve().parent.parent / "firestore.indexes.json").read_text())
    ttl = {(f["collectionGroup"], f["fieldPath"]) for f in config["fieldOverrides"] if f.get("ttl") is True}
    assert ttl == {("rateLimits", "expireAt"), ("insightAttempts", "expireAt")}
    for f in config["fieldOverrides"]:
        assert isinstance(f["indexes"], list)  # firebase-tools requires the key on every override


@pytest.mark.parametrize(
    "override, fragment",
    [
        ({"collectionGroup": "x", "fieldPath": "expireAt", "ttl": "true", "indexes": []}, "ttl must be true or false"),
        ({"collectionGroup": "x", "fieldPath": "expireAt", "ttl": True}, "an indexes list"),
        ({"collectionGroup": "x", "fieldPath": "f", "indexes": [{"queryScope": "COLLECTION"}]}, "bad index"),
    ],
)
def test_the_deploy_check_rejects_malformed_field_overrides(override, fragment):
    from tools.deploy_build import Report, check_indexes

    report = Report()
    check_indexes({"indexes": [], "fieldOverrides": [override]}, report)
    assert any(fragment in p for p in report.problems), report.problems
