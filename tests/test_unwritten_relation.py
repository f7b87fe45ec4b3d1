"""A relative asked across the roster by what they sent, when none of them wrote (speaker_records.unwritten_relation,
h-never29).

Hand-written roster and messages, not taken from any benchmark set. Kofi's mum writes from his phone ("Hi
coach, it's Ama, Kofi's mum"); Lena says "mum's roast" and "dad drove me" in her own messages, and nobody's
dad ever writes. "whose mum texts" is answered by Ama's message (the chat's writers_asked reads it), so it is
not refused; "whose dad texts" names a relation the records say, but no dad ever wrote: refused. A question
of one client, one asking no relative ("whose support worker messages me") or asking no sender is not read."""

from __future__ import annotations

import re
from types import SimpleNamespace

from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter
from shared.usecases import speaker_records
from shared.usecases.tenancy import ClientRef

ROSTER = [ClientRef("kofi", "Kofi Mensah"), ClientRef("lena", "Lena Vogt")]
MESSAGES = [
    ("k1", "kofi", "kofi", "Hi coach, it's Ama, Kofi's mum. He twisted his ankle at football, can he still come Saturday?"),
    ("k2", "kofi", "coach", "Thanks Ama, yes, upper body only."),
    ("l1", "lena", "lena", "mum's roast then a walk, no regrets"),
    ("l2", "lena", "lena", "dad drove me to the track, legs felt heavy"),
]


class _Store:
    """A keyword lookup over MESSAGES by any word asked, remembering what it was asked."""

    def __init__(self):
        self.asked = []

    def keyword_query(self, trainer_id, text, top_k, query_filter=None):
        self.asked.append(text)
        words = set(text.lower().split())
        return [SimpleNamespace(id=i, score=1.0, metadata={"text": t, "clientId": c, "senderId": s, "sourceType": "message",
                                                            "chatId": f"chat-{c}"})
                for i, c, s, t in MESSAGES if words & set(re.findall(r"[a-z]+", t.lower()))]


def _ask(question, query_filter=QueryFilter(), candidates=()):
    backends = SimpleNamespace(store=_Store())
    return speaker_records.unwritten_relation(backends, "coach", question, list(candidates), query_filter, ROSTER)


def test_a_relative_who_wrote_answers_and_one_who_never_wrote_is_refused():
    assert _ask("whose mum texts") == ""
    assert _ask("whose dad texts me") == "a message from a client's dad"
    # A client's own message saying the relation is no message of the relative's.
    lena = [Candidate("l2", 0.8, 0.8, {"text": MESSAGES[3][3], "clientId": "lena", "senderId": "lena",
                                        "sourceType": "message"})]
    assert _ask("whose dad messaged me", candidates=lena) == "a message from a client's dad"


def test_other_questions_are_not_read():
    assert _ask("whose dad texts", QueryFilter(client_id="lena")) == ""  # one client: the rest of the decision
    assert _ask("whose support worker messages me") == ""  # no relative
    assert _ask("who has a dad who drives") == ""  # asks no sender
