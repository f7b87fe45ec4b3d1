"""The trainer's own words for a thing the records name another way (h-words29): a symptom or event in
everyday words ("light-headedness", "passing out", "a trapped nerve", "hurt herself", "her fella"), a
change of weight by its verb ("how much has he lost", "put on"), a pet name spelt by its sound or a
name with a letter doubled in the wrong place ("becs", "kez", "rebbeca"), the idiom "what set it off",
and "anyone else … besides X". Hand-written questions and names, none taken from a benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import names, plain_speech
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef


@pytest.mark.parametrize("question, added", [
    ("lena's light-headedness", "dizzy dizziness faint"),
    ("is omar still light headed", "dizzy dizziness faint"),
    ("when did jo pass out", "fainted faint fainting collapsed"),
    ("sam's blackout at the gym", "fainted faint fainting collapsed"),
    ("who has a trapped nerve", "sciatica"),
    ("did he hurt himself", "injured injury"),
    ("what did her fella say", "boyfriend partner fiance husband"),
    ("how much has dev lost", "weight kg"),
    ("how much has ana put on since may", "weight kg"),
    ("any big news from kim", "engaged pregnant picked selected"),
])
def test_the_records_words_follow_the_trainers(question, added):
    read = plain_speech.with_record_words(question)
    assert added in read
    assert plain_speech.as_typed(read) == question  # the trainer's words alone for every reading that names one
    assert plain_speech.with_record_words(read) == read  # read twice, read the same


@pytest.mark.parametrize("question", [
    "her passing out parade",           # a ceremony, not a faint
    "what did he weigh in at",          # a weigh-in names its own record
    "how much weight has ana put on",   # the weight said already
    "what did i put on his neck",       # no change of weight
    "lost by how much",
    "what happened in the weighing room",  # a place, not a weight
    "how does he weigh himself",           # the scales, not the figure
    "is the other half of the session on",
    "what did i tell mo's other half",   # said as it is in the records
    "who hurt their wrist",              # "hurt" alone stays as typed
    "what's gerry weighing now",         # so does "weigh"
    "kim's half marathon",               # a race's name would make "run" say it
])
def test_not_read_where_the_words_mean_something_else(question):
    assert plain_speech.with_record_words(question) == question


def test_a_plain_phrase_is_offered_to_the_decision_with_its_words():
    read = plain_speech.with_record_words("did she hurt herself")
    assert plain_speech.alternatives(read) == [("hurt herself", ("injured", "injury"))]


@pytest.mark.parametrize("word, name", [
    ("becs", "Rebecca Stone"), ("becky", "Rebecca Stone"), ("bex", "Rebekah Lowe"),
    ("kez", "Kieran Doyle"), ("kezs", "Kieran Doyle"), ("kezza", "Kerry Platt"),
])
def test_a_listed_pet_name(word, name):
    assert names.nickname_of(word, name)


@pytest.mark.parametrize("word, name", [("kez", "Rebecca Stone"), ("becs", "Kieran Doyle")])
def test_not_another_names(word, name):
    assert not names.nickname_of(word, name)


ROSTER = [ClientRef("r", "Rebecca Stone"), ClientRef("k", "Kieran Doyle"), ClientRef("t", "Tomasz Wrona"),
          ClientRef("p", "Philippa Grant")]


@pytest.mark.parametrize("question, client", [
    ("becs thumb", "r"), ("what happened to kez's knee", "k"),
    ("rebbeca's 40 yard", "r"), ("phillipa squat", "p"), ("phillippa's bloods", "p"),
])
def test_the_client_is_read_and_the_name_is_no_topic(question, client):
    assert [c.client_id for c in intent.named_clients(question, ROSTER)] == [client]
    left = intent.name_free(question, [c.display_name for c in ROSTER]).split()
    assert not any(w.lower().startswith(("bec", "kez", "reb", "phil")) for w in left)


def test_a_doubled_letter_of_another_word_is_no_name():
    assert not intent.near_name("rebbeca", "rebecca".replace("c", "k"))
    assert not intent.near_name("rebecca", "rebecca")
    assert intent.near_name("rebbeca", "rebecca")


@pytest.mark.parametrize("question, read", [
    ("what set it off", "what"),
    ("the twinge in his groin, what brought it on", "the twinge in his groin, what"),
    ("what set the alarm off", "what the alarm"),
    ("what did she put the cramp down to", "what did she the cramp"),  # the older idiom still read
])
def test_a_cause_asked_by_its_idiom_leaves_no_topic_word(question, read):
    assert intent.without_attribution(question) == read


@pytest.mark.parametrize("question", ["did she set off early", "what did he bring on the trip",
                                      "what does she think set it off"])
def test_not_the_idiom(question):
    assert intent.without_attribution(question) == question


@pytest.mark.parametrize("question, kept", [
    ("anyone else with knee trouble besides tomasz", "who else with knee trouble"),
    ("anybody else hurt a wrist apart from kieran", "who else hurt a wrist"),
])
def test_anyone_else_besides_a_client_asks_who(question, kept):
    asked, aside = intent.excepted(question, ROSTER)
    assert asked == kept and len(aside) == 1


def test_anyone_else_without_a_client_set_aside_is_unchanged():
    assert intent.excepted("anyone else with knee trouble", ROSTER) == ("anyone else with knee trouble", [])
