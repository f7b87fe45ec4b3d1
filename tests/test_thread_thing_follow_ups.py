"""A follow-up asks of the thing its thread is about, whatever other follow-ups came before it.

A conversation's follow-ups all lean on its first question ("<name>'s jabs" → "which vaccine" → "when was
the second" → "why was it delayed"). The topic a follow-up carries was the newest earlier question's with a
topic of its own, which was often a sibling follow-up's detail ("vaccine", "gp", "first"): "is it still
there" after "what did the gp say" was searched with "gp", "how many now" after "when was her first" with
"first", and answered with the sibling's records or refused. The thread's thing is now the topic of the
newest question that opens a thread (intent.opens_thread: it names a client, or its topic says a
TOPIC_WORDS word), or, none doing so, of the conversation's oldest question with a topic
(intent.thread_thing). Each of these tests fails on main 44abc8d (checked), where the sibling's detail was
carried.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain.prompt import Turn
from shared.usecases import intent

NAMES = ["Petra Novak", "Idris Bello", "Augustus Reid"]


def thread(*questions: str) -> list[Turn]:
    turns: list[Turn] = []
    for q in questions:
        turns += [Turn("user", q), Turn("assistant", f"[1] On May 2 a record about {q} …")]
    return turns


@pytest.mark.parametrize("sibling", [
    "what did the surgeon say",     # a detail in words of its own, no topic word
    "when was her first",           # "her": leaning on the thread too
    "which vaccine",
])
def test_a_siblings_detail_is_not_the_thing_carried(sibling):
    turns = thread("what's the cyst on petra's ankle", sibling)
    assert intent.carried_topic("is it still there", turns, NAMES) == "cyst ankle"
    assert intent.carried_topic("how many now", turns, NAMES) == "cyst ankle"
    # A detail asked in words of its own of the thread's client: its thing, not the sibling's words.
    assert intent.carried_topic("what set it off", turns, NAMES, client_inherited=True) == "cyst ankle"


def test_the_thing_is_that_of_the_newest_question_that_opens_a_thread():
    # A question naming another client, or a topic word, starts a thread of its own.
    turns = thread("what's the cyst on petra's ankle", "which vaccine", "idris booster jab", "which clinic")
    assert intent.carried_topic("is it still sore", turns, NAMES) == "booster jab"
    turns = thread("what's the cyst on petra's ankle", "what did the physio say", "when was that")
    assert intent.carried_topic("is it still there", turns, NAMES) == "physio"


def test_with_no_question_opening_a_thread_the_first_one_is_its_thing():
    # "his" names no one: the conversation's first question is what its follow-ups ask about.
    turns = thread("what's his observer grade", "what does he need", "who assessed him")
    assert intent.thread_thing(turns, NAMES) == ("observer grade", "[1] On May 2 a record about what's his observer grade …")
    assert intent.carried_topic("when's the result", turns, NAMES, client_inherited=True) == "observer grade"


def test_what_he_takes_is_read_from_the_answer_to_the_threads_question():
    turns = [Turn("user", "what did the doc give idris for the bursitis"),
             Turn("assistant", '[1] Idris Bello wrote: "doctor gave me naproxen"'),
             Turn("user", "which pharmacy"), Turn("assistant", '[1] Idris Bello wrote: "the one on the high st"')]
    assert intent.carried_topic("is he still on it", turns, NAMES) == "naproxen"


def test_opens_thread_reads_a_name_or_a_topic_word():
    assert intent.opens_thread("petra's jabs", "jabs", NAMES)
    assert intent.opens_thread("and his knee?", "knee", NAMES)
    assert not intent.opens_thread("which vaccine", "vaccine", NAMES)
    assert not intent.opens_thread("when was the second", "second", NAMES)
