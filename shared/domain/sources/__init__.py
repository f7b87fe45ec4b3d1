"""Source kinds: the registry, one module per kind, and how a document renders into records."""
