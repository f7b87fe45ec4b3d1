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
    assert restamp.main(["--check", "--keys-only"]) == 1
    assert {name: p.read_text() for name, p in files.items()} == before
    assert "stale" in capsys.readouterr().out


def test_restamp_writes_the_running_keys_and_nothing_else(tmp_path, monkeypatch):
    files = _copy(tmp_path, monkeypatch, "0000000000000000")
    originals = {
        "calibration.json": json.loads(calibration.CALIBRATION_FILE.read_text()),
        "answerability.json": json.loads(answerability.MODEL_FILE.read_text()),
    }
    assert restamp.main(["--keys-only"]) == 0
    keys = {"calibration.json": ranking_fingerprint(), "answerability.json": decision_fingerprint()}
    for name, path in files.items():
        table = json.loads(path.read_text())
        assert table.keys() == originals[name].keys()
        for model, entry in table.items():
            assert entry["features"] == keys[name]
            assert {k: v for k, v in entry.items() if k != "features"} == {
                k: v for k, v in originals[name][model].items() if k != "features"
            }
    assert restamp.main(["--check", "--keys-only"]) == 0


def _answerability_unchanged(monkeypatch):
    model = "all-MiniLM-L6-v2-int8-pertoken"
    shipped = {**json.loads(answerability.MODEL_FILE.read_text())[model], "rows": {"fingerprint": "dddddddddddddddd"}}
    monkeypatch.setattr(restamp, "answerability_rows_now", lambda data: (model, shipped, {"fingerprint": "dddddddddddddddd", "questions": 1, "fit": {}}))
    return shipped


def _rows_check(monkeypatch, recorded: str, now_fingerprint: str, now_fit: dict):
    """restamp's rows check with the collection replaced: the shipped entry records `recorded`,
    the running code gives `now_fingerprint` and one fit on its rows gives `now_fit`."""
    model = "all-MiniLM-L6-v2-int8-pertoken"
    shipped = {**json.loads(calibration.CALIBRATION_FILE.read_text())[model], "rows": {"fingerprint": recorded}}
    monkeypatch.setattr(restamp, "rows_now", lambda data, demo: (model, shipped, {"fingerprint": now_fingerprint, "counts": {}, "fit": now_fit}))
    _answerability_unchanged(monkeypatch)
    return shipped


def _fits(entry: dict, **moves: float) -> dict:
    out = json.loads(json.dumps({"hybrid": entry["hybrid"], "dense": entry["dense"]}))
    for key, delta in moves.items():
        fit, name = key.split("__")
        if name == "bias":
            out[fit]["bias"] += delta
        else:
            out[fit]["weights"][name] += delta
    return out


def test_check_reports_other_training_rows_with_the_refit_weights(tmp_path, monkeypatch, capsys):
    files = _copy(tmp_path, monkeypatch, ranking_fingerprint())
    before = {name: p.read_text() for name, p in files.items()}
    shipped = _rows_check(monkeypatch, "aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb", {})
    monkeypatch.setattr(restamp, "rows_now", lambda data, demo: ("all-MiniLM-L6-v2-int8-pertoken", shipped,
                                                                 {"fingerprint": "bbbbbbbbbbbbbbbb", "counts": {}, "fit": _fits(shipped, hybrid__coverage=0.7)}))
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "messages.jsonl").write_text("")
    assert restamp.main(["--check", "--data", str(tmp_path / "data")]) == 1
    out = capsys.readouterr().out
    assert "training rows differ" in out and "STALE" in out and "0.7000" in out
    assert {name: p.read_text() for name, p in files.items()} == before


def test_restamp_refuses_to_rekey_fits_whose_rows_moved(tmp_path, monkeypatch, capsys):
    files = _copy(tmp_path, monkeypatch, "0000000000000000")
    before = {name: p.read_text() for name, p in files.items()}
    shipped = _rows_check(monkeypatch, "aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb", {})
    monkeypatch.setattr(restamp, "rows_now", lambda data, demo: ("all-MiniLM-L6-v2-int8-pertoken", shipped,
                                                                 {"fingerprint": "bbbbbbbbbbbbbbbb", "counts": {}, "fit": _fits(shipped, dense__cosine=-0.3)}))
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "messages.jsonl").write_text("")
    assert restamp.main(["--data", str(tmp_path / "data")]) == 1
    assert "nothing re-stamped" in capsys.readouterr().out
    assert {name: p.read_text() for name, p in files.items()} == before


def test_same_rows_or_float_noise_let_the_check_pass(tmp_path, monkeypatch, capsys):
    _copy(tmp_path, monkeypatch, ranking_fingerprint())
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "messages.jsonl").write_text("")
    monkeypatch.setattr(restamp, "decision_fingerprint", ranking_fingerprint)  # _copy gives both files one key
    model = "all-MiniLM-L6-v2-int8-pertoken"
    shipped = {**json.loads(calibration.CALIBRATION_FILE.read_text())[model], "rows": {"fingerprint": "aaaaaaaaaaaaaaaa"}}
    _answerability_unchanged(monkeypatch)
    for fingerprint, fit in (("aaaaaaaaaaaaaaaa", {}), ("cccccccccccccccc", _fits(shipped, hybrid__cosine=0.004))):
        monkeypatch.setattr(restamp, "rows_now", lambda data, demo, f=fingerprint, x=fit: (model, shipped, {"fingerprint": f, "counts": {}, "fit": x}))
        assert restamp.main(["--check", "--data", str(tmp_path / "data")]) == 0
    out = capsys.readouterr().out
    assert "training rows unchanged" in out and "within float noise" in out


def test_without_data_the_check_says_the_rows_were_not_checked(tmp_path, monkeypatch, capsys):
    _copy(tmp_path, monkeypatch, ranking_fingerprint())
    monkeypatch.setattr(restamp, "decision_fingerprint", ranking_fingerprint)
    monkeypatch.setattr(restamp, "rows_now", lambda data, demo: (_ for _ in ()).throw(AssertionError("no data: nothing to collect")))
    assert restamp.main(["--check", "--data", str(tmp_path / "absent")]) == 0
    assert "training rows: not checked" in capsys.readouterr().out


def test_check_reports_answerability_rows_moved_by_a_calibration_refit(tmp_path, monkeypatch, capsys):
    # The answerability rows read the calibrated relevance: a refit calibration with unchanged
    # calibration rows still leaves the answerability model fitted on other rows.
    _copy(tmp_path, monkeypatch, ranking_fingerprint())
    monkeypatch.setattr(restamp, "decision_fingerprint", ranking_fingerprint)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "messages.jsonl").write_text("")
    _rows_check(monkeypatch, "aaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaa", {})
    model = "all-MiniLM-L6-v2-int8-pertoken"
    shipped = {**json.loads(answerability.MODEL_FILE.read_text())[model], "rows": {"fingerprint": "dddddddddddddddd"}}
    moved = {"weights": {**shipped["weights"]}, "bias": shipped["bias"] - 0.5}
    monkeypatch.setattr(restamp, "answerability_rows_now", lambda data: (model, shipped, {"fingerprint": "eeeeeeeeeeeeeeee", "questions": 1, "fit": moved}))
    assert restamp.main(["--check", "--data", str(tmp_path / "data")]) == 1
    out = capsys.readouterr().out
    assert "calibration.json: all-MiniLM-L6-v2-int8-pertoken training rows unchanged" in out
    assert "answerability.json: all-MiniLM-L6-v2-int8-pertoken training rows differ" in out and "0.5000" in out
