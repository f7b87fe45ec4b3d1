"""A health metric's initials in a question ("rhr") are read as the words its weekly summaries write
("resting heart rate"): shared/domain/health/metric_types.py, shared/domain/shorthand.py.

Hand-written questions and records (a client, Tess Ward, with a few chat messages and weekly summaries
of two metrics rendered as the metric_summary kind renders them), the local MiniLM and store, no
Firestore (the roster comes from `Offline`). On main a318a21 "tess rhr lately" was refused (no result)
while "tess resting hr lately" was answered: the embedder read "rhr" as no word of the summaries."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import shorthand
from shared.domain.documents import message_vector_id
from shared.domain.health import metric_types, render
from shared.domain.models import SearchRequest
from shared.kernel.config import Settings
from shared.ports.vectorstore import VectorRecord
from shared.usecases.backends import Backends, Offline
from shared.usecases import intent
from shared.usecases.indexing import build_message_record
from shared.usecases.search import semantic_search
from shared.usecases.tenancy import ClientRef

TRAINER = "coach-rae"
CLIENT = "tess"
NAME = "Tess Ward"
CHAT = "chat-tess"
NOW = datetime(2031, 3, 20, 9, tzinfo=timezone.utc)


def test_a_metric_types_initials_stand_for_its_words():
    assert metric_types.initialisms()["rhr"] == "resting heart rate"
    # Two initials stand for too many things ("bf", "sb"): never read.
    assert all(len(short) >= 3 for short in metric_types.initialisms())
    # The words are the summaries' label ("Resting heart rate, week of …"), lowercased.
    assert metric_types.words_of("resting_heart_rate") == "resting heart rate"
    assert metric_types.words_of("sleep_hours") == "sleep hours"


@pytest.mark.parametrize("question, written", [
    ("tess rhr lately", "tess resting heart rate lately"),
    ("Tess RHR in feb?", "Tess resting heart rate in feb?"),
    ("her rhr's trend since january", "her resting heart rate's trend since january"),
])
def test_the_initials_are_written_out(question, written):
    assert shorthand.written_out(question) == written


@pytest.mark.parametrize("question", [
    "the rhrs file",      # a longer word
    "therhr",             # inside a word
    "tess bf weight",     # two initials
])
def test_other_words_stay_as_typed(question):
    assert shorthand.written_out(question) == question


def test_both_callables_read_the_metrics_words():
    # intent.asked_topic is the one reading of semanticSearch and chatWithAI.
    assert intent.asked_topic("tess rhr lately")[1] == "tess resting heart rate lately"


MESSAGES = [
    ("intake", CLIENT, "hi rae, tess here. want to get back to running after the baby, 3 sessions a week", 1, 5),
    ("reply", TRAINER, "Welcome Tess! Walk-runs Monday and Thursday, strength on Saturday.", 1, 5),
    ("shoes", CLIENT, "got new trail shoes, love them", 1, 20),
    ("late", CLIENT, "running a bit late sorry", 2, 3),
    ("parkrun", CLIENT, "first parkrun done, 31:40, walked twice", 2, 14),
    ("sleep", CLIENT, "baby up 3 times last night, shattered", 2, 26),
    ("thanks", CLIENT, "cheers for today", 3, 6),
    ("calf", CLIENT, "calf a bit tight after the hills", 3, 12),
]


def _summaries() -> list[tuple[str, str, str, datetime]]:
    """(source id, metric, text, week start): eight weeks of resting heart rate and of steps."""
    out = []
    monday = datetime(2031, 1, 20, tzinfo=timezone.utc)
    for metric, unit, values in (("resting_heart_rate", "bpm", (64, 63, 63, 61, 60, 60, 59, 58)),
                                 ("steps", "steps", (6200, 7100, 6800, 8000, 7600, 8300, 9100, 8700))):
        previous = None
        for i, value in enumerate(values):
            start = monday + timedelta(weeks=i)
            reading = render.Reading(float(value), unit, start + timedelta(days=2))
            text = render.week_summary(NAME, metric, start, [reading], previous, None)
            out.append((f"{CLIENT}:{metric}:{start.date().isoformat()}", metric, text, start))
            previous = reading
    return out


@pytest.fixture
def backends(tmp_path, embedder, store):
    settings = Settings(local_store_path=tmp_path / "vectors.sqlite3")
    b = Backends(settings=settings, embedder_override=embedder, store_override=store,
                 offline=Offline(roster=lambda trainer: [ClientRef(CLIENT, NAME), ClientRef("olu", "Olu Bankole")]))
    records = []
    for mid, sender, text, month, day in MESSAGES:
        doc = {"senderId": sender, "senderName": NAME if sender == CLIENT else "Coach Rae", "text": text,
               "createdAt": datetime(2031, month, day, 10, tzinfo=timezone.utc)}
        rendered, meta = build_message_record(CHAT, mid, TRAINER, CLIENT, doc, embedder.model_id)
        records.append((message_vector_id(CHAT, mid), rendered, meta))
    for sid, metric, text, start in _summaries():
        records.append((f"metric_summary:{sid}", text, {
            "trainerId": TRAINER, "sourceType": "metric_summary", "sourceId": sid, "clientId": CLIENT,
            "senderName": "Health data", "ts": start.timestamp(), "text": text, "embeddingModel": embedder.model_id,
            "metric": metric}))
    vectors = embedder.embed([r[1] for r in records])
    store.upsert(TRAINER, [VectorRecord(vid, v, meta) for (vid, _, meta), v in zip(records, vectors)])
    return b


def _metrics(backends, query: str) -> list[str]:
    response = semantic_search(backends, TRAINER, SearchRequest(query=query), now=NOW)
    return [str(r.messageId).split(":")[1] if ":" in str(r.messageId) else "message" for r in response.results]


def test_the_initials_find_the_summaries_the_words_find(backends):
    # Written out, the question is answered by the resting heart rate summaries, as the words are.
    spelt = _metrics(backends, "tess resting heart rate lately")
    assert spelt and spelt[0] == "resting_heart_rate"
    typed = _metrics(backends, "tess rhr lately")
    assert typed and typed[0] == "resting_heart_rate"
