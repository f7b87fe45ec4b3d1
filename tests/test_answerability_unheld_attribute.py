"""An attribute asked of a thing that came up, never given (asked_attributes, word_evidence.unheld_attribute),
a retest asked where one record alone measures the thing (word_evidence.unheld_retest), and "the other"
side of a part the records name on one side only (word_evidence.other_side).

Hand-written questions and records: "his osteo's name" asked where the records speak of the osteo
without naming anyone ("osteo said it's a facet joint thing") is refused; a record that names someone
("saw Priya the osteo", "osteo is called bartek") answers. A brand asked where the records name the
product only ("casein before bed") is refused; "Grenade bars" answers. "which grade" needs a grade
written. A retest needs a second figure of the thing; "the other ankle" needs the records to name the
ankle on one side only."""

from __future__ import annotations

from shared.domain import asked_attributes, word_evidence
from shared.domain.answerability import AnswerabilityModel, Evidence, decide
from tests.candidates import said_by

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


record = said_by("Lena Morris")


def known(word: str) -> bool:
    return word in {"lena", "morris"}


# -- which questions ask an attribute ------------------------------------------------------------------

def test_a_name_a_brand_or_a_grade_is_asked():
    assert asked_attributes.asked_attribute("lena's osteo's name") == ("person", "name")
    assert asked_attributes.asked_attribute("whats the name of her dietitian") == ("person", "name")
    assert asked_attributes.asked_attribute("her sons name") == ("person", "name")
    assert asked_attributes.asked_attribute("whats her midwife called") == ("person", "called")
    assert asked_attributes.asked_attribute("the inhaler, name and dose") == ("name", "name")
    assert asked_attributes.asked_attribute("lenas casein brand") == ("brand", "brand")
    assert asked_attributes.asked_attribute("her calf strain, which grade") == ("grade", "grade")


def test_a_question_that_gives_the_attribute_or_uses_the_word_otherwise_asks_none():
    assert asked_attributes.asked_attribute("grade 3 piano exam on friday") == ("", "")
    assert asked_attributes.asked_attribute("she got a brand new bike") == ("", "")
    assert asked_attributes.asked_attribute("his first name") == ("", "")
    assert asked_attributes.asked_attribute("who called her on sunday") == ("", "")
    assert asked_attributes.asked_attribute("how is her calf") == ("", "")


# -- which records hold it ------------------------------------------------------------------------------

def test_a_record_naming_the_thing_but_no_one_does_not_hold_a_persons_name():
    assert not asked_attributes.holds_attribute("person", "osteo said it's a facet joint thing, sciatica maybe", known)
    assert not asked_attributes.holds_attribute("person", "yesss osteo was great!! hiya lena", known)
    assert not asked_attributes.holds_attribute("person", "Lena: Overtrained and hypermobile. See osteo Monday.", known)


def test_a_name_typed_in_any_case_holds_it():
    assert asked_attributes.holds_attribute("person", "saw Priya the osteo today", known)
    assert asked_attributes.holds_attribute("person", "osteo is called bartek, hes class", known)


def test_a_brand_needs_a_word_of_its_own_not_the_product():
    assert not asked_attributes.holds_attribute("brand", "casein before bed, 30 g with milk", known)
    assert asked_attributes.holds_attribute("brand", "the casein from Grenade is ok", known)
    assert asked_attributes.holds_attribute("brand", "using myprotein casein", known)


def test_a_grade_needs_a_grade_written():
    assert not asked_attributes.holds_attribute("grade", "scan showed a calf strain, rest two weeks", known)
    assert asked_attributes.holds_attribute("grade", "scan showed a grade 2 calf strain", known)
    assert asked_attributes.holds_attribute("grade", "gr II tear of the soleus", known)


# -- the refusal ----------------------------------------------------------------------------------------

def test_records_of_the_thing_without_the_attribute_refuse_it():
    pool = [record("osteo said it's a facet joint thing"), record("back much better this week", 0.8),
            record("Hi Lena, keep the walks going", 0.75, sender="Coach Ferne")]
    assert word_evidence.unheld_attribute("lena's osteo's name", pool, 0.7, known) == "name"
    pool = [record("casein before bed, 30 g with milk")]
    assert word_evidence.unheld_attribute("lenas casein brand", pool, 0.7, known) == "brand"
    pool = [record("scan showed a calf strain, rest two weeks")]
    assert word_evidence.unheld_attribute("her calf strain, which grade", pool, 0.7, known) == "grade"


def test_a_record_that_gives_the_attribute_answers_and_a_sender_is_no_answer():
    assert word_evidence.unheld_attribute("lena's osteo's name", [record("saw Priya the osteo")], 0.7, known) == ""
    assert word_evidence.unheld_attribute("lenas casein brand", [record("casein from Grenade")], 0.7, known) == ""
    # The coach's own name in a greeting is the sender's, not an osteo's.
    pool = [record("Hi Lena, ask the osteo about it. Ferne", sender="Ferne Adair")]
    assert word_evidence.unheld_attribute("lena's osteo's name", pool, 0.7, known) == "name"


def test_a_question_that_asks_no_attribute_is_never_refused_here():
    pool = [record("osteo said it's a facet joint thing")]
    assert word_evidence.unheld_attribute("what did the osteo say", pool, 0.7, known) == ""
    assert word_evidence.unheld_attribute("lena's osteo's name", [], 0.7, known) == ""


def test_decide_refuses_with_the_attribute_word_named():
    kept = Evidence(0.9, 1.0, 1.0)
    unheld = word_evidence.unheld_attribute("lenas casein brand", [record("casein before bed")], 0.7, known)
    refused = decide(0.9, 0.7, [], kept, MODEL, "", "", unheld)
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "brand")


# -- a retest -------------------------------------------------------------------------------------------

def test_one_measurement_is_no_retest():
    pool = [record("Lena: plank 45 s, wall sit 60 s, broad jump 1.6 m"), record("plank felt easy", 0.8)]
    assert word_evidence.unheld_retest("lena's plank, latest retest?", pool, 0.7, known) == "retest"
    assert word_evidence.unheld_retest("lenas broad jump now, retested?", pool, 0.7, known) == "retest"


def test_two_measurements_or_a_retest_said_answer():
    pool = [record("Lena: plank 45 s"), record("plank up to 70 s today!!", 0.8)]
    assert word_evidence.unheld_retest("lena's plank, latest retest?", pool, 0.7, known) == ""
    pool = [record("Lena: plank 45 s"), record("did the re-test, much better", 0.8)]
    assert word_evidence.unheld_retest("lena's plank, latest retest?", pool, 0.7, known) == ""


def test_a_retest_follow_up_naming_nothing_measured_is_left_alone():
    pool = [record("Lena: plank 45 s")]
    assert word_evidence.unheld_retest("and the retest?", pool, 0.7, known) == ""
    assert word_evidence.unheld_retest("lena's plank now", pool, 0.7, known) == ""


# -- the other side ------------------------------------------------------------------------------------

def test_the_other_part_when_the_records_name_one_side_only():
    pool = [record("rolled my left ankle on the trail"), record("ankle still puffy", 0.8)]
    assert word_evidence.other_side("and the other ankle?", pool, 0.7) == "other ankle"


def test_the_other_part_when_both_sides_or_no_side_is_named():
    pool = [record("rolled my left ankle on the trail"), record("right ankle a bit stiff now too", 0.8)]
    assert word_evidence.other_side("and the other ankle?", pool, 0.7) == ""
    assert word_evidence.other_side("and the other ankle?", [record("ankle still puffy")], 0.7) == ""


def test_other_before_a_word_that_names_no_sided_part_asks_none():
    pool = [record("rolled my left ankle on the trail")]
    assert word_evidence.other_side("what did her other half say", pool, 0.7) == ""
    assert word_evidence.other_side("the ankle, the other day", pool, 0.7) == ""


def test_the_things_own_words_are_no_name_of_it_but_a_short_name_is():
    said = asked_attributes.said_words("whats her stoma nurse called")
    assert not asked_attributes.holds_attribute("person", "your stoma nurse's advice comes first", known, said)
    assert asked_attributes.holds_attribute("person", "the stoma nurse, amy, says walk daily", known, said)
    said = asked_attributes.said_words("lenas spikes brand")
    assert not asked_attributes.holds_attribute("brand", "new pre-spikes drills then spikes on friday", known, said)
