"""An amount of money asked that no relevant record gives (asked_values.asked_value "money",
word_evidence.unheld_value, h-never22).

"what did her knee scan cost" where the one record naming the scan says "Had the MRI yesterday, knee in a
tube for 40 min": the scan came up, every word but "cost" is said, and on main no rule read the asked type,
so the record was quoted as the answer. A price is a currency amount ("£480", "300 reais", "40 quid") or
nothing to pay ("free", "on the nhs"). Hand-written records."""

from __future__ import annotations

from shared.domain import asked_values, word_evidence
from tests.candidates import client_message as record


def test_money_is_asked_by_a_price_word_or_how_much_paid():
    assert asked_values.asked_value("what did her knee scan cost") == ("money",)
    assert asked_values.asked_value("the course fee") == ("money",)
    assert asked_values.asked_value("how much did she get paid for the shoot") == ("money",)
    # Whether she paid is no amount; a question that gives the amount asks none.
    assert asked_values.asked_value("did she pay for the session") == ()
    assert asked_values.asked_value("paid for march?") == ()
    assert asked_values.asked_value("was the 40 quid fee worth it") == ()


def test_an_amount_in_any_form_is_held():
    for text in ("MRI was £480 in the end", "spent 300 reais on a shirt", "physio wants 40 quid a session",
                 "the scan was free on the nhs", "$ 65 for the entry"):
        assert asked_values.holds_said_value(("money",), text), text
    assert not asked_values.holds_said_value(("money",), "Had the MRI yesterday, knee in a tube for 40 min")


def test_a_price_no_relevant_record_gives_is_refused_and_one_given_is_not():
    silent = [record(1, "Had the MRI yesterday, knee in a tube for 40 min", 0.9),
              record(2, "MRI results due next week", 0.8)]
    assert word_evidence.unheld_value("what did the mri cost", silent, 0.7) == "cost"
    priced = [record(1, "Had the MRI yesterday, £350 private, knee in a tube for 40 min", 0.9)]
    assert word_evidence.unheld_value("what did the mri cost", priced, 0.7) == ""
