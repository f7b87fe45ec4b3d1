"""A measure asked of an event it was never taken at: "<client>'s bleep test in the county cup final".

The measure came up with its value ("bleep test 11.1") and the event came up ("county cup final is 23
april"), so relevance is high, every word of the question is in the history and the model answers with
the value of another day. The slot asked is the measure's value at the event: it is answered only by a
record that says the event (or a turn of its conversation) and holds such a value — the measure's words
with a number after them, or a number of the shape the measure's own values are written in, in a
sentence that says the event.

The measure is read from the question's words before its preposition ("at", "in", "during"), the
event from those after it; the type of the slot from the records: a measure only counts as one where a
relevant record says its words with a number right after ("peak flow 480", "score 2") or with a unit of
measurement a word or two on ("fev1 about 45%"). The type is the numbers' decimal places and units: a
number of the event's sentence is the measure's only where its unit fits ("3 pull ups" in the snow is
no handstand's, written "12 secs"). A sentence that plans the event (planned_only.plans: "want to get up
pen y fan in the spring", a profile's goals) reports no value of it. A measure the quantity table knows
(asked_values: a time, a heart rate, a weight) takes its values' shapes from the table instead
(`_quantity_at_event`: "heart rate at the diwali party"), and a reading dated within a day of a report of
the event answers it; whether the history gives the quantity at all is word_evidence.unheld_value's. A
summary (a session note, the profile) is of its own day: only its sentences naming the event
are read for the event's value (`own_day`). A question whose "event"
is a time ("in june", "on monday", "in the summer", "the second week of june") is a period's
(period.py), not read here, and so is a holiday alone ("at christmas", `PERIOD_LAST`); a time word or a
holiday before an event's own word ("the aberdeen winter series", "the diwali party") is not.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import Any, Callable, Sequence

from shared.domain import asked_values, bound_slots, planned_only, timeframe, word_evidence, yes_no
from shared.domain.outcomes import EVENTS
from shared.domain.query_dates import MONTH_NAMES
from shared.domain.record_time import written_at
from shared.domain.sources import registry
from shared.ports.keywords import tokens

# The preposition that puts a measure at an event: "bleep test *in* the county cup final". Not "on": it
# more often names a topic than an event ("the latest on her calf", "any news on the scan").
AT = re.compile(r"\b(?:at|in|during)\b")
# But "on the day of" (night, morning …) does: the phrase names what follows as a thing that happened on a day
# ("ferritin on the day of the kick"), an event whatever its noun (blind30-305). Read where `AT` finds nothing.
# So does the day without "on", and the day a clause tells ("her weight the day of the show", "his bp the
# night she fell": h-refuse45): what follows is what happened that day. Not "the day before / after": a value
# on the other side of an event is values_around's.
ON_THE_DAY = re.compile(r"\b(?:on\s+)?the\s+(?:day|night|morning|evening|afternoon)\b(?!\s+(?:before|after)\b)"
                        r"(?:\s+of\b)?")
# And "on" before an event's day ("uric acid on grand slam day", "hr on race day": h-refuse45), the day named by
# one to three words before "day" at the question's end; not a day of the calendar ("on christmas day", "on
# father's day": a period's, read by timeframe.extract, `_split`).
EVENT_DAY = re.compile(r"\bon\b(?=(?:\s+[^\W\d_][\w'\u2019-]*){1,3}\s+day\W*$)")
# Any date: `_split` asks timeframe.extract only whether the phrase names a day of the calendar at all.
_ANY_DAY = datetime(2000, 1, 1, tzinfo=timezone.utc)
# Words that make the part after the preposition a time, not an event (closed English: the calendar).
# A time is the phrase's head (its last word: "the second week of june", "the start of the season") or
# a number; a time word before another word qualifies an event ("the aberdeen winter series", "the
# morning session"). A holiday or a term is a period too, and left to it.
WHEN = re.compile(rf"\b(?:{MONTH_NAMES}|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|yesterday"
                   r"|tonight|morning|afternoon|evening|night|week|weekend|month|year|season|summer|winter|spring"
                   r"|autumn|time|times|holiday|holidays|hols|term)\W*$")
# A number after the preposition makes it a time or an amount ("at 5pm", "in 2 weeks", "at the 10k"); a
# digit inside a word after letters names an event's level ("the u21 camp", "the o65 final") and does not.
DIGIT = re.compile(r"(?<!\w)\d")
# A question opening on a wh-word but "how" asks a thing, a person, a place or a time, not a measure's value
# ("what kind of game …", "who beat her in the final"); "how many / far / much" and a bare measure do.
A_THING = re.compile(r"\s*(?:what|which|who|whom|whose|where|when|why)\b")
# A yes/no question asks whether, not a value: "did his side hold up in dubai" (read with "side plank 45 s"
# as a measure "side hold", it was refused: blind12-016, dev, answerable).
WHETHER = yes_no.OPENING  # the one reading of a yes-or-no opening (shared/domain/yes_no.py)
# A measure's number comes right after its word ("bleep test 11.1", "score 2", "throw 18.2 m"): with a
# word between, the number is that word's ("knee flexion 115": a flexion, no measure of the knee).
_GAP = 0
# A number written alone: not inside a word ("5k", "M45", "20th", "4.20m": joined to its unit it may be
# any measure's, "weight over bar 4.20m" of a hammer asked, so it is read as main read it, no number),
# nor joined to a word by a hyphen ("under-17").
_NUMBER = re.compile(r"(?<![\w.,/:])(?<![^\W\d_]-)\d+(?:[.,](\d+))?(?P<unit>%)?(?![\w/:]|[.,]\d)")
# A value written in one word with its unit: a clock time ("bronco 5:20", "4:58") or a number joined to
# a unit of measurement ("vertical 46cm", "bench 92.5kg"). Read only where `_NUMBER` reads none, and only
# right after the measure's words (measure_values): it gives the measure a type, and a record of the
# event holding one there gives the event's value.
# A race time keeps its tenths ("800 in 2:16.4", "800 2:19.8"): read as none, a distance asked at an event had no
# values and nothing was known of the slot (blind31-606).
_CLOCK = re.compile(r"(?<![\w.,/:])\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,2})?(?![\w/:]|[.,]\d)")
_JOINED = re.compile(r"(?<![\w.,/:])\d+(?:[.,](\d+))?(?P<unit>[^\W\d_]+)(?![\w/:])")
# The word written after a number: its unit ("67 kg", "45%", "3 pull ups"), or a word of no unit.
_AFTER = re.compile(r"\s*(%|[^\W_][\w'\u2019-]*)")
# Units of measurement (closed English): a number with one of them, a few words after the measure's word,
# is the measure's too ("fev1 about 45%", "grip dropped to 38 kg"); a bare one there is another word's
# ("knee flexion 115").
_UNITS = frozenset(s for w in """% s kg kgs kilo kilos lb lbs m metre metres meter meters cm mm km kms mile miles
    sec secs second seconds min mins minute minutes hr hrs hour hours bpm mmol ml l litre litres mg mcg""".split()
    for s in ([w] if w in ("%", "s") else tokens(w)))
_UNIT_GAP = 2
# A number after a placing ("3rd of 12", "4th out of 8") counts the field, not a measure (blind22's
# "back squat at the throwdown" of "throwdown team comp, 3rd of 12": the 12 was read as the squat's).
_PLACING = re.compile(r"\b\d+(?:st|nd|rd|th)\s+(?:of|out\s+of)\s+$", re.IGNORECASE)
# A match's score ("31-27") and a number after a scoring verb ("scored 7", "netted 2") count the match's
# goals or points, never a measure taken at it (blind27-699 "jump at the league final": the final's
# "31-27, scored 7" was read as the jump, written "53 cm"); only a measure of scoring itself reads them.
_MATCH_NUMBER = re.compile(r"(?<![\d/.:])\d{1,3}\s*[-\u2013]\s*\d{1,3}(?![-/.:]?\d)|\b(?:scored|scores|score|netted)\s+\d+\b",
                           re.IGNORECASE)
_SCORING_STEMS = frozenset(s for w in "score scores goal goals point points try tries run runs".split() for s in tokens(w))
# A number next to a month is a date's day ("Regatta 200 m final won in 54.8 (25 May)", "trials 16 May",
# "May 25th"): no value of any measure. "May" is no keyword (a modal verb), so `_unit` reads no unit after
# the day, and a measure written as a bare count ("Pull-ups 14") took the day for the event's figure
# (blind29-058 "kieran's pull ups at the regatta", blind29-581/-754 "tia's 20m / height at the trials").
_DATE_DAY_AFTER = re.compile(rf"\s*(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH_NAMES})\b", re.IGNORECASE)
_DATE_DAY_BEFORE = re.compile(rf"\b(?:{MONTH_NAMES})\.?\s+$", re.IGNORECASE)


# A number right after a larger unit that follows a number is the smaller unit of one value written in two
# ("20 st 11" is stone and pounds, "5 ft 10" feet and inches, "1 hr 20" hours and minutes): the value's own,
# no other measure's (blind30-056 "gordon's hba1c at the games": "12 hour shifts 😴 20 st 11" read the pounds
# as an hba1c).
_COMPOUND_BEFORE = re.compile(r"\d\s*(?:st|stone|stones|ft|feet|foot|hr|hrs|hour|hours|h)\s+$", re.IGNORECASE)


def compound_part(sentence: str, start: int) -> bool:
    """The number starting at `start` of `sentence` is the smaller unit of a value written in two units
    (`_COMPOUND_BEFORE`: the "11" of "20 st 11")."""
    return bool(_COMPOUND_BEFORE.search(sentence, 0, start))


def date_day(sentence: str, start: int, end: int) -> bool:
    """The number at `start`..`end` of `sentence` is a date's day: a month name right after it ("25 May",
    "9th of june") or right before it ("May 25")."""
    return bool(_DATE_DAY_AFTER.match(sentence, end) or _DATE_DAY_BEFORE.search(sentence, 0, start))


def other_things_number(sentence: str, start: int, end: int) -> bool:
    """The number at `start`..`end` of `sentence` is part of a match's score or a count after a scoring
    verb (`_MATCH_NUMBER`)."""
    return any(m.start() <= start and end <= m.end() for m in _MATCH_NUMBER.finditer(sentence))


def _unit(sentence: str, number: re.Match) -> str:
    """The unit of a `number` (a `_NUMBER` match) of `sentence`: "%" for a percentage ("45%", "45 %"),
    else the stem of the word after it when that is a content word ("67 kg" -> "kg", "3 pull ups" ->
    "pull"), "" for none ("95 in the shed", "81.")."""
    joined = number.group("unit")
    after = _AFTER.match(sentence, number.end())
    word = joined or (after.group(1) if after else "")
    return "%" if word == "%" else next(iter(tokens(word.lower())), "s" if word.lower() == "s" else "")


# A distance asked joined to its unit ("tia's 20m", "his 400m") is the records' "20 m sprint 3.31 s" too: the
# keyword index reads "20m" as one word and "20 m" as two, so the measure's words were never found and no
# value of it was known (blind29-581 "tia's 20m at the trials", dev, unanswerable).
_SPACED_DISTANCE = re.compile(r"(?<![\w.,/:])(\d+)\s+(m|km|k)\b")
_JOINED_DISTANCE = re.compile(r"^\d+(?:m|km|k)$")


def _as_asked(text: str, measure: frozenset[str]) -> str:
    """`text` with a distance written apart from its unit joined ("20 m" -> "20m") where the measure is such
    a distance written joined (`_JOINED_DISTANCE`); `text` as it is otherwise."""
    if not any(_JOINED_DISTANCE.match(s) for s in measure):
        return text
    return _SPACED_DISTANCE.sub(r"\1\2", text)


def measure_values(text: str, measure: frozenset[str]) -> set[tuple[int, str, bool]]:
    """The shapes of the numbers said of the measure in `text` (decimal places, `_unit`; a fraction
    "2/10" or a number in a word "5k", "under-17" is none; a clock time "4:58" is (0, ":") and a number
    joined to a unit of measurement "46cm" is (0, "cm"): `_written`), each with whether
    it stands right after a word of the measure ("bleep test 11.1": True) or, with a unit of
    measurement, a few words on ("fev1 about 45%", "hammer session, 16 lb implement": False, perhaps of something else of
    the thing)."""
    out: set[tuple[int, str, bool]] = set()
    for sentence in bound_slots.sentences(_as_asked(text, measure)):
        words = list(re.finditer(r"[^\W_][\w'\u2019.,/:-]*[^\W_]|[^\W_]", sentence))
        for k, word in enumerate(words):
            if any(s in measure for s in tokens(word.group(0))):
                # A number as `_NUMBER` reads one: a rating ("calf 2/10") or a time ("4:58") is none.
                for gap, w in enumerate(words[k + 1:k + 2 + _UNIT_GAP]):
                    written = _written(sentence, w.start(), w.end())
                    if written is not None:
                        out.add((written[0], written[1], gap <= _GAP))
                    m = _NUMBER.fullmatch(sentence, w.start(), w.end())
                    if m and (gap <= _GAP or _unit(sentence, m) in _UNITS):
                        out.add((len(m.group(1) or ""), _unit(sentence, m), gap <= _GAP))
                    if any(s in measure for s in tokens(w.group(0))):
                        break  # the measure said again: the next number is read from there
    return out


def _written(sentence: str, start: int, end: int) -> tuple[int, str] | None:
    """The shape (decimal places, unit) of a value written in one word between `start` and `end`: a clock
    time (0, ":") or a number joined to a unit of measurement (`_UNITS`: "46cm" -> (0, "cm")); None for
    any other word ("5k", "M45", "u21": a name's or a level's, no measure's)."""
    if _CLOCK.fullmatch(sentence, start, end):
        return 0, ":"
    joined = _JOINED.fullmatch(sentence, start, end)
    unit = next(iter(tokens(joined.group("unit").lower())), "") if joined else ""
    if joined and unit in _UNITS and unit != "s":
        return len(joined.group(1) or ""), unit
    return None


def _of_the_measure(sentence: str, shapes: set[tuple[int, str, bool]], measure: frozenset[str]) -> bool:
    """A number of `sentence` may be the measure's: one of the decimal places the measure's values are
    written with, and either no unit, one of the measure's own units, the measure's word right after
    ("63 kg snatch", "11 saves"), or a unit of measurement where the measure's values are written with
    none ("84 kg" of a lift written "clean and jerk 78": unsure, so it counts). "3 pull ups" is no
    handstand's value (written "12 secs"), "16 lb" no hammer's written in metres."""
    units = {u for _, u, _ in shapes}
    places = {d for d, _, _ in shapes}
    # A number with no unit is read as main read it: of the places of the values right after the
    # measure's word ("Dougie Grant, 58" is no hammer's, though "hammer session, 16 lb" has none).
    adjacent = {d for d, _, right_after in shapes if right_after}
    # A value written in one word (`_written`: "13.9m", "4:58") is read only right after the measure's word
    # (measure_values): alone in the event's sentence it may be any throw's ("16lb stone 13.9m" at the
    # winter series is no hammer's, though the hammer is written "38.2m": blind19-045).
    for m in _NUMBER.finditer(sentence):
        unit = _unit(sentence, m)
        if len(m.group(1) or "") not in (places if unit else adjacent):
            continue
        if _PLACING.search(sentence, 0, m.start()):
            continue  # "3rd of 12": the field a place was won in, no measure's value
        if date_day(sentence, m.start(), m.end()):
            continue  # "won in 54.8 (25 May)": the day of the event, no measure's value
        if compound_part(sentence, m.start()):
            continue  # "20 st 11": the pounds of a weight, no measure's value
        if other_things_number(sentence, m.start(), m.end()) and not measure & _SCORING_STEMS:
            continue  # "won the final 31-27, scored 7": the match's score and the goals, no jump's value
        after = {s for w in re.findall(r"[^\W_][\w'\u2019-]*", sentence[m.end():])[:_UNIT_GAP] for s in tokens(w)}
        if not unit or unit in units or after & measure or (unit in _UNITS and not units & _UNITS):
            return True
    return False


def unmeasured_at_event(question: str, candidates: Sequence[Any], threshold: float,
                        known: Callable[[str], bool] = lambda w: False) -> str:
    """The measure's words ("bleep test") when the question asks its value at an event, a relevant
    record (a candidate over `threshold`, or a turn beside one) gives the measure a value ("bleep test
    11.1"), a relevant record says the event, and no candidate that says the
    event, nor a turn of its conversation (word_evidence.conversation), holds the measure's words with a
    number, nor a number that may be the measure's (`_of_the_measure`) in a sentence that reports the
    event; "" otherwise. A candidate whose every sentence naming the event plans it (planned_only.plans)
    gives no value through its own other sentences, only through the turns beside it; where one of its
    sentences names the event in full, its sentences naming only a word of it are not of the event.

    Where no relevant record gives the measure a number, nothing is known of the slot and nothing is
    refused: a number only a record under the threshold gives (one the question's words hardly match)
    says too little of what is asked. So does a word of the event only such a record says, unless the
    question names the event by an event's noun (`EVENT_NOUNS`: "the comp") and the record names it in
    full ("the oban indoor comp"). `known` is the roster's names, no word of the measure or the event."""
    quantities = asked_values.asked_value(question)
    if quantities:
        # A quantity of the table: its values' shapes are the table's (`_quantity_at_event`); unheld_value
        # reads whether the history gives it at all.
        return _quantity_at_event(question, quantities, candidates, threshold, known)
    lowered = question.lower()
    if A_THING.match(lowered) or WHETHER.match(lowered):
        return ""  # "what kind of game did he have a career-high in": a thing asked, no measure's value
    split = _split(lowered)
    if (not split or WHEN.search(lowered[split.end():]) or DIGIT.search(lowered[split.end():])
            or PERIOD_LAST.search(lowered[split.end():]) or RECORD.search(lowered[split.end():])):
        return ""
    measure = bound_slots.thing(lowered[:split.start()], (), known) or distance_asked(lowered[:split.start()], known)
    event = bound_slots.thing(lowered[split.end():], measure, known)
    if not measure or not event:
        return ""
    ranked = sorted(candidates, key=lambda c: -c.relevance)
    relevant = [str(o.metadata.get("text") or "") for c in ranked if c.relevance >= threshold
                for o in word_evidence.exchange(c, candidates)]
    # The slot's type and the event both come from relevant records (or the turns beside them): a number
    # the measure is given, or a word of the event ("we start again" for "at the start"), only in a record
    # under the threshold says too little of what the question asks to refuse on it (h-never24: "sprint felt
    # sharp" relevant, "60m sprint 7.9" weak). But where no relevant record says the measure's word at all,
    # the question's event ranked the event's records first ("inr at the social": the group's "socials and
    # news", 0.89) and the measure's own readings under the threshold ("INR 1.6 ratio", 0.46): the pool's
    # records giving the measure a number type the slot then (blind32-057; h-refuse38).
    shapes = set().union(*(measure_values(t, measure) for t in relevant))
    if not shapes and not any(bound_slots.says(t, measure) for t in relevant):
        shapes = set().union(*(measure_values(str(c.metadata.get("text") or ""), measure) for c in ranked))
    # The event is a relevant record's word, or, where the question names it by an event's noun ("the comp",
    # "the games": `EVENT_NOUNS`), a record of the pool names it in full: "eilidh's hop test at the comp", the
    # hop tests ranked first and "2nd in the fling at the oban indoor comp", under the threshold (the
    # question's words hardly match it), the comp's one report. A word of no event's noun only a weak record
    # says stays unknown ("at the start": "we start back monday").
    if not shapes or not (any(bound_slots.says(t, event) for t in relevant)
                          or ((_names_an_event(lowered[split.end():]) or ON_THE_DAY.fullmatch(split.group(0)))
                              and any(set(tokens(str(c.metadata.get("text") or ""))) >= event for c in candidates))):
        return ""
    # A record that names the event in full dates it: one written before every such record that says only
    # a word of it is of something else ("get in the england u21 pool", months before "england u21 training
    # camp invite": no u21 camp had been named, its "yoyo 19.1" was the intake's). A report under part of
    # the name comes after the event is named ("Regionals: 3rd in 12.9" after "county regionals next month").
    named_from = min((at for c in candidates
                      if (at := written_at(c.metadata)) is not None and set(tokens(str(c.metadata.get("text") or ""))) >= event),
                     default=None)
    for c in candidates:
        text = str(c.metadata.get("text") or "")
        if not bound_slots.says(text, event):
            continue
        at = written_at(c.metadata)
        if named_from is not None and at is not None and at < named_from and not set(tokens(text)) >= event:
            continue
        # A sentence that plans the event ("want a 100 snatch again at the british masters", "pen y fan
        # in the spring", a profile's goals) reports no value of it: a record that names the event only
        # so gives none in its other sentences either (the intro's "fev1 about 45%" is of that day). The
        # turns beside it still may ("how did it go?" "44"). Where a sentence of the record names the
        # event in full, one naming a word of it is of something else ("masters lifter M45" beside "the
        # british masters").
        naming = bound_slots.thing_sentences(text, event)
        naming = [s for s in naming if set(tokens(s)) >= event] or naming
        reported = [s for s in naming if not planned_only.plans(s, c)]
        turns = word_evidence.conversation(c, candidates)
        if any(measure_values(str(o.metadata.get("text") or ""), measure)
               for o in (turns if reported and own_day(c) else turns[1:])):
            return ""
        if any(measure_values(s, measure) or _of_the_measure(s, shapes, measure) for s in reported):
            return ""
    return " ".join(w for w in re.findall(r"[^\W_][\w'\u2019-]*", lowered[:split.start()])
                    if set(tokens(w)) & measure)


# A kind of record after the preposition ("adherence in the heat check in", "time in my first note") is where
# to look, not an event: the record is the summary it names, read whole.
RECORD = re.compile(r"\b(?:note|notes|check[\s-]?ins?|message|messages|texts?|emails?|calls?|report|profile)\b")
# A holiday or a feast alone after the preposition is a period ("weight at christmas"): the period's rules
# read it. Before an event's own word it names the event ("the diwali party").
PERIOD_LAST = re.compile(r"\b(?:christmas|xmas|easter|lent|ramadan|eid|diwali|hanukkah|new\s+year|half[\s-]?term"
                          r"|bank\s+holiday|birthday|anniversary)\W*$")
# Things that happen, named by their noun: the outcomes table's events (a weigh-in's "weigh" and "weight"
# excepted: "where's his weight" asks a value) and gatherings. A pool record naming such an event in full
# reports it (`unmeasured_at_event`); asked_places asks their place.
EVENT_NOUNS = (EVENTS - {"weigh", "weight"}) | frozenset("""championship championships champs champ tournaments
    camp camps gala galas meet meets show shows festival party wedding league cup marathon parkrun triathlon
    sportive event events regatta regionals nationals worlds europeans qualifier qualifiers""".split())
# A reading taken this close to a report of the event (seconds) is of the event's day: health data
# dated the day of the party answers "her heart rate at the party" without naming it.
_SAME_DAY_S = 86400.0


def _split(lowered: str) -> re.Match[str] | None:
    """Where the question's event begins: its "at", "in", "during", "the day of", or the "on" of an event's day
    that is no day of the calendar (`EVENT_DAY`)."""
    split = AT.search(lowered) or ON_THE_DAY.search(lowered)
    if split is None:
        split = EVENT_DAY.search(lowered)
        if split is not None and timeframe.extract(lowered[split.start():], _ANY_DAY)[1] is not None:
            return None
    return split


def _quantity_at_event(question: str, quantities: tuple[str, ...], candidates: Sequence[Any], threshold: float,
                       known: Callable[[str], bool]) -> str:
    """`unmeasured_at_event` for a quantity of the table ("heart rate at the diwali party", "bp at the
    health check"): a value is one asked_values reads as the quantity's (`holds_said_value`). The event
    must be said by a relevant record, the quantity given a value by one, and no record reporting the
    event (its message and the turns beside it; a summary's sentences naming it), nor a record holding
    a value dated within a day of such a report, gives one; "" otherwise."""
    lowered = question.lower()
    if A_THING.match(lowered) or WHETHER.match(lowered):
        return ""
    split = _split(lowered)
    tail = lowered[split.end():] if split else ""
    if not split or WHEN.search(tail) or DIGIT.search(tail) or PERIOD_LAST.search(tail) or RECORD.search(tail):
        return ""
    # The quantity's abbreviation is its measure where the question says no longer word ("his hr in the
    # first game": "hr" is under bound_slots' shortest stem).
    measure = bound_slots.thing(lowered[:split.start()], (), known) or frozenset(
        s for s in tokens(lowered[:split.start()]) if any(s in asked_values.value_words(q) for q in quantities))
    event = bound_slots.thing(tail, measure, known)
    if not measure or not event:
        return ""
    def valued(text: str) -> bool:
        return asked_values.holds_said_value(quantities, text)
    relevant = [o for c in candidates if c.relevance >= threshold for o in word_evidence.exchange(c, candidates)]
    texts = [str(o.metadata.get("text") or "") for o in relevant]
    # The event is the relevant records' word, or a record of the pool names it in full ("her cousin's
    # Diwali party": a reading ranks over a faint the question's words hardly match).
    if not any(valued(t) for t in texts) or not (
            any(bound_slots.says(t, event) for t in texts)
            or any(set(tokens(str(c.metadata.get("text") or ""))) >= event for c in candidates)):
        return ""
    reports: list[float] = []
    for c in candidates:
        text = str(c.metadata.get("text") or "")
        naming = [s for s in bound_slots.thing_sentences(text, event) if not planned_only.plans(s, c)]
        if not naming:
            continue
        if (at := written_at(c.metadata)) is not None:
            reports.append(at)
        turns = word_evidence.conversation(c, candidates)
        if any(valued(str(o.metadata.get("text") or "")) for o in (turns if own_day(c) else turns[1:])):
            return ""
        if any(valued(s) for s in naming):
            return ""
    if not reports:
        return ""
    dated = [(at, c) for c in candidates if (at := written_at(c.metadata)) is not None]
    if any(valued(str(c.metadata.get("text") or ""))
           and any(0 <= at - r <= _SAME_DAY_S or 0 <= r - at <= _SAME_DAY_S for r in reports) for at, c in dated):
        return ""
    return " ".join(w for w in re.findall(r"[^\W_][\w'\u2019-]*", lowered[:split.start()]) if set(tokens(w)) & measure)


# A race named by its distance alone ("her 400", "the 1500"): a whole number of two to five digits.
_DISTANCE = re.compile(r"^\d{2,5}$")


def distance_asked(phrase: str, known: Callable[[str], bool] = lambda w: False) -> frozenset[str]:
    """The stem of a race asked by its distance alone ("tamsin's 400", "his 1500"): the phrase's one word
    left when the client's name is (`known`) is a bare number of two to five digits, which bound_slots.thing
    never reads as a thing (a bare number is a count or a value there); frozenset() otherwise. The records
    write the race "400 m pool 6:12" or "400m 61.2", its values after the distance as after any measure's word."""
    words = [w.strip("'\u2019").removesuffix("'s").removesuffix("\u2019s") for w in re.findall(r"[^\W_][\w'\u2019]*", phrase)]
    rest = [w for w in words if not (known(w) or (w.endswith("s") and known(w[:-1])))]
    return frozenset(rest) if len(rest) == 1 and _DISTANCE.match(rest[0]) else frozenset()


def _names_an_event(phrase: str) -> bool:
    """The phrase after the question's preposition ends on an event's noun ("the comp", "the county champs")."""
    words = re.findall(r"[^\W\d_]+", phrase)
    return bool(words) and words[-1] in EVENT_NOUNS


def own_day(record: Any) -> bool:
    """A record whose every sentence may tell the event it names: a message ("regionals!! beam 12.45", "throwdown
    team comp, 3rd of 12. back squat 165 kg"), a check-in ("sleep 6 h … Comment: flare"). A summary
    (the trainer's own, registry.written_by "trainer": a session note, a profile) is of its own day: a sentence
    naming the event ("England academy camp in February.") says nothing of the others' values ("Bronco 4:58"
    was the session's), so only its sentences naming the event are read for the event's value. Not a check-in, the
    client's: its figures are of its week, and so is the event its comment names ("sleep in the flare check-in":
    "sleep 6 h … Comment: flare", blind16-348)."""
    return record.metadata.get("sourceType") not in registry.written_by("trainer")

