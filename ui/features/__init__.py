"""Features beside the chat: documents, tools, the API server, privacy."""
