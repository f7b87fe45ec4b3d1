"""chat/service.py `finish` in its steps (h-review55): the answer's citations read (`_answered`), the exchange
recorded (`_record_exchange`), the log line (`_log_chat`). Hand-written records, no emulator."""

from __future__ import annotations

from types import SimpleNamespace

from shared.usecases.chat import service


def _source(n: int, relevance: float) -> SimpleNamespace:
    return SimpleNamespace(metadata={"sourceId": f"m{n}", "vectorId": f"message:m{n}", "text": f"record {n}",
                                     "ts": 86_400.0 * n}, relevance=relevance, label=f"[Message {n}]")


def _prepared(**fields: object) -> SimpleNamespace:
    base = dict(prompt=None, fixed_answer=None, layers_read=None, typed=None, request=SimpleNamespace(
        message="how is ana", includeSources=True), trainer_id="coach", conversation=SimpleNamespace(
        conversation_id="conv"), focus_client_id="ana", outcome="answered", timings_ms={"searchMs": 12})
    return SimpleNamespace(**{**base, **fields})


def test_a_fixed_answer_cites_nothing():
    answer = service._answered(_prepared(fixed_answer="I couldn't find that."), None)
    assert answer == service._Answer("I couldn't find that.", [], [], 0.0, 0)
    assert service._answered(_prepared(), None).text == ""


def test_the_records_cited_and_the_mean_of_their_relevance():
    prompt = SimpleNamespace(sources=[_source(1, 0.9), _source(2, 0.5), _source(3, 0.4)], layer_tokens={"plan": 40},
                             estimated_tokens=300)
    generation = SimpleNamespace(text="Ana is fine [1][3]; her plan says rest [Plan] [Last 7 days] [9].", tokens_used=77)
    answer = service._answered(_prepared(prompt=prompt), generation)
    assert [s.messageId for s in answer.sources] == ["m1", "m3"]
    assert answer.confidence == 0.65 and answer.tokens == 77 and answer.layers == ["plan"]
    assert "[9]" not in answer.text and "[Last 7 days]" not in answer.text


def test_finish_records_the_exchange_with_every_record_offered(monkeypatch):
    appended = []
    monkeypatch.setattr(service.conversations, "append_exchange", lambda *args: appended.append(args))
    prompt = SimpleNamespace(sources=[_source(1, 0.9), _source(2, 0.5)], layer_tokens={}, estimated_tokens=300)
    generation = SimpleNamespace(text="Fine [2].", tokens_used=10)
    response = service.finish(SimpleNamespace(db="db"), _prepared(prompt=prompt, typed="how is ana?"), generation)
    assert appended == [("db", "coach", _prepared().conversation, "how is ana?", response.response,
                         ["message:m1", "message:m2"], "ana")]
    assert response.confidence == 0.5 and [s.messageId for s in response.sources] == ["m2"] and response.tokensUsed == 10
