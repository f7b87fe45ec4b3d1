"""A word typed as it is heard, letters unsaid left out ("asma" for asthma), and a phrase's second word one letter
from the records' phrase ("shin splits" for shin splints): shared/domain/records_spelling.py `_unheard_letters`,
`_phrase_slip`, and shared/domain/unheard_letters.py. Hand-written questions and word counts."""

from __future__ import annotations

import pytest

from shared.domain import records_spelling, unheard_letters
from shared.ports.keywords import TermStats, token_index, tokens


def stats(**df: int) -> TermStats:
    return TermStats(n_docs=max(df.values()) + 10, df={token_index(tokens(w)[0]): n for w, n in df.items()})


@pytest.mark.parametrize("typed,word", [
    ("asma", "asthma"),        # the "th" unsaid
    ("gowt", "gout"),          # the "ou" written as it sounds
    ("nemonia", "pneumonia"),  # the "p" unsaid, the "eu" heard as "e"
    ("rist", "wrist"),         # the "w" unsaid
    ("thum", "thumb"),         # the final "b" unsaid
    ("sorriasis", "psoriasis"),
    ("rumatism", "rheumatism"),
])
def test_a_word_typed_as_heard_matches_the_word(typed, word):
    assert unheard_letters.alike(typed, word)
    assert word in unheard_letters.candidates(typed)


@pytest.mark.parametrize("typed,word", [
    ("gate", "gout"),     # another vowel sound is another word
    ("asks", "asthma"),
    ("nemo", "pneumonia"),
    ("gut", "gout"),      # short: no rule
])
def test_other_sounds_do_not_match(typed, word):
    assert not unheard_letters.alike(typed, word) or word not in unheard_letters.candidates(typed)


@pytest.mark.parametrize("question,records,meant", [
    ("how is tomos's asma", {"asthma": 2, "inhaler": 1}, "how is tomos's asthma"),
    ("any news on brynmor gowt", {"gout": 1}, "any news on brynmor gout"),
    ("when did nia have nemonia", {"pneumonia": 1}, "when did nia have pneumonia"),
    ("effie sore rist", {"wrist": 3, "sore": 2}, "effie sore wrist"),
])
def test_a_word_typed_as_heard_is_read_as_the_records_word(question, records, meant):
    assert records_spelling.read(question, stats(**records)) == meant


def test_a_word_typed_as_heard_is_left_when_the_records_never_say_the_word():
    assert records_spelling.read("how is tomos's asma", stats(knee=3)) == "how is tomos's asma"


def test_a_word_the_records_say_is_never_read_as_heard():
    # the records say the typed string itself (a place, a nickname): meant as typed
    assert records_spelling.read("tomos rist", stats(rist=1, wrist=2)) == "tomos rist"
    # ... or a note outside the messages writes it
    assert records_spelling.read("tomos rist", stats(wrist=2), held=lambda w: w == "rist") == "tomos rist"


def test_a_clients_name_misspelt_is_never_read_as_heard():
    # "rist" is two letters from the roster's "Ristan": the name misspelt, not a word heard
    assert records_spelling.read("how is rist", stats(wrist=2), ["Ristan Hale"]) == "how is rist"
    assert records_spelling.read("how is rist", stats(wrist=2)) == "how is wrist"


def test_an_english_word_is_never_read_as_heard():
    # "gate" is a word of its own that never came up, not the records' "gout"
    assert records_spelling.read("brynmor gate", stats(gout=2)) == "brynmor gate"


def _texts(*records: str):
    return lambda word: [t for t in records if word.lower() in t.lower()]


def test_a_phrase_one_letter_off_is_read_as_the_records_phrase():
    texts = _texts("physio thinks it's shin splints, ice it", "ran 5k fine")
    assert records_spelling.read("dilys shin splits", stats(shin=2, splints=1), texts=texts) == "dilys shin splints"
    # a hyphen in the records is the same phrase
    texts = _texts("classic shin-splints again", "ran 5k fine")
    assert records_spelling.read("dilys shin splits", stats(shin=2, splints=1), texts=texts) == "dilys shin splints"


@pytest.mark.parametrize("question,records", [
    # the records write the phrase as typed somewhere: meant as typed
    ("dilys shin splits", ("shin splints last spring", "she fell doing shin splits on a dare")),
    # the records never write the phrase: the word stays as typed, though they say "splints" elsewhere
    ("dilys shin splits", ("finger splints on", "her shin is sore")),
    # the typed word is the records' word in another form ("splint" of "splints"): nothing to read
    ("dilys shin splint", ("physio thinks it's shin splints",)),
])
def test_a_phrase_not_the_records_is_left_as_typed(question, records):
    assert records_spelling.read(question, stats(shin=2, splints=1, splits=1), texts=_texts(*records)) == question


def test_a_real_word_the_records_hold_is_never_corrected_into_a_phrase():
    # "the splits" is a dancer's move: after a function word, no phrase is read
    texts = _texts("the splints came off", "she can do the splits")
    assert records_spelling.read("can she do the splits", stats(splints=1, splits=1), texts=texts) == \
        "can she do the splits"
    # a short word is one letter from too many: "leg day" is no slip of the records' "leg dry"
    texts = _texts("keep the leg dry after the op")
    assert records_spelling.read("dilys leg day", stats(leg=3, dry=1), texts=texts) == "dilys leg day"


def _indexed(**df: int) -> TermStats:
    """Statistics by stem as the index keeps them (a stem may be no word: "herrang", "here")."""
    return TermStats(n_docs=40, df={token_index(stem): n for stem, n in df.items()})


def test_a_records_word_no_list_holds_is_read_through_a_keyboard_slip():
    # a place the records write "Bålsta" (folded "balsta" as the index folds it), typed with two letters swapped
    assert records_spelling.read("when is osian's blasta trip", _indexed(balsta=1, trip=2)) == \
        "when is osian's balsta trip"
    # a doubled letter typed once
    assert records_spelling.read("osian lanrwst", _indexed(llanrwst=1)) == "osian llanrwst"


def test_a_string_that_only_stems_to_a_word_is_no_records_word():
    # "hering" is no word; its stem "here" is a function word's: the records saying "here" do not say it
    assert records_spelling.read("osian herang", _indexed(here=30)) == "osian herang"
    assert records_spelling.read("osian herang", _indexed(here=30, herrang=1)) == "osian herrang"


def test_two_records_words_no_list_holds_no_guess():
    assert records_spelling.read("osian blasta", _indexed(balsta=1, blatsa=1)) == "osian blasta"
