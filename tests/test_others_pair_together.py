"""Another client's thing asked of the client in focus, its two words said by the other client the other way
round (others_things.says_pair_together, read by usecases.others_things.others_whole_thing): "eilidh's
highland ball display" where Eilidh's records say neither "ball" nor "display" and Fiona's say "adult class
display at the highland ball". Main read only the pair as typed ("ball display") and answered from Eilidh's
Highland-dancer note. Hand-written records."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import others_things as domain
from shared.ports.vectorstore import QueryFilter
from shared.usecases import others_things


def test_a_pair_said_together_in_either_order_within_a_clause():
    assert domain.says_pair_together(("ball", "display"), {"text": "adult class display at the highland ball, did the flora"})
    assert domain.says_pair_together(("carpal", "tunnel"), {"text": "nerve test, carpal tunnel"})
    # In two clauses, or far apart: not one thing.
    assert not domain.says_pair_together(("ball", "display"), {"text": "ball games. the display was great"})
    assert not domain.says_pair_together(("ball", "display"), {"text": "display for juniors seniors vets mums dads then a ball"})


def _backends(found):
    return SimpleNamespace(store=SimpleNamespace(keyword_query=lambda trainer, words, k, scope: found))


def test_another_clients_pair_said_the_other_way_round_is_theirs():
    fiona = SimpleNamespace(metadata={"text": "adult class display at the highland ball, didnae fall over", "clientId": "fiona"})
    eilidh = QueryFilter(client_id="eilidh")
    read = others_things.others_whole_thing
    assert read(_backends([fiona]), "t", "highland ball display", ["ball", "display"], eilidh) == "ball display"
    # The client's own record, or a pair one word of which the client says: not read here.
    own = SimpleNamespace(metadata={"text": "display at the highland ball", "clientId": "eilidh"})
    assert read(_backends([own]), "t", "highland ball display", ["ball", "display"], eilidh) == ""
    assert read(_backends([fiona]), "t", "highland ball display", ["display"], eilidh) == ""
