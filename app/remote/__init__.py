"""Remote engines: OpenAI-compatible servers the person added (see `app.remote.engine`)."""
