"""The one slot a bare follow-up asks of the thing just discussed, and whether a record's text fills it.

"dose?", "which side?", "how often", "till when", "got a date on that", "what's she taking for it": asked
right after an answer about a thing (a medicine, an injury, a test), such a question names no thing of
its own; its only words are the slot's ("dose", "side", "till"), and the records that answer it give
the slot's value in other words ("210mg every other day", "sharp on the right", "til march"). Searched
as a topic, the slot's word is said by no record and the question was refused ("I couldn't find any
mentions of 'dose'"), though the previous answer had just quoted the record that holds the value.

This module reads which slot a question's words ask (`asked`: the words of the slot, in the question,
`SLOTS`) and whether a text holds a value of that slot's shape (`fills`): a dose is a number with a unit
of dose, a number per day, or a number a medicine is put "to"; a side is left or right; a rate is a
count per unit of time (shared/domain/frequency.py); an end date is a month, a weekday, a date or a
holiday after "till" / "until" / "by"; a duration a number of days, weeks or months; a score two small
numbers joined by a dash and standing alone ("lost 6-5", not the range "3-4 weeks"); an amount (a bare "how
much") a sum of money or a number with a unit of mass, length, volume, time or count. A record that holds
no value of the shape does not answer the slot, so an unanswerable "dose?" (the records name the
medicine, never a dose) is still refused. A date asked ("when was that", "which month") is the record's
own date: every record holds one; so is a state asked ("better?", "still bothering her?"): the newest
record says how the thing is now, and the records are read newest first (`NEWEST_FIRST`). The slots of
the story of an event (`STORY`: "how did he do it", "which hospital", "who were they playing", "where did
they finish"; how a condition began, "what set it off") are filled by a verb of a mishap or an onset ("since
then", "after glandular fever") ("slipped", "heard a pop", "tried the box splits"), a
hospital's word, the other side of a contest ("1-1 v leyland vets", "lost to …") and a placing (an ordinal
that is no date, a medal); the caller reads them oldest first (the event's first report).

Some slots of the thread's thing are told in any of its records, not only those the previous answer quoted
(`THREAD`, h-follow38): a lab's reference range ("what's the normal range", "is it in range now": a lab
panel's "reference 0.4–4", newest first), how a medicine is taken ("how's she meant to take it": "empty
stomach", "with food", "at night"), what treats a condition ("how's she treating it": injections, or a
medicine in a clause that says it is taken), a symptom ("what symptom did it cause": the kinds table's
symptoms and tiredness), where the client stayed away from home ("where were they staying": "at her
sister's", a hotel) and the most of a count ("and the most he's done in a day": the record of the largest
count first, `LARGEST_FIRST`). Their words ("take", "range", "symptom", "staying") are what no record of
the thing says, so asked as a topic they were refused; a record without a value of the slot's shape still
answers none of them.

Closed English for slots and units, not a topic vocabulary: a slot the table does not know is no slot,
and the question goes the ordinary search's way. The use case decides when a question is bare enough
to be read so (shared/usecases/previous_records.py, `asked_slot`).
"""

from __future__ import annotations

import re

from shared.domain import asked_values, frequency, kinds
from shared.domain.query_dates import MONTH_NAMES

# Each slot: the words that ask it (removed from the question before its own words are read). Matched
# in this order; the first slot whose words are in the question is the one asked.
SLOTS: tuple[tuple[str, re.Pattern[str]], ...] = tuple((name, re.compile(pattern, re.IGNORECASE)) for name, pattern in (
    # "how often", "how many times a week"
    ("rate", frequency.ASKS.pattern),
    # "dose?", "dose now?", "what dosage", "how many mg"
    ("dose", r"\b(?:dose|doses|dosage|mg|mcg)\b(?:\s+of\s+it)?"),
    # "what's she taking (for it)", "what does he take", "what's he on", "what was she put on", "what was he
    # given", "what was she started on": a medicine or its dose
    ("medicine", r"^\W*(?:and\s+|&\s*)?what(?:['\u2019]?s|\s+is|\s+was|\s+does|\s+did)?\s+(?:he|she|they)"
                 r"(?:['\u2019]s)?\s+(?:taking|take|takes|on|(?:put|started|starting|kept)\s+on|given|prescribed)\b"
    # "what did they give her", "what have the doctors given him", "what did the gp prescribe her", "what did the
    # hospital put him on": the carers' act told of the client (a pronoun object) asks what was given; the givers
    # are a plain "they" or the medical roles that give medicine (closed English, no medicine named).
                 r"|^\W*(?:and\s+|&\s*|so\s+)?what\s+(?:did|have|had|has)\s+(?:they|the\s+(?:doctors?|docs?|gp|"
                 r"hospital|consultant|nurses?|specialist|dentist|surgeon|paramedics?))\s+(?:give|given|gave|"
                 r"prescribe|prescribed|put\s+(?:her|him|them)\s+on)\b(?:\s+(?:her|him|them)\b)?"),
    # "side?", "which side", "left or right"; not "the other side" (another part, never the one quoted); "which arm is
    # it", "which leg": a paired part asked by "which" asks its side, whatever part the records name ("right shoulder")
    ("side", r"\b(?:which|what)\s+side\b|(?<!other\s)\bside\b|\bleft\s+or\s+(?:the\s+)?right\b"
             r"|\bright\s+or\s+(?:the\s+)?left\b"
             r"|\bwhich\s+(?:arm|leg|hand|foot|knee|ankle|wrist|hip|shoulder|elbow|eye|ear|calf|hamstring|heel|shin|thigh)\b"),
    # "till when", "until when", "how long for"
    ("until", r"\b(?:till|til|until)\s+when\b|^\W*(?:and\s+|&\s*)?(?:till|til|until)\b|\bhow\s+long\s+for\b"),
    # "what day does she take it", "what time does he take them": when in the week or the day a medicine is taken
    # (`how_taken`: "every sunday", "at night"); before `date`, which "what day" asks of anything else
    ("how_taken", r"^\W*(?:and\s+|&\s*|so\s+)?(?:what|which)\s+(?:day|days|time)\s+(?:does|do|should|is|did)\s+"
                  r"(?:he|she|they)\s+(?:meant\s+to\s+|supposed\s+to\s+)?take\s+(?:it|them|that|those|this)\W*$"),
    # "when did that start", "when did it first come on", "since when has it been like that": when the thread's
    # condition began, which its first report tells (the first day of feeling it, before any name was put to it);
    # only of a pronoun of the thing ("when did he start it" asks when a medicine was begun: `date`)
    ("onset", r"^\W*(?:and\s+|&\s*|so\s+)?when\s+(?:did|does|had)\s+(?:it|that|this|these|those|all\s+that|all\s+this)\s+"
              r"(?:all\s+)?(?:first\s+)?(?:start|begin|come\s+on|kick\s+off|flare\s+up)\b"
              r"|^\W*(?:and\s+|&\s*|so\s+)?since\s+when\b"
    # "how did it start": the story of its beginning, which the same first report tells ("sore throat and
    # knackered" before "the blood test says glandular fever"); the question's last words (h-start54)
              r"|^\W*(?:and\s+|&\s*|so\s+)?how\s+did\s+(?:it|that|this|all\s+that|all\s+this)\s+(?:all\s+)?"
              r"(?:start|begin)\W*$"),
    # "when was that", "when?", "got a date on that", "which month", "what day"
    ("date", r"^\W*(?:and\s+|&\s*)?when\b|\b(?:what|which)\s+(?:date|day|month)\b|\bdate\b"),
    # "score?", "what was the score", "final score": the points of a contest the previous answer was about;
    # the noun, not the verb after a subject ("did he score", "to score": whether, not how many)
    ("score", r"(?<!\bhe\s)(?<!\bshe\s)(?<!\bthey\s)(?<!\bi\s)(?<!\bwe\s)(?<!\byou\s)(?<!\bto\s)"
              r"\b(?:final\s+)?(?:score|scoreline)\b"),
    # "how much?", "by how much", "how many": nothing but the words of an amount, asked of the thing just
    # answered ("210mg twice a day", "lost by 3", "2.5kg gone"); with any other word it is no slot
    # "how many times" (not "how many times a week": `rate`) asks the count of the thing just answered ("twice")
    ("amount", r"^\W*(?:and\s+|&\s*)?(?:by\s+)?how\s+(?:much|many)(?:\s+times)?\W*$"),
    # The story of the thread's event, which its first report tells (the message the night it happened):
    # "how did he do it", "how did it happen", "what was she doing", "what dive was she doing"
    ("cause", r"^\W*(?:and\s+|&\s*)?how(?:['\u2019]d|\s+(?:did|do|does|has|had))\s+(?:he|she|they|you|it|that|this)\s+"
              r"(?:do|did|done|happen|happened|hurt|injure|break|tear|pull|get)\b(?:\s+(?:it|that|this|them))?"
              r"|^\W*(?:and\s+|&\s*)?what\s+(?:[^\W\d_]+\s+)?(?:was|were)\s+(?:he|she|they)\s+doing\b"),
    # "what set it off", "what brought it on", "what caused it", "what triggered it": how the thread's condition
    # began, which its first report tells ("since then I go dizzy", "after glandular fever")
    ("trigger", r"^\W*(?:and\s+|&\s*|so\s+)?(?:what|wat)(?:['\u2019]?s|\s+was|\s+is)?\s+(?:set|sets|kicked|kicks|"
                r"brought|brings|triggered|triggers|caused|causes|started|starts)\s+(?:it|this|that|them)"
                r"(?:\s+(?:all|off|on|up))*\b"),
    # "which hospital", "what a&e", "where did they take her"
    ("place", r"^\W*(?:and\s+|&\s*)?(?:which|what)\s+(?:hospital|hosp|a\s*&\s*e|a\s+and\s+e|clinic|infirmary)\b"
              r"|^\W*(?:and\s+|&\s*)?where\s+(?:did|have|had)\s+they\s+take\s+(?:him|her|them)\b"
              r"|^\W*(?:and\s+|&\s*)?where\s+(?:was|were)\s+(?:he|she|they)\s+(?:taken|seen|treated)\b"
    # "where did he go", "where did she get seen", "where did they end up": asked bare of an injury or an illness,
    # where the client went to be seen; of a trip its records hold no hospital's word and the search answers
              r"|^\W*(?:and\s+|&\s*|so\s+)?where\s+(?:did|had)\s+(?:he|she|they)\s+(?:go|get\s+(?:seen|treated))\W*$"),
    # "who diagnosed it", "who saw her", "who treated him", "who did she see": the clinician of the thread's thing
    # ("physio says …", "the gp thinks …"). Not a STORY slot: the thread's oldest record naming a clinician is
    # often the intake's of something else ("my physio says juggling is good"); the search's answer stands when
    # a record of it names one, else the previous answer's records that name one answer.
    ("clinician", r"^\W*(?:and\s+|&\s*|so\s+)?who\s+(?:diagnosed|saw|treated|examined|spotted|confirmed|assessed)\s+"
                  r"(?:it|that|this|him|her|them)\W*$"
                  r"|^\W*(?:and\s+|&\s*|so\s+)?who\s+did\s+(?:he|she|they)\s+see\W*$"),
    # "what grade", "which grade was it": the grade a clinician put on the thread's thing ("a grade 2 tear")
    ("grade", r"^\W*(?:and\s+|&\s*|so\s+)?(?:what|which)\s+grade\b(?:\s+(?:was|is)\s+(?:it|that|this))?\W*$"),
    # "where did it happen", "where was that", "where did she do it": where the thread's event happened (the fair,
    # the champs, the stage), which its first report tells ("caught her on the nose at the charlbury fair"); not
    # "where is she now" (a person's whereabouts: no pronoun of a thing) nor "which hospital" (`place`)
    ("scene", r"^\W*(?:and\s+|&\s*|so\s+)?where(?:['\u2019]?s|\s+(?:was|is|did|does|had|has))?\s+(?:it|that|this)\b"
              r"(?:\s+(?:happen|happened|occur|occurred|take\s+place))?(?:\s+when\s+it\s+happened)?"
              r"|^\W*(?:and\s+|&\s*|so\s+)?where\s+(?:did|was|were|had)\s+(?:he|she|they)\s+(?:when\s+(?:it|that)\s+happened\b|"
              r"(?:do|did|done|hurt|injure|injured|break|broke|tear|tore|pull|pulled|fall|fell|crash|crashed|"
              r"get\s+(?:hurt|injured)|got\s+(?:hurt|injured)|go\s+over|went\s+over)\b(?:\s+(?:it|that|this|them))?)"),
    # "how long was she off court", "how long out", "how many weeks off", "how long no running": how long the
    # thread's event kept the client off (a rest, a ban on the sport), which its first report gives ("no
    # racquetball for 4 weeks", "out for a month"); the one word after "off" / "out of" / "no" is what they were
    # kept from ("court", "the pool", "running"), no thing of the question's own
    ("time_off", r"^\W*(?:and\s+|&\s*|so\s+)?how\s+(?:long|many\s+(?:days|weeks|wks|months))\s+"
                 r"(?:(?:was|is|were|has|have|had|will|did|does)\s+(?:he|she|they)\s+(?:been\s+|be\s+|have\s+|had\s+|take\s+|get\s+)?)?"
                 r"(?:off|out|no|not|without|away)\b(?:\s+of)?(?:\s+(?:the|her|his|their))?(?:\s+[^\W\d_]+)?"
    # "how long was she in the sling", "how long was he in a cast": the one word after "in the" is what the
    # thread's injury put them in, which its first report gives ("put her in a sling for 6 weeks")
                 r"|^\W*(?:and\s+|&\s*|so\s+)?how\s+long\s+(?:was|were|is|has|had)\s+(?:he|she|they)\s+(?:been\s+)?"
                 r"in\s+(?:the|a|her|his|their)\s+[^\W\d_]+\W*$"),
    # "who were they playing", "who was it against", "against who"
    ("opponent", r"^\W*(?:and\s+|&\s*)?who\s+(?:were|was|did|are|is)\s+(?:they|he|she|it|we|you)\s+"
                 r"(?:playing|play|against|up\s+against|facing|versus)\b|^\W*(?:and\s+|&\s*)?against\s+whom?\b"),
    # "where did they finish", "how did she place", "what position", "what place did he come"
    ("placing", r"^\W*(?:and\s+|&\s*)?(?:where|how)\s+(?:did|do|does)\s+(?:he|she|they|we|you)\s+"
                r"(?:finish|place|come|end\s+up)\b|^\W*(?:and\s+|&\s*)?what\s+(?:place|position|placing)\b"),
    # "what's the normal range", "is it in range now", "out of range?": a lab result's reference range, which a
    # lab panel gives beside the value ("TSH 2.1 mU/L (normal; reference 0.4–4)"); not "range of motion"
    ("range", r"\b(?:normal|reference|healthy|usual)\s+range\b(?!\s+of\b)"
              r"|\b(?:in|within|inside|out\s+of|outside(?:\s+of)?)\s+(?:the\s+)?(?:normal\s+)?range\b(?!\s+of\b)"),
    # "how's she meant to take it", "how does he take them", "how is she supposed to take it": how a medicine is
    # taken (with food, on an empty stomach, at night), which the record of its start tells
    ("how_taken", r"^\W*(?:and\s+|&\s*|so\s+)?how(?:['\u2019]?s|\s+(?:is|was|are|were|does|do|did|should|has|have))?\s+"
                  r"(?:he|she|they)(?:['\u2019](?:s|re))?\s+(?:(?:meant|supposed|told|got|going|have|has|had|needs?)\s+)?"
                  r"(?:to\s+)?take\b(?:\s+(?:it|them|that|those|this))?"),
    # "how's she treating it", "how is he managing it", "what's she doing for it": what the thread's condition is
    # treated with (a medicine, a supplement, injections), which the record of the diagnosis tells
    ("treatment", r"^\W*(?:and\s+|&\s*|so\s+)?how(?:['\u2019]?s|\s+(?:is|was|are|were))?\s+(?:he|she|they)(?:['\u2019](?:s|re))?\s+"
                  r"(?:treating|managing|handling|sorting)\s+(?:it|that|this|them)\b"
                  r"|^\W*(?:and\s+|&\s*|so\s+)?what(?:['\u2019]?s|\s+(?:is|was|are|were))?\s+(?:he|she|they)(?:['\u2019](?:s|re))?\s+"
                  r"doing\s+(?:for|about)\s+(?:it|that|this|them)\b"),
    # "what symptom did it cause", "what symptoms did she have", "any symptoms": what the thread's condition made
    # the client feel (pins and needles, tiredness), which the record of the diagnosis tells
    # So does "what made her go to the gp", "what sent him to the doctor": what sends someone to a doctor is what
    # they felt ("so tired all the time, cold in august").
    ("symptom", r"\bsymptoms?\b(?:\s+(?:did|does|has|had|was|is)\s+(?:it|that|this|he|she|they)\s+"
                r"(?:cause|causing|caused|give|giving|given|bring|have|having|get|getting|got)"
                r"(?:\s+(?:her|him|them|on))?)?"
                r"|^\W*(?:and\s+|&\s*|so\s+)?what\s+(?:made|sent|took)\s+(?:her|him|them)\s+(?:go\s+)?(?:to\s+)?(?:see\s+)?"
                r"(?:the\s+|a\s+)?(?:gp|gps|doctor|doctors|doctor['\u2019]s|docs|doc)\b"),
    # "where were they staying", "where's she living now", "where did they stay": where the client stayed away
    # from home (at a relative's, a hotel), which the message of the move tells
    ("stay", r"^\W*(?:and\s+|&\s*|so\s+)?where(?:['\u2019]?s|\s+(?:is|are|was|were))?\s+(?:he|she|they)"
             r"(?:['\u2019](?:s|re))?\s+(?:staying|stopping|living|sleeping)\b"
             r"|^\W*(?:and\s+|&\s*|so\s+)?where\s+(?:did|do|does|will|would)\s+(?:he|she|they)\s+(?:stay|stop|sleep|live)\b"),
    # "and the most he's done in a day", "what's the most she's walked", "his best day": the largest count of the
    # thread's thing, which a record of the day gives ("19,000 steps round the course")
    ("most", r"^\W*(?:and\s+|&\s*|so\s+)?(?:what(?:['\u2019]?s|\s+is|\s+was)\s+)?the\s+most\s+(?:he|she|they)"
             r"(?:['\u2019](?:s|ve)|\s+(?:has|have|had))?\s+(?:ever\s+)?(?:done|walked|run|ran|managed|lifted|swum|"
             r"cycled|hit|got)\b(?:\s+in\s+(?:a|one)\s+(?:day|go|session|week))?"
             r"|\b(?:his|her|their)\s+(?:best|biggest)\s+(?:day|week)\b"),
    # "better?", "any better now?", "worse?", "still bothering her?": the thing's state now, which its
    # newest record gives (`newest_first`); "still" with the one word of the state after it
    ("state", r"^\W*(?:and\s+|&\s*)?(?:is\s+it\s+|any\s+)?(?:better|worse)\b|\bstill\s+[^\W\d_]+"),
))

# Slots whose records are read newest first: the state now, a range asked now ("is it in range now").
NEWEST_FIRST = frozenset({"state", "range"})

# Slots of the story of the thread's event (how it happened, where they were taken, who they played, where
# they finished): its first report tells them, so their records are read oldest first.
STORY = frozenset({"onset", "cause", "trigger", "place", "opponent", "placing", "grade"})

# Slots of the thread's thing told in any of its records, not only those the previous answer quoted: the
# reference range of a lab panel, how a medicine is taken and what treats a condition (told when it
# started), a symptom (told with the diagnosis: "b12 came back 148 … thats the pins and needles"), where
# the client stayed (the message of the move). Sibling follow-ups' answers quoted other records of the
# thread ("what dose is she on now"), so the thread's records are read, as for the STORY slots: oldest
# first (the first report), newest first for NEWEST_FIRST. None holds a value: the question stays refused.
THREAD = STORY | frozenset({"onset", "range", "how_taken", "treatment", "symptom", "stay", "most", "scene", "time_off"})

# Slots whose records are read largest count first: the most of the thing (`largest`).
LARGEST_FIRST = frozenset({"most"})

# How a mishap is told ("slipped on the ice", "came off on the bend", "heard a pop", "popped out on a reverse entry", "pulled it
# chasing a long ball", "tried the box splits"): closed English verbs of an accident, not a topic list.
_MISHAP = re.compile(
    r"\b(?:slip(?:ped|s)?|fell|fall(?:en)?|trip(?:ped)?|landed|landing|twist(?:ed)?|rolled|went\s+over|pulled|"
    r"popped|(?:came|come|coming)\s+off|heard\s+a\s+(?:pop|crack|snap)|tore|torn|snapped|collided|collision|crashed|tackled?|chasing|"
    r"tried|trying|jumped|overdid|overdoing|lifting|bumped|knocked|kicked|stepped|overstretched|caught|"
    r"put\s+(?:her|his|my|their)\s+(?:\w+\s+)?(?:hand|arm|foot)\s+out|went\s+(?:dizzy|down))\b",
    re.IGNORECASE)
# How a condition began ("since then I go dizzy", "POTS suspected after glandular fever", "brought on by the
# heat", "started when I went back to work"): closed English of an onset, read with the mishaps above.
_ONSET = re.compile(
    r"\b(?:since\s+(?:then|the|that|my|his|her|last|i|he|she)|after\s+(?:the|a|an|my|his|her|having|getting|glandular|"
    r"covid|flu|[^\W\d_]+\s+fever)|caused\s+by|triggered\s+by|brought\s+on\s+by|set\s+off\s+by|because\s+of|"
    r"due\s+to|started\s+(?:after|when|with)|ever\s+since|came\s+on\s+(?:after|when|with))\b",
    re.IGNORECASE)
# Where an event happened: a place after a preposition of place ("at the charlbury fair", "in the 200 at the county
# champs", "outside the gurdwara", "on the stage"); read only in a record that tells a mishap (`_MISHAP`: "caught",
# "pulled up", "rolled"), so that a record's other places (the nurse's, the club's) tell no scene. The words after
# "on" and "in" that place in time or on the body are no place.
_SCENE = re.compile(
    r"\b(?:at|outside|inside)\s+(?:the\s+|a\s+|an\s+)?[^\W\d_]{3,}"
    r"|\b(?:in|on|during)\s+(?:the|a|an)\s+(?!(?:morning|evening|afternoon|night|day|week|weekend|end|"
    r"left|right|back|front|side|way|end)\b)[^\W\d_]{3,}", re.IGNORECASE)
# A spell off: a number of hours, days, weeks or months ("4 weeks", "six to eight weeks", "48 hours") or "a week",
# "a fortnight", "a month" in a clause that says the client was kept off (`_KEPT_OFF`: "no racquetball for 4
# weeks", "out for a month", "off work 2 weeks"); not "every 2 hours", "2 weeks ago", "a 20 week scan".
_NUMBER_WORD = r"(?:\d+(?:\.\d+)?|a\s+few|a\s+couple\s+of|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_SPELL = re.compile(
    rf"(?<!every\s)\b{_NUMBER_WORD}(?:\s*(?:-|\u2013|to)\s*{_NUMBER_WORD})?\s*(?:hours?|hrs?|days?|weeks?|wks?|months?)\b"
    r"(?!\s+(?:ago|scan|pregnant|old|later|a\s+(?:day|week)|per)\b)"
    r"|\ba\s+(?:week|fortnight|month)\b(?!\s+(?:ago|later)\b)", re.IGNORECASE)
_KEPT_OFF = re.compile(r"\b(?:no|not|off|out|for|without|rest|missing|miss|missed)\b", re.IGNORECASE)
# Where someone is taken: the closed English words of a hospital, or a hospital named "General" / "Royal"
# (capitalised, as a name is written).
_PLACE = re.compile(r"\b(?i:hospital|hosp|a\s*&\s*e|a\s+and\s+e|infirmary|clinic|minor\s+injuries|urgent\s+care|"
                    r"walk[-\s]in|emergency)\b|\b(?:General|Royal)\b"
    # texted in lower case, a hospital is still "<town> royal" / "<town> general" put someone somewhere or saying
    # something ("chesterfield royal put her in a sling"); not "in general", "royal mail"
                    r"|\b(?!(?:in|a|the|very|quite|so)\b)[^\W\d_]{3,}\s+(?i:royal|general)\s+(?i:put|says?|said|sent|"
                    r"kept|told|gave|did|x-?rayed|scanned|checked|plastered|strapped)\b")
# Who diagnoses or treats (closed English of the roles): "physio says …", "the gp thinks …", "dr patel", and the
# places of care above ("a&e says his nose is broken").
_CLINICIAN = re.compile(
    r"\b(?i:physio|physios|physiotherapist|gp|gps|doctor|doctors|doc|dr|nurse|consultant|surgeon|specialist|"
    r"podiatrist|osteo|osteopath|chiro|chiropractor|dentist|optician|paramedics?|midwife|radiographer|"
    r"dermatologist|cardiologist|rheumatologist|orthopaedics?|ortho|ent|sports\s+medicine|a\s*&\s*e)\b")
# A grade given ("a grade 2 tear", "grade II", "grade one"): a number or a numeral after "grade".
_GRADE = re.compile(r"\bgrade\s+(?:\d|i{1,3}v?\b|iv\b|one|two|three|four)", re.IGNORECASE)
# The other side of a contest: anyone after a word of one ("against the blues", "lost to her clubmate"), or
# after "v" when a score or a capital makes it the contest's ("1-1 v leyland vets", "v Leeds"; not "v tired").
_OPPONENT = re.compile(
    r"\b(?i:against|vs|versus|beat|beaten\s+by|lost\s+to|losing\s+to|drew\s+with|facing)\.?\s+[^\W\d_]"
    r"|\d\s*[-\u2013]\s*\d+\s+(?i:v)\.?\s+[^\W\d_]|\bv\.?\s+[A-Z]")
# A placing: an ordinal that is no date ("came 5th of 16", "3rd all-around"; not "on the 14th", "5th june"),
# a place named in words, or a medal.
_ORDINAL = re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:{MONTH_NAMES})\b)", re.IGNORECASE)
_DATE_BEFORE = re.compile(rf"(?:\b(?:the|{MONTH_NAMES})\.?)\s*$", re.IGNORECASE)
_PLACED = re.compile(r"\b(?:first|second|third|fourth|fifth|sixth|last)\s+place\b|\b(?:gold|silver|bronze|podium|"
                     r"runners?[-\s]up|won\s+(?:it|the\s+(?:cup|league|final|comp|competition|tournament)))\b",
                     re.IGNORECASE)

_NUMBER = r"\d+(?:[.,]\d+)?"
# A number given per day or night ("1000 a day", "2 a night"): how much of a thing is taken.
_PER_DAY = re.compile(rf"\b{_NUMBER}\s*(?:x\s*)?(?:a|an|per|/|each|every)\s*(?:day|night|morning|evening)\b",
                      re.IGNORECASE)
# A medicine put to a number ("upped the amlodipine to 10", "on 20 now"): only in a clause that names one.
_PUT_TO = re.compile(rf"\b(?:to|on)\s+{_NUMBER}\b(?!\s*(?:%|kg|kgs|km|k|m|cm|mins?|minutes|hours?|hrs?|days?|"
                     r"weeks?|wks?|months?|years?|reps?|sets?|x)\b)", re.IGNORECASE)
_CLAUSE = re.compile(r"[^,;:.!?\n]+")
_MEDICINES = frozenset({"medicine", "supplement"})
_SIDE = re.compile(r"\b(?:left|right|both|bilateral)\b|\b(?:lt|rt)\s+[^\W\d_]", re.IGNORECASE)
_HOLIDAYS = r"(?:christmas|xmas|easter|new\s+year)"
# An end: "til march", "until the 14th", "till christmas", "by june", "for 6 weeks", "end of april".
_END = re.compile(
    rf"\b(?:till|til|until|untill|by|through|end\s+of)\s+(?:the\s+|next\s+|mid\s+|early\s+|late\s+)?"
    rf"(?:{MONTH_NAMES}|{frequency.WEEKDAY}|{_HOLIDAYS}|\d{{1,2}}(?:st|nd|rd|th)?\b|\d{{1,2}}/\d{{1,2}})"
    rf"|\b(?:for\s+)?(?:\d+|a\s+few|a\s+couple\s+of|two|three|four|five|six|eight|ten|twelve)\s+"
    rf"(?:more\s+)?(?:days?|weeks?|wks?|months?)\b",
    re.IGNORECASE)

# A contest's score: two small numbers joined by a dash ("lost 6-5 on the last end", "won 21–18!"), the
# pair standing alone: not a range counting the noun after it ("3-4 weeks", "6-8 reps"), nor part of a
# reading or a date ("6-7/10", "12-05-2024", "3-2.5"). What may follow a score is grammar or the
# contest's outcome, a closed list, or punctuation.
_SCORE = re.compile(
    r"(?<![\d/.:-])\b\d{1,3}\s*[-\u2013]\s*\d{1,3}\b(?![-/.%:]\d|\s*%)"
    r"(?=\s*(?:$|[^\w\s]|(?:to|on|in|at|and|but|with|against|vs|v|after|so|the|a|win|won|loss|lost|defeat|"
    r"victory|draw|result|final|finals|semi|semis)\b))",
    re.IGNORECASE)

# An amount: a sum of money, or a number with a unit of mass, length, volume, time or count ("210mg",
# "2.5kg", "£340", "lost by 3 points", "12 laps"); closed English units, not a topic list.
_AMOUNT = re.compile(
    rf"[£$€]\s*{_NUMBER}|\b{_NUMBER}\s*(?:mg|mcg|g|kg|kgs|kilos?|lbs?|pounds|st|stone|km|k|m|mi|miles|ml|l|litres?|"
    r"liters?|%|percent|units?|iu|tablets?|puffs?|hours?|hrs?|h|mins?|minutes|secs?|seconds|days?|weeks?|wks?|"
    r"months?|reps?|sets?|laps?|lengths?|points?|pts|goals?|runs?|cm|mm|quid|grand)\b"
    # a count of times ("twice", "3 times", "three times over"): the answer to a bare "how many times" (h-thread51)
    r"|\b(?:twice|thrice)\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+times\b(?!\s+(?:a|an|per)\s)",
    re.IGNORECASE)

# "sets of 8-10", "between 3-5", "x 6-8": a range after the words that open one.
_RANGE_BEFORE = re.compile(r"\b(?:of|between|x|about|around|roughly|maybe)\s*$", re.IGNORECASE)

# A reference range given: a lab panel's "reference 0.4–4" / "reference ≥ 30", or the words of one ("normal
# range", "in range", "out of range").
_REFERENCE = re.compile(r"\breference\s*[\u2265\u2264<>]?=?\s*\d|\b(?:normal|reference)\s+range\b"
                        r"|\b(?:in|within|out\s+of)\s+range\b", re.IGNORECASE)
# A count: a number with thousands separated ("19,000"), in thousands ("19k"), or of three digits or more
# that is no year ("4500 steps"; not "since 2011").
_COUNT = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?\s*k|\d{3,})(?![\d,]*\d)\b", re.IGNORECASE)
_YEAR = re.compile(r"^(?:19|20)\d{2}$")


def counts(text: str) -> list[float]:
    """The counts a text gives (`_COUNT`), as numbers: "19,000" is 19000, "19k" 19000; a year is none."""
    out = []
    for m in _COUNT.finditer(text):
        said = m.group(1).replace(",", "").replace(" ", "").lower()
        if _YEAR.match(said):
            continue
        out.append(float(said[:-1]) * 1000 if said.endswith("k") else float(said))
    return out


def largest(text: str) -> float:
    """The largest count `text` gives (`counts`), 0 when none."""
    return max(counts(text), default=0.0)


# How a medicine is taken: with or without food, on an empty stomach, at a time of day (closed English).
_HOW_TAKEN = re.compile(
    r"\bempty\s+stomach\b|\b(?:before|after|with|without)\s+(?:food|meals?|breakfast|lunch|dinner|tea|eating|bed|"
    r"water|milk|coffee|drinking|a\s+drink|training|exercise|sleep)\b|\bat\s+(?:night|bedtime)\b|\b(?:in\s+the|every|each)\s+(?:morning|evening)\b"
    r"|\bfirst\s+thing\b|\bon\s+waking\b"
    # the day of the week a weekly tablet is taken ("every sunday", "alendronate sundays", "on a monday")
    rf"|\b(?:every|each|on\s+a)\s+{frequency.WEEKDAY}|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b", re.IGNORECASE)
# What treats a condition: the kinds table's injections, or a medicine or supplement (`_MEDICINES`) in a clause
# that says it is taken or given ("on ferrous sulphate", "started the b12 jabs"): the name alone is often the
# thread's thing itself ("b12 came back 148"), no treatment of it.
_INJECTIONS = frozenset({"injection"})
_TAKEN = re.compile(r"\b(?:on|started|starting|taking|takes?|took|prescribed|given|course|tablets?|pills?|jabs?|"
                    r"injections?|spray|inhaler|cream|drops)\b", re.IGNORECASE)
# What a client feels: the kinds table's symptoms and tiredness ("pins and needles", "knackered").
_FELT = frozenset({"symptom", "tiredness"})
# Where someone stays away from home: at a relative's or friend's ("at her sister's", "with my mum's"), or a
# place to stay (closed English).
_STAY = re.compile(
    r"\b(?:at|with)\s+(?:her|his|their|my|our|the)\s+(?:[^\W\d_]+\s+)?[^\W\d_]+['\u2019]s\b"
    r"|\b(?:hotel|b\s*&\s*b|bnb|airbnb|caravan|hostel|travelodge|premier\s+inn|campsite|guest\s*house)\b"
    r"|\bstay(?:ing|ed)?\s+(?:at|with)\b", re.IGNORECASE)


def asked(question: str) -> tuple[str, str] | None:
    """(the slot, the question without the slot's words) for the first slot whose words are in the
    question; None when it asks none of `SLOTS`."""
    for name, pattern in SLOTS:
        m = pattern.search(question)
        if m is not None:
            return name, question[: m.start()] + " " + question[m.end():]
    return None


def _puts_a_medicine_to_a_number(text: str) -> bool:
    return any(_PUT_TO.search(clause) and any(e.family in _MEDICINES for e in kinds.entries(clause))
               for clause in _CLAUSE.findall(text))


def fills(slot: str, text: str) -> bool:
    """Does `text` hold a value of the slot's shape (module docstring)? A date asked is the record's own
    date: every record fills it."""
    if slot in ("date", "state", "onset"):
        return True
    if slot == "dose":
        return (asked_values.holds_value(("dose",), text) or _PER_DAY.search(text) is not None
                or _puts_a_medicine_to_a_number(text))
    if slot == "medicine":
        return fills("dose", text) or any(e.family in _MEDICINES for e in kinds.entries(text))
    if slot == "side":
        return _SIDE.search(text) is not None
    if slot == "rate":
        return frequency.states_a_rate(text)
    if slot == "until":
        return _END.search(text) is not None
    if slot == "amount":
        return fills("dose", text) or _AMOUNT.search(text) is not None
    if slot == "score":
        return any(not _RANGE_BEFORE.search(text, 0, m.start()) for m in _SCORE.finditer(text))
    if slot == "cause":
        return _MISHAP.search(text) is not None
    if slot == "trigger":
        return _ONSET.search(text) is not None or _MISHAP.search(text) is not None
    if slot == "place":
        return _PLACE.search(text) is not None
    if slot == "clinician":
        return _CLINICIAN.search(text) is not None or _PLACE.search(text) is not None
    if slot == "grade":
        return _GRADE.search(text) is not None
    if slot == "opponent":
        return _OPPONENT.search(text) is not None
    if slot == "range":
        return _REFERENCE.search(text) is not None
    if slot == "most":
        return bool(counts(text))
    if slot == "how_taken":
        return _HOW_TAKEN.search(text) is not None
    if slot == "treatment":
        return (fills("dose", text) or any(e.family in _INJECTIONS for e in kinds.entries(text))
                or any(_TAKEN.search(clause) and any(e.family in _MEDICINES for e in kinds.entries(clause))
                       for clause in _CLAUSE.findall(text)))
    if slot == "symptom":
        return any(e.family in _FELT for e in kinds.entries(text))
    if slot == "stay":
        return _STAY.search(text) is not None
    if slot == "scene":
        return _MISHAP.search(text) is not None and _SCENE.search(text) is not None
    if slot == "time_off":
        return any(_SPELL.search(clause) and _KEPT_OFF.search(clause) for clause in _CLAUSE.findall(text))
    if slot == "placing":
        return (any(not _DATE_BEFORE.search(text, 0, m.start()) for m in _ORDINAL.finditer(text))
                or _PLACED.search(text) is not None)
    return False
