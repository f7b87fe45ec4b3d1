"""How many requests this instance's server runs at once, and how many of them one trainer may hold.

A deployed function is served by functions-framework's gunicorn gthread worker
(`functions_framework/_http/gunicorn.py`): one process, a pool of `THREADS`
threads, by default `4 * os.cpu_count()`. Requests beyond the pool wait in its
first-come queue. If one trainer's admitted calls could fill the pool, every
other trainer's request on the instance would queue behind them; so the
per-trainer in-flight cap (`MAX_IN_FLIGHT_PER_TRAINER`, shared/usecases/ratelimit.py)
is bounded here by half the pool, whatever the pool turns out to be.

The pool is not known from the deploy options: Firebase's default is 1 CPU per
instance, but `os.cpu_count()` reports the CPUs the kernel shows the container,
not its CPU quota (nor, before Python 3.13, its affinity), so a container limited
to one CPU may still report several. Reading the same setting the server reads
makes the bound follow whatever pool actually runs (docs/DEPLOY.md, "How an
instance serves requests").
"""

from __future__ import annotations

import os
from typing import Mapping

# functions-framework's default: 4 threads per CPU the container reports.
THREADS_PER_CPU = 4


def server_threads(environ: Mapping[str, str] | None = None, cpu_count: int | None = None) -> int:
    """The request threads of this instance's server: `THREADS`, else 4 per reported CPU (as functions-framework)."""
    env = os.environ if environ is None else environ
    cpus = (os.cpu_count() if cpu_count is None else cpu_count) or 1
    try:
        threads = int(env.get("THREADS", cpus * THREADS_PER_CPU))
    except ValueError:  # functions-framework would fail to start on it; never let it lift the bound
        threads = cpus * THREADS_PER_CPU
    return max(1, threads)


def in_flight_cap(configured: int, threads: int | None = None) -> int:
    """The most calls one trainer may have in progress on this instance; 0 = no cap.

    The configured cap, but never more than half the server's threads (at least
    one): the other half stays free for everyone else, however many of its calls
    one trainer sends at once. 0 (the cap turned off) stays 0.
    """
    if configured <= 0:
        return 0
    pool = server_threads() if threads is None else threads
    return max(1, min(configured, pool // 2))
