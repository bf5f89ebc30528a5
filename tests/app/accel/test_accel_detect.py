"""Which providers Hearth considers, offers and chooses, and why (app.accel.detect, app.accel.choice).

The real parts: the CPU wheels of ORT GenAI installed here, the real WebGPU plugin (a test dependency) that
registers and finds no device on a machine without a GPU, the engine host loading the demo model, and a
fake `nvidia-smi` on PATH (the GPU itself is what is not here).
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from app.accel.choice import built_for, plan
from app.accel.detect import Detection, EpDevice, Facts, PluginProbe, decide
from app.engine.client import EngineClient

ROOT = Path(__file__).resolve().parents[3]
RTX = EpDevice("GPU", "NVIDIA GeForce RTX 4070", 12282)


def facts(**kw: object) -> Facts:
    base: dict[str, object] = {"platform": "linux-x86_64", "cuda_build": False, "dml_build": False,
                               "nvidia_gpus": (), "plugins": {}}
    return Facts(**{**base, **kw})  # type: ignore[arg-type]


def fake_nvidia_smi(folder: Path, line: str = "NVIDIA GeForce RTX 4070, 12282") -> Path:
    """A `nvidia-smi` that answers the query Hearth makes the way the real one does."""
    folder.mkdir(parents=True, exist_ok=True)
    smi = folder / "nvidia-smi"
    smi.write_text(f"#!/bin/sh\necho '{line}'\n")
    smi.chmod(smi.stat().st_mode | stat.S_IEXEC)
    return folder


def run_detect(env: dict[str, str] | None = None, *args: str) -> Detection:
    out = subprocess.run([sys.executable, "-m", "app.accel.detect", "--json", *args], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120, check=True).stdout
    return Detection.from_dict(json.loads(out.strip().splitlines()[-1]))


def test_nothing_but_the_cpu_is_chosen_with_the_reasons_of_the_others() -> None:
    d = decide(facts())
    assert d.chosen == "cpu" and d.offered() == ("cpu",)
    cuda = d.state("cuda")
    assert cuda is not None and cuda.reason == "no NVIDIA GPU found" and not cuda.offered
    assert "cuda: no NVIDIA GPU found" in d.chosen_reason and "dml: Windows only" in d.chosen_reason
    assert [p.name for p in d.providers] == ["cuda", "trtrtx", "dml", "webgpu", "openvino", "qnn", "cpu"]


def test_a_registered_plugin_without_a_device_is_reported_and_not_offered() -> None:
    probes = {"openvino": PluginProbe(installed=True, registered=True),
              "webgpu": PluginProbe(installed=True, registered=False, error="no NVIDIA driver found")}
    d = decide(facts(plugins=probes))
    openvino, webgpu = d.state("openvino"), d.state("webgpu")
    assert openvino is not None and (openvino.installed, openvino.registered, openvino.offered) == (True, True, False)
    assert openvino.reason == "no Intel device found"
    assert webgpu is not None and webgpu.reason == "installed, but it did not start: no NVIDIA driver found"
    assert d.chosen == "cpu"


def test_a_plugin_with_a_device_is_offered_with_its_name_and_memory() -> None:
    arc = EpDevice("GPU", "Intel Arc A770", 16384)
    d = decide(facts(plugins={"webgpu": PluginProbe(installed=True, registered=True, devices=(arc,))}))
    webgpu = d.state("webgpu")
    assert webgpu is not None and webgpu.offered and "Intel Arc A770 (16,384 MB)" in webgpu.reason
    assert d.chosen == "webgpu" and d.offered() == ("webgpu", "cpu")


def test_an_nvidia_gpu_without_the_cuda_flavour_offers_to_enable_it() -> None:
    d = decide(facts(nvidia_gpus=(RTX,)))
    cuda = d.state("cuda")
    assert cuda is not None and cuda.installable and not cuda.offered and "enable NVIDIA acceleration" in cuda.reason
    trtrtx = d.state("trtrtx")
    assert trtrtx is not None and trtrtx.installable  # the RTX plugin is worth offering too
    with_cuda = decide(facts(nvidia_gpus=(RTX,), cuda_build=True))
    assert with_cuda.chosen == "cuda" and with_cuda.offered() == ("cuda", "cpu")


def test_a_snapdragon_npu_is_offered_through_the_qnn_plugin() -> None:
    npu = EpDevice("NPU", "Snapdragon X Elite NPU")
    d = decide(facts(platform="win32-ARM64", dml_build=True,
                     plugins={"qnn": PluginProbe(installed=True, registered=True, devices=(npu,))}))
    assert d.offered() == ("dml", "qnn", "cpu")
    assert plan(d, ("qnn",)).order == ("qnn", "cpu")  # a QNN-compiled model goes to the NPU
    assert plan(d, ("cpu",)).order == ("dml", "cpu")  # a CPU build does not


def test_providers_not_made_for_the_platform_say_so() -> None:
    mac = decide(facts(platform="darwin-arm64"))
    assert "no CUDA build" in mac.state("cuda").reason  # type: ignore[union-attr]
    assert "no build for this platform" in mac.state("openvino").reason  # type: ignore[union-attr]
    assert mac.state("webgpu").installable  # type: ignore[union-attr]  # the Mac's GPU path (Metal)


def test_detection_survives_the_trip_as_plain_data() -> None:
    d = decide(facts(nvidia_gpus=(RTX,), cuda_build=True))
    assert Detection.from_dict(json.loads(json.dumps(d.as_dict()))) == d


# ---- one model's plan ---------------------------------------------------------------------------------


def test_the_plan_for_a_model_says_why_each_device_is_not_used(tmp_path: Path) -> None:
    arc = EpDevice("GPU", "Intel Arc A770", 2048)
    d = decide(facts(nvidia_gpus=(RTX,), cuda_build=True,
                     plugins={"webgpu": PluginProbe(installed=True, registered=True, devices=(arc,)),
                              "openvino": PluginProbe(installed=True, registered=True)}))
    cpu_model = plan(d, ("cpu",))
    assert cpu_model.order == ("cuda", "cpu")  # CUDA runs CPU int4 builds; WebGPU runs its own builds
    reasons = {n.provider: n.reason for n in cpu_model.not_used}
    assert reasons["webgpu"] == "no variant for it: this model was built for cpu"
    assert reasons["openvino"] == "no Intel device found" and reasons["dml"] == "Windows only"
    web_model = plan(d, ("webgpu",), weights=3 * 10**9)
    web_reasons = {n.provider: n.reason for n in web_model.not_used}
    assert web_reasons["webgpu"].startswith("memory: the model's weights (3.0 GB)")
    failed = plan(d, ("cpu",), failed={"cuda": ""})
    assert failed.order == ("cpu",) and failed.not_used[0].reason == "failed for this model before"


def test_an_override_leads_and_is_explained() -> None:
    arc = EpDevice("GPU", "Intel Arc A770", 16384)
    d = decide(facts(plugins={"webgpu": PluginProbe(installed=True, registered=True, devices=(arc,))}))
    chosen = plan(d, ("cpu",), override="webgpu")
    assert chosen.order == ("webgpu", "cpu") and chosen.why_first == "you chose it for this model"
    cpu = plan(d, ("cpu",), override="cpu")
    assert cpu.order == ("cpu",) and cpu.why_first == "you chose the CPU for this model"
    assert {n.provider: n.reason for n in cpu.not_used}["webgpu"] == "no variant for it: this model was built for cpu"
    web = plan(d, ("webgpu", "cpu"), override="cpu")  # one that could run it: the choice is the reason
    assert {n.provider: n.reason for n in web.not_used}["webgpu"] == "you chose the processor (CPU) for this model"
    nowhere = plan(decide(facts()), ("cpu",), override="openvino")
    assert nowhere.order == ("cpu",)
    assert nowhere.why_first == "you chose OpenVINO, which cannot run it here: not installed (onnxruntime-ep-openvino)"


def test_a_device_that_cannot_run_here_keeps_its_own_reason_whatever_was_chosen() -> None:
    """CUDA chosen on a machine without an NVIDIA GPU: the others are not "— you chose NVIDIA GPU" but what they
    are (no device, Windows only); each says whether choosing it could work at all."""
    arc = EpDevice("GPU", "Intel Arc A770", 16384)
    d = decide(facts(plugins={"webgpu": PluginProbe(installed=True, registered=True, devices=(arc,))}))
    auto = {n.provider: n for n in plan(d, ("cpu",)).not_used}
    chosen = plan(d, ("cpu",), override="cuda")
    assert chosen.order == ("cpu",) and chosen.why_first.startswith("you chose CUDA, which cannot run it here")
    not_used = {n.provider: n for n in chosen.not_used}
    assert not not_used["cuda"].possible and not_used["cuda"].reason == auto["cuda"].reason
    assert not_used["dml"].reason == "Windows only" and not not_used["dml"].possible
    assert not_used["webgpu"].possible and not_used["webgpu"].reason == auto["webgpu"].reason  # no variant for it


def test_built_for_reads_the_model_config(tmp_path: Path, demo_model: Path) -> None:
    assert built_for(demo_model) == ("cpu",)
    config = {"model": {"decoder": {"session_options": {"provider_options": [{"webgpu": {}}, {"cuda": {}}]}}}}
    (tmp_path / "genai_config.json").write_text(json.dumps(config))
    assert built_for(tmp_path) == ("webgpu", "cuda")
    assert built_for(tmp_path / "missing") == ("cpu",)


def test_a_transformers_js_export_for_webgpu_is_planned_on_webgpu_and_weighed_alone(tmp_path: Path) -> None:
    """A q4f16 file (WebGPU's) from a transformers.js repo, beside another precision: the config Hearth
    synthesizes for it names no provider, yet the plan knows what it was made for, and only its own files
    count against the device's memory."""
    from app.accel.choice import weights_size
    from models.synthesize import prepare_model_folder
    from tests.models.test_synthesize import write_graph, write_repo

    repo = write_repo(tmp_path / "repo")  # onnx/model_q4.onnx
    write_graph(repo / "onnx" / "model_q4f16.onnx")
    (repo / "onnx" / "model_q4f16.onnx_data").write_bytes(bytes(50_000))
    prepare_model_folder(repo, "onnx/model_q4f16.onnx")
    assert built_for(repo) == ("webgpu",)
    assert weights_size(repo) == sum(f.stat().st_size for f in (repo / "onnx").glob("model_q4f16.onnx*"))
    radeon = EpDevice("GPU", "AMD Radeon 780M", 4096)
    with_gpu = decide(facts(plugins={"webgpu": PluginProbe(installed=True, registered=True, devices=(radeon,))}))
    assert plan(with_gpu, built_for(repo), weights=weights_size(repo)).order == ("webgpu", "cpu")
    here = plan(decide(facts()), built_for(repo))
    assert here.order == ("cpu",) and {n.provider: n.reason for n in here.not_used}["webgpu"] == \
        "not installed (onnxruntime-ep-webgpu)"
    prepare_model_folder(repo, "onnx/model_q4.onnx")  # the same repo, its CPU file chosen instead
    assert built_for(repo) == ("cpu",) and plan(with_gpu, built_for(repo)).order == ("cpu",)


# ---- for real, on this machine ---------------------------------------------------------------------------


def test_real_detection_here_finds_no_gpu_and_the_real_webgpu_plugin_has_no_device() -> None:
    if os.environ.get("PATH") and any((Path(p) / "nvidia-smi").exists() for p in os.environ["PATH"].split(os.pathsep)):
        pytest.skip("this machine has nvidia-smi: the no-GPU path cannot be checked here")
    d = run_detect()
    webgpu = d.state("webgpu")
    assert webgpu is not None and (webgpu.installed, webgpu.registered, webgpu.devices) == (True, True, ())
    assert not webgpu.offered and webgpu.reason.startswith("no GPU that WebGPU can use")
    assert d.chosen == "cpu" and d.offered() == ("cpu",)


def test_a_fake_nvidia_smi_makes_the_cuda_flavour_installable(tmp_path: Path) -> None:
    env = {**os.environ, "PATH": f"{fake_nvidia_smi(tmp_path / 'bin')}{os.pathsep}{os.environ['PATH']}"}
    d = run_detect(env)
    cuda = d.state("cuda")
    assert cuda is not None and cuda.devices == (RTX,) and cuda.installable and not cuda.offered
    assert d.chosen == "cpu"  # the CPU wheel is installed: nothing runs CUDA until the person enables it


def test_an_nvidia_gpu_older_than_turing_is_not_offered_tensorrt_rtx(tmp_path: Path) -> None:
    """TensorRT-RTX needs compute capability 7.5 or more (NVIDIA's support matrix): a GTX 1080 (6.1) is offered
    CUDA, not TensorRT-RTX's download; where nvidia-smi cannot tell (an older driver), the offer stands."""
    smi = tmp_path / "bin" / "nvidia-smi"
    smi.parent.mkdir()
    smi.write_text('#!/bin/sh\nif [ "$1" = "--query-gpu=compute_cap" ]; then echo 6.1; '
                   'else echo "NVIDIA GeForce GTX 1080, 8192"; fi\n')
    smi.chmod(smi.stat().st_mode | stat.S_IEXEC)
    d = run_detect({**os.environ, "PATH": f"{smi.parent}{os.pathsep}{os.environ['PATH']}"})
    trtrtx, cuda = d.state("trtrtx"), d.state("cuda")
    assert trtrtx is not None and not trtrtx.installable
    assert trtrtx.reason == "not installed (onnxruntime-ep-nv-tensorrt-rtx)"
    assert cuda is not None and cuda.installable
    for compute, offered in (((8.9,), True), ((), True), ((6.1, 7.5), True), ((6.1,), False)):
        state = decide(facts(nvidia_gpus=(RTX,), nvidia_compute=compute)).state("trtrtx")
        assert state is not None and state.installable is offered, compute


def test_the_engine_never_tries_a_plugin_without_a_device(demo_model: Path) -> None:
    """The host registers the real WebGPU plugin, is told nothing is there, and loads on the CPU without
    an attempt (an attempt would show up as a failure: 'WebGPU execution provider is not supported …')."""
    client = EngineClient()
    try:
        loaded = client.load(str(demo_model), prefer="webgpu")
        detection = client.detection
    finally:
        client.close()
    assert loaded.device == "cpu" and loaded.failures == ()
    reasons = {f.provider: f.reason for f in loaded.not_used}
    assert reasons["webgpu"].startswith("no GPU that WebGPU can use")
    assert loaded.why.startswith("you chose WebGPU, which cannot run it here: no GPU that WebGPU can use")
    assert detection is not None and detection.chosen == "cpu"
    webgpu = detection.state("webgpu")
    assert webgpu is not None and webgpu.registered and not webgpu.offered


def test_the_setup_chooses_the_cuda_flavour_when_nvidia_smi_finds_a_gpu(tmp_path: Path) -> None:
    """packaging/dev/setup.sh installs what `python -m app.accel.flavour` prints."""
    def flavour(path: str) -> str:
        env = {**os.environ, "PATH": path}
        return subprocess.run([sys.executable, "-m", "app.accel.flavour"], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=60, check=True).stdout.strip()

    plain = os.pathsep.join(p for p in os.environ["PATH"].split(os.pathsep) if not (Path(p) / "nvidia-smi").exists())
    assert flavour(plain) == ""
    with_gpu = f"{fake_nvidia_smi(tmp_path / 'bin')}{os.pathsep}{plain}"
    assert flavour(with_gpu) == "onnxruntime-genai-cuda==0.18.0 onnxruntime-gpu[cuda,cudnn]"
    setup = (ROOT / "packaging" / "dev" / "setup.sh").read_text()
    assert "-m app.accel.flavour" in setup and "onnxruntime-genai-cuda==0.18.0" in setup


def test_coreml_cannot_take_the_operators_an_llm_is_made_of(demo_model: Path) -> None:
    """Why CoreML is not offered for chat models (app/accel/catalog.py): the installed ONNX Runtime's own
    list of the ops its CoreML EP supports has none of the ops that make up the demo model's weight
    matrices, attention and norms. When a release adds them, this fails: look again."""
    import collections

    import onnx
    import onnxruntime

    graph = onnx.load(str(demo_model / "model.onnx"), load_external_data=False).graph
    ops = collections.Counter(f"{n.domain or 'ai.onnx'}:{n.op_type}" for n in graph.node)
    table = (Path(onnxruntime.__file__).parent / "tools" / "mobile_helpers" / "coreml_supported_mlprogram_ops.md")
    supported = {line.split("|")[1] for line in table.read_text().splitlines() if line.startswith("|") and ":" in line}
    heavy = {"com.microsoft:MatMulNBits", "com.microsoft:GroupQueryAttention",
             "com.microsoft:SkipSimplifiedLayerNormalization", "com.microsoft:GatherBlockQuantized"}
    assert heavy <= set(ops) and not heavy & supported
    assert sum(ops[o] for o in heavy) > sum(ops.values()) * 0.6  # most of the graph


def test_a_device_listed_by_hand_without_a_device_here_is_not_tried_either(demo_model: Path) -> None:
    """`--device webgpu` (or the settings' list) on a machine whose WebGPU plugin found nothing."""
    client = EngineClient()
    try:
        loaded = client.load(str(demo_model), ("webgpu", "cpu"))
    finally:
        client.close()
    assert loaded.device == "cpu" and loaded.failures == ()
    assert [f.provider for f in loaded.not_used] == ["webgpu"]


def test_without_a_plugin_onnxruntimes_python_module_is_never_imported() -> None:
    """The bundles leave most of `onnxruntime` (Python) out; detection must not need it there."""
    code = ("import sys; from app.accel.detect import gather; from app.accel.catalog import OPENVINO; "
            "facts = gather(plugins=(OPENVINO,)); "
            "print(facts.plugins['openvino'].installed, 'onnxruntime' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         check=True)
    assert out.stdout.split() == ["False", "False"]


def test_doctor_lists_every_provider_the_choice_and_the_last_models_plan(demo_model: Path, hearth_home: Path) -> None:
    from app.settings import Settings, save_settings
    from app.system.paths import resolve_paths

    save_settings(resolve_paths().settings_file, Settings(last_model=str(demo_model),
                                                          device_overrides={str(demo_model): "webgpu"}))
    out = subprocess.run([sys.executable, "main.py", "doctor", "--json"], cwd=ROOT, capture_output=True, text=True,
                         timeout=300, check=True).stdout
    data = json.loads(out)
    names = [p["name"] for p in data["devices"]["providers"]]
    assert names == ["cuda", "trtrtx", "dml", "webgpu", "openvino", "qnn", "cpu"]
    assert data["devices"]["chosen"] == "cpu"
    last = data["last_model"]
    assert last["runs_on"] == "cpu" and last["override"] == "webgpu"
    assert last["why"].startswith("you chose WebGPU, which cannot run it here: no GPU that WebGPU can use")
    assert {n["provider"]: n["reason"] for n in last["not_used"]}["webgpu"].startswith("no GPU that WebGPU can use")
    text = subprocess.run([sys.executable, "main.py", "doctor"], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, check=True).stdout
    assert "Devices considered:" in text and "webgpu   not offered" in text and "Chosen:             CPU" in text


def test_a_plugins_device_is_named_with_its_memory_where_the_plugin_states_it() -> None:
    """`onnxruntime.OrtEpDevice` as plain data (shaped like ORT's objects; no GPU here to list a real one)."""
    from types import SimpleNamespace

    from app.accel.detect import _device_of

    gpu = SimpleNamespace(device=SimpleNamespace(type="OrtHardwareDeviceType.GPU", vendor="NVIDIA",
                                                 metadata={"Description": "NVIDIA GeForce RTX 4070",
                                                           "DxgiVideoMemory": str(12 * 2**30)}),
                          ep_metadata={"version": "0.4.0"})
    assert _device_of(gpu) == EpDevice("GPU", "NVIDIA GeForce RTX 4070", 12288)
    npu = SimpleNamespace(device=SimpleNamespace(type="OrtHardwareDeviceType.NPU", vendor="Intel", metadata={}),
                          ep_metadata={})
    assert _device_of(npu) == EpDevice("NPU", "Intel NPU", None)


def test_a_gpu_or_an_intel_processor_the_os_lists_makes_its_plugin_installable() -> None:
    amd = decide(facts(other_gpus=("AMD",)))
    webgpu = amd.state("webgpu")
    assert webgpu is not None and webgpu.installable and not webgpu.offered
    assert webgpu.reason == "not installed: enable it to use the AMD GPU (Vulkan)" and amd.chosen == "cpu"
    intel = decide(facts(cpu_vendor="Intel"))
    openvino = intel.state("openvino")
    assert openvino is not None and openvino.installable and "Intel GPU or NPU" in openvino.reason
    plain = decide(facts(cpu_vendor="AMD"))
    assert not any(p.installable for p in plain.providers)  # nothing here for a plugin: nothing offered
    windows = decide(facts(platform="win32-AMD64", other_gpus=("AMD",), cpu_vendor="Intel"))
    assert windows.state("openvino").installable  # type: ignore[union-attr]
    assert not windows.state("qnn").installable  # type: ignore[union-attr]  # an x64 Windows has no Snapdragon
    snapdragon = decide(facts(platform="win32-ARM64")).state("qnn")
    assert snapdragon is not None and snapdragon.installable and "Snapdragon NPU" in snapdragon.reason


def test_the_gpus_and_processor_vendor_are_read_from_what_linux_lists(tmp_path: Path) -> None:
    from app.accel.probes import cpu_vendor, other_gpus

    def card(name: str, vendor: str, pci_class: str) -> None:
        device = tmp_path / "drm" / name / "device"
        device.mkdir(parents=True)
        (device / "vendor").write_text(vendor + "\n")
        (device / "class").write_text(pci_class + "\n")

    card("card0", "0x1af4", "0x030000")  # virtio: a virtual machine's adapter, no GPU
    card("card1", "0x8086", "0x030000")  # Intel iGPU
    card("card2", "0x10de", "0x030200")  # NVIDIA: CUDA's, not WebGPU's
    card("card3", "0x1002", "0x038000")  # AMD
    (tmp_path / "drm" / "card1-eDP-1").mkdir()  # a connector, not a card
    assert other_gpus(tmp_path / "drm") == ("Intel", "AMD")
    assert other_gpus(tmp_path / "absent") == ()
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text("processor\t: 0\nvendor_id\t: GenuineIntel\nmodel name\t: Intel(R) Core(TM) Ultra 7\n")
    assert cpu_vendor(cpuinfo) == ("Intel" if sys.platform.startswith("linux") else cpu_vendor())


def test_a_device_that_needs_its_provider_installed_is_named_instead_of_no_device() -> None:
    rtx = decide(facts(nvidia_gpus=(RTX,)))
    cpu_build = plan(rtx, ("cpu",))
    assert cpu_build.order == ("cpu",)
    assert cpu_build.why_first == ("CUDA is not installed: enable NVIDIA acceleration to use NVIDIA GeForce RTX 4070 "
                                   "(12,282 MB)")
    amd = decide(facts(other_gpus=("AMD",)))
    assert plan(amd, ("cpu",)).why_first == "no other device can run this model here"  # WebGPU runs its own builds
    assert plan(amd, ("webgpu",)).why_first == "WebGPU is not installed: enable it to use the AMD GPU (Vulkan)"


def test_cuda_counts_only_where_ort_genais_cuda_half_is_beside_it(tmp_path: Path) -> None:
    """The WinML flavour says CUDA is available though the Windows bundle leaves its CUDA library out: such
    a build is not offered CUDA as built in (and so is offered the CUDA flavour)."""
    from types import SimpleNamespace

    from app.accel.probes import cuda_built_in

    (tmp_path / "__init__.py").write_text("")
    winml = SimpleNamespace(__file__=str(tmp_path / "__init__.py"), is_cuda_available=lambda: True)
    assert not cuda_built_in(winml)  # type: ignore[arg-type]
    (tmp_path / "onnxruntime-genai-cuda.dll").write_bytes(b"")
    assert cuda_built_in(winml)  # type: ignore[arg-type]
    cpu = SimpleNamespace(__file__=str(tmp_path / "__init__.py"), is_cuda_available=lambda: False)
    assert not cuda_built_in(cpu)  # type: ignore[arg-type]
