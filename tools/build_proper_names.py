"""Build shared/domain/proper_names.txt: the common names of people and places, lowercased.

    apt-get install scowl        # Debian's SCOWL 2020.12.07 (word lists in /usr/share/dict/scowl)
    functions/venv/bin/python -m tools.build_proper_names [--scowl DIR] [--size 50]

A trainer types a client's name in lowercase ("maggie on ferrous sulphate?"), and the clipped
forms' reading (shared/domain/clipped.py) took a name of the diminutive shape for a clipped name of
the kinds table ("maggie" -> "magnesium", "rosie" -> "rosuvastatin", "danny" -> "danced"): the
question then asked about magnesium, and a record saying "Maggie" named it. This list says which
words are names of people or places, with no network and no model at run time.

What it keeps: every letters-only word of SCOWL's `english-proper-names.N` and `english-upper.N`
lists (N up to `--size`; 50 is SCOWL's "medium" size, as for english_words.txt), lowercased.
Output is sorted: the same input always gives the same file.

SCOWL is Copyright 2000-2011 Kevin Atkinson and others, under a permissive licence
(copied into the header of the output file).
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "shared" / "domain" / "proper_names.txt"
_LIST = re.compile(r"^english-(?:proper-names|upper)\.(\d+)$")
_NAME = re.compile(r"^[A-Z][a-z]+$")

HEADER = """\
# Common names of people and places, lowercased (shared/domain/english.py reads this file;
# tools/build_proper_names.py writes it).
# Source: SCOWL (Spell Checker Oriented Word Lists) 2020.12.07, Debian package `scowl` 2020.12.07-2,
# lists english-proper-names.N and english-upper.N for N <= {size}; capitalised letters-only words.
#
# SCOWL licence (from its README):
#   Copyright 2000-2011 by Kevin Atkinson
#   Permission to use, copy, modify, distribute and sell these word lists, the associated
#   scripts, the output created from the scripts, and its documentation for any purpose is
#   hereby granted without fee, provided that the above copyright notice appears in all
#   copies and that both that copyright notice and this permission notice appear in
#   supporting documentation. Kevin Atkinson makes no representations about the suitability
#   of this array for any purpose. It is provided "as is" without express or implied warranty.
#   (SCOWL also draws on public-domain lists: Moby Words II, Brian Kelk's UK English wordlist,
#   12Dicts, ENABLE; see /usr/share/doc/scowl/copyright.)
"""


def build(scowl: Path, size: int) -> str:
    names: set[str] = set()
    for path in sorted(scowl.iterdir()):
        match = _LIST.match(path.name)
        if not match or int(match.group(1)) > size:
            continue
        names.update(w.lower() for w in path.read_text(encoding="latin-1").split() if _NAME.match(w))
    return HEADER.format(size=size) + "\n".join(sorted(names)) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scowl", type=Path, default=Path("/usr/share/dict/scowl"))
    parser.add_argument("--size", type=int, default=50)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    args.out.write_text(build(args.scowl, args.size), encoding="utf-8")


if __name__ == "__main__":
    main()
