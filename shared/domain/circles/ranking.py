"""Circles in retrieval: the re-ranking adjustment and the circle each record belongs to.

Seed 003's shape: retrieval over-retrieves and re-ranks (shared/domain/retrieval.py);
this step then moves up the candidates of the circles the question is about.
A circle is "about" the question when the query vector's cosine to its
centroid is at least `QUERY_THRESHOLD`. In such a circle a candidate gains

    CENTROID_WEIGHT * max(0, cosine(candidate, centroid) - AUTO_THRESHOLD)
    + MANUAL_BOOST   if the trainer put it in the circle by hand,

(the best of its circles), added to its place in the ranking expressed in
relevance units (the running minimum of the calibrated relevances, so with
no gain the order is exactly the one given). Relevance itself is never
changed: what is relevant enough to answer stays the calibration's decision.

Every candidate is also labelled with its circle (`circleId`, `circleName`
in its metadata, never stored): the circle it was put in by hand, else the
one whose centroid is closest at or above `AUTO_THRESHOLD`, so a citation
says where a fact comes from. A circle about one client only ever touches
that client's records, and a record taken out by hand is not its member.

With no circles (or none with a centroid of the embedder in use), the
candidates come back untouched, and nothing is read.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
import time
import weakref
from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np

from shared.usecases.circles.centroids import AUTO_THRESHOLD

# Chosen on the answer benchmark's dev split (bench/circles.py --grid,
# docs/BENCHMARKS.md "circles"), four circles per trainer: no setting of the grid
# raised any figure; a query threshold of 0.25 or 0.35 with a centroid weight of
# 0.25 lowered the chat hit rate (0.818 -> 0.807, one question); every other
# setting left every figure unchanged. Kept: the strictest query threshold (the
# gain applies only to questions clearly about a circle) with the grid's largest
# weights; the test split, measured once with them, is unchanged too.
QUERY_THRESHOLD = 0.45
CENTROID_WEIGHT = 1.0
MANUAL_BOOST = 0.05
# Per instance, like the roster (shared/usecases/backends.py): a search would read the
# circles on every call. This instance's own changes are seen at once (forget).
CACHE_TTL_S = 30.0


@dataclass(frozen=True)
class CircleVector:
    circle_id: str
    name: str
    client_id: str | None
    centroid: np.ndarray


@dataclass(frozen=True)
class CircleContext:
    """A trainer's circles as ranking needs them."""

    circles: list[CircleVector]
    manual: dict[str, frozenset[str]] = field(default_factory=dict)  # record id -> circle ids
    excluded: dict[str, frozenset[str]] = field(default_factory=dict)


log = logging.getLogger(__name__)

# Firestore client -> trainer id -> (loaded at, context): per database, so two
# projects in one process (tests, benchmarks) never see each other's circles.
_cache: "weakref.WeakKeyDictionary[Any, dict[str, tuple[float, CircleContext | None]]]" = weakref.WeakKeyDictionary()
_lock = threading.Lock()


def forget(trainer_id: str) -> None:
    """Drop this instance's cached circles of the trainer after a change."""
    with _lock:
        for per_db in _cache.values():
            per_db.pop(trainer_id, None)


def circle_context(backends: Any, trainer_id: str) -> CircleContext | None:
    """The trainer's circles with a centroid of the embedder in use; None when there are none.

    Circles refine a ranking; they never fail one: if they cannot be read the
    search runs without them (logged, class name only) and tries again next time.
    """
    from google.api_core.exceptions import GoogleAPIError

    db = backends.db
    now = time.monotonic()
    with _lock:
        cached = _cache.get(db, {}).get(trainer_id)
    if cached is not None and now - cached[0] < CACHE_TTL_S:
        return cached[1]
    try:
        context = _load(backends, trainer_id)
    except (GoogleAPIError, OSError, TimeoutError) as exc:
        log.warning("circles_unavailable", extra={"json_fields": {"errorClass": type(exc).__name__}})
        return None
    with _lock:
        _cache.setdefault(db, {})[trainer_id] = (now, context)
    return context


def _load(backends: Any, trainer_id: str) -> CircleContext | None:
    from shared.usecases.circles import store as circles_store

    model = backends.embedder.model_id
    circles = [
        CircleVector(c.circle_id, str(c.data.get("name", "")), c.client_id, np.asarray(c.data["centroid"], dtype=np.float32))
        for c in circles_store.list_circles(backends.db, trainer_id)
        if c.data.get("centroid") and c.data.get("centroidModel") == model
    ]
    if not circles:
        return None
    manual: dict[str, set[str]] = {}
    excluded: dict[str, set[str]] = {}
    for a in circles_store.assignments(backends.db, trainer_id):
        target = manual if a.get("source") == circles_store.MANUAL else excluded if a.get("source") == circles_store.EXCLUDED else None
        if target is not None:
            target.setdefault(str(a.get("recordId")), set()).add(str(a.get("circleId")))
    return CircleContext(
        circles,
        {k: frozenset(v) for k, v in manual.items()},
        {k: frozenset(v) for k, v in excluded.items()},
    )


def circle_boost(
    ranked: Sequence[Any], context: CircleContext | None, query_vector: np.ndarray, store: Any, trainer_id: str
) -> list[Any]:
    """The ranked candidates (shared/retrieval.Candidate), re-ordered by circle evidence and labelled."""
    if context is None or not context.circles or not ranked:
        return list(ranked)
    fetched = store.fetch(trainer_id, [c.id for c in ranked])
    centroids = np.stack([c.centroid for c in context.circles])
    about_query = centroids @ np.asarray(query_vector, dtype=np.float32) >= QUERY_THRESHOLD
    keyed = []
    floor = float("inf")
    for position, cand in enumerate(ranked):
        floor = min(floor, float(cand.relevance))
        record = fetched.get(cand.id)
        affinity = centroids @ np.asarray(record.values, dtype=np.float32) if record is not None else np.zeros(len(context.circles))
        member, gain = _membership(cand, affinity, about_query, context)
        if member is not None:
            cand = dataclasses.replace(cand, metadata={**cand.metadata, "circleId": member.circle_id, "circleName": member.name})
        keyed.append((-(floor + gain), position, cand))
    keyed.sort(key=lambda t: (t[0], t[1]))
    return [c for _, _, c in keyed]


def _membership(
    cand: Any, affinity: np.ndarray, about_query: np.ndarray, context: CircleContext
) -> tuple[CircleVector | None, float]:
    """(the candidate's circle or None, its ranking gain)."""
    client = cand.metadata.get("clientId")
    manual = context.manual.get(cand.id, frozenset())
    excluded = context.excluded.get(cand.id, frozenset())
    best: tuple[float, CircleVector] | None = None
    gain = 0.0
    for k, circle in enumerate(context.circles):
        if (circle.client_id is not None and circle.client_id != client) or circle.circle_id in excluded:
            continue
        is_manual = circle.circle_id in manual
        closeness = float(affinity[k])
        if is_manual or closeness >= AUTO_THRESHOLD:
            # Manual membership wins over any automatic one; then the closest centroid.
            rank = (2.0 if is_manual else 0.0) + closeness
            if best is None or rank > best[0]:
                best = (rank, circle)
        if about_query[k]:
            gain = max(gain, CENTROID_WEIGHT * max(0.0, closeness - AUTO_THRESHOLD) + (MANUAL_BOOST if is_manual else 0.0))
    return (best[1] if best else None), gain
