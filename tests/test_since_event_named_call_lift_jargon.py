"""Questions that were refused or answered from the wrong records, read better (hand-written sentences).

- "how's maria getting on since the move?" is a status question: the "since …" clause dates the news,
  it names no topic (intent.asks_status, since_event), and its records start at the event's best
  match (search.event_start; the recent window keeps that start when it is later: intent.recent_filter).
- "during our zoom call …", "marathon plan call: …" name the recorded calls (intent.named_source); the
  verb ("what did he call his dog") does not.
- "cool. and where's she off to?": the opening acknowledgement is no topic (intent.without_acknowledgement).
- "how much did priya pull last week" asks for a deadlift (shared/domain/lift_jargon.py).
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain import lift_jargon
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter
from shared.usecases import search
from shared.usecases import intent


def _status(question: str, names: list[str]) -> bool:
    return intent.asks_status(question, intent.topic(question, names))


@pytest.mark.parametrize("question", [
    "how's maria getting on since the move?",
    "how is tom doing since his wedding",
    "hows priya doing since the half, anything new",
    "how is kemal coping since he went back to work?",
])
def test_a_since_clause_keeps_a_status_question(question):
    assert _status(question, ["Maria", "Tom", "Priya", "Kemal"])


@pytest.mark.parametrize("question", [
    "how is her shoulder doing since the op",  # a topic outside the clause
    "how is tom's asthma since the move",
    "what has maria said about sleep since the move",  # no status frame
])
def test_a_topic_outside_the_since_clause_stays_a_topic_question(question):
    assert not _status(question, ["Maria", "Tom"])


@pytest.mark.parametrize("question, event", [
    ("how's maria been since the move", "the move"),        # "been", no other verb
    ("hows tom since his wedding", "his wedding"),          # a name and the event, nothing else
    ("how's priya doing after the half", "the half"),       # "after" opens the clause as "since" does
    ("how has kemal been after the op?", "the op"),
])
def test_been_and_after_keep_a_status_question_dated_by_its_event(question, event):
    assert _status(question, ["Maria", "Tom", "Priya", "Kemal"])
    assert intent.since_event(question) == event


@pytest.mark.parametrize("question", [
    "how is her shoulder after the op",       # a topic outside the clause
    "how has tom's asthma been since the move",
    "what did maria eat after the long run",  # no status frame
    "how was maria feeling after the scare",  # the past: the time right after the event, a topic
    "how were tom's nerves after the crash",
])
def test_after_with_a_topic_or_without_a_status_frame_stays_a_topic_question(question):
    assert not _status(question, ["Maria", "Tom"])


def test_the_since_clause_words():
    assert intent.since_event("how's maria getting on since the house move?") == "the house move"
    assert intent.since_event("hows priya doing since the half, anything new") == "the half"
    assert intent.since_event("how is tom doing") == ""
    assert intent.since_event("how is tom doing since?") == ""


def _candidate(id_: str, relevance: float, ts: float) -> Candidate:
    return Candidate(id_, relevance, relevance, {"ts": ts, "text": id_}, {})


def _backends(threshold: float = 0.7) -> SimpleNamespace:
    return SimpleNamespace(settings=SimpleNamespace(relevance_threshold=threshold))


def test_the_event_starts_at_its_best_record(monkeypatch):
    asked: list[tuple[str, QueryFilter]] = []

    def fake(backends, trainer_id, query, top_k, query_filter):
        asked.append((query, query_filter))
        return [_candidate("plan", 0.75, 100.0), _candidate("result", 0.9, 200.0), _candidate("later", 0.2, 300.0)]

    monkeypatch.setattr(search, "search_candidates", fake)
    within = QueryFilter(client_id="maria", since_ts=50.0, until_ts=60.0)
    assert search.event_start(_backends(), "coach", "how's maria getting on since the move?", within) == 200.0
    # Looked up over every date, for the clause's words only.
    assert asked == [("the move", QueryFilter(client_id="maria"))]


def test_no_event_start_without_a_clause_a_client_or_a_relevant_record(monkeypatch):
    monkeypatch.setattr(search, "search_candidates",
                        lambda *a: [_candidate("weak", 0.5, 100.0)])
    client = QueryFilter(client_id="maria")
    assert search.event_start(_backends(), "coach", "how's maria getting on since the move?", client) is None
    assert search.event_start(_backends(), "coach", "how's maria getting on?", client) is None
    assert search.event_start(_backends(0.4), "coach", "how's maria doing since the move?", QueryFilter()) is None
    assert search.event_start(_backends(0.4), "coach", "how's maria doing since the move?", client) == 100.0


def test_the_recent_window_keeps_a_later_start():
    now = datetime(2026, 11, 20, tzinfo=timezone.utc)
    window_start = (now - timedelta(days=intent.RECENT_DAYS)).timestamp()
    later = (now - timedelta(days=3)).timestamp()
    assert intent.recent_filter(QueryFilter(client_id="c", since_ts=later), now).since_ts == later
    earlier = (now - timedelta(days=90)).timestamp()
    assert intent.recent_filter(QueryFilter(client_id="c", since_ts=earlier), now).since_ts == window_start
    assert intent.recent_filter(QueryFilter(client_id="c"), now).since_ts == window_start


@pytest.mark.parametrize("question, kept", [
    ("during our zoom call what did she say about sleep", "what did she say about sleep"),
    ("marathon plan call: what pace did i give her", "marathon plan what pace did i give her"),
    ("on the taper call did he ask about carbs", "taper did he ask about carbs"),
    ("on the call did she mention her knee", "did she mention her knee"),
])
def test_a_call_named_by_what_it_was_about_names_the_recordings(question, kept):
    assert intent.named_source(question) == ("transcript_segment", kept)


@pytest.mark.parametrize("question", [
    "what did he call his dog",
    "did she call me back about the session",
    "who should i call about her knee",
    "where did he stretch in the call room",
])
def test_the_verb_call_names_no_recording(question):
    assert intent.named_source(question) == (None, question)


@pytest.mark.parametrize("question, left", [
    ("cool. and where's she off to?", "and where's she off to?"),
    ("ok thanks! what did he say about his hip", "what did he say about his hip"),
    ("great, how is she doing", "how is she doing"),
])
def test_an_opening_acknowledgement_is_no_topic(question, left):
    assert intent.without_acknowledgement(question) == left


@pytest.mark.parametrize("question", [
    "good sleep?",  # no sentence of its own
    "Great session. what did she lift",  # "session" says something
    "what? ok",  # a question, not an acknowledgement
    "thanks",  # nothing after it
])
def test_what_is_no_opening_acknowledgement_stays(question):
    assert intent.without_acknowledgement(question) == question


@pytest.mark.parametrize("question, read", [
    ("how much did priya pull last week", "how much did priya pull deadlift last week"),
    ("what weight was she pulling at nationals", "what weight was she pulling deadlift at nationals"),
    ("what did kofi pull?", "what did kofi pull deadlift?"),
    ("whats his best pull 3 weeks out", "whats his best pull deadlift 3 weeks out"),
])
def test_a_lifters_pull_is_read_with_the_lift(question, read):
    assert lift_jargon.as_lift(question) == read


@pytest.mark.parametrize("question", [
    "did he pull a muscle",
    "did she pull her calf on the hill",
    "how many pull-ups can he do now",
    "what weight for face pulls",
    "did she pull out of the meet",
    "did he pull in june",  # no amount asked
])
def test_other_pulls_stay(question):
    assert lift_jargon.as_lift(question) == question
