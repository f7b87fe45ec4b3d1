#!/usr/bin/env python3
"""Write bench/answers_data/blind3_questions.jsonl: the questions over the third blind data set (build_blind3.py).

    functions/venv/bin/python -m bench.answers_data.blind3_questions

Written on 2026-11-28 by helper h-blind3 (issue 14) the way trainers type (lowercase, possessives
without apostrophes, pronoun follow-ups, "still"/"yet"/"lately", date windows, numbers and
letter-digit terms, slang and paraphrase, misspellings, yes/no, facts in the coach's own reply,
notes, transcripts, profiles, check-ins, health records, across clients), before anything was run
on the data set and without reading the tuned tables or any list of failures. At least 45 % are
unanswerable, most of them a *neighbour* of what did come up for that client (the other side,
another body part, another medicine of the same family, another event or number, the right topic
in a period where it never came up), the rest only for another client or only for another
trainer's client.

The split is by client, as in blind2_questions.py: every question about a client of
build_blind3.DEV_CLIENTS is dev, every other one test; a question that names no client of its
trainer goes with the client it is about (`about`). Deterministic. Evidence is every record that
holds the answer: a story tag (blind3_tags.json), a session note, transcript or check-in id, a
client id for the profile, a goal id, a lab panel (`{clientId}:{yyyymmdd}`) or the last four weekly
summaries of a metric (`weeks`).
"""

from __future__ import annotations

from pathlib import Path

from bench.answers_data import authoring, build_blind3
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B

OUT = Path(__file__).resolve().parent / "blind3_questions.jsonl"
DATASET = "blind3"
HEADER = (
    "// bench.answers third blind question set (issue 14), written 2026-11-28 by h-blind3 before anything ran on it,\n"
    "// without reading the tuned tables. Built by bench/answers_data/blind3_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

DELE, MAEVE, ANJALI = "coach-dele", "coach-maeve", "coach-anjali"
IDS = authoring.RosterIds.of(build_blind3.CLIENTS)
CLIENT_ID = IDS.client_id
profile, weeks, lab = IDS.profile, IDS.weeks, IDS.lab


QUESTIONS: list[B] = [
    # ---------------------------------------------------------------- Dele: Jamal (dev)
    B(DELE, "what weight is jamal boxing at", "numbers", ["jamal-bout", profile("jamal")], "jamal"),
    B(DELE, "jamals right hand - broken or not?", "possessive",
      ["jamal-hand-1", "jamal-hand-coach", "jamal-hand-2", "sn-dele-jamal-0621", profile("jamal")], "jamal"),
    B(DELE, "how did jamals first fight go", "how_doing", ["jamal-win"], "jamal", key="jamal-first"),
    B(DELE, "what did he weigh in at", "follow_up", ["jamal-madeweight"], "jamal", follow="jamal-first"),
    B(DELE, "what did i tell jamal to do about the cut over his eye", "coach_reply", ["jamal-cut", "jamal-cut-coach"], "jamal"),
    B(DELE, "jamal jaw clicking", "named", ["jamal-jaw", "jamal-jaw-coach", "tr-dele-jamal-20261003"], "jamal"),
    B(DELE, "did jamal get through the prelims", "yes_no", ["jamal-prelim", "jamal-prelim-coach"], "jamal"),
    B(DELE, "jamals weight a week before the prelims", "transcript", ["tr-dele-jamal-20261003"], "jamal"),
    B(DELE, "how was jamal coping with the cut in july", "checkin", ["ci-dele-jamal-2026-07-10"], "jamal"),
    B(DELE, "jamals left hand", "possessive", None, "jamal", NEVER),
    B(DELE, "did jamal get concussed", "yes_no", None, "jamal", NEVER),
    B(DELE, "is jamal on creatine", "yes_no", None, "jamal", NEVER),
    B(DELE, "what did jamal say about his right eye", "named", None, "jamal", NEVER),
    B(DELE, "jamals hand in september", "topic_period", None, "jamal", OTHER_PERIOD),
    B(DELE, "did jamal have a nosebleed", "yes_no", None, "jamal", OTHER_CLIENT),
    # ---------------------------------------------------------------- Dele: Callum (dev)
    B(DELE, "when is callums fight", "possessive", ["callum-signup", profile("callum"), "g-callum-night"], "callum"),
    B(DELE, "callums shoulder, what did i say", "coach_reply", ["callum-shoulder-coach", "sn-dele-callum-0715"], "callum"),
    B(DELE, "is callums shoulder still sore", "recency", ["callum-shoulder-2"], "callum"),
    B(DELE, "how much did callum raise for the hospice", "numbers", ["callum-result"], "callum"),
    B(DELE, "did callum win", "yes_no", ["callum-result"], "callum"),
    B(DELE, "callum nose bleed", "named", ["callum-nose", "callum-nose-coach"], "callum"),
    B(DELE, "how many pints did callum sink at the stag", "paraphrase", ["callum-stag"], "callum"),
    B(DELE, "is callum on track for his target weight", "health",
      [weeks("callum", "weight"), "goal-dele-callum-weight", "callum-signup-coach"], "callum"),
    B(DELE, "why did callum miss sessions in august", "checkin", ["ci-dele-callum-2026-08-22"], "callum"),
    B(DELE, "is calum doing another fight", "misspelling", ["callum-again"], "callum"),
    B(DELE, "callums right shoulder", "possessive", None, "callum", NEVER),
    B(DELE, "did callum hurt his knee", "yes_no", None, "callum", NEVER),
    B(DELE, "callums shoulder in september", "topic_period", None, "callum", OTHER_PERIOD),
    B(DELE, "is callum on blood pressure tablets", "yes_no", None, "callum", NEVER),
    B(DELE, "does callum use an inhaler", "yes_no", None, "callum", OTHER_CLIENT),
    B(DELE, "callums 10k time", "numbers", None, "callum", NEVER),
    B(DELE, "what did callum drink at his brothers wedding", "named", None, "callum", NEVER),
    # ---------------------------------------------------------------- Dele: Sofia (test)
    B(DELE, "sofias shins", "possessive", ["sofia-shins", "sofia-shins-coach", "sofia-boxing"], "sofia"),
    B(DELE, "when was sofias fight in thailand", "date_window", ["sofia-fight", profile("sofia")], "sofia"),
    B(DELE, "sofia rib", "named", ["sofia-rib-1", "sofia-rib-coach", "sofia-rib-2", "sn-dele-sofia-0709"], "sofia",
      key="sofia-rib"),
    B(DELE, "what was she taking for it", "follow_up", ["sofia-rib-2"], "sofia", follow="sofia-rib"),
    B(DELE, "did sofia win in bangkok", "yes_no", ["sofia-win", "sofia-win-coach"], "sofia"),
    B(DELE, "how many kilos did sofia lose with the food poisoning", "numbers", ["sofia-poisoning"], "sofia"),
    B(DELE, "sofias toenail", "possessive", ["sofia-toenail"], "sofia"),
    B(DELE, "sofias right rib", "possessive", None, "sofia", NEVER),
    B(DELE, "is sofia taking naproxen", "yes_no", None, "sofia", NEVER),
    B(DELE, "sofias left big toe", "possessive", None, "sofia", NEVER),
    B(DELE, "sofias rib in september", "topic_period", None, "sofia", OTHER_PERIOD),
    B(DELE, "did sofia get a cut above her eye", "yes_no", None, "sofia", OTHER_CLIENT),
    B(DELE, "sofias fight in tokyo", "named", None, "sofia", NEVER),
    # ---------------------------------------------------------------- Dele: Ngozi (test)
    B(DELE, "ngozis asthma", "possessive",
      ["ngozi-inhaler", "ngozi-inhaler-coach", "ngozi-preventer", "ngozi-nowheeze", "sn-dele-ngozi-0720", profile("ngozi")],
      "ngozi"),
    B(DELE, "any wheezing lately for ngozi", "recency", ["ngozi-nowheeze"], "ngozi"),
    B(DELE, "ngozi back pain which side", "named", ["ngozi-back", "sn-dele-ngozi-0720"], "ngozi"),
    B(DELE, "when is ngozis daughters wedding", "named", ["ngozi-wedding"], "ngozi"),
    B(DELE, "when did i say the yellow belt grading is", "coach_reply", ["ngozi-grading-coach"], "ngozi"),
    B(DELE, "what did ngozi eat in lagos", "paraphrase", ["ngozi-lagos"], "ngozi"),
    B(DELE, "how stressed was ngozi before the wedding", "checkin", ["ci-dele-ngozi-2026-09-05"], "ngozi"),
    B(DELE, "ngozis neck", "possessive", None, "ngozi", NEVER),
    B(DELE, "is ngozi on montelukast", "yes_no", None, "ngozi", NEVER),
    B(DELE, "ngozis asthma in august", "topic_period", None, "ngozi", OTHER_PERIOD),
    B(DELE, "did ngozi pass her blue belt", "yes_no", None, "ngozi", NEVER),
    B(DELE, "ngozis shins", "possessive", None, "ngozi", OTHER_CLIENT),
    # ---------------------------------------------------------------- Maeve: Bernard (dev)
    B(MAEVE, "why did bernard start coming to me", "paraphrase",
      ["bernard-intro", "sn-maeve-bernard-0603", profile("bernard")], "bernard"),
    B(MAEVE, "bernards blood thinner", "possessive",
      ["bernard-warfarin", "bernard-warfarin-coach", "sn-maeve-bernard-0603", profile("bernard")], "bernard"),
    B(MAEVE, "bernards latest inr", "health", [lab("bernard", "20260904"), "bernard-inr-2"], "bernard", key="bernard-inr"),
    B(MAEVE, "and the one before that?", "follow_up", [lab("bernard", "20260710"), "bernard-inr-1"], "bernard",
      follow="bernard-inr"),
    B(MAEVE, "bernard timed up and go", "numbers", ["bernard-tug", "sn-maeve-bernard-0603", "sn-maeve-bernard-0922"],
      "bernard"),
    B(MAEVE, "what did i tell bernard about feeling lightheaded", "coach_reply", ["bernard-dizzy", "bernard-dizzy-coach"],
      "bernard"),
    B(MAEVE, "is bernard still using his stick", "recency", ["bernard-library"], "bernard"),
    B(MAEVE, "did bernard manage the stairs without the rail", "yes_no", ["bernard-stairs"], "bernard"),
    B(MAEVE, "is bernard on eliquis", "yes_no", None, "bernard", OTHER_CLIENT),
    B(MAEVE, "is bernard taking aspirin", "yes_no", None, "bernard", NEVER),
    B(MAEVE, "bernards hip replacement", "possessive", None, "bernard", NEVER),
    B(MAEVE, "bernards inr in june", "topic_period", None, "bernard", OTHER_PERIOD),
    B(MAEVE, "has bernard had a cataract op", "yes_no", None, "bernard", OTHER_CLIENT),
    B(MAEVE, "what did bernard say about his granddaughter", "named", None, "bernard", NEVER),
    B(MAEVE, "bernards cholesterol", "possessive", None, "bernard", NEVER),
    # ---------------------------------------------------------------- Maeve: Ravi (dev)
    B(MAEVE, "how often is ravi taking sinemet", "numbers", ["ravi-sinemet"], "ravi"),
    B(MAEVE, "when should i book ravis sessions", "coach_reply", ["ravi-sinemet-coach", "sn-maeve-ravi-0716"], "ravi"),
    B(MAEVE, "ravi freezing what do we do", "coach_reply", ["ravi-freeze", "ravi-freeze-coach", "sn-maeve-ravi-0716"], "ravi"),
    B(MAEVE, "ravis step count", "health", [weeks("ravi", "steps"), "goal-maeve-ravi-steps", "ravi-steps"], "ravi"),
    B(MAEVE, "has ravi had any falls", "yes_no", ["tr-maeve-ravi-20260902"], "ravi"),
    B(MAEVE, "what did we decide about the rug in ravis hall", "transcript", ["tr-maeve-ravi-20260902"], "ravi"),
    B(MAEVE, "ravi bunged up from the meds", "paraphrase", ["ravi-constipation", "ravi-constipation-coach"], "ravi"),
    B(MAEVE, "did ravi dance at his anniversary", "yes_no", ["ravi-anniversary"], "ravi"),
    B(MAEVE, "ravis handwriting", "possessive", ["ravi-handwriting"], "ravi"),
    B(MAEVE, "ravis tremor", "possessive", ["ravi-intro", "ci-maeve-ravi-2026-10-01", profile("ravi")], "ravi"),
    B(MAEVE, "ravis left hand tremor", "possessive", None, "ravi", NEVER),
    B(MAEVE, "is ravi on ropinirole", "yes_no", None, "ravi", NEVER),
    B(MAEVE, "ravis freezing in october", "topic_period", None, "ravi", OTHER_PERIOD),
    B(MAEVE, "did ravi fall in the bathroom", "yes_no", None, "ravi", OTHER_CLIENT),
    B(MAEVE, "ravis blood sugar", "possessive", None, "ravi", NEVER),
    B(MAEVE, "any problems with ravis swallowing", "named", None, "ravi", NEVER),
    # ---------------------------------------------------------------- Maeve: Edna (test)
    B(MAEVE, "what day does edna take her alendronic acid", "named", ["edna-alendronic", "sn-maeve-edna-0608"], "edna",
      key="edna-aa"),
    B(MAEVE, "does she need to stay sitting up after", "follow_up", ["edna-alendronic-coach"], "edna", follow="edna-aa"),
    B(MAEVE, "ednas cataract op which eye", "named", ["edna-cataract"], "edna"),
    B(MAEVE, "did edna fall over the cat", "yes_no", ["edna-cat"], "edna"),
    B(MAEVE, "ednas back", "possessive", ["edna-back", "edna-back-coach", "edna-gp"], "edna"),
    B(MAEVE, "is edna still on the walking frame", "recency", ["edna-church", "sn-maeve-edna-0608"], "edna"),
    B(MAEVE, "what did edna break last winter", "profile", ["edna-intro", "sn-maeve-edna-0608", profile("edna")], "edna"),
    B(MAEVE, "ednas right eye", "possessive", None, "edna", NEVER),
    B(MAEVE, "is edna taking calcium tablets", "yes_no", None, "edna", NEVER),
    B(MAEVE, "ednas hip fracture", "possessive", None, "edna", NEVER),
    B(MAEVE, "ednas back in july", "topic_period", None, "edna", OTHER_PERIOD),
    B(MAEVE, "ednas inr", "possessive", None, "edna", OTHER_CLIENT),
    B(MAEVE, "is edna on denosumab", "yes_no", None, "edna", NEVER),
    # ---------------------------------------------------------------- Maeve: Lorraine (test)
    B(MAEVE, "lorraines knees", "possessive",
      ["lorraine-knees", "lorraine-knees-coach", "sn-maeve-lorraine-0716", profile("lorraine"), "lorraine-injection",
       "lorraine-cold"], "lorraine"),
    B(MAEVE, "what anticoagulant is lorraine on", "paraphrase", ["lorraine-eliquis"], "lorraine"),
    B(MAEVE, "lorraine fall", "named", ["lorraine-fall", "lorraine-fall-coach", "sn-maeve-lorraine-0716"], "lorraine",
      key="lorraine-fall"),
    B(MAEVE, "did she get the grab rail", "follow_up", ["lorraine-rail"], "lorraine", follow="lorraine-fall"),
    B(MAEVE, "lorraine 30 sec sit to stand", "numbers", ["lorraine-sts"], "lorraine"),
    B(MAEVE, "what did lorraine cook when the grandkids came", "named", ["lorraine-cook"], "lorraine"),
    B(MAEVE, "how are lorraines knees lately", "recency", ["lorraine-cold"], "lorraine"),
    B(MAEVE, "lorraines right knee injection", "possessive", None, "lorraine", NEVER),
    B(MAEVE, "is lorraine on warfarin", "yes_no", None, "lorraine", OTHER_CLIENT),
    B(MAEVE, "lorraines hip", "possessive", None, "lorraine", NEVER),
    B(MAEVE, "did lorraine have a fall in september", "topic_period", None, "lorraine", OTHER_PERIOD),
    B(MAEVE, "is lorraine diabetic", "yes_no", None, "lorraine", NEVER),
    B(MAEVE, "lorraine hydrotherapy", "named", None, "lorraine", NEVER),
    # ---------------------------------------------------------------- Anjali: Tyler (dev)
    B(ANJALI, "tylers back", "possessive",
      ["tyler-back", "tyler-back-coach", "sn-anjali-tyler-0602", "tyler-golf-2", profile("tyler")], "tyler"),
    B(ANJALI, "what did tyler shoot in scottsdale", "numbers", ["tyler-golf-2"], "tyler"),
    B(ANJALI, "tyler wrist in down dog", "named", ["tyler-wrist", "tyler-wrist-coach"], "tyler"),
    B(ANJALI, "can tyler touch his toes yet", "recency", ["tyler-toes"], "tyler"),
    B(ANJALI, "what is tyler taking to help him sleep", "paraphrase", ["tyler-magnesium"], "tyler"),
    B(ANJALI, "tylers sit and reach", "note", ["sn-anjali-tyler-0602"], "tyler"),
    B(ANJALI, "why was tyler stressed at the start of september", "checkin", ["ci-anjali-tyler-2026-09-01"], "tyler"),
    B(ANJALI, "did tyler sign up for teacher training", "yes_no", ["tyler-ytt"], "tyler"),
    B(ANJALI, "tylers left wrist", "possessive", None, "tyler", NEVER),
    B(ANJALI, "is tyler taking melatonin", "yes_no", None, "tyler", NEVER),
    B(ANJALI, "tylers tennis elbow", "possessive", None, "tyler", NEVER),
    B(ANJALI, "tylers back in october", "topic_period", None, "tyler", OTHER_PERIOD),
    B(ANJALI, "does tyler have sciatica", "yes_no", None, "tyler", OTHER_CLIENT),
    B(ANJALI, "does tyler play pickleball", "yes_no", None, "tyler", NEVER),
    # ---------------------------------------------------------------- Anjali: Diego (dev)
    B(ANJALI, "diegos acl which knee", "possessive", ["diego-intro", "sn-anjali-diego-0712", profile("diego")], "diego"),
    B(ANJALI, "diego leg pain", "named",
      ["diego-sciatica", "diego-sciatica-coach", "sn-anjali-diego-0712", "diego-better", "diego-stopped"], "diego"),
    B(ANJALI, "what did the doc give diego for the sciatica", "named", ["diego-pregabalin"], "diego", key="diego-med"),
    B(ANJALI, "is he still on it", "follow_up", ["diego-stopped"], "diego", follow="diego-med"),
    B(ANJALI, "is diego playing soccer again", "paraphrase", ["diego-5aside", "diego-5aside-coach"], "diego"),
    B(ANJALI, "diego ankle", "named", ["diego-ankle"], "diego"),
    B(ANJALI, "what does diego do for work", "profile_attribute", [profile("diego"), "diego-kitchen"], "diego"),
    B(ANJALI, "dieogs pain score in august", "misspelling", ["diego-better"], "diego"),
    B(ANJALI, "diegos left acl", "possessive", None, "diego", NEVER),
    B(ANJALI, "is diego on gabapentin", "yes_no", None, "diego", NEVER),
    B(ANJALI, "diegos right leg sciatica", "possessive", None, "diego", NEVER),
    B(ANJALI, "diegos sciatica in june", "topic_period", None, "diego", OTHER_PERIOD),
    B(ANJALI, "diegos plantar fasciitis", "possessive", None, "diego", OTHER_CLIENT),
    B(ANJALI, "did diego tear his meniscus", "yes_no", None, "diego", NEVER),
    # ---------------------------------------------------------------- Anjali: Mei (test)
    B(ANJALI, "meis neck", "possessive", ["mei-neck", "mei-neck-coach", "sn-anjali-mei-0608", profile("mei")], "mei"),
    B(ANJALI, "mei teeth grinding", "paraphrase", ["mei-jaw"], "mei"),
    B(ANJALI, "meis vit d level", "health", [lab("mei", "20260801"), "mei-vitd"], "mei"),
    B(ANJALI, "where did meis tour go", "named", ["mei-tour"], "mei"),
    B(ANJALI, "what did i tell mei about the pinky tingling", "coach_reply", ["mei-tingle", "mei-tingle-coach"], "mei"),
    B(ANJALI, "did mei get the philharmonic job", "yes_no", ["mei-job"], "mei"),
    B(ANJALI, "how was mei after the tour", "checkin", ["ci-anjali-mei-2026-09-20", "mei-tingle", "mei-cubital"], "mei"),
    B(ANJALI, "meis right shoulder", "possessive", None, "mei", NEVER),
    B(ANJALI, "meis carpal tunnel", "possessive", None, "mei", NEVER),
    B(ANJALI, "is mei on b12", "yes_no", None, "mei", NEVER),
    B(ANJALI, "meis tingling in july", "topic_period", None, "mei", OTHER_PERIOD),
    B(ANJALI, "does mei work night shifts", "yes_no", None, "mei", OTHER_CLIENT),
    B(ANJALI, "meis tour to berlin", "named", None, "mei", NEVER),
    # ---------------------------------------------------------------- Anjali: Grace (test)
    B(ANJALI, "graces heel", "possessive",
      ["grace-heel", "grace-heel-coach", "sn-anjali-grace-0701", "grace-heel-2", profile("grace")], "grace"),
    B(ANJALI, "what antidepressant is grace on", "paraphrase", ["grace-sertraline", "tr-anjali-grace-20260915"], "grace"),
    B(ANJALI, "grace sleep tips i gave", "coach_reply", ["grace-sleep-coach", "sn-anjali-grace-0701", "tr-anjali-grace-20260915"],
      "grace"),
    B(ANJALI, "is grace still on nights", "recency", ["grace-days", "tr-anjali-grace-20260915"], "grace"),
    B(ANJALI, "which half is grace running", "named", ["grace-half", "grace-half-coach"], "grace"),
    B(ANJALI, "has grace ditched the crocs", "yes_no", ["grace-crocs"], "grace"),
    B(ANJALI, "how much was grace sleeping in august", "checkin", ["ci-anjali-grace-2026-08-08"], "grace"),
    B(ANJALI, "graces right heel", "possessive", None, "grace", NEVER),
    B(ANJALI, "is grace on citalopram", "yes_no", None, "grace", NEVER),
    B(ANJALI, "graces marathon", "possessive", None, "grace", NEVER),
    B(ANJALI, "graces heel in may", "topic_period", None, "grace", OTHER_PERIOD),
    B(ANJALI, "graces parkinsons", "possessive", None, "grace", OTHER_CLIENT),
    B(ANJALI, "graces knee", "possessive", None, "grace", NEVER),
    # ---------------------------------------------------------------- across clients and trainers
    B(DELE, "who had a cut eye", "cross_client", ["jamal-cut", "jamal-cut-coach"], about="jamal"),
    B(DELE, "whos got asthma", "cross_client",
      ["ngozi-inhaler", "ngozi-inhaler-coach", "ngozi-preventer", "ngozi-nowheeze", "sn-dele-ngozi-0720", profile("ngozi")],
      about="ngozi"),
    B(DELE, "who needed gloves", "cross_client", ["g-callum-gloves"], about="callum"),
    B(DELE, "who has diabetes", "cross_client", None, why=NEVER, about="ngozi"),
    B(MAEVE, "who is on warfarin", "cross_client",
      ["bernard-warfarin", "bernard-warfarin-coach", "sn-maeve-bernard-0603", profile("bernard")], about="bernard"),
    B(MAEVE, "who fell in the bathroom", "cross_client", ["lorraine-fall", "lorraine-fall-coach", "sn-maeve-lorraine-0716"],
      about="lorraine"),
    B(MAEVE, "whos bringing the biscuits", "cross_client", ["g-bernard-biscuits"], about="bernard"),
    B(MAEVE, "who has a hip replacement", "cross_client", None, why=NEVER, about="bernard"),
    B(ANJALI, "who plays violin", "cross_client", ["mei-neck", "sn-anjali-mei-0608", "mei-job", profile("mei")], about="mei"),
    B(ANJALI, "who works nights", "cross_client",
      ["grace-sleep", "grace-days", "ci-anjali-grace-2026-08-08", "sn-anjali-grace-0701", profile("grace")], about="grace"),
    B(ANJALI, "who mentioned migraines", "cross_client", None, why=NEVER, about="tyler"),
    B(MAEVE, "how is jamals hand", "named", None, why=OTHER_TRAINER, about="jamal"),
    B(ANJALI, "did callum win his fight", "yes_no", None, why=OTHER_TRAINER, about="callum"),
    B(DELE, "ravis sinemet dose", "numbers", None, why=OTHER_TRAINER, about="ravi"),
    B(ANJALI, "bernards inr", "possessive", None, why=OTHER_TRAINER, about="bernard"),
    B(DELE, "is diego still on pregabalin", "recency", None, why=OTHER_TRAINER, about="diego"),
    B(DELE, "tylers golf score", "numbers", None, why=OTHER_TRAINER, about="tyler"),
    B(ANJALI, "ednas cataract", "possessive", None, why=OTHER_TRAINER, about="edna"),
    B(DELE, "graces heel", "possessive", None, why=OTHER_TRAINER, about="grace"),
    B(MAEVE, "meis vitamin d", "possessive", None, why=OTHER_TRAINER, about="mei"),
    B(ANJALI, "lorraines grab rail", "named", None, why=OTHER_TRAINER, about="lorraine"),
    B(MAEVE, "sofias fight in bangkok", "named", None, why=OTHER_TRAINER, about="sofia"),
    B(ANJALI, "ngozis inhaler", "possessive", None, why=OTHER_TRAINER, about="ngozi"),
    # ---------------------------------------------------------------- every kind in both splits, more windows
    B(DELE, "hows callum getting on", "how_doing", ["callum-result", "callum-again", "ci-dele-callum-2026-09-19"], "callum"),
    B(MAEVE, "how is bernard doing", "how_doing",
      ["bernard-library", "bernard-tug", "sn-maeve-bernard-0922", "bernard-inr-2", lab("bernard", "20260904")], "bernard"),
    B(ANJALI, "what happened with diego in july", "date_window",
      ["diego-sciatica", "diego-sciatica-coach", "diego-pregabalin", "sn-anjali-diego-0712"], "diego"),
    B(DELE, "any news from jamal in october", "date_window",
      ["jamal-prelim", "jamal-prelim-coach", "tr-dele-jamal-20261003"], "jamal"),
    B(MAEVE, "what did i write in ravis session note", "note", ["sn-maeve-ravi-0716"], "ravi"),
    B(ANJALI, "what injuries are on tylers profile", "profile", [profile("tyler")], "tyler"),
    B(DELE, "jamal transcript fight plan for the southpaw", "transcript", ["tr-dele-jamal-20261003"], "jamal"),
    B(ANJALI, "dieogs hamstring tear", "misspelling", None, "diego", NEVER),
    B(MAEVE, "bernards dizziness in july", "topic_period", None, "bernard", OTHER_PERIOD),
    B(DELE, "what did jamal say about his ribs", "named", None, "jamal", OTHER_CLIENT),
    B(ANJALI, "is tyler on ibuprofen", "yes_no", None, "tyler", NEVER),
    B(DELE, "jamals weight in august", "topic_period", None, "jamal", OTHER_PERIOD),
    B(MAEVE, "hows edna doing", "how_doing", ["edna-church", "edna-gp", "edna-back"], "edna"),
    B(ANJALI, "how is grace getting on", "how_doing",
      ["grace-half", "grace-half-coach", "grace-heel-2", "grace-days", "tr-anjali-grace-20260915"], "grace"),
    B(DELE, "what did sofia get up to in august", "date_window", ["sofia-win", "sofia-win-coach", "ci-dele-sofia-2026-08-01"],
      "sofia"),
    B(ANJALI, "what did mei tell me last week", "date_window", ["mei-job"], "mei"),
    B(MAEVE, "lorraines session note from july", "note", ["sn-maeve-lorraine-0716"], "lorraine"),
    B(ANJALI, "whats meis job", "profile_attribute", [profile("mei"), "mei-neck", "mei-job"], "mei"),
    B(DELE, "ngozis ashtma inhaler", "misspelling",
      ["ngozi-inhaler", "ngozi-inhaler-coach", "ngozi-preventer", "ngozi-nowheeze", "sn-dele-ngozi-0720"], "ngozi"),
    B(ANJALI, "what did grace say about the sertraline on the video call", "transcript", ["tr-anjali-grace-20260915"], "grace"),
    B(DELE, "did sofia mention a concussion in august", "topic_period", None, "sofia", NEVER),
    B(MAEVE, "what did edna say about smudge in october", "topic_period", None, "edna", OTHER_PERIOD),
    B(MAEVE, "is lorriane diabetic", "misspelling", None, "lorraine", NEVER),
    B(ANJALI, "did graces sertraline go up to 100mg", "numbers", None, "grace", NEVER),
    B(MAEVE, "lorraines grandkids from manchester", "named", None, "lorraine", NEVER),
]


def rows() -> list[dict]:
    return authoring.roster_rows(QUESTIONS, "blind3", DATASET, CLIENT_ID, build_blind3)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
