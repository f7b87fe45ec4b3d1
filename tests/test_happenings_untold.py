"""A happening asked yes-or-no that the records name only as advice, a possibility or a condition
(shared/domain/happenings_untold.py), read with the checks of things only planned (search.NEVER_DONE).
Hand-written questions and records."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import happenings_untold
from shared.usecases import search


def _records(*texts: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(metadata={"text": t}) for t in texts]


def test_advice_and_possibility_are_no_telling():
    untold = happenings_untold.untold
    # An instruction opening its clause after a condition.
    assert untold("did marek see a physio about his hip", _records(
        "Ease off the hill reps. If the hip still grumbles by friday, see a physio.", "hip a bit stiff")) == "physio"
    # A possibility after a modal verb.
    assert untold("did nell have a fall", _records("keep to the rail on the stairs, you could easily fall")) == "fall"
    # A plan ahead ("you'll").
    assert untold("did nell go to hospital", _records("you'll end up in hospital if you keep this up")) == "hospital"


def test_a_telling_leaves_the_question_to_the_model():
    untold = happenings_untold.untold
    # Done, or ruled out: a telling, yes or no.
    assert untold("did nell have a fall", _records("no falls since the new shoes")) == ""
    assert untold("did marek go to hospital", _records("had to go to a&e last night, three stitches")) == ""
    # A condition after the happening's word is the doctor's advice, told as seen.
    assert untold("did marek see a doctor", _records("the gp said if it swells again come back")) == ""
    # One telling among advice is enough.
    assert untold("did marek see a physio", _records("if it isn't better, see a physio", "physio says it's a strain")) == ""
    # Never said: the words-never-said check's (yes_no.unsaid_happening), not this one.
    assert untold("did marek see a physio", _records("hip a bit stiff")) == ""
    # Not a yes-or-no question.
    assert untold("when should marek see a physio", _records("if it isn't better, see a physio")) == ""


def test_read_with_the_checks_of_things_only_planned():
    assert happenings_untold.untold in search.NEVER_DONE


_DAY = 86400


def _dated(*texts_days: tuple[str, int]) -> list[SimpleNamespace]:
    return [SimpleNamespace(metadata={"text": t, "ts": d * _DAY}) for t, d in texts_days]


def test_a_happening_told_of_another_thing():
    of_another = happenings_untold.of_another_thing
    records = _dated(("slipped on the wet deck, a&e says the wrist is only sprained", 10), ("asthma fine with the new inhaler", 40))
    assert of_another("did tilly go to hospital with her asthma", records) == "hospital with her asthma"
    # The thing said the day before the visit, or by the visit's own record: the visit may be for it.
    assert of_another("did tilly go to hospital with her asthma", _dated(("asthma attack last night", 10),
                                                                          ("a&e kept her in overnight", 11))) == ""
    assert of_another("did tilly go to hospital with her wrist", records) == ""
    # A thing the kinds table does not name ("for it", "for a chat"): not read.
    assert of_another("did tilly go to hospital for it", records) == ""
    # The happening never told: the other checks'.
    assert of_another("did tilly see a physio about her asthma", records) == ""


def test_the_registry_reads_a_happening_of_another_thing():
    from shared.usecases import never_said
    assert any(c.name == "happening_of_thing" for c in never_said.CHECKS)
