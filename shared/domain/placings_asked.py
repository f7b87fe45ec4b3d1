"""Who else placed, asked of the client's own result, that no record names: "who won it", "who came second",
"who beat him", "who won the veterans" after "how did conal do at castlerock".

word_evidence.unsaid_opponent reads "who beat her" and "who won the final" of any question, and keeps the
question wherever a record names anyone beside a result; of the client in focus that let the client's own win
of another event ("Conal won the junior open!", "Ieuan won the Tregaron juniors") stand for the winner asked,
and "who came second", "who won" alone were not read at all. Asked of one client's result, the one asked is
someone else: a record answers when it names another person beside a win, a defeat or a placing ("Bekele beat
Mo", "lost to Hannah", "Ferdie 2nd in the drop knee"), and, where the question names the event or class ("who
won the veterans"), in a sentence saying it. Read only with a client in focus: asked of the roster ("who came
3rd at exeter", "who won the masters") the question asks which client, the roster's question.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from shared.domain import english
from shared.domain.bound_slots import sentences, text_of
from shared.domain.told_of_another import names_client
from shared.ports.keywords import tokens

_ORDINAL = r"(?:first|second|third|fourth|fifth|sixth|last|\d+(?:st|nd|rd|th))"
# The thread's thing may follow, where the chat reads a refused follow-up again with it ("who won it fal race",
# "who came second win tregaron juniors"): the event's words, as "who won the veterans" names its own.
_ASKED = re.compile(
    r"^\W*(?:(?:so|and|ok|okay)\s+)?who\s+(?:"
    r"(?P<won>won|wins)(?:\s+(?:it|that|then|the)(?:\s+(?P<event>[^\W\d_][\w\s'\u2019-]*?))?)?"
    rf"|(?:(?P<beat>beat)\s+(?:him|her|them)|(?:came|was|finished|got)\s+(?P<place>{_ORDINAL}))"
    r"(?:\s+(?P<tail>[^\W\d_][\w\s'\u2019-]*?))?)\W*$", re.IGNORECASE)
# A person named beside a result: "Bekele beat Mo", "Rollo won it", "lost to Hannah", "beaten by Kinross".
_RESULT = re.compile(r"\b(?:lost|lose|losing)\s+(?:\w+\s+){0,4}?to\s+(?P<to>[^\W\d_]+)"
                     r"|\bbeaten\s+by\s+(?P<by>[^\W\d_]+)"
                     r"|\b(?P<who>[^\W\d_]+)\s+(?:beat|won|wins|knocked)\b", re.IGNORECASE)
# A person named before a placing: "Ferdie 2nd in the drop knee", "Bridie came second". Capitalised: "joint
# 1st", "was 2nd" name no one.
_PLACED = re.compile(rf"\b(?P<who>[A-Z][a-z][\w'\u2019-]*)\s+(?:came\s+|was\s+|finished\s+|got\s+)?(?P<place>{_ORDINAL})\b")
# An ordinal in words is its number's ("second" is "2nd").
_IN_WORDS = {"first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th", "sixth": "6th"}
_NO_ONE = frozenset("""i we she he they you it who which that the a an and but so just finally then nearly almost
    only still also never joint both all everyone everybody nobody someone somebody""".split())
_ASKED_WHAT = "the winner's name"


def untold_placer(question: str, candidates: Sequence[Any], client: Any, is_name: Callable[[str], bool]) -> str:
    """What the refusal names ("the winner's name", "who came second") when `question` asks who else won or placed
    (`_ASKED`) of `client`'s result and no candidate names another person beside a result (the event's word in
    the sentence, where the question names one); "" otherwise, and for no client in focus."""
    asked = _ASKED.match(question.strip())
    if client is None or not asked:
        return ""
    event = frozenset(tokens(asked.group("event") or asked.group("tail") or ""))
    for record in candidates:
        for sentence in sentences(text_of(record)):
            if event and not event & set(tokens(sentence)):
                continue
            if any(_someone_else(w, client, is_name) for w in _named(sentence, _place(asked))):
                return ""
    return f"who came {asked.group('place').lower()}" if asked.group("place") else _ASKED_WHAT


def _place(asked: re.Match) -> str:
    """The placing asked as its number's ordinal ("2nd" of "who came second"; "1st" of "who won"), "" for "who
    beat him"."""
    if asked.group("place"):
        place = asked.group("place").lower()
        return _IN_WORDS.get(place, place)
    return "1st" if asked.group("won") else ""


def _named(sentence: str, place: str) -> list[str]:
    """The words `sentence` names beside a result (`_RESULT`), and before the placing asked (`_PLACED`: "Cecily 6th"
    names no one who came second)."""
    found = [m.group("to") or m.group("by") or m.group("who") or "" for m in _RESULT.finditer(sentence)]
    return found + [m.group("who") for m in _PLACED.finditer(sentence)
                    if place and _IN_WORDS.get(m.group("place").lower(), m.group("place").lower()) == place]


def _someone_else(word: str, client: Any, is_name: Callable[[str], bool]) -> bool:
    """`word` may name a person who is not the client: no pronoun nor function word, no number, no word of the
    client's name; a lowercase word only a name (a client's, a common one, or no English word)."""
    lowered = word.lower()
    if not word or lowered in _NO_ONE or word.isdigit() or names_client(word, client):
        return False
    return word[0].isupper() or is_name(lowered) or english.is_name(lowered) or not english.is_word(lowered)
