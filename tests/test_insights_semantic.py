"""The embedder's layers in the insight detectors (shared/domain/insights/semantic.py): keyed by what they were fitted with."""

from __future__ import annotations

import json
import logging
from datetime import datetime, timezone
from pathlib import Path

import pytest

from shared.domain.insights import semantic
from shared.domain.insights.detectors import classify
from shared.domain.insights.models import ClientMessage

LABELS_FILE = Path(__file__).resolve().parent.parent / "bench" / "insights_labels.jsonl"
TRAIN_FILE = LABELS_FILE.with_name("insights_train_v49.jsonl")
NOW = datetime(2026, 11, 12, tzinfo=timezone.utc)


def _labels(texts, embedder):
    messages = [ClientMessage(f"m{i}", "c", t, NOW, True) for i, t in enumerate(texts)]
    found = classify(messages, embedder)
    return [found[m.id] for m in messages]


def test_probe_fits_are_keyed_by_the_rows_they_were_fitted_on():
    """Relabelling or adding a dev row or a written training sentence without re-running bench/fit_insight_probe.py
    fails here."""
    shipped = json.loads(semantic.PROBE_FITS_FILE.read_text())
    rows = [json.loads(line) for line in LABELS_FILE.read_text().splitlines() if line.strip()]
    dev = [(r["text"], r["labels"]) for r in rows if r["split"] == "dev" and r.get("role", "client") != "coach"]
    # v49: then the written training sentences (bench/insights_train_v49.jsonl), in their file's order.
    written = [json.loads(line) for line in TRAIN_FILE.read_text(encoding="utf-8").splitlines() if line.strip()]
    dev += [(r["text"], r["labels"]) for r in written]
    expected = semantic.training_fingerprint(dev, shipped["settings"])
    assert {f["model_id"] for f in shipped["fits"]} == {"all-MiniLM-L6-v2", "all-MiniLM-L6-v2-int8-pertoken"}
    for fit in shipped["fits"]:
        assert fit["training_fingerprint"] == expected, f"{fit['model_id']}: fitted on other rows"
        assert set(fit["labels"]) == set(semantic.PROBE_LABELS)
        for label in fit["labels"].values():
            assert len(label["weights"]) == 384 and 0.4 <= label["threshold"] <= 0.95
    # The blind split is never fitted on.
    blind = [(r["text"], r["labels"]) for r in rows if r["split"] == "blind"]
    assert semantic.training_fingerprint(dev + blind, shipped["settings"]) != expected


def test_without_a_probe_fit_the_four_signals_come_from_keywords_alone(embedder, monkeypatch, tmp_path, caplog):
    # No pain keyword: only the probe sees it (v52's keywords read "feels like … stepping on glass", so the likeness here has no
    # "feels").
    text = "My heel is like walking on broken glass first thing"
    assert "pain" in _labels([text], embedder)[0]
    monkeypatch.setattr(semantic, "PROBE_FITS_FILE", tmp_path / "absent.json")
    monkeypatch.setattr(semantic, "_load_probe_fits", lambda path=tmp_path / "absent.json": {})
    monkeypatch.setattr(semantic, "FITS", semantic._Fits())
    with caplog.at_level(logging.WARNING, logger=semantic.__name__):
        assert "pain" not in _labels([text], embedder)[0]
    warned = [r for r in caplog.records if r.getMessage() == "insight_probe_missing_keywords_only"]
    assert warned and warned[0].json_fields == {"embeddingModel": embedder.model_id, "fitCount": 0}


def test_an_unknown_model_is_never_asked_to_embed():
    class Other:
        model_id = "some-other-model"

        def embed(self, texts):  # pragma: no cover - must not be called
            raise AssertionError("no fit: the embedder is not consulted")

    assert semantic.semantic_labels(["I can't keep up with everything"], Other()) == [set()]


@pytest.mark.parametrize(
    "text, label",
    [
        # Phrasings no keyword rule lists (written for this test, not in the labelled set).
        # v16's refit (stress threshold 0.75) no longer adds "Everything feels like wading through treacle this
        # week" alone; the phrase with the week called a slog it does (neither word is a keyword). v46's refit (stress
        # bar 0.925, threshold 0.80) reads that phrase at 0.78 and no longer adds it; with the wheels coming off as
        # well it does (0.84; still no keyword). v62's refit (v60-blind in dev) reads that at 0.79; with the wheels coming
        # off "at work" 0.88 (still no keyword).
        ("This week has been a slog, everything feels like wading through treacle and the wheels are coming off at work",
         "stress"),
        ("My heel is like walking on broken glass first thing", "pain"),  # v52 reads "feels like … glass"; this has no "feels"
        ("Won't be able to squeeze in Thursday, the in-laws are visiting", "missed"),
    ],
)
def test_the_probe_adds_what_the_keywords_miss(embedder, text, label):
    from shared.domain.insights.detectors import keyword_labels

    assert label not in keyword_labels(text)
    assert label in _labels([text], embedder)[0]


@pytest.mark.parametrize(
    "text, label",
    [
        ("I'm not exhausted at all this week", "stress"),  # negated: the keywords' veto holds
        ("My sister is so exhausted with the new baby", "stress"),  # someone else
        ("What's a realistic first 10k time for a beginner?", "milestone"),  # only asks
        ("Is it normal to feel drained after a long run?", "stress"),
        ("I've been sleeping loads better since the new routine", "stress"),  # the opposite said
        ("Work's a pain in the neck but nothing I can't handle", "pain"),  # an idiom
        ("I'd love to hit 100kg someday", "milestone"),  # a wish
        ("The group ride was cancelled because of the storm, did an indoor session instead.", "missed"),
    ],
)
def test_the_probe_cannot_add_a_vetoed_signal(embedder, text, label):
    assert label not in _labels([text], embedder)[0]


# -- v16: the probe reads the scoped text (chosen by bench/detector_cv.py) -----------------------------------


@pytest.mark.parametrize(
    "text, scoped",
    [
        # Nothing vetoed: the message as it stands.
        ("My knee hurts when I squat", "My knee hurts when I squat"),
        # Someone else's trouble, negated or asked parts go; the client's own report stays.
        ("My sister is exhausted with the new baby, but my knee hurts", "my knee hurts"),
        # (v25: "just busy" became a stress cue, which leaves the probe's text too; the kept part here has no cue)
        ("I'm not stressed at all, just lots of meetings at work", "just lots of meetings at work"),
        # Every part vetoed: nothing left for the probe.
        ("Not tired in the slightest", ""),
    ],
)
def test_the_scoped_text_leaves_out_the_parts_the_rules_vetoed(text, scoped):
    from shared.domain.insights.detectors import scoped_text

    assert scoped_text(text) == scoped


class _Recording:
    """An embedder that records what it is asked to embed (the probe is a stand-in keyed to its model id)."""

    model_id = "recording-model"

    def __init__(self):
        self.seen: list[str] = []

    def embed(self, texts):
        import numpy as np

        self.seen += list(texts)
        return np.ones((len(texts), 2), dtype=np.float32)


def _stand_in_probe(monkeypatch):
    import numpy as np

    fit = semantic.ProbeFit(model_id=_Recording.model_id, training_fingerprint="t",
                            weights=np.ones((4, 2), dtype=np.float32), bias=np.zeros(4, dtype=np.float32),
                            thresholds=np.full(4, 0.5, dtype=np.float32))
    monkeypatch.setattr(semantic, "FITS", semantic._Fits())
    monkeypatch.setattr(semantic.FITS, "_probes", {(fit.model_id, "t"): fit})


def test_the_probe_reads_each_message_without_its_vetoed_parts(monkeypatch):
    """The fit was made on scoped texts (bench/fit_insight_probe.py), so the detectors embed the same."""
    _stand_in_probe(monkeypatch)
    embedder = _Recording()
    _labels(["My sister is exhausted with the new baby, but my knee hurts", "Not tired in the slightest"], embedder)
    # The second message has nothing left: it is not embedded and the probe adds nothing to it.
    assert embedder.seen == ["my knee hurts"]


def test_an_empty_text_gets_no_probe_label_and_is_not_embedded(monkeypatch):
    _stand_in_probe(monkeypatch)
    embedder = _Recording()
    assert semantic.semantic_labels(["", "  "], embedder) == [set(), set()]
    assert embedder.seen == []


def test_a_fit_of_whole_messages_is_not_used_for_scoped_texts(tmp_path):
    """A probe_fits.json from before v16 (fitted on whole messages) is ignored, not applied to other inputs."""
    shipped = json.loads(semantic.PROBE_FITS_FILE.read_text())
    assert shipped["settings"]["features"] == semantic.SCOPED_TEXT and semantic._load_probe_fits()
    old = dict(shipped, settings=dict(shipped["settings"], features="embedding"))
    (tmp_path / "old.json").write_text(json.dumps(old))
    assert semantic._load_probe_fits(tmp_path / "old.json") == {}


def test_without_a_probe_no_message_is_scoped(monkeypatch):
    """Scoping costs a keyword analysis per part: the keywords-only path (no fit for the embedder) skips it."""
    import shared.domain.insights.detectors as detectors

    def scoped(*_args, **_kwargs):  # pragma: no cover - must not be called
        raise AssertionError("scoped without a probe")

    monkeypatch.setattr(detectors, "scoped_text", scoped)
    assert _labels(["My knee hurts, but I'm not stressed"], None) == [{"pain"}]


def test_the_probe_decides_on_the_exact_logit_whatever_the_order_of_the_sums():
    """A float32 matrix product (BLAS) rounds as it goes, in an order its kernel (the CPU's instruction set) picks:
    1e8 + 1 - 1e8 is 0 in float32. The probe's logit is the exact sum rounded once, so every machine agrees."""
    import numpy as np

    fit = semantic.ProbeFit(model_id="m", training_fingerprint="t",
                            weights=np.array([[1e8, 1.0, -1e8]], dtype=np.float32), bias=np.zeros(1, dtype=np.float32),
                            thresholds=np.array([0.6], dtype=np.float32), labels=("pain",),
                            logit_thresholds=(0.5,))
    vectors = np.ones((1, 3), dtype=np.float32)
    # Summed left to right in float32 the two orders disagree (0 and 1); the exact logit is 1 in both.
    assert float(np.float32(np.float32(1e8) + np.float32(1.0)) - np.float32(1e8)) == 0.0
    assert fit.logits(vectors) == [[1.0]]
    assert fit.flags(vectors) == [[True]]
    # Reordering the dimensions changes nothing.
    permuted = semantic.ProbeFit(model_id="m", training_fingerprint="t",
                                 weights=np.array([[-1e8, 1e8, 1.0]], dtype=np.float32),
                                 bias=np.zeros(1, dtype=np.float32), thresholds=fit.thresholds, labels=("pain",),
                                 logit_thresholds=(0.5,))
    assert permuted.logits(vectors) == [[1.0]]


def test_the_shipped_fits_carry_their_cut_offs_as_logits():
    """The cut-off is a decimal written by the fit (no libm call at run time), and it is the threshold's logit."""
    import math

    shipped = json.loads(semantic.PROBE_FITS_FILE.read_text())
    for fit in shipped["fits"]:
        for label in fit["labels"].values():
            t = label["threshold"]
            assert abs(label["logit_threshold"] - math.log(t / (1 - t))) < 1e-9
    (probe,) = [p for p in semantic._load_probe_fits().values() if p.model_id == "all-MiniLM-L6-v2-int8-pertoken"]
    assert probe.logit_thresholds is not None and len(probe.logit_thresholds) == len(probe.labels)


def test_a_fit_without_logit_cut_offs_is_not_used(tmp_path):
    shipped = json.loads(semantic.PROBE_FITS_FILE.read_text())
    for fit in shipped["fits"]:
        for label in fit["labels"].values():
            label.pop("logit_threshold", None)
    (tmp_path / "old.json").write_text(json.dumps(shipped))
    assert semantic._load_probe_fits(tmp_path / "old.json") == {}


def test_a_logit_just_below_the_cut_off_is_not_flagged_by_a_rounded_probability(monkeypatch):
    """In float32, sigmoid(-1e-9) rounds to 0.5 and would pass a 0.5 threshold; the exact logit (< 0) does not."""
    import numpy as np

    fit = semantic.ProbeFit(model_id=_Recording.model_id, training_fingerprint="t",
                            weights=np.ones((4, 1), dtype=np.float32), bias=np.zeros(4, dtype=np.float32),
                            thresholds=np.full(4, 0.5, dtype=np.float32), logit_thresholds=(0.0, 0.0, 0.0, 0.0))
    monkeypatch.setattr(semantic, "FITS", semantic._Fits())
    monkeypatch.setattr(semantic.FITS, "_probes", {(fit.model_id, "t"): fit})

    class Tiny(_Recording):
        def embed(self, texts):
            return np.full((len(texts), 1), -1e-9, dtype=np.float32)

    assert float(fit.probabilities(np.full((1, 1), -1e-9, dtype=np.float32))[0, 0]) == 0.5  # the rounded probability
    assert semantic.semantic_labels(["anything"], Tiny()) == [set()]


# -- v45: the probe's veto of a keyword assertion ---------------------------------------------------------------------


def _veto_probe(monkeypatch, logit: float, veto: tuple):
    """A stand-in fit whose logit is `logit` for every text and label; add cut-off 2.0, veto cut-offs `veto`."""
    import numpy as np

    fit = semantic.ProbeFit(model_id=_Recording.model_id, training_fingerprint="t",
                            weights=np.zeros((4, 2), dtype=np.float32), bias=np.full(4, logit, dtype=np.float32),
                            thresholds=np.full(4, 0.88, dtype=np.float32), logit_thresholds=(2.0, 2.0, 2.0, 2.0),
                            logit_veto_thresholds=veto)
    monkeypatch.setattr(semantic, "FITS", semantic._Fits())
    monkeypatch.setattr(semantic.FITS, "_probes", {(fit.model_id, "t"): fit})


PAIN_TOLD = "It has been really painful since Tuesday's run"
# v56: the pain veto spares a message that names a body part (detectors.VETO_SPARES_BODY_PART).
PAIN_TOLD_WITH_PART = "My knee has been really painful since Tuesday's run"


def test_without_the_probe_the_keywords_read_the_pain():
    assert "pain" in _labels([PAIN_TOLD], None)[0]


def test_the_probe_vetoes_a_keyword_signal_it_reads_far_below_its_veto_cut_off(monkeypatch):
    """v45: a rule's assertion is dropped where the probe's logit is under the label's fitted veto cut-off."""
    _veto_probe(monkeypatch, logit=-5.0, veto=(None, -3.0, None, None))  # pain's veto at logit -3
    assert "pain" not in _labels([PAIN_TOLD], _Recording())[0]


def test_the_pain_veto_spares_a_message_that_names_a_body_part(monkeypatch):
    """v56: the same logit under the cut-off keeps the pain where the message names where it hurts."""
    _veto_probe(monkeypatch, logit=-5.0, veto=(None, -3.0, None, None))
    assert "pain" in _labels([PAIN_TOLD_WITH_PART], _Recording())[0]


def test_the_stress_veto_does_not_spare_a_body_part(monkeypatch):
    """Only pain's veto spares a body part: a stress word beside one is vetoed like any other."""
    _veto_probe(monkeypatch, logit=-5.0, veto=(-3.0, None, None, None))
    text = "So stressed about work that my shoulders are up by my ears"
    assert "stress" in _labels([text], None)[0]
    assert "stress" not in _labels([text], _Recording())[0]


def test_a_logit_at_or_over_the_veto_cut_off_keeps_the_keyword_signal(monkeypatch):
    _veto_probe(monkeypatch, logit=-3.0, veto=(None, -3.0, None, None))
    assert "pain" in _labels([PAIN_TOLD], _Recording())[0]


def test_a_label_without_a_veto_cut_off_keeps_its_keyword_signal(monkeypatch):
    _veto_probe(monkeypatch, logit=-50.0, veto=(-3.0, None, -3.0, -3.0))  # every label vetoed but pain
    assert "pain" in _labels([PAIN_TOLD], _Recording())[0]


def test_a_message_with_nothing_left_to_read_is_not_vetoed(monkeypatch):
    """An empty scoped text is not embedded, so the probe neither adds nor vetoes (here: no signal to veto)."""
    _veto_probe(monkeypatch, logit=-50.0, veto=(-3.0, -3.0, -3.0, -3.0))
    assert semantic.semantic_readings(["", " "], _Recording()) == [(set(), set()), (set(), set())]
