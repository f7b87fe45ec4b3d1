"""Another client's thing, asked of the client named: "mac's labral tear", "mac's 40m sprint".

The client named has a tear (of the calf) and a 30 m sprint; another client of the same trainer has
the labral tear and the 40m sprint. The word that tells the thing apart ("labral", "40m") is one no
record of the named client says, the rest ("tear", "sprint") is said, and the model, reading a question
whose meaning rests mostly on the word it finds, answered from the client's calf tear. The trainer's
history says the pair as one thing ("small labral tear", "40m sprint 5.32") — of another client: the
question asks about that thing, and the client named never had it.

And the client's own thing on the other side: "frank's right knee replacement", where every record naming
his knee replacement puts it on the left ("Left knee replacement 2015"); his right knee came up too
(arthritis), so the side rule that reads the part alone (word_evidence.other_side) let it through.

So with a thing the kinds table names by a phrase ("saff's stress fracture"): her records say "stress"
(a check-in's stress score) and "fracture" ("x-ray fine, no fracture") apart, never the thing; another
client's say "stress fracture". Each word is said, so no word is missing and the model answered.

And a part of the body asked alone ("graham's foot") that the client's records name only as a sign to
watch for ("See the GP if your foot goes numb or weak"): the part is said, so no word is missing, and the
model answered with the advice. A part named only under "if" never was the client's trouble (another
client's foot was).

This module reads the question and the records handed to it; the lookups are
shared/usecases/others_things.py's.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Mapping, Sequence

from shared.domain import answerability, english, kinds, sides
from shared.domain.query_dates import MONTHS
from shared.ports.keywords import tokens


def telling_pairs(query: str, unsaid: Iterable[str]) -> list[tuple[str, str]]:
    """The question's (qualifier, thing) pairs, adjacent as typed, whose qualifier is a word the client's
    records never say (`unsaid`: the decision's missing words) and whose thing they do say: "labral tear"
    with "labral" unsaid. The qualifier only where it is no common English word ("labral", "40m", "acl"):
    "new", "first", "big" say which of the client's own things, not another thing."""
    missing = {s for word in unsaid for s in tokens(word)}
    words = [w for w in re.findall(r"[^\W_][\w'\u2019]*", answerability.decision_words(query).lower())]
    pairs = []
    for first, second in zip(words, words[1:]):
        mod, head = tokens(first), tokens(second)
        if len(mod) != 1 or len(head) != 1 or mod[0] not in missing or head[0] in missing:
            continue
        if english.is_word(first) and not any(ch.isdigit() for ch in first):
            continue
        pairs.append((first, second))
    return pairs


def says_pair(pair: tuple[str, str], metadata: Mapping[str, Any]) -> bool:
    """The record says the pair as one thing: the qualifier's word right before the thing's ("a small
    labral tear", "40m sprint 5.32")."""
    mod, head = tokens(pair[0]), tokens(pair[1])
    said = tokens(str(metadata.get("text") or ""))
    return any(said[i] == mod[0] and said[i + 1] == head[0] for i in range(len(said) - 1))


# Words between the two of a pair said together in one clause ("display at the highland ball": 3).
PAIR_GAP = 3


def says_pair_together(pair: tuple[str, str], metadata: Mapping[str, Any]) -> bool:
    """The record says the pair's two words in one clause, in either order, at most `PAIR_GAP` words apart
    ("adult class display at the highland ball" says "ball display"): a thing named both ways round. Read
    only for a pair neither of whose words the client's records say (others_whole_thing), where two words
    close together in another client's record are that client's thing, however ordered."""
    first, second = tokens(pair[0]), tokens(pair[1])
    if len(first) != 1 or len(second) != 1:
        return False
    for clause in re.split(r"[.;!?,:\n]", str(metadata.get("text") or "")):
        said = tokens(clause)
        at = [i for i, w in enumerate(said) if w == first[0]]
        if any(abs(i - j) - 1 <= PAIR_GAP for i in at for j, w in enumerate(said) if w == second[0] and j != i):
            return True
    return False


def asked_phrases(query: str) -> list[tuple[str, frozenset[tuple[str, int]]]]:
    """The things the question names by one of the kinds table's phrases ("stress fracture"), each as
    typed with the members it names."""
    typed = re.findall(r"[^\W_][\w'\u2019]*", answerability.decision_words(query).lower())
    stems: list[str] = []
    origin: list[int] = []
    for n, word in enumerate(typed):
        own = tokens(word)
        stems.extend(own)
        origin.extend([n] * len(own))
    out = []
    for start, end, entries in kinds.spans(tuple(stems)):
        members = frozenset((e.family, e.member) for e in entries if e.member is not None)
        if end - start > 1 and members:
            out.append((" ".join(typed[origin[start]: origin[end - 1] + 1]), members))
    return out


def names_member(members: frozenset[tuple[str, int]], metadata: Mapping[str, Any]) -> bool:
    """The record names one of `members` by any of its names (a phrase's words as the kinds table reads
    them in a text: shared/domain/kinds.py)."""
    stems = tuple(tokens(str(metadata.get("text") or "")))
    return any((e.family, e.member) in members for _, _, entries in kinds.spans(stems, kinds.PHRASE_GAP) for e in entries)


# A record's clauses: a profile's list ("left knee replacement (2015), right knee osteoarthritis") gives
# each thing its own side.
_CLAUSE = re.compile(r"[.,;:!?\n]+")


def on_the_other_side(query: str, candidates: Sequence[Any]) -> str:
    """The side, part and thing the question asks ("right knee replacement": a thing the kinds table names
    by a phrase holding the part) when every clause of the candidates naming the thing puts the part on the
    other side ("Left knee replacement 2015"); "" otherwise, and when any clause names it without a side."""
    asked = [(side, part, written) for side, part, written in sides.sided_parts(query) if len(side) == 1]
    for side, part, written in asked:
        for phrase, members in asked_phrases(query):
            if not set(tokens(written)) & set(tokens(phrase)):
                continue  # the thing holds no word of the part ("right leg sciatica")
            on: set[str] = set()
            for c in candidates:
                for clause in _CLAUSE.split(str(c.metadata.get("text") or "")):
                    if not names_member(members, {"text": clause}):
                        continue
                    found = [s_ for s_, p, _ in sides.sided_parts(clause) if p & part]
                    if not found:
                        return ""  # named with no side: it may be the one asked
                    on.update(*found)
            if on and not side & on:
                return f"{next(iter(side))} {phrase}"
    return ""


def asked_part(query: str) -> str:
    """The part of the body a question asks about alone ("graham's foot", "his knee"), as typed: its one
    topic word of the kinds table's body families, beside at most one other (the client's name); "" for
    any other question ("graham's foot pain", "foot and ankle")."""
    words = answerability.topic_words(answerability.decision_words(query))
    parts = [w for w in words if any(e.family in sides.BODY_FAMILIES and e.member is not None for e in kinds.entries(w))]
    return parts[0] if len(parts) == 1 and len(words) <= 2 else ""


# A clause that names a thing only as what may happen: "see the GP if your foot goes numb", "in case the
# knee swells", "unless the back flares".
_CONDITION = re.compile(r"\b(?:if|unless|in\s+case|should)\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.;!?\n]+")


def named_only_if(part: str, texts: Iterable[str]) -> bool:
    """Do `texts` name `part` (by the decision's test, `answerability.holds`) and only in clauses that
    name it after a word of condition (`_CONDITION`: "if your foot goes numb")? False when none names it."""
    named = False
    for text in texts:
        for clause in _CLAUSE_END.split(text):
            if not answerability.holds(part, {"text": clause}, part):
                continue
            named = True
            stems = set(tokens(part))
            words = re.findall(r"[^\W_][\w'\u2019]*", clause)
            at = next((i for i, w in enumerate(words) if set(tokens(w)) & stems), None)
            before = " ".join(words[:at] if at is not None else words)
            if not _CONDITION.search(before):
                return False
    return named


def unsaid_pairs(query: str, unsaid: Sequence[str]) -> list[tuple[str, str]]:
    """The question's adjacent word pairs, as typed, both of whose words (one stem each) the client's
    records never say (`unsaid`: the decision's missing words): "tasha's carpal tunnel" where her records
    say neither word. telling_pairs reads a pair whose qualifier alone is unsaid ("labral tear": the client's
    records say "tear"); a pair of which they say neither word is no telling pair there, and the model,
    reading relevance off the client's nearest records ("ultrasound on the left wrist: de quervain's"),
    answered (h-asked32)."""
    missing = {s for word in unsaid for s in tokens(word)}
    words = re.findall(r"[^\W_][\w'\u2019]*", answerability.decision_words(query).lower())
    pairs = []
    for first, second in zip(words, words[1:]):
        mod, head = tokens(first), tokens(second)
        if len(mod) == 1 and len(head) == 1 and mod[0] in missing and head[0] in missing:
            pairs.append((first, second))
    return pairs


# Words of time: a pair holding one names a period or a stretch ("bank holiday", "six weeks", "new year",
# "end september"), which the period readings read, not a thing someone has.
_TIME_WORDS = frozenset("""day days week weeks weekend weekends month months year years night nights morning mornings
    evening afternoon today tonight yesterday holiday holidays hol hols season term since until end start
    monday tuesday wednesday thursday friday saturday sunday christmas xmas easter""".split()) | frozenset(MONTHS)


def thing_pair(query: str) -> tuple[str, str] | None:
    """The question's one thing when it is two words and nothing else, as the decision reads it (the client's
    name and the frame left out): "pauline's new knee" -> ("new", "knee"), "wayne's face guard" -> ("face",
    "guard"); None for any other question, and for a pair of a time (`_TIME_WORDS`: "six weeks", "new year") or
    of a letter ("c&j"). Such a question asks about the thing as a whole: the client's records may say each
    word apart ("new" shoes, stiff "knees") and never the thing."""
    words = re.findall(r"[^\W_][\w'\u2019]*", answerability.decision_words(query).lower())
    if len(words) != 2 or any(len(tokens(w)) != 1 or len(w) < 2 or w in _TIME_WORDS for w in words):
        return None
    # The question is the thing, a determiner at most before it: a question's frame ("who let me know": a verb
    # and its object, no thing) asks something else of it.
    typed = [w for w in re.findall(r"[^\W_][\w'\u2019-]*", query.lower()) if w not in _DETERMINERS]
    if len(typed) != 2:
        return None
    return words[0], words[1]


_DETERMINERS = frozenset("the a an her his their my your our its".split())


def names_pair_thing(pair: tuple[str, str], metadata: Mapping[str, Any]) -> bool:
    """The record names what the kinds table calls the pair as one phrase, by any of its names or a kind of it
    (kinds.means: "on warfarin now" for "blood thinner"); False where the table knows no phrase of the pair (a
    word of it alone, "knee" of "new knee", is not the thing)."""
    stems = tuple(s for word in pair for s in tokens(word))
    phrase = [e for start, end, entries in kinds.spans(stems) if end - start > 1 for e in entries]
    return bool(phrase) and kinds.means(phrase, kinds.entries(str(metadata.get("text") or ""), kinds.PHRASE_GAP))
