"""The Python clients people point at a local server, each against `main.py serve` (the demo model):
a chat, a stream, a forced tool call, structured output, and a prompt past the context raising the
library's own context-overflow exception (the one its trimming and fallbacks catch): openai, anthropic,
llm, openai-agents, pydantic-ai, langchain-openai, litellm. A library that is not installed is skipped
(litellm is not in the `test` extra: 50 MB with its dependencies).
"""

from __future__ import annotations

import asyncio
import importlib
import json
import os
import warnings
from collections.abc import Callable
from typing import Any

import pytest
from pydantic import BaseModel, Field

from tests.app.api.conftest import Served

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm fetches its price list at import otherwise

pytestmark = pytest.mark.slow

MODEL = "smollm2-135m-instruct-int4"
HI = "Say hi."
TOO_LONG = " ".join(["river"] * 9000)  # ~9,000 tokens: past the demo's 8,192
CITY = {"type": "object", "properties": {"city": {"type": "string", "maxLength": 20}}, "required": ["city"],
        "additionalProperties": False}
PERSON = {"type": "object", "properties": {"name": {"type": "string", "maxLength": 20},
                                          "age": {"type": "integer", "minimum": 0, "maximum": 120}},
          "required": ["name", "age"], "additionalProperties": False}


class Person(BaseModel):  # bounded, so a small model's reply ends within the budget
    name: str = Field(max_length=20)
    age: int = Field(ge=0, le=120)


def _openai(served: Served) -> None:
    import openai

    client = served.client()
    assert client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": HI}], max_tokens=8,
                                          temperature=0).choices[0].message.content
    stream = client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": HI}], max_tokens=8,
                                            temperature=0, stream=True)
    assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    called = client.chat.completions.create(
        model=MODEL, messages=[{"role": "user", "content": "Weather in Paris?"}], max_tokens=60, temperature=0,
        tools=[{"type": "function", "function": {"name": "weather", "parameters": CITY}}], tool_choice="required")
    calls = called.choices[0].message.tool_calls or []
    assert calls and calls[0].function.name == "weather" and "city" in json.loads(calls[0].function.arguments)
    shaped = client.chat.completions.create(
        model=MODEL, messages=[{"role": "user", "content": "A person, as JSON."}], max_tokens=60, temperature=0,
        response_format={"type": "json_schema", "json_schema": {"name": "person", "schema": PERSON}})
    assert set(json.loads(shaped.choices[0].message.content or "")) == {"name", "age"}
    with pytest.raises(openai.BadRequestError) as raised:
        client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": TOO_LONG}], max_tokens=8)
    assert raised.value.code == "context_length_exceeded"


def _anthropic(served: Served) -> None:
    import anthropic

    with anthropic.Anthropic(base_url=served.url, api_key="none", max_retries=0, timeout=300) as claude:
        greedy = {"temperature": 0}
        said = claude.messages.create(model=MODEL, max_tokens=8, messages=[{"role": "user", "content": HI}],
                                      extra_body=greedy)
        assert said.content and said.content[0].type == "text"
        with claude.messages.stream(model=MODEL, max_tokens=8, messages=[{"role": "user", "content": HI}],
                                    extra_body=greedy) as stream:
            assert stream.get_final_text()
        called = claude.messages.create(model=MODEL, max_tokens=60, extra_body=greedy,
                                        messages=[{"role": "user", "content": "Weather in Paris?"}],
                                        tools=[{"name": "weather", "input_schema": CITY}], tool_choice={"type": "any"})
        uses = [b for b in called.content if b.type == "tool_use"]
        assert uses and uses[0].name == "weather" and "city" in uses[0].input
        shaped = claude.messages.create(model=MODEL, max_tokens=60, extra_body=greedy,
                                        messages=[{"role": "user", "content": "A person, as JSON."}],
                                        output_config={"format": {"type": "json_schema", "schema": PERSON}})
        assert set(json.loads(shaped.content[0].text)) == {"name", "age"}  # type: ignore[union-attr]
        with pytest.raises(anthropic.BadRequestError, match="prompt is too long"):
            claude.messages.create(model=MODEL, max_tokens=8, messages=[{"role": "user", "content": TOO_LONG}])


def _llm(served: Served) -> None:
    import llm
    import openai
    from llm.default_plugins.openai_models import Chat

    model = Chat("hearth", key="none", model_name=MODEL, api_base=f"{served.url}/v1", supports_schema=True,
                 supports_tools=True)
    assert model.prompt(HI, max_tokens=8, temperature=0).text()
    assert "".join(model.prompt(HI, max_tokens=8, temperature=0, stream=True))

    def weather(city: str) -> str:
        """The weather in a city."""
        return f"Sunny in {city}"

    response = model.prompt("Call weather for Paris.", tools=[llm.Tool.function(weather)], max_tokens=60,
                            temperature=0)
    assert [c.name for c in response.tool_calls()] == ["weather"]  # llm offers no tool_choice: the model chose
    shaped = model.prompt("A person, as JSON.", schema=PERSON, max_tokens=60, temperature=0)
    assert set(json.loads(shaped.text())) == {"name", "age"}
    with pytest.raises(openai.BadRequestError, match="maximum context length"):
        model.prompt(TOO_LONG, max_tokens=8).text()


def _openai_agents(served: Served) -> None:
    asyncio.run(_openai_agents_run(served))  # one event loop, one client, closed at the end


async def _openai_agents_run(served: Served) -> None:
    import openai
    from agents import Agent, ModelSettings, OpenAIChatCompletionsModel, Runner, function_tool, set_tracing_disabled

    set_tracing_disabled(True)
    client = openai.AsyncOpenAI(base_url=f"{served.url}/v1", api_key="none", max_retries=0, timeout=300)
    model = OpenAIChatCompletionsModel(model=MODEL, openai_client=client)
    settings = ModelSettings(temperature=0, max_tokens=8)
    try:
        assert (await Runner.run(Agent(name="a", model=model, model_settings=settings), HI)).final_output
        run = Runner.run_streamed(Agent(name="a", model=model, model_settings=settings), HI)
        assert [event async for event in run.stream_events()] and run.final_output
        seen: list[str] = []

        @function_tool
        def weather(city: str) -> str:
            """The weather in a city."""
            seen.append(city)
            return f"Sunny in {city}"

        forced = ModelSettings(temperature=0, max_tokens=60, tool_choice="required")
        await Runner.run(Agent(name="a", model=model, model_settings=forced, tools=[weather],
                               tool_use_behavior="stop_on_first_tool"), "Weather in Paris?")
        assert seen
        shaped = ModelSettings(temperature=0, max_tokens=60)
        person = await Runner.run(Agent(name="a", model=model, output_type=Person, model_settings=shaped), "A person.")
        assert isinstance(person.final_output, Person)
        with pytest.raises(openai.BadRequestError, match="maximum context length"):
            await Runner.run(Agent(name="a", model=model, model_settings=settings), TOO_LONG)
    finally:
        await client.close()


def _pydantic_ai(served: Served) -> None:
    asyncio.run(_pydantic_ai_run(served))  # one event loop for the agent's client, closed at the end


async def _pydantic_ai_run(served: Served) -> None:
    from pydantic_ai import Agent, ModelSettings
    from pydantic_ai.exceptions import ModelHTTPError, UsageLimitExceeded
    from pydantic_ai.models.openai import OpenAIChatModel
    from pydantic_ai.providers.openai import OpenAIProvider
    from pydantic_ai.usage import UsageLimits

    # Entered, the provider closes the HTTP client it made when the block ends. Not entered, its kept-alive
    # connections outlived this event loop, and the garbage collector finalized them during a later test
    # ("unclosed transport": a PytestUnraisableExceptionWarning, an error in CI).
    async with OpenAIProvider(base_url=f"{served.url}/v1", api_key="none") as provider:
        model = OpenAIChatModel(MODEL, provider=provider)
        settings = ModelSettings(temperature=0, max_tokens=8)
        assert (await Agent(model, model_settings=settings).run(HI)).output
        async with Agent(model, model_settings=settings).run_stream(HI) as run:
            assert "".join([piece async for piece in run.stream_text(delta=True)])
        seen: list[str] = []
        agent = Agent(model, model_settings=ModelSettings(temperature=0, max_tokens=60))

        @agent.tool_plain
        def weather(city: str) -> str:
            """The weather in a city."""
            seen.append(city)
            return f"Sunny in {city}"

        with pytest.raises(UsageLimitExceeded):  # forced to call on every step: the run stops at its request limit
            await agent.run("Weather in Paris?", model_settings=ModelSettings(extra_body={"tool_choice": "required"}),
                            usage_limits=UsageLimits(request_limit=2))
        assert seen
        person = Agent(model, output_type=Person, model_settings=ModelSettings(temperature=0, max_tokens=60))
        assert isinstance((await person.run("A person.")).output, Person)
        with pytest.raises(ModelHTTPError) as raised:
            await Agent(model, model_settings=settings).run(TOO_LONG)
        assert raised.value.status_code == 400 and "maximum context length" in str(raised.value.body)


def _langchain(served: Served) -> None:
    from langchain_core.exceptions import ContextOverflowError
    from langchain_openai import ChatOpenAI

    chat = ChatOpenAI(model=MODEL, base_url=f"{served.url}/v1", api_key="none", temperature=0, max_tokens=8,
                      max_retries=0, timeout=300)  # type: ignore[arg-type]
    assert chat.invoke(HI).content
    assert "".join(str(piece.content) for piece in chat.stream(HI))

    def weather(city: str) -> str:
        """The weather in a city."""
        return f"Sunny in {city}"

    roomy = ChatOpenAI(model=MODEL, base_url=f"{served.url}/v1", api_key="none", temperature=0, max_tokens=60,
                       max_retries=0, timeout=300)  # type: ignore[arg-type]
    called = roomy.bind_tools([weather], tool_choice="weather").invoke("Weather in Paris?")
    assert [c["name"] for c in called.tool_calls] == ["weather"]  # type: ignore[attr-defined]

    person = roomy.with_structured_output(Person, method="json_schema").invoke("A person.")
    assert isinstance(person, Person)
    with pytest.raises(ContextOverflowError):
        chat.invoke(TOO_LONG)


def _litellm(served: Served) -> None:
    with warnings.catch_warnings():  # litellm's modules, imported as it goes, warn about their pydantic use
        warnings.simplefilter("ignore", UserWarning)
        _litellm_calls(served)


def _litellm_calls(served: Served) -> None:
    import litellm

    where = {"model": f"openai/{MODEL}", "api_base": f"{served.url}/v1", "api_key": "none", "temperature": 0}
    said = litellm.completion(messages=[{"role": "user", "content": HI}], max_tokens=8, **where)
    assert said.choices[0].message.content  # type: ignore[union-attr]
    stream = litellm.completion(messages=[{"role": "user", "content": HI}], max_tokens=8, stream=True, **where)
    assert "".join(c.choices[0].delta.content or "" for c in stream)  # type: ignore[union-attr]
    called = litellm.completion(messages=[{"role": "user", "content": "Weather in Paris?"}], max_tokens=60,
                                tools=[{"type": "function", "function": {"name": "weather", "parameters": CITY}}],
                                tool_choice="required", **where)
    calls = called.choices[0].message.tool_calls  # type: ignore[union-attr]
    assert calls and calls[0].function.name == "weather"
    shaped = litellm.completion(messages=[{"role": "user", "content": "A person, as JSON."}], max_tokens=60,
                                response_format={"type": "json_schema",
                                                 "json_schema": {"name": "person", "schema": PERSON}}, **where)
    assert set(json.loads(shaped.choices[0].message.content)) == {"name", "age"}  # type: ignore[union-attr]
    with pytest.raises(litellm.ContextWindowExceededError):
        litellm.completion(messages=[{"role": "user", "content": TOO_LONG}], max_tokens=8, **where)


CLIENTS: dict[str, tuple[str, Callable[[Served], Any]]] = {
    "openai": ("openai", _openai), "anthropic": ("anthropic", _anthropic), "llm": ("llm", _llm),
    "openai-agents": ("agents", _openai_agents), "pydantic-ai": ("pydantic_ai", _pydantic_ai),
    "langchain-openai": ("langchain_openai", _langchain), "litellm": ("litellm", _litellm),
}


@pytest.mark.parametrize("library", CLIENTS)
def test_a_python_client_chats_streams_calls_shapes_and_knows_an_overflow(library: str, server: Served) -> None:
    module, check = CLIENTS[library]
    with warnings.catch_warnings():  # what a library's import warns about is its own (litellm's pydantic use)
        warnings.simplefilter("ignore")
        try:
            importlib.import_module(module)
        except ImportError:
            pytest.skip(f"{library} is not installed")
    check(server)
