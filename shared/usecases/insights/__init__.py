"""Proactive insights: detect patterns in a client's week, draft, dedupe, queue for review.

Pipeline (one module per step):
    sources    → a client's recent messages, check-ins and session notes (delivered insights skipped)
    detectors  → patterns (stress, pain, adherence drop, milestone) — pure functions
    vocabulary → negation-aware keyword classification of one text
    checkins   → check-in rules: strained check-in, adherence drop, missed check-ins
    drafting   → title / client message / actions (OpenAI with a JSON schema, or offline templates)
    policy     → no spam: rate limits, cooldown, duplicates — pure functions
    store      → `insights/{id}` with deterministic ids, `insightAttempts` audit log
    weekly     → weekly summary notes, embedded as long-term memory
    run        → the scheduled run and the on-demand run for one client
    events     → the same per-client run on a check-in, message or session note (debounced)
    review     → approve / reject by the owning trainer
    delivery   → an approved insight becomes a chat message and a notification, once
    preferences→ the trainer's opt-in to auto-send the stress follow-up

Nothing heavy is imported here: entry points import the submodules they need.
"""
