"""h-false60: a thing asked that the history never says, which the checks let through by how they read a word.

- The subject's head a person of a trade ("shirley's knee *physio*"): no word of the English list, yet no name of
  its own nor a slip (shared/domain/asked_subject.py `_role`).
- "who's <name>'s <trade>" read as the decision reads it, the client's name taken off ("who's physio"): the trade's
  person's name asked (shared/domain/asked_attributes.py `_WHO_IS_THE_TRADE`).
"""
from __future__ import annotations

from types import SimpleNamespace

from shared.domain import asked_attributes, asked_subject, word_evidence
from tests.candidates import candidate


def _records(*texts: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(metadata={"text": t, "senderName": "Shirley"}) for t in texts]


KNEE = _records("Knee's a bit creaky, I'll go in goal for the warm up.",
                "Had the keyhole on my knee yesterday. Little camera, three tiny holes.")


def test_a_trades_person_never_said_is_the_subject_asked():
    # "physio" is in no English word list, yet it is no name nor a slip: the knee came up, the physio never did.
    assert asked_subject.unsaid_subject("knee physio", ["physio"], KNEE) == "physio"
    assert asked_subject.unsaid_subject("did she see an osteo", ["osteo"], KNEE) == "osteo"
    # Said as the whole word's start ("physiotherapist"): the same person.
    assert asked_subject.unsaid_subject(
        "knee physio", ["physio"], _records("The physiotherapist says two more weeks.")) == ""
    # Still not read: a word that is neither English nor a trade (a name, a slip: the name rule's).
    assert asked_subject.unsaid_subject("tendon zorbix", ["zorbix"], KNEE) == ""


def test_whos_the_trade_read_without_the_clients_name():
    attribute = asked_attributes.asked_attribute
    # The decision reads "who's sonia's physio" as "who's physio": the physio's name is asked either way.
    assert attribute("who's physio") == ("person", "the physio's name")
    assert attribute("whos gp") == ("person", "the gp's name")
    assert attribute("who's sonia's physio") == ("person", "the physio's name")
    # Alone, no word may qualify the trade: "who's doing physio" asks which client does it.
    assert attribute("who's doing physio") == ("", "")
    assert attribute("who's coming") == ("", "")


def test_whos_physio_is_refused_when_the_records_name_no_one():
    said = [candidate("Physio says the shoulder's in the frozen stage now. I've got a pulley on the door.",
                      senderName="Sonia Tulliver"),
            candidate("GP says I've got a frozen shoulder, the left one. Physio referral and painkillers.",
                      senderName="Sonia Tulliver")]
    assert word_evidence.unheld_attribute("who's physio", said, 0.7) == "the physio's name"
    named = [*said, candidate("Physio (Dave at the clinic) says two more weeks.", senderName="Sonia Tulliver")]
    assert word_evidence.unheld_attribute("who's physio", named, 0.7) == ""


def test_an_operation_named_by_its_own_name_is_read_for_its_doer():
    from shared.domain import asked_performer

    def known(word: str) -> bool:
        return word in ("shirley", "ingeborg")

    keyhole = [candidate("Had the keyhole on my knee yesterday. Little camera, three tiny holes, they trimmed the "
                         "cartilage.", senderName="Shirley Bottomley"),
               candidate("My knee's on the list for the keyhole at last. Don't tell Ingeborg, she'll fuss.",
                         senderName="Shirley Bottomley")]
    # No record says "operation"; the keyhole is one, and no sentence naming it names who did it.
    assert asked_performer.undone_by("who did the operation", keyhole, 0.7, known) == "who does the operation"
    assert asked_performer.undone_by("who did the op", keyhole, 0.7, known) == "who does the op"
    # One that names the surgeon beside the keyhole answers it.
    named = [*keyhole, candidate("Mr Hartley did the keyhole, lovely man.", senderName="Shirley Bottomley")]
    assert asked_performer.undone_by("who did the operation", named, 0.7, known) == ""
    # No record names an operation at all: left to the rest of the decision, as before.
    assert asked_performer.undone_by("who did the operation", [candidate("Knee's sore today.")], 0.7, known) == ""
    # Another procedure asked is not read by the surgery family's names ("who did the scan": the keyhole is no scan).
    assert asked_performer.undone_by("who did the scan", keyhole, 0.7, known) == ""


def test_a_brand_or_a_place_beside_the_role_is_no_persons_name():
    from shared.domain import asked_attributes
    roles = frozenset({"physio", "nurse", "gp"})

    def holds(text: str) -> bool:
        return asked_attributes.holds_attribute("person", text, lambda w: False, roles)

    # A capitalised word after an article or "in" / "at", or before a medicine's form, is a brand or a place.
    assert not holds("Nurse at the skin clinic added Doublebase gel, loads of it, and the Eumovate only at weekends.")
    assert not holds("GP says a strain. Ibuprofen, and she's referred me to a physio in Wrexham.")
    assert not holds("GP says stop the Piriton, cetirizine instead.")
    # A name set beside the role still counts, wherever the role's clinic is.
    assert holds("my physio Dave says no running")
    assert holds("Physio (Dave at the clinic) says two more weeks.")
    assert holds("Nurse Bethan at the skin clinic added a gel.")


def test_whats_the_physio_called_is_refused_when_only_a_town_is_named():
    records = [candidate("GP says a strain. Ibuprofen, and she's referred me to a physio in Wrexham.",
                         senderName="Trystan Pickavance"),
               candidate("Physio signed me off today. Bands twice a week from now on, that's all.",
                         senderName="Trystan Pickavance")]
    assert word_evidence.unheld_attribute("what's the physio called", records, 0.7) == "called"
