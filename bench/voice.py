"""Voice benchmark: Hearth's speech to text (Whisper tiny.en on ORT GenAI) against faster-whisper on the same model.

Real speech from a real synthesizer: Debian's espeak-ng says the sentences of `bench/data/voice_sentences.txt`
(24, about 86 s with 0.4 s between them), decoded to 16 kHz in memory. Prints one JSON line:
- `wer`: word error rate of Hearth's transcript of the whole recording (goal ≤ 0.15), after the same light
  normalisation for both engines (lower case, no punctuation, numbers in words);
- `rtf`: transcription seconds ÷ audio seconds on 2 CPU threads, the model already loaded (goal ≤ 0.3);
- `end_of_speech_to_text_s`: from the end of a ~5 s sentence (its samples all there, as when the
  voice-activity detector says the person stopped) to its text, median of 3 (goal ≤ 1.0), and faster-whisper's
  for the same sentence beside it (`_faster_whisper`: the share of a busy machine shows in both);
  `end_of_speech_to_text_s_dictation`: the same, less the head start dictation gives Whisper (`app.qt.dictation`
  sends what was heard 0.28 s into the pause, and the pause ends the utterance at 0.8 s: 0.52 s earlier);
  `end_of_speech_to_text_cpu_s`: the speech host's CPU seconds (user + system) for that sentence, the figure a
  busy machine does not inflate (on 2 idle threads the wall time is about half of it);
- `tts_first_audio_s`: read aloud, from the first complete sentence of a streaming reply reaching
  `ReadAloud.stream_text` to the voice speaking (QtTextToSpeech's state), on `tts_engine`: the platform's
  first working engine (speech-dispatcher with espeak-ng, set up as bench/README.md says), else
  Qt's `mock` (then the figure is Hearth's own share only), median of 5, the engine made beforehand as the window
  does when replies are read aloud (goal ≤ 0.5); `tts_engine_start_s`: making that engine (`ReadAloud.prepare`,
  on its voice thread for speech-dispatcher: the window goes on meanwhile);
- `wer_faster_whisper`, `rtf_faster_whisper`: faster-whisper 1.2 (CTranslate2) running the very `model.bin`
  Hearth's model is built from, float32, greedy, no timestamps, 2 threads, in the same run, taking turns with
  Hearth; `rtf_vs_faster_whisper` = Hearth's rtf ÷ faster-whisper's (below 1: Hearth is faster).

`--quick`: three sentences, one round (checks the bench runs; the figures mean little).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.qt.dictation import EARLY_SHARE  # noqa: E402
from app.system.paths import speech_model_dir  # noqa: E402
from app.voice.audio import RATE, open_audio, pcm16_wav  # noqa: E402
from app.voice.endpoint import SILENCE_S as END_OF_SPEECH_S  # noqa: E402
from app.voice.service import open_engine  # noqa: E402
from app.voice.transcribe import transcribe_audio, transcribe_samples  # noqa: E402
from models.speech_model import FOLDER, PACKAGE, ensure_speech_model  # noqa: E402

SENTENCES = ROOT / "bench" / "data" / "voice_sentences.txt"
THREADS = 2
HEAD_START_S = (1 - EARLY_SHARE) * END_OF_SPEECH_S  # the pause's part left when dictation starts Whisper
_ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def _number(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10 - 2] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return _ONES[n // 100] + " hundred" + ("" if rest == 0 else " " + _number(rest))
    return str(n)


def words(text: str) -> list[str]:
    text = re.sub(r"\d+", lambda m: " " + _number(int(m.group())) + " ", text.lower().replace("-", " "))
    return re.sub(r"[^a-z' ]+", " ", text).split()


def word_error_rate(reference: str, hypothesis: str) -> float:
    ref, hyp = words(reference), words(hypothesis)
    row = list(range(len(hyp) + 1))
    for i in range(1, len(ref) + 1):
        diagonal, row[0] = row[0], i
        for j in range(1, len(hyp) + 1):
            diagonal, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, diagonal + (ref[i - 1] != hyp[j - 1]))
    return row[len(hyp)] / max(1, len(ref))


def speak(sentences: list[str], pause_s: float = 0.4) -> np.ndarray:
    if shutil.which("espeak-ng") is None:
        sys.exit("bench/voice.py needs espeak-ng (apt-get install espeak-ng)")
    parts: list[np.ndarray] = []
    for sentence in sentences:
        wav = subprocess.run(["espeak-ng", "--stdout", sentence], capture_output=True, check=True).stdout
        with open_audio(wav) as audio:
            parts.append(np.concatenate(list(audio.blocks())))
        parts.append(np.zeros(int(pause_s * RATE), dtype=np.float32))
    return np.concatenate(parts)


def _faster_whisper() -> object:
    from faster_whisper import WhisperModel

    weights = Path(str(importlib.metadata.distribution(PACKAGE).locate_file(FOLDER)))
    return WhisperModel(str(weights), device="cpu", compute_type="float32", cpu_threads=THREADS, num_workers=1)


def _peer_transcribe(model: object, audio: np.ndarray) -> str:
    segments, _info = model.transcribe(audio, language="en", beam_size=1, without_timestamps=True,  # type: ignore[attr-defined]
                                       condition_on_previous_text=False, vad_filter=False, temperature=0.0)
    return " ".join(segment.text.strip() for segment in segments)


def tts_engine(wait_s: float = 10.0) -> str:
    """The platform's first text-to-speech engine that speaks here (Speaking within `wait_s` of a word given),
    else Qt's `mock`. Tried through `ReadAloud`, so that one that never answers (speech-dispatcher without an
    audio output) holds up only its voice thread."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from app.qt.read_aloud import ReadAloud, engines

    app = QCoreApplication.instance() or QCoreApplication([])
    for name in engines():
        reader, loop, spoke = ReadAloud(name), QEventLoop(), []
        reader.speaking_changed.connect(lambda on, s=spoke, q=loop: (s.append(on), q.quit()) if on else None)
        reader.unavailable.connect(lambda _why, q=loop: q.quit())
        timer = QTimer(singleShot=True, interval=int(wait_s * 1000))
        timer.timeout.connect(loop.quit)
        timer.start()
        reader.read("Hello.")
        if not spoke and reader.engine is not None:
            loop.exec()
        timer.stop()
        reader.close()
        if spoke:
            return name
    del app
    return "mock"


def tts_first_audio(rounds: int) -> tuple[float, float, str]:
    """(median seconds from a streamed sentence to the voice speaking, seconds to make the engine, its name)."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from PySide6.QtTextToSpeech import QTextToSpeech

    from app.qt.read_aloud import ReadAloud

    app = QCoreApplication.instance() or QCoreApplication([])
    name = tts_engine()
    reader = ReadAloud(name)
    started = time.perf_counter()
    reader.prepare()
    while reader.engine is not None and not reader.engine.made and time.perf_counter() - started < 30:
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
    start_s = time.perf_counter() - started  # made on the voice thread: the window goes on meanwhile
    waits = []
    for reply_id in range(rounds):
        loop = QEventLoop()
        spoke: list[float] = []
        reader.speaking_changed.connect(lambda on, s=spoke, q=loop: (s.append(time.perf_counter()), q.quit()) if on
                                        else None)
        reader.follow(reply_id)
        reader.stream_text(reply_id, "Here is the first sentence of the re")
        started = time.perf_counter()
        reader.stream_text(reply_id, "Here is the first sentence of the reply. And")
        QTimer.singleShot(10_000, loop.quit)
        if not spoke:
            loop.exec()
        waits.append((spoke[0] if spoke else time.perf_counter()) - started)
        reader.stop()
        reader.speaking_changed.disconnect()
        quiet = time.perf_counter() + 2.0  # the next round starts from a quiet voice, as a new reply does
        while reader.engine is not None and reader.engine.state() != QTextToSpeech.State.Ready \
                and time.perf_counter() < quiet:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
    del app
    return statistics.median(waits), start_s, name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="three sentences, one round")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of each engine, taking turns (best kept)")
    args = parser.parse_args()
    sentences = [line.strip() for line in SENTENCES.read_text(encoding="utf-8").splitlines() if line.strip()]
    if args.quick:
        sentences, args.rounds = sentences[:3], 1
    folder = ensure_speech_model(speech_model_dir(), lambda message: print(message, file=sys.stderr))
    audio = speak(sentences)
    seconds = len(audio) / RATE
    reference = " ".join(sentences)
    print(f"{len(sentences)} sentences, {seconds:.1f} s of espeak-ng speech; {THREADS} threads", file=sys.stderr)

    engine = open_engine(folder, THREADS)
    engine.start()
    peer = _faster_whisper()
    wav = pcm16_wav(audio)
    ours: list[float] = []
    theirs: list[float] = []
    text = peer_text = ""
    try:
        transcribe_samples(audio[: 2 * RATE], engine)  # warm: first-run allocations out of the figures
        _peer_transcribe(peer, audio[: 2 * RATE])
        for _ in range(args.rounds):
            started = time.perf_counter()
            text = transcribe_audio(wav, engine).text
            ours.append(time.perf_counter() - started)
            started = time.perf_counter()
            peer_text = _peer_transcribe(peer, audio)
            theirs.append(time.perf_counter() - started)
        # about five seconds of speech (two sentences said as one), as a dictated message might be
        sentence = speak(sentences[1:2] if args.quick else [f"{sentences[3]} {sentences[4]}"], pause_s=0.0)
        latencies, peer_latencies, cpu = [], [], []
        host = psutil.Process(engine.pid) if engine.pid is not None else None
        for _ in range(1 if args.quick else 3):
            used = sum(host.cpu_times()[:2]) if host is not None else 0.0
            started = time.perf_counter()
            transcribe_samples(sentence, engine)
            latencies.append(time.perf_counter() - started)
            cpu.append(sum(host.cpu_times()[:2]) - used if host is not None else 0.0)
            started = time.perf_counter()
            _peer_transcribe(peer, sentence)
            peer_latencies.append(time.perf_counter() - started)
    finally:
        engine.close()
    rtf, rtf_peer = min(ours) / seconds, min(theirs) / seconds
    tts_s, tts_start_s, tts_engine = tts_first_audio(1 if args.quick else 5)
    print(f"Hearth:         {text}", file=sys.stderr)
    print(f"faster-whisper: {peer_text}", file=sys.stderr)
    print(json.dumps({
        "sentences": len(sentences),
        "audio_s": round(seconds, 1),
        "wer": round(word_error_rate(reference, text), 4),
        "rtf": round(rtf, 4),
        "end_of_speech_to_text_s": round(statistics.median(latencies), 3),
        "end_of_speech_to_text_s_dictation": round(max(0.0, statistics.median(latencies) - HEAD_START_S), 3),
        "end_of_speech_to_text_cpu_s": round(statistics.median(cpu), 3),
        "sentence_s": round(len(sentence) / RATE, 2),
        "end_of_speech_to_text_s_faster_whisper": round(statistics.median(peer_latencies), 3),
        "tts_first_audio_s": round(tts_s, 3),
        "tts_engine": tts_engine,
        "tts_engine_start_s": round(tts_start_s, 3),
        "wer_faster_whisper": round(word_error_rate(reference, peer_text), 4),
        "rtf_faster_whisper": round(rtf_peer, 4),
        "rtf_vs_faster_whisper": round(rtf / rtf_peer, 3),
        "threads": THREADS,
    }))


if __name__ == "__main__":
    main()
