"""Texting shorthand in a question is read as the words it stands for (shared/domain/shorthand.py).
Hand-written questions."""

from __future__ import annotations

import pytest

from shared.domain import shorthand
from shared.usecases import intent


@pytest.mark.parametrize("question, written", [
    ("what did i say abt pints", "what did i say about pints"),
    ("b4 i see lola thurs, her bp", "before i see lola thurs, her bp"),
    ("tmrw's sesh w/ kai", "tomorrow's session with kai"),
    ("w/o the brace?", "without the brace?"),
    ("ABT the knee pls", "about the knee"),
    ("her sleep, latest plz thx", "her sleep, latest"),
    ("any msgs from kai", "any messages from kai"),
])
def test_shorthand_is_written_out(question, written):
    assert shorthand.written_out(question) == written


@pytest.mark.parametrize("question", [
    "an abttest of w/e",          # inside a word, or another slashed form
    "did u see her rn",           # left alone: a letter, a nurse
    "what did she say about her knee",
])
def test_other_words_are_left_alone(question):
    assert shorthand.written_out(question) == question


@pytest.mark.parametrize("question, topic", [
    ("what did i say to kai abt pints", "pints"),
    ("how long was kai in the sauna b4 we started", "sauna started"),
    ("did lola say anything abt her diet", "diet"),
])
def test_shorthand_is_no_topic_word(question, topic):
    asked = intent.asked_topic(question)[1]
    assert intent.topic(asked, ["Kai Bell", "Lola Fenn"]) == topic


@pytest.mark.parametrize("question, written", [
    ("tom's resting hr this week", "tom's resting heart rate this week"),
    ("what was his Max HR on the climb", "what was his Max heart rate on the climb"),
    ("send me kai's hr zones", "send me kai's heart rate zones"),
])
def test_hr_beside_a_heart_word_is_the_heart_rate(question, written):
    assert shorthand.written_out(question) == written


@pytest.mark.parametrize("question", [
    "she did two 4 hr shifts",    # hours
    "how many hr of sleep",
    "the hr department called",
])
def test_hr_alone_is_left_alone(question):
    assert shorthand.written_out(question) == question


@pytest.mark.parametrize("question, written", [
    ("ana's step count this month", "ana's steps this month"),
    ("what are his Step Counts like", "what are his steps like"),
    ("did she count the reps", "did she count the reps"),        # "count" alone stays
    ("her blood count", "her blood count"),
])
def test_step_count_is_the_steps(question, written):
    assert shorthand.written_out(question) == written
