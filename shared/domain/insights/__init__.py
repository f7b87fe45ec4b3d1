"""Insight rules: detectors, check-in and metric rules, vocabulary, policy, models (pure)."""
