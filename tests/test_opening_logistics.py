""""What did i promise <client> at the start": a line of logistics before the client's introduction does not
open the story (shared/usecases/speaker_records.py `_says_something`, OPENING_WORDS).

Hand-written lines, not taken from any benchmark set. Three content words at most ("pop", "app",
"please") are an arrangement, not what the trainer said when the work began; with a bar of three content
words such a line was taken for the opening, and the plan the trainer gave after the introduction was
never read."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.ports.vectorstore import Match
from shared.usecases import speaker_records

START = datetime(2026, 3, 2, 8, tzinfo=timezone.utc)


def _turn(text: str) -> Match:
    return Match("m", 0.0, {"text": text, "ts": START.timestamp()})


@pytest.mark.parametrize("text", ["Pop it in the app please.", "Shout if anything changes.", "stuck at work, 10 mins",
                                  "Send it over tonight."])
def test_a_line_of_logistics_does_not_open_the_story(text):
    assert not speaker_records._says_something(_turn(text))


@pytest.mark.parametrize("text", ["Morning Del. Two gym sessions a week, a walk every day.",
                                  "Walking and light strength to start, at a pace you can talk at",
                                  "hi jo, priya, 22, want more height on my lifts"])
def test_a_plan_or_an_introduction_does(text):
    assert speaker_records._says_something(_turn(text))
