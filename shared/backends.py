"""The process's backends, chosen by configuration and created on first use.

`get_backends()` is what entry points call. Tests and the CLI build a
`Backends` directly with the pieces they want. Nothing heavy is imported until
a backend is actually asked for: a production cold start never loads the
local model.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Any, Callable

from shared.config import Settings, get_settings

if TYPE_CHECKING:
    from google.cloud.firestore import Client

    from shared.embedding.base import Embedder
    from shared.vectorstore.base import VectorStore


def make_embedder(settings: Settings) -> "Embedder":
    if settings.embedder == "openai":
        from shared.embedding.openai_embedder import OpenAIEmbedder

        return OpenAIEmbedder.from_settings(settings)
    from shared.embedding.minilm import MiniLMEmbedder

    return MiniLMEmbedder(precision=settings.local_embedder_precision)


def make_vector_store(settings: Settings, dimension: int, db: Callable[[], Any] | None = None) -> "VectorStore":
    """`db`: the Firestore client, asked for only when Pinecone keyword queries need a trainer's IDF."""
    if settings.vector_store == "pinecone":
        from shared.vectorstore.pinecone_store import PineconeStore

        term_weights = None
        if db is not None:
            from shared.keyword_stats import load_stats

            term_weights = lambda trainer_id: load_stats(db(), trainer_id)  # noqa: E731
        store = PineconeStore.from_settings(settings, dimension, term_weights=term_weights)
        # Import the SDK and open the index now, when the store is first asked
        # for, so that a cold instance's first search does not spend its time
        # budget on it.
        store.ensure_index()
        return store
    from shared.vectorstore.local import LocalVectorStore

    return LocalVectorStore(settings.local_store_path)


@dataclass
class Backends:
    """Everything a request needs besides its input. Fields given explicitly win."""

    settings: Settings = field(default_factory=get_settings)
    db_override: Any = None
    embedder_override: Any = None
    store_override: Any = None
    generator_override: Any = None
    # trainer id -> their clients; the benchmarks' histories have no Firestore roster.
    roster_override: Callable[[str], list[Any]] | None = None

    def clients(self, trainer_id: str) -> list[Any]:
        """The trainer's clients (tenancy.ClientRef) that questions can name."""
        if self.roster_override is not None:
            return self.roster_override(trainer_id)
        from shared.tenancy import client_roster

        return client_roster(self.db, trainer_id)

    @cached_property
    def db(self) -> "Client":
        if self.db_override is not None:
            return self.db_override
        from shared.firestore_db import get_db

        return get_db()

    @cached_property
    def embedder(self) -> "Embedder":
        return self.embedder_override or make_embedder(self.settings)

    @cached_property
    def store(self) -> "VectorStore":
        return self.store_override or make_vector_store(self.settings, self.embedder.dimension, db=lambda: self.db)

    @cached_property
    def generator(self) -> Any:
        if self.generator_override is not None:
            return self.generator_override
        from shared.generation import make_generator

        return make_generator(self.settings)


@lru_cache(maxsize=1)
def get_backends() -> Backends:
    return Backends()
