"""backfill in its steps (shared/usecases/backfill.py), no emulator: the walk's checkpoints, progress and budget.

tests/test_backfill.py proves the run on the emulator (idempotence, resuming, failures retried); these pin
when the walk saves its checkpoint and reports progress, where the budget stops it, and the final pass.
"""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest

from shared.usecases import backfill as bf
from shared.usecases.tenancy import ChatInfo


class _Run:
    """A run whose saves record the checkpoint they wrote."""

    def __init__(self, checkpoint):
        self.checkpoint, self.trainer_id, self.saves = checkpoint, "t1", []

    def save(self, done=False):
        cp = self.checkpoint
        self.saves.append((cp.chat_cursor, cp.chat_cursor_current, cp.message_cursor, cp.summary.chats_done, done))


@pytest.fixture
def walk(monkeypatch):
    """Two chats of three and one messages, pages of two; the pages each chat was read after."""
    messages = {"c1": ["a", "b", "c"], "c2": ["d"]}
    read_after: dict[str, str | None] = {}

    def chats(db, trainer_id, after):
        return [ChatInfo(c, trainer_id, None) for c in sorted(messages) if after is None or c > after]

    def pages(db, chat_id, size, after):
        read_after[chat_id] = after
        ids = [m for m in messages[chat_id] if after is None or m > after]
        return [[SimpleNamespace(id=m) for m in ids[i : i + size]] for i in range(0, len(ids), size)]

    def index_page(backends, chat, page, summary, retry_failed):
        summary.scanned += len(page)

    monkeypatch.setattr(bf, "_chats", chats)
    monkeypatch.setattr(bf, "_message_pages", pages)
    monkeypatch.setattr(bf, "index_page", index_page)
    return read_after


def test_the_walk_saves_and_reports_after_each_page_and_saves_after_each_chat(walk):
    run = _Run(bf._Checkpoint(bf.BackfillSummary("r")))
    reported: list[int] = []
    stopped = bf._index_chats(SimpleNamespace(db=None), run, 2, True, lambda s: reported.append(s.scanned), lambda n: False)
    assert stopped is False
    assert run.saves == [
        (None, "c1", "b", 0, False),
        (None, "c1", "c", 0, False),
        ("c1", None, None, 1, False),
        ("c1", "c2", "d", 1, False),
        ("c2", None, None, 2, False),
    ]
    assert reported == [2, 3, 4]


def test_the_budget_stops_after_a_page_and_the_chat_stays_in_progress(walk):
    run = _Run(bf._Checkpoint(bf.BackfillSummary("r")))
    assert bf._index_chats(SimpleNamespace(db=None), run, 2, True, None, lambda n: n >= 1) is True
    assert run.saves == [(None, "c1", "b", 0, False)]


def test_a_resumed_walk_reads_the_message_cursor_only_in_the_chat_in_progress(walk):
    cp = bf._Checkpoint(bf.BackfillSummary("r", resumed=True), chat_cursor=None, chat_cursor_current="c1", message_cursor="b")
    run = _Run(cp)
    bf._index_chats(SimpleNamespace(db=None), run, 2, True, None, lambda n: False)
    assert walk == {"c1": "b", "c2": None}
    assert cp.summary.scanned == 2 and cp.summary.chats_done == 2


def test_the_budget_of_pages_and_of_seconds():
    now = time.perf_counter()
    assert bf._out_of_budget(now, 3, None, None) is False
    assert bf._out_of_budget(now, 3, 3, None) is True
    assert bf._out_of_budget(now, 2, 3, None) is False
    assert bf._out_of_budget(now - 10, 1, None, 5.0) is True
    assert bf._out_of_budget(now, 1, None, 60.0) is False


def test_the_final_pass_retries_failed_entries_only_when_asked_and_marks_the_run_done(monkeypatch):
    calls: list[str] = []
    monkeypatch.setattr(bf, "_backfill_derived", lambda b, t, s: calls.append("derived"))
    monkeypatch.setattr(bf, "_retry_failed_entries", lambda b, t, s: calls.append("retry"))
    monkeypatch.setattr(bf, "_refresh_keyword_stats", lambda b, t: calls.append("stats"))
    for asked, expected in ((True, ["derived", "retry", "stats"]), (False, ["derived", "stats"])):
        calls.clear()
        summary = bf.BackfillSummary("r")
        bf._final_pass(None, "t1", summary, asked)
        assert calls == expected and summary.done is True


def test_a_stopped_run_skips_the_final_pass_and_is_saved_running(monkeypatch):
    saved: list[bool] = []
    reported: list[bool] = []
    checkpoint = bf._Checkpoint(bf.BackfillSummary("r"))
    run = SimpleNamespace(run_id="r", checkpoint=checkpoint, save=lambda done=False: saved.append(done))
    monkeypatch.setattr(bf, "_open_run", lambda b, t, r: run)
    monkeypatch.setattr(bf, "_count_chats", lambda db, t: 4)
    monkeypatch.setattr(bf, "_index_chats", lambda *a: True)
    monkeypatch.setattr(bf, "_final_pass", lambda *a: pytest.fail("a stopped run has no final pass"))
    summary = bf.backfill(SimpleNamespace(db=None), "t1", progress=lambda s: reported.append(s.done), max_batches=1)
    assert (summary.done, summary.chats_total, saved, reported) == (False, 4, [False], [False, False])


def test_a_page_embeds_then_records_or_records_the_failure_alone(monkeypatch):
    calls: list[str] = []
    todo = [("m1", "text", {"contentHash": "h"}, {})]
    monkeypatch.setattr(bf, "_to_embed", lambda *a: list(todo))
    monkeypatch.setattr(bf, "_record_failed", lambda db, batch, chat, t, s, error: calls.append(f"failed {error}"))
    monkeypatch.setattr(bf, "_record_indexed", lambda b, batch, chat, t, s: calls.append("indexed"))
    monkeypatch.setattr(bf, "_reconcile_changed", lambda b, chat, t: calls.append("reconciled"))
    backends = SimpleNamespace(db=SimpleNamespace(batch=lambda: calls.append("batch")))
    chat = ChatInfo("c1", "t1", None)

    monkeypatch.setattr(bf, "_embed_and_store", lambda b, c, t: calls.append("embedded"))
    bf.index_page(backends, chat, [], bf.BackfillSummary("r"), True)
    assert calls == ["batch", "embedded", "indexed", "reconciled"]

    def down(*a):
        raise TimeoutError

    calls.clear()
    monkeypatch.setattr(bf, "_embed_and_store", down)
    bf.index_page(backends, chat, [], bf.BackfillSummary("r"), True)
    assert calls == ["batch", "failed TimeoutError"]

    calls.clear()
    monkeypatch.setattr(bf, "_to_embed", lambda *a: [])
    bf.index_page(backends, chat, [], bf.BackfillSummary("r"), True)
    assert calls == []
