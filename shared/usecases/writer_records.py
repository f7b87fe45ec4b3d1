"""The records answering who writes a client's messages, and the messages the client wrote themselves,
when a relative writes some of them from the client's account (shared/domain/relative_writer.py reads the
questions and the messages; this module finds them). A lead of asked_records, the one step chatWithAI and
semanticSearch take after the decision.

"who texts for kezia": the relative's introduction ("Hi Zinaida, it's Marcia, Kezia's mum"), then the
records naming them as the client's relative (the profile's "Mum Marcia does the arrangements", a note's),
then their other messages. "did jinty ever text me herself": the client's own messages ("its jinty myself",
"jinty here"). [] for any other question, no client in focus, or an account where no relative introduces
themselves (the ranking answers, or the refusal stands: "does brody's mum text for him").
"""

from __future__ import annotations

from typing import Sequence

from shared.domain import answerability, person_words, relative_writer
from shared.domain.record_time import written_at
from shared.kernel.deadline import before_read
from shared.ports.vectorstore import Match, QueryFilter
from shared.usecases.backends import Backends
from shared.usecases.tenancy import ClientRef

# The messages of the client's account read: the keyword lookup of the client's first name finds every one
# of them (the sender's name is matched as the text is); a long history's oldest may fall past this many.
ACCOUNT_READ = 300
# The records naming the relative read, for their profile's and notes' mentions.
NAMING_READ = 20


def writer_records(backends: Backends, trainer_id: str, question: str, scope: QueryFilter,
                   roster: Sequence[ClientRef], asked: relative_writer.Asked | None = None) -> list[Match]:
    """Who writes the client's messages (module docstring); [] for any other question or none found. `asked`: the
    question's reading (relative_writer.asked), when the caller has read it."""
    asked = relative_writer.asked(question) if asked is None else asked
    if not (asked.writer or asked.own):
        return []
    client = next((c for c in roster if scope.client_id and c.client_id == scope.client_id), None)
    if client is None:
        return []
    first = client.display_name.split()[0] if client.display_name.split() else ""
    if not first:
        return []
    before_read("the request's budget was spent before reading the client's messages")
    found = backends.store.keyword_query(trainer_id, first, ACCOUNT_READ,
                                         QueryFilter(client_id=client.client_id, source_types=("message",)))
    account = sorted((m for m in {m.id: m for m in found}.values()
                      if m.metadata.get("senderId") == client.client_id),
                     key=lambda m: (written_at(m.metadata) or 0.0, m.id))
    writers = relative_writer.read([str(m.metadata.get("text") or "") for m in account], [first.lower()])
    if not writers.introductions:
        return []
    if asked.own:
        own = [account[i] for i in writers.own]
        thing = relative_writer.own_thing(question)
        if not thing:
            return own
        # "what did kezia ask me herself about her ankle": those of theirs saying the thing (its first word the
        # account says, as speaker_records reads a person's words); none saying it leaves it to the ranking.
        word = person_words.first_said(thing, lambda w: any(answerability.holds(w, m.metadata, thing) for m in own),
                                       lambda w: w.lower() == first.lower())
        return [m for m in own if word and answerability.holds(word, m.metadata, thing)]
    intros = [account[i] for i in writers.introductions]
    naming: list[Match] = []
    if writers.names:
        before_read("the request's budget was spent before reading the records naming the relative")
        looked = backends.store.keyword_query(trainer_id, " ".join(writers.names), NAMING_READ,
                                              QueryFilter(client_id=client.client_id))
        naming = [m for m in looked if m.metadata.get("sourceType") != "message"
                  and any(person_words.named_as_relative(n, str(m.metadata.get("text") or "")) for n in writers.names)]
    rest = [account[i] for i in writers.relatives if i not in writers.introductions]
    return list({m.id: m for m in [*intros, *naming, *rest]}.values())
