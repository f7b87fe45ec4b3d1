"""h-never33: a named measure no record gives a value of (measures_named.unvalued_measure), and a place read
after a copula or written as a country's acronym (asked_places.holds_place); each beside its answerable
neighbour."""

from types import SimpleNamespace

from shared.domain import asked_attributes, asked_places, measures_named
from shared.usecases import never_said


def record(text, relevance=0.9, chat=None, ts=None):
    metadata = {"text": text, "sourceType": "message"}
    if chat is not None:
        metadata.update(chatId=chat, ts=ts)
    return SimpleNamespace(metadata=metadata, relevance=relevance, id=text)


THYROID = [record("tsh came back 6.2, gp upped the levothyroxine to 100mcg"), record("tsh 2.1!! not so tired now"),
           record("Lab panel of Nov 16, 2015 for Shona Reid: TSH 2.1 mU/L (normal; reference 0.4–4).")]
KIDNEYS = [record("kidney blood test, egfr 52. doc says the walking's helping"), record("egfr 58 now, doc pleased")]
SHIN = [record("MRI on her right shin today: stress reaction of the tibia. They're checking her vitamin d too"),
        record("Thanks Sue. Pool running and the bike, and I'll look at her calcium and fuelling with her.")]


def test_the_measure_asked_by_its_own_name():
    for question, name in (("and her t4", "t4"), ("and his creatinine", "creatinine"),
                           ("ellie's calcium levels", "calcium"), ("what did her vitamin d come back as", "vitamin d"), ("what did her vitamin d come as", "vitamin d"),
                           ("des's eye pressure", "eye pressure"), ("what was his ldl", "ldl"),
                           ("harold's grip strength after the plaster came off", "grip strength")):
        assert measures_named.asked_measure(question) == name, question
    # A broader word (any marker answers it), whether or when it was tested, a thing taken, a value given in
    # the question, two measures together: no value of one measure asked.
    for question in ("sho's thyroid", "desi's kidneys", "did she get her vitamin d checked", "when was his tsh tested",
                     "is ellie taking calcium", "ellie's calcium", "is her t4 over 20", "her tsh and t4",
                     "what did he say about his cholesterol"):
        assert measures_named.asked_measure(question) == "", question


def test_another_markers_figures_or_the_word_alone_give_no_value():
    assert measures_named.unvalued_measure("and her t4", THYROID, 0.5) == "t4"
    assert measures_named.unvalued_measure("and his creatinine", KIDNEYS, 0.5) == "creatinine"
    assert measures_named.unvalued_measure("ellie's calcium levels", SHIN, 0.5) == "calcium"
    assert measures_named.unvalued_measure("what did her vitamin d come back as", SHIN, 0.5) == "vitamin d"
    # The marker asked is given, by a number or a word of a result, or in the reply to a record naming it.
    assert measures_named.unvalued_measure("and her tsh", THYROID, 0.5) == ""
    assert measures_named.unvalued_measure("and her t4", THYROID + [record("free T4 14 too")], 0.5) == ""
    assert measures_named.unvalued_measure("what did her vitamin d come back as",
                                           SHIN + [record("vitamin d was low, on tablets now")], 0.5) == ""
    asked = [record("what was the creatinine?", chat="c", ts=100), record("98", chat="c", ts=160)]
    assert measures_named.unvalued_measure("and his creatinine", KIDNEYS + asked, 0.5) == ""
    # No relevant record: the other checks and the model decide.
    assert measures_named.unvalued_measure("and her t4", [record(r.metadata["text"], 0.1) for r in THYROID], 0.5) == ""


def test_a_lab_name_inside_another_word_is_not_the_marker():
    assert not measures_named.gives_value("t4", "gp upped the levothyroxine to 100mcg")
    assert measures_named.gives_value("tsh", "TSH 6.2 to 2.1")


def test_the_registry_reads_the_measure_named():
    names = [c.name for c in never_said.CHECKS]
    assert "measure_named" in names
    assert names.index("value") < names.index("measure_named") < names.index("measure_at_event")


CITY = "Which city was John in before traveling to Chicago?"
COUNTRY = "Which country was Tim visiting in the second week of November?"


def _holds(question, text):
    _asked, thing = asked_places.asked_place(question)
    return asked_places.holds_place(text, thing, asked_attributes.said_words(question))


def test_a_place_after_a_copula_but_not_a_person_introduced():
    assert _holds(CITY, "It's Seattle, I'm stoked for my game there next month!")
    assert _holds(CITY, "The venue was Bath, lovely pool")
    for text in ("Trevor it's Sue, Ellie's mum. MRI on her right shin today", "femke it's hope, josh's girlfriend.",
                 "it was great", "It's Chicago next week"):  # the last: the question's own place
        assert not _holds(CITY, text), text


def test_a_country_as_an_acronym_or_an_english_word():
    for text in ("I went to a castle during my trip to the UK last Friday", "back from japan", "a week in the USA"):
        assert _holds(COUNTRY, text), text
    for text in ("hanging out with us", "at the GP today", "a trip to see the castles", "HEARD A POP in my trip"):
        assert not _holds(COUNTRY, text), text


def _at(text, ts):
    return SimpleNamespace(metadata={"text": text, "sourceType": "message", "ts": ts}, relevance=0.9, id=text)


KNOWN = {"shona", "des"}.__contains__
TOURNAMENT = [_at("bank holiday tournament in cambridge, we came 3rd, finger still strapped", 1),
              _at("Shona: left little finger fracture 18 July. Throw 52 mph. 30 m sprint 5.1 s.", 2)]
RACE = [_at("Want to walk the prom every day and do a 10k walk by christmas", 0), _at("first 10k race, 1:24:10", 1),
        _at("10k walk at the nsc, 1:24:10, first race in 40 years. 13 st 4", 2)]


def test_a_performances_measure_at_an_event_no_record_of_it_gives():
    from shared.domain import event_values
    assert (event_values.unvalued_at_event("shona's throw at the cambridge tournament", TOURNAMENT, 0.5, KNOWN)
            == "throw at the cambridge tournament")
    given = TOURNAMENT + [_at("cambridge tournament done, throw 48 mph", 3)]
    assert event_values.unvalued_at_event("shona's throw at the cambridge tournament", given, 0.5, KNOWN) == ""


def test_a_race_named_by_its_distance_is_an_event():
    from shared.domain import event_values
    assert event_values.unvalued_at_event("des's position in the 10k", RACE, 0.5, KNOWN) == "position in the 10k"
    assert event_values.unvalued_at_event("des's position in the 10k", RACE + [_at("10k done, 12th of 40", 3)],
                                          0.5, KNOWN) == ""
    # A number that is a time or an amount after the preposition is still no event.
    assert event_values.unvalued_at_event("his score in 2 weeks", RACE, 0.5, KNOWN) == ""


def _message(text, source="message"):
    return SimpleNamespace(metadata={"text": text, "sourceType": source}, relevance=0.9)


def test_a_summarys_other_sentences_place_nothing_of_the_thing():
    known = {"ellie", "trevor", "sue"}.__contains__
    question = "which hospital did ellie have the mri at"
    mri = _message("Trevor it's Sue, Ellie's mum. MRI on her right shin today: stress reaction of the tibia.")
    note = _message("Ellie: 5 km 25:12 at the Manx championships (25 July), one red card. Right tibia stress reaction "
                    "on MRI 2 November, boot 2 weeks. Picked for the Isle of Man team for the inter-counties in March.",
                    "session_note")
    assert asked_places.unheld_place(question, [mri, note], 0.5, known) == "the hospital's name"
    # The same words in a message are read whole (a place said in the next sentence of a chat is the thing's).
    chat = _message(note.metadata["text"])
    assert asked_places.unheld_place(question, [mri, chat], 0.5, known) == ""
    placed = _message("MRI 2 November at Noble's, stress reaction.", "session_note")
    assert asked_places.unheld_place(question, [mri, note, placed], 0.5, known) == ""


def test_which_a_and_e_reads_the_records_saying_it():
    known = {"shona", "carla"}.__contains__
    records = [_message("little finger's swollen and bent. x-ray at a&e: fracture of the little finger"),
               _message("bank holiday tournament in cambridge, we came 3rd")]
    assert asked_places.unheld_place("which a&e did shona go to", records, 0.5, known) == "the a&e's name"
    named = records + [_message("sat in Noble's a&e for four hours")]
    assert asked_places.unheld_place("which a&e did shona go to", named, 0.5, known) == ""


def test_a_measure_inside_another_thing_or_a_kind_asked_is_no_value():
    for question in ("what grip did i swap her to?", "mac's blood sugar control", "ange bone density scan",
                     "what was kwames blood sugar before and after the cold swim"):
        assert measures_named.asked_measure(question) == "", question
    for question, name in (("barry grip oct vs april", "grip strength"), ("what was her t-score at the hip", "bone density"),
                           ("raff vit d result?", "vitamin d")):
        assert measures_named.asked_measure(question) == name, question


def test_a_persons_city_or_country_is_no_place_of_a_thing():
    chatty = [_message("I was in Chicago, it was awesome!"), _message("Trust me, it's amazing!")]
    for question in (CITY, COUNTRY):
        assert asked_places.unheld_place(question, chatty, 0.5) == "", question
    # A thing's city, or a city of something said by a pronoun, is still read.
    assert asked_places.unheld_place("Which city was the marathon John ran in?",
                                     [_message("John ran the marathon, 3:40")], 0.5) == "the city's name"
    assert asked_places.unheld_place("which city was it in", [_message("the marathon went well")], 0.5) == "the city's name"
