"""The other side of a contest, that the records never give (issue 14).

Hand-written questions and records (names no benchmark set uses):
- "who did <client> beat", "who was it against", "opponent in the final": the match came up, with no
  word that could name the other side (asked_attributes, word_evidence.unheld_attribute).
"""

from __future__ import annotations

from shared.domain import asked_attributes, word_evidence
from tests.candidates import said_by


record = said_by("Tamsin Orr", sender_id=True)


def known(word: str) -> bool:
    return word in {"tamsin", "orr"}


THRESHOLD = 0.7

# -- the other side of a contest -------------------------------------------------------------------------


def test_the_other_side_is_asked():
    assert asked_attributes.asked_attribute("who did tamsin beat in the final") == ("opponent", "opponent")
    assert asked_attributes.asked_attribute("who was it against") == ("opponent", "opponent")
    assert asked_attributes.asked_attribute("opponent in the final?") == ("opponent", "opponent")
    # "who" with no word of a contest asks no opponent: "who is her physio" asks the physio's name (h-follow55).
    assert asked_attributes.asked_attribute("who is her physio") == ("person", "the physio's name")
    assert asked_attributes.asked_attribute("who told her") == ("", "")


def test_an_opponent_never_named_is_refused():
    pool = [record("won the final 3-1!! two goals from me", 0.95),
            record("Superb. Proud of you Tamsin.", 0.8, sender="Coach Bea")]
    assert word_evidence.unheld_attribute("who did tamsin beat in the final", pool, THRESHOLD, known) == "opponent"


def test_an_opponent_named_answers():
    for text in ("won the final 3-1 v Hollins", "won the final against the home side",
                 "beat a girl from the Kestrels club in the final"):
        pool = [record(text, 0.95)]
        assert word_evidence.unheld_attribute("who did tamsin beat in the final", pool, THRESHOLD, known) == "", text


# -- a side told by a relative writing from the client's account ---------------------------------------------


def test_a_side_told_by_a_relative_for_the_client_is_the_clients():
    # From Tamsin's account, her partner writes: "her left ankle" is Tamsin's, so her right one never came up.
    pool = [record("Hi Bea, Gethin here, Tamsin's partner. She went over on her left ankle at netball, ice on it now.", 0.9)]
    assert word_evidence.other_side("tamsin's right ankle", pool, THRESHOLD) == "right ankle"
    pool = [record("Hi Bea, Gethin here (Tamsin's husband). She says her left ankle is swollen.", 0.9)]
    assert word_evidence.other_side("tamsin's right ankle", pool, THRESHOLD) == "right ankle"


def test_a_side_of_someone_else_in_the_clients_chat_is_still_theirs():
    # The client writes of her partner: his left ankle is his, not hers; no relation to the account holder.
    pool = [record("Gethin went over on his left ankle at five-a-side, I'm driving him to a&e", 0.9)]
    assert word_evidence.other_side("tamsin's right ankle", pool, THRESHOLD) == ""
    # And the relation said of someone else's name is not the writer's: "Gethin's sister" is no holder's relative.
    pool = [record("Gethin's sister went over on her left ankle", 0.9)]
    assert word_evidence.other_side("tamsin's right ankle", pool, THRESHOLD) == ""


# -- a numbered moment never named ----------------------------------------------------------------------------


def test_a_numbered_moment_is_read_from_the_question():
    from shared.domain import numbered_moments
    assert numbered_moments.asked_moments("tamsin's pace on day 12") == [("day", 12)]
    assert numbered_moments.asked_moments("stage 4 time?") == [("stage", 4)]
    # A measure or a time is no moment.
    assert numbered_moments.asked_moments("lap 1:12 or so") == []
    assert numbered_moments.asked_moments("squat 80 kg") == []


def test_a_numbered_moment_never_named_is_refused():
    pool = [record("stage 2 done, 41 km, legs heavy", 0.9), record("stage 5 was brutal, 2 cols", 0.85),
            record("rest day tomorrow", 0.5)]
    assert word_evidence.unheld_moment("tamsin's distance on stage 4", pool, THRESHOLD) == "stage 4"


def test_a_numbered_moment_named_any_way_answers():
    for text in ("stage 4: 38 km, rain all day", "the fourth stage was 38 km", "stages 3 and 4 both wet, 38 km",
                 "4th stage done 38k"):
        pool = [record("stage 2 done, 41 km", 0.9), record(text, 0.6)]
        assert word_evidence.unheld_moment("tamsin's distance on stage 4", pool, THRESHOLD) == "", text


def test_a_moment_of_a_sequence_the_records_do_not_number_is_left_alone():
    pool = [record("long ride today, 80 km", 0.9)]
    assert word_evidence.unheld_moment("tamsin's distance on day 3", pool, THRESHOLD) == ""
