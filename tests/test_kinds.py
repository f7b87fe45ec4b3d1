"""The kinds table: the same thing, a kind of it, or a sibling — and what the answerability decision and
the keyword list make of it (issue 14: related-but-not-the-same topics, synonyms under the threshold)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import answerability, kinds
from shared.domain.vocabulary import expand


@pytest.mark.parametrize("asked, found, expected", [
    ("surgery", "operation", "same"),                      # two heads of one family
    ("hormone replacement therapy", "HRT", "same"),        # a clinical abbreviation and its words
    ("hypertension", "blood pressure", "same"),
    ("physiotherapist", "physio", "same"),
    ("tummy", "stomach", "same"),
    ("medication", "amlodipine", "narrower"),             # the record names a kind of what is asked
    ("scan", "MRI", "narrower"),
    ("leg", "knees", "narrower"),
    ("insulin", "metformin", "sibling"),                  # another member of the family
    ("wrist", "arm", "sibling"),
    ("knees", "leg", "sibling"),                          # a broader record word does not answer a narrower question
    ("beer", "wine", "sibling"),
    ("yoga", "pilates", "sibling"),
    ("push-ups", "band pull-ups", "sibling"),
    ("constipation", "laxative", None),                   # related but of other kinds: the table says nothing
    ("insulin", "diabetes", None),
    ("sunburnt", "shin", None),                           # unknown words
])
def test_relation(asked, found, expected):
    assert kinds.relation_of_words(asked, found) == expected


def test_a_name_that_loses_a_word_to_the_stop_words_is_not_a_name():
    # "press up" would be "press" alone, and match "press pause".
    assert kinds.relation_of_words("push-ups", "it's okay to press pause") is None


def test_the_longest_name_wins_at_each_position():
    assert [e.family for e in kinds.entries("hip flexor strain")] == ["body part", "injury"]  # not also "hip"
    assert kinds.naming("frame", "Does Peggy use a walking frame?")[0].family == "kit"


def test_heads_beside_a_member():
    assert kinds.heads_beside("beer", "Does Nadia drink beer?") == ["drink"]
    assert kinds.heads_beside("hamstrings", "Did Leo's hamstrings feel tight?") == []


def test_synonyms_are_one_word_names_of_the_same_member():
    assert set(kinds.synonyms("physio")) >= {"physiotherapist", "physiotherapy"}
    assert "wine" not in kinds.synonyms("beer")  # a sibling
    assert "alcohol" not in kinds.synonyms("beer")  # a head: broader, not the same
    assert kinds.synonyms("sunburnt") == []


def test_the_keyword_list_reads_a_synonym_as_the_word():
    assert "physio" in expand(["physiotherapist"])
    assert "breastfeeding" in expand(["nursing"])


def test_an_equivalent_that_names_a_sibling_does_not_count_as_the_word():
    # The everyday group "drink ... beer wine" helps find records, but a client who drinks wine has
    # said nothing about beer.
    assert "beer" in expand(["wine"])
    assert "beer" not in answerability.equivalents("wine")
    assert "alcohol" not in answerability.equivalents("beer")
    assert "knackered" in answerability.equivalents("exhausted")  # unknown to the table: kept
    assert answerability.holds("wine", {"text": "can i fit a glass of wine in"})
    assert not answerability.holds("beer", {"text": "can i fit a glass of wine in"})
    assert answerability.holds("tummy", {"text": "gels make my stomach churn"})


def test_lexical_meaning():
    same, chance = answerability.MEANING_SAME, answerability.MEANING_CHANCE
    assert answerability.lexical_meaning(0.3, "same") == same
    assert answerability.lexical_meaning(0.8, "narrower") == 0.8
    assert answerability.lexical_meaning(0.75, "sibling") == chance
    assert answerability.lexical_meaning(0.4, "sibling") == 0.4
    assert answerability.lexical_meaning(0.62, None) == 0.62


# -- through the product paths (local MiniLM, local store, Firestore emulator) ---------------


def _client_with(db, backends, client: str, name: str, texts: list[str]) -> datetime:
    from shared.usecases import indexing
    from tests.factories import add_client, add_message, chat_id_for

    add_client(db, "coach", client, name)
    start = datetime(2026, 10, 1, 8, tzinfo=timezone.utc)
    for n, text in enumerate(texts):
        add_message(db, client, f"{client}{n}", text, name, at=start + timedelta(days=3 * n))
        assert indexing.sync_message(backends, chat_id_for(client), f"{client}{n}").outcome == "indexed"
    return start + timedelta(days=40)


@pytest.mark.emulator
def test_a_sibling_of_what_the_client_said_is_not_answered_as_if_it_were_it(db, backends):
    from shared.domain.models import SearchRequest
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest
    from shared.usecases.search import semantic_search

    now = _client_with(db, backends, "john", "John Reyes", [
        "Bench press hurt today, front of my right shoulder on the last couple reps at 85",
        "I think I hurt my rotator cuff on overhead press today, now it hurts to reach up to the top shelf",
        "to the side yes, overhead it pinches around 120 degrees, can't lift my arm above my head",
        "physio said supraspinatus irritation, no tear. gave me band external rotations",
        "can we move Thursday to 7:30?",
        "shoulder felt ok during external rotations today, no pinch",
    ])
    reply = service.answer(backends, "coach", ChatRequest(message="What did John say about his wrist?"), now=now)
    assert reply.hasContext is False and reply.sources == []
    assert "wrist" in reply.response and "John Reyes" in reply.response
    assert semantic_search(backends, "coach", SearchRequest(query="What did John say about his wrist?",
                                                            clientId="john")).results == []
    # What he did say is still answered.
    shoulder = service.answer(backends, "coach", ChatRequest(message="What did John say about his shoulder?"), now=now)
    assert shoulder.hasContext is True


@pytest.mark.emulator
def test_a_synonym_of_the_records_word_is_answered(db, backends):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    now = _client_with(db, backends, "sarah", "Sarah Kim", [
        "my knee hurts after squats, right one, just below the kneecap",
        "do you know a good physio near downtown? just in case",
        "can we move Thursday to 7:30?",
        "box squats felt way better today",
        "sent you the video in the app",
        "thanks, see you Friday",
    ])
    reply = service.answer(backends, "coach", ChatRequest(message="Did Sarah ask about a physiotherapist?"), now=now)
    assert reply.hasContext is True
    assert "sarah1" in [s.messageId for s in reply.sources]
