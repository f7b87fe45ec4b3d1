"""Trainer questions over the synthetic roster (roster.json); see demo_questions.py for the format.

T("tag", …) names story messages by their tag in build_roster.py (resolved
through roster_tags.json). The roster's default moment of asking is its
`askedAt`, 2026-11-21 09:00 UTC ("last month" = 22 Oct to 21 Nov).
"""

from __future__ import annotations

import json
from pathlib import Path

from bench.answers_data.authoring import Q

_TAGS = json.loads((Path(__file__).resolve().parent / "roster_tags.json").read_text())
INES, THEO, RUTH = "coach-ines", "coach-theo", "coach-ruth"
TR_CHLOE, TR_ARJUN, TR_GLORIA = "tr-ines-chloe-20261008", "tr-theo-arjun-20260905", "tr-ruth-gloria-20260714"


def T(*tags: str) -> list[str]:
    return [_TAGS[t] for t in tags]


def W(client: str, metric: str, *weeks: int) -> list[str]:
    """Metric-week summary ids (what a cited summary's `messageId` is): W("chloe-dubois", "weight", 46)."""
    return [f"{client}:{metric}:2026-W{w:02d}" for w in weeks]


QUESTIONS = [
    # -- named client
    Q(INES, "What did Kofi say about his knee?", "named",
      T("kofi-knee-1", "kofi-knee-3", "kofi-knee-4", "kofi-knee-now") + ["sn-ines-kofi-0615"], client="kofi-mensah"),
    Q(THEO, "What did Mateo say about open water swimming?", "named", T("mateo-swim-panic", "mateo-swim-coach"),
      client="mateo-silva"),
    Q(RUTH, "What did Henrik say about his statin?", "named",
      T("henrik-statin", "henrik-statin-coach") + ["sn-ruth-henrik-0905", "ci-ruth-henrik-2026-09-11"],
      client="henrik-berg"),
    Q(THEO, "What did Callum say about his ankle?", "named", T("callum-ankle", "callum-ankle-coach"),
      client="callum-reid"),
    Q(THEO, "What did Amara say about flapjacks?", "named", T("amara-flapjacks"), client="amara-eze"),
    Q(INES, "What did Omar say about his cousin's wedding?", "named", T("omar-wedding"), client="omar-farouk"),
    Q(INES, "What did Dmitri say about his shoulder?", "named", None, client="dmitri-volkov", why="never_for_client"),
    Q(THEO, "What did Arjun say about his hamstring?", "named", None, client="arjun-mehta", why="other_client"),
    Q(RUTH, "What did Kofi say about his powerlifting meet?", "named", None, why="other_trainer"),
    Q(INES, "What did Yuki say about Berlin?", "named", None, why="other_trainer"),
    # -- possessive without apostrophe
    Q(INES, "what happened with priyankas wrist", "possessive",
      T("priyanka-wrist", "priyanka-wrist-coach", "priyanka-wrist-better"), client="priyanka-rao"),
    Q(THEO, "whats going on with zoes shin", "possessive",
      T("zoe-shin", "zoe-mri-coach", "zoe-mri", "zoe-back") + ["sn-theo-zoe-1002"], client="zoe-papadopoulos"),
    Q(RUTH, "where is wess weight at now", "possessive",
      T("wes-weight", "wes-weight-coach") + ["sn-ruth-wes-1015", "ci-ruth-wes-2026-10-16"], client="wes-morgan"),
    Q(RUTH, "when is peggys knee op", "possessive", T("peggy-surgery"), client="peggy-doyle"),
    Q(THEO, "any news on bridgets knee", "possessive", None, client="bridget-oneill", why="never_for_client"),
    Q(INES, "what did lucias physio say", "possessive", None, client="lucia-fernandez", why="never_for_client"),
    # -- pronoun follow-ups
    Q(INES, "What did Sam Whitaker say about his shoulder?", "named",
      T("samw-shoulder", "samw-shoulder-coach", "samw-shoulder-now"), client="sam-whitaker", key="samw-shoulder"),
    Q(INES, "and did he get cleared after the head knock?", "follow_up", T("samw-cleared"), client="sam-whitaker",
      follow="samw-shoulder"),
    Q(THEO, "How did Yuki's Berlin marathon go?", "named", T("yuki-berlin", "yuki-berlin-coach"), client="yuki-tanaka", key="yuki-berlin"),
    Q(THEO, "what shoes did she race in?", "follow_up", T("yuki-shoes"), client="yuki-tanaka", follow="yuki-berlin"),
    Q(RUTH, "What did Fatima say about her diastasis?", "named",
      T("fatima-diastasis", "fatima-core", "fatima-gap-now") + ["sn-ruth-fatima-0620"], client="fatima-zahra",
      key="fatima-dr"),
    Q(RUTH, "is she still breastfeeding?", "follow_up", T("fatima-supply", "fatima-supply-coach") + ["fatima-zahra"],
      client="fatima-zahra", follow="fatima-dr"),
    Q(THEO, "What did Arjun say about his FTP?", "named", T("arjun-ftp", "arjun-ftp2"), client="arjun-mehta",
      key="arjun-ftp"),
    Q(THEO, "has he had any knee problems?", "follow_up", None, client="arjun-mehta", follow="arjun-ftp",
      why="never_for_client"),
    Q(INES, "What did Omar say about eating enough?", "named", T("omar-appetite", "omar-smoothie"),
      client="omar-farouk", key="omar-food"),
    Q(INES, "what about his elbow?", "follow_up",
      T("omar-elbow", "omar-elbow-coach", "omar-bench") + ["sn-ines-omar-1105"], client="omar-farouk",
      follow="omar-food"),
    Q(RUTH, "What did Ivy say about protein?", "named", T("ivy-protein-q", "ivy-protein"), client="ivy-lam",
      key="ivy-protein"),
    Q(RUTH, "did she mention her iron levels?", "follow_up", None, client="ivy-lam", follow="ivy-protein",
      why="never_for_client"),
    # -- how is X doing
    Q(THEO, "How is Zoe doing?", "how_doing", T("zoe-back") + ["ci-theo-zoe-2026-11-14"], client="zoe-papadopoulos"),
    Q(RUTH, "How's Wes getting on?", "how_doing", T("wes-steps", "wes-weight", "wes-weight-coach") + ["ci-ruth-wes-2026-11-13"],
      client="wes-morgan"),
    Q(INES, "How is Kofi doing?", "how_doing", T("kofi-meet-result", "kofi-meet-coach") + ["ci-ines-kofi-2026-11-13"],
      client="kofi-mensah"),
    Q(RUTH, "How is Peggy doing after her knee replacement?", "how_doing", T("peggy-nostick", "peggy-flexion"),
      client="peggy-doyle"),
    Q(THEO, "How is Bridget's shoulder doing?", "how_doing", None, client="bridget-oneill", why="never_for_client"),
    Q(INES, "How is Freya's marathon training going?", "how_doing", None, client="freya-lindqvist",
      why="other_trainer"),
    # -- still / yet / these days / lately
    Q(INES, "Is Kofi's knee still hurting?", "recency", T("kofi-knee-now"), client="kofi-mensah"),
    Q(THEO, "is Yuki's knee still playing up these days?", "recency", T("yuki-knee-now"), client="yuki-tanaka"),
    Q(INES, "Is Lucia still having night sweats?", "recency", T("lucia-sleep-now") + ["ci-ines-lucia-2026-11-13"],
      client="lucia-fernandez"),
    Q(THEO, "Has Zoe started running again yet?", "recency", T("zoe-back") + ["ci-theo-zoe-2026-11-14"],
      client="zoe-papadopoulos"),
    Q(RUTH, "Is Henrik's cholesterol down yet?", "recency", T("henrik-ldl") + ["ci-ruth-henrik-2026-10-23"],
      client="henrik-berg"),
    Q(INES, "what is Chloe doing about the busy gym lately?", "recency", T("chloe-2pm") + [TR_CHLOE],
      client="chloe-dubois"),
    Q(RUTH, "Is Gloria still getting headaches?", "recency", None, client="gloria-stein", why="never_for_client"),
    Q(INES, "has Dmitri stopped smoking yet?", "recency", None, client="dmitri-volkov", why="never_for_client"),
    Q(THEO, "is Callum still struggling with his shoulder lately?", "recency", None, client="callum-reid",
      why="never_for_client"),
    # -- date windows
    Q(THEO, "What did Mateo say about the bike in August?", "date_window", T("mateo-numb", "mateo-numb-coach"),
      client="mateo-silva"),
    Q(INES, "What did Lucia tell me in July?", "date_window", T("lucia-dexa", "lucia-dexa-coach") +
      ["sn-ines-lucia-0710"], client="lucia-fernandez"),
    Q(RUTH, "What did Pedro say about his blood pressure last month?", "date_window",
      T("pedro-bp2") + ["ci-ruth-pedro-2026-10-30"], client="pedro-alves"),
    Q(THEO, "How was Callum feeling last month?", "date_window",
      ["ci-theo-callum-2026-10-23", "ci-theo-callum-2026-11-13"], client="callum-reid"),
    Q(INES, "What did Dmitri weigh in October?", "date_window", T("dmitri-weight-oct"), client="dmitri-volkov"),
    Q(RUTH, "What did Gloria get up to in September?", "date_window", T("gloria-wedding"), client="gloria-stein"),
    Q(THEO, "What did Amara say about her hip last week?", "date_window", None, client="amara-eze",
      why="never_for_client"),
    Q(INES, "Did Freya mention her asthma in October?", "date_window", None, client="freya-lindqvist",
      why="never_for_client"),
    Q(RUTH, "What did Fatima say about leaking in September?", "date_window", None, client="fatima-zahra",
      why="never_for_client"),
    # -- numbers and letter-digit terms
    Q(THEO, "What was Arjun's FTP retest?", "numbers", T("arjun-ftp2"), client="arjun-mehta"),
    Q(INES, "How did Omar's 3x10 bench go?", "numbers", T("omar-bench"), client="omar-farouk"),
    Q(RUTH, "How much vitamin D3 is Gloria taking?", "numbers", T("gloria-d3"), client="gloria-stein"),
    Q(RUTH, "Did Ivy hurt her A2 pulley?", "numbers", T("ivy-finger", "ivy-a2"), client="ivy-lam"),
    Q(RUTH, "When did Ivy send her first V5?", "numbers", T("ivy-v5"), client="ivy-lam"),
    Q(THEO, "What's Sam's 5k PB?", "numbers", T("samo-5k"), client="sam-okonjo"),
    Q(INES, "What did Kofi total at the meet?", "numbers", T("kofi-meet-result", "kofi-meet-coach"), client="kofi-mensah"),
    Q(THEO, "What was Yuki's marathon time?", "numbers", T("yuki-berlin", "yuki-berlin-coach"), client="yuki-tanaka"),
    Q(RUTH, "what were Pedro's blood pressure numbers?", "numbers", T("pedro-bp", "pedro-bp2"), client="pedro-alves"),
    Q(INES, "What's Dmitri's amlodipine dose?", "numbers", T("dmitri-bp"), client="dmitri-volkov"),
    Q(THEO, "What is Bridget's HbA1c?", "numbers", None, client="bridget-oneill", why="never_for_client"),
    Q(INES, "What was Freya's 5k time?", "numbers", None, client="freya-lindqvist", why="other_trainer"),
    Q(RUTH, "How much creatine is Henrik taking?", "numbers", None, client="henrik-berg", why="other_trainer"),
    # -- paraphrase and everyday synonyms
    Q(THEO, "Is Callum exhausted?", "paraphrase", T("callum-knackered") + ["ci-theo-callum-2026-10-23"],
      client="callum-reid"),
    Q(INES, "Does Priyanka get bad period pain?", "paraphrase", T("priyanka-cramps"), client="priyanka-rao"),
    Q(RUTH, "What did I say about Peggy's constipation?", "paraphrase", T("peggy-codeine", "peggy-codeine-coach"),
      client="peggy-doyle"),
    Q(THEO, "Did Arjun fall off his bike?", "paraphrase", T("arjun-crash", "arjun-crash-coach"), client="arjun-mehta"),
    Q(RUTH, "Has Fatima had any bladder problems?", "paraphrase",
      T("fatima-leak", "fatima-leak-coach") + ["ci-ruth-fatima-2026-11-06"], client="fatima-zahra"),
    Q(INES, "Did Chloe feel intimidated at the gym?", "paraphrase", T("chloe-anxiety", "chloe-anxiety-coach"),
      client="chloe-dubois"),
    Q(THEO, "Does caffeine upset Amara's stomach on runs?", "paraphrase", T("amara-coffee", "amara-coffee-coach"),
      client="amara-eze"),
    Q(RUTH, "What did Wes say about sleeping?", "paraphrase", T("wes-cpap") + ["sn-ruth-wes-1015", "ci-ruth-wes-2026-09-18", "ci-ruth-wes-2026-10-16",
       "ci-ruth-wes-2026-11-13"],
      client="wes-morgan"),
    Q(THEO, "How many carbs should Mateo take in on the bike?", "paraphrase", T("mateo-carbs") +
      ["sn-theo-mateo-0922"], client="mateo-silva"),
    Q(INES, "Has Kofi been sleep deprived?", "paraphrase", T("kofi-baby") + ["ci-ines-kofi-2026-10-30"],
      client="kofi-mensah"),
    Q(RUTH, "Is Henrik feeling depressed?", "paraphrase", None, client="henrik-berg", why="never_for_client"),
    Q(THEO, "Did Zoe get sunburnt?", "paraphrase", None, client="zoe-papadopoulos", why="never_for_client"),
    Q(INES, "Has Omar been feeling dizzy?", "paraphrase", None, client="omar-farouk", why="never_for_client"),
    # -- misspellings
    Q(THEO, "waht happend with zoes stres fracture", "misspelling", T("zoe-shin", "zoe-mri", "zoe-mri-coach") + ["sn-theo-zoe-1002"],
      client="zoe-papadopoulos"),
    Q(RUTH, "hows henriks colesterol", "misspelling", T("henrik-ldl") + ["ci-ruth-henrik-2026-10-23"],
      client="henrik-berg"),
    Q(INES, "did dimitri get sciatca", "misspelling",
      T("dmitri-sciatica", "dmitri-sciatica-coach", "dmitri-sciatica-better"), client="dmitri-volkov"),
    Q(THEO, "did yuki mention her achiles", "misspelling", None, client="yuki-tanaka", why="never_for_client"),
    # -- yes/no
    Q(RUTH, "Can Henrik go above a heart rate of 125?", "yes_no",
      T("henrik-hr") + ["henrik-berg", "sn-ruth-henrik-0905"], client="henrik-berg"),
    Q(INES, "Has Sam Whitaker been cleared to play?", "yes_no", T("samw-cleared"), client="sam-whitaker"),
    Q(THEO, "Did Bridget finish couch to 5k?", "yes_no", T("bridget-30min", "bridget-30min-coach"), client="bridget-oneill"),
    Q(INES, "Is Chloe allergic to anything?", "yes_no", ["chloe-dubois"], client="chloe-dubois"),
    Q(RUTH, "Is Ivy lactose intolerant?", "yes_no", None, client="ivy-lam", why="other_trainer"),
    Q(THEO, "Has Mateo had a concussion?", "yes_no", None, client="mateo-silva", why="other_trainer"),
    # -- the fact is in the coach's reply
    Q(INES, "How much creatine did I tell Kofi to take?", "coach_reply", T("kofi-creatine"), client="kofi-mensah"),
    Q(THEO, "What did I tell Zoe to do about her missing periods?", "coach_reply", T("zoe-reds") +
      ["sn-theo-zoe-1002"], client="zoe-papadopoulos"),
    Q(RUTH, "What did I suggest Wes eat on the road?", "coach_reply", T("wes-coolbox"), client="wes-morgan"),
    Q(THEO, "What did I tell Bridget to carry on her runs?", "coach_reply", T("bridget-hypo-coach") +
      ["sn-theo-bridget-0712"], client="bridget-oneill"),
    Q(INES, "What smoothie did I give Omar?", "coach_reply", T("omar-smoothie"), client="omar-farouk"),
    Q(RUTH, "How much protein did I say Peggy should eat?", "coach_reply", T("peggy-protein") +
      ["sn-ruth-peggy-0901"], client="peggy-doyle"),
    Q(INES, "What running shoes did I recommend to Dmitri?", "coach_reply", None, client="dmitri-volkov",
      why="never_for_client"),
    # -- session notes
    Q(THEO, "What went wrong in Mateo's race according to my notes?", "note", ["sn-theo-mateo-0922"] +
      T("mateo-703"), client="mateo-silva"),
    Q(THEO, "Why did Callum drop out of the Lakeland 50?", "note", T("callum-dnf") + ["sn-theo-callum-0728"],
      client="callum-reid"),
    Q(INES, "what's the return to play plan for Sam Whitaker?", "note", ["sn-ines-samw-0922"] +
      T("samw-concussion-coach"), client="sam-whitaker"),
    Q(RUTH, "How far could Peggy bend her knee three weeks after surgery?", "note", ["sn-ruth-peggy-0901"],
      client="peggy-doyle"),
    Q(RUTH, "What did I note about Gloria's blood pressure?", "note", None, client="gloria-stein",
      why="never_for_client"),
    # -- session transcripts
    Q(INES, "What does Chloe do on weekend nights?", "transcript", [TR_CHLOE], client="chloe-dubois"),
    Q(THEO, "How much did I tell Arjun to raise his saddle?", "transcript", [TR_ARJUN], client="arjun-mehta"),
    Q(RUTH, "What did Gloria trip over?", "transcript", [TR_GLORIA], client="gloria-stein"),
    Q(RUTH, "Who drives Gloria to tai chi?", "transcript", [TR_GLORIA], client="gloria-stein"),
    Q(THEO, "When is Arjun's hill climb?", "transcript", [TR_ARJUN], client="arjun-mehta"),
    Q(INES, "What did Chloe say about her boyfriend in our session?", "transcript", None, client="chloe-dubois",
      why="never_for_client"),
    # -- profiles
    Q(THEO, "What does Yuki do for a living?", "profile", ["yuki-tanaka"], client="yuki-tanaka"),
    Q(RUTH, "What is Pedro's job?", "profile", ["pedro-alves"] + T("pedro-nights"), client="pedro-alves"),
    Q(INES, "What are Lucia's dietary restrictions?", "profile", ["lucia-fernandez"], client="lucia-fernandez"),
    Q(THEO, "What is Zoe's goal for the 800?", "profile", ["zoe-papadopoulos"], client="zoe-papadopoulos"),
    Q(RUTH, "How old is Henrik?", "profile", ["henrik-berg"], client="henrik-berg"),
    Q(THEO, "What does Amara weigh?", "profile", None, client="amara-eze", why="never_for_client"),
    Q(RUTH, "Does Wes have any food allergies?", "profile", None, client="wes-morgan", why="never_for_client"),
    # -- check-ins
    Q(THEO, "What did Zoe's check-in say about her period?", "checkin", ["ci-theo-zoe-2026-10-24"],
      client="zoe-papadopoulos"),
    Q(INES, "How much is Kofi sleeping according to his check-ins?", "checkin",
      ["ci-ines-kofi-2026-10-30", "ci-ines-kofi-2026-11-06", "ci-ines-kofi-2026-11-13"], client="kofi-mensah"),
    Q(RUTH, "What was Fatima's stress score when she went back to work?", "checkin", ["ci-ruth-fatima-2026-09-04"],
      client="fatima-zahra"),
    Q(THEO, "What was Callum's adherence in his check-ins?", "checkin",
      ["ci-theo-callum-2026-10-23", "ci-theo-callum-2026-11-13"], client="callum-reid"),
    Q(INES, "How many hours is Priyanka sleeping in her check-ins?", "checkin", None, client="priyanka-rao",
      why="never_for_client"),
    Q(RUTH, "What stress score did Ivy report?", "checkin", None, client="ivy-lam", why="never_for_client"),
    # -- across clients
    Q(THEO, "Who mentioned knee pain?", "cross_client", T("yuki-itb", "yuki-itb-coach")),
    Q(RUTH, "Which clients have talked about blood pressure?", "cross_client",
      T("pedro-bp", "pedro-bp2", "pedro-bp-coach") + ["pedro-alves", "wes-morgan"]),
    Q(INES, "Who is going to the Leeds meet?", "cross_client", T("kofi-meet", "kofi-meet-group")),
    Q(THEO, "Who offered to bring flapjacks?", "cross_client", T("amara-flapjacks")),
    Q(INES, "Who needed a lifting belt?", "cross_client", T("chloe-belt")),
    Q(RUTH, "Which of my clients had a fall?", "cross_client", T("gloria-fall") + [TR_GLORIA, "gloria-stein"]),
    Q(THEO, "Who has had a bone stress injury?", "cross_client", T("zoe-shin", "zoe-mri", "zoe-mri-coach") + ["sn-theo-zoe-1002"]),
    Q(INES, "Who mentioned plantar fasciitis?", "cross_client", None, why="never_for_client"),
    Q(THEO, "Which clients are on HRT?", "cross_client", None, why="other_trainer"),
    Q(RUTH, "Who did the Great North Run?", "cross_client", None, why="other_trainer"),
    Q(INES, "who has diabetes?", "cross_client", None, why="other_trainer"),
    # -- health data (issue 18): metric-week summaries, goals and lab panels, cited by their record ids
    Q(INES, "How is Chloe's weight trending against her goal?", "health",
      W("chloe-dubois", "weight", 44, 45, 46, 47) + ["goal-ines-chloe-weight"], client="chloe-dubois"),
    Q(INES, "What was Omar's last ferritin?", "health", ["omar-farouk:20261020"], client="omar-farouk"),
    Q(INES, "is chloe any closer to her goal weight than a month ago", "health",
      W("chloe-dubois", "weight", 43, 44, 45, 46, 47) + ["goal-ines-chloe-weight"], client="chloe-dubois"),
    Q(INES, "What were Omar's vitamin D results?", "health", ["omar-farouk:20260615", "omar-farouk:20261020"],
      client="omar-farouk"),
    Q(INES, "Was Omar's ferritin low on his blood test?", "health", ["omar-farouk:20260615", "omar-farouk:20261020"],
      client="omar-farouk"),
    Q(INES, "When is Chloe's weight goal deadline?", "health",
      ["goal-ines-chloe-weight"] + W("chloe-dubois", "weight", 44, 45, 46, 47), client="chloe-dubois"),
    Q(THEO, "Is Mateo sleeping more than last month?", "health",
      W("mateo-silva", "sleep_hours", 40, 41, 42, 43, 44, 45, 46, 47), client="mateo-silva"),
    Q(THEO, "How many hours a night is Mateo sleeping lately?", "health",
      W("mateo-silva", "sleep_hours", 45, 46, 47), client="mateo-silva"),
    Q(THEO, "How is Amara's resting heart rate trending?", "health",
      W("amara-eze", "resting_heart_rate", 44, 45, 46, 47) + ["goal-theo-amara-rhr"], client="amara-eze"),
    Q(THEO, "Has Amara reached her resting heart rate goal?", "health",
      ["goal-theo-amara-rhr"] + W("amara-eze", "resting_heart_rate", 45, 46, 47), client="amara-eze"),
    Q(RUTH, "Is Peggy hitting her steps goal?", "health",
      ["goal-ruth-peggy-steps"] + W("peggy-doyle", "steps", 45, 46, 47), client="peggy-doyle"),
    Q(RUTH, "How many steps a day is Peggy doing now?", "health",
      W("peggy-doyle", "steps", 46, 47) + ["goal-ruth-peggy-steps"], client="peggy-doyle"),
    Q(RUTH, "What was Gloria's last HbA1c?", "health", ["gloria-stein:20261110"], client="gloria-stein"),
    Q(RUTH, "Is Gloria's HbA1c in the normal range?", "health", ["gloria-stein:20260812", "gloria-stein:20261110"],
      client="gloria-stein"),
    Q(INES, "What was Freya's last ferritin?", "health", None, client="freya-lindqvist", why="other_client"),
    Q(THEO, "Is Arjun sleeping more than last month?", "health", None, client="arjun-mehta", why="other_client"),
    Q(RUTH, "How is Pedro's step count against his goal?", "health", None, client="pedro-alves", why="other_client"),
    Q(THEO, "What was Yuki's last HbA1c?", "health", None, client="yuki-tanaka", why="never_for_client"),
    Q(INES, "How is Sam Whitaker's resting heart rate trending?", "health", None, client="sam-whitaker",
      why="never_for_client"),
    Q(INES, "What was Priyanka's cholesterol on her last blood test?", "health", None, client="priyanka-rao",
      why="never_for_client"),
    Q(THEO, "What was Omar's last ferritin?", "health", None, why="other_trainer"),
    Q(RUTH, "How is Chloe's weight trending against her goal?", "health", None, why="other_trainer"),
]

# -- circles (issue 18 part 6): questions that name or imply one of the trainer's circles (build_roster.CIRCLES),
# asked the way a coach who files what they know by topic asks. Appended, so no earlier question changes id or split.
QUESTIONS += [
    Q(RUTH, "anything new in Peggy's knee rehab?", "circle",
      T("peggy-nostick", "peggy-flexion") + ["sn-ruth-peggy-0901"], client="peggy-doyle"),
    Q(RUTH, "how's Henrik's heart health going?", "circle",
      T("henrik-ldl", "henrik-walk", "henrik-hr", "henrik-rehab", "henrik-statin", "henrik-statin-coach")
      + ["ci-ruth-henrik-2026-10-23", "sn-ruth-henrik-0905"], client="henrik-berg"),
    Q(RUTH, "where is Fatima with her postnatal recovery?", "circle",
      T("fatima-gap-now", "fatima-core", "fatima-diastasis", "fatima-leak", "fatima-leak-coach")
      + ["ci-ruth-fatima-2026-11-06", "sn-ruth-fatima-0620"], client="fatima-zahra"),
    Q(RUTH, "anything in the nutrition reset about eating on night shifts?", "circle",
      T("pedro-nights", "pedro-nights-coach")),
    Q(RUTH, "any news on Gloria's knee rehab?", "circle", None, client="gloria-stein", why="never_for_client"),
    Q(THEO, "how is the marathon block going for Amara?", "circle",
      T("amara-gnr", "amara-gnr-coach", "amara-coffee", "amara-coffee-coach", "amara-hip", "amara-hip-coach")
      + ["ci-theo-amara-2026-09-11"], client="amara-eze"),
    Q(THEO, "what's the latest from Yuki's marathon block?", "circle",
      T("yuki-berlin", "yuki-berlin-coach", "yuki-knee-now", "yuki-shoes"), client="yuki-tanaka"),
    Q(THEO, "update on Zoe's bone stress injury?", "circle",
      T("zoe-back", "zoe-mri", "zoe-shin", "zoe-mri-coach")
      + ["sn-theo-zoe-1002", "ci-theo-zoe-2026-11-14", "ci-theo-zoe-2026-10-10"], client="zoe-papadopoulos"),
    Q(THEO, "anything in injury watch about ankles?", "circle", T("callum-ankle", "callum-ankle-coach")),
    Q(THEO, "how's Arjun's marathon block going?", "circle", None, client="arjun-mehta", why="never_for_client"),
    Q(INES, "how did Kofi's meet prep go?", "circle",
      T("kofi-meet-result", "kofi-meet-coach", "kofi-openers", "kofi-meet")
      + ["ci-ines-kofi-2026-11-13", "ci-ines-kofi-2026-11-06"], client="kofi-mensah"),
    Q(INES, "where's Kofi at with his knee rehab?", "circle",
      T("kofi-knee-now", "kofi-knee-4", "kofi-knee-3", "kofi-knee-1", "kofi-knee-2") + ["sn-ines-kofi-0615"],
      client="kofi-mensah"),
    Q(INES, "any news from shoulder and wrist rehab?", "circle",
      T("samw-shoulder-now", "priyanka-wrist-better", "samw-shoulder", "samw-shoulder-coach", "priyanka-wrist",
        "priyanka-wrist-coach")),
    Q(INES, "anything new in Dmitri's knee rehab?", "circle", None, client="dmitri-volkov", why="never_for_client"),
    Q(INES, "how's Sam Whitaker's shoulder rehab coming along?", "circle",
      T("samw-shoulder-now", "samw-shoulder", "samw-shoulder-coach"), client="sam-whitaker"),
    Q(INES, "in Priyanka's wrist rehab, what sorted out her front squat?", "circle",
      T("priyanka-wrist-better", "priyanka-wrist-coach"), client="priyanka-rao"),
]
