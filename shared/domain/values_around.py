"""A value asked before or after an event that the records give only on the other side of it.

"mick's bp after he started the statin": the blood pressure came up with a value ("nhs health check at the
gp: cholesterol 6.8, bp 138/86. gp wants me on a statin") and the statin came up, so every word of the
question is said, relevance is high and the chat quoted the one reading as if it were after the statin,
though it was taken the day the statin was first mooted. The slot asked is the value on one side of the
event: the event's first record dates it, and a value on the asked side is one dated after that record
("after"), or before it ("before"); a value in the first record itself is after the event only where the
record reports it done (not planned_only.plans: "wants me on a statin" is a plan).

A record that names every word of the event bounds it: the first such record, plan or report, comes no
later than the event's day (a plan before it, a report on it), so "after" reads values after it; only a
report comes no sooner than the event, so "before" reads values before the first report (a plan of the
race months ahead says nothing of what was before the race). "before and after" compares the two sides:
either answers it, and nothing is refused. Words of beginning ("started", "got") say when, not what: they are
no word of the event. Where no record with a time names the event, no relevant record gives the measure
a value, or the part after the preposition is a time or a holiday (a period's, read by period.py: "after
christmas", "before june"), nothing is refused.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from shared.domain import asked_values, bound_slots, event_measures, planned_only
from shared.domain.bound_slots import text_of
from shared.domain.record_time import written_at
from shared.ports.keywords import tokens

_AROUND = re.compile(r"\b(?P<side>after|before)\b")
# Verbs of beginning, having and doing (closed English): when an event began, not what it was.
_LIGHT = frozenset(s for w in """start started starting began begin got get getting had have having did do doing
    came come went go took take taking put was were been""".split() for s in tokens(w))


def _reports(record: Any, event: frozenset[str]) -> bool:
    """Some sentence of `record` naming the event tells it, not a plan of it (planned_only.plans)."""
    return not all(planned_only.plans(s, record) for s in bound_slots.thing_sentences(text_of(record), event))


def unvalued_around_event(question: str, candidates: Sequence[Any], threshold: float,
                          known: Callable[[str], bool] = lambda w: False) -> str:
    """What the refusal names ("bp after he started the statin") when the question asks a measure's value
    before or after an event (module docstring), a relevant record (a candidate over `threshold`) gives
    the measure a value, a record with a time names the event, and no record gives a value on the asked
    side of the first such record; "" otherwise. `known` is the roster's names, no word of either."""
    lowered = question.lower().strip()
    if event_measures.A_THING.match(lowered) or event_measures.WHETHER.match(lowered):
        return ""
    split = _AROUND.search(lowered)
    if not split or len({m.group("side") for m in _AROUND.finditer(lowered)}) > 1:
        return ""  # "before and after london" compares the sides: either may answer it
    head, tail = lowered[:split.start()], lowered[split.end():]
    if (event_measures.WHEN.search(tail) or event_measures.DIGIT.search(tail)
            or event_measures.PERIOD_LAST.search(tail)):
        return ""
    # A quantity of the table named alone ("bp after …") asks its value here: nothing else of it has a side.
    quantities = asked_values.asked_value(head) or asked_values.measured(head)
    measure = bound_slots.thing(head, (), known)
    event = bound_slots.thing(tail, measure, known) - _LIGHT
    if not event or not (measure or quantities):
        return ""  # "bp" is under bound_slots' shortest word: the table names it
    def valued(text: str) -> bool:
        # The table's shapes ("bp 138/86") or the measure's words with a number ("hba1c 52"): either is a value.
        return ((bool(quantities) and asked_values.holds_said_value(quantities, text))
                or (bool(measure) and bool(event_measures.measure_values(text, measure))))
    if not any(c.relevance >= threshold and valued(text_of(c)) for c in candidates):
        return ""
    named = [(ts, c, _reports(c, event)) for c in candidates
             if (ts := written_at(c.metadata)) is not None and set(tokens(text_of(c))) >= event]
    # After: the first record naming the event, plan or report, comes no later than it (a plan before it, a
    # report on its day). Before: only a report bounds it ("london marathon in april" is long before the race).
    if split.group("side") == "before":
        named = [n for n in named if n[2]]
    if not named:
        return ""
    first, record, reports = min(named, key=lambda n: n[0])
    for c in candidates:
        ts = written_at(c.metadata)
        if ts is None or not valued(text_of(c)):
            continue
        if split.group("side") == "after" and (ts > first or (ts == first and reports)):
            return ""
        if split.group("side") == "before" and ts <= first:
            return ""
    words = re.findall(r"[^\W_][\w'\u2019/-]*", head)
    start = next((k for k, w in enumerate(words) if set(tokens(w)) & measure or asked_values.measured(w)), 0)
    return f"{' '.join(words[start:])} {split.group('side')} {tail.strip()}"

