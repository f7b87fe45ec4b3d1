"""`python -m bench.restamp` re-keys stale fits to the running feature code, and --check reports them."""

from __future__ import annotations

import json

from bench import restamp
from shared.domain import answerability, calibration
from shared.domain.fingerprint import decision_fingerprint, ranking_fingerprint


def _copy(tmp_path, monkeypatch, stale_key: str):
    files = {}
    for name, module, attr in (("calibration.json", calibration, "CALIBRATION_FILE"), ("answerability.json", answerability, "MODEL_FILE")):
        table = json.loads(getattr(module, attr).read_text())
        for entry in table.values():
            entry["features"] = stale_key
        path = tmp_path / name
        path.write_text(json.dumps(table, indent=2, ensure_ascii=False) + "\n")
        monkeypatch.setattr(module, attr, path)
        files[name] = path
    return files


def test_check_reports_stale_keys_and_changes_nothing(tmp_path, monkeypatch, capsys):
    files = _copy(tmp_path, monkeypatch, "0000000000000000")
    before = {name: p.read_text() for name, p in files.items()}
    assert restamp.main(["--check"]) == 1
    assert {name: p.read_text() for name, p in files.items()} == before
    assert "stale" in capsys.readouterr().out


def test_restamp_writes_the_running_keys_and_nothing_else(tmp_path, monkeypatch):
    files = _copy(tmp_path, monkeypatch, "0000000000000000")
    originals = {
        "calibration.json": json.loads(calibration.CALIBRATION_FILE.read_text()),
        "answerability.json": json.loads(answerability.MODEL_FILE.read_text()),
    }
    assert restamp.main([]) == 0
    keys = {"calibration.json": ranking_fingerprint(), "answerability.json": decision_fingerprint()}
    for name, path in files.items():
        table = json.loads(path.read_text())
        assert table.keys() == originals[name].keys()
        for model, entry in table.items():
            assert entry["features"] == keys[name]
            assert {k: v for k, v in entry.items() if k != "features"} == {
                k: v for k, v in originals[name][model].items() if k != "features"
            }
    assert restamp.main(["--check"]) == 0
