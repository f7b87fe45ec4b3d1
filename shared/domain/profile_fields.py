"""The client profile's fields in plain words: how the indexed profile names them, and which
questions ask for them.

"What is Pedro's job?" is answered by the profile's background notes ("Taxi driver,
mostly night shifts"), "how old is Wes" by its age, "any injuries on file for Sam?" by
its injuries: none of those answers shares a word with its question. Two halves:

- `LABELS`: each field's label in the indexed profile text (shared/domain/sources/render.py),
  in the words trainers use for it, so that search finds the profile by what it holds;
- `asked_fields`: a question whose topic words all ask for profile fields ("job",
  "occupation", "how old", "goals", "medical conditions", "dietary requirement") asks for
  those fields; one that names anything else ("Peggy's steps goal", "can she eat dairy")
  is a question for the records and is left to search.

Word lists, like shared/usecases/intent.py: the decision is coarse and must be
instant and predictable. One entry per field of `ClientProfile` (tests check that every
field has one).
"""

from __future__ import annotations

import re
from typing import Iterable

from shared.domain import names
from shared.ports.keywords import tokens

# Field → its label in the indexed text. The age's label is its unit ("35 years old").
LABELS = {
    "age": "age",
    "goal": "goals and aims",
    "dietaryRestrictions": "diet restrictions, allergies and intolerances",
    "injuries": "injuries, medical conditions and limitations",
    "notes": "background notes (work, family, lifestyle)",
}

# Field → the words a question uses to ask for it.
ASKING_WORDS = {
    "age": frozenset("age aged old older birthday born years".split()),
    "goal": frozenset("goal goals aim aims aiming objective objectives ambition ambitions target targets working towards".split()),
    "dietaryRestrictions": frozenset(
        """diet diets dietary restriction restrictions requirement requirements allergy allergies allergic
        intolerance intolerances intolerant food foods eat eats eating special preference preferences can't cannot
        avoid avoids""".split()
    ),
    "injuries": frozenset(
        """injury injuries injured condition conditions medical health limitation limitations issues
        problems niggles history""".split()
    ),
    "notes": frozenset(
        """job jobs work works occupation occupations profession professional career employment employed
        trade background lifestyle""".split()
        # A team sport's role is background: "what position does theo play" is answered by "Flanker"
        # in the notes, as "job" is by "Taxi driver".
        + """position positions play plays sport sports""".split()
        # "what role does she play", "he plays what role": a team's role, as a position is.
        + """role roles""".split()
        # "what is she studying", "her degree": a student's course is her background, as a job is.
        + """studying studies student degree""".split()
        # "what does dylan study": the bare verb asks the course as "studying" does (h-words32: blind27's
        # "Sport science student at Glyndwr" was refused on 'study').
        + """study""".split()
        # "what uni is he at": where a student studies, as the course is. Not "school", which a
        # teenager's messages talk about ("what did she say about school"): its year is a frame below.
        # Not "college": at a collegiate university it is not the university ("which college is he
        # in" is not answered by "second-year at <university>"; a dev false answer of the first run).
        + """uni university""".split()
        # "what instrument does he play": a pastime the intake writes down, as a sport is.
        + """instrument instruments""".split()
    ),
}
# "What does Fatima do for a living?", "what does he do for a crust" (British for the same): 'living'
# and 'crust' ask for the job only in this phrase ("where is she living?", "pizza crust" do not).
_FOR_A_LIVING = re.compile(r"\bfor\s+a\s+(living|crust)\b", re.IGNORECASE)
# "what's his line of work", "her day job": 'line' and 'day' ask for the job only in these phrases
# ("the finish line", "leg day" do not).
_WORK_PHRASE = re.compile(r"\b(line)\s+of\s+work\b|\b(day)\s+jobs?\b", re.IGNORECASE)
# "does roxy have any food rules", "her diet rules": the rules of what a client eats are the dietary
# restrictions ("halal", "no pork"); "rules" asks the field only after a word of food (h-words32:
# blind27), never alone ("what are the gym rules" stays a question for the records).
_DIET_PHRASE = re.compile(r"\b(?:food|diet|dietary|eating)\s+(rules?)\b", re.IGNORECASE)
# "anything he should go easy on eating", "what should she steer clear of eating": a phrase of restraint
# asks what a word beside it asks ("avoid", as the field's own word does), never a field alone: its words
# are set aside, so a food or an eating word must still be there to ask the diet ("go easy on his knee"
# leaves "knee", a question for the records; h-answer34: blind29-167).
_RESTRAINT_PHRASE = re.compile(r"\b(go|goes|going)\s+(easy)\s+on\b|\b(steer|steers|steering)\s+(clear)\s+of\b|"
                               r"\b(lay|lays|laying)\s+(off)\b"
                               # "what's she not allowed to eat", "what should he cut down on eating", "what should
                               # she eat less of": a ban or a limit, as "avoid" is (h-thread51)
                               r"|\bnot\s+(allowed|permitted)\s+to\b|\b(cut|cuts|cutting)\s+(down)\s+on\b"
                               r"|\b(less|fewer)\s+of\b", re.IGNORECASE)
# "anything he has to watch food wise", "diet-wise": "wise" after a word of food asks what that word asks.
_FOOD_WISE = re.compile(r"\b(?:food|diet|eating)[-\s]?(wise)\b", re.IGNORECASE)
# Drinking is the diet's only under a ban or a limit ("not allowed to drink", "cut down on drinking": the intake's
# "no alcohol"); "how much does he drink" alone is a question for the records (h-thread51).
_DRINK = frozenset("drink drinks drinking".split())

# Words that point at the profile without naming a field: they neither count nor block.
# "any dietary stuff for mo": "stuff", "things" point at whatever the field holds.
NEUTRAL = frozenset("file profile record records intake listed current main currently stuff things".split()
                    # "anything she doesn't eat", "what he cant have": the negation asks the field as "eat" does.
                    + "cant doesnt doesn't dont don't won't wont".split()
                    # "what did he used to do for work": the tense asks the field as "work" does.
                    + "used".split())

# A place named in the notes: "from Perth", "lives in Croydon", "Graphic designer in Sheffield",
# "based near Leeds" (a capitalised word after the preposition, not a month or a day: "back at work
# from September" names none).
_CALENDAR = (r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Christmas|Easter)")
# "Fisherman out of Whitby" names the place the same way "from Whitby" does.
PLACE = re.compile(r"\b(?:from|in|near|at|out\s+of)\s+(?!" + _CALENDAR + r")[A-Z][\w'-]+")
# A year of school or of a course: "Year 10", "second-year", "final year".
YEAR = re.compile(r"\byear\s+\d{1,2}\b|\b(?:first|second|third|fourth|final)[- ]year\b", re.IGNORECASE)
# Where a pupil studies: a school's year ("Year 10") or a place named (`PLACE`: "at Treviglas").
_SCHOOL = re.compile(rf"{YEAR.pattern}|(?-i:{PLACE.pattern})", re.IGNORECASE)

# A relative the intake writes down by role and name ("Wife Verity", "Husband Anand", "Mum Lynsey"): who a client
# is married to, or a parent's name, is the background notes'. The value must name the role asked (`_SPOUSE`,
# `_PARENT`): notes that name only a daughter do not say who the wife is.
_SPOUSE_WORDS = r"wife|husband|hubby|missus|partner|spouse"
_PARENT_WORDS = r"mum|mam|mom|mother|dad|father"
_SPOUSE = re.compile(rf"\b(?:{_SPOUSE_WORDS}|married)\b", re.IGNORECASE)
_PARENT = re.compile(rf"\b(?:{_PARENT_WORDS})\b", re.IGNORECASE)
_ENGAGED = re.compile(r"\b(?:fianc[e\u00e9]e?|engaged|wedding|getting\s+married|marrying)\b", re.IGNORECASE)


def _role_named(roles: str) -> re.Pattern[str]:
    """"what's leo's wife called", "what is her mum's name", "jo's husband's name": a relative of that role asked by
    name, the person in at most two words before it (a whole question)."""
    return re.compile(rf"^\W*(?:what(?:'s|s|\u2019s|\s+(?:is|was))\s+)?(?:\S+\s+){{0,2}}?(?:{roles})(?:['\u2019]?s)?\s+"
                      rf"(?:called|name|names)\s*\??\s*$", re.IGNORECASE)


# A place of the client's own asked by its kind ("which village is lorcan from", "what town does she work in"): the
# notes write it as "Landscape gardener in Otterton", "from Coningsby" (`PLACE`).
_PLACE_KINDS = r"village|town|city|area|county|part"

# Question frames that ask for a field in everyday words, with no field's word in them: "where is
# greg from", "where does tomas live", "where is she based", "what does he do" (the work in the
# background notes, where the intake writes "from Perth", "lives in Croydon", "Accountant"). Each
# frame is read on the whole question (or on it without the client's name) and its own words are
# then no topic; the words it leaves still decide as above ("where does she live and train" names
# "train": a question for the records). Only whole frames, the person in at most two words: "where
# did i tell ellie to sit", "where did she get that from" and "what does he do on deadlift day" are
# not. The last element: what the field's value must say to answer it (a place for "where"; the
# notes of a lorry driver do not say where he lives), None when any value does.
FRAMES = (
    # "where is greg from", "where's she from originally", "where are they from", "where'd he grow up"
    (re.compile(r"\bwhere(?:'s|s|'d|d|\s+(?:is|are|was|were|did|does|do))(?:\s+\S+){0,2}?\s+(?:from|(?:grow|grew)\s+up)"
                r"(?:\s+originally)?\s*\??\s*$", re.IGNORECASE), "notes", "from grow grew up originally whered where'd", PLACE),
    # "greg from where", "she's from where?": the same question, its "where" last
    (re.compile(r"^\W*(?:\S+\s+){1,2}?from\s+where\s*\??\s*$", re.IGNORECASE), "notes", "from where", PLACE),
    # "where does tomas live", "where is he living", "where's she based", "where does she live now"
    (re.compile(r"\bwhere(?:'s|s|\s+(?:is|are|was|does|do|did))(?:\s+\S+){0,2}?\s+(?:live|lives|living|based|located)"
                r"(?:\s+(?:now|these\s+days))?\s*\??\s*$", re.IGNORECASE), "notes",
     "live lives living based located now these days", PLACE),
    # "what school year is she", "what year is he in": a pupil's or a student's year, which the notes
    # write as "Year 10" or "second-year"; notes without one do not answer it.
    (re.compile(r"^\W*what\s+(?:school\s+)?year\s+(?:is|'s|are)(?:\s+\S+){1,2}?(?:\s+in)?(?:\s+at\s+(?:school|uni))?\s*\??\s*$",
                re.IGNORECASE), "notes", "school year in uni", YEAR),
    # "what's mac's real name", "what is his full name": the name the client goes by is the notes' ("known
    # as Mac": names.GIVEN), the real one the profile's own; notes that give no such name do not answer it.
    # Typed without its "what's" too ("mac's real name").
    (re.compile(r"^\W*(?:what(?:'s|s|\s+(?:is|was))\s+)?(?:\S+\s+){0,2}?(?:real|full|proper|actual|given|christian)\s+name"
                r"\s*\??\s*$", re.IGNORECASE), "notes", "real full proper actual given christian name", names.GIVEN),
    # "who's lorcan married to", "who is she married to": the spouse the notes name.
    (re.compile(r"^\W*who(?:'s|s|\u2019s|\s+(?:is|was))\s+(?:\S+\s+){0,2}?married\s+to\s*\??\s*$", re.IGNORECASE),
     "notes", "married to", _SPOUSE),
    # "who's ria marrying", "who is he engaged to": the one the notes name as the client's fiancé (h-thread51).
    (re.compile(r"^\W*who(?:'s|s|\u2019s|\s+(?:is|was|are))\s+(?:\S+\s+){0,2}?(?:marrying|engaged\s+to|getting\s+married\s+to|"
                r"going\s+to\s+marry)\s*\??\s*$", re.IGNORECASE),
     "notes", "marrying engaged to getting married going marry", _ENGAGED),
    (_role_named(_SPOUSE_WORDS), "notes", f"{_SPOUSE_WORDS.replace('|', ' ')} called name names", _SPOUSE),
    (_role_named(_PARENT_WORDS), "notes", f"{_PARENT_WORDS.replace('|', ' ')} called name names", _PARENT),
    # "which village is lorcan from", "what town does she work in", "which city does he live in": the place the notes
    # name with the person's work or home.
    (re.compile(rf"^\W*(?:what|which)\s+(?:{_PLACE_KINDS})(?:'s|s|\s+(?:is|are|was|does|do|did))(?:\s+\S+){{0,2}}?"
                r"\s+(?:from|(?:work|works|working|live|lives|living|based)(?:\s+in)?)\s*\??\s*$", re.IGNORECASE),
     "notes", f"{_PLACE_KINDS.replace('|', ' ')} from work works working live lives living based in", PLACE),
    # "what does he do", "what does lewis do for a job" (the "for …" words are the field's own)
    (re.compile(r"^\s*what\s+(?:does|do|did)(?:\s+\S+){0,2}?\s+do\s*\??\s*$", re.IGNORECASE), "notes", "", None),
    # "where's she at school", "where does he go to school", "what school's he at": where a pupil
    # studies, which the notes write with the school's year or place ("Year 10 in Kendal", "Year 11 at
    # <school>"); a whole question only, so "what did she say about school" and "school run" stay
    # questions for the records (the reason "school" is no field's word above). Not "college", for the
    # reason "college" is no field's word above.
    (re.compile(r"\bwhere(?:'s|s|\s+(?:is|does|do|did))(?:\s+\S+){0,2}?\s+(?:at|in|go(?:es)?\s+to)\s+"
                r"(?:school|sixth\s+form)\s*\??\s*$|"
                r"^\W*(?:what|which)\s+(?:school|sixth\s+form)(?:'s|s|\s+(?:is|does|do|did))(?:\s+\S+){0,2}?"
                r"\s+(?:at|in|go(?:es)?\s+to|attend|attends)\s*\??\s*$", re.IGNORECASE),
     "notes", "where what which school schools school's sixth form at in go goes to attend attends",
     _SCHOOL),
)


def asked_fields(topic_words: Iterable[str], question: str = "") -> tuple[str, ...]:
    """The profile fields a question asks for, from its topic words (lowercase, names and filler
    removed: `intent.content_words`) and the question itself; () when a word asks for something
    else or none asks for a field."""
    living = {m.group(1).lower() for m in _FOR_A_LIVING.finditer(question)}
    phrased = {w.lower() for pattern in (_WORK_PHRASE, _DIET_PHRASE, _RESTRAINT_PHRASE, _FOOD_WISE)
               for m in pattern.finditer(question) for w in m.groups() if w}
    restrained = _RESTRAINT_PHRASE.search(question) is not None
    framed = [(field, frozenset(own.split())) for frame, field, own, _ in FRAMES if frame.search(question)]
    framing = frozenset().union(*(own for _, own in framed)) if framed else frozenset()
    words = ["work" if w in living else "diet" if restrained and w in _DRINK else w for w in topic_words
             if w not in NEUTRAL and w not in framing and w not in phrased]
    fields = [field for field, _ in framed]
    if not words:
        return tuple(dict.fromkeys(fields))
    for w in words:
        owners = [f for f, asking in ASKING_WORDS.items() if w in asking]
        if not owners:
            return ()  # a word that is not a profile field's: a question for the records
        fields.extend(f for f in owners if f not in fields)
    return tuple(fields)


def holds(profile: dict | None, fields: Iterable[str], question: str = "") -> bool:
    """Does the profile have a value for any of `fields`? (An empty list or blank text is no value;
    for a field `question` asks by a frame that needs a kind of value, a value without it is none:
    "where does wes live" and notes that name no place.)"""
    if not profile:
        return False
    needed = {field: value for frame, field, _, value in FRAMES if value is not None and frame.search(question)}
    for f in fields:
        value = profile.get(f)
        if f in needed and not needed[f].search(" ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value or "")):
            continue
        if isinstance(value, (list, tuple)):
            if any(str(v).strip() for v in value):
                return True
        elif isinstance(value, str):
            if value.strip():
                return True
        elif value is not None and not isinstance(value, bool):
            return True
    return False


# "anything in raff's profile about when he sleeps", "what's on file about her shifts": the profile is
# named, and the question's other words ask for whatever the profile says of them, in whichever field.
_NAMES_PROFILE = re.compile(r"\bprofiles?\b|\bon\s+file\b|\bintake\s+form\b", re.IGNORECASE)


def names_profile(question: str) -> bool:
    """The question names the client's profile ("in her profile", "on file")."""
    return bool(_NAMES_PROFILE.search(question))


def said_fields(profile: dict | None, topic_words: Iterable[str], question: str) -> tuple[str, ...]:
    """For a question that names the profile (`names_profile`), the fields whose value says one of its
    topic words (by stem: "sleeps" for "when he sleeps"); () when it names no profile, has no topic
    word, or no field says one (a profile asked about a thing it never mentions is not the answer)."""
    if not profile or not names_profile(question):
        return ()
    wanted = {t for w in topic_words if w.lower() not in NEUTRAL for t in tokens(w)}
    if not wanted:
        return ()
    out = []
    for field in LABELS:
        value = profile.get(field)
        text = " ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value or "")
        if wanted & set(tokens(text)):
            out.append(field)
    return tuple(out)
