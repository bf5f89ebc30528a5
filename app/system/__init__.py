"""The process and the computer it runs on: folders, logs, crashes, one instance, secrets in the
keyring, privacy and offline switches, the display, the version."""
