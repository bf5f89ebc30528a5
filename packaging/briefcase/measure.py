"""Measure a Hearth build for the packager comparison: size on disk and start-up time.

    python packaging/briefcase/measure.py SIZE_DIR -- COMMAND... [--runs 5]

Start-up is read from `Hearth --selftest`, which prints "Qt ok" once the interpreter, every Hearth
package, Qt and a shown top-level widget are up (what a person waits for before a window appears),
then loads the demo model in the engine host process and generates 8 tokens ("selftest ok").
Each line's arrival is timestamped from the launch; the median of the runs is printed, after one
unmeasured warm-up run so both builds are measured with a warm file cache.
"""

from __future__ import annotations

import argparse
import os
import pty
import statistics
import subprocess
import sys
import time
from pathlib import Path


def folder_mb(folder: Path) -> float:
    """Bytes of regular files under `folder` (symlinks not followed), in MiB."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20


def one_run(command: list[str], env: dict[str, str]) -> dict[str, float]:
    """Seconds from launch to each milestone line of the selftest, and to exit."""
    marks: dict[str, float] = {}
    # A terminal, not a pipe: Python line-buffers stdout only for a tty, and a frozen app ignores
    # PYTHONUNBUFFERED, so a pipe would deliver every line at exit.
    parent, child = pty.openpty()
    started = time.perf_counter()
    proc = subprocess.Popen(command, stdout=child, stderr=child, env=env)
    os.close(child)
    with os.fdopen(parent, "rb", buffering=0) as out:
        pending = b""
        while True:
            try:
                chunk = out.read(4096)
            except OSError:  # EIO: the child closed its end
                break
            if not chunk:
                break
            now = time.perf_counter() - started
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                for key, prefix in (("imports", b"imports ok"), ("window", b"Qt ok"), ("model", b"engine ok")):
                    if line.lstrip().startswith(prefix):
                        marks[key] = now
    code = proc.wait()
    marks["exit"] = time.perf_counter() - started
    if code != 0 or "model" not in marks:
        raise SystemExit(f"{command[0]} --selftest failed (exit {code})")
    return marks


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("size_dir", type=Path)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = [c for c in args.command if c != "--"]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "ORT_DISABLE_TELEMETRY": "1"}
    one_run(command, env)
    runs = [one_run(command, env) for _ in range(args.runs)]
    print(f"size: {folder_mb(args.size_dir):.0f} MiB ({args.size_dir})")
    for key in ("imports", "window", "model", "exit"):
        values = [r[key] for r in runs]
        print(f"{key:>8}: median {statistics.median(values):.2f} s  (min {min(values):.2f}, max {max(values):.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
