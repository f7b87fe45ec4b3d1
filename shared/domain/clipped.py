"""Clipped everyday forms of the kinds table's names: "hammy" for hamstring.

Clients write a name cut short with a diminutive ending ("hammy", "hammie" for hamstring),
and the trainer asks with the full word: "did i stop lewis pulling from the floor with the hamstring" was refused with "no
mention of 'hamstring'" although his message said "hammy twinged". The table cannot list
every such form, but the form is regular: a start of the name, a doubled last consonant at
times, and -y / -ie / -o (plural -ies / -ys / -os). `full_name` reads a word of that shape
as the one-word name it starts, when exactly one member of the table has such names, and the
word is no English word of its own ("sunny" is not "sunburn", "party" not "partner") nor a common
name of a person or a place (`english.is_name`): a trainer types a client's name in lowercase, and
"maggie" is not magnesium, "rosie" not rosuvastatin, "danny" not "danced".

Read on every text the table reads (kinds.read_as, which passes the table's names: this module
imports no table), so ranking and deciding see the same name.
"""

from __future__ import annotations

import re
from typing import Callable, Mapping

from shared.domain import english
from shared.ports.keywords import tokens

# The diminutive endings, longest first ("hammies" is hamm + ies, not hammi + es).
_ENDINGS = ("ies", "ys", "os", "ie", "y", "o")
# The shortest start of a name that can stand for it, and how much of the name it must leave out
# (a start one or two letters short is a typing slip's business, shared/domain/typos.py). A word
# that is itself a name of the table stays itself.
MIN_START = 3
MIN_CUT = 3
_SHAPE = re.compile(r"\b[a-z]{4,}(?:ies|ys|os|ie|y|o)\b", re.IGNORECASE)


def _starts(word: str) -> list[str]:
    """The starts of a name `word` may be cut from: without its ending, and without a doubled last letter."""
    out = []
    for ending in _ENDINGS:
        if word.endswith(ending):
            base = word[: -len(ending)]
            out.append(base)
            if len(base) >= 2 and base[-1] == base[-2]:
                out.append(base[:-1])  # "hammy": hamm -> ham
            break
    return [s for s in out if len(s) >= MIN_START]


def full_name(word: str, names: Mapping[str, tuple[tuple[str, int | None], ...]]) -> str | None:
    """The one-word name of `names` (the kinds table's, lowercase -> the (family, member)s it names;
    kinds.clipped_name passes them) that `word` is a clipped form of ("hammy" -> "hamstring"), or None."""
    word = word.lower()
    if english.is_word(word) or english.is_name(word) or word in names:
        return None
    for start in _starts(word):
        found = [n for n in names if n.startswith(start) and len(n) - len(start) >= MIN_CUT]
        # One word in all its forms ("hamstring", "hamstrings"; a name may be a member of two
        # families, the body part and the leg), each a member: a head is a broad word, not a name.
        if len({tokens(n)[0] for n in found}) == 1 and all(key[1] is not None for n in found for key in names[n]):
            return min(found, key=len)
    return None


def read(text: str, name_of: Callable[[str], str | None]) -> str:
    """`text` with each word of the clipped shape that `name_of` reads as a name written as that name
    ("my hammy twinged" -> "my hamstring twinged")."""
    return _SHAPE.sub(lambda m: name_of(m.group(0).lower()) or m.group(0), text)
