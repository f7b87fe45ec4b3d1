"""chat/service.py `prepare`'s steps of its own (h-review54): the period asked (`_period_asked`) and the thread's
thing (`_thread_read`), each read as prepare read it inline before.

Hand-written names and questions, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

from shared.domain.prompt import Turn
from shared.usecases import search
from shared.usecases.chat import service
from shared.usecases.tenancy import ClientRef

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)
ROSTER = [ClientRef("maya", "Maya Lindholm"), ClientRef("otis", "Otis Crane")]
THREAD = SimpleNamespace(turns=[Turn("user", "what happened to maya's hamstring"), Turn("assistant", "[1] …", ())],
                         focus_client_id="maya")
UNNAMED = SimpleNamespace(clientId=None)  # the request names no client: the thread's is the question's


def _read(question: str, topic: str, scope: str | None = "maya", named: list[ClientRef] | None = None):
    return service._thread_read(SimpleNamespace(), "coach", UNNAMED, THREAD, ROSTER, scope, named or [], question,
                                topic, None)


def test_a_detail_in_words_of_its_own_keeps_them_and_reads_the_threads_thing_beside():
    assert _read("how long out", "long out") == ("how long out", "long out", "hamstring", ("", ""))


def test_a_follow_up_of_no_thing_of_its_own_is_asked_with_the_threads_thing(monkeypatch):
    monkeypatch.setattr(search, "thing_searched", lambda backends, trainer_id, thing, clients: thing)
    question, topic, thing, own = _read("when was it", "")
    assert (question, topic, thing, own) == ("when was it hamstring", "hamstring", "", ("when was it", ""))


def test_no_thread_thing_for_a_status_question_another_client_or_none():
    assert _read("how's she getting on", "") == ("how's she getting on", "", "", ("", ""))
    assert _read("how long out", "long out", named=[ROSTER[0]])[2] == ""
    assert _read("how long out", "long out", scope=None) == ("how long out", "long out", "", ("", ""))


def test_the_period_asked_is_out_of_the_question():
    question, when = service._period_asked(SimpleNamespace(), "coach", UNNAMED, THREAD, ROSTER, "maya", (), None,
                                           "how did she sleep in may", None, None, NOW)
    assert question == "how did she sleep"
    assert when is not None and (when.since.month, when.until.month) == (5, 6)
