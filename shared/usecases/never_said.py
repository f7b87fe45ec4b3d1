"""What a question asks that the history never says: the decision's checks after the model, one registry.

Each check reads the same evidence (`Evidence`: the question as typed, the words the model found
missing, the ranked candidates …) and returns what the refusal names ("the bp reading", "pen y fan
from Sian"), or "" when the history may hold it. `first_never_said` runs them in the order of
`CHECKS` and the first that names something decides: the order is the precedence (a place never said
is named before a value never given, as the refusal says one thing).

Why one registry: search.decide grew one `or` term and one `if not never_said` block per class of
false answer, each with its own arguments; read as one table, a new class is one entry (its own
module, one line here), and the checks that read the store start together instead of one after
another (`first_never_said`), so a question that passes every check pays for the slowest lookup, not
for their sum.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from shared.domain import (body_weight, conditions_had, event_measures, event_values, exercise_values, measures_named, months_dated,
                           next_appointment, operations_had, repeat_asked, side_asked, taken_amounts, treatments_had, unnamed_person, values_around,
                           word_evidence, yes_no)
from shared.domain import asked_performer, asked_places, asked_subject, happening_verbs, happenings_untold, occasion_topics
from shared.domain import day_readings, organ_readings, placings_asked, prices_asked, role_said, step_counts, told_of_another, unnamed_occasions
from shared.domain.others_things import on_the_other_side
from shared.domain.retrieval import Candidate
from shared.kernel.deadline import submit, wait
from shared.ports.vectorstore import QueryFilter
from shared.usecases import (operations_had as operations_of_client, others_things, roster_events,
                             speaker_records)
from shared.usecases.backends import Backends
from shared.usecases.tenancy import ClientRef


@dataclass(frozen=True)
class Evidence:
    """What every check reads, gathered once by search.decide."""

    backends: Backends
    trainer_id: str
    asked: str  # the question as typed (plain_speech.as_typed): never the reading's added words
    unsaid: Sequence[str]  # the topic words the model's evidence found no record saying
    candidates: Sequence[Candidate]
    threshold: float
    is_name: Callable[[str], bool]  # a client's name of this roster
    query_filter: QueryFilter  # the request's own filter
    scope: QueryFilter  # the request's client or chat, every date and kind, the clients set aside left out
    roster: Sequence[ClientRef]
    # The one day the question's period names ("on burns night", "on 19 may"), timeframe's own reading of it
    # (day_readings.named_day of `Timeframe.core`); None for any other period or none.
    day: date | None = None


@dataclass(frozen=True)
class Check:
    """One class of thing never said: its name (for readers and tests), the reading, and whether it
    reads the store (those start together, `first_never_said`)."""

    name: str
    read: Callable[[Evidence], str]
    reads_store: bool = False


def _thing(e: Evidence) -> str:
    # A thing never said; but an operation asked by its broader word in a yes-or-no question of the client
    # in focus that a record answers "no" by naming a medicine given for the thing asked ("did tanya have an
    # op on her shoulder": "steroid injection in my right shoulder") is answered, not refused
    # (shared/domain/operations_had.py).
    # So is one whose records tell what was done to the thing by its own name ("thumb op": "trigger thumb
    # released"; "did they operate on his stone": "stone … lithotripsy"), asked in any shape.
    found = word_evidence.unsaid_thing(e.asked, e.unsaid)
    if (found and found.lower() in operations_had.OPERATION_WORDS and e.query_filter.client_id is not None
            and operations_had.answered(e.asked, e.candidates, e.is_name)):
        return ""
    return found


def _client(e: Evidence) -> ClientRef | None:
    """The roster's entry of the client in focus; None for no client, or one the roster does not hold."""
    return next((c for c in e.roster if c.client_id == e.query_filter.client_id), None) \
        if e.query_filter.client_id is not None else None


def _others_side(e: Evidence) -> str:
    # The client's own thing asked on the side it is not on: one client's records only.
    return on_the_other_side(e.asked, e.candidates) if e.query_filter.client_id is not None else ""


CHECKS: tuple[Check, ...] = (
    # The place the question ends on, none of whose words the history says ("stag do in dublin").
    Check("place", lambda e: word_evidence.unsaid_place(e.asked, e.unsaid)),
    # The value a "when did …" question asks about, never written ("when did he weigh 69kg").
    Check("value_when", lambda e: word_evidence.unsaid_value(e.asked, e.unsaid)),
    # A relative or a part of the body the history never names ("what did rajs wife say", "his feet").
    Check("relative", lambda e: word_evidence.unsaid_relative(e.unsaid)),
    # A person of a trade or of work asked as the one who said it, never named ("what did stu's doctor say",
    # "trystan's boss"; shared/domain/role_said.py).
    Check("role_said", lambda e: role_said.unsaid_role(e.asked, e.unsaid, e.candidates)),
    Check("body_part", lambda e: word_evidence.unsaid_body_part(e.asked, e.unsaid)),
    # A side asked that the history never says while the relevant records name the other ("euan's right
    # side": "the left side of the L5 vertebra"), of a thing no body part of the table (shared/domain/side_asked.py).
    Check("side", lambda e: side_asked.unsaid_side(e.asked, e.unsaid, e.candidates, e.threshold)),
    # A part asked on a side the records name it on only the other, the asked side said of its limb alone
    # ("tasha's right wrist": "left wrist" records, "right arm only"; h-asked32, shared/domain/side_asked.py).
    Check("part_side", lambda e: side_asked.part_on_the_other_side(e.asked, e.candidates, e.threshold)),
    # A diagnosis or an exam the kinds table names, never said ("did she mention his asthma").
    Check("thing", _thing),
    # An operation asked by a word naming nothing but one ("pinned", "resection"), never said.
    Check("operation_name", lambda e: operations_had.unsaid_operation_name(e.asked, e.unsaid)),
    # A treatment asked as had whose noun, or whose repeat's ordinal, is never said ("did roxy have an iron
    # infusion", "a second injection"; h-asked32, shared/domain/treatments_had.py).
    Check("treatment", lambda e: treatments_had.unsaid_treatment(e.asked, e.unsaid)),
    # A condition or a complication asked as had whose words are never said ("did shona have carpal tunnel",
    # "did rhys get an infection in the sore"; h-refuse39, shared/domain/conditions_had.py).
    Check("condition", lambda e: conditions_had.unsaid_condition(e.asked, e.unsaid)),
    # A repeat asked of anything had ("did gurdip have another fall") whose ordinal is never said and that no
    # candidate tells again (h-refuse39, shared/domain/repeat_asked.py).
    Check("repeat", lambda e: repeat_asked.unsaid_repeat(e.asked, e.unsaid, e.candidates)),
    # And a trouble asked as come back since, no ordinal ("has iestyn broken it again since", "has her new hip
    # popped out since"), that no candidate tells again or not since (h-false58, shared/domain/repeat_asked.py).
    Check("recurrence", lambda e: repeat_asked.unheld_recurrence(e.asked, e.candidates)),
    # A happening asked in a yes-or-no question of the client in focus ("did gary have a fall on court", "did
    # she go to a&e"), whose word the history never says nor any word of its group in the ranked records
    # ("fell", "hospital"; h-refuse40, shared/domain/yes_no.py).
    Check("happening", lambda e: yes_no.unsaid_happening(e.asked, e.unsaid, e.candidates)
          if e.query_filter.client_id is not None else ""),
    # And one told, but of another thing than the one asked ("did she go to hospital with her asthma": the a&e
    # visit told was for her nose; h-refuse45, shared/domain/happenings_untold.py).
    Check("happening_of_thing", lambda e: happenings_untold.of_another_thing(e.asked, e.candidates)
          if e.query_filter.client_id is not None else ""),
    # A clinical happening asked by its verb ("did they lance the boil"), the verb never said nor a word of its
    # group in the ranked records (h-refuse46, shared/domain/happening_verbs.py).
    Check("happening_verb", lambda e: happening_verbs.unsaid_verb(e.asked, e.unsaid, e.candidates)
          if e.query_filter.client_id is not None else ""),
    # A given name the question opens on, no client in focus, that the trainer's history never says
    # ("colin resting hr" asked of a trainer with no Colin; shared/domain/unnamed_person.py).
    Check("unnamed_person", lambda e: unnamed_person.unnamed_opener(e.asked, e.unsaid, e.is_name,
                                                                    e.query_filter.client_id is not None)),
    # A name of its own the table does not know (a drug, a brand), never said nor spelt alike.
    Check("name", lambda e: word_evidence.unsaid_name(e.asked, e.unsaid, e.candidates, e.is_name)),
    # The thing the question asks about, by where it stands ("did he have a *kidney* stone", "and his blood
    # *sugar*", "*golf handicap*"), never said, where the rest of the question came up (h-refuse43,
    # shared/domain/asked_subject.py): the offline answer named it missing and quoted other records.
    Check("subject", lambda e: asked_subject.unsaid_subject(e.asked, e.unsaid, e.candidates)),
    # A value asked ("his 10k time", "the bp reading") that no relevant record gives.
    Check("value", lambda e: word_evidence.unheld_value(e.asked, e.candidates, e.threshold, e.is_name)),
    # The client's weight asked where every mass the records give is one lifted ("16 kg long cycle", "12kg
    # deadlift"; h-asked32, shared/domain/body_weight.py).
    Check("body_weight", lambda e: body_weight.only_loads(e.asked, e.candidates, e.threshold)),
    # A value of an exercise the history never names ("tasha's snatch reps"; shared/domain/exercise_values.py).
    Check("exercise_value", lambda e: exercise_values.unsaid_exercise_value(e.asked, e.unsaid)),
    # A measure named by its own name ("and her t4", "his creatinine", "her calcium levels", "his eye pressure")
    # that no record of the pool gives a value of: the kinds table's one member for "tsh … t4" and "creatinine,
    # egfr" hides it from the words never said (h-never33, shared/domain/measures_named.py).
    Check("measure_named", lambda e: measures_named.unvalued_measure(e.asked, e.candidates, e.threshold)),
    # A client's step count asked that no record gives as a count, the records saying only the verb ("stepping
    # by spring" for "cyril's steps"; shared/domain/step_counts.py).
    Check("steps_counted", lambda e: step_counts.uncounted_steps(e.asked, e.candidates)),
    # A measure asked of an event ("bleep test in the cup final") that no record of the event gives,
    # where the records do give the measure a number.
    Check("measure_at_event",
          lambda e: event_measures.unmeasured_at_event(e.asked, e.candidates, e.threshold, e.is_name)),
    # A health measure asked on one named day ("his weight on burns night") that only the weekly summaries'
    # readings of other days give (shared/domain/day_readings.py).
    Check("measure_on_a_day", lambda e: day_readings.unread_on_the_day(
        e.asked, e.candidates, e.day, e.query_filter.since_ts, e.query_filter.until_ts)),
    # The heart asked of a period ("her heart in march") whose only records saying it are the resting heart rate
    # weeks and no other record of the period tells it in other words ("ecg", "cardiologist"): the organ, not its
    # rate (h-refuse48, tried; h-false50, shared/domain/organ_readings.py).
    Check("organ_of_a_period", lambda e: organ_readings.only_its_measure(
        e.asked, e.candidates, e.query_filter.since_ts, e.query_filter.until_ts)
          if e.query_filter.client_id is not None else ""),
    # A value asked by its noun at an event ("her floor score at regionals", "his goals at the cup",
    # "did her team win the tug of war") that no record reporting the event gives.
    Check("value_at_event",
          lambda e: event_values.unvalued_at_event(e.asked, e.candidates, e.threshold, e.is_name)),
    # An attribute asked of a thing that came up ("her physio's name", "his whey brand", "which
    # grade") that no relevant record gives, and a retest asked where one record alone measures it.
    Check("attribute", lambda e: word_evidence.unheld_attribute(e.asked, e.candidates, e.threshold, e.is_name)),
    # A place asked of a thing that came up ("where was the vets tournament", "which hospital is he having it at")
    # that no relevant record naming it gives (shared/domain/asked_places.py).
    Check("place_of_thing", lambda e: asked_places.unheld_place(e.asked, e.candidates, e.threshold, e.is_name)),
    # Who does a procedure that came up ("who's doing ronnie's hip replacement") that no record naming it says.
    Check("doer_of_procedure", lambda e: asked_performer.undone_by(e.asked, e.candidates, e.threshold, e.is_name)),
    Check("retest", lambda e: word_evidence.unheld_retest(e.asked, e.candidates, e.threshold, e.is_name)),
    # A numbered moment ("day 40", "leg 3") of a sequence the records number, never named.
    Check("moment", lambda e: word_evidence.unheld_moment(e.asked, e.candidates, e.threshold)),
    # What a third party (a relative writing for the client) is asked to have said, that none of the
    # records naming them says.
    Check("by_speaker", lambda e: word_evidence.unsaid_by_speaker(e.asked, e.candidates, e.is_name)),
    # A numbered name of a series ("l5", "a4") never said where a candidate names another of the series
    # ("L4/5").
    Check("code", lambda e: word_evidence.unsaid_code(e.asked, e.unsaid, e.candidates)),
    # The one who beat the client or won the game asked ("who beat her"), named by no record.
    Check("opponent", lambda e: word_evidence.unsaid_opponent(e.asked, e.candidates)),
    # When the client's next appointment of a kind is ("when's euan's next mri"), where every record naming
    # the thing tells a past one and none gives one ahead (shared/domain/next_appointment.py).
    Check("next_appointment", lambda e: next_appointment.untold_next(e.asked, e.candidates, e.is_name)),
    # Who else won or placed, asked of the client in focus's own result ("who came second", "who beat him"
    # after "how did he do at the open"), that no record names beside a result, the client's own win of another
    # event aside (shared/domain/placings_asked.py).
    Check("placer", lambda e: placings_asked.untold_placer(e.asked, e.candidates, _client(e), e.is_name)),
    # A value asked before or after an event ("his bp after he started the statin") that the records give
    # only on the other side of it, and an amount of a thing taken ("how much salt is she taking") no
    # record gives (shared/domain/values_around.py).
    Check("value_around_event",
          lambda e: values_around.unvalued_around_event(e.asked, e.candidates, e.threshold, e.is_name)),
    # A topic asked of an occasion the records name ("her heel during the jubilee") that no record telling
    # the topic was written near (shared/domain/occasion_topics.py).
    Check("topic_at_occasion", lambda e: occasion_topics.untied_topic(e.asked, e.candidates, e.is_name)
          if e.query_filter.client_id is not None else ""),
    # And of an occasion the client's history never names ("his asthma during the eclipse": nothing says when
    # it was; shared/domain/unnamed_occasions.py).
    Check("unnamed_occasion", lambda e: unnamed_occasions.unnamed(e.asked, e.unsaid, e.candidates, e.is_name)
          if e.query_filter.client_id is not None else ""),
    Check("amount_taken", lambda e: taken_amounts.untaken_amount(e.asked, e.candidates, e.threshold, e.is_name)),
    # A price asked ("what did the physio charge", "how much was the harness", "what did cris pay for sloe") where no
    # record says money at all (shared/domain/prices_asked.py).
    Check("price", lambda e: prices_asked.unpriced(e.asked, e.candidates)),
    # A thing asked of the client in focus ("did stu have a puncture", "brody's ankle") that every record telling
    # it tells of someone else by name, in a group chat the client is in ("Nigel 3rd overall with a puncture",
    # "Jed's done his ankle"; shared/domain/told_of_another.py).
    Check("told_of_another", lambda e: told_of_another.told_of_another(e.asked, e.candidates, _client(e), e.is_name)),
    # What a person other than the clients is asked to have said that none of their own records (or
    # the answers to them) says ("what did sian say about pen y fan").
    Check("person", lambda e: speaker_records.unsaid(e.backends, e.trainer_id, e.asked, e.candidates,
                                                    e.query_filter, e.roster), reads_store=True),
    # What the trainer is asked to have told a client that none of their own words to the client says
    # or answers ("what did i tell bryn about the kaftrio headache").
    Check("told", lambda e: speaker_records.untold(e.backends, e.trainer_id, e.asked, e.candidates,
                                                  e.query_filter, e.roster), reads_store=True),
    # What a relative asked by the relation said ("what did frank's wife say about the fall").
    Check("relative_said", lambda e: speaker_records.unsaid_by_relative(
        e.backends, e.trainer_id, e.asked, e.candidates, e.query_filter, e.roster), reads_store=True),
    # An injury asked across the roster ("who broke a bone") that no record of the clients searched
    # holds as it happened: the records nearest it rule it out ("no fracture") or say the part alone;
    # and one a question of the client in focus takes as having happened ("how long ago did kieran break
    # his collarbone") that none of their records holds.
    Check("roster_event", lambda e: roster_events.unheld(e.backends, e.trainer_id, e.asked, e.candidates,
                                                         e.query_filter, e.scope), reads_store=True),
    # An operation asked as a condition's of the client in focus ("brian's hernia op") that no record of
    # theirs says beside the condition ("no hernia", "since the op" of another).
    Check("operation_of_thing", lambda e: operations_of_client.unheld(
        e.backends, e.trainer_id, e.asked, e.candidates, e.query_filter, e.scope, e.is_name), reads_store=True),
    # A thing of another client's asked of the client in focus ("mac's labral tear": his records
    # never say "labral", another client's say "labral tear").
    Check("others_thing", lambda e: others_things.others_thing(e.backends, e.trainer_id, e.asked, e.unsaid,
                                                               e.query_filter), reads_store=True),
    # And one none of whose words the client's records say ("tasha's carpal tunnel", Maureen's; h-asked32).
    Check("others_whole_thing", lambda e: others_things.others_whole_thing(
        e.backends, e.trainer_id, e.asked, e.unsaid, e.query_filter), reads_store=True),
    # And a thing of two words the client's records say only apart, another client's saying it as one
    # ("pauline's new knee": her stiff knees, another client's new knee; h-refuse38).
    Check("others_pair", lambda e: others_things.others_pair(e.backends, e.trainer_id, e.asked, e.candidates,
                                                             e.query_filter), reads_store=True),
    # The client's own thing asked on the side it is not on ("frank's right knee replacement": every
    # record naming his knee replacement says "left").
    Check("other_side_of_thing", _others_side),
    # A thing asked of a period that its records give only as another month's ("gaz's hba1c in june": the June
    # note's "HbA1c 58 to 49 mmol/mol (April)"; shared/domain/months_dated.py).
    Check("of_another_month", lambda e: months_dated.of_another_month(
        e.asked, e.candidates, e.threshold, e.query_filter.since_ts, e.query_filter.until_ts, e.is_name)),
)


def first_never_said(evidence: Evidence, checks: Sequence[Check] = CHECKS) -> str:
    """What the first of `checks` (in order) names as never said; "" when none does.

    The checks that read the store start together at the first of them (each a step of the request,
    under its deadline); their answers are still taken in order, so the result, and the error raised
    (a lookup's failure is raised only when every check before it named nothing), are those of
    running them one after another. A lookup started but not needed finishes in the background."""
    started: dict[int, Any] = {}
    for i, check in enumerate(checks):
        if check.reads_store:
            if not started:
                started = {j: submit(c.read, evidence) for j, c in enumerate(checks) if j >= i and c.reads_store}
            found = wait(started[i])
        else:
            found = check.read(evidence)
        if found:
            return found
    return ""
