"""Two words typed apart for one word the records write joined (shared/domain/typed_apart.py,
typos.joined_apart and typos.corrected's pairs): "tubi grip" is the records' "tubigrip"."""

from __future__ import annotations

from shared.adapters.generation.extractive import uncovered
from shared.domain import answerability, typed_apart
from shared.domain.typos import corrected, joined_apart
from shared.ports.keywords import TermStats, token_index, tokens


def stats(**df: int) -> TermStats:
    return TermStats(n_docs=max(df.values()) + 10, df={token_index(tokens(w)[0]): n for w, n in df.items()})


def test_a_pair_is_one_word_of_the_records_as_typed_or_one_letter_slipped() -> None:
    said = typed_apart.words_of(["Tubigrip and no dancing for 2 weeks", "spots all over him, chickenpox"])
    assert typed_apart.joined_in("tubi", "grip", said)
    assert typed_apart.joined_in("chiken", "pox", said)  # a letter left out of the joined word
    assert not typed_apart.joined_in("grip", "tubi", said)  # the order is the typed one
    assert not typed_apart.joined_in("a", "cut", {"acut"})  # too short to be one word by chance only
    assert not typed_apart.joined_in("no", "dancing", said)  # two words the records write apart


def test_both_halves_of_a_pair_are_said_and_other_missing_words_stay_missing() -> None:
    said = typed_apart.words_of(["tubigrip and no dancing"])
    assert typed_apart.said_apart(["tubi", "grip", "knee"], {"tubi", "grip", "knee"}, said) == {"tubi", "grip"}
    assert typed_apart.said_apart(["tubi", "knee", "grip"], {"tubi", "grip", "knee"}, said) == set()


def test_the_decision_and_the_offline_reply_read_the_pair_as_said() -> None:
    records = [{"text": "minor injuries x-rayed it, a bad sprain. tubigrip and no dancing for 2 weeks"}]
    assert answerability.unsaid_words("tubi grip", records) == []
    assert answerability.unsaid_words("tubi grip knee", records) == ["knee"]
    assert uncovered("her tubi grip", [records[0]["text"]]) == []
    # Without the joined word in the records, both halves are missing as before.
    assert answerability.unsaid_words("tubi grip", [{"text": "a bad sprain"}]) == ["tubi", "grip"]


def test_the_keyword_reading_joins_a_pair_the_records_say_as_one_word() -> None:
    s = stats(tubigrip=2, chickenpox=1, grip=4, pain=5, killers=2)
    assert corrected("clemency tubi grip", s) == "clemency tubigrip"
    assert corrected("elfed chiken pox", s) == "elfed chickenpox"  # joined, then one slip read (a long word)
    # Two real words are two words, whatever the records write joined.
    assert corrected("pain killers", s) == "pain killers"
    assert corrected("grip strength", s) == "grip strength"


def test_the_question_as_typed_keeps_everything_but_the_pair() -> None:
    s = stats(tubigrip=2, grip=4)
    assert joined_apart("clemency's tubi grip?", s) == "clemency's tubigrip?"
    assert joined_apart("Tubi Grip, still?", s) == "tubigrip, still?"
    assert joined_apart("her grip strength", s) == "her grip strength"
    assert joined_apart("clemency's tubi grip", None) == "clemency's tubi grip"  # no statistics: as typed


def test_a_pair_whose_join_is_one_letter_from_a_half_is_two_words():
    # "has norrie been to a&e": the name and the "e" of "a&e" are one letter from the name alone.
    assert not typed_apart.joined_in("honoria", "e", {"honoria"})
    assert not typed_apart.joined_in("knee", "s", {"knees"})
    assert typed_apart.said_apart(["honoria", "e"], {"e"}, {"honoria"}) == set()


def test_a_join_read_by_a_halfs_stem_is_no_join():
    # "thyroid op" joined is "thyroidop", whose correction stems to "thyroid": the "op" asked would be lost.
    s = stats(thyroid=3, levothyroxine=2)
    assert corrected("thyroid op", s) == "thyroid op"
    assert joined_apart("did mena have a thyroid op", s) == "did mena have a thyroid op"
