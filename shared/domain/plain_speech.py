"""A trainer's plain word for a thing the records name another way, read with the records' words.

Trainers ask in the words they speak ("bernie off the booze", "rich's dark pee", "ollie's face guard",
"sonny's sweets on the run", "for which charity"); the records say the same thing the way the client or
the clinic wrote it ("dry january", "his wee is the colour of coke", "a face mask", "jelly babies",
"raised £1,870 for diabetes uk"). Read as it stands, the plain word is a word no record says: the
ranking covered none of the question, its relevance stayed under the threshold, and the reply was "I
couldn't find any mentions of 'booze'". The same holds the other way for a sport's abbreviation that the
notes write out ("cmj" of "countermovement jump", "yoyo" of "Yo-yo 20.2", "it band" of "ITB syndrome").

Like shared/domain/lift_jargon.py, the records' words are added after the trainer's, never put in their
place: a record that says the trainer's word still matches it, and the question's embedding keeps what
the trainer asked. What is added is general coaching and everyday British vocabulary, the words anyone
would use for the same thing — never a name of one data set's records: the same thing (a face guard is
a face mask), its kinds where the plain word is their common name ("sweets": jelly babies, gummies), or
what doing it writes ("charity": raised, sponsored). Only the question is read this way, and the
feature definitions the fits are keyed on (shared/domain/fingerprint.py) are not touched: the ranking
and the decision read the longer question with their own unchanged code.

Each entry is a pattern of the trainer's words and the words added after it. Kept small and
unambiguous: a word with an everyday second sense ("drink", "water" in "water polo", "pad") joins only
inside a phrase that fixes it ("off the drink", "how much water").
"""

from __future__ import annotations

import re

# (the trainer's words, the records' words added after them). Grouped by what they name.
_ENTRIES: tuple[tuple[str, str], ...] = (
    # Stopping alcohol, in speech: "off the booze", "on the wagon", "drying out", "teetotal".
    (r"off\s+the\s+(?:booze|drink|sauce|grog|bevvies|alcohol)|on\s+the\s+wagon|drying\s+(?:\w+\s+)?out|teetotal",
     "sober dry not drinking alcohol"),
    # Wine by its slang name.
    (r"vino", "wine"),
    # Urine, as people say it (the kinds table knows "pee" and "urine", not "wee"; "wee" alone is not
    # read, it is "small" in Scottish and Irish speech).
    (r"pee|peeing|urine|piss", "urine wee pee"),
    # Protective gear under its other names.
    (r"face\s+guard|face\s+shield", "face mask"),
    (r"gum\s*shield", "mouthguard mouth guard"),
    (r"mouth\s*guard", "gum shield"),
    (r"shin\s+(?:guard|pad)s?", "shin pads shin guards"),
    # Sweets by their common kinds (a runner's fuel is often named by the kind).
    (r"sweets|sweeties|candy|lollies", "jelly babies gummies haribo"),
    # A charity is named by the cause; the records say what doing it writes.
    (r"charity|charities", "raised raising fundraising sponsored sponsor donations"),
    # Abbreviations of tests and structures that notes write out.
    (r"cmj|cmjs", "countermovement jump"),
    (r"yoyo|yo\s+yo", "yo-yo"),
    (r"it\s+band|itb", "iliotibial itb"),
    (r"dx", "diagnosis diagnosed"),
    # Everyday clippings the kinds table does not hold.
    (r"veggie", "vegetarian"),
    (r"hols", "holiday holidays"),
    # How much water one drinks is written as a volume, or as fluids.
    (r"how\s+much\s+water", "litres fluids"),
)
_PATTERNS = tuple((re.compile(r"(?<![\w'-])(?:" + words + r")(?![\w-])", re.IGNORECASE), added)
                  for words, added in _ENTRIES)


def with_record_words(question: str) -> str:
    """`question` with the records' words added after each plain word or abbreviation of `_ENTRIES`
    ("bernie off the booze" → "bernie off the booze sober dry not drinking alcohol"); unchanged when
    none is there. Each entry adds its words once, after its first match, but for those the match says."""
    out = question
    for pattern, added in _PATTERNS:
        match = pattern.search(out)
        if match is None:
            continue
        said = {w.lower() for w in match.group(0).split()}
        words = " ".join(w for w in added.split() if w not in said)
        out = f"{out[: match.end()]} {words}{out[match.end():]}"
    return out
