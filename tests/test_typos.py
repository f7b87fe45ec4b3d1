"""Typing slips in questions are read as the trainer's own words (shared/domain/typos.py)."""

from __future__ import annotations

import numpy as np

from shared.adapters.vectorstore.local import LocalVectorStore
from shared.domain.retrieval import retrieve
from shared.domain.typos import corrected
from shared.ports.keywords import TermStats, token_index, tokens
from shared.ports.vectorstore import VectorRecord
from tests.hash_embedder import HashEmbedder


def stats(**df: int) -> TermStats:
    return TermStats(n_docs=max(df.values()) + 10, df={token_index(tokens(w)[0]): n for w, n in df.items()})


def test_a_slipped_word_becomes_the_records_word_and_function_word_slips_are_dropped() -> None:
    s = stats(shoulder=3, knee=5)
    assert corrected("waht abuot sholder", s) == "shoulder"
    assert corrected("shoudler", s) == "shoulder"  # two letters swapped


def test_words_the_records_use_short_words_digits_and_rare_neighbours_are_left_alone() -> None:
    s = stats(shoulder=3, knee=5, kneel=1, sunburn=1)
    assert corrected("knee shoulder", s) == "knee shoulder"
    assert corrected("kne", s) == "kne"  # too short to guess from
    assert corrected("5k b12", s) == "5k b12"
    assert corrected("sunburnt", s) == "sunburnt"  # its neighbour occurs once: maybe a slip itself
    assert corrected("marathon", s) == "marathon"  # nothing one edit away
    # One changed letter from a function word is a word of its own, not a slip.
    assert corrected("whey", s) == "whey"
    assert corrected("abot", s) == ""  # "about" with a letter left out


def test_without_term_statistics_nothing_changes() -> None:
    assert corrected("waht abuot sholder", None) == "waht abuot sholder"


def test_a_misspelled_question_finds_the_record_through_the_keyword_index(tmp_path) -> None:
    embedder = HashEmbedder()
    store = LocalVectorStore(tmp_path / "v.sqlite3")
    texts = {
        "m1": "my shoulder clicks on overhead press",
        "m2": "the shoulder felt fine after rows",
        "m3": "slept badly, long week at work",
        "m4": "booked in for thursday",
    }
    vectors = embedder.embed(list(texts.values()))
    store.upsert("coach", [
        VectorRecord(i, np.asarray(v), {"trainerId": "coach", "text": t, "senderName": "John", "sourceType": "message",
                                        "embeddingModel": embedder.model_id})
        for (i, t), v in zip(texts.items(), vectors)
    ])
    ranked = retrieve(embedder, store, "coach", "waht did he say abuot his sholder", 4)
    assert [c.id for c in ranked[:2]] in (["m1", "m2"], ["m2", "m1"])
    by_id = {c.id: c for c in ranked}
    # The keyword list found both shoulder messages, and they cover the whole question:
    # "waht" and "abuot" read as the function words they are, "sholder" as "shoulder".
    for i in ("m1", "m2"):
        assert by_id[i].features["keyword_rr"] > 0
        assert by_id[i].features["coverage"] == 1.0


def test_a_word_of_the_coaching_vocabulary_is_read_as_another_only_when_that_is_the_same_thing() -> None:
    # "burnt" (tiredness in the kinds table) is one edit from the records' "burn": meant as typed.
    assert corrected("burnt", stats(burn=4)) == "burnt"
    # "allergic" read as the records' "allergies" (stem "allergi") is the same thing: corrected.
    assert corrected("allergic", stats(allergies=3)) == "allergi"


def test_the_dense_side_reads_a_slip_of_a_coaching_word_as_that_word_and_nothing_else() -> None:
    from shared.domain.typos import as_meant

    s = stats(sciatica=3, shoulder=4, waiting=5, comp=3, snack=3)
    assert as_meant("did dimitri get sciatca", s) == "did dimitri get sciatica"
    assert as_meant("waht did jonh say abuot his sholder?", s) == "waht did jonh say abuot his shoulder?"
    # A correction to a word that is not the vocabulary's stays a guess: the question is embedded as typed
    # (the keyword side still reads it: `corrected`). Nor does a stem make a word: "comping" is not "comp".
    assert corrected("writing", s) == "waiting" and as_meant("Would she pursue writing?", s) == "Would she pursue writing?"
    assert as_meant("Where has Melanie camped? Any snakes?", stats(comped=3, snackes=3)) == "Where has Melanie camped? Any snakes?"
    assert as_meant("did dimitri get sciatca", None) == "did dimitri get sciatca"


def test_a_word_of_the_coaching_vocabulary_said_once_is_what_a_slip_of_it_means() -> None:
    from shared.domain.typos import as_meant

    # "sciatica" in one message of the trainer's (the statistics count messages only): a word the
    # vocabulary knows is no one's slip, so "sciatca" is read as it on both sides.
    s = stats(sciatica=1, knee=5)
    assert corrected("dmitri sciatca", s) == "dmitri sciatica"
    assert as_meant("did dimitri get sciatca", s) == "did dimitri get sciatica"
    # A word outside the vocabulary seen once may still be someone's slip: not a correction.
    assert corrected("sunburnt", stats(sunburn=1, knee=5)) == "sunburnt"
    assert corrected("plonks", stats(plonk=1, knee=5)) == "plonks"


def test_a_misspelt_coaching_word_finds_its_record_by_meaning_too() -> None:
    # The hash embedder reads words as they are: the slip's own vector shares nothing with the record.
    store = LocalVectorStore(":memory:")
    embedder = HashEmbedder()
    texts = {"r1": "That sounds nerve-related, like sciatica. See your GP", "r2": "sciatica again", "r3": "Invoice attached"}
    vectors = embedder.embed(list(texts.values()))
    store.upsert("t", [VectorRecord(i, v, {"text": t, "sourceId": i, "embeddingModel": embedder.model_id})
                       for (i, t), v in zip(texts.items(), vectors)])
    slipped = {c.id: c.cosine for c in retrieve(embedder, store, "t", "did he get sciatca", 3)}
    spelt = {c.id: c.cosine for c in retrieve(embedder, store, "t", "did he get sciatica", 3)}
    assert slipped == spelt and spelt["r2"] > 0.4  # embedded as meant (as typed: 0.19)
