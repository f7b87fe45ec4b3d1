"""A place the question ends on that the history never says (word_evidence.unsaid_place), a period
record about a sibling of the thing asked (word_evidence.about_a_sibling, period.in_period), and
the decision's refusal.

Hand-written words and records: "how was his stag do in dublin" where the records say a stag do in
Galway is refused; a place one of whose words is said, a common noun ("in the gym", which may be
"in the studio"), or a question ending on no place, is left to the other evidence. A June record of tight hips is not the wrist in other words; one that says the
wrist, or names the family's broader word, still counts."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

from shared.domain import timeframe, word_evidence
from shared.domain.answerability import AnswerabilityModel, Evidence, decide
from shared.domain.retrieval import Candidate
from shared.usecases import period

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def test_a_trailing_place_nobody_wrote_is_named():
    assert word_evidence.unsaid_place("how was stag do in dublin", ["dublin"]) == "dublin"
    assert word_evidence.unsaid_place("how was golf trip at pebble creek", ["pebble", "creek"]) == ""  # no name
    assert word_evidence.unsaid_place("how was golf trip in scottsdale", ["scottsdale"]) == "scottsdale"
    assert word_evidence.unsaid_place("how did fight in manchester go", ["manchester"]) == "manchester"


def test_a_place_said_or_no_place_is_left_alone():
    # One of its words is said ("hall"): it may be the place in other words.
    assert word_evidence.unsaid_place("how was fight at york hall", ["york"]) == ""
    # A common noun may be a place said in other words ("cold in the studio").
    assert word_evidence.unsaid_place("does get chilly in the gym", ["gym"]) == ""
    assert word_evidence.unsaid_place("did freeze at the bank", ["bank"]) == ""
    # A possessive names someone's thing, no place (demo-052: "ramen" is no word of the list).
    assert word_evidence.unsaid_place("what does put in his ramen", ["ramen"]) == ""
    # After "to" stands a person as often as a place (LoCoMo: "what book did she recommend to melanie").
    assert word_evidence.unsaid_place("what book did recommend to melanie", ["melanie"]) == ""
    # Every word said: the place came up.
    assert word_evidence.unsaid_place("what did he shoot in scottsdale", []) == ""
    # The missing word is not where the question puts a place.
    assert word_evidence.unsaid_place("did he see a physio about the shoulder", ["physio"]) == ""
    assert word_evidence.unsaid_place("is he back playing 11 a side", ["11"]) == ""
    # A word of time after the preposition is no place.
    assert word_evidence.unsaid_place("has got the shower seat in yet", ["shower", "yet"]) == ""
    assert word_evidence.unsaid_place("what did say about knee in april", ["april"]) == ""
    assert word_evidence.unsaid_place("is she dizzy in the mornings", ["mornings"]) == ""


def test_decide_refuses_an_unsaid_place_and_names_it():
    kept = Evidence(0.9, 0.8, 0.8)
    refused = decide(0.9, 0.7, [], kept, MODEL, "", "", "dublin")
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "dublin")
    assert decide(0.9, 0.7, [], kept, MODEL).answerable is True


def test_a_record_about_a_sibling_is_not_the_thing():
    assert word_evidence.about_a_sibling("wrist", {"text": "start with cat-cow and the 90/90 hip switch"})
    assert word_evidence.about_a_sibling("wrist", {"text": "can barely reach my knees in forward fold"})
    # It says the thing, names the family's broader word, or names nothing of the table.
    assert not word_evidence.about_a_sibling("wrist", {"text": "my wrist and hip ache"})
    assert not word_evidence.about_a_sibling("ankle", {"text": "leg pain much better"})
    assert not word_evidence.about_a_sibling("sleeping", {"text": "waking up drenched at 3am"})


def _at(day: int, month: int, text: str, relevance: float) -> Candidate:
    ts = datetime(2026, month, day, 9, tzinfo=timezone.utc).timestamp()
    return Candidate(f"r{month}-{day}", relevance, relevance, {"text": text, "ts": ts})


def test_the_period_keeps_no_record_about_a_sibling():
    june = timeframe.Timeframe(datetime(2026, 6, 1, tzinfo=timezone.utc), datetime(2026, 6, 30, 23, tzinfo=timezone.utc), "in june")
    whole = [_at(25, 8, "right wrist hurts in downward dog", 0.9), _at(17, 6, "can barely reach my knees in forward fold", 0.5),
             _at(1, 6, "start with cat-cow and the 90/90 hip switch", 0.45)]
    whole += [_at(d, 9, "see u sat", 0.2) for d in range(1, 12)]
    assert period.in_period(whole, june, 0.7, "wrist") == []
    # Without the question's words the rule cannot read them: the period's best records count, as before.
    assert [c.id for c in period.in_period(whole, june, 0.7)] == ["r6-17", "r6-1"]
    said = [_at(25, 8, "right wrist hurts", 0.9), _at(10, 6, "wrist a bit sore after the plank", 0.5),
            *whole[3:]]
    assert [c.id for c in period.in_period(said, june, 0.7, "wrist")] == ["r6-10"]


def test_a_value_never_written_is_named_for_a_when_question():
    assert word_evidence.unsaid_value("when did weigh 69kg", ["69kg"]) == "69kg"
    assert word_evidence.unsaid_value("when did get down to 84 kg", ["84"]) == "84"
    assert word_evidence.unsaid_value("when did hit 8000 steps?", ["8000"]) == "8000"


def test_a_value_said_a_comparison_or_no_when_is_left_alone():
    assert word_evidence.unsaid_value("when did weigh 70.8", []) == ""
    assert word_evidence.unsaid_value("when did get under 70 kg", ["70"]) == ""
    assert word_evidence.unsaid_value("when did break 90", ["90"]) == ""
    assert word_evidence.unsaid_value("did weigh 69kg", ["69kg"]) == ""
    assert word_evidence.unsaid_value("when did hurt wrist", ["wrist"]) == ""
    # A year is when, not the value (LoCoMo: "when did john get an ankle injury in 2023?").
    assert word_evidence.unsaid_value("when did get an ankle injury in 2023?", ["2023"]) == ""
