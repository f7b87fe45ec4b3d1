"""h-words39: two lone letters typed, a letter said by its name after the word it completes, an "i" written
for a "y", homophones of the body's words (shared/domain/records_spelling.py), and everyday words for
clinical things (shared/domain/plain_speech.py). Hand-written questions of other clients and other words
than the dev questions, and hand-written word counts."""

from __future__ import annotations

import pytest

from shared.domain import plain_speech, records_spelling
from shared.ports.keywords import TermStats, token_index, tokens


def stats(**df: int) -> TermStats:
    return TermStats(n_docs=max(df.values()) + 10, df={token_index(tokens(w)[0]): n for w, n in df.items()})


@pytest.mark.parametrize("question,records,meant", [
    ("what did the g p say about dave", {"gp": 3}, "what did the gp say about dave"),
    ("sam's c t result", {"ct": 1}, "sam's ct result"),
    ("priya's h b in may", {"hb": 2}, "priya's hb in may"),
])
def test_two_lone_letters_typed_are_joined_when_the_records_say_them(question, records, meant):
    assert records_spelling.read(question, stats(**records)) == meant


@pytest.mark.parametrize("question,records", [
    ("i m tired", {"im": 3}),            # "i" is a word
    ("see tee results", {"ct": 3}),      # two letters' names: words of their own, as typed
    ("priya's h b in may", {"knee": 2}),  # the records never write "hb"
    ("what's the a b plan", {"ab": 3}),  # "a" is a word
])
def test_two_letters_stay_as_typed(question, records):
    assert records_spelling.read(question, stats(**records)) == question


@pytest.mark.parametrize("question,said,meant", [
    ("tom's vit dee", {}, "tom's vit d"),
    ("is jo on vitamin see", {}, "is jo on vitamin c"),
    ("ann's hep bee jab", {}, "ann's hep b jab"),
    # a word the records write with a letter after it ("plan b") is read too
    ("what was plan bee", {"plan": ["going with plan b for the race"]}, "what was plan b"),
])
def test_a_letter_said_by_its_name_after_the_word_it_completes(question, said, meant):
    assert records_spelling.read(question, stats(knee=2), texts=lambda w: said.get(w, [])) == meant


@pytest.mark.parametrize("question,said", [
    ("thank you", {"thank": ["thank u"]}),           # "you" is a word first
    ("what plan bee", {"plan": ["the plan for sunday"]}),  # the records never write "plan b"
    ("the queen bee", {}),                              # a word with no letter after it
])
def test_a_letters_name_after_another_word_stays_as_typed(question, said):
    assert records_spelling.read(question, stats(knee=2), texts=lambda w: said.get(w, [])) == question


def test_an_i_written_for_the_y_that_says_it():
    # a word only a profile writes (looked up), misspelt by ear: "i" for "y"
    assert records_spelling.read("jen synovial fluid", stats(knee=2)) == "jen synovial fluid"
    assert records_spelling.read("jen sinovial fluid", stats(fluid=2),
                                 held=lambda w: w == "synovial") == "jen synovial fluid"
    assert records_spelling.read("tim's tendosinovitis", stats(knee=2),
                                 held=lambda w: w == "tendosynovitis") == "tim's tendosynovitis"


@pytest.mark.parametrize("question,records,lookup,meant", [
    ("ben's lumber spine", {"lumbar": 2, "spine": 1}, set(), "ben's lumbar spine"),
    ("jo's pressure soar", {"sore": 2}, set(), "jo's pressure sore"),
    ("did the flue stop her", {"knee": 2}, {"flu"}, "did the flu stop her"),
])
def test_a_homophone_of_a_body_word_is_read_as_the_records_word(question, records, lookup, meant):
    assert records_spelling.read(question, stats(**records), held=lambda w: w in lookup) == meant


def test_a_homophone_the_records_say_as_typed_stays():
    assert records_spelling.read("did the price soar", stats(soar=1, sore=2)) == "did the price soar"


@pytest.mark.parametrize("question,added", [
    ("how's sara's bump", "pregnant pregnancy baby due"),
    ("is aoife expecting", "pregnant pregnancy baby due"),
    ("when did she find out she was up the duff", "pregnant pregnancy baby due"),
    ("did tam get the flu jag", "injection jab"),
    ("priya's crohn's flare up", "relapse"),
    ("dan multipel sclerosis", "ms"),
    ("jim's hand strength", "grip"),
    ("bed sores on his heels", "pressure sore"),
    ("kev's sprint in the wheelchair", "push"),
    ("nora's slipped disc", "herniated prolapsed"),
])
def test_an_everyday_word_gets_the_clinics_word(question, added):
    read = plain_speech.with_record_words(question)
    assert added in read and plain_speech.as_typed(read) == question


@pytest.mark.parametrize("question", [
    "a bump on the head",
    "did she bump into the post",
    "what was she expecting from the race",
    "systemic sclerosis",
    "his sprint times",
    "who had an ms relapse",       # a relapse is not read back as a flare
    "any gout flare ups",          # a flare the question names the condition of
])
def test_other_senses_are_left_alone(question):
    assert plain_speech.with_record_words(question) == question


@pytest.mark.parametrize("word,name", [
    ("rees", "rhys"), ("reece", "rhys"), ("neve", "niamh"), ("keeva", "caoimhe"), ("shivaun", "siobhan"),
    ("kieran", "ciaran"), ("griffith", "gruffydd"),
])
def test_a_welsh_or_irish_name_typed_as_it_is_said(word, name):
    from shared.domain import names
    assert names.another_form(word, name)


@pytest.mark.parametrize("question,words", [
    ("how's her ms", ["ms"]),
    ("bethan's ms", ["bethan", "ms"]),
    ("what did ms jones say", ["jones"]),     # a title before a name names no topic
    ("ms relapse", ["relapse"]),
])
def test_ms_closing_a_question_is_the_condition(question, words):
    from shared.usecases import intent
    assert intent.content_words(question) == words


def test_expecting_is_a_pregnancy_only_when_asked_so():
    assert "pregnant" in plain_speech.with_record_words("when is aoife expecting")
    assert "pregnant" in plain_speech.with_record_words("is she expecting a baby")
    assert plain_speech.with_record_words("what was she expecting") == "what was she expecting"


@pytest.mark.parametrize("question,added", [
    ("when did jo's hips start aching", "pelvis pelvic"),
    ("ian's lower back", "lumbar"),
    ("her bum hurts on the bike", "glute gluteal"),
])
def test_a_part_of_the_body_by_its_everyday_name(question, added):
    assert added in plain_speech.with_record_words(question)


@pytest.mark.parametrize("question", ["his hip replacement", "hips flexors tight", "back at training"])
def test_a_part_of_the_body_left_alone(question):
    assert plain_speech.with_record_words(question) == question
