"""h-false56: one who writes to the trainer themselves is asked for their own words. Another's report of them
("pat says i need a hobby", in Colin's first message of July) is the writer's: kept as Pat's, it was all "what did
pat say in july" found in July, and the period's refusal (she wrote, never then) did not come (blind34-774; blind37-067,
blind39-284, blind40-188 likewise)."""

from __future__ import annotations

from shared.domain import person_words
from shared.ports.vectorstore import Match
from shared.usecases import speaker_records

INTRO = "hello lynne, colin hutchinson, 67, retired geography teacher. pat says i need a hobby. played tennis at college"
PATS = "hello lynne, pat, colin's wife. the gp says tennis elbow in his right arm, a brace and the physio"
SESSION = "Coach: How's the elbow?\nPat: He's sulking, but he does the curls."


def _m(i: str, text: str, ts: float) -> Match:
    return Match(i, 0.5, {"text": text, "ts": ts, "sourceType": "message"})


def test_a_report_of_their_words_is_quoted_only():
    assert person_words.quoted_only("pat", {"text": INTRO})
    assert not person_words.quoted_only(("pat", "wife"), {"text": PATS})  # she introduces herself
    assert not person_words.quoted_only("pat", {"text": SESSION})  # her lines of a session
    assert not person_words.quoted_only("pat", {"text": "went to the gym"})  # no words of hers


WHO = ("pat", "wife")  # as the relative is read (the name she gave, the relation)


def _marked(records):
    no_client = lambda w: False  # noqa: E731
    return [(m.id, bool(m.metadata.get(speaker_records.REPORTED)))
            for m in speaker_records._own_words(WHO, records, "", "", False, no_client)]


def test_a_report_of_one_who_writes_is_marked():
    records = [_m("001", INTRO, 1.0), _m("018", PATS, 2.0), _m("tr", SESSION, 3.0)]
    assert _marked(records) == [("018", False), ("001", True), ("tr", False)]


def test_one_who_never_writes_keeps_the_reports_of_them():
    assert _marked([_m("001", INTRO, 1.0)]) == [("001", False)]


# --- read once (h-review57): whether a record introduces them, read once per record by `_own_words` ------------


def test_quoted_only_reads_the_introduction_handed_to_it():
    # Handed "introduces them", a report is not quoted only; handed "does not", the lines of one who introduces
    # themselves are read as the report's.
    assert not person_words.quoted_only("pat", {"text": INTRO}, introduced=True)
    assert person_words.quoted_only(WHO, {"text": PATS}, introduced=False)
    assert not person_words.quoted_only("pat", {"text": "went to the gym"}, introduced=False)


def test_own_words_reads_each_records_introduction_once(monkeypatch):
    # speaker_records' own reads of person_words: `introduces` once per record, `quoted_only` handed that reading.
    calls, handed = [], []

    class Counted:
        def __getattr__(self, name):
            return getattr(person_words, name)

        def introduces(self, who, text):
            calls.append(text)
            return person_words.introduces(who, text)

        def quoted_only(self, who, metadata, introduced=None):
            handed.append(introduced)
            return person_words.quoted_only(who, metadata, introduced)

    monkeypatch.setattr(speaker_records, "person_words", Counted())
    records = [_m("001", INTRO, 1.0), _m("018", PATS, 2.0), _m("tr", SESSION, 3.0)]
    assert _marked(records) == [("018", False), ("001", True), ("tr", False)]
    assert sorted(calls) == sorted([INTRO, PATS, SESSION])
    assert handed and None not in handed
