"""The records of the speaker a question asks about, read for the decision (shared/domain/asked_speaker.py).

"what did sian say about pen y fan": the records naming Sian (one keyword lookup of her name) hold
her own words — the message she introduced herself in, her lines of a session, a quote of her, the
turn a turn addressing her answers — and the turn that answers a message of hers (neighbours reads);
the thing must be in those (shared/domain/person_words.py reads them). The same for a relative asked by
the relation ("what did frank's wife say about the fall", `unsaid_by_relative`: also looked up by the
name they gave, "its Pat, Franks wife"; one who never wrote is refused "what did gus's mum say"), and
for the trainer's own words to a client ("what did i tell bryn about the kaftrio headache", `untold`).

Called by search.decide after the word-level rules, for a question the rest of the decision let
through; "" there means nothing to add. The ranking's candidates are not enough: ranked by the
question's words, they are the records about the thing, not the person's.

Its reads keep to the request's budget (the current deadline, which search.decide runs under): each
starts only while time is left, else `DeadlineExceeded` (a TimeoutError), which the request answers as
any search step past its budget: the chat "Search temporarily unavailable" (its retry with the
thread's thing: the first refusal stands), semanticSearch UNAVAILABLE with retryAfterSeconds. By
then the request has already answered so (the budget's outer wait, shared/kernel/deadline.py):
stopping here keeps its reads from running on in the background.
"""

from __future__ import annotations

from typing import Any, Sequence

from shared.domain import answerability, asked_speaker, kinds, person_words, sameness, threads
from shared.domain.retrieval import Candidate, embed_query
from shared.kernel.deadline import DeadlineExceeded, current
from shared.ports.vectorstore import Match, QueryFilter
from shared.usecases.backends import Backends
from shared.usecases.tenancy import ClientRef

# Records naming the person read: someone the client speaks of often ("went out with dave") is named
# in many, and the one message of their own may rank anywhere among them.
PERSON_READ = 100
# Records of the client saying the thing read, for "what did i tell <client> about X": the trainer's
# words, and the client's messages the trainer answered, among them.
TOLD_READ = 100
# What the trainer's words are read in: the chats, the recorded sessions, the session notes.
_SPOKEN = ("message", "transcript_segment", "session_note")
# The client's turns read after a message of theirs for the trainer's answer: a client often sends two
# or three in a row ("masters nationals officially cancelled 😭", "gutted") before the trainer answers.
ANSWER_SPAN = 3


def unsaid(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate], scope: QueryFilter,
           roster: Sequence[ClientRef]) -> str:
    """What `query` asks a person to have said that none of their records says, as the refusal names it
    ("pen y fan from Sian"); "" when the question asks no one in particular, or nothing in particular
    ("what did nia say"), or the records do say it, or the history never says the thing (the decision's
    missing words read that)."""
    names = [c.display_name for c in roster]

    def is_client(word: str) -> bool:
        return answerability.is_known_name(word, names)

    ask = asked_speaker.asked(query, is_client)
    if ask is None:
        return ""
    pool = [Match(c.id, c.cosine, c.metadata) for c in candidates]
    word = person_words.first_said(ask.thing, lambda w: any(answerability.holds(w, m.metadata, ask.thing) for m in pool),
                                    is_client) if ask.thing else ""
    if ask.thing and not word:
        return ""
    return _unsaid_by(backends, trainer_id, query, ask, word, pool, scope)


def _unsaid_by(backends: Backends, trainer_id: str, query: str, ask: asked_speaker.Asked, word: str,
               pool: Sequence[Match], scope: QueryFilter) -> str:
    """A person other than the trainer and the clients (asked_speaker.asked): their own words in the
    records naming them, and the answers to those, hold no `word`."""
    _in_time("the records naming the person")
    found = backends.store.keyword_query(trainer_id, ask.who, PERSON_READ, scope)
    naming = list({m.id: m for m in [*found, *pool] if person_words.names(ask.who, m.metadata)}.values())
    if not naming:
        return ""  # named nowhere: the decision's missing word is theirs to read
    if any(person_words.sent_by(ask.who, m.metadata) for m in naming):
        return ""  # a sender of their own (a group chat's member): their messages are the ranking's to read
    if not ask.thing:
        # "what did nia say": refused when nothing of theirs was found, it would rest on finding every form
        # of their words (an introduction anywhere, a signature); tried, it refused answerable questions
        # (docs/ANSWERS.md, "h-said25").
        return ""
    # Their own words in the records naming them, then the turns answering their messages ("Thanks Jo,
    # we'll keep Thursday light"; one neighbours read, made only when their own words do not say it).
    match_of = {id(m.metadata): m for m in naming}
    said = person_words.words_of(ask.who, [m.metadata for m in naming], lambda ms: _turns(backends, trainer_id, query, ms, match_of, True),
                                 lambda ms: _turns(backends, trainer_id, query, ms, match_of, False))
    return "" if any(person_words.holds(word, text, ask.thing) for text in said) else f"{ask.thing} from {ask.who.title()}"


def _turns(backends: Backends, trainer_id: str, query: str, records: Sequence[dict[str, Any]], match_of: dict[int, Match],
           after: bool) -> list[dict[str, Any]]:
    """The turn answering each of `records` (`after`) or the one each answers (person_words.words_of's
    lookups); `match_of` holds the records' matches by their metadata and learns the turns found."""
    seeds = [match_of[id(m)] for m in records if id(m) in match_of]
    found = _next_turns(backends, trainer_id, query, seeds, 1, after)
    match_of.update({id(t): Match(f"{t.get('chatId')}:{t.get('ts')}", 0.0, t) for t in found})
    return found


def _next_turns(backends: Backends, trainer_id: str, query: str, seeds: Sequence[Match], span: int = 1,
                after: bool = True) -> list[dict[str, Any]]:
    """The turns right after each seed in its chat (`span` of them; before it, with `after` False), within
    threads.REPLY_GAP_S, by another sender (one neighbours read): the answer to it (what it answers)."""
    if not seeds:
        return []
    _in_time("the answers to their messages")
    store, embedder = backends.store, backends.embedder
    near = store.neighbours(trainer_id, seeds, embed_query(embedder, query), span, threads.REPLY_GAP_S,
                            QueryFilter(source_types=("message",), embedding_model=embedder.model_id))
    by_id = {m.id: m.metadata for m in seeds}
    return [t.metadata for seed, turns in near.items() for t in turns
            if isinstance(t.metadata.get("ts"), (int, float))
            and (t.metadata["ts"] > by_id[seed]["ts"] if after else t.metadata["ts"] < by_id[seed]["ts"])
            and t.metadata.get("senderId") != by_id[seed].get("senderId")]


def _in_time(what: str) -> None:
    """A read starts only while the request's budget lasts (the module's docstring says what then)."""
    deadline = current()
    if deadline is not None and deadline.expired():
        raise DeadlineExceeded(f"the request's budget was spent before reading {what}")

def untold(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate], query_filter: QueryFilter,
           roster: Sequence[ClientRef]) -> str:
    """What "what did i tell <client> about X" asks the trainer to have told the client, that none of the
    trainer's own words in the client's records says (person_words.trainers_words: their chat turns,
    their session lines, their session notes) nor answers (a turn of theirs right after a message of the
    client's saying it: "Thanks Pat, that's common" to the vivid dreams); "" when the question is not of
    that shape, has no one client, or the history never says X (the decision's missing word)."""
    ask = asked_speaker.told(query)
    if ask is None:
        return ""
    names = [c.display_name for c in roster]

    def is_client(word: str) -> bool:
        return answerability.is_known_name(word, names)

    client = query_filter.client_id or next(
        (c.client_id for c in roster if ask.who and answerability.is_known_name(ask.who, [c.display_name])), None)
    if client is None:
        return ""
    pool = [Match(c.id, c.cosine, c.metadata) for c in candidates if c.metadata.get("clientId") == client]
    # "the 10k": the trainer is asked about a race, a distance; a thing the records could say. "about how
    # much pain is ok": the frame ("how much") is no thing (answerability.decision_words leaves it out).
    word = person_words.first_said(answerability.decision_words(ask.thing),
                                   lambda w: any(answerability.holds(w, m.metadata, ask.thing) for m in pool),
                                   is_client, measures=True)
    if not word:
        return ""
    scope = QueryFilter(client_id=client, source_types=_SPOKEN, group_chats=query_filter.group_chats
                        if query_filter.client_id == client else ())
    _in_time("the trainer's words to the client")
    found = backends.store.keyword_query(trainer_id, " ".join(sameness.lookup_words(word, ask.thing)), TOLD_READ, scope)
    saying = [m for m in {m.id: m for m in [*found, *pool]}.values() if answerability.holds(word, m.metadata, ask.thing)]
    if any(person_words.holds(word, person_words.trainers_words(m.metadata, trainer_id), ask.thing) for m in saying):
        return ""
    # The trainer's answer to a message of the client's saying it counts, whatever its words.
    asked = [m for m in saying if person_words.in_a_chat(m.metadata) and not person_words.trainers_words(m.metadata, trainer_id)]
    if any(person_words.trainers_words(t, trainer_id) for t in _next_turns(backends, trainer_id, query, asked, ANSWER_SPAN)):
        return ""
    name = next((c.display_name for c in roster if c.client_id == client), "")
    return f"{ask.thing} in your words to {name.split()[0] if name.split() else 'them'}"


def unsaid_by_relative(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate],
                       query_filter: QueryFilter, roster: Sequence[ClientRef]) -> str:
    """What a client's relative, asked by the relation ("what did frank's wife say about the fall", "what
    did gus's mum say"), is asked to have said that none of their words in the client's records says, as
    the refusal names it ("the fall from Frank's wife", "anything from Gus's mum": a relative with no
    words there never wrote). Their words (person_words): the messages they introduce themselves in by
    the relation ("its Pat, Franks wife") and then by the name they gave, quotes of them ("says mam"),
    their session lines, the turns the trainer's turns addressing them by that name answer ("Oh Pat, what
    a day"), and the answers to all of those. "" when the question asks no relative of one client, the
    relative is a client or a sender of their own, or the history never says the thing."""
    names = [c.display_name for c in roster]

    def is_client(word: str) -> bool:
        return answerability.is_known_name(word, names)

    ask = asked_speaker.relative(query, is_client)
    if ask is None:
        return ""
    client = next((c for c in roster if ask.of and answerability.is_known_name(ask.of, [c.display_name])), None) \
        or next((c for c in roster if c.client_id == query_filter.client_id), None)
    if client is None:
        return ""
    pool = [Match(c.id, c.cosine, c.metadata) for c in candidates if c.metadata.get("clientId") == client.client_id]
    word = person_words.first_said(ask.thing, lambda w: any(answerability.holds(w, m.metadata, ask.thing) for m in pool),
                                   is_client) if ask.thing else ""
    if ask.thing and not word:
        return ""
    scope = QueryFilter(client_id=client.client_id, group_chats=query_filter.group_chats
                        if query_filter.client_id == client.client_id else ())
    relation = [ask.relation, *kinds.synonyms(ask.relation)]
    _in_time("the records naming the relative")
    found = backends.store.keyword_query(trainer_id, " ".join(relation), PERSON_READ, scope)
    given = list(dict.fromkeys(n for m in found for n in person_words.intro_names(relation, str(m.metadata.get("text") or ""))))
    if any(is_client(n) for n in given):
        return ""  # a relative who is a client: their own records are the ranking's
    for name in given:
        found = [*found, *backends.store.keyword_query(trainer_id, name, PERSON_READ, scope)]
    records = list({m.id: m for m in [*found, *pool]}.values())
    if any(person_words.sent_by(n, m.metadata) for n in given for m in records):
        return ""  # a sender of their own: their messages are the ranking's to read
    who = [*relation, *given]
    match_of = {id(m.metadata): m for m in records}
    said = person_words.words_of(who, [m.metadata for m in records], lambda ms: _turns(backends, trainer_id, query, ms, match_of, True),
                                 lambda ms: _turns(backends, trainer_id, query, ms, match_of, False))
    label = f"{client.display_name.split()[0]}'s {ask.relation}"
    if not ask.thing:
        return "" if any(said) else f"anything from {label}"
    return "" if any(person_words.holds(word, text, ask.thing) for text in said) else f"{ask.thing} from {label}"

