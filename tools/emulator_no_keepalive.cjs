// Loaded into the Firebase CLI with NODE_OPTIONS=--require (scripts/emulators.sh,
// tools/firebase_emulators.py; bench/load.py --emulator-keepalive leaves it out).
//
// The functions emulator proxies each request to a Python worker (gunicorn,
// which closes an idle keep-alive connection after 2 s) through Node's global
// HTTP agent (which keeps idle sockets for 5 s since Node 19). A request sent
// on a socket gunicorn is closing fails with "socket hang up"; the emulator then
// answers 500 with no callable error body and kills the worker, whose
// replacement has to start from scratch. One connection per proxied request
// removes the race (loopback connections are cheap).
const http = require("http");
http.globalAgent = new http.Agent({ keepAlive: false });
