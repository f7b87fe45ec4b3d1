"""A client named in a question by a surname the roster does not register: a married or maiden name the
profile gives ("registered here under her maiden name Rushworth", "née Brown": shared/domain/names.py
`other_surnames`), or a title with the surname's initial ("mrs a").

The question is written with the client's first name in their place, as `intent.with_given_names` writes a
name the client goes by: "mrs ainscough's weight in march" -> "Clodagh's weight in march", "how's mrs a
doing" -> "how's Clodagh doing". Every later reading of names (the client a question is about, the name
taken out of the query, the answerability check's known names) then sees a name the roster holds; read as
no one, the surname was a topic word no record of the period says, or the question asked which client
(h-fail57: blind46's bride, "mrs ainscough's weight in march", "who's mrs a").

Only after a title or the client's own first name: a surname written alone stays a word of the question
("whose married name is ainscough", "when did rushworth become ainscough" ask about the names themselves).
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from shared.domain import names as person_names

# A title before a surname: "mrs pettigrew", "Mr. Okafor", "dr patel".
TITLES = frozenset("mr mrs ms mx miss dr".split())
# A title with one letter for the surname ("mrs a", "Mr. T's"): only the titles a person is addressed by
# ("ms" is also multiple sclerosis, "dr" a doctor the client sees).
_INITIALLED = re.compile(r"\b(mrs|mr|miss)\.?\s+([a-z])(['\u2019]s)?(?![\w'\u2019])", re.IGNORECASE)
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W\d_]+)?", re.UNICODE)


def as_registered(question: str, people: Sequence[tuple[str, Iterable[str]]]) -> str:
    """`question` with each other surname of one person (after a title or that person's first name) and
    each title with the initial of one person's surname written as that person's first name. `people`: each
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
        name = owners[key][0]
        before = list(_WORD.finditer(question[:start]))
        if not before:
            continue
        word = before[-1]
        said = person_names.fold(word.group(0).rstrip("."))
        if said not in TITLES and said != person_names.first_name(name):
            continue  # "whose married name is ainscough": the name itself is asked about
        possessive = person_names.fold(question[start:end]) != key
        first = name.split()[0]
        out = out[:word.start()] + (first + "'s" if possessive else first) + out[end:]
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
        if len(names) != 1:
            continue
        first = names[0].split()[0]
        out = out[:m.start()] + first + ("'s" if m.group(3) else "") + out[m.end():]
    return out
