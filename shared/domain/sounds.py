"""Whether two written words sound alike: a word typed by its sound ("injecshun", "obleek") and the
word as the records spell it ("injection", "oblique").

Trainers type a rare word the way it is said. Such a slip can be several letters from the word (the
"-tion" written "-shun", a "-que" written "-k"), so no spelling distance reads it as the records' word.
A sound key reads both: a few English spellings of one sound written one way ("ph" as "f", "c" before
"e"/"i"/"y" as "s" and else as "k", "-tion"/"-sion" as "-shun", a final "-que" as "k"), letters
doubled written once, and the vowels after the first letter left out (where sound-typed words differ
most: "sprane" / "sprain"). Two words sound alike when their keys are equal and long enough to be more
than a coincidence of short words (`MIN_KEY`). The key is coarse between real words ("strap" and
"strip" share one): read it only for a word that is no English word nor a slip of one.

Pure; read by shared/domain/typos.py (`_sound_slip`: the keyword side reads such a word as the records'
word) and shared/domain/word_evidence.py (`_spelt_alike`: no name of its own nobody wrote).
"""

from __future__ import annotations

import re

# Consonants a key must keep: "sprain" keeps four ("sprn"); three ("bk" + one) match too many words.
MIN_KEY = 4

# Applied in order, each to the word as the earlier ones left it.
_SPELLINGS = (
    (re.compile(r"que$"), "k"),                 # oblique, technique
    (re.compile(r"(?:ss|s|t|c)ion|cian|tian"), "shun"),  # injection, session, physician
    (re.compile(r"ph"), "f"),
    (re.compile(r"^kn|^gn"), "n"),
    (re.compile(r"^wr"), "r"),
    (re.compile(r"wh"), "w"),
    (re.compile(r"ck|cq"), "k"),
    (re.compile(r"qu"), "kw"),
    (re.compile(r"q"), "k"),
    (re.compile(r"x"), "ks"),
    (re.compile(r"c(?=[eiy])"), "s"),
    (re.compile(r"c"), "k"),
    (re.compile(r"dg(?=[eiy])"), "j"),
    (re.compile(r"z"), "s"),
)
_DOUBLED = re.compile(r"(.)\1+")
_VOWELS = re.compile(r"[aeiouy]")


def key(word: str) -> str:
    """The word's sound key (module doc): "injection" and "injecshun" -> "injkshn"; "" for a word with
    anything but the letters a-z."""
    w = word.lower()
    if not re.fullmatch(r"[a-z]+", w):
        return ""
    for pattern, sound in _SPELLINGS:
        w = pattern.sub(sound, w)
    w = _DOUBLED.sub(r"\1", w)
    return w[0] + _VOWELS.sub("", w[1:])


def spelling(word: str) -> str:
    """The word with the sound's spellings written one way and letters doubled written once, its vowels
    kept (`key` drops them after this): "achilles" with "ch" heard as "k" is "akiles"; "" for a word with
    anything but the letters a-z. The same steps as `key`'s, written apart so that `key`, which the fits'
    fingerprint reads (shared/domain/fingerprint.py), keeps its code."""
    w = word.lower()
    if not re.fullmatch(r"[a-z]+", w):
        return ""
    for pattern, sound in _SPELLINGS:
        w = pattern.sub(sound, w)
    return _DOUBLED.sub(r"\1", w)


def alike(word: str, other: str) -> bool:
    """Whether the two words sound alike: equal keys of at least MIN_KEY letters."""
    mine = key(word)
    return len(mine) >= MIN_KEY and mine == key(other)
