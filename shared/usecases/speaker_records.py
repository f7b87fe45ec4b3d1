"""The records of the speaker a question asks about, read for the decision (shared/domain/asked_speaker.py).

"what did sian say about pen y fan": the records naming Sian (one keyword lookup of her name) hold
her own words — the message she introduced herself in, her lines of a session, a quote of her —
and the thing must be in those. "what did i tell bryn about the kaftrio headache": the client's
records that say the thing (one keyword lookup of its word) must include the trainer's own turn, or
a message the trainer answered (its next turn in the chat, one neighbours read).

Called by search.decide after the word-level rules, for a question the rest of the decision let
through; "" there means nothing to add. The ranking's candidates are not enough: ranked by the
question's words, they are the records about the thing, not the person's.
"""

from __future__ import annotations

from typing import Any, Sequence

from shared.domain import answerability, asked_speaker, threads
from shared.domain.retrieval import Candidate, embed_query
from shared.ports.vectorstore import Match, QueryFilter
from shared.usecases.backends import Backends
from shared.usecases.tenancy import ClientRef

# Records naming the person read: their own words are among the first few of a name's lookup.
PERSON_READ = 25
# Records of the client saying the thing read for the trainer's telling of it: a thing a client
# says often ("knee") has many, and the trainer's answer may be to any of them.
TOLD_READ = 50
# Where a telling can be: a message (the trainer's, or the one the trainer answered) or a recorded
# session. Notes, check-ins and weekly summaries say the thing too, and filled the lookup.
TOLD_IN = ("message", "transcript_segment")
# The trainer's answer to a message is the next turn of the chat, the same evening or the next day.
ANSWER_GAP_S = 36 * 3600


def unsaid(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate], scope: QueryFilter,
           roster: Sequence[ClientRef]) -> str:
    """What `query` asks its speaker to have said that none of the speaker's records says, as the refusal
    names it ("pen y fan from Sian"); "" when the question asks no one in particular, or the records do
    say it, or the history never says the thing (the decision's missing words read that)."""
    names = [c.display_name for c in roster]

    def is_client(word: str) -> bool:
        return answerability.is_known_name(word, names)

    ask = asked_speaker.asked(query, is_client)
    if ask is None:
        return ""
    pool = [Match(c.id, c.cosine, c.metadata) for c in candidates]
    word = asked_speaker.first_said(ask.thing, lambda w: any(answerability.holds(w, m.metadata, ask.thing) for m in pool),
                                    is_client) if ask.thing else ""
    if ask.thing and not word:
        return ""
    if ask.coach:
        return _untold(backends, trainer_id, query, ask, word, scope, roster)
    return _unsaid_by(backends, trainer_id, query, ask, word, pool, scope)


def _unsaid_by(backends: Backends, trainer_id: str, query: str, ask: asked_speaker.Asked, word: str,
               pool: Sequence[Match], scope: QueryFilter) -> str:
    """A person other than the trainer and the clients (asked_speaker.asked): their own words in the
    records naming them hold no `word`, or (nothing asked about) there are none."""
    found = backends.store.keyword_query(trainer_id, ask.who, PERSON_READ, scope)
    naming = list({m.id: m for m in [*found, *pool] if asked_speaker.names_person(ask.who, m.metadata)}.values())
    if not naming:
        return ""  # named nowhere: the decision's missing word is theirs to read
    if any(asked_speaker.sent_by(ask.who, m.metadata) for m in naming):
        return ""  # a sender of their own (a group chat's member): their messages are the ranking's to read
    theirs = [m for m in naming if asked_speaker.own_words(ask.who, m.metadata)]
    who = ask.who.title()
    if not ask.thing:
        return "" if theirs else f"anything from {who}"
    if any(asked_speaker.holds(word, asked_speaker.own_words(ask.who, m.metadata), ask.thing) for m in theirs):
        return ""
    # Written for them: the turn that answers a message of theirs ("Thanks Jo, we'll keep Thursday light").
    replies = _next_turns(backends, trainer_id, query, [m for m in theirs if _in_a_chat(m.metadata)])
    return "" if any(asked_speaker.holds(word, str(t.get("text") or ""), ask.thing) for t in replies) else \
        f"{ask.thing} from {who}"


def _untold(backends: Backends, trainer_id: str, query: str, ask: asked_speaker.Asked, word: str, scope: QueryFilter,
            roster: Sequence[ClientRef]) -> str:
    """The trainer's own words to a client (asked_speaker.asked): no record of the client's saying `word`
    is the trainer's, a session's recording, or a message the trainer answered."""
    if not ask.thing:
        return ""
    client = scope.client_id
    if ask.who:
        client = next((c.client_id for c in roster if answerability.is_known_name(ask.who, [c.display_name])), None)
    if client is None:
        return ""
    within = QueryFilter(client_id=client, source_types=TOLD_IN,
                         group_chats=scope.group_chats if client == scope.client_id else ())
    said = [m for m in backends.store.keyword_query(trainer_id, word, TOLD_READ, within)
            if answerability.holds(word, m.metadata, ask.thing)]
    if not said:
        return ""  # the lookup reads it otherwise than the ranking did: not ours to refuse
    if any(_trainers(m.metadata) or m.metadata.get("sourceType") == "transcript_segment" for m in said):
        return ""
    replies = _next_turns(backends, trainer_id, query, [m for m in said if _in_a_chat(m.metadata)], ANSWER_GAP_S)
    return "" if any(_trainers(t) for t in replies) else f"{ask.thing} in what you told them"


def _trainers(metadata: dict[str, Any]) -> bool:
    """A message the trainer sent (its sender is the record's trainer)."""
    return metadata.get("sourceType") == "message" and bool(metadata.get("senderId")) and \
        metadata.get("senderId") == metadata.get("trainerId")


def _in_a_chat(metadata: dict[str, Any]) -> bool:
    return bool(metadata.get("chatId")) and isinstance(metadata.get("ts"), (int, float))


def _next_turns(backends: Backends, trainer_id: str, query: str, seeds: Sequence[Match],
                gap_s: float = threads.REPLY_GAP_S) -> list[dict[str, Any]]:
    """The turn right after each seed in its chat, within `gap_s`, by another sender (one neighbours
    read): the answer to it."""
    if not seeds:
        return []
    store, embedder = backends.store, backends.embedder
    near = store.neighbours(trainer_id, seeds, embed_query(embedder, query), 1, gap_s,
                            QueryFilter(source_types=("message",), embedding_model=embedder.model_id))
    by_id = {m.id: m.metadata for m in seeds}
    return [t.metadata for seed, turns in near.items() for t in turns
            if isinstance(t.metadata.get("ts"), (int, float)) and t.metadata["ts"] > by_id[seed]["ts"]
            and t.metadata.get("senderId") != by_id[seed].get("senderId")]
