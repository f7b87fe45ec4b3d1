"""The SDK's response decoders are built once, in one thread, before the first request
(shared/adapters/vectorstore/pinecone_store.py, `build_response_decoders`): two threads
building msgspec's decoders at once crashed a test worker with a segmentation fault."""

from __future__ import annotations

import threading

from shared.adapters.vectorstore import pinecone_store
from tests.contract.test_vectorstore_contract import make_pinecone, unit


def test_opening_the_index_builds_every_response_decoder_of_the_vectors_adapter_first(pinecone_standin, monkeypatch):
    from pinecone._internal.adapters import vectors_adapter

    decoded: list[tuple[str, str]] = []  # (type name, thread name)
    real = vectors_adapter.decode_response

    def recording(data, type):
        decoded.append((type.__name__, threading.current_thread().name))
        return real(data, type)

    monkeypatch.setattr(vectors_adapter, "decode_response", recording)
    monkeypatch.setattr(pinecone_store, "_decoders_built", False)
    store = make_pinecone(pinecone_standin)
    assert store.query("A", unit(1), top_k=2) == []
    names = [n for n, _ in decoded]
    # Every type the adapter decodes, before the query's own response (the last decode).
    for expected in ("QueryResponse", "FetchResponse", "UpsertResponse", "ListResponse", "DescribeIndexStatsResponse"):
        assert expected in names[:-1], names
    assert names[-1] == "QueryResponse"
    assert len({thread for _, thread in decoded[:-1]}) == 1  # built in one thread


def test_the_decoders_are_built_once_per_process(pinecone_standin, monkeypatch):
    from pinecone._internal.adapters import vectors_adapter

    decoded: list[str] = []
    real = vectors_adapter.decode_response

    def recording(data, type):
        decoded.append(type.__name__)
        return real(data, type)

    monkeypatch.setattr(vectors_adapter, "decode_response", recording)
    monkeypatch.setattr(pinecone_store, "_decoders_built", False)
    threads = [threading.Thread(target=pinecone_store.build_response_decoders) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    once = len(decoded)
    assert once >= 5
    make_pinecone(pinecone_standin).query("A", unit(1), top_k=2)  # a new store: nothing built again
    assert len(decoded) == once + 1
