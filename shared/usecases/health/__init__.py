"""The client's health data (metrics, goals, lab results) as cited records: render (pure) and sync (Firestore → index)."""
