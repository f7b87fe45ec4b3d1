"""shared/kernel/lazy_regex.py: a deferred pattern matches exactly as the compiled one, and the
insight vocabulary compiles nothing at import (the cold-start cost it was made for)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from shared.kernel.lazy_regex import LazyPattern, lazy_compile

ROOT = Path(__file__).resolve().parent.parent


def test_a_lazy_pattern_answers_as_the_compiled_one() -> None:
    source, text = r"\b(knee|back)\s+(pain|sore)\b", "My KNEE  sore again, back pain too"
    lazy, eager = lazy_compile(source, re.I), re.compile(source, re.I)
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in eager.finditer(text)]
    assert lazy.search(text).group(0) == eager.search(text).group(0)
    assert lazy.sub("X", text) == eager.sub("X", text)
    assert (lazy.pattern, lazy.flags) == (eager.pattern, eager.flags)


def test_it_compiles_on_first_use_only() -> None:
    lazy = LazyPattern(r"a+b")
    assert "compiled=False" in repr(lazy)
    assert lazy.fullmatch("aab")
    assert "compiled=True" in repr(lazy)


def test_importing_the_insight_vocabulary_compiles_none_of_its_patterns() -> None:
    probe = (
        "import re, sys\n"
        "calls = []\n"
        "real = re.compile\n"
        "re.compile = lambda *a, **k: calls.append(a[0]) or real(*a, **k)\n"
        "import shared.domain.insights.vocabulary as v\n"
        "mine = [c for c in calls if isinstance(c, str) and len(c) > 200]\n"
        "print(len(mine))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "0"
