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


def test_the_period_and_order_readings_of_the_chat_search_and_speaker_records_take_no_flag_for_a_time():
    # Their `_ts` falls back to what an undated record reads as: in no period (-inf), or last (+inf).
    from shared.domain.retrieval import Candidate
    from shared.ports.vectorstore import Match
    from shared.usecases import search, speaker_records
    from shared.usecases.chat import service

    dated, flagged = Candidate("a", 0.9, 0.5, {"ts": 86_400}), Candidate("b", 0.9, 0.5, {"ts": True})
    for read in (search._ts, service._ts):
        assert read(dated) == 86_400.0
        assert read(flagged) == float("-inf")
    assert speaker_records._ts(Match("a", 0.9, {"ts": 86_400})) == 86_400.0
    assert speaker_records._ts(Match("b", 0.9, {"ts": False})) == float("inf")
