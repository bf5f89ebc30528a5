"""A package index on 127.0.0.1 with small fixture wheels, for the accelerator install tests.

Serves PEP 503 pages (`/simple/<project>/`, links with `#sha256=`) and the files with HTTP ranges. Clients
other than pip (Hearth's downloader) get the bytes slowly, so a test can kill a download half-way; every
file request is recorded with its Range header. `corrupt` serves other bytes than the announced hash.
"""

from __future__ import annotations

import base64
import hashlib
import os
import threading
import time
import zipfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


def build_wheel(folder: Path, name: str, version: str, files: Mapping[str, bytes],
                requires: Sequence[str] = (), extras: Sequence[str] = ()) -> Path:
    """A valid pure-Python wheel `name-version-py3-none-any.whl` holding `files` (`requires` may carry
    markers such as `extra == "cuda"` for the `extras` it provides)."""
    dist = name.replace("-", "_")
    info = f"{dist}-{version}.dist-info"
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n" + "".join(
        f"Provides-Extra: {e}\n" for e in extras) + "".join(f"Requires-Dist: {r}\n" for r in requires)
    wheel = b"Wheel-Version: 1.0\nGenerator: hearth-tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries = {**files, f"{info}/METADATA": metadata.encode(), f"{info}/WHEEL": wheel}
    record = "".join(f"{path},sha256={base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()},"
                     f"{len(data)}\n" for path, data in entries.items()) + f"{info}/RECORD,,\n"
    path = folder / f"{dist}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as zf:
        for name_in_zip, data in {**entries, f"{info}/RECORD": record.encode()}.items():
            zf.writestr(name_in_zip, data)
    return path


def fake_openvino_wheels(folder: Path, library_mb: int = 3) -> list[Path]:
    """`onnxruntime-ep-openvino` 1.8.1 as a fixture: the plugin's Python shape, a 'library' of random bytes
    (it will not load: the detection then says so), a dependency of its own and one already installed."""
    folder.mkdir(parents=True, exist_ok=True)
    module = (b"import pathlib\n"
              b"def get_library_path():\n"
              b"    return str(pathlib.Path(__file__).parent / 'libonnxruntime_providers_openvino_plugin.so')\n"
              b"def get_ep_name():\n    return 'OpenVINOExecutionProvider'\n")
    plugin = build_wheel(folder, "onnxruntime-ep-openvino", "1.8.1", {
        "onnxruntime_ep_openvino/__init__.py": module,
        "onnxruntime_ep_openvino/libonnxruntime_providers_openvino_plugin.so": os.urandom(library_mb * 2**20),
    }, requires=("hearth-fixture-dep==1.0", "numpy"))
    dep = build_wheel(folder, "hearth-fixture-dep", "1.0", {"hearth_fixture_dep/__init__.py": b"VALUE = 1\n"})
    return [plugin, dep]


def fake_cuda_wheels(folder: Path) -> list[Path]:
    """The CUDA flavour as fixtures: `onnxruntime-genai-cuda` 0.18.0 whose `onnxruntime_genai` says what the
    real CUDA build says to detection (`is_cuda_available()` True), and `onnxruntime-gpu` with its `cuda` and
    `cudnn` extras (each a fixture package, as NVIDIA's libraries are). No `onnxruntime` module: the
    environment's keeps serving the plugins. Nothing here can run a model: that needs a GPU."""
    folder.mkdir(parents=True, exist_ok=True)
    module = (b'"""A stand-in for the CUDA build of ORT GenAI (tests): what detection asks of it."""\n'
              b"def is_cuda_available():\n    return True\n"
              b"def is_dml_available():\n    return False\n"
              b"def disable_telemetry_events():\n    pass\n"
              b"def register_execution_provider_library(name, path):\n    pass\n")
    genai = build_wheel(folder, "onnxruntime-genai-cuda", "0.18.0", {"onnxruntime_genai/__init__.py": module,
                        "onnxruntime_genai/libonnxruntime-genai-cuda.so": b""})  # its CUDA half, as in the real one
    gpu = build_wheel(folder, "onnxruntime-gpu", "1.31.1", {}, extras=("cuda", "cudnn"), requires=(
        'hearth-fixture-cuda-runtime==1.0; extra == "cuda"', 'hearth-fixture-cudnn==1.0; extra == "cudnn"'))
    deps = [build_wheel(folder, dep, "1.0", {f"{dep.replace('-', '_')}/__init__.py": b""})
            for dep in ("hearth-fixture-cuda-runtime", "hearth-fixture-cudnn")]
    return [genai, gpu, *deps]


@dataclass
class WheelIndex:
    folder: Path
    url: str = ""
    requests: list[tuple[str, str, str, str]] = field(default_factory=list)  # (method, path, Range, user agent)
    slow_s_per_64k: float = 0.02
    corrupt: bool = False

    def served(self, filename: str) -> list[str]:
        """The Range headers of the non-pip GETs of `filename` ('' for a whole-file request)."""
        return [r for method, p, r, agent in self.requests
                if method == "GET" and p.endswith(filename) and "pip/" not in agent]


def _handler(index: WheelIndex) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *_args: object) -> None:
            pass

        def _project_page(self, project: str) -> bytes | None:
            links = []
            for wheel in sorted(index.folder.glob("*.whl")):
                dist = wheel.name.split("-")[0].lower().replace("_", "-")
                if dist == project:
                    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
                    links.append(f'<a href="/files/{wheel.name}#sha256={digest}">{wheel.name}</a><br/>')
            return f"<html><body>{''.join(links)}</body></html>".encode() if links else None

        def _file(self, head: bool) -> None:
            path = index.folder / self.path.removeprefix("/files/")
            if not path.is_file():
                self.send_error(404)
                return
            data = path.read_bytes()
            if index.corrupt:
                data = bytes(b ^ 0xFF for b in data[:64]) + data[64:]
            agent = self.headers.get("User-Agent", "")
            index.requests.append((self.command, self.path, self.headers.get("Range", ""), agent))
            start = 0
            wanted = self.headers.get("Range", "")
            if wanted.startswith("bytes="):
                start = int(wanted[6:].split("-")[0])
                self.send_response(206)
                self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
            else:
                self.send_response(200)
            self.send_header("Content-Length", str(len(data) - start))
            self.send_header("Accept-Ranges", "bytes")
            self.end_headers()
            if head:
                return
            slow = "pip/" not in agent
            try:
                for offset in range(start, len(data), 65536):
                    self.wfile.write(data[offset:offset + 65536])
                    if slow:
                        time.sleep(index.slow_s_per_64k)
            except (BrokenPipeError, ConnectionResetError):
                pass

        def do_HEAD(self) -> None:
            if self.path.startswith("/files/"):
                self._file(head=True)
            else:
                self.send_error(404)

        def do_GET(self) -> None:
            if self.path.startswith("/files/"):
                self._file(head=False)
                return
            project = self.path.strip("/").split("/")[-1].lower()
            page = self._project_page(project) if self.path.startswith("/simple/") else None
            if page is None:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

    return Handler


@contextmanager
def serve_index(folder: Path) -> Iterator[WheelIndex]:
    index = WheelIndex(folder)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(index))
    server.daemon_threads = True
    index.url = f"http://127.0.0.1:{server.server_address[1]}/simple"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield index
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
