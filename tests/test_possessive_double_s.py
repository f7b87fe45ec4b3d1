"""A possessive typed without its apostrophe on a word that ends in "s" ("guss back" for Gus's back):
Porter keeps the double "s", so the records' "Gus" (stem "gu") never met "guss"; the keyword side
(typos.corrected) and the subject-slot lookup of search.decide (typos.possessive_read) read it as
the records' word (h-para24)."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain.typos import possessive_read
from shared.ports.vectorstore import QueryFilter
from shared.usecases.search import decide
from tests.test_typos import indexed, stats


def test_a_double_s_the_records_never_write_is_their_word_with_a_possessive_s():
    s = stats(gus=4, boss=2, back=6)
    assert possessive_read("guss", s) == "gus"
    # The records write the word itself, a single "s" (Porter's to fold), an English word, no
    # base word in the records, no statistics: as typed.
    assert possessive_read("gus", s) == "gus"
    assert possessive_read("backs", s) == "backs"
    assert possessive_read("class", s) == "class"
    assert possessive_read("rosss", s) == "rosss"
    assert possessive_read("guss", None) == "guss"
    assert possessive_read("guss", stats(gus=4, guss=1)) == "guss"


def test_the_name_in_a_possessive_opening_is_looked_up_as_the_records_write_it(tmp_path):
    # The roster knows him as Angus; the chat and the coach call him Gus. "guss back" names no
    # client, so decide looks its subject slot up in the records: "guss" found nothing and the
    # question was refused as asking about someone the history never mentions.
    embedder, store = indexed(tmp_path, {
        "m1": "Gus's back has locked, pins and needles down his left leg",
        "m2": "Thanks Kirsty, GP today for Gus please and no lifting",
        "m3": "booked in for thursday",
    }, "Mairi")
    backends = SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.7, search_timeout_s=5.0),
                               store=store, embedder=embedder)
    assert decide(backends, "coach", "guss back", [], QueryFilter(), []).reason == "no_candidates"
    # A name the records never write is still unknown.
    assert decide(backends, "coach", "rosss back", [], QueryFilter(), []).reason == "unknown_subject"
