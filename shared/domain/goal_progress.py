"""Whether a client met a goal: "did she reach her target", "has he made his goal weight", "did they hit the target".

Such a question names the mark, not the result. The client's profile holds the goal ("Under 80 kg by the spring")
and answered alone, as if the question asked what the goal is; and the goal's own record (the health goal kind:
"target weight 80 kg … (achieved). Latest weight 79.2 kg …"), which says whether it was met, ranked under the
relevance threshold, because it shares only "target" with the question. A goal record answers such a question by
what it is, as the profile answers "what's her goal": the client's goal records lead the answer's records, those of
the quantity the question or its thread measures ("<name>'s weight" then "did he reach his target") when it does.
"""

from __future__ import annotations

import re

from shared.domain import asked_values
from shared.domain.retrieval import Candidate

GOAL_KIND = "health_goal"  # the goal record's `sourceType` (shared/domain/sources/kinds/health_goal.py)

# A verb of arriving at a mark, then the mark: "hit his target", "reached her goal weight", "made the target",
# "got to her goal", "smashed his steps target". The possessive or article may be missing ("hit target"), and one
# word may qualify the mark ("goal weight" follows it, "steps target" precedes it).
_MET = re.compile(
    r"\b(?:hit|hits|hitting|reach|reaches|reached|reaching|meet|meets|met|meeting|make|makes|made|making"
    r"|achieve|achieves|achieved|achieving|smash|smashed|beat|beaten|(?:get|gets|got|getting)\s+to)\s+"
    r"(?:(?:his|her|their|the|its|your|my|our)\s+)?(?:[^\W\d_]+\s+)?(?:target|goal)s?\b",
    re.IGNORECASE,
)


def asks_met(question: str) -> bool:
    """Does the question ask whether a goal or target was met ("did she hit her target")?"""
    return bool(_MET.search(question))


def _measures(candidate: Candidate) -> tuple[str, ...]:
    """The quantities a goal record's metric names ("systolic_bp": a blood pressure)."""
    return asked_values.measured(str(candidate.metadata.get("metric") or "").replace("_", " "))


def goal_records(candidates: list[Candidate], client_id: str | None, quantities: tuple[str, ...] = ()) -> list[Candidate]:
    """The client's goal records among `candidates`, best first: those of `quantities` when the question or its
    thread measures one (the thread asked "<name>'s weight"), else all; [] with no client. A quantity asked that no
    goal is kept for gets none: the client's other goals do not say whether that target was met ("did he hit his
    heart rate target" with only a weight goal on file), and leading with them would answer a question the records
    cannot."""
    if client_id is None:
        return []
    goals = [c for c in candidates if c.metadata.get("sourceType") == GOAL_KIND
             and c.metadata.get("clientId") in (None, client_id)]
    if quantities:
        goals = [c for c in goals if set(_measures(c)) & set(quantities)]
    return sorted(goals, key=lambda c: -c.relevance)


def asked_quantities(question: str, thread_asked: str) -> tuple[str, ...]:
    """The quantities a goal question measures: its own words' ("has she hit her weight target"), or where they name
    none, its thread's ("has he hit it" after "<name>'s steps"). The chat and the search box both read it here."""
    return asked_values.measured(question) or asked_values.measured(thread_asked)


def leading(question: str, quantities: tuple[str, ...], records: list[Candidate], candidates: list[Candidate],
            client_id: str | None) -> list[Candidate]:
    """For a question asking whether a goal was met (`asks_met`): the client's goal records (`goal_records`) in
    front of the answer's `records`, and not again among them; `records` as they are for any other question."""
    if not asks_met(question):
        return records
    goals = goal_records(candidates, client_id, quantities)
    if not goals:
        return records
    ids = {c.id for c in goals}
    return [*goals, *(c for c in records if c.id not in ids)]
