"""When a client was back after what kept them off (h-start54; shared/domain/return_asked.py,
service._return_led).

- "when was he back dancing", "and when did he go back", "when did she get back in the boat": "when" and the
  adverb "back"; not "is he back yet" (now, not when), not "when did his back go" (the body part).
- "… back after the bronchitis": the thing that kept them off is named after "after".
- a record tells a return when its "back" has no body part's company ("first class back", "back in the gig",
  "back to work monday"); "my back is sore", "back pain" do not.
- the first return is the client's oldest such record after the thing began, not the trainer's plan ("we'll get
  you back on the bike").

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import return_asked
from shared.domain.retrieval import Candidate


@pytest.mark.parametrize("question", [
    "when was he back dancing", "and when did he go back", "when did she get back in the boat",
    "when was otis back after the flu", "so when did she get back to work?",
])
def test_asks_when_back(question):
    assert return_asked.asks_when_back(question)


@pytest.mark.parametrize("question", [
    "is he back yet", "when did his back go", "when did her back start hurting", "when was the match",
])
def test_asks_no_return(question):
    assert not return_asked.asks_when_back(question)


def test_the_thing_after_after():
    assert return_asked.after_thing("when was lena back after the chest infection?") == "chest infection"
    assert return_asked.after_thing("when was he back dancing") == ""


@pytest.mark.parametrize("text, told", [
    ("first class back, soft shoes only", True),
    ("back in the gig tonight, ribs quiet", True),
    ("doctor says back to work monday", True),
    ("Mum's back at the rink today", True),
    ("my back is sore after the drive", False),
    ("back pain again this morning", False),
    ("hurt his back lifting the trailer", False),
    ("no mention of it", False),
])
def test_a_record_telling_a_return(text, told):
    assert return_asked.tells_return(text) is told


def _c(i, ts, sender, text, relevance=0.5, client="otis"):
    return Candidate(i, 0.0, relevance, {"ts": ts, "senderId": sender, "text": text, "sourceType": "message",
                                         "clientId": client})


POOL = [
    _c("o0", 50.0, "otis", "back from the coast, see you tuesday"),  # before the thing began
    _c("o1", 100.0, "otis", "flu, in bed all week"),
    _c("o2", 110.0, "coach", "Rest up, we'll get you back on the bike slowly."),
    _c("o4", 300.0, "otis", "back on the bike, legs like jelly"),
    _c("o3", 200.0, "otis", "first spin back, twenty minutes easy"),
    _c("l1", 150.0, "lena", "back at the club tonight", client="lena"),
]


def test_the_first_return_after_the_thing_began():
    first = return_asked.first_return(POOL, "otis", "coach", since_ts=100.0, floor=0.1)
    assert first is not None and first.id == "o3"
    assert return_asked.first_return(POOL, "otis", "coach", since_ts=300.0, floor=0.1) is None


def test_a_flag_for_a_time_is_no_return_first():
    # A bool `ts` (True == 1 to Python) is no time (record_time): read raw, True > 0.5 passed the span and led.
    flagged = [_c("x1", True, "otis", "back on the bike at last")] + [c for c in POOL if c.id != "o0"]
    assert return_asked.first_return(flagged, "otis", "coach", since_ts=0.5, floor=0.1).id == "o3"
