"""The client's records that tell an absence, for "which sessions did rafe miss" and the like.

A question in the negative ("which sessions did rafe miss", "has he missed any since october", "why did
kimmy miss thursday", "why did peran take time off", "who missed the junior concert") is answered by records
that never say its words: "No Rafe today?" / "ferry shifts", "cnt make thurs, kids ill", "Won't be there
tonight", "going to sit out a few weeks" (shared/domain/absences.py). Ranked by the question's words they sat
under the relevance floor and the question was refused (docs/ANSWERS.md, "h-fail61"). Here: the client's
records in the period asked (by the question's meaning, and looked up by the words an absence is told in)
that tell one; when the question names a thing beyond its asking ("devil's dyke", "thursday", "his tooth"),
only those saying it. Oldest first: the list of misses as they came; the chat quotes what follows each (the
reason, "ferry shifts") right after it: the answer to a no-show comes hours later, past a thread's reply gap.

No record telling an absence (in the period asked, of the thing asked): nothing is read, and the ranking and
the decision answer or refuse as before — a question in the negative whose history holds no miss is refused
as any question the history does not answer.

One vector read and one keyword read of the client's records (of the trainer's, for "who missed …") and one
neighbours read of the answers, each started only while the request's budget lasts (as shared/usecases/rule_records.py's reads).
"""

from __future__ import annotations

import re
from typing import Sequence

from shared.domain import absences, answerability, threads
from shared.domain.record_time import written_or
from shared.domain.retrieval import embed_query
from shared.domain.sources import registry
from shared.kernel.deadline import before_read
from shared.ports.vectorstore import Match, QueryFilter
from shared.usecases.backends import Backends
from shared.usecases.tenancy import ClientRef

# How many of the client's records each read takes (their history is a few hundred records).
ABSENCES_READ = 60
# How many records telling an absence lead the answer: a client's misses over a season are a handful.
ABSENCES_LEAD = 4
# The other side's answer to a record telling a miss: up to ANSWER_TURNS turns among the ANSWER_SPAN after it,
# within ANSWER_GAP_S ("No Rafe today?" at noon, "ferry shifts" that night; "no show again?", "sorry" / "fog at
# newhaven" the next morning).
ANSWER_SPAN = 4
ANSWER_TURNS = 2
ANSWER_GAP_S = 24 * 3600
# The words absences are told in, for the keyword read (closed English; "can't", "no", "not" are stop words).
ABSENCE_WORDS = "miss missed missing make show tonight today 2nite cnt cant didnt sit weeks time training cancel"
# "who missed devil's dyke", "which of my clients missed the showcase": asked of the roster, not of one client.
_OF_ROSTER = re.compile(r"^\s*(?:who|which\s+(?:of\s+(?:my|the)\s+)?(?:clients?|ones?|people|lads?|girls?))\b",
                        re.IGNORECASE)


def absence_records(backends: Backends, trainer_id: str, query: str, question: str, query_filter: QueryFilter,
                    roster: Sequence[ClientRef]) -> list[Match]:
    """The records telling the client's absences (module doc), at most ABSENCES_LEAD, oldest first; [] for a
    question asking of none (absences.asked), with no client in focus (unless asked of the roster with a thing
    named), or none found. `query`: the question as ranked (its topic words); `question`: as read;
    `query_filter`: the scope in the period asked."""
    if not absences.asked(question):
        return []
    names = [c.display_name for c in roster]
    words = answerability.topic_words(answerability.decision_words(query))
    client = query_filter.client_id or next(
        (c.client_id for c in roster for w in words if answerability.is_known_name(w, [c.display_name])), None)
    # The thing asked beyond the asking ("devil's dyke", "tooth", "thursday"): a record telling another absence
    # does not answer it.
    own = [w for w in words if not absences.frame(w) and not answerability.is_known_name(w, names)]
    if client is None and not (own and _OF_ROSTER.search(question)):
        return []
    scope = QueryFilter(client_id=client,
                        group_chats=query_filter.group_chats if query_filter.client_id == client else (),
                        since_ts=query_filter.since_ts, until_ts=query_filter.until_ts,
                        embedding_model=backends.embedder.model_id)
    _in_time("the client's records by meaning")
    by_meaning = backends.store.query(trainer_id, embed_query(backends.embedder, question), ABSENCES_READ, scope)
    _in_time("the client's records by the words of an absence")
    by_words = backends.store.keyword_query(trainer_id, " ".join([ABSENCE_WORDS, *own]), ABSENCES_READ, scope)
    # Told by people (the client, a relative, the trainer, a session's lines); a summary the insights run wrote
    # of a week repeats them, in no one's words (registry.unwritten).
    unwritten = registry.unwritten()
    told = [m for m in {m.id: m for m in [*by_meaning, *by_words]}.values()
            if m.metadata.get("sourceType") not in unwritten
            and absences.tells(str(m.metadata.get("text") or ""))]
    text = " ".join(own)
    if own:
        told = [m for m in told if any(answerability.holds(w, m.metadata, text)
                                       or absences.says_day(w, str(m.metadata.get("text") or "")) for w in own)]
    # One record a miss (a chat's day: "Missed you at Devil's Dyke?", "didnt go", "chickened out" tell one), the
    # first ABSENCES_LEAD by meaning, then oldest first: the misses as they came.
    cosine = {m.id: m.score for m in by_meaning}
    by_day: dict[tuple[str, int], Match] = {}
    for m in sorted(told, key=lambda m: written_or(m.metadata, float("inf"))):
        by_day.setdefault((str(m.metadata.get("chatId") or m.id), int(written_or(m.metadata, 0.0) // 86400)), m)
    chosen = sorted(sorted(by_day.values(), key=lambda m: -cosine.get(m.id, 0.0))[:ABSENCES_LEAD],
                    key=lambda m: written_or(m.metadata, float("inf")))
    return _with_answers(backends, trainer_id, question, chosen)


def _with_answers(backends: Backends, trainer_id: str, question: str, chosen: list[Match]) -> list[Match]:
    """Each record telling a miss followed by the other side's answer to it, when it is a message: "No Rafe
    today?" by "ferry shifts", "covering for linus" (the reason, which "why did he miss the one in july" asks),
    "cnt make thurs" by the trainer's reply. The answer to a no-show comes late (that evening, the next
    morning): read within ANSWER_GAP_S, not the thread's REPLY_GAP_S. One neighbours read for all of them."""
    seeds = [m for m in chosen if m.metadata.get("chatId")]
    if not seeds:
        return chosen
    _in_time("the answers to the records telling a miss")
    near = backends.store.neighbours(trainer_id, seeds, embed_query(backends.embedder, question), ANSWER_SPAN,
                                     ANSWER_GAP_S, QueryFilter(source_types=("message",),
                                                               embedding_model=backends.embedder.model_id))
    out: list[Match] = []
    seen = {m.id for m in chosen}
    for m in chosen:
        out.append(m)
        sender = m.metadata.get("senderId")
        after = threads.turns_after(near, m)
        # The other side's turns right after it, until the teller writes again.
        answer = []
        for t in after:
            if t.metadata.get("senderId") == sender or len(answer) == ANSWER_TURNS:
                break
            answer.append(t)
        out.extend(t for t in answer if t.id not in seen)
        seen.update(t.id for t in answer)
    return out


def _in_time(what: str) -> None:
    """A read starts only while the request's budget lasts."""
    before_read(f"the request's budget was spent before reading {what}")
