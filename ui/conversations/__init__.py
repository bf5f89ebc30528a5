"""The conversations: the sidebar list, search, files attached to a chat, export and import."""
