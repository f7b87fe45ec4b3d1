"""A slip no word list holds is read as a word the trainer's records hold only once
(shared/domain/typos.py, MIN_DF_UNLISTED_SLIP): a body part or a condition a client named in one
message, typed from memory. Hand-written words, not taken from any benchmark set."""

from __future__ import annotations

import numpy as np

from shared.adapters.vectorstore.local import LocalVectorStore
from shared.domain.retrieval import retrieve
from shared.domain.typos import corrected
from tests.hash_embedder import HashEmbedder
from tests.test_typos import stats
from shared.ports.vectorstore import VectorRecord


def test_a_slip_under_eight_letters_is_read_as_an_english_word_said_once() -> None:
    # Each said in one message only: before, a word seen once was held to be someone's slip.
    s = stats(sternum=1, fibula=1, bunion=1, sled=4)
    assert corrected("strenum", s) == "sternum"  # two letters swapped
    assert corrected("fibla sled", s) == "fibula sled"  # a letter left out
    assert corrected("buniun", s) == "bunion"  # a letter changed


def test_a_word_no_list_holds_said_once_is_still_held_to_two_records() -> None:
    # "cuboid", "hallux": no English list holds them; said once, they may be the client's own slip.
    s = stats(cuboid=1, hallux=1)
    assert corrected("cubiod", s) == "cubiod"
    assert corrected("halux", s) == "halux"
    assert corrected("halux", stats(hallux=2)) == "hallux"  # seen twice, read as before


def test_a_name_or_a_possessive_is_still_held_to_two_records() -> None:
    # A common name may be a person the history never mentions ("moira", "maria" said once).
    assert corrected("moira", stats(maria=1)) == "moira"
    # An unlisted word ending in "s": the way a client's name is typed without its apostrophe.
    assert corrected("fiblas", stats(fibulas=1)) == "fiblas"


def test_a_form_of_the_records_word_is_not_read_as_another_form() -> None:
    # "clamped" said once; the question's "clamper" goes on from its stem "clamp": another form of
    # the word (a string one edit away, "clampe", has that stem), not a slip of it.
    assert corrected("clamper", stats(clamped=1)) == "clamper"
    # A letter swapped inside it is a slip, read as the records' word.
    assert corrected("clapmed", stats(clamped=1)) == "clamped"


def test_english_words_short_words_and_absent_words_are_left_alone() -> None:
    s = stats(sternum=1, knee=3)
    assert corrected("sternums", stats(knee=3)) == "sternums"  # the records never say it
    assert corrected("skier", stats(skied=1)) == "skier"  # an English word is meant as typed
    assert corrected("sesi", stats(series=1)) == "sesi"  # under five letters, and no coaching word
    assert corrected("sternum", s) == "sternum"


def test_a_slip_of_a_word_said_once_finds_its_message_through_the_keyword_index(tmp_path) -> None:
    embedder = HashEmbedder()
    store = LocalVectorStore(tmp_path / "v.sqlite3")
    texts = {
        "m1": "physio thinks the sternum is bruised, no bench for now",
        "m2": "legs sore after the hill reps",
        "m3": "booked in for thursday",
        "m4": "slept badly, long week at work",
    }
    vectors = embedder.embed(list(texts.values()))
    store.upsert("coach", [
        VectorRecord(i, np.asarray(v), {"trainerId": "coach", "text": t, "senderName": "Ann", "sourceType": "message",
                                        "embeddingModel": embedder.model_id})
        for (i, t), v in zip(texts.items(), vectors)
    ])
    ranked = retrieve(embedder, store, "coach", "her strenum", 4)
    assert ranked[0].id == "m1"
    assert ranked[0].features["keyword_rr"] > 0


def test_a_short_coaching_word_with_a_letter_left_out_is_read_as_the_records_word() -> None:
    # Under five letters only a word of the coaching vocabulary the records say, one letter put back.
    assert corrected("nee", stats(knee=1, sled=3)) == "knee"
    assert corrected("hp pain", stats(hip=2, pain=4)) == "hp pain"  # two letters: nothing read
    assert corrected("shin", stats(shine=1)) == "shin"  # an English word, meant as typed


def test_a_short_abbreviation_a_name_or_an_absent_word_stays_as_typed() -> None:
    s = stats(hurt=3, knee=2)
    assert corrected("hrt", s) == "hrt"  # no vowel: an abbreviation, not "hurt" with a letter left out
    assert corrected("nee", stats(sled=3)) == "nee"  # the records never say the word
    assert corrected("kne", stats(knee=1, knew=1)) == "knee"  # "knew" is no coaching word
    assert corrected("ann", stats(anne=2)) == "ann"  # a name
