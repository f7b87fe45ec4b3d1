"""A client's intake profile (`clientProfiles/{clientId}`): reading it for the trainer who asks,
and finding its indexed record, for the questions it answers (shared/domain/profile_fields.py)."""

from __future__ import annotations

from typing import Any, Callable

from shared.domain.retrieval import Candidate
from shared.domain.sources.kinds.client_profile import KIND
from shared.kernel.collection_names import CLIENT_PROFILES
from shared.ports.vectorstore import QueryFilter

CLIENT_PROFILE = KIND.source_type  # the profile record's `sourceType`, as its source kind declares it


def read_profile(db: Any, trainer_id: str, client_id: str) -> dict[str, Any] | None:
    """The profile's fields, or None when there is none or it is another trainer's."""
    snap = db.collection(CLIENT_PROFILES).document(client_id).get()
    data = snap.to_dict() if snap.exists else None
    if not data:
        return None
    owner = data.get("trainerId")
    if owner is not None and owner != trainer_id:
        return None  # a profile names its trainer; never show another trainer's
    return data


def profile_record(
    candidates: list[Candidate], client_id: str, search: Callable[[QueryFilter], list[Candidate]]
) -> Candidate | None:
    """The client's profile record: the one among the ranked `candidates`, else the best of
    `search` within that profile alone (the same query: its relevance is the profile's own);
    None when it is not indexed (yet)."""
    found = next((c for c in candidates if c.metadata.get("sourceType") == CLIENT_PROFILE), None)
    if found is not None:
        return found
    hits = search(QueryFilter(client_id=client_id, source_types=(CLIENT_PROFILE,)))
    return hits[0] if hits else None
