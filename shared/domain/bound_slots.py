"""Where in a record a question's asked slot is filled: beside the thing asked, or beside something else.

"keisha's headgear — what brand" of a record "Thank you Clement. ... she wears headgear from now on",
"chidinma's folic acid — what dose" of a note "Hydroxycarbamide 1000 mg, folic acid.": the thing came up,
so the record is relevant and every word of the question but the slot is said, and the record holds
something of the asked type (a word that could be a name, a dose) — but of another thing, in another
sentence or beside another drug. A record answers the slot only where it fills it for the thing: a brand
in a sentence that says the thing, a dose said after the thing in its sentence, or before it in the same
clause ("5 mg folic acid").

The thing is read from the question's own words (its keyword stems but the slot's words), not from a
list. Where no record read says a word of the thing at all (the shoes asked, "got new Hokas" told), the
caller keeps its record-wide test: the binding only speaks where the records do say the thing.
"""

from __future__ import annotations

import re
from typing import Callable, Iterable, Sequence

from shared.ports.keywords import tokens

# A sentence ends at . ! ? or a line break; a decimal point ("2.5 mg") ends none.
_SENTENCE = re.compile(r"(?:[^.!?\n]|(?<=\d)\.(?=\d))+")
# Inside a sentence, a clause ends at a comma, a semicolon, a colon or a bracket: "Hydroxycarbamide
# 1000 mg, folic acid" lists two drugs, the dose said of the first.
_CLAUSE_END = re.compile(r"[,;:()]")
_WORD = re.compile(r"[^\W_][\w'\u2019-]*", re.UNICODE)
# Keyword stems shorter than this ("d" of "vit d") say too little to bind to.
_SHORTEST = 3
# Words of the asking the keyword index keeps: "how *many* mg", "how *much*".
_ASKING = frozenset(s for w in "many much".split() for s in tokens(w))


def thing(question: str, slot_stems: Iterable[str], known: Callable[[str], bool] = lambda w: False) -> frozenset[str]:
    """The stems of the thing a question asks a slot of: its keyword stems (tokens: function words
    dropped) but the slot's own (`slot_stems`: "brand", "dose", "mg"), the names `known` (the client's)
    and stems under `_SHORTEST` letters. "headgear — what brand" -> {"headgear"}."""
    slot = frozenset(slot_stems)
    out = set()
    for word in _WORD.findall(question.lower()):
        bare = word.strip("'\u2019").removesuffix("'s").removesuffix("\u2019s")
        if known(bare):
            continue
        out.update(s for s in tokens(bare) if s not in slot and s not in _ASKING and len(s) >= _SHORTEST
                   and not s.isdigit())
    return frozenset(out)


def says(text: str, stems: frozenset[str]) -> bool:
    """`text` says a word of the thing (one of its `stems`)."""
    return bool(stems) and any(s in stems for s in tokens(text))


def sentences(text: str) -> list[str]:
    """`text`'s sentences (`_SENTENCE`: a decimal point is no end), stripped: each starts as a
    sentence does, so its first word's capital says nothing (asked_attributes reads a capital
    inside a sentence as a name's)."""
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def thing_sentences(text: str, stems: frozenset[str]) -> list[str]:
    """The sentences of `text` that say a word of the thing."""
    return [s for s in sentences(text) if says(s, stems)]


def _thing_spans(sentence: str, stems: frozenset[str]) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _WORD.finditer(sentence) if any(s in stems for s in tokens(m.group(0)))]


def bound_value(text: str, stems: frozenset[str], values: Callable[[str], Sequence[tuple[int, int]]]) -> bool:
    """Some value of `text` (`values`: the spans of the values of the asked kind in a sentence) is
    said of the thing: after a word of the thing in the same sentence ("folic acid, 5 mg", "on
    sertraline since june, now up to 100 mg" — leniently, whatever stands between), or before one in
    the same clause ("5 mg folic acid"). A value said only before the thing across a comma
    ("hydroxycarbamide 1000 mg, folic acid") is of the thing before it."""
    for sentence in thing_sentences(text, stems):
        found = sorted(values(sentence))
        if not found:
            continue
        for start, end in _thing_spans(sentence, stems):
            if any(v[0] >= end for v in found):
                return True  # a value after the thing's word: the first one is said of it
            before = [v for v in found if v[1] <= start]
            if before and not _CLAUSE_END.search(sentence[before[-1][1]:start]):
                return True  # the value just before it, in its clause
    return False
