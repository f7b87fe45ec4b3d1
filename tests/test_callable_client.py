"""The harness builds its Flask apps one at a time, whatever thread asks (tests/callable_client.py)."""

from __future__ import annotations

import threading
import time
from typing import Any

import flask

from tests import callable_client as module


def test_apps_asked_for_from_many_threads_are_built_one_at_a_time(monkeypatch: Any) -> None:
    building, most = [0], [0]
    guard = threading.Lock()
    real = flask.Flask

    class Counting(real):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            with guard:
                building[0] += 1
                most[0] = max(most[0], building[0])
            time.sleep(0.02)  # widens the window two unserialised builds would share
            try:
                super().__init__(*args, **kwargs)
            finally:
                with guard:
                    building[0] -= 1

    monkeypatch.setattr(module.flask, "Flask", Counting)
    clients: list[Any] = []
    threads = [threading.Thread(target=lambda: clients.append(module.callable_client(lambda request: {"ok": 1})))
               for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(clients) == 6 and most[0] == 1


def test_the_client_serves_the_callable_at_the_root() -> None:
    seen: list[str] = []

    def fn(request: Any) -> Any:
        seen.append(request.get_data(as_text=True))
        return flask.jsonify({"result": "ok"})

    response = module.callable_client(fn).post("/", data='{"data": 1}', headers={"Content-Type": "application/json"})
    assert response.status_code == 200 and response.get_json() == {"result": "ok"} and seen == ['{"data": 1}']
