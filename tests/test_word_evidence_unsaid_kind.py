"""word_evidence.unsaid_kind (h-other12): a thing of a family of things (a medicine, a test, a scan,
an operation, a piece of kit) that the question names, that the history never says, and whose family
none of the candidates names at all, did not come up. Hand-written questions and records."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import word_evidence
from shared.domain.answerability import AnswerabilityModel, Evidence, decide

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def _c(text: str, source: str = "message") -> SimpleNamespace:
    return SimpleNamespace(metadata={"text": text, "sourceType": source}, relevance=0.9, id=text[:10])


ANKLE = [_c("rolled the ankle on the trail, swollen tonight"), _c("ice it and keep walking gently")]


def test_a_scan_or_an_injection_no_candidate_names_the_family_of_is_refused():
    assert word_evidence.unsaid_kind("did pia get an mri on the ankle", ["mri"], ANKLE) == "mri"
    assert word_evidence.unsaid_kind("did pia have a cortisone injection for it", ["cortisone", "injection"],
                                     ANKLE) == "cortisone"


def test_a_family_named_in_other_words_by_a_candidate_keeps_the_question():
    # The record says "scan" (the family's broader word) or another member ("x-ray"): the model decides.
    assert word_evidence.unsaid_kind("did pia get an mri on the ankle", ["mri"],
                                     ANKLE + [_c("scan on monday says its a sprain")]) == ""
    assert word_evidence.unsaid_kind("did pia get an mri on the ankle", ["mri"],
                                     ANKLE + [_c("the x-ray was clear, no break")]) == ""
    assert word_evidence.unsaid_kind("did pia have a cortisone injection for it", ["cortisone", "injection"],
                                     ANKLE + [_c("had a jab at the clinic friday")]) == ""


def test_a_profiles_field_label_names_no_family():
    label_only = _c("Client profile of Pia Holm: age: 31; medications: none; injuries: left ankle", "client_profile")
    assert word_evidence.unsaid_kind("is pia on ibuprofen", ["ibuprofen"], ANKLE + [label_only]) == "ibuprofen"
    holds_one = _c("Client profile of Pia Holm: age: 31; medications: naproxen", "client_profile")
    assert word_evidence.unsaid_kind("is pia on ibuprofen", ["ibuprofen"], ANKLE + [holds_one]) == ""


def test_broader_words_other_families_and_nothing_missing_are_left_alone():
    assert word_evidence.unsaid_kind("is pia on any meds", ["meds"], ANKLE) == ""  # a family's broader word
    assert word_evidence.unsaid_kind("did pia mention her knee", ["knee"], ANKLE) == ""  # a body part
    assert word_evidence.unsaid_kind("pias 10k race", ["race"], ANKLE) == ""  # an event, said in other words
    assert word_evidence.unsaid_kind("how is pia's ankle", [], ANKLE) == ""


def test_decide_refuses_the_unsaid_kind_and_names_it():
    kept = Evidence(0.9, 0.6, 0.6, 0.1, 0.1, "mri")
    refused = decide(0.9, 0.7, [], kept, MODEL, "", "",
                     word_evidence.unsaid_kind("did pia get an mri on the ankle", ["mri"], ANKLE))
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "mri")
    assert decide(0.9, 0.7, [], kept, MODEL).answerable is True  # the model alone answers it
