"""Re-key the shipped fits to the running feature definitions, without refitting.

    functions/venv/bin/python -m bench.restamp [--check]

A fit records the fingerprint of the feature code it was fitted on
(shared/domain/fingerprint.py). A change that rewrites that code without
changing any feature value (a refactor, a cache, a faster path) leaves the
fits valid but stale-keyed. Re-stamping says "these fits still hold" — only
true when the answer benchmark's `--compare` shows no outcome changed and the
LoCoMo figures are identical; otherwise refit (docs/CALIBRATION.md, "Refitting").
`--check` only prints which keys differ and exits 1 when one does.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from shared.domain import answerability, calibration
from shared.domain.fingerprint import decision_fingerprint, ranking_fingerprint


def _restamp(path: Path, key: str, write: bool) -> list[str]:
    table = json.loads(path.read_text())
    stale = [model for model, entry in table.items() if entry.get("features") != key]
    if write and stale:
        for model in stale:
            table[model]["features"] = key
        path.write_text(json.dumps(table, indent=2, ensure_ascii=False) + "\n")
    return stale


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale keys")
    args = parser.parse_args(argv)
    stale = 0
    for path, key in ((calibration.CALIBRATION_FILE, ranking_fingerprint()), (answerability.MODEL_FILE, decision_fingerprint())):
        models = _restamp(path, key, write=not args.check)
        stale += len(models)
        verb = "stale" if args.check else "re-stamped"
        print(f"{path.name}: {verb} {models or 'none'} -> {key}")
    return 1 if (args.check and stale) else 0


if __name__ == "__main__":
    sys.exit(main())
