"""Whether a record tells a clinician's verdict: "the osteo says it's a pulled groin", "the doctor said it's an ear
infection", "a&e at the general says the thumb's dislocated", "the ultrasound found a cyst".

A trainer asked "what did i say she could do" or "what did i give him to do" in the thread of an injury or a
condition is asked the plan they sent back when the news came: their reply to the message that told what the
doctor, the physio or the scan said (shared/usecases/thread_records.py, `exchange_records`). That message is read
here by its words: a clinician, a place of care or a test named (`_WHO`), then within the same sentence a verb of
telling or finding (`_TOLD`). Closed English of roles and verbs, not a topic list; the client's own guesses ("reckon
i've tweaked my wrist") and their plans ("booked the chiropractor for monday") tell none.
"""

from __future__ import annotations

import re

# Who or what gives a verdict: the clinicians, the places of care and the tests whose results are told.
_WHO = (r"(?:gp|gps|doctor|doctors|doc|docs|dr|physio|physios|physiotherapist|consultant|nurse|nurses|surgeon|"
        r"specialist|dentist|midwife|podiatrist|osteo|osteopath|chiropractor|paramedics?|cardiologist|"
        r"a\s*&\s*e|a\s+and\s+e|hospital|clinic|minor\s+injuries|x-?rays?|mri|scan|ultrasound|ecg|bloods|blood\s+tests?)")
# What they did with it: said, found, showed (the verb within the same sentence, a few words on: `_GAP`).
_TOLD = r"(?:says|said|say|thinks|thought|reckons|reckoned|confirmed|diagnosed|showed|shows|found|came\s+back|calls\s+it|called\s+it)"
_WHO_SAID = re.compile(rf"\b{_WHO}\b", re.IGNORECASE)
# Four words at most between the two ("a&e at the general says"): a sentence that names a doctor and, further on, someone
# else's saying ("my doctor is lovely and my sister said hi") is no verdict.
_GAP = 4
_THEN_TOLD = re.compile(rf"\s*(?:[^\s.!?]+\s+){{0,{_GAP}}}?{_TOLD}\b", re.IGNORECASE)


def tells_verdict(text: str) -> bool:
    """Does `text` tell what a clinician, a place of care or a test said or found (module docstring)?"""
    return any(_THEN_TOLD.match(text, m.end()) for m in _WHO_SAID.finditer(text))
