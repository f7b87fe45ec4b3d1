"""The literal prefilter before large patterns (shared/kernel/regex_prefilter.py, used by LazyPattern): it may only
ever skip a pattern that cannot match, so every answer stays the compiled pattern's."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from shared.domain.insights import vocabulary
from shared.kernel.lazy_regex import PREFILTER_AFTER_USES, PREFILTER_MIN_SOURCE, LazyPattern, lazy_compile
from shared.kernel.regex_prefilter import prefilter, required_literals

LABELS_FILE = Path(__file__).resolve().parent.parent / "bench" / "insights_labels.jsonl"
HELD_OUT = {"v32-blind"}  # never read (docs: the held-out label rounds)


def test_required_literals_of_an_alternation():
    rx = re.compile(r"\b(can'?t|cannot) (sleep|rest)\b|\bnot coping\b|\bjogged (\d+ )?miles?", re.I)
    required = required_literals(rx)
    assert required is not None
    # Each alternative leaves a string its every match holds; optional parts are multiplied out while few.
    assert "not coping" in required
    assert any("sleep" in s for s in required) and any("jogged " in s for s in required)
    for text in ("I can't sleep", "CANNOT REST", "not coping at all", "jogged 3 miles"):
        assert any(s in text.lower() for s in required), text


def test_unknown_parts_give_no_prefilter():
    # An alternative with no literal at all ("\w+ing") leaves nothing every match must hold.
    assert required_literals(re.compile(r"\bpulled a muscle|\w+\b", re.I)) is None
    # Too short to be worth testing.
    assert required_literals(re.compile(r"\b(on|at)\b")) is None


@pytest.mark.parametrize("pattern, text", [
    (r"\bwalked (a )?(mile|kilometre)\b", "Walked a MILE today"),
    (r"\b(shattered|wiped out)(?! my\b)", "I'm wiped out"),
    (r"\bfeel(ing)? (so )?(grim|rough)\b|😩", "feeling rough"),
    (r"\bfeel(ing)? (so )?(grim|rough)\b|😩", "ugh 😩"),  # not ASCII: always goes to the pattern
    (r"(?=\w+ed\b)(?=.*\bskipped\b)\w+", "Skipped the ride"),  # a lookahead's literal is in the text
    (r"\b[1-3] (hours|hrs) sleep\b", "2 hrs sleep"),
    (r"\bkayak(ed|ing) \d+k\b", "kayaked 5k"),
])
def test_a_text_that_matches_always_passes(pattern, text):
    rx = re.compile(pattern, re.I)
    check = prefilter(rx)
    assert check is not None and rx.search(text) is not None
    assert check.may_match(text)


def test_a_text_that_cannot_match_is_skipped():
    check = prefilter(re.compile(r"\bwalked (a )?(mile|kilometre)\b|\bran (a )?marathon\b", re.I))
    assert check is not None
    assert not check.may_match("Swam forty lengths this morning")
    assert check.may_match("ran a marathon")


def test_unicode_folding_is_not_skipped():
    # Under re.I the Kelvin sign matches "k": a text with it is not ASCII, so the pattern itself decides.
    rx = re.compile(r"\bknackered\b|\bkilometres? run\b", re.I)
    text = "\u212anackered after work"
    assert rx.search(text) is not None
    assert prefilter(rx).may_match(text)  # type: ignore[union-attr]


def _warm(lazy: re.Pattern[str]) -> None:
    """Use it as often as it takes for the prefilter to be read (the first uses run the pattern alone)."""
    for _ in range(PREFILTER_AFTER_USES):
        lazy.search("")


def test_the_prefilter_is_read_only_after_many_uses():
    source = r"\b(" + "|".join(f"term{i}" for i in range(80)) + r")\b"
    lazy = lazy_compile(source, re.I)
    assert lazy.search("term5") is not None and lazy._prefilter is None  # type: ignore[attr-defined]
    _warm(lazy)
    assert lazy._prefilter is not None  # type: ignore[attr-defined]
    assert lazy_compile("a short one")._uses == -1  # type: ignore[attr-defined]


def test_lazy_pattern_answers_as_the_compiled_one():
    source = r"\b(" + "|".join(f"word{i}" for i in range(80)) + r")\b(?! not)"
    assert len(source) >= PREFILTER_MIN_SOURCE
    lazy, eager = lazy_compile(source, re.I), re.compile(source, re.I)
    _warm(lazy)
    assert lazy._prefilter is not None
    for text in ("WORD7 and word12", "word7 not", "nothing here", "sword70", "word79"):
        assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in eager.finditer(text)]
        assert (lazy.search(text) is None) == (eager.search(text) is None)
    assert lazy.search("word3 x", 1) is None and eager.search("word3 x", 1) is None  # pos: no prefilter
    assert lazy.search("xx word3", 1) is not None


def test_vocabulary_patterns_unchanged_on_labelled_texts():
    """Every prefiltered vocabulary pattern gives the compiled pattern's matches on a spread of labelled texts and
    their clauses (the whole open set was compared once: docs/BENCHMARKS.md, h-suite40)."""
    rows = [json.loads(line) for line in LABELS_FILE.read_text().splitlines() if line.strip()]
    texts = sorted({r["text"] for r in rows if r.get("origin") not in HELD_OUT})[::250]
    pieces = sorted({p for t in texts for p in [t, *re.split(r"[.!?;,]+", t)] if p.strip()})
    patterns = []
    for value in vars(vocabulary).values():
        for p in (value.values() if isinstance(value, dict) else [value]):
            if isinstance(p, LazyPattern) and len(p.pattern) >= PREFILTER_MIN_SOURCE:
                fresh = lazy_compile(p.pattern, p.flags)
                _warm(fresh)
                if fresh._prefilter is not None:  # type: ignore[attr-defined]
                    patterns.append((fresh, re.compile(p.pattern, p.flags)))
    assert len(patterns) > 50  # the big alternations (PHRASES, TERMS, ...) are prefiltered
    skipped = 0
    for text in pieces:
        for p, compiled in patterns:
            assert [m.span() for m in p.finditer(text)] == [m.span() for m in compiled.finditer(text)], p
            skipped += not p._prefilter.may_match(text)  # type: ignore[attr-defined]
    assert skipped > len(pieces) * len(patterns) // 2  # it does skip: most texts match few of the patterns
