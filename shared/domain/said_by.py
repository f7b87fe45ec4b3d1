"""A question asking what one person said, sent or wrote ("anything from fiona", "sam's message",
"what did his wife say", "did bisi text"): its answer is a record, a message of theirs, as a check-in
or a note is one of its kind. Dated by an event of the client's ("anything from fiona after trials",
"sam's message during the heatwave"), the message asked is among the first ones on that side of the
event (timeframe.record_event_span, read by shared/usecases/search.py `event_period`): without it the
event's words stayed in the ranking as a topic, and the person's one message of another time, which
names neither, was quoted for it.

Not the trainer ("what did i tell him after the op": the advice may come before the event it is
for), nor "you", nor a pronoun alone ("what did he say after the op" is the client's news, read as
any topic question is).
"""

from __future__ import annotations

import re

# Who cannot be the person asked about here: the trainer, the one asked, and words that name nobody.
_NOBODY = frozenset(
    "i me my we us our you your he she they it him her them his their its this that what which who "
    "anything something nothing everything anyone someone everyone any some the a an".split()
)
# Words for a message (not a thing a message is about: "text neck" does not follow a possessive).
_MESSAGE = r"(?:message|msg|text|txt|email|e-mail|voice ?note|voicemail|dm|note to me)s?"
_WHO = r"(?P<who>[^\W\d_]+)"
# "his mum", "the physio": a role, said before the word for the person.
_DET = r"(?:(?P<det>his|her|their|the)\s+)?"
_ASKS = (
    # "anything from fiona", "any messages from his mum", "a text from sam"
    re.compile(rf"\b(?:anything|any(?:thing)?\s+{_MESSAGE}|any\s+word|an?\s+{_MESSAGE})\s+from\s+{_DET}{_WHO}",
               re.IGNORECASE),
    # "sam's message", "oisins text", "his wife's email"
    re.compile(rf"\b{_WHO}(?:['\u2019]s|s)?\s+{_MESSAGE}\b", re.IGNORECASE),
    # "what did shanice say", "what did his mum text me"
    re.compile(rf"\bwhat\s+did\s+{_DET}{_WHO}\s+(?:say|text|write|send|message|email|tell me)\b",
               re.IGNORECASE),
    # "did bisi text", "did his brother message"
    re.compile(rf"\bdid\s+{_DET}{_WHO}\s+(?:text|message|email|write|send|ring|call)\b",
               re.IGNORECASE),
)


def person(question: str, named: bool = False) -> str:
    """The word naming the one person whose message the question asks (module doc); "" when none.
    With `named`, only a person written as a name, with no "his" / "the" before it ("his mum", "the
    physio" are roles)."""
    for pattern in _ASKS:
        for match in pattern.finditer(question):
            who = match.group("who").lower()
            if named and "det" in pattern.groupindex and match.group("det"):
                continue
            # "sams message" read as "sams" + "message": a possessive without its apostrophe is fine,
            # but a word that names nobody ("that message", "your text") is not a person.
            if who not in _NOBODY and who.rstrip("s") not in _NOBODY:
                return who
    return ""


def asks_what_one_said(question: str) -> bool:
    """True when the question asks for a message of one person other than the trainer (module doc)."""
    return bool(person(question))


# "whose grandad messages me", "whose wife has texted", "whose partner emailed me": which client has
# someone who writes for them. The verb is how every message came (a message record never says
# "messaged"), and "whose" asks for the client: only the person's word is the topic. Left in, they were
# the words the ranking counted uncovered, and the message that says "Clement here, Keisha's grandad"
# stayed under the relevance threshold. Only right after "whose <one or two words>", and only verbs of
# sending a message.
_WHOSE_WROTE = re.compile(
    r"^\W*whose\s+(?P<who>[^\W\d_]+(?:\s+(?!(?:has|have|had|just)\b)[^\W\d_]+)?)\s+(?:has\s+|have\s+|had\s+|just\s+)?"
    r"(?:messaged|messages|message|texted|texts|text|emailed|emails|email|wrote|writes|written|sent\s+(?:me\s+)?"
    r"(?:a\s+|an\s+)?(?:message|text|email|msg)|been\s+(?:messaging|texting|in\s+touch)"
    # "whose mam does the texting", "whose mum does his messages", "whose wife writes for him" (h-fail56).
    r"|does\s+(?:the|his|her|their)\s+(?:texting|messaging|messages|msgs|texts)"
    r"|(?:writes|texts|messages)\s+for\s+(?:him|her|them))(?:\s+(?:to\s+)?(?:me|in))?\W*$",
    re.IGNORECASE,
)


def without_medium(question: str) -> str:
    """"whose grandad messages me" -> "grandad": the person asked about, without "whose" and the verb of
    sending (`_WHOSE_WROTE`); the question unchanged otherwise."""
    match = _WHOSE_WROTE.match(question)
    return " ".join(match.group("who").split()) if match else question

