"""A client's intake profile (`clientProfiles/{clientId}`): reading it for the trainer who asks,
the fields a question asks of it and finding its indexed record, for the questions it answers
(shared/domain/profile_fields.py), for chatWithAI and semanticSearch alike (`asked_profile`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from shared.domain import profile_fields
from shared.domain.retrieval import Candidate
from shared.domain.sources.kinds.client_profile import KIND
from shared.kernel.collection_names import CLIENT_PROFILES
from shared.ports.documents import DocumentReader
from shared.ports.vectorstore import QueryFilter

CLIENT_PROFILE = KIND.source_type  # the profile record's `sourceType`, as its source kind declares it


def read_profile(documents: DocumentReader, trainer_id: str, client_id: str) -> dict[str, Any] | None:
    """The profile's fields, or None when there is none or it is another trainer's."""
    data = documents.get(CLIENT_PROFILES, client_id)
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


@dataclass(frozen=True)
class AskedProfile:
    """What a question asks of a client's profile (`asked_profile`)."""

    fields: tuple[str, ...] = ()  # the fields asked; () when it asks for none
    profile: dict[str, Any] | None = None  # the profile as read for the trainer (None: none, or not read)
    record: Candidate | None = None  # its indexed record, when the profile holds a field asked


def fields_asked(question: str, topic: str) -> tuple[str, ...]:
    """The profile fields a question asks for ("What is Pedro's job?", "how old is Wes"): read from its
    `topic` (intent.client_topic) and its words (profile_fields.asked_fields), before any read."""
    return profile_fields.asked_fields(topic.split(), question)


def asked_profile(
    client_id: str, question: str, topic: str, source_types: Iterable[str], candidates: list[Candidate],
    read: Callable[[], dict[str, Any] | None], search: Callable[[QueryFilter], list[Candidate]],
) -> AskedProfile:
    """The profile fields a question about one client asks and the profile record that answers them.
    chatWithAI and semanticSearch both read them here, from the same reading of the question: its
    words once the period asked is out (and, in a conversation, with the topic carried from the last
    turn) and its `topic` (intent.client_topic), for the kinds searched (`source_types`).

    The fields are those the words ask (`fields_asked`), or, for a question that names the profile
    ("anything in raff's profile about when he sleeps"), those whose value says the question's words.
    The profile is read (`read`, for the trainer) only for such a question; its record is the ranked
    one among `candidates`, else the best of `search` within the profile (profile_record), and only
    when profiles are searched and the profile holds a value for a field asked. Such a question shares
    no word with its answer ("Taxi driver, mostly night shifts"): the record is relevant by what it is."""
    fields = fields_asked(question, topic)
    if not fields and not profile_fields.names_profile(question):
        return AskedProfile()
    profile = read()
    fields = fields or profile_fields.said_fields(profile, topic.split(), question)
    if not fields or CLIENT_PROFILE not in source_types or not profile_fields.holds(profile, fields, question):
        return AskedProfile(fields, profile)
    return AskedProfile(fields, profile, profile_record(candidates, client_id, search))
