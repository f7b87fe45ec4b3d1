"""Where in a record a question's asked slot is filled: beside the thing asked, or beside something else.

"her kneepads — what brand" of a record "Thanks Ramon, great session. Please wear kneepads from now on",
"his salbutamol — what dose" of a note "Atenolol 50 mg, salbutamol when wheezy.": the thing came up,
so the record is relevant and every word of the question but the slot is said, and the record holds
something of the asked type (a word that could be a name, a dose) — but of another thing, in another
sentence or beside another drug. A record answers the slot only where it fills it for the thing: a brand
in a sentence that says the thing; a dose, unless it is said right after the name of another thing.

The thing is read from the question's own words (its keyword stems but the slot's words), not from a
list. Where no record read says a word of the thing at all (the shoes asked, "got new <Brand>s" told), the
caller keeps its record-wide test: the binding only speaks where the records do say the thing.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Iterable, Sequence

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


def thing(question: str, slot_stems: Iterable[str], known: Callable[[str], bool] = lambda w: False,
          keep: Callable[[str], bool] = lambda w: True) -> frozenset[str]:
    """The stems of the thing a question asks a slot of: its keyword stems (tokens: function words
    dropped) but the slot's own (`slot_stems`: "brand", "dose", "mg"), the names `known` (the client's),
    the words `keep` leaves out and stems under `_SHORTEST` letters. "headgear — what brand" ->
    {"headgear"}."""
    slot = frozenset(slot_stems)
    out = set()
    for word in _WORD.findall(question.lower()):
        bare = word.strip("'\u2019").removesuffix("'s").removesuffix("\u2019s")
        if known(bare) or (bare.endswith("s") and known(bare[:-1])) or not keep(bare):
            continue  # the client's name, its possessive typed without the apostrophe too ("tomass")
        out.update(s for s in tokens(bare) if s not in slot and s not in _ASKING and len(s) >= _SHORTEST
                   and not s.isdigit())
    return frozenset(out)


def text_of(record: Any) -> str:
    """A candidate's (or a stored record's) own text: its metadata's "text", "" where it has none. One
    reading for the value checks (event_values, values_around, taken_amounts), which each kept a copy."""
    return metadata_text(record.metadata)


def metadata_text(metadata: Any) -> str:
    """The text of a record's metadata, a dict or an object with `text` (the keyword lookups' records are
    read by their metadata: roster_events, operations_had); "" where it has none."""
    if isinstance(metadata, dict):
        return str(metadata.get("text") or "")
    return str(getattr(metadata, "text", "") or "")


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


def value_of_the_thing(text: str, stems: frozenset[str], values: Callable[[str], Sequence[tuple[int, int]]],
                       other: Callable[[str], bool]) -> bool:
    """Some value of `text` (`values`: the spans of the values of the asked kind in a sentence) may be
    the thing's: every value but one said right after the name of something else — the word just
    before it, in its clause, is no word of the thing and `other` takes it for another thing's name
    ("Atenolol 50 mg, salbutamol when wheezy": the 50 mg is the atenolol's). Lenient: a value
    in a sentence of its own ("Started it today. 50 mg for now."), in the reply beside the record, or
    after a verb ("take 1000 units") may be the thing's. But a value in a sentence that never says the
    thing, after the name of something else in its clause ("duloxetine going up to 60mg from monday"),
    is that other thing's, whatever word stands right before it."""
    for sentence in sentences(text):
        words = list(_WORD.finditer(sentence))
        of_the_thing = says(sentence, stems)
        for start, _end in values(sentence):
            before = [m for m in words if m.end() <= start]
            if not before or _CLAUSE_END.search(sentence[before[-1].end():start]):
                return True  # nothing named before it in its clause
            clause = [m for m in before if not _CLAUSE_END.search(sentence[m.end():start])]
            if not of_the_thing and any(other(m.group(0).lower()) for m in clause):
                continue  # another thing named before it in its clause, the thing nowhere in the sentence
            word = before[-1].group(0).lower()
            if any(s in stems for s in tokens(word)) or not other(word):
                return True
    return False


_NUMBER = re.compile(r"^\d+(?:[.,]\d+)?$")


def number_after(text: str, stems: frozenset[str], gap: int) -> bool:
    """A word of the thing is followed, within `gap` words of its sentence, by a bare number: a dose
    written without its unit ("on amlodipine 5", "upped the amlodipine to 10"), which the value
    patterns cannot see, is still a dose said of the thing. "morphine for the first 2" puts three
    words between."""
    for sentence in sentences(text):
        words = [m.group(0) for m in re.finditer(r"[^\W_][\w'\u2019.,-]*[^\W_]|[^\W_]", sentence)]
        for k, word in enumerate(words):
            if any(s in stems for s in tokens(word)) and any(_NUMBER.match(w) for w in words[k + 1:k + 2 + gap]):
                return True
    return False
