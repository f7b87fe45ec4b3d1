"""A client who goes by two names: a married or maiden surname the profile gives ("registered here under her
maiden name Rushworth", "née Brown") after a title names the client in a question ("mrs ainscough's weight
in march": the title written as the first name, the surname kept for the ranking), and a title with a surname's initial ("how's mrs a doing")
names the one client whose surname begins so (shared/domain/surname_forms.py, read by intent.with_given_names
where chatWithAI and semanticSearch take the question in; the roster carries the surnames,
tenancy.client_roster). A middle name the client goes by, or the name they ask to be called, is a given name
(names.given_names). Before, "ainscough" was a topic word no record of March says and "mrs a" was no one
(h-fail57: blind46's dev failures).

Hand-written names and profiles, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import names, surname_forms
from shared.usecases import intent
from shared.usecases.tenancy import ClientRef

NOW = datetime(2026, 10, 1, 9, tzinfo=timezone.utc)
ROSTER = [ClientRef("bea", "Beatrice Holloway", surnames=("Quinlan",)), ClientRef("otto", "Otto Fairbairn"),
          ClientRef("rae", "Rae Dunmore")]


@pytest.mark.parametrize("text,display,surnames", [
    ("Nurse. Married Tom Quinlan in June: Beatrice Quinlan since, registered under her maiden name Holloway.",
     "Beatrice Holloway", ("Quinlan",)),
    ("Beatrice Holloway née Quinlan, teacher", "Beatrice Holloway", ("Quinlan",)),
    ("Her married name is Quinlan.", "Beatrice Holloway", ("Quinlan",)),
    # A word after the first name is no surname; the registered surname is none of the others.
    ("Beatrice Said she wants a 10k. Beatrice Holloway, 40.", "Beatrice Holloway", ()),
    ("Plumber, plays darts.", "Otto Fairbairn", ()),
    ("No surname given", "Cher", ()),
])
def test_the_other_surnames_a_profile_gives(text, display, surnames):
    assert names.other_surnames(text, display) == surnames


@pytest.mark.parametrize("text,given", [
    ("Registered as Horace; goes by his middle name, Lionel.", ("Lionel",)),
    ("Uses her middle name Rose at work", ("Rose",)),
    ("Says call me Stevie", ("Stevie",)),
    ("goes by his middle name at home", ()),
])
def test_a_middle_name_or_the_name_asked_for_is_a_given_name(text, given):
    assert names.given_names(text) == given


@pytest.mark.parametrize("question,written,client", [
    ("mrs quinlan's weight in march", "Beatrice quinlan's weight in march", "bea"),
    ("what did i write about Mrs. Quinlan in june", "what did i write about Beatrice Quinlan in june", "bea"),
    ("beatrice quinlan's weight goal", "beatrice quinlan's weight goal", "bea"),
    ("how's mrs q doing", "how's Beatrice doing", "bea"),
    ("mrs q's stress", "Beatrice's stress", "bea"),
    ("mr f's knee", "Otto's knee", "otto"),
])
def test_another_surname_or_an_initial_names_its_client(question, written, client):
    assert intent.with_given_names(question, ROSTER) == written
    assert [c.client_id for c in intent.clients_named(written, ROSTER, NOW)] == [client]


@pytest.mark.parametrize("question", [
    "whose married name is quinlan",  # the name itself is asked about: no title, no first name before it
    "when did holloway become quinlan",
    "mrs z's knee",  # no client's surname begins with z
    "ms q",  # "ms" is also multiple sclerosis: no initial read after it
    "did she miss q sessions",  # "miss" before a letter is the verb ("miss a session"), not a title
    "did bea miss a class in may",
    "who's mrs q",  # whose the name is, asked
    "who is mrs quinlan",
])
def test_a_surname_alone_or_an_initial_no_one_has_stays_as_typed(question):
    assert intent.with_given_names(question, ROSTER) == question


def test_an_initial_or_a_surname_two_clients_share_is_no_ones():
    two = [ClientRef("a", "Ann Hart", surnames=("Quinlan",)), ClientRef("b", "Bo Hughes", surnames=("Quinlan",))]
    assert intent.with_given_names("mrs quinlan's knee", two) == "mrs quinlan's knee"
    assert intent.with_given_names("how's mrs h", two) == "how's mrs h"
    # A registered surname of one client is never another client's other surname.
    clash = [ClientRef("a", "Ann Hart", surnames=("Fenn",)), ClientRef("b", "Bo Fenn")]
    assert surname_forms.as_registered("mrs fenn's knee", [(c.display_name, c.surnames) for c in clash]) \
        == "mrs fenn's knee"


@pytest.mark.parametrize("question,status", [
    ("has beatrice said anything lately", True),   # h-fail57: a question of the latest records, no topic
    ("has otto messaged recently?", True),
    ("has she said anything", False),              # no word of late: left to the other readings
    ("has beatrice said anything about her knee lately", False),  # a topic named
])
def test_whether_the_client_said_anything_lately_is_a_status_question(question, status):
    assert intent.is_status_question(question) is status
