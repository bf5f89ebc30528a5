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


async def _drain() -> None:
    current = asyncio.current_task()
    tasks = [task for task in asyncio.all_tasks() if task is not current]
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await asyncio.get_running_loop().shutdown_asyncgens()


def stop_loop(loop: asyncio.AbstractEventLoop, thread: threading.Thread | None, timeout: float = 5.0) -> bool:
    """End every task on `loop`, stop it and close it once `thread` (the one running it) has ended.
    False when the tasks did not end within `timeout` (the loop is stopped anyway)."""
    drained = False
    if loop.is_running():
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(_drain(), loop).result(timeout)
            drained = True
        loop.call_soon_threadsafe(loop.stop)
    if thread is not None:
        thread.join(timeout)
    if not loop.is_running():
        loop.close()
    return drained
