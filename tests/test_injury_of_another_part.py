"""A yes-or-no question of one client's injury of a part the records tell of another part only
(shared/domain/roster_events.py `untold_of_part`, read by shared/usecases/roster_events.py; h-refuse39)."""
from __future__ import annotations

from types import SimpleNamespace

from shared.domain import roster_events
from shared.ports.vectorstore import QueryFilter
from shared.usecases import roster_events as lookup


def test_only_a_yes_no_question_of_a_particular_part_is_read():
    assert roster_events.asked_injury_of_part("did maeve break her ankle").part == "ankle"
    assert roster_events.asked_injury_of_part("has tariq torn his calf").part == "calf"
    assert roster_events.asked_injury_of_part("was the knee a sprain").part == "knee"
    # Any part, a wh-question (h-never29's), no injury: not read here.
    assert roster_events.asked_injury_of_part("did maeve break anything") is None
    assert roster_events.asked_injury_of_part("when did maeve break her ankle") is None
    assert roster_events.asked_injury_of_part("did maeve break her pb") is None


def test_a_break_told_of_another_part_answers_no_question_of_this_one():
    records = [{"text": "Tripped on the kerb, her right elbow is fractured, sling for 3 weeks"},
               {"text": "Knee arthritis flaring, the GP says walk little and often"}]
    assert roster_events.untold_of_part("did maeve break her knee", records) == "break her knee"
    assert roster_events.untold_of_part("did maeve dislocate her shoulder",
                                        [{"text": "dislocated two fingers in goal"}]) == "dislocate her shoulder"


def test_the_part_told_or_the_event_ruled_out_answers():
    elbow = {"text": "Tripped on the kerb, her right elbow is fractured, sling for 3 weeks"}
    # The part asked, said beside the event, answers yes; "no fracture of the knee" answers no.
    assert roster_events.untold_of_part("did maeve break her arm", [elbow]) == ""
    assert roster_events.untold_of_part("did maeve break her knee", [elbow, {"text": "x-ray of the knee, no fracture"}]) == ""
    # A record ruling the event out anywhere answers the yes-or-no ("not a sprain, a stress fracture of the foot").
    assert roster_events.untold_of_part("was his ankle a sprain",
                                        [{"text": "scan says not a sprain, a stress fracture of the foot"}]) == ""


def test_no_event_held_anywhere_leaves_the_question_to_the_model():
    # "felt it go" may tell a tear in other words; a bone the table does not name is no other part.
    assert roster_events.untold_of_part("did tariq tear his calf", [{"text": "felt my calf go on the hill reps"}]) == ""
    assert roster_events.untold_of_part("did kev break his shin", [{"text": "broken tibia after the tackle"}]) == ""


def test_the_lookup_reads_the_client_in_focus_for_a_yes_no_injury():
    store = SimpleNamespace(asked=[])

    def keyword_query(trainer_id, text, top_k, query_filter=None):
        store.asked.append((text, query_filter))
        return [SimpleNamespace(id="1", score=1.0, metadata={"text": "broke my left wrist on the ice"})]

    store.keyword_query = keyword_query
    backends = SimpleNamespace(store=store)
    scope = QueryFilter(client_id="maeve")
    assert lookup.unheld(backends, "t", "did maeve break her hip", [], scope, scope) == "break her hip"
    assert store.asked[-1][1] is scope
    assert lookup.unheld(backends, "t", "did maeve break her wrist", [], scope, scope) == ""
