"""The one reading of a yes-or-no opening, and a happening asked in one that the history never says
(shared/domain/yes_no.py; h-refuse40)."""
from __future__ import annotations

from shared.domain import event_measures, operations_had, roster_events, yes_no
from shared.usecases import intent
from tests.candidates import candidate


def test_the_opening_is_one_reading_for_every_check():
    asked = ["did rowan slip on the ice", "so has tilly been to the gp", "and was it the left one",
             "wasn't it her right knee", "can bryony squat yet", "are marek's nationals still on",
             "will she need an op", "ok did he ring the clinic"]
    not_asked = ["what did the gp say", "how was bryony's week", "when did marek fall", "didactic drills"]
    for q in asked:
        assert yes_no.asks(q), q
        # The checks that used to read the opening each their own way now read it alike.
        assert intent.asks_whether(q) and operations_had.asks_yes_no(q), q
        assert event_measures.WHETHER.match(q.lower()), q
    for q in not_asked:
        assert not yes_no.asks(q), q
        assert not intent.asks_whether(q) and not operations_had.asks_yes_no(q), q
    # roster_events reads the same opening: "can …" asks of a part's injury too, a "when" question does not.
    assert roster_events.asked_injury_of_part("can tilly have broken her wrist") is not None
    assert roster_events.asked_injury_of_part("when did tilly break her wrist") is None


def test_the_happening_a_yes_no_question_asks():
    assert yes_no.asked_happening("did have a nasty fall at the park") == "fall"
    assert yes_no.asked_happening("did tumble down the stairs") == "tumble"
    assert yes_no.asked_happening("did he fall out with his brother") == ""
    assert yes_no.asked_happening("has been to a&e with the wrist") == "a&e"
    assert yes_no.asked_happening("did end up in hospital after the crash") == "hospital"
    assert yes_no.asked_happening("so did she see the osteo") == "osteo"
    assert yes_no.asked_happening("did book a massage for her calves") == "massage"
    assert yes_no.asked_happening("did slice his thumb open cooking") == "slice"
    # Not a happening: autumn, a cut made, a plan to cut down, a journey, and no yes-or-no question.
    for q in ["did she race in the fall", "did he make the cut for the squad", "did i tell him to cut sugar",
              "did he cut down on the booze", "did she go on a trip", "when did she fall",
              "what did the physio say"]:
        assert yes_no.asked_happening(q) == "", q


_HERS = [candidate("knee was sore after netball, iced it"),
         candidate("booked in for tuesday, same time")]


def test_a_happening_never_said_is_named():
    assert yes_no.unsaid_happening("did have a fall at netball", ["fall"], _HERS) == "fall"
    # "a&e" is read by its letters as the history's words are.
    assert yes_no.unsaid_happening("did go to a&e with the knee", ["e"], _HERS) == "a&e"
    assert yes_no.unsaid_happening("did see a chiropractor about the knee", ["chiropractor"], _HERS) == "chiropractor"


def test_a_happening_said_in_other_words_or_said_at_all_answers():
    # Another word of its group in the ranked records: "fell" for a fall, "a&e" for hospital, "gp" for a doctor.
    assert yes_no.unsaid_happening("did have a fall at netball", ["fall"],
                                   [*_HERS, candidate("fell over at netball, knee's swollen")]) == ""
    assert yes_no.unsaid_happening("did go to hospital with the knee", ["hospital"],
                                   [*_HERS, candidate("sat in A&E for 4 hours last night")]) == ""
    assert yes_no.unsaid_happening("did see a doctor about it", ["doctor"],
                                   [*_HERS, candidate("the gp says rest it a week")]) == ""
    assert yes_no.unsaid_happening("did she trip on the stairs", ["trip"],
                                   [*_HERS, candidate("tripped on the stairs at work")]) == ""
    # The word said somewhere in the history: the decision's other evidence decides.
    assert yes_no.unsaid_happening("did have a fall at netball", [], _HERS) == ""
    # Not a yes-or-no question.
    assert yes_no.unsaid_happening("when did she have the fall", ["fall"], _HERS) == ""


def test_the_registry_reads_a_happening_of_the_client_in_focus_only():
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases.never_said import CHECKS, Evidence

    check = next(c for c in CHECKS if c.name == "happening")
    assert not check.reads_store

    def evidence(client_id):
        return Evidence(backends=None, trainer_id="coach-x", asked="did have a fall at netball", unsaid=["fall"],
                        candidates=_HERS, threshold=0.5, is_name=lambda w: False,
                        query_filter=QueryFilter(client_id=client_id), scope=QueryFilter(client_id=client_id),
                        roster=())

    assert check.read(evidence("tilly-1")) == "fall"
    # Across the roster ("did anyone have a fall") the roster's own check reads it.
    assert check.read(evidence(None)) == ""


def test_the_had_checks_read_the_same_opening():
    from shared.domain import called_off, conditions_had, repeat_asked, side_asked, treatments_had

    # "will she need …", "so did he get …": the opening the other checks read, now theirs too.
    assert treatments_had.unsaid_treatment("will need a skin graft on the burn", ["graft"]) == "skin graft"
    assert conditions_had.unsaid_condition("so did get shingles in the spring", ["shingles"]) == "shingles"
    assert repeat_asked.unsaid_repeat("and has had another blackout", ["another"], _HERS) == "another blackout"
    # A side or a call-off asked yes-or-no after "so": the records' "no" answers it, as without the "so".
    assert side_asked._WHETHER is yes_no.OPENING and called_off._WHETHER is yes_no.OPENING
    assert called_off.asked_at_event("so did she run the harbour 10k") == []
