"""The real coding agents, installed once from npm into the user cache (`<cache>/agent-clients/`).

The versions are the ones Hearth was tested with (README, `main.py connect`). npm installs each
client's native build for this machine as an optional dependency; nothing runs at install time
(`--ignore-scripts`: the binaries come in the packages). About 1 GB, once.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from app.system.paths import resolve_paths
from models.cache_build import build_lock

PACKAGES = {"claude": ("@anthropic-ai/claude-code", "2.1.197"), "codex": ("@openai/codex", "0.171.0"),
            "opencode": ("opencode-ai", "1.18.33")}
INSTALL_S = 900
# Each client's own traffic besides the requests to Hearth, switched off (and nothing else is reachable
# from the tests anyway): update checks, model catalogues, telemetry.
QUIET = {"DISABLE_AUTOUPDATER": "1", "DISABLE_TELEMETRY": "1", "DISABLE_ERROR_REPORTING": "1",
         "OPENCODE_DISABLE_MODELS_FETCH": "1", "OPENCODE_DISABLE_AUTOUPDATE": "1", "OPENCODE_DISABLE_SHARE": "1",
         "OPENCODE_DISABLE_LSP_DOWNLOAD": "1", "OPENCODE_DISABLE_DEFAULT_PLUGINS": "1", "NO_COLOR": "1"}


def clients_dir() -> Path:
    return resolve_paths().cache / "agent-clients"


def installed(root: Path) -> bool:
    for name, (package, version) in PACKAGES.items():
        manifest = root / "node_modules" / package / "package.json"
        try:
            if json.loads(manifest.read_text(encoding="utf-8")).get("version") != version:
                return False
        except (OSError, ValueError):
            return False
        if not (root / "node_modules" / ".bin" / name).exists():
            return False
    return True


def ensure_clients() -> Path | str:
    """The folder holding the clients (installed now if npm is here), or why they cannot be had."""
    root = clients_dir()
    if installed(root):
        return root
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        return "node and npm are not installed: the real coding agents come from npm"
    with build_lock(root):  # one npm install at a time (a test and bench/api)
        return root if installed(root) else _install(npm, root)


def _install(npm: str, root: Path) -> Path | str:
    root.mkdir(parents=True, exist_ok=True)
    specs = [f"{package}@{version}" for package, version in PACKAGES.values()]
    try:
        done = subprocess.run([npm, "install", "--prefix", str(root), "--no-audit", "--no-fund", "--ignore-scripts",
                               *specs], capture_output=True, text=True, timeout=INSTALL_S, check=False)
    except subprocess.TimeoutExpired:
        return f"npm install of the coding agents took more than {INSTALL_S} s"
    if done.returncode != 0 or not installed(root):
        return f"npm could not install the coding agents: {done.stderr.strip()[-400:]}"
    return root


@dataclass(frozen=True)
class Ran:
    code: int
    output: str


def run_client(command: Sequence[str], home: Path, cwd: Path, timeout: float) -> Ran:
    """Run a client in its own process group, as a person's shell would (HOME, no keys of other providers);
    the whole group is killed however it ends (opencode outlives a SIGTERM)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("ANTHROPIC_", "OPENAI_", "CLAUDE_", "CODEX_", "OPENCODE_", "HEARTH_"))}
    env.update(QUIET, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"),
               XDG_CACHE_HOME=str(home / ".cache"), XDG_STATE_HOME=str(home / ".local/state"), TERM="dumb",
               PWD=str(cwd))  # opencode takes its project from $PWD, not from the working directory
    process = subprocess.Popen(list(command), cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        return Ran(process.returncode, output.decode(errors="replace"))
    except subprocess.TimeoutExpired:
        return Ran(-1, f"(no answer within {timeout:.0f} s)")
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
