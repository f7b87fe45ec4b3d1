"""The trainer's own words asked by when, or by the thing said ("when did i say weights could start again",
"what pace did i say at the start"), search only the kinds someone spoke, as "what did i say about …" does
(shared/usecases/chat/spoken_kinds.py). Before, only "what did i / what i …" was read, and the weekly weight
data outranked the recorded call where the coach said when weights could start again."""

from __future__ import annotations

import pytest

from shared.usecases.chat import spoken_kinds
from shared.usecases.speaker_records import SPOKEN

EVERY = ("message", "session_note", "transcript_segment", "metric_summary", "health_goal", "client_profile")


@pytest.mark.parametrize("question", ["when did i say weights could start again", "what pace did i say at the start",
                                      "how many sessions did i tell her", "which stretches have i told him"])
def test_asked_by_when_or_the_thing_said(question):
    assert spoken_kinds.asks_trainer_words(question)
    assert set(spoken_kinds.kinds_searched(question, EVERY, None, False)) <= set(SPOKEN)


@pytest.mark.parametrize("question", ["did i mention the hill", "when did she say her knee went", "what did she say",
                                      "when is her next session"])
def test_not_the_trainers_words(question):
    assert not spoken_kinds.asks_trainer_words(question)
    assert spoken_kinds.kinds_searched(question, EVERY, None, False) == EVERY
