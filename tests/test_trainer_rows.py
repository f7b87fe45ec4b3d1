"""bench.trainer_rows: the trainer question sets' DEV halves as calibration questions, and how
bench.calibrate weighs them. Hand-written questions (none copied from a benchmark set); the last
tests read the shipped question files only for their ids and splits."""

from __future__ import annotations

import json

import numpy as np

from bench import calibrate, trainer_rows

MESSAGES = {"m-1", "m-2", "m-3"}


def _q(qid, split, answerable=True, evidence=("m-1",), why=None, follow_up_of=None, client="dana-k"):
    q = {"id": qid, "dataset": "handmade", "trainer": "coach-x", "question": f"did dana mention her shoulder ({qid})",
         "kind": "named", "answerable": answerable, "evidence_ids": list(evidence) if answerable else [], "client": client,
         "split": split}
    if why:
        q["why_unanswerable"] = why
    if follow_up_of:
        q["follow_up_of"] = follow_up_of
    return q


def test_a_test_split_question_is_never_emitted():
    questions = [_q("a", "test"), _q("b", "test", answerable=False, why="never_for_client"), _q("c", "dev")]
    rows = trainer_rows.dev_rows("handmade", questions, MESSAGES)
    assert [r["id"] for r in rows] == ["c"]


def test_only_a_test_half_gives_no_rows():
    assert trainer_rows.dev_rows("handmade", [_q("a", "test"), _q("b", "test", evidence=("m-2",))], MESSAGES) == []


def test_answerable_dev_question_with_message_evidence_is_a_positive():
    (row,) = trainer_rows.dev_rows("handmade", [_q("a", "dev", evidence=("m-1", "m-3"))], MESSAGES)
    assert row["evidence_message_ids"] == ["m-1", "m-3"]
    assert row["source"] == "trainer" and row["trainer"] == "coach-x" and row["client"] == "dana-k"
    assert row["conversation"] == row["asked_of"] == "handmade/coach-x"


def test_evidence_outside_the_messages_leaves_the_question_out():
    # Its right record (a session note) is not indexed here: it must not become a negative.
    assert trainer_rows.dev_rows("handmade", [_q("a", "dev", evidence=("m-1", "sn-note-1"))], MESSAGES) == []


def test_never_came_up_is_a_negative_and_scope_refusals_are_left_out():
    questions = [_q("n1", "dev", answerable=False, why="never_for_client"), _q("n2", "dev", answerable=False, why="other_trainer"),
                 _q("p", "dev", answerable=False, why="other_period"), _q("o", "dev", answerable=False, why="other_client")]
    rows = trainer_rows.dev_rows("handmade", questions, MESSAGES)
    assert [(r["id"], r["evidence_message_ids"]) for r in rows] == [("n1", []), ("n2", [])]


def test_follow_ups_are_left_out():
    rows = trainer_rows.dev_rows("handmade", [_q("a", "dev"), _q("b", "dev", follow_up_of="a")], MESSAGES)
    assert [r["id"] for r in rows] == ["a"]


def test_read_questions_skips_comment_lines(tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text("// a comment\n" + json.dumps(_q("a", "dev")) + "\n\n")
    assert [q["id"] for q in trainer_rows.read_questions(path)] == ["a"]


def test_the_shipped_sets_give_dev_questions_only():
    # Every emitted id is a dev-split question of its file (ids and splits only are read).
    assert not any(name.startswith("blind8") for name in trainer_rows.DEFAULT_SETS)
    for name in trainer_rows.DEFAULT_SETS:
        split = {q["id"]: q["split"] for q in trainer_rows.read_questions(trainer_rows.questions_path(name))}
        _, rows = trainer_rows.load_set(name)
        assert rows, name
        assert {split[r["id"]] for r in rows} == {"dev"}, name


def _row(source, conversation, labels, features):
    return {"conversation": conversation, "source": source, "question": "how is her sleep", "asked_of": conversation,
            "ids": [f"m{i}" for i in range(len(labels))], "X": np.array(features, dtype=float), "y": np.array(labels, dtype=float),
            "n_evidence": int(sum(labels))}


def _fit_rows(with_trainer):
    rng = np.random.default_rng(7)

    def rows(source, conversation, shift):
        out = []
        for _ in range(6):
            labels = [1, 0, 0, 0]
            hybrid = [[0.03 + shift * l, 0.5 * l, 0.3 + 0.2 * l + shift, 0.2 + 0.5 * l] + 0 * rng.random(4) for l in labels]
            out.append((_row(source, conversation, labels, hybrid), _row(source, conversation, labels, [[h[2]] for h in hybrid])))
        return out

    parts = rows("locomo", "c1", 0.0) + rows("locomo", "c2", 0.01) + rows("demo", "coach-d", 0.02)
    if with_trainer:
        parts += rows("trainer", "handmade/coach-x", -0.15)
    return {"hybrid": [h for h, _ in parts], "dense": [d for _, d in parts]}


def test_trainer_rows_enter_both_fits_as_a_source_of_their_own():
    without, with_ = calibrate.fit_rows(_fit_rows(False), ["c1", "c2"]), calibrate.fit_rows(_fit_rows(True), ["c1", "c2"])
    assert calibrate.largest_change(calibrate.fits_of(without), calibrate.fits_of(with_)) > 0.01
    assert with_["dense"] != without["dense"] and with_["hybrid"] != without["hybrid"]
    assert "handmade" in with_["fitted_on"] and "handmade" not in without["fitted_on"]
    assert any(c["checked_on"] == "trainer sets dev (in-sample)" for c in with_["checks"]["hybrid"])


def test_the_fit_records_the_trainer_sets_it_read_and_the_rows_key_covers_them():
    rows = _fit_rows(True)
    assert calibrate.trainer_sets_of(rows) == ["handmade"]
    assert calibrate.trainer_sets_of(_fit_rows(False)) == []
    assert calibrate.rows_fingerprint(rows) != calibrate.rows_fingerprint(_fit_rows(False))
    entry, _, _ = calibrate.fixed_point(lambda e: rows, lambda r: calibrate.fit_rows(r, ["c1", "c2"]), None, max_passes=1)
    assert entry["rows"]["trainer_sets"] == ["handmade"]
    entry, _, _ = calibrate.fixed_point(lambda e: _fit_rows(False), lambda r: calibrate.fit_rows(r, ["c1", "c2"]), None, max_passes=1)
    assert "trainer_sets" not in entry["rows"]
