"""How often: a question that asks for a rate, and the records that state one.

"how often does greg get migraines" is answered by the intake's "Migraines 2-3 a month", not by
the latest "migraine again yesterday" or "only 1 migraine in september": the ranking orders by the
topic, and every migraine message names it as well. A record that states a rate of the topic
("2-3 a month", "twice a week", "3x/week", "every other day") is the answer to the question's
frame, so chatWithAI quotes it first (shared/domain/leading.py, with_rate; semanticSearch orders its results by it too).

A rate is a count with a unit of time after "a" / "per" / "each" / "every" / "/" ("2-3 a month",
"once a week", "4 times per week", "3x/week"), or "every" with a unit or a weekday ("every other
day", "every monday"). The adjectives ("weekly check-in", "daily walk") are left out: every
check-in's text begins "Weekly check-in of", which states no rate of anything asked.
"""

from __future__ import annotations

import re

ASKS = re.compile(r"\bhow\s+(?:often|frequently|regularly)\b|\bhow\s+many\s+times\s+(?:a|an|per|each|every)\b",
                  re.IGNORECASE)
_COUNT = (r"(?:\d+(?:\.\d+)?(?:\s*(?:-|\u2013|to|or)\s*\d+)?|once|twice|one|two|three|four|five|six|seven"
          r"|a\s+couple\s+of|a\s+few|several)")
_UNIT = r"(?:day|night|week|wk|fortnight|month|year|morning|evening)s?"
# A day of the week, as a regex fragment (slot_values reads an end date by it too).
WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
RATE = re.compile(
    rf"\b{_COUNT}\s*(?:x|times?)?\s*(?:a|an|per|each|every|/)\s*{_UNIT}\b"
    rf"|\bevery\s+(?:other\s+|second\s+|single\s+)?(?:{_UNIT}|{WEEKDAY})\b",
    re.IGNORECASE)


def asks_how_often(question: str) -> bool:
    """'how often does…', 'how frequently', 'how many times a week': the question asks for a rate."""
    return ASKS.search(question) is not None


def states_a_rate(text: str) -> bool:
    """The text states a rate (`RATE`): '2-3 a month', 'twice a week', 'every other day'."""
    return RATE.search(text) is not None
