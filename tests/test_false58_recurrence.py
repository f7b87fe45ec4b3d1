"""A trouble asked as come back since, no ordinal ("has iestyn broken it again since"), that the records tell once
(shared/domain/repeat_asked.py `unheld_recurrence`; h-false58)."""
from __future__ import annotations

from shared.domain import repeat_asked
from shared.usecases import never_said
from tests.candidates import candidate

_BROKEN_ONCE = [candidate("Meinir here. Broken left collarbone, a clean break in the middle. Fracture clinic Monday."),
                candidate("Iestyn: back on the ice since 9 March, raced the Nationals in April, signed off in May.")]
_DONE_ONCE = [candidate("Done my left elbow in randori tonight, arm went the wrong way on a throw. Popped out."),
              candidate("Physio's signed me off. Band exercises twice a week to keep it.")]


def test_a_trouble_told_once_asked_as_come_back_since_is_named():
    # The search takes the client's name off: "has iestyn broken it again since" is asked as below.
    assert repeat_asked.unheld_recurrence("has broken it again since", _BROKEN_ONCE) == "broken it again"
    assert repeat_asked.unheld_recurrence("has done it again since", _DONE_ONCE) == "done it again"
    assert repeat_asked.unheld_recurrence("has new hip popped out since", [
        candidate("back on the river tonight! hip didn't say a word"),
        candidate("Alwyn: back in the coracle 17 June. Sticks gone since the end of May.")]) == "new hip popped out again"
    assert repeat_asked.unheld_recurrence("has gone over on it again since?", [
        candidate("Landed wrong off the water jump, left ankle went right over."),
        candidate("Back over the barriers tonight, first time since August, no pain at all.")]) == "gone over on it again"
    # A warning of it coming back is no telling that it did ("or it could go again").
    assert repeat_asked.unheld_recurrence("has achilles gone again since", [
        candidate("Ewart: left Achilles tendon ruptured 9 August, treated in plaster without surgery."),
        candidate("the boot stays on for four weeks, and he's not to run for three months or it could go again.")
    ]) == "achilles gone again"


def test_a_trouble_told_again_or_told_not_since_answers():
    # "no flare since september" answers "no"; "third flare" and "broke it again" answer "yes".
    assert repeat_asked.unheld_recurrence("has had a flare since", [
        candidate("gout right big toe, allopurinol from September, no flare since September.")]) == ""
    assert repeat_asked.unheld_recurrence("has had a flare since", [candidate("Third flare since July.")]) == ""
    assert repeat_asked.unheld_recurrence("has broken it again since", [candidate("broke it again at the rink")]) == ""
    assert repeat_asked.unheld_recurrence("has achilles gone again since", [candidate("it went again on the beach")]) == ""


def test_a_return_to_an_activity_or_another_shape_is_not_read():
    # A return to an activity is told without a word of repeat ("played on saturday").
    assert repeat_asked.unheld_recurrence("has played since", [candidate("played on saturday, knee fine")]) == ""
    assert repeat_asked.unheld_recurrence("has been running again since", [candidate("ran 5k today")]) == ""
    # Not a question of "since": "did it flare again" is the repeat check's or the model's.
    assert repeat_asked.unheld_recurrence("did it flare again", [candidate("flare in march")]) == ""
    assert repeat_asked.unheld_recurrence("has broken it", _BROKEN_ONCE) == ""


def test_the_check_is_in_the_registry_after_the_repeat():
    names = [c.name for c in never_said.CHECKS]
    assert names.index("recurrence") == names.index("repeat") + 1
