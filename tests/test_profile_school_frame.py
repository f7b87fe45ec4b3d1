"""Where a pupil goes to school is asked of the profile's background notes (profile_fields.FRAMES, the
school frame), as "where does he live" is.

Hand-written questions and notes: "where's nia at school", "what school does nia go to", "which school
is she at" ask the notes, which answer with the school's year or place ("Year 9 at Hillside", "Year 12
in Ludlow"); notes that give neither do not hold it. A question about school that is not the whole
frame ("what did nia say about school", "nia school run") stays a question for the records, and so does
a college (at a collegiate university it is not the university the notes name)."""

from __future__ import annotations

from shared.domain import profile_fields
from shared.usecases import intent

NAME = "Nia Jones"


def fields(question: str) -> tuple[str, ...]:
    return profile_fields.asked_fields(intent.client_topic(question, NAME, [NAME]).split(), question)


def test_where_a_pupil_goes_to_school_asks_the_notes():
    assert fields("where's nia at school") == ("notes",)
    assert fields("where does nia go to school?") == ("notes",)
    assert fields("what school does nia go to") == ("notes",)
    assert fields("what school's nia at") == ("notes",)
    assert fields("which school is nia at") == ("notes",)


def test_school_said_in_another_question_stays_for_the_records():
    assert fields("what did nia say about school") == ()
    assert fields("nia school run") == ()
    assert fields("which college is nia in") == ()


def test_the_notes_answer_with_the_schools_year_or_place():
    question = "what school does nia go to"
    assert profile_fields.holds({"notes": "Netballer, U15. Year 9 at Hillside. Mum Kay."}, ("notes",), question)
    assert profile_fields.holds({"notes": "Sixth former, Year 12 in Ludlow."}, ("notes",), question)
    assert not profile_fields.holds({"notes": "Netballer, goal attack. Loves baking."}, ("notes",), question)
