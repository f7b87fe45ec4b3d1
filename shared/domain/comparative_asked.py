"""A difference between two of a thing's values asked by a comparative: "how much quicker", "how many more".

"how much faster is that" after "<name>'s 5k", "how much heavier than at christmas": the answer is two values
the records give ("27:40 in july", "26:05 today") and the trainer's subtraction; no record says "faster" beside
its time. Read as a topic word, the comparative was the word the history never says: the decision's model
refused it (a word the question's embedding rests on, meaning nothing in the records), and the follow-up's
retry with the thread's thing was refused by it again. Asked without it ("how much is that", "how much than in
july"), the thing's records (the thread's, or the words left) answer with their values and dates.

Only right after "how much" / "how many" / "how far" (closed English): "a faster pace", "she felt stronger"
keep their words, where the comparative says how the thing went. Kept out of question_frame's `_FRAMES`, whose
patterns the answerability model's fit is fingerprinted on, as question_frame.without_count is: the chat and the
search read the question without it before they rank and decide (search.asked_words).
"""

from __future__ import annotations

import re

# Comparatives of a quantity (closed English): speed, time, distance, weight, size, strength, amount.
_COMPARATIVES = """quicker faster slower longer shorter further farther higher lower heavier lighter bigger smaller
    stronger weaker more less fewer""".split()
_ASKED = re.compile(r"\b(how\s+(?:much|many|far))\s+(?:" + "|".join(_COMPARATIVES) + r")\b", re.IGNORECASE)


def without_comparative(question: str) -> str:
    """`question` asked as the values compared: "how much quicker than in july" -> "how much than in july"
    (`_ASKED`); unchanged otherwise."""
    return " ".join(_ASKED.sub(r"\1", question).split()) if _ASKED.search(question) else question
