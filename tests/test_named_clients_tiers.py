"""intent.named_clients walks its tiers in order, the surest first, and each tier's one-client rule holds
(shared/usecases/intent.py `_NAMING_TIERS`). Hand-written rosters and questions."""

from __future__ import annotations

from shared.usecases import intent
from shared.usecases.tenancy import ClientRef


def _roster(*display_names: str) -> list[ClientRef]:
    return [ClientRef(n.lower().replace(" ", "-"), n) for n in display_names]


def _named(question: str, roster: list[ClientRef]) -> list[str]:
    return [c.display_name for c in intent.named_clients(question, roster)]


def test_a_name_written_right_comes_before_a_slip_of_another():
    roster = _roster("Marla Quince", "Marta Finch")
    assert _named("how is marla sleeping", roster) == ["Marla Quince"]


def test_every_client_named_in_full_is_given():
    roster = _roster("Marla Quince", "Oswin Finch", "Tamsin Hale")
    assert _named("compare marla and oswin", roster) == ["Marla Quince", "Oswin Finch"]


def test_a_surname_after_a_title_names_its_one_client():
    roster = _roster("Marla Quince", "Oswin Finch")
    assert _named("has mrs quince paid", roster) == ["Marla Quince"]


def test_a_slip_that_fits_two_clients_names_neither():
    roster = _roster("Marla Quince", "Marta Finch")
    assert _named("how is marka sleeping", roster) == []


def test_a_slip_that_fits_one_client_names_it():
    roster = _roster("Marla Quince", "Oswin Finch")
    assert _named("how is mrala sleeping", roster) == ["Marla Quince"]


def test_the_one_client_rules():
    a, b = _roster("Marla Quince", "Oswin Finch")
    assert intent._one_or_next([]) is None
    assert intent._one_or_next([a]) == [a]
    assert intent._one_or_next([a, b]) is None      # the next tier reads on
    assert intent._one_or_no_one([]) is None
    assert intent._one_or_no_one([a]) == [a]
    assert intent._one_or_no_one([a, b]) == []      # no one, and no later tier is asked
