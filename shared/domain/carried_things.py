"""What a follow-up carries from an earlier follow-up of the same thread.

A thread's follow-ups share one conversation: "which leg" after "<name>'s hamstring" is searched with
the hamstring it carried ("leg hamstring"). The next follow-up ("what grade") that carries the
newest earlier topic used to get "leg" alone, the sibling's detail, and the thread's thing was lost
(the grade of "leg", cited but missed). What the sibling was searched with is its own words and the
thing it carried in turn: `with_carried` joins the two, the sibling's words first, no word twice. Since
h-follow32 a question of its own ("what grade") takes the thing alone (intent.carried_topic), and the
joined words go to one that asks the sibling's detail again ("and before" after "what dose", "which ribs"
after "which side").
"""

from __future__ import annotations


def with_carried(own: str, carried: str) -> str:
    """`own` (an earlier question's topic) followed by the words of `carried` (the topic that question
    carried from before it) it does not already say; `own` alone when it carried nothing."""
    said = own.split()
    seen = {w.lower() for w in said}
    for word in carried.split():
        if word.lower() not in seen:
            seen.add(word.lower())
            said.append(word)
    return " ".join(said)
