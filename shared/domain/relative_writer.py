"""A relative who writes some of a client's messages from the client's account, and the client's own
messages among theirs: the two questions a trainer asks of such a chat, and the reading of its messages.

"who texts for kezia", "who does jinty's messages", "hu does kezias msgs", "who's been texting me about
stace apart from himself": the relative's introduction answers ("Hi Zinaida, it's Marcia, Kezia's mum",
"Hello this is Wullie Kinnaird, Jinty's son"). "did jinty ever text me herself", "has elfed ever written
to me himself", "how many messages has kezia sent me herself": the messages the client wrote ("its jinty
myself", "elfed again", "ankle feels fine now can i do leaps again??"). Ranked by the question's words,
neither is found: no record says "texts for" or "herself", and the client's name is on every message of
the account (docs/ANSWERS.md "h-follow55", "h-fail56").

A message of the client's account is the relative's when it introduces a relative ("it's Marcia, Kezia's
mum": person_words.introduces with a relation's word), or the relative by a name they gave ("Marcia
here", "olwen here"), or is signed with that name ("… on Thursday. Marcia", "Trudy: crown fitted",
"Wullie. Mum's got bronchitis"). It is the client's own when it introduces the client ("hi its kezia",
"jinty here", "tyrone here"), or, none of the relative's, speaks in the first person singular and of no
one in the third ("ankle feels fine now can i do leaps again??": the relative writes "she's still
limping"). An account where no relative introduces themselves is the client's alone: nothing is read
(the question is the ranking's, and "does brody's mum text for him" stays refused).

This module reads the texts handed to it; finding them is shared/usecases/writer_records.py's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from shared.domain import person_words

# "who", its texted form "hu", and "who's been" / "who is" / "who has been" / "who was".
_WHO = r"(?:who|hu)(?:['\u2019]?s|\s+is|\s+has|\s+was)?(?:\s+been)?"
# The verbs of writing a message, in their forms and texted spellings.
_WRITE = r"(?:text|txt|writ|wrote|messag|msg|send|sent|typ|email)\w*"
# What a writer does for the client: their messages, their texting.
_MESSAGES = r"(?:messages|msgs|texts|txts|texting|txting|messaging|emails|phone)"
_WRITER_SHAPES = (
    # "who texts for kezia", "who writes for him", "who's been messaging on his behalf"
    re.compile(rf"^\s*{_WHO}\s+{_WRITE}\s+(?:(?:to\s+)?me\s+)?(?:for|4|on\s+(?:\S+\s+)?behalf)\s+(?!(?:the|a|an|it|that|this)\b)\w"),
    # "who does jinty's messages", "hu does kezias msgs", "who does the texting", "who sends his texts"
    re.compile(rf"^\s*{_WHO}\s+(?:does|do|did|doing|handles?|sends?|writes?|types?)\s+"
               rf"(?:[^\W\d_]+['\u2019]?s|his|her|their|the)\s+{_MESSAGES}\b"),
    # "who's been texting me about stace apart from himself", "who was messaging from vernon's phone"
    re.compile(rf"^\s*{_WHO}\s+{_WRITE}\b.*\b(?:apart\s+from|other\s+than|besides|but)\s+(?:him|her|them)sel(?:f|ves)\b"),
    re.compile(rf"^\s*{_WHO}\s+{_WRITE}\s+(?:me\s+)?from\s+(?:[^\W\d_]+['\u2019]?s|his|her)\s+phone\b"),
)
# "did jinty ever text me herself", "what did elfed himself ask me", "how many messages has kezia sent me
# herself", "does she ever write herself": a verb of writing or asking, and the client's own self — not
# "about herself" (what was said of them) nor "by himself" (alone).
_OWN_VERB = re.compile(rf"\b(?:{_WRITE}|ask(?:s|ed)?|said|say|says)\b", re.IGNORECASE)
_SELF = re.compile(r"(?<!\babout\s)(?<!\bby\s)(?<!\bfor\s)(?<!\bwith\s)(?<!\bof\s)\b(?:him|her)self\b", re.IGNORECASE)
_APART = re.compile(r"\b(?:apart\s+from|other\s+than|besides|but)\s+(?:him|her)self\b", re.IGNORECASE)


def asks_writer(question: str) -> bool:
    """The question asks who writes a client's messages for them ("who texts for kezia")."""
    text = question.lower()
    return any(p.search(text) for p in _WRITER_SHAPES)


def asks_own(question: str) -> bool:
    """The question asks for the messages the client wrote themselves ("did jinty ever text me herself")."""
    return asked(question).own


@dataclass(frozen=True)
class Asked:
    """What a question asks of who writes a client's messages: who does (`asks_writer`), or the messages the client
    wrote themselves (`asks_own`); neither for any other question. Read once per question (`asked`) and handed to
    its readers (asked_records.kept_by_absent, writer_records, chat `_one_pass` through `Reading.writer_asked`)."""
    writer: bool = False
    own: bool = False


def asked(question: str) -> Asked:
    """The question's reading of who writes the client's messages (`Asked`)."""
    writer = asks_writer(question)
    return Asked(writer, not writer and _SELF.search(question) is not None and _OWN_VERB.search(question) is not None
                 and _APART.search(question) is None)


def _signed(names: Sequence[str], text: str) -> bool:
    """A message of the client's account signed with one of `names` (person_words.signs)."""
    return bool(names) and person_words.signed_as(names, text)


# The first person singular, and the third person a relative writes of the client in.
_FIRST = re.compile(r"\b(?:i|im|i['\u2019]m|i['\u2019]ll|i['\u2019]ve|i['\u2019]d|me|my|myself)\b", re.IGNORECASE)
_THIRD = re.compile(r"\b(?:she|she['\u2019]s|shes|he|he['\u2019]s|hes|her|him|his|they|their)\b", re.IGNORECASE)
# How far into a message a relation's word is looked for, for an introduction (person_words' reach, and a
# greeting and a name before it: "Hello this is Wullie Kinnaird, Jinty's son").
_REACH = 120


def relations_introduced(text: str) -> list[str]:
    """The relation words the writer of `text` introduces themselves by ("it's Marcia, Kezia's mum" ->
    ["mum"]); [] for a message introducing no relative."""
    words = dict.fromkeys(w.lower() for w in re.findall(r"[^\W\d_]+", text[:_REACH]))
    return [w for w in words if person_words.is_relation(w) and person_words.introduces(w, text)]


def _bare_relation(text: str, forms: set[str]) -> bool:
    """`text` names someone by a relation other than the relative's own (`forms`), as a person, not a
    possessor ("Mum got the injection", not "dad's car" nor "my mum")."""
    for m in re.finditer(r"(?<![\w'\u2019])([^\W\d_]+)\b(?!['\u2019]?s\b)", text):
        word = m.group(1).lower()
        if word in forms or not person_words.is_relation(word):
            continue
        if not re.search(r"\b(?:my|our|your|his|her|their|the|a)\s+$", text[:m.start()], re.IGNORECASE):
            return True
    return False


# "what did kezia ask me herself about her ankle": the thing the client's own words are asked about.
_ABOUT = re.compile(r"\babout\s+(.+)$", re.IGNORECASE)


def own_thing(question: str) -> str:
    """What the client's own messages are asked about ("her ankle"); "" when nothing is."""
    found = _ABOUT.search(question)
    return found.group(1).strip(" ?!.") if found else ""


@dataclass(frozen=True)
class Writers:
    """Of the account's messages handed to `read` (by their index): the relative's introductions
    (`introductions`), every message of the relative's (`relatives`, the introductions among them), and
    the client's own (`own`: those introducing the client first, each part in the order given). All empty
    when no relative introduces themselves."""

    introductions: list[int]
    relatives: list[int]
    own: list[int]
    names: list[str]


def read(texts: Sequence[str], client_words: Sequence[str], names: Sequence[str] = ()) -> Writers:
    """Who wrote each of `texts` (the messages of one client's account, in date order): `client_words`, the
    words the client calls themselves by (their first name); `names`, the relative's names known elsewhere
    (the profile's "Mum Marcia"). Module docstring."""
    intros = [i for i, t in enumerate(texts) if relations_introduced(t)]
    if not intros:
        return Writers([], [], [], [])
    given = list(dict.fromkeys([*(n for i in intros for n in person_words.intro_names(relations_introduced(texts[i]), texts[i])),
                                *(n.lower() for n in names)]))
    clients = [w.lower() for w in client_words if w]
    relatives = [i for i, t in enumerate(texts)
                 if i in intros or (given and (person_words.introduces(given, t) or _signed(given, t)))]
    theirs = set(relatives)
    named_own = [i for i, t in enumerate(texts) if i not in theirs and clients and person_words.introduces(clients, t)]
    client_named = re.compile(r"\b(?:" + "|".join(re.escape(c) for c in clients) + r")\b", re.IGNORECASE) if clients else None
    # Unsigned, the client's only when it speaks of no one the relative would: a relative writes of the client
    # in the third person, by name, or by their relation to them ("Mum got the steroid injection… Says it hurt
    # more than having me", from her son) — the client names the relative by the relation they gave ("mam says i
    # can text you myself"), or another's thing ("faster than dad's car").
    forms = {f for i in intros for w in relations_introduced(texts[i]) for f in person_words.relation_forms(w)}
    unnamed_own = [i for i, t in enumerate(texts)
                   if i not in theirs and i not in named_own and _FIRST.search(t) and not _THIRD.search(t)
                   and not (client_named and client_named.search(t)) and not _bare_relation(t, forms)]
    return Writers(intros, relatives, [*named_own, *unnamed_own], given)
