"""A thing asked of the client in focus that every record telling it tells of someone else, by name.

"did stu have a puncture" (a club message: "Fountains Abbey: Nigel 3rd overall with a puncture, Felicity 2nd
woman, Stu 9th in his age group"), "did beryl win the grantham singles" ("Digby won the Grantham singles!"),
"brody's ankle" ("Jed's done his ankle off the water jump"), "peran's cracked rib" ("Jory's out for six weeks
with a cracked rib"): the group chats a client is in are read as theirs, so every word asked is said, the
record ranks high, and the chat quoted another member's news as the client's. What tells it of the other is
where the thing is said: a clause whose subject is another person's name, not the client's, and no "I",
"me", "you" in it (the client may be one of them: "Barney and me qualified").

Read here: the thing of a yes-or-no question of having or doing ("did have a puncture", "has had a cracked
rib", "did fly solo for the first time", as the decision reads it with the client's name off) or of a
question that is a thing and nothing else ("ankle", "cracked rib"); a clause tells it when it says every
word of it (a verb by any of its forms: "won" for "win"). Nothing is refused when no clause tells the thing
(the other checks read that), nor when one clause of a candidate tells it with no one else's name before it.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from shared.domain import asked_attributes, client_names, english
from shared.domain import names as person_names
from shared.domain.bound_slots import sentences, text_of
from shared.ports.keywords import tokens

# "did have a puncture", "has she had a cracked rib", "did ever win …": the frame of a question of having or
# doing, the name taken off; the light verb ("have", "get") is no word of the thing.
_YES_NO = re.compile(r"^\s*(?:did|has|have|had)\s+(?:(?:he|she|they)\s+)?(?:ever\s+)?"
                     r"(?:(?:have|has|had|get|got|gotten)\s+(?:a|an|the|his|her|their|any)?\s*)?(?P<thing>.+?)\W*$")
# A question that is a thing and nothing else: a few words, none of them a question's.
_BARE = re.compile(r"^\s*(?:(?:the|a|an|his|her|their)\s+)?(?P<thing>[a-z][a-z' -]*?)\W*$")
_QUESTION_WORDS = frozenset("""what when where who whom whose which why how is are was were do does did can could
    will would should has have had any anyone anything been""".split())
_PREPOSITIONS = frozenset("in on at since over during before after around from until till by for".split())
_THING_WORDS = 4
# Words of a question's time, no part of the thing ("for the first time", "yet", "ever").
_TIME = re.compile(r"\b(?:for\s+the\s+first\s+time|the\s+first\s+time|yet|ever|again|recently|lately)\b")
# A verb's past forms the records tell it by, which its stem does not reach ("won" of "win").
_FORMS = {"win": ("won",), "fly": ("flew", "flown"), "break": ("broke", "broken"), "go": ("went", "gone"),
          "come": ("came",), "run": ("ran",), "fall": ("fell", "fallen"), "throw": ("threw", "thrown"),
          "catch": ("caught",), "take": ("took", "taken"), "swim": ("swam", "swum"), "ride": ("rode", "ridden"),
          "get": ("got", "gotten"), "buy": ("bought",), "sell": ("sold",), "tear": ("tore", "torn"),
          "lose": ("lost",), "beat": ("beaten",), "do": ("did", "done"), "make": ("made",), "split": ("split",)}
_STEM_FORMS = {s: frozenset(s2 for f in forms for s2 in tokens(f)) for base, forms in _FORMS.items()
               for s in tokens(base)}
# Where a sentence's clauses part: a comma, a semicolon, a colon (a headline before it: "Fountains Abbey:"),
# a dash.
_CLAUSE = re.compile(r"[,;:]\s+|\s+[-\u2013\u2014]\s+")
# The client may be one of those the clause names: a first or second person in it makes it theirs.
# A feast, a month or a day that begins a clause is no one ("Christmas grayling match").
_TIMES = re.compile(r"(?:christmas|xmas|easter|halloween|boxing|ramadan|eid|diwali|hogmanay|january|february|march"
                    r"|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday"
                    r"|thursday|friday|saturday|sunday)", re.IGNORECASE)
_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|me|my|mine|we|us|our|you|your|you're|you've)\b", re.IGNORECASE)
# A clause's subject: one or more capitalised names, joined by "and" or "&", a title allowed before each;
# then its possessive or "is"/"has" ("Jory's out"), a placing, or a lowercase word (its verb).
_TITLE = r"(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?"
_NAME = r"[A-Z][a-z\u00e0-\u00ff][^\W\d_]*(?:['\u2019-][A-Z][^\W\d_]+)?"
_SUBJECT = re.compile(rf"^\s*(?P<who>{_TITLE}{_NAME}(?:\s*(?:,|and|&)\s*{_TITLE}{_NAME})*)"
                      r"(?=['\u2019]s\b|\s+(?:\d|[a-z]))")


def asked_thing(asked: str) -> tuple[str, frozenset[str]] | None:
    """(the thing as the refusal names it, its stems) of a question of having or doing, or of a question that is
    a thing and nothing else, as the decision reads it (the client's name off); None for any other."""
    lowered = _TIME.sub(" ", asked.lower())
    match = _YES_NO.match(lowered)
    if not match:
        bare = _BARE.match(lowered)
        words = [re.sub(r"['\u2019](?:s|re|ve|d|ll)$", "", w) for w in bare.group("thing").split()] if bare else []
        # Nor a period asked alone ("in october", "over christmas"): a preposition first.
        if not words or set(words) & _QUESTION_WORDS or words[0] in _PREPOSITIONS:
            return None
        match = bare
    thing = " ".join(match.group("thing").split())
    stems = frozenset(tokens(thing))
    if not stems or len(stems) > _THING_WORDS:
        return None
    return thing, stems


def _says(clause: str, stems: frozenset[str]) -> bool:
    said = set(tokens(clause))
    return all(s in said or _STEM_FORMS.get(s, frozenset()) & said for s in stems)


def _clauses(text: str) -> list[str]:
    return [c for s in sentences(text) for c in _CLAUSE.split(s) if c.strip()]


def _a_name(word: str, is_name: Callable[[str], bool]) -> bool:
    """`word` (as written, capitalised) may be a person's name: a client's of the roster, or a common name that is
    no English word ("Rufus", "Nigel"; a name of neither list, "Ferdie", "Osgood-Schlatter", is not read); never a word of a trade or a relation ("Physio", "Mam"), nor of a time
    ("Christmas")."""
    lowered = word.lower()
    if asked_attributes.roles_asked(lowered) or _TIMES.fullmatch(lowered):
        return False  # "Physio says …", "Mam's …": a trade or a relative, whose words may be of the client
    # A capitalised English word is a sentence's first word more often than a name ("Left knee niggle", "Will
    # ring"): a name only where the roster has it. A word of neither list may be a drug, a place, a move
    # ("Otomize", "Feshiebridge", "Kickflip"): not read.
    return is_name(lowered) or (english.is_name(lowered) and not english.is_word(lowered))


def names_client(word: str, client: Any) -> bool:
    """`word` names the client: a word of their name, a pet name of it, a name their profile gives them."""
    folded = person_names.fold(word)
    own = {person_names.fold(n) for n in (*client_names.called_of(client), *getattr(client, "surnames", ()))}
    return (folded in person_names.all_keys(client.display_name) or folded in own
            or person_names.nickname_of(folded, client.display_name))


def others_subject(clause: str, stems: frozenset[str], client: Any, is_name: Callable[[str], bool]) -> str:
    """The name of the person `clause` tells its thing of when that is someone else than `client`: its subject,
    capitalised names at its start (`_SUBJECT`), none of them the client's nor a word of the thing, and no first
    or second person in it; "" otherwise."""
    if _PERSON.search(clause):
        return ""
    subject = _SUBJECT.match(clause)
    if not subject:
        return ""
    who = [w for w in re.findall(r"[^\W\d_]+(?:['\u2019-][^\W\d_]+)?", subject.group("who"))
           if w not in {"and", "Mr", "Mrs", "Ms", "Miss", "Dr"}]
    if not who or any(names_client(w, client) for w in who):
        return ""
    # The first is a person's name; one joined to it may be an animal's or a boat's ("Barney and Toffee").
    if any(set(tokens(w)) & stems for w in who) or not _a_name(who[0], is_name):
        return ""
    return " and ".join(who)


def told_of_another(asked: str, candidates: Sequence[Any], client: Any, is_name: Callable[[str], bool]) -> str:
    """The thing asked (`asked_thing`) of `client` (a roster entry: display_name, called, surnames) when some
    candidate tells it and every clause of the candidates telling it tells it of someone else by name
    (`others_subject`); "" otherwise, and for no client."""
    if client is None:
        return ""
    asked_of = asked_thing(asked)
    if asked_of is None:
        return ""
    thing, stems = asked_of
    # What the client writes of someone else is theirs to tell ("Basil's had a stroke" of "did queenie have a
    # stroke": the answer is no, her husband did): only the others' records (a coach's news to the group) are read.
    telling = [whose if not _written_by(record, client) else ""
               for record in candidates for sentence in sentences(text_of(record))
               for whose in _tellings(sentence, stems, client, is_name)]
    if not telling or not all(telling):
        return ""
    return thing


def _written_by(record: Any, client: Any) -> bool:
    metadata = getattr(record, "metadata", None)
    sender = metadata.get("senderId") if isinstance(metadata, dict) else getattr(metadata, "senderId", None)
    return sender is not None and sender == getattr(client, "client_id", None)


def _tellings(sentence: str, stems: frozenset[str], client: Any, is_name: Callable[[str], bool]) -> list[str]:
    """For each clause of `sentence` telling the thing, whose it is (`others_subject`; "" for the client's or no
    one's). A clause with no subject of its own, after the sentence's first, is the first clause's person's
    ("Rosie's rig tipped at the forest this morning, knee's hurt"), unless it says "I", "you"."""
    clauses = [c for c in _CLAUSE.split(sentence) if c.strip()]
    first = others_subject(clauses[0], stems, client, is_name) if clauses else ""
    out = []
    for k, clause in enumerate(clauses):
        if not _says(clause, stems):
            continue
        whose = others_subject(clause, stems, client, is_name)
        if not whose and k > 0 and first and not _PERSON.search(clause) and not re.match(r"\W*[A-Z]", clause):
            whose = first
        out.append(whose)
    return out
