"""Pytest fixtures for the stand-ins. Enable with `pytest_plugins = ["tests.standins.fixtures"]`.

Each test gets a server of its own, on a port of its own (starting one costs about a
millisecond): no data, no pending faults, request counters at zero. A request that
an earlier test's SDK client still retries in the background (an abandoned call past
its deadline retries for seconds) then meets a closed port instead of landing in
this test's counts. The session servers are for module fixtures that load data once.
"""

from __future__ import annotations

from typing import Iterator

import pytest

from tests.standins.openai_server import OpenAIStandin
from tests.standins.pinecone_server import PineconeStandin


@pytest.fixture(scope="session")
def _pinecone_standin_server() -> Iterator[PineconeStandin]:
    with PineconeStandin() as server:
        yield server


@pytest.fixture(scope="session")
def _openai_standin_server() -> Iterator[OpenAIStandin]:
    with OpenAIStandin() as server:
        yield server


@pytest.fixture
def pinecone_standin() -> Iterator[PineconeStandin]:
    """A Pinecone index stand-in; `.url` is the data-plane host to give the SDK."""
    with PineconeStandin() as server:  # stop() wakes any request still sleeping on an injected delay
        yield server


@pytest.fixture
def openai_standin() -> Iterator[OpenAIStandin]:
    """An OpenAI API stand-in; `.base_url` is what to give the SDK."""
    with OpenAIStandin() as server:
        yield server
