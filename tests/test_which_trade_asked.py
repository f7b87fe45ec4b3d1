""""which physio did she see": a person of a trade asked by name (asked_attributes.asked_attribute,
word_evidence.unheld_attribute).

Hand-written questions and records in the shapes of blind28-30's dev halves ("which physio did leanne see",
"which surgeon did gordon's sleeve"): a record saying "physio says golfer's elbow" names no physio and the
question is refused; one naming someone ("saw Dave the physio") answers. A trade's word before a noun
("which physio clinic") or a relative asked "which" ("which son") asks no name."""

from __future__ import annotations

from shared.domain import asked_attributes, word_evidence
from tests.candidates import said_by

record = said_by("Leanne Storr")


def known(word: str) -> bool:
    return word in {"leanne", "storr"}


def test_which_and_a_trade_before_the_verb_asks_the_persons_name():
    assert asked_attributes.asked_attribute("which physio did leanne see") == ("person", "the physio's name")
    assert asked_attributes.asked_attribute("which surgeon did gordon's sleeve") == ("person", "the surgeon's name")
    assert asked_attributes.asked_attribute("what gp does beth see") == ("person", "the gp's name")
    assert asked_attributes.asked_attribute("which cardiologist") == ("person", "the cardiologist's name")


def test_a_trade_before_a_noun_or_a_relative_asks_no_name():
    assert asked_attributes.asked_attribute("which physio clinic is jack at") == ("", "")
    assert asked_attributes.asked_attribute("what physio exercises did she give") == ("", "")
    assert asked_attributes.asked_attribute("which son came to the session") == ("", "")


def test_a_physio_never_named_refuses_and_a_named_one_answers():
    unnamed = [record("physio says golfer's elbow in her right arm, no injection, a strap on it", 0.9)]
    assert word_evidence.unheld_attribute("which physio did leanne see", unnamed, 0.7, known) == "the physio's name"
    named = [*unnamed, record("saw Dave the physio at the clinic this morning", 0.85)]
    assert word_evidence.unheld_attribute("which physio did leanne see", named, 0.7, known) == ""


def test_a_summary_is_read_in_its_clauses_naming_the_trade():
    """h-refuse36 (blind31-421 "which podiatrist did tracey see"): a profile names the podiatrist in one field
    ("left plantar fasciitis (podiatrist 18 March 2014)") and the client's town in another ("notes: Zumba,
    Bridgwater"); read whole, the town was the podiatrist's name and the question was answered. A summary is
    read in its clauses naming the trade; a message is read whole."""
    from tests.candidates import candidate

    profile = candidate("Client profile of Leanne Storr: age: 47 years old; injuries: left plantar fasciitis "
                        "(podiatrist 18 March 2014), insoles; notes: Zumba, Bridgwater. Husband Kev.", 0.85,
                        sourceType="client_profile")
    said = record("podiatrist says plantar fasciitis in my left foot", 0.9)
    assert word_evidence.unheld_attribute("which podiatrist did see", [said, profile], 0.7, known) == \
        "the podiatrist's name"
    # The clause naming the trade names someone: answered.
    named = candidate("Leanne: podiatrist (Mr Okafor) 18 March; notes: Bridgwater.", 0.8, sourceType="session_note")
    assert word_evidence.unheld_attribute("which podiatrist did see", [said, named], 0.7, known) == ""
    # A message is read whole, as before: a name in another sentence of it counts.
    told = record("podiatrist says plantar fasciitis. Saw Okafor at Musgrove", 0.9)
    assert word_evidence.unheld_attribute("which podiatrist did see", [told, profile], 0.7, known) == ""
