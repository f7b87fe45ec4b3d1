"""A kind of record named with a period: "trevor check-in in may", "poppy stress in the september check-in".

The question asks for that client's records of that kind in that period, and nothing else answers it.
Before, a kind with no record in the period fell back to every kind (shared/usecases/search.py
`kind_first`, meant for a client who keeps no notes at all), and May's "Sent you the plan." answered
"trevor check-in in may", September's session note "poppy stress in the september check-in". With a
period asked, the search keeps to the kind (`keeps_to_kind`); nothing of it there, the chat says so in
the kind's and the period's words (`none_of_kind`), and where else the kind's records are.
"""

from __future__ import annotations

# The kinds a question names (shared/usecases/intent.py `named_source`), as a trainer says them.
KIND_NAMES = {"checkin": "check-ins", "session_note": "session notes", "transcript_segment": "call recordings"}


def keeps_to_kind(named_type: str | None, since_ts: float | None, until_ts: float | None) -> bool:
    """Whether a search for a named kind of record keeps to that kind when none is found: when a period
    is searched (a kind with none in the period is an empty period, not a client without that kind)."""
    return named_type in KIND_NAMES and (since_ts is not None or until_ts is not None)


def none_of_kind(named_type: str, client_name: str | None, period_words: str) -> str:
    """The refusal that names what was searched: "I couldn't find any check-ins from Trevor Sykes in may."
    (`period_words`: the period as the trainer said it, with its leading space, or "")."""
    who = f" from {client_name}" if client_name else ""
    return f"I couldn't find any {KIND_NAMES.get(named_type, 'records')}{who}{period_words}."
