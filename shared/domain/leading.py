"""What leads an answer's records when the question asks for one record in particular.

"Is she still…", "these days", "what's he weighing now": the newest record on the topic, which
may score a little under the first report. "How often does he get migraines": the record that
states a rate. The ranking orders by relevance alone; this step, applied after it, moves that one
record to the front. chatWithAI quotes its sources in this order and semanticSearch returns its
results in it: one rule for both, so the search a trainer runs and the answer the chat gives
start from the same record.
"""

from __future__ import annotations

import re
from dataclasses import replace

from shared.domain import episodes, frequency
from shared.domain.record_time import written_at, written_or
from shared.domain.retrieval import NOW_PHRASES, Candidate, asks_about_now, keyword_text, missing_words
from shared.domain.runners_up import LATEST_FRACTION

_WORD = re.compile(r"[a-z0-9']+")


def lead(relevant: list[Candidate], pool: list[Candidate], threshold: float, question: str) -> list[Candidate]:
    """`relevant` with the record the `question` asks for in front: the newest on the topic for a
    question about now or about what changed since (`with_news`), a rate for "how often" (`with_rate`); unchanged otherwise.
    A record brought from `pool` reaches at least `LATEST_FRACTION` of the threshold."""
    about_now = asks_about_now(question)
    if about_now or episodes.asks_since(question):
        relevant = with_news(relevant, pool, threshold, question, about_now)
    if frequency.asks_how_often(question):
        relevant = with_rate(relevant, pool, threshold)
    return relevant


def with_news(relevant: list[Candidate], pool: list[Candidate], threshold: float, question: str,
              about_now: bool) -> list[Candidate]:
    """'Is she still…', 'is it better': the episode's news after the chosen records (shared/domain/episodes.py:
    the client's later records in the words the chosen ones share, the newest then the first) in front of
    them, else the newest record on the topic (`with_latest`, for a question about now: `about_now`, as `lead`
    read it, not read twice). A news record reaches at least `LATEST_FRACTION` of the threshold."""
    found = episodes.news(relevant, pool, LATEST_FRACTION * threshold)
    if found:
        ids = {c.id for c in found}
        return [*found, *(c for c in relevant if c.id not in ids)]
    return with_latest(relevant, pool, threshold, question) if about_now else relevant


def with_latest(relevant: list[Candidate], pool: list[Candidate], threshold: float, question: str = "") -> list[Candidate]:
    """'Is she still…', 'these days': the newest record on the topic leads the sources.

    The best-scoring records are often the first report ("waking up drenched
    at 3am") and the answer to "still?" is the latest one ("sleeping through
    most nights now"), which may score a little lower. A record newer than
    every chosen source, sharing a word of the question and at least
    `LATEST_FRACTION` of the threshold, is offered first; else the newest of the
    chosen sources moves to the front ("no twinges at all in the knee for weeks
    now" was fourth among them, and an answer quotes the first three), followed by
    the reply that rode with it. A reply never leads alone: it belongs to its source.
    Nor does a follow-on (`followOn`, shared/domain/threads.py: a later update, the client's own
    turn in a group): it was added for its source, whatever its date, and an answer quotes it
    only after that source. Leading alone, the quotes skipped it and the newest chosen source
    dropped out of the first three ("no twinges at all in the knee for weeks now").
    """
    # A follow-on's date is not the chosen sources' (a wrong update would hide a right later record).
    chosen = [c for c in relevant if not c.metadata.get("followOn")]
    dated_chosen = [c for c in chosen if written_at(c.metadata) is not None]
    if not dated_chosen:
        return relevant
    newest = max(_at(c) for c in dated_chosen)
    # The newer record must cover the question as well as the newest chosen source (not a reply riding
    # with it) does: one that shares fewer of its words is a neighbouring topic, not the newer word on
    # this one ("whats rashids deadlift pb now": a plan naming RDLs, newer than "210 today!!! new pb",
    # led the answer and pushed the PB out of the quotes).
    # When that source was chosen by meaning alone (it shares no word: "stopped the fasting" for "is
    # lorna still doing the 16:8 thing?"), a newer record sharing none may lead too. The tolerance only
    # absorbs float noise between equal coverages.
    own = [c for c in dated_chosen if not rides_along(c)]
    last = max(own, key=_at, default=None)
    bar = last.features.get("coverage", 0.0) if last is not None else 0.0
    taken = {c.id for c in relevant}
    topic = now_topic_words(question)
    # The thing's words the newest chosen source lacks (None: no thing read, or no such source).
    lacked = set(missing_words(topic, last.metadata)) if topic and last is not None else None
    later = [
        c for c in pool
        if c.id not in taken and written_at(c.metadata) is not None and _at(c) > newest
        and _covers_as_well(c, bar, topic, lacked) and c.relevance >= LATEST_FRACTION * threshold
    ]
    if later:
        latest = max(later, key=_at)
        return [latest, *relevant]
    # Each chosen source with the reply offered right after it (with_replies), as one unit.
    units: list[list[Candidate]] = []
    for c in relevant:
        if rides_along(c) and units:
            units[-1].append(c)
        else:
            units.append([c])
    dated = [u for u in units if written_at(u[0].metadata) is not None]
    if not dated:
        return relevant
    lead = max(dated, key=lambda u: _at(u[0]))
    return [*lead, *(c for u in units if u is not lead for c in u)]


def _at(c: Candidate) -> float:
    """A dated record's time (record_time.written_at: a flag is no time); asked only of dated records."""
    return written_or(c.metadata, 0.0)


def now_topic_words(question: str) -> str:
    """The `question`'s content words without the words that ask for now ("still", "yet", "any more":
    retrieval.NOW_PHRASES): the thing whose newest word is asked."""
    # Longest first, and before the stop words go: "these days" is a phrase, not "days".
    words = f" {' '.join(_WORD.findall(question.lower()))} "
    for phrase in sorted(NOW_PHRASES, key=len, reverse=True):
        words = words.replace(f" {phrase} ", " ")
    return keyword_text(words.strip()) if words.strip() else ""


def _covers_as_well(c: Candidate, bar: float, topic: str, lacked: set[str] | None) -> bool:
    """`c` shares the question's words as well as the newest chosen source does (its ranking coverage
    reaches `bar`), or, read without the words that ask for now (`topic`), means every word of the
    thing that source means (it lacks none that source has): "is she still tired" is settled by "not
    tired any more", which lacks the "still" of the first report ("still tired in the afternoons").
    Every word, not as many: "shannon ... time" is not "shannon ... tired"."""
    if c.features.get("coverage", 0.0) >= bar - 1e-9:
        return True
    if lacked is None or len(lacked) >= len(topic.split()):
        return False  # the source shares nothing of the thing: no bar to meet by it
    return set(missing_words(topic, c.metadata)) <= lacked


def with_rate(relevant: list[Candidate], pool: list[Candidate], threshold: float) -> list[Candidate]:
    """'How often does greg get migraines': the best-ranked record that states a rate of the topic
    (shared/domain/frequency.py: "Migraines 2-3 a month") leads the sources; the rest keep their order.

    It must share a word of the question (the ranking's coverage: a rate of something else, "3
    sessions a week", is no answer) and reach `LATEST_FRACTION` of the threshold, as `with_latest`'s
    newer record does. None stating one: the sources as they were."""
    rated = next((c for c in [*relevant, *pool]
                  if c.features.get("coverage", 0.0) > 0 and c.relevance >= LATEST_FRACTION * threshold
                  and frequency.states_a_rate(str(c.metadata.get("text") or ""))), None)
    if rated is None:
        return relevant
    return [rated, *(c for c in relevant if c.id != rated.id)]


def in_front(record: Candidate, others: list[Candidate], threshold: float) -> list[Candidate]:
    """`record` first, scored at least `threshold`, then `others` without it: a record the question
    names outright (its profile, the note named by its ordinal) is an answer whatever its rank."""
    return [replace(record, relevance=max(record.relevance, threshold)), *(c for c in others if c.id != record.id)]


def rides_along(c: Candidate) -> bool:
    """`c` was offered for the source before it (a reply, a follow-on), not chosen on its own."""
    return bool(c.metadata.get("reply") or c.metadata.get("followOn"))
