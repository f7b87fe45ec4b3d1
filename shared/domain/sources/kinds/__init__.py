"""One module per source kind; each registers itself (shared/domain/sources/registry.py)."""
