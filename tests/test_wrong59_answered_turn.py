"""A chosen reply offered with the turn it answers (shared/domain/threads.py `with_answered`, issue 14,
h-wrong59): "what did kath say musgrove told them" ranked the coach's "Thanks Kath. Tell him no shoeing"
first and left out Kath's message before it, which holds the answer ("Musgrove Park say his left
achilles is snapped"); "has ivor flown yet", "what did i tell seamus the night he did it" the same
(21 cited-but-missed rows of the dev halves, eleven rosters)."""

from __future__ import annotations

import datetime

from shared.adapters.generation.extractive import ExtractiveGenerator
from shared.domain import threads
from shared.domain.prompt import build_prompt
from shared.domain.retrieval import Candidate

HOUR = 3600.0


def turn(id_: str, hours: float, text: str, sender: str, relevance: float = 0.5, chat: str = "chat-ewart", **marks) -> Candidate:
    meta = {"sourceType": "message", "sourceId": id_, "clientId": "ewart", "chatId": chat, "senderId": sender,
            "senderName": "Kath" if sender == "ewart" else "Coach", "ts": 1_700_000_000 + hours * HOUR, "text": text, **marks}
    return Candidate(id_, 0.5, relevance, meta, {})


KATH = turn("m13", 0, "Kath here. Musgrove Park say his left achilles is snapped right through", "ewart", 0.4)
THANKS = turn("m14", 0.2, "Thanks Kath. Tell him no shoeing and no yachting", "coach", 0.9)
NOTE = turn("n1", 500, "Ewart: left Achilles ruptured 9 August, plaster", "coach", 0.8, chat="")


def test_a_chosen_reply_is_followed_by_the_turn_it_answers():
    out = threads.with_answered([THANKS, NOTE], [THANKS, NOTE, KATH])
    assert [c.id for c in out] == ["m14", "m13", "n1"]
    assert out[1].metadata["followOn"] == "answered"


def test_the_turn_answered_is_quoted_without_taking_a_quote():
    others = [turn(f"o{n}", 100 + 50 * n, f"shoeing plan number {n}", "coach", 0.7, chat=f"chat-{n}") for n in range(2)]
    sources = threads.with_answered([THANKS, *others], [THANKS, *others, KATH])
    prompt = build_prompt("what did kath say musgrove told them", [(c.relevance, c.metadata) for c in sources], [], None,
                          4000, datetime.datetime(2024, 1, 1))
    text = ExtractiveGenerator().generate(prompt).text
    assert "Musgrove Park" in text and "Thanks Kath" in text and "shoeing plan number 1" in text


def test_a_turn_chosen_further_down_stays_where_it_is():
    """Moved up, it freed a quote for another source: blind30-002 "when was it" lost its evidence."""
    out = threads.with_answered([THANKS, NOTE, KATH], [THANKS, NOTE, KATH])
    assert [c.id for c in out] == ["m14", "n1", "m13"] and not out[2].metadata.get("followOn")


def test_no_turn_is_added_when_it_is_not_the_other_partys_or_too_far_back_or_says_nothing():
    own = turn("m12", -0.1, "Musgrove Park said it's snapped", "coach")  # the same sender: no exchange
    assert [c.id for c in threads.with_answered([THANKS], [THANKS, own])] == ["m14"]
    old = turn("m10", -threads.REPLY_GAP_S / HOUR - 1, "achilles went at the forge", "ewart")
    assert [c.id for c in threads.with_answered([THANKS], [THANKS, old])] == ["m14"]
    ok = turn("m13", 0, "ok", "ewart")
    assert [c.id for c in threads.with_answered([THANKS], [THANKS, ok])] == ["m14"]
    # Placed before the source already, or the source itself a reply: nothing moves.
    assert [c.id for c in threads.with_answered([KATH, THANKS], [KATH, THANKS])] == ["m13", "m14"]
    marked = turn("m14", 0.2, THANKS.metadata["text"], "coach", 0.9, reply=True)
    assert [c.id for c in threads.with_answered([NOTE, marked], [NOTE, marked, KATH])] == ["n1", "m14"]


def test_the_turn_answered_is_the_chats_only_not_a_search_result(monkeypatch):
    """As a semanticSearch result the turn took one of the top ten places (blind38-591 lost its evidence at
    the tenth in h-wrong59's full run): accompanied.followed asks for it for the chat's sources only."""
    from shared.kernel.deadline import Deadline
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases import accompanied, follow_ons
    asked: list[bool] = []

    def what_follows(*args, answered=True, **kwargs):
        asked.append(answered)
        return list(args[3])

    monkeypatch.setattr(follow_ons, "what_follows", what_follows)
    for as_results in (False, True):
        accompanied.followed(None, "coach", "q", "q", [THANKS], [THANKS, KATH], QueryFilter(), 0.5, Deadline.start(5.0),
                             lambda scope, k: [], read=1, room=4, as_results=as_results)
    assert asked == [True, False]
