"""Ask every question through an asker (in-process or emulators) and score it.

Questions are asked in file order. A follow-up (`follow_up_of`) continues the
conversation of the question it follows (its `conversationId`), as the app
does; if that question was skipped or failed, the follow-up is skipped too. Its semanticSearch is
sent that conversation too (`conversationId`), as a search box in the chat thread sends it.
Before timing, each trainer asks one throw-away question, so that latencies
are warm (model loaded, caches filled) like an instance that has served before.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol

from bench.answers.questions import Question
from bench.answers.scoring import ChatReply, Scored, SearchReply, score

WARM_UP = "What did they say about training this week?"


class Asker(Protocol):
    mode: str

    def skip_reason(self, q: Question) -> str | None: ...
    def search(self, q: Question, conversation_id: str | None = None) -> SearchReply: ...
    def chat(self, q: Question, conversation_id: str | None) -> ChatReply: ...


def run_all(
    make_asker: Callable[[str, dict[str, Any]], Any],
    questions: list[Question],
    datasets: dict[str, dict[str, Any]],
    progress: Callable[[int, Scored], Any] | None = None,
) -> tuple[list[Scored], dict[str, Any]]:
    """Each data set in an asker of its own: load, warm up, ask its questions in file order."""
    rows: list[Scored] = []
    info: dict[str, Any] = {"load": {}, "embeddingModel": None}
    for name, data in datasets.items():
        mine = [q for q in questions if q.dataset == name]
        with make_asker(name, data) as asker:
            info["load"].update(asker.load_info)
            info["embeddingModel"] = asker.embedding_model
            warm_up(asker, mine)
            rows += ask_all(asker, mine, progress, start=len(rows))
    return rows, info


def warm_up(asker: Asker, questions: list[Question]) -> None:
    seen: set[tuple[str, str]] = set()
    for q in questions:
        if (q.dataset, q.trainer) in seen:
            continue
        seen.add((q.dataset, q.trainer))
        probe = q.model_copy(update={"question": WARM_UP, "client": None, "follow_up_of": None, "asked_at": None})
        asker.search(probe)
        asker.chat(probe, None)


def ask_all(
    asker: Asker, questions: list[Question], progress: Callable[[int, Scored], Any] | None = None, start: int = 0
) -> list[Scored]:
    conversations: dict[str, str | None] = {}
    rows: list[Scored] = []
    for n, q in enumerate(questions, 1):
        why = asker.skip_reason(q)
        conversation_id = None
        if why is None and q.follow_up_of is not None:
            conversation_id = conversations.get(q.follow_up_of)
            if conversation_id is None:
                why = f"the question it follows ({q.follow_up_of}) was not answered"
        if why is not None:
            row = score(q, None, None, skipped_why=why)
        else:
            search = asker.search(q, conversation_id)
            chat = asker.chat(q, conversation_id)
            conversations[q.id] = chat.conversation_id
            row = score(q, chat, search)
        rows.append(row)
        if progress:
            progress(start + n, row)
    return rows
