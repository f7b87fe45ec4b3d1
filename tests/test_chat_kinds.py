"""Two classes of trainer question (issue 14): a topic within a period, and a profile attribute
asked in other words than the profile's values."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import profile_fields, runners_up, timeframe
from shared.domain.retrieval import Candidate
from shared.usecases import indexing, period
from shared.usecases import intent
from shared.usecases.chat import service
from shared.usecases.chat.models import ChatRequest
from shared.usecases.sources.sync import sync_source
from tests.factories import add_client, add_message, chat_id_for

NOW = datetime(2026, 11, 22, 9, 30, tzinfo=timezone.utc)


def ask(backends, message: str, trainer: str = "trainer-a"):
    return service.answer(backends, trainer, ChatRequest(message=message), now=NOW)


def seed_messages(db, backends, client: str, name: str, messages: list[tuple[str, str, int]]) -> None:
    """(id, text, days before NOW) for each message, all from the client, indexed."""
    add_client(db, "trainer-a", client, name)
    for mid, text, days in messages:
        add_message(db, client, mid, text, name, at=NOW - timedelta(days=days))
        indexing.sync_message(backends, chat_id_for(client), mid)


def seed_profile(db, backends, client: str, **fields) -> None:
    db.collection("clientProfiles").document(client).set({"trainerId": "trainer-a", "clientId": client, **fields})
    assert sync_source(backends, "client_profile", client).outcome == "indexed"


# -- a topic within a period ---------------------------------------------------


@pytest.mark.emulator
def test_an_empty_period_says_nothing_matched_then_and_offers_the_matches_outside_it(db, backends):
    seed_messages(db, backends, "sarah", "Sarah Kim", [
        ("knee", "my left knee hurts on the stairs after squats", 40),
        ("booked", "Booked in for Thursday, see you then", 3),
    ])
    reply = ask(backends, "What did Sarah say about her knee last week?")
    assert reply.hasContext is False and reply.sources == []
    assert "last week" in reply.response
    outside = (NOW - timedelta(days=40)).strftime("%b %-d, %Y")
    assert "Outside that period" in reply.response and outside in reply.response
    assert "my left knee hurts on the stairs" in reply.response  # the closest match, quoted


@pytest.mark.emulator
def test_a_status_question_over_an_empty_period_is_not_told_there_is_no_history(db, backends):
    seed_messages(db, backends, "sarah", "Sarah Kim", [("tired", "feeling exhausted and my sleep has been awful", 60)])
    reply = ask(backends, "How was Sarah feeling last week?")
    assert reply.hasContext is False
    assert "don't have any past conversations" not in reply.response
    assert "Sarah Kim last week" in reply.response


def _candidate(cid: str, relevance: float, ts: datetime) -> Candidate:
    return Candidate(cid, relevance, relevance, {"ts": ts.timestamp(), "text": cid}, {})


def test_the_periods_records_among_the_whole_historys_best_answer_a_topic_in_that_period():
    _, august = timeframe.extract("how was Lucia sleeping in August", NOW)
    assert august is not None
    aug, jul = datetime(2026, 8, 18, tzinfo=timezone.utc), datetime(2026, 7, 2, tzinfo=timezone.utc)
    whole = [
        _candidate("sleeping-through-now", 0.97, datetime(2026, 11, 9, tzinfo=timezone.utc)),
        _candidate("drenched-at-3am", 0.51, aug),  # among the best: about the topic, in the period
        _candidate("july-insomnia", 0.9, jul),
        _candidate("august-weak", 0.2, aug),  # in the period and ranked, but barely related
        _candidate("august-chatter", 0.55, aug + timedelta(days=3)),  # in the period, past the first ranks
    ]
    others = [_candidate(f"other-{n}", 0.3, jul) for n in range(8)]  # the rest of the history
    chosen = period.in_period(whole + others, august, threshold=0.7)
    assert [c.id for c in chosen] == ["drenched-at-3am"]
    # In a short history every record is among the first few: rank alone says nothing there.
    assert period.in_period(whole, august, threshold=0.7) == []


# -- profile attributes ----------------------------------------------------------


@pytest.mark.parametrize(
    "question, name, fields",
    [
        ("What is Pedro's job?", "Pedro Alves", ("notes",)),
        ("what does pedro do for a living", "Pedro Alves", ("notes",)),
        ("What's Mateo's occupation?", "Mateo Silva", ("notes",)),
        ("how old is wes", "Wes Morgan", ("age",)),
        ("What are Ivy's goals?", "Ivy Lam", ("goal",)),
        ("any injuries on file for Sam?", "Sam Okonjo", ("injuries",)),
        ("Does Freya have any medical conditions?", "Freya Lindqvist", ("injuries",)),
        ("Is Chloe allergic to anything?", "Chloe Dubois", ("dietaryRestrictions",)),
        ("What is Arjun's dietary requirement?", "Arjun Mehta", ("dietaryRestrictions",)),
        # A team sport's role or the sport itself is background, in the notes.
        ("what position does mia play", "Mia Rossi", ("notes",)),
        ("What sport does Ravi play?", "Ravi Shah", ("notes",)),
        # Anything else named makes it a question for the records.
        ("Is Peggy hitting her steps goal?", "Peggy Doyle", ()),
        ("did mia play on saturday", "Mia Rossi", ()),
        ("Can John eat dairy?", "John Reyes", ()),
        # "where … living": the frame asks for the notes (whether they name a place is `holds`'s).
        ("Where is Fatima living these days?", "Fatima Zahra", ("notes",)),
        ("What did Sarah say about her knee?", "Sarah Kim", ()),
    ],
)
def test_attribute_questions_ask_for_profile_fields(question, name, fields):
    topic = intent.topic(question, [name])
    assert profile_fields.asked_fields(topic.split(), question) == fields


@pytest.mark.emulator
def test_a_profile_attribute_asked_in_other_words_is_answered_from_the_profile(db, backends):
    seed_messages(db, backends, "pedro", "Pedro Alves", [
        ("late", "Sorry, running late, there in 10", 5),
        ("bp", "blood pressure at the pharmacy was 152 over 96", 30),
    ])
    seed_profile(db, backends, "pedro", age=50, goal="Bring his blood pressure down and lose 10 kg",
                 injuries=["left knee osteoarthritis"], notes="Taxi driver, mostly night shifts.")
    for question, value in [
        ("What is Pedro's job?", "Taxi driver"),
        ("how old is pedro", "50 years old"),
        ("any medical conditions on file for Pedro?", "left knee osteoarthritis"),
    ]:
        reply = ask(backends, question)
        assert reply.hasContext is True, question
        assert reply.sources[0].messageId == "pedro" and reply.sources[0].sourceType == "client_profile", question
        assert value in reply.sources[0].snippet and value in reply.response, question
    # Only the fields asked for are quoted: the job is not buried behind goals and injuries.
    job = ask(backends, "What is Pedro's job?")
    assert "osteoarthritis" not in job.sources[0].snippet


@pytest.mark.emulator
def test_a_field_the_profile_leaves_empty_is_not_answered_from_the_profile(db, backends):
    seed_messages(db, backends, "pedro", "Pedro Alves", [("late", "Sorry, running late, there in 10", 5)])
    seed_profile(db, backends, "pedro", age=50, notes="Taxi driver, mostly night shifts.")
    reply = ask(backends, "Does Pedro have any food allergies?")
    assert all(s.sourceType != "client_profile" for s in reply.sources)


@pytest.mark.emulator
def test_a_profile_is_not_cited_when_the_request_leaves_profiles_out(db, backends):
    seed_messages(db, backends, "pedro", "Pedro Alves", [("late", "Sorry, running late, there in 10", 5)])
    seed_profile(db, backends, "pedro", age=50, notes="Taxi driver, mostly night shifts.")
    reply = service.answer(backends, "trainer-a", ChatRequest(message="how old is pedro", sourceTypes=["message"]), now=NOW)
    assert all(s.sourceType != "client_profile" for s in reply.sources)


# -- cited but missed --------------------------------------------------------------


@pytest.mark.parametrize(
    "question, name, left",
    [
        ("did dimitri get sciatca", "Dmitri Volkov", "did get sciatca"),
        ("how is dimitris back", "Dmitri Volkov", "how is back"),
        # Typed right, the name alone goes: a word one letter from it stays.
        ("did Mark run in the park", "Mark Lee", "did run in the park"),
        ("did Marc run in the park", "Mark Lee", "did run in the park"),
    ],
)
def test_a_client_name_typed_with_a_slip_is_not_searched_as_a_topic_word(question, name, left):
    assert intent.without_names(question, [name]) == left
    assert "dimitri" not in intent.topic(intent.name_free(question, [name]), [name])


def test_an_answer_with_few_sources_over_the_threshold_also_offers_close_records_sharing_its_words():
    at = datetime(2026, 9, 19, tzinfo=timezone.utc)

    def c(cid: str, relevance: float, coverage: float) -> Candidate:
        return Candidate(cid, relevance, relevance, {"ts": at.timestamp(), "text": cid}, {"coverage": coverage})

    knock, clears = c("knock", 0.96, 0.5), c("doctor-clears-you", 0.72, 0.3)
    pool = [knock, clears, c("chatter", 0.6, 0.0), c("cleared-for-contact", 0.48, 0.26), c("weak", 0.2, 0.3),
            c("also-cleared", 0.45, 0.2)]
    chosen = runners_up.with_runners_up([knock, clears], pool, threshold=0.7)
    assert [x.id for x in chosen] == ["knock", "doctor-clears-you", "cleared-for-contact"]
    three = [knock, clears, c("third", 0.8, 0.1)]
    assert runners_up.with_runners_up(three, pool, threshold=0.7) == three  # enough already: nothing added


def test_a_turn_and_the_reply_to_it_count_as_one_exchange_among_the_runners_up():
    # The knock and the coach's answer to it (the next turn, minutes later) are one exchange:
    # two more records sharing a word are offered, so the later "cleared" message is quoted too.
    at = datetime(2026, 9, 19, tzinfo=timezone.utc).timestamp()

    def c(cid: str, relevance: float, coverage: float, sender: str, ts: float) -> Candidate:
        meta = {"ts": ts, "text": cid, "chatId": "chat-sam", "senderId": sender}
        return Candidate(cid, relevance, relevance, meta, {"coverage": coverage})

    knock, clears = c("knock", 0.96, 0.5, "sam", at), c("doctor-clears-you", 0.72, 0.3, "coach", at + 600)
    note = Candidate("note", 0.69, 0.69, {"text": "note", "ts": at + 3 * 86400}, {"coverage": 0.5})
    cleared = c("cleared-for-contact", 0.48, 0.26, "sam", at + 21 * 86400)
    pool = [knock, clears, note, c("chatter", 0.6, 0.0, "sam", at + 86400), cleared]
    chosen = runners_up.with_runners_up([knock, clears], pool, threshold=0.7)
    assert [x.id for x in chosen] == ["knock", "doctor-clears-you", "note", "cleared-for-contact"]
    quoted = service.with_replies(chosen, pool)
    assert [(x.id, bool(x.metadata.get("reply"))) for x in quoted] == [
        ("knock", False), ("doctor-clears-you", True), ("note", False), ("cleared-for-contact", False)]


@pytest.mark.emulator
def test_a_refusal_for_an_empty_profile_field_says_the_profile_was_read(db, backends):
    seed_messages(db, backends, "pedro", "Pedro Alves", [("late", "Sorry, running late, there in 10", 5)])
    seed_profile(db, backends, "pedro", age=50, notes="Taxi driver, mostly night shifts.")
    reply = ask(backends, "Does Pedro have any food allergies?")
    assert reply.hasContext is False
    assert reply.response.startswith("Pedro Alves's profile lists no diet restrictions, allergies and intolerances.")


@pytest.mark.parametrize(
    "question, source_type, left",
    [
        ("What went wrong in Mateo's race according to my notes?", "session_note", "What went wrong in Mateo's race ?"),
        ("How much is Kofi sleeping according to his check-ins?", "checkin", "How much is Kofi sleeping ?"),
        ("How many hours is Priyanka sleeping in her check-ins?", "checkin", "How many hours is Priyanka sleeping ?"),
        ("What did Chloe say about her boyfriend in our session?", "transcript_segment",
         "What did Chloe say about her boyfriend ?"),
        # The verb names no source.
        ("What did I note about Tom missing sessions?", None, "What did I note about Tom missing sessions?"),
        ("did she check in with me about her knee", None, "did she check in with me about her knee"),
        ("can I see her notes on squats", None, "can I see her notes on squats"),  # the client's notes, not mine
        # The record named as the subject or object of the question is a source too.
        ("what do my notes say about Leo's grip?", "session_note", "what do say about Leo's grip?"),
        ("did our session notes mention Ana's ankle", "session_note", "did mention Ana's ankle"),
        ("What did Zoe's check-in say about her period?", "checkin", "What did Zoe's say about her period?"),
        ("what did his check-ins say about stress", "checkin", "what did say about stress"),
        # A month naming the record stays as the period asked.
        ("what did Leo say in his october check-in", "checkin", "what did Leo say in october"),
        ("how was her sleep in her last check in", "checkin", "how was her sleep"),
        # One note, and an ordinal saying which record.
        ("what tempo did I give Leo in the april session note", "session_note", "what tempo did I give Leo in april"),
        ("what load did i write for ana in her first note", "session_note", "what load did i write for ana"),
        ("how was his mood in the second check-in", "checkin", "how was his mood"),
    ],
)
def test_a_question_naming_the_kind_of_record_is_read_as_a_source(question, source_type, left):
    assert intent.named_source(question) == (source_type, left)


@pytest.mark.emulator
def test_according_to_my_notes_answers_from_the_session_notes(db, backends):
    seed_messages(db, backends, "mateo", "Mateo Silva", [
        ("done", "70.3 done! 5:41. swim was fine, bike felt great, the run was a death march", 60),
        ("race", "race week nerves, can't wait for the race", 65),
    ])
    db.collection("sessionNotes").document("sn-1").set({
        "trainerId": "trainer-a", "clientId": "mateo", "date": NOW - timedelta(days=58), "author": "Coach",
        "text": "70.3 debrief: rode too hard early on the bike, ran out of fuel by 8 km on the run. "
                "Next race: more carbohydrate per hour and pace the first hour.",
    })
    assert sync_source(backends, "session_note", "sn-1").outcome == "indexed"
    reply = ask(backends, "What went wrong in Mateo's race according to my notes?")
    assert reply.hasContext is True
    assert {s.sourceType for s in reply.sources} == {"session_note"}


@pytest.mark.emulator
def test_what_my_notes_say_answers_from_the_session_note_that_has_the_word(db, backends):
    seed_messages(db, backends, "leo", "Leo Brandt", [
        ("gym", "gym was packed today, had to wait for the rack", 30),
        ("food", "meal prep sunday, chicken and rice again lol", 20),
        ("late", "running 10 min late sorry", 10),
    ])
    db.collection("sessionNotes").document("sn-grip").set({
        "trainerId": "trainer-a", "clientId": "leo", "date": NOW - timedelta(days=25), "author": "Coach",
        "text": "Leo assessment: shoulder mobility fine. Grip: 28 kg left hand, 31 kg right. Added farmer's carries.",
    })
    assert sync_source(backends, "session_note", "sn-grip").outcome == "indexed"
    reply = ask(backends, "what do my notes say about leo's grip?")
    assert reply.hasContext is True
    assert [s.messageId for s in reply.sources][:1] == ["sn-grip"]


@pytest.mark.emulator
def test_a_refusal_from_a_named_source_says_that_source_was_searched(db, backends):
    seed_messages(db, backends, "leo", "Leo Brandt", [("gym", "gym was packed today, had to wait for the rack", 30)])
    db.collection("sessionNotes").document("sn-grip").set({
        "trainerId": "trainer-a", "clientId": "leo", "date": NOW - timedelta(days=25), "author": "Coach",
        "text": "Leo assessment: shoulder mobility fine. Grip: 28 kg left hand, 31 kg right.",
    })
    assert sync_source(backends, "session_note", "sn-grip").outcome == "indexed"
    reply = ask(backends, "what do my notes say about leo's snowboarding?")
    assert reply.hasContext is False
    assert "your session notes on Leo Brandt" in reply.response


# -- semanticSearch: the profile answers a profile attribute --------------------


def search(backends, query: str, trainer: str = "trainer-a", **request):
    from shared.domain.models import SearchRequest
    from shared.usecases.search import semantic_search

    return semantic_search(backends, trainer, SearchRequest(query=query, **request))


@pytest.mark.emulator
def test_search_returns_the_profile_for_a_field_it_holds_asked_in_other_words(db, backends):
    seed_messages(db, backends, "pedro", "Pedro Alves", [
        ("late", "Sorry, running late, there in 10", 5),
        ("bp", "blood pressure at the pharmacy was 152 over 96", 30),
    ])
    seed_profile(db, backends, "pedro", age=50, notes="Taxi driver, mostly night shifts.")
    for question in ["What is Pedro's job?", "what does pedro do for a living", "how old is pedro"]:
        results = search(backends, question).results
        assert results and results[0].messageId == "pedro" and results[0].sourceType == "client_profile", question
        assert results[0].score >= backends.settings.relevance_threshold, question
    # The app's client page: the client is the request's, not the question's.
    assert search(backends, "what's his occupation?", clientId="pedro").results[0].messageId == "pedro"


@pytest.mark.emulator
def test_search_does_not_return_the_profile_for_a_field_it_leaves_empty_or_a_topic_of_the_records(db, backends):
    seed_messages(db, backends, "pedro", "Pedro Alves", [("late", "Sorry, running late, there in 10", 5)])
    seed_profile(db, backends, "pedro", age=50, notes="Taxi driver, mostly night shifts.")
    for question in ["Does Pedro have any food allergies?", "What did Pedro say about his blood pressure?"]:
        assert all(r.sourceType != "client_profile" for r in search(backends, question).results), question
    # Nor when the request leaves profiles out, or the profile is another trainer's client's.
    assert search(backends, "how old is pedro", sourceTypes=["message"]).results == []
    add_client(db, "trainer-b", "olga", "Olga Berg")
    db.collection("clientProfiles").document("olga").set({"trainerId": "trainer-b", "clientId": "olga", "age": 61})
    assert search(backends, "how old is olga").results == []


def test_a_record_of_a_circle_the_question_names_is_a_runner_up_whatever_its_words():
    # "where is Fatima with her postnatal recovery?": only her profile passes the threshold; the
    # coach's "Very common after a second baby…" (0.698) shares no word of the question, but the
    # trainer filed it under the circle "Postnatal recovery", which the question names.
    at = datetime(2026, 6, 11, tzinfo=timezone.utc).timestamp()

    def c(cid: str, relevance: float, circle: str | None = None) -> Candidate:
        meta = {"ts": at, "text": cid, **({"circleName": circle} if circle else {})}
        return Candidate(cid, relevance, relevance, meta, {"coverage": 0.0})

    profile = c("profile", 0.71, "Postnatal recovery")
    pool = [profile, c("second baby", 0.698, "Postnatal recovery"), c("usual place?", 0.55),
            c("knee", 0.6, "Knee rehab"), c("gap above the belly button", 0.38, "Postnatal recovery"),
            c("too weak", 0.2, "Postnatal recovery")]
    chosen = runners_up.with_runners_up([profile], pool, 0.7, "where is Fatima with her postnatal recovery?")
    assert [x.id for x in chosen] == ["profile", "second baby", "gap above the belly button"]
    # Without the circle's name in the question, they share nothing with it: nothing is added.
    assert runners_up.with_runners_up([profile], pool, 0.7, "where is Fatima with her recovery?") == [profile]


@pytest.mark.emulator
def test_the_coachs_reply_hours_later_is_quoted_right_after_the_message_it_answers(db, backends):
    # The coach answered two hours later in words the question does not use: among 60 other records
    # the reply is not among the chat's candidates, and the ranking's neighbouring turns are those within
    # 30 minutes.
    # The chat reads the turn after each source from the store (`_replies`, REPLY_GAP_S).
    add_client(db, "trainer-a", "kofi", "Kofi Mensah")
    start = NOW - timedelta(days=70)
    rows = [(f"c{n}", f"Did the workout at home today, {n} minutes", "kofi", "Kofi Mensah", 24 * n + 9) for n in range(60)]
    rows += [("q", "my left knee grumbles under the kneecap on deep squats", "kofi", "Kofi Mensah", 24 * 30),
             ("a", "Thanks for flagging it early. Spanish holds, 5 x 45 s before every session.", "trainer-a", "Coach", 24 * 30 + 2)]
    for mid, text, sender, name, hours in rows:
        add_message(db, "kofi", mid, text, name, sender_id=sender, at=start + timedelta(hours=hours))
        indexing.sync_message(backends, chat_id_for("kofi"), mid)
    question = "What did Kofi say about his knee?"
    pool = service.search_candidates(backends, "trainer-a", "What did say about his knee?", service.TOP_K,
                                     service.QueryFilter(client_id="kofi"))
    assert "q" in {c.id.rsplit(":", 1)[-1] for c in pool} and "a" not in {c.id.rsplit(":", 1)[-1] for c in pool}
    reply = ask(backends, question)
    assert [s.messageId for s in reply.sources][:2] == ["q", "a"]
    lines = [line for line in reply.response.splitlines() if line.startswith("[")]
    assert lines[0].startswith("[1]") and "kneecap" in lines[0]
    assert lines[1].startswith("[2]") and "Spanish holds" in lines[1]  # the reply rides with its source, numbered next


@pytest.mark.emulator
def test_a_failing_read_of_the_replies_costs_the_replies_not_the_answer(db, backends, monkeypatch):
    from shared.kernel.errors import VectorStoreError

    seed_messages(db, backends, "sarah", "Sarah Kim", [("knee", "my left knee hurts on the stairs after squats", 4)])

    ranking_reads = backends.store.neighbours

    def broken(trainer_id, seeds, vector, span, max_gap_s, query_filter=None, prefetched=None):
        if max_gap_s == service.REPLY_GAP_S:  # the chat's read of the replies, not the ranking's
            raise VectorStoreError("neighbours down")
        return ranking_reads(trainer_id, seeds, vector, span, max_gap_s, query_filter, prefetched)

    monkeypatch.setattr(backends.store, "neighbours", broken)
    reply = ask(backends, "What did Sarah say about her knee?")
    assert reply.hasContext is True and [s.messageId for s in reply.sources] == ["knee"]


def test_send_is_a_verb_of_messaging_not_a_topic():
    # "what did ana send me in july" asks for her messages of the period, as "what did ana text me" does.
    assert intent.topic("what did ana send me", ["Ana Lopes"]) == ""
    assert intent.topic("has ana sent her food log", ["Ana Lopes"]) == "food log"
