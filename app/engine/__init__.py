"""The inference engine: a host process that owns ONNX Runtime GenAI, and the client that drives it."""
