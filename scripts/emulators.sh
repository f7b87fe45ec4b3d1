#!/usr/bin/env bash
# Start the Firebase emulators (functions, firestore, auth) offline, in their own
# process group, and wait until the functions answer. Prints the PGID to stop
# them with:  scripts/stop_emulators.sh PGID   (Ctrl-C alone leaves Python workers behind).
# Usage: scripts/emulators.sh [PROJECT]  — logs go to .local/emulators.log
set -euo pipefail
cd "$(dirname "$0")/.."
PROJECT=${1:-demo-trainer-brain}
# The functions declare their API keys as secrets; the emulator reads them from
# .secret.local (its stand-in for Secret Manager), filled here from the shell.
# Empty values are fine for the local backends.
if [ -n "${OPENAI_API_KEY:-}${PINECONE_API_KEY:-}" ] || [ ! -f functions/.secret.local ]; then
  printf 'OPENAI_API_KEY=%s\nPINECONE_API_KEY=%s\n' "${OPENAI_API_KEY:-}" "${PINECONE_API_KEY:-}" > functions/.secret.local
fi
# The start itself is tools/demo_emulators.py, on the tests' start-up (tools/firebase_emulators.py):
# firebase.json's ports for functions, Firestore and Auth (a port another program holds there is said
# in one line, nothing starts), free ports for the rest, a start that loses a port (the functions'
# discovery server, which every stack looks for from 8081 up, or another) started again, the
# one-connection-per-request and worker-port preloads (tools/emulator_no_keepalive.cjs,
# tools/emulator_worker_ports.cjs), and the wait until semanticSearch answers. It prints the PGID.
exec functions/venv/bin/python -m tools.demo_emulators --project "$PROJECT"
