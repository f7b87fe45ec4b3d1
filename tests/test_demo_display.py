"""What the demo and the CLI print: tables that fit 100 columns, sentences instead of raw dicts.

The demo itself binds fixed ports (scripts/demo.sh); its printing functions
(demo/display.py) are tested here on their own, with the demo's own data.
"""

from __future__ import annotations

from rich.console import Console

from demo.dataset import load_dataset
from demo.display import (
    backfill_line,
    error_line,
    insights_line,
    one_line_table,
    results_table,
    scope_phrase,
    sources_summary,
    transcript_line,
)

LONG = "My left knee has been aching since Tuesday's squat session and it is worse going down the stairs " * 3


def render(renderable, width: int = 100) -> list[str]:
    console = Console(width=width, record=True, color_system=None)
    console.print(renderable)
    return console.export_text().splitlines()


def result(**fields):
    return {"score": 0.876, "cosine": 0.61, "timestampIso": "2026-11-17T17:03:00Z", "senderName": "Sarah Kim",
            "sourceType": "message", "chatId": "chat-coach-maya-sarah-kim-with-a-long-id", "text": LONG, **fields}


def test_search_results_fit_100_columns_one_line_each():
    rows = [result(), result(senderName="Bartholomew Fitzgerald-Montgomery", sourceType="transcript_segment"),
            result(sourceType="client_profile", senderName=None, timestampIso=None, text="Goal: 10 kg down by March")]
    lines = render(results_table(rows))
    assert all(len(line) <= 100 for line in lines)
    body = [line for line in lines if "│" in line]  # the rows (the header is drawn with ┃)
    assert len(body) == 3  # one line per result: nothing wraps
    first, second, third = body
    assert "0.88" in first and "2026-11-17" in first and "Sarah Kim" in first and "message" in first
    assert "My left knee has been aching" in first and first.rstrip(" │").endswith("…")
    assert "transcript" in second and "Bartholomew" in second
    assert "profile" in third and "Goal: 10 kg down by March" in third
    # The chat id is not what a person needs to read; the text gets the room instead.
    assert "chat-coach-maya" not in "\n".join(lines)


def test_insight_and_reconcile_tables_keep_ids_whole_at_100_columns():
    insights = one_line_table("trainer", "client", "type", "confidence", "title")
    insights.add_row("coach-priya", "marcus-johnson", "adherence_drop", "0.82", "Marcus has skipped " + LONG)
    reconcile = one_line_table("trainer", "kind", "checked", "added", "re-embedded", "orphans", "failed")
    reconcile.add_row("coach-priya", "transcript", "1", "0", "0", "0", "0")
    lines = render(insights) + render(reconcile)
    assert all(len(line) <= 100 for line in lines)
    text = "\n".join(lines)
    assert "coach-priya" in text and "marcus-johnson" in text and "adherence_drop" in text and "Marcus has skipped" in text
    assert "re-embedded" in text and "transcript" in text


def test_search_results_keep_the_text_readable_at_100_columns():
    (line,) = [line for line in render(results_table([result()])) if "Sarah Kim" in line]
    text_cell = line.split("│")[-2].strip()
    assert len(text_cell) >= 35, text_cell


def test_demo_sources_are_summed_up_in_words_and_the_transcript_is_named():
    dataset = load_dataset()
    counts = {"client_profile": {"documents": len(dataset["profiles"])},
              "session_note": {"documents": len(dataset["sessionNotes"])},
              "transcript": {"documents": len(dataset["transcripts"])},
              "checkin": {"documents": len(dataset["checkins"])}}
    summary = sources_summary(counts)
    assert summary == (f"{len(dataset['profiles'])} client profiles, {len(dataset['sessionNotes'])} session notes, "
                       f"1 session transcript and {len(dataset['checkins'])} check-ins written")
    names = {c["id"]: c["displayName"] for c in dataset["clients"]}
    (transcript,) = dataset["transcripts"]
    line = transcript_line(transcript, names)
    assert line == (f'Sample transcript: "{transcript["title"]}", {names[transcript["clientId"]]}, '
                    f"Nov 17, 2026 17:00 UTC, {len(transcript['segments'])} lines")
    assert "{" not in summary + line and "tr-maya" not in line  # no raw dict, no document id


def test_summaries_are_sentences_not_dicts():
    backfill = backfill_line({"scanned": 12, "embedded": 2, "unchanged": 10, "skipped": 0, "failed": 0,
                              "retried": 1, "recovered": 1, "done": True})
    assert backfill == ("backfill: 12 messages looked at, 2 embedded, 10 unchanged, 0 skipped, 0 failed; "
                        "1 earlier failures retried, 1 recovered")
    assert backfill_line({"scanned": 3, "done": False}).endswith("(not finished: run it again to resume)")
    insights = insights_line({"trainers": 3, "clients": 12, "generated": 4, "duplicate": 1, "rate_limited": 0,
                              "failed": 0, "weeklyNotes": 12, "insightIds": ["a", "b"]})
    assert insights == ("3 trainers, 12 clients: 4 drafts generated, 1 duplicates and 0 rate-limited attempts "
                        "blocked, 0 failed, 12 weekly notes")
    assert error_line({"status": "RESOURCE_EXHAUSTED", "message": "Too many requests", "details": {"retryAfter": 30}}) \
        == "RESOURCE_EXHAUSTED: Too many requests"
    assert scope_phrase({"clientId": "sarah-kim"}) == "for client sarah-kim"
    assert scope_phrase({}) == ""
