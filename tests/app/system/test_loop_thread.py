"""The end of a loop that runs on a thread of its own: no task is left pending when it closes (asyncio
then prints "Task was destroyed but it is pending!" at exit, and a caller waiting on it waits forever)."""

from __future__ import annotations

import asyncio
import gc
import logging
import threading

import pytest

from app.system.loop_thread import stop_loop

closed = threading.Event()  # set when the half-read stream's generator ran its cleanup


async def _forever() -> None:
    await asyncio.sleep(3600)


async def _stream() -> object:
    async def lines() -> object:
        try:
            yield "a line"
            await asyncio.sleep(3600)
        finally:
            closed.set()

    lines_left = lines()
    await anext(lines_left)  # type: ignore[call-overload]
    return lines_left  # left open, as a stream read only in part


def test_tasks_and_streams_left_on_a_running_loop_end_before_it_closes(caplog: pytest.LogCaptureFixture) -> None:
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    waiting = asyncio.run_coroutine_threadsafe(_forever(), loop)
    closed.clear()
    stream = asyncio.run_coroutine_threadsafe(_stream(), loop).result(30)
    with caplog.at_level(logging.ERROR, logger="asyncio"):
        assert stop_loop(loop, thread)
        assert loop.is_closed() and not thread.is_alive()
        assert waiting.cancelled()  # its caller hears at once, instead of waiting forever
        assert closed.is_set()  # the stream's generator ran its cleanup
        del stream, waiting
        gc.collect()
    assert "destroyed" not in caplog.text


def test_tasks_left_on_a_loop_that_stopped_with_them_end_before_it_closes(caplog: pytest.LogCaptureFixture) -> None:
    """The loop was busy past the timeout and its thread stopped it with tasks still pending (what
    happened when a huge reply was parsed on it): they are ended here, on the closing thread."""
    loop = asyncio.new_event_loop()

    async def leave_one() -> asyncio.Task[None]:
        return asyncio.get_running_loop().create_task(_forever())

    left = loop.run_until_complete(leave_one())  # the loop stops; the task is pending in it
    assert not left.done()
    with caplog.at_level(logging.ERROR, logger="asyncio"):
        assert stop_loop(loop, None)
        assert loop.is_closed() and left.cancelled()
        del left
        gc.collect()
    assert "destroyed" not in caplog.text
