"""A price asked that no record gives ("what did the physio in skipton charge jed", "how much was the harness",
"what did cris pay for sloe"): shared/domain/prices_asked.py (h-false61; blind45-858, blind49-526, -672, blind50-351,
-654, -724). Hand-written questions and records."""
from __future__ import annotations

from shared.domain import prices_asked
from shared.usecases import never_said
from tests.candidates import candidate

_VISIT = [candidate("The physio in Kendal says balance board every night, no running for a fortnight."),
          candidate("Boot's off today.")]


def test_a_price_no_record_gives_is_named():
    assert prices_asked.unpriced("what did the physio in kendal charge him", _VISIT) == "the price"
    assert prices_asked.unpriced("what did physio charge", _VISIT) == "the price"
    assert prices_asked.unpriced("how much was the harness", [candidate("new harness came")]) == "the price"
    assert prices_asked.unpriced("what did pay for bess", [candidate("Sold Bess to the lad from Bala")]) == "the price"
    assert prices_asked.unpriced("how much did she get for her", [candidate("Sold Bess")]) == "the price"


def test_money_said_answers():
    assert prices_asked.unpriced("how much did he pay", [candidate("Bought a second-hand bike off a lad. 400 quid.")]) == ""
    assert prices_asked.unpriced("how much was the harness", [candidate("harness came, £120 with the seat board")]) == ""
    assert prices_asked.unpriced("what did physio charge", [candidate("physio was free through work")]) == ""


def test_other_questions_are_not_read():
    # A weight, a dose, a count asked by "how much": no price.
    assert not prices_asked.asked("how much was his weight at christmas")
    assert not prices_asked.asked("how much has she lost")
    assert not prices_asked.asked("how much was he")
    assert not prices_asked.asked("what did the physio say")
    assert prices_asked.unpriced("how much did he lift", _VISIT) == ""


def test_the_check_is_in_the_registry():
    assert "price" in [c.name for c in never_said.CHECKS]
