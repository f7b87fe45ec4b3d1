"""A pet name that is the end of a long first name ("tina" for Christina, "dora" for Theodora) names
its client (h-other12). Before, only a clip of the name's start did ("kath" for Katherine), so a
question using the end went roster-wide: it was answered from another client's records, and its
refusal named the client's own name as a word no record says."""

import pytest

from shared.domain import names
from shared.usecases import intent

CHRISTINA = intent.ClientRef("ch", "Christina Pell")
THEODORA = intent.ClientRef("th", "Theodora Vance")
MARCUS = intent.ClientRef("mc", "Marcus Lee")
ROSTER = [CHRISTINA, THEODORA, MARCUS]


@pytest.mark.parametrize("word, name, expected", [
    ("tina", "Christina Pell", True),      # the end of the name, its start cut
    ("tinas", "Christina Pell", True),     # its possessive without the apostrophe
    ("dora", "Theodora Vance", True),
    ("ina", "Christina Pell", False),      # too short an end
    ("christina", "Christina Pell", False),  # the name itself is no pet name
    ("hristina", "Christina Pell", False),  # one letter cut is a slip, not a pet name
    ("cus", "Marcus Lee", False),
])
def test_the_end_of_a_long_first_name_is_a_pet_name(word, name, expected):
    assert names.nickname_of(word, name) is expected


def test_a_question_by_the_end_of_the_name_is_about_that_client_and_keeps_no_name_word():
    assert intent.named_clients("tinas knee brace", ROSTER) == [CHRISTINA]
    assert intent.name_free("tinas knee brace", [c.display_name for c in ROSTER]) == "knee brace"
    assert intent.named_clients("did dora get the bloods back", ROSTER) == [THEODORA]
