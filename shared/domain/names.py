"""A person's name as trainers type it: any case, accents or not, hyphens, spaces and
apostrophes or not, a possessive with or without its apostrophe.

"hyunwoo", "Hyun woo", "hyun-woo's" and "hyunwoos" all write Hyun-woo Park's first name;
"chloe" writes Chloé's, "obrien" O'Brien's. Every place that reads a client's name in a
question (the client a question is about, taking the name out of the query, the
answerability check's known names, the ranking's named sender) compares names through
`fold` and `spans` here, so they agree on what a name is.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Iterable

from shared.domain import english, letter_edits, sounds

# A word of a question or a name: letters and digits, an apostrophe inside it kept
# ("o'brien", "woo's"); hyphens and spaces separate words, and `spans` joins them back.
WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*", re.UNICODE)
# A name written as several words is read over at most this many of the question's words.
MAX_WORDS = 4
# "johns" for John's: a possessive without its apostrophe, for names of at least this many letters.
POSSESSIVE_MIN = 3


@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """Lowercase, accents and apostrophes dropped: "Chloé" -> "chloe", "O'Brien" -> "obrien"."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return plain.casefold().replace("'", "").replace("\u2019", "")


@lru_cache(maxsize=2048)
def parts(display_name: str) -> tuple[str, ...]:
    """The name's words, folded: "Hyun-woo Park" -> ("hyun", "woo", "park")."""
    return tuple(fold(w) for w in WORD.findall(display_name))


@lru_cache(maxsize=2048)
def first_name(display_name: str) -> str:
    """The first name, folded and joined: "Hyun-woo Park" -> "hyunwoo", "Chloé Dubois" -> "chloe"."""
    first = display_name.split()[0] if display_name.split() else ""
    return "".join(fold(w) for w in WORD.findall(first))


def name_words(names: Iterable[str]) -> frozenset[str]:
    """The words of the roster's `names` as a reader of a question's words split at spaces sees them, lowercased:
    "Mary-Jane O'Neill" -> {"mary-jane", "o'neill"}. The words a reader of what a question asks leaves alone (the
    thing whose beginning or return is asked, shared/domain/onset_asked.py and chat `_return_led`; the texted
    words, shared/domain/texted.py, which reads each word's letters as its tokens are). Not folded: those readers
    compare the question's own lowercased words, accents and apostrophes kept; `fold` and `spans` read a name in
    a question however it is typed."""
    return frozenset(word.lower() for name in names for word in name.split())


@lru_cache(maxsize=2048)
def naming_keys(display_name: str) -> frozenset[str]:
    """What names the person in a question: the first name ("hyunwoo"), its first word
    ("hyun", as before hyphens were read), the whole name joined ("hyunwoopark")."""
    words = parts(display_name)
    if not words:
        return frozenset()
    return frozenset(k for k in (first_name(display_name), words[0], "".join(words)) if k)


@lru_cache(maxsize=2048)
def all_keys(display_name: str) -> frozenset[str]:
    """`naming_keys` and every word of the name alone ("park"): what is taken out of a query once
    the person is known to be meant."""
    return naming_keys(display_name) | frozenset(parts(display_name))


def spans(text: str, keys: Iterable[str], possessive: bool = True) -> list[tuple[int, int, str]]:
    """Where `text` writes one of the folded `keys`: (start, end, key), left to right, longest first.

    One to MAX_WORDS consecutive words of `text` (separated by spaces or hyphens only) are
    joined and folded: "Hyun woo", "hyun-woo" and "hyunwoo" all read "hyunwoo". With
    `possessive`, a trailing "s" ("hyunwoos", "hyun-woo's" folded) is read as the possessive of
    a key of POSSESSIVE_MIN letters or more.
    """
    wanted = frozenset(k for k in keys if k)
    if not wanted:
        return []
    words = [(m.start(), m.end(), fold(m.group(0))) for m in WORD.finditer(text)]
    out: list[tuple[int, int, str]] = []
    i = 0
    while i < len(words):
        found = None
        joined = ""
        for j in range(i, min(len(words), i + MAX_WORDS)):
            if j > i and text[words[j - 1][1]: words[j][0]].strip(" -\u2010\u2011") != "":
                break  # only spaces and hyphens join words into one name
            joined += words[j][2]
            key = joined if joined in wanted else (
                joined[:-1] if possessive and joined.endswith("s") and len(joined) > POSSESSIVE_MIN
                and joined[:-1] in wanted else None)
            if key is not None:
                found = (words[i][0], words[j][1], key, j)
        if found is None:
            i += 1
            continue
        out.append(found[:3])
        i = found[3] + 1
    return out


def written(text: str, display_name: str) -> bool:
    """`text` names the person (`naming_keys`) in any of the ways `spans` reads."""
    return bool(spans(text, naming_keys(display_name)))


# Pet names are made from the first name by rule, not listed: clipped to its start ("Beth" for
# Bethany, "Niko" for Nikolai, "Lu" for Lucía) and often given an ending ("Oz" for Oskar, "Gaz"
# for Gareth, "Bazza" for Barry, "Robbo", "Jonny"). Each ending with the shortest start it needs:
# "z" follows even one letter (Oz), the others at least two.
NICKNAME_ENDINGS = (("zza", 2), ("zzy", 2), ("zzer", 2), ("z", 1), ("bo", 2), ("ie", 2), ("y", 2), ("o", 2))
# A clipped first name without an ending: at least this many letters.
CLIP_MIN = 2
# A clip of the END of a long first name ("Femi" for Oluwafemi, "Tobi" for Oluwatobi, "Seun" for
# Oluwaseun, "Rina" for Katarina): at least this many letters, leaving at least TAIL_REST before it.
# Longer than a clip of the start: a short ending ("ie", "na") is any name's.
TAIL_MIN = 4
TAIL_REST = 3
# The classic English pet names no rule makes ("Maggie" for Marguerite, "Liz" for Elizabeth, "Jim"
# for James): a short, closed list, general knowledge of names, not of any roster. A pet name that is
# also an English word ("bill", "jack", "will") is still no name in a question (the callers check).
IRREGULAR = {
    pet: frozenset(names.split())
    for pets, names in (
        # "Peg", "Mags", "Madge": the classic short forms of Margaret beside Maggie and Peggy (h-words31:
        # blind26's "how's peg getting on" of Margaret, known as Peggy, was read as no one).
        ("maggie peggy peg meg mags madge", "margaret marguerite margarita margherita margot"),
        ("liz lizzie libby betty bess beth elsie", "elizabeth elisabeth eliza"),
        ("kate katie kath kathy cathy kit", "katherine catherine kathryn katharine kathleen"),
        ("jim jimmy", "james"),
        ("bob bobby", "robert roberto"),
        ("ted teddy ned", "edward edmund"),
        ("harry hal", "henry harold"),
        ("molly polly", "mary"),
        ("sally", "sarah sara"),
        ("tony", "anthony antonio antony"),
        ("sasha", "alexander alexandra aleksandr"),
        ("rick ricky dick", "richard"),
        ("jack", "john"),
        ("bill billy", "william"),
        ("chuck", "charles"),
        ("nell nellie", "eleanor helen ellen"),
        # A clip of the end too short for the rule (TAIL_MIN, TAIL_REST: "gus" leaves "an" of Angus), or of
        # the middle (Augustus): blind19's Gus Munro, "Angus" on the roster, was read as no one (h-wrong26).
        ("gus", "angus augustus fergus gustav gustavo"),
        ("bert bertie", "albert herbert bertram"),
        ("dot dottie", "dorothy"),
        ("trish tricia", "patricia"),
        ("ginny", "virginia"),
        # A clip of the middle, or one spelt by its sound ("Becs", "Bex" for Rebecca; "Kez" for Kieran,
        # the British "-z" pet name on the name's sound, not its spelling): blind24's "becs ucl" and
        # "kez's shoulder" were read as no one (h-words29).
        ("becky becca becs bex", "rebecca rebekah"),
        ("kez kezza", "kieran kieron kerry"),
        # More of the general table of English short forms (h-words31): each a name's everyday pet name that
        # no clip makes ("Dave" keeps no start of David, "Mick" none of Michael, "Tam" is Scots for Thomas).
        ("dave davey davy", "david"),
        ("mick micky mickey mike", "michael"),
        ("steve stevie", "stephen steven"),
        ("chas chaz", "charles"),
        ("del", "derek derrick"),
        ("tel", "terence"),
        ("tam", "thomas"),
        ("rab", "robert"),
        ("jock", "john"),
        ("jake", "jacob"),
        ("hank", "henry"),
        ("fred freddie", "alfred frederick"),
        ("sadie", "sarah sara"),
        ("tess tessa tessie", "teresa theresa"),
        ("patsy patty", "patricia"),
        ("sukie", "susan susannah suzanne"),
        ("sandy", "alexander alexandra sandra"),
        ("babs", "barbara"),
        ("lottie", "charlotte"),
        ("izzy izzie", "isabel isabella isobel"),
        ("dolly", "dorothy"),
        ("biddy bridie", "bridget"),
        # "Tom" keeps the sound of Thomas but not its spelling (no "h"): no clip makes it (blind30's "tommy's
        # gastric band" of Thomas Bryce, known as Tam, was read as no one: h-words36). "Dai" is the Welsh
        # pet name of David and Dafydd.
        ("tom tommy tommo", "thomas"),
        ("dai", "david dafydd"),
    )
    for pet in pets.split()
}
# One given name in the languages of these islands: the Welsh, Scots Gaelic and Irish form of an English
# name and the English one ("Dafydd" is David, "Hamish" James, "Seán" John, "Eilidh" Helen). A trainer may
# type either for the name the roster holds (blind31's "david pacemacker" of Dafydd Morgan, known as Dai,
# was read as no one: h-words36). General knowledge of names, one group per name, not of any roster.
NATIONAL_FORMS: tuple[frozenset[str], ...] = tuple(frozenset(group.split()) for group in (
    "david dafydd dewi",
    "john ian iain sean shaun shawn eoin ioan ieuan sion",
    "james hamish seamus",
    "william gwilym liam",
    "hugh huw",
    "thomas tomos",
    "patrick padraig",
    "peter peadar",
    "mary mairi maire moira",
    "helen eilidh",
    "catherine katherine catriona caitriona",
    "margaret mairead",
    "alexander alasdair alastair alistair",
    "roderick ruairidh ruaridh rory",
    "donald domhnall",
    "janet seonaid",
    "joan siobhan shivaun shevaun chevonne",
    "jane sian",
    "sarah sorcha",
    "owen owain",
    "euan ewan eoghan",
    "elizabeth elspeth",
    # A Welsh or Irish name typed as it is said, in the English spelling of its sound (h-words39: blind33-421
    # "rees pressure soar" of Rhys): the letters of the Welsh and Irish spelling say another sound, so no
    # sound key or vowel reading reaches them. General knowledge of the names' sounds, one group per name.
    "rhys rees reece reese",
    "niamh neve neeve",
    "aoife eefa",
    "caoimhe keeva",
    "sinead shinead",
    "saoirse seersha",
    "grainne grania",
    "oisin osheen",
    "tadhg teague",
    "ciaran kieran kieron",
    "ffion fion",
    "cerys ceris",
    "carys caris",
    "gruffydd griffith",
))
_NATIONAL = {name: group for group in NATIONAL_FORMS for name in group}
# A roster's short name asked by the full name it clips ("bethany" of Beth): at least this many letters
# kept, and at least FULL_FORM_REST clipped. Not a name made of another by an ending of its own
# ("Alana" is no Alan, "Danielle" no Daniel, "Pauline" no Paul): another person's name.
FULL_FORM_MIN = 3
FULL_FORM_REST = 2
NAME_ENDINGS = frozenset("a e o ie ia na ne la le ina ine elle ella ette etta".split())


def _forms(word: str) -> frozenset[str]:
    """The names `word` (folded) may write: itself, the formal names it is a classic pet name of
    (`IRREGULAR`: "dave" → david), and each one's forms in the other languages (`NATIONAL_FORMS`)."""
    out = {word, *IRREGULAR.get(word, ())}
    return frozenset(n for name in out for n in _NATIONAL.get(name, {name}))


def known_form(word: str) -> bool:
    """`word` (folded) is a name of the tables here: a classic pet name or a form in `NATIONAL_FORMS`
    (the word list of names lacks many Welsh and Gaelic ones: "dafydd", "hamish")."""
    return word in _NATIONAL or word in IRREGULAR


def another_form(word: str, name: str) -> bool:
    """`word` (folded, as typed) names the person the roster calls `name` (a folded first or given name)
    in another form of one given name, not in the spellings and clips the other readings take
    (`naming_keys`, `nickname_of`): its form in another language of these islands ("david" / Dafydd,
    "dave" / Dafydd, "david" / Dai: `NATIONAL_FORMS` through `IRREGULAR`), or the full name the roster's
    short one clips ("bethany" / Beth; FULL_FORM_MIN letters or more kept, FULL_FORM_REST or more clipped,
    and not a name of its own made by an ending, `NAME_ENDINGS`: "alana" / Alan). The caller
    checks the word is a name no client and no client's relative has, and that it fits one client."""
    if not word or not name or word == name:
        return False
    if name in _forms(word) or word in _forms(name):
        return True
    rest = word[len(name):]
    return (len(name) >= FULL_FORM_MIN and len(rest) >= FULL_FORM_REST and word.startswith(name)
            and rest not in NAME_ENDINGS and rest.removesuffix("s") not in NAME_ENDINGS)
# Names this short are not clipped (a clip of "Ana" would be a single letter or two).
NICKNAME_NAME_MIN = 4


@lru_cache(maxsize=8192)
def nickname_of(word: str, display_name: str) -> bool:
    """`word` (as typed, a possessive "s" allowed: "gazs") is a pet name formed from the person's
    first name: a clip of its start, alone or with one of NICKNAME_ENDINGS, or a clip of its end
    (TAIL_MIN letters or more: "femi" for Oluwafemi), or a classic pet name of it (IRREGULAR: "maggie"
    for Marguerite). Not the name itself
    (`naming_keys` reads that). A common word is never a pet name here: the caller also checks it is
    no English word and that it fits one client only."""
    first = first_name(display_name)
    w = fold(word)
    if len(first) < NICKNAME_NAME_MIN or len(w) < 2 or not w.isalpha():
        return False
    # "mos" for Mo's: a two-letter clip keeps its possessive too (CLIP_MIN letters before the "s").
    forms = (w, w[:-1]) if w.endswith("s") and len(w) > CLIP_MIN else (w,)
    for form in forms:
        if form == first:
            return False
        if len(form) >= CLIP_MIN and len(form) < len(first) and first.startswith(form):
            return True
        if len(form) >= TAIL_MIN and len(first) - len(form) >= TAIL_REST and first.endswith(form):
            return True
        if first in IRREGULAR.get(form, ()):
            return True
        for ending, shortest in NICKNAME_ENDINGS:
            stem = form[: -len(ending)]
            if not form.endswith(ending) or len(stem) < shortest:
                continue
            if len(stem) < len(first) and first.startswith(stem):
                return True
            # "Ollie" for Oliver, "Jonny" for Jonathan, "Freddie" for Frederick, "Tommo" for Thomas: the
            # clip's last consonant doubled before the ending (English spelling keeps the vowel short).
            if ending in DOUBLING_ENDINGS and _doubled(stem) and first.startswith(stem[:-1]) and len(stem) - 1 < len(first):
                return True
    return False


# The endings before which a clip doubles its last consonant ("Ollie", "Sammy", "Tommo").
DOUBLING_ENDINGS = frozenset({"ie", "y", "o"})


def _doubled(stem: str) -> bool:
    """`stem` ends in a doubled consonant ("oll", "jonn"), at least CLIP_MIN letters left without it."""
    return (len(stem) - 1 >= CLIP_MIN and stem[-1] == stem[-2] and stem[-1].isalpha()
            and stem[-1] not in "aeiou")


# A name as a profile writes it: a capitalised word, or two joined by an apostrophe or a hyphen ("O'Neill",
# "Mary-Jane"); and such a name after a phrase naming it, an opening quote allowed (`GIVEN`, `_SURNAME_SAID`).
_NAME_AS_WRITTEN = r"[A-Z][^\W\d_]+(?:['\u2019-][A-Z][^\W\d_]+)?"
_NAMED = rf"\s+[\"'\u201c\u2018]?({_NAME_AS_WRITTEN})\b"


# The name a profile says the person is called by ("Retired civil engineer, known as Mac."): a name the
# question may use as well as the display name (blind22's Malcolm Reid, "mac's hip injection"). No rule
# makes "Mac" from "Malcolm" (`nickname_of` reads clips of the start; "mac" is no clip of "malcolm"), so
# the records' own words give it. A capitalised word after the phrase: "goes by the book" names nobody.
# A middle name the person goes by ("goes by his middle name, Giles"; "uses her middle name Rose"), and the
# name the person asks to be called ("call me Stevie", "calls himself Kit"), are read as the same kind of name
# (h-fail57: blind46's client registered under a first name he never uses).
GIVEN = re.compile(
    r"\b(?i:known\s+as|goes\s+by(?:\s+the\s+name(?:\s+of)?)?|nicknamed|"
    r"(?:goes\s+by|uses|called\s+by|known\s+by)\s+(?:his|her|their)\s+(?:middle|second)\s+name,?|"
    r"call\s+me|calls\s+(?:him|her|them)self|"
    r"(?:everyone|everybody|people|friends|we|they|the\s+\w+)\s+calls?\s+(?:him|her|them))"
    rf"{_NAMED}",
)


def given_names(text: str) -> tuple[str, ...]:
    """The names `text` says the person goes by ("known as Mac", "goes by Bex", "everyone calls him
    Tank"), as written, first seen first, each once."""
    out: list[str] = []
    for match in GIVEN.finditer(text or ""):
        name = match.group(1)
        if name not in out:
            out.append(name)
    return tuple(out)


# The other surname a profile says the person has: a married or maiden name ("née Rushworth", "registered
# under her maiden name Rushworth", "married name Ainscough"), or the first name written with a surname other
# than the registered one ("Clodagh Ainscough since"). A question may name the client by it after a title
# ("mrs ainscough") or after the first name ("clodagh ainscough") (h-fail57: blind46's bride, registered under
# her maiden name). A capitalised word only; a word of the language ("Clodagh Said") is no surname.
_SURNAME_SAID = re.compile(
    r"\b(?:n[e\u00e9]e|(?i:(?:maiden|married|birth|former|old|new)\s+(?:sur)?name),?(?:\s+(?:is|was|of))?)"
    rf"{_NAMED}"
)


def other_surnames(text: str, display_name: str) -> tuple[str, ...]:
    """The surnames `text` (a profile) gives the person besides the registered one of `display_name`, as
    written, first seen first, each once: "Married Gerard Ainscough on 20 May: Clodagh Ainscough since,
    registered here under her maiden name Rushworth." of Clodagh Rushworth -> ("Ainscough",)."""
    words = display_name.split()
    if len(words) < 2 or not text:
        return ()
    first, surname = words[0], fold(words[-1])
    said = [m.group(1) for m in _SURNAME_SAID.finditer(text)]
    beside = [name for name in re.findall(rf"\b{re.escape(first)}\s+({_NAME_AS_WRITTEN})\b",
                                          text) if not english.is_word(fold(name))]
    out: list[str] = []
    for name in said + beside:
        if fold(name) != surname and name not in out:
            out.append(name)
    return tuple(out)


# A name spelt as it sounds, in another of its spellings ("derrick" for Derek,
# "jeffery" for Jeffrey): more than one edit apart, one sound key (shared/domain/sounds.py). Only a
# spelling the word list knows as a person's name (english.is_name): the key is coarse, and a slip that
# is no name ("rebbeca" for Rebekka) is read by the letters alone. The two must also begin with the same
# two letters ("bures" and "boris" share "brs") and keep a key of SOUND_KEY_MIN letters or more.
SOUND_KEY_MIN = 3


def spelt_by_sound(typed: str, first: str) -> bool:
    """`typed` (folded) is another spelling of the folded first name `first`: a name itself, of one
    sound key and the same first two letters (h-words30: blind25's "derrick hba1c" of Derek). The caller
    checks the reading fits one client only."""
    mine = sounds.key(typed)
    return (typed != first and typed[:2] == first[:2] and len(mine) >= SOUND_KEY_MIN
            and mine == sounds.key(first) and english.is_name(typed))


# A letter written twice or more in a row, written once by `_vowels_loose` and `_as_said`.
_DOUBLED = re.compile(r"(.)\1+")


def _vowels_loose(word: str) -> str:
    """`word` with each doubled letter written once and a "y" after the first letter written "i": the
    spellings a name's sound leaves open ("Dillon", "Dylan" -> "dilon", "dilan")."""
    undoubled = _DOUBLED.sub(r"\1", word)
    return undoubled[:1] + undoubled[1:].replace("y", "i")


def spelt_with_other_vowels(typed: str, first: str) -> bool:
    """`typed` (folded) writes the folded first name `first` with its consonants in their order and other
    vowels or doubled letters: one sound key (shared/domain/sounds.py drops the vowels after the first
    letter and writes doubled letters once) of SOUND_KEY_MIN letters or more, the same first letter, and
    once doubled letters are written once and "y" as "i" (`_vowels_loose`), at most one letter apart
    (h-words32: blind27's "dillon ankle sprain" of Dylan, two edits and a first-two-letter difference
    from the name, a name itself but not the client's). A vowel slip only: "darren" is no Dylan (its
    consonants differ), "delilah" none either (two letters more). Not a name nor a word of its own is
    asked: the caller reads it where the typed word is no English word and checks it fits one client."""
    if typed == first or not typed or typed[0] != first[0]:
        return False
    mine = sounds.key(typed)
    if len(mine) < SOUND_KEY_MIN or mine != sounds.key(first):
        return False
    a, b = _vowels_loose(typed), _vowels_loose(first)
    # The one letter apart is a vowel on both sides (a consonant spelt another way, "rebeca" / "rebeka",
    # is the letters rule's, not this one's).
    return a == b or letter_edits.one_edit(a, b, letters=_VOWELS)


_VOWELS = frozenset("aeiou")

# A long first name written as it is said ("filomena" for Philomena, "wilemina" for Wilhelmina): the letters
# that spell one sound written one way (sounds.spelling: "ph" as "f", doubled letters once) and an "h" after
# the first letter left out, which speech leaves silent or swallows; then the two are the same or one letter
# apart. Only names of SAID_MIN letters or more on both sides: in shorter ones one letter and a silent "h"
# leave too little to tell one name from another ("jon" / "joan"). The caller reads it for a word that is no
# English word and checks it fits one client only, as for the other slips.
SAID_MIN = 6


def _as_said(word: str) -> str:
    """`word` written as it is said (sounds.spelling), its "h"s after the first letter left out and the doubles
    that leaves written once ("wilhelmina" -> "wilelmina")."""
    spelt = sounds.spelling(word)
    return _DOUBLED.sub(r"\1", spelt[:1] + spelt[1:].replace("h", ""))


def spelt_as_said(typed: str, first: str) -> bool:
    """`typed` (folded) writes the folded first name `first` as it is said (see SAID_MIN above): not the name
    itself, both SAID_MIN letters or more, the same first sound, and once written as said (`_as_said`) equal
    or one letter inserted, dropped or changed apart."""
    if typed == first or len(typed) < SAID_MIN or len(first) < SAID_MIN:
        return False
    a, b = _as_said(typed), _as_said(first)
    if not a or not b or a[0] != b[0]:
        return False
    return a == b or letter_edits.one_edit(a, b)

# A relative the profile names by the relation and the name ("Boyfriend Will.", "Husband Bill", "Wife Pat",
# "Mum Shona"): a question may name the relative alone ("what did will say", h-words31: blind26), and the
# relative speaks in the client's records. The relation starts a phrase (the text's start, or after
# punctuation or "and"); the name follows it capitalised.
RELATIONS = ("wife", "husband", "partner", "boyfriend", "girlfriend", "fiance", "fiancé", "fiancee", "fiancée",
             "mum", "mam", "mother", "dad", "father", "son", "daughter", "brother", "sister", "stepmum", "stepdad",
             "grandad", "grandson", "granddaughter")
# The relation after a phrase's start or a possessive ("with his wife Pat, who books and texts").
_RELATIVE = re.compile(
    r"(?:^|[.;:,(]\s*|\b(?i:and|his|her|their)\s+)(?i:(" + "|".join(RELATIONS) + r"))\s+([A-Z][^\W\d_]+)\b")


def relatives_named(text: str) -> tuple[tuple[str, str], ...]:
    """(relation, name) for each relative `text` names by the relation and the name ("Boyfriend Will" ->
    ("boyfriend", "Will")), first seen first, each once."""
    out: list[tuple[str, str]] = []
    for match in _RELATIVE.finditer(text or ""):
        found = (match.group(1).lower(), match.group(2))
        if found not in out:
            out.append(found)
    return tuple(out)


# The everyday name of a trade, which a trainer may call the one client who works or worked in it ("how's
# the postie doing" of a retired postman, "the sparky" of an electrician; h-words31: blind26). Only the
# slang names, never the trade's own word: "the nurse" or "the doctor" is as often the client's clinician.
TRADE_NAMES = (
    (r"post(?:man|woman|ie)|postal\s+worker|delivers\s+the\s+post", ("postie",)),
    (r"electrician", ("sparky", "sparks")),
    (r"carpenter|joiner", ("chippy",)),
    (r"bricklayer", ("brickie", "brickies")),
    (r"police\s*(?:officer|man|woman)|policeman|policewoman|police\s+constable", ("copper", "bobby")),
    (r"soldier|in\s+the\s+army", ("squaddie",)),
    (r"taxi\s+driver|cab\s+driver", ("cabbie",)),
    (r"firefighter|fireman|firewoman", ("firie", "firey")),
    (r"lorry\s+driver|truck\s+driver|hgv\s+driver", ("trucker",)),
)
_TRADES = tuple((re.compile(r"\b(?:" + words + r")s?\b", re.IGNORECASE), names) for words, names in TRADE_NAMES)


def trade_names(text: str) -> tuple[str, ...]:
    """The everyday names of the trades `text` says the person works or worked in ("Retired postman." ->
    ("postie",)), first seen first."""
    out: list[str] = []
    for pattern, found in _TRADES:
        if pattern.search(text or ""):
            out.extend(n for n in found if n not in out)
    return tuple(out)
