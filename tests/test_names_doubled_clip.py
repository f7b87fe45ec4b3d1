"""A pet name that doubles the last consonant of its clip before "ie", "y" or "o" ("Ollie" for Oliver,
"Jonny" for Jonathan, "Freddie" for Frederick) names its client (names.nickname_of). Before, the clip
had to be the start of the name letter for letter ("oll" is not the start of "oliver"), so such a
question went roster-wide: another client's records of the same words were quoted, or none of the
client's own. Hand-written names, not taken from any benchmark set."""

import pytest

from shared.domain import names
from shared.usecases import intent

OLIVER = intent.ClientRef("ol", "Oliver Ashby")
JONATHAN = intent.ClientRef("jo", "Jonathan Brook")
PRIYA = intent.ClientRef("pr", "Priya Nand")
ROSTER = [OLIVER, JONATHAN, PRIYA]


@pytest.mark.parametrize("word, name, expected", [
    ("ollie", "Oliver Ashby", True),
    ("olly", "Oliver Ashby", True),
    ("ollies", "Oliver Ashby", True),        # its possessive without the apostrophe
    ("jonny", "Jonathan Brook", True),
    ("freddie", "Frederick Hale", True),
    ("sammy", "Samuel Ortiz", True),
    ("ollie", "Priya Nand", False),
    ("offie", "Oliver Ashby", False),        # a doubled letter that is not the name's
    ("oo", "Oliver Ashby", False),
])
def test_a_clip_with_its_consonant_doubled_is_a_pet_name(word, name, expected):
    assert names.nickname_of(word, name) is expected


def test_a_question_by_such_a_pet_name_is_about_that_client():
    assert [c.client_id for c in intent.named_clients("did ollie finish the block", ROSTER)] == ["ol"]
    assert [c.client_id for c in intent.named_clients("jonnys hamstring", ROSTER)] == ["jo"]


def test_two_clients_the_pet_name_fits_make_it_no_ones():
    roster = [OLIVER, intent.ClientRef("og", "Olga Petrov")]
    assert intent.named_clients("did ollie finish the block", roster) == []
