"""A measure asked of an event it was never taken at (event_measures.unmeasured_at_event, h-never23).

"<client>'s grip strength at the regional meet" where the records give a grip strength on a test day
("grip strength 41.5 today") and name the meet only as a plan ("regional meet is the 9th of may"):
the measure and the event both came up, every word of the question is said, and on int22 no rule
read whether a record of the event holds the measure's value, so another day's figure was quoted.
Hand-written records."""

from __future__ import annotations

from shared.domain import event_measures
from tests.candidates import candidate


def _named(word: str) -> bool:
    return word == "priya"


def test_a_measure_never_taken_at_the_event_is_refused():
    records = [candidate("grip strength 41.5 today, up from 38", 0.9),
               candidate("regional meet is the 9th of may, entered the 60 kg class", 0.85)]
    assert event_measures.unmeasured_at_event("grip strength at the regional meet", records, 0.7) == "grip strength"
    # With the client's name in the question too.
    assert event_measures.unmeasured_at_event("priya's grip strength at the regional meet", records, 0.7,
                                              _named) == "grip strength"
    # A count asked of a match ("how many tries did he score in the semi final"): a score given of another game.
    games = [candidate("league game: scored 3 tries, won 28-10", 0.9),
             candidate("semi final lost in extra time. gutted", 0.88)]
    assert event_measures.unmeasured_at_event("how many tries did he score in the semi final", games, 0.7) == "tries score"


def test_the_event_that_gives_the_measure_answers():
    # Said with the event, in the record or in the next turn of its chat.
    told = [candidate("grip strength 41.5 today", 0.9),
            candidate("regional meet done: grip strength 44 at weigh in", 0.85)]
    assert event_measures.unmeasured_at_event("grip strength at the regional meet", told, 0.7) == ""
    asked_after = [candidate("grip strength 41.5 today", 0.9, chat="c", ts=0.0),
                   candidate("regional meet done!", 0.85, chat="c", ts=1000.0),
                   candidate("grip strength 43 at the end", 0.6, chat="c", ts=1500.0)]
    assert event_measures.unmeasured_at_event("grip strength at the regional meet", asked_after, 0.7) == ""
    # A bare figure of the measure's shape in the event's sentence ("meet: 43.5, new best").
    bare = [candidate("grip strength 41.5 today", 0.9), candidate("regional meet: 43.5, new best", 0.85)]
    assert event_measures.unmeasured_at_event("grip strength at the regional meet", bare, 0.7) == ""


def test_nothing_is_refused_where_the_slot_or_the_event_is_unknown():
    # The measure never given a number: no type of the slot is known.
    unvalued = [candidate("grip strength feels better", 0.9), candidate("regional meet is in may", 0.85)]
    assert event_measures.unmeasured_at_event("grip strength at the regional meet", unvalued, 0.7) == ""
    # The event never said: another rule's, not this one's.
    unsaid = [candidate("grip strength 41.5 today", 0.9)]
    assert event_measures.unmeasured_at_event("grip strength at the regional meet", unsaid, 0.7) == ""
    # A time after the preposition is a period, not an event.
    dated = [candidate("grip strength 41.5 today", 0.9), candidate("may was a good month", 0.85)]
    assert event_measures.unmeasured_at_event("grip strength in may", dated, 0.7) == ""
    # A rating ("calf 2/10") gives a part no value: "her calf at training" asks no measure.
    rated = [candidate("calf 2/10 after the hills", 0.9), candidate("training tonight was hard going", 0.85)]
    assert event_measures.unmeasured_at_event("her calf at training", rated, 0.7) == ""
    # A number after another word is that word's: "knee flexion 115" measures no knee.
    flexed = [candidate("knee flexion 115 today", 0.9), candidate("match was a draw, knee held up", 0.85)]
    assert event_measures.unmeasured_at_event("her knee in the match", flexed, 0.7) == ""
    # A question asking a thing ("what kind of …") asks no measure's value, whatever preposition follows.
    kinds = [candidate("game 2 of the series tonight", 0.9), candidate("assists were the best part", 0.85)]
    assert event_measures.unmeasured_at_event("what kind of game did she have a high in assists in", kinds, 0.7) == ""
    # "on" names a topic more often than an event: "the latest on" asks no measure.
    latest = [candidate("latest 2 sessions fine", 0.9), candidate("calf tight after the match", 0.85)]
    assert event_measures.unmeasured_at_event("latest on her calf", latest, 0.7) == ""
    # A quantity of the table (a time) is word_evidence.unheld_value's.
    timed = [candidate("5k 24:10 today", 0.9), candidate("regional meet is in may", 0.85)]
    assert event_measures.unmeasured_at_event("5k time at the regional meet", timed, 0.7) == ""


def test_a_measure_typed_only_by_a_record_under_the_threshold_refuses_nothing():
    """h-never24: the slot's type must come from a relevant record. Here the sprint's number is in a
    record the question hardly matches (under the 0.7 threshold, still one of the best five); the
    records over the threshold name the event and the sprint without a number. On h-never23's code the
    weak record's "60m sprint 7.9" typed the slot and the question was refused."""
    weak = [candidate("county relays on the 4th, anchor leg again", 0.9),
            candidate("sprint felt sharp in the warm up", 0.85),
            candidate("old pb sheet: 60m sprint 7.9 in year 10", 0.4)]
    assert event_measures.unmeasured_at_event("sprint at the county relays", weak, 0.7) == ""
    # The same number in a relevant record types the slot: the relays never gave one, the rule refuses.
    strong = [candidate("county relays on the 4th, anchor leg again", 0.9),
              candidate("sprint 7.9 today, felt sharp", 0.85)]
    assert event_measures.unmeasured_at_event("sprint at the county relays", strong, 0.7) == "sprint"
    # The turn answering a relevant record is read with it: the coach's reply gives the number.
    replied = [candidate("county relays on the 4th, anchor leg again", 0.9),
               candidate("how fast was the sprint?", 0.8, chat="c", ts=0.0, senderId="client-1"),
               candidate("sprint 7.9 on the sheet", 0.3, chat="c", ts=600.0, senderId="coach-1")]
    assert event_measures.unmeasured_at_event("sprint at the county relays", replied, 0.7) == "sprint"


def test_an_event_said_only_under_the_threshold_refuses_nothing():
    """h-never24: the event, too, must be said by a relevant record. "<measure> at the start" where only a
    record the question hardly matches says "start" (a verb there, "we start back monday"): no event is
    known to have come up, nothing is refused. On d74e3fc (the measure's half of the change alone) the
    weak record's word was enough and the question was refused."""
    weak = [candidate("jog walk 2 min each, felt easy", 0.9),
            candidate("jog walk intervals three times a week", 0.85),
            candidate("rest week, we start back monday", 0.5)]
    assert event_measures.unmeasured_at_event("jog walk ratio at the start", weak, 0.7) == ""
    # Said by a relevant record (the regional meet told with no split), the rule refuses as before.
    said = [candidate("jog walk 2 min each, felt easy", 0.9),
            candidate("regional meet went ok, legs heavy", 0.85)]
    assert event_measures.unmeasured_at_event("jog walk ratio at the regional meet", said, 0.7) == "jog walk ratio"


def test_a_number_of_another_thing_in_the_events_sentence_is_no_value_of_the_measure():
    """h-never25: the event's sentence gives a number, but of something else ("5 pull ups ... in the
    snow") or in a unit the measure is never written in. On main any number of the measure's decimal
    places there was taken for its value and nothing was refused."""
    snow = [candidate("wall handstand 20 secs today", 0.9),
            candidate("5 pull ups on the park bars in the snow", 0.88)]
    assert event_measures.unmeasured_at_event("handstand in the snow", snow, 0.7) == "handstand"
    # A number joined to a word by a hyphen is part of it ("under-17"), no value.
    hyphened = [candidate("clean and jerk 78 in the gym", 0.9),
                candidate("northern champs cancelled, under-17 entries refunded", 0.85)]
    assert event_measures.unmeasured_at_event("clean and jerk at the northern champs", hyphened, 0.7) == "clean jerk"


def test_a_number_that_may_be_the_measures_still_answers():
    # The measure's word right after the number ("12 handstands"), a number with the measure's unit,
    # and a unit of measurement where the measure's values are bare ("84 kg" of a lift written "78").
    counted = [candidate("wall handstand 20 secs today", 0.9),
               candidate("in the snow: 12 handstand holds", 0.88)]
    assert event_measures.unmeasured_at_event("handstand in the snow", counted, 0.7) == ""
    timed = [candidate("wall handstand 20 secs today", 0.9),
             candidate("in the snow: 25 secs, freezing", 0.88)]
    assert event_measures.unmeasured_at_event("handstand in the snow", timed, 0.7) == ""
    lifted = [candidate("clean and jerk 78 in the gym", 0.9),
              candidate("northern champs: 84 kg, silver!", 0.85)]
    assert event_measures.unmeasured_at_event("clean and jerk at the northern champs", lifted, 0.7) == ""


def test_a_measure_with_its_unit_a_few_words_on_is_typed():
    """h-never25: "fev1 about 45%" gives the measure a value (a unit of measurement a word or two after
    it); on main only a number right after the word did, the slot had no type and nothing was refused.
    A bare number a word on is still another word's ("knee flexion 115", above)."""
    records = [candidate("fev1 about 45% at clinic", 0.9),
               candidate("pen y fan done!! 2 hours up", 0.88)]
    assert event_measures.unmeasured_at_event("fev1 at pen y fan", records, 0.7) == "fev1"


def test_a_plan_of_the_event_gives_no_value_of_it():
    """h-never25: the intro names the event as a goal ("want to climb snowdon") and gives the measure's
    value of that day in another sentence: on main the record said the event and held the value, and
    the question was answered with it."""
    intro = [candidate("peak flow 410 this morning. want to climb snowdon with my brother in the summer", 0.9,
                       chat="c", ts=0.0),
             candidate("snowdon done, what a view", 0.85, chat="c", ts=9e6)]
    assert event_measures.unmeasured_at_event("peak flow at snowdon", intro, 0.7) == "peak flow"
    # A report of the event with the value answers.
    reported = intro + [candidate("peak flow 380 at the top of snowdon", 0.8, chat="c", ts=9.1e6)]
    assert event_measures.unmeasured_at_event("peak flow at snowdon", reported, 0.7) == ""
    # A word of the event said apart from its full name, in a record whose full naming is a plan, is of
    # something else: "masters lifter" beside "want ... the british masters".
    masters = [candidate("masters lifter, snatch 92 today. want a 100 snatch at the british masters", 0.95,
                         chat="c", ts=0.0)]
    assert event_measures.unmeasured_at_event("snatch at the british masters", masters, 0.7) == "snatch"


def test_a_time_word_before_the_events_own_word_names_an_event():
    """h-never25: "the aberdeen winter series" is an event ("winter" qualifies "series"); on main any
    time word after the preposition made the question a period's and nothing was read. "in the winter"
    stays a period."""
    records = [candidate("hammer 33.1 today", 0.9), candidate("winter series done, won the stone", 0.85)]
    assert event_measures.unmeasured_at_event("hammer at the winter series", records, 0.7) == "hammer"
    assert event_measures.unmeasured_at_event("hammer in the winter", records, 0.7) == ""


def test_a_bare_number_is_read_by_the_places_of_the_values_right_after_the_measure():
    """h-never25's own regression (passes on main, which read no value a few words on): the hammer's
    "16 lb" a word or two after it ("hammer session, 16 lb implement") is typed as a value of the thing,
    but a bare number of the event's sentence ("Dougie Grant, 58, retired polis in Nairn") is the
    measure's only in the places of the values right after its word ("hammer 33.85"). Before this, the age counted and the chat, reading the
    whole roster, answered "gus's hammer at nairn" (blind19-590, dev) from another client's records."""
    records = [candidate("hammer 33.85 pb today", 0.9), candidate("hammer session, 16 lb implement, 40 throws", 0.85),
               candidate("Dougie Grant, 58, retired polis in Nairn", 0.8)]
    assert event_measures.unmeasured_at_event("hammer at nairn", records, 0.7) == "hammer"


def test_a_yes_no_question_asks_no_measures_value():
    """h-never25's own regression: with "side plank 45 s" typing a measure "side hold" (a unit a word on),
    "did his side hold up in dubai" was refused though the records say "side held up fine" (blind12-016,
    dev, answerable). A question asking whether asks no value; on main nothing typed the measure."""
    records = [candidate("side plank 45 s each way today", 0.9),
               candidate("dubai tour was unreal, took 3 for 22, side held up fine", 0.85)]
    assert event_measures.unmeasured_at_event("did his side hold up in dubai", records, 0.7) == ""
    assert event_measures.unmeasured_at_event("side hold in dubai", records, 0.7) == "side hold"


def test_a_placing_counts_the_field_not_the_measure():
    """"3rd of 12" is where the lifter came and how many lifted: no back squat of 12 kg (blind22's shape,
    "back squat at the throwdown")."""
    records = [candidate("deadlift 210 kg, back squat 160 kg", 0.9),
               candidate("throwdown team comp with the lads, 3rd of 12", 0.85)]
    assert event_measures.unmeasured_at_event("back squat at the throwdown", records, 0.7) == "back squat"
    # A figure of the measure's shape in the event's sentence still answers.
    lifted = [candidate("deadlift 210 kg, back squat 160 kg", 0.9),
              candidate("throwdown team comp, 3rd of 12. back squat 165 kg", 0.85)]
    assert event_measures.unmeasured_at_event("back squat at the throwdown", lifted, 0.7) == ""


def test_a_word_of_the_event_said_before_the_event_was_named_is_of_something_else():
    """"get in the england u21 pool" (October, the intake with "yoyo 19.1") is no u21 camp: the camp is
    first named in April ("england u21 training camp invite"). A digit inside a word ("u21") is a level's
    name, no time or amount after the preposition."""
    intake = candidate("want to get in the england u21 pool. 40m sprint 5.32, yoyo 19.1", 0.9, chat="c", ts=0.0)
    invite = candidate("england u21 training camp invite!! 3 days at bisham abbey in june", 0.85, chat="c", ts=9e6)
    assert event_measures.unmeasured_at_event("yoyo at the u21 camp", [intake, invite], 0.7) == "yoyo"
    # Said after the camp was named, part of its name reports it ("u21: yoyo 20.2").
    after = candidate("u21 done, yoyo 20.2 on the last day", 0.8, chat="c", ts=9.5e6)
    assert event_measures.unmeasured_at_event("yoyo at the u21 camp", [intake, invite, after], 0.7) == ""
    # A number after the preposition is still a time or an amount.
    assert event_measures.unmeasured_at_event("yoyo at 5pm", [intake, invite], 0.7) == ""


def test_a_dates_day_is_no_value_of_the_measure():
    # h-refuse34 (blind29-058): a summary's sentence naming the event gives its day ("(25 May)"); "May" is
    # no keyword, so the day read as a bare count of the kind the measure is written in ("Pull-ups 14").
    note = ("Erg 200 m 55.9 s. Pull-ups 14. Bench pull 82 kg. Regatta 200 m final won in 54.8 (25 May). "
            "Invited to the GB trials in September.")
    records = [candidate(note, 0.9, sourceType="session_note"),
               candidate("Erg 200 m 58.2 s. Pull-ups 8. Bench pull 70 kg.", 0.85, sourceType="session_note")]
    assert event_measures.unmeasured_at_event("pull ups at the regatta", records, 0.7) == "pull"
    # A month before the day, or "9th of june", is a date too.
    before = [candidate("Pull-ups 14.", 0.9, sourceType="session_note"),
              candidate("Regatta final won on May 25.", 0.85, sourceType="session_note")]
    assert event_measures.unmeasured_at_event("pull ups at the regatta", before, 0.7) == "pull"
    # A count beside the event that is no date still answers ("regatta: 16 pull ups on the dock").
    counted = [candidate("Pull-ups 14.", 0.9, sourceType="session_note"),
               candidate("regatta done, 16 in the warm up", 0.85)]
    assert event_measures.unmeasured_at_event("pull ups at the regatta", counted, 0.7) == ""


def test_a_heart_rate_asked_by_its_abbreviation_at_an_event():
    # h-refuse34 (blind29-706): "his hr in the first game" asks the heart rate at the game ("hr" before a
    # function word); the records give a resting HR in a note and never one of the game.
    records = [candidate("first game back, 2 rounders", 0.9, chat="c", ts=1000.0),
               candidate("Works rounders from 30 May. Resting HR 55. Works tournament in September.", 0.8,
                         sourceType="session_note")]
    assert event_measures.unmeasured_at_event("malcolm's hr in the first game", records, 0.7,
                                              lambda w: w == "malcolm") == "hr"
    told = records + [candidate("hr 150 in the first game", 0.85, chat="d", ts=2000.0)]
    assert event_measures.unmeasured_at_event("malcolm's hr in the first game", told, 0.7,
                                              lambda w: w == "malcolm") == ""


def test_a_distance_asked_joined_is_the_records_spaced_one():
    # h-refuse34 (blind29-581): "tia's 20m" is the notes' "20 m sprint 3.31 s"; the trials are named only
    # with their day, so no record of them gives the sprint.
    records = [candidate("Sussex under-16s (trials 16 May). 20 m sprint 3.31 s. Height 166 cm.", 0.9,
                         sourceType="session_note"),
               candidate("20 m sprint 3.45 s. Height 162 cm.", 0.85, sourceType="session_note"),
               candidate("SUSSEX TRIALS!!! got in the under 16s", 0.8)]
    assert event_measures.unmeasured_at_event("tia's 20m at the trials", records, 0.7,
                                              lambda w: w == "tia") == "20m"
    # The trials' own record giving the sprint answers.
    timed = records + [candidate("trials done, 20 m sprint 3.28 s", 0.85)]
    assert event_measures.unmeasured_at_event("tia's 20m at the trials", timed, 0.7, lambda w: w == "tia") == ""


def test_an_event_named_by_its_noun_in_a_weak_record_is_the_events_report():
    """h-refuse36: "<client>'s hop test at the comp" where the hop tests rank first and the comp's one report
    ("2nd in the fling at the oban indoor comp") ranks under the threshold, the question's words hardly
    matching it: the question names the event by an event's noun, the record names it in full, and no
    record of the comp gives a hop test. Main read the comp as never come up and quoted January's hop test."""
    records = [candidate("hop test 18 hops on the left", 0.94),
               candidate("hop test 26 on the left now. cowal in august!!", 0.91),
               candidate("2nd in the fling at the oban indoor comp!!! knee was ok", 0.48)]
    assert event_measures.unmeasured_at_event("hop test at the comp", records, 0.7) == "hop test"
    # A report of the comp giving a hop test answers it, however weak.
    told = records + [candidate("comp day: hop test 24 in the warm up", 0.45)]
    assert event_measures.unmeasured_at_event("hop test at the comp", told, 0.7) == ""
    # The weak record must name the event in full: "the county comp" is not said by "oban indoor comp".
    assert event_measures.unmeasured_at_event("hop test at the county comp", records, 0.7) == ""
