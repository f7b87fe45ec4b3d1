"""Dev failure classes of blind6 (issue 14, docs/ANSWERS.md "h-b6dev"), on hand-written sentences:

- a two-letter pet name's possessive without the apostrophe ("rus" for Ru's, Rufus) names its client;
- "hows X" / "how is mrs X" with nothing else asks how the client is, a title is no topic;
- words of when or how sure ("now", "yet", "at the moment", "actually", "so far") are the question's
  frame, not its topic;
- "line of work", "day job", "dietary stuff" ask for profile fields;
- "left or right?", "which one was it", "how did she sort it" lean on the previous turn.
"""

from __future__ import annotations

import pytest

from shared.domain import names, profile_fields
from shared.domain.prompt import Turn
from shared.domain.question_frame import without_frame
from shared.usecases.chat import intent

TIBERIUS = intent.ClientRef("tb", "Rufus Okafor")
WILHELMINA = intent.ClientRef("wh", "Wilhelmina Ross")
ROSTER = [TIBERIUS, WILHELMINA]


# -- a two-letter pet name with a possessive "s" ----------------------------------------------

@pytest.mark.parametrize("word, name, expected", [
    ("ru", "Rufus Okafor", True),
    ("rus", "Rufus Okafor", True),      # "rus" for Ru's: the clip "ru" and its possessive
    ("wis", "Wilhelmina Ross", True),
    ("ros", "Rufus Okafor", False),     # "ro" is no start of "rufus"
    ("ts", "Rufus Okafor", False),      # one letter before the "s" is no clip
])
def test_a_two_letter_pet_name_keeps_its_possessive(word, name, expected):
    assert names.nickname_of(word, name) is expected


def test_a_two_letter_pet_names_possessive_names_the_client_and_is_no_topic_word():
    assert intent.named_clients("rus hamstring last month", ROSTER) == [TIBERIUS]
    assert intent.name_free("rus hamstring", [TIBERIUS.display_name]) == "hamstring"


# -- "hows X": how the client is; a title is no topic ------------------------------------------

@pytest.mark.parametrize("question", ["hows rufus", "hows mrs ross", "how is mr okafor?", "How's Ms Ross"])
def test_hows_and_a_name_asks_how_the_client_is(question):
    assert intent.is_status_question(question)
    topic = intent.topic(question, [c.display_name for c in ROSTER])
    assert intent.asks_status(question, topic)


def test_hows_with_a_topic_is_still_a_topic_question():
    topic = intent.topic("hows rufus's hamstring", [TIBERIUS.display_name])
    assert topic == "hamstring"
    assert not intent.asks_status("hows rufus's hamstring", topic)
    # A title is filler wherever it is: "what did mrs ross say about her hip" is about the hip.
    assert intent.topic("what did mrs ross say about her hip", [WILHELMINA.display_name]) == "hip"


# -- words of when or how sure are the frame ---------------------------------------------------

@pytest.mark.parametrize("question, left", [
    ("is she actually swimming at the moment", "is she swimming"),
    ("has he booked the scan yet", "has he booked the scan"),
    ("how many laps can she do now", "how laps can she do"),
    ("what is he eating right now for breakfast", "what is he eating for breakfast"),
    ("whats her best 5k so far", "her best 5k"),
    ("is he currently on the bike", "is he on the bike"),
])
def test_words_of_when_or_how_sure_are_no_topic(question, left):
    assert without_frame(question) == left


def test_a_word_that_only_contains_them_stays():
    # "known", "yetis", "momentum", "snow" are words of their own.
    assert without_frame("has she known about the momentum drills in the snow") == \
        "has she known about the momentum drills in the snow"


def test_a_recency_word_no_longer_keeps_a_status_question_from_being_one():
    question = "how is rufus doing now"
    assert intent.asks_status(question, intent.topic(question, [TIBERIUS.display_name]))


# -- profile fields in everyday phrases --------------------------------------------------------

@pytest.mark.parametrize("question, field", [
    ("whats her line of work", "notes"),
    ("his day job", "notes"),
    ("any dietary stuff for her", "dietaryRestrictions"),
])
def test_everyday_phrases_ask_for_profile_fields(question, field):
    assert profile_fields.asked_fields(intent.content_words(question), question) == (field,)


@pytest.mark.parametrize("question", ["did she cross the finish line", "how was leg day", "any stuff about his knee"])
def test_line_and_day_and_stuff_elsewhere_ask_for_the_records(question):
    assert profile_fields.asked_fields(intent.content_words(question), question) == ()


# -- short follow-ups that lean on the previous turn -------------------------------------------

@pytest.mark.parametrize("question", ["left or right?", "morning or evening", "before or after the op?"])
def test_a_short_choice_between_two_is_elliptical(question):
    assert intent.is_either_or(question)
    assert intent.is_elliptical(question)
    assert intent.is_follow_up(question)


@pytest.mark.parametrize("question", [
    "which clients did squats or deadlifts",   # asks across the roster
    "is it the knee or the hip that hurts rufus",  # too long: a question of its own
    "left",
])
def test_a_long_choice_or_one_across_the_roster_is_not(question):
    assert not intent.is_either_or(question)


def test_a_choice_carries_the_previous_topic_besides_its_own():
    turns = [Turn("user", "rus hamstring"), Turn("assistant", "On Jun 3 Rufus wrote: …")]
    assert intent.carried_topic("left or right?", turns, [TIBERIUS.display_name]) == "hamstring"


def test_which_one_was_it_asks_of_the_previous_turn():
    assert intent.is_specifying("which one was it")
    assert intent.is_follow_up("which one was it")
    # More than a pointer and two words is a question of its own.
    assert not intent.is_specifying("which one of the clients was it")


def test_how_did_she_sort_it_carries_the_previous_topic():
    assert without_frame("how did she sort it") == "how did she it"
    turns = [Turn("user", "what went wrong with wilhelminas bike fit"), Turn("assistant", "…")]
    assert intent.carried_topic("how did she sort it", turns, [WILHELMINA.display_name]) == "bike fit"
