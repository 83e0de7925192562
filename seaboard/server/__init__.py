"""The game server: tables, seats, live play, bots and durable storage.

`seaboard serve` runs it (`serve`); `create_app` gives the FastAPI application for another
ASGI server, e.g. `uvicorn --factory seaboard.server:app_from_env`. The names load on
first use, so the bot workers (which import `seaboard.server.bots`) do not pay for the
web stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from seaboard.server.run import ServeError, app_from_env, create_app, serve

__all__ = ["ServeError", "app_from_env", "create_app", "serve"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from seaboard.server import run

        return getattr(run, name)
    raise AttributeError(f"module 'seaboard.server' has no attribute {name!r}")
