"""A trainer's abbreviation of a record's words: "mtx" for methotrexate, "rhr" for resting heart rate.

Trainers type a long word or a phrase the way a clinic's notes shorten it, and the records write it
out: "still sick after the mtx?" of "feeling sick the day after the methotrexate", "hcq dose" of
"added hydroxychloroquine 200 mg". Read as it stands, the abbreviation is a word no record says, so
the ranking counted it uncovered and the decision refused on it ("no mention of 'mtx'") though the
record that answers was ranked first. No list of abbreviations can keep up with every drug and every
phrase; the two shapes they take are regular, and are read here against the words of one record:

- the initials of consecutive content words of the record ("rhr": "resting heart rate", "rom": "range
  of motion": function words between them are skipped, as an acronym skips them);
- the consonant skeleton of one long word: an abbreviation with no vowel, whose letters the word
  holds in the same order, starting with its first ("mtx": "methotrexate", "hcq": "hydroxychloroquine");
- the start of one long word, cut ("hosp": "hospital", "physio": "physiotherapist"), of four letters or
  more (three match too many words: "uni" is a union, a unit or a university);
- two consecutive words of the record written as one, neither an English word ("uchimata": "uchi mata",
  "kesagatame": "kesa gatame"): a term of a foreign sport spelt both ways. A compound of English words
  ("icecream": "ice cream") is left to the embedder, which reads it as the phrase; read here, it moved
  LoCoMo's answerability rows.

Only for a word that cannot be read otherwise: three letters or more, letters only, no English word
("tap", "gym"), no common name of a person or a place (a client's name typed in lowercase: "jon" is
no "journal"), and (checked by the caller, shared/domain/sameness.py) no name of the kinds table,
which has its own meaning. Two letters are left out: "bp" is blood pressure to one trainer and bench
press to the next, and two initials match too many pairs of words.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from shared.domain import english
from shared.ports.keywords import STOPWORDS, tokens

MIN_LETTERS = 3
# A cut word is at least this long ("hosp"), and so is each half of a word written as two.
MIN_CUT_LETTERS = 4
MIN_PART = 2
# A skeleton abbreviates a longer word: the word has at least this many letters more than it.
MIN_CUT = 2
_VOWELS = frozenset("aeiou")
_LETTERS = re.compile(r"^[a-z]+$")
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


@lru_cache(maxsize=4096)
def can_abbreviate(word: str) -> bool:
    """Whether `word` (lowercase) has the shape of an abbreviation: letters only, `MIN_LETTERS` or
    more, no English word and no common name."""
    return (len(word) >= MIN_LETTERS and bool(_LETTERS.match(word))
            and not english.is_word(word) and not english.is_name(word))


def content_words(text: str) -> tuple[str, ...]:
    """The words of `text`, lowercased, in order, function words left out: what an acronym abbreviates."""
    return tuple(w for w in _WORD.findall(text.lower()) if w not in STOPWORDS)


def _skeleton_of(short: str, word: str) -> bool:
    """`short` (no vowel) is `word`'s consonants cut down: same first letter, its letters in order."""
    if len(word) < len(short) + MIN_CUT or word[0] != short[0]:
        return False
    rest = iter(word[1:])
    return all(letter in rest for letter in short[1:])


def stands_for(short: str, words: Sequence[str]) -> bool:
    """Whether `short` (a question's word, lowercase) abbreviates some of `words` (a record's
    `content_words`): the initials of consecutive words, the consonant skeleton of one word, the start
    of one long word, or two consecutive words written as one."""
    if not can_abbreviate(short):
        return False
    n = len(short)
    for i in range(len(words) - n + 1):
        if all(words[i + k][:1] == short[k] for k in range(n)):
            return True
    # `short` is a stem: one cut from an English word ("polit" of "politics", "creat" of "creating") is
    # the start of its own family of words, no abbreviation.
    if n >= MIN_CUT_LETTERS and not english.is_word_stem(short) and any(
            len(w) >= n + MIN_CUT and w.startswith(short) for w in words):
        return True
    # Two words written as one, neither an English word ("uchi mata"): a compound of English words ("ice
    # cream") the embedder already reads as the phrase. `short` may be a stem: compared as stemmed.
    if any(len(a) >= MIN_PART and len(b) >= MIN_PART and short.startswith(a) and tokens(a + b) == [short]
           and not (english.is_word(a) or english.is_word(b)) for a, b in zip(words, words[1:])):
        return True
    if _VOWELS.isdisjoint(short):
        return any(_skeleton_of(short, w) for w in words)
    return False
