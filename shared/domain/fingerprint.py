"""What the fitted tables depend on besides the embedder: a fingerprint of the feature definitions.

The relevance calibration (shared/domain/calibration.json) and the answerability
model (shared/domain/answerability.json) are logistic fits over features that
code computes: the fused score of the ranking, keyword ranks, the coverage of
the question's words (tokenizer, stop words, everyday equivalents, typing-slip
reading, IDF weights), and the question-level evidence. A fit made on one
definition of those features says nothing reliable about another: change the
fusion constant or the vocabulary and a "0.7" no longer means 7:3 odds. So
each fit records the fingerprint of the definitions it was fitted on, and a
fit whose fingerprint differs from the running code's is not used (the
fallbacks of calibration.py and answerability.py apply, and a test fails
until the fit is re-made: tests/test_fit_fingerprint.py).

The use cases hand the keys to the domain (shared/usecases/search.py: `ready` calls
`calibration.use_features`, `decide` passes the decision's key to
`answerability.model_for`): this module reads retrieval's code, and retrieval
imports the calibration, so the calibration cannot import this module.

The fingerprint hashes the syntax trees of the functions that compute the
features (docstrings and comments left out, so rewording them changes
nothing) and the values of the constants and word lists they use. It is
computed once per process, on first use.
"""

from __future__ import annotations

import ast
import hashlib
import inspect
import textwrap
from functools import lru_cache
from typing import Any, Callable, Iterable


def _code(fn: Callable[..., Any]) -> str:
    """The function's syntax tree without docstrings, as text."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(getattr(body[0], "value", None), ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            node.body = body[1:] or [ast.Pass()]
    return ast.dump(tree)


def _value(value: Any) -> str:
    """A stable text for a constant (sets sorted, nested collections too)."""
    if isinstance(value, (set, frozenset)):
        return "{" + ",".join(sorted(_value(v) for v in value)) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_value(v) for v in value) + "]"
    return repr(value)


def _digest(parts: Iterable[str]) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode("utf-8"))
        h.update(b"\0")
    return h.hexdigest()[:16]


def digest_of(functions: Iterable[Callable[..., Any]], constants: Iterable[Any]) -> str:
    """A key of these functions' code and these constants' values (for fits kept outside this module)."""
    return _digest([_code(f) for f in functions] + [_value(c) for c in constants])


def _ranking_parts() -> list[str]:
    from shared.domain import abbreviations, asked_values, clipped, english, kinds, kinds_of, meaning, retrieval, sameness, sounds, typos, vocabulary
    from shared.ports import keywords

    functions = [
        retrieval.keyword_text, retrieval.coverage, retrieval._covered, sameness.asked, sameness.said, sameness.means, sameness.record_text, sameness.equivalents,
        retrieval.is_content_free, retrieval._idf, retrieval.rerank, retrieval.fuse, retrieval._neighbours, retrieval.with_adjacent,
        retrieval._scopes, retrieval.missing_words, retrieval.by_unnamed_senders, retrieval._name_parts, retrieval._query_words, retrieval.meant_shares,
        retrieval.record_words_of, retrieval._record_words, retrieval._stem_of, meaning.record_words, meaning.band, vocabulary.expand, keywords.tokens, keywords._fold, keywords.TermStats.idf,
        kinds.synonyms, kinds._words_of_members, kinds.means, kinds.relation, kinds.entries_of, kinds._phrases, kinds._phrase_end,
        kinds.naming, kinds.entries, kinds._table, kinds._names, kinds.read_as,
        vocabulary.known_stems, vocabulary.known_words, kinds._written, typos.corrected, typos._joined, typos._unknown, typos.as_meant, typos._correction, typos._splits, typos._swaps, typos._inserts, typos._slips_of, typos._edits,
        typos._slip_of_function_word, typos._stemmed_edits, typos._stemmed_other_spellings, typos._stemmed,
        # What `_correction` reads a word as when one edit finds nothing: the vocabulary's word, or
        # a long name with its vowels or its region's spelling changed.
        typos._vocabulary_slip, typos._long_word_slip, typos._regional_vowel_spellings, typos._vowel_slips,
        # A short coaching word with a letter left out ("nek" for "neck", h-wrong19).
        typos._unlisted_slip, typos._short_slip, typos._stemmed_inserts, typos._possessive_of_s_word,
        # A word typed by its sound ("injecshun" for "injection", h-wrong21).
        typos._sound_slip, typos._consonants, typos._sounds_of_letter, sounds.key, sounds.alike, english.words_from,
        english.is_word, english.other_spelling, english._regions, typos._same_word,
        # The clipped forms' reading ("hammy" -> "hamstring"), which leaves a common name alone.
        clipped.full_name, clipped._starts, english.is_name, english._names,
        asked_values.named_by, asked_values.held, asked_values.holds_value,
        # A general word's kinds join the keyword query (shared/domain/kinds_of.py).
        kinds_of.member_words, kinds_of._named_members, kinds_of._member_words,
        # An abbreviation of a record's words says them (sameness.means: "mtx" for "methotrexate").
        abbreviations.can_abbreviate, abbreviations.content_words, abbreviations._skeleton_of, abbreviations.stands_for,
        # A word cut short is no stem of an English word ("hosp", not "polit"): english.is_word_stem.
        english.is_word_stem, english._sorted_words,
    ]
    constants = [
        retrieval.DEPTH, retrieval.RRF_K, retrieval.NEIGHBOUR_WEIGHT, retrieval.NEIGHBOUR_GAP_S, retrieval.RERANK_DEPTH,
        retrieval.ACKNOWLEDGEMENTS, keywords.STOPWORDS, vocabulary.SYNONYM_GROUPS, vocabulary.IRREGULAR_FORMS, sorted(kinds._FAMILIES.items()),
        # The phrases a text is read as before the table reads it ("burning up" -> feverish): what a record says.
        [(pattern.pattern, plain) for pattern, plain in kinds._READ_AS],
        typos.MIN_LETTERS, typos.MIN_LETTERS_FUNCTION_WORD, typos.MIN_DF, typos.MIN_DF_KNOWN_WORD, typos.MIN_LETTERS_RARE,
        typos.LONG_WORD_LETTERS, typos._VOWELS, typos.MIN_LETTERS_SHORT,
        typos.SOUND_LENGTH, sounds.MIN_KEY, [(pattern.pattern, sound) for pattern, sound in sounds._SPELLINGS],
        english.WORDS_FILE.read_text(encoding="utf-8"),  # the word list itself, not only the code reading it
        english.NAMES_FILE.read_text(encoding="utf-8"),  # the names the clipped reading leaves alone
        clipped._ENDINGS, clipped.MIN_START, clipped.MIN_CUT, clipped._SHAPE.pattern,
        retrieval.SOFT_CANDIDATES, meaning.BEST_MATCH_CHANCE, meaning.BEST_MATCH_SAME,
        retrieval.NEIGHBOUR_SEEDS, retrieval.NEIGHBOUR_SPAN, retrieval.NEIGHBOUR_LIFT, retrieval.NEIGHBOUR_DECAY, kinds.PHRASE_GAP,
        retrieval.SPEAKER_OTHER, kinds_of.MAX_MEMBER_WORDS, kinds_of.COMMON_SHARE, kinds_of.COMMON_MIN_DOCS,
        # A value says the quantity a word names (sameness.means): its words and its values' shapes.
        sorted(asked_values._MEASURE_WORDS.items()),
        abbreviations.MIN_LETTERS, abbreviations.MIN_CUT, sorted(abbreviations._VOWELS),
        abbreviations.MIN_CUT_LETTERS, abbreviations.MIN_PART,
        abbreviations._LETTERS.pattern, abbreviations._WORD.pattern,
        sorted((name, [p.pattern for p in shapes]) for name, (_words, shapes) in asked_values._QUANTITIES.items()),
    ]
    return [_code(f) for f in functions] + [_value(c) for c in constants]


@lru_cache(maxsize=1)
def ranking_fingerprint() -> str:
    """The features the relevance calibration is fitted on (shared/domain/retrieval.py and what it uses)."""
    return _digest(_ranking_parts())


@lru_cache(maxsize=1)
def decision_fingerprint() -> str:
    """The features the answerability model is fitted on: the ranking's (its relevance is one) and its own."""
    from shared.domain import answerability, kinds, question_frame, sameness, word_evidence

    parts = [
        ranking_fingerprint(),
        # The decision reads the question without its frame ("how far", "what happened").
        _code(answerability.decision_words), _code(question_frame.without_frame), _value(question_frame.DEGREE),
        _value([f.pattern for f in question_frame._FRAMES]), _value(question_frame._SENTENCE.pattern),
        _code(word_evidence.meanings), _code(word_evidence.siblings_only), _code(word_evidence.candidate_names), _code(kinds.without_modifier_compounds), _value(kinds._COMPOUND.pattern),
        _code(answerability.evidence), _code(answerability.terms), _code(answerability.Evidence), _code(answerability.without_words), _code(answerability.record_words),
        _code(answerability.holds), _code(answerability.lexical_meaning), _code(sameness.word_in), _code(sameness.lookup_words), _code(kinds.meaning_names), _code(kinds._written),
        _code(kinds.relation), _code(kinds.entries_of), _code(kinds.naming), _code(kinds.heads_beside), _code(kinds.phrase_beside), _code(kinds.only_siblings), _code(kinds._table), _code(kinds._names),
        _value(sorted(kinds._FAMILIES.items())),
        _value(answerability.FEATURES), _value(answerability.TOP_FEW), _value(answerability.MEANING_CANDIDATES),
        _value(answerability.MEANING_CHANCE), _value(answerability.MEANING_SAME),
    ]
    return _digest(parts)
