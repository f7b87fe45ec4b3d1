"""The client's newest weekly weights, for a body weight asked against a mark ("is graham under 15 stone yet").

The question asks the weight now; the ranking, reading "15 stone", chose the records that say the mark (the
goal record, the introduction's "16 stone 2, want to get to 15 stone"), and the answer quoted the target,
not where he is. Where the health data gives weekly weights (metric summaries, shared/domain/readings.py),
the newest of them answer it, and the chat leads its answer with them (shared/usecases/chat/service.py,
`_own_words_asked`); the reader compares them with the mark. A client whose weights are only written in
messages has no summaries: nothing is led, and the ranking answers. Refused by its words instead, the
question is asked again as the weight (chat/read_again.py's "weight_mark" way; weight_marks.as_weight).
"""

from __future__ import annotations

from typing import Sequence

from shared.domain import answerability, readings, weight_marks
from shared.domain.record_time import written_at, written_or
from shared.domain.retrieval import embed_query
from shared.kernel.deadline import before_read
from shared.ports.vectorstore import Match, QueryFilter
from shared.usecases.backends import Backends
from shared.usecases.tenancy import ClientRef

# The client's summaries read (a few metrics, one record a week each: half a year of two metrics).
WEEKS_READ = 60
# The newest weeks led: the latest reading and the one before it (the trend the reader sees).
WEEKS_LED = 2
WEIGHT = "weight"


def weight_weeks(backends: Backends, trainer_id: str, question: str, query_filter: QueryFilter,
                 roster: Sequence[ClientRef]) -> list[Match]:
    """The client's WEEKS_LED newest weekly weight summaries, newest first; [] for a question comparing no
    body weight with a mark (weight_marks.as_weight), with no client, or with no weekly weights."""
    if weight_marks.as_weight(question) is None:
        return []
    words = answerability.topic_words(answerability.decision_words(question))
    client = query_filter.client_id or next(
        (c.client_id for c in roster for w in words if answerability.is_known_name(w, [c.display_name])), None)
    if client is None:
        return []
    before_read("the request's budget was spent before reading the client's weekly weights")
    # In the period asked, if any ("was he under 90 kg in march"): that period's newest weeks.
    scope = QueryFilter(client_id=client, source_types=(readings.SUMMARY,), since_ts=query_filter.since_ts,
                        until_ts=query_filter.until_ts, embedding_model=backends.embedder.model_id)
    found = backends.store.query(trainer_id, embed_query(backends.embedder, WEIGHT), WEEKS_READ, scope)
    weeks = [m for m in found if str(m.metadata.get("metric") or "").lower() == WEIGHT
             and written_at(m.metadata) is not None]
    return sorted(weeks, key=lambda m: -written_or(m.metadata, 0.0))[:WEEKS_LED]
