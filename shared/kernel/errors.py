"""The library's exceptions, one hierarchy, each mapped to a callable-protocol code.

The library never imports the Firebase SDK; entry points translate these into
`https_fn.HttpsError` with `to_https_code()` so the wire format stays the SDK's.
"""

from __future__ import annotations

from typing import Any


class BrainError(Exception):
    """Base class: a failure with a message safe to show the caller (no health data)."""

    code = "INTERNAL"
    # Whether the call that failed with this gets an audit record (see the subclasses' uses).
    audit = True

    def __init__(self, message: str, details: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.details = details


class InvalidArgument(BrainError):
    code = "INVALID_ARGUMENT"


class Unauthenticated(BrainError):
    code = "UNAUTHENTICATED"


class PermissionDenied(BrainError):
    code = "PERMISSION_DENIED"


class AlreadyExists(BrainError):
    code = "ALREADY_EXISTS"


class NotFound(BrainError):
    code = "NOT_FOUND"


class FailedPrecondition(BrainError):
    code = "FAILED_PRECONDITION"


class ResourceExhausted(BrainError):
    code = "RESOURCE_EXHAUSTED"
    # `audit` is False for a refusal the limiter answered from memory after auditing
    # the first one of its minute: a flood must not write one audit record per call.


class Unavailable(BrainError):
    code = "UNAVAILABLE"
    # `audit` is False when Firestore itself did not answer the limiter: the audit
    # write would wait out its own budget on the same Firestore, only to fail.


# How long a caller should wait before retrying an UNAVAILABLE answer: a
# dependency that stalled or failed one request (after its retries) is
# unlikely to be back within a second, and a few seconds is what a person
# retrying by hand waits anyway. Integer seconds, like RESOURCE_EXHAUSTED's.
RETRY_AFTER_S = 5


class SearchUnavailable(Unavailable):
    """The search failed or exceeded its time budget; details carry `retryAfterSeconds`."""

    def __init__(self, message: str = "Search temporarily unavailable", retry_after_s: int = RETRY_AFTER_S) -> None:
        super().__init__(message, {"retryAfterSeconds": retry_after_s})


class EmbeddingError(BrainError):
    """The embedder could not produce vectors (after its own retries)."""

    code = "UNAVAILABLE"


class VectorStoreError(BrainError):
    """The vector store rejected or failed a request (after its own retries)."""

    code = "UNAVAILABLE"


class IndexMisconfigured(VectorStoreError):
    """The vector index cannot serve this deployment as configured (another dimension or metric
    than the embedder needs). Not an outage: retrying changes nothing until an operator
    re-indexes (docs/DEPLOY.md, "Changing the embedder"), so FAILED_PRECONDITION, no retryAfter."""

    code = "FAILED_PRECONDITION"


class VectorWidthMismatch(IndexMisconfigured):
    """A vector of another width than the store holds (the index's dimension; in the local store,
    the width of the trainer's stored vectors): after an embedder switch without re-indexing.
    Raised before anything is written or compared, by every store (shared/ports/vectorstore.py)."""


class GenerationError(Unavailable):
    """The text generator failed; the caller may retry later."""
