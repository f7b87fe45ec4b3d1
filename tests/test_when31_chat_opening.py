""""What did i tell <client> at the start" when the chat begins with turns that say nothing (h-when31).

A chat often opens with admin or thanks before the introduction ("paid 👍" / "Transfer's fine.", "🙏" /
"It's in the app.", "see you then"). The start of the story is the first turn with something to say
(shared/usecases/speaker_records.py `_chat_opening`); read literally, the first turn answered with
"It's in the app." or, with no answer to "see you then", refused.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.ports.vectorstore import Match
from shared.usecases import speaker_records

START = datetime(2026, 3, 2, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=120)


def _turn(text: str) -> Match:
    return Match("m", 0.0, {"text": text, "ts": START.timestamp()})


@pytest.mark.parametrize("text", ["paid 👍", "Transfer's fine.", "🙏", "It's in the app.", "see you then"])
def test_admin_and_thanks_do_not_open_the_story(text):
    assert not speaker_records._says_something(_turn(text))


@pytest.mark.parametrize("text", ["Hi Otto, Lena is 15 and plays guard", "Two strength sessions a week",
                                  "Hi, I'm Dawn, want to get fit"])
def test_an_introduction_or_a_plan_does(text):
    assert speaker_records._says_something(_turn(text))


@pytest.fixture
def lena(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("l0", "lena", "Lena Marsh", "🙏", 0),
        ("l0b", "coach", "Coach", "It's in the app.", 1),
        ("l0c", "lena", "Lena Marsh", "paid 👍", 30),
        ("l1", "lena", "Lena Marsh", "Hi Otto, Femi Marsh, Lena's father. Lena is 15 and plays guard for the "
                                     "under 16s. Can you train her for the summer?", 90),
        ("l2", "coach", "Coach", "Hi Femi, yes. Two strength sessions and a jump session a week.", 92),
        ("l3", "lena", "Lena Marsh", "did the session, legs are dead", 150),
        ("l4", "coach", "Coach", "Good work, rest tomorrow.", 151),
        ("l7", "lena", "Lena Marsh", "scan says a torn ligament, op in the spring", 500),
    ]
    seed_chat(db, backends, "lena", "Lena Marsh",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])


@pytest.mark.emulator
def test_the_start_is_the_first_exchange_that_says_something(db, backends, lena):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    reply = service.answer(backends, "coach", ChatRequest(message="what did i tell lena at the start"), now=NOW)
    assert reply.hasContext
    assert [s.messageId for s in reply.sources][0] == "l2"
