"""What a chat is made of, without Qt or the wire: its thread, settings and presets, thinking,
images, and the models it can run on."""
