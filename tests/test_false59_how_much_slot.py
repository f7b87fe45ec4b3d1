""""how much has <name> lost" asked of a trainer who has no such client: the name is the question's subject slot
(answerability.slot_subject), looked up like a name, so a name the trainer's history never says refuses the
question instead of quoting another client's weights (blind42-1001, blind46-1004, blind47-909; h-false59)."""
from __future__ import annotations

from shared.domain.answerability import slot_subject


def test_how_much_puts_its_subject_in_the_slot():
    assert slot_subject("how much has griff lost") == "griff"
    assert slot_subject("how much has vera lost") == "vera"
    assert slot_subject("how much did dai win on the national") == "dai"
    assert slot_subject("how much was jed sleeping end of november") == "jed"


def test_a_pronoun_an_article_or_a_thing_is_no_subject():
    assert slot_subject("how much has she lost") == ""
    assert slot_subject("how much did the physio charge jed") == ""
    assert slot_subject("how much weight has he lost") == ""
    assert slot_subject("how much has it cost") == ""
    assert slot_subject("how much have they raised") == ""
