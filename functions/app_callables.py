"""Entry points for what the app writes and reads back through the backend.

Roles (registerTrainer, saveClient), the sources the indexer reads
(client profiles, session notes, check-ins) and the trainer's AI
conversations. Each is one validated, rate-limited, audited callable
(`run_callable`) over a use case in `shared/`; the Firestore triggers in
main.py index what they write. Re-exported by main.py, where Firebase
discovers functions. API and Swift calls: docs/API.md.
"""

from __future__ import annotations

from firebase_functions import https_fn, scheduler_fn

from callables import guarded, run_callable
from deploy_params import app_check_enforced
from shared.usecases import accounts
from shared.usecases.backends import get_backends
from shared.usecases.chat import history
from shared.usecases.sources import writes

# App Check on each callable (docs/DEPLOY.md, "App Check"); main.py sets the same globally.
APP_CHECK = app_check_enforced()


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def registerTrainer(req: https_fn.CallableRequest) -> dict:
    """{displayName, email?} → {trainerId, displayName, created}; FAILED_PRECONDITION for a client's account."""
    return run_callable(req, accounts.RegisterTrainerRequest, accounts.register_trainer, "registerTrainer")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def saveClient(req: https_fn.CallableRequest) -> dict:
    """{clientId?, displayName, active?} → {clientId, displayName, active, created}; trainers only."""
    return run_callable(req, accounts.SaveClientRequest, accounts.save_client, "saveClient")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def saveClientProfile(req: https_fn.CallableRequest) -> dict:
    """{clientId, age?, goal?, dietaryRestrictions?, injuries?, notes?} → {id, created}; embedClientProfile indexes it."""
    return run_callable(req, writes.SaveClientProfileRequest, writes.save_client_profile, "saveClientProfile")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def deleteClientProfile(req: https_fn.CallableRequest) -> dict:
    """{clientId} → {id, deleted}; its vectors go with the trigger's delete event."""
    return run_callable(req, writes.ClientIdRequest, writes.delete_client_profile, "deleteClientProfile")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def saveSessionNote(req: https_fn.CallableRequest) -> dict:
    """{noteId?, clientId, date, text, author?} → {id, created}; embedSessionNote indexes it."""
    return run_callable(req, writes.SaveSessionNoteRequest, writes.save_session_note, "saveSessionNote")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def deleteSessionNote(req: https_fn.CallableRequest) -> dict:
    """{noteId} → {id, deleted}; NOT_FOUND unless the caller's."""
    return run_callable(req, writes.NoteIdRequest, writes.delete_session_note, "deleteSessionNote")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def submitCheckin(req: https_fn.CallableRequest) -> dict:
    """A client's own {checkinId?, date?, sleepHours?, stress?, adherencePct?, comment?} → {id, created}."""
    return run_callable(req, writes.SubmitCheckinRequest, writes.submit_checkin, "submitCheckin")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def listConversations(req: https_fn.CallableRequest) -> dict:
    """{limit?, pageToken?} → {conversations (newest first), nextPageToken}."""
    return run_callable(req, history.ListConversationsRequest, history.list_conversations, "listConversations")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def getConversation(req: https_fn.CallableRequest) -> dict:
    """{conversationId, limit?, pageToken?} → {conversationId, …, turns (newest first), nextPageToken}."""
    return run_callable(req, history.GetConversationRequest, history.get_conversation, "getConversation")


@guarded()
@https_fn.on_call(timeout_sec=60, enforce_app_check=APP_CHECK)
def deleteConversation(req: https_fn.CallableRequest) -> dict:
    """{conversationId} → {conversationId, turnsDeleted}; NOT_FOUND unless the caller's."""
    return run_callable(req, history.ConversationRequest, history.delete_conversation, "deleteConversation")


@scheduler_fn.on_schedule(schedule="every day 03:30", timeout_sec=1800)
def purgeAiConversations(event: scheduler_fn.ScheduledEvent) -> None:
    """Daily: AI chat history older than RETENTION_AI_CHAT_DAYS (90) is deleted, audited with counts (shared/usecases/chat/history.py)."""
    history.purge_expired(get_backends())
