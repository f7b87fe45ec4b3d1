"""A follow-up read with the thread's thing: the one step chatWithAI and semanticSearch take to carry it.

"when was it" after "what op did gordon have" names no thing of its own: alone its words rank nothing
of the operation. Read in its thread it is asked with the previous question's thing ("when was it op",
intent.carried_topic). chatWithAI reads its conversation's turns so; semanticSearch reads them the same
way when it is sent the caller's conversation (`conversationId`, a search box in a chat thread), through
this one function, so that the two never read a follow-up apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from shared.domain import plain_speech, timeframe
from shared.usecases import intent


@dataclass(frozen=True)
class Carried:
    """The follow-up with the thread's thing carried into it."""

    question: str  # its words and the thing ("when was it op")
    topic: str  # its topic words and the thing, as typed (plain_speech.as_typed)
    thing: str  # the thing carried ("op")
    # Its own words and topic words ("which wrist", "wrist"); the topic is "" when every word of its own
    # is frame ("did she go", "how much quicker than in january": intent.asks_thing_again), which ranks
    # with the thing but is no topic word of it.
    own_question: str
    own_topic: str


def reads_thread(question: str, topic: str, when: timeframe.Timeframe | None) -> bool:
    """Whether a question could ask the thread's thing: no period of its own, or a period alone after an
    opener or about "it" ("and back in june?", "what was it in april?": intent.asks_topic_in_period); and no
    status frame without a topic ("how's she getting on" asks the client's news, intent.asks_status)."""
    period_only = when is not None and intent.asks_topic_in_period(question, topic)
    return (when is None or period_only) and not intent.asks_status(question, topic)


def carried(question: str, topic: str, when: timeframe.Timeframe | None, turns: Iterable[Any],
            names: Iterable[str], spelt: Callable[[str], str] | None = None) -> Carried | None:
    """`question` (the client's name in it, its period out) with the thing of the thread's earlier question
    (intent.carried_topic) when it names none of its own or asks "any X" / "it" of it; None otherwise.
    `topic`: its topic words (intent.client_topic); `turns`: the conversation's, oldest first."""
    if not reads_thread(question, topic, when):
        return None
    thing = intent.carried_topic(question, turns, names)
    if not thing:
        return None
    # The thing as the earlier question was searched (`spelt`, search.thing_searched: initials spelt out, the records'
    # spelling), as every question is read before its topic. Typed as asked ("rhr" of "<name>'s rhr", which no weekly
    # summary says), the follow-up "and before the pacemaker" found its span's weeks and refused them.
    thing = spelt(thing) if spelt is not None else thing
    own_topic = "" if intent.asks_thing_again(question) else topic
    return Carried(f"{question} {thing}", plain_speech.as_typed(f"{own_topic} {thing}".strip()), thing,
                   question, own_topic)


def detail_asked(question: str, topic: str, when: timeframe.Timeframe | None, turns: Iterable[Any],
                 names: Iterable[str], client_inherited: bool) -> str:
    """The thread's thing a follow-up asks a detail of in words of its own ("what did the gp call it", "how long
    out" after "<name>'s hamstring": intent.carried_topic's `client_inherited`, whether it names no client but the
    thread's), read with that thing too when its own words alone are refused; "" when it could not ask the
    thread's thing (`reads_thread`). The one reading chatWithAI's `prepare` (`Reading.thread_thing`) and
    semanticSearch (`_detail_of`) take when nothing was carried (`carried` is None)."""
    if not reads_thread(question, topic, when):
        return ""
    return intent.carried_topic(question, turns, names, client_inherited=client_inherited)
