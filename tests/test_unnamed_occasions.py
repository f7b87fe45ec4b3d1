"""A topic or a measure asked of an occasion the client's history never names (shared/domain/unnamed_occasions.py,
never_said check `unnamed_occasion`). Hand-written questions and records."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import unnamed_occasions
from shared.usecases import never_said


def _rec(text: str) -> SimpleNamespace:
    return SimpleNamespace(metadata={"text": text, "ts": 1.6e9})


def _known(word: str) -> bool:
    return word in {"ivo", "nell"}


def test_an_occasion_the_history_never_says_is_refused_where_the_topic_came_up():
    records = [_rec("asthma bad on the stairs, blue inhaler twice today")]
    assert (unnamed_occasions.unnamed("ivo's asthma during the eclipse", ["eclipse"], records, _known)
            == "asthma during the eclipse")
    pulse = [_rec("resting pulse 58 after the holiday")]
    assert (unnamed_occasions.unnamed("nell's resting pulse on the day of the blackout", ["blackout"], pulse, _known)
            == "resting pulse on the day of the blackout")
    assert (unnamed_occasions.unnamed("nell's resting pulse on red nose day", ["nose"], pulse, _known)
            == "resting pulse on red nose day")


def test_an_occasion_said_or_a_topic_never_said_is_left_to_the_other_checks():
    records = [_rec("asthma bad on the stairs, blue inhaler twice today")]
    # Every word of the occasion said somewhere in the history (no word of it unsaid).
    assert unnamed_occasions.unnamed("ivo's asthma during the eclipse", [], records, _known) == ""
    # A record of the pool naming the occasion: occasion_topics reads whether the topic was near it.
    named = records + [_rec("watched the eclipse through a colander")]
    assert unnamed_occasions.unnamed("ivo's asthma during the eclipse", ["eclipse"], named, _known) == ""
    # The topic said by no record of the pool, or no topic but the client.
    assert unnamed_occasions.unnamed("ivo's hay fever during the eclipse", ["eclipse"], records, _known) == ""
    assert unnamed_occasions.unnamed("ivo during the eclipse", ["eclipse"], records, _known) == ""


def test_times_places_of_the_body_and_other_questions_are_left_alone():
    records = [_rec("asthma bad on the stairs, blue inhaler twice today")]
    assert unnamed_occasions.unnamed("ivo's asthma in the mornings", ["mornings"], records, _known) == ""
    assert unnamed_occasions.unnamed("ivo's asthma over the weekend", ["weekend"], records, _known) == ""
    assert unnamed_occasions.unnamed("ivo's asthma in the chest", ["chest"], records, _known) == ""
    assert unnamed_occasions.unnamed("what did ivo do during the eclipse", ["eclipse"], records, _known) == ""
    assert unnamed_occasions.unnamed("did ivo's asthma flare during the eclipse", ["eclipse"], records, _known) == ""
    # A day of the calendar is a period's.
    assert unnamed_occasions.unnamed("ivo's asthma on christmas day", ["christmas"], records, _known) == ""


def test_the_check_is_in_the_registry_after_the_named_occasions():
    names = [c.name for c in never_said.CHECKS]
    assert names.index("topic_at_occasion") < names.index("unnamed_occasion")
