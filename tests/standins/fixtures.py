"""Pytest fixtures for the stand-ins. Enable with `pytest_plugins = ["tests.standins.fixtures"]`.

One server per stand-in per session (starting one costs a few ms, but a
session server keeps keep-alive connections warm); each test gets it reset:
no data, no pending faults, request counters at zero.
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
def pinecone_standin(_pinecone_standin_server: PineconeStandin) -> Iterator[PineconeStandin]:
    """A Pinecone index stand-in; `.url` is the data-plane host to give the SDK."""
    _pinecone_standin_server.reset()
    yield _pinecone_standin_server
    _pinecone_standin_server.reset()  # wakes any request still sleeping on an injected delay


@pytest.fixture
def openai_standin(_openai_standin_server: OpenAIStandin) -> Iterator[OpenAIStandin]:
    """An OpenAI API stand-in; `.base_url` is what to give the SDK."""
    _openai_standin_server.reset()
    yield _openai_standin_server
    _openai_standin_server.reset()
