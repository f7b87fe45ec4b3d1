"""A topic asked of a recorded call that the call's transcript never touches ("on the knee call what
did she say about her sleep", where the call is all about the knee).

The call came up (its transcript ranks first: it names the call's subject and the client), and the
topic may well come up elsewhere in the client's history, so every word of the question is said and
the model answers with the call. What is asked is what was said *on that call*: when the transcript
segments among the candidates (`sourceType` "transcript_segment") that name the call say none of
the topic's words, the topic never came up there. Read after the model's features (search.decide's
never-said chain): no fitted feature reads it.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from shared.ports.keywords import tokens

TRANSCRIPT = "transcript_segment"
_CALL = r"(?:video\s+|phone\s+|zoom\s+)?(?:call|session|zoom|facetime)"
_WHO = r"[^\W\d_][\w'\u2019-]*"
_SAID = r"(?:say|said|mention|tell\s+(?:me|you|us))\s+(?:anything\s+|something\s+)?(?:about|abt|re|on)"
# "on the knee call what did pat say about her sleep" and "what did pat say about her sleep on the knee call".
_ASKED = (
    re.compile(rf"^\W*(?:on|in|during)\s+(?:the|our|that)\s+(?P<call>.*?)\s*{_CALL}\W*\s+(?:what\s+)?did\s+{_WHO}\s+"
               rf"{_SAID}\s+(?P<topic>.+?)\W*$"),
    re.compile(rf"^\W*(?:what\s+)?did\s+{_WHO}\s+{_SAID}\s+(?P<topic>.+)\s+(?:on|in|during)\s+(?:the|our|that)\s+"
               rf"(?P<call>.*?)\s*{_CALL}\W*$"),
)
_NOT_THE_TOPIC = frozenset("""the a an his her their my our your its this that these those him them me us it
any anything something some of in on at for to with and or""".split())
_POSSESSIVE = re.compile(r"['\u2019]s$")
_STEM = 5  # "sleeping" says "sleep": a long word's first letters; a short word whole


def asked(question: str, known: Callable[[str], bool] = lambda w: False) -> tuple[list[str], list[str]]:
    """(the call's words, the topic's words) when the question asks what was said on a named call about a
    topic; ([], []) otherwise. A client's name (`known`) and frame words are left out of both."""
    text = question.lower().strip()
    for pattern in _ASKED:
        match = pattern.match(text)
        if match:
            return _words(match.group("call"), known), _words(match.group("topic"), known)
    return [], []


def _words(text: str, known: Callable[[str], bool]) -> list[str]:
    out = []
    for raw in re.findall(r"[^\W_][\w'\u2019-]*", text):
        word = _POSSESSIVE.sub("", raw)
        if word in _NOT_THE_TOPIC or not tokens(word) or known(word) or (word.endswith("s") and known(word[:-1])):
            continue
        out.append(word)
    return out


def _says(word: str, text: str) -> bool:
    stem = word[:_STEM] if len(word) > _STEM else word
    return any(w == word or (len(word) > _STEM and w.startswith(stem)) or (len(w) >= 4 and word.startswith(w))
               for w in re.findall(r"[^\W_][\w'\u2019-]*", text.lower()))


def unsaid_on_call(question: str, candidates: Sequence[Any], known: Callable[[str], bool] = lambda w: False) -> str:
    """The topic's first word when the question asks what was said about it on a named call (`asked`),
    some transcript segment among the candidates names the call (every one does when the question
    names only "the call"), and no segment of those transcripts among the candidates says any word of
    the topic; "" otherwise, or when no candidate is a transcript segment."""
    call, topic = asked(question, known)
    if not topic:
        return ""
    segments = [c for c in candidates if c.metadata.get("sourceType") == TRANSCRIPT]
    naming = [c for c in segments if all(_says(w, str(c.metadata.get("text") or "")) for w in call)]
    if not naming:
        return ""
    calls = {c.metadata.get("transcriptId") for c in naming}
    read = [c for c in segments if c.metadata.get("transcriptId") in calls]
    if any(_says(w, str(c.metadata.get("text") or "")) for c in read for w in topic):
        return ""
    return topic[0]
