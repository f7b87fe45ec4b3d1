"""One thing by its everyday name and the clinic's (shared/domain/kinds.py, h-words36): a heart tracing is
an ECG, golfer's elbow is medial epicondylitis, an underactive thyroid is hypothyroidism, a knock on the
head is a concussion, a pacemaker is an operation, a hamstring is a muscle of the thigh. Hand-written
sentences, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain.sameness import word_in


@pytest.mark.parametrize("word, question, text", [
    ("tracing", "did he have a heart tracing", "the gp did an ecg this morning"),
    ("ecg", "when was his ecg", "they did a heart tracing at the surgery"),
    ("epicondylitis", "her medial epicondylitis", "physio says golfer's elbow, strap for 3 weeks"),
    ("epicondylitis", "lateral epicondylitis", "tennis elbow again from the hammering"),
    ("hypothyroid", "is she hypothyroid", "bloods back: underactive thyroid, on levothyroxine"),
    ("knock", "her knock on the head", "A&E says concussion, no training for 2 weeks"),
    ("op", "when was his heart op", "pacemaker fitted on tuesday, home wednesday"),
    ("thigh", "her torn thigh muscle", "mri: grade 2 tear in my left hamstring"),
    ("thigh", "his thigh strain", "quads tight after the sprint session"),
])
def test_the_everyday_and_the_clinic_name_mean_one_thing(word, question, text):
    assert word_in(word, question, {"text": text})


@pytest.mark.parametrize("word, question, text", [
    ("hamstring", "his hamstring", "sore thigh after the game"),        # the thigh may be the quad's
    ("epicondylitis", "medial epicondylitis", "tennis elbow again"),    # the other side of the elbow
    ("hypothyroid", "is she hypothyroid", "overactive thyroid, on carbimazole"),
    ("knock", "a knock on the knee", "A&E says concussion"),
])
def test_other_things_stay_other(word, question, text):
    assert not word_in(word, question, {"text": text})
