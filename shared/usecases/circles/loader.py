"""Load a data set's circles through the circles use cases, as the createCircle / assignToCircle callables would.

A data set (the format of demo/data/demo_dataset.json) may carry `circles`: each
{trainerId, name, description?, clientId?, records: [{messageId, chatId?}, ...]}
with the records put in by hand in the assignToCircle wire format. Each circle
is created by `service.create_circle` and its records assigned by
`service.assign_records` (every field validated, the client and every record
must be that trainer's), so a data set cannot hold a circle the app could not
make; the automatic members then come from the centroid, as in the app. The
records must be indexed first: a circle takes its members from the index.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator

from shared.domain.circles.models import MAX_RECORDS_PER_CALL, AssignRequest, CreateCircleRequest


def requests(dataset: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any], list[dict[str, Any]]]]:
    """(trainer id, createCircle payload, assignToCircle payloads without the circle id) per circle of the data set."""
    for circle in dataset.get("circles") or []:
        create = {"name": circle["name"], "description": circle.get("description", "")}
        if circle.get("clientId"):
            create["clientId"] = circle["clientId"]
        records = list(circle.get("records") or [])
        batches = [{"records": records[i:i + MAX_RECORDS_PER_CALL]} for i in range(0, len(records), MAX_RECORDS_PER_CALL)]
        yield circle["trainerId"], create, batches


def load_circles(backends: Any, dataset: dict[str, Any]) -> dict[str, int]:
    """Create every circle of the data set and put its records in by hand; returns counts."""
    from shared.usecases.circles import service

    return load_circles_with(
        dataset,
        lambda trainer, payload: service.create_circle(backends, trainer, CreateCircleRequest.model_validate(payload)).circleId,
        lambda trainer, payload: service.assign_records(backends, trainer, AssignRequest.model_validate(payload)).autoCount)


def load_circles_with(dataset: dict[str, Any], create: Callable[[str, dict[str, Any]], str],
                      assign: Callable[[str, dict[str, Any]], int]) -> dict[str, int]:
    """The same through any transport (the callables over HTTP): `create(trainer, payload) -> circleId`,
    `assign(trainer, payload) -> the circle's automatic member count`."""
    circles = manual = 0
    for trainer, payload, batches in requests(dataset):
        circle_id = create(trainer, payload)
        circles += 1
        for batch in batches:
            assign(trainer, {"circleId": circle_id, **batch})
            manual += len(batch["records"])
    return {"circles": circles, "manual": manual}
