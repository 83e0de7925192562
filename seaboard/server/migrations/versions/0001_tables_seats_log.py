"""tables, seats and the log

Revision ID: 0001
Revises:
Create Date: 2026-01-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "seaboard_tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("title", sa.String(64), nullable=False),
        sa.Column("config", sa.JSON, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("undo", sa.Boolean, nullable=False),
        sa.Column("clock_base", sa.Float, nullable=True),
        sa.Column("clock_increment", sa.Float, nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("started_at", sa.Float, nullable=True),
        sa.Column("finished_at", sa.Float, nullable=True),
        sa.Column("result", sa.JSON, nullable=True),
    )
    op.create_index("ix_seaboard_tables_status", "seaboard_tables", ["status", "created_at"])
    op.create_table(
        "seaboard_seats",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("seaboard_tables.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("agent", sa.String(200), nullable=False),
        sa.Column("token_hash", sa.LargeBinary(32), nullable=True),
        sa.Column("joined_at", sa.Float, nullable=True),
    )
    op.create_table(
        "seaboard_log",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("seaboard_tables.id"), primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("action", sa.String(400), nullable=True),
        sa.Column("keep", sa.Integer, nullable=True),
        sa.Column("by", sa.String(16), nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("seaboard_log")
    op.drop_table("seaboard_seats")
    op.drop_index("ix_seaboard_tables_status", "seaboard_tables")
    op.drop_table("seaboard_tables")
