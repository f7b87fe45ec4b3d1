"""A topic asked of an occasion the records never tie it to (shared/domain/occasion_topics.py), a check of
the never-said registry. Hand-written questions and records."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

from shared.domain import occasion_topics
from shared.usecases import never_said

DAY = 86400.0


def _at(day: str, text: str) -> SimpleNamespace:
    ts = datetime.fromisoformat(day).replace(tzinfo=timezone.utc).timestamp()
    return SimpleNamespace(metadata={"text": text, "ts": ts})


def _known(word: str) -> bool:
    return word in {"nell", "marek"}


def test_a_topic_told_weeks_from_the_occasion_is_refused():
    records = [_at("2019-03-02", "left ankle rolled on the kerb, swollen"),
               _at("2019-03-20", "ankle much better, back jogging"),
               _at("2019-05-11", "stall at the village fete all day, sold out of jam")]
    assert occasion_topics.untied_topic("nell's ankle during the fete", records, _known) == "ankle during the fete"
    assert occasion_topics.untied_topic("marek's ankle over the fete", records, _known) == "ankle over the fete"


def test_a_topic_told_near_the_occasion_or_with_it_is_left_alone():
    # The topic a few days after the occasion's record: perhaps of that time, told without naming it.
    near = [_at("2019-05-11", "stall at the village fete all day"), _at("2019-05-14", "ankle puffy again")]
    assert occasion_topics.untied_topic("nell's ankle during the fete", near, _known) == ""
    # Both in one record.
    together = [_at("2019-03-02", "ankle rolled"), _at("2019-05-11", "ankle sore after standing at the fete")]
    assert occasion_topics.untied_topic("nell's ankle during the fete", together, _known) == ""


def test_what_is_no_occasion_of_the_records_is_left_alone():
    records = [_at("2019-03-02", "ankle rolled on the kerb"), _at("2019-05-11", "fete all day")]
    # An occasion no record names: nothing says when it was.
    assert occasion_topics.untied_topic("nell's ankle during the carnival", records, _known) == ""
    # A time, not an occasion: a period's.
    assert occasion_topics.untied_topic("nell's ankle in the summer", records, _known) == ""
    # A half term with a record of the topic in one (2 March is in February's): see test_school_breaks.py.
    assert occasion_topics.untied_topic("nell's ankle in the half term", records, _known) == ""
    # A part of the body: where, not when.
    assert occasion_topics.untied_topic("nell's pain in the ankle", records + [_at("2019-07-01", "pain all week")], _known) == ""
    # A question of another frame: what, or whether.
    assert occasion_topics.untied_topic("what did nell eat during the fete", records, _known) == ""
    assert occasion_topics.untied_topic("did nell's ankle hurt during the fete", records, _known) == ""
    # No topic but the client.
    assert occasion_topics.untied_topic("nell during the fete", records, _known) == ""


def test_the_registry_reads_it_for_the_client_in_focus():
    assert any(c.name == "topic_at_occasion" for c in never_said.CHECKS)
