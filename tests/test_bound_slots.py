"""The asked slot read beside its thing (shared/domain/bound_slots.py): a dose of a named drug, a thing's
brand; and a person's role asked with "who".

Hand-written questions and records (names no benchmark set uses). A dose said right after another drug
("Atenolol 50 mg, salbutamol when wheezy") gives no dose of the salbutamol (a dose in a sentence of its
own or after a verb may be its), and a name in
another sentence of the record ("Great news from Ramon today.") is no maker of the kneepads asked; a
record that says the value beside the thing answers. Where no record says the thing's own word (a drug
asked by its class, shoes told by their maker only ("got new Vantrels")), the record-wide test stays."""

from __future__ import annotations

from shared.domain import asked_attributes, asked_values, bound_slots, word_evidence
from shared.ports.keywords import tokens
from tests.candidates import said_by

DOSE = asked_values.value_words("dose")


record = said_by("Tomas Varga")


def known(word: str) -> bool:
    return word in {"tomas", "varga"}


def doses(sentence: str):
    return asked_values.said_value_spans(("dose",), sentence)


# -- the thing, and where its value is said --------------------------------------------------------------

def test_the_thing_is_the_questions_words_but_the_slot_and_the_client():
    assert bound_slots.thing("tomas's salbutamol — what dose", DOSE, known) == frozenset(tokens("salbutamol"))
    assert bound_slots.thing("his magnesium — how many mg", DOSE, known) == frozenset(tokens("magnesium"))
    assert bound_slots.thing("vit b tablets — brand", tokens("brand"), known) == frozenset(tokens("vit tablets"))


def drug_values(text: str, drug: frozenset[str]) -> bool:
    return bound_slots.value_of_the_thing(text, drug, doses, lambda w: word_evidence._another_drug(w, drug))


def test_a_dose_may_be_the_drugs_unless_said_right_after_another_drug():
    drug = frozenset(tokens("salbutamol"))
    assert drug_values("salbutamol, 2 puffs when wheezy", drug)
    assert drug_values("2 puffs salbutamol before the session", drug)
    assert drug_values("Started it today. 2 puffs for now.", drug)  # a sentence of its own
    assert drug_values("doc says take 2 puffs", drug)  # after a verb
    assert drug_values("Salbutamol 2.5 mg nebulised.", drug)  # a decimal point ends no sentence
    assert not drug_values("Atenolol 50 mg, salbutamol when wheezy.", drug)
    assert not drug_values("Salbutamol as needed. Ibuprofen 400 mg for the knee.", drug)
    assert not drug_values("salbutamol for the first week", drug)


def test_a_drug_named_by_its_family_is_the_drug_asked():
    inhaler = frozenset(tokens("inhaler"))
    assert drug_values("ventolin 2 puffs before rowing", inhaler)
    assert not drug_values("atenolol 50 mg", inhaler)


# -- the refusals ---------------------------------------------------------------------------------------

def test_how_many_mg_asks_a_dose():
    assert asked_values.asked_value("his magnesium — how many mg") == ("dose",)
    assert asked_values.asked_value("she takes 300 mg of magnesium, ok?") == ()


def test_a_drugs_dose_is_refused_when_only_another_drugs_dose_is_said():
    notes = [record("Tomas (41): asthma. Atenolol 50 mg, salbutamol when wheezy. Rower 10 min.")]
    assert word_evidence.unheld_value("tomas's salbutamol — what dose", notes, 0.7, known) == "dose"
    assert word_evidence.unheld_value("salbutamol dose", notes + [record("salbutamol is 2 puffs now")], 0.7, known) == ""
    told_apart = [record("started salbutamol today"), record("Rowed 10 min. 2 puffs before it.")]
    assert word_evidence.unheld_value("salbutamol dose", told_apart, 0.7, known) == ""


def test_a_dose_of_a_kind_of_drug_is_read_as_before():
    # "meds", "tablets", "inhaler" head a family of the kinds table: a member's dose answers them.
    notes = [record("bp meds sorted, gp happy"), record("BP 150/94 on amlodipine 5 mg. Rower 10 min.")]
    assert word_evidence.unheld_value("tomas bp meds — dose now?", notes, 0.7, known) == ""
    assert word_evidence._a_drugs_own_name("amlodipine") and word_evidence._a_drugs_own_name("tac")
    assert not word_evidence._a_drugs_own_name("meds") and not word_evidence._a_drugs_own_name("inhaler")


def test_the_drug_cut_short_or_by_another_name_is_the_drug_asked():
    cut = [record("tac level a bit high, clinic on friday"), record("Tacrolimus 3 mg twice a day. Rower 10 min.")]
    assert word_evidence.unheld_value("tomas tac dose", cut, 0.7, known) == ""
    brand = [record("norvasc makes my ankles puffy"), record("Amlodipine 5 mg since march.")]
    assert word_evidence.unheld_value("tomas's norvasc dose", brand, 0.7, known) == ""


def test_a_dose_written_without_its_unit_beside_the_drug_counts():
    notes = [record("Atenolol 50 mg daily. Rower 10 min."), record("gp upped the salbutamol to 4, chest better")]
    assert word_evidence.unheld_value("tomas's salbutamol — what dose", notes, 0.7, known) == ""
    far = [record("Atenolol 50 mg daily."), record("salbutamol for the first 2 weeks, then stop")]
    assert word_evidence.unheld_value("tomas's salbutamol — what dose", far, 0.7, known) == "dose"


def test_the_binding_never_answers_what_the_record_wide_test_refuses():
    # A level beside the supplement ("vit b 41") is no dose: with no dose in any record, refused as on main.
    levels = [record("vit b came back 41, low"), record("vit b 68 now")]
    assert word_evidence.unheld_value("the dose of tomass vit b tablet", levels, 0.7, known) == "dose"


def test_the_clients_possessive_without_its_apostrophe_is_no_drug():
    assert not set(tokens("tomass")) & bound_slots.thing("tomass nerve tablets, name and dose", DOSE, known)
    notes = [record("Tomas (41): back pain."), record("gp put me on pregabalin 75mg for the nerve pain")]
    assert word_evidence.unheld_value("tomass nerve tablets, name and dose", notes, 0.7,
                                      lambda w: w in {"tomas", "varga"}) == ""


def test_a_drug_no_record_names_keeps_the_record_wide_test():
    notes = [record("prednisolone 20 mg for five days, then down")]
    assert word_evidence.unheld_value("his steroid dose", notes, 0.7, known) == ""


def test_a_brand_counts_only_in_a_sentence_that_says_the_thing():
    told = [record("Great news from Ramon today. Please wear kneepads for every session from now on.")]
    assert word_evidence.unheld_attribute("tomas's kneepads — what brand", told, 0.7, known) == "brand"
    named = told + [record("kneepads are the Vantrel ones, love them")]
    assert word_evidence.unheld_attribute("tomas's kneepads — what brand", named, 0.7, known) == ""


def test_a_brand_of_a_thing_no_record_names_keeps_the_record_wide_test():
    told = [record("got new Vantrels at the weekend, comfy")]
    assert word_evidence.unheld_attribute("what brand are his shoes", told, 0.7, known) == ""


def test_a_role_then_who_asks_that_persons_name():
    assert asked_attributes.asked_attribute("tomas's osteo — who") == ("person", "who")
    # No person's name by role: "who" with a word of a contest asks the other side (h-never20), read
    # as a name is, not as a person of a role.
    assert asked_attributes.asked_attribute("who beat him in the final") == ("opponent", "opponent")
    assert asked_attributes.asked_attribute("who coached him in the final") == ("", "")
    told = [record("osteo says it's a rib out, feels better already")]
    assert word_evidence.unheld_attribute("tomas's osteo — who", told, 0.7, known) == "who"
    named = [record("saw Ilse the osteo, says it's a rib out")]
    assert word_evidence.unheld_attribute("tomas's osteo — who", named, 0.7, known) == ""


def test_what_make_or_model_asks_a_brand():
    assert asked_attributes.asked_attribute("what make is tomas's kayak") == ("brand", "make")
    assert asked_attributes.asked_attribute("model of his rowing machine") == ("brand", "model")
    assert asked_attributes.asked_attribute("what did the osteo make of it") == ("", "")
    assert asked_attributes.asked_attribute("is she a role model for the juniors") == ("", "")
    told = [record("Welcome back Ilse! Kayak sessions twice a week from now on.")]
    assert word_evidence.unheld_attribute("what make is tomas's kayak", told, 0.7, known) == "make"
