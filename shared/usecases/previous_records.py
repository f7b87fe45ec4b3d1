"""A follow-up about the people of the previous answer's records, answered from those records.

"what did i answer", "my response?", "what did i tell him afterwards" (the trainer's own words) and
"who messaged me about it", "whose text was that" (who wrote) ask about the exchange the previous
answer quoted, not a thing of their own: their words ("answer", "suggest", "messaged") are how that
exchange is talked about, not what it says, so searched as a topic they ranked the client's small
talk and were refused ("I couldn't find any mentions of 'answer'"), though the previous answer had
just quoted the message and the trainer's answer to it. Read here from the question's form (who
speaks, and nothing else named), the answer is the records the previous answer was offered (its
turn's `sourceIds`), those the question asks about first: the trainer's own for the first kind,
those written by someone other than the client and the trainer (a parent, a partner, a physio) for
the second.

Not when the question names a thing ("what did i say about her hamstring", "who told me about the
x-ray": a topic of its own, searched as any question is), nor when no answer of the conversation
quoted anything (only refusals: nothing to point back at).

A third kind asks one slot of the thing just discussed ("dose?", "which side", "till when", "got a
date on that": `asked_slot`): its slot's word is no topic either, but whether the previous answer's
records answer it is read from them, not assumed: only those that hold a value of the slot's shape
(shared/domain/slot_values.py) answer it, and the ordinary search is asked first (the caller turns to
these records only where it would refuse, or where none of the records it would answer with holds a
value of the slot: `holds_slot`).

The exchange asked about is that of the conversation's newest quoting answer, unless its records hold
nothing of the kind asked (no message of the trainer's for "what did i reply", none written by someone
else for "who told me": a sibling follow-up's answer that quoted only the client); then it is the newest
answer whose records do (`quoting_sources`, `holds_asked`; read by the caller). For "who told me" the caller
also searches the thread's own records as its opening question and its newest question that is no follow-up
were asked (`thread_questions`) and leads with those someone else wrote (`told_by_others`): the answers may
have quoted the client's later news of the thing, or only the parent's first introduction, not the
message the night it happened. "who told me about the mri" (`asks_who_told`) is asked of the conversation's
client too, not across the roster (a thing of its own: searched as any question is).

Two slots look past the previous answer's records: "what was she put on" (the medicine slot, `POOL_SLOTS`)
takes the follow-up's own search candidates that name a medicine after them, and a bare "how much" (the
amount slot, `PREVIOUS_FIRST`) is answered from the previous answer's amounts before the search's records,
which hold amounts of everything else. The slots of the story of the thread's event ("how did he do it",
"which hospital", "who were they playing", "where did they finish": slot_values.STORY) look at the whole
thread: the records offered to any of its answers and its opening question's candidates, those that hold
a value of the slot oldest first (`story_first`: the event's first report, often a relative's message
the night it happened, tells how, where and against whom; the answers quoted its later news).

Someone else writing from the client's account names the client by a possessive ("Maya's dad") or
introduces themselves by a name that is not the client's ("Gemma it's Michelle.", "Dami here":
`introduced_other`).
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Sequence

from shared.domain import answerability, english, person_words, said_by, slot_values
from shared.domain import names as person_names
from shared.domain.query_dates import MONTHS
from shared.domain.record_time import written_or
from shared.domain.retrieval import Candidate
from shared.domain.sources import registry
from shared.usecases import intent

# "did i", "have i", "i told", "my response": the trainer as the one who spoke or acted. The word after
# "i" is the verb of that act: "answer", "suggest", "swap". After "my" only the nouns of an answer to a
# message: "my plan", "my notes" name a thing of the trainer's, not the exchange quoted.
_TRAINER_SPEAKS = re.compile(
    r"\b(?:did|do|have|had)\s+i\s+([^\W\d_]+)|^\W*(?:and\s+|&\s*)?i\s+([^\W\d_]+)"
    r"|\bmy\s+(repl(?:y|ies)|answers?|responses?)\b",
    re.IGNORECASE,
)
# Words that place the trainer's act against the exchange quoted ("what did i tell him afterwards",
# "when did i say until", "what did i swap in instead", "did i get back to her"): when and instead
# of what, never a thing asked about. Grammatical words, not a topic vocabulary.
# "meanwhile" / "meantime" place it beside the news the exchange answered ("what did i say she could do meanwhile").
PLACING = frozenset("after afterwards then next later instead back until till meanwhile meantime".split())
# "what did i say we'd start with", "what did i say i'd do", "what did i tell her she'd need": a person and
# "would" / "had" in one word is who the trainer's words were about (a pronoun), never a thing asked; and "start
# with" / "begin with" at the end asks the first step of what the trainer said, as PLACING places it. Closed
# English (the pronouns' contractions, two verbs of beginning), no topic vocabulary.
_PERSON_WOULD = frozenset("i'd you'd he'd she'd we'd they'd i’d you’d he’d she’d we’d they’d".split())
_START_WITH = re.compile(r"\b(?:start|begin)\s+(?:with|on)\W*$", re.IGNORECASE)
# "what did i say she could do", "what did i say i'd do", "what did i tell him to do", "what did i give him to do":
# the trainer's words of what the client (or the trainer) was to do: a person and a modal (or "to") before "do".
_ADVICE = re.compile(
    r"\b(?:(?:i|you|he|she|they|we)(?:['\u2019]d|\s+(?:could|can|should|would|might|may|had\s+to|needed\s+to|"
    r"was\s+to|were\s+to|was\s+allowed\s+to|were\s+allowed\s+to))|(?:him|her|them)\s+to)\s+do\b",
    re.IGNORECASE)
# "what's she allowed to do in class", "what can he do at training now", "what was she cleared to do": what the client
# may do, asked of the thread's injury; at most a place after it ("in class", "at the gym") and a word of when.
_ALLOWANCE = re.compile(
    r"^\W*(?:and\s+|&\s*|so\s+)?what(?:(?:['\u2019]s|\s+is|\s+was|\s+were|\s+are)?\s+(?:she|he|they)(?:['\u2019]s)?\s+"
    r"(?:allowed|able|meant|supposed|cleared)\s+to|\s+(?:can|could|may)\s+(?:she|he|they))\s+do"
    r"(?:\s+(?:in|at|on|during)\s+(?:the\s+|her\s+|his\s+|their\s+)?[^\W\d_]+)?(?:\s+(?:now|meanwhile|then|yet))?\W*$",
    re.IGNORECASE)
# "who messaged me about it", "whose text was that": who wrote, the question's only word of its own.
_WHO_OPENS = re.compile(r"^\W*(?:and\s+|&\s*)?(?:who|whose)\b", re.IGNORECASE)


def _own_words(question: str, names: Iterable[str]) -> list[str]:
    """The question's words that are not frame (intent.FILLER) nor a roster name."""
    return intent.content_words(question, exclude=intent.name_words(names))


# "what did i say when she got the diagnosis", "what did i tell him when he heard": the moment of the thread's
# news the trainer's words answered, placed by the client's getting or hearing it (a pronoun and one of
# these verbs, at most two words after it): when, like PLACING, not a thing of its own.
_WHEN_NEWS = re.compile(
    r"\bwhen\s+(?:he|she|they)\s+(?:got|had|heard|received|found\s+out|was\s+told|were\s+told|told\s+me)"
    r"(?:\s+[^\W\d_]+){0,3}\W*$",
    re.IGNORECASE)


def asks_own_words(question: str, names: Iterable[str] = ()) -> bool:
    """'what did i answer', 'my response?', 'what did i tell him afterwards', 'what did i say when she got the
    diagnosis', 'what did i say she could do meanwhile', 'what did i say we'd start with': the trainer's act about
    the exchange just quoted, with no thing of its own (every word but the act, PLACING, a person's "'d"
    (`_PERSON_WOULD`), a closing "start with" (`_START_WITH`) and the moment of the news, `_WHEN_NEWS`, is frame)."""
    m = _TRAINER_SPEAKS.search(question)
    if m is None:
        return False
    act = next(g for g in m.groups() if g is not None).lower()
    placed = _START_WITH.sub(" ", _WHEN_NEWS.sub(" ", question))
    rest = [w for w in _own_words(placed, names)
            if w != act and w not in PLACING and w.lower() not in _PERSON_WOULD]
    return not rest


def asks_advice(question: str, names: Iterable[str] = ()) -> bool:
    """'what did i say she could do', 'what did i give him to do', 'and what did i say i'd do': the trainer's own
    words (`asks_own_words`) of what was to be done, which the thread of an injury or a condition asks of the plan
    the trainer sent back when the news came (thread_records.exchange_records), not of the newest exchange quoted."""
    return _ADVICE.search(question) is not None and asks_own_words(question, names)


def asks_allowance(question: str) -> bool:
    """"what's she allowed to do in class", "what can he do now": what the client may do, which the thread of an
    injury asks of the trainer's reply to the verdict (thread_records.exchange_records), as `asks_advice`."""
    return _ALLOWANCE.search(question) is not None


# "who told me first", "who texted me that night": when the telling came, said of the thing just discussed
# (its first news, the night it happened), not a thing of its own.
_WHEN_TOLD = re.compile(r"\b(?:first|(?:that|the\s+same)\s+(?:night|day|morning|evening|afternoon|weekend))\b",
                        re.IGNORECASE)


def asks_who_wrote(question: str, names: Iterable[str] = ()) -> bool:
    """'who sent that', 'who messaged me about it', 'whose text was that', 'who told me first', 'who texted
    me that night': who wrote, nothing else named (telling and messaging are frame words: intent.FILLER;
    when the telling came: `_WHEN_TOLD`); not "who else …"."""
    # "who else told me" asks for others than those quoted.
    said = {w.lower() for w in intent.words(question)}
    return (bool(_WHO_OPENS.match(question)) and "else" not in said
            and not _own_words(_WHEN_TOLD.sub(" ", question), names))


# "who told me about the mri", "who texted me about her knee", "who let me know": who told the trainer. The
# "who" asks the teller of a thing, not which of the roster's clients had it.
_WHO_TOLD_ME = re.compile(
    r"^\W*(?:and\s+|&\s*|so\s+)?who\s+(?:told|texted|messaged|rang|phoned|called|emailed|wrote\s+to|let)\s+me\b",
    re.IGNORECASE)


def asks_who_told(question: str) -> bool:
    """'who told me about the mri', 'who let me know': who told the trainer, a thing named or not (the caller
    keeps the conversation's client for it: the thing is theirs, the teller one of their people)."""
    return _WHO_TOLD_ME.match(question) is not None


# Slots a follow-up may find filled beyond the previous answer's records: in the candidates of its own
# search (the thread's thing carried), when they name a medicine (the kinds table's, a closed list).
POOL_SLOTS = frozenset({"medicine"})

# Slots whose holders among the answer's own records lead it (service._slot_holders_lead): "which arm is it" is
# answered by the record that says "right", wherever the ranking put it.
LEAD_SLOTS = frozenset({"side"})

# Slots the previous answer's records answer before the search's: a bare "how much" asks the amount of the
# thing just answered, and the search's records hold amounts of everything else ("70 kg", "46 cm").
PREVIOUS_FIRST = frozenset({"amount"})

# Words that place the slot asked in time, not a thing: "dose now?", "side currently?".
_SLOT_WHEN = frozenset("now currently today anymore".split())


def asked_slot(question: str, names: Iterable[str] = ()) -> str | None:
    """'dose?', 'which side', 'how often', 'till when', 'got a date on that', "what's she taking for it",
    'better now?', 'still bothering her?':
    the one slot (shared/domain/slot_values.py) a follow-up asks of the thing just discussed, when every
    other word is frame (intent.FILLER), a roster name, PLACING or a word of now; None for a question
    with a thing of its own ("when did he fly home", "dose of the ibuprofen") or no slot."""
    found = slot_values.asked(question)
    if found is None:
        return None
    slot, rest = found
    own = [w for w in _own_words(rest, names) if w not in PLACING and w not in _SLOT_WHEN]
    return None if own else slot


def holds_slot(records: Iterable[Candidate], slot: str) -> bool:
    """Does any record's text hold a value of the slot's shape (slot_values.fills)? A date or a state
    asked is held by every record."""
    return any(slot_values.fills(slot, str(c.metadata.get("text", ""))) for c in records)


def filled_first(records: list[Candidate], slot: str) -> list[Candidate]:
    """The records whose text holds a value of the slot's shape (slot_values.fills), in their order (a
    state asked: newest first), then the rest; none when no record holds one (the slot was never given: the question stays refused)."""
    holding = [c for c in records if slot_values.fills(slot, str(c.metadata.get("text", "")))]
    if slot in slot_values.NEWEST_FIRST:  # "better?": how the thing is now, its newest record first
        holding = sorted(holding, key=lambda c: -written_or(c.metadata, 0.0))
    return [*holding, *(c for c in records if c not in holding)] if holding else []


def previous_sources(turns: Sequence[Any]) -> tuple[str, ...]:
    """The vector ids offered to the conversation's newest answer that quoted any: a refusal in between
    ("fractured?" refused, then "who sent that") quoted nothing to point back at, so the exchange the
    question is about is the one quoted before it."""
    for turn in reversed(list(turns)):
        sources = tuple(getattr(turn, "sources", ()) or ())
        if getattr(turn, "role", "") == "assistant" and sources:
            return sources
    return ()


def quoting_sources(turns: Sequence[Any]) -> list[tuple[str, ...]]:
    """The vector ids offered to each answer of the conversation that quoted any, newest first
    (`previous_sources` is the first of them)."""
    found = []
    for turn in reversed(list(turns)):
        sources = tuple(getattr(turn, "sources", ()) or ())
        if getattr(turn, "role", "") == "assistant" and sources:
            found.append(sources)
    return found


# How far into a message a writer introduces themselves ("orla its conor niamhs fella. she landed …"):
# the possessive typed without its apostrophe counts only there, where a greeting and a name stand.
INTRODUCTION_CHARS = 60


def written_for(record: Candidate, client_name: str) -> bool:
    """A message sent from the client's own account by someone else, who names the client by a
    possessive ("Hi, it's Lars, Maya's dad"; typed without the apostrophe in the message's opening
    words: "its conor niamhs fella", "aoifes mam"): nobody writes their own name so. Or who introduces
    themselves there by a name that is not the client's (`introduced_other`: "Gemma it's Michelle.",
    "Hi Callum, Dami here, Saff's boyfriend", the client named by a pet name or not at all)."""
    first = next(iter(intent.words(client_name)), "")
    text = str(record.metadata.get("text", ""))
    if not first:
        return False
    name = re.escape(first)
    return (re.search(rf"\b{name}['\u2019]s\b", text, re.IGNORECASE) is not None
            or re.search(rf"\b{name}s\b", text[:INTRODUCTION_CHARS], re.IGNORECASE) is not None
            or _short_possessive(text[:INTRODUCTION_CHARS], first)
            or introduced_other(text, client_name))


# A first name shortened ("ron" of Ronald, "sam" of Samantha): its first letters, at least this many.
_SHORT_NAME = 3
_POSSESSIVE = re.compile(r"\b([^\W\d_]+)['\u2019]s\b")


def _short_possessive(opening: str, first: str) -> bool:
    """Does the message's opening name the client by a possessive of their first name shortened ("shelley it's
    chloe, ron's granddaughter" for Ronald): a word of _SHORT_NAME letters or more that begins the first name?"""
    whole = first.lower()
    return any(len(w) >= _SHORT_NAME and w != whole and whole.startswith(w)
               for w in (m.group(1).lower() for m in _POSSESSIVE.finditer(opening)))


# "It's Monday", "it's June": the calendar's names, which the name lists hold ("June", "August").
_CALENDAR = frozenset([*MONTHS, *"monday tuesday wednesday thursday friday saturday sunday".split()])
# A writer's introduction in a message's opening words: "it's Michelle", "this is Jago", "Dami here",
# "Michelle Ainsworth here", "it is Femi". The name as written, capitalised (the case is read: "it's sore" names no one).
_INTRODUCED = re.compile(
    r"\b(?i:it['\u2019]?s|it\s+is|this\s+is)\s+([A-Z][^\W\d_]+)\b"
    r"|\b([A-Z][^\W\d_]+)(?:\s+[A-Z][^\W\d_]+)?\s+(?i:here)\b")


def introduced_other(text: str, client_name: str) -> bool:
    """Does the message introduce its writer, in its first INTRODUCTION_CHARS characters, by a name
    that is not the client's: not their first name nor a pet name of it (names.nickname_of: "Ange" for
    Angela), a name (english.is_name) or no English word ("It's Monday", "It's Fine" name no one)? "Frank
    Dobson here" from Frank's own account is Frank."""
    first = person_names.first_name(client_name)
    for m in _INTRODUCED.finditer(text[:INTRODUCTION_CHARS]):
        written = m.group(1) or m.group(2)
        key = person_names.fold(written)
        if not first or key == first or person_names.nickname_of(written, client_name):
            continue
        if key in _CALENDAR:
            continue
        if english.is_name(key) or not english.is_word(key):
            return True
    return False


def asked_first(records: list[Candidate], trainer_id: str, own_words: bool, client_name: str = "") -> list[Candidate]:
    """`records` with those the question asks about first, each group in its order: the trainer's
    own (`own_words`: their messages, then their session notes) or those written by someone other
    than the client and the trainer, from their own account or the client's (`written_for`)."""

    return sorted(records, key=lambda c: _rank(c, trainer_id, own_words, client_name))  # stable: groups keep their order


def _rank(c: Candidate, trainer_id: str, own_words: bool, client_name: str) -> int:
    """0 for a record of the kind the question asks about (the trainer's own message; a message written
    by someone other than the client and the trainer), higher for the rest."""
    m = c.metadata
    sender = m.get("senderId")
    if own_words:
        return 0 if sender == trainer_id else 1 if m.get("sourceType") == "session_note" else 2
    if sender is not None and sender not in (trainer_id, m.get("clientId")):
        return 0
    return 0 if sender is not None and sender != trainer_id and written_for(c, client_name) else 1


def holds_asked(records: Iterable[Candidate], trainer_id: str, own_words: bool, client_name: str = "") -> bool:
    """Does any record say what the question asks about: a message of the trainer's own (`own_words`), or
    one written by someone other than the client and the trainer (`asked_first`'s first group)?"""
    return any(_rank(c, trainer_id, own_words, client_name) == 0 for c in records)


def writers_asked(question: str, records: Iterable[Candidate], trainer_id: str, names: dict[str, str]) -> list[Candidate]:
    """"whose dad messaged me", "whose partner has texted": of `records` (a search's candidates across the
    roster), the messages sent from a client's account by someone else who names the client by a
    possessive ("Hi, it's Tariq, Bilal's father": `written_for`), that say the person asked about
    (answerability.holds: "father" for "dad"). They answer by what they are, whoever the client is; the
    ranking alone left such a message under the relevance threshold (one word asked, a long message
    about something else). [] for any other question (said_by.without_medium reads the form)."""
    who = said_by.without_medium(question)
    asked = intent.content_words(who)
    if who == question or not asked:
        return []
    out = []
    for c in records:
        m = c.metadata
        client = m.get("clientId")
        if m.get("sourceType") != "message" or not isinstance(client, str) or m.get("senderId") != client:
            continue
        # A relation in any of its forms ("fella" for "boyfriend": person_words.says_relation).
        if written_for(c, names.get(client, "")) and all(
                answerability.holds(w, m, who) or person_words.says_relation(w, str(m.get("text") or "")) for w in asked):
            out.append(c)
    return out


def told_by_others(records: Iterable[Candidate], trainer_id: str, client_name: str = "") -> list[Candidate]:
    """Of `records`, in their order, those written by someone other than the client and the trainer, from
    their own account or the client's (`written_for`): who told the trainer, when it was not the client."""
    return [c for c in records if _rank(c, trainer_id, False, client_name) == 0]


def thread_opener(turns: Sequence[Any], roster: Sequence[Any] = ()) -> str:
    """The trainer's question that opened the thread the conversation is on: the newest of its questions
    that names a client of `roster` (intent.named_clients: "what happened to saff's shoulder"; a question
    naming no one, "what did the arthrogram show", is asked of that thread's client, in that thread), else
    the newest that is no follow-up (intent.is_follow_up: it names its own thing, period or client), else
    the oldest question the conversation still holds; "" when it holds none. `turns`: oldest first."""
    return next(iter(thread_questions(turns, roster)), "")


def thread_questions(turns: Sequence[Any], roster: Sequence[Any] = ()) -> list[str]:
    """The questions the thread's own records are searched again by, each once: its opener (the newest
    question naming a client of `roster`), then the newest question that is no follow-up ("where was the
    pain" after "chidinma 🏥 when and how long": its words find the sister's message of the crisis, the
    opener's emoji nothing), else the oldest question the conversation still holds. `turns`: oldest first."""
    asked = [str(getattr(t, "text", "")) for t in turns if getattr(t, "role", "") == "user"]
    named = next((q for q in reversed(asked) if roster and intent.named_clients(q, roster)), "")
    own = next((q for q in reversed(asked) if not intent.is_follow_up(q)), asked[0] if asked else "")
    return list(dict.fromkeys(q for q in (named, own) if q))


def thread_asked(question: str, turns: Sequence[Any], roster: Sequence[Any] = ()) -> str:
    """A follow-up's thread's questions (`thread_questions`), joined ("royston weight" before "what did he start
    at"); "" for a question of its own (intent.is_follow_up). chatWithAI and semanticSearch read a quantity the
    follow-up leaves unsaid from it."""
    if not intent.is_follow_up(question):
        return ""
    return " ".join(thread_questions(turns, roster))




def story_first(thread: Sequence[Candidate], previous: Sequence[Candidate], slot: str) -> list[Candidate]:
    """For a slot of the story of the thread's event (slot_values.STORY: how it happened, where they were
    taken, who they played, where they finished) or of its thing (slot_values.THREAD: a symptom, how a
    medicine is taken): the thread's records that hold a value of the slot,
    oldest first (the event's first report tells its story; its later news tells how it went on; a slot
    asked now, slot_values.NEWEST_FIRST, newest first; the most of the thing, slot_values.LARGEST_FIRST, the
    largest count first), then
    the previous answer's records; none when no record of the thread holds one (the question goes the
    ordinary way)."""
    def order(c: Candidate) -> float:
        if slot in slot_values.LARGEST_FIRST:  # "the most he's done in a day": the record of the largest count
            return -slot_values.largest(str(c.metadata.get("text", "")))
        ts = written_or(c.metadata, 0.0)
        return -ts if slot in slot_values.NEWEST_FIRST else ts  # "is it in range now": the newest first

    # Records no one wrote at the time (registry.unwritten: the weekly notes, a device's weekly summaries)
    # retell a week, dated at its start, and are no report of the event.
    unwritten = registry.unwritten()
    holding = sorted((c for c in thread if c.metadata.get("sourceType") not in unwritten
                      and slot_values.fills(slot, str(c.metadata.get("text", "")))), key=order)
    held = {c.id for c in holding}
    return [*holding, *(c for c in previous if c.id not in held)] if holding else []
