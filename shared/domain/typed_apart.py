"""Two words typed apart for one word the records write joined: "tubi grip" for "tubigrip", "chiken pox" for
"chickenpox".

Read word by word, neither half is said: "tubi" is no word of anyone's, and "grip" alone names another
thing (the grip-strength measure). The decision then looked "tubi" up in the whole history, found nothing
and refused the question (blind37-728 "clemency's tubi grip", blind42-168 "elfed chiken pox"), and the
offline answer said "No message mentions 'grip'" over a quote saying "tubigrip". A pair is read as one word
when, joined, it is a word of the records as typed or with one letter slipped (`letter_edits.one_edit`).
Plain strings in: the records' words are given, no store is read.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence

from shared.domain.letter_edits import one_edit

# Below this many letters a joined pair is too short to be one word by chance only ("a" + "cut").
MIN_JOINED = 6
# Each half at least this long: a letter alone is an initial or a piece of "a&e", not half a word.
MIN_HALF = 2
_LETTERS = re.compile(r"[^\W\d_]+", re.UNICODE)


def words_of(texts: Iterable[str]) -> frozenset[str]:
    """The lower-case words of `texts`, letters only."""
    return frozenset(w.lower() for text in texts for w in _LETTERS.findall(text))


def joined_in(first: str, second: str, said: Collection[str]) -> bool:
    """`first` and `second`, joined, are a word of `said` as typed or with one letter slipped."""
    first, second = first.lower(), second.lower()
    joined = first + second
    if len(joined) < MIN_JOINED or not joined.isalpha() or min(len(first), len(second)) < MIN_HALF:
        return False
    # The records' word is neither half nor one letter from one: "honoria" + "e" (of "a&e") is one letter from
    # the name alone, and read as it the question lost the "a&e" it asked (blind41-572).
    return any(w == joined or one_edit(joined, w) for w in said
               if abs(len(w) - len(joined)) <= 1 and not any(w == h or one_edit(w, h) for h in (first, second)))


def said_apart(asked: Sequence[str], missing: Collection[str], said: Collection[str]) -> set[str]:
    """The words of `missing` (of `asked`, in the question's order) that, with the word next to them in
    `asked`, spell a word of `said` (`joined_in`): both halves of such a pair are said."""
    out: set[str] = set()
    for first, second in zip(asked, asked[1:]):
        if (first in missing or second in missing) and joined_in(first, second, said):
            out |= {first, second}
    return out & set(missing)
