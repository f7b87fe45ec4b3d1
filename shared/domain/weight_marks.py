"""A body weight asked against a mark: "is des under 13 stone yet", "has mick got under 100 kilo yet".

The question compares the client's weight now with a mark; the records answer it with the weights
themselves ("84.3 kg", the week's health data, "13 stone 4 this morning"), which seldom say the mark or
the comparison ("under"). Read word by word, "under" or the mark was the word the history never uses,
and the question was refused (blind28-684: Des's records give kilos and "13 stone 12", never "under").
Asked again as the client's weight (`as_weight`: the comparison and its mark replaced by "weight"), the
weight records answer, the newest weeks first (shared/domain/readings.py); the reader compares.

Only whether the weight is past the mark now ("is … yet", "has … got under"): a question asking when it got
there ("when did callum get down to 84 kg") presupposes a crossing, and the newest weights do not date one; a
record saying it answers by its own words, and where none does the question is refused (never_dev2 b3-023, a
mark never reached, was quoted the newest weights as if they answered it).

Only a mass of the body (stone, kilos, pounds): a time or a distance against a mark ("sub 25 for the
5k") is a result of an event, asked of the event. The mark's comparison is closed English.
"""

from __future__ import annotations

import re

_COMPARED = (r"(?:(?:got|get|gone|went|dipped|dropped)\s+)?(?:under|below|over|above|sub|less\s+than|more\s+than"
             r"|lighter\s+than|heavier\s+than|down\s+to|up\s+to|hit|hits|reached?|broken|broke|cracked)")
_MASS = (r"\d+(?:[.,]\d+)?\s*(?:st|stone|stones|kg|kgs|kilo|kilos|kilograms?|lbs?|pounds)"
         r"(?:\s+\d+(?:\s*(?:lbs?|pounds))?)?")
_MARK = re.compile(rf"\b{_COMPARED}\s+{_MASS}\b(?:\s+yet\b)?", re.IGNORECASE)
# Asking the time the mark was reached, not whether it is: closed English.
_WHEN = re.compile(r"^\s*(?:when\b|what\s+(?:date|day|week|month)\b|which\s+(?:date|day|week|month)\b"
                   r"|how\s+long\s+ago\b)", re.IGNORECASE)


def as_weight(question: str) -> str | None:
    """`question` with its compared mark of body weight replaced by "weight" ("is des under 13 stone yet"
    -> "is des weight"); None when it compares no body weight with a mark, or asks when the mark was reached."""
    if not _MARK.search(question) or _WHEN.search(question):
        return None
    return " ".join(_MARK.sub(" weight ", question).split())
