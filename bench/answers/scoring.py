"""Score replies against evidence, aggregate, and print the tables. Shared by both modes.

Per question (answerable):
  chat hit          — a non-refusal whose cited sources include an evidence id
  wrongful refusal  — refused (`hasContext: false`) although the history answers it
  cited-but-missed  — answered with citations, none of them evidence
  search hit@10     — an evidence id among semanticSearch's first 10 results
Per question (unanswerable):
  correct refusal   — the chat refused (`hasContext: false`)
  search empty      — semanticSearch returned nothing above the relevance threshold
A call that failed (an error status) counts as an error, in no rate's numerator
and in every denominator: it is not an answer the trainer could use.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import asdict, dataclass, field
from typing import Any, Iterable

from bench.answers.questions import Question

SEARCH_K = 10

# Targets of issue 14 (shown next to the totals).
TARGETS = {
    "chatHit": ">= 0.90",
    "wrongfulRefusal": "<= 0.03",
    "citedMissed": "<= 0.07",
    "searchHit10": ">= 0.90",
    "correctRefusal": ">= 0.95",
    "searchEmpty": ">= 0.70",
    "chatMsP50": "<= 60",
    "chatMsP95": "<= 150",
}


@dataclass
class ChatReply:
    has_context: bool
    cited_ids: list[str]
    ms: float
    conversation_id: str | None = None
    response: str = ""
    error: str | None = None


@dataclass
class SearchReply:
    result_ids: list[str]
    ms: float
    top_score: float | None = None
    error: str | None = None


@dataclass
class Scored:
    id: str
    dataset: str
    split: str
    kind: str
    answerable: bool
    chat_outcome: str  # hit | wrongful_refusal | cited_missed | correct_refusal | false_answer | error | skipped
    search_hit: bool | None  # answerable only
    search_empty: bool | None
    chat_ms: float | None
    search_ms: float | None
    cited_ids: list[str] = field(default_factory=list)
    search_ids: list[str] = field(default_factory=list)
    response: str = ""
    skipped_why: str | None = None
    why_unanswerable: str | None = None


def score(q: Question, chat: ChatReply | None, search: SearchReply | None, skipped_why: str | None = None) -> Scored:
    """One question's outcome. `chat`/`search` None only when the question was skipped."""
    evidence = set(q.evidence_ids)
    if skipped_why is not None or chat is None or search is None:
        return Scored(q.id, q.dataset, q.split, q.kind, q.answerable, "skipped", None, None, None, None,
                      skipped_why=skipped_why or "not asked", why_unanswerable=q.why_unanswerable)
    if chat.error is not None:
        outcome = "error"
    elif q.answerable:
        if not chat.has_context:
            outcome = "wrongful_refusal"
        elif evidence & set(chat.cited_ids):
            outcome = "hit"
        else:
            outcome = "cited_missed"
    else:
        outcome = "false_answer" if chat.has_context else "correct_refusal"
    top = search.result_ids[:SEARCH_K]
    ok = search.error is None
    return Scored(
        q.id, q.dataset, q.split, q.kind, q.answerable, outcome,
        search_hit=(ok and bool(evidence & set(top))) if q.answerable else None,
        search_empty=(ok and not top) if not q.answerable else None,
        chat_ms=chat.ms if chat.error is None else None,
        search_ms=search.ms if ok else None,
        cited_ids=list(chat.cited_ids),
        search_ids=top,
        response=chat.response if chat.error is None else f"ERROR {chat.error}",
        why_unanswerable=q.why_unanswerable,
    )


def percentile(values: list[float], p: float) -> float | None:
    """Nearest-rank percentile (p in 0..100); None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * p // 100))  # ceil(n * p / 100), at least 1
    return round(ordered[int(rank) - 1], 1)


def _rate(n: int, d: int) -> float | None:
    return round(n / d, 3) if d else None


def aggregate(rows: Iterable[Scored]) -> dict[str, Any]:
    """The figures of one group of questions."""
    rows = list(rows)
    asked = [r for r in rows if r.chat_outcome != "skipped"]
    ans = [r for r in asked if r.answerable]
    una = [r for r in asked if not r.answerable]
    count = lambda rs, o: sum(r.chat_outcome == o for r in rs)  # noqa: E731
    chat_ms = [r.chat_ms for r in asked if r.chat_ms is not None]
    search_ms = [r.search_ms for r in asked if r.search_ms is not None]
    return {
        "questions": len(rows),
        "answerable": len(ans),
        "unanswerable": len(una),
        "skipped": len(rows) - len(asked),
        "errors": count(asked, "error"),
        "chatHit": _rate(count(ans, "hit"), len(ans)),
        "wrongfulRefusal": _rate(count(ans, "wrongful_refusal"), len(ans)),
        "citedMissed": _rate(count(ans, "cited_missed"), len(ans)),
        "searchHit10": _rate(sum(bool(r.search_hit) for r in ans), len(ans)),
        "correctRefusal": _rate(count(una, "correct_refusal"), len(una)),
        "searchEmpty": _rate(sum(bool(r.search_empty) for r in una), len(una)),
        "chatMsP50": percentile(chat_ms, 50),
        "chatMsP95": percentile(chat_ms, 95),
        "searchMsP50": percentile(search_ms, 50),
        "searchMsP95": percentile(search_ms, 95),
    }


def report(rows: list[Scored]) -> dict[str, Any]:
    """{split: {dataset: {"all": figures, "kinds": {kind: figures}}}}, plus "all" over data sets."""
    out: dict[str, Any] = {}
    splits = sorted({r.split for r in rows}) + ["all"]
    for split in splits:
        in_split = [r for r in rows if split == "all" or r.split == split]
        per: dict[str, Any] = {}
        for dataset in sorted({r.dataset for r in in_split}) + ["all"]:
            group = [r for r in in_split if dataset == "all" or r.dataset == dataset]
            kinds: dict[str, list[Scored]] = defaultdict(list)
            for r in group:
                kinds[r.kind].append(r)
            whys: dict[str, list[Scored]] = defaultdict(list)
            for r in group:
                if not r.answerable:
                    whys[r.why_unanswerable or "unlabelled"].append(r)
            per[dataset] = {
                "all": aggregate(group),
                "kinds": {k: aggregate(v) for k, v in sorted(kinds.items())},
                # Unanswerable questions by why: never for this client, only another client's, another trainer's.
                "unanswerableByWhy": {w: aggregate(v) for w, v in sorted(whys.items())},
            }
        out[split] = per
    return out


def rows_json(rows: list[Scored]) -> list[dict[str, Any]]:
    return [asdict(r) for r in rows]


# -- markdown ------------------------------------------------------------------

WHY = {"never_for_client": "never, for that client", "other_client": "only for another client",
       "other_trainer": "only for another trainer", "other_period": "for that client, only outside the period asked"}

COLUMNS = (
    ("n (ans/unans)", None),
    ("chat hit", "chatHit"),
    ("wrongful refusal", "wrongfulRefusal"),
    ("cited-but-missed", "citedMissed"),
    ("search hit@10", "searchHit10"),
    ("correct refusal", "correctRefusal"),
    ("search empty", "searchEmpty"),
    ("chat ms p50/p95", None),
    ("search ms p50/p95", None),
)


def _cells(f: dict[str, Any]) -> list[str]:
    def num(v: Any) -> str:
        return "–" if v is None else f"{v:.2f}"

    def ms(a: Any, b: Any) -> str:
        return "–" if a is None else f"{a:.0f} / {b:.0f}"

    n = f"{f['answerable']}/{f['unanswerable']}"
    if f["skipped"]:
        n += f" (+{f['skipped']} skipped)"
    if f["errors"]:
        n += f" ({f['errors']} errors)"
    return [n, num(f["chatHit"]), num(f["wrongfulRefusal"]), num(f["citedMissed"]), num(f["searchHit10"]),
            num(f["correctRefusal"]), num(f["searchEmpty"]), ms(f["chatMsP50"], f["chatMsP95"]),
            ms(f["searchMsP50"], f["searchMsP95"])]


def markdown(rep: dict[str, Any], splits: Iterable[str] | None = None, per_kind: bool = True) -> str:
    """Tables: per split, a summary over data sets, then per data set one row per kind."""
    from bench.report import table

    header = ["", *[c for c, _ in COLUMNS]]
    parts: list[str] = []
    targets = ["**target**", "", TARGETS["chatHit"], TARGETS["wrongfulRefusal"], TARGETS["citedMissed"],
               TARGETS["searchHit10"], TARGETS["correctRefusal"], TARGETS["searchEmpty"],
               f"{TARGETS['chatMsP50']} / {TARGETS['chatMsP95']}", ""]
    for split in splits or rep:
        if split not in rep:
            continue
        per = rep[split]
        rows = [[f"**{d}**" if d == "all" else d, *_cells(per[d]["all"])] for d in per]
        parts.append(f"**{split}** split, per data set\n\n" + table(["data set", *header[1:]], rows + [targets]))
        why_rows = [[f"`{d}`: {WHY.get(w, w)}", f["unanswerable"], _cells(f)[5], _cells(f)[6]]
                    for d in per if d != "all" for w, f in per[d]["unanswerableByWhy"].items()]
        if why_rows:
            parts.append(f"**{split}** split, unanswerable questions by why they have no answer\n\n"
                         + table(["data set: the topic came up", "n", "correct refusal", "search empty"], why_rows))
        if per_kind:
            for dataset, figures in per.items():
                if dataset == "all":
                    continue
                krows = [[k, *_cells(f)] for k, f in figures["kinds"].items()]
                krows.append(["**all**", *_cells(figures["all"])])
                parts.append(f"**{split}** split, `{dataset}`, per kind\n\n" + table(["kind", *header[1:]], krows))
    return "\n\n".join(parts) + "\n"


def compare(old: list[dict[str, Any]], new: list[Scored]) -> list[str]:
    """Questions whose chat outcome or search result changed between an earlier run (its JSON rows) and this one."""
    before = {r["id"]: r for r in old}
    lines = []
    for r in new:
        b = before.get(r.id)
        if b is None:
            continue
        search_old = b["search_hit"] if r.answerable else b["search_empty"]
        search_new = r.search_hit if r.answerable else r.search_empty
        if b["chat_outcome"] != r.chat_outcome or search_old != search_new:
            what = "search hit" if r.answerable else "search empty"
            lines.append(f"{r.id} [{r.kind}] chat {b['chat_outcome']} -> {r.chat_outcome}; "
                         f"{what} {search_old} -> {search_new}")
    return lines
