"""A name looked up in the trainer's records is said only where a record says the word itself
(answerability.name_said): the keyword index matches stems, and "dai" is Porter's stem of "day", so
"how's dai", asked of a trainer with no Dai, passed the unknown-subject check on "what a day" and was
answered from the trainer's other clients. And a word typed with a possessive's apostrophe opening the
question is looked up as the possessor though it is an English word too ("josh's 10m sprint":
answerability.slot_subject). Hand-written records, not taken from any benchmark set."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.adapters.vectorstore.local import LocalVectorStore
from shared.domain import answerability
from shared.domain.answerability import name_said, says_name, slot_subject
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import search
from tests.hash_embedder import HashEmbedder

T0 = 1_790_000_000.0


def test_a_name_is_said_by_the_word_itself_not_its_stem():
    assert not says_name("dai", "what a day")
    assert not says_name("dai", "two days off")
    assert says_name("dai", "Dai's knee is better")
    assert says_name("dai", "dais knee")
    assert says_name("zoe", "Zoë: back from holiday")
    assert not name_said("dai", ["what a day", "day off"])
    assert name_said("dai", ["what a day", "tell Dai well done"])
    assert not name_said("josh", [])


def test_an_english_word_is_said_by_its_stem():
    # "josh" is a word too ("to josh"): a record the stem's lookup found says it.
    assert name_said("josh", ["no joshing"])


def test_an_apostrophe_possessive_opening_names_its_possessor_even_an_english_word():
    assert slot_subject("josh's 10m sprint") == "josh"
    assert slot_subject("grace\u2019s hurdles") == "grace"
    # Without the apostrophe an English word is a word; a time's possessive and "let's" name no one.
    assert slot_subject("squats form check") == ""
    assert slot_subject("today's session") == ""
    assert slot_subject("last week's weigh-in") == ""
    assert slot_subject("let's look at the plan") == ""


def _backends(tmp_path, texts):
    embedder = HashEmbedder()
    store = LocalVectorStore(tmp_path / "v.sqlite3")
    metas = [{"sourceType": "message", "sourceId": f"m{n}", "clientId": "holly", "chatId": "chat-holly",
              "senderId": "holly", "senderName": "Holly Dixon", "ts": T0 + n * 3600, "text": t,
              "embeddingModel": HashEmbedder.model_id, "trainerId": "graham"} for n, t in enumerate(texts)]
    store.upsert("graham", [VectorRecord(m["sourceId"], v, m) for m, v in zip(metas, embedder.embed(texts))])
    settings = SimpleNamespace(relevance_threshold=0.7, search_timeout_s=10.0)
    return SimpleNamespace(store=store, embedder=embedder, settings=settings), metas


@pytest.mark.parametrize("question", ["how's dai", "dai's grand national"])
def test_a_name_whose_stem_is_a_common_words_is_unknown_where_no_record_says_it(tmp_path, question):
    backends, metas = _backends(tmp_path, ["what a day", "long day at the track", "day off tomorrow"])
    candidates = [Candidate(m["sourceId"], 0.9, 0.9, m) for m in metas]
    decision = search.decide(backends, "graham", question, candidates, QueryFilter(), [])
    assert decision.reason == "unknown_subject" and decision.unknown_subjects == ("dai",)


def test_a_capitalised_subject_is_read_by_its_stem(tmp_path):
    # A capitalised word mid-sentence may be a topic's inflection: the records' "deadlift" says "Deadlifts".
    backends, metas = _backends(tmp_path, ["deadlift 100 kg today"])
    candidates = [Candidate(m["sourceId"], 0.9, 0.9, m) for m in metas]
    decision = search.decide(backends, "graham", "what did she say about Deadlifts", candidates, QueryFilter(), [])
    assert decision.reason != "unknown_subject"


def test_a_name_a_record_says_is_known(tmp_path):
    backends, metas = _backends(tmp_path, ["what a day", "Dai says hi, his knee is fine"])
    candidates = [Candidate(m["sourceId"], 0.9, 0.9, m) for m in metas]
    decision = search.decide(backends, "graham", "how's dai", candidates, QueryFilter(), [])
    assert decision.reason != "unknown_subject"


def test_a_possessor_no_record_says_is_unknown(tmp_path):
    backends, metas = _backends(tmp_path, ["30 m sprint 5.4 s", "throw 44 mph"])
    candidates = [Candidate(m["sourceId"], 0.9, 0.9, m) for m in metas]
    decision = search.decide(backends, "graham", "josh's 10m sprint", candidates, QueryFilter(), [])
    assert decision.reason == "unknown_subject" and decision.unknown_subjects == ("josh",)
    assert answerability.slot_subject("josh's 10m sprint") == "josh"


def test_a_possessor_sounding_as_a_clients_name_is_that_client(tmp_path):
    """blind29-257 (dev, answerable) "glen's hip replacment", no client resolved: "glen" is an English word too,
    read as the possessor with its apostrophe, and the records never say "glen"; it sounds as the client Glyn
    (answerability.sounds_as_name), so it is no unknown subject and the records answer."""
    from shared.usecases.tenancy import ClientRef

    assert answerability.sounds_as_name("glen", ["Glyn Morgan"])
    assert not answerability.sounds_as_name("dai", ["Holly Dixon"])
    assert not answerability.sounds_as_name("josh", ["Shona Reid", "Tyler Okafor"])
    assert not answerability.sounds_as_name("tanes", ["Tina Zhou"])  # the joined name is no part
    roster = [ClientRef("glyn", "Glyn Morgan")]
    backends, metas = _backends(tmp_path, ["left hip replacement done this morning"])
    candidates = [Candidate(m["sourceId"], 0.9, 0.9, m) for m in metas]
    decision = search.decide(backends, "graham", "glen's hip replacment", candidates, QueryFilter(), roster)
    assert decision.reason != "unknown_subject"
