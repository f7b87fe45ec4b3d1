"""One module per source kind; each registers itself (shared/sources/registry.py)."""
