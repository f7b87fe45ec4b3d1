"""One settings object for the whole backend, read from the environment.

Every backend choice (local vs production) is configuration: `EMBEDDER=openai`
and `VECTOR_STORE=pinecone` move the same code to the managed services.
Secrets (API keys) arrive as environment variables that Firebase fills from
Secret Manager in production; they are `SecretStr` so they never print.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parents[2]  # shared/kernel/config.py


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="", extra="ignore", case_sensitive=False)

    # Backends
    embedder: Literal["local", "openai"] = "local"
    vector_store: Literal["local", "pinecone"] = "local"
    generator: Literal["extractive", "openai"] = "extractive"

    # Local backends
    # int8: the re-quantised MiniLM (about 2x faster, cosine ~0.99 to fp32);
    # fp32: the wheel's file as shipped. Different vector spaces (model ids).
    local_embedder_precision: Literal["int8", "fp32"] = "int8"
    local_store_path: Path = Field(default=REPO_ROOT / ".local" / "vectors.sqlite3")

    # OpenAI
    openai_api_key: SecretStr | None = None
    openai_base_url: str | None = None
    openai_embedding_model: str = "text-embedding-3-small"
    openai_chat_model: str = "gpt-4o-mini"
    openai_timeout_s: float = 20.0

    # Pinecone
    pinecone_api_key: SecretStr | None = None
    pinecone_host: str | None = None  # data-plane host; if unset, resolved from the index name
    pinecone_index: str = "trainer-brain"
    pinecone_cloud: str = "aws"
    pinecone_region: str = "us-east-1"

    # Search behaviour (product contract)
    relevance_threshold: float = Field(default=0.7, ge=0.0, le=1.0)
    # One budget for everything a search does before it answers: query
    # embedding, keyword statistics, every vector-store request (shared/kernel/deadline.py).
    search_timeout_s: float = Field(default=5.0, gt=0)

    # Chat
    context_token_budget: int = 4000
    # chatWithAI's generator, whole answer or whole stream (retrieval has the search budget).
    generation_timeout_s: float = Field(default=20.0, gt=0)

    # Firestore
    gcp_project: str = Field(
        default="demo-trainer-brain",
        validation_alias=AliasChoices("GOOGLE_CLOUD_PROJECT", "GCLOUD_PROJECT"),
    )

    # Rate limiting (per trainer, per callable, per minute)
    rate_limit_per_minute: int = 60
    # Calls of one trainer in progress at once on one instance (any callables); 0 = no cap.
    # The app makes a few at a time; a flood's excess is refused at once, before any I/O.
    max_in_flight_per_trainer: int = 4
    # Of a trainer's per-minute calls of one callable, at most this many at once on one
    # instance, then one every 60/limit s (shared/usecases/ratelimit.py, `Bursts`); 0 = no burst limit.
    # 20: a third of the default limit, above what an app asks in a row (the load benchmark's normal
    # trainer: 15 searches in 3-4 s, which 10 refused on a quiet machine).
    rate_limit_burst: int = Field(default=20, ge=0)
    # Revocation (functions/auth_status.py): a call is decided on the caller's account state
    # (revoked, disabled, deleted) looked up in Auth at most this long ago, per uid and
    # instance; 0 = off (tokens trusted until they expire, as the callable SDK does).
    auth_recheck_s: float = Field(default=60.0, ge=0)
    # Auth unreachable: the last state is used while it is at most this old, then UNAVAILABLE.
    auth_max_stale_s: float = Field(default=300.0, ge=0)
    # How long an instance reuses a trainer's circles (shared/usecases/circles/context.py):
    # a search would otherwise read them on every call. Changes made on another instance
    # are seen within this long; 0 reads them on every search (the client suite does).
    circles_cache_ttl_s: float = 30.0

    # Firebase App Check on every callable (functions/deploy_params.py): off
    # unless configured; production's dotenv sets it; never on the emulators.
    enforce_app_check: bool = False

    # The app's message and chat fields (docs/DATA_MODEL.md, "The app's schema").
    # The backend does not own the app's data: these name what it reads. A
    # message's date is the first of `message_timestamp_fields` present, a
    # Firestore Timestamp or an epoch number (milliseconds, as the app writes
    # them; `message_epoch_unit` says how to read numbers).
    message_timestamp_fields: tuple[str, ...] = ("timestamp", "createdAt")
    message_epoch_unit: Literal["auto", "ms", "s"] = "auto"
    message_sender_field: str = "senderId"
    message_sender_name_field: str = "senderName"
    chat_participants_fields: tuple[str, ...] = ("participants", "participantIds")


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, read once (tests call `get_settings.cache_clear()`)."""
    return Settings()
