"""Where a question's evidence sits in the search ranking, and why (dev questions only).

    python -m bench.answers_why --questions Q.jsonl --ids blind-001,blind-020 [--dataset blind]

Loads the question's data set as `--mode in-process` does (local store), then for each
question id asks the search's steps one by one (the named source, the period, the client in
focus, as `semantic_search` reads them) and prints: the query ranked, the filter, the
decision, the first results with their relevance and features, and each evidence record's
rank (up to DEPTH) and relevance, or "not in pool". For reading dev failures, never test ones.
"""

from __future__ import annotations

import bench  # noqa: F401  (single-threaded BLAS before numpy loads)

import argparse
from dataclasses import replace
from pathlib import Path

from bench.answers.inprocess import InProcessAsker
from bench.answers.loading import asked_at
from bench.answers.questions import load_dataset, load_questions

DEPTH = 100
SHOWN = 8


def explain(asker: InProcessAsker, q, updates: bool = False) -> None:
    from shared.domain.models import SearchRequest
    from shared.domain import timeframe
    from shared.usecases import search
    from shared.usecases import intent

    b = asker.backends
    request = SearchRequest(query=q.question, limit=10, clientId=q.client)
    now = asked_at(q, asker.defaults)
    qf = search.build_filter(b, q.trainer, request)
    roster = b.clients(q.trainer)
    named_type, asked = intent.asked_topic(request.query)
    asked, when = search.asked_period(asked, request, now)
    if when is not None:
        asked = timeframe.without_run_up(asked)  # as semanticSearch reads it
        qf = replace(qf, since_ts=when.since.timestamp(), until_ts=when.until.timestamp())
    query, qf, client = search.focus(asked, qf, roster, intent.clients_named(request.query, roster, now))
    if qf.client_id is not None and qf.chat_id is None:
        qf = replace(qf, group_chats=b.group_chats(q.trainer, qf.client_id))
    topic = intent.client_topic(asked, client.display_name, (c.display_name for c in roster)) if client is not None else ""
    status = client is not None and (intent.asks_status(asked, topic) or (when is not None and not topic))
    cands = search.search_candidates(b, q.trainer, query, DEPTH, qf)
    decision = search.decide(b, q.trainer, query, cands, qf, roster)
    print(f"===== {q.id} {q.question!r}  answerable={q.answerable}")
    print(f"  ranked query {query!r} period={when and when.phrase} status={status} decision={decision.answerable} "
          f"{getattr(decision, 'reason', '')}")
    _evidence(b, q.trainer, query, cands, qf)
    returned = [r.messageId for r in search.semantic_search(b, q.trainer, request, now=now).results]
    print(f"  semanticSearch returns {len(returned)}; evidence among them: "
          f"{[e for e in q.evidence_ids if e in returned]}")
    for i, c in enumerate(cands[:SHOWN], 1):
        f = c.features
        print(f"  {i:3d} {c.relevance:.3f} {c.id:32s} cos={c.cosine:.2f} kw={f.get('keyword_rr', 0):.2f} "
              f"dn={f.get('dense_rr', 0):.2f} cov={f.get('coverage', 0):.2f} | {str(c.metadata.get('text', ''))[:70]!r}")
    # The benchmark's ids are the records' source ids; the store's ids carry the kind and chat.
    ids = [str(c.metadata.get("sourceId") or c.id) for c in cands]
    for e in q.evidence_ids:
        if e in ids:
            c = cands[ids.index(e)]
            f = c.features
            print(f"  EV rank {ids.index(e) + 1:3d} {c.relevance:.3f} {e} cos={c.cosine:.2f} kw={f.get('keyword_rr', 0):.2f} "
                  f"dn={f.get('dense_rr', 0):.2f} cov={f.get('coverage', 0):.2f} | {str(c.metadata.get('text', ''))[:70]!r}")
        else:
            print(f"  EV not in pool {e}")
    if updates:
        _updates(b, q.trainer, cands)


def _evidence(b, trainer: str, query: str, cands, qf) -> None:
    """The decision's question-level evidence (answerability.Evidence) and the model's probability,
    when the best candidate reaches the threshold: what the model read."""
    from shared.domain.models import DEFAULT_SOURCE_TYPES
    from shared.usecases import search

    best = max((c.relevance for c in cands), default=None)
    model, scale = search.decision_model(b.embedder.model_id)
    if model is None or best is None or best < b.settings.relevance_threshold:
        return
    scope = replace(qf, since_ts=None, until_ts=None, source_types=tuple(DEFAULT_SOURCE_TYPES))
    facts = search.question_evidence(b, trainer, query, cands, scope, best, scale)
    print(f"  evidence p={model.probability(facts):.3f} (cut {model.cut}) {facts}")


def _updates(b, trainer: str, cands) -> None:
    """For the first sources the update step looks at (threads.update_sources): their later records
    nearest in meaning, and where the source ranks among each one's nearest earlier records."""
    from shared.domain import threads

    model = b.embedder.model_id
    later = threads.later_records(b.store, trainer, threads.update_sources(cands), model)
    for source, records in later.items():
        print(f"  UPD source {source}")
        if not records:
            continue
        held = b.store.fetch(trainer, [m.id for m in records[:4]])
        for m in records[:4]:
            until = threads._ts(m.metadata) or 0.0
            back = b.store.query(trainer, held[m.id].values, threads.UPDATE_DEPTH, threads._scope(m, model, until_ts=until))
            earlier = [x.id for x in back if x.id != m.id and (threads._ts(x.metadata) or 0.0) < until and threads._telling(x)]
            where = earlier.index(source) + 1 if source in earlier else None
            print(f"    later {m.score:.2f} {m.id} source at {where} of {len(earlier)} | {str(m.metadata.get('text', ''))[:60]!r}")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--questions", type=Path, action="append", required=True)
    p.add_argument("--ids", required=True)
    p.add_argument("--dataset", default="blind")
    p.add_argument("--updates", action="store_true", help="also the later-update step's look-ups of the first sources")
    a = p.parse_args()
    wanted = a.ids.split(",")
    qs = {q.id: q for path in a.questions for q in load_questions(path)}
    with InProcessAsker(a.dataset, load_dataset(a.dataset)) as asker:
        for i in wanted:
            q = qs[i]
            if q.split != "dev":
                raise SystemExit(f"{i} is not a dev question")
            explain(asker, q, a.updates)


if __name__ == "__main__":
    main()
