"""Who a "what did <someone> say" question asks about constrains which records may answer it.

"what did sian say about pen y fan", "did samira say anything abt his diet": the answer is what that
person said — a message they wrote on the client's phone ("Hi, Sian here,
Bryn's wife…"), their lines in a recorded session ("Sian: …"), a record quoting them ("sian says
hi") — and the thing must be in those. Ranked by the question's words, the client's own records
about the thing answered it ("PEN Y FAN WITH NIA DONE"). (A question with nothing asked about, "what
did nia say", is read but not refused here: shared/usecases/speaker_records.py.)

This module reads the question; the person's words in the records are read by
shared/domain/person_words.py, and the lookups are shared/usecases/speaker_records.py's. Not here: a client of the roster asked in the third person
("what did greg say about the ceo": their own records are the history the ranking reads), a role
("the physio", "his mum", "mum" once the client's name is taken out of "what did <client>'s mum say":
quoted in too many ways to tell a record of theirs), and a question that goes on past its thing
("what did raj say happened to…").

The trainer's own words to a client are asked too ("what did i tell bryn about the kaftrio headache",
`told`): the answer is what the trainer said to them, read by shared/usecases/speaker_records.py. So are
their first words to someone ("what did i tell dawn at the start", "what did i promise josh at the start":
`told_first`), and a person's first or
last words ("what did her dad say last": `Asked.order`, `Relative.order`), and one message of theirs by
its place in time ("the second time shona texted": `place`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from shared.domain import english, kinds, person_words
from shared.ports.keywords import tokens

_SAY = r"(?:say|said|text|texted|write|wrote|message|messaged|tell|told|send|sent)"
# The verbs of _SAY that ask for a message the person sent ("what did ken text me"), not anything they said:
# a quote of them in another's message ("his brother Ken says he'll walk him") is no text of theirs.
# "write" and "wrote" are left out: a person's letter or note is quoted in another's words ("the surgeon wrote").
_SENDING = frozenset("text texted message messaged send sent".split())
_ABOUT = r"(?:about|abt|re|regarding)"
# "what did her dad say last", "what did gerry say first": which of their words, by time (`order`); closed
# English of first and last.
_ORDER = r"(?:\s+(?P<order>first|last|latest|most\s+recently|last\s+time|recently))?"
_LAST = frozenset({"last", "latest", "most recently", "last time", "recently"})
# "what did sian say about pen y fan", "did samira say anything abt tariqs diet", "what did lowenna tell
# me", "did morag mention the worlds": the person in the subject slot, written as a name (no "his", no
# "the": a role), then only what they are asked to have said it about.
# "what did jago say at widecombe fair": the event they are asked to have said it at is what their words
# must hold (an event, not a meeting with the trainer: `_NO_EVENT`).
_THIRD = re.compile(
    rf"^\W*(?:so\s+)?(?:what\s+(?:did|has)|did|has)\s+(?P<who>[^\W\d_][\w-]*)\s+(?:"
    rf"(?P<verb>{_SAY})(?:\s+(?:me|you|us))?(?:\s+(?:anything|something))?"
    rf"(?:\s+{_ABOUT}(?:\s+(?P<thing>.+?))?|\s+at\s+(?P<at>.+?))?{_ORDER}"
    rf"|mention(?:ed)?\s+(?P<mentioned>.+?))\W*$",
    re.IGNORECASE)
# "say at the session", "at the end": a meeting with the trainer or a time, no event of their own.
_NO_EVENT = frozenset("the a an session sessions call calls class gym appointment meeting start end time weekend "
                      "first last".split())


def says(word: str) -> bool:
    """`word` is a verb of saying these questions read ("texted", "mention"): no thing of the records."""
    return re.fullmatch(rf"{_SAY}|mention(?:ed)?", word.strip().lower()) is not None


_NOBODY = frozenset(
    "i me my we us you your he she they it him her them his their its this that anyone anybody someone somebody "
    "everyone everybody the a an".split())


@dataclass(frozen=True)
class Asked:
    """What the question asks: `who` the person, by the name asked; `thing` what it is about ("" for
    anything)."""

    who: str
    thing: str
    # "first" or "last" when the question asks their first or last words ("what did gerry say last"), the
    # place of the one message asked ("2" for "the second time gerry texted": `place`), else "".
    order: str = ""
    # A message they sent is asked ("the second time gerry texted", "what did gerry text me"), not their
    # lines in a session nor a quote of them in another's message.
    sent: bool = False


def _order(match: re.Match[str]) -> str:
    """"last" for "say last", "say most recently"; "first" for "say first"; "" for neither."""
    said = " ".join((match.group("order") or "").lower().split())
    return "last" if said in _LAST else said


# "the second time shona texted", "the 3rd time her boyfriend messaged", "the last time kirsty wrote": one
# of the person's messages by its place in time, nothing asked about. Read as "what did shona say", the
# question had no order, and the person's first message (the one they introduced themselves in) led.
# Closed English of the ordinals; "first" and "last" are `Asked.order`'s own.
_NTH_WORDS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
              "fifth": 5, "5th": 5}
_NTH = (r"^\W*(?:so\s+)?(?:what\s+(?:about|was|did\s+\S+\s+say)\s+)?(?:the\s+)?"
        r"(?P<order>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|latest|most\s+recent)\s+time\s+(?:that\s+)?")
_SENT = (r"\s+(?:has\s+|had\s+)?(?:texted|messaged|wrote|written|emailed|got\s+in\s+touch|was\s+in\s+touch|sent\s+"
         r"(?:me\s+)?(?:a\s+|an\s+)?(?:message|text|email|msg))(?:\s+(?:me|you|us|in))?\W*$")
_NTH_THIRD = re.compile(rf"{_NTH}(?P<who>[^\W\d_][\w-]*){_SENT}", re.IGNORECASE)
_NTH_RELATIVE = re.compile(rf"{_NTH}(?:(?P<of>[^\W\d_][\w'\u2019-]*)\s+)?(?P<rel>[^\W\d_]+){_SENT}", re.IGNORECASE)


def _nth_order(match: re.Match[str]) -> str:
    """The order an `_NTH_THIRD` / `_NTH_RELATIVE` match asks: "first", "last", or the place ("2")."""
    said = " ".join(match.group("order").lower().split())
    if said in _LAST or said == "most recent":
        return "last"
    place = _NTH_WORDS[said]
    return "first" if place == 1 else str(place)


def place(order: str) -> int | None:
    """The place in time of the one message `order` asks (`Asked.order` "2" -> 2), None for "", "first" and
    "last" (their words in that order answer)."""
    return int(order) if order.isdigit() else None


def asked(question: str, is_client: Callable[[str], bool]) -> Asked | None:
    """The person and thing `question` asks (module doc); None when it asks no one in particular ("i",
    a pronoun), or a role, or one of the trainer's clients (`is_client`)."""
    match = _THIRD.match(question)
    nth = None if match else _NTH_THIRD.match(question)
    if not match and not nth:
        return None
    who = re.sub(r"['\u2019]s$", "", (match or nth).group("who").lower())
    # Sending a message is what a person does: after "the second time", any word no role names is read as
    # a name ("josh" is an English word too).
    if who in _NOBODY or not tokens(who) or is_client(who) or not (_a_name(who) or (nth and not kinds.entries(who))):
        return None
    if nth:
        return Asked(who, "", _nth_order(nth), sent=True)
    return Asked(who, match.group("thing") or match.group("mentioned") or _event(match.group("at")), _order(match),
                 sent=_sending(match))


def _sending(match: re.Match[str]) -> bool:
    """The question's verb asks for a message sent ("what did ken text me", "has her mum messaged"), not
    for anything said (`_SENDING`)."""
    return (match.group("verb") or "").lower() in _SENDING


def _event(at: str | None) -> str:
    """The event after "say at" ("widecombe fair"); "" for none, or a meeting or a time (`_NO_EVENT`)."""
    return "" if not at or all(w in _NO_EVENT for w in at.lower().split()) else at


def _a_name(word: str) -> bool:
    """`word` reads as a person's name, not a role: a common name ("tracy", "will"), or no English word
    ("sian", "morag"); never a word of the kinds table's families ("mum", "physio": "what did mum say"
    is "what did <client>'s mum say" with the client's name taken out)."""
    return (english.is_name(word) or not english.is_word(word)) and not kinds.entries(word)


# "what did i tell bryn about the kaftrio headache", "what have i told gus abt the wedding", "what did i
# say to dougie re the beer": the trainer's own words to one person about a thing. The person may be
# gone (the chat takes the client's name out: "what did i tell about the beer"), or a pronoun.
_TOLD = re.compile(
    rf"^\W*(?:so\s+)?what\s+(?:did|have|had)\s+i\s+(?:tell|told|say\s+to|said\s+to)"
    rf"(?:\s+(?P<who>[^\W\d_][\w'\u2019-]*))?\s+{_ABOUT}\s+(?P<thing>.+?)\W*$",
    re.IGNORECASE)


@dataclass(frozen=True)
class Told:
    """What the trainer is asked to have told someone: `who` as asked ("" when the chat took the
    client's name out, or a pronoun), `thing` what about."""

    who: str
    thing: str


def told(question: str) -> Told | None:
    """The person and thing of "what did i tell <person> about <thing>" (`_TOLD`); None for any other
    question, and for one with no thing ("what did i tell bryn")."""
    match = _TOLD.match(question)
    if not match:
        return None
    who = re.sub(r"['\u2019]s$", "", (match.group("who") or "").lower())
    # "about goalball at the start": the thing is goalball; when is read by `told_first`.
    return Told(who, without_beginning(match.group("thing")))


# "what did i tell janet", "what have i said to jago": the trainer's own words to one person, with no thing
# asked (`told` reads one with a thing). The person as typed, a name (no pronoun, no role).
_TOLD_PERSON = re.compile(
    r"^\W*(?:so\s+)?what\s+(?:did|have|had)\s+i\s+(?:tell|told|say\s+to|said\s+to|text|texted|send|sent)"
    r"\s+(?P<who>[^\W\d_][\w-]*)\W*$",
    re.IGNORECASE)


def told_person(question: str, is_client: Callable[[str], bool]) -> str:
    """The person "what did i tell janet" asks the trainer's words to, by the name asked; "" for any other
    question, a pronoun, a role, or one of the trainer's clients (`is_client`: their chat is the trainer's
    words to them, the ranking's to read)."""
    match = _TOLD_PERSON.match(question)
    if not match:
        return ""
    who = match.group("who").lower()
    if who in _NOBODY or is_client(who) or not _a_name(who):
        return ""
    return who


# What the trainer gives a client in words at the start besides telling them: a promise, advice, a plan
# ("what did i promise josh at the start": the opening reply saying what the work will be). Closed English.
_PLEDGE = (r"(?:promise|promised|advise|advised|recommend|recommended|suggest|suggested|prescribe|prescribed"
           r"|offer|offered|plan|planned|set|give|gave)")
# "what did i tell dawn at the start", "what did i say to bex first", "what did i tell her at the beginning",
# "what did i ask nigel when he joined" (h-fail57: blind46, three clients asked so):
# the trainer's first words to one person, nothing asked about (the person may be gone: the chat takes the
# client's name out, "what did i tell at the start"; or a pronoun). Closed English of a beginning.
_BEGINNING = (r"(?:at\s+the\s+(?:very\s+)?(?:start|beginning|outset)|in\s+the\s+beginning|at\s+first|first(?:\s+off)?"
              r"|to\s+start\s+with|when\s+(?:we|they|(?:s?he))\s+(?:started|joined|signed\s+up"
              r"|first\s+(?:got\s+in\s+touch|messaged|wrote|came)))")
# "what did i tell wayne about goalball at the start": the same first words, asked about one thing (`thing`).
_TOLD_FIRST = re.compile(
    rf"^\W*(?:so\s+)?what\s+(?:did|have|had)\s+i\s+(?:tell|told|say|said|ask|asked|text|texted|send|sent|write|wrote"
    rf"|{_PLEDGE})(?:\s+(?:to|for))?(?:\s+(?P<who>[^\W\d_][\w'\u2019-]*))?"
    rf"(?:\s+{_ABOUT}\s+(?P<thing>.+?))?\s+{_BEGINNING}\W*$",
    re.IGNORECASE)


def told_first(question: str) -> str | None:
    """"what did i tell dawn at the start": the person the trainer's first words are asked to, by the name
    asked ("" when the chat took the client's name out, or a pronoun: the client in focus); None for any
    other question."""
    match = _TOLD_FIRST.match(question)
    if not match:
        return None
    who = re.sub(r"['\u2019]s$", "", (match.group("who") or "").lower())
    return "" if who in _NOBODY else who


def told_first_about(question: str) -> str:
    """The thing "what did i tell wayne about goalball at the start" asks the trainer's first words about
    ("goalball"); "" for a question of `told_first` with no thing, or any other question."""
    match = _TOLD_FIRST.match(question)
    return (match.group("thing") or "").strip() if match else ""


def without_beginning(thing: str) -> str:
    """`thing` without a closing phrase of a beginning ("goalball at the start" → "goalball"): when in the
    story is asked, not a thing the trainer said (no record says "start")."""
    return re.sub(rf"\s+{_BEGINNING}\W*$", "", thing, flags=re.IGNORECASE) or thing


# "what did gus's mum say", "what did frank's wife say about the fall", "did meena's mum text me", "has
# her brother messaged", "what did mum say" (the chat takes the client's name out): a relative of the
# client, asked by the relation, in the subject slot.
_RELATIVE = re.compile(
    rf"^\W*(?:so\s+)?(?:what\s+(?:did|has)|did|has)\s+(?:(?P<of>[^\W\d_][\w'\u2019-]*)\s+)?(?P<rel>[^\W\d_]+)\s+(?:"
    rf"(?P<verb>{_SAY})(?:\s+(?:me|you|us))?(?:\s+(?:anything|something))?"
    rf"(?:\s+{_ABOUT}(?:\s+(?P<thing>.+?))?|\s+at\s+(?P<at>.+?))?{_ORDER}"
    rf"|mention(?:ed)?\s+(?P<mentioned>.+?))\W*$",
    re.IGNORECASE)
_OF_THE_CLIENT = frozenset("his her their the".split())


@dataclass(frozen=True)
class Relative:
    """A relative asked by their relation to a client: `of` the client's name as asked ("" for "his",
    "her", or none), `relation` ("mum"), `thing` what about ("" for anything)."""

    of: str
    relation: str
    thing: str
    order: str = ""  # as `Asked.order`
    sent: bool = False  # as `Asked.sent`


def relative(question: str, is_client: Callable[[str], bool]) -> Relative | None:
    """The relative and thing `question` asks; None when it asks no relative, or one of someone who is
    not a client ("what did sian's husband say")."""
    match = _RELATIVE.match(question)
    nth = None if match else _NTH_RELATIVE.match(question)
    if not match and not nth:
        return None
    rel = (match or nth).group("rel").lower()
    of = _client_of((match or nth).group("of") or "", is_client)
    if of is None or not person_words.is_relation(rel):
        return None
    if nth:
        return Relative(of, rel, "", _nth_order(nth), sent=True)
    return Relative(of, rel, match.group("thing") or match.group("mentioned") or _event(match.group("at")),
                    _order(match), sent=_sending(match))


def _client_of(of: str, is_client: Callable[[str], bool]) -> str | None:
    """The client a relative is asked of, as the question names them ("frank's" -> "frank"; "" for "his",
    "her", "the" or nothing); None when the word names no client ("sian's")."""
    of = of.lower()
    if not of or of in _OF_THE_CLIENT:
        return ""
    bare = re.sub(r"['\u2019]s$|s['\u2019]$|s$", "", of)
    if not (is_client(of) or is_client(bare)):
        return None
    return bare if is_client(bare) else of


# "what did niamh's fella cook her", "how many times has niamh's boyfriend texted me", "is her hubby
# coming": a client's relative named by the relation anywhere in a question, not only as the one who said
# something. The relation word, possibly two words ("other half").
_RELATION_OF = re.compile(r"\b(?=(?P<of>[^\W\d_][\w'\u2019-]*)\s+(?P<rel>other\s+half|[^\W\d_]+)\b)", re.IGNORECASE)


def relative_named(question: str, is_client: Callable[[str], bool]) -> Relative | None:
    """The first relative of a client the question names by the relation ("niamh's fella", "her hubby"),
    with no thing; None when it names none. The client as `relative` reads them."""
    for match in _RELATION_OF.finditer(question):
        rel = " ".join(match.group("rel").lower().split())
        if not person_words.is_relation(rel):
            continue
        of = _client_of(match.group("of"), is_client)
        if of is not None and (of or match.group("of").lower() in _OF_THE_CLIENT):
            return Relative(of, rel, "")
    return None

