"""The kinds table in a coach's and a client's own words: drug names and brands, lab abbreviations,
kit brands, gym and running jargon, everyday slang for falls, illness, tiredness and feeling cold
(issue 14: wrongful refusals where the question and the records name one thing in different words).

Hand-written questions and records, by category: which words are the same thing, a kind of it, or
a sibling (shared/domain/kinds.py), and what the decision makes of a record — whether it says the
question's word (`answerability.holds`, the ranking's `coverage`) and whether it names only a
sibling of it (`word_evidence.siblings_only`, which the decision refuses on)."""

from __future__ import annotations


import pytest

from shared.domain import answerability, kinds, sameness, word_evidence
from shared.domain.retrieval import coverage, keyword_text
from tests.candidates import client_message as candidate, client_record as record


@pytest.mark.parametrize("asked, found, expected", [
    # medicines: a generic, its brands and short forms are one member; two drugs are siblings
    ("levo", "levothyroxine", "same"),
    ("synthroid", "levothyroxine 75 micrograms", "same"),
    ("ozempic", "doc bumped my wegovy", "same"),               # one drug, two brands
    ("mounjaro", "tirzepatide", "same"),
    ("ozempic", "started mounjaro", "sibling"),
    ("ibuprofen", "taking naproxen twice a day", "sibling"),   # both NSAIDs, not one drug
    ("nurofen", "advil", "same"),
    ("tylenol", "paracetamol", "same"),
    ("anti inflammatories", "naproxen", "narrower"),
    ("anti inflammatories", "paracetamol", "sibling"),          # a painkiller, not an NSAID
    ("painkillers", "naproxen", "narrower"),
    ("statins", "atorvastatin", "narrower"),
    ("atorvastatin", "simvastatin", "sibling"),
    ("sertraline", "citalopram", "sibling"),
    ("antidepressants", "lexapro", "narrower"),
    ("beta blocker", "bisoprolol", "narrower"),
    ("inhaler", "ventolin", "narrower"),
    ("statins", "dose going up to 88 micrograms", None),      # a dose says no drug's name
    # "the jab" is any injected medicine; the weight-loss jab the GLP-1 drugs
    ("jab", "wegovy", "narrower"),
    ("weight loss jab", "on mounjaro", "narrower"),
    ("injections", "insulin pen", "narrower"),
    ("weight loss jab", "insulin", "sibling"),                # two medicines
    # contraception: "the pill" is the contraceptive pill, not any medicine
    ("the pill", "microgynon", "same"),
    ("the pill", "started propranolol", "sibling"),
    ("contraception", "had the coil fitted", "narrower"),
    ("pills", "back on the pill", "narrower"),
    # lab tests and their abbreviations
    ("hb", "haemoglobin 10.9", "same"),
    ("hemoglobin", "haemoglobin", "same"),
    ("hba1c", "haemoglobin", "sibling"),                       # another measure
    ("a1c", "hba1c 48", "same"),
    ("bloods", "ferritin came back at 12", "narrower"),
    ("cholesterol", "ldl 3.4", "narrower"),
    ("ldl", "hdl 1.2", "sibling"),
    ("vit d", "vitamin d level 32", "same"),
    ("tsh", "thyroid function test came back fine", "same"),
    # kit: the kind's words and its brands
    ("trainers", "got the hokas", "narrower"),
    ("sneakers", "new asics", "narrower"),
    ("hokas", "new kayanos", "sibling"),
    ("running shoes", "got the hokas", "narrower"),
    ("watch", "my garmin says", "same"),                       # "kit" has long read a Garmin as the watch
    ("whoop", "my garmin says", "sibling"),
    ("bike", "bought a gravel bike", "narrower"),
    ("mountain bike", "my road bike", "sibling"),
    # gym and running jargon
    ("deadlift", "dl 180 for a triple", "same"),
    ("pull ups", "first strict chinups", "same"),
    ("rows", "seated row", None),                               # "rows" alone is rowing, not the lift
    ("wod", "did an amrap", "narrower"),
    ("speed work", "tempo run on tuesday", "narrower"),
    ("tempo", "strides after the easy run", "sibling"),
    # everyday slang: falls, illness, tiredness, feeling cold, minor injuries
    ("tumble", "I slipped on the ice", "same"),
    ("fall", "stumbled on the stairs", "same"),
    ("ill", "came down with flu", "narrower"),
    ("under the weather", "stomach bug all weekend", "narrower"),
    ("poorly", "feeling unwell", "same"),
    ("flu", "stomach bug", "sibling"),
    ("chilly", "always feel cold in the studio", "same"),
    ("cold", "overheating on the bike", "sibling"),
    ("knackered", "totally zonked", "same"),
    ("injury", "calf niggle", "same"),                         # two heads of one family
])
def test_relation(asked, found, expected):
    assert kinds.relation_of_words(asked, found) == expected


def test_the_pill_is_read_as_the_contraceptive_pill_in_a_question_and_in_a_record():
    assert keyword_text("is priya on the pill?") == "priya contraceptive pill"
    assert keyword_text("which pills is she on?") == "pills"  # "pills" is still any medicine
    assert {e.family for e in kinds.entries("back on the pill")} >= {"medicine", "contraception"}
    assert kinds.relation_of_words("ill", "bit under the weather today") == "same"


def test_a_fall_is_not_falling_asleep_and_a_slipped_disc_is_not_a_slip():
    assert kinds.relation_of_words("tumble", "fell asleep on the sofa") is None
    assert kinds.relation_of_words("sleep", "fell asleep on the sofa") == "same"
    assert kinds.relation_of_words("fall", "my slipped disc flared up") is None


def test_a_personal_trainer_is_not_a_pair_of_trainers():
    assert kinds.relation_of_words("trainers", "my old personal trainer said") is None


def test_brands_of_one_drug_are_looked_up_together():
    # The keyword list reads a short form as its member's other names, so "levo" finds "levothyroxine".
    assert "levothyroxine" in sameness.lookup_words("levo", "ingrid levo")
    assert {"wegovy", "mounjaro"} <= set(sameness.lookup_words("jab", "hyunwoo jab"))
    assert "naproxen" not in sameness.lookup_words("ibuprofen", "kenji ibuprofen")  # a sibling: never looked for


# One decision per category: (question, its word, a record that says it, a record naming only a sibling)
DECISIONS = [
    ("what dose of levo is ingrid on", "levo", "thyroxine going up to 88 micrograms", "started metformin"),
    ("is kenji taking ibuprofen", "ibuprofen", "took two nurofen before the long run", "naproxen for the knee"),
    ("nausea on the jab", "jab", "doc bumped my wegovy to 1mg", None),
    ("is priya on the pill", "pill", "back on microgynon since march", "started propranolol for the nerves"),
    ("marisol hb result", "hb", "bloods back, haemoglobin 10.9", "hba1c 41, all normal"),
    ("what trainers did teodor buy", "trainers", "got the hokas, running on marshmallows", None),
    ("does he wear a whoop", "whoop", "whoop says recovery is 34%", "my garmin says rest"),
    ("any amrap this week", "amrap", "amrap of burpees and wall balls", "emom of burpees"),
    ("has pernille had a tumble", "tumble", "I slipped on the ice outside the bakery", None),
    ("was she ill last week", "ill", "came down with a stomach bug", None),
    ("does ingrid get chilly in the gym", "chilly", "i always feel cold in the studio", "overheating in the studio"),
]


@pytest.mark.parametrize("question, word, says, sibling", DECISIONS)
def test_the_decision_reads_the_record_as_saying_the_word_and_a_sibling_as_not(question, word, says, sibling):
    words = keyword_text(question)
    asked = next(w for w in words.split() if w.startswith(word[:4]))
    assert answerability.holds(asked, record(says), words)
    assert coverage(asked, record(says)) == 1.0
    assert word_evidence.siblings_only(words, {asked: [asked]}, [candidate(1, says)]) == {asked: False}
    if sibling is not None:
        assert not answerability.holds(asked, record(sibling), words)
        assert word_evidence.siblings_only(words, {asked: [asked]}, [candidate(1, sibling)]) == {asked: True}


def test_a_dose_does_not_keep_a_history_naming_another_drug_from_refusing():
    # "is she taking statins?" of a client whose records name only levothyroxine and its dose.
    words = keyword_text("is ingrid taking statins for the cholesterol")
    pool = [candidate(1, "started levothyroxine in January"), candidate(2, "Dose is going from 75 to 88 micrograms")]
    assert word_evidence.siblings_only(words, {"statins": ["statins"]}, pool) == {"statins": True}
