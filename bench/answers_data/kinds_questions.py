"""Two question kinds written against issue 14's remaining failure classes, all in the dev split.

- `topic_period`: a topic within a window ("How was Kofi's knee in June?", "What did
  Chloe weigh in October?"): the answer is in that period's records (health metric
  summaries too). The unanswerable ones name a topic that came up for the client, but
  only outside the period asked (`why`: other_period): the chat should say nothing
  matched in that period and point to the matches outside it.
- `profile_attribute`: a fact held in the client profile asked in other words than
  the profile's field values ("What is Kofi's job?" for "Secondary school PE teacher").
  The unanswerable ones ask for a field the profile leaves empty and no record mentions.

Written on 2026-11-25 over the roster (roster.json, asked at its `askedAt`, 2026-11-21):
`python -m bench.answers_data.build_questions` writes them to kinds_questions.jsonl,
which `python -m bench.answers --questions bench/answers_data/kinds_questions.jsonl`
runs. Kept apart from questions.jsonl so that its figures stay comparable across changes.
"""

from __future__ import annotations

from bench.answers_data.authoring import Q
from bench.answers_data.roster_questions import INES, RUTH, THEO, T, W

TOPIC_PERIOD = [
    Q(INES, "What did Dmitri say about his weight in July?", "topic_period", T("dmitri-weight-jul"),
      client="dmitri-volkov"),
    Q(INES, "What did Chloe weigh in October?", "topic_period", W("chloe-dubois", "weight", 40, 41, 42, 43, 44),
      client="chloe-dubois"),
    Q(INES, "How was Kofi's knee in June?", "topic_period",
      T("kofi-knee-1", "kofi-knee-2", "kofi-knee-3") + ["sn-ines-kofi-0615"], client="kofi-mensah"),
    Q(INES, "did Sam Whitaker mention his shoulder in August?", "topic_period",
      T("samw-shoulder", "samw-shoulder-coach"), client="sam-whitaker"),
    Q(THEO, "What did Zoe say about her shin in September?", "topic_period", T("zoe-shin", "zoe-mri-coach"),
      client="zoe-papadopoulos"),
    Q(INES, "Did Omar mention his elbow last month?", "topic_period",
      T("omar-elbow", "omar-elbow-coach", "omar-bench") + ["sn-ines-omar-1105"], client="omar-farouk"),
    Q(RUTH, "What did Henrik say about his cholesterol in October?", "topic_period",
      T("henrik-ldl") + ["ci-ruth-henrik-2026-10-23"], client="henrik-berg"),
    Q(THEO, "How much was Mateo sleeping in October?", "topic_period",
      W("mateo-silva", "sleep_hours", 40, 41, 42, 43, 44), client="mateo-silva"),
    Q(RUTH, "any news on Ivy's finger in October", "topic_period", T("ivy-finger", "ivy-a2"), client="ivy-lam"),
    Q(INES, "how was lucia sleeping in august", "topic_period", T("lucia-sweats", "lucia-sweats-coach"),
      client="lucia-fernandez"),
    Q(THEO, "What happened with Yuki's knee in July?", "topic_period", T("yuki-itb", "yuki-itb-coach"),
      client="yuki-tanaka"),
    Q(THEO, "What was going on with Amara's hip in August?", "topic_period", T("amara-hip", "amara-hip-coach"),
      client="amara-eze"),
    Q(INES, "priyankas wrist in september?", "topic_period", T("priyanka-wrist", "priyanka-wrist-coach"),
      client="priyanka-rao"),
    Q(RUTH, "How many steps was Peggy doing last week?", "topic_period", W("peggy-doyle", "steps", 46, 47),
      client="peggy-doyle"),
    # The topic came up for the client, but not in the period asked.
    Q(INES, "Did Kofi mention his knee in October?", "topic_period", None, client="kofi-mensah", why="other_period"),
    Q(THEO, "What did Zoe say about her shin in July?", "topic_period", None, client="zoe-papadopoulos",
      why="other_period"),
    Q(INES, "did priyanka complain about her wrist in july", "topic_period", None, client="priyanka-rao",
      why="other_period"),
    Q(RUTH, "What did Henrik say about his statin in June?", "topic_period", None, client="henrik-berg",
      why="other_period"),
    Q(INES, "Did Sam Whitaker mention his shoulder in October?", "topic_period", None, client="sam-whitaker",
      why="other_period"),
    Q(RUTH, "What did Fatima say about leaking in October?", "topic_period", None, client="fatima-zahra",
      why="other_period"),
]

PROFILE_ATTRIBUTE = [
    Q(INES, "What is Kofi's job?", "profile_attribute", ["kofi-mensah"], client="kofi-mensah"),
    Q(INES, "what does dmitri do for work", "profile_attribute", ["dmitri-volkov"], client="dmitri-volkov"),
    Q(RUTH, "How old is Peggy?", "profile_attribute", ["peggy-doyle"], client="peggy-doyle"),
    Q(RUTH, "how old is wes", "profile_attribute", ["wes-morgan"], client="wes-morgan"),
    Q(RUTH, "What are Ivy's goals?", "profile_attribute", ["ivy-lam"], client="ivy-lam"),
    Q(THEO, "any injuries on file for Sam Okonjo?", "profile_attribute",
      ["sam-okonjo"] + T("samo-hamstring", "samo-hamstring-coach"), client="sam-okonjo"),
    Q(INES, "Does Freya have any medical conditions?", "profile_attribute",
      ["freya-lindqvist"] + T("freya-asthma", "freya-asthma-coach"), client="freya-lindqvist"),
    Q(THEO, "What's Mateo's occupation?", "profile_attribute", ["mateo-silva"], client="mateo-silva"),
    Q(RUTH, "Does Gloria live alone?", "profile_attribute", ["gloria-stein"], client="gloria-stein"),
    Q(INES, "Is Omar on any special diet?", "profile_attribute", ["omar-farouk"], client="omar-farouk"),
    Q(THEO, "What's Callum's goal?", "profile_attribute", ["callum-reid"], client="callum-reid"),
    Q(INES, "What's Priyanka's profession?", "profile_attribute", ["priyanka-rao"], client="priyanka-rao"),
    Q(RUTH, "What does Fatima do for a living?", "profile_attribute", ["fatima-zahra"], client="fatima-zahra"),
    Q(THEO, "what age is Bridget", "profile_attribute", ["bridget-oneill"], client="bridget-oneill"),
    Q(INES, "Any food restrictions for Chloe?", "profile_attribute", ["chloe-dubois"], client="chloe-dubois"),
    Q(THEO, "What is Arjun's dietary requirement?", "profile_attribute", ["arjun-mehta"], client="arjun-mehta"),
    # A field the profile leaves empty, and no record mentions it.
    Q(THEO, "Does Mateo have any food allergies?", "profile_attribute", None, client="mateo-silva",
      why="never_for_client"),
    Q(INES, "Does Sam Whitaker have any food intolerances?", "profile_attribute", None, client="sam-whitaker",
      why="never_for_client"),
    Q(RUTH, "Where does Wes live?", "profile_attribute", None, client="wes-morgan", why="never_for_client"),
    Q(THEO, "Is Amara on any special diet?", "profile_attribute", None, client="amara-eze", why="never_for_client"),
]

QUESTIONS = TOPIC_PERIOD + PROFILE_ATTRIBUTE
