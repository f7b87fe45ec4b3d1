"""The question as chatWithAI read it: who it is about, the kind of record named, its period and topic words, and
what of the conversation's thread it carries (chat/service.py `prepare` reads it once per request).

Frozen: asking a refused question again (chat/read_again.py) reads a new one from it (`dataclasses.replace`, the
`with_…` readings below) and never changes the one the first pass searched with.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from shared.domain import asked_speaker, plain_speech, relative_writer, timeframe
from shared.usecases import intent, thread_opening
from shared.usecases.tenancy import ClientRef


@dataclass(frozen=True)
class Reading:
    """The question as `prepare` read it before the retrieval (who it is about, its kind, period and
    topic): what `_search_and_decide` searches and decides with, read once per request (chat/service.py), and
    what each way of asking a refused question again reads it into (chat/read_again.py)."""

    clients: list[ClientRef]
    names: dict[str, str]
    scope: str | None
    group_chats: tuple[str, ...]
    set_aside: list[ClientRef]
    message: str  # the question as asked, the clients set aside and the name beside a kind moved away
    named_type: str | None
    question: str
    topic: str
    when: timeframe.Timeframe | None
    # A detail asked of the thread's client in words of its own ("what did the gp call it" after
    # "<name>'s shoulder"): the thread's thing (intent.carried_topic's `client_inherited`), which the
    # question is searched with again where its own words alone are refused; "" for any other question.
    thread_thing: str = ""
    # A follow-up read with the thread's thing carried into its topic ("which wrist" after "<name>'s hands":
    # "wrist hands"): its own words and topic words ("which wrist", "wrist"), which it is asked again with
    # alone where the two together are refused (read_again `_own_words_alone`); "" for any other question.
    own_question: str = ""
    own_topic: str = ""
    # The conversation's turns, for a follow-up of the conversation's client naming no one: the thread it opened on
    # (`opening_thing`) is what it is asked again with where read as above it is refused
    # (read_again `_with_opening_thing`). () for any other question.
    opening_turns: tuple[Any, ...] = ()
    # "is her shoulder better than in february": the days a point of comparison names (compared_point), read once
    # by `prepare` from the question as read: the period asked when they hold nothing (`_period_asked`), else the
    # time whose record the answer quotes beside the first (`_relevant`). None for any other question.
    compared: timeframe.Timeframe | None = None

    @cached_property
    def opening_thing(self) -> str:
        """The thing the thread opened on (thread_opening.opening_thing), "" for a question not of the thread.
        Read only when a refusal asks for it, once per reading: most follow-ups are answered in their own words,
        and reading the opening (a name read in every trainer's turn) took milliseconds per turn."""
        return thread_opening.opening_thing(self.opening_turns, self.names.values()) if self.opening_turns else ""

    @cached_property
    def writer_asked(self) -> relative_writer.Asked:
        """What the question asks of who writes the client's messages (relative_writer.asked), read once per reading:
        by `_one_pass` (a question of who writes is no vague one) and by asked_records.lead (the records kept by a
        word never said, writer_records)."""
        return relative_writer.asked(self.question)

    @cached_property
    def first_words_asked(self) -> bool:
        """Whether the question asks the trainer's first words to someone ("what did i ask nigel when he joined",
        "what did i tell her at the start": asked_speaker.told_first), which asked_records reads after the decision:
        such a question has no topic word once the name is out ("joined" is none), and is no vague one (`_one_pass`).
        Read without the client's name, as the query is ranked and first_told reads it: a full name ("clodagh
        rushworth") is no one word the reading takes for the person."""
        named = self.names.get(self.scope) if self.scope is not None else None
        question = intent.without_names(self.question, [named]) if named else self.question
        return asked_speaker.told_first(question) is not None

    @property
    def carried_into_period(self) -> bool:
        """The thread's thing carried into a period the follow-up names with no word of its own ("and in january"
        after "<name>'s vit d"): read for the thing in the period, which its news may tell without the thing's word."""
        return self.when is not None and bool(self.own_question) and not self.own_topic

    def with_period_name(self) -> "Reading":
        """The question read with its named period's words ("ramadan", timeframe.Timeframe.named) besides its
        own, in the same period: asked once at most (the period keeps its name, the words are not added twice)."""
        assert self.when is not None
        named = self.when.named
        return replace(self, question=f"{self.question} {named}", topic=f"{self.topic} {named}".strip(),
                       when=replace(self.when, named=""), thread_thing="")

    def with_thread_thing(self) -> "Reading":
        """The question read with the thread's thing besides its own words; it has none left to add, so
        it is asked again once at most."""
        return replace(self, question=f"{self.question} {self.thread_thing}",
                       topic=plain_speech.as_typed(f"{self.topic} {self.thread_thing}".strip()), thread_thing="")
