"""A client's recovery asked alone ("marek's recovery", in a period: "… in q2", read before): a status question of no
topic (intent.is_status_question, asks_status), answered by the period's news as "how was he" is (h-fail55). A
recovery of a thing named ("her postnatal recovery") or asked about ("what did he say about recovery") keeps its
topic. Hand-written questions, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.usecases import intent


@pytest.mark.parametrize("question, topic", [
    ("marek's recovery", "recovery"),
    ("mareks recovery?", "recovery"),
    ("marek's rehab", "rehab"),
])
def test_the_client_s_recovery_alone_is_a_status_question(question, topic):
    assert intent.is_status_question(question)
    assert intent.asks_status(question, topic)


@pytest.mark.parametrize("question, topic", [
    ("where is she with her postnatal recovery", "postnatal recovery"),
    ("what did he say about recovery", "recovery"),
    ("his recovery", "recovery"),
    ("how long did pete say recovery was", "long recovery"),
])
def test_a_recovery_of_a_thing_is_no_status_question(question, topic):
    assert not (intent.is_status_question(question) and intent.asks_status(question, topic))
