"""A first name that is also a common word ("Will", "May", "Guy"): the name or the word, by its place.

Trainers type lowercase: "how's will", "will in the first week of jan", "what did will get an A in".
Read only when capitalised, "will" was never Will in those, and the chat answered "Which client and
which topic do you mean?". Read always, "when will he be back" and "will she race" would be about
Will. The question's shape tells them apart, as a reader does:

- the possessive is the name ("will's knee": the modal takes no "'s");
- after a word that asks about or points at a person — an auxiliary or a copula ("how's will",
  "did will get", "is will back"), a preposition ("any allergies for will") or a verb of telling
  and giving ("what did i tell will") — it is the name: the modal never follows those;
- at the start of the question it is the name unless a subject follows it ("will he race", "will
  the knee hold", "will jade compete": the modal opens a question with its subject) or a verb the
  modal takes ("will be back monday");
- anywhere else (after a subject or a question word: "when will he", "she will be fine", "who will
  coach") it is the word.

A capitalised word inside a sentence is the name, as before ("what did Will say"); at the start of a
sentence the capital says nothing and the shape decides ("Will he be ok?"). A month ("May") stands
where a name stands ("anything from may"), so a month-name still needs its capital.

A small table of function words, as shared/domain/particles.py's: coarse, on the question's words
alone, instant and predictable.
"""

from __future__ import annotations

import re
from typing import Iterable

from shared.domain import names as person_names
from shared.domain.query_dates import MONTHS

_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*", re.UNICODE)
# Where a sentence or clause starts: the text's start, after ". ! ? : ; ," or a dash or bracket.
_SENTENCE_START = re.compile(r"(?:^|[.!?:;,\n(]|\s[-\u2013\u2014])\s*$")

# Before the name: words after which the modal cannot stand but a person can.
# Auxiliaries and copulas asking about someone ("is will ok", "did will go", "how's will").
AUXILIARIES = frozenset(
    "is isnt was wasnt are arent were werent did didnt does doesnt do dont has hasnt have havent had hadnt "
    "hows whats wheres whos whens".split()  # folded: "how's" reads "hows", "isn't" "isnt"
)
# Prepositions ("for will", "about will", "with will").
PREPOSITIONS = frozenset(
    "about for with from to of on at by since after before during like without between re "
    "regarding concerning".split()
)
# Verbs of telling, giving and seeing someone ("tell will", "give will", "saw will").
PERSON_VERBS = frozenset(
    "tell told tells ask asked asks give gave gives given message messaged text texted send sent show showed "
    "see saw seen meet met call called ring rang email emailed coach coached train trained remind reminded "
    "help helped book booked".split()
)
# After the word at a question's start, the modal: its subject, or a verb it commonly takes.
SUBJECTS = frozenset(
    """i you he she it we they there this that these those the a an my your his her our their its
    some any every each all no both either neither anyone anybody someone somebody everyone everybody nobody
    people clients client one""".split()
)
MODAL_VERBS = frozenset("be have need get go".split())
# After the word anywhere, the name: a verb form the modal never takes ("when will got glandular fever",
# "will said", "will's" aside). Common finite forms only; a base form ("will get") says nothing.
FINITE = frozenset(
    "is isnt was wasnt has hasnt had did didnt does doesnt got gets said says went goes came comes told "
    "tells wrote writes sent sends messaged texted felt feels hurts looked looks seemed seems".split()  # not "hurt": both
)
_NOT = frozenset(("not", "nt"))


def stands_as_name(text: str, start: int, end: int, key: str, other_names: Iterable[str] = ()) -> bool:
    """`text[start:end]` writes `key`, a first name (folded, as shared/domain/names.py's `spans` finds
    it) that is also a common word: is it the name there? `other_names`: the roster's other first
    names (folded), a subject when one follows the word at a question's start ("will jade race")."""
    written = text[start:end]
    if key in MONTHS:
        # "anything from may": a month's place is a name's ("from", "in", alone), so a month that is a
        # first name keeps needing its capital (the period is read out before the client, intent.clients_named).
        return written[:1].isupper()
    if person_names.fold(written) == key + "s":
        return True  # "will's", "wills": the possessive
    after = _WORD.findall(text[end:])
    if after and person_names.fold(after[0]) in FINITE:
        return True  # "when will got ill": the modal takes no "got"
    opening = bool(_SENTENCE_START.search(text[:start]))
    if written[:1].isupper() and not opening:
        return True  # "what did Will say": a capital inside a sentence
    before = _WORD.findall(text[:start])
    if not opening and before:
        previous = before[-1].lower()
        return (person_names.fold(previous) in AUXILIARIES | PREPOSITIONS | PERSON_VERBS
                or previous.endswith(("'s", "\u2019s")))  # "how's will", "what year's will in"
    if not after:
        return True  # "will?", "will in june" once its period is read out
    following = after[0].lower()
    if following in ("won't", "wont", "can't") or person_names.fold(following) in _NOT:
        return False
    following = person_names.fold(following)
    return not (following in SUBJECTS or following in MODAL_VERBS or following in set(other_names))
