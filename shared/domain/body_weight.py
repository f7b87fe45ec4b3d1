"""A client's weight asked where their records give only the weights they lift.

"tasha's weight", "maureen's weight": a kettlebell lifter's records say "16 kg long cycle", "the 8 kg:
deadlifts", "12kg deadlift 10 times", so "weight" and a mass are all over them, relevance is high, and the
chat quoted the bell's 16 kg as her weight. A weight asked alone is not a value question
(asked_values: "her weight" was refused once where a record's value was not read as one), so this reads
the one case where the records themselves say what their masses are: every mass the candidates give is a
load, a mass said beside the name of a lift or of what is lifted ("deadlift", "bell", "long cycle") or
before a count of reps ("80kg x3"), or an implement by its article ("the 8 kg"). A mass said any other way
("down to 92kg", "17 stone 4", a weigh-in, the health data's Weight) may be the client's, and then
nothing is refused; so is a question where no candidate gives a mass at all (the weight may be written
in words the other checks read).
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from shared.domain.bound_slots import sentences, text_of

# "<someone>'s weight" with the name taken off by the search ("weight"), "what's her weight", "his weight
# now", "how much does she weigh": the person's weight asked, nothing else named.
_ASKED = re.compile(r"^\s*(?:(?:what|whats|what's|what\u2019s|what\s+is|what\s+was)\s+)?(?:(?:his|her|their|the)\s+)?"
                    r"(?:body\s*)?weight(?:\s+(?:now|at\s+the\s+moment|these\s+days))?\W*$"
                    r"|^\s*how\s+much\s+(?:does|did|do)\s+(?:(?:he|she|they)\s+)?weigh(?:\s+now)?\W*$", re.IGNORECASE)
_MASS = re.compile(r"(?<![\w.])(?P<article>(?:the|a|an|with)\s+)?\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|lbs?|pounds|st|stone)\b"
                   r"(?P<reps>\s*(?:x|\u00d7)\s*\d)?", re.IGNORECASE)
# What is lifted, and the lifts (closed English of the gym): a mass beside one of them is a load. A grip
# test's kilos ("grip left 28 kg") are a squeeze, not the body either.
_LOAD_WORDS = frozenset("""kettlebell kettlebells bell bells kb kbs deadlift deadlifts dl squat squats bench press
    presses snatch snatches clean cleans jerk jerks swing swings carry carries cycle row rows dumbbell dumbbells db
    dbs barbell bar plate plates implement hammer shot vest pack rucksack bag sandbag lift lifts lifted lifting
    thruster thrusters lunge lunges goblet farmer farmers sled ball medball pull pulls curl curls rdl rdls
    overhead getup get-up getups grip grips dynamometer""".split())
# A mass of the body: the words that weigh a person, and stone (British writers weigh people, not bells,
# in stone).
_BODY_WORDS = re.compile(r"\b(?:weigh|weighs|weighed|weighing|weigh-in|weighin|scales|bmi|lost|lose|gained|heavier"
                         r"|lighter|body\s*weight|bodyweight)\b|\b\d+\s*(?:st|stone)\b", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*")
_DIGIT = re.compile(r"\d")
_NEAR = 3  # words either side of a mass, within its sentence


def _is_load(sentence: str, mass: re.Match) -> bool:
    if mass.group("reps") or (mass.group("article") and mass.group("article").strip().lower() in ("the", "with")):
        return True
    before = [w.lower() for w in _WORD.findall(sentence[:mass.start()])][-_NEAR:]
    after = [w.lower() for w in _WORD.findall(sentence[mass.end():])][:_NEAR]
    return bool(_LOAD_WORDS.intersection(before + after))


def only_loads(asked: str, candidates: Sequence[Any], threshold: float) -> str:
    """"weight" when the question asks the client's weight (`_ASKED`), a relevant candidate (relevance >=
    `threshold`) gives a mass, and every mass any candidate gives is a load (`_is_load`), no candidate
    weighing the person (`_BODY_WORDS`, a health-data record); "" otherwise."""
    if not _ASKED.search(asked):
        return ""
    if not any(_MASS.search(text_of(c)) for c in candidates if c.relevance >= threshold):
        return ""
    for c in candidates:
        if c.metadata.get("sourceType") == "health_data":
            return ""
        for sentence in sentences(text_of(c)):
            if _BODY_WORDS.search(sentence) and _DIGIT.search(sentence):
                return ""  # "weighed 92kg", "lost 2 kg", "scales say 92": the person weighed
            if any(not _is_load(sentence, m) for m in _MASS.finditer(sentence)):
                return ""
    return "weight"
