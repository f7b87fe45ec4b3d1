"""The steps h-review61 named out of long functions, lines moved unchanged: prompt.build_prompt's numbered sources
(`_numbered`) and its user message's parts (`_user_parts`). Hand-written records."""

from __future__ import annotations

from shared.domain import prompt


def test_the_sources_are_numbered_in_order_with_their_text_cut():
    long = "x" * (prompt.MAX_SOURCE_CHARS + 50)
    numbered = prompt._numbered([(0.9, {"text": "knee sore", "senderName": "Ana"}), (0.4, {"text": long})])
    assert [(s.number, s.relevance) for s in numbered] == [(1, 0.9), (2, 0.4)]
    assert numbered[0].text == "knee sore" and len(numbered[1].text) < len(long)


def test_the_user_message_has_each_layer_with_anything_then_the_sources_and_the_question():
    parts = prompt._user_parts("T: hi", "", "", "Mon: 5k", ["[1] knee"], "how is  the\nknee")
    assert parts == ["<conversation_so_far>\nT: hi\n</conversation_so_far>", "<last_7_days>\nMon: 5k\n</last_7_days>",
                     "<messages>\n[1] knee\n</messages>", "Question: how is the knee"]
    assert prompt._user_parts("", "", "", "", [], "q") == ["<messages>\n(none)\n</messages>", "Question: q"]

