"""A word typed as it is heard, with the letters one does not hear left out: "asma" for asthma, "nemonia" for
pneumonia, "gowt" for gout.

A trainer who has heard a clinic's word and never read it types its sound. Two things part such a spelling from
the word's: letters that are not said (the "th" of asthma, the "p" of pneumonia, the "k" of knee, the "w" of
wrist, the "b" of thumb, a final "e"), and a sound written with other letters (the "ou" of gout as "ow", the
"ph" of physio as "f"). Neither is a keyboard slip: "asma" is two letters from "asthma", "nemonia" three from
"pneumonia", and none of them keeps the word's opening or its sound key (shared/domain/sounds.py reads the
consonants, and "asma" has fewer than the key needs). Read here: a word's heard form leaves out the letters
`_SILENT` names and writes a sound one way (`sounds.spelling`); the typed word matches a word when their heard
forms have the same consonants in the same places and each group of vowels typed is the word's group, some of
its letters (a letter unsaid: "eu" typed "e") or the same sound spelt another way (`SAME_SOUND`).

Pure; the candidates are English words (shared/domain/english.py) and the coaching vocabulary. Which of them is
meant (the one the trainer's records say) is for shared/domain/records_spelling.py (`_unheard_letters`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from shared.domain import english, sounds, vocabulary

# Letters written and not said, each as the pattern of the written word and what is heard. Spelling of English
# words in general (Greek and Latin openings, a consonant cluster that drops one of its letters), no roster's.
_SILENT = (
    (re.compile(r"^pn"), "n"),      # pneumonia
    (re.compile(r"^ps"), "s"),      # psoriasis, psychologist
    (re.compile(r"^pt"), "t"),      # ptosis
    (re.compile(r"^kn"), "n"),      # knee, knuckle
    (re.compile(r"^gn"), "n"),      # gnat
    (re.compile(r"^wr"), "r"),      # wrist, wrench
    (re.compile(r"^rh|(?<=[aeiou])rrh"), "r"),  # rheumatism, diarrhoea
    (re.compile(r"mb$"), "m"),      # thumb, numb, limb
    (re.compile(r"sth"), "s"),      # asthma, isthmus
    (re.compile(r"mn$"), "m"),      # column
    (re.compile(r"(?<=[aeiou])gh(?=t)"), ""),  # sight, daughter
)
# Vowel groups that write one sound: a group typed as another of its set is the same sound ("gowt" / "gout").
SAME_SOUND = (frozenset({"ou", "ow"}), frozenset({"au", "aw"}), frozenset({"eu", "ew", "oo", "u"}),
              frozenset({"ee", "ea", "ie"}), frozenset({"ai", "ay"}), frozenset({"i", "y"}))
# A vowel group, with a "w" after it that closes it ("ow", "aw", "ew": a vowel's sound, not a consonant), or a
# run of consonants.
_GROUPS = re.compile(r"[aeiouy]+(?:w(?![aeiouy]))?|[^aeiouy]+")
_VOWEL = frozenset("aeiouy")
# A word of fewer letters is read by no rule here: too many short words sound alike.
MIN_LETTERS = 4


@lru_cache(maxsize=1 << 15)
def heard(word: str) -> tuple[str, ...]:
    """The word's heard form as groups of consonants and vowels: its silent letters (`_SILENT`) left out, a
    sound's spellings written one way and doubled letters once (`sounds.spelling`). () for anything but a-z."""
    w = word.lower()
    if not re.fullmatch(r"[a-z]+", w):
        return ()
    for pattern, said in _SILENT:
        w = pattern.sub(said, w)
    return tuple(_GROUPS.findall(sounds.spelling(w)))


def _shape(groups: tuple[str, ...]) -> str:
    """The consonant groups as they are, each vowel group as "V": what two words heard alike share."""
    return "|".join("V" if g[0] in _VOWEL else g for g in groups)


def _unsaid_e(groups: tuple[str, ...]) -> tuple[str, ...] | None:
    """The groups without a final "e" after a consonant (the "e" of "gate", not said), else None."""
    if len(groups) >= 2 and groups[-1] == "e" and groups[-2][0] not in _VOWEL:
        return groups[:-1]
    return None


def _vowels_alike(typed: str, word: str) -> bool:
    """Whether a vowel group typed is heard as the word's: the same, some of its letters in order (the others
    unsaid: "e" of "eu"), or the same sound spelt another way (`SAME_SOUND`)."""
    if typed == word or _within(typed, word):
        return True
    return any(typed in same and word in same for same in SAME_SOUND)


def _within(part: str, whole: str) -> bool:
    """Whether `part` is `whole` with some of its letters left out (a subsequence)."""
    letters = iter(whole)
    return all(letter in letters for letter in part)


def alike(typed: str, word: str) -> bool:
    """Whether `typed` is `word` written as heard (module doc): the same consonant groups in the same places,
    each vowel group typed heard as the word's; the word's unsaid final "e" may be left out."""
    mine = heard(typed)
    return bool(mine) and _heard_alike(mine, heard(word))


def _heard_alike(mine: tuple[str, ...], theirs: tuple[str, ...]) -> bool:
    """`alike` on two heard forms."""
    for form in filter(None, (theirs, _unsaid_e(theirs))):
        if len(form) == len(mine) and all(
                (a == b) if a[0] not in _VOWEL else (b[0] in _VOWEL and _vowels_alike(a, b))
                for a, b in zip(mine, form)):
            return True
    return False


def candidates(typed: str) -> tuple[str, ...]:
    """The English words and coaching vocabulary words `typed` is written as heard (`alike`), other than
    itself; none for a word under MIN_LETTERS letters. Only the words whose written opening can be heard as
    the typed word's (`_OPENINGS`), with as many groups of vowels or one more (an unsaid final "e", a "-que"),
    and of a length near it are read: a search asks this inside its budget."""
    if len(typed) < MIN_LETTERS:
        return ()
    mine = heard(typed)
    if not mine:
        return ()
    vowels = len(_VOWEL_GROUPS.findall(typed))
    found = {w for opening in _OPENINGS.get(mine[0][0], (mine[0][0],)) for w, n in _words_from(opening)
             if vowels <= n <= vowels + 1 and abs(len(w) - len(typed)) <= LENGTH_APART and w != typed}
    return tuple(sorted(w for w in found if _heard_alike(mine, heard(w))))


# How many letters a word heard may differ in length from its spelling ("nemonia" / "pneumonia" two).
LENGTH_APART = 3
# The written openings of a word heard beginning with a letter: the letter, a silent letter before it (`_SILENT`),
# or the sound spelt another way (sounds.spelling: "ph" is "f", "c" before "e", "i", "y" is "s", else "k").
_OPENINGS = {"n": ("n", "pn", "kn", "gn"), "s": ("s", "ps", "ce", "ci", "cy", "z"), "r": ("r", "wr", "rh"),
             "t": ("t", "pt"), "f": ("f", "ph"), "k": ("k", "c", "q"), "w": ("w", "wh"), "i": ("i", "y"),
             "y": ("y", "i")}
_VOWEL_GROUPS = re.compile(r"[aeiouy]+")


@lru_cache(maxsize=64)
def _words_from(opening: str) -> tuple[tuple[str, int], ...]:
    """The English and vocabulary words of MIN_LETTERS - 1 letters or more that begin with `opening`, each with
    its number of vowel groups as written. Kept per opening, on first use."""
    words = {*english.words_from(opening), *(v for v in vocabulary.known_words() if v.startswith(opening))}
    return tuple((w, len(_VOWEL_GROUPS.findall(w))) for w in sorted(words)
                 if len(w) >= MIN_LETTERS - 1 and w.isalpha())
