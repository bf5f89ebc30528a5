"""LLM models as artifacts: the demo model, validation, and (later) catalog and downloads."""
