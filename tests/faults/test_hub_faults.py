"""The hub misbehaving, through the real huggingface_hub client against the fake hub: every fault
ends with a message a person can act on, and nothing installed or half-installed. What a failure
keeps is as designed: a transient fault keeps the bytes received (the next run resumes them), bytes
that failed a check are deleted."""

from __future__ import annotations

import hashlib
import io
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from keyring.backends.fail import Keyring as FailKeyring

import app.system.secrets as secrets
from app.cli import models as models_cli
from app.system.paths import resolve_paths
from models.errors import ModelError
from models.hub.download import DownloadProgress
from models.installed import list_installed
from tests.faults.support import OPTIONS, assert_nothing_installed, download, downloader, parts, request
from tests.models.fakehub import FakeHub, Fault
from tests.models.test_download import DATA, DATA_SIZE, VARIANT, genai_files

pytestmark = pytest.mark.faults

TOKENIZER = f"{VARIANT}/tokenizer.json"


# ----- the connection ------------------------------------------------------------------------------
def test_a_server_that_sends_nothing_fails_within_the_idle_limit_and_says_so_as_it_retries(hub: FakeHub) -> None:
    """Before: 9 silent tries of a full stall timeout each, plus back-off (7.6 minutes with the defaults)."""
    hub.add_fault(DATA, Fault(stall_after=0, stall_seconds=30, times=100))
    seen: list[DownloadProgress] = []
    started = time.monotonic()
    with pytest.raises(ModelError) as err:
        download(downloader(hub, max_retries=8), request(), on_progress=seen.append)
    elapsed = time.monotonic() - started
    assert err.value.code == "network"
    assert f"Downloading {DATA} got no data for 1 s" in str(err.value) and "Progress is kept" in str(err.value)
    assert elapsed < OPTIONS.max_idle + OPTIONS.stall_timeout + 0.5
    retries = [p for p in seen if p.state == "retrying"]
    assert [p.attempt for p in retries] == list(range(2, len(retries) + 2)) and len(retries) >= 2
    assert retries[0].retry_text == "retrying (2/9)…: no data for 0.3 s"
    assert all(p.eta is None and p.speed == 0 for p in retries)
    assert_nothing_installed()


@pytest.mark.parametrize("reset", [False, True], ids=["closed", "reset"])
def test_a_connection_that_keeps_breaking_mid_body_fails_and_a_rerun_resumes(hub: FakeHub, reset: bool) -> None:
    hub.add_fault(DATA, Fault(drop_after=300_000, reset=reset))
    hub.add_fault(DATA, Fault(drop_after=0, reset=reset, times=100))
    d = downloader(hub)
    with pytest.raises(ModelError) as err:
        download(d, request())
    problem = "the connection broke (ReadError)" if reset else "the server closed the connection mid-file"
    assert err.value.code == "network"
    assert f"failed 4 times in a row ({problem})" in str(err.value) and "Progress is kept" in str(err.value)
    assert_nothing_installed()
    (kept,) = parts(d, request()).values()
    assert 0 < kept <= 300_000  # a reset may discard what was in flight, never more
    hub.clear_faults()
    hub.reset_counters()
    assert download(d, request()).outcome == "installed"
    assert [g.start for g in hub.wait_served(DATA, 1)] == [kept]


def test_a_reset_connection_is_resumed(hub: FakeHub) -> None:
    hub.add_fault(DATA, Fault(drop_after=1_000_000, reset=True))
    result = download(downloader(hub), request())
    assert result.outcome == "installed" and result.model is not None
    gets = hub.wait_served(DATA, 2)
    second = gets[-1]
    assert len(gets) == 2 and 0 < second.start <= 1_000_000 and second.body_bytes == DATA_SIZE - second.start
    repo = hub._repo("org/tiny")
    assert repo is not None
    assert hashlib.sha256((result.model.path / "model.onnx.data").read_bytes()).hexdigest() == repo.files[DATA].sha256


def test_repeated_server_errors_say_the_hub_is_failing(hub: FakeHub) -> None:
    hub.add_fault(DATA, Fault(status=500, times=100))
    d = downloader(hub)
    with pytest.raises(ModelError) as err:
        download(d, request())
    assert err.value.code == "hub_error"
    assert f"The hub answered HTTP 500 to 4 requests in a row for {DATA}" in str(err.value)
    assert "try again later" in str(err.value)
    assert [g.status for g in hub.served(DATA)] == [500] * 4
    assert_nothing_installed()
    assert parts(d, request()) == {}


# ----- the bytes -----------------------------------------------------------------------------------
@pytest.mark.parametrize("path", [DATA, TOKENIZER], ids=["lfs-sha256", "git-sha1"])
def test_wrong_bytes_are_rejected_and_deleted(hub: FakeHub, path: str) -> None:
    hub.add_fault(path, Fault(corrupt=True, times=5))
    d = downloader(hub)
    with pytest.raises(ModelError) as err:
        download(d, request())
    assert err.value.code == "download_corrupt"
    assert path in str(err.value) and "nothing was installed" in str(err.value)
    assert_nothing_installed()
    assert parts(d, request()) == {}


def test_a_file_that_arrives_corrupted_once_gets_one_clean_retry(hub: FakeHub) -> None:
    hub.add_fault(DATA, Fault(corrupt=True))
    result = download(downloader(hub), request())
    assert result.outcome == "installed"
    assert [g.start for g in hub.served(DATA)] == [0, 0]


@pytest.mark.parametrize("path", [DATA, TOKENIZER], ids=["lfs", "git"])
@pytest.mark.parametrize("how", ["content-length", "close-delimited", "416-without-size"])
def test_a_file_announced_larger_than_served_stops_at_once(hub: FakeHub, path: str, how: str) -> None:
    """Before: the resume GET got HTTP 416, the part was deleted and fetched again from byte 0, for
    ever (10.97 GB in 300 s for an 84 MB model, progress frozen at 4.1 %)."""
    files = genai_files()
    real = len(files[path])
    hub.add_repo("org/lying", files, announce={path: real + 1_000_000})
    if how != "content-length":
        hub.add_fault(path, Fault(close_delimited=True))  # the body ends cleanly, short of the size
    if how == "416-without-size":
        hub.add_fault(path, Fault(status=416))
    d = downloader(hub)
    with pytest.raises(ModelError) as err:
        download(d, request("org/lying"))
    assert err.value.code == "download_size_mismatch"
    has = f"no more than the {real:,} bytes received" if how == "416-without-size" else f"{real:,} bytes"
    assert f"says {path} of org/lying has {real + 1_000_000:,} bytes, but its server has {has}" in str(err.value)
    assert "installed nothing" in str(err.value)
    gets = hub.wait_served(path, 1 if how == "content-length" else 2)
    assert len(gets) == (1 if how == "content-length" else 2)
    assert sum(g.body_bytes for g in gets) <= real  # not even one copy more
    assert_nothing_installed()
    assert parts(d, request("org/lying")) == {}


@pytest.mark.parametrize("close_delimited", [False, True], ids=["content-length", "close-delimited"])
def test_a_file_announced_smaller_than_served_stops_at_the_announced_size(hub: FakeHub,
                                                                          close_delimited: bool) -> None:
    hub.add_repo("org/lying", genai_files(), announce={DATA: DATA_SIZE - 500_000})
    hub.add_fault(DATA, Fault(close_delimited=close_delimited))
    d = downloader(hub)
    with pytest.raises(ModelError) as err:
        download(d, request("org/lying"))
    assert err.value.code == "download_oversize"
    assert f"more data for {DATA} than the {DATA_SIZE - 500_000} bytes it announced" in str(err.value)
    assert len(hub.wait_served(DATA, 1)) == 1
    assert_nothing_installed()
    assert parts(d, request("org/lying")) == {}


@pytest.mark.parametrize("announce", [True, False], ids=["content-length", "close-delimited"])
def test_more_bytes_than_announced_are_rejected(hub: FakeHub, announce: bool) -> None:
    hub.add_fault(DATA, Fault(extra=300_000, announce_extra=announce))
    d = downloader(hub)
    with pytest.raises(ModelError) as err:
        download(d, request())
    assert err.value.code == "download_oversize" and DATA in str(err.value)
    assert_nothing_installed()
    assert parts(d, request()) == {}


# ----- the names -----------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", [f"{VARIANT}/libevil.so", f"{VARIANT}/evil.dll", f"{VARIANT}/../../evil.json",
                                 "../escape.onnx"])
def test_a_native_library_or_an_escaping_name_fetches_nothing(hub: FakeHub, bad: str) -> None:
    hub.add_repo("evil/repo", {**genai_files(), bad: b"\x7fELF" + os.urandom(100)})
    d = downloader(hub)
    with pytest.raises(ModelError) as err:
        download(d, request("evil/repo"))
    assert err.value.code == "model_unsafe" and bad in str(err.value)
    assert "refuses" in str(err.value)
    assert hub.bytes_served() == 0
    assert_nothing_installed()
    assert not d.staging_dir(request("evil/repo")).exists()


# ----- gated repositories --------------------------------------------------------------------------
GOOD, OTHER = "hf_TokenOfAliceWithAccess", "hf_TokenOfBobWithoutAccess"


@pytest.fixture
def gated(hub: FakeHub) -> FakeHub:
    hub.add_repo("org/gated", genai_files(), gated=True)
    hub.add_token(GOOD, "alice")
    hub.add_token(OTHER, "bob")
    hub.grant("org/gated", "alice")
    return hub


@pytest.mark.parametrize(("token", "code", "says", "status"), [
    (None, "hub_gated", "org/gated is gated: its files need a Hugging Face access token, and none is set", 401),
    ("hf_NotAToken", "token_rejected", "The hub did not accept your access token", None),
    (OTHER, "hub_gated_no_access", "Your Hugging Face account has no access to org/gated yet", 403),
], ids=["no-token", "wrong-token", "no-access"])
def test_a_gated_repo_says_what_is_wrong_with_the_token(gated: FakeHub, token: str | None, code: str, says: str,
                                                        status: int | None) -> None:
    """Before, no token and a wrong token got the same message, which sent terminal users to Settings."""
    d = downloader(gated)
    with pytest.raises(ModelError) as err:
        download(d, request("org/gated", token=token))
    assert err.value.code == code and says in str(err.value)
    if code == "hub_gated_no_access":  # nothing to enter anywhere: the licence must be accepted
        assert "accept its licence on huggingface.co/org/gated" in str(err.value)
        assert err.value.terminal == str(err.value)
    else:
        assert "under Preferences → Privacy & network" in str(err.value)
        assert "`main.py models login`" in err.value.terminal and "Privacy" not in err.value.terminal
    assert [s.status for s in gated.served()] == ([] if status is None else [status])  # stopped at the first
    assert gated.bytes_served() == 0
    assert_nothing_installed()
    assert parts(d, request("org/gated")) == {}
    assert download(d, request("org/gated", token=GOOD)).outcome == "installed"


def cli(*args: str) -> tuple[int, str, str]:
    from main import _parser

    out, err = io.StringIO(), io.StringIO()
    code = models_cli.main(_parser().parse_args(["models", *args]), out, err)
    return code, out.getvalue(), err.getvalue()


def test_without_a_keyring_the_terminal_takes_hf_token_for_one_command(
        gated: FakeHub, monkeypatch: pytest.MonkeyPatch, hearth_home: Path) -> None:
    monkeypatch.setattr(secrets, "_vault", secrets.TokenVault(FailKeyring()))  # a machine without a keyring
    monkeypatch.setenv("HF_ENDPOINT", gated.endpoint)
    monkeypatch.delenv("HF_TOKEN", raising=False)
    code, _, err = cli("pull", f"org/gated:{VARIANT}")
    assert code == 1
    assert "then log in with `main.py models login` (or set HF_TOKEN for one command)" in err
    assert "Privacy & network" not in err

    monkeypatch.setenv("HF_TOKEN", GOOD)
    code, out, err = cli("pull", f"org/gated:{VARIANT}")
    assert code == 0, err
    assert "Using the access token in HF_TOKEN for this command; it is not saved." in err
    assert "Installed gated--cpu-int4" in out
    assert gated.served(f"{VARIANT}/tokenizer.json")[-1].authorization == f"Bearer {GOOD}"
    assert secrets.get_token() is None  # not kept, not even for the session
    assert not [p for p in hearth_home.rglob("*") if p.is_file() and GOOD.encode() in p.read_bytes()]


# ----- a killed download ---------------------------------------------------------------------------
ROOT = Path(__file__).resolve().parents[2]


def test_a_download_killed_mid_transfer_resumes_and_verifies_on_the_next_run(
        hub: FakeHub, monkeypatch: pytest.MonkeyPatch) -> None:
    """SIGKILL: no pause, no finally, no flush. The next run continues from the bytes that reached the
    disk and checks the whole file against the hub's sha256 before installing."""
    hub.add_fault(DATA, Fault(stall_after=1_000_000, stall_seconds=30))  # holds the transfer mid-file
    monkeypatch.setenv("HF_ENDPOINT", hub.endpoint)
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    pull = [sys.executable, str(ROOT / "main.py"), "models", "pull", f"org/tiny:{VARIANT}"]
    d = downloader(hub)
    proc = subprocess.Popen(pull, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=os.environ.copy())
    try:
        deadline = time.monotonic() + 30
        while sum(parts(d, request()).values()) < 500_000:
            assert proc.poll() is None and time.monotonic() < deadline, "the download never got going"
            time.sleep(0.02)
        proc.kill()
        assert proc.wait(timeout=10) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)
    assert_nothing_installed()
    (kept,) = parts(d, request()).values()
    assert 500_000 <= kept <= 1_000_000

    rerun = subprocess.run(pull, capture_output=True, text=True, timeout=60, env=os.environ.copy(), check=False)
    assert rerun.returncode == 0, rerun.stderr
    resumed = [(g.start, g.body_bytes) for g in hub.wait_served(DATA, 1, where=lambda g: g.start > 0)]
    assert resumed == [(kept, DATA_SIZE - kept)]
    (model,) = list_installed(resolve_paths().models_dir)
    repo = hub._repo("org/tiny")
    assert repo is not None
    data = (model.path / "model.onnx.data").read_bytes()
    assert hashlib.sha256(data).hexdigest() == repo.files[DATA].sha256
    assert {f.path: f.sha256 for f in model.manifest.files}["model.onnx.data"] == repo.files[DATA].sha256
