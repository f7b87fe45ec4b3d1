"""The answerability decision's word-level evidence: how near the best candidates come in meaning
to each question word the history never uses, how much the question rests on that word,
whether the candidates name only its siblings (`siblings_only`), and whether the question's
topic words are said only apart, never in one exchange (`apart`). Read after the model's features,
not by the model: a side the records put on the other part (`other_side`), a body part said only
in passing (`said_in_passing`), a place by name or a "when did …" value nobody wrote
(`unsaid_place`, `unsaid_value`), a name of its own no record writes nor spells alike
(`unsaid_name`), a value asked ("his 10k time") that no relevant record gives
(`unheld_value`), a numbered moment ("day 40") of a sequence the records number, never named
(`unheld_moment`), and a period's record about a sibling (`about_a_sibling`).

Word against word (shared/domain/meaning.py), because a word against a whole
message is a weak signal on short texts; the kinds table (shared/domain/kinds.py)
overrides the cosine where it knows both words. The decision that reads these
features is shared/domain/answerability.py; the use case gathers the words
(shared/usecases/search.py `question_evidence`) and resolves, once per request,
the scale the features are read on.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import Any, Callable, Sequence

import numpy as np

from shared.domain import answerability, asked_attributes, asked_values, bound_slots, english, kinds, numbered_moments, particles, person_words, retrieval, sameness, shorthand, side_whether, sides, sounds, threads, typos
from shared.domain.calibration import DecisionScale
from shared.domain.meaning import BEST_MATCH_CHANCE, best_cosines
from shared.domain.query_dates import MONTHS
from shared.domain.record_time import written_at, written_or
from shared.domain.query_cache import query_cache
from shared.domain.sources import registry
from shared.ports.embedder import Embedder
from shared.ports.keywords import tokens


def meanings(
    embedder: Embedder, scale: DecisionScale, query: str, words: dict[str, list[str]], candidates: Sequence[Any]
) -> tuple[dict[str, float], dict[str, float]]:
    """For each word the history in scope never uses (`words`: each with its forms, as read and as
    typed): how close in meaning the candidates come to it (the best cosine of one of its forms with
    one of their words, both embedded alone), and how much the question rests on it (1 - the cosine
    of the question with and without it). Both are read on `scale`, that of the model that decides
    (the reference's through the deployment's maps, unless this embedder has a fit of its own:
    answerability.model_for_embedder). `candidates`: the ranked candidates (their `metadata`).
    One embedder call, words already seen aside."""
    asked = list(words)
    every_form = list(dict.fromkeys(f for w in asked for f in words[w]))
    texts = [str(c.metadata.get("text", "")) for c in candidates]
    best = best_cosines(embedder, every_form, texts)
    # Without the word, the rest of the table's phrase it is part of ("upper back", "half marathon"),
    # and the question's words for its family ("drink" beside "beer").
    rests = [answerability.without_words(query, [*words[w], *kinds.phrase_beside(w, query), *kinds.heads_beside(w, query)])
             or "?" for w in asked]
    rest_vectors = np.asarray(embedder.embed(rests), dtype=np.float32)
    question = np.asarray(query_cache().embed(embedder, query), dtype=np.float32)
    salience = {w: float(scale.salience(1.0 - float(v @ question))) for w, v in zip(asked, rest_vectors)}
    if not best:
        return {w: 0.0 for w in asked}, salience
    # What the kinds table says of the candidates' words: the same thing, a kind of it, or a sibling.
    found = candidate_names(candidates)
    return {
        w: answerability.lexical_meaning(
            float(scale.word(max(float(best[f]) for f in words[w]))),
            kinds.relation([e for f in words[w] for e in kinds.naming(f, query)], found))
        for w in asked
    }, salience


def siblings_only(query: str, words: dict[str, list[str]], candidates: Sequence[Any]) -> dict[str, bool]:
    """For each word the history never says (`words`, with its forms): do the candidates' names
    (kinds table) hold only siblings of what the question names with it — another member of its
    family, nothing the same, a kind of it or the family's broader word (`kinds.only_siblings`)?"""
    found = candidate_names(candidates)
    return {w: kinds.only_siblings([e for f in forms for e in kinds.naming(f, query)], found) for w, forms in words.items()}


def candidate_names(candidates: Sequence[Any]) -> list[kinds.Entry]:
    """The kinds table's names in the candidates' texts, phrases read as in a record (`kinds.PHRASE_GAP`); a name
    that is only part of a hyphenated compound ("single-leg stance") modifies another word and is not read
    (`kinds.without_modifier_compounds`)."""
    return [e for c in candidates
            for e in kinds.entries(kinds.without_modifier_compounds(str(c.metadata.get("text", ""))), kinds.PHRASE_GAP)]


def topics(words: str) -> list[list[str]]:
    """The distinct topics of a question's keyword text (`words`), each as its words: a word per stem,
    as the coverage reads them (`sameness.asked`), two words one topic when one is the other's everyday
    equivalent or both are words of one of the kinds table's phrases ("lower back", "plantar fasciitis")."""
    first: dict[str, str] = {}
    for word in words.split():
        own = tokens(word)
        if own:
            first.setdefault(own[0], word)
    groups: list[tuple[set[str], set[str], set[kinds.Entry], list[str]]] = []  # stems, equivalents, phrases, words
    for stem, same, names in sameness.asked(words):
        phrases = {e for e in names if len(e.stems) > 1}
        group = next((g for g in groups if stem in g[1] or g[0] & same or g[2] & phrases), None)
        if group is None:
            groups.append(({stem}, set(same), phrases, [first.get(stem, stem)]))
        else:
            group[0].add(stem), group[1].update(same), group[2].update(phrases), group[3].append(first.get(stem, stem))
    return [g[3] for g in groups]


# Words that join two topics as alternatives or a list: "any news from shoulder and wrist rehab?" asks
# about each of them, not about the two together.
_COORDINATORS = frozenset({"and", "or", "nor", "&", "/", ",", "plus", "vs", "versus"})
# At most this many other words between a topic, the coordinator and the next topic ("knee and the ankle").
_COORDINATED_GAP = 3
_QUESTION_TOKEN = re.compile(r"[^\W_][\w'\u2019-]*|[,&/]", re.UNICODE)


def coordinated(question: str, groups: list[list[str]]) -> list[list[str]]:
    """`groups` (the question's topics, `topics`) with those the question joins by "and", "or", a comma
    or a slash merged into one: a record saying either of them says that topic. "Shoulder and wrist"
    asks about each, and an answer may be one record on each; "squat pb" asks for one thing."""
    stem_group = {tokens(w)[0]: i for i, group in enumerate(groups) for w in group if tokens(w)}
    parent = list(range(len(groups)))

    def root(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    last: tuple[int, int] | None = None  # (group, position) of the previous topic word
    joined = False  # a coordinator since that word
    for at, token in enumerate(_QUESTION_TOKEN.findall(question.lower())):
        own = tokens(token)
        group = stem_group.get(own[0]) if own else None
        if group is not None:
            if last is not None and joined and last[0] != group and at - last[1] - 1 <= _COORDINATED_GAP:
                parent[root(group)] = root(last[0])
            last, joined = (group, at), False
        elif token in _COORDINATORS:
            joined = True
    merged: dict[int, list[str]] = {}
    for i, group in enumerate(groups):
        merged.setdefault(root(i), []).extend(group)
    return list(merged.values())


def exchange(c: Any, pool: Sequence[Any]) -> list[Any]:
    """`c` and the other party's turns in its chat within threads.REPLY_GAP_S before or after it, among
    `pool`: the message and the turn that answers it (or that it answers), which the chat quotes
    together (threads.with_replies quotes the first later one; any within the gap is taken here, so a
    reply the chat would quote is never missed whichever of the pool's turns it picks). A record
    outside a chat (a note, a check-in) is its own exchange."""
    chat, ts, sender = c.metadata.get("chatId"), written_at(c.metadata), c.metadata.get("senderId")
    if not chat or ts is None:
        return [c]
    return [c, *(o for o in pool if o is not c and o.metadata.get("chatId") == chat
                 and (at := written_at(o.metadata)) is not None and o.metadata.get("senderId") != sender
                 and 0 < abs(at - ts) <= threads.REPLY_GAP_S)]


def _clients_own(c: Any) -> bool:
    """`c` is a client's own message (its sender is the client it is filed under)."""
    sender = c.metadata.get("senderId")
    return (bool(sender) and sender == c.metadata.get("clientId") and bool(c.metadata.get("chatId"))
            and written_at(c.metadata) is not None)


def _one_telling(
    relevant: Sequence[Any], groups: list[list[str]], names: list[list[kinds.Entry]], words: str, a: int, b: int,
) -> bool:
    """Topics `a` and `b` are said in two of one client's own messages in one chat, the later of which
    names nothing of the earlier one's kind: one story told in two turns, the second leaving out what
    the first said ("200 on deadlift for a single!!!", weeks later "210 today!!! new pb by 10" — the
    PB is the deadlift's though the message never says so). Such a pair is not evidence that the two
    never came up together; a coach's plan naming "goblet squats" beside the client's PB message is.
    """
    def saying(i: int) -> list[Any]:
        return [c for c in relevant if _clients_own(c)
                and any(answerability.holds(w, c.metadata, words) for w in groups[i])]

    for first in saying(a):
        for second in saying(b):
            if first is second or first.metadata.get("chatId") != second.metadata.get("chatId") \
                    or first.metadata.get("senderId") != second.metadata.get("senderId"):
                continue
            early, late, kind = (first, second, a) if written_or(first.metadata, 0.0) < written_or(second.metadata, 0.0) else (second, first, b)
            families = {e.family for e in names[kind]}
            if not any(e.family in families for e in candidate_names([late])):
                return True
    return False


def with_alternatives(groups: list[list[str]], alternatives: Sequence[tuple[str, Sequence[str]]]) -> list[list[str]]:
    """`groups` (the question's topics) with a plain word and the words the question reading added after
    it (shared/domain/plain_speech.alternatives: "how much water" and "litres", "fluids") merged into
    one topic: a record saying any of them says what the trainer asked."""
    merged = [list(g) for g in groups]
    for plain, added in alternatives:
        stems = {s for w in (plain, *added) for s in tokens(w)}
        joined = [g for g in merged if any(tokens(w) and tokens(w)[0] in stems for w in g)]
        if len(joined) > 1:
            merged = [g for g in merged if g not in joined] + [[w for g in joined for w in g]]
    return merged


def apart(question: str, words: str, candidates: Sequence[Any], threshold: float,
          alternatives: Sequence[tuple[str, Sequence[str]]] = ()) -> tuple[str, ...]:
    """The question's topics that the relevant records say only apart, when that is evidence the
    question's conjunction never came up; () otherwise (and for a question of fewer than two topics).

    `words`: the keyword text of `question` as the decision reads it (frame and client name left out,
    typing slips read), its topics joined by "and" / "or" read as one (`coordinated`), and a plain word
    with the words the question reading added after it (`alternatives`, `with_alternatives`); `candidates`:
    the ranked pool (`metadata`), of which those at `threshold` or above are the relevant ones, each
    read as its exchange (`exchange`, partners from the whole pool).
    Every topic word may be in some relevant record while none holds two ("rashids squat pb?": "pb"
    in the deadlift PB message, "squat" in a hotel plan's "goblet squats"), so neither the coverage
    nor the missing-word features see that nothing answers. Judged per exchange, not per record: an
    answer is often a client's message and the reply beside it ("how much protein should X aim
    for?": the question in one turn, "160 g" in the reply). When no relevant exchange holds more
    than one topic, it is evidence when:

    - two of the topics name things of the kinds table (a member: an exercise, a body part, a
      measure such as "pb") and each is said by some relevant exchange: both things came up, never
      together (returned: those two);
    - or a topic naming a thing (Y) is not said with another topic (X), and the best exchange that
      says X names only siblings of Y, besides X's own names: what was said of X was said of
      another member of Y's family ("did she hurt her lower back?" where the hurt is her ribs;
      returned: X, Y). The sibling rule of `siblings_only`, read per exchange instead of over the
      best candidates.

    A topic without a name in the table ("old", "test", "hurt") never supplies the second thing:
    such words are paraphrased or implied too often ("what was his old pb?" is answered by
    "current pb 41:20 from 2024" beside the profile's "38 years old").
    """
    groups = with_alternatives(coordinated(question, topics(words)), alternatives)
    relevant = sorted((c for c in candidates if c.relevance >= threshold), key=lambda c: -c.relevance)
    if len(groups) < 2 or not relevant:
        return ()
    exchanges = [exchange(c, candidates) for c in relevant]
    said = [[any(answerability.holds(w, o.metadata, words) for w in group for o in ex) for group in groups]
            for ex in exchanges]
    if any(sum(row) > 1 for row in said):
        return ()
    named = [[e for w in group for e in kinds.naming(w, words)] for group in groups]
    names = [[e for e in found if e.member is not None] for found in named]
    things = [i for i, found in enumerate(names) if found and any(row[i] for row in said)]
    if len(things) >= 2 and not _one_telling(relevant, groups, names, words, things[0], things[1]):
        return tuple(" ".join(groups[i]) for i in things[:2])
    for y, y_names in enumerate(names):
        for x, group in enumerate(groups):
            best = next((k for k, row in enumerate(said) if row[x]), None) if x != y and y_names else None
            if best is None:
                continue
            own = {(e.family, e.member) for e in named[x]}
            found = [e for e in candidate_names(exchanges[best]) if (e.family, e.member) not in own]
            if kinds.only_siblings(y_names, found):
                return " ".join(group), " ".join(groups[y])
    return ()


# Which side a text puts a body part or a one-sided complaint on (shared/domain/sides.py).
sided_parts = sides.sided_parts
# Records that speak with the client, where "his left hand" is someone else's (sides.sided_parts).
_CONVERSATIONS = frozenset({"message", "transcript_segment"})


def _account_holder(metadata: Any) -> frozenset[str]:
    """The first name of who a message came from, lowercased: a third-person possessive after it in the
    message's own text is theirs ("Raj again. Amit went over on his left ankle", from Amit's account).
    Only the first name: a relative texting for the client writes it, the surname rarely."""
    sender = metadata.get("senderName")
    first = sender.split()[0].lower() if isinstance(sender, str) and sender.split() else ""
    return frozenset({first}) if len(first) >= 2 else frozenset()


_POSSESSIVE_WORD = re.compile(r"\b([^\W\d_]+)(?:['\u2019]s|s['\u2019])\s+([^\W\d_]+)", re.UNICODE)


def _written_for_the_holder(metadata: Any) -> bool:
    """The message names its account holder as the writer's relation ("Rob here, Elsie's dad",
    "Hannah here (Miles's wife)", "it's Dee, Jack's mum", sent from Elsie's, Miles's, Jack's account):
    a relative writing for the client, whose "his" / "her" are the client's ("She went over on her
    left ankle"), not someone else's. The relation is a member of the kinds table's relatives."""
    holder = _account_holder(metadata)
    if not holder:
        return False
    for m in _POSSESSIVE_WORD.finditer(str(metadata.get("text") or "")):
        if m.group(1).lower() in holder and any(
                e.family == _RELATIVES and e.member is not None for e in kinds.entries(m.group(2))):
            return True
    return False


def _sided_text(metadata: Any) -> str:
    """What a record says for the side reading: its sender's name and its text (sameness.record_text),
    the name its own clause, so that a name before a possessive is one the text itself gives
    (`_account_holder`), not the sender's name read into the text's first clause."""
    sender = metadata.get("senderName")
    return f"{sender if isinstance(sender, str) else ''}\n{metadata.get('text', '')}"


def _limbs(written: str) -> frozenset[str]:
    """The body families (sides.BODY_FAMILIES) whose broader word `written` names: "left arm" -> arm,
    "right leg" -> leg; none for a part ("left wrist")."""
    return frozenset(e.family for stem in tokens(written) for e in kinds.entries_of((stem,))
                     if e.member is None and e.family in sides.BODY_FAMILIES)


_EITHER_SIDE = re.compile(r"\b(?:left|right)\s+or\s+(?:the\s+)?(?:left|right)\b", re.IGNORECASE)
# "the other wrist", "her other knee": a side asked by naming it against the one already said.
_OTHER_PART = re.compile(r"\bother\s+([^\W\d_]+)", re.IGNORECASE)


def _other_asked(question: str) -> list[tuple[frozenset, str]]:
    """The parts a question asks of "the other" side ("and the other wrist?"), each with its words as
    written; read through sides.sided_parts as if a side were written, so a word that names no sided
    part ("the other half", "the other day") asks none."""
    out = []
    for m in _OTHER_PART.finditer(question):
        found = sided_parts(f"left {m.group(1)}")
        if found and found[0][2].endswith(m.group(1).lower()):
            out.append((sides.asked(found[0][1]), m.group(0)))
    return out


def other_side(question: str, candidates: Sequence[Any], threshold: float) -> str:
    """The side and part the question asks about ("right wrist") when the relevant records name that
    part only on the other side; "" otherwise.

    The kinds table and the word features read "right wrist" as "wrist", which a record about the
    left wrist says: the client's left wrist answered a question about the right one. A record that
    names the part without a side says nothing either way, and a question naming both sides of one
    part (or none) is left to the other evidence; the records at `threshold` or above are read, as
    in `apart`, and only where they name the part without any side the rest of the pool is read for
    it ("knee gone" relevant, "Right knee stable" ranked lower).
    """
    # "was it her left wrist": whether the side is the one, which the other side answers "no"
    # (shared/domain/side_whether.py).
    if side_whether.asks_whether_side(question):
        return ""
    # "left or right? … wrist": a choice between the sides asks which, and either record answers it.
    question = _EITHER_SIDE.sub(" ", question)
    asked = [(side, sides.asked(part), written) for side, part, written in sided_parts(question) if len(side) == 1]
    # "and the other wrist?": the side the records do not name (`_other_asked`).
    other = _other_asked(question) if not asked else []
    if not asked and not other:
        return ""
    relevant = [c for c in candidates if c.relevance >= threshold]
    said = said_sides(relevant)
    for part, written in other:
        on_other: set[str] = set()
        for s_, p in said:
            if p & part:
                on_other |= s_
        # The records put the part on one side only: the other one never came up. Both sides said, or
        # none, leaves it to the other evidence.
        if len(on_other) == 1:
            return written
    pool: list[tuple[frozenset[str], frozenset[Any]]] | None = None
    for side, part, written in asked:
        # Only where the question asks about a part: "right leg sciatica" asks about the sciatica
        # (sides.asked), and a right ACL says nothing of which leg the sciatica is in.
        limbs = _limbs(written) if any(kind == "kinds" for kind, _ in part) else frozenset()
        on = _sides_of(said, part, limbs)
        if not on and any(sides.parts_named(bound_slots.text_of(c)) & part for c in relevant):
            # The relevant records name the part, none with a side ("knee gone", "hamstring ok"): the
            # client's other records ranked for the question may still say which one it is (a session
            # note's "Right knee stable", the profile's "right hamstring strain"). Read only when the
            # relevant ones are silent on the side, and all of the pool must agree.
            pool = said_sides(candidates) if pool is None else pool
            on = _sides_of(pool, part, limbs)
        if on and not side & on:
            return written
    return ""


def said_sides(candidates: Sequence[Any]) -> list[tuple[frozenset[str], frozenset[Any]]]:
    """(sides, part) for every sided part the candidates' texts name (sided_parts, read as other_side reads
    a record: a conversation's third-person parts left out unless written for the account holder)."""
    return [(on, part) for c in candidates
            for on, part, _ in sided_parts(_sided_text(c.metadata),
                                           str(c.metadata.get("sourceType", "message")) in _CONVERSATIONS
                                           and not _written_for_the_holder(c.metadata),
                                           _account_holder(c.metadata))]


def _sides_of(said: Sequence[tuple[frozenset[str], frozenset[Any]]], part: frozenset[Any],
              limbs: frozenset[str]) -> set[str]:
    """The sides `said` puts the asked part on; a part of the limb asked counts for it: "jellyfish got my
    right forearm" puts the arm on the right for "left arm" (sides._on_the_limb reads the other way: a
    limb's side for its parts)."""
    on: set[str] = set()
    for s_, p in said:
        if p & part or any(kind == "kinds" and key[0] in limbs for kind, key in p):  # type: ignore[index]
            on |= s_
    return on


# Body parts' words that English also uses as an adverb or a verb, with the words that follow them
# there: "back on track today", "going back to work", "back in the boat", "back home"; "hand in the
# form", "hand it over". Other parts' words before a particle still name the part ("calves on fire",
# "hands on hips"). Before such a use stands no word that makes it a part (`_NAMING_BEFORE`: "my
# back on the rower", "sore back in the morning").
_EVERYDAY_USES = {
    "back": frozenset("to on in into from home out up at off over then now with".split()),
    "hand": frozenset("in over out back".split()),
}
# "back" ending its clause after a word that does not name the part ("first comp back", "full list back 🙌",
# "she's back"): returned, not the part ("sore back.", "my back", "neck and back" keep it).
_ENDING_USES = frozenset({"back"})
_JOINING = frozenset({"and", "or", "nor", "&"})
# "weight" said of a load on a part, not the body's weight: "no weight on the left hand", "cant put weight
# on it", "weight-bearing", "weight through the heel" (h-kin28: "poppy's weight" answered from them).
# After a word that makes it the body's ("lost weight on keto", "her weight on the scales") it stays.
_LOAD_USES = {"weight": frozenset("on bearing through".split())}
_BODY_WEIGHT_BEFORE = frozenset(
    """lost lose losing loses gained gain gaining gains my his her their your our body healthy target ideal goal
    current race fighting""".split())
# A clause and its words, as passing_words reads them (sides.py keeps its own: it reads sides
# within a clause, this reads a body-part word against the words after it).
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_CLAUSE = re.compile(r"[.,;:!?()\n]+")
_NAMING_BEFORE = frozenset(
    """my his her their your our its the a an this that one both either each left right lower upper mid
    sore stiff tight achy aching painful bad injured tweaked hurt sprained swollen weak dodgy""".split())
# "he's back in normal rhythm": the "s" after a pronoun is "is" (after a name it is the possessive,
# "alan's back", and names the part).
_IS_AFTER = frozenset("he she it that who there what".split())


# An activity's "-ing" after the word: the sport resumed ("back playing", "back running"; particles.ADVERB_AFTER).
_RESUMED = frozenset(w for w in particles.ADVERB_AFTER if w.endswith("ing"))
_MONTH_WORDS = frozenset(MONTHS) | {m[:3] for m in MONTHS} | {"sept"}


def _dated_after(raw: Sequence[str], n: int) -> bool:
    """A date right after `raw[n]`: a day and a month ("back 15 october", "back october 15")."""
    nxt = [w.lower() for w in raw[n + 1: n + 3]]
    return len(nxt) == 2 and ((nxt[0].isdigit() and nxt[1] in _MONTH_WORDS) or (nxt[0] in _MONTH_WORDS and nxt[1].isdigit()))


def _adverb_back(raw: Sequence[str], n: int, returned: bool = False) -> bool:
    """The ambiguous word at `raw[n]` ("back", particles.AMBIGUOUS) is the adverb by the verb before it: a
    verb of coming, going, being or answering ("he can come back x", "we start back gently", "he's back in
    normal rhythm"; particles.ADVERB_BEFORE, the question side's table), or a round trip ("walked to the
    harbour and back", "to the bandstand and back without the stick"), where the word before "and" names no
    part ("neck and back" does). A word of the part after it ("back pain", particles.NOUN_AFTER) keeps it."""
    if raw[n].lower() not in particles.AMBIGUOUS:
        return False
    if n + 1 < len(raw) and raw[n + 1].lower() in particles.NOUN_AFTER:
        return False  # "got back pain", "came in with back spasms": the part, whatever the verb before
    before = raw[n - 1].lower() if n > 0 else ""
    if before in particles.ADVERB_BEFORE:
        return True
    if before == "s" and n >= 2 and raw[n - 2].lower() in _IS_AFTER:
        return True
    # With `returned` (the question asks the part itself, nothing after it: passing_words), the question side's
    # other signs of the adverb (shared/domain/particles.py), read on a record alike: a sport done again after
    # it ("back playing, brace on"), a session after a break or an object pronoun before it ("first game back",
    # "want him back"), and a date of return after it ("brace, back 15 October"). Only where no word before it
    # makes it the part ("sore back playing up" stays the part). Not for "is she back swimming": the records'
    # returns answer that question.
    after = raw[n + 1].lower() if n + 1 < len(raw) else ""
    if returned and before not in particles.NOUN_BEFORE and before not in _NAMING_BEFORE and (
            after in _RESUMED or before in particles.AFTER_A_BREAK or before in particles.OBJECT_ONLY
            or _dated_after(raw, n)):
        return True
    if before in particles.COORDINATING and n >= 2:
        return not any(e.family in sides.BODY_FAMILIES for e in kinds.entries(raw[n - 2]))
    return False


def passing_words(text: str, returned: bool = True) -> str:
    """`text` without its body-part words that do not name a part of the body: one inside the name of an
    exercise of the kinds table ("calf raises", "hip thrusts", "back squat": the exercise is named, not
    the calf), or one used as an adverb or a verb (`_EVERYDAY_USES`: "back on track", "going back to
    work"). For the decision side only
    (`said_in_passing`); the ranking reads every word. With `returned`, also "back" ending its clause or
    before "with" and "weight" on a part (`_ENDING_USES`, `_LOAD_USES`)."""
    kept: list[str] = []
    for clause in _CLAUSE.split(text):
        raw = _WORD.findall(clause)
        seq: list[str] = []
        origin: list[int] = []
        for n, word in enumerate(raw):
            own = tokens(word)
            seq.extend(own)
            origin.extend([n] * len(own))
        dropped: set[int] = set()
        for start, end, entries in kinds.spans(tuple(seq), kinds.PHRASE_GAP):
            body = [e for e in entries if e.family in sides.BODY_FAMILIES]
            if end - start > 1 and entries and all(e.family == "exercise" for e in entries):
                # An exercise named after a body part: its words say which exercise, not how the part is.
                dropped.update(origin[i] for i in range(start, end)
                               if any(e.family in sides.BODY_FAMILIES for e in kinds.entries(raw[origin[i]])))
            elif end - start == 1 and body:
                n = origin[start]
                before = raw[n - 1].lower() if n > 0 else ""
                after = raw[n + 1].lower() if n + 1 < len(raw) else ""
                if after in _EVERYDAY_USES.get(raw[n].lower(), ()) and before not in _NAMING_BEFORE \
                        and (returned or after != "with"):
                    dropped.add(n)
                elif _adverb_back(raw, n, returned):
                    dropped.add(n)
        for n, word in enumerate(raw if returned else ()):
            before = raw[n - 1].lower() if n > 0 else ""
            after = raw[n + 1].lower() if n + 1 < len(raw) else ""
            if word.lower() in _ENDING_USES and not after and before and before not in _NAMING_BEFORE \
                    and before not in _JOINING:
                dropped.add(n)
            if after in _LOAD_USES.get(word.lower(), ()) and before not in _BODY_WEIGHT_BEFORE:
                dropped.add(n)
        kept.extend(w for n, w in enumerate(raw) if n not in dropped)
    return " ".join(kept)


def said_in_passing(words: str, candidates: Sequence[Any]) -> str:
    """A body part the question asks about (a word of `words`, its keyword text, that the kinds table
    reads as a part of the body, not as an exercise) that the candidates saying it say only in passing
    (`passing_words`: "back on track today", "calf raises 3x20"); "" otherwise.

    The history "says" the word, so it is neither missing nor sibling-only and the model answers:
    "what did hyun-woo say about his lower back?" was answered from "back on track today", "priyas
    calf" from a plan of calf raises for her ankle. Read over the ranked pool (`candidates`, their
    metadata): a record that names the part as such (any one) leaves the question to the other
    evidence, and so does a pool that does not say the word at all (then it is missing).
    """
    for group in topics(words):
        named = [e for w in group for e in kinds.naming(w, words)]
        load = any(w.lower() in _LOAD_USES for w in group) and group[-1] == words.split()[-1]
        if not load and (not named or not all(e.family in sides.BODY_FAMILIES and e.member is not None for e in named)):
            continue

        def says(metadata: Any) -> bool:
            return any(answerability.holds(w, metadata, words) for w in group)

        # "back" ending its clause, "weight" on a part: read so only where the question asks the thing itself,
        # nothing after it ("saff's back", "poppy's weight"; not "miles back surfing yet", itself "back" as
        # an adverb).
        returned = group[-1] == words.split()[-1] if words.split() else False
        saying = [c for c in candidates if says(c.metadata)]
        if saying and not any(says({**c.metadata, "text": passing_words(str(c.metadata.get("text", "")), returned)})
                              for c in saying):
            return " ".join(group)
    return ""


# The place a question puts what it asks about, at its end: "how was his stag do in dublin", "did she
# freeze at the bank", "how did the fight in manchester go". One or two words after "in" or "at" (an
# article aside), then at most the verb of a "how did … go" frame. A possessive after the preposition
# names a thing of someone's, no place ("what does leo put in his ramen"); "to" is left out, since what
# follows it is as often a person ("what book did she recommend to melanie", "according to joanna").
_TIME_WORDS = frozenset(MONTHS) | {m[:3] for m in MONTHS} | frozenset(
    """sept monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
    morning mornings afternoon afternoons evening evenings night nights weekend weekends week weeks month months
    year years summer winter spring autumn fall season time times moment end start beginning middle""".split())
TIME_WORDS = _TIME_WORDS  # read by the subject rule too (shared/domain/asked_subject.py)
_PLACE = re.compile(
    r"\b(?:in|at)\s+(?!(?:his|her|my|their|your|our|its)\b)(?:the\s+|a\s+|an\s+)?([^\W\d_][\w'\u2019-]*(?:\s+(?!(?:go|went|going|been)\b)[^\W\d_][\w'\u2019-]*)?)"
    r"(?:\s+(?:go|went|going|been))?\W*$", re.IGNORECASE | re.UNICODE)


def unsaid_place(question: str, unsaid: Sequence[str]) -> str:
    """The place the question ends on, by name ("in dublin", "at york hall"), when the history
    in scope says none of its words (`unsaid`: the question's words it never says, as read and as
    typed); "" otherwise.

    The rest of such a question came up ("stag do", "golf trip", "froze"), so its best candidates are
    relevant and the model, which reads how much the question's embedding rests on each missing word,
    answers: a sentence embedding rests little on a trailing place ("how was callums stag do in dublin"
    answered from "a stag do in galway"). Where the event happened is what tells it apart from its
    neighbours; a place nobody ever named is a different event. A common noun ("in the gym", "at the
    bank") may be a place said in other words ("in the studio") and is left to the other evidence, and
    so is a name one of whose words is said.
    """
    match = _PLACE.search(question)
    # "put it in yet", "in april" (kept when the request gives dates of its own), "at the weekend": a
    # word of time after the preposition is no place (the recency words the ranking reads,
    # retrieval.NOW_PHRASES; months, weekdays and the parts of a day, week and year, `_TIME_WORDS`).
    if not match or any(word in retrieval.NOW_PHRASES or word in _TIME_WORDS for word in match.group(1).lower().split()):
        return ""
    stems = [s for word in match.group(1).split() for s in tokens(word)]
    missing = {s for word in unsaid for s in tokens(word)}
    # A name (no word of the English word list: "dublin", "manchester", "york hall"), not a common noun:
    # "chilly in the gym" is "cold in the studio" in other words, "dublin" is no other word for "galway".
    named = any(not english.is_word(word) for word in match.group(1).lower().split())
    if stems and named and all(s in missing for s in stems):
        return match.group(1).lower()
    return ""


def about_a_sibling(words: str, metadata: Any) -> bool:
    """Does the record (its metadata) name only another member of the family of a thing the question
    asks about (a topic of `words`, its keyword text, that the kinds table names as a member), and
    say none of the question's topics? "hip switch and a couch stretch" for "wrist", "my knees" for
    "wrist": the record is about a sibling, not the thing in other words. The sibling rule of
    `siblings_only`, read on one record; a record naming the family's broader word ("leg pain" for
    "ankle") or nothing of the table is not about a sibling."""
    groups = topics(words)
    if any(answerability.holds(w, metadata, words) for group in groups for w in group):
        return False
    found = kinds.entries(kinds.without_modifier_compounds(str(metadata.get("text", ""))), kinds.PHRASE_GAP)
    for group in groups:
        named = [e for w in group for e in kinds.naming(w, words)]
        if named and any(e.member is not None for e in named) and kinds.only_siblings(named, found):
            return True
    return False


# "when did she weigh 69 kg", "when did he hit 8000 steps": the question asks for the time a value
# was reached. A comparison ("when did she get under 70 kg", "break 90") is answered by values on
# either side of it, so it is not read.
_WHEN = re.compile(r"^\W*when\b", re.IGNORECASE)
_NUMBER = re.compile(r"\d")
_YEAR = re.compile(r"(?:19|20)\d\d")
_COMPARISON = frozenset("under over below above less more than break broke beat sub least most past".split())


def unsaid_value(question: str, unsaid: Sequence[str]) -> str:
    """The number a "when did …" question asks about ("when did jamal weigh 69kg") when the history
    in scope never says it (`unsaid`: the question's words it never says, as read and as typed), and
    the question compares with no word (`_COMPARISON`); "" otherwise.

    Every other word came up ("weigh" beside 70.8 and 70.4), so the best candidates are relevant and
    the model, reading how much the question's embedding rests on "69kg", answers with the weights
    that were recorded. No record says the value, so none says when it was reached.
    """
    if not _WHEN.match(question):
        return ""
    words = question.lower().split()
    if any(w.strip("?.,!") in _COMPARISON for w in words):
        return ""
    missing = {s for word in unsaid for s in tokens(word)}
    for word in words:
        own = tokens(word)
        # A year ("in 2023") is when, not the value asked about.
        if own and _NUMBER.search(own[0]) and not _YEAR.fullmatch(own[0]) and own[0] in missing:
            return word.strip("?.,!")
    return ""


# The kinds table's family of people a client's history speaks of by their relation ("wife", "mum",
# "grandson"): shared/domain/kinds.py.
_RELATIVES = "relative"


def unsaid_relative(unsaid: Sequence[str]) -> str:
    """The relative the question asks about ("what did rajs *wife* say", "ellies *mum*") when the history
    in scope never says that relation (`unsaid`: the question's words it never says, as read and as
    typed, by the decision's test of whether a record says a word: spelling, stemming, the kinds
    table's names), nor the family's other names of that relative ("mam" for "mum"); "" otherwise.

    The rest of such a question came up (Raj writes, Berlin was raced), so its best candidates are
    relevant, and a sentence embedding rests little on the relation (the name beside it carries the
    question): the model answered with what the client said. A relative the records never name cannot
    have said anything in them, nor be what they are about. A relative the records name only by their
    first name ("Lakshmi" for "his wife") is not told apart by this (as by nothing else in the decision);
    a member of the family asked as the family's broader word ("family", "relatives") is not read."""
    for word in unsaid:
        stems = tuple(tokens(word))
        if len(stems) == 1 and any(e.family == _RELATIVES and e.member is not None for e in kinds.entries(word)):
            return word
    return ""


def unsaid_body_part(question: str, unsaid: Sequence[str]) -> str:
    """The part of the body the question asks about ("his *feet* going numb", "right *leg* tremor") when
    the history in scope never says it (`unsaid`: the question's words it never says, as read and as
    typed, by the decision's test: spelling, stemming, the kinds table's names, a part counting for its
    limb — "knee" says "leg"); "" otherwise. A part of the kinds table's body families
    (sides.BODY_FAMILIES), a member or a limb, and not inside the question's name of a thing of another
    kind (`_inside_a_complaint`: "upset amara's stomach" asks about the upset, which "a toilet stop at
    mile 4" says in other words).

    The rest of such a question came up (the numbness, the tremor, the GP), so its best candidates are
    relevant and the model, reading how little the question's embedding rests on the part, answered from
    the hands or the arm. A body part is named by its own words: the table holds their everyday and
    clipped forms ("tummy", "hammy"), and unlike a condition ("can't sleep" for insomnia) or a result ("2k
    pb"), a part nobody named is not a paraphrase of one that was."""
    for word in unsaid:
        stems = tuple(tokens(word))
        if (len(stems) == 1 and any(e.family in sides.BODY_FAMILIES for e in kinds.entries(word))
                and not _inside_a_complaint(question, stems[0])):
            return word
    return ""


# Families whose members a client says in other words as often as by name: a feeling or a symptom ("can't
# switch off" for anxiety, "up at 3am again" for insomnia, "a toilet stop at mile 4" for an upset stomach);
# a result, said as its value ("7:41 for the 2k, fastest yet" answers "2k pb"); an event, a trip or a
# gathering, said by its own name or place ("London in April", "the Dublin weekend" for a marathon, a
# stag do); a stage of life or its feeding, told by what happens ("since the baby" for postnatal). Such a
# member unsaid is left to the model, which reads how near the candidates come in meaning. Body parts and
# relatives have rules of their own (`unsaid_body_part`, `unsaid_relative`).
_SAID_IN_OTHER_WORDS = frozenset({"anxiety", "low mood", "irritability", "loneliness", "tiredness", "sleep",
                                  "temperature", "symptom", "personal best", "event", "trip", "gathering",
                                  "cycle", "feeding", "relative"}) | sides.BODY_FAMILIES

# Read by the subject rule too (shared/domain/asked_subject.py).
SAID_IN_OTHER_WORDS = _SAID_IN_OTHER_WORDS

# The families read: a diagnosis and an exam, which a record names by their own names ("asthma", "the
# grade 5 exam"). Every member family but those said in other words was read at first (530c353-a66704e):
# 3 answerable test questions refused, against 5 dev and 6 test false answers (docs/ANSWERS.md, h-never9).
_NAMED_BY_NAME = frozenset({"condition", "study"})

# And a procedure done to the client: a scan ("an MRI", "the x-ray") by a member's name or the family's
# broader word ("did will get his spleen scanned"), an operation by the broader word ("did he need an op",
# "surgery"). A record names a procedure that was done by its own words or a kind of it ("no op", "A&E
# x-ray", "ACL reconstruction": the decision's test counts a kind of it as said); one the history names
# under none of them never happened for the client. A sibling said ("x-ray" for "mri") is the sibling
# rule's (answerability.Evidence.sibling_only); this reads the history that names none (docs/ANSWERS.md,
# h-never29). An operation's own names are not read: a client says them in other words ("on the list for
# a new knee" for a knee replacement: blind16-700 refused on "replacement" when they were). "procedure" and
# "imaging" are the families' words of everyday talk too ("what's the procedure"), not read.
_SCANS = frozenset({"scan"})
_PROCEDURES = frozenset({"scan", "surgery"})
_EVERYDAY_HEADS = frozenset({"procedure", "procedures", "imaging"})


def unsaid_thing(question: str, unsaid: Sequence[str]) -> str:
    """A thing the question names by the kinds table's own name for it — a member of a family that is
    a diagnosis or an exam (`_NAMED_BY_NAME`), or a procedure: a scan by a member's name, a scan or an
    operation by its family's broader word (`_PROCEDURES`: "mri", "op") — when the history in
    scope never says it (`unsaid`: the question's words it never says, as read and as typed, by the
    decision's test: spelling, stemming, the table's other names of the same member); "" otherwise.
    Read in the question's context (`kinds.naming`), so a word of one of the table's phrases ("lung" in
    "lung cancer") names that phrase's member. Not a member of a family said in other words
    (`_SAID_IN_OTHER_WORDS`: feelings, symptoms; body parts and relatives have their own rules), nor a
    family's broader word ("race", "meds"), which asks for any of its members (but a procedure's: a history
    that never says "op" names no operation of any kind either).

    The rest of such a question came up (the client, "cancer", "ballet", "mentioned"), so the best
    candidates are relevant, and a sentence embedding rests little on one named thing among them: the
    model answered "did she mention his asthma" from what she mentioned. Unlike a frame word the
    records need not say ("latest", "plan", "going", "taking"), a thing the table names is named by its
    own words, and one nobody named did not come up."""
    for word in unsaid:
        named = [e for e in kinds.naming(word, question) if e.member is not None]
        if (named and not any(e.family in _SAID_IN_OTHER_WORDS for e in named)
                and any(e.family in _NAMED_BY_NAME | _SCANS for e in named)
                and not any(e.family in _PROCEDURES - _SCANS for e in named)):
            return word
        # A procedure asked by its broader word ("op", "scanned"): unsaid, the history names no kind of it either.
        heads = [e for e in kinds.naming(word, question) if e.member is None]
        if (heads and word.lower() not in _EVERYDAY_HEADS and all(e.family in _PROCEDURES for e in heads)
                and not any(e.family in _SAID_IN_OTHER_WORDS for e in kinds.naming(word, question))):
            return word
    return ""


# A name of its own: letters only, long enough that a common word one edit away is not a coincidence of
# short strings ("ramen" is one letter from "amen" and so left alone; "maurten" from "marten").
_OWN_NAME = re.compile(r"^[a-z]{5,}$")
_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
# How alike two spellings must be to be read as one word typed two ways ("letrazole" / "letrozole" 0.89,
# "ilostomy" / "ileostomy" 0.94), by difflib's ratio; "anastrozole" / "letrozole" is 0.70, two drugs.
_SAME_SPELLING = 0.75


def _spelt_alike(word: str, other: str) -> bool:
    """Whether `other` (a word a candidate says) may be `word` typed another way: one inside the other
    ("segun" in "olusegun", "kili" of "kilimanjaro"), close by difflib's ratio, or typed by its sound
    (shared/domain/sounds.py: "injecshun" for "injection", ratio 0.67: a word said the way it sounds is
    several letters from its spelling)."""
    if len(other) < 4:
        return False
    if word in other or other in word or sounds.alike(word, other):
        return True
    matcher = SequenceMatcher(None, word, other)
    return matcher.real_quick_ratio() >= _SAME_SPELLING and matcher.quick_ratio() >= _SAME_SPELLING \
        and matcher.ratio() >= _SAME_SPELLING


# Read by the subject rule too (shared/domain/asked_subject.py): one test of "a word typed another way".
spelt_alike = _spelt_alike


def candidate_words(candidates: Sequence[Any]) -> set[str]:
    """Every word the candidates say (text and sender), lowercased, a possessive's "'s" taken off."""
    return {re.sub(r"['\u2019]s$", "", t) for c in candidates
            for t in _plain_words(f"{c.metadata.get('text') or ''} {c.metadata.get('senderName') or ''}")}


def _slip_of_a_word(word: str) -> bool:
    """Whether `word` may be a common English word mistyped (one edit from one: "nausia", "happend",
    "exaserbation") or one typed without its apostrophe ("didnt", "doesnt")."""
    if word.endswith("nt") and (english.is_word(word[:-2]) or english.is_word(word[:-1] + "'t")):
        return True
    return any(english.is_word(e) for e in typos.edits(word))


def unsaid_name(question: str, unsaid: Sequence[str], candidates: Sequence[Any], known: Callable[[str], bool]) -> str:
    """A name of its own the question asks about — a word that is no common English word nor a slip of
    one, nor any name the kinds table knows ("anastrozole", a brand of gel, a nickname of a place) —
    when the history in scope never says it (`unsaid`: the decision's test of whether a record says a
    word) and no candidate says a word spelt like it (`_spelt_alike`: "letrazole" for the records'
    "letrozole", "kilimanjero", "injecshun" typed by its sound); "" otherwise. Not a month or a weekday (a record dated in October
    never writes "october"), nor a name `known(word)` says is one of the trainer's clients (a
    possessive's "s" taken off).

    The rest of such a question came up ("is marion on …": the client, her medicines), so its best
    candidates are relevant, and a sentence embedding knows a rare name only by its pieces: the model
    answered with the medicine she is on. The kinds table cannot list every drug, brand and place
    (`unsaid_thing` reads those it lists). A name is written by its own letters, and one that neither
    the records nor a spelling near it ever wrote did not come up. A common English word that never came
    up ("jellyfish", "tournament") is not read here: on the answerable side such words are as often
    said in other words ("concussion", "sunburn", "pouch"; docs/ANSWERS.md, h-never10)."""
    said: set[str] | None = None
    for word in unsaid:
        w = word.lower()
        if (not _OWN_NAME.match(w) or w in MONTHS or w in _WEEKDAYS or english.is_word(w) or kinds.entries(w)
                or kinds.clipped_name(w) or known(w) or (w.endswith("s") and known(w[:-1])) or _slip_of_a_word(w)):
            continue
        if said is None:
            said = candidate_words(candidates)
        if any(_spelt_alike(w, s) for s in said):
            continue
        return word
    return ""


# A numbered name of a series: one or two letters and a number, written as one word ("L4", "A2", "C6",
# "U18"). The letters name the series (the spine's lumbar levels, a finger's pulleys, an age group), the
# number the one asked.
_CODE = re.compile(r"^([a-z]{1,2})(\d{1,2})$")
_CODE_IN_TEXT = re.compile(r"(?<![\w.])([a-z]{1,2})(\d{1,2})(?![\d.]|[a-z])")


def unsaid_code(question: str, unsaid: Sequence[str], candidates: Sequence[Any]) -> str:
    """A numbered name of a series the question asks about ("graham's disc at l5/s1", "sorcha a4 pulley")
    when the history in scope never says it (`unsaid`: the decision's test of whether a record says a
    word) and a candidate names another of the same series ("L4/5 disc bulge", "A2 pulley"); "" otherwise,
    and for texting shorthand ("b4": shared/domain/shorthand.py).

    The rest of such a question came up (the disc, the pulley), so the best candidates are relevant, and
    a sentence embedding reads "l5" and "l4" as near one another: the model answered with the level the
    records name. The number is what tells the one asked apart, and a history that numbers another of the
    series and never this one never told of it (the rule `unheld_moment` reads for "day 40", written as
    one word). Where no candidate names the series, the code may be said in other words and is left to
    the rest of the decision."""
    said: set[tuple[str, str]] | None = None
    for word in unsaid:
        match = _CODE.match(word.lower())
        if not match or word.lower() in shorthand.SHORTHAND:
            continue
        if said is None:
            said = {(m.group(1), m.group(2)) for c in candidates
                    for m in _CODE_IN_TEXT.finditer(bound_slots.text_of(c).lower())}
        letters, number = match.groups()
        if any(other_letters == letters and other_number != number for other_letters, other_number in said):
            return word
    return ""


# "who beat her", "who beat yuki in the final", "who did they lose to", "who won it", "who won the county cup
# final": the question asks for the one who beat the client, or won the game or event asked, by name. Not
# "who won a medal", "who won at tullamore": those ask which client won, the roster's question.
_OPPONENT_ASKED = re.compile(
    r"^\W*(?:so\s+)?(?:who\s+(?:beat|knocked\s+\w+\s+out)\b"
    r"|who\s+did\s+\w+\s+lose\s+to\b"
    r"|who\s+won\s+(?:it|that|the\s+(?:\w+\s+){0,3}?(?:final|semi|match|game|race|bout|fight|tie))\W*$)",
    re.IGNORECASE)
# A record naming who beat or won: "lost to Hannah in the final", "beaten by the Leeds girl", "Ellis won it".
_OPPONENT_NAMED = re.compile(
    r"\b(?:lost|lose|losing)\s+(?:\w+\s+){0,4}?to\s+(?P<to>[^\W\d_]+)"
    r"|\bbeaten\s+by\s+(?P<by>[^\W\d_]+)"
    r"|\b(?P<who>[^\W\d_]+)\s+(?:beat|won|wins|knocked)\b", re.IGNORECASE)
_NO_OPPONENT = frozenset("i we she he they you it who which that the a an and but so just finally then "
                         "nearly almost only still also never".split())


def unsaid_opponent(question: str, candidates: Sequence[Any]) -> str:
    """"the winner's name" when the question asks for the one who beat the client or who won the game asked
    (`_OPPONENT_ASKED`) and no candidate names anyone beside a result ("lost to Hannah", "beaten by
    Kinross", "Ellis won": `_OPPONENT_NAMED`, a pronoun or a function word being no one); "" otherwise.

    The records that report such a result say the result, not the winner ("lost the final 8-6 in the
    last 10 secs", "lost rd 2"): every word of the question came up, and the model answered with them.
    A winner nobody named was never told."""
    asked = _OPPONENT_ASKED.match(question)
    if not asked:
        return ""
    for c in candidates:
        for match in _OPPONENT_NAMED.finditer(bound_slots.text_of(c)):
            named = (match.group("to") or match.group("by") or match.group("who") or "").lower()
            if named and named not in _NO_OPPONENT and not named.isdigit():
                return ""
    return "the winner's name"


def _inside_a_complaint(question: str, stem: str) -> bool:
    """Does the question say `stem` (a body part's) only inside a phrase of the kinds table that names
    a thing of another family ("upset [amara's] stomach", a symptom; "stomach bug", an illness), words
    between allowed as in a record (kinds.PHRASE_GAP)?"""
    stems = tuple(tokens(kinds.read_as(question)))
    where = [i for i, s_ in enumerate(stems) if s_ == stem]
    inside = {i for start, end, found in kinds.spans(stems, kinds.PHRASE_GAP) if end - start > 1
              and not any(e.family in sides.BODY_FAMILIES for e in found) for i in range(start, end)}
    return bool(where) and all(i in inside for i in where)


# -- a period's record: does it hold the thing asked or a value of it? ------------------------------


# Verbs that say how a question asks, not what about: "where did he *go* on the work trip", "how was he
# *coping* with the cut", "how is she *getting on*". Rare in a client's records, so they weigh most by
# IDF, yet no record needs to say them: `main_topic` passes over them while another topic is left.
_LIGHT_VERBS = frozenset(s for w in """go goes going gone went get gets getting got gotten do does doing did done
    cope copes coping coped manage manages managing managed feel feels feeling felt deal dealing dealt
    handle handling handled make making made take taking took""".split() for s in tokens(w))


def main_topic(words: str, weight: Callable[[str], float]) -> list[str]:
    """The question's topic (`topics` of its keyword text `words`) that weighs most by `weight` (the
    trainer's IDF, by stem), a light verb (`_LIGHT_VERBS`) or a word of time (`_TIME_WORDS`: "knee in
    april" asked with the request's own dates keeps "april") only when nothing else is asked: "squat rpe"
    -> rpe where squats are everyday, "hyrox time" -> hyrox, "go work trip" -> work trip. The word a
    record of the period must say (or give a value of) to answer; [] for a question of no topic."""
    groups = topics(words)
    # A word of time ("april", "weekend") says when, not what: the request's own dates may leave it in.
    passed = _LIGHT_VERBS | {s for w in _TIME_WORDS for s in tokens(w)}
    groups = [g for g in groups if any(s not in passed for w in g for s in tokens(w))] or groups
    if not groups:
        return []
    return max(groups, key=lambda g: max((weight(tokens(w)[0]) for w in g if tokens(w)), default=0.0))


def holds_asked(words: str, group: Sequence[str], metadata: Any) -> bool:
    """The record (its metadata) holds the thing asked (a word of `group`, a topic of `words`, by the
    decision's test `answerability.holds`) or a value of the quantity the question measures
    (asked_values: "93.8" for a weight, "134/85" for a blood pressure, "53:14" for a 10k time)."""
    if any(answerability.holds(w, metadata, words) for w in group):
        return True
    kinds_ = asked_values.measured(words)
    return bool(kinds_) and asked_values.holds_value(kinds_, str(metadata.get("text") or ""))


def named_thing(words: str, group: Sequence[str]) -> bool:
    """A topic the kinds table names as a member of a family (a body part, an event, a symptom, an
    exercise, a blood test): named by its own words, so a record that does not say it is not about
    it in other words ("arm ergo" is no news of the shoulder). A family's broader word ("sleeping",
    "meds") or a word the table does not know is said in other words too ("waking up drenched")."""
    return any(e.member is not None for w in group for e in kinds.naming(w, words))


def meant_in(embedder: Embedder, group: Sequence[str], texts: Sequence[str], scale: DecisionScale) -> bool:
    """Does a word of `texts` come near a word of `group` in meaning (single words embedded alone, the
    best cosine, read on `scale`, at meaning.BEST_MATCH_CHANCE or above: "waking" for "sleeping" 0.67,
    "mad" for "cough" 0.42 on the reference model, all-MiniLM-L6-v2, where the band was measured)?
    `scale` maps this embedder's word cosines onto the reference's (answerability.word_scale), so the
    band means the same for every embedder."""
    best = best_cosines(embedder, [w.lower() for w in group], texts)
    return bool(best) and float(scale.word(max(best.values()))) >= BEST_MATCH_CHANCE


def unheld_topic(
    words: str, weight: Callable[[str], float], exchanges: Sequence[Sequence[Any]],
    meant: Callable[[Sequence[str], Sequence[str]], bool] | None = None,
) -> str:
    """The question's main topic (`main_topic`) when no exchange among `exchanges` (each its records'
    metadata) holds it or a value of it (`holds_asked`), nor, for a topic that is no named thing
    (`named_thing`), says it in other words (`meant`: the group and the exchange's texts); "" otherwise.

    A question about a period ("tomas squat rpe in august", "gregs hyrox time in october") was answered
    from that period's records that never say it ("left elbow cranky on low bar squats", "same time"):
    the word came up in other months, so the history "has" it and the model answers. A record of the
    period that says neither the thing nor a value of it is what else happened then."""
    group = main_topic(words, weight)
    if not group or not exchanges:
        return ""
    named = named_thing(words, group)
    for ex in exchanges:
        if any(holds_asked(words, group, m) for m in ex):
            return ""
        if not named and meant is not None and meant(group, [str(m.get("text") or "") for m in ex]):
            return ""
    return " ".join(group)


# -- a value asked that no relevant record gives -----------------------------------------------------

# Beside the relevant candidates, the best few are read too: a value in a record the ranking put just
# under the threshold ("52:10" answering "what time?") still answers.
_VALUE_READ = 5


# Words between a drug's name and a number read as its dose written without a unit ("amlodipine to 10").
_UNITLESS_GAP = 2
# The kinds table's families of things taken by the dose.
_DOSED = frozenset({"medicine", "supplement"})
_NAME_LENGTH = 3


def _another_drug(word: str, drug: frozenset[str]) -> bool:
    """`word`, said right before a dose, names something other than the `drug` asked (its stems): a
    word no English dictionary holds (a drug's or a brand's name, "atenolol") or one the kinds table
    files as a medicine or a supplement ("ibuprofen"), and neither the drug's name cut short or in full
    ("tacrolimus" for "tac"), nor another name of the same member of the kinds table, nor of a family
    the question names ("ventolin" is an inhaler). A verb or any other English word ("take 1000 units")
    names nothing else."""
    if len(word) < _NAME_LENGTH:
        return False
    if any(word.startswith(s) or s.startswith(word) for s in drug):
        return False  # the drug's name in full or cut short ("tacrolimus" for "tac")
    entries = kinds.entries(word)
    if any(drug & set(tokens(e.family)) for e in entries):
        return False
    # Another name of the same member of the table (a brand of the drug asked: one member, two names).
    named = {(e.family, e.member) for s in drug for e in kinds.entries(s) if e.member is not None}
    if any((e.family, e.member) in named for e in entries):
        return False
    return not english.is_word(word) or any(e.family in _DOSED for e in entries)


def _a_drugs_own_name(word: str) -> bool:
    """`word` names a drug of its own, not a kind of them: a name the kinds table holds as a member of
    medicines or supplements only ("morphine", "amlodipine"), or a word no dictionary nor the table
    holds ("tac", a drug cut short); not a family's head ("meds", "tablets", "inhaler", "steroid") nor another English
    word ("bp meds", "her iron"): a dose asked of a kind is answered by a member's dose, which the
    binding would refuse."""
    entries = kinds.entries(word)
    if any(e.member is None for e in entries):
        return False
    if entries:
        return any(e.family in _DOSED for e in entries)  # "nerve", a part of the body, is no drug
    return not english.is_word(word)


def _a_drug_or_its_class(word: str) -> bool:
    """`word` names a drug of its own (`_a_drugs_own_name`) or a class of them the kinds table files as a
    medicine or a supplement and heads a family of its own ("steroid", "statin", "inhaler", "painkiller"):
    `_another_drug` leaves the doses of the class's members alone (their family is named), so a class
    asked binds its dose as a drug does — "Losartan 50 mg" gives no dose of the steroid. Not the heads of
    all medicines or supplements ("meds", "tablets", "vitamin"): every drug is one of them."""
    if _a_drugs_own_name(word):
        return True
    entries = kinds.entries(word)
    return (any(e.member is None and e.family not in _DOSED for e in entries)
            and any(e.family in _DOSED and e.member is not None for e in entries))


def unheld_value(question: str, candidates: Sequence[Any], threshold: float,
                 known: Callable[[str], bool] = lambda w: False) -> str:
    """The value the question asks for ("freddies 10k *time*", "the blood pressure *reading*", "squat
    *rpe* in august": asked_values.asked_value) when no relevant candidate (relevance >= `threshold`),
    nor the turn beside it (`exchange`), nor one of the best `_VALUE_READ`, holds a value of that kind
    (asked_values.holds_value: "53:14", "134/85", "@ 8"); "" otherwise, or for a question that asks no
    value.

    The thing measured came up ("signed up for the 10k", "what time again?", "blood pressure tablets"),
    so the best candidates are relevant and every word of the question is in the history: the model
    answered with them. A number is what was asked, and a record without one of its kind is not the
    answer. A question of how a thing went ("how did the 10k go", "how is her blood pressure") asks no
    value and is not read.

    A dose is asked of a drug named by its own name (`_a_drugs_own_name`): where a record read says
    it, a dose said right after the name of another drug does not count (bound_slots.value_of_the_thing, `_another_drug`:
    "Atenolol 50 mg, salbutamol when wheezy" gives no dose of the salbutamol), nor one said after another
    drug's name in its clause in a sentence that never says the drug asked ("sertraline going up to 100mg"
    gives no dose of the citalopram); any other dose does
    (in a sentence of its own, in the reply beside), and so does a bare number just after the drug's
    name ("on amlodipine 5": bound_slots.number_after) where a record read holds a dose at all (the
    binding never answers what the record-wide test refuses). A class of drugs that heads a family of
    the kinds table ("steroid", "statin") binds as a drug's name does (`_a_drug_or_its_class`): its
    members' doses count, another drug's does not. Where no record says the drug's word (or it is asked
    by a word every drug is, "her meds dose"), any dose counts, as for the other quantities. `known`
    is the roster's names, no word of the thing."""
    asked = asked_values.asked_value(question)
    if not asked:
        return ""
    ranked = sorted(candidates, key=lambda c: -c.relevance)
    read = [o for c in ranked if c.relevance >= threshold for o in exchange(c, candidates)] + ranked[:_VALUE_READ]
    if not read:
        return ""
    texts = [bound_slots.text_of(c) for c in read]
    if _words_said_of(question, asked, texts):
        return ""
    drug = (bound_slots.thing(question, asked_values.value_words("dose"), known, _a_drug_or_its_class)
            if asked == ("dose",) else frozenset())
    # The binding only ever refuses more: a record read must hold a value of the kind first, as for
    # every quantity, and then, for a dose of a drug a record names, one that may be the drug's.
    held = any(asked_values.holds_said_value(asked, t) for t in texts) and not (
        drug and any(bound_slots.says(t, drug) for t in texts)
        and not any(bound_slots.value_of_the_thing(t, drug, lambda s: asked_values.said_value_spans(asked, s),
                                                   lambda w: _another_drug(w, drug))
                    or bound_slots.number_after(t, drug, _UNITLESS_GAP) for t in texts))
    # And a time or a heart rate asked of an event must be held where the event is said (`_held_where_said`).
    if held and (len(asked) != 1 or asked[0] not in _MEASURED_AT_AN_EVENT
                 or _held_where_said(asked[0], question, candidates, read, known)):
        return ""
    return _named_value(question, asked)


# "what did i say about her heart rate on the beta blocker", "what did the gp tell him about his bp": someone's words
# about the quantity asked, not its value. Closed English of saying.
_WORDS_ASKED = re.compile(r"\bwhat\s+(?:did|do|does|have|has|had|was|were)\s+(?:[\w'\u2019]+\s+){1,3}?"
                          r"(?:say|said|saying|tell|told|telling|mention|mentioned|advise|advised|write|wrote|text|texted)\b",
                          re.IGNORECASE)


def _words_said_of(question: str, asked: tuple[str, ...], texts: Sequence[str]) -> bool:
    """The question asks what someone said of the quantity (`_WORDS_ASKED`), and a record read names it in the
    question's own words ("keeps your heart rate low"): what was said is the answer, a value or not. Read as a
    value asked, "what did i say about jasmine's heart rate" was refused where the trainer's advice gave none."""
    if not _WORDS_ASKED.search(question):
        return False
    said = set(tokens(question))
    for name in asked:
        own = said & asked_values.asking_stems(name)
        if own and any(own <= set(tokens(t)) for t in texts):
            return True
    return False


# The quantities measured at an event or a moment, with the words of the quantity itself beside
# its value words: "time at henley", "heart rate on the treadmill". A weight or a dose is of the
# person or the drug, not of an event.
_MEASURED_AT_AN_EVENT = {"time": frozenset(), "heart_rate": frozenset(tokens("heart rate"))}


def _held_where_said(name: str, question: str, candidates: Sequence[Any], read: Sequence[Any],
                     known: Callable[[str], bool]) -> bool:
    """A time asked of an event ("time at henley", "lap time at <circuit>") is held where a record
    that says the event (a word of it: bound_slots.thing, the question's words but "time" and the
    client's name), or a turn of the same conversation (`conversation`), holds a time: "swam 40
    lengths today" gives no time of the 40 lengths, and the "42:30" of another day's mile is not it.
    Where no record read says the event, any time read counts (True), as before; every candidate of
    the pool that says it is looked at, not only those read, so a time told with the event's name,
    or asked for and given in the next turns ("how long?" "52:40"), is never missed; and a time told
    bare in a record read ("25:30 today": `_a_bare_value`) counts, as it names no other event. A
    heart rate asked of an event ("heart rate on the treadmill") is read alike: the resting rates of
    the weekly summaries are no rate on the treadmill; "resting" is a word of the thing, so a resting
    rate asked is held by them."""
    event = bound_slots.thing(question, asked_values.value_words(name) | _MEASURED_AT_AN_EVENT[name], known)
    if not event:
        return _held_at_the_distance(name, question, candidates, read)
    if not any(bound_slots.says(bound_slots.text_of(c), event) for c in read):
        return True
    return (any(_value_of_the_event(name, bound_slots.text_of(o), event)
                for c in candidates if bound_slots.says(bound_slots.text_of(c), event)
                for o in conversation(c, candidates))
            or any(_a_bare_value(name, bound_slots.text_of(c)) for c in read))


# A race's distance written short ("the 3.5k", "her 5k"): the keyword stems split it ("3", "5k") and
# bound_slots.thing keeps neither, so the race would be no event at all.
_DISTANCE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s?(k|km)\b")


def _held_at_the_distance(name: str, question: str, candidates: Sequence[Any], read: Sequence[Any]) -> bool:
    """A time asked of a race named by its distance alone ("ellie's time for the 3.5k"): held where a
    record that says the same distance, or a turn of its conversation, holds a time, or a record read
    holds a bare one (`_a_bare_value`); where no record read says the distance, or the question names
    none, any time read counts (True), as before. "parkrun 31:40" is no time of "ran 3.5k"."""
    asked = {m.group(1) for m in _DISTANCE.finditer(question.lower())}
    def at_distance(c: Any) -> bool:
        return any(m.group(1) in asked for m in _DISTANCE.finditer(bound_slots.text_of(c).lower()))
    if not asked or not any(at_distance(c) for c in read):
        return True
    return (any(asked_values.holds_said_value((name,), bound_slots.text_of(o), seconds=False)
                for c in candidates if at_distance(c) for o in conversation(c, candidates))
            or any(_a_bare_value(name, bound_slots.text_of(c)) for c in read))


def _value_of_the_event(name: str, text: str, event: frozenset[str]) -> bool:
    """`text` (a record that says the event, or a turn beside it) holds a value of quantity `name`; a
    time in seconds only in a sentence that says a word of the event (asked_values._IN_SECONDS): a
    note's "Side plank 60 s" is no time of the run it names in another sentence."""
    return (asked_values.holds_said_value((name,), text, seconds=False)
            or any(asked_values.holds_said_value((name,), sentence) and bound_slots.says(sentence, event)
                   for sentence in bound_slots.sentences(text)))


# Words a bare figure may come with: when it was, and a time's units ("25:30 today", "41 mins this morning").
_WHEN_OR_UNIT = frozenset(s for w in """today yesterday tonight morning afternoon evening night week weekend
    month year season min mins minute minutes sec secs second seconds hour hours hr hrs bpm heart rate""".split()
    for s in tokens(w))


def _a_bare_value(name: str, text: str) -> bool:
    """A sentence of `text` holds a value of quantity `name` and names nothing else ("25:30 today",
    "hr 152"): a figure told alone is not of another event, so it may be the event's, told in a
    record of its own."""
    return any(asked_values.holds_said_value((name,), sentence)
               and all(s in _WHEN_OR_UNIT or len(s) < 3 or any(ch.isdigit() for ch in s) for s in tokens(sentence))
               for sentence in bound_slots.sentences(text))


def conversation(c: Any, pool: Sequence[Any]) -> list[Any]:
    """`c` and every turn of its chat among `pool`, whoever sent it, within threads.REPLY_GAP_S of it:
    wider than `exchange` (the other party's turns only), since a client who tells an event often
    gives its figure in the next turn of their own ("how long?" "52:40"). A record outside a chat is
    one conversation with the other parts of its own document among `pool`: a call's transcript is
    indexed in parts, the call named in the first ("Video call: Berlin race plan") and the split
    the coach gave in a later one."""
    chat, ts = c.metadata.get("chatId"), written_at(c.metadata)
    if not chat or ts is None:
        doc = c.metadata.get("sourceId")
        return [c, *(o for o in pool if o is not c and doc and o.metadata.get("sourceId") == doc
                     and o.metadata.get("sourceType") == c.metadata.get("sourceType"))]
    return [c, *(o for o in pool if o is not c and o.metadata.get("chatId") == chat
                 and (at := written_at(o.metadata)) is not None and abs(at - ts) <= threads.REPLY_GAP_S)]


def _named_value(question: str, asked: tuple[str, ...]) -> str:
    """The question's word naming the value asked ("time", "dose"), or the quantity's name."""
    value_stems = {s for n in asked for s in asked_values.value_words(n)}
    named = (w for w in re.findall(r"[^\W_][\w.'\u2019-]*", question.lower()) if (t := tokens(w)) and t[0] in value_stems)
    return next(named, asked[0])


# -- an attribute asked of a thing that came up, never given; a retest never done --------------------


def relevant_and_beside(candidates: Sequence[Any], threshold: float) -> list[Any]:
    """The relevant candidates (relevance >= `threshold`) and the turns beside them (`exchange`)."""
    ranked = sorted(candidates, key=lambda c: -c.relevance)
    return [o for c in ranked if c.relevance >= threshold for o in exchange(c, candidates)]


def sender_words(candidates: Sequence[Any]) -> frozenset[str]:
    """The folded words of every candidate's sender's name: a greeting's "Hi Jo" names no physio."""
    return frozenset(w for c in candidates for w in re.findall(r"[^\W\d_]+", str(c.metadata.get("senderName") or "").lower()))


def unheld_attribute(question: str, candidates: Sequence[Any], threshold: float,
                     known: Callable[[str], bool] = lambda w: False) -> str:
    """The word asking an attribute ("his physio's *name*", "her whey *brand*", "which *grade*":
    asked_attributes.asked_attribute) when no relevant candidate nor the turn beside it holds
    something of that type (asked_attributes.holds_attribute: a word that could be a name, a grade
    written); "" otherwise, or for a question that asks none.

    The thing came up ("physio said it was a subluxation", "whey isolate after training", "the
    tear"), so relevance is high and the model answered with the record naming the thing; the
    attribute asked was never given. `known` is the roster's names; the senders' names are known too.

    A brand is a brand of the thing: where a record read says the thing's word, only a name in a
    sentence that says it counts (bound_slots.thing_sentences: "Thank you Clement. ... she wears
    headgear from now on" names no headgear's maker); where none says it ("got new Hokas" for her
    shoes' brand), a name anywhere in the records does, as before."""
    asked, word = asked_attributes.asked_attribute(question)
    if not asked:
        return ""
    read = relevant_and_beside(candidates, threshold)
    senders, said = sender_words(candidates), asked_attributes.said_words(question)
    roles = asked_attributes.roles_asked(question) if asked == "person" else frozenset()
    naming = [c for c in read if asked_attributes.says_role(bound_slots.text_of(c), roles)] if roles else []
    # A person's name is of the person asked: where a record read names their role ("ask your diabetes
    # nurse about …"), only the records naming it, and the turns beside them, are read; the intro's
    # "plumber in barry … my daughter nia" names no nurse. Where none names the role, every record is.
    records = [o for c in naming for o in exchange(c, candidates)] if naming else read
    texts = [_role_clauses(c, roles) if naming else bound_slots.text_of(c) for c in records]
    thing = bound_slots.thing(question, tokens(word), known) if asked == "brand" else frozenset()
    if thing and any(bound_slots.says(t, thing) for t in texts):
        texts = [s for t in texts for s in bound_slots.thing_sentences(t, thing)]
    if not read or any(asked_attributes.holds_attribute(asked, t, asked_attributes.knows(senders, known), said)
                       for t in texts):
        return ""
    return word




def _role_clauses(record: Any, roles: frozenset[str]) -> str:
    """The text of `record` a name of the person asked (of one of `roles`) is read in: a message or a turn
    whole ("physio says … Sam reckons"); a summary only in its clauses (sentences, and the parts a ";" parts)
    naming the role, where any does. A profile's "left plantar fasciitis (podiatrist 18 March 2014) …; notes:
    Zumba, Bridgwater" names the podiatrist in one field and the town in another: "Bridgwater" is no
    podiatrist's name (h-refuse36, blind31-421)."""
    text = bound_slots.text_of(record)
    # The trainer's own summaries (registry.written_by "trainer": a session note, the profile): each clause a
    # fact of its own.
    if record.metadata.get("sourceType") not in registry.written_by("trainer"):
        return text
    clauses = [c for s in bound_slots.sentences(text) for c in s.split(";")]
    naming = [c for c in clauses if asked_attributes.says_role(c, roles)]
    return " ".join(naming) if naming else text


def unheld_moment(question: str, candidates: Sequence[Any], threshold: float) -> str:
    """The numbered moment the question asks about ("day 40", "leg 3": numbered_moments.asked_moments)
    when no candidate of the pool names it (numbered_moments.names_moment: "day 40", "40th day", "day
    forty") while a relevant record, or a turn beside one (`relevant_and_beside`), numbers the same sequence with
    another number ("day 29, 640 km"); "" otherwise.

    The sequence came up, so its records are relevant and every word of the question but the number is
    said: the model answered with another day's figures. The number is what tells the moment asked
    apart; a history that numbers its moments and never names this one did not tell it. Where no
    relevant record numbers the sequence, the moment may be told another way ("the scan on the 12th")
    and the rest of the decision reads it."""
    moments = numbered_moments.asked_moments(question)
    if not moments:
        return ""
    texts = [bound_slots.text_of(c) for c in relevant_and_beside(candidates, threshold)]
    pool = [bound_slots.text_of(c) for c in candidates]
    for noun, number in moments:
        if (any(numbered_moments.numbers_sequence(t, noun) for t in texts)
                and not any(numbered_moments.names_moment(t, noun, number) for t in pool)):
            return f"{noun} {number}"
    return ""


def unheld_retest(question: str, candidates: Sequence[Any], threshold: float,
                  stop: Callable[[str], bool] = lambda w: False) -> str:
    """"retest" when the question asks for one ("her grip, latest retest?": asked_attributes.asks_retest)
    and at most one relevant record (or turn beside one) gives a figure of what it names
    (asked_attributes.measures) and none says a retest; "" otherwise.

    A first measurement is relevant to its retest, so the model answered with it: a retest asks for a
    later one, and one record's figure is not it. A follow-up that names nothing measured ("and the
    retest?") is left alone: its topic is the question before it. `stop` drops the question's
    words that name no measured thing (the client's name, words of time)."""
    if not asked_attributes.asks_retest(question):
        return ""
    topic = asked_attributes.retest_topic(question, stop)
    if not topic:
        return ""
    read = relevant_and_beside(candidates, threshold)
    if not read:
        return ""
    texts = {id(c): bound_slots.text_of(c) for c in read}
    if any(asked_attributes.asks_retest(t) for t in texts.values()):
        return ""
    measuring = {i for i, t in texts.items() if asked_attributes.measures(t, topic)}
    return "retest" if len(measuring) == 1 else ""


# -- a text's words, in order ------------------------------------------------------------------------

_PLAIN_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*|\S+", re.UNICODE)


def _plain_words(text: str) -> list[str]:
    """The text's words in order, lowercased, a possessive "'s" kept on its word (one token per word)."""
    return [w.lower() for w in _PLAIN_WORD.findall(text)]


# -- what a third party is asked to have said, that no record of theirs says ------------------------

# "what did jo say about his diet", "did nana mention her ankle", "has jo texted abt the party": the
# person in the subject slot, a verb of saying, then (after "about" for every verb but
# "mention") what they are asked to have said it about.
_SAID_BY = re.compile(
    r"^\W*(?:what\s+(?:did|has)|did|has)\s+([^\W\d_][\w'\u2019-]*)\s+"
    r"(?:(?:say|said|message|messaged|text|texted|write|wrote|tell|told)(?:\s+(?:me|you|us))?\s+(?:anything\s+|something\s+)?"
    r"(?:about|abt|re|regarding)|mention|mentioned)\s+(.+)$", re.IGNORECASE)
_NOT_THIRD_PARTY = frozenset("i you he she they we it his her their anyone anybody someone somebody".split())


def unsaid_by_speaker(question: str, candidates: Sequence[Any], known: Callable[[str], bool]) -> str:
    """What a person other than the client is asked to have said ("did jo say anything about his *diet*",
    "did nana mention her *sleep*") when that person's words in the candidates (shared/domain/person_words.py:
    their own words in the records naming them, and the turns answering their messages) never say it;
    "" otherwise, or when no candidate names the person, or the person is one the records have as a
    sender (their own messages: read by the rest of the decision), or `known(word)` says the person is
    one of the trainer's clients.

    Relatives write from the client's phone and introduce themselves ("hi, jo here, her sister"): the
    person came up, and so did the topic — the client said it, or the coach did — so every word of the
    question is in the history and the model answered with what the client said. What is asked is what
    that person said; none of their words says it. The topic read is the first
    word after "about" (or after "mention") that is not a client's name and that some candidate says: a
    word no record says is the model's to read (it is missing), and what follows it qualifies it."""
    match = _SAID_BY.match(question)
    if not match:
        return ""
    person = re.sub(r"['\u2019]s$", "", match.group(1).lower())
    if person in _NOT_THIRD_PARTY or not tokens(person) or known(person):
        return ""
    # A relative asked by the relation ("what did mum say about…", the client's name taken out) is read
    # from the records naming the name they gave too (shared/usecases/speaker_records.unsaid_by_relative).
    if any(e.family == _RELATIVES and e.member is not None for e in kinds.entries(person)):
        return ""
    if any(person_words.sent_by(person, c.metadata) for c in candidates):
        return ""
    theirs = [c.metadata for c in candidates if person_words.names(person, c.metadata)]
    if not theirs:
        return ""
    rest = match.group(2).lower()
    word = person_words.first_said(rest, lambda w: any(answerability.holds(w, c.metadata, rest) for c in candidates), known)
    if not word:
        return ""
    # Their words (person_words): their own words in those records, and the candidates answering them.
    said = person_words.words_of(person, theirs, lambda asked: [
        c.metadata for c in candidates if any(person_words.answers(c.metadata, m, threads.REPLY_GAP_S) for m in asked)],
        lambda to_them: [c.metadata for c in candidates if any(person_words.answers(m, c.metadata, threads.REPLY_GAP_S) for m in to_them)])
    return "" if any(person_words.holds(word, text, rest) for text in said) else word
