"""A person's name asked of a role ("his diabetes nurse's name") is read from the records naming that role
(word_evidence.unheld_attribute, asked_attributes.roles_asked / says_role, h-never25).

On main every relevant record was read for a word that could be a name: the intro's "plumber in Barry …
my daughter Nia" held one, though no record ever named the nurse, and the question was answered with
the records. Hand-written records."""

from __future__ import annotations

from shared.domain import asked_attributes, word_evidence
from tests.candidates import said_by

client = said_by("Owen Price", sender_id=True)


def known(word: str) -> bool:
    return word in {"owen", "price"}


INTRO = client("alright, owen here, plumber in Barry. want to walk up with my daughter Nia in the spring", 0.9)


def test_names_in_records_that_never_name_the_role_are_no_answer():
    pool = [INTRO, client("ask your diabetes nurse about the breakfast dose", 0.85, sender="Coach Rhian")]
    assert word_evidence.unheld_attribute("owen's diabetes nurse's name", pool, 0.7, known) == "name"


def test_a_record_naming_the_role_and_a_name_answers():
    pool = [INTRO, client("my diabetes nurse is called Gwen, she's lovely", 0.85)]
    assert word_evidence.unheld_attribute("owen's diabetes nurse's name", pool, 0.7, known) == ""
    # The name given in the turn beside the one naming the role ("who's your nurse?" "gwen").
    asked = client("who's your diabetes nurse these days?", 0.85, chat="c", ts=0.0, sender="Coach Rhian")
    told = client("gwen at the llandough clinic", 0.5, chat="c", ts=600.0)
    assert word_evidence.unheld_attribute("owen's diabetes nurse's name", [INTRO, asked, told], 0.7, known) == ""


def test_where_no_record_names_the_role_every_record_is_read_as_before():
    pool = [client("saw Gwen at the clinic about my sugars", 0.9)]
    assert word_evidence.unheld_attribute("owen's diabetes nurse's name", pool, 0.7, known) == ""


def test_a_specialist_named_by_the_end_of_the_title_is_a_person():
    # On main "cardiologist" was no person's role: a thing's name was asked, and any name counted.
    assert asked_attributes.asked_attribute("his cardiologist's name") == ("person", "name")
    assert asked_attributes.asked_attribute("whats her podiatrist called") == ("person", "called")
    assert asked_attributes.roles_asked("his cardiologist's name") == frozenset({"cardiologist"})
    pool = [client("back from hospital, Treliske were great", 0.9),
            client("cardiologist: bisoprolol and rest for a week", 0.85)]
    assert word_evidence.unheld_attribute("owen's cardiologist's name", pool, 0.7, known) == "name"
