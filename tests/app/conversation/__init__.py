"""Tests of `app.conversation`."""
