"""A name, a brand asked of a thing that came up (asked_attributes.holds_attribute,
word_evidence.unheld_attribute): the words of chat that are no name of the thing asked.

Hand-written records, none from a benchmark set. A record holds a person's name or a brand only
through a word said of it; these are not: someone addressed ("Thanks Ola."), a word in capitals for
emphasis ("heard a CRACK"), an English word grown by a suffix or two run together ("achey",
"snowstorm"), a condition the kinds table names in two words ("plantar fasciitis"), a lowercase word
said beside no one of the role asked, a name said beside another role ("Cousin Tam" for her
dietitian), a sender's own first name cut short ("beth" for Bethany), a contraction typed without
its apostrophe ("didnt"). A name said of the role still answers, in any case: "my dietitian bryn",
"saw Priya the dietitian", "Uncle Tam" asked for his uncle."""

from __future__ import annotations

from shared.domain import asked_attributes, word_evidence
from tests.candidates import said_by


record = said_by("Rosalind Pike")


def known(word: str) -> bool:
    return word in {"rosalind", "pike"}


def said(question: str) -> frozenset[str]:
    return asked_attributes.said_words(question)


def test_someone_addressed_is_no_name_of_the_role():
    q = "her dietitian's name"
    assert not asked_attributes.holds_attribute("person", "Thanks Ola. She should book the dietitian again.", known, said(q))
    assert not asked_attributes.holds_attribute("person", "cheers Ade, will ask the dietitian", known, said(q))
    assert asked_attributes.holds_attribute("person", "Thanks. She saw Ola the dietitian today.", known, said(q))


def test_a_word_in_capitals_is_emphasis_not_a_name():
    q = "her dietitian's name"
    assert not asked_attributes.holds_attribute("person", "heard a CRACK on the wall. dietitian next week", known, said(q))
    assert not asked_attributes.holds_attribute("name", "GOT THE BIG ONE!!!", known, said("name of her new route"))


def test_a_lowercase_word_said_of_no_one_of_the_role_is_no_persons_name():
    q = "her dietitian's name"
    assert not asked_attributes.holds_attribute("person", "snacky all week, gonna see the dietitian. the plan is grim", known, said(q))
    assert not asked_attributes.holds_attribute("person", "kwesi here, her husband. she is poorly", known, said(q))
    assert asked_attributes.holds_attribute("person", "my dietitian bryn says more carbs", known, said(q))
    assert asked_attributes.holds_attribute("person", "dietitian is called kwesi", known, said(q))


def test_a_name_beside_another_role_is_that_persons():
    assert not asked_attributes.holds_attribute(
        "person", "Cousin Tam drives her in. Dietitian every month.", known, said("whats her dietitian called"))
    assert asked_attributes.holds_attribute("person", "Uncle Tam drives her in.", known, said("her uncles name"))


def test_english_grown_words_and_a_condition_of_two_words_are_no_brand():
    assert not asked_attributes.holds_attribute("brand", "snowstorm today, achey knees, wore the brace", known, said("brace brand"))
    assert not asked_attributes.holds_attribute("brand", "podiatrist said plantar fasciitis, got orthotics", known,
                                                said("orthotics brand"))
    assert not asked_attributes.holds_attribute("brand", "didnt wear the brace, it rubs", known, said("brace brand"))
    assert asked_attributes.holds_attribute("brand", "the brace from Bauerfeind is ok", known, said("brace brand"))
    assert asked_attributes.holds_attribute("brand", "ordered a mcdavid brace", known, said("brace brand"))


def test_a_senders_short_name_is_no_name_asked():
    pool = [record("beth here. knee brace every session now, it helps a lot", sender="Bethany Cole")]
    assert word_evidence.unheld_attribute("her knee brace brand", pool, 0.7, known) == "brand"
    pool = [record("Knee brace from Ossur, the blue one.", sender="Bethany Cole")]
    assert word_evidence.unheld_attribute("her knee brace brand", pool, 0.7, known) == ""


def test_name_of_a_role_said_after_the_owner():
    assert asked_attributes.asked_attribute("name of rosa's ms nurse") == ("person", "name")
    assert asked_attributes.asked_attribute("name of the physio who saw her") == ("person", "name")
    pool = [record("Thanks Ola. She should ring her ms nurse today.", sender="Coach Bea")]
    assert word_evidence.unheld_attribute("name of ms nurse", pool, 0.7, known) == "name"


def test_a_common_name_that_looks_grown_from_english_is_still_a_name():
    q = "her dietitian's name"
    assert asked_attributes.holds_attribute("person", "my dietitian kenny says more carbs", known, said(q))
