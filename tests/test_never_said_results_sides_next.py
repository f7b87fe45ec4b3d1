"""h-never31: whom the client beat (asked_attributes.holds_attribute read for "who did he beat"), a side
never said where the records name the other (shared/domain/side_asked.py), and a next appointment no
record gives (shared/domain/next_appointment.py); each beside its answerable neighbour."""

from types import SimpleNamespace

from shared.domain import asked_attributes, next_appointment, side_asked
from shared.usecases import never_said


def record(text, relevance=0.9):
    return SimpleNamespace(metadata={"text": text}, relevance=relevance)


def test_whom_the_client_beat_is_named_after_the_win_only():
    beat = asked_attributes.said_words("who did he beat")
    assert asked_attributes.asks_whom_beaten(beat)
    assert not asked_attributes.asks_whom_beaten(asked_attributes.said_words("who beat her"))
    # Someone else's win, the partner, a win with no one beaten: no one the client beat.
    for text in ("murray won the atp finals!! watched it in the brace lol",
                 "won the club pairs final indoors with dave 21-17",
                 "won the under 16 county title 6-3 6-4"):
        assert not asked_attributes.holds_attribute("opponent", text, said=beat), text
    for text in ("beat Kinross 6-2 in the final", "won 3-1 v japan", "win over leeds", "defeated the holders"):
        assert asked_attributes.holds_attribute("opponent", text, said=beat), text
    # "who beat her": the one who won is the answer, as before.
    assert asked_attributes.holds_attribute("opponent", "Ellis won it", said=asked_attributes.said_words("who beat her"))


def test_who_did_he_beat_is_refused_where_no_record_names_the_beaten():
    records = [record("murray won the atp finals!! watched it in the brace lol"),
               record("won the under 16 county title 6-3 6-4")]
    from shared.domain import word_evidence
    assert word_evidence.unheld_attribute("who did he beat", records, 0.5) == "opponent"
    records.append(record("semi: beat Kinross 6-2 6-1"))
    assert word_evidence.unheld_attribute("who did he beat", records, 0.5) == ""


def test_a_side_never_said_where_the_records_name_the_other():
    left = [record("It's a stress fracture on the left side of the L5 vertebra")]
    assert side_asked.unsaid_side("right side", ["right"], left, 0.5) == "right side"
    # The side is said somewhere in the history (not unsaid), no record names the other side, the record
    # naming it is not relevant, or "right" is no side: left to the rest of the decision.
    assert side_asked.unsaid_side("right side", [], left, 0.5) == ""
    assert side_asked.unsaid_side("right side", ["right"], [record("stress fracture of the L5")], 0.5) == ""
    assert side_asked.unsaid_side("right side", ["right"], [record("the left side", 0.2)], 0.5) == ""
    assert side_asked.unsaid_side("how's his back right now", ["right"], left, 0.5) == ""
    assert side_asked.unsaid_side("was it the left or right hand", ["right"], left, 0.5) == ""


def test_the_thing_whose_next_date_is_asked():
    assert next_appointment.asked_thing("when's next mri") == ["mri"]
    assert next_appointment.asked_thing("when is connor's next fracture clinic") == ["fracture", "clinic"]
    assert next_appointment.asked_thing("when does frank see the memory nurse next") == ["memory", "nurse"]
    # The trainer's own meetings, and questions that ask no next date.
    assert next_appointment.asked_thing("when's her next session") == []
    assert next_appointment.asked_thing("what's next for miles") == []
    assert next_appointment.asked_thing("when was the mri") == []


def test_a_next_appointment_no_record_gives_and_one_a_record_gives():
    past = [record("Euan: left L5 pars stress fracture on MRI 6 October, brace 10 weeks, no tennis till 9 January."),
            record("The physio sent Euan for an MRI on his lower back."),
            record("Client profile of Euan Calder: goals and aims: county title; injuries: stress fracture (MRI 6 October 2016)")]
    assert next_appointment.untold_next("when's next mri", past) == "next mri"
    # A repeat due, a review in weeks, one booked: given.
    for text in ("Repeat MRI due January 2020.", "MRI review in 6 weeks", "next MRI booked for march"):
        assert next_appointment.untold_next("when's next mri", [*past, record(text)]) == "", text
    # No record names the thing: left to the rest of the decision.
    assert next_appointment.untold_next("when's the next dexa", past) == ""


def test_the_registry_reads_the_new_checks_in_order():
    names = [c.name for c in never_said.CHECKS]
    assert names.index("side") == names.index("body_part") + 1
    assert names.index("next_appointment") == names.index("opponent") + 1


def _at(text, year, month, day):
    from datetime import datetime, timezone
    return SimpleNamespace(metadata={"text": text, "ts": datetime(year, month, day, tzinfo=timezone.utc).timestamp()},
                           relevance=0.9)


def test_an_events_time_named_after_it_only_planned_is_refused():
    from shared.domain import planned_only
    assert planned_only.asked_event("manchester marathon time") == ["manchester", "marathon"]
    assert planned_only.asked_event("5k time") == []  # one word: a kind of run, no event of its own
    assert planned_only.asked_event("where'd she lose time") == []
    plan = _at("dry january and i've signed up for the manchester marathon in april eek", 2017, 1, 1)
    note = _at("Great North Run 2:14:37 (11 September). Manchester Marathon in April. Plank 2 min.", 2017, 1, 30)
    assert planned_only.only_planned("manchester marathon time", [plan, note]) == "manchester marathon"
    # A report of it (a figure), or the month named after it came: left to the model.
    assert planned_only.only_planned("manchester marathon time", [plan, note, _at(
        "manchester marathon done, 4:41!", 2017, 4, 23)]) == ""
    assert planned_only.only_planned("manchester marathon time", [plan, _at(
        "Manchester Marathon in April.", 2017, 5, 2)]) == ""
    # A month alone, with no plan naming it, plans nothing (int21).
    assert planned_only.only_planned("manchester marathon time", [note]) == ""


def test_a_given_name_the_question_opens_on_that_the_history_never_says():
    from shared.domain import unnamed_person
    roster = {"stevie", "gemma", "tanya"}.__contains__
    assert unnamed_person.unnamed_opener("colin resting heart rate", ["colin"], roster, False) == "colin"
    # A client in focus, a client's name, a word the history says, an English word, no name at all.
    assert unnamed_person.unnamed_opener("colin resting heart rate", ["colin"], roster, True) == ""
    assert unnamed_person.unnamed_opener("stevie resting hr", ["stevie"], roster, False) == ""
    assert unnamed_person.unnamed_opener("colin resting heart rate", [], roster, False) == ""
    assert unnamed_person.unnamed_opener("grace rhr", ["grace"], roster, False) == ""
    assert unnamed_person.unnamed_opener("rhr trend", ["rhr"], roster, False) == ""
    names = [c.name for c in never_said.CHECKS]
    assert names.index("unnamed_person") < names.index("name")
