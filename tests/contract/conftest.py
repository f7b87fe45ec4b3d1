"""The stand-in fixtures for this directory, whether or not tests/conftest.py loads them as a plugin."""

from tests.standins.fixtures import (  # noqa: F401 - imported fixtures are how pytest shares them
    _openai_standin_server,
    _pinecone_standin_server,
    openai_standin,
    pinecone_standin,
)
