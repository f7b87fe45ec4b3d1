"""A measure asked of an event it was never taken at: "<client>'s bleep test in the county cup final".

The measure came up with its value ("bleep test 11.1") and the event came up ("county cup final is 23
april"), so relevance is high, every word of the question is in the history and the model answers with
the value of another day. The slot asked is the measure's value at the event: it is answered only by a
record that says the event (or a turn of its conversation) and holds such a value — the measure's words
with a number after them, or a number of the shape the measure's own values are written in, in a
sentence that says the event.

The measure is read from the question's words before its preposition ("at", "in", "during"), the
event from those after it; the type of the slot from the records: a measure only counts as one where a
relevant record says its words with a number right after ("peak flow 480", "score 2"). A measure the quantity
table knows (asked_values: a time, a heart rate, a weight) is word_evidence.unheld_value's; a question
whose "event" is a time ("in june", "on monday", "in the summer") is a period's (period.py), not read here.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from shared.domain import asked_values, bound_slots, word_evidence
from shared.domain.query_dates import MONTH_NAMES
from shared.ports.keywords import tokens

# The preposition that puts a measure at an event: "bleep test *in* the county cup final". Not "on": it
# more often names a topic than an event ("the latest on her calf", "any news on the scan").
_AT = re.compile(r"\b(?:at|in|during)\b")
# Words that make the part after the preposition a time, not an event (closed English: the calendar).
_WHEN = re.compile(rf"\b(?:{MONTH_NAMES}|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|yesterday"
                   r"|tonight|morning|afternoon|evening|night|week|weekend|month|year|season|summer|winter|spring"
                   r"|autumn|time|times)\b|\d")
# A question opening on a wh-word but "how" asks a thing, a person, a place or a time, not a measure's value
# ("what kind of game …", "who beat her in the final"); "how many / far / much" and a bare measure do.
_A_THING = re.compile(r"\s*(?:what|which|who|whom|whose|where|when|why)\b")
# A measure's number comes right after its word ("bleep test 11.1", "score 2", "throw 18.2 m"): with a
# word between, the number is that word's ("knee flexion 115": a flexion, no measure of the knee).
_GAP = 0
_NUMBER = re.compile(r"(?<![\w.,/:])\d+(?:[.,](\d+))?(?![\w/:]|[.,]\d)")


def _shapes(sentence: str) -> set[int]:
    """The decimal places of each number written alone in `sentence` ("11.1" -> 1, "480" -> 0); a
    fraction ("2/10"), a time ("4:58") or a number in a word ("20th", "5k") is none."""
    return {len(m.group(1) or "") for m in _NUMBER.finditer(sentence)}


def _measure_values(text: str, measure: frozenset[str]) -> set[int]:
    """The shapes (`_shapes`) of the numbers said right after a word of the measure in `text`."""
    out: set[int] = set()
    for sentence in bound_slots.sentences(text):
        words = list(re.finditer(r"[^\W_][\w'\u2019.,/:-]*[^\W_]|[^\W_]", sentence))
        for k, word in enumerate(words):
            if any(s in measure for s in tokens(word.group(0))):
                # A number as `_shapes` reads one: a rating ("calf 2/10") or a time ("4:58") is none.
                out |= {len(m.group(1) or "") for w in words[k + 1:k + 2 + _GAP]
                        if (m := _NUMBER.fullmatch(w.group(0)))}
    return out


def unmeasured_at_event(question: str, candidates: Sequence[Any], threshold: float,
                        known: Callable[[str], bool] = lambda w: False) -> str:
    """The measure's words ("bleep test") when the question asks its value at an event, a relevant
    record (a candidate over `threshold`, or a turn beside one) gives the measure a value ("bleep test
    11.1"), a relevant record says the event, and no candidate that says the
    event, nor a turn of its conversation (word_evidence.conversation), holds the measure's words with a
    number, nor a number of the measure's shape in a sentence that says the event; "" otherwise.

    Where no relevant record says the event, or none gives the measure a number, nothing is known of
    the slot and nothing is refused: a number, or a word of the event, only a record under the
    threshold gives (one the question's words hardly match) says too little of what is asked. `known` is the roster's names, no word of the measure or the event."""
    if asked_values.asked_value(question):
        return ""  # a quantity of the table: word_evidence.unheld_value reads it
    lowered = question.lower()
    if _A_THING.match(lowered):
        return ""  # "what kind of game did he have a career-high in": a thing asked, no measure's value
    split = _AT.search(lowered)
    if not split or _WHEN.search(lowered[split.end():]):
        return ""
    measure = bound_slots.thing(lowered[:split.start()], (), known)
    event = bound_slots.thing(lowered[split.end():], measure, known)
    if not measure or not event:
        return ""
    ranked = sorted(candidates, key=lambda c: -c.relevance)
    relevant = [str(o.metadata.get("text") or "") for c in ranked if c.relevance >= threshold
                for o in word_evidence.exchange(c, candidates)]
    # The slot's type and the event both come from relevant records (or the turns beside them): a number
    # the measure is given, or a word of the event ("we start again" for "at the start"), only in a record
    # under the threshold says too little of what the question asks to refuse on it.
    shapes = set().union(*(_measure_values(t, measure) for t in relevant))
    if not shapes or not any(bound_slots.says(t, event) for t in relevant):
        return ""
    for c in candidates:
        text = str(c.metadata.get("text") or "")
        if not bound_slots.says(text, event):
            continue
        if any(_measure_values(str(o.metadata.get("text") or ""), measure)
               for o in word_evidence.conversation(c, candidates)):
            return ""
        if any(_shapes(s) & shapes for s in bound_slots.thing_sentences(text, event)):
            return ""
    return " ".join(w for w in re.findall(r"[^\W_][\w'\u2019-]*", lowered[:split.start()])
                    if set(tokens(w)) & measure)
