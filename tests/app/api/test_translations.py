"""Anthropic Messages and OpenAI Responses requests as the chat route's request (no model needed):
what each API's conversation becomes, and what is refused."""

from __future__ import annotations

import json

import pytest

from app.api.errors import ApiError
from app.api.schemas_anthropic import MessagesRequest
from app.api.schemas_responses import ResponsesRequest


def anthropic(**fields: object) -> MessagesRequest:
    return MessagesRequest.model_validate({"model": "m", "max_tokens": 5, **fields})


def test_system_messages_mid_conversation_join_the_system_prompt() -> None:
    """Claude Code sends them; many chat templates take a system message only first."""
    chat = anthropic(system=[{"type": "text", "text": "Be brief."}], messages=[
        {"role": "user", "content": "hi"},
        {"role": "system", "content": [{"type": "text", "text": "Agents: none."}]},
        {"role": "user", "content": "again"}]).chat()
    assert [(m.role, m.text()) for m in chat.messages] == [
        ("system", "Be brief.\n\nAgents: none."), ("user", "hi"), ("user", "again")]


def test_tool_use_and_tool_result_blocks_become_calls_and_tool_messages() -> None:
    chat = anthropic(tools=[{"name": "get_weather", "input_schema": {"type": "object"}}],
                     tool_choice={"type": "any"}, messages=[
        {"role": "user", "content": "Weather?"},
        {"role": "assistant", "content": [{"type": "thinking", "thinking": "hm", "signature": ""},
                                          {"type": "tool_use", "id": "t1", "name": "get_weather",
                                           "input": {"city": "Oslo"}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "cold",
                                      "is_error": True}, {"type": "text", "text": "And now?"}]}]).chat()
    roles = [m.role for m in chat.messages]
    assert roles == ["user", "assistant", "tool", "user"] and chat.tool_choice == "required"
    call = chat.messages[1].tool_calls[0]  # type: ignore[index]
    assert call.id == "t1" and json.loads(call.function.arguments) == {"city": "Oslo"}
    assert chat.messages[2].tool_call_id == "t1" and chat.messages[2].text() == "Error: cold"
    assert chat.tools is not None and chat.tools[0].function.parameters == {"type": "object"}


def test_images_go_on_as_image_url_parts_and_what_is_not_supported_is_said() -> None:
    """An Anthropic image block and a Responses input_image become the chat route's image_url parts (which
    check them, and the model: tests/app/api/test_images_api.py); documents, files and URLs are refused in words."""
    image = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "AAAA"}}
    chat = anthropic(messages=[{"role": "user", "content": [image, {"type": "text", "text": "What is it?"}]}]).chat()
    assert chat.messages[0].image_urls() == ["data:image/png;base64,AAAA"] and chat.messages[0].text() == "What is it?"
    with pytest.raises(ApiError, match="Documents are not supported here"):
        anthropic(messages=[{"role": "user", "content": [{"type": "document", "source": {}}]}]).chat()
    with pytest.raises(ApiError, match="send it as base64"):
        anthropic(messages=[{"role": "user", "content": [{"type": "image", "source": {"type": "file"}}]}]).chat()
    with pytest.raises(ApiError, match="Only user messages"):
        anthropic(messages=[{"role": "assistant", "content": [image]}]).chat()
    parts = [{"type": "input_text", "text": "What is it?"},
             {"type": "input_image", "image_url": "data:image/png;base64,AAAA"}]
    responses = ResponsesRequest.model_validate({"input": [{"role": "user", "content": parts}]}).chat()
    assert responses.messages[0].image_urls() == ["data:image/png;base64,AAAA"]
    for part, words in (({"type": "input_file", "file_id": "f"}, "Files, audio"),
                        ({"type": "input_image", "image_url": "https://x/y.png"}, "does not fetch images")):
        with pytest.raises(ApiError, match=words):
            ResponsesRequest.model_validate({"input": [{"role": "user", "content": [part]}]}).chat()


def test_responses_items_become_a_conversation() -> None:
    chat = ResponsesRequest.model_validate({"instructions": "Be brief.", "tool_choice": {"type": "function",
                                                                                         "name": "f"},
                                           "tools": [{"type": "function", "name": "f", "parameters": {}}],
                                           "input": [
        {"role": "user", "content": [{"type": "input_text", "text": "Go."}]},
        {"type": "reasoning", "id": "rs_1", "summary": []},
        {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"},
        {"type": "function_call", "call_id": "c2", "name": "f", "arguments": "{\"a\": 1}"},
        {"type": "function_call_output", "call_id": "c1", "output": "one"},
        {"type": "function_call_output", "call_id": "c2", "output": [{"type": "input_text", "text": "two"}]}],
    }).chat()
    assert [m.role for m in chat.messages] == ["system", "user", "assistant", "tool", "tool"]
    assert [c.id for c in chat.messages[2].tool_calls or ()] == ["c1", "c2"]  # consecutive calls: one message
    assert chat.messages[4].text() == "two" and chat.tool_choice is not None


@pytest.mark.parametrize(("fields", "param"), [
    ({"previous_response_id": "resp_1"}, "previous_response_id"),
    ({"store": True}, "store"),
])
def test_responses_state_is_refused(fields: dict[str, object], param: str) -> None:
    with pytest.raises(ApiError) as refused:
        ResponsesRequest.model_validate({"input": "hi", **fields}).chat()
    assert refused.value.status == 400 and refused.value.param == param and "input" in refused.value.message


def test_hosted_tools_are_left_out_and_functions_kept() -> None:
    """Codex sends web_search and a namespace of functions with every request; nothing here runs them."""
    request = ResponsesRequest.model_validate({"input": "hi", "tools": [
        {"type": "function", "name": "exec_command", "parameters": {"type": "object"}},
        {"type": "web_search"}, {"type": "namespace", "name": "multi_agent_v1", "tools": []}]})
    chat = request.chat()
    assert [t.function.name for t in chat.tools or ()] == ["exec_command"]
