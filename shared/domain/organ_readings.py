"""The heart asked of a period whose only records saying "heart" are the health data's heart-rate weeks.

"how was dev's heart in march", "ora's heart over the bank holiday": the heart asked by itself is the organ (a
flutter, a rhythm, a scare, a clinic), not its resting rate. The weekly summaries are named "Resting heart rate",
so they say the word, rank first in a period that holds nothing else of the heart, and the quoting layer gave a
week's pulse as the heart's news. Where every record of the period that says the organ is such a summary, the
period says nothing of the heart: refused, naming "heart".

Left alone: a question that asks the rate ("heart rate", "resting hr", "pulse", "bpm": asked_values' words of a
heart rate other than the organ's own), a question without a period (the whole history tells the heart in its
own records), and a period with any other record saying the heart ("heart's been racing again") or telling it in
the words medicine names it by (`_OTHER_WORDS`: "gp did an ecg, sending me to the cardiologist" tells the heart
without the word; a first version without this refused such a winter, h-refuse48), which the model reads.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from shared.domain import asked_values, kinds
from shared.domain.record_time import written_at
from shared.ports.keywords import tokens

# An organ a health metric's name holds, and the metric ("Resting heart rate, week of …";
# shared/domain/health/metric_types.py): the organ asked alone is not its measure.
_ORGANS = {"heart": "resting_heart_rate"}
# How a record tells the organ without its word (general English of medicine): the kinds table's family of the
# organ ("palpitations", "arrhythmia"), the words built on its Greek root ("cardiologist", "cardiac",
# "cardioversion") and its tracing ("ecg").
_OTHER_WORDS = {"heart": (("cardi",), frozenset("ecg ekg echo echocardiogram angiogram pacemaker".split()))}
# The weekly summaries' kind (shared/domain/sources/kinds/metric_summary.py).
_HEALTH = "metric_summary"
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)?")


def only_its_measure(asked: str, candidates: Sequence[Any], since_ts: float | None, until_ts: float | None) -> str:
    """The organ ("heart") when `asked` names it without a word of its measure, a period is asked ([since_ts,
    until_ts]), and every candidate of the period saying the organ is a weekly summary of its metric; ""
    otherwise."""
    if since_ts is None or until_ts is None:
        return ""
    stems = {s for w in _WORD.findall(asked.lower()) for s in tokens(w)}
    for organ, metric in _ORGANS.items():
        own = set(tokens(organ))
        measure = set().union(*(asked_values.asking_stems(q) for q in asked_values.measured(metric.replace("_", " "))))
        if not own <= stems or stems & (measure - own):
            continue
        of_period = [c for c in candidates if _in(c, since_ts, until_ts)]
        saying = [c for c in of_period if own <= set(tokens(str(c.metadata.get("text") or "")))]
        weeks = [c for c in of_period if c.metadata.get("sourceType") == _HEALTH and c.metadata.get("metric") == metric]
        if (saying and all(c in weeks for c in saying)
                and not any(_tells_otherwise(organ, str(c.metadata.get("text") or "")) for c in of_period if c not in weeks)):
            return organ
    return ""


def _tells_otherwise(organ: str, text: str) -> bool:
    """`text` names `organ` by another word: a member of its kinds family, a word on its root, its tests."""
    roots, words = _OTHER_WORDS[organ]
    said = [w.lower() for w in _WORD.findall(text)]
    if any(w in words or w.startswith(roots) for w in said):
        return True
    return any(e.family == organ for e in kinds.entries(text.lower()))


def _in(candidate: Any, since_ts: float, until_ts: float) -> bool:
    ts = written_at(candidate.metadata)
    return ts is not None and since_ts <= ts <= until_ts
