"""PyStemmer against the pure-Python `snowballstemmer` Porter stemmer, word by word.

    functions/venv/bin/python -m bench.stemmer_check [--no-edits]

`shared/ports/keywords.py` stems with PyStemmer (C) where it imports and with
`snowballstemmer` (pure Python) otherwise; the keyword index, the typing-slip reading and
every table keyed by stems must not depend on which one a machine has. This compares the two
on every word the answer benchmark's data sets and question files hold (every string in
bench/answers_data/*.json and *.jsonl), every word of LoCoMo (../shared/data/locomo-dev),
every word written in shared/ (the kinds table, the vocabulary, the stop words) and, unless
`--no-edits`, every string one edit from a question word (what `typos._stemmed_edits` stems).
Prints the counts and any word whose stems differ; exits 1 if one does.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent.parent
LOCOMO = ROOT.parent / "shared" / "data" / "locomo-dev"
_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def _json_strings(path: Path) -> Iterator[str]:
    if path.suffix == ".jsonl":
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                yield from _strings(json.loads(line))
            except json.JSONDecodeError:  # a comment line: its words count too
                yield line
    else:
        yield from _strings(json.loads(path.read_text(encoding="utf-8")))


def _words(texts: Iterator[str]) -> set[str]:
    from shared.ports.keywords import _fold

    return {w for t in texts for w in _WORD.findall(_fold(t))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.stemmer_check", description=__doc__.split("\n")[0])
    parser.add_argument("--no-edits", action="store_true", help="skip the one-edit strings of question words")
    args = parser.parse_args(argv)
    import Stemmer  # the check needs both stemmers
    from snowballstemmer.porter_stemmer import PorterStemmer

    from shared.domain.typos import _edits

    data = sorted((ROOT / "bench" / "answers_data").glob("*.json*"))
    locomo = sorted(LOCOMO.glob("*.jsonl"))
    words = _words(s for p in data + locomo for s in _json_strings(p))
    words |= _words(p.read_text(encoding="utf-8") for p in sorted((ROOT / "shared").rglob("*.py")))
    sets = {"words": words}
    if not args.no_edits:
        questions = [p for p in data if p.suffix == ".jsonl"] + [LOCOMO / "queries.jsonl"]
        asked = _words(s for p in questions for s in _json_strings(p))
        sets["one-edit strings of question words"] = {e for w in asked for e in _edits(w)} - words
    c, py = Stemmer.Stemmer("porter"), PorterStemmer()
    differ = 0
    for name, group in sets.items():
        bad = [w for w in sorted(group) if c.stemWord(w) != py.stemWord(w)]
        differ += len(bad)
        print(f"{name}: {len(group)} compared, {len(bad)} differ")
        for w in bad[:50]:
            print(f"  {w!r}: PyStemmer {c.stemWord(w)!r}, snowballstemmer {py.stemWord(w)!r}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
