"""A question's misspelt or misheard word read as the trainer's own records spell it, before the search.

Trainers type fast or dictate ("shona thyriod", "elly stres reaction", "grahams a kill ease"). The
ranking's slip reading (shared/domain/typos.py) reads many such words, but two of the commonest slips
escaped it:
- two neighbouring letters swapped, or a doubled letter typed once or a letter typed twice ("thyriod",
  "stres", "achiles"). typos.py weighs every one-letter edit alike and takes the candidate the records
  say most: "stres" became "sores" (a changed letter) rather than "stress" (its "s" typed once), and a word
  the history says in one message ("thyroid") is below its minimum count for a word under eight letters.
  These slips are what a phone keyboard makes most, and they leave the word's letters all there: read
  here first, against any word of the records (one message is enough; a word said only in notes or a
  profile, which the statistics do not count, is looked up) that is an English word or a word of the
  coaching vocabulary, never a name or a word the records never say. In a word of LONG_LETTERS letters or
  more, any one letter left out is read too ("recontruction");
- a word heard by a dictating phone as a run of short words ("a kill ease" for Achilles, "sigh attica"
  for sciatica). No edit of one word reaches it; the run's letters joined sound like the word
  (shared/domain/sounds.py's key, with "ch" heard as "k" as in the clinic's Greek words: Achilles,
  chronic, ischial). Only a word of the coaching vocabulary that the records say, and only a run of two
  content words or more, every one of which the records never say: a run the history holds is meant as
  typed, and one content word beside a function word is a phrase ("check in" is no "chicken", "wearing
  a" no "worrying").

The question is read with the records' word in place of the slip, as the trainer meant it, before the
search and the chat read it (both call `read`, once, right after intent.asked_topic): the ranking, the
decision and the refusal then read the word the records hold, with their own unchanged code (the feature
definitions the fits are keyed on, shared/domain/fingerprint.py, are not touched). A word the records
say, an English word, a common name, a client's name, a word with digits and a short word are left as
typed: a real word that never came up is a question about something the records do not hold, and reading
it as another word would answer it falsely.
"""

from __future__ import annotations

import re
from string import ascii_lowercase
from functools import lru_cache
from typing import Callable, Iterable

from shared.domain import english, kinds, letter_edits, person_words, sounds, typos, unheard_letters, vocabulary
from shared.ports.keywords import STOPWORDS, TermStats, token_index, tokens

# Below this many letters a swapped or doubled letter leads to too many other words.
MIN_LETTERS = 5
# From this many letters a letter left out anywhere is read too ("recontruction", "impingment"): one letter
# put back into a word this long rarely leads to two real words.
LONG_LETTERS = 8
# A run heard as short words: at most this many words, and its letters joined at least this long.
MAX_RUN = 3
MIN_RUN_LETTERS = 6
# How many letters the run's joined letters may differ in length from the word ("akillease" / "achilles").
RUN_LENGTH = 2
# Words and numbers: a number said in a run of letters is part of it ("h b a 1 c").
_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def read(question: str, stats: TermStats | None, names: Iterable[str] = (),
         held: Callable[[str], bool] | None = None, texts: Callable[[str], Iterable[str]] | None = None) -> str:
    """`question` with each keyboard slip and each misheard run (module docstring) written as the
    records' word; as typed when the store keeps no statistics or nothing is read. `names`: the
    roster's display names, whose words are never read as another word. `held`: whether any of the
    trainer's records says a word (a store lookup), asked of a keyboard slip's candidates the statistics
    do not count: they count messages only, and a clinic's word is often written in notes and profiles
    alone ("collateral", "zygoma"); None: the statistics only. `texts`: the texts of a few of the
    trainer's records that say a word (a store lookup), for a slip no reading above reached, read by the
    word the records write after the word before it (`_said_after`); None: not read."""
    if stats is None or not question:
        return question
    own = {p for n in names for p in n.lower().split()}
    spans = [(m.start(), m.end(), m.group(0)) for m in _WORD.finditer(question)]
    out: list[str] = []
    at = 0
    i = 0
    while i < len(spans):
        start, end, word = spans[i]
        taken = (_spoken_letters(question, spans, i, stats, held) or _letter_named(question, spans, i, stats, held)
                 or _heard_run(question, spans, i, stats, own) or _hyphened(question, spans, i, texts)
                 or _letter_after(question, spans, i, texts))
        if taken is not None:
            meant, last = taken
            out.append(question[at:start] + meant)
            at, i = spans[last][1], last + 1
            continue
        meant = (_confused(word.lower(), stats, held) or _keyboard_slip(word.lower(), stats, own, held)
                 or _unheard_letters(word.lower(), stats, own, held))
        if meant is None and i > 0 and texts is not None and question[spans[i - 1][1]:start] == " ":
            before = spans[i - 1][2].lower()
            meant = _said_after(before, word.lower(), stats, own, texts) or _phrase_slip(before, word.lower(), stats, texts)
        if meant is not None:
            out.append(question[at:start] + meant)
            at = end
        i += 1
    out.append(question[at:])
    return "".join(out)


def _df(word: str, stats: TermStats) -> int:
    """How many of the records say `word`'s stem; -1 for a stop word (no stem)."""
    stem = tokens(word)
    return stats.df.get(token_index(stem[0]), 0) if stem else -1


def _is_name(word: str, own: set[str]) -> bool:
    """A client's name (or its possessive with the apostrophe left out), or a common name."""
    return word in own or (word.endswith("s") and word[:-1] in own) or english.is_name(word)


def _meant_as_typed(word: str, stats: TermStats, own: set[str], min_letters: int = MIN_LETTERS) -> bool:
    """Whether `word` is read as typed: shorter than `min_letters`, a real word, a name, a word naming a
    relative, or a word the records say. A relative's spoken name ("missus", "hubbie") is in no English word
    list, but the relatives' reading knows it: re-spelt as a word the records say ("misses"), the question
    would ask for that word and lose the relative (blind26-640 "what did his missus say last")."""
    return (len(word) < min_letters or not word.isalpha() or english.is_word(word) or _is_name(word, own)
            or person_words.is_relation(word) or _df(word, stats) != 0)


def _keyboard_slip(word: str, stats: TermStats, own: set[str], held: Callable[[str], bool] | None = None) -> str | None:
    """The records' word `word` is with two neighbouring letters swapped, a doubled letter typed once or
    a letter typed twice (in a long word, any letter left out): the one such word the records' messages
    say most (a tie between two stems: none); else the one such word `held` finds in any record."""
    if _meant_as_typed(word, stats, own):
        return None
    known = vocabulary.known_words()
    found: dict[int, tuple[int, str]] = {}
    unseen: dict[int, str] = {}
    own_stem = tokens(word)
    for candidate in sorted(slip_forms(word)):
        stem = tokens(candidate)
        if not stem or stem == own_stem or not (english.is_word(candidate) or candidate in known):
            continue  # no word, or the typed word's own stem ("deadlift" of "deadlifts"): nothing to read
        df = stats.df.get(token_index(stem[0]), 0)
        if df >= 1:
            found.setdefault(token_index(stem[0]), (df, candidate))
        else:
            unseen.setdefault(token_index(stem[0]), candidate)
    if not found:
        # Said outside the messages only: the one candidate a record holds (each looked up, few words).
        if held is not None and held(word):
            return None  # a record outside the messages says the word as typed: meant as typed
        said = [c for c in unseen.values() if held(c)] if held is not None else []
        if said:
            return said[0] if len(said) == 1 else None
        return _unlisted_slip(word, own_stem, stats) or _far_slip(word, stats, held) or _sound_spelt(word, stats, held)
    ranked = sorted(found.values(), reverse=True)
    if len(ranked) > 1 and ranked[0][0] == ranked[1][0]:
        return None  # two words of the records as likely: no guess
    return ranked[0][1]


def _unlisted_slip(word: str, own_stem: list[str], stats: TermStats) -> str | None:
    """The one word of the records that no English list holds (a place, a camp, a brand: "herräng", folded
    "herrang" as the index folds it) that `word` is a keyboard slip of (`slip_forms`: "herang", its doubled
    letter typed once), where no English or vocabulary word was. The records' statistics count it by its own
    stem, which is no English word's stem: a string that only stems to a word of the list is no word the
    records write. Two such words: no guess."""
    known = vocabulary.known_words()

    def unlisted(candidate: str, stem: list[str]) -> bool:
        return (stem != own_stem and not english.is_word(candidate) and candidate not in known
                and not _word_stem(stem[0]))

    return _one_said(sorted(slip_forms(word)), stats, unlisted)


def _one_said(candidates: Iterable[str], stats: TermStats,
              keep: Callable[[str, list[str]], bool] | None = None) -> str | None:
    """The candidate whose stem the records' statistics count (of those `keep` takes, given the candidate and
    its stem), the first of each stem; None when no stem or two stems are said (no guess)."""
    said: dict[int, str] = {}
    for candidate in candidates:
        stem = tokens(candidate)
        if stem and (keep is None or keep(candidate, stem)) and stats.df.get(token_index(stem[0]), 0) >= 1:
            said.setdefault(token_index(stem[0]), candidate)
    return next(iter(said.values())) if len(said) == 1 else None


def _word_stem(stem: str) -> bool:
    """Whether `stem` is an English word's stem, or a function word's ("here", which the stop list keeps out of
    the index as a word but the stemmer makes of "hering")."""
    return stem in STOPWORDS or english.is_word_stem(stem)


def _far_slip(word: str, stats: TermStats, held: Callable[[str], bool] | None) -> str | None:
    """The one word the records say that `word` is with one vowel heard or typed as another ("zolodex" for
    Zoladex, a drug's name the records write and no word list holds: any such string the records say), or,
    from FAR_LETTERS letters, a word of the coaching vocabulary FAR_EDITS edits away that begins with the
    same FAR_PREFIX letters ("metforim" for metformin: a letter left out and one changed). Asked only when
    no nearer slip (`slip_forms`) is a word the records say; a candidate the statistics do not count is
    looked up with `held`. Two stems found: no guess. None said: the one vocabulary word one edit away,
    said or not (a misspelt drug is that drug, which the records may call by its class)."""
    candidates = set(vowel_forms(word))
    if len(word) >= FAR_LETTERS:
        candidates.update(w for w in _vocabulary_by_prefix().get(word[:FAR_PREFIX], ())
                          if w.isalpha() and letter_edits.distance(word, w) <= FAR_EDITS)
    own_stem = tokens(word)
    said: dict[int, str] = {}
    for candidate in sorted(candidates):
        stem = tokens(candidate)
        if not stem or stem == own_stem:
            continue
        index = token_index(stem[0])
        if index in said:
            continue
        if not (english.is_word(candidate) or candidate in vocabulary.known_words()) and _word_stem(stem[0]):
            continue  # a string no list holds whose stem is a word's ("hering" stems to "here"): no word said
        if stats.df.get(index, 0) >= 1 or (held is not None and held(candidate)):
            said[index] = candidate
    if said:
        return next(iter(said.values())) if len(said) == 1 else None
    # None of them said: the one vocabulary word one edit away is still the thing meant ("rivaroxiban" for
    # rivaroxaban, which the records call "blood thinner tablets"): read as it, the kinds table and the
    # refusal then read the thing itself, as they read it typed right.
    near = {w for w in _vocabulary_by_prefix().get(word[:FAR_PREFIX], ())
            if len(word) >= FAR_LETTERS and letter_edits.distance(word, w) == 1}
    return near.pop() if len(near) == 1 else None


# A name's word this many edits from a word typed makes the typed word that name misspelt, never a word heard
# ("gethen" for the roster's Gethin).
NAME_EDITS = 2


def _unheard_letters(word: str, stats: TermStats, own: set[str], held: Callable[[str], bool] | None) -> str | None:
    """The one word of the records `word` is written as heard, with letters that are not said left out or a
    sound spelt with other letters ("asma" for asthma, "nemonia" for pneumonia, "gowt" for gout:
    shared/domain/unheard_letters.py): the candidates are English and vocabulary words, and the one whose stem
    the records' statistics count is read (two stems said: no guess). A word from unheard_letters.MIN_LETTERS
    letters (below the keyboard slips' MIN_LETTERS: "asma", "gowt" are four), asked only where no slip above
    read it. Never a word the records say (the statistics, or `held` for a word written only in notes and
    profiles), an English word, a name, a relative's word, or a word within NAME_EDITS edits of a client's
    name: that is the name misspelt."""
    if (_meant_as_typed(word, stats, own, unheard_letters.MIN_LETTERS)
            or any(letter_edits.distance(word, name) <= NAME_EDITS for name in own)):
        return None
    meant = _one_said(unheard_letters.candidates(word), stats)
    if meant is None or (held is not None and held(word)):
        return None  # none or two said, or a record outside the messages writes it as typed: meant as typed
    return meant


# A second word of a two-word phrase read as the records' phrase's: at least this many letters, one edit.
PHRASE_SLIP_LETTERS = 5


def _phrase_slip(before: str, word: str, stats: TermStats, texts: Callable[[str], Iterable[str]]) -> str | None:
    """The word the trainer's records write after `before` that `word` is one edit from, when the records
    write that phrase and never the phrase as typed ("shin splits" of the records' "shin splints": "splits"
    is a word of its own, which no slip reading above touches, but the phrase is the clinic's). Read from the
    records of `before` and of `word` (two lookups): the phrase typed must be in none of them. One such word
    by stem, not the typed word's stem ("shin splint" is the records' "shin splints" as typed); only after a
    content word, and a word of PHRASE_SLIP_LETTERS letters or more (a short word is one edit from too many);
    the records are read only when an English or vocabulary word one edit away is one their messages say (the
    statistics: most words of a question have none, and are not looked up)."""
    if (len(word) < PHRASE_SLIP_LETTERS or not word.isalpha() or not before.isalpha() or before in STOPWORDS
            or word in STOPWORDS or not _said_neighbour(word, stats)):
        return None
    follows = re.compile(r"(?<![\w-])%s[\s-]+([^\W\d_]+)" % re.escape(before), re.IGNORECASE)
    own_stem = tokens(word)
    found: dict[str, str] = {}
    records = list(texts(before))
    for text in records:
        for m in follows.finditer(text):
            after = m.group(1).lower()
            stem = tokens(after)
            if after == word or stem == own_stem:
                return None  # the records write the phrase as typed: meant as typed
            if stem and letter_edits.distance(word, after) == 1:
                found.setdefault(stem[0], after)
    if len(found) != 1:
        return None
    typed = re.compile(r"(?<![\w-])%s[\s-]+%s(?![\w-])" % (re.escape(before), re.escape(word)), re.IGNORECASE)
    if any(typed.search(text) for text in texts(word)):
        return None
    return next(iter(found.values()))


def _said_neighbour(word: str, stats: TermStats) -> bool:
    """Whether an English or vocabulary word one edit from `word`, of another stem, is one the records say."""
    known = vocabulary.known_words()
    own_stem = tokens(word)
    for candidate in typos.edits(word):
        if english.is_word(candidate) or candidate in known:
            stem = tokens(candidate)
            if stem and stem != own_stem and stats.df.get(token_index(stem[0]), 0) >= 1:
                return True
    return False


# A word the records write after the question's word before it, read for a slip farther than FAR_EDITS: at
# most this many edits, the first PHRASE_PREFIX letters as typed, in a word of FAR_LETTERS letters or more;
# the records of the word before it read (a keyword lookup, this many).
PHRASE_EDITS = 3
PHRASE_PREFIX = 2
PHRASE_RECORDS = 20


def _said_after(before: str, word: str, stats: TermStats, own: set[str],
                texts: Callable[[str], Iterable[str]]) -> str | None:
    """The one word the trainer's records write right after `before` that `word` is a slip of, at most
    PHRASE_EDITS edits away and beginning with the same PHRASE_PREFIX letters ("atrial fibulation" of the
    records' "atrial fibrillation": three edits, which no reading of the word alone risks). A clinic's name
    of two words is written whole, and the first word, typed right, says which second word is meant: the
    records themselves give the candidates, no word list. Only a long word no reading above took, that is
    no English word, name or word the records say, after a content word (the records that say it are read:
    notes and profiles too)."""
    if len(word) < FAR_LETTERS or _meant_as_typed(word, stats, own) or before in STOPWORDS or not before.isalpha():
        return None
    follows = re.compile(r"\b%s\s+([^\W\d_]+)" % re.escape(before), re.IGNORECASE)
    found: dict[str, str] = {}
    for text in texts(before):
        for m in follows.finditer(text):
            after = m.group(1).lower()
            if (after != word and after[:PHRASE_PREFIX] == word[:PHRASE_PREFIX]
                    and letter_edits.distance(word, after) <= PHRASE_EDITS):
                stem = tokens(after)
                if stem:
                    found.setdefault(stem[0], after)
    return next(iter(found.values())) if len(found) == 1 else None


VOWELS = "aeiou"
# A vocabulary word this many edits away is read only in a word this long, and only when it begins with
# the same letters: a long clinic word keeps its opening as typed or heard ("metforim", "rivaroxiban").
FAR_LETTERS = 7
FAR_EDITS = 2
FAR_PREFIX = 3


# A vowel and the letters that write its sound too: "y" says the "i" of Greek words (tenosynovitis, synovial,
# syndrome, physio), typed "i" by ear, and the other way (h-words39: blind33-751 "shona tenosinovitis").
_SOUNDS_LIKE = {**{v: VOWELS.replace(v, "") for v in VOWELS}, "i": "aeouy", "y": "i"}


def vowel_forms(word: str) -> frozenset[str]:
    """Every string `word` is with one of its vowels written as another ("zolodex" / "zoladex"), or an "i"
    written for the "y" that says it ("tenosinovitis" / "tenosynovitis") and the other way."""
    return frozenset(word[:i] + v + word[i + 1:] for i, c in enumerate(word) if c in _SOUNDS_LIKE
                     for v in _SOUNDS_LIKE[c])


@lru_cache(maxsize=1)
def _vocabulary_by_prefix() -> dict[str, tuple[str, ...]]:
    """The coaching vocabulary's one-word names by their first FAR_PREFIX letters."""
    out: dict[str, set[str]] = {}
    for word in vocabulary.known_words() | _phrase_words():
        if word.isalpha() and len(word) >= FAR_LETTERS - FAR_EDITS:
            out.setdefault(word[:FAR_PREFIX], set()).add(word)
    return {k: tuple(sorted(v)) for k, v in out.items()}


def _phrase_words() -> frozenset[str]:
    """The long words of the kinds table's names of several words ("epicondylitis" of "medial
    epicondylitis", "fasciitis" of "plantar fasciitis"): a clinic's word is often written only in its
    phrase, and a slip of it is read as it here (h-words36: blind30-391 "medial epicondilitis"). Only for
    this reading: the one-word vocabulary the ranking's slip reading keys on (vocabulary.known_words) is
    not widened."""
    return frozenset(w for names in kinds._written().values() for name in names if len(name.split()) > 1
                     for w in name.lower().split() if w.isalpha() and len(w) >= FAR_LETTERS)


# A letter said aloud as a word: a dictating phone writes "h b a one c" for HbA1c. The numbers said as words
# (up to ninety-nine: "b twelve" for B12, "a one c").
DIGIT_WORDS = {"zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
               "seven": "7", "eight": "8", "nine": "9"}
NUMBER_WORDS = {**DIGIT_WORDS, "ten": "10", "eleven": "11", "twelve": "12", "thirteen": "13", "fourteen": "14",
                "fifteen": "15", "sixteen": "16", "seventeen": "17", "eighteen": "18", "nineteen": "19"}
TENS_WORDS = {"twenty": "2", "thirty": "3", "forty": "4", "fifty": "5", "sixty": "6", "seventy": "7",
              "eighty": "8", "ninety": "9"}
# At least this many letters said one by one, and this many words in all (letters and digits); a letter and a
# number ("b twelve", "d 3") are enough, the number being no letter of a phrase, and so are two lone letters
# typed, neither a word of its own ("h b" for Hb, "g p" for GP: h-words39, blind33-157 "meena's h b"); a
# letter's name among two ("see tee") stays as typed.
MIN_SPOKEN_LETTERS = 2
MIN_SPOKEN = 3
MIN_SPOKEN_WITH_NUMBER = 2


def _spoken_letters(question: str, spans: list[tuple[int, int, str]], i: int, stats: TermStats,
                    held: Callable[[str], bool] | None) -> tuple[str, int] | None:
    """A run from `spans[i]` of letters said one by one, by their names or their homophones ("eye n r" for
    INR: `LETTER_NAMES`), and numbers said as words or typed ("b twelve", "h b a 1 c"), joined, when the
    records say the joined word ("inr", "b12", "hba1c"): the word and the run's last index; the longest such
    run. Only spaces between the words; a run begins with a letter. A letter's name is an English word of its
    own ("eye", "see", "are you"): a run holding one is read only when it also holds a lone letter or a
    number and its joined form is no English word."""
    if not _word_starts(question, spans[i][0]):
        return None  # the "s" of a possessive ("shannon's t s h") begins no run
    run: list[tuple[str, int, bool]] = []      # (letters or digits, the span's index, said by its name)
    k = i
    while k < len(spans):
        if k > i and question[spans[k - 1][1]:spans[k][0]].strip():
            break
        w = spans[k][2].lower()
        if len(w) == 1 and w.isalpha():
            run.append((w, k, False))
        elif w in LETTER_NAMES:
            run.append((LETTER_NAMES[w], k, True))
        elif not run:
            break
        elif w.isdigit() and len(w) <= 3:
            run.append((w, k, False))
        elif w in TENS_WORDS:
            unit = spans[k + 1][2].lower() if k + 1 < len(spans) else ""
            if unit in DIGIT_WORDS and unit != "zero" and question[spans[k][1]:spans[k + 1][0]] in (" ", "-"):
                run.append((TENS_WORDS[w] + DIGIT_WORDS[unit], k + 1, False))   # "twenty one"
                k += 1
            else:
                run.append((TENS_WORDS[w] + "0", k, False))
        elif w in NUMBER_WORDS:
            run.append((NUMBER_WORDS[w], k, False))
        else:
            break
        k += 1
    for last in range(len(run), 1, -1):
        part = run[:last]
        letters = sum(p.isalpha() for p, _k, _n in part)
        numbers = last - letters
        typed = not any(n for _p, _k, n in part) and not any(p in _LETTER_WORDS for p, _k, _n in part)
        if not (letters >= MIN_SPOKEN_LETTERS and (last >= MIN_SPOKEN or typed) or numbers
                and last >= MIN_SPOKEN_WITH_NUMBER and not part[0][2] and part[0][0] not in _LETTER_WORDS):
            continue  # a letter and a number only after a lone letter that is no word ("b twelve", not "a 180")
        joined = "".join(p for p, _k, _n in part)
        if any(n for _p, _k, n in part) and (all(n for _p, _k, n in part) or english.is_word(joined)):
            continue  # only words that are letters' names ("are you", "see you"), or a word: meant as typed
        stem = tokens(joined)
        if len(stem) != 1:
            continue
        if stats.df.get(token_index(stem[0]), 0) >= 1 or (held is not None and held(joined)):
            return joined, part[-1][1]
    return None


# A letter said aloud as its name before the rest of the word ("you rate" for urate, "ex ray" for x-ray): a
# dictating phone writes the name. Only a name no other letter shares.
LETTER_NAMES = {"you": "u", "why": "y", "tea": "t", "tee": "t", "bee": "b", "sea": "c", "see": "c", "pee": "p",
                "are": "r", "eye": "i", "oh": "o", "ex": "x", "gee": "g", "jay": "j", "kay": "k", "em": "m",
                "en": "n", "el": "l", "queue": "q", "cue": "q", "ess": "s", "vee": "v", "dee": "d", "zed": "z"}


def _letter_named(question: str, spans: list[tuple[int, int, str]], i: int, stats: TermStats,
                  held: Callable[[str], bool] | None) -> tuple[str, int] | None:
    """A letter's name and the word after it ("you rate"), joined with the letter ("urate"), when the
    records say the joined word (the statistics, else one lookup): the word and the run's last index
    (h-words36: blind31-514 "ron's you rate" of "urate 520"). Only a space between them, and a word after
    it of three letters or more."""
    if i + 1 >= len(spans) or question[spans[i][1]:spans[i + 1][0]] != " ":
        return None
    letter = LETTER_NAMES.get(spans[i][2].lower())
    rest = spans[i + 1][2].lower()
    if letter is None or not rest.isalpha() or len(rest) < 3:
        return None
    joined = letter + rest
    stem = tokens(joined)
    if len(stem) != 1 or stem == tokens(rest):
        return None
    if stats.df.get(token_index(stem[0]), 0) >= 1 or (held is not None and held(joined)):
        return joined, i + 1
    return None


# Letters' names that are everyday words first ("thank you", "how are", "why", "oh no"): never read as a
# letter after a word.
_NAMES_AS_WORDS = frozenset({"you", "why", "are", "oh", "eye", "em", "en", "el", "ex"})
# Words a letter names the kind after, as the clinic writes it ("vitamin d", "hep c", "strep a"): general
# knowledge of medicine's names, not of any roster; the records' own "<word> <letter>" is read besides.
LETTER_KINDS = frozenset({"vitamin", "vit", "vits", "vitamins", "hep", "hepatitis", "strep", "group"})


def _letter_after(question: str, spans: list[tuple[int, int, str]], i: int,
                  texts: Callable[[str], Iterable[str]] | None) -> tuple[str, int] | None:
    """A letter said by its name after the word it completes ("vit dee" for vit D, "vitamin see", "hep bee"):
    the letter and its index, when the word before it names kinds by a letter (`LETTER_KINDS`), the kinds
    table writes the two words as a name, or one of the trainer's records writes them so (`texts`, the
    records of the word before). A lone name with no letter or number beside it is no run of
    `_spoken_letters`, and read as a word it is one no record says (h-words39: blind33-022 "gurdip's vit
    dee", -555 "carys vitamin dee": wrongful refusals). Only after a content word and a space."""
    if i == 0 or question[spans[i - 1][1]:spans[i][0]] != " ":
        return None
    name, before = spans[i][2].lower(), spans[i - 1][2].lower()
    letter = LETTER_NAMES.get(name)
    if letter is None or name in _NAMES_AS_WORDS or before in STOPWORDS or not before.isalpha():
        return None
    if before in LETTER_KINDS or f"{before} {letter}" in _letter_names():
        return letter, i
    if texts is None:
        return None
    written = re.compile(r"(?<![\w-])%s[\s-]%s(?![\w-])" % (re.escape(before), letter), re.IGNORECASE)
    return (letter, i) if any(written.search(text) for text in texts(before)) else None


@lru_cache(maxsize=1)
def _letter_names() -> frozenset[str]:
    """The kinds table's names of two words whose second is a letter ("vit d", "vitamin c")."""
    return frozenset(n.lower() for names in kinds._written().values() for n in names
                     if len(n.split()) == 2 and len(n.split()[1]) == 1 and n.split()[1].isalpha())


def _word_starts(question: str, at: int) -> bool:
    """Whether a word begins at `at`: no letter, digit or apostrophe before it (not a possessive's "s")."""
    return at == 0 or not (question[at - 1].isalnum() or question[at - 1] in "'’")


# Lone letters that are words of their own ("a", "i"): never read as a letter joined to the next word.
_LETTER_WORDS = frozenset("ai")


def _hyphened(question: str, spans: list[tuple[int, int, str]], i: int,
              texts: Callable[[str], Iterable[str]] | None) -> tuple[str, int] | None:
    """A lone letter and the word after it that the records write joined by a hyphen ("t score" for the
    records' "t-score", "z score", "x ray"), joined so: the word and the run's last index. The keyword
    reading drops a lone letter, and a measure's word after it read alone is the question's frame ("pain
    score" asks the pain): "fiona's t score" asked nothing (h-words36's open blind31-142). Only a letter that
    is no word, a space, and a word of three letters or more; the records of the word are read (`texts`)."""
    if (texts is None or i + 1 >= len(spans) or question[spans[i][1]:spans[i + 1][0]] != " "
            or not _word_starts(question, spans[i][0])):
        return None
    letter, rest = spans[i][2].lower(), spans[i + 1][2].lower()
    if len(letter) != 1 or not letter.isalpha() or letter in _LETTER_WORDS or not rest.isalpha() or len(rest) < 3:
        return None
    joined = f"{letter}-{rest}"
    # Written as a word of its own, not inside a longer hyphened name ("Pen-y-Fan" is no "y-fan").
    written = re.compile(r"(?<![\w-])%s(?![\w-])" % re.escape(joined), re.IGNORECASE)
    if any(written.search(text) for text in texts(rest)):
        return joined, i + 1
    return None


# Words one confuses with a clinic's word of nearly the same spelling and sound, each an English word of
# its own ("prostrate" for the prostate, "hart" for the heart, "planter" for plantar fasciitis): no slip
# reading reaches them, a real word being meant as typed. Read as the clinic's word only where the
# trainer's records never say the typed word and do say the other (h-words36: blind29-430 "roy prostrate
# cancer", blind31-321 "dai complete hart block"). General knowledge of English, not of any roster.
# Homophones of the body's and the clinic's words are the same class, as a phone's dictation or a hurried
# thumb writes them (h-words39: blind33-421 "rees pressure soar" of "a grade 2 pressure sore"): an ache
# ("soar", "pane"), a part of the body ("tow", "lumber", "humorous", "calve", "hare"), an illness ("flue",
# "feint"), the spinal cord ("chord"), the lungs' "pleural". Not a homophone that is an everyday word of its
# own in a question ("heal", "waste", "brake", "bowls").
CONFUSED = {"prostrate": "prostate", "hart": "heart", "planter": "plantar", "mussel": "muscle",
            "mussels": "muscles", "vain": "vein", "vains": "veins", "naval": "navel", "perineal": "peroneal",
            "disk": "disc", "ilium": "ileum",
            "soar": "sore", "soars": "sores", "pane": "pain", "panes": "pains", "tow": "toe", "tows": "toes",
            "lumber": "lumbar", "humorous": "humerus", "calve": "calf", "flue": "flu", "feint": "faint",
            "feinted": "fainted", "chord": "cord", "plural": "pleural", "hare": "hair"}


def _confused(word: str, stats: TermStats, held: Callable[[str], bool] | None) -> str | None:
    """The clinic's word `word` is a confusion of (`CONFUSED`), when the records say it and never `word`."""
    meant = CONFUSED.get(word)
    if meant is None or _df(word, stats) != 0 or (held is not None and held(word)):
        return None
    return meant if _df(meant, stats) > 0 or (held is not None and held(meant)) else None


@lru_cache(maxsize=1024)
def slip_forms(word: str) -> frozenset[str]:
    """Every string `word` is with two neighbouring letters swapped, one of a doubled letter left out, or
    one of its letters typed twice; from LONG_LETTERS letters, also with any one letter put back in."""
    out: set[str] = set()
    for i in range(len(word) - 1):
        if word[i] != word[i + 1]:
            out.add(word[:i] + word[i + 1] + word[i] + word[i + 2:])
        else:
            out.add(word[:i] + word[i + 1:])
    out.update(word[: i + 1] + letter + word[i + 1:] for i, letter in enumerate(word))
    if len(word) >= LONG_LETTERS:
        out.update(word[:i] + letter + word[i:] for i in range(len(word) + 1) for letter in ascii_lowercase)
    return frozenset(out - {word})


def _heard_run(question: str, spans: list[tuple[int, int, str]], i: int, stats: TermStats,
               own: set[str]) -> tuple[str, int] | None:
    """The vocabulary word the run of words from `spans[i]` (two to MAX_RUN, nothing but spaces between
    them) sounds like, and the run's last index: the longest run that sounds like one."""
    for last in range(min(len(spans), i + MAX_RUN) - 1, i, -1):
        run = [w.lower() for _s, _e, w in spans[i:last + 1]]
        if any(question[spans[k][1]:spans[k + 1][0]].strip() for k in range(i, last)):
            continue  # a comma or an apostrophe between them: not one word heard as several
        content = [w for w in run if w not in STOPWORDS]
        if len(content) < 2 or any(_is_name(w, own) or _df(w, stats) > 0 for w in content):
            continue  # a word the records say is meant as typed
        if run[0] in STOPWORDS and run[-1] in STOPWORDS:
            continue
        joined = "".join(run)
        if len(joined) < MIN_RUN_LETTERS:
            continue
        meant = _sounding(joined, stats)
        if meant is not None:
            return meant, last
    return None


def _sound_spelt(word: str, stats: TermStats, held: Callable[[str], bool] | None) -> str | None:
    """The word `word` is typed by its sound, one word for one ("akilles" for Achilles: "ch" heard as "k",
    two edits from the word and not beginning as it, so no slip above reaches it): the one vocabulary word of
    its sound key the records say (`_sounding`), whose spelling by sound (sounds.spelling, vowels kept) is
    at most one edit from the typed word's. The key alone is too coarse for one word: it drops the vowels,
    and a relative's name or a place would sound like a word ("kirsty" / "cruciate", "tariqs" / "trucks")."""
    meant = _sounding(word, stats, held)
    if meant is None:
        return None
    heard = {sounds.spelling(meant), sounds.spelling(meant.replace("ch", "k"))}
    return meant if min(letter_edits.distance(sounds.spelling(word), h) for h in heard) <= 1 else None


def _sounding(joined: str, stats: TermStats, held: Callable[[str], bool] | None = None) -> str | None:
    """The one word of the coaching vocabulary the records say whose sound key is `joined`'s (with
    `held`, also a word said outside the messages only, looked up)."""
    mine = sounds.key(joined)
    if len(mine) < sounds.MIN_KEY:
        return None
    found = {}
    for word in _vocabulary_by_key().get(mine, ()):
        if abs(len(word) - len(joined)) <= RUN_LENGTH and (
                _df(word, stats) > 0 or (held is not None and held(word))):
            found[tokens(word)[0]] = word
    return next(iter(found.values())) if len(found) == 1 else None


@lru_cache(maxsize=1)
def _vocabulary_by_key() -> dict[str, tuple[str, ...]]:
    """The coaching vocabulary's one-word names by sound key, each also with "ch" heard as "k"."""
    out: dict[str, set[str]] = {}
    for word in vocabulary.known_words():
        if word.isalpha():
            for k in {sounds.key(word), sounds.key(word.replace("ch", "k"))}:
                if len(k) >= sounds.MIN_KEY:
                    out.setdefault(k, set()).add(word)
    return {k: tuple(sorted(v)) for k, v in out.items()}
