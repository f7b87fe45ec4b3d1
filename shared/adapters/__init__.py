"""Implementations of the ports: local and OpenAI embedders, local and Pinecone stores, generators, Firestore."""
