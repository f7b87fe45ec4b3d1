"""A "where" question whose only topic is a verb of going: "where did shirley go for easter", "where's beryl going
for christmas".

What is asked is the place, and the record that tells it names the place and the occasion ("Off to the caravan at
Minehead for Easter", "Off on the cruise to the Canaries tomorrow. Christmas on a ship!"), never "go": the verb is
the frame of the question, as "do" is of "what did she do at easter". Read by the chat's period-name reading
(chat/read_again.py `_tells_where_gone`), which takes such a record only when it gives a place. Plain strings in.
"""

from __future__ import annotations

import re

from shared.ports.keywords import tokens

# Verbs of going (and the plain-speech word a reading adds after them, "travel"), by their stems.
_GOING = frozenset(t for w in """go goes going gone went travel travels travelling traveling travelled traveled
    head heading headed off away""".split() for t in tokens(w))
_WHERE = re.compile(r"\bwhere(?:['\u2019]s|s)?\b", re.IGNORECASE)


def only_going(topic: str) -> bool:
    """Every topic word of `topic` is a verb of going, and there is one at least."""
    stems = [t for w in topic.split() for t in tokens(w)]
    return bool(stems) and all(s in _GOING for s in stems)


def asks_where_gone(question: str, topic: str) -> bool:
    """`question` asks where ("where", "where's") and its `topic` is only a verb of going (`only_going`)."""
    return bool(_WHERE.search(question)) and only_going(topic)
