"""The words one person said in a client's records: the one reader for every rule that asks it.

"what did sian say about pen y fan" (shared/usecases/speaker_records.py), "did jo mention her diet"
(word_evidence.unsaid_by_speaker), "what did bryn's wife say" and "what did i tell bryn about X" all
ask what one person said (the trainer too: `trainers_words`), and the answer is in that person's own
words only:
- a message they wrote: one sent from their own account (`sent_by`), or from the client's phone with
  the writer saying who they are near its start ("Sian here", "it's Pat, Frank's wife");
- their lines of a recorded session ("Sian: …"; a session's "sender" is the list of everyone who
  spoke in it, so it is no message of theirs);
- what follows a quote of them ("sian says he's fine", "the wife reckons");
- and the turn that answers a message of theirs ("Thanks Sian, fluids and sleep"): written for them,
  it often says what they said in other words.
A record that only names them ("went up pen y fan with sian") holds none of their words.

This module reads the records handed to it; finding them (a keyword lookup of the name, a chat's
next turns) is the use case's.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from shared.domain import answerability, english, kinds
from shared.domain.record_time import written_at, written_or


def named(who: str) -> str:
    """The pattern of `who` as a whole word, with or without a possessive ("jo", "jo's", "jos")."""
    return rf"\b{re.escape(who)}(?:['\u2019]?s)?\b"


def names(who: str, metadata: Mapping[str, Any]) -> bool:
    """The record's sender or text names `who` (a whole word, any case, a possessive allowed)."""
    text = f"{metadata.get('senderName') or ''} {metadata.get('text') or ''}"
    return re.search(named(who), text, re.IGNORECASE) is not None


def sent_by(who: str, metadata: Mapping[str, Any]) -> bool:
    """`who` is one of the words of the sender name of a message (a recorded session's "sender" is the
    list of everyone who spoke in it: their lines are read by `own_words`)."""
    return metadata.get("sourceType") == "message" and who in re.findall(r"[^\W\d_]+", str(metadata.get("senderName") or "").lower())


# "Sian here", "Tracy again", "it's Chloe", "its maisie", "this is Kirsty", and a relation given for a
# name ("its Pat, Franks wife", "Clement here, Keisha's grandad", "this is Will's mum"): a writer saying
# who they are, near the start of a message sent from someone else's phone (after a greeting).
_INTRO_REACH = 80
_INTRO_CUE = r"(?:it['\u2019]?s|it\s+is|this\s+is|i['\u2019]?m|im)"
_POSSESSOR = r"(?:[^\W\d_]+['\u2019]?s|his|her|their|your)"
_NAME = r"[^\W\d_]+"
# "Hi Andre, Josh Tully, Graham's son", "Good evening Andre, Femi Adeyemi, Tayo's father": a writer's full name
# (two capitalised words, the case read) and a comma before the relation, with no cue ("it's") at all.
_FULL_NAME_COMMA = r"(?-i:[A-Z][^\W\d_]+\s+[A-Z][^\W\d_]+)\s*,\s*"
# "morag says hi", "lorraine reckons he's fine": the record quotes the person from there on.
_QUOTE_VERBS = (r"says|said|reckons|reckoned|thinks|thought|told|tells|wants|wanted|asked|asks|mentioned|texted|"
                r"messaged|rang|called|is\s+saying|was\s+saying|goes|went\s+on")
# "'maith an cailín' says mam", "…, said his wife": a quote that names its speaker after it.
_SAID_AFTER = r"(?:says|said|reckons)\s+(?:my\s+|the\s+|his\s+|her\s+|our\s+|their\s+)?"
# "hello ros, gwen, alun's wife.", "bryn, dai, meg's dad. …": a writer's one name set off by commas right after
# the greeting, then the relation closing its clause, with no cue ("it's") at all. The clause's end keeps out a
# sentence going on ("ok, tom's wife is driving"); a word no name is (`_SAID_OF_IT`) is left out by the readers.
_NAME_COMMAS = r"(?:^|,)\s*(?P<d>[^\W\d_]+)\s*,\s*"
_CLAUSE_END = r"(?=\s*(?:[.,;:!?]|$))"


def _forms(who: str | Sequence[str]) -> str:
    """The pattern of a person asked by one name or several (a relation and its synonyms, the name
    the relative gave), each a whole word."""
    forms = [who] if isinstance(who, str) else list(who)
    return r"\b(?:" + "|".join(re.escape(f) for f in forms) + r")\b"


def introduces(who: str | Sequence[str], text: str) -> bool:
    """The writer of `text` says they are `who` (a name, or a relation: "wife"), near its start."""
    who_ = _forms(who)
    intro = re.search(
        rf"\b{_INTRO_CUE}\s+{who_}|{who_}\s+(?:here|again|speaking)\b"
        rf"|\b(?:{_INTRO_CUE}\s+(?:{_NAME}(?:\s+{_NAME})?\s*,?\s+)?|{_NAME}(?:\s+{_NAME})?\s+here\s*[,(-]?\s*\(?\s*"
        rf"|{_FULL_NAME_COMMA})"
        rf"{_POSSESSOR}\s+{who_}(?!['\u2019]?s\b)",
        text, re.IGNORECASE)
    if intro and intro.start() <= _INTRO_REACH:
        return True
    return _comma_name(who_, text) is not None


def _comma_name(who_: str, text: str) -> str | None:
    """The name of a writer who gives it set off by commas before the relation (`_NAME_COMMAS`), near the start
    of `text`; None when the text says none so."""
    found = re.search(rf"{_NAME_COMMAS}{_POSSESSOR}\s+{who_}{_CLAUSE_END}", text, re.IGNORECASE)
    if not found or found.start() > _INTRO_REACH or found.group("d").lower() in _SAID_OF_IT:
        return None
    return found.group("d").lower()


# What "it's" says of a thing before a comma, no name ("its fine, franks wife is driving"): closed English.
_SAID_OF_IT = frozenset("""ok okay fine alright good bad great grand true done sorted cool mad late early over gone
    here there me him her us them that this all just only not nothing still back off on up""".split())


def intro_names(relation: Sequence[str], text: str) -> list[str]:
    """The name a writer gives with their relation to the client ("its Pat, Franks wife" -> "pat",
    "Clement here, Keisha's grandad" -> "clement", "it's Fiona Barnes, Ollie's mum" -> "fiona"), near the
    start of `text`; [] when none, or when the word given reads as no name ("im going with franks wife":
    an English word that is no first name)."""
    who_ = _forms(relation)
    found = re.search(
        rf"\b(?:{_INTRO_CUE}\s+(?P<a>{_NAME})(?:\s+{_NAME})?\s*,?\s+|(?P<b>{_NAME})(?:\s+{_NAME})?\s+here\s*[,(-]?\s*\(?\s*"
        rf"|(?-i:(?P<c>[A-Z][^\W\d_]+)\s+[A-Z][^\W\d_]+)\s*,\s*)"
        rf"{_POSSESSOR}\s+{who_}(?!['\u2019]?s\b)",
        text, re.IGNORECASE)
    if not found or found.start() > _INTRO_REACH:
        comma = _comma_name(who_, text)
        return [comma] if comma else []
    group = "a" if found.group("a") else "b" if found.group("b") else "c"
    name = found.group(group).lower()
    # A word set off by a comma before the relation ("its josh, priya's boyfriend") is the name given, an
    # English word or not ("josh", "rich"); without one it may be a sentence ("im going with franks wife").
    given = re.match(r"(?:\s+[^\W\d_]+)?\s*,", text[found.end(group):]) is not None and name not in _SAID_OF_IT
    return [name] if given or english.is_name(name) or not english.is_word(name) else []


# A profile's notes name a relative by the relation and the name ("Boyfriend Conor.", "Husband Gerry;
# grandchildren.", "Mum Fiona."): the relation starts the phrase, the name follows it capitalised.
_PROFILE_RELATIVE = r"(?:^|[.;:,(]\s*|\band\s+)(?i:{forms})\s+(?P<name>[A-Z][^\W\d_]+)\b"


def profile_names(relation: Sequence[str], metadata: Mapping[str, Any]) -> list[str]:
    """The names a client's profile gives the relative of `relation` ("Boyfriend Conor" -> "conor"); [] for
    any other record, or a profile naming none."""
    if metadata.get("sourceType") != "client_profile":
        return []
    pattern = _PROFILE_RELATIVE.format(forms="|".join(re.escape(f) for f in relation))
    text = str(metadata.get("text") or "")
    # A capitalised word closing the phrase ("Boyfriend Josh.") is the name, an English word or not.
    found = [(m.group("name").lower(), re.match(r"\s*(?:[.;,)]|$)", text[m.end():]) is not None)
             for m in re.finditer(pattern, text)]
    return [n for n, closed in found if closed or english.is_name(n) or not english.is_word(n)]


# The words relatives call themselves by, beyond the kinds table's names of the relation ("its conor niamhs
# fella", "hubby here", "the missus"): each row one relation's spoken forms (a word may be in two rows: a
# "fella" is a boyfriend or a husband; "partner" is the kinds table's boyfriend or girlfriend, not read as a
# husband or a wife here). Read for a relative's own words only, not as the history's coverage.
_SPOKEN_RELATIONS = (
    ("boyfriend", "fella", "bf", "partner", "other half", "fiance", "fiancé"),
    ("girlfriend", "gf", "partner", "other half", "fiancee", "fiancée"),
    ("husband", "hubby", "hubbie", "fella", "other half"),
    ("wife", "missus", "missis", "wifey", "other half"),
    ("partner", "other half", "fella", "fiance", "fiancé", "fiancee", "fiancée"),
    ("mum", "mam", "mom", "mother", "mammy", "mummy"),
    ("dad", "da", "daddy", "father"),
    ("grandad", "granda", "grandpa", "grandfather"),
    ("nan", "nana", "nanna", "gran", "granny", "grandma", "grandmother"),
)
_SPOKEN_WORDS = frozenset(w for row in _SPOKEN_RELATIONS for w in row)


def relation_forms(relation: str) -> list[str]:
    """Every word a relative of `relation` may call themselves by: the word, its names in the kinds table,
    and the spoken forms of each relation it is a form of ("boyfriend" -> "partner", "fella", "other
    half", …)."""
    rel = relation.lower()
    out = [rel, *kinds.synonyms(rel)]
    for row in _SPOKEN_RELATIONS:
        if rel in row:
            out.extend(row)
    return list(dict.fromkeys(out))


def says_relation(word: str, text: str) -> bool:
    """`text` names the relative `word` asks by any of the relation's forms ("fella" for "boyfriend")."""
    return is_relation(word) and re.search(_forms(relation_forms(word)), text, re.IGNORECASE) is not None


def is_relation(word: str) -> bool:
    """`word` names a relative: a relative of the kinds table, or a spoken form of one ("fella")."""
    return word.lower() in _SPOKEN_WORDS or any(e.family == "relative" and e.member is not None
                                                 for e in kinds.entries(word))


def named_as_relative(who: str, text: str) -> bool:
    """`text` names `who` as someone's relative, the relation's word right before the name ("with our
    granddaughter Lily", the profile's "Wife Janet."): a person the records speak of, who may never write."""
    return any(is_relation(m.group(1)) for m in re.finditer(rf"\b([^\W\d_]+)\s+{named(who)}", text, re.IGNORECASE))


def signs(who: str | Sequence[str], metadata: Mapping[str, Any]) -> bool:
    """A message from a client's account that its writer signs as `who`: the name first, set off by a full
    stop or a colon ("Trudy: crown fitted today", "olwen. spots all over him"), or last, after the closing
    sentence ("… the full routine on Thursday. Marcia"). Only a client's account is read: the trainer's "Jo. Can
    you…" or "…, Jo" speaks to Jo."""
    if metadata.get("sourceType", "message") != "message" or not metadata.get("clientId") \
            or metadata.get("senderId") != metadata.get("clientId"):
        return False
    return signed_as(who, str(metadata.get("text") or ""))


def signed_as(who: str | Sequence[str], text: str) -> bool:
    """`text` signed as `who`, the name first or last (`signs`' reading of the text alone, for a caller that
    already knows the text is a message of a client's account: relative_writer.read)."""
    who_ = _forms(who)
    return (re.match(rf"\W*{who_}\s*[.:]\s", text, re.IGNORECASE) is not None
            or re.search(rf"[.!?]\s*(?:x\s+)?{who_}\W*$", text, re.IGNORECASE) is not None)


def own_words(who: str | Sequence[str], metadata: Mapping[str, Any], sent: bool = False) -> str:
    """The part of a record that is `who`'s own words: all of a message they introduce themselves in or sign,
    their lines of a recorded session, what follows a quote of them (all of a record quoting them after
    the quote); "" when none. With `sent` (a message of theirs is asked, "what did ken text me"), only a
    message they introduce themselves in: a quote of them in another's message ("his brother Ken says
    he'll walk him") or their lines in a session are no message they sent."""
    text = str(metadata.get("text") or "")
    if introduces(who, text) or signs(who, metadata):
        return text
    if sent:
        return ""
    who_ = _forms(who)
    lines = [m.group(1) for m in re.finditer(rf"^\s*{who_}\s*:\s*(.*)$", text, re.IGNORECASE | re.MULTILINE)]
    if lines:
        return "\n".join(lines)
    quote = re.search(rf"{who_}\s+(?:{_QUOTE_VERBS})\b", text, re.IGNORECASE)
    if quote:
        return text[quote.start():]
    return text if re.search(rf"\b{_SAID_AFTER}{who_}", text, re.IGNORECASE) else ""


def quoted_only(who: str | Sequence[str], metadata: Mapping[str, Any], introduced: bool | None = None) -> bool:
    """Whether `who`'s words in the record (`own_words`) are only another's report of them ("pat says i need a
    hobby", in Colin's own message): no message they introduce themselves in, no lines of theirs in a session.
    `introduced`: whether the record introduces `who` (`introduces`), when the caller has read it."""
    text = str(metadata.get("text") or "")
    if not own_words(who, metadata) or (introduces(who, text) if introduced is None else introduced):
        return False
    return re.search(rf"^\s*{_forms(who)}\s*:", text, re.IGNORECASE | re.MULTILINE) is None


# "Oh Pat, what a day", "Thanks Pat, that's common", "Hi Sian,": a turn that opens by addressing the person.
_ADDRESS = r"(?:(?:hi|hiya|hey|hello|oh|ah|aw|thanks|thank\s+you|cheers|morning|evening|sorry|great\s+news|well\s+done)\W+)?"


def addresses(who: str | Sequence[str], text: str) -> bool:
    """`text` opens by speaking to `who` by name: the turn it answers is theirs."""
    return re.match(rf"\W*{_ADDRESS}{_forms(who)}", text, re.IGNORECASE) is not None


# The trainer's lines in a recorded session are labelled so ("Coach: keep it easy this week").
TRAINER_SPEAKER = "coach"


# A session note's sentence that reports what the trainer told the client ("Told him 5 g creatine",
# "advised rest"); the rest of a note is the trainer's record of the client ("FEV1 51 % on Kaftrio").
_TELLING = re.compile(r"\b(?:told|tell|advised|advise|suggested|recommended|reminded|said\s+to|asked\s+(?:him|her|them)\s+to)\b",
                      re.IGNORECASE)


def trainers_words(metadata: Mapping[str, Any], trainer_id: str) -> str:
    """The part of a record that is the trainer's own words to the client: a chat message they sent,
    their lines of a recorded session, the sentences of a session note reporting what they told the
    client ("Told him to ice it"); "" for the client's messages, check-ins and the rest."""
    kind = metadata.get("sourceType") or "message"
    if kind == "message":
        sender = metadata.get("senderId")
        return str(metadata.get("text") or "") if sender and sender in (trainer_id, metadata.get("trainerId")) else ""
    if kind == "transcript_segment":
        return own_words(TRAINER_SPEAKER, metadata)
    if kind != "session_note":
        return ""
    sentences = re.split(r"(?<=[.!?;])\s+|\n+", str(metadata.get("text") or ""))
    return " ".join(s for s in sentences if _TELLING.search(s))


def in_a_chat(metadata: Mapping[str, Any]) -> bool:
    """A chat turn with a time: one that can be answered."""
    return bool(metadata.get("chatId")) and written_at(metadata) is not None


def answers(turn: Mapping[str, Any], message: Mapping[str, Any], gap_s: float) -> bool:
    """`turn` answers `message`: the same chat, another sender, later within `gap_s`."""
    return (in_a_chat(turn) and in_a_chat(message) and turn.get("chatId") == message.get("chatId")
            and turn.get("senderId") != message.get("senderId") and 0 < written_or(turn, 0.0) - written_or(message, 0.0) <= gap_s)


def words_of(who: str | Sequence[str], records: Iterable[Mapping[str, Any]],
             replies: Callable[[Sequence[Mapping[str, Any]]], Iterable[Mapping[str, Any]]],
             answered: Callable[[Sequence[Mapping[str, Any]]], Iterable[Mapping[str, Any]]] | None = None,
             sent: bool = False) -> Iterator[str]:
    """`who`'s words in `records` (module doc): each record's own words of theirs; then, with
    `answered`, the turns that the records opening by addressing them answer ("Oh Pat, what a day"
    answers Pat's message, from Frank's phone); then the texts of the turns `replies` gives for the chat
    messages of theirs (the answers to them). With `sent`, their own words are only the messages they
    sent (`own_words`). Lazy: each lookup is made only once what comes before it has been read."""
    records = list(records)
    theirs = []
    for metadata in records:
        words = own_words(who, metadata, sent)
        if words:
            yield words
            if in_a_chat(metadata):
                theirs.append(metadata)
    if answered is not None:
        # Another's turn addressing them (the trainer's, not the client's own account's).
        to_them = [m for m in records if in_a_chat(m) and m.get("senderId") not in (None, m.get("clientId"))
                   and addresses(who, str(m.get("text") or ""))]
        for turn in (answered(to_them) if to_them else ()):
            yield str(turn.get("text") or "")
            theirs.append(turn)
    if theirs:
        yield from (str(t.get("text") or "") for t in replies(theirs))


def first_said(thing: str, said: Callable[[str], bool], is_client: Callable[[str], bool], measures: bool = False) -> str:
    """The first word of `thing` that names no client and that the history says (`said`), as the
    trainer typed it; "" when none: a word no record says is the decision's to read as missing (its
    meaning may be said in other words), and what follows the first one qualifies it. A word starting
    with a digit is read only with `measures`, and only with a letter in it ("the 10k", not "95")."""
    for word in answerability.topic_words(thing.lower()):
        if not (word[0].isalpha() or (measures and any(ch.isalpha() for ch in word))):
            continue
        if not is_client(re.sub(r"['\u2019]s$", "", word)) and said(word):
            return word
    return ""


def holds(word: str, text: str, thing: str) -> bool:
    """`text` says `word` (of `thing`) by the decision's one test (answerability.holds)."""
    return bool(text) and answerability.holds(word, {"text": text}, thing)
