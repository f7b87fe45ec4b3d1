"""A part of the body asked alone that the client's records name only as a sign to watch for
(others_things.asked_part, named_only_if and the lookup in shared/usecases/others_things.py; h-never29).

Hand-written records, not taken from any benchmark set: Nadia's records say her back and, once, "call me if
your foot tingles"; "nadia's foot" is refused with "foot", "nadia's back" is not. A part said as it happened
anywhere among her records, or a question asking more than the part, is left to the rest of the decision."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import others_things
from shared.ports.vectorstore import QueryFilter
from shared.usecases import others_things as lookup

NADIA = ["Rest the back tonight, and call me if your foot tingles or goes weak.",
         "back much better today, walked to work"]


def test_the_part_asked_alone():
    assert others_things.asked_part("nadia's foot") == "foot"
    assert others_things.asked_part("nadias knee") == "knee"
    assert others_things.asked_part("nadia's foot pain at work") == ""  # more than the part
    assert others_things.asked_part("nadia's weight") == ""


def test_a_part_named_only_under_if_and_one_said_as_it_happened():
    assert others_things.named_only_if("foot", NADIA)
    assert not others_things.named_only_if("back", NADIA)  # "back much better" says it happened
    assert not others_things.named_only_if("foot", [*NADIA, "foot swollen after the 10k"])
    assert not others_things.named_only_if("knee", NADIA)  # named nowhere: the missing words' rules read it
    assert others_things.named_only_if("knee", ["stop in case the knee swells"])


class _Store:
    def __init__(self, texts):
        self.texts = texts

    def keyword_query(self, trainer_id, text, top_k, query_filter=None):
        return [SimpleNamespace(id=str(i), score=1.0, metadata={"text": t, "clientId": "nadia"})
                for i, t in enumerate(self.texts) if text in t.lower()]


def test_the_lookup_refuses_the_part_named_only_as_a_sign():
    backends = SimpleNamespace(store=_Store(NADIA))
    nadia = QueryFilter(client_id="nadia")
    assert lookup.others_thing(backends, "coach", "nadia's foot", [], nadia) == "foot"
    assert lookup.others_thing(backends, "coach", "nadia's back", [], nadia) == ""
    assert lookup.others_thing(backends, "coach", "nadia's foot", [], QueryFilter()) == ""  # no client in focus
