"""Negation-aware keyword classification of one message. Pure: text in, labels out.

A message is cut into sentences and clauses (commas, "but", "though", "so I …"),
and each clause is read for four signals:

    stress     stress, fatigue, poor sleep, low mood
    pain       pain or injury (post-workout soreness is not pain)
    missed     a missed, skipped or cancelled session
    milestone  a personal best, a goal reached, a first

Two kinds of vocabulary per signal:

- *phrases that carry their own negation* and are signals because of it:
  "can't sleep", "not sleeping", "haven't slept", "no energy", "not okay",
  "didn't train", "won't make it" — they count as they stand;
- *terms* ("tired", "exhausted", "overwhelmed", "hurts", "missed", "PR" …)
  that count unless, in the same clause, one of these applies:
    negated    a negator among the three words before ("not tired", "no knee
               pain", "didn't miss", "never anxious", "used to be burned out",
               "zero anxiety") or a cancelling tail ("… anymore", "… is gone");
    someone    the clause is about someone else ("my sister is so stressed",
               "my husband hurt his back");
    asked      the sentence is a question ("is it normal to feel tired after
               deadlifts?");
    intended   for milestones, a wish or plan ("I want to get my first pull-up").
  In a coach's session note (`narrated`) "she"/"he" is the client, so only
  "my sister…"-style subjects count as someone else.
  The phrase spans are masked first, so "can't sleep and stressed" does not
  read "can't" as negating "stressed".

`analyse()` also reports which signals were mentioned only negated (or only
about someone else, or only asked about): the embedder layer in
detectors.py must not add those back ("I'm not exhausted" is close to
"I'm exhausted" in embedding space).

Tuned on the dev half of bench/insights_labels.jsonl only; figures for both
halves in docs/BENCHMARKS.md ("insight-labels").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

Label = str

NEGATORS = {"not", "no", "never", "without", "zero", "nothing", "none", "nor", "hardly", "barely"}
NEGATION_WINDOW = 3  # words before a term

_SESSION = (
    r"(workouts?|sessions?|training|trainings|gym|runs?|running|class(es)?|leg day|practice|lifts?|swim|ride|spin"
    r"|yoga|pilates|hiit|cardio|(mon|tues|wednes|thurs|fri|satur|sun)day('s)?|today|tomorrow('s)?|tonight('s)?"
    r"|yesterday('s)?|this morning|both|two|three|all|it|everything)"
)
_BODY = (
    r"(knee|back|shoulder|ankle|hip|wrist|neck|elbow|hamstring|calf|foot|feet|groin|quad|shin|achilles|glute"
    r"|it band|rotator cuff|heel|toe|arm|leg|hand|finger|chest|ribs?)s?"
)

# Phrases that are signals *because of* their negation: counted as they stand.
PHRASES: dict[Label, re.Pattern[str]] = {
    "stress": re.compile(
        r"\b(can'?t|cannot|couldn'?t|could not) (seem to )?(sleep|switch (my (brain|mind|head) )?off|focus|cope|relax|keep up"
        r"|get out of bed|wind down)"
        r"|\bhaven'?t had (a|one) (decent|good|proper|full) night'?s? sleep|\b(getting|got) on top of me"
        r"|\btoo (stressed|tired|exhausted|drained|anxious|overwhelmed) to\b"
        r"|\bnot (been )?sleeping|\bhaven'?t (been )?(slept|sleeping)|\bdidn'?t sleep|\b(barely|hardly) (sleep\w*|slept)"
        r"|\b(no|zero) (energy|sleep)\b|\bnot (doing |feeling )?(so |too |very |that )?(great|well|good|ok|okay)( mentally)?\b"
        r"|\bnot myself\b"
        r"|\bnot coping\b|\bbarely (coping|holding|functioning|(get|got|getting) through)",
        re.I,
    ),
    "pain": re.compile(
        r"\b(can'?t|cannot|couldn'?t) (put (any )?weight on|turn my head|(lift|raise|bend|straighten|move) my)",
        re.I,
    ),
    "missed": re.compile(
        r"\b(can'?t|cannot|couldn'?t|won'?t|will not|wont) (make it|be able to (come|make it|train|do it)"
        r"|make (it|(mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow|the session|the class|training))"
        r"|\btoo (stressed|tired|busy|sore|exhausted|drained|sick|ill) to (train|go|work ?out|run|make it|exercise)"
        r"|\bdid(n'?t| not) (train|work ?out|exercise|go running|run|get to the gym|go to the gym|make it|do (the|my|any|it)\b)"
        r"|\bhaven'?t (trained|worked out|exercised|been (to|at) the gym|run|been training)"
        r"|\bno (workouts?|training|sessions?|gym) (this|last|since|for)\b|\bonly made it to (one|1|two|2)\b",
        re.I,
    ),
}

# Terms: counted unless negated, about someone else, asked, or (milestones) only intended.
TERMS: dict[Label, re.Pattern[str]] = {
    "stress": re.compile(
        r"\b(stress(ed|ful)?|overwhelm(ed|ing)|exhausted|exhaustion|burn(t|ed)[ -]?out|burnout|anxious|anxiety"
        r"|panick?(y|ing)|drained|worn (out|down)|fatigued?|running on (fumes|empty)|too much on my plate"
        r"|tired(?! in a good way)(?! of (?!feel))|knackered|shattered|wiped( out)?|wrecked|a wreck|frazzled"
        r"|(mentally |brain |totally |completely |absolutely |so )fried|(week|day|month) (has been|was|is) brutal|drowning|struggling|struggl(e|ed) to|on edge|insomnia|depressed|depression"
        r"|hopeless|low mood|mood (is|has been|was) (low|bad|awful|terrible|in the gutter)"
        r"|(feel|feeling|felt|been|so|bit|little|pretty|really|quite|kinda|very) (down|low|flat)\b(?! to\b)"
        r"|crying|falling apart|losing it|piling up|(everything|it all|it's all) (feels like |is )?too much"
        r"|zombie|(absolutely|completely|totally|utterly) (spent|done)|done with this week"
        r"|sleep( has|'s)? (been|was|is) (terrible|awful|bad|horrible|rubbish|crap|poor|shit)"
        r"|(terrible|awful|horrible|bad|poor|rubbish) sleep|under (so much|a lot of) pressure|so much pressure"
        r"|can'?t switch off|nervous wreck|worried sick|stressing)\b",
        re.I,
    ),
    "pain": re.compile(
        r"\b(pain(?![- ]?free)(ful)?|hurts?|hurting|hurt (my|his|her)|aches?|aching|achy|injur(y|ies|ed)|strain(ed)?"
        r"|sprain(ed)?|twisted|tweaked|pulled (a|my) \w+|swollen|killing me|acting up|flar(e|ed|es|ing) up"
        r"|spasm(ed|s)?|on fire|cricked|tore|torn|shin splints|plantar fasciitis|tendini?tis|tendonitis|aggravated"
        r"|pinch(ing)? pain|throbb(ing|s)|rolled (my|an) \w+)\b",
        re.I,
    ),
    "missed": re.compile(
        r"\b(miss(ed)?|skip(ped|ping)?|cancel(l?ed|ling)?|bail(ed)? on|ditch(ed)?|blew off|blow off)\b"
        r"(?! (you|him|her|them|the bus|the train|breakfast|lunch|dinner|dessert|meals?|snacks?|the warm))",
        re.I,
    ),
    "milestone": re.compile(
        r"\b(personal (best|record)|new (pr|pb|record|best)|goal (reached|achieved|smashed|hit|crushed)"
        r"|(reached|hit|smashed|crushed|achieved) my (goal|target)|for the first time(?! in (months|weeks|years|ages|a while))"
        r"|first time i\b|first time i've|a first for me|(did|ran|completed|finished|got|hit|nailed|held) (my|a) first"
        r"|my first (unassisted |strict |full |real )?(pull-?up|chin-?up|push-?up|muscle-?up|5k|10k|half|marathon|triathlon|race)"
        r"|(lost|down) \d+(\.\d+)? ?(kg|kilos?|lbs?|pounds)|halfway (there|to my goal)"
        r"|(fastest|longest|heaviest|lowest|highest|strongest|best)\b[^.,!?]{0,25}\bever\b|broke my (record|pb|pr)"
        r"|never could before|finally (did|hit|got|reached|managed|nailed|ran|can)|fit into my old)\b",
        re.I,
    ),
}
# A bare "PR"/"PB" counts only in capitals: lower-case "pb" is also "peanut butter".
_CAPS_MILESTONE = re.compile(r"\b(PR|PB)\b")
# For missed-session terms: the thing missed must be a session (not "missed the bus").
_SESSION_AFTER = re.compile(r"^\W*(\w+\W+){0,3}?" + _SESSION + r"\b", re.I)
_PASSIVE = re.compile(r"\b(got|get|gets|was|were|been|is|are)\s*$", re.I)  # "my flight got cancelled"
_MISSED_BARE = re.compile(r"^\W*(again|this week|last week|twice)?\W*$", re.I)

_RELATIVE = re.compile(
    r"\b(my|his|her|their|our) (sister|brother|husband|wife|partner|friend|mum|mom|mother|dad|father|son|daughter"
    r"|kids?|boss|colleague|coworker|co-worker|girlfriend|boyfriend|dog|flatmate|roommate)\b",
    re.I,
)
_PRONOUN_SUBJECT = re.compile(r"^\s*(he|she|they)\b", re.I)
_INTENT = re.compile(
    r"\b(want|wanna|hope|hoping|would love|'d love|goal is|aim|aiming|plan|planning|trying to|try to|someday|one day"
    r"|next (week|month|year)|attempt|going for)\b",
    re.I,
)
_CANCELLING_TAIL = re.compile(r"^[^,;]*?\b(anymore|any more|is gone|are gone|has gone|have gone|is over|went away)\b", re.I)
_QUESTION_START = {
    "is", "are", "am", "was", "what", "how", "why", "when", "where", "which", "who", "do", "does", "did",
    "should", "can", "could", "would", "will", "any", "anything",
}
_SENTENCES = re.compile(r"[^.!?\n]+[.!?\n]*")
_CLAUSES = re.compile(
    r",|;|:|\s[-–—]\s|\b(?:but|though|although|whereas)\b|\b(?:so|and|then|because|cause|cuz)\s+(?=i\b|i'm|i've|i'll|i'd)",
    re.I,
)
_WORDS = re.compile(r"[a-z']+")


@dataclass
class Analysis:
    """What one message says: signals asserted, and signals only mentioned negated/asked/about others."""

    asserted: set[Label] = field(default_factory=set)
    denied: set[Label] = field(default_factory=set)

    @property
    def suppressed(self) -> set[Label]:
        """Mentioned, but never as the client's own current signal: the embedder may not add these."""
        return self.denied - self.asserted


def analyse(text: str, narrated: bool = False) -> Analysis:
    """`narrated`: a coach's note about the client, where "she"/"he" *is* the client."""
    out = Analysis()
    norm = text.replace("\u2019", "'").replace("\u2018", "'")
    for sentence_match in _SENTENCES.finditer(norm):
        sentence = sentence_match.group(0)
        words = _WORDS.findall(sentence.lower())
        first = words[0].removesuffix("'s").removesuffix("'re") if words else ""
        asked = sentence.rstrip().endswith("?") and first in _QUESTION_START
        for clause in _CLAUSES.split(sentence):
            if clause and clause.strip():
                _clause(clause, asked, narrated, out)
    return out


def labels(text: str, narrated: bool = False) -> set[Label]:
    return analyse(text, narrated).asserted


def _clause(clause: str, asked: bool, narrated: bool, out: Analysis) -> None:
    def someone_else(before: str) -> bool:
        return bool(_RELATIVE.search(before) or (not narrated and _PRONOUN_SUBJECT.search(before)))

    masked = clause
    for label, rx in PHRASES.items():
        for m in rx.finditer(clause):
            (out.denied if asked or someone_else(clause[: m.start()]) else out.asserted).add(label)
            masked = masked[: m.start()] + " " * (m.end() - m.start()) + masked[m.end():]
    for label, rx in TERMS.items():
        for m in rx.finditer(masked):
            if label == "missed" and (not _is_session(masked[m.end():]) or _PASSIVE.search(masked[: m.start()])):
                continue
            blocked = asked or _negated(masked, m.start(), m.end()) or someone_else(masked[: m.start()])
            if label == "milestone" and _INTENT.search(masked[: m.start()]):
                blocked = True
            (out.denied if blocked else out.asserted).add(label)
    if _CAPS_MILESTONE.search(clause):
        blocked = asked or bool(_INTENT.search(clause)) or someone_else(clause)
        (out.denied if blocked else out.asserted).add("milestone")


def _negated(clause: str, start: int, end: int) -> bool:
    before = _WORDS.findall(clause[:start].lower())[-NEGATION_WINDOW:]
    if any(w in NEGATORS or w.endswith("n't") or w in ("cant", "dont", "didnt", "wasnt", "isnt") for w in before):
        return True
    if "used" in before and "to" in before:  # "used to be burned out"
        return True
    return bool(_CANCELLING_TAIL.match(clause[end:]))


def _is_session(after: str) -> bool:
    """'missed the morning run' / 'skipped leg day' / 'missed it again': what was missed is training."""
    return bool(_SESSION_AFTER.match(after) or _MISSED_BARE.match(after))
