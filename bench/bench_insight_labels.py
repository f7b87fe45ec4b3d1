"""Precision and recall of the insight message classifiers on a hand-labelled set.

bench/insights_labels.jsonl: short coaching messages written for this purpose,
each labelled with the signals it carries — `stress` (stress, fatigue, poor
sleep, low mood), `pain` (pain or injury, not resolved, not post-workout
soreness), `missed` (a missed / skipped / cancelled session), `milestone` (a
personal best or goal reached) — or none. About half are negatives, many of
them near misses: negations ("not tired at all"), healthy opposites, other
people's problems, questions, idioms ("tired of chicken"), resolved injuries.
Each row has a split: `dev` (everything the vocabulary has been tuned on,
including earlier held-out sets once they were scored; `origin` says which
round wrote each row) and `blind` (written after the detectors were frozen,
scored once, never tuned on). See the section text for how far each split can
be trusted.

Per message, a label is predicted when `shared.domain.insights.detectors.classify`
(the detectors' own per-message step) returns it. Layers measured:

    keywords             the negation-aware vocabulary alone (any embedder-less setup)
    keywords + MiniLM    the local default (all-MiniLM-L6-v2, int8 compute)

    functions/venv/bin/python bench/bench_insight_labels.py [--no-write] [--errors]

Rewrites its section of docs/BENCHMARKS.md (`insight-labels`) unless --no-write.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

LABELS_FILE = REPO / "bench" / "insights_labels.jsonl"
DETECTORS = ("stress", "pain", "missed", "milestone")
SPLITS = ("dev", "blind")


def load(path: Path = LABELS_FILE) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def predict(rows: list[dict[str, Any]], embedder: Any) -> list[set[str]]:
    from shared.domain.insights.detectors import classify
    from shared.usecases.insights.sources import ClientMessage

    now = datetime(2026, 11, 12, tzinfo=timezone.utc)
    # A row with role "coach" is the trainer's own message: the detectors read client text only
    # (detect_all drops trainer messages), so it is passed on as the pipeline would and never flagged.
    messages = [ClientMessage(r["id"], "bench", r["text"], now, r.get("role", "client") != "coach") for r in rows]
    labels = classify([m for m in messages if m.from_client], embedder)
    return [labels.get(m.id, set()) & set(DETECTORS) for m in messages]


def scores(rows: list[dict[str, Any]], predicted: list[set[str]], label: str) -> dict[str, Any]:
    tp = sum(1 for r, p in zip(rows, predicted) if label in p and label in r["labels"])
    fp = sum(1 for r, p in zip(rows, predicted) if label in p and label not in r["labels"])
    fn = sum(1 for r, p in zip(rows, predicted) if label not in p and label in r["labels"])
    return {
        "positives": tp + fn,
        "tp": tp, "fp": fp, "fn": fn,
        "precision": tp / (tp + fp) if tp + fp else 1.0,
        "recall": tp / (tp + fn) if tp + fn else 1.0,
    }


def errors(rows: list[dict[str, Any]], predicted: list[set[str]]) -> list[str]:
    out = []
    for r, p in zip(rows, predicted):
        gold = set(r["labels"])
        if p != gold:
            out.append(f"  [{r['split']}] gold={sorted(gold)} got={sorted(p)}  {r['text']}")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument("--errors", action="store_true", help="print dev-split disagreements (blind stays unseen)")
    args = parser.parse_args()

    from bench import machine
    from bench.report import table, write_section
    from shared.adapters.embedding.minilm import MiniLMEmbedder

    rows = load()
    layers = {"keywords": None, "keywords + MiniLM (int8)": MiniLMEmbedder(precision="int8")}
    results: dict[str, dict[str, dict[str, Any]]] = {}
    for name, embedder in layers.items():
        for split in SPLITS:
            subset = [r for r in rows if r["split"] == split]
            predicted = predict(subset, embedder)
            results[f"{name}|{split}"] = {label: scores(subset, predicted, label) for label in DETECTORS}
            if args.errors and split == "dev":
                print(f"{name} — dev disagreements:")
                print("\n".join(errors(subset, predicted)) or "  none")

    body = []
    for label in DETECTORS:
        for name in layers:
            cells: list[Any] = [label, name]
            for split in SPLITS:
                r = results[f"{name}|{split}"][label]
                cells += [f"{r['precision']:.2f} / {r['recall']:.2f}"]
            cells.append(" / ".join(str(results[f"{name}|{sp}"][label]["positives"]) for sp in SPLITS))
            cells.append(" / ".join(f"{results[f'{name}|{sp}'][label]['fp']}+{results[f'{name}|{sp}'][label]['fn']}" for sp in SPLITS))
            body.append(cells)
    for line in body:
        print(" | ".join(map(str, line)))
    n = {sp: sum(r["split"] == sp for r in rows) for sp in SPLITS}
    load1, _, _ = os.getloadavg()
    cpu = machine.describe()["cpu"]
    section = "\n".join([
        "## Insight detectors: precision and recall per signal (labelled messages)",
        "",
        "    functions/venv/bin/python bench/bench_insight_labels.py",
        "",
        f"{len(rows)} hand-written coaching messages (`bench/insights_labels.jsonl`: dev {n['dev']}, blind {n['blind']});",
        "about half negatives, many near misses: negations, healthy opposites, other people's troubles, questions, idioms,",
        "sarcasm, typos, past episodes that are over, resolved injuries, post-workout soreness. A message counts as",
        "flagged for a signal when `shared.domain.insights.detectors.classify` labels it so. Goal: precision ≥ 0.90, recall ≥ 0.85.",
        "",
        "**How far to trust each split.** `dev` is everything the vocabulary was tuned on, including every earlier",
        "held-out set once it had been scored (`origin` in the file says which round wrote each row): the first",
        "dev/test sets (v1), v1's fresh set (74), v2's fresh set (92), 225 messages written for v3 in the style of the",
        "misses (typos, sarcasm, hedges, third-person, past vs present), v3's blind set (174) and v4's (162). Its",
        "figures are fitted, not a claim. `blind` is the held-out figure: 153 messages written after the v5 detectors",
        "were frozen (commit c48d072; the set is commits 7720514 and 12a8a27, which corrected one label before",
        "scoring) in voices and topics dev does not have — a ward nurse, a touring drummer, a farmer at lambing and",
        "harvest, a teacher, a wheelchair athlete, a masters powerlifter, a boxer, a skier, a triathlete, a student",
        "nurse, a carer, Ramadan fasting, a chef — and scored once. The same person",
        "wrote the rules and the blind sets, so they are not independent of the author's idea of the signals; real",
        "clients' messages would be the better test.",
        "",
        "**Rounds, each scored once on a set written after its freeze (keywords + MiniLM, P / R):**",
        "",
        table(["round", "blind set", "stress", "pain", "missed", "milestone"], [
            ["v1 (74d48df)", "74 messages", "0.94 / 0.75", "1.00 / 0.78", "0.86 / 0.75", "0.78 / 1.00"],
            ["v2 (f2793f3)", "92 (ef91fde)", "0.84 / 0.67", "0.85 / 0.92", "1.00 / 0.73", "0.75 / 0.75"],
            ["v3 (ae9516a)", "174 (b13ff79)", "0.87 / 0.79", "0.85 / 0.77", "0.92 / 0.50", "0.86 / 0.71"],
            ["v4 (5b8f6ec)", "162 (697f0d0)", "0.77 / 0.74", "0.88 / 0.62", "1.00 / 0.75", "0.85 / 0.65"],
            ["v5 (c48d072)", "153 (7720514)", "0.72 / 0.77", "0.82 / 0.95", "0.95 / 0.82", "0.67 / 0.35"],
        ]),
        "",
        "**On new text the goal is not met, in any round.** Each round fits its dev set (dev P/R ≥ 0.98 from v3 on) and",
        "then misses about a quarter to a third of the next voices' signals: v3's misses were sessions named another",
        "way (\"attend\", \"sit out tomorrow's crew session\", \"Cancel Thu\"), formal or indirect distress (\"sleeping",
        "very poorly\", \"rather low\"), soft pain words (\"giving me some trouble\", \"grumbling\") and achievements",
        "told as numbers (\"just hit 100kg bench!!!\"); v4 fixed those classes and met new ones — slang (\"head's not",
        "right\", \"sleeping like garbage\", \"too fried to train\"), domain words (\"had a bad crash\" in long covid,",
        "\"jarred my shoulder\", \"a pinch at the front of my hip\", \"numb and tingling\"), plain-stated achievements",
        "(\"Got my blue belt\", \"Deadlifted double bodyweight today!!\", \"new bench max 110\") — and false positives on",
        "tiredness of other things (\"tired eyes from screens\"), other people without a possessive (\"lads were",
        "wrecked\", \"the coach at my old club was always stressed\") and stress as a topic (\"I cope better with stress",
        "when I'm training\"); v5 fixed those and met achievements with verbs and nouns the rules do not list (\"Won",
        "my first amateur bout\", \"Landed my first 360\", \"First unassisted pistol squat\", \"Held a handstand for 20",
        "seconds, first time ever\", \"New masters national record\", \"dropped two notches on my belt\": milestone",
        "recall 0.35), distress said sideways (\"dead on my feet\", \"had a cry in the sluice room\", \"isolated and",
        "low\", \"running on nothing\", \"the nights are the worst\") and false positives on other people's injuries",
        "with a possessive the rules do not know (\"my lad's wrist\", \"Mum's hip\", \"the drummer in the support",
        "band\"), \"shattered my phone screen\" and \"stress fracture\". Keyword rules written from a thousand examples keep missing phrasings their author",
        "did not think of; the dev figures show what the rules can fit, the blind figures what that is worth on new",
        "voices. The model layer (`GENERATOR=openai`: the drafter confirms each detection under a JSON schema before",
        "writing it, shared/usecases/insights/drafting.py) can only remove false positives, not add recall, and is not",
        "measured here (it needs the hosted model).",
        "",
        f"Run of {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC on {cpu} ({os.cpu_count()} cores, Python {platform.python_version()}),",
        f"load average {load1:.1f} (machine shared with other agents; accuracy does not depend on load).",
        "",
        table(["signal", "classifier", "dev P / R", "blind P / R", "positives dev / blind", "FP+FN dev / blind"], body),
        "",
        "**Tried, not shipped: the labelled messages as nearest neighbours.** A layer that labels a message when its 5",
        "most similar dev messages (MiniLM int8, cosine ≥ 0.5) carry the label with ≥ 0.6 of the similarity weight, under",
        "the keywords' negation veto. Left one round out (the v5 set as test, everything else as neighbours) it raised",
        "recall on v5 against the keywords alone — stress 0.77 → 0.93, missed 0.82 → 0.91, milestone 0.29 → 0.82 — at a",
        "precision cost (stress 0.77 →",
        "0.74, pain 0.80 → 0.75, milestone 0.83 → 0.67); scored leave-one-out on dev it cost precision everywhere (stress",
        "0.98 → 0.92, missed 0.99 → 0.85: \"I made it to every session this week\" sits among missed-session messages —",
        "the embedding sees the topic, not the polarity). The v5 figures were looked at while choosing its parameters, so",
        "they are not a blind result; with no blind round left to measure it honestly and a clear precision cost, it is",
        "not in the code. It is the most promising direction for recall on new voices (a model-confirmed variant, with",
        "the JSON-schema drafter removing false positives, would address the precision side).",
        "",
        "Message-level figures. The detectors then need a pattern over time (stress on 2 of the last 3 days, two",
        "missed sessions, unresolved pain), which the detector tests pin (tests/test_insights_detectors.py,",
        "tests/test_insights_events.py). Missed check-ins and adherence drops are computed from check-in documents",
        "(numbers and dates, no text), so they have no entry here.",
    ])
    if not args.no_write:
        write_section("insight-labels", section)




if __name__ == "__main__":
    main()
