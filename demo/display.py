"""Terminal output shared by the demo and the CLI: tables and sentences, never raw dicts.

Everything here is pure (data in, a rich Table or a string out), so tests
render it at a fixed width without running the demo.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Iterable, Mapping

from rich.table import Table

# How each sourceType reads in a table cell (short: the text column gets the room).
SOURCE_WORDS = {
    "message": "message",
    "client_profile": "profile",
    "session_note": "session note",
    "transcript_segment": "transcript",
    "checkin": "check-in",
    "weekly_note": "weekly note",
    "metric_summary": "health data",
    "health_goal": "goal",
    "lab_panel": "lab panel",
}
# Plural nouns for the demo loader's per-kind counts.
KIND_NOUNS = {
    "client_profile": ("client profile", "client profiles"),
    "session_note": ("session note", "session notes"),
    "transcript": ("session transcript", "session transcripts"),
    "checkin": ("check-in", "check-ins"),
}


def one_line_table(*columns: str) -> Table:
    """A table whose rows stay one line each: the last column takes the room left and is cut with an ellipsis."""
    table = Table(expand=True)
    for name in columns[:-1]:
        table.add_column(name, no_wrap=True, min_width=len(name))
    table.add_column(columns[-1], no_wrap=True, overflow="ellipsis", ratio=1)
    return table


def results_table(results: Iterable[Mapping[str, Any]]) -> Table:
    """semanticSearch results (the wire format), readable at 100 columns: score, date, who, source, text."""
    # Fixed widths for the short columns: left to itself, rich shrinks them all
    # (to "2…" and "Sa…") before it cuts a long text; the text takes what is left.
    table = Table(expand=True)
    table.add_column("score", no_wrap=True, justify="right", width=5)
    table.add_column("date", no_wrap=True, width=10)
    table.add_column("who", no_wrap=True, width=14, overflow="ellipsis")
    table.add_column("source", no_wrap=True, width=12, overflow="ellipsis")
    table.add_column("text", no_wrap=True, overflow="ellipsis", ratio=1)
    for r in results:
        source_type = r.get("sourceType") or "message"
        table.add_row(
            f"{r['score']:.2f}",
            (r.get("timestampIso") or "")[:10],
            r.get("senderName") or "",
            SOURCE_WORDS.get(source_type, source_type.replace("_", " ")),
            " ".join(str(r.get("text") or "").split()),
        )
    return table


def count_phrase(n: int, singular: str, plural: str) -> str:
    return f"{n} {singular if n == 1 else plural}"


def sources_summary(counts: Mapping[str, Mapping[str, int]]) -> str:
    """'13 client profiles, 11 session notes, 1 session transcript and 17 check-ins written'."""
    parts = [
        count_phrase(c.get("documents", 0), *KIND_NOUNS.get(kind, (kind.replace("_", " "), kind.replace("_", " ") + "s")))
        for kind, c in counts.items()
    ]
    if not parts:
        return "no profiles, notes, transcripts or check-ins in this data set"
    listed = ", ".join(parts[:-1]) + f" and {parts[-1]}" if len(parts) > 1 else parts[0]
    return f"{listed} written"


def transcript_line(transcript: Mapping[str, Any], client_names: Mapping[str, str]) -> str:
    """The sample transcript named plainly: 'Sample transcript: "Title", John Reyes, Nov 17, 2026 17:00 UTC, 23 lines'."""
    title = str(transcript.get("title") or "").strip() or "untitled session"
    client = client_names.get(str(transcript.get("clientId")), str(transcript.get("clientId") or "a client"))
    bits = [f'Sample transcript: "{title}"', client]
    started = transcript.get("startedAt")
    if isinstance(started, str) and started:
        when = datetime.fromisoformat(started.replace("Z", "+00:00"))
        bits.append(f"{when:%b} {when.day}, {when.year} {when:%H:%M} UTC")
    bits.append(count_phrase(len(transcript.get("segments") or []), "line", "lines"))
    return ", ".join(bits)


def backfill_line(summary: Mapping[str, Any]) -> str:
    """A backfill summary (its wire format) as one sentence."""
    line = (
        f"backfill: {summary.get('scanned', 0)} messages looked at, {summary.get('embedded', 0)} embedded, "
        f"{summary.get('unchanged', 0)} unchanged, {summary.get('skipped', 0)} skipped, {summary.get('failed', 0)} failed"
    )
    if summary.get("retried"):
        line += f"; {summary['retried']} earlier failures retried, {summary.get('recovered', 0)} recovered"
    return line + ("" if summary.get("done", True) else " (not finished: run it again to resume)")


def insights_line(summary: Mapping[str, Any]) -> str:
    """An insight run's summary as one sentence."""
    return (
        f"{summary.get('trainers', 0)} trainers, {summary.get('clients', 0)} clients: "
        f"{summary.get('generated', 0)} drafts generated, {summary.get('duplicate', 0)} duplicates and "
        f"{summary.get('rate_limited', 0)} rate-limited attempts blocked, {summary.get('failed', 0)} failed, "
        f"{summary.get('weeklyNotes', 0)} weekly notes"
    )


def error_line(error: Mapping[str, Any]) -> str:
    """A callable error body ({status, message, details?}) as 'STATUS: message'."""
    return f"{error.get('status', 'ERROR')}: {error.get('message', '')}".rstrip(": ")


def scope_phrase(extra: Mapping[str, Any]) -> str:
    """Request options beyond the query, in words: 'for client sarah-kim'."""
    words = {"clientId": "for client", "chatId": "in chat", "sourceTypes": "in"}
    parts = []
    for key, value in extra.items():
        shown = ", ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)
        parts.append(f"{words.get(key, key)} {shown}")
    return " ".join(parts)
