#!/usr/bin/env bash
# Stop the emulators scripts/emulators.sh started: its process group (the Firebase
# CLI and the functions' Python workers).  Usage: scripts/stop_emulators.sh PGID
#
# Signalling the whole group is not the way: the workers die under the CLI, which starts
# new ones while it shuts down, and those never got the signal (`make demo` left four
# functions-framework processes behind that way, 2026-11-29). So: ask the CLI alone to
# stop (SIGINT, as Ctrl-C: it ends its workers and the Firestore emulator it started in
# a group of its own), wait for it to exit, then kill whatever is left in the group.
set -u
PGID=${1:?usage: scripts/stop_emulators.sh PGID}
alive() {  # running, not a zombie its parent has yet to reap (kill -0 succeeds on one)
  if [ -r "/proc/$1/stat" ]; then
    local state
    state=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1)
    [ -n "$state" ] && [ "$state" != Z ]
  else
    kill -0 "$1" 2>/dev/null
  fi
}
# A start killed by SIGKILL never removed its config copy (#16); the CLI read it at its start.
# On every way out, the copies whose owner is gone (and those named for no owner) are removed by
# tools/firebase_emulators.py's forget_stale_configs, which owns the copies' names and that rule.
forget_stale_configs() {
  local repo
  repo=$(cd "$(dirname "$0")/.." && pwd)
  (cd "$repo" && functions/venv/bin/python -m tools.firebase_emulators forget-stale-configs "$repo") || true
}
trap forget_stale_configs EXIT
kill -INT "$PGID" 2>/dev/null || { kill -KILL -- -"$PGID" 2>/dev/null; exit 0; }  # the CLI gone: its group's rest
for _ in $(seq 1 150); do  # up to 30 s for a graceful stop
  alive "$PGID" || break
  sleep 0.2
done
kill -KILL -- -"$PGID" 2>/dev/null || true
