"""The words of a question's frame, which ask *how* it is asked, not *what* about.

"How far can she run now?" asks for a distance, about running: the records answer it with
"ran 20 mins without stopping", never with "far". "What happened with her knee?", "what did
he find out?", "how did the race go?" and "nice. and when's he away?" likewise carry a word
that no record needs to repeat ("happened", "find", "go", "nice"); read as a topic word, it
was the word the history never uses, and the question was refused on it. These are closed
English constructions, not topics: the answerability decision reads a question without them
(answerability.decision_words; the ranking still reads every word, so recall is unchanged):

- "how" + a word of degree ("how far", "how long", "how much", "how many", "how often"):
  the dimension asked for, answered by a number;
- "what happened", "what's happening": the event asked for;
- "find out", "found out", "figured out": learning of something;
- "fill in / out" (a form): who filled it or what it says;
- "on track to / for", and "hit / reach / meet" before a target or a goal: the progress asked for;
- "<event> date" ("start date"): the day asked for;
- "how did/is/was … go/going/went": the outcome asked for;
- "any news / update(s) / word on, from, about …": the outcome asked for, likewise (`NEWS` below);
- "what went wrong", "what's wrong with": the problem asked for;
- a sentence made only of acknowledgements before the question ("nice.", "ok thanks,"):
  chatter, as a record made only of them is (retrieval.ACKNOWLEDGEMENTS);
- a confirming tag after a comma at the end (", yeah?", ", right?", ", eh?"): how sure the trainer is;
- "back" as an adverb ("turned back", "came back", "put back", "is he back running"), not the body part,
  and before a time ("back in april", "back then"): how long ago;
- "<thing> speed" ("wind speed"): a value with its unit answers it, never the word;
- a verb of a mark to beat right before its figure ("break 20", "cracked sub 3", "get under 90"):
  the value answers it;
- "busy" / "hectic" before "at", "with" or "in" ("busy at work"): what filled the days answers it.

A word of degree that is the topic stays: only the word right after "how" is the frame ("how
long was his long run?" keeps the second "long").

Questions that ask for news, the latest state or an outcome rather than naming a topic (`NEWS`;
`asks_news`): "any news from jamal", "what's new with her", "bernards latest inr" (the newest INR,
not the word "latest"), "what happened with diego in july", "hows callum getting on", "where's she at", "catch me up on
him", "tl;dr". Their frame
words are no topic either; a question left with no topic once they are out asks for the client's
latest (or that period's) records, as "how is X doing" does (shared/usecases/intent.py).
"the one before that", "that one" point back at a record, naming nothing. Verbs whose object or
subject is the answer (`VERB_FRAMES`): "what did she call the baby", "what sorted out her stomach",
"what did i write down", "what rpe did i set". A measure asked of a topic is the frame too: "pain score" asks for the pain, in "2/10" or "much
better" ("score", "level", "rating" after a content word), and "sleep hrs" the sleep, in "5.5 h" (a unit of
time after a content word).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from shared.domain.timeframe import BACK_NOT_THE_BODY_PART

# Not "old", "heavy", "tall" or "big": "how old is Wes" asks for his age, "how heavy" for a weight.
DEGREE = ("far", "long", "much", "many", "often", "soon", "fast", "quickly", "frequently")
# What may follow "back" as an adverb: not a word of pain, a body part's parts or an exercise.
_NOT_BODY_BACK = (r"(?!\s+(?:pain|pains|ache|aches|achy|spasms?|injury|injuries|problems?|issues?|muscles?|squats?"
                  r"|extensions?|exercises?|rows?|stiffness|twinges?|tightness|strain|sprain|surgery|brace)\b)")
# Words of judgement a trainer puts before a body part ("bad back", "dodgy knee", "gammy leg"): how
# the part is thought of, not what about it; the records name the part and what happened to it.
EVALUATIVE = (r"bad|dodgy|dodgey|gammy|gammie|dicky|dickie|dickey|duff|iffy|knackered|crocked|wonky|busted|bust"
              r"|buggered|crook|dud|ropey|ropy|rubbish|naff|shonky|poorly|troublesome|problem|problematic"
              r"|sore[\s-]?ish|achy[\s-]?ish|creaky|cranky|niggly|temperamental|grumbly|dreaded|infamous|famous"
              r"|old|poor|bloody|stupid|wretched|blasted|trusty|weak|weaker|dud|bum|crappy|shit|shite|manky")
# The body parts those words go before (a closed list: a word of judgement before anything else stays).
BODY_PARTS = (r"back|lower\s+back|knees?|hips?|shoulders?|ankles?|wrists?|elbows?|necks?|foot|feet|legs?|arms?"
              r"|hamstrings?|hammys?|hammies|calf|calves|groin|achilles|shins?|toes?|thumbs?|fingers?|hands?|heels?"
              r"|quads?|glutes?|ribs?|chest|stomach|tummy|belly|gut|head|eyes?|ears?|jaw|teeth|tooth|spine|pelvis"
              r"|thighs?|bum|hip\s+flexors?|rotator\s+cuff|acl|meniscus|tendons?|achilles\s+tendon|plantar|arch"
              r"|bladder|bowels?|prostate|heart|lungs?|chest|kidneys?|liver|thyroid|joints?|disc|sciatic")
# Frames that ask for news, the latest state or an outcome (`asks_news`).
NEWS = (
    # "what happened", "anything happen", "what's been happening": the event asked for.
    re.compile(r"\b(happen(?:ed|ing|s)?)\b", re.IGNORECASE),
    # "any news", "the latest news", "any updates": news asked for, of no topic.
    re.compile(r"\b(?:any|the|some|latest|an?|what['\u2019]?s\s+the)\s+(?:\w+\s+)?(news|updates?)\b", re.IGNORECASE),
    re.compile(r"\b(news)\b", re.IGNORECASE),
    # "any word from her", "heard any word on the scan": news asked for, as "any news from" is;
    # "word" only before "from" / "on" / "about" after "any" / "the" / "no" ("her word for it" stays).
    re.compile(r"\b(?:any|the|some|no|latest)\s+(word)\s+(?:from|on|about|of)\b", re.IGNORECASE),
    # "what's new with her", "anything new": news asked for.
    re.compile(r"\b(?:what['\u2019]?s|anything|something)\s+(new)\b", re.IGNORECASE),
    # "latest inr", "most recent weigh-in": which record, not what about.
    re.compile(r"\b(latest|newest|most\s+recent)\b", re.IGNORECASE),
    # "how did/is/was … go/going/went": the outcome asked for.
    re.compile(r"\bhow(?:['\u2019]?s|\s+(?:did|does|do|has|have|is|are|was|were))\b[^?.!]*?\b(go|goes|going|gone|went)\b",
               re.IGNORECASE),
    # "hows callum getting on", "how is she doing", "how's it coming along": the state asked for.
    re.compile(r"\bhow(?:['\u2019]?s|\s+(?:is|are|was|were|has|have))\b[^?.!]*?"
               r"\b(getting|doing|coming|keeping|holding|progressing)\b", re.IGNORECASE),
    # "where's she at", "where is he up to now": the state asked for, as "how is she doing" asks it
    # (British and Australian English). Only as the whole question: "where's he at with the rehab"
    # keeps its topic, and "where is he at the weekend" (no end after "at") asks a place.
    re.compile(r"^\W*where(?:['\u2019]?s|\s+(?:is|are))\s+(?:[^\W\d_]+['\u2019]?s?\s+){0,2}?(at|up\s+to)"
               r"(?:\s+(?:now|these\s+days|lately|atm))?\W*$", re.IGNORECASE),
    # "catch me up on him", "tl;dr", "a quick recap", "the rundown on her": the news summed up.
    re.compile(r"\b((?:quick\s+|brief\s+|short\s+)?(?:catch\s+me\s+up|recap|run-?down)|tl\s*;\s*dr|tldr)\b", re.IGNORECASE),
)
# Verbs whose object or subject is the answer, not a topic (the records say the name, the value or the
# remedy, never the verb): "what did she call the baby" (the name), "what's the dog called",
# "what sorted out her stomach" / "what fixed it" / "what helped" (the remedy), "what did i write
# down" / "what rpe did i set" (the trainer's own note: the value).
VERB_FRAMES = (
    re.compile(r"\bwhat\s+(?:did|do|does|will|would|are|were|is)\s+[^\W\d_]+\s+(call|calling|name|naming)\b", re.IGNORECASE),
    # The words between may be possessives ("what's colin's wife called"): an apostrophe inside a word.
    re.compile(r"\bwhat(?:['\u2019]?s|\s+(?:is|was|are|were))\s+(?:[^\W\d_][\w'\u2019]*\s+){1,3}?(called|named)\b",
               re.IGNORECASE),
    # A name asked of someone ("colin's wife's name", "his wifes name", "tam's proper name", "the name of
    # her dog"): the records say the name itself ("married to Jean"), never the word "name".
    re.compile(r"(?:['\u2019]s?|s|\b(?:his|her|their|my|your|our|its))\s+((?:(?:real|proper|full|first|last|maiden"
               r"|middle|christian|given|nick)\s*)?names?)\b", re.IGNORECASE),
    re.compile(r"\bthe\s+(names?)\s+of\b", re.IGNORECASE),
    # Typed without the possessive: "ravis wife name", "his dog name".
    re.compile(r"\b(?:wife|husband|partner|hubby|missus|son|daughter|kids?|child|children|mum|mam|mom|dad|brother|sister"
               r"|boyfriend|girlfriend|fianc[eé]e?|baby|dog|cat|puppy|horse|grandson|granddaughter|boss|physio|gp"
               r"|doctor|consultant|surgeon|coach|school|club|team|hospital|company|firm)\s+(names?)\b", re.IGNORECASE),
    re.compile(r"\bwhat\s+((?:finally\s+|eventually\s+|actually\s+|really\s+)?(?:sorted(?:\s+out)?|fixed|helped|solved|cured|settled))\b",
               re.IGNORECASE),
    # "how did she sort it", "how did he fix that": the remedy asked for, of what the last turn named.
    re.compile(r"\bhow\s+(?:did|do|does|has|have|had|will|would|can|could)\s+[^\W\d_]+\s+"
               r"(sort(?:ed)?|fix(?:ed)?|solved?|settled?|handled?|deal(?:t)?\s+with)\b", re.IGNORECASE),
    re.compile(r"\b(?:write|wrote|written|writing|jot|jotted|put|note|noted|get|got)\s+(down)\b", re.IGNORECASE),
    re.compile(r"\b(?:did|do|have|had)\s+(?:i|we)\s+(set|prescribe|prescribed|programme|programmed|program)\b", re.IGNORECASE),
)
_FRAMES = (
    *NEWS,  # before the apostrophe-less "hows" / "whats" below, which they read
    re.compile(rf"\bhow\s+({'|'.join(DEGREE)})\b", re.IGNORECASE),
    re.compile(r"\b(find|finds|found|finding|figure|figures|figured|figuring)\s+out\b", re.IGNORECASE),
    # Who filled in a form ("who filled in her check-in", "did he fill out the survey"): the author
    # or the answers asked for; the record is the form itself, which never says "filled".
    re.compile(r"\b(fill|fills|filled|filling)\s+(?:in|out)\b", re.IGNORECASE),
    # "on track to hit her target", "on track for march": how the progress goes, answered by the values.
    re.compile(r"\bon\s+(track)\s+(?=to\b|for\b|with\b)", re.IGNORECASE),
    # "did he hit his target weight", "has she reached her goal": whether a value met the mark the
    # records give as the value itself ("down to 74 kg"); the verb only, the target stays.
    re.compile(r"\b(hit|hits|hitting|reach|reaches|reached|reaching|meet|meets|met|meeting)\s+"
               r"(?=(?:his|her|their|the|its|your|my|our)\s+(?:[^\W\d_]+\s+)?(?:target|goal)s?\b)", re.IGNORECASE),
    # A date asked of an event ("start date", "due date", "race date"): the records give the day or
    # the month ("starts in january"), never the word. Not "first / last / next date" (an outing).
    re.compile(r"\b(?!(?:my|his|her|their|your|our|the|a|an|what|which|any|whats|hows|first|second|third|last"
               r"|next|blind|hot|dinner|lunch|play|double|to|that|this)\b)[^\W\d_]+\s+(dates?)\b", re.IGNORECASE),
    # "what went wrong in the race", "what's wrong with his wrist": the problem asked for.
    re.compile(r"\bwhat(?:['\u2019]?s|\s+(?:is|was|has\s+gone))?\s+((?:went\s+)?wrong)\b", re.IGNORECASE),
    # "hows", "whats", "wheres": a question word's "'s" typed without the apostrophe.
    re.compile(r"\b(hows|whats|wheres|whens|whos|whys)\b", re.IGNORECASE),
    # "is he actually playing at the moment", "has she rung the bell yet", "so far", "right now": when the
    # question asks (the ranking's retrieval.NOW_PHRASES read it) or how sure the trainer is, never what
    # about; the records say "played nine holes", not "yet". Read as topic words, they were the words
    # the history never uses and the question was refused on them.
    re.compile(r"\b(right\s+now|now|yet|currently|nowadays|presently|at\s+present|at\s+the\s+moment|these\s+days"
               r"|so\s+far|actually)\b", re.IGNORECASE),
    # "left or right?", "was it the right or left side": the side asked for; the record says one of them.
    re.compile(r"\b((?:left|right)\s+or\s+(?:the\s+)?(?:left|right))\b", re.IGNORECASE),
    # "the one before that", "that one": a pointer back at something named earlier, no topic.
    re.compile(r"\b(?:the|that|this|which)\s+(one|ones)\b", re.IGNORECASE),
    # A measure of the word before it: "pain score", "stress level", "iron levels". Not "reading"
    # ("poetry reading" is a thing) nor "count": "step count" is the steps, and "step" alone is
    # a word of everyday speech ("huge step"): an extra-dev question of another client's step
    # count was answered with it.
    re.compile(r"\b(?!(?:my|his|her|their|your|our|the|a|an|what|which|any|whats|hows)\b)[^\W\d_]+\s+"
               r"(scores?|ratings?|levels?)\b", re.IGNORECASE),
    # A unit of time after what it measures: "sleep hrs", "training hours", "walk mins". The records give
    # it as a value ("sleep 5.5 h per night", "walked 40 minutes"), in whichever form of the unit, as
    # "pain score" is answered by "2/10". Not "hr" (a heart rate) and not after a number ("10 hours").
    re.compile(r"\b(?!(?:my|his|her|their|your|our|the|a|an|what|which|any|whats|hows|of|per|in|for)\b)[^\W\d_]+\s+"
               r"(hours|hrs|minutes|mins)\b", re.IGNORECASE),
    *VERB_FRAMES,
    # A tag after a comma that asks the trainer's guess to be confirmed ("he passed, yeah?",
    # "she's still off the booze, right?"): how sure the trainer is, never what about. Only after a
    # comma and at the end: "was it his right?" names the side.
    re.compile(r",\s*(yeah|yea|yep|yes|right|eh|innit|no|correct|true|ok|okay|aye)\s*[?!.]*\s*$", re.IGNORECASE),
    # "back" as an adverb, not the body part: "turned back at the hut", "came back from leave", "is
    # he back running", "back riding out". After a verb of motion or return, or after "is <name>"
    # before a verb in -ing or a preposition; never before a word of pain or an exercise ("got back
    # pain", "is his back hurting" has a possessive, "shays back hurting" a word of pain).
    re.compile(r"\b(?:turn(?:s|ed|ing)?|c[oa]me|comes|coming|go|goes|going|went|gone|get|gets|got|getting"
               r"|head(?:s|ed|ing)?|bounce[sd]?|bouncing|fight(?:s|ing)?|fought|be|been|being"
               # Put off to a later day: "the op was put back a week", "pushed back", "moved back".
               r"|put|puts|putting|push(?:es|ed|ing)?|mov(?:e|es|ed|ing))\s+(back)\b"
               + _NOT_BODY_BACK, re.IGNORECASE),
    # The name may already be out of the question ("is back riding out": the chat's topic is read
    # without the client's name), so the word between is optional.
    re.compile(r"\b(?:is|are|was|were|isn['\u2019]?t|wasn['\u2019]?t)\s+"
               r"(?:(?!(?:his|her|their|my|your|our|the|a|an|its)\b)[^\W\d_]+\s+)?(back)\s+"
               r"(?=(?!(?:hurting|aching|killing|bothering|playing|giving|acting|feeling|improving|healing|getting"
               r"|sore|stiff|ok|okay|better|worse|bad|good|fine)\b)[^\W\d_]+ing\b|to\b|at\b"
               r"|in\b(?!\s+(?:pain|agony|spasms?|bits|a\s+bad\s+way)\b)|on\b|home\b"
               r"|from\b|into\b|with\b|out\b|for\b)", re.IGNORECASE),
    # "back" before a time ("her testosterone back in april", "what did he weigh back then", "back
    # in 2024", "back at christmas"): how long ago, never the body part; the period is read by the
    # period parser and the records never repeat "back". Only right before "then" or "in / at / on /
    # during" and a month, a season, a year or a holiday; "back in pain", "back in the gym" keep it,
    # and so does the body part after a possessive or a word of its state ("his back in january",
    # "her sore back in may"), or after any word ending in "s" ("gregs back in july": a name's
    # possessive without its apostrophe).
    re.compile(BACK_NOT_THE_BODY_PART +
               r"(back)\s+(?=then\b|(?:in|at|on|during|over)\s+(?:the\s+|early\s+|late\s+|mid[\s-]?)?"
               r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
               r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|autumn|fall|winter|christmas|xmas|easter"
               r"|new\s+year|(?:19|20)\d\d)\b)", re.IGNORECASE),
    # A mark to beat, before its figure: "did she break 20", "has he cracked sub 3", "beat 1:45", "get
    # under 90": whether the value is past the mark, answered by the value ("19:42", "under 20"), never
    # the verb. Only right before a figure: "did he break his wrist" keeps "break" as the topic.
    re.compile(r"\b(break|breaks|broke|breaking|beat|beats|beaten|beating|crack|cracks|cracked|cracking"
               r"|(?:go|goes|went|gone|get|gets|got|getting|dip|dipped|dips)\s+under)\s+"
               r"(?=(?:the\s+|a\s+)?(?:sub[\s-]?)?\d)", re.IGNORECASE),
    # How full someone's days are, before where or with what: "was he busy at work", "busy with the
    # kids": the records say what filled them ("double shifts", "exams all week"), never "busy".
    # Only before "at" / "with" / "in": "busy" alone is the topic ("did she say she was busy").
    re.compile(r"\b(busy|hectic)\s+(?=at\b|with\b|in\b)", re.IGNORECASE),
    # An evaluative word before a body part ("gary's bad back", "her dodgy knee", "his gammy left leg",
    # "the knackered shoulder"): the trainer's judgement of the part, which the records never repeat
    # ("back spasm again", "physio on the knee"). Only the word goes: the body part stays the topic, so
    # "his bad knee" is still refused by a history that speaks only of his back.
    re.compile(r"\b(" + EVALUATIVE + r")\s+(?=(?:(?:left|right|lower|upper)\s+)?(?:" + BODY_PARTS + r")\b)",
               re.IGNORECASE),
    # The verb of the surgery idiom ("when's she going under the knife", "did he go under the knife"): the
    # idiom is read as the operation (plain_speech), and the records write the operation, never the going.
    re.compile(r"\b(go|goes|going|went|gone)\s+(?=under\s+the\s+knife\b)", re.IGNORECASE),
    # The first value asked by when it was ("what was he when he started", "and when she began", "and at
    # the start", "to begin with"): the earliest records answer it with the value ("72 kg at the
    # first weigh-in"), never with "started". Only with a subject pronoun right before the verb, or "at the
    # start": "when did she start running" asks when, and keeps its verb.
    re.compile(r"\bwhen\s+(?:he|she|they|we|i|you)\s+((?:first\s+)?(?:start|started|began|begun|joined|signed\s+up))\b",
               re.IGNORECASE),
    # "at the start" only as the whole question with the value carried ("and at the start", "what was it at
    # the beginning"): "what did i say to ron at the start" asks for the first messages, and "start" is its topic.
    re.compile(r"^\W*(?:and\s+)?(?:what\s+(?:was|were)\s+(?:it|he|she|they|that|her|his)\s+)?(?:at|from)\s+the\s+"
               r"(start|beginning|outset)\W*$", re.IGNORECASE),
    re.compile(r"\bto\s+(start|begin)\s+with\b", re.IGNORECASE),
    # A speed asked of a thing ("wind speed", "running speed"): the records give it as a value with its
    # unit ("wind 80 km/h"), never the word, as "pain score" is answered by "2/10". Not "top speed".
    re.compile(r"\b(?!(?:my|his|her|their|your|our|the|a|an|what|which|any|whats|hows|top|max|maximum)\b)"
               r"[^\W\d_]+\s+(speeds?)\b", re.IGNORECASE),
)
_SENTENCE = re.compile(r"[^.!?,;:]*[.!?,;:]+\s*|[^.!?,;:]+$")
_WORD = re.compile(r"[\w']+", re.UNICODE)


@lru_cache(maxsize=4096)
def without_frame(question: str, acknowledgements: frozenset[str] = frozenset()) -> str:
    """`question` with its frame words blanked out (see the module's docstring); the sentences
    made only of `acknowledgements` before the last one are dropped."""
    text = question
    if acknowledgements:
        sentences = _SENTENCE.findall(text)
        while len(sentences) > 1 and all(w.lower() in acknowledgements for w in _WORD.findall(sentences[0])):
            sentences = sentences[1:]
        text = "".join(sentences)
    for frame in _FRAMES:
        text = frame.sub(lambda m: m.group(0)[: m.start(1) - m.start(0)] + " " + m.group(0)[m.end(1) - m.start(0):], text)
    return " ".join(text.split())


def asks_news(question: str) -> bool:
    """Whether the question's frame asks for news, the latest state or an outcome (`NEWS`): with no
    topic left once the frame is out, the client's latest (or that period's) records answer it."""
    return any(frame.search(question) for frame in NEWS)


# "what's going on with alan's heart", "what's the story with tam's band": the news of the thing named after
# "with" / "about" asked for; the frame is no part of that thing. Read where a follow-up takes the thread's thing
# from the earlier question (intent.carried_topic): as "going heart" it was carried into every follow-up of the
# thread, and "did it work" was asked of "going". Kept out of `_FRAMES`, whose patterns the answerability model's
# fit is fingerprinted on, as `_COUNT` below is.
_NEWS_OF = re.compile(r"\bwhat(?:['\u2019]?s|\s+(?:is|was|has))\s+((?:been\s+)?going\s+on|the\s+(?:story|deal|craic|situation))"
                      r"\s+(?=with\b|about\b)", re.IGNORECASE)


def without_news_of(question: str) -> str:
    """`question` without a frame asking the news of a thing (`_NEWS_OF`): "what's with alan's heart"."""
    return " ".join(_NEWS_OF.sub(lambda m: m.group(0)[: m.start(1) - m.start(0)] + " ", question).split())


# "how many times has niamh's boyfriend texted me", "how many times did sonny go hypo on a run": the
# count is the answer, and the records counted are the ones that answer "has niamh's boyfriend texted me",
# "did sonny go hypo on a run". Asked with its frame, "times" was a thing the history never says (the
# refusal "couldn't find any mentions of 'times …'"), and with "times" alone left out the frame still
# pulled the ranking away from the records counted (the same dev question refused as "go hypo run"). Only
# right before the verb: "how many times a week does he train" asks a rate (shared/domain/frequency.py).
# Kept out of `without_frame` and `_FRAMES`, whose patterns the answerability model's fit is
# fingerprinted on (shared/domain/fingerprint.py): the chat and the search read the question without it
# before they rank and decide (`without_count`).
_COUNT = re.compile(r"\bhow\s+many\s+times\s+(?=(?:did|does|do|has|have|had|is|was|were|are)\b)", re.IGNORECASE)


def without_count(question: str) -> str:
    """`question` asked as what it counts: "how many times did he go hypo" -> "did he go hypo" (`_COUNT`);
    unchanged otherwise."""
    return " ".join(_COUNT.sub("", question).split()) if _COUNT.search(question) else question


# "since when is she off them", "since when is it normal": the question asks when the thing began, and the
# records answer with their dates ("gp says i can stop the tablets", "bloods normal again"), never with "since".
# Read as a topic word, "since" ranked the client's other records and was the word the refusal named; asked as
# what is dated ("is she off them", "is it normal"), the records of the thing answer, dated. Only at the start
# and right before the verb, as `_COUNT` is read: "what has she done since when we spoke" is left alone. Kept
# out of `without_frame` and `_FRAMES` for the same reason (`without_count`): the chat and the search read the
# question without it before they rank and decide.
# Not "how long ago did priya faint": asked without "how long ago" (or as "when did …"), a blind24 dev question
# was answered and a blind23 one ("how long ago did saff's shoulder go") lost its evidence from the ranking,
# one for one (h-when29 in docs/ANSWERS.md); left as it was.
_WHEN = re.compile(r"^\W*since\s+when\s+"
                   r"(?=(?:did|does|do|has|have|had|is|was|were|are)\s+(?!(?:that|this|it|then)\W*$)\S)",
                   re.IGNORECASE)


def without_when(question: str) -> str:
    """`question` asked as what it dates: "since when is she off them" -> "is she off them" (`_WHEN`);
    unchanged otherwise."""
    return " ".join(_WHEN.sub("", question).split()) if _WHEN.search(question) else question


# "what came in about lorcan on 14 november", "anything come through from jo this week", "what's come in for her":
# what arrived from or about the client, asked of the records themselves: the news of whoever is named (of the
# period asked), as "what did she send" is. Read as a word, "came" was a topic no record says and the day's records
# were refused. Only "come" with "in" / "through" right before a word naming whom it is from or about (closed
# English); "came in second", "came through the op" keep their words. Kept out of `_FRAMES` for the reason
# `without_count` is: the chat and the search read the question without it before they rank and decide.
_ARRIVED = re.compile(r"\b(?:(?:has|have|had)\s+)?(?:came|come|comes|coming)\s+(?:in|through)\s+"
                      r"(?=(?:about|from|for|re|regarding|on)\b)", re.IGNORECASE)


def without_arrival(question: str) -> str:
    """`question` asked as what was sent: "what came in about lorcan" -> "what was sent about lorcan" (`_ARRIVED`);
    unchanged otherwise."""
    return " ".join(_ARRIVED.sub("was sent ", question).split()) if _ARRIVED.search(question) else question


# "did she go", "did he make it", "will she be there", "how long will she be out", "how long is he off for":
# a person's going to, or being away from, the thing the thread is about, said with a pronoun and nothing
# else. Every word is frame: the thing is the thread's ("tayo's england trials": whether she went; "tay's
# knee": how long it keeps her out), the records tell it in words of their own ("the girls went to the
# england trials without me", "she will be out for nine months"). Closed English of attending and being
# away, not a topic list.
_THREAD_FRAME = re.compile(
    r"^\W*(?:and\s+|&\s*|so\s+)?(?:"
    r"(?:did|does|do|will|would|can|could|is|was|were|has|had)\s+(?:he|she|they)\s+"
    r"(?:(?:get\s+to\s+|end\s+up\s+going\s+|still\s+)?go|make\s+it|(?:be|been|get)\s+there|be\s+going|going)"
    r"(?:\s+in\s+the\s+end|\s+after\s+all)?"
    r"|how\s+long\s+(?:will|would|is|was|are|were|has|had)\s+(?:he|she|they)\s+(?:be\s+|been\s+)?(?:out|off|sidelined)"
    r"(?:\s+for)?)\W*$",
    re.IGNORECASE)


# "and in km/h", "in kg?", "what's that in miles": the value just quoted asked again in another unit. Every word
# is frame: the thing is the thread's, and the unit asked is the one the records do NOT give it in ("throw 52
# mph"; asked in its own unit it would not be asked again), so the unit is no topic word either (read as one,
# "km" was what no record says and the value was refused; blind28-252). Closed English of units of measure.
# The unit may come with its other spellings after it: the chat reads the question with the shorthand's
# spellings added ("and in stone" arrives as "and in stone st", shared/domain/plain_speech), and so read it was
# no longer the unit asked again ("stone" a topic word, Roy's weights in kg refused; blind29-424).
_UNITS = (r"km\s*/\s*h|kph|kmh|mph|m\s*/\s*s|kg|kgs|kilos?|kilograms?|lbs?|pounds?|stones?|st|km|kms|kilomet(?:re|er)s?"
          r"|miles?|met(?:re|er)s?|m|cm|mm|feet|foot|ft|inch(?:es)?|mins?|minutes?|secs?|seconds?|hours?|hrs?"
          r"|celsius|centigrade|fahrenheit|mmol(?:\s*/\s*l)?|mg\s*/\s*dl|kcal|calories|kj|percent|%|watts?|w\s*/\s*kg")
# The opening before the unit ("and", "what's that") and the close after it ("then", "please", "now").
_UNIT_OPENER = (r"^\W*(?:and\s+|&\s*|so\s+|what\s+about\s+|(?:what|whats|what's|what\u2019s)\s+(?:(?:is|was)\s+)?"
                r"(?:that|it|this)\s+)?")
_UNIT_CLOSER = r"(?:\s+(?:then|please|now))?"
_IN_UNIT = re.compile(
    rf"{_UNIT_OPENER}in\s+(?:{_UNITS})(?:\s+(?:{_UNITS}))*{_UNIT_CLOSER}\W*$",
    re.IGNORECASE)

# The unit a value is asked in, as the decision reads it: the opening of a follow-up asked in another unit and
# carried with the thread's thing ("in feet northerns", `_IN_UNIT`), or a phrase the plain reading took as a
# length's unit ("holly's jav in feet": shared/domain/plain_speech.py adds "metres" after it). The unit is the one
# the records do NOT give the value in, so it is no thing of the question: read as one, "feet" was a body part the
# records of a throw never say (a refusal "topic absent"), or said apart from the throw ("words apart").
_UNIT_OPENING = re.compile(
    rf"{_UNIT_OPENER}in\s+(?:{_UNITS})(?:\s+(?:{_UNITS}))*{_UNIT_CLOSER}(?!\w)", re.IGNORECASE)
_UNIT_PHRASE = re.compile(rf"in\s+(?:{_UNITS})", re.IGNORECASE)
# The unit asked at the question's close ("stu's weight in stone now", "her 10k in miles"): the same unit the
# records do not give the value in. Read as a topic, "stone" was the event a weight was asked at
# (event_measures, the never-said check `measure_at_event`; h-fail57: blind46, a client whose numbers come in
# mixed units). A "then", "please" or "now" after it stays. Only the units of weight, distance, speed and the
# blood's readings: "numbness in feet" is the body, "in 2 hours" a time. Not a temperature's scale ("his ride
# in march, in celsius"): dropped, "nigel's cold ride in fahrenheit" was "nigel's cold ride", answered from his
# other rides, where "fahrenheit", a place no record names, refused it (the records' "28 degrees F" is no value
# the decision reads yet).
_CLOSING_UNITS = (r"km\s*/\s*h|kph|kmh|mph|kg|kgs|kilos?|kilograms?|lbs?|pounds?|stones?|st|km|kms|kilomet(?:re|er)s?"
                  r"|miles?|met(?:re|er)s?|mmol(?:\s*/\s*l)?|mg\s*/\s*dl")
_UNIT_CLOSING = re.compile(
    rf"(?:\s*,)?\s+in\s+(?:{_CLOSING_UNITS})(?:\s+(?:{_UNITS}))*(?=(?:\s+(?:then|please|now))?\W*$)",
    re.IGNORECASE)
# "whose weight is in stone", "who weighs in stone", "which of my clients weigh in in stone": the unit is what is
# asked (who gives their numbers so), not the unit a value is asked in.
_UNIT_IS_ASKED = re.compile(r"^\W*(?:who|whose|which)\b|\b(?:is|are|was|were|be|been|weigh|weighs|weighing|weighed|"
                            r"thinks?|still)\s*,?\s*$", re.IGNORECASE)


def _without_closing_unit(question: str) -> str:
    match = _UNIT_CLOSING.search(question)
    if match is None or _UNIT_IS_ASKED.search(question[:match.start()]):
        return question
    return question[:match.start()] + " " + question[match.end():]


def without_unit_asked(question: str, read_as_units: Iterable[str] = ()) -> str:
    """`question` without the unit its value is asked in: an opening or closing "in <unit>" (`_UNIT_OPENING`,
    `_UNIT_CLOSING`) and each phrase
    of `read_as_units` that is "in <unit>" (the plain reading's, plain_speech.alternatives), with the unit words
    after it (the spellings added); unchanged when that would leave nothing."""
    text = _without_closing_unit(_UNIT_OPENING.sub(" ", question))
    for phrase in read_as_units:
        if _UNIT_PHRASE.fullmatch(phrase.strip()):
            text = re.sub(rf"\b{re.escape(phrase.strip())}(?:\s+(?:{_UNITS}))*(?!\w)", " ", text, flags=re.IGNORECASE)
    text = " ".join(text.split())
    return text or question


def asks_thread_thing(question: str) -> bool:
    """"did she go", "how long will she be out": a follow-up whose every word is frame (`_THREAD_FRAME`),
    which asks the thread's thing (the caller carries it; its words are no topic of their own); so is
    one asking the value just quoted in another unit ("and in km/h": `_IN_UNIT`)."""
    return _THREAD_FRAME.match(question) is not None or _IN_UNIT.match(question) is not None
