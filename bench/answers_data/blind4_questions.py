#!/usr/bin/env python3
"""Write bench/answers_data/blind4_questions.jsonl: the questions over the fourth blind data set (build_blind4.py).

    functions/venv/bin/python -m bench.answers_data.blind4_questions

Written on 2026-11-28 by helper h-blind4 (issue 14) the way trainers type, before anything was run
on the data set and without reading the tuned tables or any list of failures past blind3's. The
style differs from blind3's on purpose: longer questions, two clauses in one question ("which
shoulder ... and what did i tell him"), the client named late ("the caffeine gel on the long ride,
did that sit ok with oskar"), nicknames and short names (Oz, Lu, Beth, Niko, Gaz), a parent's name
instead of the child's, as well as lowercase, possessives without apostrophes, pronoun and ordinal
follow-ups, still/yet/lately/latest, date windows, numbers and units, slang, misspellings, yes/no,
the coach's own replies, notes, transcripts, profiles, check-ins, health records and questions
across clients. At least 40 % are unanswerable, most of them a *neighbour* of what did come up for
that client (the other side, another medicine, test or body part of the same family, the right
topic in a period where it never came up), the rest only for another client or only for another
trainer's client. A yes/no question whose record answers "no" is answerable (the record is the
answer); a question is only unanswerable when no record of that trainer says anything about it
for that client.

The split is by client, as in blind3_questions.py: every question about a client of
build_blind4.DEV_CLIENTS is dev, every other one test; a question that names no client of its
trainer goes with the client it is about (`about`). Deterministic. Evidence is every record that
holds the answer: a story tag (blind4_tags.json), a session note, transcript or check-in id, a
client id for the profile, a goal id, a lab panel (`{clientId}:{yyyymmdd}`) or the last four weekly
summaries of a metric (`weeks`).
"""

from __future__ import annotations

from pathlib import Path

from bench.answers_data import authoring, build_blind4
from bench.answers_data.blind_questions import B

OUT = Path(__file__).resolve().parent / "blind4_questions.jsonl"
DATASET = "blind4"
HEADER = (
    "// bench.answers fourth blind question set (issue 14), written 2026-11-28 by h-blind4 before anything ran on it,\n"
    "// without reading the tuned tables. Built by bench/answers_data/blind4_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

INES, HANNAH, MARCUS, TAMSIN = "coach-ines", "coach-hannah", "coach-marcus", "coach-tamsin"
CLIENT_ID = {short: cid for _, cid, _, short in build_blind4.CLIENTS}
NEVER, OTHER_CLIENT, OTHER_TRAINER, OTHER_PERIOD = "never_for_client", "other_client", "other_trainer", "other_period"


def profile(short: str) -> str:
    return CLIENT_ID[short]


def weeks(short: str, metric: str) -> str:
    """The last 4 weekly summaries of a client's metric (expanded against the data set)."""
    return f"@weeks:{CLIENT_ID[short]}:{metric}"


def lab(short: str, day: str) -> str:
    return f"{CLIENT_ID[short]}:{day}"


QUESTIONS: list[B] = [
    # ---------------------------------------------------------------- Inês: Oskar (dev)
    B(INES, "what race is oz training for and when is it on", "named", ["oskar-signup", profile("oskar")], "oskar"),
    B(INES, "which shoulder was bugging oskar on the catch and what did i tell him to do about it", "coach_reply",
      ["oskar-shoulder-1", "oskar-shoulder-coach", "sn-ines-oskar-0717"], "oskar"),
    B(INES, "is oskars shoulder still giving him grief or has it settled", "recency",
      ["oskar-shoulder-2", "oskar-result", "tr-ines-oskar-20261001"], "oskar"),
    B(INES, "what time did oskar do for the 1900m time trial in the pool", "numbers", ["oskar-tt-2"], "oskar", key="oskar-tt"),
    B(INES, "and which day was that", "follow_up", ["oskar-tt-1", "oskar-tt-2"], "oskar", follow="oskar-tt"),
    B(INES, "the caffeine gel on the long ride, did that sit ok with oskar", "yes_no", ["oskar-gel", "oskar-gel-coach"], "oskar"),
    B(INES, "on the race plan call what watts did i tell oz to hold on the bike", "transcript", ["tr-ines-oskar-20261001"],
      "oskar"),
    B(INES, "how did oskar get on at the 70.3 in cascais and did he cramp", "how_doing", ["oskar-result", "oskar-result-coach"],
      "oskar"),
    B(INES, "oskars resting heart rate lately", "health", [weeks("oskar", "resting_heart_rate")], "oskar"),
    B(INES, "how was oskar sleeping in his taper week", "checkin", ["ci-ines-oskar-2026-10-11"], "oskar"),
    B(INES, "where did oskar go on the work trip at the end of august", "checkin", ["ci-ines-oskar-2026-08-30"], "oskar"),
    B(INES, "what does oz do for a living", "profile_attribute", [profile("oskar")], "oskar"),
    B(INES, "what css did i write down for oskar in the july session note", "note", ["sn-ines-oskar-0717"], "oskar"),
    B(INES, "what did i tell oskar to put on his neck after the wetsuit rubbed it raw", "coach_reply",
      ["oskar-chafe", "oskar-chafe-coach"], "oskar"),
    B(INES, "which calf cramped on oskar in the lake", "named", ["oskar-cramp"], "oskar"),
    B(INES, "oskers sholder on the catch", "misspelling",
      ["oskar-shoulder-1", "oskar-shoulder-coach", "sn-ines-oskar-0717", "oskar-shoulder-2"], "oskar"),
    B(INES, "oskars right shoulder", "possessive", None, "oskar", NEVER),
    B(INES, "oskars left calf cramp", "possessive", None, "oskar", NEVER),
    B(INES, "did oskar have any cramp in september", "topic_period", None, "oskar", OTHER_PERIOD),
    B(INES, "what did oskar say about his bike fit", "named", None, "oskar", NEVER),
    B(INES, "did the maurten gels sit ok with oskar", "yes_no", None, "oskar", NEVER),
    B(INES, "did oz get stung by a jellyfish in the sea", "yes_no", None, "oskar", OTHER_CLIENT),
    B(INES, "oskars resting hr back in march before he started with me", "topic_period", None, "oskar", OTHER_PERIOD),
    B(INES, "is oskar taking anything for his blood pressure", "yes_no", None, "oskar", NEVER),
    # ---------------------------------------------------------------- Inês: Lucía (test)
    B(INES, "which ear did lucia get swimmers ear in", "named", ["lucia-ear"], "lucia"),
    B(INES, "what did the doctor give lu for her ear and for how long", "paraphrase", ["lucia-ear"], "lucia"),
    B(INES, "how did lucia do at eton dorney", "how_doing", ["lucia-race", "lucia-race-coach"], "lucia", key="lucia-race"),
    B(INES, "is she thinking about a longer one next year", "follow_up", ["lucia-olympic"], "lucia", follow="lucia-race"),
    B(INES, "did lucía have to swim breaststroke in the race at all", "yes_no", ["lucia-race"], "lucia"),
    B(INES, "what did i tell lucia after she panicked in the lake the first time", "coach_reply",
      ["lucia-panic", "lucia-panic-coach"], "lucia"),
    B(INES, "lucias goggles keep fogging up, what did i suggest", "coach_reply", ["lucia-goggles", "lucia-goggles-coach"],
      "lucia"),
    B(INES, "how long does it take lu to swim 2k now", "numbers", ["lucia-2k"], "lucia"),
    B(INES, "which wetsuit did lucia buy and how much did it cost her", "numbers", ["lucia-wetsuit"], "lucia"),
    B(INES, "why did lucia only get half her sessions done in early august", "checkin",
      ["ci-ines-lucia-2026-08-08", "lucia-ear"], "lucia"),
    B(INES, "whats lucias job", "profile_attribute", [profile("lucia")], "lucia"),
    B(INES, "which drills did i start lucia on, from the first session note", "note", ["sn-ines-lucia-0705"], "lucia"),
    B(INES, "lucais ear drops", "misspelling", ["lucia-ear"], "lucia"),
    B(INES, "lucias right ear", "possessive", None, "lucia", NEVER),
    B(INES, "is lucia on amoxicillin for the ear infection", "yes_no", None, "lucia", NEVER),
    B(INES, "lucias ear in october", "topic_period", None, "lucia", OTHER_PERIOD),
    B(INES, "how bad was the road rash when lucia came off her bike", "named", None, "lucia", OTHER_CLIENT),
    B(INES, "lucias 400m time", "numbers", None, "lucia", NEVER),
    B(INES, "did lucias boyfriend race the triathlon with her", "yes_no", None, "lucia", NEVER),
    # ---------------------------------------------------------------- Inês: Kwame (dev)
    B(INES, "how long did kwames channel relay take in the end", "numbers", ["kwame-france"], "kwame", key="kwame-relay"),
    B(INES, "which legs did he swim", "follow_up", ["kwame-france"], "kwame", follow="kwame-relay"),
    B(INES, "what was kwames blood sugar before and after the cold swim", "numbers", ["kwame-sugar"], "kwame"),
    B(INES, "what did kwame take for the seasickness on the boat and did it actually work", "paraphrase", ["kwame-seasick"],
      "kwame"),
    B(INES, "kwames hands going white after cold swims, whats that about", "paraphrase",
      ["kwame-qualifier", "kwame-qualifier-coach", "kwame-raynauds"], "kwame"),
    B(INES, "kwames latest hba1c", "health", [lab("kwame", "20261006"), "kwame-hba1c"], "kwame"),
    B(INES, "where did the jellyfish get kwame", "named", ["kwame-france"], "kwame"),
    B(INES, "how cold was the water for kwames 2 hour qualifier", "numbers", ["kwame-qualifier"], "kwame"),
    B(INES, "now its properly cold is kwame still getting in the sea", "recency", ["kwame-winter", "kwame-winter-coach"],
      "kwame"),
    B(INES, "what diabetes medication is on kwames profile", "profile", [profile("kwame"), "kwame-sugar", "sn-ines-kwame-0713"],
      "kwame"),
    B(INES, "how was kwame feeling at the start of september", "checkin", ["ci-ines-kwame-2026-09-01"], "kwame"),
    B(INES, "kwames reynauds", "misspelling", ["kwame-raynauds", "kwame-qualifier", "kwame-qualifier-coach"], "kwame"),
    B(INES, "jellyfish sting on kwames left arm", "possessive", None, "kwame", NEVER),
    B(INES, "is kwame on insulin", "yes_no", None, "kwame", NEVER),
    B(INES, "kwames hba1c in august", "topic_period", None, "kwame", OTHER_PERIOD),
    B(INES, "did kwame have a panic attack in the water", "yes_no", None, "kwame", OTHER_CLIENT),
    B(INES, "kwames cholesterol", "possessive", None, "kwame", NEVER),
    B(INES, "did kwame take stugeron for the ferry in july", "topic_period", None, "kwame", OTHER_PERIOD),
    B(INES, "what did kwames gp say about his feet going numb", "named", None, "kwame", NEVER),
    # ---------------------------------------------------------------- Inês: Freya (test)
    B(INES, "which bone did freya break in the spring", "named", ["freya-intro", profile("freya"), "sn-ines-freya-0709"], "freya"),
    B(INES, "freyas latest ferritin", "health", [lab("freya", "20261012"), "freya-ferritin-2"], "freya", key="freya-fe"),
    B(INES, "and what was it before that", "follow_up", [lab("freya", "20260720"), "freya-ferritin"], "freya",
      follow="freya-fe"),
    B(INES, "how often is freya taking the iron tablets and why isnt she taking them every day", "paraphrase",
      ["freya-ferritin", "freya-ferritin-coach"], "freya"),
    B(INES, "that ache on the outside of freyas foot in august, was it another stress fracture", "yes_no",
      ["freya-peroneal", "sn-ines-freya-0828"], "freya"),
    B(INES, "what happened when freya came off the bike", "named", ["freya-crash", "freya-crash-coach"], "freya"),
    B(INES, "freyas 10k time in edinburgh", "numbers", ["freya-10k"], "freya"),
    B(INES, "can freya run properly yet", "recency", ["freya-10k", "freya-firstrun"], "freya"),
    B(INES, "what did i say when freya asked about doing the edinburgh 10k", "coach_reply", ["freya-10k-q", "freya-10k-coach"],
      "freya"),
    B(INES, "freyas mid august check in", "checkin", ["ci-ines-freya-2026-08-15"], "freya"),
    B(INES, "whats freyas dietary restriction", "profile_attribute", [profile("freya")], "freya"),
    B(INES, "what did freya say last week", "date_window", ["freya-10k"], "freya"),
    B(INES, "freyas right foot stress fracture", "possessive", None, "freya", NEVER),
    B(INES, "is freya on vitamin d", "yes_no", None, "freya", NEVER),
    B(INES, "freyas ferritin in september", "topic_period", None, "freya", OTHER_PERIOD),
    B(INES, "freyas collarbone x-ray after the crash", "named", None, "freya", NEVER),
    B(INES, "freyas blood sugar before swims", "possessive", None, "freya", OTHER_CLIENT),
    B(INES, "freyas half marathon time", "numbers", None, "freya", NEVER),
    B(INES, "freyas colarbone", "misspelling", None, "freya", NEVER),
    # ---------------------------------------------------------------- Hannah: Aoife (dev)
    B(HANNAH, "when was aoife due", "named", ["aoife-intro", profile("aoife")], "aoife"),
    B(HANNAH, "aoifes pelvic pain when she turns over in bed, what did i advise", "coach_reply",
      ["aoife-pgp", "aoife-pgp-coach", "sn-hannah-aoife-0716"], "aoife"),
    B(HANNAH, "did aoife need tablets for the gestational diabetes or was it diet", "yes_no", ["aoife-gd"], "aoife"),
    B(HANNAH, "is aoife still pricking her finger", "recency", ["aoife-gd-gone"], "aoife"),
    B(HANNAH, "what date was aoifes section in the end", "numbers", ["aoife-date-2", "aoife-birth", "g-aoife-niamh"], "aoife"),
    B(HANNAH, "what did aoife call the baby and how heavy was she", "named", ["aoife-birth", "g-aoife-niamh"], "aoife"),
    B(HANNAH, "how wide was the gap in aoifes tummy at her 6 week check", "numbers", ["aoife-gap"], "aoife", key="aoife-gap"),
    B(HANNAH, "so can she do planks yet", "follow_up", ["aoife-gap-coach"], "aoife", follow="aoife-gap"),
    B(HANNAH, "why did aoife end up with a planned section", "paraphrase", ["aoife-breech"], "aoife"),
    B(HANNAH, "how was aoife feeling at 33 weeks", "checkin", ["ci-hannah-aoife-2026-09-20"], "aoife"),
    B(HANNAH, "what sport was aoife doing before she got pregnant", "profile_attribute", [profile("aoife"), "aoife-intro"],
      "aoife"),
    B(HANNAH, "which exercises did i swap in for aoifes pelvic girdle pain, in the session note", "note",
      ["sn-hannah-aoife-0716"], "aoife"),
    B(HANNAH, "how is aoife doing since niamh arrived", "how_doing",
      ["aoife-gd-gone", "aoife-gap", "aoife-gap-coach", "g-aoife-visit"], "aoife"),
    B(HANNAH, "aoifes lower back pain", "possessive", None, "aoife", OTHER_CLIENT),
    B(HANNAH, "aoifes blood pressure in pregnancy", "possessive", None, "aoife", NEVER),
    B(HANNAH, "aoifes tummy gap in august", "topic_period", None, "aoife", OTHER_PERIOD),
    B(HANNAH, "did aoife have an epidural", "yes_no", None, "aoife", NEVER),
    B(HANNAH, "what did aoife say about breastfeeding", "named", None, "aoife", OTHER_CLIENT),
    B(HANNAH, "aoifes gestational diabetes in july", "topic_period", None, "aoife", OTHER_PERIOD),
    B(HANNAH, "aoifes carpal tunnel", "possessive", None, "aoife", OTHER_CLIENT),
    # ---------------------------------------------------------------- Hannah: Chloé (test)
    B(HANNAH, "chloes tummy gap now compared to the start", "numbers", ["chloe-physio", "chloe-retest", "sn-hannah-chloe-0721"],
      "chloe"),
    B(HANNAH, "which wrist is it thats hurting chloe from lifting leo", "named", ["chloe-wrist", profile("chloe")], "chloe"),
    B(HANNAH, "if the splint doesnt work what did the gp say they might do for chloes thumb", "paraphrase", ["chloe-splint"],
      "chloe"),
    B(HANNAH, "is chloe still leaking when she jumps", "recency", ["chloe-retest", "chloe-parkrun", "tr-hannah-chloe-20261016"],
      "chloe"),
    B(HANNAH, "what did i tell chloe when she was worried about her milk", "coach_reply", ["chloe-milk", "chloe-milk-coach"],
      "chloe"),
    B(HANNAH, "chloes parkrun time with the buggy", "numbers", ["chloe-parkrun"], "chloe"),
    B(HANNAH, "when does chloe go back to work", "named", ["chloe-work"], "chloe"),
    B(HANNAH, "did chloe pass the hop test in the studio", "transcript", ["tr-hannah-chloe-20261016"], "chloe"),
    B(HANNAH, "how often is leo waking chloe up these days", "transcript", ["tr-hannah-chloe-20261016"], "chloe"),
    B(HANNAH, "how much was chloe sleeping when leo was teething", "checkin", ["ci-hannah-chloe-2026-08-29"], "chloe"),
    B(HANNAH, "when was chloes son born", "profile_attribute", [profile("chloe")], "chloe"),
    B(HANNAH, "what did leo think of the carrots", "paraphrase", ["chloe-weaning"], "chloe"),
    B(HANNAH, "what did chloe send me in mid november", "date_window", ["chloe-parkrun", "chloe-parkrun-coach"], "chloe"),
    B(HANNAH, "chleos diastisis", "misspelling", ["chloe-physio", "chloe-retest", "sn-hannah-chloe-0721", profile("chloe")],
      "chloe"),
    B(HANNAH, "chloes left wrist", "possessive", None, "chloe", NEVER),
    B(HANNAH, "is chloe back on the pill", "yes_no", None, "chloe", NEVER),
    B(HANNAH, "chloes wrist in october", "topic_period", None, "chloe", OTHER_PERIOD),
    B(HANNAH, "chloes pelvic girdle pain", "possessive", None, "chloe", OTHER_CLIENT),
    B(HANNAH, "how is chloes c-section scar healing", "named", None, "chloe", OTHER_CLIENT),
    B(HANNAH, "chloes 10k time", "numbers", None, "chloe", NEVER),
    B(HANNAH, "did chloe get mastitis", "yes_no", None, "chloe", NEVER),
    # ---------------------------------------------------------------- Hannah: Bethany (dev)
    B(HANNAH, "whens beth due", "named", ["bethany-intro", profile("bethany")], "bethany"),
    B(HANNAH, "bethanys hands going numb at night, what did i say", "coach_reply", ["bethany-hands", "bethany-hands-coach"],
      "bethany"),
    B(HANNAH, "bethanys haemoglobin", "health", [lab("bethany", "20260803"), "bethany-hb"], "bethany"),
    B(HANNAH, "does bethany have gestational diabetes", "yes_no", ["bethany-gtt"], "bethany"),
    B(HANNAH, "what does beth take for the heartburn", "paraphrase", ["bethany-heartburn"], "bethany"),
    B(HANNAH, "is bethany allowed to go swimming", "yes_no", ["bethany-swim", "bethany-swim-coach"], "bethany"),
    B(HANNAH, "why did beth miss sessions in early october", "checkin", ["ci-hannah-bethany-2026-10-10", "bethany-cold"],
      "bethany"),
    B(HANNAH, "what came of the growth scan the midwife sent bethany for", "named", ["bethany-scan-2", "bethany-scan-1"],
      "bethany"),
    B(HANNAH, "what did bethany tell me last week", "date_window", ["bethany-36", "bethany-36-coach"], "bethany"),
    B(HANNAH, "whats the name of bethanys son", "profile_attribute", [profile("bethany"), "bethany-cold"], "bethany"),
    B(HANNAH, "what rpe did i set for bethany in her first note", "note", ["sn-hannah-bethany-0708"], "bethany"),
    B(HANNAH, "bethnay heartburn", "misspelling", ["bethany-heartburn"], "bethany"),
    B(HANNAH, "how is bethany doing now shes finished work", "how_doing", ["bethany-36", "bethany-36-coach"], "bethany"),
    B(HANNAH, "bethanys pelvic girdle pain", "possessive", None, "bethany", OTHER_CLIENT),
    B(HANNAH, "is bethany on folic acid", "yes_no", None, "bethany", NEVER),
    B(HANNAH, "bethanys heartburn in july", "topic_period", None, "bethany", OTHER_PERIOD),
    B(HANNAH, "bethanys ferritin", "possessive", None, "bethany", NEVER),
    B(HANNAH, "is bethany expecting twins", "yes_no", None, "bethany", NEVER),
    B(HANNAH, "bethanys blood pressure at the growth scan", "possessive", None, "bethany", NEVER),
    # ---------------------------------------------------------------- Marcus: Theo (dev)
    B(MARCUS, "which knee is theos osgood schlatter in", "named", ["theo-intro", profile("theo"), "sn-marcus-theo-0703"], "theo"),
    B(MARCUS, "what did i tell theos mum about how much pain is ok", "coach_reply", ["theo-intro-coach"], "theo"),
    B(MARCUS, "can theo have creatine", "yes_no", ["theo-protein-coach"], "theo"),
    B(MARCUS, "is theos knee still playing up", "recency", ["theo-knee", "tr-marcus-theo-20261105"], "theo"),
    B(MARCUS, "how many cm has theo grown since june", "numbers", ["theo-growth"], "theo"),
    B(MARCUS, "when did the club doctor clear theo after the concussion", "named", ["theo-cleared", "tr-marcus-theo-20261105"],
      "theo"),
    B(MARCUS, "what weight did i put theo on for the trap bar in his first session back", "transcript",
      ["tr-marcus-theo-20261105"], "theo"),
    B(MARCUS, "did theo score against bath", "yes_no", ["theo-try"], "theo"),
    B(MARCUS, "what happened to theo in the match on the 10th of october", "named", ["theo-concussion"], "theo",
      key="theo-head"),
    B(MARCUS, "and what did i tell karen to do", "follow_up", ["theo-concussion-coach"], "theo", follow="theo-head"),
    B(MARCUS, "what position does theo play", "profile_attribute", [profile("theo")], "theo"),
    B(MARCUS, "theos sleep and stress in mid september", "checkin", ["ci-marcus-theo-2026-09-15"], "theo"),
    B(MARCUS, "what happened with theo in october", "date_window",
      ["theo-concussion", "theo-concussion-coach", "theo-grtp"], "theo"),
    B(MARCUS, "theos right knee", "possessive", None, "theo", NEVER),
    B(MARCUS, "theos knee in october", "topic_period", None, "theo", OTHER_PERIOD),
    B(MARCUS, "did theo break his collarbone", "yes_no", None, "theo", NEVER),
    B(MARCUS, "theos ankle sprain", "possessive", None, "theo", OTHER_CLIENT),
    B(MARCUS, "did theo lose consciousness when he got the knock", "yes_no", None, "theo", NEVER),
    B(MARCUS, "is theo on ibuprofen for the knee", "yes_no", None, "theo", NEVER),
    B(MARCUS, "theos concusion in august", "misspelling", None, "theo", OTHER_PERIOD),
    # ---------------------------------------------------------------- Marcus: Amara (test)
    B(MARCUS, "which ankle did amara go over on at camp", "named", ["amara-ankle", "amara-sprain"], "amara"),
    B(MARCUS, "what grade was amaras sprain and how long does she tape it", "numbers", ["amara-sprain"], "amara"),
    B(MARCUS, "did amara make the county squad", "yes_no", ["amara-county", "amara-county-coach"], "amara"),
    B(MARCUS, "what did i say to emeka about the mocks", "coach_reply", ["amara-mocks", "amara-mocks-coach"], "amara"),
    B(MARCUS, "amaras knees on the stairs, what did i change in her sessions", "coach_reply",
      ["amara-knees", "amara-knees-coach"], "amara"),
    B(MARCUS, "are amaras knees still sore", "recency", ["amara-match"], "amara"),
    B(MARCUS, "how is amara getting on with the netball lately", "how_doing", ["amara-match"], "amara"),
    B(MARCUS, "amaras beighton score", "note", ["sn-marcus-amara-0710"], "amara"),
    B(MARCUS, "how stressed was amara before her mocks", "checkin", ["ci-marcus-amara-2026-10-30"], "amara"),
    B(MARCUS, "what position does amara play", "profile_attribute", [profile("amara")], "amara"),
    B(MARCUS, "what did amaras dad say about her being so bendy", "paraphrase",
      ["amara-intro", profile("amara"), "sn-marcus-amara-0710"], "amara"),
    B(MARCUS, "what was the score against essex", "numbers", ["amara-match"], "amara"),
    B(MARCUS, "amras anckle", "misspelling", ["amara-ankle", "amara-ankle-coach", "amara-sprain"], "amara"),
    B(MARCUS, "amaras left ankle", "possessive", None, "amara", NEVER),
    B(MARCUS, "amaras ankle in september", "topic_period", None, "amara", OTHER_PERIOD),
    B(MARCUS, "did amara get concussed", "yes_no", None, "amara", OTHER_CLIENT),
    B(MARCUS, "amaras wrist taping", "possessive", None, "amara", NEVER),
    B(MARCUS, "amaras shin splints", "possessive", None, "amara", NEVER),
    B(MARCUS, "did amara get picked for the england u15s", "yes_no", None, "amara", NEVER),
    # ---------------------------------------------------------------- Marcus: Jake (dev)
    B(MARCUS, "how much does jake weigh now", "health", [weeks("jake", "weight")], "jake"),
    B(MARCUS, "is jake on track to hit 72", "health", [weeks("jake", "weight"), "goal-marcus-jake-weight", "jake-intro-coach"],
      "jake"),
    B(MARCUS, "jakes back squat, the latest one", "numbers", ["jake-squat-2"], "jake", key="jake-squat"),
    B(MARCUS, "and the one before that?", "follow_up", ["jake-squat-1"], "jake", follow="jake-squat"),
    B(MARCUS, "what did i tell steve about creatine", "coach_reply", ["jake-creatine", "jake-creatine-coach"], "jake"),
    B(MARCUS, "which hamstring did jake tweak", "named", ["jake-hamstring", "sn-marcus-jake-0903"], "jake"),
    B(MARCUS, "what grade was jakes hammy", "paraphrase", ["jake-physio", "sn-marcus-jake-0903"], "jake"),
    B(MARCUS, "did jake get in at reading", "yes_no", ["jake-trial"], "jake"),
    B(MARCUS, "why was jake so stressed at the end of september", "checkin", ["ci-marcus-jake-2026-09-28", "jake-trial"],
      "jake"),
    B(MARCUS, "which club was jakes trial with", "named", ["jake-intro"], "jake"),
    B(MARCUS, "who wants jake as captain", "named", ["jake-captain"], "jake"),
    B(MARCUS, "what position does jake play", "profile_attribute", [profile("jake")], "jake"),
    B(MARCUS, "hows jake getting on since the trial", "how_doing", ["jake-squat-2", "jake-captain"], "jake"),
    B(MARCUS, "jakes right hamstring", "possessive", None, "jake", NEVER),
    B(MARCUS, "jakes hamstring in november", "topic_period", None, "jake", OTHER_PERIOD),
    B(MARCUS, "jakes deadlift max", "numbers", None, "jake", NEVER),
    B(MARCUS, "did jake have a concussion this season", "yes_no", None, "jake", OTHER_CLIENT),
    B(MARCUS, "jakes bench press pb", "numbers", None, "jake", NEVER),
    B(MARCUS, "did jake get his trial at southampton", "named", None, "jake", NEVER),
    # ---------------------------------------------------------------- Tamsin: Nikolai (test)
    B(TAMSIN, "what weight does niko have to make", "numbers",
      ["nikolai-intro", profile("nikolai"), "sn-tamsin-nikolai-0707", "goal-tamsin-nikolai-weight"], "nikolai"),
    B(TAMSIN, "did nikolai make the weight for the british champs", "yes_no", ["nikolai-weighin"], "nikolai", key="niko-weigh"),
    B(TAMSIN, "and how did he do in the race", "follow_up", ["nikolai-silver"], "nikolai", follow="niko-weigh"),
    B(TAMSIN, "nikolais 2k erg time when he was feeling flat", "numbers", ["nikolai-flat"], "nikolai"),
    B(TAMSIN, "when nikolai was flat on the erg what did i change", "coach_reply", ["nikolai-flat-coach"], "nikolai"),
    B(TAMSIN, "can nikolai have whey with his lactose thing", "paraphrase", ["nikolai-lactose", "nikolai-lactose-coach"],
      "nikolai"),
    B(TAMSIN, "beetroot juice before the head race, what did i tell niko", "coach_reply",
      ["nikolai-beetroot", "nikolai-beetroot-coach"], "nikolai"),
    B(TAMSIN, "nikolais weight trend", "health", [weeks("nikolai", "weight"), "goal-tamsin-nikolai-weight"], "nikolai"),
    B(TAMSIN, "nikolais august check in", "checkin", ["ci-tamsin-nikolai-2026-08-10"], "nikolai"),
    B(TAMSIN, "where is nikolai from", "profile_attribute", [profile("nikolai")], "nikolai"),
    B(TAMSIN, "what is nikolai craving in the off season", "paraphrase", ["nikolai-banitsa"], "nikolai"),
    B(TAMSIN, "what did niko tell me in late september", "date_window", ["nikolai-weighin", "nikolai-silver"], "nikolai"),
    B(TAMSIN, "nikolia lactose", "misspelling",
      ["nikolai-lactose", "nikolai-lactose-coach", profile("nikolai"), "sn-tamsin-nikolai-0707"], "nikolai"),
    B(TAMSIN, "nikolais weight in november", "topic_period", None, "nikolai", OTHER_PERIOD),
    B(TAMSIN, "is nikolai gluten free", "yes_no", None, "nikolai", NEVER),
    B(TAMSIN, "nikolais lower back", "possessive", None, "nikolai", NEVER),
    B(TAMSIN, "has nikolai had a dexa scan", "yes_no", None, "nikolai", OTHER_CLIENT),
    B(TAMSIN, "is nikolai taking creatine", "yes_no", None, "nikolai", NEVER),
    B(TAMSIN, "nikolais ferritin", "possessive", None, "nikolai", NEVER),
    # ---------------------------------------------------------------- Tamsin: Sadia (dev)
    B(TAMSIN, "sadias chicago time", "numbers", ["sadia-result"], "sadia"),
    B(TAMSIN, "what sorted out sadias stomach on the long runs", "paraphrase", ["sadia-fodmap", "sadia-gels"], "sadia"),
    B(TAMSIN, "which gels work for sadia", "named", ["sadia-gels", "sadia-gels-coach"], "sadia"),
    B(TAMSIN, "has sadias period come back", "recency", ["sadia-dexa"], "sadia"),
    B(TAMSIN, "what did i tell sadia when her periods stopped", "coach_reply",
      ["sadia-period", "sadia-period-coach", "sn-tamsin-sadia-0803"], "sadia"),
    B(TAMSIN, "how did sadias bone scan come back", "named", ["sadia-dexa"], "sadia"),
    B(TAMSIN, "where is sadia running next now london said no", "recency", ["sadia-valencia"], "sadia"),
    B(TAMSIN, "sadias taper week check in", "checkin", ["ci-tamsin-sadia-2026-09-30"], "sadia"),
    B(TAMSIN, "what does sadia do for work", "profile_attribute", [profile("sadia")], "sadia"),
    B(TAMSIN, "how many extra kcal did i put in sadias red-s note", "note", ["sn-tamsin-sadia-0803", "sadia-period-coach"],
      "sadia"),
    B(TAMSIN, "what did sadia send me in the first week of july", "date_window", ["sadia-intro", "sadia-intro-coach"], "sadia"),
    B(TAMSIN, "how is sadia doing since chicago", "how_doing", ["sadia-sugar", "sadia-valencia"], "sadia"),
    B(TAMSIN, "sadais maurten gells", "misspelling", ["sadia-gels", "sadia-gels-coach"], "sadia"),
    B(TAMSIN, "sadias iron levels", "possessive", None, "sadia", NEVER),
    B(TAMSIN, "sadias bone scan in july", "topic_period", None, "sadia", OTHER_PERIOD),
    B(TAMSIN, "sadias gout", "possessive", None, "sadia", OTHER_CLIENT),
    B(TAMSIN, "is sadia vegan", "yes_no", None, "sadia", NEVER),
    B(TAMSIN, "sadias stress fracture", "possessive", None, "sadia", NEVER),
    B(TAMSIN, "did sadia try beetroot juice before chicago", "yes_no", None, "sadia", OTHER_CLIENT),
    # ---------------------------------------------------------------- Tamsin: Gareth (test)
    B(TAMSIN, "gazs ldl now", "health", [lab("gareth", "20261019"), "gareth-bloods", "tr-tamsin-gareth-20261022"], "gareth",
      key="gaz-ldl"),
    B(TAMSIN, "what was it back in july", "follow_up", [lab("gareth", "20260706"), "gareth-intro", "sn-tamsin-gareth-0709"],
      "gareth", follow="gaz-ldl"),
    B(TAMSIN, "is gareth on a statin", "yes_no", ["gareth-bloods", "gareth-intro"], "gareth"),
    B(TAMSIN, "which toe was the gout in for gareth", "named", ["gareth-gout"], "gareth"),
    B(TAMSIN, "what did the gp give gareth for the gout flare", "named", ["gareth-colchicine"], "gareth"),
    B(TAMSIN, "what did i tell gaz about the work christmas do on the phone", "transcript", ["tr-tamsin-gareth-20261022"],
      "gareth"),
    B(TAMSIN, "gareths weight latest", "health", [weeks("gareth", "weight"), "gareth-weight", "goal-tamsin-gareth-weight"],
      "gareth"),
    B(TAMSIN, "how long did the dragon ride take gareth", "numbers", ["gareth-dragon"], "gareth"),
    B(TAMSIN, "how far does gareth cycle to work", "numbers", ["gareth-commute"], "gareth"),
    B(TAMSIN, "what does gareth do for a living", "profile_attribute", [profile("gareth")], "gareth"),
    B(TAMSIN, "gareths check in when the gout flared", "checkin", ["ci-tamsin-gareth-2026-08-20"], "gareth"),
    B(TAMSIN, "what did sian buy gareth", "paraphrase", ["gareth-weight"], "gareth"),
    B(TAMSIN, "anything from gareth in august i should know about", "date_window",
      ["gareth-gout", "gareth-gout-coach", "gareth-colchicine", "ci-tamsin-gareth-2026-08-20"], "gareth"),
    B(TAMSIN, "honestly hows gareth doing", "how_doing",
      ["gareth-weight", "gareth-bloods", "tr-tamsin-gareth-20261022", weeks("gareth", "weight")], "gareth"),
    B(TAMSIN, "garths colesterol", "misspelling",
      [lab("gareth", "20261019"), lab("gareth", "20260706"), "gareth-bloods", "gareth-intro", "sn-tamsin-gareth-0709",
       "tr-tamsin-gareth-20261022"], "gareth"),
    B(TAMSIN, "gareths right big toe", "possessive", None, "gareth", NEVER),
    B(TAMSIN, "gareths gout in july", "topic_period", None, "gareth", OTHER_PERIOD),
    B(TAMSIN, "gareths triglycerides", "possessive", None, "gareth", NEVER),
    B(TAMSIN, "is gareth on allopurinol", "yes_no", None, "gareth", NEVER),
    B(TAMSIN, "what did gareths bone scan show", "named", None, "gareth", OTHER_CLIENT),
    B(TAMSIN, "did gareth do the dragon ride back in june", "topic_period", None, "gareth", OTHER_PERIOD),
    # ---------------------------------------------------------------- across clients and trainers
    B(INES, "who got stung by a jellyfish", "cross_client", ["kwame-france"], about="kwame"),
    B(INES, "which of my swimmers had an ear infection", "cross_client",
      ["lucia-ear", "lucia-ear-coach", "ci-ines-lucia-2026-08-08"], about="lucia"),
    B(INES, "who offered lifts to the lake", "cross_client", ["g-oskar-lift"], about="oskar"),
    B(INES, "who baked for the last lake sunday", "cross_client", ["g-ow-last", "g-freya-cake"], about="freya"),
    B(INES, "which of my lot has asthma", "cross_client", None, why=NEVER, about="freya"),
    B(HANNAH, "which of my mums had gestational diabetes", "cross_client",
      ["aoife-gd", "aoife-gd-coach", "aoife-sugars", "aoife-gd-gone"], about="aoife"),
    B(HANNAH, "who has carpal tunnel", "cross_client", ["bethany-hands", "bethany-hands-coach"], about="bethany"),
    B(HANNAH, "who wanted to borrow a maternity swimsuit", "cross_client", ["g-bethany-swimsuit"], about="bethany"),
    B(HANNAH, "who had pre-eclampsia", "cross_client", None, why=NEVER, about="chloe"),
    B(MARCUS, "which of the kids had a concussion", "cross_client",
      ["theo-concussion", "theo-concussion-coach", "theo-grtp", "theo-cleared", "tr-marcus-theo-20261105"], about="theo"),
    B(MARCUS, "which parents asked me about creatine", "cross_client",
      ["jake-creatine", "jake-creatine-coach", "theo-protein", "theo-protein-coach"], about="jake"),
    B(MARCUS, "whos hypermobile", "cross_client",
      ["amara-intro", "amara-intro-coach", "sn-marcus-amara-0710", profile("amara")], about="amara"),
    B(MARCUS, "did any of the kids break a bone this season", "cross_client", None, why=NEVER, about="jake"),
    B(TAMSIN, "who has gout", "cross_client",
      ["gareth-gout", "gareth-gout-coach", "gareth-colchicine", profile("gareth"), "tr-tamsin-gareth-20261022"],
      about="gareth"),
    B(TAMSIN, "whos lactose intolerant", "cross_client",
      ["nikolai-lactose", "nikolai-lactose-coach", profile("nikolai"), "sn-tamsin-nikolai-0707"], about="nikolai"),
    B(TAMSIN, "who ran chicago", "cross_client", ["sadia-intro", "sadia-result", profile("sadia")], about="sadia"),
    B(TAMSIN, "who is coeliac", "cross_client", None, why=OTHER_TRAINER, about="freya"),
    B(TAMSIN, "which of my clients is diabetic", "cross_client", None, why=OTHER_TRAINER, about="kwame"),
    B(HANNAH, "how did oskar get on in cascais", "how_doing", None, why=OTHER_TRAINER, about="oskar"),
    B(MARCUS, "kwames hba1c", "possessive", None, why=OTHER_TRAINER, about="kwame"),
    B(TAMSIN, "is aoife still on the finger pricks for her sugar", "recency", None, why=OTHER_TRAINER, about="aoife"),
    B(INES, "bethanys haemoglobin", "possessive", None, why=OTHER_TRAINER, about="bethany"),
    B(TAMSIN, "theos concussion", "possessive", None, why=OTHER_TRAINER, about="theo"),
    B(HANNAH, "jakes hamstring", "possessive", None, why=OTHER_TRAINER, about="jake"),
    B(INES, "sadias marathon time in chicago", "numbers", None, why=OTHER_TRAINER, about="sadia"),
    B(MARCUS, "lucias ear infection", "named", None, why=OTHER_TRAINER, about="lucia"),
    B(TAMSIN, "freyas ferritin", "possessive", None, why=OTHER_TRAINER, about="freya"),
    B(MARCUS, "chloes wrist", "possessive", None, why=OTHER_TRAINER, about="chloe"),
    B(HANNAH, "amaras ankle", "possessive", None, why=OTHER_TRAINER, about="amara"),
    B(INES, "did nikolai make the weigh in", "yes_no", None, why=OTHER_TRAINER, about="nikolai"),
    B(HANNAH, "gareths gout", "possessive", None, why=OTHER_TRAINER, about="gareth"),
    # ---------------------------------------------------------------- more windows and styles, both splits
    B(INES, "anything from kwame in november", "date_window", ["kwame-winter", "kwame-winter-coach"], "kwame"),
    B(INES, "hows oz doing since the race, anything new", "how_doing", ["oskar-result", "oskar-result-coach", "oskar-next"],
      "oskar"),
    B(INES, "hows freya getting on with the running", "how_doing", ["freya-10k", "freya-10k-coach"], "freya"),
    B(HANNAH, "how is chloe doing these days", "how_doing", ["chloe-parkrun", "chloe-work", "tr-hannah-chloe-20261016"],
      "chloe"),
    B(INES, "what did i tell freya after she came off the bike on the roundabout", "coach_reply", ["freya-crash-coach"],
      "freya"),
    B(HANNAH, "after the 6 week check what exercises did i give aoife", "coach_reply", ["aoife-gap-coach"], "aoife"),
    B(MARCUS, "in the gym session after the concussion, did theo say anything about his knee", "transcript",
      ["tr-marcus-theo-20261105"], "theo"),
    B(TAMSIN, "on the phone call in october did gareth ask about the gout coming back", "transcript",
      ["tr-tamsin-gareth-20261022"], "gareth"),
    B(INES, "on the race plan call where did i tell oz to start the swim", "transcript", ["tr-ines-oskar-20261001"], "oskar"),
    B(HANNAH, "jog walk plan i gave chloe after the hop test", "transcript", ["tr-hannah-chloe-20261016"], "chloe"),
    B(INES, "kwames jellyfish sting in october", "topic_period", None, "kwame", OTHER_PERIOD),
    B(HANNAH, "did bethany mention a miscarriage in september", "topic_period", None, "bethany", OTHER_PERIOD),
    B(MARCUS, "amaras knees in august", "topic_period", None, "amara", OTHER_PERIOD),
    B(TAMSIN, "nikolais lactose problem in october", "topic_period", None, "nikolai", OTHER_PERIOD),
    B(INES, "lucias panic attack in september", "topic_period", None, "lucia", OTHER_PERIOD),
    B(MARCUS, "jake mentioned a knee injury at some point right", "yes_no", None, "jake", NEVER),
    B(HANNAH, "chloe said her back was sore after carrying leo", "named", None, "chloe", NEVER),
    B(INES, "what did freya say about her heart rate on the bike", "named", None, "freya", NEVER),
    B(TAMSIN, "sadias caffeine plan for chicago", "named", None, "sadia", NEVER),
    B(MARCUS, "what did karen say about theos sleep before the concussion", "named", None, "theo", NEVER),
    B(INES, "which ear did kwame get swimmers ear in", "named", None, "kwame", OTHER_CLIENT),
    B(MARCUS, "amaras osgood schlatter", "possessive", None, "amara", OTHER_CLIENT),
    B(TAMSIN, "nikolais chicago marathon", "named", None, "nikolai", OTHER_CLIENT),
    B(HANNAH, "bethanys section date", "named", None, "bethany", OTHER_CLIENT),
    B(INES, "what does lucia put on her neck for wetsuit rub", "named", None, "lucia", OTHER_CLIENT),
    B(TAMSIN, "gareths lactose", "possessive", None, "gareth", OTHER_CLIENT),
    # ---------------------------------------------------------------- neighbours and profiles, both splits
    B(INES, "what did i tell oskar about his saddle sore", "coach_reply", None, "oskar", NEVER),
    B(INES, "kwames resting heart rate", "health", None, "kwame", OTHER_CLIENT),
    B(INES, "oskars run split in cascais", "numbers", None, "oskar", NEVER),
    B(INES, "how long was each of kwames legs in the channel, in minutes", "numbers", None, "kwame", NEVER),
    B(HANNAH, "aoifes haemoglobin in pregnancy", "health", None, "aoife", OTHER_CLIENT),
    B(HANNAH, "how much did niamh weigh at aoifes 6 week check", "numbers", None, "aoife", NEVER),
    B(HANNAH, "bethanys glucose test in july", "topic_period", None, "bethany", OTHER_PERIOD),
    B(HANNAH, "what does bethanys profile say about her history", "profile", [profile("bethany")], "bethany"),
    B(MARCUS, "how much did theo grow in october", "topic_period", None, "theo", OTHER_PERIOD),
    B(MARCUS, "jakes front squat", "numbers", None, "jake", NEVER),
    B(MARCUS, "what did jakes mum say about creatine", "named", None, "jake", NEVER),
    B(TAMSIN, "sadias half marathon pb", "numbers", None, "sadia", NEVER),
    B(TAMSIN, "sadias vitamin d", "possessive", None, "sadia", NEVER),
    B(TAMSIN, "did sadia need a toilet stop in chicago", "yes_no", ["sadia-result"], "sadia"),
    B(INES, "what size wetsuit did lucia get", "numbers", None, "lucia", NEVER),
    B(INES, "freyas resting heart rate", "health", None, "freya", OTHER_CLIENT),
    B(INES, "freyas 10k in october", "topic_period", None, "freya", OTHER_PERIOD),
    B(INES, "did lu have to get her ear syringed", "yes_no", None, "lucia", NEVER),
    B(INES, "what injuries are on freyas profile", "profile", [profile("freya")], "freya"),
    B(HANNAH, "chloes parkrun in september", "topic_period", None, "chloe", OTHER_PERIOD),
    B(HANNAH, "what did the physio say about chloes wrist", "named", None, "chloe", NEVER),
    B(HANNAH, "how many times a night was leo waking chloe in july", "topic_period", None, "chloe", OTHER_PERIOD),
    B(MARCUS, "amaras hamstring", "possessive", None, "amara", OTHER_CLIENT),
    B(MARCUS, "what did emeka say about amaras diet", "named", None, "amara", NEVER),
    B(MARCUS, "amaras county match against kent", "named", None, "amara", NEVER),
    B(MARCUS, "who plays netball", "cross_client", ["amara-intro", "amara-ankle", "amara-county", profile("amara")],
      about="amara"),
    B(TAMSIN, "nikolais 5k erg time", "numbers", None, "nikolai", NEVER),
    B(TAMSIN, "did nikolai try beetroot juice in august", "topic_period", None, "nikolai", OTHER_PERIOD),
    B(TAMSIN, "gareths blood pressure", "possessive", None, "gareth", NEVER),
    B(TAMSIN, "gareths hba1c", "possessive", None, "gareth", NEVER),
    B(TAMSIN, "whats the goal on gareths profile", "profile", [profile("gareth")], "gareth"),
    B(TAMSIN, "did sian do the dragon ride with gareth", "yes_no", None, "gareth", NEVER),
]


def rows() -> list[dict]:
    from shared.usecases.health.loader import record_ids

    data, tags = build_blind4.build()
    health = record_ids(data)
    ids = {r["id"] for k in ("sessionNotes", "transcripts", "checkins") for r in data[k]} | set(CLIENT_ID.values())

    def evidence_of(q) -> list[str]:
        out: list[str] = []
        for e in q.evidence or []:
            if e.startswith("@weeks:"):
                prefix = e.removeprefix("@weeks:") + ":"
                found = sorted(k for k in health if k.startswith(prefix))  # ISO weeks of one year sort by time
                assert len(found) >= 4, e
                out.extend(found[-4:])
            else:
                assert e in tags or e in ids or e in health, (e, q.question)
                out.append(tags.get(e, e))
        assert len(set(out)) == len(out), q.question
        return out

    return authoring.blind_rows(QUESTIONS, "blind4", DATASET, CLIENT_ID, build_blind4.DEV_CLIENTS, evidence_of)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
