""""What did <someone> say on <a day named loosely>" read of the day alone (shared/domain/said_on_a_day.py and the
registry's `said_on_the_day`, shared/usecases/never_said.py; h-false60)."""
from __future__ import annotations

from datetime import date, datetime, timezone
from types import SimpleNamespace

from shared.domain import said_on_a_day
from shared.ports.vectorstore import QueryFilter
from shared.usecases import never_said

DAY = date(2006, 5, 20)
PADDED = datetime(2006, 5, 17, tzinfo=timezone.utc).timestamp()  # "on the 20th of may", three days each side
UNPADDED = datetime(2006, 5, 20, tzinfo=timezone.utc).timestamp()  # "on good friday": the day and the morning after
START = datetime(2006, 5, 20, tzinfo=timezone.utc).timestamp()


def test_what_was_said_on_a_loosely_named_day_is_read_of_the_day_alone():
    assert said_on_a_day.the_day_alone("what did clodagh say", DAY, PADDED) == (START, START + 86399)
    # As the decision reads it, the client's name taken off.
    assert said_on_a_day.the_day_alone("what did say", DAY, PADDED) == (START, START + 86399)
    assert said_on_a_day.the_day_alone("what did she send", DAY, PADDED) == (START, START + 86399)


def test_other_questions_and_unpadded_days_are_not_read():
    # A topic asked: the padding is there for its records ("the knee's record of the 18th").
    assert said_on_a_day.the_day_alone("what did she say about her knee", DAY, PADDED) is None
    assert said_on_a_day.the_day_alone("clodagh's knee", DAY, PADDED) is None
    # A feast's day is read unpadded already, its morning after kept on purpose.
    assert said_on_a_day.the_day_alone("what did gaz say", DAY, UNPADDED) is None
    # No one day named.
    assert said_on_a_day.the_day_alone("what did clodagh say", None, PADDED) is None


def test_said_records_are_the_speakers_own():
    types = said_on_a_day.said_types()
    assert "message" in types and "transcript_segment" in types and "checkin" in types
    assert not {"session_note", "client_profile", "metric_summary", "lab_panel"} & set(types)


class _Store:
    def __init__(self, held: bool) -> None:
        self.held, self.asked = held, []

    def holds_any(self, trainer_id: str, query_filter: QueryFilter) -> bool:
        self.asked.append(query_filter)
        return self.held


def _evidence(store: _Store, asked: str = "what did say", since: float = PADDED) -> never_said.Evidence:
    backends = SimpleNamespace(store=store, embedder=SimpleNamespace(model_id="m"),
                               settings=SimpleNamespace(search_timeout_s=5.0))
    scope = QueryFilter(client_id="clodagh", group_chats=("team",))
    return never_said.Evidence(backends=backends, trainer_id="t", asked=asked, unsaid=[], candidates=[],
                               threshold=0.7, is_name=lambda w: False,
                               query_filter=QueryFilter(client_id="clodagh", since_ts=since, until_ts=since + 7 * 86400),
                               scope=scope, roster=[], day=DAY)


def test_the_registry_refuses_a_day_on_which_nothing_was_said():
    check = [c for c in never_said.CHECKS if c.name == "said_on_the_day"]
    assert check and check[0].reads_store
    empty = _Store(held=False)
    assert never_said.first_never_said(_evidence(empty), check) == "a message on May 20, 2006"
    looked = empty.asked[0]
    assert (looked.since_ts, looked.until_ts, looked.client_id, looked.group_chats) == (START, START + 86399, "clodagh", ("team",))
    # A record said on the day: the question is the day's.
    assert never_said.first_never_said(_evidence(_Store(held=True)), check) == ""
    # Not read: a topic asked, or a day read unpadded.
    assert never_said.first_never_said(_evidence(_Store(held=False), asked="what did say about knee"), check) == ""
    assert never_said.first_never_said(_evidence(_Store(held=False), since=UNPADDED), check) == ""
