"""h-never21: a result asked of an event the records only plan, and a dose bound to the drug it follows.

Hand-written questions and records (names no question set uses):
- "<client>'s <event> result" asks the event's outcome as "how did <event> go" does
  (planned_only.asked_event); where every sentence naming the event plans it — a goal in the profile,
  "wants" — the event never came up as done (planned_only.only_planned). A report of it is left alone, and so
  is a month named with no plan's word: the integrator dropped h-never21's "month still to come when the
  record was written" reading after it refused an answerable blind5 test question (docs/ANSWERS.md, int21).
- A dose said in a sentence that never names the drug asked, after another drug's name in its clause
  ("sertraline going up to 100mg"), is that drug's (bound_slots.value_of_the_thing through
  word_evidence.unheld_value); a dose said bare, or after the drug asked, still answers.
"""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

from shared.domain import bound_slots, planned_only, word_evidence


def _ts(day: str) -> float:
    return datetime.fromisoformat(day).replace(tzinfo=timezone.utc).timestamp()


def _record(text: str, day: str = "2025-05-09", relevance: float = 0.8) -> SimpleNamespace:
    return SimpleNamespace(metadata={"text": text, "senderName": "Ffion Rees", "ts": _ts(day)}, relevance=relevance)


def _clients(word: str) -> bool:
    return word in {"ffion", "rees", "tomos"}


def test_a_result_named_after_its_event_is_an_outcome_asked():
    assert planned_only.asked_event("ffion's harbour regatta result", _clients) == ["harbour", "regatta"]
    assert planned_only.asked_event("ffion county sprints placing", _clients) == ["county", "sprints"]
    assert planned_only.asked_event("what was ffions cross country result", _clients) == ["cross", "country"]
    # A position is a player's as often ("her water polo position"): not read here.
    assert planned_only.asked_event("ffion's water polo position", _clients) == []
    # One word names a kind of event that recurs; a follow-up's words glued before a carried topic are
    # no event's name.
    assert planned_only.asked_event("ffion's exam results", _clients) == []
    assert planned_only.asked_event("which boat harbour regatta result", _clients) == []
    # A score is a reading as often as an outcome ("pain score"): not read here.
    assert planned_only.asked_event("ffion's harbour regatta score", _clients) == []


def test_a_result_of_an_event_only_planned_is_refused():
    # A goal in the profile's goals and aims, and "wants" without "to".
    records = [_record("Client profile of Ffion Rees: age: 16 years old; goals and aims: a medal at the Harbour "
                       "Regatta; injuries: none"),
               _record("wants a top 3 at the harbour regatta this year", "2025-02-01")]
    assert planned_only.only_planned("ffion's harbour regatta result", records, _clients) == "harbour regatta"


def test_a_result_reported_or_a_month_named_is_left_alone():
    # The report names the event with no plan's word.
    records = [_record("Harbour Regatta in July.", "2025-05-09"),
               _record("harbour regatta done, 2nd in the junior fours!", "2025-07-14")]
    assert planned_only.only_planned("ffion's harbour regatta result", records, _clients) == ""
    # A month named with no plan's word is no plan, whether it is still to come when the record was
    # written ("in July" in a note of May: a date, perhaps of a report written ahead) or gone by.
    records = [_record("Ffion: 500 m in 1:52. Harbour Regatta in July.", "2025-05-09")]
    assert planned_only.only_planned("ffion's harbour regatta result", records, _clients) == ""
    records = [_record("Harbour Regatta in March was windy, she steered well.", "2025-05-09")]
    assert planned_only.only_planned("ffion's harbour regatta result", records, _clients) == ""


def test_a_dose_after_another_drug_in_a_sentence_without_the_asked_one_is_not_its():
    records = [_record("gp switched me from citalopram to sertraline 50mg. bit queasy", "2025-03-01", 0.9),
               _record("sertraline going up to 100mg from monday", "2025-04-01", 0.85),
               _record("Tomos: Sertraline 100 mg. Sleeping better.", "2025-05-01", 0.8)]
    assert word_evidence.unheld_value("ffion's citalopram dose", records, 0.5, _clients) == "dose"
    assert word_evidence.unheld_value("ffion's sertraline dose", records, 0.5, _clients) == ""


def test_a_dose_told_bare_or_of_the_drug_asked_still_answers():
    records = [_record("started citalopram today", "2025-03-01", 0.9),
               _record("going up to 20mg from monday", "2025-03-08", 0.85)]
    assert word_evidence.unheld_value("ffion's citalopram dose", records, 0.5, _clients) == ""
    stems = frozenset({"citalopram"})
    spans = lambda s: [(m, m + 4) for m in [s.find("20mg")] if m >= 0]  # noqa: E731
    other = lambda w: w == "sertraline"  # noqa: E731
    # The asked drug in the sentence: a dose after a verb is still the thing's.
    assert bound_slots.value_of_the_thing("sertraline stopped, citalopram going up to 20mg", stems, spans, other)
    # Another drug named before the dose in its clause, the asked one nowhere in the sentence: not its.
    assert not bound_slots.value_of_the_thing("sertraline going up to 20mg", stems, spans, other)


def test_a_figure_told_later_under_part_of_the_event_may_be_its_result():
    # The plan names the event in full; a later record names part of it with a figure: perhaps the result.
    records = [_record("county regionals next month, entered the 200", "2025-04-02"),
               _record("regionals done: 24.9 and a bronze", "2025-05-10")]
    assert planned_only.only_planned("ffion's county regionals result", records, _clients) == ""
    # A figure told before the plan, or a later record with no word of the event, is no report of it.
    records = [_record("regionals last year 25.6", "2024-05-10"),
               _record("county regionals next month, entered the 200", "2025-04-02"),
               _record("knee 2/10 today", "2025-05-10")]
    assert planned_only.only_planned("ffion's county regionals result", records, _clients) == "county regionals"
