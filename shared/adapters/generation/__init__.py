"""Answer generation behind one interface (see base.py): OpenAI or the offline extractive answerer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.kernel.config import Settings

if TYPE_CHECKING:
    from shared.ports.generator import Generator


def make_generator(settings: Settings) -> "Generator":
    """GENERATOR=openai uses chat completions; the default needs no account."""
    if settings.generator == "openai":
        from shared.adapters.generation.openai_generator import OpenAIGenerator

        return OpenAIGenerator.from_settings(settings)
    from shared.adapters.generation.extractive import ExtractiveGenerator

    return ExtractiveGenerator()
