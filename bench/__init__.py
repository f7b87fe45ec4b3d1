"""Benchmarks: `python -m bench.recall` (retrieval quality) and `python -m bench.scale` (speed).

Linear algebra runs single-threaded in the query path: on 2 cores a
multi-threaded BLAS turns sub-millisecond matrix products into 8-12 ms
(docs/BENCHMARKS.md). Set before numpy is imported by any bench module;
production sets OPENBLAS_NUM_THREADS=1 in the function's environment too.
"""

import os

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
