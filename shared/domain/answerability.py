"""Does this trainer's history answer the question at all? A decision separate from ranking.

Ranking orders candidates; it always has a first one, even for a question
about something that never came up. The calibrated relevance of the best
passage is one piece of evidence, and on its own it was not enough (41 % of
LoCoMo questions asked of another conversation still got a result "above
0.7"). The decision here also asks whether the question's *subjects* exist in
this history at all:

- A subject is a proper name the question uses mid-sentence ("What did
  Priya say about Pilates?" -> Priya, Pilates): a capitalised word that is not
  a month or weekday, an acronym, a number, or a function word.
- A subject is known when the trainer's keyword index has at least one record
  containing it, or when it is (a misspelling of) one of the trainer's client
  names.
- A question naming an unknown subject is unanswerable: the history cannot
  hold an answer about someone or something it never mentions.

Otherwise the history answers when the best candidate reaches the relevance
threshold. Both searches and chat use this one decision; chat then says what
it searched (client, period) instead of quoting unrelated messages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import Iterable, Sequence

from shared.domain.query_dates import MONTHS

_TOKEN = re.compile(r"[^\W_][\w'\u2019-]*", re.UNICODE)
_SENTENCE_END = re.compile(r"[.!?:;\"(]\s*$")
_DAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
_MONTH_ABBREVIATIONS = {m[:3] for m in MONTHS} | {"sept"}
# Capitalised in questions for reasons other than being a name.
_NOT_SUBJECTS = frozenset(
    """i i'm i've i'd i'll ok okay mr mrs ms dr coach client clients pt am pm""".split()
) | _DAYS | set(MONTHS) | _MONTH_ABBREVIATIONS
# Two spellings within this similarity are the same name ("Sarha" / "Sarah").
NAME_SIMILARITY = 0.8


@dataclass(frozen=True)
class Decision:
    answerable: bool
    # "relevant" | "nothing_relevant" | "unknown_subject" | "no_candidates"
    reason: str
    unknown_subjects: tuple[str, ...] = ()


def subjects(question: str) -> list[str]:
    """Proper names the question uses mid-sentence, lowercased, possessive 's removed, unique."""
    out: list[str] = []
    for match in _TOKEN.finditer(question):
        word = match.group(0)
        if match.start() == 0 or _SENTENCE_END.search(question[: match.start()]):
            continue  # sentence-initial capitals say nothing
        if not (word[0].isupper() and word[1:2].islower()) or any(ch.isdigit() for ch in word):
            continue  # lowercase words, ACRONYMS, letter-digit terms (B12) are topics, not names
        base = re.sub(r"['\u2019]s$", "", word).lower()
        if len(base) < 3 or base in _NOT_SUBJECTS or base in out:
            continue
        out.append(base)
    return out


def is_known_name(word: str, names: Iterable[str]) -> bool:
    """`word` is one of the names' parts, or a near spelling of one."""
    for name in names:
        for part in _TOKEN.findall(name.lower()):
            if part == word or (len(part) >= 4 and SequenceMatcher(None, part, word).ratio() >= NAME_SIMILARITY):
                return True
    return False


def decide(best_relevance: float | None, threshold: float, unknown: Sequence[str] = ()) -> Decision:
    """The decision from the evidence: unknown subjects first, then the best candidate's relevance."""
    if unknown:
        return Decision(False, "unknown_subject", tuple(unknown))
    if best_relevance is None:
        return Decision(False, "no_candidates")
    if best_relevance < threshold:
        return Decision(False, "nothing_relevant")
    return Decision(True, "relevant")
