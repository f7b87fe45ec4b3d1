"""The machine a benchmark ran on: CPU model, cores, the instruction sets that change kernels, load.

Figures from int8 kernels depend on the CPU (VNNI vs AVX2 alone), so every
benchmark prints this next to its numbers.
"""

from __future__ import annotations

import os
import platform
from typing import Any

# Flags that select different onnxruntime / BLAS kernels.
ISA_FLAGS = ("avx2", "avx512f", "avx512bw", "avx512_vnni", "avx_vnni", "amx_int8")


def describe() -> dict[str, Any]:
    model, flags = platform.processor() or "unknown", set()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key.strip() == "model name":
                    model = value.strip()
                elif key.strip() == "flags":
                    flags = set(value.split())
                    break
    except OSError:
        pass
    return {
        "cpu": model,
        "cores": os.cpu_count(),
        "isa": [f for f in ISA_FLAGS if f in flags],
        "load_avg": [round(x, 2) for x in os.getloadavg()],
    }


def line(info: dict[str, Any] | None = None) -> str:
    """'AMD EPYC, 2 cores, avx2 avx512f avx512_vnni, load 1.2' for a table caption."""
    info = info or describe()
    return f"{info['cpu']}, {info['cores']} cores, ISA {' '.join(info['isa']) or 'baseline x86-64'}, load {info['load_avg'][0]}"
