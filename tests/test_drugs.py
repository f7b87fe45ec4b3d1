"""The medicines in the kinds table are written once per drug (shared/domain/drugs.py): every
class family holds the same drugs, by the same names, as the medicine family."""

import pytest

from shared.domain import drugs, kinds


def _members(family: str) -> list[tuple[str, ...]]:
    _, members = drugs.FAMILIES[family]
    return [tuple(n.strip() for n in line.split(",")) for line in members.strip().splitlines() if line.strip()]


def _medicine_names() -> set[str]:
    return {name for member in _members("medicine") for name in member}


# The names a class family may hold that the medicine family does not, each for a stated reason
# (drugs.py): condoms are contraception, not a medicine.
_NOT_MEDICINES = {"condom", "condoms"}


@pytest.mark.parametrize("family", [f for f in drugs.FAMILIES if f != "medicine"])
def test_every_drug_of_a_class_is_a_medicine_by_the_same_names(family):
    missing = {n for member in _members(family) for n in member} - _medicine_names() - _NOT_MEDICINES
    assert not missing, f"{family}: {sorted(missing)} are not names of any medicine"


@pytest.mark.parametrize("family", [f for f in drugs.FAMILIES if f != "medicine"])
def test_a_class_member_names_one_medicine_member(family):
    # A drug split over two medicine members would read as two siblings in one family and one
    # thing in another.
    medicine = _members("medicine")
    for member in _members(family):
        if set(member) <= _NOT_MEDICINES:
            continue
        homes = {i for i, m in enumerate(medicine) for n in member if n in m}
        assert len(homes) == 1, (family, member, [medicine[i] for i in homes])


def test_every_drug_and_class_is_in_the_medicine_family():
    names = _medicine_names()
    for key, line in {**drugs.DRUGS, **drugs.CLASSES}.items():
        if key in ("diabetes medication", "injection"):  # heads of their own family only (not a medicine's name)
            continue
        assert all(n.strip() in names for n in line.split(",")), key


@pytest.mark.parametrize("asked,found,expected", [
    ("statins", "atorvastatin", "narrower"),       # a class answers for its drugs
    ("atorvastatin", "simvastatin", "sibling"),     # two drugs of one class are two things
    ("ozempic", "wegovy", "same"),                  # brands of one drug
    ("painkillers", "naproxen", "narrower"),
    ("ibuprofen", "naproxen", "sibling"),
    ("jab", "ozempic", "narrower"),
    ("thyroid tablets", "levothyroxine", "same"),   # merged on purpose: the client's name for the drug
    ("antacids", "gaviscon", "same"),
])
def test_drug_relations(asked, found, expected):
    assert kinds.relation_of_words(asked, found) == expected


@pytest.mark.parametrize("found", ["rybelsus", "insulin pump"])
def test_a_drug_not_injected_is_not_a_jab(found):
    # drugs._NOT_AN_INJECTION: the tablet form of semaglutide and a pump are kept out of "injection".
    assert kinds.relation_of_words("injections", found) != "narrower"
    assert kinds.relation_of_words("medication", found) == "narrower"
