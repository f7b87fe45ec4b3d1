"""A topic asked of a school half term or the new year (shared/domain/school_breaks.py, read by
shared/domain/occasion_topics.py). Hand-written questions and records."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

from shared.domain import occasion_topics, school_breaks


def _at(day: str, text: str) -> SimpleNamespace:
    ts = datetime.fromisoformat(day).replace(tzinfo=timezone.utc).timestamp()
    return SimpleNamespace(metadata={"text": text, "ts": ts})


def _known(word: str) -> bool:
    return word in {"otto", "priya"}


def _ts(day: str) -> float:
    return datetime.fromisoformat(day).replace(tzinfo=timezone.utc).timestamp()


def test_the_breaks_are_read_as_stretches_of_any_year():
    october = school_breaks.windows("october half term")
    assert school_breaks.within(_ts("2017-10-27"), october)
    assert not school_breaks.within(_ts("2017-12-02"), october)
    new_year = school_breaks.windows("new year")
    assert school_breaks.within(_ts("2020-01-06"), new_year) and school_breaks.within(_ts("2019-12-29"), new_year)
    assert not school_breaks.within(_ts("2020-04-06"), new_year)
    # A half term without its season may be any of the three.
    assert len(school_breaks.windows("half-term")) == 3
    # Not the break: an event of its own, or a thing before it.
    assert school_breaks.windows("new year's eve party") == ()
    assert school_breaks.windows("lunar new year") == ()
    assert school_breaks.windows("summer") == ()


def test_a_topic_told_only_outside_the_break_is_refused():
    records = [_at("2018-06-04", "bruised my shin on the step, purple"),
               _at("2018-06-09", "shin still tender, no jumping")]
    assert (occasion_topics.untied_topic("otto's shin in the february half term", records, _known)
            == "shin in the february half term")
    assert occasion_topics.untied_topic("priya's shin over the new year", records, _known) == "shin over the new year"


def test_a_topic_told_in_the_break_or_naming_its_month_is_left_alone():
    # Written in the break, of any year.
    inside = [_at("2018-06-04", "shin bruised"), _at("2016-10-29", "shin sore after the trampoline park")]
    assert occasion_topics.untied_topic("otto's shin in the october half term", inside, _known) == ""
    # Written later, its sentence dating the topic to a month of the break.
    dated = [_at("2018-12-10", "Otto: shin splints from late October, rest then a slow return.")]
    assert occasion_topics.untied_topic("otto's shin in the autumn half term", dated, _known) == ""
    # The break said beside the topic.
    said = [_at("2018-07-02", "shin flared up over half term so skipped the hill runs")]
    assert occasion_topics.untied_topic("otto's shin in the may half term", said, _known) == ""
    # No record saying the topic, or no topic but the client: left to the other checks.
    assert occasion_topics.untied_topic("otto's wrist in the new year", inside, _known) == ""
    assert occasion_topics.untied_topic("otto in the new year", inside, _known) == ""
    # A question asking what or whether.
    assert occasion_topics.untied_topic("what did otto do in the half term", inside, _known) == ""


def test_an_undated_record_is_read_by_its_sentences():
    profile = SimpleNamespace(metadata={"text": "injuries: shin splints, physio booked in March", "ts": None})
    later = [_at("2018-06-04", "shin bruised"), profile]
    assert occasion_topics.untied_topic("otto's shin in the october half term", later, _known) == "shin in the october half term"
    dated = SimpleNamespace(metadata={"text": "injuries: shin splints since october", "ts": None})
    assert occasion_topics.untied_topic("otto's shin in the october half term", [dated], _known) == ""


def test_a_month_dates_the_topic_only_beside_it_or_after_it():
    listed = SimpleNamespace(metadata={"text": "injuries: sprained wrist (march 2017) at netball, then shin splints (june 2018)",
                                       "ts": None})
    assert occasion_topics.untied_topic("otto's shin in the february half term", [listed], _known) == (
        "shin in the february half term")
    before = SimpleNamespace(metadata={"text": "in early march his shin flared again", "ts": None})
    assert occasion_topics.untied_topic("otto's shin in the february half term", [before], _known) == ""


def test_a_semicolon_ends_what_is_said_of_the_topic():
    profile = SimpleNamespace(metadata={"text": "Client profile: goal: a shin fit for the fun run in june; "
                                                "injuries: torn calf (february 2019)", "ts": None})
    assert occasion_topics.untied_topic("otto's shin in the february half term", [profile], _known) == (
        "shin in the february half term")


def test_a_month_is_a_whole_word_and_may_the_verb_is_no_month():
    spans = school_breaks.windows("may half term") + school_breaks.windows("october half term")
    # Words that begin as a month does name none.
    assert not school_breaks.names_it("decided the octane boost drinks were junk", spans)
    assert not school_breaks.names_it("mayonnaise on everything again", spans)
    # "may" the verb is not the month; the month beside a word of time or a day is.
    assert not school_breaks.names_it("knee may need a scan", spans)
    assert school_breaks.names_it("knee went in may", spans)
    assert school_breaks.names_it("knee went on the 4th may", spans)
    assert school_breaks.names_it("knee went may 30", spans)
    # Short forms as people write them.
    assert school_breaks.names_it("knee went mid oct.", spans)
    assert school_breaks.names_it("knee went in june", spans)
    # A month outside the spans is not the break's.
    assert not school_breaks.names_it("knee went in march", spans)


def test_a_topic_said_beside_may_the_verb_is_still_refused_of_the_break():
    records = [_at("2018-08-04", "shin may need strapping before the next hike")]
    assert (occasion_topics.untied_topic("otto's shin in the may half term", records, _known)
            == "shin in the may half term")
