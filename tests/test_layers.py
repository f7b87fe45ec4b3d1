"""Layers point down, and no module of the library imports itself in a circle.

shared/ is grouped by layer (docs/ARCHITECTURE.md, "Layers"):

    functions/ (entry) → usecases → domain → ports → kernel
                         usecases → adapters → ports, domain → kernel

- kernel:   settings, errors, deadlines, logging, collection names; imports nothing else of shared/;
- ports:    the Protocols (Embedder, VectorStore, Generator) and their data types;
- domain:   pure rules (ranking, calibration, citations, prompts, source kinds, detectors);
            it programs against ports and never names an adapter or a use case;
- adapters: implement ports with SDKs and stores; they may use domain helpers, never a use case;
- usecases: what the entry points call; the only layer that picks adapters (usecases/backends.py).

Every import counts, including those inside functions and under TYPE_CHECKING:
a type-only import is still a dependency a reader has to follow.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("kernel", "ports", "domain", "adapters", "usecases")
ALLOWED = {
    "kernel": {"kernel"},
    "ports": {"ports", "kernel"},
    "domain": {"domain", "ports", "kernel"},
    "adapters": {"adapters", "domain", "ports", "kernel"},
    "usecases": {"usecases", "adapters", "domain", "ports", "kernel"},
}
# Upward imports left for their owner to remove, each with its reason. The test
# fails when one disappears too, so this list can only shrink.
# Upward imports allowed with a reason; none are left. A new entry needs its
# reason here and a line in docs/ARCHITECTURE.md ("Layers").
KNOWN_UPWARD: set[tuple[str, str]] = set()


@functools.lru_cache(maxsize=None)
def tree_of(source: str, filename: str = "<unknown>") -> ast.Module:
    """One parse per source text: a dozen checks below walk the same 300-odd files, and parsing them again
    for each check made this module a minute of the suite at load (the trees are only read, never changed)."""
    return ast.parse(source, filename)


def modules() -> dict[str, Path]:
    out = {}
    for path in sorted((ROOT / "shared").rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        out[".".join(parts)] = path
    return out


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of shared/ this module imports (anywhere in the file)."""
    tree = tree_of(path.read_text(), str(path))
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            targets = [f"{module}.{a.name}" if f"{module}.{a.name}" in known else module for a in node.names]
        for target in targets:
            while target and target not in known:  # `import shared.x.y` names shared.x.y's module
                target = target.rpartition(".")[0]
            if target and target != name and target != "shared":
                found.add(target)
    return found


def layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in LAYERS else None


@functools.lru_cache(maxsize=None)
def graph() -> dict[str, set[str]]:
    """The import graph of shared/, made once per run (the checks only read it)."""
    known = modules()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def test_every_module_sits_in_a_layer():
    assert [m for m in modules() if m != "shared" and layer(m) is None] == []


def test_imports_point_down():
    upward = {
        (module, target)
        for module, targets in graph().items()
        for target in targets
        if layer(target) not in ALLOWED[layer(module) or "kernel"]
    }
    assert upward - KNOWN_UPWARD == set(), "upward imports (see the module docstring)"
    assert KNOWN_UPWARD - upward == set(), "fixed: remove it from KNOWN_UPWARD"


def absolute_imports(path: Path) -> list[str]:
    """The modules `path` names in its absolute imports (`import a.b`, `from a.b import c`: "a.b")."""
    out: list[str] = []
    for node in ast.walk(tree_of(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            out.append(node.module or "")
    return out


def test_the_library_imports_nothing_above_it():
    above = ("functions", "main", "callables", "bench", "tests", "tools", "demo", "scripts")
    offenders = {(name, n) for name, path in modules().items() for n in absolute_imports(path)
                 if n.split(".")[0] in above}
    assert offenders == set()


def cycles(g: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in g.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycles():
    assert cycles(graph()) == []


def test_the_checker_sees_an_upward_import_and_a_cycle():
    g = {"shared.domain.a": {"shared.usecases.b"}, "shared.usecases.b": {"shared.domain.a"}}
    assert cycles(g) == [["shared.domain.a", "shared.usecases.b"]]
    assert layer("shared.usecases.b") not in ALLOWED[layer("shared.domain.a")]


def test_the_entry_points_reach_the_library_through_its_use_cases():
    """functions/ calls use cases (and reads request models, settings, errors): never an adapter
    or a port, which only the use cases pick (shared/usecases/backends.py)."""
    reached = set()
    for path in sorted((ROOT / "functions").glob("*.py")):
        for node in ast.walk(tree_of(path.read_text(), str(path))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [f"{node.module}.{a.name}" for a in node.names] if isinstance(node, ast.ImportFrom) and node.module else [])
            reached |= {(path.name, n) for n in names if n.startswith("shared.")}
    assert reached, "the entry points import the library"
    assert {(f, n) for f, n in reached if layer(n) not in {"usecases", "domain", "kernel"}} == set()


def test_the_use_cases_reach_the_llm_only_through_ports():
    """The product talks to a chat model one way: through the Generator or JsonGenerator port,
    whose adapters make the client (shared/adapters/openai_client.py) and own its timeouts and
    retries. A use case importing the SDK or the client maker would be a second way."""
    sdk_or_client = {"openai", "shared.adapters.openai_client"}
    offenders = {(name, n) for name, path in modules().items() if layer(name) == "usecases"
                 for n in absolute_imports(path) if n in sdk_or_client or n.split(".")[0] == "openai"}
    assert offenders == set()


# The document store's helpers that the use cases reach through the DocumentStore port
# (shared/ports/documents.py, `Backends.documents`); only the adapter that implements it imports them.
DOCUMENT_HELPERS = {
    "shared.adapters.firestore_pages",
    "shared.adapters.firestore_rounds",
    "shared.adapters.firestore_reader",
}


def document_helper_imports(g: dict[str, set[str]]) -> set[tuple[str, str]]:
    return {(m, t) for m, targets in g.items() if layer(m) == "usecases" for t in targets if t in DOCUMENT_HELPERS}


def test_the_use_cases_page_and_write_conditionally_through_the_document_store_port():
    assert document_helper_imports(graph()) == set()


def test_the_checker_sees_a_use_case_importing_a_document_helper():
    g = {"shared.usecases.insights.run": {"shared.adapters.firestore_pages", "shared.ports.documents"}}
    assert document_helper_imports(g) == {("shared.usecases.insights.run", "shared.adapters.firestore_pages")}


# The chat is one use case among several: search, insights and the rest never import it (they would lean on
# a folder above them in the studio's picture). What both read — a question's intent — sits beside them
# (shared/usecases/intent.py), not inside chat/.
def into_the_chat(g: dict[str, set[str]]) -> set[tuple[str, str]]:
    inside = lambda m: m == "shared.usecases.chat" or m.startswith("shared.usecases.chat.")
    return {(m, t) for m, targets in g.items() if not inside(m) for t in targets if inside(t)}


def test_no_other_use_case_imports_the_chat():
    assert into_the_chat(graph()) == set()


def test_the_checker_sees_a_use_case_importing_the_chat():
    g = {"shared.usecases.search": {"shared.usecases.chat.intent", "shared.domain.timeframe"},
         "shared.usecases.chat.service": {"shared.usecases.search"}}
    assert into_the_chat(g) == {("shared.usecases.search", "shared.usecases.chat.intent")}


# A function that pages or writes conditionally takes the DocumentStore port alone: the port carries the
# store's client (`DocumentStore.db`), so a second parameter for the client could only be the same client
# again, or another one whose queries the port's cursor would then page.
def takes_db_and_the_port(source: str, name: str) -> set[str]:
    """The functions of `source` (module `name`) that take a `db` parameter and one annotated DocumentStore."""
    found = set()
    for node in ast.walk(tree_of(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            params = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
            annotated = {ast.unparse(p.annotation) for p in params if p.annotation is not None}
            if any(p.arg == "db" for p in params) and any("DocumentStore" in a for a in annotated):
                found.add(f"{name}.{node.name}")
    return found


def test_no_function_takes_both_the_client_and_the_document_store():
    found = set()
    for name, path in modules().items():
        if name.startswith("shared.usecases"):
            found |= takes_db_and_the_port(path.read_text(), name)
    assert found == set()


def test_the_checker_sees_a_function_taking_both():
    source = "def settle(db: Any, docs: DocumentStore, insight_id: str): ...\ndef fine(docs: DocumentStore): ...\n"
    assert takes_db_and_the_port(source, "m") == {"m.settle"}


# The chat's and semanticSearch's requests read the document store through its port (`DocumentReader` /
# `DocumentStore`: get, find, new_id; `Backends.documents`), not by building Firestore queries with the SDK.
# What is left on the SDK in these modules is named here, each for its reason (docs/ARCHITECTURE.md, "h-tidy26").
CHAT_AND_SEARCH = ("shared.usecases.search", "shared.usecases.tenancy", "shared.usecases.profiles",
                   "shared.usecases.chat.service", "shared.usecases.chat.conversations", "shared.usecases.chat.memory")
SDK_LEFT = {
    "shared.usecases.tenancy.client_chats",  # deletion and the insights take the chats' snapshots
    "shared.usecases.chat.conversations.append_exchange",  # one batch: both turns or neither
}
# Not seen here: the digest of the client's last week (chat/memory.digest_layer) hands the port's client
# to the insights' readers (insights/sources.py, insights/store.py), which still build their queries.
SDK_CALLS = {"collection", "collection_group", "document", "where", "batch", "transaction"}


def builds_sdk_queries(source: str, name: str) -> set[str]:
    """The functions of `source` (module `name`) that build a Firestore query or batch with the SDK: a call of
    one of SDK_CALLS on an object, or a FieldFilter."""
    found = set()
    for node in ast.walk(tree_of(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for inner in ast.walk(node):
                if isinstance(inner, ast.Call) and (
                        (isinstance(inner.func, ast.Attribute) and inner.func.attr in SDK_CALLS)
                        or (isinstance(inner.func, ast.Name) and inner.func.id == "FieldFilter")):
                    found.add(f"{name}.{node.name}")
    return found


def test_the_chat_and_search_read_the_document_store_through_its_port():
    found = set()
    for name, path in modules().items():
        if name in CHAT_AND_SEARCH:
            found |= builds_sdk_queries(path.read_text(), name)
    assert found == SDK_LEFT


def test_the_checker_sees_a_query_built_with_the_sdk():
    source = ("def roster(db):\n    return db.collection('clients').where(filter=FieldFilter('a', '==', 1)).stream()\n"
              "def ported(documents):\n    return documents.find('clients', [('a', '==', 1)])\n")
    assert builds_sdk_queries(source, "m") == {"m.roster"}


# The composition root (shared/usecases/backends.py) builds the adapters behind the ports; it names no use
# case's internals. The insights' drafter is the insights' own pick from the JsonGenerator port it offers
# (shared/usecases/insights/drafting.py, `drafter`). It reads the roster through tenancy, the use case
# every other one leans on for who owns what.
def use_cases_the_root_imports(g: dict[str, set[str]]) -> set[str]:
    return {t for t in g.get("shared.usecases.backends", set()) if layer(t) == "usecases"}


def test_the_composition_root_names_no_use_cases_internals():
    assert use_cases_the_root_imports(graph()) <= {"shared.usecases.tenancy"}


def test_the_checker_sees_the_root_importing_a_use_case():
    g = {"shared.usecases.backends": {"shared.usecases.insights.drafting", "shared.ports.generator"}}
    assert use_cases_the_root_imports(g) == {"shared.usecases.insights.drafting"}
