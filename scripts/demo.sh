#!/usr/bin/env bash
# The main job on embedded defaults: install, start the emulators, load the demo
# data through the real trigger, and query it through the callable protocol.
# Nothing here needs an account or the network (beyond package registries
# for the first install). `scripts/demo.sh --keep` leaves the emulators running;
# DATA=path/to.json runs it on another data set in the demo's format.
set -euo pipefail
cd "$(dirname "$0")/.."
PROJECT=demo-trainer-brain
scripts/setup.sh
rm -f .local/vectors.sqlite3 .local/vectors.sqlite3-wal .local/vectors.sqlite3-shm
echo "==> Starting the Firebase emulators (functions, firestore, auth)" >&2
PGID=$(scripts/emulators.sh "$PROJECT")
stop() { scripts/stop_emulators.sh "$PGID"; }
if [ "${1:-}" != "--keep" ]; then trap stop EXIT; fi
export FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099
export GCLOUD_PROJECT=$PROJECT GOOGLE_CLOUD_PROJECT=$PROJECT OPENBLAS_NUM_THREADS=1
# DATA=path/to.json (make demo DATA=...): any data set in demo/data/demo_dataset.json's format.
functions/venv/bin/python -m demo.run --project "$PROJECT" ${DATA:+--data "$DATA"}
if [ "${1:-}" = "--keep" ]; then
  echo "Emulators still running (process group $PGID). Try: ./brain search \"knee pain\" --trainer coach-maya" >&2
  echo "Stop them with: scripts/stop_emulators.sh $PGID" >&2
fi
