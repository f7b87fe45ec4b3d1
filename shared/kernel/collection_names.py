"""Every Firestore collection this backend reads or writes, named once.

A leaf module (imports nothing) so that any layer may name a collection
without importing the module that owns it. docs/DATA_MODEL.md describes
each document's fields.
"""

from __future__ import annotations

# Written by the app; read (and for sources, indexed) here.
TRAINERS = "trainers"
CLIENTS = "clients"
CHATS = "chats"
MESSAGES = "messages"  # chats/{chatId}/messages/{messageId}
CLIENT_PROFILES = "clientProfiles"
SESSION_NOTES = "sessionNotes"
TRANSCRIPTS = "transcripts"
CHECKINS = "checkins"
HEALTH_METRICS = "healthMetrics"
HEALTH_GOALS = "healthGoals"
LAB_RESULTS = "labResults"
CLIENT_PLANS = "clientPlans"

# Written by this backend.
LEDGER = "vectorIndex"  # vectorIndex/{vectorId}: one entry per indexed (or failed) vector
WEEKLY_NOTES = "weeklyNotes"
KEYWORD_STATS = "keywordStats"
CALIBRATIONS = "calibrations"
CONVERSATIONS = "aiConversations"
TURNS = "turns"  # aiConversations/{id}/turns/{turnId}
INSIGHTS = "insights"
INSIGHT_ATTEMPTS = "insightAttempts"
INSIGHT_LOCKS = "insightLocks"
INSIGHT_TRIGGERS = "insightTriggers"
INSIGHT_PREFERENCES = "insightPreferences"
NOTIFICATIONS = "notifications"
AUDIT_LOG = "auditLog"
RATE_LIMITS = "rateLimits"
BACKFILL_RUNS = "backfillRuns"
RECONCILE_RUNS = "reconcileRuns"
