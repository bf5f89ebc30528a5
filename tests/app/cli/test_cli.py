"""`main.py chat` and `main.py doctor` as a person runs them, in a subprocess."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def hearth(*args: str, input_text: str | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          input=input_text, timeout=timeout, env=os.environ.copy(), check=False)


@pytest.mark.slow
def test_chat_prompt_json(demo_model: Path) -> None:
    result = hearth("chat", "--model", str(demo_model), "--prompt", "Say hi.", "--json",
                    "--temperature", "0", "--max-new-tokens", "12")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(data) >= {"text", "finish_reason", "prompt_tokens", "generated_tokens", "ttft_s",
                         "tokens_per_s", "device"}
    assert data["text"] and data["device"] == "cpu"
    assert 0 < data["generated_tokens"] <= 12
    assert data["finish_reason"] in ("stop", "length")


@pytest.mark.slow
def test_chat_defaults_to_the_demo_model_and_handles_commands(demo_model: Path) -> None:
    result = hearth("chat", "--temperature", "0", "--max-new-tokens", "8",
                    input_text="/system Answer in one word.\nHello\n/reset\n/quit\n")
    assert result.returncode == 0, result.stderr
    assert "system prompt set" in result.stdout
    assert "conversation cleared" in result.stdout
    assert "tok/s" in result.stdout


@pytest.mark.slow
def test_terminal_greedy_replies_repeat_from_the_cache_and_after_a_restart(demo_model: Path) -> None:
    """The same conversation twice in one terminal chat (the second time read mostly from the engine's
    cache), and its first question in a new process: the same replies."""
    questions = "Tell me about rivers in two sentences.\nAnd about lakes?\n"
    flags = ("--model", str(demo_model), "--temperature", "0", "--max-new-tokens", "48")
    result = hearth("chat", *flags, input_text=f"{questions}/reset\n{questions}/quit\n", timeout=240)
    assert result.returncode == 0, result.stderr
    replies = re.findall(r"\n> ((?:(?!\n> ).)*?)\n  \(\d+ tokens?,", result.stdout, re.DOTALL)
    assert len(replies) == 4 and replies[0] and replies[1]
    assert replies[2:] == replies[:2]
    fresh = hearth("chat", *flags, "--prompt", "Tell me about rivers in two sentences.", "--json")
    assert fresh.returncode == 0, fresh.stderr
    assert json.loads(fresh.stdout.strip().splitlines()[-1])["text"] == replies[0].removesuffix(" [length limit]")


def test_chat_without_any_model_explains_what_to_do(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo"))
    result = hearth("chat", "--prompt", "hi")
    assert result.returncode == 2
    assert "demo-model" in result.stderr


def test_chat_rejects_bad_sampling() -> None:
    result = hearth("chat", "--model", ".", "--prompt", "hi", "--top-p", "3")
    assert result.returncode == 2 and "Top-p" in result.stderr


def test_doctor_json() -> None:
    result = hearth("doctor", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["telemetry_disabled"] is True
    assert "cpu" in data["hardware"]["providers"]
    assert data["hardware"]["logical_cores"] >= 1
    assert data["versions"]["onnxruntime-genai"].startswith("0.18")
    assert data["paths"]["data"].startswith(os.environ["HEARTH_HOME"])


def test_doctor_measure_again_replaces_the_memory_speed_and_says_how_it_was_measured() -> None:
    from app.accel.bandwidth import CACHE_FILE
    from app.system.paths import resolve_paths

    cache = resolve_paths().cache / CACHE_FILE
    cache.parent.mkdir(parents=True, exist_ok=True)
    first = json.loads(hearth("doctor", "--json").stdout)["hardware"]
    identity = json.loads(cache.read_text())["identity"]
    cache.write_text(json.dumps({"identity": identity, "gbs": 0.5, "busy": False}))  # a stale figure
    assert "0.5 GB/s (measured)" in hearth("doctor").stdout  # a quiet figure is kept for good...
    result = hearth("doctor", "--measure-again")  # ...until asked
    assert result.returncode == 0, result.stderr
    again = json.loads(cache.read_text())
    assert again["gbs"] != 0.5 and again["identity"] == identity
    line = next(x for x in result.stdout.splitlines() if x.startswith("Memory speed:"))
    assert f"{again['gbs']:.1f} GB/s" in line
    assert ("measured while the computer was busy" in line) == again["busy"]
    assert first["memory_bandwidth_gbs"] > 0


def test_doctor_says_whether_the_demo_and_embedding_models_are_built(embed_model: Path, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTH_DEMO_DIR", str(tmp_path / "no-demo"))
    data = json.loads(hearth("doctor", "--json").stdout)
    assert data["built_models"]["demo"] == {"built": False, "path": str(tmp_path / "no-demo")}
    assert data["built_models"]["embedding"]["built"] is True
    text = hearth("doctor").stdout
    assert "Demo model:         not built yet (main.py demo-model" in text
    assert f"Embedding model:    built ({embed_model})" in text
    assert "onnxruntime-genai-cuda: " in text  # the longest name still has a space before its value


def test_doctor_lists_what_voice_can_use(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTH_SPEECH_DIR", str(tmp_path / "no-speech"))
    data = json.loads(hearth("doctor", "--json").stdout)
    assert data["built_models"]["speech"] == {"built": False, "path": str(tmp_path / "no-speech")}
    voice = data["voice"]
    assert voice["problem"] == "" and isinstance(voice["inputs"], list)
    assert "mock" not in voice["tts_engines"]  # Qt's test engine is never offered
    text = hearth("doctor").stdout
    assert "Speech model:       not built yet (main.py speech-model)" in text
    assert "Microphones:        " in text and "Voices:             " in text


def _pty_chat(demo_model: Path) -> tuple[int, int]:
    """Start `main.py chat` on a pseudo-terminal; (pid, master fd)."""
    import pty

    pid, fd = pty.fork()
    if pid == 0:  # the child: become the chat
        os.execv(sys.executable, [sys.executable, str(ROOT / "main.py"), "chat", "--model", str(demo_model),
                                  "--temperature", "0", "--max-new-tokens", "400"])
    return pid, fd


class _Screen:
    """What a pseudo-terminal showed, read as it comes; `wait` looks only at what came after the
    previous match, so two markers printed in one burst are both found."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.text = ""
        self._seen_to = 0

    def wait(self, marker: str, timeout: float) -> None:
        import select
        import time

        deadline = time.monotonic() + timeout
        while (found := self.text.find(marker, self._seen_to)) < 0:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"{marker!r} not seen in time; screen:\n{self.text[-2000:]}")
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    self.text += os.read(self.fd, 65536).decode("utf-8", "replace")
                except OSError:
                    break
        self._seen_to = found + len(marker)


def _quit_with_ctrl_c(pid: int) -> int:
    """Ctrl+C at the empty prompt, pressed again after 2 s if the first was lost: a SIGINT that lands
    between the prompt being printed and the terminal read starting is only seen at the next key
    (CPython's input() checks signals on EINTR), so a person presses it again. Returns the wait status."""
    import signal
    import time

    for _ in range(2):
        os.kill(pid, signal.SIGINT)
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                return status
            time.sleep(0.05)
    raise AssertionError("Ctrl+C twice at the prompt did not quit")


@pytest.mark.slow
def test_ctrl_c_in_the_terminal_chat_stops_the_reply_and_never_prints_a_traceback(demo_model: Path) -> None:
    """SIGINT while a long prompt is read, then while a reply is written: each time back to the prompt;
    a normal turn works after both; Ctrl+C at the empty prompt quits with 0."""
    import signal

    pid, fd = _pty_chat(demo_model)
    screen = _Screen(fd)
    try:
        screen.wait("> ", 120)
        long_prompt = " ".join(f"word{i}" for i in range(1500))
        os.write(fd, (long_prompt + "\n").encode())
        screen.wait("reading your message", 60)
        os.kill(pid, signal.SIGINT)
        screen.wait("[stopped]", 10)
        screen.wait("> ", 10)
        os.write(fd, b"Write a long essay about the sea.\n")
        screen.wait("sea.", 10)  # the echo of what was typed
        screen.wait(" ", 30)  # then the first words of the reply
        os.kill(pid, signal.SIGINT)
        screen.wait("[stopped]", 10)
        screen.wait("> ", 10)
        os.write(fd, b"Write another long essay about the sea.\n")
        screen.wait("sea.", 10)
        screen.wait(" ", 30)
        os.write(fd, b"\x03")  # Ctrl+C typed at the terminal, as a person does
        screen.wait("[stopped]", 10)
        screen.wait("> ", 10)
        os.write(fd, b"/reset\nSay hi.\n")
        screen.wait("tok/s", 60)
        screen.wait("> ", 10)
        status = _quit_with_ctrl_c(pid)
        pid = 0
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, screen.text[-2000:]
        assert "Traceback" not in screen.text
        assert screen.text.count("[stopped]") == 3
        assert "^C" not in screen.text  # the terminal did not echo it into the reply
    finally:
        if pid:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        os.close(fd)


@pytest.mark.slow
def test_ctrl_c_with_prompt_exits_130_without_a_traceback(demo_model: Path) -> None:
    import signal

    process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "chat", "--model", str(demo_model),
                                "--prompt", "Write a long essay about the sea.", "--max-new-tokens", "400"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=os.environ.copy())
    try:
        assert process.stdout is not None
        process.stdout.read(1)  # the reply has started
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 130
    assert "Traceback" not in err


def test_the_command_line_parser_needs_neither_documents_nor_the_store_nor_remotes_nor_the_keyring() -> None:
    """`main.py serve` builds the whole parser; the serving container carries only what serving needs."""
    absent = ("openai", "markdown_it", "pypdf", "docx", "keyring", "PySide6")  # none is in its requirements
    probe = ("import sys, main; main._parser(); "
             f"print(sorted(m for m in sys.modules if m.split('.')[0] in {absent!r} "
             "or m.startswith(('app.docs', 'app.store', 'app.remote.engine'))))")
    result = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
