"""Relatives asked by the relation in any of its spoken forms or by the name they gave, count questions,
and the one client-scope helper of shared/usecases/speaker_records.py (h-kin27).

Hand-written names and messages, not taken from any benchmark set. Cian's boyfriend writes from his
phone once and calls himself her "fella" ("its Tadhg Cians fella"); the profile says "Boyfriend Tadhg";
Cian later says what Tadhg did ("tadhg made me a curry"). Ewa's husband writes as "Marek Nowak here, Ewa's
hubby". Dara's wife Nuala writes from his phone ("Nuala here"); the trainer never told anyone about diet.
On main "fella" and "hubby" were no relation of a question's "boyfriend" / "husband", a surname after the
name hid the introduction, the profile's names were not read, and "how many times" searched "times".
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain import asked_speaker, person_words, question_frame
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import speaker_records
from shared.usecases.tenancy import ClientRef

START = datetime(2026, 3, 2, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("cian", "Cian Doyle"), ClientRef("ewa", "Ewa Nowak"), ClientRef("dara", "Dara Quinn")]
# (id, chat, client, sender id, text, hours after START)
SAID = [
    ("c1", "chat-cian", "cian", "cian", "coach its Tadhg Cians fella. she rolled her ankle at training, were in a&e", 0),
    ("c2", "chat-cian", "cian", "coach", "Thanks Tadhg. Ice it and keep it up, tell her not to worry.", 1),
    ("c3", "chat-cian", "cian", "cian", "tadhg made me a curry for my birthday, best night in ages", 200),
    ("c4", "chat-cian", "cian", "cian", "ankle much better, jogging again", 300),
    ("e1", "chat-ewa", "ewa", "ewa", "Hi coach, Marek Nowak here, Ewa's hubby. She's too shy to say but the knee swelled up", 0),
    ("e2", "chat-ewa", "ewa", "coach", "Thanks Marek, rest and ice.", 1),
    ("e3", "chat-ewa", "ewa", "ewa", "knee fine now, back on the bike", 100),
    ("d1", "chat-dara", "dara", "dara", "Nuala here, his hip is sore after the walk", 0),
    ("d2", "chat-dara", "dara", "coach", "Thanks Nuala, keep him seated this week.", 1),
    ("d3", "chat-dara", "dara", "dara", "walked to the shop and back", 100),
]
PROFILE = ("profile:cian", "cian", "Client profile of Cian Doyle: background notes (work, family, lifestyle): "
                                   "Student nurse. Boyfriend Tadhg.")


def is_client(word: str) -> bool:
    return word in {"cian", "cians", "ewa", "ewas", "dara", "daras"}


def test_a_relation_in_its_spoken_forms():
    assert "fella" in person_words.relation_forms("boyfriend")
    assert "hubby" in person_words.relation_forms("husband")
    assert "boyfriend" in person_words.relation_forms("fella")
    assert person_words.is_relation("fella") and person_words.is_relation("other half")
    assert not person_words.is_relation("coach")
    assert person_words.says_relation("boyfriend", SAID[0][4])
    assert not person_words.says_relation("boyfriend", SAID[3][4])


def test_a_relatives_name_with_a_surname_or_from_the_profile():
    husband = person_words.relation_forms("husband")
    assert person_words.intro_names(husband, SAID[4][4]) == ["marek"]
    assert person_words.intro_names(["mum"], "Tess, it's Fiona Barnes, Ollie's mum. He was hit") == ["fiona"]
    assert person_words.introduces(["mum"], "Tess, it's Fiona Barnes, Ollie's mum. He was hit")
    assert person_words.intro_names(["wife"], "im going with franks wife to the shop") == []  # no name
    profile = {"sourceType": "client_profile", "text": PROFILE[2]}
    assert person_words.profile_names(person_words.relation_forms("fella"), profile) == ["tadhg"]
    assert person_words.profile_names(["boyfriend"], {"sourceType": "message", "text": "Boyfriend Tadhg."}) == []


def test_a_relative_named_anywhere_in_the_question():
    assert asked_speaker.relative_named("what did cian's fella cook her", is_client) == \
        asked_speaker.Relative("cian", "fella", "")
    assert asked_speaker.relative_named("is her other half coming", is_client) == \
        asked_speaker.Relative("", "other half", "")
    assert asked_speaker.relative_named("what did sian's fella cook her", is_client) is None  # not a client's
    assert asked_speaker.relative("what did cian's fella say", is_client) == asked_speaker.Relative("cian", "fella", "")


def test_how_many_times_searches_the_thing_counted():
    assert question_frame.without_count("how many times has cian's boyfriend texted me") == \
        "has cian's boyfriend texted me"
    assert question_frame.without_count("How many times did he go hypo on a run") == "did he go hypo on a run"
    assert question_frame.without_count("how many times a week does she train") == "how many times a week does she train"
    assert question_frame.without_count("what times does she train") == "what times does she train"


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
        "trainerId": "coach", "sourceType": "client_profile", "sourceId": "cian", "clientId": "cian",
        "text": PROFILE[2], "embeddingModel": embedder.model_id}))
    store.upsert("coach", records)
    return SimpleNamespace(store=store, embedder=embedder), [Candidate(r.id, 0.5, 0.9, r.metadata) for r in records]


def test_the_relatives_name_for_the_ranking(history):
    backends, _ = history
    name = lambda q, client=None: speaker_records.relative_name(backends, "coach", q, QueryFilter(client_id=client), ROSTER)
    assert name("what did cian's boyfriend cook her") == ("", "tadhg")  # "Tadhg Cians fella"; "Boyfriend Tadhg"
    assert name("is her fella coming", client="cian") == ("", "tadhg")  # said so: the name is added
    assert name("what did ewa's husband cook") == ("husband", "marek")  # "hubby" only: the name replaces it
    assert name("what did cian's boyfriend say") == ("", "")  # a say question: their own words answer it
    assert name("what did dara's mum cook") == ("", "")  # no mum wrote
    assert speaker_records.by_name("what did boyfriend cook her", "boyfriend", "tadhg") == "what did tadhg cook her"
    assert speaker_records.by_name("what did cook her", "boyfriend", "tadhg") == "what did cook her tadhg"
    assert speaker_records.by_name("what's mum called", "", "maire") == "what's mum called maire"


def test_a_relatives_own_records(history):
    backends, pool = history
    own = lambda q, client=None: [m.metadata["sourceId"] for m in speaker_records.own_records(
        backends, "coach", q, pool, QueryFilter(client_id=client), ROSTER)]
    assert own("what did cian's boyfriend say") == ["c1"]  # "fella"; not c3, which only names him
    assert own("what did ewa's husband say") == ["e1"]  # "hubby", a surname after the name
    assert own("what did nuala say") == ["d1"]  # a person named, no client
    assert own("what did cian's boyfriend say about the ankle") == ["c1"]
    assert own("what did cian's boyfriend say about the curry") == []  # c3 is Cian's words
    assert own("what did cian say") == []  # a client: the ranking's
    assert own("what was the dose") == []


def test_the_relative_asked_by_the_relation_is_found_in_its_forms(history):
    backends, pool = history
    unsaid = lambda q, client=None: speaker_records.unsaid_by_relative(
        backends, "coach", q, pool, QueryFilter(client_id=client), ROSTER)
    assert unsaid("what did cian's boyfriend say") == ""  # on main: "anything from Cian's boyfriend"
    assert unsaid("what did ewas husband say") == ""
    assert unsaid("what did cian's mum say") == "anything from Cian's mum"


def test_the_trainers_words_to_a_relative_named_with_no_client(history):
    backends, pool = history
    untold = lambda q, client=None: speaker_records.untold(backends, "coach", q, pool, QueryFilter(client_id=client), ROSTER)
    # Nuala writes from Dara's phone: Dara's records are read, and none says diet.
    assert untold("what did i tell nuala about his diet") == "his diet in your words to Nuala"
    assert untold("what did i tell nuala about his hip") == ""  # "Thanks Nuala, keep him seated" answers it
    assert untold("what did i tell bob about his diet") == ""  # no one: the decision's to read


def test_one_client_scope_for_the_trainers_words_and_the_relatives(history):
    # The client named wins over the request's, for both readers (one helper: _client_records).
    backends, pool = history
    assert speaker_records.unsaid_by_relative(backends, "coach", "what did cian's mum say", pool,
                                              QueryFilter(client_id="ewa"), ROSTER) == "anything from Cian's mum"
    assert speaker_records.untold(backends, "coach", "what did i tell cian about the ankle", pool,
                                  QueryFilter(client_id="ewa"), ROSTER) == ""  # "Ice it and keep it up"
    assert speaker_records.untold(backends, "coach", "what did i tell cian about the curry", pool,
                                  QueryFilter(client_id="ewa"), ROSTER) == "the curry in your words to Cian"


# -- chatWithAI's preparation, on the emulator -------------------------------------------------------

CHAT_START = datetime(2026, 3, 1, 8, tzinfo=timezone.utc)
CHAT_NOW = CHAT_START + timedelta(days=90)
MAEVE = [
    ("k1", "squat felt heavy today", CHAT_START),
    ("k2", "dry month starts today! declan says he'll do it too", CHAT_START + timedelta(days=2)),
    ("k3", "Hi, Declan here, Maeve's husband. She won't say but the knee gave way on the stairs last night",
     CHAT_START + timedelta(days=20)),
    ("k3r", "Thanks Declan, ice and rest, no stairs work this week", "Coach", "coach",
     CHAT_START + timedelta(days=20, hours=1)),
    ("k4", "declan lasted 9 days haha", CHAT_START + timedelta(days=30)),
    ("k5", "new trainers arrived, knee fine", CHAT_START + timedelta(days=40)),
]
SIOFRA = [
    ("s1", "coach its cathal siofras fella. she went over on her ankle at netball, were in a&e now",
     CHAT_START + timedelta(days=5)),
    ("s2", "ankle strapped, physio on monday", CHAT_START + timedelta(days=8)),
    ("s3", "valentines = cathal made me a protein pancake stack", CHAT_START + timedelta(days=45)),
    ("s4", "back shooting at training", CHAT_START + timedelta(days=60)),
]


def _sources(backends, question: str) -> list[str]:
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    prepared = service.prepare(backends, "coach", ChatRequest(message=question), now=CHAT_NOW)
    assert prepared.prompt is not None, prepared.fixed_answer
    return [str(s.metadata.get("sourceId")) for s in prepared.prompt.sources]


def test_what_a_person_said_is_led_by_their_own_words(db, backends):
    from tests.alike import seed_chat

    seed_chat(db, backends, "maeve", "Maeve Kane", MAEVE)
    # Declan's own message (with the trainer's reply to it), then his quote, lead; the record only naming him
    # ("declan lasted 9 days") does not.
    declan = _sources(backends, "what did declan say")
    assert declan[0] == "k3" and {"k3r", "k2"} <= set(declan)
    assert "k4" not in declan or declan.index("k4") > declan.index("k2")
    husband = _sources(backends, "what did maeve's husband say")
    assert husband[0] == "k3" and "k3r" in husband  # with the trainer's reply, as any answer's records


def test_a_relative_by_the_relation_is_found_by_the_name_they_gave(db, backends):
    from tests.alike import seed_chat

    seed_chat(db, backends, "siofra", "Siofra Byrne", SIOFRA)
    seed_chat(db, backends, "maeve", "Maeve Kane", MAEVE)
    assert "s3" in _sources(backends, "what did siofra's boyfriend cook her")  # "cathal made me …"
    assert "s1" in _sources(backends, "whose boyfriend texted")  # "siofras fella", no apostrophe
    assert _sources(backends, "what did siofra's boyfriend tell me")[0] == "s1"
