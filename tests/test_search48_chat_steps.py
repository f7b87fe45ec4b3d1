"""semanticSearch takes the chat's steps where the chat found the record and the search box did not (h-search48):
the written record that gives a value at the start or at a moment of the client's words leads
(shared/usecases/quantity_lead.py, one step for both), and a follow-up refused in its own words is checked as the
chat checks it (shared/domain/own_words_said.py, one check for both). Hand-written questions, names and messages, not taken
from any benchmark set."""

from __future__ import annotations

from shared.domain import moment_values, own_words_said, start_values
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter
from shared.usecases import quantity_lead, search


def _record(rid: str, text: str, day: int, source: str = "message", relevance: float = 0.5) -> Candidate:
    return Candidate(rid, 0.0, relevance, {"clientId": "bram", "sourceType": source, "text": text,
                                           "ts": float(day * 86400)})


def _weeks() -> list[Candidate]:
    return [_record(f"w{d}", f"weight, week {d}: {95 - d / 30:.1f} kg", d, "metric_summary", 0.9)
            for d in range(200, 100, -10)]


def test_a_change_since_reads_the_start_and_a_moment_reads_its_own_words():
    assert quantity_lead.asked("how much weight has bram lost since spring", "", False, [])[0] is start_values.leading
    reading = quantity_lead.asked("what was it the day of the regatta weight", "regatta", False, [])
    assert reading is not None and reading[0] is moment_values.leading and reading[1] == "regatta"
    # A period asked, or no quantity, reads no moment; a plain question reads nothing.
    assert quantity_lead.asked("what was it the day of the regatta weight", "regatta", True, []) is None
    assert quantity_lead.asked("what did bram say about the regatta", "", False, []) is None


def test_the_intake_found_by_the_written_search_leads_the_weekly_summaries():
    weeks = _weeks()
    intake = _record("intake", "hello! bram, 52, 96 kg, desk job, bad back", 1, relevance=0.4)
    asked: list[tuple[str, QueryFilter]] = []

    def find(query: str, scope: QueryFilter) -> list[Candidate]:
        asked.append((query, scope))
        return [intake]

    led = quantity_lead.led("how much weight has bram lost since spring", "", False, "weight lost", weeks, weeks,
                            QueryFilter(client_id="bram"), "bram", 0.2, find)
    assert led is not None and led[0].id == "intake" and [c.id for c in led[1:]][:2] == ["w110", "w200"]
    # Searched again without the weekly summaries, by the quantity's own words too.
    query, scope = asked[0]
    assert "weight" in query.split() and "metric_summary" not in (scope.source_types or ())


def test_no_client_in_focus_reads_the_candidates_alone_and_other_questions_are_untouched():
    weeks = _weeks()

    def find(query: str, scope: QueryFilter) -> list[Candidate]:
        raise AssertionError("no client: nothing searched again")

    led = quantity_lead.led("how much weight has bram lost since spring", "", False, "weight lost", weeks, weeks,
                            QueryFilter(), None, 0.2, find)
    assert led is not None and led[0].id == "w110"
    assert quantity_lead.led("how is bram's back", "", False, "back", weeks, weeks, QueryFilter(), "bram", 0.2,
                             find) is None


def test_a_follow_up_is_said_by_the_things_records_as_the_chat_reads_them():
    scan = {"text": "Bone scan done, another bone scan in March next year", "sourceType": "message"}
    other = {"text": "shin sore after the hill reps", "sourceType": "message"}
    assert own_words_said.saying("scan", [scan, other]) == [scan]
    # "next" is said another way by the thing's record ("another … in March").
    assert own_words_said.with_carried_thing("next scan", "scan", [scan])
    assert not own_words_said.with_carried_thing("next scan", "scan", [other])
    # Asked again with the opening thing: only the records saying the thing count, and one must.
    assert own_words_said.with_opening_thing("next", "scan", [scan])
    assert not own_words_said.with_opening_thing("sore", "scan", [other])


def test_a_change_asked_by_other_verbs_reads_the_start():
    for question in ("how many steps has bram added since spring", "how much has his bp decreased",
                     "how far has her resting rate climbed", "how many kg has he shed"):
        assert start_values.asks_start(question), question
    # A count of things done is no value's change, and no quantity leads it (asked_values measures none).
    assert quantity_lead.asked("how many sessions has bram added", "", False, [])[2] == ()


def test_this_week_is_read_again_only_in_its_first_days():
    from datetime import datetime, timezone

    from shared.domain.models import SearchRequest

    monday, thursday = datetime(2026, 11, 30, 9, tzinfo=timezone.utc), datetime(2026, 12, 3, 9, tzinfo=timezone.utc)
    assert search._week_just_begun(SearchRequest(query="bram's resting hr this week"), monday)
    assert not search._week_just_begun(SearchRequest(query="bram's resting hr this week"), thursday)
    assert not search._week_just_begun(SearchRequest(query="bram's resting hr"), monday)
