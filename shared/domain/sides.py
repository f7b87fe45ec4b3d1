"""Which side of the body a text puts a paired part or a one-sided complaint on.

"right wrist" and "left wrist" share every word but the side, so the ranking and the word
features read a record about the left one as an answer about the right one. This module reads
the side a text gives each thing it names (word_evidence.other_side compares the question's with
the relevant records'). What counts as sided:

- the body parts of the kinds table (shared/domain/kinds.py: "body part", "leg", "arm", "foot",
  "hand", "knee") and the paired parts and organs it does not list (`PAIRED`: eye, ear, lung, kidney, …);
- complaints that sit on one side (`ONE_SIDED`: sciatica, a hernia, a cataract, …): "left-sided
  sciatica" is the left leg's, and a question about "right leg sciatica" is not answered by it.

Word order: the side before the thing ("left hand", "right side of my ribs", "left-sided sciatica",
"right leg sciatica" — the side qualifies each thing up to `REACH` content words on), or after
it in "on the left" / "to the right" / "(left)" ("sciatica on the left", "knee (R)").
Abbreviations: "l" / "r" / "lt" / "rt" right before the thing ("L knee", "rt shoulder").
"both" and "bilateral" are each side at once.

Whose part: in a conversation (a message, a transcript) the client writes "my" and is written
to as "your"; "his left hand" there is someone else's (the opponent's, a son's), so `sided_parts`
can leave third-person possessives out (`others=True`). A session note speaks of the client in
the third person and keeps them, and so does a message from the client's account that names its
account holder before the possessive (`owners`: "Raj again. Amit went over on his left ankle", a
brother texting for his blind brother, a wife for her husband): that part is the client's.
"""

from __future__ import annotations

import re
from functools import lru_cache

from shared.domain import kinds
from shared.ports.keywords import tokens

_SIDES = {"left": frozenset({"left"}), "right": frozenset({"right"}),
          "both": frozenset({"left", "right"}), "bilateral": frozenset({"left", "right"})}
# Abbreviations: only right before the thing they qualify ("r" alone is too common a letter).
_SHORT = {"l": frozenset({"left"}), "r": frozenset({"right"}), "lt": frozenset({"left"}), "rt": frozenset({"right"})}
# The families of the kinds table that name parts of the body.
BODY_FAMILIES = frozenset({"body part", "leg", "arm", "foot", "hand", "knee"})
# Paired parts and organs the kinds table does not list (each is its own thing).
PAIRED = ("eye eyes eyebrow eyebrows eyelid eyelids ear ears cheek cheeks cheekbone temple nostril lung lungs kidney "
          "kidneys breast breasts collarbone clavicle shoulder blade scapula pec lat lats oblique obliques flank "
          "pinky pinkie knuckle knuckles metacarpal bicep biceps tricep triceps sole soles arch arches "
          "eardrum tonsil ovary testicle").split()
# Complaints that sit on one side of the body.
# Not "cramp", "numbness" or "tingling": they come and go on either side ("right after training, cramp").
ONE_SIDED = "sciatica hernia cataract cataracts bunion bunions".split()
# Words between a side and what it qualifies that are not the thing: "left-sided", "right hand side".
_NOT_THINGS = frozenset(tokens("side sided"))
_HAND, _SIDE = tokens("hand side")
# How many content words may stand between a side and the thing it qualifies: "left wrist", "right
# ring finger", "the right side of my ribs" (side, rib) — not "left the gym early, knee sore".
REACH = 2
# "right after training", "right now", "right so": "right" as an adverb or a discourse word.
_ADVERBIAL = frozenset({"after", "before", "now", "away", "then", "there", "here", "so", "through", "back", "into",
                        "up", "down", "off", "from", "behind", "in", "at", "over", "under", "as", "ok", "okay", "enough"})
_HANDEDNESS = frozenset({"handed", "footed", "hander", "handers"})
_THIRD_PERSON = frozenset({"his", "her", "their", "hers", "theirs"})
_CLAUSE = re.compile(r"[.,;:!?\n]+")
_RAW = re.compile(r"[^\W_]+|\(", re.UNICODE)

Thing = tuple[str, object]  # ("kinds", (family, member)) or ("paired", stem)


@lru_cache(maxsize=1)
def _extra() -> dict[str, Thing]:
    return {stem: ("paired", stem) for word in (*PAIRED, *ONE_SIDED) for stem in tokens(word)}


@lru_cache(maxsize=1)
def _complaints() -> frozenset[Thing]:
    return frozenset(("paired", stem) for word in ONE_SIDED for stem in tokens(word))


# Families of the kinds table whose members are structures inside a joint: on the joint's side.
_INSIDE = frozenset({"knee"})


def asked(things: frozenset[Thing]) -> frozenset[Thing]:
    """What a question's sided thing is compared on: a one-sided complaint alone when it names one
    ("right leg sciatica" asks about the sciatica; the leg only says where), and a structure inside
    a joint with its joint ("left acl": a record of the right knee's ACL reconstruction puts it on
    the right)."""
    complaints = things & _complaints()
    if complaints:
        return complaints
    out = set(things)
    for kind, key in things:
        if kind == "kinds" and key[0] in _INSIDE:
            out.update(("kinds", (e.family, e.member)) for e in kinds.entries(key[0])
                       if e.family in BODY_FAMILIES and e.member is not None)
    return frozenset(out)


def _things_at(stems: tuple[str, ...]) -> dict[int, tuple[int, frozenset[Thing]]]:
    """For each start position, the end of the sided thing named there and what it is."""
    out: dict[int, tuple[int, frozenset[Thing]]] = {}
    for start, end, entries in kinds.spans(stems, 0):
        found = frozenset(("kinds", (e.family, e.member)) for e in entries
                          if e.family in BODY_FAMILIES and e.member is not None)
        if not found and end - start > 1:
            # A phrase of another kind ("acl reconstruction", an operation): the part it names in it.
            for i in range(start, end):
                own = frozenset(("kinds", (e.family, e.member)) for e in kinds.entries_of(stems[i: i + 1])
                                if e.family in BODY_FAMILIES and e.member is not None)
                if own:
                    out[i] = (i + 1, own)
        if found:
            out[start] = (end, found)
    extra = _extra()
    for i, stem in enumerate(stems):
        if stem in extra:
            end, found = out.get(i, (i + 1, frozenset()))
            out[i] = (max(end, i + 1), found | {extra[stem]})
    return out


def parts_named(text: str) -> frozenset[Thing]:
    """Every sided thing `text` names, with a side or without ("knee gone", "hamstring ok")."""
    return frozenset(thing for _, found in _things_at(tuple(tokens(text))).values() for thing in found)


def sided_parts(text: str, others: bool = False, owners: frozenset[str] = frozenset()
                ) -> list[tuple[frozenset[str], frozenset[Thing], str]]:
    """The sided things of `text`: (the sides, what is on them, the side and thing as written:
    "right ring finger"). `others`: leave out a side after "his" / "her" / "their" (someone else's,
    in a conversation with the client), unless the clause names one of `owners` (lowercase words: the
    first name of the account the message came from) before it ("Amit went over on his left ankle",
    written from Amit's account by his brother)."""
    return list(_sided(text, others, owners))


@lru_cache(maxsize=4096)
def _sided(text: str, others: bool, owners: frozenset[str] = frozenset()
           ) -> tuple[tuple[frozenset[str], frozenset[Thing], str], ...]:
    found = []
    for clause in _CLAUSE.split(text.lower()):  # "left at 6, knee was fine" says no side of the knee
        found.extend(_sided_in(clause, others, owners))
    return tuple(found + _on_the_limb(text, found))


def _on_the_limb(text: str, found: list[tuple[frozenset[str], frozenset[Thing], str]]) -> list[
        tuple[frozenset[str], frozenset[Thing], str]]:
    """The parts of a limb the text names with no side, put on the side it gives the limb: "hammy
    twinged at the top of a romanian, right leg" puts the hamstring (a member of the table's "leg")
    on the right. Only when the text gives the limb one side and the part none of its own."""
    limbs: dict[str, frozenset[str]] = {}
    for on, _thing, written in found:
        for stem in tokens(written):
            for e in kinds.entries_of((stem,)):
                if e.member is None and e.family in BODY_FAMILIES:
                    limbs[e.family] = limbs.get(e.family, frozenset()) | on
    limbs = {family: on for family, on in limbs.items() if len(on) == 1}
    if not limbs:
        return []
    sided = {t for _on, thing, _w in found for t in thing}
    out = []
    for e in kinds.entries(text.lower()):
        thing = ("kinds", (e.family, e.member))
        if e.family in limbs and e.member is not None and thing not in sided:
            out.append((limbs[e.family], frozenset({thing}), " ".join(sorted(limbs[e.family]) + list(e.stems))))
            sided.add(thing)
    return out


def _sided_in(clause: str, others: bool, owners: frozenset[str] = frozenset()
              ) -> list[tuple[frozenset[str], frozenset[Thing], str]]:
    raw = _RAW.findall(clause)
    seq: list[str] = []
    origin: list[int] = []  # the raw word each stem comes from
    for n, word in enumerate(raw):
        if word in _HANDEDNESS:
            continue  # "right-handed", "left-footed": which side one favours, no part of the body
        own = [word] if (word in _SIDES or word in _SHORT) else tokens(word) if word != "(" else []
        seq.extend(own)
        origin.extend([n] * len(own))
    things = _things_at(tuple(seq))
    out = []
    for i, word in enumerate(seq):
        short = word in _SHORT and word not in _SIDES
        if not short and word not in _SIDES:
            continue
        before = raw[origin[i] - 1] if origin[i] > 0 else ""
        after = raw[origin[i] + 1] if origin[i] + 1 < len(raw) else ""
        if others and before in _THIRD_PERSON and not owners.intersection(raw[: origin[i]]) or after in _ADVERBIAL:
            continue
        sides = _SHORT[word] if short else _SIDES[word]
        what: set[Thing] = set()
        last = -1
        j, counted = i + 1, 0
        while j < len(seq) and counted < (1 if short else REACH) and seq[j] not in _SIDES:
            if seq[j] in _NOT_THINGS or seq[j] == _HAND and j + 1 < len(seq) and seq[j + 1] == _SIDE:
                j += 1
                continue
            if j in things:
                end, thing = things[j]
                what |= thing
                last = end - 1
                j = end
            else:
                j += 1
            counted += 1
        if what:
            out.append((sides, frozenset(what), _written(raw[origin[i]: origin[last] + 1])))
            continue
        # "sciatica on the left", "knee (R)": after the thing, behind "the" or an opening bracket.
        if not short and before in ("the", "(") or short and before == "(":
            ends = [(start, end, thing) for start, (end, thing) in things.items() if end == i]
            if ends:
                start, _end, thing = ends[0]
                out.append((sides, thing, _written(raw[origin[start]: origin[i] + 1])))
    return out


def _written(words: list[str]) -> str:
    return " ".join(w for w in words if w != "(")
