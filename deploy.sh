#!/usr/bin/env bash
# Build, check and deploy the Cloud Functions with the shared library.
#
#   ./deploy.sh --dry-run                  build build/ and validate it offline (no login, no network)
#   ./deploy.sh --project my-project       build, validate strictly, then `firebase deploy`
#
# `firebase deploy` uploads only the functions source directory, and in the repo
# functions/shared is a symlink to ../shared. So we deploy from build/, where
# build/functions holds main.py, a real copy of shared/, requirements.txt and the
# non-secret .env files, and build/firebase.json points at it. The checks (see
# tools/deploy_build.py) read the deploy manifest exactly as the Firebase CLI
# does, import main in isolation from build/functions only, and serve
# semanticSearch with functions-framework. docs/DEPLOY.md has the whole story.
#
# Options:
#   --dry-run            build and validate only: offline, no login, nothing deployed
#   --project ID         Firebase project id or .firebaserc alias (required to deploy)
#   --out DIR            build directory (default: build/ in the repo)
#   --env-file FILE      non-secret config for this deploy, copied to build/functions/.env.<project>
#                        (default: functions/.env.<project> if present; see functions/.env.example)
#   --only TARGETS       firebase deploy --only value (default: functions,firestore:rules,firestore:indexes)
#   --fresh-venv         build the discovery venv from requirements.txt (default for a real deploy)
#   --reuse-venv         symlink functions/venv instead (default for --dry-run; offline)
#   --no-serve           skip the functions-framework check
#   -h, --help
# Environment:
#   FIREBASE_CLI         command to run the Firebase CLI (default: .local/firebase-tools from
#                        scripts/setup.sh, else `npx --yes firebase-tools@13.35.1`)
#   PYTHON               interpreter for the build tooling (default: functions/venv/bin/python)
set -euo pipefail
CALLER_PWD=$PWD  # relative --out / --env-file paths are the caller's
cd "$(dirname "$0")"
ROOT=$PWD

DRY_RUN=0
PROJECT=""
OUT=""
DRY_PROJECT=demo-trainer-brain  # what a dry run without --project validates as
ONLY="functions,firestore:rules,firestore:indexes"
VENV=""
SERVE=1
ENV_FILE=""
EXTRA=()

usage() { sed -n '2,/^set -euo/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; }
die() { printf 'deploy.sh: %s\n' "$*" >&2; exit 1; }
say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run) DRY_RUN=1 ;;
    --project|-P) [ $# -ge 2 ] || die "$1 needs a value"; PROJECT=$2; shift ;;
    --project=*) PROJECT=${1#*=} ;;
    --out) [ $# -ge 2 ] || die "--out needs a value"; OUT=$2; shift ;;
    --out=*) OUT=${1#*=} ;;
    --env-file) [ $# -ge 2 ] || die "--env-file needs a value"; ENV_FILE=$2; shift ;;
    --env-file=*) ENV_FILE=${1#*=} ;;
    --only) [ $# -ge 2 ] || die "--only needs a value"; ONLY=$2; shift ;;
    --only=*) ONLY=${1#*=} ;;
    --fresh-venv) VENV=fresh ;;
    --reuse-venv) VENV=link ;;
    --no-serve) SERVE=0 ;;
    -h|--help) usage; exit 0 ;;
    --) shift; EXTRA=("$@"); break ;;
    *) die "unknown argument: $1 (see --help)" ;;
  esac
  shift
done

case "$OUT" in /*) ;; "") OUT=$ROOT/build ;; *) OUT=$CALLER_PWD/$OUT ;; esac
case "$ENV_FILE" in /*|"") ;; *) ENV_FILE=$CALLER_PWD/$ENV_FILE ;; esac
PY=${PYTHON:-$ROOT/functions/venv/bin/python}
[ -x "$PY" ] || die "$PY not found: run scripts/setup.sh first (or set PYTHON)"

if [ "$DRY_RUN" = 0 ]; then
  [ -n "$PROJECT" ] || die "a real deploy needs --project ID (or use --dry-run)"
  case "$PROJECT" in demo-*) die "$PROJECT is a demo project: emulators only, it cannot be deployed to" ;; esac

  # A real deploy needs the Firebase CLI and credentials: check them before building.
  if [ -n "${FIREBASE_CLI:-}" ]; then
    read -r -a FIREBASE <<<"$FIREBASE_CLI"
  elif [ -x "$ROOT/.local/firebase-tools/node_modules/.bin/firebase" ]; then
    FIREBASE=("$ROOT/.local/firebase-tools/node_modules/.bin/firebase")
  else
    command -v npx >/dev/null || die "Node.js/npx is required for the Firebase CLI (or set FIREBASE_CLI)"
    FIREBASE=(npx --yes firebase-tools@13.35.1)
  fi

  # Credentials: a CI service account (GOOGLE_APPLICATION_CREDENTIALS) or `firebase login`.
  if [ -z "${GOOGLE_APPLICATION_CREDENTIALS:-}" ] && [ -z "${FIREBASE_TOKEN:-}" ]; then
    if ! "${FIREBASE[@]}" login:list 2>/dev/null | grep -q "Logged in as"; then
      die "not logged in to Firebase: run \`${FIREBASE[*]} login\` (or set GOOGLE_APPLICATION_CREDENTIALS to a service account key)"
    fi
  fi
fi

[ -n "$VENV" ] || { if [ "$DRY_RUN" = 1 ]; then VENV=link; else VENV=fresh; fi; }

say "Building $OUT (venv: $VENV)"
"$PY" -m tools.deploy_build build --out "$OUT" --venv "$VENV"
if [ -n "$ENV_FILE" ]; then
  [ -f "$ENV_FILE" ] || die "--env-file $ENV_FILE not found"
  cp "$ENV_FILE" "$OUT/functions/.env.${PROJECT:-$DRY_PROJECT}"
fi

VALIDATE=(validate --out "$OUT" --json "$OUT/deploy-check.json" --targets "$ONLY")
VALIDATE+=(--project "${PROJECT:-$DRY_PROJECT}")
[ "$DRY_RUN" = 0 ] && VALIDATE+=(--strict)
[ "$SERVE" = 0 ] && VALIDATE+=(--no-serve)
say "Validating $OUT offline"
"$PY" -m tools.deploy_build "${VALIDATE[@]}"

if [ "$DRY_RUN" = 1 ]; then
  say "Dry run OK: $OUT is deployable. Serve it locally with:"
  echo "  (cd $OUT/functions && venv/bin/functions-framework --source main.py --target semanticSearch --port 8081)" >&2
  exit 0
fi

INTERACTIVE=()
[ -t 0 ] || INTERACTIVE=(--non-interactive)
# build/functions/functions.yaml (the validated manifest) spares the CLI its own
# discovery; should it run anyway, give it more than its default 10 s.
export FUNCTIONS_DISCOVERY_TIMEOUT=${FUNCTIONS_DISCOVERY_TIMEOUT:-120}
say "Deploying $ONLY to $PROJECT"
cd "$OUT"
exec "${FIREBASE[@]}" deploy --only "$ONLY" --project "$PROJECT" --config firebase.json "${INTERACTIVE[@]}" "${EXTRA[@]}"
