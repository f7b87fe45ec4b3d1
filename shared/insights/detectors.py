"""Pattern detectors over one client's recent messages. Pure: no Firestore, no clock.

Each message from the client is first *classified* (which indicators it
carries), then each detector applies its rule over time:

    stress     indicator on 2+ of the last 3 days (rolling 24 h periods before "now")
    pain       any pain/injury mention in the window not resolved later
    adherence  2+ missed-session mentions in the window, or gone quiet
               (active before, silent for `quiet_days`)
    milestone  any goal / personal-best mention in the window

Classification = keywords (the floor: cheap, explainable) OR the embedder.
The embedder catches paraphrases ("I can't keep up with everything") by
comparing the message to a few indicator phrases per pattern; a message
counts when its best indicator cosine is >= MIN_COSINE *and* beats its best
"counter" phrase (the healthy opposite: "I slept well and feel rested", "the
pain is gone") by >= MIN_MARGIN. The margin is what stops "I'm keeping up
with everything nicely" or "my knee feels much better now" from counting:
raw cosine cannot see negation, the contrast with the counter phrases can.

Thresholds (all-MiniLM-L6-v2, fp32 compute): chosen by hand on a labelled set of 52
short coaching messages (32 positives across the four patterns, 20 near-miss
negatives: healthy opposites, negations, post-workout soreness, scheduling,
questions, "pb" as peanut butter). At cosine >= 0.50 with margin >= 0.08 no
negative is labelled, and the embedder catches 5 of the 7 positives the
keywords miss. The set was used for tuning (it is not held out), so these are
sanity figures, not an accuracy claim; tests/test_insights_detectors.py pins
the behaviour.

The int8-compute build of the same model (all-MiniLM-L6-v2-int8-pertoken, the
local default) moves cosines slightly, enough to flip messages near the line.
Its thresholds were re-derived by agreement with the fp32 labels over 415 texts
(the demo data set's messages plus the insights tests' texts): fp32 at
(0.50, 0.08) labels 33 (text, pattern) pairs; int8 at (0.505, 0.08) labels 31
of them and adds none, the fewest disagreements on a 0.005 grid (int8 at
(0.50, 0.08) would add 1 and drop 2). The flips are borderline in both models. Other embedders' cosine scales differ (OpenAI's -3 models
score lower), so for a model without tuned thresholds the detectors run on
keywords alone rather than on guessed numbers.

Known limits (documented, tested): a message that mixes resolution and new
pain ("knee is better but my back hurts") counts as a resolution; "sore"
alone is not pain (post-workout soreness is normal).
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Sequence

import numpy as np

from shared.insights.models import PATTERN_TYPE, InsightType, Pattern
from shared.insights.sources import ClientMessage

Label = str  # "stress" | "pain" | "resolved" | "missed" | "milestone"

# Per embedding model: (min cosine, min margin over the counter phrases).
SEMANTIC_THRESHOLDS: dict[str, tuple[float, float]] = {
    "all-MiniLM-L6-v2": (0.50, 0.08),
    "all-MiniLM-L6-v2-int8-pertoken": (0.505, 0.08),
}
MAX_EVIDENCE_IDS = 10
STRESS_DAYS, STRESS_MIN_DAYS = 3, 2
MISSED_MIN_MENTIONS = 2

_NEG = r"(?<!\bnot )(?<!\bno longer )(?<!\bnever )(?<!n't )"
KEYWORDS: dict[Label, re.Pattern[str]] = {
    "stress": re.compile(
        _NEG + r"\b(overwhelm\w*|stress(ed|ful)?|exhausted|burn(t|ed)[ -]?out|burnout|anxious|anxiety|drained"
        r"|worn out|no energy|fatigued?|running on fumes|can'?t cope|can'?t keep up|barely (holding|sleeping|coping)"
        r"|too much on my plate|so tired|(really|very|super|completely) tired|falling apart)\b",
        re.I,
    ),
    "pain": re.compile(
        r"\b(pain(ful)?|hurts?|hurting|aches?|aching|achy|injur(y|ies|ed)|strain(ed)?|sprain(ed)?|twisted|tweaked"
        r"|pulled (a|my) \w+|swollen|killing me|acting up)\b",
        re.I,
    ),
    "resolved": re.compile(
        r"\b((is|has|was|'s) gone|gone now|better|healed|no longer|recovered|pain[- ]free|fine now|all good now|no (more )?pain"
        r"|no (\w+ )?(pain|pinch|discomfort)|without (any )?pain|held up|(felt|feels|feeling) (ok|okay|fine|good|great|solid)"
        r"|does(n't| not) hurt|do(n't| not) hurt)\b",
        re.I,
    ),
    "missed": re.compile(
        r"\b(missed|skipp(ed|ing)(?! (breakfast|lunch|dinner|meals?|snacks?))"
        r"|skip (the |my |today'?s? |tonight'?s? )?(gym|session|workout|training|class|run)|can'?t make it|won'?t make it|cancel\w*|couldn'?t make it"
        r"|(have to|need to|gonna|going to|will|'ll) miss"
        r"|did(n'?t| not) (get to|go to|make it to) the gym|did(n'?t| not) train)\b",
        re.I,
    ),
    "milestone": re.compile(
        r"\b(personal (best|record)|new (pr|pb|record)|goal (reached|achieved)|reached my goal"
        r"|hit my goal( weight)?|for the first time|my first (pull-?up|chin-?up|push-?up|5k|10k|half|marathon)"
        r"|lost \d+ ?(kg|kilos?|lbs?|pounds)|halfway (there|to my goal)|fastest( \w+)? ever|longest( \w+)? ever)\b",
        re.I,
    ),
}
# A bare "PR"/"PB" counts only in capitals: lower-case "pb" is also "peanut
# butter" in food logs.
_CASE_SENSITIVE = re.compile(r"\b(PR|PB)\b")

INDICATORS: dict[Label, tuple[list[str], list[str]]] = {
    "stress": (
        ["I feel overwhelmed", "I'm so stressed out", "I can't keep up with everything", "too much on my plate",
         "I'm exhausted and worn out", "I'm barely sleeping and I'm drained", "I'm burnt out",
         "feeling anxious and under a lot of pressure", "so tired, no energy at all",
         "things keep piling up", "I don't know how I'll get through this week"],
        ["I feel great and full of energy", "I slept well and feel rested", "I'm on top of everything",
         "I'm coping well and keeping on top of things", "I'm keeping up with everything just fine",
         "I'm not stressed, all good", "had a great session, feeling strong",
         "work was busy but I managed fine"],
    ),
    "pain": (
        ["my knee hurts", "I have pain in my back", "I think I injured my shoulder", "my ankle is sore and swollen",
         "I strained a muscle", "sharp pain when I squat", "my knee is acting up"],
        ["the pain is gone", "my knee feels much better now", "no more pain", "fully recovered from the injury",
         "the workout went well, no issues", "my shoulder felt fine today", "no knee pain at all"],
    ),
    "missed": (
        ["I missed my workout", "I skipped the gym today", "I can't make it to the session today",
         "I didn't train this week", "I need to cancel our session", "sorry, I won't make it"],
        ["I did the full workout", "I went to the gym today", "see you at the session",
         "can we move the session to another day", "thanks coach, see you tomorrow"],
    ),
    "milestone": (
        ["I hit a new personal best", "I reached my goal weight", "I finally did my first pull-up",
         "I ran my first 5k", "I lost 5 kg", "lifted more than ever before", "my fastest 5k time ever"],
        ["I hit my protein goal today", "my goal for this week is to train three times", "what should my goal be",
         "I want to lose 5 kg"],
    ),
}

BODY_PARTS = re.compile(
    r"\b(knee|back|shoulder|ankle|hip|wrist|neck|elbow|hamstring|calf|foot|groin|quad|shin|achilles|rotator cuff)s?\b",
    re.I,
)


@dataclass(frozen=True)
class Detection:
    pattern: Pattern
    insight_type: InsightType
    message_ids: tuple[str, ...]
    confidence: float
    # Counts and categories only: this goes into logs and triggeringData.
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class DetectionContext:
    now: datetime
    window_days: int = 7
    quiet_days: int = 4


# -- classification -----------------------------------------------------------


def keyword_labels(text: str) -> set[Label]:
    labels = {label for label, rx in KEYWORDS.items() if rx.search(text)}
    if _CASE_SENSITIVE.search(text):
        labels.add("milestone")
    if "resolved" in labels and "pain" not in labels and not BODY_PARTS.search(text):
        labels.discard("resolved")  # "better" alone is not about an injury
    if "resolved" in labels:
        labels.discard("pain")  # "no knee pain at all" reports the absence of pain
    return labels


class _PhraseCache:
    """Indicator phrase vectors, embedded once per process and model."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_model: dict[str, dict[Label, tuple[np.ndarray, np.ndarray]]] = {}

    def get(self, embedder: Any) -> dict[Label, tuple[np.ndarray, np.ndarray]]:
        with self._lock:
            cached = self._by_model.get(embedder.model_id)
            if cached is None:
                cached = {
                    label: (embedder.embed(pos), embedder.embed(neg)) for label, (pos, neg) in INDICATORS.items()
                }
                self._by_model[embedder.model_id] = cached
            return cached


_PHRASES = _PhraseCache()


def semantic_labels(texts: Sequence[str], embedder: Any) -> list[set[Label]]:
    """Labels the embedder sees in each text (empty sets for a model without tuned thresholds)."""
    thresholds = SEMANTIC_THRESHOLDS.get(getattr(embedder, "model_id", ""))
    if embedder is None or thresholds is None or not texts:
        return [set() for _ in texts]
    min_cos, min_margin = thresholds
    vectors = embedder.embed(list(texts))
    out: list[set[Label]] = [set() for _ in texts]
    for label, (pos, neg) in _PHRASES.get(embedder).items():
        best_pos = (vectors @ pos.T).max(axis=1)
        best_neg = (vectors @ neg.T).max(axis=1)
        for i in np.flatnonzero((best_pos >= min_cos) & (best_pos - best_neg >= min_margin)):
            out[int(i)].add(label)
    return out


def classify(messages: Sequence[ClientMessage], embedder: Any) -> dict[str, set[Label]]:
    """Indicator labels per message id (client messages only are passed in)."""
    semantic = semantic_labels([m.text for m in messages], embedder)
    labels: dict[str, set[Label]] = {}
    for message, sem in zip(messages, semantic):
        found = keyword_labels(message.text) | sem
        if "resolved" in found:
            found.discard("pain")  # "the knee pain is gone" resolves, it does not report
        labels[message.id] = found
    return labels


# -- detectors ----------------------------------------------------------------


def detect_all(messages: Sequence[ClientMessage], embedder: Any, ctx: DetectionContext) -> list[Detection]:
    """Every pattern found in a client's messages (trainer messages are ignored)."""
    from_client = [m for m in messages if m.from_client]
    in_window = [m for m in from_client if m.at >= ctx.now - timedelta(days=ctx.window_days) and m.at <= ctx.now]
    labels = classify(in_window, embedder)
    found = [
        detect_stress(in_window, labels, ctx),
        detect_pain(in_window, labels, ctx),
        detect_adherence(in_window, labels, from_client, ctx),
        detect_milestone(in_window, labels, ctx),
    ]
    return [d for d in found if d is not None]


def _days_ago(at: datetime, now: datetime) -> int:
    """0 for the 24 h before `now`, 1 for the 24 h before that, ...

    Rolling days, not calendar days: a run at 06:00 would otherwise count the
    six hours of "today" as a full day, and a message at 23:30 plus one at
    00:30 as two stressed days.
    """
    return int((now - at) // timedelta(days=1))


def _detection(pattern: Pattern, ids: list[str], confidence: float, **detail: Any) -> Detection:
    return Detection(pattern, PATTERN_TYPE[pattern], tuple(ids[-MAX_EVIDENCE_IDS:]), round(min(confidence, 0.95), 2), detail)


def detect_stress(window: Sequence[ClientMessage], labels: dict[str, set[Label]], ctx: DetectionContext) -> Detection | None:
    hits = [m for m in window if "stress" in labels.get(m.id, ())]
    days = {_days_ago(m.at, ctx.now) for m in hits}
    days_recent = {d for d in days if d < STRESS_DAYS}
    if len(days_recent) < STRESS_MIN_DAYS:
        return None
    days_window = len(days)
    confidence = 0.6 + 0.15 * (len(days_recent) - STRESS_MIN_DAYS) + 0.05 * (days_window - len(days_recent))
    return _detection(
        "stress", [m.id for m in hits], confidence,
        daysRecent=len(days_recent), ofDays=STRESS_DAYS, daysInWindow=days_window, mentions=len(hits),
    )


def detect_pain(window: Sequence[ClientMessage], labels: dict[str, set[Label]], ctx: DetectionContext) -> Detection | None:
    # Open mentions with the body parts still unresolved in each.
    open_mentions: list[tuple[ClientMessage, set[str]]] = []
    for message in window:  # oldest first: a later resolution clears what came before
        found = labels.get(message.id, set())
        if "resolved" in found:
            # "my knee is fine now" closes the knee (and unspecific mentions);
            # "the pain is gone" closes everything before it.
            closed = _body_parts(message.text)
            open_mentions = [(m, parts - closed) for m, parts in open_mentions if closed and parts - closed]
        elif "pain" in found:
            open_mentions.append((message, _body_parts(message.text)))
    if not open_mentions:
        return None
    parts = sorted(set().union(*(p for _, p in open_mentions)))
    days = len({_days_ago(m.at, ctx.now) for m, _ in open_mentions})
    confidence = 0.6 + 0.15 * min(len(open_mentions) - 1, 2)
    return _detection(
        "pain", [m.id for m, _ in open_mentions], confidence, mentions=len(open_mentions), days=days, bodyParts=parts
    )


def _body_parts(text: str) -> set[str]:
    return {p.lower() for p in BODY_PARTS.findall(text)}


def detect_adherence(
    window: Sequence[ClientMessage],
    labels: dict[str, set[Label]],
    from_client: Sequence[ClientMessage],
    ctx: DetectionContext,
) -> Detection | None:
    missed = [m for m in window if "missed" in labels.get(m.id, ())]
    if len(missed) >= MISSED_MIN_MENTIONS:
        return _detection("adherence", [m.id for m in missed], 0.6 + 0.1 * (len(missed) - MISSED_MIN_MENTIONS),
                          signal="missed_sessions", mentions=len(missed))
    quiet_since = ctx.now - timedelta(days=ctx.quiet_days)
    before = [m for m in from_client if m.at < quiet_since]
    after = [m for m in from_client if quiet_since <= m.at <= ctx.now]
    if len(before) >= 2 and not after:
        silent_days = (ctx.now - before[-1].at).days
        return _detection("adherence", [m.id for m in before[-3:]], 0.55, signal="gone_quiet", silentDays=silent_days)
    return None


def detect_milestone(window: Sequence[ClientMessage], labels: dict[str, set[Label]], ctx: DetectionContext) -> Detection | None:
    hits = [m for m in window if "milestone" in labels.get(m.id, ())]
    if not hits:
        return None
    return _detection("milestone", [m.id for m in hits], 0.7 + 0.1 * min(len(hits) - 1, 2), mentions=len(hits))
