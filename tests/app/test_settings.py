from __future__ import annotations

from pathlib import Path

import pytest

from app.settings import Settings, load_settings, save_settings, thread_limit


def test_missing_file_gives_defaults(tmp_path: Path) -> None:
    result = load_settings(tmp_path / "settings.json")
    assert result.settings == Settings() and result.problems == ()


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "settings.json"
    settings = Settings(providers=["cuda", "cpu"], intra_op_threads=thread_limit(), context_limit=2048,
                        last_model="/m")
    save_settings(path, settings)
    assert load_settings(path).settings == settings
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temp file left


@pytest.mark.parametrize("content", [b"\x00\xff garbage", b"{not json", b"[1, 2]", b""])
def test_garbage_file_gives_defaults_and_says_so(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    result = load_settings(path)
    assert result.settings == Settings()
    assert len(result.problems) == 1 and "defaults" in result.problems[0]


def test_bad_values_are_reset_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"intra_op_threads": "many", "context_limit": 4096, "providers": [1], "unknown": 5}')
    result = load_settings(path)
    assert result.settings.context_limit == 4096
    assert result.settings.intra_op_threads == 0 and result.settings.providers == []
    assert len(result.problems) == 2
    assert any("intra_op_threads" in p for p in result.problems)


def test_model_settings_round_trip_and_validation(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(hf_endpoint="https://hf-mirror.example", offline=True, models_dir="/data/models")
    save_settings(path, settings)
    assert load_settings(path).settings == settings
    assert Settings().offline is False and Settings().hf_endpoint == "" and Settings().models_dir == ""
    path.write_text('{"hf_endpoint": "ftp://x", "offline": "yes", "models_dir": 3}')
    result = load_settings(path)
    assert result.settings == Settings()
    assert sorted(p.split("'")[1] for p in result.problems) == ["hf_endpoint", "models_dir", "offline"]


def test_failed_devices_round_trip_and_validation(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(failed_devices={"/models/phi": ["cuda"], "/models/big": ["cuda", "dml"]})
    save_settings(path, settings)
    assert load_settings(path).settings == settings
    assert Settings().failed_devices == {}
    for bad in ('["cuda"]', '{"/m": "cuda"}', '{"/m": [1]}', '{"": ["cuda"]}', '{"/m": [""]}'):
        path.write_text(f'{{"failed_devices": {bad}, "context_limit": 4096}}')
        result = load_settings(path)
        assert result.settings == Settings(context_limit=4096), bad
        assert len(result.problems) == 1 and "failed_devices" in result.problems[0]


@pytest.mark.parametrize("threads", [5000, 1_000_000])
def test_more_threads_than_cores_are_capped_with_a_message(tmp_path: Path, threads: int) -> None:
    path = tmp_path / "settings.json"
    path.write_text(f'{{"intra_op_threads": {threads}, "context_limit": 4096}}')
    result = load_settings(path)
    assert result.settings == Settings(intra_op_threads=thread_limit(), context_limit=4096)
    assert result.problems == (f"Setting 'intra_op_threads' was {threads}, more than this computer's "
                               f"{thread_limit()} cores; {thread_limit()} is used.",)


@pytest.mark.parametrize("threads", ["-1", "-5000", "2.5", "true"])
def test_negative_or_odd_thread_counts_mean_automatic(tmp_path: Path, threads: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(f'{{"intra_op_threads": {threads}}}')
    result = load_settings(path)
    assert result.settings.intra_op_threads == 0
    assert result.problems == ("Setting 'intra_op_threads' had an invalid value and was reset.",)


def test_every_core_and_automatic_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for threads in (0, 1, thread_limit()):
        path.write_text(f'{{"intra_op_threads": {threads}}}')
        assert (load_settings(path).settings.intra_op_threads, load_settings(path).problems) == (threads, ())
