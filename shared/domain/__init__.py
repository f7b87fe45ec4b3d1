"""Pure rules: ranking, calibration, citations, prompts, vocabulary, query dates, source kinds, insight detectors."""
