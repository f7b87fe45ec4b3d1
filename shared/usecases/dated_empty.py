"""Dates named with their year that hold no record: "merv's races in 2004", "aimee's asthma in 2008", "stu's
cholesterol in 2005", asked of a history that begins later (or ended before).

Why: dates that name their year are left to retrieval (shared/domain/query_dates.py `named_window`, which
timeframe.extract reads as no period), which ranks the records of those days beside the whole history's. When no
record is of those days, the whole history's closest records were quoted under "No message mentions '2004'": 14
false answers of four dev rosters (blind44-414/-804, blind45-323/-791, blind46-798/-821/-896/-928 and six of
blind47's). Read here as the period asked, such a question is said to find nothing in it (and where else the topic
came up), as "in may" is when May holds nothing. Where the dates hold a record of the client's, or of the roster's
when no client is asked, nothing changes: retrieval reads them as before.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import Callable

from shared.domain.query_dates import asked_dates
from shared.domain.timeframe import Timeframe
from shared.ports.vectorstore import QueryFilter
from shared.usecases import period_lookup
from shared.usecases.backends import Backends

# "in the spring of 2006": the season goes with the year (query_dates reads "of 2006"); left behind, "spring" was
# a topic word of the refusal ("no mentions of 'ankle spring'").
_SEASON_BEFORE = re.compile(r"\b(?:(?:in|during|over|across|through)\s+)?(?:the\s+)?"
                            r"(?:spring|summer|autumn|fall|winter)\s+$", re.IGNORECASE)


def empty_dates(question: str, searched: QueryFilter,
                holds: Callable[[QueryFilter], bool]) -> tuple[str, Timeframe] | None:
    """The question without its dates and those dates as the period asked, when it names dates with their year
    (query_dates.asked_dates) and no record that `searched` keeps is of them (`holds`: whether the search finds
    any record the filter keeps); None otherwise (no such dates, a record of them, or the search unavailable:
    retrieval reads them as before). chatWithAI and semanticSearch read them alike."""
    window = asked_dates(question)
    if window is None or not period_lookup.holds_nothing(searched, window.since_ts, window.until_ts, holds):
        return None
    start = question.find(window.phrase)
    if start < 0:
        return None
    end = start + len(window.phrase)
    season = _SEASON_BEFORE.search(question[:start])
    if season is not None:
        start = season.start()
    since = datetime.fromtimestamp(window.since_ts, tz=timezone.utc)
    until = datetime.fromtimestamp(window.until_ts, tz=timezone.utc)
    return " ".join((question[:start] + question[end:]).split()), Timeframe(since, until, question[start:end])


def empty_dates_of(backends: Backends, trainer_id: str, question: str,
                   searched: QueryFilter) -> tuple[str, Timeframe] | None:
    """`empty_dates` asked of the trainer's store (shared/usecases/period_lookup.py): what chatWithAI and
    semanticSearch both call."""
    return empty_dates(question, searched, period_lookup.in_store(backends, trainer_id))

