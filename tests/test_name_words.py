"""The roster's name words, read once (shared/domain/names.py `name_words`; h-review56).

The words of the names a reader of a question's own words leaves alone: the thing whose beginning is asked
(onset_asked.asked_thing), the thing whose return is asked (chat `_return_led`) and the texted words
(texted.written_out, which reads the letters of each). Hand-written names, not taken from any benchmark set."""

from __future__ import annotations

from shared.domain import names, onset_asked, texted


def test_the_words_of_the_names_split_at_spaces_and_lowercased():
    assert names.name_words(["Otis Crane", "Mary-Jane O'Neill", "Zoë"]) == frozenset(
        {"otis", "crane", "mary-jane", "o'neill", "zoë"})
    assert names.name_words(iter(["  Lena   Marsh "])) == frozenset({"lena", "marsh"})  # any iterable, read once
    assert names.name_words([]) == frozenset()


def test_the_thing_asked_leaves_every_word_of_a_name():
    # "crane" is a thing too; named by the roster it is whose the thing is, not the thing.
    assert onset_asked.asked_thing("when did otis crane elbow start", ["Otis Crane"]) == ["elbow"]
    assert onset_asked.asked_thing("when did otis crane elbow start", ["Otis Bell"]) == ["crane", "elbow"]


def test_texted_reads_the_letters_of_each_name_word():
    # "Wen-Li": the question's token "wen" is a word of her name, never read as "when".
    assert texted.written_out("wen did wen hurt it", None, ["Wen-Li Park"]) == "wen did wen hurt it"
    assert texted.written_out("wen did wen hurt it", None, ["Li Park"]) == "when did wen hurt it"


# --- the names as a question's words (shared/usecases/intent.py `name_words`; h-review57) ----------------------


def test_the_names_as_a_questions_words():
    from shared.usecases import intent
    # Split as `content_words` reads a question: a hyphen parts "mary-jane", an apostrophe keeps "o'neill".
    assert intent.name_words(["Otis Crane", "Mary-Jane O'Neill"]) == frozenset({"otis", "crane", "mary", "jane",
                                                                                 "o'neill"})
    assert intent.name_words([]) == frozenset()
    # The readers leave them out of a question's topic, and their own words: "jane's knee" is the knee.
    assert intent.topic("how is mary-jane's knee", ["Mary-Jane O'Neill"]) == "knee"
    from shared.usecases import previous_records
    assert previous_records._own_words("what did jane say about the knee", ["Mary-Jane O'Neill"]) == ["knee"]


def test_related_topics_leave_the_names_words():
    from shared.domain.retrieval import Candidate
    from shared.usecases.chat.service import related_topics
    records = [Candidate("a", 0.5, 0.5, {"text": "knee and hip work, mary felt the knee"})]
    assert related_topics(records, ["Mary Knee"]) == ["hip"]
    assert related_topics(records, []) == ["knee", "hip"]
