"""Outcome words answer each other: "did callum win" is answered by "lost but went the full 3 rounds".

A yes/no question about an outcome names one of its values; the record that answers it often says
another ("lost", "drew", "failed", "missed weight"). Read as different words, the question's topic
was absent from the very record that answers it, and the question was refused. The values of one
outcome are listed together (`OUTCOMES`); a question's outcome word is said by a record that says
any value of it (shared/domain/sameness.py, `equivalents`): one test for the ranking's coverage,
the keyword lookup and the answerability decision.

Only the question's word opens its outcome: "lost" in "how much weight has he lost" also reads
"won" as said, which leaves "weight" to be found; a record's "lost" never makes "win" a topic.
"""

from __future__ import annotations

from functools import lru_cache

# The values of one outcome, in their everyday inflections.
OUTCOMES = (
    "win wins won winning winner lose loses lost losing loss losses draw draws drew drawn beat beats beaten",
    "pass passes passed passing fail fails failed failing",
    "hit hits hitting miss misses missed missing",
    "make makes made making miss misses missed",
)


@lru_cache(maxsize=1)
def _values() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for line in OUTCOMES:
        words = line.split()
        for word in words:
            own = out.setdefault(word, [])
            own.extend(w for w in words if w != word and w not in own)
    return {word: tuple(others) for word, others in out.items()}


def values(word: str) -> tuple[str, ...]:
    """The other values of the outcome `word` names (lowercase, as typed); () for any other word."""
    return _values().get(word.lower(), ())
