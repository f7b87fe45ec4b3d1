"""The heart asked of a period whose only records saying it are the resting heart rate weeks
(shared/domain/organ_readings.py, never_said check `organ_of_a_period`). Hand-written records."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

from shared.domain import organ_readings
from shared.usecases import never_said


def _ts(day: str) -> float:
    return datetime.fromisoformat(day).replace(tzinfo=timezone.utc).timestamp()


MARCH = (_ts("2022-03-01"), _ts("2022-03-31"))


def _record(day: str, text: str, kind: str = "message", metric: str | None = None) -> SimpleNamespace:
    meta = {"sourceType": kind, "ts": _ts(day), "text": text}
    if metric:
        meta["metric"] = metric
    return SimpleNamespace(metadata=meta)


WEEK = _record("2022-03-14", "Resting heart rate, week of Mar 14, 2022 (Ora Vane): 1 reading: 66 bpm on Mar 14, 2022.",
               "metric_summary", "resting_heart_rate")


def test_the_heart_told_only_by_its_rate_weeks_is_refused():
    assert organ_readings.only_its_measure("ora's heart", [WEEK], *MARCH) == "heart"
    other = _record("2022-03-20", "long walk by the canal, 12 km")
    assert organ_readings.only_its_measure("how was ora's heart", [WEEK, other], *MARCH) == "heart"


def test_the_rate_asked_or_another_record_of_the_heart_is_left_alone():
    for asked in ("ora's heart rate", "ora's resting hr", "ora heart pulse"):
        assert organ_readings.only_its_measure(asked, [WEEK], *MARCH) == ""
    racing = _record("2022-03-09", "heart was racing on the stairs again, gp wants a tape on it")
    assert organ_readings.only_its_measure("ora's heart", [WEEK, racing], *MARCH) == ""
    # No period asked, or nothing of the period saying the heart.
    assert organ_readings.only_its_measure("ora's heart", [WEEK], None, None) == ""
    assert organ_readings.only_its_measure("ora's heart", [], *MARCH) == ""
    assert organ_readings.only_its_measure("ora's knee", [WEEK], *MARCH) == ""


def test_a_period_telling_the_heart_in_other_words_is_left_alone():
    # No record of the period says "heart" but the weeks; one tells it by the words medicine uses.
    for text in ("doctor sent me for an ecg, results next week", "seeing the cardiology nurse on friday",
                 "palpitations on the bike again"):
        told = _record("2022-03-11", text)
        assert organ_readings.only_its_measure("ora's heart", [WEEK, told], *MARCH) == ""
    # Outside the period it tells nothing of the period.
    later = _record("2022-05-02", "doctor sent me for an ecg")
    assert organ_readings.only_its_measure("ora's heart", [WEEK, later], *MARCH) == "heart"


def test_the_check_is_in_the_registry():
    assert "organ_of_a_period" in [c.name for c in never_said.CHECKS]
