"""Find a trainer's most relevant indexed texts for a query.

The single retrieval path shared by semanticSearch, chatWithAI and the recall
benchmark. Hybrid, because on conversational data neither half is enough
(LoCoMo dev, categories 1-4, recall@10: dense 0.546, keyword 0.664, this 0.722;
docs/BENCHMARKS.md has every ablation):

1. dense: the store's cosine top-`DEPTH` for the query embedding;
2. keyword: the store's BM25 top-`DEPTH` for the query's content words
   (FTS5 locally, sparse vectors on Pinecone; a store that declares no
   `supports_keyword_search` gets dense-only retrieval and the dense calibration);
3. reciprocal-rank fusion with a small k, so the head of each list counts;
4. dates: when the query names a calendar date ("on May 3, 2023"), both
   lists are also run within those days (shared/domain/query_dates.py) and fused
   with the rest, so turns of that day rank even when their words differ
   from the question's;
5. neighbouring turns: an answer usually sits next to the turn that matches
   the question ("how's the knee?" / "still sore after squats"), so each
   candidate gains a share of the score of its neighbour in the same chat;
   and since that answer often shares no word with the question, no list finds
   it: the store's `neighbours` brings the turns next to the best fused
   candidates into the ranking step, where a turn ranks at least a share of its
   neighbour's order key (LoCoMo dev recall@10 0.733 -> 0.764, recall@1 unchanged;
   docs/BENCHMARKS.md, "Where the missed evidence is"); and a question that names a
   speaker ("What pets does Nate have?") ranks the other speakers' turns lower (never the
   trainer's own), after that lift (recall@10 0.764 -> 0.782, recall@1 0.355 -> 0.396;
   `SPEAKER_OTHER`);
6. one ranking step: the fused top-`RERANK_DEPTH` is re-ordered by the
   calibrated hybrid model of its features (fused score, keyword rank,
   cosine, coverage of the question's words; shared/domain/calibration.py). Fusion
   alone put a weak keyword-only match first often enough that plain BM25 beat
   it at rank 1; the learned order lifted LoCoMo dev recall@1 from 0.288 to
   0.319 with recall@10 unchanged, and weighing coverage by the trainer's IDF
   (the store's `term_stats`) with everyday equivalents counting to 0.343
   (docs/BENCHMARKS.md). The first `SOFT_CANDIDATES` are then ordered again
   with soft coverage: a question word a record lacks counts by how much one
   of its own words means it ("nutrition" / "diet"; shared/domain/meaning.py),
   0.344 -> 0.355 at rank 1. Their relevance keeps the lexical coverage (see
   `rerank`);
7. calibrated relevance in [0, 1] (docs/CALIBRATION.md), each result its
   own: a weak keyword match ranked first no longer caps a true paraphrase
   below it (the threshold keeps every result above it, in ranking order);
   a content-free reply ("ok", "Understood.") has relevance 0.

Whether the history answers the question at all is decided after ranking,
separately (shared/domain/answerability.py).

The store's requests run concurrently (shared/kernel/deadline.py `submit`, each
bounded by the request's deadline): the keyword lists need no vector, so they
start first and overlap with the query embedding; the dense lists start as
soon as the vector is there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from types import MappingProxyType
from typing import Any, Callable, Mapping

import numpy as np

from shared.domain import meaning as word_meaning
from shared.domain import kinds, kinds_of, names, sameness
from shared.domain.calibration import DecisionScale, calibration_for
from shared.domain.circles.ranking import CircleContext, circle_boost
from shared.kernel.deadline import submit, wait
from shared.domain.query_dates import named_window
from shared.domain.record_time import written_at
from shared.domain.typos import as_meant, corrected
from shared.domain.vocabulary import STOPWORDS, expand  # noqa: F401  (STOPWORDS: part of this module's interface)
from shared.ports.embedder import Embedder
from shared.domain.query_cache import query_cache
from shared.ports.vectorstore import Match, QueryFilter, VectorStore
from shared.ports.keywords import TermStats, token_index, tokens

# Candidates taken from each list before fusion (over-retrieve, then rank).
DEPTH = 100
# Reciprocal-rank constant. The usual 60 flattens the lists' heads; with two
# lists of 100 the heads carry the signal (recall@10 0.722 with k=5, 0.643 with k=60).
RRF_K = 5
# Share of a neighbour's fused score a candidate gains.
NEIGHBOUR_WEIGHT = 0.3
# Two messages of one chat are neighbours only within one exchange.
NEIGHBOUR_GAP_S = 30 * 60
# The answer is often the turn next to the one the question matches ("Who's your
# favourite team?" / "The Wolves, for sure"), and that turn shares no word with the
# question. The first NEIGHBOUR_SEEDS fused candidates bring the NEIGHBOUR_SPAN turns on
# each side of them in their chat (the store's `neighbours`) into the ranking step,
# where a turn ranks at least NEIGHBOUR_LIFT x the order key of a neighbour (times
# NEIGHBOUR_DECAY per turn further away). Chosen on two LoCoMo dev conversations and
# checked on the other three, and the other way round (docs/BENCHMARKS.md).
NEIGHBOUR_SEEDS = 10
NEIGHBOUR_SPAN = 2
NEIGHBOUR_LIFT = 0.65
NEIGHBOUR_DECAY = 1.0
# "What pets does Nate have?" is answered by Nate's turns, and the other speaker's replies
# around them ("Aww, so cute!") filled the first 10: in LoCoMo dev, a candidate by a sender
# the question does not name, when it names another candidate's sender, was evidence 13x less
# often in the first 10 (0.9 % against 11.7 %). So such a candidate's order key, after the
# neighbour lift (else the lift raised those replies back), is multiplied by SPEAKER_OTHER.
# The trainer's own messages never are "another speaker's": asked about a client, their
# replies in that client's chat are about the client. Order only: relevance stays its own. Chosen on LoCoMo folds (docs/BENCHMARKS.md).
SPEAKER_OTHER = 0.7
# "still", "these days", "how is … doing": the newest record gains this much
# in the ranking step (an order key is a probability), halving per half-life.
NOW_PHRASES = ("still", "yet", "these days", "lately", "currently", "nowadays", "now", "at the moment",
               "right now", "doing", "how is", "how's", "hows", "anymore", "any more")
RECENCY_WEIGHT = 0.15
RECENCY_HALF_LIFE_S = 14 * 24 * 3600
# Fused candidates re-ranked by the calibrated model (their cosines are
# fetched when only the keyword list found them: one store request at most).
RERANK_DEPTH = 50
# Soft coverage: the ranking step's best candidates (first pass) whose missing
# question words are compared in meaning with their own words (shared/domain/meaning.py).
SOFT_CANDIDATES = 10
# The query cache's key for the lift's seeds of a query (shared/domain/query_cache.py hints).
_SEEDS_HINT = "neighbour-seeds"

_WORD = re.compile(r"[\w']+", re.UNICODE)
# Replies that carry no topic. Their record embeds the sender's name, so a
# question naming that client scored "Understood." at 0.82; they can never
# answer anything, whatever the ranking says.
ACKNOWLEDGEMENTS = frozenset(
    """ok okay k kk yep yes yeah ya yup no nope nah sure thanks thank thx ty cool great nice good fine
    perfect awesome understood got it sounds will do done noted lol haha right alright see cheers
    np morning night""".split()
)


@dataclass(frozen=True)
class Candidate:
    id: str
    cosine: float
    relevance: float
    metadata: dict[str, Any]
    # Why it ranked where it did (fused score, per-list reciprocal ranks): for
    # calibration fitting and debugging, never shown to users.
    features: dict[str, float] = field(default_factory=dict, compare=False)


def embed_query(embedder: Embedder, query: str) -> np.ndarray:
    """The query's vector; repeated queries come from this instance's cache (shared/domain/query_cache.py)."""
    return query_cache().embed(embedder, query)


def keyword_text(query: str) -> str:
    """The query's content words (all of them if it has nothing else); a name the kinds table reads
    by its function word ("the pill") as its plain name (`kinds.read_as`)."""
    words = [w.strip("'").lower() for w in _WORD.findall(kinds.read_as(query))]
    content = [w for w in words if w and w not in STOPWORDS]
    return " ".join(content or [w for w in words if w])


def coverage(
    query_words: str, metadata: dict[str, Any], weights: Callable[[str], float] | None = None,
    meant: Mapping[str, float] | None = None,
) -> float:
    """Share of the query's content words that the record contains (sender included).

    The only absolute keyword evidence a result has: ranks are relative, so a
    question about something never discussed still has a rank-1 keyword hit
    on its one common word ("marathon training plan" -> "training"). The
    calibration weighs it (docs/CALIBRATION.md).

    A word counts as present when the record means it (shared/domain/sameness.py, the
    test the answerability decision uses too): it contains the word or an everyday
    equivalent of it, compared by Porter stems as the keyword index compares them
    ("exhausted" is covered by "knackered"), or one of the kinds table's names in it,
    phrases included, is the same thing or a kind of what the question names
    ("operation" covers "surgery", "sugar dropped" covers "hypo"); a sibling never
    does ("wine" does not cover "beer").
    `weights(stem)`: how much each word counts, the trainer's IDF when the
    store keeps term statistics, so that "5k time" is not half covered by
    "what time tomorrow?": a word every other message has says little.
    `meant`: for a query word (by stem) the record lacks, the share of it that one of
    the record's words means (soft coverage, `meant_shares`); absent: 0.
    """
    wanted = sameness.asked(query_words)
    if not wanted:
        return 0.0
    weight = weights or (lambda _stem: 1.0)
    total = sum(weight(word[0]) for word in wanted)
    return _covered(wanted, total, sameness.said(sameness.record_text(metadata)), weight, meant)


def _covered(
    wanted: tuple[sameness.Asked, ...], total: float, record: sameness.Said, weight: Callable[[str], float],
    meant: Mapping[str, float] | None,
) -> float:
    """`coverage` of one record, given the question's words and their total weight (the same for
    every record: the ranking step sums them once per request)."""
    if total <= 0:
        return 0.0
    credit = meant or {}
    return sum(weight(word[0]) * (1.0 if sameness.means(word, record) else credit.get(word[0], 0.0)) for word in wanted) / total


def missing_words(query_words: str, metadata: dict[str, Any]) -> dict[str, str]:
    """The query's words (by stem: the word as asked) that the record does not mean (`sameness.means`)."""
    record = sameness.said(sameness.record_text(metadata))
    firsts = _query_words(query_words)
    return {word[0]: firsts[word[0]] for word in sameness.asked(query_words) if not sameness.means(word, record)}


@lru_cache(maxsize=1024)
def _query_words(query_words: str) -> Mapping[str, str]:
    """Each query word's stem -> the word as first asked (cached: read-only)."""
    out: dict[str, str] = {}
    for word in query_words.split():
        own = tokens(word)
        if own:
            out.setdefault(own[0], word)
    return MappingProxyType(out)


def meant_shares(
    embedder: Embedder, query_words: str, records: list[dict[str, Any]], scale: DecisionScale | None,
    weights: Callable[[str], float] | None = None,
) -> list[dict[str, float]]:
    """Soft coverage: per record, each query word it lacks (by stem) -> the share of it one of its words means.

    Word against word (shared/domain/meaning.py): the best cosine of the question's word with
    one of the record's words, both embedded alone, put on the reference model's scale by
    `scale` — the word map the answerability decision reads the same cosines through
    (calibration.DecisionScale, chosen by `answerability.word_scale`); None (no map for this
    embedder yet): no credit, as the decision then uses no meaning either — and read on the band of
    shared/domain/meaning.py (`band`: 0 up to 0.6, 1 from 0.7). "nutrition" / "diet" 0.71 -> 1,
    "race" / "marathon" 0.58 -> 0. A record word counts at most in proportion to its IDF
    against the question word's (`weights`, by stem): a word most records use ("going", 0.69
    from "trip") cannot stand in for a topic. One embedder call for the words not seen before.
    """
    if scale is None:
        return [{} for _ in records]
    weight = weights or (lambda _stem: 1.0)
    lacking = [missing_words(query_words, m) for m in records]
    record_words = [record_words_of(m) for m in records]
    asked = list(dict.fromkeys(w for miss in lacking for w in miss.values()))
    # Only the records that lack a word are compared: the others' words are never read.
    theirs = list(dict.fromkeys(
        w for miss, words in zip(lacking, record_words) if miss for w in words if w not in asked
    ))
    if not asked or not theirs:
        return [{} for _ in records]
    vectors = word_meaning.word_vectors(embedder, [*asked, *theirs])
    index = {w: i for i, w in enumerate([*asked, *theirs])}
    out: list[dict[str, float]] = []
    for miss, words in zip(lacking, record_words):
        if not miss or not words:
            out.append({})
            continue
        rows = vectors[[index[w] for w in words]]
        theirs_weight = np.array([weight(_stem_of(w)) for w in words])
        shares = {}
        for stem, word in miss.items():
            cosines = scale.word(rows @ vectors[index[word]])
            asked_weight = weight(stem)
            specific = np.minimum(1.0, theirs_weight / asked_weight) if asked_weight > 0 else np.ones(len(words))
            shares[stem] = max(word_meaning.band(float(c)) * float(k) for c, k in zip(cosines, specific))
        out.append(shares)
    return out


def record_words_of(metadata: dict[str, Any]) -> tuple[str, ...]:
    """The record's own content words (the sender's name left out: it means no topic)."""
    return _record_words(str(metadata.get("text", "")))


# A line of logistics or thanks says three content words at most ("Pop it in the app please.", "stuck at work, 10
# mins", "paid 👍", "Thanks for letting me know."); news, an introduction or a plan says more. Read by a chat's
# opening (speaker_records) and by a period's status answer (intent.most_telling).
NEWS_WORDS = 4


def says_something(metadata: dict[str, Any]) -> bool:
    """The record says NEWS_WORDS content words or more (`record_words_of`, acknowledgements not counted)."""
    return sum(w not in ACKNOWLEDGEMENTS for w in record_words_of(metadata)) >= NEWS_WORDS


@lru_cache(maxsize=8192)
def _stem_of(word: str) -> str:
    own = tokens(word)
    return own[0] if own else word


@lru_cache(maxsize=4096)
def _record_words(text: str) -> tuple[str, ...]:
    return tuple(word_meaning.record_words([text]))


# A pure function of its text, asked of the same records again and again by the
# ranking step (up to three times per candidate).
@lru_cache(maxsize=4096)
def is_content_free(text: str) -> bool:
    """'ok', 'Understood.', 'yes thanks!': nothing but function words and acknowledgements."""
    return all(w in STOPWORDS or w in ACKNOWLEDGEMENTS for w in (t.strip("'").lower() for t in _WORD.findall(text)))


def dedupe(candidates: list[Candidate]) -> list[Candidate]:
    """One result per record, and one per identical text in the same chat ("ok", "ok"): what a
    ranking returns and what an answer offers (shared/usecases/accompanied.py) alike."""
    seen: set[Any] = set()
    out: list[Candidate] = []
    for c in candidates:
        text_key = (c.metadata.get("chatId"), " ".join(str(c.metadata.get("text", "")).lower().split()))
        if c.id in seen or text_key in seen:
            continue
        seen.update((c.id, text_key))
        out.append(c)
    return out


def retrieve(
    embedder: Embedder,
    store: VectorStore,
    trainer_id: str,
    query: str,
    top_k: int,
    query_filter: QueryFilter | None = None,
    query_vector: np.ndarray | None = None,
    circles: CircleContext | None = None,
    word_scale: DecisionScale | None = None,
) -> list[Candidate]:
    """Rank this trainer's records for `query`, best first, at most `top_k`.

    `circles`: the trainer's circles (shared/domain/circles/ranking.py), which adjust
    the ranked pool before the cut; None changes nothing.
    `word_scale`: how this embedder's word-against-word cosines read on the reference's
    scale, as the answerability decision reads them (the use case passes
    `answerability.word_scale`); None: the calibration's own decision map.
    """
    if top_k <= 0:
        return []
    scoped = QueryFilter(**{**(query_filter or QueryFilter()).__dict__, "embedding_model": embedder.model_id})
    depth = max(top_k, DEPTH)
    hybrid = store.supports_keyword_search
    # The trainer's word statistics first: they read typing slips as the words the
    # records use (shared/domain/typos.py) and weigh each word's coverage. In memory
    # locally; on Pinecone cached per instance and read anyway by its keyword query.
    stats = store.term_stats(trainer_id) if hybrid else None
    words = corrected(keyword_text(query), stats)
    # Everyday equivalents widen the keyword query only (shared/domain/vocabulary.py), and so do the
    # kinds a general word heads ("painkillers" -> "naproxen": shared/domain/kinds_of.py).
    keyword_words = " ".join(dict.fromkeys([*expand(words.split()), *kinds_of.member_words(words, stats)]))
    scopes = _scopes(scoped, query)
    # Every list in flight at once; the keyword ones while the query is embedded.
    keyword_futures = (
        [submit(store.keyword_query, trainer_id, keyword_words, depth, s) for s in scopes] if hybrid else []
    )
    # The dense side reads a slip of a coaching word as that word too ("sciatca": typos.as_meant).
    vector = query_vector if query_vector is not None else embed_query(embedder, as_meant(query, stats))
    dense_futures = [submit(store.query, trainer_id, vector, depth, s) for s in scopes]
    # The lift's turns are read for seeds known only once every list is back: on a hosted store
    # one more round trip after them. A query this instance searched before asks now for the
    # turns of last time's seeds (a hint: `neighbours` uses it only if it covers the seeds).
    hint_key = (_SEEDS_HINT, trainer_id, embedder.model_id, query, scoped)
    likely = query_cache().hint(hint_key)
    prefetched = store.prefetch_neighbours(trainer_id, likely, vector, NEIGHBOUR_GAP_S, scoped) if likely else None
    dense_lists = [wait(f) for f in dense_futures]
    keyword_lists = [wait(f) for f in keyword_futures] or [[] for _ in scopes]

    fused = fuse(dense_lists, keyword_lists)
    pool = fused[: max(top_k, RERANK_DEPTH)]
    # The seeds' neighbouring turns (with their cosines) while the keyword-only results' vectors are fetched.
    seeds = [Match(f.id, f.cosine or 0.0, f.metadata) for f in fused[:NEIGHBOUR_SEEDS]]
    turns = submit(store.neighbours, trainer_id, seeds, vector, NEIGHBOUR_SPAN, NEIGHBOUR_GAP_S, scoped, prefetched)
    query_cache().remember(hint_key, _whereabouts(seeds))
    _read_ahead(pool, words)
    cosines = _cosines(store, trainer_id, vector, pool)
    pool, adjacency = with_adjacent(fused, pool, wait(turns))
    cosines.update({f.id: float(f.cosine) for f in pool if f.id not in cosines and f.cosine is not None})
    calibration = calibration_for(embedder.model_id)
    ranked = rerank(pool, cosines, words, calibration, hybrid,
                    about_now=asks_about_now(query), weights=_idf(stats), embedder=embedder, adjacency=adjacency,
                    word_scale=word_scale or calibration.decision, asker=trainer_id)
    ranked = circle_boost(ranked, circles, vector, store, trainer_id)
    return ranked[:top_k]


def _read_ahead(pool: list["_Fused"], words: str) -> None:
    """What the ranking step will read of each candidate found so far (its stems and names, whether it
    is content-free), read while the neighbouring turns are on the way: on a hosted store a round
    trip, which this work then shortens the search by. The same cached pure functions, read earlier."""
    covers = bool(sameness.asked(words))  # else the ranking step reads no record's words
    for c in pool:
        if covers:
            sameness.said(sameness.record_text(c.metadata))
        is_content_free(str(c.metadata.get("text", "")))


def _whereabouts(seeds: list[Match]) -> tuple[Match, ...]:
    """The seeds as a hint for a repeated query: where each is (chat, time), nothing of its text."""
    return tuple(
        Match(s.id, 0.0, {"chatId": s.metadata["chatId"], "ts": s.metadata["ts"]})
        for s in seeds if "chatId" in s.metadata and "ts" in s.metadata
    )


def asks_about_now(query: str) -> bool:
    """'Is she still…', 'how is John doing', 'these days': the latest state is what is asked."""
    q = " " + " ".join(_WORD.findall(query.lower())) + " "
    return any(f" {phrase} " in q for phrase in NOW_PHRASES)


def _recency(pool: list["_Fused"]) -> dict[str, float]:
    """1.0 for the newest record of the pool, halving every RECENCY_HALF_LIFE_S before it."""
    stamps = {c.id: ts for c in pool if (ts := written_at(c.metadata)) is not None}
    if not stamps:
        return {}
    newest = max(stamps.values())
    return {id_: 0.5 ** ((newest - ts) / RECENCY_HALF_LIFE_S) for id_, ts in stamps.items()}


def _idf(stats: TermStats | None) -> Callable[[str], float] | None:
    """A word's weight in `coverage`: its IDF in the trainer's records (None: every word weighs 1)."""
    if stats is None:
        return None
    # Memoised for the request: the ranking step asks the same few stems for every candidate.
    known: dict[str, float] = {}

    def weight(stem: str) -> float:
        if stem not in known:
            known[stem] = stats.idf(token_index(stem))
        return known[stem]

    return weight


def rerank(
    pool: list["_Fused"], cosines: dict[str, float], words: str, calibration: Any, hybrid: bool, about_now: bool = False,
    weights: Callable[[str], float] | None = None, embedder: Embedder | None = None,
    adjacency: Mapping[str, list[tuple[str, int]]] | None = None, word_scale: DecisionScale | None = None,
    asker: str | None = None,
) -> list[Candidate]:
    """The ranking step: order by the calibrated model; each candidate's relevance is its own.

    `about_now`: the order (not the relevance) also favours recent records.
    `adjacency`: turns of the pool next to each other in a chat (`with_adjacent`): a turn's
    order key is at least NEIGHBOUR_LIFT x its neighbour's (NEIGHBOUR_DECAY per turn further),
    so the reply to the turn a question matches ranks right below it; its relevance stays its
    own, and a content-free turn ("ok") is never lifted.
    When `words` name the sender of some candidates, the others' order keys (after the lift)
    are multiplied by SPEAKER_OTHER (`by_unnamed_senders`; never the `asker`'s, the trainer
    who searches); relevance is unchanged.
    `weights`: how much each question word counts in `coverage` (see `_idf`).
    `embedder`: with a fitted hybrid calibration, the first SOFT_CANDIDATES of the order are
    ordered again with soft coverage (`meant_shares`: a question word they lack counts by how
    much one of their words means it, its cosine read through `word_scale`, the decision's word
    map; the feature `meant_coverage`). Their relevance keeps the
    lexical coverage the calibration was fitted on: word meaning tells related from unrelated
    better than the same topic from a neighbouring one ("trip" / "going" 0.69, "insulin" /
    "diabetes" 0.75), so it may order records but not make one relevant enough to answer
    (measured: docs/CALIBRATION.md, "Word meaning on the relevance side").
    """
    recency = _recency(pool) if about_now else {}
    # `coverage` of each candidate, its question-side part worked out once for the request.
    wanted = sameness.asked(words)
    weight = weights or (lambda _stem: 1.0)
    total = sum(weight(word[0]) for word in wanted)

    def covered(metadata: Mapping[str, Any], meant: Mapping[str, float] | None = None) -> float:
        if not wanted:
            return 0.0
        return _covered(wanted, total, sameness.said(sameness.record_text(metadata)), weight, meant)

    def scored_one(position: int, c: "_Fused", meant: Mapping[str, float] | None = None) -> tuple[Any, ...]:
        features = {**c.features, "cosine": cosines[c.id], "coverage": covered(c.metadata)}
        ordered_by = features
        if meant:
            ordered_by = {**features, "coverage": covered(c.metadata, meant)}
            features["meant_coverage"] = ordered_by["coverage"]
        if not calibration.fitted:
            order_key = 0.0  # keep the fused order (see Calibration.fitted)
            relevance = calibration.score(features, hybrid=hybrid)
        elif ordered_by is features:  # one evaluation of each fit for both
            order_key, relevance = calibration.ranked(features, hybrid)
            order_key += RECENCY_WEIGHT * recency.get(c.id, 0.0)
        else:
            order_key = calibration.order_key(ordered_by, hybrid) + RECENCY_WEIGHT * recency.get(c.id, 0.0)
            relevance = calibration.score(features, hybrid=hybrid)
        return (-order_key, position, c, features, relevance)

    def lifted(scored: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
        # A turn ranks at least NEIGHBOUR_LIFT x its best neighbour's own key: never above
        # that neighbour, so the first result stays the best-scored turn itself.
        if not adjacency or not calibration.fitted:
            return scored
        own = {t[2].id: -t[0] for t in scored}
        out = []
        for t in scored:
            near = [own[j] * NEIGHBOUR_DECAY ** (d - 1) for j, d in adjacency.get(t[2].id, ()) if j in own]
            if near and not is_content_free(str(t[2].metadata.get("text", ""))):
                out.append((-max(-t[0], NEIGHBOUR_LIFT * max(near)), *t[1:]))
            else:
                out.append(t)
        return out

    others = by_unnamed_senders(pool, words, asker) if SPEAKER_OTHER != 1.0 else frozenset()

    def ordered(scored: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
        keyed = lifted(scored)
        if others:
            keyed = [(t[0] * SPEAKER_OTHER, *t[1:]) if t[2].id in others else t for t in keyed]
        return sorted(keyed, key=lambda t: (t[0], t[1]))

    base = [scored_one(position, c) for position, c in enumerate(pool)]
    scored = ordered(base)
    if embedder is not None and hybrid and calibration.fitted and scored:
        head = scored[:SOFT_CANDIDATES]
        shares = meant_shares(embedder, words, [t[2].metadata for t in head], word_scale or calibration.decision, weights)
        redone = {t[2].id: scored_one(t[1], t[2], meant) for t, meant in zip(head, shares) if meant}
        base = [redone.get(t[2].id, t) for t in base]
        scored = ordered(base)
    out: list[Candidate] = []
    for _, _, c, features, relevance in scored:
        if is_content_free(str(c.metadata.get("text", ""))):
            relevance = 0.0
        out.append(Candidate(c.id, cosines[c.id], relevance, c.metadata, features))
    return out


def by_unnamed_senders(pool: list["_Fused"], words: str, asker: str | None = None) -> frozenset[str]:
    """Ids of the candidates whose sender the question (`words`, its content words) does not
    name, when it names the sender of another candidate; empty when it names none of them.

    A sender is named by any word of their name, also as "nate's" / "nates". A candidate
    without a sender, or sent by the `asker` (the trainer: in a client's chat their own
    replies are about that client, "So proud of you, Kofi"), is never one of them.
    """
    asked = {names.fold(w) for w in words.split()}
    # Per distinct sender (a pool has a few), not per candidate: this runs on every search.
    named: dict[Any, bool | None] = {}
    mine: list[tuple[str, Any]] = []
    for c in pool:
        m = c.metadata
        if asker is not None and m.get("senderId") == asker:
            continue
        sender = m.get("senderName")
        if sender not in named:
            parts = _name_parts(sender)
            named[sender] = any(p in asked or f"{p}s" in asked or f"{p}'s" in asked for p in parts) if parts else None
        mine.append((c.id, sender))
    if not any(named.values()):
        return frozenset()
    return frozenset(id_ for id_, sender in mine if named[sender] is False)


@lru_cache(maxsize=1024)
def _name_parts(sender: Any) -> tuple[str, ...]:
    """The sender's name as a question may write it, folded (shared/domain/names.py): each word and
    the first name joined ("hyun", "woo", "park", "hyunwoo" for Hyun-woo Park)."""
    return tuple(sorted(names.all_keys(sender))) if isinstance(sender, str) else ()


@dataclass
class _Fused:
    id: str
    metadata: dict[str, Any]
    cosine: float | None = None
    dense_rr: float = 0.0
    keyword_rr: float = 0.0
    score: float = 0.0

    @property
    def features(self) -> dict[str, float]:
        return {"fused": self.score, "dense_rr": self.dense_rr, "keyword_rr": self.keyword_rr}


def _scopes(scoped: QueryFilter, query: str) -> list[QueryFilter]:
    """The whole (filtered) history, plus the days the query names if it names any."""
    window = named_window(query)
    if window is None:
        return [scoped]
    since = max(window.since_ts, scoped.since_ts) if scoped.since_ts is not None else window.since_ts
    until = min(window.until_ts, scoped.until_ts) if scoped.until_ts is not None else window.until_ts
    if since > until:  # the request's own dates exclude the named ones
        return [scoped]
    return [scoped, QueryFilter(**{**scoped.__dict__, "since_ts": since, "until_ts": until})]


def fuse(dense_lists: list[list[Match]], keyword_lists: list[list[Match]]) -> list[_Fused]:
    """Reciprocal-rank fusion of every list, plus neighbour support, best first.

    Reciprocal ranks are scaled so that rank 1 of a list is worth 1.0. The
    `dense_rr` / `keyword_rr` features keep a candidate's best rank of each
    kind; the fused score sums all lists, so a turn found both overall and
    within a date the question names ranks above one found only once.
    """
    pool: dict[str, _Fused] = {}
    base: dict[str, float] = {}
    for matches in dense_lists:
        for rank, m in enumerate(matches):
            f = pool.get(m.id)
            if f is None:
                f = pool[m.id] = _Fused(m.id, m.metadata)
            f.cosine = m.score
            rr = (RRF_K + 1) / (RRF_K + rank + 1)
            f.dense_rr = max(f.dense_rr, rr)
            base[m.id] = base.get(m.id, 0.0) + rr
    for matches in keyword_lists:
        for rank, m in enumerate(matches):
            f = pool.get(m.id)
            if f is None:
                f = pool[m.id] = _Fused(m.id, m.metadata)
            rr = (RRF_K + 1) / (RRF_K + rank + 1)
            f.keyword_rr = max(f.keyword_rr, rr)
            base[m.id] = base.get(m.id, 0.0) + rr
    for f in pool.values():
        f.score = base[f.id]
    for a, b in _neighbours(list(pool.values())):
        a.score += NEIGHBOUR_WEIGHT * base[b.id]
        b.score += NEIGHBOUR_WEIGHT * base[a.id]
    return sorted(pool.values(), key=lambda f: (-f.score, f.id))


def with_adjacent(
    fused: list[_Fused], pool: list[_Fused], turns: Mapping[str, list[Match]]
) -> tuple[list[_Fused], dict[str, list[tuple[str, int]]]]:
    """The pool with the seeds' neighbouring turns added (after it, in chat order), and which
    turns of it are adjacent: id -> [(neighbour id, turns apart)], both ways.

    `turns`: the store's `neighbours` of the seeds. A turn no list found enters with
    no rank evidence (fused 0) and its cosine; the ranking step scores it like any other.
    """
    known = {f.id: f for f in fused}
    in_pool = {f.id for f in pool}
    out = list(pool)
    adjacency: dict[str, list[tuple[str, int]]] = {}
    for seed, near in turns.items():
        s = known[seed]
        key = (float(s.metadata["ts"]), seed)
        before = [m for m in near if (float(m.metadata["ts"]), m.id) < key][::-1]
        after = [m for m in near if (float(m.metadata["ts"]), m.id) > key]
        for side in (before, after):
            for d, m in enumerate(side, 1):
                if m.id not in in_pool:
                    f = known.get(m.id) or _Fused(m.id, m.metadata, cosine=m.score)
                    if f.cosine is None:
                        f.cosine = m.score
                    out.append(f)
                    in_pool.add(m.id)
                if seed in in_pool:
                    adjacency.setdefault(m.id, []).append((seed, d))
                    adjacency.setdefault(seed, []).append((m.id, d))
    return out, adjacency


def _neighbours(candidates: list[_Fused]) -> list[tuple[_Fused, _Fused]]:
    """Pairs of candidates adjacent in time within one chat (and one exchange).

    Only candidates are compared: the store is never asked for more rows, so
    this works the same on every backend.
    """
    # (chat as text, time, chat, candidate), sorted by the first two only (stable: ties keep their order).
    timed = []
    for c in candidates:
        chat, ts = c.metadata.get("chatId"), c.metadata.get("ts")
        if isinstance(ts, (int, float)) and chat:
            timed.append((str(chat), float(ts), chat, c))
    timed.sort(key=_chat_time)
    return [
        (a[3], b[3])
        for a, b in zip(timed, timed[1:])
        if a[2] == b[2] and b[1] - a[1] <= NEIGHBOUR_GAP_S
    ]


_chat_time = itemgetter(0, 1)


def _cosines(store: VectorStore, trainer_id: str, vector: np.ndarray, top: list[_Fused]) -> dict[str, float]:
    """Raw cosine for every result; keyword-only ones are fetched (at most `top_k`)."""
    out = {c.id: c.cosine for c in top if c.cosine is not None}
    missing = [c.id for c in top if c.cosine is None]
    if missing:
        q = np.asarray(vector, dtype=np.float32)
        for id_, record in store.fetch(trainer_id, missing).items():
            out[id_] = float(np.asarray(record.values, dtype=np.float32) @ q)
    for c in top:  # vanished between query and fetch: no similarity evidence
        out.setdefault(c.id, 0.0)
    return {k: float(v) for k, v in out.items()}  # type: ignore[arg-type]
