"""Fixtures for tests of the deployment-fitted calibration (imported by those test modules)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import pytest

from shared.domain import calibration as calibration_module
from shared.domain.calibration import calibration_for
from shared.usecases import calibration_fit

DEMO = Path(__file__).resolve().parent.parent / "demo" / "data" / "demo_dataset.json"


@pytest.fixture
def texts() -> list[str]:
    """The demo's message texts: what a deployment fits its maps on."""
    return [m["text"] for m in json.loads(DEMO.read_text())["messages"]]


@pytest.fixture(autouse=True)
def clean_registry() -> Iterator[None]:
    """Each test starts with no self-fitted calibration registered or cached."""
    yield
    calibration_module._SELF_FITS.clear()
    calibration_fit._loaded_at.clear()
    calibration_for.cache_clear()
