"""The offline answerer: quotes and cites the best retrieved sources, invents nothing.

No model runs here. The answer says what it is ("quoted, not summarised"),
lists the most relevant sources with their dates and senders, and marks each
with the same `[n]` the prompt used, so citation mapping is identical to the
LLM path. Streaming yields the same text in word-sized chunks.
"""

from __future__ import annotations

import re
from typing import Iterator

from shared.chat.citations import attribution, quote_safe
from shared.generation.base import Generation, Prompt

MODEL_ID = "extractive-v1"
MAX_QUOTES = 3
QUOTE_CHARS = 280

HEADER = (
    "Here is what I found in your clients' messages "
    "(quoted, not summarised \u2014 no AI model is configured for answers):"
)


class ExtractiveGenerator:
    model_id = MODEL_ID

    def __init__(self, max_quotes: int = MAX_QUOTES) -> None:
        self.max_quotes = max_quotes

    def compose(self, prompt: Prompt) -> str:
        # Sources arrive best first; quoting them in date order reads like a timeline.
        best = sorted(prompt.sources[: self.max_quotes], key=lambda s: s.metadata.get("ts") or 0)
        if not best:
            return "I found no messages to quote for this question."
        lines = [HEADER]
        for s in best:
            lines.append(f'[{s.number}] {attribution(s.metadata)}: "{quote_safe(s.text, QUOTE_CHARS)}"')
        more = len(prompt.sources) - len(best)
        if more > 0:
            lines.append(f"({more} more related message{'s' if more > 1 else ''} not quoted.)")
        return "\n".join(lines)

    def generate(self, prompt: Prompt) -> Generation:
        return Generation(self.compose(prompt), tokens_used=0, model=self.model_id)

    def stream(self, prompt: Prompt) -> Iterator[str | Generation]:
        text = self.compose(prompt)
        # Word-sized chunks, whitespace kept with the word: joining them gives `text` back.
        yield from re.findall(r"\S+\s*|\s+", text)
        yield Generation(text, tokens_used=0, model=self.model_id)
