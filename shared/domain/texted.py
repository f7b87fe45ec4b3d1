"""Words of a question typed as they are texted, read as the words they stand for.

Some trainers text their questions the way their clients text them: "wen did kimmys shin thing
strt", "wot did ricky pay 4 the frame", "hw many sesh did kimmy miss", "wen ws kimmy bk trainin aftr
deano went". Read as they stand, "wen", "wot", "hw" are words no record says, so the question was
refused naming them ("I couldn't find any mentions of 'wen'": blind44, twelve of its dev half's 34
wrongful refusals), and the readers of a question's frame ("when did it start", "was he back") never
saw their frame. No list keeps up with every way of texting a word; the way is regular, and is read
here by the word's sound key (shared/domain/sounds.py: "wh" as "w", the vowels after the first letter
left out): "wen" and "when" are both "wn", "wot" and "what" "wt", "strt" and "start" "strt".

Two readings, each guarded:
- a question's frame word ("when", "what", "how", "was", "after", "again", "this" …: `FRAME_WORDS`,
  function words the keyword reading drops, and the verbs of a beginning and a return) typed with the sound key of that word. A string no English
  list holds, of three letters or more ("wat", "aftr", "agen", "askd", "frm"), is that word anywhere; one
  of two letters ("hw", "ws", "bk") only as a question word, an auxiliary (`_ASKING`) or "back": two
  letters typed for "her", "the" or "more" are as often an abbreviation ("hr", "th", "mr"). A real English word is
  read so only as a question word right before an auxiliary or a subject ("wen did", "wot ws", "wen i asked"):
  "wen" and "wot" are words of the lists, and most English words sharing a function word's key are words
  of their own ("win", "new", "dose", "form"; "who won it" kept its "won", the key of "when").
- a content word with some of its vowels (and the letters texting drops with them: an "h", a doubled letter,
  the "c" of "ck", the "g" of "-ing") left out ("missd", "runnin", "colarbone"), read as the word of the
  English list the trainer's records say that spells it with them put back, the one they say most.
  Only a string no list holds and the records never say (a client who texts has her own "trainin" and
  "runnin" in her messages, and the records' word is the one to search), of three letters or more and
  with a vowel: consonants alone ("hrt", "crp", "ft", "pb") are abbreviations and units ("who's on hrt"
  read as "heart" answered a question of hormone therapy), as the typo step reads them.

Names are never read: the roster's (a client called "Wen"), and the lists' common names.
Pure; the question is read this way once, where chatWithAI and semanticSearch first read it
(shared/usecases/intent.py `with_texted_words`), so every reader after sees the words meant.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from shared.domain import english, sounds
from shared.domain import names as person_names
from shared.ports.keywords import STOPWORDS, TermStats, token_index, tokens

# The function words a texted form is read as: a question's frame. Not every stop word: "hrs" has the
# key of "hers", "yrs" of "yours", "mr" of "more", and they are hours, years and a title.
_QUESTION_WORDS = frozenset("what when where who whom which why how".split())
_AUXILIARIES = frozenset("was were is are am did does do has have had can could will would should".split())
_ASKING = _QUESTION_WORDS | _AUXILIARIES
# The endings of a contraction typed without its apostrophe: "whos" is "who's", never a texted word.
_CONTRACTIONS = ("s", "re", "ll", "d", "ve")
# The verbs of a frame the readers of a beginning and of a return read ("when did it start", "when was he
# back": shared/domain/onset_asked.py, return_asked.py), which records seldom say in those words ("strt",
# "bk": the records' "started" is in a session note, which the statistics do not count).
_FRAME_VERBS = frozenset("start started begin began back".split())
FRAME_WORDS = _ASKING | _FRAME_VERBS | frozenset(
    "after again before about asked said told talked this that these those then than there their with from"
    " into until just only doing being having".split())
# A real English word is read as a question word only right before an auxiliary or a subject ("wen did", "wot ws",
# "wen i askd"): "who won it" and "won any races" keep their "won" (the key of "when"), "it" being as often an object.
_SUBJECTS = frozenset("i he she they we you".split())
# A content word read from its texted form has at least this many letters.
MIN_CONTENT = 3
_VOWELS = "aeiouy"
_TOKEN = re.compile(r"[A-Za-z]+(?:['\u2019][A-Za-z]+)?|[,;.!?:]")


@lru_cache(maxsize=1)
def _frame_by_key() -> dict[str, tuple[str, ...]]:
    """The frame words by sound key, shortest first (keys of two letters or more: "he" and "who" share "h")."""
    out: dict[str, list[str]] = {}
    for word in sorted(FRAME_WORDS, key=lambda w: (len(w), w)):
        k = sounds.key(word)
        if len(k) >= 2:
            out.setdefault(k, []).append(word)
    return {k: tuple(v) for k, v in out.items()}


def frame_word(word: str, before: str = "") -> str | None:
    """The frame word (`FRAME_WORDS`) `word` (lowercase) is typed for by its sound, or None (module doc:
    a real English word only as a question word right before an auxiliary or a subject, `before` being the
    next word as read; two letters only as a question word, an auxiliary or "back")."""
    if not word.isalpha() or word in STOPWORDS or english.is_name(word) or _contracted(word):
        return None
    meant = _frame_by_key().get(sounds.key(word), ())
    if english.is_word(word):
        meant = tuple(m for m in meant if m in _QUESTION_WORDS) if before in _AUXILIARIES | _SUBJECTS else ()
    elif len(word) < 3:
        meant = tuple(m for m in meant if m in _ASKING or m == "back")
    return meant[0] if meant else None


def _contracted(word: str) -> bool:
    """Whether `word` is a question word and a contraction typed without its apostrophe ("whos", "whats",
    "wheres", "whod"): "who's", not a texted "was" ("whos his surgeon" has the sound key of "was")."""
    return any(word.endswith(end) and word[: -len(end)] in _QUESTION_WORDS for end in _CONTRACTIONS)


def _dropped_only(typed: str, word: str) -> bool:
    """Whether `typed` is `word` with only letters texting leaves out taken away: vowels, an "h", a letter
    written twice, the "c" of "ck", a final "g" after "in" ("strt" of "start", "missd" of "missed",
    "runnin" of "running", "bk" of "back"); at least one letter is taken, the first is kept."""
    if len(typed) >= len(word) or typed[0] != word[0]:
        return False
    i = 0
    for j, letter in enumerate(word):
        if i < len(typed) and typed[i] == letter:
            i += 1
            continue
        droppable = (letter in _VOWELS or letter == "h" or (j > 0 and word[j - 1] == letter)
                     or (letter == "c" and word[j + 1:j + 2] == "k")
                     or (letter == "g" and j == len(word) - 1 and word.endswith("ing")))
        if not droppable:
            return False
    return i == len(typed)


@lru_cache(maxsize=512)
def _spelt_out(typed: str) -> tuple[tuple[str, int], ...]:
    """The English words `typed` is written from with letters dropped (`_dropped_only`), with their stems'
    sparse dimensions; the list's words of its first letter read once per word typed."""
    out: list[tuple[str, int]] = []
    for word in english.words_from(typed[0]):
        if word.isalpha() and len(word) <= 2 * len(typed) + 2 and _dropped_only(typed, word):
            stem = tokens(word)
            if stem:
                out.append((word, token_index(stem[0])))
    return tuple(out)


def _said(word: str, stats: TermStats | None) -> bool:
    """Whether the trainer's records (their statistics) say `word` as typed."""
    own = tokens(word)
    return bool(stats and own and stats.df.get(token_index(own[0]), 0) > 0)


def content_word(word: str, stats: TermStats | None) -> str | None:
    """The word of the records `word` (lowercase) is texted for (module doc), or None."""
    if (stats is None or len(word) < MIN_CONTENT or not word.isalpha() or word in STOPWORDS
            or english.is_word(word) or english.is_name(word) or not any(v in word for v in _VOWELS)):
        return None  # no vowel at all: an abbreviation ("hrt" is no "heart", "crp" no "crop"), as typos reads it
    if not tokens(word) or _said(word, stats):
        return None  # the records say it as typed
    best: tuple[int, str] | None = None
    for candidate, index in _spelt_out(word):
        df = stats.df.get(index, 0)
        if df >= 1 and (best is None or df > best[0]):
            best = (df, candidate)
    return best[1] if best else None


def written_out(question: str, stats: TermStats | None, names: Iterable[str] = ()) -> str:
    """`question` with its texted words written as the words they stand for (module doc), all else as typed;
    `names`: the roster's names, whose words are never read."""
    # A name's words (names.name_words) read as this module's tokens are: "mary-jane" keeps "mary" and "jane".
    kept = {part for word in person_names.name_words(names) for part in re.findall(r"[A-Za-z]+", word)}
    parts = list(_TOKEN.finditer(question))
    out: list[str] = []
    at = 0
    for n, match in enumerate(parts):
        token = match.group(0)
        word = token.lower()
        if not token[0].isalpha() or word in kept or "'" in word or "\u2019" in word:
            continue
        after = parts[n + 1].group(0).lower() if n + 1 < len(parts) else ""
        after = after if after in STOPWORDS or not after.isalpha() or english.is_word(after) else (frame_word(after) or after)
        # A frame's word is read even where the records text it too ("bk 2 trainin"): kept as "bk", the
        # question "wen ws iestyn bk on the ice" was refused for the one "bk" of another client's message.
        meant = frame_word(word, after) or content_word(word, stats)
        if meant:
            out += [question[at:match.start()], meant]
            at = match.end()
    return "".join(out) + question[at:] if out else question
