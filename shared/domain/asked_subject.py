"""The thing a question asks about, told from its side details by where each word stands.

"what did she say about her *knee*", "sian's *bone density*", "did he have a *kidney* stone", "and his blood
*sugar*", "which legion *branch* is he in": the question names what it asks about in a noun phrase of its
own — the words after a possessive or an article that open a note to oneself, the thing a yes-or-no question
asks whether the client had, what "about" introduces, what "and his …" carries on to, what "which" asks to
pick. Every other word is a side detail: a verb ("did kieran *break* his ankle", "when did her knee *start*"),
a time ("the *night* wales won", "in the *new* year"), a place or an occasion after a preposition ("at the
*show*", "before the *marathon*"), an adjective of the trainer's ("his *sore* foot", "her *wrecked* knee").

Why it matters: the offline answer names the words its quoted records lack ("No message mentions 'kidney';
these are the closest ones"), and the decision reads the same words over the whole history; but the decision's
model reads how much the question's embedding rests on each word, and a sentence embedding rests little on one
noun beside a client's name and a word her records do say ("kidney" beside "stone"). On main 83fdc86d's dev
halves (the lane's brief), 28 false answers to unanswerable questions opened by naming the missing word and then
quoted other records, and 242 hits opened the same way (the missing word a verb, a time, a paraphrase's
adjective). The number of missing words does not tell them apart; where the word stands does. A record that
answers the question without its side detail answers it ("did kieran break his ankle": "fractured"); one that
never names its subject does not ("did he have a kidney stone": his gout).

`unsaid_subject` names the subject word the history never says, for the decision's registry of things never
said (shared/usecases/never_said.py), so the refusal, the citations and semanticSearch's empty result follow
one decision. Read only where the phrase is found by its opening (`subject_phrase`); a question of any other
shape ("how much did he lose", "who went to glastonbury") is left to the other checks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher
from typing import Any

from shared.domain import asked_attributes, english, kinds, sides, word_evidence, yes_no
from shared.domain.records_spelling import NUMBER_WORDS, TENS_WORDS
from shared.ports.keywords import tokens

_WORD = re.compile(r"[^\W_][\w'\u2019&-]*|&", re.UNICODE)
_POSSESSIVE = re.compile(r"^[^\W\d_][\w-]*'s$", re.UNICODE)
# What opens a noun phrase: an article or a possessive pronoun ("a kidney stone", "his blood sugar").
_DETERMINERS = frozenset("a an the his her their my your its our".split())
# A preposition: what follows it is a time, a place or an occasion ("at the bank", "before the marathon").
_PREPOSITIONS = frozenset("""in on at for with to from of during before after since over about around into onto
    by than like under above below off through until till til per via without within across near between against
    up down out besides""".split())
_AUXILIARIES = frozenset("""is was are were be been being do does did done has have had will would can could should
    shall may might must am isn't wasn't aren't weren't didn't doesn't hasn't haven't hadn't won't can't couldn't""".split())
_COPULAS = frozenset("is was are were isn't wasn't aren't weren't am".split())
_QUESTION_WORDS = frozenset("""what when where who whose why how which what's whats how's hows who's whos where's
    wheres when's whens""".split())
# What else ends a phrase: a conjunction, a pronoun (a clause of its own begins), an indefinite ("any
# complications", "anyone else": no one thing named), a time adverb, a time ("the *night* wales won").
_OTHER_ENDS = frozenset("""and or but nor vs versus plus & i you he she we they it me him them us that this these
    those there any some no anyone anybody anything everyone someone something nobody nothing else
    now yet still lately recently ever again too so just really already ago""".split())
_TIMES = word_evidence.TIME_WORDS | frozenset("""day days date dates today yesterday tonight tomorrow fortnight""".split())
# A phrase ends at a verb of the question's frame as well ("how is freya's marathon training going").
_LIGHT = frozenset("""go goes going gone went get gets getting got do doing come coming came looking holding
    feeling coping managing""".split())
_ENDS = _PREPOSITIONS | _AUXILIARIES | _QUESTION_WORDS | _OTHER_ENDS | _TIMES | _LIGHT
# Nouns that frame what is asked rather than name it ("what's the story with", "the kind of tear", "his
# reading", "a physio recommendation": what was said of the physio): no record needs to say them.
_FRAME_NOUNS = frozenset("""kind kinds type types sort sorts one ones thing things stuff bit bits part parts way
    ways lot lots side sides name names number numbers amount story deal news update updates latest plan plans
    recommendation recommendations suggestion suggestions advice
    result results score scores reading readings level levels range figure figures total""".split()) | frozenset(
    # Nouns that name only the category of the words before them ("a vegetarian *diet*", "her strength
    # *routine*", "the marathon *programme*"): a client says "I went vegetarian", never "my vegetarian diet",
    # so the category word is no sign the thing never came up (the app's own seed was refused on it).
    """diet diets routine routines regime regimes programme programmes program programs schedule schedules
    habit habits""".split()) | frozenset(
    # Nouns of trouble or of talk that the trainer puts after the thing ("her stomach *trouble*", "his heart
    # *scare*", "what's his *problem* with the handle", "the bacon roll *question*", "my *answer* when the scan
    # came back"): the client says the thing ("my stomach's bad", "thought it was a heart attack") and asks or
    # is answered without the noun; the thing before it is what is asked (h-wrong57: blind37-307, blind40-752,
    # blind41-024, blind41-798, blind43-393).
    """trouble troubles problem problems issue issues scare scares question questions answer answers reply
    replies""".split())
# Words the phrase may hold that are never the thing asked: a side of the body, an order, an age.
_SIDE_WORDS = frozenset("left right both other first second third last next new old".split())
# Kinds of the table whose members a client says in other words as often as by their names (a feeling, a
# symptom, an event known by its place): a phrase with a word of such a kind is left alone ("wrecked" knee of
# tiredness, "dizzy turns" for "dizzy spells", "the marathon block" for "london in april").
_SAID_OTHERWISE = word_evidence.SAID_IN_OTHER_WORDS - sides.BODY_FAMILIES
_MOST_WORDS = 4


def subject_phrase(question: str) -> list[str]:
    """The words of the noun phrase that names what the question asks about, lowercased, in order; [] when the
    question has no such phrase by its opening (the rule reads only these):

    - a note to oneself that opens on the thing ("sore foot", "uric acid on grand slam day", "mo's sore hip",
      "a level results"): the words from the start (a possessive or an article passed over);
    - "and his blood sugar", "and the first one": the words after the article;
    - "which legion branch is he in": the words after "which", two or more;
    - "what did she say about her knee": the words after "about" and its article;
    - a yes-or-no question ("did he have a kidney stone", "did she break a bone in her foot", "has she had a 24
      hour monitor"): the words after its first article or possessive pronoun that no preposition comes
      before ("did she freeze at the bank" names a place, not the thing asked);
    - "how is freya's marathon training going", "what's the talk test": the words after the possessive or
      article that follows "how is", "what's".

    A phrase ends at a preposition, a conjunction, a pronoun, an auxiliary, a time adverb or a verb of the
    frame (`_ENDS`, `_LIGHT`), after at most `_MOST_WORDS` words; a possessive inside it starts it again
    ("the coach's name")."""
    words = [w.lower().replace("\u2019", "'") for w in _WORD.findall(question)]
    while words and words[0] in ("so", "ok", "okay", "but", "um", "oh"):
        words = words[1:]
    if not words:
        return []
    start = _opening(question, words)
    return _phrase(words, start) if start is not None else []


def _opening(question: str, words: list[str]) -> int | None:
    """Where the subject phrase starts in `words`, by the question's opening; None for any other shape."""
    first = words[0]
    if "about" in words:
        i = words.index("about") + 1
        return i + 1 if i < len(words) and words[i] in _DETERMINERS else None
    if first == "and":
        return 2 if len(words) > 2 and words[1] in _DETERMINERS else None
    if first == "which":
        # "which legion branch is he in": a thing named by two words or more. One word asks for a value of
        # the thread's thing ("which side", "which category"), which a record gives without the word.
        return 1 if len(_phrase(words, 1)) >= 2 else None
    if yes_no.asks(question) and first not in _COPULAS:
        # The first article after the opening, before any preposition: "did she break a bone in her foot".
        # Not after "is", "was": what follows the article is the value asked ("is the baby a boy", "was it
        # just a sprain"), which the records give in their own words.
        for i, word in enumerate(words[1:], 1):
            if word in _PREPOSITIONS:
                return None
            if word in _DETERMINERS:
                # "did they give her a brace": "her" is the one given to, the article after it opens the thing.
                return i + 2 if i + 1 < len(words) and words[i + 1] in _DETERMINERS else i + 1
            if (_bare_thing_at(i, words) and first in _HAD and words[i - 1] in _GETTING
                    and word not in _NOT_A_THING and not word.endswith("ing")):
                # No article: "did he get crutches", "has she had acupuncture": the bare noun after a verb of
                # having or getting is the thing asked.
                return i
        return None
    if first in ("how", "what") and len(words) > 2 and words[1] in ("is", "was"):
        return _after_possessive_or_article(words, 2)
    if first in ("how's", "hows", "what's", "whats"):
        return _after_possessive_or_article(words, 1)
    if first in _ENDS:
        return None
    # A note to oneself: "sore foot", "mo's sore hip", "a level results".
    return _after_possessive_or_article(words, 0) if first in _DETERMINERS or _POSSESSIVE.match(first) else 0


# Verbs of having, getting or undergoing a thing, after a yes-or-no question's one-word subject: the bare noun
# that follows is what is asked whether the client had ("did she get stitches", "did they do an x-ray").
_GETTING = frozenset("have has had get got do done need needed try tried".split())
# Only after an auxiliary of something had ("can she do lunges" asks what she is able for, which the records
# tell in their own words: "back in the pool"). A gerund is an activity said in its other forms ("pinned").
_HAD = frozenset("did didn't has hasn't have haven't had".split())
# What follows such a verb without being a thing had: a state or a direction ("did he get better", "get home").
_NOT_A_THING = frozenset("""better worse well ill sick tired home back away over round around going to
    much many more less enough""".split())


def _bare_thing_at(i: int, words: list[str]) -> bool:
    """Whether word `i` stands where a yes-or-no question's bare thing had stands: after the auxiliary, a one-word
    subject and the verb ("did he get crutches"), or after the auxiliary and the verb alone — the decision reads
    the question without the client's name ("did tom get crutches" is read "did get crutches"), so the subject
    slot is empty there, and the question asks the same thing."""
    return (i == 3 and words[1] not in _DETERMINERS) or i == 2


def _after_possessive_or_article(words: list[str], i: int) -> int | None:
    if i < len(words) and (words[i] in _DETERMINERS or _POSSESSIVE.match(words[i])):
        i += 1
        if i < len(words) and words[i] in _DETERMINERS:  # "ellie's a level results"
            i += 1
        return i
    return None


def _phrase(words: list[str], start: int) -> list[str]:
    out: list[str] = []
    for n, word in enumerate(words[start:], start):
        if _POSSESSIVE.match(word):
            out = []  # "the coach's name": the phrase is what the possessive has
            continue
        if word in _ENDS or word in _DETERMINERS or len(out) == _MOST_WORDS:
            # "boy or girl": a choice between two, each a value of something the thread asked.
            return [] if word in ("or", "vs", "versus") else out
        out.append(word)
    return out


def unsaid_subject(question: str, unsaid: Sequence[str], candidates: Sequence[Any]) -> str:
    """The word of the question's subject (`subject_phrase`) that the history in scope never says (`unsaid`:
    the decision's words never said, as read and as typed) and that names the subject: the phrase's last word
    (its head: "monitor" of "24 hour monitor", "sugar" of "blood sugar"), or a word before it that the kinds
    table names as a thing ("kidney" of "kidney stone", "heart" of "heart scan", "leg" of "leg tremor"); ""
    when there is none.

    Not read: a number, a side or an order ("right", "first", "new": which one, not what), a noun of the frame
    (`_FRAME_NOUNS`: "story", "kind", "result"), a word that is no common English word (a name of its own or
    a slip of a word: word_evidence.unsaid_name reads those), a word spelt like one the ranked records say
    ("sulfate" / "sulphate", "tare" / "tear", "version" in "cardioversion"), a word of a phrase the records say
    with that word typed another way (`_slip_in_a_phrase`: "osgood slaughters"), and a phrase the table names as
    a feeling or a symptom ("dizzy turns" for "dizzy spells", a "wrecked" knee): those are said in other words
    as often as in their own. After "which", only the head ("which hospital" with the thread's "op" carried:
    the hospital is the value asked)."""
    phrase = subject_phrase(question)
    if not phrase:
        return ""
    text = " ".join(phrase)
    if any(e.family in _SAID_OTHERWISE for word in phrase for e in kinds.naming(word, text)):
        return ""
    missing = {s for word in unsaid for s in tokens(word)}
    which = question.lstrip().lower().startswith("which")
    last = _head(phrase)
    said: set[str] | None = None
    for n, word in enumerate(phrase[:last + 1]):
        stems = tokens(word)
        if (len(stems) != 1 or stems[0] not in missing or len(word) < 3 or any(ch.isdigit() for ch in word)
                or word in _SIDE_WORDS or word in _FRAME_NOUNS or not (english.is_word(word) or _role(word))):
            continue
        head = n == last
        if not head and (which or not (kinds.naming(word, text) or _names_which(word, phrase[:n], phrase[last], text, missing))):
            continue
        if said is None:
            said = word_evidence.candidate_words(candidates)
        if any(_spelt_as(word, s) for s in said) or _slip_in_a_phrase(phrase, n, candidates):
            continue
        return word
    return ""


def _role(word: str) -> bool:
    """`word` names a person of a trade or a role ("physio", "osteo", "chiro"): no word of the English list, yet
    no name of its own nor a slip either, so read as the list's words are ("shirley's knee *physio*" where her
    history never says a physio: blind46-835 was answered with her knee's records)."""
    return bool(asked_attributes.roles_asked(word))


def _head(phrase: list[str]) -> int:
    """Where the phrase's head stands: its last word, or the last before the frame nouns that end it ("ellie's
    a level *results*": the results are what is asked of the level, as "the coach's name" of the coach)."""
    n = len(phrase) - 1
    while n > 0 and phrase[n] in _FRAME_NOUNS:
        n -= 1
    return n


def _names_which(word: str, before: list[str], head: str, text: str, missing: set[str]) -> bool:
    """Whether `word`, a noun before the phrase's head, names which of the head's kind is asked: the head is
    said in the history and names no part of the body, and the word is a noun (its plural is an English word):
    "a *pressure* sore" where the records say only a sore throat, "*girdle* pain" where they say back pain.
    A sore or a pain the history tells is not the one asked. Not before a part of the body, where the word
    before it is the trainer's way of saying how it is ("achy shoulder", "dodgy knee"): the body part
    check reads those (word_evidence.unsaid_body_part). Nor a word that says how the thing is, which the
    records say in their own words ("slow thyroid" for an underactive one): an adjective has no plural
    ("wrecked", "pelvic") or has a superlative ("slowest", "sorest"), a participle ends "-ing" or "-ed", and a
    few adjectives of degree are nouns as well (`_DEGREE`). Nor after a number (`before`, the phrase's words
    before it): "twenty *metre* push", "two *mile* walk" say a unit, which the records write "20m"."""
    head_stems = tokens(head)
    if not head_stems or any(s in missing for s in head_stems):
        return False
    if any(e.family in sides.BODY_FAMILIES for e in kinds.naming(head, text)):
        return False
    if word in _DEGREE or word.endswith(("ing", "ed")) or _superlative(word):
        return False
    if any(w[:1].isdigit() or w in NUMBER_WORDS or w in TENS_WORDS for w in before):
        return False
    return english.is_word(word + "s") or english.is_word(word + "es")


# Adjectives of degree or regularity that are nouns too ("a constant", "a minor"): how a thing is, not which.
_DEGREE = frozenset("constant minor major chronic acute general normal usual regular main daily weekly".split())


def _superlative(word: str) -> bool:
    """The word has a superlative in the English list ("slowest", "sorest", "dodgiest", "biggest"): an adjective."""
    return any(english.is_word(form) for form in (word + "est", word + "st" if word.endswith("e") else "",
                                                  word[:-1] + "iest" if word.endswith("y") else "",
                                                  word + word[-1] + "est") if form)


def _spelt_as(word: str, other: str) -> bool:
    """`other`, a word the records say, is `word` typed another way: a word of five letters or more inside it
    ("version" in "cardioversion", "maker" in "pacemaker"), or a common English word as long at least but for a
    letter, that begins with the same letter and is spelt close by difflib's ratio (`_SAME_SPELLING`: "sulfate"
    / "sulphate", "tare" / "tear"). A slip seldom changes the first letter or drops two, and short words one
    letter apart are as often other words ("bone" / "gone", "stairs" / "star", "handicap" / "hand"), as a name
    is ("tremor" / "trevor")."""
    if len(word) >= 5 and word in other:
        return True
    return (other[:1] == word[:1] and len(other) >= len(word) - 1 and english.is_word(other)
            and SequenceMatcher(None, word, other).ratio() >= _SAME_SPELLING)


# As word_evidence's test of two spellings of one word ("letrazole" / "letrozole" 0.89).
_SAME_SPELLING = 0.75
# How alike a word of the question and the records' word beside the same neighbour must be to be one word
# misheard or mistyped ("slaughters" / "schlatter" 0.63, by difflib's ratio); "sugar" / "pressure" beside
# "blood" is 0.46, "heart" / "bone" beside "scan" 0.22: other things.
_SLIP_BESIDE = 0.6
_TEXT_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def _slip_in_a_phrase(phrase: list[str], n: int, candidates: Sequence[Any]) -> bool:
    """Whether a record says the phrase with its word `n` typed another way: a neighbour of the word in the
    phrase is said, and the record's word in the word's place beside it is spelt close to it ("osgood
    slaughters" where the records say "osgood-schlatter's")."""
    word = phrase[n]
    beside = [(m, phrase[m]) for m in (n - 1, n + 1) if 0 <= m < len(phrase)]
    for c in candidates:
        said = [w.lower() for w in _TEXT_WORD.findall(str(c.metadata.get("text") or ""))]
        for i, w in enumerate(said):
            for m, neighbour in beside:
                j = i + (n - m)
                if w == neighbour and 0 <= j < len(said) and SequenceMatcher(None, word, said[j]).ratio() >= _SLIP_BESIDE:
                    return True
    return False
