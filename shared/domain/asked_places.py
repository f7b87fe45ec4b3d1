"""A place asked of a thing that came up — "where was the vets tournament", "which hospital did maureen
have the nerve test at" — and whether the records naming the thing give one.

The thing is in the client's history ("calf went in the vets tournament", "nerve test on my left wrist"),
so every topic word is said and relevance is high, and the chat quoted the records naming it. What was
asked is where it was, and a record that names the event or "the hospital" without naming a place ("at
the hospital today", "british championships: 121 reps") did not tell it.

Read leniently, as asked_attributes reads a person's name: a place is any word that could be a name
(asked_attributes.holds_attribute's "name": a word no English word, or a capitalised one inside a
sentence) said after a word that places ("at", "in", "to", "from", "with", "for" …) or a copula ("It's Seattle";
not a person introduced, "it's Sue, Ellie's mum"), or right before the thing's own words ("the Cardiff 10k"), and
no word of the question nor a client's or a sender's name; a country written in capitals or as an English word
("trip to the UK", "back from japan") after a word that places. A summary (a session note, a profile) is read only in
its sentences naming the thing: each of its sentences is its own fact. A
place written only in lower-case English words ("at the lakes") would read as none, so the question
forms read are narrow: "which <place noun>" and "where was|were|is <an event>" ending the question.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Iterable, Sequence

from shared.domain import asked_attributes, bound_slots, english, event_measures, word_evidence
from shared.domain.query_dates import MONTHS
from shared.ports.keywords import tokens

# Nouns of a place a question may ask by "which": "which hospital", "which club does he play at".
PLACE_NOUNS = frozenset("""hospital hospitals club clubs gym gyms venue clinic school uni university college
    ground stadium track pool centre center hotel town city country ward practice studio a&e""".split())
# Things that happen somewhere, whose place "where was|were|is the …" asks (event_measures.EVENT_NOUNS).
_EVENT_NOUNS = event_measures.EVENT_NOUNS
# "where was|were|is|'s the …" ending the question, "held" after it allowed: the subject is read whole.
_WHERE = re.compile(r"^\W*where(?:\s+(?:was|were|is|are)|'s|\u2019s|s)\s+(?P<subject>[^?!.]+?)"
                    r"(?:\s+(?P<held>held|hosted))?\W*$",
                    re.IGNORECASE)
_WHICH = re.compile(r"\bwhich\s+(?P<noun>a&e|[a-z]+)\b", re.IGNORECASE)
# Words that may qualify the noun "which" asks before it ("which eye hospital", "which sports club", "which
# children's hospital"): at most `_QUALIFIERS`, none a word of the question's frame ("which did she go to").
_QUALIFYING = tuple(re.compile(rf"\bwhich\s+(?P<qualifiers>(?:[a-z'\u2019]+\s+){{{n}}})(?P<noun>a&e|[a-z]+)\b", re.IGNORECASE)
                    for n in (1, 2))
_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*", re.UNICODE)
_TOKEN = re.compile(r"[^\W_][\w'\u2019-]*|@", re.UNICODE)  # a record's words, "10k" and "@" too
# Words that ask, point or say who, no thing: left out of the thing asked.
_FRAME = frozenset("""which where what when who how was were is are s did does do has have had having the a an his her
    their my your our its it he she they him them i you we at in on to of for from with by go went going gone
    get got play plays playing played work works working be been being held hosted""".split())
_PRONOUNS = frozenset("he she it they him her them this that there".split())
# Words after which a name is a place ("at the Royal", "in Cardiff", "a trial with Wigan", "plays for Hawick").
_PLACING = frozenset("at in to from near with for held hosted venue @".split())
# Times of the year named as a name is ("in Ramadan", "over Easter"): no place.
_SEASONS_NAMED = frozenset("christmas xmas easter lent ramadan eid diwali hanukkah passover advent".split())
_DETERMINERS = frozenset("the a an my his her their our your its this that".split())
# A copula names the place as well as a word that places does ("It's Seattle, I'm stoked for my game there",
# "the venue was Bath"): the name after it is read the same way. But "Trevor it's Sue, Ellie's mum" introduces a
# person: a name followed, within `_INTRO_GAP` words, by a possessive, a relation or "here" is no place.
_COPULA = frozenset("is was it's it\u2019s its that's that\u2019s thats".split())
_INTRO_GAP = 3
_INTRODUCING = re.compile(r"['\u2019]s$|^(?:here|mum|mam|mom|dad|wife|husband|partner|girlfriend|boyfriend|son|daughter|"
                          r"sister|brother|mother|father|gran|granddaughter|grandson|nan|aunt|uncle|fella|bloke|missus|hubby|mate)$", re.IGNORECASE)
# A country written as an acronym in capitals ("a trip to the UK", "back in the USA"), or one whose name is also an
# English word or too short to read as a name ("japan", "wales", "turkey", "uk"): the name reading
# (asked_attributes.holds_attribute) leaves both out — capitals as shouting ("heard a POP"), English words as no name.
# Closed English of places, read only after a word that places.
_COUNTRIES = frozenset("""uk usa us uae nz gb japan wales china turkey chile jordan jersey guernsey guinea chad niger
    georgia malta cuba peru""".split())
_ACRONYM = re.compile(r"^[A-Z]{2,4}$")
# Acronyms of a ward, a clinician or the clock, not of a place's name ("in ICU", "at the GP", "at 9 AM").
_NOT_PLACES = frozenset("gp gps icu itu hdu er ed ae pt ot am pm tv pb pr".split())


def asked_place(question: str, known: Callable[[str], bool] = lambda w: False) -> tuple[str, frozenset[str]]:
    """(what a refusal names, the stems of the thing asked about) when `question` asks a place:
    ("the hospital's name", {nerve, test}) for "which hospital did maureen have the nerve test at" (a place noun of
    `PLACE_NOUNS` after "which"), ("venue", {vets, tournament}) for "where was the vets tournament" (the
    question ends on the subject, an event of `_EVENT_NOUNS` or any subject before "held"); ("", {})
    otherwise. Not "where was he", "where's she based", "where was the pain": no event asked."""
    lowered = question.lower()
    which = _which(lowered)
    if which and which.group("noun") in PLACE_NOUNS:
        # The qualifiers stay words of the thing: a record of the eye names the eye hospital's place too.
        asked = which.group(0)[:which.start("noun") - which.start()]
        return f"the {which.group('noun')}'s name", _thing(lowered.replace(which.group(0), asked), known)
    where = _WHERE.match(lowered)
    if not where:
        return "", frozenset()
    words = [w for w in _WORD.findall(where.group("subject"))]
    if not words or words[0] in _PRONOUNS or len(words) > 6:
        return "", frozenset()
    if not where.group("held") and words[-1] not in _EVENT_NOUNS:
        return "", frozenset()
    return "venue", _thing(where.group("subject"), known)


def _which(lowered: str) -> re.Match | None:
    """The "which <noun>" of a question: the place noun `PLACE_NOUNS` after at most two qualifying words
    ("which eye hospital": none a word of the frame, `_FRAME`), else the word right after "which"."""
    plain = _WHICH.search(lowered)
    if plain and plain.group("noun") in PLACE_NOUNS:
        return plain
    for pattern in _QUALIFYING:
        qualified = pattern.search(lowered)
        if (qualified and qualified.group("noun") in PLACE_NOUNS
                and not set(_WORD.findall(qualified.group("qualifiers"))) & (_FRAME | PLACE_NOUNS)):
            return qualified
    return plain


def _thing(text: str, known: Callable[[str], bool]) -> frozenset[str]:
    """The stems of `text`'s words that name the thing: no word of the frame, no client's name."""
    out = set()
    for w in _WORD.findall(text):
        bare = asked_attributes.said_words(w)
        for b in bare:
            if b in _FRAME or known(b) or (b.endswith("s") and known(b[:-1])):
                continue
            out.update(tokens(b))
    return frozenset(out)


def holds_place(text: str, thing: frozenset[str], said: frozenset[str],
                known: Callable[[str], bool] = lambda w: False) -> bool:
    """Some sentence of `text` gives a place: a word that could be a name (`_name_in`) among the two right
    after a word that places (`_PLACING`), one determiner between allowed ("at the Royal", "in Cardiff", "a
    trial with Wigan", "at reading u18s"; not "want to do the Spartan Beast": "do" is no determiner; not
    "in Ramadan": a time), or right before a word of the
    `thing` ("the Cardiff 10k"); none of the question's words (`said`) nor a name `known`."""
    for sentence in bound_slots.sentences(text):
        words = list(_TOKEN.finditer(sentence))
        for k, m in enumerate(words):
            word = m.group(0).lower()
            if word in _PLACING or word in _COPULA:
                j = k + 1
                if j < len(words) and words[j].group(0).lower() in _DETERMINERS:
                    j += 1
                if word in _PLACING and j < len(words) and _a_country(words[j].group(0), said):
                    return True
                if word in _COPULA and any(_INTRODUCING.search(w.group(0)) for w in words[j + 1:j + 1 + _INTRO_GAP]):
                    continue  # "it's Sue, Ellie's mum": a person introduced
                # The place's first two words: a place in lower-case English words is often named by the word
                # after ("a trial at reading u18s"); after a copula, the word right after it only.
                last = min(j + (2 if word in _PLACING else 1), len(words))
                if any(words[i].group(0).lower() not in _SEASONS_NAMED
                       and _name_in("at " + words[i].group(0), said, known) for i in range(j, last)):
                    return True
            elif k and any(s in thing for s in tokens(word)) and not sentence[words[k - 1].end():m.start()].strip():
                # Right before the thing, only a word no English word names a place ("the Cardiff 10k"):
                # "World championships", "Veterans tournament" are the event's own words. In the thing's own
                # phrase only: "atrial fibrillation (ECG 8 August)" names the diagnosis the ECG found, and a
                # bracket or a comma between the two words ends the phrase (blind32-061).
                if _name_in("at " + words[k - 1].group(0).lower(), said, known):
                    return True
    return False


def _a_country(word: str, said: frozenset[str]) -> bool:
    """`word` is a country the name reading leaves out (`_COUNTRIES`: "UK", "japan"), or an acronym in capitals
    ("the USA"), that the question does not say; "US" only in capitals ("with us" is no country)."""
    lowered = word.lower()
    if lowered in said:
        return False
    if lowered == "us":
        return word == "US"
    return lowered in _COUNTRIES or (bool(_ACRONYM.match(word)) and lowered not in _NOT_PLACES
                                     and not english.is_word(lowered) and not asked_attributes.names_a_thing(lowered))


def _name_in(fragment: str, said: frozenset[str], known: Callable[[str], bool]) -> bool:
    # The fragment opens on a word that places ("at …"): the word after it is inside a sentence, so its
    # capital is read ("at Bath" names a place; "Bath" opening a sentence would not). A word the kinds table
    # names is a condition, a drug or a test, no place: "osteopenia (DEXA 12 February" read "osteopenia" as
    # the place of the dexa, as "the Cardiff 10k" is (h-refuse36, blind31-175).
    word = fragment.split(" ", 1)[-1].lower().strip("'\u2019")
    return (not asked_attributes.names_a_thing(word)
            and asked_attributes.holds_attribute("name", fragment, known, said))


def records_naming(texts: Iterable[str], thing: frozenset[str], noun: frozenset[str]) -> list[str]:
    """The texts of `texts` that say a word of the `thing` or of the place `noun` ("hospital"), whole: a
    place is often named without either word in the sentence beside ("Her shoulder popped out … She's in a
    sling at Southampton General"). Where the question names no thing ("which a&e did she go to"), the texts
    saying the place noun; every text where none says a word of either (lenient: a place said anywhere read
    then counts: "which club does he play at" of "plays for Hawick")."""
    texts = list(texts)
    if not thing | noun:
        return texts
    naming = [t for t in texts if bound_slots.says(t, thing | noun)]
    return naming or texts


# A city, a country: where a person was, when the question names no thing of theirs ("Which city was John in before
# traveling to Chicago?", "Which country was Tim visiting in the second week of November?"). Such a place is told
# in many ways across a chat ("It's Seattle, I'm stoked for my game there") that the records most like the question
# do not hold, and the check reads a thing's place (a hospital of a scan, a venue of a tournament), not a person's
# whereabouts: "which city was it in" (a thing) and "which club does he play at" (an institution) are still read.
_AREAS = frozenset("city cities town towns country countries state states village villages county region".split())
# Words of when and of going or staying: no thing of their own.
_WHEN_OR_GOING = frozenset(s for w in """week weeks weekend day days month months year years first second third fourth
    last next before after during visit visiting visited travel traveling travelling traveled travelled trip stay
    staying stayed live living lived move moved moving""".split() for s in tokens(w)) | frozenset(
    s for month in MONTHS for s in tokens(month))


def _whereabouts(question: str, thing: frozenset[str], known: Callable[[str], bool]) -> bool:
    """The question asks the city or the country (`_AREAS`) a person named in it (a client's name, or a word
    capitalised after the first) was in, and names nothing else but times, going and names."""
    which = _WHICH.search(question.lower())
    if not which or which.group("noun") not in _AREAS:
        return False
    words = _WORD.findall(question)
    names = {s for w in words[1:] if w[:1].isupper() or known(w.lower()) for s in tokens(w.lower())}
    return bool(names) and not (thing - names - _WHEN_OR_GOING)


def _told(record: Any, words: frozenset[str]) -> str:
    """The text of `record` a place of the thing is read in: a message whole ("Her shoulder popped out … She's in a
    sling at Southampton General"); a summary (a session note, a profile: event_measures.own_day) only in its
    sentences saying the thing or the place noun where any does, each sentence of its own fact — "Right tibia stress
    reaction on MRI 2 November" is not placed by the note's "Picked for the Isle of Man team" nor "at the Manx
    championships" (h-never33: blind28-772)."""
    text = bound_slots.text_of(record)
    if event_measures.own_day(record) or not words:
        return text
    naming = [s for s in bound_slots.sentences(text) if bound_slots.says(s, words)]
    return " ".join(naming) if naming else text


def unheld_place(question: str, candidates: Sequence[Any], threshold: float,
                 known: Callable[[str], bool] = lambda w: False) -> str:
    """What a refusal names ("venue", "the hospital's name": `asked_place`) when the question asks the
    place of a thing and no relevant candidate, nor a turn beside one (word_evidence.exchange), that
    names the thing or the place noun gives a place (`holds_place`; every record read where the question
    names no thing or none names it: `records_naming`); "" otherwise, or where no candidate is relevant.
    The senders' names are known too: "Thanks Sioned" places nothing."""
    asked, thing = asked_place(question, known)
    if not asked:
        return ""
    if _whereabouts(question, thing, known):
        return ""
    read = word_evidence.relevant_and_beside(candidates, threshold)
    if not read:
        return ""
    knows = asked_attributes.knows(word_evidence.sender_words(candidates), known)
    said = asked_attributes.said_words(question)
    which = _which(question.lower())
    noun = frozenset(tokens(which.group("noun"))) if which and which.group("noun") in PLACE_NOUNS else frozenset()
    texts = records_naming((_told(c, thing | noun) for c in read), thing, noun)
    if any(holds_place(t, thing, said, knows) for t in texts):
        return ""
    return asked
