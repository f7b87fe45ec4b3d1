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


def test_written_or_gives_the_undated_a_number():
    from shared.domain.record_time import written_or

    assert written_or({"ts": 86_400}, 0.0) == 86_400.0
    assert written_or({}, float("-inf")) == float("-inf")
    assert written_or({"ts": True}, 0.0) == 0.0


# h-review54: the readers that took a flag for a time (True read as 1.0, a record of 1970) read record_time now.
DAY = 86_400.0


def _c(cid: str, ts, **meta):
    from shared.domain.retrieval import Candidate

    return Candidate(cid, 0.9, 0.9, {"ts": ts, "text": cid, **meta})


def test_the_rule_in_force_and_the_answer_to_a_message_take_no_flag_for_a_time():
    from shared.ports.vectorstore import Match
    from shared.usecases import rule_records, speaker_records

    assert rule_records._ts(Match("a", 0.9, {"ts": DAY})) == DAY
    assert rule_records._ts(Match("b", 0.9, {"ts": True})) == float("-inf")
    assert speaker_records._after_or_before({"ts": 2 * DAY}, {"ts": DAY}, after=True)
    assert not speaker_records._after_or_before({"ts": 2 * DAY}, {"ts": DAY}, after=False)
    assert not speaker_records._after_or_before({"ts": True}, {"ts": 0}, after=True)
    assert not speaker_records._after_or_before({"ts": DAY}, {}, after=True)


def test_an_exchange_and_a_conversation_hold_only_dated_turns():
    from shared.domain import word_evidence

    # A minute into 1970: a flag read as one second was within the reply gap of it.
    asked = _c("a", 60, chatId="c1", senderId="client")
    answer = _c("b", 120, chatId="c1", senderId="coach")
    flagged = _c("f", True, chatId="c1", senderId="coach")
    assert word_evidence.exchange(asked, [asked, answer, flagged]) == [asked, answer]
    assert word_evidence.conversation(asked, [asked, answer, flagged]) == [asked, answer]
    assert word_evidence.exchange(flagged, [asked, answer]) == [flagged]


def test_the_newest_leads_and_a_flag_is_never_newest():
    from shared.domain import leading

    old, new, flagged = _c("old", DAY), _c("new", 2 * DAY), _c("flag", True)
    assert leading.with_latest([old, new], [old, new], 0.5)[0] is new
    assert leading.with_latest([flagged, old], [flagged, old], 0.5)[0] is old
    # A flag read as 1970 made every dated record of the pool newer than the chosen one.
    assert leading.with_latest([flagged], [flagged, old], 0.5) == [flagged]


def test_the_period_and_the_status_order_take_no_flag_for_a_time():
    from datetime import datetime, timezone

    from shared.domain.timeframe import Timeframe
    from shared.usecases import period
    from shared.usecases.chat import service

    flagged = _c("flag", True)
    june = Timeframe(datetime(1970, 1, 1, tzinfo=timezone.utc), datetime(1970, 1, 3, tzinfo=timezone.utc), "")
    assert period._as_of_period(flagged, june) is flagged
    old, new = _c("old", DAY), _c("new", 2 * DAY)
    assert service.status_order([flagged, old, new], in_period=False) == [new, old, flagged]
    undated = _c("undated", None)
    assert service.status_order([undated, flagged], in_period=False) == [undated, flagged]  # both undated
    assert service._outside_period([flagged], 0.5) == ""
    assert "Jan 2, 1970" in service._outside_period([old, flagged], 0.5)


def test_a_reply_a_chat_turn_and_an_answer_take_no_flag_for_a_time():
    # h-review54's second round: threads.next_turn, person_words.in_a_chat / answers.
    from shared.domain import person_words, threads

    asked = _c("a", 60, chatId="c1", senderId="client")
    reply = _c("b", 120, chatId="c1", senderId="coach")
    flagged = _c("f", True, chatId="c1", senderId="coach")
    assert threads.next_turn(asked, [asked, reply]) is reply
    assert threads.next_turn(_c("g", True, chatId="c1", senderId="client"), [reply]) is None
    assert person_words.in_a_chat(asked.metadata) and not person_words.in_a_chat(flagged.metadata)
    assert person_words.answers(reply.metadata, asked.metadata, 600)
    assert not person_words.answers(asked.metadata, flagged.metadata, 600)


def test_the_newest_slot_record_takes_no_flag_for_a_time(monkeypatch):
    from shared.usecases import previous_records

    slot = sorted(previous_records.slot_values.NEWEST_FIRST)[0]
    monkeypatch.setattr(previous_records.slot_values, "fills", lambda s, text: True)
    undated, flagged = _c("undated", None), _c("flag", True)
    # Both undated: they keep their order (a flag read as 1970 put it first, the newer of the two).
    assert [c.id for c in previous_records.filled_first([undated, flagged], slot)] == ["undated", "flag"]
