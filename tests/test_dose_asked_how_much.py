"""A dose asked "how much <medicine>" and a dose asked of a class of medicines (asked_values.asked_value,
word_evidence.unheld_value, h-never22).

"how much steroid went in" asks the dose of the injection as "what dose of steroid" does, but on main only
the value words ("dose", "mg") asked a dose, so the question was answered with the record that names the
injection and holds no amount. And a dose asked of a class ("steroid", "statin") bound no dose to it, so
"Losartan 50 mg" in a note counted as one. Hand-written records."""

from __future__ import annotations

from shared.domain import asked_values, word_evidence
from tests.candidates import client_message as record


def test_how_much_of_a_medicine_asks_its_dose():
    assert asked_values.asked_value("how much steroid did they inject") == ("dose",)
    assert asked_values.asked_value("how much ibuprofen is she taking") == ("dose",)
    # Not an amount of a supplement, a food, sleep or money, nor a question that gives the dose itself.
    assert asked_values.asked_value("how much creatine does he take") == ()
    assert asked_values.asked_value("how much sleep is she getting") == ()
    assert asked_values.asked_value("how much did the physio cost") == ("money",)  # a price (test_money_asked)
    assert asked_values.asked_value("how much is 400mg ibuprofen") == ()


def test_a_medicine_named_without_an_amount_is_refused():
    pool = [record(1, "Had the injection on Tuesday, saline and steroid into the hip. Sore today", 0.92),
            record(2, "Hip flexion 95 degrees. Grip 40 kg. Amlodipine 5 mg.", 0.68),
            record(3, "physio says bursitis", 0.66)]
    assert word_evidence.unheld_value("how much steroid went into the hip", pool, 0.7) == "dose"


def test_a_dose_of_the_class_or_of_the_drug_is_held():
    # A member of the class asked (the kinds table files cortisone as a steroid): its dose answers.
    member = [record(1, "cortisone jab today, 40 mg into the hip", 0.9)]
    assert word_evidence.unheld_value("how much steroid went into the hip", member, 0.7) == ""
    named = [record(1, "back sore, on ibuprofen 400mg three times a day", 0.9)]
    assert word_evidence.unheld_value("how much ibuprofen is she on", named, 0.7) == ""
    # A statin asked by its class, a statin's dose told: held.
    statin = [record(1, "GP started me on atorvastatin 20mg at night", 0.9)]
    assert word_evidence.unheld_value("what dose of statin is he on", statin, 0.7) == ""


def test_a_class_asked_does_not_take_another_drugs_dose():
    other = [record(1, "GP mentioned a statin at the review", 0.9),
             record(2, "Bloods fine. Amlodipine 10 mg in the morning.", 0.8)]
    assert word_evidence.unheld_value("what dose of statin is he on", other, 0.7) == "dose"
