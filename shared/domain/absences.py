"""A client's absences, as a question asks them and as the records tell them.

"which sessions did rafe miss", "has he missed any since october", "why did kimmy miss thursday", "why did
peran take time off", "did nilesh miss training for his tooth", "who missed the junior concert": the question
asks in the negative, and no record says its words. The records tell a miss in their own words, most often
before or after it and by someone else: "cnt make thurs, kids ill", "Can't do tonight, emergency job", "Won't
be there tonight", "No Rafe today?" / "ferry shifts", "Rafe, no show again?", "Why no band last night?", "tooth
out. wisdom. no training tonight", "going to sit out a few weeks", "Missed 20 Jul and 12 Oct.". Ranked by the
question's words, those lines (short, with no topic word) sat under the relevance floor and the question was
refused; or "sessions" — a word no record says — refused it (docs/ANSWERS.md, "h-fail61").

This module says whether a question asks of absences (`asked`: closed English of a miss, a no-show, time
off), which of its words are the asking's own (`frame`: "miss", "sessions", "time off" — never a topic the
records must say), and whether a record's text tells an absence (`tells`: closed English of a miss, a
cry-off, an absence noticed). shared/usecases/absence_records.py reads the client's records that tell one.
Not "in a row" or "every week" asks: a run is told by its counts, and its absence is the answer "no".
"""

from __future__ import annotations

import re
from functools import lru_cache

from shared.ports.keywords import tokens

# "which sessions did rafe miss", "has he missed any", "is griff still missing tuesdays", "rafe, no show
# again", "did rafe ever not turn up", "why did peran take time off", "how long was peran off". Not "skipping"
# (the rope: "ciaran's skipping"), nor "missing" of a thing lost ("what's missing from his diet": no day, no
# session follows it), read by `_NOT_ASKED`.
_ASKED = re.compile(
    r"\bmiss(?:ed|es|ing)?\b"
    r"|\bno[-\s]?shows?\b"
    r"|\b(?:not|n'?t|never)\s+(?:turn(?:ed)?|show(?:ed)?)\s+up\b"
    r"|\btime\s+off\b"
    # "how long was peran off", "is he still off"; not "off the crutches", "off her food".
    r"|\b(?:was|is|been|were|are)\s+(?:[^\W\d_]+\s+){0,2}?off\b(?!\s+(?:the|his|her|their|its|it|sugar|booze|drink|"
    r"alcohol|meds|tablets|painkillers|crutches)\b)"
    r"|\bskip(?:ped|s)?\s+(?:a|any|the|his|her|their|one|two|sessions?|training|practice|class(?:es)?)\b",
    re.IGNORECASE)
# "what's missing from his diet", "missing link", "she misses her dog": not an absence of the client.
_NOT_ASKED = re.compile(r"\bmissing\s+(?:from|link|piece)\b|\bmiss(?:es|ed)?\s+(?:her|his|their)\s+"
                        r"(?:dog|cat|mum|dad|mother|father|wife|husband|kids?|family|home)\b", re.IGNORECASE)

# The asking's own words, by stem: what a question of absences is framed in, never the topic the records must
# say ("which sessions did rafe miss": the records say "No Rafe today?", never "sessions"); a session by any of
# its names ("did tempe miss a practice": "Won't be there tonight").
_FRAME = frozenset(tokens(
    "miss missed misses missing session sessions sesh seshes training class classes practice practise practices "
    "lesson lessons rehearsal rehearsals any one ever keep kept still long take took taken taking "
    "many often times time off show shows turn turned skip skipped skips absence absences absent"))

_SPAN = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple\s+of|\d+)"
_WHILE = r"(?:days?|nights?|weeks?|wks?|months?|fortnight)"
# A record telling an absence (module doc), in the closed English of this product's trainers' clients.
_TELLS = re.compile(
    # "Missed Sunday as well", "She'll miss two Tuesdays", "Missing sessions, sorry", "we missed Finlay".
    r"\bmiss(?:ed|es|ing)?\b(?!\s+(?:her|his|their)\s+(?:dog|cat|mum|dad|wife|husband|kids?|family)\b)"
    # "cnt make thurs", "Can't make Glenmore", "can't do tonight", "won't be there tonight", "not coming",
    # "can't come", "couldn't get there".
    r"|\b(?:can'?t|cant|cnt|cannot|couldn'?t|won'?t|wont|will\s+not|not)\s+(?:make|come|coming|be\s+there|get\s+there)\b"
    r"|\b(?:can'?t|cant|cnt|cannot|couldn'?t)\s+do\s+(?:tonight|today|tomorrow|2nite|2day|this|next|the\s+session|"
    r"training|it\s+(?:tonight|today)|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)"
    # "no training tonight", "no session today", "no practice this week", "Why no band last night?".
    # Not "no pain today": the word between is a session's or a person's name (capitalised).
    r"|\bno\s+(?:(?-i:[A-Z][a-z]+)|training|session|sesh|practice|class|band|gym|lesson|rehearsal)\s+"
    r"(?:tonight|today|2nite|2day|this\s+week|last\s+night|yesterday)\b"
    # "No Rafe today?", "no Tempe, she's got flu", "Rafe, no show again?".
    r"|\bno[-\s]?shows?\b|\bbut\s+no\s+(?-i:[A-Z][a-z]+)\b"
    r"|\b(?:not\s+(?:tonight|today)|didn'?t\s+(?:go|come|make\s+it|turn\s+up|show)|didnt\s+(?:go|come|make\s+it|turn\s+up|show))\b"
    # "going to sit out a few weeks", "after seven weeks off", "out for six weeks with a cracked rib", "time off".
    rf"|\bsit(?:ting)?\s+out\b|\btime\s+off\b|\b{_WHILE}\s+off\b|\b(?:out|off)\s+for\s+{_SPAN}\s+{_WHILE}"
    # "give tonight a miss" is read above; "cancel tonight", "had to cancel".
    r"|\bcancel(?:l?ed|ling|s)?\b",
    re.IGNORECASE)


def asked(question: str) -> bool:
    """The question asks of the client's absences ("which sessions did rafe miss"; module doc)."""
    return _ASKED.search(question) is not None and _NOT_ASKED.search(question) is None


def frame(word: str) -> bool:
    """`word` (one word of the question, or its stem) is the asking's own, no topic the records must say."""
    own = tokens(word)
    return bool(own) and all(w in _FRAME for w in own)


@lru_cache(maxsize=4096)
def tells(text: str) -> bool:
    """The record's text tells an absence (module doc)."""
    return bool(text) and _TELLS.search(text) is not None


# A day of the week by its name and the short forms a text says it in ("cnt make thurs", "can't do weds").
_DAY_FORMS = {
    "monday": "mon", "tuesday": "tue|tues", "wednesday": "wed|weds", "thursday": "thu|thur|thurs",
    "friday": "fri", "saturday": "sat", "sunday": "sun",
}


def says_day(word: str, text: str) -> bool:
    """`word` is a day of the week (or its plural, "tuesdays") that `text` names, in full or by a short form: the
    records tell a miss in a hurry ("cnt make thurs, kids ill" for "why did kimmy miss thursday")."""
    day = word.lower()[:-1] if word.lower().endswith("days") else word.lower()
    forms = _DAY_FORMS.get(day)
    return forms is not None and re.search(rf"\b(?:{day}s?|{forms})\b", text, re.IGNORECASE) is not None
