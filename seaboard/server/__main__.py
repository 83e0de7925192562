"""`python -m seaboard.server --port 8000 --database URL`: the server without the CLI
(tests and benchmarks start it this way; `seaboard serve` is the same)."""

from __future__ import annotations

import argparse
import sys

from seaboard.server.run import ServeError, serve


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m seaboard.server")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--database", default="sqlite:///seaboard.db")
    parser.add_argument("--bot-workers", type=int, default=None)
    parser.add_argument("--tables-per-minute", type=int, default=30)
    parser.add_argument("--log-level", default="warning")
    args = parser.parse_args()
    try:
        serve(
            args.host,
            args.port,
            args.database,
            bot_workers=args.bot_workers,
            tables_per_minute=args.tables_per_minute,
            log_level=args.log_level,
        )
    except ServeError as exc:
        print(f"seaboard: {exc}", file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
