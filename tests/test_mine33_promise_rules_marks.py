"""h-mine33: the trainer's promise at the start, and what the client may or may not do.

- "what did i promise josh at the start": the trainer's first words read as "what did i tell josh at the
  start" (asked_speaker.told_first reads promise, advise, plan, set, give …); the opening of the chat is
  the first turn with something to say, acknowledgements not counted ("Thanks for letting me know." is
  no plan: speaker_records._says_something).
- "what's ellie not allowed to do": the records stating a restriction or a clearance ("No walking training
  for 6 weeks": shared/domain/restrictions.py) lead the chat's answer (shared/usecases/rule_records.py),
  and the decision's "allowed", a word no record uses, does not refuse it.
"""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import asked_speaker, restrictions
from shared.ports.keywords import tokens
from shared.ports.vectorstore import Match
from shared.usecases import speaker_records
from shared.usecases.tenancy import ClientRef


@pytest.mark.parametrize("question, who", [
    ("what did i promise josh at the start", "josh"),
    ("what did i promise sho at the start", "sho"),
    ("what did i advise her at the beginning", ""),
    ("what did i set for dawn at the start", "dawn"),
    ("what did i suggest to bex first", "bex"),
    # h-fail57: the client's joining is the beginning too, and a question the trainer asked is first words.
    ("what did i ask noel when he joined", "noel"),
    ("what did i tell her when she signed up", ""),
    ("what did i say to kit when they first came", "kit"),
])
def test_a_promise_or_advice_at_the_start_is_the_trainers_first_words(question, who):
    assert asked_speaker.told_first(question) == who


@pytest.mark.parametrize("question", ["what did i promise sue", "what did i promise josh about the 10k",
                                      "what did i set at the start of the call", "what did i ask him about",
                                      "what did i ask noel when he joined the club"])
def test_without_a_beginning_it_is_no_first_words_question(question):
    assert asked_speaker.told_first(question) is None


def _turn(text: str) -> Match:
    return Match("m", 0.0, {"text": text, "ts": datetime(2015, 7, 2, tzinfo=timezone.utc).timestamp()})


@pytest.mark.parametrize("text", ["Thanks for letting me know.", "Great, thanks, see you then", "lovely"])
def test_thanks_do_not_open_the_story(text):
    assert not speaker_records._says_something(_turn(text))


def test_the_plan_after_the_introduction_does():
    assert speaker_records._says_something(
        _turn("Hi Josh. Twice a week: plyos, single-leg strength and acceleration. We'll retest in September."))


@pytest.mark.parametrize("text", [
    "MRI on her right shin today: stress reaction of the tibia. No walking training for 6 weeks, a boot for 2 weeks.",
    "No bending or heavy lifting for a week and no driving till the optician says.",
    "Every other day for two weeks, nothing fast till January.",
    "Stop the fast stuff, Ellie. Bike and pool only till we know more.",
    "physio has cleared him to run again",
    "signed off by the consultant today",
    "dad wants to do the tai chi in the park on new year's day with the club, can he? x",
    "he's not to stretch it hard for a week",
    "Itchy. I can't do my buttons.",
])
def test_a_restriction_or_clearance_is_stated(text):
    assert restrictions.states(text)


@pytest.mark.parametrize("text", ["did the whole form without holding the chair", "no worries see you tuesday",
                                  "can't wait for saturday",
                                  "ran 5k in 24 minutes, felt strong", "no"])
def test_other_records_state_none(text):
    assert not restrictions.states(text)


def test_permission_words_are_closed():
    assert restrictions.asks(tokens("allowed")[0]) and restrictions.asks(tokens("cleared")[0])
    assert not restrictions.asks(tokens("walking")[0])


@pytest.mark.parametrize("question", ["what's ellie not allowed to do", "what is des not allowed to do after the op",
                                      "is josh allowed to sprint yet", "is graham cleared to jump",
                                      "any restrictions after the op", "what couldn't he do after"])
def test_a_question_asking_what_the_client_may_do(question):
    assert restrictions.asked(question)


@pytest.mark.parametrize("question", ["what can he do now", "how is ellie", "what did i tell des after the op",
                                      "what are lucia's dietary restrictions", "any food restrictions for tariq",
                                      "what can't tariq eat", "name of the physio who cleared torquil"])
def test_other_questions_ask_no_rule(question):
    assert not restrictions.asked(question)


# --- rule_records over a small hand-written history (the local store and the test embedder) ---

RULES_SAID = [  # (id, sender, name, text, days after the first)
    ("e1", "ellie", "Ellie Kinvig", "hi trevor ellie kinvig 16 race walker. 5k walk pb 25:40", 0),
    ("e2", "coach", "Coach", "Hi Ellie. Technique twice a week, one long walk, and strength and hips with me.", 0),
    ("e3", "ellie", "Ellie Kinvig", "walked the 5k in 25:10 this morning", 40),
    ("e4", "ellie", "Ellie Kinvig", "Trevor it's Sue, Ellie's mum. MRI on her right shin: stress reaction. "
                                    "No walking training for 6 weeks, a boot for 2 weeks.", 120),
    ("e5", "coach", "Coach", "Lovely, Ellie. Every other day for two weeks, nothing fast till January.", 160),
    ("e6", "ellie", "Ellie Kinvig", "had a lovely christmas market trip with mum", 170),
]
ELLIE = [ClientRef("ellie", "Ellie Kinvig")]


@pytest.fixture
def ellie(store, embedder):
    from shared.ports.vectorstore import VectorRecord

    first = datetime(2015, 7, 2, 9, tzinfo=timezone.utc).timestamp()
    vectors = embedder.embed([text for _, _, _, text, _ in RULES_SAID])
    store.upsert("coach", [VectorRecord(f"message:chat-e:{mid}", vec, {
        "trainerId": "coach", "sourceType": "message", "sourceId": mid, "chatId": "chat-e", "clientId": "ellie",
        "senderId": sender, "senderName": name, "text": text, "ts": first + days * 86400.0,
        "embeddingModel": embedder.model_id}) for (mid, sender, name, text, days), vec in zip(RULES_SAID, vectors)])
    from types import SimpleNamespace
    return SimpleNamespace(store=store, embedder=embedder)


def test_the_records_stating_a_rule_answer_what_she_may_not_do(ellie):
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases import rule_records

    found = rule_records.rule_records(ellie, "coach", "what's ellie not allowed to do", QueryFilter(client_id="ellie"), ELLIE)
    assert {m.metadata["sourceId"] for m in found} == {"e4", "e5"}
    # Named, with no client in focus: the client named.
    named = rule_records.rule_records(ellie, "coach", "what's ellie not allowed to do", QueryFilter(), ELLIE)
    assert {m.metadata["sourceId"] for m in named} == {"e4", "e5"}


def test_a_question_asking_no_rule_reads_nothing(ellie):
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases import rule_records

    assert rule_records.rule_records(ellie, "coach", "how is ellie's walking", QueryFilter(client_id="ellie"), ELLIE) == []


@pytest.mark.parametrize("question, read", [
    ("is des under 13 stone yet", "is des weight"),
    ("has mick got under 100 kilo yet", "has mick weight"),
    ("is derek down to 14 stone yet", "is derek weight"),
    ("is he under 15 stone 7 yet", "is he weight"),
])
def test_a_body_weight_against_a_mark_is_asked_as_the_weight(question, read):
    from shared.domain import weight_marks

    assert weight_marks.as_weight(question) == read


@pytest.mark.parametrize("question", ["sub 25 for the 5k", "how much does he weigh", "is des under the weather",
                                      # when the mark was reached: the newest weights do not date a crossing
                                      "when did callum get down to 84 kg", "what week did he get under 15 stone",
                                      "how long ago did she hit 60 kg"])
def test_no_mark_of_body_weight_no_reading(question):
    from shared.domain import weight_marks

    assert weight_marks.as_weight(question) is None


def test_a_weekly_note_repeating_a_rule_is_no_one_stating_it(store, embedder):
    from types import SimpleNamespace

    from shared.ports.vectorstore import QueryFilter, VectorRecord
    from shared.usecases import rule_records

    texts = [("n1", "weekly_note", "Week summary: no walking training for 6 weeks, boot on."),
             ("m1", "message", "No walking training for 6 weeks, a boot for 2 weeks.")]
    vectors = embedder.embed([t for _, _, t in texts])
    store.upsert("coach", [VectorRecord(f"{kind}:{rid}", vec, {
        "trainerId": "coach", "sourceType": kind, "sourceId": rid, "clientId": "ellie", "text": text,
        "ts": 1_440_000_000.0, "embeddingModel": embedder.model_id}) for (rid, kind, text), vec in zip(texts, vectors)])
    found = rule_records.rule_records(SimpleNamespace(store=store, embedder=embedder), "coach",
                                      "what's ellie not allowed to do", QueryFilter(client_id="ellie"), ELLIE)
    assert [m.metadata["sourceId"] for m in found] == ["m1"]


def test_the_rule_saying_the_thing_leads(ellie):
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases import rule_records

    # "swimming": no record stating a rule says it; the rules lead by meaning, not the newest first.
    by_meaning = rule_records.rule_records(ellie, "coach", "is ellie allowed to go swimming yet",
                                           QueryFilter(client_id="ellie"), ELLIE)
    assert {m.metadata["sourceId"] for m in by_meaning} == {"e4", "e5"}
    # "fast": the rule saying it leads.
    lead = rule_records.rule_records(ellie, "coach", "is ellie allowed to walk fast yet", QueryFilter(client_id="ellie"), ELLIE)
    assert lead[0].metadata["sourceId"] == "e5"


def test_a_weight_against_a_mark_is_answered_by_the_newest_weekly_weights(store, embedder):
    from types import SimpleNamespace

    from shared.ports.vectorstore import QueryFilter, VectorRecord
    from shared.usecases import weight_weeks

    week = 7 * 86400.0
    first = datetime(2015, 7, 6, tzinfo=timezone.utc).timestamp()
    rows = [(f"w{i}", "metric_summary", "weight", f"Weight, week {i}: 1 reading: {102.2 - i * 0.3:.1f} kg", first + i * week)
            for i in range(6)]
    rows += [("s5", "metric_summary", "steps", "Steps, week 5: 8000 steps", first + 5 * week),
             ("g1", "message", None, "16 stone 2, want to get to 15 stone", first - 3 * 86400.0)]
    vectors = embedder.embed([r[3] for r in rows])
    store.upsert("coach", [VectorRecord(f"{kind}:{rid}", vec, {
        "trainerId": "coach", "sourceType": kind, "sourceId": rid, "clientId": "graham", "text": text, "ts": ts,
        **({"metric": metric} if metric else {}), "embeddingModel": embedder.model_id})
        for (rid, kind, metric, text, ts), vec in zip(rows, vectors)])
    backends = SimpleNamespace(store=store, embedder=embedder)
    roster = [ClientRef("graham", "Graham Foulkes")]
    led = weight_weeks.weight_weeks(backends, "coach", "is graham under 15 stone yet", QueryFilter(), roster)
    assert [m.metadata["sourceId"] for m in led] == ["w5", "w4"]
    # In a period asked: that period's newest weeks.
    march = QueryFilter(client_id="graham", since_ts=first + 2 * week, until_ts=first + 3 * week)
    assert [m.metadata["sourceId"] for m in weight_weeks.weight_weeks(
        backends, "coach", "was graham under 15 stone then", march, roster)] == ["w3", "w2"]
    # No mark compared: nothing is led.
    assert weight_weeks.weight_weeks(backends, "coach", "graham's weight", QueryFilter(client_id="graham"), roster) == []


def test_in_a_period_its_rules_answer_though_none_names_the_thing(ellie):
    from shared.ports.vectorstore import QueryFilter
    from shared.usecases import rule_records

    first = datetime(2015, 7, 2, 9, tzinfo=timezone.utc).timestamp()
    after_the_mri = QueryFilter(client_id="ellie", since_ts=first + 119 * 86400.0, until_ts=first + 130 * 86400.0)
    found = rule_records.rule_records(ellie, "coach", "what is ellie not allowed to do after the op", after_the_mri, ELLIE)
    assert [m.metadata["sourceId"] for m in found] == ["e4"]
