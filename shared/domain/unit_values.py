"""A value asked again in another unit: "and in stone?" after "<name>'s weight", "in miles" after "<name>'s long run".

The follow-up carries the thread's thing (question_frame.asks_thread_thing, intent.carried_topic), and the thing's
records are ranked by it: the device's weekly summaries in kilograms or kilometres led, while the client's own
message gives the value in the unit asked ("13 st 4 on the bathroom scales"). The records that hold a value in the
unit asked lead, in the order they were ranked; with none, the records stay as they were (the reader converts).
"""

from __future__ import annotations

import re

from shared.domain import question_frame
from shared.domain.retrieval import Candidate

# A unit a value is asked in → how a value in it is written. Closed English spellings; "st" needs the number before
# it ("12 st 3"), as every pattern does, so "st davids day" holds no stone.
_NUMBER = r"\d+(?:[.,]\d+)?\s*"
_UNITS: dict[str, tuple[str, str]] = {
    "stone": (r"stones?|st", r"st|stones?"),
    "kilograms": (r"kg|kgs|kilos?|kilograms?|kilogrammes?", r"kg|kgs|kilos?|kilograms?|kilogrammes?"),
    "pounds": (r"lbs?|pounds?", r"lbs?|pounds?"),
    "kilometres": (r"km|kms|kilomet(?:re|er)s?|k", r"km|kms|kilomet(?:re|er)s?|k"),
    "miles": (r"miles?|mi", r"miles?|mi"),
    "feet": (r"feet|foot|ft", r"feet|foot|ft|'"),
    "metres": (r"met(?:re|er)s?|m", r"met(?:re|er)s?|m"),
    "mph": (r"mph|miles\s+an\s+hour|miles\s+per\s+hour", r"mph"),
    "km/h": (r"km\s*/\s*h|kph|kmh", r"km\s*/\s*h|kph|kmh"),
}
_ASKED = {name: re.compile(rf"\bin\s+(?:{asked})(?![\w/])", re.IGNORECASE) for name, (asked, _) in _UNITS.items()}
_HELD = {name: re.compile(rf"(?<![\w.]){_NUMBER}(?:{held})(?![\w/])", re.IGNORECASE)
         for name, (_, held) in _UNITS.items()}


def asked_unit(question: str) -> str | None:
    """The unit a follow-up asks the thread's value in ("and in stone?": "stone"); None for any other question."""
    if not question_frame.asks_thread_thing(question):
        return None
    return next((name for name, pattern in _ASKED.items() if pattern.search(question)), None)


def holds(unit: str, text: str) -> bool:
    """Does `text` give a value in `unit` ("12 st 3", "12st")?"""
    return bool(_HELD[unit].search(text))


def leading(question: str, records: list[Candidate], pool: list[Candidate], floor: float) -> list[Candidate]:
    """The records that hold a value in the unit the follow-up asks (`asked_unit`) in front of `records`: those
    among them first, then those of `pool` at `floor` or over, each as ranked; `records` unchanged for any other
    question or when none holds one."""
    unit = asked_unit(question)
    if unit is None:
        return records
    ids = {c.id for c in records}
    holders = [c for c in records if holds(unit, str(c.metadata.get("text") or ""))]
    holders += sorted((c for c in pool if c.id not in ids and c.relevance >= floor
                       and holds(unit, str(c.metadata.get("text") or ""))), key=lambda c: -c.relevance)
    if not holders:
        return records
    led = {c.id for c in holders}
    return [*holders, *(c for c in records if c.id not in led)]
