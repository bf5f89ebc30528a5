"""The local API: OpenAI chat completions, completions, Responses and embeddings, Anthropic Messages,
`/generate` and `/health`, over the engine (embeddings: the documents' model, in this process).

A client of `app.engine.client.EngineClient` like the window and the terminal chat: the chat model
runs in the engine host process, never here (only the small embedding model does). No Qt in this package.

- `schemas`, `schemas_anthropic`, `schemas_responses`: request bodies (pydantic), validated at the
  edge (an Anthropic or Responses request is translated into the chat route's);
- `errors`: errors in each API's shape and the engine's error codes as HTTP statuses;
- `tools`: messages, tools and `response_format` into engine turns and guidance, tool calls back out;
- `catalog`: the models the server lists and what their templates and tokenizers can do;
- `turns`: one engine turn followed from asyncio (disconnects, draining, the start of a reply);
- `state`: the served model, the bounded queue, counters, draining, recovery after an engine death;
- `routes_openai`, `routes_anthropic`, `routes_responses`, `routes_embeddings`, `routes_simple`, `app`:
  the FastAPI application;
- `server`: uvicorn in the main thread (`main.py serve`) or in a background thread (the window).
"""
