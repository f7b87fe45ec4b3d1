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

Word lists, like shared/usecases/chat/intent.py: the decision is coarse and must be
instant and predictable. One entry per field of `ClientProfile` (tests check that every
field has one).
"""

from __future__ import annotations

import re
from typing import Iterable

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
    ),
}
# "What does Fatima do for a living?": 'living' asks for the job only in this phrase
# ("where is she living?" does not).
_FOR_A_LIVING = re.compile(r"\bfor\s+a\s+living\b", re.IGNORECASE)

# Words that point at the profile without naming a field: they neither count nor block.
NEUTRAL = frozenset("file profile record records intake listed current main currently".split())


def asked_fields(topic_words: Iterable[str], question: str = "") -> tuple[str, ...]:
    """The profile fields a question asks for, from its topic words (lowercase, names and filler
    removed: `intent.content_words`) and the question itself; () when a word asks for something
    else or none asks for a field."""
    living = bool(_FOR_A_LIVING.search(question))
    words = ["work" if w == "living" and living else w for w in topic_words if w not in NEUTRAL]
    if not words:
        return ()
    fields = []
    for w in words:
        owners = [f for f, asking in ASKING_WORDS.items() if w in asking]
        if not owners:
            return ()  # a word that is not a profile field's: a question for the records
        fields.extend(f for f in owners if f not in fields)
    return tuple(fields)


def holds(profile: dict | None, fields: Iterable[str]) -> bool:
    """Does the profile have a value for any of `fields`? (An empty list or blank text is no value.)"""
    if not profile:
        return False
    for f in fields:
        value = profile.get(f)
        if isinstance(value, (list, tuple)):
            if any(str(v).strip() for v in value):
                return True
        elif isinstance(value, str):
            if value.strip():
                return True
        elif value is not None and not isinstance(value, bool):
            return True
    return False
