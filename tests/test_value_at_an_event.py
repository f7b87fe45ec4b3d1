"""A value asked by its own noun at a named event that no record of the event gives
(event_values.unvalued_at_event, h-values28).

"poppy's floor score at regionals" of a record "regionals!! 3rd AA, beam 12.45": the event came up, every
word of the question but "floor" is said, and the chat quoted the regionals record as the floor score.
The noun ("score", "placing", "goals", "weight", "did … win") types the slot; the event's records must
hold a value of that shape beside the words the question puts on the noun. Hand-written records, in
the shape of blind23's (gymnastics, diving, walking football, a village fair)."""

from __future__ import annotations

from shared.domain import event_values
from tests.candidates import candidate


def _named(word: str) -> bool:
    return word in ("poppy", "saff", "ange", "frank")


_MEET = [candidate("regionals!! 3rd AA, beam 12.45. no vault, only 2 wks back on it", 0.9),
         candidate("english champs: 9th on beam (12.1) and fell off the bars", 0.85)]


def test_a_value_of_a_part_the_event_never_gives_is_refused():
    assert event_values.unvalued_at_event("poppy's floor score at regionals", _MEET, 0.7, _named) == \
        "floor score at regionals"
    # "no vault, only 2 wks back": a number beside the part, but across a comma and counting weeks.
    assert event_values.unvalued_at_event("poppy's vault score at regionals", _MEET, 0.7, _named) != ""
    # A short word on the noun counts ("AA"): the champs gave a placing on beam only.
    assert event_values.unvalued_at_event("poppy's AA placing at english champs", _MEET, 0.7, _named) != ""


def test_the_value_the_event_gives_answers():
    for asked in ("poppy's beam score at regionals", "poppy's AA placing at regionals", "poppy's score at regionals",
                  "poppy's beam score at the english champs", "poppy's placing at english champs"):
        assert event_values.unvalued_at_event(asked, _MEET, 0.7, _named) == "", asked


def test_a_value_of_the_nouns_shape_is_needed():
    fair = [candidate("widecombe fair, did the tug of war and the wrist held", 0.9),
            candidate("weight 71.2 kg this week", 0.8)]
    # A weight in kg given on another day is no weight at the fair; no outcome says who won.
    assert event_values.unvalued_at_event("ange's weight at the tug of war", fair, 0.7, _named) == \
        "weight at the tug of war"
    assert event_values.unvalued_at_event("did ange's team win the tug of war", fair, 0.7, _named) != ""
    cup = [candidate("went dizzy in the heat at the national cup today, BP was 98/60", 0.9)]
    # A blood pressure is no count of goals.
    assert event_values.unvalued_at_event("frank's goals at the national cup", cup, 0.7, _named) == \
        "goals at the national cup"
    scored = [candidate("national cup: scored twice, we won 3-1", 0.9)]
    assert event_values.unvalued_at_event("frank's goals at the national cup", scored, 0.7, _named) == ""
    medal = [candidate("BUCS 3m: SILVER, 289.5 points", 0.9)]
    assert event_values.unvalued_at_event("did saff win bucs", medal, 0.7, _named) == ""
    assert event_values.unvalued_at_event("saff's points at bucs", medal, 0.7, _named) == ""
    # Words on the noun the record never puts beside a value: the points were not the reverse's.
    assert event_values.unvalued_at_event("saff's points on her reverse at bucs", medal, 0.7, _named) != ""


def test_nothing_is_refused_where_the_event_is_not_reported():
    # The event never said by a relevant record: another rule's.
    weak = [candidate("beam 12.45 today", 0.9), candidate("regionals soon", 0.4)]
    assert event_values.unvalued_at_event("poppy's floor score at regionals", weak, 0.7, _named) == ""
    # Said only as a plan: planned_only's.
    planned = [candidate("we want to compete at regionals next month", 0.9, chat="c", ts=0.0)]
    assert event_values.unvalued_at_event("poppy's floor score at regionals", planned, 0.7, _named) == ""
    # A time after the preposition is a period; a kind of record is where to look.
    dated = [candidate("beam 12.45 in june", 0.9)]
    assert event_values.unvalued_at_event("poppy's floor score in june", dated, 0.7, _named) == ""
    assert event_values.unvalued_at_event("poppy's floor score in my last note", dated, 0.7, _named) == ""
    # No noun of a value: event_measures' (its type read from the records).
    assert event_values.unvalued_at_event("poppy's floor at regionals", _MEET, 0.7, _named) == ""
    # "time in" is a duration more often than a time at an event.
    pool = [candidate("pool session went well", 0.9)]
    assert event_values.unvalued_at_event("her time in the pool", pool, 0.7, _named) == ""


def test_a_value_answering_a_turn_that_asked_of_the_words_on_the_noun_answers():
    # blind18-712's shape: the coach asks of the knee, the next turn gives the figure alone.
    chat = [candidate("junior tournament in sheffield: won 2 of 3", 0.9, chat="c", ts=0.0),
            candidate("Eleven jams! How's the knee?", 0.6, chat="c", ts=600.0, senderId="coach"),
            candidate("3/10 at the end, ok now", 0.5, chat="c", ts=1200.0)]
    assert event_values.unvalued_at_event("ruby's knee pain score at sheffield", chat, 0.7) == ""
    # Without the turn that asked of the knee, the figure is no knee's.
    assert event_values.unvalued_at_event("ruby's knee pain score at sheffield", [chat[0], chat[2]], 0.7) != ""


def test_a_players_goals_are_not_the_matchs_score():
    # blind22-494's shape: the final's score is the team's, no goal of the player's.
    final = [candidate("home nations in nottingham: silver, lost the final 1-2 to Scotland. played all 3 games", 0.9)]
    assert event_values.unvalued_at_event("mac's goals at the home nations", final, 0.7) != ""
    # The team asked: the match's score gives its goals.
    assert event_values.unvalued_at_event("how many goals did his team score at the home nations", final, 0.7) == ""


def test_a_time_in_a_contest_is_the_contests_time():
    # h-false61 (blind47-088, blind48-029, -125): "time in" a race, a round or a meeting is read as "at" is.
    masters = [candidate("Masters K1 at the lake: 1st! Only two of us in it.", 0.9)]
    assert event_values.unvalued_at_event("what was his time in the masters", masters, 0.7, _named) != ""
    jump = [candidate("1.10 at Kelso, clear first round, 4 faults in the jump off", 0.9)]
    assert event_values.unvalued_at_event("her time in the jump off at kelso", jump, 0.7, _named) != ""
    # A time the contest's record gives answers.
    race = [candidate("Harbour race: our crew was 3rd in 42:30", 0.9)]
    assert event_values.unvalued_at_event("his time in the harbour race", race, 0.7, _named) == ""
