"""A follow-up asking one of the thread's thing's values ("the first reading", "the latest number") is
answered by the records giving the thing with a number (shared/domain/value_words.py), read by the chat's
retry with the thread's thing (read_again._says_every_own_word).

Hand-written sentences and names, not taken from any benchmark set.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.domain import value_words
from shared.usecases.chat import read_again

_FERRITIN = [{"text": "ferritin back at 18, gp wants me on iron", "sender": "Ottoline"},
             {"text": "ferritin up to 41 now!!", "sender": "Ottoline"}]
_NO_NUMBER = [{"text": "ferritin still low apparently, more iron", "sender": "Ottoline"}]


@pytest.mark.parametrize("unsaid, left", [
    (["first", "reading"], []),
    (["latest", "number"], []),
    (["highest", "level"], []),
    (["reading", "nurse"], ["nurse"]),          # a word of its own is still asked of the records
])
def test_value_words_said_by_a_record_giving_the_thing_with_a_number(unsaid, left):
    assert value_words.still_unsaid(unsaid, "ferritin", _FERRITIN) == left


def test_no_number_given_leaves_the_words_unsaid():
    assert value_words.still_unsaid(["first", "reading"], "ferritin", _NO_NUMBER) == ["first", "reading"]


def test_a_number_of_another_thing_leaves_the_words_unsaid():
    records = [{"text": "ran 5k in 27 mins", "sender": "Ottoline"}]
    assert value_words.still_unsaid(["latest", "reading"], "ferritin", records) == ["latest", "reading"]


def test_an_ordinal_without_a_value_word_is_kept():
    # "when did it first flare": "first" picks a time, not one of the values.
    assert value_words.still_unsaid(["first", "flare"], "ferritin", _FERRITIN) == ["first", "flare"]


def _retry(topic: str, thing: str, records: list[dict]) -> bool:
    reading = SimpleNamespace(question=topic, topic=topic, thread_thing=thing)
    again = SimpleNamespace(prompt=SimpleNamespace(sources=[SimpleNamespace(metadata=m) for m in records]))
    return read_again._says_every_own_word(reading, again)


def test_the_retry_with_the_thread_thing_takes_the_values():
    assert _retry("first reading", "ferritin", _FERRITIN)
    assert not _retry("first reading", "ferritin", _NO_NUMBER)
    assert not _retry("reading nurse", "ferritin", _FERRITIN)
    assert _retry("iron", "ferritin", _FERRITIN)              # words said are said, as before


_WEIGHTS = [{"text": "Weight, week of Mar 2: 1 reading: 81.4 kg on Mar 2", "sender": "Ottoline"}]


@pytest.mark.parametrize("question, unsaid", [
    ("in stone and pounds?", ["pounds"]),
    ("what's that in stone", ["stone"]),
    ("and per mile", ["per"]),
])
def test_units_asked_of_a_value_given_are_said(question, unsaid):
    # The records give the value in other units; the reader converts (value_words.converted_into).
    assert value_words.still_unsaid(unsaid, "weight", _WEIGHTS, question) == []


def test_units_asked_of_no_value_given_are_unsaid():
    records = [{"text": "weight going the right way", "sender": "Ottoline"}]
    assert value_words.still_unsaid(["pounds"], "weight", records, "in stone and pounds?") == ["pounds"]


def test_a_unit_outside_a_frame_of_conversion_is_asked():
    # "how many miles did he run" after "<name>'s knee": "miles" is asked of the records, not converted into.
    knee = [{"text": "knee pain 6/10 after the long run", "sender": "Ottoline"}]
    assert value_words.converted_into("how many miles did he run") == frozenset()
    assert value_words.still_unsaid(["miles"], "knee", knee, "how many miles did he run") == ["miles"]


def test_the_retry_takes_the_units_asked():
    reading = SimpleNamespace(question="in stone and pounds?", topic="stone pounds weight", thread_thing="weight")
    again = SimpleNamespace(prompt=SimpleNamespace(sources=[SimpleNamespace(metadata=m) for m in _WEIGHTS]))
    assert read_again._says_every_own_word(reading, again)
    no_value = SimpleNamespace(prompt=SimpleNamespace(sources=[SimpleNamespace(metadata={"text": "weight going the right way"})]))
    assert not read_again._says_every_own_word(reading, no_value)
