"""The vocabulary's literal prefilter changes no reading: checks and CPU figures.

    python -m bench.regex_prefilter_check patterns           # every prefiltered pattern vs its compiled pattern
    python -m bench.regex_prefilter_check readings OUT [dev|all]   # keyword_labels of the open label rows
    python -m bench.regex_prefilter_check analyses OUT       # analyse() of every open labelled text, plain and narrated

`patterns` compares, for each large pattern that gets a prefilter (shared/kernel/regex_prefilter.py), the spans of
`finditer` and the truth of `search` of the lazy (prefiltered) pattern with those of the compiled pattern, over every
open labelled text and each of its clauses, and prints the differences (0 is the claim in docs/BENCHMARKS.md) and
how often the prefilter skipped the pattern. `readings` and `analyses` write one JSON line per text to OUT and print
its sha1 and the CPU seconds: run them on two trees and compare the sha1s (same readings) and the seconds (cost).

The held-out label rounds are skipped: their texts go through no code until they are scored (docs: "Held-out
round"); nothing here prints a text.
"""
from __future__ import annotations

import hashlib
import json
import re
import sys
import time
from pathlib import Path

LABELS = Path(__file__).resolve().parent / "insights_labels.jsonl"
HELD_OUT = {"v32-blind"}  # the rounds still held out (blind, not moved to dev); tests/test_regex_prefilter.py skips the same
# A pattern reads its literals only from its 64th use (LazyPattern): warm each one past that before comparing.
WARM_USES = 64


def _open_rows() -> list[dict]:
    rows = [json.loads(line) for line in LABELS.read_text().splitlines() if line.strip()]
    return [r for r in rows if r.get("origin") not in HELD_OUT]


def _open_texts() -> list[str]:
    return sorted({r["text"] for r in _open_rows()})


def _write(out: str, rows: list, what: str, seconds: float) -> None:
    Path(out).write_text("\n".join(json.dumps(r) for r in rows))
    print(f"{what}: {round(seconds, 1)} CPU s")
    print("sha1", hashlib.sha1(Path(out).read_bytes()).hexdigest())


def readings(out: str, which: str = "dev") -> None:
    from shared.domain.insights.detectors import keyword_labels

    rows = [r for r in _open_rows() if which == "all" or r["split"] == which]
    start = time.process_time()
    labels = [sorted(keyword_labels(r["text"])) for r in rows]
    _write(out, labels, f"{len(rows)} rows ({which})", time.process_time() - start)


def analyses(out: str) -> None:
    from shared.domain.insights.vocabulary import analyse

    texts = _open_texts()
    start = time.process_time()
    results = []
    for text in texts:
        for narrated in (False, True):
            a = analyse(text, narrated)
            results.append([sorted(a.asserted), sorted(a.denied), a.asks_only])
    _write(out, results, f"{len(texts)} texts x 2", time.process_time() - start)


def _prefiltered_patterns() -> list[tuple[str, object]]:
    from shared.domain.insights import vocabulary
    from shared.kernel.lazy_regex import LazyPattern

    found = []
    for name, value in vars(vocabulary).items():
        for pattern in value.values() if isinstance(value, dict) else [value]:
            if isinstance(pattern, LazyPattern):
                for _ in range(WARM_USES):
                    pattern.search("")
                if pattern._prefilter is not None:
                    found.append((name, pattern))
    return found


def patterns() -> int:
    texts = _open_texts()
    pieces = set(texts)
    for text in texts:
        pieces.update(p for p in re.split(r"[.!?;,]+", text) if p.strip())
    pieces = sorted(pieces)
    pats = _prefiltered_patterns()
    print(f"{len(texts)} texts, {len(pieces)} pieces, {len(pats)} prefiltered patterns", flush=True)
    differences = skipped = 0
    start = time.process_time()
    for piece in pieces:
        for name, lazy in pats:
            compiled = lazy._compiled
            same_spans = [m.span() for m in lazy.finditer(piece)] == [m.span() for m in compiled.finditer(piece)]
            same_search = (lazy.search(piece) is None) == (compiled.search(piece) is None)
            if not (same_spans and same_search):
                differences += 1
                print("difference in pattern", name)
            if not lazy._prefilter.may_match(piece):
                skipped += 1
    pairs = len(pieces) * len(pats)
    print(f"differences {differences}; prefilter skipped {skipped} of {pairs} pairs;"
          f" {round(time.process_time() - start)} CPU s")
    return 1 if differences else 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["patterns"]:
        return patterns()
    if argv[:1] == ["readings"] and len(argv) in (2, 3):
        readings(*argv[1:])
        return 0
    if argv[:1] == ["analyses"] and len(argv) == 2:
        analyses(argv[1])
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
