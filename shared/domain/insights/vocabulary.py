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
  "my sister…"-style subjects count as someone else ("my mate", "Sarah from
  work", and things watched or read — "the film was so stressful" — too).
  The phrase spans are masked first, so "can't sleep and stressed" does not
  read "can't" as negating "stressed". "without" negates only the word right
  after it ("without pain", not "without stopping for the first time").

Then whole sentences or messages that report nothing now, whatever their words:
    a general question  "is it normal to …?", "how do I avoid …?"
    good tiredness      "tired but in a good way", "sore, the good kind", "DOMS";
                        minimised: "a little tired but nothing major"
    an episode over     past tense + a recovery ("I was stressed last month but
                        things have calmed down", "used to … not anymore", "long gone")
    a joke              "jk", "said no one", "nah I'm good" (the whole message)
    about someone else  a sentence that opens with "my son / my wife …" and has
                        no "I" or "me" in it (not in a coach's note)

Someone else is read from the sentence's roles, not from a list of people: a
relative or friend only as the subject ("my dad is exhausted", not "Beat my
brother at the 10k"), someone's body ("Mum's hip", "hurt his hand"), a subject
that is not the client with a copula before a stress term ("Head chef is
stressed"), another actor's or a passive cancellation ("the babysitter
cancelled", "the class got cancelled"). A fatigue word used as a verb on a
thing is no state ("shattered my phone screen"); a loss counts as a milestone
by its size (from about 1.5 kg: "lost 0.2kg this week" is a fluctuation).

`analyse()` also reports which signals were mentioned only negated (or only
about someone else, or only asked about, or contradicted by a cue of the
opposite: "sleeping loads better", "it went away", "I'd love to …"): the
embedder's probe in detectors.py must not add those back ("I'm not exhausted"
is close to "I'm exhausted" in embedding space).

v12 widened the vocabulary by families rather than phrases: a mind, head or mood (and a body part) as the
subject of a bad state in any tense ("brain is mush", "IT band is screaming", "hamstring went"); verbs by
their morphology ("wiping me out", "flaked on", "skived off"); a negated verb of attending with a session or a
day as its object ("not making Wednesday", "not going to run tomorrow"); bests against the client's own past
("longest since the birth", "a lifetime best"); elongated and slipped spellings ("soooo tiiired",
"overwhelemed") and a few faces (😩 🤕). And scope: a past habit anywhere before a term in its clause ("used to
have terrible back pain", not "I'm used to"), a predicate that denies the term ("the injury hasn't flared up"),
a condition ("if the knee flares up"), a near miss ("nearly missed", "almost hit") and a nuisance ("parking is a
pain") report nothing.

v13 (after v12-blind was scored and moved into dev) added the classes of its misses: text-speak read as words
("cnt make 2morrow", "sesh"), a dropped g read with it put back ("knee playin up"), sleep negated in any form
("not slept a wink"), crying (not for joy), rumination and "setting me off", stress that is someone else's
("stressful for the ewes"), "glad it's not me", a session not attended in other words ("wasn't there", "stayed
in bed instead of going", "only got one of my three sessions done"), broken times, a healthy range regained, a
result named as the goal, dreams and tries (intent), records in eating or lazing (jokes), plain distance-and-time
logs (probe veto).

v15 (after v14-blind, the first set by an author who had not read these rules, was scored and moved into dev) added
the classes of its misses and false alarms: sleep counted as a range ("4-5 hrs"), a negation that intensifies a
distress verb ("can't stop crying"), stopping sleeping or eating, "tensed" and pressure as states, sleep in decline,
dozing by day, awake at a small hour, a bad patch; a weary face beside a pain or a missed session is about that, tears
over a film are not distress, a verb used on a thing ("depressed the clutch"); "paining", a limb left implicit
("cannot bend fully"), a fall onto the body, a movement that is an ordeal ("sitting is torture"), a clinician's
restriction ("surgeon says no heavy lifting"), a joint coming out; an injury that is a topic ("reading about ACL
injuries"), pretend ("fake sprained ankles") or an animal's, "tore X apart", "pain au chocolat"; a session put off
to another week or rain-checked, time off training, planned and not done ("was meant to … but didn't"), going home
instead of in, more verbs of scrapping, not able in the past, not showing up, a negation without its auxiliary ("I
no come today"), trained anyway; a health marker out of a bad range, normal again or off the medication, a number
agreed beforehand and hit, a route completed, to the end without a break ("didn't walk once") or without a walking
aid, a medal without a determiner, more than an old best.

v18 (after v17-blind moved into dev) fixed missed-session and milestone false alarms by class, read out of fold over every
dev round (bench/detector_cv.py --errors): what a limb can or cannot do is no session ("can't run on it yet"); a miss
only thought about or hoped for ("thought about skipping parkrun", "fingers crossed I dodge it"); misses said to be over
("not one since"); a part of a session, a subscription or a work event is none ("skipped the warm-up", "cancelled
Netflix", "the away day"); a best missed, nearly reached or abandoned ("missed my PB by two seconds", "nearly got my
PB", "had to DNF"), records in watching, eating or lazing, a quiz won, the best thing ever had or seen, a thing done to
an object ("finally got replaced"), hours of work ("from 6 to 6"); and probe vetoes for training done, still to come or
looked forward to ("ran outside instead", "got all four sessions in", "will train Sunday", "can't wait for tomorrow's
session"), the trainer missed ("missed you at the gym"), no day off, the wider family as the subject, plain logs and
steps, weight gained or the scales up, a goal still ahead or conditional, an entry, a try to come.

v19 (issue 18 again: stress recall, pain and milestone precision) fixed the stress, pain and milestone errors of every
dev round read out of fold, by class: sleep negated by "without"; "said no one" denies only the claim it follows
("Best week ever, said no one. … I'm fried" reports the fatigue); the client sharing someone else's state ("… and
honestly so am I"); a good-kind cue the client denies ("not normal DOMS"); pain that is no body's (pride, "the pain of
watching", a motto, the hours of an event); a pain only foreseen ("I might hurt my back if …"); a subject's head noun
before a place ("Team at work is burnt out"); an episode over ("way calmer now", "in a great place now"); "pulled" with
a lift as its object; a claim taken back as someone else's; an opportunity ("finally got the chance") is no milestone.
And probe vetoes: calmer, coping and said so, energy and ease said outright, a negation that intensifies a good state
("never felt calmer"), a heart's stress test; a body part loosened or fine since a treatment; the burn of a set; a
plateau, a move still out of reach, a weak day, a thing done again after a while ("first time in ages").

v20 (issue 18: stress recall, milestone precision) added the families of the stress misses and milestone false alarms of
every dev round read out of fold (bench/detector_cv.py --errors stress,milestone): a load on the client ("everything is on
top of me", "this week has been a lot", "just surviving each shift", "hanging on by a thread"), a head or nerves in a bad
state said other ways ("nerves are frayed", "brain feels like cotton wool"), something "doing my head in" whatever its
subject (a term naming "my" is the client's), dialect and slang fatigue ("wabbit", "jiggered", "zonked", "wrung out"),
low mood in idiom ("in a funk", "feeling empty", "don't see the point", grieving), sleep gone from memory ("forgotten
what sleep is", "lay there till the alarm", "sleep's shot"), fear eating at the client. And probe vetoes for milestone:
a day's training rated by how it felt ("felt great", "decent day"), training not done, an injury grumbling or recovered
from, a start or a plan received, going at all ("dragged myself in"), a small loss told as slow, sets repeated, a record
of work done, a limit kept. And for stress: a pain the keywords read with no stress word beside it vetoes the stress probe
(it read "my neck and traps are in agony" as distress); "numb and blah" is a mood, not a numb limb.

v21 (issue 18: milestone precision first, with v18-blind moved into dev) added classes of false milestones named in the
issue and seen in the dev rounds' out-of-fold errors, each acting only on a sentence that speaks of an achievement
(_MILESTONE_TALK), so that a denied part does not leave the probe's scoped text for the other signals: someone else's
achievement told in the third person with the client nowhere in the sentence (unless a proxy says so), a team, club or
group as the subject of a win or a record, an achievement placed long ago ("back in 2008", "as a teenager", unless set
against now), a plan or a forecast ("next month I'm attempting", "should hit my goal weight in three weeks", "going after
a new max"), a best missed by a margin or still a margin away ("by 40 seconds", "half a kilo away"). And for the other
signals: a question the next words deny ("Burnt out? Not me"), a good present after a past episode ("this year I'm
thriving", "feels like another life"), the client as the subject right before a state whoever the sentence began with
("... and honestly I'm so stressed"), the coach let down ("cancelled on you"), late but coming, a burn loved or an ache
from laughing, "grand now", "nothing sore", a body in top form in idiom ("felt unstoppable").

v22 (issue 18: milestone precision, with v20-blind moved into dev) made one structural change and added classes from the
dev rounds' out-of-fold errors. Structural: the probe may add a milestone only to a message that speaks of something
achieved (speaks_of_achievement: _MILESTONE_TALK or _ACHIEVED, applied by detectors._keyword_analysis); topic without an
achievement ("I'm wrecked. Baby up at 1, 3 and 5", "Drank 2.5 litres of water") is none. Milestone classes: a win at a
game, a quiz or cards; a first time back; a first mishap ("first parking ticket"); "passed" a place; an animal's "PB"; a
conditional capital PB ("if I PB at the meet"); training toward a first ("training for my first half"); and probe
vetoes for a near miss with any verb ("Nearly held the handstand"), a shortfall ("not there yet", "could only do 3"), no
new records. Milestone terms for the dev rounds' keyword misses (their recall fell below the 0.85 guard once v20-blind
joined): a job or a place got, "graduated", sober and smoke-free counts, a best set against the old one, a list ticked
off, a reading where the doctor wanted it, a sub-time on an event, a debt paid off, a qualifying place, a goal set at the
start, a first century, a number chased. Other signals: a feeling that is no body in pain ("I'm in bits", "my heart aches
for them", "nerves are frayed"), a burn liked after a comma, an ache said to be normal; a device run down, tears of
pride, a sleep a sore part stops, high spirits and relief (probe veto); a planned rest day, a swap, a medal missed out on,
consistent now after a past of misses.

v23 (issue 18: milestone and stress precision, with v21-blind moved into dev) added classes of the dev rounds' out-of-fold
false alarms, v21-blind's the freshest: a relapse that undoes a count of days without something ("back to square one");
an entry or a booking with no result told ("First triathlon is booked for June"); a goal on its way or a target dated
ahead ("slowly getting there", "the plan is to hit 60kg by Easter"); a best missed "within" a margin; someone else with
no pronoun ("Mate of mine broke the club record"); a game's rank; a group after a filler word; a question after a
vocative ("Coach, do you think ...?"). Stress: tears at the finish line, "wiped out on" something (a fall), a good new
present after a past episode, spent and elated, "felt like a god" (probe veto). Pain: a body clock in bits, patois
"nuh" as a negator (resolutions said formally or plainly are in detectors.RESOLVED). Missed: "can't not", the coach as
"you" who cancelled, "missed you at" any gathering (probe veto).

v25 (issue 18: precision, and the known unfixed classes, with v23-blind moved into dev) read headaches, migraines and
cramps as pain (not a nuisance called a headache, a cramped room, "without my calves cramping"); idiom and sarcasm that
report stress ("eating me alive" but midges, "on my knees", "crawling out of my skin", "white-knuckling", tired of or done
with everything, "toast", "in bits", spiralling, "with worry", sleep that will not come, waking at a small hour, feeling
awful about it, wanting to hide in bed, a job called a nightmare; praise beside a load no one praises, "not me crying");
Scots negations ("cannae", "wasnae") as text speak. False alarms of the dev rounds, as classes: arms giving out in a set,
"poor thing", nervous-excited, a lift that is an elevator, misses told of last month, the slowest best of my life; and
probe vetoes: part of a distance, a result not known, congratulations to a group, intake logs, a relative's achievement
in its own clause, fine and said so, sleeping ok, a recovery measured, an injury supposed.

Each text's analysis is kept (ANALYSIS_CACHE_SIZE, least recently used out): chatWithAI's digest runs these rules
over the client's week on every chat.

Tuned on the `dev` split of bench/insights_labels.jsonl (v25: every earlier blind round moved in after it was scored,
v23-blind the last); the `blind` split holds v24-blind (written by v24's author before reading these rules) and v25-blind
(written by v25's author before reading them, committed before any detector ran on it); neither was read for v25
(docs/BENCHMARKS.md says how each round was scored). Figures for both in docs/BENCHMARKS.md ("insight-labels").
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from shared.kernel.lazy_regex import lazy_compile  # ~60 patterns: compiled when a detector first runs, not at import

Label = str

NEGATORS = {"not", "no", "never", "nuh", "without", "zero", "nothing", "none", "nor", "hardly", "barely", "stopped", "quit", "less",
            "better"}
NEGATION_WINDOW = 3  # words before a term

_SESSION = (
    r"(workouts?|sessions?|training|trainings|gym|runs?|running|class(es)?|leg day|practice|lifts?|swim|ride|spin"
    r"|yoga|pilates|hiit|cardio|(mon|tues|wednes|thurs|fri|satur|sun)day('s)?|today|tomorrow('s)?|tonight('s)?"
    r"|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|the \d{1,2} ?(am|pm)?|\d{1,2} ?(am|pm)|this week|masters|crew|club"
    r"|turbo|parkrun|spin class|bootcamp|circuits|lesson|pt|pt session"
    # v12+: a dentist's or a doctor's appointment is no session.
    r"|(?<!dentist )(?<!dental )(?<!doctor )(?<!doctor's )(?<!doctors )(?<!gp )(?<!hospital )(?<!hair )(?<!vet )(?<!optician )"
    r"(?<!eye )(?<!smear )(?<!school )(?<!work )(?<!bank )appointment|sparring|rolling|drills|nets|league match|match"
    r"|yesterday('s)?|this morning|both|two|three|all|it|everything"
    # v10: a body-part day and other outings ("skipped legs", "the rowing outing", "the pool").
    r"|legs|arms|upper body|lower body|long run|intervals|outing|pool|bike|group ride|this evening)"
)
_BODY = (
    r"(knee|back|shoulder|ankle|hip|wrist|neck|elbow|hamstring|calf|foot|feet|groin|quad|shin|achilles|glute"
    r"|it band|rotator cuff|heel|toe|arm|leg|hand|finger|chest|ribs?|thumb|(my|left|right) side)s?"
)

# v18: what a body part can or cannot do, not a session: "can't run on it yet", "can't walk on that foot".
_ON_THE_LIMB = r" (on|with|through) (it|that|this|them|my|the|a|an)\b"

# A fatigue word used as a verb on a thing is not a state: "shattered my phone screen", "burnt my forearm".
_NOT_TRANSITIVE = r"(?! (my|the|a|an|his|her|our|their|your|its|it|some|\w+'s)\b)"

# Phrases that are signals *because of* their negation: counted as they stand.
PHRASES: dict[Label, re.Pattern[str]] = {
    "stress": lazy_compile(
        r"\b(can'?t|cannot|couldn'?t|could not) (seem to )?(sleep|(switch|shut|turn) (my (brain|mind|head) )?off|focus|cope|relax|keep up"
        r"|get out of bed|wind down)"
        r"|\bhaven'?t had (a|one) (decent|good|proper|full) night'?s? (sleep|kip|rest)|\b(getting|got) on top of me"
        r"|\btoo (stressed|tired|exhausted|drained|anxious|overwhelmed) to\b"
        r"|\bnot (been )?sleeping|\bhaven'?t (been )?(slept|sleeping)|\bdidn'?t sleep\b(?! in\b)|\b(barely|hardly) (sleep\w*|slept)"
        r"|\b(no|zero) (energy|sleep)\b|\bnot (doing |feeling )?(so |too |very |that )?(great|well|good|ok|okay)( mentally)?\b"
        r"|\bnot myself\b"
        # v25: sleep that will not come ("my sleep is not coming", "sleep won't come").
        r"|\bsleep (is not|isn'?t|won'?t|will not|doesn'?t|does not|just won'?t) (coming|come)\b"
        # v20: something "doing my head in" is the client's state whatever the subject ("Exams are doing my head in").
        r"|\b(doing|done|does|do) my (head|nut|brain) in\b"
        r"|\bnot coping\b|\bbarely (coping|holding|functioning|keeping my head|(get|got|getting) through)"
        # How little sleep, in numbers: "maybe 4 hours", "running on 5 hours a night", "3 hours sleep".
        r"|\b(maybe|about|only|like|on|barely|just|got|get|getting|had|had about|managing|managed|surviving on|running on) (about |maybe |like |only )?([1-5]|one|two|three|four|five)"
        # v15: a range, however written ("4-5 hrs", "3 to 4 hours", "5/6 hours").
        r"( ?(or|to|-|–|/) ?([2-6]|two|three|four|five|six))? ?(hours|hrs|h)\b"
        r"(?! (of )?(training|cardio|work|driving|meetings?|studying|walking|hiking|a week))"
        r"|\b[1-5] (hours|hrs)'? (of )?sleep|\bsleep(ing)? (for )?(about |maybe |only )?[1-5] (hours|hrs)"
        r"|\b(can'?t|couldn'?t) (get back to|fall|get to) sleep|\bsleep\w*[^.!?]{0,20}\bso neither (am|do) i\b"
        r"|\b(can'?t|cannot|couldn'?t) (think straight|stop worrying|stop thinking|concentrate)"
        # v15: a negation that intensifies a distress verb ("can't stop shaking", "couldn't stop crying").
        r"|\b(can'?t|cannot|couldn'?t|could not) (seem to )?stop (crying|sobbing|shaking|trembling|panicking|overthinking|worrying"
        r"|ruminating|spiralling|spiraling)\b"
        # v15: stopping what keeps one going ("basically stopped sleeping"); a mind that will not stop ("brain won't
        # switch off"); nothing worth the effort ("can't be bothered with anything").
        r"|\b(stopped|stop|stopping) (sleeping|eating properly|eating)\b"
        r"|\b(brain|mind|head|thoughts)('s| is| are)? (just )?(won'?t|will not|doesn'?t|does not|can'?t|cannot|never) (switch|shut|turn|calm|quiet(en)?) (off|down)\b"
        r"|\b(can'?t|cannot|couldn'?t) be bothered (with|to do|doing) (anything|everything|much|life|people)\b"
        r"|\bno (motivation|drive|energy)\b|\blacking (energy|motivation)"
        # A negation that intensifies: "never been this tired", "couldn't be more stressed".
        r"|\bnever (been|felt) (this|so|as|more) (tired|exhausted|stressed|drained|anxious|low|knackered|shattered"
        r"|overwhelmed|burnt out|burned out|wiped|run down|wrecked)"
        r"|\b(couldn'?t|could not|can'?t) (be|feel|get) (any )?more (tired|exhausted|stressed|drained|anxious|overwhelmed)\b"
        # A headspace or sleep spoiled, said with a negation or a verb of damage.
        r"|\b(not|n't|never) (been )?(in )?(a |the )?(good|great|the best|healthy) (place|headspace|head ?space|frame of mind)"
        r"|\b(wreck|ruin|destroy|kill|mess(ed)? up|wrecked|ruined|destroyed|killed|wrecking|ruining|destroying|killing)"
        r"( up)? my sleep\b",
        re.I,
    ),
    "pain": lazy_compile(
        r"\b(can'?t|cannot|couldn'?t) (put (any )?weight on|turn my head|(lift|raise|bend|straighten|move|rotate|flex|extend) my"
        # v15: the limb left implicit ("cannot bend fully", "can't straighten it properly").
        r"|(bend|straighten|flex|extend|rotate) (it )?(fully|properly|all the way|right)\b"
        r"|walk (properly|on it|without)|run without)"
        r"|\b(felt|heard) (a|something) (pop|snap|click|tear)|\b(?!(arms?|legs?|hands?|fingers?) gave out\b)" + _BODY + r" (gave way|went on me|gave out|locked up)"
        r"|\bnot the good kind\b"
        r"|\btoo (sore|painful|swollen|stiff|tender) to (run|walk|train|lift|bend|squat|grip|kick|play|stand|sit|sleep|move|go)"
        # v15: a fall onto the body ("landed on my tailbone", "came down awkwardly on my wrist"), not on one's feet.
        r"|\b(landed|landing|fell|falling|came down|coming down|crashed|went down|slipped) (\w+ ){0,3}?(hard |heavily |awkwardly |badly |right )?"
        r"on (my|the) (\w+ )?(tailbone|coccyx|bum|backside|butt|ribs?|head|face|wrist|elbow|knee|hip|shoulder|ankle|back|hand|arm"
        r"|collarbone|neck|side|chest)s?\b"
        r"|\b(landed|fell|came down) (hard |heavily |awkwardly |badly )on (my|the) (\w+ )?(foot|feet|leg|legs)\b"
        # v15: an everyday movement that the body turns into an ordeal ("sitting is torture", "kneeling is agony").
        r"|\b(sitting|standing|walking|bending( down)?|kneeling|squatting|sleeping|lying( down)?|stairs|climbing stairs|breathing"
        r"|coughing|sneezing|typing|gripping|lifting my arm|turning my head)( \w+)?( is| was|'s| has been| have been| are) (\w+ )?(torture"
        r"|agony|murder|excruciating|unbearable|impossible|a nightmare)\b"
        # v15: a clinician restricting training ("physio says no running for two weeks", "surgeon says no heavy lifting").
        r"|\b(doctor|doc|gp|physio|physiotherapist|surgeon|consultant|specialist|osteo|osteopath|chiro|chiropractor|nurse)('s)? "
        r"(says?|said|told me|has told me|wants me|advised|advises|ordered|recommends|recommended)( me)?( that)?( there'?s| it'?s)? "
        r"(no|not to|to (avoid|stop|rest|stay off|keep off|lay off|take it easy|ease off)) (\w+ )?(running|lifting|training|impact|jumping"
        r"|sport|exercise|weights|squats?|deadlifts?|football|gym|it|cycling|swimming|contact|lifts?|sessions?|for (a|two|three|\d+) (weeks?|days|months?))\b",
        re.I,
    ),
    "missed": lazy_compile(
        r"\b(can'?t|cannot|couldn'?t|won'?t|will not|wont) (make it|be able to (come|make it|train|do it)"
        r"|make (it|(mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow|the session|the class|training))"
        r"|\btoo (stressed|tired|busy|sore|exhausted|drained|sick|ill) to (train|go|work ?out|run|make it|exercise)"
        r"(?! (properly|well|hard|heavy|as (hard|much|well)|at full|flat out|any harder))"
        r"|\bdid(n'?t| not) (train|work ?out|exercise|go running|run|get to the gym|go to the gym|make it|do (the|my|any|it)\b)"
        r"|\bhaven'?t (trained|worked out|exercised|been (to|at) the gym|run|been training)"
        r"|\bno (workouts?|training|sessions?|gym) (this|last|since|for)\b|\bonly made it to (one|1|two|2)\b"
        r"|\b(can'?t|cannot|couldn'?t) (train|work ?out|exercise|get to the gym|go to the gym|run|swim)\b(?!" + _ON_THE_LIMB + r")"
        r"|\b(won'?t|will not|can'?t|couldn'?t) be able to make\b|\b(not|n'?t) (going to|gonna) (make it|make (the|our|tonight|tomorrow))"
        r"|\bhaven'?t (done|managed) (any|the|my|a single|one)\b|\bdid(n'?t| not) (get|fit) (a|any|my|the|one)( single)? \w+ in\b"
        r"|\bgive (it|tomorrow|tonight|today|training|the session|(mon|tues|wednes|thurs|fri|satur|sun)day) a miss"
        r"|\b(?<!sleep )(?<!sleep just )(can'?t|cant|can not|cannot|couldn'?t|won'?t|shan'?t|unable to|not able to) (come|attend|be there|join)\b"
        r"|\b(won'?t|shan'?t|will not|not going to|n'?t going to|not gonna) be able to (come|attend|make|train|do it|join)\b"
        r"|\b(can'?t|cannot|couldn'?t|won'?t) (do|make) (the |our |my |this )?(\w+ )?" + _SESSION + r"\b"
        r"|\b(can'?t|cannot|couldn'?t) face (the |my |this )?(gym|session|workout|run|class|training)\b"
        r"|\b(won'?t|will not|not) be coming\b|\bno (workouts?|training|sessions?|gym|run) today\b"
        r"|\bsit (out|this one out)\b|\bsitting out\b|\bdid(n'?t| not) manage (any|the|my|a|to (train|go|get))\b"
        r"|\b(couldn'?t|didn'?t|did not) (get|make it) (to|down to) (the )?(gym|session|class|training|pool|track)"
        # Not coming in, said other ways: "won't be in", "pass on tonight", "no chance of getting to the gym".
        r"|\b(won'?t|will not|not going to|n'?t going to|not gonna|can'?t|cannot) be (in|there|at (the )?(gym|session|class))\b"
        r"|\b(pass|passing) on (" + _SESSION + r")\b|\bno (chance|way) (of|i can|i'?ll) (get|getting|make|making)\b"
        r"|\bno (chance|way|hope) of (a|any|getting|making|doing) (\w+ )?(session|workout|training|run|gym|class|swim)"
        # Dropping a session, said other ways: "drop our session", "no class for me tonight", "Tuesday's off".
        r"|\b(drop|dropping) (our |the |my |this |tonight'?s |tomorrow'?s )?(\w+ )?" + _SESSION + r"\b"
        r"|\bno (session|class|gym|training|run|swim|sparring|workout)s?( for me)? (tonight|today|tomorrow|this week)\b"
        r"|\bno (session|class|gym|training|run|swim|sparring|workout)s? for me\b"
        r"|\b(mon|tues|wednes|thurs|fri|satur|sun)day('s| is) off\b"
        r"|\bsit (this|the|that|tonight|tomorrow)('s)? (\w+ )?out\b"
        r"|\bdid(n'?t| not) get (any|a single|my|the|one) (\w+ )?(workouts?|sessions?|training|runs?|swims?|classes) (done|in)\b"
        r"|\b(not|n'?t) (going to|gonna|able to) make (any|the|our|my|this|either)\b"
        r"|\bhaven'?t been (to|near|in) (the )?(gym|pool|track|class|studio|club|box)\b"
        r"|\bonly (got|managed|did|made) (one|1|two|2|a single) (session|workout|run|class)"
        # v10: being absent from a session or a day, said many ways: "I'm out for Thursday", "count me out for
        # Saturday", "Thursday's a no from me", "tonight's off", "pull out of Saturday's session", "gave the pool a
        # swerve", "scrap tomorrow's session", "won't be at bootcamp", "I'll not make it tonight", "the outing went
        # ahead without me", "sorry for the no-show".
        r"|\b(count me out|(i'?m|i am|i'?ll be) out) (for|of) (the |our |my |this |\w+'?s )?" + _SESSION + r"\b"
        r"|\b" + _SESSION + r"('s| is| was) (a no\b|a no-go|no-go|off\b|a write-?off|a washout)"
        r"|\b(pull(ing|ed)?|duck(ing|ed)?|back(ing|ed)?|drop(ping|ped)?|bow(ing|ed)?) out of (the |our |my |this |\w+'?s )?(\w+ )?" + _SESSION + r"\b"
        r"|\b(bin(ning|ned)?|jack(ing|ed)?|knock(ing|ed)?|sack(ing|ed)?|call(ing|ed)?) (it |\w+ )?off\b[^.!?]{0,20}\b" + _SESSION + r"\b"
        r"|\b(bin|binning|binned|jack|sack|call) (it|tonight|tomorrow|today|training|the session) off\b"
        r"|\b(give|gave|giving|given) (the |my |our |tonight'?s |tomorrow'?s )?(\w+ )?" + _SESSION + r" a (miss|swerve|body swerve|skip)\b"
        r"|\b(scrap|scrapping|scrapped|ditch|ditching|ditched|bin|binning|binned|sack off|knock on the head|scratch|scratching"
        r"|scratched|axe|axing|axed|nix|nixing|nixed|shelve|shelving|shelved) (our |the |my |this |tonight'?s |tomorrow'?s |\w+'?s )?(\w+ )?" + _SESSION + r"\b"
        r"|\b(won'?t|will not|wont|not going to|n'?t going to|not gonna|can'?t|cannot|shan'?t) be (at|in for|joining) (the |our |my |this |tonight'?s |tomorrow'?s )?(\w+ )?" + _SESSION + r"\b"
        r"|\b(i'?ll|i will|we'?ll) not (make it|be (in|there|coming))\b|\bno way i'?m (getting|making it|going to make|going)\b"
        r"|\b(went ahead|go ahead|going ahead|carried on|happened) without me\b|\bno[- ]show\b"
        r"|\b(a|been a) (complete |total )?write-?off( \w+)? (training|gym|session|workout)[- ]?wise\b|\btraining[- ]wise\b[^.!?]{0,20}\bwrite-?off"
        r"|\bwrite-?off\b[^.!?]{0,15}\btraining"
        # Not having trained for a span: "haven't lifted anything since the move", "not been on the bike for a fortnight".
        r"|\b(haven'?t|have not|'ve not|i'?ve not|not) (been )?(lifted|trained|ridden|swum|run|on the bike|in the pool|on the mat"
        r"|near a (gym|bike|pool|bar)|lifted (a thing|anything|a weight))[^.!?]{0,25}\b(since|for (a|two|three|four|\d+) (weeks?|fortnight|months?))"
        # v12, by construction rather than by phrase: a negated verb of attending or training with a session or a day
        # as its object ("Not making Wednesday", "not going to run tomorrow", "not gonna make circuits", "can't come
        # in Friday"); too worn out for it ("too wiped out from nights to come in tomorrow"); a session forgotten, given
        # a rest, that did not happen, or left early.
        r"|\b(not|won'?t|can'?t|cannot|couldn'?t|didn'?t|did not|am not|unable to)( going to| gonna| be able to| able to)?"
        r" (make|making|do|doing|run|running|come|coming|come in|coming in|go|going|train|training|swim|swimming|ride|riding"
        r"|lift|lifting|attend|attending|get to|getting to|be at|get down to)( it)?( to| down to| in for| in on| for)?"
        r" (?!" + _ON_THE_LIMB[1:] + r")(the |my |our |this |tonight'?s |tomorrow'?s |\w+'?s )?(\w+ )?" + _SESSION + r"\b(?! (instead|either way|as planned))"
        # zero-width: the state word stays readable for stress ("too fried to train" is both)
        r"|\b(?=too [\w-]+( [\w-]+)?( (from|after|with|because of) [^.,!?]{1,30})? to (come( in)?|train|go|work ?out|run|make it|exercise|lift|swim|ride|do (it|the \w+)|face (it|the \w+))\b"
        r"(?! (properly|well|hard|heavy|as (hard|much|well)|at full|flat out|any harder)))"
        r"|\bforg(o|e)t(ten)? (all )?(about )?(the |my |our |this |tonight'?s |tomorrow'?s |\w+'?s )?(\w+ )?" + _SESSION + r"\b"
        r"|\b(give|gave|giving|given) (the |my |our |tonight'?s |tomorrow'?s )?(\w+ )?" + _SESSION + r" a (rest|break|pass)\b"
        r"|\b" + _SESSION + r" (just |simply )?(didn'?t|did not|never|won'?t|isn'?t going to) happen"
        r"|\b(had to |have to )?(left|leave|leaving) (the |my |our )?(\w+ )?" + _SESSION + r" (early|halfway|half way|after \w+ minutes)"
        # v12+: staying put instead of going ("stayed in bed instead of going to my 7am class"); one of several done;
        # a session forgotten in other words ("blanked on our session", "Tuesday's session slipped my mind").
        r"|\b(stayed|stay|staying|slept|sleeping|lay|lying|sat|sitting|chilled|chilling|hid|hiding)\b[^.!?]{0,40}\binstead of"
        r" (going|heading|getting|doing)( to| down to)? (the |my |our )?(\w+ )?" + _SESSION + r"\b"
        r"|\b(only|just) (got|managed|did|made|done) (one|1|two|2|three|3) (of|out of) (my|the|our) (\w+ )?(sessions|workouts|runs"
        r"|classes|swims|rides)"
        r"|\bblank(ed|ing)? on (the |my |our |this |tonight'?s |tomorrow'?s |\w+'?s )?(\w+ )?" + _SESSION + r"\b"
        r"|\b" + _SESSION + r"\b[^.!?]{0,30}\b(slipped|went clean out of|went out of) my (mind|head)"
        # v12+: not there ("sorry I wasn't there this morning"); a set programme not touched.
        r"|\b(i )?(wasn'?t|was not) (there|in|at (the )?(gym|session|class|training))\b(?! (either|long|for long))"
        r"|\bdid(n'?t| not) (touch|open|start|look at) (any of |the |my |your )?(\w+ ){0,3}(workouts?|sessions?|programme|program|plan)\b"
        # v15: a session put off to another week ("push Monday's PT to next week"), or a rain check; not a time moved
        # within the day ("move Thursday to 8am").
        r"|\b(push|pushing|pushed|move|moving|moved|shift|shifting|shifted|bump|bumping|bumped|postpone|postponing|postponed|put off"
        r"|putting off|delay|delaying|delayed|kick|kicking|kicked|reschedule|rescheduling|rescheduled) (back )?(our |the |my |this |tonight'?s "
        r"|tomorrow'?s |this week'?s |\w+'?s )?(\w+ )?" + _SESSION + r"( back)? (to|till|until|for|into) (next|the following|another|a later) (week|month|fortnight)\b"
        r"|\b(postpone|postponing|postponed) (our |the |my |this |tonight'?s |tomorrow'?s |\w+'?s )?(\w+ )?" + _SESSION + r"\b"
        r"|\b(take|taking|took|have|having|had|need|needing) (a |another )?rain ?-?check (on|for)\b"
        # v15: time off training ("took the week off training", "a fortnight off the gym"), not off work.
        r"|\b(took|taking|take|taken|had|having|have|need|needed|needing)( a| the| this| last| that| my)? (whole |full |couple of |few )?"
        r"(week|weeks|day|days|fortnight|month|weekend) off (training|the gym|gym|running|lifting|sessions|exercise|exercising|swimming"
        r"|the bike|the pool|climbing|workouts|working out)\b"
        # v15: going home instead of going in ("sat in the car park then drove home instead of going in").
        r"|\binstead of (going|heading|getting) (in|inside|in there)\b"
        # v15: not able, in the past ("wasn't able to come yesterday"); not showing up; not getting out for the runs; a
        # negation without its auxiliary ("I no come today", "I not coming tomorrow").
        r"|\b(wasn'?t|was not|weren'?t|were not|haven'?t been|hasn'?t been) able to (come|attend|make it|train|get (in|there|down)|join|go)\b"
        r"|\b(not|didn'?t|did not|never) (show|showing|showed) up\b"
        r"|\b(couldn'?t|could not|didn'?t|did not|never) get out for (any of |a single one of |a |my |the |our )?(\w+ )?(runs?|rides?|swims?|walks"
        r"|sessions?|workouts?|training)\b"
        r"|\bi (no|not) (come|coming|go|going|make|making|attend|attending|train|training)( to)?( the| my| our)? (\w+ )?(today|tomorrow|tonight"
        r"|session|class|gym|training|(mon|tues|wednes|thurs|fri|satur|sun)day)\b",
        re.I,
    ),
}

# Terms: counted unless negated, about someone else, asked, or (milestones) only intended.
TERMS: dict[Label, re.Pattern[str]] = {
    "stress": lazy_compile(
        r"\b(stress(ed|ful)?\b(?![- ](fractures?|reactions?|test|tests|tested|testing|balls?|incontinence|hormones?|response))"
        r"|overwhelm(ed|ing)|exhausted|exhaustion|burn(t|ed)[ -]?out|burnout|anxious|anxiety"
        r"|panick?(y|ing)|drained" + _NOT_TRANSITIVE + r"|worn (out|down)|fatigued?|running on (fumes|empty)|too much on my plate"
        r"|tired(?! in a good way)(?! of (?!feel))(?! (eyes|legs|arms|muscles))|knackered|(shattered|wiped( out)?|wrecked)" + _NOT_TRANSITIVE + r"|a wreck|frazzled"
        r"|(mentally |brain |totally |completely |absolutely |so )fried|(week|day|month) (has been|was|is) brutal|drowning|struggling|struggl(e|ed) to|on edge|insomnia|depressed" + _NOT_TRANSITIVE + r"|depression"
        r"|hopeless|low mood|mood (is|has been|was) (low|bad|awful|terrible|in the gutter)"
        r"|(feel|feeling|felt|been|so|bit|little|pretty|really|quite|kinda|very|super)( super| really| pretty| a bit| so| very)?"
        r" (down|low|flat|meh)\b(?! to\b)"
        r"|crying|falling apart|losing it|piling up|(everything|it all|it's all) (feels like |is )?too much"
        r"|zombie|(absolutely|completely|totally|utterly) (spent|done)|done with this week"
        r"|sleep( has|'s)? (been|was|is) (terrible|awful|bad|horrible|rubbish|crap|poor|shit)"
        r"|(terrible|awful|horrible|bad|poor|rubbish) sleep|under (so much|a lot of) pressure|so much pressure"
        # v15: sleep in decline ("sleep has gone to pot"), dozing off by day ("nodding off at my desk"), awake at a small
        # hour ("wired at 2am"), a bad patch, a hard time in one's head, something wearing the client down ("the rota is
        # destroying me"), a phonetic spelling ("strest").
        r"|sleep('s| has| is)? (\w+ )?(gone|going|went) (to pot|downhill|to pieces|out the window|to hell|to the dogs|haywire)"
        r"|(nodding|dozing|drifting|falling|fell|nodded|dozed) (off|asleep) (at|on|in|during) (my desk|the desk|the wheel|work|meetings?|the bus"
        r"|the train|lectures?|class|my laptop)"
        r"|(wired|awake|wide awake|lying there|staring at the ceiling) (at|till|until|past) ([1-5]|one|two|three|four|five)( ?am| in the morning)?\b"
        r"|(rough|bad|difficult|tough|hard|dark|low) patch|hard time (in my head|mentally|emotionally|with everything|lately|at the moment)"
        r"|(destroying|grinding) me( down)?\b|grind(s|ing)? me down\b|strest\b"
        # v15: pressure in any quantity that weighs on the client ("way too much pressure at the depot"), not pressure
        # on a body part or in a tyre; "tensed" as a state (Indian English "I am very much tensed"), not a muscle
        # tensed; tension at home or at work.
        r"|(too much|a lot of|lots of|loads of|so much|huge|massive|immense|constant) pressure\b(?! (on|in|through|under) (the |my |your )?(\w+ )?" + _BODY + r"\b)(?! (washer|cooker|ulcers?|sores?|points?|cuff))"
        r"|(am|is|are|was|feel|feeling|felt|been|getting|get|so|very|too|much|really|quite|bit) tensed\b(?! up\b)" + _NOT_TRANSITIVE +
        r"|(so much|a lot of|lots of|too much|loads of) tension (at|in) (the |my )?(home|house|work|office|family|job)"
        r"|can'?t switch off|nervous wreck|worried sick|stressing"
        # Wider vocabulary and common misspellings (v3, from the development set's misses).
        r"|tierd|stres+e?d|stresful|exh?austed|exausted|overwhel?med|anxous|knackerd"
        r"|sad|teary|tearful|miserable|irritable|snapping at|dreading|breakdown|burning out"
        r"|run ?down|depleted|(nerves|nerve) (are|is) shot|on my last nerve|brain fog|foggy"
        r"|stretched (really |so |too |very )?thin|head is all over the place|all over the place"
        r"|tossing and turning|lying awake|lay awake|awake (all|half the) night|waking up (at|every|in the night)"
        r"|up every (couple|few|two)( of)? hours|(sleep|sleeping)( has been| is| was)? (all over the place|a mess|broken|patchy)"
        r"|slept (terribly|badly|awful|awfully|horribly|like crap|like rubbish|like shit)"
        r"|(rough|hard|tough|horrible|awful|terrible|crap|shit) (week|day|few days|time) (mentally|emotionally)"
        r"|(mentally|emotionally) (rough|exhausted|drained|fried|struggling|spent)|feel(ing|in)? (pretty |really |a bit |so |proper |properly |right |well )?rough"
        r"|(i'?m|feel|feeling|so|totally|completely) fried|head above water|(it'?s|everything is|it is) (just )?a lot"
        r"|(so much|a lot|too much) going on|(?<!stop )worrying|can'?t relax|can'?t seem to relax"
        r"|sleep(ing)? (very |really |so |quite )?(poorly|badly|terribly)|sleepless|no sleep|hard to cope|struggl\w* to cope"
        r"|panic attacks?|baby blues|mood (has been |is |'s )?(all over|up and down|rubbish|low)|(get|getting|gets) to me"
        r"|(head|mind)('s| is) (a mess|all over the place|racing)|feels? like too much|(rather|fairly|a little|somewhat) (low|down)"
        r"|(head|mind)('s| is| has been)? not right|sleeping like (garbage|crap|rubbish|a baby with colic)|too (fried|cooked|wrecked) to"
        r"|fretting|fragile|nervous|bad dreams|nightmares|(had|have) a (bad )?crash|crashed (again|after)|grim (week|day|few days)"
        r"|(i'?m|i am|feel|feeling) cooked|weepy|in tears|on call this week|burnt" + _NOT_TRANSITIVE + r"|at the end of my tether|not in a good place|in a bad place"
        # v6: distress said sideways (the dev split's misses, as classes).
        r"|dead on my feet|(dead|dog|bone) tired|(had|have|having) a (little |bit of a |good |proper |quiet )?cry"
        r"|(lie|lay|lying) awake|everything'?s (just )?(too much|a lot)|running on (nothing|no sleep|caffeine|coffee)"
        # v10: "woke at 4 again", "couldn't get back off", "properly low", "worn to the bone", "a knot in my stomach",
        # "breaking point", "crushing me", "body clock is wrecked".
        r"|woke (up )?(at )?([1-5]|two|three|four|five)( ?am)?\b[^.!?]{0,30}\b(again|every|couldn'?t|can'?t)"
        r"|(couldn'?t|can'?t|could not) get back (off|to sleep)|(properly|proper|right|well|dead) (low|down|flat)\b(?! to\b)"
        # v30: "right down the back of the leg", "dead down the middle": a direction, not a mood.
        r"(?!(?<=down) (the|my|his|her|their|your|into|onto|through|past|under)\b)"
        r"|worn to (the bone|a frazzle|a thread)|knot in my (stomach|chest|gut)|breaking point|crushing me|body clock"
        # v12, by family rather than by phrase: a mind, head or mood as the subject of a bad state in any tense
        # ("brain is mush", "my head is spinning", "mood's been in the gutter", "with my mind racing"); everything
        # felt as a weight ("everything feels heavy", "everything's an effort"); something that flattens the client
        # ("the jet lag has flattened me"); depletion idioms ("hit a wall", "done in", "at the end of my rope",
        # "treading water", "a dark place", "wound up", "stomach in knots", "scraps of sleep"); -ing adjectives of
        # fatigue ("exhausting", "draining").
        r"|(head|mind|brain|mood|thoughts|nerves|headspace)('s| is| are| was| were| has been|'s been| have been| feels?| felt| been)?"
        r" (\w+ )?(mush|spinning|racing|scrambled|a blur|foggy|in a fog|overloaded|in the gutter|in the bin|on the floor"
        r"|in pieces|in tatters|shot|gone|dark|heavy|low|rock bottom|all over)\b"
        r"|(everything|it all|life|things|each day|every day)('s| is| feels| felt| has been|'s been| seems) (\w+ )?(heavy|an effort"
        r"|a struggle|a slog|hard work|so hard|grey|bleak|pointless|overwhelming|uphill)"
        r"|(flatten(s|ed|ing)?|floor(s|ed|ing)?|wip(e|es|ed|ing)|batter(s|ed|ing)?|knock(s|ed|ing)?|drain(s|ed|ing)?|sap(s|ped|ping)?"
        r"|fr(y|ies|ied|ying)|frazzl(e|es|ed|ing)) me( out| sideways| for six)?\b"
        r"|(hit|hitting|hitting) a (brick )?wall|done in\b|end of my (rope|tether)|treading water|(a |such a )?dark place"
        r"|wound up|wired and tired|(stomach|gut|chest)('s| is)? (in|tied in) (a )?knots?|scraps of sleep|(surviving|running|existing) on (scraps"
        r"|caffeine|adrenaline|\d+ hours)|exhausting|draining(?! (the|my|a|some|it)\b)|hollow|can'?t string (a sentence|two words)"
        r"|isolated|lonely|bag of nerves|on tenterhooks|(feel|feeling|felt|just|emotionally) (so |really |completely )?numb|(hard|tough|rough|heavy) on me (emotionally|mentally)|(emotionally|mentally) (wrung out|battered|bruised)"
        # v12: sleep spoiled, said of the night ("a rough night", "restless nights", "up half the night", "sleep's been
        # shocking").
        r"|(rough|bad|broken|disturbed|restless|sleepless|terrible|awful|horrible|shocking|dreadful|rubbish) night('?s)?( sleep)?"
        r"|up (all|half|most of) (the )?night|sleep('s| has| is| was)? (been )?(shocking|dreadful|atrocious|non-?existent"
        r"|patchy|disturbed|restless|all over the shop)"
        # Elongated and slipped spellings of the core words ("exhuasted", "overwhelemed", "anxiuos", "stresssed" is
        # folded by analyse()).
        # v12+ (after v12-blind was scored): sleep negated in any form ("I've not slept a wink"), sleep as the subject of
        # a ruin ("sleep's a write-off"), crying by its morphology, tiredness idioms ("dead beat"), "a shell of a person".
        r"|(not|never|barely|hardly|haven'?t|hasn'?t|didn'?t|couldn'?t|can'?t|'ve not|'d not)( \w+)? (slept|sleep|sleeping|a wink"
        r"|shut-?eye|kip)\b(?! (in|over|with|on|through|well|better))"
        # v19: and by "without" ("fourth night in a row without sleep", "went without any kip").
        r"|without (any |much |proper |decent |real |a wink of )?(sleep|a wink|shut-?eye|kip)\b"
        r"|sleep('s| is| has been|'s been| was)( been)? (a |an |one )?(\w+ )?(write-?off|disaster|joke|nightmare|wreck|mess|shambles)"
        r"|(?<!nearly )(?<!almost )(cried|sobbed|sobbing|bawled|bawling|weeping|wept)\b(?! (laughing|with laughter|at (the|that) (film|video)))"
        # v12+: small things setting the client off; going over things again and again; failing at everything;
        # going under; mentally not there.
        r"|(sets?|setting|set) me off\b|going (over|round) (it|everything|things|stuff)( \w+){0,3} (again|in my head|round)"
        r"|round and round in my head|overthinking|ruminating|(failing|a failure) at (everything|life|all of it)|feel like a failure"
        r"|going under\b|barely (afloat|treading water)|mentally,? (i'?m )?(not there|checked out|not right|elsewhere|gone)"
        r"|(dead|absolutely|totally|completely) beat\b|cream[- ]crackered|pooped|whacked out|shell of (a person|myself|my (former|old) self)"
        r"|exh?(ua|au|a)s?ted|exahusted|overwhel+e?med|overwhelemed|anxi?(ou|uo|o)s|anxeity|anxiety|stres?d|strssed"
        r"|knack(ered|erd|red)|shatt?(ered|erd|red)" + _NOT_TRANSITIVE + r")\b"
        # v20 (issue 18: stress recall), families of the dev rounds' out-of-fold misses: a load on the client ("everything
        # is on top of me", "piling on", "this week has been a lot", "no time to breathe", "just surviving each shift",
        # "hanging on by a thread", "juggling chainsaws"); a head or nerves in a bad state said other ways ("nerves are
        # frayed", "head is mashed", "brain's fried", "brain feels like cotton wool", "can't get my
        # head straight"); dialect and slang fatigue ("wabbit", "jiggered", "zonked", "absolutely cooked", "wrung out",
        # "emotionally flattened", "barely kept my eyes open"); low mood in idiom ("in a funk", "feeling empty", "going
        # through the motions", "don't see the point", "having a wobble", "giving up on everything", grieving,
        # "short-tempered"); sleep gone from memory ("forgotten what sleep is", "can't remember the last time I slept",
        # "lay there till the alarm", "lie in bed making lists", "sleep's shot"); fear eating at the client ("got the
        # fear", "nerves are eating me alive").
        r"|(everything|it all|life|work|things|stuff)('s| is| are| has been|'s been| was| keeps?)? (just |all )?(piling|piled|stacking|stacked) (on|up)\b"
        r"|(everything|it all|all of it|life|things)('s| is| are| has been|'s been| feels like it'?s)? (all )?on (top of )?me\b"
        r"|(week|day|month|year|it|things|life|everything|today)('s| has| has been|'s been| was| is) (been )?(just |honestly )?a lot\b"
        r"(?! (of|better|easier|more|less|warmer|colder|nicer|quieter|calmer|busier|fun|faster|stronger|lighter|happier|healthier|to (do|get through)))"
        r"|no time to (breathe|think|stop)\b|(just |only |barely )?surviving (each|every|the|this) (shift|day|week|night)"
        r"|barely keeping up|(hanging|holding)( on)? by a (thread|thin thread)|juggling (chainsaws|too (much|many)|everything|plates)"
        r"|(head|mind|brain|thoughts|nerves)('s| is| are| was| were| has been|'s been| have been| feels?| felt)? (\w+ )?(like )?(frayed|shredded|mashed"
        r"|fried|frazzled|cotton wool|mush|soup|porridge|chaos|chaotic|a shambles)\b"
        r"|(can'?t|cannot|couldn'?t) (seem to )?(get|keep) my head (straight|together|clear|right)"
        r"|wabbit|jiggered|zonked|(absolutely|totally|completely|utterly|so|proper|properly|well|fully) cooked|wrung out"
        r"|(emotionally|mentally|completely|totally|absolutely|utterly) flattened"
        r"|(barely|hardly|can'?t|cannot|couldn'?t|could barely|struggl\w* to) (keep|kept|keeping) my eyes open"
        r"|in a (bit of a |real |proper |right )?(funk|fug|slump|rut)\b"
        r"|(feel|feeling|felt|been feeling) (\w+ )?(empty|hollow|lost and low|blah)\b|going through the motions"
        r"|(don'?t|do not|can'?t|cannot|couldn'?t) see (the|any) point (of|in) (much|anything|it all|life|everything|getting up)"
        r"|(having|had|have) a (bit of a |little |proper |big )?wobble|giv(e|ing|en) up on (everything|life|it all)"
        r"|(?<!good )(?<!me )grie(f|ving|ve)\b|short[- ]tempered|(a |bit of a |such a |complete )?mess emotionally|emotionally a (mess|wreck)"
        r"|forg(o|ot)tten what sleep (is|feels like)|(can'?t|cannot|don'?t) remember the last time i (slept|had a (good|decent|proper|full) night)"
        r"|(lay|lie|lying|laid) there (till|until|'?til|for hours|all night)|(lie|lay|lying) in bed (making lists|thinking|worrying|going over)"
        r"|sleep('s| is| has been|'s been| was) (\w+ )?shot( to (pieces|bits))?\b"
        r"|got the fear\b|(nerves|worry|worries|anxiety|stress|it)('s| is| are)? eating me (alive|up)"
        # v25 (issue 18's known misses: idiom that reports stress), families of the dev rounds' keyword misses: anything
        # "eating me alive" but insects ("the wedding planning is eating me alive"); worn to the knees ("already on my
        # knees"); cravings in the body ("crawling out of my skin", "white-knuckling it"); tired of everything, done
        # with it all, "toast" and "in bits" said of the client, a day bad mentally; spiralling; a failure felt; a
        # mental health in a nosedive; "with worry"; held together with tape; sleep that will not come; waking at a small
        # hour; feeling awful about oneself; wanting only to hide in bed; work or life called a nightmare.
        r"|eating me (alive|up)"
        r"|(i'?m|i am|im|already|absolutely|completely|totally|proper|properly|literally|nearly) on my knees\b"
        r"|crawling out of my skin|white[- ]?knuckl(e|es|ed|ing)"
        r"|(sick and )?tired of (everything|it all|all of it|life|everyone|people|this|feeling like this)\b"
        r"|(so|completely|totally|utterly|just|absolutely) done with (everything|it all|all of it|life|everyone|people|this week)\b"
        r"|(i'?m|i am|im|feel|feeling|felt) (\w+ )?toast\b|(i'?m|i am|im|we'?re|we are|us both|me) (\w+ )?in (bits|pieces|tatters)\b"
        r"|(bad|rough|hard|tough|horrible|awful|terrible|crap|shit) (week|day|night|few days|time) mentally"
        r"|spiral+ing\b(?! (staircase|stairs|notebook))|feel(s|ing)? like (a|such a|an absolute|a total|a complete) failure"
        r"|mental health('s| has| is)? (\w+ )?(taken|took|had|having|is taking)? ?(a |another )?(bit of a |real |big |massive |proper |right |serious )?(nosedive|dip|battering|knock|hit)\b"
        r"|(with|from) worry\b|holding (it|myself|everything) (all )?together with (sellotape|tape|string|glue|blu[- ]?tack|duct tape)"
        r"|waking (up )?at ([1-5]|one|two|three|four|five)\b"
        r"|feel(ing)? (so |really |absolutely |pretty )?(crap|shit|awful|terrible|rubbish|horrible|dreadful|guilty) about (it|myself|that)\b"
        r"|(just|only) want(ed)? to (stay in bed|stay under the (duvet|covers)|hide|disappear|cry|curl up)\b"
        r"|(work|life|everything|this week|the week|today|the job|home|the office|my job)('s| is| has been|'s been| was) (\w+ )?(an? )?"
        r"(absolute |total |complete |living )?(nightmare|dumpster fire|shit ?show|train ?wreck)\b"
        # Faces that say it without a word: weary, tired, anxious, yawning.
        r"|[\U0001F629\U0001F62B\U0001F630\U0001F971]",
        re.I,
    ),
    "pain": lazy_compile(
        r"\b((?<!a right )(?<!a real )(?<!a total )(?<!a royal )(?<!a proper )pain(?! au\b| aux\b)(?![- ]?free)(?! in the (neck|arse|ass|backside|bum|butt))(?! to \w)(ful)?(?!(ful)? (system|process|app|website|thing)\b)|hurts?(?! my (pride|feelings|ego))|hurting|hurt (my|his|her)(?! (pride|feelings|ego))"
        r"|aches?|aching|achy|injur(y|ies|ed)|strain(ed)?|twinge|niggle|niggling|tender|agony|pins and needles|stabbing|paining"
        r"|giving me (some |a bit of |a lot of )?(trouble|grief|bother|gyp|jip|hell)|a stiff (" + _BODY + r")|grumbling|flar(e|ed|es|ing)( up| again)?|jammed"
        r"|puffy|bruised|(tennis|golfer'?s) elbow|runner'?s knee|sciatica|slipped disc|frozen shoulder"
        r"|jarred|a pinch|pinching|(?<!feel )(?<!feeling )(?<!felt )(?<!just )(?<!emotionally )numb(?! and (flat|empty|low|sad|blah))|tingling|swelled( up)?|(" + _BODY + r")s? (are|is|were|was) killing me"
        r"|(" + _BODY + r")('s| is| are| has been| have been|'s been)? (so |really |very |a bit |too |still )?sore(?! (from|after) (the |a |my |yesterday|squats|training|the workout))"
        r"|(tight|stiff|swollen|achy|tender|bruised) and (sore|painful|tender|swollen)|in (bits|pieces|agony)"
        r"|(" + _BODY + r")('s| is| are)? (still )?(no|not any|none the) better|(sore|painful) and (tight|stiff|swollen)|not getting better|surgery on my"
        r"|pulled (his|her|their) \w+|(" + _BODY + r"|it)( is| was|'s)? killing me"
        r"|sprain(ed)?|twisted|tweaked|pulled (a|my) \w+|swollen|acting up|flar(e|ed|es|ing) up"
        r"|spasm(ed|s)?|on fire|cricked|tore(?! (\w+ ){1,4}(apart|up|to (shreds|pieces|bits)|open|down)\b)(?! (into|through|up|off|out|around|round|away)\b)|torn|shin splints|plantar fasciitis|tendini?tis|tendonitis|aggravated"
        # v42: the verb's plain forms too ("it throbs", "they throb"; was "throbb(ing|s)", which missed "throbs").
        r"|pinch(ing)? pain|(?<!heart )(?<!heart-)throb(s|bing|bed)?\b|rolled (my|an) \w+"
        r"|pulled something|twinges|twinged|twinging|playing up|stubbed|(sore|painful|agony) to (walk|bend|lift|touch|grip|move)"
        r"|(put|putting) (my|his|her) back out|(done|did|doing) (my|his|her) (\w+ )?" + _BODY + r"( in)?\b(?! (exercises|stretches|rehab|work|routine))"
        r"|(" + _BODY + r")s? (keeps?|kept) (clicking|locking|giving way|catching)"
        # v12, by family: a body part as the subject of a distress verb in any tense ("my IT band is screaming",
        # "hip flexor is really angry", "lower back seized up", "hamstring went on the sprint", "wrist gives way",
        # "shoulder catches when I throw", "kneecaps are properly sore"); something going in a body part; a kind
        # of pain placed in the body ("shooting pains down my leg", "burning feeling under my heel"); a limp; a
        # fracture or a break; a body part that stops the client ("can't sleep on my side because of the shoulder").
        r"|(" + _BODY + r"|flexors?|it band|kneecaps?|lats?|traps?|pecs?|biceps?|triceps?|forearms?|soleus|adductors?"
        r"|abductors?|disc|sciatic nerve|tendons?|ligaments?)( flexors?)?('s| is| are| was| were| has been|'s been| have been| keeps?| kept)?"
        r" (\w+ly |really |so |very |a bit |still |proper |properly |bloody |totally |completely |just )?(screaming|angry|furious"
        r"|seiz(ed|ing|es) up|seized|locked (up|solid)|lock(s|ing) up|catch(es|ing)|giv(es|ing) way|gave way|went(?! (to|for|home|out"
        r"|back|well|fine|ok|okay|great|better|away|down|up|in)\b)|grinding|crunching|clicking painfully|burning|throbbing"
        r"|barking|complaining|protesting|not right|not happy|unhappy|cranky|sore(?! (from|after) (the |a |my |yesterday|squats"
        r"|training|the workout)))"
        r"|something (went|popped|pinged|twanged|gave|tore|snapped|clicked) (in|at) (my|the) (\w+ )?(" + _BODY + r"|side)"
        r"|(shooting|sharp|stabbing|burning|searing|dull|nagging|throbbing) (pains?|aches?|feeling|sensation|twinges?|pinch|catch)"
        # v15: a joint that comes out ("my shoulder pops out", "dislocated my finger").
        r"|(" + _BODY + r"|kneecap|patella)('s| is| has| keeps?| kept)? (\w+ )?(pops?|popped|popping|slips?|slipped|slipping|comes?|came|coming) out\b"
        r"|dislocat(ed|es|ing|ion)"
        r"|pains (in|down|up|through|across|behind|under) (my|the)|fractur(e|ed|es)(?! (clinic|ward|unit|service|team))"
        r"|(i'?m|i am|i was|i've been|been|still|left me|had me|has me|now|walking with|got) (a )?(limp|limping|hobbling)\b"
        r"|(broke|broken|fractured|cracked) (my |a )?((?!his |her |their )\w+ )?(" + _BODY + r"|bone|rib|nose|collarbone|toe|finger|wrist|metatarsal)"
        r"|because of (my|the) (\w+ )?(" + _BODY + r")"
        # v12+: swelling by its morphology ("puffed up like a balloon", "ballooned").
        r"|(" + _BODY + r")('s| is| has| has been|'s been)? (all |really |so )?(puffed( up)?|ballooned|blown up)"
        # v12+: the copula in any tense before "killing me" ("my elbow's been killing me"); a body part gone again or
        # gone on the client; sore or tender in a body part ("soooo sore in my lower back").
        r"|(" + _BODY + r")('s| is| are| was| were| has been|'s been| have been) (really |absolutely |properly |proper |bloody )?killing me"
        r"|(" + _BODY + r")( has|'s| have) (just |completely |totally )?gone (again|on me)\b"
        r"|(sore|tender|achy|aching|painful) (in|on|at|down|across) (my|the) (\w+ ){0,2}(" + _BODY + r")"
        # v25: a head in pain and cramps, issue 18's known misses: headaches and migraines ("a banging headache", "the
        # migraine's back"), cramps of a period, a stomach or a muscle ("calf cramped on the climb"); not a nuisance
        # called a headache (_HEADACHE_NUISANCE, in _clause), a room called cramped, or a style cramped.
        r"|headaches?|migraines?|cramps?(?! (my|your|his|her|their|our) style)|cramping"
        r"|cramped up|(?<!is )(?<!was )(?<!are )(?<!were )(?<!'s )(?<!so )(?<!too )(?<!very )(?<!quite )(?<!bit )(?<!rather )"
        r"(?<!feels )(?<!felt )(?<!looks )(?<!pretty )(?<!really )(?<!a )cramped(?! (room|space|flat|studio|gym|car|train|bus|office|conditions|quarters|cabin|seats?|changing rooms?|kitchen))"
        r")\b"
        # An injured face.
        r"|\U0001F915",
        re.I,
    ),
    "missed": lazy_compile(
        r"\b(miss(ed|d|ing)?|(?<!the )skip+(ed|ing)?(?! rope)|cancel(l?ed|ling)?|bail(ed|ing)?( on)?|ditch(ed)?|blew off|blow off"
        # v12: the same act in slang ("flaked on my swim", "skived off circuits", "bunked off the run", "swerved legs").
        r"|flak(e|ed|ing)( out)?( on| of)?|skiv(e|ed|ing)( off)?|bunk(ed|ing)? off|swerv(e|ed|ing)|dodg(e|ed|ing)|ghost(ed|ing))\b"
        r"(?! (you|him|her|them|the bus|the train\b|breakfast|lunch|dinner|dessert|meals?|snacks?|the warm))",
        re.I,
    ),
    "milestone": lazy_compile(
        r"\b(personal (best|record)|new (\w+ ){0,3}?(pr|pb|record|best)\b|goal (reached|achieved|smashed|hit|crushed)"
        r"|(reached|hit|smashed|crushed|achieved) my (goal|target)|for the first time(?! in (months|weeks|years|ages|a while))"
        r"|first time i\b|first time i've|a first for me|(did|ran|completed|finished|got|hit|nailed|held) (my|a) first"
        r"|my first (unassisted |strict |full |real )?(pull-?up|chin-?up|push-?up|muscle-?up|5k|10k|half|marathon|triathlon|race)"
        # A loss counts by its size (_big_enough): "lost 0.2kg this week" is noise, "down 6kg since January" is not.
        r"|(lost|down|dropped|shed) (the |a whole |a full )?(?P<amount>\d+(\.\d+)?|a|one|two|three|four|five|half a) ?(?P<unit>kg|kilos?|lbs?|pounds|st|stone)s?"
        r"(?! (of|in) (muscle|strength|lean|water|fitness|power))|halfway (there|to my goal)"
        r"|(fastest|longest|heaviest|lowest|highest|strongest|best|furthest|farthest|quickest|lightest)\b(?! (session|workout|class|day|weekend|time|week|meal|coach))[^.,!?]{0,25}\bever\b"
        # v18: the best thing ever had, eaten or seen is an experience, not an achievement ("best fish and chips I've
        # ever had", "best reaction I've ever had").
        r"(?! (had|eaten|tasted|seen|watched|heard|read|been to|visited|drunk|bought|met|stayed)\b)|broke my (record|pb|pr)"
        r"|never could before|finally (did|hit|got|reached|managed|nailed|ran|can|squatted|deadlifted|benched|pressed|lifted"
        r"|stood|rode|swam|held|won|caught|landed|climbed|cycled|jumped|touched|kicked|learned|learnt|passed|cracked|conquered"
        r"|broke|beat|made it|completed|finished)(?! (a |some )?(good |decent |proper )?(night|sleep|rest|lie))"
        # v18: a thing done to an object ("the old treadmill finally got replaced") is not the client's achievement.
        r"(?! (replaced|fixed|repaired|delivered|installed|sorted|serviced|refunded|paid|cleaned|round to"
        r"|around to|back to me|here|home)\b)"
        # v19: an opportunity is no achievement ("finally got the chance to train twice", "finally got some time off").
        r"(?! (the |a |some )?(chance|time|day off|break|opportunity)\b)"
        r"|fit into my old|my first ever|first ever (pull|chin|push|muscle|5k|10k|half|marathon|race|triathlon|unassisted)"
        r"|(just|finally) (hit|got|did|made|ran|lifted) (a |my )?\d+(\.\d+)? ?(kg|kilos?|lbs?|k|km|miles?|reps?|w)\b"
        r"|up from \d+|sent my first|got my (\w+ )?(belt|badge|medal|certificate|qualification)|(new|bench|squat|deadlift) max"
        r"|(deadlifted|squatted|benched|pressed) (double|triple|\d+(\.\d+)? ?x) ?bodyweight|linked \d+|never managed(?! to (get|make))"
        r"|(hit|did|pulled|lifted|ran) a \d+ ?(kg|k|km)\b|(could|can) never do before|first time in my (life|\d+s)|target (weight )?(reached|hit)"
        r"|i did it(?=\W*(!|$))|we did it(?=\W*(!|$))|beat my (record|pb|pr|best|time)"
        # v6: achievements told other ways (the dev split's misses, as classes).
        r"|first time ever|(never|not once) (done|managed|been able to do|could do) (that|this|it|one|them|those)( before)?"
        r"|(couldn'?t|could not|can'?t|could never) (do|manage|lift|run|hold|swim) (that|this|it|one|them|those) (last year|before"
        r"|a year ago|\w+ (months?|weeks?|years?) ago|in (january|february|march|april|may|june|july|august|september|october"
        r"|november|december|(the )?(spring|summer|autumn|winter)))"
        r"|(came|finished|placed) (first|1st|top)|won (the|my|our|a|an) (\w+ ){0,2}(race|league|bout|fight|match|comp"
        r"|competition|title|medal|category|age group|trophy|award|grading|final|cup|tournament|class|division|heat|event"
        r"|championships?|champs|gold|silver|bronze|plate|shield|open|regatta|series)"
        r"|(?<!tried )(?<!started )(?<!booked )(?<!attended )(?<!joined )(won|landed|nailed|swam|rode|cycled|climbed|passed|made"
        r"|scored|took|caught|threw|lifted|earned|stuck|beat|broke|topped|summited|completed|finished|achieved|ran|did|got|hit|held)"
        r" (my|a|our) (very )?first\b(?! (session|class|lesson|day|week|visit|appointment|time (at|in|with)))"
        r"|^\W*first (ever |unassisted |strict |full |proper |real |solo |sub[- ]?\d+ )?(pull-?ups?|chin-?ups?|push-?ups?"
        r"|muscle-?ups?|pistols?( squats?)?|handstands?|marathon|half|5k|10k|triathlon|ironman|race|unassisted|strict)\b"
        r"|(total|squat|bench|deadlift|press|pb|pr|max)( is| has gone| went)? up (by )?\d+(\.\d+)? ?(kg|kilos?|lbs?)"
        r"|\b(?P<amount2>\d+(\.\d+)?|a|one|two|half a|a stone and a half) ?(?P<unit2>kg|kilos?|lbs?|pounds|st|stone)s? (gone|off|lost)\b"
        r"|(ran|swam|cycled|jogged|rowed|walked|did|completed|managed) [^.!?]{0,30}\b(without (stopping|walking|a break|resting"
        r"|needing (a|the|my) \w+|a (walk|walking|rest) break)"
        r"|non-?stop|unbroken)"
        r"|first time since (my|the) (op|operation|surgery|injury|baby|birth|accident|stroke|diagnosis)"
        r"|(dropped|down|lost|gone down) (a|one|two|three|\d+) (full |whole )?(dress |jean |trouser |clothes? )?(notch|notches|sizes?|belt holes?)"
        r"|(jeans|trousers|dress|suit|shorts|skirt|shirt|top|clothes|wedding dress)\b[^.!?]{0,40}\bfits?( me)?( \w+ly)?( again| now)\b"
        r"|(fit|fitted|fitting|squeezed|got) (back )?into (my|the|a) ([\w-]+ ){0,2}(jeans|trousers|dress|suit|shorts|skirt|shirt|clothes"
        r"|size \d+)( again)?"
        r"|first time (under|over|below|above|sub|breaking) \d+|first time (in|into) the (\d0|\d{2}0)s\b"
        # v15: a medal won without a determiner ("won gold in my age group"); more than the client's old best.
        r"|won (gold|silver|bronze|first place|second place|third place)\b"
        r"|\d+(\.\d+)? ?(kg|kilos?|lbs?|reps?|seconds|secs|minutes|mins|km|k|miles?)? (more|further|longer|faster|heavier|better) than my"
        r" (old |previous |last |former )?(best|record|pb|pr|max)\b"
        r"|(couldn'?t|could not|can'?t|could never) (even )?(do|manage|lift|run|hold|swim) (\w+ ){0,3}(in (january|february|march"
        r"|april|may|june|july|august|september|october|november|december|(the )?(spring|summer|autumn|winter))|last (year|month|summer)"
        r"|when i started|at the start)"
        r"|(?<!work )(?<!working )(?<!worked )(?<!shift )(?<!shifts )(?<!open )(?<!on site )(?<!busy )"
        r"from (a )?(size )?\d+ to (a )?(size )?\d+(?= *(!|$|,|\.))"
        r"|(reached|hit|made|got to|at|achieved) [^.!?]{0,30}\b(my )?(goal|target) weight"
        # v10: "passed my fitness test", "made the county squad", "graded to second dan", "made weight", "sent my project".
        r"|passed (my|the) (\w+ ){0,3}(re-?)?(test|exam|assessment|grading|medical|trial|course|qualification|qual|audition|certification"
        r"|cert|licence|license|ticket)s?\b"
        # v12+: broke a time or a mark ("broke 25 minutes at parkrun"); back in a healthy range ("HbA1c is back in the
        # normal range"); a result named as the goal after it ("... 100kg, that was my target for the year").
        r"|(broke|cracked|went under|dipped under|ducked under|got under|snuck under) (the )?(\d+(:\d+)?|sub-?\d+)( ?(minutes?|mins?"
        r"|seconds?|secs?|hours?|hrs?|kg|kilos?|min|hour|minute)( (mark|barrier))?|(?= (at|for|on|in)\b))"
        r"|(back|now|finally) (in|within|into|under|below|down to) (the )?(normal|healthy|target|green|safe) (range|zone|levels?|numbers|bracket)"
        r"|(that'?s|that was|which (is|was)) (been )?(my|the|our) (\w+ )?(goal|target)( (for|this) (the |this )?(year|month|season|block|week))?(?=\W*$)"
        # v15: a number agreed beforehand, reached ("hit the number we set in March").
        r"|(hit|reached|made|got to|achieved|met|beat) (the|my|our) (\w+ )?(number|mark|figure|target|goal|score|time|weight|distance)( that)?"
        r" (we|you|i|the doc|the doctor|my doctor) (set|agreed|picked|chose|talked about|aimed for|wrote down|discussed)"
        # v15: a health marker out of an unhealthy range, normal again, or off the medication.
        r"|(out of|no longer in|outside|dropped out of|moved out of) (the )?(pre-?diabet(ic|es)|diabetic|obese|obesity|danger|red|high[- ]risk"
        r"|hypertensive|hypertension|high|unhealthy) (range|zone|category|bracket|levels?|territory)"
        r"|no longer (pre-?diabetic|diabetic|obese|hypertensive|an(a)?emic|overweight)"
        r"|(i'?m |i am |now |finally |officially )(off|done with) (the |my |all (the |my )?)?(tablets|pills|meds|medication|insulin|statins"
        r"|inhaler|blood pressure (meds|tablets|pills|medication))\b"
        r"|(came|come|coming|taken|took me|taking me|got) off (the |my |all (the |my )?)?(tablets|pills|meds|medication|insulin|statins"
        r"|blood pressure (meds|tablets|pills|medication))\b"
        r"|(cholesterol|blood pressure|bp|hba1c|a1c|blood sugars?|sugars?|glucose|triglycerides|ferritin|iron|vitamin d|b12|liver (function"
        r"|enzymes|numbers)|resting heart rate|rhr)\b[^.!?]{0,25}\b(normal|in range|in the (normal|healthy) range|healthy|where it should be)"
        r"\b[^.!?]{0,10}\b(now|again|finally|at last|for the first time|first time in)\b"
        # v15: a long event or route completed ("Completed the Camino"), not a form or a session; to the end without a break
        # in other words ("didn't walk once", "made it through the whole race"); without a walking aid or support.
        r"|(completed|conquered) (the|my|a|an|our) (?!(\w+ ){0,2}(form|forms|survey|session|workout|class|set|sets|reps|homework"
        r"|paperwork|questionnaire|diary|log|check-?in|intake|induction|assessment form|application|module|course work|task|chores?|warm-?up)\b)"
        r"(\w+ ){0,3}\w+"
        r"|(didn'?t|did not|never) (walk|stop|rest|pause|break|need a break|have to stop|have to walk) (once|at all|the whole (way|time|race)"
        r"|the entire (way|time|race))"
        r"|made it (all the way )?through (the |my )?(whole|entire|full) (\w+ ){0,2}(race|marathon|half|hyrox|class|session|workout|run"
        r"|swim|ride|match|game|route|course|hike|climb|programme|program|block|event|circuit|wod)"
        r"|(walked|ran|did|managed|climbed|stood|got up|went|made it|cycled|swam|jogged|hiked|lifted|squatted|benched) [^.!?]{0,40}\bwithout (my|the|a|any) "
        r"(walking )?(stick|cane|crutch(es)?|frame|walker|zimmer|brace|splint|support|assistance|help|band|spotter|boot|inhaler|knee brace)\b"
        r"|(made|got into|selected for|picked for|qualified for) (the )?(\w+ ){0,2}(squad|team|firsts|first team|cut|final|finals)\b"
        r"|graded (to|up to)\b|\bmade weight\b|sent (my|the|a) (\w+ )?(project|route|problem|boulder|climb)"
        # v12, by family: a best measured against the client's own past ("my best since my thirties", "longest walk of
        # my life", "a lifetime best", "first one since having the girls"); a goal or target said done in any order
        # ("target smashed", "the goal's done"); an event completed or a summit ("completed the Three Peaks
        # challenge", "finished the marathon", "summited"); time taken off ("took 4 minutes off my 5k"); more than
        # before or from a start ("20 kilos more than in the summer", "started at zero"); "can finally", "finally in
        # the normal range"; "never thought I'd"; a qualifying time or standard made; a hat-trick or a century.
        r"|(best|longest|fastest|furthest|farthest|heaviest|strongest|quickest|biggest|lowest|lightest|leanest|fittest)( [\w']+){0,2} (since (my|i|the|having|before"
        r"|\d{4}|school|uni|college)|of my life|in my life|in (\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|a few|many)"
        r" (years|decades)|in a decade|for years)"
        r"|(lifetime|all[- ]time|career|season'?s?) (best|high|record|pb|pr)\b|first (one|time|\w+) since (having|i|my)\b"
        r"|(goal|target)('s| is| was| has been)? (done|reached|achieved|smashed|hit|crushed|nailed|met|ticked off|complete|completed"
        r"|bagged|unlocked)\b"
        r"|(completed|finished|conquered|summited|survived) (the |my |a |an |our )?(\w+ ){0,3}(marathon|half|ultra|challenge"
        r"|triathlon|ironman|sportive|race|peaks|tough mudder|hyrox|century|relay|trek|couch to 5k|c25k"
        r"|half marathon|duathlon|aquathlon|crossing)s?\b(?! (training|session|prep))"
        r"|(completed|conquered|survived) the ([\w-]+ ){1,3}(ride|walk|swim|climb|route|loop|course|hike)\b"
        r"|summit(ed|ted)\b|(took|knocked|shaved|cut|chopped|taken|knocking|shaving) (\d+|a|two|three|four|five|ten|a full|a whole)"
        r" (whole |full )?(seconds?|secs?|minutes?|mins?|s|m)( \w+)? off\b"
        r"|\d+ ?(kg|kilos?|lbs?|reps?|seconds|secs|minutes|mins|km|k|miles?)? (more|further|longer|faster|heavier|better) than"
        r" (in |at |last |before|when|back in)|(started|starting|began) (at|from|on|with) (zero|nothing|none|0|\d+)\b"
        r"|(can|could) finally\b(?! (breathe|relax|rest|sleep|switch off|get some|sit down|go home|stop))|finally (in|under|below|within|back in|back under|back within|down to) (the |my |a )?(normal"
        r"|healthy|target|goal|range|\d)"
        r"|never (thought|believed|dreamed|dreamt) i'?d (\w+ )?(do|be able|manage|get|see|hit|run|lift|make|finish)"
        r"|made (the |a )?(\w+ ){0,2}(qualifying|qualifier|standard|cut-?off|cutoff) (time|mark|standard)?"
        r"|(scored|got|bagged) (a |my first )?(hat[- ]?trick|century|brace)\b"
        # v22: achievements the dev rounds told in words no term had (their keyword misses, as classes): a job or a
        # place won ("got the job!!"), a degree ("Graduated!"), a sober or smoke-free count ("365 days without a drink",
        # "one year sober today"), a best set against the old one ("my old best was 90 seconds"), a list ticked off, a
        # reading where the doctor wanted it, a sub-time on an event ("Sub 2 hour half, 1:58:40"), a debt paid off,
        # a qualifying place, a goal set at the start, a first century, a number chased and reached.
        r"|got (the|my|a) (new |dream )?(job|place|offer|promotion|apprenticeship|scholarship|contract)\b(?! (interview|application|advert))"
        # "graduated" as the client's own ("Graduated!", "I graduated today"), not a graduated return to play or programme.
        r"|(^\W*|\b(i|i'?ve|i have|just|finally|officially) )graduated\b(?! (\w+ )?(return|programme|program|exposure|approach"
        r"|plan|steps?|stages?|load(ing)?|increase|build|scale|dose|compression|return))|(?<!\w )graduated (today|yesterday|this"
        r" (morning|week)|last (week|night)|from)\b"
        r"|(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a) (full |whole )?(days?|weeks?|months?|years?)"
        r" (sober|clean|smoke[- ]free|alcohol[- ]free|booze[- ]free|off the (booze|drink|fags|cigs)|without a (drink|cigarette|smoke|fag|bet|vape))\b"
        r"|(my )?(old|previous|last|former) (best|pb|pr|record|max) (was|of)\b|ticked (it )?off (the|my) (bucket )?list"
        r"|(is|are|was|were|now|came back|back) (\w+ )?(in|within) (the )?(normal|healthy|target) range"
        r"|where (the|my) (consultant|doctor|gp|nurse|doc|dietitian|specialist) want(ed|s) (it|them)"
        r"|sub[- ]?\d+(:\d+)?( ?(hours?|hrs?|h|mins?|minutes?))? (parkrun|5k|10k|half|marathon|mile|10 ?miler?|run|race)\b"
        r"|paid off (the last of )?(my|the) (\w+ )?(debts?|loans?|mortgage|credit cards?|overdraft)"
        r"|qualified for (the )?(\w+ ){0,2}(final|finals|worlds|nationals|championships?|champs|olympics|games|boston|team|squad)\b"
        r"|(that|this|which) (was|is|has been) (my|the|our) (\w+ )?(goal|target|aim) (since|when|from|all)\b"
        r"|my first (century|ultra|sportive|duathlon|hyrox|ironman|sub[- ]?\d+)\b"
        r"|been (chasing|after) (that|this|it)\b"
        # v24: achievements the dev rounds (v22-blind the freshest) told in words no term had, as classes: a test, an exam
        # or a grading passed in any order ("Passed level 3 ...  exam", "grading PASSED", "the theory test, passed",
        # "graded last night and passed!"); a qualification held ("I'm a qualified physio"); a best beaten by a margin in
        # words ("nine minutes faster than my old best"); a count of time with "no" ("one year no cigarettes"); a first
        # distance ("my first 20 km run", "10km first time"), a first "to" (learners' English: "first time to finish");
        # a first anything since an operation ("first pain-free run since the op", "since his operation" from a proxy);
        # a reading in range for the first time ("normal at the GP for the first time in years"); the target named
        # after the result ("…, my target since the summer"); an event said done ("half marathon done", "couch to 5k
        # finished"); a lift or a skill "finally" ("Three plates on squat, finally!"); "done it!".
        r"|passed (my |the |a |an )?(\w+ ){0,4}?(re-?)?(tests?|exams?|viva|vivas|osces?|gradings?|assessments?|medicals?|courses?"
        r"|qualifications?|auditions?|certifications?|finals|boards|dissertation|thesis|probation|open water|theory|practical"
        r"|driving|belt|dan|kyu|sim|check ?ride)\b"
        r"|(tests?|exams?|viva|osces?|grading|assessment|medical|sim|finals|theory|practical|belt)(,| was| is| has been| got)?"
        r" (all |officially |finally |now )?passed\b|(graded|tested|examined|assessed|sat \w+)\b[^.!?]{0,40}\band passed\b"
        r"|(i'?m|i am|now|officially|finally|fully) (a |an )?(fully |now |officially )?qualified\b(?! (for|to)\b)"
        r"|(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a|a few|a couple of"
        r"|a whole|a full) (whole |full )?(seconds?|secs?|minutes?|mins?|kg|kilos?|lbs?|reps?|km|k|miles?|metres?|meters?) (more|further|longer|faster|quicker"
        r"|heavier|better) than my (old |previous |last |former )?(best|record|pb|pr|max|time)\b"
        r"|(\d+|one|two|three|four|five|six|seven|eight|nine|ten|a) (full |whole )?(days?|weeks?|months?|years?) (no|without)"
        r" (cigarettes|cigs|fags|smoking|vaping|alcohol|booze|drinking|gambling|bets|sugar)\b"
        r"|my first (full |whole )?\d+(\.\d+)? ?(k|km|kms|kilometres?|kilometers?|miles?|mile)\b"
        r"|\d+(\.\d+)? ?(k|km|kms|miles?) (for the )?first time\b|\bfirst time to (finish|complete|run|swim|lift|do|hold|reach|climb)\b"
        r"|first ([\w-]+ ){0,2}since (my|the|his|her|their) (\w+ )?(op|operation|surgery|injury|baby|birth|accident|stroke|diagnosis"
        r"|replacement|transplant|fracture)\b"
        r"|(normal|in range|in the (normal|healthy|target) range)\b[^.!?]{0,25}\bfor the first time\b"
        r"|first time (in|within|into) (the )?(normal|healthy|target) range"
        r"|(?<!of )(?<!of the )(?<!of my )(?<!of our )(half marathon|marathon|ultra|triathlon|ironman|duathlon|couch to 5k|c25k|hyrox|sportive)( is| was)? (done|finished"
        r"|completed|complete|in the bag|ticked off)\b"
        r"|finally (a |an |my )?(unassisted |strict |full |proper )?(pull[- ]?ups?|chin[- ]?ups?|muscle[- ]?ups?|pistols?|handstands?"
        r"|double[- ]?unders)\b"
        r"|my first (unassisted |strict |full |real )?(pull|chin|push|press|muscle) ups?\b|done it(?=\W*(!|$)))\b",
        re.I,
    ),
}
# A bare "PR"/"PB" counts only in capitals: lower-case "pb" is also "peanut butter".
_CAPS_MILESTONE = lazy_compile(r"\b(PR|PB)\b")
# For missed-session terms: the thing missed must be a session (not "missed the bus").
_SESSION_AFTER = lazy_compile(r"^\W*(\w+\W+){0,3}?" + _SESSION + r"\b", re.I)
_PASSIVE = lazy_compile(r"\b(got|get|gets|was|were|been|is|are)\s*$", re.I)  # "my flight got cancelled"
_CANCEL_REQUEST = lazy_compile(
    r"\b(can|could) (we|i) (cancel|skip|miss|call off|give)\b[^?]*\b" + _SESSION + r"\b"
    # v15: asking to put a session off to another week, or for a rain check, is still a session not happening.
    r"|\b(can|could|shall|should) (we|i) (push|move|shift|bump|postpone|put off|delay|reschedule|kick)\b[^?]*\b(to|till|until|into)"
    r" (next|the following|another|a later) (week|month|fortnight)\b|\b(can|could|shall|may) (we|i) (take|have) a rain ?-?check\b", re.I)
_INTENT_AFTER = lazy_compile(r"^\W*((goal|target|aim)s? (for|is)|attempts?)\b", re.I)  # "personal best goal for 2027"
_TRIED = lazy_compile(r"\b(tried|trying|try|tested|attended|went to)\b[^,.]*\bfor the first time\b", re.I)
_STILL = lazy_compile(r"\b(is still|still stands|still is|same as)\b", re.I)
# A habit or a dislike, not an event: "I hate missing sessions", "I try not to skip leg day".
_ATTITUDE = lazy_compile(r"\b(hate|hated|avoid|dislike|don'?t like|do not like|not a fan of|try not|trying not|rather not"
                       r"|never want|worry about|afraid of|scared of)\s+(to\s+)?$", re.I)
# "The babysitter cancelled", "Our coach skipped": a named actor (a determiner and a noun) who is not the client.
_OTHER_ACTOR = lazy_compile(r"^\W*((the|our|his|her|their|my) (?!(session|class|workout|gym|training|run|lesson|plan|week)\b)"
                          # v26: a place of two words ("The leisure centre cancelled all classes")
                          r"[a-z]+( (centre|center|club|hall|pool|studio|gym|school|council|office))?"
                          # v10: a role with no determiner ("Coach cancelled", "Training partner cancelled").
                          r"|(coach|trainer|instructor|physio|teacher|partner|training partner|gym buddy|club|pool|he|she|they"
                          # v23: the coach addressed ("You cancelled on Monday so I did my own thing")
                          r"|you|u|ya)"
                          # v27: someone's someone, possessive ("Mum's carers cancelled again"), not a session of a day
                          # ("Tuesday's session cancelled" stays the client's to explain).
                          r"|[a-z]+'s (?!(session|class|workout|training|run|lesson|plan|pt|swim|spin|circuits|bootcamp|sesh)\b)[a-z]+"
                          r")\s+$", re.I)
# Longing, not an absence: "I miss the old gym", "I really miss running with the club".
# v20: a term that names the client ("doing my head in", "wrecking my sleep") is theirs whatever the subject.
_ON_ME = lazy_compile(r"\b(me|my)\b", re.I)
_LONGING = lazy_compile(r"\bi (really |still |do |so |kind of |kinda )?$", re.I)
_WHEN = lazy_compile(r"\b((mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow|today|this (morning|evening|week))\b", re.I)
# v21: the coach let down, which is a session missed ("cancelled on you twice now", "bailed on you again").
_ON_YOU = lazy_compile(r"^\s*on (you|ya|u)\b", re.I)
_LET_DOWN = lazy_compile(r"(cancel|bail|flak)", re.I)
_MISSED_BARE = lazy_compile(r"^\W*(again|this week|last week|twice)?\W*$", re.I)

_RELATIVE = lazy_compile(
    r"\bnot me\b|\b(ceo|cfo|boss|manager|coworkers?|colleagues?|lads|girls|guys|everyone|the team|the coach|my old coach)\b"
    r"(?=[^,.]{0,30}\b(is|was|has|are|were)\b)"
    # A named or described other person: "Sarah from work is so stressed".
    r"|\b[a-z]+ from (work|the office|the gym|my team|class|school|uni)\b"
    r"|\b[a-z]+ from (my|the|our) (\w+ )?(club|gym|team|class|group|crew|squad|office|box)\b"
    # Something watched or read, not felt: "the film was so stressful", "a documentary about burnout".
    r"|\b(film|movie|show|series|episode|match|game|book|podcast|documentary|article|video|talk|news)\b"
    # v10: the topic of a class the client teaches or attends: "teaching a class on rotator cuff injuries".
    r"|\b(teaching|taught|teach|gave|giving|ran|running) (a |the )?(class|lecture|course|workshop|seminar|session|talk) (on|about)\b"
    # v15: a topic read, researched or written about ("reading about ACL injuries for my dissertation", "an essay on burnout").
    r"|\b(reading|read|researching|research|studying|writing|wrote|learning|learnt|learned|revising|listening to \w+|watching \w+)"
    r" (up )?(about|on|into)\b|\b(essay|dissertation|thesis|paper|assignment|project|report|presentation|lecture|module|podcast"
    r"|article|blog|book) (about|on|into)\b",
    re.I,
)
# A relative or friend is someone else only as the subject ("my sister is so stressed", "honestly my dad's
# knee is killing him"), not as an object ("Beat my brother at the 10k", "lifting my mum into bed hurt my back").
_KIN = lazy_compile(
    r"\b(my|his|her|their|our) (\w+ )?(sister|brother|husband|wife|partner|friend|mum|mom|mother|dad|father|son|daughter"
    r"|kids?|grandson|granddaughter|grandkids?|grandchildren|nephew|niece|boss|colleague|coworker|co-worker|girlfriend|boyfriend|dog|cat|flatmate|roommate|mate|mates|pal|buddy"
    r"|team ?mate|nan|gran|grandma|grandad|uncle|aunt|cousin|neighbou?r|manager|clients?|students?|lad|lads|boy|girl"
    r"|baby|toddler|fiance|fiancee|other half|in-laws?|mil|fil)\b", re.I)
_LEAD_WORDS = lazy_compile(
    r"^\W*((and|but|so|also|plus|now|then|honestly|apparently|poor|oh|well|ugh|meanwhile|lol|haha|sadly|i think|i reckon"
    r"|i feel like|i guess|seems like|looks like|think|reckon|meanwhile|both)\W+)*$", re.I)
# Someone else's body: "Mum's hip is painful", "my lad's wrist is sprained", "hurt his hand".
_WORDS_NOT_OWNERS = (
    r"it|that|he|she|there|what|who|here|let|everything|nothing|something|life|work|today|tonight|tomorrow|yesterday"
    r"|week|sleep|one|this|which|where|how|one|anyone|everyone|someone")
_OTHERS_BODY = lazy_compile(
    r"\b(?P<pronoun>his|her|their|(?!(?:" + _WORDS_NOT_OWNERS + r"|" + _BODY + r")'s)[a-z]+'s) "
    r"(left |right |lower |upper |bad |dodgy |good )?" + _BODY + r"\b", re.I)
# "<someone> is <feeling>": a subject that is not the client, with a copula, right before a stress
# term ("Head chef is stressed to the max", "the drummer was exhausted"). Subjects that are the client's
# situation or body ("work is", "my knee is", "everything's") do not count.
_COPULA_SUBJECT = lazy_compile(
    r"^\W*((and|but|so|honestly|apparently|also|plus|now|poor|oh|well)\s+)*(?P<subject>([^\W\d_][\w-]*\s+){0,5}[^\W\d_][\w-]*)"
    r"(\s+(is|was|are|were|has been|have been|had been|gets|got|looks|looked|seems|seemed|sounds|sounded)|'s|'re)"
    r"\s+((so|really|very|totally|completely|absolutely|quite|pretty|a bit|a little|super|always|just|properly"
    r"|utterly|still|also|too|getting|feeling|bit"
    # v26: text-speak "v" for very, and "'s been" ("my mgr is v stressed", "the whole team's been stressed out").
    r"|v|well|dead|been)\s+)*$", re.I)
_CLIENT_SUBJECT = lazy_compile(
    r"\b(i|i'm|im|me|we|we're|us)\b"
    r"|\b(it|this|that|everything|things|life|work|job|week|day|month|year|today|tonight"
    r"|sleep|mood|head|mind|brain|body|energy|stress|anxiety|motivation|training|schedule|rota|shifts?|commute|house"
    r"|home|uni|school|term|season|diet|prep|all|stuff|weekend|morning|evening|nights?|days|weeks|there|what|pain"
    r"|which|sessions?|workouts?|run|runs|class|gym|legs|arms|muscles|feet|heart|nerves|hormones|levels|thoughts)$", re.I)
# (the subject's head noun: "my supervisor is stressed" is someone else, "my head is fried" is the client)
_SUBJECT_PLACE = lazy_compile(r"\s+(at|in|from|on|down at|over at)\s+(the |my |our |their |his |her )?[\w-]+$", re.I)
# A reading that is low is not low mood: "iron a bit low", "blood sugars dropped low", "battery low".
_MEASURED = lazy_compile(r"\b(iron|ferritin|sugars?|glucose|levels?|vitamin \w+|b12|battery|bp|blood pressure|count|hb"
                       r"|ha?emoglobin|testosterone|thyroid|readings?|numbers|sodium|potassium|hrv|spo2|oxygen)\b", re.I)
_MY_BODY = lazy_compile(r"\b(my|i|i've|i'm|me)\b", re.I)
# v17: the client's own body in a clause, for "whose injury is it": "I", "me" or "my <body part>", not any "my"
# ("The other driver on my route pulled his shoulder" is the driver's shoulder).
_MY_OWN_BODY = lazy_compile(r"\b(i|i've|i'm|i'd|me|myself)\b|\bmy (\w+ )?" + _BODY + r"\b", re.I)
# v17: someone else named by their role or as one of a group, as the subject before the term ("My patient had a
# hip fracture", "One of my year 2s broke his wrist", "The club captain won the county champs", "Nobody on the team
# missed a session", "It's the mother who's not great"), or as the one "with" an injury ("a patient with a
# shattered femur"). People the client works with, teaches, treats, coaches or competes against.
_ROLE = (r"(patients?|pupils?|players?|customers?|passengers?|drivers?|captain|runners?|riders?|athletes?|swimmers?"
         r"|lifters?|members?|residents?|learners?|trainees?|apprentices?|workers?|staff|nurses?|doctors?|surgeons?|chefs?"
         r"|drummers?|singers?|referees?|refs?|opponents?|rivals?|teammates?|squad|crew|volunteers?|guests?|clients?"
         r"|students?|kids?|children|class|group|everyone else|others|other one)")
_ROLE_SUBJECT = lazy_compile(
    r"^\W*((and|but|so|also|plus|now|then|honestly|apparently|poor|oh|well|ugh|sadly|today|yesterday)\W+)*("
    r"(one|some|two|three|four|a few|several|half|most|none|all|both|loads|lots) of (the|my|our|his|her|their|these|those) "
    r"(?!" + _BODY + r"\b)"
    r"|(the|my|our|his|her|their|a|an|this|that) ([\w-]+('s)? ){0,2}?" + _ROLE + r"\b"
    r"|(nobody|no one|no-one|everyone|everybody|none of (us|them|the \w+))\b"
    r"|it'?s (the|my|his|her|their) (\w+ ){0,2}?(who|that)\b)", re.I)
_ROLE_WITH = lazy_compile(
    r"\b(a|an|the|my|our|this|that|his|her|their) (\w+ ){0,2}?(" + _ROLE[1:-1] + r"|man|woman|lady|guy|bloke|girl|boy|lad|baby"
    r"|friend|mate|colleague|neighbou?r) with (a|an|the|his|her|their|two|three|several)\b", re.I)
_PRONOUN_SUBJECT = lazy_compile(r"^\s*(he|she|they|(the |my |our )?(baby|toddler|little one)|poor (little |wee |old )?(thing|mite|lamb|soul|bairn|wean|pup|doggo))\b", re.I)
_INTENT = lazy_compile(
    r"\b(want|wanna|hope|hoping|would love|'d love|goal is|aim|aiming|plan|planning|trying to|try to|someday|one day"
    r"|next (week|month|year)|attempt|going for|goal for|working towards|working toward|close"
    # v12+: a dream, a wish or a try is not the thing done ("Dreaming of my first pull-up", "I'll try for a new max").
    r"|dream|dreams|dreaming|wish|wishing|bucket list|fingers crossed|eventually|try for|i'?ll try|i will try|have a go"
    r"|i'?ll go for|go for"
    # v21: a plan or a forecast is not the thing done ("going after a new max on Thursday", "attempting the Three
    # Peaks", "should hit my goal weight in three weeks", "on track to reach my target"); "should've" is done.
    r"|going after|attempting|(should|shall|will|gonna|going to|expect(ing)? to|on (track|course|target) to)(?!'ve| have\b)"
    r"|(i|we|you|she|he|it)'ll)\b",
    re.I,
)
# v12: a past habit anywhere before the term in its clause ("used to have terrible back pain"), not "I'm used to".
_USED_TO = lazy_compile(r"(?<!\bam )(?<!\bi'm )(?<!\bim )(?<!\bis )(?<!\bare )(?<!\bget )(?<!\bgot )(?<!\bgetting )(?<!\bbe )"
                      r"(?<!\bbeen )(?<!\bwas )(?<!\bwere )\bused to\b", re.I)
# v12: a near miss is not the event ("nearly missed the train", "almost hit 100kg").
# v44: "Came within a whisker of bailing on tonight's kettlebell class, but went" (v42); "withing" is the dropped-g reading's.
_NEAR_MISS = lazy_compile(
    r"\b(nearly|almost|just about|so close to|came close to|close to|with(in|ing) (a whisker|an inch|a hair'?s?( breadth)?) of)"
    r"\s+(\w+\s+)?$", re.I)
# v12: "a pain" as a nuisance ("parking is a pain", "such a pain"), unless placed in the body ("a pain in my side").
_NUISANCE_BEFORE = lazy_compile(r"\b(a|such a|what a|bit of a|real|proper|total|right|royal)\s+$", re.I)
# v25: a headache that is a nuisance, told with a copula or an exclamation ("the paperwork is a real headache",
# "what a headache", "parking's been a bit of a headache"); "I've got a headache" is a head in pain.
_HEADACHE_NUISANCE = lazy_compile(r"(\b(is|was|are|were|'s|been|be|being|become|becoming|became)\s+(such |quite |a bit of |bit of |one )?"
                                  r"(a |an )?((real|right|proper|total|royal|massive|huge|major|big|bit of a|logistical|admin) )?"
                                  r"|\bwhat an?\s+((real|total|absolute|massive) )?)$", re.I)
_PAIN_PLACED = lazy_compile(r"^\s*(in|on|at|behind|under|down|across|around|through|up|when|whenever|if|every|each)\b", re.I)
_CANCELLING_TAIL = lazy_compile(
    r"^[^;]*?,\s*(but )?not (anymore|any more)\b"  # v10: "used to have terrible back pain, not any more"
    # v12: the predicate denies what the term names ("my old Achilles injury hasn't flared up once this year").
    r"|^[^,;]*?\b(has|have|is|was|does|did)(n'?t| not) (been |really |once |even |ever )?(flared|flare|bothered|bother"
    r"|bothering|troubled|hurt|hurting|played up|acted up|come back|came back|returned|been an issue|been a problem|given me)\b"
    r"|^[^,;]*?\bnever (flared|bothered|troubled|hurt|came back|returned|played up)\b"
    r"|^[^,;]*?\b(anymore|any more|(is|are|has|have|'s) (totally |completely |all |now )?gone|is over|went away"
    r"|(is|are|'s|has been|have been) (way |much |a lot |loads |so much )?(better|improved|under control)"
    r"|levels? (is|are|'s) (way |much |a lot )?(down|lower)|manageable|under control|(is|are) a thing of the past)\b", re.I)
_VOCATIVES = {"coach", "hey", "hi", "hiya", "hello", "ok", "okay", "um", "erm", "sorry", "mate", "quick", "question", "oh"}
_QUESTION_START = {
    "is", "are", "am", "was", "what", "how", "why", "when", "where", "which", "who", "do", "does", "did",
    "should", "can", "could", "would", "will", "any", "anything",
}
# Joking: the whole message's signals are not reports ("so exhausted from the sofa, jk").
_JOKE = lazy_compile(r"\b(jk|j/k|just kidding|just joking|nah,? i'?m (good|fine|ok|okay))\b", re.I)
# v19: "<claim>, said no one" denies the claim it follows, not the rest of the message ("Best week ever, said no one.
# Laptop died, I'm fried": the fatigue is reported; "I'm drained... said no one": the drain is not).
_SAID_NO_ONE = lazy_compile(r"\bsaid (no ?one|nobody|no-one)( ever)?\b", re.I)
_CLAIM_END = lazy_compile(r"[\s.,!\u2026-]*$")
# v19: the client joins someone else's state ("My mum's stressed about her op and honestly so am I", "my mate
# pulled out and so did I"): what the sentence gave to the other person is the client's too.
_ECHO = lazy_compile(r"\b(so am i|so (do|did|have|was) i|as am i|me too|same here|same for me|and me|i am too|i'?m the same"
                     r"|i'?m too)\b(?!\s+\w)", re.I)
# v19: a good-kind cue the client denies is the opposite report ("Quads are seriously painful, not normal DOMS", "this
# isn't the good kind of sore"): a negation in the two words before it.
_CUE_DENIED = lazy_compile(r"\b(not|no|never|isn'?t|wasn'?t|ain'?t|doesn'?t (feel|seem) like|not like)\s+(\w+\s+)?$", re.I)
# v19: pain that is no body's: a feeling, pride or a wallet hurt, the pain of doing something, pain as a motto, the
# hours of an event suffered ("Stubbed my pride losing at ping pong", "The pain of watching England take penalties",
# "Pain is just weakness leaving the body", "14 hours of pain but I did it").
_NOT_A_BODY = lazy_compile(
    r"\b(hurt|hurts|hurting|stubbed|bruised|bruising|wounded|dented|battered|injured|broke|broken) (\w+ )?(my|his|her|our|their|your)"
    r" (\w+ )?(pride|ego|feelings|wallet|bank( account| balance)?|confidence|dignity)\b"
    r"|\bpain of (\w+ing|losing|defeat|rejection|it all)\b|\bpain is (just |only )?(weakness|temporary|gain)\b"
    r"|\b(hours?|miles?|km|kilometres?) of (pain|suffering|agony|hurt)\b", re.I)
# v19: a lift as the object of "pulled" ("Pulled my first double-bodyweight deadlift", "pulled 180 off the floor"), with
# no body part between ("pulled my hamstring on a deadlift" stays an injury).
_LIFT_PULLED = lazy_compile(r"^\s*((my|a|an|the|his|her) )?((first|new|heaviest|best|biggest|best-ever) )?((?!" + _BODY
                            + r"\b|(on|in|at|during|doing|with|off|from|while|when)\b)[\w-]+ ){0,2}?(deadlifts?|dls?|rack pulls?|lifts?|pbs?|prs?|personal best)\b|^\s*\d", re.I)
# v19: a claim taken back as someone else's ("Did my first black run! ...well, my friend did"): not the client's.
_RETRACTED = lazy_compile(r"\b(well|actually|ok|okay|erm|um)\W+(my|our|the) [\w-]+ (did|got|made)( it)?\b", re.I)
# v19: a pain only foreseen ("Worried I might hurt my back if I go too heavy", "I'll end up pulling something"): a
# modal before the term and nothing done yet ("might have torn it", "could be a tear" are about now).
_FORESEEN = lazy_compile(r"\b(might|may|could|would|will|'ll|gonna|going to|afraid to|scared to|worried to)\s+"
                         r"(?!have\b|'ve\b|be\b|been\b)(\w+\s+){0,2}$", re.I)
# Good tiredness / soreness: "tired but in a good way", "sore, the good kind" — stress and pain not reported.
_GOOD_KIND = lazy_compile(
    r"\b(in a good way|but happy|(?<!not )the good kind|(?<!not the )good kind of|good tired|happy tired|happy heart|doms|nothing serious"
    # Minimised by the client: "a little tired but nothing major".
    r"|nothing major|no big deal|nothing to worry about"
    # v12+: "slightly achy after the long run but nothing unusual", "not much sleep but I feel fine honestly".
    r"|nothing (unusual|out of the ordinary|new)|to be expected|(but|and) (i )?(feel|felt|feeling) (fine|ok|okay|good|great|alright)"
    r"|(pleasantly|nicely|happily|satisfyingly|deliciously|good and) (tired|sore|achy|worn out|knackered|wrecked)"
    # v17: minimised as ordinary or as part of the job ("a bruise, it's nothing, happens all the time", "hands are
    # scratched but that's the job"), liked ("exhausting job but I love it"), nerves that are excitement.
    r"|it'?s nothing|happens all the time|(that'?s|part of) the job|occupational hazard|comes with the (job|territory)"
    r"|(but|and) (i )?(love|loved|loving) (it|every (minute|second) of it)"
    r"|(nervous|anxious|jittery|scared|apprehensive) but (excited|buzzing|ready|pumped|looking forward)"
    # v23: spent and elated ("we were all shattered after the 10k but on a massive high")
    r"|(but|and) (still )?(on a (massive |real |huge |big |bit of a )?high|buzzing|elated|over the moon)"
    # v19: the burn of a set, soreness said to be normal ("Glutes on fire during those lunges, great burn", "a bit sore
    # from the RDLs, normal stuff"; not "not normal DOMS").
    r"|(great|good|nice|lovely|sweet) burn|feel(ing|t)? the burn|(?<!not )(?<!not the )(normal|usual|standard|expected)"
    r" (stuff|doms|soreness|ache|aches|burn)"
    # v21: a burn the client loves, an ache from laughing ("love that burn", "ribs sore from laughing").
    r"|(love|loved|loving) (that|the|this|a good) burn|(from|after|with) (laughing|laughter)|laughed so hard"
    # v22: liked after a comma, said to be normal ("Triceps on fire after the dips, love it", "muscle ache from the
    # training, this is normal").
    r"|,\s*(i )?(love|loved|loving) (it|that)|(this|that|which|it) is (totally |completely |perfectly )?normal|(that|it)'s"
    r" (totally |completely |perfectly )?normal"
    # v24: limbs gone to jelly from a set ("arms are jelly after the push-ups, can't lift my tea lol").
    r"|(arms|legs|quads|thighs|calves|triceps|biceps|shoulders)( are| were|'re| feel| felt| feeling| turned to| like)? (like )?"
    r"(jelly|noodles|spaghetti) (after|from)\b)\b", re.I)
# General questions ask about training, they report nothing: "is it normal to ...", "how do I avoid ...".
_GENERIC_QUESTION = lazy_compile(
    r"^\W*(is it (normal|ok|okay|bad|common|fine)|how (do|should|long|can|often) (i|you|we)|what('s| is| should| do)"
    r"|should i|any tips|tips for|how to|best way)\b", re.I)
# A past episode reported as over: "I was stressed last month but things have calmed down".
_PAST = lazy_compile(r"\b(was|were|felt|used to|had|last (week|month|year|season)|before|ago|years? back|back then|remember when"
                    # v17: an episode placed in the past by its noun ("the old shoulder injury", "in a past season").
                    r"|(the|my|an|that) old (\w+ )?(injury|niggle|problem|issue|strain|tear)|(a|the|one) (past|previous) (season|year|block))\b",
                    re.I)
_OVER_NOW = lazy_compile(
    r"\b(calmed down|back to normal|(much|way|loads|so much|a lot) (better|easier)|better now|fine now|all good now"
    r"|okay now|ok now|good now|helped|not anymore|not any more|not these days|no longer|healed|sorted( now)?|over it|gone now|recovered"
    r"|(perfect|fine|great|good) (ever )?since|been (perfect|fine|great)|(great|well) now|long gone|all gone|cleared up"
    r"|(it|that|they|everything) (went|turned out) (fine|well|ok|okay|great|brilliantly)|(a )?different story"
    # v24: the day went well after all ("I was so anxious before the interview but it all went perfectly").
    r"|(it all|all|everything|it|the (day|night|whole thing|event|interview|exam|wedding|op|operation)) (went|turned out|worked out"
    r"|passed off) (absolutely |really |so |just )?(perfectly|fine|well|great|brilliantly|smoothly|amazingly|like a dream|without a hitch)"
    r"|fixed (it|that|them)|sorted (it|that) out|(it|that) (helped|worked)"
    # v17: sound for a while since ("it's been solid for two years"), well now ("I'm flying now").
    r"|been (solid|sound|good|fine|great|perfect|ok|okay) (for|since)|(flying|thriving|strong) now"
    # v19: calmer now, in a good place now ("Was a nervous wreck last year, way calmer now", "Was feeling low in
    # January but I'm in a great place now").
    r"|(way|much|loads|so much|a lot|far) calmer|calmer (now|these days)|in a (good|great|better|happy) place (now|these days)"
    # v21: the present told as good after a past episode ("last year I was burnt out, this year I'm thriving"), or the
    # episode as another life ("feels like another life", "a distant memory").
    r"|(now|these days|this (year|month|week|season|time))( round)?,? (i'?m|i am|i feel|feeling|things are|life is|it'?s|everything'?s)"
    r" (\w+ )?(thriving|flying|fine|great|good|grand|brilliant|calm|sorted|happy|amazing|loving it)"
    r"|(another|a different|a past|a previous|someone else'?s) life(time)?|a (distant|vague) memory|a lifetime ago"
    r"|feels like (forever|ages|years|a lifetime) ago"
    # v23: the new present named ("Work was stressful last year but the new job is a dream").
    r"|(the|my) new (job|role|place|house|flat|team|boss|manager|school|routine|office|shift pattern|rota) (is|'s) (a dream|great"
    r"|brilliant|amazing|lovely|fantastic|bliss|heaven|so much better|much better|way better|a breeze|a joy)"
    # v26: the episode told as over in other words ("the stress of last month has lifted", "all of that is behind me
    # now", "I feel like a different person now", "feeling human again", "it's calmed right down").
    r"|(has|have|'s|had) (finally |totally |completely )?lifted|(is|are|'s|'re|now|all|well and truly) (all |now |well and truly )?behind me"
    r"|(feel|feeling|felt) (like )?(a )?(new|different|changed) (person|woman|man)|(feel|feeling|felt) (\w+ )?human again"
    r"|calmed (right|right back|all the way|right the way) down)\b", re.I)
# A sentence about someone else from its first words, with no "I"/"me" in it.
_OTHER_SUBJECT = lazy_compile(r"^\W*(my|our) (\w+ )?(sister|brother|husband|wife|partner|friend|mum|mom|mother|dad|father"
                            r"|son|daughter|kids?|boss|colleague|girlfriend|boyfriend|mate|nan|grandma|grandad"
                            # v18: the wider family ("My grandson ran his first cross country race").
                            r"|grandson|granddaughter|grandkids?|grandchild(ren)?|nephew|niece|cousin|uncle|aunt|auntie|stepson"
                            r"|stepdaughter|godson|goddaughter|fianc[eé]e?|in-laws?|flatmate|housemate|neighbou?r)\b", re.I)
_FIRST_PERSON = lazy_compile(r"\b(i|i'm|i've|i'd|me|myself)\b", re.I)
# v21: the client as the subject right before a state ("... and honestly I'm so stressed about it").
_I_AM_BEFORE = lazy_compile(r"\b(i'?m|i am|im|i feel|i'?ve been|i was|i get|i got|i'?m getting|i keep getting)\s+((so|really|very"
                            r"|totally|completely|absolutely|quite|pretty|a bit|a little|super|just|properly|utterly|still|also|too"
                            r"|getting|feeling|bit|honestly|genuinely|fairly|that|this|seriously|proper)\s+)*$", re.I)
# v21 (issue 18: milestone precision), classes of false milestones. Someone else's achievement told in the third
# person, with the client nowhere in the sentence ("Our Jess smashed her marathon PB", "Watched my daughter get her
# swimming badge", "The lodger hit his goal weight"): not the client's. A message from a proxy who says so ("texting on
# Mum's behalf: she walked round the whole park, her first time since the op") is not denied by this rule (_PROXY): there
# "she" is the client.
_THIRD_PERSON = lazy_compile(r"\b(he|she|they|him|her|his|hers|their|he's|she's|they're|they've|he'd|she'd)\b", re.I)
_PROXY = lazy_compile(r"\b((texting|messaging|writing|typing|replying|answering) (for|on behalf of)|on (his|her|their|\w+'s) behalf"
                      r"|(his|her|their) (wife|husband|partner|son|daughter|mum|mom|dad|carer|sister|brother) here)\b", re.I)
# v21: a team, a club or a group as the subject of a win or a record ("Our five-a-side team won the league", "team won
# the cup on sunday", "The whole running club got a new course record"): a team's result is no personal milestone.
_GROUP_SUBJECT = lazy_compile(
    r"^\W*((and|but|so|also|plus|then|honestly|oh|well|today|yesterday|sunday|saturday"
    # v23: a vocative or a filler first ("bro my whole squad got diamond")
    r"|bro|mate|dude|omg|ngl|tbh|guys|yo|lol|haha|ok|okay)\W+)*((the|our|my|his|her|their) "
    r"([\w-]+ ){0,2}?)?(team|teams|club|side|squad|crew|relay team|five-a-side|eleven|xi|lads|girls|boys|band|choir|office|school"
    r"|department|class|company|firm|restaurant|kitchen|brigade|unit|platoon|watch|shift)\b(?! (record|pb|pr|best)\b)", re.I)
# v21: an achievement placed long ago, a story told of it ("My first ever race was a 10k back in 2008", "In my twenties
# I could bench 120", "Got my black belt as a teenager"), unless measured against now ("couldn't do that two years
# ago").
_LONG_AGO = lazy_compile(
    r"\b((\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|many|some|a few|a couple of|a good few)"
    r" years ago|years ago|decades ago|back in (the day|(19|20)?\d\d\b|my \w+)|in (19[5-9]\d|200\d|201\d)\b"
    r"|as a (teenager|teen|kid|child|student|junior|youngster|schoolboy|schoolgirl)|when i was (a |at |in )?(\d+|young|younger"
    r"|teenager|teen|kid|child|student|uni|school|college|playing|racing|competing|in my)|in my (teens|twenties|thirties|forties"
    r"|fifties|youth|prime|heyday|\d0s)|back then|those were the days|in my (old )?(\w+ )?days|in a previous life)\b", re.I)
_THEN_AND_NOW = lazy_compile(r"\b(couldn'?t|could not|can'?t|could never|wasn'?t able|never (could|managed))\b", re.I)
# v21: a best or a target missed by a margin, or still a margin away ("Missed the 3-hour marathon by 40 seconds", "Half a
# kilo away from the target", "Four seconds outside my best"); "took 40 seconds off my best" is a best.
_BY_A_MARGIN = lazy_compile(
    r"\b(missed|outside|short of|shy of) (the|my|a|an|our) ([\w:-]+ ){0,3}?by (\d+|a|an|one|two|three|half a|a few|a couple of)\b"
    r"|(?<!took )(?<!knocked )(?<!shaved )(?<!cut )(?<!chopped )(?<!taken )(?<!knocking )(?<!shaving )(?<!take )"
    r"\b(\d+(\.\d+)?|a|an|one|two|three|four|five|half a|a few|a couple of) (seconds?|secs?|minutes?|mins?|kg|kilos?|reps?"
    r"|lbs?|pounds?|tenths?|hundredths?|cm|points?)( of a second)? (away from|outside|short of|shy of|off) (my|the|a|an|our"
    r"|hitting|reaching|making|breaking) ?(\w+ )?(target|goal|pb|pr|best|record|mark|time|standard|cut|cut-?off|qualifier|sub)"
    r"|\b(annoyingly|agonisingly|agonizingly|painfully|frustratingly|tantalisingly|tantalizingly|so|that) close\b"
    r"|\bjust out of reach\b", re.I)
# v21: a try still ahead, dated in the future or forecast ("Next month I'm attempting the Three Peaks", "testing my one
# rep max next week", "putting my name down for the summer 10 mile", "should hit my goal weight in three weeks at this
# rate"); what the client used to lift or run ("Used to squat 180 at uni"); a margin still to find ("half a kilo away
# from the target").
_PLAN_AHEAD = lazy_compile(
    r"\b(next (week|month|year|weekend|season|time|block|(mon|tues|wednes|thurs|fri|satur|sun)day)"
    r"|in (a|one|two|three|four|five|six|a few|\d+) (more )?(days?|weeks?|months?)'? time|in (another|a further|a couple more)"
    r" (\w+ )?(days?|weeks?|months?)|at this rate|attempting|going after"
    r"|names? down (for|to)|(test|testing|max out|maxing out|retest|retesting) (my |our |the )?(one rep max|1 ?rm|max(es)?|new max)"
    r"|(should|will|'ll|gonna|going to) (\w+ )?(hit|reach|get to|make|break|be at|crack|smash) (my |the |a |that |\w+'s )?(\w+ )?"
    r"(goal|target|pb|pr|best|record|max|sub|weight|\d)"
    r"|used to (\w+ ){0,2}?(squat|bench|deadlift|lift|run|do|swim|ride|race|compete|play|be able)"
    r"|(\w+ )?away from (my|the|a|hitting|reaching) (\w+ )?(target|goal|pb|pr|best|record)"
    # v22: training toward it ("training for my first half marathon in April", "getting ready for the county champs").
    r"|(training|prepping|preparing|getting ready) (for|towards?) (my|the|a|an|our)\b)\b", re.I)
# v21: the four classes above (someone else's or a team's, long ago, a plan, a margin) act only on a sentence that talks
# of an achievement: each denies the milestone, and a denied part leaves the probe's scoped text for every signal
# (detectors.scoped_text), so a sentence that says nothing of one ("I have no idea how I'll get through this week") must
# stay in it.
_MILESTONE_TALK = lazy_compile(
    r"\b(pbs?|prs?|personal (best|record)|records?|first|goals?|targets?|badges?|belts?|medals?|won|wins?|title|trophy|cup|league"
    r"|passed (my|the|a|an|his|her|their)|grading|graded|finished|completed|smashed|qualified|qualifying|selected|max|maxes|1 ?rm|one rep max|best|sub[- ]?\d+"
    r"|\d+(\.\d+)? ?(kg|kilos?|lbs?|k|km|miles?|mins?|minutes|seconds|secs|reps)|marathon|half[- ]marathon|the half|ironman|triathlon|ultra|race"
    r"|pull-?ups?|chin-?ups?|muscle-?ups?|squat|bench|deadlift|plank|stone|unassisted|summit(ed)?|peaks|champion\w*"
    r"|certificate|qualification|licence|license|sober)\b", re.I)
# v22 (issue 18: milestone precision), classes of the dev rounds' out-of-fold false alarms, v20-blind among them. A win
# at a game, a quiz or cards is no milestone ("Won at Mario Kart against my kids", "Poker tourney went 14 hours, won it").
_GAME = lazy_compile(
    r"\b(mario ?kart|fifa|fortnite|minecraft|call of duty|xbox|playstation|ps[45]|nintendo|video ?games?|console|poker|blackjack"
    r"|cards|card game|bingo|quiz|quizzes|trivia|monopoly|scrabble|cluedo|uno|wordle|crossword|sudoku|jigsaw|board ?games?"
    r"|fantasy (football|league|team)|sweepstake|raffle|tombola|lottery|arcade|pinball|karaoke|game night|games night)\b", re.I)
# v22: a first time back is a return, not a first ("Did my first session back after the holidays"); a first mishap is
# no achievement ("Got my first parking ticket, milestone unlocked", "first grey hair").
_FIRST_BACK = lazy_compile(
    r"\bfirst (proper |real |full |big |long |short |easy |gym |training |\w+ )?(session|run|class|workout|swim|ride|day|week|shift"
    r"|game|match|lesson|time|outing|one|spin|lift|walk|hike|climb|race) back\b", re.I)
_FIRST_MISHAP = lazy_compile(
    r"\bfirst (ever )?(\w+ )?(ticket|fine|speeding|parking|grey hair|gray hair|wrinkle|hangover|cold|flu|cavity|filling|bill"
    r"|overdraft|points on my licen[cs]e|crash|prang|puncture|flat tyre|injury|sprain|fall)\b", re.I)
# v22: "passed" a place on the way is no exam passed ("passed the gym on the way to work").
_PASSED_PLACE = lazy_compile(
    r"\b(passed|walked past|drove past|ran past) (the|a|my|our) (\w+ )?(gym|shop|pub|park|house|station|school|church|office|cafe"
    r"|café|chippy|bakery|pool|leisure centre|track|field)\b", re.I)
# v22: an animal as the subject of a best ("the dog did a PB on the lead").
_ANIMAL_FIRST = lazy_compile(r"^\W*((and|but|so|also|lol|haha|oh)\W+)*(the|my|our) (\w+ )?(dog|cat|puppy|pup|kitten|horse|pony"
                             r"|rabbit|hamster|pet|parrot|budgie|tortoise)s?\b", re.I)
# v22: the other signals' dev false alarms. Pain that is feeling, not a body ("I'm in bits", "stomach's in bits about
# the audit", "my heart aches for the families", "nerves are frayed").
# v25: sarcasm that reports stress. Praise no one means when it sits beside a load (_TROUBLE) or an irony face: "thriving",
# "loving life", "living the dream", "love that for me", "never better", "best week ever", "so relaxed", "fine. totally
# fine", an exclamation of delight opened with "oh" ("oh great", "oh yeah loving it").
_IRONIC_PRAISE = lazy_compile(
    r"\b((absolutely |totally |just |really |so |honestly )?thriving|loving (life|it|this|every minute)|living (the|my best) (dream|life)"
    r"|love (that|this) for me|never better|best (week|day|month|weekend|monday|birthday) ever|(i'?m|im|i am|feeling|feel) (so|sooo+|totally"
    r"|super|extremely) (relaxed|zen|chill(ed)?|calm)|fine[.!,]+ (totally|absolutely|completely|perfectly|100%) fine"
    r"|(oh|yeah|yay|wow),? (great|brilliant|fantastic|lovely|perfect|wonderful|fabulous|marvellous|amazing|yay)"
    r"|(just |absolutely |simply )?fabulous|what a time to be alive)\b", re.I)
_TURNED_OUT_FINE = lazy_compile(r"\b(it|that|all|everything)( was|'s| is| went| turned out)( \w+)? (fine|ok|okay|good|great|grand|worth it)\b", re.I)
_TROUBLE = lazy_compile(
    r"\b(deadlines?|(boiler|car|heating|washing machine|laptop|fridge|van|roof|pipe)('s| is| has| was)? (just )?(\w+ )?(broken|broke|died|dead"
    r"|gone|packed in|packed up|leaking|burst|flooded)|slept (about |maybe |like )?([0-4]|one|two|three|four) (hours?|hrs)|(wide )?awake (again )?"
    r"(at|since|till|until) ([1-5]|one|two|three|four|five)\b|cr(y|ied|ying) in|no sleep"
    r"|(hide|hid|hiding) in (the|a|my) (\w+ )?(loo|toilets?|bathroom|car|cupboard|stairwell)|to breathe|panic|coffee and (panic|tears|spite)"
    r"|overdraft|bailiffs?|redundanc(y|ies)|audit|(\d+|two|three|four|five|six) (meetings|deadlines|shifts) (in a row|back to back|today))",
    re.I)
_BITTEN = lazy_compile(r"\b(midges|mozzies|mosquito(e)?s|bugs|flies|fleas|ants|gnats|clegs|horseflies|ticks|bed ?bugs|mossies)\b"
                       r"[^.!?]{0,30}\beating me (alive|up)\b", re.I)
_IRONIC_BEST = lazy_compile(r"\b(slowest|worst|weakest|laziest|unfittest|heaviest ever weigh-?in) (\w+ ){0,2}(of my life|ever|in years|in ages)\b", re.I)
_EXCITED_NERVES = lazy_compile(r"\bnervous(ly)?[- ,]*(but |and |& )?(excited|excitement)|\bexcited[- ,]*(but |and |& )?nervous\b"
                               r"|\bgood nerves\b", re.I)
# v26 (issue 18: milestone and stress precision, v24-blind in dev), classes of the dev rounds' keyword false alarms.
# "We won": a result the client shares with a side is a team's, not a personal milestone ("We won the cup on penalties").
_WE_WON = lazy_compile(r"^\W*((and|but|so|also|then|honestly|oh|well|yes|yess+|get in|omg|lol|today|yesterday)\W+)*"
                       r"(we|we've|we have|we just|we finally)\s+(just |finally |only went and |actually )?(won|beat|took|lifted|clinched"
                       r"|retained|topped)\b[^.!?]{0,25}\b(league|cup|final|match|game|title|trophy|tournament|shield|derby|series"
                       r"|semi|tie|relay|quiz|\d+-\d+)|^\W*we('re| are| went| stay(ed)?) unbeaten\b", re.I)
# v26: someone close called "the" ("The wife beat her 10k PB by a minute, I'm still plodding"): their result, when the
# clause that tells it has no "I" in it and nothing else in the sentence is the client's milestone.
_THE_KIN = lazy_compile(r"^\W*((and|but|so|also|plus|meanwhile|oh|well|lol|haha)\W+)*the (missus|missis|mrs|wife|husband|hubby"
                        r"|other half|fella|bloke|kids|boss|gaffer|lad|lads|girls|bairns|in-laws|old man|old lady)\b", re.I)
# v26: a first time of a feeling or a liking is no achievement ("First time I've ever enjoyed a run", "actually liked
# the burpees for the first time").
_FIRST_FEELING = lazy_compile(
    r"\bfirst time (i'?ve |i have |i |that i )?(ever |actually |genuinely |properly |really )?(enjoyed|liked|loved|looked forward to"
    r"|not hated|didn'?t hate|fancied|felt like|wanted to)\b"
    r"|\b(enjoyed|liked|loved|looked forward to|didn'?t hate)\b[^,.!?]{0,40}\bfor the (very )?first time\b", re.I)
# v26: a best told with its result just short of it ("1:04.8, my PB is 1:04.6, so so close argh"): a near miss.
_SO_CLOSE = lazy_compile(r"\b(so ){1,3}close\b(?! to\b)|\bagonisingly close\b(?! to\b)", re.I)
# v26: soreness of a muscle group from a named session or exercise, or called muscle only, is the normal kind (DOMS):
# "Quads are wrecked from Monday's lunges", "abs ache after those crunches", "it's only muscle"; a joint or a word of
# injury beside it is still pain ("knee hurts after squats, sharp on the inside").
_MUSCLE_SORE_FROM = lazy_compile(
    r"\b(glutes|quads|hamstrings|hammies|calves|abs|core|lats|traps|pecs|delts|biceps|triceps|legs|arms|bum|butt|obliques"
    r"|forearms|thighs)\b('re| are| were|'s| is)?( (so|really|very|still|a bit|well|proper|absolutely|super|dead|v))*"
    r" (sore|aching|achy|stiff|ache|hurt|hurting|killing me|burning)\b[^.!?]{0,40}\b(from|after) (those|these|the|that|all|my|yesterday"
    r"|last night|\w+day'?s|\w+'s)\b"
    r"|\b(it'?s|its|it is|that'?s|but) (only|just) (the )?muscles?\b(?! (tear|strain|pull|injury))", re.I)
_INJURY_BESIDE = lazy_compile(r"\b(sharp|stabbing|shooting|pulled|strain(ed)?|tear|torn|swollen|swelling|popped|twinge|injur\w*|knee|ankle"
                              r"|wrist|elbow|shoulder|hip|back|neck|joint|tendon|achilles)\b", re.I)
# v26: a pain told as gone, in other words ("the ache went once I stopped running on the road", "I can't even remember
# the pain now"), unless it came back.
_PAIN_GONE = lazy_compile(
    r"\b(the|my|that|any) (\w+ )?(pain|ache|aching|soreness|twinge|niggle)s? (has |have |had )?(went|gone|disappeared|vanished"
    r"|stopped|eased off|cleared)( away| off| up)?\b(?![^.!?]*\b(back|again|returned|still|worse)\b)"
    r"|\bcan'?t (even )?remember (the|any|what the) (pain|ache)\b", re.I)
# v26: another day offered in its place ("can't do sat, can we do sun same time instead?"): a reschedule that keeps it.
_DAY_ABBR = r"(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(day)?"
_OTHER_DAY_OFFERED = lazy_compile(
    r"\b(can|could) (we|i|u|you) (do|make it|go for|try|have|switch to|move to|go) (\w+ ){0,2}?(instead|same time " + _DAY_ABBR
    + r"|" + _DAY_ABBR + r"\b( \w+){0,3}? instead)\b", re.I)
_NOT_ME_DOING = lazy_compile(r"(^|[.!?]\s*)not me (\w+ing)\b", re.I)
_HURT_FEELINGS = lazy_compile(
    r"\b((i'?m|i am|im|i was|nerves( are| were|'re)?|stomach('s| is| was)?|head('s| is)?|all|totally|completely|proper"
    # v23: a body clock is no body ("Just landed from Singapore, body clock is in bits")
    r"|body ?clock('s| is| was)?) in bits"
    r"|heart (aches|ached|aching|breaks|broke|bleeds|goes out|went out|is breaking)|heartache|heart-?broken|heartbroken"
    r"|nerves (are |were |'re )?(\w+ )?(frayed|shot|shredded|jangling|jangled|in tatters))\b", re.I)
# v41 (pain precision, stress recall): "in bits" / "in pieces" said of a person in more tenses than v22 read ("I've been
# in bits all week", "I'm in pieces", "I've been in pieces since Monday", "Half my Year 13s are in bits over UCAS"; v33, v37,
# v38): a feeling, not a body, where no body part is named ("my back is in bits" stays pain).
_IN_BITS_V41 = lazy_compile(
    r"\b(i'?ve been|i have been|i'?d been|been|i'?m|i am|im|i was|we'?re|we are|we were|they'?re|they are|are|were|is|was"
    r"|has (\w+ )?(both|all) )( (still|so|just|absolutely|totally|completely|a bit|really|proper|properly|all|both))* in (bits|pieces)\b",
    re.I)
# v22: a device run down is no tired client ("my phone's battery is drained again").
_DEVICE_DOWN = lazy_compile(r"\b(battery|batteries|phone|laptop|tablet|watch|car|torch|power ?bank|headphones|earbuds)('s| is| was"
                            r"| has| got| went)? (\w+ )?(drained|dead|flat|dying|died|knackered|out of charge)\b", re.I)
# v22: tears of pride or joy for someone ("My best friend completed Ironman! I cried watching the finish").
_PROUD_TEARS = lazy_compile(r"\b(cried|sobbed|bawled|wept|teared up|welled up|tears)\b[^.!?]{0,25}\b(watching|seeing|at the finish"
                            r"|with pride|so proud|proud|of joy|happy)\b|\bhappy tears\b", re.I)
# v22: a sleep a sore body part stops is the part's, not stress ("Shoulder's been dodgy, can't sleep on it").
_SLEEP_ON_IT = lazy_compile(r"\b(can'?t|cannot|couldn'?t|unable to|not able to) (sleep|lie|lay) on (it|that side|my (left |right )?\w+"
                            r"|the (left|right|bad|sore) (side|one))\b", re.I)
# v22: a rest day taken as planned is no missed session ("Took the rest day as planned, back at it tomorrow"); a session
# swapped for another is training done ("Swapped the run for a swim because of the rain"); a place, a medal missed out
# on ("Missed out on the medal by one place"); a consistent present after a past of misses ("Last year I skipped loads of
# sessions but this year I've been solid").
_PLANNED_REST = lazy_compile(r"\b((planned|scheduled|programmed|prescribed) rest day|rest day (\w+ )?as (planned|scheduled"
                             r"|programmed|prescribed|agreed))\b", re.I)
_SWAPPED = lazy_compile(r"\b(swapped|switched|traded|subbed|replaced|changed) (the|my|a|an|tonight'?s|today'?s|this morning'?s)"
                        r" (\w+ ){0,2}?(for|with|to) (a|an|the|some|my)\b", re.I)
_MISSED_OUT_ON = lazy_compile(r"\bmissed out on (the|a|an|my) (\w+ )?(medal|podium|place|prize|final|spot|win|title|trophy"
                              r"|qualification|qualifying)\b", re.I)
_CONSISTENT_NOW = lazy_compile(r"\b(last (year|month|term|season|spring|summer|autumn|winter)|years? ago|used to|back then)\b.*\b(now|these days|this (year|month|season|time))"
                               r"( round)?,? (i'?ve been|i have been|i'?m|i am) (really |so |super |pretty )?(solid|consistent|regular"
                               r"|good|great|spot on|on it|reliable|religious)\b"
                               # v25: misses told of a past period, none now ("Last month I missed loads, this month not one")
                               r"|\b(last|previous) (year|month|term|season|week)\b.*\bthis (year|month|term|season|week),? (not|none|zero|nil)"
                               r"( one| at all| a single one| missed)?\b", re.I)

# v23 (issue 18: milestone and stress precision), classes of the dev rounds' out-of-fold false alarms, v21-blind the
# freshest of them. A relapse undoes the count it follows ("Three months off the fags and I had one at the party, back
# to square one"), in its sentence or a later one.
_RELAPSE = lazy_compile(
    r"\b(back to (square one|day (one|1|zero|0))|relaps(ed|ing)|slipp(ed|ing) up|fell off the wagon|off the wagon"
    # v26: a slip placed at an event, a count begun again ("then slipped at my sister's wedding. Day 4 again now")
    r"|slipped (at|on|over|during|after|last|when)\b|(day|week) (\d+|one|two|three|four|five|six) (again|all over again)"
    r"|reset (my|the) (counter|count|clock|days|streak|app)|start(ed|ing)? (the count|counting|my count) (again|over)"
    r"|(broke|broken|blew|lost) (my|the) (\w+ )?streak|streak('s| is| was) (over|broken|gone|dead)"
    r"|had (one|a (drink|cigarette|fag|smoke|vape|bet|flutter|drag|pint|line)) (at|last|on|after|when|with|in)\b)", re.I)
# ... and only a count of days without something ("Three months off the fags", "100 days sober", "a 40-day streak"): a
# relapse after "First ever 10k on Sunday!" undoes no 10k.
_COUNTED = lazy_compile(
    r"\b(sober|clean|dry|smoke-?free|alcohol-?free|booze-?free|gambling-?free|bet-?free|drug-?free|vape-?free|streak"
    r"|off the (booze|drink|sauce|fags|cigs|cigarettes|smokes|ciggies|vape|gambling|bets|weed|pills)"
    r"|without (a|any) (drink|bet|cigarette|smoke|fag|vape|drag|pint)|(days?|weeks?|months?|years?) (off|without|free|sober|clean|dry))\b",
    re.I)
# v23: an entry or a booking is a plan, not a result ("First triathlon is booked for June", "Signed up for my first
# ultra in October", "entered my first meet"), unless the sentence also tells a result ("entered my first meet and won
# my class").
_ENTRY = lazy_compile(
    r"\b((signed|signing|sign) (up|on)|(entered|registered|enrolled|booked)( in| on| onto| into| for)? (the|a|an|my|me|myself|us)"
    r"|(is|are|'s|'re|am|all|now|just|got|finally|officially) (booked|entered|registered|signed up|enrolled)"
    r"|(booked|entered|registered) (in|on|onto) for)\b", re.I)
_RESULT_TOLD = lazy_compile(r"\b(won|finished|completed|smashed|broke|passed|came (first|second|third|\d+\w*)|placed|podium"
                            r"|pb'?d|pr'?d|set (a|my|the) (new )?(pb|pr|best|record))\b", re.I)
# v23: a goal still on its way ("goal 80, slowly getting there", "getting closer to my target") and a target dated ahead
# ("The plan is to hit 60kg by Easter", "could I be ready for a sub-50 10k by summer").
_ON_THE_WAY = lazy_compile(
    r"\b((slowly |getting |gradually )?getting there|getting closer|closing in on|edging (closer|towards)|on (my|the) way to"
    r"|(the|my) plan is to|plan(ning)? is to"
    r"|(?<!managed )(?<!able )(?<!got )(?<!had )(?<!used )(to|could|should|would|will|'ll|can|gonna|going to|ready|want|aim|aiming"
    r"|hope|hoping) (\w+ ){0,6}?by (easter|christmas|xmas"
    r"|summer|spring|autumn|winter|the (summer|spring|autumn|winter|end of|new year|wedding|holiday)|new year|my (birthday|wedding"
    r"|holiday)|(january|february|march|april|may|june|july|august|september|october|november|december)\b))", re.I)
# v23: a best or a target missed by a margin said as "within" ("Came within one rep of my PB"); "withing" because the
# dropped-g reading (_DROPPED_G) reads "within" so, and a reading's assertion counts.
_WITHIN_OF = lazy_compile(
    r"\bwithing? (\d+(\.\d+)?|a|an|one|two|three|four|five|half a|a few|a couple of) (seconds?|secs?|minutes?|mins?|kg|kilos?"
    r"|reps?|lbs?|pounds?|tenths?|hundredths?|cm|points?|metres?|meters?|places?) of (my|the|a|an|our|hitting|breaking|beating)\b",
    re.I)
# v23: someone else as the subject without a pronoun ("Mate of mine broke the club record", "A lad at the gym pulled
# 250", "Someone at parkrun ran 15 minutes"): theirs, when the client is not in the sentence.
_SOMEONE_OPENS = lazy_compile(
    r"^\W*((and|but|so|also|oh|honestly|omg|lol|haha|bro|mate|ngl|tbh)\W+)*((a|one|this|some|that) )?(\w+ )?"
    r"(mate|friend|pal|buddy|colleague|cousin|neighbou?r|client|student|guy|girl|lad|lass|woman|man|bloke|fella|someone|somebody"
    r"|person|chap|kid|boy|member|runner|lifter|rider|swimmer) (of mine|of ours|at (work|the gym|the club|my gym|my club|parkrun"
    r"|the box|training|the pool)|from (work|the gym|the club|my \w+|parkrun))\b", re.I)
# v23: a game's rank or score is no milestone ("my whole squad got diamond in ranked", "new high score on Tetris").
_GAME_RANK = lazy_compile(r"\b(in ranked|ranked (match|matches|game|games|mode|play)|high ?score|battle pass|leaderboard on"
                          r"|levell?ed up (in|on)|speed ?run|\d+ ?xp)\b", re.I)
# v23: tears at a finish or a sideline, either order ("I were stood at the finish bawling"), are pride.
_TEARS_AT_THE_LINE = lazy_compile(
    r"\b(at|on|by|crossing|over) the (finish|finish line|line|sidelines?|touchline|poolside|side of the (pitch|pool|track))\b"
    r"[^.!?]{0,30}\b(cried|crying|bawling|bawled|sobbing|sobbed|tears|teary|tearful|welling up|welled up|wept|weeping|blubbing)\b",
    re.I)
# v23: "wiped out" on something is a fall, not fatigue ("Wiped out on the reef and sliced my foot", "wiped out on my
# bike on the ice").
_WIPED_OUT_ON = lazy_compile(r"\b(wiped|wipe|wiping) out (on|off|at|into|in|over|going) (the|my|a|an|some|that|this)\b", re.I)
# v24 (issue 18: milestone, stress and pain precision), classes of the dev rounds' out-of-fold false alarms, v22-blind the
# freshest of them. A goal announced as a heading is a plan ("Goal for next year: my first ultra", "Target for 2030 - a
# sub-3 marathon").
_GOAL_HEADING = lazy_compile(
    r"^\W*((my|the|our|main|big|new) )?(goals?|targets?|aims?|plans?|resolutions?|dreams?|ambitions?|bucket list|wish ?list)"
    r" (for|in|this|next) (\d{4}|next year|the (new )?year|this year|the season|next season|the summer|next summer|20\d\d)\b"
    r"|^\W*(new year'?s? )?resolutions?\W", re.I)
# v24: "finally" done to a chore, a book or a purchase is no achievement ("finally finished that novel", "finally got new
# lenses so I can finally read the menu").
_FINALLY_CHORE = lazy_compile(
    r"\bfinally (finished|completed|done|did|got|sorted|read|watched|fixed|built|painted|unpacked|cleared|bought|ordered|booked)"
    r" (the |my |a |an |that |those |these |all (the |my )?|some |new )?([\w-]+ ){0,2}?(books?|novels?|series|box ?sets?|seasons?|puzzles?"
    r"|jigsaws?|films?|movies?|shows?|washing|ironing|laundry|tax return|taxes|paperwork|admin|shelves|shelf|decorating|garden"
    r"|garage|loft|unpacking|boxes|emails|inbox|glasses|lenses|contacts|phone|laptop|sofa|car|boiler|kitchen|bathroom|fence"
    r"|wardrobe|curtains|blinds|tv|telly|game|podcast|audiobook|crossword)\b"
    r"|\b(can|could) finally (read|see|watch|hear|find|afford|use|get to the|reach the top shelf)\b"
    # v26: a thing new to the client, bought or delivered ("finally got my new trainers"), not a new best.
    r"|\bfinally (got|bought|ordered|picked up|collected|received|treated myself to) (my |a |the |some |our |me )?new\b"
    r"(?! (pb|pr|personal|best|record|high|low|max|1rm|time|distance)\b)", re.I)
# v24: a record in lazing, however told ("personal best at lying on the sofa", "PB for doom scrolling").
_IDLE_RECORD = lazy_compile(
    r"\b(personal best|pb|pr|record)s? (at|in|for|on) (\w+ ){0,3}?(lying|lazing|sitting|sleeping|scrolling|doom ?scrolling|napping"
    r"|sofa|couch|bed|procrastinat\w*|doing nothing|moaning|complaining|excuses|telly|tv|netflix|snoozing|lie-?ins?)\b", re.I)
# v24: a skill, a language or a thing "not so good" is no mood ("My English not so good, sorry", "my spelling is not
# great", "weather not too good").
_THING_NOT_GOOD = lazy_compile(
    r"\b(english|spelling|grammar|typing|handwriting|writing|french|spanish|german|italian|polish|portuguese|russian|arabic"
    r"|chinese|japanese|urdu|hindi|maths?|cooking|singing|dancing|aim|coordination|balance|technique|swimming|freestyle|golf"
    r"|swing|serve|timing|sense of direction|wifi|wi-fi|signal|connection|reception|weather|forecast|memory for names)"
    r"('s| is| are| was| were)? (still )?not (so |too |very |that |all that )?(good|great)\b", re.I)
# v24: "on fire" is pain only in a body: a life, a house or an inbox on fire is a busy day ("everything's on fire at
# work"), and a muscle on fire from a set is its burn ("glutes are on fire, cheers for that"), unless a word of
# injury is beside it.
_ON_FIRE_NOT_HURT = lazy_compile(
    r"\b(everything|it all|the (house|office|world|place|kitchen|inbox|group chat|phone|work)|work|life|my (inbox|phone|life"
    r"|work|desk|diary|calendar)|home|(glutes|quads|hamstrings|hammies|calves|abs|core|lats|delts|traps|triceps|biceps|arms"
    r"|legs|lungs|forearms|pecs|obliques|bum|booty|thighs)( are| were|'re| is| was| feel| felt| feeling| still)?)"
    r"('s| is| was| are| were)? (\w+ )?on fire\b", re.I)
_INJURY_WORD = lazy_compile(r"\b(injur\w*|tweak\w*|strain\w*|sprain\w*|torn|tore|pulled|twinge\w*|sharp|stabbing|swollen"
                            r"|pain|painful|hurts?|hurting|agony|can'?t (walk|move|bend|lift|grip|sleep))\b", re.I)
# v24: an injury told of childhood or of long ago, in the past tense ("I broke my wrist when I was 12"): a story, not a
# pain now, unless the sentence says it is still with the client.
_STILL_NOW = lazy_compile(r"\b(still|now|again|since|to this day|these days|flares?|flared|flaring|playing up|acting up|hurts|aches"
                          r"|aching|hurting|sore|is|are|am|'s|'re|'m|keeps?|today|this (week|morning))\b", re.I)
# v24: the client's own clinician quoted about the client ("My doctor said my cholesterol is finally in the normal range",
# "the nurse told me my bloods are back in range"): the report is the client's, though a role opens the sentence.
_CLINICIAN_SAYS = lazy_compile(
    r"^\W*((and|but|so|also|oh|well|honestly|apparently)\W+)*(my|the) (\w+ )?(doctors?|docs?|gp|nurses?|surgeons?|consultant"
    r"|physio|specialist|cardiologist|midwife|dietitian|dietician|osteo|nurse practitioner)"
    r" (says|said|reckons|reckoned|thinks|thought|told me|tells me|confirmed|has confirmed|was pleased|is pleased|is happy|was happy)"
    r"\b(?=.*\b(my|i|i'm|i've|i'd|me)\b)", re.I)
# v24: achievements told across a comma, which splits clauses: a test and its pass ("Theory test, passed at last"), a
# skill and "finally" ("Strict pull-ups, finally!"), the target named after the result ("Walked the whole canal path, my
# target since the spring").
_MILESTONE_ACROSS = lazy_compile(
    # v26: a day the client never thought to see ("Didn't think I'd see the day: ten strict push-ups").
    r"\b(never|didn'?t|did not) (thought|think) i'?d (ever )?see the day\b|"
    r"\b(tests?|exams?|viva|osces?|grading|assessment|medical|finals|theory|practical),\s*(all |officially |finally )?passed\b"
    r"|\b(pull-?ups?|chin-?ups?|muscle[- ]?ups?|pistols?( squats?)?|handstands?|plates|double[- ]?unders)\b[^.!?]{0,25},\s*finally\W*$"
    r"|,\s*(my|the|our) (\w+ ){0,2}(goal|target|aim) since (the )?(spring|summer|autumn|winter|january|february|march|april|may"
    r"|june|july|august|september|october|november|december|christmas|new year|last (year|month|summer|spring|autumn|winter)"
    r"|i started|we started|day one|the start)\W*$", re.I)
# v27 (milestone recall on dev, v25-blind joined it): an achievement told against where the client was ("10 in a row,
# couldn't shift it at all in March", "Two months ago I did five minutes"), something never done before ("which I've
# never done in my life"), a target hit ("target hit", "hit her target weight"; not "hit my protein target", a routine
# one), a qualification ("qualified as a plumber"), a first of its kind managed ("first week I've ever managed it",
# "the first circuit I've got through"), a new rep max, a reading finally in range.
_MILESTONE_V27 = lazy_compile(
    r"\b(couldn'?t|could not|could barely|could hardly|could only|never could) (even )?(do|shift|lift|manage|hold|run|swim|finish"
    r"|reach|touch|walk|climb|carry|get|move|budge)\b[^.!?]{0,30}\b(when (we|i) (started|began)"
    r"|in (the )?(spring|summer|autumn|winter|january|february|march|april|may|june|july|august|september|october"
    r"|november|december)|(\w+|\d+) (months?|weeks?|years?) ago|at the start|last (year|spring|summer|autumn|winter))\b"
    r"|\b(\w+|\d+) (months?|weeks?) ago i (did|could do|managed|ran|lasted|held)\b"
    r"|\b(i'?ve|i have|which i'?ve|which i have) never (done|managed|had|achieved)( that| it| this| one)? (before|in my life)\b"
    r"|\bnever (made it|got|been) (past|near|close to|beyond) [^.!?]{0,25}\bbefore\b"
    r"|\b(target|goal)( weight)? (hit|reached|met|smashed|achieved)\b|\bhit (my|his|her|their) (target|goal)( weight)?\b"
    r"|\bwhich was the (target|goal)\b|\bqualified as an? \w+"
    r"|\bfirst (\w+ ){0,2}i'?ve (ever )?(managed|completed|finished|got through)\b|\bnew (1 ?rep max|1rm|one rep max)\b"
    r"|\bfinally (under|below|down to|back in|in) (\d|the normal|normal|range)", re.I)
# v28 (dev milestone recall: v26-blind joined dev): generic terms from the dev rounds' keyword misses. A test or a
# qualification passed ("Passed my resit", "passed my level 2 coaching badge", "I pass the test yesterday"); a result set
# against the old best ("before my maximum was 85", "previous best 5 @ 122.5"); a goal set earlier and now met ("the
# under-80 I set in June", "which was the goal we set", "the sub-25 I've been chasing"); a daily goal kept for a whole
# period ("hit my step goal every day this month"); a lower-case best exclaimed ("pb!!", "bench pb! 80 for 3").
_MILESTONE_V28 = lazy_compile(
    r"\b(passed|pass|got through|aced|nailed)\s+(my|the)\s+([\w-]+\s+){0,3}?(tests?|exams?|resits?|theory|practical"
    r"|finals|badge|course|assessment|grading|medical|probation|licen[cs]e|certificate|certification|qualification|viva|module"
    r"|degree|level \d+|ippt|gold|silver|bronze|beep test|fitness test|mot)\b"
    r"|\b(before|previously|previous|old|last) (my |the )?(best|max|maximum|pb|pr|record)( was| of|:|\s+\d)"
    r"|\b(the|my|our) ([\w-]+ )?(goal|target|aim)s? (we|she|he|you|i|the physio|the gp|the doctor) (set|agreed|had)\b"
    r"|\b(which|that) was (the|my|our) (\w+ )?(goal|target|aim)\b|\b(i'?ve|i have) been chasing\b"
    r"|\b(hit|smashed|reached|made|met|kept|did)\b(?![^.!?]{0,30}\b(protein|calories?|kcal|water|macros?|carbs?|fib(re|er))\b)"
    r"[^.!?]{0,40}\bevery (single )?day (this|last|in|of|for)\b|\bthe [\w-]+ (i|we|she|you) set (in|back in|at the start|for|on)\b"
    r"|\bpb\b(?=\s*!)", re.I)
# v29 (dev milestone recall: v27-blind joined dev and the 0.85 guard fell to 0.838 on main's code): generic terms from the
# dev rounds' keyword misses. A sober or smoke-free count in the other order or abbreviated ("Sober 100 days", "1 yr smoke
# free", "Day 60 without a drink"); a best beaten by a margin over the old one ("5kg over my old best", "squat 1RM 110 (old
# 105)"); something never managed before, told after it was done ("never got it before", "never done a weighted one
# before", "..., I've never been able to"); a lift "at last" ("bench 60kg at last"); a belt graded ("Blue belt!", "got my
# brown belt"); a licence or a certificate got; papers passed; "a record for me"; a first normal reading; "sub 20!".
_NUMBER = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|a full|a whole)"
_MILESTONE_V29 = lazy_compile(
    r"\b(sober|clean|smoke[- ]free|alcohol[- ]free|booze[- ]free|vape[- ]free|gambling[- ]free|drink[- ]free) (for )?" + _NUMBER
    + r" (days?|weeks?|months?|yrs?|years?)\b"
    r"|\b" + _NUMBER + r" ?(yrs?|mths?) (sober|clean|smoke[- ]free|alcohol[- ]free|booze[- ]free|vape[- ]free)\b"
    r"|\bday \d+ (without|with no|of no) (a )?(drink|drinking|booze|alcohol|cigarettes?|cigs?|smoking|fags?|vaping|vape|bets?"
    r"|gambling)\b"
    r"|\b\d+(\.\d+)? ?(kg|kilos?|lbs?|s|secs?|seconds?|reps?|cm) (over|above|up on|better than|past) (my|the) (old|previous"
    r"|last|former) (best|pb|pr|max|record)\b|\b\d+(\.\d+)? ?(kg|kilos?|lbs?)? ?\((old|prev|previous|was)( best| pb| pr| max)?:? ?\d"
    r"|\bnever (got|managed|landed|made) (it|that|one|them) before\b|\bnever (done|managed|had|landed) (a |an )?([\w-]+ )?one before\b"
    r"|\bi'?ve never been able to\W*$"
    r"|\b\d+(\.\d+)? ?(kg|kilos?|lbs?)\b[^.!?]{0,12}\bat last\b"
    r"|\b(white|yellow|orange|green|blue|purple|brown|black|red) belt\s*!|\b(got|earned|awarded|graded (for|to)) (my|a|the) (\w+ )?(belt|dan|kyu)\b"
    r"|\bgot (my|the) ([\w-]+ ){0,2}(licen[cs]e|certificate|certification|qualification|diploma)\b(?! (test|exam|course|application|renewal))"
    r"|\bpassed (my|the) ([\w-]+ ){0,3}(papers?|boards|resits?)\b|\ba (new )?record for me\b"
    r"|\bfirst (normal|healthy|good) (\w+ )?(reading|result|blood test|bp)\b|^\W*sub[- ]?\d+(:\d+)?\s*!", re.I)
# v23: "can't not" is a must ("I can't not go to the gym now, it's become my therapy").
_CANT_NOT = lazy_compile(r"\b(can'?t|cannot|couldn'?t|could not) not\b", re.I)


# v22: the probe adds a milestone only to a message that speaks of something achieved: an achievement's words
# (_MILESTONE_TALK), a thing done, reached, finished or passed, a first, a change measured against before, a health or
# life goal met. A message with none ("I'm wrecked. Baby up at 1, 3 and 5", "Drank 2.5 litres of water") is topic
# without an achievement: the probe, which reads topic more than polarity, may not call it one.
_ACHIEVED = lazy_compile(
    r"\b(did it|done it|did the|did my|done|made it|nailed it|got there|got (the|my|a|an|into|in)\b|graduated|finally|never thought"
    r"|first time|for the first|whole|full|entire|all the way|without (stopping|a break|walking|breaks?|a rest|resting|help"
    r"|wheezing|a drink|a cigarette|the \w+)|no (walking|stopping|breaks?|rest|help)|unbroken|non-?stop|reversed|normal range"
    r"|(in|within) (the )?(normal |target )?range|where .{0,30} wanted|(down|up) \d+\w*|\d+ ?(cm|inches|st|lbs?|kg|kilos?|pounds?)"
    r" (down|lighter|off|lost)|lighter|dropped|lost|off (the|my) (\w+ ){0,3}(tablets|meds|medication|pills|inhaler|insulin)"
    r"|podium|paid off|debt[- ]free|can now|now i can|i can (now|finally)|reached|hit (my|the|a|an|\d)|new (personal|high|low"
    r"|record|best)|\d+ days|(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a) (months?|weeks?|years?)"
    r" (sober|clean|without|off|smoke)|passed|made the|fit (in|into)|set (the|a|my)"
    r"|climbed|summit|top of|touched|crossed the line|goal|target|unassisted|push-?ups?|press-?ups?|dips?|handstand|cartwheel"
    r"|splits|toes|job|promot\w+|degree|masters|phd|diploma|exams?|test|licen[cs]e|selected|picked|called up|signed|record|tally"
    r"|\d{3,})\b", re.I)


def speaks_of_achievement(text: str) -> bool:
    """Whether a message has any word of something achieved (v22: the probe may add a milestone only then)."""
    norm = text.replace("\u2019", "'")
    return bool(_MILESTONE_TALK.search(norm) or _ACHIEVED.search(norm))


# v21: a question the next words deny is no report ("Burnt out? Not me", "Stressed? Nope, not this week").
_DENIED_AFTER_QUESTION = lazy_compile(r"^\W*((who,? )?(me|moi|us)\W+)?(not me|nope|no way|nah|never|not at all|hardly|not a chance|not likely|as if"
                                      r"|not really|not even close)\b", re.I)
# v12: a condition reports nothing yet ("let's cancel Friday if you're still sore", "I'll rest if it flares up"), but
# "if I'm honest" and "if that's okay" are manners, not conditions.
_HYPOTHETICAL = lazy_compile(r"\b(if|unless|in case|even if)\b(?! (i'?m|i am) (being )?honest| that'?s (ok|okay|alright|all right)"
                           r"| you don'?t mind| possible| i'?m being honest)(?!.*\b(if|unless)\b)", re.I)
# v15: an injury that is pretend or practice ("bandaging fake sprained ankles", "a mock casualty with a broken arm").
_SIMULATED = lazy_compile(r"\b(fake|mock|pretend|simulated|dummy|practice|plastic|model|role-?play)\s+(\w+\s+)?$", re.I)
# v15: an animal as the subject of an injury ("the dog hurt his paw"), when the client is not in the clause after it.
_ANIMAL_SUBJECT = lazy_compile(r"^\W*((and|but|so|also|poor|oh)\s+)*(the|my|our|his|her|their) (\w+ )?(dog|cat|puppy|pup|kitten|horse|pony"
                             r"|rabbit|bunny|hamster|pet|ewe|lamb|cow|goat|sheep)s?\b(?P<rest>.*)$", re.I)
# v15: tears over a film, a book or a show ("bawled at the end of the film") are not distress.
_MEDIA = lazy_compile(r"\b(film|movie|show|series|episode|finale|ending|book|novel|play|musical|documentary|video|tv|telly|cinema"
                    r"|wedding|speech|concert|advert|ad)\b", re.I)
# v15: the client trained anyway, so nothing was missed ("the class was cancelled so I did the workout at home instead").
_DONE_ANYWAY = lazy_compile(
    r"\b(did|done|doing|trained|worked out|ran|swam|rode|lifted|got|hit|went for|went to) (it|the (\w+ )?(workout|session|class|run"
    r"|swim|ride|programme|program|plan|circuit|gym|pool)|my (\w+ )?(workout|session|run|swim|ride|programme|program|plan)|a (\w+ )?"
    r"(workout|session|run|swim|ride))"
    r"( \w+){0,3} (anyway|instead|at home|on my own|solo|by myself|regardless|outside)\b"
    # v18: a verb of training with no object ("so I ran outside instead" did not match: the object was required).
    r"|\b(trained|worked out|ran|swam|rode|cycled|walked|jogged|lifted)( \w+){0,3} (anyway|instead|at home|on my own|solo|by myself"
    r"|regardless|outside)\b(?! [a-z])", re.I)
# v15: a session planned and then not done, across the "but" that splits clauses ("was meant to do the long run
# Sunday but didn't", "I was going to hit the pool after work but bailed").
_PLANNED_NOT_DONE = lazy_compile(
    r"\b(was|were|i'?d|had|i was|i'?d been) (meant|supposed|planning|planned|going|gonna|due|hoping|set) to (do|go to|go for|go|run|train"
    r"|swim|ride|hit|get to|make|lift|attend|head to|head out for|squeeze in|fit in) (the |my |a |our |an |tonight'?s |tomorrow'?s "
    r"|\w+'?s )?(\w+ ){0,2}?(workouts?|sessions?|training|gym|runs?|class(es)?|swim|ride|spin|yoga|pilates|intervals|parkrun|bootcamp"
    r"|circuits|lesson|pt|pool|track|sparring|practice|legs|lifts?|hiit|cardio|turbo|rowing|climbing)\b[^.!?]{0,40}\bbut (then )?(i )?(didn'?t|did not|never (did|went|made it|got)"
    r"|couldn'?t|could not|bailed|skipped|gave up|wasn'?t able|ran out of time|bottled it|stayed|slept)\b", re.I)
# v17: what a miss word can have as its object that is no training: meals and food, drinks, rides, queues.
_NOT_SESSION_OBJECT = lazy_compile(
    r"\b(miss(ed|ing)?|skip+(ed|ing|s)?|ditch(ed|ing)?|swerv(e|ed|ing)|dodg(e|ed|ing)|cancel(l?ed|ling)?|ghost(ed|ing)?)"
    r" (the |my |a |an |our |all |any |most )?(\w+ )?(breakfast|lunch|dinner|tea|supper|brunch|dessert|desserts|pudding|puddings"
    r"|meals?|snacks?|chips|crisps|carbs|sugar|sweets|chocolate|cake|biscuits|takeaways?|booze|alcohol|drinks?|wine|beer|pints?"
    r"|coffee|bus|train|stop|flight|queue|traffic|rush hour|calls?|emails?|texts?|deadline|meeting"
    # v18: a part of a session is not the session ("skipped the warm-up"); a subscription, a work or social event.
    r"|warm-?ups?|cool-?downs?|stretch(es|ing)?|finishers?|last set|final set|accessor(y|ies)|abs work|core work"
    r"|netflix|subscriptions?|membership|orders?|plans|party|holiday|trip|date|away day|offsite|off-site|conference|work do"
    r"|shifts?|overtime"
    # v25: a lift that is an elevator ("Skipped the lift and took the stairs").
    r"|lift(?= (and|to) (took|take|taking|walked|did|used) the stairs)|elevator|escalator)\b"
    # "skipped the lunch session" is a session ("skip the chips tonight" is not)
    r"(?!\s+(sessions?|class(es)?|workouts?|runs?|swims?|rides?|spin|training|circuits?|bootcamp|pt|slots?|hiit|yoga)\b)", re.I)
# v18: a best or a target missed, nearly reached or given up on is not reached ("missed my PB by two seconds", "nearly
# got my PB, 3 seconds off", "had to DNF"), and "missed" there is no session.
_TARGET_MISSED = lazy_compile(
    r"\b(missed|just missed|narrowly missed|fell short of|short of|outside) (my|the|a|our) (\w+ )?(pb|pr|record|best|target|goal"
    r"|time|cut|cut-?off|mark|qualifying time|qualifier)\b"
    r"|\b(nearly|almost|just about|so close to|came close to|close to) (got|get|getting|hit|hitting|made|broke|beat|reached|had|matched"
    r"|equalled|equaled|set) (my|the|a|our|a new) (\w+ )?(pb|pr|record|best|target|goal)\b"
    r"|\b(\d+|a few|two|three|a couple of) (seconds?|secs?|kg|kilos?|reps?|lbs?) (short|shy)\b"
    r"|\b(dnf|dnf'?d|dnfed|did not finish|didn'?t finish|had to (pull out|withdraw|stop|retire|abandon))\b", re.I)
# v18: a record or a best in watching, eating or lazing is a joke ("broke my record for most episodes watched",
# "a new personal best for hitting snooze", "record number of mince pies eaten").
_JOKE_RECORD = lazy_compile(
    r"\b(personal best|pb|pr|record|best)\b[^.!?]{0,40}\b(watched|eaten|ate|drunk|drank|binged|scoffed|devoured|consumed"
    r"|snooze|snoozes|episodes|lie-?ins?|naps?)\b"
    # a win at a quiz, a raffle or a bake-off is no achievement in training ("Smashed the quiz at the pub, first place")
    r"|\b(pub )?quiz(zes)?\b|\b(raffle|lottery|bingo|sweepstake|prize draw|bake-?off)\b", re.I)
# v18: a miss only thought about, hoped for or feared is none ("thought about skipping parkrun ... nah, I'll go",
# "fingers crossed I dodge it").
_CONSIDERED = lazy_compile(
    r"\b(thought about|thinking about|thinking of|thought of|tempted to|temptation to|considered|considering|toyed with"
    r"|debating|fingers crossed|hopefully|hope|hoping|praying)\b([^.!?,]{0,20})$", re.I)
# v18: misses said to be over ("Missed a session back in March, not one since").
_NONE_SINCE = lazy_compile(
    r"\bnot (one|a single one|once|a single (session|one)|another)( \w+)? since\b"
    r"|\b(haven'?t|have not|hasn'?t|not) (missed|skipped|bailed on) (one|a single one|any|a session|a single session|once)( \w+)? since\b",
    re.I)
_SESSION_NAMED = lazy_compile(r"\b(sessions?|class(es)?|workouts?|training|gym|parkrun|swim|spin|bootcamp|circuits|pt)\b", re.I)
_FACES = lazy_compile(r"[\U0001F629\U0001F62B\U0001F630\U0001F971]")
_CRY = lazy_compile(r"\b(cried|sobbed|sobbing|bawled|bawling|weeping|wept|crying|tears|teary|tearful)\b", re.I)
_NOT_ME = lazy_compile(r"\b(glad|thank god|thank goodness|thankfully|luckily|fortunately|phew)\b[^.!?]{0,20}\bnot me\b"
                     r"|\bnot me,? (thankfully|luckily|fortunately|phew|for once)\b", re.I)
# v27 (issue 18: stress and milestone precision, v25-blind in dev), classes of the dev rounds' keyword false alarms.
# v27: stress words told of a screen story, in a clause where the client is not the subject ("the suspense of that
# cliffhanger is killing me" has no "I"; "that documentary was so draining"): the show's tension, not the client's load.
_SCREEN = lazy_compile(r"\b(film|movie|series|episodes?|finale|box ?set|documentary|thriller|telly|tv|cinema|cliffhanger|plot"
                       r"|suspense|soap|the (\w+ )?show)\b", re.I)
# v27: the worry ended within the sentence that tells it ("panicked all morning but the scan came back clear, such a
# relief", "printer jammed before the pitch, stressful but sorted now"; not "but sorted the childcare", another matter).
_RELIEF_AFTER = lazy_compile(
    r"\bbut\b[^.!?]{0,60}?\b(sorted( now| out)?(?=\s*([.!,;]|$|now\b|lol\b|phew\b|thank))|(came|come|got) back (clear|fine|normal|negative|ok|okay|all clear)|all clear"
    r"|(huge|such a|what a|massive|big|great) relief|(this|that|today'?s) one (went|was) (fine|ok|okay|great|good|alright))\b", re.I)
# v27: a past period's episode set against now ("Two summers back I was a nervous wreck, this summer is another story"):
# read only what the "now" part says.
_THEN_VS_NOW = lazy_compile(
    r"\b(last|previous|that) (year|month|term|season|spring|summer|autumn|winter|christmas)\b[^.!?]*?,?\s*"
    r"\b(?=(this (year|month|term|season|spring|summer|autumn|winter|christmas|time)|these days|nowadays)\b)", re.I)
# v27: the episode named as past by a preposition ("back on the bike since the breakdown", "after my burnout I rebuilt
# slowly"): a reference to it, not a report of it now.
_AFTER_EPISODE = lazy_compile(
    r"\b(after|since|following|post)[- ](the|my|a|that|last year'?s|all the|all that) (\w+ )?(burnout|burn-out|breakdown"
    r"|panic attacks?|stress|anxiety|depression|episode|crisis)\b", re.I)
# v27: a best missed by a margin told with "off" ("1.5 off the PB", "three seconds off my best"); "took 3 seconds off my
# best" is a best (the verb before it is checked).
_OFF_THE_BEST = lazy_compile(
    r"\b(\d+(\.\d+)?|half a|a|one|two|three|four|five) ?(kg|kilos?|s|secs?|seconds?|mins?|minutes?|reps?|lbs?|pounds?|cm|tenths?"
    r"|hundredths?)? (off|short of|shy of|away from) (the|my|a|our) (\w+ )?(pb|pr|best|record|target|goal|time)\b", re.I)
_TOOK_OFF = lazy_compile(r"\b(took|taken|take|takes|taking|knocked|knock|shaved|shave|cut|chopped|slashed|trimmed|clipped)\s+(\w+\s+)?$", re.I)
# v27: a mishap for the first time is no achievement ("forgot my lifting belt for the first time in a year", "first
# time I've ever overslept a session").
_FIRST_LAPSE = lazy_compile(
    r"\b(missed|skipped|forgot|forgotten|failed|slept through|overslept|been late|was late|turned up late|no-showed)\b[^.!?]{0,40}"
    r"\bfor the first time\b|\bfirst time (i'?ve|i have|i) (ever )?(missed|skipped|forgot|failed|been late|overslept|slept through"
    r"|no-showed)\b", re.I)
# v27: "painful" or "agony" of a thing with no body in the sentence ("the quarterly review was painful", "this
# traffic is agony"): a bore or a nuisance.
_PAINFUL_THING = lazy_compile(
    r"(?<!\bin )(?<!\bon )(?<!\bat )(?<!\bduring )(?<!\bafter )(?<!\bbefore )(?<!\bof )(?<!\bfor )"
    r"\b(that|this|the|today'?s|tonight'?s|yesterday'?s|what an?) ([\w-]+ ){1,2}(was|is|'s|were|are|has been|have been) (so |really "
    r"|just |pretty |quite |absolutely |genuinely )?(painful|agony|torture|torturous)\b", re.I)
# v27: soreness called the good kind in so many words ("good sore", "good achy though").
_GOOD_ACHE = lazy_compile(r"(?<!not )(?<!not a )\bgood (achy|ache|aching|sore|soreness|hurt)\b", re.I)
# v27: an old injury said to have been no trouble since ("broke my toe at 19, never bothered me since").
_NO_TROUBLE_SINCE = lazy_compile(
    r"\b(never|not|hasn'?t|haven'?t|has not|have not) (once )?(bothered|troubled|hurt|given me (any )?(trouble|bother|grief|problems?))"
    r"( me)?( \w+){0,2} since\b|\bno (trouble|bother|problems?|issues?) (with it )?(ever )?since\b", re.I)
# v27: the coach's own cancellation named in passing ("no worries about you cancelling Thursday"): not the client's
# miss (the client may still say one beside it).
_YOU_CANCELLED = lazy_compile(r"\b(you|u|ya) (cancel(l)?ing|cancel(l)?ed|had to cancel|calling off|called off|being off sick"
                              r"|being ill|being sick|being away)\b", re.I)
# v27: reaching a place or a distance at all, not attending ("I couldn't make it halfway up the hill in May"): an ability.
_MAKE_IT_DISTANCE = lazy_compile(
    r"\b(couldn'?t|could not|can'?t|cannot|wouldn'?t|never) (even |quite )?make it (halfway|half way|half-way|to the (end|top|bottom"
    r"|corner|finish|next|lamp ?post)|up (the|a|that)|round (the|a)|past (the|a)|across|through (the|a)|a (mile|lap|length|block))\b",
    re.I)
# v28 (issue 18: stress and milestone precision, v26-blind in dev), classes of the dev rounds' keyword false alarms.
# v28: a contest watched, not played ("The match went to extra time, my nerves were shredded", "watching the penalties was
# the most stressful ten minutes of my life"): the game's tension, unless the client plays in it or the sentence names a
# load of the client's own (work, money, an exam, their own competition).
_CONTEST = (r"(match|game|final|semi-?final|semis|derby|penalties|penalty shoot-?out|shoot-?out|extra time|grand prix"
            r"|play-?offs?|tie-?break(er)?|super bowl|world cup|euros|ashes)")
_WATCHED_CONTEST = lazy_compile(
    r"\bwatch(ing|ed|es)?\b[^.!?,]{0,30}\b(" + _CONTEST[1:-1] + r"|race|fight|england|scotland|wales|ireland|the (lads|boys|girls))\b"
    r"|\bthe (\w+ )?" + _CONTEST + r"\b", re.I)
# v28: a screen story named with a determiner ("That Traitors finale had me so anxious"), the client its audience: read
# clause by clause, so a load named in another clause still counts ("Cried through the whole episode, everything is too
# much lately").
_SCREEN_NAMED = lazy_compile(
    r"\b(the|that|this|last night'?s|tonight'?s) (\w+ ){0,2}(finale|episode|series|film|movie|thriller|documentary|box ?set)\b",
    re.I)
_PLAYED_IN_IT = lazy_compile(
    r"\b(i|i'm|i've|i was|we|we're|we've|we were)\s+(\w+\s+)?(play(ed|ing)?|scor(e|ed|ing)|race[ds]?|racing|fought|fighting"
    r"|compet(e|ed|ing)|kick(ed|ing)|serv(e|ed|ing)|bowl(ed|ing)|bat(ted|ting)|captain(ed|ing)?|referee(d|ing)?)\b"
    r"|\b(my|our) (\w+ )?(match|game|final|semi|derby|race|fight|bout|heat|penalty|serve|innings)\b", re.I)
_OWN_LOAD = lazy_compile(r"\b(work|job|boss|deadlines?|money|rent|mortgage|bills?|exams?|landlord|scan|court|weigh-?in|comp"
                         r"|competition|interview|redundan\w+|layoffs?)\b", re.I)
# v28: someone else's words quoted after their speech verb ("My boss texted me 'I'm so stressed about the audit'", "her
# friend's message: 'I can't cope'"): the quote's "I" is its speaker, so its first-person parts are theirs. A part of the
# quote about "he" or "she" (the client, told by a partner) still reports the client; "I said '…'" is the client's own.
_QUOTE_AFTER_SPEECH = lazy_compile(
    r"\b(texted|texts|text|messaged|messages|message|wrote|writes|emailed|email|said|says|posted|forwarded|voicemail|note|dm'?d)"
    r"( me| us| to me| to us| this| in the (group|chat)| on the (group|chat))?\s*[:,-]?\s*(?P<q>['\"\u201c])"
    r"(?P<body>.+?)(?:['\"\u201d](?=[\s.,!?;:)]|$)|$)", re.I)
_SPEAKER_IS_ME = lazy_compile(r"\b(i|i've|i'd|i just|i then|and i|so i)\s*(\w+\s+)?$", re.I)
# v28: a worry ended in other words after "but" ("I've been a nervous wreck for weeks but I can finally breathe", "…
# but the weight's lifted", "… but so relieved").
_RELIEF_V28 = lazy_compile(
    r"\bbut\b[^.!?]{0,60}?\b((i )?can (finally |at last |now )?breathe( again)?|(the )?weight('s| has| is)? (been )?(lifted|off"
    r"( my (shoulders|mind|chest))?)|(so |such |massively |hugely |really )?relieved)\b", re.I)
# v28: an ailment as what wore the client out ("Period pain has floored me today", "Freshers flu has wiped me out"), a tired
# body part ("only the muscles are tired"): the body's, not a load on the mind.
_AILMENT_WORE_ME = lazy_compile(
    r"\b(pains?|cramps?|flu|cold|bug|virus|migraine|headache|infection|covid|fever|tonsillitis|hay ?fever|sickness)\b('s| has| have| is| are| was| were)?\s+(\w+ )?(floored|flooring|wiped|wiping"
    r"|knocked|knocking|flattened|flattening|wrecked|wrecking|destroyed|destroying|battered|battering|wiped out|taken it out of"
    r"|done) me\b"
    r"|\b(muscles?|legs|arms|quads|glutes|calves|hamstrings|shoulders)( are| is| feel| felt| were|'re)( so| a bit| just| very"
    r"| really| only)? (tired|knackered|dead|exhausted|fatigued|wrecked|shattered|spent|cooked|fried|heavy)\b", re.I)
# v28: a stress word denied and set against being "just tired" ("Not stressed, just tired from the clocks going back", "no
# session missed, just tired"): a mild state, not a load.
_JUST_TIRED = lazy_compile(
    r"\b(not|no|nothing|isn'?t|wasn'?t|never)\b[^.!?]{0,40}?\bjust (a (bit|little|wee) |bit |slightly |very |so )?"
    r"(?P<tired>tired|sleepy|knackered|jet-?lagged)\b", re.I)
# v28: beating a person at something is a contest won, not a best ("Finally beat my dad at tennis", "beat my brother at arm
# wrestling for the first time"); "beat my dad's time" is a record (not matched: the possessive).
_BEAT_SOMEONE = lazy_compile(
    r"\b(beat|beaten|beating|thrashed|thrashing|won against|got one over)\s+(my|our|the|his|her) (\w+ )?(dad|father|mum|mom"
    r"|mother|brother|sister|son|daughter|husband|wife|partner|mate|friend|boss|kids?|grandad|grandpa|grandma|nan|uncle|aunt"
    r"|cousin|nephew|niece|colleague|flatmate|boyfriend|girlfriend|missus|hubby|other half|neighbou?r|coach|trainer)s?\b(?!')",
    re.I)
# A race beaten someone in is a result of the client's own ("Beat my brother at the 10k for the first time"): kept.
_A_BEST = lazy_compile(r"\b(pb|pr|personal best|record|best time|new best|race|marathon|half|parkrun|park run|\d+ ?k|10k|5k"
                       r"|triathlon|duathlon|sportive|time trial|mile|miles|km)\b", re.I)
# v28: a first time somewhere is a visit, not an achievement ("First time I've been to the gym on a Sunday").
_FIRST_VISIT = lazy_compile(
    r"\bfirst time (i'?ve |i have |i |we'?ve |we )?(ever )?(been|gone|went|come|came|popped|stayed) (to|at|in|into|inside)\b"
    r"|\b(been|gone|went|come|came) (to|into|inside) [^.!?]{1,40}\bfor the (very )?first time\b", re.I)
# v28: an achievement told as his, hers or theirs in its own clause ("he got 1:31 which is his PB", "Little one took her
# first steps"): theirs, when the clause has no "I" and nothing else in the sentence is the client's milestone.
_THEIR_ACHIEVEMENT = lazy_compile(
    r"\b(his|her|their) (very |own |new |brand new |personal |first ever |ever )*(first|pb|pr|personal best|best|record)\b",
    re.I)
# v28: a missed bus, train or lift that did not cost the session ("Missed the 7.10 bus but my sister gave me a lift, so see
# you at 8 as planned").
_MISSED_RIDE_MADE_IT = lazy_compile(
    r"\bmissed (the|my|a|an|our) ([\w.:-]+ )?(bus|train|tram|tube|ferry|flight|plane|connection|lift|ride|metro|coach)\b"
    r"(?=[^.!?]{0,80}\b(but|still|so|luckily|thankfully)\b[^.!?]{0,80}\b(made it|got there|in time|on time|as planned|see you"
    r"|gave me a lift|drove me|dropped me|caught the next|got the next|still (coming|made it|there)))", re.I)
# v28: a fall told as harmless or a bruise that is pride's ("Lost my balance, no harm done, just a bruised ego").
_NO_HARM = lazy_compile(r"\bbruised (ego|pride)\b|\bno harm done\b|\bonly (my|a) (ego|pride)\b", re.I)
# v28: a relative named without "my" as the sentence's subject ("Mum's in hospital with a broken hip but she's
# comfortable"): theirs, when the sentence has no "I".
_KIN_NAMED = lazy_compile(
    r"^\W*((and|but|so|also|plus|meanwhile|oh|well|lol|haha)\W+)*(mum|mam|mom|dad|nan|nana|nanna|gran|granny|grandma|grandad"
    r"|grandpa|grampa|hubby|grandson|granddaughter)('s| is| has| was| had)\b", re.I)
# v29 (issue 18: the probe's false alarms on missed and milestone, from the dev rounds' out-of-fold errors, v27-blind in
# dev; and the keywords' own false alarms on v27-blind). Each is a sentence-level veto: a blocked signal is also one the
# probe may not add.
# v29: a training partner, a gym buddy or someone named from the client's club as the subject ("My gym buddy hit 200kg
# today", "Dan from my running club did sub-3"): their result, in a clause with no "I".
_PARTNER_OPENS = lazy_compile(
    r"^\W*((and|but|so|also|oh|honestly|omg|lol|haha|bro|mate|ngl|tbh)\W+)*((my|our|the|a) )?(\w+ )?(training|gym|workout|lifting"
    r"|running|climbing|swim|swimming|cycling|rowing|spin) (partner|buddy|pal|mate|friend)s?\b"
    r"|^\W*(my|our) (team-?mate|club-?mate|workout partner|lifting partner)s?\b"
    r"|^\W*[a-z]+ from (my|our|the) ([\w-]+ ){0,2}(club|gym|team|class|box|group|squad|crew)\b", re.I)
# v29: an achievement placed in the past by a place or a year ("Back at uni I ran a 36 min 10k", "my medal from the 2012
# Great North Run", "Those days are long gone"): a story, not news.
_STORY_PAST = lazy_compile(
    r"\bback (at|in) (uni|university|school|college|sixth form|the army|my twenties|my thirties)\b|\bat (uni|school|college) i\b"
    r"|\b(medal|trophy|certificate|time|result|photo|pb|pr|record)s? from (the |my )?(19[5-9]\d|20[012]\d)\b"
    r"|\bthose days are (long )?gone\b", re.I)
# v29: short of the aim in a last word or by a place ("target was under 80, nearly", "one place off the podium I was
# after"); a start, not an achievement ("Started the couch to 5k today, week 1 day 1"); a count still ahead ("By Sunday I
# will have done 50 sessions"); a first time somewhere or a first time obliged ("first time at the new leisure centre",
# "First time I've used the gym on the base", "First time I've had to train at 4am"); a best equalled ("exactly my PB",
# "equalled my best"); "finally got round to" a chore.
_SHORT_OF_IT = lazy_compile(
    r"[,;-]\s*(but )?(nearly|almost|so nearly|not quite)( there)?\W*$"
    r"|\b(\d+|a|one|two|three) (places?|spots?|positions?|seconds?|secs?) (off|short of|outside|away from) (the )?(podium|medals?"
    r"|top \w+|qualifying|standard|cut-?off)\b", re.I)
_JUST_STARTED = lazy_compile(
    r"\b(started|starting|began|beginning|kicked off) (the |my |a |an )?([\w-]+ ){0,3}?(programme|program|plan|couch to 5k|c25k"
    r"|block|course|challenge|journey)\b[^.!?]{0,30}\b(today|this (morning|week)|yesterday|tonight)\b|\bweek (1|one),? day (1|one)\b",
    re.I)
_WILL_HAVE = lazy_compile(r"\b(will|'ll|should|shall) have (done|hit|reached|completed|finished|run|lifted|logged|trained)\b", re.I)
_FIRST_SOMEWHERE = lazy_compile(
    r"\bfirst (time|visit|session|class|swim) at (the|a|an|our) (new |local |other |hotel |base |work )?(?!(top|summit|finish"
    r"|end|front)\b)[\w-]+"
    r"|\bfirst time (i'?ve|i have|i) (ever )?(used|visited|tried out|had to)\b", re.I)
_BEST_EQUALLED = lazy_compile(
    r"\b(exactly|equal(l)?ed|matched|tied|level with|same time as) (my|the) (\w+ )?(pb|pr|best|record|personal best)\b"
    r"|\bno improvement\b", re.I)
_GOT_ROUND_TO = lazy_compile(r"\bfinally (got|getting|get) (a)?round to\b", re.I)
# v29: a rep, a lift or an attempt missed is no session missed ("Missed the last rep of the third set", "missed my third
# snatch"); the coach away or ill in other words ("you're off sick, no worries about Tuesday"); a venue closed ("Pool's
# closed for a gala", "Restaurant's closed Mondays now"); lateness ("First time I've been late to a session").
_REP_MISSED = lazy_compile(
    r"\b(missed|failed|dropped|bailed( on)?) (the|my|a|an|one|two|three|\d+|his|her) (last |final |first |second |third |fourth"
    r"|top |heavy |\w+ )?(reps?|lifts?|attempts?|snatch(es)?|clean(s)?|jerks?|singles?|sets? of)\b(?! (session|class))", re.I)
_COACH_AWAY = lazy_compile(
    r"\b(you'?re|you are|you were|you'?ve been|you being|you'?re still) (off sick|ill|sick|unwell|poorly|away|on holiday|on leave"
    r"|off)\b", re.I)
_PLACE_CLOSED = lazy_compile(
    r"\b(pool|gym|centre|center|studio|club|hall|track|restaurant|venue|court|rink|box|leisure centre|sports hall|park)('s| is| was"
    r"| are| were| has been| will be| being)? (closed|shut|closing|shutting)\b", re.I)
_LATE = lazy_compile(r"\b(been|being|be|running|was|am|i'?m|i'?ll be|i will be|turned up|turning up|arrived|arriving) (\w+ )?late\b"
                     r"|\blate (to|for) (a|the|my|our|this|today'?s|tonight'?s) (session|class)\b", re.I)
# v29 keyword false alarms (v27-blind, dev): a stress word beside a happiness that outweighs it ("Tired but very happy"),
# everyday nerves named as such ("the usual butterflies", "nervous already" about a planned event), an episode told as a
# lifetime ago ("The burnout of last spring feels like another lifetime now").
_HAPPY_TIRED = lazy_compile(r"\b(tired|knackered|exhausted|shattered|drained|wrecked)\b,? but (very |so |really |super |extremely )?"
                            r"(happy|proud|content|chuffed|elated|buzzing|grateful)\b", re.I)
_USUAL_NERVES = lazy_compile(r"\b(the )?usual (butterflies|nerves|jitters|pre-?\w+ nerves)\b|\bnervous already\b", re.I)
_LIFETIME_AGO = lazy_compile(r"\b(feels like|seems like|was) (another|a different|a past|a previous) (lifetime|life|world)\b"
                             r"|\ba lifetime ago\b", re.I)
# v29: the probe may add a session missed only to a message with a word of not doing or not attending (the probe reads the
# topic of sessions and days more than absence: "I'll come Friday instead", "Doing the Thursday session from the hotel gym",
# "I lost the PDF"); as v22's gate for milestones. Set phrases with "no" that say nothing of absence are left out first.
_ABSENCE = lazy_compile(
    r"\b(no|not|nah|nae|never|nothing|none|nor|cannot|unable|miss|missed|missing|misses|skip|skipped|skipping|skips|cancel"
    r"|cancell?ed|cancell?ing|bail|bailed|bailing|forgot|forget|forgotten|overslept|slept through|no-?show(ed)?|absent|absence"
    r"|deprioriti[sz]e|drop(ped)? out|pull(ed|ing)? out|(sit|sat|sitting) (\w+ ){0,2}out|out of action|instead of|give (it|\w+) a miss"
    r"|zero|only (got|managed|made|went|did|trained|once)|i'?m out|off the wagon"
    r"|away|stuck|laid up|off sick|off work|call(ed|ing)? (it )?off|postpone|postponed|writ(e|ten) off|ditch(ed)?|blow(n)? off"
    r"|excuse|apologies|sorry|sry|soz)\b|n'?t\b", re.I)
_NOT_ABSENCE = lazy_compile(r"\bno (worries|worry|problem|problems|probs|prob|dramas?|bother|rush|pressure|stress|going back"
                            r"|doubt|idea|way(?! (i|i'm|i'll)\b))\b|\bnot (bad|wrong|sure)\b", re.I)


# v30 (issue 18: stress precision and milestone recall, v28-blind in dev): classes of the dev rounds' keyword errors.
# Stress: a tissue stressed under load is training, not a mood ("We stressed the rotator cuff with band work", "the
# physio wants the Achilles stressed", "tendon stressed but asymptomatic").
_TISSUE = (r"(tendons?|ligaments?|muscles?|bones?|joints?|(rotator )?cuff|achilles|tissues?|fascia|cartilage|discs?|hamstrings?"
           r"|calf|calves|quads?|glutes?|knees?|hips?|shoulders?|ankles?|elbows?|wrists?|spine|plantar)")
_TISSUE_STRESSED = lazy_compile(
    r"\b(stress(ed|es|ing)?|overload(ed|ing)?) (the|my|that|this|your|a|an|both) (\w+ ){0,2}" + _TISSUE + r"\b"
    r"|\b" + _TISSUE + r"('s| is| was| were| are| has been| have been| been| gets?| got| getting| being)? (\w+ )?(stressed|stressing)\b"
    r"(?! (out|me|about)\b)", re.I)
# v30: nerves told as the good sort ("it's the fun kind of nervous", "a bit nervous, mostly excited", "nervous but is
# normal, I am happy"): excitement; read with the nerves words taken out too, so "anxious about my first comp, but it's the
# fun kind of nervous" is none while "anxious all week, can't sleep, the good kind of nervous" keeps its sleep.
_GOOD_NERVES = lazy_compile(
    r"\b(fun|good|exciting|positive|happy|healthy|nice) (kind|sort|type) of (nervous|nerves|anxious|jittery|scared)\b"
    r"|\bmostly excited\b|\bmore excited than (nervous|anxious|scared|worried)\b"
    r"|\b(nervous|anxious)\b[^.!?]{0,30}\bbut (it'?s|is|that'?s) (normal|natural|fine|good)\b", re.I)
_NERVES_WORDS = lazy_compile(r"\b(nervous|nerves|anxious|jittery|butterflies|apprehensive|scared)\b", re.I)
# v30: tears at a happy occasion ("Bride cried, groom cried, I cried, lovely day", "happy tears all round"): joy.
_HAPPY_OCCASION = lazy_compile(
    r"\b(lovely|beautiful|perfect|amazing|wonderful|magical|special|brilliant|best) (day|moment|occasion|wedding|ceremony"
    r"|evening|night|service|reunion)\b(?! (outside|out there|for it|ahead))|\bhappy tears\b|\btears of joy\b", re.I)
# v30: feeling unwell in general words beside a pain the message reports ("Not great, my back went again", "sore throat and
# back pain, feel rough"): the body's state, not a mood (unless said of the mind: "rough mentally").
_MALAISE = lazy_compile(
    r"\bnot (doing |feeling )?(so |too |very |that )?(great|well|good)\b(?! (mentally|emotionally|in (my|the) head))"
    r"|\bfeel(ing|in|s)? (\w+ )?rough\b(?! (mentally|emotionally))|\bunder the weather\b", re.I)
# v30 (dev milestone recall: v28-blind joined dev and the 0.85 guard fell to 0.846 on main's code): generic terms from the
# dev rounds' keyword misses. The most or the highest the client has ever managed ("the most I have ever managed", "that's
# the highest yet", "30k today, furthest ever"); more than an old best in words ("more than my old max"); what the client
# said they would never manage, done; "never done 3 in a row before"; a bare "pb" with its number ("pb. 182.5"); a sub-time
# or a number "finally" ("sub 17. finally.", "DEADLIFT 200!!!! finally!!!"); promoted; a loss measured since the start
# ("Waist is down 10cm since we started"); a count of sessions reached ("That's 100 sessions with you"); a test or an exam
# cleared; leave to remain, citizenship or residency granted (not an interview or a form for it); a number told as "my goal
# weight" ("Reached 10 stone this morning, my goal weight!", not "my goal weight is 70"); a badge got.
_MILESTONE_V30 = lazy_compile(
    r"\b(the )?(most|highest|furthest|farthest|longest|fastest|heaviest|biggest|best) (\w+ ){0,2}(i'?ve|i have|i had) ever"
    r" (managed|done|lifted|run|ran|swum|cycled|walked|held|hit|got|gone|achieved|scored|pressed|squatted|benched|pulled)\b"
    r"|\b(that'?s|that is|it'?s|which is) (the|my) (highest|furthest|longest|fastest|heaviest|most|biggest) (\w+ ){0,2}yet\b"
    r"|\b(furthest|farthest|fastest) ever\b"
    r"|\b(more than|over|above|beyond|better than) (my|the) (old|previous|former) (best|pb|pr|max|record)\b"
    r"|\b(said|thought|swore) (that )?i'?d never (manage|do|be able|get|lift|run|make)\b"
    r"|\bnever (done|managed|hit|held|lifted|got) (\w+ ){0,2}(\d+|two|three|four|five|six|seven|eight|nine|ten)\b[^.!?]{0,20}\bbefore\b"
    r"|\b(got|been|was|i'?m|am|just|finally|officially) promoted\b"
    r"|\b(\d+(\.\d+)?|a|an|one|two|three|four|five|six|half a) ?(cm|inch(es)?|kg|kilos?|lbs?|pounds?|stone|st|sizes?|dress sizes?"
    r"|notches)\b[^.!?]{0,20}\bsince (we|i) (first )?(started|began)\b"
    r"|\b(that'?s|hit|reached|done|completed|marks?) (my )?\d+(th)? (sessions?|workouts?|classes) (with you|together|in a row|straight)\b"
    r"|\b(cleared|aced) (my|the) ([\w-]+ ){0,2}(test|exams?|assessment|theory|practical|finals)\b"
    r"|\b(got|granted|received|been granted) (my |our )?(indefinite leave to remain|leave to remain|citizenship|permanent residen(ce|cy)"
    r"|residency|settled status|green card)\b(?! (interview|appointment|application|date|form|renewal|test))"
    r"|\b(\d+(\.\d+)?|\w+ stone)\b[^.!?]{0,40}\bmy (goal|target) (weight|time)\b(?! (is|was|of|for|would|will)\b)"
    r"|\bgot (my|the|a) ([\w-]+ ){0,3}badge\b", re.I)
# v33 (milestone recall: with v31-blind in dev the keyword guard test_keywords_meet_the_goal_on_the_dev_split fell to
# 813 / 960 = 0.847 on main's code; generic terms from the dev keyword misses): a first ever weight or time ("first ever
# 100kg bench"); goal weights hit by a couple ("hit our goal weights"); a diploma, a degree or a qualification passed;
# minutes faster than last year; then against now in reps ("did 12 where last month I could only do 8").
_MILESTONE_V33 = lazy_compile(
    r"\bfirst(-| )ever (\d+(\.\d+)?\s?(kg|kgs|k|kilos?|lbs?|km|mi|miles?)|sub[- ]?\d+)\b"
    r"|\b(hit|reached|made|got to|achieved) (our|both our|my) (goal|target) weights?\b"
    r"|\bpassed (my|our|the) ([\w-]+ ){0,2}(diploma|degree|qualification|certificate|certification|apprenticeship|finals"
    r"|level \d|nvq|boards)\b"
    r"|\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) (whole )?(minutes?|mins?"
    r"|seconds?|secs?) (faster|quicker) than (last year|last time|my (old |previous )?(best|pb|pr|time))\b"
    r"|\b(where|when|and) (last (week|month|year)|a (month|year) ago|in (january|february|march|april|may|june|july|august"
    r"|september|october|november|december)) i could only (do|manage|lift|hold|get)\b", re.I)
# v30: terse shapes the sentence split cuts apart ("pb. 182.5", "sub 17. finally.", "DEADLIFT 200!!!! finally!!!"), read
# over the whole message.
_MILESTONE_V30_TERSE = lazy_compile(
    r"^\W*(new )?(pb|pr)[.!:]*\s+\d+(\.\d+)?\b"
    r"|^\W*sub[- ]?\d+(:\d+)?\W*(finally|at last)\b|\b\d+(\.\d+)? ?(kg|kilos?|lbs?)?\W{1,8}(finally|at last)\W*$", re.I)


# v31 (issue 18: stress precision and missed recall, v29-blind in dev): classes of the dev rounds' errors, v29-blind's the
# freshest (its keyword errors, and the shipped v30 probe's, which was not fitted on it, read after it joined dev).
# Stress: "stress" as a verb of emphasis ("I must stress that the timings are fine", "she stressed the importance of sleep",
# "I can't stress enough how much this helps", "stressed to him that ..."): a point made, not a load ("I'm stressed that
# ..." is not matched).
_STRESS_EMPHASIS = lazy_compile(
    r"\b(must|should|would|want to|wish to|need to|have to|can'?t|cannot|couldn'?t|let me|like to|to)\s+stress\s+(that|how"
    r"|enough|again|once more|the (importance|need|point|fact))\b"
    r"|\bstress(ed|es|ing)? (to (him|her|them|you|me|us|everyone|the \w+) that|(to (him|her|them|you|me|us|everyone|the \w+) )?"
    r"the (importance|need|point|fact|value) of)\b", re.I)
# v31: a self-rating read by its value ("Stress 2/10, sleep 8/10, all good", "anxiety: 3 out of 10"): a low score is no
# stress (a high one is left to the other rules).
_LOW_STRESS_SCORE = lazy_compile(
    r"\b(stress|anxiety|worry|worries|nerves|mood)( levels?| score| rating| level)?\s*[:=-]?\s*(is |at |was |of |around |about )?"
    r"[0-3](\.\d)?\s*(/|out of)\s*10\b", re.I)
# v31: nerves told as the good sort in other words ("it is good nervous", "bit nervous but I've done it loads", "nervous but
# I'm ready"): read like v30's _GOOD_NERVES (the nerves words taken out, so a sleepless night beside it still counts).
_GOOD_NERVES_V31 = lazy_compile(
    r"\b(good|fun|healthy|happy|positive) (nervous|nerves|anxious)\b"
    r"|\b(nervous|anxious|nerves|jittery)\b[^.!?]{0,40}\bbut (i'?ve|i have|i) (done|been through|trained for|practised|practiced)"
    r" (it|this|them|that)\b|\b(nervous|anxious|nerves|jittery)\b[^.!?]{0,40}\bbut (i'?m|i am|feeling|feel) (ready|confident"
    r"|prepared)\b", re.I)
# v31: tiredness set against being fine in the same breath ("Honestly I'm fine, just tired", "all good, just sleepy"): a mild
# state, as v28's "not stressed, just tired".
_FINE_JUST_TIRED = lazy_compile(
    r"\b(i'?m|i am|am|is|all|everything'?s|everything is|it'?s) (fine|ok|okay|alright|all right|good|grand)\b[^.!?]{0,20}?\bjust"
    r" (a (bit|little|wee) |bit |slightly |very |so )?(?P<tired>tired|sleepy|knackered|shattered|jet-?lagged)\b", re.I)
# v31: a worry ended and said so after "but now" ("I was stress for the exam but now I passed and all is good").
_OVER_BUT_NOW = lazy_compile(
    r"\bbut now\b[^.!?]{0,40}?\b(all (is |'s )?(good|fine|ok|okay|well)|(i'?ve |i have |i )(passed|finished|got through|sorted"
    r" it))\b", re.I)
# v31: a thing worn out or broken ("Car's exhaust is knackered", "the boiler's completely shot", "my trainers are wrecked"):
# the thing's state, as v22's device run down.
_THING_WORN = lazy_compile(
    r"\b(car|van|bike|boiler|engine|exhaust|clutch|gearbox|tyres?|brakes|printer|fridge|freezer|washing machine|dishwasher"
    r"|kettle|oven|heating|trainers|shoes|boots|sofa|mattress|roof|fence|shower)('s| is| are| was| were| has| have| got)?"
    r"( \w+)?( is| are| was| were| has| have|'s)?( been)?( (totally|completely|properly|absolutely|well|so|a bit|pretty))?"
    r" (knackered|shot|dead|wrecked|shattered|cooked|fried|buggered|kaput|worn out|on its last legs)\b", re.I)
# v31 (missed recall): absence in a formal register ("Please accept my apologies for my absence on Monday", "I must withdraw
# from the remainder of the month's sessions", "obliged to abandon the final two sets"), time said to be gone for training
# ("just no time for the gym until April"), and a cross mark beside a day or a session ("tues ❌", "🚫 gym 🚫").
_MISSED_V31 = lazy_compile(
    r"\b(my|our) absence (from|on|at|last|this|next|today|tonight|tomorrow|yesterday)\b|\bapologies for (my|our) absence\b"
    r"|\bwithdraw(ing|n)? (myself )?from (the |my |this |next |all |any |the remainder of |the rest of )?([\w'-]+ ){0,3}"
    r"(sessions?|classes|class|programme|program|training|block)\b"
    r"|\b(abandon|abandoned|abandoning|cut short) (the |my |our )?([\w-]+ ){0,3}(sets?|session|workout|programme|program|run"
    r"|class|circuit)\b"
    r"|\bno time (at all )?for (the gym|training|the sessions?|sessions?|workouts?|classes|the class|running|lifting)\b"
    r"|\b(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(day)?('s)?\s*(❌|🚫|✖️?|✗)|(❌|🚫|✖️?|✗)\s*(gym|session|training"
    r"|workout|run|class)\b", re.I)
# v31: longing for training once back is no absence now ("Really missed training over the holidays, so glad to be back in").
_MISSED_NOW_BACK = lazy_compile(
    r"\bmissed (training|the gym|lifting|running|the sessions?|our sessions?|this|it|you all)\b[^.!?]{0,60}\b(glad|good|great"
    r"|nice|happy|so good|lovely) to be back\b", re.I)
# v31: a missed ride that kept the session, said with "still" ("Missed the 8.15 train so I'm 20 mins late, still want the
# session if that's ok"): as v28's _MISSED_RIDE_MADE_IT, read from the sentence on (a decimal time splits it).
_MISSED_RIDE_STILL = lazy_compile(
    r"\bmissed (the|my|a|an|our) ([\w.:-]+ )?(bus|train|tram|tube|ferry|flight|plane|connection|lift|ride|metro|coach)\b"
    r"(?=[^!?]{0,80}\bstill (want|on for|up for|keen|doing|do|having|have|coming to|make|making) (the |my |our |today'?s |tonight'?s )?"
    r"(session|class|it|workout)\b)", re.I)
# v31 (the probe's missed gate): words of no sleep and a miss denied say nothing of an absence ("haven't slept", "not missed
# one"), nor a missed moment of someone else's ("Missed my daughter's goal").
_NOT_ABSENCE_V31 = lazy_compile(
    r"\b(haven'?t|hasn'?t|hadn'?t|didn'?t|couldn'?t|can'?t|cannot|not|never|barely|hardly) (been )?(slept|sleep|sleeping)\b"
    r"|\b(not|never|haven'?t|didn'?t|hasn'?t) (once )?(missed|skipped) (one|a single|any|a day|a session|once)\b"
    r"|\bmissed (my|his|her|our|the) [\w-]+'s (goal|match|game|race|recital|play|concert|party|birthday|wedding|call|show"
    r"|performance|assembly|try|first)\b", re.I)


# v32 (issue 18: stress precision first, then missed recall; v30-blind in dev, its errors the freshest: the keyword errors
# and the shipped v31 probe's, which was not fitted on it). What makes a message the client's own current stress: the
# subject is the client, the state is now, the word is not a term of art. Each class a sentence-level veto unless said.
# Stress: busy or tired set against being happy in the same breath ("Recently I am very busy but the heart is happy",
# "working till 2 every night, knackered but honestly loving it", "a good hectic"), as v29's _HAPPY_TIRED for tiredness.
_BUSY_BUT_HAPPY = lazy_compile(
    r"\b(busy|flat out|hectic|manic|full[- ]on|swamped|rushed off my feet|knackered|tired|shattered|exhausted)\b[^.!?]{0,30}?"
    r"\bbut ([\w']+ ){0,2}(happy|loving (it|every minute|every second|life)|buzzing|thriving|enjoying (it|every)|content"
    r"|the heart is happy|in a good way|good)\b"
    r"|\b(a |the )?(good|happy|fun) (busy|hectic|tired|manic)\b", re.I)
# v32: "stress" as a term of art in a compound: a stress echo or ECG (a test, as "stress test"), stress-free, a stress ball,
# a material's stress corrosion or cracking, stress incontinence: no load on the client's mind.
_STRESS_TERM = lazy_compile(
    r"\bstress[- ](echo|echocardiogram|ecg|ekg|mri|scan|free|less|balls?|corrosion|cracks?|cracking|incontinence|strain"
    r"|analysis|testing|tested|tests?)\b|\bstress and strain\b", re.I)
# v32: a worry told in the past and ended in the same sentence ("Stressful few weeks but it's over", "Was anxious about the
# biopsy, came back benign", "went ok in the end, nerves gone"): read only what follows the ending (as v27's relief).
_ENDED_V32 = lazy_compile(
    r"\bbut (it'?s|that'?s|all|now it'?s|it is|that is) (all )?(over|done|behind me|finished)\b"
    r"|\b(came|come|got) back (benign|clear|negative|normal|fine|all clear)\b"
    r"|\bwent (ok|okay|fine|well|great|alright|all right) in the end\b"
    r"|\b(went|it went|all went) (ok|okay|fine|well|great|alright|all right),? (\w+ )?nerves (gone|settled|vanished|disappeared)\b",
    re.I)
_NERVES_GONE = lazy_compile(r"\bnerves (gone|settled|vanished|disappeared)\b", re.I)
# v32: a device's reading of stress is the device's ("My watch says my stress level has been 'high' all day. It's wrong",
# "Garmin reckons I'm stressed"): it counts only as far as the client's own words say so (v30's labelling rule).
_DEVICE_SAYS = lazy_compile(
    r"\b(watch|app|garmin|fitbit|whoop|oura|tracker|ring|phone|strap|band|polar|coros|wearable)('s)? (\w+ )?(says|said"
    r"|reckons|thinks|thought|shows|showed|claims|claimed|tells me|told me|is telling me|keeps saying|insists|rates|rated"
    r"|scored|logged|flagged)\b[^.!?,;]*?(?=\s+(?:and|but|though)\b|[,;.!?]|$)", re.I)
# v32: a low self-rating without "/10" ("Stress level about a 2 today"): as v31's _LOW_STRESS_SCORE.
_LOW_STRESS_WORDS = lazy_compile(
    r"\b(stress|anxiety|worry|nerves)( levels?| score| rating)?\s*[:=-]?\s*(is |at |was |of |around |about |maybe |roughly )?"
    r"(a |an )?(0|1|2|3|zero|one|two|three)\b(?!\s*(/|out of|days?|weeks?|nights?|hours?|times|deadlines|kids|jobs|things)\b)",
    re.I)
# v32: nerves met with coping in the same sentence ("a little anxious about the cruise, but I daresay I shall manage",
# "nervous as a kitten, though Gerald assures me that is how it should be"): everyday nerves, as v30's _GOOD_NERVES.
_NERVES_COPING = lazy_compile(
    r"\b(nervous|anxious|nerves|jittery|apprehensive|butterflies)\b[^.!?]{0,60}\b(but|though|although)\b[^.!?]{0,40}"
    r"\b((i )?(daresay|dare say|expect|suppose|reckon|am sure|'m sure) (i'?ll|i shall|i will|it'?ll|it will) (manage|be fine|cope"
    r"|be ok|be okay|be alright|be all right|get through)|(that'?s|that is|it'?s|it is) (how it should be|how it'?s meant to be"
    r"|to be expected|only natural))\b", re.I)
# v32: stress said of a trivial choice and laughed at ("stressing about what to eat at the wedding lol", "Proper stressed
# picking a paint colour haha"): a joke about a choice, not a load (a laugh alone is not enough: "haha I'm dying inside").
_CHOICE_JEST = lazy_compile(
    r"\b(stress(ed|ing)?|panick(ed|ing)|agonis(ed|ing)|agoniz(ed|ing))\b[^.!?]{0,12}\b(about|over|choosing|picking|deciding"
    r"|on) (\w+ )?(what|which|between|a|the)?\s?(\w+ ){0,3}(to (eat|wear|buy|order|pick|choose|get|have|watch)|colou?r|flavou?r"
    r"|outfit|shoes|trainers)\b", re.I)
_LAUGH = lazy_compile(r"\b(lol|lmao|haha\w*|first world problems?|the struggle is real|crisis averted)\b|😂|🤣|🙃|😅|😆|😎", re.I)
# v32: excitement as the reason for no sleep ("So excited I can barely sleep"): everyday excitement, not stress.
_EXCITED_SLEEP = lazy_compile(
    r"\b(so |too |that |really )?(excited|buzzing|hyped|giddy|pumped)\b[^.!?]{0,10}\b(i )?(can'?t|couldn'?t|can barely"
    r"|could barely|can hardly|could hardly) (sleep|sit still)\b", re.I)
# v32: a jest taken back in brackets ("I only cried twice. (Joking, it was fine)"), as v19's _JOKE.
_JOKE_V32 = lazy_compile(r"\(\s*(only |just )?(joking|kidding)\b|\bonly (joking|kidding)\b", re.I)
# v32: a message that opens by naming its writer as someone writing for the client ("It's Jan, Mum's carer.", "Pat here
# (Jim's wife).", "Carer for Mrs Quinn:", "Helen for Dad again:", "From Lorna (for Mum):", "This is Oaklands care home."):
# the writer's own first-person stress is someone else's (v30's labelling rule), and what is told of "he" / "she" is the
# client's, read as a coach's note is (`narrated`).
_KIN_OR_CARER = (r"(carer|care worker|support worker|wife|husband|partner|daughter|son|mum|mam|mom|dad|sister|brother|niece"
                 r"|nephew|granddaughter|grandson|neighbou?r)")
_WRITER_FOR_CLIENT = lazy_compile(
    r"^\W*((hi|hello|hey|morning|evening|good (morning|afternoon|evening))\W+)?(it'?s|this is|i'?m)( [a-z]+)?,? (\w+'s|the)"
    r" " + _KIN_OR_CARER + r"\b"
    r"|^\W*[a-z]+ here \((\w+'s )?" + _KIN_OR_CARER + r"\)"
    r"|^\W*((hi|hello)\W+)?" + _KIN_OR_CARER + r"( here)? (for|re) (mr|mrs|ms|miss|dr|dad|mum|mam|mom|nan|gran|grandad|grandma)\b"
    r"|^\W*((message|note|update) )?from [a-z]+ \((carer|for \w+)\)"
    r"|^\W*[a-z]+ for (dad|mum|mam|mom|nan|gran|grandad|grandma|mr \w+|mrs \w+|ms \w+)( again)?\s*:"
    r"|^\W*((hi|hello)\W+)?this is [\w ]{1,30}\b(care home|nursing home|residential home|day centre)\b", re.I)
# v32 (missed recall, from v30-blind's and the older dev rounds' keyword misses): a week or more without a single session
# ("another week where I didn't make a single session"), part of a session cut ("cut the conditioning piece", "cut the
# finisher"), leaving before its last part ("leaving before the last block"), sitting on the side for a whole session.
_MISSED_V32 = lazy_compile(
    r"\b(didn'?t|did not|haven'?t|have not|never) (make|made|get to|got to|go to|went to|do|did|manage) (a single|one single"
    r"|one|any) (session|class|workout|run|gym session)s?\b"
    r"|\b(cut|skipped|dropped|ditched|binned) (the|my) ([\w-]+ ){0,2}(piece|bit|block|part|section|finisher|circuit)\b"
    r"|\b(leaving|left|leave|had to leave|bailed) (before|ahead of) the (last|final|end) ([\w-]+ )?(block|set|round|part|bit|section"
    r"|circuit|half|of the session)\b"
    r"|\bsat (on the side(lines)?|out) (for )?the (whole|entire|rest of the) (session|class|workout)\b", re.I)


# v32 (missed precision, from the dev rounds' keyword false alarms, v30-blind's among them): a venue shut or a coach or an
# instructor away, with its consequence told after "so" ("Pool's shut for maintenance so the swim's off anyway", "Coach is
# off sick so Thursday's cancelled", "the gym app cancelled my booking because the instructor's ill"): the venue's or the
# coach's cancellation (v29's _PLACE_CLOSED and _COACH_AWAY read the rest of the sentence with the consequence left out).
# Not a workout, a run or training of the client's own, which could be done elsewhere ("The hotel gym was closed so no
# workout today" is labelled missed in dev).
_STAFF_AWAY = lazy_compile(
    r"\b(coach|instructor|trainer|teacher|pt|physio)('s| is| was| has been| being)? (off sick|ill|sick|unwell|poorly|away"
    r"|on holiday|on leave)\b"
    r"|\b(app|gym|club|studio|centre|center|leisure centre|pool|they)( has| have| just)? cancell?ed (my|the|our|tonight'?s"
    r"|today'?s|tomorrow'?s) ([\w'-]+ ){0,3}(booking|class|session|slot)\b", re.I)
_VENUE_CONSEQUENCE = lazy_compile(
    r"\b(so|which means|meaning)\s+(there'?s\s+)?(no|the)\s+([\w'-]+\s+){0,2}?(session|class|swim|spin|lesson|sesh)('s"
    r"|\s+is|\s+was)?(\s+(off|cancelled|canceled|called off))?\b"
    r"|\bso\s+[\w-]+'s\s+(off|cancelled|canceled|called off)\b", re.I)
# v32: longing for people or days, in the present ("I really miss the old Tuesday crew"; the older _LONGING lets a day after
# "miss" through as a session): no session missed ("I'll miss the Tuesday class" is not matched).
_MISS_PEOPLE = lazy_compile(
    r"\bi (really |so |do |still |kinda |sort of |truly )?miss (the|my|our) (old )?([\w-]+ ){0,2}(crew|gang|group|squad|lot"
    r"|days|team|buddies|regulars|people|vibe|banter)\b", re.I)
# v32: a slot that no longer suits, with a new one asked for ("Can't do the 6am any more, can we find a new slot?"): moved,
# as v26's _OTHER_DAY_OFFERED.
_NEW_SLOT = lazy_compile(
    r"\b(any ?more|no longer)\b[^.!?]{0,40}\b(new|another|different|other) (slot|time|day|time slot)\b", re.I)

# v33 (issue 18: stress precision first, then missed recall; v31-blind in dev, its errors the freshest: the keyword errors
# and the shipped v32 probe's, which was not fitted on it). The same three questions as v32: is the client the subject, is
# the state now, is the word a term of art. Each class a sentence-level veto unless said.
# Stress: a load named, then set aside by the client in the same sentence: a contrast followed by the client's own calm now
# ("People think the job must be stressful but honestly it's calm", "grim reading but I'm fine", "rattled me but I'm alright
# now"), or a phrase of coping with pressure that needs no contrast ("I thrive on it though", "I leave it at the door",
# "water off a duck's back"). Read only what follows it (as v27's relief): "fine but ... exhausted" still counts, and a
# state told first and then called fine is not this ("I'm fine, just really tired and a bit overwhelmed" has no contrast).
_CALM_AFTER_CONTRAST = lazy_compile(
    r"\b(but|though|although|yet)\b[^.!?]{0,25}?\b(i'?m|i am|im|i feel|i'?m feeling|feeling|it'?s|it is)( \w+)? (fine|ok|okay"
    r"|alright|all right|grand|calm|good|great|all good)\b(?! (but|except|apart)\b)"
    r"|\b(but|though|although|yet)\b[^.!?]{0,25}?\bi('?m| am)? (sleep|sleeping) (fine|well|ok|okay|great|like a baby)\b"
    r"|\bi (thrive|flourish) on (it|that|this|the pressure|pressure|the chaos|chaos)\b"
    r"|\b(i|you) (leave|park|switch off from|shut) (it|that|all that|work) at the door\b"
    r"|\b(in my stride|water off a duck'?s back)\b", re.I)
# v33: "stress" or burnout as the subject matter of something made, taught or read ("Teaching a stress management workshop",
# "Writing a feature on burnout in nurses"): a topic, as v32's terms of art.
_STRESS_TOPIC = lazy_compile(
    r"\b(stress|anxiety|burnout|wellbeing|well-being) (management|awareness|workshop|course|module|training|seminar|talk"
    r"|research|policy)\b"
    r"|\b(feature|article|piece|story|talk|workshop|course|lecture|paper|module|seminar|webinar|podcast|book|essay|study"
    r"|research|report|chapter|leaflet|thesis|documentary) (on|about|into) ([\w-]+ ){0,3}?(stress|burnout|anxiety|grief"
    r"|depression|insomnia|mental health|trauma)\b", re.I)
# v33: a worry or a stress that is low or under control now ("anxiety's been low for months", "a history of anxiety,
# currently well controlled"): the state now is its absence (not "mood": a low mood is the signal).
_STRESS_LOW_NOW = lazy_compile(
    r"\b(anxiety|stress|worry|worries|nerves|panic attacks?)('s| has| is| have| are| was)?( been)?( really| very| quite| much)?"
    r" (low|lower|down|under control|manageable|well controlled|well managed|settled|much better|better|gone)\b"
    r"|\b((a |some )?(history|hx|past history) of )?([\w-]+ ){0,2}?(anxiety|depression|stress|panic attacks?)\b[^.!?]{0,20}?"
    r"\b(currently|now) (well )?(controlled|managed)\b", re.I)
# v33: overwhelmed by kindness, not by a load ("Overwhelmed by all the birthday messages, people are so kind").
_KIND_OVERWHELM = lazy_compile(
    r"\boverwhelmed (by|with) (all |so much |the |your |everyone'?s |such )*([\w-]+ ){0,2}?(messages|kindness|support|love"
    r"|generosity|response|cards|gifts|wishes|thanks|gratitude|kind words|flowers|donations)\b", re.I)
# v33: a worry that came to nothing, told in the same sentence ("worrying about nothing and then the thing was fine") and a
# relief felt now after it ("Told my manager I'm stressed ..., feels so much lighter already"); read only what follows (as
# v32's _ENDED_V32).
_ENDED_V33 = lazy_compile(
    r"\b(and )?then (it|the thing|everything|all|that|the \w+) (was|turned out|went)( totally| completely| absolutely)?"
    r" (fine|ok|okay|great|well|alright|all right|nothing)\b"
    r"|\b(feels?|feeling|felt) (so much |a lot |loads |much |way |already )?(lighter|calmer|relieved) (already|now)\b", re.I)
# v33: nerves "in an excited way": everyday nerves, as v30's and v31's good nerves.
_GOOD_NERVES_V33 = lazy_compile(
    r"\b(nervous|anxious|nerves|jittery|butterflies)\b[^.!?]{0,60}\b(in an? (excited|good|fun|positive|happy) (way|sort of way)"
    r"|the excited kind|the good kind)\b", re.I)
# v33: someone else's stress with its owner told by a third-person reflexive or a plural pronoun ("My agent is beside herself
# with stress", "they're under so much stress", "So many kids crying on the phone"): theirs, when the clause has no first person (and the message is not a
# relative's or a carer's about the client: narrated text and proxies are left alone).
_THIRD_PERSON_STRESS = lazy_compile(
    r"\bbeside (herself|himself|themselves)\b"
    r"|\b(they|they'?re|they are|they were|they'?ve been|they have been)( all)? (under|so|really|very|completely|totally)?\s?"
    r"(so much |a lot of |loads of |huge |real |such |massive |enormous |constant )?(stress|pressure|stressed|anxious"
    r"|overwhelmed|frazzled)\b"
    r"|\b(kids|children|people|babies|patients|pupils|students|callers|customers|guests|parents|fans|players|everyone"
    r"|everybody)\b[^,.;!?]{0,12}\b(crying|cried|sobbing|in tears|stressed|stressing|panicking|anxious)\b", re.I)
# v33: a body part as the subject of a word of exhaustion ("me back's proper knackered", "my knees are shot"): a joint worn
# or hurt, not the client's tiredness (v31's _THING_WORN for things; dialect "me" for "my").
_BODY_WORN = lazy_compile(
    r"\b(my|me|the|both|his|her) " + _BODY + r"('s| is| are| has been| have been| feels| feel)( \w+)? (knackered|shattered"
    r"|wrecked|fried|shot|destroyed|battered|done in|done for)\b", re.I)
# v33 (missed recall): absent from a session named with a modifier ("I'm out for the morning session", "count me out of the
# early class"; v10's rule wanted the session word right after the determiner) and "no chance I make the 5pm".
_MISSED_V33 = lazy_compile(
    r"\b(count me out|(i'?m|i am|im|i'?ll be) out) (for|of) (the|our|my|this|tonight'?s|tomorrow'?s|\w+'s) [\w-]+"
    r" (session|class|workout|run|swim|sesh|pt|lesson|training)\b"
    r"|\bno (chance|way) (i|i'?ll|i will|i'?m going to|of me) (make|making|get to|getting to|be at|being at|do|doing)"
    r" (it|the|our|my|tonight|tomorrow|today|\d)", re.I)
# v33 (missed recall): a session's sets cut short, counted ("Only managed two of the four sets before my grip gave out"): sets
# abandoned are a session missed in part (v30's labelling rule), where v29 reads a single rep missed as no absence.
_SETS_CUT_SHORT = lazy_compile(
    r"\bonly (managed|got through|did|completed|finished|got) (\w+) (of|out of) (the|my|\w+) ([\w-]+ )?(sets|rounds|intervals"
    r"|laps|circuits|blocks)\b", re.I)
# v33 (missed precision): a day ruled out with another offered in the same breath ("can't do Wednesday but Friday's fine"):
# moved, as v26's _OTHER_DAY_OFFERED ("can we do Friday instead").
_DAY_NAME = r"((mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)"
_OTHER_DAY_FINE = lazy_compile(
    r"\b(can'?t|cannot|can not|won'?t|not able to) (do|make) " + _DAY_NAME + r"\b[^.!?]{0,30}?\bbut " + _DAY_NAME
    + r"('s| is| would be| works| suits)( \w+)?( fine| good| ok| okay| free| great| perfect| better)?\b", re.I)


# v35 (issue 18: stress precision first, then missed and milestone recall; classes of the dev rounds' errors, v33-blind,
# written apart from the code, now among them). What makes a stress word the client's own load now: the client is the one
# stressed (not a person named as the clause's subject), the state is current (not a month said to be behind them, not a
# horoscope's forecast) and the word is a state (not a syllable's stress, not a point stressed).
# v35: a person other than the client as the subject of a stress state ("Our dive supervisor is a nervous wreck", "The
# bride's mum was stressed out of her mind", "The choir director kept stressing that we breathe"): a noun phrase opens the
# clause and a state only a person has follows ("stressed", "a wreck", "panicking"; "stressful", which a week or a job can be,
# is not among them). The client's nerves, head or mind are the client's ("My nerves are a wreck"), and a name is a person's,
# not a capitalised "Work" or "Everything" ("Everything's a wreck" is the client's).
_PERSON_STATE = (
    r"(is|was|are|were|'s|has been|have been|had been|got|gets|seems|seemed|looked|looks|kept|keeps|kept on|keeps on)"
    r"(( so| really| very| totally| completely| absolutely| properly| proper| a bit| getting| all| an absolute))*"
    r" (stressed|stressing|a (nervous |total |complete |absolute |bit of a |right |emotional )?wreck|beside (herself|himself"
    r"|themselves)|panicking|frazzled|in a (right |real )?state|in bits|under (so much |loads of |a lot of |huge |massive |real "
    r"|such |constant |serious |enormous |big )?(pressure|stress))\b"
)
_OTHERS_STATE = lazy_compile(
    r"^\W*((and|but|so|also|plus|meanwhile|poor|oh|well|apparently|honestly|ugh|then)\W+)*"
    r"((the|our|my|his|her|their|this|that|one|some|a|an) (?!(nerves|head|mind|brain|heart|stomach|gut|body|" + _BODY[1:-3]
    + r")s?\b)([\w'-]+ ){0,3}?[\w-]+|[\w-]+'s [\w-]+( [\w-]+)?|(?!(work|life|everything|things|today|tonight|this|that|it|home|money|family|school|uni|college|the house)\b)"
    r"(?-i:[A-Z][a-z]+)) " + _PERSON_STATE, re.I)
# v35: "stress" of a syllable, a vowel or a beat ("Had to stress the second syllable forty times", "Put the stress on the
# wrong syllable of my boss's name"): prosody, a term of art as v32's.
_STRESS_PROSODY = lazy_compile(
    r"\bstress(es|ed|ing)?\b[^.!?]{0,40}?\b(syllables?|vowels?)\b|\b(syllables?|vowels?)\b[^.!?]{0,20}?\bstress(es|ed)?\b"
    r"|\bstress(es|ed|ing)? (is |was |falls |fell |goes |went )?on the (first|second|third|last|wrong|right|downbeat|offbeat"
    r"|upbeat) (\w+ )?(word|beat|note|bar|letter)s?\b", re.I)
# v35: a point stressed, with an aside before it or told of someone else ("I must stress, as I did for years, that ...",
# "She kept stressing how important sleep is"): v31's _STRESS_EMPHASIS wanted "that" or "how" right after the verb.
_STRESS_EMPHASIS_V35 = lazy_compile(
    r"\b(must|let me|wish to|would like to|like to|shall)\s+stress\s*(,|\bas\b|\bthis\b|\bthe\b|\bagain\b)"
    r"|(?<!\bi )\b(kept|keeps|kept on|keeps on|has been|had been|was|were) stressing (that|how|the (importance|need|point|fact))"
    r"\b", re.I)
# v35: a load said to be behind the client now ("That stressful month is behind me", "all that worry is in the past"): only
# when the stress is told in the clause that ends with it (not "I'm so stressed and the deadline is behind me"), and read
# only what follows, as v32's _ENDED_V32.
_BEHIND_NOW = lazy_compile(
    r"\b(is|are|'s|was|now|all|finally|firmly|well and truly)( (all|well|now|finally|firmly|well and truly))? (behind me|behind"
    r" us|in the past|a distant memory)\b", re.I)
_BEHIND_SUBJECT_END = lazy_compile(r",|;|:|\b(?:and|but|so|though|although)\b", re.I)
# v35: a forecast of stress by the stars or a fortune teller ("My horoscope said stress ahead this week"): as v32's device
# reading, it counts only as far as the client's own words say so.
_FORECAST_SAYS = lazy_compile(
    r"\b(horoscope|stars|tarot( cards?| reading)?|astrologer|astrology app|fortune cookie|fortune teller|psychic|palm reader"
    r"|birth chart)('s)? (\w+ )?(says|said|reckons|reckoned|predicts|predicted|warns|warned|promises|promised|tells me"
    r"|told me|forecasts?|forecast)\b[^.!?,;]*?(?=\s+(?:and|but|though)\b|[,;.!?]|$)", re.I)
# v35: a word corrected in the same message by asterisks and "I mean" ("I'm so stressed*** I mean blessed!"): the
# correction replaces the word it follows (the labelling rule of the rounds: a correction replaces what it corrects).
_CORRECTED_WORD = lazy_compile(r"\b[\w']+\s*\*+\s*(?:sorry,? )?(?:i mean|i meant|meant)\s+([\w']+)", re.I)
# v35: a body part, with no determiner, as the subject of a word of exhaustion ("Knees wrecked from kneeling all day",
# "Shoulders knackered from the plastering"): the joints, as v33's _BODY_WORN.
_BODY_WORN_BARE = lazy_compile(
    r"^\W*" + _BODY + r"('s| is| are| feel| feels)?( \w+)? (knackered|shattered|wrecked|fried|shot|destroyed|battered|done in)\b",
    re.I)
# v35 (missed recall): dialect negatives before coming or making it ("Cyah make it Tuesday", "Ent comin Thursday", "Ain't
# coming tonight"), read as the standard words ("ent" alone is not mapped: an ENT appointment).
_DIALECT_CANT = lazy_compile(r"(?<![\w'])(cyah|cyaan|caan)(?![\w'])", re.I)
_DIALECT_NOT = lazy_compile(r"(?<![\w'])(ent|ain'?t|aint)\s+(?=(comin'?g?|goin'?g?|gonna|makin'?g?|doin'?g?|able)\b)", re.I)
# v35 (missed recall): a session cut short with the session named before "short" ("Cut the session short after two sets"),
# no room for the gym ("can't squeeze the gym in"), "no chance of Friday", "so no sessions", "100% chance of me not turning
# up", a session's time that "came and went". Asserted unless asked or negated.
_MISSED_V35 = lazy_compile(
    r"\bcut (the|my|our|today'?s|tonight'?s|this|that|this morning'?s) ([\w-]+ )?(session|workout|run|class|swim|ride"
    r"|training) short\b"
    r"|\b(can'?t|cannot|couldn'?t|won'?t be able to|not able to|no way to) (squeeze|fit|cram) (the gym|a session|the session"
    r"|training|a workout|any sessions?|any training|(the |my |our |a )?[\w-]+ (session|class|workout)) in\b"
    r"|\bno (chance|way|hope) of (me )?(making |doing )?(it )?(" + _DAY_NAME + r"|tonight|tomorrow|today)\b"
    r"|\bso no (sessions?|training|gym|classes|workouts?)\b(?! (missed|skipped|lost|cancelled|needed|worries))"
    r"|\b(chance|odds|likelihood|probability) of me not (turning up|showing up|coming|making it|being there)\b"
    r"|\b\d{1,2}([:.]\d\d)?\s?(am|pm)( session| class)? came and went\b", re.I)
# v35 (milestone recall): an achievement told with the span of effort it took ("Passed the casualty care exam, eighteen months
# of study", "Signed off for unrestricted pilotage, six years working toward it", "Rang my first quarter peal, two years of
# practice", "opened my own salon after saving for 5 years"): a completion verb and a span of work in the same sentence,
# asserted unless asked or negated.
_EFFORT_SPAN = lazy_compile(
    r"\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|many"
    r"|several)( and a half)? (years?|months?|weeks?) (of (my )?([\w-]+ )?(work|study|studying|practice|practising|training"
    r"|trying|assessments?|effort|prep|preparation|graft|rehab|lessons|revision)|(working|training|studying|practising"
    r"|grinding) (toward|towards|for|up|at|on) (it|this|that|the [\w-]+)|on it|in the making)\b"
    r"|\b(saving|working|training|trying|practising|practicing|studying|grafting|going for it) (up )?for (\d+|a|two|three"
    r"|four|five|six|seven|eight|nine|ten|twelve|many) (years?|yrs|months?)\b", re.I)
# v35 (milestone recall, with v33-blind in dev the keyword guard test_keywords_meet_the_goal_on_the_dev_split fell under its
# 0.85 on main's code): a target told as met after the fact ("which was the target she set in August", "that was the goal
# all along"), a new personal tally or best in other words ("new personal tally of 310"), and a first told with "never
# before" in second-language shapes ("never before I can do this", "never before had I arrived there", "a weight never before
# lifted"). Asserted unless asked or negated.
_MILESTONE_V35 = lazy_compile(
    r"\b(which|that) was (the|my|our) (goal|target|aim)( (we|she|he|they|i|you) set| all along)\b"
    r"|\bnew personal (best|record|tally|high|bass|beast)\b"
    r"|\bnever before (i |had i |have i |did i )?(can|could|did|managed|lifted|arrived|done|been able|got)\b"
    r"|\b(weight|distance|time|height) never before (lifted|run|reached|done|managed)\b", re.I)
# v35: a target named and then said to be missed in the same sentence ("That was the goal we set, but I didn't reach it").
_SHORT_AFTER = lazy_compile(r"\b(didn'?t|did not|not|never|nearly|almost|short|missed)\b", re.I)
_DONE_VERB = lazy_compile(
    r"\b(passed(?! (out|away|on))|signed off|approved|appointed|finished|completed|qualified|achieved|earned|landed|rang|led"
    r"|carved|awarded|promoted|opened|got (my|the|appointed|signed off|selected|promoted|accepted|through)|made it|did it)\b",
    re.I)

# v36 (issue 18: stress precision first, then milestone recall and pain precision; classes of the dev rounds' errors, v34-blind,
# written apart from the code, now among them). The same three questions as v35 — who is stressed, is it now, is it a
# state — asked of grammar v35 did not read: "stress" with an object, a stress word held in quotes or beside a laugh, a
# state seen in someone else, a load said resolved after a past "was stressed".
# v36: "stress" as a transitive verb with a thing or a word as its object ("Our lead said stress the servers", "relies on
# stressing the wrong word", "it stresses the timbers"): a load put on a thing or an emphasis, not the client's state. Not
# after a copula or a word of degree ("I'm stressed the kids won't settle" is the client's), not with a span of time or
# an amount as the object ("stressing the whole week", "stressing a lot").
_STRESS_VERB_OBJECT = lazy_compile(
    r"(?<!\bi'm )(?<!\bim )(?<!\bam )(?<!\bis )(?<!'s )(?<!\bare )(?<!'re )(?<!\bwas )(?<!\bwere )(?<!\bbe )(?<!\bbeen )"
    r"(?<!\bbeing )(?<!\bso )(?<!\bvery )(?<!\breally )(?<!\btoo )(?<!\bget )(?<!\bgot )(?<!\bgetting )(?<!\bfeel )"
    r"(?<!\bfelt )(?<!\bfeeling )(?<!\bproper )(?<!\bmega )(?<!\bsuper )"
    r"\bstress(es|ed|ing)? (the|a|an|this|these|those|every|each|our|your|his|her|their|its) (?!(hell|heck|life|living|whole"
    r"|entire|full|rest|day|days|week|weeks|night|nights|month|months|morning|evening|weekend|year|time|past|last|next|same"
    r"|lot|bit|little|ton|load|fact|kids|children|boss|deadline|exam|move|wedding)\b)[\w-]+", re.I)
# v36: a stress word held in quotes ("I'm \"stressed\" because the café ran out of oat milk"): the word mentioned, at
# arm's length, not a state told.
_SCARE_QUOTED = lazy_compile(
    r"[\"“”'‘’]\s*(so |very |mega |super )?(stress|stressed|stressing|stressful|anxious|overwhelmed|panicking|burnt out"
    r"|burned out|frazzled)\s*[\"“”'‘’]", re.I)
# v36: the bare word "stress" beside a laugh ("Sox lost again, I'm so stressed haha", "Can't find matching socks, major
# stress, send help 😂", "... I'm stressing just writing her, ha"): hyperbole, unless something else in the message tells a
# load (a laugh beside real stress is common: "cried at my desk again, hahaha" still counts, because it has no bare
# "stress" word to take away). v32's _CHOICE_JEST wanted a choice ("what to eat"); this reads any message whose only word
# of stress is "stress" itself.
_LAUGH_V36 = lazy_compile(
    r"\b(lol|lmao|lmfao|rofl|haha\w*|hehe\w*|ha|jk|first world problems?|the struggle is real|crisis averted|send help)\b"
    r"|😂|🤣|🙃|😅|😆|😜|🙈", re.I)
_BARE_STRESS = lazy_compile(
    r"\b(so |very |really |major |mega |super |totally |proper |well |dead |so so )*(stress|stressed|stressing|stressy)\b"
    r"( out| about it)?", re.I)
# v36: a state seen in someone or something else ("Never seen the caretaker's cat so stressed", "watching the new lad so
# nervous"): the one seen is stressed, not the client (v35's _OTHERS_STATE read only a noun phrase as the subject).
_SEEN_STATE = lazy_compile(
    r"\b(seen|saw|see|seeing|watched|watching|watch) (?!(me|myself|us)\b)(the |my |our |a |an |his |her |their |that |this )?"
    r"([\w'-]+ ){0,3}?(so |that |this |as |more |really |very |properly |proper )+(stressed|anxious|nervous|panicky"
    r"|panicked|worked up|wound up|frazzled|on edge|upset)\b", re.I)
# v36: stress as a term of prosody, named beside "emphasis" ("Emphasis on the stress, the choir director kept saying"), as
# v35's _STRESS_PROSODY; and a stress score said low ("Stress score on my watch says 12, lowest ever"), as v31's
# _LOW_STRESS_SCORE without a number.
_STRESS_TERM_V36 = lazy_compile(
    r"\bemphasis\b[^.!?]{0,25}\bstress\b|\bstress\b[^.!?]{0,25}\bemphasis\b"
    r"|\bstress (score|level|levels|reading|rating|index)\b[^.!?]{0,40}?\b(lowest|low|lower|down|dropped|best)\b", re.I)
# v36: a past stress, then said resolved in the same sentence ("Was stressed about the house sale last month but it
# completed and I feel lighter", "was worried about the scan but it came through fine"): read only what follows the
# resolution, as v32's _ENDED_V32 (a new stress after it still counts).
_PAST_STRESS = lazy_compile(
    r"\b(was|were|had been|i'd been) (so |really |a bit |very |pretty |quite |properly |proper )?(stressed|stressing"
    r"|anxious|worried|worrying|nervous|on edge|panicking)\b", re.I)
_RESOLVED = lazy_compile(
    r"\bbut (it|that|everything|all|the \w+|it all)( has| had| finally| all)? (completed|went through|got sorted|is sorted"
    r"|was sorted|sorted itself|worked out|came through|went (fine|well|ok|okay|great|smoothly)|turned out (fine|ok|okay"
    r"|well)|passed|cleared|got done)\b", re.I)
# v36 (pain precision and recall): a body part of the client's as the subject of "not good", "nae great", "giving me gyp"
# ("Hi Sam.... hip not good today....", "ma back's giein me gyp"): a body in pain, not a low mood (the keywords read "not
# good today" as stress). The client's own: after "my / me / ma" or opening the sentence (not "Hubby's back is bad").
_BODY_NOT_GOOD = lazy_compile(
    r"(^\W*|\b(my|me|ma|mah|mi)\s+)(left |right |bad |dodgy |old |lower |upper )?" + _BODY
    + r"('s| is| are| was| has been| have been)? (still |really |pretty |proper |just )?(not (so |too |very |that |feeling )?"
    r"(good|great|right|happy)|no good|nae (good|great|right)|nae great|gie?in'? me (gyp|jip)|giving me (gyp|jip|grief|hell"
    r"|bother|trouble))\b", re.I)
# v36 (milestone recall): the span of effort an achievement took, with the outcome told anywhere in the message ("Got the
# head keeper job!! I've been working towards it for six years", "Sold my first novel! ... 11 years of rejections", "Called
# to the Bar last night, seven years of study done"): v35's _EFFORT_SPAN wanted a completion verb from a short list in the
# same sentence. In every dev round a span of effort told in a statement is an achievement's (42 of 43 rows; the other a
# quiz won, which v22's _GAME vetoes): asserted unless asked, planned, negated, beside a pain, or told as failed.
_NUM = r"(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|many|several|few)"
_EFFORT_SPAN_V36 = lazy_compile(
    r"\b" + _NUM + r"( and a half)? (years?|yrs|months?|weeks?) (of (my life|([\w-]+ ){0,2}(work|study|studying|practice"
    r"|practising|training|trying|assessments?|effort|prep|preparation|graft|rehab|lessons|revision|saving|rejections?"
    r"|submissions?|submitting|failing|failures?|attempts|qualifications?|sessions|testing|applying|auditioning|writing|drafting|rehearsing|competing|grinding|building|(early |late |night |long )?(shifts"
    r"|mornings|nights|evenings|weekends)))|in the making"
    r"|(working|training|studying|practising|grinding|trying|saving) (toward|towards|for|up|at|on) (it|this|that|the [\w-]+))\b"
    r"|\b(working|training|trying|practising|practicing|studying|grafting|submitting|saving|going for it"
    r"|(?<=been )(?!(waiting|suffering|being|living|having|feeling|struggling|limping|hurting)\b)[\w-]+ing)"
    r"( towards?( it| this"
    r"| that| [\w' ]{1,30}?)| for it)? (up )?for " + _NUM + r" (years?|yrs|months?)\b"
    r"|\b(saved|trained|studied|worked|tried|practised|practiced) (\w+ )?for " + _NUM + r" (years?|months?)\b"
    r"|\b" + _NUM + r" (years?|months?) i (try|tried|study|studied|train|trained|work|worked|practi[cs]e)\b"
    r"|\bafter " + _NUM + r" (years?|months?) of\b|\b(years|months) of (trying|work|study|training|practice|failing"
    r"|rejections?)\b", re.I)
# The outcome, anywhere in the message: a completion, "finally", "at last", "done", a first, joy, "to get there", "!".
_SPAN_OUTCOME = lazy_compile(
    r"!|\b(finally|at last|done|first|achieved|passed(?! (out|away|on))|qualified|completed|finished|accepted|approved|appointed|awarded"
    r"|promoted|elected|ordained|called to|signed (me |us |him |her )?off|got (in|into|through|the|my)|came through|sold"
    r"|made|opened|landed|happy|proud|delighted|chuffed|buzzing|thrilled|over the moon|to get (there|here))\b", re.I)
# A span told as wasted or not yet paid off: no achievement.
_SPAN_FAILED = lazy_compile(
    r"\b(gave up|give up|giving up|quit|quitting|down the drain|wasted|for nothing|nothing to show|still (can'?t|not|no|nothing|hurts"
    r"|waiting|stuck)|no luck|failed (again|it|the|my)|didn'?t (pass|get|make)|not (yet|there)|rejected again|ruined"
    r"|scrapped|all for)\b", re.I)
# v36 (milestone recall): a goal named after the result as the thing now met ("..., the goal since we opened the
# distillery", "..., the target I set at New Year", "..., my target from two years", "that's the goal weight we set in
# January", "..., the number I wrote on page one", "..., the streak I set out to build"): v35's _MILESTONE_V35 wanted
# "which / that was" before it, and a negation anywhere in the three words before ("no takeaways, which was the goal")
# cancelled it; here the goal, after a comma or "that's / which was", is read as the result's own, unless a shortfall
# follows it.
_GOAL_MET_AFTER = lazy_compile(
    r"(,|—|–| - |\bthat'?s|\bwhich (is|was)|\bthat was)\s*(the|my|our)( \w+)? (goal|target|aim|number|streak|thing)( weight| time"
    r"| number)? ((i|we|she|he|you|they) (set|wrote|promised|picked|chose|agreed|had)( out to build| myself| ourselves)?|since"
    r"|from (\d+|one|two|three|four|five|six|seven|eight|nine|ten) (years?|months?)|all along)\b", re.I)
# v36 (missed and pain recall, proxies): more writers who name themselves as writing for the client ("Hi, this is Maria, Mr
# Hale's PA.", "Maria again (Mr Hale's PA):", "It's Ollie's twin", "Hey it's Priya's housemate", "From Mr Hale's office:"):
# as v32's _WRITER_FOR_CLIENT, with a title before the name and the roles of a household or an office.
_PROXY_ROLE = (r"(pa|assistant|secretary|office|twin|housemate|flatmate|roommate|room-mate|fianc[eé]e?|best friend|friend"
               r"|stepdad|stepmum|stepmom|colleague|manager|support worker|carer|wife|husband|partner|daughter|son|mum|mam|mom"
               r"|dad|sister|brother|niece|nephew|granddaughter|grandson|neighbou?r)")
_WRITER_FOR_CLIENT_V36 = lazy_compile(
    r"^\W*((hi|hello|hey|morning|evening)\W+)?(it'?s|this is|i'?m)( [a-z]+)?,? ((mr|mrs|ms|miss|dr)\.? )?\w+'s " + _PROXY_ROLE
    + r"\b|^\W*[a-z]+( again| here)?,? \(((mr|mrs|ms|miss|dr)\.? )?\w+'s " + _PROXY_ROLE + r"\)"
    r"|^\W*from ((mr|mrs|ms|miss|dr)\.? )?\w+'s " + _PROXY_ROLE + r"\b", re.I)

# v37 (issue 18: stress precision first, then pain precision and milestone recall; classes of the dev rounds' errors,
# v35-blind, written apart from the code, now among them). The same questions as v35 and v36 — who, now, a state or a
# term — asked of writers v36 did not read: a writer who names themselves before telling of the client, the word "stress"
# as a load on a thing or a subject of study, someone else's stress set against the client's calm, a pronoun right before
# the state, tiredness said good.
# v37: more writers who name themselves as writing for the client, as v32's and v36's: "<Name>'s <role> (here|again)" with
# the roles of friends, teams, agents and nurses ("Lucy's best mate here,", "Daniel's support worker:", "Sam's fiancée
# again,"), "From Pat:", "From Daniel's support team:", "From my wife:".
_PROXY_ROLE_V37 = (r"(" + _PROXY_ROLE[1:-1] + r"|mate|best mate|support team|care team|girlfriend|boyfriend|auntie|aunt"
                   r"|uncle|gran|granny|grandma|grandad|grandpa|nan|nana|nanna|cousin|agent|nurse|physio|teacher|coach)")
_WRITER_FOR_CLIENT_V37 = lazy_compile(
    r"^\W*((hi|hello|hey|morning|evening)\W+)?((mr|mrs|ms|miss|dr)\.? )?\w+'s " + _PROXY_ROLE_V37
    + r"( here| again)?\s*[:,.!–—-]"
    r"|^\W*((message|note|update) )?from ((my|our) " + _PROXY_ROLE_V37 + r"|(?-i:[A-Z][a-z]+)('s " + _PROXY_ROLE_V37
    + r")?)\s*:", re.I)
# v37: a writer who names themselves ("Pat here,", "Josh again.", "Mark here.") and tells of someone else by name in the
# message ("..., Gwen's fine", "Josh here. Grandpa did ten sit-to-stands") or says they are "the one who's" stressed: a
# proxy too. A client may open with their own name, or with a word that is no name ("Monday again, ..."), so the opener
# alone is not enough, and a he / she is not either ("Insomnia again. The baby's teething and he's up all night"): a
# capitalised name must be the subject at the start of what follows or after a comma or "and / but / so".
_NAME_HERE_V37 = lazy_compile(
    r"^\W*((hi|hello|hey)\W+)?(?!(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may"
    r"|june|july|august|september|october|november|december|me|work|home|back|rain|snow)\b)(?-i:[A-Z][a-z]+) (here|again)"
    r"\s*[,.:!–—-]", re.I)
_NAMED_SUBJECT_V37 = lazy_compile(
    r"(?:^\W*|,\s*|\b(?:but|and|so)\s+)(?-i:[A-Z][a-z]+)('s| is| was| has| had| did| made| says| said| walked| won| will"
    r"| won'?t| can'?t| got)\b", re.I)
_THE_ONE_WHO_V37 = lazy_compile(r"\b(i'?m|i am) the one (who'?s|who is|that'?s|that is)\b", re.I)
# v37: the writer relaying the client's words ("she asked me to say she can't come tomorrow", "he asked me to let you know his
# back is still very painful"): the relay is the writer's, what follows is the client's, so the relay is left out before
# a part is tested for "I" or "me".
_RELAY_V37 = lazy_compile(
    r"\b(asked|told|wanted|wants|asks) me to (say|tell you|let you know|pass on|message you|text you|say to you)( that)?\b"
    r"|\b(so )?i'?m (texting|messaging|writing|typing) (for|on behalf of) (her|him|them)\b", re.I)
# v37: "stress" as a term: a load put on a thing ("puts a lot of stress on the old walls"), the mark of a syllable, a
# regulator's scenarios, an engineer's curves; a talk or a speaker on stress as a subject (as v33's _STRESS_TOPIC); stress
# said back to normal.
_STRESS_TERM_V37 = lazy_compile(
    r"\bstress (on|onto) (the|its|their|these|those|that|this|an?|old|our|your) (?!(body|mind|family|kids|relationship)\b)"
    r"|\bstress[- ](marks?|scenarios?|curves?|concentrations?|calculations?|patterns?|positions?|fractures?|risers?)\b"
    r"|\b(speaker|talk|presentation|panel|session|training|inset day|cpd|keynote) (on|about) ([\w-]+ ){0,2}?(stress|burnout"
    r"|anxiety)\b"
    r"|\b(stress|anxiety|nerves)( levels?)?('s| is| are|'re)?( all)? (back to normal|back down|normal again|down again"
    r"|back where (it|they) should be)\b"
    # the sciences' stresses: of a material, a crop or a cell ("residual stress in the welds", "heat stress in the flock",
    # "oxidative stress"), a thesis or a lecture on stress, and "tired" said of a thing ("the tired old treadmill").
    r"|\b(heat|water|drought|salt|osmotic|cold|oxidative|residual|thermal|tensile|compressive|hoop|cyclic|bending|shear"
    r"|torsional|axial|environmental) stress(es)?\b"
    r"|\b(thesis|dissertation|essay|project|research|paper|lecture|topic|module|poster|chapter)( is| was)? (on|about|into)"
    r" ([\w-]+ ){0,2}?(stress|burnout|anxiety)\b"
    r"|\btired[- ](old|looking)\b", re.I)
# v37: no sleep after a story on a screen ("That thriller had me on the edge of my seat, couldn't sleep after"): the
# story's, as v28's _SCREEN_NAMED.
_SLEEP_AFTER_V37 = lazy_compile(r"\b(couldn'?t|could not|can'?t|cannot) sleep after(wards)?( it| that)?\b", re.I)
# v37: someone else's stress set against the client's calm in the same sentence ("very stressful for the new girls, not for
# me", "Auntie stay all stressed about da luau, me I stay chill"): theirs.
_ME_CALM_V37 = lazy_compile(
    r"\bnot (for |to )?me\b|\bme,? (i )?(stay|am|'m|be|feel|staying)( so| totally| pretty| quite| very| real)? (chill|calm"
    r"|fine|relaxed|cool|good|grand|zen|unbothered|steady|ok|okay)\b", re.I)
# v37: a pronoun right before the state, after other words in the clause ("The man in the next bay had his transplant
# before me and he's struggling", "The barrister looked like she was in pain"): v21's _PRONOUN_SUBJECT read only a pronoun
# opening the clause.
_PRONOUN_BEFORE_V37 = lazy_compile(
    r"\b(he|she|they)('s|'re| is| are| was| were| has been| had been| have been| looked| looks| seemed| seems| felt"
    r"| feels)( like (he|she|they) (was|were|is|'s))?( (so|really|very|too|a bit|quite|pretty|totally|completely"
    r"|absolutely|properly|clearly|obviously|still|also|just|getting|feeling|been|in))*( under( \w+)?)?\s*$", re.I)
# v37: tiredness after a session told as good ("Lagom tired after the session, it is good, the muscles are happy"), as
# v29's _HAPPY_TIRED.
_GOOD_TIRED_V37 = lazy_compile(
    r"\b(tired|knackered|exhausted|shattered|wrecked|spent|done in)\b[^.!?]{0,40}?\b(it is|it's|its|that's|which is|feels?)"
    r" (good|great|nice|lovely|the good kind)\b|\b(muscles|body|legs) (are|is|feel|feels) (happy|good|great)\b", re.I)
# v37 (pain precision): a pain told as over ("The wrist hurt last month but it settled once I used the straps", "Last year I
# had very bad back pain but now is totally ok", "the shoulder is now entirely free of pain", "a twinge in my calf on
# Monday, gone by Tuesday, nothing since", "Back pain's been gone for three weeks now"): read only what follows the
# ending, as v27's relief (a new pain after it still counts).
_DAYS_V37 = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|the (next )?(morning|evening|afternoon|day|weekend)|teatime|lunch|bedtime)"
_PAIN_OVER_V37 = lazy_compile(
    r"(\b(it|that|which|they) (has |had |soon |quickly )?(settled|eased|calmed down|cleared|went away|healed)( down| up| off)?\b"
    r"|\bbut now (is|it'?s|its|it is|feels|all)? ?(totally |completely |entirely |fully |100% )?(ok|okay|fine|gone|healed"
    r"|normal)\b"
    r"|\b(now )?(entirely |completely |totally )?free (of|from) (any )?pain\b"
    r"|\bgone by " + _DAYS_V37 + r"\b|\bnothing since\b"
    r"|\b(pain|ache|sciatica|twinge|niggle)('s| has| have)? been gone\b)(?![^.!?]*\b(back|again|returned|still|worse)\b)", re.I)
# v37 (pain precision): a pain told with sympathy for its owner ("Dog's limping, vet says it's a sprained paw, poor thing",
# "The walker we carried down broke both ankles, poor lass"): someone else's, unless the client's own body is named.
_POOR_THING_V37 = lazy_compile(
    r"\bpoor (little |wee |old )?(thing|things|girl|boy|lass|lad|love|mite|soul|pup|puppy|dog|cat|horse|bairn|man|woman"
    r"|fella|chap|kid|baby)\b", re.I)
_MY_PAIN_V37 = lazy_compile(
    r"\bmy (\w+ )?" + _BODY + r"\b|\bi('ve| have| had|'d)? (hurt|pulled|tweaked|twisted|strained|sprained|broke|injured|jarred"
    r"|cricked|bruised|tore|torn)\b|\bi'?m (in (agony|pain)|sore|aching|hurting|limping)\b", re.I)
# v37 (pain precision): a muscle's ache told as the session's work done ("Quads screaming going down the stairs, leg day
# did its job, happy"), as v26's _MUSCLE_SORE_FROM.
_ACHE_DID_ITS_JOB = lazy_compile(
    r"\b(did|doing|done) (its|it'?s|their|the) job\b|\bjob done\b|\bworth it\b|\bmeans (it'?s|it is|it) work(ing|ed)\b", re.I)
_MUSCLES_V37 = lazy_compile(
    r"\b(glutes|quads|hamstrings|hammies|calves|abs|core|lats|traps|pecs|delts|biceps|triceps|legs|arms|bum|butt|muscles"
    r"|thighs)\b", re.I)


# v37 (milestone recall): a first named in apposition after the thing the client did ("I did that 5k in under thirty,
# first time, on the old railway path", "I did the half marathon in Tel Aviv, my first one ever, I finished!", "I wen
# finish da Honolulu Marathon, first one"): the first is the thing done. Not a return ("first time in ages", "first
# time back", "first time since") and not a visit (v29's _FIRST_SOMEWHERE stays).
_I_DID_V37 = lazy_compile(
    r"\b(i|we) (just |finally |actually |wen |went and )?(did|done|ran|finished|finish|completed|swam|rode|walked|climbed"
    r"|cycled|hiked|lifted|benched|squatted|deadlifted|passed|got|made|hit|landed|nailed|won|sold|booked)\b", re.I)
_FIRST_APPOSED_V37 = lazy_compile(
    r"^\W*(and )?(my |the |our )?(very )?first (one|time|ever|one ever|time ever|ever one)( ever)?( ever| this year| in my life)?"
    r"\W*$", re.I)
# v37: "me" for "my" before a first or a best ("Did me first pull-up"), read as "my".
_ME_FOR_MY = lazy_compile(r"\b(did|done|got|ran|hit|had|passed|finished|completed|smashed|beat) me (first|1st|new|best|pb|own)\b",
                          re.I)
# v37: effort that paid off ("months o' negatives paid off", "all that hard work has paid off"); not a body part's recovery
# ("Ankle's strong now, all that balance work paid off": no body part in the sentence).
_PAID_OFF_V37 = lazy_compile(
    r"\b(hard work|graft|training|practice|effort|negatives|sessions|mornings|reps|(years?|months?|weeks?)"
    r" (of|o') [\w-]+( [\w-]+)?) (has |have |finally |really |all |totally )*paid off\b", re.I)
# v37: an aim held since long before, met ("First piece sold to a public collection, been aiming for that since art school",
# "she's wanted that since year 7"), with an outcome told in the message (v36's _SPAN_OUTCOME) and no failure.
_AIM_SINCE_V37 = lazy_compile(
    r"\b(been )?(aiming|working|hoping|pushing|going) (for|towards?|at) (that|this|it) (since|for( the last)? (years|ages|months))\b"
    r"|\b(wanted|dreamed of|dreamt of|dreamed about|dreamt about) (that|this|it) (since|for (years|ages|decades|so long))\b"
    r"|\b" + _NUM + r" (years?|months?) of (castings|auditions|interviews|tryouts|trials|negatives|physio|hard work|pitching"
    r"|queries|knockbacks|no'?s) (for|to get) (this|that|it|here|there)\b", re.I)
# v37: a goal named after the result without a determiner, or with a season ("..., target we set at the start of the year,
# done", "it is my goal from the spring", "as per your target"): as v36's _GOAL_MET_AFTER.
_GOAL_MET_V37 = lazy_compile(
    r"(,|—|–| - )\s*(target|goal|aim) (i|we|you) (set|gave me|agreed|picked|chose)\b"
    r"|\b(it is|it'?s|that is|that'?s|this is|which is|which was) (my|our|the) (\w+ )?(goal|target|aim) (from|since|of) (the )?"
    r"(spring|summer|autumn|fall|winter|start|beginning|new year|january|february|march|april|may|june|july|august"
    r"|september|october|november|december|last year|the year)\b"
    r"|\bas per (your|the|our|my) (target|goal)\b", re.I)

# v37 (pain precision): more ways of saying the ache is the good kind ("the sweet ache of labour", "is a sweet sore", "it's
# the good post-leg-day kind", "hurt in the best way"), the ego bruised, and the engineer's "stress and strain" (a strain
# of a material, not of a muscle; v32's _STRESS_TERM blocked only stress).
_GOOD_ACHE_V37 = lazy_compile(
    r"\bsweet (ache|aches|aching|sore|soreness|pain|burn)\b|\bthe good ([\w-]+ ){1,2}kind\b"
    r"|\bin the (best|nicest|good|right) (possible )?way\b", re.I)
_NO_INJURY_V37 = lazy_compile(r"\b(sharp|stabbing|shooting|pulled|strain(ed)?|tear|torn|swollen|swelling|popped|twinge|injur\w*"
                              r"|sprain\w*|broke|broken|fracture\w*)\b", re.I)
_NOT_A_STRAIN_V37 = lazy_compile(r"\bego('s| is| was)? (bruised|dented|hurt)\b|\bstress(-| and | & )strain\b", re.I)
# v37: a complaint beside the sunglasses face and a scene of leisure ("Stressful day: lay in the sun, ate a Magnum, had a
# nap 😎", "my back is SO sore from lying on a sun lounger all week. Poor me. 😎"): a boast told as a complaint.
_SMUG_FACE_V37 = lazy_compile(r"😎")
_LEISURE_V37 = lazy_compile(
    r"\b(sun|sunbathing|sun ?lounger|beach|pool ?side|poolside|hammock|nap|naps|napping|lie-in|cocktails?|magnum|ice cream|spa"
    r"|holiday|hols|sofa all day|lazy day)\b", re.I)

# v38 (issue 18: stress precision first, then missed and milestone recall; classes of the dev rounds' errors, v36-blind,
# written apart from the code, now among them). The same questions as v37 — a state or a term, whose, now — asked of words
# v37 did not read.
# v38: tiredness told good in more words ("tired in the good way", "a satisfying tired", "knackered in a nice way", "a
# grand sort of tired", "the best kind of tired"), as v37's _GOOD_TIRED_V37 and the older _GOOD_KIND.
_TIRED_WORDS_V38 = (r"(tired|tiredness|knackered|exhausted|shattered|wrecked|spent|done in|worn out|wiped out|jiggered|cream crackered"
                    r"|beat|pooped|drained|weary|fatigued|sleepy)")
# The tiredness itself, taken out with the good words before the rest of the sentence is read ("Fair jiggered after the
# haymaking, but it's a grand sort of tired": the one tiredness, told twice).
_TIRED_ANY_V38 = lazy_compile(r"\b((fair|proper|so|really|very|totally|absolutely|completely|pretty|a bit|bit) )?"
                              + _TIRED_WORDS_V38 + r"\b", re.I)
_GOOD_TIRED_V38 = lazy_compile(
    r"\b" + _TIRED_WORDS_V38 + r" in (a|the) (good|nice|best|right|satisfying|lovely|healthy|happy|great)( possible)? (way|sense)\b"
    r"|\b(a |the )?(good|nice|best|right|satisfying|satisfied|lovely|healthy|happy|grand|great|proper good|honest|earned)"
    r" (sort|kind|type) of " + _TIRED_WORDS_V38 + r"\b"
    r"|\b(a |that'?s a |it'?s a )(satisfying|satisfied|grand|lovely|nice|honest|good honest|earned|well-earned|healthy) "
    + _TIRED_WORDS_V38 + r"\b"
    # the older "tired but happy" (_GOOD_KIND) with more words of calm or pride ("The fast went fine, tired but peaceful")
    r"|\b" + _TIRED_WORDS_V38 + r" but (so |very |really |quite )?(peaceful|content|contented|calm|relaxed|serene|at peace"
    r"|satisfied|fulfilled|proud|elated|glowing|smiling)\b", re.I)
# v38: stress as a load on a thing, in more words ("put it under serious stress, held fine", "annealed to take the internal
# stress out"), and fatigue as a material's ("crack-test the wishbones for fatigue", "metal fatigue"): as v37's
# _STRESS_TERM_V37; not "put me / myself under stress".
_STRESS_TERM_V38 = lazy_compile(
    r"\b(put|puts|putting|placed|places|placing|kept|keeps|held|holds)( (it|them|the [\w-]+( [\w-]+)?|its [\w-]+|their [\w-]+))"
    r" under( (serious|real|a lot of|heavy|huge|massive|some|full|maximum|max|extreme|enormous|proper|high|load|test))*"
    r" (stress|strain|load)\b"
    r"|\b(internal|residual|built-up|locked-in) (stress|stresses|strain)\b"
    r"|\b(take|takes|took|taking|relieve|relieves|relieved|relieving|remove|removes|removed) the (internal )?stress(es)? (out|off)"
    r" (of )?(the|it|them|its|a)\b"
    r"|\b(test|tests|tested|testing|check|checks|checked|checking|inspect|inspected|x-ray|x-rayed)( them| it| the [\w-]+)? for"
    r" (metal )?fatigue\b"
    r"|\b(metal|material|structural|fatigue) (fatigue|cracks?|cracking|life|testing|test|tests|failure)\b"
    r"|\bannealed\b|\bannealing\b", re.I)
# v38: "stressed" as a verb of saying ("The course tutor stressed that the portfolio must be in by May", "the physio stressed
# how important rest is"): a verb of emphasis with its subject named (not "I'm / I was / been / feeling stressed that").
_STRESSED_THAT_V38 = lazy_compile(
    r"\b(he|she|they|you|we|(the|my|our|his|her|their|a|an) ([\w-]+ ){0,2}?(tutor|teacher|lecturer|doctor|gp|consultant|nurse"
    r"|physio|surgeon|dentist|vet|coach|trainer|instructor|examiner|inspector|boss|manager|head|principal|speaker|report|letter"
    r"|email|guidance|guide|leaflet|notice|officer|advisor|adviser|solicitor|lawyer|midwife|mentor|supervisor|instructions"
    r"|rules|sign|team|club|council|school|company|firm))( (also|again|really|repeatedly|strongly|clearly|heavily|once more))?"
    r" stressed (that|how|the (importance|need|point|fact)|to (me|us|everyone|the)|again)\b", re.I)
# v38: a stress reading that is low, or the lowest ("Watch has my stress at 12 today, lowest this month, feeling calm", "stress
# score on their questionnaire was 1 out of 10"): a low number, not a state (v32's _LOW_STRESS_WORDS read 0-3 alone).
_LOW_STRESS_READING_V38 = lazy_compile(
    r"\bstress( levels?| score| rating| reading)?\b[^.!?]{0,40}\b(lowest|lower than|way down|really low|very low|so low|(0|1|2)"
    r" (out of|/) ?10)\b"
    r"|\bstress( levels?| score| rating| reading)?\b[^.!?]{0,30}\b(at|of|was|is) (\d|1\d)\b(?=[^.!?]{0,30}\b(low|lowest|calm|relaxed)\b)",
    re.I)
# v38: a denial in brackets right after a complaint ("the stress is unbearable (it isn't)", "I'm exhausted (not really)"): a
# joke, as v32's _JOKE_V32.
_BRACKET_DENIAL_V38 = lazy_compile(
    r"\(\s*(it isn'?t|it is not|it'?s not|not really|i'?m not|i am not|it wasn'?t|not at all|i wasn'?t|lies|lol no)\s*[.!]?\s*\)",
    re.I)
# v38: a past state set against now ("Back when I did shift work I was a nervous wreck, nothing like now"): over, as v36's
# _PAST_STRESS with _RESOLVED.
_BACK_WHEN_V38 = lazy_compile(r"\b(back when|back in the day|in my (old|last) job|years ago|when i was (younger|at school|at uni))\b",
                              re.I)
_NOTHING_LIKE_NOW_V38 = lazy_compile(r"\b(nothing like (now|that now|it now|today|that any ?more)|not like now|unlike now"
                                     r"|(way|much|so) better now)\b",
                                     re.I)
# v38: someone's reading of the client's face, denied ("Marshal at the race said I looked stressed on the descent, I was only
# concentrating, loved every minute"): how they looked, not how they were.
_SEEN_AS_V38 = lazy_compile(
    r"\b(said|says|thought|thinks|reckoned|reckons|told me|asked if|asked whether) (that )?i (looked|look|seemed|seem|sounded"
    r"|sound)( so| really| very| a bit| quite| pretty)? (stressed|tired|anxious|worried|nervous|exhausted|knackered|shattered"
    r"|wrecked|tense|frazzled|on edge)\b", re.I)
_SEEN_DENIED_V38 = lazy_compile(
    r"\b(i was|i'?m|i am) (only|just|actually|really just|simply) \w+ing\b|\bloved (it|every (minute|second|bit))\b"
    r"|\bbut i (feel|felt|was|am|'?m) (fine|ok|okay|great|good|grand|brilliant)\b", re.I)
# v38: someone the client looks after as the subject, named with a relative clause holding the client's "I" ("The mum I'm
# supporting was really stressed about the induction but she was a total warrior"): theirs; v35's _OTHERS_STATE read a
# subject with no "I" in its clause.
_OTHER_WITH_RELATIVE_V38 = lazy_compile(
    r"^\W*(the|my|our|a|one|this|that) ([\w-]+ ){0,2}?(i'?m|i am|i was|i'?ve been|we'?re|we are|i) (supporting|caring for"
    r"|looking after|working with|teaching|coaching|training|helping|nursing|treating|seeing|mentoring|support|care for|look"
    r" after|work with|teach|coach|train|help|nurse|treat|see|mentor|interviewed|met|sat with|visited|visit|visiting)\b[^,.!?;]*?"
    r" (was|is|were|are|'s been|has been|had been|got|gets|looked|seemed|felt)( so| really| very| a bit| quite| totally| properly)?"
    r" (stressed|anxious|worried|nervous|panicking|panicked|frantic|overwhelmed|exhausted|struggling|in bits|beside (herself"
    r"|himself|themselves))\b", re.I)
# v38 (pain precision): a muscle's ache told as expected ("Glutes are sore from Monday's split squats, the expected sort, nothing
# sharp", "Legs are screaming after the hill reps, exactly what you said would happen, good sign"): as v37's _ACHE_DID_ITS_JOB.
_ACHE_EXPECTED_V38 = lazy_compile(
    r"\bthe (expected|normal|usual|right|good) (sort|kind|type)\b|\b(a |that'?s a |it'?s a )?good sign\b"
    r"|\bexactly (what|as) you said\b|\bas (expected|you said|you warned)\b", re.I)
_NOTHING_SHARP_V38 = lazy_compile(r"\b(nothing|no|not|without|zero) (sharp|stabbing|shooting|swelling|swollen|twinges?|pulled"
                                  r"|torn)\b", re.I)
# v38: proxies who name themselves by what they do for the client ("Hi, I run Tom's Sunday league side", "Hi, I manage Priya
# at the café", "I'm a nurse on Ward 7 texting for Mr Aziz", "Interpreting for my father:"), and "I'm the one stressed".
_WRITER_FOR_CLIENT_V38 = lazy_compile(
    r"^\W*((hi|hello|hey|morning|evening|good (morning|afternoon|evening))\W+)?i (run|manage|coach|look after|care for|support"
    r"|teach|captain|employ|supervise) ((mr|mrs|ms|miss|dr)\.? )?(?!(monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|january|february|march|april|may|june|july|august"
    r"|september|october|november|december|parkrun|park|uphill|downhill|home|marathons?)\b)(?-i:[A-Z][a-z]+)\b"
    r"|^\W*((hi|hello|hey|morning|evening|good (morning|afternoon|evening))\W+)?i'?m (a|an|the|his|her|their) [\w-]+( [\w-]+){0,4}"
    r" (texting|messaging|writing|typing|emailing) (for|on behalf of) "
    r"|^\W*(interpreting|translating|texting|messaging|writing|typing) (for|on behalf of) ((my|our) " + _PROXY_ROLE_V37
    + r"|((mr|mrs|ms|miss|dr)\.? )?(?-i:[A-Z][a-z]+))\s*[:,.–—-]", re.I)
# v38: the parts of a proxy's sentence that hold their "I" ("Hi, I manage Priya at the café, she's cut her hand"): cut at
# commas, semicolons and "and", so a part told of "he" / "she" is read as a note.
_TOLD_PARTS_V38 = lazy_compile(r",|;|\band\b|\bbut\b|\bso\b", re.I)
_THE_ONE_V38 = lazy_compile(r"\b(i'?m|i am) the one (stressed|stressing|worried|worrying|panicking|anxious|losing sleep)\b", re.I)
# v38 (missed recall): a writer who names themselves relays the client's absence ("he asked me to let you know he's got flu
# and won't be in Friday"): v37's _RELAY_V37 is left out for every proxy writer now, not only v37's.
# v38 (missed recall): a session missed in more words: "miss your / the session" (not "I miss the sessions", a longing),
# "failed to attend", "which I did not attend / skipped", "forgot we had a session", "not been to training for two weeks",
# "won't manage Thursday's session", "won't be attending". Asserted unless asked or negated.
_SESSION_V38 = r"(session|sessions|sesh|class|classes|training|workout|pt|lesson|circuit|bootcamp|gym)"
_MISSED_V38 = lazy_compile(
    r"\b(i'?ll|i will|i'?m going to|gonna|going to|have to|had to|got to|gotta|i'?d have to|will have to|'ll have to|he'?ll|she'?ll"
    r"|they'?ll) miss (your|the|our|my|this|that|tonight'?s|tomorrow'?s|today'?s|\w+day'?s|next|this week'?s) ([\w-]+ )?"
    + _SESSION_V38 + r"\b"
    r"|\bfailed to (attend|turn up|show up|show|appear|make it)\b"
    r"|\b(which|that) (i|we) (did not|didn'?t|never) (attend|make|go to|turn up to|show up to|get to)\b"
    r"|\b(which|that) (i|we) (skipped|missed|bailed on|ditched|swerved)\b"
    r"|\bforgot (we had|i had|there was|about|all about)( a| the| our| my| today'?s| tonight'?s| \w+day'?s)? ([\w-]+ )?"
    + _SESSION_V38 + r"\b"
    r"|\b(haven'?t|have not|hasn'?t|has not|not) been (to|near|in to|into|out to|at) (the |a |my |our |any )?" + _SESSION_V38
    + r"\b[^.!?]{0,20}\b(for|since|in) "
    r"|\b(won'?t|will not|can'?t|cannot|couldn'?t|shan'?t) manage (the|our|my|this|tonight'?s|tomorrow'?s|today'?s|\w+day'?s)"
    r" ([\w-]+ )?" + _SESSION_V38 + r"\b"
    r"|\b(won'?t|will not|shan'?t|cannot|can'?t) be attending\b"
    # the day before a negated "come" in learners' English ("today I am not coming, sorry", "Monday I not come", "yesterday I
    # am not coming because Dashain festival", "so today I do not come to train"), "not coming in till February", "ain't
    # come Saturday", "sorry, can't get there" (not "can't get there till 7", a time moved).
    r"|\b(today|tonight|tomorrow|yesterday|this (morning|evening|week)|" + _DAY_NAME + r")( morning| night| evening)?,? (i|i'?m"
    r"|me) (am |do |will |did |was )?(not|no|don'?t|didn'?t|do not|did not|won'?t|will not|was not|wasn'?t) (come|coming|came"
    r"|make it|train|training)\b"
    r"|\bi not (come|coming|make it|train)\b"
    r"|\b(i'?m|i am) not coming in (till|until|before)\b"
    r"|\b(ain'?t|aint) come\b"
    r"|\b(can'?t|cannot|won'?t be able to) get there\b(?![^.!?]*\b(till|until|before|by|in time|on time|later|earlier)\b)",
    re.I)
# v38: dialect and pidgin "can't" before coming or making it ("Cor come Tuesday", "Canna come the morn", "No can make it
# tomorrow"): read as "can't", as v35's _DIALECT_CANT.
_DIALECT_CANT_V38 = lazy_compile(r"(?<![\w'])(cor|canna|cannae|canny|no can)\s+(?=(come|make|do|get|go|git)\b)", re.I)
# v38 (milestone recall): in a coach's note or a proxy's told parts the client is "she" / "he", so "her first", "his big
# goal", "her goal from January", "her first time ever" are the client's: read as "my".
_THEIR_OWN_V38 = lazy_compile(
    r"\b(her|his)(?= ((very|own|big|biggest|main|long-term|long-held|first ever|first-ever) )?(first|1st|best|pb|pr|goal|target"
    r"|aim|record|personal best|personal record|dream)\b)", re.I)
# v38 (milestone recall): a qualification got, passed or come through ("Got my IRATA level 3 ticket", "Got my level 3 piping
# certificate with a distinction", "My doula certification came through today", "Passed my Dry Stone Walling Association
# advanced certificate", "Commercial balloon licence signed off today"); not a renewal, a replacement or one taken back.
_QUALIFICATION_V38 = (r"(certificate|certification|qualification|licen[cs]e|diploma|accreditation|chartership|fellowship|degree"
                      r"|masters|master'?s|phd|doctorate|(level|grade|stage) \d+ (ticket|card|award)|black belt|blue belt"
                      r"|brown belt|purple belt)")
_QUALIFIED_V38 = lazy_compile(
    r"\b(got|gained|earned|passed|achieved|awarded|received|been awarded|finally got|just got|have got|'ve got) (my|the|our|a|an)"
    r" ([\w'&-]+ ){0,5}?" + _QUALIFICATION_V38 + r"\b"
    r"|(\b(my|the|our) |^\W*)([\w'&-]+ ){0,5}?" + _QUALIFICATION_V38 + r" (has |finally |just |officially )*(came through|come through"
    r"|arrived|signed off|been signed off|got signed off|is official|was approved|approved|granted|awarded)\b", re.I)
# Someone else before the qualification ("My daughter got the certificate", "he passed his"): theirs.
_OTHER_ACHIEVER_V38 = lazy_compile(r"\b(he|she|they|his|her|their|him)\b|\b(my|our|his|her) " + _PROXY_ROLE_V37 + r"\b", re.I)
_NOT_NEW_QUALIFICATION_V38 = lazy_compile(
    r"\b(renew\w*|replacement|reissued?|expired?|expiring|back|lost|suspended|revoked|provisional|fishing|tv licen[cs]e"
    r"|parking|photo)\b", re.I)
# v38: a goal named after the result with a month or a season, in a note or a proxy's told part read as "my" ("she swam a
# full length without the float today, her goal from January"): as v37's _GOAL_MET_V37, which read "it is my goal from".
_GOAL_FROM_V38 = lazy_compile(
    r"(,|—|–| - )\s*(my|our|the) (\w+ )?(goal|target|aim) (from|since|of) (the )?(spring|summer|autumn|fall|winter|start"
    r"|beginning|new year|january|february|march|april|may|june|july|august|september|october|november|december|last year)\b"
    # and a goal set with someone ("One year seizure-free today, the target my neurologist and I set")
    r"|(,|—|–| - )\s*(the|my|our) (\w+ )?(goal|target|aim) ((my|our|the) )?[\w-]+ (and|&) (i|me) (set|agreed|picked|chose|made)\b",
    re.I)
# v38: the first thing the client made or shipped ("First game I've ever shipped", "the first boat I've built start to finish",
# "The first violin I built from scratch was played in a concert").
_FIRST_MADE_V38 = lazy_compile(
    r"\bfirst ([\w-]+ ){1,3}?(i'?ve|i have|i'?d|i) (ever |actually |properly )?(built|made|shipped|published|written|wrote|designed"
    r"|launched|sold|released|directed|produced|composed|crafted|restored|forged|carved|sewn|knitted|painted)\b", re.I)

# v39 (issue 18: stress recall; v37-blind joined dev). Classes of the dev rounds' keyword stress misses that recur in many
# rounds (v21- to v37-blind), each read only where the message holds no stress word already, no milestone (a thrill:
# "made the county squad!!!! I'm shaking") and no question. The body's alarm told in the client's own body ("I'm shaking",
# "heart racing", "jaw clenched", "grinding my teeth", "my chest goes tight", "my eye's been twitching", "stomach in knots",
# "I feel sick with it", "can't eat"), not beside a pain, a workout, an illness, the cold or a film.
_SOMATIC_V39 = lazy_compile(
    r"\b(heart('s| is| was| has been)? (still |just )?(racing|pounding|thumping|hammering|going like the clappers)|racing heart"
    r"|(i'?m|i am|i'?ve been|i go home|i went home|my hands are|my hands have been|hands|legs)( still| all| just)? shaking"
    r"|(been )?shaking all (afternoon|day|morning|evening|night|week)|(replaying|going over) it and shaking"
    r"|jaw('s| is| has been)? (\w+ )?clenched|clenched jaw|grinding my teeth|teeth grinding"
    r"|(chest|stomach|tummy)('s| is| has been| goes| gets| feels)? (\w+ )?(tight|in knots|fluttering)|chest flutters"
    r"|eye('s| has| is)? (been |keeps |won'?t stop )?twitching|wound tighter than"
    r"|sick to my stomach|(i )?(feel|felt|feeling) (physically |properly |really )?sick\b(?! (of|and tired|note|day|bay|leave|pay))"
    r"|sick with (nerves|worry|dread|it)|(can'?t|cannot|couldn'?t) eat(?= *([,.;!]|$|\band\b| a thing| anything))|barely eating)",
    re.I)
_SOMATIC_EXCUSED_V39 = lazy_compile(
    r"\b(runs?|running|ran|sprints?|intervals?|hills?|workout|session|sets?|reps?|lift(ed|ing)?|deadlift\w*|squats?|climb\w*"
    r"|stairs|swim\w*|coffee|caffeine|espresso|energy drinks?|pre-?workout|cold|freezing|shiver\w*|flu|fever|bug|virus"
    r"|covid|hungover|hangover|poisoning|migraine|pregnan\w*|chemo|meds|medication|tablets|thriller|film|movie|telly|tv"
    r"|horror|excited|excitement|buzzing|can'?t wait|first time|pb|pr|did it|rollercoaster|adrenaline|ache|aching|sore"
    r"|pain|injur\w*|hurt\w*|dentist|tooth|filling)\b", re.I)
# Thoughts that will not stop ("mind is not stopping", "the runs keep going round my head at 3am", "keep replaying it",
# "it's all I think about", "I think about it every minute", "can't think about anything else", "mind is very disturbed").
_RUMINATION_V39 = lazy_compile(
    r"\b((going|goes|go|spinning|running|keep going) (round|around)( and round)? (in )?my head"
    r"|keeps? (replaying|going over)|replaying it|going over (it|every \w+|and over)\b( in my head)?"
    r"|(mind|brain|head)('s| is)? (very |fully |completely |totally |just )?(disturbed|not stopping|won'?t stop|will not stop"
    r"|keeps racing|racing|spinning|spiralling|spiraling)"
    r"|(it'?s )?all i (can )?think about|think (about it )?every minute|think every minute"
    r"|can'?t think (about|of) anything else)", re.I)
_LOOKING_FORWARD_V39 = lazy_compile(r"\b(excited|excitement|buzzing|can'?t wait|so ready|pumped|psyched|stoked|game plan)\b",
                                    re.I)
# Worry said strongly, the client's own and not about a body ("I am very worried coach", "proper worried about the
# mortgage", "I am so much worry about my visa", "I am worry very much"); "a bit worried" about a knee stays a pain.
_WORRY_V39 = lazy_compile(
    r"\b((very|so|really|proper|properly|terribly|extremely|deeply|so much|too much|very much) (worried|worry|worrying)"
    r"|(i am|i'?m|am) worry\b|worry (very|so) much)\b", re.I)
# A state named in a word of coming apart, the client's ("I'm an absolute wreck", "I'm frayed", "Frayed.", "absolutely
# frantic", "I'm still jittery", "I'm beside myself", "at my wits' end", "I'm bricking it", "I'm losing the plot",
# "I'm on the edge", "I'm cracking", "I've been in bits all week", "my nerves are in bits"): not "on the edge of my seat",
# not "was a mess last month", not a body "in bits".
_FRAYED_V39 = lazy_compile(
    r"(^|[,.;:!?(]\s*|\bi'?m |\bi am |\bi'?ve been |\bi feel |\bfeeling |\bmy nerves are |\bmy nerves'? )"
    r"(still |so |just |absolutely |totally |completely |a bit |really |proper |properly |utterly |such |now )*"
    r"(an? )?(absolute |total |complete |nervous )?(wreck|mess|frayed|frantic|jittery|beside myself|at (my )?wits'? end"
    r"|bricking it|losing (the plot|my mind)|on the edge|cracking( up)?|in bits|shot|in tatters|in pieces)\b(?! (of|with) )",
    re.I)
# Pressure that weighs ("I am under big pressure", "the pressure at work is too much", "pressure is too much", "feeling the
# pressure big time", "project manager is giving too much pressure"), not a good pressure one thrives on.
_PRESSURE_V39 = lazy_compile(
    r"\b((i'?m|i am|am) under (big|huge|massive|serious|heavy|real|such|enormous|intense|crazy|insane) pressure"
    r"|pressure( at work| from work| of (the )?work| at the office| from (my )?boss)? (is|'s) (too much|unbearable|relentless"
    r"|crazy|insane|mad|killing me|getting to me|too high)"
    r"|feeling the pressure\b(?! of (my|the|a) \w+ (pr|pb|attempt))|giving (me )?(too much|so much|a lot of) pressure)", re.I)
# Relief after it ("I've been a nervous wreck for weeks but I can finally breathe"): the state is over.
_RELIEF_V39 = lazy_compile(r"\b((can|could) (finally )?breathe( again)?|relieved|such a relief|weight off|all (sorted|settled|over) now)\b",
                           re.I)
_OTHERS_V39 = lazy_compile(r"\b(he|she|they|him|her|his|their|he's|she's|they're)\b", re.I)
_GOOD_PRESSURE_V39 = lazy_compile(r"\b(good (kind of )?pressure|good kind|thrive|thriving|love it|blood pressure)\b", re.I)

# v39 (missed recall): a session slept through ("slept right through your 6am", "slept through my slot", "overslept");
# "no (early) session for me", "no sessions, sorry"; "I'm out tonight / tmrw / till the new year", "Out of the session
# Wednesday"; a miss with a time for object ("gonna have to miss next week", "I'll be missing Saturdays until October").
# Not "No session Monday, bank holiday" (the coach's own word), not "Baby slept through it", not "slept through the night".
_MISSED_V39 = lazy_compile(
    r"(?<!baby )(?<!he )(?<!she )(?<!they )(?<!kids )\bslept (right )?through (my|your|it\b|this morning|the ([\w:-]+ ){0,2}"
    r"(session|class|alarm|slot|training|workout|sesh|pt|lesson|bootcamp|\d+ ?(am|pm)?)\b)"
    r"|\boverslept\b(?!,? but (i )?(still )?(made|got))"
    r"|\bno (\w+ ){0,2}(sessions?|training|sesh|sparring)( or \w+)? for me\b|\bno sessions,? sorry\b"
    r"|(^\W*|\bi'?m |\bme )out (tonight|tomorrow|tmrw|tmw|this week|next week|till|until)\b(?! (with|for (dinner|drinks|a meal)))"
    r"|^\W*out of (the|tonight'?s|tomorrow'?s|this week'?s) (session|class|training)"
    r"|\b(have to|going to|gonna|gotta|'ll|will) (have to )?(miss|be missing) (next week|the next (two|three|four|few|\d+) (weeks|sessions)"
    r"|(mon|tues|wednes|thurs|fri|satur|sun)days)\b", re.I)
# v39 (milestone recall): what the client has long wanted, reached ("Called into the county panel, what I've wanted since
# I was twelve", "what I've been aiming for since I was a kid", "the thing I've trained three years for"); a place won by
# others' choice ("Got elected!", "Got into the conservatoire's masters programme", "examiners ... got in", "Called into
# the county senior panel", "Moved up to Open Championship level"); a first work accepted or on sale ("First poem accepted
# by a proper literary magazine", "Paper accepted at NeurIPS, my first", "My first fragrance is on sale").
_LONG_WANTED_V39 = lazy_compile(
    r"\b(what|the thing|something|all) (i'?ve|i have) (always )?(been )?(wanted|aiming for|aimed for|dreamed of|dreamt of"
    r"|trained (\w+ ){0,3}for|worked (\w+ ){0,3}for|working towards|chasing)\b", re.I)
# Someone named just before ("My twins both got selected for the academy"): their place, not the client's.
_OTHERS_CHOSEN_V39 = lazy_compile(r"\b(my|our|his|her|their) [\w']+( [\w']+)?( both| all)?\s*$", re.I)
_CHOSEN_V39 = lazy_compile(
    r"\b(got|been|was|i'?ve been|i'?m|finally|just) (elected|selected|accepted|capped|called up)\b(?! (the|a|my|it|that|to (be|do)))"
    r"|\bgot into (the |my |a )?([\w'-]+ ){0,4}(programme|program|course|university|uni|college|conservatoire|academy|squad|team"
    r"|club|school|masters|phd|panel|orchestra|choir|company)\b"
    r"|(^\W*|\band |\bi )got in\b(?=\s*([,.!]|$|and\b))"
    r"|\b(called|named|selected|picked) (up )?(in)?to the (\w+ ){0,3}(panel|squad|team|side|roster|first team|eleven|xv)\b"
    r"|\bmoved up to (\w+ ){0,3}(level|division|grade|league|tier|squad|group|band)\b"
    r"|\b(first|my) ([\w'-]+ ){0,2}(poem|paper|article|story|book|novel|piece|song|track|fragrance|painting|photo|design|app|game)"
    r" (has been |was |got |is )?(accepted|published|on sale|in print|released|picked up)\b"
    r"|\b(poem|paper|article|story|book|novel|manuscript|abstract) (has been |was |got )?(accepted|published)\b[^.!?]{0,40}\bmy first\b",
    re.I)

# v39 (proxies, in v29-, v30-, v35- and v37-blind): writers v32 ... v38 did not read as writing for the client: "I'm Tom's
# lodger, he's ...", "Hi, I'm Ella's godmother", "Mo's teammate here", "Sam's fiancée here!", "Carer here for Mr Patel.",
# "Support worker for Daniel here.", "Mother-in-law here, writing for Sanjay", and a writer named by a role who names the
# client by a possessive ("Club secretary here, bit stressed with fixtures myself, just confirming Aoife's fit"). A role
# alone ("Grandma here, not sleeping well", "Vicar here, ha. Did my first pull-up") is the client.
_PROXY_ROLE_V39 = (r"(" + _PROXY_ROLE_V37[1:-1] + r"|teammate|team-mate|team mate|fianc[ée]e?|lodger|housemate|flatmate"
                   r"|godmother|godfather|godparent|neighbour|neighbor|landlady|landlord|carer|support worker|secretary|manager)")
_WRITER_FOR_CLIENT_V39 = lazy_compile(
    r"^\W*((hi|hello|hey|morning|evening)\W+)?(i'?m|i am|it'?s|this is) ((mr|mrs|ms|miss|dr)\.? )?(?-i:[A-Z][a-z]+)'s "
    + _PROXY_ROLE_V39 + r"\b"
    r"|^\W*((hi|hello|hey|morning|evening)\W+)?((mr|mrs|ms|miss|dr)\.? )?(?-i:[A-Z][a-z]+)'s " + _PROXY_ROLE_V39
    + r"( here| again)?\s*[:,.!–—-]"
    r"|^\W*((hi|hello|hey)\W+)?[\w-]+( [\w-]+)? (here )?(for|writing for|texting for) ((mr|mrs|ms|miss|dr)\.? )?(?-i:[A-Z][a-z]+)"
    r"( here)?\s*[:,.!–—-]"
    r"|^\W*((hi|hello|hey)\W+)?[\w-]+( [\w-]+)? here\s*[,:.!–—-]\s*(writing|texting|messaging|typing) (for|on behalf of) ",
    re.I)
_ROLE_HERE_V39 = lazy_compile(r"^\W*((hi|hello|hey)\W+)?[\w-]+( [\w-]+)? here\s*[,:.!–—-]", re.I)
_NAMED_POSSESSIVE_V39 = lazy_compile(r"(?-i:\b[A-Z][a-z]+)'s\b(?! (day|eve))")
# v39 (stress precision): someone else's stress set against the client's own calm part ("My head of year is stressed about
# the mocks, I'm just enjoying teaching the Year 7s", "Exam stress is what my Year 11s are drowning in, I'm just the
# invigilator", "her stress not mine, I just laughed"); v37's _ME_CALM_V37 read "not for me", "me I stay chill" only.
# Someone named in the other clause (a pronoun, "my <someone>", a possessive): "Work is so stressful, I'm just the only one
# left" stays the client's.
_SOMEONE_V39 = lazy_compile(
    r"\b(he|she|they|her|his|their|him|them)\b|\b(my|our) (?!(own|work|job|life|week|day|month|schedule|inbox|head(?! of)|mind|brain"
    r"|body|sleep|exams?|deadlines?|shifts?|commute|house|flat|home|studies|course|thesis|business|finances|money|bills)\b)[\w-]+"
    r"|(?-i:\b[A-Z][a-z]+)'s\b|\bthe [\w-]+'s\b", re.I)
# "his stress not mine", "the customer's panic, never mine": the stress named is someone else's, said so in the clause.
_NOT_MINE_V39 = lazy_compile(
    r"\b(his|her|their|[\w-]+'s) (stress|worry|panic|anxiety|nerves|drama)\W{0,3}(it'?s |that'?s )?(not|never) mine\b", re.I)
_ME_JUST_V39 = lazy_compile(
    r"\b(i'?m|i am) (just|only) (the|a|an|here|enjoying|doing|watching|helping|teaching|working)\b"
    r"|\bi (just|only) (did|laughed|watched|sat|sipped|smiled|nodded|carried on|enjoyed|got on)\b|\b(not|never) mine\b", re.I)


# v40 (issue 18: stress first, v38-blind joined dev; classes of the dev rounds' keyword errors that recur in more than one
# round). Stress recall, read where v39's classes are read (no stress word already, no milestone, no question): a night's
# sleep counted short ("sleep 3h", "0 sleep", "three hours' sleep", "has not slept in three days"; v21, v29, v37, v38);
# a head about to burst ("my head is exploding", "head's going to explode", "Head's melted", "🤯", "brain 🔥"; v29, v33,
# v35, v38); fear told as the client's state ("I'm terrified I'll lose my job", "starving and scared", "every flutter in my
# chest scares me", "I dread the phone ringing", "waves of dread", "The panic's back"; v26, v28, v33, v36-v38), not a
# fear of a thing ("scared of the big diving board") nor of a challenge the client chose ("Entered the Channel relay, scared!");
# stress in the client's other language ("estoy muy estresada", "I'm so gestres", "mwen fatige", "muy cansada"; v14, v28, v38);
# a thing gone over in the head (_RUMINATION_V40).
_SHORT_SLEEP_V40 = lazy_compile(
    r"\b(sleep|slept) (avg |average |about |maybe |only |just )?[0-5] ?(h|hrs?|hours?)\b|\b[0-5]h\d{0,2} sleep\b|\b0 sleep\b"
    r"|\b(one|two|three|four|[1-4]) hours'? (of )?sleep\b"
    r"|\b(not|n't|never|hasn'?t|haven'?t) (really )?slept (in|for) (two|three|four|five|several|\d) (days|nights)\b", re.I)
_HEAD_BURST_V40 = lazy_compile(
    r"\b(head|brain|mind)('s| is)? (is |just )?(exploding|going to explode|gonna explode|about to explode|ready to explode|melted"
    r"|melting|frazzled|scrambled)\b|🤯|\bbrain 🔥", re.I)
# Thoughts carried in the head ("awake since four every morning going over the numbers in my head", "waking at 3am with my
# inbox in my head"; v21, v38): as v39's _RUMINATION_V39, with a thing named.
_RUMINATION_V40 = lazy_compile(
    r"\b(going over|running through|replaying|turning over) (the |my |all the |every )?[\w' ]{1,25}? in my head\b"
    r"|\b(waking|woke|wake|awake|lying awake|up)( up)? (at (\d+|one|two|three|four|five) ?(am)? )?with (my|the|work'?s?) [\w' ]{1,20}? in my head\b", re.I)
# A routine gone over to be ready is a rehearsal ("Going over the choreography in my head before bed, feeling ready").
_REHEARSED_V40 = lazy_compile(r"\b(ready|confident|prepared|visuali[sz]\w*|rehears\w*|routine|choreography|lines|calm)\b", re.I)
_FEAR_V40 = lazy_compile(
    r"\b(i'?m|i am|am|and|so|feeling|feel|i feel|i'?ve been)( so| really| absolutely| genuinely| properly| just| that)? "
    r"(terrified|scared|frightened|petrified)\b(?! (of|to|for) )"
    r"|\b(scares|terrifies|frightens) me\b|\bi dread\b|\bwaves? of dread\b|\b(the )?panic'?s back\b|\bpanic attacks?\b", re.I)
# A challenge the client chose, or a fright that is a thrill: their fear is no load.
_CHOSEN_FEAR_V40 = lazy_compile(
    r"\b(entered|signed up|booked|registered|first|excited|exciting|thrill\w*|film|movie|horror|roller ?coaster|ride)\b", re.I)
_OTHER_LANGUAGE_V40 = lazy_compile(
    r"\b(estresad[oa]s?|estressad[oa]s?|gestres(seerd)?|cansad[oa]s?|fatigad[oa]s?|fatige|agobiad[oa]s?)\b|\bfatigu[ée](?=\W|$)",
    re.I)
# v40 (stress precision): an animal's fear ("Neighbour's spaniel gets so anxious with fireworks", "Next door's parrot gets so
# stressed by the fireworks"; v37, v38: older rules read "my dog" and "the dog" only), and stress as a rock's or a fault's
# ("the rocks showed beautiful stress folding", "Stress building up along the fault line is what we're modelling"; v37, v38)
# or a course's subject ("a stress-and-fatigue workshop").
_ANIMAL_STATE_V40 = lazy_compile(
    r"\b(dog|dogs|cat|cats|puppy|pup|kitten|spaniel|terrier|collie|labrador|retriever|greyhound|whippet|lurcher|poodle|parrot"
    r"|budgie|cockatiel|horse|pony|mare|gelding|rabbit|bunny|hamster|guinea pig|tortoise|pet)s?\b( [\w']+){0,2} (gets|get|got|is"
    r"|was|goes|went)( so| really| very| all| quite| a bit)? (anxious|stressed|nervous|panicky|scared|frightened|jittery)\b",
    re.I)
_STRESS_TERM_V40 = lazy_compile(
    r"\bstress (folding|folds|fields?|drop|shadows?|accumulation|release|regime|tensors?)\b"
    r"|\bstress\b[^.!?]{0,40}\b(fault|faults|fault line|tectonic|crust|rocks?|strata|seismic)\b"
    r"|\b(tectonic|crustal|seismic|rock) stress\b|\bstress-and-[\w-]+ (workshop|course|training|talk|module|seminar)\b", re.I)
# v40 (proxies, all signals): more writers for the client. A name's relative by marriage or a role v39 lacked ("It's
# Margaret's son-in-law", "Hello, it's Priya's mother.", "Hi, it's Priya's carpool buddy"; v26, v38), "<role> of <Name>
# here" ("Brother-in-law of Dev here:", "Step-daughter of Geoff here:"; v38), the client's relative relaying ("Mum asked me
# to text you.", "My husband asked me to tell you she's ..."; v20, v21), a neighbour ("it's Pat from next door to Gwen";
# v35) and an interpreter ("Interpreting for my father:"; v36). The relay itself in more words ("he asked me to message",
# "she asked me to text"; v20, v38), left out as v37's _RELAY_V37 is.
_PROXY_ROLE_V40 = (r"(mother|father|(mother|father|son|daughter|brother|sister)-in-law|step-?(daughter|son|mum|dad|mother|father)"
                   r"|carpool buddy|lift share|gym buddy|running buddy|\w+ buddy|interpreter|key ?worker|social worker)")
_WRITER_FOR_CLIENT_V40 = lazy_compile(
    r"^\W*((hi|hello|hey|morning|evening)\W+)?(i'?m|i am|it'?s|this is) ((mr|mrs|ms|miss|dr)\.? )?(?-i:[A-Z][a-z]+)'s "
    + _PROXY_ROLE_V40 + r"\b"
    r"|^\W*((hi|hello|hey)\W+)?(" + _PROXY_ROLE_V40[1:-1] + r"|" + _PROXY_ROLE_V39[1:-1] + r") of ((mr|mrs|ms|miss|dr)\.? )?"
    r"(?-i:[A-Z][a-z]+) here\b"
    r"|^\W*((hi|hello|hey)\W+)?(my )?(" + _PROXY_ROLE_V40[1:-1] + r"|" + _PROXY_ROLE_V39[1:-1] + r") (asked|wants|wanted|told)"
    r" me to (tell|text|message|let|email|write to) you\b"
    r"|^\W*((hi|hello|hey)\W+)?(it'?s|i'?m|this is) (?-i:[A-Z][a-z]+) from next door\b"
    r"|^\W*interpreting for (my )?(?-i:[A-Z]?[a-z]+)\b", re.I)
_RELAY_V40 = lazy_compile(
    r"\b(he|she|they|mum|dad|\w+) (asked|told|wanted|wants|asks) me to (message|text|write|email|drop you a line|get in touch)"
    r"( (with )?you)?\b", re.I)
# v40 (missed recall): a session told gone ("that's this week's long run gone", "so that's today's session gone", "tonight's
# session isn't happening", "our session goes", "(didn't happen, sorry)"; v35, v37, v38) and one never reached ("never made
# Tuesday's session", "never made it to the gym", "I never got to the gym Wednesday"; v34, v35, v38).
_SESSION_GONE_V40 = lazy_compile(
    r"\b(that'?s|there goes) (this week'?s |today'?s |tonight'?s |tomorrow'?s |the |my |our )?([\w-]+ )?" + _SESSION_V38[:-1]
    + r"|long run|run|swim|ride|leg day) gone\b"
    r"|\b(session|sesh|class|training|workout|long run) (isn'?t|is not|won'?t be|ain'?t) happening\b"
    r"|\b(so )?our session goes\b|\(didn'?t happen\b", re.I)
_NEVER_MADE_V40 = lazy_compile(
    r"\bnever (made|got to|got down to|got round to)( it)?( to)? (the |my |your |tonight'?s |today'?s |this morning'?s )?"
    r"((mon|tues|wednes|thurs|fri|satur|sun)day'?s? )?(session|sesh|class|training|gym|workout|pool|track|box|bootcamp"
    r"|(mon|tues|wednes|thurs|fri|satur|sun)day)\b", re.I)
# v40 (milestone recall): a goal set by someone, met ("Hit the 5% weight loss target the PCOS clinic set", "Lung function up
# to 82%, the number my CF team set in spring", "..., the goal from the hospital physio", "I'm finally over 1500, my goal
# for the year", "Hit my annual target"; v36, v37, v38; not a day's routine goal, "Hit my protein target again"), and a long
# wait ended ("been dreaming about this for years", "been
# tryin since june", "been stuck in the 170s for a year"; v37, v38).
_GOAL_SET_BY_V40 = lazy_compile(
    r"\b(hit|reached|met|made|smashed|achieved|beat)( my| the| our)( [\w%.-]+){0,3} (goal|target) (the |my |our |his |her )?"
    r"([\w'-]+ ){1,3}(set|gave me)\b"
    r"|\b(hit|reached|met|made|smashed|achieved|beat) (my|our) (annual|yearly|year'?s|season'?s?|big|long-term|lifetime) (goal|target)\b"
    r"|(,|—|–| - )\s*(the|my|our) ([\w%.-]+ ){0,3}(goal|target|number) (the |my |our |his |her )?([\w'-]+ ){1,3}(set|gave me|wrote)\b"
    r"|(,|—|–| - )\s*(the|my|our) (goal|target|number) from (the|my|our|his|her) ([\w'-]+ ){0,2}(physio|physiotherapist|doctor"
    r"|consultant|clinic|team|nurse|surgeon|cardiologist|coach|dietitian)\b"
    # v42: the goal set with a team or from a therapy ("..., the goal the transplant team and I set", "..., the goal from
    # speech therapy"; v40, beside v40's own rows of v25, v34, v37 and v38).
    r"|(,|—|–| - )\s*the (goal|target) the [\w-]+ (team|doctors?|nurses?|physios?|consultants?) and i (set|agreed)\b"
    r"|(,|—|–| - )\s*the (goal|target) from ([\w-]+ )?(therapy|rehab|physio|cardiac rehab)\b"
    r"|(,|—|–| - )\s*(my|our) (goal|target) for (the|this) (year|season|month)\b", re.I)
_LONG_WAIT_V40 = lazy_compile(
    r"\b(been|i'?ve been) (dreaming (about|of)|tryin[g']?|trying|stuck (in|at|on) [\w' ]{1,20}?) (this |it |that |for it )?"
    r"(for (years|ages|months|a year|a decade|so long|\w+ (years|months))|since (\w+))\b", re.I)

# v41 (issue 18: missed recall first, v39-blind joined dev; then missed and stress precision). Classes of the dev rounds'
# keyword errors that recur in more than one round.
# Missed recall: the home programme not done ("Skipped the pelvic floor exercises for the whole week", "Forgot my physio
# exercises all week", "I blew off the stretches again", "I've not done any of the mobility work since Monday", "No stretches
# done since Sunday"; v17, v18, v20-v22, v24, v25, v27-v29): older rules read "didn't do" and "haven't done" only, and v18's
# part-of-a-session guard (`_NOT_SESSION_OBJECT`, "skipped the warm-up") took "skipped the stretches" as part of a session.
_HOME_PROGRAMME_V41 = (r"(stretch(es|ing)?|exercises|mobility( work| routine| homework| stuff| drills)?|rehab|routine|programme"
                       r"|program|homework|plan)")
_HOME_PROGRAMME_MISSED_V41 = lazy_compile(
    r"\b(skipped|forgot|forgotten|blew off|blown off|(have|has|haven'?t|have not|i'?ve) not done|not done|dropped off"
    r"|didn'?t get (round|around) to|did not get (round|around) to)( to do| with)? (any of |all of |most of )?(the |my |your |our )?"
    r"([\w-]+ ){0,2}" + _HOME_PROGRAMME_V41 + r"\b"
    r"|\b(no|zero) ([\w-]+ )?(stretch(es|ing)?|exercises|mobility( work)?|rehab)( \w+){0,2} (done|at all|since)\b", re.I)
# ... but not a part of one session ("skipped the stretches at the end (of the class)", "skipped the warm-up stretches").
_PART_OF_SESSION_V41 = lazy_compile(
    r"\bat the (end|start|finish)\b|\b(before|after) (the |my |our |tonight'?s |today'?s )?(session|class|workout|run|main set|lifts?"
    r"|swim|ride|match|game)\b|\bwarm-?up stretch", re.I)
# Missed recall: something else done in a session's place ("went to the pub quiz instead of circuits", "Stayed in bed instead
# of the session", "Took a rest day instead of the planned tempo run", "I'm working instead of training this weekend", "went
# digging bait instead of coming to beach bootcamp"; v20, v25, v26, v39); not when what was
# done is training ("Did the home workout instead of coming in", "will do the HIIT at lunch instead of the gym sesh").
_SESSION_V41 = (r"(session|sessions|sesh|class|classes|training|workout|pt|lesson|circuits?|bootcamp|gym|run|tempo run|long run"
                r"|swim|ride|intervals|practice|parkrun|spin|yoga|pilates|hiit|boxing|climbing|zumba|squad|drills)")
_INSTEAD_OF_SESSION_V41 = lazy_compile(
    r"\binstead of (going to |coming to |coming in to |doing |heading to )?(the |my |our |your |tonight'?s |today'?s |this week'?s"
    r" |(mon|tues|wednes|thurs|fri|satur|sun)day'?s )?(planned |usual |scheduled )?([\w-]+ ){0,2}?" + _SESSION_V41 + r"\b", re.I)
_TRAINED_INSTEAD_V41 = lazy_compile(
    r"\b(session|sesh|class|training|workout|hiit|run|ran|swim|swam|ride|rode|walk|walked|yoga|pilates|spin|weights|mobility"
    r"|stretch\w*|drills|intervals|video call|home workout|at home|on my own|instead of (sitting|walking|cheering))\b"
    r"|\b(can|could|shall) (we|i)\b|\b\d+ instead of \d+", re.I)
# Missed recall: a session left after its warm-up ("Left the gym after the warm-up", "Left after the warm-up yesterday",
# "Bailed after the warm-up at orienteering training"; v15, v34, v39).
_LEFT_AFTER_WARMUP_V41 = lazy_compile(
    r"\b(left|bailed|went home|walked out|packed it in|called it a day|headed home|gave up)( [\w']+){0,3} after (the |my )?"
    r"warm[- ]?ups?\b", re.I)
# Missed recall: a sport or an outing named where older rules wanted "session" ("Missed sambo last night", "Wasn't at boxing
# last night", "No zumba for me tonight", "No climbing for me this week", "Didn't go swimming", "no walks at all this week",
# "no paddling session this weekend"; v15, v16, v20, v25, v26, v39); not someone else's ("My son missed football practice")
# nor one watched ("missed the boxing on telly").
_SPORT_V41 = (r"(boxing|kickboxing|judo|sambo|zumba|climbing|bouldering|swimming|paddling|karate|jiu[- ]?jitsu|bjj|rowing"
              r"|aerobics|aqua aerobics|junior squad|squad|walks?|netball|hockey|rugby|football|squash|tennis|badminton|crossfit"
              r"|dance|ballet|taekwondo|fencing|wrestling|muay thai|(pencak )?silat|orienteering|kayaking|canoeing|surfing"
              r"|hurling|camogie|shinty|lacrosse|water polo|capoeira|krav maga|aikido|kendo|hapkido"
              r"|(nordic )?walking group|yoga|chair yoga|pilates)")  # v42: "Skipped the Nordic walking group again" (v40)
_SPORT_MISSED_V41 = lazy_compile(
    r"\b(missed|skipped|bailed on|wasn'?t at|was not at|won'?t be at|will not be at|didn'?t go|did not go|couldn'?t make"
    r"|could not make|can'?t make|won'?t make|never made it to)( to)?( the| my| our| tonight'?s| today'?s| this week'?s"
    r"| (mon|tues|wednes|thurs|fri|satur|sun)day'?s)?( [\w-]+)? " + _SPORT_V41
    + r"\b(?! (on (the )?(tv|telly|sky|radio|iplayer)|match|game|final|highlights)\b)"
    r"|\b(no|zero) " + _SPORT_V41 + r"( (session|class|training|practice|lesson)s?)?( at all)? (for me|this week|this weekend"
    r"|tonight|today|at all|got done|done|since|session|class)\b", re.I)
_SOMEONE_ELSES_V41 = lazy_compile(
    r"\b(my|our) (son|daughter|kids?|children|boy|girl|eldest|youngest|husband|wife|partner|mum|dad|sister|brother|friend"
    r"|flatmate)\b|\b(he|she|they)\b|\b(his|her|their) (\w+ )?" + _SPORT_V41, re.I)
# Missed recall: an absence in a creole or another language ("I no fit come today", "Mi nah go reach gym today", "Cyah mek it
# Thursday", "Hoy no puedo ir", "pas de séance demain pour moi", "hindi ako nakapunta kahapon", "session miss ho gaya";
# v15, v16, v20, v21, v28, v38, v39).
_OTHER_LANGUAGE_MISSED_V41 = lazy_compile(
    r"\b(no fit|nah go|nuh go) (come|reach)\b|\b(cyah|cyaan|can't) (come|mek it|make it)\b|\b(no puedo|no voy a poder) (ir|venir|llegar)\b"
    r"|\bpas de (séance|seance|cours|sport|training|entraînement|entrainement)\b|\bhindi ako (nakapunta|makakapunta|pupunta)\b"
    r"|\b(session|class|training|gym) miss ho (gaya|gayi|jayega|jayegi)\b"
    r"|\bwala (ko|ako) (kaadto|nakaadto|makaadto|nakaanha|kaanha)\b", re.I)  # v42: Cebuano, "wala ko kaadto sa session" (v40)
# Missed precision: an absence only feared, to be confirmed ("Might not make Friday, will confirm tomorrow", "Might not make
# Saturday, depends how many clients panic", "Might not make Friday if the boat's late back, I'll let you know"; v33-v37,
# v39): the labels read these as no session missed, as older rounds' "if the trains strike I might not make it" were.
_TENTATIVE_V41 = lazy_compile(r"\b(might|may|possibly|probably) not (make|be able to make|manage|get to|come|be there)\b", re.I)
_TO_CONFIRM_V41 = lazy_compile(r"\b(confirm|let you know|will know|depends|keep you posted|not sure yet|if)\b", re.I)
# Missed precision: a timed bus or train missed on the way to a session reached ("Missed the 8:02 but jumped on the next
# train and was only five minutes late to the gym", "Missed the 7.10 bus so I ran to the gym", "Missed the 17:40 but jumped on
# a hire bike and got to the gym in time for the warm-up"; v33, v37, v38).
_MISSED_TIMED_V41 = lazy_compile(r"\bmissed the \d{1,2}[:.]\d{2}( (bus|train|tube|ferry|tram|coach|boat))?\b", re.I)
_GOT_THERE_V41 = lazy_compile(
    r"\b(next (train|bus|one|tube|tram)|jumped on|hopped on|gave me a lift|ran to|cycled to|got to the (gym|session|class|pool)"
    r"|made it|in time|minutes? late|mins? late|see you at)\b", re.I)
# Stress precision: tears of joy at an achievement ("After 18 months of trying I finally ran a sub-3 marathon. Crying in the
# finish area", "Physio cried, I cried", "had a little cry, but a happy one"; v23, v30, v39).
_CRY_V41 = lazy_compile(r"\b(cried|cry|crying|tears|teary|tearful|sobbed|sobbing|wept|weeping|bawled|bawling)\b", re.I)
_HAPPY_TEARS_V41 = lazy_compile(r"\b(happy (one|tears|cry)|tears of joy|good tears|finally|first time|without|goal|pb|sub-?\d)",
                                re.I)
# Stress precision: stress as force per area ("Ask a physicist: stress is force per unit area, which is why that cable
# snapped"; v39, beside v40's rocks and faults of v37 and v38).
_STRESS_PHYSICS_V41 = lazy_compile(
    r"\bstress (is|=) force\b|\bforce per (unit )?area\b|\bstress(es)? and strain\b|\b(tensile|shear|compressive|yield|hoop"
    r"|von mises|residual) stress(es)?\b|\bstress[- ]strain\b", re.I)


# v42 (issue 18: missed recall first, v40-blind joined dev). Classes of the dev rounds' keyword misses that recur in more
# than one round, read at the message level (`_missed_told_v42`) where nothing else reads "missed":
# no session at all in a span ("zero sessions in March", "Zero sessions this week", "a whole week without a single session",
# "Didn't make a single wall session", "been to the gym a grand total of zero times"; v15, v27, v28, v40): older rules read a
# miss word before a session, and "zero" / "not a single" is the miss itself. Not a count of misses ("zero sessions missed",
# "without missing a single session").
_ZERO_SESSIONS_V42 = lazy_compile(
    r"\b(zero|0|not a single|not one|without a single|without one) ([\w-]+ )?(sessions?|workouts?|classes|class|runs?|swims?"
    r"|rides?|trainings?|gym (visits|sessions|trips))\b(?! (missed|skipped|off|lost|cancell?ed)\b)"
    r"|\b(didn'?t|did not|haven'?t|have not|hasn'?t) (make|made|do|done|go to|gone to|been to|attend|attended|get to|got to)"
    r" a single ([\w-]+ )?(session|class|workout|run|swim|ride|training)\b"
    r"|\b(gym|pool|track|session|class)( [\w-]+){0,3} (a (grand )?total of )?(zero|0) times\b", re.I)
# A bare "didn't go" / "did not attend" ending a clause in a message that names the session ("Leg day 6:00. Dismissed.
# Yeah... I didn't go", "Session abandoned, didn't go.", "Event 'Swimrun intervals' marked as: did not attend", "... so i
# just went home and didnt go"; v20, v36, v40): older rules wanted the session after the verb.
_BARE_NOT_GONE_V42 = lazy_compile(
    r"\b(didn'?t|did not|never) (go|attend|turn up|show up|show)(?=\s*([.!,;)]|$|\(|sorry|oops|in the end|after all))"
    r"|\bmarked (as:?|:) (did not attend|didn'?t attend|absent|no[- ]show|dna)\b", re.I)
_SESSION_NAMED_V42 = lazy_compile(
    r"\b(session|sesh|class|training|workout|gym|leg day|circuits?|bootcamp|intervals|run|swim|practice|squad|event)\b", re.I)
# A session marked off by emoji ("Sat 🏋️‍♀️❌", "Wed session ❌", "Tues 🏃‍♀️ ➡️ 🛋️📺 oops", "🏋️‍♂️➡️🛌💤"; v38, v39, v40): a
# sport's emoji or a session's name, then a cross or an arrow to a bed, a sofa or the telly.
_EMOJI_MISSED_V42 = lazy_compile(
    r"(🏋|🏃|🚴|🏊|🧘|🤸|⛹|🚣|🥊|🤾|🚵|🏐|⚽|🏀|\bsession\b|\bgym\b|\bclass\b)[\u200d\ufe0f\u2640\u2642\U0001F3FB-\U0001F3FF]*"
    r"\s*(❌|✖|🚫|➡\ufe0f?\s*(🛌|🛋|📺|💤|😴|🛏|🍕|🍺|🍷))")
# Fewer sessions done than planned ("Only managed the one session this week out of three", "Only got to the gym once in the
# last fortnight", "Goal was three runs this week, managed one"; v13, v15, v40).
_FEWER_THAN_PLANNED_V42 = lazy_compile(
    r"\bonly (managed|got|made it|went|been)( to)? (the |my )?(gym|session|class|pool|track|training)s?\b[^.!?]{0,25}\bonce\b"
    r"|\bonly (managed|got to|made|did|attended) (the )?(one|1) (session|class|run|workout)\b[^.!?]{0,30}\bout of\b"
    r"|\b(goal|plan|aim|target) was (two|three|four|five|\d) (runs|sessions|workouts|classes|swims|rides)\b[^.!?]{0,25}"
    r"\bmanaged (one|two|1|2|none)\b", re.I)
# A writer for the client who relays the client's absence ("Care home manager here for Mr Okafor: he declined today's
# seated exercise session", "Support worker for Daniel here. Daniel did not want to come today", "Junior squad parent here
# - I'm pulling Ben out of the next two sessions", "texting for Mr Aziz ... asked me to cancel his sessions this week",
# "Callum asked me to pass on that ... he won't make Friday", "Jess's great-grandson here, she asked me to message: she
# won't be at chair yoga"; v21, v29, v35, v36, v37, v40): older rules read only the writers they named, and not these
# verbs of the client's absence. A marker that someone writes for the client, then the absence told of him or her.
# A session cut short, its main part left undone ("Warmed up, felt rubbish, went home before the main set", "Did the first two
# rounds of the rowing circuit and called it, left the last three undone", "Dropped the last two rounds of jump rope, ran out
# of time"; v39, v40), beside v41's left after the warm-up (v15, v34, v39). Not the stretch at the end (v18's "Skipped the
# stretching at the end, ran out of time" is no session missed).
_CUT_SHORT_V42 = lazy_compile(
    r"\b(left|went home|bailed|walked out|headed home|gave up|packed (it )?in|called it)( [\w']+){0,3} before the (main|actual)"
    r" (set|session|part|workout|class)\b"
    r"|\b(left|dropped|skipped|bailed on|abandoned) the (last|final|other) (two|three|four|five|\d|few) (rounds?|sets?|intervals"
    r"|reps?|laps?|stations|exercises)?\b(?! (of )?(stretch\w*|cool[- ]?down|mobility)\b)", re.I)
_PROXY_MARK_V42 = lazy_compile(
    r"^\W*((hi|hello|hey|morning)\W+)?([\w'-]+ ){1,4}here\b|\b(texting|writing|messaging|typing|emailing) (for|on behalf of)"
    r" (me|him|her|them|my|mr|mrs|ms|dr|(?-i:[A-Z]))|\b(asked|wants|told) me to (pass on|pass it on|message|text|tell|let you"
    r" know|cancel|say)\b", re.I)
_THIRD_ABSENCE_V42 = lazy_compile(
    r"\b(he|she|they|(?-i:[A-Z][a-z]+)) (declined|refused|skipped|missed|won'?t make|will not make|can'?t make|cannot make"
    r"|won'?t be (at|in|coming|there|able to (come|make))|did not want to come|didn'?t want to come|isn'?t coming|is not coming"
    r"|can'?t come|won'?t come)\b|\bcancel (his|her|their) (sessions?|classes|training|lessons?)\b"
    r"|\bpull(ing|ed)? (him|her|them|(?-i:[A-Z][a-z]+)) out of\b", re.I)

# v42 (missed precision): a target missed by a margin ("Missed the sub-20 parkrun by two seconds", "Missed my PB by two
# seconds", "Missed my sub-20 5k by two seconds", "Missed my race walking PB by a single second"; v17, v24, v38, v39): the
# race was run, the time not reached; older rules read it where a session's word is the target ("the sub-20 parkrun").
_MISSED_BY_MARGIN_V42 = lazy_compile(
    r"\b(just |narrowly )?missed (out on )?(the |my |a )?[\w' -]{1,30}? by (a |just |only |about |a single )?([\w.]+ )?"
    r"(seconds?|secs?|s|kg|kilos?|lbs?|points?|minutes?|mins?|a whisker|inches|cm|centimetres?|reps?)\b", re.I)

# v42 (milestone recall), read at the message level where nothing reads a milestone, no question, no plan, no joke:
# a credential granted ("Got my Gas Safe registration through", "My dental nurse registration came through from the GDC",
# "I am registered nurse now", "Got chartered as a civil engineer today", "Charterholder at last", "I'm a licensed London
# cabbie", "I'm officially cleared to bout", "officially British", "Hapkido blue belt graded this morning", "Got my
# paragliding pilot rating today"; v29, v34, v36, v38-v40): older rules read "passed" and "got my <certificate>" only.
_CREDENTIAL_V42 = lazy_compile(
    r"\b(registration|licen[cs]e|rating|qualification|chartership|accreditation|certification|membership)( has)?( finally| at last| just)? (came|come|is|got)"
    r" through\b|\bgot (my |me )?([\w-]+ ){0,3}(registration|licen[cs]e|rating|accreditation) through\b"
    r"|\bgot (chartered|registered|accredited|certified|licensed)\b"
    r"|\b(i'?m|i am|am) (now )?(a |an |officially )?(fully )?(registered|chartered|licensed|qualified|certified|accredited)"
    r" [\w-]+( [\w-]+)?( now)?\b|\bofficially (cleared|qualified|registered|licensed|chartered|certified|british|a citizen)\b"
    r"|\bcharterholder\b|\b(white|yellow|orange|green|blue|purple|brown|red|black) belt graded\b"
    r"|\bgot (my |me )?([\w-]+ ){0,2}(pilot|instructor|coaching|referee|umpire|judge) (rating|licen[cs]e|badge|ticket)\b", re.I)
# A first sale or first paid work ("Sold my first handmade cabinet on eBay", "Sold my first calligraphy piece", "Sold my
# first neon sign I bent myself", "Sold my first full dinner set to a restaurant", "My first paid client website went live",
# "First illustration commission paid today", "Booked and paid for my first film job"; v38, v39, v40).
_FIRST_SALE_V42 = lazy_compile(
    r"\bsold my (very )?first\b|\bmy (very )?first paid\b|\bfirst ([\w-]+ ){0,2}commission (paid|done|delivered|sold|came in)\b"
    r"|\b(booked|landed|got)( and paid for)? my (very )?first ([\w-]+ ){0,3}(job|gig|client|commission|booking)\b", re.I)
# A goal ticked off in emoji ("5k 🏃‍♂️ 24:59 ⬇️25 🎯✅🎉", "🏊‍♂️ 1500m no stops ✅🏆 first time ever", "🚴‍♀️🏁 100 miles 💯✅
# first century ever"; v38, v39, v40): a target or a trophy beside a tick, or a tick with "first ... ever".
_EMOJI_MILESTONE_V42 = lazy_compile(
    r"(🎯|🏆|🥇)\s*✅|✅\s*(🏆|🥇|🎯)|✅[^.!?]{0,10}\bfirst ([\w-]+ )?ever\b|\bfirst ([\w-]+ )?ever\b[^.!?]{0,10}✅", re.I)


def _milestone_told_v42(norm: str) -> bool:
    """v42: an achievement told in a way older rules did not read (see the patterns above). A credential renewed,
    replaced or given back is no new one (v38's rule: "my replacement licence came through")."""
    credential = bool(_CREDENTIAL_V42.search(norm)) and not _NOT_NEW_QUALIFICATION_V38.search(norm)
    return bool(credential or _FIRST_SALE_V42.search(norm) or _EMOJI_MILESTONE_V42.search(norm))


def _missed_told_v42(norm: str) -> bool:
    """v42: a session missed told in a way older rules did not read (see the patterns above)."""
    if (_ZERO_SESSIONS_V42.search(norm) or _EMOJI_MISSED_V42.search(norm) or _FEWER_THAN_PLANNED_V42.search(norm)
            or _CUT_SHORT_V42.search(norm)):
        return True
    if _BARE_NOT_GONE_V42.search(norm) and _SESSION_NAMED_V42.search(norm):
        return True
    return bool(_PROXY_MARK_V42.search(norm) and _THIRD_ABSENCE_V42.search(norm))


# v43 (issue 18: missed recall and precision, v41-blind joined dev). Classes of the dev rounds' keyword errors that recur in
# more than one round (v30 ... v41 each read before and after, docs/BENCHMARKS.md "Detectors v43"), read at the message level
# (`_missed_told_v43`) where nothing else reads "missed", as v42's are.
_SESSION_WORD_V43 = (r"(sessions?|sesh|class(es)?|training|workouts?|gym|leg day|legs|circuits|bootcamp|intervals|runs?|swims?"
                     r"|practice|rides?|weights|spin|pilates|yoga|sprints|parkrun)")
_DAY_V43 = r"(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(day)?('s)?"
# A session reported in a system's status words ("Ticket closed as Won't Fix: Thursday's session", "COACH-42 Wednesday
# strength session. Status: Won't Do", "503 Service Unavailable: Thursday's session", "DELIVERY FAILED: Your client could not
# be delivered to Thursday's session", "cron: 06:00 run did not execute", "Declined: PT session — Thu 07:00"; v31, v36-v39),
# with a session named; not "nothing a stretch won't fix".
_STATUS_MISSED_V43 = lazy_compile(
    r"\b(closed as|status:?|marked as:?|resolution:?)\s*won'?t (fix|do)\b|\bservice unavailable\b|\bdelivery failed\b"
    r"|\bcould not be delivered\b|\b(did not|didn'?t) execute\b|^\W*declined\s*:", re.I)
# Colloquial words for skipping a session, with the session or its day as object ("Gonna pike on the arvo session",
# "pike on tomorrow's sesh", "I totally bottled tonight's session", "bailed on lunchtime weights", "No-showed on you
# Tuesday", "I ponteng the Friday session", "Gave Wednesday's intervals a miss", "I'll have to sit Tuesday out", "I'm
# benching myself this week"; v15, v16, v20, v25, v31, v39, v41). Not a bail only nearly made ("Nearly bailed on the run,
# but did every rep"), a partner who bailed, or a hot water bottle.
_SKIP_SLANG_V43 = lazy_compile(
    r"(?<!nearly )(?<!almost )(?<!about )\b(pik(e|ed|ing)|bail(ed|ing|s)?|bottl(ed|ing)|ponteng(ed)?) (on )?(the |my |our |"
    r"tonight'?s? |tomorrow'?s? |this |\w+day'?s? |arvo |lunchtime |morning |evening )*" + _SESSION_WORD_V43 + r"\b(?![^.!?]{0,30}\bbut\b)"
    r"|\bno[- ]show(ed)? (on|from) (you|me)\b|\bponteng\b"
    r"|\bg(a|i)ve (the |my |tonight's |tomorrow's |\w+day'?s? )?([\w-]+ ){0,2}" + _SESSION_WORD_V43 + r" a miss\b"
    r"|\bsit(ting)? " + _DAY_V43 + r" out\b|\bbench(ing|ed) myself\b", re.I)
# A day's session marked "no" or "skipped" in a log, or a day that came and went ("Dear diary: Monday gym, no. Wednesday gym,
# no.", "Mon: rest. ... Wed: skipped (work)", "Wed,push,no - work", "Monday came and went, no legs", "no session Saturday";
# v21, v34, v40, v41 corrected; v26's "no session Saturday" still missed).
_DAY_MARKED_NO_V43 = lazy_compile(
    r"\b" + _DAY_V43 + r"\b[ ,:]+(\w+ )?" + _SESSION_WORD_V43 + r"[ ,:]+(no|nope|nah)\b(?! (problem|issue|pain|worries|drama))"
    r"|\b" + _DAY_V43 + r"\s*[:,-]\s*(skipped|missed|no show|dns)\b|\b" + _DAY_V43 + r",(push|pull|legs|upper|lower|[\w ]+),no\b"
    r"|\bcame and went\b[^.!?]{0,20}\b(no|never|didn'?t)\b|\bno " + _SESSION_WORD_V43 + r" (on )?" + _DAY_V43 + r"\b", re.I)
# A consequence drawn: no session ("Rehearsal clash so no Thursday class for me", "Christmas services mean no training until the
# 27th", "so no chance of the weekend session", "no sesh. flight.", "No gym. No walks. Nothing this week.", "the dyke path was
# flooded, so no swim"; v15, v16, v23, v26, v28, v41). Not where the venue shut or the class was cancelled for everyone
# ("Pool's closed for maintenance, so no swim session this week": labelled no miss of the client's, v24, v26, v28, v30), nor
# where the teacher is off (v32's guard "Yoga teacher's off sick so no class tonight").
_SO_NO_SESSION_V43 = lazy_compile(
    r"\b(so|means?|meaning) no (\w+day'?s? |tonight'?s? |tomorrow'?s? |chance of (the )?)?(\w+ )?" + _SESSION_WORD_V43 + r"\b"
    r"|^\W*no " + _SESSION_WORD_V43 + r"\W*[.!]", re.I)
_VENUE_SHUT_V43 = lazy_compile(
    r"\b(closed|shut|cancell?ed (all|every)|cancell?ed (the|our|my|tonight's|tomorrow's)|called off|flooded)\b"
    r"|\b(teacher|instructor|coach|trainer)('s| is) (off|sick|ill|away)\b", re.I)
# An absence told over a span ahead ("I'll not see the gym till October", "won't see you till after", "Won't see you for five
# weeks", "I won't be round for training on Weds", "won't be back for Monday's session", "Won't be training for the next
# fortnight", "I'll be absent from the next two classes"; v15, v16, v20, v24, v25, v26, v33).
_SPAN_AWAY_V43 = lazy_compile(
    r"\b(won'?t|will not|i'?ll not|not going to) (be )?see(ing)? (you|the gym|the pool|the track|the inside of)\b[^.!?]{0,25}"
    r"\b(till|until|for|before|after)\b|\bwon'?t be (back |round |around |aboard |in )for\b"
    r"|\bwon'?t be (training|coming)\b[^.!?]{0,10}\b(for|until|till|next)\b|\bbe absent (from|for)\b", re.I)
# A session cut short, widening v42's (v39, v40): left before the last part, home after the warm-up, turned back, stopped a
# piece part-way ("Left before the last AMRAP and never did the finisher", "did the warm-up, then paddled back in and went
# home", "Turned back halfway to the swim session", "Stopped the erg piece at 3k of the 6k"; all four v41's).
_CUT_SHORT_V43 = lazy_compile(
    r"\b(left|stopped|quit|bailed|went home) before the (last|final)\b|\bwarm[- ]?up,? (then|and then|and) ([\w']+ ){0,5}"
    r"(went|headed|drove|came) (home|back)\b|\bturned back halfway\b|\bstopped the \w+( \w+)? at [\w.]+ of the\b", re.I)
# Sarcasm that tells the session skipped: a claim of doing it, an upside-down face, and the giveaway ("Sure, I'll definitely
# come tonight, right after I finish this 40-page report 🙃 (I won't, sorry)", "Yeah I definitely did all my home sessions
# this week, right after I won the lottery 🙃", "Absolutely nailed my training plan this week, if the plan was to skip every
# single run 🙃"; v39, v41 corrected, v21's row still missed).
_SARCASTIC_CLAIM_V43 = lazy_compile(
    r"\b(definitely|absolutely|totally|sure)\b[^🙃]{0,80}\b(right after i|if the plan was to (skip|miss|avoid)|(i|i'll) won'?t\b)", re.I)
# A writer for the client, widening v42's: "This is Jade's foster mum", and the absence told after the client's state in the
# same clause ("Mo's teammate here, he's limping badly ... and won't make training tomorrow", "Wife's texting for me: he's
# done his back in ... and won't make Friday", "so she's staying home from tomorrow's session"; v21, v37, v41), and "Message
# from the gym office - ... she'll miss Monday and Wednesday" (v29, read before only through its "flight cancelled").
_PROXY_MARK_V43 = lazy_compile(r"\bthis is (?-i:[A-Z][a-z]+)'s [\w-]+\b|^\W*message from the\b", re.I)
_THIRD_ABSENCE_V43 = lazy_compile(
    r"\b(he|she|they)('s| is| has| was)?\b[^.!?]{0,90}?\b(and|so) (he |she |they )?(won'?t make|can'?t make|won'?t be (at|coming)"
    r"|('s |is |are )?staying (home|off) from)\b|\b(he|she)('s| is) staying (home|off) from\b"
    r"|\b(he|she|they)('ll| will) (miss|skip|not make)\b", re.I)


def _missed_told_v43(norm: str) -> bool:
    """v43: a session missed told in a way older rules did not read (see the patterns above)."""
    if (_STATUS_MISSED_V43.search(norm) and _SESSION_NAMED_V42.search(norm)) or _SKIP_SLANG_V43.search(norm):
        return True
    if _DAY_MARKED_NO_V43.search(norm) or _SPAN_AWAY_V43.search(norm) or _CUT_SHORT_V43.search(norm):
        return True
    if _SO_NO_SESSION_V43.search(norm) and not _VENUE_SHUT_V43.search(norm):
        return True
    if "🙃" in norm and _SARCASTIC_CLAIM_V43.search(norm) and re.search(_SESSION_WORD_V43, norm, re.I):
        return True
    return bool((_PROXY_MARK_V42.search(norm) or _PROXY_MARK_V43.search(norm)) and _THIRD_ABSENCE_V43.search(norm))


# v43 (missed precision): a miss word in a clause that is not about a session of the client's now. Each drops "missed"
# only where the message without those clauses reads none.
# A miss dated years back ("Gave the fun run a miss back in 2019, not this year", "Back in 2019 I skipped whole months of
# training, glad those days are behind me", "Did my first muscle-up years ago in the army, haven't managed one since"; v37,
# v38, v41).
_PAST_ERA_V43 = lazy_compile(r"\bback in (19|20)\d\d\b|\b(\w+ )?years ago\b", re.I)
# Transport cancelled or delayed, not a session ("Flight cancelled, stuck in Lisbon, but the hotel gym was decent so I did the
# programme there", "boats cancelled four days running"; v40, v41): the session missed for it is told in its own words ("Flight
# got cancelled so I'll miss Monday" keeps its miss).
_TRANSPORT_OFF_V43 = lazy_compile(
    r"\b(flights?|trains?|boats?|ferr(y|ies)|buses|planes?|sailings?)('s| was| were| is| got| have been| has been)? (cancell?ed"
    r"|delayed)\b", re.I)
# A milestone's comparison with what could not be done before ("Swam a full length of front crawl without stopping, I couldn't
# swim at all at 40!", "Finally did a whole hula hoop routine without dropping it, first time ever"; v34, v41): read only
# beside a milestone.
_ABILITY_THEN_V43 = lazy_compile(
    r"\bwithout (stopping|dropping|walking|a break|falling)\b|\bcould(n'?t| not) [\w ]{1,25}\b(at all|at \d\d|when i started)\b",
    re.I)


# v43 (pain precision): a pain word in a clause that is not the client's pain now; each drops "pain" only where the message
# without those clauses reads none.
# An old injury dated years back and quiet since ("Broke my wrist snowboarding in 2015, not a twinge since", "Broke my wrist
# in 2012 skiing, never been a problem since", "Broke my wrist in 2009, not a bother since"; v39-v41, beside v36-v38's
# "never bothered me since" that older rules read): the year's clause and the quiet one are left out.
_QUIET_SINCE_V43 = lazy_compile(
    r"\b(not a (twinge|bother|peep|problem|murmur)|never (been )?(a|any) (problem|bother|issue|trouble)|no (problems?|issues?"
    r"|bother|trouble)) (with it )?since\b", re.I)
_YEAR_PAST_V43 = lazy_compile(r"\b(in|back in) (19|20)\d\d\b|\b(19|20)\d\d\b|\bquiet since\b", re.I)
# Only the pride hurt ("Only my pride got hurt falling off the paddleboard", "Only my pride hurts, lost at racquetball";
# v40, v41, as v3's, v12's and v34's "hurt my pride" older rules read right).
_PRIDE_HURT_V43 = lazy_compile(r"\bonly my pride\b|\b(my )?pride (hurts|got hurt|was hurt|is hurt|is bruised|took a)\b", re.I)
# Pain said of a thing watched or done, figuratively ("Painful watching England bat today", "Watching Ireland lose was painful",
# "Ouch, the stock market hurt today", "that league table hurts", "Filling in the tax return was painful", "Proofreading 400
# pages of footnotes was painful, in the boring sense"; v36-v40).
_FIGURATIVE_PAIN_V43 = lazy_compile(
    r"\bpainful (watching|to watch|to sit through|to read|to listen)\b|\bwatching\b[^.!?]{0,40}\b(was|is) (so |really |properly"
    r" |genuinely )?painful\b|\b(stock market|markets?|league table|table|scoreline|result|tax return|paperwork|proofreading"
    r"|spreadsheet|admin|meeting|commute|traffic)\b[^.!?,]{0,30}\b(was |is )?(so |really )?(painful|hurts?|hurt)\b"
    r"|\bin the boring sense\b"
    # v44: "Screen protector cracked, painful to look at", "mapping pain points in the checkout flow" (v37, v42).
    r"|\bpainful to look at\b|\bpain points?\b", re.I)
# A flare of a condition told with no pain ("Hashimoto's flare, I'm flat and low", "The ME flare has me housebound and my mood
# is on the floor", "Lupus flare's making work impossible", "My POTS flares when I'm anxious", "I'm in a flare and pacing
# means resting"; v35, v37, v39-v41): a systemic condition's flare, or one unnamed, is not a pain unless a pain is told.
_SYSTEMIC_FLARE_V43 = lazy_compile(
    r"\b(me|cfs|hashimoto'?s|lupus|pots|ms|thyroid|graves'?|addison'?s|eczema|psoriasis|asthma)( flare('s)?| flares| flared"
    r"| flaring| is flaring| has flared)( up)?\b|\b(i'?m|i am) in a flare\b", re.I)
# Someone else's pain met at work ("Acupuncture client today had terrible sciatica", "Three patients with sciatica on my table
# today", "Paediatric ward was full of broken arms today, poor kids", "the patient came back with headaches"; v36-v38, v41):
# the patient or client, not the client writing. Not "hurt my back lifting a patient".
_THEIR_PAIN_AT_WORK_V43 = lazy_compile(
    r"\b(patients?|client|ward|kids|customers?)( [\w-]+){0,2} (with|had|has|have|was full of|were full of|came back with|came in"
    r" with)\b"
    r"|\bthe (man|woman|lady|gent|patient) in bed \d+\b", re.I)  # v44: "Ward clerk shift: the man in bed 4 was in agony" (v42)

# v43 (stress precision): the classes h-detect42 read and left, each dropping "stress" only where the message without those
# clauses reads none.
# Tiredness told beside a good state ("tired and happy", "Absolutely knackered after white-water rafting, best day I've had in
# ages", "legs tired but no aches to speak of", "a tired princess slept eight whole hours and woke up feeling brand new";
# v36, v37, v40, v41).
_GOOD_TIRED_V43 = lazy_compile(
    r"\b(tired|knackered|shattered|exhausted|wiped|whacked|pooped|spent)\b[^.!?]{0,60}\b(and happy|but happy|best day|loved it"
    r"|love it|brilliant day|great day|no aches|buzzing|worth it|brand new|so happy|happy tired|good tired|grinning)\b"
    r"|\b(happy|good|pleasantly|satisfyingly) (tired|knackered|exhausted)\b", re.I)
# Stress told to be over ("Work's calmed right down since the handover, first relaxed week in ages", "Insomnia used to wreck me
# but since the CBT course I'm sleeping seven hours", "The inquest I was dreading is done and dusted, ... feel like myself
# again", "Feeling a lot less stressed ..., anyway way better"; v35, v38, v40).
_STRESS_OVER_V43 = lazy_compile(
    r"\bcalmed (right |right back |right the |all the way )?down\b|\bused to (wreck|destroy|ruin|break|crush) me\b"
    r"|\bdone and dusted\b|\b(a lot |much |so much |way )?less (stressed|stressy|anxious)\b|\bfeel like myself again\b"
    r"|\bfirst relaxed (week|day|month)\b"
    r"|\b(that'?s|it'?s) (long|well|all) behind me\b", re.I)  # v44: "I was burnt out in 2022 but that's long behind me" (v42)
# "Stressed" as "emphasised" ("Sensei stressed posture the whole session", "Stressed to my juniors again tonight that the
# warm-up is not optional"; v37, v41); not after a verb of being or a degree ("I'm so stressed that the handover isn't done").
_STRESSED_A_POINT_V43 = lazy_compile(
    r"(?<!i'm )(?<!\bam )(?<!\bso )(?<!\bbit )(?<!\bfeel )(?<!\bfeeling )(?<!\breally )(?<!\bwas )(?<!\bvery )(?<!\bget )"
    r"(?<!\bgetting )(?<!\bgot )(?<!\bbeen )(?<!\bbe )(?<!\bproper )(?<!\bquite )(?<!\btoo )(?<!\bbit )"
    r"\bstress(ed|es|ing)? (to (my|the|our|his|her|their) [\w-]+ (again |tonight |today )*)?(that|how|the (importance|need|point)"
    r"|posture|technique|form|safety)\b", re.I)



# v44 (issue 18: missed recall and precision, v42-blind joined dev; then pain recall and stress precision). Classes of the dev
# rounds' keyword errors found in more than one round (v30 ... v42 each read before and after, docs/BENCHMARKS.md "Detectors
# v44"), read at the message level (`_missed_told_v44`, `_pain_told_v44`) where nothing else reads the signal, as v43's are.
_SESSION_WORD_V44 = (r"(sessions?|class(es)?|training|workouts?|gym|leg day|legs|circuits|bootcamp|intervals|runs?|long runs?"
                     r"|swims?|practice|rides?|long rides?|weights|spin|pilates|yoga|sprints|parkrun|progressions|drills"
                     r"|sets|reps|hiit|emom|amrap|finisher|piece|plan|programme|program)")
# A session dropped in words older rules read only before a few nouns: "Blew off BodyPump for Netflix", "I'm sacking off the
# planche progressions", "Dropped the Sunday long ride again", "she's dropping Wednesday's session", "I'll need to deprioritise
# Wednesday's session", "deprecated Wednesday's leg day (skipped, sorry)" (v21, v23, v37, v42). Not steam blown off, nor a
# volume, a plate, a coffee or the twins dropped (v20, v21, v24, v26, v42 guards).
_DROPPED_SESSION_V44 = lazy_compile(
    r"(?<!nearly )(?<!almost )\b(blew|blow(ing|n)?|sack(ed|ing|s)?) off (?!steam\b)(?!the (idea|thought)\b)"
    r"|\b(dropp(ed|ing)|deprioriti[sz](e|ed|ing)|deprecat(e|ed|ing)) (the |my |our |tonight'?s |tomorrow'?s |this week'?s "
    r"|\w+day'?s? )+([\w-]+ ){0,2}" + _SESSION_WORD_V44 + r"\b(?! (to|for) (a|an|the) (lighter|easier|shorter))", re.I)
# Someone else who drops it ("The coach is dropping Wednesday's session", "the gym dropped the Sunday class"): the client's
# miss only when a writer relays it for the client ("Lina's mentor here, ... she's dropping Wednesday's session").
_THEIR_DROP_V44 = lazy_compile(
    r"\b(he|she|they|coach|the gym|the club|the centre|instructor|teacher|trainer|(?-i:[A-Z][a-z]+))('s| is| are| has| have)?"
    r" $", re.I)
# Fewer sessions done than planned, widening v42's (v13, v15, v40): "zero out of three sessions", "Two speed climbing sessions
# on the plan and I went to neither", "4 sessions planned, 1 done" (v41, v42).
_NUMBER_V44 = {"zero": 0, "none": 0, "nil": 0, "no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
               "seven": 7}
_TALLY_V44 = lazy_compile(
    r"\b(?P<done0>zero|none|nil|0) (out )?of (the |my |those )?(?P<plan0>two|three|four|five|six|\d+) ([\w-]+ ){0,2}"
    r"(sessions|classes|workouts|runs|swims|rides)\b"
    r"|\b(?P<plan1>two|three|four|five|six|\d+) ([\w-]+ ){0,2}(sessions|classes|workouts|runs) (on the plan|planned|booked)"
    r"\b[^.!?]{0,30}?\b((i )?(went to|made|did|managed) (neither|none)\b|,? (?P<done1>zero|none|one|two|three|\d+) done\b)", re.I)
# A day's run or ride crossed out, widening v42's emoji rule (v38-v40): "Tuesday run ❌ Thursday run ❌" (v42).
_DAY_CROSSED_V44 = lazy_compile(
    r"\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day)?'?s? (run|ride|swim|walk|session|class|gym|legs|workout)\s*(❌|✖|🚫)",
    re.I)
# A session given up part-way, widening v42's and v43's (v39-v41): "Gave up on the EMOM at minute 6 of 20, just stopped",
# "Stopped the ocean rowing erg piece at 20 minutes, the plan was 60", "then I stopped and walked home" (v42). Not "stopped
# at 3 sets as planned" (v29's guard).
_GAVE_UP_PART_WAY_V44 = lazy_compile(
    r"\b(gave up|stopped|quit|packed (it )?in|called it)\b[^.!?]{0,40}\bat (minute |min |round |rep )?\d+\w* (of|out of) \d+\b"
    r"|\bstopped\b[^.!?]{0,40}\bat \d+ ?\w*, the plan was\b"
    r"|\b(then )?(i )?(stopped|gave up|packed (it )?in) and (walked|went|headed|limped|drove) (home|back)\b(?![^.!?]{0,20}as planned)",
    re.I)
# A day or a span said to be off or out for the client, widening older rules' "tonight's off" (v8, v10): "Tonight's a
# non-starter, stuck on the M6", "Mondays are out for the next month", "so Saturday's off", "Out of action for the week", "I'll
# be off next week, my daughter's having the baby" (v15, v23, v24, v33).
_DAY_OFF_V44 = lazy_compile(
    r"\b(tonight|tomorrow|(mon|tues|wednes|thurs|fri|satur|sun)days?)('s| is|s are| are) (a )?(non-starter|out|off)\b"
    r"(?! (the (hook|table)|to|for a (run|walk|swim|ride)))"
    r"|^\W*out of action for\b|\b(i'?ll|i will) be off (next|this|for the) (week|weekend|fortnight|month)\b", re.I)


def _missed_told_v44(norm: str) -> bool:
    """v44: a session missed told in a way older rules did not read (see the patterns above)."""
    dropped = _DROPPED_SESSION_V44.search(norm)
    if dropped and (not _THEIR_DROP_V44.search(norm[: dropped.start()])
                    or _PROXY_MARK_V42.search(norm) or _PROXY_MARK_V43.search(norm)):
        return True
    if _DAY_CROSSED_V44.search(norm) or _GAVE_UP_PART_WAY_V44.search(norm):
        return True
    if _DAY_OFF_V44.search(norm):
        return True
    for m in _TALLY_V44.finditer(norm):
        plan = m.group("plan0") or m.group("plan1")
        done = m.group("done0") or m.group("done1") or "none"
        planned = int(plan) if plan.isdigit() else _NUMBER_V44.get(plan.lower(), 0)
        did = int(done) if done.isdigit() else _NUMBER_V44.get(done.lower(), 0)
        if did < planned:
            return True
    return False


# v44 (missed precision): a miss word whose object is no session of the client's; each drops "missed" only where the message
# without those clauses reads none (as v43's).
# A chance missed in a game or a thing that is not training: "Missed an open goal at walking football", "Missed a sitter from
# two yards in the charity match", "I forgot my tablets this morning", "Missed dialysis on Monday because of the snow", "Forgot
# my Sunday check-in completely, sorry, and the weigh-in too" (v28, v31, v38, v40, v42). Not where the same clause names a
# session ("missed my check-in and Tuesday's session").
_NOT_A_SESSION_V44 = lazy_compile(
    r"\b(miss(ed|ing)?|forg[eo]t(ten)?|skipp(ed|ing))\b (a |an |the |my |two |his |her |our )?([\w'-]+ ){0,2}(sitters?|open goal"
    r"|penalty|putts?|tablets?|pills?|meds|medication|dialysis|check-?ins?|weigh-?ins?|injection|inhaler|dose)\b"
    r"(?![^.!?,]{0,40}\b(session|class|training|workout|gym|run)\b)"
    r"|\b(never|won'?t) let (me|us|him|her) forget\b", re.I)  # its teasing ("the lads will never let me forget it") is no miss
# A miss told as long over, widening v43's era (v37, v38, v41): "Missed the 2018 Three Peaks because of a broken ankle, ancient
# history" (v42).
_LONG_OVER_V44 = lazy_compile(r"\bancient history\b|\bmissed the (19|20)\d\d\b", re.I)

# v44 (pain recall): a wound that stings ("Burnt my forearm on the deck oven, it's blistered and stings like mad", "Rope burn
# across both palms from the tow, stings like mad", "Saddle sores ..., raw and stinging", "they sting like hell when they warm
# up"; 31 dev rows, v16, v21, v24, v26, v28-v31, v33-v40, v42, and no dev row that is not a pain): older rules read "sore",
# "hurts" and "throbs", not "stings". Not a defeat or a word that stings, nor a nettle brushed in a story about someone else.
_STINGS_V44 = lazy_compile(
    r"(?<!that )(?<!the )(?<!result )(?<!loss )(?<!defeat )(?<!comment )(?<!criticism )(?<!words )\b(stings?|stinging)\b"
    r"(?! (remark|comment|rebuke|defeat|loss|criticism|review))", re.I)
# A pain scored out of ten beside a body part ("knee 6/10", "🦴💢 hip 6/10 going downstairs", "🦵⚡⚡ 7/10 ever since the
# dodgeball thing", "Hip flexor pinches ..., about a 5/10", "MCL still sore when I twist, 6/10 on the stairs"; v23, v28,
# v40-v42). Not a low score that says it barely hurt (v42's "barely hurt, 2/10"), nor mood, sleep or stress scored.
_PAIN_SCORE_V44 = lazy_compile(r"(?<![\w/.])([3-9]|10) ?/ ?10\b", re.I)
_SCORED_BODY_V44 = lazy_compile(r"\b" + _BODY + r"\b|\b(hip flexor|mcl|acl|sciatica|back)\b|🦵|🦴|💢", re.I)
_SCORED_OTHER_V44 = lazy_compile(
    r"\b(mood|sleep|stress|energy|motivation|effort|rpe|session|circuit|workout|would|rate|rated|class)\b[^.!?\n]{0,12}$", re.I)


def _pain_told_v44(norm: str) -> bool:
    """v44: a pain told in a way older rules did not read (see the patterns above)."""
    if _STINGS_V44.search(norm):
        return True
    for m in _PAIN_SCORE_V44.finditer(norm):
        if _SCORED_BODY_V44.search(norm) and not _SCORED_OTHER_V44.search(norm[: m.start()]):
            return True
    return False


# v44 (stress precision): stress named in a title, a notice or an advert someone else wrote ("Got a phishing email titled 'Beat
# stress in 7 days'", "Newsletter headline: 'Ten ways to beat workplace stress'", "The taxi office put up a notice: 'Drivers
# under stress? Call the helpline'"; v40, v41, v42), and a load rating of a thing ("The gondola cable is rated for ten times its
# working stress"; v42). Each drops "stress" only where the message without those clauses reads none.
_TITLED_STRESS_V44 = lazy_compile(
    r"\b(titled|entitled|called|headline|notice|poster|flyer|leaflet|advert|ad|banner|subject line|sign)\b[:\s]*[^'\"‘“]{0,40}"
    r"['\"‘“][^'\"’”]{0,60}\b(stress\w*|anxi\w*|burn ?out)\b[^'\"’”]{0,60}['\"’”]"
    r"|\b(working|rated|yield|tensile|design) stress\b", re.I)

# v44 (milestone recall), read as v42's are: a clinical target reached, widening older rules' "the number my CF team set"
# ("bone density's back in the range the consultant wanted", "AHI under 5 ..., the number the sleep clinic was after", "100
# days free of purging, the number my eating disorder team and I agreed on", "Ferritin finally under the haematologist's
# target", "at the heart rate the nurse set as my target, done"; v39, v41, v42); a best said through a voice note's slip
# ("personal beast, best, on the bench", "new personal rest, best, on the rower"; v41, v42, as v39's "personal bust, best"); a
# black sash or belt, or the first graded for ("Got me black belt in aikido", "Black sash in kung fu at 52", "Graded for my
# first wing chun sash"; v39, v42); a first paying client, widening v42's first sale ("Signed my first paying interior design
# client"; v42).
_MILESTONE_V44 = lazy_compile(
    r"\b(number|range|target|goal|level|heart rate)( that)? (the |my )?([\w-]+ ){0,3}(consultant|haematologist|nurse|physio"
    r"|clinic|cardiologist|dietitian|doctor|gp|team|specialist|surgeon)( and i)? (was after|wanted|agreed|set as my target)\b"
    r"|\b(under|below|within|inside|hit|reached) (the |my )([\w-]+ )?(consultant|haematologist|cardiologist|dietitian|doctor|gp"
    r"|physio|nurse|specialist)'s (target|goal|range)\b"
    r"|\bpersonal (?!best\b)\w+, (best|record)\b"
    r"|\b(got (my |me )?|my )?(black|brown) (sash|belt) in\b|\bgraded for my first ([\w-]+ ){0,2}(sash|belt)\b"
    r"|\b(signed|landed|got) my (very )?first paying\b", re.I)
_THEIR_BELT_V44 = lazy_compile(r"\b(my|our|his|her) (daughter|son|kid|child|husband|wife|partner|friend|mate)\b", re.I)


def _milestone_told_v44(norm: str) -> bool:
    """v44: an achievement told in a way older rules did not read (see the pattern above); not a relative's."""
    return bool(_MILESTONE_V44.search(norm)) and not _THEIR_BELT_V44.search(norm)

def _without_clauses(norm: str, rx) -> str:  # noqa: ANN001 (a lazy_compile pattern)
    """The message with every clause that rx finds blanked out (v43: clauses split as _CLAUSES splits them, within each
    sentence); the separators stay, so a writer's mark before " - " or ":" still reads as one."""
    out = list(norm)
    for m in _SENTENCES.finditer(norm):
        start = m.start()
        for cut in list(_CLAUSES.finditer(m.group(0))) + [None]:
            end = m.start() + cut.start() if cut else m.end()
            if rx.search(norm[start:end]):
                out[start:end] = " " * (end - start)
            start = m.start() + cut.end() if cut else end
    kept = "".join(out)
    # A match across clauses ("tired, but happy") is blanked itself.
    return kept if kept != norm else rx.sub(lambda found: " " * len(found.group(0)), norm)


def speaks_of_absence(text: str) -> bool:
    """Whether a message has any word of not doing or not attending (v29: the probe may add a session missed only then)."""
    norm = _NOT_ABSENCE_V31.sub(" ", _NOT_ABSENCE.sub(" ", text.replace("\u2019", "'")))
    return bool(_ABSENCE.search(norm))


_TEXT_SPEAK = {
    "cnt": "can't", "cant": "can't", "wont": "won't", "dont": "don't", "didnt": "didn't", "couldnt": "couldn't",
    "wasnt": "wasn't", "isnt": "isn't", "havent": "haven't", "hasnt": "hasn't", "doesnt": "doesn't", "im": "i'm",
    "ive": "i've", "2morrow": "tomorrow", "2moro": "tomorrow", "2morow": "tomorrow", "tmrw": "tomorrow", "tmw": "tomorrow",
    "tmoz": "tomorrow", "tomoz": "tomorrow", "2nite": "tonight", "tonite": "tonight", "2day": "today", "b4": "before",
    "sesh": "session", "seshes": "sessions", "wkout": "workout", "wrkout": "workout",
    # v25: Scots negations ("cannae switch off", "wasnae happening").
    "cannae": "can't", "cannae've": "can't have", "cannie": "can't", "canny": "can't", "wasnae": "wasn't", "isnae": "isn't",
    "didnae": "didn't", "dinnae": "don't", "couldnae": "couldn't", "wouldnae": "wouldn't", "willnae": "won't", "wullnae": "won't",
    "havnae": "haven't", "havenae": "haven't", "hasnae": "hasn't", "doesnae": "doesn't", "shouldnae": "shouldn't",
    # v26: an ordinal in figures ("sub 25 for the 1st time", "my 1st ever pull-up").
    "1st": "first",
    # v43: "session" misspelt ("didnt go to the sesion wensday"; v41), beside v42's typed slips.
    "sesion": "session", "sesions": "sessions", "sessoin": "session", "sesson": "session",
    # v42: a cancellation and a day in text-speak, and typed slips ("pls cxl tmrw", "need to cxl thurs", "cnat make tomorow
    # sory", "sory cant make tonihgt", "didnt do nething this wk"; v24, v26, v37, v38, v40).
    "cxl": "cancel", "canx": "cancel", "cnat": "can't", "tomorow": "tomorrow", "tommorow": "tomorrow", "tonihgt": "tonight",
    "tonigth": "tonight", "nething": "anything", "wk": "week",
}
_TEXT_SPEAK_RX = lazy_compile(r"(?<![\w'])(" + "|".join(sorted(_TEXT_SPEAK, key=len, reverse=True)) + r")(?![\w'])", re.I)
# A dropped g: a consonant before "-in" ("feelin", "playin", "runnin"); "pain", "train", "again" keep their vowel.
_DROPPED_G = lazy_compile(r"\b([a-z]*[b-df-hj-np-tv-z])in'?(?=[^\w']|$)", re.I)
# v12+: stress said to be someone else's ("stressful for the ewes"), not the client's ("stressful for me").
_FOR_OTHER = lazy_compile(
    r"^\s+(for|on) (him|her|them|everyone|everybody|the (kids|children|ewes|animals|team|staff|dogs?|cats?|horses?|cows?"
    r"|sheep|lambs?|family|patients|pupils|students|players|residents)|my (kids|children|son|daughter|wife|husband|partner"
    r"|mum|dad|family|team|staff|dog|cat))\b", re.I)
# v12+: a record in eating or lazing is a joke, not an achievement ("personal best at eating pizza").
_JOKE_TARGET = lazy_compile(
    r"\b(personal best|pb|pr|record|new high|new max)\b[^.!?]{0,15}\b(at|in|of|for) (eating|drinking|napping|sleeping"
    r"|procrastinating|scrolling|snacking|excuses|biscuits|pizza|cake|crisps|chocolate|wine|beer|pints|naps?|netflix|telly"
    r"|tv|doing nothing|the sofa|sofa|couch|takeaways?|doughnuts|donuts|sweets|cookies|candy|emails)\b", re.I)
_ELONGATED = lazy_compile(r"([a-z])\1{2,}", re.I)
_SENTENCES = lazy_compile(r"[^.!?\n]+[.!?\n]*")
_CLAUSES = lazy_compile(
    r",|;|:|\s[-–—]\s|\b(?:but|though|although|whereas)\b|\b(?:so|and|then|because|cause|cuz)\s+(?=i\b|i'm|i've|i'll|i'd)",
    re.I,
)
_WORDS = lazy_compile(r"[a-z']+")


@dataclass
class Analysis:
    """What one message says: signals asserted, and signals only mentioned negated/asked/about others."""

    asserted: set[Label] = field(default_factory=set)
    denied: set[Label] = field(default_factory=set)
    asks_only: bool = False  # every sentence is a question: it reports nothing by itself

    @property
    def suppressed(self) -> set[Label]:
        """Mentioned, but never as the client's own current signal: the embedder may not add these."""
        return self.denied - self.asserted


# -- v47 (issue 18, h-detect47: the keywords' own false alarms on stress and missed, and missed recall; v43-blind in dev) --
# Each drop class below cuts the clauses it finds and drops its signal only where the rest of the message reads none
# (as v43's and v44's do), so a real report beside it still counts.

# Stress precision. "Done in" followed by a time, a place or a measure is a thing completed, not a client spent ("Welsh 3000s
# done in 22 hours", "Skipping practice done in the car park", "the 10k done in under 50"); "I'm done in" stays stress.
_DONE_IN_A_MEASURE_V47 = lazy_compile(
    r"\bdone in (under |less than |about |around |just |just under |just over |over |a )?(\d|the |an? |my |our |one |two |three "
    r"|four |five |six |seven |eight |nine |ten |twenty |thirty |forty |fifty |half |record |\w+ (minutes|hours|mins|days)\b)",
    re.I)
# A stress score that is low on a 0-100 scale, as devices give it ("Stress reading 12 out of 100", "Sleep score 88, stress 14",
# "stress 9%"): v31's _LOW_STRESS_SCORE reads the 10-point scale only. Two digits under 30 cannot be a 10-point score.
_LOW_STRESS_100_V47 = lazy_compile(
    r"\bstress( levels?| score| reading| rating| index)?\s*[:=-]?\s*(is |at |was |of |reading |around |about |only |just )?"
    r"(([0-9]|[12][0-9])\s*((/|out of)\s*100\b|%)|[12][0-9]\b(?!\s*(/|out of|%|days?|weeks?|hours?|hrs|mins?|minutes|times"
    r"|deadlines|things|emails|people|kids|jobs|years?)\b))", re.I)
# A body part or a fluid drained by a clinician is a procedure, not a drained client ("since the Baker's cyst was drained",
# "had my knee aspirated and drained").
_DRAINED_BODY_V47 = lazy_compile(
    r"\b(cysts?|abscess(es)?|blisters?|bursa|bursitis|fluid|knee|joint|elbow|wounds?|boils?|ha?ematoma|seroma|effusion|ear|sinus"
    r"|lung|swelling|ankle)( \w+)?( was| were| got| been| being| is| has been| had been)? (drained|aspirated)\b"
    r"|\b(had|have|having|get|got|getting) (it|them|my|the|a) (\w+ ){0,3}(drained|aspirated)\b", re.I)
# Stress used of a point made or of a material, widening v43's and v41's classes: "Stressing to the new staff that the fryers
# are hot" (the one told may take more than one word), "failed right at the stress point", "a stress concentration".
_STRESS_NOT_A_STATE_V47 = lazy_compile(
    r"\bstress(ed|es|ing)? to (the |my |our |his |her |their |all |every )?([\w-]+ ){1,3}(that|how|the (importance|need))\b"
    r"|\bstress (points?|concentrations?|analysis|raisers?|risers?|corrosion|cracks?|cracking|distribution|lines?)\b", re.I)
# Tiredness told as pleasant ("Pleasantly wiped after coasteering", "happily shattered", "the good kind of tired"): v43's
# _GOOD_TIRED_V43 reads "pleasantly tired" and not the other fatigue words.
_PLEASANT_TIRED_V47 = lazy_compile(
    r"\b(pleasantly|happily|satisfyingly|nicely|gloriously|deliciously|contentedly|blissfully) (tired|knackered|exhausted|shattered"
    r"|wiped( out)?|spent|drained|done in|worn out|whacked|pooped|cream crackered|wrecked)\b"
    r"|\bthe (good|nice|best|satisfying|healthy) (kind|sort|type) of (tired|knackered|exhausted|shattered|wiped)\b"
    r"|\bthe (\w+ )?(kind|sort|type) of (tired|knackered|exhausted|shattered|wiped) (where|that|when) [^.!?]{0,60}\b(smil\w*|happy"
    r"|grin\w*|sleep (well|like a (log|baby))|asleep by)\b", re.I)
# Nerves "in the fun way" (v33's class read "in a good way", not "the"); acted, taught or practised distress is no state ("we
# role-played a panic attack", "practised talking someone through a panic attack").
_GOOD_WAY_NERVES_V47 = lazy_compile(
    r"\b(nervous|anxious|nerves|jittery|butterflies)\b[^.!?]{0,60}\bin (a|an|the) (excited|good|fun|positive|happy|best|nice)"
    r" (way|sort of way|kind of way)\b", re.I)
_ACTED_DISTRESS_V47 = lazy_compile(
    r"\b(role-?play(ed|ing|s)?|simulat(ed|ing|es)|act(ed|ing)? out|demonstrat(ed|ing)|practis(ed|ing)|practic(ed|ing)) (\w+ ){0,6}?"
    r"(panic attacks?|anxiety attacks?|breakdowns?|meltdowns?)\b", re.I)
# A writer who opens as "his/her/their <role> here" writes for the client ("Her mentor here, I'm the one frazzled this week,
# Ana herself is in great spirits"): their own "I" is theirs, as v37-v40's writers' are.
_THEIR_ROLE_HERE_V47 = lazy_compile(r"^\W*((hi|hello|hey|evening|morning)\W+)?(his|her|their) ([\w-]+ ){1,2}here\b", re.I)

# Missed precision. A shot, a throw or a catch missed in play is no session (v44's _NOT_A_SESSION_V44 read sitters, open goals,
# penalties and putts): "Missed three free throws in wheelchair basketball", "missed two sitters and a layup".
_PLAY_MISSED_V47 = lazy_compile(
    r"\bmiss(ed|ing)? (a |an |the |my |his |her |our |all |both |every |\d+ |one |two |three |four |five |six |seven |eight "
    r"|nine |ten |several |loads of |so many )?([\w'-]+ ){0,2}(free throws?|throws?|shots?|penalt(y|ies)|kicks?|catch(es)?"
    r"|tackles?|passes|serves?|returns?|three-pointers?|layups?|lay-ups?|jumpers?|dunks?|baskets?|conversions?|field goals?"
    r"|spot kicks?|headers?|volleys?|chances|targets?|putts?|pots?|darts?|blocks?|digs?|spikes?|smashes|volleys?|rebounds?)\b"
    r"(?![^.!?,]{0,40}\b(session|class|training|workout|gym)\b)", re.I)
# Skipping as the rope exercise ("Skipping practice done in the car park ... the new weighted rope", "skipping workout
# complete"): done, not skipped.
_ROPE_SKIPPING_V47 = lazy_compile(
    r"\bskipping\b[^.!?]{0,80}\b(rope|double[- ]unders?|crossovers?|criss-?cross)\b"
    r"|\bskipping (practice|workout|session|drills?|intervals?|circuit)( was| is)? (done|complete|completed|finished|sorted|nailed"
    r"|smashed)\b", re.I)
# A day named as the time of something that is no session ("Totally forgot the Sunday progress pics", "missed the Friday
# meeting", "forgot Monday's food shop").
_DAY_THING_V47 = lazy_compile(
    r"\b(forg[oe]t(ten)?|skipp?(ed|ing)?|miss(ed|ing)?)( all)?( about)? (the |my |our |this |last |\w+'s )?"
    r"(mon|tues|wednes|thurs|fri|satur|sun)day('s)? (weekly |progress |food |team |family )?(pics|pictures|photos?|selfies"
    r"|roast|lunch|dinner|brunch|papers?|shop(ping)?|bins|meetings?|calls?|mass|service|market|meal prep|post|updates?"
    r"|emails?|reports?|measurements|chores)\b", re.I)
# A class called off by others and done elsewhere by the client in the same breath ("the studio's heating packed in and they
# called off the class, so I ran the flow in my living room"): v15's _DONE_ANYWAY reads "at home", not a room or an object
# such as "the flow".
_CALLED_OFF_V47 = lazy_compile(
    r"\b(called off|cancel(l)?ed|closed|shut|packed in|off)\b", re.I)
_DONE_ELSEWHERE_V47 = lazy_compile(
    r"\b(i )?(ran|did|followed|went through|got through|finished|fitted|squeezed) (the |my |a |an |it )?(\w+ ){0,2}?(flow|routine"
    r"|session|class|workout|practice|sequence|video|set|programme|program|it)\b[^.!?]{0,30}\b(in|at|on) (my|the|our) (living room"
    r"|lounge|kitchen|garden|bedroom|front room|back garden|hall|hallway|spare room|garage|flat|house|yard|backyard|balcony|park"
    r"|beach|driveway)\b", re.I)

# Missed recall, read at the message level where nothing else reads "missed": an activity of more than one word before the
# session word ("Didn't go to flying trapeze class"); none of those booked attended ("booked Monday, Wednesday and Friday,
# went to none of them"); "no way I'm doing Thursday's session"; walking out once the warm-up was done (v41's class read
# "left after the warm-up"); a session cut short ("I cut it short to set up the market stall").
_WORDS_NOT_NOUNS_V47 = r"(?!(after|before|with|because|for|and|but|or|then|instead|in|at|on|this|that)\b)"
_MISSED_V47 = lazy_compile(
    r"\b(didn'?t|did not|never) (go|get|make it) (to|down to|along to|in to) (the |my |our |this |tonight'?s |\w+'?s )?"
    r"(" + _WORDS_NOT_NOUNS_V47 + r"[\w-]+ ){1,3}(class|session|lesson|practice|training|club|workshop)\b"
    r"|\b(went|got|made it|turned up|showed up) to none of (them|those|the|my|it)\b"
    r"|\b(made|attended|did|managed|went to) none of (them|those|the (sessions|classes|workouts|runs)|my (sessions|classes|workouts"
    r"|runs))\b"
    r"|\bno way (i'?m|am i|i am|i'?ll( be)?) (doing|do|making|training|running|lifting|swimming|going to) (\w+'s |the |my |our "
    r"|this |tonight'?s |tomorrow'?s )?(\w+ )?" + _SESSION + r"\b"
    r"|\b(walked|stormed|snuck|sneaked|slipped|left|bailed|went home)( out)?( of (the |my )?[\w-]+( [\w-]+)?)? (once|after|when|as"
    r" soon as) (the |my )?warm[- ]?ups?( was| were| had been)? (done|over|finished)\b"
    r"|\b(cut|cutting|chopped|chopping) (it|the session|the class|my session|my workout|the workout|training|the run|my run"
    r"|the swim|my swim|the ride|my ride|things) short\b", re.I)


def _missed_told_v47(norm: str) -> bool:
    """v47: a session missed told in a way older rules did not read (see _MISSED_V47); not when another does it
    ("my son didn't go to judo class")."""
    found = _MISSED_V47.search(norm)
    if not found:
        return False
    before = re.split(r"[,;:.!?]", norm[: found.start()])[-1]
    return not _another_subject(before) and not _negator_before(norm, found.start())


# Milestone precision. A best equalled, not beaten ("Tied my longest ever plank", "Parkrun time identical to my PB"): v29's
# _BEST_EQUALLED read "tied my PB" with the best word right after the possessive.
_BEST_EQUALLED_V47 = lazy_compile(
    r"\b(tied|tie|equall?ed|equal|matched|match|identical to|same as|level with|exactly) (my|the|our) (\w+ ){0,2}?(pb|pr|best"
    r"|record|personal best|longest|fastest|heaviest|furthest|farthest|biggest|highest|quickest|most)\b", re.I)
# A record in eating or in not going ("Personal best pizza: finished a 20-inch", "Ate a personal best amount of pancakes",
# "eaten 1,000 eggs this year, a personal best I'm not proud of", "New personal record for gym avoidance"): v18's
# _JOKE_RECORD read the eating verb only after the record word.
_JOKE_RECORD_V47 = lazy_compile(
    r"\b(ate|eaten|eat|eating|scoffed|devoured|demolished|munched|guzzled|drank|drunk)\b[^.!?]{0,40}\b(personal best|pb|pr"
    r"|record)\b"
    r"|\b(personal best|pb|pr|record)( amount| number| quantity)?( of)? (pizzas?|pancakes?|burgers?|chips|fries|doughnuts|donuts"
    r"|biscuits|cookies|cakes?|eggs|wings|tacos|pies?|chocolates?|crisps|sweets|ice cream|hot dogs|nuggets|kebabs?|sushi|pints?"
    r"|beers?|wines?|cocktails|coffees?|croissants|brownies|cupcakes)\b"
    r"|\b(personal best|pb|pr|record)\b[^.!?]{0,30}\bnot proud of\b"
    r"|\b(personal best|pb|pr|record)s? (for|in|at) (gym |training |session )?(avoidance|avoiding|skipping|bunking|dodging|missing)\b",
    re.I)
# A certificate for turning up is no achievement ("Got a certificate for attending the fire safety talk", "a participation
# certificate for the charity walk").
_ATTENDANCE_AWARD_V47 = lazy_compile(
    r"\b(certificate|medal|award|badge|sticker)s? (of|for) (attendance|attending|participation|participating|taking part|turning up"
    r"|showing up|sitting through|completing the (talk|webinar|induction|briefing))\b"
    r"|\b(attendance|participation|participant) (certificate|medal|award|badge|sticker)s?\b", re.I)
# A best asked about and denied in the next breath ("PB? Ha, not today, legs were dead", "Skip leg day? I'd rather skip
# Christmas"): v21's _DENIED_AFTER_QUESTION read "not me", "nope", "no way".
_DENIED_AFTER_QUESTION_V47 = lazy_compile(
    r"^\W*((who,? )?(me|moi|us)\W+)?((ha|hah|haha|lol|pfft|pah|ah)\W+)?(not today|not this time|not yet|i'?d (much |far )?rather"
    r"|you'?re joking|you must be joking|dream on)\b", re.I)


# The only stress named is a trivial one, in a message that says life is good ("The only stress in my life is choosing between
# two flavours of ice cream, life is good").
_ONLY_STRESS_V47 = lazy_compile(
    r"\b(the|my) only (stress|worry|anxiety|stressor|drama|problem)( \w+){0,4}? (is|was|being|right now is|today is)\b", re.I)
_LIFE_GOOD_V47 = lazy_compile(
    r"\b(life('s| is) (good|great|sweet|grand)|all good|can'?t complain|living the dream|not a care|bliss|chilled|relaxed)\b", re.I)
# The coach's own session off or achievement, not the client's: "No session from you on Tuesday (hope the little one's
# better!)", "Congrats on your new qualification, coach!", "Saw you won coach of the year".
_COACHS_SESSION_OFF_V47 = lazy_compile(r"\bno (session|class|training|lesson|sessions|classes)( \w+)? (from|with) (you|u|ya)\b", re.I)
_COACHS_ACHIEVEMENT_V47 = lazy_compile(
    r"\b(congrat\w*|well done|well deserved|so proud of you|proud of you)\b[^.!?]{0,30}\b(you|your|u|ya)\b"
    r"|\b(you|u) (won|got|passed|smashed|qualified|bagged|made|were (named|voted|crowned))\b"
    r"|\byour (new )?(qualification|award|pb|pr|record|medal|title|promotion|certificate|diploma|degree)\b", re.I)
_QUOTED_V47 = lazy_compile(r"(?<!\w)'[^']{3,}'(?!\w)|\"[^\"]{3,}\"|“[^”]{3,}”")
# A first of the season or the weather is no achievement ("First snow of the year! Beautiful run in it").
_SEASONS_FIRST_V47 = lazy_compile(
    r"\bfirst (\w+ )?(snow|snowfall|frost|sunshine|sun|rain|storm|heatwave|swallows?|cuckoo|daffodils?|blossom|strawberries"
    r"|barbecue|bbq|mince pies?)( of (the|this) (year|season|spring|summer|autumn|winter))?\b", re.I)
# An entry paid or booked, with no result told anywhere in the message ("Just paid the entry for a backyard ultra in April.
# First one. Terrified."): v23's _ENTRY read it in the same sentence only.
# Only an entry, a place or a bib: "Booked my first magazine cover" is a job won, not an entry.
_ENTRY_PAID_V47 = lazy_compile(
    r"\b(paid|booked|bought|got) (the |my |an? )?(entry|place|ticket|spot|bib)( fee)?\b"
    r"|\b(entry|place|spot|bib)( is| was|'s)? (booked|paid|confirmed|sorted)\b"
    r"|\b(signed up|entered|registered|enrolled)( for| in| on| onto)\b", re.I)

# Milestone recall, read at the message level where nothing else reads one. A goal or target named after the result it
# was ("..., the physio's goal for month six", "That was the physio's goal for the year", "up and down the Ben in under three
# hours, my target all year", "her target from the falls clinic!"); a target followed by its "nailed it" ("the GP's target for
# me was under 130/80. Nailed it"); better than ever ("twenty seconds faster than I've ever done them"); a summit reached
# ("Reached Everest base camp"); a credential come through ("dental nurse registration came through", "chartered quantity
# surveyor at last"); a first piece published or gone live ("My first cartoon got published", "first paid client website
# went live").
_MILESTONE_V47 = lazy_compile(
    r"((,|—|–| - |!|\.|:)\s*|(,|—|–| - |!|\.|:|(?<=[.!?]))\s*(that was|which was|this was|that'?s|it'?s) )"
    r"(my|our|the|her|his) ([\w-]+'s |[\w-]+ )?(goal|target|aim)"
    r"( (for|from|since|of|all) (?!(next|the next|coming|upcoming|this coming)\b)[\w'/-]+( [\w'/-]+){0,2})?\s*(?=[.!,;)]|$)"
    r"|\b(goal|target|aim)\b[^.!?]{0,80}[,;]\s*(nailed|smashed|hit|cracked|achieved|done|did) it\b"
    r"|\b(faster|quicker|further|farther|heavier|longer|higher|more|better) than (i'?ve|i have|i had|i'?d|i) ever (done|run|lifted"
    r"|gone|managed|been|swum|ridden|climbed|thrown|jumped|had|finished)\b"
    r"|\b(reached|summited|topped out on|made it to|got to|stood on) (the )?(summit|top|peak) of\b"
    r"|\b(reached|summited|made it to|got to) ([\w-]+ ){1,3}(base camp|summit)\b"
    r"|\b(registration|qualification|accreditation|chartership|certification|chartered status)( has| finally| just)* (came|come)"
    r" through\b|\b(chartered|certified|registered|qualified|licensed|accredited) ([\w-]+ ){1,3}at last\b"
    r"|\bfirst (\w+ ){0,3}(got |was |went |has been |is )(published|live|accepted|aired|broadcast|released|commissioned"
    r"|exhibited)\b", re.I)


_TARGET_V47 = lazy_compile(r"\b(goal|target|aim)\b", re.I)
_NAILED_IT_V47 = lazy_compile(r"\s*(nailed|smashed|hit|cracked|achieved|done|did) it\b", re.I)


def _milestone_told_v47(norm: str, narrated: bool) -> bool:
    """v47: an achievement told in a way older rules did not read (see _MILESTONE_V47); not asked, planned, supposed, short
    of it, or another's."""
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        found = _MILESTONE_V47.search(norm, m.start(), m.end())
        if not found and _TARGET_V47.search(sentence):
            found = _NAILED_IT_V47.match(norm, m.end())  # "the GP's target for me was under 130/80. Nailed it"
        if not found:
            continue
        if _held_back(sentence, _NOT_REACHED_WITHIN) or _negator_before(norm, found.start()):
            continue
        if not narrated and (_OTHER_ACHIEVER_V38.search(sentence[: max(found.start() - m.start(), 0)])
                             or (_THIRD_PERSON.search(sentence) and not _FIRST_PERSON.search(sentence))):
            continue
        return True
    return False


# How many (text, narrated) analyses are kept. chatWithAI's last-7-days digest (shared/usecases/chat/memory.py) runs the
# keyword detectors over the client's week on every chat, and the scheduled and event runs read the same messages
# again: a text is analysed once while it stays among the most recent this many. An analysis is a pure function of
# its text, so a kept one is the same result; at a few hundred bytes each this stays within a few MB.
ANALYSIS_CACHE_SIZE = 4096


def analyse(text: str, narrated: bool = False) -> Analysis:
    """`narrated`: a coach's note about the client, where "she"/"he" *is* the client.

    Each call returns its own Analysis (callers may change its sets); the work is kept per (text, narrated)."""
    asserted, denied, asks_only = _analysed(text, narrated)
    return Analysis(set(asserted), set(denied), asks_only)


@functools.lru_cache(maxsize=ANALYSIS_CACHE_SIZE)
def _analysed(text: str, narrated: bool) -> tuple[frozenset[Label], frozenset[Label], bool]:
    result = _analyse_message(text, narrated)
    return frozenset(result.asserted), frozenset(result.denied), result.asks_only


def _analyse_message(text: str, narrated: bool) -> Analysis:
    norm = text.replace("\u2019", "'").replace("\u2018", "'")
    # v25: "not me crying in the library again" (Gen-Z) says the client IS crying: read it without the "not".
    norm = _NOT_ME_DOING.sub(r"\1me \2", norm)
    # v28: someone else's quoted words ("My boss texted me 'I'm so stressed, can you cover Saturday?'"): the quote's first-
    # person parts are its speaker's, so they are read as someone else's; the rest of the message is read as it stands.
    if not narrated:
        theirs = _their_quoted_parts(norm)
        if theirs:
            kept = norm
            for start, end in reversed(theirs):
                kept = kept[:start] + " " + kept[end:]
            rest = analyse(kept, narrated)
            quoted = [analyse(norm[start:end], narrated) for start, end in theirs]
            return Analysis(rest.asserted, rest.denied.union(*(q.asserted | q.denied for q in quoted)), rest.asks_only)
    irony = _SAID_NO_ONE.search(norm)
    if irony:
        # v19: "said no one" denies only the claim it follows (back to the sentence before it, across the ellipsis or
        # comma that sets it off): that claim's signals are denied, the rest of the message is read as it stands.
        claim_end = irony.start() - len(_CLAIM_END.search(norm[: irony.start()]).group(0))
        start = max(norm.rfind(c, 0, claim_end) for c in ".!?\n") + 1
        claim, rest = analyse(norm[start:claim_end], narrated), analyse(norm[:start] + " " + norm[irony.end():], narrated)
        return Analysis(rest.asserted, rest.denied | claim.asserted | claim.denied, rest.asks_only)
    # v12+: text-speak read as the words it stands for ("cnt make 2morrow", "sesh").
    norm = _TEXT_SPEAK_RX.sub(lambda m: _TEXT_SPEAK[m.group(0).lower()], norm)
    # v35: dialect negatives before coming or making it ("Cyah make it Tuesday", "Ent comin Thursday"), and a word corrected
    # by asterisks and "I mean" ("so stressed*** I mean blessed"): read as the words they stand for.
    norm = _DIALECT_NOT.sub("not ", _DIALECT_CANT.sub("can't", norm))
    norm = _DIALECT_CANT_V38.sub("can't ", norm)  # v38: "Cor come Tuesday", "Canna come the morn", "No can make it"
    norm = _CORRECTED_WORD.sub(r"\1", norm)
    norm = _ME_FOR_MY.sub(r"\1 my \2", norm)  # v37: "Did me first pull-up"
    if narrated:
        norm = _THEIR_OWN_V38.sub("my", norm)  # v38: in a note "she" is the client, so "her first", "his big goal" are theirs
    readings = [norm]
    if _ELONGATED.search(norm):
        # "soooo tiiired", "stresssed": read once with each run of a letter cut to one and once cut to two
        # ("tired", "stressed", "sleep").
        readings = [_ELONGATED.sub(r"\1", norm), _ELONGATED.sub(r"\1\1", norm)]
    if _DROPPED_G.search(norm):
        # v12+: a dropped g ("feelin proper rough", "knee playin up"), read once more with it put back.
        readings += [_DROPPED_G.sub(r"\1ing", r) for r in readings]
    if len(readings) == 1:
        result = _analyse(norm, narrated)
    else:
        # Keep what any reading asserts or denies.
        parts = [_analyse(r, narrated) for r in readings]
        result = Analysis(set().union(*(p.asserted for p in parts)), set().union(*(p.denied for p in parts)),
                          all(p.asks_only for p in parts))
    if ("stress" not in result.asserted and not result.asks_only and not _JOKE.search(norm) and _IRONIC_PRAISE.search(norm)
            and _TROUBLE.search(_IRONIC_PRAISE.sub(" ", norm)) and not _TURNED_OUT_FINE.search(norm)):
        # v25 (issue 18's known miss: sarcasm that reports stress): praise beside a load no one praises ("love that for
        # me, two deadlines and the car's broken. thriving"); not when the message says it turned out fine.
        result.asserted.add("stress")
        result.denied.discard("stress")
    if (_unread(result, "stress", norm) and "milestone" not in result.asserted
            and not _TURNED_OUT_FINE.search(norm)
            and (_stress_told_v39(norm, narrated, "pain" in result.asserted)
                 or _stress_told_v40(norm, narrated, "pain" in result.asserted))):
        # v39: the body's alarm, thoughts that will not stop, strong worry, a word of coming apart, pressure that weighs;
        # not where an older rule denies stress ("The derby went to penalties and my heart was pounding": a thrill).
        result.asserted.add("stress")
        result.denied.discard("stress")
    if "stress" in result.asserted and not narrated:
        devices = list(_DEVICE_SAYS.finditer(norm)) + list(_FORECAST_SAYS.finditer(norm))
        if devices and "stress" not in analyse(_FORECAST_SAYS.sub(" ", _DEVICE_SAYS.sub(" ", norm)), narrated).asserted:
            # v32: "My watch says my stress level has been 'high' all day. It's wrong": the device's reading, not confirmed.
            result.asserted.discard("stress")
            result.denied.add("stress")
    v37_writer = not narrated and (_writes_for_client_v37(norm) or bool(_WRITER_FOR_CLIENT_V38.search(norm))
                                   or _writes_for_client_v39(norm) or bool(_WRITER_FOR_CLIENT_V40.search(norm)))
    if not narrated and (_WRITER_FOR_CLIENT.search(norm) or _WRITER_FOR_CLIENT_V36.search(norm) or v37_writer):
        # v32: written by a carer or a relative for the client: their own first-person state is theirs; what they tell of
        # "he" / "she" is the client's, read as a coach's note is.
        # v38: the relay ("he asked me to let you know") is left out for every such writer (v37 did so for its own only),
        # and a sentence with the writer's "I" in it gives its parts with no "I" ("Hi, I manage Priya at the café, she's
        # cut her hand badly and asked me to tell you she can't come tonight").
        client = _told_of_client(_RELAY_V40.sub(" ", _RELAY_V37.sub(" ", norm)))
        # v37: the writer's own pain too, for the writers v37 reads ("Daniel's support worker again, I hurt my back at
        # work but Daniel is well").
        for label in ("stress", "pain") if v37_writer else ("stress",):
            if label in result.asserted and label not in client:
                result.asserted.discard(label)
                result.denied.add(label)
        result.asserted |= client
        result.denied -= client
    if ("stress" in result.asserted and _LAUGH_V36.search(norm) and _BARE_STRESS.search(norm)
            and "stress" not in analyse(_BARE_STRESS.sub(" ", norm), narrated).asserted):
        # v36: "Sox lost again, I'm so stressed haha": the bare word beside a laugh, and nothing else tells a load.
        result.asserted.discard("stress")
        result.denied.add("stress")
    denial = _BRACKET_DENIAL_V38.search(norm)
    if denial:
        # v38: "Emergency: I can't choose between the blue or the green trail shoes, the stress is unbearable (it isn't)"
        after = analyse(norm[denial.end():], narrated).asserted
        for label in ("stress", "pain"):
            if label in result.asserted and label not in after:
                result.asserted.discard(label)
                result.denied.add(label)
    joke = _JOKE_V32.search(norm)
    if joke and "stress" in result.asserted and "stress" not in analyse(norm[joke.end():], narrated).asserted:
        result.asserted.discard("stress")  # v32: "I only cried twice. (Joking, it was fine)"
        result.denied.add("stress")
    if _SMUG_FACE_V37.search(norm) and _LEISURE_V37.search(norm) and not narrated:
        # v37: "Stressful day: lay in the sun, ate a Magnum, had a nap 😎": a boast told as a complaint.
        for label in ("stress", "pain"):
            if label in result.asserted:
                result.asserted.discard(label)
                result.denied.add(label)
    if "stress" in result.asserted and _FACES.search(norm):
        # v15: a weary face beside a pain or a missed session is about that ("pulled a hamstring 😩"), unless the
        # words say stress too.
        words = analyse(_FACES.sub(" ", norm), narrated)
        if words.asserted & {"pain", "missed"} and "stress" not in words.asserted:
            result.asserted.discard("stress")
            result.denied.add("stress")
    # v41 (missed and stress precision): each drops its signal only where the message without its part reads none.
    if "missed" in result.asserted:
        for rx, beside in ((_TENTATIVE_V41, _TO_CONFIRM_V41), (_MISSED_TIMED_V41, _GOT_THERE_V41)):
            found = rx.search(norm)
            if found and beside.search(norm[found.end():]) and "missed" not in analyse(rx.sub(" ", norm), narrated).asserted:
                result.asserted.discard("missed")  # "Might not make Friday, will confirm", "Missed the 7.10 bus so I ran to the gym"
                result.denied.add("missed")
    if (_unread(result, "milestone", norm) and not _PLAN_AHEAD.search(norm) and not _HYPOTHETICAL.search(norm)
            and _milestone_told_v42(norm)):
        result.asserted.add("milestone")  # v42: "Got chartered as a civil engineer today", "Sold my first calligraphy piece"
    if (_unread(result, "milestone", norm) and not _PLAN_AHEAD.search(norm) and not _HYPOTHETICAL.search(norm)
            and _milestone_told_v44(norm)):
        result.asserted.add("milestone")  # v44: "the range the consultant wanted", "personal beast, best", "Black sash in kung fu"
    margin = _MISSED_BY_MARGIN_V42.search(norm)
    if ("missed" in result.asserted and margin
            and "missed" not in analyse(_MISSED_BY_MARGIN_V42.sub(" ", norm), narrated).asserted):
        result.asserted.discard("missed")  # v42: "Missed the sub-20 parkrun by two seconds, so close!"
        result.denied.add("missed")
    if ("missed" not in result.asserted and not result.asks_only and not _JOKE.search(norm)
            and not _HYPOTHETICAL.search(norm) and _missed_told_v42(norm)):
        result.asserted.add("missed")  # v42: "Zero sessions this week", "Sat 🏋️‍♀️❌", "Support worker here ... he declined"
        result.denied.discard("missed")
    if ("missed" not in result.asserted and not result.asks_only and not _JOKE.search(norm)
            and not _HYPOTHETICAL.search(_SARCASTIC_CLAIM_V43.sub(" ", norm)) and _missed_told_v43(norm)):
        result.asserted.add("missed")  # v43: "Gonna pike on the arvo session", "won't see you till after", "503 ...: Thursday's session"
        result.denied.discard("missed")
    if ("missed" not in result.asserted and not result.asks_only
            and not _JOKE.search(norm) and not _HYPOTHETICAL.search(norm) and _missed_told_v44(norm)):
        result.asserted.add("missed")  # v44: "Blew off BodyPump", "zero out of three sessions", "Tonight's a non-starter"
        result.denied.discard("missed")
    if (_unread(result, "pain", norm) and not _HYPOTHETICAL.search(norm) and _pain_told_v44(norm)):
        result.asserted.add("pain")  # v44: "Burnt my forearm on the oven, blistered and stinging", "knee 6/10"
    if "missed" in result.asserted and not narrated:
        for rx in (_PAST_ERA_V43, _TRANSPORT_OFF_V43, _NOT_A_SESSION_V44, _LONG_OVER_V44) + (
                (_ABILITY_THEN_V43,) if "milestone" in result.asserted else ()):
            cut = _without_clauses(norm, rx) if rx.search(norm) else norm
            if cut != norm and "missed" not in analyse(cut, narrated).asserted:
                result.asserted.discard("missed")  # v43: "Back in 2019 I skipped whole months", "Flight cancelled, ... did the programme there"
                result.denied.add("missed")
                break
    for label, classes in (("pain", (_QUIET_SINCE_V43, _PRIDE_HURT_V43, _FIGURATIVE_PAIN_V43, _SYSTEMIC_FLARE_V43,
                                      _THEIR_PAIN_AT_WORK_V43)),
                           ("stress", (_GOOD_TIRED_V43, _STRESS_OVER_V43, _STRESSED_A_POINT_V43, _TITLED_STRESS_V44))):
        if label not in result.asserted or narrated:
            continue
        for rx in classes:
            if not rx.search(norm):
                continue
            # The old injury's year goes with its quiet clause ("Broke my wrist in 2015, not a twinge since").
            # v44: so does a load's year with its "long behind me" ("I was burnt out in 2022 but that's long behind me").
            dated = rx in (_QUIET_SINCE_V43, _STRESS_OVER_V43)
            cut = _without_clauses(_without_clauses(norm, rx), _YEAR_PAST_V43) if dated else (
                _without_clauses(norm, rx))
            if cut != norm and label not in analyse(cut, narrated).asserted:
                result.asserted.discard(label)  # v43: "Only my pride hurts", "tired and happy", "Work's calmed right down"
                result.denied.add(label)
                break
    if ("stress" in result.asserted and _CRY_V41.search(norm) and _HAPPY_TEARS_V41.search(norm)
            and ("milestone" in result.asserted or speaks_of_achievement(norm))
            and "stress" not in analyse(_CRY_V41.sub(" ", norm), narrated).asserted):
        result.asserted.discard("stress")  # "I finally ran a sub-3 marathon. Crying in the finish area"
        result.denied.add("stress")
    return _read_v65(norm, narrated, _read_v64(norm, narrated, _read_v63(norm, narrated, _read_v62(norm, narrated, _read_v61(norm, narrated, _read_v60(norm, narrated, _read_v59(norm, narrated, _read_v53(norm, narrated, _read_v52(
        norm, narrated, _read_v51(norm, narrated, _read_v50(norm, narrated, _read_v49(norm, narrated, _read_v48(norm, narrated,
                                                                                                 _read_v47(norm, narrated,
                                                                                                           result))))))))))))))


def _told_of_client(norm: str) -> set[Label]:
    """What a writer for the client tells of the client (v32, v38): the sentences with no "I" in them read as a coach's note
    is; of a sentence with the writer's "I", its parts with no "I" and a he / she, for every signal but stress."""
    told, told_parts = [], []
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        if not _FIRST_PERSON.search(sentence):
            told.append(sentence)
        else:
            told_parts += [part for part in _TOLD_PARTS_V38.split(sentence) if part and part.strip()
                           and not _FIRST_PERSON.search(part) and _THIRD_PERSON.search(part)]
    client = set(analyse(" ".join(told), narrated=True).asserted) if told else set()
    # A part of the writer's own sentence gives the client's absence, pain or achievement, not stress: beside the
    # writer's "I" it is their worry ("Honestly I'm at the end of my tether, she was up all night wandering").
    client |= (analyse(" . ".join(told_parts), narrated=True).asserted - {"stress"}) if told_parts else set()
    return client


def _read_v47(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v47's classes (see _DONE_IN_A_MEASURE_V47 ... _DENIED_AFTER_QUESTION_V47) on a message's analysis: each drop class
    drops its signal only where the message without its clauses reads none; "missed" is added where _missed_told_v47 reads
    one and nothing asks, jokes or supposes."""
    # An older rule's denial does not stop these readings: their own guards (_milestone_told_v47) read the plan, the
    # question, the shortfall and the other achiever; "First run since the Achilles rupture, ..., the physio's goal for month
    # six" was denied as a first session back.
    if ("milestone" not in result.asserted and not result.asks_only and not _JOKE.search(norm)
            and _milestone_told_v47(norm, narrated or bool(_PROXY.search(norm)))):  # "Choir director typing for Edna: she ..."
        result.asserted.add("milestone")  # v47: "..., the physio's goal for month six", "faster than I've ever done them"
        result.denied.discard("milestone")
        if ("stress" in result.asserted and _CRY_V41.search(norm) and _HAPPY_TEARS_V41.search(norm)
                and "stress" not in analyse(_CRY_V41.sub(" ", norm), narrated).asserted):
            result.asserted.discard("stress")  # as v41's: "Reached Everest base camp this morning, cried at the sign"
            result.denied.add("stress")
    if narrated:
        return result
    drops = (("stress", (_DONE_IN_A_MEASURE_V47, _LOW_STRESS_100_V47, _DRAINED_BODY_V47, _STRESS_NOT_A_STATE_V47,
                         _PLEASANT_TIRED_V47, _GOOD_WAY_NERVES_V47, _ACTED_DISTRESS_V47)
              + ((_ONLY_STRESS_V47,) if _LIFE_GOOD_V47.search(norm) else ())),
             ("missed", (_PLAY_MISSED_V47, _ROPE_SKIPPING_V47, _DAY_THING_V47, _COACHS_SESSION_OFF_V47)),
             ("milestone", (_BEST_EQUALLED_V47, _JOKE_RECORD_V47, _ATTENDANCE_AWARD_V47, _COACHS_ACHIEVEMENT_V47,
                            _SEASONS_FIRST_V47)))
    for label, classes in drops:
        for rx in classes:
            # The coach's achievement is read outside quoted words ("Screenshot from Strava: 'Congratulations on your
            # longest run ever!'" is the app speaking to the client).
            if not rx.search(_QUOTED_V47.sub(" ", norm) if rx is _COACHS_ACHIEVEMENT_V47 else norm):
                continue
            if label not in result.asserted:
                # Where the rules read no signal, the class still keeps the probe from adding it ("Congrats on your new
                # qualification, coach!", "First snow of the year!": the probe read them as milestones on dev).
                result.denied.add(label)
                break
            cut = _without_clauses(norm, rx)
            if cut != norm and label not in analyse(cut, narrated).asserted:
                result.asserted.discard(label)  # "Welsh 3000s done in 22 hours", "Missed three free throws", "Tied my PB"
                result.denied.add(label)
                break
    if _ENTRY_PAID_V47.search(norm) and not _RESULT_TOLD.search(norm):
        # "Just paid the entry for a backyard ultra in April. First one. Terrified.": an entry, and no result anywhere (nor
        # may the probe add one).
        result.asserted.discard("milestone")
        result.denied.add("milestone")
    if "missed" in result.asserted:
        for sentence in _SENTENCES.finditer(norm):
            if _CALLED_OFF_V47.search(sentence.group(0)) and _DONE_ELSEWHERE_V47.search(sentence.group(0)):
                # "they called off the class, so I ran the flow in my living room": done elsewhere, unless another
                # sentence still tells a miss.
                rest = norm[: sentence.start()] + " " + norm[sentence.end():]
                if "missed" not in analyse(rest, narrated).asserted:
                    result.asserted.discard("missed")
                    result.denied.add("missed")
                break
    if "stress" in result.asserted and _THEIR_ROLE_HERE_V47.search(norm):
        # "Her mentor here, I'm the one frazzled this week, Ana herself is in great spirits": the writer's own state.
        told = [m.group(0) for m in _SENTENCES.finditer(norm)]
        parts = [p for s in told for p in _TOLD_PARTS_V38.split(s) if p and p.strip()
                 and not _FIRST_PERSON.search(p) and _THIRD_PERSON.search(p)]
        if "stress" not in (analyse(" . ".join(parts), narrated=True).asserted if parts else set()):
            result.asserted.discard("stress")
            result.denied.add("stress")
    for m in _SENTENCES.finditer(norm):
        if m.group(0).rstrip().endswith("?") and _DENIED_AFTER_QUESTION_V47.match(norm[m.end():]):
            # "PB? Ha, not today", "Skip leg day? I'd rather skip Christmas": the question is put to be denied.
            # The answer's own sentence goes with it ("I'd rather skip Christmas" is no session skipped).
            answer = _SENTENCES.match(norm, m.end())
            for label in ("milestone", "missed", "stress", "pain"):
                if label in result.asserted:
                    rest = norm[: m.start()] + " " + norm[answer.end() if answer else m.end():]
                    if label not in analyse(rest, narrated).asserted:
                        result.asserted.discard(label)
                        result.denied.add(label)
    if ("missed" not in result.asserted and not result.asks_only and not _JOKE.search(norm)
            and not _HYPOTHETICAL.search(norm) and _missed_told_v47(norm)):
        result.asserted.add("missed")  # v47: "Didn't go to flying trapeze class", "went to none of them"
        result.denied.discard("missed")
    return result



# v48 (issue 18: milestone recall, stress and pain precision). Readings of meaning, not of one round's wording: each was
# checked against every dev round's labels (v1- to v44-blind; v45-blind's rows were counted, not read) before it was kept.
# A result long wanted: the thing done is named, after it, as what the writer has had, wanted, chased or worked toward
# since some time or for a span ("..., the goal I've had since summer", "..., which I've been working on since spring",
# "..., been chasing it since March"; 24 dev rows, all milestones).
_PURSUIT_V48 = (r"(had|wanted|been (after|chasing|working (on|toward|towards|at|for)|building (up )?(to|toward|towards)"
                r"|trying (for|to get|to do|to hit|to reach|to land)|aiming (for|at)|gunning for|dreaming (of|about)|going for))")
_LONG_WANTED_V48 = lazy_compile(
    r"\b(which|that|something|what|the [\w-]+|the one [\w-]+|my [\w-]+) (i'?ve|i have|we'?ve|we have|i'?d|i had) "
    + _PURSUIT_V48 + r"\b[^.!?]{0,30}\b(since|for|all)\b"
    r"|\b(i'?ve )?been (trying|tryng|chasing (it|that|this)|after (it|that|this)|working on (it|that|this)|at it) since\b", re.I)
# Better than ever before: the thing done is named as one the writer never managed ("..., something I've never managed!",
# "..., never managed that before"; 14 dev rows, all milestones). "never managed it" alone may be a failure: the
# relative clause or "before / in my life / till now" makes it this time's.
_NEVER_BEFORE_V48 = lazy_compile(
    r"\b(which|that|something|what) (i'?ve|i have|i'?d|i had) never (once |ever |before )?(managed|done|been able|achieved)\b"
    r"|\bnever (once |ever )?(managed|been able to do|done) (that|it|this|one) (before|in my life|till now|until (now|today))\b",
    re.I)
# A recovery: a thing done "for the first time since" an injury, an operation or an illness (23 dev rows, all milestones,
# none pain): the injury is a time reference, not a pain now.
_INJURY_NOUN_V48 = (r"(injury|fracture|surgery|op|operation|break|accident|tear|rupture|replacement|stroke|crash|fall"
                    r"|diagnosis|amputation|transplant|bypass|heart attack|illness|chemo|chemotherapy|radiotherapy)")
_SINCE_INJURY_V48 = lazy_compile(r"\bsince (the|my|his|her|their) ([\w-]+ ){0,2}" + _INJURY_NOUN_V48 + r"\b", re.I)
_FIRST_SINCE_V48 = lazy_compile(r"\bfirst (time|day|week|\w+) (\w+ ){0,3}since (the|my|his|her|their) ([\w-]+ ){0,2}"
                                + _INJURY_NOUN_V48 + r"\b", re.I)
# A qualification held: a course, an exam or an assessment told as passed after its name ("Theory and practical both
# passed", "Apprenticeship signed off"), or the writer now a licensed, certified, qualified, chartered or registered one
# (19 dev rows, 18 milestones; the other "none of that now I'm qualified", background, which _QUALIFIED_AS_BACKGROUND_V48
# reads).
_QUALIFIED_V48 = lazy_compile(
    r"\b(course|test|exam|exams|grade|assessment|module|theory|practical|both|all (two|three|four|five|six|of them)"
    r"|apprenticeship|probation) (passed|signed off)\b"
    r"|\b(i'?m|i am) (now )?(a |an )?(fully )?(licensed|certified|qualified|chartered|registered|accredited|time-served)\b"
    r"|\b(licensed|certified|qualified|chartered|registered|accredited) (now|as of today|at last|officially)\b", re.I)
_QUALIFIED_AS_BACKGROUND_V48 = lazy_compile(r"\b(now (that )?(i'?m|i am)|since (i'?m|i am|i became|i got)|used to)\b", re.I)
# A sensation taken back in the same breath: a twinge, an ache or a stiffness told as gone, as nothing, or settled
# ("Tiny twinge in my calf, nothing really, gone by the end of the warm-up"; 6 dev rows, none pain). Not where it came
# back, is still there or got worse.
_PASSING_SENSATION_V48 = lazy_compile(
    r"\b(twinges?|niggles?|tweaks?|aches?|achy|sore|soreness|stiff|stiffness|tight|tightness)\b[^.!?]{0,40}\b(then nothing"
    r"|nothing (really|since|more|serious)|gone (by|now|after|within)|went away|disappeared|vanished|settled( down)?"
    r"|eased off|worked (itself )?out|all good|faded)\b", re.I)
_SENSATION_BACK_V48 = lazy_compile(r"\b(came back|back again|returned|still (there|sore|hurts|aching|tight|stiff)|worse|but then"
                                   r"|but (it'?s |it is )?back|back (every|each|most|by|later|the next)"
                                   r"|(every|most|each) (day|days|morning|mornings|night|nights|evening|evenings|run|session))\b",
                                   re.I)
# A signal word naming the subject of a piece of work, study or talk, not the writer's state ("Writing a grant bid on
# workplace stress", "Reading a book on pain science", "The stress fracture chapter is huge"; 11 dev rows, none stress or
# pain).
_WORK_NOUN_V48 = (r"(chapter|textbook|book|podcast|article|paper|essay|lecture|talk|course|module|webinar|seminar|documentary"
                  r"|grant|bid|thesis|dissertation|research|presentation|report|workshop|assignment|policy|survey|study)s?")
_SIGNAL_WORD_V48 = r"(stress|pain|burnout|anxiety|injur\w+|fractures?)"
_SIGNAL_AS_TOPIC_V48 = lazy_compile(
    r"\b" + _WORK_NOUN_V48 + r"( [\w-]+){0,2} (on|about|into|re) ([\w-]+ ){0,2}" + _SIGNAL_WORD_V48 + r"\b"
    r"|\b" + _SIGNAL_WORD_V48 + r"( [\w-]+)? " + _WORK_NOUN_V48 + r"\b", re.I)


def _milestone_told_v48(norm: str, narrated: bool) -> bool:
    """v48: a result told as long wanted, as never managed before, as the first since an injury, or a qualification held
    (see _LONG_WANTED_V48 ... _QUALIFIED_V48); not asked, planned, supposed, short of it, negated or another's."""
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        found = None
        for rx in (_LONG_WANTED_V48, _NEVER_BEFORE_V48, _FIRST_SINCE_V48, _QUALIFIED_V48):
            found = rx.search(norm, m.start(), m.end())
            if found and not (rx is _QUALIFIED_V48 and _QUALIFIED_AS_BACKGROUND_V48.search(sentence)):
                break
            found = None
        if not found:
            continue
        if _held_back(sentence, _NOT_REACHED_WITHIN) or _negator_before(norm, found.start()):
            continue
        if not narrated and (_OTHER_ACHIEVER_V38.search(sentence[: max(found.start() - m.start(), 0)])
                             or (_THIRD_PERSON.search(sentence) and not _FIRST_PERSON.search(sentence))):
            continue
        return True
    return False


def _read_v48(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v48's readings on a message's analysis (after v47's): a milestone added where _milestone_told_v48 reads one; pain
    dropped where an injury is only a time reference or a sensation is taken back, stress and pain where the word names a
    piece of work's subject; each drop only where the message without its part reads none, and where the rules read no
    signal the class keeps the probe from adding it."""
    if ("milestone" not in result.asserted and not result.asks_only and not _JOKE.search(norm)
            and _milestone_told_v48(norm, narrated or bool(_PROXY.search(norm)))):
        result.asserted.add("milestone")  # v48: "..., the goal I've had since summer", "Theory and practical both passed"
        result.denied.discard("milestone")
    drops = [("pain", _SINCE_INJURY_V48, False), ("stress", _SIGNAL_AS_TOPIC_V48, True), ("pain", _SIGNAL_AS_TOPIC_V48, True)]
    if not _SENSATION_BACK_V48.search(norm):
        drops.append(("pain", _PASSING_SENSATION_V48, True))
    for label, rx, whole_clause in drops:
        if not rx.search(norm):
            continue
        if label not in result.asserted:
            result.denied.add(label)  # the probe may not add it either ("first time since the op")
            continue
        # The injury's time phrase is cut alone ("My knee has ached since the op" still reads pain); a topic's or a
        # passing sensation's whole clause goes.
        cut = _without_clauses(norm, rx) if whole_clause else rx.sub(lambda f: " " * len(f.group(0)), norm)
        if cut != norm and label not in analyse(cut, narrated).asserted:
            result.asserted.discard(label)  # v48: "Tiny twinge in my calf, nothing really", "a grant bid on workplace stress"
            result.denied.add(label)
    return result


# v49 (issue 18: missed recall on new writers, v46-blind joined dev). Not a class of any round's wording: a reading of a
# clause's meaning, written from how people say they did not train and checked on sentences written for the tests. A
# clause tells a session missed when (a) an attendance or doing verb is negated (didn't / couldn't / never / wasn't able
# to / ran out of time to, "manage to", "get round to" between) with a session as its object, or the verb is training
# itself ("didn't lace up once", "wasn't able to train"); (b) an avoiding verb takes a session as its object ("sat out",
# "no-showed", "passed on", "let ... slide", "skipped out on", "bunked off"); (c) the session is the subject of not
# happening ("the run didn't happen", "Yesterday's session: not done", "went out the window"); (d) none of it was done
# ("zero runs this week", "no workouts at all since Friday", "got to the gym zero times"); (e) a span away from it ("haven't
# been near the gym since the move", "been off the bike for ten days"); (f) it was meant and did not happen ("was meant to
# swim Tuesday but stayed late"); (g) the writer apologises for not coming; (h) a session counted as missed in a relative
# clause ("two sessions I've missed"), or left for something else ("stayed in bed rather than going for my run"). Guards:
# a question, a condition, a hedge (might, maybe, should), another person as the subject, and a rest planned.
_SESSION_V49 = (r"(sessions?|sesh|class(es)?|training|workouts?|gym( time| sessions?)?|runs?|long runs?|swims?|rides?|long rides?"
                r"|spin|yoga|pilates|hiit|bootcamp|circuits?|intervals|parkrun|practice|lessons?|pt|crossfit|boxing|tempo"
                r"|group ride|club run|weights|cardio|mobility( work| stuff| routine)?|stretch(ing|es)|rowing|leg day|drills"
                r"|programme|program|plan|track|pool|studio|dojo|box|club|zumba|aqua|barre|bodypump|kettlebells?|hill reps"
                r"|reps session|(hill )?repeats|strength( work| session)?|conditioning|mat)")
_TIME_WORD_V49 = (r"(today|tonight|yesterday|this (morning|week|weekend|evening|afternoon)|last (night|week|weekend|time)"
                  r"|(mon|tues?|wed(nes)?|thu(rs)?|fri|sat(ur)?|sun)(day)?s?|all week|at all|once|either)")
_NEG_V49 = (r"(didn'?t|did not|didnae|didnt|couldn'?t|could not|couldnae|couldnt|cannae|wasn'?t able to|was not able to"
            r"|weren'?t able to|never|failed to|ran out of time to|had no time to|no time to|not able to|didn'?t even|never even)")
_TRY_V49 = (r"( (manage|managed|get (a |the )?(chance|time)|got (a |the )?(chance|time)|get round|got round|get around|got around"
            r"|have (the )?time|had (the )?time|find (the )?time|found (the )?time|make (the )?time|made (the )?time|bother|bothered"
            r"|get myself|got myself|drag myself|dragged myself|haul myself|hauled myself)( to)?)?")
_ATTEND_V49 = (r"(go|get|make it|make|do|fit|squeeze|turn up|show up|show|come|attend|head|get out|get in|get down|go along"
               r"|pop|nip|complete|finish|start|log|went|made it|got|did|turned up|showed up|came|attended|fitted|squeezed)")
_TRAIN_V49 = r"(train|lace up|work out|exercise|run|swim|cycle|ride|lift|row|stretch|climb|skate|paddle)"
_MISSED_V49 = lazy_compile(
    # (a) a negated attendance verb with a session after it, or a negated training verb at a time or at the clause's end
    r"\b" + _NEG_V49 + _TRY_V49 + r" " + _ATTEND_V49 + r" (it |myself )?(in |to |for |into |down to |along to |up to |up for |out to "
    r"|out for |over to |round to |tae )?(the |my |our |a |an |any |one |single |this |that |either of (the|my) |both |\w+'s |even one "
    r"|a single |tonight'?s |today'?s |yesterday'?s )*([\w-]+ )?" + _SESSION_V49 + r"\b"
    r"|\b" + _NEG_V49 + _TRY_V49 + r" " + _TRAIN_V49 + r"( (a|one) (step|stroke|lap|metre|meter|mile|km|k|rep))?"
    r"( (at all|once|a single time|properly))?( (on )?" + _TIME_WORD_V49 + r"\b|\s*(?=[,;.!—–]|$))"
    # (b) an avoiding verb with a session as its object
    r"|\b(sat|sitting|sit) out (the |my |our |this |\w+'s )?([\w']+ ){0,4}?" + _SESSION_V49 + r"\b"
    r"|\b(no-?show(ed)?|passed on|skipped out on|bunked( off)?|bunk(ed)? off|wagged|swerved|ducked( out of)?|jacked in"
    r"|knocked|gave up on|pulled the plug on|ghosted|blew out|blown out) (the |my |our |this |\w+'s )?(\w+ ){0,2}?" + _SESSION_V49 + r"\b"
    r"|\blet (the |my |our |this |\w+'s )?(\w+ ){0,2}?" + _SESSION_V49 + r" (slide|slip|go)\b"
    # (c) the session as the subject of not happening
    r"|\b" + _SESSION_V49 + r"\b( \w+){0,2}?(:|—|–| -)?\s*(didn'?t|did not|never) (happen|get done|go ahead)\b"
    r"|\b" + _SESSION_V49 + r"\b( \w+){0,2}?\s*(:|—|–| -)\s*(not done|didn'?t happen|never happened|nope|skipped|missed|nada)\b"
    r"|\b" + _SESSION_V49 + r"\b( \w+){0,3}? (went|has gone|is gone|flew) (out|out of) the window\b"
    r"|\b" + _SESSION_V49 + r"\b( \w+){0,2}? (fell|has fallen) (through|by the wayside)\b"
    r"|\b" + _SESSION_V49 + r"( \w+){0,2}? (wasn'?t|was not|never got|didn'?t get) (done|touched|started)\b"
    # (d) none of it done
    r"|\b(no|zero|not a single|not one|nil|0)( \w+)? " + _SESSION_V49 + r"\b(?! (missed|skipped|dropped|bailed|lost|cancell?ed|off))"
    r"( \w+){0,2}? (at all|this week|last week|since"
    r"|all week|for (a|two|three|four|five|six|\d+|over a|nearly a|almost a) (week|weeks|days|fortnight|month))"
    r"|\b(got|been|went|made it) (to|down to) (the )?" + _SESSION_V49 + r" (precisely |exactly |a grand total of )?(zero|0|no)"
    r" times\b|\b(zero|0|none|nil)( (out )?of (my |the )?(\w+ )?" + _SESSION_V49 + r")? (done|completed|attended|ticked off)\b"
    # (e) a span away from it
    r"|\b(haven'?t|have not|hasn'?t|not) (been|gone|got|made it)( near| to| back to| down to| in| inside)? (the |a )?"
    r"(gym|pool|class|track|club|studio|box|dojo|session|rink|court|mat|bike|saddle|water)\b[^.!?]{0,30}\b(since|in (a|two|three"
    r"|four|five|six|\d+|over a|about a|ages|weeks|days)|for (a|two|three|four|five|six|\d+|over a|about a|ages|weeks|days))\b"
    r"|\b(been|was|i'?ve been|i was) off (the |my )?(bike|gym|running|training|weights|pool|saddle|mat|tools|track)( \w+)? (for|since)\b"
    r"|\b(haven'?t|have not|not) (trained|run|ran|swum|swam|ridden|lifted|worked out|exercised|done (a|any|one) \w+)"
    r"( \w+)? (since|in (a|two|three|four|five|six|\d+|over a|about a|ages|weeks|days|a while)|for (a|two|three|four|five|six"
    r"|\d+|over a|about a|ages|weeks|days|a while))\b"
    # (f) meant and not done
    r"|\b(was|were|i'?d been) (meant|supposed|due|scheduled|booked in|planning|going) to ((\w+ ){0,3}?" + _SESSION_V49 + r"|"
    + _TRAIN_V49 + r")\b[^.!?]{0,40}?\bbut"
    r"( then| instead)?( i)? (didn'?t|couldn'?t|never|stayed|ended up|got (stuck|called|held|roped)|slept|bailed|skipped"
    r"|had to (cancel|bail|skip|miss|pull out|stay|work|go home)|work|the (kids?|baby|car|train|traffic))\b"
    # (g) an apology for not coming
    r"|\b(sorry|apologies|apologise|apologize|soz|sry)( again| coach)?( for| that| about)?( i)? (not|didn'?t|wasn'?t|couldn'?t"
    r"|never) (make|making|come|coming|show|showing|turn(ing)? up|be(ing)? there|there|attend(ing)?|get(ting)? there|in)\b"
    # (h) counted as missed, or left for something else
    r"|\b" + _SESSION_V49 + r" (that |which )?i'?(ve| have)? (missed|skipped|bailed on|dropped|bunked)\b"
    r"|\b(rather than|instead of) (go(ing)?|head(ing)?|do(ing)?|get(ting)?|hit(ting)?)( out)?( to| for| down to| along to)? "
    r"(the |my |our |a |an |\w+'s )?(\w+ )?" + _SESSION_V49 + r"\b", re.I)
# Not a miss: a question, a condition, a hedge or a wish (might, maybe, should, would, thinking of); a rest planned or
# advised; a miss denied ("not once missed").
_HEDGE_V49 = lazy_compile(
    r"\b(might|may|maybe|possibly|probably|perhaps|should|shall|would|wo?uld'?ve|thinking (of|about)|wondering|hoping|hope|"
    r"in case|unless|if|whether|worried|afraid|what if|going to|gonna|will|'ll)\b", re.I)
_REST_PLANNED_V49 = lazy_compile(
    r"\b(rest day|day off|deload|recovery (day|week)|as planned|as agreed|as you (said|suggested|told me|advised)|like you (said"
    r"|suggested)|on (the )?(physio|doctor|gp|doc|coach)'?s? (orders|advice)|planned (rest|break)|taper(ing)?)\b"
    r"(?! (turned|became|became a|stretched) )", re.I)


# v55 (issue 18's redesign item): the sentence guards the readings share. Each reader (v39 ... v53) spelled out its own copy
# of them; one helper and one tuple of guards per signal keep them alike, and a new reader names which it takes.
_NOT_TOLD_LOAD = (_HYPOTHETICAL, _LOOKING_FORWARD_V39)  # stress: a condition, or looking forward ("excited", "can't wait")
_NOT_TOLD_PAIN = (_HYPOTHETICAL,)  # pain: a condition
_NOT_TOLD_MISS = (_REST_PLANNED_V49,)  # missed: a rest planned or advised
# milestone: planned, supposed, failed over a span, on the way to it, or short of it; some readings also "within" a margin
_NOT_REACHED = (_PLAN_AHEAD, _HYPOTHETICAL, _SPAN_FAILED, _ON_THE_WAY, _SHORT_OF_IT)
_NOT_REACHED_WITHIN = _NOT_REACHED + (_WITHIN_OF,)


def _held_back(sentence: str, guards: tuple[re.Pattern[str], ...], head: str | None = None) -> bool:
    """Whether a reading may not take what it found in `sentence` as told: the sentence asks, one of `guards` reads in it,
    or (given `head`, the clause or sentence up to the finding) a hedge comes before the finding ("might", "if", "hope")."""
    return (sentence.rstrip().endswith("?") or any(rx.search(sentence) for rx in guards)
            or (head is not None and bool(_HEDGE_V49.search(head))))


def _unread(result: Analysis, label: Label, norm: str) -> bool:
    """Whether a reader may still add `label` to a message's analysis: no older rule asserted or denied it, and the message
    neither only asks nor jokes ("jk", "just kidding")."""
    return (label not in result.asserted and label not in result.denied and not result.asks_only
            and not _JOKE.search(norm))


def _another_subject(clause: str) -> bool:
    """Whether the clause before a finding names someone else as its subject: a he / she / they, or kin with no "I"
    ("my son didn't go to judo class")."""
    return bool(_OTHERS_V39.search(clause) or (_KIN.search(clause) and not _FIRST_PERSON.search(clause)))


def _missed_told_v49(norm: str) -> bool:
    """v49: a clause that tells the writer's own session missed (see _MISSED_V49); not asked, supposed, hedged, planned as
    rest, or another's."""
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        if _held_back(sentence, _NOT_TOLD_MISS):
            continue
        for found in _MISSED_V49.finditer(norm, m.start(), m.end()):
            # The clause up to the finding: its hedge and its subject.
            before = re.split(r"[,;:.!?—–]|\s-\s|\b(?:but|and|so|because)\b", norm[m.start(): found.start()])[-1]
            if _HEDGE_V49.search(before) or _HEDGE_V49.search(found.group(0)) and not found.group(0).lower().startswith(
                    ("was ", "were ", "i'd been")):
                continue
            if _another_subject(before):
                continue
            if _negator_before(before, len(before)) and not re.search(r"\b(sorry|apolog|soz|sry)", found.group(0), re.I):
                continue  # "not that I didn't go to the gym", "never not done a session"
            return True
    return False



# v49 (milestone recall on new writers): readings of a result reached, written from how people tell one, not from a round's
# rows: a whole programme, course or challenge completed ("Got through the whole Couch to 5k programme", "completed the
# 30-day plank challenge"); a medal or a placing won ("Medalled at the regional masters", "took silver in the 200 free");
# bodyweight lifted ("Squatted my bodyweight for reps", "80kg x 1. That's bodyweight!"); a grade, a belt or a badge earned
# ("Earned my Grade 5"); a distance done without stopping, a rest or an aid ("Swam a full mile without a rest", "walked to
# the shops without the stick"). The guards are v48's: not asked, planned, supposed, short of it, negated or another's.
_PROGRAMME_DONE_V49 = lazy_compile(
    r"\b(got through|completed|finished|graduated from|made it through|ticked off|stuck out|saw out) (the |my |our |this |that )?"
    r"(whole |entire |full |last |final |complete )?([\w'-]+ ){0,4}?(programme|program|course|challenge|plan|block|cycle"
    r"|syllabus|curriculum|apprenticeship|residency|module|certificate|diploma|degree|rehab|camp)\b", re.I)
_MEDAL_V49 = lazy_compile(
    r"\b(medall?ed|(made|got on|got onto|stood on|reached) the podium|podium(ed|ing)|placed (first|second|third|1st|2nd|3rd)|(took|won|got|bagged|grabbed|scooped|claimed|picked up)"
    r" (a |the )?(gold|silver|bronze)( medal)?|(gold|silver|bronze)( medal)? (in|at|for) the)\b", re.I)
_BODYWEIGHT_V49 = lazy_compile(
    r"\b(squatt?ed|benched|deadlifted|pulled|pressed|lifted|cleaned|snatched|jerked|rowed|hip thrust(ed)?) (my |double my |twice my"
    r" |1\.5 ?x ?my |one and a half times my )?(own |full |entire )?(body ?weight|bw)\b"
    r"|\b(that'?s|that is|which is|thats) (my |double my |twice my |over my |more than my )?(own |full )?(body ?weight|bw)\b", re.I)
_GRADE_EARNED_V49 = lazy_compile(
    r"\b(earned|got|achieved|passed|awarded|received|gained|was awarded|been awarded|graded to|graded up to|graded for) (my |a |the |an )?"
    r"(grade \d+|level \d+|[\w-]+ (belt|stripe|sash|tag|badge|award)|black belt|distinction|first-class|first class degree"
    r"|merit|colours|cap|blue|half-blue|bronze award|silver award|gold award)\b", re.I)
_UNAIDED_V49 = lazy_compile(
    r"\b(ran|run|swam|swum|walked|cycled|rode|ridden|climbed|did|done|managed|finished|completed|jogged|rowed|hiked|skated"
    r"|paddled)\b[^.!?,;]{0,50}\b(without (stopping|a (single )?(rest|break|stop|breather)|walking|stopping once|help|any help"
    r"|assistance|the (stick|frame|crutch(es)?|walker|chair|rollator|oxygen|inhaler|armbands|floats?|stabilisers|training wheels"
    r"|bands?|rope)|a (stick|frame|crutch|walker|float|band))|non-?stop|unassisted|unaided|with no (rests?|breaks?|stops?|help))\b",
    re.I)
_CLAUSE_BEFORE_V49 = lazy_compile(r"[,;:.!?—–()]|\s-\s|\b(?:but|and|so|because|after|then)\b", re.I)
_OWN_SUBJECT_V49 = lazy_compile(
    r"^\W*(\W*(i|i'?ve|i have|i'?d|i had|i just|me|finally|just|today|yesterday|tonight|also|officially|actually|somehow|at last"
    r"|this (morning|evening|weekend|week)|last (night|week|weekend)|on (\w+day|the day)|well|yes|yay|omg|woo+|get in|guess what"
    r"|so|and|then|still|even|only|proudly|only went and|went and|lol|ha|can|could|can now|now|managed to|got to)\W*)*$", re.I)
_MILESTONE_READINGS_V49 = (_PROGRAMME_DONE_V49, _MEDAL_V49, _BODYWEIGHT_V49, _GRADE_EARNED_V49, _UNAIDED_V49)


def _milestone_told_v49(norm: str, narrated: bool) -> bool:
    """v49: a result reached told in one of the readings above; v48's guards, the writer the clause's subject."""
    return _milestone_reached(norm, narrated, _MILESTONE_READINGS_V49, own_subject=True)


def _milestone_reached(norm: str, narrated: bool, readings: tuple[re.Pattern[str], ...], own_subject: bool,
                       clause_negation: bool = False) -> bool:
    """A result reached told in one of `readings` (v49's and v50's): not asked, planned, supposed, hedged, short of it,
    negated or another's; with `own_subject`, the clause names no other subject before the verb. With `clause_negation`
    (v53), a negation is read in the result's own clause only: "in one go, no stopping — the target my physio set" and
    "No wall. I've never held it that long before" deny nothing."""
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        for rx in readings:
            found = rx.search(norm, m.start(), m.end())
            if not found:
                continue
            head = sentence[: max(found.start() - m.start(), 0)]
            clause = _CLAUSE_BEFORE_V49.split(head)[-1]
            negated = _negator_before(clause, len(clause)) if clause_negation else _negator_before(norm, found.start())
            if _held_back(sentence, _NOT_REACHED_WITHIN, head) or negated:
                continue
            if not narrated and (_OTHER_ACHIEVER_V38.search(head)
                                 or (_THIRD_PERSON.search(sentence) and not _FIRST_PERSON.search(sentence))):
                continue
            # v49: the writer is the one who reached it ("Our troupe took gold", "Pupil got distinction", "The choir got a
            # gold" are someone else's results). v50's readings name the mark met, often with no verb to have a subject.
            if own_subject and not _OWN_SUBJECT_V49.match(_CLAUSE_BEFORE_V49.split(norm[m.start(): found.start()])[-1]):
                continue
            return True
    return False


def _read_v49(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v49's readings of a clause's meaning on a message's analysis (after v48's): "missed" added where _missed_told_v49
    reads the writer's own session missed, and nothing asks, jokes, denies it or writes for another; "milestone" where
    _milestone_told_v49 reads a result reached and no older rule denied one."""
    if (_unread(result, "missed", norm) and not narrated
            and not _PROXY.search(norm) and _missed_told_v49(norm)):
        result.asserted.add("missed")  # v49: "Didn't manage to fit in a single run last week", "Sat out Monday's circuits"
    if (_unread(result, "milestone", norm) and _milestone_told_v49(norm, narrated or bool(_PROXY.search(norm)))):
        result.asserted.add("milestone")  # v49: "Medalled at the regional masters", "Squatted my bodyweight for reps"
    return result


# v50 (issue 18: missed recall; v46- and v47-blind's misses, two writers apart). A message that names a session first and
# then says, with no object, that the writer stayed away from it: "Zouk workshop Saturday, I didn't show", "Hornussen
# training with the club, I stayed home", "Tricking session in the park: didn't bother", "Ice stock training on the rink was
# Sunday and I never went", "Gorge walking group session, I pulled out last minute". The session is the topic the clause
# leaves unsaid, so the rules that want it as the verb's object (v10, v41, v49) read nothing. Or the session is the
# subject of being dropped by the writer ("Bhangra fitness Wednesday got ditched", "Waacking class skipped for a work
# drinks thing", "Deaf football training on Wednesday went on without me"). Guards: v49's (a question, a hedge, a rest
# planned, another subject), a session done instead ("stayed home and did the video"), the session word after the
# absence only ("Didn't go, so no class for me" is read by older rules).
_SESSION_V50 = (r"(" + _SESSION_V49[1:-1] + r"|workshop|workshops|lesson|lessons|fitness|pad work|pads|nets|training (dive|run|ride"
                r"|swim|walk)|(dance|club|training|practice) night|sparring|rondo|jam)")
_SESSION_TOPIC_V50 = lazy_compile(r"\b" + _SESSION_V50 + r"\b", re.I)
_STAYED_AWAY_V50 = lazy_compile(
    r"\b(?:(?:and |but |so |then )?(?:i |i just |i then |me ))?(?:"
    r"(?:didn'?t|did not|didnt|never|couldn'?t be bothered to|couldn'?t bring myself to) (?:go|show|show up|turn up|make it|bother"
    r"|bother going|get there|go in|get up|get out|get going|leave the (?:house|flat|sofa|couch|bed))"
    r"|never (?:went|showed|showed up|turned up|made it|got there|went in|left the (?:house|flat|sofa|couch|bed))"
    r"|(?:stayed|stopped) (?:at home|home|in|in bed|away|put|indoors|on the (?:sofa|couch)|at the (?:hostel|hotel|b&b|digs))"
    r"|(?:pulled|backed|wimped|chickened|bottled|bowed|ducked|dropped|cried|bailed) out"
    r"|bottled it|bailed|gave it a (?:miss|swerve|body ?swerve)|gave up (?:halfway|half way|part way|partway|early)"
    r"|let it (?:slide|slip|go)|(?:i )cancell?ed(?: on (?:her|him|them|the group|the club|it))?)"
    r"(?=\s*(?:$|[,;:.!?—–()]|\s-\s|\b(?:and|so|because|cos|cuz|as|again|today|tonight|in the end|last minute|at the last minute"
    r"|the night before|that morning|this time|altogether|at all|either|instead|for|to)\b|\W*[\U0001F300-\U0001FAFF]))", re.I)
_DROPPED_BY_ME_V50 = lazy_compile(
    r"\b" + _SESSION_V50 + r"\b(?: [\w']+){0,3}? (?:(?:got|was|were|has been|have been|been) (?:skipped|ditched|binned|dodged"
    r"|swerved|bailed on|blown off|sacked off|knocked on the head|jacked in)(?! by\b)|skipped for|ditched for|went (?:on|ahead) without me)\b", re.I)
_CLAUSE_ONLY_V50 = lazy_compile(
    r"^\W*(?:(?:and|but|so|then|honestly|just|in the end|obviously|of course|naturally|yeah|well|again|sadly|eventually|though"
    r"|instead|i)\W+)*$", re.I)
_DONE_ANYWAY_V50 = lazy_compile(
    r"\b(?:did|done|doing|followed|went for|ran|swam|trained|worked out|got|had|cycled|rode|walked) (?:[\w'-]+ ){0,4}?(?:instead"
    r"|at home|on my own|by myself|in the (?:garden|lounge|living room|kitchen|park)|(?:a |the )?(?:home|youtube|online) (?:workout"
    r"|session|video|class))\b", re.I)


def _missed_told_v50(norm: str, readings: tuple[re.Pattern[str], ...] = ()) -> bool:
    """v50: a session named first, then the writer staying away from it with no object (_STAYED_AWAY_V50), or the session
    dropped by the writer (_DROPPED_BY_ME_V50); not asked, hedged, planned as rest, done some other way, or another's."""
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        if _held_back(sentence, _NOT_TOLD_MISS):
            continue
        if _DONE_ANYWAY_V50.search(norm, m.start()):
            continue
        for rx in readings or (_STAYED_AWAY_V50, _DROPPED_BY_ME_V50):
            for found in rx.finditer(norm, m.start(), m.end()):
                if rx is _STAYED_AWAY_V50:
                    if not _SESSION_TOPIC_V50.search(norm, 0, found.start()):
                        continue  # the session is the topic before it ("Party Saturday, I didn't go" is none)
                    clause = _CLAUSE_BEFORE_V49.split(norm[m.start(): found.start()])[-1]
                    if not _CLAUSE_ONLY_V50.match(clause):
                        continue  # the absence starts its clause ("the kids didn't go", "the pain never went")
                before = re.split(r"[,;:.!?—–]|\s-\s|\b(?:but|and|so|because)\b", norm[m.start(): found.start()])[-1]
                if _held_back(sentence, (), head=sentence[: found.start() - m.start()]) or _another_subject(before):
                    continue
                if _negator_before(before, len(before)):
                    continue
                return True
    return False


# v50 (stress recall; the dev rounds' misses, v31- to v47-blind): a load told by the idioms people use for it rather than by
# a word for it. (a) Coming apart as it happens ("I'm fraying badly", "frayed to bits", "unravelling", "hanging by a
# thread"); (b) worry as a state ("sick with worry", "worried out of my mind", "can't stop fretting", "haven't stopped
# worrying since", "losing sleep over it", "no sleepin wi da worry"); (c) dread in the body ("knots in my stomach every
# morning", "stomach churning all day", "a knot of dread", "a lurch of dread", "the walls are closing in", "in a blind
# panic", "running on panic and coffee"); (d) going over it at night ("I go over them every time I close my eyes", "keep
# waking at 4am replaying every email"); (e) tension or strain as something had ("having lot of tension these days", "under a
# lot of strain", "that's how tense I am", "wound tight"). v39's and v40's guards: no relief, no question, condition or
# looking forward, not negated, the client's own.
_STRESS_V50 = lazy_compile(
    r"\b(?:i'?m|i am|am|i'?ve been|feel(?:ing)?|i feel|totally|absolutely|completely|slowly|properly|just|and)"
    r"(?: \w+)? (?:fraying|unravell?ing|coming apart(?: at the seams)?|hanging (?:on )?by a thread|at the end of my tether)\b"
    r"|\bfrayed (?:to bits|to pieces|at the edges)\b"
    r"|\b(?:sick|ill|frantic|beside myself|out of my mind) with (?:the )?worry\b|\bworried (?:out of my mind|sick|to death)\b"
    r"|\b(?:can'?t|cannot|cant|couldn'?t|haven'?t|have not) stop(?:ped)? (?:worrying|fretting|panicking|stressing)\b"
    r"|\b(?:with|wi|wae) (?:the|da|all the) worry\b|\b(?:losing|lost|lose|loosing) (?:so much |a lot of |more )?sleep"
    r" (?:over|about|with|because of)\b"
    r"|\bknots? (?:in|of) (?:my )?(?:stomach|tummy|gut|belly|dread)\b|\b(?:stomach|tummy|gut|belly)(?:'s| is| has been)? churning\b"
    r"|\b(?:lurch|pit|knot|wave|sense|cloud|feeling) of (?:dread|panic)\b|\bwalls (?:are |were |keep )?closing in\b"
    r"|\bin (?:a|an) (?:blind|total|complete|absolute|utter|mild|constant|permanent|low-level|state of) panic\b"
    r"|\brunning on (?:panic|adrenaline|caffeine and panic|empty|fumes)\b"
    r"|\b(?:go|goes|going|went|run|running) (?:over|through) (?:it|them|everything|every \w+|the \w+)(?: \w+)? (?:every time|whenever|when)"
    r" i (?:close my eyes|lie down|try to sleep|get into bed)\b"
    r"|\b(?:keep|kept|keeps) waking(?: up)? at (?:\d+|one|two|three|four|five)(?: ?am)?(?: \w+)? (?:replaying|worrying|thinking|going over)\b"
    r"|\b(?:having|had|have|got|so much|lot of|lots of|lotta|too much|full of) (?:a lot of |lot of |so much |such )?(?:tension|mental strain)"
    r"(?! (?:in|across|through|on) )\b|\bunder (?:a lot of|so much|a great deal of|huge|massive|real|serious|a bit of) strain\b"
    r"|\bhow (?:tense|wired|on edge) i am\b|\b(?:i'?m|i am|feeling|feel) (?:so |really |very |super |proper )?(?:tense|wired and tired)\b(?! (?:muscles|shoulders))"
    r"|\bwound (?:up )?(?:so |really |as )?tight\b", re.I)


def _stress_told_v50(norm: str, narrated: bool, rx: re.Pattern[str] = _STRESS_V50) -> bool:
    """v50: whether a statement of the message tells stress in one of v50's idioms (_STRESS_V50; v51's with `rx`), with v39's
    and v40's guards: no relief, no question, condition or looking-forward sentence, not negated, the client's own."""
    if _RELIEF_V39.search(norm):
        return False
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        if _held_back(sentence, _NOT_TOLD_LOAD):
            continue
        for found in rx.finditer(sentence):
            if _negator_before(_clause_before_v40(sentence, found.start()), None):
                continue
            if narrated or _mine_v40(sentence, found, loose=False):
                return True
    return False


# v50 (milestone recall; the dev rounds' misses, v34- to v47-blind): a result told by what it was measured against rather than
# by a record word. (a) The result named as the target it met, set apart after it ("100, pressed clean, a target since
# April", "70.0, exactly where I aimed", "126 over 79, under the ceiling my cardiologist set", "the figure my asthma nurse
# wanted by Christmas", "the weight we wrote on the whiteboard, done", "January's resolution done", "the sub-two I've chased
# for three springs"); (b) the writer's own best passed ("quickest I've ever gone", "more than I've ever pressed", "five
# metres deeper than my best", "six minutes off my best", "my old top was 140", "a number I'd never reached"); (c) a first
# time under a mark ("my first time below fifty", "first mile under 7 minutes"); (d) an assessor's pass ("the examiner
# passed me", "assessor signed me off"). v48's and v49's guards: not asked, planned, supposed, short of it, negated or
# another's.
_SET_APART_V50 = r"(?:^|[,:;—–(]\s*|\s-\s|\b(?:and|that'?s|thats|which is|which was|it'?s|right|exactly|now|finally)\s+)"
_TARGET_MET_V50 = lazy_compile(
    _SET_APART_V50 + r"(?:exactly |just |right |finally |bang on |spot on )?(?:a |the |my |our |\w+'s )?(?:exact |old |long-?standing |big |main |end )?"
    r"(?:target|goal|aim|resolution|figure|number|weight|time|range|mark|ceiling|limit|level|reading)\b"
    r"(?: [\w'-]+){0,4}? (?:since (?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|the (?:spring|summer|autumn|winter|new year|start)|spring|summer|autumn|winter|christmas|\d{4}|last \w+)"
    r"|(?:i|we|(?:he|she|they)|my \w+( \w+)?|the \w+) (?:set|wrote|pinned|agreed|chose|picked|wanted|asked for|aimed for|had in mind)"
    r"|i'?ve (?:chased|been chasing|wanted|worked (?:toward|towards|for)|trained (?:toward|towards|for))|i trained (?:two|three|\d+|a|for)"
    r"|pinned to|on (?:my|the) (?:fridge|whiteboard|wall|mirror)|in (?:our|my|the) plan)\b"
    r"|" + _SET_APART_V50 + r"(?:exactly |just |right |bang on )?where (?:i|we) (?:aimed|wanted (?:it|to be))\b"
    r"|\b(?:\w+'s|new year'?s?) resolution (?:done|ticked off|achieved|complete|completed|nailed|smashed)\b"
    r"|" + _SET_APART_V50 + r"(?:the )?(?:sub-?[\w:.]+|\d[\w:.]*) (?:i'?ve|i have|i'?d) (?:chased|been chasing|wanted|been after)\b", re.I)
_PERFORMED_V50 = (r"(?:gone|run|ran|done|lifted|pressed|pushed|pulled|squatted|benched|deadlifted|swum|swam|ridden|cycled|climbed"
                  r"|jumped|thrown|walked|hiked|rowed|paddled|held|managed|hit|carried|dived|skied|skated|sprinted|covered|moved)")
_OWN_BEST_PASSED_V50 = lazy_compile(
    r"\b(?:the )?(?:quickest|fastest|furthest|farthest|longest|heaviest|highest|deepest|strongest|most|more|further|farther"
    r"|faster|heavier|longer|deeper|higher|quicker)(?: than)? (?:i'?ve|i have|i'?d|i had) ever " + _PERFORMED_V50 + r"\b"
    r"|\b(?:deeper|faster|further|farther|heavier|longer|higher|quicker|more) than my (?:best|pb|previous best|old best|record|top)\b"
    r"|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?: \w+)? (?:off|better than|up on|over) my (?:best|pb|previous best|old best)\b"
    r"|\bmy (?:old|previous) (?:top|best|pb|max) (?:was|being) \d"
    r"|\b(?:a number|a weight|a time|a distance|a height|a depth|something) (?:i'?d|i had|i'?ve|i have) never (?:reached|hit|managed|done)\b"
    r"|\bnever before in my life\b", re.I)
_FIRST_UNDER_V50 = lazy_compile(
    r"\bfirst (?:time |ever |one )?(?:\w+ )?(?:below|under|sub|beneath|inside|over|above)(?:-| )(?:\d|an? (?:hour|minute)|ten|twenty"
    r"|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|100)", re.I)
_ASSESSOR_PASSED_V50 = lazy_compile(
    r"\b(?:assessor|examiner|instructor|panel|judges?|tester|inspector|invigilator|moderator)s? (?:has |have |just )?(?:passed|signed)"
    r" me(?: off)?\b|\b(?:examiner|assessor|tester) (?:said|says) (?:pass|i passed|i'?d passed)\b", re.I)
_MILESTONE_READINGS_V50 = (_TARGET_MET_V50, _OWN_BEST_PASSED_V50, _FIRST_UNDER_V50, _ASSESSOR_PASSED_V50)


def _milestone_told_v50(norm: str, narrated: bool) -> bool:
    """v50: a result reached told in one of the readings above; v49's guards but the clause's own subject."""
    return _milestone_reached(norm, narrated, _MILESTONE_READINGS_V50, own_subject=False)


def _read_v50(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v50's readings on a message's analysis (after v49's): "stress" where _stress_told_v50 reads a load in one of its idioms,
    "milestone" where _milestone_told_v50 reads a result against its target, a best or a mark, "missed" where _missed_told_v50 reads the writer's own session stayed away from; where nothing asks, jokes, denies it
    or writes for another."""
    if (_unread(result, "stress", norm) and (narrated or not _PROXY.search(norm)) and _stress_told_v50(norm, narrated)):
        result.asserted.add("stress")  # v50: "I'm fraying badly", "knots in my stomach every morning"
    if (_unread(result, "milestone", norm) and _milestone_told_v50(norm, narrated or bool(_PROXY.search(norm)))):
        result.asserted.add("milestone")  # v50: "100, pressed clean, a target since April", "quickest I've ever gone"
    if "missed" in result.asserted or result.asks_only or narrated or _JOKE.search(norm) or _PROXY.search(norm):
        return result
    # An older rule's denial stops the staying away, not the session dropped: those rules read "got skipped" and "went on
    # without me" as the session called off by someone else ("Land yacht training got skipped, I went shopping instead").
    if _missed_told_v50(norm, () if "missed" not in result.denied else (_DROPPED_BY_ME_V50,)):
        result.asserted.add("missed")  # v50: "Zouk workshop Saturday, I didn't show", "Spin class got ditched"
        result.denied.discard("missed")
    return result



# v51 (issue 18: recall on new writers; v48-blind joined dev, its misses and the dev rounds' read by class). Three readings
# of what the older rules leave unread, each with the guards the earlier rounds use.
#
# missed: (a) a session left part-way ("left spin after ten minutes", "walked out of the class halfway", "stayed for the
# warm-up then slipped out"); (b) a session that passed without the writer ("the 7am class came and went while I slept");
# (c) the rest of a block given up ("skipping the rest of the pilates course"); (d) not near it ("never went near the
# weights"); (e) what was set left untouched ("the home workouts you sent are untouched"); (f) none of the named sessions
# done ("this week's lessons: not doing any of them"). v49's and v50's guards (_missed_told_v50): a question, a hedge, a
# rest planned, another subject, a negation, a session done some other way.
_SESSION_V51 = (r"(?:" + _SESSION_V50[1:-1] + r"|course|block|term|clinic|routines?|exercises|videos?|rehab|sets?|laps?|lengths"
                r"|\w+ (?:dance|yoga|skating|football|rugby|cricket|hockey|tennis|climbing|swimming))")
_PARTWAY_V51 = (r"(?:after (?:only |just )?(?:a few|a couple of|one|two|three|four|five|ten|fifteen|twenty|half an?|\d{1,2})"
                r" (?:min(?:ute)?s?|laps?|lengths?|sets?|songs?|rounds?|drills?)\b|after (?:the )?warm-?ups?\b|early\b"
                r"|half ?way\b|part ?way\b|before the end\b|at the break\b|once the warm-?ups?\b)")
_MISSED_V51 = lazy_compile(
    # (a) left part-way
    r"\b(?:left|walked out of|slipped out of|snuck out of|sneaked out of|ducked out of|crept out of|bailed (?:out )?(?:of|on)"
    r"|quit|abandoned) (?:the |my |our |this |tonight'?s |today'?s |\w+'s )?(?:[\w-]+ ){0,3}?" + _SESSION_V51 + r"\b"
    r"(?: [\w']+){0,3}? " + _PARTWAY_V51 +
    r"|\b(?:stayed|stuck around|hung around|hung about) for (?:the )?warm-?ups?\b[^.!?]{0,20}?\b(?:then|and|but|before)(?: i)?"
    r" (?:left|slipped out|snuck (?:out|off)|sneaked (?:out|off)|went home|headed home|bailed|walked out|ducked out)\b"
    # (b) passed without the writer
    r"|\b" + _SESSION_V51 + r"\b(?: [\w':]+){0,3}? came and went\b"
    # (c) the rest given up
    r"|\b(?:skipping|skip|skipped|missing|bailing on|sitting out|sat out|dropping|dropped|jacking in|binning|ditching|giving up)"
    r" (?:on )?the rest of (?:the |my |this |our )?(?:[\w-]+ ){0,3}?" + _SESSION_V51 + r"\b"
    # (d) not near it
    r"|\b(?:never|didn'?t|did not|haven'?t|have not) (?:went|go|gone|got|get|been) (?:near|anywhere near) (?:the |my |a )?"
    r"(?:[\w-]+ )?(?:" + _SESSION_V51 + r"|weights|bike|mat|barbell|rack|kettlebells?)\b"
    # (e) left untouched
    r"|\b" + _SESSION_V51 + r"\b(?: [\w']+){0,5}? (?:are|is|sat|sit|sits|remain|remains|stayed|stay|still|lie|lay|went)"
    r"(?: \w+)? (?:untouched|unopened|undone|unwatched|unstarted)\b"
    r"|\bnot (?:a single )?one (?:of them )?(?:attempted|done|started|tried|touched)\b"
    # (f) none of the named sessions done
    r"|\b" + _SESSION_V51 + r"\b[^.!?]{0,40}?\b(?:not doing|won'?t be doing|not making|won'?t make|not going to|not attending"
    r"|skipping|missing) (?:any|either|all|both) of (?:them|those|these|it)\b"
    # (g) none for the writer ("no 7am vinyasa for me this week"); (h) not going, said outright ("not going to the Thursday
    # circuits": v49's hedge reads "going to" as a plan, here it is the refusal)
    r"|\bno (?:\d+ ?(?:am|pm) |[\w-]+ ){0,2}?(?:" + _SESSION_V51 + r"|vinyasa|ashtanga|hatha|bikram) for me\b"
    r"|\bnot (?:going|gonna) (?:to )?(?:go to |make it to |make |do |attend |be at )?(?:the |my |this |tonight'?s |today'?s |\w+'s )?"
    r"(?:(?!(?:miss|skip|let|stop|give|quit|lie|pretend|push|rush|overdo|risk)\b)[\w-]+ ){0,3}?" + _SESSION_V51 + r"\b", re.I)


def _missed_told_v51(norm: str) -> bool:
    """v51: a session left part-way, passed by, given up for the rest, not gone near, left untouched or none of it done
    (_MISSED_V51); _missed_told_v50's guards."""
    return _missed_told_v50(norm, (_MISSED_V51,))


# stress: (a) tears held back ("on the verge of tears", "close to tears at my desk", "fighting back tears"); (b) a state
# ("in a right state about the exams", "in a flap", "in a tailspin since"); (c) shaking after it ("still shaking after the
# call", "hands won't stop trembling"); (d) unable to settle ("Can't settle.", "I can't sit still, the news is hanging over
# me"); (e) a sweat of worry ("waking up in a sweat about it", "in a cold sweat over the bill"). v39's and v40's guards
# (_stress_told_v50), and for tears v41's (tears of joy beside an achievement are no load).
_STRESS_V51 = lazy_compile(
    r"\b(?:on the verge of|on the brink of|close to|near to|near|fighting back|holding back|choking back|biting back|trying not to"
    r" (?:burst into|cry|break into)) (?:tears|crying|sobbing)\b"
    r"|(?:^|[.!;:—–]\s*|\b(?:i'?m|i am|i was|i'?ve been|i been|been|got myself|getting myself|work myself|worked myself) )in"
    r" (?:a|such a|a right|a real|a proper|a total|a bit of a|an absolute|a complete) (?:state|stew|tizzy|flap|tailspin|spin|lather)"
    r"(?! of\b)(?=\s*(?:$|[,;:.!—–]|\b(?:about|over|with|since|all|again|today|tonight|this)\b))"
    r"|\b(?:still|i'?m|i am|am|been|was|keep|kept|can'?t stop|cannot stop|won'?t stop|wont stop|hands? (?:are|is|keep|keeps|won'?t stop"
    r"|wont stop|still)) (?:shaking|shakin|trembling|shaky|jittery|jumpy)\b"
    r"(?! (?:hands|off|it off|out|up|down|my|the|a|with (?:cold|laughter|excitement|joy|anticipation)|from the cold)\b)"
    r"|(?:^|[.!;:—–]\s*|\bi |\bi just |\band )(?:can'?t|cannot|cant|couldn'?t|can not) (?:settle|sit still)\b(?! (?:on|for|into|in to|in)\b)"
    r"|\b(?:wak(?:e|es|ing)|woke|waken(?:ing)?) up in a (?:cold |panicky |total )?sweat\b|\bin a (?:cold )?sweat (?:about|over)\b"
    # (f) a mood told grey ("feeling grey and flat", "mental health check: bad")
    r"|\b(?:feeling|feel|i feel|i'?m|i am) (?:so |really |very |just |pretty |a bit |kind of )?(?:grey|gray)\b(?! (?:hair|hairs|sky|skies|day|weather))"
    r"|\bmental health(?: check| update| status| report| wise)?\s*[:=—–-]\s*(?:bad|poor|rough|rubbish|awful|not good|terrible|low|dire|shocking)\b", re.I)
# Read even where an older rule denied stress (a score, another's state): (g) a mood scored low ("mood 2/10 today", "Mood: 3
# out of 10"); (h) a group's load that names the writer in it ("the whole office is on edge, me most of all").
_STRESS_TOLD_OUTRIGHT_V51 = lazy_compile(
    r"\bmood(?:'s| is| was|:| today| this week)*\s*(?:a |about |maybe |at )?(?:[0-3](?:\.5)?|one|two|three) ?(?:/|out of) ?(?:10|ten)\b"
    r"|\b(?:tense|stressed|anxious|worried|on edge|nervous|frazzled|wound up|panicking|in bits|a mess|rattled|jittery)\b[^.!?]{0,15}?,?"
    r" (?:me most of all|me included|including me|me especially|especially me|me more than anyone|me the most)\b", re.I)
_GOOD_NERVES_V51 = lazy_compile(r"\b(?:the good kind|good nerves|in a good way|excited|buzzing|can'?t wait)\b", re.I)
_JOY_TEARS_V51 = lazy_compile(r"\b(?:happy|joy|proud|pride|moved|touched|laughing|laughter|funny|hilarious)\b", re.I)


def _stress_told_v51(norm: str, narrated: bool) -> bool:
    """v51: a load told by tears held back, a state, shaking, restlessness or a sweat (_STRESS_V51), with v50's guards; tears
    beside joy, pride or laughter are no load."""
    found = _STRESS_V51.search(norm)
    if found and re.search(r"tears|crying|sobbing", found.group(0), re.I) and _JOY_TEARS_V51.search(norm):
        return False
    return _stress_told_v50(norm, narrated, _STRESS_V51)


# milestone: (a) a first of a movement or a skill told as done ("First Nordic curl today", "my first backflip on grass",
# "muscle-up number one", "chin over the bar on my own, a first"), not an attempt, a lesson or a try; (b) an exam, an
# assessment or a grading passed, told in any order ("Motorbike assessment: passed!", "passed the county lifeguard exam",
# "the examiner said 'pass'"), not a car's test or a medical one; (c) a degree or a diploma done ("Law degree, done!").
# v48's and v49's guards (_milestone_reached): not asked, planned, supposed, hedged, short of it, negated or another's.
_FEAT_V51 = (r"(?:nordic(?: curl| hamstring curl)?s?|pull-?ups?|chin-?ups?|muscle-?ups?|push-?ups?|press-?ups?|dips?|ring dips?"
             r"|pistols?(?: squats?)?|handstands?(?: walk| push-?up)?|headstands?|crow(?: pose)?|back ?tucks?|back ?flips?|front ?flips?"
             r"|cartwheels?|round-?offs?|splits|front splits|box splits|bridge|wheel pose|front lever|back lever|l-?sit|toes[- ]to[- ]bar"
             r"|rope climb|kipping pull-?up|strict press|double[- ]unders?|wheelie|ollie|kickflip|eskimo roll|axel"
             r"|half marathon|marathon|ultra|triathlon|century|sportive|munro|continuous mile|open water swim|solo flight|unassisted \w+"
             r"|strict \w+|full (?!(?:week|day|month|year|night|session|class|shift|time|weekend|lap|mile)\b)\w+)")
_FIRST_FEAT_V51 = lazy_compile(
    r"(?:^|[.!:;—–,(]\s*|\b(?:and|my|a|finally|today|yesterday|tonight|got|did|landed|nailed|stuck|managed)\s+)(?:very )?first"
    r" (?:ever |proper |real |full |strict |clean |solo |unassisted |controlled "
    r"|(?!(?:day|days|week|weeks|month|time|times|session|class|attempt|try|lesson|go|set|rep|reps|workout|of)\b)[\w-]+ ){0,2}?" + _FEAT_V51 + r"\b"
    r"(?!-| (?:attempt|try|go|lesson|class|session|practice|drill|progression|coaching|course|is|will|next|in (?:january|february"
    r"|march|april|may|june|july|august|september|october|november|december|the spring|the summer|the autumn|the winter))\b)"
    r"|\b" + _FEAT_V51 + r"(?: [\w-]+)? number one\b"
    r"|(?:[,—–]|\s-\s|\band)\s*(?:a|another) (?:genuine |proper |real |lifetime )?first(?=\s*(?:$|[.!,;)]|\W*[\U0001F300-\U0001FAFF]))",
    re.I)
_EXAM_V51 = (r"(?:exams?|test|assessment|grading|ticket|licen[cs]e|check ?flight|check ?ride|theory|practical|audition|certification"
             r"|finals|boards|viva|kyu|dan|grade \d+|module|qualification)")
_EXAM_PASSED_V51 = lazy_compile(
    r"\b(?:passed|aced|nailed|smashed|sailed through) (?:my |the |a |an |our |her |his |their )?(?:[\w'/-]+ ){0,4}?" + _EXAM_V51 + r"\b"
    r"|\b" + _EXAM_V51 + r"\b(?: [\w'-]+){0,3}?\s*(?::|—|–|\s-\s|,|=)?\s*(?:passed|pass(?:ed)? with|aced|nailed)\b(?! (?:me by|over|on|it on|away|out)\b)"
    r"|\b(?:assessor|examiner|instructor|panel|judges?|tester|inspector|invigilator|moderator)s?(?: \w+)? (?:said|says|gave me|wrote|ticked)"
    r"(?: a| me a| me)?\s*['\"\u201c\u2018]?(?:pass|passed)\b", re.I)
_NOT_MINE_TO_PASS_V51 = lazy_compile(
    r"\b(?:mot|car|van|bike service|boiler|gas safety|inspection|drug test|drugs test|covid|lateral flow|pcr|pregnancy test|blood test"
    r"|eye test|hearing test|smell test|sniff test|vibe check|background check|dbs|kidney stones?|wind|gas|a stone|the ball|the baton"
    r"|the salt|the time|the test of time|the exam (?:hall|room|centre))\b", re.I)
_DEGREE_DONE_V51 = lazy_compile(
    r"\b(?:degree|diploma|doctorate|phd|masters|master'?s|apprenticeship|dissertation|thesis|nvq|btec|a-?levels?|gcses?)\b"
    r"(?: (?!(?:is|was|will|should|be|not|nearly|almost)\b)[\w'-]+){0,4}?\s*"
    r"(?:[,:—–]|\s-\s|\bis\b|\bnow\b)?\s*(?:done|complete|completed|finished|awarded|passed|in the bag|submitted)"
    r"(?=\s*(?:$|[.!,;)]|\W*[\U0001F300-\U0001FAFF]|\b(?:today|yesterday|at last|finally|and|officially)\b))", re.I)
# (d) a mark someone set, told as met ("cholesterol 4.1, the number we were after", "blood pressure is where she wants it",
# "under the 6 she set", "my physio's target was 90 degrees and I got 95 today").
_MARK_MET_V51 = lazy_compile(
    r"\b(?:the )?(?:number|figure|target|reading|weight|level|score|mark) (?:we|i|she|he|they|the \w+|my \w+) (?:were|was) (?:after|aiming for"
    r"|hoping for|going for|chasing)\b"
    r"|\b(?:is|are|'s|'re|now|right|exactly|finally|bang on) where (?:she|he|they|my \w+|the \w+) wants? (?:it|them|me)\b"
    r"|\b(?:under|below|over|above|past|beyond|inside) the [\d.,:]+(?: ?\w+)? (?:she|he|they|we|i|my \w+|the \w+) (?:set|wanted|asked for"
    r"|agreed|picked)\b"
    r"|(?:'s|\bmy|\bthe|\bour) (?:\w+ )?(?:target|goal|marker|aim)\b[^.!?;]{0,40}?\b(?:was|is)\b[^.!?;]{1,50}?(?:[;,—–]|\band\b)\s*"
    r"(?:i'?ve |i have |i )?(?:did|done|hit|held|managed|got|reached|made|beat|smashed|ran|walked|swam|lifted)\b", re.I)
_MILESTONE_READINGS_V51 = (_FIRST_FEAT_V51, _EXAM_PASSED_V51, _DEGREE_DONE_V51)


def _milestone_told_v51(norm: str, narrated: bool) -> bool:
    """v51: a first feat, an exam passed or a degree done (_MILESTONE_READINGS_V51), with _milestone_reached's guards, not a
    car's test, a medical test or a pass of something else (_NOT_MINE_TO_PASS_V51); or a mark someone set, met."""
    if _mark_met_v51(norm, narrated):
        return True
    if _NOT_MINE_TO_PASS_V51.search(norm) and not _FIRST_FEAT_V51.search(norm):
        return False
    return _milestone_reached(norm, narrated, _MILESTONE_READINGS_V51, own_subject=False)


def _mark_met_v51(norm: str, narrated: bool) -> bool:
    """v51: a mark someone set, told as met (_MARK_MET_V51), with _milestone_reached's guards but one: the "she" or "the physio"
    of the reading is the one who set the mark, so the sentence is another's only where it names another outside it."""
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        found = _MARK_MET_V51.search(norm, m.start(), m.end())
        if not found:
            continue
        head = sentence[: found.start() - m.start()]
        if _held_back(sentence, _NOT_REACHED, head) or _negator_before(norm, found.start()):
            continue
        rest = head + " " + sentence[found.end() - m.start():]
        if not narrated and _THIRD_PERSON.search(rest) and not _FIRST_PERSON.search(rest):
            continue
        return True
    return False


def _read_v51(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v51's readings on a message's analysis (after v50's): "stress" where _stress_told_v51 reads a load, "milestone" where
    _milestone_told_v51 reads a result, "missed" where _missed_told_v51 reads the writer's own session missed; where no older
    rule asserted or denied it and nothing asks, jokes or writes for another (a writer for the client is read as v50 does)."""
    if (_unread(result, "stress", norm) and "milestone" not in result.asserted
            and (narrated or not _PROXY.search(norm))
            and _stress_told_v51(norm, narrated)):
        result.asserted.add("stress")  # v51: "close to tears at my desk", "Can't settle."
    elif ("stress" not in result.asserted and not result.asks_only and not _JOKE.search(norm)
          and (narrated or not _PROXY.search(norm)) and not _GOOD_NERVES_V51.search(norm)
          and _stress_told_v50(norm, narrated, _STRESS_TOLD_OUTRIGHT_V51)):
        result.asserted.add("stress")  # v51: "Mood: 3 out of 10", "on edge, me most of all"
        result.denied.discard("stress")
    if (_unread(result, "milestone", norm) and _milestone_told_v51(norm, narrated or bool(_PROXY.search(norm)))):
        result.asserted.add("milestone")  # v51: "First Nordic curl today", "Motorbike assessment: passed!"
    if (_unread(result, "missed", norm) and not narrated
            and not _PROXY.search(norm) and _missed_told_v51(norm)):
        result.asserted.add("missed")  # v51: "Left boxing after ten minutes", "The 7am class came and went"
    return result


# v52 (issue 18: recall on new writers; v49-blind joined dev, its misses and the dev rounds' read by class). Readings of what
# the older rules leave unread, each with the guards the earlier rounds use.
#
# milestone: (a) a feat done "for the first time", told with a verb of doing it ("Swam the whole lake for the first time",
# "and I held a handstand with no wall for the first time"); what goes with it ("without the frame", "with no spotter") says
# how, not that it did not happen; (b) a result set apart with "never … before" after it ("Touched my toes, never got there
# before"), not a new ache ("never had that before" beside a pain); (c) an event or a grading done, told in either order
# ("Sprint tri done", "Grade five clarinet, in the bag", "Instructor rating signed off"), not an entry or a training week;
# (d) a number someone else set, met ("the figure the diabetes nurse set me", "where the consultant wanted it").
_DONE_VERB_V52 = (r"(?:landed|stuck|nailed|walked|ran|swam|cycled|rode|climbed|lifted|deadlifted|squatted|benched|pressed|held"
                  r"|hit|managed|completed|finished|touched|reached|jumped|cleared|hiked|summited|topped out|paddled|rowed"
                  r"|skated|skied|surfed|deadlifts|squats|lifts|pulled|carried|threw|balanced|stood|kicked up|got up)")
_FIRST_TIME_V52 = lazy_compile(
    r"(?:^|[,.;:!—–(]\s*|\b(?:and|then|so|finally|actually|today|yesterday|tonight|i)\s+)(?:finally |actually |just )?"
    + _DONE_VERB_V52 + r"\b[^.!?;]{0,70}?\bfor the (?:very )?first time(?: ever| in my life| in my \w+)?\b"
    r"(?! (?:since|in (?:ages|years|months|weeks|a while|a long time|forever|\d+))\b)"
    r"|(?:[,—–:]|\s-\s)\s*(?:the |my )?(?:very )?first (?:time |one )?(?:ever|in my life)(?=\s*(?:$|[.!,;)]|\W*[\U0001F300-\U0001FAFF]))"
    # the first time set apart after the result, with what went right in it ("…, the first time my heels touched the floor")
    r"|(?:[,—–:]|\s-\s)\s*the first time (?:i'?ve |i have |i |my [\w-]+ (?:have |has )?)(?:ever )?"
    r"(?!(?:been|tried|seen|heard|had|gone|went|visited|used|taken|took|eaten|ate|watched|won|bought|met|done that|felt|noticed)\b)"
    r"[\w-]+\b", re.I)
_NEVER_BEFORE_V52 = lazy_compile(
    r"(?:[,;:—–]|\s-\s|\band)\s*(?:i'?ve |i have |i'?d |i had )?never (?:once )?(?:got|gotten|had|managed|done|hit|reached|made"
    r"|held|landed|cleared|touched|been able to do) (?:that|there|it|this|one|close|near|that far|that close|so far|so close|anywhere"
    r" near)?(?: \w+)? before\b", re.I)
_NOT_A_RESULT_V52 = lazy_compile(
    r"\b(?:pain|hurt|hurts|ache|aches|aching|sore|twinge|sensation|feeling|felt|injury|problem|issue|rash|swelling|dizzy|numb"
    r"|tingl\w*|clicking|popping|symptom\w*|stressed|anxious|panic\w*|sick|nause\w*|killing|strain\w*|tweak\w*|sprain\w*"
    r"|pulled (?:a|my) (?:muscle|\w+)|bleeding|limp\w*"
    # an entry, not a result ("Booked my first triathlon, my first ever")
    r"|booked|entered|signed up|registered|paid for|entry)\b", re.I)
_EVENT_V52 = (r"(?:(?:sprint |olympic |middle[- ]distance |half |full |super )?(?:tri|triathlon|duathlon|aquathlon|ironman|70\.3)"
              r"|(?:half |full |ultra |trail |first )?marathon|ultra(?:marathon)?|sportive|century ride|expedition|trek|camino"
              r"|grading|grade (?:\d+|one|two|three|four|five|six|seven|eight)|rating|qualification|certification|award|badge|idc"
              r"|exam|assessment|audition)")
_EVENT_DONE_V52 = lazy_compile(
    r"\b" + _EVENT_V52 + r"\b(?:[ ,]+(?!(?:training|session|sessions|plan|entry|entries|kit|prep|block|registration|place|ticket"
    r"|booking|application|form|fee|fees|run|ride|swim|week|tomorrow|next|is|was|will|would|should|not|nearly|almost|still|revision"
    r"|notes|paperwork|homework|mock|practice)\b)[\w'-]+){0,3}?\s*(?:[,:—–=]|\s-\s)?\s*"
    r"(?:(?<![\w-])(?:done|finished|completed|complete)|in the bag|ticked off|signed off|passed)"
    r"(?=\s*(?:$|[.!,;)]|\W*[\U0001F300-\U0001FAFF]|\b(?:today|yesterday|at last|finally|and|officially|this morning|tonight)\b))",
    re.I)
# An exam or an assessment "done" is only sat, not passed: for those, only a pass, "in the bag" or "signed off" tells a result.
_SAT_ONLY_V52 = lazy_compile(r"\b(?:exam|assessment|audition)\b[^.!?]{0,40}?\b(?:done|finished|completed|complete)\b", re.I)
_SETTER_V52 = (r"(?:nurse|physio|physiotherapist|doctor|doc|gp|consultant|specialist|dietitian|dietician|surgeon|team|clinic|coach"
               r"|trainer|\w+ologist|\w+ician|\w+ist)")
_SET_BY_OTHER_V52 = lazy_compile(
    r"\b(?:the )?(?:figure|number|target|mark|weight|level|reading|range|time|goal|score|marker)(?: that)? (?:the |my |our )"
    r"(?:[\w-]+ ){0,2}?" + _SETTER_V52 + r" (?:set|gave|wanted|asked for|agreed)(?: me| us| for me| as my target)?\b"
    r"|\bwhere (?:the |my |our )(?:[\w-]+ ){0,2}?" + _SETTER_V52 + r" want(?:s|ed) (?:it|them|me)\b", re.I)
# (e) a result set apart as what was chased ("Rope climb to the top, chasing that since spring").
_CHASED_V52 = lazy_compile(
    r"(?:[,;:—–]|\s-\s)\s*(?:i'?ve been |been )?(?:chasing|chased|after|working on|working towards?) (?:that|this|it) (?:since|for)"
    r" (?:the |a |an |two |three |four |five |six |\d+ )?\w+", re.I)
_MILESTONE_READINGS_V52 = (_NEVER_BEFORE_V52, _EVENT_DONE_V52, _SET_BY_OTHER_V52, _CHASED_V52)


def _milestone_told_v52(norm: str, narrated: bool) -> bool:
    """v52: a feat done for the first time (_first_time_v52), a result never reached before, an event or a grading done or a
    mark someone set, met (_MILESTONE_READINGS_V52), with _milestone_reached's guards; "never … before" not beside an ache or a
    worry, an exam "done" only sat."""
    if _first_time_v52(norm, narrated):
        return True
    readings = tuple(rx for rx in _MILESTONE_READINGS_V52
                     if not (rx is _NEVER_BEFORE_V52 and _NOT_A_RESULT_V52.search(norm))
                     and not (rx is _EVENT_DONE_V52 and _SAT_ONLY_V52.search(norm) and not re.search(
                         r"\b(?:passed|in the bag|signed off|ticked off)\b", norm, re.I)))
    return bool(readings) and _milestone_reached(norm, narrated, readings, own_subject=False)


def _first_time_v52(norm: str, narrated: bool) -> bool:
    """v52: a feat done for the first time (_FIRST_TIME_V52), with _milestone_reached's guards, but the negation is read before
    the verb only: "with no spotter" and "without the frame" tell how it was done."""
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        found = _FIRST_TIME_V52.search(norm, m.start(), m.end())
        if not found:
            continue
        head = sentence[: found.start() - m.start()]
        if (_held_back(sentence, _NOT_REACHED, head) or _negator_before(norm, found.start())
                or _NOT_A_RESULT_V52.search(sentence)):
            continue
        if not narrated and (_OTHER_ACHIEVER_V38.search(head) or _KIN.search(head)
                             or (_THIRD_PERSON.search(sentence) and not _FIRST_PERSON.search(sentence))):
            continue
        return True
    return False


# missed: (a) a session stopped part-way, told by a count short of what was set ("only got through 3 of the 5 sets", "did two
# of eight and stopped", "intervals: 0 / 6 done", "0 of 3 attended"): fewer than set, and "only", none at all or a stop after;
# (b) a session or its parts that did not happen ("the accessory sets didn't happen", "Friday's workout, which never happened",
# "the booked session was not attended", "left the core work undone"); (c) v51's part-way with the verbs of dropping
# ("ditched the hill reps halfway", "packed in the intervals after two"); (d) none of them gone to ("I went to none",
# "attended zero"), where the message names a session; (e) a session the rules do not know by name, capitalised and placed
# on a day ("Didn't go to Zumbini on Tuesday"). _missed_told_v50's guards: a question, a hedge, a rest planned, another
# subject, a negation, a session done some other way.
_NUMBER_V52 = r"(?:\d{1,2}|zero|none|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_NUMBER_VALUES_V52 = {"zero": 0, "none": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                      "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_PARTS_V52 = (r"(?:sets?|rounds?|reps?|intervals?|efforts?|laps?|lengths?|drills?|circuits?|blocks?|exercises?|sessions?|classes"
              r"|workouts?|runs?|rides?|swims?|repeats?|sprints?|hills?|\d{3,4}s|miles?|km|k)")
_SHORT_COUNT_V52 = lazy_compile(
    r"\b(?P<only>only |just )?(?P<verb>did |done |got through |managed |completed |finished |got in |ticked off |made |attended "
    r"|went to )?"
    r"(?P<n>" + _NUMBER_V52 + r")(?: " + _PARTS_V52 + r")? ?(?:of|out of|/) ?(?:the |my |those |these )?(?P<m>" + _NUMBER_V52
    + r")(?:-\w+)?(?: [\w-]+){0,3}?(?P<rest>(?:[^.!?;]{0,40}?\b(?:done|attended|got done|happened|completed))?"
    r"(?:[^.!?;]{0,30}?\b(?:then|and|before) (?:i )?(?:packed it in|stopped|gave up|went home|headed home|called it|bailed|quit"
    r"|ran out of time|cut it short|threw in the towel|knocked it on the head))?)", re.I)
_MISSED_V52 = lazy_compile(
    # (b) did not happen, not attended, left undone
    r"\b(?:" + _SESSION_V51 + r"|" + _PARTS_V52 + r"|finisher|accessor(?:y|ies)|core work|core)\b(?: [\w']+){0,3}?,?(?: which| that)?"
    r" (?:didn'?t|did not|never) (?:happen(?:ed)?|get done|got done|get started|got started)\b"
    r"|\b(?:" + _SESSION_V51 + r")\b(?: [\w']+){0,2}? (?:was|were|went) (?:not|never) attended\b|\bwent unattended\b"
    r"|\bleft (?:all |the |my )?(?:[\w-]+ ){0,4}?(?:" + _PARTS_V52 + r"|finisher|core|accessory work|accessories)(?: [\w-]+){0,4}?"
    r" (?:undone|untouched|unfinished)\b"
    # (c) dropped part-way
    r"|\b(?:ditched|binned|dropped|packed in|knocked on the head|bailed on|cut short|stopped) (?:the |my |our |this |tonight'?s "
    r"|today'?s |\w+'s )?(?:[\w-]+ ){0,3}?(?:" + _SESSION_V51 + r"|" + _PARTS_V52 + r")\b(?: [\w']+){0,3}? " + _PARTWAY_V51 +
    # (f) a session named in several words after a verb of missing ("Forgot my Hot Power Flow class", "bunked off the Latin
    # social dance lesson"), which the older rules read only with one word between
    r"|\b(?:forgot|forgotten|bunked off|bunked|skived off|skived|skipped|missed|ditched|blew off|flaked on|bailed on|slept through)"
    r" (?:about )?(?:my|the|our|this week'?s|tonight'?s|today'?s|yesterday'?s) (?:[\w-]+ ){1,3}(?:class|session|lesson|workshop"
    r"|practice|training|drills)\b", re.I)
# (d) is read where the message names a session ("three spin classes booked, I went to none").
_NONE_GONE_TO_V52 = lazy_compile(
    r"\b(?:i )?(?:went to|attended|got to|turned up to|showed up to|made it to) (?:none|zero|nil)(?: of (?:them|those|these|it))?\b",
    re.I)
_NAMED_ON_A_DAY_V52 = lazy_compile(
    r"\b(?i:didn'?t|did not|didnt|never) (?i:go|get|make it|turn up|show up) (?i:to|2) (?P<name>[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)"
    r"(?: (?:class|session|lesson|workshop))? (?i:(?:on |last |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tonight|this morning|last night))\b")
_NOT_A_SESSION_NAME_V52 = lazy_compile(
    r"^(?:work|school|college|uni|church|mass|chapel|the|bed|sleep|mum|mom|dad|nan|gran|[A-Z][a-z]+'s)$", re.I)


def _short_count_v52(norm: str) -> bool:
    """v52: fewer done than were set, told by a count ("3 of the 5 sets"), with "only", none done or a stop after it."""
    for found in _SHORT_COUNT_V52.finditer(norm):
        n, m = (found.group(g).lower() for g in ("n", "m"))
        done, set_ = (int(x) if x.isdigit() else _NUMBER_VALUES_V52[x] for x in (n, m))
        if not done < set_ or set_ > 20:
            continue
        rest = found.group("rest") or ""
        if not (found.group("verb") or re.search(r"\b(?:done|attended|happened|completed)\b", rest)):
            continue  # a score, not a count of what was done ("knee 0/10")
        if found.group("only") or done == 0 or re.search(r"\b(?:then|and|before)\b", rest):
            return True
    return False


def _missed_told_v52(norm: str) -> bool:
    """v52: a session stopped short by count, one that did not happen or was left undone, dropped part-way, none gone to, or
    an unknown session name placed on a day (see above); _missed_told_v50's guards."""
    if _missed_told_v50(norm, (_MISSED_V52,)):
        return True
    if _short_count_v52(norm) and _missed_told_v50(norm, (_SHORT_COUNT_V52,)):
        return True
    if _SESSION_TOPIC_V50.search(norm) and _missed_told_v50(norm, (_NONE_GONE_TO_V52,)):
        return True
    for found in _NAMED_ON_A_DAY_V52.finditer(norm):
        if not any(_NOT_A_SESSION_NAME_V52.match(word) for word in found.group("name").split()):
            return _missed_told_v50(norm, (_NAMED_ON_A_DAY_V52,))
    return False


# pain: a body part the older rules do not name (a tooth, the jaw, a toenail, a scar, a nerve, the ribs "on the left") as the
# subject of a word of pain ("my jaw is sore", "the incision is throbbing", "the nerve screams when I drink", "ribs on the left
# are killing me", "back has seized"). Not the head: a pounding head beside a load is told as stress as often as pain. Guards:
# a question, a hedge, a negation, another's body, an ache that is over, soreness after training.
_PART_V52 = (r"(?:tooth|teeth|jaw|gums?|toenails?|nails?|bunions?|incision|scar|stitches|wound|nerve|temples?|sinuses|ears?|eyes?"
             r"|throat|tonsils|coccyx|tailbone|collarbone|sternum|pelvic floor|pubic bone|lats?|pecs?|traps?|forearms?|biceps?|triceps?"
             r"|thighs?|hamstrings?|quads?|calves|shins?|ribs?|lower back|upper back|back|spine|hip flexors?|knuckles?|fingertips?|palms?"
             r"|soles?|arch(?:es)?|buttocks?|glutes?|stump|bum|cheekbone|nose|wrists?|ankles?|knees?|elbows?|shoulders?"
             r"|neck|hips?|groin|heels?|toes?|feet|foot|hands?|fingers?|thumbs?|achilles)")
_PAIN_V52 = lazy_compile(
    r"\b" + _PART_V52 + r"\b(?: (?:on|in|at|down) (?:the |my )?(?:left|right|both|each|front|back|inside|outside)(?: side)?)?"
    r"(?:'s|'re| is| are| has| have| has been| have been| keeps?| still| just)*(?: really| so| properly| absolutely| bloody| proper)?"
    r" (?:killing me|murdering me|screaming|screams|throbbing|throbs|pounding|burning|burns|stinging|stings|aching|aches|sore"
    r"|tender|raw|swollen|seized(?: up)?|locked(?: up)?|in agony|agony|giving me (?:gyp|grief|hell|jip|jankers)|givin'? me (?:gyp|grief"
    r"|hell|jip)|at me|banjaxed|shot|in bits|gone (?:a |all )?(?:black and blue|purple|\w+ shade of purple|a (?:\w+ )?colou?r))\b"
    # an ache of the teeth or the ears, which older rules do not name ("Toothache again, can't chew on that side")
    r"|\b(?:toothache|tooth ache|earache|ear ache|jaw ache)\b"
    # a pain told by a likeness ("heel feels like stepping on glass", "swallowing feels like knives")
    r"|\b(?:" + _PART_V52 + r"|swallowing|stairs|every step|walking|kneeling)\b(?:'s| is| are)?(?: \w+)? (?:feels?|felt|feeling)"
    r" like (?:i'?m |i am )?(?:a |an )?(?:knives?|knife|glass|stepping on (?:glass|nails|knives|lego)|broken glass|needles|a hot poker"
    r"|being stabbed|a stab|it'?s on fire|fire)\b", re.I)
# Soreness after training that the message calls normal or good, or names as DOMS, is no injury (older rules' _GOOD_KIND).
_AFTER_TRAINING_V52 = lazy_compile(
    r"\b(?:doms|after (?:the |my |yesterday'?s |today'?s |that |those |all the )?(?:\w+ )?(?:session|workout|class|leg day|training"
    r"|gym|lifting|squats|deadlifts|lunges|run|ride|swim|sets?|circuits?)|from (?:the |my |those |all the )(?:\w+ )?(?:session"
    r"|workout|class|squats|deadlifts|lunges|sets?|training))\b", re.I)
_PAIN_GONE_AFTER_V52 = lazy_compile(
    r"\W*(?:'s|is|was|has|have|are)?\s*(?:been )?(?:finally |all |now |completely |totally )?(?:sorted|gone|better|fixed|fine|over"
    r"|cleared|healed|settled)\b", re.I)
_PAIN_OVER_V52 = lazy_compile(
    r"\b(?:was|were|used to be|no longer|not|isn'?t|aren'?t|wasn'?t|weren'?t|stopped|fine now|better now|all good|healed|gone)\b",
    re.I)


def _pain_told_v52(norm: str, narrated: bool, rx: re.Pattern[str] = _PAIN_V52) -> bool:
    """v52: a body part as the subject of a word of pain (_PAIN_V52, or v53's `rx`); not asked, hedged, over, negated or
    another's."""
    if _GOOD_KIND.search(norm) or _RESOLVED.search(norm):
        return False
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        if _held_back(sentence, _NOT_TOLD_PAIN):
            continue
        for found in rx.finditer(norm, m.start(), m.end()):
            if re.search(r"\b(?:sore|aching|aches|tender|burning|burns)\b", found.group(0), re.I) and _AFTER_TRAINING_V52.search(
                    sentence):
                continue  # "quads sore after leg day": soreness from training
            head = norm[m.start(): found.start()]
            clause = re.split(r"[,;:—–]|\s-\s|\b(?:but|and|so|because)\b", head)[-1]
            if (_HEDGE_V49.search(clause) or _negator_before(norm, found.start()) or _PAIN_OVER_V52.search(found.group(0))
                    or _PAIN_GONE_AFTER_V52.match(norm, found.end())):
                continue
            if not narrated and (_OTHERS_V39.search(clause) or _KIN.search(clause) or re.search(
                    r"\b(?:the (?:dog|cat|horse|baby|car|bike)|[A-Z][a-z]+'s)\b", clause)):
                continue
            return True
    return False


# stress: (a) something that has the writer shaking or on edge ("the audit has me shaking", "the news left me rattled"); (b) a
# churning stomach as had ("I've had a churning stomach since"); (c) Scots and dialect forms of can't settle ("cannae settle");
# (d)-(i) below. v39's and v40's guards (_stress_told_v50).
_STRESS_V52 = lazy_compile(
    r"\b(?:has|had|have|got|gets|leaves|left|keeps|kept|'s got) me (?:all |so |properly |really |totally )?(?:shaking|trembling|rattled"
    r"|on edge|in bits|in knots|in pieces|in a state|in a spin|up at night|lying awake|panicking|spiralling|spiraling|frazzled"
    r"|a wreck|a mess|sick with worry)\b"
    r"|\b(?:a|had a|have a|got a|with a) (?:churning|knotted|sick) (?:stomach|gut|tummy|belly)\b"
    r"|\b(?:cannae|canna|cannot|can'?t|cant) (?:settle|rest|switch off)(?: (?:at aa|at all|since|for worry|for worrying))\b"
    # (d) what keeps the writer awake ("the invoice is keeping me up at night"); (e) eyes welling up (not for joy); (f) a knot
    # of nerves; (g) panic, dread or sickness each time a thing comes ("panic every time the phone rings"); (h) the writer near
    # cracking ("I'm close to cracking", "I hold it together at work and fall apart at home"); (i) pidgin worry ("I dey fear")
    r"|\b(?:keep|kept|keeps|been|i'?m|i am|started) (?:welling|tearing) up\b"
    r"|\b(?:a|one big|a right|a little) (?:knot|bundle|ball|mass|wreck|jangle) of nerves\b"
    r"|\b(?:panic|panicking|dread|anxiety|anxious|heart racing|my heart races|feel sick|i feel sick) every time (?:i|my|the|someone"
    r"|anyone|a|an|it|they|he|she)\b"
    r"|\b(?:i'?m|i am|i|and) (?:close to |about to |on the verge of |near )?(?:cracking|crack up|cracking up|falling apart|fall apart)\b"
    r"(?! (?:jokes|a joke|up laughing|with laughter)\b)"
    r"|\b(?:i|a|me) (?:di|dey|de) (?:worry|fear)\b", re.I)


# (d) is read only where no pain is: an ache keeps people awake too ("the toothache is keeping me up").
_KEPT_AWAKE_V52 = lazy_compile(
    r"\b(?:keeps|keeping|kept|keep) me (?:up|awake)(?: at night| all night|:)?(?=\s*(?:$|[.!,;:]|\b(?:at|all|every|most|half|till"
    r"|until|worrying|thinking)\b))", re.I)
_WELLING_UP_V52 = lazy_compile(r"\b(?:welling|tearing) up\b", re.I)  # beside joy or pride, no load (as v51's tears)
_AN_ACHE_V52 = lazy_compile(r"\b(?:\w*aches?|pain\w*|sore\w*|hurt\w*|throb\w*|injur\w*|itch\w*|cough\w*|wheez\w*)\b", re.I)
# A writer's apology for their English or their spelling ("My English is not so good, sorry") is no low mood: an older rule
# reads "not so good" as one denied; the message without that clause is read again.
_LANGUAGE_APOLOGY_V52 = lazy_compile(
    r"\b(?:my|excuse my|sorry for my|sorry about my|forgive my) (?:english|spelling|grammar|typing|writing|german|french|spanish)"
    r"(?: is| isn'?t| was)?(?: not)?(?: so| very| too| that)?(?: good| great| bad| poor| perfect| the best)?\b", re.I)


def _read_v52(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v52's readings on a message's analysis (after v51's): "milestone" where _milestone_told_v52 reads a result (a feat done
    for the first time even where an older rule read its "no" or "without" as a denial), "missed" where _missed_told_v52 reads
    the writer's own session missed, "pain" where _pain_told_v52 reads a body part in pain, "stress" where _STRESS_V52 reads a
    load; where nothing asks, jokes or writes for another (a writer for the client is read as the older rules do)."""
    proxy = bool(_PROXY.search(norm))
    if ("milestone" not in result.asserted and not result.asks_only and not _JOKE.search(norm)
            and ("milestone" not in result.denied or _FIRST_TIME_V52.search(norm))
            and _milestone_told_v52(norm, narrated or proxy)):
        result.asserted.add("milestone")  # v52: "Swam the whole lake for the first time", "Sprint tri done"
        result.denied.discard("milestone")
    if (_unread(result, "missed", norm) and not narrated
            and not proxy and _missed_told_v52(norm)):
        result.asserted.add("missed")  # v52: "Only got through 3 of the 5 sets", "the finisher didn't happen"
    if (_unread(result, "pain", norm) and (narrated or not proxy) and _pain_told_v52(norm, narrated)):
        result.asserted.add("pain")  # v52: "my jaw is sore", "ribs on the left are killing me"
    if (_unread(result, "stress", norm) and not (_WELLING_UP_V52.search(norm) and _JOY_TEARS_V51.search(norm))
            and (narrated or not proxy) and (_stress_told_v50(norm, narrated, _STRESS_V52) or (
                "pain" not in result.asserted and not _AN_ACHE_V52.search(norm)
                and _stress_told_v50(norm, narrated, _KEPT_AWAKE_V52)))):
        result.asserted.add("stress")  # v52: "the audit has me shaking", "cannae settle at aa"
    if "stress" in result.denied and "stress" not in result.asserted and _LANGUAGE_APOLOGY_V52.search(norm):
        cut = _without_clauses(norm, _LANGUAGE_APOLOGY_V52)
        if cut != norm and "stress" in analyse(cut, narrated).asserted:
            result.asserted.add("stress")  # v52: "Sorry, my English is not good. I am so tense these days"
            result.denied.discard("stress")
    return result


# v53 (issue 18; v51-blind joined dev, its misses and false alarms and the dev rounds' read by class). Readings of what the
# older rules leave unread, and guards on stress, each with the guards the earlier rounds use.
#
# Writers for the client the older openers do not name (the largest class of misses on the held-out rounds): a role after a
# name's possessive from a wider list ("Hello, I'm Leo's key caseworker", "Ana's line manager here,"), "his / her <role>
# here", a role "here for <Name> (", someone relaying what the client asked ("she has asked me to apologise", "he'd like you
# to know"), a signature at the end ("- Ana's aunt", "(her PA)"), a writer who runs the client's messages, or writes because
# the client's phone is lost or broken. What they tell of the client is read as the older writers' is (_told_of_client).
_PROXY_ROLE_V53 = (r"(?:case ?worker|legal guardian|guardian|line manager|band-?mate|ea|pa|executive assistant|personal assistant"
                   r"|press office|press officer|publicist|spokesperson|agent|supervisor|tutor|mentor|music teacher|teacher|pacer"
                   r"|coxswain|cox|belayer|spotter|caddie|caddy|chaperone|sponsor|team manager|club secretary|parent|"
                   + _PROXY_ROLE_V39[1:-1] + r"|" + _PROXY_ROLE_V40[1:-1] + r")")
_NAME_V53 = r"(?:(?:mr|mrs|ms|miss|dr)\.? )?(?-i:[A-Z][a-z]+)"
_WRITER_FOR_CLIENT_V53 = lazy_compile(
    r"^\W*(?:(?:hi|hello|hey|morning|evening|good (?:morning|afternoon|evening))\W+)?(?:i'?m|i am|it'?s|this is) " + _NAME_V53
    + r"'s " + _PROXY_ROLE_V53 + r"\b"
    r"|^\W*(?:(?:hi|hello|hey)\W+)?" + _NAME_V53 + r"'s [\w-]+(?: [\w-]+)? here\b"
    r"|^\W*(?:(?:hi|hello|hey)\W+)?(?:his|her|their) [\w-]+(?: [\w-]+)? here\b"
    r"|^\W*(?:(?:hi|hello|hey)\W+)?[\w-]+(?: [\w-]+)? (?:here )?for " + _NAME_V53 + r"\s*[(:,–—-]"
    r"|\b(?:he|she|they|" + _NAME_V53 + r")(?: has| had|'s)? (?:asked|wanted|told) me to (?:apologi[sz]e|explain|pass on|let you know"
    r"|tell you|message|text|email|write)\b"
    r"|\b(?:he|she|they)(?:'d| would) like you to know\b"
    r"|(?:^|[\s.!])(?:[-—–]+|\()\s*(?:(?:his|her|their) |" + _NAME_V53 + r"'s )" + _PROXY_ROLE_V53 + r"\)?\W*$"
    r"|\bmanage (?:his|her|their|" + _NAME_V53 + r"'s) (?:messages|phone|texts|emails|diary|inbox|account|correspondence)\b"
    r"|\b(?:writing|texting|messaging|typing) (?:as|because|since) (?:he|she|they)(?:'s| has| have|'ve)? (?:lost|broken|broke|smashed"
    r"|dropped|forgotten|left) (?:his|her|their) phone\b", re.I)
_RELAY_V53 = lazy_compile(
    r"\b(?:he|she|they|" + _NAME_V53 + r")(?: has| had|'s)? (?:asked|wanted|told) me to (?:apologi[sz]e|explain|pass on|let you know"
    r"|tell you|message|text|email|write)(?: (?:to )?you)?(?: that)?\b|\b(?:he|she|they)(?:'d| would) like you to know(?: that)?\b",
    re.I)


def _older_writer_for_client(norm: str) -> bool:
    """The writers for the client the older rounds name (v32 to v40), whom _analyse_message already reads as such."""
    return bool(_WRITER_FOR_CLIENT.search(norm) or _WRITER_FOR_CLIENT_V36.search(norm) or _writes_for_client_v37(norm)
                or _WRITER_FOR_CLIENT_V38.search(norm) or _writes_for_client_v39(norm) or _WRITER_FOR_CLIENT_V40.search(norm))


# milestone: (a) a mark needed, met ("Passed the theory test with 47, the score I needed"); (b) a grade's result ("grade 3
# cello: distinction"); (c) a barrier broken ("the 25-minute barrier is finally broken"); (d) a first solo ("first solo
# flight"); (e) a first match, race or run since an operation or an injury; (f) "… and I passed"; (g) what was chased since
# ("the muscle-up I've chased since June"); (h) a certificate or a licence finished or passed, the grading up to five words
# before "passed"; (i) "never … before" as a sentence of its own after the result ("Four lengths without stopping. I'd never
# swum that far before.").
_MILESTONE_V53 = lazy_compile(
    r"\b(?:passed|got|scored|hit|made|achieved|earned)\b[^.!?]{0,60}?(?:[,;:—–]|\s-\s)\s*(?:exactly |just )?the (?:score|mark|grade"
    r"|band|time|number|result|points) (?:i|we) (?:needed|wanted|was after|was aiming for|had to get)\b"
    r"|\bgrade (?:\d|one|two|three|four|five|six|seven|eight)\b[^.!?]{0,30}?[,:—–]\s*(?:a |with )?(?:pass|merit|distinction|passed)\b"
    r"|\b(?:broke|broken|smashed|cracked|busted) (?:through )?(?:the|that|my) (?:[\w-]+ ){0,3}?barrier\b"
    r"|\bbarrier(?:'s| is| has been| was)? (?:finally |officially |well and truly |now )?(?:broken|smashed|cracked)\b"
    r"|\bfirst (?:full |proper |competitive |real )?(?:match|game|race|run|ride|swim|session|climb|bout|fight|shift|hike|walk)"
    r" (?:back )?since (?:the |my |they |i )(?:[\w-]+ ){0,3}?(?:op|operation|surgery|rebuil\w+|reconstruction|acl|cruciate"
    r"|replacement|fracture|transplant|chemo|stroke|heart attack)\b"
    r"|\b(?:and|but|then) i passed\b(?! (?:out|on|up|by|it|the|a|an|my|over|away|through)\b)"
    r"|\b(?:i'?ve|i have) (?:been )?(?:chased|chasing|been after|worked towards?|been working towards?) (?:since|for (?:a |the |two"
    r" |three |\d+ )?(?:years?|months?|ages))\b"
    r"|\b(?:certificate|diploma|licence|license|qualification|grading|exam|test|assessment)\b(?: [\w'-]+){0,5}?\s*(?:[,:—–]|\s-\s)"
    r"\s*(?:passed|in the (?:bag|pocket)|signed off)\b"
    r"|\b(?:certificate|diploma|licence|license|qualification)(?: [\w-]+)? (?:finished|done|completed|complete|in the pocket"
    r"|in (?:my|the) pocket)\b(?=\s*(?:$|[.!,;)]))", re.I)
# "never … before" and a first solo tell of a thing still ahead as easily ("first solo with the band tonight"): read only where
# nothing in the message is still to come (_STILL_AHEAD_V53).
_NEVER_BEFORE_V53 = lazy_compile(
    r"\bfirst (?:ever )?solo [\w-]+\b"
    r"|(?<=[.!] )(?:i'?ve |i have |i'?d |i had )?never (?:once )?(?:done|run|ran|swum|swam|ridden|rode|cycled|walked|hiked|lifted"
    r"|gone|managed|held|climbed) (?:that far|that long|that much|that heavy|that fast|so far|so long|a \w+|an \w+|one|it|that"
    r"|this)(?: \w+)? before\b"
    r"|(?:[,;:—–]|\s-\s)\s*never (?:gone|run|swum|ridden|walked|cycled|lifted|held|done) (?:that|so) (?:far|long|heavy|much|fast)"
    r"(?: before)?\b", re.I)
# A thing still to come ("I've never done a marathon before, so nervous about Sunday").
_STILL_AHEAD_V53 = lazy_compile(
    r"\b(?:tomorrow|next|tonight|nervous|worried|scared|terrified|can'?t wait|signed up|entered|booked|going to|gonna|will|this"
    r" (?:weekend|saturday|sunday))\b", re.I)


def _milestone_told_v53(norm: str, narrated: bool) -> bool:
    """v53: a result in one of _MILESTONE_V53's classes, with _milestone_reached's guards; not beside a pain or an entry, nor
    an event still ahead."""
    if _NOT_A_RESULT_V52.search(norm):
        return False
    readings = (_MILESTONE_V53, _MILESTONE_MORE_V53) + (() if _STILL_AHEAD_V53.search(norm) else (_NEVER_BEFORE_V53,))
    return _milestone_reached(norm, narrated, readings, own_subject=False, clause_negation=True)


# missed: (a) none of the set sessions done ("two swims planned and I did neither", "managed zero of them"); (b) sessions
# that went by undone ("the tempo runs slipped by undone"); (c) a session that went ahead without the writer; (d) a session
# named in several words after "didn't make / couldn't get to" ("Didn't make underwater rugby training this week").
_MISSED_V53 = lazy_compile(
    r"\b(?:did|managed|made|got to|went to|attended|completed|got through|got done|ticked off) (?:neither|none|zero|nil)"
    r"(?: of (?:them|those|these|it))?\b"
    r"|\b(?:slipped by|slipped past|went by|went|stayed|sat|got left|were left|was left) undone\b"
    r"|\b(?:went ahead|went on|carried on|happened|ran|got going) without me\b"
    r"|\b(?:didn'?t|did not|couldn'?t|could not|never) (?:make|get to|go to|attend|make it to) (?:my |the |our |this week'?s |tonight'?s"
    r" |today'?s |\w+'s )?(?:[\w-]+ ){1,3}?(?:training|class|session|lesson|practice|workout)\b", re.I)


def _missed_told_v53(norm: str) -> bool:
    """v53: _MISSED_V53 where the message names a session before it or in it ("did none of the reading for book club" is
    none), with _missed_told_v50's guards."""
    return any(_SESSION_TOPIC_V50.search(norm, 0, found.end()) for rx in (_MISSED_V53, _MISSED_MORE_V53)
               for found in rx.finditer(norm)) and _missed_told_v50(norm, (_MISSED_V53, _MISSED_MORE_V53))


# pain: (a) a body part that "pains me" or "screams" ("my lumbar region screams after the move"); (b) a part blistered or
# swollen and sore ("heel's blistered and too sore for shoes"); (c) a blister or a cut "that stings"; (d) a part named, then
# "it's still sore" ("had a jab in my hip and it's still really sore"). _pain_told_v52's guards.
_PART_V53 = r"(?:lumbar(?: region| spine)?|sacrum|si joint|sciatic nerve|" + _PART_V52[3:]
_PAIN_V53 = lazy_compile(
    r"\b" + _PART_V53 + r"\b(?:'s| is| are| has| have| still| just)* (?:really |so |properly )?(?:pains? me|paining me|screams"
    r"|screaming|hurting me)\b"
    r"|\b" + _PART_V53 + r"(?:'s| is| are)? (?:blistered|swollen|bruised|grazed|cut|inflamed) and (?:too |really |so |properly |very )?"
    r"(?:sore|painful|tender|raw|throbbing)\b"
    r"|\b(?:blister|cut|graze|bruise|wound|lump|corn|splinter)\b[^.!?]{0,40}?\bthat (?:stings|hurts|throbs|burns|aches|kills)\b"
    r"|\b(?:in|on|to) my " + _PART_V53 + r"\b[^.!?]{0,40}?\band it'?s (?:still )?(?:really |so |very |properly )?(?:sore|painful"
    r"|throbbing|tender|swollen|agony|killing me)\b", re.I)


# stress: (a) living on dread ("living on caffeine and dread"); (b) worn down with worry, dialect too ("fair worn doon wi
# worry"); (c) no sleep for thinking ("can't sleep for worrying"); (d) panic mode. _stress_told_v50's guards.
_STRESS_V53 = lazy_compile(
    r"\b(?:living|running|surviving|existing) on (?:\w+ and )?(?:dread|nerves|anxiety|worry|panic)\b"
    r"|\b(?:worn|wore) (?:down|doon|out|thin) (?:with|wi|by|from) (?:worry|worrying|stress|nerves)\b"
    r"|\b(?:cannet|cannae|canna|can'?t|cant|couldn'?t) (?:sleep|settle|switch off|eat) (?:for|fer) (?:thinkin\w*|worry\w*|the worry"
    r"|nerves|stress)\b"
    r"|\b(?:full|total|complete|absolute|full-on|full on) panic mode\b|\b(?:in|into) panic mode\b", re.I)
# Stress read where none is told: "stress" as a load on a thing ("the welds passed their stress tests", "the mast takes the
# stress") or a verb of emphasis ("I'd like to stress that Tuesday is better"); tiredness said good ("worn out in the best
# way", "stiff but that was fun"); a thrill from a screen or a game ("the final had my heart racing"); a low reading ("stress
# score low all weekend"); a load dated and said over ("Burnt out in 2019 ... a different person now").
_STRESS_TERM_V53 = lazy_compile(
    r"\b(?:stress|stresses)[- ](?:checks?|tests?|testing|tested|fractures?|reactions?|analysis|calcs?|calculations?|points?|cracks?"
    r"|concentrations?)\b"
    r"|\b(?:hull|load|bone|material|metal|beam|girder|shear|tensile|thermal|structural|mechanical|wind|cyclic)[- ]stress\b"
    r"|\b(?:takes?|took|handles?|handled|bears?|bore|carries|carried|spreads?|absorbs?) the (?:\w+ )?stress\b"
    r"|\bstress (?:it|them) to\b"
    r"|\b(?:want|wanted|like|need|needed|must|should)(?: me| you| us)? to stress\b|\bto stress that\b|\b(?:i|we) (?:must|should|'d"
    r"|would) (?:like to )?stress\b", re.I)
_GOOD_TIRED_V53 = lazy_compile(
    r"\b(?:tired|wiped|knackered|shattered|exhausted|wrecked|spent|cooked|done in|wiped out|worn out)\b[^.!?]{0,30}?\bin (?:the|a)"
    r" (?:nicest|best|good|loveliest|happiest|right) (?:way|sense|possible way)\b"
    r"|\b(?:wiped|took|knocked|tired|wore) me out in the (?:best|nicest|good|right) (?:way|sense)\b"
    r"|\b(?:tired|aching|achy|stiff)\b but (?:fine|happy|good|worth it|(?:it|that) was (?:pure |so much |great |good )?fun|nothing hurts"
    r"|no pain)\b", re.I)
_THRILL_V53 = lazy_compile(
    r"\b(?:film|movie|show|episode|rewatch|series|finale|thriller|match|game|final|ride|rollercoaster|book|novel|penalties"
    r"|shoot-?out|documentary)\b[^.!?]{0,30}?\b(?:had|left|got|set) my heart (?:racing|pounding|thumping)\b", re.I)
_LOW_READING_V53 = lazy_compile(
    r"\bstress (?:bar|score|level|graph|reading|number|gauge)\b[^.!?]{0,25}?\b(?:low|(?:at|of|was|sat at|read) (?:[0-9]|1[0-9]|2[0-5])"
    r"\b)", re.I)
_PAST_LOAD_V53 = lazy_compile(
    r"[^.!?;]*\b(?:burnout|burn-out|burnt out|burned out|signed off|breakdown)\b[^.!?;]*\b(?:(?:19|20)\d\d|\w+ years? ago|years ago"
    r"|back then|last (?:year|spring|summer|autumn|winter))\b[^.!?;]*", re.I)
_NOW_FINE_V53 = lazy_compile(
    r"\b(?:different (?:person|life|man|woman|world) now|(?:haven'?t|never) looked back|calm as anything|i'?m (?:solid|fine|good"
    r"|great|grand|sorted)|(?:all|totally|completely|long) (?:behind me|over)|in a (?:much )?better place|now i'?m (?:fine|good"
    r"|solid|calm|great))\b", re.I)
_NOT_STRESS_V53 = (_STRESS_TERM_V53, _GOOD_TIRED_V53, _THRILL_V53, _LOW_READING_V53)

# (j) a licence or a certificate issued ("pilot's licence issued!"; not a replacement's); (k) "I passed my / the … exam / test / kyu"; (l) a first
# weight or a first time under a mark ("my first 120 kg squat", "a first 10k under 45"); (m) the quickest, furthest or
# heaviest "I've ever" gone; (n) a number "I'd never reached"; (o) a mark someone set, met, told by its setter's possessive
# set apart ("…, the podiatrist's end goal") or as what the setter set under or over ("under the limit my GP set"); (p) a
# first paid job or gig; (q) an old best beaten ("beat my old best on the hill by a minute").
_MILESTONE_MORE_V53 = lazy_compile(
    r"(?<!replacement )(?<!renewed )(?<!new )\b(?:licen[cs]e|certificate|diploma|rating|permit)\b(?: [\w-]+)? (?:issued|granted"
    r"|awarded)\b"
    r"|\bholder of (?:a |my |the )?(?:full )?[\w -]{0,20}?licen[cs]e\b"
    r"|\bi (?:finally |just |actually |only went and )?passed (?:my|the) (?:[\w'-]+ ){0,4}?(?:exam|test|assessment|grading|course"
    r"|qualification|audition|medical|check ?ride|kyu|dan|grade|belt|level|theory|practical)\b"
    r"|\bpassed my (?:[\w'-]+ ){0,2}?(?:kyu|dan|belt)\b"
    r"|\b(?:my|a) (?:very )?first (?:sub-?)?\d+(?:[.,]\d+)? ?(?:kg|kilo|kilos|k|km|lb|lbs|kilogram)\b"
    r"|\b(?:my|a) (?:very )?first (?:half marathon|marathon|10k|5k|10 ?km|5 ?km|century|triathlon|\w+) under \d"
    r"|\b(?:quickest|fastest|furthest|farthest|heaviest|longest|highest|strongest|best) (?:\w+ )?i'?ve ever (?:gone|done|run|ran|lifted"
    r"|swum|swam|ridden|rode|managed|hit|climbed|jumped|thrown|held)\b"
    r"|\b(?:a|the) (?:number|weight|time|distance|mark|level|score) i'?d never (?:reached|hit|managed|done|got to|seen)\b"
    r"|(?:[,;:—–]|\s-\s)\s*the (?:[\w-]+ )?" + _SETTER_V52 + r"'s (?:[\w-]+ ){0,2}?(?:target|goal|marker|mark|number|figure|ceiling"
    r"|limit)\b"
    r"|\b(?:under|below|within|over|above|past) the (?:ceiling|limit|line|target|marker|bar|threshold|figure|number) (?:my|the|our)"
    r" (?:[\w-]+ )?" + _SETTER_V52 + r" (?:set|gave|wrote|agreed)\b"
    r"|\bfirst (?:ever )?paid (?:job|gig|commission|contract|performance|show|booking|work)\b"
    r"|\bbeat (?:my|her|his) (?:old |previous |own |last |personal )?(?:best|pb|pr|record)\b", re.I)


# missed (e): none of a session this week ("Tai chi in the park — none this week"); (f) not bothered going; (g) the home
# routines sent left untouched ("the mobility routines you sent are untouched"); (h) my own class cancelled.
_MISSED_MORE_V53 = lazy_compile(
    r"(?:[,:—–]|\s-\s)\s*none (?:this|last) week\b"
    r"|\b(?:and |so )?(?:i )?didn'?t bother (?:going|turning up|showing up|going in|getting up)\b"
    r"|\b(?:routines?|sessions?|workouts?|programme|program|plan|exercises|videos?)\b[^.!?]{0,30}?\b(?:are|is|were|was|sit|sat|lie|lay)"
    r" (?:still )?untouched\b|\bnot (?:one|a single one) (?:attempted|done|tried)\b"
    r"|\bcancell?ed my own (?:[\w-]+ ){0,4}?(?:class|session|lesson|workout|training)\b", re.I)


# stress (e): nails bitten or teeth ground over something ("chewing my nails to nothing", "grinding my teeth over the
# audit"); (f) the body's alarm each time a thing comes ("tight chest every time the phone goes"); (g) up in the small hours
# making lists or worrying; (h) "exactly what my nerves needed" (sarcasm).
_STRESS_MORE_V53 = lazy_compile(
    r"\b(?:gnawing|gnawed|biting|bitten|bit|chewing|chewed) (?:my )?(?:finger)?nails (?:to (?:stumps|the quick|nothing|bits)|down)\b"
    r"|\bgrinding my teeth (?:at night )?(?:over|about|with worry)\b"
    r"|\b(?:tight chest|chest tightens|stomach drops|stomach lurches|my heart sinks|heart sinks|knot in my stomach) every time\b"
    r"|\b(?:i'?m |been |i was |lying )?(?:up|awake) at (?:[1-4]|two|three|four) ?(?:am|a\.m\.|in the morning)\b[^.!?]{0,20}?"
    r"\b(?:writing lists|making lists|worrying|thinking|fretting|panicking|stressing|checking|going over)\b"
    r"|\b(?:exactly|just) what my nerves (?:needed|need)\b", re.I)


def _read_v53(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v53's readings on a message's analysis (after v52's): a writer for the client the older openers miss, read as they
    are; "milestone", "missed", "pain" and "stress" in v53's classes where no older rule asserted or denied them and nothing
    asks, jokes or writes for another; stress dropped where the message without a term, a good tiredness, a thrill, a low
    reading or a load dated and over reads none."""
    if not narrated and _WRITER_FOR_CLIENT_V53.search(norm) and not _older_writer_for_client(norm):
        # The writer's naming of themselves and the relay are left out, and a colon after them starts what is told.
        told = _WRITER_FOR_CLIENT_V53.sub(" ", _RELAY_V53.sub(" ", _RELAY_V40.sub(" ", _RELAY_V37.sub(" ", norm))))
        client = _told_of_client(re.sub(r":\s", ". ", told))
        if not re.search(r"\b(?:" + _BODY + r"|" + _PART_V53 + r")\b", told, re.I):
            client.discard("pain")  # a strain or a lost voice told of the client with no body part is no injury read here
        for label in ("stress", "pain"):
            if label in result.asserted and label not in client:
                result.asserted.discard(label)  # v53: the writer's own state ("I'm Ana's guardian, bit frazzled myself")
                result.denied.add(label)
        result.asserted |= client  # v53: "Ana's line manager here, she's been off sick and missed the Tuesday class"
        result.denied -= client
        return result
    proxy = bool(_PROXY.search(norm))
    if (_unread(result, "milestone", norm) and _milestone_told_v53(norm, narrated or proxy)):
        result.asserted.add("milestone")  # v53: "grade 3 cello: distinction", "first solo flight"
    if (_unread(result, "missed", norm) and not narrated
            and not proxy and _missed_told_v53(norm)):
        result.asserted.add("missed")  # v53: "two swims planned and I did neither"
    if (_unread(result, "pain", norm) and (narrated or not proxy) and _pain_told_v52(norm, narrated, _PAIN_V53)):
        result.asserted.add("pain")  # v53: "my lumbar region screams", "a blister that stings"
    if (_unread(result, "stress", norm) and "milestone" not in result.asserted
            and (narrated or not proxy)
            and (_stress_told_v50(norm, narrated, _STRESS_V53) or _stress_told_v50(norm, narrated, _STRESS_MORE_V53))):
        result.asserted.add("stress")  # v53: "living on caffeine and dread", "can't sleep for worrying"
    if "stress" in result.asserted:
        for rx in _NOT_STRESS_V53:
            if rx.search(norm) and "stress" not in analyse(rx.sub(" ", norm), narrated).asserted:
                result.asserted.discard("stress")  # v53: "the welds passed their stress tests", "wiped out in the best way"
                result.denied.add("stress")
                break
        else:
            if (_PAST_LOAD_V53.search(norm) and _NOW_FINE_V53.search(norm)
                    and "stress" not in analyse(_PAST_LOAD_V53.sub(" ", norm), narrated).asserted):
                result.asserted.discard("stress")  # v53: "Burnt out in 2019 at the bank. A different person now"
                result.denied.add("stress")
    return result


# v59 (issue 18: milestone recall; v57-blind joined dev, its misses and v46- ... v54-blind's read by class; docs/BENCHMARKS.md,
# "Detectors v59"). Two classes of a result told with no milestone word, written from those rounds' misses and judged on
# v55- and v56-blind (not read while writing): H, a clinician's target reached ("beneath the 48 my practice diabetes nurse
# and I agreed", "which the OT set as his goal at discharge"); E, a thing done after an effort told since a time
# ("Been attempting that ramp every week since July", "Six months on that bar.", "something I haven't managed since the
# 1970s", "In April twenty was my limit"). A third class, a number beaten said as a comparison ("47.5 had been my
# ceiling"), caught none of the judge rounds' misses and raised false alarms on the older rounds: not read here.
_CLINICIAN_V59 = (r"(?:nurse|gp|doctor|doc|physio\w*|surgeon|consultant|clinic|specialist|dietitian|dietician|cardiologist"
                  r"|rheumatologist|diabetes team|rehab team|occupational therapist|ot)")
_SEASON_V59 = (r"(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer"
               r"|autumn|winter|new year|christmas|easter)")
_CLINICIAN_TARGET_V59 = lazy_compile(
    r"\b(?:under|below|beneath|inside|within)\b[^.!?]{0,40}\b(?:line|figure|target|number|aim|goal|limit|\d+)\b[^.!?]{0,40}\b"
    + _CLINICIAN_V59 + r"\b"
    r"|\b(?:target|aim|goal|number|line|figure) (?:that |which )?(?:the |my |his |her |our )?(?:[\w-]+ )?" + _CLINICIAN_V59
    + r"\w* (?:and (?:i|you) )?(?:set|wrote|gave|asked|pencilled|agreed|put)"
    r"|\b" + _CLINICIAN_V59 + r" (?:set|wrote|gave|agreed) (?:[\w/-]+ ){0,3}(?:target|aim|goal|line|limit)\b"
    r"|\b(?:the |a )?(?:very )?rehab (?:aim|target|goal)\b", re.I)
_EFFORT_SINCE_V59 = lazy_compile(
    r"\b(?:attempting|trying|chasing|projecting|working on|drilling|practi[sc]ing|creeping up to) (?:that|this|it)\b[^.!?]{0,30}"
    r"\bsince\b"
    r"|\b(?:projecting|chasing) (?:it |that |this )?since\b"
    r"|\b(?:every \w+|months|weeks|years|a year|half a year|a winter|all (?:autumn|winter|summer|spring))\b[^.!?]{0,50}\bfor"
    r" (?:that|this)\s*(?:[.!]|$)"
    r"|\b(?:months|weeks|years) on (?:that|this|it)(?: \w+)?\s*(?:[.!]|$)"
    r"|\b(?:failed )?attempts since\b"
    r"|\b(?:haven'?t|hadn'?t|have not|had not) (?:been able to |managed to )?(?:do |get near |manage )?(?:that|it)\b[^.!?]{0,20}"
    r"\bsince\b|\bsomething i (?:haven'?t|hadn'?t) (?:done|managed) since\b"
    r"|\bthat'?s never happened\b", re.I)
# "the GP's aim for me was under 130", "the diabetes nurse's line in the sand was 48. Under it": the clinician's line named
# first is read only where the message tells it met ("The nurse's line was 48 and I came in at 51" is no milestone).
_CLINICIANS_LINE_V59 = lazy_compile(r"\b" + _CLINICIAN_V59 + r"'s (?:[\w/-]+ ){0,3}(?:target|aim|goal|line|limit)\b", re.I)
_LINE_MET_V59 = lazy_compile(r"\b(?:under|below|beneath|inside|hit|reached|met|made it|done|managed|at last|finally|achieved"
                             r"|held)\b", re.I)
# "Last spring a mile had me wheezing": read only where the message names an amount (a redundancy scare "had me" is none).
_COULD_NOT_BEFORE_V59 = lazy_compile(
    r"\b(?:a year ago|last (?:year|" + _SEASON_V59 + r")|in " + _SEASON_V59 + r")\b[^.!?]{0,40}\b(?:couldn'?t|could not|wobbled"
    r"|wiped me out|left me|was my limit|barely)\b", re.I)
_AMOUNT_V59 = lazy_compile(r"\d|\b(?:one|two|three|four|five|six|ten|twenty|fifty|hundred|miles?|lengths?|laps?|km|kilo|kg|bar"
                           r"|reps?|steps?|minutes?)\b", re.I)
# Not yet, nearly, hoped for, planned, equalled or someone's old days: the readings above tell of these as easily.
_NOT_YET_V59 = lazy_compile(
    r"\?|\b(?:not yet|still (?:can'?t|couldn'?t|over|above|not)|nearly|almost|so close|shy of|short of|one day|hopefully|hope"
    r"|hoping|aiming|aim is|goal is|target is|want to|wants me to|going to|gonna|plan|planning|next (?:week|month|time|year)"
    r"|tomorrow|equall?ed|matched|same as|within|outside|off my|missed|to beat|back when|used to)\b", re.I)


def _milestone_told_v59(norm: str, narrated: bool) -> bool:
    """v59: a result in class H or E above, with _milestone_reached's guards (a negation in its own clause, another's result,
    a plan or a hedge); nothing in the message not yet, nearly or hoped for."""
    if _NOT_YET_V59.search(norm):
        return False
    readings = ((_CLINICIAN_TARGET_V59, _EFFORT_SINCE_V59) + ((_CLINICIANS_LINE_V59,) if _LINE_MET_V59.search(norm) else ())
                + ((_COULD_NOT_BEFORE_V59,) if _AMOUNT_V59.search(norm) else ()))
    return _milestone_reached(norm, narrated, readings, own_subject=False, clause_negation=True)


def _read_v59(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v59's reading on a message's analysis (after v53's): "milestone" where _milestone_told_v59 reads one and no older rule
    asserted or denied it, and nothing asks or jokes."""
    if _unread(result, "milestone", norm) and _milestone_told_v59(norm, narrated or bool(_PROXY.search(norm))):
        result.asserted.add("milestone")  # v59: "beneath the 48 my practice diabetes nurse and I agreed", "Six months on that bar."
    return result


# v60 (issue 18: missed recall; v58-blind joined dev; docs/BENCHMARKS.md, "Detectors v60"). Class M1, a count of sessions
# short told as none, neither, zero or not one, or as a number of the set ("Neither weekend run happened", "none of my
# mobility homework got done", "not done a single one of the evening runs", "swallowed two of last week's three sessions",
# "two sessions of six. The rest fell to late shifts", "Zero times."), written from the out-of-round misses of v46- ... v55-
# and v57-blind and judged on v56- and v58-blind (not read while writing): one of their misses caught, no false alarm. Two
# other classes (stayed in bed instead; a session "off for me") gained nothing on the judge rounds: not read here.
_NUMBER_V60 = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_SESSIONS_V60 = (
    r"(?:sessions?|runs?|swims?|rides?|workouts?|classe?s?|walks?|drills?|exercises|routines?|homework|home workouts?"
    r"|gym(?: sessions?)?|circuits?|reps?|intervals|sprints|stretches|mobility(?: \w+)?|strength(?: \w+)?|pt(?: sessions?)?"
    r"|training(?: sessions?)?|practices?|lessons?)")
_NONE_DONE_V60 = lazy_compile(
    r"\b(?:none|neither|not (?:a single )?one|not a single|zero|nil)(?: of)?(?: the| my| our| those| these| his| her)?"
    r"(?: [\w'-]+){0,3}? " + _SESSIONS_V60 + r"\b[^.!?]{0,25}?\b(?:got done|happened|done|attended|went ahead|were done"
    r"|was done|attempted)\b"
    r"|\bneither (?:[\w'-]+ ){0,2}" + _SESSIONS_V60 + r" happened\b"
    r"|\b(?:not )?(?:done|managed|did) (?:a single|one single) (?:one of (?:the|my) )?(?:[\w'-]+ ){0,2}" + _SESSIONS_V60 + r"\b"
    r"|\bnot done a single\b"
    r"|\b" + _NUMBER_V60 + r" (?:" + _SESSIONS_V60 + r" )?of (?:the )?(?:last week'?s |this week'?s |my |the )?" + _NUMBER_V60
    + r"(?: " + _SESSIONS_V60 + r")?\b(?=.{0,40}?\b(?:rest|fell|swallowed|lost|missed|only|went)\b)"
    r"|\b(?:swallowed|ate|wiped out|took out|killed) " + _NUMBER_V60 + r" of (?:last week'?s |this week'?s |my |the )?"
    + _NUMBER_V60 + r" " + _SESSIONS_V60 + r"\b|\bzero times\b", re.I)
# Asked, hypothetical or ahead: the count is not told as fallen short.
_NOT_TOLD_V60 = lazy_compile(
    r"\?|\b(?:if|might|may|will i|should i|hope|hoping|plan to|going to|gonna|tomorrow|next week)\b", re.I)


def _missed_told_v60(norm: str) -> bool:
    """v60: sessions short by count (_NONE_DONE_V60) with _missed_told_v50's guards; nothing asked, hoped or ahead."""
    return not _NOT_TOLD_V60.search(norm) and _missed_told_v50(norm, (_NONE_DONE_V60,))


def _read_v60(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v60's reading on a message's analysis (after v59's): "missed" where _missed_told_v60 reads it and no older rule
    asserted or denied it, nothing asks or jokes, and the message is the client's own (a proxy is read by v53's writer)."""
    if (_unread(result, "missed", norm) and not narrated and not _PROXY.search(norm) and _missed_told_v60(norm)):
        result.asserted.add("missed")  # v60: "Neither weekend run happened", "none of my mobility homework got done"
    return result


# v61 (issue 18: milestone recall; v59-blind joined dev; docs/BENCHMARKS.md, "Detectors v61"). Two shapes of a result told
# with no milestone word, written from the quoted out-of-round misses of v46- ... v58-blind and judged on v59-blind (not
# read while writing): N2, a number beaten said as a comparison with an earlier mark ("My old top was nine", "47.5 had been
# my ceiling", "Everything heavier than 65 used to crash", "Never gone above the 24 before", "nothing of mine had gone
# under 7:41", "up from ninety seconds when we started", "twice what I could hold in January"); C2, could not do it before
# or done without the aid it once needed ("In May I couldn't get halfway", "forty lengths without the rope", "at the start
# of the year it took two of us"). Three more readings (a goal set with the coach; a pain told by its sensation or by how
# it looks; a count of sessions short, wider; "off for me") gained nothing on the judge round or raised near-miss false
# alarms: not read here.
_MONTH_V61 = (r"(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer"
              r"|autumn|winter|christmas|easter)")
_NUMBER_V61 = (r"(?:\d+(?:[.:]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty"
               r"|forty|fifty|sixty|seventy|eighty|ninety|hundred)")
_AID_V61 = (r"(?:rope|bench|band|float|stick|frame|rail|strap|walker|crutch(?:es)?|sticks|handrail|floats|armbands"
            r"|kickboard)")
_NUMBER_BEATEN_V61 = lazy_compile(
    r"\bmy old (?:top|mark|best|max|ceiling|limit|record)\b"
    r"|\b(?:had been|was|used to be) my (?:ceiling|limit|lot|max|top|wall)\b"
    r"|\bover my old\b|\bbest until today\b"
    r"|\b(?:heavier|longer|further|faster|more) than " + _NUMBER_V61 + r"[^.!?]{0,20}\bused to (?:crash|fail|fold|beat me|stall"
    r"|stop me)"
    r"|\bnever (?:gone|got|been|managed|made it) (?:above|over|under|below|past|beyond) (?:the )?" + _NUMBER_V61
    + r"\b[^.!?]{0,15}\bbefore\b"
    r"|\b(?:everything|anything) before (?:this|today|now)\b[^.!?]{0,20}\b(?:stalled|stuck|failed)\b"
    r"|\bnothing (?:of mine )?(?:had|has) (?:ever )?(?:gone|got|come in) (?:under|below|over|above)\b"
    r"|\bwall is (?:finally )?(?:behind me|gone|broken)\b"
    r"|\bup from " + _NUMBER_V61 + r"\b[^.!?]{0,25}\b(?:when (?:i|we) started|at the start|in " + _MONTH_V61
    + r"|last (?:year|month|" + _MONTH_V61 + r"))"
    r"|\b(?:quicker|faster|further|longer|heavier) than (?:my )?(?:previous|last|old) (?:fastest|best|time|attempt|effort)\b"
    r"|\b(?:twice|double|triple) what i could (?:\w+ )?(?:in|at|back in|last) \b", re.I)
_COULD_NOT_BEFORE_V61 = lazy_compile(
    r"\b(?:when i started|at the start(?: of the year)?|in " + _MONTH_V61 + r"|last (?:year|" + _MONTH_V61 + r")|a year ago"
    r"|months ago)\b[^.!?]{0,25}\bi (?:couldn'?t|could not|could barely|could only)\b"
    r"|\bwithout (?:the |a |my )?(?:" + _AID_V61 + r"|help|assistance)\b[^.!?]{0,30}\b(?:did|done|made it|managed|finished"
    r"|all the way|the whole|end to end)\b"
    r"|\b(?:did|done|managed|finished|made it|lengths|laps|reps|miles|km)\b[^.!?]{0,40}\bwithout (?:the |a |my )?" + _AID_V61
    + r"\b"
    r"|\b(?:it |that )?(?:took|needed) (?:two|three|2|3) (?:of us|people|men)\b[^.!?]{0,30}\b(?:start|ago|last|in "
    + _MONTH_V61 + r")", re.I)
# Not yet, nearly, hoped, planned, asked, equalled, or someone close's result (the judge's guard, as frozen).
_NOT_YET_V61 = lazy_compile(
    r"\?|\b(?:not yet|nearly|almost|so close|shy of|short of|one day|hopefully|hoping|want to|going to|gonna|planning"
    r"|next (?:week|month|time|year)|tomorrow|equall?ed|matched|same as|still (?:can'?t|stuck|not)|my (?:son|daughter|wife"
    r"|husband|brother|sister|friend|mate|partner)'?s?)\b", re.I)


def _milestone_told_v61(norm: str, narrated: bool) -> bool:
    """v61: a result in class N2 or C2 above, with _milestone_reached's guards (a negation in its own clause, another's
    result, a plan or a hedge); nothing in the message not yet, nearly, hoped for or someone close's."""
    if _NOT_YET_V61.search(norm):
        return False
    return _milestone_reached(norm, narrated, (_NUMBER_BEATEN_V61, _COULD_NOT_BEFORE_V61), own_subject=False,
                              clause_negation=True)


def _read_v61(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v61's reading on a message's analysis (after v60's): "milestone" where _milestone_told_v61 reads one and no older rule
    asserted or denied it, and nothing asks or jokes."""
    if _unread(result, "milestone", norm) and _milestone_told_v61(norm, narrated or bool(_PROXY.search(norm))):
        result.asserted.add("milestone")  # v61: "In May I couldn't get halfway", "Two hours was my limit when we started"
    return result


# v62 (issue 18: stress precision, the false alarms first; v60-blind joined dev; docs/BENCHMARKS.md, "Detectors v62"). SV3,
# excitement or busy-and-loving-it told beside a stress word ("So excited about the cosplay convention I couldn't sleep!",
# "heart racing in the best way", "bit nervous but mostly can't wait"), written from the quoted false alarms of v46- ...
# v58-blind and judged on v58- ... v60-blind held out in turn. The judge's reading dropped the signal wherever the words
# read and no dread did; the shipped form also keeps it where the rest of the message, the excited sentences cut, still
# reads stress (as v43's drop classes do, by sentence: "in the best way" speaks of the whole sentence before it), and
# reads a frazzled, stressed, struggling or on-edge writer as dread too ("has me properly frazzled, head buzzing at 3am
# about the barley contract", a v46- ... v57 row the judge's reading dropped).
# Three more stress vetoes (a load told as past and over, someone else's stress, tiredness or calm told) cost hits on the
# older rows v1- ... v45 for none stopped there: not read here.
_EXCITED_V62 = lazy_compile(
    r"\b(?:(?:so|really|super|very|dead|well) excited|buzzing|buzzy|can'?t wait|in the best way|the good kind|good nerves"
    r"|happy (?:nerves|jitters)|excited nerves|loving (?:it|every)|busy but (?:loving|happy|good|fun|great)"
    r"|best kind of busy|(?:chaos|chaotic|mad|manic) but (?:fun|brilliant|great|lovely))\b", re.I)
_DREAD_V62 = lazy_compile(
    r"\b(?:dread\w*|anxious|anxiety|stressed out|overwhelm\w*|scared|terrified|panic\w*|worried|in bits|crying|tearful"
    r"|can'?t cope|not coping|sick with worry|frazzled|stressed|struggling|on edge)\b", re.I)


def _without_sentences(norm: str, rx) -> str:  # noqa: ANN001 (a lazy_compile pattern)
    """The message with every sentence that rx finds blanked out (v62)."""
    return _SENTENCES.sub(lambda m: " " * len(m.group(0)) if rx.search(m.group(0)) else m.group(0), norm)


def _read_v62(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v62's reading on a message's analysis (after v61's): no "stress" where the message tells excitement (_EXCITED_V62),
    no dread, and the rest of it, the excited sentences cut, reads none. The signal is denied, so the probe may not add it."""
    if narrated or not _EXCITED_V62.search(norm) or _DREAD_V62.search(norm):
        return result
    if "stress" not in analyse(_without_sentences(norm, _EXCITED_V62), narrated).asserted:
        result.asserted.discard("stress")  # v62: "Heart was pounding on the start line of the brevet, in the best way"
        result.denied.add("stress")
    return result


# v63 (issue 18: milestone and missed recall; v61-blind joined dev; docs/BENCHMARKS.md, "Detectors v63"). Three readings,
# written from the classes and quotes of v46- ... v60-blind and the brief's shapes, frozen before any v61-blind row was
# printed and judged on v59- ... v61-blind held out in turn (v61 the unread judge): each caught a v61 miss, and none raises
# a false alarm on any dev row. MW, a whole course done without stopping ("ran every step", "the whole way ... no
# stopping", "didn't stop once on the climb"); MC4, could not before told as a habit of the past beside today's result
# ("Every other go this year I've slid back down", "Until tonight that side always ended with me ...", "All summer I'd
# turn back"); XF, a session missed told as forgotten or not bothered with ("Couldn't be bothered with the stretching
# routine", "Was meant to go to aquafit at ten but stayed on the sofa"). Five more (a mark broken said with "finally", a
# number beaten said as a comparison, stayed in bed, cut short, the count first) gained nothing on v61 or raised near-miss
# false alarms on the older rows: not read here.
_SESSIONS_V63 = (r"(?:sessions?|runs?|swims?|rides?|workouts?|class(?:es)?|walks?|circuits?|gym|pt|training|practices?"
                 r"|lessons?|parkrun|aquafit|yoga|pilates|spin|stretches|exercises|homework|routine|hill reps|intervals"
                 r"|park ?run)")
_WHOLE_WAY_V63 = lazy_compile(
    r"\b(?:the whole (?:way|thing|distance|route|loop|course|lap|climb|hill)|all the way (?:round|up|to the top|there|home"
    r"|back)|every (?:single )?(?:step|stroke|length|metre|mile|yard)|end to end|start to finish|top to bottom|in one go)\b"
    r"[^.!?]{0,40}\b(?:without (?:a |one |any |a single )?(?:stop(?:ping)?|break|rest|pause|walk(?:ing)?|breather)"
    r"|no (?:stops?|stopping|breaks?|rests?|walking)|didn'?t (?:stop|walk|pause|rest)|non-?stop)\b"
    r"|\b(?:without (?:a |one |any |a single )?(?:stop(?:ping)?|break|rest|pause|walk(?:ing)?)|no (?:stops?|breaks?|walking)"
    r"|didn'?t (?:stop|walk|pause) once|not (?:once|one) (?:stop|break))\b[^.!?]{0,40}\b(?:the whole (?:way|thing|distance)"
    r"|all the way|every (?:single )?step|end to end|start to finish)\b"
    r"|\b(?:ran|run|swam|walked|cycled|rode|hiked|climbed|jogged|rowed|paddled|skied|skated) every (?:single )?step\b"
    r"|\bdidn'?t (?:stop|walk|put a foot down|touch the (?:side|wall|bottom)) once\b", re.I)
_PAST_LIMIT_V63 = lazy_compile(
    r"\bevery (?:other|single|previous) (?:time|go|attempt)\b|\b(?:all|the whole) (?:summer|winter|spring|autumn|year|term"
    r"|season)\b[^.!?]{0,15}\bi'?d\b|\bthe last (?:two|three|four|few|couple of|2|3|4) (?:times|goes|attempts)\b"
    r"|\bsince i was (?:about |a |little )?(?:\d+|kid|child|teenager|twelve|thirteen|fourteen|fifteen|sixteen|young)\b"
    r"|\b(?:until|till|til|up to) (?:today|tonight|this (?:morning|week|evening)|now)\b[^.!?]{0,40}\b(?:ended|meant|was|i'?d"
    r"|always|never|couldn'?t)\b"
    r"|\bin " + _MONTH_V61 + r" (?:she|he|i) (?:needed|had to|would|could only)\b", re.I)
_RESULT_TODAY_V63 = lazy_compile(r"\b(?:today|tonight|this (?:morning|evening|week|weekend)|yesterday|last night|finally"
                                 r"|at last|managed|made it|did it|nailed|got it)\b", re.I)
_AGAIN_V63 = lazy_compile(r"\b(?:again|still)\b", re.I)  # a limit told again today is no result
_FORGOT_V63 = lazy_compile(
    r"\b(?:forgot|clean forgot|completely forgot) (?:about )?(?:my |the |to do (?:my |the )?|to go to (?:my |the )?)?"
    r"(?:[\w'-]+ )?" + _SESSIONS_V63 + r"\b"
    r"|\b(?:meant|supposed|planned|was going) to (?:go to |do |go for )?(?:my |the |a )?(?:[\w'-]+ )?" + _SESSIONS_V63
    + r"\b[^.!?]{0,40}\b(?:stayed|sat|ended up|watched|went to the pub|slept|couldn'?t be bothered)\b"
    r"|\bcouldn'?t be (?:bothered|arsed|asked)\b", re.I)
_SESSION_NAMED_V63 = lazy_compile(r"\b" + _SESSIONS_V63 + r"\b", re.I)


def _milestone_told_v63(norm: str, narrated: bool) -> bool:
    """v63: MW with _milestone_reached's guards, or MC4 (a past limit beside today's result, nothing told again or still);
    nothing in the message not yet, nearly, hoped for or someone close's (v61's guard)."""
    if _NOT_YET_V61.search(norm):
        return False
    if _PAST_LIMIT_V63.search(norm) and _RESULT_TODAY_V63.search(norm) and not _AGAIN_V63.search(norm):
        return True
    return _milestone_reached(norm, narrated, (_WHOLE_WAY_V63,), own_subject=False, clause_negation=True)


def _missed_told_v63(norm: str) -> bool:
    """v63: XF, a named session forgotten or not bothered with, with _missed_told_v50's guards; nothing asked, hoped or
    ahead (v60's guard)."""
    return (not _NOT_TOLD_V60.search(norm) and bool(_SESSION_NAMED_V63.search(norm))
            and _missed_told_v50(norm, (_FORGOT_V63,)))


def _read_v63(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v63's readings on a message's analysis (after v62's): "milestone" where _milestone_told_v63 reads one, "missed" where
    _missed_told_v63 does and the message is the client's own; each only where no older rule asserted or denied it and
    nothing asks or jokes."""
    if _unread(result, "milestone", norm) and _milestone_told_v63(norm, narrated or bool(_PROXY.search(norm))):
        result.asserted.add("milestone")  # v63: "ran every step", "Every other go this year I've slid back down"
    if _unread(result, "missed", norm) and not narrated and not _PROXY.search(norm) and _missed_told_v63(norm):
        result.asserted.add("missed")  # v63: "Couldn't be bothered with the stretching routine last night"
    return result


# v64 (issue 18: milestone and missed recall; v62-blind joined dev; docs/BENCHMARKS.md, "Detectors v64"). Three readings,
# written from the classes and quotes of v46- ... v61-blind (v61's misses quoted in "Detectors v63"), frozen before any
# v62-blind row was printed and judged on v59- ... v62-blind (v62 the unread judge) and on the older rows: MD, could not
# before told as a dated past limit beside a result told in another sentence ("Eight weeks ago I couldn't even get it off
# the ground", "Back in the spring my shoulders gave out", "In May I froze on the big step"); MT, a clinician's target told
# with "wanted" / "rule was" / "set me" and then met ("The heart failure nurse wanted twenty minutes ... Managed 22");
# XB2, a named session abandoned part-way or turned back ("Dropped out of the 10k at 3k", "Packed the run in", "climbed
# out", "turned back after 3k"). Five more (a programme or streak by its count, first work paid for, kit left untouched,
# the one session done of a count, stayed in bed) and two stress vetoes (tiredness told as good, a load past and over)
# raised false alarms on near-miss negatives or older rows, or gained nothing on v62: not read here.
_DATED_V64 = (r"(?:(?:back )?in (?:the )?(?:" + _MONTH_V61 + r"|new year)|at (?:the start|the beginning) of (?:term|the year"
              r"|the season|the course|the block)|at " + _MONTH_V61 + r"'s \w+|since (?:" + _MONTH_V61
              + r"|i (?:joined|started|began))|when (?:i|we) (?:started|joined|began|first (?:came|started|joined))"
              r"|(?:" + _NUMBER_V60 + r"|fifteen|twenty|thirty|forty|fifty|sixty|hundred|a hundred|a few|a couple of)"
              r" (?:weeks|months) ago|last (?:" + _MONTH_V61 + r"|year|term|season))")
_LIMIT_V64 = (r"(?:couldn'?t|could not|could barely|could only|would only|froze|gave out|was lost|hanging|clinging|needed"
              r"|had to (?:stop|walk|rest|sit|use)|landing|fell|falling|walked|walking|stopped|stopping|stuck|felt heavy"
              r"|struggled|never|wrecked|hid|hiding|knocked)")
_DATED_LIMIT_V64 = lazy_compile(r"\b" + _DATED_V64 + r"\b[^.!?]{0,60}\b" + _LIMIT_V64 + r"\b|\b" + _LIMIT_V64
                                + r"\b[^.!?]{0,40}\b" + _DATED_V64 + r"\b", re.I)
_CLINICIAN_WANTED_V64 = lazy_compile(
    r"\b(?:" + _CLINICIAN_V59 + r"|therapist|ot|rehab (?:team|nurse|lead))(?:'s)? (?:[\w-]+ ){0,2}(?:wanted|asked for"
    r"|rule was|said i (?:needed|had) to|set me|told me to aim for|wants)\b", re.I)
_TARGET_MET_V64 = lazy_compile(r"\b(?:managed|did|hit|held|made|reached|achieved|walked|ran|got|today"
                               r"|this (?:morning|afternoon|week)|signed (?:me )?off)\b", re.I)
_GAVE_UP_PART_WAY_V64 = lazy_compile(
    r"\b(?:dropped out of|pulled out of|packed (?:it|the \w+|\w+) in|packed in|called it (?:a day|quits)|climbed out"
    r"|did a u-turn|u-turned|turned (?:back|round|around) (?:at|after)|cut (?:it|the \w+|my \w+) short"
    r"|bailed (?:on|at|halfway)|gave up (?:on|at|after|halfway)|headed (?:home|back) after|left (?:after|at|halfway)"
    r"|slipped away|walked out)\b", re.I)


def _could_not_before_v64(norm: str) -> bool:
    """MD: one sentence tells a dated past limit and another sentence does not (the result); why two: a dated limit told
    alone ("Back in March I couldn't run a mile") is history, not today's result."""
    sentences = [m.group(0) for m in _SENTENCES.finditer(norm) if m.group(0).strip()]
    limits = [bool(_DATED_LIMIT_V64.search(s)) for s in sentences]
    return len(sentences) >= 2 and any(limits) and not all(limits)


def _milestone_told_v64(norm: str) -> bool:
    """v64: MD or MT; nothing in the message not yet, nearly, hoped for or someone close's (v61's guard), and for MD
    nothing told again or still (v63's)."""
    if _NOT_YET_V61.search(norm):
        return False
    if not _AGAIN_V63.search(norm) and _could_not_before_v64(norm):
        return True
    wanted = _CLINICIAN_WANTED_V64.search(norm)
    # The target met, not "not managed that yet" (a negation just before the verb; shipped beside the frozen form).
    return bool(wanted and any(not _negator_before(norm, met.start())
                               for met in _TARGET_MET_V64.finditer(norm, wanted.end())))


def _missed_told_v64(norm: str) -> bool:
    """v64: XB2, a named session abandoned part-way, with _missed_told_v50's guards (done some other way among them);
    nothing asked, hoped or ahead (v60's guard)."""
    return (not _NOT_TOLD_V60.search(norm) and bool(_SESSION_NAMED_V63.search(norm))
            and _missed_told_v50(norm, (_GAVE_UP_PART_WAY_V64,)))


def _read_v64(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v64's readings on a message's analysis (after v63's): "milestone" where _milestone_told_v64 reads one, "missed" where
    _missed_told_v64 does and the message is the client's own; each only where no older rule asserted or denied it and
    nothing asks or jokes."""
    if _unread(result, "milestone", norm) and _milestone_told_v64(norm):
        result.asserted.add("milestone")  # v64: "Eight weeks ago I couldn't even get it off the ground"
    if _unread(result, "missed", norm) and not narrated and not _PROXY.search(norm) and _missed_told_v64(norm):
        result.asserted.add("missed")  # v64: "Dropped out of the 10k at 3k"
    return result


# v65 (issue 18: milestone and missed recall; v63-blind joined dev; docs/BENCHMARKS.md, h-detect65's section). Fourteen
# candidates written from the quoted misses of v46- ... v62-blind were frozen before any v63-blind row was printed and judged
# on it: only XB3 (abandoned part-way, wider) caught a v63 miss without a near-miss false alarm. v63's misses were then read
# by class and the readings below written from them, each kept only where it also catches misses of the older rounds v59-
# ... v62-blind (more than it raises, at least one) and costs nothing on v1- ... v58 or on a near-miss negative, so that no
# reading is fitted to v63 alone: MD3, a result and then a sentence that opens with a past time frame telling how it went
# before ("Held the plank for three minutes. In July my arms were shaking at 45 seconds", "Every attempt in November was
# 8:50 or worse"; MD's limit word not needed); MN, a target told as under / over a number and met by a number the message
# tells ("cholesterol 4.6. The GP wanted it under 5"); MS3, work sold ("Sold three of my lampwork beads", "paid actual
# money"); XB4, a named session abandoned part-way, XB2's ways widened ("slipped out to the car and drove home", "went home
# without getting wet", "had to pull out of", "gave up at 1,200 m") and XG3, a span since the last session ("Haven't been
# near the pool for a fortnight", "Ten days since I last got the band out", "hasn't seen me since October").
_PAST_FRAME_V65 = lazy_compile(
    r"^\W*(?:(?:back )?in " + _MONTH_V61 + r"|last (?:week|month|year|" + _MONTH_V61 + r")|(?:" + _NUMBER_V61
    + r"|a few|a couple of) (?:weeks|months|years) ago|a (?:month|year) ago|(?:until|till|up to) (?:last|this) (?:week|month)"
    r"|before (?:christmas|easter|" + _MONTH_V61 + r")(?: last year)?|all (?:summer|winter|spring|autumn|year|last year)"
    r"|every (?:other |single |previous )?(?:visit|week|attempt|time|go|session|practice|rehearsal|lesson|class|try|one)"
    r" (?:since|in|before|this) |when (?:i|we) (?:started|joined|began)|at the start of)", re.I)
_PAST_TOLD_V65 = lazy_compile(r"\b(?:was|were|had|i'?d|i'?ve|couldn'?t|could|wouldn'?t|needed|lasted|did|took|\w+ed)\b", re.I)
_TARGET_BOUND_V65 = lazy_compile(
    r"\b(?:wanted|wants|needed|needs|after|chasing|aiming for|aim(?:ed)? for|target(?:ed)?|goal (?:was|of)|set me|asked for"
    r"|told me)\b(?: it| me| to be)?(?: \w+)? (under|below|sub|less than|over|above|more than|at least) (\d+(?:[.:]\d+)?)",
    re.I)
_FIGURE_V65 = lazy_compile(r"(?<![\w.:/£$])(\d+(?:[.:]\d+)?)(?![\w/]|[.:]\d)")
_SOLD_OWN_V65 = lazy_compile(r"\b(?:sold|someone bought|somebody bought) (?:" + _NUMBER_V61 + r"|one|a couple|a few|some)"
                             r" (?:of )?my\b|\bpaid (?:me )?(?:actual|real|proper) money\b", re.I)
_SESSION_NAMED_V65 = lazy_compile(
    r"\b(?:" + _SESSIONS_V63[3:-1] + r"|lido|pool|bootcamp|boot camp|hiit|zumba|netball|erg|warm-?up|climbing wall|wall|kit"
    r"|park|jog|row|tempo|hill repeats|boxing|turbo)\b", re.I)
_GAVE_UP_V65 = lazy_compile(
    r"\b(?:picked up my (?:towel|bag|kit|stuff|things) and (?:left|went)|walked (?:back )?out(?: to the car)?"
    r"|(?:sat|stayed) in the car(?: park)?[^.!?]{0,40}\b(?:drove|went|came) (?:home|back)|drove (?:straight )?(?:home|past"
    r"|off|away)|turned (?:back|round|around)|turned it off|switched it off|gave up (?:after|at|on|halfway|part-way)|bailed"
    r"|stopped after (?:a|one|the|" + _NUMBER_V60 + r")|left (?:after|at|halfway|before the end|early)|knocked it on the head"
    r"|cut it short|jacked (?:it )?in|sacked (?:it )?off|climbed out|slipped (?:away|out|off)|went home without"
    r"|(?:had to )?pull(?:ed)? out of|never put my (?:shoes|kit|trainers|boots) on|without getting wet)\b", re.I)
_SPAN_SINCE_V65 = lazy_compile(
    r"\b(?:haven'?t|have not|not) been (?:near|to|in|inside) (?:the |my )?[\w' ]{0,25}\b(?:for (?:a |two |three )?(?:fortnight"
    r"|weeks?|months?|days)|since)\b"
    r"|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|a few|a couple of) (?:days|weeks)"
    r" since i (?:last )?(?:got|did|went|trained|swam|ran|scanned|set foot|showed|was at|picked up|touched|used)\b"
    r"|\b(?:hasn'?t|has not|haven'?t) seen me (?:since|for)\b", re.I)


def _then_past_frame_v65(norm: str) -> bool:
    """MD3: a sentence that opens with a past time frame and tells the past ("In July my arms were shaking"), after one that
    does not (the result). Why the opening only: a frame inside the result's own sentence ("ran 5k in July") dates the
    result, not a limit before it."""
    sentences = [m.group(0) for m in _SENTENCES.finditer(norm) if m.group(0).strip()]
    return any(_PAST_FRAME_V65.search(s) and _PAST_TOLD_V65.search(s) and not _PAST_FRAME_V65.search(sentences[i - 1])
               for i, s in enumerate(sentences[1:], 1))


def _figure_v65(token: str) -> float:
    """A figure as a number: "17:50" is seventeen and fifty sixtieths (a time), "4.6" four point six."""
    if ":" in token:
        whole, sixtieths = token.split(":")[:2]
        return int(whole) + int(sixtieths) / 60
    return float(token)


def _target_met_v65(norm: str) -> bool:
    """MN: a target told as under / over a figure, and another figure of the message on its right side and of its scale
    (within 40 %: "23 hours 40 ... chasing under 24", not a date or a count of weeks beside "under 130")."""
    for target in _TARGET_BOUND_V65.finditer(norm):
        under = target.group(1).lower() in ("under", "below", "sub", "less than")
        bound = _figure_v65(target.group(2))
        for figure in _FIGURE_V65.finditer(norm):
            if target.start(2) <= figure.start() < target.end(2):
                continue
            value = _figure_v65(figure.group(1))
            if 0.6 * bound <= value <= 1.4 * bound and (value < bound if under else value > bound):
                return True
    return False


def _milestone_told_v65(norm: str) -> bool:
    """v65: MD3, MN or MS3; nothing asked, not yet, nearly, hoped for or someone close's (v61's guard), and for MD3 nothing
    told again or still (v63's)."""
    if "?" in norm or _NOT_YET_V61.search(norm):
        return False
    if not _AGAIN_V63.search(norm) and _then_past_frame_v65(norm):
        return True
    return _target_met_v65(norm) or bool(_SOLD_OWN_V65.search(norm))


def _missed_told_v65(norm: str) -> bool:
    """v65: XB4 (a named session abandoned part-way, with _missed_told_v50's guards) or XG3 (a span since the last session
    named); nothing asked, hoped or ahead (v60's guard)."""
    if _NOT_TOLD_V60.search(norm) or not _SESSION_NAMED_V65.search(norm):
        return False
    return bool(_SPAN_SINCE_V65.search(norm)) or _missed_told_v50(norm, (_GAVE_UP_V65,))


def _read_v65(norm: str, narrated: bool, result: Analysis) -> Analysis:
    """v65's readings on a message's analysis (after v64's): "milestone" where _milestone_told_v65 reads one, "missed" where
    _missed_told_v65 does and the message is the client's own; each only where no older rule asserted or denied it and
    nothing asks or jokes."""
    if _unread(result, "milestone", norm) and _milestone_told_v65(norm):
        result.asserted.add("milestone")  # v65: "Held the plank for three minutes. In July my arms were shaking at 45 seconds"
    if _unread(result, "missed", norm) and not narrated and not _PROXY.search(norm) and _missed_told_v65(norm):
        result.asserted.add("missed")  # v65: "Netball training: did the warm-up laps, then slipped out to the car"
    return result


def _stress_told_v39(norm: str, narrated: bool, pain: bool) -> bool:
    """v39: whether a statement of the message tells stress in one of v39's classes (see _SOMATIC_V39 ... _PRESSURE_V39)."""
    if _RELIEF_V39.search(norm):
        return False
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        if _held_back(sentence, _NOT_TOLD_LOAD):
            continue
        somatic = _SOMATIC_V39.search(sentence)
        if (somatic and not pain and not _SOMATIC_EXCUSED_V39.search(sentence)
                and not _negator_before(sentence, somatic.start())
                and (narrated or not _OTHERS_V39.search(re.split(r"[,;:(]", sentence[: somatic.start()])[-1]))):
            return True
        found = _RUMINATION_V39.search(sentence)
        if found and not _negator_before(sentence, found.start()):
            return True
        worry = _WORRY_V39.search(sentence)
        if (worry and not pain and not re.search(r"\b" + _BODY + r"\b", sentence, re.I)
                and not _negator_before(sentence, worry.start()) and (narrated or _mine_v39(sentence, worry.start()))):
            return True
        frayed = _FRAYED_V39.search(sentence)
        if frayed and not _negator_before(sentence, frayed.start()) and (narrated or _mine_v39(sentence, frayed.start())):
            return True
        pressure = _PRESSURE_V39.search(sentence)
        if pressure and not _GOOD_PRESSURE_V39.search(sentence) and not _negator_before(sentence, pressure.start()):
            return True
    return False


def _stress_told_v40(norm: str, narrated: bool, pain: bool) -> bool:
    """v40: whether a statement of the message tells stress in one of v40's classes (_SHORT_SLEEP_V40 ... _OTHER_LANGUAGE_V40),
    with v39's guards: no relief after, no question, condition or looking-forward sentence, the client's own."""
    if _RELIEF_V39.search(norm):
        return False
    for m in _SENTENCES.finditer(norm):
        sentence = m.group(0)
        if _held_back(sentence, _NOT_TOLD_LOAD):
            continue
        for rx in (_SHORT_SLEEP_V40, _HEAD_BURST_V40, _RUMINATION_V40, _FEAR_V40, _OTHER_LANGUAGE_V40):
            found = rx.search(sentence)
            if not found or _negator_before(_clause_before_v40(sentence, found.start()), None):
                continue
            if rx is _RUMINATION_V40 and _REHEARSED_V40.search(sentence):
                continue
            if rx is _FEAR_V40 and (pain or _CHOSEN_FEAR_V40.search(norm)):
                continue
            if narrated or _mine_v40(sentence, found, loose=rx is _OTHER_LANGUAGE_V40):
                return True
    return False


def _clause_before_v40(sentence: str, start: int) -> str:
    """v40: the words of the clause before `start` (a comma, a semicolon, a colon or a bracket ends a clause)."""
    return re.split(r"[,;:(]", sentence[:start])[-1]


def _mine_v40(sentence: str, found: re.Match[str], loose: bool) -> bool:
    """v40: the state found is the client's: the match says "I" ("and I'm terrified"), or the clause before it names no one
    else and (as v39's _mine_v39) names the client or no one ("my head is exploding"; not "his head is exploding"); `loose`
    for a word of another language, whose "I" is in that language ("Estoy muy estresada")."""
    if _FIRST_PERSON.search(found.group(0)):
        return True
    before = _clause_before_v40(sentence, found.start())
    if _OTHERS_V39.search(before):
        return False
    return loose or _mine_v39(sentence, found.start())


def _mine_v39(sentence: str, start: int) -> bool:
    """v39: the clause before `start` names the client or no one ("I am very worried", ", proper worried about ..."), not
    someone else ("Our receptionist is so worried")."""
    before = re.split(r"[,;:(]", sentence[:start])[-1]
    return bool(_FIRST_PERSON.search(before)) or len(_WORDS.findall(before.lower())) <= 1 or bool(
        re.search(r"\bmy nerves\b", before, re.I))


def _writes_for_client_v39(norm: str) -> bool:
    """v39: a writer who names themselves by a role for the client ("I'm Tom's lodger", "Carer here for Mr Patel."), or by
    a role alone and names someone by a possessive after it ("Club secretary here, ..., just confirming Aoife's fit")."""
    if _WRITER_FOR_CLIENT_V39.search(norm):
        return True
    opener = _ROLE_HERE_V39.search(norm)
    return bool(opener and _NAMED_POSSESSIVE_V39.search(norm, opener.end()))


def _writes_for_client_v37(norm: str) -> bool:
    """v37: a message whose writer names themselves as writing for the client (a role after a name, "From <Name>:"), or
    names themselves ("Pat here,") and tells of someone else by name, or says "I'm the one who's"."""
    if _WRITER_FOR_CLIENT_V37.search(norm):
        return True
    opener = _NAME_HERE_V37.search(norm)
    if not opener:
        return False
    rest = norm[opener.end():]
    return bool(_NAMED_SUBJECT_V37.search(rest) or _THE_ONE_WHO_V37.search(rest) or _THE_ONE_V38.search(rest))


def _their_quoted_parts(text: str) -> list[tuple[int, int]]:
    """v28: the spans of first-person parts inside someone else's quoted words (the quote after a speech verb whose subject
    is not the client), ordered; a part about "he" or "she" is kept (a partner telling of the client)."""
    spans: list[tuple[int, int]] = []
    for m in _QUOTE_AFTER_SPEECH.finditer(text):
        if _SPEAKER_IS_ME.search(text[max(0, m.start() - 40): m.start()]):
            continue
        start = m.start("body")
        for part in re.finditer(r"[^,;.!?]+", m.group("body")):
            if _FIRST_PERSON.search(part.group(0)) and not _THIRD_PERSON.search(part.group(0)):
                spans.append((start + part.start(), start + part.end()))
    return spans


def _analyse(norm: str, narrated: bool) -> Analysis:
    out = Analysis()
    questions = statements = 0
    for sentence_match in _SENTENCES.finditer(norm):
        sentence = sentence_match.group(0)
        words = _WORDS.findall(sentence.lower())
        # v23: a vocative or a filler before the question word is no statement ("Coach, do you think I could …?").
        lead = 0
        while lead < len(words) - 1 and words[lead] in _VOCATIVES:
            lead += 1
        first = words[lead].removesuffix("'s").removesuffix("'re") if words else ""
        asked = sentence.rstrip().endswith("?") and first in _QUESTION_START
        if sentence.rstrip().endswith("?") and _DENIED_AFTER_QUESTION.match(norm[sentence_match.end():]):
            asked = True  # v21: "Burnt out? Not me": the question is put to be denied
        if words:
            questions += sentence.rstrip().endswith("?")
            statements += not sentence.rstrip().endswith("?")
        here = Analysis()
        for clause in _CLAUSES.split(sentence):
            if clause and clause.strip():
                _clause(clause, asked, narrated, here)
        # Classes of statement that report nothing now, whatever their words.
        blocked: set[Label] = set()
        if _GENERIC_QUESTION.search(sentence) and sentence.rstrip().endswith("?"):
            blocked |= {"stress", "pain", "missed", "milestone"}
        if any(not _CUE_DENIED.search(sentence[: m.start()]) for m in _GOOD_KIND.finditer(sentence)):
            blocked |= {"stress", "pain"}
        if _HURT_FEELINGS.search(sentence) and not re.search(r"\b" + _BODY + r"\b", _HURT_FEELINGS.sub(" ", sentence), re.I):
            blocked.add("pain")  # v22: "I'm in bits", "my heart aches for them": a feeling, not a body in pain
        if (_IN_BITS_V41.search(sentence)
                and not re.search(r"\b" + _BODY + r"\b", _IN_BITS_V41.sub(" ", _HURT_FEELINGS.sub(" ", sentence)), re.I)):
            blocked.add("pain")  # v41: "I've been in bits all week", "I'm in pieces", "Half my Year 13s are in bits"
        if _DEVICE_DOWN.search(sentence) and "stress" not in labels(_DEVICE_DOWN.sub(" ", sentence), narrated):
            blocked.add("stress")  # v22: "my phone's battery is drained again"
        if ((_PROUD_TEARS.search(sentence) or _TEARS_AT_THE_LINE.search(sentence))
                and "stress" not in labels(_CRY.sub(" ", sentence), narrated)):
            blocked.add("stress")  # v22: "I cried watching the finish": pride
        if _BITTEN.search(sentence) and "stress" not in labels(_BITTEN.sub(" ", sentence), narrated):
            blocked.add("stress")  # v25: "the midges were eating me alive": bites, not stress
        if _WIPED_OUT_ON.search(sentence) and "stress" not in labels(_WIPED_OUT_ON.sub(" ", sentence), narrated):
            blocked.add("stress")  # v23: "Wiped out on the reef": a fall
        if _GOAL_HEADING.search(sentence):
            blocked.add("milestone")  # v24: "Goal for next year: my first ultra": a plan
        if _FINALLY_CHORE.search(sentence) and "milestone" not in labels(_FINALLY_CHORE.sub(" ", sentence), narrated):
            blocked.add("milestone")  # v24: "finally finished that novel"
        if _IRONIC_BEST.search(sentence):
            blocked.add("milestone")  # v25: "huge PB today, slowest 10k of my life": the joke is the sentence's
        if _IDLE_RECORD.search(sentence):
            blocked.add("milestone")  # v24: "massive PB today, a PB for lying in bed": the joke is the sentence's
        if _THING_NOT_GOOD.search(sentence) and "stress" not in labels(_THING_NOT_GOOD.sub(" ", sentence), narrated):
            blocked.add("stress")  # v24: "My English not so good": a skill, not a mood
        if _ON_FIRE_NOT_HURT.search(sentence) and not _INJURY_WORD.search(sentence) and "pain" not in labels(
                _ON_FIRE_NOT_HURT.sub(" ", sentence), narrated):
            blocked.add("pain")  # v24: "everything's on fire at home", "glutes are on fire": no injury
        if _LONG_AGO.search(sentence) and not _STILL_NOW.search(sentence):
            blocked.add("pain")  # v24: "I broke my wrist when I was 12": a story, not a pain now
        if _CANT_NOT.search(sentence):
            blocked.add("missed")  # v23: "I can't not go to the gym now": a must, not an absence
        if _SLEEP_ON_IT.search(sentence) and "stress" not in labels(_SLEEP_ON_IT.sub(" ", sentence), narrated):
            blocked.add("stress")  # v22: "can't sleep on it": the shoulder's, not stress
        if _PLANNED_REST.search(sentence) or _SWAPPED.search(sentence) or _MISSED_OUT_ON.search(sentence) or _CONSISTENT_NOW.search(sentence):
            blocked.add("missed")  # v22: a planned rest day, a swap, a medal missed out on, solid now
        if _NOT_A_BODY.search(sentence) and not re.search(r"\b" + _BODY + r"\b", _NOT_A_BODY.sub(" ", sentence), re.I):
            # v19: a feeling or pride hurt, the pain of watching: no body in pain (unless a body part is named beside
            # it: "hurt my pride and my wrist").
            blocked.add("pain")
        if "milestone" in here.asserted and _CRY.search(sentence) and "stress" not in labels(_CRY.sub(" ", sentence), narrated):
            blocked.add("stress")  # v12+: "first unassisted pull-up, I cried a bit": tears of joy
        if (_CRY.search(sentence) and _MEDIA.search(sentence)
                and "stress" not in labels(_CRY.sub(" ", sentence), narrated)):
            blocked.add("stress")  # v15: "the film was so sad, I bawled at the end"
        if _MILESTONE_ACROSS.search(sentence) and not asked and not _negator_before(sentence, _MILESTONE_ACROSS.search(sentence).start()):
            here.asserted.add("milestone")  # v24: "Strict pull-ups, finally!"
        v27_found = _MILESTONE_V27.search(sentence)
        if v27_found and not asked and not _negator_before(sentence, v27_found.start()):
            here.asserted.add("milestone")  # v27: "couldn't shift it at all in March", "target hit"
        v28_found = _MILESTONE_V28.search(sentence)
        if v28_found and not asked and not _negator_before(sentence, v28_found.start()):
            here.asserted.add("milestone")  # v28: "passed my resit", "before my maximum was 85", "the goal we set"
        v29_found = _MILESTONE_V29.search(sentence)
        if v29_found and not asked and not _negator_before(sentence, v29_found.start()):
            here.asserted.add("milestone")  # v29: "Sober 100 days", "5kg over my old best", "never got it before"
        v30_found = _MILESTONE_V30.search(sentence)
        if v30_found and not asked and not _negator_before(sentence, v30_found.start()):
            here.asserted.add("milestone")  # v30: "the most I have ever managed", "more than my old max", "down 10cm since we started"
        v33_found = _MILESTONE_V33.search(sentence)
        if v33_found and not asked and not _negator_before(sentence, v33_found.start()):
            here.asserted.add("milestone")  # v33: "first ever 100kg bench", "passed my diploma", "where last month I could only do 8"
        if _PLANNED_NOT_DONE.search(sentence) and not asked:
            here.asserted.add("missed")
        if _DONE_ANYWAY.search(sentence):
            blocked.add("missed")  # v15: "the gym cancelled the class but I did the workout at home instead"
        if _NOT_ME.search(sentence):
            blocked |= {"stress", "pain", "missed", "milestone"}  # v12+: "the injury list keeps growing, glad it's not me"
        if _PAST.search(sentence) and (_OVER_NOW.search(sentence) or _OVER_NOW.search(norm[sentence_match.end():])):
            # v17: also when the message says it is over in a later sentence ("The old shoulder injury? Long gone").
            blocked |= {"stress", "pain"}
        if not narrated and _OTHER_SUBJECT.match(sentence) and not _FIRST_PERSON.search(sentence):
            blocked |= {"stress", "pain", "missed", "milestone"}  # "My son did his first pull-up": about him
        if (not narrated and _ROLE_SUBJECT.match(sentence) and not _MY_OWN_BODY.search(sentence)
                and not _CLINICIAN_SAYS.match(sentence)):
            blocked |= {"stress", "pain", "missed", "milestone"}  # v17: "One of the lads at work broke his collarbone"
        if (not narrated and (_OTHERS_BODY.search(sentence) or _ROLE_WITH.search(sentence))
                and not _MY_OWN_BODY.search(sentence)):
            # v17: someone else's injury ("One of my year 2s broke his wrist"): the probe may not add pain for it,
            # whatever words the rules had for the injury.
            here.denied.add("pain")
        if _MILESTONE_TALK.search(sentence) or "milestone" in here.asserted:
            if (not narrated and _THIRD_PERSON.search(sentence) and not _FIRST_PERSON.search(sentence)
                    and not _PROXY.search(norm)):
                blocked.add("milestone")  # v21: "Our Jess smashed her marathon PB": hers
            if not narrated and _GROUP_SUBJECT.match(sentence) and not _FIRST_PERSON.search(sentence):
                blocked.add("milestone")  # v21: "Our five-a-side team won the league": the team's
            if _LONG_AGO.search(sentence) and not _THEN_AND_NOW.search(sentence):
                blocked.add("milestone")  # v21: "My first ever race was a 10k back in 2008": a story, not news
            if _PLAN_AHEAD.search(sentence) and not asked:
                blocked.add("milestone")  # v21: "Next month I'm attempting the Three Peaks": not done yet
            if _GAME.search(sentence):
                blocked.add("milestone")  # v22: "Won at Mario Kart against my kids": a game's win
            if _ENTRY.search(sentence) and not _RESULT_TOLD.search(sentence):
                blocked.add("milestone")  # v23: "First triathlon is booked for June": an entry, not a result
            if _ON_THE_WAY.search(sentence) or _WITHIN_OF.search(sentence):
                blocked.add("milestone")  # v23: "goal 80, slowly getting there", "Came within one rep of my PB"
            if _FIRST_BACK.search(sentence) or _FIRST_MISHAP.search(sentence) or _PASSED_PLACE.search(sentence):
                blocked.add("milestone")  # v22: "first session back", "first parking ticket", "passed the gym"
            if not narrated and _ANIMAL_FIRST.match(sentence):
                blocked.add("milestone")  # v22: "the dog did a PB on the lead": the dog's
            if _BY_A_MARGIN.search(sentence):
                # v21: "Missed the 3-hour marathon by 40 seconds": no best, and no session missed unless one is named
                blocked |= {"milestone"} | ({"missed"} if not _SESSION_NAMED.search(sentence) else set())
        if speaks_of_achievement(sentence) or "milestone" in here.asserted:
            # v23: narrow classes, so they act on any sentence with a word of something achieved (the probe's gate):
            # a relapse that undoes a count, in this sentence or a later one ("Three months off the fags ... had one at
            # the party, back to square one"); someone else as the subject with no pronoun ("Mate of mine broke the club
            # record", "A bloke at my gym pulled 300"); a game's rank ("the whole squad hit diamond in ranked").
            if _COUNTED.search(sentence) and _RELAPSE.search(norm[sentence_match.start():]):
                blocked.add("milestone")
            if not narrated and _SOMEONE_OPENS.match(sentence) and not _FIRST_PERSON.search(sentence):
                blocked.add("milestone")
            if _GAME_RANK.search(sentence):
                blocked.add("milestone")
        if _TARGET_MISSED.search(sentence) or _JOKE_RECORD.search(sentence):
            # v18: a best missed, nearly reached or abandoned, or a record in lazing: no milestone, and "missed my PB"
            # no session missed.
            blocked |= {"milestone"} | ({"missed"} if _TARGET_MISSED.search(sentence) and not _SESSION_NAMED.search(sentence)
                                        else set())
        if _NONE_SINCE.search(norm[sentence_match.start():]):
            blocked.add("missed")  # v18: "Missed a session back in March, not one since"
        if _RETRACTED.search(norm[sentence_match.start():]):
            blocked |= {"milestone", "missed"}  # v19: "Did my first black run! ...well, my friend did"
        if _ECHO.search(sentence) and not asked and not _HYPOTHETICAL.search(sentence):
            # v19: "My mum's stressed about her op and honestly so am I": the client shares what the sentence denied
            # them as someone else's (not in a sentence with a negation: "my wife isn't tired, me too" is no report).
            if not any(w in NEGATORS or w.endswith("n't") for w in _WORDS.findall(_ECHO.sub(" ", sentence).lower())):
                here.asserted |= here.denied
        if (not narrated and "milestone" not in here.asserted
                and any(_OTHER_SUBJECT.match(c) and not _FIRST_PERSON.search(c) for c in _CLAUSES.split(sentence) if c)):
            here.denied.add("milestone")  # v25: "My wife smashed her half, 1:52, I was at mile 10": hers (probe veto)
        if _EXCITED_NERVES.search(sentence) and "stress" not in labels(_EXCITED_NERVES.sub(" ", sentence), narrated):
            blocked.add("stress")  # v25: "nervous excited for Saturday": excitement, not stress
        if "milestone" in here.asserted or _MILESTONE_TALK.search(sentence):
            if not narrated and _WE_WON.match(sentence) and not _FIRST_PERSON.search(sentence):
                blocked.add("milestone")  # v26: "We won the cup on penalties": the side's
            if _FIRST_FEELING.search(sentence) and "milestone" not in labels(_FIRST_FEELING.sub(" ", sentence), narrated):
                blocked.add("milestone")  # v26: "First time I've ever enjoyed a run": a liking, not an achievement
            if (_SO_CLOSE.search(norm[sentence_match.start():])
                    and not re.search(r"\b(new|beat|beaten|broke|smashed|took)\b", sentence, re.I)):
                # v26: "1:04.8, my PB is 1:04.6 so so close argh": short of it (the close may follow in a later sentence
                # when a decimal time splits the text)
                blocked.add("milestone")
            if not narrated:
                kin_clauses = [c for c in _CLAUSES.split(sentence) if c and _THE_KIN.match(c) and not _FIRST_PERSON.search(c)]
                rest = " , ".join(c for c in _CLAUSES.split(sentence) if c and c not in kin_clauses)
                if kin_clauses and "milestone" not in labels(rest, narrated):
                    blocked.add("milestone")  # v26: "The wife beat her 10k PB, I'm still plodding": hers
        if _MUSCLE_SORE_FROM.search(sentence) and not _INJURY_BESIDE.search(sentence):
            blocked.add("pain")  # v26: "Quads are so sore from Monday's lunges": the normal kind
        if _PAIN_GONE.search(sentence) and "pain" not in labels(_PAIN_GONE.sub(" ", sentence), narrated):
            blocked.add("pain")  # v26: "the ache went once I changed my chair": gone
        if _OTHER_DAY_OFFERED.search(norm[sentence_match.start():]):
            blocked.add("missed")  # v26: "can't do sat, can we do sun instead?": moved, not missed
        # v27 classes (issue 18, from the dev rounds' keyword false alarms, v25-blind now among them).
        def clause_labels(part: str) -> set[Label]:
            # What the clause rules alone read in a part of this sentence (no sentence-level class, so no recursion).
            found = Analysis()
            for piece in _CLAUSES.split(part):
                if piece and piece.strip():
                    _clause(piece, asked, narrated, found)
            return found.asserted

        clauses = [c for c in _CLAUSES.split(sentence) if c and c.strip()]
        screen_clauses = [c for c in clauses if _SCREEN.search(c) and not _FIRST_PERSON.search(c)]
        if (screen_clauses and any("stress" in clause_labels(c) for c in screen_clauses)
                and "stress" not in clause_labels(" , ".join(c for c in clauses if c not in screen_clauses))):
            blocked.add("stress")  # v27: "the suspense of that cliffhanger is killing me": the show's
        relief = _RELIEF_AFTER.search(sentence)
        if relief and "stress" not in clause_labels(sentence[relief.start():]):
            blocked.add("stress")  # v27: "panicked all morning but it came back clear, huge relief": ended
        then_now = _THEN_VS_NOW.search(sentence)
        if then_now and "stress" not in clause_labels(sentence[then_now.end():]):
            blocked.add("stress")  # v27: "last spring I was burnt out, this spring is different": then, not now
        if _AFTER_EPISODE.search(sentence) and "stress" not in labels(_AFTER_EPISODE.sub(" ", sentence), narrated):
            blocked.add("stress")  # v27: "first week back after the burnout": a reference to a past episode
        if any(not _TOOK_OFF.search(sentence[: m.start()]) for m in _OFF_THE_BEST.finditer(sentence)):
            blocked.add("milestone")  # v27: "2 seconds off my PB again": short of it
        if _FIRST_LAPSE.search(sentence):
            blocked.add("milestone")  # v27: "forgot my belt for the first time": a lapse, not an achievement
        if (_PAINFUL_THING.search(sentence) and not re.search(r"\b" + _BODY + r"\b", sentence, re.I)
                and not _INJURY_WORD.search(_PAINFUL_THING.sub(" ", sentence))):
            blocked.add("pain")  # v27: "the quarterly review was painful": a bore
        if _GOOD_ACHE.search(sentence) and not _INJURY_BESIDE.search(sentence):
            blocked.add("pain")  # v27: "legs good achy after the hills": the normal kind
        if _LONG_AGO.search(sentence) and _NO_TROUBLE_SINCE.search(sentence):
            blocked.add("pain")  # v27: "broke my toe at 19, never bothered me since": a story
        if _YOU_CANCELLED.search(sentence) and "missed" not in labels(_YOU_CANCELLED.sub(" ", sentence), narrated):
            blocked.add("missed")  # v27: "no worries about you cancelling Thursday": the coach's
        if _MAKE_IT_DISTANCE.search(sentence) and "missed" not in labels(_MAKE_IT_DISTANCE.sub(" ", sentence), narrated):
            blocked.add("missed")  # v27: "couldn't make it halfway round in May": an ability then
        # v28 classes (issue 18, from the dev rounds' keyword false alarms, v26-blind now among them).
        if _WATCHED_CONTEST.search(sentence) and not _PLAYED_IN_IT.search(sentence) and not _OWN_LOAD.search(sentence):
            blocked.add("stress")  # v28: "the match went to extra time, my nerves were shredded": the game's
        screen_named = [c for c in clauses if _SCREEN_NAMED.search(c)]
        if (screen_named and not _OWN_LOAD.search(sentence)
                and "stress" not in clause_labels(" , ".join(c for c in clauses if c not in screen_named))):
            blocked.add("stress")  # v28: "that finale had me so anxious": the story's
        relief = _RELIEF_V28.search(sentence)
        if relief and "stress" not in clause_labels(sentence[relief.start():]):
            blocked.add("stress")  # v28: "a wreck for weeks but I can finally breathe": ended
        if _AILMENT_WORE_ME.search(sentence) and "stress" not in labels(_AILMENT_WORE_ME.sub(" ", sentence), narrated):
            blocked.add("stress")  # v28: "period pain has floored me": the body's
        just_tired = _JUST_TIRED.search(sentence)
        if just_tired and "stress" not in labels(
                sentence[: just_tired.start("tired")] + sentence[just_tired.end("tired"):], narrated):
            blocked.add("stress")  # v28: "not stressed, just tired": a mild state
        if _BEAT_SOMEONE.search(sentence) and not _A_BEST.search(_BEAT_SOMEONE.sub(" ", sentence)):
            blocked.add("milestone")  # v28: "finally beat my dad at tennis": a contest
        if _FIRST_VISIT.search(sentence) and "milestone" not in labels(_FIRST_VISIT.sub(" ", sentence), narrated):
            blocked.add("milestone")  # v28: "first time I've been to the gym on a Sunday": a visit
        if not narrated and not _PROXY.search(norm) and ("milestone" in here.asserted or _MILESTONE_TALK.search(sentence)):
            theirs = [c for c in clauses if _THEIR_ACHIEVEMENT.search(c) and not _FIRST_PERSON.search(c)]
            if theirs and "milestone" not in labels(" , ".join(c for c in clauses if c not in theirs), narrated):
                blocked.add("milestone")  # v28: "he got 1:31, his PB by four minutes": his
        ride = _MISSED_RIDE_MADE_IT.search(norm, sentence_match.start())  # from the sentence on: "the 7.10 bus" splits it
        if ride and ride.start() < sentence_match.end() and "missed" not in labels(
                sentence[: ride.start() - sentence_match.start()] + " " + sentence[ride.end() - sentence_match.start():], narrated):
            blocked.add("missed")  # v28: "missed the bus but got a lift, see you at 8": the session kept
        if _NO_HARM.search(sentence) and "pain" not in labels(_NO_HARM.sub(" ", sentence), narrated):
            blocked.add("pain")  # v28: "no harm done, just a bruised ego": no body in pain
        if not narrated and _KIN_NAMED.match(sentence) and not _FIRST_PERSON.search(sentence):
            blocked |= {"stress", "pain", "missed", "milestone"}  # v28: "Mum's in hospital with a broken hip": hers
        # v29 classes (issue 18, from the dev rounds' out-of-fold probe false alarms and v27-blind's keyword ones).
        if not narrated and ("milestone" not in here.asserted or not _FIRST_PERSON.search(sentence)) and any(
                _PARTNER_OPENS.match(c) and not _FIRST_PERSON.search(c) for c in clauses):
            blocked.add("milestone")  # v29: "My gym buddy hit 200kg today": theirs
        if _STORY_PAST.search(sentence) and not _THEN_AND_NOW.search(sentence):
            blocked.add("milestone")  # v29: "Back at uni I ran a 36 min 10k": a story
        if _SHORT_OF_IT.search(sentence) or _JUST_STARTED.search(sentence) or _WILL_HAVE.search(sentence):
            blocked.add("milestone")  # v29: "target was under 80, nearly", "week 1 day 1", "will have done 50"
        if _FIRST_SOMEWHERE.search(sentence) and "milestone" not in labels(_FIRST_SOMEWHERE.sub(" ", sentence), narrated):
            blocked.add("milestone")  # v29: "first time at the new leisure centre": a visit
        if _BEST_EQUALLED.search(sentence) or _GOT_ROUND_TO.search(sentence):
            blocked.add("milestone")  # v29: "exactly my PB, no improvement", "finally got round to the garage"
        if _REP_MISSED.search(sentence) and not _SESSION_NAMED.search(_REP_MISSED.sub(" ", sentence)):
            blocked.add("missed")  # v29: "Missed the last rep of the third set"
        for rx in (_COACH_AWAY, _PLACE_CLOSED, _LATE):
            if rx.search(sentence) and "missed" not in labels(rx.sub(" ", sentence), narrated):
                blocked.add("missed")  # v29: "you're off sick, no worries", "Pool's closed for a gala", "been late"
        if (_HAPPY_TIRED.search(sentence) or _USUAL_NERVES.search(sentence) or _LIFETIME_AGO.search(sentence)) and not _OWN_LOAD.search(sentence):
            blocked.add("stress")  # v29: "Tired but very happy", "the usual butterflies", "another lifetime now"
        # v30 classes (issue 18: stress precision, from the dev rounds' keyword false alarms, v28-blind now among them).
        if _TISSUE_STRESSED.search(sentence) and "stress" not in labels(_TISSUE_STRESSED.sub(" ", sentence), narrated):
            blocked.add("stress")  # v30: "We stressed the rotator cuff a lot today": load on a tissue
        if _GOOD_NERVES.search(sentence) and "stress" not in labels(
                _NERVES_WORDS.sub(" ", _GOOD_NERVES.sub(" ", sentence)), narrated):
            blocked.add("stress")  # v30: "a bit nervous, mostly excited", "the fun kind of nervous"
        if (_CRY.search(sentence) and _HAPPY_OCCASION.search(sentence)
                and "stress" not in labels(_HAPPY_OCCASION.sub(" ", _CRY.sub(" ", sentence)), narrated)):
            blocked.add("stress")  # v30: "Bride cried, groom cried, I cried, lovely day": joy
        # v31 classes (issue 18: stress precision and missed recall, from the dev rounds' errors, v29-blind now among them).
        for rx in (_STRESS_EMPHASIS, _LOW_STRESS_SCORE, _THING_WORN):
            if rx.search(sentence) and "stress" not in labels(rx.sub(" ", sentence), narrated):
                blocked.add("stress")  # v31: "I must stress that ...", "Stress 2/10", "Car's exhaust is knackered"
        if _GOOD_NERVES_V31.search(sentence) and "stress" not in labels(
                _NERVES_WORDS.sub(" ", _GOOD_NERVES_V31.sub(" ", sentence)), narrated):
            blocked.add("stress")  # v31: "it is good nervous", "bit nervous but I've done it loads"
        fine_tired = _FINE_JUST_TIRED.search(sentence)
        if fine_tired and "stress" not in labels(
                sentence[: fine_tired.start("tired")] + sentence[fine_tired.end("tired"):], narrated):
            blocked.add("stress")  # v31: "Honestly I'm fine, just tired"
        over = _OVER_BUT_NOW.search(sentence)
        if over and "stress" not in clause_labels(sentence[over.start():]):
            blocked.add("stress")  # v31: "I was stress for the exam but now I passed and all is good"
        v31_missed = _MISSED_V31.search(sentence)
        if v31_missed and not asked and not _negator_before(sentence, v31_missed.start()):
            here.asserted.add("missed")  # v31: "apologies for my absence on Monday", "tues ❌"
        if _MISSED_NOW_BACK.search(sentence) and "missed" not in labels(_MISSED_NOW_BACK.sub(" ", sentence), narrated):
            blocked.add("missed")  # v31: "Really missed training over the holidays, so glad to be back in"
        ride_still = _MISSED_RIDE_STILL.search(norm, sentence_match.start())
        if ride_still and ride_still.start() < sentence_match.end() and "missed" not in labels(
                sentence[: ride_still.start() - sentence_match.start()] + " "
                + sentence[ride_still.end() - sentence_match.start():], narrated):
            blocked.add("missed")  # v31: "Missed the 8.15 train so I'm 20 mins late, still want the session"
        # v32 classes (issue 18: stress precision, then missed recall, from the dev rounds' errors, v30-blind now among them).
        for rx in (_BUSY_BUT_HAPPY, _STRESS_TERM, _LOW_STRESS_WORDS, _NERVES_COPING, _EXCITED_SLEEP):
            if rx.search(sentence) and "stress" not in labels(rx.sub(" ", sentence), narrated):
                blocked.add("stress")  # v32: "busy but the heart is happy", "stress echo", "about a 2", "so excited I can't sleep"
        ended = _ENDED_V32.search(sentence)
        if ended and "stress" not in clause_labels(_NERVES_GONE.sub(" ", sentence[ended.start():])):
            blocked.add("stress")  # v32: "Stressful few weeks but it's over", "went fine, nerves gone"
        if _CHOICE_JEST.search(sentence) and _LAUGH.search(norm) and not _OWN_LOAD.search(sentence) and "stress" not in labels(
                _CHOICE_JEST.sub(" ", sentence), narrated):
            blocked.add("stress")  # v32: "stressing about what to eat at the wedding lol"
        for rx in (_PLACE_CLOSED, _COACH_AWAY, _STAFF_AWAY):
            if rx.search(sentence) and "missed" not in labels(_VENUE_CONSEQUENCE.sub(" ", rx.sub(" ", sentence)), narrated):
                blocked.add("missed")  # v32: "Pool's shut for maintenance so the swim's off anyway"
        if _MISS_PEOPLE.search(sentence) or _NEW_SLOT.search(sentence):
            blocked.add("missed")  # v32: "I really miss the old Tuesday crew", "Can't do the 6am any more, a new slot?"
        v32_missed = _MISSED_V32.search(sentence)
        if v32_missed and not asked:
            here.asserted.add("missed")  # v32: "didn't make a single session", "cut the finisher"
        # v33 classes (issue 18: stress precision, then missed recall, from the dev rounds' errors, v31-blind now among them).
        calm = _CALM_AFTER_CONTRAST.search(sentence)
        if calm and "stress" not in clause_labels(sentence[calm.end():]):
            blocked.add("stress")  # v33: "People think the job must be stressful but honestly it's calm", "I thrive on it"
        for rx in (_STRESS_TOPIC, _STRESS_LOW_NOW, _KIND_OVERWHELM, _BODY_WORN):
            if rx.search(sentence) and "stress" not in labels(rx.sub(" ", sentence), narrated):
                blocked.add("stress")  # v33: "a stress management workshop", "anxiety's been low", "me back's knackered"
        ended = _ENDED_V33.search(sentence)
        if ended and "stress" not in clause_labels(sentence[ended.end():]):
            blocked.add("stress")  # v33: "worrying about nothing and then the thing was fine", "feels lighter already"
        if _GOOD_NERVES_V33.search(sentence) and "stress" not in labels(
                _NERVES_WORDS.sub(" ", _GOOD_NERVES_V33.sub(" ", sentence)), narrated):
            blocked.add("stress")  # v33: "Nervous about my first competition but in an excited way"
        if not narrated and not _PROXY.search(norm):
            theirs = [c for c in clauses if _THIRD_PERSON_STRESS.search(c) and not _FIRST_PERSON.search(c)]
            if theirs and "stress" not in clause_labels(" , ".join(c for c in clauses if c not in theirs)):
                blocked.add("stress")  # v33: "My agent is beside herself with stress", "they're under so much stress"
        v33_missed = _MISSED_V33.search(sentence)
        if v33_missed and not asked and not _negator_before(sentence, v33_missed.start()):
            here.asserted.add("missed")  # v33: "I'm out for the morning session", "no chance I make the 5pm"
        if _SETS_CUT_SHORT.search(sentence) and not asked:
            here.asserted.add("missed")  # v33: "Only managed two of the four sets before my grip gave out"
        if _OTHER_DAY_FINE.search(sentence) and "missed" not in labels(_OTHER_DAY_FINE.sub(" ", sentence), narrated):
            blocked.add("missed")  # v33: "can't do Wednesday but Friday's fine"
        # v35 classes (issue 18: stress precision, then missed and milestone recall, v33-blind now among the dev rounds).
        if not narrated and not _PROXY.search(norm):
            theirs = [c for c in clauses if _OTHERS_STATE.search(c) and not _FIRST_PERSON.search(c)]
            if theirs and "stress" not in clause_labels(" , ".join(c for c in clauses if c not in theirs)):
                blocked.add("stress")  # v35: "Our dive supervisor is a nervous wreck", "Bride's mum was stressed"
        for rx in (_STRESS_PROSODY, _STRESS_EMPHASIS_V35, _BODY_WORN_BARE):
            if rx.search(sentence) and "stress" not in labels(rx.sub(" ", sentence), narrated):
                blocked.add("stress")  # v35: "stress the second syllable", "I must stress, as ...", "Knees wrecked"
        behind = _BEHIND_NOW.search(sentence)
        if (behind and "stress" in clause_labels(_BEHIND_SUBJECT_END.split(sentence[: behind.start()])[-1])
                and "stress" not in clause_labels(sentence[behind.end():])):
            blocked.add("stress")  # v35: "That stressful month is behind me, I feel brilliant"
        v35_missed = _MISSED_V35.search(sentence)
        if v35_missed and not asked and not _negator_before(sentence, v35_missed.start()):
            here.asserted.add("missed")  # v35: "cut the session short", "no chance of Friday", "6am came and went"
        done = _DONE_VERB.search(sentence)
        if done and _EFFORT_SPAN.search(sentence) and not asked and not _negator_before(sentence, done.start()):
            here.asserted.add("milestone")  # v35: "Passed the exam, eighteen months of study"
        v35_found = _MILESTONE_V35.search(sentence)
        if (v35_found and not asked and not _negator_before(sentence, v35_found.start())
                and not _SHORT_AFTER.search(sentence[v35_found.end():])):
            here.asserted.add("milestone")  # v35: "which was the target she set", "never before I can do this"
        # v36 classes (issue 18: stress precision, then milestone recall and pain precision, v34-blind now among the dev rounds).
        for rx in (_STRESS_VERB_OBJECT, _SCARE_QUOTED, _SEEN_STATE, _STRESS_TERM_V36):
            if rx.search(sentence) and "stress" not in labels(rx.sub(" ", sentence), narrated):
                blocked.add("stress")  # v36: "stress the servers", "I'm \"stressed\"", "seen the cat so stressed", "emphasis"
        past_stress = _PAST_STRESS.search(sentence)
        resolved = _RESOLVED.search(sentence, past_stress.end()) if past_stress else None
        if (resolved and "stress" not in clause_labels(sentence[: past_stress.start()])
                and "stress" not in clause_labels(sentence[resolved.end():])):
            blocked.add("stress")  # v36: "Was stressed about the house sale but it completed and I feel lighter"
        body_not_good = _BODY_NOT_GOOD.search(sentence)
        if body_not_good and not asked and not _negator_before(sentence, body_not_good.start()):
            here.asserted.add("pain")  # v36: "hip not good today", "ma back's giein me gyp"
            if "stress" not in labels(_BODY_NOT_GOOD.sub(" ", sentence), narrated):
                blocked.add("stress")
        span = _EFFORT_SPAN_V36.search(sentence)
        if (span and not asked and not _PLAN_AHEAD.search(sentence) and "pain" not in here.asserted
                and _SPAN_OUTCOME.search(_EFFORT_SPAN_V36.sub(" ", norm))
                and not _SPAN_FAILED.search(_EFFORT_SPAN_V36.sub(" ", norm))
                and not _negated(sentence, span.start(), span.end())):
            here.asserted.add("milestone")  # v36: "Got the job!! I've been working towards it for six years"
        goal = _GOAL_MET_AFTER.search(sentence)
        if goal and not asked and not _PLAN_AHEAD.search(sentence) and not _SHORT_AFTER.search(sentence[goal.end():]):
            here.asserted.add("milestone")  # v36: "..., the target I set at New Year", "..., the goal since we opened"
        # v37 classes (issue 18: stress precision, then pain precision and milestone recall, v35-blind now among the dev rounds).
        for rx in (_STRESS_TERM_V37, _GOOD_TIRED_V37):
            if rx.search(sentence) and "stress" not in labels(rx.sub(" ", sentence), narrated):
                blocked.add("stress")  # v37: "stress on the old walls", "a speaker on workplace stress", "tired, it is good"
        if (_SCREEN_NAMED.search(sentence) and _SLEEP_AFTER_V37.search(sentence)
                and "stress" not in labels(_SLEEP_AFTER_V37.sub(" ", sentence), narrated)):
            blocked.add("stress")  # v37: "That thriller had me on the edge of my seat, couldn't sleep after"
        me_calm = _ME_CALM_V37.search(sentence)
        if me_calm and not narrated:
            theirs = [c for c in clauses if not _FIRST_PERSON.search(c) and not _ME_CALM_V37.search(c)
                      and "stress" in clause_labels(c)]
            if theirs and "stress" not in clause_labels(" , ".join(c for c in clauses if c not in theirs)):
                blocked.add("stress")  # v37: "very stressful for the new girls, not for me", "Auntie stay all stressed, me I stay chill"
        if (not narrated and _NOT_MINE_V39.search(sentence)
                and "stress" not in labels(_NOT_MINE_V39.sub(" ", sentence), narrated)):
            blocked.add("stress")  # v39: "Customer wanted 3D nail art in twenty minutes, her stress not mine"
        if not narrated and _ME_JUST_V39.search(sentence):
            calm = [c for c in clauses if _ME_JUST_V39.search(c) and "stress" not in clause_labels(c)]
            rest = [c for c in clauses if c not in calm]
            theirs = [c for c in rest if not _FIRST_PERSON.search(c) and _SOMEONE_V39.search(c) and "stress" in clause_labels(c)]
            if calm and theirs and "stress" not in clause_labels(" , ".join(c for c in rest if c not in theirs)):
                blocked.add("stress")  # v39: "My head of year is stressed about the mocks, I'm just enjoying teaching"
        if (not asked and not _PLAN_AHEAD.search(sentence) and _I_DID_V37.search(sentence)
                and any(_FIRST_APPOSED_V37.match(c) for c in clauses[1:])):
            here.asserted.add("milestone")  # v37: "I did that 5k in under thirty, first time"
        paid_off = _PAID_OFF_V37.search(sentence)
        if (paid_off and not asked and not _negated(sentence, paid_off.start(), paid_off.end())
                and not re.search(r"\b" + _BODY + r"\b", sentence, re.I)):
            here.asserted.add("milestone")  # v37: "months o' negatives paid off"
        aim = _AIM_SINCE_V37.search(sentence)
        if (aim and not asked and not _PLAN_AHEAD.search(sentence) and not _negated(sentence, aim.start(), aim.end())
                and _SPAN_OUTCOME.search(_AIM_SINCE_V37.sub(" ", norm)) and not _SPAN_FAILED.search(norm)):
            here.asserted.add("milestone")  # v37: "First piece sold ..., been aiming for that since art school"
        goal = _GOAL_MET_V37.search(sentence)
        if goal and not asked and not _PLAN_AHEAD.search(sentence) and not _SHORT_AFTER.search(sentence[goal.end():]):
            here.asserted.add("milestone")  # v37: "..., target we set at the start of the year, done", "as per your target"
        pain_over = _PAIN_OVER_V37.search(sentence)
        if pain_over and "pain" not in clause_labels(sentence[pain_over.end():]):
            blocked.add("pain")  # v37: "hurt last month but it settled", "gone by Tuesday, nothing since"
        if _POOR_THING_V37.search(sentence) and not narrated and not _MY_PAIN_V37.search(sentence):
            blocked.add("pain")  # v37: "Dog's limping, vet says it's a sprained paw, poor thing"
        if _GOOD_ACHE_V37.search(sentence) and not _NO_INJURY_V37.search(sentence):
            blocked.add("pain")  # v37: "the sweet ache of labour", "the good post-leg-day kind", "hurt in the best way"
        if _NOT_A_STRAIN_V37.search(sentence) and "pain" not in labels(_NOT_A_STRAIN_V37.sub(" ", sentence), narrated):
            blocked.add("pain")  # v37: "ego bruised", "stress-strain curves"
        if (_ACHE_DID_ITS_JOB.search(sentence) and _MUSCLES_V37.search(sentence) and not _INJURY_BESIDE.search(sentence)
                and not _negator_before(sentence, _ACHE_DID_ITS_JOB.search(sentence).start())):
            blocked.add("pain")  # v37: "Quads screaming going down the stairs, leg day did its job"
        # v38 classes (issue 18: stress precision, then missed and milestone recall, v36-blind now among the dev rounds).
        for rx in (_STRESS_TERM_V38, _STRESSED_THAT_V38, _LOW_STRESS_READING_V38):
            if rx.search(sentence) and "stress" not in labels(rx.sub(" ", sentence), narrated):
                blocked.add("stress")  # v38: "put it under serious stress", "the tutor stressed that", "stress score was 1"
        if _GOOD_TIRED_V38.search(sentence) and "stress" not in labels(
                _TIRED_ANY_V38.sub(" ", _GOOD_TIRED_V38.sub(" ", sentence)), narrated):
                blocked.add("stress")  # v38: "a satisfying tired", "knackered in a nice way", "the best kind of tired"
        if _GOOD_TIRED_V38.search(sentence) and not _NO_INJURY_V37.search(sentence):
            blocked.add("pain")  # v38: "forearms were burning after, but that's a satisfying tired"
        now_fine = _NOTHING_LIKE_NOW_V38.search(sentence)
        if now_fine and _BACK_WHEN_V38.search(sentence[: now_fine.start()]):
            for label in ("stress", "pain"):
                if label not in clause_labels(sentence[now_fine.end():]):
                    blocked.add(label)  # v38: "Back when I did shift work I was a nervous wreck, nothing like now"
        seen = _SEEN_AS_V38.search(sentence)
        if (seen and _SEEN_DENIED_V38.search(sentence, seen.end())
                and "stress" not in labels(_SEEN_AS_V38.sub(" ", sentence), narrated)):
            blocked.add("stress")  # v38: "Marshal said I looked stressed on the descent, I was only concentrating"
        if (not narrated and _OTHER_WITH_RELATIVE_V38.search(sentence)
                and "stress" not in clause_labels(_OTHER_WITH_RELATIVE_V38.sub(" ", sentence))):
            blocked.add("stress")  # v38: "The mum I'm supporting was really stressed about the induction"
        unhurt = _NOTHING_SHARP_V38.sub(" ", _ACHE_EXPECTED_V38.sub(" ", sentence))
        if (_ACHE_EXPECTED_V38.search(sentence) and _MUSCLES_V37.search(sentence) and not _INJURY_BESIDE.search(unhurt)
                and not _NO_INJURY_V37.search(unhurt)):
            blocked.add("pain")  # v38: "Glutes are sore from Monday's split squats, the expected sort"
        v38_missed = _MISSED_V38.search(sentence)
        if v38_missed and not asked and not _negator_before(sentence, v38_missed.start()):
            here.asserted.add("missed")  # v38: "I'll miss your session", "failed to attend", "forgot we had a session"
        v39_missed = _MISSED_V39.search(sentence)
        if v39_missed and not asked and not _negator_before(sentence, v39_missed.start()):
            here.asserted.add("missed")  # v39: "slept right through your 6am", "no early session for me", "I'm out tonight"
        v39_found = _LONG_WANTED_V39.search(sentence) or _CHOSEN_V39.search(sentence)
        if (v39_found and not asked and not _PLAN_AHEAD.search(sentence) and not _HYPOTHETICAL.search(sentence)
                and not _negator_before(sentence, v39_found.start()) and not _SPAN_FAILED.search(sentence)
                and not (not narrated and (_OTHER_ACHIEVER_V38.search(sentence[: v39_found.start()])
                                           or _OTHERS_CHOSEN_V39.search(sentence[: v39_found.start()])))):
            here.asserted.add("milestone")  # v39: "what I've wanted since I was twelve", "Got elected!", "First poem accepted"
        # v40 classes (issue 18: stress first, then missed and milestone recall; v38-blind now among the dev rounds).
        for rx in (_ANIMAL_STATE_V40, _STRESS_TERM_V40, _STRESS_PHYSICS_V41):
            if rx.search(sentence) and "stress" not in labels(rx.sub(" ", sentence), narrated):
                blocked.add("stress")  # v40: "Next door's parrot gets so stressed", "stress building up along the fault line"
        v40_missed = _SESSION_GONE_V40.search(sentence) or _NEVER_MADE_V40.search(sentence)
        if v40_missed and not asked and not _negator_before(sentence, v40_missed.start()):
            here.asserted.add("missed")  # v40: "so that's today's session gone", "never made it to the gym"
        # v41 classes (issue 18: missed recall first, v39-blind now among the dev rounds).
        v41_missed = ((None if _PART_OF_SESSION_V41.search(sentence) else _HOME_PROGRAMME_MISSED_V41.search(sentence))
                      or _LEFT_AFTER_WARMUP_V41.search(sentence) or _OTHER_LANGUAGE_MISSED_V41.search(sentence))
        instead = _INSTEAD_OF_SESSION_V41.search(sentence)
        if instead and not _TRAINED_INSTEAD_V41.search(sentence[: instead.start()]):
            v41_missed = v41_missed or instead
        sport = _SPORT_MISSED_V41.search(sentence)
        if sport and (narrated or not _SOMEONE_ELSES_V41.search(sentence[: sport.end()])):
            v41_missed = v41_missed or sport
        if (v41_missed and not asked and not _negator_before(sentence, v41_missed.start())
                and not _HYPOTHETICAL.search(sentence[: v41_missed.start()])):
            here.asserted.add("missed")  # v41: "Forgot my physio exercises all week", "went to the pub quiz instead of circuits"
        v40_found = _GOAL_SET_BY_V40.search(sentence) or _LONG_WAIT_V40.search(sentence)
        if (v40_found and not asked and not _PLAN_AHEAD.search(sentence) and not _HYPOTHETICAL.search(sentence)
                and not _negator_before(sentence, v40_found.start()) and not _SPAN_FAILED.search(sentence)
                and (narrated or not _OTHER_ACHIEVER_V38.search(sentence[: v40_found.start()]))
                and (_GOAL_SET_BY_V40.search(sentence) or _SPAN_OUTCOME.search(_LONG_WAIT_V40.sub(" ", norm))
                     or _DONE_VERB.search(sentence))):
            here.asserted.add("milestone")  # v40: "the number my CF team set in spring", "been dreaming about this for years"
        v38_found = _QUALIFIED_V38.search(sentence) or _FIRST_MADE_V38.search(sentence)
        if (v38_found and not asked and not _PLAN_AHEAD.search(sentence) and not _NOT_NEW_QUALIFICATION_V38.search(sentence)
                and not _negator_before(sentence, v38_found.start())
                and not (not narrated and _OTHER_ACHIEVER_V38.search(sentence[: v38_found.start()]))):
            here.asserted.add("milestone")  # v38: "Got my level 3 piping certificate", "the first boat I've built"
        goal = _GOAL_FROM_V38.search(sentence)
        if goal and not asked and not _PLAN_AHEAD.search(sentence) and not _SHORT_AFTER.search(sentence[goal.end():]):
            here.asserted.add("milestone")  # v38: "..., her goal from January" (a note's "her" read as "my")
        if _NOT_SESSION_OBJECT.search(sentence):
            # v17: a miss word on a meal, a drink or a ride ("Skipped dessert all week"): the probe may not read it
            # as a session missed.
            here.denied.add("missed")
        out.asserted |= here.asserted - blocked
        out.denied |= here.denied | blocked
    out.asks_only = questions > 0 and statements == 0
    # Cues that say the opposite of a signal, for the embedder's veto only (denied, never asserted): a probe
    # sees the topic ("sleep", "a stitch", "100kg"), not the polarity ("sleeping loads better", "it went away",
    # "I'd love to hit 100kg someday").
    for label, cue in _OPPOSITE_CUES.items():
        if any(not _negator_before(norm, m.start()) for m in cue.finditer(norm)):
            out.denied.add(label)
    # v20: a pain the keywords read, with no word of stress beside it, is what the message is about: the probe reads
    # a body in trouble as distress ("my neck and traps are in agony from hunching", "tweaked my neck sleeping funny"),
    # so it may not add stress to it; a stress word the keywords read still counts ("back's gone and I'm so stressed").
    if "pain" in out.asserted and "stress" not in out.asserted:
        out.denied.add("stress")
    if _MILESTONE_V30_TERSE.search(norm) and "milestone" not in out.denied and questions == 0:
        out.asserted.add("milestone")  # v30: "pb. 182.5", "sub 17. finally."
    # v30: "Not great, my back went again", "sore throat and back pain, feel rough": general words of feeling unwell beside
    # a pain the message reports are the body's state; stress only when something else in the message says so.
    if ("pain" in out.asserted and "stress" in out.asserted and _MALAISE.search(norm)
            and "stress" not in labels(_MALAISE.sub(" ", norm), narrated)):
        out.asserted.discard("stress")
        out.denied.add("stress")
    if _JOKE.search(norm):
        out.denied |= out.asserted | {"stress"}
        out.asserted = set()
    return out


def labels(text: str, narrated: bool = False) -> set[Label]:
    return analyse(text, narrated).asserted


def _clause(clause: str, asked: bool, narrated: bool, out: Analysis) -> None:
    def someone_else(before: str, term: str = "", matched: str = "") -> bool:
        if _I_AM_BEFORE.search(before):
            return False  # v21: "my son's in trouble at school and honestly I'm so stressed": the client is the subject
        if term == "milestone" and not narrated and _GROUP_SUBJECT.match(before):
            return True  # v21: "Our team won the league and I'm buzzing": the team's win, in the clause that tells it
        if _RELATIVE.search(before) or (not narrated and _PRONOUN_SUBJECT.search(before)):
            return True
        if not narrated and term in ("stress", "pain") and _PRONOUN_BEFORE_V37.search(before):
            return True  # v37: "... and he's struggling", "looked like she was in pain"
        if any(_LEAD_WORDS.match(before[: k.start()]) for k in _KIN.finditer(before)):
            return True
        def others_body(text: str) -> bool:  # in a coach's note "her knee" is the client's
            return any(not (narrated and b.group("pronoun")) for b in _OTHERS_BODY.finditer(text))

        if others_body(before) or (term == "pain" and others_body(clause) and not _MY_OWN_BODY.search(clause)):
            return True
        if not narrated and ((_ROLE_SUBJECT.match(before) and not _CLINICIAN_SAYS.match(before + " " + matched))
                             or _ROLE_WITH.search(before)):
            return True  # v17: "My patient had a hip fracture", "a patient with a shattered femur"
        if term == "pain":
            animal = _ANIMAL_SUBJECT.match(before)
            if (animal and not _MY_BODY.search(animal.group("rest"))) or _SIMULATED.search(before):
                return True
        # "knuckles are swollen": a body; "targets are crushing me": the subject acts on the client (v10)
        subject = _COPULA_SUBJECT.match(before) if term == "stress" and not _ON_ME.search(matched) else None
        # v19: the head noun comes before a place it is qualified by ("Team at work is burnt out": the team, not work).
        head = _SUBJECT_PLACE.sub("", subject.group("subject")) if subject else ""
        return bool(subject and not narrated and not _CLIENT_SUBJECT.search(head)
                    and not re.search(_BODY, subject.group("subject"), re.I))

    masked = clause
    request = _CANCEL_REQUEST.search(clause)
    # v47: not when a condition follows the request ("Can I skip next week's session if I'm in Lisbon? Just asking").
    if request and not someone_else(clause[: request.start()]) and not _HYPOTHETICAL.search(clause[request.end():]):
        out.asserted.add("missed")  # "can we cancel tomorrow's session?": asked, and still a cancellation
    for label, rx in PHRASES.items():
        for m in rx.finditer(clause):
            blocked = asked or someone_else(clause[: m.start()], label, m.group(0)) or bool(_HYPOTHETICAL.search(clause[: m.start()]))
            (out.denied if blocked else out.asserted).add(label)
            masked = masked[: m.start()] + " " * (m.end() - m.start()) + masked[m.end():]
    for label, rx in TERMS.items():
        for m in rx.finditer(masked):
            if label == "missed" and (_PASSIVE.search(masked[: m.start()]) or _ATTITUDE.search(masked[: m.start()])):
                out.denied.add(label)  # "the class got cancelled", "I hate missing sessions": not the client's miss
                continue
            if label == "missed" and _NOT_SESSION_OBJECT.match(masked[m.start():]):
                out.denied.add(label)  # v17: "I'll skip the chips tonight": a meal, not tonight's session
                continue
            if label == "missed" and not (_is_session(masked[m.end():]) or (_ON_YOU.match(masked[m.end():])
                                                                          and _LET_DOWN.match(m.group(0)))):
                continue
            if (label == "missed" and m.group(0).lower() == "miss" and _LONGING.search(masked[: m.start()])
                    and not _WHEN.search(masked[m.end():])):
                out.denied.add(label)  # "I miss the old gym": a longing, not a session missed
                continue
            if label == "milestone" and not _big_enough(m):
                continue
            if label == "missed" and _CONSIDERED.search(masked[: m.start()]):
                out.denied.add(label)  # v18: "thought about skipping parkrun", "fingers crossed I dodge it"
                continue
            if label in ("missed", "milestone") and _NEAR_MISS.search(masked[: m.start()]):
                out.denied.add(label)  # "nearly missed the train", "almost hit 100kg": it did not happen
                continue
            if (label == "pain" and m.group(0).lower().startswith("pain") and _NUISANCE_BEFORE.search(masked[: m.start()])
                    and not _PAIN_PLACED.match(masked[m.end():]) and not re.search(_BODY, masked[: m.start()], re.I)):
                out.denied.add(label)  # "parking at the gym is a pain": a nuisance, not a body in pain
                continue
            if (label == "pain" and m.group(0).lower().startswith("headache")
                    and _HEADACHE_NUISANCE.search(masked[: m.start()])):
                out.denied.add(label)  # v25: "the new rota is a real headache": a nuisance, not a head in pain
                continue
            if label == "missed" and _OTHER_ACTOR.match(masked[: m.start()]):
                out.denied.add(label)  # "The babysitter cancelled": someone else called it off
                continue
            if (label == "pain" and m.group(0).lower().startswith("pull") and _LIFT_PULLED.match(masked[m.end():])
                    and not re.search(_BODY, m.group(0), re.I)):
                continue  # v19: "Pulled my first double-bodyweight deadlift": a lift, not a strain (no veto: the part stays
                # in the probe's scoped text, which may read the lift as a best)
            if label == "pain" and _FORESEEN.search(masked[: m.start()]):
                out.denied.add(label)  # v19: "I might hurt my back if I go too heavy": not hurt yet
                continue
            if label == "stress" and _FOR_OTHER.match(masked[m.end():]):
                out.denied.add(label)  # "lambing is stressful for the ewes"
                continue
            if label == "stress" and _MEASURED.search(masked[: m.start()]) and re.search(r"(low|down|flat)$", m.group(0), re.I):
                continue  # "iron a bit low": a reading, not a mood
            blocked = (asked or _negated(masked, m.start(), m.end()) or someone_else(masked[: m.start()], label, m.group(0))
                       or bool(_HYPOTHETICAL.search(masked[: m.start()])))
            if label == "milestone" and (_INTENT.search(masked[: m.start()]) or _TRIED.search(masked)
                                         or _INTENT_AFTER.search(masked[m.end():])):
                blocked = True
            (out.denied if blocked else out.asserted).add(label)
    caps = _CAPS_MILESTONE.search(clause)
    if caps:
        blocked = (asked or bool(_INTENT.search(clause)) or someone_else(clause)
                   or _negated(clause, caps.start(), caps.end())
                   or bool(_HYPOTHETICAL.search(clause[: caps.start()])))  # v22: "if I PB at the meet I'm buying pizza"
        (out.denied if blocked else out.asserted).add("milestone")
    if "milestone" in out.asserted and _JOKE_TARGET.search(clause):
        out.asserted.discard("milestone")
        out.denied.add("milestone")
    if "milestone" in out.asserted and _STILL.search(clause):
        out.asserted.discard("milestone")  # "my PB is still 55 kg": not a new one
        out.denied.add("milestone")


_OPPOSITE_CUES: dict[Label, re.Pattern[str]] = {
    "stress": lazy_compile(
        r"\b(feel(ing)? (brand new|great|good|fresh|rested|amazing|human|fine|calm|energi[sz]ed|strong)|sleeping (well|better"
        r"|loads better|much better|through)|slept (well|great|brilliantly|like a (baby|log)|\d+ hours)|(\d+|eight|nine|ten)"
        r" hours (a night|of sleep|sleep)|calm|focused|rested|refreshed|otherwise fine|all good|loads better|much better"
        r"|nothing i can'?t handle|managing (fine|ok|okay|well)|sorted|feeling sharp|on top of (it|things|everything)"
        r"|sleeping (about |around )?(7|8|9|seven|eight|nine)|(7|8|9|seven|eight|nine) hours (most|every) night"
        # v15: busy and liking it ("busy month but I'm thriving on it").
        r"|thriving|loving it|in my element|buzzing|enjoying (it|the (challenge|busy|chaos))"
        # v19: calmer than before, coping and said so ("way calmer now", "I'm coping fine", "handling it fine",
        # "surprisingly ok", "in a great place"; "not coping well" is negated, so no cue), and a negation that
        # intensifies a good state ("never felt calmer", "haven't felt this rested in ages": no negator before it).
        r"|calm(er|est)|more (relaxed|rested|settled|chilled)|(coping|handling (it|things|everything|the \w+)|dealing with (it|things))"
        r" (fine|well|ok|okay|alright|all right)|surprisingly (ok|okay|good|fine|well|calm|chill(ed)?)|in a (good|great|better|happy) place"
        r"|(never|haven'?t|have not|hasn'?t|has not)( ever)? (felt|been|slept|looked) ((this|so) (good|well|calm|rested|relaxed|happy"
        r"|settled|fresh|energi[sz]ed|strong|content|chilled|positive)|better|calmer|more (relaxed|rested|settled|positive))"
        r"|sleeping like a (baby|log|normal (human|person))|best (sleep|night'?s sleep|kip)( (i'?ve|i have) had)? in (ages|months|weeks|years|a long time)"
        # energy and ease said outright, a good state with an adverb between ("I feel absolutely fine"), a rough patch
        # left behind, a test of the heart ("stress test came back clear": a procedure, not a state).
        r"|bliss|on top of the world|(loads|lots|plenty|full|bags) of energy|energetic|(on )?the other side of it"
        r"|feel(ing|s)? (absolutely|really|so|totally|completely|pretty|very|properly|genuinely) (fine|good|great|amazing|fresh|rested"
        r"|calm|strong|relaxed)|stress[- ]?tests?"
        # v21: a body in top form said in idiom ("felt unstoppable on the tempo run", "like a million dollars")
        r"|(felt|feel|feeling|feels) (unstoppable|invincible|like a (machine|beast|new (wo)?man|million (dollars|quid|bucks)))"
        # v23: more of them ("felt like a god ngl", "the pump was insane").
        r"|(felt|feel|feeling|feels) like (a |an )?(god|goddess|king|queen|legend|superhero|superhuman|warrior|rock ?star|champ|champion)"
        r"|(the )?pump (was|is) (insane|unreal|mental|crazy|immense|huge)"
        r"|light as a feather"
        # v22: relief and high spirits said outright ("on a massive high", "in good spirits", "the pressure's off, I can
        # breathe again", "I feel lighter already").
        r"|on a (massive |real |huge |big |bit of a )?high|in (good|great|high|fine) spirits|pressure'?s (off|lifted)"
        r"|(can|could) (finally )?breathe again|feel(ing)? (so much |much |a lot )?lighter"
        # v25, from the dev rounds' out-of-fold false stress alarms (v23-blind the freshest): fine and said so ("I'm
        # genuinely ok, just busy", "honestly I'm fine"), busy and coping ("good busy"), sleeping ok, a good rhythm, a
        # night's hours logged ("Sleep 7h"), feeling normal, never this energetic.
        r"|(i'?m|i am|im) (genuinely |honestly |actually |really |totally |completely |absolutely )?(ok|okay|fine|alright|all right|good)"
        r"(?! (but|except|apart))|just busy|(good|fun|nice|happy) busy|busy but (good|fine|ok|okay|fun|coping|manageable|happy)"
        r"|sleeping (ok|okay|alright|fine|decently|not bad)|(in|into) a (good|nice|decent|great) (rhythm|routine|groove)"
        r"|sleep:? (6\.5|[7-9])(\.\d+)? ?(h|hrs|hours)\b|feel(ing|s)? (normal|myself|like myself|human again)"
        r"|(never|haven'?t|have not) (felt|been) (this|so) (energetic|lively|alive|fit)"
        # v26: keeping up and saying it is going well ("keeping up with everything nicely"); the probe refitted on v26's
        # dev rows read that as strain ("barely keeping up" has no such adverb and stays stress).
        r"|keeping up( with (everything|it all|things|the work|work|the workload))? (nicely|fine|well|ok|okay|just fine"
        r"|no bother|no problem|easily))\b",
        re.I),
    "pain": lazy_compile(r"\b(learning|reading|studying|lecture|course|module|webinar|teaching|taught|a class|a talk|workshop"
                       r"|seminar|presentation) (all )?(about|on)\b"
                       r"|\b(hasn'?t|has not|haven'?t|have not|not) (bothered|troubled|hurt|flared up on) (me )?(since|for|in|at all)\b"
                       r"|\b(a|such a|what a|bit of a) (right|real|proper|total|royal) pain\b(?! in (my|the) (?!neck|arse|backside))"
                       r"|\b(went away|gone away|nothing wrong|eased off|settled down|fine now|no issues|long gone"
                       r"|(a |such a |real )?pain in the (neck|arse|ass|backside|bum|butt)|(a|such a|what a|bit of a|real) pain to"
                       # v19: loosened or freed after treatment, fine since it ("Neck's loosened up after the massage",
                       # "Shoulder's been fine since the injection").
                       r"|" + _BODY + r"('s| has| have| is| are)? (\w+ )?(loosened|freed|eased|settled|calmed) (right |a lot |a bit )?(up|off|down)"
                       r"|" + _BODY + r"('s| has| have)( \w+)? (been|felt) (fine|good|great|grand|ok|okay|sound|solid|perfect) (ever )?since"
                       # v24: pain said absent with no body part named ("three weeks pain free, touch wood", "not a
                       # twinge"); limbs gone to jelly after a set ("arms are jelly after the push-ups").
                       r"|pain[- ]free|not a (single )?twinge|(arms|legs|quads|thighs|calves|triceps|biceps|shoulders|body)( are| is|'re|'s"
                       r"| feel| felt| feeling| turned to| like)? (like )?(jelly|noodles|spaghetti|rubber|wobbly)"
                       # v25, from the dev rounds' out-of-fold false pains (v23-blind the freshest): a recovery measured
                       # ("about 80% of where it was"), a fit feeling good now ("it feels brilliant now"), an injury only
                       # supposed ("If my shoulder goes again I'll ...").
                       r"|\d+ ?(%|per ?cent) (of where it (was|should be)|back|recovered|there)"
                       r"|(feels?|felt|feeling) (brilliant|great|amazing|fine|good|perfect|spot on|so much better) now"
                       r"|if (my|the) (\w+ )?" + _BODY + r" (goes|went|flares|gives|plays up)"
                       r")\b", re.I),
    "milestone": lazy_compile(r"\b((personal best|pb|pr|record) (at|in|of) (eating|drinking|napping|procrastinating|excuses|pizza"
                            r"|cake|biscuits|snacking)"
                            # v12+: a plain log of distance and time is no record ("Ran 5k in 31 minutes this morning").
                            r"|(ran|swam|cycled|rowed|walked|jogged|did) (a |an |my )?\d+(\.\d+)? ?(k|km|miles?|m)\b in \d+"
                            r"|(almost|nearly) (hit|got|made|did|had|reached|broke|beat)|so close|failed (the|my|on the) (last|final|top)"
                            r"|missed (it|out) by|i'?d love to|would love to|someday|one day|hoping to|hope to|want to|wanna|aiming (for|to)"
                            r"|(goal|target|aim) (is|for)|planning to"
                            # A routine target or a plain training log is not an achievement.
                            r"|(step|protein|water|calorie|sleep|daily|fibre|fiber) (goal|target)|\d+ ?x ?\d+|\d+ sets of"
                            r"|\d+(,\d{3}|k)? steps"
                            # v15: an ordinary day said so ("step count was 7k, pretty average").
                            r"|step count|(pretty|fairly|quite|very|just|about) (average|normal|standard|ordinary|usual)|nothing special"
                            r"|same as (usual|always|ever|last week)"
                            # v18: a plain log however told ("erg session done, 5k in 21 minutes"), the day's steps done;
                            # a weight gained (not muscle); a goal still ahead or conditional ("still 4 to go", "if I lose
                            # another 2kg"); an entry, not a result ("signed up for the charity 10k"); a quiz or a raffle won.
                            r"|\d+(\.\d+)? ?(k|km|miles?)\b,? in \d+(:\d+)?|(got|get|hit|did|done) (my|the|all my) (\w+ )?steps"
                            r"|(gained|put on|piled on) (a|half a|\d+(\.\d+)?|one|two|three) ?(kilo|kg|kilos|lbs?|pounds?|stone)s?\b"
                            r"(?! (of|in) (muscle|lean|mass|size))"
                            r"|(\d+(\.\d+)?|a few|a couple|another \w+) ?(kg|kilos?|lbs?|pounds?|k|more)? (left )?to go|if i (lose|drop|hit|get"
                            r"|make|break|reach|do|can)"
                            r"|(signed|signing|sign) up|(entered|registered|booked)( in| on| onto| into| for)? (the|a|an|my)"
                            # a weight or a lift repeated, a programme's week, arriving on time, a try to come
                            # ("Benched 60 again", "week 3 of couch to 5k done", "made it just in time",
                            # "might try for double bodyweight"); the scales up ("Up 2kg this week").
                            r"|\d+(\.\d+)? ?(kg|kilos?|lbs?|k|km|reps?)? again|week \d+ (of|done)"
                            r"|(made it )?just in time|might (try|go for|attempt|have a go)|try for|going for"
                            r"|(scales? (say|said|show|showed|shows)( i'?m)?|weight('s| is| was)?|i'?m|i am) up (a|\d+(\.\d+)?) ?(kg|kilos?|lbs?|pounds?)\b(?! (on|in) )"
                            r"|^\W*up (a|\d+(\.\d+)?) ?(kg|kilos?|lbs?|pounds?)\b(?! (on|in) )"
                            r"|ever (had|eaten|tasted|seen|watched|heard|read|been to|visited|drunk|bought)"
                            # v19: a plateau or a move still out of reach, an off day ("still stuck at 90", "Bench is stuck
                            # at 55", "still beyond me", "still can't do them unbroken", "weak day").
                            r"|stuck (at|on) \d+|(still|remains?) (stuck|beyond me|out of reach|can'?t|cannot|not able|a way off|miles off)"
                            r"|weak (day|session|one)"
                            # an opportunity, not an achievement ("Finally time to train properly"), a thing done again
                            # after a while ("first time in ages I've had a lie-in": a return, not a first).
                            r"|finally (have |had |got |get )?(some |the |a )?(time|chance|day off|break)"
                            r"|first (time )?in (ages|a while|a long time|forever|weeks|months)"
                            # v20 (issue 18: milestone precision), families of the dev rounds' out-of-fold false alarms,
                            # where only the probe flagged: a day's training rated by how it felt ("Long ride Sunday, 90k,
                            # felt great", "decent day", "legs are pleasantly tired"); training not done ("Haven't lifted
                            # since the wedding"); an injury complaining or recovered from ("Hip's been grumbling", "fully
                            # recovered now"); a start or a plan received ("Started the new programme today", "Thanks for
                            # the new plan!"); going at all ("Nearly didn't go but dragged myself in"); a small loss told as
                            # slow ("Down 0.5kg, slowly does it"); sets repeated ("60 for 3 sets again"); a record of work
                            # done ("Record number of parcels on the round"); a limit kept ("within my pacing limit").
                            r"|(felt|feeling) (so |really |absolutely |pretty |just )?(great|fantastic|good|amazing|brilliant"
                            r"|awesome|strong|lovely)|decent (day|session|effort|ride|run|swim|workout)|pleasantly tired"
                            r"|(haven'?t|hasn'?t|have not|has not|'ve not) (been )?(lifted|trained|ridden|swum|run|touched a weight)"
                            r"|grumbling|niggl(e|es|ing|y)|(fully |completely |all )?recovered"
                            r"|(start(ed|ing|s)?|began|begin(ning)?|kick(ed|ing)? off) (the |a |my |our )?(new |next )?(programme|program|plan|block"
                            r"|routine|phase|cycle|diet|regime)|(thanks|thank you|cheers|ta) for the (new )?(plan|programme|program|session|workout)"
                            r"|dragged myself|glad i (did|went)|(nearly|almost) didn'?t (go|come|bother|make it)"
                            r"|slowly does it|slow and steady|(down|lost|dropped) (0?\.\d+|half a) ?(kg|kilos?|lbs?|pounds?)"
                            r"|(sets?|reps?) again|record (number|amount) of|(pacing|heart rate|hr) (limit|cap|zone)|within my (\w+ )?limit"
                            # v22: a near miss with any verb ("Nearly held the handstand for 10 seconds, like 8"), a
                            # shortfall said so ("could only do 3 swings, not there yet", "not quite"), no new best.
                            r"|(almost|nearly) (\w+ed|held|ran|swam|rode|won|got|hit|made|did|broke|beat|lifted|benched|squatted)"
                            r"|not there yet|not quite|could only (do|manage|get|hold|lift|run|swim)|(couldn'?t|could not) quite"
                            r"|no new (records?|pbs?|prs?|bests?|personal bests?)"
                            # v24: a best equalled ("same as my best", "matched my PB"); a target not got ("didn't get
                            # the 5k under 30"); a training log's readings ("avg hr 161", "320 kcal", "RPE 8", "steps
                            # yesterday 9,412"); a number given roughly ("got to like 35 kilos").
                            r"|same as my (\w+ )?(best|pb|pr|record|max)|(equall?ed|matched|tied) my (\w+ )?(best|pb|pr|record|max|time)"
                            r"|(didn'?t|did not|couldn'?t|could not|failed to|wasn'?t able to) (get|hit|make|break|beat|crack|go|reach"
                            r"|manage) [^.!?]{0,25}\b(under|sub|pb|pr|best|record|target|goal)"
                            r"|(avg|average|max) (hr|heart rate|hr of|pace|power|cadence|speed)|\d+ ?(kcal|cals?|calories|bpm|watts)\b"
                            r"|\brpe ?\d|steps (yesterday|today|this week|so far)|(to|at|about|around|roughly) like \d|\blike \d+(\.\d+)? ?(kilos?|kg|reps?|k|km)\b"
                            # v25, from the dev rounds' out-of-fold false milestones (v23-blind the freshest): part of a
                            # distance then a walk ("ran 4k of the 5k"); a result not known ("passed or not"); congratulations
                            # to a group ("congrats to everyone who raced"); a log of intake ("protein 140g", "water 2.5L");
                            # a distance walked at work ("on my round", "it's just the job"); a best that is the slowest.
                            r"|\d+(\.\d+)? ?(k|km|miles?|laps?|lengths?|reps?)? of the \d+(\.\d+)? ?(k|km|miles?|laps?|lengths?|reps?|pull-?ups|push-?ups)\b"
                            r"|(passed|pass|won|win|qualified|made it) or not|congrat(s|ulations) to (everyone|all|the|every)"
                            r"|well done (to )?(everyone|all of you|the (team|club|squad))|protein:? \d+ ?g\b|water:? \d+(\.\d+)? ?(l|litres?|liters?)\b"
                            r"|on (my|the) (round|rounds|shift|beat|patrol)\b|(it'?s|that'?s) (just )?the job"
                            r"|(slowest|worst|weakest|laziest|unfittest) (\w+ ){0,2}(of my life|ever|in years|in ages)"
                            r")\b", re.I),
    "missed": lazy_compile(r"\b((nearly|almost) (missed|skipped|bailed)|see you|finished (all|the|my|every)|completed|made it to|did (all|the|my|every)|i'?ll do|will do"
                         r"|still (made|did|trained|went)|moved it|rescheduled|booked in"
                         # v10: someone else called it off and the client trained anyway.
                         r"|trained (solo|alone|anyway|on my own|by myself|at home)|did (your|the|my) (\w+ )?(programme|program|plan|workout|session)( \w+){0,3} (instead|anyway|alone|solo)"
                         # v18: training done or to be done ("did a hotel workout", "got all four sessions in", "back to
                         # full training", "will train Sunday morning", "I'll take the resistance bands", "I'll definitely
                         # be there"), no day off at all, the trainer missed ("Missed you at the gym"), misses over.
                         r"|did (a|an|my|the) (\w+ ){0,2}(workout|session|run|swim|ride|class)"
                         r"|(got|did|made|hit|managed|done) (all|both|every|each) (\w+ )?(of (my|the) )?(sessions|workouts|runs|classes|swims|rides)"
                         r"|back (to|in) (full )?(training|the gym)|(i'?ll|i will|will|gonna|going to) (still |definitely |def )?(train|be there"
                         r"|go|make it|get it done|fit it in|squeeze it in)"
                         r"|(take|bring|pack|packed|packing|taking|bringing|took) (the |my )?(\w+ )?(bands|kit|trainers|skipping rope|kettlebells?"
                         r"|dumbbells|weights)"
                         r"|(haven'?t|have not|not|never) (had|taken) a (single )?(day|rest day|week) off"
                         r"|miss(ed|ing)? (you|ya) (at|in|down at) (the )?(gym|session|class|pool|track|club|studio|box)"
                         # v23: at any gathering ("Missed you at the Christmas do"): the coach was missed
                         r"|miss(ed|ing)? (you|ya|u) (at|in|down at|on) (the|our|my|your|his|her|their|last|this)\b"
                         r"|miss(ed|ing)? (everyone|the (team|gang|lads|girls|crew))"
                         r"|not (one|a single one|once) since"
                         # training looked forward to or with its kit ("Can't wait for tomorrow's session", "I'll still make
                         # my sessions", "will use the hotel gym", "plenty of time to train", "Skipping rope workout done",
                         # "I train alone now").
                         r"|can'?t wait (for|to)|looking forward to|(free|available) for (a|the|my) (session|class|workout)"
                         r"|plenty of time (to|for) (train|training|the gym)|(i'?ll|i will|will) (still )?make (my|the|our|it)"
                         r"|(i'?ll|i will|will) (use|hit|try) the (\w+ )?(gym|pool)|i'?ll (smash|crush|nail|enjoy|do) (the|my|tomorrow)"
                         r"|skipping[- ]rope|skip[- ]rope|jump[- ]rope|train(ed|ing)? (solo|alone|on my own|by myself)"
                         # v21: late, not absent ("I'll be ten minutes late Saturday, still coming").
                         r"|still (coming|on for|up for)|(be|running|arrive|arriving|turn up|turning up) (a bit |a little |abit |slightly"
                         r" |\d+ ?(mins?|minutes) |ten minutes |five minutes )?late)\b", re.I),
}
_NUMBER_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "half a": 0.5, "a stone and a half": 1.5}
# The smallest loss that is an achievement rather than a weekly fluctuation (about 1.5 kg).
_MIN_LOSS = {"kg": 1.5, "kilo": 1.5, "kilos": 1.5, "lb": 3.0, "lbs": 3.0, "pound": 3.0, "pounds": 3.0, "st": 0.25, "stone": 0.25}


def _big_enough(m: re.Match[str]) -> bool:
    """A weight loss counts from about 1.5 kg: "lost 0.2kg this week" is a fluctuation, not a milestone."""
    groups = m.groupdict()
    amount, unit = (groups.get("amount"), groups.get("unit")) if groups.get("amount") else (groups.get("amount2"), groups.get("unit2"))
    if not amount or not unit:
        return True
    value = _NUMBER_WORDS.get(amount.lower())
    value = float(amount) if value is None else value
    return value >= _MIN_LOSS.get(unit.lower(), 0)


def _negator_before(text: str, start: int) -> bool:
    before = _WORDS.findall(text[:start].lower())[-NEGATION_WINDOW:]
    return any(w in NEGATORS or w.endswith("n't") for w in before)


def _negated(clause: str, start: int, end: int) -> bool:
    before = _WORDS.findall(clause[:start].lower())[-NEGATION_WINDOW:]
    # v25: "without my forearms cramping": "without" before a possessed subject of the term negates it too.
    if ("without" in before and before[-1:] != ["without"] and before[-2:] not in (["without", w] for w in ("any", "much", "a"))
            and before[-3:-1] not in (["without", w] for w in ("my", "his", "her", "their", "your"))):
        before = [w for w in before if w != "without"]
    if any(w in NEGATORS or w.endswith("n't") or w in ("cant", "dont", "didnt", "wasnt", "isnt") for w in before):
        return True
    # "used to be burned out", and (v12) anywhere earlier in the clause: "used to have terrible back pain";
    # not "I'm used to being exhausted", which is now.
    if _USED_TO.search(clause[:start]):
        return True
    return bool(_CANCELLING_TAIL.match(clause[end:]))


def _is_session(after: str) -> bool:
    """'missed the morning run' / 'skipped leg day' / 'missed it again': what was missed is training."""
    return bool(_SESSION_AFTER.match(after) or _MISSED_BARE.match(after))
