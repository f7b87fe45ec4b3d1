"""deploy.sh: the deployable directory, its offline validation, and the deploy command.

The dry run is exercised end to end once (build + Firebase-CLI-style discovery
+ isolated import + functions-framework serving); the policy checks and the
real-deploy command line are tested against fakes, so nothing leaves the
machine.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tools import deploy_build as db

REPO = Path(__file__).resolve().parent.parent
DEPLOY = REPO / "deploy.sh"
PROD_ENV = (
    "EMBEDDER=openai\nVECTOR_STORE=pinecone\nGENERATOR=openai\nPINECONE_INDEX=trainer-brain\nHOT_MIN_INSTANCES=1\n"
    "INSIGHTS_TIMEZONE=Europe/Paris\n"
)
HOT = "{{ params.HOT_MIN_INSTANCES }}"


def run_deploy(*args: str, env: dict[str, str] | None = None, timeout: float = 240) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["bash", str(DEPLOY), *args],
        cwd=REPO,
        env={**os.environ, **(env or {})},
        stdin=subprocess.DEVNULL,  # as in CI: deploy.sh adds --non-interactive without a terminal
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.fixture(scope="module")
def dry_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any], str]:
    """One `deploy.sh --dry-run` with a production-like dotenv, shared by the tests below."""
    tmp = tmp_path_factory.mktemp("deploy")
    env_file = tmp / "prod.env"
    env_file.write_text(PROD_ENV)
    out = tmp / "build"
    result = run_deploy("--dry-run", "--out", str(out), "--project", "demo-deploy-test", "--env-file", str(env_file))
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads((out / "deploy-check.json").read_text())
    return out, report, result.stdout


pytestmark = [pytest.mark.timeout(300), pytest.mark.heavy(20)]


# --------------------------------------------------------------------------- the dry run, end to end


def test_build_holds_a_real_copy_of_the_library(dry_run: tuple[Path, dict, str]) -> None:
    out, _, _ = dry_run
    fdir = out / "functions"
    assert (fdir / "main.py").is_file() and (fdir / "requirements.txt").is_file()
    assert (fdir / "shared").is_dir() and not (fdir / "shared").is_symlink()
    repo_modules = {p.relative_to(REPO / "shared") for p in (REPO / "shared").rglob("*.py") if "__pycache__" not in p.parts}
    built_modules = {p.relative_to(fdir / "shared") for p in (fdir / "shared").rglob("*.py")}
    assert repo_modules <= built_modules
    symlinks = [p for p in fdir.rglob("*") if p.is_symlink() and p.name != "venv"]
    assert symlinks == []
    assert (fdir / ".env.demo-deploy-test").read_text() == PROD_ENV
    assert not (fdir / ".secret.local").exists() and not (fdir / ".env.local").exists()


def test_build_firebase_json_points_at_the_build(dry_run: tuple[Path, dict, str]) -> None:
    out, _, _ = dry_run
    config = json.loads((out / "firebase.json").read_text())
    (functions,) = config["functions"]
    assert functions["source"] == "functions" and functions["runtime"] == "python311"
    assert {"venv", "__pycache__", ".secret.local"} <= set(functions["ignore"])
    assert config["firestore"] == {"rules": "firestore.rules", "indexes": "firestore.indexes.json"}
    repo_config = json.loads((REPO / "firebase.json").read_text())
    assert config["emulators"] == repo_config["emulators"]


def test_main_imports_from_the_build_directory_only(dry_run: tuple[Path, dict, str]) -> None:
    out, report, _ = dry_run
    fdir = str((out / "functions").resolve())
    probe = report["probe"]
    assert probe["shared"].startswith(fdir + os.sep)
    assert probe["main"].startswith(fdir + os.sep)
    assert not {str(REPO), str(REPO / "functions"), str(REPO / "shared"), ""} & set(probe["sys_path"])
    # The project's dotenv reached Settings, and importing main loaded no local model.
    assert probe["settings"] == {"embedder": "openai", "vector_store": "pinecone", "generator": "openai"}
    assert probe["local_model_modules"] == []


def test_manifest_is_what_firebase_deploy_will_create(dry_run: tuple[Path, dict, str]) -> None:
    _, report, stdout = dry_run
    assert report["ok"], report["problems"]
    endpoints = report["manifest"]["endpoints"]
    search = endpoints["semanticSearch"]
    assert search["region"] == ["us-central1"]
    assert search["availableMemoryMb"] == 1024
    assert search["timeoutSeconds"] == 30
    assert search["minInstances"] == HOT
    assert search["callableTrigger"] == {}
    assert "embedMessage" in endpoints
    assert endpoints["embedMessage"]["eventTrigger"]["eventFilterPathPatterns"] == {
        "document": "chats/{chatId}/messages/{messageId}"
    }
    if "chatWithAI" in endpoints:
        assert endpoints["chatWithAI"]["minInstances"] == HOT
    for name, ep in endpoints.items():
        assert ep["region"] == ["us-central1"], name
        assert {s["key"] for s in ep["secretEnvironmentVariables"]} == {"OPENAI_API_KEY", "PINECONE_API_KEY"}, name
        assert ep["minInstances"] in (None, HOT), name
        if ep.get("scheduleTrigger") is not None:
            assert ep["scheduleTrigger"]["schedule"], name
    if "generateInsights" in endpoints:
        # Read from the environment at import: the CLI's own discovery would miss
        # the dotenv value, deploy.sh's functions.yaml carries it.
        assert endpoints["generateInsights"]["scheduleTrigger"]["timeZone"] == "Europe/Paris"
        assert any("generateInsights" in w and "dotenv" in w for w in report["warnings"])
    params = {p["name"]: p for p in report["manifest"]["params"]}
    assert params["OPENAI_API_KEY"]["type"] == params["PINECONE_API_KEY"]["type"] == "secret"
    assert params["HOT_MIN_INSTANCES"]["type"] == "int" and params["HOT_MIN_INSTANCES"]["default"] == 0
    assert "semanticSearch" in stdout and "deploy check OK" in stdout


def test_firebase_cli_accepts_the_manifest(dry_run: tuple[Path, dict, str]) -> None:
    """The Firebase CLI's own parser and param resolution (offline), when scripts/setup.sh installed it."""
    out, report, _ = dry_run
    assert (out / "functions" / "functions.yaml").is_file()  # what `firebase deploy` will read
    if report["cli"] is None:
        pytest.skip("no local firebase-tools: run scripts/setup.sh (make test does)")
    assert report["cli"]["ok"], report["cli"]
    endpoints = report["cli"]["endpoints"]
    assert set(endpoints) == set(report["manifest"]["endpoints"])
    assert endpoints["semanticSearch"]["minInstances"] == 1  # HOT_MIN_INSTANCES=1 from .env.<project>
    assert sorted(endpoints["semanticSearch"]["secrets"]) == ["OPENAI_API_KEY", "PINECONE_API_KEY"]
    assert "HOT_MIN_INSTANCES" in report["cli"]["userEnvKeys"]


def test_functions_framework_serves_semantic_search(dry_run: tuple[Path, dict, str]) -> None:
    _, report, _ = dry_run
    assert report["served"]["target"] == "semanticSearch"
    assert report["served"]["status"] == 401
    assert report["served"]["body"]["error"]["status"] == "UNAUTHENTICATED"


# --------------------------------------------------------------------------- the real deploy command


def fake_firebase(tmp_path: Path, logged_in: bool) -> tuple[dict[str, str], Path]:
    log = tmp_path / "firebase-calls.txt"
    cli = tmp_path / "firebase"
    login = 'echo "Logged in as ci@example.com"' if logged_in else 'echo "No authorized accounts, run firebase login"'
    cli.write_text(
        "#!/bin/sh\n"
        f'case "$1" in\n  login:list) {login} ;;\n'
        f'  *) {{ pwd; for a in "$@"; do echo "$a"; done; }} > "{log}" ;;\nesac\n'
    )
    cli.chmod(0o755)
    return {"FIREBASE_CLI": str(cli), "GOOGLE_APPLICATION_CREDENTIALS": "", "FIREBASE_TOKEN": ""}, log


def test_real_deploy_requires_a_real_project_and_a_login(tmp_path: Path) -> None:
    result = run_deploy("--out", str(tmp_path / "b"))
    assert result.returncode != 0 and "needs --project" in result.stderr
    result = run_deploy("--project", "demo-trainer-brain", "--out", str(tmp_path / "b"))
    assert result.returncode != 0 and "demo project" in result.stderr
    env, log = fake_firebase(tmp_path, logged_in=False)
    result = run_deploy("--project", "my-prod", "--out", str(tmp_path / "b"), env=env)
    assert result.returncode != 0 and "not logged in" in result.stderr
    assert not log.exists() and not (tmp_path / "b").exists()  # failed before building anything


def test_real_deploy_runs_firebase_deploy_from_the_build(tmp_path: Path) -> None:
    env, log = fake_firebase(tmp_path, logged_in=True)
    env_file = tmp_path / "prod.env"
    env_file.write_text(PROD_ENV)
    out = tmp_path / "build"
    result = run_deploy(
        "--project", "my-prod", "--out", str(out), "--env-file", str(env_file),
        "--reuse-venv", "--no-serve", "--only", "functions", env=env,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    cwd, *argv = log.read_text().splitlines()
    assert Path(cwd).resolve() == out.resolve()
    assert (out / "functions" / "functions.yaml").is_file()
    assert argv == ["deploy", "--only", "functions", "--project", "my-prod", "--config", "firebase.json", "--non-interactive"]


def test_a_failed_check_stops_the_deploy(tmp_path: Path) -> None:
    env, log = fake_firebase(tmp_path, logged_in=True)
    env_file = tmp_path / "prod.env"
    env_file.write_text(PROD_ENV + "OPENAI_API_KEY=sk-test-not-real\n")
    result = run_deploy(
        "--project", "my-prod", "--out", str(tmp_path / "b"), "--env-file", str(env_file),
        "--reuse-venv", "--no-serve", "--only", "functions", env=env,
    )
    assert result.returncode != 0
    assert "OPENAI_API_KEY" in result.stderr and "Secret Manager" in result.stderr
    assert "sk-test-not-real" not in result.stdout + result.stderr
    assert not log.exists()


# --------------------------------------------------------------------------- policy checks (no subprocess)


def endpoint(**overrides: Any) -> dict[str, Any]:
    ep = {
        "region": ["us-central1"],
        "platform": "gcfv2",
        "callableTrigger": {},
        "availableMemoryMb": 1024,
        "timeoutSeconds": 30,
        "minInstances": None,
        "secretEnvironmentVariables": [{"key": "OPENAI_API_KEY"}, {"key": "PINECONE_API_KEY"}],
    }
    ep.update(overrides)
    return ep


PARAMS = [
    {"name": "OPENAI_API_KEY", "type": "secret"},
    {"name": "PINECONE_API_KEY", "type": "secret"},
    {"name": "HOT_MIN_INSTANCES", "type": "int", "default": 0},
]


def problems(manifest: dict[str, Any], **kwargs: Any) -> list[str]:
    report = db.Report()
    db.check_manifest(manifest, report, **kwargs)
    return report.problems


def test_policy_accepts_the_expected_shape() -> None:
    manifest = {"endpoints": {"a": endpoint(minInstances=HOT)}, "params": PARAMS}
    assert problems(manifest, dotenv={"HOT_MIN_INSTANCES": "1"}, strict=True) == []


@pytest.mark.parametrize(
    ("override", "fragment"),
    [
        ({"region": ["europe-west1"]}, "region"),
        ({"minInstances": 2}, "hard-codes minInstances"),
        ({"minInstances": "{{ params.UNDECLARED }}"}, "not a declared int param"),
        ({"secretEnvironmentVariables": [{"key": "OPENAI_API_KEY"}]}, "lacks secrets"),
        # firebase-functions 0.6.0 writes global SecretParams like this; deploy would reject it.
        ({"secretEnvironmentVariables": [{"key": "{{ params.OPENAI_API_KEY }}"}, {"key": "PINECONE_API_KEY"}]},
         "not a plain secret name"),
        ({"callableTrigger": None, "eventTrigger": {"eventType": "x"}, "timeoutSeconds": 900}, "timeout"),
        ({"callableTrigger": None, "scheduleTrigger": {}}, "without a schedule"),
        ({"callableTrigger": None, "scheduleTrigger": {"schedule": "every day 06:00"}, "timeoutSeconds": 3600},
         "timeout"),
    ],
)
def test_policy_rejects(override: dict[str, Any], fragment: str) -> None:
    found = problems({"endpoints": {"f": endpoint(**override)}, "params": PARAMS})
    assert any(fragment in p for p in found), found


def test_params_without_values_only_fail_a_strict_check() -> None:
    manifest = {"endpoints": {"a": endpoint(minInstances=HOT)}, "params": PARAMS}
    assert problems(manifest, dotenv={}, strict=False) == []
    assert any("HOT_MIN_INSTANCES" in p for p in problems(manifest, dotenv={}, strict=True))


def test_dotenv_never_carries_secrets(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("EMBEDDER=openai\n# a comment\nPINECONE_INDEX='trainer-brain'\n")
    (tmp_path / ".env.prod").write_text("OPENAI_API_KEY=sk-test-not-real\nGOOGLE_CLOUD_PROJECT=x\n")
    report = db.Report()
    db.check_dotenv(tmp_path, report)
    assert any("OPENAI_API_KEY" in p and "Secret Manager" in p for p in report.problems)
    assert any("GOOGLE_CLOUD_PROJECT" in p and "reserves" in p for p in report.problems)
    assert all("sk-test-not-real" not in p for p in report.problems)  # the value is never echoed
    assert db.load_dotenv(tmp_path, None) == {"EMBEDDER": "openai", "PINECONE_INDEX": "trainer-brain"}


def test_build_refuses_to_overwrite_the_sources() -> None:
    with pytest.raises(db.BuildError):
        db.build(REPO, venv="none")


def test_firestore_indexes_file_is_valid() -> None:
    spec = json.loads((REPO / "firestore.indexes.json").read_text())
    report = db.Report()
    db.check_indexes(spec, report)
    assert report.problems == []
