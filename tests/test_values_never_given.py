"""Values a question asks that no record of the client gives, at an event, around one, or of a thing
taken (h-values29): the records name the event or the measure, so relevance is high, but the slot's
value is given only at another time or never. Each refusal is paired with the answerable neighbour
that must still answer. Hand-written records in the shape of blind24's (rugby league, basketball,
parkruns, a statin)."""

from __future__ import annotations

from shared.domain import event_measures, event_values, taken_amounts, values_around
from tests.candidates import candidate


def _around_or_taken(question, records, threshold, known):
    # The two registry entries side by side, in their order (never_said.CHECKS).
    return (values_around.unvalued_around_event(question, records, threshold, known)
            or taken_amounts.untaken_amount(question, records, threshold, known))

DAY = 86400.0


def _dated(record, ts: float):
    """A record outside a chat with a time of its own (health data: `candidate` dates only chat turns)."""
    record.metadata["ts"] = ts
    return record


def _named(word: str) -> bool:
    return word in ("kieran", "graham", "priya", "mick", "tayo")


# -- a count of a plural noun at an event: "tries at the camp" --------------------------------------

def test_a_count_the_event_never_gives_is_refused():
    records = [candidate("back playing, 2 tries v wigan academy and the shoulder was fine", 0.8),
               candidate("yorkshire academy camp 🌹", 0.94)]
    assert event_values.unvalued_at_event("kieran's tries at the yorkshire camp", records, 0.7, _named) \
        == "tries at the yorkshire camp"
    counted = [*records, candidate("yorkshire academy camp done, 3 tries in the game on sunday", 0.9)]
    assert event_values.unvalued_at_event("kieran's tries at the yorkshire camp", counted, 0.7, _named) == ""


def test_a_plural_noun_said_but_never_counted_is_no_count():
    # "her knees at the camp" asks how they were: the records say knees, never a count of them.
    records = [candidate("summer camp in leeds, 5 games in 3 days and my knees were fine", 0.93)]
    assert event_values.unvalued_at_event("tayo's knees at the summer camp", records, 0.7, _named) == ""
    # A stat never said at all is a count never given.
    tournament = [candidate("masters tournament: 4 games, 12 minutes each, we came 3rd", 0.95)]
    assert event_values.unvalued_at_event("graham's rebounds at the tournament", tournament, 0.7, _named) != ""


# -- a score: a number that measures or counts something else is none -------------------------------

def test_a_weight_a_count_or_a_placing_is_no_score():
    records = [candidate("masters tournament: 4 games, 12 minutes each, no leg pain, we came 3rd", 0.92),
               candidate("Back on court at a tournament! And third.", 0.9)]
    assert event_values.unvalued_at_event("graham's score in the third place game", records, 0.7, _named) != ""
    scored = [*records, candidate("third place game: we won 41-38", 0.9)]
    assert event_values.unvalued_at_event("graham's score in the third place game", scored, 0.7, _named) == ""
    assert event_values.unvalued_at_event("what was the score at the derby", [
        candidate("derby day with our kid. 108 kilo, christmas did me", 0.9)], 0.7, _named) != ""


def test_a_rating_is_a_score_only_of_the_thing_named_on_the_noun():
    records = [candidate("tournament in sheffield, knee 3/10 at the end", 0.9)]
    assert event_values.unvalued_at_event("her knee pain score at the tournament", records, 0.7, _named) == ""
    assert event_values.unvalued_at_event("her score at the tournament", records, 0.7, _named) != ""


def test_a_placing_asked_by_its_verb():
    records = [candidate("He's done his left Achilles at the masters festival in Widnes", 0.8)]
    assert event_values.unvalued_at_event("where did mick's team finish at widnes", records, 0.7, _named) != ""
    placed = [*records, candidate("widnes festival: we came 2nd in the plate", 0.7)]
    assert event_values.unvalued_at_event("where did mick's team finish at widnes", placed, 0.7, _named) == ""


def test_a_word_of_the_event_before_it_was_named_is_another_event():
    records = [candidate("first parkrun attempt, walked most of it, 41:20", 0.7, chat="c", ts=10 * DAY),
               candidate("NYD parkrun 34:05 and i ran all of it", 0.94, chat="c", ts=150 * DAY)]
    assert event_values.unvalued_at_event("priya's position at the nyd parkrun", records, 0.7, _named) != ""
    placed = [*records, candidate("NYD parkrun: 212th of 480!", 0.9, chat="c", ts=151 * DAY)]
    assert event_values.unvalued_at_event("priya's position at the nyd parkrun", placed, 0.7, _named) == ""


# -- a measure at an event: written as a time or joined to its unit; a note's other sentences --------

def test_a_measure_written_as_a_time_or_joined_to_its_unit():
    records = [candidate("pre season testing: bronco 5:20, yo-yo 18.2", 0.9, chat="c", ts=DAY),
               candidate("vertical 46cm, beep test 10.4", 0.88, chat="c", ts=2 * DAY),
               candidate("regional camp in london, 5 games in 3 days", 0.93, chat="c", ts=60 * DAY)]
    assert event_measures.unmeasured_at_event("bronco at the regional camp", records, 0.7, _named) == "bronco"
    assert event_measures.unmeasured_at_event("vertical at the regional camp", records, 0.7, _named) == "vertical"
    timed = [*records, candidate("regional camp: bronco 4:58, vertical 51cm", 0.9, chat="c", ts=61 * DAY)]
    assert event_measures.unmeasured_at_event("bronco at the regional camp", timed, 0.7, _named) == ""
    assert event_measures.unmeasured_at_event("vertical at the regional camp", timed, 0.7, _named) == ""


def test_a_session_notes_other_sentences_are_of_its_own_day():
    note = _dated(candidate("Kieran: full contact from 25 September. Bench 92.5 kg x3. Yorkshire academy camp in "
                            "February.", 0.95, sourceType="session_note"), DAY)
    records = [note, candidate("yorkshire academy camp 🌹", 0.94, chat="c", ts=30 * DAY)]
    assert event_measures.unmeasured_at_event("bench at the yorkshire camp", records, 0.7, _named) == "bench"
    # A message's sentences all may tell the event ("camp done. bench 95 kg").
    told = [*records, candidate("yorkshire camp done. bench 95 kg", 0.9, chat="c", ts=31 * DAY)]
    assert event_measures.unmeasured_at_event("bench at the yorkshire camp", told, 0.7, _named) == ""


def test_a_quantity_of_the_table_at_an_event():
    readings = [_dated(candidate(f"Resting heart rate, week of Jul {d}: 1 reading: {88 + d / 10} bpm", 0.75,
                                 sourceType="health_weekly"), d * DAY) for d in (3, 10, 17)]
    party = candidate("She fainted at her cousin's Diwali party tonight, came round in seconds", 0.13,
                      chat="c", ts=100 * DAY)
    assert event_measures.unmeasured_at_event("heart rate at the diwali party", [*readings, party], 0.7, _named) \
        == "heart rate"
    # A reading of the day answers without naming the party.
    same_day = _dated(candidate("Resting heart rate: 1 reading: 81 bpm", 0.7, sourceType="health_weekly"),
                      100 * DAY + 3600)
    assert event_measures.unmeasured_at_event("heart rate at the diwali party", [*readings, party, same_day],
                                              0.7, _named) == ""
    # A holiday alone is a period's, not an event.
    assert event_measures.unmeasured_at_event("heart rate at diwali", [*readings, party], 0.7, _named) == ""


# -- a value before or after an event ----------------------------------------------------------------

def test_a_value_only_on_the_other_side_of_the_event_is_refused():
    records = [candidate("health check at the gp: cholesterol 6.8, bp 138/86. gp wants me on a statin", 0.96,
                         chat="c", ts=10 * DAY),
               candidate("started atorvastatin 20mg. 106.5 kilo this morning", 0.9, chat="c", ts=30 * DAY)]
    assert _around_or_taken("bp after he started the statin", records, 0.7, _named) \
        == "bp after he started the statin"
    assert _around_or_taken("bp before he started the statin", records, 0.7, _named) == ""
    later = [*records, candidate("statin's working, bp 128/80 at the gp", 0.9, chat="c", ts=90 * DAY)]
    assert _around_or_taken("bp after he started the statin", later, 0.7, _named) == ""


def test_a_period_after_the_preposition_is_left_to_the_periods():
    records = [candidate("bp 138/86 at the gp", 0.9, chat="c", ts=10 * DAY),
               candidate("christmas did me, 108 kilo", 0.9, chat="c", ts=100 * DAY)]
    assert _around_or_taken("bp after christmas", records, 0.7, _named) == ""
    assert _around_or_taken("bp after june", records, 0.7, _named) == ""


# -- an amount of a thing taken -------------------------------------------------------------------------

def test_an_amount_of_a_thing_taken_that_no_clause_gives_is_refused():
    records = [candidate("started ivabradine 2.5mg twice a day, plus salt tablets and compression tights", 0.75),
               candidate("Legs up, fluids and salt tonight", 0.6)]
    assert taken_amounts.untaken_amount("how much salt is priya taking", records, 0.7, _named) == "how much salt"
    dosed = [*records, candidate("salt tablets 2 a day now", 0.7)]
    assert taken_amounts.untaken_amount("how much salt is priya taking", dosed, 0.7, _named) == ""
    # Not an amount taken: another question's shape.
    assert taken_amounts.untaken_amount("how much has priya lost", records, 0.7, _named) == ""
    # Outings counted, nothing taken: "been on" is no "is on" (LoCoMo conv-42: "How many hikes has Joanna
    # been on?" was left empty by this check).
    hikes = [candidate("I went hiking and found some more amazing trails", 0.8),
             candidate("Your hikes sound like a blast.", 0.75)]
    assert taken_amounts.untaken_amount("How many hikes has Joanna been on?", hikes, 0.7, _named) == ""
    assert taken_amounts.untaken_amount("how many tablets is he on", [candidate("tablets for his bp", 0.8)],
                                        0.7, _named) == "how many tablets"


def test_a_kind_of_record_after_the_preposition_is_no_event():
    # blind23-560's shape: the check-in is the record to read, whole; its figures are its own.
    checkin = _dated(candidate("Weekly check-in of Frank: sleep 7 h, adherence 80%. Comment: heat.", 0.9,
                               sourceType="checkin"), 10 * DAY)
    records = [checkin, candidate("adherence 90% last week", 0.8, chat="c", ts=3 * DAY)]
    assert event_measures.unmeasured_at_event("adherence in the heat check in", records, 0.7, _named) == ""


def test_before_is_bounded_by_a_report_and_before_and_after_compares():
    # blind22-607's shape: the race was planned months ahead; the readings came between plan and race.
    records = [candidate("london marathon in april is the goal", 0.8, chat="c", ts=10 * DAY),
               candidate("hba1c 52 at the gp", 0.9, chat="c", ts=60 * DAY),
               candidate("london marathon done! 4:31", 0.85, chat="c", ts=120 * DAY)]
    assert _around_or_taken("hba1c before the london marathon", records, 0.7, _named) == ""
    assert _around_or_taken("hba1c before and after the london marathon", records, 0.7, _named) == ""
    # "after" is bounded by the first naming, a plan too: a reading after the plan is not known to be before
    # the race, so nothing is refused; with every reading before the plan, none is after the race.
    assert _around_or_taken("hba1c after the london marathon", records, 0.7, _named) == ""
    early = [candidate("hba1c 52 at the gp", 0.9, chat="c", ts=5 * DAY), records[0], records[2]]
    assert _around_or_taken("hba1c after the london marathon", early, 0.7, _named) != ""


def test_a_value_joined_to_its_unit_is_the_measures_only_after_its_word():
    # blind19-045's shape: the hammer is written "38.2m", the winter series gave the stone "13.9m".
    records = [candidate("first throws since october, light hammer (16lb) 38.2m, back fine", 0.9, chat="c", ts=DAY),
               candidate("hammer 33.85 pb at cowal", 0.85, chat="c", ts=2 * DAY),
               candidate("winter series indoor in aberdeen: 16lb stone 13.9m, pb!!", 0.9, chat="c", ts=30 * DAY)]
    assert event_measures.unmeasured_at_event("hammer at the aberdeen winter series", records, 0.7, _named) \
        == "hammer"


def test_a_check_ins_figures_are_of_the_event_its_comment_names():
    # blind16-348's shape, as the chat asks it with the kind taken off: "sleep in the flare".
    checkin = _dated(candidate("Weekly check-in of Dawn: sleep 6 h per night, stress 7/10. Comment: flare.", 0.9,
                               sourceType="checkin"), 10 * DAY)
    records = [checkin, candidate("sleep 8 h most nights", 0.8, chat="c", ts=3 * DAY)]
    assert event_measures.unmeasured_at_event("sleep in the flare", records, 0.7, _named) == ""


def test_a_moment_after_the_preposition_is_no_event_to_count_at():
    # blind10-493: "rosamund's rules at the start: boulders?" asks what the trainer said, not a count.
    records = [candidate("at the start: no boulders, top rope only", 0.9)]
    assert event_values.unvalued_at_event("rosamund's rules at the start: boulders?", records, 0.7, _named) == ""
