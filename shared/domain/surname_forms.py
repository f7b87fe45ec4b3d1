"""A client named in a question by a surname the roster does not register: a married or maiden name the
profile gives ("registered here under her maiden name Rushworth", "née Brown": shared/domain/names.py
`other_surnames`), or a title with the surname's initial ("mrs a").

A title before that surname gives way to the client's first name, the surname kept ("mrs ainscough's weight
in march" -> "Clodagh ainscough's weight in march": the first name names the client to every later reading of
names, and the surname, as the records write it, is left for the ranking: written as the first name alone, a
note that says "Clodagh Ainscough (was Rushworth …)" lost its place to the client's other June records). A
title with an initial gives way to the first name ("how's mrs a doing" -> "how's Clodagh doing"). Read as no
one, the surname was a topic word no record of the period says, and "mrs a" asked which client (h-fail57:
blind46's bride).

Only after a title: a surname written alone stays a word of the question ("whose married name is ainscough",
"when did rushworth become ainscough" ask about the names themselves), and so does a name asked whose it is
("who's mrs a").
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from shared.domain import names as person_names

# A title before a surname: "mrs pettigrew", "Mr. Okafor", "dr patel".
TITLES = frozenset("mr mrs ms mx miss dr".split())
# A title with one letter for the surname ("mrs a", "Mr. T's"): only the titles a person is addressed by
# ("ms" is also multiple sclerosis, "dr" a doctor the client sees), and not "miss": "did she miss a session"
# is the verb and the article, far more often asked than a "Miss A".
_INITIALLED = re.compile(r"\b(mrs|mr)\.?\s+([a-z])(['\u2019]s)?(?![\w'\u2019])", re.IGNORECASE)
# "who's mrs a", "who is Mrs Ainscough": the question asks whose the name is, and the name stays as typed.
_ASKS_WHO = re.compile(r"\bwho(?:['\u2019]?s|\s+is|\s+was)\s*$", re.IGNORECASE)
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W\d_]+)?", re.UNICODE)


def as_registered(question: str, people: Sequence[tuple[str, Iterable[str]]]) -> str:
    """`question` with the title before each other surname of one person written as that person's first
    name, and each title with the initial of one person's surname written as that person's first name. `people`: each
    person's display name and the other surnames their profile gives."""
    people = [(name, tuple(others)) for name, others in people]
    out = _with_other_surnames(question, people)
    return _with_initials(out, people)


def _with_other_surnames(question: str, people: list[tuple[str, tuple[str, ...]]]) -> str:
    taken = {k for name, _ in people for k in person_names.all_keys(name)}
    owners: dict[str, list[str]] = {}
    for name, others in people:
        for other in others:
            key = person_names.fold(other)
            if len(key) >= 2 and key not in taken and name not in owners.get(key, []):
                owners.setdefault(key, []).append(name)
    keys = {k for k, names in owners.items() if len(names) == 1}
    if not keys:
        return question
    out = question
    for start, end, key in reversed(person_names.spans(question, keys)):
        before = list(_WORD.finditer(question[:start]))
        if not before or person_names.fold(before[-1].group(0).rstrip(".")) not in TITLES:
            continue  # "whose married name is ainscough", "clodagh ainscough": the name itself, or the first name said
        title = before[-1]
        if _ASKS_WHO.search(question[:title.start()]):
            continue  # "who's mrs ainscough": the name is what is asked about
        # The title gives way to the first name; the surname stays, as the records write it ("Mrs Ainscough
        # now", the coach's "Clodagh Ainscough (was Rushworth …)"), for the ranking to read.
        out = out[:title.start()] + owners[key][0].split()[0] + " " + out[start:]
    return out


def _with_initials(question: str, people: list[tuple[str, tuple[str, ...]]]) -> str:
    """"mrs a" -> the first name of the one person any of whose surnames (registered or other) begins with
    that letter; no one when two people's do."""
    def initials(name: str, others: tuple[str, ...]) -> set[str]:
        parts = person_names.parts(name)
        surnames = ([parts[-1]] if len(parts) >= 2 else []) + [person_names.fold(o) for o in others]
        return {s[0] for s in surnames if s}

    owners: dict[str, list[str]] = {}
    for name, others in people:
        for letter in initials(name, others):
            owners.setdefault(letter, []).append(name)
    out = question
    for m in reversed(list(_INITIALLED.finditer(question))):
        names = owners.get(m.group(2).lower(), [])
        if len(names) != 1 or _ASKS_WHO.search(question[:m.start()]):
            continue
        first = names[0].split()[0]
        out = out[:m.start()] + first + ("'s" if m.group(3) else "") + out[m.end():]
    return out
