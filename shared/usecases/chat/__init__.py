"""chatWithAI: grounded answers over a trainer's own messages, with citations."""
