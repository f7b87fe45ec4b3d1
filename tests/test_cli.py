"""The terminal CLI (`./brain`) on the emulator and a local store, as a person would use it."""

from __future__ import annotations

import pytest
from rich.console import Console

from shared.usecases import indexing
from shared.usecases.backends import Backends
from shared.kernel.config import get_settings
from tests.factories import add_client, add_message, chat_id_for
from tools import brain

pytestmark = pytest.mark.emulator


@pytest.fixture
def cli_env(db, tmp_path, monkeypatch, embedder):
    """The CLI builds its own backends from the environment, like a user's shell."""
    monkeypatch.setenv("LOCAL_STORE_PATH", str(tmp_path / "cli.sqlite3"))
    # A wide terminal, so rows are not cut. The console is built at import
    # time (possibly by another test first), so COLUMNS alone may come too late.
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.setattr(brain, "console", Console(width=200))
    get_settings.cache_clear()
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_client(db, "trainer-b", "sam", "Sam Ortiz")
    seeded = Backends(settings=get_settings(), db_override=db, embedder_override=embedder)
    add_message(db, "sarah", "m1", "my knee hurts after squats", "Sarah Kim")
    add_message(db, "sam", "m2", "my knee is sore after the long run", "Sam Ortiz")
    for client, mid in (("sarah", "m1"), ("sam", "m2")):
        assert indexing.sync_message(seeded, chat_id_for(client), mid).outcome == "indexed"
    monkeypatch.setattr(brain, "_backends", lambda: Backends(settings=get_settings(), db_override=db, embedder_override=embedder))
    yield
    get_settings.cache_clear()


def test_search_prints_the_trainers_own_results(cli_env, capsys):
    brain.main(["search", "knee pain", "--trainer", "trainer-a"])
    out = capsys.readouterr().out
    assert "Sarah Kim" in out and "my knee hurts" in out
    assert "Sam Ortiz" not in out


def test_search_for_another_trainers_client_is_not_found(cli_env, capsys):
    with pytest.raises(SystemExit) as exit_info:
        brain.main(["search", "knee", "--trainer", "trainer-a", "--client", "sam"])
    assert exit_info.value.code == 1
    assert "NOT_FOUND" in capsys.readouterr().err


def test_ask_streams_a_cited_answer(cli_env, capsys):
    brain.main(["ask", "What did Sarah say about her knee?", "--trainer", "trainer-a"])
    out = capsys.readouterr().out
    assert "my knee hurts after squats" in out
    assert "conversationId=" in out


def test_backfill_reports_nothing_left_to_embed(cli_env, capsys):
    brain.main(["backfill", "--trainer", "trainer-a"])
    out = capsys.readouterr().out
    (line,) = [line for line in out.splitlines() if line.startswith("backfill:")]  # a sentence, not a dict
    assert "1 unchanged" in line and "0 failed" in line and "{" not in line


def test_reconcile_repairs_what_no_trigger_indexed_and_reports_per_kind(cli_env, capsys, db):
    add_message(db, "sarah", "m3", "slept badly all week", "Sarah Kim")  # its trigger never ran
    brain.main(["reconcile"])
    out = capsys.readouterr().out
    rows = [[c for c in line.split() if c != "│"] for line in out.splitlines()
            if line.lstrip().startswith("│") and "trainer-a" in line and " message " in line]
    assert rows and rows[0][2:7] == ["2", "1", "0", "0", "0"]  # checked 2, added 1
    assert "2 trainers reconciled, 0 failed" in out
    brain.main(["search", "slept badly", "--trainer", "trainer-a"])
    assert "slept badly all week" in capsys.readouterr().out
