"""What the entry points call: search, chat, insights, sources, backfill, reconcile, retention, deletion."""
