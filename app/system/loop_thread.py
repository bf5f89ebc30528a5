"""The end of an asyncio loop that runs on a thread of its own (the remote engine's, the MCP hub's).

Stopping such a loop while tasks are still on it drops them pending: a caller on another thread waits
forever on a result that never comes, and asyncio prints "Task was destroyed but it is pending!" when
the dropped task is collected, at exit. So every task left is cancelled and awaited, and the async
generators of streams left early are closed, before the loop stops.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading


async def _drain(timeout: float) -> bool:
    """Cancel every other task on the running loop and close its async generators; False when some
    task was still running after `timeout` (one that swallows its cancel)."""
    current = asyncio.current_task()
    tasks = [task for task in asyncio.all_tasks() if task is not current]
    for task in tasks:
        task.cancel()
    if tasks:
        _done, pending = await asyncio.wait(tasks, timeout=timeout)
        if pending:
            return False
    await asyncio.get_running_loop().shutdown_asyncgens()
    return True


def stop_loop(loop: asyncio.AbstractEventLoop, thread: threading.Thread | None, timeout: float = 5.0) -> bool:
    """End every task on `loop`, stop it and close it once `thread` (the one running it) has ended.
    False when the tasks did not end within `timeout` (the loop is stopped anyway)."""
    drained = False
    if loop.is_running():
        with contextlib.suppress(Exception):
            drained = asyncio.run_coroutine_threadsafe(_drain(timeout), loop).result(timeout + 1)
        loop.call_soon_threadsafe(loop.stop)
    if thread is not None:
        thread.join(timeout)
    if not loop.is_running():
        if not drained:  # the loop was busy past the timeout (a huge reply parsed on it): finish here
            with contextlib.suppress(Exception):
                drained = loop.run_until_complete(_drain(timeout))
        loop.close()
    return drained
