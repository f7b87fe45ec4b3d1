"""A value asked by its own noun at a named event that no record of the event gives.

"poppy's floor score at regionals", "frank's goals at the national cup", "ange's weight at the tug of
war", "saff's points on her reverse at bucs", "did ange's team win the tug of war": the event came up
("regionals!! 3rd AA, beam 12.45"), so relevance is high and the question's words are said, and the chat
quoted the event's record as if it held the value. event_measures reads a measure's type from the
numbers the records give it ("bleep test 11.1"); here the question's own noun says the slot's type (closed
English, `_NOUNS`): a score, points, a mark or a level is a number; a placing an ordinal or a medal; goals
scoring words or a count of goals (a match's score too where a side is asked); a weight a number in kg, stone or lb; a time a clock time or a
number of seconds, minutes or hours; a result any of those or a result in words ("all clear", "won");
whether someone won an event an outcome (won, lost, a placing, a medal, a score); where someone finished
("where did mick's team finish at widnes") a placing; a performance's own measure ("throw", "jump", "speed",
"height", "distance") a number in any unit ("throw 52 mph"), no placing's digits. A score is a number that neither measures nor counts
another thing ("108 kilo", "4 games", the "3" of "3rd"); a rating out of ten only the score of the thing
the question names on the noun ("knee pain score": "3/10"). A plural noun alone ("tries at the camp",
"rebounds at the tournament") asks a count of it: a number beside the noun ("2 tries"), asked only where
some record counts the thing or none says it at all ("her knees at the camp" asks how they were).

The slot is answered only by a record that reports the event (a sentence naming it that does not plan
it, planned_only.plans), or a turn of its conversation (word_evidence.conversation), holding a value of
that shape — beside the words the question puts on the noun, when it puts any ("floor score": a number
within a few words of "floor" in its clause, "beam 12.45" is not the floor's; "AA placing": "3rd AA").
A record that names only a word of the event, written before the first record naming it in full, is of
another event ("first parkrun attempt" in August, before the "NYD parkrun"); a summary (a session note)
gives the event's value only in its sentences naming it (event_measures.own_day). Where no relevant record
says the event, or no record reports it (a plan only: planned_only's), nothing is refused.

The event may also be put by a match's opponent ("aaron's score v sheffield": a match's score, `_MATCH`,
as is "the score" no one's; "6 saves" is none), by a clause after the day or the game it was ("the score
the day tayo did her knee"), by its initials alone ("the score at the dw"), by a race's distance after a
determiner ("position in the 10k": `_A_RACE`; a number after the preposition is otherwise a time or an amount), or
by the thing named before the noun with no preposition ("ellie's parkrun position", `_compound`: a value within a
few words of the thing, across a comma or a sentence's end too, "wales rally done. 5th in class"). A date's day is no
score ("cracked 20 March (Bures trial)"), nor an ordinal word before a noun a placing ("first parkrun").
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from shared.domain import bound_slots, event_measures, planned_only, word_evidence
from shared.domain.bound_slots import text_of
from shared.domain.record_time import written_at
from shared.ports.keywords import tokens

_NUMBER = r"(?<![\w.])\d+(?:[.,]\d+)?"
# A number that counts time or repetitions is no score ("only 2 wks back on it", "3 sets").
_RATING = re.compile(r"(?<![\w.])\d{1,2}(?:[.,]\d)?\s*/\s*10\b")
_NOT_A_SCORE = r"(?!\s*(?:wks?|weeks?|days?|months?|years?|yrs?|hours?|hrs?|mins?|minutes|reps?|sets?|x)\b)"
# An ordinal in words before a noun is an adjective, no placing ("first parkrun at boultham park", "first 180
# in a match"); before a preposition, a conjunction or the end it is one ("came first in the u18s", "third!").
_ADJECTIVE = (r"(?!\s+(?!(?:place|placed|in|at|of|out|overall|on|and|for|with|by|to|again|lady|man|woman|girl|boy"
              r"|female|male|across|over|behind|after|but|so|then|or)\b)[a-z0-9])")
_ORDINAL = (r"\b\d+(?:st|nd|rd|th)\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
            rf"last)\b{_ADJECTIVE}|\b(?:gold|silver|bronze|medal|podium|won|winner|winners|champion|champions|runner-up)\b"
            r"|[\U0001F947\U0001F948\U0001F949]")
_MATCH_SCORE = r"(?<![\d/.:-])\b\d{1,3}\s*[-\u2013]\s*\d{1,3}\b(?![-/.:]\d)"
_OUTCOME = (rf"{_ORDINAL}|{_MATCH_SCORE}|\b(?:win|wins|lost|lose|loss|beat|beaten|drew|draw|knocked\s+out|"
            r"out\s+in\s+the|through\s+to)\b")
# The shape of each noun's value (closed English: the noun names the slot's type, not a topic).
# A number that measures or counts another thing is no score either ("108 kilo", "4 games, 12 minutes
# each"), nor the digits of an ordinal ("came 3rd": a placing).
# A number before a month is a date's day ("ribs cracked 20 March (Bures trial)": no mark of the trial).
_NOT_A_MARK = (r"(?!\d|[.,]\d|st\b|nd\b|rd\b|th\b|/\d)(?!\s*(?:kg|kgs|kilos?|st|stone|lbs?|pounds|cm|mm|km|k|m|miles?|games?"
               r"|matches|minutes|secs?|seconds|laps?|people|bpm|mg|jan|january|feb|february|mar|march|apr|april|may"
               r"|june?|july?|aug|august|sept?|september|oct|october|nov|november|dec|december)\b)")
# Nor a number of a person ("over 65s", "under-21s": an age band; the "5" of "14 stone 5": pounds of a
# body weight) (h-asked32: blind26-723 "hamish's score in the doubles" of "won a set with the doubles 🎾 14
# stone 5", "the over 65s").
_OF_A_PERSON = (r"(?<!\bstone )(?<!\bst )(?<!\bover )(?<!\bover-)(?<!\bunder )(?<!\bunder-)(?<!\bu)(?<!\bo)"
                r"(?!\d*s\b)")
# A person's age where the record introduces them: "Gaz Hughes, 41, bus driver", a note's "Gareth (41):".
AGE = re.compile(r"(?:^|(?<=[,.!?:]\s))(?:[^\W\d_][\w'\u2019-]*\s+)?[^\W\d_][\w'\u2019-]*(?:,\s*\d{1,2}\s*,|\s*\(\d{1,2}\)\s*:)")
_SHAPES: dict[str, re.Pattern[str]] = {name: re.compile(pattern, re.IGNORECASE) for name, pattern in {
    "number": rf"(?<!/){_OF_A_PERSON}{_NUMBER}{_NOT_A_SCORE}{_NOT_A_MARK}",
    # With words on the noun a rating out of ten is the named thing's score ("knee pain score": "3/10").
    "rated number": rf"{_NUMBER}{_NOT_A_SCORE}",
    "place": _ORDINAL,
    # A player's goals: scoring words or a count of goals; a match's score is the team's ("lost the final
    # 1-2": no goal of Mac's), so it counts only where the team is asked (`_TEAM`).
    "goals": r"\b(?:scored|score|scores|netted|hat-?trick|brace|tap[\s-]in)\b|\b(?:\d+|a|one|two|three|four|five)"
             r"\s+goals?\b|\bgoals?\W{0,3}\d",
    "team goals": rf"\b(?:scored|score|scores|netted|hat-?trick|brace|tap[\s-]in)\b|\b(?:\d+|a|one|two|three|four"
                  rf"|five)\s+goals?\b|\bgoals?\W{{0,3}}\d|{_MATCH_SCORE}",
    "weight": rf"{_NUMBER}\s*(?:kg|kgs|kilos?|st|stone|lbs?|pounds)\b",
    "time": rf"\b\d+:\d{{2}}\b|{_NUMBER}\s*(?:s|secs?|seconds|mins?|minutes|hrs?|hours|h)\b",
    # A performance measured in any unit ("throw 52 mph", "jump 58 cm", "3.2 m"): a number that is no placing's
    # digits ("came 3rd"), no date's, no age band's, no count of time or sets.
    "measure": rf"(?<!/){_OF_A_PERSON}{_NUMBER}(?!\d|[.,]\d|st\b|nd\b|rd\b|th\b|/\d){_NOT_A_SCORE}",
    "result": rf"{_NUMBER}{_NOT_A_SCORE}|{_OUTCOME}|\b(?:normal|clear|fine|negative|positive|passed|failed)\b",
    "win": _OUTCOME,
    "match": _MATCH_SCORE,
}.items()}
# The nouns that ask a value, and the shape of their value.
# A sport's scoring nouns are numbers (a score, points, marks, a darts or batting "average"); a race's
# measures are a time (its "split" too) or a placing ("position").
_NOUNS = {"score": "number", "scores": "number", "points": "number", "pts": "number", "mark": "number",
          "marks": "number", "level": "number", "levels": "number", "average": "number", "avg": "number",
          "placing": "place", "position": "place", "finish": "place", "goals": "goals", "weight": "weight",
          "time": "time", "split": "time", "result": "result", "results": "result",
          # A performance's own measure (h-never33: blind28-736 "shona's throw at the cambridge tournament" of
          # "tournament in cambridge, we came 3rd"): a number in whatever unit it is measured.
          "throw": "measure", "jump": "measure", "distance": "measure", "speed": "measure", "height": "measure"}
# The nouns that ask a value of a thing named before them alone ("ellie's parkrun position", "cal's bike
# weight", "bex's passing yards": `_compound`). A time is asked so by unheld_value's table ("her parkrun
# time"); a level or a result of a thing is often its state ("fitness level"), not a value of an event.
_COMPOUND = frozenset({"score", "scores", "points", "pts", "marks", "average", "avg", "placing", "position",
                       "goals", "weight", "split"})
# A match's score: "aaron's score v sheffield", "what was the score" (no one's, nothing on the noun): the
# two sides' goals or points ("lost 2-1"), not a number of something else ("6 saves").
_MATCH = "match"
_NOUN = re.compile(r"\b(?:" + "|".join(sorted(_NOUNS, key=len, reverse=True)) + r")\b")
_NOUN_STEMS = frozenset(s for w in [*_NOUNS, "score", "goal", "place"] for s in tokens(w))
# Words on a noun that pick no part of the value ("final score", "total points", "how many goals").
_NOT_QUALIFYING = frozenset(s for w in "final overall total actual exact many much".split() for s in tokens(w))
# A side asked, not a player: its goals are the match's score.
_TEAM = re.compile(r"\b(?:team|teams|side|squad|they|we|club)\b")
# "did <someone> win <the event>": whether, but of a result the records give in an outcome's words.
_WIN = re.compile(r"^\s*did\s+(?P<who>.+?)\s+win\s+(?:at\s+|in\s+)?(?P<event>.+?)\W*$")
# "where did <someone> finish at <the event>", "how did she place in the final", "what position did he
# come at the champs": a placing asked by its verb.
_FINISH = re.compile(r"^\s*(?:where|how|what\s+(?:place|position))\s+did\s+(?P<who>.+?)\s+(?:finish|place|come|end\s+up)"
                     r"\s+(?P<at>at|in)\s+(?P<event>.+?)\W*$")
# "what was / what's <the noun>": the value asked by its noun (`_NOUNS`), not a thing (event_measures.A_THING).
_WHAT_WAS = re.compile(r"^\s*what(?:\s+(?:was|were|is|are)|['\u2019]s)\s+(?=(?:[\w'\u2019]+\s+){0,2}(?:"
                       + "|".join(sorted(_NOUNS, key=len, reverse=True)) + r")(?:\s+(?:at|in|during|v|vs|versus|against)\b|\s+the\s+(?:day|night|morning|evening|afternoon|game|match"
                       r"|race)\b|\W*$))")
# A kind of record after the preposition ("time in my first note", "score in the june check-in") is where
# to look, not an event.
_RECORD = event_measures.RECORD
# A unit after the preposition says how the value is written ("weight in stone", "in kilos"), and a
# holiday or a feast a period ("weight during lent", "in the run-in to christmas"): neither is an event.
_NO_EVENT = re.compile(r"\b(?:stone|stones|kilos?|kg|kgs|lbs?|pounds|metres?|meters?|miles?|km|seconds|minutes"
                       r"|christmas|xmas|easter|lent|ramadan|eid|diwali|new\s+year|half[\s-]?term|anything|something)\b")
# The noun asked is the last word of its phrase, or one put on by "on", "for", "of" ("score on the
# reverse"), or the object of a "how many" ("how many goals did he score"); a word after it makes it part
# of another thing's name ("weight throw", "weight over bar", "time trial").
_AFTER_NOUN = re.compile(r"\W*(?:$|(?:on|for|of|did|does|do|has|have|had)\b)")
# The words that put a value at an event: event_measures.AT's, or a match's opponent ("score v sheffield").
_VERSUS = re.compile(r"\b(?:v|vs|versus|against)\b")
# An event told by a clause after the day or the game it was ("the score the day tayo did her knee", "his
# points the night he crashed"): the clause's words name it.
_THE_DAY = re.compile(r"\bthe\s+(?:day|night|morning|evening|afternoon|game|match|race)(?:\s+(?:that|when))?(?=\s+\w)")
_SPLIT = re.compile(rf"{event_measures.AT.pattern}|{_VERSUS.pattern}|{_THE_DAY.pattern}")
_A_VERB = re.compile(r"\b(?:did|does|do|will|would|can|could|to|has|have|had)\b")
# "the score" alone, no one's and nothing on it: a match's.
_THE_SCORE = re.compile(r"\s*the\s+score\s*")
# A time is asked "at" or "during" an event; "time in" is more often a duration ("time in the pool").
# A race named by its distance after a determiner ("position in the 10k", "her placing at the half"): an event,
# though a number follows the preposition (event_measures.DIGIT reads "at 5pm", "in 2 weeks" as no event).
_A_RACE = re.compile(r"\s*(?:the|his|her|their|my)\s+\d+(?:\.\d+)?\s?(?:k|km|mi|miles?)\b"
                     r"(?:\s+(?:race|run|walk|swim|ride|road\s+race))?\W*$")
_TIME_AT = re.compile(r"\b(?:at|during)\b")
# But a time "in" a contest is the contest's time ("griff's time in the masters", "her time in the jump off at
# bellingham", "his time in the qualifier"; h-false61): the tail names a race, a round or a meeting.
_A_CONTEST = re.compile(r"\b(?:race|races|final|finals|semi|semis|heat|heats|qualifier|qualifiers|masters|jump[\s-]?off"
                        r"|open|championships?|champs|trials?|relay|sprint|marathon|triathlon|duathlon|gala|regatta"
                        r"|tournament|competition|comp|cup|derby)\b")
# Words a value is read beside a word the question puts on its noun (gap in words, within one clause).
_NEAR = 3
_WORD = re.compile(r"[^\W_][\w'\u2019.-]*[^\W_]|[^\W_]|[\U0001F947\U0001F948\U0001F949]")
_CLAUSE_BREAK = re.compile(r"[,;]")
# The shape of a count of a thing, its stem after the colon ("count:tri": "2 tries").
COUNT = "count:"
# A plural noun (closed English: "-s", not "-ss" nor "-us"/"-is"), and the plural nouns that ask no count:
# a part of the body or a state asked how it was ("his knees at the camp", "her nerves at the final").
# A moment after the preposition ("at the start", "at the end", "in the beginning") is a time, no event.
_A_MOMENT = re.compile(r"\s*(?:the\s+)?(?:very\s+)?(?:start|beginning|end|outset|off|first|last)\b")
_PLURAL = re.compile(r"[a-z]{3,}[^su\W\d_]s")
_NOT_COUNTED = re.compile(r"knees|legs|arms|hands|feet|hips|ankles|shoulders|calves|hamstrings|quads|glutes"
                          r"|nerves|thoughts|feelings|nights|days|plans|kids|parents|friends|shoes|boots|stats")


def _asked(question: str, known: Callable[[str], bool]) -> tuple[str, frozenset[str], frozenset[str], str] | None:
    """(the shape asked, the words put on the noun, the event's stems, what the refusal names) or None."""
    lowered = question.lower().strip()
    win = _WIN.match(lowered)
    if win:
        if (event_measures.WHEN.search(win.group("event")) or _RECORD.search(win.group("event"))
                or _NO_EVENT.search(win.group("event"))):
            return None
        event = bound_slots.thing(win.group("event"), (), known)
        return ("win", frozenset(), event, f"whether {win.group('who')} won {win.group('event')}") if event else None
    # "what was the score at the derby": the wh-word asks the noun's value, as "the score at the derby" does.
    lowered = _WHAT_WAS.sub("", lowered)
    finish = _FINISH.match(lowered)
    if finish:
        tail = finish.group("event")
        if (event_measures.WHEN.search(tail) or event_measures.DIGIT.search(tail) or _RECORD.search(tail)
                or _NO_EVENT.search(tail)):
            return None
        event = bound_slots.thing(tail, _NOUN_STEMS, known)
        return ("place", frozenset(), event, f"where {finish.group('who')} finished {finish.group('at')} {tail}") if event else None
    if event_measures.A_THING.match(lowered) or event_measures.WHETHER.match(lowered):
        return None
    split = _SPLIT.search(lowered)
    if not split:
        return _compound(lowered, known)
    head, tail = lowered[:split.start()], lowered[split.end():]
    point = _POINT.fullmatch(tail)
    if point and split.group(0) == "at":
        return _split_at(head, point.group("at"), known)
    if (event_measures.WHEN.search(tail) or (event_measures.DIGIT.search(tail) and not _A_RACE.match(tail))
            or _RECORD.search(tail) or _NO_EVENT.search(tail)):
        return None
    noun = next((m for m in _NOUN.finditer(head) if _AFTER_NOUN.match(head, m.end())), None)
    if not noun:
        return _counted(head, split, tail, known)
    shape = _NOUNS[noun.group(0)]
    if shape == "goals" and _TEAM.search(head):
        shape = "team goals"
    # "score" after "did" is the verb ("how many tries did kez score v saints"): its object is counted.
    if (noun.group(0) == "score" and not _A_VERB.search(head)
            and (_VERSUS.fullmatch(split.group(0)) or _THE_SCORE.fullmatch(head))):
        shape = _MATCH  # a match's score: the sides' ("lost 2-1"), no count of saves
    if shape == "time" and not _TIME_AT.fullmatch(split.group(0)) and not (split.group(0) == "in" and _A_CONTEST.search(tail)):
        return None
    # The owner ("poppy's"; "frank's team" keeps "team") is no word put on the value; a short word is
    # ("AA placing", "UB score"), so the words are read here, not by bound_slots.thing (3 letters or more).
    on_noun = [w for w in re.finditer(r"[^\W_][\w'\u2019-]*", head)
               if not re.search(r"['\u2019]s$|s['\u2019]$", w.group(0)) and not known(w.group(0))
               and not (w.group(0).endswith("s") and known(w.group(0)[:-1]))
               and set(tokens(w.group(0))) - _NOUN_STEMS - _NOT_QUALIFYING]
    # A side ("frank's team") owns the value as a player does: no part of it.
    on_noun = [w for w in on_noun if not _TEAM.fullmatch(w.group(0))]
    qualifier = frozenset(s for w in on_noun for s in tokens(w.group(0))) - _NOUN_STEMS - _NOT_QUALIFYING
    event = bound_slots.thing(tail, qualifier | _NOUN_STEMS, known) or _initials(tail, known)
    if not event:
        return None
    asked = head[min([noun.start(), *(w.start() for w in on_noun)]):].strip()
    return shape, qualifier, event, f"{asked} {split.group(0)} {tail.strip()}"


def _initials(tail: str, known: Callable[[str], bool]) -> frozenset[str]:
    """A place or an event named by its initials alone ("at the dw", "v the gb squad" has a word of its own):
    its one stem of two letters, which bound_slots.thing leaves out as too short to bind."""
    stems = [s for w in re.findall(r"[^\W\d_]+", tail) if not known(w) for s in tokens(w)]
    return frozenset(stems) if len(stems) == 1 and len(stems[0]) == 2 else frozenset()


# A point inside a race by its distance ("at 5k", "at the 10 mile mark"): where a split is taken, no event.
_POINT = re.compile(r"\s*(?:the\s+)?(?P<at>\d+(?:\.\d+)?\s?(?:k|km|miles?|mi|m)\b)(?:\s+(?:mark|point))?\W*")


def _split_at(head: str, point: str, known: Callable[[str], bool]) -> tuple[str, frozenset[str], frozenset[str], str] | None:
    """A split asked at a point of a race ("brian's 10k split at 5k"): the race is the thing before the noun
    (`_compound`), and the time must stand beside the point's distance in a record of the race ("10k, 5k
    split 26:10"); "lincoln 10k done, 1:52" is the race's time, not its split."""
    race = _compound(head, known)
    if race is None or race[0] != "time":
        return None
    shape, thing, _, named = race
    return shape, frozenset(tokens(point.replace(" ", ""))), thing, f"{named} at {point}"


def _compound(lowered: str, known: Callable[[str], bool]) -> tuple[str, frozenset[str], frozenset[str], str] | None:
    """A value noun after the thing it is of, no preposition ("ellie's parkrun position", "cal's bike weight",
    "the score"): the thing's words are both the event and the words on the noun, so a value counts only
    beside them ("parkrun 31:40" is no position; "64 kg" in another sentence no weight of the bike). "the
    score" alone asks a match's (`_MATCH`), read wherever a relevant record gives one."""
    words = re.findall(r"[^\W_][\w'\u2019.-]*", lowered)
    if not words or words[-1] not in _COMPOUND or len(words) > _COMPOUND_WORDS:
        return None
    before = [w for w in words[:-1] if not re.search(r"['\u2019]s$|s['\u2019]$", w) and not known(w)
              and not (w.endswith("s") and known(w[:-1]))]
    thing = bound_slots.thing(" ".join(before), _NOUN_STEMS | _NOT_QUALIFYING | _WHICH_OF_ONES_OWN, known)
    if not thing:
        return None
    shape = _NOUNS[words[-1]]
    return shape, thing, thing, " ".join(before[next(k for k, w in enumerate(before) if set(tokens(w)) & thing):] + words[-1:])


# Words that say which of the person's own values is asked (a goal, now, at the start, the best), no
# thing of its own: "derek target weight" is the goal record's ("goal 89 kg"), left to the other checks.
_WHICH_OF_ONES_OWN = frozenset(s for w in """target goal ideal dream current latest last starting start new old
    usual normal best personal pb top max min body highest lowest""".split() for s in tokens(w))
# A noun phrase of a few words is the whole question ("bex's passing yards"): a longer one has a verb or a
# clause of its own, not read here.
_COMPOUND_WORDS = 4


def _counted(head: str, split: re.Match, tail: str,
             known: Callable[[str], bool]) -> tuple[str, frozenset[str], frozenset[str], str] | None:
    """A plural noun alone before the preposition ("kieran's tries at the england camp", "rebounds at the
    tournament") asks how many: the shape `COUNT` of its stem. Whether the records count the thing at all
    is read by the caller (`_counts_the_thing`)."""
    words = [w for w in re.findall(r"[^\W\d_][\w'\u2019-]*", head)
             if not re.search(r"['\u2019]s$|s['\u2019]$", w) and not known(w) and not (w.endswith("s") and known(w[:-1]))]
    if len(words) != 1 or not _PLURAL.fullmatch(words[0]) or _NOT_COUNTED.fullmatch(words[0]):
        return None
    if _A_MOMENT.match(tail):
        return None  # "rules at the start: boulders?" (blind10-493): a moment of the story, no event to count at
    stems = tokens(words[0])
    event = bound_slots.thing(tail, frozenset(stems), known)
    if not stems or not event:
        return None
    return COUNT + stems[0], frozenset(), event, f"{words[0]} {split.group(0)} {tail.strip()}"


def _count_of(text: str, stem: str) -> bool:
    """`text` counts the thing of `stem`: a number right before its word ("2 tries") or right after it
    ("rebounds: 4"), in one sentence."""
    for sentence in bound_slots.sentences(text):
        words = _WORD.findall(sentence)
        for k, w in enumerate(words):
            if stem not in tokens(w):
                continue
            if (k > 0 and re.fullmatch(r"\d+", words[k - 1])) or (k + 1 < len(words) and re.fullmatch(r"\d+", words[k + 1])):
                return True
    return False


def _counts_the_thing(stem: str, candidates: Sequence[Any]) -> bool:
    """The counted noun asks a count: some record counts the thing ("2 tries v saints academy"), or none
    says it at all (a count never given); a thing said but never counted ("her knees at the camp") is
    asked how it was, not how many, and left to the other rules."""
    texts = [text_of(c) for c in candidates]
    return any(_count_of(t, stem) for t in texts) or not any(stem in tokens(t) for t in texts)


def _holds(text: str, shape: str, qualifier: frozenset[str], across_commas: bool = False) -> bool:
    """`text` holds a value of `shape`; with words on the noun, one within `_NEAR` words of one of them in
    its clause ("9th on beam (12.1)", "3rd AA"; not "no vault, only 2 wks back")."""
    if shape.startswith(COUNT):
        return _count_of(text, shape[len(COUNT):])
    pattern = _SHAPES["rated number" if shape == "number" and qualifier else shape]
    if shape == "number":
        text = AGE.sub(" ", text)  # an introduction's age is no score of anything
    # A value of a thing named before its noun is told beside it across a comma or a sentence's end too
    # ("parkrun, came 3rd", "weigh in 56.8kg!! stage weight", "wales rally done. 5th in class"): the text
    # is read as one run of words, the value within `_NEAR` words of the thing.
    for sentence in ([text] if across_commas else bound_slots.sentences(text)):
        values = list(pattern.finditer(sentence))
        if not values:
            continue
        if not qualifier:
            return True
        words = list(_WORD.finditer(sentence))
        marks = [k for k, w in enumerate(words) if set(tokens(w.group(0))) & qualifier]
        # A rating out of ten in a sentence naming the thing is its score however far apart ("leg pain
        # mucho mejor, like 2/10": blind3-136 "pain score in august", refused once `_NEAR` bound it).
        if marks and shape == "number" and _RATING.search(sentence):
            return True
        for value in values:
            at = [k for k, w in enumerate(words) if w.start() < value.end() and w.end() > value.start()]
            if not at:
                continue
            for k in marks:
                j = at[0]
                lo, hi = sorted((words[k].end(), words[j].start())) if k < j else sorted((words[j].end(), words[k].start()))
                if abs(k - j) <= _NEAR and (across_commas or not _CLAUSE_BREAK.search(sentence, lo, hi)):
                    return True
    return False


def unvalued_at_event(question: str, candidates: Sequence[Any], threshold: float,
                      known: Callable[[str], bool] = lambda w: False) -> str:
    """What the refusal names ("floor score at regionals") when the question asks a value by its noun at
    an event (module docstring), a relevant record (a candidate over `threshold`, or a turn beside one)
    says the event, some record reports it, and no record reporting it nor a turn of its conversation
    holds a value of the noun's shape beside the words put on the noun; "" otherwise. `known` is the
    roster's names, no word of the value nor of the event."""
    asked = _asked(question, known)
    if asked is None:
        return ""
    shape, qualifier, event, named = asked
    # A value of a thing named before its noun (`_compound`: the thing is the event and the words on the
    # noun alike) is told after the thing across a comma too ("parkrun, came 3rd").
    compound = qualifier == event
    if shape.startswith(COUNT) and not _counts_the_thing(shape[len(COUNT):], candidates):
        return ""
    relevant = [o for c in candidates if c.relevance >= threshold for o in word_evidence.exchange(c, candidates)]
    if not any(bound_slots.says(text_of(o), event) for o in relevant):
        return ""
    # A record naming the event in full dates it: one written before every such record that says only a
    # word of it is of another event ("first parkrun attempt" in August, before the "NYD parkrun").
    named_from = min((_when(c) for c in candidates if _when(c) and set(tokens(text_of(c))) >= event), default=None)
    reported = False
    for c in candidates:
        if (named_from is not None and _when(c) and _when(c) < named_from
                and not set(tokens(text_of(c))) >= event):
            continue
        naming = bound_slots.thing_sentences(text_of(c), event)
        if not naming or all(planned_only.plans(s, c) for s in naming):
            continue
        reported = True
        turns = word_evidence.conversation(c, candidates)
        # A note's other sentences are of its own day (event_measures.own_day): only those naming the event.
        # So are a check-in's: its figures (sleep, stress, adherence) are the week's, no result of the event.
        # And a client's introduction ("Gaz Hughes, 41, bus driver …": `AGE`) is read as a summary is: its
        # figures are who they are that day (weight, hba1c), the event only named as what they play.
        whole = (event_measures.own_day(c) and c.metadata.get("sourceType") != "checkin"
                 and not AGE.search(text_of(c)))
        if any(_holds(text_of(o), shape, qualifier, compound) for o in (turns if whole else turns[1:])):
            return ""
        if any(_holds(s, shape, qualifier, compound) for s in naming if not planned_only.plans(s, c)):
            return ""
        # A value alone answers the turn before it that asked of the words on the noun ("How's the
        # knee?" "3/10 at the end": the knee pain score at the tournament).
        ordered = sorted(turns, key=_when)
        if qualifier and any(bound_slots.says(text_of(a), qualifier)
                             and _holds(text_of(b), "rated number" if shape == "number" else shape, frozenset())
                             for a, b in zip(ordered, ordered[1:])):
            return ""
    return named if reported else ""


def _when(record: Any) -> float:
    return written_at(record.metadata) or 0.0
