"""h-asked32: a part asked on the side only its limb is said on (side_asked.part_on_the_other_side), the
client's weight where every mass is one lifted (body_weight.only_loads), a treatment never had
(treatments_had.unsaid_treatment), and the numbers that are no measure nor score at an event (a match's
score, an age, an age band, pounds after stone); each beside its answerable neighbour."""

from types import SimpleNamespace

from shared.domain import body_weight, event_measures, event_values, side_asked, treatments_had
from shared.usecases.never_said import CHECKS


def record(text, relevance=0.9, source="message", ts=None):
    metadata = {"text": text, "sourceType": source}
    if ts is not None:
        metadata["ts"] = ts
    return SimpleNamespace(metadata=metadata, relevance=relevance, id=text)


WRIST = [record("wrist injection done, right arm only for a bit"),
         record("ultrasound on the left wrist: de quervain's, inflamed tendons on the thumb side"),
         record("steroid injection in the left wrist done. thumb splint for a week")]


def test_a_part_on_the_other_side_where_only_its_limb_is_said_on_the_asked_one():
    assert side_asked.part_on_the_other_side("right wrist", WRIST, 0.5) == "right wrist"
    # The asked side of the part itself said, both sides asked, a yes-or-no question (answered "no"), the
    # limb asked (the right arm is said), or no relevant record: nothing refused.
    both = WRIST + [record("right wrist a bit sore too")]
    assert side_asked.part_on_the_other_side("right wrist", both, 0.5) == ""
    assert side_asked.part_on_the_other_side("left or right wrist", WRIST, 0.5) == ""
    assert side_asked.part_on_the_other_side("was it the right wrist", WRIST, 0.5) == ""
    assert side_asked.part_on_the_other_side("right arm", WRIST, 0.5) == ""
    assert side_asked.part_on_the_other_side("right wrist", [record(r.metadata["text"], 0.1) for r in WRIST], 0.5) == ""


LIFTER = [record("Hi Tasha. CMS for women is 16 kg long cycle. Three sets a week."),
          record("british championships: 121 reps long cycle 16kg, CMS!!!"),
          record("Hello Maureen. Twice a week with the 8 kg: deadlifts, swings and carries."),
          record("12kg deadlift 10 times!")]


def test_the_clients_weight_where_every_mass_is_lifted():
    assert body_weight.only_loads("weight", LIFTER, 0.5) == "weight"
    assert body_weight.only_loads("what's her weight", LIFTER, 0.5) == "weight"
    # A mass of the person anywhere among the candidates, a weigh word with a number, the health data: the
    # weight may be given.
    for other in (record("down to 92kg this week", 0.2), record("17 stone 4 and the nurse wants me under 15"),
                  record("weighed in on Monday, 93", 0.3), record("Weight 103.4", source="health_data")):
        assert body_weight.only_loads("weight", LIFTER + [other], 0.5) == "", other.metadata["text"]
    # No mass at all, or another value asked ("kettlebell weight", "weight loss"): not read here.
    assert body_weight.only_loads("weight", [record("feeling strong")], 0.5) == ""
    assert body_weight.only_loads("kettlebell weight", LIFTER, 0.5) == ""
    assert body_weight.only_loads("weight loss", LIFTER, 0.5) == ""


def test_a_treatment_never_had():
    assert treatments_had.unsaid_treatment("did have an iron infusion", ["infusion"]) == "iron infusion"
    assert treatments_had.unsaid_treatment("did need a blood transfusion", ["need", "transfusion"]) == "blood transfusion"
    assert treatments_had.unsaid_treatment("did have a second injection", ["second"]) == "second injection"
    # The treatment said in the history, an ordinal said, no treatment noun, no question of having one.
    assert treatments_had.unsaid_treatment("did have an iron infusion", []) == ""
    assert treatments_had.unsaid_treatment("did have a second injection", []) == ""
    assert treatments_had.unsaid_treatment("did she have a second child", ["second", "child"]) == ""
    assert treatments_had.unsaid_treatment("infusion", ["infusion"]) == ""


def test_a_treatment_asked_as_taken_now():
    # "is <someone> on …" asks whether the client has the treatment, as "has she been on …" does.
    assert treatments_had.unsaid_treatment("is she on b12 injections", ["injections"]) == "b12 injections"
    assert treatments_had.unsaid_treatment("is on steroids for the rash", ["steroids"]) == "steroids"
    # Said in the history: the records answer it, yes or no; and "on" before no treatment asks nothing had.
    assert treatments_had.unsaid_treatment("is she on b12 injections", []) == ""
    assert treatments_had.unsaid_treatment("is she on the team", ["team"]) == ""


def test_a_matchs_numbers_are_no_measure_taken_at_it():
    records = [record("end of season tests: jump 53cm, shot 92 km/h"),
               record("won the league final 31-27, scored 7!")]
    assert event_measures.unmeasured_at_event("jump at the league final", records, 0.5) == "jump"
    # A jump given at the final is its value; a score asked reads the match's numbers.
    assert event_measures.unmeasured_at_event(
        "jump at the league final", records + [record("league final today, jump 55cm in the warm up")], 0.5) == ""
    assert not event_measures.other_things_number("jump 55 cm", 5, 7)
    assert event_measures.other_things_number("won 31-27", 4, 6)
    assert event_measures.other_things_number("scored 7 in the final", 7, 8)


def test_an_age_an_age_band_and_pounds_are_no_score():
    intro = record("Morning Moira, Hamish Ferguson, 67, retired postman. Play doubles in the over 65s at the club. "
                   "15 stone 2 and the doctor wants me lighter")
    court = record("back on court, won a set with the doubles 14 stone 5")
    assert event_values.unvalued_at_event("score in the doubles", [intro, court], 0.5) == "score in the doubles"
    # A score given at the doubles answers it.
    scored = record("doubles today, lost 6-4 but scored 21 points")
    assert event_values.unvalued_at_event("score in the doubles", [intro, court, scored], 0.5) == ""
    assert event_values.AGE.search("Hiya Sioned, Dylan Rees, 19, left wing")
    assert event_values.AGE.search("Gareth (41): veterans' handball")
    assert not event_values.AGE.search("beam 12.45, floor 13, vault 12")


def test_the_new_checks_are_registry_entries():
    names = [c.name for c in CHECKS]
    for name in ("part_side", "body_weight", "treatment", "exercise_value", "others_whole_thing"):
        assert names.count(name) == 1
    assert names.index("side") < names.index("part_side") < names.index("thing")
    assert names.index("operation_name") < names.index("treatment")
    assert names.index("value") < names.index("body_weight")


def test_another_clients_thing_none_of_whose_words_the_client_says():
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases import others_things

    maureen = SimpleNamespace(metadata={"text": "nerve test on my left wrist, carpal tunnel", "clientId": "maureen"})
    own = SimpleNamespace(metadata={"text": "carpal tunnel? no, de quervain's", "clientId": "tasha"})

    def backends(found):
        return SimpleNamespace(store=SimpleNamespace(keyword_query=lambda trainer, words, k, scope: found))

    tasha = QueryFilter(client_id="tasha")
    read = others_things.others_whole_thing
    assert read(backends([maureen]), "t", "carpal tunnel", ["carpal", "tunnel"], tasha) == "carpal tunnel"
    # One word of the pair said by the client (others_things' telling pair), only the client's own record,
    # or no client in focus: not read here.
    assert read(backends([maureen]), "t", "carpal tunnel", ["carpal"], tasha) == ""
    assert read(backends([own]), "t", "carpal tunnel", ["carpal", "tunnel"], tasha) == ""
    assert read(backends([maureen]), "t", "carpal tunnel", ["carpal", "tunnel"], QueryFilter()) == ""


def test_a_value_of_an_exercise_never_named():
    from shared.domain import exercise_values
    assert exercise_values.unsaid_exercise_value("snatch reps", ["snatch"]) == "snatch reps"
    assert exercise_values.unsaid_exercise_value("back squat pb", ["squat"]) == "squat pb"
    # The exercise said, no value noun, or the unsaid word no exercise: left to the rest.
    assert exercise_values.unsaid_exercise_value("snatch reps", []) == ""
    assert exercise_values.unsaid_exercise_value("snatch", ["snatch"]) == ""
    assert exercise_values.unsaid_exercise_value("dublin reps", ["dublin"]) == ""


def test_a_grip_tests_kilos_are_no_body_weight():
    squeezes = [record("Stan: grip left 28 kg. Balance 20 s."), record("grip up to 33 kg!")]
    assert body_weight.only_loads("weight", squeezes, 0.5) == "weight"
    assert body_weight.only_loads("weight", squeezes + [record("on the scales at 14 st 2")], 0.5) == ""
