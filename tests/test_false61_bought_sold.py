"""A purchase or a sale asked of the client in focus ("did jory buy a new canoe", "did hefin sell floss") that the
history never tells: the purchase and sale groups of shared/domain/happening_verbs.py (h-false61; blind48-667,
blind49-671, -701, -731, -751). Hand-written questions and records."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import happening_verbs


def _records(*texts: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(metadata={"text": t}) for t in texts]


_BOAT = _records("the kayak came down on me in the surf, ribs agony", "kayak back in the water today")


def test_a_purchase_or_a_sale_never_told_is_refused():
    # As the decision reads the question, the client's name off.
    assert happening_verbs.asked_verb("did buy a new kayak") == "buy"
    assert happening_verbs.asked_verb("did sell his kayak") == "sell"
    assert happening_verbs.unsaid_verb("did buy a new kayak", ["buy", "new"], _BOAT) == "buy"
    assert happening_verbs.unsaid_verb("did sell his kayak", ["sell"], _BOAT) == "sell"


def test_a_purchase_or_a_sale_told_in_other_words_answers():
    assert happening_verbs.unsaid_verb("did buy a new kayak", ["buy"], _records("new kayak came today!")) == ""
    assert happening_verbs.unsaid_verb("did buy a new kayak", ["buy"], _records("bought a kayak off a lad")) == ""
    assert happening_verbs.unsaid_verb("did sell his kayak", ["sell"], _records("old kayak's up for sale")) == ""
    assert happening_verbs.unsaid_verb("did sell a dog", ["sell"], _records("sold Bess to a farm in Bala")) == ""
    # The history says the verb: the records answer it, yes or no.
    assert happening_verbs.unsaid_verb("did sell his kayak", [], _BOAT) == ""
