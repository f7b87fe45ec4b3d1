"""Whether a yes-or-no question asks which side a thing is on, so that the other side answers it "no".

"was the sprain on her left foot", "is his bad hip the right one", "did she get the rash on her left arm":
the question takes no side as given; it asks whether the side named is the one. A record putting the thing
on the other side ("right foot sprained") answers it ("no, the right"), as a record ruling a happening out
answers "did he have a fall" (shared/domain/yes_no.py). The side checks (word_evidence.other_side,
side_asked.unsaid_side) refuse a question naming a side only the other side of which came up, and read
this first: "tessa's left foot" asks about a foot the history never mentions, "was it tessa's left foot"
asks which foot it was.

A yes-or-no question asking of the side's thing as it is now or again ("is her right knee still sore",
"has she hurt the left one again") takes the side as given and asks about the thing on it: it is read as
before.
"""

from __future__ import annotations

import re

from shared.domain import yes_no

# Words that take the thing on the side named as given and ask about it now or once more.
_OF_THE_THING = re.compile(r"\b(?:still|yet|again|any\s*more|anymore|now|better|worse|healed|recovered)\b",
                           re.IGNORECASE)


def asks_whether_side(question: str) -> bool:
    """True when `question` opens as a yes-or-no question (yes_no.OPENING) and asks nothing of the thing's
    state now or again (`_OF_THE_THING`)."""
    return bool(yes_no.OPENING.match(question)) and not _OF_THE_THING.search(question)
