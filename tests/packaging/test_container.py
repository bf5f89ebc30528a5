"""The server's container image: the recipe's promises, and (slow, where podman is installed) a real
build and run with Debian's daemonless tools (shared/notes/containers_here.md): the image starts
with no network at all, passes its HEALTHCHECK, answers with a key, refuses without one, runs as
a non-root user and stops cleanly on SIGTERM."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RECIPE = ROOT / "packaging" / "container"
BASE = "localhost/debian-min:bookworm"
IMAGE = "localhost/hearth-server-test"


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[ ;]", requirement.strip(), maxsplit=1)[0].lower().replace("_", "-")


def test_the_image_installs_only_declared_runtime_dependencies_and_no_qt() -> None:
    declared = {_name(d) for d in tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]}
    lines = [line for line in (RECIPE / "requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    names = {_name(line) for line in lines}
    assert names <= declared
    assert {"onnxruntime-genai", "fastapi", "uvicorn", "sse-starlette"} <= names
    assert not any("pyside" in n for n in names)


def test_the_recipe_keeps_its_promises() -> None:
    dockerfile = (RECIPE / "Dockerfile").read_text()
    assert "ARG BASE_IMAGE=python:3.11-slim" in dockerfile
    assert re.search(r"^USER hearth$", dockerfile, re.M) and "--uid 10001" in dockerfile
    assert "HEALTHCHECK" in dockerfile and "/health" in dockerfile
    assert "PORT=8080" in dockerfile and "smollm2-135m-instruct-int4" in dockerfile
    ignored = (ROOT / ".dockerignore").read_text()
    assert "!packaging/container/demo-model/" in ignored


def _podman_missing() -> str:
    for tool in ("podman", "debootstrap", "runc"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (apt-get install podman buildah debootstrap runc)"
    if os.geteuid() != 0:
        return "building a base image with debootstrap needs root"
    return ""


def _podman(*args: str, timeout: float = 900, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["podman", "--runtime", "runc", *args], capture_output=True, text=True, timeout=timeout,
                          check=check)


@pytest.fixture(scope="module")
def podman_env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    reason = _podman_missing()
    if reason:
        pytest.skip(f"container build not tried: {reason}")
    conf = tmp_path_factory.mktemp("podman") / "containers.conf"
    conf.write_text("[containers]\ndefault_ulimits = []\n")  # this sandbox forbids raising RLIMIT_NPROC
    saved = os.environ.get("CONTAINERS_CONF")
    os.environ["CONTAINERS_CONF"] = str(conf)
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop("CONTAINERS_CONF", None)
        else:
            os.environ["CONTAINERS_CONF"] = saved


def _base_image(tmp: Path) -> None:
    """Debian 12 minbase (Python 3.11, like python:3.11-slim) made with debootstrap, cached by podman."""
    if _podman("image", "exists", BASE, check=False).returncode == 0:
        return
    rootfs = tmp / "rootfs"
    subprocess.run(["debootstrap", "--variant=minbase", "bookworm", str(rootfs)], capture_output=True, check=True,
                   timeout=900)
    tar = subprocess.Popen(["tar", "-C", str(rootfs), "-c", "."], stdout=subprocess.PIPE)
    subprocess.run(["podman", "import", "-", BASE], stdin=tar.stdout, capture_output=True, check=True, timeout=600)
    tar.wait()


def _pip_cert() -> str:
    found = subprocess.run([sys.executable, "-m", "pip", "config", "get", "global.cert"], capture_output=True,
                           text=True, check=False)
    return found.stdout.strip() or "/etc/ssl/certs/ca-certificates.crt"


@pytest.fixture(scope="module")
def image(podman_env: None, demo_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    _base_image(tmp_path_factory.mktemp("base"))
    stage = RECIPE / "demo-model"
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(demo_model, stage)
    try:
        built = _podman("build", "--format", "docker", "--network=host", "--volume", f"{_pip_cert()}:/host-ca.crt:ro",
                        "--build-arg", "PIP_CERT=/host-ca.crt", "--build-arg", f"BASE_IMAGE={BASE}",
                        "-f", str(RECIPE / "Dockerfile"), "-t", IMAGE, str(ROOT), check=False)
        assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    yield IMAGE


def _in_container(name: str, code: str) -> subprocess.CompletedProcess[str]:
    return _podman("exec", name, "/opt/hearth/venv/bin/python", "-c", code, check=False, timeout=60)


ASK = """
import json, sys, urllib.error, urllib.request
body = json.dumps({"messages": [{"role": "user", "content": "hi"}], "max_tokens": 4}).encode()
def ask(key):
    headers = {"content-type": "application/json", **({"authorization": "Bearer " + key} if key else {})}
    try:
        answer = urllib.request.urlopen(urllib.request.Request(
            "http://127.0.0.1:" + sys.argv[1] + "/v1/chat/completions", data=body, headers=headers), timeout=30)
        return answer.status, json.load(answer)
    except urllib.error.HTTPError as exc:
        return exc.code, json.load(exc)
print(json.dumps([ask(""), ask("k3y")]))
"""


@pytest.mark.slow
def test_the_image_starts_offline_and_serves(image: str) -> None:
    name = f"hearth-test-{os.getpid()}"
    started = _podman("run", "-d", "--name", name, "--ulimit", "host", "--network=none", "-e", "HEARTH_API_KEY=k3y",
                      "-e", "PORT=9123", image, check=False)
    assert started.returncode == 0, started.stderr
    try:
        deadline = time.monotonic() + 60
        while _podman("healthcheck", "run", name, check=False).returncode != 0:
            assert time.monotonic() < deadline, _podman("logs", name, check=False).stderr
            time.sleep(0.5)
        answers = _in_container(name, ASK.replace("sys.argv[1]", "'9123'"))
        (refused, error), (status, reply) = json.loads(answers.stdout)
        assert refused == 401 and error["error"]["code"] == "invalid_api_key"
        assert status == 200 and reply["model"] == "smollm2-135m-instruct-int4"
        assert _podman("exec", name, "id", "-u").stdout.strip() == "10001"
        stopping = time.monotonic()
        _podman("stop", "-t", "10", name)
        assert time.monotonic() - stopping < 5.0
        assert _podman("inspect", name, "--format", "{{.State.ExitCode}}").stdout.strip() == "0"
        assert "stopped" in _podman("logs", name).stderr
    finally:
        _podman("rm", "-f", name, check=False)


@pytest.mark.slow
def test_the_image_refuses_to_listen_without_a_key(image: str) -> None:
    run = _podman("run", "--rm", "--ulimit", "host", "--network=none", image, check=False, timeout=120)
    assert run.returncode == 2 and "API key" in run.stderr
