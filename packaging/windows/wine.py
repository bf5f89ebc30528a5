"""Hearth's Windows harness: run a command as Windows Python under Wine 10, on this Linux machine.

    python packaging/windows/wine.py build                       # once: builds the cache (~6 min fresh)
    python packaging/windows/wine.py python -m pytest tests/windows
    python packaging/windows/wine.py --display python main.py    # a real window, on Xvfb inside
    python packaging/windows/wine.py shell 'wine dist/Hearth/Hearth.exe --selftest'
    python packaging/windows/wine.py test [pytest arguments]     # the Windows test subset (SUBSET)
    python packaging/windows/wine.py bundle      # build.py on Windows Python: dist/windows/Hearth, --selftest
    python packaging/windows/wine.py installer   # hearth.iss compiled around it, then smoke_installer.py

The cache (`wine_cache.py`: a Debian 13 root with Wine 10, a Wine prefix, the official Windows CPython 3.11
and Hearth's dependencies as Windows wheels) is built once into the user cache dir; `python` and `shell`
refuse, with a message saying how to build it, when it is missing, and never build it unasked.

The repository is mounted at /hearth in the root (Z:\\hearth for Windows, also on the Windows Python's
path); `--bind SRC:DST` mounts more. Everything runs in private mount and PID namespaces: when the command
ends, or this script is interrupted or killed however, the kernel unmounts everything and kills every
process it started (Wine's server, Xvfb, any stray Windows process). One run at a time holds the prefix
(a lock); another waits for it.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import shlex
import signal
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parents[2]))  # app.system.paths, for the models' cache

import wine_cache

PREFIX = "/opt/hearth/prefix"
PYTHON = "/opt/hearth/python/python.exe"
BUNDLE_PYTHON = "/opt/hearth/python-bundle/python.exe"  # the same, with the ORT GenAI flavour the bundle ships
DIST = "dist/windows"  # the Windows bundle and installer, beside the Linux ones in dist/
MOUNT = "/hearth"
# Xvfb's display. Its socket is also an abstract one, shared by every root on this machine: a second harness
# cache (HEARTH_WINE_CACHE) running windows at the same time needs another number.
DISPLAY = os.environ.get("HEARTH_WINE_DISPLAY", ":42")
MODELS = "/opt/hearth/models"  # the host's demo and embedding models, mounted read-only
# The tests that matter on Windows (`test`'s default; about 6 minutes under Wine on 2 busy cores): the engine
# host (spawned process, pipes, Stop, a host killed mid-reply, its client gone), the Qt bridge, the store (a
# writer killed mid-reply, files, WAL), settings, the keyring, ModelRef, downloads against the fake hub, private
# folders, `serve` (a key, a full queue, an engine death mid-request), the single instance, and tests/windows.
_ENGINE = "tests/app/engine/test_engine.py::test_"
SUBSET = ["tests/windows", f"{_ENGINE}greedy_is_deterministic_and_reports_usage",
          f"{_ENGINE}cancel_stops_within_a_token", f"{_ENGINE}cancel_through_the_host_ends_the_turn_at_once",
          f"{_ENGINE}bad_model_folders_give_clear_errors", f"{_ENGINE}host_killed_mid_turn_reports_error_and_restarts",
          f"{_ENGINE}host_exits_quietly_when_its_client_dies",
          "tests/app/qt/test_bridge.py", "tests/app/store/test_store_crash.py",
          "tests/app/store/test_store_files.py", "tests/app/store/test_store_conversations.py",
          "tests/app/test_settings.py", "tests/app/system/test_secrets.py", "tests/app/engine/test_model_ref.py",
          "tests/models/test_download.py", "tests/models/test_private.py",
          "tests/app/api/test_server_life.py", "tests/packaging/test_single_instance.py"]
MISSING = ("The Windows harness has no cache yet ({where}). Build it once (about 6 minutes, needs root, "
           "debootstrap and the Debian and PyPI registries): python packaging/windows/wine.py build")


class NotBuilt(RuntimeError):
    """The harness's cache is missing: `str()` says how to build it."""


def windows_env(extra: Sequence[str] = ()) -> dict[str, str]:
    """The environment inside the root. Wine hands the Unix environment to Windows processes."""
    env = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root", "WINEPREFIX": PREFIX, "WINEDEBUG": "-all",
           "XDG_RUNTIME_DIR": "/tmp", "LANG": "C.UTF-8", "PYTHONUTF8": "1", "PYTHONDONTWRITEBYTECODE": "1",
           "PYTHONUNBUFFERED": "1", "WINEPATH": "Z:\\opt\\hearth\\innosetup",  # ISCC.exe on PATH
           "VCToolsRedistDir": "Z:\\opt\\hearth\\vcredist\\" + wine_cache.MSVC_RUNTIME.split("==")[1],
           # Hearth sets these too; here they also cover Python processes that never import it.
           "ORT_DISABLE_TELEMETRY": "1", "ORT_TELEMETRY_DISABLED": "1", "ORT_GENAI_TELEMETRY_DISABLED": "1"}
    for item in extra:
        key, _, value = item.partition("=")
        env[key] = value
    return env


def run(script: str, *, display: bool = False, binds: Sequence[str] = (), env: Sequence[str] = (),
        cwd: str = MOUNT) -> int:
    """Run `script` (sh) inside the root with the prefix; its exit status. Raises NotBuilt without a cache."""
    return _run(_command(script, display, binds, env, cwd), capture=False)[0]


def run_captured(script: str, *, display: bool = False, binds: Sequence[str] = (), env: Sequence[str] = (),
                 cwd: str = MOUNT) -> tuple[int, str]:
    """`run`, with its output (stdout and stderr) returned instead of shown."""
    return _run(_command(script, display, binds, env, cwd), capture=True)


def _command(script: str, display: bool, binds: Sequence[str], env: Sequence[str], cwd: str) -> list[str]:
    root = wine_cache.root_dir()
    if not wine_cache.is_built():
        raise NotBuilt(MISSING.format(where=wine_cache.cache_dir()))
    mounts = ["mount --make-rprivate /", f"mount -t proc proc {root}/proc", f"mount --bind /dev {root}/dev",
              f"mkdir -p {root}{MOUNT} && mount --bind {shlex.quote(str(wine_cache.REPO))} {root}{MOUNT}"]
    for bind in binds:
        source, _, target = bind.partition(":")
        target = target or source
        mounts.append(f"mkdir -p {shlex.quote(str(root) + target)} && "
                      f"mount --bind {shlex.quote(source)} {shlex.quote(str(root) + target)}")
    inner = [f"cd {shlex.quote(cwd)}"]
    if display:
        # A run killed with SIGKILL leaves Xvfb's lock behind, and the next Xvfb would refuse the display.
        inner += [f"rm -f /tmp/.X{DISPLAY[1:]}-lock /tmp/.X11-unix/X{DISPLAY[1:]}",
                  f"Xvfb {DISPLAY} -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &",
                  f"while [ ! -e /tmp/.X11-unix/X{DISPLAY[1:]} ]; do sleep 0.1; done",
                  f"DISPLAY={DISPLAY} openbox >/dev/null 2>&1 &", f"export DISPLAY={DISPLAY}"]
    # wineserver -w: the registry is written back before the namespace (and every process in it) ends.
    inner += [f"( {script} ); status=$?", "timeout 60 wineserver -w || wineserver -k", "exit $status"]
    variables = [f"{k}={v}" for k, v in windows_env(env).items()]
    chroot = (f"exec chroot {root} /usr/bin/env -i {' '.join(shlex.quote(v) for v in variables)} "
              f"/bin/sh -c {shlex.quote(chr(10).join(inner))}")
    return ["unshare", "--mount", "--pid", "--fork", "--kill-child=KILL", "/bin/sh", "-ec",
            " && ".join(mounts) + " && " + chroot]


def _run(command: list[str], capture: bool) -> tuple[int, str]:
    with _lock():
        process = subprocess.Popen(command, stdout=subprocess.PIPE if capture else None,
                                   stderr=subprocess.STDOUT if capture else None)
        try:
            out, _ = process.communicate()
            return process.returncode, out.decode("utf-8", "replace") if out is not None else ""
        finally:
            if process.poll() is None:  # interrupted: ending unshare kills the namespace and all in it
                process.kill()
                process.wait()


class _lock:
    """One run at a time uses the prefix (two Wine servers on one prefix would corrupt it)."""

    def __enter__(self) -> None:
        path = wine_cache.cache_dir() / "lock"
        path.parent.mkdir(parents=True, exist_ok=True)
        self._file = path.open("w")
        try:
            fcntl.flock(self._file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print("Waiting for another run of the Windows harness to finish…", file=sys.stderr, flush=True)
            fcntl.flock(self._file, fcntl.LOCK_EX)

    def __exit__(self, *_exc: object) -> None:
        self._file.close()


def test_script(pytest_args: Sequence[str]) -> str:
    """pytest on Windows Python: the given test paths, else SUBSET (with any options given)."""
    named = any(a.startswith("tests") for a in pytest_args)
    return f"wine {PYTHON} -m pytest -p no:cacheprovider " + shlex.join([*pytest_args, *([] if named else SUBSET)])


def bundle_script(build_args: Sequence[str] = ()) -> str:
    """build.py on the bundle's Windows Python: dist/windows/Hearth with the demo model, then its --selftest."""
    return f"wine {BUNDLE_PYTHON} packaging/build.py --this-python --bake-demo --selftest --dist {DIST} " + shlex.join(
        build_args)


def model_binds() -> list[str]:
    """The demo and embedding models this machine built, mounted for the Windows side: the folders holding
    HEARTH_DEMO_DIR and HEARTH_EMBED_DIR where those are set (the test suite sets them to the user cache's
    models, while every test's HEARTH_HOME, and so its cache, is a temporary folder), else the user cache's."""
    from app.system.paths import resolve_paths

    binds = []
    for name, variable in (("demo-model", "HEARTH_DEMO_DIR"), ("embed-model", "HEARTH_EMBED_DIR")):
        model = os.environ.get(variable)
        folder = Path(model).parent if model else resolve_paths().cache / name
        if folder.is_dir():
            binds.append(f"{folder}:{MODELS}/{name}")
    return binds


def model_env() -> list[str]:
    return [f"HEARTH_DEMO_DIR={windows_path(MODELS + '/demo-model/smollm2-135m-instruct-int4')}",
            f"HEARTH_EMBED_DIR={windows_path(MODELS + '/embed-model/all-minilm-l6-v2')}"]


def windows_path(path: str) -> str:
    """The Windows path Windows programs see for a path inside the root (Z: is the root's /)."""
    return "Z:" + path.replace("/", "\\")


def _raise_on_term(signum: int, _frame: object) -> None:
    raise SystemExit(128 + signum)  # the `finally` above then ends the namespace


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--display", action="store_true", help="start Xvfb and a window manager (DISPLAY=:42)")
    parser.add_argument("--bind", action="append", default=[], metavar="SRC[:DST]", help="mount a host folder")
    parser.add_argument("--env", action="append", default=[], metavar="NAME=VALUE", help="set a variable")
    parser.add_argument("--compression", default="", help="installer: Inno Setup's Compression= (default: what ships)")
    parser.add_argument("what", choices=["build", "status", "python", "shell", "test", "bundle", "installer"])
    parser.add_argument("args", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    if args.what == "build":
        with _lock():  # a step done again (the bundle's Python) must not change under a run using it
            wine_cache.build(lambda text: print(text, flush=True))
        return 0
    if args.what == "status":
        print(f"{wine_cache.cache_dir()}: {'built' if wine_cache.is_built() else 'not built'}")
        return 0 if wine_cache.is_built() else 1
    binds, env = list(args.bind), list(args.env)
    if args.what == "test":
        binds, env = binds + model_binds(), env + model_env() + ["QT_QPA_PLATFORM=offscreen"]
    if args.what in ("bundle", "installer"):
        binds, env = binds + model_binds(), env + model_env()
        args.display = args.display or args.what == "installer"  # the installed window is used
    compression = f" --compression {shlex.quote(args.compression)}" if args.compression else ""
    script = {"shell": " ".join(args.args),
              "bundle": bundle_script(args.args),
              "installer": f"wine {PYTHON} packaging/windows/build_installer.py --bundle {DIST}/Hearth --output {DIST}"
                           f" --under-wine{compression}"
                           f" && wine {PYTHON} packaging/windows/smoke_installer.py {DIST}/Hearth-*-setup.exe --window"
                           f" --report {DIST}/installer-report.json " + shlex.join(args.args),
              "test": test_script(args.args),
              }.get(args.what, f"wine {PYTHON} {shlex.join(args.args)}")
    try:
        return run(script, display=args.display, binds=binds, env=env)
    except NotBuilt as exc:
        print(exc, file=sys.stderr)
        return 2


if __name__ == "__main__":
    for signum in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, _raise_on_term)
    sys.exit(main())
