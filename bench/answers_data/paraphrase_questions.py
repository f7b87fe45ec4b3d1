"""Development questions for paraphrases and their mirror, related-but-different topics (issue 14), dev only.

- `paraphrase` (answerable): the question names the record's topic in other
  everyday words, often a phrase for a word or a word for a phrase — "pins and
  needles" / "numb", "sleep apnoea machine" / CPAP, "PB" / "PR", "morning meal"
  / breakfast, "back of the thigh" / hamstring, "rolled my ankle" / sprain.
- `related_topic` (unanswerable): the topic never came up for that client, but a
  neighbour of it did — another body part, medicine, event, scan, operation or
  drink ("Did Callum sprain his wrist?" when he rolled his ankle). The chat must
  say it found nothing about the topic, not answer from the neighbour.

Written on 2026-11-25 from the roster's and the demo data's records, as trainers
ask, before the vocabulary it was used to develop; none of them is in
questions.jsonl, related_questions.jsonl or the held-out set. Built into
paraphrase_questions.jsonl by `python -m bench.answers_data.build_questions`; run with
`python -m bench.answers --mode in-process --questions bench/answers_data/paraphrase_questions.jsonl`.
"""

from __future__ import annotations

from bench.answers_data.authoring import Q, m
from bench.answers_data.roster_questions import INES, RUTH, THEO, T

MAYA, DAN, PRIYA = "coach-maya", "coach-dan", "coach-priya"
NEVER = "never_for_client"

ROSTER = [
    # -- paraphrase
    Q(INES, "When was Kofi's little one born?", "paraphrase", T("kofi-baby"), client="kofi-mensah"),
    Q(INES, "What weights is Kofi opening with at the powerlifting comp?", "paraphrase", T("kofi-openers"),
      client="kofi-mensah"),
    Q(INES, "Did Priyanka skip lifting because of her time of the month?", "paraphrase", T("priyanka-cramps"),
      client="priyanka-rao"),
    Q(INES, "Is Lucia getting night sweats?", "paraphrase", T("lucia-sweats", "lucia-sweats-coach"), client="lucia-fernandez"),
    Q(INES, "How can Omar get more calories in?", "paraphrase", T("omar-smoothie"), client="omar-farouk"),
    Q(INES, "Has Freya had an asthma attack in a workout?", "paraphrase", T("freya-asthma", "freya-asthma-coach"),
      client="freya-lindqvist"),
    Q(THEO, "Did Sam Okonjo pull his hamstring?", "paraphrase", T("samo-hamstring", "samo-hamstring-coach"),
      client="sam-okonjo"),
    Q(THEO, "Does Mateo get anxious swimming in open water?", "paraphrase", T("mateo-swim-panic", "mateo-swim-coach"),
      client="mateo-silva"),
    Q(THEO, "does mateo get pins and needles on long rides", "paraphrase", T("mateo-numb"), client="mateo-silva"),
    Q(THEO, "Did Zoe have a stress fracture?", "paraphrase", T("zoe-mri", "zoe-mri-coach"), client="zoe-papadopoulos"),
    Q(THEO, "Did Callum sprain his ankle?", "paraphrase", T("callum-ankle", "callum-ankle-coach"), client="callum-reid"),
    Q(RUTH, "Does Henrik get muscle aches from his cholesterol tablets?", "paraphrase",
      T("henrik-statin", "henrik-statin-coach"), client="henrik-berg"),
    Q(RUTH, "How big is Fatima's ab separation now?", "paraphrase", T("fatima-gap-now", "fatima-diastasis"),
      client="fatima-zahra"),
    Q(RUTH, "Did Wes get a sleep apnoea machine?", "paraphrase", T("wes-cpap"), client="wes-morgan"),
    Q(RUTH, "did wes quit red bull", "paraphrase", T("wes-energy"), client="wes-morgan"),
    Q(RUTH, "Did Ivy hurt her hand climbing?", "paraphrase", T("ivy-finger", "ivy-a2"), client="ivy-lam"),
    Q(RUTH, "What was Pedro's BP at the pharmacy?", "paraphrase", T("pedro-bp"), client="pedro-alves"),
    Q(RUTH, "Does Pedro's knee hurt getting into the taxi?", "paraphrase", T("pedro-knee"), client="pedro-alves"),
    Q(RUTH, "Has Peggy been constipated from her pain meds?", "paraphrase", T("peggy-codeine", "peggy-codeine-coach"),
      client="peggy-doyle"),
    Q(RUTH, "Can Peggy get about without her cane now?", "paraphrase", T("peggy-nostick"), client="peggy-doyle"),
    # -- related topic: a neighbour of the topic came up, the topic did not
    Q(INES, "Has Dmitri had back surgery?", "related_topic", None, client="dmitri-volkov", why=NEVER),
    Q(INES, "Did Priyanka hurt her elbow in the front rack?", "related_topic", None, client="priyanka-rao", why=NEVER),
    Q(INES, "Is Lucia taking vitamin D?", "related_topic", None, client="lucia-fernandez", why=NEVER),
    Q(INES, "Did Omar go to a funeral?", "related_topic", None, client="omar-farouk", why=NEVER),
    Q(INES, "Did Freya hurt her shoulder on toes-to-bar?", "related_topic", None, client="freya-lindqvist", why=NEVER),
    Q(THEO, "Has Sam Okonjo run a full marathon?", "related_topic", None, client="sam-okonjo", why=NEVER),
    Q(THEO, "Does Mateo get numb hands on the bike?", "related_topic", None, client="mateo-silva", why=NEVER),
    Q(THEO, "Did Zoe have a CT scan?", "related_topic", None, client="zoe-papadopoulos", why=NEVER),
    Q(THEO, "Did Callum sprain his wrist?", "related_topic", None, client="callum-reid", why=NEVER),
    Q(THEO, "Has Arjun raced a time trial?", "related_topic", None, client="arjun-mehta", why=NEVER),
    Q(RUTH, "Is Henrik on blood thinners?", "related_topic", None, client="henrik-berg", why=NEVER),
    Q(RUTH, "Has Peggy had a hip replacement?", "related_topic", None, client="peggy-doyle", why=NEVER),
    Q(RUTH, "Did Fatima have a C-section?", "related_topic", None, client="fatima-zahra", why=NEVER),
    Q(RUTH, "Has Wes cut down on fizzy drinks?", "related_topic", None, client="wes-morgan", why=NEVER),
    Q(RUTH, "Does Pedro's hip hurt getting into the cab?", "related_topic", None, client="pedro-alves", why=NEVER),
]

DEMO = [
    # -- paraphrase
    Q(MAYA, "Did John tweak his shoulder doing military press?", "paraphrase", m("maya-john-", 15, 16), client="john-reyes"),
    Q(MAYA, "Is John eating at restaurants a lot?", "paraphrase", m("maya-john-", 25, 26), client="john-reyes"),
    Q(MAYA, "What should John have for his morning meal?", "paraphrase", m("maya-john-", 30, 31), client="john-reyes"),
    Q(MAYA, "How did Leo sleep during exam week?", "paraphrase", m("maya-leo-", 9, 10), client="leo-martins"),
    Q(MAYA, "Did Aisha say she was burnt out?", "paraphrase", m("maya-aisha-", 25, 27), client="aisha-noor"),
    Q(DAN, "Did Kenji have a hangover?", "paraphrase", m("dan-kenji-", 11), client="kenji-watanabe"),
    Q(DAN, "Did Kenji get a PB in the 10k?", "paraphrase", m("dan-kenji-", 17, 18), client="kenji-watanabe"),
    Q(PRIYA, "How did Nadia handle the buffets on her business trip?", "paraphrase", m("priya-nadia-", 11, 12),
      client="nadia-haddad"),
    Q(PRIYA, "Does Raj take sugar in his tea?", "paraphrase", m("priya-raj-", 2, 3), client="raj-patel"),
    # -- related topic
    Q(MAYA, "Did John hurt his elbow on bench?", "related_topic", None, client="john-reyes", why=NEVER),
    Q(MAYA, "Did Sarah hurt her wrist doing squats?", "related_topic", None, client="sarah-kim", why=NEVER),
    Q(MAYA, "Did Leo's upper back get tight after deadlifts?", "related_topic", None, client="leo-martins", why=NEVER),
    Q(DAN, "Has Kenji done a half marathon?", "related_topic", None, client="kenji-watanabe", why=NEVER),
    Q(PRIYA, "Does Nadia drink cider?", "related_topic", None, client="nadia-haddad", why=NEVER),
]
