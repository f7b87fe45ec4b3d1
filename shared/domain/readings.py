"""Which week of a health metric answers a question that names the metric and no week.

A device writes one summary per client, metric and ISO week ("Resting heart rate, week of Jun 15:
1 reading: 71.9 bpm"), and every week's text is the same but for its numbers: for "raff's resting
hr, where's it at", "jodie weight now" or "ravis step count" the ranking orders twenty near-equal
weeks by noise, and the answer quoted June's reading when the question meant the latest one.
A question that names no week means the newest reading; one that asks for the first ("her first
weight reading", "his starting weight") means the earliest. The period a question names is
applied before (the weeks come from its records only), so "her weight in july" gets July's last.

Pure: the use case (shared/usecases/metric_weeks.py) fetches the metric's weeks; this module says which
records are weekly summaries of the metric the answer quotes, and what takes their places.
"""

from __future__ import annotations

import re
from dataclasses import replace

from shared.domain.record_time import written_at, written_or
from shared.domain.retrieval import Candidate

SUMMARY = "metric_summary"

# "first", "earliest", "starting", "initial", "baseline", "original", "to start with": the earliest
# reading is asked. Not "last", "latest", "now": those are the default.
_EARLIEST = re.compile(
    r"\b(?:first|1st|earliest|initial|baseline|original|starting|start(?:ing)?\s+(?:point|weight))\b"
    r"|\bto\s+(?:start|begin)\s+with\b|\bwhen\s+(?:she|he|they)\s+(?:started|began|joined)\b",
    re.IGNORECASE,
)


def asks_earliest(question: str) -> bool:
    """Whether the question asks for the first reading rather than the latest."""
    return bool(_EARLIEST.search(question))


def _summary_of(c: Candidate) -> tuple[str, str] | None:
    """(client, metric) of a weekly metric summary offered on its own; None for any other record."""
    m = c.metadata
    if m.get("sourceType") != SUMMARY or m.get("reply") or m.get("followOn"):
        return None
    if not m.get("metric") or written_at(m) is None:
        return None
    return str(m.get("clientId") or ""), str(m["metric"])


def quoted_metric(relevant: list[Candidate]) -> tuple[str, str] | None:
    """(client, metric) of the first weekly summary among the chosen records: the metric the answer
    quotes weeks of. None when none is chosen."""
    return next((key for c in relevant if (key := _summary_of(c)) is not None), None)


def with_weeks(relevant: list[Candidate], weeks: list[Candidate], earliest: bool) -> list[Candidate]:
    """`relevant` with the places its summaries of the quoted metric hold (`quoted_metric`) filled by
    that metric's newest weeks, newest first (the earliest, oldest first, when `earliest`), taken from
    those chosen and `weeks` (the metric's records the store holds in the question's scope).

    Every other record keeps its place; a week takes the score of the place it fills, so the scores
    stay in order. Unchanged when no summary is chosen."""
    key = quoted_metric(relevant)
    if key is None:
        return relevant
    places = [i for i, c in enumerate(relevant) if _summary_of(c) == key]
    seen: dict[str, Candidate] = {}
    for c in [*(relevant[i] for i in places), *weeks]:
        if _summary_of(c) == key and c.id not in seen:
            seen[c.id] = c
    order = sorted(seen.values(), key=lambda c: written_or(c.metadata, 0.0), reverse=not earliest)  # all dated
    out = list(relevant)
    for i, week in zip(places, order):
        out[i] = replace(week, relevance=relevant[i].relevance)
    return out


# A metric's weekly summaries an answer's records hold before the other relevant records: its weeks say the
# same words with other numbers ("Resting heart rate, week of Nov 10: 2 readings: 61 bpm"), so for "what's
# going on with alan's heart" or "when did i say weights could start again" twenty of them ranked by noise
# filled every place, ahead of the cardiologist's message and the recorded call that answer. Two, as a
# status answer quotes at most two (shared/usecases/intent.py SUMMARIES); `with_weeks` makes them the newest.
WEEKS_KEPT = 2


def metrics_named(question: str) -> frozenset[str]:
    """The metric types a question names by a summary's own words or their initials ("hamish's weight last
    year", "tess rhr lately"): for those the weekly summaries are the answer, not a crowd in front of it."""
    from shared.domain.health import metric_types

    words = re.findall(r"[a-z]+", question.lower())
    said = " " + " ".join(words) + " "
    initials = {v: k for k, v in metric_types.initialisms().items()}
    named = set()
    for metric in metric_types.METRIC_TYPES:
        label = metric_types.words_of(metric)
        if f" {label} " in said or (label in initials and initials[label] in words):
            named.add(metric)
        elif " " not in label and any(w.startswith(stem := label.rstrip("s")) or (len(w) >= 5 and stem.startswith(w))
                                      for w in words):  # "step count", "what did he weigh"
            named.add(metric)
    return frozenset(named)


def only_metrics(topic: str) -> bool:
    """The topic is nothing but metrics named by their summaries' words or initials ("steps", "rhr", "resting heart
    rate", "sleep and steps"): a question whose records are the weekly summaries alone, which no word of a clause of
    time ("during the relapse") can find."""
    from shared.domain.health import metric_types

    named = metrics_named(topic)
    if not named:
        return False
    said = {w for metric in named for w in metric_types.words_of(metric).split()}
    said |= {k for k, v in metric_types.initialisms().items() if v in {metric_types.words_of(m) for m in named}}
    return all(w in said or w.rstrip("s") in said or w in ("and", "count", "his", "her", "their")
               for w in re.findall(r"[a-z]+", topic.lower()))


def weeks_apart(relevant: list[Candidate], kept: int = WEEKS_KEPT, question: str = "") -> tuple[list[Candidate], list[Candidate]]:
    """`relevant` in two parts, nothing dropped: the records kept in their order, and the weeks past the first
    `kept` of each (client, metric) the question does not name; a metric the question names (`metrics_named`)
    keeps its weeks where they rank, since they are what it asks. The callers offer the records that belong to the
    question under the threshold (shared/domain/runners_up.py) between the two: the weeks past two are a
    crowd of one reading, and counted as answers they left no place for the record that does answer
    ("what's going on with pauline's heart": seven resting-heart-rate weeks over the threshold, the GP's
    "atrial fibrillation" just under it)."""
    asked = metrics_named(question) if question else frozenset()
    seen: dict[tuple[str, str], int] = {}
    first: list[Candidate] = []
    later: list[Candidate] = []
    for c in relevant:
        key = _summary_of(c)
        if key is not None and key[1] not in asked:
            seen[key] = seen.get(key, 0) + 1
            if seen[key] > kept:
                later.append(c)
                continue
        first.append(c)
    return first, later
