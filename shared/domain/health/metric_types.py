"""The metric types the app writes to `healthMetrics` (docs/DATA_MODEL.md, "health") and the
initialisms a trainer types for them.

A weekly summary names its metric by the type's words ("Resting heart rate, week of Feb 19, 2024
(…): 1 reading: 56 bpm", shared/domain/health/render.py `metric_label`); a trainer types the
metric the way a device app or a clinic shortens it: "tess rhr lately", "rhr in feb". Read as typed,
"rhr" is a word no summary says: the embedder placed the question far from the summaries (all-MiniLM-
L6-v2, one rendered week: cosine .27 for "rhr lately", .67 for "resting heart rate lately") and the
question was refused though the summaries were the answer. The keyword side already reads it (shared/domain/abbreviations.py: the
initials of consecutive record words); the question's initialism of a metric type is written out as
the summaries write it (shared/domain/shorthand.py), so the embedding, the ranking and the decision
all read the metric's words.

Only initialisms of three letters or more of a type of three words or more: two initials ("bf",
"sb") stand for too many things ("bf" is a boyfriend as often as body fat), and an initialism that is
an English word or a common name is left as typed (abbreviations.can_abbreviate).
"""

from __future__ import annotations

from functools import lru_cache

from shared.domain import abbreviations
from shared.domain.health import render

# The types the app writes (docs/DATA_MODEL.md lists the first five; the device summaries of the
# product's own data hold "systolic_bp" too; render.LOWER_IS_BETTER names "waist").
METRIC_TYPES = ("weight", "body_fat", "resting_heart_rate", "sleep_hours", "steps", "systolic_bp", "waist")


def words_of(metric: str) -> str:
    """The words a summary writes for `metric` (its label, render.metric_label), lowercase ("resting heart rate")."""
    return render.metric_label(metric).lower()


@lru_cache(maxsize=1)
def initialisms() -> dict[str, str]:
    """{initials: the type's words} for every type whose initials can stand for it: "rhr" ->
    "resting heart rate"."""
    out: dict[str, str] = {}
    for metric in METRIC_TYPES:
        words = words_of(metric).split()
        short = "".join(w[0] for w in words)
        if len(short) >= abbreviations.MIN_LETTERS and abbreviations.can_abbreviate(short):
            out[short] = " ".join(words)
    return out
