"""An attribute a question asks of a thing that came up — a person's name, a product's brand, a grade —
and whether a record's text holds something of that type; and a retest asked of a measurement.

"jo's physio's name", "her whey brand", "the tear, which grade": the thing (the physio, the whey, the
tear) is in the client's history, so every topic word is said and relevance is high, and the model
answered with the record that names the thing. What was asked is an attribute of it, and a record that
holds nothing of the asked type ("physio said it was a subluxation", "whey isolate, 30 g after
training") is not the answer. Read only where a record's silence refuses a question
(word_evidence.unheld_attribute, word_evidence.unheld_retest), leniently: any word that could be a name
counts as one.
"""

from __future__ import annotations

import re
from typing import Callable

from shared.domain import english, kinds
from shared.domain.query_dates import MONTHS
from shared.ports.keywords import tokens

# People whose name a question may ask ("her physio's name", "whats his nurse called"): a word of these
# before the attribute asks a PERSON's name, which a condition or a drug the kinds table names is not
# ("physio said it was a subluxation" names no physio).
_PEOPLE = frozenset("""physio physiotherapist coach nurse doctor dr gp surgeon consultant guide brother sister son
    daughter wife husband partner mum dad mother father friend teammate dietitian dietician nutritionist therapist
    instructor teacher boss manager midwife specialist osteo osteopath chiro chiropractor podiatrist
    psychologist counsellor mentor captain girlfriend boyfriend fiance fiancee baby kid child cousin aunt uncle
    niece nephew nan gran grandma grandad grandpa mam mom mammy mummy mommy daddy""".split())
# The same relation written another way, as a region or a family says it: an Irish or Welsh "mam" is the
# question's "mum" ("its máire aoifes mam" names the mum asked: blind21 dev, refused on main), "mom" the
# American's. Read as the role they spell (`_same_role`).
_SAME_PERSON = {"mam": "mum", "mom": "mum", "mammy": "mum", "mummy": "mum", "mommy": "mum", "mother": "mum",
                "daddy": "dad", "father": "dad"}
_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*", re.UNICODE)
_SENTENCE_START = re.compile(r"(?:^|[.!?\n:]\s*|\(\s*)$")
_DIGIT = re.compile(r"\d")
# A grade written: "grade 2", "grade II", "gr 1", "a grade two tear", "MRC 3".
_GRADE = re.compile(r"\b(?:grade|gr|mrc)\.?\s*(?:\d|i{1,3}v?|iv|one|two|three|four|five)\b|\bgrade[ds]?\b", re.IGNORECASE)
# A climbing grade written by itself, with no word "grade": the French and Font scales ("6c", "7A+",
# "font 6b") and the V scale ("V5"), as a climber says what they sent. From 5 up: a lower one ("4a")
# is as often a room, a form or a bus.
_CLIMBING_GRADE = re.compile(r"(?<![\w.+-])(?:[5-9][abc]\+?|v1?\d)(?![\w+])|\bfont\s+[3-9][abc]?\+?", re.IGNORECASE)
# "retest", "re-test", "retested", "re tested": a later measurement of a thing measured before.
_RETEST = re.compile(r"\bre[\s-]?test(?:ed|s|ing)?\b", re.IGNORECASE)


# Words right before "make" / "model" that ask which one: "what make is it".
_WHICH = frozenset("what whats which".split())
# Words after "name of" that may say whose name it is: "the name of meena's ms nurse".
_OWNER_WORDS = 4


# A specialist named by the ending of their title ("cardiologist", "physician", "podiatrist"): a person
# whose name may be asked, as one of `_PEOPLE` is.
_SPECIALIST = re.compile(r"(?:ologist|iatrist|ician)s?$")


def _person(word: str) -> bool:
    """`word` names one of `_PEOPLE` or a specialist (`_SPECIALIST`), its possessive written without the
    apostrophe too ("brothers")."""
    return word in _PEOPLE or (word.endswith("s") and word[:-1] in _PEOPLE) or bool(_SPECIALIST.search(word))


def roles_asked(question: str) -> frozenset[str]:
    """The words of `question` naming a person whose name it may ask ("nurse" of "his diabetes nurse's
    name", "cardiologist"), lowercased, a possessive's "'s" dropped."""
    return frozenset(w for w in said_words(question) if _person(w))


def trades_named(text: str) -> frozenset[str]:
    """The words of `text` naming one of a trade (`_TRADES`, a specialist: "physio", "consultant",
    "cardiologist"), lowercased: no relative ("mum", "wife")."""
    return frozenset(w for w in said_words(text) if _trade(w) or (w.endswith("s") and _trade(w[:-1])))


def says_role(text: str, roles: frozenset[str]) -> bool:
    """`text` names a person of one of `roles`, spelt whole or cut ("physio" for a physiotherapist)."""
    return any(_same_role(_bare(w), roles) for w in _WORD.findall(text))


def _bare(word: str) -> str:
    return word.lower().strip("'\u2019").removesuffix("'s").removesuffix("\u2019s")


# People of a trade, whom "which <role> did she see" asks by name ("which physio did leanne see", "which
# surgeon did gordon's sleeve"): a relative asked "which" ("which son") may be told apart without a name.
_TRADES = frozenset("""physio physiotherapist coach nurse doctor dr gp surgeon consultant dietitian dietician
    nutritionist therapist instructor teacher midwife specialist osteo osteopath chiro chiropractor podiatrist
    psychologist counsellor""".split())
# After "which <role>", the words that make the role the person asked: the question's verb or its end. A
# noun there makes the role a modifier of another thing ("which physio clinic", "which coach badge").
_ASKING_VERBS = frozenset("""did does do is was are were has had will would can could said says told tells
    gave gives recommended recommends referred refers sent sends operated saw sees seeing see""".split())


# An article: the word after it begins a thing's name ("a squeezy ball", "an ice pack", "the coracle waits till
# the surgeon says": blind42-009), no person's, when typed in lower case; a person's lowercase name follows
# their role ("the physio dave"), not "the".
_ARTICLES = frozenset({"a", "an", "the"})


def _trade(word: str) -> bool:
    return word in _TRADES or bool(_SPECIALIST.search(word))


# "who beat her", "who was it against", "who did he play": a question asking who, with a word of a
# contest after it, asks the other side's name; "opponent" / "opposition" ask it by name.
_CONTEST = frozenset("against beat beaten play played playing versus vs".split())
_OPPONENT = frozenset("opponent opponents opposition".split())


# The whole question "who is <his/her/the …> <trade>" (one word may qualify it: "whos his hip surgeon"); or
# "who's <trade>" alone, as the decision reads "who's sonia's physio" with the client's name taken off (blind45-938:
# read as no attribute asked, the records' "Physio says the shoulder's in the frozen stage" were quoted for it).
# Alone, no word may qualify the trade: "who's doing physio" asks which client, not the physio's name.
_WHO_IS_THE_TRADE = re.compile(r"^\W*who(?:['\u2019]s|s|\s+is|\s+was|\s+are)\s+(?:(?:his|her|their|the|my|[^\W\d_]+['\u2019]?s)"
                               r"(?:\s+[^\W\d_]+)?\s+)?(?P<trade>[^\W\d_]+)\W*$", re.IGNORECASE)


def asked_attribute(question: str) -> tuple[str, str]:
    """(what is asked, the question's word that asks it): ("person", "name") for "his physio's name" or
    "whats her nurse called", ("name", "name") for a thing's name ("the tablets, name and dose"),
    ("person", "who") for "her physio — who", ("brand", "brand") for "her whey brand" (("brand", "make")
    for "what make is her kayak"), ("grade", "grade") for "the tear, which grade", ("opponent", "opponent")
    for "who was it against" and "opponent in the semi", ("person", "the physio's name") for "which physio
    did she see" (a trade's word after "which", then the question's verb or its end);
    ("", "") for a question that asks none. A question that gives the attribute itself asks none:
    "grade 5 ballet exam" names a grade, "a brand new bike" is no brand asked, "who named it" or
    "did she call" are no name asked."""
    words = [_bare(w) for w in _WORD.findall(question)]
    trade = _WHO_IS_THE_TRADE.match(question)
    if trade and _trade(trade.group("trade").lower()):
        # "whos his surgeon", "who is her physio": the one of the trade, told by name (blind42-009: "surgeon's
        # happy, new hip in" names no surgeon), as "which surgeon did he see" asks.
        return "person", f"the {trade.group('trade').lower()}'s name"
    # Asked by "who" and a word of a contest, or by name: quoted back as "opponent" either way (the
    # refusal's "no mention of 'opponent'" reads better than "of 'against'").
    if ("who" in words and any(w in _CONTEST for w in words[words.index("who") + 1:])) or any(w in _OPPONENT for w in words):
        return "opponent", "opponent"
    for i, word in enumerate(words):
        before = words[i - 1] if i else ""
        if word == "name" and before not in ("first", "last", "surname", "nick", "user", "a"):
            # "name" after its owner ("physio's name") or in "the name of her physio".
            after = words[i + 2:i + 2 + _OWNER_WORDS] if i + 2 < len(words) and words[i + 1] == "of" else []
            person = any(_person(w) for w in (before, *after))
            return ("person" if person else "name"), "name"
        if word == "called" and i == len(words) - 1 and i >= 2 and words[0] in ("what", "whats", "what's"):
            # "whats rosas stoma nurse called": the question ends on "called".
            return ("person" if _person(before) else "name"), "called"
        if word == "who" and i == len(words) - 1 and i and _person(before):
            # "her physio — who", "his consultant who?": the question ends on "who" after a person's
            # role, and asks that person's name, as "her physio's name" does.
            return "person", "who"
        # "which district nurse saw rhys", "which hand surgeon": one word may qualify the trade (h-refuse39),
        # no word of the question's frame ("which did …") nor a trade itself ("which physio nurse" aside).
        at = i + 2 if (i + 2 < len(words) and _trade(words[i + 2]) and words[i + 1] not in _ASKING_VERBS
                       and not _trade(words[i + 1])) else i + 1
        if word in _WHICH and at < len(words) and _trade(words[at]) and (
                at + 1 == len(words) or words[at + 1] in _ASKING_VERBS):
            # "which physio did leanne see", "which surgeon did gordon's sleeve": the one of the trade who
            # did it, told by name; a record saying "physio says golfer's elbow" names none.
            return "person", f"the {words[at]}'s name"
        if word == "brand" and i + 1 < len(words) and words[i + 1] == "new":
            continue
        if word in ("brand", "brands"):
            return "brand", word
        if word in ("make", "model") and (before in _WHICH or (i + 1 < len(words) and words[i + 1] == "of"
                                                               and (i == 0 or (i == 1 and before == "the")))):
            # "what make is her kayak", "which model", "the make of his bike", "model of her rower" (the
            # question's first words): a maker's name, read as a brand; not "make" the verb ("what did she make of it", "did he make
            # it": no "what" right before it), not "role model".
            return "brand", word
        if word in ("grade", "graded"):
            after = question[question.lower().find(word) + len(word):]
            if _DIGIT.match(after.strip()):
                continue  # "grade 5 exam": the grade is given
            return "grade", word
    return "", ""


# Words of chat that are no English word and no name either: greetings, laughter, shorthand.
_CHAT_WORDS = frozenset("""hiya heya hey yo lol lmao omg ngl tbh idk imo haha hahaha xx xxx yeah yep yup nah
    gonna wanna gotta kinda sorta dunno cya thx pls plz ok okay tho cant wont im ive youre theyre
    aiyo aiya ayy oof ugh meh argh eek woo woohoo yay phew hmm""".split())
_CONTRACTION = re.compile(r"(?:n't|n\u2019t|'(?:s|re|ll|ve|d|m)|\u2019(?:s|re|ll|ve|d|m))$")
_PREFIXES = ("hyper", "hypo", "over", "under", "non", "pre", "post", "re", "un", "anti", "multi", "semi", "sub", "super",
             "self", "mid", "out", "micro", "mini", "mega")
_DRAWN_OUT = re.compile(r"(.)\1{2,}")
_DATE_WORDS = frozenset(MONTHS) | {m[:3] for m in MONTHS} | frozenset(
    "monday tuesday wednesday thursday friday saturday sunday".split())


def _plain(bare: str) -> bool:
    """`bare` is a word of English or of chat, no name: an English word (each part of a hyphenated one,
    a contraction's base, a drawn-out "yesss"), a month or a weekday, a chat word, or shorter than
    three letters ("ok", "kg")."""
    bare = _CONTRACTION.sub("", bare)
    if bare.endswith("nt") and english.is_word(bare[:-2]):
        return True  # "didnt", "doesnt": a contraction typed without its apostrophe
    if len(bare) < 3 or bare in _CHAT_WORDS or bare in _DATE_WORDS:
        return True
    parts = [p for p in re.split(r"[-'\u2019]", bare) if p]
    if parts and all(len(p) < 3 or english.is_word(p) for p in parts):
        return True
    if any(bare.startswith(p) and english.is_word(bare[len(p):]) for p in _PREFIXES if len(bare) - len(p) >= 4):
        return True  # "hypermobile", "overtrained", "unbraced": a prefix on an English word
    squeezed = _DRAWN_OUT.sub(r"\1", bare)
    return squeezed != bare and (english.is_word(squeezed) or english.is_word(_DRAWN_OUT.sub(r"\1\1", bare)))


# Words before a name that address its bearer ("Thanks Sam", "hi jo", "cheers Ali"): the person spoken to,
# not the physio or the brand asked about.
_ADDRESSING = frozenset("hi hey hiya hello heya thanks thank thx cheers ta morning evening night dear sorry well done".split())
# What an English word may grow in chat without becoming a name: "crimpy", "tweaky", "boulderer".
_SUFFIXES = ("y", "ey", "ie", "er", "ers", "ish", "s")
_COMPOUND_PART = 4
_NEAR_ROLE = 4  # words: "my physio dave", "osteo is called bartek"


def _derived(bare: str) -> bool:
    """`bare` (a lowercase word) is an English word grown by a suffix ("tweaky", "boulderer") or two
    English words of `_COMPOUND_PART` letters or more run together ("heatwave"): chat, no name."""
    if any(bare.endswith(s) and len(bare) - len(s) >= 4 and (english.is_word(bare[:-len(s)])
                                                          or english.is_word(bare[:-len(s)][:-1]))
           for s in _SUFFIXES):
        return True  # "crimpy" (crimp), "boulderer" (boulder), "scrappy" (scrap: the doubled letter)
    return any(english.is_word(bare[:i]) and english.is_word(bare[i:])
               for i in range(_COMPOUND_PART, len(bare) - _COMPOUND_PART + 1))


def _table_words(text: str) -> frozenset[str]:
    """The stems of `text` inside a name the kinds table holds, of one word or more ("plantar
    fasciitis", "whey"): a condition, a drug, a food, a thing of kit, no person's name or brand."""
    stems = tuple(tokens(text))
    return frozenset(s for start, end, _found in kinds.spans(stems) for s in stems[start:end])


def _named_words(text: str) -> list[tuple[str, bool, int]]:
    """Each word of `text` that could be a name (`_words_of_names`), with whether it is capitalised
    inside a sentence and its place among the text's words; a word that addresses someone ("Thanks
    Sam", "hi jo") and an English word in capitals ("heard a POP") are left out."""
    out = []
    words = list(_WORD.finditer(text))
    for k, m in enumerate(words):
        word = m.group(0)
        bare = _bare(word)
        if k and _bare(words[k - 1].group(0)) in _ADDRESSING and not re.search(r"[.!?\n]", text[words[k - 1].end():m.start()]):
            continue  # "Thanks Sam.": the person spoken to
        plain = _plain(bare)
        if plain and word.isupper():
            continue  # "SENT THE 7A+", "heard a POP": shouting, not a name
        capitalised = word[:1].isupper() and not _SENTENCE_START.search(text[:m.start()])
        if plain and not (capitalised and len(_CONTRACTION.sub("", bare)) >= 3 and bare not in _DATE_WORDS):
            continue
        if not capitalised and not plain and not english.is_name(bare) and _derived(bare):
            continue  # "crimpy", "heatwave"; not a common name that looks grown ("kenny": "ken")
        out.append((bare, capitalised, k))
    return out


def _words_of_names(text: str) -> list[tuple[str, bool]]:
    """Each word of `text` that could be a name (`_plain` is false), with whether it is capitalised away
    from the start of a sentence; and each capitalised English word inside a sentence ("shoes from
    Freed"), marked so."""
    return [(bare, capitalised) for bare, capitalised, _k in _named_words(text)]


def _a_thing_the_table_names(word: str) -> bool:
    """The kinds table names `word` (a condition, a drug, a body part, a food): no person's name."""
    stems = tokens(word)
    return bool(stems) and bool(kinds.entries_of((stems[0],)))


def names_a_thing(word: str) -> bool:
    """`word` (lowercased) is something the kinds table names or a person's role ("mri", "physio"): no place's
    nor person's own name (shared/domain/asked_places.py reads an acronym in capitals by it)."""
    return _a_thing_the_table_names(word) or _person(word)


def _same_role(word: str, roles: frozenset[str]) -> bool:
    """`word` is a person of one of the question's `roles`, spelt whole or cut ("physio", "physiotherapist")."""
    if not _person(word):
        return False
    same = _SAME_PERSON.get(word, _SAME_PERSON.get(word[:-1], word) if word.endswith("s") else word)
    return not roles or any(w[:5] == _SAME_PERSON.get(r, r)[:5] for w in (word, same) for r in roles)


def _within(text: str, k: int, span: int, wanted: Callable[[str], bool]) -> bool:
    """Some word of `text` that `wanted` accepts stands within `span` words of its `k`-th word, in the
    same sentence."""
    words = list(_WORD.finditer(text))
    for j in range(max(0, k - span), min(len(words), k + span + 1)):
        if j != k and wanted(_bare(words[j].group(0))):
            lo, hi = sorted((words[j].end(), words[k].start()))
            if not re.search(r"[.!?\n]", text[lo:hi]):
                return True
    return False


def _near_a_person(text: str, k: int, roles: frozenset[str] = frozenset()) -> bool:
    """The `k`-th word of `text` is within `_NEAR_ROLE` words of a word of a person of the question's
    `roles` ("my physio dave", "osteo is called bartek"; not "sam here, her partner" for her nurse),
    in the same sentence."""
    return _within(text, k, _NEAR_ROLE, lambda other: _same_role(other, roles))


_BESIDE = 2  # words: "Sister Carmen", "my brother jamie"


def _beside_another(text: str, k: int, roles: frozenset[str]) -> bool:
    """The `k`-th word of `text` is said right beside (`_BESIDE` words, same sentence) a person of a
    role the question does not ask ("Sister Carmen" when her nurse is asked): that person's name."""
    return _within(text, k, _BESIDE, lambda other: _person(other) and not _same_role(other, roles))


# A word of a contest with someone after it: "against the blues", "v Leeds", "lost to her clubmate".
_AFTER_CONTEST = re.compile(r"\b(?:against|vs|v|versus|beat|beaten\s+by|lost\s+to|losing\s+to|drew\s+with|"
                            r"played|playing|facing|faced)\.?\s+[^\W\d_]", re.IGNORECASE)
# A win over someone: "win over leeds", "victory over the blues", "knocked out the holders".
_WON_OVER = re.compile(r"\b(?:(?:win|wins|won|victory)\s+over|defeated|defeating|knocked\s+out|knocking\s+out)"
                       r"\s+[^\W\d_]", re.IGNORECASE)
_BEAT_VERBS = frozenset("beat defeat knock".split())


def asks_whom_beaten(said: frozenset[str]) -> bool:
    """The question's words (`said_words`) ask whom the client beat: "who did he beat", "who did they
    defeat in the final" — "did" with a verb of beating, the client its subject. Not "who beat her"
    (no "did": the client was beaten, and the one who won is the answer)."""
    return "who" in said and "did" in said and bool(said & _BEAT_VERBS)


def holds_attribute(asked: str, text: str, known: Callable[[str], bool] = lambda w: False,
                    said: frozenset[str] = frozenset()) -> bool:
    """`text` holds something of the type `asked` (`asked_attribute`): for a name or a brand, a word
    that could be a name (`_named_words`: no English word nor one grown from one, or a capitalised word
    inside a sentence; no one addressed) that is no name the caller knows (`known`: the client's, the
    senders') and, for a person's name or a brand, nothing the kinds table names ("subluxation",
    "whey", "plantar fasciitis"; a thing's name — "the tablets, name and dose" — may be the table's
    drug); for a person's name, a word in lower case only when it is a common name or said beside a
    word of a person ("my physio dave"); for a grade, a grade written ("grade 2", "gr II") or a climbing
    grade by itself ("6c", "7A+": `_CLIMBING_GRADE`).
    A word the question itself says (`said`) names the thing, not its attribute. Lenient: a slang
    word or a typo counts as a name, so a refusal never rests on a name the test missed."""
    if asked == "grade":
        return bool(_GRADE.search(text) or _CLIMBING_GRADE.search(text))
    if asked == "opponent":
        # The other side is a person, a team or a club: a word that could be a name, as for a thing's
        # name ("lost to a girl from essex", "v Leeds"); or anyone said after a word of a contest
        # ("beat the blues", "against the home side"), whatever its words.
        if _AFTER_CONTEST.search(text):
            return True
        if asks_whom_beaten(said):
            # "who did he beat": the client won, and the one beaten is named after the win ("beat
            # Kinross", "won 3-1 v japan", "win over leeds"). Any other name beside a win is someone
            # else's ("murray won the atp finals", the partner of "won the pairs with dave"), and a
            # record saying the client won and no one beaten ("won the county title 6-3 6-4") did not
            # tell who lost.
            return bool(_WON_OVER.search(text))
        asked = "name"
    if asked not in ("person", "name", "brand"):
        return True
    table = _table_words(text) if asked in ("person", "brand") else frozenset()
    roles = frozenset(w for w in said if _person(w))
    said_words_of = _WORD.findall(text)
    for bare, capitalised, k in _named_words(text):
        if known(bare) or (bare.endswith("s") and known(bare[:-1])) or _person(bare) or bare in said or ("-" in bare and all(
                p in said or len(p) < 4 or english.is_word(p) for p in bare.split("-") if p)):
            # The client's or a sender's name, the role itself ("osteo", "physio"), or the thing the
            # question names (`said`: "stoma" of "her stoma nurse", "pre-pointe" of "pointe shoe brand").
            continue
        if asked in ("person", "brand") and (_a_thing_the_table_names(bare) or any(s in table for s in tokens(bare))):
            continue
        if asked == "person" and not capitalised and k and _bare(said_words_of[k - 1]) in _ARTICLES:
            continue  # "the physio gave me a squeezy ball": a word after "a" is a thing, no one's name
        if asked == "person" and capitalised and _a_thing_by_its_place(said_words_of, k):
            continue  # "stop the Piriton", "a physio in Wrexham", "Doublebase gel": a brand or a place
        if asked == "person" and not capitalised and not english.is_name(bare) and not _near_a_person(text, k, roles):
            continue  # "heard a pop on the proj": chat, said of no one
        if asked == "person" and roles and _beside_another(text, k, roles) and not _near_a_person(text, k, roles):
            continue  # "Sister Carmen" asked for her nurse: the sister's name
        return True
    return asked == "person" and bool(roles) and _named_beside_role(text, roles, known, said)


# A capitalised word a person's name is never set after: an article ("stop the Piriton", "a Beconase nose spray":
# a brand), or "in" / "at" ("a physio in Wrexham", "the surgeon at Broomfield": a place). And the words of a
# medicine's form that follow a brand ("Doublebase gel", "Opticrom eye drops"). Read for a person's name asked
# (h-false60: "who's her gp", "what's the physio called", "what's the nurse called" were answered with a
# brand or a town the records name beside the role, blind46-573, blind47-007, -538).
_BEFORE_A_THING = frozenset({"a", "an", "the", "in", "at"})
_MEDICINE_FORMS = frozenset("""gel gels cream creams ointment drops spray sprays tablet tablets pill pills capsule
    capsules inhaler inhalers patch patches lotion emollient eye nose nasal""".split())


def _a_thing_by_its_place(words: list[str], k: int) -> bool:
    """The `k`-th of `words` stands where no person's name does: after an article or "in" / "at", or before a
    word of a medicine's form (`_MEDICINE_FORMS`)."""
    return ((k > 0 and _bare(words[k - 1]) in _BEFORE_A_THING)
            or (k + 1 < len(words) and _bare(words[k + 1]) in _MEDICINE_FORMS))


# Between a lowercase name and the role it is set beside: "pat, colin's wife", "his wife pat", "my wife,
# jill", "wife's called sue", "my son is called mark". Nothing else: "my wife will drive" says no name.
_APPOSITION_BEFORE = re.compile(r"^\s*,\s*(?:(?:my|his|her|their|our|the)\s+|[^\W\d_]+['\u2019]s\s+)?$")
_APPOSITION_AFTER = re.compile(r"^(?:\s*,\s*|\s+|(?:\s+(?:is|was)\s+|['\u2019]s\s+|\s+)(?:called|named)\s+)$")


def _named_beside_role(text: str, roles: frozenset[str], known: Callable[[str], bool], said: frozenset[str]) -> bool:
    """`text` sets a common given name in lower case (an English word too: "pat", "mark", "rose") right
    beside a person of the question's `roles` ("pat, colin's wife", "his wife jill", "wife's called sue"):
    the person's name, typed as chat types it. `_named_words` leaves a lowercase English word out (chat is
    full of them); beside the role and a common name, it names the person asked (h-gate40: a relative's
    name asked by "called" or "name" was refused where a relative wrote "hello, pat, colin's wife")."""
    words = list(_WORD.finditer(text))
    for k, m in enumerate(words):
        if not _same_role(_bare(m.group(0)), roles):
            continue
        for j in (k - 1, k - 2, k + 1, k + 2, k + 3):
            if not 0 <= j < len(words):
                continue
            bare = _bare(words[j].group(0))
            if (not english.is_name(bare) or not tokens(bare) or known(bare) or bare in said or _person(bare)
                    or _a_thing_the_table_names(bare)):  # not a function word ("my wife will drive")
                continue
            if j < k:
                gap = text[words[j].end():m.start()] if j == k - 1 else text[words[j].end():words[k - 1].start()]
                between = "" if j == k - 1 else words[k - 1].group(0) + " "
                if j == k - 2 and not (_APPOSITION_BEFORE.match(gap + between)):
                    continue
                if j == k - 1 and not _APPOSITION_BEFORE.match(gap):
                    continue
                return True
            if _APPOSITION_AFTER.match(text[m.start() + len(_bare_word(m.group(0))):words[j].start()]):
                return True
    return False


def _bare_word(word: str) -> str:
    """`word` without a possessive ending ("wife's" -> "wife"), as typed."""
    return re.sub(r"['\u2019]s$", "", word)


def knows(senders: frozenset[str], known: Callable[[str], bool]) -> Callable[[str], bool]:
    """Whether a word names a sender or a client (`known`), a sender's first name cut short included
    ("Meena" for a sender Meenakshi): the people writing, not the one asked about."""
    return lambda w: w in senders or known(w) or (len(w) >= 3 and any(s.startswith(w) for s in senders))


def said_words(question: str) -> frozenset[str]:
    """The question's words, lowercased, a possessive "'s" dropped: the thing asked about."""
    return frozenset(_bare(w) for w in _WORD.findall(question))


def asks_retest(question: str) -> bool:
    """The question asks for a retest ("her grip, latest retest?", "pull ups now, retested?")."""
    return bool(_RETEST.search(question))


# Words of a retest question that name no measured thing: when, which one, which side.
_NOT_MEASURED = frozenset("latest now new newest recent most last current first second left right one".split())


def retest_topic(question: str, stop: Callable[[str], bool]) -> list[str]:
    """The stems of the question's words that name what was measured: every keyword but the retest's
    own, words of when or which side (`_NOT_MEASURED`), and those `stop` drops (the client's name)."""
    text = _RETEST.sub(" ", question)
    return [s for w in _WORD.findall(text) if _bare(w) not in _NOT_MEASURED and not stop(_bare(w))
            for s in tokens(_bare(w))]


_MEASURED_NEAR = 40


def measures(text: str, topic: list[str]) -> bool:
    """`text` says a topic word with a figure within `_MEASURED_NEAR` characters after or before it
    ("pull-ups 9", "grip 44 kg", "9 strict pull-ups")."""
    lowered = text.lower()
    for m in _WORD.finditer(lowered):
        stems = tokens(m.group(0))
        if not stems or stems[0] not in topic:
            continue
        window = lowered[max(0, m.start() - _MEASURED_NEAR): m.end() + _MEASURED_NEAR]
        if _DIGIT.search(window):
            return True
    return False
