"""An event asked how it went that the records only ever plan (planned_only.only_planned).

Hand-written questions and records: "how did pat's pottery course go" where the one record naming the
course says "wants to try a pottery course next term" is refused and names the event; a record that
reports the event ("the pottery course was brilliant"), a question that asks no outcome, an event no
record names, and a plan beside a report are left to the other evidence."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import planned_only
from shared.domain.answerability import AnswerabilityModel, Evidence, decide

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def _records(*texts: str, relevance: float = 0.8) -> list[SimpleNamespace]:
    return [SimpleNamespace(metadata={"text": t, "senderName": "Pat Quinlan", "ts": f"2026-0{i + 1}-10"},
                            relevance=relevance) for i, t in enumerate(texts)]


def _clients(word: str) -> bool:
    return word in {"pat", "quinlan", "bernadette"}


def test_the_event_is_read_from_outcome_questions():
    assert planned_only.asked_event("how did pat's pottery course go", _clients) == ["pottery", "course"]
    assert planned_only.asked_event("pats pottery course — how did it go", _clients) == ["pottery", "course"]
    assert planned_only.asked_event("how did pat get on at the county trials", _clients) == ["county", "trials"]
    assert planned_only.asked_event("did pat run the harbour 10k", _clients) == ["harbour", "10k"]
    assert planned_only.asked_event("what was pats time up ben nevis", _clients) == ["ben", "nevis"]
    assert planned_only.asked_event("pat's result at the county trials", _clients) == ["county", "trials"]
    # Questions that ask no outcome.
    assert planned_only.asked_event("what did pat say about the pottery course", _clients) == []
    assert planned_only.asked_event("when is pat's pottery course", _clients) == []
    assert planned_only.asked_event("pats knee", _clients) == []
    # A result asked of a record, or of a month, names no event.
    assert planned_only.asked_event("pats plank time in my first note", _clients) == []
    assert planned_only.asked_event("pats 5k time in june", _clients) == []


def test_an_event_only_planned_is_named():
    records = _records("Knee is better. Wants to try a pottery course next term",
                       "Coach: good, keep the hip work going")
    assert planned_only.only_planned("how did pat's pottery course go", records, _clients) == "pottery course"
    records = _records("thinking of doing the harbour 10k in may, is that daft?", "Coach: not daft at all")
    assert planned_only.only_planned("did pat run the harbour 10k", records, _clients) == "harbour 10k"
    records = _records("Next up: the county trials in June.")
    assert planned_only.only_planned("how did pat get on at the county trials", records, _clients) == "county trials"
    records = _records("Pat's keen to do Ben Nevis with her sister in the summer")
    assert planned_only.only_planned("what was pats time up ben nevis", records, _clients) == "ben nevis"


def test_an_event_reported_is_left_alone():
    records = _records("Wants to try a pottery course next term", "the pottery course was brilliant, made a bowl")
    assert planned_only.only_planned("how did pat's pottery course go", records, _clients) == ""
    records = _records("ran the harbour 10k in 48 minutes!")
    assert planned_only.only_planned("did pat run the harbour 10k", records, _clients) == ""
    # A plan and a report in one message: the report's sentence names the event without a plan's words.
    records = _records("County trials done, came fourth. Next year I want the podium at the county trials")
    assert planned_only.only_planned("how did pat get on at the county trials", records, _clients) == ""


def test_an_event_no_record_names_and_other_questions_are_left_alone():
    records = _records("Wants to try a pottery course next term")
    assert planned_only.only_planned("how did pat's swimming gala go", records, _clients) == ""
    assert planned_only.only_planned("what did pat say about the pottery course", records, _clients) == ""


def test_decide_refuses_an_event_only_planned_and_names_it():
    records = _records("Wants to try a pottery course next term")
    kept = Evidence(0.9, 0.6, 0.6, 0.1, 0.1, "")
    never = planned_only.only_planned("how did pat's pottery course go", records, _clients)
    refused = decide(0.9, 0.7, [], kept, MODEL, "", "", "", never)
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "pottery course")
    assert refused.only_planned is True
    assert decide(0.9, 0.7, [], kept, MODEL).answerable is True  # the model alone answers it
    # A word never said still comes first, and is no plan.
    unsaid = decide(0.9, 0.7, [], kept, MODEL, "", "", "kiln", never)
    assert (unsaid.absent_topic, unsaid.only_planned) == ("kiln", False)


def test_the_refusal_says_the_event_came_up_only_as_a_plan():
    """"No mention of the pottery course" would be untrue: a record names it, as a plan."""
    from shared.usecases.chat.service import _refusal

    records = _records("Wants to try a pottery course next term")
    kept = Evidence(0.9, 0.6, 0.6, 0.1, 0.1, "")
    decision = decide(0.9, 0.7, [], kept, MODEL, "", "", "", "pottery course")
    backends = SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.7))
    text, outcome = _refusal(backends, "t1", decision, "pottery course", "Pat Quinlan", None, records, [], {})
    assert outcome == "topic_absent"
    assert "only as a plan" in text and "'pottery course'" in text and "Pat Quinlan" in text
    assert "couldn't find" not in text
    # Any other absent topic keeps the plain "no mention" wording.
    other = decide(0.9, 0.7, [], kept, MODEL, "", "", "kiln")
    text, _ = _refusal(backends, "t1", other, "kiln", "Pat Quinlan", None, records, [], {})
    assert text.startswith("I couldn't find any mentions of 'kiln'")


def test_the_owner_before_a_possessive_is_no_word_of_the_event():
    # A nickname the roster does not know is still the owner, not the event.
    assert planned_only.asked_event("patsy's pottery course — how did it go", _clients) == ["pottery", "course"]


def test_a_sentence_that_puts_the_event_behind_the_writer_plans_nothing():
    """"wanted to" is a plan's word, but of the telling when the event is "last week": planned_only.plans
    is the one reader of that (called_off read it apart before), so only_planned leaves the pottery
    course's report to the model too."""
    record = SimpleNamespace(metadata={"text": "", "ts": None})
    assert planned_only.plans("I wanted to tell you about the pottery course", record)
    assert not planned_only.plans("I wanted to tell you about the pottery course last week", record)
    assert not planned_only.plans("we're hoping to do the pottery course again, did it two weeks ago", record)
    records = _records("I wanted to tell you about my pottery course last week. Loved it")
    assert planned_only.only_planned("how did pat's pottery course go", records, _clients) == ""
    assert planned_only.only_planned("how did pat's pottery course go",
                                     _records("I want to do a pottery course in the spring"), _clients) == "pottery course"
