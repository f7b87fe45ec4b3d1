"""A moment of a numbered sequence a question asks about ("day 40", "leg 3", "run 2", "wk 28"), and
whether a record's text names that moment.

"miles distance on day 40", "her leg 3 recce time": the records number the same sequence ("day 7, 98 km
done", "day 29, 640 km", "leg 2 recce 3:10"), so they are relevant, and a sentence embedding rests
little on the number: the model answered with another day's or another leg's figures. The number says
which moment is asked; a history that numbers the sequence and never names that moment did not tell it.
Read only where a record's silence refuses a question (word_evidence.unheld_moment), leniently: the
moment said in any order or in words ("40 days", "the fortieth day", "day forty", "third leg") counts.
"""

from __future__ import annotations

import re

# Nouns of English that number the moments of a sequence: the days of a trip, the legs of a round, the
# weeks of a plan or a pregnancy, the rounds of a fight. A closed list of the language, not of a set.
_SEQUENCES = {
    "day": ("day",), "week": ("week", "wk"), "wk": ("week", "wk"), "month": ("month",), "leg": ("leg",),
    "stage": ("stage",), "round": ("round", "rd"), "lap": ("lap",), "game": ("game",), "match": ("match",),
    "run": ("run",), "race": ("race",), "session": ("session",), "heat": ("heat",), "interval": ("interval",),
    "rep": ("rep",), "set": ("set",), "hole": ("hole",), "mile": ("mile",), "block": ("block",),
    "phase": ("phase",), "level": ("level",), "lesson": ("lesson",), "attempt": ("attempt",), "go": ("go",),
    "loop": ("loop",), "climb": ("climb",), "cycle": ("cycle",), "test": ("test",), "visit": ("visit",),
}
_ASKED = re.compile(r"\b([a-z]+)\s+(\d{1,3})\b(?!\s*(?:[:./,]\d|%|kg|km|k\b|mi\b|m\b|min|h\b|hr|s\b|sec))", re.IGNORECASE)

_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
        "seventeen eighteen nineteen".split()
_ORDINAL_ONES = "zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth " \
                "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth".split()
_TENS = {2: ("twenty", "twentieth"), 3: ("thirty", "thirtieth"), 4: ("forty", "fortieth"), 5: ("fifty", "fiftieth"),
         6: ("sixty", "sixtieth"), 7: ("seventy", "seventieth"), 8: ("eighty", "eightieth"), 9: ("ninety", "ninetieth")}


def _spoken(n: int) -> tuple[str, ...]:
    """`n` (0-99) in words, cardinal and ordinal ("forty", "fortieth", "twenty-one", "twenty first")."""
    if n < 20:
        return (_ONES[n], _ORDINAL_ONES[n])
    if n >= 100:
        return ()
    tens, ones = divmod(n, 10)
    word, nth = _TENS[tens]
    if not ones:
        return (word, nth)
    return tuple(f"{word}{sep}{last}" for sep in ("-", " ") for last in (_ONES[ones], _ORDINAL_ONES[ones]))


def asked_moments(question: str) -> list[tuple[str, int]]:
    """The numbered moments the question names: (the sequence's noun, the number) for "day 40",
    "leg 3", "wk 28"; not a measure ("10 kg", "leg 3:10"), nor a noun that numbers nothing."""
    out = []
    for m in _ASKED.finditer(question):
        noun = m.group(1).lower()
        if noun in _SEQUENCES:
            out.append((noun, int(m.group(2))))
    return out


def _forms(noun: str) -> str:
    return "|".join(re.escape(n) for n in _SEQUENCES[noun])


def names_moment(text: str, noun: str, number: int) -> bool:
    """`text` names the moment: the noun and the number beside each other in either order ("day 40",
    "40 days", "40th day", "days 39 and 40"), or in words ("day forty", "the fortieth day", "third leg")."""
    nouns = _forms(noun)
    said = [str(number), *_spoken(number)]
    numbers = "|".join(re.escape(s) if not s.isdigit() else rf"{s}(?:st|nd|rd|th)?" for s in said)
    patterns = (
        rf"\b(?:{nouns})s?\.?\s*(?:#|no\.?\s*)?(?:\d{{1,3}}\s*(?:,|&|and|or|-|to)\s*)*(?:{numbers})\b",
        rf"\b(?:{numbers})\s+(?:{nouns})s?\b",
    )
    return any(re.search(p, text, re.IGNORECASE) for p in patterns)


def numbers_sequence(text: str, noun: str) -> bool:
    """`text` names some moment of the sequence by its number ("day 7", "leg 2", "3rd leg", "week 12")."""
    nouns = _forms(noun)
    return bool(re.search(rf"\b(?:{nouns})s?\.?\s*\d{{1,3}}\b(?!\s*(?:kg|km|k\b|%))|\b\d{{1,3}}(?:st|nd|rd|th)\s+(?:{nouns})\b",
                          text, re.IGNORECASE))
