"""A side asked of a part the relevant records name without a side, told by the client's other records
(word_evidence.other_side, h-never22).

"left knee" asked where the best records say "knee gone", "knee felt fine" and only a lower-ranked note says
"Right knee stable": on main the side was read from the relevant records alone, none gave one, and the
question was answered with the right knee's records. Hand-written records."""

from __future__ import annotations

from shared.domain import word_evidence
from tests.candidates import client_message as record


def test_the_pool_gives_the_side_the_relevant_records_leave_unsaid():
    pool = [record(1, "knee gone, landed badly off the wall", 0.9),
            record(2, "first session back, knee felt fine", 0.82),
            record(3, "Right knee stable now, no brace on the bike", 0.6)]
    assert word_evidence.other_side("left knee", pool, 0.7) == "left knee"
    assert word_evidence.other_side("right knee", pool, 0.7) == ""


def test_the_pool_is_not_read_when_it_disagrees_or_the_relevant_records_give_the_side():
    # Both sides named below the threshold: left to the other evidence.
    both = [record(1, "hamstring ok after sprints", 0.9),
            record(2, "right hamstring tight", 0.6), record(3, "left hamstring twinge on the stairs", 0.5)]
    assert word_evidence.other_side("left hamstring", both, 0.7) == ""
    # A relevant record gives the asked side: the pool is not read.
    said = [record(1, "left hamstring much better", 0.9), record(2, "right hamstring tight in march", 0.6)]
    assert word_evidence.other_side("left hamstring", said, 0.7) == ""


def test_the_pool_is_not_read_when_no_relevant_record_names_the_part():
    # A sided record below the threshold alone is not the relevant evidence (as test_answerability_sides).
    weak = [record(1, "felt strong on the bike today", 0.9), record(2, "right knee stable", 0.6)]
    assert word_evidence.other_side("left knee", weak, 0.7) == ""
