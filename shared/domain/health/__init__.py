"""Health data rendered as text (pure)."""
