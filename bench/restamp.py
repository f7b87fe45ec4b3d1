"""Re-key the shipped fits to the running feature definitions, without refitting.

    functions/venv/bin/python -m bench.restamp [--check] [--keys-only] [--data DIR]

A fit records the fingerprint of the feature code it was fitted on
(shared/domain/fingerprint.py). A change that rewrites that code without
changing any feature value (a refactor, a cache, a faster path) leaves the
fits valid but stale-keyed. Re-stamping says "these fits still hold" — only
true when the training rows they were fitted on are still what the running
code gives: the relevance calibration records a fingerprint of its rows
(`rows` in shared/domain/calibration.json, bench/calibrate.py), and so does
the answerability model (its rows read the calibrated relevance, so a refit
of the calibration moves them: bench/answerability.py). This command collects
both again with the running code and the shipped fits (LoCoMo dev, the demo
data set and, when the calibration records `trainer_sets`, those trainer question
sets' dev halves; ~3-10 min) before it writes anything.
Rows that differ are reported with the weights a refit on them would give,
and nothing is re-stamped: refit (docs/CALIBRATION.md, "Refitting").

`--check` only reports (stale keys, other rows) and exits 1 when there is
either. `--keys-only` skips the rows (no LoCoMo data on the machine): it then
says so, since a key alone cannot tell whether a feature value moved.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from shared.domain import answerability, calibration
from shared.domain.fingerprint import decision_fingerprint, ranking_fingerprint

REPO = Path(__file__).resolve().parent.parent
DATA = REPO.parent / "shared" / "data" / "locomo-dev"
DEMO = REPO / "demo" / "data" / "demo_dataset.json"
# Rows whose fingerprint differs but whose fit moves no weight or bias by more than this are
# the same fit: the int8 model's vectors of one text agree only to cosine >= 0.9993 between
# instruction sets (tests/test_int8_vectors_fixed.py), which the fingerprint's 4 decimals see.
SAME_FIT = 0.01


def _restamp(path: Path, key: str, write: bool) -> list[str]:
    table = json.loads(path.read_text())
    stale = [model for model, entry in table.items() if entry.get("features") != key]
    if write and stale:
        for model in stale:
            table[model]["features"] = key
        path.write_text(json.dumps(table, indent=2, ensure_ascii=False) + "\n")
    return stale


def rows_now(data: Path, demo: Path | None) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """(model id, the shipped entry, what the running code gives under the shipped weights:
    {"fingerprint", "counts", "fit"}) for the configured embedder."""
    from bench import calibrate

    with tempfile.TemporaryDirectory() as tmp:
        from bench.recall import make_backends

        model_id = make_backends(Path(tmp) / "probe.sqlite3").embedder.model_id
        shipped = json.loads(calibration.CALIBRATION_FILE.read_text()).get(model_id)
        if shipped is None:
            return model_id, {}, {}
        # The trainer question sets the fit read (their dev halves), collected again as it did.
        trainer_sets = (shipped.get("rows") or {}).get("trainer_sets", [])
        backends, queries, conversations = calibrate.prepare(data / "messages.jsonl", data / "queries.jsonl", Path(tmp), demo, trainer_sets)
        in_use = calibrate._InUse(Path(tmp), model_id)
        try:
            in_use.use(shipped)  # the shipped weights, whatever key the table holds
            rows = calibrate.collect_rows(backends, queries)
        finally:
            in_use.restore()
        fitted = calibrate.fit_rows(rows, conversations)
        return model_id, shipped, {"fingerprint": calibrate.rows_fingerprint(rows), "counts": calibrate.rows_counts(rows), "fit": calibrate.fits_of(fitted)}


def check_rows(data: Path, demo: Path | None) -> tuple[bool, list[str]]:
    """(the shipped calibration would be fitted on the same rows, lines to print)."""
    from bench import calibrate

    model_id, shipped, now = rows_now(data, demo)
    if not shipped:
        return True, [f"calibration.json: no shipped fit for {model_id}; training rows not checked"]
    return _verdict("calibration.json", model_id, shipped, now, str(now["counts"]), calibrate.fits_of(shipped),
                    lambda: calibrate.largest_change(now["fit"], calibrate.fits_of(shipped)))


def _verdict(
    file_name: str, model_id: str, shipped: dict[str, Any], now: dict[str, Any], size: str,
    shipped_fit: dict[str, Any], moved: Any,
) -> tuple[bool, list[str]]:
    """(the shipped fit stands on the running code's rows, lines to print): the same rows, or other
    rows whose one fit moves no weight by more than SAME_FIT (`moved()`) while the fit recorded its own."""
    recorded = (shipped.get("rows") or {}).get("fingerprint")
    if recorded == now["fingerprint"]:
        return True, [f"{file_name}: {model_id} training rows unchanged ({recorded})"]
    change = moved()
    same = recorded is not None and change <= SAME_FIT
    return same, [
        f"{file_name}: {model_id} training rows differ: recorded {recorded or 'none (fit made before rows were recorded)'}, running code {now['fingerprint']} {size}",
        f"  one fit on the running code's rows: {json.dumps(now['fit'])}",
        f"  shipped:                            {json.dumps(shipped_fit)}",
        f"  largest weight change {change:.4f}: " + ("within float noise, the same fit" if same else "STALE, refit (docs/CALIBRATION.md, 'Refitting')"),
    ]


def answerability_rows_now(data: Path) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """(model id, the shipped answerability entry, what the running code gives under the shipped
    calibration: {"fingerprint", "questions", "fit"})."""
    from bench import answerability as fit_answerability
    from bench import calibrate

    with tempfile.TemporaryDirectory() as tmp:
        from bench.recall import make_backends

        model_id = make_backends(Path(tmp) / "probe.sqlite3").embedder.model_id
        shipped_calibration = json.loads(calibration.CALIBRATION_FILE.read_text()).get(model_id)
        shipped = json.loads(answerability.MODEL_FILE.read_text()).get(model_id)
        if shipped is None:
            return model_id, {}, {}
        in_use = calibrate._InUse(Path(tmp), model_id)
        try:
            if shipped_calibration is not None:
                in_use.use(shipped_calibration)
            _, _, rows = fit_answerability.collect_rows(data / "messages.jsonl", data / "queries.jsonl", Path(tmp))
        finally:
            in_use.restore()
        w, b = fit_answerability.fit(rows)
        fit = {"weights": {f: round(float(v), 4) for f, v in zip(fit_answerability.MODEL_FEATURES, w)}, "bias": round(b, 4)}
        return model_id, shipped, {"fingerprint": fit_answerability.rows_fingerprint(rows), "questions": len(rows), "fit": fit}


def check_answerability_rows(data: Path) -> tuple[bool, list[str]]:
    """(the shipped answerability model would be fitted on the same rows, lines to print)."""
    model_id, shipped, now = answerability_rows_now(data)
    if not shipped:
        return True, [f"answerability.json: no shipped fit for {model_id}; training rows not checked"]
    from bench import calibrate

    numbers = lambda e: {**e["weights"], "bias": e["bias"]}  # noqa: E731
    return _verdict("answerability.json", model_id, shipped, now, f"({now['questions']} questions)",
                    {"weights": shipped["weights"], "bias": shipped["bias"]},
                    lambda: calibrate.largest_difference(numbers(now["fit"]), numbers(shipped)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale keys and training rows")
    parser.add_argument("--keys-only", action="store_true", help="do not collect the training rows (no LoCoMo data here)")
    parser.add_argument("--data", type=Path, default=DATA, help="LoCoMo dev in the bench format (messages.jsonl, queries.jsonl)")
    parser.add_argument("--demo", type=Path, default=DEMO, help="the demo data set the calibration is also fitted on")
    args = parser.parse_args(argv)
    if args.keys_only:
        print("training rows: not checked (--keys-only); a key alone does not tell whether a feature value moved")
    elif not (args.data / "messages.jsonl").exists():
        print(f"training rows: not checked (no LoCoMo data at {args.data}; --data DIR)")
    else:
        same_calibration, lines = check_rows(args.data, args.demo if args.demo.exists() else None)
        print("\n".join(lines), flush=True)
        same_answerability, lines = check_answerability_rows(args.data)
        print("\n".join(lines), flush=True)
        if not (same_calibration and same_answerability):
            if not args.check:
                print("nothing re-stamped")
            return 1
    stale = 0
    for path, key in ((calibration.CALIBRATION_FILE, ranking_fingerprint()), (answerability.MODEL_FILE, decision_fingerprint())):
        models = _restamp(path, key, write=not args.check)
        stale += len(models)
        verb = "stale" if args.check else "re-stamped"
        print(f"{path.name}: {verb} {models or 'none'} -> {key}")
    return 1 if (args.check and stale) else 0


if __name__ == "__main__":
    sys.exit(main())
