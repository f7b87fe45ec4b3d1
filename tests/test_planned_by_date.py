"""An event asked how it went, read as the search reads it, and a plan told by its date (planned_only).

Two holes in planned_only found on blind17's dev half (h-never22):

- the search hands `only_planned` the question with the name of the client in focus taken out
  (search.focus): "how did get on at the regatta", "result at the county trials". The patterns that
  wanted a word in the client's place matched only questions asked without a client in focus;
- a record that plans an event by its date alone ("the regatta is 14th june in cowes", written in May)
  has none of the plan's words, so it read as a report and the question was answered with the plan.

Hand-written questions and records; timestamps are epoch seconds as the stores give them.
"""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

from shared.domain import planned_only


def _at(y: int, m: int, d: int) -> float:
    return datetime(y, m, d, 18, tzinfo=timezone.utc).timestamp()


def _record(text: str, ts: float, relevance: float = 0.9) -> SimpleNamespace:
    return SimpleNamespace(metadata={"text": text, "senderName": "Rhian Moss", "ts": ts}, relevance=relevance)


def _clients(word: str) -> bool:
    return word in {"rhian", "moss"}


def test_the_event_is_read_from_the_question_without_the_clients_name():
    # As search.focus leaves them once Rhian is the client in focus.
    assert planned_only.asked_event("how did get on at the cowes regatta", _clients) == ["cowes", "regatta"]
    assert planned_only.asked_event("result at the county trials", _clients) == ["county", "trials"]
    assert planned_only.asked_event("did run the harbour 10k", _clients) == ["harbour", "10k"]
    # Still nothing from a question that asks no outcome, nor from a bare word.
    assert planned_only.asked_event("what did say about the regatta", _clients) == []
    assert planned_only.asked_event("time", _clients) == []


def test_a_plan_told_by_a_date_to_come_is_a_plan():
    plan = [_record("the regatta is 14th june in cowes, cant wait", _at(2025, 5, 20))]
    assert planned_only.only_planned("how did get on at the regatta", plan, _clients) == "regatta"
    trials = [_record("county trials are on 3 october at the track", _at(2025, 8, 26)),
              _record("Rhian: 400 m 61.2. County trials on October 3rd.", _at(2025, 8, 30))]
    assert planned_only.only_planned("result at the county trials", trials, _clients) == "county trials"


def test_a_month_alone_is_still_no_plan():
    # int21 took out the reading of a month still to come: a note may name the month of what it reports.
    month = [_record("Rhian: 400 m 61.2. County trials in October.", _at(2025, 8, 30))]
    assert planned_only.only_planned("result at the county trials", month, _clients) == ""


def test_a_date_on_or_before_the_records_day_is_a_report():
    # The same day: told on the day it happened.
    same_day = [_record("the regatta 14th june, 3rd in class", _at(2025, 6, 14))]
    assert planned_only.only_planned("how did get on at the regatta", same_day, _clients) == ""
    past = [_record("county trials on 3 october went ok, 4th", _at(2025, 10, 6))]
    assert planned_only.only_planned("result at the county trials", past, _clients) == ""
    # A plan by date beside a later record naming the event without a plan: left to the other evidence.
    both = [_record("the regatta is 14th june in cowes", _at(2025, 5, 20)),
            _record("regatta done, windy and wet, capsized once", _at(2025, 6, 15))]
    assert planned_only.only_planned("how did get on at the regatta", both, _clients) == ""


def test_a_record_without_a_time_is_not_read_for_its_date():
    undated = [SimpleNamespace(metadata={"text": "the regatta is 14th june in cowes"}, relevance=0.9)]
    assert planned_only.only_planned("how did get on at the regatta", undated, _clients) == ""


def test_a_figure_told_on_the_planned_day_may_be_the_result():
    # The result does not repeat the event's name: "53:41!!!" on the evening of the race the plan dates.
    records = [_record("he wants to do the harbour 10k on 18 October, sub 55", _at(2025, 6, 7)),
               _record("53:41!!! under 55, so happy", _at(2025, 10, 18))]
    assert planned_only.only_planned("10k time in harbour", records, _clients) == ""
    assert planned_only.only_planned("how did get on at the harbour 10k", records, _clients) == ""
    # A figure on another day is not read as the event's result.
    later = [records[0], _record("parkrun 26:10 this morning", _at(2025, 11, 22))]
    assert planned_only.only_planned("how did get on at the harbour 10k", later, _clients) == "harbour 10k"
