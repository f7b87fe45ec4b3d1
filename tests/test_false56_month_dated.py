"""h-false56: a record of the month asked whose clause dates the thing to an earlier month of the year, further
back than a report (event_dates.REPORTED_MONTHS_BACK), is not the month's own: "Left sciatica in March, settled" in
the note of 30 June answered "vera's sciatica in june" (blind42-845; blind44-715, -775 likewise)."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import event_dates, months_dated
from shared.domain.retrieval import Candidate

UTC = timezone.utc


def _ts(*a: int) -> float:
    return datetime(*a, tzinfo=UTC).timestamp()


JUNE = (_ts(1986, 6, 1), _ts(1986, 6, 30, 23, 59, 59))
VERA = "Vera: cholesterol 7.8 to 6.1 on diet alone. Left sciatica in March, settled. Weight 81 kg."


def test_a_clause_dated_to_an_earlier_month_is_not_the_window_s():
    own = event_dates.own_clauses(VERA, _ts(1986, 6, 30), *JUNE)
    assert "sciatica" not in own
    assert "cholesterol" in own and "Weight 81 kg" in own  # no month named: the note's own


@pytest.mark.parametrize("note, written, window, kept", [
    # "since" / "from": a thing running on into the window
    ("Aimee: asthma since January, blue inhaler.", (2009, 5, 2), ((2009, 5, 1), (2009, 5, 31)), "asthma"),
    ("Kimberley: shin splints from February, running again.", (2009, 6, 4), ((2009, 6, 1), (2009, 6, 30)), "shin"),
    # the window's own month named
    ("Ricky: bruised ribs in June, rode through it.", (2009, 6, 13), ((2009, 6, 1), (2009, 6, 30)), "ribs"),
    # a later month: a plan's, or last year's
    ("Tyrone: tooth to be crowned in November.", (2009, 5, 2), ((2009, 5, 1), (2009, 5, 31)), "tooth"),
    # lower-case "may" / "march" is as often the verb
    ("Tam: knee may settle in march.", (2009, 6, 2), ((2009, 6, 1), (2009, 6, 30)), "knee"),
    # an earlier month inside a window that spans it ("over the summer", June to August, note of August)
    ("Amrit: knee sore in June, better now.", (2012, 8, 20), ((2012, 6, 1), (2012, 8, 31)), "knee"),
])
def test_clauses_the_window_keeps(note, written, window, kept):
    since, until = _ts(*window[0]), _ts(*window[1], 23, 59, 59)
    assert kept in event_dates.own_clauses(note, _ts(*written), since, until)


def test_the_thing_given_only_as_an_earlier_month_s_is_named():
    note = Candidate("sn-vera", 0.97, 0.97, {"text": VERA, "ts": _ts(1986, 6, 30)}, {})
    no_name = lambda w: False  # noqa: E731
    assert months_dated.of_another_month("sciatica", [note], 0.5, *JUNE, no_name) == "sciatica"
    todays = Candidate("m-vera", 0.9, 0.9, {"text": "sciatica flared again today", "ts": _ts(1986, 6, 12)}, {})
    assert months_dated.of_another_month("sciatica", [note, todays], 0.5, *JUNE, no_name) == ""
