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
from shared.usecases import intent

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


# -- a title and a surname, or a surname that is no English word -------------------------------

SURNAMED = [intent.ClientRef("a", "Agnes Hollingworth"), intent.ClientRef("b", "Sam Park"),
            intent.ClientRef("c", "Jo Park"), intent.ClientRef("d", "Ian Walker")]


@pytest.mark.parametrize("question, client_id", [
    ("hows mrs hollingworth", "a"),
    ("hollingworths hip", "a"),          # a surname that is no English word, alone and possessive
    ("what did Mr. Walker say", "d"),    # after a title, even an English word
])
def test_a_surname_after_a_title_or_unlike_any_word_names_the_client(question, client_id):
    assert [c.client_id for c in intent.named_clients(question, SURNAMED)] == [client_id]


@pytest.mark.parametrize("question", [
    "what did mr park say",      # two clients are Parks
    "did walker ring",           # an English word alone is no name
    "a walk in the park",
])
def test_a_shared_or_everyday_surname_names_no_one(question):
    assert intent.named_clients(question, SURNAMED) == []


def test_a_status_question_by_title_and_surname_has_no_topic_left():
    question = intent.name_free("hows mrs hollingworth", ["Agnes Hollingworth"])
    assert intent.asks_status("hows mrs hollingworth", intent.topic(question, ["Agnes Hollingworth"]))


# -- "left or right?": a choice of sides asks which ---------------------------------------------

def test_a_choice_of_sides_is_the_frame_and_not_the_other_side():
    from types import SimpleNamespace

    from shared.domain import word_evidence

    assert without_frame("left or right? wrist") == "? wrist"
    record = [SimpleNamespace(relevance=0.9, metadata={"text": "jarred my left elbow at netball", "sourceType": "message"})]
    assert word_evidence.other_side("left or right elbow", record, 0.5) == ""
    # One side asked is still read: the other side's record does not answer it.
    assert word_evidence.other_side("right elbow", record, 0.5) == "right elbow"
