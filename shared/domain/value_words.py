"""Words that ask for one of a thing's values without naming anything of their own.

"what was the first reading", "and the latest number" after "<name>'s inr": "reading" and "number" name
the value the records give ("inr came back 3.6"), "first" and "latest" which of them. No record says
"reading" beside its number, so a check that every word the follow-up asks is said by the records quoted
(the chat's retry with the thread's thing) refused records that answer it. Here they count as said by a
record that gives the thread's thing with a number; any other word of the question must still be said.

So do the units a follow-up asks the value in ("in stone and pounds?" after "<name>'s weight", "what's that per
mile" after "<name>'s 5k"): the records give the value in another unit ("74.6 kg", "5k 26:55") and the reader
converts; no record says the unit asked. Only in a frame of conversion ("in", "per", "into" before the units),
so "how many miles did he run" after "<name>'s knee" still asks "miles" of the records.
"""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from shared.domain.answerability import holds, topic_words

# A value named generically, and the words that pick one value among several (closed English).
_OF_A_VALUE = frozenset("""reading readings number numbers figure figures value values level levels result results
    measurement measurements""".split())
_WHICH_VALUE = frozenset("first last latest newest earliest highest lowest recent starting".split())
_DIGIT = re.compile(r"\d")
# Units a value is converted into, after "in" / "per" / "into" ("in stone and pounds", "per mile", "in celsius").
_UNIT = (r"(?:stones?|st|pounds?|lbs?|lb|kilos?|kgs?|kilograms?|miles?|kms?|kilomet(?:re|er)s?|met(?:re|er)s?|"
         r"celsius|centigrade|fahrenheit|minutes?|mins?)")
_CONVERSION = re.compile(r"\b(in|per|into)\s+(%s(?:\s*(?:and|&|,)?\s*%s)*)\b" % (_UNIT, _UNIT), re.IGNORECASE)


def gives_value_of(thing: str, records: Sequence[Mapping[str, Any]]) -> bool:
    """A record among `records` (metadata: text, sender) says a word of `thing` and holds a number."""
    things = topic_words(thing)
    return any(_DIGIT.search(str(m.get("text") or "")) and any(holds(w, m, thing) for w in things)
               for m in records)


def converted_into(question: str) -> frozenset[str]:
    """The words of `question` asking its value in other units ("per", "mile" of "what's that per mile";
    "stone", "pounds" of "in stone and pounds?"); none outside a frame of conversion."""
    return frozenset(w.lower() for m in _CONVERSION.finditer(question)
                     for w in (m.group(1), *re.findall(r"[a-z]+", m.group(2).lower())) if w not in ("and",))


def still_unsaid(unsaid: Sequence[str], thing: str, records: Sequence[Mapping[str, Any]],
                 question: str = "") -> list[str]:
    """`unsaid` (words no record quoted says) without those asking for a value of `thing`, when a record
    quoted gives one; all of `unsaid` otherwise. Only when a value word is among them: "first" alone
    ("when did it first hurt") picks a time, not a value. The units `question` asks the value in
    (`converted_into`) likewise."""
    units = converted_into(question)
    asks_value = any(w in _OF_A_VALUE for w in unsaid)
    asks_units = any(w.lower() in units for w in unsaid)
    if not (asks_value or asks_units) or not gives_value_of(thing, records):
        return list(unsaid)
    return [w for w in unsaid if not (asks_value and (w in _OF_A_VALUE or w in _WHICH_VALUE)) and w.lower() not in units]
