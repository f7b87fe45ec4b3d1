""""this week" asked in the week's first days, of a measure: the last seven days.

"sam's resting hr this week" asked on a Monday morning reads Monday 00:00 to now (timeframe's calendar
week), which holds no reading yet: the week's figures are written once it is over (a weekly summary dated
the week's Monday, a weigh-in at the weekend). Said that early, "this week" means the days just gone: the
calendar week before and the hours of this one, as "last week" reads the calendar week before too. Read again only where
the first reading was refused (shared/usecases/chat/read_again.py), so a week already under
way keeps its calendar reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from datetime import datetime, timedelta

from shared.domain import asked_values
from shared.domain.timeframe import Timeframe
from shared.ports.keywords import tokens

# Before this much of the calendar week is gone, no record of it can be expected yet.
EARLY = timedelta(days=2)
WEEK = timedelta(days=7)
_THIS_WEEK = frozenset({"this week", "this wk"})


def last_seven_days(when: Timeframe | None, now: datetime) -> Timeframe | None:
    """`when` read from the Monday before its own when it is "this week" and under `EARLY` of the week
    has passed; None otherwise."""
    if when is None or " ".join(when.phrase.lower().split()) not in _THIS_WEEK:
        return None
    if now - when.since >= EARLY:
        return None
    return replace(when, since=when.since - WEEK, core=None)


_NUMBER = re.compile(r"\d")


def gives_measure(topic: str, texts: Iterable[str]) -> bool:
    """Does one of `texts` name a quantity `topic` asks for, by a word asking it ("Systolic bp", "resting
    heart rate"), and give a number? A record of the days before that does is the week's reading; one of
    other news is not."""
    stems = frozenset().union(*(asked_values.asking_stems(name) for name in asked_values.measured(topic)))
    return bool(stems) and any(_NUMBER.search(text) and stems & set(tokens(text)) for text in texts)
