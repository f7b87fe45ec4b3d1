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
    # A charity asked for is named by the cause; the records say what doing it writes. Only the charity
    # asked ("which charity", "for what charity"), not one naming an event ("a charity race", "what
    # charity event").
    (r"(?:which|what)\s+charit(?:y|ies)(?!\s+(?:event|events|race|races|run|runs|walk|ride|swim|work|match|game|"
     r"ball|gala|dinner|shop|fun|organi[sz]ations?|day))",
     "raised raising fundraising sponsored sponsor donations"),
    # Symptoms in speech and the words a clinic or a client writes for them.
    (r"wheezy|wheezing", "wheeze asthma inhaler chest tight"),
    (r"puffed(?:\s+out)?(?!\s+up)|out\s+of\s+puff", "out of breath breathless"),  # not "puffed up": swollen
    (r"frost\s+nip", "frostnip"),  # spelt as one word; not frostbite, a worse injury
    (r"irregular\s+heart\s*beat|heart\s+flutters?", "palpitations atrial fibrillation arrhythmia"),
    # Painkillers by their common kinds, dairy by what a record of an intolerance says.
    (r"pain\s*killers?", "paracetamol ibuprofen codamol codeine naproxen"),
    (r"dairy", "lactose milk"),
    # Abbreviations of tests and structures that notes write out.
    (r"cmj|cmjs", "countermovement jump"),
    (r"yoyo", "yo yo"),
    (r"it\s+band|itb", "iliotibial itb"),
    (r"dx", "diagnosis diagnosed"),
    # Everyday clippings the kinds table does not hold.
    (r"veggie", "vegetarian"),
    (r"hols", "holiday holidays"),
    # A weight asked in stone is written "15 st" or "17st 2" (not a kidney stone: only "in stone").
    (r"in\s+stones?", "st"),
    # How much water one drinks is written as a volume, or as fluids.
    (r"how\s+much\s+water", "litres fluids"),
)
# A sport played again after a break ("is niamh back playing", "playing again yet?") is told by the
# matches and games played: read before "back" is taken out as the adverb (shared/domain/particles.py),
# and recognised after it by the word that stays ("playing").
_AGAIN = (r"(?<=back\s)playing|playing(?=\s+again)", "match game games", r"playing")
_PATTERNS = tuple((re.compile(r"(?<![\w'-])(?:" + words + r")(?![\w-])", re.IGNORECASE), added)
                  for words, added in _ENTRIES)
# The same entries as they are recognised in a question read further: by their own pattern, or by the
# word an entry read before the adverb was taken out keeps.
_KEPT = tuple((re.compile(r"(?<![\w'-])(?:" + (entry[2] if len(entry) > 2 else entry[0]) + r")(?![\w-])", re.IGNORECASE), entry[1])
              for entry in (*_ENTRIES, _AGAIN))
_AGAIN_PATTERN = (re.compile(r"(?<![\w'-])(?:" + _AGAIN[0] + r")(?![\w-])", re.IGNORECASE), _AGAIN[1])


def again_words(question: str) -> str:
    """`question` with the matches and games added after a sport played again ("back playing" →
    "back playing match game games"): read before the adverb "back" is taken out."""
    match, words = _added(*_AGAIN_PATTERN, question)
    if match is None or not words or question[match.end():].lower().startswith(f" {words.lower()}"):
        return question
    return f"{question[: match.end()]} {words}{question[match.end():]}"


def _added(pattern: re.Pattern[str], added: str, text: str) -> tuple[re.Match[str] | None, str]:
    """The entry's first match in `text` and the words it adds after it (those the match says left out)."""
    match = pattern.search(text)
    if match is None:
        return None, ""
    said = {w.lower() for w in match.group(0).split()}
    return match, " ".join(w for w in added.split() if w not in said)


def with_record_words(question: str) -> str:
    """`question` with the records' words added after each plain word or abbreviation of `_ENTRIES`
    ("bernie off the booze" → "bernie off the booze sober dry not drinking alcohol"); unchanged when
    none is there. Each entry adds its words once, after its first match, but for those the match says,
    and not again where they follow it already (a question read twice reads the same)."""
    out = question
    for pattern, added in _PATTERNS:
        match, words = _added(pattern, added, out)
        if match is None or not words or out[match.end():].lower().startswith(f" {words.lower()}"):
            continue
        out = f"{out[: match.end()]} {words}{out[match.end():]}"
    return out


def alternatives(question: str) -> list[tuple[str, tuple[str, ...]]]:
    """In a question `with_record_words` read, each plain phrase the trainer typed and the words added
    after it: [("off the booze", ("sober", "dry", …))]. The decision reads the trainer's phrase as said
    when a record says one of them, and never names an added word as the one no record says."""
    out = []
    for pattern, added in _KEPT:
        match, words = _added(pattern, added, question)
        if match is not None and words and question[match.end():].lower().startswith(f" {words.lower()}"):
            out.append((match.group(0), tuple(words.split())))
    return out


def as_typed(question: str) -> str:
    """A question `with_record_words` read, without the words it added: what the trainer typed."""
    out = question
    for pattern, added in _KEPT:
        match, words = _added(pattern, added, out)
        if match is not None and words and out[match.end():].lower().startswith(f" {words.lower()}"):
            out = out[: match.end()] + out[match.end() + 1 + len(words):]
    return out
