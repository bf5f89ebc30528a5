"""The chat: the conversation view, the message box, the live reply, and the settings beside them."""
