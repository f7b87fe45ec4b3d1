#!/usr/bin/env bash
# Start the Firebase emulators (functions, firestore, auth) offline, in their own
# process group, and wait until the functions answer. Prints the PGID to stop
# them with:  kill -- -PGID   (Ctrl-C alone leaves Python workers behind).
# Usage: scripts/emulators.sh [PROJECT]  — logs go to .local/emulators.log
set -euo pipefail
cd "$(dirname "$0")/.."
PROJECT=${1:-demo-trainer-brain}
LOCAL=$PWD/.local
FIREBASE=$LOCAL/firebase-tools/node_modules/.bin/firebase
export FIRESTORE_EMULATOR_BINARY_PATH=$LOCAL/firestore-emulator-launcher.jar
export PATH=$PWD/functions/venv/bin:$PATH
for port in 5001 8080 9099; do
  if (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null; then
    echo "Port $port is busy: stop the other emulator first" >&2; exit 1
  fi
done
setsid "$FIREBASE" emulators:start --only functions,firestore,auth --project "$PROJECT" \
  > "$LOCAL/emulators.log" 2>&1 < /dev/null &
PGID=$!
echo "$PGID" > "$LOCAL/emulators.pgid"
url="http://127.0.0.1:5001/$PROJECT/us-central1/semanticSearch"
for _ in $(seq 1 180); do
  if curl -s -o /dev/null -X POST -H 'Content-Type: application/json' -d '{"data":{}}' "$url" \
     && grep -q "All emulators ready" "$LOCAL/emulators.log"; then
    echo "$PGID"; exit 0
  fi
  if ! kill -0 "$PGID" 2>/dev/null; then break; fi
  sleep 1
done
echo "Emulators did not start; see $LOCAL/emulators.log" >&2
tail -20 "$LOCAL/emulators.log" >&2
kill -- -"$PGID" 2>/dev/null || true
exit 1
