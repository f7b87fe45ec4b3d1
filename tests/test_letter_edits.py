"""The one count of letter edits (shared/domain/letter_edits.py) every slip reading asks: one letter inserted,
left out or changed, with or without a swap of neighbours, the vowel-only reading, and the full distance.
Hand-written words, and every pair of short strings over a small alphabet checked against a plain count."""

from __future__ import annotations

from itertools import product

import pytest

from shared.domain import letter_edits


@pytest.mark.parametrize("a, b", [
    ("harbour", "harbor"),     # a letter left out
    ("harbor", "harbour"),     # and inserted
    ("lantern", "lantarn"),    # one changed
    ("x", ""),
])
def test_one_edit(a, b):
    assert letter_edits.one_edit(a, b)
    assert letter_edits.one_edit_or_swap(a, b)
    assert letter_edits.distance(a, b) == 1


@pytest.mark.parametrize("a, b", [
    ("lantern", "lantern"),    # the same word is no edit
    ("lantern", "latnern"),    # a swap of neighbours is two changes here
    ("lantern", "lante"),      # two letters left out
    ("pebble", "pobbla"),      # two changed
])
def test_not_one_edit(a, b):
    assert not letter_edits.one_edit(a, b)


def test_a_swap_of_neighbours_counts_once_where_asked():
    assert letter_edits.one_edit_or_swap("latnern", "lantern")
    assert letter_edits.distance("latnern", "lantern") == 1
    assert not letter_edits.one_edit_or_swap("lantern", "lantern")
    assert not letter_edits.one_edit_or_swap("abcd", "badc")  # two swaps
    assert not letter_edits.one_edit_or_swap("abc", "cba")    # letters far apart swapped: two changes


def test_only_the_letters_given():
    vowels = frozenset("aeiou")
    assert letter_edits.one_edit("marlon", "marlin", letters=vowels)     # a vowel for a vowel
    assert letter_edits.one_edit("corel", "corl", letters=vowels)        # a vowel left out
    assert letter_edits.one_edit("corl", "coral", letters=vowels)        # a vowel inserted
    assert not letter_edits.one_edit("marlon", "marton", letters=vowels)  # a consonant changed
    assert not letter_edits.one_edit("marlon", "marland", letters=vowels)  # two apart
    assert not letter_edits.one_edit("carl", "carly", letters=vowels)    # "y" is not in the set
    assert not letter_edits.one_edit("rosa", "rosy", letters=vowels)     # a vowel for a letter outside it


def test_distance():
    assert letter_edits.distance("pebble", "pebble") == 0
    assert letter_edits.distance("", "pebble") == 6
    assert letter_edits.distance("pebbel", "pebble") == 1      # a swap
    assert letter_edits.distance("pebel", "pebble") == 2       # a letter left out and a swap
    assert letter_edits.distance("kitten", "sitting") == 3


def _levenshtein(a: str, b: str) -> int:
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def test_the_readings_agree_with_the_counts_on_every_short_pair():
    words = ["".join(p) for n in range(5) for p in product("abc", repeat=n)]
    vowels = frozenset("a")
    for a in words:
        for b in words:
            assert letter_edits.one_edit(a, b) == (_levenshtein(a, b) == 1), (a, b)
            assert letter_edits.one_edit_or_swap(a, b) == (letter_edits.distance(a, b) == 1), (a, b)
            if letter_edits.one_edit(a, b, letters=vowels):
                assert letter_edits.one_edit(a, b)
