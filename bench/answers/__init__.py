"""The trainer-question answer benchmark (`python -m bench.answers`, docs/ANSWERS.md)."""
