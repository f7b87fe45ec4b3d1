"""The trainer's circles for one search, read from Firestore and cached per instance.

The ranking step itself is pure (shared/domain/circles/ranking.py); this is the
read it needs, kept in the use cases so the domain never touches Firestore.
"""

from __future__ import annotations

import logging
import threading
import time
import weakref
from typing import Any

import numpy as np

from shared.domain.circles.ranking import CircleContext, CircleVector

# Per instance, like the roster (shared/usecases/backends.py): a search would read the
# circles on every call. This instance's own changes are seen at once (forget);
# another instance's within Settings.circles_cache_ttl_s.


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
    if backends.offline is not None:  # no Firestore, so no circles (usecases/backends.Offline)
        return None
    from google.api_core.exceptions import GoogleAPIError

    db = backends.db
    now = time.monotonic()
    with _lock:
        cached = _cache.get(db, {}).get(trainer_id)
    if cached is not None and now - cached[0] < backends.settings.circles_cache_ttl_s:
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
        CircleVector(c.circle_id, str(c.data.get("name", "")), c.client_id, np.asarray(c.data["centroid"], dtype=np.float32),
                     _baselines(c.data.get("baselines")))
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


def _baselines(value: Any) -> dict[str, float]:
    """The stored per-client medians (a circle made before them has none: AUTO_THRESHOLD alone)."""
    if not isinstance(value, dict):
        return {}
    return {str(k): float(v) for k, v in value.items() if isinstance(v, (int, float))}
