"""A WSGI app served the way a deployed Cloud Function (gen2, Python) serves it, in this process.

Production runs `functions-framework`, which serves the Flask app with gunicorn's `gthread`
worker and the settings of `functions_framework/_http/gunicorn.py` (`GunicornApplication`:
one worker, `THREADS` threads — by default 4 per CPU —, request-line limit off, timeout from
`CLOUD_RUN_TIMEOUT_SECONDS`). The load benchmark needs the server in its own process (it
switches the limiter's memories between phases and counts Firestore round trips), so this
runs that worker class with those settings in a thread instead of under gunicorn's arbiter,
which only forks and watches workers: accepting, the poller for kept-alive connections, the
thread pool, HTTP parsing and response writing are gunicorn's own code.

Werkzeug's development server (`werkzeug.serving.make_server(threaded=True)`), which the
benchmark used before, starts a thread per connection and parses with `http.server`; it is
what `firebase emulators` and `functions-framework --debug` run, not what serves a deployed
function.
"""

from __future__ import annotations

import os
import threading
from typing import Any, Callable


class GthreadServer:
    """gunicorn's gthread worker around `wsgi_app` on 127.0.0.1 (a free port), until `shutdown`."""

    def __init__(self, wsgi_app: Callable[..., Any], threads: int | None = None, keepalive: float | None = None) -> None:
        from functions_framework._http.gunicorn import GunicornApplication
        from gunicorn import sock
        from gunicorn.glogging import Logger
        from gunicorn.workers.gthread import ThreadWorker

        options: dict[str, Any] = {}
        if threads:  # else functions-framework's own default (THREADS, or 4 per CPU)
            options["threads"] = threads
        if keepalive is not None:
            options["keepalive"] = keepalive
        application = GunicornApplication(wsgi_app, "127.0.0.1", 0, False, **options)
        cfg = application.cfg
        log = Logger(cfg)
        listeners = sock.create_sockets(cfg, log)
        self.port = listeners[0].sock.getsockname()[1]
        self.threads = cfg.threads

        class InThread(ThreadWorker):
            """The worker, run from a thread: no signal handlers (only the main thread may set
            them) and no parent to watch (the arbiter's job)."""

            def init_signals(self) -> None:
                return None

            def is_parent_alive(self) -> bool:
                return True

        self._worker = InThread(1, os.getpid(), listeners, application, cfg.timeout or 30, cfg, log)
        self._thread = threading.Thread(target=self._worker.init_process, name="gthread-worker", daemon=True)
        self._thread.start()

    def shutdown(self) -> None:
        self._worker.alive = False
        try:
            self._worker.method_queue.defer(lambda: None)  # wake the poller, as gunicorn's SIGTERM handler does
        except AttributeError:
            # The worker thread has not made its queue yet (a loaded machine, a server shut down right after it
            # was started): there is no poller to wake, and the worker, once up, sees `alive` false and stops.
            pass
        self._thread.join(timeout=10)


def functions_framework_app(function: Callable[[Any], Any]) -> Any:
    """The Flask app functions-framework builds around an HTTP function: every path routed to
    it, and the whole request body read after the response (its `read_request` hook)."""
    import flask
    from functions_framework import _configure_app

    app = flask.Flask(getattr(function, "__name__", "function"))
    _configure_app(app, function, "http")
    return app
