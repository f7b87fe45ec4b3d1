"""One contract for every Generator: the extractive answerer and OpenAI (via the API stand-in)."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from pydantic import SecretStr

from shared.domain.citations import extract_citations
from shared.domain.prompt import build_prompt
from shared.kernel.config import Settings
from shared.adapters.generation import make_generator
from shared.ports.generator import Generation, Generator
from tests.contract.conformance import undeclared_methods

NOW = datetime(2025, 10, 13, tzinfo=timezone.utc)
SOURCES = [
    (0.9, {"sourceId": "j2", "senderName": "John Reyes", "ts": 1760079600, "text": "Sharp pain in my shoulder overhead"}),
    (0.8, {"sourceId": "j1", "senderName": "John Reyes", "ts": 1759946400, "text": "Bench press hurt my shoulder"}),
]


@pytest.fixture(params=["extractive", "openai"])
def generator(request, tmp_path) -> Generator:
    settings = Settings(local_store_path=tmp_path / "v.sqlite3")
    if request.param == "openai":
        standin = request.getfixturevalue("openai_standin")
        standin.set_chat_reply("John reported shoulder pain overhead [1] and on bench [2].")
        settings = settings.model_copy(
            update={"generator": "openai", "openai_api_key": SecretStr("k"), "openai_base_url": standin.base_url}
        )
    return make_generator(settings)


def prompt():
    return build_prompt("What did John say about his shoulder?", SOURCES, [], None, 4000, NOW, topic="shoulder")


def test_satisfies_the_protocol(generator):
    assert isinstance(generator, Generator)
    assert generator.model_id


def test_every_public_method_of_the_generator_is_declared_on_the_protocol(generator):
    # from_settings: called by make_generator while it builds the generator (tests/contract/conformance.py).
    assert undeclared_methods(generator, Generator, {"from_settings"}) == set()


def test_generate_cites_only_offered_sources(generator):
    result = generator.generate(prompt())
    assert isinstance(result, Generation) and result.text.strip()
    cited = extract_citations(result.text, 2)
    assert cited.text == result.text  # no marker outside [1]..[2]
    assert set(cited.numbers) == {1, 2}
    assert result.tokens_used >= 0


def test_stream_is_chunks_then_one_generation_with_the_same_text(generator):
    items = list(generator.stream(prompt()))
    *chunks, final = items
    assert chunks and all(isinstance(c, str) and c for c in chunks)
    assert isinstance(final, Generation)
    assert "".join(chunks).strip() == final.text == generator.generate(prompt()).text
