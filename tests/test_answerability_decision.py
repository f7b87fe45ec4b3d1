"""The answerability decision: its evidence, its rule, its fitted model, and the product paths using it."""

from __future__ import annotations

from datetime import timedelta

import pytest

from shared.domain import answerability
from shared.domain.answerability import AnswerabilityModel, Evidence, Term, decide, evidence
from shared.domain.fingerprint import decision_fingerprint

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def term(word: str, *, found: bool, meaning: float = 0.0, salience: float = 0.0, typed: str = "") -> Term:
    return Term(word, 1.0, found, found, meaning, salience, typed or word)


def test_a_salient_word_nothing_means_is_unmatched():
    e = evidence(0.8, [term("zoe", found=True), term("sunburnt", found=False, meaning=0.40, salience=0.68)])
    assert e.unmatched_salience == pytest.approx(0.68)
    assert e.missing_salience == pytest.approx(0.68)
    assert e.absent == "sunburnt"
    assert e.history_coverage == pytest.approx(0.5)


def test_a_paraphrased_word_is_matched_in_meaning():
    # "strolls" never occurs, "walked" does (cosine at or above MEANING_SAME): nothing unmatched.
    e = evidence(0.8, [term("strolls", found=False, meaning=answerability.MEANING_SAME + 0.01, salience=0.5)])
    assert e.unmatched_salience == 0.0
    assert e.missing_salience == pytest.approx(0.5)


def test_meaning_between_chance_and_same_counts_in_part():
    half = (answerability.MEANING_CHANCE + answerability.MEANING_SAME) / 2
    e = evidence(0.8, [term("ramen", found=False, meaning=half, salience=0.4)])
    assert e.unmatched_salience == pytest.approx(0.2)


def test_scaffolding_the_question_does_not_rest_on_weighs_little():
    # "what did her doctor *find*?": the word is missing, but the question barely changes without it.
    e = evidence(0.9, [term("doctor", found=True), term("find", found=False, meaning=0.45, salience=0.05)])
    assert e.unmatched_salience == pytest.approx(0.05)


def test_the_refusal_names_the_word_as_typed():
    e = evidence(0.9, [term("sunning", found=False, meaning=0.3, salience=0.5, typed="running")])
    assert e.absent == "running"


def test_no_content_words_miss_nothing():
    e = evidence(0.75, [])
    assert (e.history_coverage, e.top_coverage, e.missing_salience, e.unmatched_salience) == (1.0, 1.0, 0.0, 0.0)


def test_decide_unknown_subject_first_then_threshold_then_model():
    absent = Evidence(0.9, 0.5, 0.5, 0.7, 0.7, "sunburnt")
    assert decide(0.9, 0.7, ["berlin"], absent, MODEL).reason == "unknown_subject"
    assert decide(None, 0.7, [], absent, MODEL).reason == "no_candidates"
    assert decide(0.5, 0.7, [], absent, MODEL).reason == "nothing_relevant"
    refused = decide(0.9, 0.7, [], absent, MODEL)
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "sunburnt")
    assert refused.probability is not None and refused.probability < MODEL.cut
    kept = decide(0.9, 0.7, [], Evidence(0.9, 1.0, 1.0), MODEL)
    assert (kept.answerable, kept.reason) == (True, "relevant")


def test_without_a_model_the_threshold_decides():
    assert decide(0.71, 0.7, [], Evidence(0.71, 0.0, 0.0, 1.0, 1.0, "x"), None).answerable is True
    assert decide(0.69, 0.7).answerable is False


def test_the_model_applies_only_at_the_threshold_it_was_fitted_after():
    absent = Evidence(0.9, 0.5, 0.5, 0.7, 0.7, "sunburnt")
    assert decide(0.9, 0.0, [], absent, MODEL).answerable is True  # "show me everything": no veto
    assert decide(0.9, 0.7, [], absent, MODEL).answerable is False


def test_model_for_needs_the_running_features(monkeypatch):
    entry = {"weights": {"unmatched_salience": -7.0}, "bias": 0.5, "cut": 0.2, "threshold": 0.7, "features": "abc"}
    monkeypatch.setattr(answerability, "_models", lambda: {"m": entry})
    answerability.model_for.cache_clear()
    try:
        assert answerability.model_for("m", "abc") == AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)
        assert answerability.model_for("m", "other") is None  # fitted on other features: not used
        assert answerability.model_for("unknown-model", "abc") is None
    finally:
        answerability.model_for.cache_clear()


def test_the_shipped_model_weighs_an_unmatched_topic_against_answering():
    model = answerability.model_for("all-MiniLM-L6-v2-int8-pertoken", decision_fingerprint())
    assert model is not None, "answerability.json is stale: re-run python -m bench.answerability"
    assert model.weights["unmatched_salience"] < 0
    assert model.probability(Evidence(0.8, 1.0, 1.0)) >= model.cut
    assert model.probability(Evidence(0.8, 0.5, 0.5, 0.7, 0.7)) < model.cut


def test_without_words_and_record_words():
    assert answerability.without_words("Did Zoe get sunburnt?", ["sunburnt"]) == "Did Zoe get ?"
    assert answerability.without_words("how is Freya's marathon going", ["freya"]) == "how is marathon going"
    assert answerability.record_words(["Walked every evening, 4 dry nights!", "walked again, legs ok"]) == ["walked", "every", "evening", "dry", "nights", "legs"]  # "again": a function word; "ok", "4": under 3 letters


# -- through the product paths (local MiniLM, local store, Firestore emulator) ---------------


@pytest.mark.emulator
def test_a_topic_the_client_never_mentioned_is_refused_by_search_and_chat(db, backends):
    from shared.domain.models import SearchRequest
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest
    from shared.usecases.search import semantic_search
    from tests.factories import ZOE_START as start, seed_zoe

    seed_zoe(db, backends)

    absent = semantic_search(backends, "coach", SearchRequest(query="Did Zoe get sunburnt?", clientId="zoe"))
    assert absent.results == []
    reply = service.answer(backends, "coach", ChatRequest(message="Did Zoe get sunburnt?"), now=start + timedelta(days=30))
    assert reply.hasContext is False and reply.sources == []
    assert "sunburnt" in reply.response and "Zoe Papadopoulos" in reply.response

    # A paraphrase of what she did say is still answered, and cites it.
    walked = service.answer(backends, "coach", ChatRequest(message="Has Zoe been going for strolls after work?"),
                            now=start + timedelta(days=30))
    assert walked.hasContext is True
    assert "z2" in [s.messageId for s in walked.sources]

    # ...because "strolls" and "walked" name one thing (shared/domain/kinds.py): the word is not
    # missing at all. (A paraphrase the table does not know is matched by its words' cosine:
    # test_a_paraphrased_word_is_matched_in_meaning.)
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases.search import decision_model, question_evidence, search_candidates

    scope = QueryFilter(client_id="zoe")
    query = "Has been going for strolls after work?"
    candidates = search_candidates(backends, "coach", query, 24, scope)
    _, scale = decision_model(backends.embedder.model_id)
    e = question_evidence(backends, "coach", query, candidates, scope, max(c.relevance for c in candidates), scale)
    assert e.absent != "strolls"
    assert e.unmatched_salience < 0.2


def test_a_missing_word_whose_name_has_only_siblings_in_the_candidates_refuses_however_little_it_weighs():
    # "Did Priyanka hurt her elbow in the front rack?": the records name her wrist. MiniLM's question
    # embedding barely rests on "elbow" (salience 0.12): the model alone would answer.
    elbow = Term("elbow", 1.0, False, False, 0.45, 0.12, "elbow", sibling=True)
    facts = evidence(0.98, [term("front", found=True), term("rack", found=True), elbow])
    assert facts.sibling_only == "elbow"
    assert MODEL.probability(facts) >= MODEL.cut
    refused = decide(0.98, 0.7, [], facts, MODEL)
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "elbow")
    # A present word is never a sibling-only one, and without the flag the model decides as before.
    plain = evidence(0.98, [term("front", found=True), Term("elbow", 1.0, False, False, 0.45, 0.12, "elbow")])
    assert plain.sibling_only == "" and decide(0.98, 0.7, [], plain, MODEL).answerable is True


def test_only_the_candidates_siblings_make_a_word_sibling_only():
    from shared.domain.retrieval import Candidate
    from shared.domain.word_evidence import siblings_only

    def cands(*texts: str) -> list[Candidate]:
        return [Candidate(f"c{n}", 0.5, 0.9, {"text": t}) for n, t in enumerate(texts)]

    question = "did hurt her elbow in the front rack?"
    words = {"elbow": ["elbow"]}
    assert siblings_only(question, words, cands("my right wrist clicks in the front rack")) == {"elbow": True}
    # The family's broader word may be about the elbow; nothing of the family says nothing either way.
    assert siblings_only(question, words, cands("my wrist clicks", "my arm aches after curls")) == {"elbow": False}
    assert siblings_only(question, words, cands("front squats felt heavy today")) == {"elbow": False}
    # A sibling inside a phrase: "half marathon" for "marathon" (the whole phrase asked: "full marathon").
    assert siblings_only("has run a full marathon?", {"marathon": ["marathon"]},
                         cands("signed up for the Bath half marathon")) == {"marathon": True}


def test_a_name_inside_a_hyphenated_compound_does_not_name_the_thing():
    from shared.domain import kinds

    # The name only modifies another word: left out.
    assert "leg" not in kinds.without_modifier_compounds("single-leg stance 6 s").split()
    assert kinds.entries(kinds.without_modifier_compounds("back-to-back days, knee-high socks")) == []
    # A compound that is itself a name, or holds none, stays as written.
    for text in ("the X-ray says no fracture", "3 pull-ups", "Bath half-marathon", "sit-to-stand 3 x 10", "4-6 weeks"):
        assert kinds.without_modifier_compounds(text) == text
    assert [e.family for e in kinds.entries(kinds.without_modifier_compounds("the X-ray was clear"))] == ["scan"]


def test_a_broader_word_inside_a_compound_does_not_hide_the_sibling():
    from shared.domain.retrieval import Candidate
    from shared.domain.word_evidence import siblings_only

    def cands(*texts: str) -> list[Candidate]:
        return [Candidate(f"c{n}", 0.5, 0.9, {"text": t}) for n, t in enumerate(texts)]

    # "single-leg stance" is an exercise: the record speaks of the wrist, not of the leg, so a
    # question about the knee finds only a sibling.
    note = "After her fall: left wrist bruised, no fracture. Balance: single-leg stance 6 s, sit-to-stand 3 x 10."
    assert siblings_only("did injure her knee when she fell?", {"knee": ["knee"]}, cands(note)) == {"knee": True}
    assert siblings_only("did hurt her hip when she fell?", {"hip": ["hip"]}, cands(note)) == {"hip": True}
    # The leg named as such may still be about the knee.
    assert siblings_only("did injure her knee when she fell?", {"knee": ["knee"]},
                         cands("left wrist bruised, and my leg aches")) == {"knee": False}
