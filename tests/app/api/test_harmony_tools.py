"""A gpt-oss (harmony) model is refused tools with the reason, in the API, the terminal and the window's planning,
rather than offered a grammar its replies cannot follow: the REAL server and terminal on the demo model with
harmony's special tokens added to its tokenizer."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import openai
import pytest

from app.api.catalog import HARMONY_NO_TOOLS, read_traits
from app.api.errors import ApiError
from app.api.schemas import ChatCompletionRequest
from app.api.tools import plan_chat
from app.tools.plan import plan_turn
from app.tools.spec import ToolSpec
from tests.app.api.conftest import ROOT, start_server
from tests.app.reasoning_formats import linked_copy

WEATHER = {"type": "function", "function": {"name": "get_weather", "description": "The weather in a city.",
                                            "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                                                           "required": ["city"]}}}


def harmony_variant(demo_model: Path, folder: Path) -> Path:
    """The demo model whose tokenizer also has harmony's `<|channel|>` and `<|call|>` special tokens."""
    linked_copy(demo_model, folder, "tokenizer.json")
    tokenizer = json.loads((demo_model / "tokenizer.json").read_text(encoding="utf-8"))
    top = max(int(t["id"]) for t in tokenizer["added_tokens"])
    for offset, content in enumerate(("<|channel|>", "<|call|>"), start=1):
        tokenizer["added_tokens"].append({"id": top + offset, "content": content, "single_word": False,
                                          "lstrip": False, "rstrip": False, "normalized": False, "special": True})
    (folder / "tokenizer.json").write_text(json.dumps(tokenizer), encoding="utf-8")
    return folder


def test_the_traits_say_why_and_a_plan_with_tools_is_a_400(demo_model: Path, tmp_path: Path) -> None:
    traits = read_traits(harmony_variant(demo_model, tmp_path / "oss"))
    assert traits.no_tools == HARMONY_NO_TOOLS and not read_traits(demo_model).no_tools
    asked = {"messages": [{"role": "user", "content": "Weather in Rome?"}], "tools": [WEATHER]}
    with pytest.raises(ApiError) as refused:
        plan_chat(ChatCompletionRequest.model_validate(asked), traits)
    assert refused.value.status == 400 and refused.value.param == "tools" and "gpt-oss" in refused.value.message
    plain = plan_chat(ChatCompletionRequest.model_validate({**asked, "tool_choice": "none"}), traits)
    assert plain.guidance is None and plain.tool_mode == "none"  # offered and not used: nothing to refuse
    history = {"messages": [  # earlier calls and results: the template cannot render them either
        {"role": "user", "content": "Weather in Rome?"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Rome"}'}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "sunny"}]}
    with pytest.raises(ApiError) as refused:
        plan_chat(ChatCompletionRequest.model_validate(history), traits)
    assert refused.value.status == 400 and refused.value.param == "messages" and "gpt-oss" in refused.value.message
    with pytest.raises(ValueError, match="harmony"):  # the window's and the terminal's steps: tools off, said why
        plan_turn([{"role": "user", "content": "Weather?"}],
                  [ToolSpec("get_weather", "The weather.", WEATHER["function"]["parameters"], "built-in")], traits)


@pytest.mark.slow
def test_the_server_refuses_tools_in_words_and_still_answers(demo_model: Path, tmp_path: Path) -> None:
    folder = harmony_variant(demo_model, tmp_path / "oss")
    served = start_server(tmp_path, demo_model, "--model", str(folder))
    try:
        client = openai.OpenAI(base_url=f"{served.url}/v1", api_key="unused", max_retries=0)
        model = client.models.list().data[0].id
        with pytest.raises(openai.BadRequestError) as refused:
            client.chat.completions.create(model=model, messages=[{"role": "user", "content": "Weather in Rome?"}],
                                           tools=[WEATHER])  # type: ignore[list-item]
        assert refused.value.status_code == 400 and "harmony" in str(refused.value)
        reply = client.chat.completions.create(model=model, messages=[{"role": "user", "content": "Say hello."}],
                                               max_tokens=8)
        assert reply.choices[0].message.content
    finally:
        served.stop()


@pytest.mark.slow
def test_the_terminal_says_tools_are_off_and_answers(demo_model: Path, tmp_path: Path) -> None:
    folder = harmony_variant(demo_model, tmp_path / "oss")
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "chat", "--model", str(folder), "--tools",
                           "calculator", "--prompt", "Say hello.", "--max-new-tokens", "8"],
                          capture_output=True, text=True, timeout=300, env={**os.environ, "HEARTH_HOME": str(tmp_path)},
                          check=False)
    assert done.returncode == 0, done.stderr
    assert "(tools are off: this model (gpt-oss)" in done.stderr and done.stdout.strip()
