"""A general word of a question reaches its kinds in the keyword query ("painkillers" -> "naproxen").

The keyword query adds a word's synonyms and forms (shared/domain/vocabulary.py, `expand`), never
the members of a family the word heads in the kinds table (shared/domain/kinds.py): "which
painkillers is she on" matched no record that says "naproxen", although the table knows naproxen
is a painkiller and the ranking's coverage and the decision read it so (sameness.means). With a
keyword score of zero and a low cosine (a drug name is far from "painkillers" in vector space), the
record that answers the question stayed under the threshold. Here a head named in the question
brings the one-word names of its family's members into the keyword query (OR semantics, as
synonyms do); the coverage and the decision are unchanged (they already read a member as a kind of
its head).

Guards against a flood of records that answer nothing:
- a family with more than `MAX_MEMBER_WORDS` one-word member names brings none ("medication",
  "body part", "sport", "family": too general for a list of names to help, and a query of hundreds
  of words);
- one level only: a member that is itself a head ("leg" among the body parts) comes as its own word,
  never with its members;
- phrases are left out: their words one by one would be other things ("half marathon" -> "half");
- a head that is a verb of a complaint (`NOT_EXPANDED`: "hurt") brings none: it asks about pain as often as
  about an injury;
- a member word that is common in this trainer's records (more than `COMMON_SHARE` of them and more
  than `COMMON_MIN_DOCS`, by the store's document frequencies) is left out: there it is everyday talk ("water" for "drinks"), and
  the records that say it would crowd out those that say the question's own words.
"""

from __future__ import annotations

from functools import lru_cache

from shared.domain import kinds
from shared.ports.keywords import TermStats, token_index, tokens

# Most one-word member names (distinct stems) a head brings (its family's count, before the commonness filter).
# The families of kinds of one thing (events, shoes, painkillers, blood pressure drugs, injuries)
# hold 11-33 distinct stems; the catch-alls (medicine, body part, sport, condition, kit: 38 and up) more.
MAX_MEMBER_WORDS = 35
# A member word in more than this share of the trainer's records is common there (see above), but
# never one in `COMMON_MIN_DOCS` records or fewer: a short history's one record of "diclofenac" is
# not everyday talk because the history is short.
COMMON_SHARE = 0.05
COMMON_MIN_DOCS = 10


@lru_cache(maxsize=1)
def _member_words() -> dict[str, tuple[str, ...]]:
    """family -> the one-word names of its members (as written, lowercase, one per stem), for the
    families small enough to expand (`MAX_MEMBER_WORDS`)."""
    out: dict[str, dict[str, str]] = {}  # family -> stem -> its first name as written
    for (family, member), names in kinds._written().items():
        if member is None:
            continue
        stems = out.setdefault(family, {})
        for name in names:
            own = tokens(name)
            if len(name.split()) == 1 and len(own) == 1:
                stems.setdefault(own[0], name.lower())  # "sprains", "sprained": one word to the index
    return {f: tuple(stems.values()) for f, stems in out.items() if len(stems) <= MAX_MEMBER_WORDS}


# Heads that are verbs of a complaint, not names of a kind: "hurt" heads the injuries (a sprain answers "who
# hurt a hand"), but "what still hurt him on that call" asks about pain as often, and the injury names in
# the keyword query ranked other injury records over the call (blind12, h-carry31). They bring no members.
NOT_EXPANDED = frozenset(tokens("hurt"))


@lru_cache(maxsize=1024)
def _named_members(words: str) -> tuple[str, ...]:
    """The member words of every family a head in `words` (a question's keyword text) names."""
    table = _member_words()
    heads = dict.fromkeys(e.family for e in kinds.entries(words) if e.member is None and e.stems[0] not in NOT_EXPANDED)
    own = set(tokens(words))
    out: dict[str, None] = {}
    for family in heads:
        out.update(dict.fromkeys(w for w in table.get(family, ()) if tokens(w)[0] not in own))
    return tuple(out)


def member_words(words: str, stats: TermStats | None = None) -> list[str]:
    """The one-word names of the kinds the general words of `words` (a question's keyword text) head,
    for the keyword query: "race" -> "marathon", "parkrun", "hyrox", ...; none for a word the table
    does not know as a head. `stats`: the trainer's document frequencies; a member word common in
    the records is left out (None: none is)."""
    found = _named_members(words)
    if stats is None or not found:
        return list(found)
    limit = max(COMMON_MIN_DOCS, COMMON_SHARE * stats.n_docs)
    return [w for w in found if stats.df.get(token_index(tokens(w)[0]), 0) <= limit]
