"""Words of a follow-up's asking that the records of the thread's thing say another way.

A follow-up asked again with the thread's thing (chat/read_again.py's ways: "when's the next one" after
"<name>'s scan") is taken only when the records quoted say every word it asked of its own. "next" of a
thing's coming occurrence ("when's the next scan", "the next one") is never written by the records that
answer it: they tell another of it, or it again, with its date ("another scan in march", "bloods again 2027").

It is said only by a record of the thread's thing (the caller passes those) that says "another" / "again" /
"repeat" with a date or a span ahead after it. Closed English: words anyone uses for the same thing, no one
data set's phrasing. ("diagnosed" as a clinician's saying was tried and left out: the thing's records with
some clinician saying something answered "who diagnosed it" without the record of the diagnosis.)
"""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from shared.domain.query_dates import MONTH_NAMES

# Another of the thing, or it again, with a date or a span ahead within a few words ("another scan in
# march", "bloods again 2027", "repeat in 6 weeks").
_NEXT = re.compile(r"\b(?:another|again|repeat)\b\W+(?:[\w']+\W+){0,3}?(?:in\s+)?(?:\d{4}\b|(?:%s)\b|\d{1,2}(?:st|nd|rd|th)\b|"
                   r"\d+\s+(?:weeks?|months?|years?)\b|next\s+(?:week|month|year)\b)" % MONTH_NAMES, re.IGNORECASE)

_SAID_BY: dict[str, re.Pattern[str]] = {
    "next": _NEXT,
}


def still_unsaid(unsaid: Sequence[str], records: Sequence[Mapping[str, Any]]) -> list[str]:
    """`unsaid` (words of the asking no record quoted says) without those a record of `records` (the
    quoted records that say the thread's thing, their metadata) says another way (`_SAID_BY`)."""
    texts = [str(m.get("text") or "") for m in records]
    return [w for w in unsaid
            if not ((pattern := _SAID_BY.get(w.lower())) is not None and any(pattern.search(t) for t in texts))]
