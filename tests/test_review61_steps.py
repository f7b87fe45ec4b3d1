"""The steps h-review61 named out of two long functions, lines moved unchanged: prompt.build_prompt's numbered
sources (`_numbered`) and its user message's parts (`_user_parts`); search.question_facts's look-up of the words the
best records lack (`_said_in_history`). Hand-written records."""

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


def test_the_words_the_best_records_lack_are_looked_up_in_the_history():
    from shared.ports.vectorstore import Match, QueryFilter
    from shared.usecases import search

    said = {"physio": "saw the physio on friday", "mouthguard": "new mouthguard for rugby"}
    asked = []

    class Store:
        def keyword_query(self, trainer_id, text, top_k, scope):
            asked.append(text)
            return [Match(w, 1.0, {"text": t}) for w, t in said.items() if w in text.split()]

    got = search._said_in_history(Store(), "coach", ["physio", "gumshield", "dentist"], "physio gumshield dentist",
                                  [("gumshield", ("mouthguard",))], [], QueryFilter(client_id="ana"))
    assert got == {"physio": True, "gumshield": True, "dentist": False}
    assert "mouthguard" in asked  # the plain word's added word, in the same flight
