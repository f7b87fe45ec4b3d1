"""A relative the history never names (word_evidence.unsaid_relative), and the side of a part written
by someone texting for the client from the client's account (word_evidence.other_side with
sides.sided_parts' `owners`).

Hand-written words and records: "what did his wife say" where no record says "wife" is refused,
while a relative the records name, a word of another kind, or the family's broader word is left to the
other evidence. "Amit went over on his left ankle", written from Amit's account by his brother, puts
the ankle on the left for a question about Amit's right ankle; the same sentence from the coach, or a
"his" after no name of the account, still says nothing of the client's side."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import sides, word_evidence
from shared.domain.answerability import AnswerabilityModel, Evidence, decide

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def test_a_relative_no_record_names_is_named():
    assert word_evidence.unsaid_relative(["wife"]) == "wife"
    assert word_evidence.unsaid_relative(["berlin", "mum"]) == "mum"
    assert word_evidence.unsaid_relative(["grandson"]) == "grandson"
    assert word_evidence.unsaid_relative(["husband"]) == "husband"


def test_other_missing_words_and_the_broader_word_are_left_alone():
    assert word_evidence.unsaid_relative([]) == ""  # every word said: the relative came up
    assert word_evidence.unsaid_relative(["shoulder", "gloves"]) == ""  # not people
    assert word_evidence.unsaid_relative(["family"]) == ""  # the family's head asks for any of them
    assert word_evidence.unsaid_relative(["relatives"]) == ""


def test_decide_refuses_an_unsaid_relative_and_names_it():
    kept = Evidence(0.9, 0.4, 0.4, 0.13, 0.13, "wife")
    refused = decide(0.9, 0.7, [], kept, MODEL, "", "", word_evidence.unsaid_relative(["wife"]))
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "wife")
    assert decide(0.9, 0.7, [], kept, MODEL).answerable is True  # the model alone answers it


def record(text: str, sender: str, relevance: float = 0.9):
    return SimpleNamespace(id="r", relevance=relevance,
                           metadata={"text": text, "senderName": sender, "sourceType": "message"})


def test_a_possessive_after_the_account_holders_name_is_theirs():
    text = "Raj again. Amit went over on his left ankle on a kerb"
    assert [w for _, _, w in sides.sided_parts(text, True, frozenset({"amit"}))] == ["left ankle"]
    assert sides.sided_parts(text, True) == []  # without the owner: someone else's ankle
    assert word_evidence.other_side("amits right ankle", [record(text, "Amit Sharma")], 0.7) == "right ankle"
    assert word_evidence.other_side("amits left ankle", [record(text, "Amit Sharma")], 0.7) == ""


def test_a_possessive_after_another_name_or_from_the_coach_stays_someone_elses():
    # The coach writing about the client: whose ankle the coach means is not read from the sender.
    assert word_evidence.other_side("amits right ankle", [record("Amit went over on his left ankle", "Rory Keane")],
                                    0.7) == ""
    # The client writing about an opponent: the possessive follows no name of the account.
    assert word_evidence.other_side("amits right ankle", [record("caught Dev on his left ankle in sparring", "Amit Sharma")],
                                    0.7) == ""


def test_a_part_of_the_body_no_record_names_is_named():
    assert word_evidence.unsaid_body_part("what did his gp say about his feet going numb", ["feet", "going"]) == "feet"
    assert word_evidence.unsaid_body_part("his right leg tremor", ["leg"]) == "leg"  # a limb, the broader word
    assert word_evidence.unsaid_body_part("his hammy", ["hammy"]) == "hammy"  # a clipped form read as the table's name


def test_other_missing_words_are_not_parts():
    assert word_evidence.unsaid_body_part("how is his stomach", []) == ""
    assert word_evidence.unsaid_body_part("her insomnia, 2k pb, recovery", ["insomnia", "pb", "recovery"]) == ""
    assert word_evidence.unsaid_body_part("what did his wife say", ["wife"]) == ""


def test_a_part_inside_a_complaints_name_is_left_to_the_other_evidence():
    # "upset ... stomach" names a symptom, which the records may say in other words ("a toilet stop at mile 4").
    assert word_evidence.unsaid_body_part("does caffeine upset amara's stomach on runs", ["stomach"]) == ""
    assert word_evidence.unsaid_body_part("did he get a stomach bug", ["stomach"]) == ""
    assert word_evidence.unsaid_body_part("how is his stomach on runs", ["stomach"]) == "stomach"


def test_a_part_of_the_limb_asked_gives_the_limb_its_side():
    pool = [record("Jellyfish got my right forearm on the second leg lol", "Kwame Asante")]
    assert word_evidence.other_side("jellyfish sting on his left arm", pool, 0.7) == "left arm"
    assert word_evidence.other_side("jellyfish sting on his right arm", pool, 0.7) == ""
    # A part asked is compared with that part only: the forearm says nothing of the left wrist.
    assert word_evidence.other_side("how is his left wrist", pool, 0.7) == ""


def test_a_complaint_asked_with_its_limb_is_compared_on_the_complaint():
    # "right leg sciatica" asks about the sciatica: a right ACL is a part of the leg but no side of it.
    pool = [record("Diego: left-sided sciatica to the calf. Right ACL reconstruction 2019, stable.", "Anjali Mehta")]
    assert word_evidence.other_side("diegos right leg sciatica", pool, 0.7) == "right leg sciatica"
