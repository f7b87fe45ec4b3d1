"""Trainer accounts in the Firebase Auth emulator, and their ID tokens."""

from __future__ import annotations

import httpx

PASSWORD = "demo-password-1"


def sign_in(auth_host: str, project: str, uid: str, email: str) -> str:
    """Create (if needed) the user with this uid and return a fresh ID token."""
    base = f"http://{auth_host}/identitytoolkit.googleapis.com/v1"
    # "Bearer owner" is the emulator's admin credential: it lets us choose the uid.
    httpx.post(
        f"{base}/projects/{project}/accounts",
        json={"localId": uid, "email": email, "password": PASSWORD},
        headers={"Authorization": "Bearer owner"},
        timeout=10,
    )
    response = httpx.post(
        f"{base}/accounts:signInWithPassword?key=demo-api-key",
        json={"email": email, "password": PASSWORD, "returnSecureToken": True},
        timeout=10,
    )
    response.raise_for_status()
    return str(response.json()["idToken"])
