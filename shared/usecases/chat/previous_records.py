"""The chat's name for shared/usecases/previous_records.py, where the reading now lives: semanticSearch reads a
follow-up's thread records in the same step (shared/usecases/thread_records.py), and a use case never imports the
chat (tests/test_layers.py). This name is the moved module itself, not a copy."""

import sys

from shared.usecases import previous_records as _moved

sys.modules[__name__] = _moved
