"""`main.py transcribe FILE [--json|--srt|--vtt]`: an audio file to text on this computer.

The speech model is built first when it is missing (asking for a transcription is asking for it). Progress
goes to stderr, the transcript to stdout; Ctrl+C stops within a token.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

INTERRUPTED = 130


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a WAV, MP3, M4A, FLAC, Ogg or WebM file")
    shape = parser.add_mutually_exclusive_group()
    shape.add_argument("--json", action="store_true", help="OpenAI's verbose_json: text, duration, timed segments")
    shape.add_argument("--srt", action="store_true", help="SubRip subtitles")
    shape.add_argument("--vtt", action="store_true", help="WebVTT subtitles")
    parser.add_argument("--language", help="the language spoken (default: the model's own)")
    parser.add_argument("--prompt", default="", help="words to expect: names, spellings")
    parser.add_argument("--threads", type=int, default=0, help="CPU threads (default: automatic)")


def main(args: argparse.Namespace) -> int:
    from app.system.paths import speech_model_dir
    from app.voice.errors import Cancelled, VoiceError
    from app.voice.formats import srt, verbose, vtt
    from app.voice.service import open_engine
    from app.voice.transcribe import transcribe_audio
    from models.errors import ModelError
    from models.speech_model import ensure_speech_model

    tty = sys.stderr.isatty()

    def show(done: float, total: float | None) -> None:
        of = f" of {total:.0f} s" if total else ""
        print(f"\rTranscribed {done:.0f} s{of}…", end="" if tty else "\n", file=sys.stderr, flush=True)

    try:
        folder = ensure_speech_model(speech_model_dir(), lambda message: print(message, file=sys.stderr))
        engine = open_engine(folder, args.threads)
    except (ModelError, VoiceError) as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 1
    try:
        transcript = transcribe_audio(args.file, engine, language=args.language, prompt=args.prompt, progress=show)
    except VoiceError as exc:
        print(f"\nError: {exc}" if tty else f"Error: {exc}", file=sys.stderr)
        return 1
    except (Cancelled, KeyboardInterrupt):
        print("\nStopped.", file=sys.stderr)
        return INTERRUPTED
    finally:
        engine.close()
    if tty:
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(verbose(transcript), ensure_ascii=False, indent=2))
    elif args.srt:
        print(srt(transcript), end="")
    elif args.vtt:
        print(vtt(transcript), end="")
    else:
        print(transcript.text)
    return 0
