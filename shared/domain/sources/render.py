"""Source documents → the short natural-language text that is embedded.

Structured documents (profiles, check-ins) are rendered as one sentence-like
line because the embedder was trained on sentences, not on JSON; a question
like "can John eat dairy?" lands near "dietary restrictions: lactose
intolerant" only when it is written that way. The client's name is part of
the text so that "what do we know about John" finds his documents.

Transcripts are cut into segments (see `segment_transcript`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Sequence

from shared.domain.documents import MAX_EMBED_CHARS
from shared.domain.profile_fields import LABELS
from shared.domain.sources.models import Checkin, ClientProfile, SessionNote, TranscriptLine

# Transcript segment bounds. all-MiniLM-L6-v2 reads 256 word pieces (~1,000
# characters of English): header + context + an 800-character segment fits.
MAX_SEGMENT_CHARS = 800
MAX_SEGMENT_SECONDS = 180.0
# Below this size a segment keeps absorbing the next speaker's turn: "Yeah."
# or "How's the back?" alone is a poor search result and a poor citation.
MIN_SEGMENT_CHARS = 300
CONTEXT_CHARS = 160
# A session note longer than this is indexed as several parts.
MAX_NOTE_PART_CHARS = 900
# Used only to estimate when the last line ends (~150 words per minute).
SPEECH_CHARS_PER_SECOND = 15.0


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _fmt_number(x: float) -> str:
    return f"{x:g}"


def _end(text: str) -> str:
    return "" if text.endswith((".", "!", "?", "…")) else "."


def _who(client_name: str | None) -> str:
    return f" of {client_name}" if client_name else ""


def render_profile(profile: ClientProfile, client_name: str | None = None, fields: Iterable[str] | None = None) -> str:
    """'Client profile of John Reyes: age: 35 years old; goals and aims: …; diet restrictions, …: …'

    Each field is labelled in the words trainers ask for it with
    (shared/domain/profile_fields.py): "what is his job?" finds the background notes,
    "any medical conditions?" the injuries, although the values share no word with them.
    `fields`: only these (the quote of an answer to "how old is John?"); default all.
    """
    shown = set(LABELS if fields is None else fields)
    parts: list[str] = []
    if profile.age and "age" in shown:
        parts.append(f"{LABELS['age']}: {profile.age} years old")
    if profile.goal and "goal" in shown:
        parts.append(f"{LABELS['goal']}: {profile.goal}")
    if profile.dietaryRestrictions and "dietaryRestrictions" in shown:
        parts.append(f"{LABELS['dietaryRestrictions']}: " + ", ".join(profile.dietaryRestrictions))
    if profile.injuries and "injuries" in shown:
        parts.append(f"{LABELS['injuries']}: " + ", ".join(profile.injuries))
    if profile.notes and "notes" in shown:
        parts.append(f"{LABELS['notes']}: {profile.notes}")
    if not parts:
        return ""
    body = "; ".join(parts)
    return _clip(f"Client profile{_who(client_name)}: {body}{_end(body)}", MAX_EMBED_CHARS)


def session_note_parts(note: SessionNote, max_chars: int = MAX_NOTE_PART_CHARS) -> list[str]:
    """The note's text, cut at sentences into parts the embedder reads whole.

    The embedder reads ~1,000 characters; a longer note embedded as one text
    would be searchable by its beginning only.
    """
    text = (note.text or "").strip()
    if len(text) <= max_chars:
        return [text] if text else []
    return _chunks(" ".join(text.split()), max_chars)


def render_session_note(note: SessionNote, client_name: str | None = None, part: str | None = None) -> str:
    """'Session note by Coach Dana about John Reyes: <text>' (or one part of a long note)."""
    body = part if part is not None else note.text
    if not body:
        return ""
    by = f" by {note.author}" if note.author else ""
    about = f" about {client_name}" if client_name else ""
    return _clip(f"Session note{by}{about}: {body}", MAX_EMBED_CHARS)


def render_checkin(checkin: Checkin, client_name: str | None = None) -> str:
    """'Weekly check-in of John Reyes: sleep 6.5 h per night, stress 7/10, plan adherence 80%. Comment: …'"""
    parts: list[str] = []
    if checkin.sleepHours is not None:
        parts.append(f"sleep {_fmt_number(checkin.sleepHours)} h per night")
    if checkin.stress is not None:
        parts.append(f"stress {_fmt_number(checkin.stress)}/10")
    if checkin.adherencePct is not None:
        parts.append(f"plan adherence {_fmt_number(checkin.adherencePct)}%")
    text = f"Weekly check-in{_who(client_name)}: " + (", ".join(parts) + "." if parts else "")
    if checkin.comment:
        text += f" Comment: {checkin.comment}"
    if not parts and not checkin.comment:
        return ""
    return _clip(text.replace(":  ", ": "), MAX_EMBED_CHARS)


@dataclass(frozen=True)
class Segment:
    """A contiguous stretch of a transcript, cited by its own time range."""

    index: int
    start_s: float
    end_s: float
    lines: tuple[TranscriptLine, ...]
    context: str  # the previous segment's last line: embedded, never cited

    @property
    def speakers(self) -> list[str]:
        seen: list[str] = []
        for line in self.lines:
            if line.speaker not in seen:
                seen.append(line.speaker)
        return seen

    @property
    def text(self) -> str:
        """The segment's own words, one 'Speaker: text' line per utterance."""
        return "\n".join(_line(line) for line in self.lines)

    def embed_text(self, client_name: str | None = None) -> str:
        # No title in the header: it would be embedded into every segment and
        # pull them all towards the title's topic ("…deadlift plan").
        header = "Session transcript"
        if client_name:
            header += f" with {client_name}"
        before = f"(before: {self.context})\n" if self.context else ""
        return f"{header}:\n{before}{self.text}"


def _line(line: TranscriptLine) -> str:
    return f"{line.speaker}: {' '.join(line.text.split())}"


def segment_transcript(
    lines: Sequence[TranscriptLine],
    max_chars: int = MAX_SEGMENT_CHARS,
    max_seconds: float = MAX_SEGMENT_SECONDS,
    min_chars: int = MIN_SEGMENT_CHARS,
) -> list[Segment]:
    """Cut a transcript into searchable, citable segments.

    A segment ends at a change of speaker once it holds `min_chars`, and
    always before it would exceed `max_chars` or span more than `max_seconds`.
    A single utterance longer than `max_chars` is split at sentence (then word)
    boundaries, its pieces' offsets interpolated by character position. A
    segment ends when its last utterance is spoken (estimated from its length,
    capped at the next segment's start). Each segment carries its predecessor's last line as
    context, so an answer ("yes, still when I bend") is embedded with its
    question.
    """
    pieces = _split_long_lines(sorted((l for l in lines if l.text), key=lambda l: l.offsetSeconds), max_chars)
    groups: list[list[TranscriptLine]] = []
    size = 0
    for piece in pieces:
        cost = len(_line(piece)) + 1
        current = groups[-1] if groups else None
        if current is not None:
            too_big = size + cost > max_chars
            too_long = piece.offsetSeconds - current[0].offsetSeconds > max_seconds
            turn_done = piece.speaker != current[-1].speaker and size >= min_chars
            if not (too_big or too_long or turn_done):
                current.append(piece)
                size += cost
                continue
        groups.append([piece])
        size = cost

    segments: list[Segment] = []
    for i, group in enumerate(groups):
        # Ends when its last line is spoken (estimated from its length), or
        # when the next segment starts if that is earlier: a pause in the
        # session (a set being lifted) is not part of the segment.
        last = group[-1]
        end = last.offsetSeconds + len(last.text) / SPEECH_CHARS_PER_SECOND
        if i + 1 < len(groups):
            end = min(end, groups[i + 1][0].offsetSeconds)
        context = _clip(_line(groups[i - 1][-1]), CONTEXT_CHARS) if i else ""
        segments.append(
            Segment(
                index=i,
                start_s=round(group[0].offsetSeconds, 1),
                end_s=round(max(end, group[0].offsetSeconds), 1),
                lines=tuple(group),
                context=context,
            )
        )
    return segments


_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")


def _split_long_lines(lines: list[TranscriptLine], max_chars: int) -> list[TranscriptLine]:
    out: list[TranscriptLine] = []
    for i, line in enumerate(lines):
        budget = max_chars - len(line.speaker) - 3
        text = " ".join(line.text.split())
        if len(text) <= budget:
            out.append(line)
            continue
        chunks = _chunks(text, budget)
        nxt = lines[i + 1].offsetSeconds if i + 1 < len(lines) else None
        span = (nxt - line.offsetSeconds) if nxt is not None else len(text) / SPEECH_CHARS_PER_SECOND
        done = 0
        for chunk in chunks:
            offset = line.offsetSeconds + span * done / len(text)
            out.append(TranscriptLine(speaker=line.speaker, offsetSeconds=round(offset, 1), text=chunk))
            done += len(chunk) + 1
    return out


def _chunks(text: str, budget: int) -> list[str]:
    """Pack sentences (or, for a run-on sentence, words) into chunks of at most `budget`."""
    units: list[str] = []
    for sentence in _SENTENCE_END.split(text):
        if len(sentence) <= budget:
            units.append(sentence)
        else:
            units.extend(_pack([w[:budget] for w in sentence.split(" ")], budget))
    return _pack(units, budget)


def _pack(pieces: list[str], budget: int) -> list[str]:
    """Join consecutive pieces with spaces, greedily, into strings of at most `budget`."""
    packed: list[str] = []
    cur = ""
    for piece in pieces:
        if cur and len(cur) + 1 + len(piece) > budget:
            packed.append(cur)
            cur = piece
        else:
            cur = f"{cur} {piece}" if cur else piece
    if cur:
        packed.append(cur)
    return packed
