"""A period the question names ("in April", "last month"), for chatWithAI and semanticSearch alike.

The words name a window (shared/domain/timeframe.py): the search is filtered to it and ranks
by the question without them. Within the window the question is decided as any other. When
nothing there is relevant enough, the period's records are often about the topic in other
words ("How was Lucia sleeping in August?" ← "waking up drenched at 3am"): the whole history
is asked (search.whole_history) and, when it answers, `topic_in_period` keeps its best records
that fall in the period, or the later updates of them that do ("How did her erg test go in
April?": the test is January's record, April's "7:29.8!!! SUB 7:30" its update).
Nothing found either way: nothing in the period answers, whatever the rest of the history holds.
"""

from __future__ import annotations

import logging
from typing import Callable

from shared.domain import answerability, asked_values, event_dates, threads, timeframe, word_evidence
from shared.domain.bound_slots import text_of
from shared.domain.calibration import calibration_for
from shared.domain.fingerprint import decision_fingerprint
from shared.domain.record_time import written_at, written_or
from shared.domain.retrieval import Candidate
from shared.domain.typos import corrected
from shared.ports.keywords import token_index
from shared.kernel.deadline import Deadline, DeadlineExceeded, run_within
from shared.kernel.errors import VectorStoreError
from shared.usecases.backends import Backends

log = logging.getLogger(__name__)

# Records of the whole history's ranking read for the period's topic (as many as the chat ranks for any question).
RANKED = 24
# A record of the period counts when it is one of the whole history's first RANKS for the
# question, in a ranking of at least MIN_RANKED records, and reaches SHARE of the threshold.
RANKS = 4
MIN_RANKED = RANKED // 2
SHARE = 0.5


def in_period(whole: list[Candidate], when: timeframe.Timeframe, threshold: float, query: str = "") -> list[Candidate]:
    """The records of the period among the whole history's best for the question (`query`, as ranked).

    A record counts when it is one of the first `RANKS` of the whole history's ranking (the
    client's best records on the topic, whenever they were) and reaches `SHARE` of the
    threshold; the rest of a period is what else happened then. Only in a ranking of at least
    `MIN_RANKED` records: in a short history every record is among the first few ("Booked in
    for Thursday" is not about the knee for being one of two records). Nor one that names only
    another member of the family of a thing the question asks about and none of the question's
    words (word_evidence.about_a_sibling): in a client's short history the first few for "wrist in
    june" include June's "tight hips" and "my knees", which are not the wrist in other words.
    A record written after the period counts as of it when it reports on the period's month
    (event_dates.reports_on): "only 1 migraine in september!!", written on 13 October, for "how many
    migraines did greg have in september".
    """
    if len(whole) < MIN_RANKED:
        return []
    since, until = when.since.timestamp(), when.until.timestamp()
    words = answerability.decision_words(query)
    return [
        c for c in whole[:RANKS]
        if written_at(c.metadata) is not None and _of_period(c, since, until)
        and c.relevance >= SHARE * threshold and not word_evidence.about_a_sibling(words, c.metadata)
    ]


def _of_period(c: Candidate, since: float, until: float) -> bool:
    """Written in the period, or later and reporting on its month (event_dates.reports_on); asked only of a
    dated record."""
    ts = written_or(c.metadata, 0.0)
    return since <= ts <= until or (ts > until and event_dates.reports_on(text_of(c), ts, since, until))


def _as_of_period(c: Candidate, when: timeframe.Timeframe) -> Candidate:
    """`c` as the period's record: written after the period, only its clauses that report on the period's
    month (event_dates.reporting_clauses) hold the thing asked; written in it, all but those that report on
    another month (event_dates.own_clauses). "Colin: donepezil 10 mg since June, nausea
    settled. 5 km 26:55 (July). Plank 75 s." reports July's 5 km, not a plank in July: read whole, the note
    answered "colin's plank in july"."""
    ts = written_at(c.metadata)
    if ts is None:
        return c
    text, since, until = text_of(c), when.since.timestamp(), when.until.timestamp()
    # Written in the period, its clauses that report on another month are that month's ("HbA1c 58 to 49 (April)"
    # in a note of 26 June is no June HbA1c: event_dates.own_clauses).
    said = (event_dates.own_clauses(text, ts, since, until) if ts <= until
            else event_dates.reporting_clauses(text, ts, since, until))
    if said == text:
        return c
    return Candidate(c.id, c.cosine, c.relevance, {**c.metadata, "text": said}, c.features)


def updates_in_period(
    backends: Backends, trainer_id: str, whole: list[Candidate], when: timeframe.Timeframe, threshold: float,
    budget: Deadline,
) -> list[Candidate]:
    """The later updates (threads.later_updates) of the whole history's relevant records that fall in
    the period asked, best source first; none when the look-up fails or runs out of time."""
    relevant = [c for c in whole if c.relevance >= threshold]
    since, until = when.since.timestamp(), when.until.timestamp()

    def find() -> list[Candidate]:
        found = threads.later_updates(backends.store, trainer_id, relevant, {c.id for c in relevant},
                                      backends.embedder.model_id)
        chosen = threads.with_follow_ons([c for c in relevant if c.id in found], found, whole, "update")
        return [Candidate(c.id, c.cosine, c.relevance, {k: v for k, v in c.metadata.items() if k != "followOn"}, c.features)
                for c in chosen if c.metadata.get("followOn") and since <= written_or(c.metadata, 0.0) <= until]

    try:
        return run_within(budget, find)
    except (DeadlineExceeded, TimeoutError, VectorStoreError, OSError) as exc:
        log.info("follow_ons_skipped", extra={"json_fields": {"errorClass": type(exc).__name__}})
        return []


def topic_in_period(
    backends: Backends, trainer_id: str, whole: list[Candidate], answered: bool, when: timeframe.Timeframe,
    threshold: float, budget: Deadline, query: str = "",
) -> list[Candidate]:
    """What of the period answers a question its own ranking did not: given the whole history's
    ranking (`whole`) for `query` and whether the whole history answers it (`answered`), the period's
    records among its best (`in_period`), else the later updates of its relevant records that fall in
    the period (`updates_in_period`). Empty when the whole history does not answer either."""
    if not answered:
        return []
    # Only those that hold the thing asked or a value of it (`unheld`): the rest is what else happened
    # then ("pressure sore on my sacrum" in August, the later update of June's note on the shoulder).
    # The question is read once (`unheld_in`), then each record against it.
    unheld_of = unheld_in(backends, trainer_id, query, whole)
    found = [c for c in in_period(whole, when, threshold, query) if not unheld_of([_as_of_period(c, when)])]
    return found or [c for c in updates_in_period(backends, trainer_id, whole, when, threshold, budget)
                     if not unheld_of([c])]


# Nouns that ask for whatever the period holds, naming no thing of their own: "what activity did john and max enjoy
# together last summer" is answered by "our camping trip last summer", which says no "activity". Held to them, the
# period's record was dropped and the question went empty (LoCoMo conv-41).
GENERAL_NOUNS = frozenset(
    "activity activities thing things stuff something anything everything event events kind sort type".split())


def without_general_nouns(words: str) -> str:
    """`words` (a question's keyword text) without its `GENERAL_NOUNS`."""
    return " ".join(w for w in words.split() if w.lower() not in GENERAL_NOUNS)


def unheld(backends: Backends, trainer_id: str, query: str, records: list[Candidate], pool: list[Candidate]) -> str:
    """What `query` asks about when none of `records`, each read as its exchange (word_evidence.exchange:
    the turn beside it among `pool`), holds it or a value of it (word_evidence.unheld_topic: the
    question's main topic by this trainer's IDF; for a topic that is no named thing, said in other
    words, by the embedder's word meaning); "" when one does. Of a period's records, "waking up
    drenched at 3am" answers "how was she sleeping in august", "134/85" her blood pressure, "paid 👍"
    nothing."""
    return unheld_in(backends, trainer_id, query, pool)(records)


def unheld_in(backends: Backends, trainer_id: str, query: str, pool: list[Candidate]) -> Callable[[list[Candidate]], str]:
    """`unheld` for one question and many lists of records: the question's words, their weights, the
    value it asks and the embedder's word scale are read once, not once per record."""
    stats = backends.store.term_stats(trainer_id)
    words = corrected(without_general_nouns(answerability.decision_words(query)), stats)
    weight = (lambda stem: stats.idf(token_index(stem))) if stats is not None else (lambda stem: 1.0)
    # A question that asks for a value ("her race time in july", asked_values.asked_value) is answered by
    # a record of the period with a value of that kind, not by one that only names the race: the time
    # may have been written in another month, which the whole history's decision reads as answered.
    asked = asked_values.asked_value(query)
    model_id = backends.embedder.model_id
    scale = answerability.word_scale(model_id, decision_fingerprint(), calibration_for(model_id).decision)
    # No maps for this embedder yet (before its first refreshCalibration): a cosine on an unknown
    # scale means nothing on the band, so the meaning test cannot refuse — said in other words.
    meant = ((lambda group, texts: True) if scale is None
             else (lambda group, texts: word_evidence.meant_in(backends.embedder, group, texts, scale)))

    def unheld_of(records: list[Candidate]) -> str:
        exchanges = [[o.metadata for o in word_evidence.exchange(c, pool)] for c in records]
        if asked and not any(asked_values.holds_said_value(asked, str(m.get("text") or "")) for ex in exchanges for m in ex):
            return asked[0]
        return word_evidence.unheld_topic(words, weight, exchanges, meant)

    return unheld_of
