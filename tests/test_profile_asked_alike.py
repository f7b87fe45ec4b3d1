"""chatWithAI and semanticSearch read the profile fields a question asks in one place
(profiles.asked_profile), from the same reading of the question: its words once the period asked is
out, its topic (intent.client_topic), the kinds searched (narrowed to the kind of record the question
names, search.kind_first). semanticSearch read the request's kinds, so "what did odile's check-in say
about her allergies?" put her profile first in the search and not in the chat, which searched her
check-ins; it also read the frames and "in her profile" from the query as sent, and its topic with
intent.topic.

Hand-written names, profiles and records, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import timeframe
from shared.domain.retrieval import Candidate
from shared.usecases import profiles

PROFILE = {"trainerId": "coach", "clientId": "odile", "age": 44, "dietaryRestrictions": ["shellfish"]}
RECORD = Candidate("odile", 0.2, 0.3, {"sourceType": "client_profile", "clientId": "odile"})
KINDS = ("message", "client_profile")


def _never(*_a):
    raise AssertionError("no read or search for a question that asks no profile field")


@pytest.mark.parametrize("question, topic, fields", [
    ("how old was odile ?", "old", ("age",)),
    ("any allergies for odile ?", "allergies", ("dietaryRestrictions",)),
])
def test_the_fields_asked_bring_the_profile_record(question, topic, fields):
    asked = profiles.asked_profile("odile", question, topic, KINDS, [], read=lambda: PROFILE, search=lambda f: [RECORD])
    assert asked.fields == fields and asked.profile == PROFILE and asked.record == RECORD


def test_the_ranked_profile_record_is_taken_without_a_search():
    asked = profiles.asked_profile("odile", "how old is odile", "old", KINDS, [RECORD], read=lambda: PROFILE,
                                   search=_never)
    assert asked.record == RECORD


def test_a_question_for_the_records_reads_no_profile():
    asked = profiles.asked_profile("odile", "what did odile say about her knee", "knee", KINDS, [], read=_never,
                                   search=_never)
    assert asked == profiles.AskedProfile()


def test_a_field_asked_is_read_but_not_returned_when_profiles_are_not_searched_or_it_is_empty():
    # The chat still says "the profile lists no …" from the profile read.
    only_messages = profiles.asked_profile("odile", "how old is odile", "old", ("message",), [],
                                           read=lambda: PROFILE, search=_never)
    assert only_messages.fields == ("age",) and only_messages.profile == PROFILE and only_messages.record is None
    empty = profiles.asked_profile("odile", "what does odile do for work", "work", KINDS, [],
                                   read=lambda: PROFILE, search=_never)
    assert empty.fields and empty.record is None


# -- through the callables, on the Firestore emulator ----------------------------------------


def _odile(db, backends) -> None:
    """Odile's messages in March, her profile and one check-in, indexed; Tomas beside her."""
    from shared.usecases import indexing
    from shared.usecases.sources.sync import sync_source
    from tests.factories import add_client, add_message, chat_id_for

    add_client(db, "coach", "odile", "Odile Marchand")
    add_client(db, "coach", "tomas", "Tomas Berg")
    march = timeframe.extract("in March", datetime.now(timezone.utc))[1]
    assert march is not None
    for mid, text, day in (("o-swim", "swam 2 km this morning, shoulders fine", 4),
                           ("o-late", "running ten minutes late, sorry", 12)):
        add_message(db, "odile", mid, text, "Odile Marchand", at=march.since + timedelta(days=day, hours=8))
        assert indexing.sync_message(backends, chat_id_for("odile"), mid).outcome == "indexed"
    db.collection("clientProfiles").document("odile").set(PROFILE)
    assert sync_source(backends, "client_profile", "odile").outcome == "indexed"
    db.collection("checkins").document("ck-1").set({
        "trainerId": "coach", "clientId": "odile", "date": march.since + timedelta(days=20), "sleepHours": 7,
        "comment": "no reactions this week, still keeping clear of prawns and mussels"})
    assert sync_source(backends, "checkin", "ck-1").outcome == "indexed"


@pytest.mark.emulator
@pytest.mark.parametrize("question", ["how old was Odile in March?", "any allergies for odile in the last 6 months"])
def test_search_and_chat_answer_a_field_asked_with_a_period_from_the_profile(db, backends, call_function, question):
    # Alike before the shared reading too (both ranked the words without the period): kept as the
    # common case the shared reading must not lose.
    import main

    _odile(db, backends)
    status, body = call_function(main.semanticSearch, {"query": question, "limit": 10}, uid="coach")
    assert status == 200, body
    results = body["result"]["results"]
    assert results and results[0]["messageId"] == "odile" and results[0]["sourceType"] == "client_profile"
    status, body = call_function(main.chatWithAI, {"message": question, "includeSources": True}, uid="coach")
    assert status == 200, body
    sources = body["result"]["sources"]
    assert sources and sources[0]["messageId"] == "odile" and sources[0]["sourceType"] == "client_profile"


@pytest.mark.emulator
def test_a_field_asked_of_the_kind_of_record_named_is_read_there_by_both(db, backends, call_function):
    # "her check-in": her check-ins answer (search.kind_first), for the chat as for the search; the
    # search put the profile first, which the chat never searched.
    import main

    _odile(db, backends)
    question = "what did odile's check-in say about her allergies?"
    status, body = call_function(main.semanticSearch, {"query": question, "limit": 10}, uid="coach")
    assert status == 200, body
    returned = [(r["messageId"], r["sourceType"]) for r in body["result"]["results"]]
    status, body = call_function(main.chatWithAI, {"message": question, "includeSources": True}, uid="coach")
    assert status == 200, body
    cited = [(s["messageId"], s["sourceType"]) for s in body["result"]["sources"]]
    assert ("odile", "client_profile") not in returned and ("odile", "client_profile") not in cited
    assert all(kind == "checkin" for _, kind in returned + cited)  # her check-ins alone were searched
