"""The thing a question asks about, told from its side details (shared/domain/asked_subject.py), and the
decision's registry refusing a subject never said (shared/usecases/never_said.py, check "subject").

Hand-written questions and records: a subject word the history never says refuses ("did she have a lung
scan" where the records say scans of her knee; "and her blood iron" where they say her blood pressure); a
missing verb, time, place, adjective or order is a side detail and is left to the other evidence ("did he
tear his calf", "the night of the final", "priya's achy shoulder")."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import asked_subject
from shared.usecases import never_said


def _records(*texts: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(metadata={"text": t, "senderName": "Priya"}) for t in texts]


PLAIN = _records("knee scan came back clear", "weigh in 64kg, bp 120/80")


def test_the_phrase_is_found_by_the_questions_opening():
    phrase = asked_subject.subject_phrase
    assert phrase("did she have a lung scan") == ["lung", "scan"]
    assert phrase("has he had a 48 hour tape") == ["48", "hour", "tape"]
    assert phrase("did she snap a tendon in her hand") == ["tendon"]
    assert phrase("and her blood iron") == ["blood", "iron"]
    assert phrase("achy shoulder after the move") == ["achy", "shoulder"]
    assert phrase("tom's rowing medal") == ["rowing", "medal"]
    assert phrase("what did she say about her wrist pain") == ["wrist", "pain"]
    assert phrase("how is maya's triathlon prep going") == ["triathlon", "prep"]
    assert phrase("which rowing club is he in") == ["rowing", "club"]


def test_questions_of_other_shapes_have_no_phrase():
    phrase = asked_subject.subject_phrase
    # After "is" the article's words are the value asked, in the records' own words.
    assert phrase("is the scan a good one") == []
    assert phrase("was it only a strain") == []
    # A preposition first: a place or an occasion.
    assert phrase("did she faint at the gym") == []
    # A time opens the phrase: a date asked, not a thing.
    assert phrase("the night of the final") == []
    # A choice between two values of the thread's thing.
    assert phrase("left or right") == []
    assert phrase("any side effects") == []
    assert phrase("how much did she lose") == []
    # "which" and one word: a value of the thread's thing ("which knee", "which grade").
    assert phrase("which grade") == []
    # Nor a suggestion: the thing is who or what was suggested.
    assert asked_subject.unsaid_subject("did she get a physio recommendation", ["recommendation"], PLAIN) == ""


def test_a_subject_never_said_is_named():
    unsaid = asked_subject.unsaid_subject
    # The head of the phrase.
    assert unsaid("has he had a 48 hour tape", ["48", "tape"], PLAIN) == "tape"
    assert unsaid("and her blood iron", ["iron"], PLAIN) == "iron"
    assert unsaid("rowing medal", ["medal"], PLAIN) == "medal"
    # A word before the head that the kinds table names as a thing.
    assert unsaid("did she have a lung scan", ["lung"], PLAIN) == "lung"


def test_side_details_and_look_alikes_are_left_alone():
    unsaid = asked_subject.unsaid_subject
    # A qualifier before the head that names no thing: the records may say the head in their words.
    assert unsaid("achy shoulder", ["achy"], PLAIN) == ""
    # A verb, an order or a number is no subject.
    assert unsaid("did he tear a calf", ["tear"], PLAIN) == ""
    assert unsaid("and the second one", ["second"], PLAIN) == ""
    assert unsaid("has he had a 48 hour tape", ["48"], PLAIN) == ""
    # A noun of the frame: the records give the value without it.
    assert unsaid("and the normal range", ["range"], PLAIN) == ""
    # A word spelt like one the records say (a region's spelling, a slip): the same word.
    assert unsaid("ferrous sulfate", ["sulfate"], _records("on ferrous sulphate twice a day")) == ""
    # A compound the records write as one word, and a phrase they say with the word typed another way.
    assert unsaid("pace maker", ["maker"], _records("pacemaker fitted friday")) == ""
    assert unsaid("ballet pirouets", ["pirouets"], _records("ballet pirouettes every class")) == ""
    assert unsaid("runners trot", ["trot"], _records("runners trots since the gel")) == ""
    # A symptom's phrase is said in other words ("dizzy spells").
    assert unsaid("dizzy turns", ["turns"], _records("no more dizzy spells")) == ""
    # A word of the same length a letter apart, another first letter, is another word.
    assert unsaid("did she chip a bone", ["bone"], _records("pain all gone now")) == "bone"
    # No common English word: a name or a slip, read by the name rule.
    assert unsaid("tendon zorbix", ["zorbix"], PLAIN) == ""
    # Said: nothing to name.
    assert unsaid("did she have a knee scan", [], PLAIN) == ""


def test_the_registry_refuses_a_subject_never_said():
    evidence = never_said.Evidence(backends=None, trainer_id="t", asked="did she have a lung scan", unsaid=["lung"],
                                   candidates=PLAIN, threshold=0.7, is_name=lambda w: False,
                                   query_filter=SimpleNamespace(client_id="c", since_ts=None, until_ts=None),
                                   scope=None, roster=[])
    subject = [c for c in never_said.CHECKS if c.name == "subject"]
    assert subject and never_said.first_never_said(evidence, subject) == "lung"


def test_a_category_noun_after_what_was_said_is_not_the_missing_subject() -> None:
    # "went veggie... no meat" says the thing; "diet" only names its category, as "routine" does for "stretching".
    assert asked_subject.unsaid_subject("vegetarian diet no meat", ["diet"], []) == ""
    assert asked_subject.unsaid_subject("her stretching routine", ["routine"], []) == ""
    # The head that is the thing itself still counts when never said.
    assert asked_subject.unsaid_subject("golf handicap", ["handicap"], []) == "handicap"


def test_a_noun_naming_which_of_a_said_kind_is_asked() -> None:
    # The head is said ("sore", "pain"), the noun before it never: a sore or a pain the history tells is not
    # the one asked.
    records = _records("heel sore after the long walk", "bit of neck pain from the desk")
    unsaid = asked_subject.unsaid_subject
    assert unsaid("maria's saddle sore", ["saddle"], records) == "saddle"
    assert unsaid("her hernia pain", ["hernia"], records) == "hernia"
    # Not where the head itself is never said (the head rule names it), nor before a part of the body, where
    # the word is how the trainer says it is ("achy", "grumbly"), nor an adjective (no plural).
    assert unsaid("her grumbly neck", ["grumbly"], records) == ""
    assert unsaid("his tender heel", ["tender"], records) == ""
    assert unsaid("her nagging pain", ["nagging"], records) == ""
    # A noun of the frame after the thing: the head is the thing before it.
    assert unsaid("her oxygen readings", ["oxygen"], records) == "oxygen"
    # A word of how the thing is, not which: the records say it in their own words ("underactive").
    assert unsaid("her slow thyroid", ["slow"], _records("underactive thyroid, on levothyroxine")) == ""
    assert unsaid("his constant pain", ["constant"], records) == ""
    # After a number the word is a unit ("20m" in the records): how much, not which.
    assert unsaid("tom's twenty metre swim", ["metre"], _records("20m swim in 31 s", "swim felt strong")) == ""


def test_the_thing_given_to_someone_and_a_bare_noun_after_a_verb_of_having() -> None:
    phrase = asked_subject.subject_phrase
    # "her" given to, not hers: the thing is after the article that follows it.
    assert phrase("did they give her a walking boot") == ["walking", "boot"]
    # No article: the noun right after "get", "have", "need" in a question of something had.
    assert phrase("did he get crutches") == ["crutches"]
    assert phrase("has she had acupuncture") == ["acupuncture"]
    assert phrase("did they do bloods on him") == ["bloods"]
    assert asked_subject.unsaid_subject("did he get crutches", ["crutches"], PLAIN) == "crutches"
    # A state or a direction, a gerund, or a question of ability: no thing had.
    assert phrase("did he get better") == []
    assert phrase("did she need resting") == []
    assert phrase("can she do burpees") == []
    assert phrase("did she get to the session") == []


def test_a_bare_noun_after_a_verb_of_having_where_the_clients_name_was_read_off() -> None:
    # The decision reads "did tom get crutches" without the client's name: "did get crutches". The bare noun
    # after the verb is still the thing asked, as with a pronoun for the subject.
    phrase = asked_subject.subject_phrase
    assert phrase("did get hydrotherapy for the back") == ["hydrotherapy"]
    assert phrase("has had acupuncture") == ["acupuncture"]
    assert phrase("did have hypnosis on the foot") == ["hypnosis"]
    assert asked_subject.unsaid_subject("did have hypnosis on the foot", ["hypnosis"], PLAIN) == "hypnosis"
    # The same exclusions: a state or a direction, a gerund, a question of ability.
    assert phrase("did get better") == []
    assert phrase("did need resting") == []
    assert phrase("can do burpees") == []
    assert phrase("did get to the session") == []
    # Said in the records: nothing to name.
    assert asked_subject.unsaid_subject("did have a knee scan", [], PLAIN) == ""


def test_a_noun_of_trouble_or_talk_after_the_thing_is_no_subject():
    # h-wrong57: "her stomach trouble", "his heart scare", "the bacon roll question": the client tells the thing
    # without the noun; the thing before it is asked, and refuses when never said.
    unsaid = asked_subject.unsaid_subject
    assert unsaid("the stomach trouble from her first tablets", ["trouble"], PLAIN) == ""
    assert unsaid("lace's heart scare", ["scare"], PLAIN) == ""
    assert unsaid("corny's bacon roll question", ["question"], PLAIN) == ""
    assert unsaid("what's his problem with the handle", ["problem"], PLAIN) == ""
    assert unsaid("the lung scare", ["lung", "scare"], PLAIN) == "lung"
