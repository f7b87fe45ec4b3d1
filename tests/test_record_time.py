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


# h-review55: the readers of `ts` h-review54 left ("Left"), each through record_time. Each test below fails on the
# code before, which took a flag (True == 1.0 to Python) for a time of 1970.

def _rec(rid: str, ts: object, text: str = "", relevance: float = 0.9, **meta: object):
    from shared.domain.retrieval import Candidate

    return Candidate(rid, relevance, relevance, {"ts": ts, "text": text, **meta}, {"coverage": 0.5})


def test_a_flagged_report_is_no_report_of_a_planned_event():
    from shared.domain import planned_only

    plan = _rec("plan", None, "signed up for the county regionals")
    named = [(plan, ["signed up for the county regionals"])]
    report = "Regionals: 3rd in 12.9"
    assert planned_only.reported_elsewhere(["county", "regionals"], named, [plan, _rec("r", 86_400, report)])
    assert not planned_only.reported_elsewhere(["county", "regionals"], named, [plan, _rec("r", True, report)])


def test_the_ranking_dates_no_flagged_record():
    from shared.domain import retrieval

    pool = [_rec("flag", True, chatId="c"), _rec("day", 600.0, chatId="c")]
    assert set(retrieval._recency(pool)) == {"day"}  # no recency for a record of no time


def test_a_flagged_record_is_not_of_the_days_of_a_happening():
    from shared.domain import happenings_untold

    asthma, visit = _rec("a", 86_400.0, "asthma attack last night"), _rec("v", True, "a&e kept her in overnight")
    assert happenings_untold.of_another_thing("did tilly go to hospital with her asthma", [asthma, visit]) == \
        "hospital with her asthma"


def test_a_flagged_value_is_not_the_first_value():
    from shared.domain import start_values

    flagged, intake = _rec("flag", True, "weighed in at 90 kg"), _rec("intake", 5 * 86_400, "hi, 41, 86 kg")
    led = start_values.leading("what did nia weigh at the start", [], [flagged, intake], 0.3, ("weight",))
    assert [c.id for c in led] == ["intake"]


def test_a_flagged_weekly_summary_is_no_week_quoted():
    from shared.domain import readings
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases import metric_weeks

    week = _rec("w", True, "Weight, week of …", sourceType="metric_summary", metric="weight", clientId="nia")
    assert readings.quoted_metric([week]) is None
    asked: list[QueryFilter] = []
    assert metric_weeks.with_weeks("her weight", [week], QueryFilter(client_id="nia"),
                                   lambda scope: asked.append(scope) or []) == [week]
    assert asked == []  # no look-up of weeks since 1970


def test_a_flagged_record_is_no_first_or_last_of_its_kind():
    from shared.domain import ordinal
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases import ordinal_lookup

    flagged = _rec("flag", True, "check-in", sourceType="checkin")
    dated = _rec("dated", 5 * 86_400, "check-in", sourceType="checkin")
    assert ordinal.pick([flagged, dated], "checkin", ordinal.FIRST).id == "dated"
    asked: list[QueryFilter] = []
    searched = QueryFilter(client_id="nia", source_types=("checkin",))
    found = ordinal_lookup.named_record("her first check-in", "checkin", [flagged, dated], searched,
                                        lambda scope: asked.append(scope) or [])
    assert found.id == "dated" and asked[0].until_ts == 5 * 86_400


def test_a_flagged_record_is_in_no_month_window():
    from shared.domain import months_dated

    note = "HbA1c 58 to 49 mmol/mol (December)."  # December's, in a note of January 1970
    args = (0.3, 0.0, 30 * 86_400.0, lambda w: False)
    assert months_dated.of_another_month("hba1c", [_rec("d", 20 * 86_400, note)], *args) == "hba1c"
    assert months_dated.of_another_month("hba1c", [_rec("f", True, note)], *args) == ""
