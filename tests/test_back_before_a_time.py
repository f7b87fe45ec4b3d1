""""back" right before a time ("her ferritin back in march", "back then") says how long ago, not the
topic: the period parser takes it with the time phrase (shared/domain/timeframe.py) and the
question frame leaves it out where no period is parsed (shared/domain/question_frame.py); the body
part stays. Issue 14, h-wrong10. Hand-written questions, none from a set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain.question_frame import without_frame
from shared.domain.timeframe import extract

NOW = datetime(2026, 10, 20, tzinfo=timezone.utc)


def _words(question: str) -> list[str]:
    return without_frame(question).rstrip("?").split()


@pytest.mark.parametrize("question, kept", [
    ("what was her ferritin back in march", ["ferritin"]),
    ("was he sleeping ok back at christmas", ["sleeping", "ok"]),
    ("the hip flexor stretch she did back in early may", ["hip", "flexor", "stretch"]),
])
def test_the_period_takes_back_with_it(question, kept):
    rest, when = extract(question, NOW)
    assert when is not None
    words = rest.rstrip("?").split()
    assert "back" not in words
    for word in kept:
        assert word in words


@pytest.mark.parametrize("question", [
    "is his back in april any better",
    "her sore back in may",
    "how was jo's lower back in june",
    "tom's back in june",
    "toms back in june",  # the possessive without its apostrophe
    "is lewis back in june any better",
])
def test_the_body_part_before_a_period_stays(question):
    rest, when = extract(question, NOW)
    assert when is not None
    assert "back" in rest.split()


@pytest.mark.parametrize("question, kept", [
    ("his resting hr back in 2023?", ["resting", "hr", "2023"]),
    ("what did he weigh back then", ["weigh", "then"]),
])
def test_the_frame_leaves_back_out_before_a_time_no_period_reads(question, kept):
    words = _words(question)
    assert "back" not in words
    for word in kept:
        assert word in words


@pytest.mark.parametrize("question", [
    "is his back in january any better",
    "her sore back in may",
    "lower back in march",
    "back in pain again?",
    "how is her back in the mornings",
    "nats back in 2022",
])
def test_the_frame_keeps_the_body_part(question):
    assert "back" in _words(question)
