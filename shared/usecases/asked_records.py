"""The records a question asks for by what they are, not by its words: one step both chatWithAI and
semanticSearch take after the ranking and the decision, so the two lead with the same records.

"what did her dad say last", "what did i promise kieran at the start", "what did i tell janet", "what's
ellie not allowed to do", "is he under 90 kg yet": the ranking of the question's words finds records
about the thing, not the person's own words, the trainer's first message in the chat, the rules in force
or the weekly weights. The readers here find them (speaker_records.own_records, told_records,
first_told; rule_records.rule_records; weight_weeks.weight_weeks), the first that finds any answering.

Before this module the chat alone read them (chat/service.py `_own_words_asked`) and semanticSearch
ranked the question's words only: blind29's dev "what did i promise roy at the start" and "what did his
wife say last" were answered by the chat and had no evidence in the search's top ten.
"""

from __future__ import annotations

from typing import Sequence

from shared.domain import asked_speaker, person_words, restrictions
from shared.domain.retrieval import Candidate
from shared.ports.keywords import tokens as keyword_tokens
from shared.ports.vectorstore import Match, QueryFilter
from shared.usecases import rule_records, speaker_records, weight_weeks
from shared.usecases.backends import Backends
from shared.usecases.tenancy import ClientRef


def kept_by_absent(absent_topic: str, query: str, question: str) -> bool:
    """Whether the records asked for are still read when the decision found `absent_topic` (words of the
    question) never said: only when those words are the verb of saying ("has her boyfriend texted me":
    what they wrote is the answer, and no record says "texted"), the relation's word said in another form
    ("boyfriend" for "its conor niamhs fella"), the words of a beginning ("what did i tell bex at the
    start": no record says "start"), or words of permission ("what's ellie not allowed to do": the records
    state the rule, never "allowed"). Nothing absent: read."""
    if not absent_topic:
        return True
    return (asked_speaker.says(absent_topic) or person_words.is_relation(absent_topic)
            or asked_speaker.told_first(query) is not None
            or (restrictions.asked(question) and all(restrictions.asks(s) for s in keyword_tokens(absent_topic))))


def asked_records(backends: Backends, trainer_id: str, query: str, question: str, candidates: Sequence[Candidate],
                  whole: QueryFilter, asked_when: QueryFilter, roster: Sequence[ClientRef]) -> list[Match]:
    """The records the question asks for by what they are (module docstring), in the order they answer;
    [] for any other question or none found. `query`: the question as ranked; `question`: as read
    (with its period words); `whole`: the search's scope over the whole history (the person's words are
    looked up there, the caller keeps the period); `asked_when`: that scope in the period asked, where the
    rules in force and the newest weights are read. Raises what the store's reads raise past the budget."""
    return (speaker_records.own_records(backends, trainer_id, query, candidates, whole, roster)
            or speaker_records.told_records(backends, trainer_id, query, whole, roster)
            or speaker_records.first_told(backends, trainer_id, query, whole, roster)
            # The rules in force and the newest weights are read in the period asked ("what is des not
            # allowed to do after the op", "was he under 90 kg in march"): none there, the ranking answers.
            or rule_records.rule_records(backends, trainer_id, question, asked_when, roster)
            or weight_weeks.weight_weeks(backends, trainer_id, question, asked_when, roster))
