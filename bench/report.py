"""Write a benchmark's results into its own section of docs/BENCHMARKS.md.

Each benchmark owns the text between `<!-- BEGIN <name> -->` and
`<!-- END <name> -->` and rewrites it on every run, so the figures in the
docs are always those of the last run of the quoted command.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

BENCH_FILE = Path(__file__).resolve().parent.parent / "docs" / "BENCHMARKS.md"


def write_section(name: str, markdown: str, path: Path = BENCH_FILE) -> None:
    """Replace section `name` with `markdown` (appended at the end if the section is new)."""
    begin, end = f"<!-- BEGIN {name} -->", f"<!-- END {name} -->"
    block = f"{begin}\n{markdown.strip()}\n{end}"
    text = path.read_text() if path.exists() else "# Benchmarks\n"
    if begin in text and end in text:
        head, rest = text.split(begin, 1)
        text = head + block + rest.split(end, 1)[1]
    else:
        text = text.rstrip() + "\n\n" + block + "\n"
    path.write_text(text)


def table(header: list[str], rows: list[list[object]]) -> str:
    """A markdown table."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def wrap(text: str) -> str:
    """Fill a paragraph to 84 columns, never breaking inside a `code span`."""
    text = re.sub(r"`[^`]*`", lambda m: m.group(0).replace(" ", "\0"), text)
    return textwrap.fill(text, width=84, break_long_words=False, break_on_hyphens=False).replace("\0", " ")
