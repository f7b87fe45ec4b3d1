#!/usr/bin/env bash
# The test suite: installs what it needs (the Firebase CLI too: the deploy
# check validates the build with its manifest parser), then runs pytest; the
# tests start and stop their own Firestore emulator.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export OPENBLAS_NUM_THREADS=1
exec functions/venv/bin/pytest "$@"
