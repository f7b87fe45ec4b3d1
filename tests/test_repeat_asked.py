"""A repeat asked of something the history tells once (shared/domain/repeat_asked.py; h-refuse39)."""
from __future__ import annotations

from shared.domain import repeat_asked
from tests.candidates import candidate

_ONCE = [candidate("went over on the kerb by the bus stop, ankle's purple"),
         candidate("nice and steady today, no more falls please")]


def test_a_repeat_whose_ordinal_is_never_said_and_told_once_is_named():
    assert repeat_asked.unsaid_repeat("did have another fall in march", ["another"], _ONCE) == "another fall"
    assert repeat_asked.unsaid_repeat("has had a second flare", ["second"], [candidate("flare in march, wrists")]) == "second flare"


def test_a_repeat_told_again_or_an_ordinal_said_answers():
    # The thing said beside "again" (its past form too) or "twice" tells the repeat.
    assert repeat_asked.unsaid_repeat("did have another fall in march", ["another"],
                                      [*_ONCE, candidate("fell again getting off the bus")]) == ""
    assert repeat_asked.unsaid_repeat("has had a second flare", ["second"], [candidate("flared up twice since may")]) == ""
    # The ordinal said somewhere in the history: the decision's other evidence decides.
    assert repeat_asked.unsaid_repeat("did have another fall in march", [], _ONCE) == ""
    # Not a yes-or-no question of having one.
    assert repeat_asked.unsaid_repeat("when was the other fall", ["other"], _ONCE) == ""
