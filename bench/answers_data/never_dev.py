#!/usr/bin/env python3
"""Write bench/answers_data/never_dev.jsonl: dev questions on "it never came up for that client".

    functions/venv/bin/python -m bench.answers_data.never_dev

Written on 2026-11-28 by helper h-never (issue 14, fifth session) because the dev splits held too
few unanswerable failures left to learn from. The author read only the records of DEV clients of
the two blind rosters (blind: Teodor, Hyun-woo, Ingrid; blind2: Kenji, Priya, Tane, Haruka,
Gideon) and wrote and committed this file before running anything on it. About two thirds are
unanswerable the ways trainers ask: a body part, side, medicine, number, event or test
neighbouring what the client did talk about, a yes/no about something never mentioned, the right
topic in a period where it never came up. The rest are answerable controls asked casually near
them. Every row is split "dev": tune on them freely. Rows of both data sets share the file
(`bench.answers` loads each data set a row names).
"""

from __future__ import annotations

from pathlib import Path

from bench.answers_data import authoring, build_blind, build_blind2
from bench.answers_data import blind2_questions as b2
from bench.answers_data import blind_questions as b1
from bench.answers_data.blind_questions import B

OUT = Path(__file__).resolve().parent / "never_dev.jsonl"
HEADER = (
    "// bench.answers dev questions on 'never came up for that client' (issue 14), written 2026-11-28 by h-never\n"
    "// from the DEV clients' records of blind and blind2 only, before running anything on them.\n"
    "// Built by bench/answers_data/never_dev.py; edit the list there. split is \"dev\" for every row.\n"
)
NEVER, OTHER_PERIOD = "never_for_client", "other_period"
AMA, LUCIA, BJORN = b2.AMA, b2.LUCIA, b2.BJORN
NORA, FELIX, TOMASZ = "coach-nora", "coach-felix", "coach-tomasz"

BLIND2: list[B] = [
    # Kenji: left de Quervain's, naproxen then a steroid injection, kendo 3rd dan grading, taiko gig.
    B(AMA, "did kenji get an mri on his wrist", "yes_no", None, "kenji", NEVER),
    B(AMA, "how did kenjis kendo tournament go", "named", None, "kenji", NEVER),
    B(AMA, "kenjis grip strength in june", "topic_period", None, "kenji", OTHER_PERIOD),
    B(AMA, "did the injection help kenjis wrist", "yes_no", ["kenji-injection", "sn-ama-kenji-0403"], "kenji"),
    B(AMA, "why did kenji come off the naproxen", "paraphrase", ["kenji-stomach", "kenji-stomach-coach"], "kenji"),
    # Priya: left ATFL sprain, show opening, hypermobile, propranolol before an audition, right hip click.
    B(AMA, "did priya sprain her right ankle", "yes_no", None, "priya", NEVER),
    B(AMA, "priyas hamstring ok?", "possessive", None, "priya", NEVER),
    B(AMA, "how did priyas audition go in march", "topic_period", None, "priya", OTHER_PERIOD),
    B(AMA, "priyas calf", "possessive", None, "priya", NEVER),
    B(AMA, "how did priyas opening night go", "how_doing", ["priya-opening"], "priya"),
    B(AMA, "priyas balance on the bad side", "paraphrase", ["priya-wobble", "sn-ama-priya-0219"], "priya"),
    # Tane: bulking to 118 kg, lactose and egg protein, calf cramp, game-day food.
    B(LUCIA, "whats tanes body fat", "numbers", None, "tane", NEVER),
    B(LUCIA, "how much fat is tane eating a day", "numbers", None, "tane", NEVER),
    B(LUCIA, "did tane get concussed this season", "yes_no", None, "tane", NEVER),
    B(LUCIA, "tanes weight in april", "topic_period", None, "tane", OTHER_PERIOD),
    B(LUCIA, "is tanes stomach ok now", "recency", ["tane-egg", "ci-lucia-tane-2026-03-27"], "tane"),
    B(LUCIA, "did tane make 118", "yes_no", ["tane-weight-3", "tane-hold-coach"], "tane"),
    # Haruka: first Olympic triathlon, right hip flexor strain, vitamin D, open-water panic, 2:41:33.
    B(BJORN, "did haruka hurt her left hip", "yes_no", None, "haruka", NEVER),
    B(BJORN, "harukas swim split at the tri", "numbers", None, "haruka", NEVER),
    B(BJORN, "whats harukas ftp", "numbers", None, "haruka", NEVER),
    B(BJORN, "did haruka crash on the bike", "yes_no", None, "haruka", NEVER),
    B(BJORN, "how was harukas hip in may", "topic_period", None, "haruka", OTHER_PERIOD),
    B(BJORN, "how did haruka do in the tri", "how_doing", ["haruka-race", "haruka-race-coach"], "haruka"),
    B(BJORN, "harukas second open water swim?", "named", ["haruka-ow-2"], "haruka"),
    # Gideon: 200 kg squat goal, amlodipine and puffy ankles, right pec strain, the meet on 9 May.
    B(BJORN, "did gideon hurt his back squatting", "yes_no", None, "gideon", NEVER),
    B(BJORN, "is gideon on lisinopril", "yes_no", None, "gideon", NEVER),
    B(BJORN, "gideons bp in january", "topic_period", None, "gideon", OTHER_PERIOD),
    B(BJORN, "whats gideons resting heart rate", "numbers", None, "gideon", NEVER),
    B(BJORN, "what did gideon bench at the meet", "numbers", ["gideon-meet"], "gideon"),
    B(BJORN, "how are gideons ankles", "possessive", ["gideon-ankles"], "gideon"),
    B(BJORN, "gideons pec ok now?", "recency", ["gideon-pec-2", "sn-bjorn-gideon-0401"], "gideon"),
]

BLIND: list[B] = [
    # Teodor: sub-40 10k, left plantar fasciitis, night splint and new shoes.
    B(FELIX, "did teodor hurt his right heel", "yes_no", None, "teodor", NEVER),
    B(FELIX, "is teodor wearing orthotics", "yes_no", None, "teodor", NEVER),
    B(FELIX, "teodors tempo session?", "named", ["teodor-tempo"], "teodor"),
    # Hyun-woo: Wegovy, stopped smoking with patches, stiff neck at the hot desk, leg press.
    B(TOMASZ, "did hyunwoo try nicotine gum", "yes_no", None, "hyunwoo", NEVER),
    B(TOMASZ, "hyunwoos squat numbers", "numbers", None, "hyunwoo", NEVER),
    B(TOMASZ, "hyunwoos neck", "possessive", ["hyunwoo-neck", "hyunwoo-neck-coach"], "hyunwoo"),
    # Ingrid: TSH and levothyroxine, plateau, feeling cold, Nordic walking, stiff on the stairs.
    B(NORA, "ingrids t4 level", "numbers", None, "ingrid", NEVER),
    B(NORA, "ingrids knee on the stairs", "possessive", None, "ingrid", NEVER),
    B(NORA, "is ingrid still tired", "recency", ["ingrid-tsh-2"], "ingrid"),
]


def rows() -> list[dict]:
    out = []
    data1, tags1 = build_blind.build()
    out += authoring.blind_rows(BLIND, "never-b", b1.DATASET, b1.CLIENT_ID, build_blind.DEV_CLIENTS,
                                lambda q: b1._expand(q.evidence or [], tags1, data1))
    data2, tags2 = build_blind2.build()
    out += authoring.blind_rows(BLIND2, "never-b2", b2.DATASET, b2.CLIENT_ID, build_blind2.DEV_CLIENTS,
                                lambda q: [tags2.get(e, e) for e in q.evidence or []])
    assert all(r["split"] == "dev" for r in out), "only dev clients"
    return out


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
