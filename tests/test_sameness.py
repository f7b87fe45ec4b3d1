"""One notion of "this record's words mean the question's word", for ranking and deciding alike.

shared/domain/sameness.py: the ranking's `coverage` / `missing_words` and the decision's
`holds` give the same answer for the same word and record, phrases of the kinds table
included, and a sibling never counts.
"""

from __future__ import annotations

import pytest

from shared.domain import answerability, kinds, sameness
from shared.domain.calibration import IDENTITY_SCALE, REFERENCE_MODEL, DecisionScale, calibration_for, register_self_fit
from shared.domain.fingerprint import decision_fingerprint
from shared.domain.retrieval import coverage, missing_words
from shared.ports.keywords import tokens
from tests.candidates import client_record as record


# (question's keyword text, the word asked, a record's text that means it)
MEANT = [
    ("peggy surgery", "surgery", "the hospital has confirmed my knee operation for 12 August"),  # two heads of one family
    ("gloria supplements", "supplements", "my GP has put me on calcium and vitamin D3"),  # a kind of it
    ("bridget hypo", "hypo", "my sugar dropped to 3.9 after this morning's run"),  # a phrase in the record
    ("bridget hypo", "hypo", "my sugar really dropped on the long run"),  # a phrase with a word between
    ("mateo pins needles long rides", "needles", "toes go numb after about 2 hours on the bike"),  # a phrase asked
    ("sam hamstring", "hamstring", "felt a pull high up at the back of my left thigh"),
    ("wes sleep apnoea machine", "machine", "got the CPAP machine. slept through the night"),
    ("kenji pb 10k", "pb", "Ran the City 10k tune-up race: 43:10, new PR by over a minute!"),
    ("peggy pain meds", "meds", "the painkillers have bunged me up terribly"),
    ("callum sprain ankle", "sprain", "rolled my right ankle coming down off Skiddaw"),
    ("john knackered", "knackered", "absolutely exhausted this week"),  # an everyday equivalent, no table needed
]

# (question's keyword text, the word asked, a record's text that names a sibling of it)
SIBLINGS = [
    ("nadia beer", "beer", "can i fit a glass of wine in my macros on fridays?"),
    ("bridget insulin", "insulin", "diet and metformin for now"),
    ("callum sprain wrist", "wrist", "rolled my right ankle coming down off Skiddaw"),
    ("peggy hip replacement", "hip", "left total knee replacement in August"),
    ("arjun time trial", "trial", "want to race the Monument hill climb"),
    ("sam full marathon", "marathon", "signed up for the Bath half marathon in March"),
]


@pytest.mark.parametrize("question, word, text", MEANT)
def test_a_record_that_names_the_same_thing_or_a_kind_of_it_means_the_word(question, word, text):
    assert sameness.word_in(word, question, record(text))
    stem = tokens(word)[0]
    assert stem not in missing_words(question, record(text))
    # The decision's `holds` gives the same answer as the ranking's coverage.
    assert answerability.holds(word, record(text), question)


@pytest.mark.parametrize("question, word, text", SIBLINGS)
def test_a_sibling_never_means_the_word(question, word, text):
    assert not sameness.word_in(word, question, record(text))
    assert tokens(word)[0] in missing_words(question, record(text))
    assert not answerability.holds(word, record(text), question)


def test_coverage_credits_phrases_and_kinds_in_full_and_siblings_not_at_all():
    assert coverage("surgery", record("knee operation booked for August")) == 1.0
    assert coverage("pins needles", record("toes go numb on long rides")) == 1.0
    assert coverage("supplements", record("started creatine last week")) == 1.0
    # "wine" is in beer's everyday-equivalents group (it widens the keyword list), but it is a
    # sibling: the ranking no longer counts it as the word, as the decision never did.
    assert coverage("beer", record("a glass of wine on fridays")) == 0.0
    assert coverage("insulin", record("still on metformin")) == 0.0
    assert coverage("wrist", record("my ankle is swollen")) == 0.0


def test_a_phrase_in_a_record_allows_one_word_between_its_words_not_two_and_in_a_question_none():
    gap = kinds.PHRASE_GAP
    assert [e.stems for e in kinds.entries("sugar dropped")] == [("sugar", "drop")]
    assert [e.stems for e in kinds.entries("sugar really dropped", gap)] == [("sugar", "drop")]
    assert ("sugar", "drop") not in [e.stems for e in kinds.entries("sugar was really quickly dropped", gap)]
    # A question's words are read as typed: "shoulder pain during pressing" is no "shoulder press".
    assert ("shoulder", "press") not in [e.stems for e in kinds.entries("shoulder pain during pressing")]
    assert ("shoulder", "press") in [e.stems for e in kinds.entries("shoulder pain during pressing", gap)]
    # A phrase that keeps only one word after the function words is not a name ("press up" -> "press").
    assert kinds.relation_of_words("push-ups", "it's okay to press pause") is None


def test_a_function_word_inside_a_phrase_is_dropped_as_the_keyword_index_drops_it():
    # "back of the thigh" is the stems (back, thigh): the hamstring, not the lower back.
    names = kinds.entries("the back of my left thigh", kinds.PHRASE_GAP)
    assert [(e.family, e.stems) for e in names if e.family == "body part"] == [("body part", ("back", "thigh"))]
    assert kinds.relation_of_words("hamstring", "the back of my left thigh") == "same"
    assert kinds.relation_of_words("lower back", "the back of my left thigh") == "sibling"


def test_the_lookup_for_a_word_asks_for_every_name_that_means_it():
    words = sameness.lookup_words("hypo", "bridget hypo")
    assert {"hypo", "hypoglycaemia", "sugar", "dropped"} <= set(words)
    words = sameness.lookup_words("supplements", "gloria supplements")
    assert {"supplements", "calcium", "creatine"} <= set(words)
    assert "metformin" not in sameness.lookup_words("insulin", "bridget insulin")  # a sibling: never looked for


def test_the_soft_coverage_and_the_decision_read_word_cosines_on_one_scale():
    fingerprint = decision_fingerprint()
    assert answerability.word_scale(REFERENCE_MODEL, fingerprint, None) == IDENTITY_SCALE
    # Another embedder: the deployment's word map for both, or none for both.
    assert answerability.word_scale("an-unfitted-embedder", fingerprint, None) is None
    maps = DecisionScale(word_scale=0.9, word_shift=0.05, salience_scale=1.3)
    register_self_fit("an-embedder-with-maps", 1.1, -0.1, maps)
    try:
        decision = calibration_for("an-embedder-with-maps").decision
        assert decision == maps
        assert answerability.word_scale("an-embedder-with-maps", fingerprint, decision) == maps
        _model, scale = answerability.model_for_embedder("an-embedder-with-maps", fingerprint, decision)
        assert scale == maps
        # The relevance map (1.1, -0.1) is another thing: not what word cosines are read with.
        assert calibration_for("an-embedder-with-maps").on_reference_scale(0.6) != maps.word(0.6)
    finally:
        from shared.domain import calibration

        calibration._SELF_FITS.pop("an-embedder-with-maps", None)
        calibration.calibration_for.cache_clear()


def test_moods_are_not_siblings_of_each_other_but_a_joint_is_of_another_joint():
    # A client can be worried and low at once: one mood in the records says nothing about another.
    assert kinds.relation_of_words("worried", "feeling low since the move") is None
    assert kinds.relation_of_words("worried", "so anxious before the meet") == "same"
    assert kinds.relation_of_words("elbow", "my wrist clicks") == "sibling"


# A value alone says the quantity a word names (asked_values.named_by, sameness.means): hand-written
# (question's keyword text, the word asked, a record that answers with a number and no such word).
VALUED = [
    ("priya weight february", "weight", "81 kilos this morning, jeans looser"),
    ("what does tom weigh", "weigh", "down to 14 stone 3 this morning"),
    ("nell dosage", "dosage", "consultant put it up to 20 mg from monday"),
    ("hills pulse", "pulse", "hr 168 at the top of the third rep"),
]
# ...but never an event or a thing measured, nor a quantity the record holds no value of.
NOT_VALUED = [
    ("priya 10k", "10k", "53:20 at the canal race"),  # the value could be of another race
    ("priya weight", "weight", "parkrun in 24:10"),  # a time is no weight
    ("priya pace", "pace", "squat 120 kg for 5"),  # a weight is no pace
    ("priya sleep", "sleep", "trained for 2 hours"),  # hours of anything
    ("priya run split", "split", "swim was 39 min, choppy"),  # a time does not say of what
    ("priya bp", "bp", "see you on 12/10"),  # a date has a blood pressure's shape
    ("priya steps", "steps", "back in 2025 i ran more"),  # a year has a steps count's shape
]


@pytest.mark.parametrize("question, word, text", VALUED)
def test_a_value_says_the_quantity_a_word_names(question: str, word: str, text: str) -> None:
    assert sameness.word_in(word, question, record(text))
    assert tokens(word)[0] not in missing_words(question, record(text))
    assert coverage(word, record(text)) == 1.0


@pytest.mark.parametrize("question, word, text", NOT_VALUED)
def test_a_value_never_says_an_event_or_another_quantity(question: str, word: str, text: str) -> None:
    assert not sameness.word_in(word, question, record(text))
    assert coverage(word, record(text)) == 0.0


# Irregular forms of one verb are one word (vocabulary.IRREGULAR_FORMS): hand-written
# (question's keyword text, the word asked, a record with another form of it).
FORMS = [
    ("has she rung surgery", "rung", "rang the surgery this morning, appointment friday"),
    ("what trainers did buy", "buy", "bought the new trail shoes at the weekend"),
    ("tore hamstring", "tore", "scan shows a torn hamstring, grade 2"),
    ("did he fall", "fall", "fell on the ice outside work"),
]


@pytest.mark.parametrize("question, word, text", FORMS)
def test_another_form_of_an_irregular_verb_says_the_word(question: str, word: str, text: str) -> None:
    assert sameness.word_in(word, question, record(text))
    assert coverage(word, record(text)) == 1.0


def test_a_form_that_is_another_word_is_not_read_as_the_verb() -> None:
    # "left" is the side, "sat" Saturday: neither is read as a form of a verb (a guard on the table).
    assert coverage("leave", record("pain on the left side")) == 0.0
    assert coverage("sit", record("parkrun on sat")) == 0.0
