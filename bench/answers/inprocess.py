"""--mode in-process: the library calls the callables make, in this process.

`shared.usecases.search.semantic_search` and `shared.usecases.chat.service.answer` with the
local backends (the configured embedder, a throwaway SQLite store, the
extractive generator) over a Firestore emulator of its own on a free port.
Fast, for tuning; the callables add only auth, rate limits and the wire format.
One asker holds one data set, in a store and an emulator of its own. With
`--store pinecone-standin` the store is `PineconeStore` over the Pinecone
HTTP stand-in instead of the SQLite store, to compare the two backends.

Any embedder (`embedder`: bench/embedders.py): one without its own fits gets the
deployment's cosine maps fitted from the loaded messages by
`calibration_fit.refresh`, as refreshCalibration would (`calibration="deployment"`),
or none (the state before the first refresh). `veto` switches the answerability
model: "fitted" as the product chooses it, "off", or "unmapped" (the reference
model's on raw cosines, to measure what a fallback without maps would do).
"""

from __future__ import annotations

import os
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import SecretStr

from bench.answers.loading import asked_at, default_asked_at, index_messages, write_weekly_notes
from bench.answers.questions import Question
from bench.answers.scoring import ChatReply, SearchReply

PROJECT = "demo-bench-answers"
STORES = ("local", "pinecone-standin")
_ENV = ("FIRESTORE_EMULATOR_HOST", "GOOGLE_CLOUD_PROJECT", "GCLOUD_PROJECT")


class InProcessAsker:
    mode = "in-process"

    def __init__(self, name: str, data: dict[str, Any], weekly_notes: bool = True, log: Any = print,
                 emulator_host: str | None = None, project: str = PROJECT, store: str = "local",
                 circles: bool = True, embedder: str | None = None, calibration: str = "deployment",
                 veto: str = "fitted") -> None:
        """`emulator_host`: a running Firestore emulator to use (else one is started on a free port).

        `store`: "local" (the SQLite store) or "pinecone-standin" (`PineconeStore` and the real
        `pinecone` SDK over HTTP to tests/standins/pinecone_server.py, keyword statistics refreshed
        after loading as refreshKeywordStats would).
        """
        # `circles`: create the data set's circles (its `circles` list) after indexing, as a trainer would.
        self.circles = circles
        if store not in STORES:
            raise ValueError(f"store must be one of {STORES}")
        self.store = store
        self.embedder_name, self.calibration, self.veto = embedder, calibration, veto
        self._veto: Any = None
        self._standin: Any = None
        self.datasets = {name: data}
        self.emulator_host = emulator_host
        self.project = project
        self.weekly_notes = weekly_notes
        self.log = log
        self.defaults = {name: default_asked_at(data)}
        self._emulator: Any = None
        self.backends: Any = None
        self.load_info: dict[str, Any] = {}

    def __enter__(self) -> "InProcessAsker":
        from shared.adapters.firestore_db import make_client  # bounded retries, as the product's own client

        from demo.dataset import write_chats
        from shared.usecases.backends import Backends
        from shared.kernel.config import Settings
        from shared.usecases.sources.loader import load_sources
        from tools import firestore_emulator

        if self.emulator_host is None:
            self._emulator = firestore_emulator.start()
        host = self.emulator_host or self._emulator.host
        firestore_emulator.Emulator(host, None).reset(self.project)  # a fresh project, also on a shared emulator
        # The Firestore client finds the emulator through the environment when it is
        # created; the caller's environment is given back on exit.
        self._saved_env = {k: os.environ.get(k) for k in _ENV}
        os.environ.update({"FIRESTORE_EMULATOR_HOST": host, "GOOGLE_CLOUD_PROJECT": self.project,
                           "GCLOUD_PROJECT": self.project})
        self._tmp = tempfile.TemporaryDirectory(prefix="bench-answers-")
        settings = Settings(local_store_path=Path(self._tmp.name) / "vectors.sqlite3", generator="extractive",
                            rate_limit_per_minute=0, GOOGLE_CLOUD_PROJECT=self.project)
        embedder = None
        if self.embedder_name is not None:
            from bench.embedders import by_name
            from bench.recall import CachingEmbedder

            embedder = CachingEmbedder(by_name(self.embedder_name))
        if self.store == "pinecone-standin":
            from shared.usecases.backends import make_embedder
            from tests.standins.pinecone_server import PineconeStandin

            embedder = embedder or make_embedder(settings)
            self._standin = PineconeStandin(dimension=embedder.dimension).__enter__()
            settings = settings.model_copy(update={"vector_store": "pinecone", "pinecone_host": self._standin.url,
                                                   "pinecone_api_key": SecretStr("bench")})
        # The product's client (shared/adapters/firestore_db.py: retries bounded, each RPC capped to the
        # request's deadline). A plain client retried a read for minutes after a chat had moved on, and a
        # step still retrying against the emulator stopped at exit held the finished run open.
        self.backends = Backends(settings=settings, db_override=make_client(self.project),
                                 embedder_override=embedder)
        try:
            self._load(write_chats, load_sources)
            self._calibrate()
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def _load(self, write_chats: Any, load_sources: Any) -> None:
        for name, data in self.datasets.items():
            t = time.perf_counter()
            write_chats(self.backends.db, data)
            n = index_messages(self.backends, data)
            sources = load_sources(self.backends, data)
            from shared.usecases.health.loader import load_health

            health = load_health(self.backends, data)  # the callables' validated writes, then the triggers' sync
            if self.store == "pinecone-standin":
                from shared.usecases import keyword_stats

                keyword_stats.refresh_all(self.backends)  # what the end of a backfill and the daily job do
            from shared.usecases.circles.loader import load_circles

            # After indexing: a circle takes its manual records and automatic members from the index.
            circles = load_circles(self.backends, data) if self.circles else {"circles": 0, "manual": 0}
            notes = write_weekly_notes(self.backends, data) if self.weekly_notes else 0
            seconds = round(time.perf_counter() - t, 1)
            self.load_info[name] = {"messages": n, "sources": {k: v["documents"] for k, v in sources.items()},
                                    "health": health["documents"], "weeklyNotes": notes, "circles": circles["circles"],
                                    "loadSeconds": seconds}
            self.log(f"loaded {name}: {n} messages, {sum(v['documents'] for v in sources.values())} source "
                     f"documents, {notes} weekly notes, {circles['circles']} circles in {seconds} s")
        self.embedding_model = self.backends.embedder.model_id

    def _calibrate(self) -> None:
        """The deployment's cosine maps (or none), and the veto as asked."""
        from shared.domain import calibration as calibration_module
        from shared.usecases import calibration_fit

        model_id = self.backends.embedder.model_id
        calibration_module._SELF_FITS.pop(model_id, None)  # this data set's own fit, not another's
        calibration_module.calibration_for.cache_clear()
        calibration_fit._loaded_at[model_id] = float("inf")  # only what is fitted here is used
        if self.calibration == "deployment" and not calibration_fit.has_own_fits(model_id):
            from shared.adapters.embedding.minilm import MiniLMEmbedder

            result = calibration_fit.refresh(self.backends, reference=MiniLMEmbedder())
            self.load_info[next(iter(self.datasets))]["calibration"] = result
            self.log(f"deployment calibration for {model_id}: {result}")
        from bench.embedders import veto

        self._veto = veto(self.veto)
        self._veto.__enter__()

    def __exit__(self, *exc: Any) -> None:
        if self._veto is not None:
            self._veto.__exit__(None, None, None)
        try:
            if self.backends is not None:
                self.backends.store.close()
        finally:
            if self._standin is not None:
                self._standin.__exit__(None, None, None)
            if self._emulator is not None:
                self._emulator.stop()
            self._tmp.cleanup()
            for key, value in self._saved_env.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value

    def skip_reason(self, q: Question) -> str | None:
        return None  # the clock is passed in: every question is asked at its asked_at

    def search(self, q: Question, conversation_id: str | None = None) -> SearchReply:
        from shared.kernel.errors import BrainError
        from shared.domain.models import SearchRequest
        from shared.usecases.search import semantic_search

        # Asked at the question's clock, as the chat is: "last month" means the same period to both.
        now: datetime = asked_at(q, self.defaults)
        t = time.perf_counter()
        try:
            response = semantic_search(self.backends, q.trainer, SearchRequest(query=q.question, limit=10,
                                                                                clientId=q.client,
                                                                                conversationId=conversation_id),
                                       now=now)
        except BrainError as exc:
            return SearchReply([], _ms(t), error=type(exc).__name__)
        ms = _ms(t)
        ids = [r.messageId for r in response.results]
        return SearchReply(ids, ms, top_score=response.results[0].score if response.results else None)

    def chat(self, q: Question, conversation_id: str | None) -> ChatReply:
        from shared.usecases.chat import service
        from shared.usecases.chat.models import ChatRequest
        from shared.kernel.errors import BrainError

        now: datetime = asked_at(q, self.defaults)
        t = time.perf_counter()
        try:
            reply = service.answer(self.backends, q.trainer, ChatRequest(message=q.question,
                                                                         conversationId=conversation_id), now=now)
        except BrainError as exc:
            return ChatReply(False, [], _ms(t), error=type(exc).__name__)
        return ChatReply(reply.hasContext, [s.messageId for s in reply.sources], _ms(t), reply.conversationId,
                         reply.response)


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 2)
