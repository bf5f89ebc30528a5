"""What runs in the engine host process: the host's loop (`main`), opening a model, one model's generation
state, prefill, decode, drafts, stops, images, the grammar's budget. Only `app.engine.link` starts it; the
rest of Hearth speaks to it through `app.engine.client` and `app.engine.protocol`."""
