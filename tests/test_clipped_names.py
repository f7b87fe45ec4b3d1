"""A client's name typed in lowercase is no clipped form of a kinds-table name (h-other12).

The clipped reading (shared/domain/clipped.py) reads a word of the diminutive shape ("hammy") as the
table's one-word name it starts ("hamstring"). A first name has that shape too, and was read as a
drug, a supplement, an event or a verb: "rosie" as rosuvastatin, "danny" as "danced", "benny" as
bendroflumethiazide — so a question about Rosie asked about a statin, and a refusal named it. A common
name of a person (english.is_name, SCOWL's proper-name lists) is left as typed."""

import pytest

from shared.domain import answerability, clipped, english, kinds, sameness


@pytest.mark.parametrize("word", ["rosie", "danny", "benny", "annie", "rosies", "dannys"])
def test_a_first_name_is_not_a_clipped_table_name(word):
    assert english.is_name(word)
    assert kinds.clipped_name(word) is None


@pytest.mark.parametrize("word, full", [("hammy", "hamstring"), ("hammies", "hamstring"), ("chiro", "chiropractor")])
def test_a_clipped_form_that_is_no_name_still_reads_as_the_table_name(word, full):
    assert not english.is_name(word)
    assert kinds.clipped_name(word) == full


def test_a_question_about_a_client_keeps_her_name():
    # Before: "bendroflumethiazide calcium tablets" — the question asked about a drug nobody named.
    assert answerability.decision_words("is benny on calcium tablets now").split()[0] == "benny"
    assert "danced" not in kinds.read_as("dannys knee after the 10k")


def test_a_record_naming_the_client_names_no_drug():
    said = sameness.said("Benny: sore knee after the long run, ice and rest")
    assert not any(e.family == "medicine" for e in said.names)
    assert any(e.family == "body part" for e in sameness.said("hammy tight again").names)


def test_names_file_reads_as_names_only():
    assert not english.is_name("magnesium")
    assert not english.is_name("hammy")
    assert clipped.full_name("rosie", {"rosuvastatin": (("medicine", 3),)}) is None
    assert clipped.full_name("rosuvy", {"rosuvastatin": (("medicine", 3),)}) == "rosuvastatin"
