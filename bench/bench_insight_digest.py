"""CPU of the keyword detectors over one client's week, as chatWithAI's last-7-days digest runs them on every chat.

shared/usecases/chat/memory.py (digest_layer) reads the client's week and runs detect_all with no embedder (keywords
only) on each chat. Since v18 the vocabulary keeps each text's analysis (shared/domain/insights/vocabulary.py,
ANALYSIS_CACHE_SIZE), so a second chat about the same client does not analyse the same messages again. This prints
the CPU ms of detect_all on a week of WEEK messages (the labelled set's client messages, in file order, one every
six hours) read cold (nothing kept), then on the next chats (all kept), median of RUNS, and checks both give the
same detections.

    OPENBLAS_NUM_THREADS=1 nice -n 5 functions/venv/bin/python -m bench.bench_insight_digest
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]

from shared.domain.insights import vocabulary  # noqa: E402
from shared.domain.insights.detectors import DetectionContext, detect_all  # noqa: E402
from shared.domain.insights.models import ClientMessage  # noqa: E402

WEEK, RUNS = 28, 15


def main() -> None:
    rows = [json.loads(line) for line in (REPO / "bench" / "insights_labels.jsonl").read_text().splitlines() if line.strip()]
    rows = [r for r in rows if r.get("role", "client") != "coach"]
    now = datetime(2026, 11, 28, 12, tzinfo=timezone.utc)
    cold, warm = [], []
    for run in range(RUNS):
        week = rows[run * WEEK:(run + 1) * WEEK]  # a different week each run: cold means never seen
        messages = [ClientMessage(r["id"], "chat", r["text"], now - timedelta(hours=6 * (i + 1)), True)
                    for i, r in enumerate(week)]
        ctx = DetectionContext(now=now)
        vocabulary._analysed.cache_clear()
        start = time.process_time()
        first = detect_all(messages, None, ctx)
        cold.append((time.process_time() - start) * 1000)
        start = time.process_time()
        again = detect_all(messages, None, ctx)
        warm.append((time.process_time() - start) * 1000)
        assert again == first, "a kept analysis changed a detection"
    print(f"detect_all over {WEEK} messages, keywords only, median of {RUNS}: "
          f"cold {statistics.median(cold):.1f} ms CPU, next chats {statistics.median(warm):.1f} ms CPU")


if __name__ == "__main__":
    main()
