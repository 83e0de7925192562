"""Starting the server: `serve` (behind `seaboard serve`) and `app_from_env`."""

from __future__ import annotations

import logging
import os
import re

import uvicorn

from seaboard.server import db
from seaboard.server.api import create_app
from seaboard.server.hub import Settings

_TOKEN = re.compile(r"(token=)[^&\s\"']+")


class ServeError(ValueError):
    """The server cannot start (a bad database URL, a database that does not answer)."""


class RedactTokens(logging.Filter):
    """Seat tokens travel in WebSocket URLs (`?token=`); no log line may show one."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(
                _TOKEN.sub(r"\1[hidden]", a) if isinstance(a, str) else a for a in record.args
            )
        elif isinstance(record.msg, str):
            record.msg = _TOKEN.sub(r"\1[hidden]", record.msg)
        return True


def check_database(url_text: str) -> None:
    """Migrate now, so a bad URL or an unreachable database is one clear line."""
    try:
        url = db.parse_url(url_text)
        db.migrate(url)
    except db.DatabaseURLError as exc:
        raise ServeError(str(exc)) from None
    except Exception as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        shown = url_text if "://" not in url_text else db.parse_url(url_text).render_as_string()
        raise ServeError(f"--database {shown}: {first}") from None


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    database: str = "sqlite:///seaboard.db",
    *,
    bot_workers: int | None = None,
    tables_per_minute: int = 30,
    log_level: str = "info",
) -> None:
    """Run the server until interrupted."""
    check_database(database)
    settings = Settings(database=database, tables_per_minute=tables_per_minute)
    if bot_workers is not None:
        settings.bot_workers = max(1, bot_workers)
    config = uvicorn.Config(
        create_app(settings),
        host=host,
        port=port,
        log_level=log_level,
        ws_max_size=16 * 1024,
        timeout_graceful_shutdown=5,
    )
    for name in ("uvicorn.access", "uvicorn.error"):
        logging.getLogger(name).addFilter(RedactTokens())
    try:
        uvicorn.Server(config).run()
    except OSError as exc:
        raise ServeError(f"cannot listen on {host}:{port}: {exc.strerror}") from None


def app_from_env():
    """The app for `uvicorn --factory seaboard.server:app_from_env` (several workers on
    one PostgreSQL database): SEABOARD_DATABASE, SEABOARD_BOT_WORKERS,
    SEABOARD_TABLES_PER_MINUTE."""
    for name in ("uvicorn.access", "uvicorn.error"):
        logging.getLogger(name).addFilter(RedactTokens())
    settings = Settings(database=os.environ.get("SEABOARD_DATABASE", "sqlite:///seaboard.db"))
    if "SEABOARD_BOT_WORKERS" in os.environ:
        settings.bot_workers = int(os.environ["SEABOARD_BOT_WORKERS"])
    if "SEABOARD_TABLES_PER_MINUTE" in os.environ:
        settings.tables_per_minute = int(os.environ["SEABOARD_TABLES_PER_MINUTE"])
    return create_app(settings)


__all__ = ["ServeError", "app_from_env", "create_app", "serve"]
