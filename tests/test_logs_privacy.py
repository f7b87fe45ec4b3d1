"""Logs carry ids, counts, latencies and outcomes — never message text, queries or names.

A full flow (indexing, backfill, search, chat, insights, errors, an embedder
whose exception quotes its input, deletion) runs with distinctive canary
strings in every name, message and query; everything logged at the
production level (INFO), as Cloud Logging would receive it, is captured and
searched for them.
"""

from __future__ import annotations

import io
import json
import logging
from typing import Any

import pytest

import main
from shared.usecases import backfill as bf
from shared.usecases.indexing import sync_message
from shared.kernel.logs import ALLOWED_FIELDS, ALLOWED_SUFFIXES, CloudLoggingFormatter, setup_logging
from tests.factories import add_client, add_message, chat_id_for

pytestmark = [pytest.mark.emulator, pytest.mark.heavy(55)]

NAME = "Zebulon Quixplatt"
TEXT = "CANARYTEXT my knee hurts after squats xylophonic"
QUERY = "CANARYQUERY knee soreness zanzibarian"
CANARIES = ("Zebulon", "Quixplatt", "CANARYTEXT", "xylophonic", "CANARYQUERY", "zanzibarian")


@pytest.fixture
def captured(capsys: pytest.CaptureFixture[str]) -> Any:
    """Everything the process logs at INFO, formatted for Cloud Logging, plus raw stdout/stderr."""
    root = logging.getLogger()
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(CloudLoggingFormatter())
    old_level = root.level
    root.setLevel(logging.INFO)
    root.addHandler(handler)
    setup_logging()
    try:
        yield lambda: stream.getvalue() + "".join(capsys.readouterr())
    finally:
        root.removeHandler(handler)
        root.setLevel(old_level)


class LeakyEmbedder:
    """Fails like a careless SDK would: the exception message quotes the input."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.model_id, self.dimension, self.max_input_chars = inner.model_id, inner.dimension, inner.max_input_chars

    def embed(self, texts: Any) -> Any:
        raise ValueError(f"cannot embed {texts!r}")


def test_full_flow_logs_no_content(db: Any, backends: Any, embedder: Any, call_function: Any, captured: Any) -> None:
    add_client(db, "trainer-a", "zeb", NAME)
    add_client(db, "trainer-a", "other", "Other Person")
    add_message(db, "zeb", "m1", TEXT, NAME)
    add_message(db, "zeb", "m2", f"{TEXT} again, sleeping badly", NAME)
    add_message(db, "other", "m3", "ordinary message about sleep", "Other Person")
    backends.settings.relevance_threshold = 0.0

    assert sync_message(backends, chat_id_for("zeb"), "m1").outcome == "indexed"
    backends.__dict__["embedder"] = LeakyEmbedder(embedder)
    assert sync_message(backends, chat_id_for("zeb"), "m2").outcome == "failed"
    backends.__dict__["embedder"] = embedder
    bf.backfill(backends, "trainer-a")

    status, body = call_function(main.semanticSearch, {"query": QUERY}, uid="trainer-a")
    assert status == 200 and "CANARYTEXT" in json.dumps(body)  # the canary is really in the data
    call_function(main.semanticSearch, {"query": QUERY, "clientId": "someone-elses"}, uid="trainer-a")
    call_function(main.semanticSearch, {"query": QUERY * 40}, uid="trainer-a")  # too long: validation error
    call_function(main.semanticSearch, {"query": QUERY, "trainerId": NAME}, uid="trainer-a")
    call_function(main.semanticSearch, {"query": QUERY}, uid=None)
    call_function(main.semanticSearch, None, uid="trainer-a", raw_body="{" + QUERY)
    if hasattr(main, "chatWithAI"):
        call_function(main.chatWithAI, {"message": f"What did {NAME} say about {QUERY}?"}, uid="trainer-a")
        call_function(main.chatWithAI, {"message": f"{QUERY} and the knee", "clientId": "zeb"}, uid="trainer-a")
    if hasattr(main, "generateClientInsights"):
        call_function(main.generateClientInsights, {"clientId": "zeb"}, uid="trainer-a")
    call_function(main.deleteClient, {"clientId": "zeb"}, uid="trainer-a")

    output = captured()
    entries = [json.loads(line) for line in output.splitlines() if line.startswith("{")]
    assert len(entries) >= 10, output[:2000]  # the flow really logged
    assert {"callable", "backfill", "embed_failed"} <= {e["message"] for e in entries}
    for canary in CANARIES:
        assert canary not in output, f"{canary!r} leaked into the logs"
    for e in entries:
        extra = set(e) - {"severity", "message", "time", "logger", "droppedFields"}
        assert all(k in ALLOWED_FIELDS or k.endswith(ALLOWED_SUFFIXES) for k in extra), e


def test_formatter_drops_unlisted_fields_arguments_and_tracebacks() -> None:
    logger = logging.getLogger("privacy-unit")
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(CloudLoggingFormatter())
    logger.addHandler(handler)
    logger.propagate = False
    try:
        logger.warning("search %s", QUERY, extra={"json_fields": {"query": QUERY, "text": TEXT, "senderName": NAME,
                                                                 "trainerId": "t1", "resultCount": 3,
                                                                 "latencyMs": 12.5, "outcome": "ok"}})
        try:
            raise RuntimeError(f"boom {TEXT}")
        except RuntimeError:
            logger.exception("failed", extra={"json_fields": {"chatId": "c1"}})
    finally:
        logger.removeHandler(handler)
    first, second = (json.loads(line) for line in stream.getvalue().splitlines())
    assert first == {**first, "severity": "WARNING", "message": "search %s", "trainerId": "t1", "resultCount": 3,
                     "latencyMs": 12.5, "outcome": "ok", "droppedFields": 3}
    assert not {"query", "text", "senderName"} & set(first)
    assert second["errorClass"] == "RuntimeError" and second["chatId"] == "c1" and second["severity"] == "ERROR"
    assert all(c not in stream.getvalue() for c in CANARIES)


def test_fuzzed_calls_leave_no_caller_text_in_logs_or_audit(db: Any, backends: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """The fuzz suite's payloads (marker words in every free-text value and every unknown id), on every
    callable, with a low rate limit so refusals are logged too: 0 marker words in any log line (as Cloud
    Logging would receive it, plus raw stdout/stderr) and in any audit record."""
    import json as _json

    from hypothesis import HealthCheck, given, settings as hsettings

    from shared.usecases import audit
    from tests.fuzz_cases import CALLERS, MARKERS, MODELS, CapturedLogs, Fuzzer, marker_count, payloads
    from tests.hash_embedder import HashEmbedder
    from tests.test_fuzz_callables import seed_world

    backends.settings.rate_limit_per_minute = 40
    backends.__dict__["embedder"] = HashEmbedder()
    seed_world(db, backends)
    fuzzer = Fuzzer(backends)
    audited: dict[str, dict[str, Any]] = {}  # read after each callable: deleteTrainerAccount sweeps auditLog today
    with CapturedLogs() as logs:
        for name, model in MODELS.items():

            @hsettings(max_examples=45, deadline=None, derandomize=True, database=None,
                       suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
            @given(data=payloads(model), uid=CALLERS)
            def run(data: Any, uid: str) -> None:
                fuzzer.call(name, _json.dumps({"data": data}), uid=uid, stream=name == "chatWithAI" and uid == "trainer-b")

            run()
            audited.update({s.id: s.to_dict() for s in db.collection(audit.COLLECTION).stream()})
        # Unknown ids the callers sent, refused as NOT_FOUND: none of them may be stored as sent.
        for field, name in (("clientId", "deleteClient"), ("clientId", "semanticSearch"), ("insightId", "reviewInsight")):
            data = {"clientId": f"{MARKERS[0]}-nobody", "insightId": f"{MARKERS[1]}-nothing", "decision": "approve",
                    "query": "knee"}
            model_fields = MODELS[name].model_fields
            fuzzer.call(name, _json.dumps({"data": {k: v for k, v in data.items() if k in model_fields}}), uid="stranger")
    output = logs.text() + "".join(capsys.readouterr())
    audited.update({s.id: s.to_dict() for s in db.collection(audit.COLLECTION).stream()})
    records = list(audited.values())
    assert fuzzer.stats["cases"] >= 300 and len(records) >= 100  # the run really happened and was audited
    assert fuzzer.stats["refused:NOT_FOUND"] > 0 and fuzzer.stats["refused:INVALID_ARGUMENT"] > 0
    assert marker_count(output) == 0, [line for line in output.splitlines() if marker_count(line)][:5]
    assert marker_count(_json.dumps(records, default=str)) == 0
    assert any("clientIdHash" in r for r in records)  # unknown client ids were audited, as a digest
