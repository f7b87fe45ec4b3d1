"""Typing slips in a question's words, read against the trainer's own words.

Trainers type questions fast on a phone ("waht did jonh say abuot his
sholder"). A slipped word matches nothing in the keyword index and, being
unseen, weighs the most in `coverage`, so the question's real evidence scores
below the threshold and the answer is a wrongful refusal. A word the
trainer's records never contain is read as the word one edit away (a letter
dropped, added, changed or two swapped) that they do contain, the most
frequent one; a slip of a function word ("abuot": two letters swapped or one
left out) is dropped like the function word it is. Nothing is corrected when the store keeps no term
statistics, for short words (too many neighbours), or for words with digits
("5k", "b12"), and a word the records contain is never touched; nor is a word of the
coaching vocabulary (the kinds table and the everyday equivalents, `vocabulary.known_stems`)
read as a word that is not the same thing by the kinds table: "burnt" is meant, not a slip
of "burn" (and has names of its own the coverage credits: "drained", "knackered"), while
"allergic" may still be read as the records' "allergies". The question's embedding reads a
slip too, but only one read as a word of that vocabulary (`as_meant`). A slip with no neighbour
in the records may still be read as the one vocabulary word one edit away when the records say
that thing by another of its names ("nausia" as "nausea" beside "queasy": `_vocabulary_slip`). A word
typed by its sound ("injecshun", "obleek"), which no edit reaches, is read as the English or vocabulary
word of the same sound key that the records say (`_sound_slip`, shared/domain/sounds.py).

A common English word (`english.is_word`: SCOWL's medium lists, inflections included) is not a
slip either: it is a word that simply never came up. Read as its neighbour it turns a question
into another one ("who plays padel?" into "who plans padel?", a wrongful refusal; "writing" into
"waiting", "travel" into "gravel" on LoCoMo), and for a question about something the client never
mentioned ("did she try swimming?") reading the absent word as a present one is a way to a false
answer. Nor is such a word dropped as a function word's slip ("dose" is not "does", "form" not
"from"). The one exception is the records' word spelt the way another region spells it
("anemic" read as the records' "anaemic": `english.other_spelling`). Words outside the list
("sholder", "climing", "waht", "jonh", names) are read as before. A function word's "'s"
typed without its apostrophe ("whats", "hows") is dropped like the function word it is, as is
any stop word with an "s" ("mentions", "says": the stop list's question-frame verbs).
"""

from __future__ import annotations

import re
from functools import lru_cache
from string import ascii_lowercase
from typing import Iterable

from shared.domain import english, kinds, sounds, vocabulary
from shared.ports.keywords import STOPWORDS, TermStats, token_index, tokens

# Below this many letters a word has too many real neighbours to guess from.
MIN_LETTERS = 5
# A function word's slip is recognised from 4 letters ("waht", "abuot", "whta").
MIN_LETTERS_FUNCTION_WORD = 4
# The replacement must occur in at least this many of the trainer's records: a
# word seen once may itself be someone's slip.
MIN_DF = 2
# ...unless it is a word of the coaching vocabulary (`vocabulary.known_words`): a word the tables
# know is no one's slip, and a condition comes up in one message or two ("like sciatica" once in
# a coach's messages; the local store counted the profile's "sciatica" too, until its statistics
# were made Pinecone's, messages only, and then "sciatca" was read as nothing).
MIN_DF_KNOWN_WORD = 1
# ...or a slip this long that is no English word: one edit from a string of eight letters or more
# rarely leads to two real words, and the thing a long word names (a procedure, a condition: an
# ostomy, an implant) is often said in one message of the history, its other mentions in session
# notes and profiles, which the statistics (messages only) do not count. Held to MIN_DF, such a
# slip matched nothing, weighed the most in the coverage, and the question was refused.
MIN_LETTERS_RARE = 8
# A string no English list holds, this long, may be read as the records' word with one or two of
# its vowels changed (`_long_word_slip`): a drug's or a condition's name typed from memory.
LONG_WORD_LETTERS = 10
# A word this short is read only as the one coaching word a letter left out of it spells ("nek",
# "thum": `_short_slip`); below it, nothing ("pb", "gp").
MIN_LETTERS_SHORT = 3
# A word of a question as `as_meant` reads it (letters only, as `_correction` corrects them).
_LETTERS = re.compile(r"[^\W\d_]+", re.UNICODE)


def corrected(words: str, stats: TermStats | None) -> str:
    """`words` (a question's content words, space separated) with slips read as the trainer's words."""
    if stats is None or not words:
        return words
    out: list[str] = []
    said = words.split()
    i = 0
    while i < len(said):
        word = said[i]
        joined = _joined(word, said[i + 1], stats) if i + 1 < len(said) else None
        if joined:
            out.append(joined)
            i += 2
            continue
        fixed = _correction(word, stats)
        if fixed is None:
            out.append(word)
        elif fixed:
            out.append(fixed)
        i += 1
    return " ".join(out)


def joined_apart(text: str, stats: TermStats | None) -> str:
    """`text` (a question as typed) with two words typed apart for the records' one written as that word
    (`_joined`: "clemency's tubi grip" → "clemency's tubigrip"), all else as it is: the checks that read the
    question as typed read "grip" alone as the grip-strength measure and refused the question for it."""
    if stats is None:
        return text
    words = list(_LETTERS.finditer(text))
    out, at, i = [], 0, 0
    while i < len(words) - 1:
        first, second = words[i], words[i + 1]
        joined = (_joined(first.group(0).lower(), second.group(0).lower(), stats)
                  if text[first.end():second.start()] == " " else None)
        if joined:
            out += [text[at:first.start()], joined]
            at, i = second.end(), i + 2
        else:
            i += 1
    return "".join(out) + text[at:]


def _unknown(word: str, stats: TermStats) -> bool:
    # A string the trainer's records never say and no English list holds ("tubi", "chiken"): a slip, or
    # a piece of one.
    own = tokens(word)
    return bool(own) and stats.df.get(token_index(own[0]), 0) == 0 and not english.is_word(word)


def _joined(first: str, second: str, stats: TermStats) -> str | None:
    """The records' one word that two of the question's words typed apart spell, as typed ("tubi grip" for
    the records' "tubigrip") or with one slip (`_correction`: "chiken pox" for "chickenpox"); None for any
    other pair.

    Read word by word, "tubi" matched nothing and "grip" matched the wrong records, and the question was
    refused naming its own half-word (blind37-728, blind42-168). Only where one of the two is a string no
    list holds and the records never say: two real words typed apart are two words ("pain killers" is read
    as it is, by each word)."""
    if not (first.isalpha() and second.isalpha()) or not (_unknown(first, stats) or _unknown(second, stats)):
        return None
    word = first + second
    own = tokens(word)
    if own and stats.df.get(token_index(own[0]), 0) > 0:
        return word
    fixed = _correction(word, stats)
    # A correction is read by its stem: one whose stem is a half's own ("thyroid op" → "thyroidop" → "thyroidou",
    # stemmed "thyroid") reads one word and drops the other, a word never said ("op"), and the question was
    # answered as if it had not asked it (blind30-829, blind39-751).
    halves = {t for half in (first, second) for t in tokens(half)[:1]}
    return fixed if fixed and (tokens(fixed) or [""])[0] not in halves else None


def as_meant(question: str, stats: TermStats | None) -> str:
    """The question as the dense side embeds it: a slip read as a word of the coaching vocabulary
    (`vocabulary.known_stems`: "sciatca" for sciatica, "sholder") is written as that word.

    The keyword side reads every slip (`corrected`); the question's embedding kept the slip, and
    MiniLM reads "sciatca" as word pieces that mean nothing: the coach's "like sciatica" scored a
    cosine of 0.18 and the question was refused. Only slips of the vocabulary's words: a correction
    to any other word of the records is a guess the embedding should not be steered by (on LoCoMo's
    questions the step reads "writing" as "waiting" and "travel" as "gravel"; none of its 37
    corrections there is to a vocabulary word, two of the roster's are). Words as written, not
    stems: "camping" read as "comping" has the stem of the table's "comp".
    """
    if stats is None:
        return question
    meant = vocabulary.known_words()

    def one(match: re.Match[str]) -> str:
        word = match.group(0)
        fixed = _correction(word.lower(), stats)
        return fixed if fixed and fixed in meant else word

    return _LETTERS.sub(one, question)


def _correction(word: str, stats: TermStats) -> str | None:
    """None: keep the word; "": drop it (a function word's slip); else the word meant."""
    if not word.isalpha() or len(word) < MIN_LETTERS_SHORT:
        return None
    own = tokens(word)
    if own and stats.df.get(token_index(own[0]), 0) > 0:
        return None  # the records use it: not a slip
    if len(word) < MIN_LETTERS_FUNCTION_WORD:  # "nek": only a coaching word with a letter left out
        return _short_slip(word, stats) if own and not english.is_word(word) else None
    if word.endswith("s") and word[:-1] in STOPWORDS:
        return ""  # a function word's "'s" with its apostrophe left out ("whats", "hows")
    if _possessive_of_s_word(word, stats):
        return word[:-1]  # "guss back": Gus's back, its apostrophe left out
    # A common English word is meant as typed: it never came up (module docstring).
    real = english.is_word(word)
    if not real and _slip_of_function_word(word):
        return ""
    if len(word) < MIN_LETTERS or not own:
        return _short_slip(word, stats) if own and not real else None
    best: tuple[int, str] | None = None
    known = vocabulary.known_words()
    vocabulary_word = own[0] in vocabulary.known_stems()
    # A real word outside the coaching vocabulary may only be read as its other regional spelling
    # (`_same_word`), so only those strings need their stems: most unseen words of a question are
    # real words that never came up, and stemming all ~400 strings is most of a correction's cost.
    pairs = _stemmed_other_spellings(word) if real and not vocabulary_word else _stemmed_edits(word)
    rare_ok = not real and len(word) >= MIN_LETTERS_RARE
    for candidate, index in pairs:
        df = stats.df.get(index, 0)
        if df < (MIN_DF_KNOWN_WORD if candidate in known or rare_ok else MIN_DF) or (best is not None and df <= best[0]):
            continue
        if real and not _same_word(word, candidate, vocabulary_word):
            continue  # a real word never came up: it is not a slip of another one
        best = (df, candidate)
    if best and own[0] in vocabulary.known_stems() and kinds.relation_of_words(word, best[1]) != "same":
        return None  # a word of the coaching vocabulary, meant as typed ("burnt" is not "burn")
    if best is None and not real and not vocabulary_word:
        return (_vocabulary_slip(word, stats) or _long_word_slip(word, stats) or _sound_slip(word, stats)
                or _typed_joined(word, stats))
    return best[1] if best else None


# Each half of a word typed joined is at least this long: "hay" + "fever"; a shorter piece ("a", "in") is half of
# too many strings to guess from.
MIN_JOINED_HALF = 3


def _typed_joined(word: str, stats: TermStats) -> str | None:
    """The records' two words that `word`, a string no English list holds and the records never say, is typed
    joined for ("hayfever" for "hay fever", "bodyweight" for "body weight"): the one way to cut it into two
    English words, each at least MIN_JOINED_HALF letters, that the trainer's records both say; None when there
    is no such cut, or more than one.

    Read whole, the string matched nothing in the keyword index and, unseen, weighed the most in the
    coverage: the client's "Hay fever's started early" ranked first under the relevance floor and the
    question was refused (blind46-601 "pheobe hayfever"; blind37-444 "ruairi hayfever cetrizine" was answered
    under "No message mentions 'hayfever'"). The reverse of `_joined` ("tubi grip" for "tubigrip"). A name
    (`english.is_name`) is never cut: "Maryanne" is no "mary anne"."""
    if english.is_name(word):
        return None
    cuts = []
    for at in range(MIN_JOINED_HALF, len(word) - MIN_JOINED_HALF + 1):
        first, second = word[:at], word[at:]
        if not (english.is_word(first) and english.is_word(second)):
            continue
        halves = [tokens(first), tokens(second)]
        if all(h and stats.df.get(token_index(h[0]), 0) > 0 for h in halves):
            cuts.append(f"{first} {second}")
    return cuts[0] if len(cuts) == 1 else None


def _short_slip(word: str, stats: TermStats) -> str | None:
    """The one word of the coaching vocabulary (`vocabulary.known_words`) that `word`, a string of
    MIN_LETTERS_SHORT to MIN_LETTERS - 1 letters no list holds, is with a letter left out, and that
    the trainer's records hold: "nek" for the records' "neck", "thum" for "thumb".

    Under MIN_LETTERS a word has too many neighbours one edit away to guess from; a letter left out
    (the slip a phone makes most) of a word the coaching tables name and the records say is one
    guess, and only when it is the only one (by stem): none of the records' other words is read.
    A common name, a string ending in "s" (`_unlisted_slip`), or one with no vowel (an
    abbreviation: "hrt" is not "hurt") stays as typed."""
    if not _unlisted_slip(word) or not any(letter in _VOWELS for letter in word):
        return None  # a name, a possessive, or letters with no vowel: an abbreviation ("hrt")
    known = vocabulary.known_words()
    found = {index: candidate for candidate, index in _stemmed_inserts(word)
             if candidate in known and stats.df.get(index, 0) >= MIN_DF_KNOWN_WORD}
    if len(found) != 1:
        return None
    (meant,) = found.values()
    return meant


@lru_cache(maxsize=1024)
def _stemmed_inserts(word: str) -> tuple[tuple[str, int], ...]:
    """`word` with one letter put in anywhere, stemmed (`_stemmed`)."""
    return _stemmed(_inserts(word) - {word})


def _possessive_of_s_word(word: str, stats: TermStats) -> bool:
    """`word`, which the records never use, is a word of theirs that ends in "s" with a possessive's
    "s" typed after it, its apostrophe left out ("guss" for Gus's, "jamess" for James's, when the
    records say the name and the roster does not know it: a nickname, a third party).

    Porter folds "dougies" into the records' "dougie" but keeps a double "s": "guss" stays "guss"
    while the records' "Gus" and "Gus's" are "gu", so the question's one topic-bearing name matched
    nothing and was read as a word the history never uses. Only a double "s" (a single one is
    Porter's to fold) and only a string no English list holds ("boss", "lass" are words)."""
    if not word.endswith("ss") or english.is_word(word):
        return False
    own, base = tokens(word), tokens(word[:-1])
    return (bool(own) and bool(base) and stats.df.get(token_index(own[0]), 0) == 0
            and stats.df.get(token_index(base[0]), 0) > 0)


def possessive_read(word: str, stats: TermStats | None) -> str:
    """`word` as the records write it when it is one of theirs ending in "s" with a possessive's "s"
    typed after it (`_possessive_of_s_word`: "guss" -> "gus"); otherwise as typed. No other slip is
    read: for the name in a question's subject slot (search.decide looks it up in the records), a slip
    read as a word of the records turned another trainer's client into that word ("tanes" / "takes",
    shared/domain/answerability.py `slot_subject`)."""
    if stats is None or not word.isalpha():
        return word
    return word[:-1] if _possessive_of_s_word(word.lower(), stats) else word


def _unlisted_slip(word: str) -> bool:
    """Whether `word`, no English word, may be a slip `_short_slip` reads: not a common name, and not
    ending in "s", the way a client's name is typed with its possessive's apostrophe left out
    ("jos", "tams": names the lists do not hold)."""
    return not english.is_name(word) and not word.endswith("s")


def _long_word_slip(word: str, stats: TermStats) -> str | None:
    """The records' word a string no English list holds is a misremembered spelling of, where one
    edit held to MIN_DF found none: the names of drugs and conditions a trainer types from memory.

    Two such ways, each read against the records' own words (any count: a drug or an injury is
    often named in one message only):
    - the other region's spelling of a word outside the lists, the British "ae" / "oe" where the
      American writes "e" and back ("hyphema" for the records' "hyphaema", "haematoma" for
      "hematoma"); the lists' words are `english.other_spelling`'s;
    - in a word of LONG_WORD_LETTERS letters or more, one or two of its vowels written as other
      vowels ("amitryptiline" for "amitriptyline", "ibuprofin" is one edit and read before this):
      two changes in a word that long rarely lead from one real name to another.
    The candidate with the most records wins; None when the records hold none."""
    best: tuple[int, str] | None = None
    candidates = _regional_vowel_spellings(word)
    if len(word) >= LONG_WORD_LETTERS:
        candidates = candidates + _vowel_slips(word)
    for candidate, index in candidates:
        df = stats.df.get(index, 0)
        if df >= 1 and (best is None or df > best[0]):
            best = (df, candidate)
    return best[1] if best else None


def _sound_slip(word: str, stats: TermStats) -> str | None:
    """The records' word a string no English list holds is typed by the sound of (shared/domain/sounds.py:
    "injecshun" for "injection", "obleek" for "oblique"), where no edit found one: an English word or a
    word of the coaching vocabulary with the same sound key, of the same first letter and within
    SOUND_LENGTH letters of it, that the trainer's records say (any count, as `_long_word_slip`), spelt with other consonants
    (not vowels alone, nor the same consonants in another order). The candidate with the most records wins; None when the records hold none. Only for a string that is no
    English word (checked before): between real words the key is coarse ("strap", "strip")."""
    meant = sounds.key(word)
    if len(meant) < sounds.MIN_KEY or english.is_name(word):
        return None
    best: tuple[int, str] | None = None
    # Only a consonant spelt another way ("sh" for "ti", "k" for "que"): vowels changed alone are
    # `_vowel_slips`' (long words only: "celicoxab" is left as typed), and letters swapped are an edit's.
    for candidate, index in _stemmed(w for w in _sounds_of_letter(word[0]).get(meant, ())
                                     if abs(len(w) - len(word)) <= SOUND_LENGTH
                                     and sorted(_consonants(w)) != sorted(_consonants(word))):
        df = stats.df.get(index, 0)
        if df >= 1 and (best is None or df > best[0]):
            best = (df, candidate)
    return best[1] if best else None


# How many letters a word typed by its sound may differ in length from the word ("injecshun" / "injection"
# none, "obleek" / "oblique" one). Two let a place's name be read as a word of its consonants ("france" as
# "fairness", on LoCoMo's questions).
SOUND_LENGTH = 1


def _consonants(word: str) -> str:
    """The letters of `word` that are no vowel (`_VOWELS`), in order."""
    return "".join(letter for letter in word if letter not in _VOWELS)


@lru_cache(maxsize=32)
def _sounds_of_letter(first: str) -> dict[str, tuple[str, ...]]:
    """The English words and the coaching vocabulary's words that begin with `first`, by sound key (a
    sound slip keeps its first letter but for a few spellings, "ph" / "f", read by no guess here). Built
    once per letter, on first use."""
    out: dict[str, list[str]] = {}
    for w in sorted({*english.words_from(first), *(v for v in vocabulary.known_words() if v.startswith(first))}):
        if w.isalpha():
            out.setdefault(sounds.key(w), []).append(w)
    return {k: tuple(v) for k, v in out.items()}


_VOWELS = "aeiouy"


@lru_cache(maxsize=1024)
def _regional_vowel_spellings(word: str) -> tuple[tuple[str, int], ...]:
    """`word` with each "ae" / "oe" written "e", and each "e" after a consonant or first written "ae" / "oe",
    with their stems' sparse dimensions (`token_index`)."""
    out: set[str] = set()
    for i, letter in enumerate(word):
        if letter != "e":
            continue
        if i == 0:  # "edema" for "oedema", "estrogen" for "oestrogen"
            out.update(v + word for v in "ao")
        elif word[i - 1] in "ao":
            out.add(word[: i - 1] + word[i:])
        elif word[i - 1] not in _VOWELS:
            out.update(word[:i] + v + word[i:] for v in "ao")
    return _stemmed(out - {word})


@lru_cache(maxsize=1024)
def _vowel_slips(word: str) -> tuple[tuple[str, int], ...]:
    """Every string that is `word` with one or two of its vowels (y included) changed to another."""
    places = [i for i, letter in enumerate(word) if letter in _VOWELS]
    out: set[str] = set()
    for n, i in enumerate(places):
        for a in _VOWELS:
            once = word[:i] + a + word[i + 1:]
            out.add(once)
            for j in places[n + 1:]:
                out.update(once[:j] + b + once[j + 1:] for b in _VOWELS)
    return _stemmed(out - {word})


def _stemmed(strings: Iterable[str]) -> tuple[tuple[str, int], ...]:
    """`strings` in sorted order, each with its stem's sparse dimension (`token_index`); those without
    a stem (a stop word: "from" one edit from "form") left out."""
    out: list[tuple[str, int]] = []
    for candidate in sorted(strings):
        stem = tokens(candidate)
        if stem:
            out.append((candidate, token_index(stem[0])))
    return tuple(out)


def _vocabulary_slip(word: str, stats: TermStats) -> str | None:
    """The one word of the coaching vocabulary (`vocabulary.known_words`) one edit from `word`, a
    string no English list holds, that the trainer's records do not contain but say in other words:
    one of the kinds table's other one-word names of it (`kinds.synonyms`) is in them. None when
    there is none, more than one (by stem), or the records name it in no word.

    "nausia on the jab" where the client wrote "feeling pretty queasy": read only against the
    records' own words, the slip matched nothing, weighed the most in the coverage and the question
    was refused; read as "nausea", the record's "queasy" covers it. Only where the records hold
    another name of it: a name or a word of another history one edit from a vocabulary word
    ("Rowling", "rowing": LoCoMo) stays as typed, and a history that never says it refuses as before."""
    known = vocabulary.known_words()
    found = {index: candidate for candidate, index in _stemmed_edits(word) if candidate in known}
    if len(found) != 1:
        return None
    (meant,) = found.values()
    said = any(stats.df.get(token_index(t[0]), 0) > 0 for t in map(tokens, kinds.synonyms(meant)) if t)
    return meant if said else None


def _same_word(word: str, candidate: str, vocabulary_word: bool) -> bool:
    """Whether a real word may be read as `candidate`: its other regional spelling ("anemic" as
    "anaemic"), or, for a word of the coaching vocabulary, what the kinds table calls the same
    thing ("allergic" as the stem of the records' "allergies")."""
    if english.other_spelling(word, candidate):
        return True
    return vocabulary_word and kinds.relation_of_words(word, candidate) == "same"


def _splits(word: str) -> list[tuple[str, str]]:
    return [(word[:i], word[i:]) for i in range(len(word) + 1)]


def _swaps(word: str) -> set[str]:
    return {a + b[1] + b[0] + b[2:] for a, b in _splits(word) if len(b) > 1}


def _inserts(word: str) -> set[str]:
    return {a + c + b for a, b in _splits(word) for c in ascii_lowercase}


@lru_cache(maxsize=4096)
def _slip_of_function_word(word: str) -> bool:
    """Whether `word` is one of `_slips_of` a stop word: depends on the word alone, so kept per word
    (a question's words are read again by the chat after its search, and by the decision)."""
    return any(c in STOPWORDS for c in _slips_of(word))


def _slips_of(word: str) -> set[str]:
    """What `word` may be a slip of when it is a function word: two letters swapped
    ("waht", "abuot") or one left out ("abot"). Not a changed letter: "whey" and "thin"
    are one letter from "when" and "this" but are words of their own, and dropping an
    unseen topic word would make a question look answered."""
    return (_swaps(word) | _inserts(word)) - {word}


def edits(word: str) -> frozenset[str]:
    """Every string one edit from `word` (a deletion, a swap, a replacement, an insertion)."""
    return _edits(word)


@lru_cache(maxsize=4096)
def _edits(word: str) -> frozenset[str]:
    """Every string one edit from `word`: a deletion, a swap of neighbours, a replacement, an insertion."""
    splits = _splits(word)
    deletes = {a + b[1:] for a, b in splits if b}
    replaces = {a + c + b[1:] for a, b in splits if b for c in ascii_lowercase if c != b[0]}
    return frozenset(deletes | _swaps(word) | replaces | _inserts(word)) - {word}


# Stemming was most of a correction's cost: about 400 strings one edit from a word, each through
# the Porter stemmer, for every unseen word, every time the question is read (its search, its
# chat, the decision's evidence). The stems depend on the word alone, not on the records, so they
# are kept per word; the records' counts are looked up fresh on every call. (The stemmer is
# PyStemmer's C code where it imports, about 1 ms for a word's ~400 strings; the pure-Python
# fallback takes about 12 ms: shared/ports/keywords.py.)
# Bounded: about 40 kB a word (the strings are `_edits`'s own).
@lru_cache(maxsize=512)
def _stemmed_edits(word: str) -> tuple[tuple[str, int], ...]:
    """`_edits(word)`, stemmed (`_stemmed`)."""
    return _stemmed(_edits(word))


@lru_cache(maxsize=4096)
def _stemmed_other_spellings(word: str) -> tuple[tuple[str, int], ...]:
    """The part of `_stemmed_edits(word)` that is `word`'s other regional spelling
    (`english.other_spelling`), stemming only those strings: none for most words."""
    return _stemmed(c for c in _edits(word) if english.other_spelling(word, c))
