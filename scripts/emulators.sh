#!/usr/bin/env bash
# Start the Firebase emulators (functions, firestore, auth) offline, in their own
# process group, and wait until the functions answer. Prints the PGID to stop
# them with:  scripts/stop_emulators.sh PGID   (Ctrl-C alone leaves Python workers behind).
# Usage: scripts/emulators.sh [PROJECT]  — logs go to .local/emulators.log
set -euo pipefail
cd "$(dirname "$0")/.."
PROJECT=${1:-demo-trainer-brain}
LOCAL=$PWD/.local
FIREBASE=$LOCAL/firebase-tools/node_modules/.bin/firebase
export FIRESTORE_EMULATOR_BINARY_PATH=$LOCAL/firestore-emulator-launcher.jar
export PATH=$PWD/functions/venv/bin:$PATH
# Loading the function definitions imports the Firebase SDKs (~2 s of CPU);
# on a busy 2-core machine the default 10 s discovery limit is too tight.
export FUNCTIONS_DISCOVERY_TIMEOUT=${FUNCTIONS_DISCOVERY_TIMEOUT:-120}
# The functions declare their API keys as secrets; the emulator reads them from
# .secret.local (its stand-in for Secret Manager), filled here from the shell.
# Empty values are fine for the local backends.
if [ -n "${OPENAI_API_KEY:-}${PINECONE_API_KEY:-}" ] || [ ! -f functions/.secret.local ]; then
  printf 'OPENAI_API_KEY=%s\nPINECONE_API_KEY=%s\n' "${OPENAI_API_KEY:-}" "${PINECONE_API_KEY:-}" > functions/.secret.local
fi
for port in 5001 8080 9099; do
  if (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null; then
    echo "Port $port is busy: stop the other emulator first" >&2; exit 1
  fi
done
# One connection per proxied request: the emulator's keep-alive race with its
# Python workers answers a stray 500 "socket hang up" (tools/emulator_no_keepalive.cjs).
# Each Python worker binds a port the kernel picks when it binds, so no two workers
# share one (tools/emulator_worker_ports.cjs).
NODE_OPTIONS="${NODE_OPTIONS:-} --require $PWD/tools/emulator_no_keepalive.cjs --require $PWD/tools/emulator_worker_ports.cjs" \
setsid "$FIREBASE" emulators:start --only functions,firestore,auth --project "$PROJECT" \
  > "$LOCAL/emulators.log" 2>&1 < /dev/null &
PGID=$!
echo "$PGID" > "$LOCAL/emulators.pgid"
url="http://127.0.0.1:5001/$PROJECT/us-central1/semanticSearch"
for _ in $(seq 1 180); do
  # An unauthenticated call answers 401 once the function is loaded (404 before).
  code=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
         -d '{"data":{}}' "$url" || true)
  if [ "$code" = "401" ] && grep -q "All emulators ready" "$LOCAL/emulators.log"; then
    echo "$PGID"; exit 0
  fi
  if ! kill -0 "$PGID" 2>/dev/null; then break; fi
  sleep 1
done
echo "Emulators did not start; see $LOCAL/emulators.log" >&2
tail -20 "$LOCAL/emulators.log" >&2
scripts/stop_emulators.sh "$PGID"
exit 1
