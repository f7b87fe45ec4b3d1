"""What a client may be called, besides the registered display name, as their profile says it: the names they go
by ("known as Mac"), their relatives by relation and name ("Boyfriend Will"), their trade's everyday names
("Retired postman": "postie"), the other surnames they have (a married or maiden name), and the words of the
profile's notes that may name them ("Plumber from Ruthin": "plumber", "ruthin").

Why one module: each was read by its own function from the profile (shared/domain/names.py `given_names`,
`relatives_named`, `trade_names`, `other_surnames`; shared/domain/described.py `profile_words`), and each reader
of a roster took its share off the client with its own `getattr` (intent.with_given_names for the surnames that
shared/domain/surname_forms.py reads, chat/read_again.py for the described words). Here the profile is read
once (`from_profile`: what tenancy.client_roster puts on a ClientRef) and a roster's names are given out the
way each reader takes them (`surnames_of`, `described_of`). A client without those fields (a test's stand-in,
an older caller's ClientRef) has none of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from shared.domain.described import profile_words
from shared.domain.names import given_names, other_surnames, relatives_named, trade_names


@dataclass(frozen=True)
class Called:
    """What a client's profile says they may be called; the fields of a ClientRef after its display name."""

    given: tuple[str, ...] = ()  # names.given_names: "known as Mac"
    relatives: tuple[tuple[str, str], ...] = ()  # names.relatives_named: ("boyfriend", "Will")
    trades: tuple[str, ...] = ()  # names.trade_names: "postie"
    surnames: tuple[str, ...] = ()  # names.other_surnames: a married or maiden name
    described: frozenset[str] = frozenset()  # described.profile_words of the notes alone


def from_profile(display_name: str, profile_text: str, notes: str) -> Called:
    """The names of one client: `profile_text` is every text field of the profile joined, `notes` its notes
    alone (where the trainer writes what the client does and where they live; the injuries' and the goal's
    words name no one)."""
    return Called(given_names(profile_text), relatives_named(profile_text), trade_names(profile_text),
                  other_surnames(profile_text, display_name), profile_words(notes))


def surnames_of(clients: Iterable[Any]) -> list[tuple[str, tuple[str, ...]]]:
    """Each client's display name and the other surnames their profile gives: the people
    shared/domain/surname_forms.py `as_registered` reads."""
    return [(c.display_name, tuple(getattr(c, "surnames", ()))) for c in clients]


def described_of(clients: Iterable[Any]) -> dict[str, frozenset[str]]:
    """Client id -> the words of their profile's notes that may name them, for the clients that have any: the
    `words_of` of shared/domain/described.py `described_client`."""
    return {c.client_id: c.described for c in clients if getattr(c, "described", None)}
