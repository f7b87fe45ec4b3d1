"""A person named beside the client ("anything from des or kayleigh", "did bo and maris write") is
the one who writes for the client, not a topic word (intent.name_free). Hand-written questions."""

from __future__ import annotations

import pytest

from shared.usecases import intent

NAMES = ["Desmond Farrell", "Bo Lindqvist", "Kai Bell"]


@pytest.mark.parametrize("question, topic", [
    ("anything from des or kayleigh", ""),
    ("anything from maris or bo about sleep", "sleep"),
    ("did kai and zofia message about the wedding", "wedding"),
])
def test_a_name_beside_the_clients_is_no_topic(question, topic):
    assert intent.topic(intent.name_free(question, NAMES, companions=True), NAMES) == topic


@pytest.mark.parametrize("question, topic", [
    ("kai and knee pain", "knee pain"),             # a topic word
    ("bo and rose hip tea", "rose hip tea"),       # an English word
    ("anything from kai or the physio", "physio"),  # "the" is filler: nothing beside the name taken
])
def test_words_beside_the_name_that_are_no_name_stay(question, topic):
    assert intent.topic(intent.name_free(question, NAMES, companions=True), NAMES) == topic


def test_without_a_name_taken_out_nothing_changes():
    assert intent.name_free("anything from maris or zofia", NAMES, companions=True) == "anything from maris or zofia"


def test_the_ranking_keeps_the_companion():
    # The search query (without_names) keeps "kayleigh": a record may say "kayleigh here".
    assert intent.without_names("anything from des or kayleigh", NAMES) == "anything from or kayleigh"


@pytest.mark.parametrize("question, client, topic", [
    ("anything from des or kayleigh", "Desmond Farrell", ""),
    ("anything from renee", "Renée Dubois", ""),              # typed without the accent
    ("anything new from dimitri", "Dmitri Volkov", ""),      # one slip
    ("did renee say anything about her ankle", "Renée Dubois", "ankle"),
    ("did kai mention bo", "Kai Bell", ""),                  # another client of the roster is no topic
])
def test_the_topic_of_a_question_about_one_client(question, client, topic):
    # chatWithAI and semanticSearch read it here alike (intent.client_topic).
    assert intent.client_topic(question, client, NAMES) == topic
