"""An attribute a question asks of a thing that came up — a person's name, a product's brand, a grade —
and whether a record's text holds something of that type; and a retest asked of a measurement.

"jo's physio's name", "her whey brand", "the tear, which grade": the thing (the physio, the whey, the
tear) is in the client's history, so every topic word is said and relevance is high, and the model
answered with the record that names the thing. What was asked is an attribute of it, and a record that
holds nothing of the asked type ("physio said it was a subluxation", "whey isolate, 30 g after
training") is not the answer. Read only where a record's silence refuses a question
(word_evidence.unheld_attribute, word_evidence.unheld_retest), leniently: any word that could be a name
counts as one.
"""

from __future__ import annotations

import re
from typing import Callable

from shared.domain import english, kinds
from shared.domain.query_dates import MONTHS
from shared.ports.keywords import tokens

# People whose name a question may ask ("her physio's name", "whats his nurse called"): a word of these
# before the attribute asks a PERSON's name, which a condition or a drug the kinds table names is not
# ("physio said it was a subluxation" names no physio).
_PEOPLE = frozenset("""physio physiotherapist coach nurse doctor dr gp surgeon consultant guide brother sister son
    daughter wife husband partner mum dad mother father friend teammate dietitian dietician nutritionist therapist
    instructor teacher boss manager midwife specialist osteo osteopath chiro chiropractor podiatrist
    psychologist counsellor mentor captain girlfriend boyfriend fiance fiancee baby kid child""".split())
_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*", re.UNICODE)
_SENTENCE_START = re.compile(r"(?:^|[.!?\n:]\s*|\(\s*)$")
_DIGIT = re.compile(r"\d")
# A grade written: "grade 2", "grade II", "gr 1", "a grade two tear", "MRC 3".
_GRADE = re.compile(r"\b(?:grade|gr|mrc)\.?\s*(?:\d|i{1,3}v?|iv|one|two|three|four|five)\b|\bgrade[ds]?\b", re.IGNORECASE)
# "retest", "re-test", "retested", "re tested": a later measurement of a thing measured before.
_RETEST = re.compile(r"\bre[\s-]?test(?:ed|s|ing)?\b", re.IGNORECASE)


def _person(word: str) -> bool:
    """`word` names one of `_PEOPLE`, its possessive written without the apostrophe too ("brothers")."""
    return word in _PEOPLE or (word.endswith("s") and word[:-1] in _PEOPLE)


def _bare(word: str) -> str:
    return word.lower().strip("'\u2019").removesuffix("'s").removesuffix("\u2019s")


def asked_attribute(question: str) -> tuple[str, str]:
    """(what is asked, the question's word that asks it): ("person", "name") for "his physio's name" or
    "whats her nurse called", ("name", "name") for a thing's name ("the tablets, name and dose"),
    ("brand", "brand") for "her whey brand", ("grade", "grade") for "the tear, which grade";
    ("", "") for a question that asks none. A question that gives the attribute itself asks none:
    "grade 5 ballet exam" names a grade, "a brand new bike" is no brand asked, "who named it" or
    "did she call" are no name asked."""
    words = [_bare(w) for w in _WORD.findall(question)]
    for i, word in enumerate(words):
        before = words[i - 1] if i else ""
        if word == "name" and before not in ("first", "last", "surname", "nick", "user", "a"):
            # "name" after its owner ("physio's name") or in "the name of her physio".
            after = words[i + 2:i + 4] if i + 2 < len(words) and words[i + 1] == "of" else []
            person = any(_person(w) for w in (before, *after))
            return ("person" if person else "name"), "name"
        if word == "called" and i == len(words) - 1 and i >= 2 and words[0] in ("what", "whats", "what's"):
            # "whats rosas stoma nurse called": the question ends on "called".
            return ("person" if _person(before) else "name"), "called"
        if word == "brand" and i + 1 < len(words) and words[i + 1] == "new":
            continue
        if word in ("brand", "brands"):
            return "brand", word
        if word in ("grade", "graded"):
            after = question[question.lower().find(word) + len(word):]
            if _DIGIT.match(after.strip()):
                continue  # "grade 5 exam": the grade is given
            return "grade", word
    return "", ""


# Words of chat that are no English word and no name either: greetings, laughter, shorthand.
_CHAT_WORDS = frozenset("""hiya heya hey yo lol lmao omg ngl tbh idk imo haha hahaha xx xxx yeah yep yup nah
    gonna wanna gotta kinda sorta dunno cya thx pls plz ok okay tho""".split())
_CONTRACTION = re.compile(r"(?:n't|n\u2019t|'(?:s|re|ll|ve|d|m)|\u2019(?:s|re|ll|ve|d|m))$")
_PREFIXES = ("hyper", "hypo", "over", "under", "non", "pre", "post", "re", "un", "anti", "multi", "semi", "sub", "super",
             "self", "mid", "out", "micro", "mini", "mega")
_DRAWN_OUT = re.compile(r"(.)\1{2,}")
_DATE_WORDS = frozenset(MONTHS) | {m[:3] for m in MONTHS} | frozenset(
    "monday tuesday wednesday thursday friday saturday sunday".split())


def _plain(bare: str) -> bool:
    """`bare` is a word of English or of chat, no name: an English word (each part of a hyphenated one,
    a contraction's base, a drawn-out "yesss"), a month or a weekday, a chat word, or shorter than
    three letters ("ok", "kg")."""
    bare = _CONTRACTION.sub("", bare)
    if len(bare) < 3 or bare in _CHAT_WORDS or bare in _DATE_WORDS:
        return True
    parts = [p for p in re.split(r"[-'\u2019]", bare) if p]
    if parts and all(len(p) < 3 or english.is_word(p) for p in parts):
        return True
    if any(bare.startswith(p) and english.is_word(bare[len(p):]) for p in _PREFIXES if len(bare) - len(p) >= 4):
        return True  # "hypermobile", "overtrained", "unbraced": a prefix on an English word
    squeezed = _DRAWN_OUT.sub(r"\1", bare)
    return squeezed != bare and (english.is_word(squeezed) or english.is_word(_DRAWN_OUT.sub(r"\1\1", bare)))


def _words_of_names(text: str) -> list[tuple[str, bool]]:
    """Each word of `text` that could be a name (`_plain` is false), with whether it is capitalised away
    from the start of a sentence; and each capitalised English word inside a sentence ("shoes from
    Freed"), marked so."""
    out = []
    for m in _WORD.finditer(text):
        word = m.group(0)
        bare = _bare(word)
        capitalised = word[:1].isupper() and not _SENTENCE_START.search(text[:m.start()])
        if _plain(bare) and not (capitalised and len(_CONTRACTION.sub("", bare)) >= 3 and bare not in _DATE_WORDS):
            continue
        out.append((bare, capitalised))
    return out


def _a_thing_the_table_names(word: str) -> bool:
    """The kinds table names `word` (a condition, a drug, a body part, a food): no person's name."""
    stems = tokens(word)
    return bool(stems) and bool(kinds.entries_of((stems[0],)))


def holds_attribute(asked: str, text: str, known: Callable[[str], bool] = lambda w: False,
                    said: frozenset[str] = frozenset()) -> bool:
    """`text` holds something of the type `asked` (`asked_attribute`): for a name or a brand, a word
    that could be a name (`_words_of_names`: no English word, or a capitalised word inside a sentence)
    that is no name the caller knows (`known`: the client's, the senders') and, for a person's name or
    a brand, nothing the kinds table names ("subluxation", "whey"; a thing's name — "the tablets,
    name and dose" — may be the table's drug); for a grade, a grade written ("grade 2", "gr II").
    A word the question itself says (`said`) names the thing, not its attribute. Lenient: a slang
    word or a typo counts as a name, so a refusal never rests on a name the test missed."""
    if asked == "grade":
        return bool(_GRADE.search(text))
    if asked not in ("person", "name", "brand"):
        return True
    for bare, _capitalised in _words_of_names(text):
        if known(bare) or _person(bare) or bare in said or ("-" in bare and all(
                p in said or len(p) < 4 or english.is_word(p) for p in bare.split("-") if p)):
            # The client's or a sender's name, the role itself ("osteo", "physio"), or the thing the
            # question names (`said`: "stoma" of "her stoma nurse", "pre-pointe" of "pointe shoe brand").
            continue
        if asked in ("person", "brand") and _a_thing_the_table_names(bare):
            continue
        return True
    return False


def said_words(question: str) -> frozenset[str]:
    """The question's words, lowercased, a possessive "'s" dropped: the thing asked about."""
    return frozenset(_bare(w) for w in _WORD.findall(question))


def asks_retest(question: str) -> bool:
    """The question asks for a retest ("her grip, latest retest?", "pull ups now, retested?")."""
    return bool(_RETEST.search(question))


# Words of a retest question that name no measured thing: when, which one, which side.
_NOT_MEASURED = frozenset("latest now new newest recent most last current first second left right one".split())


def retest_topic(question: str, stop: Callable[[str], bool]) -> list[str]:
    """The stems of the question's words that name what was measured: every keyword but the retest's
    own, words of when or which side (`_NOT_MEASURED`), and those `stop` drops (the client's name)."""
    text = _RETEST.sub(" ", question)
    return [s for w in _WORD.findall(text) if _bare(w) not in _NOT_MEASURED and not stop(_bare(w))
            for s in tokens(_bare(w))]


_MEASURED_NEAR = 40


def measures(text: str, topic: list[str]) -> bool:
    """`text` says a topic word with a figure within `_MEASURED_NEAR` characters after or before it
    ("pull-ups 9", "grip 44 kg", "9 strict pull-ups")."""
    lowered = text.lower()
    for m in _WORD.finditer(lowered):
        stems = tokens(m.group(0))
        if not stems or stems[0] not in topic:
            continue
        window = lowered[max(0, m.start() - _MEASURED_NEAR): m.end() + _MEASURED_NEAR]
        if _DIGIT.search(window):
            return True
    return False
