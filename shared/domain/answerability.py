"""Does this trainer's history answer the question at all? A decision separate from ranking.

Ranking orders candidates; it always has a first one, even for a question
about something that never came up. The calibrated relevance of the best
passage is one piece of evidence, and on its own it was not enough (41 % of
LoCoMo questions asked of another conversation still got a result "above
0.7"). The decision here also asks whether the question's *subjects* exist in
this history at all:

- A subject is a proper name the question uses mid-sentence ("What did
  Priya say about Pilates?" -> Priya, Pilates): a capitalised word that is not
  a month or weekday, an acronym, a number, or a function word.
- A subject is known when the trainer's keyword index has at least one record
  containing it, or when it is (a misspelling of) one of the trainer's client
  names.
- A question naming an unknown subject is unanswerable: the history cannot
  hold an answer about someone or something it never mentions.

Otherwise the best candidate's calibrated relevance must reach the threshold,
and then a small fitted model of the question (`Evidence`,
`AnswerabilityModel`) must not find its topic absent. The threshold alone
passed questions whose topic never came up for that client ("What was
Freya's 5k time?" -> "what time tomorrow?", relevance 0.77; "Did Zoe get
sunburnt?"): the client's name and one generic word are enough for a first
candidate. What the model sees is the word of the question that the history
in scope never uses and that the question's meaning rests on most
(`missing_salience`: how much the question's embedding changes without it —
"sunburnt" a lot, "what did her doctor *find*" hardly), and how far the best
candidates' words stay from it in meaning (`unmatched_salience`: a
paraphrase's word is missing but its meaning is there, "strolls" / "walked").
Word cosines measure relatedness, not sameness, so the kinds table
(shared/domain/kinds.py) has the last word where it knows both words: a
sibling in the candidates ("metformin" for a question about insulin) means
the member asked about never came up, the same thing or a kind of it means
it is there (`lexical_meaning`, `equivalents`); and a word the history never says whose
name has only siblings among the best candidates' names refuses the question before the
model is asked (`Evidence.sibling_only`): MiniLM's question embedding rests little on a body
part or an event ("did she hurt her *elbow* in the front rack?"), so its salience alone
would answer from the wrist. A question whose topics each came up, but never two in one
exchange, is refused after the model when the records show it (`Evidence.apart`,
word_evidence.apart: two things of the kinds table said apart, or one beside a sibling of the
other — "rashids squat pb?" where "pb" is the deadlift's and "squat" a hotel plan's): the model
reads the words one by one. Whether a record says a word at all is one test for this
decision and the ranking's coverage (shared/domain/sameness.py). It is fitted by `python -m bench.answerability` on LoCoMo, never on the answer
benchmark (docs/CALIBRATION.md), and keyed by the embedding model and the
fingerprint of the feature definitions (shared/domain/fingerprint.py). An
embedder without a fit of its own gets the reference model's, its features
read on the reference's scale through the deployment's maps
(`model_for_embedder`, calibration.DecisionScale); without a current fit or
maps, the threshold alone decides. Both searches
and chat use this one decision; chat then says what it searched (client,
period) instead of quoting unrelated messages.
"""

from __future__ import annotations

import json
import logging
import math
import re
import unicodedata
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence

from shared.domain import english, names as person_names, sameness, sounds, typed_apart
from shared.domain.calibration import IDENTITY_SCALE, REFERENCE_MODEL, DecisionScale
from shared.domain.meaning import record_words  # noqa: F401  (shared with the relevance side)
from shared.domain.query_dates import MONTHS
from shared.domain.question_frame import without_frame
from shared.domain.retrieval import ACKNOWLEDGEMENTS, keyword_text
from shared.ports.keywords import tokens

log = logging.getLogger(__name__)

_TOKEN = re.compile(r"[^\W_][\w'\u2019-]*", re.UNICODE)
_SENTENCE_END = re.compile(r"[.!?:;\"(]\s*$")
_DAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
_MONTH_ABBREVIATIONS = {m[:3] for m in MONTHS} | {"sept"}
# Capitalised in questions for reasons other than being a name.
_NOT_SUBJECTS = frozenset(
    """i i'm i've i'd i'll ok okay mr mrs ms dr coach client clients pt am pm""".split()
) | _DAYS | set(MONTHS) | _MONTH_ABBREVIATIONS
# Two spellings within this similarity are the same name ("Sarha" / "Sarah").
NAME_SIMILARITY = 0.8


@dataclass(frozen=True)
class Decision:
    answerable: bool
    # "relevant" | "nothing_relevant" | "topic_absent" | "words_apart" | "unknown_subject" | "no_candidates"
    reason: str
    unknown_subjects: tuple[str, ...] = ()
    # The model's probability that the history answers (None: threshold rule).
    probability: float | None = None
    # topic_absent: the question's word the history never uses nor means.
    absent_topic: str = ""
    # topic_absent: `absent_topic` is an event the history names only as a plan (or calls off), never as done.
    only_planned: bool = False
    # words_apart: the question's topics the relevant records say only apart (`Evidence.apart`).
    apart: tuple[str, ...] = ()


# The question-level model's features, in this order (`Evidence.vector`).
FEATURES = ("relevance", "history_coverage", "top_coverage", "missing_salience", "unmatched_salience")
# Candidates whose words count as "the best few" (top_coverage).
TOP_FEW = 3
# Candidates whose words a missing word is compared with, in meaning.
MEANING_CANDIDATES = 10
# The meaning band, on the reference model's cosine scale (all-MiniLM-L6-v2, single
# words): a word's best match among ~150 unrelated words (a candidate set's vocabulary)
# has median cosine 0.47 and stays under 0.61 nine times in ten, so a best match under
# MEANING_CHANCE is what chance gives and one at MEANING_SAME or above is rarely chance
# (LoCoMo words: `best_cosine_by_chance` in answerability.json, from python -m bench.answerability).
MEANING_CHANCE = 0.5
MEANING_SAME = 0.7
MODEL_FILE = Path(__file__).parent / "answerability.json"


@dataclass(frozen=True)
class Evidence:
    """What the decision knows about one question, each in [0, 1].

    - relevance: the best candidate's calibrated relevance;
    - history_coverage: share of the question's IDF weight (typing slips read
      as the trainer's words, everyday equivalents counting) that occurs
      anywhere in the records in scope, all dates;
    - top_coverage: share of it that the best TOP_FEW candidates contain;
    - missing_salience: how much the question's meaning rests on the word the
      history never uses that matters most: 1 - the cosine of the question
      with and without it (0 when no word is missing). IDF cannot tell a topic
      ("did Zoe get *sunburnt*?") from scaffolding the records happen not to
      use ("what did her doctor *find*?"); the question's own embedding can;
    - unmatched_salience: the largest salience of a missing word times how far
      the candidates' words stay from it in meaning: its best cosine with one
      of their words (both embedded alone), read on a band from MEANING_CHANCE
      (1: no match) to MEANING_SAME (0: the same meaning). A paraphrase's word
      is missing but its meaning is there ("strolls" / "walked" 0.62,
      "caffeine" / "coffee" 0.73), an absent topic's is not ("sunburnt":
      nothing above 0.40).
    """

    relevance: float
    history_coverage: float
    top_coverage: float
    missing_salience: float = 0.0
    unmatched_salience: float = 0.0
    # The word behind unmatched_salience, as the trainer typed it (what a refusal names).
    absent: str = ""
    # A word the history in scope never says (shared/domain/sameness.py) whose kinds-table name
    # has only siblings among the best candidates' names ("elbow" where they name the wrist):
    # the records speak of the family and name another member (`decide`).
    sibling_only: str = ""
    # Two of the question's topics that the relevant records say only in different exchanges, where
    # that shows the two never came up together (word_evidence.apart): not a feature of the model.
    apart: tuple[str, ...] = ()

    def vector(self) -> dict[str, float]:
        return {name: float(getattr(self, name)) for name in FEATURES}


@dataclass(frozen=True)
class Term:
    """One content word of the question: as read (typing slips corrected), its weight, where it was found."""

    word: str
    weight: float
    in_history: bool
    in_top: bool
    # Missing words only: the best cosine of the word with a candidate's word, and
    # 1 - the cosine of the question with and without the word.
    meaning: float = 0.0
    salience: float = 0.0
    typed: str = ""  # the word as typed, when the typo step read it as another
    # Missing words only: the best candidates name a sibling of it and nothing that means it.
    sibling: bool = False


def decision_words(question: str) -> str:
    """The question's keyword text as this decision reads it: its frame left out ("How far can she
    run now?" asks about running, not about "far": shared/domain/question_frame.py). The ranking
    reads every word (retrieval.keyword_text): only whether the topic is absent is decided without
    them."""
    return keyword_text(without_frame(question, ACKNOWLEDGEMENTS))


def topic_words(words: str) -> list[str]:
    """The distinct content words of `words` (a question's keyword text), one per stem, in order."""
    out: list[str] = []
    seen: set[str] = set()
    for word in words.split():
        own = tokens(word)
        if own and own[0] not in seen:
            seen.add(own[0])
            out.append(word)
    return out


# Whether a record says a word: one test for the ranking's coverage and this decision (shared/domain/sameness.py).
equivalents = sameness.equivalents


def holds(word: str, metadata: Mapping[str, Any], question: str = "") -> bool:
    """The record (its text and sender) means `word` (of `question`, its keyword text): it contains it or
    an equivalent, or names the same thing or a kind of it (`sameness.means`, phrases included)."""
    return sameness.word_in(word, question or word, metadata)


def unsaid_words(words: str, records: Sequence[Mapping[str, Any]]) -> list[str]:
    """The topic words of `words` (a question's keyword text, `topic_words`) that none of `records` (their
    metadata: text, sender) says, by the one test of whether a record says a word (`holds`: spelling,
    stemming, everyday equivalents, the kinds table's names and phrases).

    One function for the two places that say a word is missing: the decision (the words its best
    candidates lack, then looked up in the whole history: shared/usecases/search.py) and the offline
    answer's "No message mentions X" over the records it quotes (shared/adapters/generation/extractive.py).
    With two copies the reply named a word missing ("injuries") that the decision read as said ("injury"),
    or the other way round."""
    asked = topic_words(words)
    missing = [w for w in asked if not any(holds(w, m, words) for m in records)]
    if not missing:
        return missing
    # Two words typed apart for the records' one ("tubi grip": shared/domain/typed_apart.py) are said.
    apart = typed_apart.said_apart(asked, missing, typed_apart.words_of(str(m.get("text") or "") for m in records))
    return [w for w in missing if w not in apart]


def says_own_word(topic: str, records: Sequence[Mapping[str, Any]]) -> bool:
    """Whether `records` (their metadata) say one of the topic words of `topic` at least (`unsaid_words`' test);
    true for a topic of no words. A question asked again with words beside its own (a period's name, chat/read_again.py
    `_with_period_name`; semanticSearch's `_with_period_name`) is answered only by records that say one of its own."""
    own = topic_words(topic)
    return not own or len(unsaid_words(topic, records)) < len(own)


def lexical_meaning(cosine: float, relation: str | None) -> float:
    """A missing word's meaning match, with what the kinds table says of the best candidates' words.

    The same thing or a kind of it ("surgery" / "operation", "scan" / "MRI")
    means the word whatever the cosine; a sibling ("insulin" / "metformin",
    "wrist" / "arm") means the records speak of the family and name another
    member, so no word of theirs counts as meaning it, however related its
    cosine; otherwise the cosine stands.
    """
    if relation in ("same", "narrower"):
        return max(cosine, MEANING_SAME)
    if relation == "sibling":
        return min(cosine, MEANING_CHANCE)
    return cosine


def terms(
    words: str,
    weight: Callable[[str], float],
    in_history: Mapping[str, bool],
    top: Sequence[Mapping[str, Any]],
    meaning: Mapping[str, float],
    salience: Mapping[str, float],
    typed: Mapping[str, str] | None = None,
    siblings: Mapping[str, bool] | None = None,
) -> list[Term]:
    """Each topic word with its weight (by stem), whether the history in scope has it, whether one of
    the best few candidates (`top`, their metadata) has it, and (missing words) its meaning match
    and salience."""
    out = []
    for word in topic_words(words):
        present = any(holds(word, m, words) for m in top)
        out.append(Term(word, weight(tokens(word)[0]), bool(in_history.get(word)) or present, present,
                        meaning.get(word, 0.0), salience.get(word, 0.0), (typed or {}).get(word, word),
                        bool((siblings or {}).get(word))))
    return out


def evidence(relevance: float, terms: Sequence[Term]) -> Evidence:
    """The features from the best relevance and the question's terms."""
    total = sum(t.weight for t in terms)
    if total <= 0:  # no content word: nothing to miss
        return Evidence(relevance, 1.0, 1.0)
    missing = [t for t in terms if not t.in_history]

    def clip(x: float) -> float:
        return min(1.0, max(0.0, x))

    def unmatched(t: Term) -> float:
        return clip(t.salience) * clip((MEANING_SAME - t.meaning) / (MEANING_SAME - MEANING_CHANCE))

    worst = max(missing, key=unmatched, default=None)
    return Evidence(
        relevance,
        sum(t.weight for t in terms if t.in_history) / total,
        sum(t.weight for t in terms if t.in_top) / total,
        max((clip(t.salience) for t in missing), default=0.0),
        unmatched(worst) if worst is not None else 0.0,
        (worst.typed or worst.word) if worst is not None else "",
        next(((t.typed or t.word) for t in missing if t.sibling), ""),
    )


def without_words(question: str, words: Iterable[str]) -> str:
    """`question` with these words (whole words, any case, possessive 's too) taken out."""
    wanted = sorted({w for w in words if w}, key=len, reverse=True)
    if not wanted:
        return question
    pattern = re.compile(r"\b(" + "|".join(re.escape(w) for w in wanted) + r")(['\u2019]s)?\b", re.IGNORECASE)
    return " ".join(pattern.sub(" ", question).split())


@dataclass(frozen=True)
class AnswerabilityModel:
    """P(the history answers | its best candidate reaches the threshold) = sigmoid(bias + weights . features);
    answerable at >= `cut`. `weights` name the features it uses (a subset of FEATURES)."""

    weights: Mapping[str, float]
    bias: float
    cut: float
    # The relevance threshold it was fitted after: at another one it does not apply.
    threshold: float = 0.7

    def probability(self, e: Evidence) -> float:
        z = self.bias + sum(w * e.vector()[name] for name, w in self.weights.items())
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


@lru_cache(maxsize=1)
def _models() -> dict[str, Any]:
    return json.loads(MODEL_FILE.read_text()) if MODEL_FILE.exists() else {}


@lru_cache(maxsize=8)
def model_for(model_id: str, fingerprint: str) -> AnswerabilityModel | None:
    """The fitted model for this embedder and these features; None when there is none
    (or it was fitted on other feature definitions: then the threshold rule decides)."""
    entry = _models().get(model_id)
    if entry is None:
        return None
    if entry.get("features") != fingerprint:
        log.warning("answerability_model_stale", extra={"json_fields": {"modelId": model_id, "fittedOn": entry.get("features"),
                                                                        "running": fingerprint}})
        return None
    return AnswerabilityModel({k: float(v) for k, v in entry["weights"].items()}, float(entry["bias"]), float(entry["cut"]),
                              float(entry["threshold"]))


def model_for_embedder(
    model_id: str, fingerprint: str, scale: DecisionScale | None
) -> tuple[AnswerabilityModel | None, DecisionScale]:
    """The model that decides for this embedder, and the scale its features are read on.

    Its own fit, on its own cosines; else the reference model's fit, on this
    embedder's cosines put on the reference's scale by `scale` (the deployment's
    maps, calibration.DecisionScale); without maps, none: cosines on an unknown
    scale would move the fitted cut (docs/CALIBRATION.md, "Answerability for any embedder").
    """
    own = model_for(model_id, fingerprint)
    if own is not None:
        return own, IDENTITY_SCALE
    if scale is None or model_id == REFERENCE_MODEL:
        return None, IDENTITY_SCALE
    return model_for(REFERENCE_MODEL, fingerprint), scale


def word_scale(model_id: str, fingerprint: str, scale: DecisionScale | None) -> DecisionScale | None:
    """The scale this embedder's word-against-word cosines are read on, by the decision's meaning
    check and by the ranking's soft coverage alike (retrieval.meant_shares): the identity for an
    embedder with its own answerability fit (and the reference), else the deployment's maps
    (`scale`); None without them — a cosine on an unknown scale means nothing on the band."""
    if model_id == REFERENCE_MODEL or model_for(model_id, fingerprint) is not None:
        return IDENTITY_SCALE
    return scale


def subjects(question: str) -> list[str]:
    """Proper names the question uses mid-sentence, lowercased, possessive 's removed, unique."""
    out: list[str] = []
    for match in _TOKEN.finditer(question):
        word = match.group(0)
        if match.start() == 0 or _SENTENCE_END.search(question[: match.start()]):
            continue  # sentence-initial capitals say nothing
        if not (word[0].isupper() and word[1:2].islower()) or any(ch.isdigit() for ch in word):
            continue  # lowercase words, ACRONYMS, letter-digit terms (B12) are topics, not names
        base = re.sub(r"['\u2019]s$", "", word).lower()
        if len(base) < 3 or base in _NOT_SUBJECTS or base in out:
            continue
        out.append(base)
    return out


# The question's opening that puts its subject next: "did X", "is X", "has X", "does X", "was X",
# "how is X" / "hows X", "what did X", "whats X's", "when is X's" ("what was discussed", "what has
# changed" put a verb there and are left out).
_SUBJECT_SLOT = re.compile(
    r"^\W*(?:(?:how|what|when|where|why)(?:['\u2019]?s\b|\s+(?:is|did|does))|did|does|is|was|has|had"
    r"|how\s+much\s+(?:has|have|did|does|is|was|had))\s+"
    r"([^\W\d_][\w'\u2019-]*)", re.IGNORECASE)
# Pronouns the keyword index keeps: the subject of "did anyone mention..." is no name.
_INDEFINITE = frozenset("anyone anybody everyone everybody someone somebody nobody noone people folks".split())


def slot_subject(question: str) -> str:
    """The word in the question's subject slot when it could be a name: "whats tanes weight now" ->
    "tanes", "did kenji pass his grading" -> "kenji"; "" for a pronoun, a function word or no such slot.

    Trainers type names in lowercase ("did wren send her 7a"), which `subjects` cannot tell from any
    other word. Where the question names none of the trainer's clients, the word in this slot is a
    person or the thing asked about; if nothing in the trainer's history says it (search.decide looks
    it up like a capitalised subject), the history cannot hold an answer: another trainer's client
    ("whats tanes weight now", asked of a trainer who has no Tane) read as a slip of a word of the
    records ("takes") was answered from unrelated notes.
    """
    match = _SUBJECT_SLOT.match(question)
    if not match:
        return _possessor(question)
    word = re.sub(r"['\u2019]s$", "", match.group(1)).lower()
    if len(word) < 3 or not tokens(word) or word in _NOT_SUBJECTS or word in _INDEFINITE:
        return ""
    return word


# A question that opens on a possessive and its topic, the way trainers type a note to themselves:
# "jonas's 5k time", "marits bloods" (a word, then "'s" or "s", then another word).
_POSSESSIVE_OPENING = re.compile(r"^\W*([^\W\d_][\w\u2019'-]*?)(['\u2019]?s)\s+[^\W_]", re.IGNORECASE)


def _possessor(question: str) -> str:
    """The name an elliptical question opens on ("jonas's 5k time" -> "jonas", "marits bloods" ->
    "marits"), when that word is no English word with or without its "s" (english.is_word: "squats
    form", "hows his knee", "lets check" open on words); "" otherwise.

    A trainer's note-to-self puts the client's name first and leaves the verb out, so `_SUBJECT_SLOT`
    sees no opening; asked of a trainer who has no such client, the rest of the question ("5k time")
    finds that trainer's other clients' records, and the model answered from them."""
    match = _POSSESSIVE_OPENING.match(question)
    if not match:
        return ""
    stem, ending = match.group(1).lower(), match.group(2).lower()
    word = stem if ending[0] in "'\u2019" else stem + ending
    if len(stem) < 2 or not tokens(word) or word in _NOT_SUBJECTS or word in _INDEFINITE:
        return ""
    if (english.is_word(stem) or english.is_word(word)) and not _named_possessor(stem, ending):
        return ""
    return word


def _named_possessor(stem: str, ending: str) -> bool:
    """"josh's 10m sprint": a word typed with a possessive's apostrophe opens the question, though it is an
    English word too ("josh", "will", "grace"): the apostrophe makes it the possessor of the thing asked,
    someone (a time's possessive and "let's" aside: "today's session", `_NOT_POSSESSORS`). Looked up like any name
    (search.decide), it refuses only where the trainer's records never say the word at all, so "will's" of
    a history saying "will" is not refused. Without the apostrophe the word may be a word ("squats form"):
    not read."""
    return ending[0] in "'\u2019" and stem not in _NOT_POSSESSORS


# Words whose possessive names a time, no one ("today's session", "last week's weigh-in"), and "let's" (closed
# English).
_NOT_POSSESSORS = frozenset("""today yesterday tomorrow tonight day week weekend fortnight month year morning
    afternoon evening night season term let""".split())


def name_said(word: str, texts: Iterable[str]) -> bool:
    """Whether the records a subject's keyword lookup found (`texts`) say it: any record, for an English
    word (the index's stem stands for its inflections: "Deadlifts" of "deadlift"); for a word no English
    word, a name, one that says the word itself (`says_name`).

    The keyword index matches stems, and a name's stem may be a common word's: "dai" is Porter's stem of
    "day", so "how's dai", asked of a trainer with no Dai, found "what a day" and the name passed as said."""
    if english.is_word(word):
        return any(True for _ in texts)
    return any(says_name(word, t) for t in texts)


def says_name(word: str, text: str) -> bool:
    """`text` says `word` (lowercased, no possessive) as a word of its own: accents dropped, a
    possessive's "'s" or "s" after it ("Dai's", "dais") allowed."""
    plain = "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch)).lower()
    said = set(re.findall(r"[^\W\d_]+", plain)) | set(re.findall(r"[^\W\d_]+", plain.replace("'", "").replace("\u2019", "")))
    return word in said or any(w[:-1] == word for w in said if w.endswith("s"))


def subjects_looked_up(asked: str, slot: str, names: Sequence[str]) -> list[str]:
    """The names a question asks of that the history is asked whether it says (search.decide): its capitalised
    subjects (`subjects`) that are no client's name of `names`, then the word in its subject slot (`slot`: typed in
    lowercase, `slot_subject` as read by the caller; "" for none) when it is none of them, no client's name, and
    does not sound as one ("glen's hip replacment" of Glyn: `sounds_as_name`)."""
    wanted = [s for s in subjects(asked) if not is_known_name(s, names)]
    if slot and slot not in wanted and not is_known_name(slot, names) and not sounds_as_name(slot, names):
        wanted.append(slot)
    return wanted


def sounds_as_name(word: str, names: Iterable[str]) -> bool:
    """`word` sounds as a part of one of the names (equal sound keys of at least `_NAME_KEY` letters,
    sounds.key): a client's name typed another way, "glen's hip replacment" for Glyn, which is_known_name's
    spelling test (0.75 < NAME_SIMILARITY) does not read. A subject so read is the client's, never unknown."""
    mine = sounds.key(person_names.fold(word))
    return len(mine) >= _NAME_KEY and any(sounds.key(part) == mine for name in names
                                          for part in person_names.parts(name))


# The shortest sound key a name typed another way is read by ("gln": glen, glyn).
_NAME_KEY = 3


def is_known_name(word: str, names: Iterable[str]) -> bool:
    """`word` is one of the names' parts, or a near spelling of one."""
    folded = person_names.fold(word).replace("-", "")
    for name in names:
        # Each word of the name and the name joined, as trainers write it ("hyunwoo", "chloe"; shared/domain/names.py).
        for part in person_names.all_keys(name):
            if part == folded or (len(part) >= 4 and SequenceMatcher(None, part, folded).ratio() >= NAME_SIMILARITY):
                return True
    return False


def decide(
    best_relevance: float | None,
    threshold: float,
    unknown: Sequence[str] = (),
    facts: Evidence | None = None,
    model: AnswerabilityModel | None = None,
    other_side: str = "",
    in_passing: str = "",
    unsaid: str = "",
    planned: str = "",
) -> Decision:
    """The decision from the evidence: unknown subjects first, then the best candidate's relevance,
    then (when there is a model and its evidence) whether the question's topic is absent: a sibling-only
    word first, then a body part asked of one side that the relevant records name only on the other
    (`other_side`, word_evidence.other_side), then a body part the records say only in passing
    (`in_passing`, word_evidence.said_in_passing), then a place the question ends on, a value a
    "when did …" question asks about, a relative, a part of the body or a diagnosis or exam the kinds table names
    that the history never says, or a value asked that no relevant record gives (`unsaid`,
    word_evidence.unsaid_place, unsaid_value, unsaid_relative, unsaid_body_part, unsaid_thing and
    unheld_value), then an event the records only plan (`planned`, planned_only.only_planned), then the
    model, then topics said only apart
    (`Evidence.apart`)."""
    if unknown:
        return Decision(False, "unknown_subject", tuple(unknown))
    if best_relevance is None:
        return Decision(False, "no_candidates")
    if best_relevance < threshold:
        return Decision(False, "nothing_relevant")
    if model is not None and facts is not None and threshold == model.threshold:
        if facts.sibling_only:
            # The history never says the thing asked about, and the best candidates name another
            # of its kind: what they say is about a sibling ("wrist" for "elbow", "half marathon"
            # for "marathon"), however little the question's embedding rests on the word.
            return Decision(False, "topic_absent", absent_topic=facts.sibling_only)
        if other_side:
            # The question names a side of a body part ("right wrist") and the relevant records name
            # that part only on the other side (word_evidence.other_side): what they say is about the
            # other one. Every word of the question is in them, so no feature of the model sees it.
            return Decision(False, "topic_absent", absent_topic=other_side)
        if in_passing:
            # The question asks about a body part that the records say only as an adverb or inside an
            # exercise's name ("back on track today", "calf raises"): none says how that part is. The
            # word is in the history, so no feature of the model sees it missing.
            return Decision(False, "topic_absent", absent_topic=in_passing)
        if unsaid:
            # The question puts what it asks about in a place the history never names ("his stag do in
            # dublin", "did she freeze at the bank"), or asks when a value never written was reached
            # ("when did he weigh 69kg"), or asks about a relative no record names ("what did rajs wife
            # say"): the event that came up happened elsewhere, the values recorded are others, the
            # relative never wrote nor was written of. The model reads how much the question's embedding
            # rests on each word, and a trailing place, a number or a relation beside a name moves it little.
            return Decision(False, "topic_absent", absent_topic=unsaid)
        if planned:
            # The question asks how an event went, or its result, and every record naming the event
            # plans it (shared/domain/planned_only.py): it never came up as done.
            return Decision(False, "topic_absent", absent_topic=planned, only_planned=True)
        p = model.probability(facts)
        if p < model.cut:
            return Decision(False, "topic_absent", probability=p, absent_topic=facts.absent)
        if facts.apart:
            # Each topic came up, never two in one exchange (the message and the turn beside it), and
            # the records show why: two things of the kinds table said apart, or one said beside a
            # sibling of the other ("pb" of the deadlift, "squat" in a hotel plan). The model reads
            # words one by one and cannot see that nothing says them together.
            return Decision(False, "words_apart", probability=p, apart=facts.apart)
        return Decision(True, "relevant", probability=p)
    return Decision(True, "relevant")
