"""bench.answer_sets: which sets a run asks, how the lanes are planned, and what counts as better or worse."""

from __future__ import annotations

import json

from bench import answer_sets


def row(id_, outcome, *, answerable=True, hit=None, empty=None, split="dev", kind="named"):
    return {"id": id_, "split": split, "kind": kind, "answerable": answerable, "chat_outcome": outcome,
            "search_hit": hit, "search_empty": empty}


def test_every_question_file_is_a_set_and_the_blind_rosters_come_newest_first():
    found = answer_sets.sets()
    assert {"shipped", "holdout", "never_dev2", "blind", "blind2", "blind30"} <= set(found)
    assert all(path.exists() for path in found.values())
    blinds = answer_sets.blind_sets()
    # Newest first whatever the newest is (each session adds one roster: a fixed name here broke with blind31).
    numbers = [int(name[len("blind"):] or 1) for name in blinds]
    assert numbers == sorted(numbers, reverse=True) and len(set(numbers)) == len(numbers)
    assert blinds[-1] == "blind" and blinds.index("blind10") < blinds.index("blind9")
    assert blinds.index("blind51") < blinds.index("blind50") < blinds.index("blind49") < blinds.index("blind48") < blinds.index("blind47") < blinds.index("blind46") < blinds.index("blind45") < blinds.index("blind44") < blinds.index("blind43") < blinds.index("blind42") < blinds.index("blind41") < blinds.index("blind40") < blinds.index("blind39") < blinds.index("blind38") < blinds.index("blind37") < blinds.index("blind36") < blinds.index("blind35") < blinds.index("blind34") < blinds.index("blind33") < blinds.index("blind32") < blinds.index("blind31") < blinds.index("blind30")


def test_a_dev_run_skips_the_test_only_set_and_a_test_run_the_dev_only_ones():
    assert not answer_sets._asks("holdout", "dev") and answer_sets._asks("holdout", "test")
    assert not answer_sets._asks("never_dev2", "test") and answer_sets._asks("never_dev2", "dev")
    assert answer_sets._asks("blind29", "dev") and answer_sets._asks("blind29", "test")


def test_lanes_take_the_biggest_set_first_onto_the_lightest_lane():
    plan = answer_sets.plan_lanes({"a": 900, "b": 800, "c": 500, "d": 400, "e": 100}, 2)
    assert plan == [["a", "d", "e"], ["b", "c"]]
    assert answer_sets.plan_lanes({"a": 1}, 0) == [["a"]]


def test_chat_rightness_decides_and_search_only_breaks_a_tie():
    old = [row("q1", "wrongful_refusal", hit=False), row("q2", "hit", hit=True),
           row("q3", "hit", hit=False), row("q4", "false_answer", answerable=False, empty=False),
           row("q5", "cited_missed", hit=True), row("q6", "hit", hit=True)]
    new = [row("q1", "hit", hit=False),                        # chat became right: better, whatever search did
           row("q2", "cited_missed", hit=True),                # chat became wrong: worse
           row("q3", "hit", hit=True),                         # chat right both times, search found it: better
           row("q4", "correct_refusal", answerable=False, empty=False),
           row("q5", "wrongful_refusal", hit=True),            # wrong both times, search the same: not counted
           row("q6", "skipped", hit=None)]                     # skipped: not compared
    better, worse = answer_sets.changes(old, new)
    assert [line.split()[0] for line in better] == ["q1", "q3", "q4"]
    assert [line.split()[0] for line in worse] == ["q2"]


def test_a_split_counts_only_its_own_questions(tmp_path):
    old = [row("d1", "wrongful_refusal", hit=False), row("t1", "wrongful_refusal", hit=False, split="test")]
    new = [row("d1", "hit", hit=True), row("t1", "hit", hit=True, split="test")]
    assert [len(x) for x in answer_sets.changes(old, new, "dev")] == [1, 0]
    assert [len(x) for x in answer_sets.changes(old, new, "test")] == [1, 0]

    figures = {"questions": 1, "answerable": 1, "unanswerable": 0, "chatHit": 0.0, "wrongfulRefusal": 1.0,
               "citedMissed": 0.0, "searchHit10": 0.0, "correctRefusal": 0.0, "searchEmpty": 0.0}
    for name, rows, hit in (("old", old, 0.0), ("new", new, 1.0)):
        (tmp_path / name).mkdir()
        part = {**figures, "chatHit": hit, "wrongfulRefusal": 1.0 - hit, "searchHit10": hit}
        report = {s: {"all": {"all": part}} for s in ("dev", "test")}
        (tmp_path / name / "blind29.json").write_text(json.dumps({"report": report, "questions": rows}))
    assert answer_sets.compare(tmp_path / "old", tmp_path / "new", "dev") == (1, 0)
    assert answer_sets.compare(tmp_path / "old", tmp_path / "new") == (2, 0)
