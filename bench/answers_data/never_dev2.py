#!/usr/bin/env python3
"""Write bench/answers_data/never_dev2.jsonl: more dev questions on "it never came up for that client".

    functions/venv/bin/python -m bench.answers_data.never_dev2

Written on 2026-11-28 by helper h-never2 (issue 14, sixth session): the dev splits were nearly clean
on the refusal side (blind dev 1.00, blind3 0.98, blind2 0.97) while the test splits refused "never
came up" questions only 0.79-0.97, so the team needed dev questions of a style the earlier sets
under-cover. The author read only the records of the DEV clients of blind3 (Jamal, Callum,
Bernard, Ravi, Tyler, Diego) and wrote and committed this file before running anything on it.

Every unanswerable row carries in `note` the probe it was written as ("probe: ..."):

- side / part: the other side or a neighbouring body part of what did come up;
- sibling: a medicine, supplement or test of the same family as one that came up;
- event: a neighbouring event (another venue, trip, match format, place of a fall);
- value: a value never stated beside one that was (a weight, score, count, anniversary);
- person: a family member or person never mentioned, beside one who was;
- habit: a habit never discussed;
- sense: the topic word is in the records only in another sense;
- advice: the topic is in the records only in the coach's advice, never as what happened;
- other client / other trainer / other period: the `why_unanswerable` of those names.

The answerable rows are near-miss controls on the same clients, phrased loosely (slang, Spanish,
no verb), so a refusal fix cannot pass by refusing more. Every row is split "dev".
"""

from __future__ import annotations

from pathlib import Path

from bench.answers_data import authoring, build_blind3
from bench.answers_data import blind3_questions as b3
from bench.answers_data.blind_questions import B

OUT = Path(__file__).resolve().parent / "never_dev2.jsonl"
HEADER = (
    "// bench.answers dev questions on 'never came up for that client' (issue 14), written 2026-11-28 by h-never2\n"
    "// from the DEV clients' records of blind3 only, before running anything on them. note: the probe each was written as.\n"
    "// Built by bench/answers_data/never_dev2.py; edit the list there. split is \"dev\" for every row.\n"
)
NEVER, OTHER_CLIENT, OTHER_TRAINER, OTHER_PERIOD = b3.NEVER, b3.OTHER_CLIENT, b3.OTHER_TRAINER, b3.OTHER_PERIOD
DELE, MAEVE, ANJALI = b3.DELE, b3.MAEVE, b3.ANJALI
profile = b3.profile

# (question, probe) for the unanswerable rows; the answerable ones have probe "control".
QUESTIONS: list[tuple[B, str]] = [
    # ------------------------------------------------ Jamal: 71 kg, bruised right hand, cut over the left eye, jaw
    (B(DELE, "jamals left knuckles", "possessive", None, "jamal", NEVER), "side"),
    (B(DELE, "did jamal hurt his wrist sparring", "yes_no", None, "jamal", NEVER), "part"),
    (B(DELE, "how did jamals fight in manchester go", "how_doing", None, "jamal", NEVER), "event"),
    (B(DELE, "when did jamal weigh 69kg", "numbers", None, "jamal", NEVER), "value"),
    (B(DELE, "is jamals dad coming to the champs", "yes_no", None, "jamal", NEVER), "person"),
    (B(DELE, "does jamal smoke", "yes_no", None, "jamal", NEVER), "habit"),
    (B(DELE, "jamals running splits", "possessive", None, "jamal", NEVER), "sense"),
    (B(DELE, "did jamal go for a sports massage", "yes_no", None, "jamal", NEVER), "sense"),
    (B(DELE, "is jamal vegetarian", "yes_no", None, "jamal", NEVER), "sibling"),
    (B(DELE, "did jamal go on a stag do", "yes_no", None, "jamal", OTHER_CLIENT), "other client"),
    (B(DELE, "jamals calves after skipping", "possessive", None, "jamal", OTHER_CLIENT), "other client"),
    (B(DELE, "jamals jaw in august", "topic_period", None, "jamal", OTHER_PERIOD), "other period"),
    (B(ANJALI, "jamals jaw clicking", "possessive", None, why=OTHER_TRAINER, about="jamal"), "other trainer"),
    (B(DELE, "did jamal make the weight for york hall", "yes_no", ["jamal-madeweight"], "jamal"), "control"),
    (B(DELE, "jamal knuckles", "possessive", ["jamal-hand-1", "jamal-hand-2", "jamal-hand-coach", "sn-dele-jamal-0621"], "jamal"), "control"),
    (B(DELE, "whats jamals cousin do", "named", ["g-jamal-massage"], "jamal"), "control"),
    (B(DELE, "jamals gumshield", "possessive", ["jamal-jaw-coach", "tr-dele-jamal-20261003"], "jamal"), "control"),
    (B(DELE, "what happend at jamals prelim", "misspelling", ["jamal-prelim", "jamal-prelim-coach"], "jamal"), "control"),
    # ------------------------------------------------ Callum: charity bout, left shoulder, stag do in Galway, nosebleed
    (B(DELE, "callums achilles from the skipping", "possessive", None, "callum", NEVER), "part"),
    (B(DELE, "callums left elbow", "possessive", None, "callum", NEVER), "part"),
    (B(DELE, "did callum see a physio about the shoulder", "yes_no", None, "callum", NEVER), "advice"),
    (B(DELE, "how was callums stag do in dublin", "how_doing", None, "callum", NEVER), "event"),
    (B(DELE, "when did callum get down to 84 kg", "numbers", None, "callum", NEVER), "value"),
    (B(DELE, "what does callums daughter think of the boxing", "named", None, "callum", NEVER), "person"),
    (B(DELE, "does callum drink coffee", "yes_no", None, "callum", NEVER), "habit"),
    (B(DELE, "callums resting heart rate", "numbers", None, "callum", NEVER), "sibling"),
    (B(DELE, "did callum get a black eye in the fight", "yes_no", None, "callum", NEVER), "part"),
    (B(DELE, "callums jaw clicking", "possessive", None, "callum", OTHER_CLIENT), "other client"),
    (B(DELE, "did callum get a cut above his eye", "yes_no", None, "callum", OTHER_CLIENT), "other client"),
    (B(DELE, "callums stag do in june", "topic_period", None, "callum", OTHER_PERIOD), "other period"),
    (B(DELE, "callums nosebleed in july", "topic_period", None, "callum", OTHER_PERIOD), "other period"),
    (B(MAEVE, "how much did callum raise", "numbers", None, why=OTHER_TRAINER, about="callum"), "other trainer"),
    (B(DELE, "callum calves", "possessive", ["callum-calves"], "callum"), "control"),
    (B(DELE, "what was callum up to in galway", "named", ["callum-stag", "callum-stag-coach"], "callum"), "control"),
    (B(DELE, "callums gloves", "possessive", ["g-callum-gloves"], "callum"), "control"),
    (B(DELE, "what does callums wife think about another fight", "named", ["callum-again"], "callum"), "control"),
    (B(DELE, "was callum busy at work in august", "checkin", ["ci-dele-callum-2026-08-22"], "callum"), "control"),
    # ------------------------------------------------ Bernard: fall in the garden, warfarin, INR, stairs, dizziness
    (B(MAEVE, "did bernard hurt his wrist in the fall", "yes_no", None, "bernard", NEVER), "part"),
    (B(MAEVE, "bernards fall in the kitchen", "possessive", None, "bernard", NEVER), "event"),
    (B(MAEVE, "bernards blood pressure reading", "numbers", None, "bernard", NEVER), "advice"),
    (B(MAEVE, "what did bernard say about his son", "named", None, "bernard", NEVER), "person"),
    (B(MAEVE, "bernards vitamin d", "possessive", None, "bernard", NEVER), "sibling"),
    (B(MAEVE, "is bernard on statins", "yes_no", None, "bernard", NEVER), "sibling"),
    (B(MAEVE, "when did bernard do the chair and walk test in 9 seconds", "numbers", None, "bernard", NEVER), "value"),
    (B(MAEVE, "does bernard have a drink in the evenings", "yes_no", None, "bernard", NEVER), "habit"),
    (B(MAEVE, "is bernards handwriting getting smaller", "yes_no", None, "bernard", OTHER_CLIENT), "other client"),
    (B(MAEVE, "bernards anniversary", "possessive", None, "bernard", OTHER_CLIENT), "other client"),
    (B(MAEVE, "bernards sit to stand in august", "topic_period", None, "bernard", OTHER_PERIOD), "other period"),
    (B(MAEVE, "bernards stairs in june", "topic_period", None, "bernard", OTHER_PERIOD), "other period"),
    (B(ANJALI, "did bernard walk to the library", "yes_no", None, why=OTHER_TRAINER, about="bernard"), "other trainer"),
    (B(MAEVE, "does bernard bruise easy", "yes_no", ["bernard-warfarin", "bernard-warfarin-coach"], "bernard"), "control"),
    (B(MAEVE, "bernard library walk", "named", ["bernard-library"], "bernard"), "control"),
    (B(MAEVE, "bernard balance on one leg", "note", ["sn-maeve-bernard-0603", "sn-maeve-bernard-0922"], "bernard"), "control"),
    (B(MAEVE, "bernards grandson", "possessive", ["bernard-stairs"], "bernard"), "control"),
    (B(MAEVE, "how did bernard hurt himself", "paraphrase", ["bernard-intro", "sn-maeve-bernard-0603", profile("bernard")], "bernard"), "control"),
    # ------------------------------------------------ Ravi: Parkinson's, Sinemet, freezing, steps, constipation
    (B(MAEVE, "ravis right leg tremor", "possessive", None, "ravi", NEVER), "part"),
    (B(MAEVE, "did ravi freeze at the bank", "yes_no", None, "ravi", NEVER), "event"),
    (B(MAEVE, "is ravi on madopar", "yes_no", None, "ravi", NEVER), "sibling"),
    (B(MAEVE, "what did ravi say about his son", "named", None, "ravi", NEVER), "person"),
    (B(MAEVE, "how was ravis 50th anniversary", "how_doing", None, "ravi", NEVER), "value"),
    (B(MAEVE, "when did ravi hit 8000 steps", "numbers", None, "ravi", NEVER), "value"),
    (B(MAEVE, "ravis speech", "possessive", None, "ravi", NEVER), "part"),
    (B(MAEVE, "has ravi got the shower seat in yet", "recency", None, "ravi", NEVER), "advice"),
    (B(MAEVE, "is ravi still driving", "recency", None, "ravi", NEVER), "habit"),
    (B(MAEVE, "ravis inr", "possessive", None, "ravi", OTHER_CLIENT), "other client"),
    (B(MAEVE, "did ravi manage the stairs without the rail", "yes_no", None, "ravi", OTHER_CLIENT), "other client"),
    (B(MAEVE, "ravis constipation in june", "topic_period", None, "ravi", OTHER_PERIOD), "other period"),
    (B(MAEVE, "ravis handwriting in july", "topic_period", None, "ravi", OTHER_PERIOD), "other period"),
    (B(DELE, "ravi freezing in doorways", "named", None, why=OTHER_TRAINER, about="ravi"), "other trainer"),
    (B(MAEVE, "ravis wife", "possessive", ["ravi-anniversary", "tr-maeve-ravi-20260902", profile("ravi")], "ravi"), "control"),
    (B(MAEVE, "what meds is ravi on", "paraphrase", ["ravi-sinemet", "sn-maeve-ravi-0716"], "ravi"), "control"),
    (B(MAEVE, "ravi supermarket", "named", ["ravi-freeze"], "ravi"), "control"),
    (B(MAEVE, "ravis fitbit", "possessive", ["ravi-steps"], "ravi"), "control"),
    (B(MAEVE, "what did i say about ravis bowels", "coach_reply", ["ravi-constipation-coach"], "ravi"), "control"),
    # ------------------------------------------------ Tyler: desk back, hamstrings, golf in Scottsdale, right wrist, magnesium
    (B(ANJALI, "tylers neck from the desk", "possessive", None, "tyler", NEVER), "part"),
    (B(ANJALI, "tylers right elbow in downward dog", "possessive", None, "tyler", NEVER), "part"),
    (B(ANJALI, "how was tylers golf trip to pebble beach", "how_doing", None, "tyler", NEVER), "event"),
    (B(ANJALI, "when did tyler shoot an 85", "numbers", None, "tyler", NEVER), "value"),
    (B(ANJALI, "is tyler taking zinc", "yes_no", None, "tyler", NEVER), "sibling"),
    (B(ANJALI, "tylers girlfriend", "possessive", None, "tyler", NEVER), "person"),
    (B(ANJALI, "does tyler meditate", "yes_no", None, "tyler", NEVER), "habit"),
    (B(ANJALI, "tylers golf handicap", "numbers", None, "tyler", NEVER), "value"),
    (B(ANJALI, "did tyler try myofascial release", "yes_no", None, "tyler", NEVER), "sense"),
    (B(ANJALI, "tylers ankle", "possessive", None, "tyler", OTHER_CLIENT), "other client"),
    (B(ANJALI, "is tyler on pregabalin", "yes_no", None, "tyler", OTHER_CLIENT), "other client"),
    (B(ANJALI, "tylers wrist in june", "topic_period", None, "tyler", OTHER_PERIOD), "other period"),
    (B(ANJALI, "tylers sleep in august", "topic_period", None, "tyler", OTHER_PERIOD), "other period"),
    (B(MAEVE, "did tyler touch his toes", "yes_no", None, why=OTHER_TRAINER, about="tyler"), "other trainer"),
    (B(ANJALI, "tylers hamstrings", "possessive", ["tyler-fold", "sn-anjali-tyler-0602"], "tyler"), "control"),
    (B(ANJALI, "what stretches did i give tyler for his back", "coach_reply", ["tyler-back-coach"], "tyler"), "control"),
    (B(ANJALI, "tyler golf warm up", "coach_reply", ["tyler-golf-coach"], "tyler"), "control"),
    (B(ANJALI, "tyler sleeping better?", "recency", ["tyler-magnesium"], "tyler"), "control"),
    (B(ANJALI, "tylers standing desk", "possessive", ["tyler-back"], "tyler"), "control"),
    # ------------------------------------------------ Diego: right ACL 2019, left sciatica, pregabalin, 5-a-side, left ankle
    (B(ANJALI, "diegos right ankle", "possessive", None, "diego", NEVER), "side"),
    (B(ANJALI, "diegos achilles", "possessive", None, "diego", NEVER), "part"),
    (B(ANJALI, "did diego get an mri for his back", "yes_no", None, "diego", NEVER), "sibling"),
    (B(ANJALI, "is diego on tramadol", "yes_no", None, "diego", NEVER), "sibling"),
    (B(ANJALI, "is diego back playing 11 a side", "yes_no", None, "diego", NEVER), "event"),
    (B(ANJALI, "diegos wife", "possessive", None, "diego", NEVER), "person"),
    (B(ANJALI, "does diego smoke", "yes_no", None, "diego", NEVER), "habit"),
    (B(ANJALI, "did diego cut himself in the kitchen", "yes_no", None, "diego", NEVER), "sense"),
    (B(ANJALI, "diegos wrist in downdog", "possessive", None, "diego", OTHER_CLIENT), "other client"),
    (B(ANJALI, "is diego taking magnesium", "yes_no", None, "diego", OTHER_CLIENT), "other client"),
    (B(ANJALI, "diegos ankle in august", "topic_period", None, "diego", OTHER_PERIOD), "other period"),
    (B(ANJALI, "diego football in july", "topic_period", None, "diego", OTHER_PERIOD), "other period"),
    (B(MAEVE, "diegos ankle", "possessive", None, why=OTHER_TRAINER, about="diego"), "other trainer"),
    (B(ANJALI, "diego sleepy on the meds", "paraphrase", ["diego-pregabalin"], "diego"), "control"),
    (B(ANJALI, "diegos hips", "possessive", ["diego-intro", "diego-intro-coach"], "diego"), "control"),
    (B(ANJALI, "diego sore feet", "paraphrase", ["diego-kitchen"], "diego"), "control"),
    (B(ANJALI, "is diego off the pregabalin", "recency", ["diego-stopped"], "diego"), "control"),
    (B(ANJALI, "diego busy at the restaurant?", "checkin", ["ci-anjali-diego-2026-08-20"], "diego"), "control"),
    (B(ANJALI, "how is diego's left leg", "how_doing", ["diego-better", "diego-stopped", "diego-sciatica"], "diego"), "control"),
]


def rows() -> list[dict]:
    data, tags = build_blind3.build()
    ids = {r["id"] for k in ("sessionNotes", "transcripts", "checkins") for r in data[k]} | set(b3.CLIENT_ID.values())

    def evidence_of(q) -> list[str]:
        out = [tags.get(e, e) for e in q.evidence or []]
        assert all(e in ids or e in tags.values() for e in out), q.question
        return out

    out = authoring.blind_rows([q for q, _ in QUESTIONS], "never2-b3", b3.DATASET, b3.CLIENT_ID,
                               build_blind3.DEV_CLIENTS, evidence_of)
    for row, (_, probe) in zip(out, QUESTIONS):
        row["note"] = f"probe: {probe}"
    assert all(r["split"] == "dev" for r in out), "only dev clients"
    return out


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
