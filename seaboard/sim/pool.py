"""Where many games play: a local process pool, or a Ray cluster.

`pool(workers, ray=None)` gives a `concurrent.futures.Executor`. With `ray` it joins the
Ray cluster at that address (`auto`, `ray://head:10001`, `head:6379`), or starts one on
this machine for `ray="local"` (with `workers` CPUs), ships the `seaboard` package to it
(so the workers run this very code) and passes SEABOARD_EXTRA_GAMES on. Every task is a
module-level function with picklable arguments, so the two pools are interchangeable
and a batch gives the same lines on either; only `wall_ms` differs.

`env` gives the workers environment variables of their own: a what-if run's content
overrides (seaboard.engine.content) travel this way. Titles read their content when they
are imported, so such workers must start fresh: the local pool then spawns its processes
(a forked one would inherit titles already loaded with the parent's content) and sets the
variables before any title is imported; Ray starts workers for the job's own runtime
environment.
"""

from __future__ import annotations

import ctypes
import logging
import multiprocessing
import os
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any

from seaboard.engine.game import ConfigError

LOCAL = "local"


def _worker_setup(parent: int, env: dict[str, str] | None = None) -> None:
    """In each worker: Ctrl-C is the parent's to handle (it stops handing out games and
    reports what it has), and the worker dies with its parent, even a parent killed with
    SIGKILL that could not shut the pool down. `env` is set before any title loads."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    os.environ.update(env or {})
    _die_with_parent(parent)


def _die_with_parent(parent: int) -> None:
    if sys.platform.startswith("linux"):
        try:  # the kernel sends SIGKILL the moment the parent dies (prctl PR_SET_PDEATHSIG)
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent:  # it died before the line above
        os._exit(1)

    def watch() -> None:  # everywhere else, and as a second guard: look every second
        while True:
            time.sleep(1.0)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, name="seaboard-parent-watch", daemon=True).start()


def _check_reachable(address: str, timeout: float = 5.0) -> None:
    """Refuse at once a `host:port` (or `ray://host:port`) nobody answers at."""
    if address == "auto":
        return
    host, sep, port = address.removeprefix("ray://").rpartition(":")
    if not sep or not (port.isascii() and port.isdigit()):
        raise ConfigError(f"--ray {address}: give 'local', 'auto' or HOST:PORT")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
    except OSError as exc:
        raise ConfigError(f"--ray {address}: cannot join the cluster: {exc}") from None


class RayPool(Executor):
    """Tasks on a Ray cluster, as futures. Shutting down leaves the cluster (and stops
    the one it started for `local`)."""

    def __init__(
        self, address: str, workers: int | None = None, env: dict[str, str] | None = None
    ) -> None:
        try:
            import ray
        except ImportError:
            raise ConfigError(
                "--ray needs Ray: install the extra, .venv/bin/pip install -e '.[ray]'"
            ) from None
        import seaboard

        self._ray = ray
        runtime_env: dict[str, Any] = {"py_modules": [os.path.dirname(seaboard.__file__)]}
        env_vars = dict(env or {})
        extra = os.environ.get("SEABOARD_EXTRA_GAMES")
        if extra:
            env_vars["SEABOARD_EXTRA_GAMES"] = extra
        if env_vars:
            runtime_env["env_vars"] = env_vars
        kw: dict[str, Any] = {
            "runtime_env": runtime_env,
            "include_dashboard": False,
            "log_to_driver": False,
            "logging_level": logging.WARNING,
        }
        if address == LOCAL:
            kw["num_cpus"] = workers or os.cpu_count() or 1
        else:
            _check_reachable(address)  # Ray itself retries for minutes before it gives up
            kw["address"] = address
        try:
            ray.init(**kw)
        except (ConnectionError, ValueError, RuntimeError) as exc:
            raise ConfigError(f"--ray {address}: cannot join the cluster: {exc}") from None
        self.workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
        self._remote: dict[Callable, Any] = {}

    def submit(self, fn: Callable, /, *args: Any, **kwargs: Any) -> Future:
        remote = self._remote.get(fn)
        if remote is None:
            remote = self._remote[fn] = self._ray.remote(num_cpus=1)(fn)
        return remote.remote(*args, **kwargs).future()

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if self._ray.is_initialized():
            self._ray.shutdown()


def pool(workers: int, ray: str | None = None, env: dict[str, str] | None = None) -> Executor:
    """A process pool of `workers` processes, or with `ray` a Ray cluster, whose workers
    get the environment variables `env` (see the module doc). Its `workers` attribute
    says how many tasks run at once."""
    if ray is not None:
        return RayPool(ray, workers, env)
    ex = ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn") if env else None,
        initializer=_worker_setup,
        initargs=(os.getpid(), env),
    )
    ex.workers = workers  # type: ignore[attr-defined]
    return ex
