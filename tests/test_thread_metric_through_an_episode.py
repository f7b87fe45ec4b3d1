"""A follow-up asking the thread's metric through an episode with nothing of its own ("and before the stent" after
"<name>'s rhr"): the span around the episode's record (search.event_period with the conversation's `turns`), and
the thread's thing carried into it as the earlier question was searched ("rhr" spelt "resting heart rate",
thread_thing.carried's `spelt`). Before, the clause's word was the topic and its records were quoted, or the
weeks were found and refused for "rhr", which no weekly summary says. Hand-written sentences."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

from shared.domain.prompt import Turn
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter
from shared.usecases import intent, thread_thing

AT = datetime(2030, 5, 14, 9, 0, tzinfo=timezone.utc)
NAMES = ("Ines Varga", ["Ines Varga", "Tom Reyes"])


def _search(monkeypatch):
    from shared.usecases import search
    monkeypatch.setattr(search, "search_candidates",
                        lambda *a: [Candidate("stent", 0.9, 0.9, {"ts": AT.timestamp(), "text": "stent fitted"}, {})])
    return search, SimpleNamespace(settings=SimpleNamespace(relevance_threshold=0.7))


def test_an_opener_and_an_episode_after_a_metric_is_the_metric_beside_the_episode(monkeypatch):
    search, backends = _search(monkeypatch)
    turns = [Turn("user", "ines rhr"), Turn("assistant", "On May 30 Ines wrote: rhr 58")]
    rest, when = search.event_period(backends, "coach", "and before the stent", QueryFilter(client_id="ines"), *NAMES,
                                     None, turns)
    # The weeks before the episode (its day padded on both sides).
    assert rest == "and" and when is not None and when.since < AT < when.until and AT - when.since > when.until - AT


def test_without_the_thread_or_with_a_thing_not_a_metric_the_question_stays_as_asked(monkeypatch):
    search, backends = _search(monkeypatch)
    question = "and before the stent"
    assert search.event_period(backends, "coach", question, QueryFilter(client_id="ines"), *NAMES) == (question, None)
    knee = [Turn("user", "ines knee"), Turn("assistant", "On May 30 Ines wrote: knee sore")]
    assert search.event_period(backends, "coach", question, QueryFilter(client_id="ines"), *NAMES,
                               None, knee) == (question, None)
    # A follow-up with a word of its own asks that word around the episode, not the thread's metric.
    rhr = [Turn("user", "ines rhr"), Turn("assistant", "On May 30 Ines wrote: rhr 58")]
    asked = "and her knee before the stent"
    assert search.event_period(backends, "coach", asked, QueryFilter(client_id="ines"), *NAMES, None, rhr) == (asked, None)


def test_the_carried_thing_is_spelt_as_the_earlier_question_was_searched():
    turns = [Turn("user", "ines rhr"), Turn("assistant", "On May 30 Ines wrote: rhr 58")]
    carried = thread_thing.carried("and", "", object(), turns, ["Ines Varga"],  # a period was read out of it
                                   lambda thing: intent.asked_topic(thing)[1])
    assert carried is not None and carried.thing == "resting heart rate"
    assert "resting" in carried.topic.split()
    plain = thread_thing.carried("and", "", object(), turns, ["Ines Varga"])
    assert plain is not None and plain.thing == "rhr"  # no spelling given: as typed


def _reading(question, topic, when, own_question="", own_topic=""):
    from shared.usecases.chat.reading import Reading
    return Reading([], {"ines": "Ines Varga"}, "ines", (), [], question, None, question, topic, when, "",
                    own_question, own_topic)


def test_a_carried_thing_refused_in_its_period_is_asked_again_as_the_periods_news():
    from shared.usecases.chat.read_again import _period_news
    from shared.usecases.chat.service import _asked
    when = object()
    carried = _reading("and weight", "weight", when, own_question="and")
    again = _period_news(SimpleNamespace(reading=carried))
    assert again is not None and again.question == "and" and again.topic == "" and again.when is when
    # Its news of the period is a status reading, not a profile field ("weight" is one).
    assert _asked(again).status
    # The profile holds the thing now, not in the period asked: not read for a thing carried into a period.
    from shared.usecases.chat.service import _profile_asked
    step = SimpleNamespace(reading=carried, backends=None, prepared=SimpleNamespace(trainer_id="coach"), budget=None)
    assert _profile_asked(step, None).record is None
    # No period, or a word of its own ("and her knee in march"): not this reading.
    assert _period_news(SimpleNamespace(reading=_reading("and weight", "weight", None, own_question="and"))) is None
    own = _reading("and knee weight", "knee weight", when, own_question="and knee", own_topic="knee")
    assert _period_news(SimpleNamespace(reading=own)) is None
