"""Entry points for circles: the trainer's own groups of records (docs/API.md, "Circles").

Each is one validated, rate-limited, audited callable (`run_callable`) over a
use case in shared/usecases/circles/service.py. Re-exported by main.py, where Firebase
discovers functions.
"""

from __future__ import annotations

from firebase_functions import https_fn, options

from callables import guarded, run_callable
from deploy_params import app_check_enforced
from shared.domain.circles import models
from shared.usecases.circles import service

# App Check on each callable (docs/DEPLOY.md, "App Check"); main.py sets the same globally.
APP_CHECK = app_check_enforced()
# Recomputing a circle embeds its name and queries the store: the embedder's memory.
_MEMORY = options.MemoryOption.GB_1


@guarded()
@https_fn.on_call(memory=_MEMORY, timeout_sec=60, enforce_app_check=APP_CHECK)
def createCircle(req: https_fn.CallableRequest) -> dict:
    """{name, description?, clientId?} → the circle {circleId, name, description, clientId, manualCount, autoCount, …}."""
    return run_callable(req, models.CreateCircleRequest, service.create_circle, "createCircle")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def listCircles(req: https_fn.CallableRequest) -> dict:
    """{clientId?} → {circles} of the caller, by name."""
    return run_callable(req, models.ListCirclesRequest, service.list_circles, "listCircles")


@guarded()
@https_fn.on_call(timeout_sec=30, enforce_app_check=APP_CHECK)
def getCircle(req: https_fn.CallableRequest) -> dict:
    """{circleId} → the circle and its records (manual, then automatic by confidence)."""
    return run_callable(req, models.CircleIdRequest, service.get_circle, "getCircle")


@guarded()
@https_fn.on_call(memory=_MEMORY, timeout_sec=60, enforce_app_check=APP_CHECK)
def updateCircle(req: https_fn.CallableRequest) -> dict:
    """{circleId, name?, description?} → the circle, its centroid and automatic records recomputed."""
    return run_callable(req, models.UpdateCircleRequest, service.update_circle, "updateCircle")


@guarded()
@https_fn.on_call(timeout_sec=60, enforce_app_check=APP_CHECK)
def deleteCircle(req: https_fn.CallableRequest) -> dict:
    """{circleId} → {circleId, deleted, assignmentsDeleted}; the records themselves stay."""
    return run_callable(req, models.CircleIdRequest, service.delete_circle, "deleteCircle")


@guarded()
@https_fn.on_call(memory=_MEMORY, timeout_sec=60, enforce_app_check=APP_CHECK)
def assignToCircle(req: https_fn.CallableRequest) -> dict:
    """{circleId, records: [{messageId, chatId?}]} → {circleId, assigned, unassigned, autoCount}."""
    return run_callable(req, models.AssignRequest, service.assign_records, "assignToCircle")


@guarded()
@https_fn.on_call(memory=_MEMORY, timeout_sec=60, enforce_app_check=APP_CHECK)
def unassignFromCircle(req: https_fn.CallableRequest) -> dict:
    """{circleId, records: [{messageId, chatId?}]} → {circleId, assigned, unassigned, autoCount}."""
    return run_callable(req, models.AssignRequest, service.unassign_records, "unassignFromCircle")
