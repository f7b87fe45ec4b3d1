"""`./brain doctor`: will this project's chats index, and if not, why not?

Reads a sample of `chats/*` and their newest messages (read-only) and checks
each against what embedMessage needs (shared/usecases/indexing.py, the field names of
shared/domain/message_fields.py): a chat owned by a trainer, a text, a date the
indexer can read, a sender. Reports counts per finding and a few document ids
as examples — never message text.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from shared.domain.message_fields import MessageFields, dated_field, sender_id, sender_name
from shared.kernel.collection_names import CHATS, MESSAGES
from shared.usecases.tenancy import chat_from_snapshot

# What each finding means for indexing; "blocks" findings mean the message is not indexed at all.
FINDINGS: dict[str, tuple[bool, str]] = {
    "chat_without_trainer": (True, "the chat has no `trainerId` string: its messages have no owner and are not indexed"),
    "no_text": (True, "no non-empty `text` string: nothing to embed (such messages are skipped)"),
    "no_date": (False, "no date in any of {timestamp_fields}: indexed, but date filters and citations cannot place it"),
    "date_not_a_date": (False, "a date field holds something that is not a Timestamp, ISO string or epoch number"),
    "no_sender": (False, "no `{sender}`: the message cannot be attributed (cited as 'Unknown sender')"),
    "no_client": (False, "the chat has no `clientId` and not exactly one participant besides the trainer: "
                  "indexed without a client, so client filters do not find it"),
    "no_sender_name": (False, "no `{sender_name}`: the name is taken from the sender's profile when it has one"),
}


@dataclass
class Report:
    chats: int = 0
    messages: int = 0
    indexable: int = 0
    dated: int = 0
    date_fields: Counter = field(default_factory=Counter)  # "timestamp (epoch number)" -> n
    findings: Counter = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)  # finding -> "chats/x/messages/y"

    @property
    def ok(self) -> bool:
        return self.messages > 0 and self.indexable == self.messages

    def note(self, finding: str, path: str) -> None:
        self.findings[finding] += 1
        examples = self.examples.setdefault(finding, [])
        if len(examples) < 3:
            examples.append(path)


def diagnose(db: Any, chats: int = 20, messages_per_chat: int = 25, fields: MessageFields | None = None) -> Report:
    """Check up to `chats` chats and up to `messages_per_chat` messages of each."""
    f = fields or MessageFields.from_settings()
    report = Report()
    for snap in db.collection(CHATS).limit(chats).stream():
        report.chats += 1
        chat = chat_from_snapshot(snap)
        data = snap.to_dict() or {}
        msgs = list(snap.reference.collection(MESSAGES).limit(messages_per_chat).stream())
        if chat is not None and chat.client_id is None and data.get("isGroupChat") is not True:
            report.note("no_client", f"chats/{snap.id}")
        if chat is None and not msgs:
            report.note("chat_without_trainer", f"chats/{snap.id}")
        for m in msgs:
            report.messages += 1
            _check_message(report, f, chat is not None, f"chats/{snap.id}/messages/{m.id}", m.to_dict() or {})
    return report


def _check_message(report: Report, f: MessageFields, owned: bool, path: str, data: dict[str, Any]) -> None:
    text = data.get("text")
    blocked = False
    if not owned:
        report.note("chat_without_trainer", path)
        blocked = True
    if not isinstance(text, str) or not text.strip():
        report.note("no_text", path)
        blocked = True
    name, seconds = dated_field(data, f)
    if seconds is None:
        present = [n for n in f.timestamp if n in data]
        report.note("date_not_a_date" if present else "no_date", path)
    else:
        report.dated += 1
        kind = "epoch number" if isinstance(data[name], (int, float)) else type(data[name]).__name__
        report.date_fields[f"{name} ({kind})"] += 1
    if sender_id(data, f) is None:
        report.note("no_sender", path)
    elif sender_name(data, f) is None:
        report.note("no_sender_name", path)
    if not blocked:
        report.indexable += 1


def explain(finding: str, f: MessageFields | None = None) -> tuple[str, bool]:
    """(what the finding means, whether it keeps the message out of the index)."""
    fields = f or MessageFields.from_settings()
    blocks, text = FINDINGS[finding]
    names = ", ".join(f"`{n}`" for n in fields.timestamp)
    return text.format(timestamp_fields=names, sender=fields.sender, sender_name=fields.sender_name), blocks
