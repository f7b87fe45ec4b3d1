"""A coach's everyday words: synonym groups and irregular forms for the keyword half of retrieval.

The dense half catches most paraphrases, but on short chat messages it misses
everyday equivalents a coach takes for granted ("knackered" / "exhausted",
"carbs" / "rice", "ran" / "running"), and the keyword half cannot see them at
all: the porter stemmer folds "running" into "run" but not "ran". Each word of
a question that belongs to a group brings the group's other words into the
keyword query (OR semantics in BM25 and in Pinecone's sparse vectors). What
counts as the word in the coverage feature and the answerability decision is
narrower (shared/domain/sameness.py): a group's words that the kinds table knows
as a sibling or a broader word ("wine" for "beer") widen the search only.

The groups are general coaching vocabulary, not fitted to any data set; keep
them small and unambiguous: a word that means different things in different
groups ("back" the body part vs "back" = again) stays out. `expand` also adds
the other one-word names the kinds table (shared/domain/kinds.py) gives the
same thing; that table does hold a few words with an everyday second sense
("back" / "spine", "run" / "jog"), so their expansion can bring in records of
the other sense — measured: no outcome of the answer benchmark's dev or test
split and no LoCoMo figure changed for the worse (docs/ANSWERS.md).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from shared.domain import kinds
from shared.ports.keywords import STOPWORDS, tokens  # noqa: F401  (STOPWORDS re-exported: part of the vocabulary)

SYNONYM_GROUPS: tuple[frozenset[str], ...] = tuple(
    frozenset(group.split())
    for group in (
        "tired exhausted knackered drained fatigued fatigue wiped shattered exhaustion",
        "stress stressed stressful overwhelmed anxious anxiety swamped frazzled",
        "sleep slept sleeping insomnia asleep",
        "carbs carb carbohydrates carbohydrate rice pasta bread oats potatoes",
        "protein whey chicken eggs",
        "run ran running jog jogged jogging",
        "swim swam swimming",
        "eat ate eating eaten meal meals",
        "drink drank drinking alcohol beer wine",
        "pain hurt hurts hurting sore soreness ache aches aching twinge",
        "injury injured injuries strain strained sprain sprained",
        "skip skipped missed miss cancel cancelled canceled",
        "weight weigh weighed weighing scale kg lbs",
        "shoulder shoulders rotator deltoid",
        "knee knees patella acl meniscus",
        "ankle ankles achilles",
        "period menstrual cycle",
        "vegetarian vegan plant-based",
        "water hydration hydrated dehydrated",
        "motivation motivated unmotivated",
        # Tobacco in a client's words ("off the fags", "not smoked since", "down to five cigs"). Not
        # "vape": another habit, which a record of smoking says nothing of.
        "smoke smoked smoking smoker smokes cigarette cigarettes cigs fags",
        # Blood oxygen as clients text it ("pulse ox 91%", "spo2 95"). Not "sats": its stem is "sat"
        # (Saturday, "sat down").
        "oxygen saturation spo2 ox oximeter oximetry",
        # A message passed on, as a client types it ("fwd from my gp: …", "fwded you the letter"): the
        # trainer asks "did anyone forward me …" of a record that never writes the word out.
        "forward forwarded forwarding fwd fwded",
    )
)
# The stop words live with the tokenizer they belong to (shared/ports/keywords.py).
_GROUP_OF = {word: group for group in SYNONYM_GROUPS for word in group}

# Irregular verbs: the forms of one verb are one word to the keyword half and to the coverage
# (shared/domain/sameness.py reads them as equivalents). The Porter stemmer folds "rings",
# "ringing" and "ringed" into "ring" but never "rang" or "rung", "bought" into "buy", "torn" into
# "tear": "has she rung the surgery" missed "rang the surgery", and its one topic word left
# uncovered kept the record under the threshold. English, not coaching: the verbs a trainer or a
# client says happened. A form that is also another everyday word is left out ("left": the side;
# "bit": a little; "shot": an injection; "stuck": "stick" is kit; "frozen": a frozen shoulder; "lit",
# "rose", "lay", "sat": Saturday; "won": the tokenizer reads "won't" as it), as is "burnt" (a word of its own to the kinds table: burnt out);
# so are the light verbs that carry no topic and fill every chat ("got", "went", "made", "kept",
# "thought", "meant", "knew"), and the verbs the groups above already hold (ran, swam, ate, drank, slept).
IRREGULAR_FORMS: tuple[frozenset[str], ...] = tuple(
    frozenset(forms.split())
    for forms in (
        "ring rang rung", "sing sang sung", "begin began begun", "break broke broken", "buy bought",
        "bring brought", "catch caught", "choose chose chosen", "drive drove driven", "fall fell fallen",
        "feel felt", "fight fought", "find found", "fly flew flown", "forget forgot forgotten",
        "give gave given", "grow grew grown", "hold held", "lose lost", "meet met", "pay paid", "ride rode ridden",
        "see saw seen", "sell sold", "send sent", "shake shook shaken", "speak spoke spoken",
        "spend spent", "stand stood", "steal stole stolen", "take took taken", "teach taught",
        "tear tore torn", "tell told", "throw threw thrown", "wake woke woken",
        "wear wore worn", "write wrote written", "blow blew blown", "build built",
        "hang hung", "hide hid hidden", "shrink shrank shrunk",
        "sting stung", "strike struck", "bend bent", "bleed bled",
        "dig dug", "draw drew drawn", "forgive forgave forgiven", "undergo underwent undergone",
    )
)
_FORMS_OF = {word: forms for forms in IRREGULAR_FORMS for word in forms}


def expand(words: Iterable[str]) -> list[str]:
    """The words, then their groups' other words and their other forms (`IRREGULAR_FORMS`: "rang"
    / "rung"), then the other names of the things they name in the kinds table
    (shared/domain/kinds.py: "physio" / "physiotherapist", "tummy" / "stomach"), each once, in a
    stable order."""
    words = list(words)
    out = list(dict.fromkeys(words))
    for word in words:
        for other in [*sorted(_GROUP_OF.get(word, ())), *sorted(_FORMS_OF.get(word, ())), *kinds.synonyms(word)]:
            if other not in out:
                out.append(other)
    return out


@lru_cache(maxsize=1)
def known_words() -> frozenset[str]:
    """Every one-word name of the kinds table and every word of the groups, as written (lowercase):
    the words a typing slip may be read as on the dense side (shared/domain/typos.py, `as_meant`).
    Written forms, not stems: "comping" shares the stem of "comp" without being a word of this list."""
    out = {name.lower() for names in kinds._written().values() for name in names if len(name.split()) == 1}
    out.update(word.lower() for group in SYNONYM_GROUPS for word in group if len(word.split()) == 1)
    return frozenset(out)


# Cached like `known_words`: typos reads it for every unseen word of every question (its second
# decorator had drifted onto `known_words` in cee92af, and each call re-stemmed the groups).
@lru_cache(maxsize=1)
def known_stems() -> frozenset[str]:
    """The stems of every one-word name of the kinds table and every word of the groups: real words
    of a coach's vocabulary, never read as typing slips of another word (shared/domain/typos.py)."""
    out = {stems[0] for stems in kinds._table() if len(stems) == 1}
    out.update(t for group in SYNONYM_GROUPS for word in group for t in tokens(word))
    return frozenset(out)
