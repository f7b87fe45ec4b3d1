"""Whether the account behind a verified ID token still stands: revoked, disabled or deleted.

An ID token stays cryptographically valid until its `exp` (up to an hour),
and neither the callable SDK (`on_call` verifies with `check_revoked=False`)
nor our memory of verified tokens (functions/auth_tokens.py) asks Auth about
the account. A trainer who lost a phone (`auth.revoke_refresh_tokens`), a
disabled account or a deleted user would keep full access for that hour on
every warm instance. `check_revoked=True` on every call fixes that but makes
each call, a flood's included, a round trip to Auth. This module does what
`check_revoked` does — `auth.get_user(uid)`: no record is *deleted*,
`disabled` is *disabled*, a token issued before `tokens_valid_after` is
*revoked* — but remembers the account's state per uid, shared by every token
and thread of that uid on this instance:

- a call is decided on a state at most `settings.auth_recheck_s` old (60 s):
  revocation, disabling and deletion are honoured within that bound on every
  instance; a flood of one uid costs one lookup per bound, whatever its size;
- one lookup per uid at a time: the other calls of that uid wait for it;
- sensitive calls (`FRESH_CALLS`: deletions and role changes) look the account
  up at once, after the rate limit admitted them (so a flood of them is
  limited before it reaches Auth);
- Auth unreachable or slower than `LOOKUP_BUDGET_S`: the newest evidence of the
  account is used while it is at most `settings.auth_max_stale_s` old (300 s),
  then the call is UNAVAILABLE with `retryAfter`; a sensitive call is
  UNAVAILABLE at once. Evidence is the last lookup, or the token itself: Auth
  mints an ID token (at its `iat`) only for an account that exists, is enabled
  and whose sessions were not revoked, so a token issued 30 s ago is a 30 s
  old state even on an instance that never looked its uid up.
  After a failed lookup the uid's next one waits `RETRY_AFTER_S`, so an
  outage is not hammered. The bound therefore stretches to
  `auth_max_stale_s` only while Auth is down (docs/SECURITY.md says why).
- `settings.auth_recheck_s = 0` turns the check off (tokens are then trusted
  until `exp`, as `on_call` alone does).

A refusal is UNAUTHENTICATED with a message saying what happened and
`details.reason` ("revoked", "disabled", "deleted"): the caller holds a token
for that uid, so this tells them nothing about anyone else.
"""

from __future__ import annotations

import concurrent.futures
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from shared.kernel.errors import Unauthenticated, Unavailable

log = logging.getLogger("callables")

# Calls that change something for good (deletions) or who may act (roles): decided on an
# account state looked up for this call, never a remembered one.
FRESH_CALLS = frozenset({
    "deleteClient", "deleteTrainerAccount", "deleteClientProfile", "deleteSessionNote", "deleteConversation",
    "deleteCircle", "registerTrainer", "saveClient",
})
LOOKUP_BUDGET_S = 2.0  # one lookup, the Admin SDK's retries included; Auth answers in milliseconds
RETRY_AFTER_S = 5  # after a failed lookup: no new one for this uid before, and the callers' retryAfter
MAX_ENTRIES = 10_000

MESSAGES = {
    "revoked": "This session was signed out (its tokens were revoked): sign in again",
    "disabled": "This account is disabled",
    "deleted": "This account no longer exists",
}


@dataclass(frozen=True)
class Account:
    """What Auth says about a uid: `exists` False for no record."""

    exists: bool
    disabled: bool = False
    tokens_valid_after_s: float = 0.0  # epoch seconds; a token issued before it is revoked


Lookup = Callable[[str], Account]
ISSUED = Account(exists=True)  # what a token says of its account at its `iat`


@dataclass
class _Entry:
    lock: threading.Lock = field(default_factory=threading.Lock)
    account: Account | None = None
    checked_at: float = float("-inf")  # when the lookup that gave `account` started
    retry_at: float = float("-inf")  # after a failed lookup, when the next one may go


class AccountStates:
    """This instance's memory of account states, uid → (state, when it was looked up)."""

    def __init__(self, lookup: Lookup | None = None, now: Callable[[], float] = time.time,
                 budget_s: float = LOOKUP_BUDGET_S, max_entries: int = MAX_ENTRIES) -> None:
        self._lookup, self._now = lookup or _admin_lookup, now
        self._budget_s, self._max_entries = budget_s, max_entries
        self._lock = threading.Lock()
        self._entries: dict[str, _Entry] = {}
        self._pool: concurrent.futures.ThreadPoolExecutor | None = None
        self.lookups = 0  # lookups started (for tests and the benchmarks)

    def require_active(self, uid: str, claims: dict[str, Any], recheck_s: float, max_stale_s: float,
                       fresh: bool = False) -> None:
        """Nothing if the token's account stands; Unauthenticated (revoked, disabled, deleted) or
        Unavailable (Auth unreachable and no state recent enough) otherwise."""
        if recheck_s <= 0:
            return
        issued_at = claims.get("iat")
        account = self._account(uid, 0.0 if fresh else recheck_s, 0.0 if fresh else max_stale_s,
                                float(issued_at) if isinstance(issued_at, (int, float)) else None)
        reason = verdict(account, claims)
        if reason is not None:
            raise Unauthenticated(MESSAGES[reason], {"reason": reason})

    def _account(self, uid: str, max_age_s: float, max_stale_s: float, issued_at: float | None) -> Account:
        entry = self._entry(uid)
        if self._now() - entry.checked_at < max_age_s:  # the common case: no lock but the dict's
            assert entry.account is not None
            return entry.account
        with entry.lock:  # one lookup per uid at a time; the others wait for its answer
            started = self._now()
            if started - entry.checked_at < max_age_s:  # another call looked it up meanwhile
                assert entry.account is not None
                return entry.account
            if started >= entry.retry_at:
                with self._lock:
                    self.lookups += 1
                try:
                    account = self._within_budget(uid)
                except Exception as exc:  # Auth down, slow, or the SDK failed: not the caller's fault
                    entry.retry_at = started + RETRY_AFTER_S
                    log.warning("auth_lookup_failed", extra={"json_fields": {"errorClass": type(exc).__name__}})
                else:
                    entry.account, entry.checked_at, entry.retry_at = account, started, float("-inf")
                    return account
            # Auth unreachable: the newest evidence, while it is recent enough.
            if issued_at is not None and issued_at > entry.checked_at and started - issued_at < max_stale_s:
                return ISSUED  # the token: the account stood when Auth issued it, after our last lookup
            if entry.account is not None and started - entry.checked_at < max_stale_s:
                return entry.account
            raise Unavailable("Sign-in service temporarily unavailable, try again shortly",
                              {"retryAfter": RETRY_AFTER_S, "retryAfterSeconds": RETRY_AFTER_S})

    def _within_budget(self, uid: str) -> Account:
        # The Admin SDK retries 500/503 with backoff for several seconds; the caller waits
        # `budget_s` at most (the lookup may finish later in its thread, and is then dropped).
        with self._lock:
            if self._pool is None:
                self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="auth-lookup")
            pool = self._pool
        return pool.submit(self._lookup, uid).result(timeout=self._budget_s)

    def _entry(self, uid: str) -> _Entry:
        with self._lock:
            entry = self._entries.get(uid)
            if entry is None:
                if len(self._entries) >= self._max_entries:  # bounded: forget the least recently checked half
                    oldest = sorted(self._entries.items(), key=lambda kv: kv[1].checked_at)
                    for key, _ in oldest[: len(oldest) // 2]:
                        del self._entries[key]
                entry = self._entries[uid] = _Entry()
            return entry

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


def verdict(account: Account, claims: dict[str, Any]) -> str | None:
    """"deleted", "disabled", "revoked" or None — the Admin SDK's `check_revoked` rules."""
    if not account.exists:
        return "deleted"
    if account.disabled:
        return "disabled"
    issued_at = claims.get("iat")
    if not isinstance(issued_at, (int, float)) or issued_at < account.tokens_valid_after_s:
        return "revoked"
    return None


_APP_NAME = "auth-status"


def _admin_lookup(uid: str) -> Account:
    import firebase_admin
    from firebase_admin import auth

    try:
        user = auth.get_user(uid, app=_lookup_app(firebase_admin))
    except auth.UserNotFoundError:
        return Account(exists=False)
    return Account(True, bool(user.disabled), (user.tokens_valid_after_timestamp or 0) / 1000)


def _lookup_app(firebase_admin: Any) -> Any:
    """The default app's credential and project with a short HTTP timeout (the default app's is 120 s)."""
    try:
        return firebase_admin.get_app(_APP_NAME)
    except ValueError:
        default = firebase_admin.get_app()
        options = {"httpTimeout": LOOKUP_BUDGET_S}
        if default.project_id:
            options["projectId"] = default.project_id
        try:
            return firebase_admin.initialize_app(default.credential, options, name=_APP_NAME)
        except ValueError:  # another thread made it first
            return firebase_admin.get_app(_APP_NAME)


ACCOUNTS = AccountStates()


def require_active(uid: str, claims: dict[str, Any], settings: Any, fresh: bool = False) -> None:
    """`ACCOUNTS.require_active` with the backend's settings (see the module docstring)."""
    ACCOUNTS.require_active(uid, claims, settings.auth_recheck_s, settings.auth_max_stale_s, fresh=fresh)
