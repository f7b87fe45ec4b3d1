"""When a client was back, asked of a thing that kept them off ("when was he back dancing" after "what happened to
<name>'s foot", "when did he get back in the boat", "when was <name> back after the bronchitis").

The question's "back" is the adverb and is taken out before the search (shared/domain/particles.py), so nothing of
the return was looked for: the answer was the thing's records (the injury, the scan, the newest news). The records
of a return say "back" too ("first class back", "back in the gig tonight", "back to school monday"). Read here:
whether a question asks when the client was back (`asks_when_back`), the thing whose absence it asks the end of
(`after_thing`: "after the bronchitis"), whether a record tells a return (`tells_return`: a "back" no body part's
company reads as the noun), and the first such record of the client after the thing began (`first_return`).

Closed English, coarse and instant, as particles.py reads the question.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from shared.domain import particles
from shared.domain.record_time import written_or
from shared.domain.retrieval import Candidate
from shared.domain.sources import registry

# "when was he back dancing", "and when did he go back", "when did she get back in the boat": "when" and a "back"
# the question reads as the adverb.
_WHEN = re.compile(r"^\W*(?:and\s+|so\s+)?when\s+(?:was|were|did|is)\b", re.IGNORECASE)
# "… back after the bronchitis", "… back after her op": the thing that kept them off, the question's last words.
_AFTER = re.compile(r"\bback\b.*?\bafter\s+(?:the|his|her|their|a|an)\s+(?P<thing>[^\W\d_][\w\s'\u2019-]*?)\W*$",
                    re.IGNORECASE)
_TOKEN = re.compile(r"[^\W_]+(?:['\u2019][^\W\d_]+)?", re.UNICODE)


def asks_when_back(question: str) -> bool:
    """Does `question` ask when the client was back ("when" and an adverb "back": particles.adverb_spans)?"""
    return _WHEN.search(question) is not None and bool(particles.adverb_spans(question))


def after_thing(question: str) -> str:
    """The thing named after "back … after the" ("when was jinty back after the bronchitis" -> "bronchitis"); ""
    when none is."""
    match = _AFTER.search(question)
    return " ".join(match.group("thing").split()) if match else ""


def tells_return(text: str) -> bool:
    """Does `text` say "back" other than as a body part ("first class back", "back in the gig", "she's back")?
    A possessive or an adjective before it ("my back", "sore back") or a word of how it is after it ("back pain")
    reads the noun (particles' tables)."""
    tokens = [t.group(0).lower().replace("\u2019", "'") for t in _TOKEN.finditer(text)]
    for i, token in enumerate(tokens):
        if token != "back":
            continue
        before = tokens[i - 1] if i > 0 else ""
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        if before not in particles.NOUN_BEFORE and after not in particles.NOUN_AFTER:
            return True
    return False


def first_return(pool: Sequence[Candidate], scope: str, trainer_id: str, since_ts: float,
                 floor: float) -> Candidate | None:
    """The oldest record of the client `scope` in `pool` (relevance >= `floor`, no weekly summary, written by
    anyone but the trainer) after `since_ts` that tells a return (`tells_return`); None when none does."""
    unwritten = registry.unwritten()  # records no one wrote: the first return is someone's
    returns = [c for c in pool if c.relevance >= floor and c.metadata.get("clientId") == scope
               and c.metadata.get("sourceType") not in unwritten and c.metadata.get("senderId") != trainer_id
               and written_or(c.metadata, 0.0) > since_ts
               and tells_return(str(c.metadata.get("text") or ""))]
    return min(returns, key=lambda c: written_or(c.metadata, 0.0), default=None)
