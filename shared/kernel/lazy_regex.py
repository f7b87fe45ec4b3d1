"""Regular expressions compiled on first use.

The insight detectors' vocabulary (shared/domain/insights/vocabulary.py) holds about
sixty large patterns. Compiled at import they cost every cold instance ~0.2-0.4 s of
CPU before its first answer, although a semanticSearch or chatWithAI request never runs
a detector. A `LazyPattern` stands in for the compiled pattern and compiles it the first
time any of its attributes (`search`, `finditer`, `pattern`, ...) is read.

A large pattern (PREFILTER_MIN_SOURCE characters or more: the vocabulary's alternations of
hundreds of words) also gets the literals every match must hold (shared/kernel/regex_prefilter.py):
`search` and `finditer` on a whole text that holds none of them answer "no match" without
running the alternation, which `re` would try at every position (2-3 ms a clause). The same
answers, a fraction of the time: most clauses match none of the big patterns. Reading the
literals costs ~1 ms a pattern, so it is done on a pattern's PREFILTER_AFTER_USES-th use: an
instance that answers a few messages never pays for it; a batch (a re-analysis, the tests)
does, once.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from typing import Any, cast

from shared.kernel.regex_prefilter import Prefilter, prefilter

_lock = threading.Lock()

# Below this, a pattern is cheap to run and reading its literals is not worth it.
PREFILTER_MIN_SOURCE = 300
PREFILTER_AFTER_USES = 64


class LazyPattern:
    """A `re.Pattern` compiled the first time it is used; behaves as the compiled pattern."""

    __slots__ = ("_source", "_flags", "_compiled", "_prefilter", "_uses")

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source = source
        self._flags = flags
        self._compiled: re.Pattern[str] | None = None
        self._prefilter: Prefilter | None = None
        # Uses of search/finditer before the prefilter is read; -1 once read (or never to be: a small pattern).
        self._uses = 0 if len(source) >= PREFILTER_MIN_SOURCE else -1

    def _get(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            with _lock:  # two threads of one instance compile it once
                if self._compiled is None:
                    self._compiled = re.compile(self._source, self._flags)
                compiled = self._compiled
        return compiled

    def _check(self, compiled: re.Pattern[str]) -> Prefilter | None:
        if self._uses >= 0:
            self._uses += 1  # (two threads may lose a count, or both read the literals: the same answer either way)
            if self._uses >= PREFILTER_AFTER_USES:
                self._prefilter = prefilter(compiled)
                self._uses = -1
        return self._prefilter

    def search(self, string: str, *args: Any, **kwargs: Any) -> re.Match[str] | None:
        compiled = self._get()
        check = self._check(compiled)
        if check is not None and not args and not kwargs and not check.may_match(string):
            return None
        return compiled.search(string, *args, **kwargs)

    def finditer(self, string: str, *args: Any, **kwargs: Any) -> Iterator[re.Match[str]]:
        compiled = self._get()
        check = self._check(compiled)
        if check is not None and not args and not kwargs and not check.may_match(string):
            return iter(())
        return compiled.finditer(string, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        # Only reached for names the slots do not hold: every Pattern method and attribute.
        return getattr(self._get(), name)

    def __repr__(self) -> str:
        return f"LazyPattern({self._source[:40]!r}, compiled={self._compiled is not None})"


def lazy_compile(source: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile`, deferred to the first use (typed as the pattern it stands for)."""
    return cast("re.Pattern[str]", LazyPattern(source, flags))
