"""kinds.read_as and kinds.entries are read once per text: the decision reads the names of the
same candidates' texts for every question word, and the clipped forms' pass runs a regular
expression over the whole text (h-speed4). Same results, read or cached."""

from __future__ import annotations

from shared.domain import clipped, kinds


def test_read_as_reads_a_text_once(monkeypatch):
    calls: list[str] = []
    real = clipped.read

    def counting(text, name_of):
        calls.append(text)
        return real(text, name_of)

    monkeypatch.setattr(clipped, "read", counting)
    text = "my hammy twinged on the pill week (h-speed4 cache test)"
    first = kinds.read_as(text)
    second = kinds.read_as(text)
    assert first == second == "my hamstring twinged on contraceptive pill week (h-speed4 cache test)"
    assert len(calls) <= 1  # 0 when an earlier test read the same text


def test_entries_reads_a_text_once(monkeypatch):
    calls: list[str] = []
    real = kinds.read_as

    def counting(text):
        calls.append(text)
        return real(text)

    monkeypatch.setattr(kinds, "read_as", counting)
    text = "Tight lower back after the half marathon, hammy fine (h-speed4 entries test)"
    first = kinds.entries(text, kinds.PHRASE_GAP)
    second = kinds.entries(text, kinds.PHRASE_GAP)
    assert first is second
    assert len(calls) <= 1
    # The cached list is the one the uncached reading gives.
    assert first == kinds.entries_of(tuple(kinds.tokens(real(text))), kinds.PHRASE_GAP)
    assert {e.family for e in first} >= {kinds.entries("hamstring")[0].family}
