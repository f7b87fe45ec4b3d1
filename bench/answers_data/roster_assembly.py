"""The one way a synthetic roster's tables become a data set (demo/data/demo_dataset.json's format).

bench/answers_data/build_roster.py and build_blind.py write different trainers, clients and
stories in the same tables: TRAINERS, CLIENTS, PROFILES, one STORY per one-to-one chat, GROUPS,
NOTES, TRANSCRIPTS, CHECKINS. This turns such tables into records (demo/records.py) and the
story tags into message ids. What differs between the rosters stays in their builders: the
everyday chatter's pools and the health data's tables. The blind rosters draw their chatter
(`chatter`, from the builder's own random stream in client order, so a data set is the same byte
for byte) and build their health records (`health`) the same way, here.
"""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta
from typing import Any, Callable, Sequence

from demo import records


def assemble(
    *, trainers: Sequence[dict[str, Any]], clients: Sequence[tuple[str, str, str, str]], profiles: list[dict[str, Any]],
    asked_at: str, when: Callable[[str], datetime], chat_lines: Callable[[str], list[Any]],
    groups: Sequence[dict[str, Any]], group_lines: str, notes: Sequence[tuple[str, str, str, str]],
    transcripts: Sequence[dict[str, Any]], checkins: Sequence[tuple[Any, ...]],
) -> tuple[dict[str, Any], dict[str, str]]:
    """(data set, story tag -> message id).

    `clients`: (trainer short, client id, name, client short); `chat_lines(short)`: the lines of
    that client's one-to-one chat, story and chatter (each line a (when "MM-DD HH:MM", who, text,
    tag) tuple; who "c" the client, "t" the trainer, or a member's short name in a group);
    `group_lines`: the key of a group's lines; `when`: a line's time.
    """
    by_short = {t["short"]: t for t in trainers}
    members = {short: (trainer, cid, name) for trainer, cid, name, short in clients}
    data: dict[str, Any] = {
        "trainers": [{k: t[k] for k in ("id", "displayName", "email")} for t in trainers],
        "clients": [records.client(cid, by_short[tr]["id"], name) for tr, cid, name, _ in clients],
        "profiles": profiles,
        "chats": [],
        "messages": [],
        "sessionNotes": [],
        "transcripts": [],
        "checkins": [],
        "askedAt": asked_at,
    }
    tags: dict[str, str] = {}

    def add(chat_id: str, prefix: str, lines: list[Any], senders: dict[str, tuple[str, str]]) -> None:
        # Ordered by time; a tagged story line before chatter at the same minute.
        for n, line in enumerate(sorted(lines, key=lambda x: (when(x.when), x.tag is None)), 1):
            mid = f"m-{prefix}-{n:03d}"
            sid, sname = senders[line.who]
            data["messages"].append(records.message(mid, chat_id, sid, sname, line.text, records.iso(when(line.when))))
            if line.tag:
                assert line.tag not in tags, line.tag
                tags[line.tag] = mid

    for trainer_short, cid, name, short in clients:
        t = by_short[trainer_short]
        chat_id = f"chat-{trainer_short}-{short}"
        data["chats"].append(records.chat(chat_id, t["id"], cid))
        add(chat_id, f"{trainer_short}-{short}", chat_lines(short), {"c": (cid, name), "t": (t["id"], t["displayName"])})

    for group in groups:
        t = by_short[group["trainer"]]
        ids = [members[s][1] for s in group["members"]]
        data["chats"].append(records.chat(group["id"], t["id"], None, [t["id"], *ids]))
        senders = {"t": (t["id"], t["displayName"])}
        senders.update({s: (members[s][1], members[s][2]) for s in group["members"]})
        add(group["id"], group["id"].removeprefix("chat-"), group[group_lines], senders)

    for trainer_short, short, date, text in notes:
        t = by_short[trainer_short]
        data["sessionNotes"].append(records.session_note(f"sn-{trainer_short}-{short}-{date[5:7]}{date[8:10]}", t["id"],
                                                         members[short][1], date, t["displayName"], text))
    for tr in transcripts:
        t = by_short[tr["trainer"]]
        data["transcripts"].append(records.transcript(tr["id"], t["id"], members[tr["client"]][1], tr["startedAt"],
                                                      tr["title"], tr["lines"]))
    for short, date, sleep, stress, adherence, comment in checkins:
        trainer_short, cid, _ = members[short]
        data["checkins"].append(records.checkin(f"ci-{trainer_short}-{short}-{date}", by_short[trainer_short]["id"], cid,
                                                date, sleep, stress, adherence, comment))
    return data, tags


def chatter(rng: random.Random, n: int, start: datetime, end: datetime, client_pool: Sequence[str],
            trainer_pool: Sequence[str], line: Callable[..., Any]) -> list[Any]:
    """n everyday exchanges at random times between `start` and `end`: a client line from
    `client_pool`, often answered by the coach from `trainer_pool`; `line(when, who, text, tag)`
    makes each line."""
    out = []
    minutes = int((end - start).total_seconds() // 60)
    for _ in range(n):
        at = (start + timedelta(minutes=rng.randrange(minutes))).replace(hour=rng.randint(7, 21))
        out.append(line(at.strftime("%m-%d %H:%M"), "c", rng.choice(client_pool), None))
        if rng.random() < 0.5:
            reply = at + timedelta(minutes=rng.randint(2, 120))
            out.append(line(reply.strftime("%m-%d %H:%M"), "t", rng.choice(trainer_pool), None))
    return out


def health(seed: int, readings: Sequence[tuple[Any, ...]], goals: Sequence[tuple[Any, ...]], labs: Sequence[tuple[Any, ...]],
           clients: dict[str, tuple[str, str, str]], trainers: dict[str, dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Metric readings, goals and lab panels in the validated write path's shape, from a roster's
    READINGS (a straight line from `start` to `end` every `every` days, ± `wobble`), GOALS and LABS
    tables; `clients`: client short -> (trainer short, client id, name)."""
    rng = random.Random(seed)
    metrics: list[dict[str, Any]] = []
    for short, metric, unit, first, last, every, begin, end, wobble in readings:
        trainer_short, cid, _ = clients[short]
        day, stop = datetime.fromisoformat(first), datetime.fromisoformat(last)
        n = (stop - day).days // every
        for i in range(n + 1):
            at = (day + timedelta(days=i * every)).replace(hour=7, minute=rng.randint(0, 59))
            value = begin + (end - begin) * i / max(n, 1) + rng.uniform(-wobble, wobble)
            value = round(value) if unit == "steps" else round(value, 1)
            metrics.append({"id": f"hm-{trainer_short}-{short}-{metric}-{at:%m%d}", "trainerId": trainers[trainer_short]["id"],
                            "clientId": cid, "type": metric, "value": value, "unit": unit, "recordedAt": records.iso(at)})
    goal_rows = []
    for short, gid, metric, target, unit, deadline, status in goals:
        trainer_short, cid, _ = clients[short]
        goal = {"id": gid, "trainerId": trainers[trainer_short]["id"], "clientId": cid, "metric": metric,
                "target": target, "unit": unit, "status": status}
        if deadline:
            goal["deadline"] = deadline + "T00:00:00Z"
        goal_rows.append(goal)
    lab_rows = []
    for short, day, biomarker, value, unit, low, high in labs:
        trainer_short, cid, _ = clients[short]
        lab_rows.append({"id": f"lab-{trainer_short}-{short}-{day}-{biomarker.lower().replace(' ', '')}",
                         "trainerId": trainers[trainer_short]["id"], "clientId": cid, "biomarker": biomarker, "value": value,
                         "unit": unit, "referenceLow": low, "referenceHigh": high, "panelDate": day + "T08:00:00Z"})
    return {"healthMetrics": metrics, "healthGoals": goal_rows, "labResults": lab_rows}


def blind_roster(spec: Any, seed: int, health_seed: int, when: Callable[[str], datetime] | None = None,
                 chatter_lines: tuple[int, int] = (18, 30)) -> tuple[dict, dict[str, str]]:
    """A blind roster's data set and story tags → message ids, from its builder module `spec`
    (its tables: TRAINERS, CLIENTS, PROFILES, ASKED_AT, STORY, START, END, CLIENT_CHATTER,
    TRAINER_CHATTER, GROUPS, NOTES, TRANSCRIPTS, CHECKINS, READINGS, GOALS, LABS, YEAR, and the
    chatter's line type Line). `seed`
    draws the chatter, `health_seed` the readings' wobble: each builder keeps its own, so its
    data set stays the same byte for byte. `when` reads a chat line's "MM-DD HH:MM" (by default in
    spec.YEAR; a roster across a new year passes its own); each client gets between
    `chatter_lines` lines of everyday chatter."""
    rng = random.Random(seed)
    clients = {short: (trainer, cid, name) for trainer, cid, name, short in spec.CLIENTS}
    data, tags = assemble(
        trainers=spec.TRAINERS, clients=spec.CLIENTS, profiles=spec.PROFILES, asked_at=spec.ASKED_AT,
        when=when or (lambda text: records.at(text, spec.YEAR)),
        chat_lines=lambda short: spec.STORY[short] + chatter(rng, rng.randint(*chatter_lines), spec.START, spec.END,
                                                              spec.CLIENT_CHATTER, spec.TRAINER_CHATTER, spec.Line),
        groups=spec.GROUPS, group_lines="lines", notes=spec.NOTES, transcripts=spec.TRANSCRIPTS, checkins=spec.CHECKINS,
    )
    data.update(health(health_seed, spec.READINGS, spec.GOALS, spec.LABS, clients, {t["short"]: t for t in spec.TRAINERS}))
    return data, tags


def write(build: Callable[[], tuple[dict, dict[str, str]]], out: Any, default_out: Any, tags_out: Any) -> None:
    """Write a builder's data set to `out` (and its story tags when `out` is the shipped file), then say what it holds."""
    data, tags = build()
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    if out == default_out:
        tags_out.write_text(json.dumps(tags, indent=1, sort_keys=True) + "\n")
    print(f"wrote {out}: {len(data['clients'])} clients, {len(data['chats'])} chats, {len(data['messages'])} messages, "
          f"{len(data['sessionNotes'])} notes, {len(data['transcripts'])} transcripts, {len(data['checkins'])} check-ins, "
          f"{len(data.get('healthMetrics', []))} health readings, {len(data.get('healthGoals', []))} goals, "
          f"{len(data.get('labResults', []))} lab results")
