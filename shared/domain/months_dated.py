"""A thing asked of a period that the period's records give only as another month's.

"gaz's hba1c in june": the session note of 26 June says "HbA1c 58 to 49 mmol/mol (April)". Written in June, it
holds the word, so the decision read June as answered; but the note dates the value itself, to April, and
nothing of June gives it. A record of the window whose every clause holding the question's words reports on
another month (shared/domain/event_dates.py `own_clauses`: a past month it names, "(April)", or a day with its
month, "29 April") gives that month's, not the window's. Only when no record of the window holds the words in
a clause of its own: one that does ("HbA1c 52 today") answers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from shared.domain import answerability, event_dates
from shared.domain.bound_slots import text_of
from shared.domain.record_time import written_at
from shared.domain.retrieval import Candidate


def of_another_month(asked: str, candidates: Sequence[Candidate], threshold: float, since_ts: float | None,
                     until_ts: float | None, is_name: Callable[[str], bool]) -> str:
    """The question's words (`asked`, its keyword text read as the decision reads it) when the window [since_ts,
    until_ts] has relevant records holding them and every one holds them only in clauses reporting on another
    month (module doc); "" otherwise, and for a question of no window."""
    if since_ts is None or until_ts is None:
        return ""
    words = [w for w in answerability.topic_words(answerability.decision_words(asked)) if not is_name(w)]
    if not words:
        return ""
    holding = False
    for c in candidates:
        ts = written_at(c.metadata)
        if c.relevance < threshold or ts is None or not since_ts <= ts <= until_ts:
            continue
        text = text_of(c)
        if not any(answerability.holds(w, c.metadata, asked) for w in words):
            continue
        own = {**c.metadata, "text": event_dates.own_clauses(text, ts, since_ts, until_ts)}
        if any(answerability.holds(w, own, asked) for w in words):
            return ""  # the window's own clause holds it
        holding = True
    return " ".join(words) if holding else ""
