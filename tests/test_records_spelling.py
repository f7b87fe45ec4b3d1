"""A misspelt or misheard question word read as the trainer's records spell it (h-words33,
shared/domain/records_spelling.py), and the everyday names plain_speech adds the records' words after.
Hand-written questions and word counts."""

from __future__ import annotations

import pytest

from shared.domain import plain_speech, records_spelling
from shared.ports.keywords import TermStats, token_index, tokens


def stats(**df: int) -> TermStats:
    return TermStats(n_docs=max(df.values()) + 10, df={token_index(tokens(w)[0]): n for w, n in df.items()})


@pytest.mark.parametrize("question,records,meant", [
    # two neighbouring letters swapped; the records say the word once
    ("kim's thyriod", {"thyroid": 1}, "kim's thyroid"),
    ("his elbwo", {"elbow": 1}, "his elbow"),
    # a doubled letter typed once: "stress" (a letter typed once), not the commoner "sores" (a letter changed)
    ("stres reaction", {"stress": 2, "sores": 9, "reaction": 2}, "stress reaction"),
    # a letter typed twice
    ("her cattaract", {"cataract": 1}, "her cataract"),
    # a run of short words heard for one word, "ch" heard as "k"
    ("toms a kill ease", {"achilles": 3}, "toms achilles"),
    ("levo thyroxine dose", {"levothyroxine": 2}, "levothyroxine dose"),
])
def test_a_slip_is_read_as_the_records_word(question, records, meant):
    assert records_spelling.read(question, stats(**records)) == meant


@pytest.mark.parametrize("question,records", [
    # the records never say the word the slip would be (and it is no word of the coaching vocabulary: since
    # h-words36 "thyriod" is read as "thyroid", a word of the kinds table's phrases, said or not)
    ("kim's pilow", {"knee": 3}),
    # a real word that never came up is meant as typed ("padel" is no slip of "pedal")
    ("who plays padel", {"pedal": 4}),
    # a word the records say is meant as typed
    ("stres and stress", {"stres": 1, "stress": 3}),
    # a run whose words the records say is meant as typed
    ("a kill ease", {"achilles": 3, "kill": 1}),
    # one content word beside a function word is a phrase, not a word heard as two ("check in", "wearing a")
    ("september check in", {"chicken": 2}),
    ("still wearing a pouch", {"worrying": 2, "pouch": 1}),
    # two words of the records as likely: no guess
    ("the tset", {"test": 2, "tets": 2}),
])
def test_what_is_not_a_slip_stays_as_typed(question, records):
    assert records_spelling.read(question, stats(**records)) == question


def test_a_clients_name_is_never_read_as_another_word():
    # a name two letters of which read as a word of the records: the roster's names stay as typed
    records = {"ankle": 3}
    assert records_spelling.read("what did ankel say", stats(**records), ["Ankel Moss"]) == "what did ankel say"
    assert records_spelling.read("what did ankels say", stats(**records), ["Ankel Moss"]) == "what did ankels say"
    assert records_spelling.read("what did ankel say", stats(**records)) == "what did ankle say"


def test_no_statistics_no_reading():
    assert records_spelling.read("kim's thyriod", None) == "kim's thyriod"


@pytest.mark.parametrize("question,added", [
    ("graham's moustache", "tash tache"),
    ("her walking cast", "boot"),
    ("josh's big call up", "picked selected"),
    ("when was she called up", "picked selected"),
    ("who fell over a hurdle", "tripped fall falls"),
    ("what did harold used to do", "retired job"),
    ("what did she use to do for a living?", "retired job"),
])
def test_an_everyday_name_gets_the_records_words(question, added):
    read = plain_speech.with_record_words(question)
    assert added in read
    assert plain_speech.as_typed(read) == question
    assert plain_speech.with_record_words(read) == read


@pytest.mark.parametrize("question", ["what sport did he use to do", "a cast on her arm", "fell running"])
def test_other_senses_are_left_alone(question):
    assert plain_speech.with_record_words(question) == question


def test_a_word_said_only_outside_the_messages_is_looked_up():
    # the statistics count messages only; the notes say "collateral"
    looked: list[str] = []

    def held(word: str) -> bool:
        looked.append(word)
        return word == "collateral"

    assert records_spelling.read("jago medial colateral", stats(medial=2), held=held) == "jago medial collateral"
    assert "collateral" in looked
    # without the lookup, or when no record holds it, the word stays as typed when it is no slip of a word of the
    # coaching vocabulary (since h-words36 the words of the kinds table's phrases are: "medial collateral ligament"
    # makes "colateral" the clinic's "collateral", said or not, as a drug's name one edit away is)
    assert records_spelling.read("jago medial colaterl", stats(medial=2)) == "jago medial colaterl"
    assert records_spelling.read("jago medial colaterl", stats(medial=2), held=lambda w: False) == "jago medial colaterl"
    assert records_spelling.read("jago medial colateral", stats(medial=2), held=lambda w: False) == "jago medial collateral"


def test_a_slip_a_record_says_as_typed_is_meant_as_typed():
    # a note writes the word as typed (a drug's brand, a place): it is no slip
    said = {"colateral", "collateral"}
    assert records_spelling.read("the colateral", stats(medial=2), held=lambda w: w in said) == "the colateral"


def test_a_long_word_with_a_letter_left_out():
    assert records_spelling.read("acl recontruction", stats(reconstruction=1)) == "acl reconstruction"
    # a short one is not read that way: too many words one letter longer
    assert records_spelling.read("his ankl", stats(ankle=3)) == "his ankl"


# h-search34: slips farther than one letter, and letters said one by one.
@pytest.mark.parametrize("question,records,lookup,meant", [
    # one vowel heard or typed as another, a drug's name no word list holds, said in a record outside
    # the messages only (looked up)
    ("roy zolodex", {"knee": 3}, {"zoladex"}, "roy zoladex"),
    # a vocabulary word two edits away that begins as typed
    ("derek metforim", {"metformin": 2}, set(), "derek metformin"),
    # letters and a digit said one by one, joined as the records write them
    ("del's h b a one c", {"hba1c": 3}, set(), "del's hba1c"),
])
def test_a_farther_slip_is_read_as_the_records_word(question, records, lookup, meant):
    assert records_spelling.read(question, stats(**records), held=lambda w: w in lookup) == meant


@pytest.mark.parametrize("question,records,lookup", [
    # the records never say the vowel's other form
    ("roy zolodex", {"knee": 3}, set()),
    # two vowel forms said: no guess
    ("the zolodex", {"knee": 3}, {"zoladex", "zolodax"}),
    # a vocabulary word two edits away that begins otherwise is not read
    ("derek netforim", {"metformin": 2}, set()),
    # letters said one by one the records never write joined
    ("del's h b a one c", {"knee": 3}, set()),
    # one letter alone is a letter
    ("plan a or b", {"ab": 3}, set()),
])
def test_what_no_farther_slip_reaches_stays_as_typed(question, records, lookup):
    assert records_spelling.read(question, stats(**records), held=lambda w: w in lookup) == question


def test_a_vocabulary_word_one_edit_away_is_read_though_unsaid():
    # "rivaroxiban" is rivaroxaban, which the records call by its class ("blood thinner tablets")
    assert records_spelling.read("glyns new hip rivaroxiban", stats(knee=3)) == "glyns new hip rivaroxaban"
    # two edits away and unsaid: as typed
    assert records_spelling.read("glyns rivaroxibon", stats(knee=3)) == "glyns rivaroxibon"


def test_a_joint_operation_by_the_surgeons_name_is_read_in_everyday_words():
    assert plain_speech.with_record_words("glyn total hip arthroplasty") == \
        "glyn total hip arthroplasty replacement replaced"
    assert plain_speech.with_record_words("her knee arthrodesis") == "her knee arthrodesis fusion fused"


@pytest.mark.parametrize("question,records", [
    # a relative's spoken name is no slip of a word the records say (a vowel away: "misses")
    ("what did his missus say last", {"misses": 2, "cardioversion": 1}),
    ("did her hubbie text", {"hubble": 1, "text": 3}),
])
def test_a_relatives_spoken_name_stays_as_typed(question, records):
    assert records_spelling.read(question, stats(**records)) == question


# h-words36: a letter said by its name before the rest of the word, and a word confused with a clinic's word.
@pytest.mark.parametrize("question,records,lookup,meant", [
    ("ron's you rate", {"urate": 2, "rate": 5}, set(), "ron's urate"),
    ("his ex ray", {"knee": 2}, {"xray"}, "his xray"),
    ("roy prostrate cancer", {"prostate": 1, "cancer": 2}, set(), "roy prostate cancer"),
    ("dai complete hart block", {"heart": 3}, set(), "dai complete heart block"),
    ("her planter fasciitis", {"knee": 3}, {"plantar"}, "her plantar fasciitis"),
])
def test_a_letter_named_and_a_confused_word_are_read_as_the_records_word(question, records, lookup, meant):
    assert records_spelling.read(question, stats(**records), held=lambda w: w in lookup) == meant


@pytest.mark.parametrize("question,records,lookup", [
    ("what are you doing", {"rate": 5}, set()),            # no joined word the records say
    ("see you later", {"knee": 3}, set()),
    ("dai complete hart block", {"hart": 1, "heart": 3}, set()),   # the records say the word as typed
    ("roy prostrate cancer", {"cancer": 2}, set()),        # the records never say the clinic's word
    ("the hart", {"knee": 3}, {"hart", "heart"}),          # a record outside the messages says it as typed
])
def test_letters_and_confused_words_stay_as_typed(question, records, lookup):
    assert records_spelling.read(question, stats(**records), held=lambda w: w in lookup) == question


# h-words38: letters said by their names or homophones, and numbers said or typed, in a spoken run; one word
# typed by its sound; a slip read by the word the records write after the word before it; a lone letter and a
# word the records hyphenate.
@pytest.mark.parametrize("question,records,meant", [
    ("pauline's eye n r", {"inr": 2}, "pauline's inr"),                 # "eye": the letter i's name
    ("morwenna's b twelve", {"b12": 2}, "morwenna's b12"),              # a letter and a number said
    ("morwenna's b 12 result", {"b12": 2}, "morwenna's b12 result"),    # ... or typed
    ("wayne's h b a 1 c", {"hba1c": 3}, "wayne's hba1c"),               # a digit typed inside the run
    ("his vitamin d three", {"d3": 1, "vitamin": 2}, "his vitamin d3"),
])
def test_letters_by_name_and_numbers_in_a_spoken_run(question, records, meant):
    assert records_spelling.read(question, stats(**records)) == meant


@pytest.mark.parametrize("question,lookup", [
    ("what are you doing", {"ru"}),          # names of letters only, each an English word ("are you")
    ("see are pee came back", {"crp"}),
    ("did pauline see a tee", {"cat"}),      # a name and lone letters joined into an English word
    ("shannon's t s h", {"stsh"}),           # the possessive's "s" begins no run
    ("b twelve", set()),                     # the records never write it joined
])
def test_what_a_spoken_run_leaves_as_typed(question, lookup):
    assert records_spelling.read(question, stats(knee=2), held=lambda w: w in lookup) == question


def test_a_word_typed_by_its_sound_is_read_as_the_records_word():
    # "ch" heard as "k": two edits from "achilles", not beginning as it; its spelling by sound is the word's
    assert records_spelling.read("amira akilles", stats(achilles=1)) == "amira achilles"
    assert records_spelling.read("amira akilles", stats(knee=2), held=lambda w: w == "achilles") == "amira achilles"
    # the records never say it: as typed
    assert records_spelling.read("amira akilles", stats(knee=2)) == "amira akilles"
    # a sound key alone is no reading: a name that sounds like a vocabulary word keeps its letters
    assert records_spelling.read("what did kirsty say", stats(cruciate=2)) == "what did kirsty say"


def test_a_slip_read_by_the_word_the_records_write_after_the_word_before_it():
    said = ["Alan (63): atrial fibrillation, bisoprolol 2.5 mg", "doctor says atrial fibrillation."]
    texts = {"atrial": said}
    # three edits from "fibrillation": no reading of the word alone reaches it
    assert records_spelling.read("allan atrial fibulation", stats(atrial=2),
                                 texts=lambda w: texts.get(w, [])) == "allan atrial fibrillation"
    # no record writes a word like it after "atrial": as typed
    assert records_spelling.read("allan atrial fibulation", stats(atrial=2),
                                 texts=lambda w: ["atrial flutter"]) == "allan atrial fibulation"
    # two such words: no guess
    assert records_spelling.read("allan atrial fibulation", stats(atrial=2),
                                 texts=lambda w: ["atrial fibrillation", "atrial fibulations"]) == "allan atrial fibulation"


def test_a_lone_letter_and_the_word_the_records_hyphenate():
    said = {"score": ["dexa scan: osteopenia, t-score -1.8 at the hip"]}
    assert records_spelling.read("fiona's t score", stats(score=2), texts=lambda w: said.get(w, [])) == \
        "fiona's t-score"
    # the records never hyphenate them: as typed
    assert records_spelling.read("fiona's t score", stats(score=2), texts=lambda w: ["her score"]) == \
        "fiona's t score"
    # "a" and "i" are words, and a possessive's "s" is no letter
    assert records_spelling.read("a score", stats(score=2), texts=lambda w: ["a-score"]) == "a score"
    assert records_spelling.read("beth's score", stats(score=2), texts=lambda w: ["s-score"]) == "beth's score"


def test_a_lone_word_before_a_number_and_a_hyphened_name_stay_as_typed():
    # "a" is a word and "ex" a letter's name: no letter and number joined ("who hit a 180", "78 ex 100")
    assert records_spelling.read("who hit a 180", stats(knee=2), held=lambda w: True) == "who hit a 180"
    assert records_spelling.read("78 ex 100", stats(knee=2), held=lambda w: True) == "78 ex 100"
    # a letter inside a longer hyphened name is no hyphened letter ("Pen-y-Fan")
    assert records_spelling.read("pen y fan", stats(knee=2), texts=lambda w: ["up Pen-y-Fan"]) == "pen y fan"


def test_a_flood_is_read_with_the_storm_surge_the_records_name():
    assert plain_speech.with_record_words("pauline getting flooded out") == "pauline getting flooded out surge"
    assert plain_speech.with_record_words("tracey during the floods") == "tracey during the floods surge"
    assert plain_speech.with_record_words("a surge in her pain") == "a surge in her pain"
