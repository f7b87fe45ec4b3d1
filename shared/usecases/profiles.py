"""Reading a client's intake profile (`clientProfiles/{clientId}`) for the trainer who asks."""

from __future__ import annotations

from typing import Any

from shared.kernel.collection_names import CLIENT_PROFILES


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
