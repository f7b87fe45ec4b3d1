"""The offline drafter's wording: one small function per detected pattern and signal.

Pure text from a detection's counts (never the client's words), so the same detection
always gets the same draft. `template_draft` picks the wording (`wording_for`) and fits
the title; shared/usecases/insights/drafting.py's `TemplateDrafter` hands it the draft input.
A detail a wording needs and the detection lacks raises KeyError, as it always did: the
detectors write every count their pattern's wording reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from shared.domain.insights.models import MAX_TITLE_CHARS, Draft


@dataclass(frozen=True)
class Wording:
    title: str
    message: str
    rationale: str
    actions: list[str]


# name (the client's first name, or "Your client"), the detection's detail, the window in days
WordingOf = Callable[[str, Mapping[str, Any], int], Wording]


def fit_title(title: str) -> str:
    title = " ".join(title.split())
    return title if len(title) <= MAX_TITLE_CHARS else title[: MAX_TITLE_CHARS - 1].rstrip() + "…"


def times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def template_draft(pattern: str, detail: Mapping[str, Any], client_name: str, window_days: int) -> Draft:
    """The template's draft of one detection: its pattern's wording, the title fitted to its limit."""
    w = wording_for(pattern, detail)(client_name or "Your client", detail, window_days)
    return Draft(title=fit_title(w.title), clientMessage=w.message, rationale=w.rationale, suggestedActions=w.actions)


def wording_for(pattern: str, detail: Mapping[str, Any]) -> WordingOf:
    """The wording of a pattern and its signal; a pattern's own wording when its signal has none,
    the milestone's for any other pattern."""
    signal = detail.get("signal")
    by_signal = _BY_SIGNAL.get((pattern, signal)) if isinstance(signal, str) else None
    return by_signal or _BY_PATTERN.get(pattern, _milestone)


# -- stress -------------------------------------------------------------------


def _stress_checkin(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    return Wording(
        f"{name}'s check-in: high stress, poor sleep",
        f"Hi {name}, thanks for your check-in. It sounds like stress is high and sleep is short right now. "
        "How are you holding up? We can lighten the next sessions and focus on sleep and recovery.",
        f"{name}'s latest check-in reported high stress together with poor sleep.",
        ["Check in personally", "Reduce training volume this week", "Plan a recovery or mobility session"],
    )


def _stress(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    return Wording(
        f"{name} seems stressed ({d['daysRecent']} of last {d['ofDays']} days)",
        f"Hi {name}, it sounds like a lot is on your plate this week. How are you holding up? "
        "We can lighten the next sessions and focus on sleep and recovery — just say the word.",
        f"{name} mentioned stress or fatigue on {d['daysRecent']} of the last {d['ofDays']} days "
        f"({d['mentions']} messages in the last {window_days} days).",
        ["Check in personally", "Reduce training volume this week", "Plan a recovery or mobility session"],
    )


# -- pain ---------------------------------------------------------------------


def _pain(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    part = " and ".join(d.get("bodyParts") or []) or "pain"
    what = f"{part} pain" if d.get("bodyParts") else "pain"
    return Wording(
        f"{name} reported {what} {times(d['mentions'])} this week",
        f"Hi {name}, sorry to hear about the {what}. Where exactly does it hurt, and when? "
        "Let's adjust the exercises that aggravate it; if it persists, please have a physio look at it.",
        f"{name} mentioned {what} {times(d['mentions'])} in the last {window_days} days, with no sign it has resolved.",
        ["Ask where and when it hurts", "Swap aggravating exercises", "Suggest a physiotherapist if it persists"],
    )


# -- adherence ----------------------------------------------------------------


def _missed_sessions(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    return Wording(
        f"{name} missed sessions {times(d['mentions'])} recently",
        f"Hi {name}, I noticed a few sessions slipped this week — totally normal. "
        "What would make training easier to fit in right now? We can shorten or move sessions.",
        f"{name} mentioned missing or skipping training {times(d['mentions'])} in the last {window_days} days.",
        ["Ask what is getting in the way", "Offer shorter or rescheduled sessions", "Set one small goal for next week"],
    )


def _adherence_drop(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    title = f"{name}'s adherence dropped to {d['latestPct']}%"
    since = f", down from about {d['baselinePct']}%" if "baselinePct" in d else ""
    return Wording(
        title,
        f"Hi {name}, your last check-in showed the plan has been hard to stick to lately — that happens. "
        "What got in the way? Let's adjust the plan so it fits your week.",
        f"{name}'s latest check-in reported {d['latestPct']}% adherence{since}.",
        ["Ask what is getting in the way", "Simplify the plan for next week", "Set one small goal"],
    )


def _missed_checkins(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    return Wording(
        f"{name} has not checked in for {d['daysSinceCheckin']} days",
        f"Hi {name}, I haven't seen a check-in from you for a bit — how are things going? A quick update helps me adjust your plan.",
        f"{name} usually checks in regularly; the last check-in was {d['daysSinceCheckin']} days ago.",
        ["Send a friendly reminder", "Ask whether the check-in format still works for them"],
    )


def _gone_quiet(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    return Wording(
        f"{name} has gone quiet for {d['silentDays']} days",
        f"Hi {name}, just checking in — how is training going this week? Anything I can adjust for you?",
        f"{name} was active before but has not written for {d['silentDays']} days.",
        ["Send a friendly check-in", "Review the current plan's difficulty"],
    )


# -- progress and milestones --------------------------------------------------


def _metric(d: Mapping[str, Any], default: str) -> tuple[str, str]:
    """The metric's name as said ("body_weight" -> "body weight") and its unit with a leading space, or ""."""
    return str(d.get("metric", default)).replace("_", " "), f" {d['unit']}" if d.get("unit") else ""


def _goal_missed(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    metric, unit = _metric(d, "metric")
    return Wording(
        f"{name} missed the {metric} goal deadline",
        f"Hi {name}, the deadline for your {metric} goal has passed — you've still made progress. Shall we set a new, realistic date together?",
        f"{name}'s {metric} is {d['latest']}{unit} against a target of {d['target']}{unit}, and the deadline has passed.",
        ["Review what worked and what did not", "Set a new deadline or target"],
    )


def _regression(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    metric, unit = _metric(d, "metric")
    return Wording(
        f"{name}'s {metric} moved away from the goal",
        f"Hi {name}, your {metric} went the other way this week — that happens. Anything different lately (sleep, food, stress)? Let's adjust together.",
        f"{name}'s {metric} went from {d['previous']}{unit} to {d['latest']}{unit} in about a week; the target is {d['target']}{unit}.",
        ["Ask what changed this week", "Review the plan for this goal"],
    )


def _plateau(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    metric, unit = _metric(d, "metric")
    return Wording(
        f"{name}'s {metric} has plateaued",
        f"Hi {name}, your {metric} has held steady for a few weeks. Time to change something in the plan — let's talk about options.",
        f"{name}'s {metric} stayed around {d['latest']}{unit} for {d.get('days')} days; the target is {d['target']}{unit}.",
        ["Change one variable in the plan", "Check adherence and recovery"],
    )


def _goal_reached(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    metric, unit = _metric(d, "goal")
    return Wording(
        f"{name} reached the {metric} goal",
        f"Hi {name}, you reached your {metric} goal — {d['latest']}{unit}! Well done. Let's set the next target together.",
        f"{name}'s latest {metric} reading ({d['latest']}{unit}) meets the target of {d['target']}{unit}.",
        ["Congratulate them", "Set the next goal"],
    )


def _milestone(name: str, d: Mapping[str, Any], window_days: int) -> Wording:
    return Wording(
        f"{name} hit a milestone — celebrate it",
        f"Hi {name}, that is a real milestone — well done! Let's set the next target together.",
        f"{name} reported a personal best or reached goal in the last {window_days} days.",
        ["Congratulate them", "Set the next goal", "Share progress in the next session"],
    )


_BY_SIGNAL: dict[tuple[str, str], WordingOf] = {
    ("stress", "checkin"): _stress_checkin,
    ("adherence", "missed_sessions"): _missed_sessions,
    ("adherence", "adherence_drop"): _adherence_drop,
    ("adherence", "missed_checkins"): _missed_checkins,
    ("progress", "goal_missed"): _goal_missed,
    ("progress", "regression"): _regression,
    ("milestone", "goal_reached"): _goal_reached,
}
# A pattern's wording when its signal has none of its own (any other pattern: `_milestone`).
_BY_PATTERN: dict[str, WordingOf] = {"stress": _stress, "pain": _pain, "adherence": _gone_quiet, "progress": _plateau}
