"""Proactive insights: detect patterns in a client's week, draft, dedupe, queue for review.

Pipeline (one module per step):
    sources    → a client's recent messages from Firestore
    detectors  → patterns (stress, pain, adherence drop, milestone) — pure functions
    drafting   → title / client message / actions (OpenAI JSON mode or offline templates)
    policy     → no spam: rate limits, cooldown, duplicates — pure functions
    store      → `insights/{id}` with deterministic ids, `insightAttempts` audit log
    weekly     → weekly summary notes, embedded as long-term memory
    run        → the scheduled run and the on-demand run for one client
    review     → approve / reject by the owning trainer

Nothing heavy is imported here: entry points import the submodules they need.
"""
