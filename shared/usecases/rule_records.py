"""The client's records stating what they may or may not do, for "what's ellie not allowed to do".

The records say the rule, never the question's word of permission ("No walking training for 6 weeks, a
boot for 2 weeks", "No bending or heavy lifting for a week", "nothing fast till January": shared/domain/
restrictions.py). Ranked by the question's words, the client's records about the thing led ("what is des
not allowed to do after the op" quoted his walks), or the decision refused on "allowed", a word no record
uses. Here: the client's records (ranked by the question's meaning, and looked up by the words rules are
said in) that state a rule, those saying the question's own topic words first ("sprint" in "is josh allowed
to sprint yet"), then the newest (the rule in force), then by meaning; the chat leads its answer with them (shared/usecases/chat/service.py,
`_own_words_asked`).

One vector read and one keyword read of the client's records, each started only while the request's
budget lasts (as shared/usecases/speaker_records.py's reads: `DeadlineExceeded`).
"""

from __future__ import annotations

from typing import Sequence

from shared.domain import answerability, restrictions
from shared.domain.record_time import written_or
from shared.domain.retrieval import embed_query
from shared.domain.sources import registry
from shared.kernel.deadline import before_read
from shared.ports.vectorstore import Match, QueryFilter
from shared.usecases.backends import Backends
from shared.usecases.tenancy import ClientRef

# How many of the client's records each read takes (their history is a few hundred records).
RULES_READ = 60
# How many records stating a rule lead the answer: a rule is often told by a relative and answered by the
# trainer with one of their own ("Gentle walks on the flat from tomorrow, no bending down").
RULES_LEAD = 3
# The words rules are said in, for the keyword read (closed English; "no", "not", "till" are stop words).
RULE_WORDS = "weeks week cleared signed stop avoid rest nothing till until allowed"
# The words of permission left out of the question's own topic words.
_PERMISSION = frozenset("allowed permitted cleared restriction restrictions banned forbidden signed can't cannot "
                        "couldn't cant do".split())


def rule_records(backends: Backends, trainer_id: str, question: str, query_filter: QueryFilter,
                 roster: Sequence[ClientRef]) -> list[Match]:
    """The client's records stating a rule (module doc), at most RULES_LEAD; [] for a question asking no
    rule (restrictions.asked), with no client in focus, or none found."""
    if not restrictions.asked(question):
        return []
    names = [c.display_name for c in roster]
    words = answerability.topic_words(answerability.decision_words(question))
    client = query_filter.client_id or next(
        (c.client_id for c in roster for w in words if answerability.is_known_name(w, [c.display_name])), None)
    if client is None:
        return []
    # In the period asked, if any ("after the op"): the rules of that time.
    scope = QueryFilter(client_id=client, group_chats=query_filter.group_chats if query_filter.client_id == client else (),
                        since_ts=query_filter.since_ts, until_ts=query_filter.until_ts,
                        embedding_model=backends.embedder.model_id)
    _in_time("the client's records by meaning")
    by_meaning = backends.store.query(trainer_id, embed_query(backends.embedder, question), RULES_READ, scope)
    _in_time("the client's records by the words of a rule")
    by_words = backends.store.keyword_query(trainer_id, RULE_WORDS, RULES_READ, scope)
    cosine = {m.id: m.score for m in by_meaning}
    # Rules are stated by people (the client, a relative, the trainer, a session's lines, the profile); a
    # summary the insights run wrote of a week repeats them, in no one's words (registry.unwritten).
    unwritten = registry.unwritten()
    rules = [m for m in {m.id: m for m in [*by_meaning, *by_words]}.values()
             if m.metadata.get("sourceType") not in unwritten
             and restrictions.states(str(m.metadata.get("text") or ""))]
    own = [w for w in words if w.lower() not in _PERMISSION and not answerability.is_known_name(w, names)]
    text = " ".join(own)

    def says_own(m: Match) -> int:
        return sum(answerability.holds(w, m.metadata, text) for w in own)

    period = query_filter.since_ts is not None or query_filter.until_ts is not None
    if period or (own and not any(says_own(m) for m in rules)):
        # The rules of a period asked, or where no rule says the question's thing ("what is des not allowed to
        # do after the op": "cataract done", never "op"), by the question's meaning: the newest rule is of
        # another thing ("what couldn't harold do in the plaster" once led with the tai chi of new year's day).
        return sorted(rules, key=lambda m: (-says_own(m), -cosine.get(m.id, 0.0)))[:RULES_LEAD]

    # The rule in force is the newest ("nothing fast till January" after "no walking training for 6
    # weeks"): those saying more of the question's own words first, then the newest, then by meaning.
    return sorted(rules, key=lambda m: (-says_own(m), -_ts(m), -cosine.get(m.id, 0.0)))[:RULES_LEAD]


def _ts(m: Match) -> float:
    """A rule's time (record_time.written_at); -inf for one without (it is the oldest, never in force first)."""
    return written_or(m.metadata, float("-inf"))


def _in_time(what: str) -> None:
    """A read starts only while the request's budget lasts."""
    before_read(f"the request's budget was spent before reading {what}")
