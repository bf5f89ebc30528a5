"""`main.py models login | logout`: the Hugging Face access token, kept in the OS keyring."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from app.settings import Settings
from app.system.offline import require_network


def _endpoint(args: argparse.Namespace, settings: Settings) -> str | None:
    return getattr(args, "endpoint", None) or settings.hf_endpoint or None


def login(args: argparse.Namespace, settings: Settings, out: TextIO, err: TextIO) -> int:
    from getpass import getpass

    from app.system.secrets import check_token, describe_storage, set_token

    require_network(settings, "check the access token")
    token = sys.stdin.readline() if args.token_stdin else getpass("Hugging Face access token: ")
    user = check_token(token, _endpoint(args, settings), settings=settings)
    storage = set_token(token)
    if storage == "session":
        print(f"The token belongs to {user}, but no system keyring is available, so Hearth cannot keep it. Install "
              "a keyring (e.g. GNOME Keyring or KWallet) and log in again, or set HF_TOKEN for each command.", file=err)
        return 1
    print(f"Logged in as {user}. {describe_storage(storage)}", file=out)
    return 0


def logout(args: argparse.Namespace, settings: Settings, out: TextIO, err: TextIO) -> int:
    from app.system.secrets import clear_token, env_token, get_token

    if get_token() is None:
        hint = " (HF_TOKEN is set in this environment; Hearth never saves it, so unset it yourself)" if env_token() \
            else ""
        print(f"No access token is saved; nothing to remove{hint}.", file=out)
        return 0
    clear_token()
    print("The access token was removed.", file=out)
    return 0
