"""Circles: the trainer's own organisation of memory ("knee rehab", "marathon block").

models.py (wire format) → service.py (use cases the callables run) →
store.py (Firestore documents) and centroids.py (vectors); ranking.py is the
one step retrieval calls (shared/domain/retrieval.py).
"""
