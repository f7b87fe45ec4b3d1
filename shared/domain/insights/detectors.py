"""Pattern detectors over one client's recent messages and check-ins. Pure: no Firestore, no clock.

Each message from the client (and each check-in comment or session note,
read like one) is first *classified* (which indicators it carries), then
each detector applies its rule over time:

    stress     indicator on 2+ of the last 3 days (rolling 24 h periods before "now");
               a stressed check-in counts as its day; a check-in with high
               stress and poor sleep is enough alone (shared/domain/insights/checkins.py)
    pain       any pain/injury mention in the window not resolved later
    adherence  2+ missed-session mentions in the window, a drop in reported
               adherence, missed check-ins, or gone quiet (active before,
               silent for `quiet_days`) — one detection, in that order
    milestone  any goal / personal-best mention in the window, or a health goal reached
    progress   a health metric against its active goal: goal missed, regression,
               plateau (shared/domain/insights/metrics.py)

Classification = keywords (the floor: cheap, explainable; negation-aware,
shared/domain/insights/vocabulary.py) OR the embedder's fitted layers
(shared/domain/insights/semantic.py: a logistic probe per signal over the
sentence embedding of the message's scoped text — `scoped_text` — fitted on the labelled messages; indicator phrases for
"resolved"), which may not add a signal the keywords saw only negated, asked
about or about someone else, nor anything to a message that only asks; where
the fit chose a veto cut-off for a signal, a keyword signal whose probe
probability is under it is dropped (v45). Each
layer is keyed by the embedding model and a fingerprint of what it was fitted
with; for an embedder without a fit the detectors run on keywords alone.

Known limits (documented, tested): "sore" alone is not pain (post-workout
soreness is normal). A message that mixes a resolution and a new pain ("knee
is better but my back hurts") closes the one and opens the other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Sequence


from shared.domain.insights import vocabulary
from shared.domain.insights.checkins import CheckinPoint, CheckinRules, adherence_drop, missed_checkins, strained, stressed
from shared.domain.insights.metrics import GoalPoint, MetricPoint, MetricRules, metric_signals
from shared.domain.insights.models import PATTERN_TYPE, InsightType, Pattern
from shared.domain.insights.models import ClientMessage
from shared.domain.insights.semantic import has_probe, semantic_readings
from shared.domain.insights.semantic import semantic_labels  # noqa: F401 (re-exported for callers)

Label = str  # "stress" | "pain" | "resolved" | "missed" | "milestone"

MAX_EVIDENCE_IDS = 10
STRESS_DAYS, STRESS_MIN_DAYS = 3, 2
MISSED_MIN_MENTIONS = 2

# Resolution of an injury ("the knee is fine now", "no more pain"): closes open pain mentions.
RESOLVED = re.compile(
    # "gone" as a resolution, not as "gone purple / gone numb / gone again" (a change for the worse).
    r"\b((is|has|was|'s) (totally |completely |all )?gone(?! (purple|black|blue|red|numb|stiff|tight|weird|funny|dead|bad"
    r"|worse|again|on me|into|from|off|and|really|all|very|a bit|swollen|tingly|wobbly)\b)|gone now|(?<!no )(?<!not )(?<!not getting )(?<!isn't )better|healed|no longer|recovered|pain[- ]free|fine now|all good now|no (more )?pain"
    r"|no (\w+ )?(pain|pinch|discomfort)|without (any )?pain|held up|(felt|feels|feeling) (ok|okay|fine|good|great|solid)"
    r"|does(n't| not) hurt|do(n't| not) hurt|nothing wrong|thing of the past|(feels?|feeling|felt) normal|back to normal"
    r"|(it'?s|it is) nothing|says it'?s (fine|nothing|ok|okay)"
    # v21: grand or sound now, nothing sore ("ankle's grand now", "hamstrings tight, nothing sore").
    r"|(grand|sound|right as rain) now|nothing (sore|painful|that hurts)|not sore (at all|now|anymore|any more)"
    # v23: said formally or plainly ("the pain in my hip has entirely resolved", "knee pain already gone", "it good now").
    r"|(?<!not )(?<!n't )(?<!never )(?<!not fully )(?<!not entirely )(?<!not completely )(resolved|cleared up)|already gone"
    r"|(it'?s|it is|it|all|feels?) good now)\b",
    re.I,
)

BODY_PARTS = re.compile(
    r"\b(knee|back|shoulder|ankle|hip|wrist|neck|elbow|hamstring|calf|foot|groin|quad|shin|achilles|rotator cuff)s?\b",
    re.I,
)

# v56: the signals whose probe veto spares a keyword hit that names a body part ("shins a bit achy at the end"): the
# pain rules' false alarms that the probe reads as far from pain are figures of speech and feelings ("the stock take
# was painful", "I'm numb"), and out of round (docs/BENCHMARKS.md, "Detectors v56") the veto that reads only messages
# naming no body part cut 15 of 35 for two hits lost (one reading every message: 16 for five).
VETO_SPARES_BODY_PART = frozenset({"pain"})


def names_body_part(text: str) -> bool:
    return BODY_PARTS.search(text) is not None


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
    checkin_rules: CheckinRules = CheckinRules()
    metric_rules: MetricRules = MetricRules()


# -- classification -----------------------------------------------------------


def keyword_labels(text: str, narrated: bool = False) -> set[Label]:
    """The negation-aware vocabulary's signals (shared/domain/insights/vocabulary.py), plus injury resolution."""
    return _keyword_analysis(text, narrated)[0]


def _keyword_analysis(text: str, narrated: bool = False) -> tuple[set[Label], set[Label], bool]:
    """(labels, labels the embedder may not add: mentioned only negated, asked or about someone else, and (v22) a
    milestone in a message that speaks of no achievement; whether every sentence is a question)."""
    analysis = vocabulary.analyse(text, narrated)
    labels = set(analysis.asserted)
    suppressed = set(analysis.suppressed)
    if "milestone" not in labels and not vocabulary.speaks_of_achievement(text):
        # v22: the probe reads topic more than polarity; it may add a milestone only to a message with a word of
        # something achieved ("I'm wrecked. Baby up at 1, 3 and 5" is no milestone, whatever its numbers).
        suppressed.add("milestone")
    if "missed" not in labels and not vocabulary.speaks_of_absence(text):
        # v29: likewise a session missed only to a message with a word of not doing or not attending ("The kids' nativity
        # is Thursday so I'll come Friday instead" is about a session, not an absence).
        suppressed.add("missed")
    if RESOLVED.search(text):
        labels.add("resolved")
    if "resolved" in labels and "pain" not in labels and not BODY_PARTS.search(text):
        labels.discard("resolved")  # "better" alone is not about an injury
    if "resolved" in labels and "pain" in labels and not _pain_outside_resolutions(text, narrated):
        labels.discard("pain")  # "no knee pain at all" reports the absence of pain
    return labels, suppressed, analysis.asks_only


def scoped_text(text: str, narrated: bool = False) -> str:
    """The message without the parts the rules read as about someone else, negated or asked and assert nothing
    in ("My sister is exhausted, I'm fine" -> "I'm fine"): what the probe reads, so a vetoed part does not carry
    its topic into the embedding. The whole text when no part is dropped; "" when every part is."""
    parts = _parts_of(text)
    kept = []
    for part in parts:
        analysis = vocabulary.analyse(part, narrated)
        if analysis.suppressed and not analysis.asserted:
            continue
        kept.append(part.strip())
    return text if len(kept) == len(parts) else ". ".join(kept)


# Where a message turns: "my back's better but now my neck is stiff", "sleep has been better. My knee aches".
_TURNS = re.compile(r"[.;!?\n]|,|\b(?:but|though|although|however|whereas|only thing is)\b", re.I)


def _parts_of(text: str) -> list[str]:
    return [p for p in _TURNS.split(text) if p and p.strip()]


def _pain_outside_resolutions(text: str, narrated: bool = False) -> bool:
    """A pain report after a resolution, in a part no resolution speaks of: a new pain beside a resolved one
    ("my back's better but now my neck is stiff"). Pain told before the resolution is the episode it closes
    ("I used to get back pain but since the core work it's gone")."""
    parts = _parts_of(text)
    first = next((i for i, part in enumerate(parts) if RESOLVED.search(part)), len(parts))
    return any("pain" in vocabulary.labels(part, narrated) for part in parts[first + 1:] if not RESOLVED.search(part))


def classify(messages: Sequence[ClientMessage], embedder: Any) -> dict[str, set[Label]]:
    """Indicator labels per message id (client messages only are passed in)."""
    # The probe reads each message without the parts the rules vetoed (scoped_text): fitted the same way
    # (bench/fit_insight_probe.py), chosen by leave-one-round-out cross-validation (bench/detector_cv.py).
    # Only when a probe will read them: scoping costs a keyword analysis per part (the keywords-only path stays
    # as cheap as before).
    texts = ([scoped_text(m.text, narrated=m.kind == "session_note") for m in messages] if has_probe(embedder)
             else [m.text for m in messages])
    readings = semantic_readings(texts, embedder)
    return {m.id: combine(m.text, seen, narrated=m.kind == "session_note", rejected=rejected)
            for m, (seen, rejected) in zip(messages, readings)}


def combine(text: str, semantic: set[Label], narrated: bool = False,
            rejected: frozenset[Label] | set[Label] = frozenset()) -> set[Label]:
    """The keywords' labels, less those the probe rejects, plus what the embedder saw that the keywords did not veto."""
    keywords, suppressed, asks_only = _keyword_analysis(text, narrated)
    # v45: a rule's assertion the probe reads as far from its signal (logit under the fit's veto cut-off, where it
    # chose one) is dropped: the rules' false alarms on new writers were the detectors' precision gap, and phrase
    # guards drawn from dev rows no longer carried to new rounds (docs/BENCHMARKS.md, "Detectors v45").
    vetoed = rejected & {"stress", "pain", "missed", "milestone"}
    if vetoed & VETO_SPARES_BODY_PART and names_body_part(text):
        vetoed = vetoed - VETO_SPARES_BODY_PART
    keywords = keywords - vetoed
    # The embedder adds what the keywords missed, never what they saw negated, asked, about someone else
    # or contradicted, and nothing to a message that only asks ("what's a good 5k time?" is near a 5k PB).
    found = keywords | (set() if asks_only else semantic - suppressed)
    if "resolved" in found and "pain" not in keywords:
        found.discard("pain")  # "the knee pain is gone" resolves, it does not report
    return found


# -- detectors ----------------------------------------------------------------


def detect_all(
    messages: Sequence[ClientMessage],
    embedder: Any,
    ctx: DetectionContext,
    checkins: Sequence[CheckinPoint] = (),
    metrics: Sequence[MetricPoint] = (),
    goals: Sequence[GoalPoint] = (),
) -> list[Detection]:
    """Every pattern found in a client's messages (trainer messages are ignored), check-ins and health metrics.

    `messages` may also hold check-in comments and session notes (`kind`), read like messages.
    """
    from_client = [m for m in messages if m.from_client]
    in_window = [m for m in from_client if m.at >= ctx.now - timedelta(days=ctx.window_days) and m.at <= ctx.now]
    labels = classify(in_window, embedder)
    checkins = sorted(checkins, key=lambda p: p.at)
    found = [
        detect_stress(in_window, labels, ctx, checkins),
        detect_pain(in_window, labels, ctx),
        detect_adherence(in_window, labels, [m for m in from_client if m.kind == "message"], ctx, checkins),
        detect_milestone(in_window, labels, ctx),
    ]
    # Health metrics against goals (shared/domain/insights/metrics.py): one "progress" detection at most,
    # and a reached goal only when the messages brought no milestone of their own.
    for signal in metric_signals(metrics, goals, ctx.now, ctx.window_days, ctx.metric_rules):
        if any(d is not None and d.pattern == signal.pattern for d in found):
            continue
        found.append(_detection(signal.pattern, signal.ids, signal.confidence, **signal.detail))  # type: ignore[arg-type]
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


def detect_stress(
    window: Sequence[ClientMessage],
    labels: dict[str, set[Label]],
    ctx: DetectionContext,
    checkins: Sequence[CheckinPoint] = (),
) -> Detection | None:
    hits = [m for m in window if "stress" in labels.get(m.id, ())]
    rules = ctx.checkin_rules
    recent_checkins = [p for p in checkins if ctx.now - timedelta(days=ctx.window_days) <= p.at <= ctx.now]
    stressed_checkins = [p for p in recent_checkins if stressed(p, rules)]
    days = {_days_ago(m.at, ctx.now) for m in hits} | {_days_ago(p.at, ctx.now) for p in stressed_checkins}
    days_recent = {d for d in days if d < STRESS_DAYS}
    ids = list(dict.fromkeys([m.id for m in hits] + [p.id for p in stressed_checkins]))  # a comment and its check-in: once
    # A check-in with high stress *and* poor sleep reports on a period: enough on its own.
    strained_recent = [p for p in stressed_checkins if strained(p, rules) and _days_ago(p.at, ctx.now) < STRESS_DAYS]
    if len(days_recent) < STRESS_MIN_DAYS and not strained_recent:
        return None
    days_window = len(days)
    confidence = 0.6 + 0.15 * max(len(days_recent) - STRESS_MIN_DAYS, 0) + 0.05 * (days_window - len(days_recent))
    detail: dict[str, Any] = dict(
        daysRecent=len(days_recent), ofDays=STRESS_DAYS, daysInWindow=days_window, mentions=len(hits)
    )
    if strained_recent:
        detail["checkins"] = len(strained_recent)
        if len(days_recent) < STRESS_MIN_DAYS:
            detail["signal"] = "checkin"
    return _detection("stress", ids, confidence, **detail)


def detect_pain(window: Sequence[ClientMessage], labels: dict[str, set[Label]], ctx: DetectionContext) -> Detection | None:
    # Open mentions with the body parts still unresolved in each.
    open_mentions: list[tuple[ClientMessage, set[str]]] = []
    for message in window:  # oldest first: a later resolution clears what came before
        found = labels.get(message.id, set())
        if "resolved" in found:
            # "my knee is fine now" closes the knee (and unspecific mentions);
            # "the pain is gone" closes everything before it.
            parts = _parts_of(message.text)
            closed = set().union(*(_body_parts(p) for p in parts if RESOLVED.search(p))) or (
                set() if "pain" in found else _body_parts(message.text))
            open_mentions = [(m, body - closed) for m, body in open_mentions if closed and body - closed]
            if "pain" in found:  # "my back's better but now my neck is stiff": the neck opens
                opened = set().union(*(_body_parts(p) for p in parts if not RESOLVED.search(p)))
                open_mentions.append((message, opened - closed))
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
    checkins: Sequence[CheckinPoint] = (),
) -> Detection | None:
    """One adherence detection, the strongest signal first: missed sessions, a drop in
    reported adherence, missed check-ins, gone quiet (`from_client`: chat messages only)."""
    missed = [m for m in window if "missed" in labels.get(m.id, ())]
    if len(missed) >= MISSED_MIN_MENTIONS:
        return _detection("adherence", [m.id for m in missed], 0.6 + 0.1 * (len(missed) - MISSED_MIN_MENTIONS),
                          signal="missed_sessions", mentions=len(missed))
    drop = adherence_drop(checkins, ctx.now, ctx.window_days, ctx.checkin_rules)
    if drop is not None:
        return _detection("adherence", drop[0], 0.65, **drop[1])
    overdue = missed_checkins(checkins, ctx.now, ctx.checkin_rules)
    if overdue is not None:
        return _detection("adherence", overdue[0], 0.55 + 0.05 * min(overdue[1]["missedCount"] - 1, 3), **overdue[1])
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
