"""The source-kind registry: a kind registered here flows through the pipeline with no other edit.

A made-up kind (`injury_report`, documents in `injuryReports`) is registered
by this test alone. It is then indexed by the generic sync, found by the
backfill, searched by its sourceType through semanticSearch, cited with its
own label, and its deletion removes its vector — none of which names it.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Iterator

import pytest

import main
from shared.domain.citations import attribution, citation_label
from shared.domain.models import SearchRequest
from shared.domain.sources import registry
from shared.usecases.sources.backfill import backfill_sources
from shared.domain.sources.records import build_records
from shared.domain.sources.registry import Derivation, DerivedRecord, RecordMaker, SourceKind
from shared.usecases.sources.sync import sync_source
from tests.factories import add_client


def test_installed_kinds_in_pipeline_order():
    names = [k.name for k in registry.kinds()]
    assert names[:6] == ["message", "client_profile", "session_note", "transcript", "checkin", "weekly_note"]
    assert {"metric_summary", "health_goal", "lab_panel"} <= set(names)
    assert [k.name for k in registry.document_kinds()] == ["client_profile", "session_note", "transcript", "checkin"]
    assert registry.of_source_type("transcript_segment").name == "transcript"
    assert "weekly_note" not in registry.default_source_types() and "weekly_note" in registry.source_types()


def test_a_document_kind_needs_a_collection_and_a_record_builder():
    with pytest.raises(ValueError, match="collection"):
        SourceKind("broken", label=lambda m, d: "", attribution=lambda m, d: "", written_by="client")
    with pytest.raises(ValueError, match="unknown source kind"):
        registry.get("nothing-like-this")


def test_two_kinds_cannot_share_a_source_type():
    with pytest.raises(ValueError, match="already belongs"):
        registry.register(SourceKind("copy", lambda m, d: "", lambda m, d: "", sync="message", source_type="checkin",
                                       written_by="client"))


def _records(doc_id: str, data: dict[str, Any], client_id: str, client_name: str | None, make: RecordMaker) -> list[Any]:
    text = str(data.get("description") or "").strip()
    if not text:
        return []
    ts = data["reportedAt"].timestamp()
    return [make(None, f"Injury report about {client_name}: {text}", ts=ts, senderName=data.get("reporter"), text=text)]


INJURY = SourceKind(
    "injury_report",
    label=lambda m, d: f"[Injury report {d:%b} {d.day}]" if d else "[Injury report]",
    attribution=lambda m, d: f"An injury report by {m.get('senderName') or 'someone'} says",
    collection="injuryReports",
    records=_records,
    written_by="speakers",  # whoever reported it
)
REPORT = {
    "trainerId": "trainer-a",
    "clientId": "john",
    "reportedAt": datetime(2026, 11, 3, 9, 0, tzinfo=timezone.utc),
    "reporter": "Physio Ana",
    "description": "Left ankle sprain on the stairs, no running for two weeks.",
}


@pytest.fixture
def injury_kind() -> Iterator[SourceKind]:
    registry.register(INJURY)
    yield INJURY
    registry.unregister(INJURY.name)


def test_a_registered_kind_is_a_valid_source_type_only_while_registered(injury_kind):
    assert SearchRequest(query="ankle", sourceTypes=["injury_report"]).sourceTypes == ["injury_report"]
    records = build_records("injury_report", "r1", REPORT, "trainer-a", "john", "John Reyes", "m")
    assert [r.vector_id for r in records] == ["injury_report:r1"]
    assert records[0].metadata["sourceType"] == "injury_report"
    assert citation_label(records[0].metadata) == "[Injury report Nov 3]"
    assert attribution(records[0].metadata) == "An injury report by Physio Ana says"
    registry.unregister("injury_report")
    with pytest.raises(ValueError):
        SearchRequest(query="ankle", sourceTypes=["injury_report"])


@pytest.mark.emulator
def test_a_registered_kind_is_indexed_searched_cited_and_deleted(db, backends, call_function, injury_kind):
    add_client(db, "trainer-a", "john", "John Reyes")
    backends.settings.relevance_threshold = 0.0
    db.collection("injuryReports").document("r1").set(REPORT)

    assert sync_source(backends, "injury_report", "r1").outcome == "indexed"
    entry = db.collection("vectorIndex").document("injury_report:r1").get().to_dict()
    assert entry["status"] == "indexed" and entry["sourceType"] == "injury_report"

    status, body = call_function(
        main.semanticSearch, {"query": "John's ankle", "sourceTypes": ["injury_report"]}, uid="trainer-a"
    )
    assert status == 200, body
    (hit,) = body["result"]["results"]
    assert (hit["sourceType"], hit["messageId"], hit["clientId"]) == ("injury_report", "r1", "john")
    assert hit["citation"] == "[Injury report Nov 3]"

    # The backfill walks every document kind: an unchanged report is not re-embedded,
    # a new one is indexed.
    db.collection("injuryReports").document("r2").set({**REPORT, "description": "Right wrist strain from push-ups."})
    counts = backfill_sources(backends, "trainer-a")
    assert (counts["documents"], counts["indexed"], counts["unchanged"]) == (2, 1, 1)

    db.collection("injuryReports").document("r1").delete()
    assert sync_source(backends, "injury_report", "r1").outcome == "deleted"
    assert backends.store.fetch("trainer-a", ["injury_report:r1"]) == {}


# -- a derived kind: records computed from several documents, like the health records ----------


def _month_keys(doc_id: str, data: dict[str, Any]) -> list[Any]:
    ids, at = [data.get(k) for k in ("trainerId", "clientId", "type")], data.get("recordedAt")
    if not isinstance(at, datetime) or not all(isinstance(i, str) for i in ids):
        return []
    return [("metric_month", *ids, f"{at:%Y-%m}")]


def _month_build(reader: Any, key: Any) -> tuple[str | None, DerivedRecord | None]:
    _, trainer, client, metric, month = key
    start = datetime.strptime(month, "%Y-%m").replace(tzinfo=timezone.utc)
    end = start.replace(year=start.year + start.month // 12, month=start.month % 12 + 1)
    found = reader.find("healthMetrics", [("clientId", "==", client), ("type", "==", metric),
                                          ("recordedAt", ">=", start), ("recordedAt", "<", end)])
    values = [data["value"] for _, data in found if data.get("trainerId") == trainer]
    if not values:
        return trainer, None
    text = f"{metric} in {start:%B %Y}: average {sum(values) / len(values):.1f} over {len(values)} readings"
    return trainer, DerivedRecord(client, f"{client}:{metric}:{month}", text, start, "Health data", {"metric": metric})


MONTHLY = SourceKind(
    "metric_month",
    label=lambda m, d: f"[{m.get('metric')}, {d:%B}]" if d else "[Month]",
    attribution=lambda m, d: "The month's readings show",
    sync="derived",
    collection="healthMetrics",
    derived=Derivation(
        keys_of=_month_keys,
        touched=lambda reader, collection, doc_id, data: _month_keys("", data or {}) if collection == "healthMetrics" else [],
        build=_month_build,
        source_id=lambda key: f"{key[2]}:{key[3]}:{key[4]}",
        key_of=lambda trainer, source_id: ("metric_month", trainer, *source_id.rsplit(":", 2)),
    ),
    written_by="system",  # a month of readings retold
)


@pytest.fixture
def monthly_kind() -> Iterator[SourceKind]:
    registry.register(MONTHLY)
    yield MONTHLY
    registry.unregister(MONTHLY.name)


def test_a_derived_kind_needs_a_collection_and_a_derivation():
    with pytest.raises(ValueError, match="derivation"):
        SourceKind("broken", label=lambda m, d: "", attribution=lambda m, d: "", sync="derived", collection="x",
                   written_by="data")
    with pytest.raises(ValueError, match="unknown sync rule"):
        SourceKind("broken", label=lambda m, d: "", attribution=lambda m, d: "", sync="health", written_by="data")


@pytest.mark.emulator
def test_a_registered_derived_kind_is_indexed_by_the_trigger_reconciled_and_cited(db, backends, monthly_kind):
    from shared.usecases import reconcile
    from tests.events import written_event

    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    readings = {f"w{i}": {"trainerId": "trainer-a", "clientId": "sarah", "type": "weight", "value": v, "unit": "kg",
                          "recordedAt": datetime(2026, 11, d, 7, tzinfo=timezone.utc)}
                for i, (v, d) in enumerate(((71.0, 3), (70.0, 17)))}
    for doc_id, data in readings.items():
        db.collection("healthMetrics").document(doc_id).set(data)
    vid = "metric_month:sarah:weight:2026-11"

    # The health metric trigger, unchanged, rebuilds every derived kind's records the reading names.
    main.indexHealthMetric(written_event("healthMetrics/w1", None, readings["w1"]))
    record = backends.store.fetch("trainer-a", [vid])[vid]
    assert record.metadata["text"] == "weight in November 2026: average 70.5 over 2 readings"
    assert record.metadata["sourceType"] == "metric_month"
    assert citation_label(record.metadata) == "[weight, November]"

    # A lost vector is found by the reconciliation's phase for the kind, reported under its name.
    backends.store.delete("trainer-a", [vid])
    report = reconcile.reconcile_trainer(backends, "trainer-a", restart=True)
    assert "metric_month" in reconcile.phases() and report.kinds["metric_month"].added == 1
    assert vid in backends.store.list_entries("trainer-a")

    # Readings gone: the record is an orphan, removed.
    for doc_id in readings:
        db.collection("healthMetrics").document(doc_id).delete()
    again = reconcile.reconcile_trainer(backends, "trainer-a", restart=True)
    assert again.kinds["metric_month"].orphans_removed == 1
    assert vid not in backends.store.list_entries("trainer-a")
