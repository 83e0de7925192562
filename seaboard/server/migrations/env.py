"""Alembic's entry point. The server runs it in-process with a connection it opened
(`seaboard.server.db.migrate`); `alembic` on the command line is not needed."""

from alembic import context

from seaboard.server.db import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
