"""A lab test is a kind of the check of the organ or condition it measures (kinds table, h-gate40): a record
of the test answers a question of the organ ("her kidneys" / "eGFR 58"), never another organ's."""

from __future__ import annotations

import pytest

from shared.domain import kinds
from shared.domain.answerability import unsaid_words


@pytest.mark.parametrize("asked, said", [
    ("prostate", "psa"),
    ("kidneys", "egfr"),
    ("kidney", "creatinine"),
    ("liver", "ggt"),
    ("liver", "alt"),
    ("thyroid", "tsh"),
    ("thyroid", "t4"),
    ("diabetes", "hba1c"),
    ("iron", "ferritin"),
])
def test_a_test_is_a_kind_of_its_organs_check(asked, said):
    assert kinds.relation_of_words(asked, said) == "narrower"


@pytest.mark.parametrize("asked, said", [("liver", "psa"), ("prostate", "egfr"), ("thyroid", "ferritin"), ("kidneys", "tsh")])
def test_another_organs_test_says_nothing_of_it(asked, said):
    assert kinds.relation_of_words(asked, said) != "narrower"
    assert kinds.relation_of_words(asked, said) != "same"


def test_the_organ_asked_is_said_by_a_record_of_its_test():
    records = [{"text": "bloods back: eGFR 61, creatinine a touch high, gp not worried", "senderName": "Rhian"}]
    assert unsaid_words("rhian's kidneys", records) == []
    assert unsaid_words("rhian's liver", records) == ["liver"]
    psa = [{"text": "psa came back at 4.1 so they want to repeat it in march", "senderName": "Des"}]
    assert unsaid_words("des's prostate test", psa) == []
    assert unsaid_words("des's thyroid", psa) == ["thyroid"]
