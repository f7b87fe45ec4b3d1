"""Questions in everyday words (issue 14, blind5's dev classes): a profile fact asked by a frame
("where is greg from"), "back" the adverb read as the body part, and a short follow-up that asks
to specify ("which side?") keeping the previous turn's client and topic. Hand-written data."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.domain import kinds, particles, profile_fields, sameness, sides, word_evidence
from shared.usecases import intent


@pytest.mark.parametrize(
    "question, name, fields",
    [
        ("where is greg from", "Greg Tanner", ("notes",)),
        ("Where's Nina from originally?", "Nina Ross", ("notes",)),
        ("where does tomas live", "Tomas Ruiz", ("notes",)),
        ("where is she based these days?", "", ("notes",)),
        ("what does dana do", "Dana Wells", ("notes",)),
        # The frame closes the question: with more after it, it is not the frame.
        ("where does she live and how old is she", "", ()),
        # Not the frame: the person in more than two words, or more after the verb.
        ("where did i tell ellie to sit", "Ellie Brandon", ()),
        ("where did she get that from", "", ()),
        ("what does he do on deadlift day", "", ()),
        ("where does she live and train", "", ()),
    ],
)
def test_a_profile_fact_asked_by_a_frame_asks_for_its_field(question, name, fields):
    topic = intent.topic(question, [name] if name else [])
    assert profile_fields.asked_fields(topic.split(), question) == fields


def test_a_where_frame_needs_a_place_in_the_notes():
    # "where does wes live": notes naming no place do not answer it; a month after "from" is no place.
    asked = ("notes",)
    assert profile_fields.holds({"notes": "Aussie from Perth, actuary."}, asked, "where is greg from")
    assert profile_fields.holds({"notes": "Designer in Sheffield."}, asked, "where does she live")
    assert not profile_fields.holds({"notes": "Lorry driver, away three nights a week."}, asked, "where does wes live")
    assert not profile_fields.holds({"notes": "Accountant, back at work from September."}, asked, "where is she from")
    # Any value answers a frame that asks for no kind of value, and a question with no frame.
    assert profile_fields.holds({"notes": "Lorry driver."}, asked, "what does wes do")
    assert profile_fields.holds({"notes": "Lorry driver."}, asked)


@pytest.mark.parametrize(
    "question, read",
    [
        ("since the stents has derek been back to bowls", "since the stents has derek been to bowls"),
        ("and back in june?", "and in june?"),
        ("what did i say back", "what did i say"),
        ("when did she get back from the camp", "when did she get from the camp"),
        # The noun: a possessive or adjective before, a word of how it is after, joined to a noun.
        ("how is her back", "how is her back"),
        ("gregs back pain", "gregs back pain"),
        ("is his lower back better since he got back?", "is his lower back better since he got ?"),
        ("her neck and back in june", "her neck and back in june"),
        ("has lewis been back squatting", "has lewis been back squatting"),
        # No sign either way: the noun, as before; "in" after it is no sign alone (a possessive
        # written without its apostrophe).
        ("back?", "back?"),
        ("how is  her back ", "how is  her back "),  # nothing taken out: unchanged, spaces too
        ("and back?", "and back?"),
        ("tomas back in september", "tomas back in september"),
        # A pronoun only ever an object before it: the adverb ("want him back"); "me" may be dialect's "my".
        ("when do rich's work want him back", "when do rich's work want him"),
        ("did they get them back", "did they get them"),
        ("me back is killing me", "me back is killing me"),
    ],
)
def test_back_the_adverb_is_no_topic_and_the_noun_stays(question, read):
    assert particles.without_adverbs(question) == read


TURNS = [SimpleNamespace(role="user", text="ellies shoulder"), SimpleNamespace(role="assistant", text="…")]


@pytest.mark.parametrize("question", ["which side", "which one?", "when was that?", "what dose?"])
def test_a_short_specifying_question_carries_the_previous_client_and_topic(question):
    assert intent.is_follow_up(question)
    assert intent.carried_topic(question, TURNS, ["Ellie Brandon"]) == "shoulder"


def test_a_question_that_names_nothing_leans_on_the_conversation():
    # "what did i say back": with the adverb out, nothing is named; the previous client and topic carry.
    assert intent.is_follow_up(particles.without_adverbs("what did i say back"))
    assert intent.carried_topic("what did i say", TURNS, ["Ellie Brandon"]) == "shoulder"


@pytest.mark.parametrize("question", ["which clients?", "which side did ellie hurt", "who has knee pain"])
def test_a_longer_or_roster_wide_question_is_not_specifying(question):
    assert not intent.is_specifying(question)


@pytest.mark.parametrize(
    "word, full",
    [
        ("hammy", "hamstring"),
        ("hammies", "hamstring"),
        ("chiro", "chiropractor"),
        # An English word of its own, a name of the table, or a start of more than one name: itself.
        ("sunny", None),
        ("physio", None),
        ("happy", None),
    ],
)
def test_a_clipped_form_of_a_table_name_reads_as_the_name(word, full):
    assert kinds.clipped_name(word) == full


def test_a_record_saying_the_clipped_form_means_the_full_word():
    # "did i stop lewis pulling from the floor with the hamstring" and "hammy twinged at the top".
    record = sameness.said("hammy twinged at the top of a romanian")
    (hamstring,) = sameness.asked("hamstring")
    assert sameness.means(hamstring, record)


@pytest.mark.parametrize(
    "question, read",
    [
        ("amits july check in", "amits in july"),
        # Hyphenated, the record's name takes its determiner with it (h-source12).
        ("the july check-in for amit", "in july for amit"),
        ("amit's sept check-ins", "amit's in sept"),
    ],
)
def test_a_check_in_named_by_its_month_is_the_record_and_the_period(question, read):
    assert intent.named_source(question) == ("checkin", read)


@pytest.mark.parametrize("question", ["she may check in later", "did amit check in in july"])
def test_check_in_the_verb_names_no_record(question):
    assert intent.named_source(question) == (None, question)


def test_a_limbs_side_puts_its_unsided_part_on_that_side():
    # "hammy twinged …, right leg": the hamstring is the right one; "lewis left hamstring" is the other side.
    pool = [SimpleNamespace(id="r1", relevance=0.85, metadata={
        "text": "hammy twinged at the top of a romanian, right leg, no bad", "senderId": "client-1"})]
    assert word_evidence.other_side("lewis left hamstring", pool, 0.7) == "left hamstring"
    assert word_evidence.other_side("lewis right hamstring", pool, 0.7) == ""
    # A part with its own side keeps it.
    assert [(sorted(s), w) for s, _, w in sides.sided_parts("right leg sore, left calf tight")] == [
        (["right"], "right leg"), (["left"], "left calf")]
