"""Who a "what did <someone> say" question asks about constrains which records may answer it.

"what did sian say about pen y fan", "did samira say anything abt his diet": the answer is what that
person said — a message they wrote on the client's phone ("Hi, Sian here,
Bryn's wife…"), their lines in a recorded session ("Sian: …"), a record quoting them ("sian says
hi") — and the thing must be in those. Ranked by the question's words, the client's own records
about the thing answered it ("PEN Y FAN WITH NIA DONE"). (A question with nothing asked about, "what
did nia say", is read but not refused here: shared/usecases/speaker_records.py.)

This module reads the question and the records handed to it; the lookups are
shared/usecases/speaker_records.py's. Not here: a client of the roster asked in the third person
("what did greg say about the ceo": their own records are the history the ranking reads), a role
("the physio", "his mum", "mum" once the client's name is taken out of "what did <client>'s mum say":
quoted in too many ways to tell a record of theirs), the trainer's own words ("what did i tell bryn
about the kaftrio headache": tried, the trainer's turns to the client that say or answer the thing;
dropped, docs/ANSWERS.md "h-said25"), and a question that goes on past its thing ("what did raj say
happened to…").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from shared.domain import answerability, english, kinds
from shared.ports.keywords import tokens

_SAY = r"(?:say|said|text|texted|write|wrote|message|messaged|tell|told|send|sent)"
_ABOUT = r"(?:about|abt|re|regarding)"
# "what did sian say about pen y fan", "did samira say anything abt tariqs diet", "what did lowenna tell
# me", "did morag mention the worlds": the person in the subject slot, written as a name (no "his", no
# "the": a role), then only what they are asked to have said it about.
_THIRD = re.compile(
    rf"^\W*(?:so\s+)?(?:what\s+(?:did|has)|did|has)\s+(?P<who>[^\W\d_][\w-]*)\s+(?:"
    rf"{_SAY}(?:\s+(?:me|you|us))?(?:\s+(?:anything|something))?(?:\s+{_ABOUT}(?:\s+(?P<thing>.+?))?)?"
    rf"|mention(?:ed)?\s+(?P<mentioned>.+?))\W*$",
    re.IGNORECASE)
_NOBODY = frozenset(
    "i me my we us you your he she they it him her them his their its this that anyone anybody someone somebody "
    "everyone everybody the a an".split())


@dataclass(frozen=True)
class Asked:
    """What the question asks: `who` the person, by the name asked; `thing` what it is about ("" for
    anything)."""

    who: str
    thing: str


def asked(question: str, is_client: Callable[[str], bool]) -> Asked | None:
    """The person and thing `question` asks (module doc); None when it asks no one in particular ("i",
    a pronoun), or a role, or one of the trainer's clients (`is_client`)."""
    match = _THIRD.match(question)
    if not match:
        return None
    who = re.sub(r"['\u2019]s$", "", match.group("who").lower())
    if who in _NOBODY or not tokens(who) or is_client(who) or not _a_name(who):
        return None
    return Asked(who, match.group("thing") or match.group("mentioned") or "")


def _a_name(word: str) -> bool:
    """`word` reads as a person's name, not a role: a common name ("tracy", "will"), or no English word
    ("sian", "morag"); never a word of the kinds table's families ("mum", "physio": "what did mum say"
    is "what did <client>'s mum say" with the client's name taken out)."""
    return (english.is_name(word) or not english.is_word(word)) and not kinds.entries(word)


def _named(who: str) -> str:
    return rf"\b{re.escape(who)}\b"


def names_person(who: str, metadata: Mapping[str, Any]) -> bool:
    """The record's text or sender names `who` (a whole word, any case)."""
    text = f"{metadata.get('senderName') or ''} {metadata.get('text') or ''}"
    return re.search(_named(who), text, re.IGNORECASE) is not None


def sent_by(who: str, metadata: Mapping[str, Any]) -> bool:
    """`who` is one of the words of the sender name of a message (a recorded session's "sender" is the
    list of everyone who spoke in it: their lines are read by `own_words`)."""
    return metadata.get("sourceType") == "message" and who in re.findall(r"[^\W\d_]+", str(metadata.get("senderName") or "").lower())


# "Sian here", "Tracy again", "it's Chloe", "its maisie", "this is Kirsty": a writer saying who they are,
# near the start of a message sent from someone else's phone (after a greeting, an apology).
_INTRO_REACH = 80
# "morag says hi", "lorraine reckons he's fine": the record quotes the person from there on.
_QUOTE_VERBS = (r"says|said|reckons|reckoned|thinks|thought|told|tells|wants|wanted|asked|asks|mentioned|texted|"
                r"messaged|rang|called|is\s+saying|was\s+saying|goes|went\s+on")


def own_words(who: str, metadata: Mapping[str, Any]) -> str:
    """The part of a record that is `who`'s own words: all of a message they introduce themselves in,
    their lines of a recorded session, what follows a quote of them; "" when none."""
    text = str(metadata.get("text") or "")
    named = _named(who)
    intro = re.search(rf"(?:\b(?:it['\u2019]?s|it\s+is|this\s+is|i['\u2019]?m|im)\s+{named}|{named}\s+(?:here|again|speaking)\b)",
                      text, re.IGNORECASE)
    if intro and intro.start() <= _INTRO_REACH:
        return text
    lines = [m.group(1) for m in re.finditer(rf"^\s*{named}\s*:\s*(.*)$", text, re.IGNORECASE | re.MULTILINE)]
    if lines:
        return "\n".join(lines)
    quote = re.search(rf"{named}\s+(?:{_QUOTE_VERBS})\b", text, re.IGNORECASE)
    return text[quote.start():] if quote else ""


def first_said(thing: str, said: Callable[[str], bool], is_client: Callable[[str], bool]) -> str:
    """The first word of `thing` that names no client and that the history says (`said`), as the
    trainer typed it; "" when none: a word no record says is the decision's to read as missing (its
    meaning may be said in other words), and what follows the first one qualifies it."""
    for word in answerability.topic_words(thing.lower()):
        if word[0].isalpha() and not is_client(re.sub(r"['\u2019]s$", "", word)) and said(word):
            return word
    return ""


def holds(word: str, text: str, thing: str) -> bool:
    """`text` says `word` (of `thing`) by the decision's one test (answerability.holds)."""
    return bool(text) and answerability.holds(word, {"text": text}, thing)
