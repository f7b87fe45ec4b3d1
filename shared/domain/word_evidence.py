"""The answerability decision's word-level evidence: how near the best candidates come in meaning
to each question word the history never uses, how much the question rests on that word, and
whether the candidates name only its siblings (`siblings_only`).

Word against word (shared/domain/meaning.py), because a word against a whole
message is a weak signal on short texts; the kinds table (shared/domain/kinds.py)
overrides the cosine where it knows both words. The decision that reads these
features is shared/domain/answerability.py; the use case gathers the words
(shared/usecases/search.py `question_evidence`) and resolves, once per request,
the scale the features are read on.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from shared.domain import answerability, kinds
from shared.domain.calibration import DecisionScale
from shared.domain.meaning import word_vectors
from shared.domain.query_cache import query_cache
from shared.ports.embedder import Embedder


def meanings(
    embedder: Embedder, scale: DecisionScale, query: str, words: dict[str, list[str]], candidates: Sequence[Any]
) -> tuple[dict[str, float], dict[str, float]]:
    """For each word the history in scope never uses (`words`: each with its forms, as read and as
    typed): how close in meaning the candidates come to it (the best cosine of one of its forms with
    one of their words, both embedded alone), and how much the question rests on it (1 - the cosine
    of the question with and without it). Both are read on `scale`, that of the model that decides
    (the reference's through the deployment's maps, unless this embedder has a fit of its own:
    answerability.model_for_embedder). `candidates`: the ranked candidates (their `metadata`).
    One embedder call, words already seen aside."""
    asked = list(words)
    every_form = list(dict.fromkeys(f for w in asked for f in words[w]))
    texts = [str(c.metadata.get("text", "")) for c in candidates]
    vocabulary = [w for w in answerability.record_words(texts) if w not in every_form]
    # Without the word, the rest of the table's phrase it is part of ("upper back", "half marathon"),
    # and the question's words for its family ("drink" beside "beer").
    rests = [answerability.without_words(query, [*words[w], *kinds.phrase_beside(w, query), *kinds.heads_beside(w, query)])
             or "?" for w in asked]
    vectors = word_vectors(embedder, [*every_form, *vocabulary])
    rest_vectors = np.asarray(embedder.embed(rests), dtype=np.float32)
    question = np.asarray(query_cache().embed(embedder, query), dtype=np.float32)
    salience = {w: float(scale.salience(1.0 - float(v @ question))) for w, v in zip(asked, rest_vectors)}
    if not vocabulary:
        return {w: 0.0 for w in asked}, salience
    best = dict(zip(every_form, (vectors[: len(every_form)] @ vectors[len(every_form):].T).max(axis=1)))
    # What the kinds table says of the candidates' words: the same thing, a kind of it, or a sibling.
    found = candidate_names(candidates)
    return {
        w: answerability.lexical_meaning(
            float(scale.word(max(float(best[f]) for f in words[w]))),
            kinds.relation([e for f in words[w] for e in kinds.naming(f, query)], found))
        for w in asked
    }, salience


def siblings_only(query: str, words: dict[str, list[str]], candidates: Sequence[Any]) -> dict[str, bool]:
    """For each word the history never says (`words`, with its forms): do the candidates' names
    (kinds table) hold only siblings of what the question names with it — another member of its
    family, nothing the same, a kind of it or the family's broader word (`kinds.only_siblings`)?"""
    found = candidate_names(candidates)
    return {w: kinds.only_siblings([e for f in forms for e in kinds.naming(f, query)], found) for w, forms in words.items()}


def candidate_names(candidates: Sequence[Any]) -> list[kinds.Entry]:
    """The kinds table's names in the candidates' texts, phrases read as in a record (`kinds.PHRASE_GAP`); a name
    that is only part of a hyphenated compound ("single-leg stance") modifies another word and is not read
    (`kinds.without_modifier_compounds`)."""
    return [e for c in candidates
            for e in kinds.entries(kinds.without_modifier_compounds(str(c.metadata.get("text", ""))), kinds.PHRASE_GAP)]
