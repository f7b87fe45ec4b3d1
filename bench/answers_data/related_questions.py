"""Development questions for two failure classes of the answerability decision (issue 14), dev split only.

- `related_topic` (unanswerable): the question's topic never came up for that
  client, but their records hold a *related* word of the same family — another
  medicine, joint, sport, meal, piece of kit, event or diagnosis ("Is Dmitri on
  a statin?" when his records name amlodipine). The chat must say it found
  nothing about the topic, not answer from the neighbour.
- `synonym` (answerable): the question names the record's topic in other
  words — an everyday or clinical synonym, a broader word, or the plain words
  for a clinical abbreviation ("hormone therapy" / "HRT").

Written on 2026-11-25 for developing the meaning check, over the roster and
the demo data, as trainers ask; none of them is in questions.jsonl or the
held-out set. Built into related_questions.jsonl by
`python -m bench.answers_data.build_questions`; run with
`python -m bench.answers --mode in-process --questions bench/answers_data/related_questions.jsonl`.
"""

from __future__ import annotations

from bench.answers_data.authoring import Q, m
from bench.answers_data.roster_questions import INES, RUTH, THEO, TR_ARJUN, TR_GLORIA, T

MAYA, DAN, PRIYA = "coach-maya", "coach-dan", "coach-priya"
NEVER = "never_for_client"

ROSTER = [
    # -- related topic: medications and supplements
    Q(INES, "Is Dmitri on a statin?", "related_topic", None, client="dmitri-volkov", why=NEVER),
    Q(RUTH, "Has Henrik mentioned taking aspirin?", "related_topic", None, client="henrik-berg", why=NEVER),
    Q(INES, "Has Lucia started antidepressants?", "related_topic", None, client="lucia-fernandez", why=NEVER),
    Q(RUTH, "Is Gloria taking magnesium?", "related_topic", None, client="gloria-stein", why=NEVER),
    Q(RUTH, "Did Ivy ask me about creatine?", "related_topic", None, client="ivy-lam", why=NEVER),
    Q(RUTH, "Has Peggy been on antibiotics?", "related_topic", None, client="peggy-doyle", why=NEVER),
    # body parts
    Q(INES, "What did Kofi say about his hip?", "related_topic", None, client="kofi-mensah", why=NEVER),
    Q(INES, "How is Priyanka's elbow?", "related_topic", None, client="priyanka-rao", why=NEVER),
    Q(THEO, "Did Amara mention her groin?", "related_topic", None, client="amara-eze", why=NEVER),
    Q(RUTH, "Did Ivy hurt her thumb?", "related_topic", None, client="ivy-lam", why=NEVER),
    Q(INES, "Has Sam Whitaker had any neck problems?", "related_topic", None, client="sam-whitaker", why=NEVER),
    # sports and exercises
    Q(RUTH, "Does Ivy do any yoga?", "related_topic", None, client="ivy-lam", why=NEVER),
    Q(THEO, "Has Mateo done any rowing?", "related_topic", None, client="mateo-silva", why=NEVER),
    Q(INES, "Has Kofi tried Olympic weightlifting?", "related_topic", None, client="kofi-mensah", why=NEVER),
    Q(THEO, "Is Amara cycling to work?", "related_topic", None, client="amara-eze", why=NEVER),
    Q(RUTH, "Does Gloria go to aqua aerobics?", "related_topic", None, client="gloria-stein", why=NEVER),
    # food and drink
    Q(RUTH, "Has Henrik cut out cheese?", "related_topic", None, client="henrik-berg", why=NEVER),
    Q(RUTH, "Has Wes cut down on coffee?", "related_topic", None, client="wes-morgan", why=NEVER),
    Q(INES, "Does Priyanka eat fish?", "related_topic", None, client="priyanka-rao", why=NEVER),
    # kit
    Q(THEO, "Does Callum run with a GPS watch?", "related_topic", None, client="callum-reid", why=NEVER),
    Q(RUTH, "Does Peggy use a walking frame?", "related_topic", None, client="peggy-doyle", why=NEVER),
    Q(THEO, "Has Arjun bought a power meter?", "related_topic", None, client="arjun-mehta", why=NEVER),
    # events and diagnoses
    Q(RUTH, "Did Gloria go to a christening?", "related_topic", None, client="gloria-stein", why=NEVER),
    Q(THEO, "Did Zoe have an X-ray?", "related_topic", None, client="zoe-papadopoulos", why=NEVER),
    Q(RUTH, "Has Henrik had a pacemaker fitted?", "related_topic", None, client="henrik-berg", why=NEVER),
    Q(RUTH, "Does Fatima have a hernia?", "related_topic", None, client="fatima-zahra", why=NEVER),
    Q(THEO, "Has Callum done a triathlon?", "related_topic", None, client="callum-reid", why=NEVER),
    # -- synonym: everyday and clinical words, broader words, abbreviations spelled out
    Q(INES, "Did Dmitri's GP reduce his dose?", "synonym", T("dmitri-bp"), client="dmitri-volkov"),
    Q(INES, "What did Lucia's bone scan show?", "synonym", T("lucia-dexa", "lucia-dexa-coach") + ["sn-ines-lucia-0710"],
      client="lucia-fernandez"),
    Q(INES, "When did Lucia start hormone replacement therapy?", "synonym", T("lucia-hrt"), client="lucia-fernandez"),
    Q(INES, "Did Omar go abroad this summer?", "synonym", T("omar-trip"), client="omar-farouk"),
    Q(INES, "Did Freya tear the skin on her hands?", "synonym", T("freya-hands"), client="freya-lindqvist"),
    Q(THEO, "Do energy gels give Mateo an upset tummy?", "synonym", T("mateo-gels", "mateo-carbs"), client="mateo-silva"),
    Q(THEO, "Did Bridget look after her grandchildren?", "synonym", T("bridget-grandkids"), client="bridget-oneill"),
    Q(THEO, "Has Zoe had amenorrhoea?", "synonym", T("zoe-period", "zoe-reds") + ["sn-theo-zoe-1002"],
      client="zoe-papadopoulos"),
    Q(THEO, "What did Zoe's scan show?", "synonym", T("zoe-mri") + ["sn-theo-zoe-1002"], client="zoe-papadopoulos"),
    Q(THEO, "Why did Callum withdraw from the Lakeland?", "synonym", T("callum-dnf") + ["sn-theo-callum-0728"],
      client="callum-reid"),
    Q(RUTH, "Did Fatima mention separated stomach muscles?", "synonym",
      T("fatima-diastasis", "fatima-core") + ["sn-ruth-fatima-0620"], client="fatima-zahra"),
    Q(RUTH, "Is Fatima still nursing?", "synonym", T("fatima-supply", "fatima-supply-coach") + ["fatima-zahra"],
      client="fatima-zahra"),
    Q(RUTH, "Has Fatima had any incontinence?", "synonym", T("fatima-leak", "fatima-leak-coach"), client="fatima-zahra"),
    Q(RUTH, "Did Ivy ask about fish oil?", "synonym", T("ivy-omega"), client="ivy-lam"),
    Q(RUTH, "What was Pedro's hypertension reading?", "synonym", T("pedro-bp", "pedro-bp2"), client="pedro-alves"),
    Q(RUTH, "Has Henrik's heart doctor seen his LDL?", "synonym", T("henrik-ldl"), client="henrik-berg"),
    Q(RUTH, "Did Gloria's daughter get her an emergency alarm?", "synonym", [TR_GLORIA], client="gloria-stein"),
    Q(THEO, "How much should Arjun lift his seat?", "synonym", [TR_ARJUN], client="arjun-mehta"),
]

DEMO = [
    # -- related topic
    Q(MAYA, "What did John say about his wrist?", "related_topic", None, client="john-reyes", why=NEVER),
    Q(MAYA, "Did Leo's hamstrings feel tight after RDLs?", "related_topic", None, client="leo-martins", why=NEVER),
    Q(MAYA, "Can Aisha do push-ups yet?", "related_topic", None, client="aisha-noor", why=NEVER),
    Q(MAYA, "Is Sarah gluten intolerant?", "related_topic", None, client="sarah-kim", why=NEVER),
    Q(PRIYA, "Does Olivia do pilates?", "related_topic", None, client="olivia-chen", why=NEVER),
    Q(PRIYA, "Has Hannah started yoga?", "related_topic", None, client="hannah-wright", why=NEVER),
    Q(PRIYA, "Does Nadia drink beer?", "related_topic", None, client="nadia-haddad", why=NEVER),
    Q(PRIYA, "Does Raj drink coffee?", "related_topic", None, client="raj-patel", why=NEVER),
    Q(PRIYA, "Does Ben drink whisky?", "related_topic", None, client="ben-carter", why=NEVER),
    Q(DAN, "How is Kenji's calf?", "related_topic", None, client="kenji-watanabe", why=NEVER),
    # -- synonym
    Q(MAYA, "Which physiotherapist did I recommend to Sarah?", "synonym", m("maya-sarah-", 29, 30), client="sarah-kim"),
    Q(MAYA, "How often does John dine out?", "synonym", m("maya-john-", 25, 26), client="john-reyes"),
    Q(MAYA, "What's a budget protein source for Leo?", "synonym", m("maya-leo-", 3, 4), client="leo-martins"),
    Q(MAYA, "How did Leo cope with his exams?", "synonym", m("maya-leo-", 7, 9, 10), client="leo-martins"),
    Q(DAN, "Is Kenji anaemic?", "synonym", m("dan-kenji-", 13, 14), client="kenji-watanabe"),
    Q(PRIYA, "How much booze was Ben having?", "synonym", m("priya-ben-", 1), client="ben-carter"),
    Q(PRIYA, "Is Hannah nursing?", "synonym", m("priya-hannah-", 2, 4, 12), client="hannah-wright"),
    Q(PRIYA, "Was Olivia's GP worried about her B12?", "synonym", m("priya-olivia-", 14, 15), client="olivia-chen"),
]
