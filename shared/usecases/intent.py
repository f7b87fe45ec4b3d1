"""Reading a trainer's question before searching: topic, vagueness, client, follow-up.

Word lists rather than a model: the decisions are coarse (is there *any*
topic? is a client named?) and must be instant and predictable.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any, Iterable

from shared.domain import (
    english, kinds, letter_edits, lift_jargon, ordinal, particles, plain_speech, said_by, shorthand, slot_values,
    texted, timeframe, word_names, yes_no,
)
from shared.domain.carried_things import with_carried
from shared.domain import names as person_names
from shared.domain import client_names, surname_forms
from shared.domain.english import is_word
from shared.domain.query_dates import MONTHS
from shared.domain.records_spelling import LETTER_KINDS
from shared.domain.question_frame import asks_news, asks_thread_thing, without_frame, without_news_of
from shared.domain.retrieval import is_content_free, says_something
from shared.ports.keywords import TermStats
from shared.ports.vectorstore import QueryFilter
from shared.usecases.tenancy import ClientRef

# Letters and digits together stay one word: "B12", "5k", "3x10" are topics.
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W\d_]+)?", re.UNICODE)

# Words that carry no topic: question scaffolding, pronouns, generic verbs of
# saying, and words that only point at "the clients" or "the messages".
FILLER = frozenset(
    """
    a an the and or but if so of to in on at by for from with about as into over than then
    what whats what's which who whom whose when where why how whatever hows wheres whens whos
    do does did done doing is are was were be been being am has have had having will would
    can could should shall may might must let lets let's
    i me my mine we us our you your yours he him his she her hers it its they them their theirs
    this that these those there here anyone anybody someone somebody anything something everything
    everyone all any some each every no not nothing none just also again still else more most always
    say says said saying tell tells told talk talks talked talking mention mentions mentioned
    write writes wrote written ask asks asked speak spoke share shared bring brought up
    discuss discussed chat chatted message messages messaged text texted note notes
    send sends sent sending
    client clients customer customers person people guy girl lady man woman lad lass
    please thanks thank hey hi hello ok okay recently lately ever before last time
    mr mrs ms mx
    know remember think thought find show give get got see
    s t ll re ve d m
    """.split()
)

FOLLOW_UP_OPENERS = ("and ", "what about", "how about", "also ", "anything else", "what else")


def opens_follow_up(question: str) -> bool:
    """Whether the question opens on a FOLLOW_UP_OPENERS word, read on its words with a space after the last:
    "and in january" is "and" once its period is out (timeframe.extract), which a bare `startswith("and ")`
    missed, so the thread's thing was not carried into the month and the answer quoted the client's January
    news instead (blind31-128 "and in january" after "fi's vit d"; "and in june" answered only because June's
    news said vit d)."""
    return (" ".join(w.lower() for w in words(question)) + " ").startswith(FOLLOW_UP_OPENERS)


PRONOUNS = frozenset("he him his she her hers they them their theirs".split())
# "why did it go up?", "what was it in april?", "how long is it?": "it" points back at the thing the
# previous turn was about (a reading, an event), so the question leans on that turn for its client and
# its topic, whatever words of its own it has ("go up").
_IT_SUBJECT = re.compile(
    r"\b(?:is|was|were|did|does|do|has|had|will|would|can|could|should)\s+it\b|^\W*it(?:['\u2019]?s)?\b",
    re.IGNORECASE,
)
# An elliptical question: "any side effects?", "any pain since?", "anything from the scan?" names
# no one and asks "any X" of whoever the conversation is about (`is_follow_up`), unless a word asks
# across the roster ("any clients with knee pain?", "anyone injured?" does not open with "any ").
ELLIPTICAL_OPENERS = ("any ", "anything ")
ACROSS_CLIENTS = frozenset(
    "who whom whose which anyone anybody someone somebody everyone everybody client clients customer customers "
    "people person athletes members group".split()
)


def words(text: str) -> list[str]:
    return _WORD.findall(text)


# A title names no topic because a name follows it ("ms jones"); "ms" closing a question follows a name or a
# possessive and is multiple sclerosis, as every clinic and client writes it ("carys's ms", "how's her ms":
# h-words39, blind33-551 "caryss ms", answered "What would you like to know about Carys?").
_CONDITION_LAST = frozenset({"ms"})


def content_words(text: str, exclude: Iterable[str] = ()) -> list[str]:
    """Words that could name a topic or a person, in order, lowercased and unique."""
    skip = FILLER | {w.lower() for w in exclude}
    out: list[str] = []
    found = words(text)
    for at, w in enumerate(found):
        lw = w.lower().replace("\u2019", "'")
        base = lw[:-2] if lw.endswith("'s") else lw
        if base in _CONDITION_LAST and at == len(found) - 1 and base not in out:
            out.append(base)
            continue
        # "vit d", "hep b", "strep a": a letter completing the word before it names the thing with it; alone,
        # "vit" carried into a follow-up ("and in january" after "fi's vit d") matched no record that says
        # "vitamin d" (records_spelling.LETTER_KINDS: the words a clinic names kinds after by a letter).
        if len(base) == 1 and base.isalpha() and base != "i" and at and found[at - 1].lower() in LETTER_KINDS and base not in out:
            out.append(base)
            continue
        if (len(base) < 2 and not base.isdigit()) or base in skip or lw in skip or base in out:
            continue
        # "why'd they change it", "how'd he get on", "she'd": a word of the frame with "'d" (did, would, had)
        # is the frame still; "why'd" ranked as a topic word no record says (blind43-367).
        if lw.endswith("'d") and lw[:-2] in skip:
            continue
        out.append(base)
    return out


def is_vague(question: str) -> bool:
    """'What did they say?' — nothing names a topic or a person."""
    return not content_words(question)


# What a coach's question can be about. "The closest topics" offered after a
# miss are drawn only from these, so the offer names subjects ("cardio",
# "sleep"), never filler that happened to be frequent ("numbers", "wife").
TOPIC_WORDS = frozenset(
    """ankle arm back bench calf calories cardio carbs cramp deadlift deadlifts diet dinner elbow
    energy fasting fat fatigue fiber food foot goal goals groin gym hamstring hip hips hydration
    injury injuries intake knee knees lactose lunch macros marathon meal meals mobility motivation
    muscle neck nutrition overhead pain physio plank press protein pull pullup race recovery
    rehab rest run running schedule session sessions shin shins shoulder shoulders sleep
    snack snacks soreness sprint squat squats steps strength stress stretching supplements
    swim tired training travel trail vegetarian vegan water weight wrist yoga""".split()
)


def name_words(names: Iterable[str]) -> frozenset[str]:
    """The words of the names, lowercased, split as a question's words are (`words`: "Mary-Jane" is "mary" and
    "jane", "O'Neill" one word): what `content_words` leaves out of a question as the roster's names (`topic`,
    previous_records' own words, the chat's related topics). Not names.name_words (split at spaces, a hyphen
    kept: the readers that compare whole words of a name): this split must match `content_words`'."""
    return frozenset(w.lower() for n in names for w in words(n))


def topic(question: str, names: Iterable[str] = ()) -> str:
    """The topic words of the question without client names and its frame (question_frame:
    "latest", "any news", "what happened", "how far"): 'marathon training'."""
    return " ".join(content_words(without_frame(question), exclude=name_words(names)))


def client_topic(question: str, client_name: str | None, roster_names: Iterable[str] = ()) -> str:
    """The topic of a question about one client: `topic` once the client's name is gone however it
    was typed ("joaquin" for Joaquín, "dimitri" for Dmitri, the possessive "johns") and so is a person
    named beside them ("anything from des or kayleigh": who writes for the client), and without any
    other roster name. chatWithAI and semanticSearch both read a question's topic here: when they read
    it differently, one took "anything from joaquin" for a status question and the other ranked
    "joaquin" as a topic word and found nothing relevant."""
    stripped = name_free(question, [client_name], companions=True) if client_name else question
    return topic(stripped, roster_names)


def without_names(question: str, names: Iterable[str]) -> str:
    """The question with the given people's names (and their possessive 's) taken out,
    typed with one slip too ("dimitri" for Dmitri); unchanged if nothing else is left."""
    stripped = name_free(question, names)
    return stripped if content_words(stripped) else question


def name_free(question: str, names: Iterable[str], companions: bool = False) -> str:
    """The question without the given people's names: exact, written another way ("hyunwoo",
    "Hyun woo" for Hyun-woo, "chloe" for Chloé, the possessive "johns"; shared/domain/names.py),
    or one slip away ("dimitri", "sarha"; names of 4+ letters, as `named_clients` reads them).
    With `companions`, a person named beside one of them ("anything from des or kayleigh", "poppy and
    jess's messages": `_without_companion`) goes too: for the topic, the one who writes for the client
    is no topic word; the ranking keeps the name (without `companions`), which the records may say
    ("kayleigh here")."""
    return " ".join(_marked(question, names, companions).replace(_GONE.strip(), " ").split())


def _marked(question: str, names: Iterable[str], companions: bool = False) -> str:
    """`name_free`'s reading with each name taken out left as `_GONE` (a NUL between spaces): where it
    stood, for a rule that reads the words around it (`name_beside_kind`)."""
    names = list(names)
    keys = frozenset(k for n in names for k in person_names.all_keys(n))
    if not keys:
        return question
    found = person_names.spans(question, keys)
    stripped = question
    for start, end, _ in reversed(found):
        stripped = stripped[:start] + _GONE + stripped[end:]
    long_names = [n for n in {person_names.first_name(n) for n in names} | set(keys) if len(n) >= 4]

    taken: list[str] = []

    def slipped(match: re.Match[str]) -> str:
        token = match.group(0)
        base = person_names.fold(token)
        forms = {base, base[:-1]} if base.endswith("s") else {base}  # "dimitris knee"
        if not taken and len(base) >= 4 and token.lower() not in FILLER and (any(
                near_name(f, n) for f in forms for n in long_names) or not is_word(base) and any(
                person_names.spelt_as_said(f, n) for f in forms for n in long_names)):
            taken.append(token)  # the first such word is the name; "Marc ran in the park" keeps its park
            return _GONE
        return token

    # Only when the name was not typed right: "Mark ran in the park" keeps its park.
    if long_names and not found:
        stripped = _WORD.sub(slipped, stripped)
    # "what race is oz training for": the pet name (Oz for Oskar) is the name, not a topic word.
    for start, end in reversed(nickname_spans(stripped, names)):
        stripped = stripped[:start] + _GONE + stripped[end:]
    if companions:
        stripped = _COMPANION.sub(_without_companion, stripped)
    return stripped


# Where name_free took a name out, while it reads the question.
_GONE = " \x00 "
# A word joined to a name taken out by "or", "and", "&" or "n" ("des or kayleigh", "jess and poppy").
_COMPANION = re.compile(
    r"(?<![\w'])([^\W\d_]+)(?:['\u2019]s)?\s+(?:or|and|&|n)\s+\x00"
    r"|\x00\s+(?:or|and|&|n)\s+([^\W\d_]+)(?:['\u2019]s)?(?![\w'])",
    re.IGNORECASE,
)


def _without_companion(match: re.Match[str]) -> str:
    """The name beside a client's name, taken out when it is a name: no English word, no filler,
    no topic word ("des or kayleigh" loses "kayleigh"; "knee and des" keeps the knee)."""
    word = match.group(1) or match.group(2)
    if word.lower() in FILLER or word.lower() in TOPIC_WORDS or english.is_word(word.lower()) or len(word) < 3:
        return match.group(0)
    return match.group(0).replace(word, " ", 1) if match.group(1) is None else " " + match.group(0)[len(word):]


# A unit, not a pet name: after a number ("8 oz") or before "of" ("how many oz of protein").
_AFTER_NUMBER = re.compile(r"\d\s*$")
_BEFORE_OF = re.compile(r"^\s+of\b", re.IGNORECASE)


def nickname_spans(question: str, names: Iterable[str]) -> list[tuple[int, int]]:
    """Where the question writes a pet name of one of `names` (shared/domain/names.py `nickname_of`:
    "oz" for Oskar, "gaz" for Gareth, "beth" for Bethany): a word that is no English word and no
    filler, not a unit ("8 oz", "oz of protein"), and a pet name of exactly one of the names (two
    clients whose names start alike make it no one's)."""
    names = list(names)
    firsts = {person_names.first_name(n) for n in names}
    out: list[tuple[int, int]] = []
    for match in _WORD.finditer(question):
        token = match.group(0)
        lowered = token.lower()
        if lowered in FILLER or _AFTER_NUMBER.search(question[: match.start()]) or _BEFORE_OF.match(question[match.end():]):
            continue
        if is_word(lowered) or is_word(lowered.removesuffix("s")) and lowered.endswith("s"):
            # A pet name that is also a word ("peg" for Margaret, "col" for Colin, "pat"): the name only
            # where the question's place makes it one, as a first name that is a word is read
            # (shared/domain/word_names.py: "how's peg", "peg's bone scan"; not "a peg", "the col"), and
            # never a topic, a day's or a month's short form ("sat", "mar").
            key = person_names.fold(lowered)
            if "'" in lowered or "\u2019" in lowered:
                key = key.removesuffix("s")  # "peg's": the name "peg", read as its possessive
            if key in TOPIC_WORDS or key in _NOT_PET_NAMES or \
                    not word_names.stands_as_name(question, match.start(), match.end(), key, firsts):
                continue
        if sum(person_names.nickname_of(token, n) for n in names) == 1:
            out.append((match.start(), match.end()))
    return out


# Short forms of days and months, and words for relations, that a clip of a first name could spell ("sat" of
# Satya, "mar" of Marcus, "nan" of Nanette): read as the day, the month or the relation, never a pet name.
_NOT_PET_NAMES = frozenset("mon tue tues wed thu thur thurs fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec "
                           "nan gran mum dad ma pa bro sis".split())


# "according to my notes", "in his check-ins", "in our session", "what did my notes say":
# the question names the kind of record that holds the answer. Noun phrases only: the
# verb ("what did I note about…", "did she check in") names no source.
_MONTH_FORMS = frozenset({*MONTHS, *(m[:3] for m in MONTHS), "sept"})


def _alternation(forms: Iterable[str]) -> str:
    """Longest first, so "september" is tried before "sep"; ties in a fixed order (equal lengths
    cannot both match at one place, so the order is for a pattern that reads the same every run)."""
    return r"(?:" + "|".join(sorted(forms, key=lambda f: (-len(f), f))) + r")"


_MONTH_WORD = _alternation(_MONTH_FORMS)
_MONTH_NOT_MAY = _alternation(_MONTH_FORMS - {"may"})
# A month before the record's name ("her april check-in") is the period asked: it is
# put back as "in april" for the timeframe to read.
# "her first note", "the second check-in": an ordinal says which record, no topic.
def _record_when(n: int) -> str:
    return (rf"(?:(?:last|latest|most\s+recent|recent|weekly|first|second|third|earliest|previous)\s+"
            rf"|(?P<month{n}>{_MONTH_WORD})\s+)?")


_DETERMINER = r"(?:my|the|our|your|his|her|their)"
# An auxiliary before "check in in <month>" makes it the verb ("did amit check in in july", "will she check in in may").
_AUXILIARY_BEFORE = re.compile(r"\b(?:did|didn['\u2019]?t|do|does|doesn['\u2019]?t|will|won['\u2019]?t|can|could|should|would"
                          r"|to|not|has|have|had)\b", re.IGNORECASE)
_NAMED_SOURCES = (
    ("session_note", re.compile(
        # One note as well as the notes: "in the july session note", "in her first note".
        rf"\b(?:according to|in|from|per)\s+{_DETERMINER}\s+{_record_when(1)}(?:session\s+)?notes?\b"
        # The trainer's own notes as the subject: "what did my notes say", "do our session notes mention".
        rf"|\b(?:my|our)\s+{_record_when(2)}(?:session\s+)?notes?\b"
        # A terse comparison names the notes by their ordinals alone ("ayo grip first note vs last", "sit to
        # stand first note and latest"): left as words, "note" was searched and the weekly summaries answered.
        # Only with no determiner, before the comparison's word or at the end: "she sang the first note" is
        # another note.
        rf"|(?<!\bthe\s)(?<!\ba\s)(?<!\bher\s)(?<!\bhis\s)\b(?:first|earliest|last|latest)\s+(?:session\s+)?notes?\b"
        rf"(?=\s+(?:vs|versus|v|compared)\b|\W*$)"
        # A month right before it at the end of a terse question names the record too ("morwenna weight july
        # vs december note", "his march notes"): the month stays in the question for the period (or the two
        # months compared) to read; left as words, "note" was searched and the weekly weights answered.
        rf"|\b(?P<keep3>{_MONTH_WORD})\s+(?:session\s+)?notes?(?=\W*$)"
        # Opening a question with no determiner, an ordinal or a month names the record before the client it is on
        # ("first note on roderick", "december note on jinty", "first note i did on alwyn, what was his weakness"):
        # left as words, "first" or "december" was searched in the client's messages and refused as never said
        # (h-fail54: blind43 5, blind42 2, blind41 1, dev). "my first note on …" is read above.
        rf"|^\W*(?:(?:first|1st|last|latest|most\s+recent|earliest|previous|second|third)\s+|(?P<month8>{_MONTH_WORD})\s+)"
        rf"(?:session\s+)?notes?(?:\s+i\s+(?:did|wrote|made|took|had|put|done))?(?=\s+(?:on|for)\s+(?!(?:the|a|an|his|her|my|their)\b)\w)",
        re.IGNORECASE)),
    ("checkin", re.compile(
        rf"\b(?:according to|in|from|per)\s+{_DETERMINER}\s+{_record_when(3)}check[- ]?ins?\b"
        # As the subject or object, after a possessive: "her check-ins say", "Zoe's april check-in".
        rf"|\b(?:his|her|their|my|your)\s+{_record_when(4)}check-?ins?\b"
        rf"|(?<=['\u2019]s\s){_record_when(5)}check-?ins?\b"
        # A month right before it names the record, however the owner is written ("amits july check
        # in", "the july check in for amit"): "<month> check in" is no verb ("may" is left out: "she
        # may check in").
        rf"|\b(?P<month6>{_MONTH_NOT_MAY})\s+check[- ]?ins?\b"
        # Before "in <month>", the record too ("gordon check in in september"): the verb has its auxiliary or its
        # subject's verb before it ("did he check in in june", "she'll check in in may"). Read as words, "check"
        # found "ask at your check in october" of September and a record of no check-in answered (blind30-067,
        # blind31-365); searched as the kind, a month without one is refused in the kind's words.
        # (`_AUXILIARY_BEFORE`: "did amit check in in july" is the verb).
        rf"|(?<!['\u2019]ll\s)(?<!\bhe\s)(?<!\bshe\s)(?<!\bthey\s)(?<!\bi\s)(?<!\bwe\s)(?<!\byou\s)"
        rf"\b(?P<bare>check[- ]?ins?)\b(?=\s+(?:in|during|over)\s+(?:{_MONTH_WORD})\b)"
        # Hyphenated, it is the record whatever comes before it ("raff check-in after the final",
        # "the check-in from the week of the move"): the verb is written apart ("she'll check in").
        rf"|(?:\b(?:the|a|that)\s+)?{_record_when(7)}\bcheck-ins?\b", re.IGNORECASE)),
    ("transcript_segment", re.compile(
        r"\bin\s+(?:our|the|his|her|their|my)\s+(?:last\s+)?(?:session|call)\s+(?:recording|transcript)s?\b"
        r"|\bin\s+(?:our|my)\s+(?:last\s+)?(?:session|call)\b"
        # A call named by what it was about: "on the race plan call", "during our zoom call", "on
        # the call" (not "the call room"), and a question that opens with it: "berlin race call,
        # where did i tell her to sit". What names the call stays in the question (`keep…`: the
        # recording's title says it, "Video call: Berlin race plan"). The verb ("what did she call
        # the baby", "did he call me back") has no determiner before it and no comma after.
        rf"|\b(?:on|in|during|from)\s+{_DETERMINER}\s+(?P<keep1>(?:(?!call\b)[^\W_][\w'-]*\s+){{0,3}}?)"
        r"(?:video\s+|phone\s+|zoom\s+)?call\b(?!\s+room)"
        r"|^\W*(?P<keep2>(?:(?!call\b)[^\W_][\w'-]*\s+){1,3}?)call\s*[,:\u2013\u2014-]", re.IGNORECASE)),
)


# "nice. and when's he away?", "ok thanks! what did she say about sleep": a first sentence of nothing
# but acknowledgements answers the last reply; the question is what follows it. Read as a topic,
# "nice" was searched for and refused ("no mention of 'nice away'").
_FIRST_SENTENCE = re.compile(r"^\s*([^.!?,;:]+)[.!,;:]+\s*(?=\S)")


def without_acknowledgement(question: str) -> str:
    """The question without an opening sentence made only of acknowledgements and function words
    (retrieval.is_content_free: "nice.", "ok great,", "thanks!"); unchanged otherwise, and when
    nothing would be left."""
    match = _FIRST_SENTENCE.match(question)
    if match is None or not words(match.group(1)) or not is_content_free(match.group(1)):
        return question
    return question[match.end():]


# A client's name where a kind of record's owner stands: "10 m walk time in my first meena note", "kunle
# first note: technique faults", "nkechi checkin, sleep hrs". The name is the owner, as "meena's first
# note" would say; read with it, `named_source` missed the kind and the ordinal, and "first" or "checkin"
# became the word the history never says (a refusal). Not "check in" written apart: after a name it is as
# often the verb ("tariq check in yet?").
_ORDINAL_WORD = r"(?:first|1st|last|latest|most\s+recent|recent|earliest|initial|previous|second|third|newest|final)"
_KIND_AFTER_NAME = re.compile(
    rf"(?:\b(?P<det>my|our|the|his|her|their|your)\s+)?(?:(?P<ord>{_ORDINAL_WORD})\s+)?\x00\s+"
    rf"(?:(?P<ord2>{_ORDINAL_WORD})\s+)?(?P<kind>(?:session\s+)?notes?|check-?ins?)\b(?![-'\u2019]\w)"
    rf"(?P<start>{ordinal.FROM_THE_START})?",
    re.IGNORECASE)
# A verb's subject, not an owner: "did meena note it", "will nkechi check in", "to check in".
_VERB_BEFORE = re.compile(
    r"\b(?:did|does|do|didn['\u2019]?t|doesn['\u2019]?t|will|would|should|can|could|may|might|must|to|and|or"
    r"|please|pls|let|lets|let['\u2019]s)\s*$", re.IGNORECASE)


def name_beside_kind(question: str, names: Iterable[str]) -> str:
    """The question with a client's name that stands as the owner of a note or check-in moved out of
    the way ("in my first meena note" -> "in my first note … meena", "nkechi checkin" -> "my check-in …
    nkechi"), so `named_source` and the ordinal (shared/domain/ordinal.py) read the record named; the
    name stays in the question, at its end. Unchanged when no name stands there, when the name is a
    verb's subject ("did meena note it": an auxiliary before, and no ordinal or determiner), and when
    nothing but the kind is asked, with no ordinal ("what did i write in ravis session note"). A question whose kind `named_source` already reads ("rosamund's last check-in") is
    left as it is."""
    if named_source(question)[0] is not None:
        return question
    for name in names:
        marked = _marked(question, [name])
        if _GONE.strip() not in marked:
            continue
        match = _KIND_AFTER_NAME.search(marked)
        if match is None:
            continue
        # "meena's notes from the start" names her first notes, as "meena's first notes" does (ordinal.py).
        ordinal_word = match.group("ord") or match.group("ord2") or ("first" if match.group("start") else None)
        if not match.group("det") and not ordinal_word and _VERB_BEFORE.search(marked[: match.start()]):
            continue
        if not ordinal_word and not content_words(marked[: match.start()] + " " + marked[match.end():]):
            # "what did i write in ravis session note": the kind alone, asked of nothing else and no one
            # record of it: read as typed (the notes' words rank them), not as a question with no topic.
            continue
        kind = "check-in" + ("s" if match.group("kind").lower().endswith("s") else "") \
            if match.group("kind").lower().startswith("check") else match.group("kind")
        phrase = " ".join(w for w in (match.group("det") or "my", ordinal_word, kind) if w)
        first = person_names.first_name(name) or name
        rest = marked[: match.start()] + phrase + marked[match.end():]
        return " ".join(f"{rest.replace(_GONE.strip(), first)} {first}".split())
    return question


_FROM_THE_START = re.compile(ordinal.FROM_THE_START, re.IGNORECASE)


def named_source(question: str) -> tuple[str | None, str]:
    """The source type a question names ("…according to my notes?" → session_note) and the
    question without that phrase; (None, question) when it names none. A month naming the
    record ("in her april check-in") stays in the question as "in april", the period asked."""
    for source_type, pattern in _NAMED_SOURCES:
        match = pattern.search(question)
        if match is not None and match.groupdict().get("bare") and _AUXILIARY_BEFORE.search(question[: match.start()]):
            continue  # "did amit check in in july": the verb, after its auxiliary
        if match is not None:
            month = next((v for k, v in match.groupdict().items() if k.startswith("month") and v), None)
            named = next((v for k, v in match.groupdict().items() if k.startswith("keep") and v), "")
            kept = f" in {month} " if month else f" {named} "
            # "in my notes from the start": the time after the kind names which notes (ordinal.py), no topic.
            start = _FROM_THE_START.match(question, match.end()) if source_type in ordinal.KINDS else None
            end = start.end() if start else match.end()
            return source_type, " ".join((question[: match.start()] + kept + question[end:]).split())
    return None, question


# "what did i put it down to", "what did she blame it on", "what did we chalk that up to": the cause the
# speaker gave for a thing, which the answer's record names ("the walking and the intervals are doing
# that"); the idiom's words are no topic (read as one, the question was refused as 'put down'). What "it"
# is comes from the question around it, or from the thread (a follow-up with no topic of its own).
_ATTRIBUTED = re.compile(
    r"\b(what\s+(?:did|does|do|has|have|had|would|will|was)\s+[^\W\d_]+\s+)"
    r"(?:(?:put|puts|putting)\s+((?:[\w'-]+\s+){0,3}?)down\s+to|(?:chalk|chalked)\s+((?:[\w'-]+\s+){0,3}?)up\s+to"
    r"|(?:blame|blamed)\s+((?:[\w'-]+\s+){0,3}?)on)\b", re.IGNORECASE)
# The pronouns of the thing put down to something: no topic either.
_IT = frozenset({"it", "that", "this", "them", "those"})
# "what set it off", "what brought it on": the same question of a cause, in the idiom of a thing started by
# something (h-words29: refused as 'set off' on blind19 and blind24). Not "what does she think set it off",
# which left nothing but "what" and was asked back which topic (blind13).
_SET_OFF = re.compile(
    r"\b(what\s+)"
    r"(?:(?:set|sets|setting)\s+((?:[\w'-]+\s+){0,3}?)off|(?:brought|brings|bring)\s+((?:[\w'-]+\s+){0,3}?)on)\b",
    re.IGNORECASE)


def without_attribution(question: str) -> str:
    """`question` without an idiom asking what a thing was put down to (`_ATTRIBUTED`): "what did she
    put the cramp down to" → "what did she the cramp", or what set it off (`_SET_OFF`): "what set the
    cramp off" → "what the cramp"."""
    def kept(m: re.Match[str]) -> str:
        thing = next((g for g in m.groups()[1:] if g), "")
        return m.group(1) + " ".join(w for w in thing.split() if w.lower() not in _IT)
    for idiom in (_ATTRIBUTED, _SET_OFF):
        if idiom.search(question):
            question = " ".join(idiom.sub(kept, question).split())
    return question


# "roxy always knackered", "is he constantly tired": how often names no topic, and the records never say it
# ("I get so tired"): ranked, the word lowered every record's coverage under the threshold and the
# question was refused (h-words32: blind27). Only the one-word adverbs: "all the time" is left as it was
# (blind16's and blind22's "knackered all the time" were answered with it).
_FREQUENCY = re.compile(r"\b(?:always|constantly)\s+", re.IGNORECASE)


def without_frequency(question: str) -> str:
    """`question` without an adverb of how often (`_FREQUENCY`), unless nothing else is left."""
    out = " ".join(_FREQUENCY.sub(" ", question).split())
    return out if content_words(out) else question


def asked_topic(question: str) -> tuple[str | None, str]:
    """The reading chatWithAI and semanticSearch both give a question before its period: the source
    type it names (`named_source`) and what is left to search, without an opening acknowledgement
    ("nice. and when's he away?"), without adverbs that name no topic ("has he been back to bowls",
    shared/domain/particles.py), with a lifter's "pull" read as the lift (shared/domain/lift_jargon.py)
    and texting shorthand written out ("abt", "b4", "w/": shared/domain/shorthand.py), and the records'
    words added after a plain word for what they name ("off the booze": sober, dry; "cmj": countermovement
    jump: shared/domain/plain_speech.py), and without an idiom asking for a cause ("what did i put it
    down to": `without_attribution`).
    One function, so the two callables cannot read the same question two ways."""
    named_type, asked = named_source(without_acknowledgement(shorthand.written_out(question)))
    asked = without_frequency(without_attribution(asked))
    return named_type, plain_speech.with_record_words(
        lift_jargon.as_lift(particles.without_adverbs(plain_speech.again_words(said_by.without_medium(asked)))))


_STATUS = re.compile(
    # Past and perfect too ("how was Callum feeling last month?"): the period comes from the timeframe.
    r"\bhow(?:'s|\u2019s| is| are| was| were| has| have|s)\b(?:(?!\?).)*"
    r"\b(?:doing|going|getting on|coming along|progressing|holding up|keeping|feeling|coping|managing)\b"
    # "how's kofi", "hows mo", "how is mrs walsh": a name and nothing else; "how's lachlan been", "hows
    # rosa since the op", "how has mo been after the move": with "been" or an event clause (_SINCE_CLAUSE).
    r"|^\W*how(?:'s|\u2019s| is| has|s)\s+\w+(?:\s+\w+)?(?:\s+been)?(?:\s+(?:since|after)\b[^?]*)?\W*$"
    r"|\b(?:any|an|latest)\s+updates?\b|\bprogress\b"
    # "what's saffron been up to", "what has she been doing lately": an open question of what the client
    # did, of no topic, answered by the latest records as "how's saffron been" is. Only as the whole
    # question: "what's she been doing for her shoulder" keeps its topic.
    r"|^\W*what(?:'s|\u2019s|s| has| have)\s+[^\W\d_]+(?:'s|\u2019s)?(?:\s+[^\W\d_]+)?\s+been\s+(?:up\s+to|doing)"
    r"(?:\s+(?:lately|recently|these\s+days|this\s+week|this\s+month))?\W*$"
    # "has clodagh said anything lately", "has she messaged at all recently": whether the client said anything of
    # late, of no topic, answered by the latest records as "what's she been up to" is. Only as the whole question
    # with a word of late ("has she said anything about her knee" keeps its topic). Read as no topic, it asked
    # "What would you like to know about Clodagh?" (h-fail57: blind46, three dev clients asked so).
    r"|^\W*(?:has|have)\s+[^\W\d_]+(?:\s+[^\W\d_]+)?\s+(?:said|sent|messaged|texted|written|been\s+in\s+touch)"
    r"(?:\s+(?:anything|owt|much|at\s+all))?\s+(?:lately|recently|these\s+days|this\s+week)\W*$"
    # "what changed for kieran since the world cup final", "what's changed with her since christmas": the
    # client's news from a moment on, of no topic, answered by the records after it as "how's she been
    # since …" is (the moment is the period read before, or the "since" clause's event). Only as the whole
    # question: "what changed in his squat" keeps its topic. Read as a topic, "changed" was the word no
    # record says and the question was refused on it.
    r"|^\W*what(?:'s|\u2019s|s| has| have)?\s+changed(?:\s+(?:for|with)\s+[^\W\d_]+(?:'s|\u2019s)?)?"
    r"(?:\s+(?:since|after)\b[^?]*)?\W*$"
    # "is ewart alright these days", "nilesh alright?": whether the client is well, of no topic, answered by the
    # latest records as "how's he doing" is. Only as the whole question ("is his knee ok" keeps "knee": `asks_status`).
    # Read as a topic, "alright" was the word no record says and the question was refused (h-fail54: blind43 2,
    # blind42 1, dev).
    # Not of a thing ("is it ok now" after "his knee": the thread's thing, `_IT`'s pronouns).
    r"|^\W*(?:(?:is|are)\s+)?(?!(?:is|are|it|that|this|those|them|everything)\b)[^\W\d_]+(?:\s+[^\W\d_]+)?\s+(?:alright|okay|ok)"
    r"(?:\s+(?:these\s+days|lately))?\W*$"
    # "iestyn's recovery" (in a period: "… in q2", read before this), "ewart's recovery": how the client came back
    # from what they had, of no topic of its own, answered by the period's news as "how was he" is. Only as the
    # whole question, the client's name and the word ("what did pete say about recovery", "her postnatal
    # recovery" keep their topic). Read as a topic, "recovery" was the word no record says and the question was
    # refused (h-fail55: blind42, blind43, blind44 dev, one each).
    r"|^\W*(?!(?:his|her|their|the|my|your|our|its)\b)[^\W\d_]+(?:['\u2019]s|s)?\s+(?:recovery|rehab)\W*$",
    re.IGNORECASE,
)


# "ingrid — how is she", "mo: how's things": the client named first, set off by a dash, a colon or a
# comma, then the status frame that otherwise opens the question (`_STATUS`'s anchored forms).
_NAMED_FIRST = re.compile(r"^\W*[^\W\d_]+(?:\s+[^\W\d_]+)?\s*(?:[\u2014\u2013:,]|\s-)\s*(?=how)", re.IGNORECASE)


def is_status_question(question: str) -> bool:
    """'How is Aisha doing?', "how's Kofi", 'how was Sam feeling?', 'any update on Zoe?', "ingrid — how is
    she": the latest state, no topic named."""
    text = " ".join(question.split())
    return bool(_STATUS.search(text) or _STATUS.search(_NAMED_FIRST.sub("", text, count=1)))


# "How is Aisha doing?": a dense probe for how a client is; its STATUS_SOURCES best records answer it
# (chatWithAI quotes them newest first; semanticSearch returns them).
STATUS_QUERY = "how I am feeling, how training, sleep, energy, pain and recovery are going"
STATUS_SOURCES = 5
# Words of a status question that name no topic ("how is she getting on lately").
# "how's things", "how are things": the idiom asks how the client is, as "how is she" does; "overall",
# "generally", "in general" widen it to everything ("dario overall, how's he doing"), naming no topic.
STATUS_WORDS = {"doing", "going", "getting", "coming", "along", "progressing", "holding", "keeping", "feeling", "coping",
                "managing", "been", "update", "updates", "latest", "progress", "lately", "these", "days",
                "things", "overall", "generally", "general", "changed", "alright", "okay", "ok", "recovery", "rehab"}


# "hows jake getting on since the trial", "how is she doing since the move, anything new": the
# clause after "since" says from when the news is wanted, not what it is about. A status question
# is still one with it (the event's words are no topic: the answer is the client's latest records,
# `with_recent`, whatever they are about); a topic outside the clause ("how is her knee doing since
# the surgery") keeps the question a topic question. A date after "since" ("since june") is the
# timeframe's, read before this. "After" opens the same clause in a status question asked in the
# present ("how's segun doing after the op", "how has she been after the move": how they are now);
# asked in the past ("how was haruka feeling after the scare") it asks about the time right after the
# event, a topic the records of then answer, so it stays a topic question. Elsewhere "after" is left
# alone (asks_status reads the clause only in a status frame).
_SINCE_CLAUSE = re.compile(r"\bsince\b([^,;.!?]*)", re.IGNORECASE)
_AFTER_CLAUSE = re.compile(r"\bafter\b([^,;.!?]*)", re.IGNORECASE)
_PAST_STATUS = re.compile(r"\bhow\s+(?:was|were|did)\b", re.IGNORECASE)


def _event_clauses(question: str) -> list[re.Match[str]]:
    """The question's "since …" clauses, and its "after …" ones unless it asks about the past."""
    found = list(_SINCE_CLAUSE.finditer(question))
    if not _PAST_STATUS.search(question):
        found += list(_AFTER_CLAUSE.finditer(question))
    return sorted(found, key=lambda m: m.start())
# "…, anything new?" asks for news as "any update" does: no topic.
NEWS_WORDS = frozenset({"new", "news"})
# "bex's big news at christmas", "any good news from him": a word that only says how the news was taken
# names no topic, right before "news" (the records tell the news itself: "she said yes! 💍"). Read as a
# topic, "big" was the word no record says and the question was refused on it.
_NEWS_TAKEN = re.compile(r"\b(big|good|great|exciting|happy|sad|bad|amazing|huge|brilliant|fantastic|wonderful)"
                         r"(?=\s+news\b)", re.IGNORECASE)


def news_taken_words(question: str) -> set[str]:
    """The words before "news" that say how it was taken ("big", "good": `_NEWS_TAKEN`), lowercased."""
    return {m.group(1).lower() for m in _NEWS_TAKEN.finditer(question)}


# "if i'm seeing him friday, how's he doing", "before i call her, how is she getting on": a clause
# ahead of a status frame, ended by a comma, says why or when the trainer asks, not what about.
_LEADING_CLAUSE = re.compile(r"^\W*(?:if|when|before|as)\b[^,;.!?]*[,;]", re.IGNORECASE)


def leading_clause_words(question: str) -> set[str]:
    """The content words of a leading "if / when / before / as …," clause of the question, up to its comma."""
    m = _LEADING_CLAUSE.match(question)
    return set(content_words(m.group(0))) if m else set()


def since_clause_words(question: str) -> set[str]:
    """The content words of the question's "since …" (and present "after …") clauses, up to the next
    punctuation."""
    return {w for m in _event_clauses(question) for w in content_words(m.group(0))}


def since_event(question: str) -> str:
    """The words of the question's first "since …" clause after "since" ("the trial", "niamh
    arrived"); "" when there is none or it says nothing. The clause as the trainer typed it
    (plain_speech.as_typed): the event's words date the event by the best record for them
    (search.event_start), and the records' words a plain word adds ("the op": operation, surgery) rank
    first a later record that names the thing in passing ("three months after surgery", blind8-106 lost
    its hit so) over the record of the day itself."""
    clauses = _event_clauses(plain_speech.as_typed(question))
    match = clauses[0] if clauses else None
    return " ".join(match.group(1).split()) if match and content_words(match.group(1)) else ""


# "how's femi doing since evo", "how's maggie since nationals": the word after "how's" is the one the
# question asks about. When the trainer typed the client by a short form the roster's names do not
# give (a diminutive, the end of a longer name), that word is left in the topic and the question was
# read as a topic question on the name ("No message mentions 'since'"). A word in that place that is
# no English word (english.is_word: "femi", "maggie"; not "knee", "shoulder", "mum") is the person
# asked about, not a topic; a possessive ("how's femi's thumb doing") keeps its thing as the topic.
_SUBJECT = re.compile(r"^\W*how(?:'s|\u2019s| is| has| was|s)\s+([^\W\d_]+)(?![\w'\u2019])", re.IGNORECASE)


def status_subject(question: str) -> str:
    """The word a status frame asks about when it is no English word ("femi" in "how's femi doing"),
    lowercased; "" otherwise."""
    m = _SUBJECT.match(" ".join(question.split()))
    word = m.group(1).lower() if m else ""
    return word if word and word not in FILLER and not is_word(word) else ""


def asks_status(question: str, topic: str) -> bool:
    """A status question (`is_status_question`, or a frame asking for news: question_frame.asks_news) whose topic words (the client's name out) name no
    topic: "how's ingrid getting on?" yes, "how is matthias's asthma?" no; "how's ingrid getting on
    since the wedding?" yes (`since_clause_words`), and "if i see her monday, how's she doing?" yes
    (`leading_clause_words`)."""
    # "any news from jamal", "what happened with diego": a frame that asks for news, and no topic.
    if not (is_status_question(question) or asks_news(question)):
        return False
    return not (set(content_words(topic)) - STATUS_WORDS - NEWS_WORDS - news_taken_words(question)
                - since_clause_words(question)
                - leading_clause_words(question) - {status_subject(question)})


# The device's weekly summary of one metric ("Resting heart rate, week of Sep 14: 1 reading: 58.4
# bpm") scores high for the status probe (it names sleep, heart rate, a trend) and a month has four
# of them for each metric: they filled the quoted records of "what did derek tell me in september"
# ahead of the one message he wrote. What someone wrote says more of how they are: at most SUMMARIES
# of a status answer's records are such summaries, and they come after the rest (`words_first`).
SUMMARY_TYPES = frozenset({"metric_summary"})
SUMMARIES = 2


def words_first(records: Iterable[Any]) -> list[Any]:
    """`records` in their order, the weekly metric summaries (SUMMARY_TYPES) after the rest."""
    return sorted(records, key=lambda c: c.metadata.get("sourceType") in SUMMARY_TYPES)


def says_news(candidate: Any) -> bool:
    """The record says something (retrieval.says_something): no line of logistics ("stuck at work, 10 mins")."""
    return says_something(candidate.metadata)


def most_telling(candidates: Iterable[Any], news_first: bool = False) -> list[Any]:
    """The STATUS_SOURCES records the status query ranks best (relevance above 0: never a
    content-free turn), best first; at most SUMMARIES of them weekly metric summaries. `news_first`: the
    records that say something (`says_news`) before the lines of logistics, each best first: within a
    period asked ("pauline during the heatwave"), the period's logistics ("stuck at work, 10 mins") ranked
    over its news for the status query and were quoted instead of it (blind32-032)."""
    chosen: list[Any] = []
    summaries = 0
    for c in sorted((c for c in candidates if c.relevance > 0),
                    key=lambda c: (news_first and not says_news(c), -c.relevance)):
        summary = c.metadata.get("sourceType") in SUMMARY_TYPES
        if summary and summaries >= SUMMARIES:
            continue
        summaries += summary
        chosen.append(c)
        if len(chosen) == STATUS_SOURCES:
            break
    return chosen


# "How is Lewis doing?" asks how he is now. The status query's best of the whole history are
# often months old (a check-in of September, the intake message) while the last weeks' news ("cardiologist
# says the AF is well controlled", "263 AT THE SCOTTISH MASTERS") scores lower for a probe of
# feeling, sleep and training: the best RECENT_SOURCES of the client's records of the RECENT_DAYS
# before the question are quoted too. A client silent for longer keeps the whole history's best.
RECENT_DAYS = 28
RECENT_SOURCES = 2


def recent_filter(query_filter: QueryFilter, now: datetime) -> QueryFilter:
    """`query_filter` narrowed to the RECENT_DAYS before `now`: where `with_recent`'s records are
    searched, by chatWithAI and semanticSearch alike."""
    # A start already set ("since the trial", search.event_start) stays when it is later.
    recent = (now - timedelta(days=RECENT_DAYS)).timestamp()
    return replace(query_filter, since_ts=max(recent, query_filter.since_ts or recent), until_ts=now.timestamp())


def with_recent(telling: list[Any], recent: Iterable[Any]) -> list[Any]:
    """The status answer's records: the whole history's most telling (`telling`), and the best of
    the recent ones (`recent`, the status query's candidates of the last RECENT_DAYS; not the
    trainer's own chat turns) until RECENT_SOURCES of them are quoted: those that say something first
    (`says_news`, a weekly summary among them), what someone wrote before the summaries within each
    (`words_first`). By what someone wrote first alone, the last weeks' lines of logistics ("stuck on the A44",
    "are we still on?", "no signal here": the status query's words are in none of the last weeks' records, so any
    ranks as well as news) came before the weeks' steps or heart rate and were quoted, the newest, first
    (blind48-385, -538)."""
    have = {c.id for c in telling}
    best = sorted(words_first(most_telling((c for c in recent if not _coach_turn(c)), news_first=True)),
                  key=lambda c: not says_news(c))
    missing = RECENT_SOURCES - sum(1 for c in best if c.id in have)
    return list(telling) + [c for c in best if c.id not in have][:max(missing, 0)]


def _coach_turn(c: Any) -> bool:
    """A chat turn someone other than the client wrote (the trainer's "Reminder to log your sessions",
    "Thursday works"): the last weeks' logistics, not how the client is. Check-ins, notes and the
    client's own turns are."""
    m = c.metadata
    return (m.get("sourceType") or "message") == "message" and m.get("senderId") not in (None, m.get("clientId"))


def asks_whether(question: str) -> bool:
    """'did he have an ablation', 'does she need surgery': a yes/no question, opening with an auxiliary (the
    one reading of that opening: shared/domain/yes_no.py)."""
    return yes_no.asks(question)


def carried_topic(question: str, turns: Iterable[Any], names: Iterable[str], client_inherited: bool = False,
                  sibling: bool = False) -> str:
    """The topic of the trainer's previous question, for a follow-up that names none of its own
    ("is he still on it" after "what did the doc give diego for the sciatica") or asks "any X" of it
    (`is_elliptical`); "" when the question is not a follow-up, has a topic of its own otherwise, or
    no earlier question had one. `turns`: the conversation's
    turns, oldest first (each with `role` and `text`).

    `client_inherited`: the question names no client and its client is the conversation's (the caller
    read it so). Such a question asks a detail of the thing the thread is about in words of its own
    ("what did the gp call it", "how long in the sling", "in range now?" after "<name>'s shoulder" /
    "<name>'s uric acid"): searched with its own words alone, across the client's whole history, its
    words ranked the client's other records that say them ("gp" in a note about the knee) and the
    decision refused or answered with those. It carries the previous topic besides its own, unless
    its own words name a thing of their own: a TOPIC_WORDS word ("his knee" after the shoulder), a thing
    put in the previous one's place ("and the colchicine dose" after "allopurinol dose":
    FOLLOW_UP_OPENERS), or a thing whose having happened is asked ("did he have an ablation", "did she
    get an xray": `asks_whether`; read with the thread's thing, its records answered a thing never had),
    or an act of the person's own ("where did she go", "who did he see": a pronoun for the person, the
    verb theirs; read with the thread's thing, its records answered an act they never told).

    A sibling that compares the thing with another time ("higher than in the summer?": `compares`) is
    passed over: what was asked before it carries (h-follow33)."""
    names = list(names)
    own = _own_topic(question, names)
    if not _carries(question, own, client_inherited):
        return ""
    return _earlier_topic(question, own, list(turns), names, sibling)


def _own_topic(question: str, names: list[str]) -> str:
    """The question's own topic as a follow-up reads it (`carried_topic`)."""
    # "did she go", "how long will she be out": every word frame (question_frame.asks_thread_thing), no topic
    # of its own: the thread's thing is asked. So is a comparison of the thing with another time (`asks_thing_again`).
    own = "" if asks_thing_again(question) else topic(question, names)
    if _PUT_ON.search(question) and slot_values.asked(question) is not None:
        # "what was she put on", "what was he given": the medicine given for the thread's thing; the verb
        # is how a treatment is told, no thing of its own ("put" ranked "cant put weight on it").
        own = topic(_PUT_ON.sub(" ", question), names)
    return own


def _carries(question: str, own: str, client_inherited: bool) -> bool:
    """Whether the question, with its own topic `own`, carries an earlier question's topic (`carried_topic`)."""
    # "any side effects?" after "what bp meds is gideon on": an elliptical question has a topic of
    # its own and asks it of the previous one (the side effects of the bp meds), so it carries it too.
    # So does one about "it" ("why did it go up?" after "his potassium": the potassium going up).
    said = [w.lower() for w in words(question)]
    detail = (client_inherited and own and not set(own.lower().split()) & TOPIC_WORDS
              and not asks_whether(question) and not opens_follow_up(question)
              and not any(w in PRONOUNS for w in said))
    if not detail and ((own and not (is_elliptical(question) or points_back(question)))
                       or not (is_follow_up(question) or compares(question))):
        return False
    # "elbow?" after "tomas back" asks a topic of its own of the same client (a TOPIC_WORDS word:
    # carried, "elbow back" matched nothing); "in stone?", "record?" ask the previous thing again.
    if own and is_bare(question) and not is_specifying(question) and set(own.split()) & TOPIC_WORDS:
        return False
    return True


def _earlier_topic(question: str, own: str, turns: list[Any], names: list[str], sibling: bool) -> str:
    """The topic an earlier question of `turns` (oldest first) gives the question, the newest that has one;
    "" when none has (`carried_topic`)."""
    answer, quoted = "", False
    for at in range(len(turns) - 1, -1, -1):
        turn = turns[at]
        if getattr(turn, "role", "") != "user":
            answer = answer or str(getattr(turn, "text", ""))
            quoted = quoted or bool(getattr(turn, "sources", ()))
            continue
        # "and the one before last" after "higher than in the summer?" after "<name>'s jump": a sibling that
        # compares the thing with another time (`compares`) asks nothing new of it; its words are the
        # comparison's and its period's ("higher summer"), which no record of the thing says beside it
        # (blind28-011). What was asked before it is what a later follow-up carries.
        if at > 0 and compares(str(getattr(turn, "text", ""))):
            answer, quoted = "", False
            continue
        # "what's going on with <name>'s heart": the heart, not "going heart" (question_frame.without_news_of).
        earlier = topic(name_free(without_news_of(str(getattr(turn, "text", ""))), names), names)
        if earlier:
            # "is he still on it": the thing he takes is the topic, not the doctor who gave it.
            taken = taken_in(answer, earlier) if TAKING.search(question) else []
            if taken:
                return " ".join(taken)
            # "what grade" after "which leg" after "<name>'s hamstring": the earlier question was a
            # follow-up itself, searched with the thing it carried ("leg hamstring"); its own words
            # alone ("leg") are a detail of that thing, not the thing: the thing it carried comes (below:
            # alone, or with its words, carried_things.with_carried).
            # Only when its answer quoted records: a refused sibling ("why was it delayed", the records
            # say "pushed") was answered by nothing of that thing, and its words alone carry, as before.
            # Nor for a one-word follow-up or an "any X" ("torn?", "any scan on it?"): answerable or not is
            # in its one word, and the thread's thing besides answered unanswerable ones with the thing's
            # records (blind10-484, blind11-017 on the dev halves).
            # (`sibling`: this is the sibling's own read, whose thing is asked for the question asked.)
            if not quoted or (not sibling and (len(words(question)) == 1
                                               or question.lower().lstrip().startswith(ELLIPTICAL_OPENERS))):
                return earlier
            return _with_siblings_thing(question, own, earlier, str(getattr(turn, "text", "")), turns[:at], names)
        answer, quoted = "", False
    return ""


def _with_siblings_thing(question: str, own: str, earlier: str, sibling_text: str, before: list[Any],
                         names: list[str]) -> str:
    """The topic of an earlier question that was a follow-up itself and whose answer quoted records (`earlier`,
    its own words, asked as `sibling_text` after the turns `before`): the thing it carried, alone or with them."""
    thing = carried_topic(sibling_text, before, names, sibling=True)
    # "what grade" after "was it broken" after "which side" after "<name>'s ankle": a question of its
    # own asks another detail of the thing the sibling carried, not the sibling's detail ("broken",
    # "side": each that question's slot, often never written — the records say "no break", "right");
    # carried, they were topic words no record says beside the grade (blind27-004). The sibling's
    # detail stays for a question that asks it again with a change ("and before" after "what dose":
    # the dose before; FOLLOW_UP_OPENERS), and for one whose own words are the thing's alone, which asks
    # the sibling's slot of it again ("which ribs" after "which side" after "<name>'s ribs": which ones,
    # told as "landed on his right side. Two cracked ribs, the 7th and 8th"; blind25-116).
    again = own and {w.lower() for w in own.split()} <= {w.lower() for w in thing.split()}
    # So does one of no words of its own that asks it at an earlier time ("what was she on before" after
    # "dose?" after "what's dawn on for the fibro": the medicine before, whose records give a dose
    # too, as "and before" is read; with the thing alone, "fibro" ranked her intake; blind16-329).
    again = again or (not own and _AT_AN_EARLIER_TIME.search(question) is not None)
    if thing and not again and not opens_follow_up(question):
        return thing
    return with_carried(earlier, thing)


# "what was she on before", "what did he take previously": a follow-up asking what the sibling asked, at an
# earlier time (the word at its end; closed English).
_AT_AN_EARLIER_TIME = re.compile(r"\b(?:before|beforehand|previously|originally|at\s+first)\W*$", re.IGNORECASE)
# "higher than in the summer?", "faster than at the start of july?", "better than in july?", "is it more than in
# march": a follow-up comparing the thread's thing with another time or value, opening on a comparative and
# "than" (an auxiliary and "it" / "that" may come first). Closed English of comparing, no topic list.
_COMPARES = re.compile(
    r"^\W*(?:and\s+|so\s+)?(?:how\s+(?:much|many|far)\s+(?:[^\W\d_]+\s+)??)?"
    r"(?:(?:is|was|are|were|has|had)\s+(?:it|that|he|she|they)\s+(?:got\s+|gone\s+|been\s+)?)?"
    r"(?!(?:other|rather|either|neither|whether)\b)(?:[^\W\d_]+er|more|less|better|worse|further)\s+than\b",
    re.IGNORECASE)


def compares(question: str) -> bool:
    """'higher than in the summer?', 'faster than at the start of july?', 'how much quicker than in january': the
    question compares the thread's thing with another time or value (`_COMPARES`)."""
    return _COMPARES.match(question) is not None


def asks_thing_again(question: str) -> bool:
    """A follow-up whose every word is frame, which asks the thread's thing again: "did she go", "and in km/h"
    (question_frame.asks_thread_thing), and a comparison of the thing with another time ("how much quicker than
    in january", `compares`). Its comparative is no topic word: the records give the thing's values ("20m sprint
    3.45", "20m in 3.31!") and the reader compares them; read as a word, "quicker" was what no record says and
    the values were refused (blind29-538). The thing carried alone is what is searched and decided on."""
    return asks_thread_thing(question) or compares(question)


# "what was she put on", "what was he given", "what was she started on": the verb a treatment is told
# with, when the question asks the medicine (slot_values' "medicine" slot).
_PUT_ON = re.compile(r"\b(?:put|started|starting|kept)\s+on\b|\b(?:given|prescribed)\b", re.IGNORECASE)
# "is he still on it", "how long has she been on them": what the client takes, which the previous
# answer named ("doctor gave me pregabalin") and the previous question did not. Read alone (`carried_topic`):
# with the previous topic too, the answer's first record ("doctor gave me pregabalin") covered more
# of the question than the newer one that answers "still" ("stopped the pregabalin last week").
TAKING = re.compile(r"\b(?:on|off)\s+(?:it|them|that|those)\b", re.IGNORECASE)
# The kinds table's families of what a client is on: each drug (and brand) is a member of "medicine".
TAKEN_FAMILIES = frozenset({"medicine", "supplement"})


def taken_in(answer: str, asked: str) -> list[str]:
    """The names of medicines and supplements `answer` (the previous turn's answer) says and the
    question `asked` does not, each by its first name in the table (the keyword list adds the others:
    "wegovy" is carried as "semaglutide"), in order of first mention."""
    said = {e.family for e in kinds.entries(asked)}
    out: list[str] = []
    for entry in kinds.entries(answer, gap=0):
        if entry.family not in TAKEN_FAMILIES or entry.member is None or entry.family in said:
            continue
        name = (kinds.meaning_names(entry) or (" ".join(entry.stems),))[0]
        if name not in out:
            out.append(name)
    return out


# "left or right?", "morning or evening", "before or after the op?": a choice between two, of what the
# previous turn was about (which wrist, which session), in EITHER_OR_WORDS words at most.
_EITHER_OR = re.compile(r"^\W*(?:[^\W_]+\s+){1,2}or\s+[^\W_]+(?:\s+[^\W_]+){0,2}\W*$", re.IGNORECASE)
EITHER_OR_WORDS = 5


def is_either_or(question: str) -> bool:
    """'left or right?': a short choice between two, naming no one and not asking across the roster."""
    said = [w.lower() for w in words(question)]
    return (bool(_EITHER_OR.match(" ".join(question.split()))) and len(said) <= EITHER_OR_WORDS
            and not any(w in ACROSS_CLIENTS for w in said))


def is_elliptical(question: str) -> bool:
    """'any side effects?', 'anything on the scan?': "any X" asked of whoever and whatever the
    conversation is about; not when a word asks across the roster ("any clients with knee pain?").
    So is a short choice between two ("left or right?", `is_either_or`)."""
    q = " ".join(question.lower().split())
    if is_specifying(question) or is_either_or(question) or is_bare(question):
        return True
    return q.startswith(ELLIPTICAL_OPENERS) and not any(w.lower() in ACROSS_CLIENTS for w in words(question))


# "which side?", "which one", "when was that?", "what dose?": a short question that asks to specify
# what the previous turn was about, with at most one word of its own ("side"). It names no one and
# no topic of its own, so it is elliptical as "any side effects?" is: the previous turn's client
# and topic carry. Three words at most: "which clients have knee pain" asks across the roster.
SPECIFYING_OPENERS = frozenset("which when where what whats how hows".split())


# "which one was it", "which ones": "one" points back at what the previous turn named (as
# question_frame reads it), so it is not counted among the question's words.
_WHICH_ONE = re.compile(r"^\W*which\s+ones?\b", re.IGNORECASE)


def is_specifying(question: str) -> bool:
    """'which side?', 'when was that?', 'which one was it?': a wh-word and at most two more words
    ("one" after "which" not counted), one of them at most not filler, none asking across the roster."""
    said = [w.lower() for w in words(question)]
    if _WHICH_ONE.match(question):
        said = said[:1] + said[2:]
    if not said or said[0] not in SPECIFYING_OPENERS or len(said) > 3:
        return False
    rest = said[1:]
    return not any(w in ACROSS_CLIENTS for w in rest) and sum(w not in FILLER for w in rest) <= 1


# "record?", "in stone?", "op was when?", "who else knows?": a question of BARE_WORDS words at most, one
# of them at most not filler, that opens with no wh-word (`is_specifying` reads those). Typed in a
# conversation it names a thing or a value of what the previous turn was about (the record of the
# result just quoted, the weight just asked in stone, the date of the op just discussed), so the
# previous turn's client and topic carry as they do for "which side?". "Who else" asks of the people
# around the thing just discussed, not across the roster; any other word asking across it
# (ACROSS_CLIENTS: "clients?", "anyone injured?") keeps the question its own; so does a thing of the
# client's named with a pronoun ("and her haemoglobin?" after "her neutrophils": the haemoglobin).
BARE_WORDS = 3


def is_bare(question: str) -> bool:
    """'record?', 'in stone?', 'op was when?', 'who else knows?': at most BARE_WORDS words, at most one
    of them not filler, none asking across the roster (but "who" beside "else"), no pronoun."""
    said = [w.lower() for w in words(question)]
    # "and her haemoglobin?": a thing of hers named, a topic of its own (as before is_bare).
    if not said or len(said) > BARE_WORDS or any(w in PRONOUNS for w in said):
        return False
    across = [w for w in said if w in ACROSS_CLIENTS and not (w == "who" and "else" in said)]
    return not across and sum(w not in FILLER for w in said) <= 1


def asks_across(question: str) -> bool:
    """'who works nights', 'anyone injured?', 'which clients …': a word of the question may ask across
    the roster (ACROSS_CLIENTS), so a conversation's client is not assumed for it."""
    return any(w.lower() in ACROSS_CLIENTS for w in words(question))


# "who diagnosed it", "which hospital did that", "which hand is that": the question's last word is "it" / "that" /
# "this", or one of them is the subject of a closing "is" / "was" / "did": a pronoun standing for the thread's thing.
# Closed English: the pronouns and the verbs they follow.
_THING_LAST = re.compile(r"\b(?:it|that|this)\W*$|\b(?:is|was|did|does)\s+(?:it|that|this)\b", re.IGNORECASE)
# "who had it", "which of them has got that", "who else caught it": a "who" of having a thing asks the roster who
# has it, not of the thread's client (closed English: the verbs of having or catching).
_HAVING_BEFORE = re.compile(
    r"\b(?:has|have|had|having|got|get|gets|getting|caught|catch|catches)\s+(?:it|that|this)\W*$", re.IGNORECASE)


def asks_of_thread_thing(question: str) -> bool:
    """'who diagnosed it', 'which hospital did that', 'which hand is that': a "who" / "which" question whose closing
    pronoun stands for the thread's thing (`_THING_LAST`) asks of the client the thread is about; its "who" or
    "which" does not ask across the roster. Not when another word does ("which clients had that", "anyone else"),
    nor for who had or caught the thing (`_HAVING_BEFORE`: the roster asked who has it)."""
    said = [w.lower() for w in words(question)]
    across = [w for w in said if w in ACROSS_CLIENTS and w not in ("who", "which")]
    return (not across and "else" not in said and _THING_LAST.search(question) is not None
            and _HAVING_BEFORE.search(question) is None)


def is_follow_up(question: str) -> bool:
    """'and what about his diet?', 'any side effects?' — leans on the previous turn for who is meant.
    So does a question that names nothing at all ("what did i say?", with "back" the adverb taken out),
    one of frame words alone ("by how much?": no topic), and one about "it" (`points_back`)."""
    return (
        is_vague(question) or is_elliptical(question) or opens_follow_up(question)
        or any(w.lower() in PRONOUNS for w in words(question)) or points_back(question) or not topic(question)
    )


def asks_topic_in_period(question: str, own_topic: str) -> bool:
    """A question left with no topic once its period is out that asks the previous turn's topic in
    that period: "and back in june?" (an opener), "what was it in april?" (about "it"); not "what did
    she say in july?", which asks for her news of July."""
    return not own_topic and (opens_follow_up(question) or points_back(question))


def points_back(question: str) -> bool:
    """'why did it go up?', 'what was it in april?', 'how long is it?': the question is about "it", the
    previous turn's thing, as the subject of its verb. Not "it" as an object ("did she need an operation
    for it?" asks of the operation, its own topic; "is she still on it" is `TAKING`'s)."""
    return bool(_IT_SUBJECT.search(question))


# "who else has knee trouble apart from joy", "anyone besides kai medal?", "which clients other than
# ruby are in a squad": the clients named right after one of these words are the ones the question is
# NOT about. Read as the focus, they scoped the search to their own records (their knee, their medal),
# so the answer quoted the very client the trainer set aside.
_EXCEPTING = re.compile(
    r"\b(?:apart\s+from|aside\s+from|besides|other\s+than|except(?:\s+for)?|excluding|not\s+counting)\s+",
    re.IGNORECASE,
)
_JOINED = re.compile(r"\s*(?:,|&|\band\b|\bor\b|\bnor\b)\s*", re.IGNORECASE)


def excepted(question: str, clients: Iterable[ClientRef]) -> tuple[str, list[ClientRef]]:
    """A question across the roster (`asks_across`) that sets clients aside by name ("who else …
    apart from joy", "anyone besides kai and ali"): the question without that clause, and those
    clients. Unchanged, and nobody, when no client's name follows the word, or nothing asks across
    the roster ("what did joy say apart from the knee" keeps Joy its client)."""
    clients = list(clients)
    if not asks_across(question):
        return question, []
    keys = [(c, person_names.naming_keys(c.display_name)) for c in clients]
    cut: list[tuple[int, int]] = []
    out: list[ClientRef] = []
    for m in _EXCEPTING.finditer(question):
        at, end = m.end(), m.start()
        while True:
            hit = next(((c, s, e) for c, k in keys for s, e, _ in person_names.spans(question[at:], k)
                        if s == 0), None)
            if hit is None:
                # "apart from gus": a pet name of one client (`nickname_spans`: Gus for Angus) sets that
                # client aside as the name does; read as no one, it scoped the question to Gus.
                hit = next(((c, s, e) for s, e in nickname_spans(question[at:], [c.display_name for c in clients])
                            if s == 0 for c in clients if person_names.nickname_of(question[at:][s:e], c.display_name)),
                           None)
            if hit is None:
                break
            client, _, stop = hit
            if client not in out:
                out.append(client)
            end = at + stop
            joined = _JOINED.match(question, end)
            if joined is None or joined.end() == end:
                break
            at = joined.end()
        if end > m.start():
            cut.append((m.start(), end))
    if not out:
        return question, []
    kept, last = [], 0
    for start, end in cut:
        kept.append(question[last:start])
        last = end
    kept.append(question[last:])
    # "anyone else with knee trouble besides tayo": with the others set aside, the indefinite pronoun
    # asks who, as "who else …" does; left in, "anyone" was a topic word no record says, and the
    # question was refused as 'anyone' (h-words29, blind24).
    return _ANYONE_ELSE.sub("who else", " ".join("".join(kept).split())), out


# The indefinite pronoun of a question that sets clients aside ("anyone else", "anybody else").
_ANYONE_ELSE = re.compile(r"\b(?:anyone|anybody|someone|somebody)\s+else\b", re.IGNORECASE)


def asks_for_others(question: str) -> bool:
    """'who else has knee trouble', 'which other clients run', 'anyone else had covid?': a question across
    the roster (`asks_across`) for people other than one already meant; typed in a conversation about
    a client, that client (service._set_aside)."""
    said = {w.lower() for w in words(question)}
    return bool(said & {"else", "other", "others"}) and asks_across(question)


def clients_named(question: str, clients: Iterable[ClientRef], now: datetime) -> list[ClientRef]:
    """The clients a question names (`named_clients`), read where chatWithAI (service._scope) and
    semanticSearch (search.focus) both read them: once the kind of record named (`asked_topic`, its
    owner's name moved out of the way by `name_beside_kind`) and the period the words name
    (timeframe.extract, and the run-up clause the dates make no topic) are out.

    A month said as the period is no client's name: "anything from may about her knee in june" names
    no June, and "what did June say in May?" names June alone. The chat read the message as sent and
    found June in the first and both in the second (then nobody: the whole roster searched), while
    the search read it after its period. A question that is nothing but its period names no one."""
    clients = list(clients)
    # "who else has knee trouble apart from joy" names Joy only to set her aside (`excepted`).
    question, _ = excepted(question, clients)
    _, asked = asked_topic(name_beside_kind(question, [c.display_name for c in clients]))
    rest, when = timeframe.extract(asked, now)
    return named_clients(timeframe.without_run_up(rest) if when is not None else asked, clients)


def named_clients(question: str, clients: Iterable[ClientRef]) -> list[ClientRef]:
    """Clients whose first or full name the question writes, in any of the ways
    shared/domain/names.py reads ("hyunwoo" or "Hyun woo" for Hyun-woo, "chloe" for Chloé,
    "johns knee" for John's).

    A first name that is also a common word ("Will", "May") counts where the question's shape makes it
    the name (shared/domain/word_names.py: "how's will", "will's knee", "did will go", "will in june";
    not "when will he be back", "will she race"), capitalised or not.

    The readings are tiers (`_NAMING_TIERS`), walked in order until one gives an answer, the surest first:
    the name as written (`_in_full`), the surname (`_by_surname`), a first name typed with one slip or spelt
    another way (`_by_slip`), a pet name (`_by_pet_name`), a long first name written as it is said
    (`_by_sound_as_written`). A looser reading is asked only where every surer one read no name, so a name
    written right is never taken for a slip of another client's, and a slip never for a pet name. A tier
    gives None where it reads no name (the next tier reads on), else the answer ([]: a name it cannot give
    to one client). Each tier states who it may give: every client named (`_in_full`: a question may name
    two), or one client only (`_one_or_next`, `_one_or_no_one`).
    """
    clients = list(clients)
    for tier in _NAMING_TIERS:
        found = tier(question, clients)
        if found is not None:
            return found
    return []


# A tier's rule for one client only. `_one_or_next`: one client, else the next tier reads on (two clients'
# surnames or pet names in one question are read no further by this tier, but a later one may tell).
# `_one_or_no_one`: one client; several, no one, and no later tier is asked (a slip or a sound that fits
# two clients names neither, and a looser reading must not pick one). None: the tier read no one.
def _one_or_next(found: list[ClientRef]) -> list[ClientRef] | None:
    return found if len(found) == 1 else None


def _one_or_no_one(found: list[ClientRef]) -> list[ClientRef] | None:
    if not found:
        return None
    return found if len(found) == 1 else []


def _in_full(question: str, clients: list[ClientRef]) -> list[ClientRef] | None:
    """Every client whose first or full name the question writes (names.spans of names.naming_keys), a name
    that is also a word only where it stands as a name; None when it writes none."""
    firsts = {person_names.first_name(c.display_name) for c in clients}
    found: list[ClientRef] = []
    for c in clients:
        others = firsts - {person_names.first_name(c.display_name)}
        for start, end, key in person_names.spans(question, person_names.naming_keys(c.display_name)):
            written = question[start:end]
            if key in FILLER and " " not in written.strip() and \
                    not word_names.stands_as_name(question, start, end, key, others):
                continue  # "will he come back?": the word, not Will
            found.append(c)
            break
    return found or None


def _by_surname(question: str, clients: list[ClientRef]) -> list[ClientRef] | None:
    """"mrs pettigrew", "mr okafor", "forsyth": the one client whose surname the question writes
    (`surnames_named`)."""
    return _one_or_next(surnames_named(question, clients))


def _typed_words(question: str) -> list[str]:
    """The question's words (folded) that are no English word, each also without a plural's or a possessive's
    "s" where it is long enough to be a name with it ("sarahs"): the words a slip or a sound reading reads."""
    typed = [person_names.fold(t) for t in words(question) if not is_word(person_names.fold(t))]
    return [t.removesuffix("s") if t.endswith("s") and len(t) > 4 else t for t in typed] + typed


def _by_slip(question: str, clients: list[ClientRef]) -> list[ClientRef] | None:
    """"jonh", "Sarha": the one client whose first name a word typed with one slip writes (`near_name`). Not an
    English word one letter from a name ("what grade" after "<name>'s hamstring" is no slip of Grace; "is it
    down" none of Dawn): that is the word, and the follow-up stays with the conversation's client."""
    typed = _typed_words(question)
    # A name that is also an English word ("derrick", a crane) is read only as another spelling of the
    # name (`names.spelt_by_sound`), where the word list knows it as a person's name too (english.is_name:
    # "derrick", never "down" for Dawn).
    named_words = [f for t in words(question) if is_word(f := person_names.fold(t)) and english.is_name(f)]
    return _one_or_no_one([
        c for c in clients
        if (first := person_names.first_name(c.display_name)) and len(first) >= 4
        and (any(len(t) >= 4 and t not in FILLER and near_name(t, first) for t in typed)
             or any(len(t) >= 4 and t not in FILLER and person_names.spelt_by_sound(t, first) for t in named_words))
    ])


def _by_pet_name(question: str, clients: list[ClientRef]) -> list[ClientRef] | None:
    """"whens beth due", "gazs ldl": the one client a pet name made from a first name names (`nickname_spans`),
    and no one where the pet name is one client's against its own name but not across the whole roster."""
    one = _one_or_next([
        c for c in clients
        if any(person_names.nickname_of(question[a:b], c.display_name) for a, b in nickname_spans(question, [c.display_name]))
    ])
    if one is None:
        return None
    return one if nickname_spans(question, [c.display_name for c in clients]) else []


def _by_sound_as_written(question: str, clients: list[ClientRef]) -> list[ClientRef] | None:
    """The one client whose long first name a typed word writes as it is said (`written_as_said`)."""
    return _one_or_no_one(written_as_said(_typed_words(question), clients))


_NAMING_TIERS = (_in_full, _by_surname, _by_slip, _by_pet_name, _by_sound_as_written)


def written_as_said(typed: Iterable[str], clients: Iterable[ClientRef]) -> list[ClientRef]:
    """The clients whose long first name a typed word (folded, no English word) writes as it is said
    (`names.spelt_as_said`: "filomena" for Philomena, "wilemina" for Wilhelmina), read last of the tiers: a
    closer slip or a pet name of any client comes first, and a word said like two clients' names names neither."""
    typed = [t for t in typed if t not in FILLER]
    return [c for c in clients
            if (first := person_names.first_name(c.display_name))
            and any(person_names.spelt_as_said(t, first) for t in typed)]


# Before a word, these make it a thing, not a person's name ("my mac", "the tank").
_DETERMINERS = frozenset("a an the my your his her our their its this that".split())


def with_given_names(question: str, clients: Iterable[ClientRef], relatives: bool = False) -> str:
    """The question with the names a client's profile gives written as the roster holds them: the names the
    client goes by (`_with_called`), the client's trade by its everyday name (`_with_trades`), and with
    `relatives` (the chat's reading, which reads a relative's own words: shared/usecases/speaker_records.py)
    a relative named alone (`_with_relatives`). The search keeps the relative's name: its ranking finds
    the records by it (blind26's "how many times has shona messaged" lost its search hit as "Euan's mum")."""
    clients = list(clients)
    # A married or maiden name after a title or the first name ("mrs ainscough"), a title with a surname's
    # initial ("mrs a"), written as the client's first name (shared/domain/surname_forms.py).
    question = surname_forms.as_registered(question, client_names.surnames_of(clients))
    out = _with_trades(_with_called(_with_name_forms(question, clients), clients), clients)
    return _with_relatives(out, clients) if relatives else out


def with_texted_words(question: str, clients: Iterable[ClientRef], stats: TermStats | None) -> str:
    """The question with its texted words written out ("wen did kimmy strt runnin agen" -> "when did kimmy
    start running again": shared/domain/texted.py), the roster's names (as the clients go by them, and their
    relatives') never read. Read where chatWithAI and semanticSearch first read the question, beside
    `with_given_names`, so the two read it alike and every reader after sees the frame asked."""
    return texted.written_out(question, stats, client_names.spoken_names(clients))


def _with_name_forms(question: str, clients: list[ClientRef]) -> str:
    """The question with a name written in another form of one client's first or given name
    (names.another_form: "david" of Dafydd, known as Dai; "bethany" of Beth) written as the client's first
    name: "david pacemacker" -> "Dafydd pacemacker" (h-words36: blind31-320, blind30-631). Only a word the
    list knows as a name and not as an English word, that no client is called (their names, the names
    their profiles give, the pet names made of them: those readings are the others') and no client's
    relative is called ("what did christine say" of Chris's wife Christine stays hers), and that fits
    one client of the roster."""
    taken = {k for c in clients for k in person_names.all_keys(c.display_name)}
    taken |= client_names.called_keys(clients)
    taken |= client_names.relative_keys(clients)
    names_of = [(c, {person_names.first_name(c.display_name), *client_names.called_keys([c])}) for c in clients]
    if not clients or _names_a_client(question, clients):
        return question  # "des during storm desmond": Des is named, the other name is someone's or something else
    out = question
    for match in reversed(list(_WORD.finditer(question))):
        token = match.group(0)
        typed = person_names.fold(token)
        # A possessive with its apostrophe ("david's") read as the name; else the word whole ("james"), then
        # without a possessive's "s" ("davids").
        stem = typed[:-1]
        if typed.endswith("s") and ("'" in token or "\u2019" in token):
            forms = [(stem, True)]
        else:
            forms = [(typed, False)] + ([(stem, True)] if typed.endswith("s") and len(typed) > 3 else [])
        if any(form in taken for form, _ in forms):
            continue  # a client's or a relative's own name, or its possessive ("traceys" of Tracey, known as Trace)
        for form, possessive in forms:
            client = _one_name_form(form, clients, names_of, taken)
            if client is not None:
                first = client.display_name.split()[0]
                out = out[:match.start()] + (first + "'s" if possessive else first) + out[match.end():]
                break
    return out


def _with_relatives(question: str, clients: list[ClientRef]) -> str:
    """A relative the profile names ("Boyfriend Will") named alone in the question, written as the client's
    relative: "what did will say" -> "what did Gemma's boyfriend say" (h-words31: blind26), which the
    readings of a relative's words take from there (shared/usecases/speaker_records.py reads the profile's
    name for them). Only a name of one client's relative that is no client's name nor pet name, standing
    where a name stands (a word too, "will", only by its place: shared/domain/word_names.py), and not where
    the question names a client already."""
    if _RECORDED.search(question):
        return question  # a recorded session names its speakers by name ("Femi: …"), not by the relation
    owners: dict[str, list[tuple[ClientRef, str]]] = {}
    for c in clients:
        for relation, name in client_names.relatives_of(c):
            owners.setdefault(person_names.fold(name), []).append((c, relation))
    if not owners or named_clients(question, clients):
        return question
    taken = {k for c in clients for k in person_names.all_keys(c.display_name)}
    taken |= client_names.called_keys(clients)
    keys = {k for k, found in owners.items() if len(found) == 1 and k not in taken and len(k) >= 3
            and not any(person_names.nickname_of(k, c.display_name) for c in clients)}
    firsts = {person_names.first_name(c.display_name) for c in clients}
    out = question
    for start, end, key in reversed(person_names.spans(question, keys, possessive=False)):
        before = words(question[:start])
        if before and before[-1].lower() in _DETERMINERS:
            continue
        if not _SAYING.match(question, end):
            continue  # only the relative as the writer ("what did will say"): "tell dawn", "pauline's doctor" stay
        if (is_word(key) or key in FILLER) and not word_names.stands_as_name(question, start, end, key, firsts):
            continue
        client, relation = owners[key][0]
        out = out[:start] + f"{client.display_name.split()[0]}'s {relation}" + out[end:]
    return out


def _names_a_client(question: str, clients: list[ClientRef]) -> bool:
    """The question writes a client's name, a given name or a pet name of one as they are."""
    keys = {k for c in clients for k in person_names.naming_keys(c.display_name)}
    keys |= client_names.called_keys(clients)
    return bool(person_names.spans(question, keys)) or bool(nickname_spans(question, [c.display_name for c in clients]))


def _one_name_form(typed: str, clients: list[ClientRef], names_of: list[tuple[ClientRef, set[str]]],
                   taken: set[str]) -> ClientRef | None:
    """The one client whose first or given name the folded word `typed` writes in another form
    (`_with_name_forms`), or None."""
    if typed in FILLER or typed in taken or is_word(typed) or not (
            english.is_name(typed) or person_names.known_form(typed)):
        return None
    if any(person_names.nickname_of(typed, c.display_name) for c in clients):
        return None  # a pet name of a client's name: nickname_spans reads it
    found = [c for c, keys in names_of if any(person_names.another_form(typed, k) for k in keys if k)]
    return found[0] if len(found) == 1 else None


# The relative as the one who wrote: the name, then a verb of saying or writing ("will say", "shona messaged").
_SAYING = re.compile(r"\s+(?:say|said|says|text|texted|texts|message|messaged|messages|write|wrote|writes|"
                     r"mention|mentioned|send|sent|tell\s+me|told\s+me)\b", re.IGNORECASE)
# A question about a recorded session ("on the call", "in the recording").
_RECORDED = re.compile(r"\b(?:call|calls|recording|recordings|recorded|transcript|video)\b", re.IGNORECASE)


def _with_trades(question: str, clients: list[ClientRef]) -> str:
    """The everyday name of one client's trade after "the" or "our" ("how's the postie doing" of a retired
    postman), written as the client's first name: "how's Hamish doing" (h-words31: blind26). Only a trade
    one client of the roster has."""
    owners: dict[str, list[ClientRef]] = {}
    for c in clients:
        for trade in client_names.trades_of(c):
            owners.setdefault(trade, []).append(c)
    out = question
    for trade, found in owners.items():
        if len(found) != 1:
            continue
        first = found[0].display_name.split()[0]
        out = re.sub(rf"\b(?:the|our)\s+{re.escape(trade)}(['\u2019]s)?(?![\w'])",
                     lambda m: first + ("'s" if m.group(1) else ""), out, flags=re.IGNORECASE)
    return out


def _with_called(question: str, clients: Iterable[ClientRef]) -> str:
    """The question with each name a client's profile says they go by (ClientRef.called: "known as
    Mac") written as the client's first name: "mac's hip injection" -> "Malcolm's hip injection". Read
    once where a question enters (chat.service.prepare, search.run), so every later reading of names
    (the client named, the name taken out of the query, the answerability check's known names, the
    ranking's named sender) sees the name the roster holds.

    A given name two clients share, or that is another client's own name, is no one's. One that is an
    English word ("mac", "tank") is the name only where the question's shape makes it one
    (shared/domain/word_names.py: "mac's knee", "is mac back", "mac sleep in november"; not "my mac")."""
    clients = list(clients)
    owners: dict[str, list[ClientRef]] = {}
    for c in clients:
        for given in client_names.called_of(c):
            key = person_names.fold(given)
            if len(key) >= 2 and c not in owners.get(key, []):
                owners.setdefault(key, []).append(c)
    if not owners:
        return question
    taken = {k for c in clients for k in person_names.naming_keys(c.display_name)}
    keys = {k for k, cs in owners.items() if len(cs) == 1 and k not in taken}
    firsts = {person_names.first_name(c.display_name) for c in clients}
    out = question
    for start, end, key in reversed(person_names.spans(question, keys)):
        written = question[start:end]
        before = words(question[:start])
        if before and before[-1].lower() in _DETERMINERS:
            continue  # "my mac", "the tank": a thing, whatever the profile calls the client
        if (is_word(key) or key in FILLER) and not word_names.stands_as_name(question, start, end, key, firsts):
            continue  # "when will mac": the word's place, not a name's
        first = owners[key][0].display_name.split()[0]
        possessive = person_names.fold(written) != key
        # "how's del boy": the given name with "boy" or "girl" after it is one pet name two words long
        # (Del Boy), not the name and a topic "boy" (h-words30, blind25). Not after a possessive ("del's
        # boy" is his son).
        tail = None if possessive else _PET_TAIL.match(question, end)
        if tail is not None:
            end, possessive = tail.end(), bool(tail.group(1))
        out = out[:start] + (first + "'s" if possessive else first) + out[end:]
    return out


# The word after a pet name that makes it one name two words long: "del boy", "del boy's".
_PET_TAIL = re.compile(r"\s+(?:boy|girl)(['\u2019]?s)?(?![\w'\u2019])", re.IGNORECASE)


# A title before a surname: "mrs pettigrew", "Mr. Okafor", "dr patel" (shared/domain/surname_forms.py reads
# the same titles before a married or maiden name).
TITLES = surname_forms.TITLES
# A surname written alone names its client only from this many letters (and never when it is an English
# word: "Park", "Hill", "Walker" are words of their own).
SURNAME_ALONE_MIN = 4


def surnames_named(question: str, clients: Iterable[ClientRef]) -> list[ClientRef]:
    """The clients whose surname the question writes after a title ("mrs pettigrew", any case), or alone
    when the surname is no English word of SURNAME_ALONE_MIN letters or more ("forsyth")."""
    out: list[ClientRef] = []
    for c in clients:
        name_parts = person_names.parts(c.display_name)
        if len(name_parts) < 2:
            continue
        surname = name_parts[-1]
        for start, end, _ in person_names.spans(question, {surname}):
            before = words(question[:start])
            titled = bool(before) and before[-1].lower().rstrip(".") in TITLES
            alone = len(surname) >= SURNAME_ALONE_MIN and not is_word(surname) and surname not in FILLER
            if titled or alone:
                out.append(c)
                break
    return out


def _undoubled(word: str) -> str:
    """`word` with each doubled letter written once: "rebbeca" and "rebecca" both read "rebeca"."""
    return re.sub(r"(.)\1+", r"\1", word)


def near_name(typed: str, name: str) -> bool:
    """`typed` is a slip of the folded first name `name`: one edit apart, a swap of neighbours counted as
    one (`letter_edits.one_edit_or_swap`), or the same letters with a letter doubled in the wrong place,
    the commonest slip in a name ("rebbeca" for Rebecca, "phillipa" for Philippa: two edits apart, read
    as no one before h-words29), or another
    spelling of the name, itself a name (`names.spelt_by_sound`: "derrick" for Derek, three edits apart),
    or the name's consonants with other vowels (`names.spelt_with_other_vowels`: "dillon" for Dylan)."""
    return letter_edits.one_edit_or_swap(typed, name) or (typed != name and _undoubled(typed) == _undoubled(name)) \
        or person_names.spelt_by_sound(typed, name) or person_names.spelt_with_other_vowels(typed, name)


# "and the retest?" after "freddies hop test", "what about the rescan?" after "her first knee scan":
# a thing made again asks the previous question's thing a second time. Its own word ("retest") is
# rarely what the records say ("hop test again: right 1.52"), so the follow-up is read as the previous
# question's thing and "again". Only a word made of "re" and either a word of the previous question
# ("retest" after "hop test") or a check that is repeated by its nature (`REPEATED_CHECKS`): "record",
# "review" or "refill" are not a "cord", a "view" or a "fill" again.
_REMADE = re.compile(r"^re([a-z]{3,})$")
REPEATED_CHECKS = frozenset("test check scan screen assessment assess weigh weighin measure match bleed run".split())
# "first", "initial": the previous question's first one, which the repeat is not.
ORDINAL_WORDS = frozenset("first 1st initial original baseline earlier previous old".split())
REPEAT_OPENERS = ("and ", "what about", "how about")


def repeated(question: str, turns: Iterable[Any], names: Iterable[str]) -> str:
    """'and the retest?' after 'connor's first vit d result' -> 'and the vit d result again?': a
    follow-up whose only topic word is a thing made again (`_REMADE`), read as the trainer's previous
    question's words (names, filler and ordinal words out) and "again"; "" when it is not one or no
    earlier question of the conversation has words of its own. `turns`: oldest first."""
    names = list(names)
    q = " ".join(question.lower().split())
    own = topic(question, names).split()
    if not q.startswith(REPEAT_OPENERS) or len(own) != 1:
        return ""
    remade = _REMADE.match(own[0])
    if remade is None:
        return ""
    base = remade.group(1)
    said = _previous_words(turns, names, dropped=ORDINAL_WORDS)
    if not said or (base not in said and base not in REPEATED_CHECKS):
        return ""
    return re.sub(rf"\b{re.escape(own[0])}\b", " ".join(said) + " again", question, count=1, flags=re.IGNORECASE)


def _previous_words(turns: Iterable[Any], names: list[str], dropped: frozenset[str] = frozenset()) -> list[str]:
    """The words of the trainer's latest question that has words of its own (names, filler and `dropped`
    out), for a follow-up read as that question (`repeated`, `pointed_back`); [] when there is none.
    `turns`: oldest first."""
    for turn in reversed(list(turns)):
        if getattr(turn, "role", "") != "user":
            continue
        # A letter stays ("vit d", "hep b"): FILLER holds them as the pieces of "i'd" and "it's".
        said = [w for w in words(name_free(str(getattr(turn, "text", "")), names).lower())
                if (w not in FILLER or (len(w) == 1 and w not in "ai")) and w not in dropped]
        if said:
            return said
    return []


# "the first number she sent was?", "the corrected one or the first?", "and where was the extra one
# from?": a follow-up that points at one of the records the previous turn quoted (which of two figures
# the client sent, the one just corrected, the one added) and names no thing of its own. Its words
# ("first", "corrected", "number") are what no record says ("walked 3.2km", "sorry 2.3km"): read alone
# they were the words the history never uses and the follow-up was refused. Such a pointer is read as
# the previous question's words, so the same records answer it. Only these words beside "one(s)",
# "number(s)" or "figure(s)" after "the" / "that" / "this": "the other one" (often another side or
# limb, which the records may never give), "the new one" and "the old one" (another thing) are not read.
POINTED_NOUNS = frozenset("one ones number numbers figure figures".split())
POINTING_WORDS = frozenset(
    "first 1st second 2nd third last latest final corrected correct right original initial extra revised "
    "updated real actual proper earlier later".split()
)
_POINTER = re.compile(
    r"\b(?:the|that|this)\s+(?:(?:" + "|".join(sorted(POINTING_WORDS, key=len, reverse=True)) + r")\s+)?"
    r"(?:" + "|".join(sorted(POINTED_NOUNS, key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)


def pointed_back(question: str, turns: Iterable[Any], names: Iterable[str]) -> str:
    """'the first number she sent was?' after 'tobias's 5k time' -> 'the tobias 5k time she sent was?'
    (names out): a follow-up whose only words of its own point at one of the previous turn's records
    (`_POINTER`), its pointers replaced by the trainer's previous question's words (names and filler
    out); "" when it is not one or no earlier question has words of its own. `turns`: oldest first."""
    names = list(names)
    own = topic(question, names).split()
    pointer = _POINTER.search(question)
    if not own or pointer is None or not is_follow_up(question):
        return ""
    if any(w not in POINTED_NOUNS and w not in POINTING_WORDS for w in own):
        return ""
    said = _previous_words(turns, names)
    if not said:
        return ""
    # The first pointer becomes the previous question's words; any later one ("… or the first one") goes.
    remade = question[: pointer.start()] + "the " + " ".join(said) + _POINTER.sub("", question[pointer.end():])
    return " ".join(remade.split())
