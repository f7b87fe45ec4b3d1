"""`retry=True` for Firestore triggers, which firebase-functions 0.6.0 cannot declare.

Its `on_document_*` decorators accept no `retry` option and write
`eventTrigger.retry: false` into the deploy manifest (firestore_fn /
options.FirestoreOptions), unlike its Pub/Sub and Storage triggers. The
manifest is what `firebase deploy` reads to create the Eventarc trigger with
or without its retry policy, so setting the flag there is the same as the
option the SDK lacks. `tests/test_reconcile.py` checks the served manifest.
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def retried(fn: F) -> F:
    """Mark a decorated Firestore trigger for redelivery when it raises (apply above `on_document_*`)."""
    endpoint = fn.__firebase_endpoint__  # type: ignore[attr-defined]
    if endpoint.eventTrigger is None:
        raise TypeError(f"{fn.__name__} is not an event-triggered function")
    endpoint.eventTrigger["retry"] = True
    return fn
