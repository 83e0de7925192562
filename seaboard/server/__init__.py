"""The game server: tables, seats, live play, bots and durable storage.

`seaboard serve` runs it (`serve` below); `create_app` gives the FastAPI application
for another ASGI server, e.g. `uvicorn --factory seaboard.server:app_from_env`.
"""

from __future__ import annotations

from seaboard.server.run import ServeError, app_from_env, create_app, serve

__all__ = ["ServeError", "app_from_env", "create_app", "serve"]
