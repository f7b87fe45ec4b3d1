"""bench.answers: the scoring on hand-made replies, the question file, and an in-process smoke run.

The smoke run asks a handful of demo questions through the real library calls
(semantic_search, the chat service) over the session's Firestore emulator and
checks what came back, not how fast.
"""

from __future__ import annotations

import json
import os
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from bench.answers import scoring
from bench.answers.questions import DEFAULT_QUESTIONS, Question, check_evidence, load_dataset, load_questions
from bench.answers.scoring import ChatReply, SearchReply, score

pytestmark = pytest.mark.heavy(15)


def question(**over: Any) -> Question:
    base = {"id": "q1", "dataset": "demo", "trainer": "coach-maya", "question": "What did Sarah say about her knee?",
            "kind": "named", "answerable": True, "evidence_ids": ["m-1", "m-2"], "split": "dev"}
    return Question.model_validate({**base, **over})


UNANSWERABLE = {"answerable": False, "evidence_ids": [], "why_unanswerable": "never_for_client"}


def test_a_cited_evidence_message_is_a_hit_and_the_search_hit_counts_its_top_ten() -> None:
    row = score(question(), ChatReply(True, ["m-9", "m-2"], 12.0), SearchReply([f"x{i}" for i in range(10)] + ["m-1"], 4.0))
    assert row.chat_outcome == "hit"
    assert row.search_hit is False  # the evidence came eleventh
    row = score(question(), ChatReply(True, ["m-2"], 12.0), SearchReply(["x", "m-1"], 4.0))
    assert (row.chat_outcome, row.search_hit) == ("hit", True)


def test_a_refusal_of_an_answerable_question_is_wrongful() -> None:
    row = score(question(), ChatReply(False, [], 9.0), SearchReply([], 3.0))
    assert (row.chat_outcome, row.search_hit) == ("wrongful_refusal", False)


def test_citations_without_evidence_are_cited_but_missed() -> None:
    row = score(question(), ChatReply(True, ["m-7", "sarah-kim"], 9.0), SearchReply(["m-7"], 3.0))
    assert row.chat_outcome == "cited_missed"


def test_unanswerable_questions_score_refusals_and_empty_searches() -> None:
    q = question(**UNANSWERABLE)
    refused = score(q, ChatReply(False, [], 9.0), SearchReply([], 3.0))
    assert (refused.chat_outcome, refused.search_empty, refused.search_hit) == ("correct_refusal", True, None)
    answered = score(q, ChatReply(True, ["m-5"], 9.0), SearchReply(["m-5"], 3.0))
    assert (answered.chat_outcome, answered.search_empty) == ("false_answer", False)


def test_failed_calls_are_errors_in_every_denominator_and_skips_in_none() -> None:
    rows = [
        score(question(id="a"), ChatReply(True, ["m-1"], 10.0), SearchReply(["m-1"], 2.0)),
        score(question(id="b"), ChatReply(False, [], 99.0, error="UNAVAILABLE"), SearchReply([], 1.0, error="UNAVAILABLE")),
        score(question(id="c"), ChatReply(False, [], 20.0), SearchReply([], 3.0)),
        score(question(id="d"), ChatReply(True, ["m-8"], 30.0), SearchReply(["m-2"], 4.0)),
        score(question(id="e"), None, None, skipped_why="clock"),
        score(question(id="f", **UNANSWERABLE), ChatReply(False, [], 40.0), SearchReply(["m-3"], 5.0)),
    ]
    f = scoring.aggregate(rows)
    assert (f["answerable"], f["unanswerable"], f["skipped"], f["errors"]) == (4, 1, 1, 1)
    assert (f["chatHit"], f["wrongfulRefusal"], f["citedMissed"], f["searchHit10"]) == (0.25, 0.25, 0.25, 0.5)
    assert (f["correctRefusal"], f["searchEmpty"]) == (1.0, 0.0)
    assert f["chatMsP50"] == 20.0 and f["chatMsP95"] == 40.0  # the failed call's 99 ms is not a latency
    rep = scoring.report(rows)
    assert rep["dev"]["demo"]["kinds"]["named"]["answerable"] == 4
    assert "| named |" in scoring.markdown(rep)


def test_percentile_is_nearest_rank() -> None:
    assert scoring.percentile([5.0, 1.0, 3.0, 2.0, 4.0], 50) == 3.0
    assert scoring.percentile([float(i) for i in range(1, 101)], 95) == 95.0
    assert scoring.percentile([], 50) is None


def test_question_file_rules(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="needs evidence_ids"):
        question(evidence_ids=[])
    with pytest.raises(ValueError, match="has no evidence_ids"):
        question(answerable=False)
    path = tmp_path / "q.jsonl"
    follow = question(id="q2", follow_up_of="q1", question="and his diet?").model_dump(mode="json")
    path.write_text(json.dumps(follow) + "\n" + json.dumps(question().model_dump(mode="json")) + "\n")
    with pytest.raises(ValueError, match="not earlier in the file"):
        load_questions(path)


def test_the_shipped_questions_match_their_data_sets() -> None:
    questions = load_questions(DEFAULT_QUESTIONS)
    datasets = {name: load_dataset(name) for name in {q.dataset for q in questions}}
    assert check_evidence(questions, datasets) == []
    assert len(questions) >= 150
    assert sum(not q.answerable for q in questions) >= 0.25 * len(questions)
    for split in ("dev", "test"):
        kinds = {q.kind for q in questions if q.split == split}
        assert {"possessive", "follow_up", "recency", "date_window", "numbers", "cross_client", "health"} <= kinds
        health = [q for q in questions if q.split == split and q.kind == "health"]
        assert sum(q.answerable for q in health) >= 5 and sum(not q.answerable for q in health) >= 3
    # The evidence check catches an id of another trainer.
    wrong = questions[0].model_copy(update={"evidence_ids": ["m-dan-sarah-005"]})
    assert check_evidence([wrong], {"demo": datasets["demo"]}) == [
        f"{wrong.id}: evidence m-dan-sarah-005 belongs to coach-dan, not coach-maya"]


def test_the_held_out_questions_match_their_data_set_and_are_test_only() -> None:
    # A reporting set (docs/ANSWERS.md): its evidence must belong to the asking trainer,
    # and no row may slip into the dev split that tuning reads.
    questions = load_questions(DEFAULT_QUESTIONS.parent / "holdout_questions.jsonl")
    assert check_evidence(questions, {"roster": load_dataset("roster")}) == []
    assert {q.split for q in questions} == {"test"}
    assert len({q.id for q in questions}) == len(questions) == 49
    assert sum(not q.answerable for q in questions) == 29


@pytest.mark.parametrize("name, at_least, unanswerable_share, every_kind", [
    ("blind", 140, 0.3, True),    # docs/ANSWERS.md, "Blind set"
    ("blind2", 100, 0.4, False),  # "Second blind set"
    ("blind3", 150, 0.45, True),  # "Third blind set"
    ("blind4", 200, 0.4, True),   # "Fourth blind set"
    ("blind5", 220, 0.4, True),   # "Fifth blind set"
    ("blind6", 350, 0.4, True),   # "Sixth blind set"
    ("blind7", 450, 0.4, True),   # "Seventh blind set"
    ("blind8", 450, 0.4, True),   # "Eighth blind set"
    ("blind9", 450, 0.4, True),   # "Ninth blind set"
    ("blind10", 450, 0.4, True),  # "Tenth blind set"
    ("blind11", 450, 0.4, True),  # "Eleventh blind set"
    ("blind12", 450, 0.4, True),  # "Twelfth blind set"
    ("blind13", 450, 0.4, True),  # "Thirteenth blind set"
    ("blind14", 450, 0.4, True),  # "Fourteenth blind set"
    ("blind15", 450, 0.4, True),  # "Fifteenth blind set"
    ("blind16", 700, 0.4, True),  # "Sixteenth blind set"
    ("blind17", 800, 0.4, True),  # "Seventeenth blind set"
    ("blind18", 750, 0.4, True),  # "Eighteenth blind set"
    ("blind19", 700, 0.4, True),  # "Nineteenth blind set"
    ("blind20", 750, 0.4, True),  # "Twentieth blind set"
    ("blind21", 800, 0.4, True),  # "Twenty-first blind set"
    ("blind22", 800, 0.4, True),  # "Twenty-second blind set"
    ("blind23", 800, 0.4, True),  # "Twenty-third blind set"
    ("blind24", 900, 0.4, True),  # "Twenty-fourth blind set"
    ("blind25", 880, 0.4, True),  # "Twenty-fifth blind set"
    ("blind26", 900, 0.4, True),  # "Twenty-sixth blind set"
    ("blind27", 950, 0.4, True),  # "Twenty-seventh blind set"
    ("blind28", 950, 0.4, True),  # "Twenty-eighth blind set"
    ("blind29", 950, 0.4, True),  # "Twenty-ninth blind set"
    ("blind30", 950, 0.4, True),  # "Thirtieth blind set"
    ("blind31", 950, 0.4, True),  # "Thirty-first blind set"
    ("blind32", 950, 0.4, True),  # "Thirty-second blind set"
    ("blind33", 950, 0.4, True),  # "Thirty-third blind set"
    ("blind34", 950, 0.4, True),  # "Thirty-fourth blind set"
    ("blind35", 950, 0.4, True),  # "Thirty-fifth blind set"
    ("blind36", 950, 0.4, True),  # "Thirty-sixth blind set"
    ("blind37", 950, 0.4, True),  # "Thirty-seventh blind set"
    ("blind38", 950, 0.4, True),  # "Thirty-eighth blind set"
    ("blind39", 950, 0.4, True),  # "Thirty-ninth blind set"
    ("blind40", 950, 0.4, True),  # "Fortieth blind set"
    ("blind41", 1000, 0.4, True),  # "Forty-first blind set"
    ("blind42", 1000, 0.4, True),  # "Forty-second blind set"
    ("blind43", 1000, 0.4, True),  # "Forty-third blind set"
    ("blind44", 1000, 0.4, True),  # "Forty-fourth blind set"
    ("blind45", 1000, 0.4, True),  # "Forty-fifth blind set"
    ("blind46", 1000, 0.4, True),  # "Forty-sixth blind set"
    ("blind47", 1000, 0.4, True),  # "Forty-seventh blind set"
    ("blind48", 1000, 0.4, True),  # "Forty-eighth blind set"
    ("blind49", 1000, 0.4, True),  # "Forty-ninth blind set"
    ("blind50", 1000, 0.4, True),  # "Fiftieth blind set"
    ("blind51", 1000, 0.4, True),  # "Fifty-first blind set"
])
def test_the_blind_questions_match_their_data_set_and_are_split_by_client(
        name: str, at_least: int, unanswerable_share: float, every_kind: bool) -> None:
    # Each blind set: evidence of the asking trainer, its share of unanswerable questions with every
    # reason in both splits (every kind too, where the set was written for it), and no client in both
    # splits, so the test half's clients are never seen while tuning.
    from bench.answers.questions import KINDS

    questions = load_questions(DEFAULT_QUESTIONS.parent / f"{name}_questions.jsonl")
    assert check_evidence(questions, {name: load_dataset(name)}) == []
    assert len(questions) >= at_least and sum(not q.answerable for q in questions) >= unanswerable_share * len(questions)
    for split in ("dev", "test"):
        if every_kind:
            assert set(KINDS) <= {q.kind for q in questions if q.split == split}
        assert {q.why_unanswerable for q in questions if q.split == split and not q.answerable} == {
            "never_for_client", "other_client", "other_trainer", "other_period"}
    dev = {q.client for q in questions if q.split == "dev" and q.client}
    test = {q.client for q in questions if q.split == "test" and q.client}
    assert dev and test and not dev & test


@pytest.mark.parametrize("builder, question_module", [
    ("build_blind", "blind_questions"), ("build_blind2", "blind2_questions"), ("build_blind3", "blind3_questions"),
    ("build_blind4", "blind4_questions"), ("build_blind5", "blind5_questions"),
    ("build_blind6", "blind6_questions"), ("build_blind7", "blind7_questions"),
    ("build_blind8", "blind8_questions"), ("build_blind9", "blind9_questions"),
    ("build_blind10", "blind10_questions"), ("build_blind11", "blind11_questions"),
    ("build_blind12", "blind12_questions"), ("build_blind13", "blind13_questions"),
    ("build_blind14", "blind14_questions"), ("build_blind15", "blind15_questions"),
    ("build_blind16", "blind16_questions"), ("build_blind17", "blind17_questions"),
    ("build_blind18", "blind18_questions"), ("build_blind19", "blind19_questions"),
    ("build_blind20", "blind20_questions"), ("build_blind21", "blind21_questions"),
    ("build_blind22", "blind22_questions"), ("build_blind23", "blind23_questions"),
    ("build_blind24", "blind24_questions"), ("build_blind25", "blind25_questions"),
    ("build_blind26", "blind26_questions"), ("build_blind27", "blind27_questions"),
    ("build_blind28", "blind28_questions"), ("build_blind29", "blind29_questions"),
    ("build_blind30", "blind30_questions"), ("build_blind31", "blind31_questions"),
    ("build_blind32", "blind32_questions"), ("build_blind33", "blind33_questions"),
    ("build_blind34", "blind34_questions"), ("build_blind35", "blind35_questions"),
    ("build_blind36", "blind36_questions"), ("build_blind37", "blind37_questions"),
    ("build_blind38", "blind38_questions"), ("build_blind39", "blind39_questions"),
    ("build_blind40", "blind40_questions"), ("build_blind41", "blind41_questions"),
    ("build_blind42", "blind42_questions"), ("build_blind43", "blind43_questions"),
    ("build_blind44", "blind44_questions"), ("build_blind45", "blind45_questions"),
    ("build_blind46", "blind46_questions"), ("build_blind47", "blind47_questions"),
    ("build_blind48", "blind48_questions"), ("build_blind49", "blind49_questions"),
    ("build_blind50", "blind50_questions"), ("build_blind51", "blind51_questions")])
def test_the_blind_data_sets_and_questions_are_rebuilt_byte_for_byte(builder: str, question_module: str) -> None:
    import importlib

    build = importlib.import_module(f"bench.answers_data.{builder}")
    questions = importlib.import_module(f"bench.answers_data.{question_module}")
    data, tags = build.build()
    assert json.dumps(data, indent=1, ensure_ascii=False) + "\n" == build.OUT.read_text()
    assert json.dumps(tags, indent=1, sort_keys=True) + "\n" == build.TAGS_OUT.read_text()
    rows = questions.rows()
    assert questions.HEADER + "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows) == questions.OUT.read_text()


def test_a_question_whose_window_moves_with_the_clock_is_skipped_on_the_emulators() -> None:
    from bench.answers.emulators import EmulatorAsker

    data = load_dataset("demo")
    asker = EmulatorAsker("demo", data)
    now = datetime.now(timezone.utc)
    last_week = question(question="What did Ben say about sleep last week?")
    assert asker.skip_reason(last_week.model_copy(update={"asked_at": now})) is None
    assert "last week" in (asker.skip_reason(last_week.model_copy(update={"asked_at": now - timedelta(days=60)})) or "")
    assert asker.skip_reason(question(asked_at=now - timedelta(days=60))) is None  # no time phrase


SMOKE = [
    {"id": "s1", "trainer": "coach-maya", "question": "What did Sarah say about her knee?", "kind": "named",
     "evidence_ids": ["m-maya-sarah-008", "m-maya-sarah-018", "m-maya-sarah-027", "m-maya-sarah-031"],
     "client": "sarah-kim"},
    {"id": "s2", "trainer": "coach-maya", "question": "What did John say about his shoulder?", "kind": "named",
     "evidence_ids": ["m-maya-john-015", "m-maya-john-017", "m-maya-john-021", "sn-maya-002"],
     "client": "john-reyes"},
    {"id": "s3", "trainer": "coach-maya", "question": "and what about his diet?", "kind": "follow_up",
     "evidence_ids": ["m-maya-john-025", "m-maya-john-026", "m-maya-john-027", "m-maya-john-030",
                      "m-maya-john-031", "tr-maya-john-20261117"], "client": "john-reyes", "follow_up_of": "s2"},
    {"id": "s4", "trainer": "coach-dan", "question": "who is breastfeeding?", "kind": "cross_client",
     "answerable": False, "evidence_ids": [], "why_unanswerable": "other_trainer"},
    {"id": "s5", "trainer": "coach-priya", "question": "What was Olivia's B12 result?", "kind": "numbers",
     "evidence_ids": ["m-priya-olivia-014", "m-priya-olivia-015"], "client": "olivia-chen"},
]


def demo_subset(clients: set[str]) -> dict[str, Any]:
    """The demo data set cut down to some clients (every trainer kept): a quicker load."""
    data = load_dataset("demo")
    chats = {c["id"] for c in data["chats"] if c["clientId"] in clients}
    keep = lambda section: [d for d in data[section] if d["clientId"] in clients]  # noqa: E731
    return {**data, "clients": [c for c in data["clients"] if c["id"] in clients], "chats": keep("chats"),
            "messages": [m for m in data["messages"] if m["chatId"] in chats],
            **{s: keep(s) for s in ("profiles", "sessionNotes", "transcripts", "checkins")}}


@pytest.mark.parametrize("store", ["local", "pinecone-standin"])
def test_in_process_smoke_over_the_demo_data(emulator: Any, store: str) -> None:
    from bench.answers.inprocess import InProcessAsker
    from bench.answers.runner import run_all

    questions = [Question.model_validate({"dataset": "demo", "split": "dev", "answerable": True, **q}) for q in SMOKE]
    host_before = os.environ["FIRESTORE_EMULATOR_HOST"]

    def make(name: str, data: dict[str, Any]) -> InProcessAsker:
        # Without the weekly notes (seconds of detector work): every benchmark run writes them.
        return InProcessAsker(name, data, emulator_host=emulator.host, project="demo-bench-answers-test",
                              weekly_notes=False, log=lambda _: None, store=store)

    data = demo_subset({"sarah-kim", "john-reyes", "olivia-chen", "marcus-hill", "nadia-haddad"})
    rows, info = run_all(make, questions, {"demo": data})
    by_id = {r.id: r for r in rows}
    assert os.environ["FIRESTORE_EMULATOR_HOST"] == host_before  # the asker gave the environment back
    assert info["load"]["demo"]["messages"] == len(data["messages"]) and info["load"]["demo"]["weeklyNotes"] == 0
    assert all(r.chat_outcome != "error" and r.chat_ms and r.search_ms for r in rows)
    assert (by_id["s1"].chat_outcome, by_id["s1"].search_hit) == ("hit", True)
    assert by_id["s2"].chat_outcome == "hit"
    # The follow-up was asked in s2's conversation: "his" is John, so his diet messages come back.
    assert by_id["s3"].chat_outcome == "hit"
    assert (by_id["s4"].chat_outcome, by_id["s4"].search_empty) == ("correct_refusal", True)
    assert by_id["s5"].search_hit is True
    figures = scoring.report(rows)["dev"]["demo"]["all"]
    assert figures["answerable"] == 4 and figures["unanswerable"] == 1


def test_compare_lists_the_questions_whose_outcome_changed() -> None:
    before = [score(question(id="a"), ChatReply(False, [], 5.0), SearchReply([], 1.0)),
              score(question(id="b"), ChatReply(True, ["m-1"], 5.0), SearchReply(["m-1"], 1.0))]
    after = [score(question(id="a"), ChatReply(True, ["m-2"], 5.0), SearchReply(["m-2"], 1.0)),
             score(question(id="b"), ChatReply(True, ["m-1"], 6.0), SearchReply(["m-1"], 2.0))]
    assert scoring.compare(scoring.rows_json(before), after) == [
        "a [named] chat wrongful_refusal -> hit; search hit False -> True"]


def test_unanswerable_questions_are_reported_by_why() -> None:
    rows = [score(question(id="a", **UNANSWERABLE), ChatReply(False, [], 5.0), SearchReply([], 1.0)),
            score(question(id="b", **{**UNANSWERABLE, "why_unanswerable": "other_trainer"}),
                  ChatReply(True, ["m-4"], 5.0), SearchReply(["m-4"], 1.0))]
    why = scoring.report(rows)["dev"]["demo"]["unanswerableByWhy"]
    assert why["never_for_client"]["correctRefusal"] == 1.0
    assert (why["other_trainer"]["correctRefusal"], why["other_trainer"]["searchEmpty"]) == (0.0, 0.0)
    assert "only for another trainer" in scoring.markdown(scoring.report(rows))


# -- health data: written through the validated write path, indexed by the triggers' sync, cited by record id ----

HEALTH = {
    "healthMetrics": [
        {"id": f"hm-{i}", "trainerId": "coach-maya", "clientId": "sarah-kim", "type": "weight", "value": v,
         "unit": "kg", "recordedAt": f"2026-11-{d:02d}T07:00:00Z"}
        for i, (d, v) in enumerate(((3, 72.4), (6, 72.0), (10, 71.6), (13, 71.1), (17, 70.8), (20, 70.5)))
    ],
    "healthGoals": [{"id": "goal-sarah-weight", "trainerId": "coach-maya", "clientId": "sarah-kim", "metric": "weight",
                     "target": 65, "unit": "kg", "deadline": "2027-03-01T00:00:00Z", "status": "active"}],
    "labResults": [{"id": "lab-sarah-ferritin", "trainerId": "coach-maya", "clientId": "sarah-kim",
                    "biomarker": "Ferritin", "value": 14, "unit": "ng/mL", "referenceLow": 15, "referenceHigh": 150,
                    "panelDate": "2026-11-12T08:00:00Z"}],
}
HEALTH_QUESTIONS = [
    {"id": "h1", "trainer": "coach-maya", "question": "How is Sarah's weight trending against her goal?",
     "kind": "health", "evidence_ids": ["sarah-kim:weight:2026-W47", "goal-sarah-weight"], "client": "sarah-kim"},
    {"id": "h2", "trainer": "coach-maya", "question": "What was Sarah's last ferritin?", "kind": "health",
     "evidence_ids": ["sarah-kim:20261112"], "client": "sarah-kim"},
    {"id": "h3", "trainer": "coach-dan", "question": "What was Sarah's last ferritin?", "kind": "health",
     "answerable": False, "evidence_ids": [], "why_unanswerable": "other_trainer"},
]


def test_health_record_ids_are_citable_evidence_of_their_trainer() -> None:
    data = {**demo_subset({"sarah-kim"}), **HEALTH}
    questions = [Question.model_validate({"dataset": "demo", "split": "dev", "answerable": True, **q})
                 for q in HEALTH_QUESTIONS]
    assert check_evidence(questions, {"demo": data}) == []
    stolen = questions[0].model_copy(update={"trainer": "coach-dan", "client": None})
    assert check_evidence([stolen], {"demo": data}) == [
        "h1: evidence sarah-kim:weight:2026-W47 belongs to coach-maya, not coach-dan",
        "h1: evidence goal-sarah-weight belongs to coach-maya, not coach-dan"]


def test_in_process_health_questions_are_answered_from_the_records_the_write_path_made(emulator: Any) -> None:
    from bench.answers.inprocess import InProcessAsker
    from bench.answers.runner import run_all

    questions = [Question.model_validate({"dataset": "demo", "split": "dev", "answerable": True, **q})
                 for q in HEALTH_QUESTIONS]

    def make(name: str, data: dict[str, Any]) -> InProcessAsker:
        return InProcessAsker(name, data, emulator_host=emulator.host, project="demo-bench-answers-health",
                              weekly_notes=False, log=lambda _: None)

    data = {**demo_subset({"sarah-kim"}), **HEALTH}
    rows, info = run_all(make, questions, {"demo": data})
    by_id = {r.id: r for r in rows}
    assert info["load"]["demo"]["health"] == {"healthMetrics": 6, "healthGoals": 1, "labResults": 1}
    assert by_id["h1"].chat_outcome == "hit" and by_id["h1"].search_hit is True
    assert by_id["h2"].chat_outcome == "hit"
    assert by_id["h3"].chat_outcome == "correct_refusal"


def test_a_health_document_the_app_could_not_write_is_refused_at_load(db: Any, backends: Any) -> None:
    from pydantic import ValidationError

    from shared.kernel.errors import NotFound
    from shared.usecases.health.loader import load_health
    from tests.factories import add_client

    add_client(db, "coach-maya", "sarah-kim", "Sarah Kim")
    future = {"healthMetrics": [{**HEALTH["healthMetrics"][0], "recordedAt": "2999-01-01T00:00:00Z"}]}
    with pytest.raises(ValidationError):
        load_health(backends, future)
    not_theirs = {"labResults": [{**HEALTH["labResults"][0], "trainerId": "coach-dan"}]}
    with pytest.raises(NotFound):
        load_health(backends, not_theirs)
    assert backends.store.count("coach-maya") == 0


def test_the_rosters_circles_hold_only_their_trainers_records_and_circle_questions_are_in_both_splits() -> None:
    """bench/answers_data/build_roster.py CIRCLES: every record put in by hand is a record of the circle's trainer
    (and of its client, for a circle about one client); the `circle` questions are split dev / test."""
    from bench.answers.questions import _owners
    from shared.usecases.circles.loader import requests

    data = load_dataset("roster")
    owner = _owners(data)
    clients = {c["id"]: c["trainerId"] for c in data["clients"]}
    chats = {c["id"]: c for c in data["chats"]}
    messages = {m["id"]: m for m in data["messages"]}
    made = list(requests(data))
    assert len(made) == len(data["circles"]) >= 8
    for trainer, create, batches in made:
        assert create.get("clientId") is None or clients[create["clientId"]] == trainer
        for record in (r for b in batches for r in b["records"]):
            assert owner[record["messageId"]] == trainer, record
            if "chatId" in record:
                assert messages[record["messageId"]]["chatId"] == record["chatId"]
                chat = chats[record["chatId"]]
                assert create.get("clientId") in (None, chat.get("clientId")), record
    assert sum(not b for _, _, b in made) >= 1  # a circle whose members are all automatic
    circle_qs = [q for q in load_questions(DEFAULT_QUESTIONS) if q.kind == "circle"]
    assert {q.split for q in circle_qs} == {"dev", "test"} and sum(not q.answerable for q in circle_qs) >= 2


def test_the_never_dev_questions_are_dev_only_and_rebuilt_byte_for_byte() -> None:
    # never_dev.jsonl (docs/ANSWERS.md, "After h-never"): dev clients of blind and blind2 only, evidence
    # of the asking trainer, mostly unanswerable, and written by its builder.
    from bench.answers_data import never_dev

    questions = load_questions(never_dev.OUT)
    assert check_evidence(questions, {name: load_dataset(name) for name in ("blind", "blind2")}) == []
    assert {q.split for q in questions} == {"dev"} and sum(not q.answerable for q in questions) >= 0.6 * len(questions)
    for name in ("blind", "blind2"):
        rows = load_questions(DEFAULT_QUESTIONS.parent / f"{name}_questions.jsonl")
        test_clients = {q.client for q in rows if q.split == "test" and q.client}
        assert not {q.client for q in questions if q.dataset == name} & test_clients
    rows = never_dev.rows()
    assert never_dev.HEADER + "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows) == never_dev.OUT.read_text()


def test_the_never_dev2_questions_are_dev_only_tagged_and_rebuilt_byte_for_byte() -> None:
    # never_dev2.jsonl (docs/ANSWERS.md, "After h-never2"): dev clients of blind3 only, evidence of the
    # asking trainer, at least 60 unanswerable and 25 answerable controls, each row's probe in its
    # note, and written by its builder.
    from bench.answers_data import never_dev2

    questions = load_questions(never_dev2.OUT)
    assert check_evidence(questions, {"blind3": load_dataset("blind3")}) == []
    assert {q.split for q in questions} == {"dev"} and {q.dataset for q in questions} == {"blind3"}
    assert sum(not q.answerable for q in questions) >= 60 and sum(q.answerable for q in questions) >= 25
    assert all((q.note or "").startswith("probe: ") for q in questions)
    assert all((q.note == "probe: control") == q.answerable for q in questions)
    rows = load_questions(DEFAULT_QUESTIONS.parent / "blind3_questions.jsonl")
    test_clients = {q.client for q in rows if q.split == "test" and q.client}
    assert not {q.client for q in questions} & test_clients
    rows = never_dev2.rows()
    assert never_dev2.HEADER + "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows) == never_dev2.OUT.read_text()


def test_a_run_whose_exit_hangs_dumps_every_thread_and_exits() -> None:
    """A worker thread that never returns would hold a finished run open at exit; the watchdog
    names it (its stack on stderr) and ends the process with status 1."""
    import subprocess
    import sys

    script = (
        "import threading, sys\n"
        "from bench.answers.__main__ import exit_watchdog\n"
        "def stuck_worker():\n"
        "    threading.Event().wait()\n"
        "threading.Thread(target=stuck_worker, name='stuck').start()\n"
        "exit_watchdog(0.5)\n"
        "sys.exit(0)\n"
    )
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "stuck_worker" in done.stderr
