"""A condition or a complication asked as had ("did shona have carpal tunnel", "did rhys get an infection in
the sore", "did callum get a black eye") whose own words the client's history never says.

Such a question's other words came up (the sore, the hand, the fight), so relevance is high and the model,
reading how little the question's embedding rests on the condition's name, answered from the thing that did
happen. word_evidence.unsaid_thing reads the kinds table's diagnoses; the diagnoses and complications below
are no entry there (the table is part of the answerability model's fingerprint, so it is not grown here). A
diagnosis is named by its own words ("the GP says de quervain's", "it's infected"), and the decision's test
reads a word as said in any of its stemmed forms ("infected" for "infection"): one whose words the history
never says was not given. Read only in a yes-or-no question of having, getting or developing it (`_ASKED`),
and only when a word of the condition is among the decision's unsaid words.

The table (`CONDITIONS`) is written from general knowledge of the whole domain — common British, Irish and
American lay and clinical names of musculoskeletal, skin, infection, heart and lung, pregnancy and nerve
conditions and of complications of an injury or a wound — not from any question's words. A symptom, a
feeling or a mark on the skin ("tired", "sore", "dizzy", "a rash", "blisters", "a burn") is no entry: a client
says those in other words.
"""

from __future__ import annotations

import re
from typing import Sequence

from shared.domain import yes_no

CONDITIONS: tuple[str, ...] = tuple(sorted({" ".join(c.split()) for c in """
    infection, infected, chest infection, wound infection, urine infection, water infection, kidney infection,
    ear infection, eye infection, sinus infection, cellulitis, sepsis, blood poisoning, abscess, ulcer, boil,
    impetigo, mrsa, gangrene, osteomyelitis, verruca, athlete's foot, ringworm, scabies,
    eczema, psoriasis, dermatitis, hives, shingles, cold sore, black eye, concussion, whiplash,
    carpal tunnel, cubital tunnel, trigger finger, mallet finger, frozen shoulder, tennis elbow, golfer's elbow,
    bursitis, tendinitis, tendonitis, tendinopathy, tenosynovitis, shin splints, runner's knee, jumper's knee,
    patellar tendinopathy, it band syndrome, plantar fasciitis, morton's neuroma, bunion, bunions, gout,
    slipped disc, herniated disc, sciatica, spondylolisthesis, stenosis, scoliosis, osteoarthritis,
    rheumatoid arthritis, osteoporosis, osteopenia, stress fracture, compartment syndrome, dvt, blood clot,
    clot, embolism, pulmonary embolism, stroke, mini stroke, tia, heart attack, angina, arrhythmia,
    atrial fibrillation, af, palpitations, heart murmur, pneumonia, bronchitis, pleurisy, tonsillitis,
    glandular fever, mono, strep throat, whooping cough, chickenpox, measles, mumps, norovirus, covid, flu,
    labyrinthitis, vertigo, tinnitus, conjunctivitis, pink eye, cataract, cataracts, glaucoma, anaemia, anemia,
    gestational diabetes, pre-eclampsia, preeclampsia, pelvic girdle pain, spd, diastasis recti, mastitis,
    postnatal depression, miscarriage, hernia, hiatus hernia, haemorrhoids, hemorrhoids, piles, prolapse,
    incontinence, kidney stones, gallstones, appendicitis, ibs, crohn's, colitis, coeliac, celiac, nerve damage,
    neuropathy, bell's palsy, hypothermia, heatstroke, heat stroke, frostbite, keloid, lymphoedema, lymphedema
    """.split(",")} - {""}, key=len, reverse=True))

# "did <someone> have|get|develop … <condition>": the client's name is taken off by the search ("did have").
_ASKED = re.compile(yes_no.OPENING.pattern + r"\s+(?:[\w'\u2019]+\s+){0,2}?"
                    r"(?:have|had|has|get|got|gotten|develop|developed|catch|caught|pick\s+up|picked\s+up|end\s+up\s+with|"
                    r"ended\s+up\s+with|been\s+diagnosed\s+with|diagnosed\s+with|suffer\s+from|suffered\s+from)\s+"
                    r"(?:(?:a|an|any|the|his|her|their|some)\s+)?(?P<condition>"
                    + "|".join(re.escape(c) for c in CONDITIONS) + r")(?![\w'\u2019-])", re.IGNORECASE)
_WORD = re.compile(r"[^\W_][\w'\u2019-]*")


def unsaid_condition(asked: str, unsaid: Sequence[str]) -> str:
    """The condition's words ("carpal tunnel", "infection") when the question asks whether the client had
    one of `CONDITIONS` (`_ASKED`) and a word of it is among the words the history never says (`unsaid`);
    "" otherwise."""
    missing = {w.lower() for w in unsaid}
    match = _ASKED.search(asked)
    if match is None:
        return ""
    condition = match.group("condition").lower()
    return condition if any(w in missing for w in _WORD.findall(condition)) else ""
