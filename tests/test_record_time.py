"""A record's time read one way (shared/domain/record_time.py): pure function, no emulator."""

from shared.domain.record_time import written_at


def test_a_number_is_the_time_in_seconds():
    assert written_at({"ts": 1_700_000_000}) == 1_700_000_000.0
    assert isinstance(written_at({"ts": 1_700_000_000}), float)
    assert written_at({"ts": 12.5}) == 12.5


def test_no_time_a_profile_a_flag_or_text_is_none():
    assert written_at({}) is None
    assert written_at({"ts": None}) is None
    assert written_at({"ts": True}) is None
    assert written_at({"ts": "2026-01-02"}) is None
