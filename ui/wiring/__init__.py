"""Window-level wiring: each feature connected into the main window (its panels, menus and the chat)."""
