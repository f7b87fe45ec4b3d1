"""Circles in ranking: the pure re-rank adjustment and the callables' request models."""
