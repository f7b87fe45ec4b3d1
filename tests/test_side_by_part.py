""""which arm is it", "which leg" after "<name>'s shoulder": a paired part asked by "which" asks its side
(slot_values.SLOTS' side), and the answer's records that say one ("right shoulder dislocation") lead it
(previous_records.LEAD_SLOTS, service._slot_holders_lead). Hand-written questions and records, not taken from any
benchmark set."""

from __future__ import annotations

import pytest

from shared.domain.retrieval import Candidate
from shared.usecases import previous_records


@pytest.mark.parametrize("question", ["which arm is it", "which leg", "and which knee?", "which shoulder was it"])
def test_a_paired_part_asked_by_which_asks_its_side(question):
    assert previous_records.asked_slot(question) == "side"


@pytest.mark.parametrize("question", ["which finger", "which arm exercises can he do", "what arm day did we do"])
def test_other_parts_or_own_words_ask_no_side(question):
    assert previous_records.asked_slot(question) != "side"


def test_the_records_saying_a_side_lead():
    def rec(rid: str, text: str) -> Candidate:
        return Candidate(rid, 0.0, 0.8, {"text": text})

    coach = rec("c", "Sorry Jude. Band work till the scan then.")
    note = rec("n", "Jude: left shoulder subluxation 2 May, physio weekly.")
    assert "side" in previous_records.LEAD_SLOTS
    assert [c.id for c in previous_records.filled_first([coach, note], "side")] == ["n", "c"]
    assert previous_records.filled_first([coach], "side") == []
