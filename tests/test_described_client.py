"""A client named by what their profile notes say they do or where they live ("the surveyor's sprained ankle",
"what did my guy from otley win", "my k1 paddler's result"), asked again as that client's question when the
whole roster's reading was refused (shared/domain/described.py, chat/read_again.py `_described_client`).
Hand-written names and profiles, not taken from any benchmark set."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from shared.domain.described import described_client, profile_words
from shared.usecases.chat import read_again
from shared.usecases.chat.reading import Reading
from shared.usecases.tenancy import ClientRef, client_roster

NOTES = {
    "ab": "Fell running, Settle. Trainee surveyor in Harrogate. Girlfriend Tia.",
    "cd": "Fell running, Settle. Apprentice plumber. Says little.",
    "ef": "Ballroom, Ilkley. Dental nurse in Otley. Son Reuben.",
    "gh": "Rowing, Bewdley. Lock keeper on the canal, builds his own skiffs. Wife Marion.",
    "ij": "Works at the tyre depot in Dudley. The club's only K1 paddler.",
}
ROSTER = [ClientRef(cid, name, described=profile_words(NOTES[cid])) for cid, name in (
    ("ab", "Aled Brook"), ("cd", "Callum Dent"), ("ef", "Edna Frost"), ("gh", "Gareth Hale"), ("ij", "Ivy Jowett"))]
WORDS = {c.client_id: c.described for c in ROSTER}


@pytest.mark.parametrize("question, client", [
    ("the surveyor's sprained ankle", "ab"),
    ("the harrogate lad's ligaments, how long before he ran", "ab"),
    ("the otley lady's lad at university", "ef"),
    ("the dental nurse's stiff arm", "ef"),
    ("how's the old keeper's bad back", "gh"),
    ("the tyre depot lass's sore chest", "ij"),
    ("the plumber's shin", "cd"),
    ("what did my guy from otley win", "ef"),
    ("my k1 paddler's result in june", "ij"),
    ("is the lad from dudley back", "ij"),
])
def test_the_profiles_trade_or_town_names_the_one_client_it_is_said_of(question, client):
    assert described_client(question, WORDS)[2] == client


@pytest.mark.parametrize("question", [
    "the settle lad's knee",            # two clients run in Settle: no one's
    "my guy from settle",
    "the quiet lad's best time",        # a manner the trainer sees, not a trade or a town
    "the nurse's advice",               # a clinician alone is the client's clinician
    "what did the physio's letter say",
    "the canal's towpath",              # a thing of the profile, no one who does it
    "the wife's message",
    "how's the surveyor doing",         # no possessive, no person's word
    "my guy from leeds",                # no client's place
])
def test_anything_else_names_no_one(question):
    assert described_client(question, WORDS) is None


def test_the_span_and_its_client():
    assert described_client("the surveyor's ankle", WORDS) == (0, 14, "ab", True)
    assert described_client("is the harrogate lad back", WORDS) == (3, 20, "ab", False)
    assert described_client("what did my guy from otley win", WORDS) == (9, 26, "ef", False)


class _Docs:
    def __init__(self, clients, profiles):
        self.data = {"clients": clients, "clientProfiles": profiles}

    def find(self, collection, where, **_):
        (field, _, value), = where
        return [(i, d) for i, d in self.data[collection].items() if d.get(field) == value]


def test_the_roster_reads_the_notes_alone():
    docs = _Docs({"a": {"trainerId": "t1", "displayName": "Aled Brook"}},
                 {"a": {"trainerId": "t1", "clientId": "a", "notes": "Trainee surveyor in Harrogate.",
                        "injuries": ["sprained ankle, physio at the infirmary"]}})
    (client,) = client_roster(docs, "t1")
    assert {"surveyor", "harrogate", "trainee"} <= client.described
    assert "infirmary" not in client.described and "ankle" not in client.described


def _reading(question: str, topic: str, scope: str | None = None) -> Reading:
    return Reading(clients=ROSTER, names={c.client_id: c.display_name for c in ROSTER}, scope=scope, group_chats=(),
                   set_aside=[], message=question, named_type=None, question=question, topic=topic, when=None)


@dataclass
class _Refused:
    reading: Reading
    now: datetime = datetime(2026, 1, 1, tzinfo=timezone.utc)

    def group_chats_of(self, client_id: str) -> tuple[str, ...]:
        return (f"group-of-{client_id}",)


WAY = next(way for way in read_again.WAYS if way.label == "described_client")


def test_a_refused_question_is_asked_again_as_the_clients_without_the_words_naming_them():
    again = WAY.reads(_Refused(_reading("what did my guy from otley win", "otley win")))
    assert (again.scope, again.question, again.topic, again.group_chats) == (
        "ef", "what did win", "win", ("group-of-ef",))


def test_only_a_question_of_no_client_with_something_asked_besides_the_name():
    assert WAY.reads(_Refused(_reading("the surveyor's ankle", "surveyor ankle", scope="cd"))) is None
    assert WAY.reads(_Refused(_reading("the surveyor", "surveyor"))) is None
    assert WAY.reads(_Refused(_reading("my guy from settle's knee", "settle knee"))) is None


def test_the_answer_stands_only_when_its_records_say_a_word_asked_besides_the_name():
    reading = _reading("the plumber's shin", "plumber shin")
    said = SimpleNamespace(prompt=SimpleNamespace(sources=[SimpleNamespace(metadata={"text": "shin splints again"})]))
    unsaid = SimpleNamespace(prompt=SimpleNamespace(sources=[SimpleNamespace(metadata={"text": "new plumber van"})]))
    assert WAY.takes(reading, said)
    assert not WAY.takes(reading, unsaid)


def test_the_way_and_its_check_read_the_refused_question_once(monkeypatch):
    """`_asked_again` gives the way the refused step and its check that step's reading: one reading of the client
    for both (read_again `_described`), and a reading of the same words that is another object read afresh."""
    calls = []
    real = read_again.described.described_client

    def counted(question, words_of):
        calls.append(question)
        return real(question, words_of)

    monkeypatch.setattr(read_again.described, "described_client", counted)
    refused = _Refused(_reading("what did my guy from otley win", "otley win"))
    said = SimpleNamespace(prompt=SimpleNamespace(sources=[SimpleNamespace(metadata={"text": "won the cup"})]))

    again = WAY.reads(refused)
    assert WAY.takes(refused.reading, said)
    assert (again.scope, again.topic) == ("ef", "win") and len(calls) == 1
    # Equal words, another reading: read again (identity, not equality, tells the same question).
    assert WAY.takes(_reading("what did my guy from otley win", "otley win"), said) and len(calls) == 2
    # A reading the way does not apply to is remembered as such too.
    scoped = _Refused(_reading("the surveyor's ankle", "surveyor ankle", scope="cd"))
    assert WAY.reads(scoped) is None and not WAY.takes(scoped.reading, said) and len(calls) == 2
