"""Firebase ID tokens, verified once per instance and remembered until they expire.

A client sends the same ID token with every call for up to an hour. Verifying
it each time (`firebase_admin.auth.verify_id_token`: decode, check issuer,
audience and subject, fetch Google's certificates through an HTTP cache, parse
them and check the RS256 signature) is the biggest fixed cost of a call that
is then refused, so a flood paid it hundreds of times a second. This module
verifies a token once and remembers the verified claims:

- keyed by a SHA-256 of the *whole* token (header, claims and signature): a
  forged or altered token is a different key and goes through the full check;
  only tokens that passed it are remembered, never a rejection;
- an entry lives until the token's own `exp` and at most `MAX_REUSE_S` after it
  was verified, then the token is verified again; a token past its `exp` is
  refused even on the Auth emulator, whose unsigned tokens the Admin SDK never
  checks for expiry;
- revocation: like the callable SDK's `on_call`, this check does not ask the
  Auth backend about the account (`check_revoked=False`); the memory never
  makes a token valid for longer than the uncached check would. Revoked,
  disabled and deleted accounts are refused by functions/auth_status.py,
  which every caller of this module asks next;
- bounded (`MAX_ENTRIES`): when full, expired entries go first, then the
  oldest half.

The trainer is always the verified token's uid (`sub`); nothing here trusts a
field of the request.
"""

from __future__ import annotations

import hashlib
import threading
import time
from typing import Any, Callable

# A verified token is checked again after this long even if it has not expired (certificate rotation,
# and a bound on how stale a remembered verification can be).
MAX_REUSE_S = 300.0
MAX_ENTRIES = 10_000


class InvalidToken(Exception):
    """The token failed verification (malformed, forged, expired, wrong project...)."""


Verify = Callable[[str], dict[str, Any]]


def _admin_verify(token: str) -> dict[str, Any]:
    from firebase_admin import auth

    return auth.verify_id_token(token)


class VerifiedTokens:
    """This instance's memory of verified ID tokens: digest → (claims, valid until)."""

    def __init__(self, verify: Verify = _admin_verify, now: Callable[[], float] = time.time,
                 max_entries: int = MAX_ENTRIES, max_reuse_s: float = MAX_REUSE_S) -> None:
        self._verify, self._now = verify, now
        self._max_entries, self._max_reuse_s = max_entries, max_reuse_s
        self._lock = threading.Lock()
        self._entries: dict[bytes, tuple[dict[str, Any], float]] = {}
        self.verifications = 0  # full checks done (for tests and the benchmarks)

    def claims(self, token: str) -> dict[str, Any]:
        """The verified claims of `token` (with `uid`), or InvalidToken."""
        key = hashlib.sha256(token.encode("utf-8", "surrogatepass")).digest()
        t = self._now()
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                if entry[1] > t:
                    return entry[0]
                del self._entries[key]
        try:
            claims = self._verify(token)
        except Exception as exc:  # expired, malformed, wrong project, bad signature, certificates unreachable
            raise InvalidToken(type(exc).__name__) from None
        finally:
            with self._lock:
                self.verifications += 1
        exp = claims.get("exp")
        uid = claims.get("uid") or claims.get("sub")
        if not isinstance(exp, (int, float)) or exp <= t:
            raise InvalidToken("expired")  # the Admin SDK skips this check for the Auth emulator's tokens
        if not isinstance(uid, str) or not uid:
            raise InvalidToken("no subject")
        with self._lock:
            if len(self._entries) >= self._max_entries:
                self._evict(t)
            self._entries[key] = (claims, min(float(exp), t + self._max_reuse_s))
        return claims

    def uid(self, token: str) -> str:
        return subject(self.claims(token))

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def _evict(self, t: float) -> None:
        expired = [k for k, (_, until) in self._entries.items() if until <= t]
        for k in expired:
            del self._entries[k]
        if len(self._entries) >= self._max_entries:
            oldest = sorted(self._entries.items(), key=lambda kv: kv[1][1])[: len(self._entries) // 2]
            for k, _ in oldest:
                del self._entries[k]


TOKENS = VerifiedTokens()


def subject(claims: dict[str, Any]) -> str:
    """The uid of verified claims (`claims` never holds an unverified token's)."""
    return str(claims.get("uid") or claims["sub"])


def bearer(authorization: str | None) -> str | None:
    """The token of an `Authorization: Bearer …` header, or None."""
    if authorization is None or not authorization.startswith("Bearer "):
        return None
    return authorization[len("Bearer "):] or None
