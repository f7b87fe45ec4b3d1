"""Every correction the typo step makes on the benchmarks' questions, read against each store's statistics.

    functions/venv/bin/python -m bench.typo_audit [--out R.json] [--show]

For each dev question of bench/answers_data/*.jsonl (the trainer's word statistics as the local
store counts them: messages only, `counts_in_stats`) and each LoCoMo dev question
(/work/shared/data/locomo-dev, one conversation per trainer, as bench/recall.py loads it), the
content words as the keyword side reads them (`retrieval.keyword_text`) are passed to
`typos._correction`. Reports, per question file, how many words are corrected or dropped and
how many of those are common English words (`english.is_word`): a real word read as another is
the class docs/ANSWERS.md "After h-slips" is about. Test rows are never read. No embedding,
no store: a few seconds.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from datetime import datetime
from pathlib import Path
from typing import Any

from bench.answers.questions import DATA_DIR, load_dataset, load_questions
from bench.recall import chat_for, message_doc, read_jsonl, trainer_for
from shared.domain import english, typos
from shared.domain.retrieval import keyword_text
from shared.ports.keywords import TermStats, token_index, tokens
from shared.ports.vectorstore import record_keyword_text
from shared.usecases.indexing import build_message_record

LOCOMO = Path("/work/shared/data/locomo-dev")


def _stats(texts_by_trainer: dict[str, list[str]]) -> dict[str, TermStats]:
    out = {}
    for trainer, texts in texts_by_trainer.items():
        df = Counter(token_index(t) for text in texts for t in set(tokens(text)))
        out[trainer] = TermStats(len(texts), dict(df))
    return out


def dataset_stats(name: str) -> dict[str, TermStats]:
    data = load_dataset(name)
    chats = {c["id"]: c for c in data["chats"]}
    by: dict[str, list[str]] = defaultdict(list)
    for m in data["messages"]:
        chat = chats[m["chatId"]]
        fields = {"senderId": m["senderId"], "senderName": m["senderName"], "text": m["text"],
                  "createdAt": datetime.fromisoformat(m["createdAt"].replace("Z", "+00:00"))}
        _, meta = build_message_record(m["chatId"], m["id"], chat["trainerId"], chat.get("clientId"), fields, "audit")
        by[chat["trainerId"]].append(record_keyword_text(meta))
    return _stats(by)


def locomo_stats(messages: Path) -> dict[str, TermStats]:
    by: dict[str, list[str]] = defaultdict(list)
    for m in read_jsonl(messages):
        trainer = trainer_for(m["conversation"])
        _, meta = build_message_record(chat_for(m["conversation"]), m["message_id"], trainer, None, message_doc(m), "audit")
        by[trainer].append(record_keyword_text(meta))
    return _stats(by)


def audit(locomo: Path = LOCOMO) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    stats: dict[str, dict[str, TermStats]] = {}

    def check(source: str, qid: str, question: str, s: TermStats | None) -> None:
        for word in keyword_text(question).split():
            fixed = typos._correction(word, s) if s is not None else None
            if fixed is not None:
                rows.append({"source": source, "id": qid, "word": word, "read_as": fixed, "real_word": english.is_word(word),
                             "question": question})

    for path in sorted(DATA_DIR.glob("*.jsonl")):
        for q in load_questions(path):
            if q.split != "dev":
                continue  # test rows are not read
            if q.dataset not in stats:
                stats[q.dataset] = dataset_stats(q.dataset)
            check(path.name, q.id, q.question, stats[q.dataset].get(q.trainer))
    if (locomo / "queries.jsonl").exists():
        ls = locomo_stats(locomo / "messages.jsonl")
        for q in read_jsonl(locomo / "queries.jsonl"):
            check("locomo-dev", q["qa_id"], q["question"], ls[trainer_for(q["conversation"])])
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path)
    parser.add_argument("--show", action="store_true", help="print every correction")
    args = parser.parse_args()
    rows = audit()
    if args.out:
        args.out.write_text(json.dumps(rows, indent=1) + "\n")
    if args.show:
        for r in rows:
            print(f"{r['source']:28} {r['id']:22} {r['word']:14} -> {r['read_as'] or '(dropped)':14} "
                  f"{'real' if r['real_word'] else '    '}  {r['question'][:60]}")
    by = defaultdict(list)
    for r in rows:
        by[r["source"]].append(r)
    print(f"{'source':28} corrected dropped of-real-words")
    for source, rs in sorted(by.items()):
        real = sum(r["real_word"] for r in rs)
        print(f"{source:28} {sum(bool(r['read_as']) for r in rs):9} {sum(not r['read_as'] for r in rs):7} {real:13}")


if __name__ == "__main__":
    main()
