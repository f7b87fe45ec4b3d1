"""A client's intake profile (`clientProfiles/{clientId}`): one record."""

from __future__ import annotations

from typing import Any

from shared.kernel.collection_names import CLIENT_PROFILES
from shared.domain.sources.models import ClientProfile
from shared.domain.sources.registry import RecordMaker, SourceKind, register
from shared.domain.message_fields import epoch_seconds
from shared.domain.sources.render import render_profile


def records(doc_id: str, data: dict[str, Any], client_id: str, client_name: str | None, make: RecordMaker) -> list[Any]:
    profile = ClientProfile.model_validate(data)
    rendered = render_profile(profile, client_name)
    if not rendered:
        return []
    return [make(None, rendered, ts=epoch_seconds(profile.updatedAt), text=rendered)]


KIND = register(
    SourceKind(
        "client_profile",
        label=lambda metadata, d: "[Profile]",
        attribution=lambda metadata, d: "The client's profile says",
        collection=CLIENT_PROFILES,
        records=records,
        # Never cited, and the app may bump updatedAt on every save.
        unhashed=("ts",),
        client_is_doc_id=True,
        dataset_section="profiles",
        written_by="trainer",  # written only through the trainer's callables
    )
)
