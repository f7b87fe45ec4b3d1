"""A treatment asked as had ("did roxy have an iron infusion", "did he need a blood transfusion", "did
she have a second injection") whose own noun the client's history never says.

The words around the noun came up ("iron" of her iron tablets, "blood" of her blood test, the injection
she had once), so relevance is high and the chat quoted the tablets as if they answered the infusion.
word_evidence.unsaid_thing reads the kinds table's diagnoses, exams and operations; a treatment given or
fitted (an infusion, a drip, a cast, crutches, dialysis) is no entry there. The noun is read only as the
head of what a yes-or-no question of having, needing or getting asks (`_ASKED`), from a closed list of
treatments (`_TREATMENTS`), and only when it is among the decision's unsaid words (spelling, stemming and
the table's other names already read): a history that never says "infusion" tells of no infusion. A
repeat asked by its ordinal ("a second injection") whose ordinal the history never says is one never
told either: the one injection it tells is the first.
"""

from __future__ import annotations

import re
from typing import Sequence

from shared.domain import yes_no

# Treatments given, fitted or done to a client that the kinds table does not name (closed English), and the
# medicines given as a course for a complication by their everyday group names (h-refuse39: "did rhys need
# antibiotics for the sore"; general knowledge, not the questions' words).
_TREATMENTS = frozenset("""infusion infusions transfusion transfusions drip drips dialysis stitches cast plaster
    crutches sling splint brace epidural pacemaker stent stents chemo chemotherapy radiotherapy nebuliser oxygen
    injection injections jab jabs acupuncture catheter physio physiotherapy graft grafts
    antibiotics antibiotic penicillin painkillers painkiller steroids steroid
    insulin morphine inhaler inhalers antihistamines antihistamine antidepressants antidepressant
    anticoagulants thinners""".split())
_ORDINALS = frozenset("second third fourth fifth another repeat".split())
# "did <someone> have|need|get … <treatment>": the client's name is taken off by the search ("did have"). "is
# <someone> on …" asks the same of a treatment taken now ("is he on injections" as "has he been on injections").
_ASKED = re.compile(yes_no.OPENING.pattern + r"\s+(?:[\w'\u2019]+\s+){0,2}?"
                    r"(?:have|had|need|needed|get|got|go\s+for|went\s+for|receive|received|been\s+given|given|"
                    r"been\s+on|been\s+in|start|started|need\s+to\s+have|on)\s+"
                    r"(?:(?:a|an|any|the|his|her|their|some|more)\s+)?(?P<phrase>(?:[^\W\d_][\w'\u2019-]*\s+){0,2}?"
                    r"(?P<head>" + "|".join(sorted(_TREATMENTS, key=len, reverse=True)) + r"))\b", re.IGNORECASE)


def unsaid_treatment(asked: str, unsaid: Sequence[str]) -> str:
    """The treatment's words ("iron infusion", "second injection") when the question asks whether the
    client had one (`_ASKED`) whose noun (`_TREATMENTS`), or whose ordinal (`_ORDINALS`), is among the
    words the history never says (`unsaid`); "" otherwise."""
    missing = {w.lower() for w in unsaid}
    for match in _ASKED.finditer(asked):
        head = match.group("head").lower()
        words = match.group("phrase").lower().split()
        if head in missing or any(w in _ORDINALS and w in missing for w in words[:-1]):
            return match.group("phrase").lower()
    return ""
