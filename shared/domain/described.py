"""A client named by what their profile says they do or where they live: "the surveyor's sprained ankle",
"the skipton lad's ligaments", "the braintree lady's lad", "the old netsman's walking aid", "the scrap yard lad's
sore chest", "what did my guy from ruthin win", "my c1 paddler's result", of the one client whose profile notes say
"Trainee surveyor in Skipton", "Dental nurse in Braintree", "Salmon netsman on the Teifi", "Works at the scrap yard
in Bilston", "Plumber from Ruthin", "the squad's only C1 (canoe) paddler".

Read only where the question, read as the whole roster's, was refused (chat/read_again.py `_described_client`):
h-wrong57 wrote such a question as the client's before it was read (commit 6ca0d874, reverted) and two questions
the roster's reading had answered from the right records ("the farrier's heel cord") were refused by the client's
stricter reading of the thing's words; asked again only after a refusal, an answer stands as before.

Why: a trainer calls a client by their trade or town as often as by a pet name, and the question then names no
client: the search ranked the whole roster's records for "surveyor sprained ankle" and the records, which never
say "surveyor", were refused (h-wrong57: blind42-032, blind43-392, blind44-612, blind45-031/-032/-699, four
rosters; h-fail56 measured the class). `trades` (shared/domain/names.py TRADE_NAMES) reads only the slang names
("the postie"), never the trade's own word, because "the nurse" or "the physio" is as often the client's
clinician: here the trade's own word is read only as a possessive or before a person's word ("lad", "lady"),
only where one client's profile notes say every word of it, and never a clinician's or a relative's word alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

# Letters, and digits too ("c1", "k1": a boat's class names the paddler as a trade does).
_WORD = re.compile(r"[^\W_]+(?:['\u2019-][^\W_]+)*", re.UNICODE)
# A word for the person themselves after the trade or the town ("the skipton *lad*'s", "the braintree *lady*'s").
PERSON_WORDS = frozenset("""lad lads lass lassie lady man woman fella fellow bloke girl boy guy chap gent gentleman
    feller""".split())
# How the trainer says the client is, before the trade ("the *old* netsman's"): not the profile's to say.
_MANNER = frozenset("old young wee little big".split())
# Words that are never a client's trade or town: the people who treat or coach them, their relatives, and the
# frame of a sentence. "the physio's letter", "the gp's advice", "the wife's message" name someone else.
_CLINICIANS = frozenset("""physio physiotherapist gp doctor doc nurse surgeon consultant midwife dentist
    specialist cardiologist podiatrist chiropodist osteopath chiropractor""".split())
_NOT_THE_CLIENT = frozenset("""hospital clinic coach trainer instructor teacher boss manager vet club team group
    wife husband partner boyfriend girlfriend mum mam mother dad father son daughter brother sister nan gran
    granny grandad grandson granddaughter uncle auntie aunt cousin baby kid kids
    the a an of at in on to for and or with from by his her their my your its our works worked working retired
    known as""".split())
# The endings of a noun for one who does a thing ("surveyor", "netsman", "joiner", "florist"): without a person's
# word after it, only such a word ends the name ("the surveyor's"), not a thing of the profile ("the regatta's").
_AGENT_ENDINGS = ("man", "men", "woman", "er", "or", "ist", "ian", "eer", "nurse")
# A profile's own words of so few letters are as often a word of anything ("gp", "uk").
_MIN_LETTERS = 4
# At most this many words name the client before the person's word ("the sugar beet factory lad").
MOST_WORDS = 3


def profile_words(notes: str) -> frozenset[str]:
    """The lowercased words of a profile's notes ("Trainee surveyor in Skipton."), each as written and without a
    plural's "s", that may name the client: not a clinician's, a relative's or a frame word."""
    out: set[str] = set()
    for word in _WORD.findall(notes or ""):
        w = word.lower().replace("\u2019", "'")
        if w.endswith("'s"):
            w = w[:-2]
        if (len(w) >= _MIN_LETTERS or any(ch.isdigit() for ch in w) and len(w) > 1) and w not in _NOT_THE_CLIENT:  # a clinician's word kept: "Dental nurse"
            out.add(w)
            if w.endswith("s"):
                out.add(w[:-1])
    return frozenset(out)


def described_client(question: str, words_of: Mapping[str, frozenset[str]]) -> tuple[int, int, str, bool] | None:
    """The span of `question` that names one client by their profile's words (`words_of`: client id → their
    `profile_words`), as (start, end, client id, possessive); None when there is none.

    Read after "the", "our" or "my": one to `MOST_WORDS` words of the profile, with "old" or "wee" before them,
    ending on a possessive ("the surveyor's") or followed by a person's word ("the skipton lad", "the braintree
    lady's"); or a person's word and "from" the profile's words ("my guy from ruthin", "the lad from ruthin").
    Every one of those words must be said by the same client's notes, and by no other client's: "the keighley
    lad" of two clients in Keighley names neither."""
    tokens = [(m.start(), m.end(), m.group(0)) for m in _WORD.finditer(question)]
    for i, (start, _end, word) in enumerate(tokens):
        if word.lower() not in ("the", "our", "my"):
            continue
        found = _after_article(tokens, i + 1, words_of)
        if found is not None:
            end, client, possessive = found
            return start, end, client, possessive
    return None


def _after_article(tokens: Sequence[tuple[int, int, str]], i: int,
                   words_of: Mapping[str, frozenset[str]]) -> tuple[int, str, bool] | None:
    while i < len(tokens) and tokens[i][2].lower() in _MANNER:
        i += 1
    said: list[str] = []
    if (i + 2 < len(tokens) and tokens[i][2].lower() in PERSON_WORDS and tokens[i + 1][2].lower() == "from"):
        return _from_place(tokens, i + 2, words_of)
    for j in range(i, min(i + MOST_WORDS + 1, len(tokens))):
        raw = tokens[j][2].lower().replace("\u2019", "'")
        possessive = raw.endswith("'s")
        word = raw[:-2] if possessive else raw
        if said and word in PERSON_WORDS:
            client = _one_owner(said, words_of)
            return (tokens[j][1], client, possessive) if client is not None else None
        if word in _NOT_THE_CLIENT or len(said) == MOST_WORDS:
            return None
        said.append(word)
        if possessive:
            # "the surveyor's", "the dental nurse's"; not "the nurse's" (a clinician alone is the client's
            # clinician) nor "the regatta's" (a thing of the profile, no one who does it).
            if (all(w in _CLINICIANS for w in said) or not word.endswith(_AGENT_ENDINGS)):
                return None
            client = _one_owner(said, words_of)
            return (tokens[j][1], client, True) if client is not None else None
    return None


def _from_place(tokens: Sequence[tuple[int, int, str]], i: int,
                words_of: Mapping[str, frozenset[str]]) -> tuple[int, str, bool] | None:
    """"my guy from ruthin['s]": the place's one or two words after "from", every one said by one client's notes
    alone; the longest that is (a place of two words, "much wenlock", before one of them)."""
    for count in (2, 1):
        if i + count > len(tokens):
            continue
        raw = [tokens[k][2].lower().replace("\u2019", "'") for k in range(i, i + count)]
        possessive = raw[-1].endswith("'s")
        said = raw[:-1] + [raw[-1][:-2] if possessive else raw[-1]]
        if any(w in _NOT_THE_CLIENT for w in said):
            continue
        client = _one_owner(said, words_of)
        if client is not None:
            return tokens[i + count - 1][1], client, possessive
    return None


def _one_owner(said: Iterable[str], words_of: Mapping[str, frozenset[str]]) -> str | None:
    """The one client whose profile words hold every word `said`; None for none or several."""
    said = list(said)
    owners = [client for client, words in words_of.items() if all(w in words for w in said)]
    return owners[0] if len(owners) == 1 else None
