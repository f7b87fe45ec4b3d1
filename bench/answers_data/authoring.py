"""Helpers to write question lists by hand (demo_questions.py, roster_questions.py, the blind sets) and their files."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date, timedelta


@dataclass
class Q:
    trainer: str
    question: str
    kind: str
    evidence: list[str] | None
    client: str | None = None
    why: str | None = None  # unanswerable: never_for_client / other_client / other_trainer
    follow: str | None = None  # key of the question this one follows
    at: str | None = None  # asked_at, ISO
    key: str | None = None
    extra: dict[str, str] = field(default_factory=dict)


def m(prefix: str, *numbers: int) -> list[str]:
    """Message ids: m("maya-sarah-", 8, 10) → ["m-maya-sarah-008", "m-maya-sarah-010"]."""
    return [f"m-{prefix}{n:03d}" for n in numbers]


def blind_rows(questions: list, prefix: str, dataset: str, client_id: dict[str, str], dev_clients,
               evidence_of) -> list[dict]:
    """The JSONL rows of a blind set's questions (blind_questions.py, blind2_questions.py): ids
    `{prefix}-NNN` in list order, the split by client (`dev_clients`, the rest test), follow-ups by
    key. `evidence_of(q)` turns a question's evidence tags into record ids. One definition, so the
    two sets cannot drift apart in how a row is written."""
    keys = {q.key: f"{prefix}-{n:03d}" for n, q in enumerate(questions, 1) if q.key}
    assert len(keys) == sum(q.key is not None for q in questions)
    out = []
    for n, q in enumerate(questions, 1):
        about = q.client or q.about
        assert about in client_id, q.question
        assert (q.evidence is None) == (q.why is not None), q.question
        rec = {
            "id": f"{prefix}-{n:03d}",
            "dataset": dataset,
            "trainer": q.trainer,
            "question": q.question,
            "kind": q.kind,
            "answerable": q.evidence is not None,
            "evidence_ids": evidence_of(q),
            "client": client_id[q.client] if q.client else None,
            "split": "dev" if about in dev_clients else "test",
            "follow_up_of": keys[q.follow] if q.follow else None,
            "why_unanswerable": q.why,
        }
        out.append({k: v for k, v in rec.items() if v is not None})
    return out


def write_questions(out_path, header: str, rows: list[dict]) -> None:
    """Write a question file (a comment header, then one JSON object per line) and say what it holds."""
    out_path.write_text(header + "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    dev = sum(r["split"] == "dev" for r in rows)
    print(f"wrote {len(rows)} questions ({sum(not r['answerable'] for r in rows)} unanswerable, {dev} dev) to {out_path}")


WEEKS = "@weeks:"

# Why a question is unanswerable (`why`), the reasons bench.answers scores refusals by.
NEVER, OTHER_CLIENT, OTHER_TRAINER, OTHER_PERIOD = "never_for_client", "other_client", "other_trainer", "other_period"



def note_id(trainer: str, short: str, mmdd: str) -> str:
    """A session note's id in the blind rosters (trainer and client by short name, "MMDD")."""
    return f"sn-{trainer}-{short}-{mmdd}"


def checkin_id(trainer: str, short: str, day: str) -> str:
    """A check-in's id in the blind rosters (day "YYYY-MM-DD")."""
    return f"ci-{trainer}-{short}-{day}"

@dataclass(frozen=True)
class RosterIds:
    """The evidence ids a blind question file writes for one roster's client records, by the
    client's short name; `roster_rows` / `blind_rows` read them back against the data set."""

    client_id: dict[str, str]

    @classmethod
    def of(cls, clients) -> "RosterIds":
        """From a builder's CLIENTS rows (trainer, client id, name, short name)."""
        return cls({short: cid for _, cid, _, short in clients})

    def profile(self, short: str) -> str:
        return self.client_id[short]

    def weeks(self, short: str, metric: str) -> str:
        """The last 4 weekly summaries of a client's metric (`last_weeks` expands them): how the
        client is doing now; older summaries measure the distance to a goal from old readings."""
        return f"{WEEKS}{self.client_id[short]}:{metric}"

    def lab(self, short: str, day: str) -> str:
        return f"{self.client_id[short]}:{day}"

    def week(self, short: str, metric: str, *numbers: int) -> list[str]:
        """Weekly summary ids of a client's metric for ISO weeks of 2026 (a period's readings)."""
        return [f"{self.client_id[short]}:{metric}:2026-W{n:02d}" for n in numbers]

    def span(self, short: str, metric: str, first: str, last: str) -> list[str]:
        """Weekly summary ids of a client's metric for the ISO weeks from day `first` to day `last`
        (ISO dates), in order, of whatever year each falls in (a roster across a new year; `week`
        names weeks of 2026 only)."""
        day, stop, out = date.fromisoformat(first), date.fromisoformat(last), []
        while day <= stop:
            year, week, _ = day.isocalendar()
            wid = f"{self.client_id[short]}:{metric}:{year}-W{week:02d}"
            if wid not in out:
                out.append(wid)
            day += timedelta(days=1)
        return out


@dataclass(frozen=True)
class BuiltRoster:
    """The evidence ids of a roster's notes, check-ins and weekly summaries, read from its builder's rows
    (a build_blind* module with CLIENTS (trainer, client id, name, short), NOTES (trainer, short, ISO day,
    ...), CHECKINS (short, ISO day, ...) and READINGS (short, metric, ..., first day, last day)): the
    lookups blind42- ... blind45_questions wrote the same way each."""

    ids: RosterIds
    trainer_short: dict[str, str]
    notes_of: tuple
    checkins_of: tuple
    first_reading: dict[tuple[str, str], str]
    last_reading: dict[tuple[str, str], str]

    @classmethod
    def of(cls, builder) -> "BuiltRoster":
        return cls(RosterIds.of(builder.CLIENTS), {short: trainer for trainer, _, _, short in builder.CLIENTS},
                   tuple(builder.NOTES), tuple(builder.CHECKINS),
                   {(r[0], r[1]): r[3] for r in builder.READINGS}, {(r[0], r[1]): r[4] for r in builder.READINGS})

    def span(self, c: str, metric: str, first: str, last: str) -> list[str]:
        """The weekly summaries of a period, from the client's first reading to their last when the period
        runs past either."""
        return self.ids.span(c, metric, max(first, self.first_reading[(c, metric)]),
                             min(last, self.last_reading[(c, metric)]))

    def notes(self, c: str) -> list[str]:
        """A client's session note ids in date order (two or three: not every client has the same)."""
        return [note_id(r[0], c, r[2][5:7] + r[2][8:10]) for r in self.notes_of if r[1] == c]

    def cis(self, c: str) -> list[str]:
        """A client's check-in ids in date order (one to three)."""
        return [checkin_id(self.trainer_short[c], c, r[1]) for r in self.checkins_of if r[0] == c]


def last_weeks(evidence: str, health) -> list[str]:
    """The last 4 weekly metric summaries that "@weeks:<client>:<metric>" names, among the health
    record ids `health` (shared/usecases/health/loader.py, `record_ids`)."""
    prefix = evidence.removeprefix(WEEKS) + ":"
    found = sorted(k for k in health if k.startswith(prefix))  # ISO weeks of one year sort by time
    assert len(found) >= 4, evidence
    return found[-4:]


def roster_rows(questions: list, prefix: str, dataset: str, client_id: dict[str, str], builder) -> list[dict]:
    """`blind_rows` for a roster built by `builder` (a build_blind* module: `build()`, `DEV_CLIENTS`),
    each question's evidence read against what that roster holds: a story tag (-> its message id), a
    note, transcript or check-in id, a client profile (its client id), a health record id, or
    "@weeks:<client>:<metric>" for the last 4 weekly summaries of that metric."""
    from shared.usecases.health.loader import record_ids

    data, tags = builder.build()
    health = record_ids(data)
    ids = {r["id"] for k in ("sessionNotes", "transcripts", "checkins") for r in data[k]} | set(client_id.values())

    def evidence_of(q) -> list[str]:
        out: list[str] = []
        for e in q.evidence or []:
            if e.startswith(WEEKS):
                out.extend(last_weeks(e, health))
            else:
                assert e in tags or e in ids or e in health, (e, q.question)
                out.append(tags.get(e, e))
        assert len(set(out)) == len(out), q.question
        assert all(e in ids or e in health or e in tags.values() for e in out), q.question
        return out

    return blind_rows(questions, prefix, dataset, client_id, builder.DEV_CLIENTS, evidence_of)
