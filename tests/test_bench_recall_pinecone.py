"""CI smoke of `bench.recall_pinecone` at tiny size (no timing assertions)."""

from __future__ import annotations

import json
from pathlib import Path

from bench import recall_pinecone
from bench.report import write_section
from tests.test_bench_smoke import write_dataset


def test_recall_through_pinecone_reports_variants_and_renders_its_own_section(tmp_path: Path) -> None:
    messages, queries = write_dataset(tmp_path)
    out = tmp_path / "recall_pc.json"
    argv = ["--messages", str(messages), "--queries", str(queries), "--out", str(out), "--store-dir", str(tmp_path)]
    before = (Path(__file__).resolve().parents[1] / "docs" / "BENCHMARKS.md").read_text()

    assert recall_pinecone.main(argv) == 0
    assert (Path(__file__).resolve().parents[1] / "docs" / "BENCHMARKS.md").read_text() == before  # docs only with --write-docs

    report = json.loads(out.read_text())
    assert set(report["variants"]) == set(recall_pinecone.VARIANTS)
    for variant in report["variants"].values():
        values = [variant["overall_1_4"][f"recall@{k}"] for k in (1, 5, 10, 25)]
        assert all(0.0 <= v <= 1.0 for v in values) and values == sorted(values)
        assert set(variant["per_category"]) == {"1", "2", "3", "4", "5"}
    # Six messages per trainer: everything is within the top 25 whatever the variant.
    assert report["variants"]["hybrid"]["overall_1_4"]["recall@25"] == 1.0
    assert report["variants"]["hybrid"]["overall_1_4"] == report["overall_1_4"]
    assert report["setup"]["vector_store"].startswith("pinecone")

    doc = tmp_path / "BENCHMARKS.md"
    write_section(recall_pinecone.SECTION, recall_pinecone.render_section(report), doc)
    text = doc.read_text()
    assert "<!-- BEGIN pinecone-hybrid -->" in text and "-m bench.recall_pinecone --messages" in text
    assert "IDF vs uniform" in text and "dense only" in text
