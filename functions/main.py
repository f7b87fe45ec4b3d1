"""Cloud Functions entry points: a table of contents.

Each function parses its input and delegates to the shared library
(`shared/`), which owns all behaviour. Heavy dependencies load lazily inside
the library, so importing this module (a cold start) stays cheap.
"""

from __future__ import annotations

import firebase_admin
from firebase_functions import firestore_fn, https_fn, options

from callables import guarded, run_callable
from deploy_params import BACKEND_SECRET_NAMES, HOT_MIN_INSTANCES, REGION, app_check_enforced
from shared.usecases import indexing, search
from shared.usecases.sources import sync as sources
from shared.usecases.sources import transcripts
from shared.usecases.health import sync as health
from shared.usecases.health import writes as health_writes
from shared.domain.sources.models import UploadTranscriptRequest
from shared.usecases.backends import get_backends
from shared.kernel.logs import setup_logging
from shared.usecases import backfill, deletion, reconcile, retention
from shared.usecases.retention import get_retention_settings
from shared.usecases.triggers import run_trigger
from shared.domain.models import SearchRequest
from shared.usecases.chat import service as chat
from shared.usecases.chat.models import ChatRequest
from shared.usecases.insights import review as insight_review
from shared.usecases.insights import run as insights
from shared.domain.insights.models import GenerateRequest, ReviewRequest
from shared.domain.insights.settings import get_insight_settings
from shared.usecases.insights import events as insight_events
from shared.usecases.insights import preferences as insight_preferences
from firebase_functions import scheduler_fn
from request_body import TRANSCRIPT_MAX_BODY_BYTES
from streaming import serve_callable
from trigger_options import retried

# Cloud Logging JSON on stdout, allow-listed fields only (shared/kernel/logs.py).
setup_logging()

# Required for the callable SDK to verify ID tokens (without it every signed-in
# call answers UNAUTHENTICATED).
if not firebase_admin._apps:
    firebase_admin.initialize_app()

# Region, secrets and warm instances: functions/deploy_params.py and docs/DEPLOY.md.
options.set_global_options(region=REGION, max_instances=20, secrets=BACKEND_SECRET_NAMES)
# App Check (docs/DEPLOY.md): on each callable's decorator, because firebase-functions
# 0.6.0's on_call never sees a global `enforce_app_check` (https_fn keeps the options
# object from before set_global_options). chatWithAI checks it itself (functions/streaming.py).
APP_CHECK = app_check_enforced()


# What the app writes and reads back through the backend (roles, profiles,
# notes, check-ins, AI conversations): functions/app_callables.py.
from app_callables import (  # noqa: E402,F401  (re-exported: Firebase discovers functions here)
    deleteClientProfile,
    deleteConversation,
    deleteSessionNote,
    getConversation,
    listConversations,
    purgeAiConversations,
    registerTrainer,
    saveClient,
    saveClientProfile,
    saveSessionNote,
    submitCheckin,
)

# Circles, the trainer's own groups of records (shared/usecases/circles/, shared/domain/circles/): functions/circle_callables.py.
from circle_callables import (  # noqa: E402,F401  (re-exported: Firebase discovers functions here)
    assignToCircle,
    createCircle,
    deleteCircle,
    getCircle,
    listCircles,
    unassignFromCircle,
    updateCircle,
)


# Indexing triggers: retried (eventTrigger.retry: true, functions/trigger_options.py), so an invocation that crashes or raises is
# delivered again; run_trigger raises only for a transient failure of a young
# event and records permanent ones in the ledger (shared/usecases/triggers.py). The
# hourly reconcileIndex repairs whatever still slips through.
@retried
@firestore_fn.on_document_written(
    document="chats/{chatId}/messages/{messageId}", memory=options.MemoryOption.GB_1
)
def embedMessage(event: firestore_fn.Event[firestore_fn.Change[firestore_fn.DocumentSnapshot | None]]) -> None:
    """Create, edit or delete of a message → the index matches Firestore."""
    chat_id, message_id = event.params["chatId"], event.params["messageId"]
    run_trigger("embedMessage", event.time, lambda: indexing.sync_message(get_backends(), chat_id, message_id))


@guarded()
@https_fn.on_call(memory=options.MemoryOption.GB_1, timeout_sec=30, min_instances=HOT_MIN_INSTANCES, enforce_app_check=APP_CHECK)
def semanticSearch(req: https_fn.CallableRequest) -> dict:
    """{query, limit?, clientId?, chatId?, since?, until?, conversationId?} → {results, count, query}."""
    return run_callable(req, SearchRequest, search.semantic_search, "semanticSearch")


@https_fn.on_request(memory=options.MemoryOption.GB_1, timeout_sec=60, min_instances=HOT_MIN_INSTANCES)
def chatWithAI(request: https_fn.Request) -> https_fn.Response:
    """{message, conversationId?, clientId?, includeSources?} → {response, sources, hasContext, confidence,
    conversationId, tokensUsed, circles, layers}; streams tokens with `Accept: text/event-stream` (functions/streaming.py)."""
    return serve_callable(
        request, name="chatWithAI", model=ChatRequest, run=chat.answer, stream=chat.answer_stream, backends=get_backends,
        enforce_app_check=APP_CHECK,
    )


# Sources beyond chat (docs/DATA_MODEL.md, "sources"): each write re-syncs the
# document's vectors from its current state, like embedMessage.
@retried
@firestore_fn.on_document_written(document="clientProfiles/{clientId}", memory=options.MemoryOption.GB_1)
def embedClientProfile(event: firestore_fn.Event[firestore_fn.Change[firestore_fn.DocumentSnapshot | None]]) -> None:
    doc_id = event.params["clientId"]
    run_trigger("embedClientProfile", event.time, lambda: sources.sync_source(get_backends(), "client_profile", doc_id))


@retried
@firestore_fn.on_document_written(document="sessionNotes/{noteId}", memory=options.MemoryOption.GB_1)
def embedSessionNote(event: firestore_fn.Event[firestore_fn.Change[firestore_fn.DocumentSnapshot | None]]) -> None:
    doc_id = event.params["noteId"]
    run_trigger("embedSessionNote", event.time, lambda: sources.sync_source(get_backends(), "session_note", doc_id))


@retried
@firestore_fn.on_document_written(document="transcripts/{transcriptId}", memory=options.MemoryOption.GB_1, timeout_sec=300)
def embedTranscript(event: firestore_fn.Event[firestore_fn.Change[firestore_fn.DocumentSnapshot | None]]) -> None:
    doc_id = event.params["transcriptId"]
    run_trigger("embedTranscript", event.time, lambda: sources.sync_source(get_backends(), "transcript", doc_id))


@retried
@firestore_fn.on_document_written(document="checkins/{checkinId}", memory=options.MemoryOption.GB_1)
def embedCheckin(event: firestore_fn.Event[firestore_fn.Change[firestore_fn.DocumentSnapshot | None]]) -> None:
    doc_id = event.params["checkinId"]
    run_trigger("embedCheckin", event.time, lambda: sources.sync_source(get_backends(), "checkin", doc_id))


# Health data (shared/usecases/health/sync.py): a write names the records to rebuild
# (the reading's week, the goal, the panel), which are rebuilt from Firestore as it is now.
@firestore_fn.on_document_written(document="healthMetrics/{metricId}", memory=options.MemoryOption.GB_1)
def indexHealthMetric(event: firestore_fn.Event[firestore_fn.Change[firestore_fn.DocumentSnapshot | None]]) -> None:
    health.on_metric_written(get_backends(), *_states(event))


@firestore_fn.on_document_written(document="healthGoals/{goalId}", memory=options.MemoryOption.GB_1)
def indexHealthGoal(event: firestore_fn.Event[firestore_fn.Change[firestore_fn.DocumentSnapshot | None]]) -> None:
    health.on_goal_written(get_backends(), event.params["goalId"], *_states(event))


@firestore_fn.on_document_written(document="labResults/{resultId}", memory=options.MemoryOption.GB_1)
def indexLabResult(event: firestore_fn.Event[firestore_fn.Change[firestore_fn.DocumentSnapshot | None]]) -> None:
    health.on_lab_written(get_backends(), *_states(event))


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def recordHealthMetric(req: https_fn.CallableRequest) -> dict:
    """{clientId, type, value, unit, recordedAt, id?} → {id, collection} (shared/usecases/health/writes.py)."""
    return run_callable(req, health_writes.RecordMetricRequest, health_writes.record_metric, "recordHealthMetric")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def setHealthGoal(req: https_fn.CallableRequest) -> dict:
    """{clientId, metric, target, unit, deadline?, status?, id?} → {id, collection}."""
    return run_callable(req, health_writes.SetGoalRequest, health_writes.set_goal, "setHealthGoal")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def recordLabResult(req: https_fn.CallableRequest) -> dict:
    """{clientId, biomarker, value, unit, referenceLow?, referenceHigh?, status?, panelDate, id?} → {id, collection}."""
    return run_callable(req, health_writes.RecordLabRequest, health_writes.record_lab, "recordLabResult")


def _states(event: firestore_fn.Event[firestore_fn.Change[firestore_fn.DocumentSnapshot | None]]) -> tuple[dict | None, dict | None]:
    """The document before and after the write (None where it did not exist)."""
    change = event.data
    before = change.before.to_dict() if change is not None and change.before is not None else None
    after = change.after.to_dict() if change is not None and change.after is not None else None
    return before, after


@guarded(max_body_bytes=TRANSCRIPT_MAX_BODY_BYTES)
@https_fn.on_call(memory=options.MemoryOption.GB_1, timeout_sec=300, enforce_app_check=APP_CHECK)
def uploadTranscript(req: https_fn.CallableRequest) -> dict:
    """{clientId, startedAt, title?, segments: [{speaker, offsetSeconds, text}]} → {transcriptId, segmentCount, …}."""
    return run_callable(req, UploadTranscriptRequest, transcripts.upload_transcript, "uploadTranscript")


# Proactive insights (docs/USAGE.md, "insights"): the daily run over every trainer's
# active clients, the same for one client on demand, and the coach's review.
# INSIGHTS_SCHEDULE / INSIGHTS_TIMEZONE (functions/.env) are read at deploy.
_INSIGHTS = get_insight_settings()


@scheduler_fn.on_schedule(
    schedule=_INSIGHTS.schedule, timezone=_INSIGHTS.timezone, memory=options.MemoryOption.GB_1, timeout_sec=1800
)
def generateInsights(event: scheduler_fn.ScheduledEvent) -> None:
    insights.run_insights(get_backends())


# Insights on events (shared/usecases/insights/events.py): the same per-client pipeline,
# policy and audit as the daily run, debounced per client.
@firestore_fn.on_document_created(document="checkins/{checkinId}", memory=options.MemoryOption.GB_1, timeout_sec=120)
def insightsOnCheckin(event: firestore_fn.Event[firestore_fn.DocumentSnapshot | None]) -> None:
    insight_events.on_checkin(get_backends(), event.params["checkinId"])


@firestore_fn.on_document_created(document="chats/{chatId}/messages/{messageId}", memory=options.MemoryOption.GB_1, timeout_sec=120)
def insightsOnMessage(event: firestore_fn.Event[firestore_fn.DocumentSnapshot | None]) -> None:
    insight_events.on_message(get_backends(), event.params["chatId"], event.params["messageId"])


@firestore_fn.on_document_created(document="healthMetrics/{metricId}", memory=options.MemoryOption.GB_1, timeout_sec=120)
def insightsOnHealthMetric(event: firestore_fn.Event[firestore_fn.DocumentSnapshot | None]) -> None:
    insight_events.on_health_metric(get_backends(), event.params["metricId"])


@firestore_fn.on_document_created(document="sessionNotes/{noteId}", memory=options.MemoryOption.GB_1, timeout_sec=120)
def insightsOnSessionNote(event: firestore_fn.Event[firestore_fn.DocumentSnapshot | None]) -> None:
    insight_events.on_session_note(get_backends(), event.params["noteId"])


@guarded()
@https_fn.on_call(memory=options.MemoryOption.GB_1, timeout_sec=120, enforce_app_check=APP_CHECK)
def generateClientInsights(req: https_fn.CallableRequest) -> dict:
    """{clientId} → {clientId, attempts, expired, weeklyNote, insights} for one of the caller's clients."""
    return run_callable(req, GenerateRequest, insights.generate_client_insights, "generateClientInsights")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def reviewInsight(req: https_fn.CallableRequest) -> dict:
    """{insightId, decision: "approve"|"reject", title?, clientMessage?} → the reviewed insight."""
    return run_callable(req, ReviewRequest, insight_review.review_insight, "reviewInsight")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def setInsightPreferences(req: https_fn.CallableRequest) -> dict:
    """{autoSendStressFollowUp: bool} → the caller's stored preferences (shared/usecases/insights/preferences.py)."""
    return run_callable(req, insight_preferences.InsightPreferences, insight_preferences.set_preferences, "setInsightPreferences")


@guarded()
@https_fn.on_call(memory=options.MemoryOption.GB_1, timeout_sec=300, enforce_app_check=APP_CHECK)
def backfillEmbeddings(req: https_fn.CallableRequest) -> dict:
    """{batchSize?, retryFailed?} → backfill summary of the caller's history; `done: false` → call again."""
    return run_callable(req, backfill.BackfillRequest, backfill.backfill_callable, "backfillEmbeddings")


@guarded()
@https_fn.on_call(timeout_sec=300, enforce_app_check=APP_CHECK)
def deleteClient(req: https_fn.CallableRequest) -> dict:
    """{clientId} → {vectorsDeleted, documentsDeleted, chatsDeleted}; NOT_FOUND unless the caller's."""
    return run_callable(req, deletion.DeleteClientRequest, deletion.delete_client_callable, "deleteClient")


@guarded()
@https_fn.on_call(timeout_sec=540, enforce_app_check=APP_CHECK)
def deleteTrainerAccount(req: https_fn.CallableRequest) -> dict:
    """{confirm: true} → every vector and document of the caller is deleted."""
    return run_callable(req, deletion.DeleteAccountRequest, deletion.delete_account_callable, "deleteTrainerAccount")


@scheduler_fn.on_schedule(schedule=get_retention_settings().schedule, memory=options.MemoryOption.GB_1, timeout_sec=1800)
def retireExpiredData(event: scheduler_fn.ScheduledEvent) -> None:
    """Daily: insights, audit records, weekly notes (+ vectors) and ledger tombstones past their period (shared/usecases/retention.py)."""
    retention.run_retention(get_backends())


@scheduler_fn.on_schedule(schedule="every 60 minutes", memory=options.MemoryOption.GB_1, timeout_sec=540)
def reconcileIndex(event: scheduler_fn.ScheduledEvent) -> None:
    """Hourly: index vs Firestore for every kind — recent changes and failed entries, then due full passes
    (missing, stale and orphan vectors), resumable within the budget (shared/usecases/reconcile.py)."""
    reconcile.run_scheduled(get_backends(), time_budget_s=reconcile.SCHEDULED_TIME_BUDGET_S)


@guarded()
@https_fn.on_call(memory=options.MemoryOption.GB_1, timeout_sec=300, enforce_app_check=APP_CHECK)
def reconcileMyIndex(req: https_fn.CallableRequest) -> dict:
    """{restart?} → per-kind counts (checked, added, reembedded, orphansRemoved, failed); `done: false` → call again."""
    return run_callable(req, reconcile.ReconcileRequest, reconcile.reconcile_callable, "reconcileMyIndex")


@scheduler_fn.on_schedule(schedule="every monday 03:00", memory=options.MemoryOption.GB_1, timeout_sec=540)
def refreshCalibration(event: scheduler_fn.ScheduledEvent) -> None:
    """Weekly: fit the embedder's cosine maps onto the reference model's scale, relevance and answerability features
    (shared/usecases/calibration_fit.py; no-op with shipped relevance and answerability fits)."""
    from shared.usecases import calibration_fit

    calibration_fit.refresh(get_backends())


@scheduler_fn.on_schedule(schedule="every day 04:00", memory=options.MemoryOption.MB_512, timeout_sec=1800)
def refreshKeywordStats(event: scheduler_fn.ScheduledEvent) -> None:
    """Daily: every trainer's IDF statistics for Pinecone keyword queries (shared/usecases/keyword_stats.py; no-op locally)."""
    # Imported here: every function's cold start imports main, and only this one needs it.
    from shared.usecases import keyword_stats

    keyword_stats.refresh_all(get_backends())
