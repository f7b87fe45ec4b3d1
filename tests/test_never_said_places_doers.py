"""h-never32: a place asked of a thing that came up that no record naming it gives
(shared/domain/asked_places.py), and who does a procedure that no record naming it says
(shared/domain/asked_performer.py); each beside its answerable neighbour."""

from types import SimpleNamespace

from shared.domain import asked_performer, asked_places
from shared.usecases import never_said


def record(text, relevance=0.9, sender=""):
    return SimpleNamespace(metadata={"text": text, "senderName": sender}, relevance=relevance)


def known(word):
    return word in ("gaz", "maureen", "ronnie", "hamish", "jake")


def test_the_place_questions_read():
    assert asked_places.asked_place("where was the vets tournament", known) == ("venue", frozenset({"vet", "tournament"}))
    assert asked_places.asked_place("where was tough mudder north west held", known)[0] == "venue"
    label, thing = asked_places.asked_place("which hospital did maureen have the nerve test at", known)
    assert label == "the hospital's name" and thing == frozenset({"nerv", "test"})
    # No event asked, a pronoun asked of, or a place of someone: left to the rest of the decision.
    for question in ("where was the pain", "where was he playing", "where's gaz going in september",
                     "where's hamish based", "where was ellies pressure sore", "where was it", "which team"):
        assert asked_places.asked_place(question, known)[0] == "", question


def test_a_place_is_a_name_after_a_word_that_places_or_before_the_thing():
    thing, said = frozenset({"championship"}), frozenset({"where", "were", "the", "british", "championships"})
    # The event's own words, an acronym after the result, "the hospital": no place.
    for text in ("Want CMS at the British championships", "british championships: 121 reps long cycle 16kg, CMS!!!",
                 "World championships in November", "steroid injection in the right hip at the hospital today",
                 "want to do the Spartan Beast in the autumn", "Sessions 9.45 pm in Ramadan"):
        assert not asked_places.holds_place(text, thing, said), text
    for text in ("championships at Sheffield", "the Cardiff championships", "a trial with Wigan",
                 "went to Bath for the championships", "at the Royal Infirmary", "got a trial at reading u18s"):
        assert asked_places.holds_place(text, thing, said), text


def test_a_condition_or_a_test_before_the_thing_is_no_place():
    """h-refuse36 (blind31-175 "which hospital did fiona have the dexa at"): a coach's note "osteopenia (DEXA 12
    February" put the diagnosis right before the scan, where "the Cardiff 10k" puts a place; the kinds table
    names it, so it is no place's name, and no record naming the dexa gives the hospital."""
    thing, said = frozenset({"dexa"}), frozenset({"which", "hospital", "did", "have", "the", "dexa", "at"})
    assert not asked_places.holds_place("Fiona: osteopenia (DEXA 12 February, T-score -1.8 hip).", thing, said)
    assert not asked_places.holds_place("steroid injection at hospital, then physio at osteoarthritis clinic", thing, said)
    assert asked_places.holds_place("the Raigmore DEXA came back", thing, said)
    records = [record("her dexa scan came back: osteopenia, t-score -1.8 at the hip", 0.83),
               SimpleNamespace(metadata={"text": "Fiona: osteopenia (DEXA 12 February, T-score -1.8 hip). HRT from March.",
                                         "sourceType": "session_note"}, relevance=0.81)]
    assert asked_places.unheld_place("which hospital did have the dexa at", records, 0.7) == "the hospital's name"


def test_where_was_the_event_is_refused_when_no_record_naming_it_places_it():
    records = [record("calf went in the vets tournament", sender="Gareth Hughes"),
               record("veterans tournament, felt a pop in my right calf in the second game. limped off")]
    assert asked_places.unheld_place("where was the vets tournament", records, 0.5, known) == "venue"
    # A place given, the records not relevant, a question asking no place: not refused here.
    placed = [*records, record("vets tournament in Swansea on saturday")]
    assert asked_places.unheld_place("where was the vets tournament", placed, 0.5, known) == ""
    assert asked_places.unheld_place("where was the vets tournament", [record("vets tournament", 0.2)], 0.5) == ""
    assert asked_places.unheld_place("how was the vets tournament", records, 0.5, known) == ""


def test_which_hospital_reads_the_records_naming_the_thing_or_the_hospital():
    records = [record("nerve test on my left wrist, carpal tunnel. splint at night, no operation needed")]
    question = "which hospital did maureen have the nerve test at"
    assert asked_places.unheld_place(question, records, 0.5, known) == "the hospital's name"
    assert asked_places.unheld_place(question, [*records, record("nerve test at Glan Clwyd on tuesday")], 0.5, known) == ""
    # A place named in a record naming the thing, away from its sentence ("She's in a sling at …").
    popped = record("Her right shoulder popped out tonight. She's in a sling at Southampton General")
    assert asked_places.unheld_place("which hospital was she in with the shoulder", [popped], 0.5, known) == ""
    # No thing asked: every record read counts, leniently.
    assert asked_places.unheld_place("which club does hamish play at", [record("plays for Hawick on saturdays")],
                                     0.5, known) == ""
    assert asked_places.unheld_place("which club does hamish play at", [record("back at the club on saturday")],
                                     0.5, known) == "the club's name"


def test_the_doer_of_a_procedure_asked():
    assert asked_performer.asked_procedure("who's doing ronnie's hip replacement") == frozenset({"replac"})
    assert asked_performer.asked_procedure("who did the injection") == frozenset({"inject"})
    for question in ("who's doing support", "who diagnosed it", "who told me", "who did they beat",
                     "who's doing the calves, from the call"):
        assert asked_performer.asked_procedure(question) == frozenset(), question


def test_who_does_the_procedure_is_refused_when_no_record_naming_it_names_anyone():
    records = [record("Ronnie: steroid injection right hip 9 March. Hip replacement booked for September.",
                      sender="Hilary Bolton")]
    question = "who's doing ronnie's hip replacement"
    assert asked_performer.undone_by(question, records, 0.5, known) == "who does the replacement"
    # A role or a name beside the procedure answers it; a procedure no relevant record names is not read.
    assert asked_performer.undone_by(question, [*records, record("the consultant's doing the replacement")], 0.5, known) == ""
    assert asked_performer.undone_by(question, [*records, record("Mr Okafor does my replacement")], 0.5, known) == ""
    assert asked_performer.undone_by(question, [record("hip sore today")], 0.5, known) == ""


def test_the_registry_reads_the_new_checks_after_the_attribute():
    names = [c.name for c in never_said.CHECKS]
    assert names.index("attribute") < names.index("place_of_thing") < names.index("doer_of_procedure") < names.index("retest")
