"""The one who beat the client or won the game asked, named by no record (word_evidence.unsaid_opponent, h-never29).

Hand-written questions and records: "who beat her" beside "lost the final 8-6 in the last 10 secs" is refused;
beside "lost to Hannah Price in the final" it is not. "who won a medal" and "who won at the county champs" ask
which client won (the roster's question) and are not read."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import word_evidence


def _pool(*texts):
    return [SimpleNamespace(metadata={"text": t}) for t in texts]


RESULT_ONLY = _pool("county schools: SILVER, lost the final 8-6 in the last 10 secs", "won 3 lost 1 at the bonspiel")


def test_a_winner_no_record_names_is_refused():
    for question in ("who beat her", "who beat dani in the final", "who did they lose to", "who won it",
                     "who won the county cup final"):
        assert word_evidence.unsaid_opponent(question, RESULT_ONLY) == "the winner's name", question


def test_a_winner_named_beside_the_result_answers():
    assert word_evidence.unsaid_opponent("who beat her", _pool("lost to Hannah Price in the final")) == ""
    assert word_evidence.unsaid_opponent("who beat her", _pool("beaten by Leeds again")) == ""
    assert word_evidence.unsaid_opponent("who won it", _pool("Ellis won it on the last end")) == ""
    # A pronoun beside the result names no one.
    assert word_evidence.unsaid_opponent("who won it", _pool("we won 3 lost 1")) == "the winner's name"


def test_questions_of_which_client_won_are_not_read():
    assert word_evidence.unsaid_opponent("who won a medal", RESULT_ONLY) == ""
    assert word_evidence.unsaid_opponent("who won at the county champs", RESULT_ONLY) == ""
    assert word_evidence.unsaid_opponent("what was the score in the final", RESULT_ONLY) == ""
