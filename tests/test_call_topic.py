"""A topic asked of a recorded call that the call's transcript never touches (call_topic.unsaid_on_call).

Hand-written questions and transcript segments: "on the hamstring call what did pat say about her
diet", where the call's segments talk only about the hamstring, is refused and names the topic; a topic
a segment says (in another form of the word too), a call no segment names, a question with no call, and
candidates with no transcript at all are left to the other evidence."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import call_topic
from shared.domain.answerability import AnswerabilityModel, Evidence, decide

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def _segment(text: str, call: str = "t1") -> SimpleNamespace:
    return SimpleNamespace(metadata={"text": text, "sourceType": "transcript_segment", "transcriptId": call})


def _message(text: str) -> SimpleNamespace:
    return SimpleNamespace(metadata={"text": text, "sourceType": "message"})


def _clients(word: str) -> bool:
    return word in {"pat", "quinlan"}


HAMSTRING_CALL = [
    _segment("Coach: How is the hamstring on the stairs? Pat: Tight first thing, fine once warm."),
    _segment("Coach: Keep the bridges going, three sets. Pat: Will do, hamstring feels stronger."),
    _message("been eating loads of pasta this week, diet gone out the window"),
]


def test_the_call_and_the_topic_are_read_from_the_question():
    assert call_topic.asked("on the hamstring call what did pat say about her diet", _clients) == (["hamstring"], ["diet"])
    assert call_topic.asked("what did pat say about her diet on the hamstring call", _clients) == (["hamstring"], ["diet"])
    assert call_topic.asked("what did pat say about the knee in the mornings on the call", _clients) == (
        [], ["knee", "mornings"])
    assert call_topic.asked("what did pat say about her diet", _clients) == ([], [])  # no call named
    assert call_topic.asked("on the hamstring call how many sets did i give pat", _clients) == ([], [])


def test_a_topic_the_calls_segments_never_say_is_named():
    # The diet came up in a message, not on the call.
    assert call_topic.unsaid_on_call("on the hamstring call what did pat say about her diet", HAMSTRING_CALL,
                                     _clients) == "diet"


def test_a_topic_the_call_says_is_left_alone():
    assert call_topic.unsaid_on_call("on the hamstring call what did pat say about the stairs", HAMSTRING_CALL,
                                     _clients) == ""
    # Another form of the word: "bridge" for "bridges".
    assert call_topic.unsaid_on_call("what did pat say about the bridge on the hamstring call", HAMSTRING_CALL,
                                     _clients) == ""


def test_no_segment_naming_the_call_or_no_transcript_leaves_it_alone():
    assert call_topic.unsaid_on_call("on the shoulder call what did pat say about her diet", HAMSTRING_CALL,
                                     _clients) == ""
    assert call_topic.unsaid_on_call("on the hamstring call what did pat say about her diet",
                                     [_message("hamstring sore after the hills")], _clients) == ""


def test_decide_refuses_a_topic_never_said_on_the_call_and_names_it():
    kept = Evidence(0.9, 0.6, 0.6, 0.1, 0.1, "")
    never = call_topic.unsaid_on_call("on the hamstring call what did pat say about her diet", HAMSTRING_CALL, _clients)
    refused = decide(0.9, 0.7, [], kept, MODEL, "", "", never)
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "diet")
    assert decide(0.9, 0.7, [], kept, MODEL).answerable is True  # the model alone answers it
