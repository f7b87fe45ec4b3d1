"""What accompanies an answer's records, one step for chatWithAI and semanticSearch
(shared/usecases/accompanied.py): what follows them, the record that leads, what follows kept to the
filter, a metric's weeks, and the profile in front. The chat (service._followed) and the search
(search._search) looped over the chosen records each in their own function; now they call one, and
differ only by its parameters: how many records have their reply read (`read`), how many may be
offered (`room`), and how they are scored (`as_results`).

Hand-written records (Priya and her coach Mo), not taken from any benchmark set."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.adapters.vectorstore.local import LocalVectorStore
from shared.domain.retrieval import Candidate
from shared.kernel.deadline import Deadline
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import accompanied
from shared.usecases.chat import service
from shared.usecases.search import FOLLOWED
from tests.hash_embedder import HashEmbedder

T0 = 1_790_000_000.0
HOUR = 3600.0
THRESHOLD = 0.7
PRIYA = QueryFilter(client_id="priya")

# Four messages of Priya's, each answered by Mo a couple of hours later, and one "ok 👍".
ASKED = [("q1", "hip flexor tight again after the long run"), ("q2", "can I swap squats for lunges this week"),
         ("q3", "protein shake before or after the gym"), ("q4", "rowing machine keeps beeping at me")]
ANSWERS = [("a1", "Stretch it twice a day and skip hills until Sunday."),
           ("a2", "Yes, reverse lunges, three sets of ten each side."),
           ("a3", "After is fine, within an hour of finishing."),
           ("a4", "Hold the reset button five seconds, then it calibrates.")]


def meta(id_: str, ts: float, text: str, sender: str) -> dict:
    return {"sourceType": "message", "sourceId": id_, "clientId": "priya", "chatId": "chat-priya", "senderId": sender,
            "senderName": "Priya" if sender == "priya" else "Mo", "ts": ts, "text": text,
            "embeddingModel": HashEmbedder.model_id, "trainerId": "mo"}


def rows() -> list[dict]:
    out = []
    for n, ((qid, q), (aid, a)) in enumerate(zip(ASKED, ANSWERS)):
        out += [meta(qid, T0 + n * 30 * HOUR, q, "priya"), meta(aid, T0 + n * 30 * HOUR + 2 * HOUR, a, "mo")]
    out.append(meta("thanks", T0 + 4 * 30 * HOUR, "ok 👍", "mo"))
    return out


@pytest.fixture
def backends(tmp_path):
    embedder = HashEmbedder()
    store = LocalVectorStore(tmp_path / "v.sqlite3")
    records = rows()
    store.upsert("mo", [VectorRecord(m["sourceId"], v, m) for m, v in
                        zip(records, embedder.embed([m["text"] for m in records]))])
    return SimpleNamespace(store=store, embedder=embedder)


def chosen(*ids: str) -> list[Candidate]:
    by_id = {m["sourceId"]: m for m in rows()}
    return [Candidate(i, 0.6, 0.9 - 0.01 * n, by_id[i], {"coverage": 0.5}) for n, i in enumerate(ids)]


def as_chat(backends, records: list[Candidate], searched: QueryFilter = PRIYA) -> list[Candidate]:
    """The step with the chat's parameters (service._followed)."""
    return accompanied.followed(backends, "mo", "q", "what did priya ask", records, records, searched, THRESHOLD,
                                Deadline.start(60), lambda scope, top_k: [], read=len(records),
                                room=service.MAX_SOURCES + service.REPLIES, as_results=False)


def as_search(backends, records: list[Candidate], searched: QueryFilter = PRIYA) -> list[Candidate]:
    """The step with the search's parameters (search._search)."""
    head = min(FOLLOWED, len(records))
    return accompanied.followed(backends, "mo", "q", "what did priya ask", records, records, searched, THRESHOLD,
                                Deadline.start(60), lambda scope, top_k: [], read=head, room=2 * head,
                                as_results=True)


def test_both_offer_the_same_replies_and_differ_only_in_their_scores(backends) -> None:
    picked = chosen("q1", "q2")
    chat, search = as_chat(backends, picked), as_search(backends, picked)
    ids = [c.id for c in chat]
    assert ids == [c.id for c in search]  # the same records, in the same order
    assert ids.index("a1") == ids.index("q1") + 1 and ids.index("a2") == ids.index("q2") + 1  # each reply after its record
    # The chat keeps a reply's own relevance and its mark (its confidence and its quotes read them) ...
    assert chat[1].metadata.get("reply") and chat[1].relevance != picked[0].relevance
    # ... the search scores it as the result it follows, a result standing on its own.
    assert search[1].relevance == picked[0].relevance and "reply" not in search[1].metadata
    assert search[3].relevance == picked[1].relevance


def test_how_many_replies_are_read_is_the_parameter_that_differs(backends) -> None:
    picked = chosen(*(qid for qid, _ in ASKED))
    # The chat reads every source's reply; the search its first FOLLOWED results'.
    chat = as_chat(backends, picked)
    assert [c.id for c in chat] == ["q1", "a1", "q2", "a2", "q3", "a3", "q4", "a4"]
    assert all(c.metadata.get("reply") for c in chat[1::2])
    assert FOLLOWED == 3
    search = [c.id for c in as_search(backends, picked)]
    assert search[-1] == "q4"  # the fourth result's reply is not read: nothing follows it
    assert [search.index(q) < search.index(a) for q, a in (("q1", "a1"), ("q2", "a2"), ("q3", "a3"))] == [True] * 3


def test_neither_offers_a_reply_outside_the_filter_or_saying_nothing(backends) -> None:
    # Asked up to an hour after her first message: Mo's answer two hours later is not of the period.
    until = QueryFilter(client_id="priya", until_ts=T0 + HOUR)
    assert [c.id for c in as_chat(backends, chosen("q1"), until)] == ["q1"]
    assert [c.id for c in as_search(backends, chosen("q1"), until)] == ["q1"]
    # "ok 👍" after her last message: content-free, offered by neither.
    last = [Candidate("q5", 0.6, 0.9, meta("q5", T0 + 4 * 30 * HOUR - 60, "see you tuesday then?", "priya"),
                      {"coverage": 0.5})]
    assert [c.id for c in as_chat(backends, last)] == [c.id for c in as_search(backends, last)] == ["q5"]


def test_nothing_chosen_nothing_offered(backends) -> None:
    assert as_chat(backends, []) == [] and as_search(backends, []) == []


def test_the_profile_leads_what_accompanies_it_scored_at_least_the_threshold() -> None:
    profile = Candidate("priya-profile", 0.2, 0.3, {"sourceType": "client_profile", "clientId": "priya"})
    records = chosen("q1", "a1")
    out = accompanied.with_profile(profile, [*records, profile], THRESHOLD, as_results=True)
    assert [c.id for c in out] == ["priya-profile", "q1", "a1"] and out[0].relevance == THRESHOLD
    # The chat: the same place, its own relevance (its confidence reads it).
    chat = accompanied.with_profile(profile, [*records, profile], THRESHOLD, as_results=False)
    assert [c.id for c in chat] == ["priya-profile", "q1", "a1"] and chat[0].relevance == 0.3
    assert accompanied.with_profile(None, records, THRESHOLD, as_results=True) == records
