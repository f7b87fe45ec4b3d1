"""Words that ask for one of a thing's values without naming anything of their own.

"what was the first reading", "and the latest number" after "<name>'s inr": "reading" and "number" name
the value the records give ("inr came back 3.6"), "first" and "latest" which of them. No record says
"reading" beside its number, so a check that every word the follow-up asks is said by the records quoted
(the chat's retry with the thread's thing) refused records that answer it. Here they count as said by a
record that gives the thread's thing with a number; any other word of the question must still be said.
"""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from shared.domain.answerability import holds, topic_words

# A value named generically, and the words that pick one value among several (closed English).
_OF_A_VALUE = frozenset("""reading readings number numbers figure figures value values level levels result results
    measurement measurements""".split())
_WHICH_VALUE = frozenset("first last latest newest earliest highest lowest recent starting".split())
_DIGIT = re.compile(r"\d")


def gives_value_of(thing: str, records: Sequence[Mapping[str, Any]]) -> bool:
    """A record among `records` (metadata: text, sender) says a word of `thing` and holds a number."""
    things = topic_words(thing)
    return any(_DIGIT.search(str(m.get("text") or "")) and any(holds(w, m, thing) for w in things)
               for m in records)


def still_unsaid(unsaid: Sequence[str], thing: str, records: Sequence[Mapping[str, Any]]) -> list[str]:
    """`unsaid` (words no record quoted says) without those asking for a value of `thing`, when a record
    quoted gives one; all of `unsaid` otherwise. Only when a value word is among them: "first" alone
    ("when did it first hurt") picks a time, not a value."""
    if not any(w in _OF_A_VALUE for w in unsaid) or not gives_value_of(thing, records):
        return list(unsaid)
    return [w for w in unsaid if w not in _OF_A_VALUE and w not in _WHICH_VALUE]
