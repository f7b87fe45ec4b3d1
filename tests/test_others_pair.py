"""h-refuse38: a thing of two words asked of the client in focus and nothing else ("pauline's new knee", "morwenna's
beach flags", "wayne's face guard") that the client's records say only apart and another client's record says as
one thing (usecases.others_things.others_pair, domain others_things.thing_pair). Hand-written records."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import others_things as domain
from shared.ports.vectorstore import QueryFilter
from shared.usecases import others_things

PAULINE = QueryFilter(client_id="pauline")


def rec(text, client):
    return SimpleNamespace(metadata={"text": text, "clientId": client}, relevance=0.8)


def _backends(own, everyone):
    # The client's lookup is scoped to the client; the lookup across the trainer's records is not.
    return SimpleNamespace(store=SimpleNamespace(
        keyword_query=lambda trainer, words, k, scope: own if scope.client_id else everyone))


def test_the_question_is_one_thing_of_two_words():
    assert domain.thing_pair("new knee") == ("new", "knee")
    assert domain.thing_pair("face guard") == ("face", "guard")
    # More or fewer words, a time, a letter: no such thing.
    assert domain.thing_pair("her new knee") == ("new", "knee")
    for question in ("knee", "new knee pain", "six weeks", "new year", "c j", "who let me know", "how's the new knee"):
        assert domain.thing_pair(question) is None, question


def test_another_clients_thing_said_apart_by_the_client_is_refused():
    own = [rec("knees stiff, sit to stand 9", "pauline"), rec("new shoes for the line dancing", "pauline")]
    everyone = [*own, rec("six weeks since the new knee, walking without the stick", "shannon")]
    candidates = [rec("Knees stiff. Sit to stand 30 s: 9.", "pauline")]
    read = others_things.others_pair
    assert read(_backends(own, everyone), "t", "new knee", candidates, PAULINE) == "new knee"
    # No client in focus, or no other client saying it: nothing.
    assert read(_backends(own, everyone), "t", "new knee", candidates, QueryFilter()) == ""
    assert read(_backends(own, own), "t", "new knee", candidates, PAULINE) == ""


def test_the_clients_own_thing_said_together_or_by_another_name_answers():
    everyone = [rec("six weeks since the new knee", "shannon")]
    # Said together, in either order, in one clause of the client's records or of the candidates.
    said = [rec("the knee feels new since the injection", "pauline")]
    assert others_things.others_pair(_backends(said, everyone + said), "t", "new knee", [], PAULINE) == ""
    assert others_things.others_pair(_backends([], everyone), "t", "new knee", said, PAULINE) == ""
    # A thing the kinds table names by the pair, named another way by the client ("warfarin", a blood thinner).
    thinner = [rec("new blood thinner from the gp, apixaban", "shannon")]
    own = [rec("irregular heartbeat, on warfarin now", "pauline")]
    assert others_things.others_pair(_backends(own, thinner + own), "t", "blood thinner", own, PAULINE) == ""
    assert others_things.others_pair(_backends([], thinner), "t", "blood thinner", [], PAULINE) == "blood thinner"
