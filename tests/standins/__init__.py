"""Local HTTP stand-ins for the hosted services (Pinecone, OpenAI), for tests and benchmarks.

They sit at the SDKs' own seam (`host=` / `base_url=`), so production code runs
unchanged against them. Fixtures: `tests/standins/fixtures.py`.
"""

from tests.standins.openai_server import OpenAIStandin
from tests.standins.pinecone_server import PineconeStandin

__all__ = ["OpenAIStandin", "PineconeStandin"]
