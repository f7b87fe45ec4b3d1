"""Build shared/domain/english_words.txt: the common English words a typing slip is not.

    apt-get install scowl        # Debian's SCOWL 2020.12.07 (word lists in /usr/share/dict/scowl)
    functions/venv/bin/python -m tools.build_english_words [--scowl DIR] [--size 50]

The typo step (shared/domain/typos.py) reads a question word the trainer's records never
contain as a slip of a word one edit away that they do contain. A real word that simply
never came up ("plays", "writing", "swimming") is not a slip; this list says which words
are real, with no network and no model at run time (production embeds with OpenAI, so the
local embedder's WordPiece vocabulary is not there to ask).

What it keeps: every all-lowercase, letters-only word of SCOWL's `*-words.N` lists (N up to
`--size`; 50 is SCOWL's "medium" size: common words and their inflections — "plays",
"tweaked", "sciatica" — without the rare words a slip may happen to spell) for
English in general and its American, British, British-with-z, Canadian and Australian
spellings. Proper names, abbreviations, contractions and the lists of less common
variant spellings are left out. A word found only in some regions' lists carries those
regions (a = American, b = British, z = British with -ize, c = Canadian, u = Australian),
so that a word and its other regional spelling ("anemic" / "anaemic", "fiber" / "fibre")
can be told from two different words ("plays" / "plans"). Output is sorted: the same
input always gives the same file.

SCOWL is Copyright 2000-2011 Kevin Atkinson and others, under a permissive licence
(copied into the header of the output file).
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "shared" / "domain" / "english_words.txt"
REGIONS = {"american": "a", "british": "b", "british_z": "z", "canadian": "c", "australian": "u"}
_LIST = re.compile(r"^(english|american|british|british_z|canadian|australian)-words\.(\d+)$")
_WORD = re.compile(r"^[a-z]+$")

HEADER = """\
# Common English words (shared/domain/english.py reads this file; tools/build_english_words.py writes it).
# Source: SCOWL (Spell Checker Oriented Word Lists) 2020.12.07, Debian package `scowl` 2020.12.07-2,
# lists english/american/british/british_z/canadian/australian-words.N for N <= {size}; lowercase words only.
# A word followed by a tab and letters is in only those regions' lists
# (a American, b British, z British with -ize, c Canadian, u Australian); a word alone is in all.
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
    regions: dict[str, set[str]] = {}
    everywhere: set[str] = set()
    for path in sorted(scowl.iterdir()):
        match = _LIST.match(path.name)
        if not match or int(match.group(2)) > size:
            continue
        kind = match.group(1)
        for word in path.read_text(encoding="latin-1").split():
            if not _WORD.match(word):
                continue
            if kind == "english":
                everywhere.add(word)
            else:
                regions.setdefault(word, set()).add(REGIONS[kind])
    lines = [HEADER.format(size=size).rstrip("\n")]
    for word in sorted(everywhere | set(regions)):
        tags = regions.get(word, set())
        if word in everywhere or tags == set(REGIONS.values()):
            lines.append(word)
        else:
            lines.append(word + "\t" + "".join(sorted(tags)))
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scowl", type=Path, default=Path("/usr/share/dict/scowl"))
    parser.add_argument("--size", type=int, default=50)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    args.out.write_text(build(args.scowl, args.size), encoding="utf-8")


if __name__ == "__main__":
    main()
