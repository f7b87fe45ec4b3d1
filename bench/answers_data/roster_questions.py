"""Trainer questions over the synthetic roster (roster.json); see demo_questions.py for the format."""

from __future__ import annotations

from bench.answers_data.authoring import Q, m  # noqa: F401

QUESTIONS: list[Q] = []
