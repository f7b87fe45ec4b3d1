"""What is offered beside the records above the relevance threshold, once a question is answered.

chatWithAI quotes them and semanticSearch returns them (one rule for both, so the search shows
what the chat quotes: before, "did he get cleared after the head knock?" was answered in the chat
with "club doc cleared me for full contact" and the search stopped at the knock).

One or two exchanges pass the threshold; the answer is often the next best record, which scores
under it because it says the thing in other words or says only part of it ("club doc cleared me"
weeks after "no training until the doctor clears you"). The decision already said the history
answers, so the next records in rank order that belong to the question are offered after the
others, until `MIN_SOURCES` exchanges are offered: a citation more, never a refusal less.

A record belongs to the question (`belongs`) when it shares one of its words (the ranking's
`coverage`), is labelled with a circle whose name the question uses, or is said in other words:
among the first `MEANING_RANKS` of the dense list (the question's nearest records in meaning).
The last is what a status or outcome question needs: "how did lornas ofsted go" / "we got GOOD. i
cried in the car park", "is lorna still doing the 16:8 thing?" / "stopped the fasting": the
answer names nothing of the question, so no keyword finds it and its coverage is 0, yet the
question's embedding puts it right after the record that does name the topic.
"""

from __future__ import annotations

from typing import Sequence

from shared.domain import readings
from shared.domain.retrieval import RRF_K, Candidate
from shared.domain.threads import next_turn
from shared.ports import keywords

# An answered question is offered at least this many exchanges when close records belong to it.
MIN_SOURCES = 3
# A runner-up reaches this share of the relevance threshold (as chatWithAI's `with_latest`).
LATEST_FRACTION = 0.5
# A record among the dense list's first MEANING_RANKS belongs to the question without sharing a
# word: its reciprocal rank (retrieval.fuse, rank 1 worth 1.0) is at least MEANING_RR. The first is
# nearly always the record that names the topic, already above the threshold; the second is the
# nearest other one. A third reached chatter ("bit of a mad day, later ok?") as often as an answer
# on the dev questions read, so it is not taken.
MEANING_RANKS = 2
MEANING_RR = (RRF_K + 1) / (RRF_K + MEANING_RANKS)


def near_in_meaning(c: Candidate) -> bool:
    """`c` is among the first MEANING_RANKS of a dense list of the question (`dense_rr`)."""
    return c.features.get("dense_rr", 0.0) >= MEANING_RR - 1e-9


def names_its_circle(c: Candidate, question_stems: frozenset[str]) -> bool:
    """The question uses every word of the name of the circle `c` is labelled with (circles/ranking.py)."""
    name = c.metadata.get("circleName")
    own = frozenset(keywords.tokens(name)) if isinstance(name, str) else frozenset()
    return bool(own) and own <= question_stems


def belongs(c: Candidate, question_stems: frozenset[str]) -> bool:
    """`c` shares a word of the question, is under a circle it names, or is near it in meaning."""
    return c.features.get("coverage", 0.0) > 0 or names_its_circle(c, question_stems) or near_in_meaning(c)


def with_runners_up(relevant: list[Candidate], pool: Sequence[Candidate], threshold: float,
                    question: str = "") -> list[Candidate]:
    """`relevant` (the records above the threshold, best first), then the next records of `pool` in
    rank order that belong to the `question` (`belongs`) and reach LATEST_FRACTION of the
    threshold, until MIN_SOURCES exchanges are offered.

    A turn and the reply to it (`threads.next_turn`, both chosen: the knock and the coach's
    answer) are one exchange, quoted together, so they count once.
    """
    exchanges = len(relevant) - sum(1 for c in relevant if _answers_one_of(c, relevant))
    if exchanges >= MIN_SOURCES:
        return relevant
    asked = frozenset(keywords.tokens(question))
    taken = {c.id for c in relevant}
    more = [c for c in pool if c.id not in taken and belongs(c, asked) and c.relevance >= LATEST_FRACTION * threshold]
    return [*relevant, *more[: MIN_SOURCES - exchanges]]


def around_weeks(candidates: Sequence[Candidate], threshold: float, question: str = "",
                 cap: int | None = None) -> tuple[list[Candidate], list[Candidate], list[Candidate]]:
    """The one ranking step of chatWithAI and semanticSearch after the threshold: the records above it with
    each metric's weeks past the first two held back (readings.weeks_apart), the first `cap` of them; the
    runners-up that join them (`with_runners_up`, from the candidates less the held-back weeks: a crowd of one
    reading is no answer that fills their places); and the held-back weeks, to follow both."""
    first, later = readings.weeks_apart([c for c in candidates if c.relevance >= threshold], question=question)
    kept = first[:cap] if cap is not None else first
    crowd = {c.id for c in later}
    chosen = with_runners_up(kept, [c for c in candidates if c.id not in crowd], threshold, question)
    return kept, chosen[len(kept):], later


def _answers_one_of(c: Candidate, chosen: list[Candidate]) -> bool:
    """`c` is the next turn (`threads.next_turn`) after another of the chosen records."""
    return any(o.id != c.id and (nxt := next_turn(o, chosen)) is not None and nxt.id == c.id for o in chosen)
