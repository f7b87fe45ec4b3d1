"""End to end on the Firebase emulators: check-in → pending insight → approve → chat message + notification, once;
then the other event kinds: a client's chat message reporting an injury, and a health reading that reaches a goal.

Drives already-running emulators (functions + firestore + auth) as the app
would: writes documents with the Admin-free Firestore client, calls
`reviewInsight` over HTTP with an Auth-emulator ID token, and reads back.

    FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 functions/venv/bin/python scripts/e2e_insights.py \\
        --functions http://127.0.0.1:5001 --project demo-trainer-brain

Prints each step with its elapsed time; exits non-zero on the first failed check.
"""

from __future__ import annotations

import argparse
import base64
import json
import sys
import time
import urllib.request
from datetime import datetime, timedelta, timezone
from typing import Any, Callable


def id_token(uid: str, project: str) -> str:
    def enc(obj: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    now = int(time.time())
    claims = {"iss": f"https://securetoken.google.com/{project}", "aud": project, "auth_time": now, "user_id": uid,
              "sub": uid, "iat": now, "exp": now + 3600, "firebase": {"identities": {}, "sign_in_provider": "custom"}}
    return f"{enc({'alg': 'none', 'typ': 'JWT'})}.{enc(claims)}."


def ensure_account(auth_host: str, project: str, uid: str) -> None:
    """The trainer's account in the Auth emulator: the functions check that a token's account
    exists (functions/auth_status.py). "Bearer owner" is the emulator's admin credential."""
    request = urllib.request.Request(
        f"http://{auth_host}/identitytoolkit.googleapis.com/v1/projects/{project}/accounts",
        data=json.dumps({"localId": uid}).encode(), method="POST",
        headers={"Content-Type": "application/json", "Authorization": "Bearer owner"},
    )
    with urllib.request.urlopen(request, timeout=10):
        pass


def call(base: str, project: str, name: str, data: dict[str, Any], uid: str) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(
        f"{base}/{project}/us-central1/{name}", data=json.dumps({"data": data}).encode(), method="POST",
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {id_token(uid, project)}"},
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read() or b"{}")


def wait_for(what: str, probe: Callable[[], Any], timeout_s: float, started: float) -> Any:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        value = probe()
        if value:
            print(f"  ok  {what} after {time.monotonic() - started:.1f} s")
            return value
        time.sleep(0.25)
    print(f"  FAIL {what}: not within {timeout_s:.0f} s")
    sys.exit(1)


def check(what: str, ok: bool) -> None:
    print(f"  {'ok ' if ok else 'FAIL'} {what}")
    if not ok:
        sys.exit(1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--functions", default="http://127.0.0.1:5001")
    parser.add_argument("--project", default="demo-trainer-brain")
    parser.add_argument("--auth", default="127.0.0.1:9099", help="the Auth emulator (host:port)")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds to wait for each trigger")
    args = parser.parse_args()

    from google.cloud import firestore

    db = firestore.Client(project=args.project)
    tag = f"{int(time.time())}"  # fresh ids per run: a rerun against the same emulators starts clean
    trainer, client, chat = f"e2e-trainer-{tag}", f"e2e-client-{tag}", f"e2e-chat-{tag}"
    ensure_account(args.auth, args.project, trainer)
    db.collection("trainers").document(trainer).set({"displayName": "Coach Dana"})
    db.collection("clients").document(client).set({"trainerId": trainer, "displayName": "Sarah Kim", "active": True})
    db.collection("chats").document(chat).set({"trainerId": trainer, "clientId": client, "participantIds": [trainer, client]})

    print("1. the client submits a check-in with poor sleep and high stress")
    started = time.monotonic()
    ref = db.collection("checkins").document()
    ref.set({"trainerId": trainer, "clientId": client, "date": datetime.now(timezone.utc), "sleepHours": 4.5,
             "stress": 8, "adherencePct": 80, "comment": "rough week, barely slept"})

    def pending() -> Any:
        from google.cloud.firestore_v1.base_query import FieldFilter

        found = [(s.id, s.to_dict()) for s in db.collection("insights").where(filter=FieldFilter("clientId", "==", client)).stream()]
        return [f for f in found if f[1].get("status") == "pending"]

    [(insight_id, insight)] = wait_for("a pending insight exists", pending, args.timeout, started)
    check(f"it is a stress insight citing the check-in ({insight['title']!r})",
          insight["triggeringData"]["pattern"] == "stress" and insight["triggeringData"]["sourceIds"] == [f"checkin:{ref.id}"])

    print("2. the coach approves it with edited wording")
    started = time.monotonic()
    edited = "Hi Sarah, sounds like a tough week. Lighter session tomorrow?"
    status, body = call(args.functions, args.project, "reviewInsight",
                        {"insightId": insight_id, "decision": "approve", "clientMessage": edited}, trainer)
    check(f"reviewInsight answered 200 in {time.monotonic() - started:.1f} s", status == 200 and body["result"]["status"] == "approved")
    message = db.collection("chats").document(chat).collection("messages").document(f"insight-{insight_id}").get()
    check("the edited message is in the client's chat, from the trainer",
          message.exists and message.to_dict()["text"] == edited and message.to_dict()["senderId"] == trainer)
    note = db.collection("notifications").document(f"insight-{insight_id}").get()
    check("a notification for the client exists", note.exists and note.to_dict()["recipientId"] == client)

    print("3. approving again sends nothing")
    status, body = call(args.functions, args.project, "reviewInsight", {"insightId": insight_id, "decision": "approve"}, trainer)
    check("second approval refused (FAILED_PRECONDITION)", status == 400 and body["error"]["status"] == "FAILED_PRECONDITION")
    sent = [s for s in db.collection("chats").document(chat).collection("messages").stream() if s.to_dict().get("origin") == "insight"]
    check("exactly one delivered message", len(sent) == 1)
    from google.cloud.firestore_v1.base_query import FieldFilter

    notes = db.collection("notifications").where(filter=FieldFilter("clientId", "==", client)).stream()
    check("exactly one notification", len(list(notes)) == 1)

    print("4. the delivered message is not read back as a signal")

    def trigger_audit() -> Any:
        return [s.to_dict() for s in db.collection("auditLog").where(filter=FieldFilter("trainerId", "==", trainer)).stream()
                if s.to_dict().get("action") == "insightTrigger" and s.to_dict().get("outcome") == "ignored:not_client_text"]

    wait_for("insightsOnMessage ignored the delivered message", trigger_audit, args.timeout, time.monotonic())

    # Each further event is another client's: one client's events are debounced together
    # (INSIGHTS_EVENT_DEBOUNCE_SECONDS), and the check-in above has just claimed Sarah's window.
    def pending_for(client_id: str) -> Callable[[], Any]:
        def probe() -> Any:
            found = [(s.id, s.to_dict()) for s in db.collection("insights").where(filter=FieldFilter("clientId", "==", client_id)).stream()]
            return [f for f in found if f[1].get("status") == "pending"]
        return probe

    def new_client(suffix: str, name: str) -> tuple[str, str]:
        cid, chat_id = f"e2e-{suffix}-{tag}", f"e2e-chat-{suffix}-{tag}"
        db.collection("clients").document(cid).set({"trainerId": trainer, "displayName": name, "active": True})
        db.collection("chats").document(chat_id).set({"trainerId": trainer, "clientId": cid, "participantIds": [trainer, cid]})
        return cid, chat_id

    print("5. another client writes in the chat that they hurt their knee")
    tom, tom_chat = new_client("tom", "Tom Reyes")
    started = time.monotonic()
    msg = db.collection("chats").document(tom_chat).collection("messages").document()
    msg.set({"senderId": tom, "senderName": "Tom Reyes", "text": "twisted my knee on the stairs, it's swollen and sore",
             "createdAt": datetime.now(timezone.utc)})
    [(_, pain)] = wait_for("a pending insight exists", pending_for(tom), args.timeout, started)
    check(f"it is a pain insight citing the message ({pain['title']!r})",
          pain["triggeringData"]["pattern"] == "pain" and msg.id in pain["triggeringData"]["messageIds"])

    print("6. a third client's scale syncs two readings at once, the newer one past their goal (65 kg, coming down)")
    ana, _ = new_client("ana", "Ana Silva")
    now = datetime.now(timezone.utc)
    goal = db.collection("healthGoals").document()
    goal.set({"trainerId": trainer, "clientId": ana, "metric": "weight", "target": 65, "unit": "kg", "status": "active"})
    started = time.monotonic()
    batch, reading = db.batch(), db.collection("healthMetrics").document()
    batch.set(db.collection("healthMetrics").document(), {"trainerId": trainer, "clientId": ana, "type": "weight",
                                                          "value": 66.4, "unit": "kg", "recordedAt": now - timedelta(days=7)})
    batch.set(reading, {"trainerId": trainer, "clientId": ana, "type": "weight", "value": 64.6, "unit": "kg", "recordedAt": now})
    batch.commit()  # two trigger events; whichever runs first sees both readings, the other is debounced
    found = wait_for("a pending insight exists", pending_for(ana), args.timeout, started)
    check(f"it is a milestone citing the reading and the goal ({found[0][1]['title']!r})",
          any(i["triggeringData"]["pattern"] == "milestone"
              and {f"health_metric:{reading.id}", f"health_goal:{goal.id}"} <= set(i["triggeringData"]["sourceIds"])
              for _, i in found))
    print("all checks passed")


if __name__ == "__main__":
    main()
