"""Circles measured: the automatic-membership threshold, and the answer benchmark with and without circles.

    functions/venv/bin/python -m bench.circles [--split dev|test] [--grid] [--write-docs]

Each data set of the answer benchmark (bench/answers, in-process mode) is
loaded once. Then:

1. without circles: every question of the split is asked (search + chat);
2. for every trainer, the `CIRCLES` below are created and seeded by hand
   with `SEEDS` of the trainer's clients' messages through the code path the
   callables run (shared/usecases/circles/service.py: create_circle, assign_records);
   the seeds are the oldest client messages matching the circle's keyword
   list, chosen without looking at any question;
3. membership: every other message of the trainer is scored by its cosine to
   each circle's stored centroid and labelled by the circle's keyword list
   (a proxy for "belongs", stated as such); precision / recall / F1 per
   threshold. The threshold is chosen on the demo data set (best F1) and
   reported on the roster, which it never saw;
4. with circles: the same questions again, with the ranking constants of
   shared/domain/circles/ranking.py, or (`--grid`, dev only) over a small grid.

Figures: bench.answers.scoring (chat hit, wrongful refusal, cited-but-missed,
search hit@10, correct refusal, search empty).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import sys
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import bench  # noqa: F401  (single-threaded BLAS before numpy loads)

import numpy as np

from bench.answers import scoring
from bench.answers.inprocess import InProcessAsker
from bench.answers.questions import load_dataset, load_questions
from bench.answers.runner import ask_all, warm_up
from bench.machine import describe as describe_machine
from shared.domain.documents import message_id_of, message_vector_id

QUESTIONS = Path(__file__).resolve().parent / "answers_data" / "questions.jsonl"
DOCS = Path(__file__).resolve().parent.parent / "docs" / "BENCHMARKS.md"
SEEDS = 3
# (name, description, keyword list marking a message as belonging)
CIRCLES = [
    ("Injury rehab", "pain and injuries, physio and rehab: knee, hip, ankle, back, shoulder",
     r"\b(knee|knees|hip|hips|ankle|back|shoulder|elbow|wrist|hamstring|calf|achilles|pain|painful|sore|injur\w*|physio|rehab|tweak\w*|strain\w*|sprain\w*|twinge\w*)\b"),
    ("Nutrition", "food and diet: meals, protein, calories, hydration, supplements",
     r"\b(protein|meals?|eat|eating|ate|diet|calori\w*|carbs?|breakfast|lunch|dinner|snacks?|food|hydrat\w*|supplements?|vegetarian|vegan|lactose|caffeine|alcohol|fasting)\b"),
    ("Race prep", "race training: marathon, half marathon, 10k, parkrun, long runs, pace, taper",
     r"\b(marathon|half|races?|racing|10k|5k|parkrun|long run|pace|taper\w*|ultra|trail|miles?|km)\b"),
    ("Sleep and stress", "sleep, stress, fatigue, mood and recovery",
     r"\b(sleep\w*|slept|tired|exhausted|stress\w*|anxious|anxiety|fatigue\w*|knackered|burn\w* out|mood|insomnia|drained)\b"),
]
THRESHOLDS = [round(0.30 + 0.05 * i, 2) for i in range(11)]
GRID = {"QUERY_THRESHOLD": [0.25, 0.35, 0.45], "CENTROID_WEIGHT": [0.25, 0.5, 1.0], "MANUAL_BOOST": [0.0, 0.05]}
FIGURES = ["chatHit", "wrongfulRefusal", "citedMissed", "searchHit10", "correctRefusal", "searchEmpty"]


def define_circles(backends: Any, data: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """Every trainer's circles, created and seeded through the callables' use cases."""
    from shared.usecases.circles import service
    from shared.domain.circles.models import AssignRequest, CreateCircleRequest, RecordRef

    chats = {c["id"]: c for c in data["chats"]}
    trainers = {t["id"] for t in data["trainers"]}
    made: dict[str, list[dict[str, Any]]] = {}
    for trainer in sorted(trainers):
        own = sorted((m for m in data["messages"] if chats[m["chatId"]]["trainerId"] == trainer and m["senderId"] not in trainers),
                     key=lambda m: (m["createdAt"], m["id"]))
        for name, description, pattern in CIRCLES:
            keyword = re.compile(pattern, re.IGNORECASE)
            seeds = [m for m in own if keyword.search(m["text"])][:SEEDS]
            circle = service.create_circle(backends, trainer, CreateCircleRequest(name=name, description=description))
            if seeds:
                service.assign_records(backends, trainer, AssignRequest(
                    circleId=circle.circleId, records=[RecordRef(messageId=m["id"], chatId=m["chatId"]) for m in seeds]))
            made.setdefault(trainer, []).append({"circleId": circle.circleId, "keyword": keyword,
                                                 "seeds": {message_vector_id(m["chatId"], m["id"]) for m in seeds}})
    return made


def membership(backends: Any, data: dict[str, Any], made: dict[str, list[dict[str, Any]]],
               everything: bool = False) -> list[tuple[float, bool]]:
    """(cosine to the centroid, keyword label) of every non-seed message of the trainer, per circle, that may
    join a circle automatically (`everything`: also the texts too short to, as before that rule)."""
    from shared.domain.circles.ranking import may_join_automatically
    from shared.usecases.circles.store import CIRCLES as COLLECTION

    chats = {c["id"]: c for c in data["chats"]}
    out: list[tuple[float, bool]] = []
    for trainer, circles in made.items():
        ids = [message_vector_id(m["chatId"], m["id"]) for m in data["messages"] if chats[m["chatId"]]["trainerId"] == trainer]
        texts = {message_vector_id(m["chatId"], m["id"]): m["text"] for m in data["messages"]}
        records = {}
        for i in range(0, len(ids), 500):
            records.update(backends.store.fetch(trainer, ids[i:i + 500]))
        for c in circles:
            doc = backends.db.collection(COLLECTION).document(c["circleId"]).get().to_dict()
            center = np.asarray(doc["centroid"], dtype=np.float32)
            for rid, rec in records.items():
                if rid not in c["seeds"] and (everything or may_join_automatically({"text": texts[rid]})):
                    out.append((float(np.asarray(rec.values, dtype=np.float32) @ center), bool(c["keyword"].search(texts[rid]))))
    return out


def sweep(pairs: list[tuple[float, bool]]) -> list[dict[str, Any]]:
    rows = []
    positives = sum(label for _, label in pairs)
    for t in THRESHOLDS:
        taken = [label for score, label in pairs if score >= t]
        tp = sum(taken)
        p = tp / len(taken) if taken else None
        r = tp / positives if positives else None
        f1 = 2 * p * r / (p + r) if p and r else 0.0
        rows.append({"threshold": t, "taken": len(taken), "precision": p, "recall": r, "f1": f1})
    return rows


def ask(asker: InProcessAsker, questions: list[Any]) -> dict[str, Any]:
    from shared.domain.query_cache import query_cache

    # Every pass embeds its questions afresh: a later pass must not be faster for
    # finding them in this process's query cache.
    query_cache.cache_clear()
    rows = ask_all(asker, questions)
    return {"rows": rows, "figures": scoring.aggregate(rows)}


def run(split: str, grid: bool) -> dict[str, Any]:
    from shared.domain.circles import ranking

    every = load_questions(QUESTIONS)
    questions = [q for q in every if q.split == split]
    parents = {q.follow_up_of for q in questions if q.follow_up_of}
    asked = [q for q in every if q.split == split or q.id in parents]
    results: dict[str, Any] = {"split": split, "datasets": {}, "machine": describe_machine(),
                               "loadAverageStart": [round(x, 2) for x in os.getloadavg()],
                               "startedAt": datetime.now(timezone.utc).isoformat(timespec="seconds")}
    combos = [dict(zip(GRID, v)) for v in itertools.product(*GRID.values())] if grid else [
        {k: getattr(ranking, k) for k in GRID}]
    for name in sorted({q.dataset for q in asked}):
        mine = [q for q in asked if q.dataset == name]
        with InProcessAsker(name, load_dataset(name), log=lambda m: print(m, file=sys.stderr)) as asker:
            warm_up(asker, mine)
            t = time.perf_counter()
            without = ask(asker, mine)
            per_pass_s = round(time.perf_counter() - t, 1)
            made = define_circles(asker.backends, asker.datasets[name])
            pairs = membership(asker.backends, asker.datasets[name], made)
            arms = []
            for combo in combos:
                for k, v in combo.items():
                    setattr(ranking, k, v)
                arms.append({"params": combo, **ask(asker, mine)})
            results["datasets"][name] = {
                "without": without, "arms": arms, "membership": sweep(pairs), "pairs": len(pairs),
                "circles": sum(len(c) for c in made.values()), "passSeconds": per_pass_s,
            }
    results["loadAverageEnd"] = [round(x, 2) for x in os.getloadavg()]
    return results


def selected(rows: list[Any], split: str) -> list[Any]:
    return [r for r in rows if r.split == split]


def summary(results: dict[str, Any]) -> dict[str, Any]:
    """Per arm: the split's figures over every data set, and per data set."""
    split = results["split"]
    names = sorted(results["datasets"])
    n_arms = len(results["datasets"][names[0]]["arms"])

    def figures(rows: list[Any]) -> dict[str, Any]:
        f = scoring.aggregate(selected(rows, split))
        return {k: f[k] for k in FIGURES + ["chatMsP50", "searchMsP50", "answerable", "unanswerable"]}

    out = {"without": {"all": figures([r for n in names for r in results["datasets"][n]["without"]["rows"]]),
                       **{n: figures(results["datasets"][n]["without"]["rows"]) for n in names}}, "arms": []}
    for i in range(n_arms):
        arm = {"params": results["datasets"][names[0]]["arms"][i]["params"],
               "all": figures([r for n in names for r in results["datasets"][n]["arms"][i]["rows"]]),
               **{n: figures(results["datasets"][n]["arms"][i]["rows"]) for n in names}}
        before = {r.id: r for n in names for r in selected(results["datasets"][n]["without"]["rows"], split)}
        after = [r for n in names for r in selected(results["datasets"][n]["arms"][i]["rows"], split)]
        arm["searchChanged"] = sum(r.search_ids != before[r.id].search_ids for r in after)
        arm["citedChanged"] = sum(r.cited_ids != before[r.id].cited_ids for r in after)
        arm["outcomeChanged"] = sum(r.chat_outcome != before[r.id].chat_outcome for r in after)
        arm["asked"] = len(after)
        out["arms"].append(arm)
    return out


LABELS = [("chat hit", "chatHit"), ("wrongful refusal", "wrongfulRefusal"), ("cited-but-missed", "citedMissed"),
          ("search hit@10", "searchHit10"), ("correct refusal", "correctRefusal"), ("search empty", "searchEmpty")]


def markdown(runs: list[dict[str, Any]], grid: dict[str, Any] | None) -> str:
    """The docs section from saved runs (`--out` files): one table per split, the grid, the membership sweep."""
    def cells(f: dict[str, Any]) -> str:
        return " | ".join(f"{f[k]:.3f}" if f[k] is not None else "–" for _, k in LABELS)

    lines = ["## Circles: automatic membership, and the answer benchmark with and without circles", "",
             "    functions/venv/bin/python -m bench.circles --split dev --grid --out grid.json   # tuning",
             "    functions/venv/bin/python -m bench.circles --split dev --out dev.json",
             "    functions/venv/bin/python -m bench.circles --split test --out test.json",
             "    functions/venv/bin/python -m bench.circles --from-json dev.json test.json --grid-json grid.json --write-docs", ""]
    for run in runs + ([grid] if grid else []):
        m = run["machine"]
        lines.append(f"Run {run['startedAt']} ({run['split']}{', grid' if run.get('grid') else ''}) on {m['cpu']} "
                     f"({m['cores']} cores, shared with other agents' jobs), automatic threshold "
                     f"{run.get('autoThreshold')}, ranking {run.get('ranking')}; load average (1/5/15 min) "
                     f"{'/'.join(str(x) for x in run['loadAverageStart'])} at the start, "
                     f"{'/'.join(str(x) for x in run['loadAverageEnd'])} at the end.")
    lines += ["",
              "Each pass starts with an empty query-embedding cache, so the two passes' times compare; the "
              "circle step itself costs one Firestore read of the trainer's circles (cached 30 s per instance) "
              "and one vector fetch of the ranked pool (at most 50 ids) per search, only for a trainer who has "
              "circles.",
              "",
              "Each data set of the answer benchmark (in-process mode: the library calls the callables make, a "
              "Firestore emulator, a throwaway SQLite store, extractive answers) is loaded once and every question "
              "of the split asked twice: before any circle exists, then after every trainer got four circles "
              f"({', '.join(n for n, _, _ in CIRCLES)}), created and seeded by hand with the {SEEDS} oldest client "
              "messages matching the circle's keyword list through `shared/usecases/circles/service.py` (what the callables "
              "run), chosen without looking at any question. Rates as in docs/ANSWERS.md.", ""]
    for run in runs:
        summ = run["summary"]
        lines += [f"**{run['split']}** split (ms: p50 of one pass each, same process, busy machine: compare, do not quote)", "",
                  "| data set | circles | " + " | ".join(lbl for lbl, _ in LABELS) + " | search ms p50 | chat ms p50 |",
                  "|---|---|" + "---|" * (len(LABELS) + 2)]
        for name in [n for n in summ["without"] if n != "all"] + ["all"]:
            label = f"**{name}**" if name == "all" else name
            for arm, f in (("without", summ["without"][name]), ("with", summ["arms"][0][name])):
                lines.append(f"| {label} | {arm} | {cells(f)} | {f['searchMsP50']:.0f} | {f['chatMsP50']:.0f} |")
        arm = summ["arms"][0]
        moved = [lbl for lbl, k in LABELS if arm["all"][k] != summ["without"]["all"][k]]
        verdict = ("every rate is the same with and without circles" if not moved
                   else "with circles these rates differ: " + ", ".join(moved))
        if "outcomeChanged" in arm:
            lines += ["", f"Over all data sets {verdict}; {arm['searchChanged']} of {arm['asked']} questions got a "
                          f"different search top 10 (order or members), {arm['citedChanged']} different chat "
                          f"citations, and {arm['outcomeChanged']} a different chat outcome (hit, refusal, "
                          "cited-but-missed, ...)."]
        lines.append("")
    if grid is not None:
        lines += ["**Ranking grid, dev split only** (all data sets; `QUERY_THRESHOLD`, `CENTROID_WEIGHT`, "
                  "`MANUAL_BOOST` of shared/domain/circles/ranking.py)", "",
                  "| query threshold | centroid weight | manual boost | " + " | ".join(lbl for lbl, _ in LABELS)
                  + " | searches / citations changed |",
                  "|---|---|---|" + "---|" * (len(LABELS) + 1),
                  "| (without circles) | | | " + cells(grid["summary"]["without"]["all"]) + " | |"]
        for arm in grid["summary"]["arms"]:
            p = arm["params"]
            lines.append(f"| {p['QUERY_THRESHOLD']} | {p['CENTROID_WEIGHT']} | {p['MANUAL_BOOST']} | {cells(arm['all'])} "
                         f"| {arm.get('searchChanged', '–')} / {arm.get('citedChanged', '–')} |")
        lines.append("")
    membership = runs[0]["membership"]
    lines += ["**Automatic membership** (`AUTO_THRESHOLD`, shared/usecases/circles/centroids.py): every non-seed message of "
              "the trainer scored by its cosine to each circle's centroid; \"belongs\" is the circle's keyword list, "
              "a proxy (a paraphrase without the keyword counts as wrong, a keyword in passing as right). Chosen on "
              "demo, reported on the roster it never saw.", "",
              "| threshold | " + " | ".join(f"{n} taken / precision / recall" for n in sorted(membership)) + " |",
              "|---|" + "---|" * len(membership)]
    for i, t in enumerate(THRESHOLDS):
        row = []
        for n in sorted(membership):
            r = membership[n][i]
            prec = f"{r['precision']:.2f}" if r["precision"] is not None else "–"
            row.append(f"{r['taken']} / {prec} / {r['recall']:.2f}")
        lines.append(f"| {t:.2f} | " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


def write_docs(section: str) -> None:
    text = DOCS.read_text()
    begin, end = "<!-- BEGIN circles -->", "<!-- END circles -->"
    block = f"{begin}\n{section}{end}"
    if begin in text:
        text = text[: text.index(begin)] + block + text[text.index(end) + len(end):]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    DOCS.write_text(text)


def membership_only(write: bool) -> str:
    """Automatic membership alone (no questions asked): every record vs only texts that may join automatically."""
    from bench.answers.questions import load_dataset
    from shared.domain.circles.ranking import AUTO_THRESHOLD, MIN_MEMBER_WORDS

    started = datetime.now(timezone.utc)
    load_start = [round(x, 2) for x in os.getloadavg()]
    sweeps: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for name in ("demo", "roster"):
        with InProcessAsker(name, load_dataset(name), log=lambda m: print(m, file=sys.stderr)) as asker:
            made = define_circles(asker.backends, asker.datasets[name])
            data = asker.datasets[name]
            sweeps[name] = {"every text": sweep(membership(asker.backends, data, made, everything=True)),
                            f">= {MIN_MEMBER_WORDS} words": sweep(membership(asker.backends, data, made))}
    m = describe_machine()
    lines = ["## Circles: automatic membership, texts too short to carry a topic", "",
             "    functions/venv/bin/python -m bench.circles --membership-only --write-docs", "",
             f"Run {started:%Y-%m-%d %H:%M} UTC on {m['cpu']} ({m['cores']} cores, shared with other agents' jobs), "
             f"load average {'/'.join(str(x) for x in load_start)} at the start (quality figures: load does not matter).",
             "Set-up as in the section above (four circles per trainer, three keyword-matched seeds each, the keyword "
             "list as a proxy label); here only membership is scored. Reading the roster's automatic members at "
             f"{AUTO_THRESHOLD} showed the class of failure: acknowledgements and logistics ('ok!', 'Noted 👌', "
             "'Done ✅', 'what time tomorrow?') sit at cosine 0.5-0.74 to every centroid — short texts carry no topic and "
             f"MiniLM places them near the middle of the space. Since then a text of fewer than {MIN_MEMBER_WORDS} words "
             "is a member only by hand (shared/domain/circles/ranking.py `MIN_MEMBER_WORDS`; centroids.py, and the "
             "circle label and gain in ranking). The rule was found on the roster, so its roster figure is not a "
             "held-out one; on demo (which has few such texts) it changes little. What remains wrong is generic "
             "coaching chatter of normal length ('Did the workout at home today', 'Running about 10 min late') "
             "close to every centroid, and the proxy's own misses ('Great North Run done in 1:54:10!!' is race prep "
             "without a keyword).", "",
             "| threshold | " + " | ".join(f"{n}, {rule}: taken / precision / recall" for n in sweeps for rule in sweeps[n])
             + " |", "|---|" + "---|" * sum(len(v) for v in sweeps.values())]
    for i, t in enumerate(THRESHOLDS[:7]):
        row = []
        for n in sweeps:
            for rule in sweeps[n]:
                r = sweeps[n][rule][i]
                prec = f"{r['precision']:.2f}" if r["precision"] is not None else "–"
                row.append(f"{r['taken']} / {prec} / {r['recall']:.2f}")
        mark = " (in use)" if abs(t - AUTO_THRESHOLD) < 1e-9 else ""
        lines.append(f"| {t:.2f}{mark} | " + " | ".join(row) + " |")
    section = "\n".join(lines) + "\n"
    if write:
        text = DOCS.read_text()
        begin, end = "<!-- BEGIN circles-membership -->", "<!-- END circles-membership -->"
        block = f"{begin}\n{section}{end}"
        if begin in text:
            text = text[: text.index(begin)] + block + text[text.index(end) + len(end):]
        else:
            after = "<!-- END circles -->"
            text = text.replace(after, after + "\n\n" + block, 1)
        DOCS.write_text(text)
    return section


MARGINS = [None, 0.1, 0.15, 0.2, 0.3]


def roster_members(write: bool) -> str:
    """The roster's own circles (build_roster.CIRCLES, loaded as bench.answers loads them): their automatic members
    at AUTO_THRESHOLD alone and with each margin over the client's median. The roster builder writes its everyday
    chatter ("Got the new plan, looks tough 😅") without any topic, so an automatic member that is chatter is wrong
    by construction; story messages and documents may be members (a proxy: they can be off the circle's topic)."""
    from shared.domain.circles.ranking import AUTO_THRESHOLD, MEMBER_MARGIN, may_join_automatically
    from shared.usecases.circles import store as circles_store
    from shared.usecases.circles.centroids import BASELINE_SAMPLE, client_baselines
    from shared.ports.vectorstore import QueryFilter

    started, load_start = datetime.now(timezone.utc), [round(x, 2) for x in os.getloadavg()]
    data = load_dataset("roster")
    story = set(json.loads((QUESTIONS.parent / "roster_tags.json").read_text()).values())
    rows = {m: {"story": 0, "chatter": 0} for m in MARGINS}
    stored = {"story": 0, "chatter": 0}

    def kind(record_id: str) -> str:
        message_id = message_id_of(record_id)  # None for a document's record: story
        return "chatter" if message_id is not None and message_id not in story else "story"

    with InProcessAsker("roster", data, weekly_notes=False, log=lambda m: print(m, file=sys.stderr)) as asker:
        b = asker.backends
        for trainer in sorted({c["trainerId"] for c in data["circles"]}):
            manual = {a["recordId"] for a in circles_store.assignments(b.db, trainer, source=circles_store.MANUAL)}
            for circle in circles_store.list_circles(b.db, trainer):
                center = np.asarray(circle.data["centroid"], dtype=np.float32)
                scope = QueryFilter(client_id=circle.client_id, embedding_model=b.embedder.model_id)
                matches = b.store.query(trainer, center, BASELINE_SAMPLE, scope)
                base = client_baselines(matches)
                for m in matches:
                    if m.id in manual or not may_join_automatically(m.metadata):
                        continue
                    client = m.metadata.get("clientId") or ""
                    for margin in MARGINS:
                        need = AUTO_THRESHOLD if margin is None or client not in base else max(AUTO_THRESHOLD, base[client] + margin)
                        if m.score >= need:
                            rows[margin][kind(m.id)] += 1
                for a in circles_store.assignments(b.db, trainer, circle.circle_id, circles_store.AUTO):
                    stored[kind(a["recordId"])] += 1
    m = describe_machine()
    lines = ["## Circles: the roster's own circles, automatic members against each client's median", "",
             "    functions/venv/bin/python -m bench.circles --roster-members --write-docs", "",
             f"Run {started:%Y-%m-%d %H:%M} UTC on {m['cpu']} ({m['cores']} cores, shared with other agents' jobs), "
             f"load average {'/'.join(str(x) for x in load_start)} at the start (quality figures: load does not matter).",
             f"The answer benchmark's roster defines {len(data['circles'])} circles (bench/answers_data/build_roster.py "
             "`CIRCLES`: 7 about one client, 3 across clients, 2 of them with nothing put in by hand). A message is "
             "embedded with its sender's name ('Peggy Doyle: Got the new plan, looks tough 😅'), so a centroid made of "
             "one client's messages is close to everything that client wrote. The roster's everyday chatter is written "
             "without any topic, so an automatic member that is chatter is wrong by construction; story messages and "
             "documents are counted as right (they can still be off the circle's topic). The margin was chosen here, "
             "on the roster, so these are not held-out figures.", "",
             "| automatic member needs | members | story or document | chatter | chatter share |", "|---|---|---|---|---|"]
    for margin in MARGINS:
        r = rows[margin]
        n = r["story"] + r["chatter"]
        label = f">= {AUTO_THRESHOLD}" if margin is None else f">= {AUTO_THRESHOLD} and >= client median + {margin}"
        mark = " (in use)" if margin == MEMBER_MARGIN else ""
        lines.append(f"| {label}{mark} | {n} | {r['story']} | {r['chatter']} | {r['chatter'] / n:.2f} |" if n else
                     f"| {label}{mark} | 0 | 0 | 0 | – |")
    lines += ["", f"Stored automatic members after loading (what getCircle lists): {stored['story']} story or document, "
              f"{stored['chatter']} chatter."]
    section = "\n".join(lines) + "\n"
    if write:
        from bench.report import write_section

        write_section("circles-roster-members", section)
    return section


def answers_section(runs: dict[str, dict[str, Path]], write: bool) -> str:
    """The circles-answers section from `bench.answers --out` files: {split: {"with": path, "without": path}}, each
    run over the roster (the data set that defines circles; demo has none, so it is the same either way)."""
    lines = ["## Circles on the answer benchmark: the roster's own circles, with and without", ""]
    for split, arms in runs.items():
        for arm, path in arms.items():
            flag = "" if arm == "with" else " --no-circles"
            lines.append(f"    functions/venv/bin/python -m bench.answers --mode in-process --split {split} --dataset roster"
                         f"{flag} --out {split}-{arm}.json")
    lines.append("")
    loaded = {(split, arm): json.loads(path.read_text()) for split, arms in runs.items() for arm, path in arms.items()}
    for (split, arm), run in loaded.items():
        meta = run["meta"]
        la, lb = meta["loadAverageStart"], meta["loadAverageEnd"]
        lines.append(f"- {split}, {arm} circles: {meta['startedAt'][:16].replace('T', ' ')} UTC on {meta['machine']['cpu']} "
                     f"({meta['machine']['cores']} cores, shared), load average {la[0]:.1f} at the start, {lb[0]:.1f} at the end.")
    lines += ["",
              "The roster's three trainers define 10 circles (bench/answers_data/build_roster.py `CIRCLES`), loaded after "
              "indexing through the circles use cases (shared/usecases/circles/loader.py: what createCircle and "
              "assignToCircle run); the roster's questions include 16 of kind `circle` that name or imply one "
              "(\"anything new in Peggy's knee rehab?\", \"how is the marathon block going for Amara?\"), 8 dev and 8 "
              "test. Each arm loads the roster afresh; `--no-circles` creates none. Rates as in docs/ANSWERS.md; "
              "latencies are not compared (busy machine).", "",
              "| split | questions | circles | " + " | ".join(lbl for lbl, _ in LABELS) + " |",
              "|---|---|---|" + "---|" * len(LABELS)]

    def cells(f: dict[str, Any]) -> str:
        return " | ".join(f"{f[k]:.3f}" if f.get(k) is not None else "–" for _, k in LABELS)

    notes = []
    for split in runs:
        w, wo = loaded[(split, "with")], loaded[(split, "without")]
        for scope, pick in (("all roster", lambda r: r["all"]), ("kind `circle`", lambda r: r["kinds"]["circle"])):
            for arm, run in (("without", wo), ("with", w)):
                f = pick(run["report"][split]["roster"])
                lines.append(f"| {split} | {scope} ({f['answerable']}/{f['unanswerable']}) | {arm} | {cells(f)} |")
        before = {q["id"]: q for q in wo["questions"] if q["split"] == split}
        after = [q for q in w["questions"] if q["split"] == split]
        outcome = [q["id"] for q in after if (q["chat_outcome"], q["search_hit"], q["search_empty"])
                   != (before[q["id"]]["chat_outcome"], before[q["id"]]["search_hit"], before[q["id"]]["search_empty"])]
        named = sum(len(re.findall(r"\(circle: [^)]*\): ", q["response"] or "")) for q in after)
        notes.append(f"{split}: {sum(q['search_ids'] != before[q['id']]['search_ids'] for q in after)} of {len(after)} "
                     f"searches re-ordered or changed, {sum(q['cited_ids'] != before[q['id']]['cited_ids'] for q in after)} "
                     f"chat citations changed, {len(outcome)} outcomes changed ({', '.join(outcome) or 'none'}); "
                     f"the answers name a circle next to {named} quotes.")
    lines += ["", *notes, "",
              "**What it shows.** Circles are kept: they lower no figure on either split. They change no figure either: "
              "the step re-orders the ranked pool and labels it, and never changes relevance (what is relevant enough "
              "to answer stays the calibration's decision), so an outcome moves only when a re-order carries an "
              "evidence record across the top-10 or citation cut. On these questions the evidence was either near the "
              "top already or below the relevance threshold with and without circles: 'where is Fatima with her "
              "postnatal recovery?' moves the circle's records up the pool, but the diastasis message's relevance "
              "(0.67) is below the threshold (0.70), so it is still cut, and the answer cites her profile "
              "only (cited-but-missed in both arms). A question that names a circle does not make the circle's "
              "records relevant; that would be the next change to measure. Labels: before the member margin "
              "(shared/domain/circles/ranking.py `MEMBER_MARGIN`, section circles-roster-members) the dev answers "
              "named a circle next to 62 quotes, with it 60; the two it dropped were a coach's reply ('Brilliant. Ten "
              "weeks out is perfect') in Meet prep, and 4 quotes moved from Bone stress to Injury watch."]
    section = "\n".join(lines) + "\n"
    if write:
        from bench.report import write_section

        write_section("circles-answers", section)
    return section


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench.circles")
    parser.add_argument("--split", choices=["dev", "test"], default="dev")
    parser.add_argument("--grid", action="store_true", help="try the ranking grid (dev only)")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--from-json", type=Path, nargs="+", help="saved runs (--out files) to render")
    parser.add_argument("--grid-json", type=Path, help="a saved --grid run to render with them")
    parser.add_argument("--write-docs", action="store_true", help="rewrite the circles section of docs/BENCHMARKS.md")
    parser.add_argument("--membership-only", action="store_true",
                        help="score automatic membership alone, every text vs texts that may join automatically")
    parser.add_argument("--roster-members", action="store_true",
                        help="the roster's own circles: automatic members at each margin over the client's median")
    parser.add_argument("--answers-json", type=Path, nargs=4, metavar=("DEV_WITH", "DEV_WITHOUT", "TEST_WITH", "TEST_WITHOUT"),
                        help="render the circles-answers section from four bench.answers --out files (roster)")
    args = parser.parse_args(argv)
    if args.answers_json:
        dw, dwo, tw, two = args.answers_json
        print(answers_section({"dev": {"with": dw, "without": dwo}, "test": {"with": tw, "without": two}}, args.write_docs))
        return 0
    if args.roster_members:
        print(roster_members(args.write_docs))
        return 0
    if args.membership_only:
        print(membership_only(args.write_docs))
        return 0
    if args.from_json:
        runs = [json.loads(p.read_text()) for p in args.from_json]
        grid = json.loads(args.grid_json.read_text()) if args.grid_json else None
        section = markdown(runs, grid)
        if args.write_docs:
            write_docs(section)
        print(section)
        return 0
    if args.grid and args.split != "dev":
        print("--grid tunes: dev split only", file=sys.stderr)
        return 2
    results = run(args.split, args.grid)
    summ = summary(results)
    from shared.usecases.circles import centroids
    from shared.domain.circles import ranking

    dump = {"split": args.split, "grid": args.grid, "autoThreshold": centroids.AUTO_THRESHOLD,
            "ranking": None if args.grid else {k: getattr(ranking, k) for k in GRID},
            "machine": results["machine"], "loadAverageStart": results["loadAverageStart"],
            "loadAverageEnd": results["loadAverageEnd"], "startedAt": results["startedAt"], "summary": summ,
            "membership": {n: d["membership"] for n, d in results["datasets"].items()},
            "pairs": {n: d["pairs"] for n, d in results["datasets"].items()},
            "circles": {n: d["circles"] for n, d in results["datasets"].items()},
            "passSeconds": {n: d["passSeconds"] for n, d in results["datasets"].items()}}
    text = json.dumps(dump, indent=1, default=str)
    if args.out:
        args.out.write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
