"""Does a record's text mean a word of the question? One answer for ranking and deciding alike.

The ranking's `coverage` (shared/domain/retrieval.py), which the relevance is
calibrated on, and the answerability decision's `holds` and meaning check
(shared/domain/answerability.py, shared/usecases/search.py) ask the same question
of a record: does it say what this word of the question says? They used to
answer it differently — coverage counted every word of an everyday-equivalents
group ("wine" covered "beer"), while the decision left siblings out; the kinds
table's phrases and broader words ("operation" for "surgery", "calcium and
vitamin D3" for "supplements", "sugar dropped" for "hypo") counted only on the
decision side — so a paraphrase could be judged answerable and still stay
under the relevance threshold, and a neighbouring topic reach it. Here a
record means a question's word when:

- it contains the word or one of its `equivalents` (compared by Porter stems,
  as the keyword index compares them): everyday equivalents of
  shared/domain/vocabulary.py, except those the kinds table knows as anything
  but the same thing or a kind of it;
- or one of the kinds table's names in the record (phrases included,
  shared/domain/kinds.py) is the same thing as, or a kind of, a name of the
  question that the word is part of (`kinds.means`): "operation" for "surgery",
  "cpap" for "sleep apnoea machine", "numb" for "pins and needles";
- or the word names a quantity (shared/domain/asked_values.py, `named_by`: "weight", "dose",
  "bpm") and the record holds a value of it: "96 kilos this morning" says the client's weight,
  "up to 20 mg" the dose, though neither has the word. Chat answers with a number alone, and
  without this the record that answers "his weight in March" covered none of "weight" and its
  relevance stayed under the threshold (a wrongful refusal); an event or a thing measured ("10k",
  "ldl") is never said by a value alone, nor a time (its value does not say of what).

A sibling never counts ("metformin" for "insulin", "ankle" for "wrist"): the
record speaks of the family and names another member.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping, NamedTuple

from shared.domain import abbreviations, asked_values, kinds, outcomes
from shared.domain.vocabulary import expand
from shared.ports.keywords import tokens


def equivalents(word: str) -> list[str]:
    """`word` and those of its everyday equivalents (shared/domain/vocabulary.py) that mean it.

    The keyword list reads a group as one word, which helps find records; but
    whether a record *says* the word needs sameness: a group may hold siblings
    ("beer" / "wine", "rice" / "pasta") and broader words ("alcohol"), and a
    client who drinks wine has said nothing about beer. An equivalent the kinds
    table knows as anything but the same thing or a kind of it is left out; one
    it does not know is kept.
    """
    asked = kinds.entries(word)
    out = [word]
    for other in expand([word])[1:]:
        found = kinds.entries(other)
        if asked and found and kinds.relation(asked, found) not in ("same", "narrower"):
            continue
        out.append(other)
    return out


def _outcome(word: str, query_words: str) -> list[str]:
    """The other values of an outcome the question asks for: "lost" answers "did he win"
    (shared/domain/outcomes.py; only where the word asks for the outcome, `outcomes.opens`)."""
    return list(outcomes.values(word)) if outcomes.opens(word, query_words) else []


# What one question word needs: its stem, the stems that count as it, the question's table names it is part of.
Asked = tuple[str, frozenset[str], tuple[kinds.Entry, ...]]


@lru_cache(maxsize=1024)
def asked(query_words: str) -> tuple[Asked, ...]:
    """Each distinct content word of `query_words` (a question's keyword text), by stem, in order."""
    wanted: dict[str, tuple[set[str], list[kinds.Entry]]] = {}
    for word in query_words.split():
        own = tokens(word)
        if not own:
            continue
        stems, names = wanted.setdefault(own[0], (set(own), []))
        stems.update(t for other in [*equivalents(word), *_outcome(word, query_words)] for t in tokens(other))
        names.extend(e for e in kinds.naming(word, query_words) if e not in names)
    return tuple((stem, frozenset(stems), tuple(names)) for stem, (stems, names) in wanted.items())


class Said(NamedTuple):
    """What a record says: its stems, the kinds table's names in it, for each stem that occurs
    only inside the table's phrases, the names of those phrases ("half marathon": "marathon"), and
    the quantities it holds a value of (`asked_values.held`: "96 kilos" is a weight), and its content
    words in order, as typed (`abbreviations.content_words`: what an abbreviation shortens)."""

    stems: frozenset[str]
    names: tuple[kinds.Entry, ...]
    inside: Mapping[str, tuple[kinds.Entry, ...]]
    values: frozenset[str] = frozenset()
    words: tuple[str, ...] = ()


@lru_cache(maxsize=4096)
def said(text: str) -> Said:
    """A record's stems and names (cached: the same records come up question after question)."""
    stems = tuple(tokens(kinds.read_as(text)))
    spans = kinds.spans(stems, kinds.PHRASE_GAP)
    phrased: dict[str, list[kinds.Entry]] = {}
    covered: set[int] = set()
    for start, end, found in spans:
        if end - start > 1:
            covered.update(range(start, end))
            for stem in stems[start:end]:
                phrased.setdefault(stem, []).extend(found)
    free = {stem for i, stem in enumerate(stems) if i not in covered}
    inside = {stem: tuple(found) for stem, found in phrased.items() if stem not in free}
    return Said(frozenset(stems), tuple(e for _s, _e, found in spans for e in found), inside, asked_values.held(text),
                abbreviations.content_words(text))


def record_text(metadata: Mapping[str, Any]) -> str:
    """What a record says for this purpose: its sender's name and its text."""
    sender = metadata.get("senderName")
    return f"{sender if isinstance(sender, str) else ''} {metadata.get('text', '')}"


def means(word: Asked, record: Said) -> bool:
    """The record contains the word or an equivalent, names the same thing or a kind of it, holds
    a value of the quantity the word names ("weight": "96 kilos"), or has the words the word
    abbreviates ("mtx": "methotrexate"; not for a name of the kinds table, which means what it names).

    A word the record has only inside a phrase that names a sibling of what the question names
    does not count: "half marathon" does not say "marathon", "upper back" not "lower back",
    "knee replacement" not "hip replacement"."""
    stem_asked, stems, names = word
    if record.values and any(q in record.values for q in asked_values.named_by(stem_asked)):
        return True
    for stem in stems & record.stems:
        phrases = record.inside.get(stem)
        if not phrases or not names or kinds.relation(names, phrases) != "sibling":
            return True
    if not names:
        return abbreviations.stands_for(stem_asked, record.words)
    return bool(record.names) and kinds.means(names, record.names)


def word_in(word: str, question: str, metadata: Mapping[str, Any]) -> bool:
    """`means` for one word of `question` (its keyword text) against one record's metadata."""
    own = tokens(word)
    if not own:
        return False
    for entry in asked(question if own[0] in tokens(question) else word):
        if entry[0] == own[0]:
            return means(entry, said(record_text(metadata)))
    return False


def lookup_words(word: str, question: str) -> list[str]:
    """The words a keyword lookup for `word` (of `question`) asks for, to find a record that means it:
    its `equivalents`, then the words of every name of the same thing or a kind of it (`kinds.meaning_names`).
    A record the lookup returns may hold one word of a phrase alone: read it with `means`."""
    out = dict.fromkeys([*equivalents(word), *_outcome(word, question)])
    for entry in kinds.naming(word, question):
        for name in kinds.meaning_names(entry):
            out.update(dict.fromkeys(name.split()))
    return list(out)
