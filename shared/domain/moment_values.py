"""A quantity's value at a moment the client's own words name: "what was it when the rowing club started back" or
"what was it the night of the club dinner" after "<name>'s resting heart rate".

The follow-up is read with the thread's quantity carried (shared/usecases/thread_thing.py), and ranked by the
quantity the device's weekly summaries filled every place ("Resting heart rate, week of Jun 24 …"), while the
message that gave the value that day ("rowing club back on the river, shoulder fine, rhr 59") was not quoted: the moment is named
by the client's words, which no summary says. Read here, among the candidates: the records someone wrote that hold
a value of the quantity (start_values.holds_value) and say the most of the follow-up's own topic words (their keyword
stems: "rowing club", "club dinner"), which then lead the answer's records.
"""

from __future__ import annotations

from typing import Sequence

from shared.domain import start_values
from shared.domain.sources import registry
from shared.domain.retrieval import Candidate
from shared.ports.keywords import tokens

# The records that lead: the day's message, and a second telling of it (the note of that week).
LEAD = 2


def leading(own_topic: str, chosen: list[Candidate], pool: Sequence[Candidate], floor: float,
            quantities: tuple[str, ...]) -> list[Candidate]:
    """`chosen` with, in front, the LEAD records of `pool` (relevance >= `floor`, none of them a summary no one
    wrote) that hold a value of one of `quantities` and say the most of `own_topic`'s words, most first, then
    best ranked; `chosen` unchanged with no quantity, no own word, or no such record."""
    asked = set(tokens(own_topic))
    if not quantities or not asked:
        return chosen
    scored: dict[str, tuple[int, Candidate]] = {}
    unwritten = registry.unwritten()
    for c in pool:
        text = str(c.metadata.get("text") or "")
        if (c.relevance < floor or c.metadata.get("sourceType") in unwritten
                or not start_values.holds_value(quantities, text)):
            continue
        said = len(asked & set(tokens(text)))
        if said and (c.id not in scored or c.relevance > scored[c.id][1].relevance):
            scored[c.id] = (said, c)
    if not scored:
        return chosen
    front = [c for _said, c in sorted(scored.values(), key=lambda sc: (-sc[0], -sc[1].relevance))][:LEAD]
    taken = {c.id for c in front}
    return [*front, *(c for c in chosen if c.id not in taken)]
