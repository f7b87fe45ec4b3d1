"""What a client may or may not do, as the records say it: a restriction or a clearance.

"what's ellie not allowed to do", "what is des not allowed to do after the op", "is josh allowed to
sprint yet", "is graham cleared to jump": the word asked ("allowed", "cleared", "restrictions") is
almost never the records' word. They say the rule itself: "No walking training for 6 weeks, a boot for
2 weeks", "No bending or heavy lifting for a week and no driving till the optician says", "nothing fast
till January", "Stop the fast stuff. Bike and pool only till we know more", "signed off by the physio",
"cleared to run", "can he? x" answered "Of course". Read as a topic word, "allowed" was the word the
history never uses, and the question was refused on it (docs/ANSWERS.md, "h-mine33").

This module says whether a question asks for such a rule (`asked`: closed English of permission; `asks`
for one word of it) and whether a record's text states one (`states`: closed English of a restriction, a
clearance, or a request for leave). shared/usecases/rule_records.py reads the client's records stating a
rule for the chat to lead its answer with. (Not the ranking's coverage, shared/domain/sameness.py: its
features are fingerprinted with the relevance calibration, and a rule read there needs a new fit.)
"""

from __future__ import annotations

import re
from functools import lru_cache

from shared.ports.keywords import tokens

# The question's words of permission, by stem: "allowed", "permitted", "cleared", "restrictions",
# "banned", "forbidden". Not "can": too common to be the topic of a question.
_ASKING = frozenset(tokens("allowed allow permitted permission cleared clearance restriction restrictions restricted "
                           "banned forbidden barred"))

_SPAN = r"(?:\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|few|couple|of|the|\d+))*\s+"
_TIME = r"(?:days?|nights?|weeks?|wks?|months?|fortnight|[\d]+\s*(?:d|w|wk|wks))\b"
_RULES = re.compile(
    # "no running for six weeks", "no bending or heavy lifting for a week", "no driving till the optician
    # says", "no walking training for 6 weeks": a ban with how long it lasts.
    rf"\bno\s+(?:[^\W\d_][\w'-]*\s+){{1,4}}?(?:for{_SPAN}{_TIME}|till\b|until\b|before\b|yet\b)"
    # "nothing fast till january", "nothing overhead for a month".
    rf"|\bnothing\s+(?:[^\W\d_][\w'-]*\s+){{1,3}}?(?:till|until|before|for{_SPAN}{_TIME})"
    # "bike and pool only till we know more", "flat walks only for a week".
    rf"|\bonly\s+(?:till|until|for{_SPAN}{_TIME})"
    # "stop the fast stuff", "hold off running", "keep off it", "rest it".
    r"|\b(?:stop|hold\s+off|keep\s+off|stay\s+off|steer\s+clear\s+of|avoid|rest\s+it)\b"
    # "not to stretch it hard", "mustn't run", "isn't to lift", "not allowed", "can't drive yet".
    r"|\b(?:not\s+to|mustn'?t|must\s+not|isn'?t\s+to|aren'?t\s+to|not\s+allowed)\b"
    # What they cannot do as it is said: "I can't do my buttons", "couldn't lift the kettle", "unable to grip".
    r"|\b(?:can'?t|cannot|couldn'?t|unable\s+to)\s+(?!wait\b|believe\b|complain\b)[^\W\d_]+"
    # A clearance: "cleared to run", "signed off", "the all clear", "green light", "allowed to", "ok to
    # start", "can start running", "back to full training".
    r"|\b(?:cleared|signed\s+(?:him\s+|her\s+|them\s+)?off|all[-\s]clear|green\s+light|allowed|permitted"
    r"|ok(?:ay)?\s+to|fine\s+to|good\s+to\s+go|can\s+(?:start|go\s+back|return|resume)|back\s+to\s+full)\b"
    # Leave asked for and its answer: "can he? x", "is she ok to", "can i do the parkrun".
    r"|\bcan\s+(?:he|she|i|they|we)\b(?:\s+\w+)*\s*\?",
    re.IGNORECASE)


# "what's ellie not allowed to do", "is josh allowed to sprint yet", "is graham cleared to jump", "any
# restrictions after the op", "what can't des do after the op", "what is she banned from".
_ASKED = re.compile(
    r"\b(?:(?:not\s+)?(?:allowed|permitted)\s+to|cleared\s+(?:to|for)|signed\s+off\s+(?:to|for)"
    # Not a diet's restrictions ("dietary restrictions", "food restrictions", "what can't tariq eat"): the
    # profile's field, read there (shared/usecases/profiles.py).
    r"|(?<!diet\s)(?<!dietary\s)(?<!food\s)(?<!eating\s)restrictions?"
    r"|banned\s+from|forbidden\s+to|(?:can'?t|cannot|couldn'?t)\s+(?:s?he|they|i|[^\W\d_]+)\s+do)\b",
    re.IGNORECASE)


def asked(question: str) -> bool:
    """The question asks what the client may or may not do ("what's ellie not allowed to do")."""
    return _ASKED.search(question) is not None


def asks(stem: str) -> bool:
    """The question's word (its stem) asks what the client may or may not do ("allowed", "cleared")."""
    return stem in _ASKING


@lru_cache(maxsize=4096)
def states(text: str) -> bool:
    """The record's text states a restriction, a clearance or a request for leave (module doc)."""
    return bool(text) and _RULES.search(text) is not None
