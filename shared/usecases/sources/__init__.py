"""Sources beyond chat messages: client profiles, session notes, transcripts, check-ins.

Each lives in its own Firestore collection (docs/DATA_MODEL.md, "sources") and
is indexed into the same per-trainer vector index as messages, typed by the
`sourceType` metadata key so searches can filter and answers can cite it.
"""
