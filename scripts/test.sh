#!/usr/bin/env bash
# The test suite: installs what it needs (the Firebase CLI too: the deploy
# check validates the build with its manifest parser), then runs pytest in two
# pytest-xdist workers (TEST_WORKERS=N for another count, 0 for one process);
# each worker starts and stops its own emulators (tests/scheduling.py says how
# the work is spread). Extra arguments go to pytest, after ours: `-n 0` wins.
# A worker that crashes is not replaced (--max-worker-restart 0): with
# `--dist loadgroup` pytest-xdist hangs after replacing one (a run stalled at
# 98 % for 20 min on 2026-11-29, after a segfault); now the run ends, naming the
# test that was running as failed.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export OPENBLAS_NUM_THREADS=1
workers=${TEST_WORKERS:-2}
xdist=()
if [ "$workers" != 0 ]; then
  xdist=(-n "$workers" --dist loadgroup --max-worker-restart 0)
fi
exec functions/venv/bin/pytest "${xdist[@]}" "$@"
