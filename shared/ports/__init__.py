"""The Protocols the domain and the use cases program against: Embedder, VectorStore, Generator, DocumentReader."""
