"""Who wrote a kind's records is the kind's own declaration (SourceKind.written_by, h-review55): the records no
one wrote (registry.unwritten: the weekly notes, a device's weekly summaries) and the trainer's own summaries
(registry.written_by("trainer"): a session note, the profile) are read from the registry by every reader, so a
kind registered later is read as it declares itself, with no list to edit. Hand-written records, not taken from
any benchmark set."""

from __future__ import annotations

from typing import Iterator

import pytest

from shared.domain import asked_performer, episodes, event_measures, moment_values, onset_asked, return_asked, start_values, word_evidence
from shared.domain.retrieval import Candidate
from shared.domain.sources import registry
from shared.domain.sources.registry import SourceKind
from shared.ports.vectorstore import QueryFilter
from shared.usecases import previous_records, quantity_lead

DAY = 86400.0


def _kind(name: str, written_by: str) -> SourceKind:
    return SourceKind(name, lambda m, d: f"[{name}]", lambda m, d: f"The {name} says", sync="message",
                      written_by=written_by)  # type: ignore[arg-type]


@pytest.fixture
def digest() -> Iterator[str]:
    """A throwaway kind the system writes: a month's retelling of the client's messages."""
    registry.register(_kind("monthly_digest", "system"))
    yield "monthly_digest"
    registry.unregister("monthly_digest")


@pytest.fixture
def plan() -> Iterator[str]:
    """A throwaway kind the trainer writes down after a session, clause by clause."""
    registry.register(_kind("training_plan", "trainer"))
    yield "training_plan"
    registry.unregister("training_plan")


def _c(rid: str, text: str, day: float, source: str = "message", relevance: float = 0.6, client: str = "nia",
       coverage: float = 0.5, **meta: object) -> Candidate:
    return Candidate(rid, relevance, relevance, {"clientId": client, "sourceType": source, "text": text,
                                                 "ts": day * DAY, **meta}, {"coverage": coverage})


def test_the_installed_kinds_declare_who_wrote_them():
    assert registry.unwritten() == frozenset({"metric_summary", "weekly_note"})
    assert registry.written_by("trainer") == frozenset({"session_note", "client_profile"})
    assert registry.written_by("speakers") == frozenset({"message", "transcript_segment"})
    assert {k.source_type for k in registry.kinds()} == registry.written_by(
        "client", "trainer", "speakers", "data", "system")


def test_a_kind_must_say_who_wrote_it():
    with pytest.raises(TypeError, match="written_by"):
        SourceKind("silent", lambda m, d: "", lambda m, d: "", sync="message")  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="unknown writer"):
        _kind("ghost", "ghost")


def test_a_kind_registered_later_is_read_as_it_declares_itself(digest, plan):
    assert digest in registry.unwritten() and plan in registry.written_by("trainer")
    registry.unregister(digest)
    assert digest not in registry.unwritten()


def test_the_first_value_someone_wrote_leads_not_the_systems_retelling(digest):
    retold = _c("d", "March: nia weighed 88 kg in her messages", 1, digest)
    intake = _c("i", "hi, 88 kg and want to lose a stone", 2)
    led = start_values.leading("what did nia weigh at the start", [], [retold, intake], 0.3, ("weight",))
    assert [c.id for c in led] == ["i", "d"]  # the written value first, then the summary


def test_a_return_or_an_onset_is_someones_never_the_systems(digest):
    retold = _c("d", "back in the gig after the flu; the knee started aching", 2, digest, client="otis")
    told = _c("m", "back in the gig tonight; my knee started aching on sunday", 3, client="otis")
    assert return_asked.first_return([retold, told], "otis", "coach", 0.0, 0.1).id == "m"
    assert onset_asked.first_report(["knee"], [retold, told], "otis", "coach", 0.1).id == "m"


def test_a_moment_is_named_by_someones_words_not_the_systems(digest):
    retold = _c("d", "ukulele band back together, rhr 57", 1, digest, relevance=0.9)
    day = _c("m", "ukulele band back together, rhr 57", 1, relevance=0.5)
    led = moment_values.leading("ukulele band", [], [retold, day], 0.3, ("heart_rate",))
    assert [c.id for c in led] == ["m"]


def test_the_systems_retelling_is_no_news(digest):
    first = _c("m1", "fell off the bike, wrist is swollen", 10, relevance=0.9)
    brace = _c("m2", "x-ray clear, a sprained wrist, brace for three weeks", 12, relevance=0.95)
    chatter = [_c(f"d{i}", text, 14 + i, relevance=0.2, coverage=0.0) for i, text in enumerate(
        ("long shift today", "kids off school", "sorry only just seen this", "meal prep sunday", "slept badly"))]
    later = _c("m5", "brace is off! wrist a bit stiff", 33, relevance=0.2)
    retold = _c("w", "wrist feels normal, lifting again", 50, digest, relevance=0.2)
    pool = [first, brace, *chatter, later, retold]
    assert [c.id for c in episodes.news([brace, first], pool, floor=0.3)] == ["m5"]


def test_the_written_records_scope_leaves_the_systems_retelling_out(digest):
    searched = QueryFilter(client_id="nia", source_types=("message", digest, "checkin"))
    assert quantity_lead.written_scope(searched).source_types == ("message", "checkin")


def test_a_story_is_told_by_the_records_someone_wrote(digest):
    retold = _c("d", "nia fell off the bike in the park", 1, digest)
    told = _c("m", "fell off the bike on the towpath, wrist swollen", 2)
    assert [c.id for c in previous_records.story_first([retold, told], [], "onset")] == ["m"]


def test_the_trainers_own_summary_is_read_clause_by_clause(plan):
    text = "Knee sore after the 10k; physio Dr Hale says rest. Notes: swims in Bridgwater"
    record = _c("p", text, 1, plan)
    assert word_evidence._role_clauses(record, frozenset({"physio"})).strip() == "physio Dr Hale says rest"
    assert word_evidence._role_clauses(_c("m", text, 1), frozenset({"physio"})) == text
    assert not event_measures.own_day(record) and event_measures.own_day(_c("m", text, 1))


def test_the_trainers_own_summary_names_a_procedure_clause_by_clause(plan):
    text = "Left cataract: operation at Musgrove Park, GP Dr Hale. Notes: swims"
    procedure = asked_performer.asked_procedure("who did the operation")
    assert asked_performer._procedure_clauses(_c("p", text, 1, plan), procedure) == ["Left cataract: operation at Musgrove Park"]
    assert asked_performer._procedure_clauses(_c("m", text, 1), procedure) == ["Left cataract: operation at Musgrove Park, GP Dr Hale"]


def test_a_rule_is_stated_by_someone_never_by_the_systems_retelling(digest, store, embedder):
    from types import SimpleNamespace

    from shared.ports.vectorstore import VectorRecord
    from shared.usecases import rule_records
    from shared.usecases.tenancy import ClientRef

    # The rule as a message states it, and the system's digest repeating it the same day.
    for rid, kind, text in (("d1", digest, "March digest: no walking training for 6 weeks, boot on."),
                            ("m1", "message", "No walking training for 6 weeks, a boot for 2 weeks.")):
        metadata = {"trainerId": "coach", "sourceType": kind, "sourceId": rid, "clientId": "ellie", "text": text,
                    "ts": 1_440_000_000.0, "embeddingModel": embedder.model_id}
        store.upsert("coach", [VectorRecord(f"{kind}:{rid}", embedder.embed([text])[0], metadata)])
    asked = QueryFilter(client_id="ellie")
    found = rule_records.rule_records(SimpleNamespace(store=store, embedder=embedder), "coach",
                                      "what's ellie not allowed to do", asked, [ClientRef("ellie", "Ellie Kinvig")])
    assert [m.metadata["sourceId"] for m in found] == ["m1"]
