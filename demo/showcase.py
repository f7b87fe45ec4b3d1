"""Which examples the demo shows, picked from the data set it was given.

`make demo DATA=path/to.json` runs the demo on any data set in the demo's
format (demo/data/demo_dataset.json: trainers, clients, chats, messages, and
optionally profiles, sessionNotes, transcripts, checkins, queries). Nothing
here names a trainer or a client: the busiest trainer is the main character,
their busiest client the subject of the questions, the topics the words that
client uses most, and the errors use another trainer's client when there is one.
Deterministic: the same data set always gives the same showcase.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

# Words that say nothing about a topic (plus short words, dropped by length).
STOP = frozenset("""
about after again also been before being both cant could didnt does doing dont down each even every feel feeling
from going good great have having hers here hope into just know last like little make maybe more most much next
only other over really right said same should since some still sure than thank thanks that thats their them then
there these they thing think this those today told tomorrow very want week well were what when where which while
will with would your youre yeah okay session sessions time back work just cool sounds awesome perfect
""".split())
UNLIKELY_TOPIC = "underwater basket weaving"


@dataclass
class Showcase:
    trainer: str  # the busiest trainer: every search and question is theirs
    trainer_name: str
    other_trainer: str | None  # shows isolation: the same query as someone else
    client: str  # the trainer's busiest client
    client_first_name: str
    foreign_client: str | None  # another trainer's client: NOT_FOUND for our trainer
    searches: list[str] = field(default_factory=list)
    topics: list[str] = field(default_factory=list)  # the client's most used content words

    @property
    def questions(self) -> list[str]:
        name = self.client_first_name
        first = self.topics[0] if self.topics else "training"
        return [f"What did {name} say about {first}?", f"How is {name} doing?"]

    @property
    def follow_up(self) -> str:
        return f"and what about {self.topics[1] if len(self.topics) > 1 else 'sleep'}?"


def pick(dataset: dict[str, Any]) -> Showcase:
    """Choose the demo's examples from the data (ValueError if there is nothing to show)."""
    messages = dataset.get("messages") or []
    chats = {c["id"]: c for c in dataset.get("chats") or []}
    if not messages or not chats:
        raise ValueError("the data set has no chats or messages to show")
    per_trainer: Counter[str] = Counter()
    per_client: Counter[tuple[str, str]] = Counter()
    for m in messages:
        chat = chats.get(m.get("chatId"))
        if chat is None:
            continue
        per_trainer[chat["trainerId"]] += 1
        if chat.get("clientId"):
            per_client[(chat["trainerId"], chat["clientId"])] += 1
    trainer = _top(per_trainer)
    client = _top(Counter({c: n for (t, c), n in per_client.items() if t == trainer}))
    trainers = {t["id"]: t for t in dataset.get("trainers") or []}
    clients = {c["id"]: c for c in dataset.get("clients") or []}
    others = [t for t in sorted(per_trainer) if t != trainer]
    foreign = sorted(c["id"] for c in clients.values() if c.get("trainerId") not in (None, trainer))
    client_name = str(clients.get(client, {}).get("displayName") or client)
    client_words = _topics(m["text"] for m in messages if m.get("senderId") == client)
    trainer_words = _topics(m["text"] for m in messages if chats.get(m.get("chatId"), {}).get("trainerId") == trainer)
    given = [q["query"] for q in dataset.get("queries") or [] if q.get("trainerId") == trainer and q.get("query")]
    searches = (given or [" ".join(trainer_words[i : i + 2]) for i in (0, 2, 4) if trainer_words[i : i + 2]])[:3]
    return Showcase(
        trainer=trainer,
        trainer_name=str(trainers.get(trainer, {}).get("displayName") or trainer),
        other_trainer=others[0] if others else None,
        client=client,
        client_first_name=client_name.split()[0],
        foreign_client=foreign[0] if foreign else None,
        searches=searches,
        topics=client_words[:3],
    )


def _top(counts: Counter[Any]) -> Any:
    # Most messages first; ties broken by id so the pick never depends on file order.
    return sorted(counts.items(), key=lambda kv: (-kv[1], str(kv[0])))[0][0]


def _topics(texts: Any) -> list[str]:
    words: Counter[str] = Counter()
    for text in texts:
        words.update(w for w in re.findall(r"[a-z]+", str(text).lower()) if len(w) > 3 and w not in STOP)
    return [w for w, _ in sorted(words.items(), key=lambda kv: (-kv[1], kv[0]))]
