"""h-refuse38: a measure asked at an event (event_measures.unmeasured_at_event) where the measure's readings rank
under the threshold because the event's records took the top ("pauline's inr at the social"), a race asked by its
distance alone ("tamsin's 400 at the nationals"), a race time with tenths ("800 in 2:16.4"), a weight in stone and
pounds ("20 st 11") read as no other measure's value, and an event named by "on the day of". Hand-written records."""

from __future__ import annotations

from shared.domain import event_measures
from tests.candidates import candidate


def _named(word: str) -> bool:
    return word in ("pauline", "tamsin", "holly", "gordon", "priya")


def test_a_measure_no_relevant_record_says_is_typed_by_the_pools_readings():
    records = [candidate("Caister line dancers. Class times, socials and news here.", 0.89),
               candidate("christmas social, danced 6 dances on the trot!! 12 st 10", 0.54),
               candidate("Lab panel: INR 1.6 ratio (low; reference 2-3).", 0.46),
               candidate("inr 2.6, spot on the nurse says", 0.44)]
    assert event_measures.unmeasured_at_event("pauline's inr at the social", records, 0.7, _named) == "inr"
    # The social's own report giving it: answered.
    told = [*records, candidate("christmas social, inr 2.4 that morning", 0.5)]
    assert event_measures.unmeasured_at_event("pauline's inr at the social", told, 0.7, _named) == ""
    # A relevant record saying the measure without a number: nothing known of the slot (h-never24), as before.
    weak = [candidate("county relays on the 4th, anchor leg again", 0.9),
            candidate("sprint felt sharp in the warm up", 0.85),
            candidate("old pb sheet: 60m sprint 7.9 in year 10", 0.4)]
    assert event_measures.unmeasured_at_event("sprint at the county relays", weak, 0.7) == ""


def test_a_race_asked_by_its_distance():
    assert event_measures.distance_asked("tamsin's 400", _named) == frozenset({"400"})
    assert event_measures.distance_asked("her 5", _named) == frozenset()
    records = [candidate("Tamsin (15): beach flags, board. 400 m pool 6:12. Fifth at the nationals last year.", 0.8,
                         sourceType="session_note"),
               candidate("silver in the beach flags at the nationals!! under-16s, 21 september", 0.85)]
    assert event_measures.unmeasured_at_event("tamsin's 400 at the nationals", records, 0.7, _named) == "400"
    swum = [*records, candidate("nationals done, 400 pool 5:48 pb", 0.8)]
    assert event_measures.unmeasured_at_event("tamsin's 400 at the nationals", swum, 0.7, _named) == ""


def test_a_race_time_with_tenths_types_the_slot():
    assert (0, ":", True) in event_measures.measure_values("800 2:19.8 in training", frozenset({"800"}))
    records = [candidate("800 in 2:16.4 at the open meeting, pb by 3 seconds!!", 0.9),
               candidate("she pulled up in the 200 at the county champs, back of her left thigh", 0.8)]
    assert event_measures.unmeasured_at_event("holly's 800 at the county champs", records, 0.7, _named) == "800"
    ran = [*records, candidate("county champs: 800 in 2:15.9, 2nd", 0.85)]
    assert event_measures.unmeasured_at_event("holly's 800 at the county champs", ran, 0.7, _named) == ""


def test_the_pounds_of_a_weight_in_stone_are_no_measures_value():
    assert event_measures.compound_part("12 hour shifts 20 st 11", len("12 hour shifts 20 st "))
    assert not event_measures.compound_part("hba1c 44 at the clinic", len("hba1c "))
    records = [candidate("hba1c 44 at the diabetic clinic", 0.9), candidate("Lab panel: HbA1c 58 mmol/mol (high)", 0.82),
               candidate("driving the games shuttle this fortnight, 12 hour shifts 20 st 11", 0.55)]
    assert event_measures.unmeasured_at_event("gordon's hba1c at the games", records, 0.7, _named) == "hba1c"


def test_on_the_day_of_names_an_event():
    records = [candidate("ferritin 12, gp says iron tablets", 0.89),
               candidate("ferritin 35 now! much less knackered", 0.81),
               candidate("first full team session since the kick, no headache", 0.65),
               candidate("she got kicked in the head doing a lift tonight, no training for 2 weeks", 0.5)]
    question = "priya's ferritin on the day of the kick"
    assert event_measures.unmeasured_at_event(question, records, 0.7, _named) == "ferritin"
    # "on" alone names a topic, not an event ("the latest on her calf"): nothing read.
    assert event_measures.unmeasured_at_event("priya's ferritin on the kick", records, 0.7, _named) == ""
