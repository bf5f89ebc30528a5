"""The words a chat is spoken in, below the engine, the store and the remotes (which all carry them): a
message and the model it runs on, the generation parameters and settings, provenance, reasoning, images.
What is put together from them (the thread, the model choices) is `app.conversation`, above."""
