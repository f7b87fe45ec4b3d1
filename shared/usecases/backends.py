"""The process's backends, chosen by configuration and created on first use.

`get_backends()` is what entry points call. Tests and the CLI build a
`Backends` directly with the pieces they want. Nothing heavy is imported until
a backend is actually asked for: a production cold start never loads the
local model.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from shared.kernel.config import Settings, get_settings

log = logging.getLogger(__name__)
T = TypeVar("T")

if TYPE_CHECKING:
    from google.cloud.firestore import Client

    from shared.ports.documents import DocumentStore
    from shared.ports.embedder import Embedder
    from shared.ports.generator import JsonGenerator
    from shared.ports.vectorstore import VectorStore


def make_embedder(settings: Settings) -> "Embedder":
    """The configured embedder, loaded: its SDK imported or its model in memory.

    Loading is cold start, done when the embedder is first asked for, so that
    a cold instance's first search does not spend its time budget on it.
    """
    if settings.embedder == "openai":
        from shared.adapters.embedding.openai_embedder import OpenAIEmbedder

        embedder = OpenAIEmbedder.from_settings(settings)
        embedder.load()
        return embedder
    from shared.adapters.embedding.minilm import MiniLMEmbedder

    local = MiniLMEmbedder(precision=settings.local_embedder_precision)
    local.embed(["warm-up"])  # the model loads on first use (0.4-0.6 s); a few ms once loaded
    return local


def vector_store_class(settings: Settings) -> type["VectorStore"]:
    """The configured store's class, imported but not built: what it declares on its class
    (`VectorStore.counts_term_stats`) is read without opening Pinecone's index."""
    if settings.vector_store == "pinecone":
        from shared.adapters.vectorstore.pinecone_store import PineconeStore

        return PineconeStore
    from shared.adapters.vectorstore.local import LocalVectorStore

    return LocalVectorStore


def make_vector_store(settings: Settings, dimension: int, db: Callable[[], Any] | None = None) -> "VectorStore":
    """`db`: the Firestore client, asked for only when Pinecone keyword queries need a trainer's IDF."""
    if settings.vector_store == "pinecone":
        from shared.adapters.vectorstore.pinecone_store import PineconeStore

        term_weights = None
        if db is not None:
            from shared.adapters.keyword_stats import load_stats

            term_weights = lambda trainer_id: load_stats(db(), trainer_id)  # noqa: E731
        store = PineconeStore.from_settings(settings, dimension, term_weights=term_weights)
        # Import the SDK and open the index now, when the store is first asked
        # for, so that a cold instance's first search does not spend its time
        # budget on it.
        store.ensure_index()
        return store
    from shared.adapters.vectorstore.local import LocalVectorStore

    return LocalVectorStore(settings.local_store_path)


def make_json_generator(settings: Settings) -> "JsonGenerator | None":
    """A chat model held to a JSON schema (the `JsonGenerator` port; OpenAI's adapter shares the chat
    generator's client, timeout and retry): with GENERATOR=openai and a key. None otherwise: the offline
    configuration offers none, and neither does one without a key (what a use case does then is its
    own: the insights draft with templates, shared/usecases/insights/drafting.py)."""
    if settings.generator != "openai" or settings.openai_api_key is None:
        return None
    from shared.adapters.generation.openai_generator import OpenAIJsonGenerator

    return OpenAIJsonGenerator.from_settings(settings)


class NoDocumentStore(RuntimeError):
    """A Backends declared `offline` was asked for its Firestore client."""


def _no_clients(trainer_id: str) -> list[Any]:
    return []


@dataclass(frozen=True)
class Offline:
    """How a Backends runs without Firestore: the benchmarks that search a history
    straight from a file (bench.recall, bench.scale, bench.calibrate, …).

    What a search would read from Firestore comes from here instead: `roster`
    gives a trainer's clients (the names a question may use; none by default,
    so every name in a question is checked against the history itself), and
    there are no circles. Asking such a Backends for `db` raises
    NoDocumentStore, so a read nobody planned for fails loudly instead of
    reaching for whatever Firestore the environment names.
    """

    roster: Callable[[str], list[Any]] = _no_clients


@dataclass
class Backends:
    """Everything a request needs besides its input. Fields given explicitly win."""

    settings: Settings = field(default_factory=get_settings)
    db_override: Any = None
    embedder_override: Any = None
    store_override: Any = None
    generator_override: Any = None
    # Set: there is no Firestore (the benchmarks' histories); see `Offline`.
    offline: Offline | None = None
    # Per instance: a search reads the roster (names a question may use) on every
    # call; a Firestore round trip saved per request. A client this instance
    # saves is seen at once (forget_clients); one saved elsewhere within this long.
    roster_ttl_s: float = 30.0
    _rosters: dict[str, tuple[float, list[Any]]] = field(default_factory=dict, repr=False, compare=False)
    _group_chats: dict[tuple[str, str], tuple[float, tuple[str, ...]]] = field(
        default_factory=dict, repr=False, compare=False)
    _made: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def clients(self, trainer_id: str) -> list[Any]:
        """The trainer's clients (tenancy.ClientRef) that questions can name."""
        if self.offline is not None:
            return self.offline.roster(trainer_id)
        from shared.usecases.tenancy import client_roster

        now = time.monotonic()
        cached = self._rosters.get(trainer_id)
        if cached is not None and now - cached[0] < self.roster_ttl_s:
            return cached[1]
        roster = client_roster(self.documents, trainer_id)
        self._rosters[trainer_id] = (now, roster)
        return roster

    def forget_clients(self, trainer_id: str) -> None:
        """Drop the cached roster after this instance changed it."""
        self._rosters.pop(trainer_id, None)

    def group_chats(self, trainer_id: str, client_id: str) -> tuple[str, ...]:
        """The trainer's group chats this client is a member of (tenancy.client_group_chats), kept
        per instance as long as the roster: a search scoped to the client reaches the trainer's own
        messages there (QueryFilter.group_chats). None without Firestore."""
        if self.offline is not None:
            return ()
        from shared.usecases.tenancy import client_group_chats

        now = time.monotonic()
        cached = self._group_chats.get((trainer_id, client_id))
        if cached is not None and now - cached[0] < self.roster_ttl_s:
            return cached[1]
        chats = client_group_chats(self.documents, trainer_id, client_id)
        self._group_chats[(trainer_id, client_id)] = (now, chats)
        return chats

    @cached_property
    def db(self) -> "Client":
        if self.db_override is not None:
            return self.db_override
        if self.offline is not None:
            raise NoDocumentStore("this Backends runs offline: it has no Firestore")
        from shared.adapters.firestore_db import get_db

        return get_db()

    @cached_property
    def documents(self) -> "DocumentStore":
        """Paged reads and conditional writes on `db` (and the derived kinds' reads): the use cases'
        port to the document store's mechanics. Offline, asking for it raises NoDocumentStore."""
        from shared.adapters.firestore_documents import FirestoreDocuments

        return FirestoreDocuments(self.db)

    @cached_property
    def embedder(self) -> "Embedder":
        return self.embedder_override or make_embedder(self.settings)

    @cached_property
    def store(self) -> "VectorStore":
        return self.store_override or make_vector_store(self.settings, self.embedder.dimension, db=lambda: self.db)

    @property
    def store_class(self) -> type["VectorStore"]:
        """The class of `store`, without building it: for what a store declares on its class."""
        if "store" in self.__dict__ or self.store_override is not None:
            return type(self.store)
        return vector_store_class(self.settings)

    @cached_property
    def generator(self) -> Any:
        if self.generator_override is not None:
            return self.generator_override
        from shared.adapters.generation import make_generator

        return make_generator(self.settings)

    @cached_property
    def json_generator(self) -> "JsonGenerator | None":
        """The model held to a JSON schema, or None (`make_json_generator`)."""
        return make_json_generator(self.settings)

    def made(self, key: str, make: Callable[["Backends"], T]) -> T:
        """What a use case builds from these backends once per instance, kept under the key it declares
        (the insights' drafter: shared/usecases/insights/drafting.py, `drafter`). The root names no use
        case: each declares its own."""
        if key not in self._made:
            self._made[key] = make(self)
        return self._made[key]


@lru_cache(maxsize=1)
def get_backends() -> Backends:
    return Backends()
