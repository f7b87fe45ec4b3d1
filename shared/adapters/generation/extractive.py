"""The offline answerer: quotes and cites the best retrieved sources, invents nothing.

No model runs here. The answer says what it is ("quoted, not summarised"),
lists the most relevant sources with their dates and senders, and marks each
with the same `[n]` the prompt used, so citation mapping is identical to the
LLM path. Streaming yields the same text in word-sized chunks.
"""

from __future__ import annotations

import re
from typing import Iterator

from shared.domain import answerability, plain_speech
from shared.domain.retrieval import keyword_text

from shared.domain.citations import attribution, quote_safe
from shared.ports.generator import Generation, Prompt
from shared.ports.keywords import tokens

MODEL_ID = "extractive-v1"
MAX_QUOTES = 3
QUOTE_CHARS = 280

HEADER = (
    "Here is what I found in your clients' messages and notes "
    "(quoted, not summarised \u2014 no AI model is configured for answers):"
)
PARTIAL_HEADER = (
    "No message mentions {missing}; these are the closest ones "
    "(quoted, not summarised \u2014 no AI model is configured for answers):"
)


class ExtractiveGenerator:
    model_id = MODEL_ID

    def __init__(self, max_quotes: int = MAX_QUOTES) -> None:
        self.max_quotes = max_quotes

    def _compose(self, prompt: Prompt) -> str:
        # The best `max_quotes` sources, each with the reply the chat offered
        # right after it (the coach's answer, the next turn) and what follows it
        # (`followOn`: a later update, the client's own turn in a group), in number order:
        # citations then read [1], [2], [3] down the answer.
        best = []
        quoted = 0
        for source in prompt.sources:
            if source.metadata.get("reply") or source.metadata.get("followOn"):
                if best and best[-1].number == source.number - 1:
                    best.append(source)
                continue
            if quoted == self.max_quotes:
                break
            best.append(source)
            quoted += 1
        if not best:
            return "I found no messages to quote for this question."
        missing = uncovered(prompt.topic, [s.text + " " + s.label for s in best])
        lines = [PARTIAL_HEADER.format(missing=" or ".join(f"'{w}'" for w in missing)) if missing else HEADER]
        for s in best:
            # The trainer's circle the fact comes from, when retrieval found one (issue 18: the chat says it).
            circle = s.metadata.get("circleName")
            where = f" (circle: {quote_safe(circle, 80)})" if isinstance(circle, str) and circle.strip() else ""
            lines.append(f'[{s.number}] {attribution(s.metadata)}{where}: "{quote_safe(s.text, QUOTE_CHARS)}"')
        more = len(prompt.sources) - len(best)
        if more > 0:
            lines.append(f"({more} more related message{'s' if more > 1 else ''} not quoted.)")
        return "\n".join(lines)

    def generate(self, prompt: Prompt) -> Generation:
        return Generation(self._compose(prompt), tokens_used=0, model=self.model_id)

    def stream(self, prompt: Prompt) -> Iterator[str | Generation]:
        text = self._compose(prompt)
        # Word-sized chunks, whitespace kept with the word: joining them gives `text` back.
        yield from re.findall(r"\S+\s*|\s+", text)
        yield Generation(text, tokens_used=0, model=self.model_id)


def uncovered(topic: str, texts: list[str]) -> list[str]:
    """Topic words that none of `texts` says, by the answerability decision's own test
    (answerability.unsaid_words: spelling, stemming, everyday equivalents, the kinds table).

    Semantic search can rank "carbs before training" for "marathon training";
    an extractive answer cannot judge that, so it says plainly which asked-for
    words no quoted message contains instead of implying a match. The decision
    reads "is the word said" the same way, so the reply never names a word missing
    that the decision found said, nor the other way round.
    """
    records = [{"text": t} for t in texts]
    alternatives = plain_speech.alternatives(topic)
    if not alternatives:
        return answerability.unsaid_words(keyword_text(topic), records)
    # The words the question reading added after a plain word (shared/domain/plain_speech.py) are not
    # the trainer's: a plain word is said where a quoted record says one of them, and none is named.
    said = {s for plain, added in alternatives
            if len(answerability.unsaid_words(" ".join(added), records)) < len(answerability.topic_words(" ".join(added)))
            for s in tokens(plain)}
    return [w for w in answerability.unsaid_words(keyword_text(plain_speech.as_typed(topic)), records)
            if not (tokens(w) and tokens(w)[0] in said)]
