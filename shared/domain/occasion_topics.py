"""A topic asked of an occasion the records never tie it to: "<client>'s heel during the jubilee".

The topic came up ("right heel's like a stone in my shoe", in January) and so did the occasion ("shop's
heaving with jubilee orders", in June), so every word of the question is in the history and the model
quoted the heel's records as if they were of the jubilee. The question asks the topic at the time of the
occasion: it is answered only where a record saying the topic was written near a record saying the
occasion (or is that record). Where every record telling the topic is weeks away from every record
telling the occasion, nothing of that time tells it.

Read only where the occasion is a thing the records name, not a time: a time the calendar knows ("in
june", "before easter") is a period's (shared/usecases/period.py), and so are the words event_measures
reads as a time ("in the summer", "in the new year", "in the half term": `WHEN`, `PERIOD_LAST`); an
occasion no record names is left to the other checks (nothing says when it was). Not a part of the body
("pain in the knee": where, not when), nor a kind of record ("in the last note"). A question opening on
a wh-word but "how", or asking yes or no, asks something else of the occasion (event_measures' `A_THING`,
`WHETHER`); a value asked at an event is event_measures' and event_values' own, read before this.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import Any, Callable, Sequence

from shared.domain import bound_slots, event_measures, kinds, school_breaks, sides, timeframe
from shared.domain.record_time import written_at
from shared.ports.keywords import tokens

# The words that put a topic in the time of an occasion: "during the jubilee", "in the snow", "around the
# move", "over the wedding". Not "at" (a place or an event, whose values event_measures reads) nor "on".
IN_THE_TIME_OF = re.compile(r"\b(?:during|in|around|over)\s+the\b")
# A record this close (seconds) to one naming the occasion may tell the topic at that time without naming
# the occasion ("heel's sore from all the standing", the day after the street party): a week either side.
NEAR_S = 7 * 86400.0
# Any date: the question's tail is asked of timeframe.extract only whether it names a time of the calendar.
_ANY_DAY = datetime(2000, 1, 1, tzinfo=timezone.utc)


def untied_topic(question: str, candidates: Sequence[Any], known: Callable[[str], bool] = lambda w: False) -> str:
    """The topic and occasion asked ("heel during the jubilee") when the pool's records say both, but none
    saying the topic was written within `NEAR_S` of one naming the occasion in full; "" otherwise."""
    lowered = question.lower()
    if event_measures.A_THING.match(lowered) or event_measures.WHETHER.match(lowered):
        return ""
    split = IN_THE_TIME_OF.search(lowered)
    if split is None:
        return ""
    head, tail = lowered[:split.start()], lowered[split.end():]
    breaks = school_breaks.windows(tail)
    if breaks:
        return _untied_to_break(head, split.group(0), tail, breaks, candidates, known)
    if (event_measures.WHEN.search(tail) or event_measures.DIGIT.search(tail) or event_measures.PERIOD_LAST.search(tail)
            or event_measures.RECORD.search(tail) or timeframe.extract(lowered, _ANY_DAY)[1] is not None
            or any(e.family in sides.BODY_FAMILIES for e in kinds.entries(tail))):
        return ""
    topic = bound_slots.thing(head, (), known)
    occasion = bound_slots.thing(tail, topic, known)
    if not topic or not occasion:
        return ""
    dated = [(ts, set(tokens(str(c.metadata.get("text") or "")))) for c in candidates
             if (ts := written_at(c.metadata)) is not None]
    told = [ts for ts, said in dated if said & topic]
    named = [ts for ts, said in dated if said >= occasion]
    if not told or not named:
        return ""
    if any(abs(t - n) <= NEAR_S for t in told for n in named):
        return ""
    return _named(head, topic, split.group(0), tail)


def _untied_to_break(head: str, said: str, tail: str, spans: Any, candidates: Sequence[Any],
                     known: Callable[[str], bool]) -> str:
    """A topic asked of a school half term or the new year (shared/domain/school_breaks.py), which no
    record names by date: refused where the pool's records say the topic, yet none was written in the
    break (any year) and no sentence of theirs saying the topic names the break, or one of its months from a
    few words before the topic on (an undated record, the profile, is read by that alone)."""
    topic = bound_slots.thing(head, (), known)
    if not topic:
        return ""
    told = [c for c in candidates if bound_slots.says(bound_slots.text_of(c), topic)]
    if not told:
        return ""
    for c in told:
        # An undated record (the client's profile) is read by its sentences alone.
        ts = written_at(c.metadata)
        if ts is not None and school_breaks.within(ts, spans):
            return ""
        if any(school_breaks.names_it(_from_the_topic(s, topic), spans)
               for s in bound_slots.thing_sentences(bound_slots.text_of(c), topic)):
            return ""
    return _named(head, topic, said, tail)


# How many words before the topic's may date it ("in october broke the finger"); a month further back is
# another thing's ("vitamin d low in february, costochondritis in april": a profile's list is one sentence).
_DATED_BEFORE = 3


def _from_the_topic(sentence: str, topic: frozenset[str]) -> str:
    """`sentence` (lowercased) from `_DATED_BEFORE` words before its first word of the topic to its end or the
    next semicolon: where a month dating the topic stands ("fracture 22 october", "cardioversion on 15
    february")."""
    words = re.findall(r"[^\W_][\w'\u2019-]*|;", sentence.lower())
    first = next((i for i, w in enumerate(words) if set(tokens(w)) & topic), 0)
    # A semicolon ends what is said of it: the profile's fields ("goal: …; injuries: …") are one sentence.
    end = next((i for i, w in enumerate(words) if w == ";" and i > first), len(words))
    return " ".join(w for w in words[max(0, first - _DATED_BEFORE):end] if w != ";")


def _named(head: str, topic: frozenset[str], said: str, tail: str) -> str:
    words = re.findall(r"[^\W_][\w'\u2019-]*", head)
    return " ".join([w for w in words if set(tokens(w)) & topic] + [said.split()[0], "the", tail.strip(" ?.!")])
