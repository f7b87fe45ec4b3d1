"""uploadTranscript: store a whole session transcript and index it, with progress.

The transcript is one Firestore document (`transcripts/{transcriptId}`, its
lines in an array): a two-hour session is ~110 KB, far below the 1 MiB
document limit, and one document means one trigger event and an atomic
replace instead of thousands of per-line events. Indexing runs here, in the
request, in batches (shared/usecases/sources/sync.py) so the caller learns how many
segments were indexed; the embedTranscript trigger that follows finds every
segment unchanged and embeds nothing.
"""

from __future__ import annotations

import logging

from shared.usecases.backends import Backends
from shared.kernel.errors import NotFound
from shared.usecases.indexing import utc_now
from shared.kernel.collection_names import TRANSCRIPTS
from shared.domain.sources.models import UploadTranscriptRequest, UploadTranscriptResponse
from shared.usecases.sources.sync import Progress, sync_source
from shared.usecases.tenancy import require_client

log = logging.getLogger(__name__)


def upload_transcript(
    backends: Backends,
    trainer_id: str,
    request: UploadTranscriptRequest,
    progress: Progress | None = None,
) -> UploadTranscriptResponse:
    """Write the transcript for one of the caller's clients, then index it.

    NotFound if the client, or an existing transcript with the given id, is not the caller's.
    """
    require_client(backends.documents, trainer_id, request.clientId)
    transcripts = backends.db.collection(TRANSCRIPTS)
    ref = transcripts.document(request.transcriptId) if request.transcriptId else transcripts.document()
    if request.transcriptId:
        existing = ref.get()
        if existing.exists and (existing.to_dict() or {}).get("trainerId") != trainer_id:
            raise NotFound("Transcript not found")
    ref.set(
        {
            "trainerId": trainer_id,
            "clientId": request.clientId,
            "startedAt": request.startedAt,
            "title": request.title,
            "segments": [line.model_dump() for line in request.segments],
            "createdAt": utc_now(),
        }
    )

    def report(done: int, total: int) -> None:
        fields = {"transcriptId": ref.id, "done": done, "totalCount": total}
        log.info("transcript_progress", extra={"json_fields": fields})
        if progress:
            progress(done, total)

    result = sync_source(backends, "transcript", ref.id, report)
    indexed, unchanged, failed = (result.count(o) for o in ("indexed", "unchanged", "failed"))
    return UploadTranscriptResponse(
        transcriptId=ref.id,
        segmentCount=indexed + unchanged + failed,
        indexed=indexed,
        unchanged=unchanged,
        failed=failed,
    )

