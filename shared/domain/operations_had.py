"""An operation asked of one client: whether the records hold it, or answer its "no".

Three readings of a question that asks about an operation (docs/ANSWERS.md, h-never30):

- `answered`, its yes-or-no reading (`_treated_in`): a yes-or-no question asking by the broader word ("did
  tanya have an op on her shoulder", "did ellie need surgery for the flare") whose records never say "op" but name a medicine
  given for the thing asked ("steroid injection in my right shoulder", "flare … iron infusion"). The
  records answer it ("no: a steroid injection"), so the rule that a history never saying "op" had no
  operation (word_evidence.unsaid_thing) must not refuse it. A record naming only scans or rest for the
  thing ("x-ray then MRI … nothing on her left hand for 6 weeks") answers nothing about an operation and
  is still refused, and so is one naming a support ("buddy strapping for 3 weeks").
- `unsaid_operation_name`: an operation asked by a word that names nothing but an operation ("pinned",
  "resection", "-ectomy") that the history never says ("did cal have his collarbone pinned": "sling,
  no plate"; "did ellie have a bowel resection"). The kinds table's operation names are not read there
  (a client says a knee replacement as "a new knee"); these words have no everyday sense to say them in
  other words.
- `unheld_operation`: an operation asked as a condition's, not as a yes-or-no question ("brian's hernia
  op"), when no record of the client says an operation word beside the condition ("since the op" of
  another operation, "no hernia", "worried about a hernia" hold no hernia op).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from shared.domain import kinds, yes_no
from shared.domain.bound_slots import metadata_text

_WORD = re.compile(r"[a-z0-9]+(?:['\u2019][a-z]+)?")
_SENTENCE = re.compile(r"[.!?;:\n]+")

# The broader words of an operation, as a question asks one.
OPERATION_WORDS = frozenset("op ops operation operations surgery surgeries operate operated".split())

# Words that name only an operation done ("had it pinned", "a bowel resection", "an appendectomy"); not the
# kinds table's operation names, which a client says in other words ("a new knee").
_ONLY_OPERATIONS = frozenset("pinned pinning plated plating resection resected resections amputated "
                             "amputation grafted".split())
_OPERATION_SUFFIX = re.compile(r"^[a-z]{3,}(?:ectomy|ectomies|otomy|otomies|plasty|tripsy)$")

# What a record says was given for the thing instead of an operation: a medicine injected or infused, a
# procedure of its own done at the thing. Not a scan (which finds, and treats nothing), nor rest, physio or a
# support (a sling, buddy strapping): said of every injury whatever else was done, they tell nothing of an
# operation (blind25-746 "did aaron have surgery on the finger": "buddy strapping for 3 weeks", never said).
# Nor a medicine taken by mouth: tablets are taken after an operation as well as without one (levothyroxine
# after a thyroid is taken out), so "started me on levothyroxine" says nothing of one (blind30-829 "did beth
# have a thyroid op", blind32-207; h-refuse38).
_TREATMENTS = frozenset("injection injections injected jab jabs infusion infusions steroid steroids".split())
_MEDICINE_FAMILIES = frozenset({"injection", "steroid"})

# Words that say an operation done to the thing beside it ("hernia repair", "knee replaced", "a new knee"),
# read by holds_operation only, beside the thing: alone they name no operation.
_DONE_TO_IT = frozenset("reconstruction repair repaired replaced replacement scope keyhole arthroscopy stitches "
                        "removed fixed new released release".split())

# Words that deny an operation said after them ("no op", "no surgery needed", "no plate").
_DENIALS = frozenset("no not without never nothing didnt doesnt wont isnt wasnt".split())
_DENIAL_GAP = 3
# How near the operation word a record must name the thing for the operation to be the thing's
# ("knee op", "op on his knee", "ACL gone, op in feb").
_GAP = 4

# Words of the question that are not the thing: frame words, the client's pronouns and the operation's.
_NOT_THING = frozenset("a an the his her their my your on for of to in at with did does do has have had "
                       "having need needs needed get got go going was is were be been will would he she "
                       "they it any an s when what where how why which who whats wheres hows whens since "
                       "after before about ago long this that".split()) | OPERATION_WORDS


@dataclass(frozen=True)
class Asked:
    """The operation word the question asks by and the thing it is of ("hernia", "shoulder"), if named."""

    word: str
    thing: str


def _words(text: str) -> list[str]:
    return [w.replace("'", "").replace("\u2019", "") for w in _WORD.findall(text.lower())]


def asks_yes_no(question: str) -> bool:
    """A yes-or-no question, whose "no" the records may give (the one reading: shared/domain/yes_no.py)."""
    return yes_no.asks(question)


def _may_be_thing(word: str, is_name: Any) -> bool:
    # Not a frame word, nor the client's name, possessive or not ("brian's" read as "brians").
    return (word not in _NOT_THING and not word.isdigit() and not is_name(word)
            and not (word.endswith("s") and is_name(word[:-1])))


def asked_operation(question: str, is_name: Any = lambda w: False) -> Asked | None:
    """The broader operation word the question asks by and the thing named with it: the word before it
    ("hernia op", "knee surgery") or the one after "on"/"for" ("an op on her shoulder", "surgery for the
    flare"); None for no operation word. The client's name ("brian's") is never the thing."""
    said = _words(question)
    for i, word in enumerate(said):
        if word not in OPERATION_WORDS:
            continue
        before = [w for w in said[max(0, i - 2):i] if _may_be_thing(w, is_name)]
        if before:
            return Asked(word, before[-1])
        after = said[i + 1:i + 5]
        if after and after[0] in ("on", "for", "to"):
            rest = [w for w in after[1:] if _may_be_thing(w, is_name)]
            if rest:
                return Asked(word, rest[0])
        return Asked(word, "")
    return None


def _text(record: Any) -> str:
    # A candidate (`answered`'s) or the metadata of a record looked up (unheld_operation's).
    return metadata_text(getattr(record, "metadata", record))


def _names_thing(thing: str, words: Sequence[str]) -> list[int]:
    # The thing said as typed or by its plural/possessive ("shoulders", "flares", "knee's").
    return [i for i, w in enumerate(words) if w == thing or w.rstrip("s") == thing.rstrip("s")]


def _treated(words: Sequence[str]) -> bool:
    # A treatment anywhere in the sentence naming the thing: a note lists what was done in one
    # ("flare 4 March (CRP 48), infliximab every 6 weeks from March, … iron infusion 7 April").
    if any(w in _TREATMENTS for w in words):
        return True
    return any(e.family in _MEDICINE_FAMILIES for e in kinds.entries(" ".join(words)))


def _sentences(records: Iterable[Any]) -> list[tuple[str, list[list[str]]]]:
    """Each record's text and the words of each of its sentences: what `_treated_in` and `_told_in` read, read
    once when both are asked (`answered`)."""
    return [(text, [_words(s) for s in _SENTENCE.split(text.lower())]) for text in map(_text, records)]


def _treated_in(thing: str, read: Sequence[tuple[str, list[list[str]]]]) -> bool:
    return any(_names_thing(thing, words) and _treated(words) for _, sentences in read for words in sentences)


def _operated(words: Sequence[str]) -> bool:
    # A word naming only an operation anywhere in the sentence naming the thing, not denied: a note lists what
    # was done in one ("right kidney stone 7 mm (ct 19 november), lithotripsy 10 february").
    return any((w in _ONLY_OPERATIONS or _OPERATION_SUFFIX.match(w)) and not _denied(words, i)
               for i, w in enumerate(words))


def asks_of_no_thing(question: str, is_name: Any = lambda w: False) -> bool:
    """An operation asked by its broader word of no thing named ("did they operate", "has he had the op yet"):
    in a chat thread, of the thing the thread is about."""
    asked = asked_operation(question, is_name)
    return asked is not None and not asked.thing


_OPERATION_WORD = re.compile(r"\b(?:" + "|".join(sorted(OPERATION_WORDS, key=len, reverse=True)) + r")\b", re.IGNORECASE)


def of_thing(question: str, thing: str) -> str:
    """`question`, an operation asked of no thing, with `thing` after its operation word ("did they operate on
    thumb", "has he had the op on hip yet"): read so, `asked_operation` finds the thing. Only the thing's last
    word, its head ("thumb" of "billie thumb": a pet name the roster does not hold stays in a thread's opening
    thing, and `asked_operation` reads the first word after "on")."""
    head = thing.split()[-1] if thing.split() else thing
    return _OPERATION_WORD.sub(lambda m: f"{m.group(0)} on {head}", question, count=1)


def told_by_its_own_name(question: str, records: Iterable[Any], is_name: Any = lambda w: False) -> bool:
    """Whether a question asking an operation by its broader word ("wilhemina's thumb op", "did they operate on
    mortimer's stone") of a thing it names is answered by a record (of `records`, the question's candidates)
    that tells what was done to the thing by its own name: an operation beside it (`holds_operation`: "trigger
    thumb released", "a new hip"), or an operation's own word in the sentence naming it ("stone … lithotripsy
    10 february"). A treatment given instead answers only a yes-or-no question (`answered`): "brian's
    shoulder op" asks of an operation, and a steroid jab is not one.

    The history never says "op", and the rule that such a history had no operation (word_evidence.unsaid_thing)
    refused both; their records answer them (blind40-565, blind39-154)."""
    asked = asked_operation(question, is_name)
    return asked is not None and bool(asked.thing) and _told_in(asked.thing, _sentences(records))


def _told_in(thing: str, read: Sequence[tuple[str, list[list[str]]]]) -> bool:
    return any(holds_operation(thing, text) or any(_names_thing(thing, words) and _operated(words) for words in sentences)
               for text, sentences in read)


def answered(question: str, records: Sequence[Any], is_name: Any = lambda w: False) -> bool:
    """Whether an operation asked by its broader word of a thing is answered by `records` (the question's relevant
    candidates): for a yes-or-no question ("did tanya have an op on her shoulder"), by a record that names the
    thing with a treatment in the same sentence ("steroid injection in my right shoulder": `_treated_in`); for any
    question, by what was done to the thing in its own name (`told_by_its_own_name`). The question's operation and
    the records' sentences are read once, for both (never_said's "thing" check)."""
    asked = asked_operation(question, is_name)
    if asked is None or not asked.thing:
        return False
    read = _sentences(records)
    return (asks_yes_no(question) and _treated_in(asked.thing, read)) or _told_in(asked.thing, read)


def unsaid_operation_name(question: str, unsaid: Sequence[str]) -> str:
    """The word of `unsaid` (the question's words the history never says) that names nothing but an
    operation ("pinned", "resection", "appendectomy"), asked in `question`; "" for none."""
    asked = set(_words(question))
    for word in unsaid:
        w = word.lower()
        if w in asked and (w in _ONLY_OPERATIONS or _OPERATION_SUFFIX.match(w)):
            return word
    return ""


def _denied(words: Sequence[str], at: int) -> bool:
    return any(w in _DENIALS for w in words[max(0, at - _DENIAL_GAP):at])


def _operation_at(words: Sequence[str], i: int) -> bool:
    if words[i] in OPERATION_WORDS or words[i] in _ONLY_OPERATIONS or _OPERATION_SUFFIX.match(words[i]):
        return True
    return any(e.family == "surgery" for e in kinds.entries(words[i]))


def holds_operation(thing: str, text: str) -> bool:
    """Whether a record's `text` says an operation (a broader word, a word naming only an operation, a
    kinds-table operation name: "replacement", "reconstruction" aside) within `_GAP` words of the thing,
    in one sentence and not denied ("no op")."""
    for sentence in _SENTENCE.split(text.lower()):
        words = _words(sentence)
        things = _names_thing(thing, words)
        if not things:
            continue
        for i in range(len(words)):
            if words[i] in _DONE_TO_IT or _operation_at(words, i):
                if _denied(words, i):
                    continue
                if any(abs(i - j) <= _GAP for j in things):
                    return True
        # A phrase of the table naming an operation of the thing ("hernia repair", "acl reconstruction").
        if any(e.family == "surgery" and e.member is not None for e in kinds.entries(sentence)):
            if any(not _denied(words, j) for j in things):
                return True
    return False


def _condition(word: str) -> bool:
    # A condition of the kinds table ("hernia"), whose operation a record names with it ("hernia repair",
    # "op on the hernia"). Not a part of the body: its operation is said by a part within it ("chase's
    # wrist bone op": "op done yesterday, screw in the scaphoid").
    return any(e.family == "condition" and e.member is not None for e in kinds.entries(word))


def unheld_operation(question: str, records: Iterable[Any], is_name: Any = lambda w: False) -> str:
    """The operation a question that is not yes-or-no asks as a condition's ("brian's hernia op": `_condition`),
    named for the refusal, when no record of `records` (the client's records saying its words) holds it
    (`holds_operation`); "" otherwise."""
    if asks_yes_no(question):
        return ""
    asked = asked_operation(question, is_name)
    if asked is None or not asked.thing or not _condition(asked.thing):
        return ""
    if any(holds_operation(asked.thing, _text(r)) for r in records):
        return ""
    return f"{asked.thing} {asked.word}"


def lookup_text(question: str, is_name: Any = lambda w: False) -> str:
    """The words a keyword lookup for the client's records of the operation asked reads: the condition
    (`unheld_operation` reads no other thing)."""
    asked = asked_operation(question, is_name)
    return asked.thing if asked is not None and asked.thing and _condition(asked.thing) else ""


# A removal asked as had ("did shannon have her thyroid out", "has he had his appendix removed", "did she get her
# tonsils taken out"): an operation asked by its verb, the thing right before the word of removal.
# The thing is the client's, said with a possessive or bare ("her thyroid", "tonsils"): "a night out", "the day
# out" are outings, and a participle ("get taken out") is the verb's.
_REMOVAL = re.compile(r"\b(?:have|has|had|having|get|gets|got|getting)\s+(?:(?:her|his|their|its|my|your)\s+)?"
                      r"(?P<thing>[a-z]+(?:['\u2019]s)?)\s+(?:out|removed|taken\s+out)\b", re.IGNORECASE)
_NOT_REMOVED = frozenset("taken it them one night day time evening morning afternoon weekend".split())
# Words of a record that say the thing was removed, beside it ("thyroid out", "appendix removed", "had it taken out").
_REMOVED = frozenset("out removed removal taken".split())


def asked_removal(question: str, is_name: Any = lambda w: False) -> str:
    """The thing a question asks as taken out (`_REMOVAL`: "thyroid" of "did shannon have her thyroid out"); ""
    for none, and for a pronoun or the client's name ("did they have it out")."""
    match = _REMOVAL.search(question)
    if match is None:
        return ""
    thing = _words(match.group("thing"))[0]
    return thing if _may_be_thing(thing, is_name) and thing not in _NOT_REMOVED else ""


def holds_removal(thing: str, text: str) -> bool:
    """A record's `text` says an operation on the thing (`holds_operation`) or its removal (`_REMOVED`) within
    `_GAP` words of it, in one sentence and not denied ("thyroid out in may"; not "no need to take it out")."""
    if holds_operation(thing, text):
        return True
    for sentence in _SENTENCE.split(text.lower()):
        words = _words(sentence)
        things = _names_thing(thing, words)
        if any(w in _REMOVED and not _denied(words, i) and any(abs(i - j) <= _GAP for j in things)
               for i, w in enumerate(words)):
            return True
    return False


def unheld_removal(question: str, records: Iterable[Any], is_name: Any = lambda w: False) -> str:
    """The removal a question asks as had ("thyroid out"), named for the refusal, when no record of `records`
    (the client's records saying the thing) says it or an operation on the thing (`holds_removal`); "" for a
    question asking none. The client's thyroid came up ("underactive thyroid", "thyroid tablets up to 75"), so
    every word but "out" is said and the model answered; no record tells of its removal, nor of none."""
    thing = asked_removal(question, is_name)
    if not thing:
        return ""
    if any(holds_removal(thing, _text(r)) for r in records):
        return ""
    return f"{thing} out"
