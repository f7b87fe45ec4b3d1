"""The written record that gives a quantity's value where the question asks it: at the start of the client's history
or its change since ("what did she weigh when she joined", "how many kg has he shed since spring"), or at a moment
the client's own words name ("what was it the week of the cup final" after "<name>'s resting hr").

Ranked by the quantity's words, the device's newest weekly summaries fill every place, and the intake message or the
note that gave the value asked is not among them. One step chatWithAI's answer and semanticSearch's results both take
after their ranking (start_values.leading, moment_values.leading over the ranking's candidates and the client's written
records ranked again by the quantity's words): before it the chat alone took it, and the search box returned ten
weekly summaries where the chat quoted the intake (blind36's dev "how many kg has <name> lost since july").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from shared.domain import asked_values, moment_values, start_values
from shared.domain.models import DEFAULT_SOURCE_TYPES
from shared.domain.retrieval import Candidate
from shared.domain.sources import registry
from shared.ports.vectorstore import QueryFilter

# A search of the client's records: (query, scope) -> candidates, as deep as the caller's own.
Find = Callable[[str, QueryFilter], list[Candidate]]


def asked(question: str, own_topic: str, period_asked: bool, chosen: Sequence[Candidate],
          thread_asked: str = "") -> tuple[Callable[..., list[Candidate]], str, tuple[str, ...]] | None:
    """How the value asked leads: (the domain's `leading`, the words it reads, the quantities), or None for a
    question that asks no value at the start nor at a moment of its own words. `question`: as read, with the thread's
    thing carried; `own_topic`: a follow-up's own topic words when the thing was carried ("" otherwise);
    `period_asked`: a period was read from the question; `chosen`: the records chosen so far (the quantity the first
    holds a value of, when neither the question nor its thread's questions `thread_asked` measure one)."""
    if start_values.asks_start(question):
        return start_values.leading, question, _quantities(question, chosen, thread_asked)
    if own_topic and not period_asked and (measured := asked_values.measured(question)):
        return moment_values.leading, own_topic, measured
    return None


def _quantities(question: str, chosen: Sequence[Candidate], thread: str) -> tuple[str, ...]:
    """The quantities the question measures by its words (asked_values.measured), else those its thread's questions
    do ("what did he start at" after "<name>'s weight"), else those the first record chosen holds a value of ("and
    at the start" after "<name>'s rhr": the heart rate of the summaries quoted)."""
    measured = asked_values.measured(question) or asked_values.measured(thread)
    if measured or not chosen:
        return measured
    return tuple(sorted(asked_values.held(str(chosen[0].metadata.get("text") or ""))))


def written_query(query: str, quantities: tuple[str, ...]) -> str:
    """The query the client's written records are ranked by again: with the quantity's own words ("bp pressure
    systolic …"), since the question's other words ("how many points", "come down") rank nothing of it."""
    return " ".join([query, *(asked_values.naming_words(q) for q in quantities)])


def written_scope(searched: QueryFilter) -> QueryFilter:
    """`searched` without the weekly summaries no one wrote, which filled the ranking's places."""
    unwritten = registry.unwritten()
    kinds = tuple(k for k in (searched.source_types or DEFAULT_SOURCE_TYPES) if k not in unwritten)
    return replace(searched, source_types=kinds)


def led(question: str, own_topic: str, period_asked: bool, query: str, chosen: list[Candidate],
        candidates: Sequence[Candidate], searched: QueryFilter, scope: str | None, floor: float, find: Find,
        thread_asked: str = "") -> list[Candidate] | None:
    """`chosen` with the records that give the value asked in front (`asked`), from the ranking's `candidates` and
    the client's written records `find` ranks again (`written_query`, `written_scope`; none with no client in focus
    `scope` or no quantity); None for a question that asks no such value (the caller's records stand). `find` returns
    [] past the budget (the candidates alone are read then)."""
    reading = asked(question, own_topic, period_asked, chosen, thread_asked)
    if reading is None:
        return None
    lead, words, quantities = reading
    pool = [*candidates]
    if quantities and scope is not None:
        pool += find(written_query(query, quantities), written_scope(searched))
    return lead(words, chosen, pool, floor, quantities)
