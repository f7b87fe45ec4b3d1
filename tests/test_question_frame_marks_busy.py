"""A mark to beat before its figure ("break 20", "cracked sub 3") and "busy at/with" are frame words
(shared/domain/question_frame.py; issue 14, h-wrong8). Hand-written questions, none from a set."""

from __future__ import annotations

import pytest

from shared.domain.question_frame import without_frame


@pytest.mark.parametrize("question, gone, kept", [
    ("did lena break 20 at the parkrun", "break", ["20", "parkrun"]),
    ("has tom cracked sub 3 yet", "cracked", ["sub", "3"]),
    ("did she beat 1:45 in the half", "beat", ["1:45", "half"]),
    ("did he get under 90 kg by june", "get under", ["90", "kg", "june"]),
    ("finally broke the 40 barrier?", "broke", ["40", "barrier"]),
    ("was priya busy at work last month", "busy", ["work", "month"]),
    ("is he hectic with the new baby", "hectic", ["new", "baby"]),
    ("busy in the shop over christmas?", "busy", ["shop", "christmas"]),
])
def test_the_frame_goes_and_the_topic_stays(question, gone, kept):
    out = without_frame(question)
    words = out.rstrip("?").split()
    assert gone not in words and (" " not in gone or gone not in out)
    for word in kept:
        assert word in words


@pytest.mark.parametrize("question, kept", [
    # The verb is the topic when no figure follows, and "busy" when nothing follows it.
    ("did he break his wrist", "break"),
    ("did she beat her sister at tennis", "beat"),
    ("has the new plan cracked the problem", "cracked"),
    ("did she say she was busy", "busy"),
    ("did he get under the bar on the squat", "under"),
])
def test_the_word_stays_where_it_is_the_topic(question, kept):
    assert kept in without_frame(question).rstrip("?").split()
