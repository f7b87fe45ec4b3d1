"""A trainer's words for a client and for a thing, read as the records' (h-words30).

- A first name in another of its spellings, a name of the same sound ("derrick" for Derek), names the
  client, even where the spelling is also an English word (a derrick); never a word that is no name
  ("down" for Dawn), nor a name that only shares a sound key with another first two letters.
- A pet name two words long ("how's del boy", Del from "known as Del") is the name, not a topic "boy".
- "the lad", like "the guy", names no topic.
- "did she win anything" asks for the outcome ("won the ladies singles" answers it); "did he lose
  anything" still asks for a thing lost.
- plain_speech: a rider's fall ("come off", "a crash"), the diabetes test in everyday words, a busted
  pinky, tummy cramps; and their
  neighbours that stay as typed ("came off the bench", "a sugar crash").

Hand-written names and questions, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import names, outcomes, plain_speech
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef

NOW = datetime(2026, 10, 1, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("derek", "Derek Holt", ("Del",)), ClientRef("dawn", "Dawn Pike"),
          ClientRef("boris", "Boris Lund"), ClientRef("jeff", "Jeffrey Amos")]


@pytest.mark.parametrize("typed,first,alike", [
    ("derrick", "derek", True),
    ("jeffery", "jeffrey", True),
    ("jefery", "jeffrey", False),  # no name: a slip is read by its letters (intent.near_name)
    ("bures", "boris", False),   # one sound key, not the same start
    ("derek", "derek", False),   # the name itself is no slip
    ("dek", "derek", False),     # too short a key
])
def test_a_first_name_spelt_by_its_sound(typed, first, alike):
    assert names.spelt_by_sound(typed, first) is alike


@pytest.mark.parametrize("question,client", [
    ("derrick hba1c", "derek"),
    ("jeffery's knee", "jeff"),
    ("is it down", None),        # "down" is no name, and no slip of Dawn's
    ("rain at bures", None),
])
def test_a_name_spelt_by_its_sound_names_its_client(question, client):
    found = intent.clients_named(question, ROSTER, NOW)
    assert [c.client_id for c in found] == ([client] if client else [])


@pytest.mark.parametrize("question,written", [
    ("how's del boy", "how's Derek"),
    ("del boy's ribs", "Derek's ribs"),
    ("del's boy", "Derek's boy"),       # his son: the possessive keeps the boy
    ("how's del", "how's Derek"),
])
def test_a_pet_name_two_words_long(question, written):
    assert intent.with_given_names(question, ROSTER) == written


def test_the_lad_names_no_topic():
    assert "lad" in intent.FILLER and "lass" in intent.FILLER


@pytest.mark.parametrize("word,words,opens", [
    ("win", "tan win anything", True),
    ("won", "she won something", True),
    ("lose", "he lose anything", False),
    ("win", "win tickets", False),
])
def test_an_outcome_of_an_unnamed_event(word, words, opens):
    assert outcomes.opens(word, words) is opens


@pytest.mark.parametrize("question,plain,added", [
    ("how long ago did he come off", "come off", ("came",)),
    ("anyone else come off apart from sam", "come off", ("came",)),
    ("who's had a crash", "crash", ("came", "off", "fell")),
    ("who came off at the track", "came off", ("fell",)),
    ("her sugar test", "sugar test", ("hba1c", "glucose")),
    ("his blood sugar levels", "blood sugar levels", ("hba1c", "glucose")),
    ("the busted pinky", "pinky", ("finger",)),
    ("her tummy cramps", "tummy cramps", ("cramp", "cramping")),
])
def test_everyday_words_add_the_records_words(question, plain, added):
    read = plain_speech.with_record_words(question)
    assert plain_speech.as_typed(read) == question
    assert (plain, added) in plain_speech.alternatives(read)


@pytest.mark.parametrize("question", [
    "when did he come off the bench",
    "is she coming off her meds",
    "any sugar crash after the run",
    "is he on a crash diet",
    "did he get busted",
])
def test_their_neighbours_stay_as_typed(question):
    assert plain_speech.with_record_words(question) == question
