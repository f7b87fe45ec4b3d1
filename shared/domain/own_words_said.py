"""Whether the records a follow-up was answered with, once asked again with a thing of its thread, say every word
the follow-up asked of its own.

A follow-up refused in its own words is asked again with the thread's thing (the one it carries, or the one the
thread opened on). The thing's records alone would then answer details never given ("who drove her" answered by
any record of the knee), so the answer is taken only when the records quoted say each word of its own: directly, a
word asking one of the thing's values by a record giving the thing with a number (value_words), or a word of the
asking by a record of the thing saying it another way (thread_frame_words). chatWithAI's retries and semanticSearch's
read the same way from here, so the chat box and the search box agree on what counts as answered.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Mapping, Sequence

from shared.domain import answerability, asked_performer, thread_frame_words, value_words, word_evidence


def saying(thing: str, records: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The records of `records` that say one of the topic words of `thing`."""
    return [r for r in records if any(answerability.holds(w, r, thing) for w in answerability.topic_words(thing))]


def with_carried_thing(topic: str, thing: str, records: Sequence[Mapping[str, Any]], question: str = "") -> bool:
    """Every topic word of `topic` (a follow-up read with the carried `thing`) said by `records`; a word of the
    asking said another way counts only in a record that says the thing. `question`, the follow-up's own words:
    the units it asks the value in (value_words.converted_into)."""
    unsaid = value_words.still_unsaid(answerability.unsaid_words(topic, records), thing, records, question)
    return not thread_frame_words.still_unsaid(unsaid, saying(thing, records), topic)


def slot_told(question: str, records: Sequence[Mapping[str, Any]]) -> bool:
    """The records quoted tell the one slot `question` (a follow-up's own words) asks of the thing, where it asks
    one: a person's name ("whos his surgeon": word_evidence.unheld_attribute) or who did a procedure ("who did the
    op": asked_performer.undone_by). The thread's thing found its records, which say every word of its own
    ("surgeon's happy, new hip in") and name no one: the follow-up's own words were refused for that slot, and the
    thing does not give it (blind42-009). True for a question asking no such slot."""
    quoted = [SimpleNamespace(metadata=r, relevance=1.0) for r in records]
    return not (word_evidence.unheld_attribute(question, quoted, 0.0)
                or asked_performer.undone_by(question, quoted, 0.0))


def with_opening_thing(own: str, thing: str, records: Sequence[Mapping[str, Any]]) -> bool:
    """Every word of `own` (the follow-up's own topic words) said by the records of `records` that say the thread's
    opening `thing`, and at least one such record: a short word of its own ("out", "work") is said by some record of
    the client's about anything."""
    about = saying(thing, records)
    return bool(about) and not thread_frame_words.still_unsaid(
        value_words.still_unsaid(answerability.unsaid_words(own, about), thing, about), about, own)


def without_one(topic: str) -> str:
    """`topic` without a "one" / "ones" standing for the thing (the caller asks thread_opening.says_one)."""
    return " ".join(w for w in topic.split() if w.lower() not in ("one", "ones"))
