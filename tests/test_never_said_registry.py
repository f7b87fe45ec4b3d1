"""The decision's never-said checks as one registry (shared/usecases/never_said.py): taken in order, the
first naming something decides; the checks reading the store start together but answer, and fail, as if
run one after another."""

import threading

import pytest

from shared.usecases import never_said
from shared.usecases.never_said import CHECKS, Check, first_never_said


class Boom(RuntimeError):
    pass


def _named(text):
    return lambda evidence: text


def _raises(evidence):
    raise Boom("lookup failed")


def test_the_first_check_in_order_that_names_something_decides():
    checks = (Check("a", _named("")), Check("b", _named("the bp reading")), Check("c", _named("dublin")))
    assert first_never_said(object(), checks) == "the bp reading"


def test_nothing_named_is_empty():
    checks = (Check("a", _named("")), Check("s", _named(""), reads_store=True), Check("z", _named("")))
    assert first_never_said(object(), checks) == ""


def test_a_store_check_before_a_pure_one_keeps_its_precedence():
    # other_side_of_thing (pure) comes after the store checks: a store check naming something wins.
    checks = (Check("s", _named("pen y fan from Sian"), reads_store=True), Check("p", _named("right knee")))
    assert first_never_said(object(), checks) == "pen y fan from Sian"


def test_a_later_lookups_failure_does_not_fail_an_answer_an_earlier_check_gave():
    checks = (Check("s1", _named("the fall from Frank's wife"), reads_store=True),
              Check("s2", _raises, reads_store=True))
    assert first_never_said(object(), checks) == "the fall from Frank's wife"


def test_a_lookups_failure_is_raised_when_every_check_before_it_named_nothing():
    checks = (Check("s1", _named(""), reads_store=True), Check("s2", _raises, reads_store=True),
              Check("s3", _named("never reached"), reads_store=True))
    with pytest.raises(Boom):
        first_never_said(object(), checks)


def test_the_store_checks_start_together():
    # Each store check waits until both have started: run one after another, the first would wait for
    # ever (bounded here by the event's timeout, so a regression fails instead of hanging).
    started = threading.Barrier(2, timeout=30)

    def meets(evidence):
        started.wait()
        return ""

    checks = (Check("s1", meets, reads_store=True), Check("s2", meets, reads_store=True))
    assert first_never_said(object(), checks) == ""


def test_pure_checks_never_start_the_lookups_when_they_decide():
    calls = []

    def looked_up(evidence):
        calls.append("store")
        return ""

    checks = (Check("p", _named("his feet")), Check("s", looked_up, reads_store=True))
    assert first_never_said(object(), checks) == "his feet"
    assert calls == []


def test_the_registry_names_each_check_once_and_reads_the_store_only_where_it_says():
    names = [c.name for c in CHECKS]
    assert len(names) == len(set(names))
    store = {c.name for c in CHECKS if c.reads_store}
    assert store == {"person", "told", "relative_said", "roster_event", "operation_of_thing", "others_thing",
                     "others_whole_thing", "others_pair"}
    # The decision calls the registry, not the checks one by one.
    import inspect

    from shared.usecases import search
    # Its step of the word checks read after the model's features (`_words_read`, h-review57) calls it.
    source = inspect.getsource(search.decide) + inspect.getsource(search._words_read)
    assert "first_never_said" in inspect.getsource(search._words_read)
    assert "speaker_records" not in source and "unheld_value" not in source
    assert never_said.Evidence.__dataclass_fields__.keys() >= {"asked", "unsaid", "candidates", "scope"}
