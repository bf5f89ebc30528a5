"""Hearth on Windows, measured under Wine 10 on this Linux machine (packaging/windows/wine.py).

Prints a few human lines, then, last, one JSON line:
- windows_decode_vs_linux: decode tokens/s of the demo model on the official Windows CPython under Wine ÷
  the same on this Linux Python, same prompt, greedy, same token count, alternating rounds (median of the
  per-round ratios). A sanity figure: Wine adds little to pure CPU work.
- linux_decode_tok_s, windows_decode_tok_s: the medians.
- bundle_selftest_passed: the Windows bundle (build.py under the harness, demo model baked in) was built and
  its `Hearth.exe --selftest` generated text.
- installer_roundtrip_passed: the installer compiled with Inno Setup, installed silently, the installed
  Hearth.exe's window chatted with the demo model, uninstalled keeping the conversations.
- installed_cold_start_s: the installed Hearth.exe, from launch to a visible window with the model loaded.
- bundle_mb, installer_mb: the bundle folder and the setup.exe.

    .venv/bin/python bench/windows.py [--rounds 3] [--reuse]    # builds the bundle and the installer: ~15 min
    .venv/bin/python bench/windows.py --quick                   # decode only, 16 tokens, one round

`--reuse` takes the bundle in dist/windows as it is (its self-test is run again) and the installer round trip's
report from its last run (packaging/windows/wine.py installer), instead of building them again. Without
the harness's cache the JSON line says so (`harness`), with every figure null.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging" / "windows"))

PROMPT = ("<|im_start|>user\nWrite a long story about a lighthouse keeper and the sea.<|im_end|>\n"
          "<|im_start|>assistant\n")


def probe(model: str, tokens: int) -> None:
    """Run by each Python (Linux and Windows): the bare ORT GenAI decode rate, as one JSON line."""
    from app.system.privacy import disable_library_telemetry, disable_telemetry_env

    disable_telemetry_env()
    import onnxruntime_genai as og

    disable_library_telemetry()
    loaded = og.Model(model)
    tokenizer = og.Tokenizer(loaded)
    params = og.GeneratorParams(loaded)
    params.set_search_options(max_length=4096, do_sample=False)
    generator = og.Generator(loaded, params)
    generator.append_tokens(tokenizer.encode(PROMPT))
    generator.generate_next_token()  # the first token ends the prefill; decode is timed from here
    started, count = time.perf_counter(), 0
    while count < tokens and not generator.is_done():
        generator.generate_next_token()
        count += 1
    print(json.dumps({"tok_s": count / (time.perf_counter() - started), "tokens": count}), flush=True)


def _last_json(text: str) -> dict[str, object]:
    line = next(line for line in reversed(text.splitlines()) if line.startswith("{"))
    return json.loads(line)  # type: ignore[no-any-return]


def decode_rounds(rounds: int, tokens: int) -> tuple[float, float, float]:
    """(windows ÷ linux median ratio, linux tok/s, windows tok/s), rounds alternating the two."""
    import wine

    from app.system.paths import demo_model_dir

    linux_model = str(demo_model_dir())
    windows_model = wine.windows_path(wine.MODELS + "/demo-model/" + Path(linux_model).name)
    ratios, linux, windows = [], [], []
    for _ in range(rounds):
        done = subprocess.run([sys.executable, __file__, "--probe", linux_model, str(tokens)], check=True,
                              capture_output=True, text=True)
        linux.append(float(_last_json(done.stdout)["tok_s"]))  # type: ignore[arg-type]
        code, out = wine.run_captured(f"wine {wine.PYTHON} bench/windows.py --probe '{windows_model}' {tokens}",
                                      binds=wine.model_binds())
        if code != 0:
            raise RuntimeError(f"the Windows probe failed (exit {code}): {out[-500:]}")
        windows.append(float(_last_json(out)["tok_s"]))  # type: ignore[arg-type]
        ratios.append(windows[-1] / linux[-1])
        print(f"decode: linux {linux[-1]:.0f} tok/s, windows under wine {windows[-1]:.0f} tok/s", flush=True)
    return statistics.median(ratios), statistics.median(linux), statistics.median(windows)


def folder_mb(folder: Path) -> float | None:
    if not folder.is_dir():
        return None
    return round(sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 2**20, 1)


def packaging(reuse: bool) -> dict[str, object]:
    """Build (unless `reuse`) and test the bundle and the installer under the harness."""
    import wine

    dist = ROOT / wine.DIST
    results: dict[str, object] = {}
    if not reuse or not (dist / "Hearth" / "Hearth.exe").is_file():
        wine_py = str(ROOT / "packaging/windows/wine.py")
        code = subprocess.run([sys.executable, wine_py, "bundle"], check=False).returncode
        results["bundle_selftest_passed"] = code == 0
    else:
        code, out = wine.run_captured(f"wine {wine.DIST}/Hearth/Hearth.exe --selftest",
                                      env=["QT_QPA_PLATFORM=offscreen"])
        results["bundle_selftest_passed"] = code == 0 and "engine ok" in out
    results["bundle_mb"] = folder_mb(dist / "Hearth")
    report = dist / "installer-report.json"
    if not reuse:
        report.unlink(missing_ok=True)
    if results["bundle_selftest_passed"] and not report.is_file():
        subprocess.run([sys.executable, str(ROOT / "packaging/windows/wine.py"), "installer"], check=False)
    figures = json.loads(report.read_text(encoding="utf-8")) if report.is_file() else {}
    results["installer_roundtrip_passed"] = bool(figures.get("installer_roundtrip_passed"))
    results["installed_cold_start_s"] = figures.get("installed_cold_start_s")
    results["installer_mb"] = figures.get("installer_mb")
    return results


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="decode only: one round of 16 tokens (seconds)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--reuse", action="store_true", help="test the bundle in dist/windows as it is")
    parser.add_argument("--probe", nargs=2, metavar=("MODEL", "TOKENS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe:
        probe(args.probe[0], int(args.probe[1]))
        return 0
    import wine_cache

    result: dict[str, object] = dict.fromkeys(
        ["windows_decode_vs_linux", "linux_decode_tok_s", "windows_decode_tok_s", "bundle_selftest_passed",
         "installer_roundtrip_passed", "installed_cold_start_s", "bundle_mb", "installer_mb"])
    if not wine_cache.is_built():
        result["harness"] = f"not built ({wine_cache.cache_dir()}): python packaging/windows/wine.py build"
        print(json.dumps(result))
        return 0
    ratio, linux, windows = decode_rounds(1 if args.quick else args.rounds, 16 if args.quick else 200)
    result.update(windows_decode_vs_linux=round(ratio, 3), linux_decode_tok_s=round(linux, 1),
                  windows_decode_tok_s=round(windows, 1))
    if not args.quick:
        result.update(packaging(args.reuse))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
