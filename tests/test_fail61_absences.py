""""which sessions did rafe miss", "has he missed any since october", "why did kimmy miss thursday", "who missed the
junior concert": a question in the negative, whose answer is told by records that never say its words ("No Rafe
today?" / "ferry shifts", "cnt make thurs, kids ill", "Won't be there tonight"). shared/domain/absences.py reads
the question and the records, shared/usecases/absence_records.py finds the client's records telling a miss, and they
lead the answer of chatWithAI and semanticSearch alike (shared/usecases/asked_records.py). Before, those short lines
sat under the relevance floor and the question was refused, or refused on "sessions", a word no record says. A
question in the negative whose history holds no such miss reads nothing: its refusal stands. A small hand-written
history."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from shared.domain import absences, timeframe
from shared.domain.answerability import Decision
from shared.kernel.deadline import Deadline
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import asked_records, search
from shared.usecases.tenancy import ClientRef

SAID = [  # (id, chat, client, sender, name, text, day of 2002 as (month, day), hour)
    ("r1", "chat-r", "rafe", "rafe", "Rafe Outram", "Flew the ridge for 40 minutes today, best yet", (6, 30), 19),
    ("r2", "chat-r", "rafe", "coach", "Coach", "No Rafe today?", (7, 20), 12),
    ("r3", "chat-r", "rafe", "rafe", "Rafe Outram", "ferry shifts, covering for linus", (7, 20), 21),
    ("r4", "chat-r", "rafe", "coach", "Coach", "Missed you at Devil's Dyke?", (8, 17), 13),
    ("r5", "chat-r", "rafe", "rafe", "Rafe Outram", "didnt go", (8, 17), 20),
    ("r5b", "chat-r", "rafe", "rafe", "Rafe Outram", "too windy from home, chickened out", (8, 17), 20),
    ("r6", "chat-r", "rafe", "rafe", "Rafe Outram", "Back pain gone since the new harness", (9, 14), 19),
    ("r7", "chat-r", "rafe", "coach", "Coach", "Rafe, no show again?", (10, 12), 13),
    ("r8", "chat-r", "rafe", "rafe", "Rafe Outram", "fog at newhaven, sorry", (10, 13), 10),
    ("r9", "chat-r", "rafe", "rafe", "Rafe Outram", "didnt think you'd fly", (10, 13), 10),
    ("n1", "chat-n", "nell", "nell", "Nell Carver", "Knee: no pain today, did the full session", (7, 3), 19),
    ("n2", "chat-n", "nell", "nell", "Nell Carver", "Session done, 5k in 31 minutes", (8, 14), 19),
    ("n3", "chat-n", "nell", "coach", "Coach", "Great running, see you Thursday", (8, 14), 20),
    ("k1", "chat-k", "kim", "kim", "Kim Rumbold", "cnt make thurs, kids ill", (3, 7), 7),
    ("k2", "chat-k", "kim", "kim", "Kim Rumbold", "new trainers, shins better", (3, 10), 19),
]
ROSTER = [ClientRef("rafe", "Rafe Outram"), ClientRef("nell", "Nell Carver"), ClientRef("kim", "Kim Rumbold")]
THRESHOLD = 0.7
ASKED_ON = datetime(2002, 12, 1, tzinfo=timezone.utc)


@pytest.fixture
def history(store, embedder):
    vectors = embedder.embed([row[5] for row in SAID])
    store.upsert("coach", [VectorRecord(f"message:{chat}:{mid}", vec, {
        "trainerId": "coach", "sourceType": "message", "sourceId": mid, "chatId": chat, "clientId": client,
        "senderId": sender, "senderName": name, "text": text,
        "ts": datetime(2002, month, day, hour, tzinfo=timezone.utc).timestamp(),
        "embeddingModel": embedder.model_id}) for (mid, chat, client, sender, name, text, (month, day), hour), vec
        in zip(SAID, vectors)])
    return SimpleNamespace(store=store, embedder=embedder, settings=SimpleNamespace(relevance_threshold=THRESHOLD))


def _lead(backends, question: str, client: str | None = "rafe", decision: Decision | None = None) -> list[str]:
    """The records semanticSearch and the chat lead with (asked_records.lead), by the question's period."""
    decision = decision or Decision(answerable=False, reason="nothing_relevant")
    query, when = timeframe.extract(question, ASKED_ON)
    lead = asked_records.lead(backends, "coach", query, question, [], QueryFilter(client_id=client), when, ROSTER,
                              decision, Deadline.start(60.0))
    assert lead.outside == []  # a period with no miss is left to the ranking, never refused as "outside" it
    return [c.metadata["sourceId"] for c in lead.records]


def test_the_misses_lead_oldest_first_though_no_record_says_the_questions_words(history):
    # Before: nothing led (the decision refused, "nothing_relevant"); now the three misses, as they came, each
    # with the client's answer (hours later; "didnt go" on the day of the Dyke is that miss's answer, not a miss).
    assert _lead(history, "which sessions did rafe miss") == ["r2", "r3", "r4", "r5", "r5b", "r7", "r8", "r9"]


def test_semantic_search_leads_with_them_too(history):
    lead = search.asked_lead(history, "coach", "has rafe ever missed a session", "has rafe ever missed a session",
                             [], QueryFilter(client_id="rafe"), None, ROSTER,
                             Decision(answerable=False, reason="nothing_relevant"), Deadline.start(60.0))
    assert [c.metadata["sourceId"] for c in lead] == ["r2", "r3", "r4", "r5", "r5b", "r7", "r8", "r9"]


def test_a_period_asked_keeps_its_misses(history):
    # The answer to the no-show came the next morning: still its answer.
    assert _lead(history, "has rafe missed any since october") == ["r7", "r8", "r9"]


def test_a_period_with_no_miss_reads_nothing(history):
    assert _lead(history, "did rafe miss any sessions in september") == []


def test_the_thing_asked_keeps_the_misses_that_say_it(history):
    assert _lead(history, "why did rafe miss devil's dyke") == ["r4", "r5", "r5b"]


def test_time_off_taken_is_asked_by_its_words_alone(history):
    # "take" is the asking's word ("why did peran take time off"): no record of the miss need say it.
    assert _lead(history, "why did kim take time off", client="kim") == ["k1"]


def test_a_day_named_is_said_by_its_short_form(history):
    # 7 March 2002 was a Thursday; the miss is told "thurs".
    assert _lead(history, "why did kim miss thursday the 7th of march", client="kim") == ["k1"]
    assert _lead(history, "why did kim miss thursday", client="kim") == ["k1"]


def test_a_thing_never_missed_reads_nothing(history):
    assert _lead(history, "did rafe miss training for his tooth") == []


def test_a_client_who_never_missed_reads_nothing(history):
    # "no pain today" tells no absence.
    assert _lead(history, "which sessions did nell miss", client="nell") == []


def test_asked_of_the_roster_with_the_thing_named(history):
    assert _lead(history, "who missed devil's dyke", client=None) == ["r4", "r5", "r5b"]
    # Of the roster with no thing named, or a thing no miss says: nothing.
    assert _lead(history, "who missed a session", client=None) == []
    assert _lead(history, "who missed the showcase", client=None) == []


def test_the_word_of_asking_no_record_says_does_not_refuse(history):
    absent = Decision(answerable=False, reason="topic_absent", absent_topic="sessions")
    assert _lead(history, "which sessions did rafe miss", decision=absent) == ["r2", "r3", "r4", "r5", "r5b", "r7", "r8", "r9"]


def test_a_topic_word_no_record_says_still_refuses(history):
    absent = Decision(answerable=False, reason="topic_absent", absent_topic="race")
    assert _lead(history, "which race did rafe miss", decision=absent) == []


def test_no_absence_asked_reads_nothing(history):
    assert _lead(history, "how was rafe's back in september") == []


@pytest.mark.parametrize("question", [
    "which sessions did rafe miss", "has he missed any since october", "is griff still missing tuesdays",
    "why did peran take time off", "did rafe ever not turn up in october", "hw many sesh did kimmy miss in march",
    "who missed the junior concert", "kimmy's missed sessions", "how long was peran off", "is peran still off",
])
def test_asked(question):
    assert absences.asked(question)


@pytest.mark.parametrize("question", [
    "ciaran's skipping", "what's missing from his diet", "did tempe ring every sunday in january",
    "how many wednesdays in a row did tempe ring", "does she miss her dog", "is he off the crutches yet",
    "is she off her food",
])
def test_not_asked(question):
    assert not absences.asked(question)


@pytest.mark.parametrize("text", [
    "No Rafe today?", "Rafe, no show again?", "cnt make thurs, kids ill", "sry cnt do thurs again",
    "Can't do tonight, emergency job", "Won't be there tonight, so much for the run", "Still in bed, not tonight either",
    "Why no band last night?", "tooth out. wisdom. no training tonight", "going to sit out a few weeks",
    "back 24 Nov after seven weeks off", "Jory's out for six weeks with a cracked rib", "Can't make Glenmore. Family",
    "Practice tonight, but no Tempe, she's got flu.", "Missed 20 Jul and 12 Oct.", "didnt go",
])
def test_tells(text):
    assert absences.tells(text)


@pytest.mark.parametrize("text", [
    "Knee: no pain today", "I can't do my buttons", "ferry shifts", "Great running, see you Thursday",
    "She misses her dog",
])
def test_tells_none(text):
    assert not absences.tells(text)


@pytest.mark.parametrize("word, text, said", [
    ("thursday", "cnt make thurs, kids ill", True), ("tuesdays", "Can't do Tuesday, the nativity", True),
    ("wednesday", "sry cant do weds", True), ("thursday", "Can't do tonight", False), ("tooth", "tooth out", False),
    ("sunday", "Sunday service missed", True), ("friday", "fries with that", False),
])
def test_says_day(word, text, said):
    assert absences.says_day(word, text) is said


@pytest.mark.parametrize("word, own", [
    ("sessions", True), ("sesh", True), ("missed", True), ("training", True), ("practice", True), ("tooth", False),
    ("dyke", False), ("race", False), ("long", True), ("take", True),
    ("thursday", False),
])
def test_frame(word, own):
    assert absences.frame(word) is own
