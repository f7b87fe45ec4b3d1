"""Other people's words asked with a period, an event or no client in focus, the trainer's words to a person
named, a relative who never wrote, and another client's thing asked of the client named (h-kin28).

Hand-written names and messages, not taken from any benchmark set. Bryn's wife Eluned writes from his phone
twice ("Eluned here, Bryn's wife", "Eluned again"), the trainer answers her; his profile names his grandson
Osian, who never writes. Cerys has a calf tear and a check-in stress score; Dylan has the labral tear and
the stress fracture, and a 40m sprint.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain import asked_speaker, others_things, person_words, word_evidence
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import others_things as others_things_use
from shared.usecases import speaker_records
from shared.usecases.tenancy import ClientRef

START = datetime(2026, 3, 2, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("bryn", "Bryn Hughes"), ClientRef("cerys", "Cerys Lloyd"), ClientRef("dylan", "Dylan Rees")]
# (id, chat, client, sender id, text, hours after START)
SAID = [
    ("b1", "chat-bryn", "bryn", "bryn", "Evening coach, Bryn Hughes. 61, I go to the club with my grandson Osian", 0),
    ("b2", "chat-bryn", "bryn", "bryn", "Coach, Eluned here, Bryn's wife. He fell off the ladder and his wrist is swollen", 100),
    ("b3", "chat-bryn", "bryn", "coach", "Thanks Eluned. Ice it and get it x-rayed today please.", 101),
    ("b4", "chat-bryn", "bryn", "bryn", "wrist fine, took eluned to the harvest fair", 400),
    ("b5", "chat-bryn", "bryn", "bryn", "Eluned again: he's been on the bike every day this week", 1500),
    ("b6", "chat-bryn", "bryn", "coach", "Brilliant, tell him to keep it easy.", 1501),
    ("c1", "chat-cerys", "cerys", "cerys", "grade 2 tear of the calf, 6 weeks out", 0),
    ("c2", "chat-cerys", "cerys", "cerys", "x-ray fine, no fracture. stress 7 this week", 50),
    ("c3", "chat-cerys", "cerys", "cerys", "30 m sprint 4.9 today", 80),
    ("d1", "chat-dylan", "dylan", "dylan", "MRI: a small labral tear of the hip", 0),
    ("d2", "chat-dylan", "dylan", "dylan", "they say it's a stress fracture of the shin", 30),
    ("d3", "chat-dylan", "dylan", "dylan", "40m sprint 5.1", 60),
]
PROFILE = ("profile:bryn", "bryn", "Client profile of Bryn Hughes: background notes (work, family, lifestyle): "
                                   "Retired farmer. Grandson Osian.")


def is_client(word: str) -> bool:
    return word in {"bryn", "bryns", "cerys", "dylan"}


# -- the question and the records, read -------------------------------------------------------------

def test_the_trainers_words_to_a_person_named():
    assert asked_speaker.told_person("what did i tell eluned", is_client) == "eluned"
    assert asked_speaker.told_person("what have i said to eluned?", is_client) == "eluned"
    assert asked_speaker.told_person("what did i tell bryn", is_client) == ""  # a client: the ranking's
    assert asked_speaker.told_person("what did i tell him", is_client) == ""
    assert asked_speaker.told_person("what did i tell eluned about the wrist", is_client) == ""  # `told`'s


def test_what_a_person_said_at_an_event():
    assert asked_speaker.asked("what did eluned say at the harvest fair", is_client) == \
        asked_speaker.Asked("eluned", "the harvest fair")
    assert asked_speaker.asked("what did eluned say at the session", is_client) == asked_speaker.Asked("eluned", "")
    assert asked_speaker.relative("what did bryn's wife say at the harvest fair", is_client) == \
        asked_speaker.Relative("bryn", "wife", "the harvest fair")


def test_a_person_named_as_a_relative():
    assert person_words.named_as_relative("osian", SAID[0][4])  # "my grandson Osian"
    assert person_words.named_as_relative("osian", PROFILE[2])  # "Grandson Osian."
    assert not person_words.named_as_relative("eluned", SAID[3][4])  # "took eluned to the fair"


def test_back_and_weight_said_in_passing():
    assert "back" not in word_evidence.passing_words("first race back with a sore shoulder").split()
    assert "back" not in word_evidence.passing_words("whole list back 🙌").split()
    assert "back" in word_evidence.passing_words("sore back.").split()
    assert "back" in word_evidence.passing_words("neck and back").split()
    assert "weight" not in word_evidence.passing_words("no weight on the left hand for 6 weeks").split()
    assert "weight" not in word_evidence.passing_words("cant put weight on it").split()
    assert "weight" in word_evidence.passing_words("lost weight on the new plan").split()
    assert "Weight" in word_evidence.passing_words("Weight 82 kg").split()
    returned = [Candidate("r", 0.6, 0.9, {"text": "first swim back!"}), Candidate("s", 0.6, 0.9, {"text": "back in the pool"})]
    assert word_evidence.said_in_passing("cerys's back", returned) == "back"
    # The question's own "back" an adverb, something asked after it: the records' returns are no answer's lack.
    assert word_evidence.said_in_passing("cerys back swimming", returned) == ""
    load = [Candidate("x", 0.6, 0.9, {"text": "no weight on the left hand for 6 weeks"})]
    assert word_evidence.said_in_passing("weight", load) == "weight"
    assert word_evidence.said_in_passing("weight", [*load, Candidate("y", 0.6, 0.9, {"text": "Weight 82 kg"})]) == ""


def test_another_clients_thing_read():
    assert others_things.telling_pairs("cerys's labral tear", ["labral"]) == [("labral", "tear")]
    assert others_things.telling_pairs("cerys's 40m sprint", ["40m"]) == [("40m", "sprint")]
    assert others_things.telling_pairs("cerys's new tear", ["new"]) == []  # an English word: one of hers
    assert others_things.says_pair(("labral", "tear"), {"text": SAID[9][4]})
    assert not others_things.says_pair(("labral", "tear"), {"text": "labral area, no tear"})
    (phrase, members), = others_things.asked_phrases("cerys's stress fracture")
    assert phrase == "stress fracture"
    assert others_things.names_member(members, {"text": SAID[10][4]})
    assert not others_things.names_member(members, {"text": SAID[7][4]})  # "no fracture. stress 7": apart


def test_the_clients_own_thing_on_the_other_side():
    profile = Candidate("p", 0.5, 0.9, {"text": "injuries: left hip replacement (2019), right hip osteoarthritis"})
    sore = Candidate("m", 0.5, 0.9, {"text": "right hip sore again, the physio says arthritis"})
    assert others_things.on_the_other_side("bryn's right hip replacement", [profile, sore]) == "right hip replacement"
    assert others_things.on_the_other_side("bryn's left hip replacement", [profile, sore]) == ""
    assert others_things.on_the_other_side("bryn's hip replacement", [profile, sore]) == ""  # no side asked
    unsided = Candidate("u", 0.5, 0.9, {"text": "hip replacement went well"})
    assert others_things.on_the_other_side("bryn's right hip replacement", [profile, unsided]) == ""


# -- on the store -------------------------------------------------------------------------------------

@pytest.fixture
def history(store, embedder):
    texts = [t for *_, t, _ in SAID] + [PROFILE[2]]
    vectors = embedder.embed(texts)
    records = []
    for (mid, chat, client, sender, text, hours), vec in zip(SAID, vectors):
        records.append(VectorRecord(f"message:{chat}:{mid}", vec, {
            "trainerId": "coach", "sourceType": "message", "sourceId": mid, "chatId": chat, "clientId": client,
            "senderId": sender, "senderName": "Coach" if sender == "coach" else client.title(), "text": text,
            "ts": (START + timedelta(hours=hours)).timestamp(), "embeddingModel": embedder.model_id}))
    records.append(VectorRecord(PROFILE[0], vectors[-1], {
        "trainerId": "coach", "sourceType": "client_profile", "sourceId": "bryn", "clientId": "bryn",
        "text": PROFILE[2], "embeddingModel": embedder.model_id}))
    store.upsert("coach", records)
    return SimpleNamespace(store=store, embedder=embedder), [Candidate(r.id, 0.5, 0.9, r.metadata) for r in records]


def test_what_i_told_a_person_named(history):
    backends, _ = history
    told = lambda q: [m.metadata["sourceId"] for m in speaker_records.told_records(
        backends, "coach", q, QueryFilter(), ROSTER)]
    assert told("what did i tell eluned") == ["b3", "b6"]  # "Thanks Eluned…", the answer to "Eluned again"
    assert told("what did i tell osian") == []  # never wrote, never written to
    assert told("what did i tell bryn") == []  # a client


def test_a_relative_with_no_client_in_focus(history):
    backends, pool = history
    own = [m.metadata["sourceId"] for m in speaker_records.own_records(
        backends, "coach", "what did his missus tell me", pool, QueryFilter(), ROSTER)]
    assert own == ["b2", "b5"]  # the one client a wife writes for: Bryn
    assert speaker_records.own_records(backends, "coach", "what did her fella say", pool, QueryFilter(), ROSTER) == []


def test_a_relative_who_never_wrote_is_refused(history):
    backends, pool = history
    unsaid = lambda q: speaker_records.unsaid(backends, "coach", q, pool, QueryFilter(), ROSTER)
    assert unsaid("what did osian say") == "anything from Osian"
    assert unsaid("what did eluned say") == ""  # she wrote
    assert unsaid("what did eluned say at the harvest fair") == "the harvest fair from Eluned"  # b4 is Bryn's


def test_another_clients_thing(history):
    backends, _ = history
    thing = lambda q, client, unsaid=(): others_things_use.others_thing(
        backends, "coach", q, list(unsaid), QueryFilter(client_id=client))
    assert thing("cerys's labral tear", "cerys", ["labral"]) == "labral tear"
    assert thing("cerys's 40m sprint", "cerys", ["40m"]) == "40m sprint"
    assert thing("cerys's stress fracture", "cerys") == "stress fracture"
    assert thing("dylan's stress fracture", "dylan") == ""  # his own
    assert thing("cerys's calf tear", "cerys") == ""
    assert thing("cerys's labral tear", None, ["labral"]) == ""  # no client in focus


# -- chatWithAI's preparation, on the emulator -------------------------------------------------------

CHAT_START = datetime(2026, 3, 1, 8, tzinfo=timezone.utc)
CHAT_NOW = datetime(2026, 9, 1, 8, tzinfo=timezone.utc)
GWEN = [
    ("g1", "squat felt heavy today", CHAT_START),
    ("g2", "Hi, Rhodri here, Gwen's husband. She won't say but the knee gave way on the stairs last night",
     CHAT_START + timedelta(days=20)),
    ("g2r", "Thanks Rhodri, ice and rest, no stairs work this week", "Coach", "coach",
     CHAT_START + timedelta(days=20, hours=1)),
    ("g3", "new trainers arrived, knee fine", CHAT_START + timedelta(days=40)),
    ("g4", "Rhodri again: she did the 10k on Sunday and won't stop talking about it",
     CHAT_START + timedelta(days=95)),
]


def _prepared(backends, question: str):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    return service.prepare(backends, "coach", ChatRequest(message=question), now=CHAT_NOW)


def test_a_relatives_words_in_a_period(db, backends):
    from tests.alike import seed_chat

    seed_chat(db, backends, "gwen", "Gwen Price", GWEN)
    june = _prepared(backends, "what did gwen's husband tell me in june")
    assert june.prompt is not None, june.fixed_answer
    assert [str(s.metadata.get("sourceId")) for s in june.prompt.sources][0] == "g4"
    august = _prepared(backends, "what did gwen's husband tell me in august")
    assert august.prompt is None and "Outside that period" in (august.fixed_answer or "")
