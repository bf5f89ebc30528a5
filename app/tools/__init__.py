"""Tools in the chat: built-in tools and MCP servers, each call shown, approved and stored.

See `app.tools.spec` for the values, `app.tools.plan` for how a turn is guided so a call always parses,
`app.tools.toolbox` for running calls, and `app.qt.chat_tools` for the window's loop.
"""
