"""The first value of a quantity, which a question about the start asks ("what did she weigh at the start",
"and when he started", "how much has he lost since july").

Ranked by the quantity's words, the newest weekly summaries of the metric led such an answer ("weight, week of
24 June: 84 kg"), and the intake message or the first session note that gave the starting value ("82 kg, new
year new me") was not quoted: the question says when by a word of beginning, which no record says. Read here:
whether a question asks the start (`asks_start`: a word of beginning, or a change asked "since" / "lost" /
"gained", which needs the first value as much as the last) and, among the candidates, the oldest records that
hold a value of the quantity asked (`leading`), which then lead the answer's records.

Closed English of beginnings and changes, not a topic list; the quantities and their values are
shared/domain/asked_values.py's.
"""

from __future__ import annotations

import re
from typing import Sequence

from shared.domain import asked_values
from shared.domain.record_time import written_at, written_or
from shared.domain.retrieval import Candidate
from shared.domain.sources import registry

# "at the start", "from the beginning", "when she started", "to start with", "at first", "her first one",
# "starting weight": the value at the beginning of the client's history.
_BEGINNING = re.compile(
    r"\b(?:at|from)\s+the\s+(?:start|beginning|outset)\b|\bin\s+the\s+beginning\b|\bat\s+first\b"
    r"|\bwhen\s+(?:he|she|they|you|i|we)\s+(?:first\s+)?(?:started|began|joined|signed\s+up|came\s+to\s+me)\b"
    r"|\bto\s+(?:start|begin)\s+with\b|\b(?:starting|initial|original)\s+(?!(?:on|at|to|from|with|next|this|in|a|the|back)\b)[^\W\d_]+"
    r"|\b(?:her|his|their)\s+(?:very\s+)?first\s+(?:one|reading|weigh[-\s]?in|time)\b"
    # "what did he start at", "what weight did she start from": the value they started at, the question's last words
    # (not "when did he start at the club": a date, and a place after it).
    r"|^\W*(?:and\s+|&\s*|so\s+)?(?:what|how\s+(?:much|many|heavy))\b.*\b(?:he|she|they|you|i|we)\s+"
    r"(?:start|started|begin|began)\s+(?:at|from)\W*$"
    # "and before she broke it", "were they higher before he got ill": the value before the client's own event, which
    # their history starts before (the intake's figure); a pronoun and a verb of the past, not "before christmas".
    r"|\bbefore\s+(?:he|she|they)\s+(?:got|broke|had|hurt|did|went|fell|tore|was|were|became|found\s+out)\b",
    re.IGNORECASE)
# "how much has he lost since july", "how many kg has she gained", "how far has his rhr dropped", "how many
# points has it come down", "how many steps has she added", "how much has his bp decreased": a change of the value,
# measured from its first.
_CHANGE = re.compile(
    r"\bhow\s+(?:much|many|far)\b.*\b(?:lost|gained|put\s+on|dropped|come\s+down|gone\s+(?:up|down)|fallen|"
    r"risen|improved|changed|added|increased|decreased|reduced|shed|climbed)\b", re.IGNORECASE)

# A systolic written alone right after the words that name it ("bp 138 at the nurse", "my blood pressure's 156",
# "systolic down to 131"), as a client reports the first and the last reading: a number in a systolic's range, not one
# with another quantity's unit ("bp fine, 150 mg") nor a decimal. Read here, beside asked_values' shapes (the
# systolic over the diastolic), which the fitted ranking's features hash (shared/domain/fingerprint.py).
_SYSTOLIC_ALONE = re.compile(
    r"\b(?:bp|blood\s+pressure(?:['\u2019]s)?|systolic)\s*(?:(?:is|was|of|at|now|reading|:|=)\s*)*"
    r"(?:(?:down|up)\s+to\s+)?(?:[7-9]\d|1\d\d|2[0-4]\d)\b(?![\d/]|[.,:]\d|\s*(?:%|kg|mg|bpm|cm|km|mins?|minutes))",
    re.IGNORECASE)
_BLOOD_PRESSURE = "blood_pressure"

# How many of the oldest records that hold the value lead (the message that gave it, the note that wrote it
# down): more would crowd out the newest value, which a change needs too.
LEAD = 2
# A goal holds the value aimed at, no value measured.
_TARGETS = frozenset({"health_goal"})


def asks_start(question: str) -> bool:
    """Does the question ask a value at the start of the client's history, or its change since?"""
    return bool(_BEGINNING.search(question) or _CHANGE.search(question))


def holds_value(quantities: tuple[str, ...], text: str) -> bool:
    """Does `text` hold a value of one of `quantities` (asked_values.holds_value), a systolic written alone
    (`_SYSTOLIC_ALONE`) included?"""
    return asked_values.holds_value(quantities, text) or (
        _BLOOD_PRESSURE in quantities and _SYSTOLIC_ALONE.search(text) is not None)


def leading(question: str, chosen: list[Candidate], pool: Sequence[Candidate], floor: float,
            quantities: tuple[str, ...]) -> list[Candidate]:
    """`chosen` with, in front, the oldest LEAD records of `pool` (relevance >= `floor`) that hold a value of
    one of `quantities` (`holds_value`), oldest first; `chosen` unchanged when the question asks no
    start (`asks_start`), no quantity is known, or no record holds a value."""
    if not quantities or not asks_start(question):
        return chosen
    holding = sorted((c for c in pool if c.relevance >= floor and written_at(c.metadata) is not None
                      and c.metadata.get("sourceType") not in _TARGETS
                      and holds_value(quantities, str(c.metadata.get("text") or ""))),
                     key=lambda c: written_or(c.metadata, 0.0))
    # The first value someone wrote (the intake, the first note) before the device's first weekly summary: the
    # written one says it in the words asked ("17 st 8"), the summary gives the week's figure.
    unwritten = registry.unwritten()  # the device's weekly summaries, the insights run's weekly notes
    written = next((c for c in holding if c.metadata.get("sourceType") not in unwritten), None)
    summary = next((c for c in holding if c.metadata.get("sourceType") in unwritten), None)
    front = [c for c in (written, summary) if c is not None][:LEAD]
    if not front:
        return chosen
    taken = {c.id for c in front}
    return [*front, *(c for c in chosen if c.id not in taken)]
