"""The one place an `openai.OpenAI` client is made (embedder, chat generator, insight drafter).

The SDK is imported here, lazily: nothing heavy at import time. `base_url`
is the test seam (tests/standins/ serves the OpenAI HTTP API), so the real
SDK code runs in tests. Retries default to none: each caller retries within
its own deadline (shared/kernel/deadline.py) rather than the SDK's schedule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import openai

    from shared.kernel.config import Settings


def make_client(api_key: str | None, base_url: str | None, timeout_s: float, max_retries: int = 0) -> "openai.OpenAI":
    import openai

    return openai.OpenAI(api_key=api_key, base_url=base_url, timeout=timeout_s, max_retries=max_retries)


def client_from_settings(settings: "Settings", max_retries: int = 0) -> Any:
    """A client for the configured endpoint (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_TIMEOUT_S)."""
    key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else None
    return make_client(key, settings.openai_base_url, settings.openai_timeout_s, max_retries)
