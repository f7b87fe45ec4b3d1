"""chatWithAI through its entry point (JSON callable protocol) on the Firestore emulator."""

from __future__ import annotations

import re
from datetime import datetime, timezone

import pytest

import main
from shared.kernel.errors import VectorStoreError
from shared.usecases.indexing import sync_message
from tests.chat_fixtures import INJECTION, ScriptedGenerator, seed
from tests.doubles import StallingStore
from tests.factories import add_client, add_message, chat_id_for

pytestmark = pytest.mark.emulator


@pytest.fixture
def seeded(db, backends):
    seed(db, backends)
    return backends


def ask(call_function, data, uid="trainer-a"):
    status, body = call_function(main.chatWithAI, data, uid=uid)
    return status, body.get("result"), body


def markers(text):
    return {int(n) for group in re.findall(r"\[(\d+(?:,\s*\d+)*)\]", text) for n in group.split(",")}


def test_answer_quotes_and_cites_johns_shoulder_messages(seeded, call_function):
    status, result, body = ask(call_function, {"message": "What did John say about his shoulder?"})
    assert status == 200, body
    ids = [s["messageId"] for s in result["sources"]]
    assert set(ids) == {"j1", "j2"}  # John's shoulder messages only: not Sam's, not John's diet
    assert result["hasContext"] is True
    assert 0.0 < result["confidence"] <= 1.0
    assert result["tokensUsed"] == 0  # offline: no model billed
    assert result["conversationId"]
    text = result["response"]
    assert "not summarised" in text  # the offline answer says what it is
    assert "On Oct 10, 2025 John Reyes wrote" in text and "On Oct 8, 2025 John Reyes wrote" in text
    assert len(markers(text)) == len(result["sources"])  # every source returned is cited
    src = {s["messageId"]: s for s in result["sources"]}["j2"]
    assert src["chatId"] == "chat-john"
    assert src["senderName"] == "John Reyes"
    assert src["timestamp"] == "2025-10-10T07:00:00Z"
    assert "overhead movements" in src["snippet"]
    assert src["label"] == "[Oct 10, 2025] John Reyes"
    assert 0.0 < src["score"] <= 1.0


def test_follow_up_keeps_the_client_and_is_stored(seeded, call_function, db):
    _, first, _ = ask(call_function, {"message": "What did John say about his shoulder?"})
    status, second, body = ask(
        call_function, {"message": "and what about his diet?", "conversationId": first["conversationId"]}
    )
    assert status == 200, body
    assert second["conversationId"] == first["conversationId"]
    assert [s["messageId"] for s in second["sources"]] == ["j3"]
    assert "oatmeal" in second["response"]
    conv = db.collection("aiConversations").document(first["conversationId"])
    assert conv.get().to_dict()["trainerId"] == "trainer-a"
    assert conv.get().to_dict()["focusClientId"] == "john"
    turns = [t.to_dict() for t in conv.collection("turns").order_by("createdAt").stream()]
    assert [t["role"] for t in turns] == ["user", "assistant", "user", "assistant"]
    assert turns[2]["text"] == "and what about his diet?"


def test_no_messages_at_all(db, backends, call_function):
    status, result, body = ask(call_function, {"message": "What did John say about his shoulder?"}, uid="trainer-new")
    assert status == 200, body
    assert result["response"].startswith("I don't have any past conversations to search yet")
    assert (result["hasContext"], result["confidence"], result["sources"]) == (False, 0.0, [])


def test_nothing_relevant_names_the_topic_and_offers_related_ones(seeded, call_function):
    status, result, body = ask(call_function, {"message": "Did anyone mention marathon training?"})
    assert status == 200, body
    text = result["response"]
    assert text.startswith("I couldn't find any mentions of 'marathon training' in your clients' messages.")
    assert (result["hasContext"], result["confidence"], result["sources"]) == (False, 0.0, [])
    related = re.search(r"The closest topics I did find: (.+)\.$", text)
    assert related, text
    topics = related.group(1).split(", ")
    assert 1 <= len(topics) <= 4
    corpus = " ".join(m[2].lower() for m in __import__("tests.chat_fixtures").chat_fixtures.MESSAGES if m[0] != "sam")
    assert all(t in corpus for t in topics)  # offered topics come from this trainer's messages
    from shared.usecases.intent import TOPIC_WORDS

    assert set(topics) <= TOPIC_WORDS  # subjects, never filler words


def test_nothing_relevant_and_nothing_close_offers_no_topics(seeded, call_function, monkeypatch):
    from shared.usecases.chat import service

    monkeypatch.setattr(service, "RELATED_FRACTION", 1.0)  # no candidate below the threshold counts as close
    _, result, _ = ask(call_function, {"message": "Did anyone mention marathon training?"})
    assert result["response"] == "I couldn't find any mentions of 'marathon training' in your clients' messages."
    assert (result["hasContext"], result["confidence"], result["sources"]) == (False, 0.0, [])


def test_vague_question_asks_which_client_and_topic(seeded, call_function):
    status, result, body = ask(call_function, {"message": "What did they say?"})
    assert status == 200, body
    assert result["response"].startswith("Which client and which topic do you mean?")
    assert "John Reyes" in result["response"] and "Sarah Kim" in result["response"]
    assert "Sam Ortiz" not in result["response"]  # another trainer's client is never named
    assert (result["hasContext"], result["confidence"], result["sources"]) == (False, 0.0, [])


def test_client_without_topic_asks_for_the_topic(seeded, call_function):
    _, result, _ = ask(call_function, {"message": "What did John say?"})
    assert result["response"].startswith("What would you like to know about John Reyes?")
    assert result["hasContext"] is False


@pytest.mark.parametrize("message", ["", "   \n\t "])
def test_empty_message_is_invalid_argument_with_a_helpful_message(seeded, call_function, message):
    status, _, body = ask(call_function, {"message": message})
    assert status == 400
    assert body["error"]["status"] == "INVALID_ARGUMENT"
    assert "must not be empty" in body["error"]["message"]
    assert "What did Sarah say about her knee?" in body["error"]["message"]


class BrokenStore(StallingStore):
    def query(self, *args, **kwargs):
        raise VectorStoreError("index unreachable")


@pytest.mark.parametrize("failure", ["slow", "down"])
def test_search_unavailable_still_answers(seeded, call_function, failure):
    # The budget also covers the Firestore reads before the search (conversation, roster): at 0.2 s a
    # loaded machine's emulator read alone outlived it, and the chat answered UNAVAILABLE before any
    # search ran. 2 s leaves those reads room; the stalled query still outlives it by a second.
    seeded.settings.search_timeout_s = 2.0
    inner = seeded.store
    seeded.__dict__["store"] = StallingStore(inner, 3.0) if failure == "slow" else BrokenStore(inner, 0)
    status, result, body = ask(call_function, {"message": "What did John say about his shoulder?"})
    assert status == 200, body
    assert result["response"].startswith("Search temporarily unavailable")
    assert (result["hasContext"], result["confidence"], result["sources"]) == (False, 0.0, [])


def test_llm_failure_is_unavailable_with_a_retry_hint_and_nothing_stored(seeded, call_function, db):
    seeded.__dict__["generator"] = ScriptedGenerator(fail_after=0)
    status, result, body = ask(call_function, {"message": "What did John say about his shoulder?"})
    assert status == 503
    assert result is None
    assert body["error"]["status"] == "UNAVAILABLE"
    assert "try again" in body["error"]["message"].lower()
    assert list(db.collection("aiConversations").stream()) == []


def test_only_cited_sources_are_returned_and_invented_markers_dropped(seeded, call_function):
    seeded.__dict__["generator"] = ScriptedGenerator("John said overhead work hurts [2], see also [9].")
    _, result, _ = ask(call_function, {"message": "What did John say about his shoulder?"})
    assert result["response"] == "John said overhead work hurts [2], see also."
    offered = seeded.generator.prompts[0].sources
    assert len(offered) >= 2
    assert [s["messageId"] for s in result["sources"]] == [offered[1].metadata["sourceId"]]
    assert result["confidence"] == round(offered[1].relevance, 3)
    assert result["tokensUsed"] == 42


def test_answer_citing_nothing_has_no_context(seeded, call_function):
    seeded.__dict__["generator"] = ScriptedGenerator("The messages do not say.")
    _, result, _ = ask(call_function, {"message": "What did John say about his shoulder?"})
    assert (result["hasContext"], result["confidence"], result["sources"]) == (False, 0.0, [])


def test_include_sources_false_keeps_context_flags(seeded, call_function):
    _, result, _ = ask(call_function, {"message": "What did John say about his shoulder?", "includeSources": False})
    assert result["sources"] == []
    assert result["hasContext"] is True and result["confidence"] > 0


def test_other_trainers_messages_are_never_used(seeded, call_function):
    _, result, _ = ask(call_function, {"message": "shoulder hurts during overhead press"}, uid="trainer-b")
    assert {s["messageId"] for s in result["sources"]} == {"x1"}
    _, result, _ = ask(call_function, {"message": "shoulder hurts during overhead press"}, uid="trainer-a")
    assert "x1" not in {s["messageId"] for s in result["sources"]}
    assert "Sam" not in result["response"]


def test_injected_instruction_is_quoted_not_obeyed(seeded, call_function, db):
    add_message(db, "john", "j9", INJECTION, "John Reyes")
    from shared.usecases import indexing

    indexing.sync_message(seeded, chat_id_for("john"), "j9")
    _, result, _ = ask(call_function, {"message": "What did John say about his shoulder clicking when benching?"})
    text = result["response"]
    assert not text.startswith("HACKED")
    assert text.startswith("Here is what I found in your clients' messages")
    assert "j9" in {s["messageId"] for s in result["sources"]}
    # The instruction only ever appears inside a quotation.
    for line in text.splitlines():
        if "Ignore previous instructions" in line:
            assert re.match(r'^\[\d+\] On .+ wrote: ".*Ignore previous instructions.*"$', line), line


@pytest.mark.parametrize(
    "data, uid, status, code",
    [
        ({"message": "knee"}, None, 401, "UNAUTHENTICATED"),
        ({}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"message": "knee", "trainerId": "trainer-b"}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"message": "x" * 2001}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ("knee", "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"message": "knee", "clientId": "sam"}, "trainer-a", 404, "NOT_FOUND"),
        ({"message": "knee", "conversationId": "nope"}, "trainer-a", 404, "NOT_FOUND"),
        ({"message": "knee", "conversationId": "a/b"}, "trainer-a", 400, "INVALID_ARGUMENT"),
    ],
)
def test_error_codes_in_callable_wire_format(db, backends, call_function, data, uid, status, code):
    add_client(db, "trainer-a", "john", "John Reyes")
    add_client(db, "trainer-b", "sam", "Sam Ortiz")
    got, _, body = ask(call_function, data, uid=uid)
    assert got == status
    assert set(body) == {"error"}
    assert body["error"]["status"] == code
    assert body["error"]["message"]


def test_someone_elses_conversation_is_not_found_like_an_unknown_one(seeded, call_function):
    _, first, _ = ask(call_function, {"message": "What did John say about his shoulder?"})
    _, _, foreign = ask(call_function, {"message": "knee", "conversationId": first["conversationId"]}, uid="trainer-b")
    _, _, unknown = ask(call_function, {"message": "knee", "conversationId": "does-not-exist"}, uid="trainer-b")
    assert foreign == unknown == {"error": {"status": "NOT_FOUND", "message": "Conversation not found"}}


def test_client_filter_limits_sources(seeded, call_function):
    _, result, _ = ask(call_function, {"message": "what hurts after squats?", "clientId": "sarah"})
    assert [s["messageId"] for s in result["sources"]] == ["s1"]
    _, result, _ = ask(call_function, {"message": "what hurts after squats?", "clientId": "john"})
    assert not {s["messageId"] for s in result["sources"]} & {"s1", "s2"}
    assert "Sarah" not in result["response"]


def test_client_profile_is_a_prompt_layer_only_for_the_owner(seeded, call_function, db):
    db.collection("clientProfiles").document("john").set(
        {"trainerId": "trainer-a", "clientId": "john", "age": 41, "injuries": ["left rotator cuff strain (2024)"],
         "goal": "Bench 100 kg", "extra": {"nested": "ignored"}}
    )
    gen = ScriptedGenerator("John's shoulder hurt on bench [1].")
    seeded.__dict__["generator"] = gen
    ask(call_function, {"message": "What did John say about his shoulder?"})
    user = gen.prompts[-1].messages[-1].content
    profile = user[user.index("<client_profile>") : user.index("</client_profile>")]
    assert "injuries: left rotator cuff strain (2024)" in profile and "age: 41" in profile
    assert "nested" not in profile and "trainerId" not in profile
    db.collection("clientProfiles").document("john").set({"trainerId": "trainer-b", "notes": "not yours"})
    ask(call_function, {"message": "What did John say about his shoulder?"})
    assert "<client_profile>" not in gen.prompts[-1].messages[-1].content


def test_how_is_a_client_doing_is_answered_from_her_latest_records(db, backends, call_function):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    for i, text in enumerate(["my knee hurts after squats", "slept badly, stressful week", "squats felt smooth today, no knee pain"]):
        add_message(db, "sarah", f"m{i}", text, "Sarah Kim", at=datetime(2026, 11, 1 + 7 * i, 9, tzinfo=timezone.utc))
        sync_message(backends, chat_id_for("sarah"), f"m{i}")

    status, result, body = ask(call_function, {"message": "How is Sarah doing?"}, uid="trainer-a")

    assert status == 200, body
    assert result["hasContext"] is True and "No message mentions" not in result["response"]
    assert result["sources"][0]["messageId"] == "m2"  # the newest first


def _month_start(now: datetime, months_back: int) -> datetime:
    index = now.year * 12 + now.month - 1 - months_back
    return datetime(index // 12, index % 12 + 1, 1, tzinfo=timezone.utc)


def test_a_client_and_a_period_without_a_topic_is_answered_from_that_period(db, backends, call_function):
    # "What did Sarah tell me in October?" asks for her records of that month, not for a topic.
    # "in <month>" is the last such month before the moment of asking (the callable asks
    # now), so the month named is two months back, with the months either side of it
    # already over: fixed 2026 dates made "in October" a future month from October 2027 on.
    now = datetime.now(timezone.utc)
    before, named, after = (_month_start(now, n) for n in (3, 2, 1))
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    texts = [("m-before", "my knee hurts after squats", before), ("m-named", "DEXA scan came back fine, cleared to lift heavy", named),
             ("m-after", "slept badly, stressful week", after)]
    for message_id, text, month in texts:
        add_message(db, "sarah", message_id, text, "Sarah Kim", at=month.replace(day=12, hour=9))
        sync_message(backends, chat_id_for("sarah"), message_id)

    question = f"What did Sarah tell me in {named:%B}?"
    status, result, body = ask(call_function, {"message": question}, uid="trainer-a")

    assert status == 200, body
    assert result["hasContext"] is True and not result["response"].startswith("What would you like to know")
    assert [s["messageId"] for s in result["sources"]] == ["m-named"]
