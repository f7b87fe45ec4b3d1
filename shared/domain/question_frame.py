"""The words of a question's frame, which ask *how* it is asked, not *what* about.

"How far can she run now?" asks for a distance, about running: the records answer it with
"ran 20 mins without stopping", never with "far". "What happened with her knee?", "what did
he find out?", "how did the race go?" and "nice. and when's he away?" likewise carry a word
that no record needs to repeat ("happened", "find", "go", "nice"); read as a topic word, it
was the word the history never uses, and the question was refused on it. These are closed
English constructions, not topics: the answerability decision reads a question without them
(answerability.decision_words; the ranking still reads every word, so recall is unchanged):

- "how" + a word of degree ("how far", "how long", "how much", "how many", "how often"):
  the dimension asked for, answered by a number;
- "what happened", "what's happening": the event asked for;
- "find out", "found out": learning of something;
- "how did/is/was … go/going/went": the outcome asked for;
- "any news / update(s) on, from, about …": the outcome asked for, likewise;
- "what went wrong", "what's wrong with": the problem asked for;
- a sentence made only of acknowledgements before the question ("nice.", "ok thanks,"):
  chatter, as a record made only of them is (retrieval.ACKNOWLEDGEMENTS).

A word of degree that is the topic stays: only the word right after "how" is the frame ("how
long was his long run?" keeps the second "long").
"""

from __future__ import annotations

import re
from functools import lru_cache

# Not "old", "heavy", "tall" or "big": "how old is Wes" asks for his age, "how heavy" for a weight.
DEGREE = ("far", "long", "much", "many", "often", "soon", "fast", "quickly", "frequently")
_FRAMES = (
    re.compile(rf"\bhow\s+({'|'.join(DEGREE)})\b", re.IGNORECASE),
    # "any news from her audition?", "any update on the knee": the outcome asked for, as "how did it go".
    re.compile(r"\bany\s+(news|updates?)\s+(?:on|from|about|re|with|of|after)\b", re.IGNORECASE),
    # "what went wrong in the race", "what's wrong with his wrist": the problem asked for.
    re.compile(r"\bwhat(?:['\u2019]?s|\s+(?:is|was|has\s+gone))?\s+((?:went\s+)?wrong)\b", re.IGNORECASE),
    re.compile(r"\bwhat(?:['\u2019]s|\s+has|\s+had|\s+is)?\s+(happen(?:ed|ing|s)?)\b", re.IGNORECASE),
    re.compile(r"\b(find|finds|found|finding)\s+out\b", re.IGNORECASE),
    re.compile(r"\bhow(?:['\u2019]s|\s+(?:did|does|do|has|have|is|are|was|were))\b[^?.!]*?\b(go|goes|going|gone|went)\b",
               re.IGNORECASE),
)
_SENTENCE = re.compile(r"[^.!?,;:]*[.!?,;:]+\s*|[^.!?,;:]+$")
_WORD = re.compile(r"[\w']+", re.UNICODE)


@lru_cache(maxsize=4096)
def without_frame(question: str, acknowledgements: frozenset[str] = frozenset()) -> str:
    """`question` with its frame words blanked out (see the module's docstring); the sentences
    made only of `acknowledgements` before the last one are dropped."""
    text = question
    if acknowledgements:
        sentences = _SENTENCE.findall(text)
        while len(sentences) > 1 and all(w.lower() in acknowledgements for w in _WORD.findall(sentences[0])):
            sentences = sentences[1:]
        text = "".join(sentences)
    for frame in _FRAMES:
        text = frame.sub(lambda m: m.group(0)[: m.start(1) - m.start(0)] + " " + m.group(0)[m.end(1) - m.start(0):], text)
    return " ".join(text.split())
