"""Words that are a body part as a noun and no topic as an adverb: "back".

"since the stents has derek been back to bowls", "and back in june?", "what did i say back":
"back" there is the adverb (returned, earlier, in reply), and read as the topic it sent the
search to the client's back and refused with "no mention of 'back'". The noun has its own
company: a possessive or an adjective before it ("her back", "lower back", "a sore back") or
a word of how it is after it ("back pain", "back is sore", "back spasms"). The adverb has
another: a verb of coming, going, being or answering before it ("been back", "got back",
"say back"), or a direction or a return after it ("back to", "back from", "back home"); "back in
june" only with such a sign before it ("tomas back in september" is his back, the possessive
written without its apostrophe). A sport done again is the adverb too: an activity's "-ing" after it
("back playing", "back running") or a session of it before it ("first jog back", "first game back").
`without_adverbs` takes out the adverb readings only; a "back" with no sign either
way stays a noun, as before (a question about a client's back must keep its topic).

A small table, like shared/usecases/intent.py's word lists: the reading is coarse, read
on the question's words alone, and must be instant and predictable.
"""

from __future__ import annotations

import re

# Words read as a noun or as an adverb by their neighbours. One entry so far; a word joins when it
# is a topic noun that questions also use as an adverb or particle.
AMBIGUOUS = frozenset({"back"})

# Before the word, the noun: determiners, possessives and adjectives of a body part.
NOUN_BEFORE = frozenset(
    """my your his her their our its the a an this that lower upper low mid middle sore bad stiff tight
    achy aching painful injured hurt tweaked dodgy right left whole""".split()
)
# After the word, the noun: how the part is, or a compound it heads.
NOUN_AFTER = frozenset(
    """pain pains ache aches aching spasm spasms injury injuries issue issues problem problems niggle niggles
    is was hurts hurt hurting sore stiff tight muscles muscle brace extension extensions squat squats squatting
    exercises exercise rehab pump day""".split()
)
# Before the word, the adverb: verbs of being, coming and going, of answering, and of resuming ("start back",
# "we build back slowly").
ADVERB_BEFORE = frozenset(
    """be been being is are was were am get gets got getting gotten come comes came coming go goes went going
    gone head heads headed heading bounce bounced bouncing ease eased easing step stepped move moved
    say said says write wrote reply replied replies text texted answer answered hear heard call called
    ring rang send sent message messaged report reported look looked looking way start starts started starting
    build builds building built""".split()
)
# After the word, the adverb: a direction, a return or a time. These alone say so ("back to bowls").
# And a sport or training done again ("is niamh back playing", "holly back running yet"): the back as a
# body part is never followed by the activity's "-ing" (its own "-ing" words, "back aching", "back
# squatting", are nouns' company above).
ADVERB_AFTER = frozenset("""to into from home up out off after since then again later before when
    playing running training jogging lifting swimming cycling riding racing competing walking rowing
    climbing sparring boxing skating skiing bowling golfing dancing""".split())
# Before the word, the adverb too: a session of a sport after a break ("his first jog back", "first
# session back", "first game back"); the back as a body part has no such word before it.
AFTER_A_BREAK = frozenset("""jog run session game match race swim ride walk workout training day week shift""".split())
# These say so only with a sign before it too ("been back in the gym", "and back in june?"): "tomas
# back in september" is his back in September, the possessive written without its apostrophe.
ADVERB_AFTER_WITH_SIGN = frozenset("in on at".split())

# Before the word, the adverb too: a pronoun that is only ever an object ("when do his work want him back",
# "get them back"): a body part is "his back", never "him back". Not "me" (dialect "me back" is "my back") nor
# "her" (both). blind20-072 was refused once the records' "back" of "work want me back" read as the adverb.
OBJECT_ONLY = frozenset("him them us".split())

# "neck and back": a word joined to another by these is a noun like it.
COORDINATING = frozenset({"and", "or"})

_TOKEN = re.compile(r"[^\W_]+(?:['\u2019][^\W\d_]+)?", re.UNICODE)


def _word(match: re.Match[str] | None) -> str:
    return match.group(0).lower().replace("\u2019", "'") if match else ""


def adverb_spans(question: str) -> list[tuple[int, int]]:
    """The character spans of the ambiguous words `question` uses as adverbs, in order."""
    tokens = list(_TOKEN.finditer(question))
    spans = []
    for i, token in enumerate(tokens):
        if _word(token) not in AMBIGUOUS:
            continue
        before = _word(tokens[i - 1]) if i > 0 else ""
        after = _word(tokens[i + 1]) if i + 1 < len(tokens) else ""
        if before in NOUN_BEFORE or after in NOUN_AFTER:
            continue  # "her back", "back pain": the body part
        if before in COORDINATING and i >= 2:
            continue  # "her neck and back in june": joined to another noun
        # "and back in june?" opens a follow-up: "earlier" ("and back?" alone may ask about the back).
        opening = before in COORDINATING and after in ADVERB_AFTER_WITH_SIGN
        if before in ADVERB_BEFORE or before in AFTER_A_BREAK or before in OBJECT_ONLY or after in ADVERB_AFTER or opening:
            spans.append(token.span())
    return spans


def without_adverbs(question: str) -> str:
    """`question` with the ambiguous words it uses as adverbs taken out ("has derek been back to
    bowls" → "has derek been to bowls"); unchanged when there are none."""
    spans = adverb_spans(question)
    for start, end in reversed(spans):
        question = question[:start] + question[end:]
    return " ".join(question.split()) if spans else question
