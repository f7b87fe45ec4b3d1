"""A person of a trade or of the client's work asked as the one who said something — "what did stu's doctor
say about his cholesterol", "what did trystan's boss say about the shoulder" — whom the client's history never
names (h-false59).

The rest of such a question came up (the cholesterol is in the lab panels, the shoulder in the messages), so
its best candidates are relevant and the model answered with them; but a doctor or a boss the records never
name said nothing in them. The relative asked so ("what did rajs wife say") is the `relative` check's
(word_evidence.unsaid_relative, which reads the kinds table's family of relatives); this reads the person of a
trade or of work in the same place of the question, which that table does not name as one family. Read only in
that place — the one whose words are asked, after a possessive ("stu's", "her"), before a verb of saying — and
only when the history in scope says the word in no form the decision's test knows (`unsaid`: the words no
record of the client says, spelling, stemming and the table's names of the same thing read). A doctor the
records call "GP" or "il dottore" keeps the question (blind43-081 "what did graziella's gp say": "See the GP"
is said); "what did the physio say" (no possessive) is a follow-up's and not read.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from shared.domain import asked_attributes
from shared.domain.bound_slots import text_of

# People of work whom a client may quote and a question ask by their place in the client's life: the trades of
# asked_attributes (`trades_named`: physio, GP, consultant, a specialist by their title's ending) and the
# client's work ("boss", "manager").
_WORK = frozenset("doc boss manager gaffer supervisor foreman employer headteacher dentist vet optician".split())
# "<owner>'s|his|her|their|my [one word] <role> [one word] say|think|tell …": "what did stu's doctor say",
# "what does her new physio think", "did roddy's doctor ever say".
# The search takes the client's name off before the decision reads the question ("what did stu's doctor say" is
# decided as "what did doctor say"), so a role right after the question's verb, with no article, is read as the
# owner's too; "what did the physio say" keeps its article and is not read.
_ROLE_SAID = re.compile(
    r"(?:\b[^\W\d_]+['\u2019]s\s+(?:[^\W\d_]+\s+)?|\b(?:his|her|their|my)\s+(?:[^\W\d_]+\s+)?"
    r"|^\W*(?:what|how)\s+(?:did|does|do|has|had)\s+)(?P<role>[^\W\d_]+)"
    r"\s+(?:[^\W\d_]+\s+)?(?:say|said|says|saying|think|thinks|thought|reckon|reckons|reckoned|tell|tells|told)\b",
    re.IGNORECASE)


def asked_role(question: str) -> str:
    """The word of a trade or of work (`_WORK`, asked_attributes.trades_named) asked in `question` as the one
    who said something, lowercased ("doctor" of "what did stu's doctor say about his cholesterol"); "" when it
    asks none."""
    for match in _ROLE_SAID.finditer(question):
        role = match.group("role").lower()
        if role in _WORK or asked_attributes.trades_named(role):
            return role
    return ""


# A doctor by any of the names a client gives one: "GP says a strain" tells what the doctor said.
_DOCTORS = frozenset("doctor doctors doc dr gp dottore".split())
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def unsaid_role(question: str, unsaid: Sequence[str], candidates: Sequence[Any] = ()) -> str:
    """The role `question` asks as the one who said something (`asked_role`) when the history in scope never
    says it (`unsaid`: the question's words no record says, as the decision reads them) and, for a doctor, no
    candidate calls one by another of a doctor's names (`_DOCTORS`); "" otherwise."""
    role = asked_role(question)
    if not role or role not in {w.lower() for w in unsaid}:
        return ""
    if role in _DOCTORS and any(w.lower() in _DOCTORS for c in candidates for w in _WORD.findall(text_of(c))):
        return ""
    return role
