"""Words a pattern cannot match without: a cheap test before a large alternation is run.

The insight vocabulary's big patterns (PHRASES, TERMS: hundreds of alternatives, most
starting with `\\b`) cost 2-3 ms on each clause although most clauses match none of them:
Python's `re` tries every alternative at every position. `required_literals(pattern)` reads
the pattern's parse tree and returns a set of lowercase strings such that every match
contains at least one of them (e.g. `\\b(can'?t|cannot) sleep|\\bnot coping\\b` gives
{" sleep", "not coping"}), or None when no such set is known. `may_match(required, text)`
is then False only when no match is possible, so skipping the pattern on False changes
no reading: the pattern itself still decides every text that passes.

Sound by construction, never by tuning: a literal run is only ever taken from literals
that must appear consecutively in the matched text; anything else (a class, a repeat that
may be absent, a group reference, a flag change inside the pattern) only ever widens the
answer to "unknown" (None). Case: under re.IGNORECASE an ASCII literal matches exactly the
ASCII characters with the same `lower()`, but Unicode folding lets a few non-ASCII
characters match ASCII letters (the Kelvin sign matches "k"); so non-ASCII literals end a
run, and a text that is not pure ASCII always goes to the pattern.
"""

from __future__ import annotations

import re
from typing import Any

try:  # Python 3.11+
    from re import _constants as _c  # type: ignore[attr-defined]
    from re import _parser as _p  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - older Pythons
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _p  # type: ignore[no-redef]

Required = frozenset[str] | None

# A set of literals is only worth testing when its shortest member is this long: a 1-2 letter
# literal ("i", "on") is in nearly every clause.
_MIN_USEFUL = 3
# The most strings an exact set (every string a part of the pattern can match) may grow to.
_CAP = 32
_EMPTY: frozenset[str] = frozenset({""})


def _score(required: Required) -> tuple[int, int]:
    """Longer shortest member first, then fewer members."""
    if not required:
        return (0, 0)
    return (min(_weight(s) for s in required), -len(required))


def _weight(literal: str) -> int:
    """Its length, a non-ASCII character counted as three: it is never in an ASCII text, which alone is tested."""
    return sum(1 if ch.isascii() else 3 for ch in literal)


def _best(candidates: list[Required]) -> Required:
    known = [c for c in candidates if c]
    return max(known, key=_score) if known else None


def _class(items: Any, ignore_case: bool) -> Required:
    """The characters of a small class of ASCII literals and ranges ("[1-5]", "[sz]"), else None."""
    chars: set[str] = set()
    for op, arg in items:
        if op is _c.LITERAL:
            chars.add(chr(arg))
        elif op is _c.RANGE and arg[1] - arg[0] < 16:
            chars.update(chr(i) for i in range(arg[0], arg[1] + 1))
        else:  # NEGATE, CATEGORY, a wide range
            return None
    if not all(ch.isascii() or ch.lower() + ch.upper() == ch + ch for ch in chars):
        return None  # a non-ASCII letter (see _node)
    return frozenset(ch.lower() if ignore_case else ch for ch in chars)


def _product(left: frozenset[str], right: frozenset[str]) -> frozenset[str]:
    return frozenset(a + b for a in left for b in right)


def _node(op: Any, arg: Any, ignore_case: bool) -> tuple[Required, Required]:
    """(exact, required) of one parse node: every string it can match, when few and known; strings every match holds."""
    if op is _c.LITERAL:
        ch = chr(arg)
        if not ch.isascii() and ch.lower() + ch.upper() != ch + ch:
            return None, None  # a non-ASCII letter: Unicode folding may match an ASCII one (the Kelvin sign, "k")
        # An ASCII character, or one without case (an emoji, a dash): the latter never occurs in the ASCII texts
        # that are tested (may_match), so a part that needs it cannot match them.
        return frozenset({ch.lower() if ignore_case else ch}), None
    if op in (_c.AT, _c.ASSERT_NOT):  # zero width: matches the empty string between its neighbours
        return _EMPTY, None
    if op is _c.ASSERT:  # zero width too; what a lookahead/lookbehind sees is in the text, so it is required of it
        return _EMPTY, _best(list(_sequence(arg[1], ignore_case)))
    if op is _c.IN:
        return _class(arg, ignore_case), None
    if op is _c.SUBPATTERN:
        _group, add_flags, del_flags, sub = arg
        if add_flags or del_flags:  # an inline flag changes how the literals match: unknown
            return None, None
        return _sequence(sub, ignore_case)
    if op is getattr(_c, "ATOMIC_GROUP", None):
        return _sequence(arg, ignore_case)
    if op is _c.BRANCH:
        parts = [_sequence(b, ignore_case) for b in arg[1]]
        exacts = [e for e, _r in parts]
        exact: Required = None
        if all(e is not None for e in exacts):
            union = frozenset().union(*exacts)  # type: ignore[arg-type]
            exact = union if len(union) <= _CAP else None
        requireds = [_best([e, r]) for e, r in parts]
        required: Required = None
        if all(r and _score(r)[0] > 0 for r in requireds):
            required = frozenset().union(*requireds)  # type: ignore[arg-type]
        return exact, required
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", None)):
        low, high, sub = arg
        sub_exact, sub_required = _sequence(sub, ignore_case)
        if sub_exact is not None and high <= 1:  # "x?" (or "x{1}")
            return (sub_exact | _EMPTY if low == 0 else sub_exact), None
        if low >= 1:
            return None, _best([sub_exact, sub_required])
        return None, None
    return None, None  # ANY, NOT_LITERAL, CATEGORY, GROUPREF, GROUPREF_EXISTS, ...


def _sequence(items: Any, ignore_case: bool) -> tuple[Required, Required]:
    """(exact, required) of a sequence: exact sets multiply while they stay small; every part is a candidate."""
    candidates: list[Required] = []
    current: frozenset[str] = _EMPTY  # every string the run of exact parts so far can match
    exact_all = True
    for op, arg in items:
        exact, required = _node(op, arg, ignore_case)
        if exact is not None and required is not None:
            candidates.append(required)
        if exact is not None:
            joined = _product(current, exact)
            if len(joined) <= _CAP:
                current = joined
                continue
            candidates.append(current)
            current, exact_all = exact, False
            continue
        candidates.append(current)
        candidates.append(required)
        current, exact_all = _EMPTY, False
    candidates.append(current)
    return (current if exact_all else None), _best(candidates)


def required_literals(pattern: re.Pattern[str]) -> Required:
    """Strings of which every match holds one (lowercase under re.I), or None when unknown or not worth testing."""
    if not isinstance(pattern.pattern, str):
        return None
    parsed = _p.parse(pattern.pattern, pattern.flags)
    flags = parsed.state.flags if hasattr(parsed, "state") else pattern.flags  # with a leading (?i)
    found = _best(list(_sequence(parsed, bool(flags & re.IGNORECASE))))
    if found is None or _score(found)[0] < _MIN_USEFUL:
        return None
    # Drop strings that hold a shorter member: the shorter one is present whenever they are.
    ordered = sorted(found, key=len)
    kept: list[str] = []
    for s in ordered:
        if not any(k in s for k in kept):
            kept.append(s)
    return frozenset(kept)


def _trie(literals: list[str]) -> str:
    """One regex for "any of these strings", as a trie: `re` skips an alternative whose first literal differs from
    the character at hand without entering it, so each position costs a few comparisons, not one per string."""
    if "" in literals:
        return ""
    heads: dict[str, list[str]] = {}
    for s in literals:
        heads.setdefault(s[0], []).append(s[1:])
    parts = []
    for head, tails in sorted(heads.items()):
        rest = _trie(tails)
        parts.append(re.escape(head) + (f"(?:{rest})" if rest and len(tails) > 1 else rest))
    return parts[0] if len(parts) == 1 else "|".join(parts)


class Prefilter:
    """`may_match(text)`: False only when the pattern it was read from cannot match anywhere in `text`."""

    __slots__ = ("_any", "_fold")

    def __init__(self, required: frozenset[str], ignore_case: bool) -> None:
        # Case-sensitive on a lowercased text: an alternative's first character is then a plain literal.
        self._any = re.compile(_trie(sorted(required)))
        self._fold = ignore_case

    def may_match(self, text: str) -> bool:
        if not text.isascii():
            return True
        return self._any.search(text.lower() if self._fold else text) is not None


def prefilter(pattern: re.Pattern[str]) -> Prefilter | None:
    """The pattern's Prefilter, or None when no useful one is known."""
    required = required_literals(pattern)
    return None if required is None else Prefilter(required, bool(pattern.flags & re.IGNORECASE))
