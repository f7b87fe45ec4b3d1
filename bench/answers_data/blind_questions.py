#!/usr/bin/env python3
"""Write bench/answers_data/blind_questions.jsonl: the questions over the blind data set (build_blind.py).

    functions/venv/bin/python -m bench.answers_data.blind_questions

Written on 2026-11-28 without reading the vocabulary, kinds, sameness, meaning,
answerability or typo tables, nor the other question files: a held-out estimate
(the test split) and development material written blind (the dev split).

The split is by client, not by question: every question about a client of
build_blind.DEV_CLIENTS is dev, every other one test, so the test half's clients
are never looked at while tuning. A question that names no client of its trainer
(a cross-client question, or one about another trainer's client) goes with the
client it is about (`about`). Deterministic.

Evidence is every record that holds the answer: a story tag (blind_tags.json), a
session note, transcript or check-in id, a client id for the profile, or a health
record id (metric-week summaries `{clientId}:{type}:{isoWeek}`, goal ids, lab
panels `{clientId}:{yyyymmdd}`). Unanswerable questions say why: the topic never
came up for that client (often a neighbour of one that did), only for another
client of the trainer, only for another trainer's client, or only outside the
period the question names.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bench.answers_data import authoring, build_blind
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER

OUT = Path(__file__).resolve().parent / "blind_questions.jsonl"
DATASET = "blind"
HEADER = (
    "// bench.answers blind question set (issue 14), written 2026-11-28 without reading the tuned tables or the other\n"
    "// question files. Built by bench/answers_data/blind_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

NORA, FELIX, TOMASZ = "coach-nora", "coach-felix", "coach-tomasz"
IDS = authoring.RosterIds.of(build_blind.CLIENTS)
CLIENT_ID = IDS.client_id
profile, weeks = IDS.profile, IDS.weeks


@dataclass
class B:
    trainer: str
    question: str
    kind: str
    evidence: list[str] | None  # None: unanswerable
    client: str | None = None  # short name of the trainer's client the question is about
    why: str | None = None
    follow: str | None = None  # key of the question this one follows
    key: str | None = None
    about: str | None = None  # short name deciding the split when `client` is None



def asked_of_other_trainers(asks: dict[str, tuple[str, list[str]]], trainer_id: dict[str, str], kind_of) -> list[B]:
    """A roster's questions about a client asked by a trainer who does not coach them.

    `asks` maps a client's short name to (their own trainer, questions); the questions go to the other trainers in
    turn, so every trainer of a four-trainer roster asks some. None is answerable for its asker (OTHER_TRAINER):
    the split follows the client asked about (`about`), and `kind_of` files each question by its shape."""
    out: list[B] = []
    for short, (own, questions) in asks.items():
        others = [t for t in trainer_id if t != own]
        for n, text in enumerate(questions):
            out.append(B(trainer_id[others[n % len(others)]], text, kind_of(text), None, why=OTHER_TRAINER, about=short))
    return out

QUESTIONS: list[B] = [
    # ---------------------------------------------------------------- Nora: Rashid (dev)
    B(NORA, "whats rashids deadlift pb now", "numbers",
      ["rashid-dl-210", "rashid-dl-210-coach", "ci-nora-rashid-2026-04-17"], "rashid", key="rashid-pb"),
    B(NORA, "nice. and when's he away?", "follow_up", ["rashid-travel"], "rashid", follow="rashid-pb"),
    B(NORA, "what time did we move rashid's sessions to for ramadan", "coach_reply",
      ["rashid-ramadan-1", "rashid-ramadan-coach", "sn-nora-rashid-0304"], "rashid"),
    B(NORA, "did rashid feel woozy at all?", "paraphrase", ["rashid-dizzy", "rashid-dizzy-coach"], "rashid"),
    B(NORA, "is rashid taking creatine?", "yes_no", None, "rashid", NEVER),
    B(NORA, "What did Rashid say about his groin?", "named", None, "rashid", NEVER),
    B(NORA, "how was rashids hamstring in april", "topic_period", None, "rashid", OTHER_PERIOD),
    B(NORA, "what did rashid say about his sleep in his check-ins?", "checkin",
      ["ci-nora-rashid-2026-03-06", "ci-nora-rashid-2026-04-17"], "rashid"),
    B(NORA, "what's rashid's job", "profile_attribute", [profile("rashid")], "rashid"),
    B(NORA, "what did rashid pull in february", "date_window", ["rashid-dl-200", "rashid-dl-200-coach"], "rashid"),
    B(NORA, "is rashid still fasting?", "recency", ["rashid-eid"], "rashid"),
    B(NORA, "rashids hammy ok now?", "possessive", ["rashid-hamstring-2"], "rashid"),
    # ---------------------------------------------------------------- Nora: Wren (dev)
    B(NORA, "whats up with wrens finger", "possessive",
      ["wren-finger-1", "wren-finger-1-coach", "wren-finger-2", "wren-finger-3", "wren-finger-3-coach", "wren-cleared",
       "wren-7a", "ci-nora-wren-2026-02-20", profile("wren")], "wren", key="wren-finger"),
    B(NORA, "did she actually tear it in the end?", "follow_up",
      ["wren-finger-3", "wren-finger-3-coach", profile("wren")], "wren", follow="wren-finger"),
    B(NORA, "wren ferritin number?", "numbers", ["wren-ferritin", "wren-halloway:20260227"], "wren"),
    B(NORA, "what did i tell wren to take her iron tablets with", "coach_reply", ["wren-iron-coach"], "wren"),
    B(NORA, "did wren tick her big project on the france trip", "paraphrase", ["wren-7a", "wren-7a-coach"], "wren"),
    B(NORA, "does wren take an omega 3?", "yes_no", None, "wren", NEVER),
    B(NORA, "Has Wren had any shoulder trouble?", "named", None, "wren", NEVER),
    B(NORA, "is wren climing again after the finger thing", "misspelling",
      ["wren-cleared", "g-wren-bouldering", "wren-7a", "wren-skin", "ci-nora-wren-2026-05-15"], "wren"),
    B(NORA, "what's wren training for according to her latest check-in", "checkin", ["ci-nora-wren-2026-05-15"], "wren"),
    B(NORA, "how is wren's heartburn?", "named", None, "wren", OTHER_CLIENT),
    B(NORA, "What injuries are on Wren's profile?", "profile", [profile("wren")], "wren"),
    B(NORA, "how much protein did i tell wren to aim for", "coach_reply", ["wren-vegan-coach"], "wren"),
    # ---------------------------------------------------------------- Nora: Ingrid (dev)
    B(NORA, "how's ingrid getting on?", "how_doing",
      ["ingrid-weight", "ingrid-poles", "ingrid-tsh-2", "ingrid-tsh-2-coach", "ci-nora-ingrid-2026-05-22",
       "ingrid-solberg:20260423", weeks("ingrid", "weight"), "goal-nora-ingrid-weight"], "ingrid"),
    B(NORA, "what dose of levo is ingrid on", "numbers", ["ingrid-dose"], "ingrid"),
    B(NORA, "what was ingrid's most recent TSH result", "health", ["ingrid-solberg:20260423", "ingrid-tsh-2"], "ingrid"),
    B(NORA, "is ingrid on track to hit her target weight?", "health",
      [weeks("ingrid", "weight"), "goal-nora-ingrid-weight", "ingrid-weight"], "ingrid"),
    B(NORA, "does ingrid get chilly in the gym?", "paraphrase", ["ingrid-cold"], "ingrid"),
    B(NORA, "is ingrid on HRT?", "yes_no", None, "ingrid", NEVER),
    B(NORA, "did ingrid's vitamin d come back low?", "named", None, "ingrid", NEVER),
    B(NORA, "how was ingrid's energy in april?", "topic_period", ["ingrid-tsh-2", "ingrid-tsh-2-coach"], "ingrid"),
    B(NORA, "what did ingrid say about her cholesterol when we trained?", "transcript", ["tr-nora-ingrid-20260312"],
      "ingrid"),
    B(NORA, "did ingrid mention her knees in our session in march?", "transcript", None, "ingrid", NEVER),
    B(NORA, "what did ingrid tell me about her meds in january", "date_window",
      ["ingrid-tsh-1", "ingrid-dose"], "ingrid"),
    B(NORA, "what did i say to ingrid when the scales got stuck", "coach_reply", ["ingrid-plateau-coach"], "ingrid"),
    B(NORA, "what weight was ingrid using on goblet squats in my notes?", "note", ["sn-nora-ingrid-0130"], "ingrid"),
    B(NORA, "how old is ingrid", "profile_attribute", [profile("ingrid")], "ingrid"),
    # ---------------------------------------------------------------- Nora: Delphine (test)
    B(NORA, "did delphine end up with gestational diabetes?", "yes_no", ["delphine-gtt"], "delphine"),
    B(NORA, "whats going on with delphines pubic bone", "paraphrase",
      ["delphine-pgp-1", "delphine-pgp-coach", "delphine-pgp-2", "sn-nora-delphine-0325"], "delphine"),
    B(NORA, "did delphine have morning sickness", "paraphrase", ["delphine-nausea"], "delphine"),
    B(NORA, "what did i swap delphine's sumo deadlifts for?", "note", ["sn-nora-delphine-0325"], "delphine"),
    B(NORA, "is delphine still training these days?", "recency", ["delphine-32w", "delphine-32w-coach"], "delphine"),
    B(NORA, "what did i tell delphine about holding her breath", "coach_reply", ["delphine-preg-coach"], "delphine"),
    B(NORA, "what's been waking delphine up at night?", "checkin",
      ["ci-nora-delphine-2026-04-24", "delphine-heartburn"], "delphine"),
    B(NORA, "when is delphine's due date?", "profile", [profile("delphine")], "delphine"),
    B(NORA, "has delphine mentioned back pain?", "named", None, "delphine", NEVER),
    B(NORA, "what did delphine find out in february?", "date_window", ["delphine-girl"], "delphine"),
    B(NORA, "what does delphine do for work", "profile_attribute", [profile("delphine")], "delphine"),
    B(NORA, "is delphine doing keto?", "yes_no", None, "delphine", OTHER_CLIENT),
    B(NORA, "delphines iron levels?", "possessive", None, "delphine", OTHER_CLIENT),
    # ---------------------------------------------------------------- Nora: Gustavo (test)
    B(NORA, "is gustavo still doing keto?", "recency", ["gus-gout-2", "gus-weight"], "gustavo"),
    B(NORA, "did gustavo have a gout flair up", "misspelling", ["gus-gout-1", "gus-gout-coach", "gus-gout-2"], "gustavo"),
    B(NORA, "gustavos uric acid level", "numbers", ["gus-gout-2", "gustavo-ibarra:20260318"], "gustavo"),
    B(NORA, "what did i say about training gustavo after nights", "coach_reply",
      ["gus-nights", "gus-nights-coach"], "gustavo"),
    B(NORA, "has gustavo sorted out his daytime kip?", "paraphrase",
      ["gus-blinds", "ci-nora-gustavo-2026-05-08", "gus-nights", "ci-nora-gustavo-2026-02-06"], "gustavo"),
    B(NORA, "has gustavo had kidney stones?", "yes_no", None, "gustavo", NEVER),
    B(NORA, "does gustavo take melatonin?", "yes_no", None, "gustavo", OTHER_TRAINER),
    B(NORA, "what was gustavo eating in january", "topic_period",
      ["gus-keto-1", "gus-keto-coach", "gus-ketoflu"], "gustavo"),
    B(NORA, "any gout trouble for gustavo back in january?", "topic_period", None, "gustavo", OTHER_PERIOD),
    B(NORA, "how much weight has gustavo lost", "numbers", ["gus-weight"], "gustavo"),
    B(NORA, "why did gustavo miss saturday club in january?", "named", ["g-gustavo-nightshift"], "gustavo"),
    B(NORA, "gustavos toe?", "possessive", ["gus-gout-1", "gus-gout-coach", "gus-gout-2"], "gustavo"),
    B(NORA, "what did i tell gustavo about caffeine?", "coach_reply", None, "gustavo", NEVER),
    # ---------------------------------------------------------------- Nora: Barty (test)
    B(NORA, "how's barty doing?", "how_doing",
      ["barty-golf", "barty-xray", "ci-nora-barty-2026-05-01", "g-barty-carry"], "barty"),
    B(NORA, "is barty getting a hip replacement?", "yes_no", ["barty-xray"], "barty"),
    B(NORA, "what blood thinner is barty on", "paraphrase", ["barty-apixaban", "sn-nora-barty-0401", profile("barty")], "barty",
      key="barty-thinner"),
    B(NORA, "does it cause him any problems?", "follow_up",
      ["barty-apixaban", "barty-apixaban-coach", "barty-bruise", "sn-nora-barty-0401"], "barty", follow="barty-thinner"),
    B(NORA, "has barty got arthritis in his knee?", "yes_no", None, "barty", NEVER),
    B(NORA, "Did Barty manage a full round of golf?", "named", ["barty-golf"], "barty"),
    B(NORA, "what did i do about the step box for barty", "note", ["sn-nora-barty-0401"], "barty"),
    B(NORA, "did barty play golf in march?", "date_window", None, "barty", OTHER_PERIOD),
    B(NORA, "is barty still on warfarin?", "recency", None, "barty", NEVER),
    B(NORA, "how old is barty", "profile_attribute", [profile("barty")], "barty"),
    # ---------------------------------------------------------------- Felix: Saoirse (dev)
    B(FELIX, "saoirse 2k pb?", "numbers", ["saoirse-2k-2", "saoirse-2k-2-coach"], "saoirse"),
    B(FELIX, "did saoirse break a rib?", "yes_no", ["saoirse-rib-2"], "saoirse", key="saoirse-rib"),
    B(FELIX, "how long was she off the water?", "follow_up", ["saoirse-rib-2"], "saoirse", follow="saoirse-rib",
      key="saoirse-rib-2"),
    B(FELIX, "did she need an operation for it?", "follow_up", None, "saoirse", NEVER, follow="saoirse-rib-2"),
    B(FELIX, "is saoirse on any supplements?", "paraphrase", ["saoirse-creatine"], "saoirse"),
    B(FELIX, "is saoirse taking beta alanine?", "yes_no", None, "saoirse", NEVER),
    B(FELIX, "did saoirse win anything last month?", "date_window", None, "saoirse", OTHER_PERIOD),
    B(FELIX, "how did saoirse's erg test go in april?", "date_window", ["saoirse-2k-2", "saoirse-2k-2-coach"], "saoirse"),
    B(FELIX, "is saoirse rowing again yet?", "recency", ["saoirse-back", "saoirse-2k-2", "saoirse-regatta", "ci-felix-saoirse-2026-05-08"], "saoirse"),
    B(FELIX, "how stressed was saoirse in her last check in", "checkin", ["ci-felix-saoirse-2026-05-08"], "saoirse"),
    B(FELIX, "how many km did saoirse do in the erg challenge", "numbers", ["g-erg-final"], "saoirse"),
    B(FELIX, "did saoirse hurt her lower back?", "named", None, "saoirse", NEVER),
    B(FELIX, "saoirses 5k erg time?", "numbers", None, "saoirse", OTHER_CLIENT),
    B(FELIX, "saoirses ribs", "possessive", ["saoirse-rib-1", "saoirse-rib-coach", "saoirse-rib-2"], "saoirse"),
    B(FELIX, "what did i tell saoirse about her periods?", "coach_reply", None, "saoirse", NEVER),
    # ---------------------------------------------------------------- Felix: Teodor (dev)
    B(FELIX, "did teodor hit his target time in the race?", "paraphrase", ["teodor-race", "teodor-race-coach"], "teodor",
      key="teodor-race"),
    B(FELIX, "what was his old pb?", "follow_up", ["teodor-10k-goal"], "teodor", follow="teodor-race"),
    B(FELIX, "whats the latest with teodors plantar fascitis", "misspelling",
      ["teodor-heel-1", "teodor-heel-coach", "teodor-heel-2", "teodor-zwift", "teodor-heel-3", "sn-felix-teodor-0220",
       "ci-felix-teodor-2026-03-13", "tr-felix-teodor-20260510", profile("teodor")], "teodor"),
    B(FELIX, "what pace did teodor run his 1k reps at", "numbers", ["teodor-tempo"], "teodor"),
    B(FELIX, "is teodor's heel still bothering him?", "recency", ["teodor-heel-3", "tr-felix-teodor-20260510"], "teodor"),
    B(FELIX, "has teodor been swimming?", "yes_no", None, "teodor", NEVER),
    B(FELIX, "did teodor get a cortisone injection?", "named", None, "teodor", NEVER),
    B(FELIX, "what exercises did i give teodor for his foot", "coach_reply",
      ["teodor-heel-coach", "sn-felix-teodor-0220"], "teodor"),
    B(FELIX, "what did teodor and i agree about gels for the 10k?", "transcript", ["tr-felix-teodor-20260510"], "teodor"),
    B(FELIX, "how was teodor's heel in january?", "topic_period", None, "teodor", OTHER_PERIOD),
    B(FELIX, "why did teodor skip intervals in january", "date_window", ["teodor-toddler"], "teodor"),
    B(FELIX, "teodors achilles?", "possessive", None, "teodor", NEVER),
    B(FELIX, "what does teodor do for work?", "profile_attribute", [profile("teodor")], "teodor"),
    B(FELIX, "how's teodor's swimming going?", "how_doing", None, "teodor", NEVER),
    B(FELIX, "what trainers did teodor buy", "paraphrase", ["teodor-shoes", "teodor-heel-2"], "teodor"),
    # ---------------------------------------------------------------- Felix: Lorna (dev)
    B(FELIX, "lornas elbow?", "possessive",
      ["lorna-elbow-1", "lorna-elbow-coach", "lorna-elbow-2", "sn-felix-lorna-0210", profile("lorna")], "lorna"),
    B(FELIX, "is lorna still doing the 16:8 thing?", "recency", ["lorna-if-stop"], "lorna", key="lorna-if"),
    B(FELIX, "why did she stop?", "follow_up", ["lorna-if-stop"], "lorna", follow="lorna-if"),
    B(FELIX, "what did the doctor recommend for lorna's insomnia", "paraphrase", ["lorna-magnesium"], "lorna"),
    B(FELIX, "what was stressing lorna out in march", "date_window",
      ["lorna-ofsted", "lorna-ofsted-2", "ci-felix-lorna-2026-03-06"], "lorna"),
    B(FELIX, "does lorna swim?", "yes_no", None, "lorna", NEVER),
    B(FELIX, "is lorna doing keto?", "yes_no", None, "lorna", OTHER_TRAINER),
    B(FELIX, "is lorna takin creatine", "misspelling", None, "lorna", OTHER_CLIENT),
    B(FELIX, "how many km is lorna cycling a week", "numbers", ["lorna-commute"], "lorna"),
    B(FELIX, "what did i want lorna to check on her racket", "note", ["sn-felix-lorna-0210"], "lorna"),
    B(FELIX, "what did lorna say about her elbow in january?", "topic_period", None, "lorna", OTHER_PERIOD),
    B(FELIX, "who plays padel?", "cross_client", ["lorna-elbow-1", "lorna-elbow-coach", "lorna-elbow-2",
                                                  "sn-felix-lorna-0210", profile("lorna")], about="lorna"),
    # ---------------------------------------------------------------- Felix: Matthias (test)
    B(FELIX, "whats matthias ftp now", "numbers", ["matthias-ftp-2"], "matthias"),
    B(FELIX, "how did matthias's big sportive go?", "paraphrase", ["matthias-312", "matthias-312-coach"], "matthias"),
    B(FELIX, "What did the bike fitter change for Matthias?", "named", ["matthias-bikefit", "sn-felix-matthias-0221"],
      "matthias"),
    B(FELIX, "where was matthias travelling in march?", "date_window",
      ["matthias-singapore", "matthias-jetlag", "ci-felix-matthias-2026-03-20"], "matthias", key="matthias-trip"),
    B(FELIX, "how did he cope with the time difference", "follow_up",
      ["matthias-jetlag", "ci-felix-matthias-2026-03-20"], "matthias", follow="matthias-trip", key="matthias-jetlag"),
    B(FELIX, "did he take melatonin for it?", "follow_up", None, "matthias", OTHER_CLIENT, follow="matthias-jetlag"),
    B(FELIX, "mattias knee pain on long rides", "misspelling",
      ["matthias-knee-1", "matthias-knee-coach", "matthias-bikefit", "sn-felix-matthias-0221"], "matthias"),
    B(FELIX, "did matthias crash his bike?", "yes_no", None, "matthias", NEVER),
    B(FELIX, "has matthias had saddle sores?", "named", None, "matthias", NEVER),
    B(FELIX, "how is matthias's asthma?", "how_doing", None, "matthias", OTHER_CLIENT),
    B(FELIX, "did matthias do the erg challenge?", "yes_no", ["g-matthias-bike", "g-erg-final"], "matthias"),
    B(FELIX, "matthias knee", "possessive",
      ["matthias-knee-1", "matthias-knee-coach", "matthias-bikefit", "sn-felix-matthias-0221"], "matthias"),
    # ---------------------------------------------------------------- Felix: Anouk (test)
    B(FELIX, "What did Anouk say about her breathing?", "named",
      ["anouk-asthma-1", "anouk-asthma-coach", "anouk-preventer", "sn-felix-anouk-0305", profile("anouk")], "anouk"),
    B(FELIX, "should anouk use her inhaler before cold swims?", "yes_no",
      ["anouk-asthma-coach", "sn-felix-anouk-0305"], "anouk"),
    B(FELIX, "anouk css pace now", "numbers", ["anouk-css-2"], "anouk"),
    B(FELIX, "did anouk do a triathlon?", "yes_no", None, "anouk", NEVER),
    B(FELIX, "is anouk taking antihistamines?", "named", None, "anouk", NEVER),
    B(FELIX, "how's anouk going", "how_doing", ["anouk-race", "anouk-race-coach", "ci-felix-anouk-2026-04-17"], "anouk"),
    B(FELIX, "does anouk have any food intolerances?", "profile_attribute", [profile("anouk")], "anouk"),
    B(FELIX, "what did anouk say in her april check-in", "checkin", ["ci-felix-anouk-2026-04-17"], "anouk"),
    B(FELIX, "how did anouk's swim race go last weekend", "date_window", ["anouk-race", "anouk-race-coach"], "anouk"),
    B(FELIX, "how far did anouk get in the erg challenge", "numbers", ["g-anouk-61"], "anouk"),
    B(FELIX, "how was anouk's asthma in may?", "topic_period", None, "anouk", OTHER_PERIOD),
    B(FELIX, "did anouk get a stres fracture", "misspelling", None, "anouk", NEVER),
    B(FELIX, "anouks shoulder", "possessive", None, "anouk", NEVER),
    # ---------------------------------------------------------------- Felix: Yusuf (test)
    B(FELIX, "what does yusuf use to help him nod off after long flights", "paraphrase", ["yusuf-melatonin"], "yusuf"),
    B(FELIX, "yusufs 5k erg time", "numbers", ["yusuf-5k-1", "yusuf-5k-2"], "yusuf"),
    B(FELIX, "what workout did i give yusuf for the tokyo hotel", "coach_reply", ["yusuf-hotel-coach"], "yusuf"),
    B(FELIX, "did yusuf pass his medical?", "yes_no", ["yusuf-medical"], "yusuf", key="yusuf-medical"),
    B(FELIX, "what was his blood pressure?", "follow_up", ["yusuf-medical"], "yusuf", follow="yusuf-medical"),
    B(FELIX, "has yusuf had sciatica?", "yes_no", None, "yusuf", NEVER),
    B(FELIX, "what did yusuf say about his heel?", "named", None, "yusuf", OTHER_CLIENT),
    B(FELIX, "what does yusuf do for a living", "profile_attribute", [profile("yusuf")], "yusuf"),
    B(FELIX, "how is yusuf getting on lately", "how_doing",
      ["yusuf-5k-2", "yusuf-hotel", "yusuf-hotel-coach", "yusuf-medical"], "yusuf"),
    B(FELIX, "did yusuf mention jet lag in his check-ins?", "checkin", None, "yusuf", OTHER_CLIENT),
    B(FELIX, "what stretches did i suggest for yusuf's back on flights", "coach_reply", ["yusuf-back-coach"], "yusuf"),
    # ---------------------------------------------------------------- Tomasz: Marisol (dev)
    B(TOMASZ, "how's marisol getting on?", "how_doing", ["marisol-run-2", "marisol-work", "marisol-baby-sleep"], "marisol"),
    B(TOMASZ, "has marisol had any breastfeeding problems?", "paraphrase",
      ["marisol-mastitis", "ci-tomasz-marisol-2026-02-13"], "marisol"),
    B(TOMASZ, "marisol hb result", "numbers", ["marisol-hb", "marisol-quintero:20260324"], "marisol"),
    B(TOMASZ, "is marisol's baby sleeping through yet?", "recency", ["marisol-baby-sleep"], "marisol"),
    B(TOMASZ, "did marisol tear during the birth?", "yes_no", None, "marisol", NEVER),
    B(TOMASZ, "How far can Marisol run now?", "named", ["marisol-run-2"], "marisol", key="marisol-run"),
    B(TOMASZ, "and who cleared her to start?", "follow_up", ["marisol-run-1", "sn-tomasz-marisol-0310"], "marisol",
      follow="marisol-run"),
    B(TOMASZ, "how was marisol's running in march", "topic_period",
      ["marisol-run-1", "marisol-run-coach", "sn-tomasz-marisol-0310"], "marisol"),
    B(TOMASZ, "how was marisol's running in january", "topic_period", None, "marisol", OTHER_PERIOD),
    B(TOMASZ, "what did i say about marisol's scar feeling numb", "coach_reply", ["marisol-scar-coach"], "marisol"),
    B(TOMASZ, "when was marisol's baby born?", "profile", [profile("marisol")], "marisol"),
    B(TOMASZ, "what did i note about marisol's diastasis?", "note", None, "marisol", NEVER),
    # ---------------------------------------------------------------- Tomasz: Hyun-woo (dev)
    B(TOMASZ, "what weight loss jab is hyun-woo on?", "paraphrase", ["hyunwoo-wegovy", profile("hyunwoo")], "hyunwoo"),
    B(TOMASZ, "is hyunwoo still off the cigarettes?", "recency", ["hyunwoo-slip", "hyunwoo-smoking-2"], "hyunwoo"),
    B(TOMASZ, "how is hyun-woo's weight going against his goal?", "health",
      [weeks("hyunwoo", "weight"), "goal-tomasz-hyunwoo-weight", "hyunwoo-weight"], "hyunwoo"),
    B(TOMASZ, "what's hyun-woo leg pressing", "numbers", ["hyunwoo-legpress"], "hyunwoo"),
    B(TOMASZ, "is hyun-woo vaping?", "yes_no", None, "hyunwoo", NEVER),
    B(TOMASZ, "what did hyun-woo say about his lower back?", "named", None, "hyunwoo", NEVER),
    B(TOMASZ, "what did i tell hyun woo to do about his neck", "coach_reply", ["hyunwoo-neck-coach"], "hyunwoo"),
    B(TOMASZ, "hyunwoo nausia on the jab", "misspelling", ["hyunwoo-wegovy", "hyunwoo-wegovy-coach"], "hyunwoo"),
    B(TOMASZ, "how was hyun-woo's neck in january?", "topic_period", None, "hyunwoo", OTHER_PERIOD),
    B(TOMASZ, "what did hyun-woo say about his appetite in his check-in?", "checkin",
      ["ci-tomasz-hyunwoo-2026-04-10"], "hyunwoo"),
    B(TOMASZ, "what did hyun-woo moan about in the mobility group?", "named", ["g-hyunwoo-hips"], "hyunwoo"),
    B(TOMASZ, "what was hyun-woo's last hba1c?", "health", None, "hyunwoo", NEVER),
    B(TOMASZ, "hyunwoos knee", "possessive", None, "hyunwoo", NEVER),
    # ---------------------------------------------------------------- Tomasz: Pernille (dev)
    B(TOMASZ, "did pernille break her wrist?", "yes_no", ["pernille-fall", "pernille-fall-coach", "sn-tomasz-pernille-0216"],
      "pernille", key="pernille-wrist"),
    B(TOMASZ, "what does she do to stay safe on the ice now?", "follow_up", ["pernille-fall-coach"], "pernille",
      follow="pernille-wrist"),
    B(TOMASZ, "what exercise class did pernille try?", "named", ["pernille-boxing", "ci-tomasz-pernille-2026-04-09"],
      "pernille"),
    B(TOMASZ, "has pernille had a tumble?", "paraphrase",
      ["pernille-fall", "pernille-fall-coach", "sn-tomasz-pernille-0216"], "pernille"),
    B(TOMASZ, "what did pernille do before she retired?", "profile_attribute", [profile("pernille")], "pernille"),
    B(TOMASZ, "does pernille have any allergies on file?", "profile", None, "pernille", NEVER),
    B(TOMASZ, "did pernille hurt her hip when she fell?", "yes_no", None, "pernille", NEVER),
    B(TOMASZ, "when did i say to book pernille's sessions?", "coach_reply", ["pernille-timing-coach"], "pernille"),
    B(TOMASZ, "is pernille hitting her step goal?", "health", [weeks("pernille", "steps"), "goal-tomasz-pernille-steps"],
      "pernille"),
    B(TOMASZ, "what did pernille tell me this month about her meds?", "date_window", ["pernille-dose"], "pernille"),
    B(TOMASZ, "is pernille on a blood thinner?", "yes_no", None, "pernille", OTHER_TRAINER),
    B(TOMASZ, "what did my notes say about pernille's balance?", "note", ["sn-tomasz-pernille-0216"], "pernille"),
    B(TOMASZ, "how is pernille doing", "how_doing",
      ["pernille-piano", "pernille-dose", "pernille-walk", "ci-tomasz-pernille-2026-04-09", weeks("pernille", "steps"),
       "goal-tomasz-pernille-steps"], "pernille"),
    B(TOMASZ, "who recommended a stretch for tight hips?", "cross_client", ["g-pernille-pigeon"], about="pernille"),
    B(TOMASZ, "did pernille's check-in mention feeling dizzy?", "checkin", None, "pernille", NEVER),
    # ---------------------------------------------------------------- Tomasz: Cormac (test)
    B(TOMASZ, "cormac's latest hop test %", "numbers",
      ["cormac-hop-2", "tr-tomasz-cormac-20260520"], "cormac", key="cormac-hop"),
    B(TOMASZ, "and what's next for him?", "follow_up", ["cormac-hop-2-coach", "tr-tomasz-cormac-20260520"], "cormac",
      follow="cormac-hop"),
    B(TOMASZ, "what did cormac score on the hop test in april", "topic_period",
      ["cormac-hop-1", "sn-tomasz-cormac-0408"], "cormac"),
    B(TOMASZ, "is cormac allowed to do sidestepping yet?", "paraphrase",
      ["cormac-hop-2", "cormac-hop-2-coach", "tr-tomasz-cormac-20260520"], "cormac"),
    B(TOMASZ, "did cormac tear his meniscus?", "yes_no", None, "cormac", NEVER),
    B(TOMASZ, "did cormac's knee swell up after running?", "yes_no", ["cormac-swelling", "cormac-swelling-coach"],
      "cormac"),
    B(TOMASZ, "when did i tell cormac he could play a match?", "transcript", ["tr-tomasz-cormac-20260520"], "cormac"),
    B(TOMASZ, "what did cormac say about his shoulder in our session?", "transcript", None, "cormac", NEVER),
    B(TOMASZ, "what does cormac do for work", "profile_attribute", [profile("cormac")], "cormac"),
    B(TOMASZ, "how did cormac's ankle hold up?", "how_doing", None, "cormac", NEVER),
    B(TOMASZ, "what was cormac's quad strength in my notes", "note", ["sn-tomasz-cormac-0408"], "cormac"),
    B(TOMASZ, "any allergies listed for cormac?", "profile", None, "cormac", NEVER),
    B(TOMASZ, "cormacs knee swelling", "possessive", ["cormac-swelling", "cormac-swelling-coach"], "cormac"),
    # ---------------------------------------------------------------- Tomasz: Idris (test)
    B(TOMASZ, "when did idris get his sling off", "named", ["idris-slingoff", "sn-tomasz-idris-0310"], "idris"),
    B(TOMASZ, "how is idris coping back at work since his op?", "paraphrase",
      ["idris-kitchen", "idris-kitchen-coach", "ci-tomasz-idris-2026-04-03"], "idris"),
    B(TOMASZ, "did idris have knee surgery?", "yes_no", None, "idris", NEVER),
    B(TOMASZ, "how's idris doing?", "how_doing", ["idris-overhead", "idris-kitchen", "ci-tomasz-idris-2026-04-03",
                                                  weeks("idris", "weight"), "goal-tomasz-idris-weight"], "idris"),
    B(TOMASZ, "how much flexion did idris have in march per my notes", "note", ["sn-tomasz-idris-0310"], "idris"),
    B(TOMASZ, "what did i say about the stock pots to idris", "coach_reply", ["idris-kitchen-coach"], "idris"),
    B(TOMASZ, "what happened with idris in january?", "date_window",
      ["idris-surgery", "idris-surgery-coach", "idris-sling"], "idris"),
    B(TOMASZ, "how are idris's migraines?", "how_doing", None, "idris", OTHER_CLIENT),
    B(TOMASZ, "did idris have his roator cuff op yet", "misspelling",
      ["idris-surgery", "idris-sling", "sn-tomasz-idris-0310", profile("idris")], "idris"),
    B(TOMASZ, "is idris on course for his weight target?", "health",
      [weeks("idris", "weight"), "goal-tomasz-idris-weight"], "idris"),
    B(TOMASZ, "what was idris's last cholesterol result?", "health", None, "idris", OTHER_TRAINER),
    B(TOMASZ, "what did my notes say about idris's blood pressure", "note", None, "idris", NEVER),
    B(TOMASZ, "who brought food to the mobility class?", "cross_client", ["g-idris-samosas"], about="idris"),
    # ---------------------------------------------------------------- Tomasz: Valentina (test)
    B(TOMASZ, "what's valentina taking to stop the headaches coming on?", "paraphrase",
      ["valentina-topiramate", "valentina-tingle", "sn-tomasz-valentina-0415"], "valentina", key="valentina-prevent"),
    B(TOMASZ, "any side effects?", "follow_up", ["valentina-tingle", "valentina-topiramate-coach"], "valentina",
      follow="valentina-prevent"),
    B(TOMASZ, "has valentina managed a pull up yet?", "yes_no", ["valentina-pullup", "valentina-pullup-coach"],
      "valentina"),
    B(TOMASZ, "is valentina having botox for her migraines?", "yes_no", None, "valentina", NEVER),
    B(TOMASZ, "are valentina's migraines any better lately?", "recency",
      ["valentina-tingle", "ci-tomasz-valentina-2026-05-08", "sn-tomasz-valentina-0415"], "valentina"),
    B(TOMASZ, "What does Valentina think triggers her migraines?", "named", ["valentina-trigger"], "valentina"),
    B(TOMASZ, "what did i note about valentina's breathing on heavy lifts?", "note", ["sn-tomasz-valentina-0415"],
      "valentina"),
    B(TOMASZ, "what did valentina say about her rota in april?", "date_window", None, "valentina", OTHER_PERIOD),
    B(TOMASZ, "valentinas job?", "profile_attribute", [profile("valentina")], "valentina"),
    B(TOMASZ, "what did valentina say about her migraines in april?", "topic_period",
      ["valentina-tingle", "sn-tomasz-valentina-0415"], "valentina"),
    # ---------------------------------------------------------------- across clients and trainers
    B(NORA, "who's been doing keto?", "cross_client",
      ["gus-keto-1", "gus-keto-coach", "gus-ketoflu", "gus-gout-2", "gus-weight"], about="gustavo"),
    B(NORA, "who takes creatine?", "cross_client", None, why=OTHER_TRAINER, about="saoirse"),
    B(FELIX, "who takes creatine?", "cross_client", ["saoirse-creatine"], about="saoirse"),
    B(FELIX, "who gets migraines?", "cross_client", None, why=OTHER_TRAINER, about="valentina"),
    B(TOMASZ, "who gets migraines?", "cross_client",
      ["valentina-migraine-1", "valentina-migraine-coach", "valentina-trigger", "valentina-topiramate", "valentina-tingle",
       "sn-tomasz-valentina-0415", "ci-tomasz-valentina-2026-05-08", profile("valentina")], about="valentina"),
    B(TOMASZ, "who's on blood thinners?", "cross_client", None, why=OTHER_TRAINER, about="barty"),
    B(FELIX, "who asked about a sports massage?", "cross_client", ["g-teodor-massage"], about="teodor"),
    B(NORA, "who's vegan?", "cross_client", ["wren-vegan", "wren-vegan-coach", profile("wren")], about="wren"),
    B(TOMASZ, "who quit smoking?", "cross_client",
      ["hyunwoo-smoking-1", "hyunwoo-smoking-coach", "hyunwoo-smoking-2", "hyunwoo-slip"], about="hyunwoo"),
    B(FELIX, "who mentioned shin splints?", "cross_client", None, why=NEVER, about="anouk"),
    B(FELIX, "who's pregnant?", "cross_client", None, why=OTHER_TRAINER, about="delphine"),
    B(TOMASZ, "who's been travelling for work?", "cross_client", None, why=OTHER_TRAINER, about="matthias"),
    B(NORA, "who mentioned gout?", "cross_client", ["gus-gout-1", "gus-gout-coach", "gus-gout-2"], about="gustavo"),
    B(FELIX, "hows rashid's deadlift going", "named", None, why=OTHER_TRAINER, about="rashid"),
    B(TOMASZ, "did wren send her 7a?", "yes_no", None, why=OTHER_TRAINER, about="wren"),
    B(NORA, "how did cormac's hop test go?", "named", None, why=OTHER_TRAINER, about="cormac"),
    B(NORA, "who has grandkids?", "cross_client", ["barty-grandsons", profile("barty")], about="barty"),
    B(TOMASZ, "who mentioned a sleep regression?", "cross_client", ["marisol-regression"], about="marisol"),
    B(NORA, "who brought up thyroid stuff?", "cross_client",
      ["ingrid-tsh-1", "ingrid-dose", "ingrid-plateau-coach", "ingrid-cold", "ingrid-tsh-2", "sn-nora-ingrid-0130",
       "ingrid-solberg:20260108", "ingrid-solberg:20260423", profile("ingrid")], about="ingrid"),
]


def _expand(evidence: list[str], tags: dict[str, str], data: dict) -> list[str]:
    from shared.usecases.health.loader import record_ids

    health = record_ids(data)
    out: list[str] = []
    for e in evidence:
        if e.startswith(authoring.WEEKS):
            out.extend(authoring.last_weeks(e, health))
        else:
            out.append(tags.get(e, e))
    assert len(set(out)) == len(out), evidence
    return out


def rows() -> list[dict]:
    data, tags = build_blind.build()
    return authoring.blind_rows(QUESTIONS, "blind", DATASET, CLIENT_ID, build_blind.DEV_CLIENTS,
                                lambda q: _expand(q.evidence or [], tags, data))


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
