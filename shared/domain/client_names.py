"""What a client may be called, besides the registered display name, as their profile says it: the names they go
by ("known as Mac"), their relatives by relation and name ("Boyfriend Will"), their trade's everyday names
("Retired postman": "postie"), the other surnames they have (a married or maiden name), and the words of the
profile's notes that may name them ("Plumber from Ruthin": "plumber", "ruthin").

Why one module: each was read by its own function from the profile (shared/domain/names.py `given_names`,
`relatives_named`, `trade_names`, `other_surnames`; shared/domain/described.py `profile_words`), and each reader
of a roster took its share off the client with its own `getattr` (intent.with_given_names for the surnames that
shared/domain/surname_forms.py reads, chat/read_again.py for the described words, shared/usecases/intent.py for
the given names, relatives and trades). Here the profile is read once (`from_profile`: what tenancy.client_roster
puts on a ClientRef) and a roster's names are given out the way each reader takes them (`surnames_of`,
`described_of`; one client's `called_of`, `relatives_of`, `trades_of`; a roster's `called_keys`, `relative_keys`,
`spoken_names`). A client without those fields (a test's stand-in, an older caller's ClientRef) has none of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from shared.domain.described import profile_words
from shared.domain.names import fold, given_names, other_surnames, relatives_named, trade_names


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


def called_of(client: Any) -> tuple[str, ...]:
    """The names the client goes by ("known as Mac"), as their profile gives them."""
    return tuple(getattr(client, "called", ()))


def relatives_of(client: Any) -> tuple[tuple[str, str], ...]:
    """The client's relatives by relation and name (("boyfriend", "Will"))."""
    return tuple(getattr(client, "relatives", ()))


def trades_of(client: Any) -> tuple[str, ...]:
    """The everyday names of the client's trade ("postie")."""
    return tuple(getattr(client, "trades", ()))


def called_keys(clients: Iterable[Any]) -> set[str]:
    """Every name a client of the roster goes by, folded (names.fold) as questions are matched against it."""
    return {fold(g) for c in clients for g in called_of(c)}


def relative_keys(clients: Iterable[Any]) -> set[str]:
    """Every relative's name of the roster's clients, folded (names.fold)."""
    return {fold(n) for c in clients for _r, n in relatives_of(c)}


def spoken_names(clients: Iterable[Any]) -> list[str]:
    """Every name a question may write of the roster: each client's display name, the names they go by and their
    relatives' names, client by client (what shared/domain/texted.py must never read as a texted word)."""
    return [n for c in clients for n in (c.display_name, *called_of(c), *(name for _r, name in relatives_of(c)))]
