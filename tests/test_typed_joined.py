"""One word typed joined for the records' two ("hayfever" for "hay fever") is read as those two words
(shared/domain/typos.py `_typed_joined`), so the keyword index and the coverage find the record that says them."""

from __future__ import annotations

from shared.domain.retrieval import retrieve
from shared.domain.typos import corrected
from tests.test_typos import indexed, stats


def test_a_word_typed_joined_is_read_as_the_records_two_words() -> None:
    s = stats(hay=2, fever=3, knee=4, body=2, weight=5)
    assert corrected("pheobe hayfever", s) == "pheobe hay fever"
    assert corrected("bodyweight", s) == "body weight"


def test_a_joined_word_is_cut_only_where_the_records_say_both_halves_and_only_one_way() -> None:
    # The records never say "hay": the string is left as typed (a thing that never came up).
    assert corrected("hayfever", stats(fever=3, knee=4)) == "hayfever"
    # "kneepain": "pain" never said; "hay" and "fever" said, but the string is no cut of them.
    assert corrected("kneepain", stats(knee=4, hay=2, fever=3)) == "kneepain"
    # An English word is never cut ("workout" is one word, though "work" and "out" are said), nor a name.
    assert corrected("workshop", stats(work=5, shop=3)) == "workshop"
    assert corrected("maryanne", stats(mary=3, anne=2)) == "maryanne"
    # A half shorter than three letters is too short to guess from.
    assert corrected("gorest", stats(go=5, rest=4)) == "gorest"


def test_a_question_typed_joined_finds_the_record_through_the_keyword_index(tmp_path) -> None:
    embedder, store = indexed(tmp_path, {
        "m1": "Hay fever's started early, sneezing my head off",
        "m2": "hay in the barn, fever pitch at the match",
        "m3": "slept badly, long week at work",
        "m4": "booked in for thursday",
        "m5": "fever gone, back on the bike",
    }, "Phoebe")
    ranked = {c.id: c for c in retrieve(embedder, store, "coach", "hayfever", 5)}
    # Read as "hay fever", both words are the first record's: it is found by the keyword list and covers the question.
    assert ranked["m1"].features["keyword_rr"] > 0
    assert ranked["m1"].features["coverage"] == 1.0
