#!/usr/bin/env bash
# The test suite: installs what it needs (no Firebase CLI required), then runs
# pytest; the tests start and stop their own Firestore emulator.
set -euo pipefail
cd "$(dirname "$0")/.."
SKIP_FIREBASE_CLI=1 scripts/setup.sh
export OPENBLAS_NUM_THREADS=1
exec functions/venv/bin/pytest "$@"
