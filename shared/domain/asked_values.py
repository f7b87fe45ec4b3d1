"""Values of the quantity a question measures: what a record holds when it answers with a number alone.

"What did she weigh in October?" is answered by "93.8 this morning", "what did he say about his
blood pressure last month?" by "134/85 at the doctor today", "her 10k time?" by "53:14": the
record never names the thing asked, only a value of it. Whether a record answers a question about
a period (shared/usecases/period.py, shared/usecases/search.py) is read as "it says the thing asked
or a value of it" (word_evidence.holds_asked): a record that says neither is what else happened in
that period. A value counts only when it is of the kind the question measures — a weight is a
decimal or a number with a unit of mass, a time has minutes and seconds, a blood pressure is two
numbers over each other — so that "squat 455x5" is no blood pressure and "same time" no race time.

`measured(words)` reads the quantities a question's keyword text asks about by its words (their
Porter stems, as the keyword index compares them); `holds_value(kinds, text)` whether a text holds a
value of one of them. Closed English and units, not a topic list: a quantity the table does not
know gives no value, and the record must then name the thing itself.
"""

from __future__ import annotations

import re

from shared.domain import kinds
from shared.domain.query_dates import MONTHS
from shared.ports.keywords import tokens

_NUMBER = r"\d+(?:[.,]\d+)?"
# Each quantity: the words that ask for it (stemmed when read) and the shapes of its values.
_QUANTITIES: dict[str, tuple[frozenset[str], tuple[re.Pattern[str], ...]]] = {}
# Each quantity's words as the table writes them (`naming_words`).
_WORDS: dict[str, str] = {}


def _quantity(name: str, words: str, *patterns: str) -> None:
    _WORDS[name] = words
    stems = frozenset(s for w in words.split() for s in tokens(w))
    _QUANTITIES[name] = (stems, tuple(re.compile(p, re.IGNORECASE) for p in patterns))


# Body weight: a number with a unit of mass, or a decimal in the range of a body weight ("93.8").
# Neither when its shape says it measures something else: a decimal written with another quantity's
# unit ("157.8 mmHg", "52.0 bpm", "2.61 s") is a reading of that quantity, and a mass followed by a
# count of reps ("bench pull 70 kg x 5", "80kg x3") is a load lifted, not the person's weight.
_OTHER_UNIT = r"(?!\s*(?:mmhg|bpm|%|cm|mm|km|m|mi|miles|s|secs?|mins?|hrs?|h|mg|mcg|ml|kcal|cal|watts?|w)\b)"
_REPS_AFTER = r"(?!\s*(?:x|\u00d7)\s*\d)"
_quantity("weight", "weight weigh weighed weighs weighing weigh-in scale heavier lighter",
          rf"\b{_NUMBER}\s*(?:kg|kgs|kilos?|lbs?|pounds|st|stone)\b{_REPS_AFTER}",
          rf"(?<![\d.:/])\d{{2,3}}\.\d(?![\d.:/]){_OTHER_UNIT}")
# Blood pressure: systolic over diastolic.
_quantity("blood_pressure", "bp pressure systolic diastolic hypertension",
          r"(?<![\d/])\d{2,3}\s*/\s*\d{2,3}(?![\d/])")
# A time or a pace: minutes and seconds (hours too), or a number of minutes.
_quantity("time", "time times pace split splits 5k 10k marathon half parkrun hyrox pb pr race erg 2k",
          r"(?<![\d:])\d{1,2}:\d\d(?::\d\d)?(?:\.\d+)?(?![\d:])", rf"\b{_NUMBER}\s*(?:mins?|minutes|secs?|seconds)\b")
# A person's height: centimetres in a person's range, metres with two decimals, or feet and inches
# ("188 cm", "1.88 m", "6'2", "5 ft 11"); not any length (a waist in cm, a box jump of 60 cm).
_quantity("height", "height tall taller shorter",
          r"(?<![\d.])(?:1[4-9]\d|2[01]\d)\s*cm\b", r"(?<![\d.])[12]\.\d\d\s*m\b",
          r"(?<![\d.])[4-7]\s*(?:'|\u2019|ft|foot|feet)\s*\d{1,2}\b")
# A number of hours: "sleep 6 h per night", "2 hrs out" say how many hours, whatever of.
_quantity("hours", "hour hours", rf"\b{_NUMBER}\s*(?:h|hrs?|hours?)\b")
# A dose: a number with a unit of dose.
_quantity("dose", "dose dosage doses mg mcg",
          rf"\b{_NUMBER}\s*(?:mg|mcg|µg|ug|ml|units?|iu|tablets?|puffs?)\b")
# A heart rate: beats per minute.
_quantity("heart_rate", "hr bpm pulse heart rate rhr resting",
          r"\b\d{2,3}\s*(?:bpm|beats)\b", r"\b(?:hr|rhr|pulse)\s*(?:of|at|was|is|:)?\s*\d{2,3}\b")
# Steps: a count in thousands.
_quantity("steps", "steps step",
          r"\b\d{1,2}[,.]?\d{3}\b", r"\b\d{1,2}(?:\.\d)?\s*k\b")
# A distance: a number with a unit of length a run, a walk or a ride is measured in ("5 miles", "2.5 km",
# "10k"); not a sum of money ("£10k") nor a steps count in thousands ("12k steps"). Asked by its units:
# "in km" of a walk the records give in miles asks the same distance (`_MEASURE_WORDS`).
_DISTANCE_UNITS = "km kms kilometre kilometres kilometer kilometers mile miles"
_quantity("distance", _DISTANCE_UNITS,
          rf"\b{_NUMBER}\s*(?:km|kms|kilomet(?:re|er)s?|miles?|mi)\b",
          rf"(?<![£$€\d.,])\b{_NUMBER}\s?k\b(?!\s*(?:steps|£))")
# A mass written with its unit, for the units asked (`_MEASURE_WORDS`): asked by no word of its own
# (`measured` never reads it), it is a weight's value minus the bare decimal ("spider 16.5" is no weight
# in stone: a unit asked is said only by a value written in a unit).
_quantity("mass", "", rf"\b{_NUMBER}\s*(?:kg|kgs|kilos?|lbs?|pounds|st|stone)\b{_REPS_AFTER}")
# Sleep: hours.
_quantity("sleep_hours", "sleep sleeping slept",
          rf"\b{_NUMBER}\s*(?:h|hrs?|hours)\b")
# A blood test's result: a decimal or a number with a lab unit ("ldl 3.1", "hba1c 48 mmol/mol").
_quantity("lab", "ldl hdl cholesterol hba1c a1c inr glucose ferritin haemoglobin hemoglobin hb egfr b12 vitamin "
                 "iron creatinine tsh psa triglycerides",
          rf"\b{_NUMBER}\s*(?:mmol|nmol|µmol|umol|mg/dl|g/l|ug/l|µg/l|ng/ml|%)", r"(?<![\d.:/])\d{1,3}\.\d{1,2}(?![\d.:/])")
# A rating of perceived exertion: "@ 8", "rpe 8.5".
_quantity("rpe", "rpe exertion",
          r"\brpe\s*\d{1,2}(?:\.5)?\b", r"@\s*\d{1,2}(?:\.5)?\b")


# The words that name a quantity itself, as against the events or things it is measured in or of
# ("10k", "marathon", "ldl", "sleep"): a record that holds only a value of the quantity says
# "weight" ("96 kilos this morning") or "dose" ("up to 20 mg") without the word, but it does not say
# "10k" or "ldl" (the value could be of another race or another marker). Read by the coverage and
# the decision alike (shared/domain/sameness.py, `means`). Only quantities whose values say which
# thing they measure: a time ("39 min", "5:41:07") could be any leg of a race or any session, and
# read as the "split" or "time" asked it answered "his run split in the triathlon" with the swim's;
# a steps count's shape is a year's ("2025"), a blood pressure's a date's ("12/10").
#
# A unit names its quantity too, in whichever unit the record wrote it (units convert): "is he down to 14
# stone" is said by "91.6 kg", "her 10k in miles" by "10k", "how far did he walk in km" by "walked 5
# miles", "how many minutes" by "58:40". Without this a unit the question names and the records never
# use was a missing word ("I couldn't find any mentions of 'miles'"), read by the model as the topic or by
# a never-said check as a place ("in km"). Not "pounds" (money too) nor "st" (a street, a saint).
_MEASURE_WORDS: dict[str, str] = {
    "weight": "weight weigh weighed weighs weighing heavier lighter",
    "mass": "kg kgs kilo kilos kilogram kilograms stone stones lb lbs",
    "distance": _DISTANCE_UNITS,
    # Minutes only: "how many hours did she sleep" is not said by "40 min walk" (`hours` above).
    "time": "minute minutes mins",
    # "how tall is she" / "her height" of a note that says "188 cm": a height's shape says what it is.
    "height": "height tall",
    # "sleep hours" of a check-in that says "sleep 6 h per night": a value with the unit says it.
    "hours": "hour hours",
    "dose": "dose dosage doses",
    "heart_rate": "hr bpm pulse rhr",
    "rpe": "rpe",
}
_MEASURED_BY: dict[str, tuple[str, ...]] = {}
for _name, _words in _MEASURE_WORDS.items():
    for _stem in {s for w in _words.split() for s in tokens(w)}:
        _MEASURED_BY[_stem] = (*_MEASURED_BY.get(_stem, ()), _name)


def named_by(stem: str) -> tuple[str, ...]:
    """The quantities a question word (its Porter stem) names itself (`_MEASURE_WORDS`): "weigh" names
    a weight, "dosage" a dose; an event ("10k") or a thing measured ("ldl") names none."""
    return _MEASURED_BY.get(stem, ())


def naming_words(name: str) -> str:
    """The words that name quantity `name` ("bp pressure systolic diastolic hypertension"), as the table writes
    them; "" for a quantity it does not know or names by no word of its own (a mass)."""
    return _WORDS.get(name, "")


def held(text: str) -> frozenset[str]:
    """The quantities of `_MEASURE_WORDS` a text holds a value of ("96 kilos": weight; "20 mg": dose)."""
    return frozenset(name for name in _MEASURE_WORDS if holds_value((name,), text))


def asking_stems(name: str) -> frozenset[str]:
    """The stems of the words that ask for quantity `name` ("heart", "rate", "pulse", … for a heart rate)."""
    return _QUANTITIES[name][0] if name in _QUANTITIES else frozenset()


def measured(words: str) -> tuple[str, ...]:
    """The quantities a question's keyword text (`words`) asks for by its words, in table order."""
    stems = {s for w in words.split() for s in tokens(w)}
    return tuple(name for name, (asking, _) in _QUANTITIES.items() if stems & asking)


def holds_value(kinds: tuple[str, ...], text: str) -> bool:
    """Does `text` hold a value of one of these quantities (`measured`)?"""
    return any(p.search(text) for name in kinds for p in _QUANTITIES[name][1])


# -- a question that asks for the value itself ---------------------------------------------------

# The words that name a quantity's value, not the thing measured: "his 10k *time*", "her *pace*",
# "the blood pressure *reading*", "squat *rpe*". A question that says one asks for a number; "how is
# her blood pressure" or "how did the 10k go" asks how a thing went, and is answered in words too.
_VALUE_WORDS: dict[str, frozenset[str]] = {
    "time": frozenset(s for w in "time times pace split splits".split() for s in tokens(w)),
    "blood_pressure": frozenset(s for w in "reading readings".split() for s in tokens(w)),
    "rpe": frozenset(s for w in "rpe".split() for s in tokens(w)),
    # A heart rate's abbreviations name its number ("his resting hr"); "heart rate" is read below
    # (`_PHRASES`), since "rate" alone is a verb ("how does she rate it").
    "heart_rate": frozenset(s for w in "hr rhr bpm".split() for s in tokens(w)),
    # "What dose of the steroids": an amount of a drug; "how many mg" asks it by its unit.
    "dose": frozenset(s for w in "dose dosage mg mcg".split() for s in tokens(w)),
    # "His steps": the count named alone, its value asked (`_ALONE`: not "next steps", "steps up").
    # Not "her weight": measured with and without (h-never7), a weight asked alone was refused once
    # where the record's value was not read as one, and no false answer was refused by it (the
    # histories hold weights of other moments: a pack's "10 kg", a March "8st 7").
    "steps": frozenset(tokens("steps")),
    # A size (of a shoe, a boot, a kettlebell) and an oxygen saturation ("sats"): quantities the
    # model's table (`_QUANTITIES`, read by fitted features) does not hold, asked only here.
    "size": frozenset(s for w in "size sizes".split() for s in tokens(w)),
    "sats": frozenset(s for w in "sats spo2 saturation saturations".split() for s in tokens(w)),
    # An amount of money: "what did the scan cost", "the course fee", "how much did she get paid" — asked
    # only by `_asks_money` (not by this table's loop: "paid" alone asks whether, "did she pay").
    "money": frozenset(s for w in "cost costs price fee fees paid pay charge charged spend spent earn earned"
                       .split() for s in tokens(w)),
}
# Value words of two words: the first word, then the second's stem.
_PHRASES: dict[str, tuple[str, str]] = {"heart_rate": ("heart", tokens("rate")[0])}
# The quantities whose value a question asks by naming it alone ("his resting hr", "what dose"): such
# a question asks no value when it gives one itself (a digit) or names the quantity as a way to go
# ("go by heart rate", "a heart rate of").
# Value words that ask a value only as the last word or before a word of when or where ("her steps
# in may", "his steps at the weekend"), and not after a word that makes them a thing done ("next
# steps", "baby steps").
_ALONE = {"steps": "steps"}
_NOT_ALONE_BEFORE = frozenset("next first few small baby little big same these those the".split())
_HR_BEFORE = frozenset("resting max maximum peak average avg heart".split())
_NAMED_ONLY = frozenset("heart_rate dose size sats steps".split())
_DIGIT = re.compile(r"\d")
_NOT_ASKING = frozenset("by a an".split())
_NOT_ASKING_AFTER = frozenset("heart hr rhr bpm dose dosage size sats steps".split())
# Quantities only a value question reads (not `measured`, which fitted features read): the words
# that ask for them.
_ASKED_ONLY: dict[str, frozenset[str]] = {name: _VALUE_WORDS[name] for name in ("size", "sats")}
# The words before "time" that make it a moment or a stretch of the day, not a result ("what time",
# "same time", "next time", "spare time", "start time"): such a question asks when, or is no value.
_NOT_A_RESULT = frozenset(s for w in """what whats which same next last first this that any every some each one
    long spare free full part bed screen down tea lunch dinner break start kick meal nap quality family
    me my our your his her their good great hard tough many multiple several few take took taking spend spent
    spending popular""".split() for s in tokens(w)) | frozenset(
    """what whats which same next last first this that any every some each one my our your his her their many
    multiple several few""".split())
_WORD = re.compile(r"[^\W_][\w'\u2019.-]*", re.UNICODE)
_TIME = tokens("time")[0]
# What may follow a result's "time": a month or a word of when ("10k time in october" keeps "in" out
# already: a function word has no token), and the words that make "time" a thing of its own even
# though the keyword index drops them ("time off", "time out").
_AFTER_A_RESULT = frozenset(MONTHS) | {m[:3] for m in MONTHS} | frozenset(
    "today yesterday week weekend month year season morning".split())
_THING_AFTER = frozenset("off out".split())
# A question that starts on "time" asks a result when the words after it name where it was made
# ("time at henley", "time on the jk middle", "time for the 40 lengths": the ranked query, the
# client's "rowan's" read off before it): the preposition, then at least this many words, the first
# no word of when ("time in may" is a period). "for" asks a purpose as often ("time for a break",
# "time for bed"): three words after it ("for the 40 lengths").
_AT_AN_EVENT = {"at": 1, "on": 1, "in": 1, "for": 3}


# "How much" asks an amount; before a medicine's name it asks the dose: "how much steroid went in", "how
# much ibuprofen is she on". Medicines only (the kinds table's "medicine" family: drugs and their
# classes), not a supplement or a food, whose amounts are grams and scoops no dose unit reads ("how
# much creatine", "how much protein").
_HOW_MUCH = re.compile(r"\bhow\s+much\b", re.IGNORECASE)
_MEDICINE = "medicine"


def _asks_a_dose_by_how_much(question: str) -> bool:
    """The question asks "how much" of a medicine the kinds table names after it."""
    match = _HOW_MUCH.search(question)
    if not match:
        return False
    stems = tuple(tokens(question[match.end():]))
    return any(e.family == _MEDICINE for e in kinds.entries_of(stems))


# Money asked: a word that names a price ("cost", "price", "fee"), or "how much" before a verb of paying
# ("how much did she pay", "how much did he get paid", "how much was spent"). Not "did she pay" or "paid
# for the session?": whether, not how much.
_PRICE_WORDS = frozenset(s for w in "cost costs price prices fee fees".split() for s in tokens(w))
_PAYING = re.compile(r"\bhow\s+much\b(?:\s+[\w'\u2019-]+){0,5}?\s+(?:pay|paid|charge|charged|spend|spent|earn|earned)\b",
                     re.IGNORECASE)


def _asks_money(question: str) -> bool:
    """The question asks an amount of money (`_PRICE_WORDS`, `_PAYING`) and gives none itself (a digit)."""
    if _DIGIT.search(question):
        return False
    return bool(_PAYING.search(question)) or any(s in _PRICE_WORDS for s in tokens(question))


def value_words(name: str) -> frozenset[str]:
    """The stems that name quantity `name`'s value ("hr", "rhr", "bpm" for a heart rate): what a question
    says when it asks the value by its abbreviation alone ("his hr in the first game")."""
    return _VALUE_WORDS.get(name, frozenset())


def asked_value(question: str) -> tuple[str, ...]:
    """The quantities (`measured`) whose value the question asks for by a word that names the value
    (`_VALUE_WORDS`): "freddies 10k time", "blood pressure reading", "squat rpe in august"; a "time"
    only after a word that makes it a result ("10k time", "race for life time"), not "what time",
    "same time", "first time" (`_NOT_A_RESULT`); a dose asked "how much" of a medicine
    (`_asks_a_dose_by_how_much`). () for a question that asks no value."""
    if _asks_a_dose_by_how_much(question) and not _DIGIT.search(question):
        return ("dose",)
    if _asks_money(question):
        return ("money",)
    words = [w.lower().strip(".") for w in _WORD.findall(question)]
    stems_said = {s for w in words for s in tokens(w)}
    asked = (*measured(" ".join(words)), *(n for n, asking in _ASKED_ONLY.items() if stems_said & asking))
    out = []
    for name in asked:
        value_words = _VALUE_WORDS.get(name)
        if not value_words:
            continue
        phrase = _PHRASES.get(name)
        if name in _NAMED_ONLY and (_DIGIT.search(question) or any(
                words[i - 1] in _NOT_ASKING for i, w in enumerate(words) if i and w in _NOT_ASKING_AFTER)):
            # "can he go above a heart rate of 125" gives the value; "train by heart rate" uses it.
            continue
        for i, word in enumerate(words):
            stems = tokens(word)
            if stems and phrase and stems[0] == phrase[1] and i and words[i - 1] == phrase[0]:
                out.append(name)
                break
            if not stems or stems[0] not in value_words:
                continue
            if name in _ALONE:
                after = words[i + 1] if i + 1 < len(words) else ""
                if (word != _ALONE[name] or (i and words[i - 1] in _NOT_ALONE_BEFORE)
                        or (after and after not in _AFTER_A_RESULT and tokens(after))):
                    continue
            if word == "hr" and i + 1 < len(words) and words[i - 1] not in _HR_BEFORE and tokens(words[i + 1]):
                # "her resting hr", "his hr?", "his hr in the first game" (a function word after it: the
                # heart rate asked at a moment), not "her HR internship" (human resources: a noun after it).
                continue
            if stems[0] == _TIME:
                # "10k time", "race time in june": a word of the thing timed before it, and nothing
                # after it that makes it a thing of its own ("time trial", "time management", "time off").
                before = words[i - 1] if i else ""
                after = words[i + 1] if i + 1 < len(words) else ""
                if (not before and after in _AT_AN_EVENT and len(words) - (i + 2) >= _AT_AN_EVENT[after]
                        and words[i + 2] not in _AFTER_A_RESULT):
                    pass  # "time at henley", "time on the jk middle" (the client's name read off before it)
                elif (not before or not tokens(before) or before in _NOT_A_RESULT
                        or any(s in _NOT_A_RESULT for s in tokens(before))):
                    continue
                if after and after not in _AFTER_A_RESULT and (tokens(after) or after in _THING_AFTER):
                    continue
            out.append(name)
            break
    return tuple(out)


def value_words(name: str) -> frozenset[str]:
    """The stems of the words that name quantity `name`'s value (`_VALUE_WORDS`), empty for one without."""
    return _VALUE_WORDS.get(name, frozenset())


# Values said rather than written in figures, as a transcript or a chatty message gives them: "two
# minutes thirty-five a kilometre", "just over four hours", "130 over 85", "rpe of eight". Read only
# where a record's silence refuses a question (`holds_said_value`, word_evidence.unheld_value): a
# refusal must not miss a value a person said aloud.
_NUMBER_WORD = (r"(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
                r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|"
                r"a\s+half|half\s+an?)")
# A time under a minute or two is a number of seconds, written with a bare "s" ("30 m sprint 4.18 s",
# "side plank 60 s", "hang 22 s"), or, for a sprint, with no unit at all right after the distance it
# was run over ("30m 4.21", "60m 7.45"): the minutes-and-seconds shape of `_QUANTITIES` never fits it.
# A whole number glued to its "s" is not read ("in his 60s" is an age, "the 90s" a decade); a decimal
# is ("12.3s"). The decimal after a distance is no time when a unit of another quantity follows it
# ("5 m 2.5 kg").
_SECONDS = r"(?<![\d.:/])(?:\d{1,2}\.\d{1,2}\s?|\d{1,3}\s)s\b"
_AFTER_A_DISTANCE = (r"\b\d{1,4}\s?(?:m|metres|meters)\s+\d{1,2}\.\d{1,2}(?![\d:/]|\.\d)"
                     r"(?!\s*(?:kg|kgs|kilos?|lbs?|m|cm|mm|km|%|mmhg|bpm|mg|ml|w|watts?)\b)")
_SAID: dict[str, tuple[re.Pattern[str], ...]] = {
    "time": (re.compile(rf"\b{_NUMBER_WORD}(?:[\s-]+{_NUMBER_WORD})*\s*(?:mins?|minutes|secs?|seconds|hrs?|hours?)\b",
                        re.IGNORECASE),),
    "blood_pressure": (re.compile(r"\b\d{2,3}\s+over\s+\d{2,3}\b", re.IGNORECASE),),
    "rpe": (re.compile(rf"\b(?:rpe|effort)\s+(?:of\s+|was\s+|at\s+)?(?:an?\s+)?{_NUMBER_WORD}\b", re.IGNORECASE),),
    # A health record's "Resting heart rate, week of …: 1 reading: 58.4", a message's "pulse 64" or
    # "heart rate sat at 150".
    "heart_rate": (re.compile(r"\b(?:heart\s*rate|hr|rhr|pulse)\b[^.!?\n]{0,40}?\b\d{2,3}\b", re.IGNORECASE),),
    "dose": (re.compile(rf"\b{_NUMBER_WORD}\s*(?:mg|mcg|milligrams?|micrograms?|ml|units?|tablets?|pills?|puffs?|capsules?|drops?)\b",
                        re.IGNORECASE),),
    # A size: "size 5", "a 4.5", "UK 6", "EU 38", "38 eu", a mass ("a 16 kg bell"); not a length: "grown
    # 5cm" is how a child grew, not a shoe size.
    "size": (re.compile(rf"\bsize\s*(?:{_NUMBER_WORD}|[smlx]{{1,3}}|small|medium|large)\b", re.IGNORECASE),
             re.compile(r"\b(?:uk|eu|us)\s*\d{1,2}(?:\.5)?\b", re.IGNORECASE),
             re.compile(r"\b\d{1,2}(?:\.5)?\s*(?:uk|eu|us)\b", re.IGNORECASE),
             re.compile(rf"\b{_NUMBER}\s*(?:kg|kgs|kilos?|lbs?)\b", re.IGNORECASE),
             re.compile(r"\b(?:a|an)\s+\d{1,2}(?:\.5)?\b", re.IGNORECASE)),
    # Money: a currency sign before a number ("£480", "$ 50", "€30"), a number with a currency's name or
    # slang after it ("300 reais", "40 quid", "2 grand", "50p"), a note named ("a tenner"), or nothing
    # to pay ("free", "didn't cost anything", "on the nhs": no amount is owed, the question is answered).
    "money": (re.compile(r"[£$€¥₹]\s?\d"),
              re.compile(rf"\b{_NUMBER_WORD}\s*(?:k\b|p\b|pence|quid|grand|pounds?|dollars?|bucks|euros?|"
                         r"reais|reals?|rupees?|yen|francs?|kron[aeor]r?|zloty|rand|dirhams?|gbp|usd|eur)\b",
                         re.IGNORECASE),
              re.compile(r"\b(?:a\s+)?(?:tenner|fiver|score|ton)\b(?=[^.!?\n]{0,20}\b(?:cost|paid|pay|charge))",
                         re.IGNORECASE),
              re.compile(r"\b(?:free|for\s+nothing|on\s+the\s+nhs|covered\s+by|didn[\'\u2019]?t\s+cost|no\s+charge)\b",
                         re.IGNORECASE)),
    # A count of steps said with its noun ("246 steps up the monument", "forty steps"): "how many steps"
    # of a climb or a flight of stairs is no day's count in thousands (`_QUANTITIES`), and the record that
    # gives it is the answer.
    "steps": (re.compile(rf"\b{_NUMBER_WORD}(?:[\s-]+{_NUMBER_WORD})*\s+steps\b", re.IGNORECASE),),
    # An oxygen saturation: a percentage in its range ("84%", "sats 94"), "pulse ox 91".
    "sats": (re.compile(r"\b\d{2,3}\s*%"), re.compile(r"\b(?:sats?|spo2|pulse\s*ox|o2)\b[^.!?\n]{0,20}?\b\d{2,3}\b",
                                                       re.IGNORECASE)),
}


# The times in seconds (`_SECONDS`, `_AFTER_A_DISTANCE`): a hold, a sprint, a test of a few seconds.
# A note lists several ("Side plank 60 s. Full run, six-over spells."), so such a time is of the thing
# its own sentence names, not of any event the record says elsewhere (word_evidence._held_where_said).
_IN_SECONDS: dict[str, tuple[re.Pattern[str], ...]] = {
    "time": (re.compile(_SECONDS, re.IGNORECASE), re.compile(_AFTER_A_DISTANCE, re.IGNORECASE)),
}


def holds_said_value(kinds: tuple[str, ...], text: str, seconds: bool = True) -> bool:
    """`holds_value`, or a value of one of these quantities said in words (`_SAID`: "two minutes
    thirty-five", "four hours", "130 over 85", "rpe of eight"), or, unless `seconds` is False, a time
    in seconds (`_IN_SECONDS`: "4.18 s", "60 s", "30m 4.21")."""
    return (holds_value(tuple(k for k in kinds if k in _QUANTITIES), text)
            or any(p.search(text) for name in kinds for p in _SAID.get(name, ()))
            or (seconds and any(p.search(text) for name in kinds for p in _IN_SECONDS.get(name, ()))))


def said_value_spans(kinds: tuple[str, ...], text: str) -> list[tuple[int, int]]:
    """Where in `text` the values `holds_said_value` reads stand (start, end): for reading which
    thing a value is said of (shared/domain/bound_slots.py)."""
    patterns = [p for name in kinds if name in _QUANTITIES for p in _QUANTITIES[name][1]]
    patterns += [p for name in kinds for p in (*_SAID.get(name, ()), *_IN_SECONDS.get(name, ()))]
    return sorted({(m.start(), m.end()) for p in patterns for m in p.finditer(text)})
