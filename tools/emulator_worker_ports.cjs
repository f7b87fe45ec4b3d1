// Loaded into the Firebase CLI with NODE_OPTIONS=--require (scripts/emulators.sh,
// tools/firebase_emulators.py): each Python worker of the functions emulator binds a port
// the kernel picks at bind time, so no two workers can be given the same one.
//
// Why: firebase-tools 13.35.1 (lib/emulator/functionsEmulator.js, startPython) asks
// portfinder for a port that is free *now* (from 8081 + a random 0..1000) and hands it to
// `functions-framework`, which binds it only after importing functions/main.py, seconds
// later. Nothing holds the port in between, so a worker started in that window (another
// function's worker of the same emulator — the demo's triggers start many at once — or a
// worker of another emulator stack on the machine) can be given the same port. Gunicorn of
// the one that binds second logs "Connection in use: ('127.0.0.1', PORT)" and exits, but the
// emulator's readiness check (GET /__/health, where any HTTP answer counts) is answered by the
// other worker, so the loser's requests go to another function: `make demo` once got a
// Firestore trigger's HTML "400 Bad Request" for its reviewInsight call (2026-11-29).
//
// How: PORT=0 (gunicorn binds port 0; the kernel gives it a free port in the same bind call)
// and gunicorn's own "Listening at: http://127.0.0.1:PORT" line (GUNICORN_LOG_LEVEL=info)
// tells the emulator which port; until that line the readiness check counts as "connection
// refused", which the emulator already waits on (100 ms steps, up to its discovery timeout).
// Only the pinned firebase-tools version is patched; any other version is left alone.
"use strict";
const fs = require("fs");
const path = require("path");
const { EventEmitter } = require("events");

const PINNED = "13.35.1";
const LISTENING = /Listening at: http:\/\/127\.0\.0\.1:(\d+)/;

function firebaseToolsLib() {
  // The CLI's script is firebase-tools/lib/bin/firebase.js (node_modules/.bin/firebase links to it).
  let script;
  try {
    script = fs.realpathSync(process.argv[1] || "");
  } catch (err) {
    return null;
  }
  const lib = path.dirname(path.dirname(script));
  const pkg = path.join(path.dirname(lib), "package.json");
  if (!fs.existsSync(path.join(lib, "emulator", "functionsEmulator.js")) || !fs.existsSync(pkg)) {
    return null; // not the Firebase CLI (another node process that inherited NODE_OPTIONS)
  }
  const version = JSON.parse(fs.readFileSync(pkg, "utf8")).version;
  if (version !== PINNED) {
    process.stderr.write(`emulator_worker_ports.cjs: firebase-tools ${version} is not ${PINNED}; worker ports left as they are\n`);
    return null;
  }
  return lib;
}

// Calls onPort(port) once the worker's output says where it listens.
function watchListening(child, onPort) {
  let seen = "";
  const streams = [child.stdout, child.stderr].filter(Boolean);
  const onData = (data) => {
    seen = (seen + data.toString()).slice(-4096);
    const match = LISTENING.exec(seen);
    if (match) {
      for (const stream of streams) stream.removeListener("data", onData);
      onPort(Number(match[1]));
    }
  };
  for (const stream of streams) stream.on("data", onData);
}

function patch(lib) {
  const { FunctionsEmulator, TCPConn } = require(path.join(lib, "emulator", "functionsEmulator.js"));
  const { RuntimeWorker } = require(path.join(lib, "emulator", "functionsRuntimeWorker.js"));
  const { runWithVirtualEnv } = require(path.join(lib, "functions", "python.js"));

  // The original's body, with PORT=0 and the port read back from gunicorn instead of portfinder's pick.
  FunctionsEmulator.prototype.startPython = async function (backend, envs) {
    if (this.debugMode) {
      this.logger.log("WARN", "--inspect-functions not supported for Python functions. Ignored.");
    }
    const level = String(envs.GUNICORN_LOG_LEVEL || process.env.GUNICORN_LOG_LEVEL || "").toLowerCase();
    const childProcess = runWithVirtualEnv(["functions-framework"], backend.functionsDir, Object.assign(
      {}, process.env, envs, {
        PYTHONUNBUFFERED: "1", DEBUG: "False", HOST: "127.0.0.1", PORT: "0",
        GUNICORN_LOG_LEVEL: level === "debug" ? "debug" : "info",
      }));
    const conn = new TCPConn("127.0.0.1", 0);
    watchListening(childProcess, (port) => { conn.port = port; });
    return { process: childProcess, events: new EventEmitter(), cwd: backend.functionsDir, conn };
  };

  const isSocketReady = RuntimeWorker.prototype.isSocketReady;
  RuntimeWorker.prototype.isSocketReady = function () {
    const conn = this.runtime && this.runtime.conn;
    if (conn instanceof TCPConn && conn.port === 0) {
      const err = new Error("the Python worker has not said which port it listens on yet");
      err.code = "ECONNREFUSED"; // what waitForSocketReady retries on
      return Promise.reject(err);
    }
    return isSocketReady.call(this);
  };
}

const lib = firebaseToolsLib();
if (lib) {
  patch(lib);
}
// For tests/test_emulator_worker_ports.py, which patches firebase-tools outside the CLI.
module.exports = { patch };
