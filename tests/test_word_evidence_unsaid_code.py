"""A numbered name of a series never said where the records name another of it (word_evidence.unsaid_code).

Hand-written questions and candidates: "graham's disc at l5/s1", where the records say "L4/5 disc bulge",
names "l5"; "sorcha a4 pulley" beside "A2 pulley strain" names "a4". A code no candidate numbers the series
of, texting shorthand ("b4"), and a code that is said are left to the rest of the decision."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import word_evidence


def _said(*texts):
    return [SimpleNamespace(metadata={"text": t}) for t in texts]


def test_a_code_of_a_series_the_records_number_otherwise_is_named():
    assert word_evidence.unsaid_code("graham's disc at l5/s1", ["l5", "s1"],
                                     _said("right sciatica from an L4/5 disc bulge (MRI 26 September)")) == "l5"
    assert word_evidence.unsaid_code("sorcha a4 pulley", ["a4"], _said("A2 pulley strain, taping")) == "a4"


def test_no_other_of_the_series_shorthand_or_nothing_unsaid_is_left_alone():
    # No candidate names the series: the code may be said in other words.
    assert word_evidence.unsaid_code("his u20 results", ["u20"], _said("played 90 minutes")) == ""
    # "b4" is "before" typed short, not a code, whatever a record numbers ("B12 jab").
    assert word_evidence.unsaid_code("geoff b4 bonfire night", ["b4"], _said("B12 jab on friday")) == ""
    # Said: not among the unsaid words.
    assert word_evidence.unsaid_code("sorcha a2 pulley", [], _said("A2 pulley strain")) == ""
    # A number inside a decimal or a time is no code ("v1.5", "5k2").
    assert word_evidence.unsaid_code("her l5", ["l5"], _said("ratio 1.4 on the v1.4 app")) == ""
