// Driven by tests/test_emulator_worker_ports.py: starts two Python workers the way the
// functions emulator of firebase-tools does (FunctionsEmulator.prototype.startPython, then
// RuntimeWorker.waitForSocketReady), one right after the other from the same port-finder base, and
// prints {"ports": [...], "answers": [...]}: the port each was given and what a request to
// that port answers (each worker's function returns its own name).
// Usage: node start_two_python_workers.cjs FIREBASE_TOOLS_LIB FUNCTIONS_DIR patched|unpatched
"use strict";
const http = require("http");
const path = require("path");

const [lib, functionsDir, mode] = process.argv.slice(2);
Math.random = () => 0; // firebase-tools draws the port finder's base (8081 + 0..1000) from it
if (mode === "patched") {
  require(path.join(__dirname, "..", "..", "tools", "emulator_worker_ports.cjs")).patch(lib);
}
const { FunctionsEmulator } = require(path.join(lib, "emulator", "functionsEmulator.js"));
const { RuntimeWorker } = require(path.join(lib, "emulator", "functionsRuntimeWorker.js"));

function get(opts) {
  return new Promise((resolve, reject) => {
    const req = http.request(Object.assign({}, opts, { method: "GET", path: "/", agent: false }), (res) => {
      let body = "";
      res.on("data", (d) => { body += d; });
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

(async () => {
  const emulator = { debugMode: false, logger: { log() {} } };
  const names = ["alpha", "beta"];
  // The second starts as soon as the first is spawned, while the first still imports its source
  // (as when a trigger's worker and a callable's start together in the emulator).
  const runtimes = [];
  for (const name of names) {
    runtimes.push(await FunctionsEmulator.prototype.startPython.call(
      emulator, { functionsDir }, { FUNCTION_TARGET: name, FUNCTION_SIGNATURE_TYPE: "http" }));
  }
  const workers = runtimes.map((runtime, i) => new RuntimeWorker(names[i], runtime, {}, undefined));
  await Promise.all(workers.map((worker) => worker.waitForSocketReady()));
  const answers = [];
  for (const worker of workers) {
    answers.push(await get(worker.runtime.conn.httpReqOpts()));
  }
  process.stdout.write(JSON.stringify({ ports: runtimes.map((r) => r.conn.port), answers }) + "\n");
  process.exit(0); // the test ends the workers with the process group
})().catch((err) => {
  process.stderr.write(String(err && err.stack || err) + "\n");
  process.exit(1);
});
