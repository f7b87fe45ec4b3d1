"""The trainer's everyday words read with the records' (h-words31, shared/domain/plain_speech.py): an
operation's clipping, a condition's two initials, a procedure said as what it does, the bare verb "drink",
a stomach complaint. Hand-written questions."""

from __future__ import annotations

import pytest

from shared.domain import plain_speech


@pytest.mark.parametrize("question,added", [
    ("did she need an op", "operation surgery operated"),
    ("the week after his ops", "operation surgery operated"),
    ("who else has got af", "atrial fibrillation"),
    ("his a-fib in may", "atrial fibrillation"),
    ("when did they shock his heart", "cardioversion shocked"),
    ("the shock to reset ruth's heart", "cardioversion shocked"),
    ("has he had his knee done", "replacement operation"),
    ("did she have her eye done", "cataract operation"),
    ("does owen drink", "alcohol dry sober"),
    ("did kate drink at the wedding", "alcohol dry sober"),
    ("omar's stomach in may", "gut loo diarrhoea"),
])
def test_the_records_words_are_added_after_the_trainers(question, added):
    read = plain_speech.with_record_words(question)
    assert added in read
    assert plain_speech.as_typed(read) == question
    assert plain_speech.with_record_words(read) == read


@pytest.mark.parametrize("question", [
    "a photo op", "tired af", "does nadia drink cider", "what did joe drink at the party",
    "how much did he drink in the heat", "drink enough water", "stomach crunches", "belly fat",
])
def test_a_word_with_another_sense_is_left_alone(question):
    assert plain_speech.with_record_words(question) == question
