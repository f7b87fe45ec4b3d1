"""A trade asked by "which" with a word qualifying it, and a word after "a" read as no one's name
(shared/domain/asked_attributes.py; h-refuse39)."""
from __future__ import annotations

from shared.domain import asked_attributes


def test_which_with_a_qualified_trade_asks_its_name():
    assert asked_attributes.asked_attribute("which practice nurse saw ellen") == ("person", "the nurse's name")
    assert asked_attributes.asked_attribute("which knee surgeon did tom see") == ("person", "the surgeon's name")
    assert asked_attributes.asked_attribute("which sports physio did she see") == ("person", "the physio's name")
    # A frame word or a noun after the trade asks no name.
    assert asked_attributes.asked_attribute("which did the physio say") == ("", "")
    assert asked_attributes.asked_attribute("which knee did the physio scan") == ("", "")
    assert asked_attributes.asked_attribute("which sports physio clinic") == ("", "")


def test_a_word_after_a_is_no_persons_name():
    said = frozenset({"which", "physio", "did", "see"})
    assert not asked_attributes.holds_attribute("person", "the physio gave me a theraputty tub, ouch", lambda w: False, said)
    # A name after the role, or after "called", still holds one.
    assert asked_attributes.holds_attribute("person", "saw a physio called dave, good guy", lambda w: False, said)
    assert asked_attributes.holds_attribute("person", "my physio dave says rest", lambda w: False, said)
