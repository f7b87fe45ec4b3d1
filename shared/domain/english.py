"""Common English words, known without a network or a model: what a typing slip is not.

The list (english_words.txt beside this module) is SCOWL's medium-size lists of English
words and their inflections, American, British, Canadian and Australian spellings, built by
tools/build_english_words.py (provenance and licence in the file's header). The typo step
(shared/domain/typos.py) reads a question word the trainer's records never contain as a slip
of one they do; a word of this list is a word of its own that simply never came up ("who
plays padel?" is not "who plans padel?"), unless the records' word is the same word in
another region's spelling ("anemic" / "anaemic").

Read on first use (about 64k words), never at import time.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache
from pathlib import Path

from shared.ports.keywords import tokens

WORDS_FILE = Path(__file__).with_name("english_words.txt")
# Common names of people and places, lowercased (SCOWL's proper-name lists, built by
# tools/build_proper_names.py): a word a trainer types for a client ("maggie") is no clipped form.
NAMES_FILE = Path(__file__).with_name("proper_names.txt")


@lru_cache(maxsize=1)
def _regions() -> dict[str, frozenset[str]]:
    """Every word of the list, with the regions whose spelling it is (empty: every region's)."""
    everywhere: frozenset[str] = frozenset()
    out: dict[str, frozenset[str]] = {}
    for line in WORDS_FILE.read_text(encoding="utf-8").splitlines():
        if not line or line[0] == "#":
            continue
        if "\t" in line:  # about one word in fifteen
            word, tags = line.split("\t", 1)
            out[word] = frozenset(tags)
        else:
            out[line] = everywhere
    return out


def is_word(word: str) -> bool:
    """Whether `word` (lowercase, as typed) is a common English word or an inflection of one."""
    return word in _regions()


@lru_cache(maxsize=1)
def _sorted_words() -> list[str]:
    return sorted(_regions())


def words_from(prefix: str) -> list[str]:
    """The common English words (`is_word`) that begin with `prefix`, in order (a slice of the sorted list)."""
    words = _sorted_words()
    start = bisect_left(words, prefix)
    end = bisect_left(words, prefix + "\uffff", start)
    return words[start:end]


@lru_cache(maxsize=4096)
def is_word_stem(stem: str) -> bool:
    """Whether `stem` is the Porter stem of a common English word ("polit" of "politics", "improv" of
    "improve", "citi" of "city"): what the keyword index reads of a question word is its stem, which
    may look like no word. Only the words the stem begins are stemmed (a stem is the start of its word,
    but for a final "y" read as "i"), not the whole list: it is asked inside a search's deadline."""
    return any(tokens(word) == [stem] for word in words_from(stem[:-1] if stem.endswith("i") else stem))


@lru_cache(maxsize=1)
def _names() -> frozenset[str]:
    return frozenset(line for line in NAMES_FILE.read_text(encoding="utf-8").splitlines() if line and line[0] != "#")


def is_name(word: str) -> bool:
    """Whether `word` (lowercase, as typed) is a common name of a person or a place ("maggie",
    "rosie", "danny"), or one with a possessive's "s" without its apostrophe ("maggies")."""
    names = _names()
    return word in names or (word.endswith("s") and word[:-1] in names)


def other_spelling(word: str, other: str) -> bool:
    """Whether two words of the list are one word spelt the way different regions spell it:
    no region's list holds both ("anemic" is American and Canadian, "anaemic" British and
    Australian), while two words of one region ("plays", "plans"; "tire", "tyre": "tire" is
    a word everywhere) are different words."""
    regions = _regions()
    mine, theirs = regions.get(word), regions.get(other)
    if not mine or not theirs:  # not a word, or a word of every region
        return False
    return not (mine & theirs)
