"""An injury asked across the roster (shared/domain/roster_events.py, shared/usecases/roster_events.py).

Hand-written questions and records: "who broke a bone" is answered only by a record that says a break
as it happened; records that rule one out ("x-ray no fracture!!", "ankle not broken", "fracture clinic:
nothing broken") or say the part alone ("hamstring not off the bone") hold none, so the question is
refused. A part asked ("who broke a leg") must be said beside the event in its sentence. A question of
one client, or of a result beaten ("who broke their pb"), is left to the other evidence."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import roster_events
from shared.ports.vectorstore import QueryFilter
from shared.usecases import roster_events as lookup


def test_the_injury_asked_and_its_part():
    assert roster_events.asked_event("who broke a bone") == roster_events.Event(
        "broke a bone", roster_events.asked_event("who broke a bone").said, "")
    assert roster_events.asked_event("anyone else break something").name == "break something"
    assert roster_events.asked_event("who broke a collarbone").part == "collarbone"
    assert roster_events.asked_event("who's got a broken thumb").part == "thumb"
    assert roster_events.asked_event("who tore a calf").part == "calf"
    assert roster_events.asked_event("who dislocated a shoulder").name == "dislocated a shoulder"


def test_no_injury_when_the_object_is_no_part_of_the_body():
    assert roster_events.asked_event("who broke their pb") is None
    assert roster_events.asked_event("who broke 3 hours") is None
    assert roster_events.asked_event("who took a break in august") is None
    assert roster_events.asked_event("who swims") is None


def test_a_record_that_rules_the_event_out_holds_none_of_it():
    bone = roster_events.asked_event("who broke a bone")
    assert not roster_events.holds_event(bone, "x-ray no fracture!! grade 2 sprain, aircast boot")
    assert not roster_events.holds_event(bone, "ankle not broken, boot for 2 wks")
    assert not roster_events.holds_event(bone, "fracture clinic: nothing broken on the xray, sling 3 weeks")
    assert not roster_events.holds_event(bone, "fracture ruled out on the scan")
    assert not roster_events.holds_event(bone, "MRI: partial tear of the hamstring at the top. not off the bone")


def test_a_record_that_says_the_event_holds_it():
    bone = roster_events.asked_event("who broke a bone")
    assert roster_events.holds_event(bone, "broke my wrist on the ice, cast 6 weeks")
    assert roster_events.holds_event(bone, "Left wrist fracture 2024, healed.")
    assert roster_events.holds_event(bone, "hairline fracture of the tibia")


def test_the_part_asked_is_said_beside_the_event_in_its_sentence():
    leg = roster_events.asked_event("who broke a leg skiing")
    assert roster_events.holds_event(leg, "broke my ankle skiing")  # a part of the leg
    assert not roster_events.holds_event(leg, "need legs of steel lol. broke my left wrist snowboarding")
    arm = roster_events.asked_event("who broke an arm")
    assert roster_events.holds_event(arm, "she broke her wrist at gymnastics")  # a part of the arm


def test_unheld_names_the_event_only_when_no_record_holds_it():
    records = [{"text": "x-ray no fracture!!"}, {"text": "ankle not broken"}]
    assert roster_events.unheld_event("who broke a bone", records, across=True) == "broke a bone"
    assert roster_events.unheld_event("who broke a bone", [*records, {"text": "broke my collarbone"}], True) == ""
    assert roster_events.unheld_event("who broke a bone", records, across=False) == ""
    assert roster_events.unheld_event("who broke their pb", records, across=True) == ""


class _Store:
    """A keyword lookup that answers with the given records and remembers what it was asked."""

    def __init__(self, texts):
        self.texts, self.asked = texts, []

    def keyword_query(self, trainer_id, text, top_k, query_filter=None):
        self.asked.append((text, query_filter))
        return [SimpleNamespace(id=str(i), score=1.0, metadata={"text": t}) for i, t in enumerate(self.texts)]


def test_the_lookup_reads_the_clients_searched_and_refuses_across_the_roster_only():
    store = _Store(["x-ray no fracture!!"])
    backends = SimpleNamespace(store=store)
    scope = QueryFilter(other_than=("imran",))
    assert lookup.unheld(backends, "t", "who broke a bone", [], QueryFilter(), scope) == "broke a bone"
    assert store.asked and store.asked[0][1] is scope  # the clients set aside stay set aside
    # A question of one client, or asking nothing across the roster, is not read here.
    assert lookup.unheld(backends, "t", "who broke a bone", [], QueryFilter(client_id="c"), scope) == ""
    assert lookup.unheld(backends, "t", "did she break a bone", [], QueryFilter(), scope) == ""
    # A record of the ranking's that holds the event answers it.
    held = [SimpleNamespace(metadata={"text": "snapped my collarbone at thruxton"})]
    assert lookup.unheld(backends, "t", "who broke a bone", held, QueryFilter(), scope) == ""


def test_the_records_holding_the_event_one_per_client_lead():
    records = [{"text": "left knee sore after football", "clientId": "a"},
               {"text": "Left knee replacement 2015. Amlodipine 5 mg", "clientId": "frank"},
               {"text": "knee replacement, 8 years ago now", "clientId": "frank"},
               {"text": "on the list for a new knee but the wait is 18 months", "clientId": "ines"}]
    held = roster_events.holding("who's got a replaced knee", records, lambda r: r)
    assert [r["clientId"] for r in held] == ["frank", "ines"]
    assert roster_events.holding("who swims", records, lambda r: r) == []


def test_holders_lead_within_what_was_searched():
    store = _Store(["x-ray no fracture!!", "snapped my collarbone at thruxton"])
    backends = SimpleNamespace(store=store)
    searched = QueryFilter(since_ts=1.0, other_than=("imran",))
    lead = lookup.holders(backends, "t", "who broke a bone", [], searched, 0.7)
    assert [c.metadata["text"] for c in lead] == ["snapped my collarbone at thruxton"]
    assert lead[0].relevance == 0.7 and store.asked[0][1] is searched
    assert lookup.holders(backends, "t", "who broke a bone", [], QueryFilter(client_id="c"), 0.7) == []


def test_a_symptom_asked_across_the_roster_is_held_by_any_of_its_names():
    dizzy = roster_events.asked_event("who went dizzy in the heat")
    assert dizzy is not None and dizzy.name == "dizzy"
    assert roster_events.holds_event(dizzy, "felt a bit light headed after the long session")
    assert not roster_events.holds_event(dizzy, "Hottest day of the year so far. Swam in the sea")
    assert roster_events.unheld_event("who went dizzy in the heat", [{"text": "hottest day of the year"}], True) == "dizzy"
    assert roster_events.unheld_event("who fainted", [{"text": "went woozy in the weighing room"}], True) == ""


def test_an_illness_ruled_out_by_a_negative_test_is_not_held():
    covid = roster_events.asked_event("who had covid")
    assert covid is not None and covid.name == "covid"
    assert not roster_events.holds_event(covid, "grandad's got a chest infection. covid test negative. no hall")
    assert roster_events.holds_event(covid, "positive lft, covid for xmas, on my own in the spare room")


# -- chatWithAI's preparation, on the emulator: the records holding the injury lead the answer --------

def test_the_answer_across_the_roster_is_led_by_the_client_who_broke_one(db, backends, monkeypatch):
    from datetime import datetime, timedelta, timezone

    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest
    from tests.alike import search_finds_only, seed_chat

    start = datetime(2026, 6, 1, 8, tzinfo=timezone.utc)
    seed_chat(db, backends, "marta", "Marta Lindqvist", [("ma1", "x-ray no fracture, just a sprain", start)])
    seed_chat(db, backends, "oskar", "Oskar Brenner", [("os1", "broke my wrist on the ice, cast for 6 weeks",
                                                         start + timedelta(days=2))])
    seed_chat(db, backends, "priya", "Priya Sood", [("pr1", "knee sore after football", start + timedelta(days=3))])
    # The ranking hands the answer Marta's and Priya's records only: Oskar's comes from the event's lookup.
    search_finds_only(monkeypatch, {"ma1", "pr1"})
    prepared = service.prepare(backends, "coach", ChatRequest(message="who broke a bone"),
                               now=start + timedelta(days=10))
    offered = [str(s.metadata.get("sourceId")) for s in prepared.prompt.sources]
    assert offered[0] == "os1", offered


def test_who_with_its_verb_run_on_asks_across_and_a_symptom_leads_nothing():
    store = _Store(["hypo on the long run, 3.1", "type 1 since I was nine, hypos at night"])
    backends = SimpleNamespace(store=store)
    assert lookup.asks_across("who's got a broken thumb") and lookup.asks_across("who had covid")
    assert not lookup.asks_across("whos had covid")  # a symptom or illness: "who's" not read yet
    assert not lookup.asks_across("did she break it")
    assert lookup.unheld(backends, "t", "who's got a broken thumb", [], QueryFilter(), QueryFilter()) == "broken thumb"
    assert lookup.holders(backends, "t", "who went hypo on a run", [], QueryFilter(), 0.7) == []


# -- h-never29: an injury a question of one client takes as having happened --------------------------

def test_a_question_of_one_client_presupposes_the_injury_only_when_it_asks_its_when_or_how():
    assert roster_events.presupposed_injury("how long ago did kieran break his collarbone").part == "collarbone"
    assert roster_events.presupposed_injury("when did she tear her calf").part == "calf"
    # A yes-or-no question does not take the injury as having happened: "no fracture" answers it.
    assert roster_events.presupposed_injury("did kieran break anything in his shoulder") is None
    assert roster_events.presupposed_injury("was anything broken") is None
    # No injury word ("do his shoulder"), a result beaten, a symptom: not read.
    assert roster_events.presupposed_injury("how long ago did kieran do his shoulder") is None
    assert roster_events.presupposed_injury("when did he break 3 hours") is None
    assert roster_events.presupposed_injury("when did she faint") is None


def test_the_clients_injury_is_unheld_when_their_records_rule_it_out():
    ruled_out = [{"text": "A&E x-ray: no fracture, AC joint sprain grade 2"},
                 {"text": "The lump's the end of the collarbone, it's normal"}]
    question = "how long ago did kieran break his collarbone"
    assert roster_events.unheld_of_client(question, ruled_out) == "break his collarbone"
    assert roster_events.unheld_of_client(question, [*ruled_out, {"text": "broke my collarbone in 2019"}]) == ""
    assert roster_events.unheld_of_client("did kieran break his collarbone", ruled_out) == ""


def test_the_lookup_reads_the_client_in_focus_for_a_presupposed_injury():
    store = _Store(["A&E x-ray: no fracture, AC joint sprain grade 2"])
    backends = SimpleNamespace(store=store)
    scope = QueryFilter(client_id="kieran")
    question = "how long ago did kieran break his collarbone"
    assert lookup.unheld(backends, "t", question, [], QueryFilter(client_id="kieran"), scope) == "break his collarbone"
    assert store.asked[-1][1] is scope  # the client's records only
    held = [SimpleNamespace(metadata={"text": "fractured collarbone at the cup game"})]
    assert lookup.unheld(backends, "t", question, held, QueryFilter(client_id="kieran"), scope) == ""
    # A question of one chat is not read.
    assert lookup.unheld(backends, "t", question, [], QueryFilter(client_id="kieran", chat_id="g"), scope) == ""
