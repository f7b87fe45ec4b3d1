"""The Firestore client, created once per process and only when first needed.

A plain `google.cloud.firestore.Client` honours FIRESTORE_EMULATOR_HOST with no
credentials (unlike `firebase_admin.firestore.client()`), so local runs and
tests need no Google account.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from shared.config import get_settings

if TYPE_CHECKING:
    from google.cloud.firestore import Client


@lru_cache(maxsize=1)
def get_db() -> "Client":
    from google.cloud import firestore

    return firestore.Client(project=get_settings().gcp_project)
