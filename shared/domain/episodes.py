"""A client's episode of one thing, read in time order: the news since the records an answer chose.

"Is she still in the cast", "can he run yet", "is it better", "has she played since": the record
that settles it is the client's later word on the thing, and it rarely repeats the question's
words or the first reports' ("all good, boot's off" after "fractured my ankle, six weeks in a
boot"). Ranked by the question, it scores under the threshold and the answer quoted the earlier
records of the thing. Here the thing is read from the chosen records instead of the question: the
words they share with each other (the episode's own words: "boot", "ankle"; the relative who
reports it, by the name the records call them), less the senders' names and the words of much of
everything the client writes (a check-in's template, "week"). The client's records after the
newest of them that use one of those words are the episode's news; the newest leads (the state
now) and the first follows it (when it changed).

Words, not meaning: a later record that shares none of the episode's words ("caught three in the
match" after "no catching") is not found here. Order only, and the relevance of a record brought
is lifted to the floor a later record must reach anyway (`floor`): nothing here decides whether to
answer.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from shared.domain.record_time import written_at
from shared.domain.retrieval import STOPWORDS, Candidate, is_content_free
from shared.domain.sources import registry
from shared.ports.keywords import tokens

_WORD = re.compile(r"[a-z0-9']+")
# A sentence with its closing mark ("?" asks).
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
# Question words that ask what happened to the thing since: with retrieval.NOW_PHRASES ("still",
# "yet", "now"), the words of a change asked about ("again", "better", "since").
SINCE_WORDS = frozenset({"again", "better", "since", "recovered", "healed", "sorted", "improved"})
# Besides the records no one wrote (registry.unwritten: a series' weekly summaries, whose own step reads a
# metric's newest weeks, metric_weeks), a record that tells no news of its own: the profile, undated.
_NOT_NEWS = frozenset({"client_profile"})
# Words of time say when, not what: "ice twice a day" and "what a day" are not one episode.
TIME_WORDS = frozenset("""day days week weeks weekend fortnight month months year years night nights morning
    evening afternoon today tonight yesterday time times""".split())
# A word of the episode is one the client uses in at most this share of their records in the ranking.
COMMON_SHARE = 1 / 2


def asks_since(question: str) -> bool:
    """'Is it better', 'is he catching again', 'has she played since the op': the thing's news since."""
    return not SINCE_WORDS.isdisjoint(_WORD.findall(question.lower()))


def news(chosen: Sequence[Candidate], pool: Sequence[Candidate], floor: float) -> list[Candidate]:
    """The episode's news after `chosen` (the answer's records, best first), from `pool` (the
    ranking's candidates): its newest record, then its first when that is another, each scored at
    least `floor`. None when the chosen records are not one client's dated records of a thing (no
    record sharing a word of the question: `coverage`), or nothing later uses the episode's words.
    A series' weekly summaries are neither (`_told`: "how many steps now" has its own step)."""
    anchors = [c for c in chosen if written_at(c.metadata) is not None and c.features.get("coverage", 0.0) > 0
               and not c.metadata.get("reply") and not c.metadata.get("followOn") and _told(c)]
    clients = {c.metadata.get("clientId") for c in anchors}
    if not anchors or len(clients) != 1 or not isinstance(next(iter(clients)), str):
        return []
    client = next(iter(clients))
    own = [c for c in pool if c.metadata.get("clientId") == client and written_at(c.metadata) is not None and _told(c)]
    words = episode_words(anchors, own)
    if not words:
        return []
    since = max(written_at(c.metadata) or 0.0 for c in anchors)
    taken = {c.id for c in chosen}
    later = sorted((c for c in own if c.id not in taken and (written_at(c.metadata) or 0.0) > since
                    and not is_content_free(_text(c)) and not asks_only(_text(c)) and words & _stems(_text(c))),
                   key=lambda c: written_at(c.metadata) or 0.0)
    picked = [later[-1], later[0]] if later else []
    return [replace(c, relevance=max(c.relevance, floor)) for c in dict((c.id, c) for c in picked).values()]


def episode_words(anchors: Sequence[Candidate], own: Sequence[Candidate]) -> set[str]:
    """The stems the `anchors` (one client's records of a thing) share with each other (every stem
    of a lone anchor), less the senders' names and those in more than COMMON_SHARE of the client's other records in `own`
    (the anchors themselves aside: they are the episode)."""
    counts: dict[str, int] = {}
    for c in anchors:
        for stem in _stems(_text(c)):
            counts[stem] = counts.get(stem, 0) + 1
    shared = {s for s, n in counts.items() if n >= min(2, len(anchors))}
    # A name is no thing: the client's (a relative writes "<name>'s cast is off") and the coach's.
    shared -= {s for c in own for s in _stems(str(c.metadata.get("senderName") or ""))}
    ids = {c.id for c in anchors}
    others = [_stems(_text(c)) for c in own if c.id not in ids]
    if not shared or not others:
        return shared
    return {s for s in shared if sum(1 for stems in others if s in stems) <= COMMON_SHARE * len(others)}


def asks_only(text: str) -> bool:
    """Every sentence of `text` is a question ("is the session at the usual place?"): the client asks, and tells
    nothing of the thing's state — no news, though it shares the thing's words."""
    said = [s for s in _SENTENCE.findall(text) if _WORD.search(s.lower())]
    return bool(said) and all(s.rstrip().endswith("?") for s in said)


def _stems(text: str) -> set[str]:
    return {s for w in _WORD.findall(text.lower()) if w not in STOPWORDS and w not in TIME_WORDS and not w.isdigit()
            for s in tokens(w)}


def _told(c: Candidate) -> bool:
    kind = c.metadata.get("sourceType")
    return kind not in _NOT_NEWS and kind not in registry.unwritten()


def _text(c: Candidate) -> str:
    return str(c.metadata.get("text") or "")

