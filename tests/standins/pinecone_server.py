"""A local stand-in for a Pinecone serverless index, driven by the real `pinecone` SDK.

    with PineconeStandin() as pc:
        index = pinecone.Index(host=pc.url, api_key="test")   # or PineconeStore(host=pc.url)

Data plane (the wire format the SDK speaks, camelCase JSON): `POST /vectors/upsert`,
`POST /query` (namespace, topK, vector or id, optional sparseVector,
includeValues/includeMetadata, metadata filter with $eq $ne $gt $gte $lt $lte
$in $nin $exists $and $or and implicit equality), `GET /vectors/fetch`,
`POST /vectors/fetch_by_metadata` (filter, limit, paginationToken), `POST /vectors/delete` (ids,
deleteAll, filter), `POST /describe_index_stats`, `GET /vectors/list`. Control plane, for the
"no host configured" path: `GET /indexes/{name}`, `POST /indexes`,
`DELETE /indexes/{name}`; a created index's host is this same server.

It enforces the limits that shape client code, so a test proves the client
respects them rather than trusting it: ≤ 1,000 vectors and ≤ 2 MiB per upsert
(413 above), ≤ 1,000 ids per fetch/delete, metadata ≤ 40 KB with no nulls and
only strings/numbers/booleans/lists of strings, consistent dimension, topK ≤
10,000, an `Api-Key` header. Like Pinecone it stores numbers as floats (an int
`ts` comes back as `1700000000.0`), drops a namespace when its last vector goes,
and answers a delete in a namespace that does not exist with 404
"Namespace not found". Filter results are cached per namespace until its next
write, as Pinecone's metadata index makes repeated filters cheap.

Metric: `dotproduct` unless the constructor or a created index says otherwise
(the `_values` field's metric). Scores are exact (numpy): on `dotproduct` the
dense dot product plus the sparse dot product of `sparseValues` /
`sparseVector`; on `cosine` the cosine similarity. As on Pinecone, sparse
values on a non-dotproduct index, malformed sparse vectors (indices and values
of different lengths, repeated or non-uint32 indices, more than 1,000
non-zeros, empty) and a query without a dense vector are 400s.

Unlike Pinecone it is strongly consistent (a write is visible to the next read)
and has one index per server. Faults: see `tests/standins/_base.py`; besides
those, `put_raw()` stores a record without validation and `honour_filters =
False` makes queries ignore their filter (a broken server, for testing a
client's own tenancy checks).
"""

from __future__ import annotations

import json
import threading
from typing import Any

import numpy as np

from tests.standins._base import Request, Response, StandinServer, http_error

MAX_UPSERT_VECTORS = 1000
MAX_REQUEST_BYTES = 2 * 1024 * 1024
MAX_METADATA_BYTES = 40 * 1024
MAX_IDS = 1000
MAX_TOP_K = 10_000
MAX_ID_LENGTH = 512
MAX_SPARSE_NONZEROS = 1000
UINT32_MAX = 2**32 - 1

Sparse = tuple[np.ndarray, np.ndarray]  # indices (int64), values (float32)


class PineconeStandin(StandinServer):
    def __init__(self, dimension: int | None = None, metric: str = "dotproduct") -> None:
        """`dimension=None` takes the dimension of the first upsert."""
        super().__init__()
        self._initial_dimension = dimension
        self.dimension = dimension
        self._initial_metric = metric
        self.metric = metric
        # False simulates a server that ignores metadata filters, to test the client's own checks.
        self.honour_filters = True
        self._data: dict[str, dict[str, tuple[np.ndarray, dict[str, Any]]]] = {}
        self._sparse: dict[str, dict[str, Sparse]] = {}  # namespace → id → sparse values, if any
        self._indexes: dict[str, dict[str, Any]] = {}
        # Per namespace: ids, rows (unit length on cosine), metadata; rebuilt after a write to it.
        self._matrices: dict[str, tuple[list[str], np.ndarray, list[dict[str, Any]]]] = {}
        self._masks: dict[tuple[str, str], np.ndarray] = {}
        self._data_lock = threading.Lock()

    # -- control API (Python) -------------------------------------------------

    def reset(self) -> None:
        super().reset()
        with self._data_lock:
            self._data.clear()
            self._sparse.clear()
            self._matrices.clear()
            self._masks.clear()
            self._indexes.clear()
            self.dimension = self._initial_dimension
            self.metric = self._initial_metric
            self.honour_filters = True

    def put_raw(self, namespace: str, id: str, values: Any, metadata: dict[str, Any]) -> None:
        """Store a record bypassing validation (to simulate a bad or foreign record)."""
        with self._data_lock:
            self._data.setdefault(namespace, {})[id] = (np.asarray(values, dtype=np.float32), dict(metadata))
            self._sparse.get(namespace, {}).pop(id, None)
            self._forget(namespace)

    def vector_count(self, namespace: str | None = None) -> int:
        with self._data_lock:
            if namespace is not None:
                return len(self._data.get(namespace, {}))
            return sum(len(ns) for ns in self._data.values())

    # -- HTTP -----------------------------------------------------------------

    def error_body(self, status: int, message: str) -> Any:
        # Pinecone's data-plane error shape (gRPC-style code).
        return {"code": {400: 3, 404: 5, 429: 8, 500: 13}.get(status, 2), "message": message, "details": []}

    def handle(self, request: Request) -> Response:
        if not request.headers.get("api-key"):
            raise http_error(401, "Invalid API Key")
        route = (request.method, request.path)
        if route == ("POST", "/vectors/upsert"):
            return self._upsert(request)
        if route == ("POST", "/query"):
            return self._query(request.json() or {})
        if route == ("GET", "/vectors/fetch"):
            return self._fetch(request)
        if route == ("POST", "/vectors/fetch_by_metadata"):
            return self._fetch_by_metadata(request.json() or {})
        if route == ("POST", "/vectors/delete"):
            return self._delete(request.json() or {})
        if route == ("POST", "/describe_index_stats"):
            return self._stats()
        if route == ("GET", "/vectors/list"):
            return self._list(request)
        if request.path.startswith("/indexes"):
            return self._control(request)
        raise http_error(404, f"no route {request.method} {request.path}")

    # -- data plane -----------------------------------------------------------

    def _upsert(self, request: Request) -> Response:
        if len(request.body) > MAX_REQUEST_BYTES:
            raise http_error(413, f"request size {len(request.body)} exceeds {MAX_REQUEST_BYTES} bytes")
        body = request.json() or {}
        vectors = body.get("vectors") or []
        if not vectors:
            raise http_error(400, "vectors must not be empty")
        if len(vectors) > MAX_UPSERT_VECTORS:
            raise http_error(400, f"upsert of {len(vectors)} vectors exceeds {MAX_UPSERT_VECTORS}")
        namespace = body.get("namespace", "")
        rows = []
        for v in vectors:
            _check_id(v.get("id"))
            values = np.asarray(v.get("values") or [], dtype=np.float32)
            sparse = _check_sparse(v["sparseValues"], f"vector {v['id']}") if "sparseValues" in v else None
            rows.append((v["id"], values, _check_metadata(v.get("metadata") or {}), sparse))
        with self._data_lock:
            for id_, values, _, sparse in rows:
                if self.dimension is None:
                    self.dimension = len(values)
                if len(values) != self.dimension:  # Pinecone's wording, which the client recognises
                    raise http_error(400, f"Vector dimension {len(values)} does not match the dimension of the index {self.dimension}")
                if sparse is not None and self.metric != "dotproduct":
                    raise http_error(400, f"Sparse vectors are only supported for indexes with the dotproduct metric, index metric is {self.metric}")
            ns = self._data.setdefault(namespace, {})
            sparse_ns = self._sparse.setdefault(namespace, {})
            for id_, values, metadata, sparse in rows:
                ns[id_] = (values, metadata)
                if sparse is None:
                    sparse_ns.pop(id_, None)
                else:
                    sparse_ns[id_] = sparse
            self._forget(namespace)
        return Response(200, {"upsertedCount": len(rows)})

    def _query(self, body: dict[str, Any]) -> Response:
        top_k = body.get("topK")
        if not isinstance(top_k, int) or not 1 <= top_k <= MAX_TOP_K:
            raise http_error(400, f"topK must be between 1 and {MAX_TOP_K}")
        namespace = body.get("namespace", "")
        flt = body.get("filter")
        if flt is not None:
            _validate_filter(flt)
            if not self.honour_filters:
                flt = None
        sparse_query = _check_sparse(body["sparseVector"], "sparse query vector") if "sparseVector" in body else None
        with self._data_lock:
            if sparse_query is not None and self.metric != "dotproduct":
                raise http_error(400, f"Cannot query an index with metric {self.metric} using a sparse vector")
            ns = self._data.get(namespace, {})
            if "id" in body:
                if body["id"] not in ns:
                    return Response(200, {"matches": [], "namespace": namespace, "usage": {"readUnits": 1}})
                query = ns[body["id"]][0]
            else:
                if "vector" not in body:
                    raise http_error(400, "a dense vector is required to query a dense index")
                query = np.asarray(body.get("vector") or [], dtype=np.float32)
                if self.dimension is not None and len(query) != self.dimension:
                    raise http_error(400, f"Vector dimension {len(query)} does not match the dimension of the index {self.dimension}")
            ids, rows, metadata = self._namespace_matrix(namespace)
            keep = self._filter_mask(namespace, flt, metadata)
            sparse_rows = [self._sparse.get(namespace, {}).get(i) for i in ids] if sparse_query is not None else []
        if self.metric == "dotproduct":
            scores = rows @ query if ids else np.zeros(0)
        else:
            scores = rows @ (query / (np.linalg.norm(query) or 1.0)) if ids else np.zeros(0)
        if sparse_query is not None and ids:
            scores = scores + np.array([_sparse_dot(sparse_query, r) for r in sparse_rows], dtype=np.float64)
        candidates = np.flatnonzero(keep)
        order = candidates[np.argsort(-scores[candidates], kind="stable")[:top_k]]
        matches = []
        for i in order:
            match: dict[str, Any] = {"id": ids[i], "score": float(scores[i])}
            if body.get("includeValues"):
                match["values"] = ns.get(ids[i], (rows[i], None))[0].tolist()
            if body.get("includeMetadata"):
                match["metadata"] = metadata[i]
            matches.append(match)
        return Response(200, {"matches": matches, "namespace": namespace, "usage": {"readUnits": 5}})

    def _fetch(self, request: Request) -> Response:
        ids = request.query.get("ids", [])
        if not ids:
            raise http_error(400, "ids must not be empty")
        if len(ids) > MAX_IDS:
            raise http_error(400, f"fetch of {len(ids)} ids exceeds {MAX_IDS}")
        namespace = (request.query.get("namespace") or [""])[0]
        with self._data_lock:
            ns = self._data.get(namespace, {})
            sparse_ns = self._sparse.get(namespace, {})
            found = {i: {"id": i, "values": ns[i][0].tolist(), "metadata": ns[i][1]} for i in ids if i in ns}
            for i, record in found.items():
                if i in sparse_ns:
                    indices, values = sparse_ns[i]
                    record["sparseValues"] = {"indices": indices.tolist(), "values": values.tolist()}
        return Response(200, {"vectors": found, "namespace": namespace, "usage": {"readUnits": 1}})

    def _fetch_by_metadata(self, body: dict[str, Any]) -> Response:
        """Pinecone's lookup by filter: a non-empty filter, `limit` 1..10,000 (default 100), pages in id order
        with a `pagination.next` token while more match. A namespace that does not exist holds nothing."""
        flt = body.get("filter")
        if not isinstance(flt, dict) or not flt:
            raise http_error(400, "filter must be present and non-empty")
        _validate_filter(flt)
        limit = body.get("limit", 100)
        if not isinstance(limit, int) or not 1 <= limit <= MAX_TOP_K:
            raise http_error(400, f"limit must be between 1 and {MAX_TOP_K}")
        namespace = body.get("namespace", "")
        start = int(body.get("paginationToken") or 0)
        with self._data_lock:
            ns = self._data.get(namespace, {})
            found = sorted(i for i, (_, m) in ns.items() if not self.honour_filters or _matches(flt, m))
            page = {i: {"id": i, "values": ns[i][0].tolist(), "metadata": ns[i][1]} for i in found[start : start + limit]}
        out: dict[str, Any] = {"vectors": page, "namespace": namespace, "usage": {"readUnits": 1}}
        if start + limit < len(found):
            out["pagination"] = {"next": str(start + limit)}
        return Response(200, out)

    def _delete(self, body: dict[str, Any]) -> Response:
        namespace = body.get("namespace", "")
        ids = body.get("ids")
        flt = body.get("filter")
        if ids is not None and len(ids) > MAX_IDS:
            raise http_error(400, f"delete of {len(ids)} ids exceeds {MAX_IDS}")
        if flt is not None:
            _validate_filter(flt)
        with self._data_lock:
            if namespace not in self._data:
                raise http_error(404, "Namespace not found")
            ns = self._data[namespace]
            sparse_ns = self._sparse.setdefault(namespace, {})
            self._forget(namespace)
            if body.get("deleteAll"):
                ns.clear()
            elif ids is not None:
                for i in ids:
                    ns.pop(i, None)
            elif flt is not None:
                for i in [i for i, (_, m) in ns.items() if _matches(flt, m)]:
                    del ns[i]
            else:
                raise http_error(400, "one of ids, deleteAll or filter is required")
            for i in [i for i in sparse_ns if i not in ns]:
                del sparse_ns[i]
            if not ns:
                del self._data[namespace]
                self._sparse.pop(namespace, None)
        return Response(200, {})

    def _stats(self) -> Response:
        with self._data_lock:
            namespaces = {name: {"vectorCount": len(ns)} for name, ns in self._data.items() if ns}
            total = sum(n["vectorCount"] for n in namespaces.values())
            dimension = self.dimension
        return Response(
            200,
            {
                "namespaces": namespaces,
                "dimension": dimension,
                "indexFullness": 0.0,
                "totalVectorCount": total,
                "metric": self.metric,
                "vectorType": "dense",
            },
        )

    def _list(self, request: Request) -> Response:
        namespace = (request.query.get("namespace") or [""])[0]
        prefix = (request.query.get("prefix") or [""])[0]
        limit = int((request.query.get("limit") or ["100"])[0])
        start = int((request.query.get("paginationToken") or ["0"])[0])
        with self._data_lock:
            ids = sorted(i for i in self._data.get(namespace, {}) if i.startswith(prefix))
        page = ids[start : start + limit]
        body: dict[str, Any] = {"vectors": [{"id": i} for i in page], "namespace": namespace, "usage": {"readUnits": 1}}
        if start + limit < len(ids):
            body["pagination"] = {"next": str(start + limit)}
        return Response(200, body)

    def _forget(self, namespace: str) -> None:
        """Drop cached search structures of a namespace after a write (data lock held)."""
        self._matrices.pop(namespace, None)
        for key in [k for k in self._masks if k[0] == namespace]:
            del self._masks[key]

    def _filter_mask(self, namespace: str, flt: Any, metadata: list[dict[str, Any]]) -> np.ndarray:
        """Which rows pass the filter; cached until the namespace's next write, as a metadata index would be."""
        key = (namespace, json.dumps(flt, sort_keys=True))
        mask = self._masks.get(key)
        if mask is None:
            mask = np.array([flt is None or _matches(flt, m) for m in metadata], dtype=bool)
            self._masks[key] = mask
        return mask

    def _namespace_matrix(self, namespace: str) -> tuple[list[str], np.ndarray, list[dict[str, Any]]]:
        """Called with the data lock held. Rows are normalised on a cosine index only."""
        cached = self._matrices.get(namespace)
        if cached is None:
            ns = self._data.get(namespace, {})
            ids = list(ns)
            rows = np.stack([ns[i][0] for i in ids]) if ids else np.zeros((0, self.dimension or 0), np.float32)
            if self.metric == "cosine":
                norms = np.linalg.norm(rows, axis=1, keepdims=True)
                norms[norms == 0] = 1.0
                rows = rows / norms
            cached = (ids, rows, [ns[i][1] for i in ids])
            self._matrices[namespace] = cached
        return cached

    # -- control plane --------------------------------------------------------

    def _control(self, request: Request) -> Response:
        parts = [p for p in request.path.split("/") if p]
        if request.method == "POST" and parts == ["indexes"]:
            body = request.json() or {}
            name = body.get("name")
            if not name:
                raise http_error(400, "name is required")
            with self._data_lock:
                if name in self._indexes:
                    raise http_error(409, f"index {name} already exists")
                model = {
                    "name": name,
                    "status": {"ready": True, "state": "Ready"},
                    "schema": body.get("schema") or {"fields": {}},
                    "deployment": body.get("deployment")
                    or {"deployment_type": "managed", "cloud": "aws", "region": "us-east-1"},
                    "deletion_protection": body.get("deletion_protection") or "disabled",
                    "host": self.url,
                }
                self._indexes[name] = model
                dense = (model["schema"].get("fields") or {}).get("_values") or {}
                if dense.get("dimension"):
                    self.dimension = int(dense["dimension"])
                if dense.get("metric"):
                    self.metric = str(dense["metric"])
                    self._matrices.clear()
            return Response(201, model)
        if len(parts) == 2 and parts[0] == "indexes":
            with self._data_lock:
                model = self._indexes.get(parts[1])
                if model is None:
                    raise http_error(404, f"Resource {parts[1]} not found")
                if request.method == "DELETE":
                    del self._indexes[parts[1]]
                    return Response(202, None)
            return Response(200, model)
        raise http_error(404, f"no route {request.method} {request.path}")


# -- validation and filters ---------------------------------------------------


def _check_id(id_: Any) -> None:
    if not isinstance(id_, str) or not id_ or len(id_) > MAX_ID_LENGTH or not id_.isascii():
        raise http_error(400, f"invalid vector id {id_!r}")


def _check_metadata(metadata: Any) -> dict[str, Any]:
    if not isinstance(metadata, dict):
        raise http_error(400, "metadata must be an object")
    if len(json.dumps(metadata).encode()) > MAX_METADATA_BYTES:
        raise http_error(400, f"metadata size exceeds the limit of {MAX_METADATA_BYTES} bytes per vector")
    stored: dict[str, Any] = {}
    for key, value in metadata.items():
        if value is None:
            raise http_error(400, f"metadata value for {key!r} must not be null")
        if isinstance(value, bool) or isinstance(value, str):
            stored[key] = value
        elif isinstance(value, (int, float)):
            stored[key] = float(value)  # Pinecone keeps every number as a 64-bit float
        elif isinstance(value, list) and all(isinstance(x, str) for x in value):
            stored[key] = list(value)
        else:
            raise http_error(400, f"metadata value for {key!r} has an unsupported type")
    return stored


def _check_sparse(sparse: Any, what: str) -> Sparse:
    """Pinecone's checks of a sparse vector (400 on any of them)."""
    if not isinstance(sparse, dict):
        raise http_error(400, f"{what}: sparse values must be an object with indices and values")
    indices, values = sparse.get("indices"), sparse.get("values")
    if not isinstance(indices, list) or not isinstance(values, list):
        raise http_error(400, f"{what}: sparse values must have indices and values lists")
    if len(indices) != len(values):
        raise http_error(400, f"{what}: sparse indices ({len(indices)}) and values ({len(values)}) must have the same length")
    if not indices:
        raise http_error(400, f"{what}: sparse vector must have at least one non-zero value")
    if len(indices) > MAX_SPARSE_NONZEROS:
        raise http_error(400, f"{what}: sparse vector has {len(indices)} non-zero values, the maximum is {MAX_SPARSE_NONZEROS}")
    if any(isinstance(i, bool) or not isinstance(i, int) or not 0 <= i <= UINT32_MAX for i in indices):
        raise http_error(400, f"{what}: sparse indices must be unsigned 32-bit integers")
    if len(set(indices)) != len(indices):
        raise http_error(400, f"{what}: sparse vector has duplicate indices")
    if any(isinstance(v, bool) or not isinstance(v, (int, float)) for v in values):
        raise http_error(400, f"{what}: sparse values must be numbers")
    return np.asarray(indices, dtype=np.int64), np.asarray(values, dtype=np.float32)


def _sparse_dot(a: Sparse, b: Sparse | None) -> float:
    if b is None:
        return 0.0
    _, ia, ib = np.intersect1d(a[0], b[0], assume_unique=True, return_indices=True)
    return float(a[1][ia].astype(np.float64) @ b[1][ib].astype(np.float64))


_FIELD_OPS = {"$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin", "$exists"}


def _validate_filter(flt: Any) -> None:
    if not isinstance(flt, dict) or not flt:
        raise http_error(400, "filter must be a non-empty object")
    for key, cond in flt.items():
        if key in ("$and", "$or"):
            if not isinstance(cond, list) or not cond:
                raise http_error(400, f"{key} takes a non-empty list")
            for sub in cond:
                _validate_filter(sub)
        elif key.startswith("$"):
            raise http_error(400, f"unknown operator {key}")
        elif isinstance(cond, dict):
            for op, arg in cond.items():
                if op not in _FIELD_OPS:
                    raise http_error(400, f"unknown operator {op}")
                if op in ("$in", "$nin") and not isinstance(arg, list):
                    raise http_error(400, f"{op} takes a list")
                if op in ("$gt", "$gte", "$lt", "$lte") and (
                    isinstance(arg, bool) or not isinstance(arg, (int, float))
                ):
                    raise http_error(400, f"{op} takes a number")


def _matches(flt: dict[str, Any], metadata: dict[str, Any]) -> bool:
    for key, cond in flt.items():
        if key == "$and":
            ok = all(_matches(sub, metadata) for sub in cond)
        elif key == "$or":
            ok = any(_matches(sub, metadata) for sub in cond)
        elif isinstance(cond, dict):
            ok = all(_field_matches(op, arg, key in metadata, metadata.get(key)) for op, arg in cond.items())
        else:
            ok = _field_matches("$eq", cond, key in metadata, metadata.get(key))
        if not ok:
            return False
    return True


def _field_matches(op: str, arg: Any, present: bool, value: Any) -> bool:
    if op == "$exists":
        return present == bool(arg)
    if op == "$ne":
        return not present or not _equal(value, arg)
    if op == "$nin":
        return not present or not any(_equal(value, a) for a in arg)
    if not present:
        return False
    if op == "$eq":
        return _equal(value, arg)
    if op == "$in":
        return any(_equal(value, a) for a in arg)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return {"$gt": value > arg, "$gte": value >= arg, "$lt": value < arg, "$lte": value <= arg}[op]


def _equal(value: Any, arg: Any) -> bool:
    if isinstance(value, list):  # a list field matches when any element does
        return arg in value
    if isinstance(value, bool) or isinstance(arg, bool):
        return type(value) is type(arg) and value == arg
    return bool(value == arg)
