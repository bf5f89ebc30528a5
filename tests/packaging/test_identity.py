"""Hearth's identity in one place (app/system/version.py), and the installers computing from it: versions in
the forms Windows and macOS accept, names of the artifacts, Inno Setup defines, notarization inputs."""

from __future__ import annotations

import importlib.metadata
import plistlib
import re
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

from app.system import version as v

ROOT = Path(__file__).resolve().parents[2]


def test_the_version_is_pyprojects() -> None:
    with (ROOT / "pyproject.toml").open("rb") as fh:
        declared = tomllib.load(fh)["project"]["version"]
    assert v.pyproject_version() == declared
    assert v.app_version() == importlib.metadata.version("hearth") == declared


def test_an_uninstalled_checkout_falls_back_to_pyproject(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", missing)
    assert v.app_version() == v.pyproject_version()
    monkeypatch.setattr(v, "PYPROJECT", ROOT / "no-such-pyproject.toml")
    assert v.app_version() == v.UNKNOWN


def test_a_pyproject_without_a_version_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n')
    with pytest.raises(ValueError):
        v.pyproject_version(tmp_path / "pyproject.toml")


@pytest.mark.parametrize(("version", "parts", "expected"), [
    ("0.1.0", 3, (0, 1, 0)),
    ("0.1.0", 4, (0, 1, 0, 0)),
    ("1.2", 3, (1, 2, 0)),
    ("1.2rc1", 3, (1, 2, 0)),
    ("0.1.0.dev3", 3, (0, 1, 0)),
    ("2.0.0.post1", 4, (2, 0, 0, 0)),
    ("1!2.3.4.5.6", 4, (2, 3, 4, 5)),
    ("v3.1.4", 3, (3, 1, 4)),
])
def test_numeric_versions_for_windows_and_macos(version: str, parts: int, expected: tuple[int, ...]) -> None:
    assert v.numeric_version(version, parts) == expected


@pytest.mark.parametrize("bad", ["", "beta", "1.70000.0"])
def test_versions_windows_cannot_hold_are_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        v.numeric_version(bad, 4)


def test_runtime_versions_name_the_installed_flavour() -> None:
    rows = dict(v.runtime_versions())
    assert rows["Hearth"] == v.app_version()
    assert rows["ONNX Runtime GenAI"] == f"{importlib.metadata.version('onnxruntime-genai')} (onnxruntime-genai)"
    assert rows["ONNX Runtime"] == importlib.metadata.version("onnxruntime")
    assert re.fullmatch(r"3\.\d+\.\d+.*", rows["Python"])


def test_runtime_versions_under_winml_have_no_onnxruntime_distribution(monkeypatch: pytest.MonkeyPatch) -> None:
    installed = {"hearth": "0.1.0", "onnxruntime-genai-winml": "0.18.0"}
    monkeypatch.setattr(v, "distribution_version", installed.get)
    rows = dict(v.runtime_versions())
    assert rows["ONNX Runtime GenAI"] == "0.18.0 (onnxruntime-genai-winml)"
    assert rows["ONNX Runtime"] == "bundled with ONNX Runtime GenAI"


def test_the_dependency_closure_is_what_ships() -> None:
    names = v.dependency_closure()
    assert names == sorted(names)
    assert {"onnxruntime-genai", "onnxruntime", "numpy", "pyside6-essentials", "keyring", "platformdirs"} <= set(names)
    assert not {"hearth", "torch", "pytest", "mypy", "ruff"} & set(names)


def test_identity_is_consistent() -> None:
    assert re.fullmatch(r"\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", v.WINDOWS_APP_ID)
    assert re.fullmatch(r"[a-z]+(\.[a-z]+)+\.Hearth", v.BUNDLE_ID)
    assert v.APP_NAME == "Hearth"
    for icon in ("hearth.ico", "hearth.icns", "hearth-64.png", "hearth-256.png"):
        assert (ROOT / "resources" / "icons" / icon).is_file()


def test_inno_setup_gets_every_define_the_script_uses(win_installer: ModuleType, tmp_path: Path) -> None:
    defines = win_installer.inno_defines("1.2rc1", tmp_path / "Hearth", tmp_path / "out")
    assert defines["AppVersion"] == "1.2rc1"
    assert defines["FileVersion"] == "1.2.0.0"
    assert defines["AppId"] == "{" + v.WINDOWS_APP_ID  # Inno Setup reads "{{" as a literal brace
    assert defines["OutputName"] == "Hearth-1.2rc1-windows-x64-setup"
    script = (ROOT / "packaging" / "windows" / "hearth.iss").read_text(encoding="utf-8")
    used = set(re.findall(r"\{#(\w+)\}", script)) - {"AppName", "AppExe", "InstallRoot", "MinWindows", "Compression"}
    assert used == set(defines), "hearth.iss and build_installer.py must agree on the defines"
    assert script.isascii()
    # the shipped installer asks for Windows 10 1809; only the Wine harness's build lowers it (hearth.iss says why)
    assert '#define MinWindows "10.0.17763"' in script and "MinVersion={#MinWindows}" in script
    wine = win_installer.inno_defines("1.2rc1", tmp_path / "Hearth", tmp_path / "out", under_wine=True)
    assert wine == {**defines, "MinWindows": "6.2", "InstallRoot": "{localappdata}\\Programs"}


def test_the_installer_is_per_user_and_keeps_user_data(win_installer: ModuleType) -> None:
    script = (ROOT / "packaging" / "windows" / "hearth.iss").read_text(encoding="utf-8")
    setup = dict(line.split("=", 1) for line in script.split("[Setup]")[1].split("[Tasks]")[0].splitlines()
                 if "=" in line and not line.startswith(";"))
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["DefaultDirName"] == "{#InstallRoot}\\{#AppName}"
    assert '#define InstallRoot "{autopf}"' in script
    assert "{autoprograms}" in script
    # the data folder is the one platformdirs gives Hearth on Windows, deleted only when asked
    assert "ExpandConstant('{localappdata}\\{#AppName}')" in script
    assert "MB_DEFBUTTON2" in script and "/DELETEUSERDATA" in script


def test_iscc_is_found_where_inno_setup_installs(win_installer: ModuleType, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(win_installer.shutil, "which", lambda _name: None)
    assert win_installer.find_iscc({"PROGRAMFILES(X86)": str(tmp_path)}) is None
    iscc = tmp_path / "Inno Setup 6" / "ISCC.exe"
    iscc.parent.mkdir()
    iscc.write_bytes(b"")
    assert win_installer.find_iscc({"PROGRAMFILES(X86)": str(tmp_path)}) == iscc
    command = win_installer.iscc_command(iscc, {"AppVersion": "1.0"}, Path("hearth.iss"))
    assert command == [str(iscc), "/Qp", "/DAppVersion=1.0", "hearth.iss"]


def test_the_smoke_test_looks_where_a_per_user_install_goes(win_smoke: ModuleType) -> None:
    paths = win_smoke.install_paths({"LOCALAPPDATA": "C:/Users/a/AppData/Local",
                                     "APPDATA": "C:/Users/a/AppData/Roaming"})
    assert paths["exe"] == Path("C:/Users/a/AppData/Local/Programs/Hearth/Hearth.exe")
    assert paths["data"] == Path("C:/Users/a/AppData/Local/Hearth")
    assert paths["shortcut"].name == "Hearth.lnk" and "Start Menu" in str(paths["shortcut"])
    calls = iter([False, False, True])
    assert win_smoke.wait_until(lambda: next(calls), timeout=5, step=0)
    assert not win_smoke.wait_until(lambda: False, timeout=0, step=0)


def test_the_runtime_hook_loads_the_flavours_own_onnxruntime_first(rthook: ModuleType, tmp_path: Path) -> None:
    assert rthook.preload_order(tmp_path) == []
    capi = tmp_path / "onnxruntime" / "capi"
    capi.mkdir(parents=True)
    (capi / "onnxruntime.dll").write_bytes(b"")
    assert rthook.preload_order(tmp_path) == [capi / "onnxruntime.dll"]
    genai = tmp_path / "onnxruntime_genai"
    genai.mkdir()
    for dll in ("onnxruntime.dll", "DirectML.dll"):
        (genai / dll).write_bytes(b"")
    assert rthook.preload_order(tmp_path) == [genai / "DirectML.dll", genai / "onnxruntime.dll"]


def test_the_macos_build_is_named_for_apple_silicon(dmg: ModuleType, tmp_path: Path) -> None:
    assert dmg.dmg_name("0.1.0") == "Hearth-0.1.0-macos-arm64.dmg"
    commands = dmg.dmg_commands(tmp_path / "Hearth.app", tmp_path / "stage", tmp_path / "x.dmg")
    assert commands[0][0] == "ditto"  # keeps the framework symlinks a signature depends on
    assert commands[-1][:2] == ["hdiutil", "create"] and "UDZO" in commands[-1]


def test_notarization_credentials_come_from_the_environment(dmg: ModuleType) -> None:
    assert dmg.notary_credentials({}) is None
    assert dmg.notary_credentials({"APPLE_API_KEY_PATH": "/k.p8", "APPLE_API_KEY_ID": "ABC", "APPLE_API_ISSUER": "i"}) \
        == ["--key", "/k.p8", "--key-id", "ABC", "--issuer", "i"]
    assert dmg.notary_credentials({"APPLE_ID": "a@b", "APPLE_TEAM_ID": "T", "APPLE_APP_PASSWORD": "p"}) \
        == ["--apple-id", "a@b", "--team-id", "T", "--password", "p"]
    assert dmg.notary_credentials({"APPLE_ID": "a@b"}) is None


def test_the_entitlements_are_a_valid_plist() -> None:
    with (ROOT / "packaging" / "macos" / "entitlements.plist").open("rb") as fh:
        entitlements = plistlib.load(fh)
    assert entitlements == {"com.apple.security.cs.allow-unsigned-executable-memory": True,
                            "com.apple.security.cs.disable-library-validation": True,
                            "com.apple.security.device.audio-input": True}  # dictation's microphone
    spec = (ROOT / "packaging" / "pyinstaller" / "hearth.spec").read_text(encoding="utf-8")
    assert '"NSMicrophoneUsageDescription": "Hearth listens while you dictate' in spec
