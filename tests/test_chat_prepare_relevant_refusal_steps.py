"""chat/service.py `prepare`, `_relevant` and `_refusal` in their steps (h-review56), as h-review55 split `finish`:
the question's own words (`_question_asked`), the previous answer's records (`_previous_answered`), the topic
(`_topic_asked`); a refused period's records (`_period_relevant`), an answerable question's records (`_chosen`)
and what leads them (`_led`); the refusal's words (`_refusal_said`). Hand-written records, no emulator."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.domain.answerability import Decision
from shared.domain.retrieval import Candidate
from shared.usecases.chat import service

NAMES = {"ana": "Ana Reyes", "bo": "Bo Lind"}


def _c(n: int, relevance: float, text: str = "", ts: float | None = None) -> Candidate:
    metadata = {"text": text or f"record {n}", "clientId": "ana", "sourceType": "message"}
    if ts is not None:
        metadata["ts"] = ts
    return Candidate(f"m{n}", 0.0, relevance, metadata)


# The refusal's words: one per reason, the related records at a quarter of the threshold, three at most.

def test_an_unknown_subject_is_named():
    said = service._refusal_said(Decision(False, "unknown_subject", ("fenwick",)), "knee", "your messages with Ana",
                                 [], [], NAMES.values(), 0.4)
    assert said == ("I couldn't find any mention of 'Fenwick' in your messages with Ana.", "unknown_subject")


def test_records_outside_the_period_are_dated():
    text, outcome = service._refusal_said(Decision(False, "nothing_relevant"), "knee", "your messages with Ana in May",
                                          [], [_c(1, 0.9, "knee sore again", ts=1_700_000_000.0)], NAMES.values(), 0.4)
    assert outcome == "outside_period"
    assert text.startswith("I couldn't find any mentions of 'knee' in your messages with Ana in May. Outside that")
    assert "Nov 14, 2023" in text and "knee sore again" in text


def test_no_candidates_offer_no_topics():
    assert service._refusal_said(Decision(False, "no_candidates"), "knee", "your clients' messages",
                                 [_c(1, 0.9, "knee and hip and sleep")], [], NAMES.values(), 0.4) == (
        "I couldn't find any mentions of 'knee' in your clients' messages.", "no_match")


def test_an_absent_topic_only_planned_is_said_so():
    text, outcome = service._refusal_said(Decision(False, "topic_absent", absent_topic="pottery course",
                                                   only_planned=True), "pottery course", "your messages with Ana",
                                          [], [], NAMES.values(), 0.4)
    assert outcome == "topic_absent" and "only as a plan" in text and "'pottery course'" in text


@pytest.mark.parametrize("decision, named, outcome", [
    (Decision(False, "topic_absent", absent_topic="kiln"), "kiln", "topic_absent"),
    (Decision(False, "topic_absent"), "kiln course", "no_match"),
    (Decision(False, "nothing_relevant"), "kiln course", "no_match"),
])
def test_the_closest_topics_are_those_of_the_related_records(decision, named, outcome):
    candidates = [_c(1, 0.2, "sleep was bad"), _c(2, 0.15, "sleep and stress"), _c(3, 0.11, "stress at work"),
                  _c(4, 0.5, "hip"), _c(5, 0.09, "knee")]  # ranked as given: the first three over 0.1 are related
    text, got = service._refusal_said(decision, "kiln course", "your messages with Ana", candidates, [],
                                      NAMES.values(), 0.4)
    assert got == outcome
    assert text == f"I couldn't find any mentions of '{named}' in your messages with Ana. The closest topics I did " \
                   "find: sleep, stress."


def test_the_refusal_reads_no_index_first_and_the_topic_as_typed():
    backends = SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.4),
                               store=SimpleNamespace(count=lambda trainer: 0))
    decision = Decision(False, "no_candidates")
    assert service._refusal(backends, "t", decision, "knee", "Ana Reyes", None, [], [], NAMES)[1] == "no_index"
    backends.store.count = lambda trainer: 3
    assert service._refusal(backends, "t", decision, "knee", "Ana Reyes", None, [], [], NAMES) == (
        "I couldn't find any mentions of 'knee' in your messages with Ana Reyes.", "no_match")


# prepare's steps

def test_the_topic_leaves_the_clients_names():
    assert service._topic_asked("how is ana reyes knee", NAMES, "ana") == "knee"
    assert service._topic_asked("bo and the knee", NAMES, None) == "knee"


def _prepared(message: str) -> service.Prepared:
    return service.Prepared("t", SimpleNamespace(message=message, clientId=None),
                            SimpleNamespace(turns=[], focus_client_id=None), None)


def test_the_previous_answer_answers_only_with_records(monkeypatch):
    prompted = []
    monkeypatch.setattr(service, "_with_prompt", lambda *args: prompted.append(args))
    monkeypatch.setattr(service, "_previous_records", lambda *args: [])
    prepared = _prepared("who sent that")
    assert not service._previous_answered(None, prepared, "ana", NAMES, None, (), None)
    assert prepared.outcome == "answered" and not prompted
    records = [_c(1, 0.9)]
    monkeypatch.setattr(service, "_previous_records", lambda *args: records)
    assert service._previous_answered(None, prepared, "ana", NAMES, None, (), None)
    assert prepared.outcome == "previous_records" and prompted[0][2] is records


def test_the_questions_own_words_with_the_kind_named(monkeypatch):
    asked = []
    monkeypatch.setattr(service.search, "asked_words",
                        lambda backends, trainer, message, clients: asked.append(message) or ("session_note", "knee"))
    clients = [SimpleNamespace(client_id="ana", display_name="Ana Reyes")]
    message, set_aside, named_type, question = service._question_asked(
        None, _prepared("what did my notes say about the knee"), clients, NAMES, None)
    assert (message, set_aside, named_type, question) == ("what did my notes say about the knee", [], "session_note",
                                                          "knee")
    assert asked == [message]


# _relevant's steps

def _step(when=None, message="how is ana's knee"):
    # An answerable step also reads the reading's point of comparison (Reading.compared: none here).
    return SimpleNamespace(reading=SimpleNamespace(when=when, compared=None), now=None,
                           prepared=SimpleNamespace(request=SimpleNamespace(message=message)),
                           backends=SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.4)))


@pytest.mark.parametrize("decision, when, step", [
    (Decision(False, "nothing_relevant"), "may", "period"),
    (Decision(False, "unknown_subject"), "may", None),
    (Decision(False, "nothing_relevant"), None, None),
    (Decision(True, "relevant"), "may", "chosen"),
    (Decision(True, "relevant"), None, "chosen"),
])
def test_relevant_takes_the_period_step_or_the_chosen_and_led(monkeypatch, decision, when, step):
    monkeypatch.setattr(service, "_period_relevant", lambda s, found: (["period"], []))
    monkeypatch.setattr(service, "_chosen", lambda s, found: ["chosen"])
    monkeypatch.setattr(service, "_led", lambda s, found, followed: [*followed, "led"])
    got = service._relevant(_step(when), SimpleNamespace(candidates=[]), decision)
    assert got == {"period": (["period"], []), "chosen": (["chosen", "led"], []), None: ([], [])}[step]


def test_the_lead_is_cut_to_the_sources_or_the_followed_records(monkeypatch):
    step = SimpleNamespace(reading=SimpleNamespace(question="q", own_topic="", when=None, scope="ana"),
                           backends=SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.4)),
                           prepared=SimpleNamespace(request=SimpleNamespace(message="q"), conversation=SimpleNamespace(
                               turns=[])))
    found = SimpleNamespace(query="q", candidates=[], searched=None)
    monkeypatch.setattr(service, "_thread_asked", lambda s: "")
    monkeypatch.setattr(service, "_first_report_led", lambda *args: None)
    monkeypatch.setattr(service, "_return_led", lambda *args: None)
    monkeypatch.setattr(service.quantity_lead, "led", lambda *args: None)
    followed = [_c(n, 0.9) for n in range(3)]
    assert service._led(step, found, followed) is followed
    lead = [_c(n, 0.9) for n in range(20)]
    monkeypatch.setattr(service.quantity_lead, "led", lambda *args: lead)
    assert service._led(step, found, followed) == lead[:service.MAX_SOURCES]
    monkeypatch.setattr(service.quantity_lead, "led", lambda *args: None)
    monkeypatch.setattr(service, "_return_led", lambda *args: lead[:2])
    assert service._led(step, found, followed) == lead[:2]
