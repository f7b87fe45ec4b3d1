"""CI smoke of both benchmarks at tiny size: they run end to end and report sane, well-formed figures.

No timing assertions: latencies are only checked to be measured (positive numbers).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import recall, scale
from bench.report import write_section

CONVERSATIONS = {
    "conv-a": [
        ("Sarah", "Hi coach, my knee hurts after yesterday's squats."),
        ("Coach", "Sorry to hear that. Ice it and skip lunges this week."),
        ("Sarah", "Will do. I also ran 5 miles on Sunday morning."),
        ("Coach", "Great pace! How was your sleep?"),
        ("Sarah", "Only about five hours, work has been stressful."),
        ("Coach", "Let's move Thursday's session to Friday then."),
    ],
    "conv-b": [
        ("John", "I hurt my rotator cuff on the overhead press."),
        ("Coach", "Stop pressing overhead until the physio has seen it."),
        ("John", "I had oatmeal and eggs for breakfast today."),
        ("Coach", "Good protein. Add some fruit too."),
        ("John", "My goal is a 200 kg deadlift by December."),
    ],
}
QUESTIONS = [
    ("conv-a", "What hurts after squats?", 4, ["conv-a-D1:1"]),
    ("conv-a", "How far did Sarah run on Sunday?", 2, ["conv-a-D1:3"]),
    ("conv-a", "Why did Sarah sleep badly and what changed in the plan?", 1, ["conv-a-D1:5", "conv-a-D1:6"]),
    ("conv-b", "What injury did John get pressing?", 4, ["conv-b-D1:1"]),
    ("conv-b", "What is John's deadlift goal?", 3, ["conv-b-D1:5"]),
    ("conv-b", "What did John say about his marathon?", 5, ["conv-b-D1:3"]),
    ("conv-b", "A question without evidence is skipped", 4, []),
]


def write_dataset(tmp_path: Path) -> tuple[Path, Path]:
    messages, queries = tmp_path / "messages.jsonl", tmp_path / "queries.jsonl"
    with open(messages, "w") as fh:
        for conv, turns in CONVERSATIONS.items():
            for i, (speaker, text) in enumerate(turns, 1):
                fh.write(json.dumps({"conversation": conv, "message_id": f"{conv}-D1:{i}", "speaker": speaker, "text": text, "timestamp": f"2024-03-01T10:00:{i:02d}Z"}) + "\n")
    with open(queries, "w") as fh:
        for n, (conv, question, category, evidence) in enumerate(QUESTIONS):
            fh.write(json.dumps({"conversation": conv, "qa_id": f"q{n}", "question": question, "category": category, "evidence_message_ids": evidence}) + "\n")
    return messages, queries


def test_recall_benchmark_reports_the_documented_structure(tmp_path: Path) -> None:
    messages, queries = write_dataset(tmp_path)
    out = tmp_path / "out" / "recall.json"
    before = (Path(__file__).resolve().parents[1] / "docs" / "BENCHMARKS.md").read_text()
    assert recall.main(["--messages", str(messages), "--queries", str(queries), "--out", str(out), "--k", "1,5,10,25", "--store-dir", str(tmp_path), "--ablations"]) == 0
    assert (Path(__file__).resolve().parents[1] / "docs" / "BENCHMARKS.md").read_text() == before  # docs only with --write-docs
    report = json.loads(out.read_text())

    ks = ("recall@1", "recall@5", "recall@10", "recall@25")
    assert set(report["overall_1_4"]) == set(ks)
    assert set(report["per_category"]) == {"1", "2", "3", "4", "5"}
    assert set(report["threshold"]) == {"share_empty_1_4", "recall@10_1_4", "share_answered_other_history_1_4"}
    assert 0.0 <= report["threshold"]["share_answered_other_history_1_4"] <= 1.0
    assert set(report["latency_ms"]) == {"p50", "p95"}
    assert report["n_questions"] == 5  # categories 1-4 with evidence
    values = [report["overall_1_4"][k] for k in ks]
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values == sorted(values)  # recall@k cannot fall as k grows
    # Every conversation is shorter than 25 messages: everything is found by then.
    assert report["overall_1_4"]["recall@25"] == 1.0
    # The obvious single-hop questions are answered near the top.
    assert report["per_category"]["4"]["recall@5"] == 1.0
    assert 0.0 <= report["threshold"]["share_empty_1_4"] <= 1.0
    assert report["threshold"]["recall@10_1_4"] <= report["overall_1_4"]["recall@10"]
    assert 0 < report["latency_ms"]["p50"] <= report["latency_ms"]["p95"]
    assert report["setup"]["ingest"]["messages"] == 11
    ablations = report["ablations_recall_1_4"]
    assert len(ablations) == 11
    assert "no neighbouring-turn lift" in ablations and "no preference for the named speaker's turns" in ablations
    for name, figures in ablations.items():
        assert set(figures) == set(ks), name
        assert all(0.0 <= v <= 1.0 for v in figures.values()), name
    # The docs section renders from the report alone (written to a tmp file here, never to docs/).
    doc = tmp_path / "BENCHMARKS.md"
    doc.write_text("# Benchmarks\n\n<!-- BEGIN retrieval -->\nSTALE-FIGURES\n<!-- END retrieval -->\n\n<!-- BEGIN scale -->\nkept\n<!-- END scale -->\n")
    write_section("retrieval", recall.render_section(report), doc)
    text = doc.read_text()
    assert "STALE-FIGURES" not in text and "kept" in text
    assert f"{report['overall_1_4']['recall@10']:.3f}" in text and "--ablations" in text


def test_recall_benchmark_rejects_bad_k(tmp_path: Path) -> None:
    messages, queries = write_dataset(tmp_path)
    with pytest.raises(SystemExit):
        recall.main(["--messages", str(messages), "--queries", str(queries), "--out", str(tmp_path / "r.json"), "--k", "0,5"])


def test_scale_benchmark_small(tmp_path: Path) -> None:
    report = scale.run([300, 1000], trainers=2, store_dir=tmp_path, n_queries=3, n_backfill=8, n_single=3, other_messages=200)
    assert set(report["sizes"]) == {"300", "1000"}
    for entry in report["sizes"].values():
        for key in ("semantic_search_ms", "semantic_search_cpu_ms", "embed_ms", "retrieve_ms"):
            assert 0 < entry[key]["p50"] <= entry[key]["p95"]
        assert entry["peak_rss_mb"] > 0
    assert report["sizes"]["1000"]["matrix_mb"] > report["sizes"]["300"]["matrix_mb"]
    assert report["ingest"]["backfill"]["messages"] == 8
    assert report["ingest"]["backfill"]["messages_per_s"] > 0
    assert report["ingest"]["embed_message_ms"]["p50"] > 0
    plot_path = tmp_path / "plot.png"
    scale.plot(report, plot_path)
    assert plot_path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert report["ingest"]["backfill_2_threads"]["messages"] == 8
    section = scale.render_section(report, plot_path)
    assert f"{report['sizes']['1000']['semantic_search_ms']['p50']:.1f} ms" in section
    assert "2 ONNX threads" in section and "≥ 200" in section


def test_recall_set_changes_a_retrieval_constant_and_refuses_anything_else():
    from bench.recall import parse_setting

    assert parse_setting("NEIGHBOUR_LIFT=0.6") == ("NEIGHBOUR_LIFT", 0.6)
    assert parse_setting("NEIGHBOUR_SPAN=3") == ("NEIGHBOUR_SPAN", 3)
    for bad in ("retrieve=1", "NOT_A_CONSTANT=1", "NOW_PHRASES=1"):
        with pytest.raises(SystemExit):
            parse_setting(bad)
