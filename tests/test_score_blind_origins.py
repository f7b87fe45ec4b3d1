"""bench.score_blind_origins scores a held-out round appended to the labels file later, by name or by default.

h-labels33 appends a round (v33-blind) that the detectors' tuner never reads; the integrator scores it with this script.
These tests use a labels file of their own (sentences written for them), keywords only, so no model is loaded.
"""

from __future__ import annotations

import json

from bench import score_blind_origins

ROWS = [
    {"id": "t1", "text": "Completely frazzled with the audit, not sleeping", "labels": ["stress"], "split": "blind",
     "origin": "v98-blind"},
    {"id": "t2", "text": "Lovely walk by the canal with the dog", "labels": [], "split": "blind", "origin": "v98-blind"},
    {"id": "t3", "text": "Skipped Tuesday's session, car broke down", "labels": ["missed"], "split": "blind",
     "origin": "v99-blind"},
    {"id": "t4", "text": "Knee is throbbing after the stairs", "labels": ["pain"], "split": "dev", "origin": "v97-blind"},
]


def _labels_file(tmp_path):
    path = tmp_path / "labels.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in ROWS))
    return path


def test_a_round_appended_later_is_scored_by_name(tmp_path, capsys):
    score_blind_origins.main(["v99-blind", "--keywords-only", "--labels", str(_labels_file(tmp_path))])
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("v99-blind")]
    assert lines == ["v99-blind (1) | keywords | stress 1.00/1.00 (n=0, fp 0, fn 0) | pain 1.00/1.00 (n=0, fp 0, fn 0)"
                     " | missed 1.00/1.00 (n=1, fp 0, fn 0) | milestone 1.00/1.00 (n=0, fp 0, fn 0)"]


def test_with_no_origin_every_blind_round_is_scored_in_file_order(tmp_path, capsys):
    score_blind_origins.main(["--keywords-only", "--labels", str(_labels_file(tmp_path))])
    out = capsys.readouterr().out
    scored = [line.split(" ", 1)[0] for line in out.splitlines()[1:]]
    assert scored == ["v98-blind", "v99-blind"]  # the dev round is not scored
    assert "stress 1.00/1.00 (n=1, fp 0, fn 0)" in out.splitlines()[1]
