"""An event asked how it went that the records only ever plan ("how did her lead climbing lesson
go" where the one record says "next: lead climbing lessons").

The plan names every word of the event, so relevance is high and the model answers with it; but a
plan is not an outcome. The question asks for an outcome (`asked_event`: "how did X go", "how did
<client> get on at X", "X — how did it go", "did <client> run / do / manage / finish X", "<client>'s
X result", "<client>'s X time"); when the records that name the event (`naming`: every word of it but at most one) all name
it in a sentence that plans it ("next", "want to", "going to", "will", "hoping to", "plan", a goal:
`PLANNING`), or restates a plan's month (`_restates_a_plan`), the event never came up as done. A record that reports it ("the showcase went great", "ran the half in 1:52") names the event without
a plan's words, so the rule is silent. Read after the model's features (search.decide's never-said
chain): no fitted feature reads it.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import Any, Callable, Sequence

from shared.domain import event_dates
from shared.domain.query_dates import MONTHS
from shared.domain.record_time import written_at
from shared.ports.keywords import tokens

# The question asks how an event went, or whether the client did it. Group "ev" is the event.
_ASKED = (
    re.compile(r"^\W*how\s+did\s+(?P<ev>.+?)\s+go\W*$"),
    re.compile(r"^\W*(?P<ev>.+?)\s*(?:[\u2014\u2013,:;?-]+\s*)?how\s+(?:did|was)\s+(?:it|that)\s+go\W*$"),
    # The client's name is optional in the next three: the search reads the question with the name of the
    # client in focus taken out ("how did get on in hossegor", "result at the county trials").
    re.compile(r"^\W*how\s+did\s+(?:[^\W\d_][\w'\u2019-]*\s+)?(?:get\s+on|do|go)\s+(?:at|in|on|with)\s+(?P<ev>.+?)\W*$"),
    re.compile(r"^\W*did\s+(?:[^\W\d_][\w'\u2019-]*\s+)?(?:(?:actually|ever|end\s+up)\s+)?"
               r"(?:run|do|manage|finish|complete|try|attend)\s+(?P<ev>.+?)\W*$"),
    # "<client>'s time up <event>", "<client>'s result at <event>": a result the event would have given.
    re.compile(r"^\W*(?:what\s+(?:was|is)\s+)?(?:[^\W\d_][\w'\u2019-]*\s+)?(?:[\w'\u2019-]+\s+)?"
               r"(?:time|result|score|placing|position|finish)\s+(?:at|up|in|on)\s+(?P<ev>.+?)\W*$"),
    # "<client>'s <event> result", "<event> placing", "<event> time": the result named after its event.
    # Not "score" ("dexa score", "pain score": a reading, not an event's outcome) nor "position" (a
    # player's, "her netball position"); the event's words are what stands before the result's word. A
    # time is a value asked too (word_evidence.unheld_value), which takes any time of a relevant record
    # ("Great North Run 2:14:37" for "gemma's manchester marathon time"); read here, the event named in
    # two or three words (`_EVENT_WORDS`: "5k time" is no event of its own) and only planned is refused.
    re.compile(r"^\W*(?:what\s+(?:was|were|is|are)\s+)?(?P<ev>.+?)\s+(?:results?|placing|time)\W*$"),
)
# The result named after its event (the last of `_ASKED`) is read only of an event named in two or three
# words and no word of a question's frame: one word names a kind of event that recurs ("exam results",
# "ultra results": a plan for one says nothing of the others), and a chat's follow-up reaches the search
# as its own words before the previous question's topic ("which subjects exam results"), whose records
# may be another pool's.
_NAMED_AFTER = _ASKED[-1]
_EVENT_WORDS = (2, 3)
FRAME_WORDS = frozenset("""what whats which when where who whom whose why how did does do was were is are has have had where'd how'd what'd
    can could will would should shall may might must any anything""".split())
# A result asked of a record ("her split in my first note", "his stress score in the june check in")
# names a record, not an event.
_A_RECORD = frozenset("note notes check checkin check-in message messages session call chat".split())
# Words of the question's frame and qualifiers, not the event's name.
_NOT_THE_EVENT = frozenset("""the a an his her their my our your its this that these those whole full first last
it him she he they them me us in at on of for to with and or up out ok okay go went get got do did done""".split())
_POSSESSIVE = re.compile(r"['\u2019]s$|s['\u2019]$")
# A sentence that plans, hopes for or proposes the event rather than reports it.
PLANNING = re.compile(
    r"\b(?:next|want(?:s|ed)?\s+to|wanna|going\s+to|gonna|will|\w+['\u2019]ll|shall|plan(?:s|ned|ning)?|"
    r"hop(?:e|es|ing)\s+to|thinking\s+(?:of|about)|would\s+like|keen\s+to|aim(?:s|ing)?\s+(?:to|for)|"
    r"target|goals?|aims?|wants?|booked|signed\s+up|entered|tomorrow|upcoming|soon|anyone\s+(?:want|fancy|up\s+for))\b",
    re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?\n]+")
_WORD = re.compile(r"[^\W_][\w'\u2019-]*")
_STEM = 5  # "lessons" names "lesson", "climbing" "climb…": the first letters of a long word


def asked_event(question: str, known: Callable[[str], bool] = lambda w: False) -> list[str]:
    """The event's words when the question asks how it went or whether the client did it; [] otherwise.
    A client's name (`known`), a possessive's "'s", frame words and bare numbers are left out."""
    text = question.lower().strip()
    for pattern in _ASKED:
        match = pattern.match(text)
        if match:
            said = _WORD.findall(match.group("ev"))
            if _A_RECORD & set(said):
                return []
            if pattern is _NAMED_AFTER and FRAME_WORDS & set(said):
                return []
            words = []
            for i, raw in enumerate(said):
                word = _POSSESSIVE.sub("", raw)
                if i == 0 and word != raw:  # "maggie's aerial hoop class": the owner, not the event
                    continue
                if word in _NOT_THE_EVENT or word in MONTHS or not tokens(word) or word.isdigit():
                    continue
                if known(word) or (word.endswith("s") and known(word[:-1])):  # "pats", typed without "'"
                    continue
                words.append(word)
            if pattern is _NAMED_AFTER and not _EVENT_WORDS[0] <= len(words) <= _EVENT_WORDS[1]:
                return []
            return words
    return []


def says(word: str, text_words: Sequence[str]) -> bool:
    """`word` is one of `text_words`, or a long word's first letters open one ("lessons" says "lesson")."""
    stem = word[:_STEM] if len(word) > _STEM else word
    return any(w == word or (len(word) > _STEM and w.startswith(stem)) for w in text_words)


def naming(event: Sequence[str], text: str) -> list[str]:
    """The sentences of `text` that name the event: every word of it, or all but one of three or more."""
    out = []
    for sentence in _SENTENCE.findall(text):
        words = _WORD.findall(sentence.lower())
        said = sum(says(w, words) for w in event)
        if said == len(event) or (len(event) >= 3 and said >= len(event) - 1):
            out.append(sentence)
    return out


def only_planned(question: str, candidates: Sequence[Any], known: Callable[[str], bool] = lambda w: False) -> str:
    """The event's words (joined) when the question asks how it went (`asked_event`), some candidate
    names it (`naming`), and every sentence of every candidate naming it plans it (`PLANNING`); ""
    otherwise. Every candidate is read, relevant or not: one report anywhere leaves it to the model."""
    event = asked_event(question, known)
    if not event:
        return ""
    named = [(c, naming(event, str(c.metadata.get("text") or ""))) for c in candidates]
    named = [(c, s) for c, s in named if s]
    if not named:
        return ""
    planned_months = {(m, start) for c, sentences in named for sentence in sentences if plans(sentence, c)
                      for m in _months(sentence) if (start := _month_ahead(m, c)) is not None}
    if not all(plans(sentence, c) or _restates_a_plan(sentence, c, planned_months)
               for c, sentences in named for sentence in sentences):
        return ""
    if reported_elsewhere(event, named, candidates):
        return ""
    return " ".join(event)


_MONTH_WORD = re.compile(r"\b(" + "|".join(MONTHS) + r")\b", re.IGNORECASE)


def _months(sentence: str) -> set[int]:
    """The months `sentence` names in full ("in April")."""
    return {MONTHS[m.lower()] for m in _MONTH_WORD.findall(sentence)}


def _month_ahead(month: int, record: Any) -> float | None:
    """The first day (epoch seconds) of `month` next to come on the day `record` was written (its own
    month: that month's first day); None for a record without a time."""
    ts = written_at(record.metadata)
    if ts is None:
        return None
    written = datetime.fromtimestamp(ts, tz=timezone.utc)
    year = written.year + (1 if month < written.month else 0)
    return datetime(year, month, 1, tzinfo=timezone.utc).timestamp()


def _restates_a_plan(sentence: str, record: Any, planned: set[tuple[int, float]]) -> bool:
    """A sentence without a plan's words that gives the event the month a plan of it gives (`planned`:
    each month with its first day as the plan's record dates it, "signed up for the manchester marathon
    in april" written in January), written before that day and holding no figure ("Manchester Marathon
    in April." in a January note): the plan restated, not a report. A month alone is not read as a plan
    (int21: a note may name the month of what it reports); here a record that plans the event names the
    same month, and the sentence was written before the month came."""
    ts = written_at(record.metadata)
    if ts is None or _DIGIT.search(sentence):
        return False
    return any(month == m and ts < start for m in _months(sentence) for month, start in planned)


def reported_elsewhere(event: Sequence[str], named: Sequence[tuple[Any, list[str]]], candidates: Sequence[Any]) -> bool:
    """Whether a record that does not name the event in full may report it all the same: one written
    later that says a word of it with a figure (`_reported_after`), or one with a figure written on the
    days a plan names for it (`_reported_on_the_day`). `named`: each record naming the event with its
    sentences naming it (`naming`)."""
    return _reported_after(event, named, candidates) or _reported_on_the_day(named, candidates)


# A sentence that puts the event behind the writer reports it whatever else it says: "I wanted to tell you
# about my school event last week" holds a plan's "wanted to", but of the telling, not of the event. The one
# reader of it, for every rule that asks whether a sentence plans an event (called_off, event_measures too).
BEHIND = re.compile(r"\b(?:last\s+(?:week|weekend|night|month|year|time|sunday|monday|tuesday|wednesday|thursday|"
                     r"friday|saturday)|yesterday|earlier\s+today|the\s+other\s+day|\w+\s+ago)\b", re.IGNORECASE)


def plans(sentence: str, record: Any) -> bool:
    """The sentence plans the event, unless it puts the event behind the writer (`BEHIND`): a plan's
    words (`PLANNING`), or a day with its month still to come
    on the day the record was written (event_dates.day_ahead: "trials are 8th oct in thurso", written in
    August; "welsh schools is the 20th of june", written in May): a day after the record's own is a plan
    whatever the verb. The record's own day or an earlier one is a report's ("raced on 3 may"), a month
    alone is not read ("Harbour Regatta in July" in a May note may be written ahead of a report: int21
    took that reading out), and a record without a time says nothing."""
    if BEHIND.search(sentence):
        return False
    if PLANNING.search(sentence):
        return True
    ts = written_at(record.metadata)
    return ts is not None and event_dates.day_ahead(sentence, ts)


_DIGIT = re.compile(r"\d")


def _reported_on_the_day(named: Sequence[tuple[Any, list[str]]], candidates: Sequence[Any]) -> bool:
    """Is the event perhaps reported by a record written on the days a plan names for it (event_dates.
    event_window: "the Manchester 10k on 18 October" -> 18–20 October) that holds a figure ("53:41!!! under
    55" that evening)? The result rarely repeats the event's name (shared/domain/threads.py quotes such a
    record as the plan's outcome), so a plan dated this way is no proof the event never came up as done."""
    windows = [window for c, sentences in named if (at := written_at(c.metadata)) is not None
               for sentence in sentences if (window := event_dates.event_window(sentence, at)) is not None]
    planned = {id(c) for c, _ in named}
    for c in candidates:
        ts = written_at(c.metadata)
        if id(c) in planned or ts is None:
            continue
        if any(since <= ts < until for since, until in windows) and _DIGIT.search(str(c.metadata.get("text") or "")):
            return True
    return False


def _planned_days(named: Sequence[tuple[Any, list[str]]]) -> list[float]:
    """The first day (epoch seconds) of each window a sentence naming the event gives it, on the day its
    record was written (event_dates.event_window)."""
    return [window[0] for c, sentences in named if (at := written_at(c.metadata)) is not None
            for sentence in sentences if (window := event_dates.event_window(sentence, at)) is not None]


def _reported_after(event: Sequence[str], named: Sequence[tuple[Any, list[str]]], candidates: Sequence[Any]) -> bool:
    """Is the event perhaps reported by a record that names it in part: one written after every record
    naming it in full (each a plan), that says the event's last word, its head, and holds a figure
    ("Regionals: 3rd in 12.9" after "county regionals next month")? A report need not repeat the event's
    full name; a figure told later under part of it may be its result, so the plan alone does not refuse.
    A word before the head is no name of it: "adult team. Weight 78 kg" reports no "adult comp", "the
    online youth comp" no "northern youth champs". Not one
    written before the first day a plan names for the event (event_dates.event_window: "signed up for
    the memory walk in october", then a September note "walked 20 minutes"): the event had not been."""
    last = max((at for c, _ in named if (at := written_at(c.metadata)) is not None), default=0.0)
    last = max(last, min(_planned_days(named), default=0.0))
    planned = {id(c) for c, _ in named}
    for c in candidates:
        ts = written_at(c.metadata)
        if id(c) in planned or ts is None or ts <= last:
            continue
        text = str(c.metadata.get("text") or "")
        words = _WORD.findall(text.lower())
        if _DIGIT.search(text) and says(event[-1], words):
            return True
    return False
