"""Circles (issue 18 part 6) through their callables on the Firestore emulator, and in retrieval and chat.

The seed (tests/chat_fixtures.py): trainer-a has John Reyes (shoulder j1, j2;
diet j3; schedule j4) and Sarah Kim (knee s1, sleep s2); trainer-b has Sam
Ortiz (shoulder x1). Every message is indexed with the real local embedder.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime, timezone

import numpy as np
import pytest
from google.cloud.firestore_v1.base_query import FieldFilter

import main
from shared.usecases.circles import centroids
from shared.domain.circles import ranking
from shared.usecases.circles import context as circle_context
from shared.usecases.circles.store import ASSIGNMENTS, CIRCLES
from shared.domain.retrieval import Candidate
from tests.chat_fixtures import seed

pytestmark = pytest.mark.emulator

SHOULDER = {"name": "Shoulder rehab", "description": "shoulder pain, overhead pressing, bench press"}


@pytest.fixture
def seeded(db, backends):
    seed(db, backends)
    return backends


def call(call_function, fn, data, uid="trainer-a"):
    status, body = call_function(fn, data, uid=uid)
    return status, body.get("result"), body.get("error")


def make_circle(call_function, data=SHOULDER, uid="trainer-a"):
    status, result, error = call(call_function, main.createCircle, data, uid)
    assert status == 200, error
    return result


def assign(call_function, circle_id, records, uid="trainer-a", fn=None):
    return call(call_function, fn or main.assignToCircle, {"circleId": circle_id, "records": records}, uid)


def test_create_list_get_update_delete(seeded, call_function, db):
    circle = make_circle(call_function)
    assert circle["name"] == "Shoulder rehab" and circle["clientId"] is None and circle["manualCount"] == 0
    assert circle["createdAt"].endswith("Z")
    stored = db.collection(CIRCLES).document(circle["circleId"]).get().to_dict()
    assert stored["trainerId"] == "trainer-a"
    assert len(stored["centroid"]) == seeded.embedder.dimension  # from the name and description alone

    _, listed, _ = call(call_function, main.listCircles, {})
    assert [c["circleId"] for c in listed["circles"]] == [circle["circleId"]]
    _, others, _ = call(call_function, main.listCircles, {}, uid="trainer-b")
    assert others["circles"] == []

    status, updated, error = call(call_function, main.updateCircle, {"circleId": circle["circleId"], "name": "Shoulder"})
    assert status == 200, error
    assert (updated["name"], updated["description"]) == ("Shoulder", SHOULDER["description"])

    status, deleted, _ = call(call_function, main.deleteCircle, {"circleId": circle["circleId"]})
    assert status == 200 and deleted["deleted"] is True
    assert not db.collection(CIRCLES).document(circle["circleId"]).get().exists
    assert list(db.collection(ASSIGNMENTS).where(filter=FieldFilter("circleId", "==", circle["circleId"])).stream()) == []


def test_errors_name_the_field_and_never_reveal_another_trainers_circle(seeded, call_function):
    circle = make_circle(call_function)
    status, _, error = call(call_function, main.createCircle, {"name": "   "})
    assert status == 400 and error["status"] == "INVALID_ARGUMENT" and "name" in error["message"]
    status, _, error = call(call_function, main.createCircle, {"name": "x", "trainerId": "trainer-b"})
    assert status == 400 and "trainerId" in error["message"]
    status, _, error = call(call_function, main.assignToCircle, {"circleId": circle["circleId"], "records": []})
    assert status == 400 and "records" in error["message"]
    for fn, data in ((main.getCircle, {"circleId": circle["circleId"]}),
                     (main.updateCircle, {"circleId": circle["circleId"], "name": "mine now"}),
                     (main.deleteCircle, {"circleId": circle["circleId"]}),
                     (main.assignToCircle, {"circleId": circle["circleId"], "records": [{"messageId": "x1", "chatId": "chat-sam"}]})):
        status, _, error = call(call_function, fn, data, uid="trainer-b")
        assert (status, error["status"]) == (404, "NOT_FOUND"), fn
    status, _, error = call(call_function, main.getCircle, {"circleId": "nope"})
    assert (status, error["status"]) == (404, "NOT_FOUND")
    # A client is not a trainer; a client of another trainer is not found.
    status, _, error = call(call_function, main.createCircle, {"name": "mine"}, uid="sarah")
    assert (status, error["status"]) == (403, "PERMISSION_DENIED")
    status, _, error = call(call_function, main.createCircle, {"name": "Sam", "clientId": "sam"})
    assert (status, error["status"]) == (404, "NOT_FOUND")
    status, body = call_function(main.listCircles, {}, uid=None)
    assert (status, body["error"]["status"]) == (401, "UNAUTHENTICATED")


def test_manual_assignment_resolves_the_callers_records_only(seeded, call_function):
    circle = make_circle(call_function)
    status, result, error = assign(call_function, circle["circleId"], [{"messageId": "j1", "chatId": "chat-john"}])
    assert status == 200, error
    assert result["assigned"] == 1
    # Another trainer's message, even with its right chat id, is not the caller's record.
    status, _, error = assign(call_function, circle["circleId"], [{"messageId": "x1", "chatId": "chat-sam"}])
    assert (status, error["status"]) == (404, "NOT_FOUND") and "records.0" in error["message"]
    status, _, error = assign(call_function, circle["circleId"], [{"messageId": "j1", "chatId": "chat-john"},
                                                                   {"messageId": "nothing-here"}])
    assert (status, error["status"]) == (404, "NOT_FOUND") and "records.1" in error["message"]
    _, detail, _ = call(call_function, main.getCircle, {"circleId": circle["circleId"]})
    manual = [r for r in detail["records"] if r["source"] == "manual"]
    assert [(r["messageId"], r["chatId"], r["clientId"], r["confidence"]) for r in manual] == [("j1", "chat-john", "john", 1.0)]


def test_a_circle_about_one_client_takes_only_their_records(seeded, call_function):
    circle = make_circle(call_function, {"name": "Sarah's knee", "clientId": "sarah"})
    status, _, error = assign(call_function, circle["circleId"], [{"messageId": "j1", "chatId": "chat-john"}])
    assert (status, error["status"]) == (400, "INVALID_ARGUMENT") and "records.0" in error["message"]
    _, detail, _ = call(call_function, main.getCircle, {"circleId": circle["circleId"]})
    assert {r["clientId"] for r in detail["records"]} <= {"sarah"}


def test_automatic_members_by_centroid_similarity_and_unassign_keeps_them_out(seeded, call_function, db):
    circle = make_circle(call_function)
    assign(call_function, circle["circleId"], [{"messageId": "j1", "chatId": "chat-john"}])
    _, detail, _ = call(call_function, main.getCircle, {"circleId": circle["circleId"]})
    auto = {r["messageId"]: r["confidence"] for r in detail["records"] if r["source"] == "auto"}
    # Confidence is the cosine to the centroid, above the measured threshold.
    assert auto and all(c >= centroids.AUTO_THRESHOLD for c in auto.values())
    assert "j2" in auto  # the other shoulder message
    assert "x1" not in auto  # never another trainer's
    assert "j4" not in auto  # rescheduling is not shoulder rehab
    assert detail["autoCount"] == len(auto)

    status, result, error = assign(call_function, circle["circleId"], [{"messageId": "j2", "chatId": "chat-john"}],
                                   fn=main.unassignFromCircle)
    assert status == 200 and result["unassigned"] == 1, error
    call(call_function, main.updateCircle, {"circleId": circle["circleId"], "description": "shoulder pain and overhead work"})
    _, detail, _ = call(call_function, main.getCircle, {"circleId": circle["circleId"]})
    assert "j2" not in {r["messageId"] for r in detail["records"]}


def test_centroid_is_the_mean_of_manual_vectors_plus_text_while_few():
    a, b, t = np.array([1.0, 0, 0]), np.array([0, 1.0, 0]), np.array([0, 0, 1.0])
    np.testing.assert_allclose(centroids.centroid([a, b], t), np.array([1, 1, 1]) / np.sqrt(3), rtol=1e-6)
    np.testing.assert_allclose(centroids.centroid([a, b, a], t), np.array([2, 1, 0]) / np.sqrt(5), rtol=1e-6)
    assert centroids.centroid([], None) is None


def _cand(id_, relevance, client="john"):
    return Candidate(id_, 0.5, relevance, {"clientId": client, "text": id_})


class _Vectors:
    """A store with only `fetch`: the one call circle_boost makes."""

    def __init__(self, vectors):
        self.vectors = vectors

    def fetch(self, trainer_id, ids):
        return {i: type("R", (), {"values": self.vectors[i], "metadata": {}})() for i in ids if i in self.vectors}


def test_boost_moves_circle_records_up_only_for_questions_about_the_circle():
    circle = ranking.CircleVector("k", "Knee", None, np.array([1.0, 0.0]))
    ctx = ranking.CircleContext([circle], manual={"c": frozenset({"k"})})
    store = _Vectors({"a": np.array([0.0, 1.0]), "b": np.array([0.0, 1.0]), "c": np.array([0.8, 0.6])})
    ranked = [_cand("a", 0.9), _cand("b", 0.8), _cand("c", 0.75)]
    about = ranking.circle_boost(ranked, ctx, np.array([1.0, 0.0]), store, "t")
    assert [c.id for c in about] == ["c", "a", "b"]
    assert about[0].metadata["circleName"] == "Knee" and "circleName" not in about[1].metadata
    assert [c.relevance for c in about] == [0.75, 0.9, 0.8]  # relevance is never changed
    elsewhere = ranking.circle_boost(ranked, ctx, np.array([0.0, 1.0]), store, "t")
    assert [c.id for c in elsewhere] == ["a", "b", "c"]  # not about the circle: order kept, still labelled
    assert elsewhere[2].metadata["circleId"] == "k"
    scoped = ranking.CircleContext([dataclasses.replace(circle, client_id="sarah")], manual=ctx.manual)
    assert [c.id for c in ranking.circle_boost(ranked, scoped, np.array([1.0, 0.0]), store, "t")] == ["a", "b", "c"]


def test_a_text_too_short_for_a_topic_is_a_member_only_by_hand():
    assert not ranking.may_join_automatically({"text": "ok!"})
    assert not ranking.may_join_automatically({"text": "Noted 👌"})
    assert not ranking.may_join_automatically({"text": "what time tomorrow?"})
    assert ranking.may_join_automatically({"text": "my knee hurts on stairs"})
    assert ranking.may_join_automatically({})  # no text to judge (not a message): not refused
    circle = ranking.CircleVector("k", "Knee", None, np.array([1.0, 0.0]))
    store = _Vectors({"ack": np.array([0.9, 0.1]), "knee": np.array([0.9, 0.1]), "mine": np.array([0.9, 0.1])})
    ranked = [Candidate("other", 0.5, 0.95, {"clientId": "john", "text": "see you on thursday then coach"}),
              Candidate("ack", 0.5, 0.9, {"clientId": "john", "text": "ok!"}),
              Candidate("knee", 0.5, 0.8, {"clientId": "john", "text": "my knee hurts on stairs"}),
              Candidate("mine", 0.5, 0.7, {"clientId": "john", "text": "Thanks!"})]
    ctx = ranking.CircleContext([circle], manual={"mine": frozenset({"k"})})
    out = {c.id: c for c in ranking.circle_boost(ranked, ctx, np.array([1.0, 0.0]), store, "t")}
    assert "circleId" not in out["ack"].metadata  # close to the centroid, but no topic: not labelled
    assert out["knee"].metadata["circleId"] == "k" and out["mine"].metadata["circleId"] == "k"  # by hand: yes
    order = [c.id for c in ranking.circle_boost(ranked, ctx, np.array([1.0, 0.0]), store, "t")]
    assert order.index("knee") < order.index("ack")  # and no centroid gain for "ok!"


def test_without_circles_ranking_is_untouched(seeded):
    ranked = [_cand("a", 0.9), _cand("b", 0.8)]
    assert ranking.circle_boost(ranked, None, np.array([1.0, 0.0]), None, "t") == ranked
    assert circle_context.circle_context(seeded, "trainer-a") is None


def test_chat_cites_the_circle_and_lists_the_circles_used(seeded, call_function):
    circle = make_circle(call_function)
    assign(call_function, circle["circleId"], [{"messageId": "j1", "chatId": "chat-john"},
                                                {"messageId": "j2", "chatId": "chat-john"}])
    status, body = call_function(main.chatWithAI, {"message": "What did John say about his shoulder?"}, uid="trainer-a")
    assert status == 200, body
    result = body["result"]
    cited = {s["messageId"]: s for s in result["sources"]}
    assert set(cited) == {"j1", "j2"}
    assert all(s["circleName"] == "Shoulder rehab" and s["circleId"] == circle["circleId"] for s in cited.values())
    assert cited["j2"]["label"] == "[Oct 10, 2025] John Reyes (circle: Shoulder rehab)"
    assert result["circles"] == [{"circleId": circle["circleId"], "name": "Shoulder rehab"}]
    # Another trainer asking the same never sees trainer-a's circle.
    _, other = call_function(main.chatWithAI, {"message": "What did Sam say about his shoulder?"}, uid="trainer-b")
    assert other["result"]["circles"] == [] and all(s["circleId"] is None for s in other["result"]["sources"])


def test_chat_without_circles_answers_as_before(seeded, call_function):
    status, body = call_function(main.chatWithAI, {"message": "What did John say about his shoulder?"}, uid="trainer-a")
    assert status == 200, body
    result = body["result"]
    assert result["circles"] == []
    src = {s["messageId"]: s for s in result["sources"]}["j2"]
    assert src["label"] == "[Oct 10, 2025] John Reyes" and src["circleId"] is None


def test_delete_client_takes_their_circles_and_assignments_and_recomputes_the_rest(seeded, call_function, db):
    general = make_circle(call_function)
    about_john = make_circle(call_function, {"name": "John's shoulder", "clientId": "john"})
    assign(call_function, general["circleId"], [{"messageId": "j1", "chatId": "chat-john"},
                                                 {"messageId": "s1", "chatId": "chat-sarah"}])
    before = db.collection(CIRCLES).document(general["circleId"]).get().to_dict()["centroid"]
    status, _, error = call(call_function, main.deleteClient, {"clientId": "john"})
    assert status == 200, error
    assert not db.collection(CIRCLES).document(about_john["circleId"]).get().exists
    left = [a.to_dict() for a in db.collection(ASSIGNMENTS).where(filter=FieldFilter("trainerId", "==", "trainer-a")).stream()]
    assert left and all(a["clientId"] != "john" for a in left)
    after = db.collection(CIRCLES).document(general["circleId"]).get().to_dict()
    assert after["manualCount"] == 1 and after["centroid"] != before


def test_delete_trainer_account_takes_every_circle(seeded, call_function, db):
    circle = make_circle(call_function)
    assign(call_function, circle["circleId"], [{"messageId": "j1", "chatId": "chat-john"}])
    status, _, error = call(call_function, main.deleteTrainerAccount, {"confirm": True})
    assert status == 200, error
    assert list(db.collection(CIRCLES).where(filter=FieldFilter("trainerId", "==", "trainer-a")).stream()) == []
    assert list(db.collection(ASSIGNMENTS).where(filter=FieldFilter("trainerId", "==", "trainer-a")).stream()) == []


def test_search_is_unchanged_by_a_circle_the_query_is_not_about(seeded, call_function):
    from shared.domain.models import SearchRequest
    from shared.usecases.search import semantic_search

    request = SearchRequest(query="How did Sarah sleep this week?", limit=10)
    # Asked in the week of the seed's sleep message: "this week" keeps the search to it.
    now = datetime(2025, 10, 14, 9, tzinfo=timezone.utc)
    before = semantic_search(seeded, "trainer-a", request, now=now)
    circle = make_circle(call_function)
    assign(call_function, circle["circleId"], [{"messageId": "j1", "chatId": "chat-john"}])
    after = semantic_search(seeded, "trainer-a", request, now=now)
    assert before.results, "the question has an answer in the seed"
    assert [(r.messageId, r.score) for r in after.results] == [(r.messageId, r.score) for r in before.results]
    assert all("(circle:" not in (r.citation or "") for r in after.results)


def test_search_reranks_a_question_about_the_circle_through_the_real_path(seeded, call_function, monkeypatch):
    """A large manual boost makes the effect unmistakable: the record put in the circle by hand comes first."""
    from shared.domain.models import SearchRequest
    from shared.usecases.search import semantic_search

    request = SearchRequest(query="shoulder pain during pressing", limit=10)
    before = [r.messageId for r in semantic_search(seeded, "trainer-a", request).results]
    assert before[:2] in (["j1", "j2"], ["j2", "j1"]), before
    second = before[1]
    circle = make_circle(call_function)
    assign(call_function, circle["circleId"], [{"messageId": second, "chatId": "chat-john"}])
    monkeypatch.setattr(ranking, "MANUAL_BOOST", 1.0)
    after = semantic_search(seeded, "trainer-a", request).results
    assert after[0].messageId == second
    assert after[0].citation.endswith("(circle: Shoulder rehab)")
    assert sorted(r.messageId for r in after) == sorted(before)  # re-ordered, nothing added or dropped


def test_a_search_runs_without_circles_when_they_cannot_be_read(seeded, monkeypatch):
    from google.api_core.exceptions import ServiceUnavailable

    from shared.usecases.circles import store as circles_store
    from shared.domain.models import SearchRequest
    from shared.usecases.search import semantic_search

    def down(*_args, **_kwargs):
        raise ServiceUnavailable("firestore down")

    monkeypatch.setattr(circles_store, "list_circles", down)
    assert circle_context.circle_context(seeded, "trainer-a") is None
    results = semantic_search(seeded, "trainer-a", SearchRequest(query="shoulder pain", limit=5)).results
    assert {"j1", "j2"} <= {r.messageId for r in results}


def test_a_data_sets_circles_load_through_the_use_cases(seeded, db):
    """The answer benchmark's `circles` (bench/answers_data/build_roster.py): created and filled by hand through the
    circles use cases, automatic members from the centroid; a circle the app could not make is refused."""
    from shared.kernel.errors import NotFound
    from shared.usecases.circles import service
    from shared.usecases.circles.loader import load_circles, requests
    from shared.domain.circles.models import CircleIdRequest, ListCirclesRequest

    dataset = {"circles": [
        {"trainerId": "trainer-a", "name": "Shoulder rehab", "description": SHOULDER["description"],
         "records": [{"messageId": "j1", "chatId": "chat-john"}, {"messageId": "j2", "chatId": "chat-john"}]},
        {"trainerId": "trainer-a", "name": "Sarah's knee", "description": "knee pain after squats", "clientId": "sarah",
         "records": []},
    ]}
    assert [len(batches) for _, _, batches in requests(dataset)] == [1, 0]
    assert load_circles(seeded, dataset) == {"circles": 2, "manual": 2}
    made = {c.name: c for c in service.list_circles(seeded, "trainer-a", ListCirclesRequest()).circles}
    assert made["Shoulder rehab"].manualCount == 2 and made["Sarah's knee"].clientId == "sarah"
    knee = service.get_circle(seeded, "trainer-a", CircleIdRequest(circleId=made["Sarah's knee"].circleId))
    # A circle with nothing put in by hand collects its members from its name and description alone.
    assert [(r.messageId, r.source) for r in knee.records] == [("s1", "auto")]
    assert service.list_circles(seeded, "trainer-b", ListCirclesRequest()).circles == []
    with pytest.raises(NotFound):  # another trainer's record: what assignToCircle refuses, the loader refuses
        load_circles(seeded, {"circles": [{"trainerId": "trainer-b", "name": "Shoulder",
                                           "records": [{"messageId": "j1", "chatId": "chat-john"}]}]})


def test_the_answer_names_the_circle_a_quoted_fact_comes_from(seeded, call_function):
    """The offline answer says the circle next to each quote; the prompt asks a hosted model to say it too."""
    from datetime import datetime, timezone

    from shared.domain.prompt import CIRCLE_RULE, build_prompt

    circle = make_circle(call_function)
    assign(call_function, circle["circleId"], [{"messageId": "j1", "chatId": "chat-john"}])
    _, body = call_function(main.chatWithAI, {"message": "What did John say about his shoulder?"}, uid="trainer-a")
    lines = {s["messageId"]: s for s in body["result"]["sources"]}
    assert lines["j1"]["circleName"] == "Shoulder rehab"
    assert 'John Reyes wrote (circle: Shoulder rehab): "Bench press hurt my shoulder' in body["result"]["response"]
    now = datetime(2025, 10, 13, tzinfo=timezone.utc)
    plain = {"sourceId": "m1", "senderName": "John Reyes", "text": "my shoulder hurts"}
    without = build_prompt("shoulder?", [(0.9, plain)], [], None, 2000, now)
    labelled = build_prompt("shoulder?", [(0.9, {**plain, "circleName": "Shoulder rehab"})], [], None, 2000, now)
    assert CIRCLE_RULE not in without.messages[0].content and CIRCLE_RULE in labelled.messages[0].content
    assert "(circle: Shoulder rehab)" in labelled.messages[1].content


def test_an_automatic_member_must_stand_out_from_its_clients_other_records():
    """A message is embedded with its sender's name, so a centroid of one client's messages is close to all they
    wrote: an automatic member needs MEMBER_MARGIN above its client's median (the circle's `baselines`)."""
    circle = ranking.CircleVector("k", "Knee rehab", "peggy", np.array([1.0, 0.0]), baselines={"peggy": 0.45})
    assert ranking.member_threshold(circle.baselines, "peggy") == pytest.approx(0.45 + ranking.MEMBER_MARGIN)
    assert ranking.member_threshold(circle.baselines, "other") == ranking.AUTO_THRESHOLD  # no median: as before
    store = _Vectors({"chatter": np.array([0.52, 0.854]), "knee": np.array([0.8, 0.6]), "mine": np.array([0.3, 0.954])})
    ranked = [Candidate("chatter", 0.5, 0.9, {"clientId": "peggy", "text": "Got the new plan, looks tough"}),
              Candidate("knee", 0.5, 0.8, {"clientId": "peggy", "text": "the physio measured my bend at 95 degrees"}),
              Candidate("mine", 0.5, 0.7, {"clientId": "peggy", "text": "walked to the shops without my stick"})]
    ctx = ranking.CircleContext([circle], manual={"mine": frozenset({"k"})})
    out = {c.id: c for c in ranking.circle_boost(ranked, ctx, np.array([1.0, 0.0]), store, "t")}
    assert "circleId" not in out["chatter"].metadata  # 0.52: above AUTO_THRESHOLD, not her median + margin
    assert out["knee"].metadata["circleId"] == "k" and out["mine"].metadata["circleId"] == "k"
    assert centroids.client_baselines([type("M", (), {"score": s, "metadata": {"clientId": "peggy"}})()
                                       for s in (0.3, 0.4, 0.5, 0.6, 0.7)]) == {"peggy": 0.5}
    assert centroids.client_baselines([type("M", (), {"score": 0.9, "metadata": {}})()] * 4) == {}  # too few
