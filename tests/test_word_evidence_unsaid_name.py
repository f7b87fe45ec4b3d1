"""A name of its own that the kinds table does not know, never said (word_evidence.unsaid_name).

Hand-written questions, candidates and the words a history never says: "is pat on bisoprolone" where
the records name another drug is refused and names the word; a typing slip of the records' word or of a
common English word, a clipped or longer form of a word a candidate says, a common English word never
said, a month, a client's name and a word the kinds table knows are left to the other evidence."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import word_evidence
from shared.domain.answerability import AnswerabilityModel, Evidence, decide

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def _records(*texts: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(metadata={"text": t, "senderName": "Pat Quinlan"}) for t in texts]


def _clients(word: str) -> bool:
    return word in {"pat", "quinlan", "bernadette"}


PAT = _records("Started the new heart tablets, felt dizzy on the stairs", "Coach: keep a diary of the dizzy spells")


def test_a_drug_or_brand_name_nobody_wrote_is_named():
    assert word_evidence.unsaid_name("is pat on bisoprolone", ["bisoprolone"], PAT, _clients) == "bisoprolone"
    assert word_evidence.unsaid_name("did the zorvexa bars agree with pat", ["zorvexa", "agree"], PAT,
                                     _clients) == "zorvexa"


def test_another_drug_spelt_differently_from_the_records_one_is_still_named():
    # "quetrozine" and the records' "fluvoxine" share letters but are far apart by spelling (ratio < 0.75).
    records = _records("Been on fluvoxine for three weeks now")
    assert word_evidence.unsaid_name("is pat still on quetrozine", ["quetrozine"], records, _clients) == "quetrozine"


def test_a_slip_of_a_word_a_candidate_says_is_left_alone():
    records = _records("GP put me on fluvoxine, 50mg", "Kilimanjaro in the spring")
    assert word_evidence.unsaid_name("pats fluvoxene", ["fluvoxene"], records, _clients) == ""  # one letter
    assert word_evidence.unsaid_name("pats kilimanjero", ["kilimanjero"], records, _clients) == ""
    assert word_evidence.unsaid_name("pats kilima trip", ["kilima"], records, _clients) == ""  # a clipped form


def test_slips_of_common_words_and_common_words_never_said_are_left_alone():
    assert word_evidence.unsaid_name("pats nausia", ["nausia"], PAT, _clients) == ""  # nausea, one edit
    assert word_evidence.unsaid_name("why didnt pat train", ["didnt"], PAT, _clients) == ""  # no apostrophe
    assert word_evidence.unsaid_name("why doesnt pat swim", ["doesnt"], PAT, _clients) == ""
    # A common word never said is not a name of its own: the model reads it ("jellyfish", "tournament").
    assert word_evidence.unsaid_name("did pat get stung by a jellyfish", ["jellyfish"], PAT, _clients) == ""


def test_months_clients_short_words_and_the_tables_words_are_left_alone():
    assert word_evidence.unsaid_name("pats bp in october", ["october"], PAT, _clients) == ""
    assert word_evidence.unsaid_name("bernadettes knee", ["bernadettes"], PAT, _clients) == ""  # a client
    assert word_evidence.unsaid_name("pats neb", ["neb"], PAT, _clients) == ""  # too short to tell
    assert word_evidence.unsaid_name("is pat on atorvastatin", ["atorvastatin"], PAT, _clients) == ""  # unsaid_thing's
    assert word_evidence.unsaid_name("is pat on bisoprolone", [], PAT, _clients) == ""  # every word said


def test_decide_refuses_an_unsaid_name_and_names_it():
    kept = Evidence(0.9, 0.6, 0.6, 0.1, 0.1, "bisoprolone")
    refused = decide(0.9, 0.7, [], kept, MODEL, "", "",
                     word_evidence.unsaid_name("is pat on bisoprolone", ["bisoprolone"], PAT, _clients))
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "bisoprolone")
    assert decide(0.9, 0.7, [], kept, MODEL).answerable is True  # the model alone answers it
