"""A person the question opens on whom the trainer's history never names ("colin resting hr", asked of
a trainer who has no Colin: another trainer's client).

search.decide looks up the word in the question's subject slot like a name (answerability.slot_subject:
"whats tanes weight now", "gus hammer pb", "jonas's 5k time"), and an unknown one refuses the question
before any check here. A note-to-self that opens on a bare first name and goes straight to its topic
("colin resting hr") has no slot that reading knows, and a name one letter from an English word ("colin",
"colon") is read by the never-said name rule (word_evidence.unsaid_name) as a slip of that word. The rest
of the question ("resting hr") finds the trainer's other clients' records, and the chat quoted them.
"""

from __future__ import annotations

import re
from typing import Callable, Sequence

from shared.domain import english

_OPENING = re.compile(r"^\W*([^\W\d_]+)\s+[^\W_]", re.UNICODE)


def unnamed_opener(asked: str, unsaid: Sequence[str], known: Callable[[str], bool], client_in_focus: bool) -> str:
    """The first word of `asked` when no client is in focus, it is a given name (english.is_name) and no
    English word (so "will", "mark", "grace" are not read: a word may open a question as itself), no
    client's name of the roster (`known`), and the history in scope never says it (`unsaid`); "" otherwise.
    A client's name typed another way ("tania" for Tanya) puts that client in focus, and is not read."""
    if client_in_focus:
        return ""
    match = _OPENING.match(asked)
    if not match:
        return ""
    word = match.group(1).lower()
    if word not in {w.lower() for w in unsaid} or known(word):
        return ""
    if not english.is_name(word) or english.is_word(word):
        return ""
    return word
