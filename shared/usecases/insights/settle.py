"""Moving an insight out of `pending` exactly once, without holding locks.

A Firestore transaction that reads the insight before writing it locks what it
read. When a coach's phone and tablet approve the same draft at once, each
transaction holds its read lock while waiting for the others' to write; the
Firestore emulator ends that in "409 Transaction lock timeout" on a *read*,
which `@firestore.transactional` does not retry, so an approval could fail
with UNAVAILABLE instead of being approved or refused.

So no transaction here: read plainly, decide, and commit every write in one
batch whose update of the insight is conditional on the `update_time` that was
read. A batch is atomic: the status change, the chat message and the
notification all land, or none does. A batch whose condition fails lost to a
concurrent change: read again and decide again, which then refuses (no longer
pending). Nothing waits on a lock, and each round has a winner, so contending
approvals settle to one delivery and refusals for the rest.

The chat and the trainer's display name a delivery needs are read outside the
conditional write: a chat created in the same instant may be missed, which
only changes where the message goes (the notification is always sent).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from shared.ports.documents import DocumentStore
from shared.kernel.collection_names import INSIGHTS

# Each lost round means another writer changed this insight; after this many
# the caller gets ABORTED (a callable answers UNAVAILABLE with retryAfter).
ATTEMPTS = 6
# Between rounds, a short random pause so contending writers do not re-read in step.
PAUSE_S = (0.02, 0.15)


@dataclass
class Decision:
    """What to do with the insight as read: write `update`, refuse, or both.

    `also(batch, insight_after)` adds further writes to the same atomic batch
    (delivery's message and notification) and returns fields to add to `update`.
    """

    update: dict[str, Any] = field(default_factory=dict)
    refusal: str | None = None
    also: Callable[[Any, dict[str, Any]], dict[str, Any]] | None = None


def settle(
    docs: DocumentStore, insight_id: str, decide: Callable[[dict[str, Any] | None], Decision]
) -> tuple[dict[str, Any] | None, Decision]:
    """Apply `decide` to the insight as stored, atomically; returns the insight after it and the decision."""
    db = docs.db
    ref = db.collection(INSIGHTS).document(insight_id)

    def attempt() -> tuple[dict[str, Any] | None, Decision]:
        snap = ref.get()
        data = snap.to_dict() if snap.exists else None
        decision = decide(data)
        if data is None or not decision.update:
            return data, decision
        update = dict(decision.update)
        batch = db.batch()
        if decision.also is not None:
            update.update(decision.also(batch, {**data, **update}))
        batch.update(ref, update, option=db.write_option(last_update_time=snap.update_time))
        # Changed since read (or its delivery documents appeared): lost, and decided again on a fresh read.
        batch.commit()
        return {**data, **update}, decision

    return docs.in_rounds(attempt, ATTEMPTS, PAUSE_S, "The insight")
