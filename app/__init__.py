"""Hearth's application core: everything below the window, testable without a screen."""
