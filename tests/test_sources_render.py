"""Rendering and transcript segmentation: pure functions, no emulator."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from shared.domain.profile_fields import ASKING_WORDS, LABELS
from shared.domain.sources.models import Checkin, ClientProfile, SessionNote, Transcript, TranscriptLine
from shared.domain.sources.records import build_records
from shared.domain.sources.render import (
    MAX_SEGMENT_CHARS,
    MAX_SEGMENT_SECONDS,
    render_checkin,
    render_profile,
    render_session_note,
    segment_transcript,
)


def line(speaker: str, offset: float, text: str) -> TranscriptLine:
    return TranscriptLine(speaker=speaker, offsetSeconds=offset, text=text)


def test_profile_renders_to_one_natural_sentence():
    profile = ClientProfile(
        age=35,
        goal="weight loss 95 to 85 kg by March",
        dietaryRestrictions=["lactose intolerant"],
        injuries=["prior lower-back strain"],
        notes="Trains mornings.",
    )
    assert render_profile(profile, "John Reyes") == (
        "Client profile of John Reyes: age: 35 years old; goals and aims: weight loss 95 to 85 kg by March; "
        "diet restrictions, allergies and intolerances: lactose intolerant; "
        "injuries, medical conditions and limitations: prior lower-back strain; "
        "background notes (work, family, lifestyle): Trains mornings."
    )


def test_every_profile_field_has_a_label_and_asking_words():
    # A field added to ClientProfile without a label would be indexed under no name a trainer asks by.
    fields = set(ClientProfile.model_fields) - {"trainerId", "clientId", "updatedAt"}
    assert fields == set(LABELS) == set(ASKING_WORDS)


def test_empty_documents_render_to_nothing():
    assert render_profile(ClientProfile(), "John") == ""
    assert render_session_note(SessionNote(text="   "), "John") == ""
    assert render_checkin(Checkin(), "John") == ""


def test_checkin_and_note_rendering():
    checkin = Checkin.model_validate({"sleepHours": 6.5, "stress": "7", "adherencePct": 80, "comment": "Long week"})
    assert render_checkin(checkin, "John Reyes") == (
        "Weekly check-in of John Reyes: sleep 6.5 h per night, stress 7/10, plan adherence 80%. Comment: Long week"
    )
    note = SessionNote(author="Maya Lopez", text="Deadlift from blocks, back felt fine.")
    assert render_session_note(note, "John Reyes") == (
        "Session note by Maya Lopez about John Reyes: Deadlift from blocks, back felt fine."
    )


def test_lenient_parsing_of_firestore_documents():
    profile = ClientProfile.model_validate(
        {"age": "abc", "injuries": "knee", "dietaryRestrictions": None, "unknownField": 1}
    )
    assert profile.age is None and profile.injuries == ["knee"] and profile.dietaryRestrictions == []
    transcript = Transcript.model_validate(
        {"segments": [{"speaker": "Coach", "offsetSeconds": 0, "text": "hi"}, {"text": "no offset"}, "junk"]}
    )
    assert [l.text for l in transcript.segments] == ["hi"]


def test_short_turns_merge_and_speaker_changes_split_once_big_enough():
    lines = [
        line("Coach", 0, "How's the back?"),
        line("John", 4, "Fine."),
        line("Coach", 6, "Any pain bending?"),
        line("John", 10, "A little in the morning " * 15),  # ~360 chars: closes at the next speaker change
        line("Coach", 70, "OK, then we deadlift from blocks today and keep the load moderate."),
        line("John", 90, "Sounds good."),
    ]
    segments = segment_transcript(lines)
    assert [s.speakers for s in segments] == [["Coach", "John"], ["Coach", "John"]]
    assert [(s.start_s, s.end_s) for s in segments] == [(0.0, 33.9), (70.0, 90.8)]  # a line ends ~15 chars/s after it starts
    assert segments[0].text.startswith("Coach: How's the back?\nJohn: Fine.\nCoach: Any pain bending?")
    # Context: the previous segment's last line is embedded, not part of the cited text.
    assert segments[1].context.startswith("John: A little in the morning")
    assert "A little in the morning" not in segments[1].text
    assert "(before: John: A little" in segments[1].embed_text("John Reyes")


def test_long_utterance_is_split_at_sentences_with_interpolated_offsets():
    long_text = " ".join(f"Sentence number {i} about squats and knees." for i in range(60))  # ~2,600 chars
    segments = segment_transcript([line("Coach", 100, long_text), line("John", 400, "Got it.")])
    assert len(segments) >= 4
    assert all(len(s.text) <= MAX_SEGMENT_CHARS for s in segments)
    starts = [s.start_s for s in segments]
    assert starts == sorted(starts) and starts[0] == 100.0
    assert all(100.0 <= s.start_s < 400.0 for s in segments[:-1])
    assert all(s.text.split(": ", 1)[1].split()[0] == "Sentence" for s in segments[:-1])  # cut at sentence starts


def test_segments_never_span_more_than_the_time_bound():
    lines = [line("Coach" if i % 2 else "John", i * 50.0, "ok") for i in range(20)]
    for s in segment_transcript(lines):
        assert s.lines[-1].offsetSeconds - s.lines[0].offsetSeconds <= MAX_SEGMENT_SECONDS


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["Coach", "John", "Ana"]), st.floats(0, 5000), st.text(min_size=1, max_size=1500)),
        max_size=40,
    )
)
def test_segmentation_properties(raw):
    lines = [line(sp, off, text) for sp, off, text in raw if text.strip()]
    segments = segment_transcript(lines)
    words_in = sum(len(l.text.split()) for l in lines)
    words_out = sum(len(l.text.split()) for s in segments for l in s.lines)
    assert words_out == words_in  # nothing lost, nothing duplicated
    for i, s in enumerate(segments):
        assert s.index == i
        assert s.start_s <= s.end_s
        assert len(s.text) <= MAX_SEGMENT_CHARS
        if i:
            assert s.start_s >= segments[i - 1].start_s
            assert s.context


def test_transcript_records_carry_citation_fields():
    data = {
        "trainerId": "t1",
        "clientId": "c1",
        "startedAt": "2026-11-17T17:00:00Z",
        "title": "Deadlift plan",
        "segments": [
            {"speaker": "Coach", "offsetSeconds": 0, "text": "How is the shoulder? " * 20},
            {"speaker": "John", "offsetSeconds": 120, "text": "Better, only overhead pinches."},
        ],
    }
    records = build_records("transcript", "tr1", data, "t1", "c1", "John Reyes", "model-x")
    assert [r.vector_id for r in records] == ["transcript_segment:tr1:0", "transcript_segment:tr1:1"]
    m = records[1].metadata
    assert m["sourceType"] == "transcript_segment" and m["sourceId"] == "tr1" and m["transcriptId"] == "tr1"
    assert (m["startOffsetS"], m["sessionStartTs"], m["senderName"]) == (120.0, 1794934800.0, "John")
    assert m["ts"] == 1794934800.0 + 120
    assert m["endOffsetS"] > 120


def test_content_hash_follows_text_and_cited_fields_but_not_profile_timestamp():
    def digest(kind, data, name="John"):
        return build_records(kind, "d1", data, "t1", "c1", name, "m")[0].metadata["contentHash"]

    note = {"author": "Maya", "text": "Back felt fine", "date": "2026-11-01"}
    assert digest("session_note", note) == digest("session_note", dict(note))
    assert digest("session_note", note) != digest("session_note", {**note, "date": "2026-11-02"})
    assert digest("session_note", note) != digest("session_note", {**note, "text": "Back hurt"})
    profile = {"age": 35, "goal": "strength", "updatedAt": "2026-11-01T00:00:00Z"}
    assert digest("client_profile", profile) == digest("client_profile", {**profile, "updatedAt": "2026-11-09"})
    assert digest("client_profile", profile) != digest("client_profile", profile, name="Johnny")


def test_long_note_is_cut_into_parts_at_sentences():
    from shared.domain.sources.render import MAX_NOTE_PART_CHARS, session_note_parts

    text = " ".join(f"Sentence {i} about the plan." for i in range(100))
    parts = session_note_parts(SessionNote(text=text))
    assert len(parts) > 1 and all(len(p) <= MAX_NOTE_PART_CHARS for p in parts)
    assert " ".join(parts) == text
    assert session_note_parts(SessionNote(text="Short note.")) == ["Short note."]
    records = build_records("session_note", "n1", {"text": text, "author": "Maya"}, "t1", "c1", "John", "m")
    assert [r.vector_id for r in records][:2] == ["session_note:n1", "session_note:n1:1"]
    assert all(r.rendered.startswith("Session note by Maya about John: ") for r in records)
