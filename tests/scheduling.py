"""How the suite is spread over two pytest-xdist workers, and a shuffled order.

`scripts/test.sh` (what `make test` and CI run) calls `pytest -n 2 --dist loadgroup --max-worker-restart 0`.
With that, this plugin makes the unit of work handed to a worker a whole test
module, or an `xdist_group` of tests that share one session resource:

- a module's module-scoped fixtures (firestore.rules loaded into the emulator,
  the deploy dry run, the Auth emulator) are then made once, on one worker,
  instead of once on each;
- modules marked `heavy(seconds)` (their rough serial time here) are handed out
  first, the heaviest unit first, so that the two workers finish together rather
  than one of them starting a three-minute module near the end. The collection
  order is the schedule; a group's modules are kept next to each other, also in
  a run without xdist.

Each worker has its own Firestore emulator (tests/conftest.py), its own Firebase
emulator stacks on free ports (tools/firebase_emulators.py) and its own temporary
directories; files the workers share are written whole under a lock
(tests/trust_figures.py).

`--shuffle SEED` runs the units (groups and modules), the modules of a group and
the tests of each module (class by class) in orders drawn from SEED: no test may
depend on another having run before it. It works with and without xdist.
"""

from __future__ import annotations

import random
from typing import Any

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--shuffle", type=int, default=None, metavar="SEED",
                     help="run modules, and the tests within each, in an order shuffled with SEED")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "heavy(seconds): a module's rough serial time; the heaviest are scheduled first")
    # pytest-xdist registers it only when it is loaded (not with -p no:xdist).
    config.addinivalue_line("markers", "xdist_group(name): tests that go to one xdist worker together")


def _module(item: pytest.Item) -> str:
    return item.nodeid.split("::", 1)[0]


def _unit(item: pytest.Item) -> str:
    """What goes whole to one worker: the test's xdist group, or its module."""
    for mark in item.iter_markers("xdist_group"):
        return "@" + str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
    return _module(item)


def _weight(tests: list[pytest.Item]) -> float:
    """A module's `heavy` seconds (0 when unmarked)."""
    marks = [item.get_closest_marker("heavy") for item in tests]
    return max((float(m.args[0]) for m in marks if m is not None), default=0.0)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    units: dict[str, dict[str, list[pytest.Item]]] = {}  # unit → module → tests, in collection order
    for item in items:
        units.setdefault(_unit(item), {}).setdefault(_module(item), []).append(item)
    seed = config.getoption("shuffle")
    if seed is None:  # heaviest first (stable: the unmarked keep their order, at the end)
        ordered = [sorted(modules.values(), key=lambda tests: -_weight(tests)) for modules in units.values()]
        ordered.sort(key=lambda modules: -sum(_weight(tests) for tests in modules))
    else:
        rng = random.Random(seed)
        ordered = [list(modules.values()) for modules in units.values()]
        rng.shuffle(ordered)
        for modules in ordered:
            rng.shuffle(modules)
            for i, tests in enumerate(modules):
                blocks: dict[str, list[pytest.Item]] = {}  # a class's tests stay together
                for item in tests:
                    blocks.setdefault(item.nodeid.rsplit("::", 1)[0], []).append(item)
                shuffled = list(blocks.values())
                rng.shuffle(shuffled)
                for block in shuffled:
                    rng.shuffle(block)
                modules[i] = [item for block in shuffled for item in block]
    items[:] = [item for modules in ordered for tests in modules for item in tests]


def pytest_report_header(config: pytest.Config) -> str | None:
    seed = config.getoption("shuffle")
    return None if seed is None else f"shuffled order: --shuffle {seed}"


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """`--dist loadgroup`, by module: a module, or an xdist_group, goes whole to one worker."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class ModulesAndGroups(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            if "@" in nodeid:  # xdist's loadgroup suffix: tests/test_x.py::test_a@group
                return nodeid.rsplit("@", 1)[1]
            return nodeid.split("::", 1)[0]

    config.option.loadscopereorder = False  # the collection order above is the schedule
    return ModulesAndGroups(config, log)
