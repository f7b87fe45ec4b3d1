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


def test_the_asked_records_period_and_the_speaker_records_order_take_no_flag_for_a_time():
    # A record whose ts is a flag is undated: in no period, and last in an oldest-first order.
    from datetime import datetime, timezone

    from shared.domain.retrieval import Candidate
    from shared.domain.timeframe import Timeframe
    from shared.ports.vectorstore import Match
    from shared.usecases import asked_records, speaker_records

    day = Timeframe(datetime(1970, 1, 1, tzinfo=timezone.utc), datetime(1970, 1, 3, tzinfo=timezone.utc), "")
    assert asked_records._written_within(Candidate("a", 0.9, 0.5, {"ts": 86_400}), day)
    assert not asked_records._written_within(Candidate("b", 0.9, 0.5, {"ts": True}), day)
    assert speaker_records._ts(Match("a", 0.9, {"ts": 86_400})) == 86_400.0
    assert speaker_records._ts(Match("b", 0.9, {"ts": False})) == float("inf")
