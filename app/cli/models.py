"""`main.py models …`: search, download, list, remove and import models from the terminal.

This module parses the arguments and runs search and pull; `installed` has list, rm and import,
`token` login and logout.

The same code paths as the window (`models.hub.search`, `models.hub.download`, `models.installed`,
`models.validate`, `app.engine.verify`), so a script or a headless machine gets exactly what the
model picker does: the same resumable downloads (Ctrl+C pauses and keeps the bytes; running the
command again resumes), the same checks, the same offline switch and access token. Results go to
stdout, progress and questions to stderr. Exit codes: 0 done, 1 failed (with a message), 2 bad
usage, 130 interrupted (a download is paused, not lost).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from app.cli import installed, token
from app.cli.installed import models_dir_for
from app.settings import Settings, load_settings
from app.system.offline import apply_offline_env, require_network
from app.system.paths import resolve_paths
from models.errors import ModelError
from models.fit import gb
from models.hub.download import Downloader, DownloadProgress, DownloadRequest, DownloadResult
from models.hub.download_control import DownloadControl
from models.importing import check_model_name

INTERRUPTED = 130


def add_arguments(parser: argparse.ArgumentParser) -> None:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--endpoint", help="Hugging Face endpoint (default: the setting, HF_ENDPOINT, or the hub)")
    sub = parser.add_subparsers(dest="models_command", required=True, metavar="COMMAND")
    search = sub.add_parser("search", parents=[common], help="search Hugging Face for ONNX chat models")
    search.add_argument("query", nargs="*", help="words in the repository name")
    search.add_argument("--sort", choices=("downloads", "recent", "likes", "trending"), default="downloads")
    search.add_argument("--limit", type=int, default=20, help="results per page (1-100)")
    search.add_argument("--page", type=int, default=1, help="page of results (from 1)")
    search.add_argument("--json", action="store_true", help="one JSON object per line")
    pull = sub.add_parser("pull", parents=[common], help="download a model (REPO or REPO:VARIANT)")
    pull.add_argument("target", metavar="REPO[:VARIANT]")
    pull.add_argument("--name", help="folder name for the installed model")
    listing = sub.add_parser("list", help="list installed models")
    listing.add_argument("--json", action="store_true")
    rm = sub.add_parser("rm", help="remove an installed model")
    rm.add_argument("name")
    rm.add_argument("--yes", "-y", action="store_true", help="do not ask for confirmation")
    imp = sub.add_parser("import", help="add a model folder from disk (checked, then copied or linked)")
    imp.add_argument("folder", type=Path, metavar="DIR")
    imp.add_argument("--link", action="store_true", help="register the folder where it is instead of copying")
    imp.add_argument("--name", help="name for the model (default: the folder's name)")
    imp.add_argument("--no-verify", action="store_true",
                     help="skip the test load (e.g. for a GPU-only model: the test runs on the CPU)")
    login = sub.add_parser("login", parents=[common], help="check an access token and save it in the keyring")
    login.add_argument("--token-stdin", action="store_true", help="read the token from stdin (no prompt)")
    sub.add_parser("logout", help="remove the saved access token")


def main(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    loaded = load_settings(resolve_paths().settings_file)
    for problem in loaded.problems:
        print(f"Warning: {problem}", file=err)
    settings = loaded.settings
    apply_offline_env(settings)
    command: Callable[[argparse.Namespace, Settings, TextIO, TextIO], int] = {
        "search": _search, "pull": _pull, "list": installed.list_models, "rm": installed.remove,
        "import": installed.import_folder, "login": token.login, "logout": token.logout,
    }[args.models_command]
    try:
        return command(args, settings, out, err)
    except ModelError as exc:
        print(f"Error: {exc.terminal}", file=err)
        return 1
    except KeyboardInterrupt:
        print("\nInterrupted.", file=err)
        return INTERRUPTED


def _endpoint(args: argparse.Namespace, settings: Settings) -> str | None:
    return getattr(args, "endpoint", None) or settings.hf_endpoint or None


def _token(err: TextIO) -> str | None:
    from app.system.secrets import env_token, get_token

    if (token := get_token()) is None and (token := env_token()) is not None:
        print("Using the access token in HF_TOKEN for this command; it is not saved.", file=err)
    return token


# ----- search ------------------------------------------------------------------------------------
def _search(args: argparse.Namespace, settings: Settings, out: TextIO, err: TextIO) -> int:
    from models.hub.search import search_models

    if not 1 <= args.limit <= 100 or args.page < 1:
        print("Error: --limit must be 1-100 and --page at least 1.", file=err)
        return 2
    require_network(settings, "search for models")
    query = " ".join(args.query)
    kwargs: dict[str, Any] = {"sort": args.sort, "limit": args.limit, "endpoint": _endpoint(args, settings),
                              "token": _token(err)}
    page = search_models(query, **kwargs)
    for _ in range(args.page - 1):
        if page.next_cursor is None:
            print(f"There are fewer than {args.page} pages of results.", file=err)
            return 0
        page = search_models(cursor=page.next_cursor, **kwargs)
    if args.json:
        for r in page.results:
            print(json.dumps({"repo_id": r.repo_id, "downloads": r.downloads, "likes": r.likes,
                              "last_modified": r.last_modified.isoformat() if r.last_modified else None,
                              "gated": r.gated, "genai_ready": r.genai_ready, "tags": list(r.tags)}), file=out)
        return 0
    if not page.results:
        print(f"No ONNX chat models match {query!r}. Try fewer or shorter words.", file=err)
        return 0
    width = max(len(r.repo_id) for r in page.results)
    print(f"{'REPOSITORY':<{width}}  {'DOWNLOADS':>10}  {'LIKES':>6}  {'UPDATED':<10}  NOTES", file=out)
    for r in page.results:
        notes = ", ".join(n for n, on in (("gated", r.gated), ("GenAI-ready", r.genai_ready)) if on)
        updated = r.last_modified.date().isoformat() if r.last_modified else "?"
        print(f"{r.repo_id:<{width}}  {r.downloads:>10,}  {r.likes:>6,}  {updated:<10}  {notes}", file=out)
    if page.next_cursor is not None:
        print(f"More results: add --page {args.page + 1}.", file=err)
    return 0


# ----- pull --------------------------------------------------------------------------------------
def _providers(settings: Settings) -> tuple[str, ...]:
    if settings.providers:
        return tuple(settings.providers)
    from app.accel.hardware import supported_providers

    return supported_providers()


def _choose_variant(repo_id: str, settings: Settings, endpoint: str | None, token: str | None,
                    err: TextIO) -> str:
    """The variant to fetch when none was named: the catalog's pick for this machine, else the best
    runnable one the repo offers (a GPU build when this machine can use it, then the smaller)."""
    from app.accel.hardware import probe
    from models.catalog import best_variant, find_entry
    from models.fit import best_device, runnable
    from models.hub.package_hub import is_package_repo
    from models.hub.repo import fetch_snapshot, variants_of

    entry = find_entry(repo_id)
    if entry is not None:
        hardware = probe()
        if settings.providers:
            hardware = dataclasses.replace(hardware, providers=tuple(settings.providers))
        best = best_variant(entry, hardware)
        if best is not None:
            print(f"Choosing {best[0].path or '(root)'} ({best[1]}, {best[0].precision}) for this machine; "
                  f"name another as {repo_id}:VARIANT.", file=err)
            return best[0].path
    providers = [p.lower() for p in _providers(settings)]
    snapshot = fetch_snapshot(repo_id, token=token, endpoint=endpoint)
    if is_package_repo(snapshot):  # the download reads its manifest and takes the variant for this machine
        print(f"{repo_id} is a model package: Hearth downloads its variant for this machine "
              f"({', '.join(providers)}, best first).", file=err)
        return ""
    variants = variants_of(snapshot)
    usable = [v for v in variants if runnable(v, providers)]
    if not usable:
        names = ", ".join(v.path or "(root)" for v in variants) or "none"
        raise ModelError("no_variant", f"{repo_id} has no variant this machine can run (it offers: {names}). "
                                       "Choose another model.")

    def rank(v: Any) -> tuple[int, int]:
        device = best_device(v, providers) or "cpu"
        return (providers.index(device) if device in providers else len(providers), v.size)

    chosen = min(usable, key=rank)
    others = [v.path or "(root)" for v in variants if v is not chosen]
    hint = f"; name another as {repo_id}:VARIANT ({', '.join(others)})" if others else ""
    print(f"Choosing {chosen.path or '(root)'} ({gb(chosen.size)}) for this machine{hint}.", file=err)
    return chosen.path


class _ProgressLine:
    """Progress on the terminal: one rewritten line on a TTY, a line every few seconds otherwise."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.tty = stream.isatty()
        self.interval = 0.2 if self.tty else 2.0
        self.last = 0.0

    def __call__(self, p: DownloadProgress, force: bool = False) -> None:
        now = time.monotonic()
        if not force and p.state != "retrying" and now - self.last < self.interval:  # every retry is shown
            return
        self.last = now
        speed = f"{gb(int(p.speed))}/s" if p.speed > 0 else "-- MB/s"
        rate = p.retry_text or f"{speed}  ETA {_duration(p.eta) if p.eta is not None else '--'}"
        text = (f"{100 * p.fraction:5.1f}%  {gb(p.done)} of {gb(p.total)}  {rate}  "
                f"file {min(p.files_done + 1, p.files_total)}/{p.files_total}")
        if self.tty:
            self.stream.write("\r" + text.ljust(78)[:110])
        else:
            self.stream.write(text + "\n")
        self.stream.flush()

    def end(self, last: DownloadProgress | None) -> None:
        """Show the final state (the throttle may have skipped it) and end the line."""
        if last is not None:
            self(last, force=True)
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()


def _duration(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}h{s % 3600 // 60:02d}m" if s >= 3600 else f"{s // 60}m{s % 60:02d}s"


def _pull(args: argparse.Namespace, settings: Settings, out: TextIO, err: TextIO) -> int:
    require_network(settings, "download models")
    repo_id, _, variant = args.target.partition(":")
    if repo_id.count("/") != 1:
        print(f"Error: {args.target!r} is not a repository id like owner/name[:variant].", file=err)
        return 2
    endpoint, token = _endpoint(args, settings), _token(err)
    if not variant:
        variant = _choose_variant(repo_id, settings, endpoint, token, err)
    name = check_model_name(args.name) if args.name else None
    request = DownloadRequest(repo_id, variant or None, name=name, token=token)
    from app.engine.verify import verify_model

    downloader = Downloader(models_dir_for(settings), endpoint=endpoint, verify=verify_model,
                            devices=[p.lower() for p in _providers(settings)])
    progress = _ProgressLine(err)
    last: list[DownloadProgress] = []

    def on_progress(p: DownloadProgress) -> None:
        last[:] = [p]
        progress(p)

    result = _run_interruptible(lambda control: downloader.download(request, on_progress=on_progress,
                                                                     control=control), err)
    progress.end(last[0] if last else None)
    if result.outcome == "paused":
        kept = f" ({gb(last[0].done)} of {gb(last[0].total)} kept)" if last else ""
        print(f"Paused{kept}. Run the same command again to resume.", file=err)
        return INTERRUPTED
    if result.outcome == "cancelled" or result.model is None:
        print("Cancelled; nothing was installed.", file=err)
        return 1
    model = result.model
    print(f"Installed {model.name} ({gb(model.manifest.size_on_disk)}) in {model.path}", file=out)
    return 0


def _run_interruptible(work: Callable[[DownloadControl], DownloadResult], err: TextIO) -> DownloadResult:
    """Run `work` on a thread so Ctrl+C in the main thread can pause it cleanly. The main thread only
    sleeps: a signal handler must not take the control's lock (the download thread may hold it), and
    an interrupted `Thread.join` can report a live thread as finished."""
    control = DownloadControl()
    done = threading.Event()
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["result"] = work(control)
        except BaseException as exc:  # handed to the main thread
            box["error"] = exc
        finally:
            done.set()

    threading.Thread(target=run, name="hearth-cli-download", daemon=True).start()
    while not done.is_set():
        try:
            time.sleep(0.1)
        except KeyboardInterrupt:
            if control.stop_reason is None:
                print("\nPausing (the bytes downloaded so far are kept)…", file=err)
                control.pause()
    if "error" in box:
        raise box["error"]
    result: DownloadResult = box["result"]
    return result
