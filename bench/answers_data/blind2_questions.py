#!/usr/bin/env python3
"""Write bench/answers_data/blind2_questions.jsonl: the questions over the second blind data set (build_blind2.py).

    functions/venv/bin/python -m bench.answers_data.blind2_questions

Written on 2026-11-28 by helper h-newq (issue 14) the way trainers type (lowercase, possessives
without apostrophes, follow-ups, "still"/"lately", date windows, numbers, paraphrases), without
reading the tuned tables or the other question files' test halves. At least 40 % are unanswerable,
most of them a *neighbour* of what did come up for that client (the other side, another joint,
medicine, sport, food or number), the rest only for another client, only for another trainer's
client, or only outside the period asked.

The split is by client, as in blind_questions.py: every question about a client of
build_blind2.DEV_CLIENTS is dev, every other one test; a question that names no client of its
trainer goes with the client it is about (`about`). Deterministic. Evidence is every record that
holds the answer: a story tag (blind2_tags.json), a session note, transcript or check-in id, or a
client id for the profile.
"""

from __future__ import annotations

from pathlib import Path

from bench.answers_data import authoring, build_blind2
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B

OUT = Path(__file__).resolve().parent / "blind2_questions.jsonl"
DATASET = "blind2"
HEADER = (
    "// bench.answers second blind question set (issue 14), written 2026-11-28 by h-newq without reading the tuned\n"
    "// tables. Built by bench/answers_data/blind2_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

AMA, LUCIA, BJORN = "coach-ama", "coach-lucia", "coach-bjorn"
IDS = authoring.RosterIds.of(build_blind2.CLIENTS)
CLIENT_ID = IDS.client_id
profile = IDS.profile


QUESTIONS: list[B] = [
    # ---------------------------------------------------------------- Ama: Kenji (dev)
    B(AMA, "whats wrong with kenjis wrist", "possessive",
      ["kenji-wrist-1", "kenji-wrist-coach", "sn-ama-kenji-0213", profile("kenji")], "kenji", key="kenji-wrist"),
    B(AMA, "what did the gp give him for it", "follow_up",
      ["kenji-naproxen", "kenji-naproxen-coach", "sn-ama-kenji-0213"], "kenji", follow="kenji-wrist"),
    B(AMA, "is kenji still taking the naproxen", "recency", ["kenji-stomach", "kenji-stomach-coach"], "kenji"),
    B(AMA, "when was kenjis kendo grading", "named", ["kenji-grading"], "kenji"),
    B(AMA, "did kenji pass his 3rd dan", "yes_no", ["kenji-dan"], "kenji"),
    B(AMA, "kenji grip strength numbers", "note", ["sn-ama-kenji-0403"], "kenji"),
    B(AMA, "what did i tell kenji to do after the injection", "coach_reply", ["kenji-injection-coach"], "kenji"),
    B(AMA, "how did kenjis festival set go", "how_doing", ["kenji-gig", "kenji-gig-coach"], "kenji"),
    B(AMA, "did kenji get a cortisone jab in march", "paraphrase", ["kenji-injection", "kenji-injection-coach"], "kenji"),
    B(AMA, "what did kenji say about his right wrist", "named", None, "kenji", NEVER),
    B(AMA, "is kenji taking ibuprofen", "yes_no", None, "kenji", NEVER),
    B(AMA, "hows kenjis elbow", "possessive", None, "kenji", NEVER),
    B(AMA, "has kenji done any judo", "yes_no", None, "kenji", NEVER),
    B(AMA, "kenjis stomach in march", "topic_period", None, "kenji", OTHER_PERIOD),
    B(AMA, "did kenji sprain his ankle", "yes_no", None, "kenji", OTHER_CLIENT),
    # ---------------------------------------------------------------- Ama: Priya (dev)
    B(AMA, "priyas ankle - which side and how bad", "possessive",
      ["priya-ankle-1", "priya-ankle-2", "sn-ama-priya-0219", profile("priya")], "priya"),
    B(AMA, "when did priyas show open", "date_window", ["priya-show", "priya-opening"], "priya"),
    B(AMA, "what did i say priya had to do before dancing on it", "coach_reply", ["priya-show-coach"], "priya"),
    B(AMA, "is priya hypermobile", "yes_no",
      ["priya-hypermobile", "priya-hypermobile-coach", "sn-ama-priya-0522", profile("priya")], "priya"),
    B(AMA, "what did priya take for her nerves", "paraphrase", ["priya-propranolol", "priya-propranolol-coach"], "priya"),
    B(AMA, "any news from priyas audition", "recency", ["priya-callback", "ci-ama-priya-2026-05-29"], "priya"),
    B(AMA, "priya hip clicking", "named", ["priya-hip", "priya-hip-coach"], "priya"),
    B(AMA, "how was priya sleeping in tech week", "checkin", ["ci-ama-priya-2026-03-20"], "priya"),
    B(AMA, "what did priya say about her knee", "named", None, "priya", NEVER),
    B(AMA, "priyas achilles", "possessive", None, "priya", NEVER),
    B(AMA, "how was priyas ankle in june", "topic_period", None, "priya", OTHER_PERIOD),
    B(AMA, "is priya on the pill", "yes_no", None, "priya", NEVER),
    B(AMA, "what did priya say about her left hip", "named", None, "priya", NEVER),
    B(AMA, "did priya have a steroid injection", "yes_no", None, "priya", OTHER_CLIENT),
    # ---------------------------------------------------------------- Lucía: Tane (dev)
    B(LUCIA, "how much does tane weigh now", "numbers", ["tane-weight-3", "tane-hold-coach"], "tane", key="tane-weight"),
    B(LUCIA, "and what was he in march", "follow_up", ["tane-weight-2", "sn-lucia-tane-0304"], "tane", follow="tane-weight"),
    B(LUCIA, "whats tanes target weight", "possessive", ["tane-weight-1", "tane-hold-coach", profile("tane")], "tane"),
    B(LUCIA, "how many calories is tane on", "coach_reply",
      ["tane-plan-coach", "tane-hold-coach", "sn-lucia-tane-0304"], "tane"),
    B(LUCIA, "why did tane stop the whey", "paraphrase", ["tane-whey", "tane-whey-coach"], "tane", key="tane-whey"),
    B(LUCIA, "what protein is he using now", "follow_up",
      ["tane-egg", "tane-whey-coach", "sn-lucia-tane-0304"], "tane", follow="tane-whey"),
    B(LUCIA, "tane cramps what did we do", "coach_reply", ["tane-cramp", "tane-cramp-coach", "tane-nocramp"], "tane"),
    B(LUCIA, "can tane have a coffee before kick off", "transcript", ["tr-lucia-tane-20260415"], "tane"),
    B(LUCIA, "what did tane eat at his cousins 21st", "named", ["tane-hangi"], "tane"),
    B(LUCIA, "is tane on creatine", "yes_no", None, "tane", NEVER),
    B(LUCIA, "does tane get cramp in his hamstrings", "named", None, "tane", NEVER),
    B(LUCIA, "what did tane say about gluten", "named", None, "tane", NEVER),
    B(LUCIA, "tanes weight in may", "topic_period", None, "tane", OTHER_PERIOD),
    B(LUCIA, "has tane hurt his shoulder", "yes_no", None, "tane", NEVER),
    B(LUCIA, "tanes crohns", "possessive", None, "tane", OTHER_CLIENT),
    B(LUCIA, "how much calcium is tane having", "numbers", None, "tane", OTHER_CLIENT),
    # ---------------------------------------------------------------- Björn: Haruka (dev)
    B(BJORN, "when is harukas race", "possessive", ["haruka-tri-goal", profile("haruka")], "haruka"),
    B(BJORN, "harukas finish time", "numbers", ["haruka-race"], "haruka"),
    B(BJORN, "what happened with harukas hip", "possessive",
      ["haruka-hip-1", "haruka-hip-coach", "haruka-hip-2", "sn-bjorn-haruka-0302", profile("haruka")], "haruka"),
    B(BJORN, "is harukas hip still bothering her", "recency", ["haruka-hip-2"], "haruka"),
    B(BJORN, "what was harukas vit d", "numbers", ["haruka-vitd"], "haruka"),
    B(BJORN, "how fast was haruka on the bike recon", "numbers", ["haruka-bike"], "haruka"),
    B(BJORN, "what did i tell haruka about panicking in the wetsuit", "coach_reply",
      ["haruka-panic", "haruka-panic-coach"], "haruka"),
    B(BJORN, "gels on the bike for haruka?", "transcript", ["tr-bjorn-haruka-20260610"], "haruka"),
    B(BJORN, "how was haruka feeling after the open water scare", "checkin", ["ci-bjorn-haruka-2026-05-08"], "haruka"),
    B(BJORN, "harukas b12", "possessive", None, "haruka", NEVER),
    B(BJORN, "harukas knee", "possessive", None, "haruka", NEVER),
    B(BJORN, "how did harukas open water swims go in march", "topic_period", None, "haruka", OTHER_PERIOD),
    B(BJORN, "harukas marathon time", "numbers", None, "haruka", NEVER),
    B(BJORN, "does haruka take iron", "yes_no", None, "haruka", NEVER),
    B(BJORN, "harukas blood pressure", "possessive", None, "haruka", OTHER_CLIENT),
    # ---------------------------------------------------------------- Björn: Gideon (dev)
    B(BJORN, "gideons squat goal", "possessive",
      ["gideon-squat-goal", "gideon-squat-coach", profile("gideon")], "gideon"),
    B(BJORN, "what did gideon squat at the meet", "numbers", ["gideon-meet", "gideon-meet-coach"], "gideon"),
    B(BJORN, "what bp meds is gideon on", "named",
      ["gideon-amlodipine", "gideon-ankles", profile("gideon")], "gideon", key="gideon-meds"),
    B(BJORN, "any side effects?", "follow_up", ["gideon-ankles"], "gideon", follow="gideon-meds"),
    B(BJORN, "whats gideons blood pressure lately", "recency", ["gideon-bp-2"], "gideon"),
    B(BJORN, "why were gideons ankles puffy", "paraphrase", ["gideon-ankles"], "gideon"),
    B(BJORN, "gideon pec", "named",
      ["gideon-pec-1", "gideon-pec-coach", "gideon-pec-2", "sn-bjorn-gideon-0401", profile("gideon")], "gideon"),
    B(BJORN, "did gideon train after his late gig", "yes_no", ["gideon-gig"], "gideon"),
    B(BJORN, "gideon deadlift at the meet", "numbers", ["gideon-meet"], "gideon"),
    B(BJORN, "is gideon on a statin", "yes_no", None, "gideon", NEVER),
    B(BJORN, "what did gideon say about his shoulder", "named", None, "gideon", NEVER),
    B(BJORN, "how was gideons pec in june", "topic_period", None, "gideon", OTHER_PERIOD),
    B(BJORN, "whats gideons clean and jerk", "numbers", None, "gideon", NEVER),
    B(BJORN, "did gideon mention cholesterol", "yes_no", None, "gideon", NEVER),
    B(BJORN, "did gideon get shin splints", "yes_no", None, "gideon", OTHER_CLIENT),
    B(BJORN, "whats gideons 10k time", "numbers", None, "gideon", NEVER),
    # ---------------------------------------------------------------- Ama: Olu (test)
    B(AMA, "how far does olus knee bend now", "recency", ["olu-bend-2", "sn-ama-olu-0312"], "olu"),
    B(AMA, "olus hba1c", "numbers", ["olu-hba1c"], "olu"),
    B(AMA, "what metformin is olu on now", "named", ["olu-metformin", profile("olu")], "olu"),
    B(AMA, "what did i say about olus rice", "coach_reply", ["olu-sugar-coach"], "olu"),
    B(AMA, "has olu been bowling again", "yes_no", ["olu-bowls", "olu-pairs", profile("olu")], "olu"),
    B(AMA, "what did olu do for work", "profile_attribute", [profile("olu")], "olu"),
    B(AMA, "what did olu say about his left knee", "named", None, "olu", NEVER),
    B(AMA, "is olu on insulin", "yes_no", None, "olu", NEVER),
    B(AMA, "olus sugar levels in june", "topic_period", None, "olu", OTHER_PERIOD),
    B(AMA, "does olu play golf", "yes_no", None, "olu", NEVER),
    B(AMA, "olus coccyx", "possessive", None, "olu", OTHER_CLIENT),
    # ---------------------------------------------------------------- Ama: Mirela (test)
    B(AMA, "what happened to mirela in feb", "date_window", ["mirela-fall", "mirela-fall-coach", "mirela-codamol"], "mirela"),
    B(AMA, "what painkillers did mirela take", "paraphrase", ["mirela-codamol"], "mirela"),
    B(AMA, "mirelas back", "possessive", ["mirela-back", "mirela-back-coach", "sn-ama-mirela-0305"], "mirela"),
    B(AMA, "what height did mirela jump at her first show", "numbers", ["mirela-clear"], "mirela"),
    B(AMA, "how was mirela sleeping in june", "checkin", ["ci-ama-mirela-2026-06-12"], "mirela"),
    B(AMA, "mirelas wrist", "possessive", None, "mirela", NEVER),
    B(AMA, "is mirela on tramadol", "yes_no", None, "mirela", NEVER),
    B(AMA, "does mirela do dressage", "yes_no", None, "mirela", NEVER),
    B(AMA, "mirelas thigh in april", "topic_period", None, "mirela", OTHER_PERIOD),
    B(AMA, "mirelas hba1c", "numbers", None, "mirela", OTHER_CLIENT),
    # ---------------------------------------------------------------- Lucía: Sunniva (test)
    B(LUCIA, "sunnivas dexa results", "possessive",
      ["sunniva-dexa", "sn-lucia-sunniva-0227", profile("sunniva")], "sunniva"),
    B(LUCIA, "how much calcium should sunniva get", "coach_reply",
      ["sunniva-calcium-coach", "sn-lucia-sunniva-0227"], "sunniva"),
    B(LUCIA, "is sunniva on hrt", "yes_no",
      ["sunniva-hrt", "sunniva-sleep", "sn-lucia-sunniva-0227", profile("sunniva")], "sunniva"),
    B(LUCIA, "sunniva birkebeiner time", "numbers", ["sunniva-birken"], "sunniva"),
    B(LUCIA, "is sunniva still getting night sweats", "recency", ["sunniva-sleep"], "sunniva"),
    B(LUCIA, "what did i suggest for sunnivas sugar cravings", "coach_reply", ["sunniva-cravings-coach"], "sunniva"),
    B(LUCIA, "sunnivas iron", "possessive", None, "sunniva", NEVER),
    B(LUCIA, "did sunniva run a marathon", "yes_no", None, "sunniva", NEVER),
    B(LUCIA, "is sunniva taking alendronate", "yes_no", None, "sunniva", NEVER),
    B(LUCIA, "sunnivas bloating in june", "topic_period", None, "sunniva", OTHER_PERIOD),
    B(LUCIA, "does sunniva play futsal", "yes_no", None, "sunniva", OTHER_CLIENT),
    # ---------------------------------------------------------------- Lucía: Dario (test)
    B(LUCIA, "darios crohns", "possessive",
      ["dario-flare", "dario-flare-coach", "dario-humira", "dario-futsal", profile("dario")], "dario"),
    B(LUCIA, "what injections is dario getting", "named", ["dario-humira", "dario-b12", profile("dario")], "dario"),
    B(LUCIA, "how much weight did dario lose", "numbers", ["dario-weight", "sn-lucia-dario-0420"], "dario"),
    B(LUCIA, "what can dario eat in a flare", "coach_reply", ["dario-flare-coach", profile("dario")], "dario"),
    B(LUCIA, "daros b12", "misspelling", ["dario-b12"], "dario"),
    B(LUCIA, "did dario score in the final", "yes_no", ["dario-final"], "dario"),
    B(LUCIA, "is dario on prednisolone", "yes_no", None, "dario", NEVER),
    B(LUCIA, "is dario coeliac", "yes_no", None, "dario", NEVER),
    B(LUCIA, "darios vitamin d", "possessive", None, "dario", NEVER),
    B(LUCIA, "darios flare in june", "topic_period", None, "dario", OTHER_PERIOD),
    B(LUCIA, "is dario lactose intolerant", "yes_no", None, "dario", OTHER_CLIENT),
    # ---------------------------------------------------------------- Björn: Zainab (test)
    B(BJORN, "zainabs 800 pb", "numbers", ["zainab-pb"], "zainab"),
    B(BJORN, "zainab shins", "named",
      ["zainab-shins-1", "zainab-shins-coach", "zainab-shins-2", "sn-bjorn-zainab-0224", profile("zainab")], "zainab"),
    B(BJORN, "is zainab veggie", "yes_no", ["zainab-iron", profile("zainab")], "zainab"),
    B(BJORN, "what did i tell zainab about her period", "coach_reply", ["zainab-period", "zainab-period-coach"], "zainab"),
    B(BJORN, "zainab eczema", "named", ["zainab-eczema", profile("zainab")], "zainab"),
    B(BJORN, "zainabs ferritin", "possessive", None, "zainab", NEVER),
    B(BJORN, "zainabs hamstring", "possessive", None, "zainab", NEVER),
    B(BJORN, "did zainab run the 1500", "yes_no", None, "zainab", NEVER),
    B(BJORN, "zainabs shins in may", "topic_period", None, "zainab", OTHER_PERIOD),
    B(BJORN, "zainabs blood pressure", "possessive", None, "zainab", OTHER_CLIENT),
    # ---------------------------------------------------------------- across clients and trainers
    B(BJORN, "who had a pec strain", "cross_client",
      ["gideon-pec-1", "gideon-pec-coach", "gideon-pec-2", "sn-bjorn-gideon-0401", profile("gideon")], about="gideon"),
    B(AMA, "who takes naproxen", "cross_client",
      ["kenji-naproxen", "kenji-naproxen-coach", "kenji-stomach", "sn-ama-kenji-0213"], about="kenji"),
    B(LUCIA, "whos lactose intolerant", "cross_client", ["tane-whey", "tane-whey-coach", profile("tane")], about="tane"),
    B(BJORN, "who wanted to split a swim coaching session", "cross_client", ["g-haruka-swimcoach"], about="haruka"),
    B(BJORN, "whos bringing bagels", "cross_client", ["g-gideon-bagels"], about="gideon"),
    B(BJORN, "who has asthma", "cross_client", None, why=NEVER, about="haruka"),
    B(AMA, "whos doing a triathlon", "cross_client", None, why=OTHER_TRAINER, about="haruka"),
    B(AMA, "how is harukas hip", "named", None, why=OTHER_TRAINER, about="haruka"),
    B(AMA, "whats tanes weight now", "numbers", None, why=OTHER_TRAINER, about="tane"),
    B(LUCIA, "did kenji pass his grading", "yes_no", None, why=OTHER_TRAINER, about="kenji"),
    B(BJORN, "how is priyas ankle", "named", None, why=OTHER_TRAINER, about="priya"),
    B(LUCIA, "what bp meds is gideon on", "named", None, why=OTHER_TRAINER, about="gideon"),
    B(AMA, "who mentioned gout", "cross_client", None, why=NEVER, about="kenji"),
    B(AMA, "who has a horse", "cross_client", ["mirela-fall", "mirela-clear", profile("mirela")], about="mirela"),
    B(LUCIA, "who had a dexa scan", "cross_client", ["sunniva-dexa", "sn-lucia-sunniva-0227"], about="sunniva"),
    B(LUCIA, "who mentioned shin splints", "cross_client", None, why=OTHER_TRAINER, about="zainab"),
    B(BJORN, "how is olus knee", "named", None, why=OTHER_TRAINER, about="olu"),
    B(AMA, "darios crohns", "possessive", None, why=OTHER_TRAINER, about="dario"),
    B(LUCIA, "zainabs pb", "numbers", None, why=OTHER_TRAINER, about="zainab"),
    B(BJORN, "who is on hrt", "cross_client", None, why=OTHER_TRAINER, about="sunniva"),
]


def rows() -> list[dict]:
    data, tags = build_blind2.build()
    ids = {r["id"] for k in ("sessionNotes", "transcripts", "checkins") for r in data[k]} | set(CLIENT_ID.values())

    def evidence_of(q) -> list[str]:
        evidence = [tags.get(e, e) for e in q.evidence or []]
        assert all(e in ids or e in tags.values() for e in evidence), q.question
        assert len(set(evidence)) == len(evidence), q.question
        return evidence

    return authoring.blind_rows(QUESTIONS, "blind2", DATASET, CLIENT_ID, build_blind2.DEV_CLIENTS, evidence_of)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
