"""A long first name written as it is said ("fredrika" of Frederica, "theodora" typed "teodora"): read as the one
client it fits, never as another client or as a word. Hand-written names and questions; the first tests fail on
the reading before `names.spelt_as_said`."""

from shared.domain import names
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef


def _roster(*display_names: str) -> list[ClientRef]:
    return [ClientRef(n.lower().replace(" ", "-"), n) for n in display_names]


def _named(question: str, roster: list[ClientRef]) -> list[str]:
    return [c.display_name for c in intent.named_clients(question, roster)]


def test_a_sound_spelt_another_way_and_a_silent_h_read_as_the_name():
    assert names.spelt_as_said("teodora", "theodora")      # the "h" after the first letter left out
    assert names.spelt_as_said("fredrika", "frederica")    # "c" written "k", a vowel swallowed
    assert names.spelt_as_said("raphaella", "rafaela")     # "ph" as "f", a doubled letter
    assert names.spelt_as_said("gwenhyvar", "gwenivar")


def test_short_names_other_first_sounds_and_two_letters_apart_are_no_slip():
    assert not names.spelt_as_said("theodora", "theodora")  # the name itself
    assert not names.spelt_as_said("joan", "john")          # shorter than SAID_MIN
    assert not names.spelt_as_said("tamara", "samara")      # another first sound
    assert not names.spelt_as_said("rosalind", "rosamund")  # two letters apart


def test_the_name_typed_as_said_names_its_client_and_leaves_the_topic():
    roster = _roster("Raphaella Quill", "Benedict Arkwright", "Ottilie Vance")
    assert _named("rafaela achilles", roster) == ["Raphaella Quill"]
    assert intent.topic(intent.name_free("rafaela achilles", ["Raphaella Quill"])) == "achilles"


def test_a_closer_slip_of_another_client_comes_first():
    # "fredrika" is one letter from Frederika and Frederica's sound: the closer reading names Frederika.
    roster = _roster("Frederica Holt", "Frederika Moss", "Benedict Arkwright")
    assert _named("fredrika shin splints", roster) == ["Frederika Moss"]


def test_a_word_said_like_two_clients_names_names_neither():
    roster = _roster("Wilhelmina Quill", "Wilhelmena Moss", "Benedict Arkwright")
    assert [c.display_name for c in intent.written_as_said(["wilelmena"], roster)] == [
        "Wilhelmina Quill", "Wilhelmena Moss"]
    assert intent._by_sound_as_written("wilelmena", roster) == []  # the tier gives one client only
    assert [c.display_name for c in intent._by_sound_as_written("wilemina", roster)] == ["Wilhelmina Quill"]
