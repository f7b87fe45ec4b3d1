"""A named measure asked of a client whose records never give a value of it: "and her t4", "his creatinine",
"ellie's calcium levels", "what did her vitamin d come back as", "des's eye pressure", "harold's grip strength".

Why the other checks miss it: the kinds table files a lab's names as one member of the blood tests ("tsh …
t4, free t4", "creatinine, egfr"), so "t4" is no word the history never says when the records say "tsh 6.2",
and "creatinine" is said by "egfr 52"; a measure's own words ("vitamin d", "calcium") may be said with no
value at all ("they're checking her vitamin d too", "I'll look at her calcium"); and asked_values reads a value
asked only by a word naming the value ("reading", "time"), not by the measure's name alone. The chat then
quoted another marker's figures, or the sentence that names the test, as the answer.

Here a measure is read by its own names only (`_MEASURES`: one analyte or one test of the body per row, the
lab's abbreviation and its spellings; never a broader word, "thyroid", "kidneys", "bloods", which any marker
answers), and a record gives its value when a sentence says one of those names with a result beside it
(`_gives_value`): a number within a few words ("tsh came back 6.2", "eGFR 52", "25 nmol/L vitamin d"), or a
result said in words ("vitamin d was low", "calcium normal"). A question asks the value (`asked_measure`) when it
names a measure and asks nothing else of it: not whether it was tested ("did she have her vitamin d
checked"), when, or by whom; and a measure that is also a thing taken (calcium, vitamin d, iron …:
`_ALSO_TAKEN`) only with a word of a result ("levels", "come back as", "result"), since "ellie's calcium" may
ask the supplement.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from shared.domain import word_evidence
from shared.domain.bound_slots import sentences, text_of

# One row per measure: its names (regex alternatives, lower case). Closed English of labs and clinics.
_MEASURES: dict[str, str] = {
    "t4": r"(?:free\s+)?t4|ft4|thyroxine",
    "t3": r"(?:free\s+)?t3|ft3",
    "tsh": r"tsh|thyroid\s+stimulating\s+hormone",
    "creatinine": r"creatinine|creat",
    "egfr": r"e?gfr",
    "urea": r"urea",
    "calcium": r"calcium|ca",
    "vitamin d": r"vit(?:amin)?\.?\s*d3?|25[\s-]?oh(?:\s*d)?",
    "b12": r"(?:vit(?:amin)?\.?\s*)?b12",
    "folate": r"folate",
    "ferritin": r"ferritin",
    "haemoglobin": r"ha?emoglobin|hb|hgb",
    "hba1c": r"hba1c|a1c",
    "cholesterol": r"(?:total\s+)?cholesterol|tc",
    "ldl": r"ldl",
    "hdl": r"hdl",
    "triglycerides": r"triglycerides?|trigs",
    "crp": r"crp|c[\s-]reactive\s+protein",
    "esr": r"esr",
    "glucose": r"(?:fasting\s+)?(?:blood\s+)?glucose|blood\s+sugars?|bg|bm",
    "testosterone": r"testosterone",
    "cortisol": r"cortisol",
    "psa": r"psa",
    "potassium": r"potassium",
    "sodium": r"sodium",
    "magnesium": r"magnesium",
    "platelets": r"platelets?|plt",
    "white cells": r"white\s+(?:blood\s+)?cells?(?:\s+count)?|wbc",
    "inr": r"inr",
    "eye pressure": r"(?:eye|intraocular|intra-ocular)\s+pressures?|iop",
    "grip strength": r"grip(?:\s+strength)?",
    "bone density": r"bone\s+density|dexa|t[\s-]?score",
    "peak flow": r"peak\s+flow",
    "vo2 max": r"vo2\s*max|vo2",
    "body fat": r"body\s+fat|fat\s+%|bf%",
}
_NAMES = {name: re.compile(rf"(?<![\w.])(?:{pattern})(?![\w])", re.IGNORECASE) for name, pattern in _MEASURES.items()}
# Measures that are also things taken, or said in passing of food: asked as a value only with a word of a result.
_ALSO_TAKEN = frozenset({"calcium", "vitamin d", "b12", "folate", "magnesium", "potassium", "sodium"})
# Names too short or too common to ask by alone in a question: read in records, never asked by them. "Blood sugar"
# is answered in words no lab's ("check my sugar before and after … was 5.8 before 4.9 after": blind4-046).
_RECORD_ONLY = frozenset({"ca", "tc", "creat", "plt", "hb", "vo2", "bg", "bm", "blood sugar", "blood sugars"})

# A result beside the name: a number (not a date's or a time's), or a result said in words.
_NUMBER = re.compile(r"(?<![\d/:])[<>]?\d+(?:[.,]\d+)?(?![\d/:])")
_RESULT_WORDS = frozenset("""low high normal fine ok okay good great bad deficient deficiency insufficient raised elevated
    borderline abnormal up down improved better worse perfect healthy optimal within range""".split())
_NEAR = 5  # words either side of the name
_WORD = re.compile(r"[^\W_][\w.'\u2019%/-]*", re.UNICODE)

# A question asking a value: words of a result, a level, a reading; "come back as" (the question as typed
# reaches the check without "back": "what did her vitamin d come as").
_RESULT_ASKED = re.compile(r"\b(?:levels?|results?|readings?|scores?|numbers?|figures?|values?|c[oa]me\s+back|c[oa]mes?\s+as|"
                           r"measured?|measurements?|count|at\s+now|now)\b", re.IGNORECASE)
# Questions of something else about the measure: whether, when, who, why, where, what was said or done.
_OTHER_ASK = re.compile(r"^\W*(?:(?:and\s+)?(?:did|does|do|has|have|had|is|are|was|were|will|would|can|could|should|"
                        r"when|who|whom|why|where|which)\b)"
                        r"|\b(?:check|checks|checked|checking|test|tests|tested|testing|taking|take|takes|took|"
                        r"supplement|supplements|tablets?|dose|doses|mg|iu|say|said|tell|told|about|advice|recommend)\b",
                        re.IGNORECASE)
_DIGIT = re.compile(r"\d")
# "what grip", "which dexa": a kind asked, not a value.
_A_KIND = frozenset("what which whatever".split())
# The words that may follow a measure asked by its value: a result's or a level's, a time's, a side's, a
# preposition ("in may", "at the hip", "after the plaster came off"). Any other word makes the measure part of
# another thing ("blood sugar control", "dexa scan", "grip did i swap"), whose value is not asked here.
_AFTER_A_VALUE = frozenset("""level levels result results reading readings score scores number numbers figure figures
    value values count now latest last first recent today in at on before after since from during of for by when
    from back come came comes vs versus and or then again left right""".split()) | frozenset(
    m for month in "january february march april may june july august september october november december".split()
    for m in (month, month[:3], month[:4]))


def asked_measure(question: str) -> str:
    """The measure (`_MEASURES`' row name) whose value the question asks, or ""."""
    if _DIGIT.search(question.replace("t4", "").replace("t3", "").replace("b12", "").replace("a1c", "")
                     .replace("vo2", "").replace("25", "")):
        return ""  # "is her t4 over 20": the question gives the value
    if _OTHER_ASK.search(question):
        return ""
    found = [(name, m) for name, rx in _NAMES.items() for m in rx.finditer(question)
             if m.group(0).lower() not in _RECORD_ONLY]
    if len(found) != 1:
        return ""  # none, or two measures asked together: the answer may be either's
    name, match = found[0]
    before = _WORD.findall(question[:match.start()].lower())
    after = _WORD.findall(question[match.end():].lower())
    if (before and before[-1] in _A_KIND) or (after and after[0].strip(".") not in _AFTER_A_VALUE):
        return ""  # "what grip did i swap her to", "his blood sugar control", "her dexa scan": no value asked
    if name in _ALSO_TAKEN and not _RESULT_ASKED.search(question):
        return ""
    return name


def gives_value(name: str, text: str) -> bool:
    """Some sentence of `text` says measure `name` with a result beside it (`_NEAR` words either side):
    a number, or a word of a result."""
    rx = _NAMES[name]
    for sentence in sentences(text):
        for m in rx.finditer(sentence):
            before = _WORD.findall(sentence[:m.start()])[-_NEAR:]
            after = _WORD.findall(sentence[m.end():])[:_NEAR]
            near = before + after
            if any(_NUMBER.search(w) for w in after) or any(_NUMBER.search(w) for w in before[-2:]):
                return True
            if any(w.lower().strip(".") in _RESULT_WORDS for w in near):
                return True
    return False


def says_measure(name: str, text: str) -> bool:
    return bool(_NAMES[name].search(text))


def unvalued_measure(question: str, candidates: Sequence[Any], threshold: float) -> str:
    """The measure asked (`asked_measure`) when some candidate is relevant (relevance >= `threshold`: the
    chat would answer) and no candidate of the pool, nor the reply beside one that names the measure, gives a
    value of it (`gives_value`); "" otherwise."""
    name = asked_measure(question)
    if not name or not any(c.relevance >= threshold for c in candidates):
        return ""
    texts = [text_of(c) for c in candidates]
    if any(gives_value(name, t) for t in texts):
        return ""
    # "what was the t4?" answered "1.2" in the next turn: a record naming the measure, then a bare number beside it.
    for c in candidates:
        if says_measure(name, text_of(c)):
            for o in word_evidence.conversation(c, candidates):
                if o is not c and _bare_number(text_of(o)):
                    return ""
    return name


def _bare_number(text: str) -> bool:
    words = _WORD.findall(text)
    return len(words) <= 4 and any(_NUMBER.search(w) for w in words)

