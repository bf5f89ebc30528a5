"""`main.py chat` and `main.py doctor` as a person runs them, in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


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
