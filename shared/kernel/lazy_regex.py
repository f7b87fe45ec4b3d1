"""Regular expressions compiled on first use.

The insight detectors' vocabulary (shared/domain/insights/vocabulary.py) holds about
sixty large patterns. Compiled at import they cost every cold instance ~0.2-0.4 s of
CPU before its first answer, although a semanticSearch or chatWithAI request never runs
a detector. A `LazyPattern` stands in for the compiled pattern and compiles it the first
time any of its attributes (`search`, `finditer`, `pattern`, ...) is read.
"""

from __future__ import annotations

import re
import threading
from typing import Any, cast

_lock = threading.Lock()


class LazyPattern:
    """A `re.Pattern` compiled the first time it is used; behaves as the compiled pattern."""

    __slots__ = ("_source", "_flags", "_compiled")

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source = source
        self._flags = flags
        self._compiled: re.Pattern[str] | None = None

    def _get(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            with _lock:  # two threads of one instance compile it once
                if self._compiled is None:
                    self._compiled = re.compile(self._source, self._flags)
                compiled = self._compiled
        return compiled

    def __getattr__(self, name: str) -> Any:
        # Only reached for names the slots do not hold: every Pattern method and attribute.
        return getattr(self._get(), name)

    def __repr__(self) -> str:
        return f"LazyPattern({self._source[:40]!r}, compiled={self._compiled is not None})"


def lazy_compile(source: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile`, deferred to the first use (typed as the pattern it stands for)."""
    return cast("re.Pattern[str]", LazyPattern(source, flags))
