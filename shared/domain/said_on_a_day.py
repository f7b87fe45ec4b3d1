""""What did <someone> say on <a day>" asked of a day on which no one said anything: the day alone, not its padding.

A day named by the calendar or by an event ("on the 20th of may", "19 may", "the day the clocks went back") is read
as a loosely said date, three days each side (shared/domain/timeframe.py), so that "clodagh's knee on 19 may" finds
the knee's record of the 18th. A question naming a client and a period and nothing else is answered with the
client's most telling records of the period (search.status_records, chatWithAI's and semanticSearch's one step),
and for "what did clodagh say on the 20th of may" those were the 18th's and the 21st's: what was said on other
days, quoted as the day's (h-false60: blind46-245, -356, blind47-187, -363, each a false answer). Every answerable
question of that shape in the dev halves of blind30–49 has its record on the day itself. A feast's day named with
"on" is read unpadded already ("on good friday": the day and the morning after, timeframe.ON_THE_DAY) and is left
as it is read.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone

from shared.domain.sources import registry

# The question, its period taken off, asks only what someone said, sent or wrote: "what did clodagh say", "what did
# she send" (and "what did say", as the decision reads it with the client's name taken off). A topic after it
# ("what did she say about her knee") asks the topic's records, which the day's padding is there for.
_WHAT_WAS_SAID = re.compile(r"^\W*what\s+did\s+(?:[^\W\d_][\w'\u2019-]*\s+)?(?:say|send|write|text|message|post)\W*$",
                            re.IGNORECASE)
_DAY = timedelta(days=1)


def asks_what_was_said(asked: str) -> bool:
    """`asked` (the question without its period) asks only what someone said, sent or wrote."""
    return bool(_WHAT_WAS_SAID.match(asked))


def the_day_alone(asked: str, day: date | None, since_ts: float | None) -> tuple[float, float] | None:
    """The day's own bounds (UTC midnight to midnight, as timeframe dates a day) when `asked` asks what was said
    (`asks_what_was_said`), `day` is the one day its period names (day_readings.named_day) and the request's window
    (`since_ts`, its start) is padded before the day, as a loosely said date's is; None otherwise: no such question,
    or a day read unpadded already (a feast's day and the morning after)."""
    if day is None or since_ts is None or not asks_what_was_said(asked):
        return None
    start = datetime(day.year, day.month, day.day, tzinfo=timezone.utc).timestamp()
    if since_ts >= start:
        return None
    return start, start + _DAY.total_seconds() - 1


def said_types() -> tuple[str, ...]:
    """The records someone says or writes in their own words (the chats, the calls' transcripts, the check-ins):
    not the trainer's summaries of a client, nor a device's readings or a lab's."""
    summaries = registry.written_by("trainer", "system", "data")
    return tuple(t for t in registry.default_source_types() if t not in summaries)
