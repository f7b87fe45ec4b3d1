"""Precision and recall of the insight message classifiers on a hand-labelled set.

bench/insights_labels.jsonl: short coaching messages written for this purpose,
each labelled with the signals it carries — `stress` (stress, fatigue, poor
sleep, low mood), `pain` (pain or injury, not resolved, not post-workout
soreness), `missed` (a missed / skipped / cancelled session), `milestone` (a
personal best or goal reached) — or none. About half are negatives, many of
them near misses: negations ("not tired at all"), healthy opposites, other
people's problems, questions, idioms ("tired of chicken"), resolved injuries.
Each row has a split: `dev` (everything the vocabulary has been tuned on,
including earlier held-out sets once they were scored; `origin` says which
round wrote each row) and `blind` (written after the detectors were frozen,
scored once, never tuned on). See the section text for how far each split can
be trusted.

Per message, a label is predicted when `shared.domain.insights.detectors.classify`
(the detectors' own per-message step) returns it. Layers measured:

    keywords             the negation-aware vocabulary alone (any embedder-less setup)
    keywords + MiniLM    the local default (all-MiniLM-L6-v2, int8 compute)

    functions/venv/bin/python bench/bench_insight_labels.py [--no-write] [--errors]

Rewrites its section of docs/BENCHMARKS.md (`insight-labels`) unless --no-write.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

LABELS_FILE = REPO / "bench" / "insights_labels.jsonl"
DETECTORS = ("stress", "pain", "missed", "milestone")
SPLITS = ("dev", "blind")


BLIND_ABOUT = (
    "the blind column below holds v32-blind (292, 9f4022e)."
    " v32-blind was written by h-detect32, the author of the rules it"
    " was first scored against (its errors were not read, but that author chose v32's classes). v63-blind (303,"
    " h-labels63, written apart in the sixtieth session while h-detect64 tuned without reading it) joined dev with"
    " v65, after the integrator scored it once on main fc4cf2d5 (the v63 rules) and on int60 (the v64 rules)"
    " (docs/BENCHMARKS.md, \"Held-out round v63-blind (h-labels63)\" and \"v63-blind, scored once (integrator,"
    " sixtieth session)\"); v62-blind (303,"
    " h-labels62, written apart in the fifty-ninth session while h-detect63 tuned without reading it) joined dev with"
    " v64, after the integrator scored it once on main ff7512f0 (the v62 rules) and on int59 (the v63 rules)"
    " (docs/BENCHMARKS.md, \"Held-out round v62-blind (h-labels62)\" and \"v62-blind, scored once (integrator,"
    " fifty-ninth session)\"); v61-blind (303,"
    " h-labels61, written apart in the fifty-eighth session while h-detect62 tuned without reading it) joined dev with"
    " v63, after the integrator scored it once on main b1828efd (the v61 rules) and on int58 (the v62 rules)"
    " (docs/BENCHMARKS.md, \"Held-out round v61-blind (h-labels61)\" and \"v61-blind, scored once (integrator,"
    " fifty-eighth session)\"); v60-blind (303,"
    " h-labels60, written apart in the fifty-seventh session while h-detect61 tuned without reading it) joined dev with"
    " v62, after the integrator scored it once on main eb593d17 (the v60 rules) and on int57 (the v61 rules)"
    " (docs/BENCHMARKS.md, \"Held-out round v60-blind (h-labels60)\" and \"v60-blind, scored once (integrator,"
    " fifty-seventh session)\"); v59-blind (303,"
    " h-labels59, written apart in the fifty-sixth session while h-detect60 tuned without reading it) joined dev with"
    " v61, after the integrator scored it once on main b011cbad (the v59 rules) and on int56 (the v60 rules)"
    " (docs/BENCHMARKS.md, \"Held-out round v59-blind (h-labels59)\" and \"v59-blind, scored once (integrator, fifty-sixth"
    " session)\"); v58-blind (303,"
    " h-labels58, written apart in the fifty-fifth session while h-detect59 tuned without reading it) joined dev with"
    " v60, after the integrator scored it once on main 6c34613c (the v58 rules) and on int55m (the v59 rules)"
    " (docs/BENCHMARKS.md, \"Held-out round v58-blind (h-labels58)\" and \"v58-blind, scored once (integrator, fifty-fifth"
    " session)\"); v57-blind (303,"
    " h-labels57, written apart in the fifty-fourth session while h-detect58 tuned without reading it) joined dev with"
    " v59, after the integrator scored it twice on the v57 and v58 rules (main f31f42e2 and int54) (docs/BENCHMARKS.md,"
    " \"Held-out round v57-blind (h-labels57)\" and \"v57-blind, scored once (integrator, fifty-fourth session)\");"
    " v56-blind (303,"
    " h-labels56, written apart in the fifty-first session while h-detect56 tuned without reading it) joined dev with v58,"
    " after the integrator scored it on the v55 and v56 rules (int51) and on the v57 rules (int53) (docs/BENCHMARKS.md,"
    " \"Held-out round v56-blind (h-labels56)\", \"Detectors v56 on v55-blind and v56-blind (integrator, fifty-first"
    " session)\" and \"Detectors v57 (h-detect57)\"); v55-blind (303,"
    " h-labels55, written apart in the fiftieth session while h-detect55 tuned without reading it) joined dev with v57,"
    " after the integrator scored it on the v54 rules (int50) and on the v56 rules (int51) (docs/BENCHMARKS.md,"
    " \"Held-out round v55-blind (h-labels55)\", \"Detectors v55 on v54-blind and v55-blind (integrator, fiftieth"
    " session)\" and \"Detectors v56 on v55-blind and v56-blind (integrator, fifty-first session)\"); v54-blind (303,"
    " h-labels54, written apart in the forty-eighth session while h-detect54 tuned without reading it) joined dev with"
    " v56, after the integrator scored it on the v53 rules (main and int48) and on the v54 rules (int50)"
    " (docs/BENCHMARKS.md, \"Held-out round v54-blind (h-labels54)\", \"Detectors v54 on v53-blind and v54-blind"
    " (integrator, forty-eighth session)\" and \"Detectors v55 on v54-blind and v55-blind (integrator, fiftieth"
    " session)\"); v53-blind (303,"
    " h-labels53, written apart in the forty-seventh session while h-detect53 tuned without reading it) joined dev with"
    " v55, after the integrator scored it on the v52 rules and twice on the v53 rules (docs/BENCHMARKS.md, \"Held-out"
    " round v53-blind (h-labels53)\", \"Detectors v53 on v52-blind and v53-blind (integrator, forty-seventh session)\""
    " and \"Detectors v54 on v53-blind and v54-blind (integrator, forty-eighth session)\"); v52-blind (303,"
    " h-labels52, written apart in the forty-sixth session while h-detect52 tuned without reading it) joined dev with"
    " v54, after the integrator scored it on the v51, v52 and v53 rules (docs/BENCHMARKS.md, \"Held-out round v52-blind"
    " (h-labels52)\", \"Detectors v52 on v51-blind and v52-blind (integrator, forty-sixth session)\" and \"Detectors v53"
    " on v52-blind and v53-blind (integrator, forty-seventh session)\"); v51-blind (303,"
    " h-labels51, written apart in the forty-fifth session while h-detect51 tuned without reading it) joined dev with"
    " v53, after the integrator scored it on the v50, v51 and v52 rules (docs/BENCHMARKS.md, \"Held-out round v51-blind"
    " (h-labels51)\", \"Detectors v51 on v49-blind and v51-blind (integrator, forty-fifth session)\" and \"Detectors v52"
    " on v51-blind and v52-blind (integrator, forty-sixth session)\"); v49-blind (303,"
    " h-labels49, written apart in the forty-third session while h-detect50 tuned without reading it) joined dev with"
    " v52, after the integrator scored it on the v49, v50 and v51 rules (docs/BENCHMARKS.md, \"Detectors v49 on v48-blind"
    " and v49-blind (integrator, forty-third session)\", \"Detectors v50 on v48-blind and v49-blind\" and \"Detectors v51"
    " on v49-blind and v51-blind\"); v48-blind (303,"
    " h-labels48, written apart in the fortieth session while no tuner worked) joined dev with v51, after the integrator"
    " scored it on the v49 rules (main and int43) and on the v50 rules (docs/BENCHMARKS.md, \"Detectors v49 on v48-blind"
    " and v49-blind (integrator, forty-third session)\" and \"Detectors v50 on v48-blind and v49-blind\"); v47-blind (303,"
    " h-labels47) joined dev with v50, after the integrator scored it on main (v48) and on the merged tree int39 (v49)"
    " (docs/BENCHMARKS.md, \"Detectors v49 on v47-blind (integrator, thirty-seventh session)\"); v46-blind (303,"
    " h-labels46) joined dev with v49, after the integrator scored it on main (v47) and on the merged tree int38 (v48)"
    " (docs/BENCHMARKS.md, \"Detectors v48 on v46-blind (integrator, thirty-sixth session)\"); v45-blind (303,"
    " h-labels45) and v44-blind (303, h-labels44) joined dev with v48: v45-blind after the integrator scored it on main"
    " (v46) and on the merged tree int36 (v47) (docs/BENCHMARKS.md, \"Detectors v47 on v45-blind (integrator,"
    " thirty-fifth session)\"), v44-blind after it was scored on main (v44), on the merged tree of the thirty-third"
    " session and on int34 (v46) (docs/BENCHMARKS.md, \"Detectors on v44-blind (integrator, thirty-third session)\" and"
    " \"Detectors v46 on v44-blind\"); v43-blind (303,"
    " h-labels43) joined dev with v46, after the integrator scored it on main (v43), on the merged tree of v44"
    " (docs/BENCHMARKS.md, \"Detectors v44 on v43-blind\") and again beside v44-blind; v42-blind (303,"
    " h-labels42) joined dev with v44, after the integrator scored it on main (v42) and on the merged tree of v43"
    " (docs/BENCHMARKS.md, \"Detectors v43 on v42-blind\"); v41-blind (303,"
    " h-labels41) joined dev with v43, after the integrator scored it on main (v41) and on the merged tree of v42"
    " (docs/BENCHMARKS.md, \"Detectors v42 on v41-blind\"); v40-blind (303,"
    " h-labels40) joined dev with v42, after the integrator scored it on main (v40) and on the merged tree of v41"
    " (docs/BENCHMARKS.md, \"Detectors v41 on v40-blind\"); v39-blind (303, h-labels39) joined dev with v41,"
    " after the integrator scored it on main (v39) and on the merged tree of v40"
    " (docs/BENCHMARKS.md, \"Detectors v40 on v39-blind\"); v38-blind (303,"
    " h-labels38: sumo, Aussie rules, shinty, biathlon, goalball and Bharatanatyam among its sports, an embalmer, a"
    " nuclear control-room operator and a theatre flyman among its jobs, clients with gout, kidney stones, PTSD,"
    " Tourette's or cystic fibrosis, a son-in-law, a school nurse and a scout leader writing for a client, a traceback,"
    " a shipping forecast and a bet slip, Shetland, Manx and Krio, and English mixed with Afrikaans, Haitian Creole,"
    " Yiddish and Tongan) joined dev with v40, after the integrator scored it on main (v37) and on the merged trees of"
    " v38 and v39 (docs/BENCHMARKS.md, \"Detectors on v38-blind, written apart\" and \"Detectors v39 on v38-blind\");"
    " v37-blind (303, h-labels37) joined dev with v39, v36-blind (303)"
    " joined dev with v38, v35-blind (302) with v37, v34-blind (314) with v36 and v33-blind (298) with v35, as"
    " v31-blind (283, a23ea8b) did with v33 and v30-blind (289, 04bb559) with v32; earlier blind sets"
    " (v6-blind 176, v7-blind 141, v8-blind 128, v9-blind 122, v10-blind 128, v11-blind 127, v12-blind 223, v13-blind 201,"
    " v14-blind 253, v15-blind 168, v16-blind 172, v17-blind 237, v18-blind 229, v20-blind 289, v21-blind 273, v22-blind"
    " 291, v23-blind 293, v24-blind 274, v25-blind 279, v26-blind 303, v27-blind 300, v28-blind 291, v29-blind 290) were"
    " each scored the same way and are in dev too. Caveat: with 41-44 positives per signal and round, one message moves"
    " a round's figure by 0.02-0.03."
)
ROUNDS = [
    ["v1 (74d48df)", "74 messages", "0.94 / 0.75", "1.00 / 0.78", "0.86 / 0.75", "0.78 / 1.00"],
    ["v2 (f2793f3)", "92 (ef91fde)", "0.84 / 0.67", "0.85 / 0.92", "1.00 / 0.73", "0.75 / 0.75"],
    ["v3 (ae9516a)", "174 (b13ff79)", "0.87 / 0.79", "0.85 / 0.77", "0.92 / 0.50", "0.86 / 0.71"],
    ["v4 (5b8f6ec)", "162 (697f0d0)", "0.77 / 0.74", "0.88 / 0.62", "1.00 / 0.75", "0.85 / 0.65"],
    ["v5 (c48d072)", "153 (7720514)", "0.72 / 0.77", "0.82 / 0.95", "0.95 / 0.82", "0.67 / 0.35"],
    ["v5 (c48d072)", "176, v6-blind (1655053)", "0.80 / 0.70", "0.89 / 0.76", "1.00 / 0.89", "0.79 / 0.55"],
    ["v6 (33fb065)", "176, v6-blind (1655053)", "0.82 / 1.00", "1.00 / 0.81", "1.00 / 1.00", "0.94 / 0.85"],
    ["v6 (33fb065)", "141, v7-blind (222e1c2)", "0.86 / 0.95", "0.88 / 0.83", "1.00 / 0.87", "0.90 / 0.69"],
    ["v7 (80ce4c4)", "141, v7-blind (222e1c2)", "0.86 / 0.95", "0.88 / 0.83", "1.00 / 0.87", "0.90 / 0.69"],
    ["v7 (80ce4c4)", "128, v8-blind (da43399)", "0.91 / 0.95", "0.88 / 0.88", "1.00 / 0.54", "0.83 / 0.67"],
    ["v8 (052adac)", "128, v8-blind (da43399)", "0.91 / 0.95", "0.88 / 0.88", "1.00 / 0.54", "0.93 / 0.87"],
    ["v8 (052adac)", "122, v9-blind (78c4b65)", "0.94 / 0.83", "0.94 / 1.00", "0.92 / 0.73", "0.93 / 0.87"],
    ["v9 (1f3dfe7 less 3 phrasings)", "122, v9-blind (78c4b65)", "0.94 / 0.83", "0.94 / 1.00", "0.92 / 0.73", "0.93 / 0.87"],
    ["v9 (8ea51a6, shipped)", "128, v10-blind (689ba99)", "0.95 / 0.78", "0.87 / 0.95", "0.75 / 0.29", "1.00 / 0.81"],
    ["v9 (8ea51a6, shipped)", "127, v11-blind (4aa8e94)", "0.94 / 0.77", "0.87 / 0.95", "0.94 / 0.77", "0.94 / 0.80"],
    ["v10 (8dcad32)", "127, v11-blind (4aa8e94)", "0.94 / 0.77", "0.87 / 0.95", "0.94 / 0.77", "0.93 / 0.70"],
    ["v10 (8dcad32)", "223, v12-blind (f012d5e)", "0.97 / 0.79", "0.94 / 0.94", "0.92 / 0.73", "0.83 / 0.86"],
    ["**v12 (e278dcb)**", "**223, v12-blind (f012d5e)**", "**0.97 / 0.84**", "**0.94 / 0.94**", "**0.96 / 0.83**",
     "**0.85 / 0.82**"],
    ["v13 (afad5e3), *not blind*: tuned on v12-blind's errors", "223, v12-blind (f012d5e)", "1.00 / 1.00", "1.00 / 1.00",
     "1.00 / 1.00", "1.00 / 1.00"],
    ["v10 (8dcad32, main)", "201, v13-blind (4d79d03)", "0.95 / 0.92", "0.91 / 0.88", "0.93 / 0.90", "0.92 / 0.86"],
    ["v12 (e278dcb)", "201, v13-blind (4d79d03)", "0.90 / 0.92", "0.94 / 0.88", "0.96 / 0.90", "0.92 / 0.86"],
    ["**v13 (afad5e3)**", "**201, v13-blind (4d79d03)**", "**0.90 / 0.95**", "**0.94 / 0.91**", "**1.00 / 0.93**",
     "**0.96 / 0.86**"],
    ["v13 (afad5e3, shipped)", "253, v14-blind (d902e3d)", "0.94 / 0.86", "0.88 / 0.90", "0.97 / 0.81", "1.00 / 0.76"],
    ["**v14 (3ea8c94: v13 rules, probe refitted)**", "**253, v14-blind (d902e3d)**", "**0.92 / 0.92**",
     "**0.88 / 0.90**", "**0.97 / 0.81**", "**0.96 / 0.76**"],
    ["v13 (afad5e3, shipped)", "168, v15-blind (081515a)", "0.90 / 0.79", "0.78 / 0.83", "0.95 / 0.68", "0.84 / 0.62"],
    ["v14 (3ea8c94)", "168, v15-blind (081515a)", "0.88 / 0.88", "0.78 / 0.83", "0.95 / 0.65", "0.83 / 0.58"],
    ["**v15 (95a58dd)**", "**168, v15-blind (081515a)**", "**0.88 / 0.82**", "**0.78 / 0.83**", "**0.95 / 0.65**",
     "**0.81 / 0.50**"],
    ["v15 (4a450ed, main)", "172, v16-blind (d799657)", "0.84 / 0.96", "0.80 / 0.92", "0.88 / 0.75", "0.90 / 0.83"],
    ["v16 (70479b3, as frozen)", "172, v16-blind (d799657)", "0.76 / 0.96", "0.77 / 0.92", "0.86 / 0.86", "0.90 / 0.83"],
    ["**v16 (a0486ea: probe refitted with v15-blind in dev)**", "**172, v16-blind (d799657)**", "**0.79 / 0.96**",
     "**0.77 / 0.92**", "**0.85 / 0.82**", "**0.90 / 0.83**"],
    ["v16 (24b3223, main)", "237, v17-blind (82a44d9)", "0.91 / 0.89", "0.88 / 0.92", "0.85 / 0.92", "0.85 / 0.91"],
    ["**v17 (e024cd7)**", "**237, v17-blind (82a44d9)**", "**0.91 / 0.89**", "**0.90 / 0.92**", "**0.85 / 0.92**",
     "**0.86 / 0.94**"],
    ["v17 (77b68cb, main)", "229, v18-blind (318abd2)", "0.91 / 0.83", "0.87 / 0.87", "0.94 / 0.94", "0.86 / 0.89"],
    ["**v18 (b7da75b)**", "**229, v18-blind (318abd2)**", "**0.91 / 0.83**", "**0.87 / 0.87**", "**0.92 / 0.94**",
     "**0.86 / 0.89**"],
    ["**v19 (04504c5)**", "**229, v18-blind (318abd2)**", "**0.91 / 0.83**", "**0.90 / 0.90**", "**0.92 / 0.94**",
     "**0.89 / 0.92**"],
    ["v19 (ae4b28c, main)", "289, v20-blind (bf0ff73)", "0.87 / 0.86", "0.89 / 0.85", "0.88 / 0.88", "0.71 / 0.80"],
    ["**v20 (85845ce)**", "**229, v18-blind (318abd2)**", "**0.91 / 0.85**", "**0.90 / 0.90**", "**0.92 / 0.94**",
     "**0.89 / 0.92**"],
    ["**v20 (85845ce)**", "**289, v20-blind (bf0ff73)**", "**0.88 / 0.88**", "**0.89 / 0.85**", "**0.88 / 0.88**",
     "**0.71 / 0.80**"],
    ["v20 (28c01b8, main)", "273, v21-blind (dd1b83c)", "0.90 / 0.90", "0.90 / 0.90", "0.85 / 0.89", "0.64 / 0.90"],
    ["**v21 (f269446)**", "**289, v20-blind (bf0ff73)**", "**0.89 / 0.88**", "**0.89 / 0.85**", "**0.90 / 0.88**",
     "**0.73 / 0.82**"],
    ["**v21 (f269446)**", "**273, v21-blind (dd1b83c)**", "**0.90 / 0.90**", "**0.90 / 0.90**", "**0.85 / 0.89**",
     "**0.71 / 0.90**"],
    ["v21 (a4901b0, main)", "291, v22-blind (d5699ba)", "0.81 / 0.88", "0.87 / 0.89", "0.97 / 0.97", "0.74 / 0.82"],
    ["**v22 (06670ba)**", "**273, v21-blind (dd1b83c)**", "**0.90 / 0.90**", "**0.90 / 0.90**", "**0.85 / 0.89**",
     "**0.78 / 0.90**"],
    ["**v22 (06670ba)**", "**291, v22-blind (d5699ba)**", "**0.83 / 0.88**", "**0.85 / 0.89**", "**1.00 / 0.97**",
     "**0.77 / 0.84**"],
    ["v22 (e2f2551, main)", "293, v23-blind (e13f826)", "0.85 / 0.94", "0.82 / 0.89", "0.92 / 1.00", "0.79 / 0.85"],
    ["**v23 (e67e7e4)**", "**291, v22-blind (d5699ba)**", "**0.85 / 0.88**", "**0.85 / 0.89**", "**1.00 / 0.97**",
     "**0.80 / 0.84**"],
    ["**v23 (e67e7e4)**", "**293, v23-blind (e13f826)**", "**0.86 / 0.94**", "**0.82 / 0.89**", "**0.89 / 1.00**",
     "**0.83 / 0.85**"],
    ["v23 (b69d8f3, main)", "274, v24-blind (04914ed)", "0.76 / 0.95", "0.76 / 0.80", "0.84 / 0.82", "0.75 / 0.83"],
    ["**v24 (8046d8d)**", "**293, v23-blind (e13f826)**", "**0.88 / 0.94**", "**0.86 / 0.89**", "**0.91 / 0.97**",
     "**0.85 / 0.87**"],
    ["**v24 (8046d8d)**", "**274, v24-blind (04914ed)**", "**0.75 / 0.95**", "**0.76 / 0.80**", "**0.88 / 0.76**",
     "**0.76 / 0.85**"],
    ["v24 (2d356ab, main)", "279, v25-blind (c4f3363)", "0.73 / 0.84", "0.85 / 0.74", "0.82 / 0.82", "0.79 / 0.73"],
    ["**v25 (7985773)**", "**274, v24-blind (04914ed)**", "**0.75 / 0.95**", "**0.78 / 0.89**", "**0.88 / 0.76**",
     "**0.75 / 0.83**"],
    ["**v25 (7985773)**", "**279, v25-blind (c4f3363)**", "**0.79 / 0.88**", "**0.88 / 0.90**", "**0.82 / 0.85**",
     "**0.79 / 0.73**"],
    ["v25 (611c932, main)", "303, v26-blind (e565302)", "0.73 / 0.88", "0.94 / 0.92", "0.88 / 0.95", "0.76 / 0.80"],
    ["**v26 (9f684b5)**", "**279, v25-blind (c4f3363)**", "**0.79 / 0.88**", "**0.90 / 0.90**", "**0.83 / 0.91**",
     "**0.84 / 0.71**"],
    ["**v26 (9f684b5)**", "**303, v26-blind (e565302)**", "**0.73 / 0.88**", "**0.94 / 0.94**", "**0.88 / 0.92**",
     "**0.79 / 0.77**"],
    ["v26 (a07d27f, main)", "300, v27-blind (9f75f88)", "0.78 / 0.91", "0.90 / 0.93", "0.89 / 0.91", "0.79 / 0.78"],
    ["**v27 (7856194)**", "**303, v26-blind (e565302)**", "**0.73 / 0.88**", "**0.97 / 0.94**", "**0.88 / 0.92**",
     "**0.81 / 0.80**"],
    ["**v27 (7856194)**", "**300, v27-blind (9f75f88)**", "**0.80 / 0.91**", "**0.93 / 0.93**", "**0.89 / 0.91**",
     "**0.80 / 0.80**"],
    ["v27 (a98cbf4, main)", "291, v28-blind (555d470)", "0.79 / 0.88", "0.83 / 0.87", "0.79 / 0.80", "0.87 / 0.77"],
    ["**v28 (377f309)**", "**300, v27-blind (9f75f88)**", "**0.83 / 0.91**", "**0.93 / 0.93**", "**0.88 / 0.88**",
     "**0.83 / 0.82**"],
    ["**v28 (377f309)**", "**291, v28-blind (555d470)**", "**0.82 / 0.86**", "**0.85 / 0.87**", "**0.80 / 0.80**",
     "**0.89 / 0.77**"],
    ["v28 (ed55010, main)", "290, v29-blind (3aed068)", "0.78 / 0.93", "0.85 / 0.81", "0.73 / 0.75", "0.83 / 0.76"],
    ["**v29 (3c01334)**", "**291, v28-blind (555d470)**", "**0.82 / 0.86**", "**0.85 / 0.87**", "**0.89 / 0.80**",
     "**0.89 / 0.77**"],
    ["**v29 (3c01334)**", "**290, v29-blind (3aed068)**", "**0.78 / 0.93**", "**0.85 / 0.81**", "**0.82 / 0.75**",
     "**0.83 / 0.76**"],
    ["v29 (e6722f7, main)", "289, v30-blind (04bb559)", "0.68 / 0.80", "0.83 / 0.88", "0.86 / 0.76", "0.86 / 0.84"],
    ["**v30 (e88af4d)**", "**290, v29-blind (3aed068)**", "**0.81 / 0.91**", "**0.85 / 0.81**", "**0.82 / 0.75**",
     "**0.86 / 0.80**"],
    ["**v30 (e88af4d)**", "**289, v30-blind (04bb559)**", "**0.69 / 0.80**", "**0.83 / 0.88**", "**0.86 / 0.78**",
     "**0.88 / 0.84**"],
    ["v30 (a318a21, main)", "283, v31-blind (a23ea8b)", "0.66 / 0.85", "0.86 / 0.95", "0.90 / 0.86", "0.86 / 0.93"],
    ["**v31 (08ccb9f)**", "**289, v30-blind (04bb559)**", "**0.73 / 0.82**", "**0.83 / 0.85**", "**0.86 / 0.78**",
     "**0.86 / 0.84**"],
    ["**v31 (08ccb9f)**", "**283, v31-blind (a23ea8b)**", "**0.66 / 0.85**", "**0.86 / 0.95**", "**0.92 / 0.83**",
     "**0.85 / 0.95**"],
    ["v31 (0001f95, main)", "292, v32-blind (9f4022e)", "0.74 / 0.95", "0.90 / 0.88", "0.79 / 0.80", "0.92 / 0.85"],
    ["**v32 (c6a7934)**", "**283, v31-blind (a23ea8b)**", "**0.69 / 0.85**", "**0.86 / 0.95**", "**0.92 / 0.83**",
     "**0.87 / 0.95**"],
    ["**v32 (c6a7934)**", "**292, v32-blind (9f4022e)**", "**0.82 / 0.95**", "**0.90 / 0.88**", "**0.80 / 0.80**",
     "**0.91 / 0.78**"],
    ["**v33 (759b08b)**", "**292, v32-blind (9f4022e)**", "**0.84 / 0.95**", "**0.90 / 0.88**", "**0.80 / 0.80**",
     "**0.92 / 0.83**"],
    ["v32 (899c062, main)", "298, v33-blind", "0.78 / 0.93", "0.84 / 0.95", "0.89 / 0.81", "0.94 / 0.77"],
    ["**v33 (f611875)**", "**298, v33-blind**", "**0.78 / 0.93**", "**0.84 / 0.95**", "**0.88 / 0.83**", "**0.94 / 0.77**"],
    ["v32 (899c062, main)", "314, v34-blind", "0.74 / 0.91", "0.82 / 0.84", "0.82 / 0.75", "0.95 / 0.82"],
    ["**v33 (f611875)**", "**314, v34-blind**", "**0.73 / 0.86**", "**0.82 / 0.84**", "**0.83 / 0.77**", "**0.95 / 0.82**"],
    ["v33 (8ca0a99, main)", "302, v35-blind", "0.70 / 0.84", "0.85 / 0.80", "0.89 / 0.89", "0.88 / 0.68"],
    ["**v35 (288b998)**", "**302, v35-blind**", "**0.73 / 0.84**", "**0.85 / 0.80**", "**0.89 / 0.89**", "**0.89 / 0.70**"],
    ["**v36 (200ee87)**", "**302, v35-blind**", "**0.76 / 0.84**", "**0.85 / 0.80**", "**0.89 / 0.89**", "**0.89 / 0.70**"],
    ["v35 (44abc8d, main)", "303, v36-blind", "0.64 / 0.82", "0.78 / 0.86", "0.91 / 0.89", "0.90 / 0.82"],
    ["**v36 (200ee87)**", "**303, v36-blind**", "**0.65 / 0.82**", "**0.78 / 0.86**", "**0.93 / 0.89**", "**0.90 / 0.84**"],
    ["**v37 (int25 aac38e5)**", "**303, v36-blind**", "**0.65 / 0.82**", "**0.79 / 0.86**", "**0.93 / 0.89**",
     "**0.90 / 0.84**"],
    ["v36 (5c9b415, main)", "303, v37-blind", "0.75 / 0.86", "0.87 / 0.89", "0.90 / 0.80", "0.90 / 0.84"],
    ["**v37 (int25 aac38e5)**", "**303, v37-blind**", "**0.76 / 0.86**", "**0.87 / 0.89**", "**0.90 / 0.82**",
     "**0.90 / 0.84**"],
    ["**v38 (int26 18d6a88)**", "**303, v37-blind**", "**0.76 / 0.86**", "**0.87 / 0.89**", "**0.90 / 0.82**",
     "**0.90 / 0.84**"],
    ["v37 (1940113, main)", "303, v38-blind", "0.85 / 0.80", "0.87 / 0.91", "0.85 / 0.80", "0.92 / 0.80"],
    ["**v38 (int26 18d6a88)**", "**303, v38-blind**", "**0.85 / 0.80**", "**0.87 / 0.91**", "**0.85 / 0.80**",
     "**0.92 / 0.80**"],
    ["**v39 (int27 38c1875)**", "**303, v38-blind**", "**0.86 / 0.86**", "**0.89 / 0.91**", "**0.85 / 0.80**",
     "**0.90 / 0.80**"],
    ["v39 (e54bffd, main)", "303, v39-blind", "0.90 / 0.98", "0.83 / 0.91", "0.91 / 0.68", "0.93 / 0.86"],
    ["**v40 (int28)**", "**303, v39-blind**", "**0.88 / 0.98**", "**0.84 / 0.93**", "**0.89 / 0.70**",
     "**0.95 / 0.86**"],
    ["v40 (f40a66c, main)", "303, v40-blind", "0.88 / 0.95", "0.87 / 0.93", "0.89 / 0.74", "0.85 / 0.80"],
    ["**v41 (int29)**", "**303, v40-blind**", "**0.88 / 0.95**", "**0.87 / 0.93**", "**0.91 / 0.76**",
     "**0.83 / 0.80**"],
    ["v41 (da219c7, main)", "303, v41-blind", "0.91 / 0.98", "0.85 / 0.91", "0.82 / 0.70", "0.91 / 0.89"],
    ["**v42 (int30 a9a85cb)**", "**303, v41-blind**", "**0.91 / 0.98**", "**0.85 / 0.91**", "**0.85 / 0.77**",
     "**0.91 / 0.89**"],
    ["v42 (246fbb5, main)", "303, v42-blind", "0.81 / 0.89", "0.83 / 0.91", "0.92 / 0.77", "0.88 / 0.82"],
    ["**v43 (int31 66ae073)**", "**303, v42-blind**", "**0.83 / 0.89**", "**0.83 / 0.91**", "**0.92 / 0.80**",
     "**0.88 / 0.82**"],
    ["v43 (8a5d939, main)", "303, v43-blind", "0.84 / 0.98", "0.89 / 0.95", "0.83 / 0.89", "0.79 / 0.86"],
    ["**v44 (int32)**", "**303, v43-blind**", "**0.84 / 0.98**", "**0.88 / 0.95**", "**0.83 / 0.89**",
     "**0.79 / 0.86**"],
    ["v44 (709613b, main)", "303, v44-blind", "0.80 / 0.82", "0.89 / 0.95", "0.81 / 0.80", "0.84 / 0.86"],
    ["**v46 (int34)**", "**303, v44-blind**", "**0.80 / 0.82**", "**0.93 / 0.95**", "**0.85 / 0.80**",
     "**0.88 / 0.86**"],
    ["v46 (42a26d1, main)", "303, v45-blind", "0.84 / 0.86", "0.89 / 0.93", "0.97 / 0.84", "0.88 / 0.68"],
    ["**v47 (int36)**", "**303, v45-blind**", "**0.86 / 0.86**", "**0.89 / 0.93**", "**0.97 / 0.84**",
     "**0.88 / 0.68**"],
    ["v47 (f98087c, main)", "303, v46-blind", "0.81 / 0.89", "0.93 / 0.89", "0.88 / 0.50", "0.91 / 0.70"],
    ["**v48 (int38)**", "**303, v46-blind**", "**0.81 / 0.89**", "**0.93 / 0.86**", "**0.92 / 0.50**",
     "**0.91 / 0.70**"],
    ["v48 (75c4a50, main)", "303, v47-blind", "0.83 / 0.89", "0.85 / 0.93", "0.86 / 0.68", "0.89 / 0.77"],
    ["**v49 (int39)**", "**303, v47-blind**", "**0.83 / 0.86**", "**0.85 / 0.93**", "**0.84 / 0.70**",
     "**0.90 / 0.80**"],
    ["v49 (83fdc86, main; int43)", "303, v48-blind", "0.86 / 0.68", "0.87 / 0.91", "0.94 / 0.75", "0.87 / 0.61"],
    ["v49 (int43)", "303, v49-blind", "0.94 / 0.77", "0.86 / 0.86", "0.83 / 0.77", "0.93 / 0.84"],
    ["v50 (ecfbb8b)", "303, v48-blind", "0.86 / 0.68", "0.87 / 0.91", "0.94 / 0.77", "0.87 / 0.61"],
    ["v50 (ecfbb8b)", "303, v49-blind", "0.92 / 0.82", "0.86 / 0.86", "0.83 / 0.77", "0.93 / 0.84"],
    ["v50 (950257e, main)", "303, v51-blind", "0.89 / 0.91", "0.93 / 0.86", "0.90 / 0.82", "0.89 / 0.70"],
    ["**v51 (2aaddc9)**", "**303, v49-blind**", "**0.92 / 0.82**", "**0.86 / 0.86**", "**0.83 / 0.80**",
     "**0.93 / 0.84**"],
    ["**v51 (2aaddc9)**", "**303, v51-blind**", "**0.89 / 0.91**", "**0.93 / 0.86**", "**0.90 / 0.82**",
     "**0.89 / 0.70**"],
    ["v51 (0b3272c, main)", "303, v52-blind", "0.78 / 0.86", "0.95 / 0.89", "0.91 / 0.73", "0.86 / 0.70"],
    ["**v52 (fe22473)**", "**303, v51-blind**", "**0.89 / 0.93**", "**0.93 / 0.86**", "**0.90 / 0.86**",
     "**0.89 / 0.73**"],
    ["**v52 (fe22473)**", "**303, v52-blind**", "**0.79 / 0.86**", "**0.95 / 0.91**", "**0.92 / 0.75**",
     "**0.86 / 0.68**"],
    ["v52 (aea20b9, main)", "303, v53-blind", "0.89 / 0.93", "0.93 / 0.93", "0.92 / 0.82", "0.92 / 0.80"],
    ["**v53 (int47)**", "**303, v52-blind**", "**0.78 / 0.89**", "**0.95 / 0.91**", "**0.91 / 0.73**",
     "**0.86 / 0.68**"],
    ["**v53 (int47)**", "**303, v53-blind**", "**0.87 / 0.93**", "**0.93 / 0.93**", "**0.92 / 0.82**",
     "**0.92 / 0.80**"],
]
HISTORY = [
    "**v6: a probe instead of indicator phrases, and classes of failure.** v1-v5 each fitted their dev set and then",
    "missed a quarter to a third of the next voices' signals: every round met phrasings the keyword author had not",
    "listed. v6 changed the embedder's part: a logistic probe per signal over the MiniLM sentence embedding, fitted on",
    "dev (`bench/fit_insight_probe.py`, shared/domain/insights/semantic.py), which may only add a signal the keywords",
    "did not see negated, asked, about someone else or contradicted. Measured before it was adopted, on the v5 round",
    "held out (probe and threshold fitted without it, keywords as frozen before it: `bench/fit_insight_probe.py",
    "--holdout v5-blind`): stress 0.77/0.77 → 0.76/0.93, pain 0.80/0.84 → 0.81/0.89, missed 0.95/0.82 → 0.95/0.86,",
    "milestone 0.83/0.29 → 0.88/0.88, where the old indicator phrases had given 0.72/0.77, 0.82/0.95, 0.95/0.82,",
    "0.67/0.35. The keywords were then tuned on dev by class, not by sentence: someone else by sentence role (a",
    "relative as subject, not object; someone's body part; '<someone> is <stressed>'; another actor's or a passive",
    "cancellation), fatigue words used as verbs on a thing ('shattered my phone screen'), compound nouns ('stress",
    "fracture'), idioms ('a pain in the neck'), minimisers ('nothing major'), negations that intensify ('never been",
    "this tired'), a weight loss counted by its size, achievements told as 'won / landed my first', 'never done that",
    "before', 'came first', sizes dropped; and cues of the opposite that veto the probe ('sleeping loads better',",
    "'it went away', 'I'd love to').",
    "",
    "**v7: the same method one more round, and what it shows.** v6's blind set went into dev and its errors were",
    "fixed as classes (a new pain after a resolution — 'back's better but now my neck is stiff' — opens while the old",
    "one closes; a reading is not a mood, 'iron a bit low'; 'my supervisor is stressed' is someone else; routine",
    "targets and set-by-rep logs are not achievements; 'went fine' ends an episode; 'finally <did>', clothes that fit",
    "again, 'first time under <n>'), the probe was refitted, and v7 was scored on a set written before any of that.",
    "On it v7 scores exactly what v6 did (the two v7-blind rows): none of v6's fixed classes recurred in the new",
    "voices, and v7's 16 errors are new phrasings of old classes — 'lower back in bits', 'groin's been sore since the",
    "cup game', 'calf's no better', 'three hours of broken sleep', 'no chance of a session', 'didn't get any workouts",
    "done', 'we won our class', 'total is up 35kg', '12kg gone', 'without needing the bench' (misses); 'one of the new",
    "mums was so anxious', 'legs are pleasantly tired', 'feel numb and flat' read as pain, 'learning about",
    "tendinopathy', 'walked 12k steps', 'sleeping about 8 hours' (false alarms). That is the measured limit of",
    "rules plus a linear probe written by one author: fixes transfer only where the same words come back.",
    "",
    "**v8: once more, to check.** v7's errors fixed as classes the same way (a long subject that is someone else,",
    "'pleasantly tired', numbness of mood is not pain, learning about an injury is not having one, 'in bits', 'no",
    "better', sleep counted in words, 'no chance of a session', 'didn't get any workouts done', 'won our class',",
    "'12kg gone' by its size), the probe refitted on the larger dev split, scored on v8-blind before and after. The",
    "rule fixes again changed nothing on the new set; milestone rose (0.83 / 0.67 → 0.93 / 0.87), from the probe",
    "refitted on 141 more rows (the keywords alone are 0.89 / 0.53 both times). v8-blind's misses are once more new",
    "words for old classes: sessions dropped in new words ('need to drop our session', 'no class for me tonight',",
    "'Tuesday's off', 'sit this week out', 'no run tomorrow', 'had to skip sparring'), 'a bag of nerves', 'giving me",
    "gyp', 'a stiff neck'; false alarms 'a pain to adjust', 'Jake from my running club got a marathon PB', 'Fiancé is",
    "stressed', a past insomnia 'the routine fixed'.",
    "",
    "**v9: the last round.** v8's errors fixed as classes, the probe refitted, scored on v9-blind: identical to v8 on",
    "it, signal by signal. Once more the rule fixes did not recur in new voices; the one apparent gain (missed 0.73 →",
    "0.93) came from three phrasings the author had carried over from writing v9-blind, and went when they were",
    "removed (see the caveats above). Four rounds say the same thing: what the keyword rules learn from one set of",
    "voices does not carry to the next; what moved blind figures was the probe and how much labelled text it had.",
    "",
    "**v10 and v11: two more rounds, as issue 18 asked.** v10-blind (128 new messages: a farmer, a chef, a barrister,",
    "a firefighter, cabin crew, a climber, a DJ, a paramedic, a golfer, a padel player …) was written and labelled",
    "before anything ran on it and scored once by the shipped v9: stress 0.95 / 0.78, pain 0.87 / 0.95, missed",
    "0.75 / 0.29, milestone 1.00 / 0.81. Missed recall collapsed: 15 of 21 sessions called off in words no rule had",
    "('I'm out for Thursday', 'gave the pool a swerve', 'tonight's off', 'won't be at bootcamp', 'the outing went",
    "ahead without me', 'sorry for the no-show', 'scrap tomorrow's session', 'skipped legs'), and the probe, fitted",
    "on other wordings, added one. v10 fixed the classes on dev (v9-blind and v10-blind now in it), not the",
    "sentences: absence from a session or a day as one construction (an absence cue — out for, a no, off, pull or",
    "duck out of, bin or call off, give … a swerve, scrap, won't be at, went ahead without me, no-show, not been on",
    "the bike for a fortnight — with a session, a day or 'tonight' as its object), 'skipped legs', a role with no",
    "determiner calling it off ('Coach cancelled'), longing is not a miss ('I miss the old gym'), training anyway",
    "vetoes the probe; sleep broken in the small hours ('woke at 4 again'), 'properly low', a subject acting on the",
    "client ('targets are crushing me' is not someone else's stress), 'stress-tested'; a class taught on injuries,",
    "'a right pain', 'twinged'; tests passed, squads made, 'graded to', 'made weight', clothes that fit 'perfectly",
    "now'. The probe was refitted on the larger dev split. Then v11-blind was written and scored by both v9 and v10:",
    "stress, pain and missed are identical (0.94 / 0.77, 0.87 / 0.95, 0.94 / 0.77), and v10's milestone is lower",
    "(0.93 / 0.70 against 0.94 / 0.80: two messages the v9 probe had flagged and the refitted one does not). Missed",
    "recall on v11 (0.77) is higher than on v10 (0.29) for both versions, so the difference is the sets, not the",
    "fix: on v11 the fixed rules added no session the old ones missed. Six rounds now say it: rule fixes do not",
    "carry to the next author's set.",
    "",
    "**v12: classes by family and scope, then a larger blind round.** v11-blind's errors (and v9-/v10-blind's",
    "remaining ones, all in dev now) were read by class, and the vocabulary was widened by families, not by the",
    "sentences: a mind, head or mood as the subject of a bad state in any tense ('brain is mush', 'mood's been in the",
    "gutter', 'with my mind racing'); everything felt as a weight; something that flattens the client ('the jet lag",
    "has flattened me', 'wiping me out'); depletion idioms; a body part as the subject of a distress verb ('IT band is",
    "screaming', 'lower back seized up', 'hamstring went', 'wrist gives way'); kinds of pain placed in the body",
    "('shooting pains down my leg'); a limp, a fracture, a break; a negated verb of attending with a session or a day",
    "as its object ('not making Wednesday', 'not going to run tomorrow'); too worn out for it; a session forgotten,",
    "given a rest, that did not happen, or left early; slang for skipping ('flaked on', 'skived off', 'swerved');",
    "bests against the client's own past ('best since my thirties', 'a lifetime best', 'first one since having the",
    "girls'); goals said done in any order; events completed and summits; time taken off; 'can finally'; elongated and",
    "slipped spellings ('soooo tiiired', 'overwhelemed') and a few faces. And scope: a past habit anywhere before the",
    "term in its clause ('used to have terrible back pain', not 'I'm used to'), a predicate that denies the term ('my",
    "old Achilles injury hasn't flared up once'), a condition ('if the knee flares up'; 'if I'm honest' is manners), a",
    "near miss ('nearly missed the train', 'almost hit 100kg'), a nuisance ('parking at the gym is a pain'). The probe",
    "was refitted with v11-blind in dev. Then v12-blind (223 messages, the largest blind set so far) was written and",
    "committed, and scored once by v10 and by v12 (the two v12-blind rows above). v12 against v10 on it: stress",
    "recall 0.79 → 0.84, missed 0.92 / 0.73 → 0.96 / 0.83, milestone precision 0.83 → 0.85 but recall 0.86 → 0.82",
    "(the refitted probe no longer flags two achievements the v10 probe did, 'Broke 25 minutes at parkrun finally!'",
    "and 'Won the club championship', and flags a plain log, 'Ran 5k in 31 minutes'; the keywords added one, 'Knocked",
    "3 minutes off my 10k time'), pain unchanged at 0.94 / 0.94. Unlike v7-v11, the",
    "class fixes did carry in part to new voices (keywords alone: stress recall 0.63 → 0.68, missed 0.91 / 0.67 →",
    "0.96 / 0.77, milestone recall 0.64 → 0.68), though the set was written right after them (see the caveats).",
    "v12's misses on it are once more new words for old classes: 'not slept a wink', 'cried in the car park', 'dead",
    "beat', 'sleep's a write-off', 'a shell of a person'; 'puffed up like a balloon', 'playin up' (a dropped g);",
    "'blanked on our session', 'bottled it', 'stayed in bed instead of going', 'only got one of my three sessions",
    "done', text-speak 'cnt make 2morrow'; 'broke 25 minutes', 'passed my … requalification', 'won the club",
    "championship', 'back in the normal range', 'that was my target'. False alarms: a dentist appointment cancelled",
    "(an appointment counts as a session), 'Dreaming of my first pull-up', 'Personal best at eating pizza 🍕😂',",
    "'I'll try for a new max', 'the injury list at the club … glad it's not me', 'slightly achy … nothing unusual',",
    "'stressful for the ewes, I'm loving it'.",
    "",
    "**v13: v12-blind's errors by class, and one more blind round.** After v12-blind was scored its rows joined dev",
    "(so v12-blind is no longer blind: v13 scores 1.00 on it, the row marked *not blind*, an in-sample figure) and its",
    "misses were fixed as classes: text-speak read as the words it stands for ('cnt', '2morrow', 'sesh'), a dropped g",
    "read with it put back ('playin up'), sleep negated in any form ('not slept a wink'), crying (but not for joy),",
    "rumination and 'setting me off', stress that is someone else's ('stressful for the ewes'), 'glad it's not me', a",
    "session not attended in other words ('wasn't there', 'stayed in bed instead of going', 'only got one of my three",
    "sessions done', 'blanked on'), a dentist's appointment is no session, broken times ('broke 25 minutes'), a",
    "healthy range regained, a result named as the goal after it, dreams and tries as intent, records in eating as",
    "jokes, plain distance-and-time logs as a probe veto. The probe was refitted with v12-blind in dev. Then",
    "v13-blind (201) was written and committed, and scored once by v10, v12 and v13 (the three v13-blind rows). v13",
    "meets the goal on every signal there: stress 0.90 / 0.95, pain 0.94 / 0.91, missed 1.00 / 0.93, milestone",
    "0.96 / 0.86. But v10 scores 0.95 / 0.92, 0.91 / 0.88, 0.93 / 0.90, 0.92 / 0.86 on the same set, so most of that",
    "is an easier set; what v13 adds over v10 on it is missed (+0.07 / +0.03), pain (+0.03 / +0.03), milestone",
    "precision (+0.04) and stress recall (+0.03), and it costs stress precision (0.95 → 0.90): v12's morphology",
    "('exhausting', 'draining') flags 'a draining film' and 'exhausting to watch'. Misses left on v13-blind: 'woke up",
    "at 2 and just lay there', 'mornings are a struggle', 'foot's black and blue', 'neck's locked', 'quads are",
    "seriously painful, not normal DOMS' (the minimiser reads 'not normal DOMS' as DOMS), 'haven't been near a gym in",
    "a month', 'only managed the one session … out of three', 'level 2 coaching badge', 'held a plank for 3 minutes,",
    "last month I couldn't do one', 'blood pressure is normal now', 'never got close before'; false alarms besides",
    "the two above: 'a nervous wreck last year … way calmer now', 'calf raises for the achilles', 'reading up on",
    "rotator cuff injuries', 'what a pain' read as stress by the probe, 'record number of mince pies eaten 😂'.",
    "Cost of the wider vocabulary: keyword classification takes 0.47 ms of CPU per message against v10's 0.25 (all",
    "2,404 labelled messages, three interleaved runs each, identical medians and spread ≤ 0.01 ms; 2026-11-25",
    "13:17 UTC, AMD EPYC, load average 7-13), small beside the embedding the probe needs.",
    "",
    "**v14: a new author, one more blind round.** v13-blind joined dev and the probe was refitted on it (3ea8c94;",
    "no rule changed); then v14-blind (253) was written by someone who had not read the vocabulary, the probe or the",
    "labelled rows, committed, and scored once by v13 as shipped and by v14 (the two v14-blind rows; 2026-11-28",
    "04:05 UTC, AMD EPYC, load average 9.8). The goal is missed: pain precision 0.88, missed recall 0.81,",
    "milestone recall 0.76, while stress meets it (0.92 / 0.92; the refitted probe added stress recall 0.86 → 0.92",
    "for one more false alarm, and one milestone false alarm). Keywords alone on it: stress 0.92 / 0.71, pain",
    "0.86 / 0.82, missed 0.96 / 0.69, milestone 1.00 / 0.52 — the lowest keyword recall of the last four sets. The",
    "misses by class: a health marker back in range or off medication ('out of the prediabetic range', 'cholesterol",
    "is normal now', 'off the tablets', 'hit the number we set'), a target named after the result ('that was the goal",
    "for this year'), completions ('completed the Camino', 'made it through the whole Hyrox'), a session postponed",
    "('push Monday's PT to next week', 'take a rain check'), a session planned and not done ('was meant to … but",
    "didn't', 'drove home instead of going in'), absence in idiom ('ghosted the gym', 'took the week off training',",
    "'scratch this week's sessions'), non-native verbs ('my knee is paining', 'I am very much tensed', 'i am",
    "finish'), injuries named as diagnoses or events ('a hernia diagnosis', 'landed on my tailbone'), sleep counted",
    "in digits ('4-5 hrs max'). False alarms: injuries that are someone else's or a topic ('the dog hurt his paw',",
    "'reading about ACL injuries', 'bandaging fake sprained ankles'), 'Pain au chocolat', 'depressed the clutch', a",
    "sad film, 'thriving on it', a class the gym cancelled that the client did at home, an ordinary step count.",
    "",
    "**v15: those classes fixed, and one last small blind round.** After v14-blind joined dev its misses and false",
    "alarms were fixed as classes (shared/domain/insights/vocabulary.py, 'v15'; 75 sentences written for the tests,",
    "tests/test_insights_vocabulary.py): sleep counted as a range, a negation that intensifies a distress verb,",
    "'tensed' and pressure as states, sleep in decline, dozing by day, a weary face beside a pain or a missed session,",
    "tears over a film, 'paining', falls onto the body, a movement that is an ordeal, a clinician's restriction, a",
    "joint coming out, an injury that is a topic, pretend or an animal's, a session put off to another week or",
    "rain-checked, time off training, planned and not done, going home instead of in, not showing up, trained",
    "anyway, a health marker out of a bad range, normal again or off the medication, a number agreed and hit, a route",
    "completed, without a walking aid, a medal without a determiner. On dev those classes also fixed six rows of",
    "earlier rounds by other authors ('Shift pattern's destroying me', 'wide awake at 3am', 'Sorry for ghosting the",
    "last two sessions', 'Reading up on rotator cuff injuries', 'Blood pressure is normal now, the doctor took me off",
    "the tablets') and broke none (keywords alone on dev, in-sample since dev holds v14-blind: stress recall 0.92 →",
    "0.95, pain precision 0.97 → 0.99,",
    "missed recall 0.95 → 0.99, milestone recall 0.90 → 0.94). The probe was refitted with v14-blind in dev; its",
    "out-of-fold thresholds rose (int8: stress 0.65 → 0.70, missed 0.75 → 0.80, milestone 0.70 → 0.75), so it adds",
    "less. Then v15-blind (168) was written and committed, and scored once by v13, v14 and v15 (the three v15-blind",
    "rows; 2026-11-28 04:45 UTC, AMD EPYC, load average 8). The goal is missed on every signal by every version, and",
    "by far: pain precision 0.78, missed recall 0.65-0.68, milestone 0.81-0.84 / 0.50-0.62. The keywords alone score",
    "exactly the same under v14 and v15 on it (stress 0.96 / 0.71, pain 0.75 / 0.60, missed 0.95 / 0.58, milestone",
    "0.75 / 0.35): none of v15's classes came back in the new voices, as in v7-v11. v15 is worse than v14 on it",
    "(stress recall 0.88 → 0.82, milestone 0.58 → 0.50) only through the refitted probe's higher thresholds; v13's",
    "probe does best on missed and milestone. Misses by kind: dialect and other languages' English ('proper",
    "wabbit', 'head is mashed', 'I no fit come today', 'Ma back is murdering me', 'Did me back in'), idioms ('hanging",
    "by a thread', 'fallen off the wagon', 'a non-starter', 'bottled tonight's session', 'sit Tuesday out'), a session",
    "replaced ('Swapped my run for a nap'), 'missed you', achievements in words the rules do not have ('record time',",
    "'made the podium', 'picked for the first XV', 'broke the hour', 'three plates on squat, finally', '15 kilos",
    "lighter', 'reversed it'); false alarms: idioms and slogans ('Stubbed my pride', 'Pain is just weakness leaving",
    "the body', 'Best fish and chips I've ever had', 'skip the chips'), someone else's injury told by a nurse ('My",
    "patient had a hip fracture'), a past injury now over ('injured for most of last year but I'm flying now'), DOMS",
    "('normal stuff'), and the probe reading 'on top of the world' and 'Sleep's been grand' as stress. Cost of the",
    "wider vocabulary: keyword classification 1.18 ms of CPU per message against v13's 0.91 (all 2,825 labelled",
    "messages, three interleaved runs each, medians; 2026-11-28 04:46 UTC, AMD EPYC, load average 9-12; the same v13",
    "code measured 0.47 ms on a quieter machine on 2026-11-25, so compare the two figures of one run only).",
    "",
    "**v16: the method changed, chosen by cross-validation, and one more blind round.** Fifteen rounds of rules fixed",
    "by class hovered at 0.8-0.95, so v16 changed how the probe is chosen instead of the rule list. `bench/detector_cv.py`",
    "holds out each blind round (v3-blind … v15-blind) in turn, fits the probe and chooses its threshold on every other",
    "row only (the threshold by an inner cross-validation over the training rounds, dealt into four folds), and scores",
    "the held-out round; the keyword rules stay fixed. The rules were tuned on the errors of every round up to",
    "v14-blind except v13-blind, so a fold's score is in-sample for the rules on the other eleven rounds: the *pooled*",
    "figure compares methods that share those rules (and counts every false alarm a probe adds), the *unseen* pool",
    "(v13-blind + v15-blind, 369 messages, the rounds whose errors no rule was fitted to) is the honest one. Probes are",
    "fitted by Newton's method on the same class-weighted logistic loss (a dozen steps, so the 13 × 5 × 4 refits per",
    "method take minutes); messages are embedded one at a time. Each cell: pooled P / R; unseen P / R (runs of",
    "2026-11-28 14:59-15:35 UTC, AMD EPYC, 2 cores, load average 7-13; accuracy does not depend on load):",
    "",
    "| method | stress | pain | missed | milestone |",
    "|---|---|---|---|---|",
    "| keywords | 0.98 / 0.91; 0.93 / 0.69 | 0.97 / 0.93; 0.87 / 0.76 | 1.00 / 0.95; 0.98 / 0.75 | 0.98 / 0.87; 0.91 / 0.54 |",
    "| add-only | 0.97 / 0.97; 0.89 / 0.89 | 0.96 / 0.97; 0.88 / 0.89 | 0.99 / 0.97; 0.98 / 0.83 | 0.97 / 0.94; 0.89 / 0.74 |",
    "| add-only-p80 | 0.94 / 0.98; 0.88 / 0.93 | 0.95 / 0.97; 0.88 / 0.89 | 0.95 / 0.97; 0.93 / 0.87 | 0.95 / 0.96; 0.89 / 0.78 |",
    "| add-only-p90 | 0.98 / 0.96; 0.92 / 0.81 | 0.97 / 0.97; 0.89 / 0.87 | 1.00 / 0.96; 0.98 / 0.78 | 0.98 / 0.93; 0.93 / 0.70 |",
    "| add-only-f1 | 0.87 / 0.99; 0.86 / 0.94 | 0.96 / 0.97; 0.88 / 0.89 | 0.91 / 0.98; 0.88 / 0.88 | 0.91 / 0.97; 0.88 / 0.85 |",
    "| residual-add | 0.97 / 0.95; 0.92 / 0.81 | 0.96 / 0.93; 0.87 / 0.76 | 1.00 / 0.95; 0.98 / 0.75 | 0.98 / 0.90; 0.92 / 0.61 |",
    "| residual-add-f1 | 0.95 / 0.95; 0.92 / 0.82 | 0.94 / 0.96; 0.86 / 0.81 | 0.97 / 0.95; 0.96 / 0.77 | 0.94 / 0.93; 0.90 / 0.70 |",
    "| scoped-add | 0.98 / 0.93; 0.93 / 0.74 | 0.96 / 0.94; 0.88 / 0.78 | 1.00 / 0.95; 0.98 / 0.75 | 0.97 / 0.91; 0.89 / 0.63 |",
    "| scoped-decide | 0.97 / 0.94; 0.90 / 0.79 | 0.96 / 0.95; 0.88 / 0.79 | 1.00 / 0.94; 0.98 / 0.73 | 0.98 / 0.91; 0.89 / 0.63 |",
    "| masked-add | 0.91 / 0.99; 0.88 / 0.94 | 0.92 / 0.97; 0.86 / 0.90 | 0.91 / 0.99; 0.89 / 0.93 | 0.89 / 0.98; 0.86 / 0.89 |",
    "| masked-f1 | 0.89 / 0.99; 0.87 / 0.94 | 0.95 / 0.97; 0.86 / 0.87 | 0.88 / 0.99; 0.89 / 0.93 | 0.88 / 0.98; 0.86 / 0.89 |",
    "| masked-p90 | 0.94 / 0.98; 0.92 / 0.92 | 0.95 / 0.97; 0.86 / 0.87 | 0.94 / 0.97; 0.93 / 0.87 | 0.93 / 0.96; 0.86 / 0.78 |",
    "",
    "`add-only` is the v15 method (the baseline): the probe over the whole message's embedding, adding only what the",
    "keywords did not veto, at the lowest threshold whose inner out-of-fold precision is ≥ 0.85; -p80 / -p90 / -f1 move",
    "that bar or take the best inner F1; `residual-add` fits and judges the probe only on the rows it can act on;",
    "`scoped-*` give the probe the rules' findings (asserted, vetoed, question-only, resolved) as features, and `-decide`",
    "lets it drop a rule's signal as well as add one — those learn to copy the rules, which are in-sample on the training",
    "rows, and lose recall on the unseen rounds; `masked-*` embed the *scoped text* (the parts the rules read as",
    "negated, asked or about someone else left out, `detectors.scoped_text`). By the goal (P ≥ 0.90 and R ≥ 0.85)",
    "`masked-p90` was the best: all four signals on the pooled rounds and two of four (stress 0.92 / 0.92, missed",
    "0.93 / 0.87) on the unseen ones, where the baseline met none (stress 0.89 / 0.89, missed 0.98 / 0.83, milestone",
    "0.89 / 0.74); it pays 0.01-0.05 of pooled precision, and by F1 summed over the signals it is a little above the",
    "baseline on the unseen rounds (+0.02) and below it on the pooled (-0.05). v16 ships it (70479b3): the probe reads",
    "the scoped text and flags at the lowest threshold with inner out-of-fold precision ≥ 0.90; the rules, the vetoes",
    "and the add-only combination are unchanged. Cost: keywords + MiniLM 7.5-8.6 ms of CPU per message against v15's",
    "7.3-8.9, the same within the noise (the embedding dominates; scoping costs a keyword analysis per clause, done only",
    "when a probe is fitted for the embedder, so keywords alone stay at 1.6 ms); 500 labelled messages one at a time,",
    "three runs each, 2026-11-28 15:54-15:57 UTC, load average 11-15. A vector does not depend on its batch-mates or the",
    "instruction set (the embedder's contract and ISA tests).",
    "",
    "Then v16-blind (172 messages by new voices) was written and committed before any detector ran on it and scored",
    "once by v15 (main) and by v16 as frozen; v15-blind was then moved to dev and the probe refitted with it by the same",
    "method (a0486ea, the shipped fit; int8 thresholds: stress 0.70 → 0.75, milestone 0.65 → 0.70), which reads no",
    "v16-blind row, and that was scored on v16-blind too (the three v16-blind rows; 2026-11-28 15:43-15:48 UTC, load",
    "average 11-13). **The cross-validated gain did not carry to the new set.** v16 against v15 on it: missed recall",
    "0.75 → 0.86 (0.82 refitted), paid for in precision — stress 0.84 → 0.76 (0.79 refitted), pain 0.80 → 0.77, missed",
    "0.88 → 0.86 (0.85); milestone and the other recalls are unchanged (stress 0.96, pain 0.92, milestone 0.90 / 0.83).",
    "By F1 summed over the signals the versions are level (3.43 for v15, 3.41 for v16 as frozen, 3.40 refitted). Keywords",
    "alone on it (the same rules in both): stress 0.85 / 0.85, pain 0.86 / 0.69, missed 0.91 / 0.71, milestone",
    "0.89 / 0.70. v16 gains 'Can't pitch on Friday', 'Rehearsals ran over so I missed our conditioning block',",
    "'Christmas services mean no training until the 27th', 'Finished the Comrades!'; it adds false alarms where the",
    "scoped text keeps a calm or idle part that no veto covers ('Bees were grumpy all week but I'm grand, honestly never",
    "felt calmer' and 'Respite week booked, I feel lighter already' as stress, 'Skipped dessert all week' as missed,",
    "'One of my year 2s broke his wrist' as pain). Misses both versions share: dialect and slang ('Absolutely cooked …",
    "brain's fried', 'Rolled me ankle … a lovely shade of purple', 'Gonna pike on the arvo session', 'Mi nah go reach di",
    "gym'), 'bailed on lunchtime weights', 'no paddling session this weekend', 'Crushed two fingers in a hatch … still",
    "throbbing', achievements without a record word ('Passed my OSCEs first time', 'set the platform record for 2k',",
    "'Finally unassisted pistol squat', '10000 steps daily for full one month, first time in life'); false alarms both",
    "share: someone else's injury ('The other driver … pulled his shoulder', 'Operated on a patient with a shattered",
    "femur'), 'Nobody on the team missed a session', 'The gym was closed … so I ran outside instead', an injury long over",
    "('The old shoulder injury? Long gone'), 'Nervous but excited for the race', 'exhausting job but I love it', a club",
    "captain's win. Eleven blind rounds now say the same: neither more rules nor a better-chosen linear probe over one",
    "sentence embedding reaches 0.90 / 0.85 on every signal of a new author's set. The leave-one-round-out estimate is",
    "the better yardstick for choosing (it is not one set's luck), but its rules are in-sample on most rounds, and two",
    "unseen rounds are too few to separate methods a few points apart.",
    "",
    "**v17 (issue 18, h-detect17).** v17-blind (237 messages, above) was written and committed first and scored once by",
    "main (v16, 24b3223): stress 0.91 / 0.89, pain 0.88 / 0.92, missed 0.85 / 0.92, milestone 0.85 / 0.91 (keywords",
    "alone 0.90 / 0.81, 0.90 / 0.90, 0.88 / 0.83, 0.86 / 0.78). v16-blind then moved to dev, and v17 changed, on dev",
    "only: (1) the rules, by class, from the errors of the v15-blind and v16-blind rounds (shared/domain/insights/",
    "vocabulary.py, 'v17'; 18 sentences written for tests/test_insights_vocabulary.py, 10 of which fail without it, the",
    "other 8 guarding the client's own reports, and a test of the vetoes):",
    "someone else named by a role or as one of a group ('My patient …', 'One of my pupils …', 'The team captain …',",
    "'Nobody in my class skipped …', 'It's the landlord who …', 'a patient with a …'), an injury owned by his / her",
    "even when 'my' appears elsewhere in the clause, a past episode said to be over in a later sentence or by its",
    "noun ('the old … injury', 'a past season'), minimisers ('it's nothing', 'part of the job', 'but I love it',",
    "'nervous but excited'), and two vetoes of the probe (someone else's injury in the sentence, whatever the rules'",
    "words for it; a miss word on a meal, a drink or a ride: 'Skipped dessert all week'); on the dev split these",
    "only removed keyword false alarms (13 rows) and added none; (2) class-balanced weights for missed only",
    "(detector_cv `masked-v17`; each other signal keeps sqrt(neg/pos)): by leave-one-round-out cross-validation on",
    "the unseen rounds missed went 0.93 / 0.86 → 0.93 / 0.90 with them, stress and pain were level, milestone lost",
    "(0.89 / 0.81 → 0.88 / 0.79), and a 0.95 precision bar cost recall on three signals (stress 0.95 / 0.80, missed",
    "0.97 / 0.82, milestone 0.92 / 0.74); (3) the probe's decision is the exact logit (float32 vector and weights,",
    "their products exact in float64, summed by math.fsum) against the logit cut-off the fit writes as a decimal, so",
    "no BLAS kernel (chosen by the CPU's instruction set) or libm build can move a message across its threshold",
    "(tests/test_insights_semantic.py: a float32 sigmoid that rounds -1e-9 to 0.5 no longer flags). Cross-validation",
    "(`python -m bench.detector_cv --methods keywords,masked-v17 --rounds`, v3- … v16-blind each held out; the",
    "\"unseen\" pool is v13, v15, v16-blind, but v17's rules were fixed from v15's and v16's errors, so only v13-blind",
    "is unseen by them now): pooled 0.95 / 0.97, 0.96 / 0.96, 0.95 / 0.97, 0.92 / 0.95 (v16's method and rules on the",
    "same rows: 0.94 / 0.97, 0.94 / 0.96, 0.95 / 0.96, 0.93 / 0.95); unseen 0.92 / 0.91, 0.92 / 0.89, 0.92 / 0.90,",
    "0.89 / 0.81 (v16: 0.87 / 0.91, 0.83 / 0.89, 0.91 / 0.85, 0.87 / 0.81) — stress, pain, missed, milestone. The",
    "probe refitted on dev with v16-blind in it (e024cd7; int8 thresholds: pain 0.65 → 0.70, missed 0.70 → 0.85 with",
    "its new weights). **On v17-blind, scored once at the end (the bold row above):** stress 0.91 / 0.89 (unchanged),",
    "pain 0.88 → 0.90 / 0.92, missed 0.85 / 0.92 (unchanged), milestone 0.85 / 0.91 → 0.86 / 0.94; keywords alone",
    "unchanged (none of v17's rule classes occurs in v17-blind). The goal (≥ 0.90 / ≥ 0.85) is met on stress and pain",
    "and missed by precision on missed (0.85) and milestone (0.86). 2026-11-28 18:38 UTC, load average 19-20 on the",
    "shared 2-core EPYC (accuracy does not depend on load).",
    "",
    "**v18 (issue 18, h-detect18): missed-session and milestone false alarms by class, and a new author's round.**",
    "v17-blind moved to dev. Every dev round's out-of-fold false alarms (`python -m bench.detector_cv --methods",
    "keywords,masked-v17 --rounds --errors missed,milestone`: each round's flags from a probe fitted without it) were",
    "read and fixed as classes in shared/domain/insights/vocabulary.py ('v18'), as rules where the keywords asserted",
    "them and as vetoes of the probe (cues of the opposite) where only the probe did. Keyword false alarms: what a",
    "limb can or cannot do is no session ('can't run on it yet'); a miss thought about or hoped for ('thought about",
    "skipping parkrun', 'fingers crossed I dodge it'); misses said to be over ('not one since'); a best missed, nearly",
    "reached or abandoned ('missed my PB by two seconds' was also a missed session: 'two' reads as a session count;",
    "'nearly got my PB', 'had to DNF'); records in watching, eating or lazing, a quiz or a raffle won, the best thing",
    "ever had or seen, a thing done to an object ('finally got replaced'), hours of work ('from 6 to 6'). Probe",
    "additions: training done instead or anyway (a bug: the v15 rule needed an object, so 'so I ran outside instead'",
    "never matched), still to come or looked forward to ('will train Sunday', 'can't wait for tomorrow's session'),",
    "with its kit ('skipping rope', 'I'll take the resistance bands'), no day off, the trainer missed ('missed you at",
    "the gym'), a part of a session, a subscription or a work event ('skipped the warm-up', 'cancelled Netflix', 'the",
    "away day'), the wider family as subject ('My grandson ran his first …'), plain logs and steps, weight gained or",
    "the scales up, a goal still ahead or conditional ('still 4 to go', 'if I lose another 2kg'), an entry ('signed",
    "up for the charity 10k'), a try to come, a lift repeated, a programme's week, arriving just in time. One cue was",
    "dropped after the cross-validation showed its cost: a cue for one signal empties its part of the message for the",
    "probe's other signals (detectors.scoped_text), and 'only managed' (no milestone) took two missed sessions with",
    "it. 52 sentences written for tests/test_insights_vocabulary.py (none in the labelled set), 46 of which fail on",
    "main; the other 6 guard the client's own signals. On the dev rows the rules lost no true label and vetoed none",
    "(keywords alone, dev: missed 0.99 / 0.93 → 1.00 / 0.93, milestone 0.97 / 0.87 → 0.99 / 0.87, in-sample). The",
    "probe was refitted with the same method (bench/fit_insight_probe.py; int8 thresholds: missed 0.85 → 0.70,",
    "milestone 0.65 → 0.55, out-of-fold P / R missed 0.93 / 0.72 → 0.91 / 0.89, milestone 0.90 / 0.78 → 0.92 / 0.86;",
    "stress and pain unchanged): with the vetoed parts no longer in the scoped texts, the probe reaches the 0.90 bar",
    "at lower thresholds. Cross-validation (masked-v17, v3- … v17-blind each held out; the rules are in-sample on every",
    "round now, so this compares versions on the same rows, it is no estimate for new voices): pooled missed",
    "0.94 / 0.96 → 0.96 / 0.98, milestone 0.92 / 0.94 → 0.96 / 0.96, stress and pain unchanged (0.94 / 0.96,",
    "0.96 / 0.96); on the v17-blind round missed 0.85 / 0.92 → 0.97 / 0.94, milestone 0.86 / 0.94 → 0.97 / 0.94",
    "(runs of 2026-11-28 21:19-22:00 UTC, load average 10-22). **On v18-blind, scored once by main and once by v18",
    "after v18's last code commit (the two v18-blind rows; 2026-11-28 22:00-22:07 UTC, load average 18-22):** the",
    "dev gains did not carry. Stress 0.91 / 0.83, pain 0.87 / 0.87 and milestone 0.86 / 0.89 are the same for both;",
    "missed went 0.94 / 0.94 → 0.92 / 0.94 (three false alarms against main's two: the keywords alone no longer",
    "raise any, 0.97 → 1.00 precision alone, but the refitted probe at its lower threshold adds three). Keywords",
    "alone are otherwise identical (stress 0.92 / 0.71, pain 0.89 / 0.79, milestone 0.89 / 0.69): none of v18's",
    "other classes occurs in the new set. The goal (≥ 0.90 / ≥ 0.85) is met on missed only; stress misses it by",
    "recall (0.83), pain by precision (0.87), milestone by precision (0.86). The v18-blind errors were not read.",
    "",
    "**v19 (issue 18, h-detect19): stress, pain and milestone errors by class, measured once on v18-blind.** Every dev",
    "round's out-of-fold errors for stress, pain and milestone (`python -m bench.detector_cv --methods",
    "keywords,masked-v17 --rounds --errors stress,pain,missed,milestone`; v18-blind is not in dev and was not read)",
    "were grouped by class and fixed in shared/domain/insights/vocabulary.py ('v19'), as rules where the keywords",
    "erred and as vetoes of the probe (cues of the opposite) where only the probe did. Rules: sleep negated by",
    "'without' ('fourth night in a row without sleep'); sarcasm scope: 'said no one' denies only the claim it follows,",
    "not the whole message ('Best week ever, said no one. … I'm fried' reports the fatigue; it used to veto every",
    "signal as a joke); the client sharing someone else's state ('my mum's stressed … and honestly so am I', 'me",
    "too'; not in a sentence with a negation); negation scope of a good-kind cue ('seriously painful, not normal",
    "DOMS' was read as DOMS); pain that is no body's (pride or ego hurt, 'the pain of watching', 'pain is weakness',",
    "'14 hours of pain'; unless a body part is named beside it); a pain only foreseen (a modal before the term: 'I",
    "might hurt my back if …'; 'might have torn' stays); someone else by the subject's head noun before a place ('Team",
    "at work is burnt out'); an episode over ('way calmer now', 'in a great place now'); post-workout burn ('great",
    "burn', 'normal stuff'); 'pulled' with a lift as its object; a claim taken back as someone else's ('…well, my",
    "friend did'); an opportunity is no achievement ('finally got the chance'). Probe vetoes: calmer, coping and",
    "said so ('handling it fine', 'surprisingly ok'; 'not coping well' is no cue), energy and ease said outright,",
    "a negation that intensifies a good state ('never felt calmer', 'haven't felt this rested in ages'), a heart's",
    "stress test; a body part loosened or fine since a treatment; a plateau, a move still out of reach, a weak day,",
    "a thing done again after a while ('first time in ages'). 48 sentences written for",
    "tests/test_insights_vocabulary.py (none in the labelled set), 37 of which fail on main; the other 11 guard",
    "the neighbours of each class. On the dev rows the rules changed 15 keyword labels, every one towards its",
    "label (keywords alone, dev, in-sample: stress 0.98 / 0.92 → 0.98 / 0.93, pain 0.97 / 0.93 → 0.99 / 0.93,",
    "milestone 0.99 / 0.87 → 1.00 / 0.87). The probe was refitted with the same method (bench/fit_insight_probe.py; int8",
    "thresholds: stress 0.75 → 0.65, pain 0.70 → 0.65, milestone 0.55 → 0.50, missed 0.70 unchanged; out-of-fold",
    "P / R stress 0.914 / 0.669 → 0.907 / 0.785, pain 0.918 / 0.839 → 0.903 / 0.861, milestone 0.921 / 0.859 →",
    "0.905 / 0.893, missed 0.910 / 0.885 → 0.912 / 0.880): with the vetoed parts out of the scoped texts the probe reaches the 0.90 bar",
    "at lower thresholds. Cross-validation (masked-v17, v3- … v17-blind each held out; the rules are in-sample on",
    "every round, so this compares versions on the same rows, it is no estimate for new voices), TP / FP / FN pooled:",
    "stress 435 / 29 / 17 → 444 / 22 / 8 (0.94 / 0.96 → 0.95 / 0.98), pain 363 / 16 / 15 → 364 / 6 / 14 (0.96 / 0.96",
    "→ 0.98 / 0.96), missed 351 / 16 / 7 → 351 / 17 / 7 (0.96 / 0.98 → 0.95 / 0.98), milestone 313 / 14 / 12 →",
    "315 / 17 / 10 (0.96 / 0.96 → 0.95 / 0.97: the folds' milestone thresholds fell, and the probe raised new false",
    "alarms — 'Started the new programme today', 'Record number of parcels on the round' — where the vetoes removed",
    "old ones). Runs of 2026-11-29 00:08-00:45 UTC, load average 6-15. **On v18-blind, scored once after v19's last",
    "code commit and refit (the v19 row; 2026-11-29 00:52-00:55 UTC, load average 16-20):** pain 0.87 / 0.87 →",
    "0.90 / 0.90 (one false alarm and one miss fewer by count; keywords alone 0.89 / 0.79 → 0.91 / 0.79), milestone",
    "0.86 / 0.89 → 0.89 / 0.92 (one false alarm and one miss fewer; keywords alone unchanged, 0.89 / 0.69), stress",
    "0.91 / 0.83 unchanged (4 false alarms and 8 misses, as before: the lower stress threshold added no recall on the",
    "new voices; keywords alone unchanged, 0.92 / 0.71), missed 0.92 / 0.94 unchanged. The goal (≥ 0.90 / ≥ 0.85) is",
    "now met on pain and missed; stress misses it by recall (0.83), milestone by precision (0.89, one false alarm",
    "short). The v18-blind errors were not read. Caveat: v18-blind's commit message (318abd2), read for its labelling",
    "rules, also names some of its styles with an example each (sarcasm, a retracted complaint, third parties,",
    "hypotheticals, jargon that looks like pain, jokes); v19's classes were taken from dev rows (v17-blind's 'Glutes on",
    "fire during those lunges 🔥 great burn', 'Best week ever, said no one', 'Worried I might hurt my back …'), and no",
    "rule was written from those examples, but the gain on pain may owe something to classes the two sets share.",
    "",
    "**The keyword analysis is kept per text (v18).** chatWithAI's last-7-days digest (shared/usecases/chat/memory.py)",
    "runs the keyword detectors over the client's week on every chat, so each chat analysed the same messages again.",
    "`vocabulary.analyse` now keeps each (text, narrated) analysis (functools.lru_cache, 4,096 texts, least recently",
    "used out; each caller gets its own copy of the sets). The analysis is a pure function of the text, so no result",
    "changes (tests/test_insights_vocabulary.py: a second read of a text does not analyse it again, a caller",
    "changing its copy changes nothing kept, and the kept analyses equal fresh ones over the labelled set).",
    "`python -m bench.bench_insight_digest` (detect_all over 28 messages, keywords only, median of 15 weeks, the",
    "same detections both times): 33.3 ms of CPU for a week never read, 0.5 ms on the next chats about it",
    "(2026-11-28 21:33 UTC, AMD EPYC, load average 15.8).",
    "",
]
AFTER_TABLE = [
    "Earlier fresh sets, per signal, scored when they were blind (their rows are in dev now, so this run cannot",
    "recompute them): v6 on v6-blind (176, at 33fb065), v7 on v7-blind (141, at 80ce4c4), v8 on v8-blind (128,",
    "at 052adac), v9 on v9-blind (122), v9 on v10-blind (128, at 8ea51a6), v10 on v11-blind (127, at 8dcad32), v12 on",
    "v12-blind (223, at e278dcb), v13 on v13-blind (201, at afad5e3), v14 on v14-blind (253, at 3ea8c94), v15 on",
    "v15-blind (168, at 95a58dd); each cell",
    "keywords P / R, then keywords + MiniLM P / R.",
    "",
    "| signal | v6-blind | v7-blind | v8-blind | v9-blind | v10-blind | v11-blind | v12-blind | v13-blind | v14-blind |"
    " v15-blind | positives v6 … v15 |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    "| stress | 0.85 / 0.74, 0.82 / 1.00 | 0.88 / 0.75, 0.86 / 0.95 | 0.89 / 0.81, 0.91 / 0.95 | 0.93 / 0.72, 0.94 / 0.83"
    " | 0.94 / 0.70, 0.95 / 0.78 | 0.92 / 0.50, 0.94 / 0.77 | 0.96 / 0.68, 0.97 / 0.84 | 0.89 / 0.66, 0.90 / 0.95 | 0.92 / 0.71, 0.92 / 0.92 | 0.96 / 0.71, 0.88 / 0.82 | 23 / 20 / 21 / 18 / 23 / 22 / 38 / 38 / 51 / 34 |",
    "| pain | 1.00 / 0.81, 1.00 / 0.81 | 0.94 / 0.83, 0.88 / 0.83 | 0.88 / 0.88, 0.88 / 0.88 | 0.93 / 0.88, 0.94 / 1.00"
    " | 0.88 / 0.71, 0.87 / 0.95 | 0.83 / 0.71, 0.87 / 0.95 | 0.93 / 0.82, 0.94 / 0.94 | 0.94 / 0.91, 0.94 / 0.91 | 0.86 / 0.82, 0.88 / 0.90 | 0.75 / 0.60, 0.78 / 0.83 | 21 / 18 / 16 / 16 / 21 / 21 / 33 / 33 / 39 / 30 |",
    "| missed | 1.00 / 1.00, 1.00 / 1.00 | 1.00 / 0.73, 1.00 / 0.87 | 1.00 / 0.54, 1.00 / 0.54 | 0.90 / 0.60, 0.92 / 0.73"
    " | 0.71 / 0.24, 0.75 / 0.29 | 1.00 / 0.73, 0.94 / 0.77 | 0.96 / 0.77, 0.96 / 0.83 | 1.00 / 0.86, 1.00 / 0.93 | 0.96 / 0.69, 0.97 / 0.81 | 0.95 / 0.58, 0.95 / 0.65 | 18 / 15 / 13 / 15 / 21 / 22 / 30 / 29 / 36 / 31 |",
    "| milestone | 1.00 / 0.65, 0.94 / 0.85 | 1.00 / 0.38, 0.90 / 0.69 | 0.89 / 0.53, 0.93 / 0.87 | 1.00 / 0.67, 0.93 / 0.87"
    " | 1.00 / 0.71, 1.00 / 0.81 | 1.00 / 0.50, 0.93 / 0.70 | 0.86 / 0.68, 0.85 / 0.82 | 1.00 / 0.68, 0.96 / 0.86 | 1.00 / 0.52, 0.96 / 0.76 | 0.75 / 0.35, 0.81 / 0.50 | 20 / 13 / 15 / 15 / 21 / 20 / 28 / 28 / 33 / 26 |",
    "",
    "**Where it stands.** v22 (the last two bold rows above) on v21-blind, whose errors were never read, and on v22-blind",
    "(written by v22's author, errors not read either): stress 0.90 / 0.90 and 0.83 / 0.88, pain 0.90 / 0.90 and",
    "0.85 / 0.89, missed 0.85 / 0.89 and 1.00 / 0.97, milestone 0.78 / 0.90 and 0.77 / 0.84: against v21 on the same",
    "rounds, milestone precision up (0.71 → 0.78, 0.74 → 0.77), the rest within one or two messages; both bars met on",
    "stress and pain on v21-blind and on missed on v22-blind; milestone precision still far short on both",
    "(docs/BENCHMARKS.md, \"Detectors v22 (h-detect22)\").",
    "v21 on v20-blind, whose errors were never read, and on v21-blind:",
    "stress 0.89 / 0.88 and 0.90 / 0.90, pain 0.89 / 0.85 and 0.90 / 0.90, missed 0.90 / 0.88 and 0.85 / 0.89, milestone",
    "0.73 / 0.82 and 0.71 / 0.90: both bars met on stress and pain on v21-blind (written by v21's author), on missed",
    "on v20-blind; milestone precision far short on both (docs/BENCHMARKS.md, \"Detectors v21 (h-detect21)\").",
    "v19 on v18-blind: stress 0.91 / 0.83, pain 0.90 / 0.90, missed 0.92 / 0.94,",
    "milestone 0.89 / 0.92 — both bars met on pain and missed (tuned on dev only; see the v19 paragraph's caveat). v18 on v18-blind: stress 0.91 / 0.83, pain 0.87 / 0.87, missed",
    "0.92 / 0.94, milestone 0.86 / 0.89 — both bars met on missed only (main's v17 on the same set: the same but",
    "missed 0.94 / 0.94). v17 on v17-blind: stress 0.91 / 0.89, pain 0.90 / 0.92, missed",
    "0.85 / 0.92, milestone 0.86 / 0.94 — both bars met on stress and pain; missed and milestone short on precision.",
    "v16 on v16-blind: stress 0.79 / 0.96, pain 0.77 / 0.92, missed",
    "0.85 / 0.82, milestone 0.90 / 0.83 — both bars met on no signal, level with v15 by F1. Before it,",
    "over ten fresh sets, each scored by the version whose tuning never saw it (v6, v7, v8, v9,",
    "v9, v10, v12, v13, v14, v15 on v6- … v15-blind; keywords + MiniLM): stress 0.82 / 1.00, 0.86 / 0.95, 0.91 /",
    "0.95, 0.94 / 0.83, 0.95 / 0.78, 0.94 / 0.77, 0.97 / 0.84, 0.90 / 0.95, 0.92 / 0.92, 0.88 / 0.82; pain 1.00 /",
    "0.81, 0.88 / 0.83, 0.88 / 0.88, 0.94 / 1.00, 0.87 / 0.95, 0.87 / 0.95, 0.94 / 0.94, 0.94 / 0.91, 0.88 / 0.90,",
    "0.78 / 0.83; missed 1.00 / 1.00, 1.00 / 0.87, 1.00 / 0.54, 0.92 / 0.73, 0.75 / 0.29, 0.94 / 0.77, 0.96 / 0.83,",
    "1.00 / 0.93, 0.97 / 0.81, 0.95 / 0.65; milestone 0.94 / 0.85, 0.90 / 0.69, 0.93 / 0.87, 0.93 / 0.87, 1.00 /",
    "0.81, 0.93 / 0.70, 0.85 / 0.82, 0.96 / 0.86, 0.96 / 0.76, 0.81 / 0.50. Only v13-blind met the goal (≥ 0.90 /",
    "≥ 0.85) on every signal; v14-blind meets it on stress only, v15-blind on none. The goal is not met reliably,",
    "and the last two rounds, the first written by an author who had not read the rules and the last by one who",
    "had read all of them, are the two furthest from it. Keywords alone on the ten sets: stress recall 0.74 / 0.75 /",
    "0.81 / 0.72 / 0.70 / 0.50 / 0.68 / 0.66 / 0.71 / 0.71, milestone 0.65 / 0.38 / 0.53 / 0.67 / 0.71 / 0.50 /",
    "0.68 / 0.68 / 0.52 / 0.35, missed 1.00 / 0.73 / 0.54 / 0.60 / 0.24 / 0.73 / 0.77 / 0.86 / 0.69 / 0.58. Ten",
    "rounds say what v7-v9 said: rules fixed by class carry to the next set's voices only where the same words",
    "come back, and the probe carries what recall there is.",
    "The model layer (`GENERATOR=openai`: the drafter confirms each detection under a JSON schema before writing",
    "it, shared/usecases/insights/drafting.py) can only remove false positives and is not measured here (it needs",
    "the hosted model). Recall on new voices needs a model that reads meaning (the hosted model as a classifier, or",
    "a probe fitted on real clients' messages) more than more rules.",
]


def load(path: Path = LABELS_FILE) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def predict(rows: list[dict[str, Any]], embedder: Any) -> list[set[str]]:
    from shared.domain.insights.detectors import classify
    from shared.usecases.insights.sources import ClientMessage

    now = datetime(2026, 11, 12, tzinfo=timezone.utc)
    # A row with role "coach" is the trainer's own message: the detectors read client text only
    # (detect_all drops trainer messages), so it is passed on as the pipeline would and never flagged.
    messages = [ClientMessage(r["id"], "bench", r["text"], now, r.get("role", "client") != "coach") for r in rows]
    labels = classify([m for m in messages if m.from_client], embedder)
    return [labels.get(m.id, set()) & set(DETECTORS) for m in messages]


def scores(rows: list[dict[str, Any]], predicted: list[set[str]], label: str) -> dict[str, Any]:
    tp = sum(1 for r, p in zip(rows, predicted) if label in p and label in r["labels"])
    fp = sum(1 for r, p in zip(rows, predicted) if label in p and label not in r["labels"])
    fn = sum(1 for r, p in zip(rows, predicted) if label not in p and label in r["labels"])
    return {
        "positives": tp + fn,
        "tp": tp, "fp": fp, "fn": fn,
        "precision": tp / (tp + fp) if tp + fp else 1.0,
        "recall": tp / (tp + fn) if tp + fn else 1.0,
    }


def errors(rows: list[dict[str, Any]], predicted: list[set[str]]) -> list[str]:
    out = []
    for r, p in zip(rows, predicted):
        gold = set(r["labels"])
        if p != gold:
            out.append(f"  [{r['split']}] gold={sorted(gold)} got={sorted(p)}  {r['text']}")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument("--errors", action="store_true", help="print dev-split disagreements (blind stays unseen)")
    args = parser.parse_args()

    from bench import machine
    from bench.report import table, write_section
    from shared.adapters.embedding.minilm import MiniLMEmbedder

    rows = load()
    layers = {"keywords": None, "keywords + MiniLM (int8)": MiniLMEmbedder(precision="int8")}
    results: dict[str, dict[str, dict[str, Any]]] = {}
    for name, embedder in layers.items():
        for split in SPLITS:
            subset = [r for r in rows if r["split"] == split]
            predicted = predict(subset, embedder)
            results[f"{name}|{split}"] = {label: scores(subset, predicted, label) for label in DETECTORS}
            if args.errors and split == "dev":
                print(f"{name} — dev disagreements:")
                print("\n".join(errors(subset, predicted)) or "  none")

    body = []
    for label in DETECTORS:
        for name in layers:
            cells: list[Any] = [label, name]
            for split in SPLITS:
                r = results[f"{name}|{split}"][label]
                cells += [f"{r['precision']:.2f} / {r['recall']:.2f}"]
            cells.append(" / ".join(str(results[f"{name}|{sp}"][label]["positives"]) for sp in SPLITS))
            cells.append(" / ".join(f"{results[f'{name}|{sp}'][label]['fp']}+{results[f'{name}|{sp}'][label]['fn']}" for sp in SPLITS))
            body.append(cells)
    for line in body:
        print(" | ".join(map(str, line)))
    n = {sp: sum(r["split"] == sp for r in rows) for sp in SPLITS}
    load1, _, _ = os.getloadavg()
    cpu = machine.describe()["cpu"]
    section = "\n".join([
        "## Insight detectors: precision and recall per signal (labelled messages)",
        "",
        "    functions/venv/bin/python bench/fit_insight_probe.py      # the probe, fitted on dev only",
        "    functions/venv/bin/python bench/bench_insight_labels.py   # this section",
        "    functions/venv/bin/python -m bench.detector_cv --rounds   # leave-one-round-out cross-validation (v16)",
        "",
        f"{len(rows)} hand-written coaching messages (`bench/insights_labels.jsonl`: dev {n['dev']}, blind {n['blind']});",
        "about 40-50 % positives, many near misses: negations, healthy opposites, other people's troubles, questions,",
        "idioms, sarcasm, typos, past episodes that are over, resolved injuries, post-workout soreness, small",
        "quantities, the coach's own messages (`role: coach`, passed as the trainer's: the detectors read client text",
        "only). A message counts as flagged for a signal when `shared.domain.insights.detectors.classify` labels it",
        "so. Goal: precision ≥ 0.90, recall ≥ 0.85.",
        "",
        "**How far to trust each split.** `dev` is everything the rules and the probe were tuned or fitted on,",
        "including every earlier held-out set once it had been scored (`origin` says which round wrote each row).",
        "Its keywords + MiniLM figures are in-sample for the probe, so they are a fit, not a claim. `blind` is the",
        "held-out figure: " + BLIND_ABOUT,
        "Up to v32 the same person wrote the rules and every blind set, so they shared the author's idea of the",
        "signals; since v33-blind each round is written by a helper who reads no detector code. Real clients'",
        "messages would still be the better test.",
        "",
        "**Rounds, each scored once on a set written after its freeze (keywords + MiniLM, P / R):**",
        "",
        table(["round", "blind set", "stress", "pain", "missed", "milestone"], ROUNDS),
        "",
        *HISTORY,
        "",
        f"Run of {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC on {cpu} ({os.cpu_count()} cores, Python {platform.python_version()}),",
        f"load average {load1:.1f} (machine shared with other agents; accuracy does not depend on load).",
        "",
        table(["signal", "classifier", "dev P / R", "blind P / R", "positives dev / blind", "FP+FN dev / blind"], body),
        "",
        *AFTER_TABLE,
        "",
        "Message-level figures. The detectors then need a pattern over time (stress on 2 of the last 3 days, two",
        "missed sessions, unresolved pain), which the detector tests pin (tests/test_insights_detectors.py,",
        "tests/test_insights_events.py). Missed check-ins and adherence drops are computed from check-in documents",
        "(numbers and dates, no text), so they have no entry here.",
    ])
    if not args.no_write:
        write_section("insight-labels", section)




if __name__ == "__main__":
    main()
