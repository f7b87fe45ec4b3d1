"""What a backend offers beyond its Protocol.

A capability callers use is declared on the Protocol, and its contract suite tests it on every
backend; it is never probed with hasattr/getattr (style.md, "Layers and registries"). A backend's
public method that its Protocol does not declare is therefore either a capability to declare or a
helper to make private. The only exceptions are the methods a backend's builder calls while the
concrete class is still known (shared/usecases/backends.py, make_generator), which each suite names.
"""

from __future__ import annotations

from typing import Any


def declared(protocol: type) -> set[str]:
    """The Protocol's members, its own and those of the Protocols it extends: methods and annotated attributes."""
    names: set[str] = set()
    for cls in protocol.__mro__:
        if cls is object or cls.__module__ == "typing":
            continue
        names |= {name for name in vars(cls) if not name.startswith("_")} | set(vars(cls).get("__annotations__", {}))
    return names


def undeclared_methods(backend: Any, protocol: type, building: set[str]) -> set[str]:
    """The backend's public methods that `protocol` does not declare, but those in `building`."""
    cls = type(backend)
    public = {name for name in dir(cls) if not name.startswith("_") and callable(getattr(cls, name))}
    return public - building - declared(protocol)
