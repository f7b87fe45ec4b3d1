"""The records of the speaker a question asks about, read for the decision (shared/domain/asked_speaker.py).

"what did sian say about pen y fan": the records naming Sian (one keyword lookup of her name) hold
her own words — the message she introduced herself in, her lines of a session, a quote of her, the
turn a turn addressing her answers — and the turn that answers a message of hers (neighbours reads);
the thing must be in those (shared/domain/person_words.py reads them). The same for a relative asked by
the relation ("what did frank's wife say about the fall", `unsaid_by_relative`: also looked up by the
name they gave, "its Pat, Franks wife"; one who never wrote is refused "what did gus's mum say"), and
for the trainer's own words to a client ("what did i tell bryn about the kaftrio headache", `untold`).

A relative is read in any form of the relation ("boyfriend" for "its conor niamhs fella":
person_words.relation_forms) and by the names they gave in an introduction or the profile gives
("Boyfriend Conor"). `untold` and `unsaid_by_relative` read their one client through `_client_records`
(the client named, else the request's; for `untold`, else the one a relative named writes for: "what did
i tell pat about his diet").

The refusals are called by search.decide after the word-level rules, for a question the rest of the
decision let through; "" there means nothing to add. The chat and semanticSearch also read here, in the one
step both take after the decision (shared/usecases/asked_records.py): `own_records`, `told_records`, `first_told`;
the chat alone (shared/usecases/chat/service.py): `own_records` (the person's own records lead "what did gerry say"), `relative_name` and
`by_name` (a relative asked by the relation is ranked by their name: "what did niamh's fella cook her"),
and `relation_records` ("whose boyfriend texted": the records naming the relation in any form), and
`first_told` ("what did i tell dawn at the start", "what did i promise josh at the start": the first of the
trainer's words to them). A relative or a
person asked for their last or first words ("what did her dad say last") has theirs in that order, and one
asked for a message by its place ("the second time shona texted") has that one first. The ranking's candidates are not enough: ranked by the
question's words, they are the records about the thing, not the person's.

Its reads keep to the request's budget (the current deadline, which search.decide runs under): each
starts only while time is left, else `DeadlineExceeded` (a TimeoutError), which the request answers as
any search step past its budget: the chat "Search temporarily unavailable" (its retry with the
thread's thing: the first refusal stands), semanticSearch UNAVAILABLE with retryAfterSeconds. By
then the request has already answered so (the budget's outer wait, shared/kernel/deadline.py):
stopping here keeps its reads from running on in the background.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from typing import Any, Callable, Iterator, Mapping, Sequence

from shared.domain import answerability, asked_speaker, person_words, said_by, sameness, threads
from shared.domain.record_time import written_at
from shared.domain.retrieval import NEWS_WORDS, Candidate, embed_query, says_something
from shared.kernel.deadline import before_read
from shared.ports.vectorstore import Match, QueryFilter
from shared.usecases.backends import Backends
from shared.usecases.tenancy import ClientRef

# The mark (in a record's metadata) of another's report of the words of a person who writes to the trainer
# themselves ("pat says i need a hobby" in Colin's message; Pat writes as "hello lynne, pat, colin's wife"). Asked
# with no period, the report follows their own words; asked in a period, it is not theirs: "what did pat say in
# july" found only Colin's July report, and was answered with it though Pat never wrote then (h-false56).
REPORTED = "reportedOnly"
# Records naming the person read: someone the client speaks of often ("went out with dave") is named
# in many, and the one message of their own may rank anywhere among them.
PERSON_READ = 100
# Records of the client saying the thing read, for "what did i tell <client> about X": the trainer's
# words, and the client's messages the trainer answered, among them.
TOLD_READ = 100
# What the trainer's words are read in: the chats, the recorded sessions, the session notes (the chat's
# "what did i say about …" searches the same kinds: chat/spoken_kinds.py).
SPOKEN = ("message", "transcript_segment", "session_note")
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
    # Their own words in the records naming them, then the turns answering their messages ("Thanks Jo,
    # we'll keep Thursday light"; one neighbours read, made only when their own words do not say it).
    match_of = {id(m.metadata): m for m in naming}
    said = person_words.words_of(ask.who, [m.metadata for m in naming], lambda ms: _turns(backends, trainer_id, query, ms, match_of, True),
                                 lambda ms: _turns(backends, trainer_id, query, ms, match_of, False), ask.sent)
    if not ask.thing:
        # "what did nia say": refused when nothing of theirs was found, it would rest on finding every form
        # of their words (an introduction anywhere, a signature); tried, it refused answerable questions
        # (docs/ANSWERS.md, "h-said25"). Only a person the records name as a relative ("with our
        # granddaughter Lily", the profile's "Granddaughter Lily") and none of whose words any record
        # holds is refused: someone the client speaks of, who never wrote (docs/ANSWERS.md, "h-kin28").
        named_relative = any(person_words.named_as_relative(ask.who, str(m.metadata.get("text") or "")) for m in naming)
        return f"anything from {ask.who.title()}" if named_relative and not any(said) else ""
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
    return [t.metadata for t in _next_turn_matches(backends, trainer_id, query, seeds, span, after)]


def _next_turn_matches(backends: Backends, trainer_id: str, query: str, seeds: Sequence[Match], span: int = 1,
                       after: bool = True) -> list[Match]:
    """`_next_turns` as the store's matches (their ids kept, for an answer to cite)."""
    if not seeds:
        return []
    _in_time("the answers to their messages")
    store, embedder = backends.store, backends.embedder
    near = store.neighbours(trainer_id, seeds, embed_query(embedder, query), span, threads.REPLY_GAP_S,
                            QueryFilter(source_types=("message",), embedding_model=embedder.model_id))
    by_id = {m.id: m.metadata for m in seeds}
    return [t for seed, turns in near.items() for t in turns
            if _after_or_before(t.metadata, by_id[seed], after)
            and t.metadata.get("senderId") != by_id[seed].get("senderId")]


def _after_or_before(turn: Mapping[str, Any], seed: Mapping[str, Any], after: bool) -> bool:
    """Whether a dated turn was written after the seed (before it, with `after` False): record_time's reading of
    both times, so a flag is no time; a seed without one has neither."""
    at, seed_at = written_at(turn), written_at(seed)
    if at is None or seed_at is None:
        return False
    return at > seed_at if after else at < seed_at


def _in_time(what: str) -> None:
    """A read starts only while the request's budget lasts (the module's docstring says what then)."""
    before_read(f"the request's budget was spent before reading {what}")

@dataclass(frozen=True)
class _ClientRecords:
    """The one client a question about someone of theirs reads (`_client_records`): the client, their
    ranked candidates (`pool`), the scope of their records (`scope`), the roster's test of a name, and
    whether the client came from the lookup (`looked_up`: neither named nor the request's)."""

    client: ClientRef
    pool: list[Match]
    scope: QueryFilter
    is_client: Callable[[str], bool]
    looked_up: bool = False


def _client_records(candidates: Sequence[Candidate], query_filter: QueryFilter, roster: Sequence[ClientRef],
                    named: str, source_types: tuple[str, ...] = (),
                    found: Callable[[], ClientRef | None] = lambda: None) -> _ClientRecords | None:
    """The client `named` (a name as the question gives it: "frank", "franks"), else the request's client,
    else the one `found` gives (a lookup: the client whose relative the question names); None when none.
    Their ranked candidates, and the scope of their records of `source_types` (every kind when empty): the
    client's, with their group chats when the request is about them."""
    names = [c.display_name for c in roster]

    def is_client(word: str) -> bool:
        return answerability.is_known_name(word, names)

    client = (next((c for c in roster if named and answerability.is_known_name(named, [c.display_name])), None)
              or next((c for c in roster if c.client_id == query_filter.client_id), None))
    looked_up = client is None
    if looked_up:
        client = found()
    if client is None:
        return None
    pool = [Match(c.id, c.cosine, c.metadata) for c in candidates if c.metadata.get("clientId") == client.client_id]
    scope = QueryFilter(client_id=client.client_id, source_types=source_types, group_chats=query_filter.group_chats
                        if query_filter.client_id == client.client_id else ())
    return _ClientRecords(client, pool, scope, is_client, looked_up)


def untold(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate], query_filter: QueryFilter,
           roster: Sequence[ClientRef]) -> str:
    """What "what did i tell <client> about X" asks the trainer to have told the client, that none of the
    trainer's own words in the client's records says (person_words.trainers_words: their chat turns,
    their session lines, their session notes) nor answers (a turn of theirs right after a message of the
    client's saying it: "Thanks Pat, that's common" to the vivid dreams); "" when the question is not of
    that shape, has no one client, or the history never says X (the decision's missing word).

    "what did i tell pat about his diet", Pat a relative who writes from Frank's phone and no client in
    focus: Frank is the client (`_writer_client`), and a thing none of Frank's records says is refused too
    (the decision read its words across the roster, where another client's records say them)."""
    ask = asked_speaker.told(query)
    if ask is None:
        return ""
    focus = _client_records(candidates, query_filter, roster, ask.who, SPOKEN,
                            lambda: _writer_client(backends, trainer_id, ask.who, roster) if ask.who else None)
    if focus is None:
        return ""
    client, pool, scope, is_client = focus.client, focus.pool, focus.scope, focus.is_client
    # Asked of a relative who writes for the client, the refusal names the relative asked.
    name = client.display_name
    told_to = ask.who.title() if focus.looked_up else (name.split()[0] if name.split() else "them")
    # "the 10k": the trainer is asked about a race, a distance; a thing the records could say. "about how
    # much pain is ok": the frame ("how much") is no thing (answerability.decision_words leaves it out).
    thing_words = answerability.decision_words(ask.thing)
    word = person_words.first_said(thing_words, lambda w: any(answerability.holds(w, m.metadata, ask.thing) for m in pool),
                                   is_client, measures=True)
    if not word and focus.looked_up:
        # The client came from the relative's name: a thing none of their records says is no word of the
        # trainer's to them either.
        _in_time("the client's records of the thing")
        said = backends.store.keyword_query(trainer_id, thing_words, TOLD_READ, scope) if thing_words.strip() else []
        if answerability.topic_words(thing_words) and not any(
                answerability.holds(w, m.metadata, ask.thing) for w in answerability.topic_words(thing_words) for m in said):
            return f"{ask.thing} in your words to {told_to}"
    if not word:
        return ""
    _in_time("the trainer's words to the client")
    found = backends.store.keyword_query(trainer_id, " ".join(sameness.lookup_words(word, ask.thing)), TOLD_READ, scope)
    saying = [m for m in {m.id: m for m in [*found, *pool]}.values() if answerability.holds(word, m.metadata, ask.thing)]
    if any(person_words.holds(word, person_words.trainers_words(m.metadata, trainer_id), ask.thing) for m in saying):
        return ""
    # The trainer's answer to a message of the client's saying it counts, whatever its words.
    asked = [m for m in saying if person_words.in_a_chat(m.metadata) and not person_words.trainers_words(m.metadata, trainer_id)]
    if any(person_words.trainers_words(t, trainer_id) for t in _next_turns(backends, trainer_id, query, asked, ANSWER_SPAN)):
        return ""
    return f"{ask.thing} in your words to {told_to}"


def _writer_client(backends: Backends, trainer_id: str, name: str, roster: Sequence[ClientRef]) -> ClientRef | None:
    """The one client from whose account a person named `name`, no client, writes and says who they are
    ("Pat here", "its Pat, Franks wife"); None when it is a client, no one or more than one client."""
    names = [c.display_name for c in roster]
    if answerability.is_known_name(name, names) or not name.isalpha():
        return None
    _in_time("the records naming the person")
    found = backends.store.keyword_query(trainer_id, name, PERSON_READ, QueryFilter(source_types=("message",)))
    owners = {m.metadata.get("clientId") for m in found
              if m.metadata.get("senderId") == m.metadata.get("clientId")
              and person_words.introduces(name, str(m.metadata.get("text") or ""))}
    if len(owners) != 1:
        return None
    owner = next(iter(owners))
    return next((c for c in roster if c.client_id == owner), None)


def _relative_client(backends: Backends, trainer_id: str, relation: str, roster: Sequence[ClientRef]) -> ClientRef | None:
    """The one client from whose account a relative of `relation` writes saying who they are, in any form of
    the relation ("Gemma, it's Janet, Trevor's wife" for "what did his missus tell me", no client in focus);
    None when no client's or more than one client's relative does."""
    owners = _relative_clients(backends, trainer_id, relation, roster)
    return owners[0] if len(owners) == 1 else None


def _relative_clients(backends: Backends, trainer_id: str, relation: str, roster: Sequence[ClientRef]) -> list[ClientRef]:
    """Every client from whose account a relative of `relation` writes saying who they are (as
    `_relative_client`), in the roster's order."""
    forms = person_words.relation_forms(relation)
    _in_time("the records naming the relative")
    found = backends.store.keyword_query(trainer_id, " ".join(forms), PERSON_READ, QueryFilter(source_types=("message",)))
    owners = {m.metadata.get("clientId") for m in found
              if m.metadata.get("senderId") == m.metadata.get("clientId")
              and person_words.introduces(forms, str(m.metadata.get("text") or ""))}
    return [c for c in roster if c.client_id in owners]


@dataclass(frozen=True)
class _RelativeWords:
    """A client's relative asked by the relation: the words they may call themselves by (`who`: the
    relation's forms, the names they gave), their records (`records`), and whether they are a client or a
    sender of their own (`own_account`: their messages are then the ranking's to read)."""

    who: list[str]
    records: list[Match]
    own_account: bool


def _relative_words(backends: Backends, trainer_id: str, focus: _ClientRecords, relation: str) -> _RelativeWords:
    """The records of `focus.client`'s relative of `relation`: those naming the relation (any form
    person_words.relation_forms gives: "fella" for "boyfriend"), then those naming the names they gave in an
    introduction ("its Pat, Franks wife") or the client's profile gives ("Boyfriend Conor")."""
    relation_words = person_words.relation_forms(relation)
    _in_time("the records naming the relative")
    found = backends.store.keyword_query(trainer_id, " ".join(relation_words), PERSON_READ, focus.scope)
    given = _given_names(relation_words, [m.metadata for m in found])
    if any(focus.is_client(n) for n in given):
        return _RelativeWords([], [], True)  # a relative who is a client: their own records are the ranking's
    for name in given:
        found = [*found, *backends.store.keyword_query(trainer_id, name, PERSON_READ, focus.scope)]
    records = list({m.id: m for m in [*found, *focus.pool]}.values())
    own = any(person_words.sent_by(n, m.metadata) for n in given for m in records)
    return _RelativeWords([*relation_words, *given], records, own)


def _given_names(relation_words: Sequence[str], records: Sequence[dict[str, Any]]) -> list[str]:
    """The names a relative of these relation words gave: in an introduction, then in the profile."""
    return list(dict.fromkeys([
        *(n for m in records for n in person_words.intro_names(relation_words, str(m.get("text") or ""))),
        *(n for m in records for n in person_words.profile_names(relation_words, m))]))


def unsaid_by_relative(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate],
                       query_filter: QueryFilter, roster: Sequence[ClientRef]) -> str:
    """What a client's relative, asked by the relation ("what did frank's wife say about the fall", "what
    did gus's mum say"), is asked to have said that none of their words in the client's records says, as
    the refusal names it ("the fall from Frank's wife", "anything from Gus's mum": a relative with no
    words there never wrote). Their words (person_words): the messages they introduce themselves in by
    the relation, in any of its forms ("its conor niamhs fella" for her boyfriend), and then by the name
    they gave or the profile gives ("Boyfriend Conor"), quotes of them ("says mam"), their session lines,
    the turns the trainer's turns addressing them by that name answer ("Oh Pat, what a day"), and the
    answers to all of those. "" when the question asks no relative of one client, the relative is a
    client or a sender of their own, or the history never says the thing."""
    names = [c.display_name for c in roster]
    ask = asked_speaker.relative(query, lambda w: answerability.is_known_name(w, names))
    if ask is None:
        return ""
    focus = _client_records(candidates, query_filter, roster, ask.of, (),
                            lambda: _relative_client(backends, trainer_id, ask.relation, roster) if not ask.of else None)
    if focus is None:
        return ""
    word = person_words.first_said(ask.thing, lambda w: any(answerability.holds(w, m.metadata, ask.thing) for m in focus.pool),
                                   focus.is_client) if ask.thing else ""
    if ask.thing and not word:
        return ""
    theirs = _relative_words(backends, trainer_id, focus, ask.relation)
    if theirs.own_account:
        return ""
    said = _said(backends, trainer_id, query, theirs.who, theirs.records, ask.sent)
    label = f"{focus.client.display_name.split()[0]}'s {ask.relation}"
    if not ask.thing:
        return "" if any(said) else f"anything from {label}"
    return "" if any(person_words.holds(word, text, ask.thing) for text in said) else f"{ask.thing} from {label}"


def _said(backends: Backends, trainer_id: str, query: str, who: str | Sequence[str], records: Sequence[Match],
          sent: bool = False) -> Iterator[str]:
    """`who`'s words in `records` and the turns answering them (person_words.words_of, lazily; with `sent`,
    only the messages they sent)."""
    match_of = {id(m.metadata): m for m in records}
    return person_words.words_of(who, [m.metadata for m in records], lambda ms: _turns(backends, trainer_id, query, ms, match_of, True),
                                 lambda ms: _turns(backends, trainer_id, query, ms, match_of, False), sent)


def relative_name(backends: Backends, trainer_id: str, question: str, query_filter: QueryFilter,
                  roster: Sequence[ClientRef]) -> tuple[str, str]:
    """The name of the client's relative a question names by the relation ("what did niamh's fella cook
    her": "conor", from "orla its conor niamhs fella" or the profile's "Boyfriend Conor"), for the ranking:
    the records about them name them so ("conor made me a protein pancake stack"). "" when the question
    names no relative of one client, or they gave no name, or more than one. As (relation, name): the
    relation as asked when the records never say it in that form (`by_name` replaces it), else "";
    ("", "") for none."""
    names = [c.display_name for c in roster]

    def is_client(word: str) -> bool:
        return answerability.is_known_name(word, names)

    ask = asked_speaker.relative_named(question, is_client)
    if ask is None or asked_speaker.relative(question, is_client) is not None:
        return "", ""  # "what did niamh's boyfriend say": their own words answer it (`own_records`)
    focus = _client_records((), query_filter, roster, ask.of)
    if focus is None:
        return "", ""
    relation_words = person_words.relation_forms(ask.relation)
    _in_time("the records naming the relative")
    found = backends.store.keyword_query(trainer_id, " ".join(relation_words), PERSON_READ, focus.scope)
    given = _given_names(relation_words, [m.metadata for m in found])
    if len(given) != 1 or focus.is_client(given[0]):
        return "", ""
    # The relation's word as asked stays where the records say it ("what's aoife's mum called": "mam" is
    # "mum"; the name is the answer); where they never do ("boyfriend" for "fella"), the name replaces it.
    said = any(answerability.holds(ask.relation, m.metadata) for m in found)
    return ("" if said else ask.relation), given[0]


# "whats the name of bethanys son", "what's her boyfriend called": the relative's name is the answer, not
# the way to find it; asked by that name ("whats the name of tobi"), the question asked for the name of the
# name, which no record says ('name' refused: blind4-132).
_NAME_ASKED = re.compile(r"\bnames?\b|\b(?:called|named)\b", re.IGNORECASE)


def asks_the_name(question: str) -> bool:
    """The question asks for a name ("what's the name of her son", "what's he called")."""
    return bool(_NAME_ASKED.search(question))


def by_name(query: str, relation: str, name: str) -> str:
    """`query` with the relative asked by `relation` asked by `name` ("what did fella cook her" -> "what did
    conor cook her"): the records about them name them so, and the relation's word may be one the history
    never says ("boyfriend" where he wrote "fella"); `name` added at the end where `relation` is "" (the
    records say it as asked: relative_name) or the query does not say it."""
    replaced = re.sub(rf"\b{re.escape(relation)}\b", name, query, count=1, flags=re.IGNORECASE) if relation else query
    return replaced if replaced != query else f"{query} {name}"


def own_records(backends: Backends, trainer_id: str, query: str, candidates: Sequence[Candidate],
                query_filter: QueryFilter, roster: Sequence[ClientRef]) -> list[Match]:
    """The records holding the own words of the person a "what did <person> say" question asks about (a
    person named who is no client, "what did gerry say"; a client's relative by the relation, "what did
    ollie's mum say"): the messages they wrote from the client's phone saying who they are ("Orla, Gerry
    here, Bernie's husband…") first, then their session lines and quotes of them, each in date order. With a thing, only those whose
    words say it. [] for any other question, a person with an account of their own (the ranking reads
    their messages), or none found."""
    names = [c.display_name for c in roster]

    def is_client(word: str) -> bool:
        return answerability.is_known_name(word, names)

    relative = asked_speaker.relative(query, is_client)
    if relative is not None:
        return _relatives_own(backends, trainer_id, relative, candidates, query_filter, roster, is_client)
    ask = asked_speaker.asked(query, is_client)
    if ask is None:
        return []
    _in_time("the records naming the person")
    found = backends.store.keyword_query(trainer_id, ask.who, PERSON_READ, query_filter)
    pool = [Match(c.id, c.cosine, c.metadata) for c in candidates]
    records = [m for m in {m.id: m for m in [*found, *pool]}.values() if person_words.names(ask.who, m.metadata)]
    if any(person_words.sent_by(ask.who, m.metadata) for m in records):
        return []
    return _own_words(ask.who, records, ask.thing, ask.order, ask.sent, is_client)


def _relatives_own(backends: Backends, trainer_id: str, relative: asked_speaker.Relative,
                   candidates: Sequence[Candidate], query_filter: QueryFilter, roster: Sequence[ClientRef],
                   is_client: Callable[[str], bool]) -> list[Match]:
    """`own_records` for a client's relative asked by the relation. With no client named nor in focus, the
    one client whose relative of that relation introduces themselves; and when several clients' do ("what
    did his wife say most recently": two wives write from their husbands' phones), a question asking their
    last or first words is answered by each one's last (first) words, the newest (oldest) of all first: whose
    relative is not said."""
    # The clients whose relative introduces themselves, looked up once (a keyword query) and only when no
    # client is named nor in focus: the one of them is the focus, several are read each below.
    owners: list[ClientRef] = []

    def the_one_owner() -> ClientRef | None:
        if relative.of:
            return None
        owners.extend(_relative_clients(backends, trainer_id, relative.relation, roster))
        return owners[0] if len(owners) == 1 else None

    focus = _client_records(candidates, query_filter, roster, relative.of, (), the_one_owner)
    if focus is not None:
        foci = [focus]
    elif not relative.of and relative.order in ("first", "last"):
        foci = [f for c in owners
                if (f := _client_records(candidates, query_filter, roster, "", (), lambda c=c: c)) is not None]
    else:
        return []
    answers = []
    for each in foci:
        theirs = _relative_words(backends, trainer_id, each, relative.relation)
        if theirs.own_account:
            continue
        own = _own_words(theirs.who, theirs.records, relative.thing, relative.order, relative.sent, is_client)
        if own:
            answers.append(own)
    if len(foci) == 1:
        return answers[0] if answers else []
    # Their words come newest first for "last", oldest first for "first" (`_own_words`). Whose relative is not
    # said, so each one's last (first) words lead, the extreme of all first; then the rest of that one's.
    dated = sorted((own for own in answers if math.isfinite(_ts(own[0]))), key=lambda own: _ts(own[0]),
                   reverse=relative.order == "last")
    if not dated:
        return []
    fronts = [own[0] for own in dated]
    return [*fronts, *dated[0][1:]]


def _own_words(who: str | Sequence[str], records: Sequence[Match], thing: str, order: str, sent: bool,
               is_client: Callable[[str], bool]) -> list[Match]:
    """Of `records`, those holding the own words of `who` (saying `thing` when one is asked), in the order
    asked (`own_records`)."""
    word = person_words.first_said(thing, lambda w: any(answerability.holds(w, m.metadata, thing) for m in records),
                                   is_client) if thing else ""
    if thing and not word:
        return []
    own = [m for m in records if (text := person_words.own_words(who, m.metadata, sent))
           and (not thing or person_words.holds(word, text, thing))
           and (not sent or m.metadata.get("sourceType") == "message")]
    # Whether each record introduces them (in the order of `own`), read once: for the reports below and the order
    # of the last line.
    introduced = [person_words.introduces(who, str(m.metadata.get("text") or "")) for m in own]
    # One who writes to the trainer themselves: another's report of them ("pat says i need a hobby", in Colin's
    # first message) is marked (REPORTED), for a period asked reads only their own words (asked_records.lead).
    if any(introduced):
        own = [Match(m.id, m.score, {**m.metadata, REPORTED: True}) if person_words.quoted_only(who, m.metadata, intro)
               else m for m, intro in zip(own, introduced)]
    place = asked_speaker.place(order)
    if place is not None:
        # "the second time shona texted": that one of their words in date order leads, the rest after it
        # in date order (none when they wrote fewer times: nothing of theirs answers).
        dated = sorted(own, key=_ts)
        return [dated[place - 1], *dated[:place - 1], *dated[place:]] if len(dated) >= place else []
    if order:
        # "what did her dad say last": their words by time alone, the newest first for "last" (the message
        # they introduced themselves in is their first, not what is asked).
        return sorted(own, key=lambda m: _ts(m), reverse=order == "last")
    return [m for _, m in sorted(zip(introduced, own), key=lambda pair: (not pair[0], _ts(pair[1])))]


def _ts(m: Match) -> float:
    """A record's time (epoch seconds, record_time.written_at); +inf for one without (it sorts last, oldest first)."""
    at = written_at(m.metadata)
    return float("inf") if at is None else at


def told_records(backends: Backends, trainer_id: str, query: str, query_filter: QueryFilter,
                 roster: Sequence[ClientRef]) -> list[Match]:
    """"what did i tell janet" (asked_speaker.told_person: a person named who is no client, nothing asked
    about): the trainer's own words to them — the trainer's turns answering a message of theirs (the next
    turns in its chat: "Thanks Janet. Ice, rest…" after "Gemma, it's Janet, Trevor's wife…") and the
    trainer's messages addressing them by name ("Oh Pat, what a day") — in date order. [] for any other
    question, or when they never wrote and the trainer never wrote to them."""
    names = [c.display_name for c in roster]
    who = asked_speaker.told_person(query, lambda w: answerability.is_known_name(w, names))
    return _told_to(backends, trainer_id, who, query, query_filter) if who else []


def _told_to(backends: Backends, trainer_id: str, who: str, query: str, query_filter: QueryFilter) -> list[Match]:
    """The trainer's own words to `who` (a person who is no client), in date order (`told_records`)."""
    _in_time("the records naming the person")
    naming = [m for m in backends.store.keyword_query(trainer_id, who, PERSON_READ, query_filter)
              if person_words.names(who, m.metadata)]
    theirs = [m for m in naming if person_words.in_a_chat(m.metadata) and person_words.own_words(who, m.metadata)
              and not person_words.trainers_words(m.metadata, trainer_id)]
    addressed = [m for m in naming if person_words.in_a_chat(m.metadata) and person_words.trainers_words(m.metadata, trainer_id)
                 and person_words.addresses(who, str(m.metadata.get("text") or ""))]
    answers = [t for t in _next_turn_matches(backends, trainer_id, query, theirs)
               if person_words.trainers_words(t.metadata, trainer_id)]
    told = list({m.id: m for m in [*addressed, *answers]}.values())
    return sorted(told, key=_ts)


# How many of a client's messages each look further back reads (`_chat_opening`), and how many looks at
# most: each reads the records before the earliest found so far, so a few reach the chat's first turn.
OPENING_READ = 20
OPENING_LOOKS = 6
# A chat often begins with turns that say nothing of the client or the plan: "paid 👍" / "Transfer's
# fine.", "🙏" / "It's in the app.", "see you then" before the introduction. "At the start" asks what
# the trainer said when the story began, so the opening is the first turn with at least OPENING_WORDS
# content words (retrieval.says_something), read among the turns of OPENING_SPAN_S from the chat's
# first. Read literally, the first turn answered "what did i tell margaret at the start" with "It's in
# the app." and refused "what did i tell tariq at the start" (his "see you then" had no answer). A line of
# logistics says three content words at most ("Pop it in the app please.", "Shout if anything changes.",
# "stuck at work, 10 mins"): with a bar of three they opened the story, and "what did i promise priya at
# the start" was answered with the app line, not the plan given after her introduction (blind30-282,
# blind29-160). An introduction or a plan says far more ("Walking and light strength to start…").
OPENING_WORDS = NEWS_WORDS
OPENING_SPAN_S = 28 * 86400.0


def first_told(backends: Backends, trainer_id: str, query: str, query_filter: QueryFilter,
               roster: Sequence[ClientRef]) -> list[Match]:
    """"what did i tell dawn at the start", "what did i tell bex at the start" (asked_speaker.told_first): the
    first of the trainer's words to them. To a person named who is no client (a parent writing from the
    client's account), the first of their words `told_records` reads; to a client (named, or the client in
    focus: the chat took the name out), the trainer's first message in the client's own chat: its opening
    turn (`_chat_opening`: the first that says something) when it is the trainer's, else the trainer's
    answer to it. [] for any other question, with no client to read, or none found."""
    who = asked_speaker.told_first(query)
    if who is None:
        return []
    names = [c.display_name for c in roster]
    if who and not answerability.is_known_name(who, names):
        return _told_to(backends, trainer_id, who, query, query_filter)[:1]
    client = next((c.client_id for c in roster if who and answerability.is_known_name(who, [c.display_name])),
                  query_filter.client_id)
    if client is None:
        return []
    thing = asked_speaker.told_first_about(query)
    if thing:
        # "what did i tell wayne about goalball at the start": the trainer's first message in the client's
        # chat saying the thing; the opening when none says it (it is what was told when the story began).
        first = _first_told_of(backends, trainer_id, thing, client)
        if first is not None:
            return [first]
    opening = _chat_opening(backends, trainer_id, query, client)
    if opening is None:
        return []
    if person_words.trainers_words(opening.metadata, trainer_id):
        return [opening]
    answers = [t for t in _next_turn_matches(backends, trainer_id, query, [opening], ANSWER_SPAN)
               if person_words.trainers_words(t.metadata, trainer_id)]
    return sorted(answers, key=_ts)[:1]


def _first_told_of(backends: Backends, trainer_id: str, thing: str, client_id: str) -> Match | None:
    """The earliest of the trainer's messages in the client's own chat that says `thing` (a topic word of it,
    `answerability.holds`); None when none does or the thing has no topic word."""
    words = answerability.topic_words(answerability.decision_words(thing))
    if not words:
        return None
    _in_time("the trainer's words of the thing")
    scope = QueryFilter(client_id=client_id, source_types=("message",))
    found = backends.store.keyword_query(trainer_id, " ".join(words), TOLD_READ, scope)
    told = [m for m in found if written_at(m.metadata) is not None and person_words.in_a_chat(m.metadata)
            and person_words.trainers_words(m.metadata, trainer_id)
            and any(answerability.holds(w, m.metadata, thing) for w in words)]
    return min(told, key=_ts) if told else None


def _chat_opening(backends: Backends, trainer_id: str, query: str, client_id: str) -> Match | None:
    """The opening turn of the client's own chat (their group chats' turns are not theirs alone): the
    client's messages read before the earliest found so far, OPENING_READ at a time, until a read finds
    fewer (nothing earlier is left) or OPENING_LOOKS reads were made; then, from that first turn, the
    first with something to say (`_says_something`) among the turns of OPENING_SPAN_S after it, else the
    first turn itself. None when there is none."""
    embedder = backends.embedder
    vector = embed_query(embedder, query)
    scope = QueryFilter(client_id=client_id, source_types=("message",), embedding_model=embedder.model_id)
    earliest: Match | None = None
    for _ in range(OPENING_LOOKS):
        _in_time("the first turns of the client's chat")
        until = None if earliest is None else _ts(earliest) - 0.001  # `until_ts` is inclusive
        found = [m for m in backends.store.query(trainer_id, vector, OPENING_READ,
                                                 replace(scope, until_ts=until))
                 if written_at(m.metadata) is not None]
        if found:
            earliest = min(found, key=_ts)
        if len(found) < OPENING_READ:
            break
    if earliest is None or _says_something(earliest):
        return earliest
    _in_time("the opening turns of the client's chat")
    first = _ts(earliest)
    window = replace(scope, since_ts=first, until_ts=first + OPENING_SPAN_S)
    turns = sorted((m for m in backends.store.query(trainer_id, vector, OPENING_READ, window)
                    if written_at(m.metadata) is not None), key=_ts)
    return next((m for m in turns if _says_something(m)), earliest)


def _says_something(m: Match) -> bool:
    """Whether a turn says enough to open the story (OPENING_WORDS content words, acknowledgements not
    counted): not "paid 👍", nor "Thanks for letting me know." (its "thanks" is chatter: the first turns of
    a chat thanked a client for a message about a booking, and "what did i promise josh at the start" was
    answered with that, not the plan given after his introduction)."""
    return says_something(m.metadata)

def relation_records(backends: Backends, trainer_id: str, question: str) -> list[Match]:
    """"whose boyfriend texted", "whose hubby messaged me": the trainer's records naming the relation in
    any of its forms (person_words.relation_forms: "its conor niamhs fella"), for the chat to read who
    wrote for a client (previous_records.writers_asked); [] for any other question (said_by.without_medium
    reads the form) or a person who is no relation."""
    who = said_by.without_medium(question)
    if who == question or not person_words.is_relation(who):
        return []
    _in_time("the records naming the relation")
    return backends.store.keyword_query(trainer_id, " ".join(person_words.relation_forms(who)), PERSON_READ,
                                        QueryFilter(source_types=("message",)))
