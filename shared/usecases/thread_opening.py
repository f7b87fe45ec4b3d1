"""The thing a chat thread opened on, for a follow-up refused with the thing of a later question or none.

A thread opens on a question that names its client and a thing ("how is <name>'s ankle"); the questions
after it name no one and ask details of that thing, each in words of its own ("what did the physio say",
"which boot", "when does she get it off"). Reading a follow-up, the chat carries the thing of the newest
question before it (intent.carried_topic): right for "which side" after "what did the x-ray show", wrong
when the follow-up's "it" is the ankle again three questions on ("when does she get it off" carried
"boot", a detail of a sibling), and nothing at all is carried for a follow-up with a person's pronoun and
a verb of its own ("what is she not allowed to do"), whose words alone ranked the client's whole history.
Asked again with the thread's opening thing (chat/read_again.py `_with_opening_thing`), the records of that thing which
say the follow-up's own words answer it; the chat takes that answer only when they say every one of them.

"one" standing for the thing ("has she had one since", "when's the next one") is the thing: read as a
word, no record says it beside the thing's records.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from shared.domain import operations_had, own_words_said
from shared.usecases import intent
from shared.domain.question_frame import without_news_of


def opening_thing(turns: Iterable[Any], names: Iterable[str]) -> str:
    """The topic of the question the thread opened on: the newest of the trainer's turns (`turns`, oldest
    first, each with `role`, `text` and, an answer's, `sources`) that names one of `names` (the roster), or
    the first of them when none does (the client was given, not named); "" when that question has no topic,
    or its answer quoted nothing (a refused opening tells no thing the records hold)."""
    names = list(names)
    turns = list(turns)
    asked = [at for at, turn in enumerate(turns) if getattr(turn, "role", "") == "user"]
    if not asked:
        return ""
    naming = [at for at in asked if _names_someone(str(getattr(turns[at], "text", "")), names)]
    at = naming[-1] if naming else asked[0]
    answer = turns[at + 1] if at + 1 < len(turns) else None
    if answer is None or getattr(answer, "role", "") == "user" or not getattr(answer, "sources", ()):
        return ""
    text = str(getattr(turns[at], "text", ""))
    return intent.topic(intent.name_free(without_news_of(text), names), names)


def _names_someone(text: str, names: list[str]) -> bool:
    # A name taken out (exact, written another way, a slip or a pet name: intent.name_free) is a name said.
    return " ".join(intent.name_free(text, names).split()).lower() != " ".join(text.split()).lower()


# "one" / "ones" standing for a thing already named: the question's last word but words of no topic
# ("has she had one lately", "when's the next one", "any more ones since?"); "one" before a noun or a
# number's "one" in a phrase ("one set", "one more session") is left alone. Closed English.
_ONE = re.compile(r"\bones?\b(?=(?:\W+(?:lately|recently|since|yet|again|now|then|before|so\s+far))*\W*$)",
                  re.IGNORECASE)


def with_thing(question: str, thing: str) -> str:
    """`question` with `thing` in the place of its "one" (`_ONE`), or after its words when it has none; an
    operation asked of no thing ("did they operate") with the thing after its operation word, where
    `asked_operation` reads it (operations_had.of_thing: "did they operate on thumb")."""
    if operations_had.asks_of_no_thing(question):
        return operations_had.of_thing(question, thing)
    replaced, n = _ONE.subn(thing, question, count=1)
    return replaced if n else f"{question} {thing}"


@dataclass(frozen=True)
class Again:
    """A follow-up to ask again with the thread's opening thing (`asked_again`)."""

    question: str  # the follow-up's own words
    own_topic: str  # their topic words, without a "one" standing for the thing
    thing: str  # the opening thing
    asked: str  # the question asked again: `with_thing(question, thing)`

    def answered_by(self, records: Iterable[Mapping[str, Any]]) -> bool:
        """Whether `records`, found for `asked`, answer it (`answered`)."""
        return answered(self.question, self.own_topic, self.thing, records)


def asked_again(thing: str, topic: str, question: str, own_topic: str, it_asks_of_the_thing: bool) -> Again | None:
    """The follow-up `question` (its own words, `own_topic` their topic words, before any thing was carried into
    them) asked again with the thread's opening `thing`, in the place of its "one" or after its words; None when
    there is no thing, when `topic` (the question as read, with what was carried) already says every word of it,
    when it opens on "and" or "what about" ("and the second" after "what was the first result": the previous
    question again with a change, of that question's thing), and for a yes/no question of a thing of its own
    ("did she have a scan": the thing's records would answer a scan never had). A yes/no question asks of the
    thing when a "one" stands for it ("has she had one since"), when it asks an operation of no thing ("did they
    operate": read with the thing after the operation word, `with_thing`), and, when `it_asks_of_the_thing`,
    when it points back with "it" ("was it broken", intent.points_back). The one reading chatWithAI
    (chat/read_again.py `_with_opening_thing`: True) and semanticSearch (search.py `_opening_again`: False, see
    there) take; they differ only in that yes/no of "it"."""
    if not thing or {w.lower() for w in thing.split()} <= {w.lower() for w in topic.split()}:
        return None
    if says_one(question):
        own_topic = own_words_said.without_one(own_topic)
    if intent.opens_follow_up(question) or (intent.asks_whether(question) and not (
            (it_asks_of_the_thing and intent.points_back(question)) or says_one(question)
            or operations_had.asks_of_no_thing(question))):
        return None
    return Again(question, own_topic, thing, with_thing(question, thing))


def answered(question: str, own_topic: str, thing: str, records: Iterable[Mapping[str, Any]]) -> bool:
    """Whether `records` (their metadata), found for `question` asked again with the opening `thing`, answer
    it: every topic word of its own (`own_topic`) said by the records that say the thing
    (own_words_said.with_opening_thing), or, for an operation asked of no thing, the thing's operation told by
    its own name ("trigger thumb released", "a new hip": operations_had.told_by_its_own_name), never by the
    word asked. chatWithAI and semanticSearch take the reading again on this one test."""
    records = list(records)
    # And the one slot its own words ask of the thing, a person's name or a procedure's doer, told by them
    # (own_words_said.slot_told: "whos his surgeon" after "<name>'s hip, where are we": "surgeon's happy, new hip
    # in" names no one; blind42-009).
    if not own_words_said.slot_told(question, records):
        return False
    if operations_had.asks_of_no_thing(question):
        return operations_had.told_by_its_own_name(with_thing(question, thing), records)
    return own_words_said.with_opening_thing(own_topic, thing, records)


def says_one(question: str) -> bool:
    """Whether `question` has a "one" standing for a thing (`_ONE`)."""
    return _ONE.search(question) is not None
