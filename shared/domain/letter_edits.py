"""How many letter edits lie between two words: the one count every slip reading asks.

A typed word is read as another ("metforim" as metformin, "jonh" as John, "fredrika" as Frederica) when few
letters were inserted, left out or changed, and for some readings when two neighbours were swapped. Each
reading says which of these it counts; this module is the only place that counts them, so a name's slip and
a clinic word's slip cannot be counted two ways.

- `one_edit`: one letter inserted, left out or changed (optionally only letters of a given set: a vowel slip).
- `one_edit_or_swap`: those, or two neighbours swapped ("jonh").
- `distance`: the number of such edits, swaps counted as one (Damerau-Levenshtein, optimal string alignment).

Plain strings in, no imports: domain and use-case code alike may call it.
"""

from __future__ import annotations

from typing import Container


def one_edit(a: str, b: str, letters: Container[str] | None = None) -> bool:
    """One letter inserted, left out or changed turns `a` into `b` (not equal). With `letters`, the letter
    inserted or left out is one of them, and a changed letter is one of them on both sides ("dilan" /
    "dilon" with the vowels; "rebeca" / "rebeka" not)."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [(x, y) for x, y in zip(a, b) if x != y]
        return len(diff) == 1 and (letters is None or (diff[0][0] in letters and diff[0][1] in letters))
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short and (letters is None or long_[i] in letters)
               for i in range(len(long_)))


def one_edit_or_swap(a: str, b: str) -> bool:
    """`one_edit`, or two neighbouring letters swapped ("jonh" / "john"): `distance` is 1."""
    if len(a) == len(b) and a != b:
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]:
            return True
    return one_edit(a, b)


def distance(a: str, b: str) -> int:
    """Letters inserted, left out, changed or two neighbours swapped between `a` and `b`
    (Damerau-Levenshtein, optimal string alignment)."""
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]
