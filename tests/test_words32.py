"""h-words32: a first name written with other vowels, "always" as no topic, a religious fast by the
records' words, "study" and "food rules" asking the profile, and an event dated by the trainer's own words.
Hand-written names and questions; each test can fail (the readings before this branch fail them)."""

from shared.domain import names, plain_speech, profile_fields
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef


def _roster(*display_names: str) -> list[ClientRef]:
    return [ClientRef(n.lower().replace(" ", "-"), n) for n in display_names]


def _named(question: str, roster: list[ClientRef]) -> list[str]:
    return [c.display_name for c in intent.named_clients(question, roster)]


# --- a first name with other vowels -------------------------------------------------------------------

def test_a_name_with_other_vowels_and_a_doubled_letter_is_the_client():
    assert names.spelt_with_other_vowels("dillon", "dylan")
    assert names.spelt_with_other_vowels("dilan", "dylan")


def test_other_consonants_or_more_letters_are_no_vowel_slip():
    assert not names.spelt_with_other_vowels("darren", "dylan")    # consonants differ
    assert not names.spelt_with_other_vowels("delilah", "dylan")   # two letters more
    assert not names.spelt_with_other_vowels("gary", "gareth")
    assert not names.spelt_with_other_vowels("dylan", "dylan")     # the name itself is no slip
    assert not names.spelt_with_other_vowels("ellen", "allan")     # another first letter
    assert not names.spelt_with_other_vowels("rebbeca", "rebekka")  # a consonant spelt another way


def test_the_misspelt_name_names_the_one_client_it_fits():
    roster = _roster("Dylan Rees", "Gareth Hughes", "Tasha Greenway")
    assert _named("dillon ankle sprain", roster) == ["Dylan Rees"]
    assert intent.topic(intent.name_free("dillon ankle sprain", ["Dylan Rees"])) == "ankle sprain"


def test_the_misspelt_name_never_takes_another_clients_own_name():
    # A client called Dillon is named by it; Dylan is not.
    assert _named("dillon ankle sprain", _roster("Dylan Rees", "Dillon Price")) == ["Dillon Price"]


def test_a_slip_that_fits_two_clients_names_no_one():
    assert _named("dillon ankle sprain", _roster("Dylan Rees", "Dilan Shah")) == []


# --- "always" names no topic ----------------------------------------------------------------------------

def test_always_is_no_topic_word():
    assert intent.topic("roxy always knackered", ["roxy"]) == "knackered"
    assert intent.topic("is she always tired", []) == "tired"


# --- a religious fast -------------------------------------------------------------------------------------

def test_fasting_adds_the_fast_and_its_meals():
    read = plain_speech.with_record_words("is roxy still fasting")
    assert read == "is roxy still fasting ramadan iftar suhoor eid"
    assert plain_speech.as_typed(read) == "is roxy still fasting"
    assert plain_speech.alternatives(read) == [("fasting", ("ramadan", "iftar", "suhoor", "eid"))]


def test_a_fasting_blood_test_or_a_diets_fast_is_left_as_typed():
    for question in ("his fasting glucose in may", "her fasting bloods", "is he still doing intermittent fasting",
                     "16:8 fasting going ok", "how are the fasting days", "who's fasting for ramadan"):
        assert plain_speech.with_record_words(question) == question, question


# --- the profile asked in everyday words ---------------------------------------------------------------

def _fields(question: str, name: str) -> tuple[str, ...]:
    return profile_fields.asked_fields(intent.content_words(question, exclude=[name]), question)


def test_study_asks_the_background_notes():
    assert _fields("what does dylan study", "dylan") == ("notes",)
    assert _fields("what did she study for the exam", "") == ()


def test_food_rules_ask_the_dietary_restrictions():
    assert _fields("does roxy have any food rules", "roxy") == ("dietaryRestrictions",)
    assert _fields("her diet rules", "") == ("dietaryRestrictions",)
    assert _fields("what are the gym rules", "") == ()


# --- an event dated by the trainer's words ---------------------------------------------------------------

def test_the_event_of_a_status_clause_is_the_trainers_phrase():
    read = plain_speech.with_record_words("how's segun doing after the op")
    assert "surgery" in read
    assert intent.since_event(read) == "the op"
    # The status check still reads the added words as the clause's.
    assert {"op", "surgery"} <= intent.since_clause_words(read)


def test_how_often_is_no_topic_of_the_asked_reading():
    assert intent.asked_topic("roxy always knackered") == (None, "roxy knackered")
    assert intent.asked_topic("is he constantly tired?") == (None, "is he tired?")
    assert intent.asked_topic("always") == (None, "always")  # nothing else left: kept
