"""The keyword stemmer: PyStemmer (C) where it imports, the pure-Python snowballstemmer otherwise,
giving the same stems (bench/stemmer_check.py compares them on every word of every data set)."""

from __future__ import annotations

import sys

import pytest

from shared.ports import keywords

# Words that exercise each Porter step (plurals, -ed/-ing, -ational, -ness, -ful, -ic, -ement,
# double consonants, y to i), the typing-slip reading's kind of strings (one edit from a word),
# a diacritic-folded word, digits, and short words the algorithm leaves alone.
WORDS = """caresses ponies ties caress cats feed agreed plastered bled motoring sing conflated
troubled sized hopping tanned falling hissing fizzed failing filing happy sky relational
conditional rational valenci hesitanci digitizer conformabli radicalli differentli vileli
analogousli vietnamization predication operator feudalism decisiveness hopefulness callousness
formaliti sensitiviti sensibiliti triplicate formative formalize electriciti electrical hopeful
goodness revival allowance inference airliner gyroscopic adjustable defensible irritant
replacement adjustment dependent adoption homologou communism activate angulariti homologous
effective bowdlerize probate rate cease controll roll running ran physio physiotherapy sciatca
sholder shoulder knee knees anaemic anemic allergies allergic ibuprofen naproxen levothyroxine
cafe 5k 10km 2024 a is be""".split()


def _python_stemmer():
    from snowballstemmer.porter_stemmer import PorterStemmer

    return PorterStemmer()


def test_the_c_stemmer_gives_the_pure_python_stems():
    stemmer_module = pytest.importorskip("Stemmer")
    c, py = stemmer_module.Stemmer("porter"), _python_stemmer()
    assert [c.stemWord(w) for w in WORDS] == [py.stemWord(w) for w in WORDS]


def test_the_keyword_stemmer_is_the_c_one_where_it_imports():
    pytest.importorskip("Stemmer")
    assert type(keywords.porter_stemmer()).__module__ == "Stemmer"


def test_the_keyword_stemmer_falls_back_to_pure_python(monkeypatch):
    monkeypatch.setitem(sys.modules, "Stemmer", None)  # `import Stemmer` raises ImportError
    stemmer = keywords.porter_stemmer()
    assert type(stemmer).__module__.startswith("snowballstemmer")
    assert [stemmer.stemWord(w) for w in WORDS] == [_python_stemmer().stemWord(w) for w in WORDS]
