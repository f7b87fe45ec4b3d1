"""h-follow55: a follow-up asking a doer no record names ("who did the op", "who gave her the injection, which
doctor", "whos his surgeon") was answered with the thread's records (false answers blind43-009, -204, blind42-009,
blind31-610 on main 6c34613c); each beside its answerable neighbour."""

from types import SimpleNamespace

from shared.domain import asked_attributes, asked_performer, own_words_said
from shared.usecases import thread_opening


def record(text, relevance=0.9, sender="", kind="message"):
    return SimpleNamespace(metadata={"text": text, "senderName": sender, "sourceType": kind}, relevance=relevance)


def known(word):
    return word in ("ewart", "jinty", "holly", "alwyn")


def test_who_gave_the_procedure_and_the_op_by_its_longer_word():
    assert asked_performer.asked_procedure("who gave her the injection, which doctor") == frozenset({"inject"})
    assert {"op", "oper"} <= asked_performer.asked_procedure("who did the op")
    # "who gave everyone free gelato": no procedure.
    assert asked_performer.asked_procedure("who gave everyone free gelato on the bank holiday") == frozenset()


def test_a_procedure_said_as_not_done_names_no_doer():
    no_op = [record("Kath here. Musgrove Park say his left achilles is snapped right through. no operation at his "
                    "age they said, plaster for eight weeks", sender="Ewart Chidgey")]
    assert asked_performer.undone_by("who did the op", no_op, 0.5, known) == "who does the op"
    # One naming the surgeon who did it answers.
    done = [*no_op, record("the operation went fine, Mr Pryce did it at Musgrove")]
    assert asked_performer.undone_by("who did the op", done, 0.5, known) == ""


def test_a_relative_is_no_doer_and_a_place_is_no_one():
    jab = [record("Mum got the steroid injection in the shoulder at the health centre today", sender="Jinty Kinnaird")]
    assert asked_performer.undone_by("who gave her the injection, which doctor", jab, 0.5, known) == "who does the injection"
    by_gp = [record("the GP gave her the steroid injection in the shoulder today", sender="Jinty Kinnaird")]
    assert asked_performer.undone_by("who gave her the injection, which doctor", by_gp, 0.5, known) == ""
    placed = [record("Client profile: injuries: migraine (GP 11 July), left cataract: operation at Musgrove Park 6 "
                     "December", kind="client_profile")]
    assert asked_performer.undone_by("who did the op", placed, 0.5, known) == "who does the op"


def test_a_summary_is_read_by_the_clauses_naming_the_procedure():
    profile = record("Client profile of Holly Dixon: injuries: left hamstring tear grade 2 (county championships 10 May, "
                     "MRI 13 May), no sprinting 4-6 weeks; background notes: Heptathlon, Hexham", kind="client_profile")
    assert asked_performer.undone_by("who did holly's mri", [profile], 0.5, known) == "who does the mri"
    # A message is read whole: a name anywhere in the sentence naming the MRI counts.
    assert asked_performer.undone_by("who did holly's mri", [record("mri with Dr Okafor at Hexham")], 0.5, known) == ""


def test_whos_his_surgeon_asks_the_surgeons_name():
    assert asked_attributes.asked_attribute("whos his surgeon") == ("person", "the surgeon's name")
    assert asked_attributes.asked_attribute("who is her physio?") == ("person", "the physio's name")
    for question in ("who is her brother", "whos his physio seeing", "who had the op"):
        assert asked_attributes.asked_attribute(question)[0] == "", question


def test_a_lowercase_word_after_the_is_no_persons_name():
    said = asked_attributes.said_words("whos his surgeon")
    assert not asked_attributes.holds_attribute("person", "Then the coracle waits till the surgeon says.", known, said)
    assert asked_attributes.holds_attribute("person", "the surgeon, mr pryce, says no kneeling", known, said)


def test_the_thread_thing_does_not_tell_the_slot_its_own_words_ask():
    hip = [{"text": "nesta again. he's had it done, surgeon's happy, new hip in", "senderName": "Alwyn Furniss",
            "sourceType": "message"}]
    assert not own_words_said.slot_told("whos his surgeon", hip)
    assert own_words_said.slot_told("whos his surgeon", [*hip, {"text": "Mr Pryce is his surgeon, new hip in",
                                                                "senderName": "Alwyn Furniss", "sourceType": "message"}])
    assert own_words_said.slot_told("when was it done", hip)
    assert not thread_opening.answered("whos his surgeon", "surgeon", "hip", hip)
